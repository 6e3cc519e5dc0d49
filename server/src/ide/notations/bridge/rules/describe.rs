//! Bids and contracts in words, as a hover says them: "one spade", "three no trump",
//! "five hearts doubled by North".

use super::card::Strain;
use super::contract::{Bid, Call, Contract, Doubling};

/// "one" to "seven"; the digit itself for any other number.
pub fn level_word(level: u8) -> String {
    match level {
        1 => "one".into(),
        2 => "two".into(),
        3 => "three".into(),
        4 => "four".into(),
        5 => "five".into(),
        6 => "six".into(),
        7 => "seven".into(),
        other => other.to_string(),
    }
}

/// The strain after a level: "club" after one, "clubs" after more; "no trump" either way.
pub fn strain_after_level(strain: Strain, level: u8) -> &'static str {
    match (strain.trumps(), level) {
        (None, _) => "no trump",
        (Some(suit), 1) => suit.name().strip_suffix('s').unwrap_or(suit.name()),
        (Some(suit), _) => suit.name(),
    }
}

/// "one spade", "four hearts", "three no trump".
pub fn bid_in_words(bid: Bid) -> String {
    format!(
        "{} {}",
        level_word(bid.level()),
        strain_after_level(bid.strain(), bid.level())
    )
}

/// "pass", "double", "redouble" or the bid in words.
pub fn call_in_words(call: Call) -> String {
    match call {
        Call::Bid(bid) => bid_in_words(bid),
        other => other.describe(),
    }
}

/// "", "doubled" or "redoubled".
pub fn doubling_word(doubling: Doubling) -> &'static str {
    match doubling {
        Doubling::Undoubled => "",
        Doubling::Doubled => "doubled",
        Doubling::Redoubled => "redoubled",
    }
}

/// "five hearts doubled by North".
pub fn contract_in_words(contract: &Contract) -> String {
    let mut words = format!(
        "{} {}",
        level_word(contract.level),
        strain_after_level(contract.strain, contract.level)
    );
    let doubling = doubling_word(contract.doubled);
    if !doubling.is_empty() {
        words.push(' ');
        words.push_str(doubling);
    }
    words.push_str(" by ");
    words.push_str(contract.declarer.name());
    words
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ide::notations::bridge::rules::Seat;

    #[test]
    fn words() {
        let bid = |text| Bid::parse(text).unwrap();
        assert_eq!(bid_in_words(bid("1S")), "one spade");
        assert_eq!(bid_in_words(bid("4H")), "four hearts");
        assert_eq!(bid_in_words(bid("3NT")), "three no trump");
        assert_eq!(bid_in_words(bid("1N")), "one no trump");
        assert_eq!(call_in_words(Call::Double), "double");
        let contract = Contract::new(bid("5H"), Doubling::Doubled, Seat::North);
        assert_eq!(contract_in_words(&contract), "five hearts doubled by North");
        let contract = Contract::new(bid("1C"), Doubling::Undoubled, Seat::West);
        assert_eq!(contract_in_words(&contract), "one club by West");
    }
}
