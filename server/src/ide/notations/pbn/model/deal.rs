//! A `Deal` value read into the model's deal: every card that can be read, for the diagram and
//! the play, and the problems with the cards: a card given twice, a hand of more than 13 cards,
//! given hands of different sizes, a deal with no cards, and ranks out of descending order.
//!
//! Problems are reported only for a value without syntax errors whose four hands have four
//! suits each and readable ranks; where a hand breaks that, the problems met before it stand
//! and nothing after it is judged.

use super::super::deal_hands::hands_of;
use super::tags::{is_inherited, seat};
use crate::ide::green::{Element, Node, Token};
use crate::ide::notations::bridge::model::DealInfo;
use crate::ide::notations::bridge::problems::{self, Codes};
use crate::ide::notations::bridge::rules::{Card, CardSet, Deal, Rank, Seat, Suit};
use crate::ide::Diagnostic;
use gamerec_grammar::SyntaxKind::{ERROR, PBN_CARD_RUN, PBN_DASH, PBN_DEAL, PBN_SEAT};
use gamerec_grammar::{NodeOrToken, TextRange, TextSize};

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
    let is_error = |element: Element<'_>| match element {
        NodeOrToken::Node(node) => node.kind() == ERROR,
        NodeOrToken::Token(token) => token.kind == ERROR,
    };
    let syntax_error = value.children().any(is_error) || deal_node.children().any(is_error);
    let written = hands_of(deal_node);
    let mut judge = Judge {
        on: !syntax_error && written.len() == 4,
        seen: [None; 52],
        hands: Vec::with_capacity(4),
        unordered: Vec::new(),
        sound: true,
        problems: Vec::new(),
    };
    let mut deal = Deal::new();
    let mut broken = false;
    let mut hand_ends = [None; 4];
    for (steps, hand) in written.iter().take(4).enumerate() {
        let seat = first.after(steps);
        let range = hand_range(hand);
        hand_ends[seat.index()] = Some(range.end());
        if matches!(hand.as_slice(), [dash] if dash.kind == PBN_DASH) {
            continue;
        }
        let read = read_hand(hand, range.start());
        if read.suits != 4 {
            judge.on = false;
        }
        broken |= read.twice;
        deal.set_hand(seat, Some(read.shown));
        if !judge.on {
            continue;
        }
        let mut judged = CardSet::EMPTY;
        let mut previous: [Option<Rank>; 4] = [None; 4];
        let mut in_order = [true; 4];
        for (card, at) in read.cards {
            if !judge.first_given(card, seat, at) {
                continue;
            }
            judged.insert(card);
            let Some(suit) = Suit::DESCENDING.iter().position(|&suit| suit == card.suit) else {
                continue;
            };
            if previous[suit].is_some_and(|previous| previous < card.rank) {
                in_order[suit] = false;
            }
            previous[suit] = Some(card.rank);
        }
        for ((suit, suit_range), in_order) in Suit::DESCENDING
            .into_iter()
            .zip(read.suit_ranges)
            .zip(in_order)
        {
            if in_order {
                continue;
            }
            let ranks: Vec<Rank> = Rank::DESCENDING
                .into_iter()
                .filter(|&rank| judged.contains(Card::new(suit, rank)))
                .collect();
            judge.unordered.push((seat, suit, suit_range, ranks));
        }
        if read.count > 13 {
            judge.sound = false;
            judge.problems.push(problems::too_many_cards(
                Codes::Pbn,
                seat,
                read.count,
                range,
            ));
        }
        judge.hands.push(JudgedHand {
            seat,
            cards: judged,
            range,
        });
    }
    broken |= syntax_error;
    // Four hands read in full with no card twice and none over 13 leave the deal no problem
    // to find: PBN has no cards without ranks.
    let judged_sound = judge.on && judge.sound;
    if !judged_sound && !deal.problems().is_empty() {
        broken = true;
    }
    let playable = !syntax_error && written.len() == 4 && judge.on && judge.finish(value);
    if !syntax_error {
        problems.append(&mut judge.problems);
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

/// The cards of one hand as written, before they are judged against the other hands.
struct ReadHand {
    /// Every card that could be read, for the diagram.
    shown: CardSet,
    /// Each card of the first four suits with where it stands, in the order written.
    cards: Vec<(Card, TextRange)>,
    count: usize,
    /// The number of suits: one more than the dots.
    suits: usize,
    /// A card given twice within the hand.
    twice: bool,
    /// Where each of the first four suits is written (empty for a void).
    suit_ranges: [TextRange; 4],
}

/// Reads the ranks of a hand's card runs, suit by suit: a `.` ends a suit.
fn read_hand(hand: &[Token<'_>], start: TextSize) -> ReadHand {
    let mut read = ReadHand {
        shown: CardSet::EMPTY,
        cards: Vec::with_capacity(13),
        count: 0,
        suits: 1,
        twice: false,
        suit_ranges: [TextRange::empty(start); 4],
    };
    let mut suit_start = start;
    for token in hand.iter().filter(|token| token.kind == PBN_CARD_RUN) {
        for (index, c) in token.text.char_indices() {
            let at = token.range.start() + TextSize::try_from(index).unwrap_or_default();
            if c == '.' {
                if let Some(range) = read.suit_ranges.get_mut(read.suits - 1) {
                    *range = TextRange::new(suit_start, at.max(suit_start));
                }
                read.suits += 1;
                suit_start = at + TextSize::of(c);
                continue;
            }
            let (Some(suit), Some(rank)) = (
                Suit::DESCENDING.get(read.suits - 1).copied(),
                Rank::from_char(c.to_ascii_uppercase()),
            ) else {
                continue;
            };
            let card = Card::new(suit, rank);
            if !read.shown.insert(card) {
                read.twice = true;
            }
            read.count += 1;
            read.cards.push((card, TextRange::at(at, TextSize::of(c))));
        }
    }
    let end = hand.last().map_or(start, |token| token.range.end());
    if let Some(range) = read.suit_ranges.get_mut(read.suits - 1) {
        *range = TextRange::new(suit_start, end.max(suit_start));
    }
    read
}

fn hand_range(hand: &[Token<'_>]) -> TextRange {
    match (hand.first(), hand.last()) {
        (Some(first), Some(last)) => TextRange::new(first.range.start(), last.range.end()),
        _ => TextRange::default(),
    }
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
