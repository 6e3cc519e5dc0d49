//! The rules of one node: its properties, their values, and the properties that may not share
//! a node.

use super::game_info;
use super::points::NodePoints;
use super::property::{self, Named};
use super::value::{self, Mismatch};
use super::{codes, TreeInfo};
use crate::ide::check::Findings;
use crate::ide::green::sgf::{properties, Value};
use crate::ide::green::Node;
use crate::ide::{Diagnostic, RelatedInformation, Severity};
use gamerec_grammar::sgf::spec::{Constraint, PropertyType, ValueType};
use gamerec_grammar::TextRange;

/// Checks `node`; `points` is cleared and used for the node's points.
pub(super) fn check(
    node: Node<'_>,
    is_root: bool,
    info: TreeInfo,
    points: &mut NodePoints,
    out: &mut Findings,
) {
    let named: Vec<Named> = properties(node)
        .filter_map(|property| property::name(property, info, out))
        .collect();
    points.clear();
    for (index, property) in named.iter().enumerate() {
        if let Some(first) = named[..index]
            .iter()
            .find(|earlier| earlier.id == property.id && !property.id.is_empty())
        {
            let mut diagnostic = Diagnostic::error(
                codes::REPEATED_PROPERTY,
                property.range,
                format!("`{}` appears twice in this node; a node holds each property once: put all its values in the first `{}`", property.id, property.id),
            );
            diagnostic.related.push(RelatedInformation {
                range: first.range,
                message: format!("first `{}` of the node", first.id),
            });
            out.push(diagnostic);
        }
        values(property, info, points, out);
        placement(property, is_root, out);
    }
    exclusive(&named, out);
    setup_and_move(&named, info, out);
}

/// The number of values, empty values and each value's type.
fn values(named: &Named<'_>, info: TreeInfo, points: &mut NodePoints, out: &mut Findings) {
    let Some(spec) = named.spec else {
        return;
    };
    let values: Vec<_> = named.property.values().collect();
    if !spec.value.is_list() && values.len() > 1 {
        let start = values[1].range().start();
        let end = values[values.len() - 1].range().end();
        out.push(Diagnostic::error(
            codes::TOO_MANY_VALUES,
            TextRange::new(start, end),
            format!(
                "`{}` ({}) takes one value, but has {}: keep one",
                named.id,
                spec.name,
                values.len()
            ),
        ));
    }
    if info.ff >= 4 {
        for value in values
            .iter()
            .filter(|value| value.is_closed() && !value.is_empty())
        {
            if let Some(problem) = game_info::form_problem(&named.id, &value.raw_text()) {
                out.push(Diagnostic::error(
                    codes::GAME_INFO_FORM,
                    value.range(),
                    problem,
                ));
            }
        }
    }
    for value in &values {
        if value.raw_text_contains('\0') {
            out.push(Diagnostic::warning(
                codes::NUL_CHARACTER,
                value.range(),
                format!("the value of `{}` holds a NUL character (code 0), which many programs take for the end of the text or of the file; remove it", named.id),
            ));
        }
    }
    if matches!(spec.value, ValueType::Text | ValueType::SimpleText) {
        // Any text will do, the empty one included.
        return;
    }
    if matches!(spec.value, ValueType::EListOf(_)) && values.len() > 1 {
        if let Some(empty) = values
            .iter()
            .find(|value| value.is_closed() && value.is_empty())
        {
            out.push(Diagnostic::error(
                codes::EMPTY_LIST_WITH_VALUES,
                TextRange::new(named.range.start(), empty.range().end()),
                format!("`{}[]` stands for an empty list, but other values follow; keep either `[]` or the values", named.id),
            ));
        }
    }
    for value in values.iter().filter(|value| value.is_closed()) {
        let range = value.range();
        if value.is_empty() {
            let move_pass = spec.value == ValueType::Move;
            if move_pass && info.ff < 4 && info.is_go() {
                out.push(Diagnostic::error(
                    codes::PASS_IN_OLD_FORMAT,
                    range,
                    format!("`{}[]` is how FF[4] writes a pass, but this game tree is FF[{}]{}: write `{}[tt]`, or declare `FF[4]` in the root node", named.id, info.ff, if info.ff_declared { "" } else { " (it has no FF property)" }, named.id),
                ));
            } else if !spec.value.allows_empty() && !move_pass {
                out.push(Diagnostic::error(
                    codes::EMPTY_VALUE,
                    range,
                    format!(
                        "`{}[]`: the value of `{}` ({}) may not be empty; it takes {}",
                        named.id,
                        named.id,
                        spec.name,
                        value::describe(spec.value, info)
                    ),
                ));
            }
            continue;
        }
        match value::check(*value, spec.value, info) {
            Ok(()) => {
                points.check_value(spec, *value, info, out);
                out.extend(out_of_range(named, *value, info));
            }
            Err(Mismatch::NotComposed) => out.push(Diagnostic::error(
                codes::NOT_COMPOSED,
                range,
                format!(
                    "`{}[{}]`: `{}` ({}) takes {}",
                    named.id,
                    value.raw_text(),
                    named.id,
                    spec.name,
                    value::describe(spec.value, info)
                ),
            )),
            Err(Mismatch::Wrong) => {
                let raw = value.raw_text();
                let stray = value::stray_character(&raw, spec.value, info)
                    .map(|character| match character {
                        ' ' => "; a space has no place in it".to_owned(),
                        '\t' => "; a tab has no place in it".to_owned(),
                        '\n' | '\r' => "; a line break has no place in it".to_owned(),
                        other => format!("; `{other}` has no place in it"),
                    })
                    .unwrap_or_default();
                out.push(Diagnostic::error(
                    codes::BAD_VALUE,
                    range,
                    format!(
                        "`{}[{}]` is not a valid value: `{}` ({}) takes {}{stray}",
                        named.id,
                        raw,
                        named.id,
                        spec.name,
                        value::describe(spec.value, info)
                    ),
                ))
            }
        }
    }
}

