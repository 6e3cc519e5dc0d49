//! What the PBN documents say, as tables that diagnostics, hover, completion and the formatter read.
//!
//! Sources: the PBN 1.0 standard, the 2.0 and 2.1 additions (tables, `Scoring` in the mandatory
//! tag set, `##` inheritance, `OptimumScore`) and tags common in files written by popular
//! programs but defined by no PBN version.

/// The PBN version that defined a tag, or [`PbnVersion::Extension`] for tags no version defines.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum PbnVersion {
    V1_0,
    V2_0,
    V2_1,
    /// Written by common programs but not part of any PBN standard.
    Extension,
}

impl PbnVersion {
    /// "1.0", "2.0", "2.1" or "extension".
    pub fn label(self) -> &'static str {
        match self {
            PbnVersion::V1_0 => "1.0",
            PbnVersion::V2_0 => "2.0",
            PbnVersion::V2_1 => "2.1",
            PbnVersion::Extension => "extension",
        }
    }
}

/// The place of a tag in a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TagKind {
    /// One of the mandatory tags of export format, with its position (1-based) in the export
    /// order of PBN 2.0 and later.
    Mts(u8),
    /// `Auction` or `Play`: opens a section of calls or cards.
    Section,
    /// `Note`: explains a note reference `=n=` of the section it follows; may repeat.
    Note,
    /// An optional tag defined by a PBN version.
    Supplemental,
    /// A supplemental section (2.0): the value lists columns, rows of elements follow.
    Table,
    /// A tag common in the wild that no PBN version defines.
    Extension,
}

/// What follows a tag pair up to the next tag.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Section {
    /// Calls with their annotations.
    Auction,
    /// Cards with their annotations.
    Play,
    /// Rows of table elements.
    Table,
}

/// The unit of a score tag.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ScoreUnit {
    /// Whole points.
    Points,
    /// IMPs, possibly with decimals.
    Imps,
    /// Matchpoints, possibly with decimals.
    Matchpoints,
    /// A percentage from 0 to 100, possibly with decimals.
    Percentage,
    /// `above/below`: points above and below the line.
    Rubber,
}

/// The syntax of a tag value.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ValueSyntax {
    /// Any string.
    Text,
    /// One of the strings in `TagSpec::allowed`.
    OneOf,
    /// `YYYY.MM.DD`, `?` for each unknown digit.
    Date,
    /// `HH:MM:SS`.
    Time,
    /// A positive whole number.
    PositiveInteger,
    /// A whole number of seconds.
    Seconds,
    /// A whole number, possibly negative.
    Integer,
    /// Player names "Last, First M.", several separated by `;`.
    Players,
    /// One seat: `W`, `N`, `E` or `S`.
    Seat,
    /// Several seats, each at most once, e.g. `WE`.
    Seats,
    /// `None`, `Love`, `-`, `NS`, `EW`, `All` or `Both`.
    Vulnerable,
    /// `<first seat>:<hand> <hand> <hand> <hand>`, hands `spades.hearts.diamonds.clubs`,
    /// `-` for a hand not given.
    Deal,
    /// `;`-separated scoring base and modifiers.
    Scoring,
    /// A seat, a seat after `^` (declarer and dummy swapped), or empty when passed out.
    Declarer,
    /// `Pass`, or level 1-7, denomination `S H D C NT`, then nothing, `X` or `XX`.
    Contract,
    /// Tricks 0-13 as `n`, `NS n`, `EW n`, `NS n EW m` or `EW n NS m`, optionally after `^`.
    Result,
    /// A score as `s`, `NS s`, `EW s`, `NS s EW t` or `EW s NS t`.
    Score(ScoreUnit),
    /// `NS <history> EW <history>`, each `<above before> <above now>/<below game 1> ...`.
    ScoreRubberHistory,
    /// `NS s`, `EW s`, `NS s EW t` or `EW s NS t` (no bare form).
    OptimumScore,
    /// Indicators of letters, digits and `_`, separated by `.`.
    Round,
    /// `<games>/<minutes>`, or empty for no limit.
    TimeControl,
    /// `<index 1-32>:<text>`.
    Note,
    /// Column specifications separated by `;`, followed by rows of elements.
    Table {
        /// The columns the standard defines for this table.
        columns: &'static [&'static str],
        /// The column specification the standard shows for this table, a good default.
        default_spec: Option<&'static str>,
    },
    /// 20 hexadecimal digits (`a`-`d` = 10-13): tricks for declarer N, S, E, W, each in NT,
    /// S, H, D, C.
    DoubleDummyTricks,
    /// A par contract with its side and result, such as `NS 2N=`.
    ParContract,
    /// Hexadecimal digits.
    Hex,
}

impl ValueSyntax {
    /// The value syntax in words, for hover and messages.
    pub fn describe(&self) -> &'static str {
        match self {
            ValueSyntax::Text => "any text",
            ValueSyntax::OneOf => "one of the listed values",
            ValueSyntax::Date => "a date `YYYY.MM.DD`, with `?` for unknown digits",
            ValueSyntax::Time => "a time `HH:MM:SS`",
            ValueSyntax::PositiveInteger => "a positive whole number",
            ValueSyntax::Seconds => "a number of seconds",
            ValueSyntax::Integer => "a whole number, possibly negative",
            ValueSyntax::Players => "names as `Last, First M.`, several separated by `;`",
            ValueSyntax::Seat => "a seat: `W`, `N`, `E` or `S`",
            ValueSyntax::Seats => "seats from `W`, `N`, `E`, `S`, each at most once",
            ValueSyntax::Vulnerable => "`None`, `NS`, `EW` or `All` (also `Love`, `-`, `Both`)",
            ValueSyntax::Deal => {
                "`<seat>:` then four hands clockwise separated by spaces, each \
                 `spades.hearts.diamonds.clubs` with ranks `AKQJT98765432`, or `-`"
            }
            ValueSyntax::Scoring => "a scoring method, then modifiers, separated by `;`",
            ValueSyntax::Declarer => {
                "a seat, `^` and a seat if declarer and dummy swapped, or empty"
            }
            ValueSyntax::Contract => "`Pass` or level, denomination (`S H D C NT`) and `X`/`XX`",
            ValueSyntax::Result => "tricks 0-13: `n`, `NS n`, `EW n`, `NS n EW m`, `EW n NS m`",
            ValueSyntax::Score(ScoreUnit::Points) => "points: `s`, `NS s`, `EW s`, `NS s EW t`",
            ValueSyntax::Score(ScoreUnit::Imps) => "IMPs: `s`, `NS s`, `EW s`, `NS s EW t`",
            ValueSyntax::Score(ScoreUnit::Matchpoints) => {
                "matchpoints: `s`, `NS s`, `EW s`, `NS s EW t`"
            }
            ValueSyntax::Score(ScoreUnit::Percentage) => {
                "percentages 0-100: `s`, `NS s`, `EW s`, `NS s EW t`"
            }
            ValueSyntax::Score(ScoreUnit::Rubber) => {
                "`above/below` points: `s`, `NS s`, `EW s`, `NS s EW t`"
            }
            ValueSyntax::ScoreRubberHistory => "`NS <history> EW <history>`",
            ValueSyntax::OptimumScore => "`NS s`, `EW s`, `NS s EW t` or `EW s NS t`",
            ValueSyntax::Round => "round indicators of letters, digits and `_`, joined by `.`",
            ValueSyntax::TimeControl => "`<games>/<minutes>`, or empty for no limit",
            ValueSyntax::Note => "`<index 1-32>:<text>`",
            ValueSyntax::Table { .. } => "column names separated by `;`, then rows of elements",
            ValueSyntax::DoubleDummyTricks => "20 hexadecimal digits, `0`-`9` and `a`-`d`",
            ValueSyntax::ParContract => "sides, contract and result, e.g. `NS 2N=`",
            ValueSyntax::Hex => "hexadecimal digits",
        }
    }
}

