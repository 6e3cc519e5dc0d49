//! Fixes of an RBN `H` deal or a PBN `Deal` value: ranks sorted, a duplicated card removed
//! or given way to the card the deal lacks, the fourth hand written out when three are
//! complete.

use crate::ide::actions::{ancestor_at, edit, insert, CodeAction};
use crate::ide::format::TextEdit;
use crate::ide::green::Node;
use crate::ide::notations::rbn::model::hands_of;
use gamerec_grammar::ast::AstNode;
use gamerec_grammar::pbn::ast as pbn;
use gamerec_grammar::{SyntaxKind, SyntaxNode, TextRange, TextSize};

/// The ranks from the highest down.
const RANKS: &str = "AKQJT98765432";
const SUIT_SYMBOLS: [char; 4] = ['♠', '♥', '♦', '♣'];

/// One card as written: where it stands, its letter, and its rank's place in `RANKS` (none
/// for RBN's `x` and `?`).
#[derive(Clone, Copy)]
struct WrittenCard {
    range: TextRange,
    letter: char,
    rank: Option<usize>,
}

/// One suit of a hand as written: empty for a void.
struct WrittenSuit {
    range: TextRange,
    cards: Vec<WrittenCard>,
    /// Nothing but cards in it: its ranks can be sorted.
    clean: bool,
}

/// One hand as written, its suits from spades down.
struct Hand {
    /// The whole hand (in RBN with its `:` or `;`).
    range: TextRange,
    suits: Vec<WrittenSuit>,
    /// Whether something other than four suits of ranks is in it (a `-`, an error, an `x`,
    /// a fifth suit, a hidden RBN hand).
    unusual: bool,
}

impl Hand {
    /// Reads the holdings `text`, which starts at `start`; `spots` lets RBN's `x` and `?`
    /// stand for cards.
    fn read(range: TextRange, text: &str, start: TextSize, spots: bool) -> Hand {
        let mut hand = Hand {
            range,
            suits: Vec::with_capacity(4),
            unusual: false,
        };
        let mut suit = WrittenSuit {
            range: TextRange::empty(start),
            cards: Vec::new(),
            clean: true,
        };
        for (index, c) in text.char_indices() {
            let at = start + TextSize::try_from(index).unwrap_or_default();
            let width = TextSize::of(c);
            if c == '.' {
                let next = WrittenSuit {
                    range: TextRange::empty(at + width),
                    cards: Vec::new(),
                    clean: true,
                };
                hand.suits.push(std::mem::replace(&mut suit, next));
                continue;
            }
            suit.range = TextRange::new(suit.range.start(), at + width);
            let rank = RANKS.find(c.to_ascii_uppercase());
            if rank.is_some() || (spots && matches!(c, 'x' | 'X' | '?')) {
                hand.unusual |= rank.is_none();
                suit.cards.push(WrittenCard {
                    range: TextRange::at(at, width),
                    letter: c,
                    rank,
                });
            } else {
                hand.unusual = true;
                suit.clean = false;
            }
        }
        hand.suits.push(suit);
        hand.unusual |= hand.suits.len() > 4;
        hand
    }

    /// The ranked cards of a suit (of the first four).
    fn ranked(&self, suit: usize) -> impl Iterator<Item = &WrittenCard> {
        self.suits
            .get(suit)
            .filter(|_| suit < 4)
            .into_iter()
            .flat_map(|written| written.cards.iter())
            .filter(|card| card.rank.is_some())
    }

    fn len(&self) -> usize {
        (0..4).map(|suit| self.ranked(suit).count()).sum()
    }

    fn holds(&self, suit: usize, rank_index: usize) -> bool {
        self.ranked(suit).any(|card| card.rank == Some(rank_index))
    }
}

/// The deal holding `offset`, RBN or PBN (or the deal of the PBN value that does).
fn deal_at(root: &SyntaxNode, offset: TextSize) -> Option<SyntaxNode> {
    ancestor_at(root, offset, SyntaxKind::RBN_DEAL)
        .or_else(|| ancestor_at(root, offset, SyntaxKind::PBN_DEAL))
        .or_else(|| {
            ancestor_at(root, offset, SyntaxKind::PBN_TAG_VALUE)?
                .children()
                .find(|node| node.kind() == SyntaxKind::PBN_DEAL)
        })
}

