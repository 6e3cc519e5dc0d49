//! The game of a record for completion: the calls legal after those before the cursor in `A`,
//! the contract, declarer and leader of `C`, and the cards the player on turn may play in `P`
//! (on the deal in effect: the record's `H`, or the last one given in an earlier record).

use super::value_at::{value_item, ValueAt};
use crate::ide::completion::{CompletionItem, CompletionKind, Insert};
use crate::ide::green::{Node, Token};
use crate::ide::markup::{code_span, Markup};
use crate::ide::notations::bridge::completion::{all_pass_item, call_item, card_item, CardRole};
use crate::ide::notations::bridge::rules::{Card, Contract, Doubling, Seat, Strain};
use crate::ide::notations::bridge::text::{rbn_call, rbn_strain_letter};
use crate::ide::notations::rbn::model::{auction_of, label_tokens, read_in_document, seat_of};
use gamerec_grammar::ast::AstNode;
use gamerec_grammar::rbn::ast::AuctionLabel;
use gamerec_grammar::rbn::spec;
use gamerec_grammar::SyntaxKind::{self, *};
use gamerec_grammar::{SyntaxNode, SyntaxToken, TextRange, TextSize};

fn direct_token(node: &SyntaxNode, kind: SyntaxKind) -> Option<SyntaxToken> {
    node.children_with_tokens()
        .filter_map(|element| element.into_token())
        .find(|token| token.kind() == kind)
}

pub(super) fn auction_completions(at: &ValueAt) -> Vec<CompletionItem> {
    let dealer = direct_token(at.label, RBN_DEALER);
    if at.field_index() == 0 {
        if at.before.is_empty() {
            return spec::DEALERS
                .iter()
                .enumerate()
                .map(|(order, &(letter, meaning))| {
                    let text = letter.to_string();
                    let detail = if letter == 'X' {
                        "dealer any or immaterial".to_string()
                    } else {
                        format!("{meaning} deals")
                    };
                    value_item(
                        &text,
                        &detail,
                        "Dealer",
                        Insert::Plain(text.clone()),
                        at.field_range(),
                        order,
                    )
                })
                .collect();
        }
        if let Some(dealer) = dealer {
            let vulnerability = direct_token(at.label, RBN_VULNERABILITY);
            if dealer.text_range().end() == at.offset && vulnerability.is_none() {
                return spec::VULNERABILITIES
                    .iter()
                    .enumerate()
                    .map(|(order, &(letter, meaning))| {
                        value_item(
                            &letter.to_string(),
                            meaning,
                            "Vulnerability, then a colon before the calls",
                            Insert::Plain(format!("{letter}:")),
                            TextRange::empty(at.offset),
                            order,
                        )
                    })
                    .collect();
            }
            return Vec::new();
        }
    }
    call_completions(at)
}

/// The calls legal after those before the cursor, and the annotations of the call just
/// written.
fn call_completions(at: &ValueAt) -> Vec<CompletionItem> {
    let left = crate::ide::completion::left_token(at.label, at.offset);
    let call_node = left
        .as_ref()
        .filter(|token| token.text_range().end() == at.offset)
        .and_then(|token| token.parent())
        .filter(|node| node.kind() == RBN_CALL);
    // A level typed without its strain is the start of the bid to complete.
    let partial = call_node
        .as_ref()
        .filter(|node| {
            direct_token(node, RBN_LEVEL).is_some() && direct_token(node, RBN_STRAIN).is_none()
        })
        .map(|node| node.text_range());
    let (until, range) = match partial {
        Some(range) => (range.start(), TextRange::new(range.start(), at.offset)),
        None => (at.offset, TextRange::empty(at.offset)),
    };
    let Some(facts) = AuctionLabel::cast(at.label.clone()).map(|label| auction_of(&label)) else {
        return Vec::new();
    };
    let Some(auction) = facts.after_calls_until(until) else {
        return Vec::new();
    };
    let mut items = Vec::new();
    let auction = &auction;
    if !auction.is_finished() {
        for (order, call) in auction.legal_calls().into_iter().enumerate() {
            items.push(call_item(
                call,
                &rbn_call(call),
                auction,
                facts.dealer_known,
                range,
                order,
            ));
        }
        items.push(all_pass_item("A", auction, range, 100));
    }
    if partial.is_none() && call_node.is_some() {
        items.extend(annotation_items(at.label, at.offset));
    }
    items
}

