//! The game of a PBN record for completion: the auction section replayed up to the cursor for
//! the legal next calls, and the play section for the legal cards of the player whose column
//! the cursor is in (cards stand in columns by seat, from the Play tag's seat; each group of
//! four is one trick, whoever led it).

use crate::ide::completion::{CompletionItem, Insert};
use crate::ide::notations::bridge::completion::{all_pass_item, call_item, card_item, CardRole};
use crate::ide::notations::bridge::model::{PlayAt, PlayFacts};
use crate::ide::notations::bridge::rules::legal::legal_cards_of;
use crate::ide::notations::bridge::rules::{
    Auction, AuctionResult, Bid, Call, Card, Contract, Deal, Doubling, Play, Seat, Strain,
};
use crate::ide::notations::pbn::model::{auction_of, deal_of, play_of};
use gamerec_grammar::ast::AstNode;
use gamerec_grammar::pbn::ast::{pieces, section_pieces, Game, Piece};
use gamerec_grammar::SyntaxKind::*;
use gamerec_grammar::{SyntaxNode, SyntaxToken, TextRange, TextSize};

fn seat_of(text: &str) -> Option<Seat> {
    Seat::from_letter(text.chars().next()?.to_ascii_uppercase())
}

/// The value of the game's first tag called `name`, between the quotes.
fn tag_value(game: &SyntaxNode, name: &str) -> Option<String> {
    let value = Game::cast(game.clone())?.tag(name)?.value()?;
    Some(value.text())
}

/// The seat in the `Dealer` tag.
pub(super) fn dealer(game: &SyntaxNode) -> Option<Seat> {
    seat_of(tag_value(game, "Dealer")?.trim())
}

/// The calls of the auction `section` before `until`, replayed from the Auction tag's seat;
/// `None` when one is illegal or unreadable or the calls were ended with `*`.
fn replay_auction(section: &SyntaxNode, until: TextSize) -> Option<Auction> {
    auction_of(section)?.after_calls_until(until)
}

/// The contract the game's auction section reaches when it is written to its end.
pub(super) fn auction_contract(game: &SyntaxNode) -> Option<Contract> {
    let section = game.children().find(|node| node.kind() == PBN_AUCTION)?;
    match replay_auction(&section, section.text_range().end())?.result()? {
        AuctionResult::Contract(contract) => Some(contract),
        AuctionResult::PassedOut => None,
    }
}

/// The contract of the `Contract` and `Declarer` tags, or else the auction's.
fn contract(game: &SyntaxNode) -> Option<(Option<Contract>, Strain, Seat)> {
    let tags = tag_value(game, "Contract").zip(tag_value(game, "Declarer"));
    if let Some((contract, declarer)) = tags {
        let declarer = seat_of(declarer.trim().trim_start_matches('^'));
        let upper = contract.trim().to_ascii_uppercase();
        let (bid_text, doubling) = if let Some(bid) = upper.strip_suffix("XX") {
            (bid, Doubling::Redoubled)
        } else if let Some(bid) = upper.strip_suffix('X') {
            (bid, Doubling::Doubled)
        } else {
            (upper.as_str(), Doubling::Undoubled)
        };
        if let (Some(declarer), Some(bid)) = (declarer, Bid::parse(bid_text)) {
            return Some((
                Some(Contract::new(bid, doubling, declarer)),
                bid.strain(),
                declarer,
            ));
        }
    }
    let reached = auction_contract(game)?;
    Some((Some(reached), reached.strain, reached.declarer))
}

/// The opening leader: left of the declarer.
pub(super) fn opening_leader(game: &SyntaxNode) -> Option<Seat> {
    let (_, _, declarer) = contract(game)?;
    Some(declarer.next())
}

/// The value of the game's first `Deal` tag; `#` takes the nearest earlier game's.
fn deal_value(game: &SyntaxNode) -> Option<SyntaxNode> {
    let own = Game::cast(game.clone())?.tag("Deal")?.value()?;
    if !own.text().trim_start().starts_with('#') {
        return Some(own.syntax().clone());
    }
    std::iter::successors(game.prev_sibling(), SyntaxNode::prev_sibling)
        .filter(|node| node.kind() == PBN_GAME)
        .filter_map(|node| Game::cast(node)?.tag("Deal")?.value())
        .find(|value| !value.text().trim_start().starts_with('#'))
        .map(|value| value.syntax().clone())
}

