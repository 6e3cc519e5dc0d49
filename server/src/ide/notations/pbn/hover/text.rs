//! PBN hovers that explain the format: tag names with their rules, directives, annotations
//! (suffixes, NAGs, note references, irregularities, `*` and `+`) and table columns.

use crate::ide::hover::Hover;
use crate::ide::markup::{escape, Markup};
use crate::ide::notations::bridge::hover::code;
use gamerec_grammar::ast::AstNode;
use gamerec_grammar::pbn::ast::{Column, Piece, Tag};
use gamerec_grammar::pbn::spec::{self, AppliesTo, TagKind, TagSpec, ValueSyntax};
use gamerec_grammar::SyntaxKind::*;
use gamerec_grammar::{SyntaxNode, SyntaxToken};

pub(super) fn tag_name_hover(token: &SyntaxToken) -> Option<Hover> {
    let name = token.text();
    let markup = match spec::tag(name) {
        Some(spec) => tag_markup(spec),
        None => {
            let near = spec::TAGS
                .iter()
                .find(|spec| spec.name.eq_ignore_ascii_case(name))
                .map(|spec| format!(" Did you mean {}?", code(spec.name)))
                .unwrap_or_default();
            Markup::new().heading(code(name)).paragraph(format!(
                "Not a tag of any PBN version; programs keep it as written.{near}"
            ))
        }
    };
    Some(Hover {
        range: token.text_range(),
        markup,
    })
}

pub(super) fn tag_markup(spec: &TagSpec) -> Markup {
    let mut facts = Vec::new();
    facts.push(match spec.kind {
        TagKind::Mts(order) if spec.name == "Scoring" => format!(
            "Mandatory since PBN 2.0 (a supplemental tag in 1.0): number {order} of the 15 tags \
             of the export order."
        ),
        TagKind::Mts(order) => {
            format!("Mandatory: number {order} of the 15 tags of the export order (14 in PBN 1.0).")
        }
        TagKind::Section => "Opens a section: the calls or cards follow up to the next tag.".into(),
        TagKind::Note => "Belongs to the auction or play section it follows; may repeat.".into(),
        TagKind::Supplemental => "Optional (a supplemental tag).".into(),
        TagKind::Table => "A table: the value lists the columns, rows of elements follow.".into(),
        TagKind::Extension => {
            "An extension: common in files from popular programs, defined by no PBN version.".into()
        }
    });
    if spec.since != spec::PbnVersion::Extension {
        facts.push(format!("Defined in PBN {}.", spec.since.label()));
    }
    facts.push(format!("Value: {}.", spec.value.describe()));
    if !spec.allowed.is_empty() {
        let values: Vec<String> = spec.allowed.iter().map(|value| code(value)).collect();
        facts.push(format!("Allowed values: {}.", values.join(", ")));
    }
    if !spec.suggested.is_empty() {
        let values: Vec<String> = spec.suggested.iter().map(|value| code(value)).collect();
        facts.push(format!("Common values: {}.", values.join(", ")));
    }
    if let ValueSyntax::Table { columns, .. } = spec.value {
        facts.push(format!("Columns: {}.", columns.join(", ")));
    }
    facts.push(if spec.inheritable {
        "`#` copies the value of the nearest earlier game; `##` sets it for the games that follow."
            .into()
    } else {
        "May not be inherited with `#`: every game states it.".into()
    });
    Markup::new()
        .heading(code(spec.name))
        .paragraph(spec.meaning)
        .list(facts)
}

pub(super) fn directive_hover(token: &SyntaxToken) -> Option<Hover> {
    let name = token.text().trim_end_matches(':');
    let spec = spec::directive(name)?;
    let source = match spec.source {
        spec::DirectiveSource::Standard => "Defined by the PBN standard.",
        spec::DirectiveSource::BridgeComposer => "Written by BridgeComposer.",
        spec::DirectiveSource::Other => "Written by some programs.",
    };
    Some(Hover {
        range: token.text_range(),
        markup: Markup::new()
            .heading(format!("{} directive", code(&format!("%{name}"))))
            .paragraph(spec.meaning)
            .paragraph(format!("{source} PBN readers treat `%` lines as comments.")),
    })
}

/// The `Note` tags of a section, as (number, text).
pub(super) fn section_note(section: &SyntaxNode, number: u32) -> Option<String> {
    section.children().filter_map(Tag::cast).find_map(|tag| {
        let name = tag.name()?;
        if name.text() != "Note" {
            return None;
        }
        let text = tag.value()?.text();
        let (index, body) = text.split_once(':')?;
        (index.trim().parse::<u32>().ok()? == number).then(|| body.to_string())
    })
}

