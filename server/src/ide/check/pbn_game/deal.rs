//! Deal checks: a card given twice, a hand of more than 13 cards, given hands of different
//! sizes, a deal with no cards, and ranks out of descending order (a warning).

use super::tags::{is_inherited, seat, value_of};
use crate::ide::bridge::{Card, CardSet, Deal, Rank, Seat, Suit};
use crate::ide::check::tree::Node;
use crate::ide::{Diagnostic, RelatedInformation};
use gamerec_grammar::SyntaxKind::{
    ERROR, PBN_DASH, PBN_DEAL, PBN_HAND, PBN_RANK, PBN_SEAT, PBN_SUIT,
};
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
pub(super) fn check_deal(tag: Option<Node<'_>>, out: &mut Vec<Diagnostic>) -> Option<Deal> {
    let value = value_of(tag)?;
    if is_inherited(value) || value.contains(|kind| kind == ERROR) {
        return None;
    }
    let deal = value.child(PBN_DEAL)?;
    let first = seat(deal.token(PBN_SEAT)?.text)?;
    let mut hands = [None; 4];
    let mut count = 0;
    for hand in deal.child_nodes().filter(|node| node.kind() == PBN_HAND) {
        if let Some(slot) = hands.get_mut(count) {
            *slot = Some(hand);
        }
        count += 1;
    }
    if count != 4 {
        return None;
    }
    let mut sound = true;
    // Where each card was first given, by card index.
    let mut seen: [Option<(Seat, TextRange)>; 52] = [None; 52];
    let mut given: Vec<WrittenHand> = Vec::with_capacity(4);
    let mut unordered: Vec<(Seat, Suit, TextRange, Vec<Rank>)> = Vec::new();
    for (i, hand) in hands.into_iter().flatten().enumerate() {
        let seat = first.after(i);
        if hand.token(PBN_DASH).is_some() {
            continue;
        }
        let mut suits = [None; 4];
        let mut suit_count = 0;
        for suit in hand.child_nodes().filter(|node| node.kind() == PBN_SUIT) {
            if let Some(slot) = suits.get_mut(suit_count) {
                *slot = Some(suit);
            }
            suit_count += 1;
        }
        if suit_count != 4 {
            return None;
        }
        let mut cards = CardSet::new();
        let mut count = 0;
        for (suit, written) in Suit::DESCENDING
            .into_iter()
            .zip(suits.into_iter().flatten())
        {
            let mut previous: Option<Rank> = None;
            let mut in_order = true;
            for token in written.tokens().filter(|token| token.kind == PBN_RANK) {
                let c = token.text.chars().next()?.to_ascii_uppercase();
                let rank = Rank::from_char(c)?;
                let card = Card::new(suit, rank);
                let range = token.range;
                count += 1;
                let first_given = seen.get_mut(card.index())?;
                if let Some((holder, first_range)) = *first_given {
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
                *first_given = Some((seat, range));
                cards.insert(card);
                if previous.is_some_and(|p| p < rank) {
                    in_order = false;
                }
                previous = Some(rank);
            }
            if !in_order {
                let ranks: Vec<Rank> = Rank::DESCENDING
                    .into_iter()
                    .filter(|&rank| cards.contains(Card::new(suit, rank)))
                    .collect();
                unordered.push((seat, suit, written.range(), ranks));
            }
        }
        if count > 13 {
            sound = false;
            out.push(Diagnostic::error(
                HAND_TOO_LONG,
                hand.range(),
                format!("{seat}'s hand has {count} cards; a hand has at most 13"),
            ));
        }
        given.push(WrittenHand {
            seat,
            cards,
            range: hand.range(),
        });
    }
    if let Some((seat, suit, range, ranks)) = unordered.first() {
        let sorted: String = ranks.iter().map(|r| r.letter()).collect();
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
            value.range(),
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