/// The deal of the game, for the play: a hand that may hold more cards than it shows (a short
/// hand of a partial deal) counts as not given.
fn game_deal(game: &SyntaxNode) -> Option<Deal> {
    let deal = deal_of(&deal_value(game)?)?;
    (!deal.broken).then(|| deal.play_deal())
}

/// Notes the section refers to that none of its Note tags (other than `editing`) explains.
pub(super) fn unexplained_notes(section: &SyntaxNode, editing: &SyntaxNode) -> Vec<u32> {
    let mut referenced: Vec<u32> = section_pieces(section)
        .filter(|piece| piece.kind() == PBN_NOTE_REF)
        .filter_map(|piece| piece.text().trim_matches('=').parse().ok())
        .collect();
    referenced.sort_unstable();
    referenced.dedup();
    let explained: Vec<u32> = section
        .children()
        .filter(|node| node.kind() == PBN_TAG)
        .skip(1)
        .filter_map(|tag| tag.children().find(|node| node.kind() == PBN_TAG_VALUE))
        .filter(|value| value != editing)
        .filter_map(|value| {
            let number = value
                .children_with_tokens()
                .filter_map(|element| element.into_token())
                .find(|token| token.kind() == PBN_NUMBER)?;
            number.text().parse().ok()
        })
        .collect();
    referenced.retain(|number| !explained.contains(number));
    referenced
}

/// The calls or cards that may come at `offset` in an auction or play section.
pub(super) fn section_completions(
    section: &SyntaxNode,
    game: Option<&SyntaxNode>,
    left: Option<&SyntaxToken>,
    offset: TextSize,
) -> Vec<CompletionItem> {
    // The piece the cursor is in or right after.
    let left = left.and_then(|token| {
        pieces(token)
            .into_iter()
            .take_while(|piece| piece.range().start() < offset)
            .last()
    });
    // A word being typed is replaced; elsewhere the item goes at the cursor, after a space
    // when it would touch the word before.
    let partial = left
        .as_ref()
        .filter(|piece| matches!(piece.kind(), PBN_CALL | PBN_CARD | ERROR))
        .map(Piece::range);
    let touches = left.is_some_and(|piece| {
        partial.is_none()
            && piece.range().end() == offset
            && !matches!(piece.kind(), WHITESPACE | NEWLINE)
    });
    let (until, range) = match partial {
        Some(range) => (range.start(), range),
        None => (offset, TextRange::empty(offset)),
    };
    let space = if touches { " " } else { "" };
    match section.kind() {
        PBN_AUCTION => call_items(section, until, range, space),
        _ => game.map_or_else(Vec::new, |game| {
            card_items(section, game, until, range, space)
        }),
    }
}

fn pbn_call(call: Call) -> String {
    match call {
        Call::Pass => "Pass".to_string(),
        Call::Double => "X".to_string(),
        Call::Redouble => "XX".to_string(),
        Call::Bid(bid) => bid.letters(),
    }
}

fn call_items(
    section: &SyntaxNode,
    until: TextSize,
    range: TextRange,
    space: &str,
) -> Vec<CompletionItem> {
    let Some(auction) = replay_auction(section, until) else {
        return Vec::new();
    };
    if auction.is_finished() {
        return Vec::new();
    }
    let mut items: Vec<CompletionItem> = auction
        .legal_calls()
        .into_iter()
        .enumerate()
        .map(|(order, call)| {
            let mut item = call_item(call, &pbn_call(call), &auction, true, range, order);
            item.insert = Insert::Plain(format!("{space}{}", pbn_call(call)));
            item
        })
        .collect();
    let mut all_pass = all_pass_item("AP", &auction, range, 100);
    all_pass.insert = Insert::Plain(format!("{space}AP"));
    items.push(all_pass);
    items
}

/// The cards of the section before `until`; `None` after `*`, `+`, a syntax error or a mark
/// the play cannot follow.
fn cards_before(facts: &PlayFacts, until: TextSize) -> Option<&[PlayAt]> {
    let cut = |at: Option<TextSize>| at.is_some_and(|at| at < until);
    if cut(facts.error_at) || cut(facts.ends_at) {
        return None;
    }
    let count = facts
        .plays
        .iter()
        .take_while(|play| play.range.end() <= until)
        .count();
    facts.plays.get(..count)
}

