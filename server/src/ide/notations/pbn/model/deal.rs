//! A `Deal` value read into the model's deal: every card that can be read, for the diagram and
//! the play, and the problems with the cards: a card given twice, a hand of more than 13 cards,
//! given hands of different sizes, a deal with no cards, and ranks out of descending order.
//!
//! Problems are reported only for a value without syntax errors whose four hands have four
//! suits each and readable ranks; where a hand breaks that, the problems met before it stand
//! and nothing after it is judged.

use super::tags::{is_inherited, seat};
use crate::ide::green::{Element, Node};
use crate::ide::notations::bridge::model::DealInfo;
use crate::ide::notations::bridge::problems::{self, Codes};
use crate::ide::notations::bridge::rules::{Card, CardSet, Deal, Rank, Seat, Suit};
use crate::ide::Diagnostic;
use gamerec_grammar::SyntaxKind::{
    ERROR, PBN_DASH, PBN_DEAL, PBN_HAND, PBN_RANK, PBN_SEAT, PBN_SUIT,
};
use gamerec_grammar::{NodeOrToken, TextRange};

pub(crate) const HAND_SIZES_DIFFER: &str = "pbn/hand-sizes-differ";
pub(crate) const EMPTY_DEAL: &str = "pbn/empty-deal";
pub(crate) const RANKS_OUT_OF_ORDER: &str = "pbn/ranks-out-of-order";

/// One given hand as judged: its cards without those given before in other places.
struct JudgedHand {
    seat: Seat,
    cards: CardSet,
    range: TextRange,
}

/// What judging the cards found so far.
struct Judge {
    /// Still judging: no hand has broken the shape the rules need.
    on: bool,
    /// Where each card was first given, by card index.
    seen: [Option<(Seat, TextRange)>; 52],
    hands: Vec<JudgedHand>,
    unordered: Vec<(Seat, Suit, TextRange, Vec<Rank>)>,
    sound: bool,
    problems: Vec<Diagnostic>,
}

/// Reads a `Deal` tag value; `None` for `#`, a value without a deal, or one whose first seat
/// cannot be read.
pub(crate) fn read(value: Node<'_>, problems: &mut Vec<Diagnostic>) -> Option<DealInfo> {
    if is_inherited(value) {
        return None;
    }
    let deal_node = value.child(PBN_DEAL)?;
    let first = seat(deal_node.token(PBN_SEAT)?.text)?;
    // A deal is four levels deep (value, deal, hand, suit): an ERROR element is a child of one
    // of them, looked at as the loops below pass.
    let is_error = |element: &Element<'_>| match element {
        NodeOrToken::Node(node) => node.kind() == ERROR,
        NodeOrToken::Token(token) => token.kind == ERROR,
    };
    let mut syntax_error = value.children().any(|child| is_error(&child));
    let mut hand_nodes = [None; 4];
    let mut hand_count = 0;
    for child in deal_node.children() {
        syntax_error |= is_error(&child);
        if let NodeOrToken::Node(node) = child {
            if node.kind() == PBN_HAND {
                if let Some(slot) = hand_nodes.get_mut(hand_count) {
                    *slot = Some(node);
                }
                hand_count += 1;
            }
        }
    }
    let mut judge = Judge {
        on: !syntax_error && hand_count == 4,
        seen: [None; 52],
        hands: Vec::with_capacity(4),
        unordered: Vec::new(),
        sound: true,
        problems: Vec::new(),
    };
    let mut deal = Deal::new();
    let mut broken = false;
    for (steps, hand) in hand_nodes.into_iter().flatten().enumerate() {
        let seat = first.after(steps);
        let mut suit_nodes = [None; 4];
        let mut suit_count = 0;
        let mut dash = false;
        for child in hand.children() {
            syntax_error |= is_error(&child);
            match child {
                NodeOrToken::Node(node) if node.kind() == PBN_SUIT => {
                    if let Some(slot) = suit_nodes.get_mut(suit_count) {
                        *slot = Some(node);
                    }
                    suit_count += 1;
                }
                NodeOrToken::Token(token) if token.kind == PBN_DASH => dash = true,
                _ => {}
            }
        }
        if dash {
            continue;
        }
        if suit_count != 4 || syntax_error {
            judge.on = false;
        }
        let mut shown = CardSet::EMPTY;
        let mut judged = CardSet::EMPTY;
        let mut count = 0;
        for (suit, written) in Suit::DESCENDING
            .into_iter()
            .zip(suit_nodes.into_iter().flatten())
        {
            let mut previous: Option<Rank> = None;
            let mut in_order = true;
            for child in written.children() {
                syntax_error |= is_error(&child);
                if syntax_error {
                    judge.on = false;
                }
                let NodeOrToken::Token(token) = child else {
                    continue;
                };
                if token.kind != PBN_RANK {
                    continue;
                }
                let letter = token.text.chars().next().map(|c| c.to_ascii_uppercase());
                let Some(rank) = letter.and_then(Rank::from_char) else {
                    broken = true;
                    judge.on = false;
                    continue;
                };
                let card = Card::new(suit, rank);
                if !shown.insert(card) {
                    broken = true;
                }
                if !judge.on {
                    continue;
                }
                count += 1;
                if !judge.first_given(card, seat, token.range) {
                    continue;
                }
                judged.insert(card);
                if previous.is_some_and(|previous| previous < rank) {
                    in_order = false;
                }
                previous = Some(rank);
            }
            if judge.on && !in_order {
                let ranks: Vec<Rank> = Rank::DESCENDING
                    .into_iter()
                    .filter(|&rank| judged.contains(Card::new(suit, rank)))
                    .collect();
                judge.unordered.push((seat, suit, written.range(), ranks));
            }
        }
        deal.set_hand(seat, Some(shown));
        if !judge.on {
            continue;
        }
        if count > 13 {
            judge.sound = false;
            judge.problems.push(problems::too_many_cards(
                Codes::Pbn,
                seat,
                count,
                hand.range(),
            ));
        }
        judge.hands.push(JudgedHand {
            seat,
            cards: judged,
            range: hand.range(),
        });
    }
    broken |= syntax_error;
    // Four hands read in full with no card twice and none over 13 leave the deal no problem
    // to find: PBN has no cards without ranks.
    let judged_sound = judge.on && judge.sound;
    if !judged_sound && !deal.problems().is_empty() {
        broken = true;
    }
    let playable = !syntax_error && hand_count == 4 && judge.on && judge.finish(value);
    if !syntax_error {
        problems.append(&mut judge.problems);
    }
    let mut hand_ends = [None; 4];
    for (steps, hand) in hand_nodes.into_iter().flatten().enumerate() {
        hand_ends[first.after(steps).index()] = Some(hand.range().end());
    }
    Some(DealInfo {
        sizes: deal.hand_sizes(),
        deal,
        hidden: [false; 4],
        hand_ends,
        filled: None,
        broken,
        playable,
    })
}

