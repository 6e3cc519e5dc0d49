//! The `H` label read into the model's deal, with the problems met reading it: a card held twice, a hand of
//! more than 13 cards, a suit of more than 13 cards, ranks out of order, and a trailing colon
//! whose fourth hand cannot be filled in from the other three.

use crate::ide::green::{Node, Token};
use crate::ide::notations::bridge::model::DealInfo;
use crate::ide::notations::bridge::problems::{self, Codes};
use crate::ide::notations::bridge::rules::{Card, CardSet, Deal, DealProblem, Rank, Seat, Suit};
use crate::ide::prose::join_and;
use crate::ide::Diagnostic;
use gamerec_grammar::ast::AstNode;
use gamerec_grammar::rbn::ast::HandLabel;
use gamerec_grammar::rbn::{read_hands, WrittenHand};
use gamerec_grammar::SyntaxKind::{ERROR, RBN_CARD, RBN_DEAL, RBN_SEAT};
use gamerec_grammar::TextRange;

/// One card token of the deal, with where it stands.
#[derive(Clone, Copy)]
struct Place {
    range: TextRange,
    seat: Seat,
}

/// Reads the deal of an `H` label, pushing its problems to `out`. `None` for a null label or
/// one without a readable first seat.
pub(super) fn read(label: &HandLabel, out: &mut Vec<Diagnostic>) -> Option<DealInfo> {
    let green = label.syntax().green();
    read_node(Node::new(green, label.syntax().text_range().start()), out)
}

/// [`read`] for the green node of an `H` label.
pub(super) fn read_node(label: Node<'_>, out: &mut Vec<Diagnostic>) -> Option<DealInfo> {
    let deal_node = label.child(RBN_DEAL)?;
    let first = deal_node
        .token(RBN_SEAT)
        .and_then(|token| seat_of_text(token.text))?;
    let hands = hands_of(deal_node);
    // A fifth suit is reported by the parser without an ERROR node; its cards are not read.
    let syntax_errors =
        label.contains(|kind| kind == ERROR) || hands.iter().any(|hand| hand.suits.len() > 4);
    let mut deal = Deal::new();
    let mut places: [Option<Place>; 52] = [None; 52];
    let mut problems = false;
    let mut tokens = Vec::new();
    let mut holding = Vec::new();
    let mut hidden = [false; 4];
    let mut hand_ends = [None; 4];
    for (steps, hand) in hands.iter().enumerate() {
        let seat = first.after(steps);
        if steps < 4 {
            hand_ends[seat.index()] = Some(hand.range.end());
        }
        if hand.hidden {
            hidden[seat.index()] = true;
        }
        let mut cards = CardSet::EMPTY;
        tokens.clear();
        for (index, suit) in Suit::DESCENDING
            .into_iter()
            .enumerate()
            .take(hand.suits.len())
        {
            holding.clear();
            holding.extend(hand.cards_of(index).map(|card| Token {
                kind: RBN_CARD,
                text: card.text,
                range: card.range,
            }));
            check_order(seat, suit, &holding, out);
            for &token in &holding {
                let letter = token.text.chars().next().map(|c| c.to_ascii_uppercase());
                match letter.and_then(Rank::from_char) {
                    Some(rank) => {
                        let card = Card::new(suit, rank);
                        if let Some(slot) = places.get_mut(card.index()) {
                            match slot {
                                Some(earlier) => {
                                    problems = true;
                                    out.push(problems::duplicate_card(
                                        Codes::Rbn,
                                        card,
                                        (earlier.seat, earlier.range),
                                        seat,
                                        token.range,
                                    ));
                                }
                                None => {
                                    *slot = Some(Place {
                                        range: token.range,
                                        seat,
                                    })
                                }
                            }
                        }
                        cards.insert(card);
                    }
                    None => deal.add_unknown_ranks(seat, suit, 1),
                }
                tokens.push(token);
            }
        }
        if hand.is_given() {
            deal.set_hand(seat, Some(cards));
        }
        // Distinct cards: a card written twice is reported as a duplicate, not again here.
        let count = deal.hand_len(seat).unwrap_or(0);
        if count > 13 {
            problems = true;
            let range = span_of(tokens.iter().skip(13)).unwrap_or(hand.range);
            out.push(problems::too_many_cards(Codes::Rbn, seat, count, range));
        }
    }
    for problem in deal.problems() {
        if let DealProblem::TooManyInSuit { .. } = problem {
            problems = true;
            out.push(Diagnostic::error(
                "rbn/too-many-in-suit",
                deal_node.range(),
                format!("{problem}; fewer `x` or `?` cards would fit"),
            ));
        }
    }
    let mut sizes = deal.hand_sizes();
    let mut filled = None;
    if let Some(fourth) = fill_request(&hands) {
        let seat = first.after(3);
        let short: Vec<(Seat, usize)> = first.clockwise_from()[..3]
            .iter()
            .filter_map(|&other| {
                let len = deal.hand_len(other).unwrap_or(0);
                (len != 13).then_some((other, len))
            })
            .collect();
        if !short.is_empty() {
            if !syntax_errors && !problems {
                out.push(cannot_fill(seat, &short, fourth));
            }
        } else if deal.complete(seat).is_ok() {
            sizes[seat.index()] = Some(13);
            filled = (!syntax_errors && !problems).then_some(seat);
        } else if deal.has_unknown_ranks() {
            sizes[seat.index()] = Some(13);
        }
    }
    Some(DealInfo {
        deal,
        sizes,
        hidden,
        hand_ends,
        filled,
        broken: syntax_errors || problems,
        playable: !(syntax_errors || problems),
    })
}