/// One PBN tag.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TagSpec {
    /// The tag name; names are case-sensitive.
    pub name: &'static str,
    /// One or two sentences for hover.
    pub meaning: &'static str,
    pub kind: TagKind,
    pub value: ValueSyntax,
    /// The complete set of values when it is closed (import format also accepts the lower-case
    /// forms the standard lists); empty otherwise.
    pub allowed: &'static [&'static str],
    /// Values the standard names as examples of an open set, for completion.
    pub suggested: &'static [&'static str],
    /// Whether the value may be `#` (copy from the previous game) or `##text` (2.0).
    pub inheritable: bool,
    /// Whether import format accepts seats, suits, ranks, `NT`, `X`, `XX`, `Pass`, `AP` and
    /// vulnerability words in lower case here; export format is always upper case.
    pub lowercase_in_import: bool,
    pub since: PbnVersion,
    /// What follows the tag pair, for tags that open a section.
    pub section: Option<Section>,
}

const fn def(since: PbnVersion, name: &'static str, meaning: &'static str) -> TagSpec {
    TagSpec {
        name,
        meaning,
        kind: TagKind::Supplemental,
        value: ValueSyntax::Text,
        allowed: &[],
        suggested: &[],
        inheritable: true,
        lowercase_in_import: false,
        since,
        section: None,
    }
}

impl TagSpec {
    const fn mts(self, order: u8) -> TagSpec {
        TagSpec {
            kind: TagKind::Mts(order),
            ..self
        }
    }

    const fn kind(self, kind: TagKind) -> TagSpec {
        TagSpec { kind, ..self }
    }

    const fn value(self, value: ValueSyntax) -> TagSpec {
        TagSpec { value, ..self }
    }

    const fn allowed(self, allowed: &'static [&'static str]) -> TagSpec {
        TagSpec {
            allowed,
            value: ValueSyntax::OneOf,
            ..self
        }
    }

    const fn suggested(self, suggested: &'static [&'static str]) -> TagSpec {
        TagSpec { suggested, ..self }
    }

    const fn not_inheritable(self) -> TagSpec {
        TagSpec {
            inheritable: false,
            ..self
        }
    }

    const fn lowercase_in_import(self) -> TagSpec {
        TagSpec {
            lowercase_in_import: true,
            ..self
        }
    }

    const fn section(self, section: Section) -> TagSpec {
        TagSpec {
            section: Some(section),
            ..self
        }
    }

    const fn table(
        self,
        columns: &'static [&'static str],
        default_spec: Option<&'static str>,
    ) -> TagSpec {
        TagSpec {
            kind: TagKind::Table,
            value: ValueSyntax::Table {
                columns,
                default_spec,
            },
            section: Some(Section::Table),
            ..self
        }
    }

    const fn extension(self) -> TagSpec {
        TagSpec {
            kind: TagKind::Extension,
            ..self
        }
    }

    /// The position in the export order of 2.0 and later, for mandatory tags.
    pub fn mts_order(&self) -> Option<u8> {
        match self.kind {
            TagKind::Mts(order) => Some(order),
            _ => None,
        }
    }
}

use PbnVersion::{Extension, V1_0, V2_0, V2_1};

const SEATS: &[&str] = &["W", "N", "E", "S"];
const PLAYER_MEANING: &str = "The player or players in this seat, written `Last, First M.`; \
    several players are separated by `;` and a program gives its name and version.";

/// The mandatory tag set in export order, PBN 2.0 and later.
pub const MTS: [&str; 15] = [
    "Event",
    "Site",
    "Date",
    "Board",
    "West",
    "North",
    "East",
    "South",
    "Dealer",
    "Vulnerable",
    "Deal",
    "Scoring",
    "Declarer",
    "Contract",
    "Result",
];

/// The mandatory tag set in export order of PBN 1.0 (without `Scoring`).
pub const MTS_1_0: [&str; 14] = [
    "Event",
    "Site",
    "Date",
    "Board",
    "West",
    "North",
    "East",
    "South",
    "Dealer",
    "Vulnerable",
    "Deal",
    "Declarer",
    "Contract",
    "Result",
];

