//! Duplicate scoring: the score of a contract made or set, with every part shown (trick score,
//! overtricks, part-score or game bonus, slam bonus, the insult bonus for making a doubled or
//! redoubled contract, undertricks), seen from declarer's side or from either side.

use super::board::Vulnerability;
use super::card::{Side, Strain};
use super::contract::{Contract, Doubling};

/// Made with some overtricks, or down by some undertricks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    Made { overtricks: u8 },
    Down { undertricks: u8 },
}

/// The parts of a duplicate score, all from declarer's side. For a contract set only
/// `undertricks` is non-zero and `total` is its negative.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ScoreDetail {
    pub outcome: Outcome,
    /// Points for the tricks bid and made.
    pub trick_score: i32,
    pub overtricks: i32,
    /// 50 for a part score, 300 or 500 for a game (not vulnerable / vulnerable).
    pub game_bonus: i32,
    pub slam_bonus: i32,
    /// 50 for making a doubled contract, 100 for a redoubled one.
    pub insult: i32,
    /// The penalty for going down, as a positive number.
    pub undertricks: i32,
    /// Declarer's side's score: the bonuses minus the penalty.
    pub total: i32,
}

/// Why a score cannot be worked out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ScoreError {
    /// Declarer's tricks are more than 13.
    TricksOutOfRange { tricks: u8 },
    /// The contract's level is not 1..=7.
    LevelOutOfRange { level: u8 },
}

impl std::fmt::Display for ScoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ScoreError::TricksOutOfRange { tricks } => {
                write!(f, "{tricks} tricks: a deal has 13")
            }
            ScoreError::LevelOutOfRange { level } => {
                write!(f, "level {level}: a contract's level is 1 to 7")
            }
        }
    }
}

/// Made or down by how many, for `tricks` taken by declarer.
pub fn outcome(contract: &Contract, tricks: u8) -> Outcome {
    let needed = contract.tricks_needed();
    if tricks >= needed {
        Outcome::Made {
            overtricks: tricks - needed,
        }
    } else {
        Outcome::Down {
            undertricks: needed - tricks,
        }
    }
}

/// The duplicate score when declarer takes `tricks` tricks, declarer's side `vulnerable` or not.
pub fn score_detail(
    contract: &Contract,
    tricks: u8,
    vulnerable: bool,
) -> Result<ScoreDetail, ScoreError> {
    if !(1..=7).contains(&contract.level) {
        return Err(ScoreError::LevelOutOfRange {
            level: contract.level,
        });
    }
    if tricks > 13 {
        return Err(ScoreError::TricksOutOfRange { tricks });
    }
    let outcome = outcome(contract, tricks);
    let mut detail = ScoreDetail {
        outcome,
        trick_score: 0,
        overtricks: 0,
        game_bonus: 0,
        slam_bonus: 0,
        insult: 0,
        undertricks: 0,
        total: 0,
    };
    let multiplier = match contract.doubled {
        Doubling::Undoubled => 1,
        Doubling::Doubled => 2,
        Doubling::Redoubled => 4,
    };
    match outcome {
        Outcome::Made { overtricks } => {
            let level = i32::from(contract.level);
            let per_trick = match contract.strain {
                Strain::Clubs | Strain::Diamonds => 20,
                Strain::Hearts | Strain::Spades | Strain::NoTrump => 30,
            };
            let first_trick_extra = if contract.strain == Strain::NoTrump {
                10
            } else {
                0
            };
            detail.trick_score = (level * per_trick + first_trick_extra) * multiplier;
            let overtricks = i32::from(overtricks);
            detail.overtricks = match contract.doubled {
                Doubling::Undoubled => overtricks * per_trick,
                _ => overtricks * multiplier / 2 * if vulnerable { 200 } else { 100 },
            };
            detail.game_bonus = match (detail.trick_score >= 100, vulnerable) {
                (false, _) => 50,
                (true, false) => 300,
                (true, true) => 500,
            };
            detail.slam_bonus = match (contract.level, vulnerable) {
                (6, false) => 500,
                (6, true) => 750,
                (7, false) => 1000,
                (7, true) => 1500,
                _ => 0,
            };
            detail.insult = match contract.doubled {
                Doubling::Undoubled => 0,
                Doubling::Doubled => 50,
                Doubling::Redoubled => 100,
            };
            detail.total = detail.trick_score
                + detail.overtricks
                + detail.game_bonus
                + detail.slam_bonus
                + detail.insult;
        }
        Outcome::Down { undertricks } => {
            detail.undertricks = penalty(i32::from(undertricks), contract.doubled, vulnerable);
            detail.total = -detail.undertricks;
        }
    }
    Ok(detail)
}

