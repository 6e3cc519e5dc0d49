//! The auction behind a `bids` field: which bids can end an auction, and who won it. The
//! README gives the bids only by example, so the rules are these (documented in
//! `docs/preferans.md`):
//!
//! - The players bid in deal order, round and round; a player who passes is out.
//! - The first bid is 2, and each bid raises the one before by one, up to 7 (sans). A player
//!   earlier in the deal order than the one holding the bid may instead hold it with "mine"
//!   (`M3`). The auction ends when one bidder is left; if all pass, the deal is passed out.
//! - A player may say game (`G`) instead of a bid; game beats every bid. Players who said game
//!   may name the game they play (`G4`); the highest game named wins, and between equal games
//!   (or games not named) the player earlier in the deal order wins.

use std::sync::OnceLock;

/// One player's highest bid.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Bid {
    Pass,
    Raise(u8),
    /// "Mine": holding a bid of a later player at the same level.
    Mine(u8),
    /// Game, with the game named if it was.
    Game(Option<u8>),
}

/// The highest plain bid: 7, sans.
const TOP_BID: u8 = 7;

impl Bid {
    pub fn parse(text: &str) -> Option<Bid> {
        let level = |digits: &str| digits.parse::<u8>().ok().filter(|n| (2..=8).contains(n));
        Some(match text.as_bytes().first()? {
            b'P' if text == "P" => Bid::Pass,
            b'G' if text == "G" => Bid::Game(None),
            b'G' => Bid::Game(Some(level(&text[1..])?)),
            b'M' => Bid::Mine(level(&text[1..])?),
            _ => Bid::Raise(level(text)?),
        })
    }

    /// The bid in words: `pass`, `3 (diamonds)`, `mine 3`, `game`, `game hearts`.
    pub fn words(self) -> String {
        use super::contract_name;
        match self {
            Bid::Pass => "pass".to_owned(),
            Bid::Raise(level) => format!("{level} ({})", contract_name(level)),
            Bid::Mine(level) => format!("mine {level} ({})", contract_name(level)),
            Bid::Game(None) => "game".to_owned(),
            Bid::Game(Some(level)) => format!("game {}", contract_name(level)),
        }
    }
}

/// What the bids say about the auction.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum AuctionOutcome {
    PassedOut,
    Won {
        /// The seats (from 0, in deal order) that may have won: one, unless several said game
        /// and none named it.
        seats: Vec<usize>,
        /// The level won: the bid, or the game named.
        level: Option<u8>,
        game: bool,
    },
    /// No auction by the rules ends with these bids; why.
    Impossible(String),
}

/// The auction the three highest bids (in deal order) come from.
pub(crate) fn judge(bids: &[Bid; 3]) -> AuctionOutcome {
    if bids.iter().all(|bid| *bid == Bid::Pass) {
        return AuctionOutcome::PassedOut;
    }
    if bids.iter().any(|bid| matches!(bid, Bid::Game(_))) {
        return judge_games(bids);
    }
    if let Some(&Some((seat, level))) =
        plain_index(bids).and_then(|index| plain_auctions().get(index))
    {
        return AuctionOutcome::Won {
            seats: vec![seat],
            level: Some(level),
            game: false,
        };
    }
    AuctionOutcome::Impossible(why_impossible(bids))
}

fn judge_games(bids: &[Bid; 3]) -> AuctionOutcome {
    let games: Vec<(usize, Option<u8>)> = bids
        .iter()
        .enumerate()
        .filter_map(|(seat, bid)| match bid {
            Bid::Game(named) => Some((seat, *named)),
            _ => None,
        })
        .collect();
    let top = games.iter().filter_map(|(_, named)| *named).max();
    let seats: Vec<usize> = match top {
        Some(top) => games
            .iter()
            .filter(|(_, named)| *named == Some(top))
            .map(|(seat, _)| *seat)
            .take(1)
            .collect(),
        None if games.len() == 1 => vec![games[0].0],
        None => games.iter().map(|(seat, _)| *seat).collect(),
    };
    AuctionOutcome::Won {
        seats,
        level: top,
        game: true,
    }
}