/// Every known tag: the mandatory tags in export order, the section tags, the supplemental
/// tags, the tables and the common extensions.
pub static TAGS: &[TagSpec] = &[
    def(
        V1_0,
        "Event",
        "The name of the tournament or match, spelled out and named consistently.",
    )
    .mts(1),
    def(
        V1_0,
        "Site",
        "Where the event took place: city and region, then the country, preferably as its ISO \
         3166 three-letter code.",
    )
    .mts(2),
    def(
        V1_0,
        "Date",
        "The date the game started, local to the site, as `YYYY.MM.DD` with `?` for unknown \
         digits.",
    )
    .mts(3)
    .value(ValueSyntax::Date),
    def(
        V1_0,
        "Board",
        "The board number of the deal, a positive integer.",
    )
    .mts(4)
    .value(ValueSyntax::PositiveInteger),
    def(V1_0, "West", PLAYER_MEANING)
        .mts(5)
        .value(ValueSyntax::Players),
    def(V1_0, "North", PLAYER_MEANING)
        .mts(6)
        .value(ValueSyntax::Players),
    def(V1_0, "East", PLAYER_MEANING)
        .mts(7)
        .value(ValueSyntax::Players),
    def(V1_0, "South", PLAYER_MEANING)
        .mts(8)
        .value(ValueSyntax::Players),
    def(V1_0, "Dealer", "The seat that dealt and calls first.")
        .mts(9)
        .allowed(SEATS)
        .not_inheritable()
        .lowercase_in_import(),
    def(
        V1_0,
        "Vulnerable",
        "Which sides are vulnerable; export format writes `None`, `NS`, `EW` or `All`.",
    )
    .mts(10)
    .allowed(&["None", "Love", "-", "NS", "EW", "All", "Both"])
    .value(ValueSyntax::Vulnerable)
    .not_inheritable()
    .lowercase_in_import(),
    def(
        V1_0,
        "Deal",
        "The cards of the four hands, clockwise from the seat before the colon, each hand as \
         `spades.hearts.diamonds.clubs`; `-` stands for a hand that is not given.",
    )
    .mts(11)
    .value(ValueSyntax::Deal)
    .not_inheritable()
    .lowercase_in_import(),
    def(
        V1_0,
        "Scoring",
        "The scoring method, optionally followed by modifiers, separated by `;`. A supplemental \
         tag in 1.0, mandatory since 2.0.",
    )
    .mts(12)
    .value(ValueSyntax::Scoring)
    .suggested(&[
        "MP",
        "MatchPoints",
        "IMP",
        "Cavendish",
        "Chicago",
        "Rubber",
        "BAM",
        "Instant",
        "Butler",
        "Butler-2",
        "Experts",
        "Cross",
        "Cross1",
        "Cross2",
        "Mean",
        "Median",
        "MP1",
        "MP2",
        "OldMP",
        "Mitchell2",
        "Mitchell3",
        "Mitchell4",
        "Ascherman",
        "Bastille",
        "EMP",
        "IMP_1948",
        "IMP_1961",
    ]),
    def(
        V1_0,
        "Declarer",
        "The declarer's seat; `^` before it means declarer and dummy were swapped, and it is \
         empty when all four passed.",
    )
    .mts(13)
    .value(ValueSyntax::Declarer)
    .not_inheritable()
    .lowercase_in_import(),
    def(
        V1_0,
        "Contract",
        "The final contract, e.g. `4S`, `3NTX` or `6HXX`, or `Pass` when all four passed.",
    )
    .mts(14)
    .value(ValueSyntax::Contract)
    .not_inheritable()
    .lowercase_in_import(),
    def(
        V1_0,
        "Result",
        "The tricks won, by declarer or by the named side (0-13); `^` before it means the \
         agreed number differs from the play, and it is empty when passed out.",
    )
    .mts(15)
    .value(ValueSyntax::Result),
    def(
        V1_0,
        "Auction",
        "Starts the auction section; the value is the seat of the first call (the dealer in \
         export format) and the calls follow up to the next tag.",
    )
    .kind(TagKind::Section)
    .value(ValueSyntax::Seat)
    .section(Section::Auction)
    .not_inheritable()
    .lowercase_in_import(),
    def(
        V1_0,
        "Play",
        "Starts the play section; the value is the seat of the first card (the opening leader \
         in export format) and the tricks follow, one per line.",
    )
    .kind(TagKind::Section)
    .value(ValueSyntax::Seat)
    .section(Section::Play)
    .not_inheritable()
    .lowercase_in_import(),
    def(
        V1_0,
        "Note",
        "Explains the note reference `=n=` with this index (1-32) in the auction or play \
         section it follows; several notes may follow one section.",
    )
    .kind(TagKind::Note)
    .value(ValueSyntax::Note)
    .not_inheritable(),
    def(
        V1_0,
        "Annotator",
        "Who annotated the game; several names are separated by `;`.",
    )
    .value(ValueSyntax::Players),
    def(
        V1_0,
        "AnnotatorNA",
        "The e-mail or network address of the annotator.",
    ),
    def(
        V2_0,
        "Application",
        "The program that wrote the game; its own data follows in comments.",
    ),
    def(V1_0, "BidSystemEW", "The bidding system of East-West."),
    def(V1_0, "BidSystemNS", "The bidding system of North-South."),
    def(
        V1_0,
        "Competition",
        "The kind of competition, such as pairs, teams or rubber.",
    )
    .suggested(&[
        "Cavendish",
        "Chicago",
        "Individuals",
        "Pairs",
        "Rubber",
        "Teams",
    ]),
    def(
        V2_0,
        "DealId",
        "A unique identifier of the deal, for example made of event, date and board.",
    ),
    def(
        V1_0,
        "Description",
        "A free description of the game when no other tag fits.",
    ),
    def(V1_0, "EastNA", "The e-mail or network address of East."),
    def(V1_0, "EastType", "Whether East is a human or a program.").allowed(&["human", "program"]),
    def(
        V1_0,
        "EventDate",
        "The date the event started, as `YYYY.MM.DD`.",
    )
    .value(ValueSyntax::Date),
    def(V1_0, "EventSponsor", "The sponsor of the event."),
    def(
        V1_0,
        "FrenchMP",
        "Whether French matchpoint scoring is used; `No` when absent.",
    )
    .allowed(&["Yes", "No"]),
    def(
        V1_0,
        "Generator",
        "The program that generated the cards, possibly with its seed.",
    ),
    def(
        V1_0,
        "Hidden",
        "The seats whose hands a viewer hides at first, e.g. `WE`, so a user can solve a task \
         with the visible cards.",
    )
    .value(ValueSyntax::Seats),
    def(V1_0, "HomeTeam", "The name of the home team."),
    def(
        V1_0,
        "Mode",
        "How the game was played, e.g. at a table or over the internet.",
    )
    .suggested(&["EM", "IBS", "OKB", "TABLE", "TC"]),
    def(V1_0, "NorthNA", "The e-mail or network address of North."),
    def(V1_0, "NorthType", "Whether North is a human or a program.").allowed(&["human", "program"]),
    def(
        V2_1,
        "OptimumScore",
        "The double-dummy par score, always naming the side; North-South's score is minus \
         East-West's.",
    )
    .value(ValueSyntax::OptimumScore),
    def(
        V2_0,
        "PairEW",
        "The East-West partnership, by name or as the pair id used in score tables.",
    ),
    def(
        V2_0,
        "PairNS",
        "The North-South partnership, by name or as the pair id used in score tables.",
    ),
    def(V1_0, "Room", "The room of a team match.").allowed(&["Open", "Closed"]),
    def(
        V1_0,
        "Round",
        "The playing round; parts of a multi-part round are joined by `.` from the most \
         significant.",
    )
    .value(ValueSyntax::Round),
    def(V1_0, "Score", "The score in points from the trick score.")
        .value(ValueSyntax::Score(ScoreUnit::Points)),
    def(
        V1_0,
        "ScoreIMP",
        "The score in IMPs, decimals allowed after averaging.",
    )
    .value(ValueSyntax::Score(ScoreUnit::Imps)),
    def(
        V2_0,
        "ScoreMP",
        "The score in matchpoints, decimals allowed.",
    )
    .value(ValueSyntax::Score(ScoreUnit::Matchpoints)),
    def(
        V1_0,
        "ScorePercentage",
        "The score as a percentage between 0 and 100.",
    )
    .value(ValueSyntax::Score(ScoreUnit::Percentage)),
    def(
        V1_0,
        "ScoreRubber",
        "The rubber or Chicago score as points above and below the line, `above/below`.",
    )
    .value(ValueSyntax::Score(ScoreUnit::Rubber)),
    def(
        V2_0,
        "ScoreRubberHistory",
        "The running rubber score of both sides before and after this game; it must agree with \
         the vulnerability.",
    )
    .value(ValueSyntax::ScoreRubberHistory),
    def(V1_0, "Section", "The playing section of a tournament.")
        .suggested(&["Open", "Ladies", "Reserve"]),
    def(V1_0, "SouthNA", "The e-mail or network address of South."),
    def(V1_0, "SouthType", "Whether South is a human or a program.").allowed(&["human", "program"]),
    def(V1_0, "Stage", "The stage of a multi-stage event.")
        .suggested(&["Preliminary", "Semifinal"]),
    def(
        V1_0,
        "Table",
        "The table number in a tournament, normally a positive integer.",
    )
    .value(ValueSyntax::PositiveInteger),
    def(V1_0, "Termination", "Why the game ended.").suggested(&[
        "abandoned",
        "adjudication",
        "death",
        "emergency",
        "normal",
        "rules infraction",
        "time forfeit",
        "unterminated",
    ]),
    def(
        V1_0,
        "Time",
        "The local clock time the game started, as `HH:MM:SS`.",
    )
    .value(ValueSyntax::Time),
    def(
        V1_0,
        "TimeCall",
        "The time allowed for one call, in seconds.",
    )
    .value(ValueSyntax::Seconds),
    def(
        V1_0,
        "TimeCard",
        "The time allowed for one card, in seconds.",
    )
    .value(ValueSyntax::Seconds),
    def(
        V1_0,
        "TimeControl",
        "How many games must be finished in how many minutes, `games/minutes`; empty when there \
         is no limit.",
    )
    .value(ValueSyntax::TimeControl),
    def(
        V1_0,
        "UTCDate",
        "The date the game started in UTC, as `YYYY.MM.DD`.",
    )
    .value(ValueSyntax::Date),
    def(
        V1_0,
        "UTCTime",
        "The time the game started in UTC, as `HH:MM:SS`.",
    )
    .value(ValueSyntax::Time),
    def(V1_0, "VisitTeam", "The name of the visiting team."),
    def(V1_0, "WestNA", "The e-mail or network address of West."),
    def(V1_0, "WestType", "Whether West is a human or a program.").allowed(&["human", "program"]),
    def(
        V2_0,
        "ActionTable",
        "Answers to a bidding or play quiz: each row ranks a call or card; the calls or cards \
         made so far end with `+`.",
    )
    .table(
        &["Rank", "Call", "Card", "Declarer", "Contract", "Percentage"],
        None,
    ),
    def(
        V2_0,
        "AuctionTimeTable",
        "The time taken for each call of the auction, one row per call in order.",
    )
    .table(&["Time", "TotalTime"], None),
    def(
        V2_0,
        "InstantScoreTable",
        "The IMPs or percentages awarded for ranges of scores, for instant scoring.",
    )
    .table(
        &[
            "Rank",
            "ScoreRange_NS",
            "ScoreRange_EW",
            "IMP_NS",
            "IMP_EW",
            "Percentage_NS",
            "Percentage_EW",
        ],
        None,
    ),
    def(
        V2_0,
        "PlayTimeTable",
        "The time taken for each card of the play, one row per card in order.",
    )
    .table(&["Time", "TotalTime"], None),
    def(
        V2_0,
        "ScoreTable",
        "The results of this board at every table: pairs, contract, result and scores.",
    )
    .table(
        &[
            "Rank",
            "PairId_NS",
            "PairId_EW",
            "Names_NS",
            "Names_EW",
            "Contract",
            "Declarer",
            "Result",
            "Score_NS",
            "Score_EW",
            "IMP_NS",
            "IMP_EW",
            "MP_NS",
            "MP_EW",
            "Percentage_NS",
            "Percentage_EW",
            "Multiplicity",
        ],
        None,
    ),
    def(
        V2_0,
        "TotalScoreTable",
        "The standings of the event after this board: totals and means per pair or team.",
    )
    .table(
        &[
            "Rank",
            "PairId",
            "Names",
            "TotalScore",
            "TotalIMP",
            "TotalMP",
            "TotalPercentage",
            "MeanScore",
            "MeanIMP",
            "MeanMP",
            "MeanPercentage",
            "NrBoards",
            "Multiplicity",
        ],
        None,
    ),
    def(
        V2_1,
        "OptimumPlayTable",
        "The double-dummy best cards per suit: the first row for the opening lead, then one row \
         after each card played; `-` where no card in that suit is best.",
    )
    .table(&["S", "H", "D", "C"], None),
    def(
        V2_1,
        "OptimumResultTable",
        "Double-dummy tricks for every declarer and denomination, 20 rows when complete.",
    )
    .table(
        &["Declarer", "Denomination", "Result"],
        Some("Declarer;Denomination\\2R;Result\\2R"),
    ),
    def(
        Extension,
        "BCFlags",
        "Display flags of BridgeComposer for this board, in hexadecimal; not documented publicly.",
    )
    .value(ValueSyntax::Hex)
    .extension(),
    def(
        Extension,
        "DoubleDummyTricks",
        "Double-dummy tricks as 20 hexadecimal digits: declarer North, South, East, West, each \
         in notrump, spades, hearts, diamonds, clubs.",
    )
    .value(ValueSyntax::DoubleDummyTricks)
    .extension(),
    def(
        Extension,
        "ParScore",
        "The double-dummy par score from North-South's view, e.g. `-140`.",
    )
    .value(ValueSyntax::Integer)
    .extension(),
    def(
        Extension,
        "ParContract",
        "The double-dummy par contract with its side and result, e.g. `NS 2N=`.",
    )
    .value(ValueSyntax::ParContract)
    .extension(),
    def(
        Extension,
        "Ability",
        "Double-dummy analysis written by some analysers.",
    )
    .extension(),
    def(
        Extension,
        "Minimax",
        "Double-dummy minimax analysis written by some analysers.",
    )
    .extension(),
];

