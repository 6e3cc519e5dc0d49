//! Vulnerability, and the dealer and vulnerability of a board number by the standard rotation:
//! the dealer goes N, E, S, W, and the vulnerability repeats every 16 boards.

use std::fmt;

use super::card::{Seat, Side};

/// Which sides are vulnerable. Spelled differently by the formats (PBN `None`/`NS`/`EW`/`All`,
/// RBN `Z`/`N`/`E`/`B`), so callers map their spelling.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Vulnerability {
    None,
    NorthSouth,
    EastWest,
    Both,
}

impl Vulnerability {
    pub fn is_vulnerable(self, side: Side) -> bool {
        match self {
            Vulnerability::None => false,
            Vulnerability::NorthSouth => side == Side::NorthSouth,
            Vulnerability::EastWest => side == Side::EastWest,
            Vulnerability::Both => true,
        }
    }

    pub fn is_seat_vulnerable(self, seat: Seat) -> bool {
        self.is_vulnerable(seat.side())
    }

    /// A name for prose: "None", "North-South", "East-West", "Both".
    pub fn name(self) -> &'static str {
        match self {
            Vulnerability::None => "None",
            Vulnerability::NorthSouth => "North-South",
            Vulnerability::EastWest => "East-West",
            Vulnerability::Both => "Both",
        }
    }
}

impl fmt::Display for Vulnerability {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The vulnerability of boards 1 to 16; board 17 starts again.
const VULNERABILITY_ROTATION: [Vulnerability; 16] = {
    use Vulnerability::{Both, EastWest as EW, None, NorthSouth as NS};
    [
        None, NS, EW, Both, NS, EW, Both, None, EW, Both, None, NS, Both, None, NS, EW,
    ]
};

/// The dealer of board `board` (from 1): North, East, South, West, repeating. `None` for 0.
pub fn board_dealer(board: u64) -> Option<Seat> {
    let index = board.checked_sub(1)? % 4;
    Seat::ALL.get(usize::try_from(index).ok()?).copied()
}

/// The vulnerability of board `board` (from 1) by the 16-board rotation. `None` for 0.
pub fn board_vulnerability(board: u64) -> Option<Vulnerability> {
    let index = board.checked_sub(1)? % 16;
    VULNERABILITY_ROTATION
        .get(usize::try_from(index).ok()?)
        .copied()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boards_1_to_32() {
        let expected = "N None|E NS|S EW|W Both|N NS|E EW|S Both|W None|\
                        N EW|E Both|S None|W NS|N Both|E None|S NS|W EW";
        let mut rows = Vec::new();
        for board in 1..=32 {
            let dealer = board_dealer(board).map(Seat::letter);
            let vul = board_vulnerability(board).map(|vul| match vul {
                Vulnerability::None => "None",
                Vulnerability::NorthSouth => "NS",
                Vulnerability::EastWest => "EW",
                Vulnerability::Both => "Both",
            });
            match (dealer, vul) {
                (Some(dealer), Some(vul)) => rows.push(format!("{dealer} {vul}")),
                _ => panic!("board {board} has no rotation"),
            }
        }
        let (first, second) = rows.split_at(16);
        assert_eq!(first.join("|"), expected);
        assert_eq!(second.join("|"), expected);
    }

    #[test]
    fn board_zero_and_huge_boards() {
        assert_eq!(board_dealer(0), None);
        assert_eq!(board_vulnerability(0), None);
        assert_eq!(board_dealer(u64::MAX), Some(Seat::South));
        assert_eq!(
            board_vulnerability(u64::MAX),
            Some(Vulnerability::NorthSouth)
        );
    }

    #[test]
    fn vulnerable_sides() {
        assert!(Vulnerability::Both.is_vulnerable(Side::EastWest));
        assert!(!Vulnerability::None.is_vulnerable(Side::NorthSouth));
        assert!(Vulnerability::NorthSouth.is_seat_vulnerable(Seat::South));
        assert!(!Vulnerability::NorthSouth.is_seat_vulnerable(Seat::East));
        assert!(Vulnerability::EastWest.is_seat_vulnerable(Seat::West));
        assert_eq!(Vulnerability::EastWest.to_string(), "East-West");
    }
}