/// The penalty for `down` undertricks.
fn penalty(down: i32, doubled: Doubling, vulnerable: bool) -> i32 {
    let doubled_penalty = if vulnerable {
        // 200 for the first, 300 for each after.
        200 + (down - 1) * 300
    } else {
        // 100 for the first, 200 for the second and third, 300 for each after.
        100 + (down - 1).min(2) * 200 + (down - 3).max(0) * 300
    };
    match doubled {
        Doubling::Undoubled => down * if vulnerable { 100 } else { 50 },
        Doubling::Doubled => doubled_penalty,
        Doubling::Redoubled => 2 * doubled_penalty,
    }
}

impl Contract {
    /// Declarer's side's duplicate score for `tricks` tricks taken by declarer, as PBN's bare
    /// `Score` value gives it.
    pub fn score(&self, tricks: u8, vulnerability: Vulnerability) -> Result<i32, ScoreError> {
        let vulnerable = vulnerability.is_seat_vulnerable(self.declarer);
        score_detail(self, tricks, vulnerable).map(|detail| detail.total)
    }

    /// The score as `side` sees it: declarer's score, negated for the defenders.
    pub fn score_for(
        &self,
        side: Side,
        tricks: u8,
        vulnerability: Vulnerability,
    ) -> Result<i32, ScoreError> {
        let score = self.score(tricks, vulnerability)?;
        Ok(if side == self.declaring_side() {
            score
        } else {
            -score
        })
    }