/// The annotations that may follow the call or card just before `offset`, and a reference
/// to the next free note digit.
fn annotation_items(label: &SyntaxNode, offset: TextSize) -> Vec<CompletionItem> {
    let range = TextRange::empty(offset);
    let mut items: Vec<CompletionItem> = spec::ANNOTATIONS
        .iter()
        .filter(|annotation| annotation.text != "^")
        .enumerate()
        .map(|(order, annotation)| CompletionItem {
            label: annotation.text.to_string(),
            kind: CompletionKind::Reference,
            detail: Some(annotation.meaning.to_string()),
            documentation: Some(
                Markup::new()
                    .heading(format!("{} — annotation", code_span(annotation.text)))
                    .paragraph(format!(
                        "Marks the call or card before it as {}.",
                        annotation.meaning
                    )),
            ),
            insert: Insert::Plain(annotation.text.to_string()),
            range,
            sort: Some(format!("9{order:02}")),
        })
        .collect();
    let used: Vec<u32> = label
        .descendants_with_tokens()
        .filter_map(|element| element.into_token())
        .filter(|token| token.kind() == RBN_NOTE_REF)
        .filter_map(|token| token.text().chars().nth(1)?.to_digit(10))
        .collect();
    if let Some(digit) = (1..=9).find(|digit| !used.contains(digit)) {
        let text = format!("^{digit}");
        items.push(CompletionItem {
            label: text.clone(),
            kind: CompletionKind::Reference,
            detail: Some(format!("see note {digit}")),
            documentation: Some(
                Markup::new()
                    .heading(format!("{} — note reference", code_span(&text)))
                    .paragraph(format!(
                        "Refers to the note line starting with `{digit}` after this label."
                    )),
            ),
            insert: Insert::Plain(text),
            range,
            sort: Some("999".to_string()),
        });
    }
    items
}

/// The contract the record's auction reaches, when it is written to its end with a known
/// dealer.
fn auction_contract(record: &SyntaxNode) -> Option<Contract> {
    let label = record.children().find_map(AuctionLabel::cast)?;
    auction_of(&label).final_contract()
}

fn rbn_contract(contract: &Contract) -> String {
    let risk = match contract.doubled {
        Doubling::Undoubled => "",
        Doubling::Doubled => "X",
        Doubling::Redoubled => "R",
    };
    let level = contract.bid().map(|bid| bid.level()).unwrap_or(0);
    format!(
        "{level}{}{risk}:{}",
        rbn_strain_letter(contract.strain),
        contract.declarer.letter()
    )
}

pub(super) fn contract_completions(at: &ValueAt) -> Vec<CompletionItem> {
    let Some(record) = at.label.parent() else {
        return Vec::new();
    };
    let from_auction = auction_contract(&record);
    let range = at.field_range();
    let typed = at.before.rsplit(':').next().unwrap_or("");
    let here = TextRange::empty(at.offset);
    let mut items = Vec::new();
    match at.field_index() {
        0 => {
            if let Some(contract) = &from_auction {
                let text = rbn_contract(contract);
                items.push(value_item(
                    &text,
                    &format!("{contract}, as the auction ends"),
                    "The contract and declarer the auction reached",
                    Insert::Plain(text.clone()),
                    range,
                    0,
                ));
            }
            let last = typed.chars().last();
            if last.is_none_or(|c| ('1'..='7').contains(&c)) {
                for (order, strain) in Strain::ALL.iter().rev().enumerate() {
                    let letter = rbn_strain_letter(*strain).to_string();
                    items.push(value_item(
                        &letter,
                        strain.name(),
                        "Strain of the contract",
                        Insert::Plain(letter.clone()),
                        here,
                        order + 1,
                    ));
                }
            } else if last.is_some_and(|c| "CDHSNcdhsn".contains(c)) {
                for (order, (letter, meaning)) in [("X", "doubled"), ("R", "redoubled")]
                    .into_iter()
                    .enumerate()
                {
                    items.push(value_item(
                        letter,
                        meaning,
                        "Jeopardy of the contract",
                        Insert::Plain(letter.to_string()),
                        here,
                        order + 1,
                    ));
                }
            }
        }
        1 => {
            let declarer = from_auction.map(|contract| contract.declarer);
            items.extend(seat_items(
                range,
                declarer,
                "Declarer",
                "declarer in the auction",
            ));
        }
        2 => {
            let declarer = direct_token(at.label, RBN_DECLARER).and_then(|token| seat_of(&token));
            let usual = declarer.map(Seat::next);
            items.extend(seat_items(
                range,
                usual,
                "Opening leader, when not declarer's left-hand opponent",
                "the usual leader: may be left out",
            ));
        }
        _ => {}
    }
    items
}