fn hands(deal: &SyntaxNode) -> Vec<Hand> {
    if let Some(deal) = pbn::Deal::cast(deal.clone()) {
        return deal
            .hands()
            .into_iter()
            .map(|hand| {
                let range = hand.range();
                if hand.is_unknown() {
                    return Hand {
                        range,
                        suits: Vec::new(),
                        unusual: true,
                    };
                }
                Hand::read(range, &hand.text(), range.start(), false)
            })
            .collect();
    }
    // The hands' places come from the grammar's reading; their cards are read from the text
    // as PBN's are, so both formats' hands have one shape here.
    let text = deal.text().to_string();
    let base = deal.text_range().start();
    hands_of(Node::of(deal))
        .into_iter()
        .map(|written| {
            let range = written.range;
            // The hand's text after its `:` or `;`.
            let start = range.start() + TextSize::from(1).min(range.len());
            let holdings = (start.checked_sub(base))
                .zip(range.end().checked_sub(base))
                .and_then(|(from, to)| text.get(usize::from(from)..usize::from(to)))
                .unwrap_or("");
            let mut hand = Hand::read(range, holdings, start, true);
            hand.unusual |= written.hidden;
            hand
        })
        .collect()
}

/// Every suit of the deal written from the ace down.
pub(crate) fn sort_ranks(root: &SyntaxNode, range: TextRange) -> Vec<CodeAction> {
    let Some(deal) = deal_at(root, range.start()) else {
        return Vec::new();
    };
    let mut edits = Vec::new();
    for suit in hands(&deal).iter().flat_map(|hand| &hand.suits) {
        if !suit.clean {
            return Vec::new();
        }
        let written: String = suit.cards.iter().map(|card| card.letter).collect();
        let mut cards = suit.cards.clone();
        // Spot cards (`x`) and unknown cards go after the ranks, as written.
        cards.sort_by_key(|card| card.rank.unwrap_or(RANKS.len()));
        let sorted: String = cards.iter().map(|card| card.letter).collect();
        if sorted != written {
            edits.push(edit(suit.range, sorted));
        }
    }
    if edits.is_empty() {
        return Vec::new();
    }
    vec![CodeAction::fix(
        "Sort the ranks from the ace down",
        true,
        edits,
    )]
}

/// Removing the duplicated card where the diagnostic is, or its other copy: the one whose
/// removal leaves the hands the same size is preferred.
pub(crate) fn remove_duplicate(root: &SyntaxNode, range: TextRange) -> Vec<CodeAction> {
    let Some(deal) = deal_at(root, range.start()) else {
        return Vec::new();
    };
    let hands = hands(&deal);
    let Some((hand, suit, card)) = find_card(&hands, range.start()) else {
        return Vec::new();
    };
    let Some(rank_index) = card.rank else {
        return Vec::new();
    };
    let copies: Vec<(usize, WrittenCard)> = hands
        .iter()
        .enumerate()
        .flat_map(|(index, other)| {
            other
                .ranked(suit)
                .filter(move |copy| copy.rank == Some(rank_index))
                .map(move |copy| (index, *copy))
        })
        .collect();
    if copies.len() < 2 {
        return Vec::new();
    }
    let name = card_name(suit, rank_index);
    let seat_names = seats(&deal, hands.len());
    let sizes: Vec<usize> = hands.iter().map(Hand::len).collect();
    let evens: Vec<bool> = copies
        .iter()
        .map(|(index, _)| evens_out(&sizes, *index))
        .collect();
    let clear_choice = evens.iter().filter(|&&even| even).count() == 1;
    let which = |index: usize, copy: &WrittenCard| {
        if index == hand && copy.range == card.range {
            "this"
        } else {
            "the other"
        }
    };
    let mut fixes: Vec<CodeAction> = copies
        .iter()
        .zip(&evens)
        .map(|((index, copy), even)| {
            let whose = seat_names
                .get(*index)
                .map_or_else(String::new, |seat| format!(" from {seat}'s hand"));
            CodeAction::fix(
                format!("Remove {} {name}{whose}", which(*index, copy)),
                clear_choice && *even,
                vec![edit(copy.range, "")],
            )
        })
        .collect();
    let Some(missing) = the_missing_card(&hands) else {
        return fixes;
    };
    let missing_name = card_name(missing.0, missing.1);
    let hand_name = |at: usize| match seat_names.get(at) {
        Some(seat) => format!("{seat}'s hand"),
        None => format!("hand {}", at + 1),
    };
    for (index, copy) in &copies {
        let this = which(*index, copy);
        match make_way(&hands, &sizes, *index, copy, missing) {
            Some((receiver, edits)) if receiver == *index => fixes.push(CodeAction::fix(
                format!(
                    "Replace {this} {name} in {} with the missing {missing_name}",
                    hand_name(*index)
                ),
                false,
                edits,
            )),
            Some((receiver, edits)) => fixes.push(CodeAction::fix(
                format!(
                    "Take {this} {name} from {} and put the missing {missing_name} in {}",
                    hand_name(*index),
                    hand_name(receiver)
                ),
                true,
                edits,
            )),
            None => {}
        }
    }
    fixes
}