impl Judge {
    /// Notes where `card` is given; a problem, and false, when it was given before.
    fn first_given(&mut self, card: Card, seat: Seat, range: TextRange) -> bool {
        let Some(first_given) = self.seen.get_mut(card.index()) else {
            return false;
        };
        let Some((holder, first_range)) = *first_given else {
            *first_given = Some((seat, range));
            return true;
        };
        self.sound = false;
        let diagnostic =
            problems::duplicate_card(Codes::Pbn, card, (holder, first_range), seat, range);
        self.problems.push(diagnostic);
        false
    }

    /// The judgements made once every hand is read; whether the deal can be played on.
    fn finish(&mut self, value: Node<'_>) -> bool {
        if let Some((seat, suit, range, ranks)) = self.unordered.first() {
            let sorted: String = ranks.iter().map(|r| r.letter()).collect();
            let more = match self.unordered.len() - 1 {
                0 => String::new(),
                1 => " (and 1 more suit)".to_owned(),
                n => format!(" (and {n} more suits)"),
            };
            self.problems.push(Diagnostic::warning(
                RANKS_OUT_OF_ORDER,
                *range,
                format!(
                    "the {} of {seat} are not in descending order{more}: write `{sorted}`",
                    suit.name()
                ),
            ));
        }
        if self.hands.iter().all(|hand| hand.cards.is_empty()) {
            self.problems.push(Diagnostic::error(
                EMPTY_DEAL,
                value.range(),
                "the deal gives no cards: give at least one hand, or leave the Deal tag out",
            ));
            return false;
        }
        // A card given twice already explains a hand that comes out short.
        self.sound && self.sizes_agree()
    }

    /// Every given hand must have as many cards as the others (13, or the cards of an end
    /// position). Reports the hands that differ from the most common size.
    fn sizes_agree(&mut self) -> bool {
        let sizes: Vec<usize> = self.hands.iter().map(|hand| hand.cards.len()).collect();
        let usual = sizes
            .iter()
            .copied()
            .max_by_key(|&size| (sizes.iter().filter(|&&s| s == size).count(), size))
            .unwrap_or(13);
        let mut fine = true;
        let others = if self.hands.len() == 2 {
            "the other hand has"
        } else {
            "the other hands have"
        };
        for hand in &self.hands {
            let size = hand.cards.len();
            if size != usual && size <= 13 {
                fine = false;
                self.problems.push(Diagnostic::error(
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
}
