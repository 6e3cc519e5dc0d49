//! The rules a club plays by where a game's rules leave the club a choice, as the settings set
//! them (`rules.<format>.<rule>`). The checks judge the scores by them, and their messages name
//! the rule they applied.

/// Every format's club rules; the defaults are what most clubs play.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Rules {
    pub pinochle: PinochleRules,
}

/// The choices of a Pinochle club.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct PinochleRules {
    /// What a team must take in play to score its meld (`rules.pinochle.saveMeld`).
    pub save_meld: SaveMeld,
}

/// What a team must take in play to score its meld.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum SaveMeld {
    /// A trick, any trick: the rule of most clubs (`"trick"`).
    #[default]
    Trick,
    /// At least this many points in play; a team that takes fewer scores nothing for the hand,
    /// neither its meld nor its play (a number, such as `20`).
    Points(u32),
}

impl SaveMeld {
    /// The rule in words, with the setting that chose it, for the messages that apply it.
    pub fn describe(self) -> String {
        match self {
            SaveMeld::Trick => "a team's meld counts when it takes a trick, as most clubs play \
                                (`rules.pinochle.saveMeld` = \"trick\")"
                .to_owned(),
            SaveMeld::Points(points) => format!(
                "a team scores its meld and play only when it takes {points} points or more in \
                 play (`rules.pinochle.saveMeld` = {points})"
            ),
        }
    }

    /// Whether a team that took `points` in play, in `tricks` tricks, scores its meld.
    pub fn saves(self, points: i64, tricks: usize) -> bool {
        match self {
            SaveMeld::Trick => tricks > 0,
            SaveMeld::Points(needed) => points >= i64::from(needed),
        }
    }

    /// The play points a team scores after taking `points`: all of them, or none below the
    /// minimum.
    pub fn play_scored(self, points: i64) -> i64 {
        match self {
            SaveMeld::Points(needed) if points < i64::from(needed) => 0,
            _ => points,
        }
    }
}