    /// North-South's score, as RBN's `R` label gives every raw score.
    pub fn ns_score(&self, tricks: u8, vulnerability: Vulnerability) -> Result<i32, ScoreError> {
        self.score_for(Side::NorthSouth, tricks, vulnerability)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ide::notations::bridge::rules::card::Seat;
    use crate::ide::notations::bridge::rules::contract::Bid;

    fn contract(text: &str) -> Contract {
        let (bid, doubled) = if let Some(bid) = text.strip_suffix("XX") {
            (bid, Doubling::Redoubled)
        } else if let Some(bid) = text.strip_suffix('X') {
            (bid, Doubling::Doubled)
        } else {
            (text, Doubling::Undoubled)
        };
        Contract::new(Bid::parse(bid).unwrap(), doubled, Seat::South)
    }

    fn score(text: &str, tricks: u8, vulnerable: bool) -> i32 {
        score_detail(&contract(text), tricks, vulnerable)
            .unwrap()
            .total
    }

    #[test]
    fn known_values() {
        assert_eq!(score("4S", 10, true), 620);
        assert_eq!(score("3N", 10, false), 430);
        assert_eq!(score("1HX", 4, false), -500);
        assert_eq!(score("7NXX", 13, true), 2980);
        assert_eq!(score("2CX", 8, false), 180);
    }

    #[test]
    fn trick_scores_by_strain() {
        assert_eq!(score("1C", 7, false), 70);
        assert_eq!(score("1D", 7, false), 70);
        assert_eq!(score("1H", 7, false), 80);
        assert_eq!(score("1S", 7, false), 80);
        assert_eq!(score("1N", 7, false), 90);
        assert_eq!(score("2N", 8, false), 120);
        assert_eq!(score("4H", 10, false), 420);
    }

    #[test]
    fn part_score_and_game_bonuses() {
        // 4♣ is a part score (80), 5♣ a game (100); 3NT is a game (100).
        assert_eq!(score("4C", 10, false), 130);
        assert_eq!(score("5C", 11, false), 400);
        assert_eq!(score("5D", 11, true), 600);
        assert_eq!(score("3N", 9, false), 400);
        assert_eq!(score("3N", 9, true), 600);
        // Overtricks do not make a game.
        assert_eq!(score("2S", 10, false), 170);
        // Doubling can: 2♠X is 120 trick points.
        assert_eq!(score("2SX", 8, false), 470);
        assert_eq!(score("2SX", 8, true), 670);
        assert_eq!(score("1CXX", 7, false), 230);
    }

    #[test]
    fn slam_bonuses() {
        assert_eq!(score("6S", 12, false), 980);
        assert_eq!(score("6S", 12, true), 1430);
        assert_eq!(score("7C", 13, false), 1440);
        assert_eq!(score("7N", 13, true), 2220);
        assert_eq!(score("6N", 13, false), 1020);
    }

    #[test]
    fn overtricks() {
        assert_eq!(score("1C", 9, false), 110);
        assert_eq!(score("1N", 9, false), 150);
        // Doubled: 100 / 200 each; redoubled: 200 / 400 each.
        assert_eq!(score("1HX", 9, false), 60 + 50 + 50 + 200);
        assert_eq!(score("1HX", 9, true), 60 + 50 + 50 + 400);
        assert_eq!(score("1HXX", 9, false), 120 + 300 + 100 + 400);
        assert_eq!(score("1HXX", 9, true), 120 + 500 + 100 + 800);
    }

    #[test]
    fn doubled_vulnerable_slam_making_with_overtricks() {
        let detail = score_detail(&contract("6SX"), 13, true).unwrap();
        assert_eq!(
            detail,
            ScoreDetail {
                outcome: Outcome::Made { overtricks: 1 },
                trick_score: 360,
                overtricks: 200,
                game_bonus: 500,
                slam_bonus: 750,
                insult: 50,
                undertricks: 0,
                total: 1860,
            }
        );
    }

    #[test]
    fn undoubled_undertricks() {
        assert_eq!(score("4S", 9, false), -50);
        assert_eq!(score("4S", 7, false), -150);
        assert_eq!(score("4S", 9, true), -100);
        assert_eq!(score("7N", 0, true), -1300);
    }

    #[test]
    fn doubled_undertricks() {
        let not_vulnerable = [-100, -300, -500, -800, -1100];
        let vulnerable = [-200, -500, -800, -1100, -1400];
        for down in 1..=5u8 {
            let index = usize::from(down - 1);
            assert_eq!(
                score("4SX", 10 - down, false),
                not_vulnerable[index],
                "{down}"
            );
            assert_eq!(score("4SX", 10 - down, true), vulnerable[index], "{down}");
        }
    }

    #[test]
    fn redoubled_undertricks() {
        let not_vulnerable = [-200, -600, -1000, -1600, -2200];
        let vulnerable = [-400, -1000, -1600, -2200, -2800];
        for down in 1..=5u8 {
            let index = usize::from(down - 1);
            assert_eq!(
                score("4SXX", 10 - down, false),
                not_vulnerable[index],
                "{down}"
            );
            assert_eq!(score("4SXX", 10 - down, true), vulnerable[index], "{down}");
        }
        // All thirteen down, the worst score there is.
        assert_eq!(score("7NXX", 0, true), -7600);
        let detail = score_detail(&contract("3NXX"), 5, false).unwrap();
        assert_eq!(detail.outcome, Outcome::Down { undertricks: 4 });
        assert_eq!(detail.undertricks, 1600);
        assert_eq!(detail.insult, 0);
        assert_eq!(detail.game_bonus, 0);
    }

    #[test]
    fn insult_bonus() {
        let doubled = score_detail(&contract("2CX"), 8, false).unwrap();
        assert_eq!(doubled.insult, 50);
        let redoubled = score_detail(&contract("2CXX"), 8, false).unwrap();
        assert_eq!(redoubled.insult, 100);
        assert_eq!(redoubled.total, 160 + 300 + 100);
        let undoubled = score_detail(&contract("2C"), 8, false).unwrap();
        assert_eq!(undoubled.insult, 0);
    }

    #[test]
    fn errors() {
        assert_eq!(
            score_detail(&contract("1C"), 14, false),
            Err(ScoreError::TricksOutOfRange { tricks: 14 })
        );
        let broken = Contract {
            level: 0,
            ..contract("1C")
        };
        assert_eq!(
            score_detail(&broken, 7, false),
            Err(ScoreError::LevelOutOfRange { level: 0 })
        );
        let broken = Contract {
            level: 200,
            ..contract("1C")
        };
        assert_eq!(
            broken.score(13, Vulnerability::Both),
            Err(ScoreError::LevelOutOfRange { level: 200 })
        );
        assert_eq!(
            ScoreError::TricksOutOfRange { tricks: 14 }.to_string(),
            "14 tricks: a deal has 13"
        );
        assert_eq!(
            ScoreError::LevelOutOfRange { level: 0 }.to_string(),
            "level 0: a contract's level is 1 to 7"
        );
    }

    #[test]
    fn sides_and_vulnerability() {
        // RBN 3.2's example: 5♥X by North, not vulnerable, 9 tricks: R 9-300.
        let contract = Contract::new(Bid::parse("5H").unwrap(), Doubling::Doubled, Seat::North);
        assert_eq!(contract.ns_score(9, Vulnerability::None), Ok(-300));
        assert_eq!(contract.score(9, Vulnerability::None), Ok(-300));
        assert_eq!(
            contract.score_for(Side::EastWest, 9, Vulnerability::None),
            Ok(300)
        );
        // Only declarer's side's vulnerability counts.
        assert_eq!(contract.score(9, Vulnerability::EastWest), Ok(-300));
        assert_eq!(contract.score(9, Vulnerability::NorthSouth), Ok(-500));
        let east = Contract::new(Bid::parse("4S").unwrap(), Doubling::Undoubled, Seat::East);
        assert_eq!(east.ns_score(10, Vulnerability::EastWest), Ok(-620));
        assert_eq!(east.score(10, Vulnerability::NorthSouth), Ok(420));
        assert_eq!(outcome(&east, 10), Outcome::Made { overtricks: 0 });
        assert_eq!(outcome(&east, 8), Outcome::Down { undertricks: 2 });
    }
}