/// The one card no hand holds, as (suit, rank), when the four hands are written out plainly
/// and hold 52 cards between them: then one card is written twice exactly when one is missing.
fn the_missing_card(hands: &[Hand]) -> Option<(usize, usize)> {
    if hands.len() != 4 || hands.iter().any(|hand| hand.unusual) {
        return None;
    }
    if hands.iter().map(Hand::len).sum::<usize>() != 52 {
        return None;
    }
    let mut missing = (0..4).flat_map(|suit| {
        (0..RANKS.len())
            .filter(move |&rank_index| !hands.iter().any(|hand| hand.holds(suit, rank_index)))
            .map(move |rank_index| (suit, rank_index))
    });
    let first = missing.next();
    match missing.next() {
        None => first,
        Some(_) => None,
    }
}

/// The edits that take `copy` out of hand `index` and put the missing card where it
/// completes the deal: in the same hand when all four hold 13 cards, in the one short hand
/// when the copy's hand holds 14. Returns the hand that receives the card.
fn make_way(
    hands: &[Hand],
    sizes: &[usize],
    index: usize,
    copy: &WrittenCard,
    (suit, rank_index): (usize, usize),
) -> Option<(usize, Vec<TextEdit>)> {
    let size = *sizes.get(index)?;
    let receiver = if sizes.iter().all(|&other| other == 13) {
        index
    } else {
        let short: Vec<usize> = (0..sizes.len())
            .filter(|&other| sizes.get(other) == Some(&12))
            .collect();
        let rest_even = (0..sizes.len())
            .filter(|&other| other != index && !short.contains(&other))
            .all(|other| sizes.get(other) == Some(&13));
        match short.as_slice() {
            [only] if size == 14 && rest_even => *only,
            _ => return None,
        }
    };
    let taker = hands.get(receiver)?;
    let letter = RANKS.chars().nth(rank_index)?;
    let cards: Vec<&WrittenCard> = taker.ranked(suit).collect();
    if cards.iter().any(|card| card.range == copy.range) {
        // The copy and the new card share a suit of one hand: the suit is written anew.
        let suit_range = taker.suits.get(suit)?.range;
        let mut written: Vec<(usize, char)> = cards
            .iter()
            .filter(|card| card.range != copy.range)
            .map(|card| (card.rank.unwrap_or(RANKS.len()), card.letter))
            .collect();
        let at = written
            .iter()
            .position(|(other, _)| *other > rank_index)
            .unwrap_or(written.len());
        written.insert(at, (rank_index, letter));
        let text: String = written.into_iter().map(|(_, letter)| letter).collect();
        return Some((receiver, vec![edit(suit_range, text)]));
    }
    let at = match cards
        .iter()
        .find(|card| card.rank.is_some_and(|other| other > rank_index))
    {
        Some(lower) => lower.range.start(),
        None => match cards.last() {
            Some(last) => last.range.end(),
            None => taker.suits.get(suit)?.range.start(),
        },
    };
    Some((
        receiver,
        vec![edit(copy.range, ""), insert(at, letter.to_string())],
    ))
}

/// Whether taking a card from hand `index` leaves every hand that holds cards the same size.
fn evens_out(sizes: &[usize], index: usize) -> bool {
    let mut after = sizes.to_vec();
    let Some(size) = after.get_mut(index) else {
        return false;
    };
    *size = size.saturating_sub(1);
    let mut held = after.iter().filter(|&&size| size > 0);
    let first = held.next();
    held.all(|size| Some(size) == first)
}

