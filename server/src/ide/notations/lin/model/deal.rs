//! The `md` value read into the model's deal: the dealer its digit names, the hands from South
//! clockwise (ranks in any order, a suit left out when void), the fourth hand filled in with
//! the rest of the pack when it is left empty and the other three hold 13 cards each; and the
//! problems with the cards: a card given twice, a hand of more than 13 cards, hands of
//! different sizes, and a fourth hand left empty that cannot be the rest of the pack.
//!
//! A value with syntax errors keeps the cards it shows for the diagram, and only a card given
//! twice or a hand too long is reported; it is not played on.

use crate::ide::green::{Node, Token};
use crate::ide::notations::bridge::model::DealInfo;
use crate::ide::notations::bridge::problems::{self, Codes};
use crate::ide::notations::bridge::rules::{Card, CardSet, Deal, Rank, Seat, Suit};
use crate::ide::Diagnostic;
use gamerec_grammar::SyntaxKind::{ERROR, LIN_COMMA, LIN_DEALER, LIN_HAND, LIN_RANK, LIN_SUIT};
use gamerec_grammar::TextRange;

pub(crate) const HAND_SIZES_DIFFER: &str = "lin/hand-sizes-differ";
pub(crate) const FOURTH_HAND_UNKNOWN: &str = "lin/fourth-hand-unknown";

/// The seats of `md`'s hands, in the order written.
pub(crate) const HAND_ORDER: [Seat; 4] = [Seat::South, Seat::West, Seat::North, Seat::East];

/// The seat a dealer's digit names.
pub(crate) fn dealer_of(digit: &str) -> Option<Seat> {
    match digit {
        "1" => Some(Seat::South),
        "2" => Some(Seat::West),
        "3" => Some(Seat::North),
        "4" => Some(Seat::East),
        _ => None,
    }
}

/// The digit `md` writes for a dealer.
pub(crate) fn dealer_digit(seat: Seat) -> char {
    match seat {
        Seat::South => '1',
        Seat::West => '2',
        Seat::North => '3',
        Seat::East => '4',
    }
}

/// The rank of a rank token: one letter or digit, or `10`.
pub(crate) fn rank_of(text: &str) -> Option<Rank> {
    if text == "10" {
        return Some(Rank::Ten);
    }
    let mut chars = text.chars();
    let letter = chars.next()?.to_ascii_uppercase();
    chars.next().is_none().then_some(())?;
    Rank::from_char(letter)
}

/// The suit of a suit token, in either case.
pub(crate) fn suit_of(text: &str) -> Option<Suit> {
    let mut chars = text.chars();
    let letter = chars.next()?.to_ascii_uppercase();
    Suit::from_letter(letter)
}

/// One hand as written.
struct WrittenHand {
    seat: Seat,
    cards: CardSet,
    count: usize,
    range: TextRange,
}

/// The dealer and the deal of an `md` value (its `LIN_DEAL` node).
pub(crate) struct ReadDeal {
    pub dealer: Option<(Seat, TextRange)>,
    pub info: DealInfo,
}

/// Reads the `LIN_DEAL` node of an `md` value, reporting the problems with its cards.
pub(crate) fn read(deal_node: Node<'_>, problems: &mut Vec<Diagnostic>) -> ReadDeal {
    let dealer = deal_node
        .token(LIN_DEALER)
        .and_then(|token| Some((dealer_of(token.text)?, token.range)));
    let mut syntax_error = false;
    let mut slot = 0;
    let mut hands: Vec<WrittenHand> = Vec::with_capacity(4);
    let mut hand_ends = [None; 4];
    let mut seen: [Option<(Seat, TextRange)>; 52] = [None; 52];
    let mut found = Vec::new();
    for child in deal_node.children() {
        match child {
            gamerec_grammar::NodeOrToken::Token(token) => match token.kind {
                LIN_COMMA => slot += 1,
                ERROR => syntax_error = true,
                _ => {}
            },
            gamerec_grammar::NodeOrToken::Node(node) if node.kind() == LIN_HAND => {
                let Some(&seat) = HAND_ORDER.get(slot) else {
                    syntax_error = true;
                    continue;
                };
                let hand = read_hand(node, seat, &mut seen, &mut found, &mut syntax_error);
                hand_ends[seat.index()] = Some(node.range().end());
                hands.push(hand);
            }
            gamerec_grammar::NodeOrToken::Node(_) => syntax_error = true,
        }
    }
    if slot > 3 {
        syntax_error = true;
    }
    problems.append(&mut found);
    let mut deal = Deal::new();
    let mut sound = true;
    for hand in &hands {
        deal.set_hand(hand.seat, Some(hand.cards));
        if hand.count > 13 {
            sound = false;
            problems.push(problems::too_many_cards(
                Codes::Lin,
                hand.seat,
                hand.count,
                hand.range,
            ));
        }
    }
    sound &= hands.iter().all(|hand| hand.count == hand.cards.len());
    let mut filled = None;
    if sound && !syntax_error {
        sound = judge_sizes(&hands, &mut deal, &mut filled, deal_node.range(), problems);
    }
    if let Some(seat) = filled {
        // The fourth hand, left empty, ends where the deal does.
        hand_ends[seat.index()] = Some(deal_node.range().end());
    }
    let broken = syntax_error || !deal.problems().is_empty();
    let playable = sound && !broken && hands.iter().any(|hand| hand.count > 0);
    ReadDeal {
        dealer,
        info: DealInfo {
            sizes: deal.hand_sizes(),
            deal,
            hidden: [false; 4],
            hand_ends,
            filled,
            broken,
            playable,
        },
    }
}

