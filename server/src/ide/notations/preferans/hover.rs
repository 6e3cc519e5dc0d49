//! Preferans hover: a tag name with what the README says of it, a card character with the card
//! and who was dealt it, and any other part of a deal with the field it belongs to.

use crate::ide::hover::token::token_at;
use crate::ide::hover::Hover;
use crate::ide::markup::{code_span, Markup};
use crate::ide::notations::preferans::cards::{card_name, card_of, card_words, holder};
use gamerec_grammar::preferans::spec::{self, Field, HAND_SIZE};
use gamerec_grammar::SyntaxKind::*;
use gamerec_grammar::{NodeOrToken, Parse, SyntaxToken, TextSize};

pub(super) fn hover(parse: &Parse, offset: TextSize) -> Option<Hover> {
    let token = token_at(&parse.syntax(), offset)?;
    let markup = match token.kind() {
        PREF_TAG_NAME => tag_markup(token.text()),
        PREF_CARD => card_markup(&token)?,
        _ => field_markup(&token)?,
    };
    Some(Hover {
        range: token.text_range(),
        markup,
    })
}

fn tag_markup(name: &str) -> Markup {
    let markup = Markup::new().heading(code_span(name));
    match spec::tag_spec(name) {
        Some(tag) => markup
            .paragraph(tag.description)
            .paragraph(if tag.required {
                "Required in every PPN file."
            } else {
                "Optional."
            }),
        None => markup.paragraph("A tag the PPN README does not list; PPN allows others."),
    }
}

fn card_markup(token: &SyntaxToken) -> Option<Markup> {
    let (_, card) = card_of(token.text())?;
    let mut markup = Markup::new()
        .heading(format!("{} — {}", card_name(card), card_words(card)))
        .paragraph(format!(
            "Code {}, the README's `{}`.",
            code_span(token.text()),
            card.mini
        ));
    let parent = token.parent()?;
    if matches!(parent.kind(), PREF_HAND | PREF_TALON) {
        let cards = parent.parent()?;
        let place = cards
            .children_with_tokens()
            .filter_map(NodeOrToken::into_node)
            .position(|node| node == parent)?;
        let order = cards
            .parent()
            .and_then(|round| round.children().find(|node| node.kind() == PREF_DEAL_ORDER))
            .map(|order| order.text().to_string());
        let to = if parent.kind() == PREF_TALON {
            "Dealt to the talon.".to_owned()
        } else {
            match holder(order.as_deref(), place) {
                Some(player) => format!("Dealt to player {player}."),
                None => format!("Dealt in hand {} (of {HAND_SIZE} cards).", place + 1),
            }
        };
        markup = markup.paragraph(to);
    }
    Some(markup)
}

/// The field of a round that `token` stands in.
fn field_markup(token: &SyntaxToken) -> Option<Markup> {
    let field = token
        .parent_ancestors()
        .take_while(|node| node.kind() != PREF_ROUND)
        .find_map(|node| Field::of_kind(node.kind()))?;
    Some(
        Markup::new()
            .heading(format!("Field {}", code_span(field.name())))
            .paragraph(field.description()),
    )
}
