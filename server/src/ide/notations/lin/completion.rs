//! LIN completion. Where a command goes (at the start of a pair, or in the letters of one),
//! every command gamerec knows, with what it means; in the value of `mb`, the calls the
//! auction allows the next player, in LIN's spelling (`p`, `d`, `r`, `1N`); in the value of
//! `pc`, the cards the player to play may play. Calls and cards come from the board read into
//! the model, replayed up to the pair.

use crate::ide::completion::{CompletionItem, CompletionKind, Insert};
use crate::ide::green::Node;
use crate::ide::markup::{code_span, Markup};
use crate::ide::notations::bridge::completion::{call_item, card_item, CardRole};
use crate::ide::notations::bridge::model::Detail;
use crate::ide::notations::bridge::rules::Call;
use crate::ide::notations::lin::model::{command_key, BoardModel};
use gamerec_grammar::lin::spec::COMMANDS;
use gamerec_grammar::SyntaxKind::*;
use gamerec_grammar::{Parse, SyntaxNode, SyntaxToken, TextRange, TextSize};

pub(super) fn completions(parse: &Parse, offset: TextSize) -> Vec<CompletionItem> {
    let root = parse.syntax();
    let Some(pair) = pair_at(&root, offset) else {
        return commands(TextRange::empty(offset));
    };
    let tokens: Vec<SyntaxToken> = pair
        .children_with_tokens()
        .filter_map(|child| child.into_token())
        .collect();
    let command = tokens.iter().find(|token| token.kind() == LIN_COMMAND);
    let opening = tokens.iter().find(|token| token.kind() == LIN_BAR);
    match (command, opening) {
        (Some(command), Some(bar)) if offset >= bar.text_range().end() => {
            let closed = tokens
                .iter()
                .filter(|token| token.kind() == LIN_BAR)
                .nth(1)
                .is_some_and(|closing| closing.text_range().end() <= offset);
            if closed {
                return commands(TextRange::empty(offset));
            }
            value_completions(&pair, command.text(), bar.text_range().end(), offset)
        }
        (Some(command), _) if command.text_range().contains_inclusive(offset) => {
            commands(TextRange::new(command.text_range().start(), offset))
        }
        _ => commands(TextRange::empty(offset)),
    }
}

/// The pair the cursor is in: the one whose range holds `offset`, or ends at it unclosed.
fn pair_at(root: &SyntaxNode, offset: TextSize) -> Option<SyntaxNode> {
    let token = root
        .token_at_offset(offset)
        .left_biased()
        .filter(|token| token.text_range().end() >= offset)?;
    // Right after a closed pair a new command goes: the caller sees that the pair is closed.
    token
        .parent_ancestors()
        .find(|node| node.kind() == LIN_PAIR)
}

fn commands(range: TextRange) -> Vec<CompletionItem> {
    COMMANDS
        .iter()
        .enumerate()
        .map(|(order, (name, _, meaning))| CompletionItem {
            label: (*name).to_owned(),
            kind: CompletionKind::Keyword,
            detail: Some((*meaning).split(':').next().unwrap_or(meaning).to_owned()),
            documentation: Some(
                Markup::new()
                    .heading(format!("{} (LIN)", code_span(name)))
                    .paragraph(format!(
                        "{}.",
                        crate::ide::notations::bridge::hover::capitalise(meaning)
                    )),
            ),
            insert: Insert::Snippet(format!("{name}|$1|$0")),
            range,
            sort: Some(format!("{order:03}")),
        })
        .collect()
}

fn value_completions(
    pair: &SyntaxNode,
    command: &str,
    value_start: TextSize,
    offset: TextSize,
) -> Vec<CompletionItem> {
    let Some(key) = command_key(command) else {
        return Vec::new();
    };
    let Some(board) = pair.parent().filter(|node| node.kind() == LIN_BOARD) else {
        return Vec::new();
    };
    let model = BoardModel::read(Node::of(&board), Detail::Cards);
    let range = TextRange::new(value_start, offset);
    let before = pair.text_range().start();
    match &key {
        b"mb" => calls(&model, before, range),
        b"pc" => cards(&model, before, range),
        _ => Vec::new(),
    }
}

/// LIN's spelling of a call.
pub(crate) fn call_spelling(call: Call) -> String {
    match call {
        Call::Pass => "p".to_owned(),
        Call::Double => "d".to_owned(),
        Call::Redouble => "r".to_owned(),
        Call::Bid(bid) => {
            let strain = bid.strain().letters().chars().next().unwrap_or('N');
            format!("{}{strain}", bid.level())
        }
    }
}

fn calls(model: &BoardModel, before: TextSize, range: TextRange) -> Vec<CompletionItem> {
    let auction = match &model.game.auction {
        Some(facts) => facts.after_calls_until(before),
        None => {
            let dealer = model.dealer.map(|(seat, _)| seat);
            dealer.map(crate::ide::notations::bridge::rules::Auction::new)
        }
    };
    let Some(auction) = auction else {
        return Vec::new();
    };
    let dealer_known = model.dealer.is_some();
    auction
        .legal_calls()
        .into_iter()
        .enumerate()
        .map(|(order, call)| {
            call_item(
                call,
                &call_spelling(call),
                &auction,
                dealer_known,
                range,
                order,
            )
        })
        .collect()
}

fn cards(model: &BoardModel, before: TextSize, range: TextRange) -> Vec<CompletionItem> {
    let game = &model.game;
    let (Some(deal), Some(contract)) = (game.deal.as_ref(), game.final_contract.as_ref()) else {
        return Vec::new();
    };
    if !deal.playable {
        return Vec::new();
    }
    let play_deal = deal.play_deal();
    let play = match &game.play {
        Some(facts) => facts.after_plays_until(before, &play_deal, contract),
        None => Some(crate::ide::notations::bridge::rules::Play::with_leader(
            &play_deal,
            contract.trumps,
            contract.leader,
        )),
    };
    let Some(play) = play else {
        return Vec::new();
    };
    let (Some(seat), Some(legal)) = (play.next_to_play(), play.legal_cards()) else {
        return Vec::new();
    };
    let trick = play.completed_tricks() + 1;
    let led = play.led_suit();
    legal
        .iter()
        .enumerate()
        .map(|(order, card)| {
            let label = card.letters();
            let role = CardRole::of(card, led, contract.trumps);
            card_item(card, &label, &label, seat, trick, role, range, order)
        })
        .collect()
}
