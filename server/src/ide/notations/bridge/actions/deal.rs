//! Fixes of an RBN `H` deal or a PBN `Deal` value: ranks sorted, a duplicated card removed
//! or given way to the card the deal lacks, the fourth hand written out when three are
//! complete.

use crate::ide::actions::{ancestor_at, edit, insert, CodeAction};
use crate::ide::format::TextEdit;
use gamerec_grammar::{SyntaxKind, SyntaxNode, SyntaxToken, TextRange, TextSize};

/// The ranks from the highest down.
const RANKS: &str = "AKQJT98765432";
const SUIT_SYMBOLS: [char; 4] = ['♠', '♥', '♦', '♣'];

/// The node and token kinds of one format's deal.
struct Kinds {
    hand: SyntaxKind,
    suit: SyntaxKind,
    card: SyntaxKind,
    dot: SyntaxKind,
}

const RBN: Kinds = Kinds {
    hand: SyntaxKind::RBN_HAND,
    suit: SyntaxKind::RBN_SUIT,
    card: SyntaxKind::RBN_CARD,
    dot: SyntaxKind::RBN_DOT,
};

const PBN: Kinds = Kinds {
    hand: SyntaxKind::PBN_HAND,
    suit: SyntaxKind::PBN_SUIT,
    card: SyntaxKind::PBN_RANK,
    dot: SyntaxKind::PBN_DOT,
};

/// One hand as written: its node and its cards, suit by suit (spades first).
struct Hand {
    node: SyntaxNode,
    suits: [Vec<SyntaxToken>; 4],
    /// The suit nodes, which are there (empty) for a void too.
    suit_nodes: [Option<SyntaxNode>; 4],
    /// Whether something other than suits and ranks is in it (a `-`, an error, an `x`).
    unusual: bool,
}

impl Hand {
    fn read(node: SyntaxNode, kinds: &Kinds) -> Hand {
        let mut suits: [Vec<SyntaxToken>; 4] = Default::default();
        let mut suit_nodes: [Option<SyntaxNode>; 4] = Default::default();
        let mut suit = 0;
        let mut unusual = false;
        for element in node.children_with_tokens() {
            match element {
                gamerec_grammar::NodeOrToken::Token(token) if token.kind() == kinds.dot => {
                    suit += 1;
                    unusual |= suit >= 4;
                }
                gamerec_grammar::NodeOrToken::Token(token) => {
                    unusual |= token.kind() != SyntaxKind::RBN_COLON;
                }
                gamerec_grammar::NodeOrToken::Node(inner) if inner.kind() == kinds.suit => {
                    if let Some(slot) = suit_nodes.get_mut(suit) {
                        *slot = Some(inner.clone());
                    }
                    for card in inner.children_with_tokens() {
                        match card.into_token() {
                            Some(card) if card.kind() == kinds.card && rank(&card).is_some() => {
                                if let Some(cards) = suits.get_mut(suit) {
                                    cards.push(card);
                                }
                            }
                            _ => unusual = true,
                        }
                    }
                }
                gamerec_grammar::NodeOrToken::Node(_) => unusual = true,
            }
        }
        Hand {
            node,
            suits,
            suit_nodes,
            unusual,
        }
    }

    fn len(&self) -> usize {
        self.suits.iter().map(Vec::len).sum()
    }

    fn holds(&self, suit: usize, rank_index: usize) -> bool {
        self.suits
            .get(suit)
            .is_some_and(|cards| cards.iter().any(|card| rank(card) == Some(rank_index)))
    }
}

/// The position of a card token's rank in `RANKS`.
fn rank(card: &SyntaxToken) -> Option<usize> {
    let mut chars = card.text().chars();
    let letter = chars.next()?.to_ascii_uppercase();
    if chars.next().is_some() {
        return None;
    }
    RANKS.find(letter)
}

fn kinds_of(deal: &SyntaxNode) -> &'static Kinds {
    if deal.kind() == SyntaxKind::PBN_DEAL {
        &PBN
    } else {
        &RBN
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
    let kinds = kinds_of(deal);
    deal.children()
        .filter(|node| node.kind() == kinds.hand)
        .map(|node| Hand::read(node, kinds))
        .collect()
}

