//! RBN hovers that explain the format rather than the game: labels and their rules, the
//! signature, the dealer and vulnerability letters, dates, notes and the fields of the text
//! labels with their abbreviations expanded.

use crate::ide::hover::Hover;
use crate::ide::markup::{escape, Markup};
use crate::ide::notations::bridge::hover::code;
use gamerec_grammar::ast::AstNode;
use gamerec_grammar::rbn::ast::{Date, Field, Label, NoteLabel};
use gamerec_grammar::rbn::spec::{self, CaseRule, LabelKind, LabelSpec, Repeat};
use gamerec_grammar::SyntaxKind::*;
use gamerec_grammar::SyntaxToken;

fn is_rbx(token: &SyntaxToken) -> bool {
    token
        .parent_ancestors()
        .last()
        .is_some_and(|root| root.kind() == RBX_FILE)
}

/// A label letter or note digit: what the label holds and the rules of its data.
pub(super) fn label_hover(token: &SyntaxToken) -> Option<Hover> {
    let letter = token.text().chars().next()?.to_ascii_uppercase();
    let spec = spec::label(letter)?;
    let rbx = is_rbx(token);
    Some(Hover {
        range: token.text_range(),
        markup: label_markup(spec, rbx),
    })
}

pub(super) fn label_markup(spec: &LabelSpec, rbx: bool) -> Markup {
    let heading = match spec.kind {
        LabelKind::Field => format!("{} — {}", code(&spec.letter.to_string()), spec.name),
        LabelKind::Note => format!("{} — Note {}", code(&spec.letter.to_string()), spec.letter),
    };
    let mut rules = Vec::new();
    if spec.fields.len() > 1 {
        rules.push(format!(
            "Fields, separated by `:`: {}.",
            spec.fields.join(", ")
        ));
    }
    if let Some(max) = spec.max_len {
        rules.push(format!(
            "At most {max} characters on the line, label and space included."
        ));
    }
    let case = match spec.case {
        CaseRule::Insensitive => " (upper or lower case)".to_string(),
        CaseRule::Preserved => String::new(),
        CaseRule::PreservedWithLowercase(letters) => format!(
            " (lower case `{}` may carry a meaning of your own)",
            letters.to_ascii_lowercase()
        ),
    };
    rules.push(format!(
        "Valid characters: {}{case}{}.",
        spec.valid_chars.describe(),
        if spec.spaces_allowed || spec.valid_chars.is_any() {
            ""
        } else {
            ", no spaces"
        }
    ));
    if spec.doubled_colon_escapes {
        rules.push("`::` stands for a colon in the text.".into());
    }
    if spec.multi_line {
        rules.push("May continue over several lines, each starting with `I`.".into());
    }
    rules.push(
        match spec.repeat {
            Repeat::Carries => {
                "Repeats into later records until given again; the label alone clears it."
            }
            Repeat::CarriesAlternatingWithTeams => {
                "Repeats into later records; while `K` names two teams, the names of the two \
                 tables alternate."
            }
            Repeat::Once => "Applies to this record only.",
        }
        .to_string(),
    );
    let examples: Vec<String> = spec
        .examples
        .iter()
        .map(|example| {
            if rbx {
                code(&format!("{}{{{example}}}", spec.letter))
            } else {
                code(&format!("{} {example}", spec.letter))
            }
        })
        .collect();
    let mut markup = Markup::new()
        .heading(heading)
        .paragraph(spec.meaning)
        .list(rules);
    if !examples.is_empty() {
        markup = markup
            .paragraph(if examples.len() == 1 {
                "Example:"
            } else {
                "Examples:"
            })
            .list(examples);
    }
    markup
}

/// `RBN` or `RBX` in the first line's comment.
pub(super) fn signature_hover(token: &SyntaxToken) -> Option<Hover> {
    let what = if token.text().eq_ignore_ascii_case("RBX") {
        "RBX: Richard's Bridge Notation with each record on one line, every label's data in \
         braces (`H{...}`)."
    } else {
        "RBN: Richard's Bridge Notation, a record of lines each starting with a label letter; \
         records are separated by blank lines."
    };
    Some(Hover {
        range: token.text_range(),
        markup: Markup::new()
            .heading("File signature")
            .paragraph(what)
            .paragraph("The version after the signature is the RBN version the file follows."),
    })
}