/// The range of the empty fourth hand when the deal ends with a separator after three given
/// hands: RBN's "the fourth hand gets the rest". Trailing separators after hands left empty
/// only mark seats and ask for nothing.
fn fill_request(hands: &[WrittenHand]) -> Option<TextRange> {
    let [one, two, three, fourth] = hands else {
        return None;
    };
    (one.is_given() && two.is_given() && three.is_given() && !fourth.is_given())
        .then_some(fourth.range)
}

/// The hands of a deal node as written (not those after a fourth, in an ERROR node).
pub(crate) fn hands_of(deal: Node<'_>) -> Vec<WrittenHand<'_>> {
    read_hands(
        deal.tokens()
            .map(|token| (token.kind, token.text, token.range.start())),
    )
}

/// The seat of an `N`, `E`, `S` or `W`, either case.
fn seat_of_text(text: &str) -> Option<Seat> {
    let letter = text.chars().next()?;
    Seat::from_letter(letter.to_ascii_uppercase())
}

/// The range from the first to the last of `tokens`.
fn span_of<'a>(tokens: impl IntoIterator<Item = &'a Token<'a>>) -> Option<TextRange> {
    tokens
        .into_iter()
        .map(|token| token.range)
        .reduce(|all, range| all.cover(range))
}

/// A warning when the ranks of one suit holding do not run from the ace down.
fn check_order(seat: Seat, suit: Suit, holding: &[Token], out: &mut Vec<Diagnostic>) {
    // A rank written twice is a duplicate card, reported as such: it does not count here.
    let mut seen = [false; 15];
    // At most 13 distinct ranks.
    let mut distinct = [Rank::Two; 13];
    let mut count = 0;
    let mut previous: Option<Rank> = None;
    let mut in_order = true;
    for token in holding {
        let Some(rank) = token
            .text
            .chars()
            .next()
            .and_then(|letter| Rank::from_char(letter.to_ascii_uppercase()))
        else {
            continue;
        };
        let Some(seen) = seen.get_mut(usize::from(rank.value())) else {
            continue;
        };
        if std::mem::replace(seen, true) {
            continue;
        }
        if previous.is_some_and(|previous| rank > previous) {
            in_order = false;
        }
        previous = Some(rank);
        if let Some(slot) = distinct.get_mut(count) {
            *slot = rank;
            count += 1;
        }
    }
    if in_order {
        return;
    }
    let Some(range) = span_of(holding) else {
        return;
    };
    let written: String = holding.iter().map(|token| token.text).collect();
    let mut known = distinct.get(..count).unwrap_or_default().to_vec();
    known.sort_by(|a, b| b.cmp(a));
    let mut sorted: String = known.iter().map(|rank| rank.letter()).collect();
    sorted.extend(
        holding
            .iter()
            .map(|token| token.text)
            .filter(|text| matches!(*text, "x" | "X" | "?"))
            .map(str::to_string),
    );
    out.push(Diagnostic::warning(
        "rbn/ranks-out-of-order",
        range,
        format!(
            "{seat}'s {} are written `{written}`; RBN lists the ranks from the ace down: `{sorted}`",
            suit.name()
        ),
    ));
}

fn cannot_fill(seat: Seat, short: &[(Seat, usize)], range: TextRange) -> Diagnostic {
    let counts: Vec<String> = short
        .iter()
        .map(|(other, len)| format!("{other} has {len}"))
        .collect();
    Diagnostic::error(
        "rbn/cannot-fill-hand",
        range,
        format!(
            "the trailing separator gives {seat} the rest of the pack, which needs 13 cards in \
             each of the other hands, but {}; correct the hands or give {seat}'s cards",
            join_and(&counts)
        ),
    )
}
