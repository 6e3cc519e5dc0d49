//! Hover on a property identifier: what the property is, where it may stand, its value type,
//! the versions that define it, and what replaced it when `FF[4]` dropped it.

use super::Game;
use crate::ide::markup::{code_span, Markup};
use gamerec_grammar::sgf::spec::{self, Constraint, GameScope, PropertySpec, PropertyType};

/// The hover for the identifier `written` (as it stands in the text).
pub(super) fn hover(written: &str, game: &Game) -> Markup {
    let id: String = written.chars().filter(char::is_ascii_uppercase).collect();
    if id.is_empty() {
        return Markup::new().heading(code_span(written)).paragraph(format!(
            "{} has no upper-case letter. `FF[1]`-`FF[3]` readers drop the lower-case \
                 letters of identifiers, so it names no property; `FF[4]` allows upper-case \
                 letters only.",
            code_span(written)
        ));
    }
    let Some(spec) = game.spec(&id) else {
        return unknown(written, &id);
    };
    let mut heading = format!("{} — {}", code_span(written), spec.name);
    if written != id {
        heading.push_str(&format!(" ({})", code_span(&id)));
    }
    let mut markup = Markup::new().heading(heading).paragraph(spec.meaning);
    if written != id {
        markup = markup.paragraph(format!(
            "Written {}: `FF[1]`-`FF[3]` allowed lower-case letters in identifiers, which \
             readers drop; `FF[4]` writes {}.",
            code_span(written),
            code_span(&id)
        ));
    }
    markup.list(facts(spec, game))
}

fn unknown(written: &str, id: &str) -> Markup {
    let mut text = format!(
        "`FF[1]`-`FF[4]` do not define {}: it is a private property of the program that \
         wrote the file, or a misspelling. Readers keep unknown properties as they are.",
        code_span(id)
    );
    if id.len() > spec::MAX_STANDARD_ID_LEN {
        text.push_str(" Standard identifiers have at most two letters.");
    }
    Markup::new()
        .heading(format!("{} — unknown property", code_span(written)))
        .paragraph(text)
}

fn facts(spec: &PropertySpec, game: &Game) -> Vec<String> {
    let mut facts = vec![
        format!(
            "Property type: **{}** — {}",
            spec.property_type.label(),
            type_rule(spec.property_type)
        ),
        format!("Value: {}", code_span(&spec.value.to_string())),
        format!("Defined in {}", versions(spec)),
    ];
    if let Some(replacement) = spec.replaced_by {
        facts.push(format!("Not in `FF[4]`; instead: {replacement}"));
    } else if game.ff_declared && !spec.versions.contains(game.ff) {
        facts.push(format!(
            "Not part of `FF[{}]`, the version this game tree declares",
            game.ff
        ));
    }
    match spec.games {
        GameScope::All => {}
        GameScope::Go => facts.push(scope("Go only", spec, game)),
        GameScope::Games(_) => facts.push(scope("Lines of Action only", spec, game)),
    }
    if spec.inherit {
        facts.push("Inherited: applies to the node and its subtree until replaced".into());
    }
    if let Some(default) = spec.default {
        facts.push(format!("Default: {}", code_span(default)));
    }
    facts.extend(spec.constraints.iter().filter_map(constraint));
    if !spec.known_values.is_empty() {
        let values: Vec<String> = spec
            .known_values
            .iter()
            .map(|known| format!("{} {}", code_span(known.value), known.meaning))
            .collect();
        facts.push(format!("Values: {}", values.join("; ")));
    }
    facts
}

fn scope(only: &str, spec: &PropertySpec, game: &Game) -> String {
    if spec.games.includes(game.gm) {
        only.to_string()
    } else {
        format!("{only}; this game tree is `GM[{}]`", game.gm)
    }
}

fn type_rule(property_type: PropertyType) -> &'static str {
    match property_type {
        PropertyType::Move => "belongs to the move of its node; not with setup properties",
        PropertyType::Setup => "sets up the board; not with move properties in one node",
        PropertyType::Root => "only in the root node, the first node of a game tree",
        PropertyType::GameInfo => "describes the game; in one node only on each line of play",
        PropertyType::NoType => "may stand in any node",
    }
}

/// `FF[1]-FF[4]`, `FF[3], FF[4]` or `FF[4]`.
fn versions(spec: &PropertySpec) -> String {
    let listed: Vec<u8> = (1..=4).filter(|&ff| spec.versions.contains(ff)).collect();
    match listed.as_slice() {
        [first, .., last] if usize::from(last - first) + 1 == listed.len() && listed.len() > 2 => {
            format!("`FF[{first}]`-`FF[{last}]`")
        }
        _ => listed
            .iter()
            .map(|ff| format!("`FF[{ff}]`"))
            .collect::<Vec<_>>()
            .join(", "),
    }
}

fn constraint(rule: &Constraint) -> Option<String> {
    let ids = |ids: &[&str]| {
        ids.iter()
            .map(|id| code_span(id))
            .collect::<Vec<_>>()
            .join(", ")
    };
    Some(match *rule {
        Constraint::Range { min, max } if max == i32::MAX => format!("At least {min}"),
        Constraint::Range { min, max } => format!("From {min} to {max}"),
        Constraint::GoRange { min, max } => format!("In Go, from {min} to {max}"),
        Constraint::ExclusiveInNode(others) => {
            format!("At most one of {} in a node", ids(others))
        }
        Constraint::UniquePointsAcross(others) if others.len() == 1 => {
            "Each point at most once".to_string()
        }
        Constraint::UniquePointsAcross(others) => {
            format!("A point at most once across {} in a node", ids(others))
        }
        Constraint::RequiresMove => "Only in a node with a move (`B` or `W`)".into(),
        Constraint::SingleValue => "Exactly one value".into(),
        Constraint::DistinctPairs => "No value twice, and the two points of a value differ".into(),
        Constraint::EmptyClears => "An empty value `[]` ends the inherited setting".into(),
        Constraint::Note(note) => {
            let mut note = note.to_string();
            if let Some(first) = note.get_mut(..1) {
                first.make_ascii_uppercase();
            }
            note
        }
    })
}