/// Up to `count` cards written after `from`, before anything that ends the cards.
fn cards_after(section: &SyntaxNode, from: TextSize, count: usize) -> Vec<Option<Card>> {
    section_pieces(section)
        .filter(|piece| piece.range().start() >= from)
        .take_while(|piece| !matches!(piece.kind(), ERROR | PBN_STAR | PBN_PLUS))
        .filter(|piece| piece.kind() == PBN_CARD)
        .take(count)
        .map(|piece| Card::from_letters(&piece.text().to_ascii_uppercase()))
        .collect()
}

/// Plays one complete group of four columns; false when the play cannot go on.
fn play_group(play: &mut Play, group: &[PlayAt], first_column: Seat) -> bool {
    let Some(on_lead) = play.on_lead() else {
        return false;
    };
    let column_of = |seat: Seat| (seat.index() + 4 - first_column.index()) % 4;
    let leader = group
        .iter()
        .position(|written| written.led_out_of_turn)
        .map_or(on_lead, |column| first_column.after(column));
    for step in 0..4 {
        let seat = leader.after(step);
        let Some(written) = group.get(column_of(seat)) else {
            return false;
        };
        let Some(card) = written.written.written_card() else {
            return false;
        };
        let played = if (step == 0 && seat != on_lead) || written.accepted_revoke {
            play.play_irregular(seat, card)
        } else {
            play.play(seat, card)
        };
        if played.is_err() {
            return false;
        }
    }
    true
}

fn card_items(
    section: &SyntaxNode,
    game: &SyntaxNode,
    until: TextSize,
    range: TextRange,
    space: &str,
) -> Vec<CompletionItem> {
    let (Some(deal), Some((contract, strain, declarer))) = (game_deal(game), contract(game)) else {
        return Vec::new();
    };
    let Some(facts) = play_of(section, &deal, None) else {
        return Vec::new();
    };
    let (Some(first_column), Some(written)) = (facts.first_column, cards_before(&facts, until))
    else {
        return Vec::new();
    };
    let mut play = match contract {
        Some(contract) => Play::new(&deal, &contract),
        None => Play::with_leader(&deal, strain.trumps(), declarer.next()),
    };
    let column = written.len() % 4;
    let complete = written.len() - column;
    for group in written.get(..complete).unwrap_or(&[]).chunks(4) {
        if !play_group(&mut play, group, first_column) {
            return Vec::new();
        }
    }
    let Some(leader) = play.on_lead() else {
        return Vec::new();
    };
    // The current group: the columns before the cursor, and those written after it.
    let mut group: [Option<Card>; 4] = [None; 4];
    for (at, written) in written.iter().skip(complete).enumerate() {
        if let Some(slot) = group.get_mut(at) {
            *slot = written.written.written_card();
        }
    }
    for (at, card) in cards_after(section, range.end(), 3 - column)
        .into_iter()
        .enumerate()
    {
        if let Some(slot) = group.get_mut(column + 1 + at) {
            *slot = card;
        }
    }
    let seat = first_column.after(column);
    let column_of = |seat: Seat| (seat.index() + 4 - first_column.index()) % 4;
    let led = if seat == leader {
        None
    } else {
        group
            .get(column_of(leader))
            .copied()
            .flatten()
            .map(|card| card.suit)
    };
    // Play the trick up to this seat while its cards are known.
    for step in 0..4 {
        let before = leader.after(step);
        if before == seat {
            break;
        }
        let Some(card) = group.get(column_of(before)).copied().flatten() else {
            break;
        };
        if play.play(before, card).is_err() {
            break;
        }
    }
    let legal = if play.next_to_play() == Some(seat) {
        play.legal_cards()
    } else {
        legal_cards_of(&deal, &play, seat, led)
    };
    let Some(legal) = legal else {
        return Vec::new();
    };
    let trumps = strain.trumps();
    let trick = play.completed_tricks() + 1;
    let mut cards: Vec<Card> = legal.iter().collect();
    cards.sort_by(|a, b| b.suit.cmp(&a.suit).then(b.rank.cmp(&a.rank)));
    cards
        .into_iter()
        .enumerate()
        .map(|(order, card)| {
            let text = card.letters();
            let role = CardRole::of(card, led, trumps);
            card_item(
                card,
                &text,
                &format!("{space}{text}"),
                seat,
                trick,
                role,
                range,
                order,
            )
        })
        .collect()
}
