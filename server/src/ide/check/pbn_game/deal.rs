//! Deal checks: a card given twice, a hand of more than 13 cards, given hands of different
//! sizes, a deal with no cards, and ranks out of descending order (a warning).

use super::tags::{is_inherited, seat, value_of};
use crate::ide::bridge::{Card, CardSet, Deal, Rank, Seat, Suit};
use crate::ide::green::{Node, Token};
use crate::ide::{Diagnostic, RelatedInformation};
use gamerec_grammar::SyntaxKind::{
    ERROR, PBN_DASH, PBN_DEAL, PBN_HAND, PBN_RANK, PBN_SEAT, PBN_SUIT,
};
use gamerec_grammar::{NodeOrToken, SyntaxKind, TextRange};

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

/// Checks the Deal tag and returns the deal when it is sound enough to play. A value with a
/// syntax error anywhere gives no diagnostics and no deal; the value is read in one walk that
/// looks for errors on the way, and takes back what it reported if it meets one.
pub(super) fn check_deal(tag: Option<Node<'_>>, out: &mut Vec<Diagnostic>) -> Option<Deal> {
    let value = value_of(tag)?;
    if is_inherited(value) {
        return None;
    }
    let before = out.len();
    match read_deal(value, out) {
        Read::Done(deal) => deal,
        Read::Broken => {
            out.truncate(before);
            None
        }
        Read::Stopped => {
            if has_error(value) {
                out.truncate(before);
            }
            None
        }
    }
}

/// How far the walk through a Deal value got.
enum Read {
    /// Every element seen and none is an error.
    Done(Option<Deal>),
    /// An error met.
    Broken,
    /// The walk stopped early: whether the rest has an error is not known.
    Stopped,
}

fn has_error(node: Node<'_>) -> bool {
    node.contains(|kind| kind == ERROR)
}

/// The first `N` child nodes of `kind` and how many there are, the other child tokens given
/// to `token`; `None` when a child other than those `N` is or holds an error.
fn nodes_of<'a, const N: usize>(
    node: Node<'a>,
    kind: SyntaxKind,
    mut token: impl FnMut(Token<'a>),
) -> Option<([Option<Node<'a>>; N], usize)> {
    let mut found = [None; N];
    let mut count = 0;
    for child in node.children() {
        match child {
            NodeOrToken::Node(inner) if inner.kind() == kind => {
                match found.get_mut(count) {
                    Some(slot) => *slot = Some(inner),
                    // Not read any further, so looked at for errors here.
                    None if has_error(inner) => return None,
                    None => {}
                }
                count += 1;
            }
            NodeOrToken::Node(inner) if has_error(inner) => return None,
            NodeOrToken::Node(_) => {}
            NodeOrToken::Token(token_read) if token_read.kind == ERROR => return None,
            NodeOrToken::Token(token_read) => token(token_read),
        }
    }
    Some((found, count))
}

fn read_deal(value: Node<'_>, out: &mut Vec<Diagnostic>) -> Read {
    // The levels above the ranks first: nothing is reported before they are known sound.
    let Some(([deal], _)) = nodes_of::<1>(value, PBN_DEAL, |_| {}) else {
        return Read::Broken;
    };
    let Some(deal) = deal else {
        return Read::Done(None);
    };
    let mut first_seat = None;
    let Some((hands, count)) = nodes_of::<4>(deal, PBN_HAND, |token| {
        if token.kind == PBN_SEAT && first_seat.is_none() {
            first_seat = Some(token.text);
        }
    }) else {
        return Read::Broken;
    };
    let Some(first) = first_seat.and_then(seat) else {
        return Read::Done(None);
    };
    if count != 4 {
        return Read::Done(None);
    }
    let mut hand_suits = [([None; 4], 0, false); 4];
    for (hand, suits) in hands.iter().flatten().zip(&mut hand_suits) {
        let mut dash = false;
        let Some((found, count)) = nodes_of::<4>(*hand, PBN_SUIT, |token| {
            dash = dash || token.kind == PBN_DASH;
        }) else {
            return Read::Broken;
        };
        *suits = (found, count, dash);
    }

    let mut sound = true;
    // Where each card was first given, by card index.
    let mut seen: [Option<(Seat, TextRange)>; 52] = [None; 52];
    let mut given: Vec<WrittenHand> = Vec::with_capacity(4);
    let mut unordered: Vec<(Seat, Suit, TextRange, Vec<Rank>)> = Vec::new();
    for (i, (hand, (suits, suit_count, dash))) in
        hands.into_iter().flatten().zip(hand_suits).enumerate()
    {
        let seat = first.after(i);
        if dash {
            // Not read, but looked at for errors.
            if suits.into_iter().flatten().any(has_error) {
                return Read::Broken;
            }
            continue;
        }
        if suit_count != 4 {
            return Read::Stopped;
        }
        let mut cards = CardSet::new();
        let mut count = 0;
        for (suit, written) in Suit::DESCENDING
            .into_iter()
            .zip(suits.into_iter().flatten())
        {
            let mut previous: Option<Rank> = None;
            let mut in_order = true;
            for child in written.children() {
                let token = match child {
                    NodeOrToken::Token(token) if token.kind == PBN_RANK => token,
                    NodeOrToken::Token(token) if token.kind == ERROR => return Read::Broken,
                    NodeOrToken::Node(inner) if has_error(inner) => return Read::Broken,
                    _ => continue,
                };
                let Some(rank) = token
                    .text
                    .chars()
                    .next()
                    .and_then(|c| Rank::from_char(c.to_ascii_uppercase()))
                else {
                    return Read::Stopped;
                };
                let card = Card::new(suit, rank);
                let range = token.range;
                count += 1;
                let Some(first_given) = seen.get_mut(card.index()) else {
                    return Read::Stopped;
                };
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
        return Read::Done(None);
    }
    // A card given twice already explains a hand that comes out short.
    if sound && !check_sizes(&given, out) {
        sound = false;
    }
    Read::Done(sound.then(|| {
        let mut deal = Deal::new();
        for hand in &given {
            deal.set_hand(hand.seat, Some(hand.cards));
        }
        deal
    }))
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
