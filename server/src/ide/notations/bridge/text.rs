//! How RBN and PBN write the facts of a board that several features read: a plain board
//! number, the vulnerability (RBN letters, PBN words), RBN's calls and strains, and the forms
//! of scoring that deal by turns rather than by board number.

use crate::ide::notations::bridge::rules::{Call, Seat, Strain, Vulnerability};

/// A board number written as digits alone (blanks around allowed); `None` for anything else
/// (`#`, `?`, `3a`, nothing).
pub(crate) fn plain_board_number(text: &str) -> Option<u64> {
    let digits = text.trim();
    if digits.is_empty() || !digits.bytes().all(|byte| byte.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

/// A seat written as its one letter, in either case, blanks around allowed (a PBN Dealer or
/// Declarer value).
pub(crate) fn seat_letter(text: &str) -> Option<Seat> {
    let mut chars = text.trim().chars();
    let seat = Seat::from_letter(chars.next()?.to_ascii_uppercase())?;
    chars.next().is_none().then_some(seat)
}

/// A PBN Vulnerable value, in any case: `None`/`Love`/`-`, `NS`, `EW`, `All`/`Both`.
pub(crate) fn pbn_vulnerability(text: &str) -> Option<Vulnerability> {
    let word = text.trim();
    let is = |name: &str| word.eq_ignore_ascii_case(name);
    if is("none") || is("love") || is("-") {
        Some(Vulnerability::None)
    } else if is("ns") {
        Some(Vulnerability::NorthSouth)
    } else if is("ew") {
        Some(Vulnerability::EastWest)
    } else if is("all") || is("both") {
        Some(Vulnerability::Both)
    } else {
        None
    }
}

/// How PBN's export format writes a vulnerability.
pub(crate) fn pbn_vulnerable_value(vulnerability: Vulnerability) -> &'static str {
    match vulnerability {
        Vulnerability::None => "None",
        Vulnerability::NorthSouth => "NS",
        Vulnerability::EastWest => "EW",
        Vulnerability::Both => "All",
    }
}

/// An RBN `A` label's vulnerability letter, in any case: `Z`, `N`, `E`, `B` (`X`, any, is
/// none of them).
pub(crate) fn rbn_vulnerability(letter: char) -> Option<Vulnerability> {
    match letter.to_ascii_uppercase() {
        'Z' => Some(Vulnerability::None),
        'N' => Some(Vulnerability::NorthSouth),
        'E' => Some(Vulnerability::EastWest),
        'B' => Some(Vulnerability::Both),
        _ => None,
    }
}

/// How an RBN `A` label writes a vulnerability.
pub(crate) fn rbn_vulnerability_letter(vulnerability: Vulnerability) -> char {
    match vulnerability {
        Vulnerability::None => 'Z',
        Vulnerability::NorthSouth => 'N',
        Vulnerability::EastWest => 'E',
        Vulnerability::Both => 'B',
    }
}

/// Whether a form of scoring, as a PBN Scoring value or an RBN `F` word, is rubber bridge,
/// Chicago or Cavendish: these deal by turns, not by board number.
pub(crate) fn names_scoring_by_turns(text: &str) -> bool {
    let text = text.to_ascii_lowercase();
    ["rubber", "chicago", "cavendish"]
        .iter()
        .any(|form| text.contains(form))
}

/// RBN's spelling of a call: `P`, `X`, `R`, `1S`, `3N`.
pub(crate) fn rbn_call(call: Call) -> String {
    match call {
        Call::Pass => "P".to_string(),
        Call::Double => "X".to_string(),
        Call::Redouble => "R".to_string(),
        Call::Bid(bid) => format!("{}{}", bid.level(), rbn_strain_letter(bid.strain())),
    }
}

/// RBN's letter of a strain: the suit's, or `N`.
pub(crate) fn rbn_strain_letter(strain: Strain) -> char {
    match strain.trumps() {
        Some(suit) => suit.letter(),
        None => 'N',
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn board_numbers() {
        assert_eq!(plain_board_number(" 12 "), Some(12));
        assert_eq!(plain_board_number("0"), Some(0));
        for not in ["", " ", "#", "?", "3a", "-1", "99999999999999999999999"] {
            assert_eq!(plain_board_number(not), None, "{not:?}");
        }
    }

    #[test]
    fn seat_letters() {
        assert_eq!(seat_letter(" w "), Some(Seat::West));
        assert_eq!(seat_letter("N"), Some(Seat::North));
        assert_eq!(seat_letter("NE"), None);
        assert_eq!(seat_letter(""), None);
        assert_eq!(seat_letter("x"), None);
    }

    #[test]
    fn vulnerability_both_ways() {
        for vulnerability in [
            Vulnerability::None,
            Vulnerability::NorthSouth,
            Vulnerability::EastWest,
            Vulnerability::Both,
        ] {
            let value = pbn_vulnerable_value(vulnerability);
            assert_eq!(pbn_vulnerability(value), Some(vulnerability));
            assert_eq!(
                pbn_vulnerability(&value.to_ascii_lowercase()),
                Some(vulnerability)
            );
            let letter = rbn_vulnerability_letter(vulnerability);
            assert_eq!(rbn_vulnerability(letter), Some(vulnerability));
            assert_eq!(
                rbn_vulnerability(letter.to_ascii_lowercase()),
                Some(vulnerability)
            );
        }
        assert_eq!(pbn_vulnerability(" Love "), Some(Vulnerability::None));
        assert_eq!(pbn_vulnerability("Both"), Some(Vulnerability::Both));
        assert_eq!(pbn_vulnerability("NSEW"), None);
        assert_eq!(rbn_vulnerability('X'), None);
    }

    #[test]
    fn scoring_by_turns() {
        assert!(names_scoring_by_turns("Rubber"));
        assert!(names_scoring_by_turns("Chicago;Honors"));
        assert!(names_scoring_by_turns("cavendish"));
        assert!(!names_scoring_by_turns("IMP"));
        assert!(!names_scoring_by_turns("MP"));
    }
}