/// The scoring methods and modifiers of the `Scoring` tag whose meaning is known, for hover.
pub static SCORING_METHODS: &[(&str, &str)] = &[
    (
        "MP",
        "matchpoints: each result is compared with every other result on the board",
    ),
    (
        "MatchPoints",
        "matchpoints: each result is compared with every other result on the board",
    ),
    (
        "IMP",
        "International Match Points, the scale in use since 1962",
    ),
    ("IMP_1948", "the IMP scale used from 1948 to 1960"),
    ("IMP_1961", "the IMP scale as revised in 1961"),
    ("EMP", "European Match Points"),
    ("BAM", "board-a-match: each board is won, lost or tied"),
    (
        "Instant",
        "instant scoring, with the awards of an `InstantScoreTable`",
    ),
    ("Rubber", "rubber bridge scoring"),
    ("Chicago", "Chicago: rubber scoring over sets of four deals"),
    ("Cavendish", "Cavendish: a Chicago variant"),
    (
        "OldMP",
        "no bonus of 100 (doubled) or 200 (redoubled) for the fourth and each later undertrick \
         when not vulnerable",
    ),
    (
        "Butler",
        "IMPs against a datum made from the other results on the board",
    ),
    (
        "Cross",
        "cross-IMPs: IMPs against every other result on the board",
    ),
    ("Mean", "the datum is the mean of the results"),
    ("Median", "the datum is the median of the results"),
];

