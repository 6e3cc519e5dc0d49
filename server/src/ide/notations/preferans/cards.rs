//! The 32 cards of the Preferans deck as PPN codes them: one character each, read from the
//! README's table, and named for people (`M` is the Q♥).

use gamerec_grammar::preferans::spec::{self, CardSpec, Suit};

/// The card's name: its rank (`10` for the ten) and suit symbol, as `Q♥`.
pub(crate) fn card_name(card: &CardSpec) -> String {
    format!("{}{}", rank_name(card), suit_symbol(card.suit))
}

/// The card's rank as people write it: `7` to `10`, `J`, `Q`, `K`, `A`.
pub(crate) fn rank_name(card: &CardSpec) -> String {
    match card.rank {
        'X' => "10".to_owned(),
        rank => rank.to_string(),
    }
}

/// The card's name in words, as `queen of hearts`.
pub(crate) fn card_words(card: &CardSpec) -> String {
    let rank = match card.rank {
        '7' => "seven",
        '8' => "eight",
        '9' => "nine",
        'X' => "ten",
        'J' => "jack",
        'Q' => "queen",
        'K' => "king",
        _ => "ace",
    };
    format!("{rank} of {}", suit_name(card.suit))
}

pub(crate) fn suit_symbol(suit: Suit) -> char {
    match suit {
        Suit::Spades => '♠',
        Suit::Diamonds => '♦',
        Suit::Hearts => '♥',
        Suit::Clubs => '♣',
    }
}

pub(crate) fn suit_name(suit: Suit) -> &'static str {
    match suit {
        Suit::Spades => "spades",
        Suit::Diamonds => "diamonds",
        Suit::Hearts => "hearts",
        Suit::Clubs => "clubs",
    }
}

/// The card a code stands for and its place in the deck (from 0).
pub(crate) fn card_of(code: &str) -> Option<(usize, &'static CardSpec)> {
    let mut chars = code.chars();
    let (Some(code), None) = (chars.next(), chars.next()) else {
        return None;
    };
    let index = usize::from(spec::card_index(code)?);
    Some((index, spec::CARDS.get(index)?))
}

/// The player a hand of the `cards` field belongs to: the `hand`-th (from 0) of the deal
/// order, when the deal order is three player digits.
pub(crate) fn holder(deal_order: Option<&str>, hand: usize) -> Option<char> {
    let order = deal_order?;
    if order.len() != 3 || !order.chars().all(spec::is_player) {
        return None;
    }
    order.chars().nth(hand)
}