/// The hand, suit and ranked card at `offset`.
fn find_card(hands: &[Hand], offset: TextSize) -> Option<(usize, usize, WrittenCard)> {
    hands.iter().enumerate().find_map(|(index, hand)| {
        (0..4).find_map(|suit| {
            hand.ranked(suit)
                .find(|card| card.range.contains(offset))
                .map(|card| (index, suit, *card))
        })
    })
}

fn card_name(suit: usize, rank_index: usize) -> String {
    let symbol = SUIT_SYMBOLS.get(suit).copied().unwrap_or('?');
    let letter = RANKS.chars().nth(rank_index).unwrap_or('?');
    format!("{symbol}{letter}")
}

/// The names of the seats of the hands, from the deal's first seat round the table.
fn seats(deal: &SyntaxNode, count: usize) -> Vec<&'static str> {
    const ORDER: [(char, &str); 4] = [('N', "North"), ('E', "East"), ('S', "South"), ('W', "West")];
    let first = deal
        .children_with_tokens()
        .filter_map(|element| element.into_token())
        .find(|token| matches!(token.kind(), SyntaxKind::RBN_SEAT | SyntaxKind::PBN_SEAT))
        .and_then(|token| token.text().chars().next())
        .map(|seat| seat.to_ascii_uppercase());
    let Some(start) = first.and_then(|seat| ORDER.iter().position(|(letter, _)| *letter == seat))
    else {
        return Vec::new();
    };
    (0..count.min(4))
        .filter_map(|step| ORDER.get((start + step) % 4).map(|(_, name)| *name))
        .collect()
}

/// For `rbn/makes-uneven-deal`: the fourth hand of the record's own deal written out.
pub(crate) fn fill_record_deal(root: &SyntaxNode, range: TextRange) -> Vec<CodeAction> {
    let Some(record) = ancestor_at(root, range.start(), SyntaxKind::RBN_RECORD) else {
        return Vec::new();
    };
    match record
        .descendants()
        .find(|node| node.kind() == SyntaxKind::RBN_DEAL)
    {
        Some(deal) => fill(&deal),
        None => Vec::new(),
    }
}

/// For `pbn/bad-deal` on a deal of three hands: the fourth written out.
pub(crate) fn fill_deal(root: &SyntaxNode, range: TextRange) -> Vec<CodeAction> {
    match deal_at(root, range.start()) {
        Some(deal) => fill(&deal),
        None => Vec::new(),
    }
}

/// The fourth hand written out, when three hands hold 13 distinct cards each and the fourth
/// is missing or empty.
fn fill(deal: &SyntaxNode) -> Vec<CodeAction> {
    let pbn = deal.kind() == SyntaxKind::PBN_DEAL;
    let hands = hands(deal);
    let empty: Vec<&Hand> = hands.iter().filter(|hand| hand.len() == 0).collect();
    let full: Vec<&Hand> = hands
        .iter()
        .filter(|hand| hand.len() == 13 && !hand.unusual)
        .collect();
    if full.len() != 3 || hands.len() > 4 || empty.len() + full.len() != hands.len() {
        return Vec::new();
    }
    let mut rest = Vec::new();
    for suit in 0..4 {
        let mut held = String::new();
        for (rank_index, letter) in RANKS.chars().enumerate() {
            let owners = full
                .iter()
                .filter(|hand| hand.holds(suit, rank_index))
                .count();
            match owners {
                0 => held.push(letter),
                1 => {}
                _ => return Vec::new(),
            }
        }
        rest.push(held);
    }
    let hand = rest.join(".");
    let edit = match empty.first() {
        // PBN writes an unknown hand `-`; an empty RBN hand is its separator alone.
        Some(slot) if pbn => edit(slot.range, hand.clone()),
        Some(slot) => insert(slot.range.end(), hand.clone()),
        None if pbn => insert(deal.text_range().end(), format!(" {hand}")),
        None => insert(deal.text_range().end(), format!(":{hand}")),
    };
    vec![CodeAction::fix(
        format!("Fill in the fourth hand: {hand}"),
        true,
        vec![edit],
    )]
}