/// Why no auction ends with these bids, as specifically as can be said.
fn why_impossible(bids: &[Bid; 3]) -> String {
    let seat_words = |seat: usize| ["first", "second", "third"][seat];
    if let Some((seat, _)) = bids
        .iter()
        .enumerate()
        .find(|(_, bid)| matches!(bid, Bid::Raise(level) | Bid::Mine(level) if *level > TOP_BID))
    {
        return format!(
            "the {} bid goes above 7: bids go up to 7 (sans), and 8 (preferans) is only \
             played as a game",
            seat_words(seat)
        );
    }
    for first in 0..3 {
        for second in first + 1..3 {
            if let (Bid::Raise(a), Bid::Raise(b)) = (bids[first], bids[second]) {
                if a == b {
                    return format!(
                        "the {} and {} bidders both end on {a}: each bid raises the last one, so \
                         two players never end on the same bid (the earlier one holds it with \
                         mine, `M{a}`)",
                        seat_words(first),
                        seat_words(second)
                    );
                }
            }
        }
    }
    if let Some((seat, level)) = bids.iter().enumerate().find_map(|(seat, bid)| match bid {
        Bid::Mine(level) => Some((seat, *level)),
        _ => None,
    }) {
        let later_raised = bids[seat + 1..]
            .iter()
            .any(|bid| matches!(bid, Bid::Raise(other) if *other >= level));
        if !later_raised {
            return format!(
                "the {} bidder holds {level} with mine, but no player after them in the deal \
                 order bid {level} or more: mine holds a later player's bid",
                seat_words(seat)
            );
        }
    }
    "the bids open at 2 and each raises the last by one, or holds it with mine (`M`) from a \
     player earlier in the deal order; no auction by those rules ends with these highest bids"
        .to_owned()
}

/// Every auction without games by the module's rules, each at the [`plain_index`] of the
/// highest bids it ends with, as the winner's seat and level.
fn plain_auctions() -> &'static [Option<(usize, u8)>] {
    static AUCTIONS: OnceLock<Vec<Option<(usize, u8)>>> = OnceLock::new();
    AUCTIONS.get_or_init(|| {
        let mut found = vec![None; PLAIN_BIDS.pow(3)];
        explore(
            Bidding {
                last: [Bid::Pass; 3],
                active: [true; 3],
                level: 0,
                holder: None,
                turn: 0,
            },
            &mut found,
        );
        found
    })
}

/// How many plain bids there are: pass, the raises 2 to 8 and mine 2 to 8.
const PLAIN_BIDS: usize = 15;

/// A plain bid's place among the [`PLAIN_BIDS`]; `None` for a game.
fn plain_code(bid: Bid) -> Option<usize> {
    match bid {
        Bid::Pass => Some(0),
        Bid::Raise(level @ 2..=8) => Some(usize::from(level) - 1),
        Bid::Mine(level @ 2..=8) => Some(usize::from(level) + 6),
        _ => None,
    }
}

/// Three plain bids as one number below `PLAIN_BIDS³`, the place of their auction's outcome
/// in [`plain_auctions`].
fn plain_index(bids: &[Bid; 3]) -> Option<usize> {
    bids.iter()
        .try_fold(0, |index, &bid| Some(index * PLAIN_BIDS + plain_code(bid)?))
}

/// An auction under way.
#[derive(Clone, Copy)]
struct Bidding {
    last: [Bid; 3],
    active: [bool; 3],
    level: u8,
    holder: Option<usize>,
    turn: usize,
}

impl Bidding {
    fn after(mut self, seat: usize, bid: Bid) -> Bidding {
        match bid {
            Bid::Pass => self.active[seat] = false,
            Bid::Raise(level) => {
                self.last[seat] = bid;
                self.level = level;
                self.holder = Some(seat);
            }
            Bid::Mine(_) => {
                self.last[seat] = bid;
                self.holder = Some(seat);
            }
            Bid::Game(_) => {}
        }
        self.turn = (1..=3)
            .map(|step| (seat + step) % 3)
            .find(|&next| self.active[next])
            .unwrap_or(seat);
        self
    }
}

fn explore(bidding: Bidding, found: &mut [Option<(usize, u8)>]) {
    let active = bidding.active.iter().filter(|&&active| active).count();
    match bidding.holder {
        Some(holder) if active == 1 => {
            if let Some(slot) = plain_index(&bidding.last).and_then(|index| found.get_mut(index)) {
                slot.get_or_insert((holder, bidding.level));
            }
            return;
        }
        None if active == 0 => return,
        _ => {}
    }
    let seat = bidding.turn;
    explore(bidding.after(seat, Bid::Pass), found);
    let raise = if bidding.level == 0 {
        2
    } else {
        bidding.level + 1
    };
    if raise <= TOP_BID {
        explore(bidding.after(seat, Bid::Raise(raise)), found);
    }
    if let Some(holder) = bidding.holder {
        if seat < holder {
            explore(bidding.after(seat, Bid::Mine(bidding.level)), found);
        }
    }
}