/// Reads one `LIN_HAND` node, reporting each card given before (in `seen`).
fn read_hand(
    node: Node<'_>,
    seat: Seat,
    seen: &mut [Option<(Seat, TextRange)>; 52],
    problems: &mut Vec<Diagnostic>,
    syntax_error: &mut bool,
) -> WrittenHand {
    let mut suit = None;
    let mut cards = CardSet::EMPTY;
    let mut count = 0;
    for token in node.tokens() {
        match token.kind {
            LIN_SUIT => suit = suit_of(token.text),
            LIN_RANK => {
                let Some(card) = card_of(suit, &token) else {
                    *syntax_error = true;
                    continue;
                };
                count += 1;
                cards.insert(card);
                note_card(card, seat, token.range, seen, problems);
            }
            ERROR => *syntax_error = true,
            _ => {}
        }
    }
    WrittenHand {
        seat,
        cards,
        count,
        range: node.range(),
    }
}

fn card_of(suit: Option<Suit>, token: &Token<'_>) -> Option<Card> {
    Some(Card::new(suit?, rank_of(token.text)?))
}

/// Notes where `card` is given; a problem when it was given before.
fn note_card(
    card: Card,
    seat: Seat,
    range: TextRange,
    seen: &mut [Option<(Seat, TextRange)>; 52],
    problems: &mut Vec<Diagnostic>,
) {
    let Some(first) = seen.get_mut(card.index()) else {
        return;
    };
    match *first {
        Some(given) => problems.push(problems::duplicate_card(
            Codes::Lin,
            card,
            given,
            seat,
            range,
        )),
        None => *first = Some((seat, range)),
    }
}

/// Judges the sizes of the hands given and fills in a fourth hand left empty; false when the
/// deal is not fit to play on.
fn judge_sizes(
    hands: &[WrittenHand],
    deal: &mut Deal,
    filled: &mut Option<Seat>,
    range: TextRange,
    problems: &mut Vec<Diagnostic>,
) -> bool {
    let given: Vec<&WrittenHand> = hands.iter().filter(|hand| hand.count > 0).collect();
    match given.len() {
        4 => sizes_agree(&given, problems),
        3 => {
            let Some(empty) = HAND_ORDER
                .into_iter()
                .find(|&seat| given.iter().all(|hand| hand.seat != seat))
            else {
                return false;
            };
            if given.iter().all(|hand| hand.count == 13) {
                if deal.complete(empty).is_ok() {
                    *filled = Some(empty);
                }
                return true;
            }
            let short = given.iter().find(|hand| hand.count != 13);
            let first = given.first().map(|hand| hand.count);
            let all_same = given.iter().all(|hand| Some(hand.count) == first);
            match short {
                Some(short) if !all_same => {
                    problems.push(Diagnostic::error(
                        FOURTH_HAND_UNKNOWN,
                        range,
                        format!(
                            "{empty}'s hand is left empty for the rest of the pack, but {} has \
                             {} card{}: the rest of the pack is a hand only when the other three \
                             hold 13 cards each",
                            short.seat,
                            short.count,
                            if short.count == 1 { "" } else { "s" }
                        ),
                    ));
                    false
                }
                // Three hands of the same size below 13: an ending whose fourth hand is not
                // given.
                _ => true,
            }
        }
        _ => true,
    }
}

/// Every hand of a deal of four given hands must hold as many cards as the others.
fn sizes_agree(given: &[&WrittenHand], problems: &mut Vec<Diagnostic>) -> bool {
    let usual = given
        .iter()
        .map(|hand| hand.count)
        .max_by_key(|&size| {
            let times = given.iter().filter(|hand| hand.count == size).count();
            (times, size)
        })
        .unwrap_or(13);
    let mut fine = true;
    for hand in given.iter().filter(|hand| hand.count != usual) {
        fine = false;
        problems.push(Diagnostic::error(
            HAND_SIZES_DIFFER,
            hand.range,
            format!(
                "{} has {} card{} but the other hands have {usual}; every given hand must have \
                 the same number of cards",
                hand.seat,
                hand.count,
                if hand.count == 1 { "" } else { "s" }
            ),
        ));
    }
    fine
}
