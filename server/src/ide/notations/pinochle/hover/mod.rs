//! Pinochle hover: a tag name with what the tag holds, a header line, a segmental prefix in
//! words, and within the hand's values and sections what the model makes of them: the hands
//! of `Deal` and `Holding` as a diagram with their meld, a meld's breakdown, a trick's leader,
//! winner and points, a call of the auction, and how each score is made up. The hand under
//! the cursor is read once into the model; the hover renders from it.

mod hands;
mod play;
mod scores;
#[cfg(test)]
mod tests;

use crate::ide::green::Node;
use crate::ide::hover::token::token_at;
use crate::ide::hover::Hover;
use crate::ide::markup::{code_span, escape, Markup};
use crate::ide::notations::pinochle::model::HandModel;
use crate::ide::prose::ordinal;
use gamerec_grammar::pinochle::spec;
use gamerec_grammar::SyntaxKind::*;
use gamerec_grammar::{Parse, SyntaxKind, SyntaxNode, SyntaxToken, TextSize};

pub(super) fn hover(parse: &Parse, offset: TextSize) -> Option<Hover> {
    let token = token_at(&parse.syntax(), offset)?;
    let markup = markup_at(&token, offset)?;
    Some(Hover {
        range: token.text_range(),
        markup,
    })
}

fn ancestor(token: &SyntaxToken, kind: SyntaxKind) -> Option<SyntaxNode> {
    token.parent_ancestors().find(|node| node.kind() == kind)
}

fn markup_at(token: &SyntaxToken, offset: TextSize) -> Option<Markup> {
    if token.kind() == PIN_TAG_NAME {
        return Some(tag_markup(token.text()));
    }
    if let Some(header) = ancestor(token, PIN_HEADER) {
        return Some(header_markup(&header));
    }
    if let Some(prefix) = ancestor(token, PIN_PREFIX) {
        return Some(prefix_markup(&prefix));
    }
    let record = ancestor(token, PIN_HAND_RECORD)?;
    let model = HandModel::read(Node::of(&record));
    if ancestor(token, PIN_TRICK).is_some() {
        return play::trick(&model, offset);
    }
    if token.kind() == PIN_BID || token.kind() == PIN_DASH && ancestor(token, PIN_AUCTION).is_some()
    {
        return play::call(&model, offset);
    }
    let tag = ancestor(token, PIN_TAG)?;
    let name = tag
        .children_with_tokens()
        .filter_map(|child| child.into_token())
        .find(|child| child.kind() == PIN_TAG_NAME)?;
    let value = match name.text() {
        "Deal" | "Holding" => hands::hands(&model, name.text() == "Holding"),
        "Melds" => hands::meld(&model, offset),
        "GameScores" => scores::game_scores(&model),
        "MeldScores" => scores::meld_scores(&model),
        "PlayScores" => scores::play_scores(&model),
        "HandScores" => scores::hand_scores(&model),
        _ => None,
    };
    Some(value.unwrap_or_else(|| tag_markup(name.text())))
}

fn tag_markup(name: &str) -> Markup {
    let markup = Markup::new().heading(code_span(name));
    let Some(text) = spec::tag_text(name) else {
        return markup.paragraph("A tag the PPN spec does not define; PPN allows others.");
    };
    let mut notes = Vec::new();
    if let Some(place) = spec::EXPORT_TAGS.iter().position(|known| *known == name) {
        notes.push(format!(
            "Mandatory in EXPORT files, {} of the {} mandatory tags in their order.",
            ordinal(place + 1),
            spec::EXPORT_TAGS.len()
        ));
    }
    if spec::takes_prefix(name) {
        notes.push(
            "May follow a segmental prefix (`@P.19-R=`) that limits it to part of the hand."
                .to_owned(),
        );
    }
    notes
        .into_iter()
        .fold(markup.paragraph(text), Markup::paragraph)
}

fn header_markup(header: &SyntaxNode) -> Markup {
    let token = |kind: SyntaxKind| {
        header
            .children_with_tokens()
            .filter_map(|child| child.into_token())
            .find(|child| child.kind() == kind)
            .map(|token| token.text().to_owned())
    };
    let name = token(PIN_HEADER_NAME);
    let value = token(PIN_HEADER_VALUE);
    let (heading, text) = match (name.as_deref(), value.as_deref()) {
        (Some("PPN"), version) => (
            "Notation header".to_owned(),
            format!(
                "The file is Portable Pinochle Notation, version {}. It opens every file.",
                escape(version.unwrap_or("?"))
            ),
        ),
        (Some("EXPORT"), _) => (
            "Format header".to_owned(),
            "EXPORT: written by a program, with the mandatory tags of the variant in their order."
                .to_owned(),
        ),
        (Some("IMPORT"), _) => (
            "Format header".to_owned(),
            "IMPORT: written by hand; no tag is mandatory.".to_owned(),
        ),
        (Some("ID"), value) => (
            "ID header".to_owned(),
            format!(
                "The annotator's identifier for the file: {}.",
                code_span(value.unwrap_or(""))
            ),
        ),
        _ => (
            "Header line".to_owned(),
            "A `%` line, there for programs that read the file; the empty one after the \
             headers separates them from the hands."
                .to_owned(),
        ),
    };
    Markup::new().heading(heading).paragraph(text)
}

/// One end of a segmental prefix in words: "trick 19, throw 3 of the play".
fn segment_words(segment: &SyntaxNode) -> Option<String> {
    let mut letter = None;
    let mut numbers = Vec::new();
    for token in segment
        .children_with_tokens()
        .filter_map(|child| child.into_token())
    {
        match token.kind() {
            PIN_SEGMENT_LETTER => letter = token.text().chars().next(),
            PIN_NUMBER => numbers.push(token.text().to_owned()),
            _ => {}
        }
    }
    let letter = letter?;
    let (_, name) = spec::SEGMENTS.iter().find(|(known, _)| *known == letter)?;
    let parts: &[&str] = match letter {
        'A' => &["round", "bid"],
        'X' => &["exchange", "part"],
        'P' => &["trick", "throw"],
        _ => &[],
    };
    let detail: Vec<String> = numbers
        .iter()
        .zip(parts)
        .map(|(number, part)| format!("{part} {number}"))
        .collect();
    Some(if detail.is_empty() {
        format!("the {name}")
    } else {
        format!("{} of the {name}", detail.join(", "))
    })
}

fn prefix_markup(prefix: &SyntaxNode) -> Markup {
    let segments: Vec<SyntaxNode> = prefix
        .children()
        .filter(|node| node.kind() == PIN_SEGMENT)
        .collect();
    let start = segments.first().and_then(segment_words);
    let end = segments.get(1).and_then(segment_words);
    let text = match (start, end) {
        (Some(start), Some(end)) => format!("From {start} to {end}."),
        (Some(start), None) => format!("From {start} to the end of the hand."),
        _ => "A prefix whose start cannot be read.".to_owned(),
    };
    Markup::new()
        .heading("Segmental prefix")
        .paragraph(text)
        .paragraph(
            "The tag after the `=` holds for this part of the hand only; a segment's letter \
             alone means its first moment.",
        )
}