/// The meaning of a `Scoring` method or modifier, when known.
pub fn scoring_method(name: &str) -> Option<&'static str> {
    SCORING_METHODS
        .iter()
        .find(|(method, _)| *method == name)
        .map(|(_, meaning)| *meaning)
}

/// The meaning of each column the PBN 2.0 and 2.1 tables define, for hover.
pub static TABLE_COLUMNS: &[(&str, &str)] = &[
    ("Rank", "the place in the ranking"),
    ("Call", "a call"),
    ("Card", "a card"),
    ("Declarer", "the declarer's seat"),
    ("Contract", "the contract"),
    ("Denomination", "the strain: `S`, `H`, `D`, `C` or `NT`"),
    ("Result", "tricks won by declarer"),
    ("Percentage", "a score as a percentage"),
    ("Time", "the time taken for this call or card"),
    (
        "TotalTime",
        "the time used so far, this call or card included",
    ),
    (
        "ScoreRange_NS",
        "the range of North-South scores the row awards",
    ),
    (
        "ScoreRange_EW",
        "the range of East-West scores the row awards",
    ),
    ("IMP_NS", "IMPs for North-South"),
    ("IMP_EW", "IMPs for East-West"),
    ("Percentage_NS", "the percentage for North-South"),
    ("Percentage_EW", "the percentage for East-West"),
    ("PairId_NS", "the id of the North-South pair"),
    ("PairId_EW", "the id of the East-West pair"),
    ("Names_NS", "the names of the North-South players"),
    ("Names_EW", "the names of the East-West players"),
    ("Score_NS", "the score of North-South in points"),
    ("Score_EW", "the score of East-West in points"),
    ("MP_NS", "matchpoints for North-South"),
    ("MP_EW", "matchpoints for East-West"),
    (
        "Multiplicity",
        "how many tables or results the row stands for",
    ),
    ("PairId", "the id of the pair or team"),
    ("Names", "the names of the players of the pair or team"),
    ("TotalScore", "the total score in points"),
    ("TotalIMP", "the total in IMPs"),
    ("TotalMP", "the total in matchpoints"),
    ("TotalPercentage", "the total as a percentage"),
    ("MeanScore", "the mean score in points per board played"),
    ("MeanIMP", "the mean in IMPs per board played"),
    ("MeanMP", "the mean in matchpoints per board played"),
    ("MeanPercentage", "the mean percentage per board played"),
    ("NrBoards", "the number of boards played"),
    ("S", "the best spade to play at double dummy, `-` for none"),
    ("H", "the best heart to play at double dummy, `-` for none"),
    (
        "D",
        "the best diamond to play at double dummy, `-` for none",
    ),
    ("C", "the best club to play at double dummy, `-` for none"),
];

/// The meaning of a table column the standard defines.
pub fn table_column(name: &str) -> Option<&'static str> {
    TABLE_COLUMNS
        .iter()
        .find(|(column, _)| *column == name)
        .map(|(_, meaning)| *meaning)
}

/// The tag called exactly `name` (tag names are case-sensitive).
pub fn tag(name: &str) -> Option<&'static TagSpec> {
    TAGS.iter().find(|spec| spec.name == name)
}

/// The value that copies the tag's value from the nearest previous game (where
/// `TagSpec::inheritable` allows it).
pub const INHERIT: &str = "#";

/// The prefix of a value that sets the tag for this and all following games (2.0).
pub const INHERIT_FOLLOWING: &str = "##";

/// The value of a mandatory tag whose value is unknown.
pub const UNKNOWN_VALUE: &str = "?";

/// The longest line, counting the line end, in bytes.
pub const MAX_LINE_LEN: usize = 255;

/// Lines with this many printing characters or more are discouraged.
pub const DISCOURAGED_LINE_LEN: usize = 80;

/// The indices a note reference `=n=` and a `Note` tag may use.
pub const NOTE_INDEX: std::ops::RangeInclusive<u8> = 1..=32;

/// The largest NAG number (`$0` to `$255`).
pub const MAX_NAG: u8 = 255;

/// The character set of every PBN version; UTF-8 is only announced by `%Content-type`.
pub const DEFAULT_CHARSET: &str = "ISO-8859-1";

/// The line end of export format.
pub const EXPORT_LINE_END: &str = "\r\n";

/// Where an annotation may be used.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AppliesTo {
    /// Calls of the auction section.
    Call,
    /// Cards of the play section.
    Card,
    /// Calls and cards.
    Both,
}

/// One Numeric Annotation Glyph with a defined meaning.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NagSpec {
    pub number: u8,
    pub meaning: &'static str,
    pub applies_to: AppliesTo,
    /// The suffix that export format turns into this NAG.
    pub suffix: Option<&'static str>,
    pub since: PbnVersion,
}

const fn nag_def(
    number: u8,
    meaning: &'static str,
    applies_to: AppliesTo,
    suffix: Option<&'static str>,
    since: PbnVersion,
) -> NagSpec {
    NagSpec {
        number,
        meaning,
        applies_to,
        suffix,
        since,
    }
}

/// The NAGs $0 to $14; higher numbers have no defined meaning.
pub static NAGS: &[NagSpec] = &[
    nag_def(0, "no annotation", AppliesTo::Both, None, V1_0),
    nag_def(1, "good call", AppliesTo::Call, Some("!"), V1_0),
    nag_def(2, "poor call", AppliesTo::Call, Some("?"), V1_0),
    nag_def(3, "very good call", AppliesTo::Call, Some("!!"), V1_0),
    nag_def(4, "very poor call", AppliesTo::Call, Some("??"), V1_0),
    nag_def(5, "speculative call", AppliesTo::Call, Some("!?"), V1_0),
    nag_def(6, "questionable call", AppliesTo::Call, Some("?!"), V1_0),
    nag_def(7, "good card", AppliesTo::Card, Some("!"), V1_0),
    nag_def(8, "poor card", AppliesTo::Card, Some("?"), V1_0),
    nag_def(9, "very good card", AppliesTo::Card, Some("!!"), V1_0),
    nag_def(10, "very poor card", AppliesTo::Card, Some("??"), V1_0),
    nag_def(11, "speculative card", AppliesTo::Card, Some("!?"), V1_0),
    nag_def(12, "questionable card", AppliesTo::Card, Some("?!"), V1_0),
    nag_def(13, "call corrected", AppliesTo::Call, None, V2_0),
    nag_def(14, "card corrected", AppliesTo::Card, None, V2_0),
];

/// The NAG `$number`, if it has a defined meaning.
pub fn nag(number: u8) -> Option<&'static NagSpec> {
    NAGS.get(usize::from(number))
}

/// A suffix annotation and the NAGs it stands for after a call and after a card.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SuffixSpec {
    pub text: &'static str,
    pub meaning: &'static str,
    pub call_nag: u8,
    pub card_nag: u8,
}