/// The number of a note reference `=n=`.
pub(super) fn note_number(text: &str) -> Option<u32> {
    text.trim_matches('=').parse().ok()
}

/// Lines for the annotations after a call or card.
pub(super) fn annotation_lines(
    pieces: impl Iterator<Item = Piece>,
    section: &SyntaxNode,
) -> Vec<String> {
    let is_call = section.kind() == PBN_AUCTION;
    pieces
        .filter_map(|piece| annotation_line(&piece, section, is_call))
        .collect()
}

fn annotation_line(piece: &Piece, section: &SyntaxNode, is_call: bool) -> Option<String> {
    let text = piece.text();
    Some(match piece.kind() {
        PBN_SUFFIX => {
            let spec = spec::suffix(text)?;
            let nag = if is_call {
                spec.call_nag
            } else {
                spec.card_nag
            };
            format!("{}: {} (NAG `${nag}`).", code(text), spec.meaning)
        }
        PBN_NAG => {
            let number: u8 = text.get(1..)?.parse().ok()?;
            match spec::nag(number) {
                Some(nag) => format!("{}: {}.", code(text), nag.meaning),
                None => format!("{}: no meaning defined by PBN.", code(text)),
            }
        }
        PBN_NOTE_REF => {
            let number = note_number(text)?;
            match section_note(section, number) {
                Some(note) => format!("{} note {number}: {}", code(text), escape(&note)),
                None => format!(
                    "{}: no `Note` tag {number} follows this section.",
                    code(text)
                ),
            }
        }
        _ => return None,
    })
}

pub(super) fn annotation_hover(piece: &Piece) -> Option<Hover> {
    let section = piece.token().parent()?;
    let is_call = section.kind() == PBN_AUCTION;
    let text = piece.text();
    let markup = match piece.kind() {
        PBN_SUFFIX | PBN_NAG | PBN_NOTE_REF => {
            let heading = match piece.kind() {
                PBN_SUFFIX => "Suffix annotation",
                PBN_NAG => "Numeric annotation glyph",
                _ => "Note reference",
            };
            let line = annotation_line(piece, &section, is_call)?;
            Markup::new().heading(heading).paragraph(line)
        }
        PBN_IRREGULARITY => {
            let upper = text.to_ascii_uppercase();
            let spec = spec::IRREGULARITIES
                .iter()
                .find(|spec| spec.text == upper)?;
            Markup::new().heading("Irregularity").paragraph(format!(
                "{}: {}.",
                code(text),
                spec.meaning
            ))
        }
        _ => {
            let spec = spec::SPECIAL_TOKENS
                .iter()
                .find(|spec| spec.text == text && matches!(spec.applies_to, AppliesTo::Both))?;
            Markup::new().paragraph(format!("{}: {}.", code(text), spec.meaning))
        }
    };
    Some(Hover {
        range: piece.range(),
        markup,
    })
}

pub(super) fn column_markup(name: &str, table: Option<&str>) -> Markup {
    let meaning = spec::table_column(name);
    let mut markup = Markup::new().heading(format!("Column {}", code(name)));
    markup = markup.paragraph(match meaning {
        Some(meaning) => format!(
            "{}.",
            crate::ide::notations::bridge::hover::capitalise(meaning)
        ),
        None => "A column of the file's own; PBN does not define it.".to_string(),
    });
    if let Some(table) = table {
        markup = markup.paragraph(format!("In {}.", code(table)));
    }
    markup
}

pub(super) fn column_hover(token: &SyntaxToken) -> Option<Hover> {
    let column = token.parent_ancestors().find_map(Column::cast)?;
    let name = column.name()?;
    let table = token
        .parent_ancestors()
        .find_map(Tag::cast)
        .and_then(|tag| tag.name())
        .map(|name| name.text().to_string());
    let mut markup = column_markup(name.text(), table.as_deref());
    let mut facts = Vec::new();
    if let Some(order) = column.order() {
        facts.push(match order.text() {
            "+" => "`+`: the rows are sorted on this column, highest first.".to_string(),
            _ => "`-`: the rows are sorted on this column, lowest first.".to_string(),
        });
    }
    if let Some(width) = column.width() {
        let text = width.text().trim_start_matches('\\');
        let digits: String = text.chars().take_while(char::is_ascii_digit).collect();
        let align = match text.chars().last() {
            Some('R') => ", aligned right",
            Some('L') => ", aligned left",
            _ => "",
        };
        facts.push(format!(
            "{}: at least {digits} characters wide{align}.",
            code(width.text())
        ));
    }
    markup = markup.list(facts);
    Some(Hover {
        range: column.syntax().text_range(),
        markup,
    })
}
