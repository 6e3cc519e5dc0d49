//! Hover on the values of a board, rendered from the board read into the model: the deal of
//! `md` as a diagram, a call of `mb` with its alert and explanation, a card of `pc` with its
//! trick, the claim of `mc` with its score, and the vulnerability of `sv`.

use crate::ide::green::Node;
use crate::ide::hover::Hover;
use crate::ide::markup::{escape, Markup};
use crate::ide::notations::bridge::hover::{
    call_markup, card_markup, deal_markup, result_facts, CallView, CardView, DealView, ResultView,
};
use crate::ide::notations::bridge::model::Detail;
use crate::ide::notations::lin::model::deal::HAND_ORDER;
use crate::ide::notations::lin::model::BoardModel;
use gamerec_grammar::SyntaxKind::{LIN_BOARD, LIN_VALUE};
use gamerec_grammar::{SyntaxNode, SyntaxToken, TextRange};

pub(super) fn value_hover(pair: &SyntaxNode, command: &str, token: &SyntaxToken) -> Option<Hover> {
    let board = pair.parent().filter(|node| node.kind() == LIN_BOARD)?;
    let value = pair.children().find(|node| node.kind() == LIN_VALUE)?;
    let model = BoardModel::read(Node::of(&board), Detail::Cards);
    let range = value
        .first_child()
        .map_or(value.text_range(), |n| n.text_range());
    let markup = match command {
        "md" => deal(&model)?,
        "mb" => call(&model, token.text_range())?,
        "pc" => card(&model, token.text_range())?,
        "mc" => claim(&model)?,
        "sv" => vulnerability(&model)?,
        _ => return None,
    };
    let range = match command {
        "md" | "mb" | "pc" => range,
        _ => token.text_range(),
    };
    Some(Hover { range, markup })
}

fn heading_of(model: &BoardModel, what: &str) -> String {
    match model.board_number() {
        Some(board) => capitalised(&format!("{what} of board {board}")),
        None => capitalised(what),
    }
}

fn capitalised(text: &str) -> String {
    crate::ide::notations::bridge::hover::capitalise(text)
}

fn deal(model: &BoardModel) -> Option<Markup> {
    let info = model.game.deal.as_ref()?;
    let view = DealView {
        deal: info.deal,
        dealer: model.dealer.map(|(seat, _)| seat),
        vulnerability: model.vulnerability.map(|(vulnerability, _)| vulnerability),
        hidden: [false; 4],
    };
    let mut remarks = Vec::new();
    if let Some(seat) = info.filled {
        remarks.push(format!(
            "{seat}'s hand is left empty in `md`: it holds the rest of the pack."
        ));
    }
    if let Some(names) = &model.names {
        let players: Vec<String> = HAND_ORDER
            .iter()
            .zip(&names.names)
            .filter(|(_, name)| !name.is_empty())
            .map(|(seat, name)| format!("{seat} {}", escape(name)))
            .collect();
        if !players.is_empty() {
            remarks.push(format!("Players: {}.", players.join(", ")));
        }
    }
    Some(deal_markup(&heading_of(model, "deal"), &view, &remarks))
}

fn call(model: &BoardModel, at: TextRange) -> Option<Markup> {
    let auction = model.game.auction.as_ref()?;
    let index = auction.call_at(at)?;
    let written = auction.calls.get(index)?.written?;
    let before = auction.before(index);
    let mut annotations = Vec::new();
    if let Some(note) = model.call_notes.get(index) {
        if note.alerted {
            annotations.push("Alerted (`!`).".to_owned());
        }
        if let Some(text) = &note.explanation {
            annotations.push(format!("Explained (`an`): {}", escape(&suit_symbols(text))));
        }
    }
    Some(call_markup(&CallView {
        call: written,
        before: before.as_ref(),
        seats_known: auction.dealer_known,
        number: index + 1,
        annotations,
        accepted_insufficient: false,
    }))
}

/// BBO's `!S`, `!H`, `!D`, `!C` in explanations, as suit symbols.
pub(crate) fn suit_symbols(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        let symbol = match (c, chars.peek().map(char::to_ascii_uppercase)) {
            ('!', Some('S')) => Some('♠'),
            ('!', Some('H')) => Some('♥'),
            ('!', Some('D')) => Some('♦'),
            ('!', Some('C')) => Some('♣'),
            _ => None,
        };
        match symbol {
            Some(symbol) => {
                chars.next();
                out.push(symbol);
            }
            None => out.push(c),
        }
    }
    out
}

fn card(model: &BoardModel, at: TextRange) -> Option<Markup> {
    let facts = model.game.play.as_ref()?;
    let written = facts
        .plays
        .iter()
        .find(|play| play.range.contains_range(at))?;
    let view = CardView::of_play(written, facts, model.game.final_contract.as_ref());
    Some(card_markup(&view))
}

fn claim(model: &BoardModel) -> Option<Markup> {
    let claim = model.claim.as_ref()?;
    let tricks = u8::try_from(claim.tricks?).ok()?;
    let contract = model.game.final_contract.as_ref().and_then(|c| c.contract);
    let plural = if tricks == 1 { "" } else { "s" };
    let mut markup = Markup::new().heading(format!("Claim: declarer takes {tricks} trick{plural}"));
    markup = markup.paragraph(format!(
        "The claim counts every trick declarer takes on the board, those won before it too; it \
         was made after {} card{} of the play.",
        claim.after_cards,
        if claim.after_cards == 1 { "" } else { "s" }
    ));
    let facts = result_facts(&ResultView {
        contract,
        tricks: Some(tricks),
        vulnerability: model.vulnerability.map(|(vulnerability, _)| vulnerability),
        written_ns_score: None,
    });
    Some(markup.list(facts))
}

fn vulnerability(model: &BoardModel) -> Option<Markup> {
    let (vulnerability, _) = model.vulnerability?;
    let text = match vulnerability {
        crate::ide::notations::bridge::rules::Vulnerability::None => {
            "Neither side is vulnerable.".to_owned()
        }
        crate::ide::notations::bridge::rules::Vulnerability::Both => {
            "Both sides are vulnerable.".to_owned()
        }
        side => format!("{side} is vulnerable."),
    };
    Some(
        Markup::new()
            .heading(format!("Vulnerability: {vulnerability}"))
            .paragraph(text),
    )
}