/// The six suffixes; a call or card has at most one.
pub static SUFFIXES: &[SuffixSpec] = &[
    SuffixSpec {
        text: "!",
        meaning: "good",
        call_nag: 1,
        card_nag: 7,
    },
    SuffixSpec {
        text: "?",
        meaning: "poor",
        call_nag: 2,
        card_nag: 8,
    },
    SuffixSpec {
        text: "!!",
        meaning: "very good",
        call_nag: 3,
        card_nag: 9,
    },
    SuffixSpec {
        text: "??",
        meaning: "very poor",
        call_nag: 4,
        card_nag: 10,
    },
    SuffixSpec {
        text: "!?",
        meaning: "speculative",
        call_nag: 5,
        card_nag: 11,
    },
    SuffixSpec {
        text: "?!",
        meaning: "questionable",
        call_nag: 6,
        card_nag: 12,
    },
];

/// The suffix written as `text`.
pub fn suffix(text: &str) -> Option<&'static SuffixSpec> {
    SUFFIXES.iter().find(|spec| spec.text == text)
}

/// A token with a fixed meaning in an auction or play section.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TokenSpec {
    pub text: &'static str,
    pub meaning: &'static str,
    pub applies_to: AppliesTo,
    pub since: PbnVersion,
}

/// The irregularity tokens; each comes before the call or card it marks.
pub static IRREGULARITIES: &[TokenSpec] = &[
    TokenSpec {
        text: "^I",
        meaning: "the following bid is insufficient and was accepted",
        applies_to: AppliesTo::Call,
        since: V1_0,
    },
    TokenSpec {
        text: "^S",
        meaning: "stands for the call of a player skipped by a call out of rotation",
        applies_to: AppliesTo::Call,
        since: V1_0,
    },
    TokenSpec {
        text: "^R",
        meaning: "the following card is a revoke that was not noticed in time",
        applies_to: AppliesTo::Card,
        since: V1_0,
    },
    TokenSpec {
        text: "^L",
        meaning: "the following card is a lead out of turn that was accepted",
        applies_to: AppliesTo::Card,
        since: V1_0,
    },
];

/// Calls and play tokens that are words or symbols rather than bids and cards.
pub static SPECIAL_TOKENS: &[TokenSpec] = &[
    TokenSpec {
        text: "Pass",
        meaning: "the player passes",
        applies_to: AppliesTo::Call,
        since: V1_0,
    },
    TokenSpec {
        text: "X",
        meaning: "the player doubles",
        applies_to: AppliesTo::Call,
        since: V1_0,
    },
    TokenSpec {
        text: "XX",
        meaning: "the player redoubles",
        applies_to: AppliesTo::Call,
        since: V1_0,
    },
    TokenSpec {
        text: "AP",
        meaning: "all remaining players pass",
        applies_to: AppliesTo::Call,
        since: V1_0,
    },
    TokenSpec {
        text: "-",
        meaning: "in an auction: not yet this player's turn; in a play: the card is unknown or \
                  does not matter",
        applies_to: AppliesTo::Both,
        since: V1_0,
    },
    TokenSpec {
        text: "*",
        meaning: "the rest of the auction or play is unknown",
        applies_to: AppliesTo::Both,
        since: V1_0,
    },
    TokenSpec {
        text: "+",
        meaning: "the next call or card is still to be made",
        applies_to: AppliesTo::Both,
        since: V2_0,
    },
];

/// Who defines a `%` directive.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DirectiveSource {
    /// The PBN standard.
    Standard,
    /// BridgeComposer's file header.
    BridgeComposer,
    /// Other programs.
    Other,
}

/// A line starting with `%` that programs give a meaning; PBN itself ignores the line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DirectiveSpec {
    /// The first word after `%` (and optional spaces), without a trailing `:`.
    pub name: &'static str,
    pub meaning: &'static str,
    pub source: DirectiveSource,
}

const fn directive_def(
    name: &'static str,
    meaning: &'static str,
    source: DirectiveSource,
) -> DirectiveSpec {
    DirectiveSpec {
        name,
        meaning,
        source,
    }
}

use DirectiveSource::{BridgeComposer, Other, Standard};

/// The `%` directives seen in PBN files.
pub static DIRECTIVES: &[DirectiveSpec] = &[
    directive_def(
        "PBN",
        "`% PBN <major>.<minor>`: the PBN version the file follows.",
        Standard,
    ),
    directive_def(
        "EXPORT",
        "`% EXPORT`: the file is in strict export format.",
        Standard,
    ),
    directive_def("IMPORT", "`% IMPORT`: the file is in import format.", Other),
    directive_def(
        "%!R",
        "`%%!R <hex>`: the seed a deal generator used for this game.",
        Other,
    ),
    directive_def(
        "Content-type",
        "`%Content-type: text/x-pbn; charset=...`: the character set of the file.",
        BridgeComposer,
    ),
    directive_def(
        "Creator",
        "`%Creator:` the program that wrote the file.",
        BridgeComposer,
    ),
    directive_def(
        "Created",
        "`%Created:` when the file was written.",
        BridgeComposer,
    ),
    directive_def(
        "BCOptions",
        "Display options of BridgeComposer.",
        BridgeComposer,
    ),
    directive_def(
        "BidAndCardSpacing",
        "Spacing of calls and cards when printed.",
        BridgeComposer,
    ),
    directive_def(
        "BoardsPerPage",
        "How many boards to print per page.",
        BridgeComposer,
    ),
    directive_def(
        "CardTableColors",
        "Colours of the printed card table.",
        BridgeComposer,
    ),
    directive_def(
        "DDAFormat",
        "How double-dummy analysis is shown.",
        BridgeComposer,
    ),
    directive_def(
        "DefaultPagination",
        "Use the default page breaks.",
        BridgeComposer,
    ),
    directive_def(
        "EventSpacing",
        "Space between events when printed.",
        BridgeComposer,
    ),
    directive_def(
        "Font",
        "`%Font:<use> \"face\",size,weight,italic`: a printing font.",
        BridgeComposer,
    ),
    directive_def("GutterSize", "Size of the page gutters.", BridgeComposer),
    directive_def(
        "HRTitleDate",
        "Title date of a hand record.",
        BridgeComposer,
    ),
    directive_def(
        "HRTitleEvent",
        "Title event of a hand record.",
        BridgeComposer,
    ),
    directive_def(
        "HRTitleSetID",
        "Set identifier of a hand record.",
        BridgeComposer,
    ),
    directive_def(
        "HRTitleSetIDPrefix",
        "Prefix of the set identifier.",
        BridgeComposer,
    ),
    directive_def(
        "HRTitleSite",
        "Title site of a hand record.",
        BridgeComposer,
    ),
    directive_def(
        "HtmlClubs",
        "HTML entity or image for the club symbol.",
        BridgeComposer,
    ),
    directive_def(
        "HtmlDiamonds",
        "HTML entity or image for the diamond symbol.",
        BridgeComposer,
    ),
    directive_def(
        "HtmlHearts",
        "HTML entity or image for the heart symbol.",
        BridgeComposer,
    ),
    directive_def(
        "HtmlSpades",
        "HTML entity or image for the spade symbol.",
        BridgeComposer,
    ),
    directive_def(
        "HtmlNavBar",
        "Navigation bar of HTML output.",
        BridgeComposer,
    ),
    directive_def("Margins", "Page margins.", BridgeComposer),
    directive_def("PaperSize", "Paper size for printing.", BridgeComposer),
    directive_def("ParaIndent", "Paragraph indentation.", BridgeComposer),
    directive_def("PipColors", "Colours of the suit symbols.", BridgeComposer),
    directive_def("PipFont", "Font of the suit symbols.", BridgeComposer),
    directive_def(
        "ScoreTableColors",
        "Colours of printed score tables.",
        BridgeComposer,
    ),
    directive_def(
        "SectionSpacing",
        "Space between sections when printed.",
        BridgeComposer,
    ),
    directive_def(
        "SelectedBoard",
        "The board selected when the file was saved.",
        BridgeComposer,
    ),
    directive_def(
        "ShowBoardLabels",
        "Whether board labels are shown.",
        BridgeComposer,
    ),
    directive_def(
        "ShowCardTable",
        "Whether the card table is shown.",
        BridgeComposer,
    ),
    directive_def(
        "TSTCustomSortOrder",
        "Custom order of the total score table.",
        BridgeComposer,
    ),
    directive_def(
        "TSTReport",
        "Total score table report settings.",
        BridgeComposer,
    ),
    directive_def(
        "TSTReportOrder",
        "Order of the total score table report.",
        BridgeComposer,
    ),
    directive_def(
        "TSTReportShade",
        "Shading of the total score table report.",
        BridgeComposer,
    ),
];

