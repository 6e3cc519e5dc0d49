//! Deal checks: a card given twice, a hand of more than 13 cards, given hands of different
//! sizes, a deal with no cards, and ranks out of descending order (a warning).

use super::tags::seat;
use crate::ide::bridge::{Card, CardSet, Deal, Rank, Seat, Suit};
use crate::ide::{Diagnostic, RelatedInformation};
use gamerec_grammar::ast::AstNode;
use gamerec_grammar::pbn::ast::{self, Game};
use gamerec_grammar::SyntaxKind::ERROR;
use gamerec_grammar::TextRange;

pub(super) const DUPLICATE_CARD: &str = "pbn/duplicate-card";
pub(super) const HAND_TOO_LONG: &str = "pbn/hand-too-long";
pub(super) const HAND_SIZES_DIFFER: &str = "pbn/hand-sizes-differ";
pub(super) const EMPTY_DEAL: &str = "pbn/empty-deal";
pub(super) const RANKS_OUT_OF_ORDER: &str = "pbn/ranks-out-of-order";

/// One given hand as written.
struct WrittenHand {
    seat: Seat,
    cards: CardSet,
    range: TextRange,
}

/// Checks the Deal tag and returns the deal when it is sound enough to play.
pub(super) fn check_deal(game: &Game, out: &mut Vec<Diagnostic>) -> Option<Deal> {
    let value = game.tag("Deal")?.value()?;
    if value.is_inherited()
        || value
            .syntax()
            .descendants_with_tokens()
            .any(|e| e.kind() == ERROR)
    {
        return None;
    }
    let deal = value.deal()?;
    let first = seat(deal.first_seat()?.text())?;
    let hands: Vec<ast::Hand> = deal.hands().collect();
    if hands.len() != 4 {
        return None;
    }
    let mut sound = true;
    let mut seen: Vec<(Card, Seat, TextRange)> = Vec::with_capacity(52);
    let mut given: Vec<WrittenHand> = Vec::new();
    let mut unordered: Vec<(Seat, Suit, TextRange, String)> = Vec::new();
    for (i, hand) in hands.iter().enumerate() {
        let seat = first.after(i);
        if hand.is_unknown() {
            continue;
        }
        let suits: Vec<ast::Suit> = hand.suits().collect();
        if suits.len() != 4 {
            return None;
        }
        let mut cards = CardSet::new();
        let mut count = 0;
        for (suit, written) in Suit::DESCENDING.into_iter().zip(&suits) {
            let mut previous: Option<Rank> = None;
            let mut in_order = true;
            let mut ranks = Vec::new();
            for token in written.ranks() {
                let c = token.text().chars().next()?.to_ascii_uppercase();
                let rank = Rank::from_char(c)?;
                let card = Card::new(suit, rank);
                let range = token.text_range();
                count += 1;
                if let Some(&(_, holder, first_range)) = seen.iter().find(|(c, ..)| *c == card) {
                    sound = false;
                    let place = if holder == seat {
                        format!("twice in {seat}'s hand")
                    } else {
                        format!("in {holder}'s hand and in {seat}'s")
                    };
                    let mut diagnostic = Diagnostic::error(
                        DUPLICATE_CARD,
                        range,
                        format!("the {card} is given {place}; a card can be in one hand only"),
                    );
                    diagnostic.related.push(RelatedInformation {
                        range: first_range,
                        message: format!("the {card} first given here ({holder})"),
                    });
                    out.push(diagnostic);
                    continue;
                }
                seen.push((card, seat, range));
                cards.insert(card);
                ranks.push(rank);
                if previous.is_some_and(|p| p < rank) {
                    in_order = false;
                }
                previous = Some(rank);
            }
            if !in_order {
                ranks.sort_by(|a, b| b.cmp(a));
                let sorted: String = ranks.iter().map(|r| r.letter()).collect();
                unordered.push((seat, suit, written.syntax().text_range(), sorted));
            }
        }
        if count > 13 {
            sound = false;
            out.push(Diagnostic::error(
                HAND_TOO_LONG,
                hand.syntax().text_range(),
                format!("{seat}'s hand has {count} cards; a hand has at most 13"),
            ));
        }
        given.push(WrittenHand {
            seat,
            cards,
            range: hand.syntax().text_range(),
        });
    }
    if let Some((seat, suit, range, sorted)) = unordered.first() {
        let more = match unordered.len() - 1 {
            0 => String::new(),
            1 => " (and 1 more suit)".to_owned(),
            n => format!(" (and {n} more suits)"),
        };
        out.push(Diagnostic::warning(
            RANKS_OUT_OF_ORDER,
            *range,
            format!(
                "the {} of {seat} are not in descending order{more}: write `{sorted}`",
                suit.name()
            ),
        ));
    }
    if given.iter().all(|hand| hand.cards.is_empty()) {
        out.push(Diagnostic::error(
            EMPTY_DEAL,
            value.syntax().text_range(),
            "the deal gives no cards: give at least one hand, or leave the Deal tag out",
        ));
        return None;
    }
    // A card given twice already explains a hand that comes out short.
    if sound && !check_sizes(&given, out) {
        sound = false;
    }
    sound.then(|| {
        let mut deal = Deal::new();
        for hand in &given {
            deal.set_hand(hand.seat, Some(hand.cards));
        }
        deal
    })
}

/// Every given hand must have as many cards as the others (13, or the cards of an end
/// position). Reports the hands that differ from the most common size.
fn check_sizes(given: &[WrittenHand], out: &mut Vec<Diagnostic>) -> bool {
    let sizes: Vec<usize> = given.iter().map(|hand| hand.cards.len()).collect();
    let usual = sizes
        .iter()
        .copied()
        .max_by_key(|&size| (sizes.iter().filter(|&&s| s == size).count(), size))
        .unwrap_or(13);
    let mut fine = true;
    for hand in given {
        let size = hand.cards.len();
        if size != usual && size <= 13 {
            fine = false;
            let others = if given.len() == 2 {
                "the other hand has"
            } else {
                "the other hands have"
            };
            out.push(Diagnostic::error(
                HAND_SIZES_DIFFER,
                hand.range,
                format!(
                    "{} has {size} card{} but {others} {usual}; every given hand must have \
                     the same number of cards",
                    hand.seat,
                    if size == 1 { "" } else { "s" }
                ),
            ));
        }
    }
    fine
}