/// A number outside the range its property allows (`HA[1]`, `ST[4]`).
fn out_of_range(named: &Named<'_>, value: Value<'_>, info: TreeInfo) -> Option<Diagnostic> {
    let spec = named.spec?;
    // The board size has checks of its own.
    if spec.id == "SZ" {
        return None;
    }
    let (min, max) = spec
        .constraints
        .iter()
        .find_map(|constraint| match *constraint {
            Constraint::Range { min, max } => Some((min, max)),
            Constraint::GoRange { min, max } if info.is_go() => Some((min, max)),
            _ => None,
        })?;
    let text = value.raw_text();
    let number: i64 = text.trim().parse().ok()?;
    // Many programs write `HA[0]` for an even game; readers take it so.
    let even_game = spec.id == "HA" && number == 0;
    if even_game || (i64::from(min)..=i64::from(max)).contains(&number) {
        return None;
    }
    let allowed = if max == i32::MAX {
        format!("{min} or more")
    } else {
        format!("{min} to {max}")
    };
    Some(Diagnostic::error(
        codes::VALUE_OUT_OF_RANGE,
        value.range(),
        format!(
            "`{}[{text}]`: `{}` ({}) is {allowed}",
            named.id, named.id, spec.name
        ),
    ))
}

/// Root properties outside the root node, and moves in it.
fn placement(named: &Named<'_>, is_root: bool, out: &mut Findings) {
    let Some(spec) = named.spec else {
        return;
    };
    match spec.property_type {
        PropertyType::Root if !is_root => out.push(Diagnostic::error(
            codes::ROOT_PROPERTY_OUTSIDE_ROOT,
            named.range,
            format!("`{}` ({}) belongs in the root node, the first node of the game tree; move it there", named.id, spec.name),
        )),
        PropertyType::Move if is_root && matches!(&*named.id, "B" | "W") => {
            out.push(Diagnostic::warning(
                codes::MOVE_IN_ROOT,
                named.range,
                format!("a move (`{}`) in the root node: many programs expect the first move in a node of its own; start it with `;`", named.id),
            ))
        }
        _ => {}
    }
}

/// Properties that may not share a node (`B` and `W`; `GB` and `GW`), and move annotations
/// without a move.
fn exclusive(named: &[Named<'_>], out: &mut Findings) {
    let has_move = named.iter().any(|n| matches!(&*n.id, "B" | "W"));
    for (index, property) in named.iter().enumerate() {
        let Some(spec) = property.spec else {
            continue;
        };
        for constraint in spec.constraints {
            match constraint {
                Constraint::RequiresMove if !has_move => out.push(Diagnostic::error(
                    codes::ANNOTATION_WITHOUT_MOVE,
                    property.range,
                    format!(
                        "`{}` ({}) is about the move of its node, but this node has no `B` or `W`",
                        property.id, spec.name
                    ),
                )),
                Constraint::ExclusiveInNode(group) => {
                    let earlier = named[..index]
                        .iter()
                        .find(|earlier| earlier.id != property.id && group.contains(&&*earlier.id));
                    if let Some(earlier) = earlier {
                        let (code, message) = if matches!(&*property.id, "B" | "W") {
                            (
                                codes::TWO_MOVES,
                                format!("`{}` and `{}` in one node: a node holds one move; start a new node with `;` before `{}`", earlier.id, property.id, property.id),
                            )
                        } else {
                            (
                                codes::CONTRADICTING_ANNOTATIONS,
                                format!(
                                    "`{}` contradicts `{}` in the same node: keep one of them",
                                    property.id, earlier.id
                                ),
                            )
                        };
                        let mut diagnostic = Diagnostic::error(code, property.range, message);
                        diagnostic.related.push(RelatedInformation {
                            range: earlier.range,
                            message: format!("`{}` is here", earlier.id),
                        });
                        out.push(diagnostic);
                    }
                }
                _ => {}
            }
        }
    }
}

/// Setup properties (`AB`, `AW`, `AE`, `PL`) and move properties in one node, which FF[4]
/// forbids.
fn setup_and_move(named: &[Named<'_>], info: TreeInfo, out: &mut Findings) {
    if info.ff < 4 {
        return;
    }
    let of_type = |wanted: PropertyType| {
        named
            .iter()
            .find(|n| n.spec.is_some_and(|spec| spec.property_type == wanted))
    };
    if let (Some(setup), Some(mover)) = (of_type(PropertyType::Setup), of_type(PropertyType::Move))
    {
        let (later, earlier) = if setup.range.start() > mover.range.start() {
            (setup, mover)
        } else {
            (mover, setup)
        };
        let mut diagnostic = Diagnostic::new(
            codes::SETUP_AND_MOVE,
            Severity::Error,
            later.range,
            format!("setup property `{}` and move property `{}` in one node: FF[4] keeps them apart; put the setup in a node of its own before the move", setup.id, mover.id),
        );
        diagnostic.related.push(RelatedInformation {
            range: earlier.range,
            message: format!("`{}` is here", earlier.id),
        });
        out.push(diagnostic);
    }
}