/// The dealer or vulnerability letter at the start of `A`.
pub(super) fn auction_prefix_hover(token: &SyntaxToken) -> Option<Hover> {
    let letter = token.text().chars().next()?.to_ascii_uppercase();
    let (heading, table, after) = if token.kind() == RBN_DEALER {
        (
            "Dealer",
            spec::DEALERS,
            "The dealer makes the first call; the rounds of calls follow after `:`.",
        )
    } else {
        (
            "Vulnerability",
            spec::VULNERABILITIES,
            "Letters: `Z` none, `N` North-South, `E` East-West, `B` both, `X` any.",
        )
    };
    let meaning = table
        .iter()
        .find(|(candidate, _)| *candidate == letter)
        .map(|(_, meaning)| *meaning)?;
    Some(Hover {
        range: token.text_range(),
        markup: Markup::new()
            .heading(format!("{heading} {}", code(&letter.to_string())))
            .paragraph(format!(
                "{}.",
                crate::ide::notations::bridge::hover::capitalise(meaning)
            ))
            .paragraph(after),
    })
}

use crate::ide::calendar::MONTHS;

fn known_number(text: &str) -> Option<u32> {
    text.bytes()
        .all(|b| b.is_ascii_digit())
        .then(|| text.parse().ok())
        .flatten()
}

/// A `D` date in words: "31 January 1998", "9-11 December 1986", "about 1955".
pub(super) fn date_in_words(date: &Date) -> String {
    let text = |token: Option<SyntaxToken>| token.map(|token| token.text().to_string());
    let year = text(date.year()).unwrap_or_default();
    let year_words = if year.contains('?') {
        format!("{} (`?` for unknown digits)", code(&year))
    } else {
        year
    };
    let month = text(date.month()).as_deref().and_then(known_number);
    let month_name = month
        .and_then(|month| usize::try_from(month).ok())
        .and_then(|month| month.checked_sub(1))
        .and_then(|index| MONTHS.get(index));
    let day = text(date.day()).as_deref().and_then(known_number);
    let end = text(date.end_day()).as_deref().and_then(known_number);
    let mut words = match (month_name, day, end) {
        (Some(month), Some(day), Some(end)) => format!("{day}-{end} {month} {year_words}"),
        (Some(month), Some(day), None) => format!("{day} {month} {year_words}"),
        (Some(month), None, _) => format!("{month} {year_words}"),
        (None, _, _) => year_words,
    };
    if date.is_circa() {
        words = format!("about {words}");
    }
    words
}

/// A time `hh`, `hhmm` or `hhmmss` as `hh:mm:ss`.
fn time_in_words(text: &str) -> String {
    let pieces: Vec<&str> = (0..text.len())
        .step_by(2)
        .filter_map(|start| text.get(start..start + 2))
        .collect();
    match pieces.len() {
        1 => format!("{}:00", pieces.join(":")),
        _ => pieces.join(":"),
    }
}

pub(super) fn date_hover(token: &SyntaxToken, label: &Label) -> Option<Hover> {
    let date_label = gamerec_grammar::rbn::ast::DateLabel::cast(label.syntax().clone())?;
    let gmt = date_label.is_gmt();
    let zone = if gmt { "GMT" } else { "local time" };
    let (range, words) = match token.kind() {
        RBN_TIME | RBN_GMT => {
            let time = date_label.time()?;
            let words = format!("{} {zone}", time_in_words(time.text()));
            let range = match token.kind() {
                RBN_GMT => token.text_range(),
                _ => time.text_range(),
            };
            (range, words)
        }
        _ => {
            let date = date_label.date()?;
            let mut words = date_in_words(&date);
            if let Some(time) = date_label.time() {
                words.push_str(&format!(", {} {zone}", time_in_words(time.text())));
            }
            (date.syntax().text_range(), words)
        }
    };
    Some(Hover {
        range,
        markup: Markup::new().heading("Date and time").paragraph(words),
    })
}