/// The four seats, `first` (if any) first and marked with `note`.
fn seat_items(
    range: TextRange,
    first: Option<Seat>,
    what: &str,
    note: &str,
) -> Vec<CompletionItem> {
    Seat::ALL
        .into_iter()
        .map(|seat| {
            let text = seat.letter().to_string();
            let (order, detail) = if Some(seat) == first {
                (0, format!("{seat}, {note}"))
            } else {
                (seat.index() + 1, seat.to_string())
            };
            value_item(
                &text,
                &detail,
                what,
                Insert::Plain(text.clone()),
                range,
                order,
            )
        })
        .collect()
}

pub(super) fn play_completions(at: &ValueAt) -> Vec<CompletionItem> {
    let Some(record) = at.label.parent() else {
        return Vec::new();
    };
    let game = read_in_document(&record);
    let Some(deal) = game.deal.as_ref().filter(|deal| !deal.broken) else {
        return Vec::new();
    };
    let (Some(facts), Some(contract)) = (&game.play, &game.final_contract) else {
        return Vec::new();
    };
    let pieces: Vec<Token<'_>> = label_tokens(Node::of(at.label)).collect();
    // The play or separator that ends at the cursor.
    let left = pieces
        .iter()
        .rev()
        .find(|piece| piece.range.end() <= at.offset)
        .filter(|piece| piece.range.end() == at.offset);
    // A suit letter typed alone is the start of the card to complete.
    let partial = left
        .filter(|piece| {
            piece.kind == RBN_PLAY
                && piece.text.len() == 1
                && piece.text.chars().all(|c| "CDHScdhs".contains(c))
        })
        .map(|piece| piece.range);
    let (until, range) = match partial {
        Some(range) => (range.start(), range),
        None => (at.offset, TextRange::empty(at.offset)),
    };
    let Some(play) = facts.after_plays_until(until, &deal.play_deal(), contract) else {
        return Vec::new();
    };
    let trumps = contract.trumps;
    // Whether a trick separator stands after the last play before the cursor.
    let after_separator = pieces
        .iter()
        .take_while(|piece| piece.range.end() <= until)
        .filter(|piece| {
            matches!(
                piece.kind,
                RBN_COLON | RBN_SEMICOLON | RBN_PLAY | RBN_PSEUDO_PLAY
            )
        })
        .last()
        .is_none_or(|piece| matches!(piece.kind, RBN_COLON | RBN_SEMICOLON));
    let mut items = Vec::new();
    if let (Some(seat), Some(legal)) = (play.next_to_play(), play.legal_cards()) {
        let led = play.led_suit();
        let needs_separator =
            play.current_trick().is_none() && play.completed_tricks() > 0 && !after_separator;
        let trick = play.completed_tricks() + 1;
        let mut cards: Vec<Card> = legal.iter().collect();
        cards.sort_by(|a, b| b.suit.cmp(&a.suit).then(b.rank.cmp(&a.rank)));
        for (order, card) in cards.into_iter().enumerate() {
            let spelling = if partial.is_none() && led == Some(card.suit) {
                card.rank.letter().to_string()
            } else {
                card.letters()
            };
            let insert = if needs_separator && partial.is_none() {
                format!(":{spelling}")
            } else {
                spelling.clone()
            };
            let role = CardRole::of(card, led, trumps);
            items.push(card_item(
                card, &spelling, &insert, seat, trick, role, range, order,
            ));
        }
    }
    let just_played = left.is_some_and(|piece| matches!(piece.kind, RBN_PLAY | RBN_PSEUDO_PLAY));
    if partial.is_none() && just_played {
        items.extend(annotation_items(at.label, at.offset));
    }
    items
}