/// Every suit of the deal written from the ace down.
pub(crate) fn sort_ranks(root: &SyntaxNode, range: TextRange) -> Vec<CodeAction> {
    let Some(deal) = deal_at(root, range.start()) else {
        return Vec::new();
    };
    let kinds = kinds_of(&deal);
    let mut edits = Vec::new();
    for suit in deal.descendants().filter(|node| node.kind() == kinds.suit) {
        let mut cards: Vec<(usize, String)> = Vec::new();
        for element in suit.children_with_tokens() {
            let Some(card) = element
                .into_token()
                .filter(|token| token.kind() == kinds.card)
            else {
                return Vec::new();
            };
            // Spot cards (`x`) and unknown cards go after the ranks, as written.
            cards.push((rank(&card).unwrap_or(RANKS.len()), card.text().to_string()));
        }
        cards.sort_by_key(|(at, _)| *at);
        let sorted: String = cards.into_iter().map(|(_, text)| text).collect();
        if sorted != suit.text().to_string() {
            edits.push(edit(suit.text_range(), sorted));
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
    let Some(rank_index) = rank(&card) else {
        return Vec::new();
    };
    let copies: Vec<(usize, SyntaxToken)> = hands
        .iter()
        .enumerate()
        .flat_map(|(index, other)| {
            other
                .suits
                .get(suit)
                .into_iter()
                .flatten()
                .filter(move |token| rank(token) == Some(rank_index))
                .map(move |token| (index, token.clone()))
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
    let which = |index: usize, token: &SyntaxToken| {
        if index == hand && token.text_range() == card.text_range() {
            "this"
        } else {
            "the other"
        }
    };
    let mut fixes: Vec<CodeAction> = copies
        .iter()
        .zip(&evens)
        .map(|((index, token), even)| {
            let whose = seat_names
                .get(*index)
                .map_or_else(String::new, |seat| format!(" from {seat}'s hand"));
            CodeAction::fix(
                format!("Remove {} {name}{whose}", which(*index, token)),
                clear_choice && *even,
                vec![edit(token.text_range(), "")],
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
    for (index, token) in &copies {
        let this = which(*index, token);
        match make_way(&hands, &sizes, *index, token, missing) {
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

/// The edits that take the copy `token` out of hand `index` and put the missing card where it
/// completes the deal: in the same hand when all four hold 13 cards, in the one short hand
/// when the copy's hand holds 14. Returns the hand that receives the card.
fn make_way(
    hands: &[Hand],
    sizes: &[usize],
    index: usize,
    token: &SyntaxToken,
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
    let cards = taker.suits.get(suit)?;
    if cards
        .iter()
        .any(|card| card.text_range() == token.text_range())
    {
        // The copy and the new card share a suit of one hand: the suit is written anew.
        let node = taker.suit_nodes.get(suit)?.as_ref()?;
        let mut written: Vec<(usize, String)> = cards
            .iter()
            .filter(|card| card.text_range() != token.text_range())
            .map(|card| (rank(card).unwrap_or(RANKS.len()), card.text().to_string()))
            .collect();
        let at = written
            .iter()
            .position(|(other, _)| *other > rank_index)
            .unwrap_or(written.len());
        written.insert(at, (rank_index, letter.to_string()));
        let text: String = written.into_iter().map(|(_, text)| text).collect();
        return Some((receiver, vec![edit(node.text_range(), text)]));
    }
    let at = match cards
        .iter()
        .find(|card| rank(card).is_some_and(|other| other > rank_index))
    {
        Some(lower) => lower.text_range().start(),
        None => match cards.last() {
            Some(last) => last.text_range().end(),
            None => taker.suit_nodes.get(suit)?.as_ref()?.text_range().start(),
        },
    };
    Some((
        receiver,
        vec![edit(token.text_range(), ""), insert(at, letter.to_string())],
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

/// The hand, suit and card token at `offset`.
fn find_card(hands: &[Hand], offset: TextSize) -> Option<(usize, usize, SyntaxToken)> {
    hands.iter().enumerate().find_map(|(index, hand)| {
        hand.suits.iter().enumerate().find_map(|(suit, cards)| {
            cards
                .iter()
                .find(|card| card.text_range().contains(offset))
                .map(|card| (index, suit, card.clone()))
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
        Some(slot) if pbn => edit(slot.node.text_range(), hand.clone()),
        Some(slot) => insert(slot.node.text_range().end(), hand.clone()),
        None if pbn => insert(deal.text_range().end(), format!(" {hand}")),
        None => insert(deal.text_range().end(), format!(":{hand}")),
    };
    vec![CodeAction::fix(
        format!("Fill in the fourth hand: {hand}"),
        true,
        vec![edit],
    )]
}