/// The text of a note line, and what refers to it.
pub(super) fn note_hover(token: &SyntaxToken, label: &Label) -> Option<Hover> {
    let note = NoteLabel::cast(label.syntax().clone())?;
    let number = note.number()?;
    let after_play =
        std::iter::successors(label.syntax().prev_sibling(), |node| node.prev_sibling())
            .any(|node| node.kind() == RBN_PLAY_LABEL);
    let about = match (number, after_play) {
        (0, true) => "A general note on the play.".to_string(),
        (0, false) => "A general note on the auction.".to_string(),
        (n, true) => format!("Explains the cards marked `^{n}` in the play."),
        (n, false) => format!("Explains the calls marked `^{n}` in the auction."),
    };
    Some(Hover {
        range: token.text_range(),
        markup: Markup::new()
            .heading(format!("Note {number}"))
            .paragraph(about),
    })
}

/// Which field of its label a field node is, from 0.
fn field_index(field: &Field, label: &Label) -> usize {
    label
        .fields()
        .position(|candidate| candidate == *field)
        .unwrap_or(0)
}

pub(super) fn field_hover(token: &SyntaxToken, label: &Label) -> Option<Hover> {
    let field = token.parent_ancestors().find_map(Field::cast)?;
    let letter = label.letter()?;
    let spec = spec::label(letter)?;
    let index = field_index(&field, label);
    let text = field.text();
    let trimmed = text.trim();
    let name = spec.fields.get(index).copied().unwrap_or("extra field");
    let mut facts = Vec::new();
    match (letter, index) {
        ('F', 0) => {
            if let Some(meaning) = spec::scoring_form(trimmed) {
                facts.push(format!("{}: {meaning}.", code(trimmed)));
            }
            facts.push(format!(
                "One-letter forms: {}.",
                spec::SCORING_FORMS
                    .iter()
                    .map(|(letter, meaning)| format!("`{letter}` {meaning}"))
                    .collect::<Vec<_>>()
                    .join(", ")
            ));
        }
        ('S', 0) => {
            if let Some(meaning) = spec::stage_meaning(trimmed) {
                facts.push(format!("{}: {meaning}.", code(trimmed)));
            }
            facts.push(
                "Abbreviations: `F` final, `P` playoff, `S` semifinal, `Q` quarterfinal, \
                 `R16` round of 16 (any number), `I` qualifying; a number alone is a session."
                    .into(),
            );
        }
        ('S', 1) if !trimmed.is_empty() && trimmed.bytes().all(|b| b.is_ascii_digit()) => {
            facts.push(format!("Segment or round {trimmed}."));
        }
        ('N', 0 | 1) => {
            let seats = if index == 0 {
                ["North", "South"]
            } else {
                ["West", "East"]
            };
            let names = field.names();
            for (seat, name) in seats
                .iter()
                .zip(names.iter().chain(std::iter::repeat(&String::new())))
            {
                let name = name.trim();
                facts.push(if name.is_empty() {
                    format!("{seat}: not given.")
                } else {
                    format!("{seat}: {}.", escape(name))
                });
            }
        }
        ('N', 2) => {
            let room = spec::ROOMS
                .iter()
                .find(|(letter, _)| trimmed.eq_ignore_ascii_case(&letter.to_string()))
                .map(|(_, meaning)| capital(meaning));
            match room {
                Some(room) => facts.push(format!("{room}.")),
                None if trimmed.bytes().all(|b| b.is_ascii_digit()) && !trimmed.is_empty() => {
                    facts.push(format!("Table {trimmed}."))
                }
                None => {}
            }
            facts.push("`C` closed room, `O` open room, or a table number 1-250.".into());
        }
        ('K', 0) => facts.push(
            "The first team sits North-South at the first table of each pair of deals.".into(),
        ),
        ('K', 2 | 3) => facts.push("IMPs, matchpoints or points brought into the match.".into()),
        _ => {}
    }
    let heading = format!("{} — {}: {name}", code(&letter.to_string()), spec.name);
    let mut markup = Markup::new().heading(heading);
    if !trimmed.is_empty() {
        markup = markup.paragraph(code(trimmed));
    }
    Some(Hover {
        range: field.syntax().text_range(),
        markup: markup.list(facts),
    })
}

fn capital(text: &str) -> String {
    crate::ide::notations::bridge::hover::capitalise(text)
}