/// The directive named `name`, ignoring case (writers differ: `% EXPORT`, `% Import`).
pub fn directive(name: &str) -> Option<&'static DirectiveSpec> {
    DIRECTIVES
        .iter()
        .find(|spec| spec.name.eq_ignore_ascii_case(name))
}

/// The directive a `%` line starts, e.g. `PBN` for `% PBN 2.1` and `Content-type` for
/// `%Content-type: text/x-pbn; charset=UTF-8`.
pub fn directive_of_line(line: &str) -> Option<&'static DirectiveSpec> {
    let rest = line.strip_prefix('%')?.trim_start_matches([' ', '\t']);
    let end = rest
        .find(|c: char| c.is_whitespace() || c == ':')
        .unwrap_or(rest.len());
    directive(rest.get(..end)?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_standard_column_and_scoring_base_has_a_meaning() {
        for spec in TAGS {
            if let ValueSyntax::Table { columns, .. } = spec.value {
                for column in columns {
                    assert!(table_column(column).is_some(), "{}: {column}", spec.name);
                }
            }
        }
        for base in [
            "MP",
            "MatchPoints",
            "IMP",
            "Cavendish",
            "Chicago",
            "Rubber",
            "BAM",
            "Instant",
        ] {
            assert!(scoring_method(base).is_some(), "{base}");
        }
        assert_eq!(scoring_method("imp"), None);
    }
    use std::collections::HashSet;

    #[test]
    fn names_are_unique() {
        let mut seen = HashSet::new();
        for spec in TAGS {
            assert!(seen.insert(spec.name), "duplicate tag {}", spec.name);
        }
        let mut seen = HashSet::new();
        for spec in DIRECTIVES {
            assert!(
                seen.insert(spec.name.to_ascii_lowercase()),
                "duplicate directive {}",
                spec.name
            );
        }
    }

    #[test]
    fn lookup_is_case_sensitive() {
        assert_eq!(tag("Deal").map(|spec| spec.kind), Some(TagKind::Mts(11)));
        assert!(tag("deal").is_none());
        assert!(tag("DEAL").is_none());
        assert!(tag("Deals").is_none());
        assert_eq!(
            tag("OptimumResultTable").map(|spec| spec.since),
            Some(PbnVersion::V2_1)
        );
        assert_eq!(
            tag("Auction").and_then(|spec| spec.section),
            Some(Section::Auction)
        );
        assert_eq!(
            tag("Play").and_then(|spec| spec.section),
            Some(Section::Play)
        );
        assert_eq!(
            tag("DoubleDummyTricks").map(|spec| spec.kind),
            Some(TagKind::Extension)
        );
        assert_eq!(directive("export").map(|spec| spec.source), Some(Standard));
        assert_eq!(
            directive("Content-type").map(|spec| spec.source),
            Some(BridgeComposer)
        );
        assert!(directive("Nonsense").is_none());
        let names: Vec<Option<&str>> = [
            "% PBN 2.1",
            "%PBN 1.0",
            "% EXPORT",
            "% Import",
            "%Content-type: text/x-pbn; charset=UTF-8",
            "%Font:Diagram \"Arial\",9,400,0",
            "%BCOptions Center STBorder",
            "%%!R 9f3c",
            "% Generated by a tool",
            "%",
            "[Event \"x\"]",
        ]
        .iter()
        .map(|line| directive_of_line(line).map(|spec| spec.name))
        .collect();
        assert_eq!(
            names,
            [
                Some("PBN"),
                Some("PBN"),
                Some("EXPORT"),
                Some("IMPORT"),
                Some("Content-type"),
                Some("Font"),
                Some("BCOptions"),
                Some("%!R"),
                None,
                None,
                None,
            ]
        );
    }

    #[test]
    fn mts_order_is_one_to_fifteen() {
        let mut by_order: Vec<(u8, &str)> = TAGS
            .iter()
            .filter_map(|spec| spec.mts_order().map(|order| (order, spec.name)))
            .collect();
        by_order.sort_unstable();
        let orders: Vec<u8> = by_order.iter().map(|&(order, _)| order).collect();
        assert_eq!(orders, (1..=15).collect::<Vec<u8>>());
        let names: Vec<&str> = by_order.iter().map(|&(_, name)| name).collect();
        assert_eq!(names, MTS);
        let without_scoring: Vec<&str> = MTS.iter().copied().filter(|&n| n != "Scoring").collect();
        assert_eq!(without_scoring, MTS_1_0);
    }

    #[test]
    fn inheritance_is_forbidden_exactly_where_the_standard_says() {
        let forbidden: Vec<&str> = TAGS
            .iter()
            .filter(|spec| !spec.inheritable)
            .map(|spec| spec.name)
            .collect();
        assert_eq!(
            forbidden,
            [
                "Dealer",
                "Vulnerable",
                "Deal",
                "Declarer",
                "Contract",
                "Auction",
                "Play",
                "Note"
            ]
        );
    }

    #[test]
    fn kinds_and_value_syntaxes_agree() {
        for spec in TAGS {
            if !spec.allowed.is_empty() {
                assert!(
                    matches!(spec.value, ValueSyntax::OneOf | ValueSyntax::Vulnerable),
                    "{}",
                    spec.name
                );
            }
            if spec.value == ValueSyntax::OneOf {
                assert!(!spec.allowed.is_empty(), "{} lists no values", spec.name);
            }
            let is_table = matches!(spec.value, ValueSyntax::Table { .. });
            assert_eq!(is_table, spec.kind == TagKind::Table, "{}", spec.name);
            assert_eq!(
                spec.since == Extension,
                spec.kind == TagKind::Extension,
                "{}",
                spec.name
            );
        }
    }

    #[test]
    fn lowercase_is_accepted_where_the_case_table_says() {
        let lowercase: Vec<&str> = TAGS
            .iter()
            .filter(|spec| spec.lowercase_in_import)
            .map(|spec| spec.name)
            .collect();
        assert_eq!(
            lowercase,
            [
                "Dealer",
                "Vulnerable",
                "Deal",
                "Declarer",
                "Contract",
                "Auction",
                "Play"
            ]
        );
    }

    #[test]
    fn nags_and_suffixes_agree() {
        for (index, spec) in NAGS.iter().enumerate() {
            assert_eq!(usize::from(spec.number), index);
        }
        for suffix in SUFFIXES {
            let call = nag(suffix.call_nag);
            let card = nag(suffix.card_nag);
            assert_eq!(call.and_then(|spec| spec.suffix), Some(suffix.text));
            assert_eq!(card.and_then(|spec| spec.suffix), Some(suffix.text));
            assert_eq!(call.map(|spec| spec.applies_to), Some(AppliesTo::Call));
            assert_eq!(card.map(|spec| spec.applies_to), Some(AppliesTo::Card));
        }
        assert_eq!(nag(13).map(|spec| spec.since), Some(PbnVersion::V2_0));
        assert!(nag(15).is_none());
        assert_eq!(suffix("?!").map(|spec| spec.call_nag), Some(6));
    }

    /// The section of `notes/bridge.md` between `heading` and the next `### ` heading.
    fn notes_section<'a>(notes: &'a str, heading: &str) -> &'a str {
        let start = notes
            .find(heading)
            .unwrap_or_else(|| panic!("no `{heading}` in the bridge notes"));
        let body = &notes[start + heading.len()..];
        let end = body.find("\n### ").unwrap_or(body.len());
        &body[..end]
    }

    /// The cells of every data row of the Markdown tables in `text`, with the header of the
    /// table each row belongs to.
    fn table_rows(text: &str) -> Vec<(String, Vec<String>)> {
        let mut rows = Vec::new();
        let mut header = String::new();
        let mut previous_was_row = false;
        for line in text.lines() {
            let Some(inner) = line.strip_prefix('|') else {
                previous_was_row = false;
                continue;
            };
            if !previous_was_row {
                header = line.to_string();
                previous_was_row = true;
                continue;
            }
            if line.starts_with("|---") {
                continue;
            }
            let cells = inner
                .trim_end_matches('|')
                .split(" | ")
                .map(|cell| cell.trim().to_string())
                .collect();
            rows.push((header.clone(), cells));
        }
        rows
    }

    fn split_names(cell: &str) -> Vec<&str> {
        cell.split([',', '/'])
            .map(str::trim)
            .filter(|name| !name.is_empty())
            .collect()
    }

    /// The shared `notes/bridge.md`, when the corpus tier is on.
    fn read_notes() -> Option<String> {
        let path = gamerec_tiers::shared()?.join("notes/bridge.md");
        let text = std::fs::read_to_string(&path)
            .unwrap_or_else(|err| panic!("{}: {err}", path.display()));
        Some(text)
    }

    /// Every tag of the notes' "Complete standard tag list" is in the table, in the MTS order
    /// the notes give and with the version they give.
    #[test]
    fn tags_match_the_standard_tag_list() {
        let Some(notes) = read_notes() else {
            return;
        };
        let section = notes_section(&notes, "### Complete standard tag list");
        let mut mts = Vec::new();
        let mut supplemental = 0;
        for (header, cells) in table_rows(section) {
            let names = split_names(&cells[0]);
            if header.starts_with("| tag | meaning |") {
                for name in names {
                    let spec = tag(name).unwrap_or_else(|| panic!("MTS tag {name} missing"));
                    assert!(spec.mts_order().is_some(), "{name} should be mandatory");
                    mts.push(name.to_string());
                }
            } else if header.starts_with("| tag | ver |") {
                for name in names {
                    let spec = tag(name).unwrap_or_else(|| panic!("tag {name} missing"));
                    assert_eq!(spec.kind, TagKind::Supplemental, "{name}");
                    assert_eq!(spec.since.label(), cells[1], "version of {name}");
                    supplemental += 1;
                }
            } else {
                panic!("unexpected table `{header}`");
            }
        }
        assert_eq!(mts, MTS);
        let in_table = TAGS
            .iter()
            .filter(|spec| spec.kind == TagKind::Supplemental)
            .count();
        assert_eq!(supplemental, in_table, "supplemental tags not in the notes");
        for name in ["Auction", "Play", "Note"] {
            assert!(
                section.contains(&format!("`{name}`")),
                "{name} not in the notes"
            );
            assert!(tag(name).is_some(), "{name} missing");
        }
    }

    /// Every table of the notes' table list, with its version and predefined columns.
    #[test]
    fn tables_match_the_notes() {
        let Some(notes) = read_notes() else {
            return;
        };
        let section = notes_section(&notes, "### Supplemental sections / tables");
        let mut seen = 0;
        for (_, cells) in table_rows(section) {
            let (name, version) = cells[0]
                .split_once(" (")
                .unwrap_or_else(|| panic!("no version in `{}`", cells[0]));
            let version = version.trim_end_matches(')');
            let spec = tag(name).unwrap_or_else(|| panic!("table {name} missing"));
            assert_eq!(spec.since.label(), version, "version of {name}");
            let expected: Vec<&str> = cells[1]
                .split(',')
                .map(|column| column.split(" (").next().unwrap_or(column).trim())
                .collect();
            match spec.value {
                ValueSyntax::Table { columns, .. } => assert_eq!(columns, expected, "{name}"),
                other => panic!("{name} is {other:?}, not a table"),
            }
            seen += 1;
        }
        let in_table = TAGS
            .iter()
            .filter(|spec| spec.kind == TagKind::Table)
            .count();
        assert_eq!(seen, in_table);
    }

    /// The common extensions the notes list are known.
    #[test]
    fn extensions_of_the_notes_are_known() {
        let Some(notes) = read_notes() else {
            return;
        };
        let section = notes_section(&notes, "### Non-standard but common");
        let mut found = 0;
        for (_, cells) in table_rows(section) {
            for piece in cells[0].split("`[").skip(1) {
                let name: String = piece
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                    .collect();
                assert!(tag(&name).is_some(), "extension {name} missing");
                found += 1;
            }
        }
        assert!(found >= 6, "only {found} extensions found in the notes");
    }
}
