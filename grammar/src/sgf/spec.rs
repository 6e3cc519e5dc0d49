//! What the SGF documents say, as tables that diagnostics, hover, completion and the formatter read.
//!
//! Sources: the SGF `FF[4]` specification with its general and Go properties, the `FF[1]` and
//! `FF[3]` definitions for the properties `FF[4]` dropped, and the game numbers of `GM`.

use std::fmt;

/// When a property may appear, as `FF[4]` classifies properties.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PropertyType {
    /// Belongs to the move made in the node; may not share a node with setup properties.
    Move,
    /// Places or removes stones; may not share a node with move properties.
    Setup,
    /// Only in the root node of a game tree.
    Root,
    /// Describes the game; only in the one game-info node of each path.
    GameInfo,
    /// No restriction ("-" in the specification).
    NoType,
}

impl PropertyType {
    /// The name the specification's property lists use.
    pub fn label(self) -> &'static str {
        match self {
            PropertyType::Move => "move",
            PropertyType::Setup => "setup",
            PropertyType::Root => "root",
            PropertyType::GameInfo => "game-info",
            PropertyType::NoType => "-",
        }
    }
}

/// The syntax of a property value, composed the way the specification composes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ValueType {
    /// The empty value `[]`.
    None,
    /// An optionally signed whole number.
    Number,
    /// A number with an optional fraction, e.g. `6.5`.
    Real,
    /// `1` (normal) or `2` (emphasized).
    Double,
    /// `B` or `W`.
    Color,
    /// Text whose line breaks are shown as spaces.
    SimpleText,
    /// Text that keeps its hard line breaks; `\` before a line break removes it.
    Text,
    /// A board point; in Go two letters `a`-`z`, `A`-`Z` (column, then row).
    Point,
    /// A move; in Go a point, or `[]` (or `[tt]` on boards up to 19x19) for a pass.
    Move,
    /// A stone; in Go the same as a point.
    Stone,
    /// Two values separated by an unescaped `:`.
    Compose(&'static ValueType, &'static ValueType),
    /// One or more values, each in its own brackets.
    ListOf(&'static ValueType),
    /// Like [`ValueType::ListOf`], or the single empty value `[]`.
    EListOf(&'static ValueType),
    /// Either of two value types.
    Either(&'static ValueType, &'static ValueType),
}

impl ValueType {
    /// Whether the property takes several bracketed values.
    pub fn is_list(&self) -> bool {
        match self {
            ValueType::ListOf(_) | ValueType::EListOf(_) => true,
            ValueType::Either(a, b) => a.is_list() || b.is_list(),
            _ => false,
        }
    }

    /// Whether `[]` is a valid value.
    pub fn allows_empty(&self) -> bool {
        match self {
            ValueType::None | ValueType::EListOf(_) => true,
            ValueType::SimpleText | ValueType::Text => true,
            ValueType::Either(a, b) => a.allows_empty() || b.allows_empty(),
            _ => false,
        }
    }

    /// Whether the value may (or must) be composed of two parts with `:`.
    pub fn may_compose(&self) -> bool {
        match self {
            ValueType::Compose(..) => true,
            ValueType::ListOf(inner) | ValueType::EListOf(inner) => inner.may_compose(),
            ValueType::Either(a, b) => a.may_compose() || b.may_compose(),
            _ => false,
        }
    }
}

/// Written as the specification's property lists write it, e.g. `list of composed point : point`.
impl fmt::Display for ValueType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ValueType::None => f.write_str("none"),
            ValueType::Number => f.write_str("number"),
            ValueType::Real => f.write_str("real"),
            ValueType::Double => f.write_str("double"),
            ValueType::Color => f.write_str("color"),
            ValueType::SimpleText => f.write_str("simpletext"),
            ValueType::Text => f.write_str("text"),
            ValueType::Point => f.write_str("point"),
            ValueType::Move => f.write_str("move"),
            ValueType::Stone => f.write_str("stone"),
            ValueType::Compose(a, b) => write!(f, "composed {a} : {b}"),
            ValueType::ListOf(inner) => write!(f, "list of {inner}"),
            ValueType::EListOf(inner) => write!(f, "elist of {inner}"),
            ValueType::Either(a, b) => write!(f, "{a} | {b}"),
        }
    }
}

/// The file-format versions `FF[1]`-`FF[4]` that define a property.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Versions(u8);

impl Versions {
    /// Reads a four-character column such as `1234` or `--34`: position `n` holds the digit `n`
    /// when `FF[n]` defines the property, anything else when it does not.
    pub const fn from_column(column: &str) -> Versions {
        let bytes = column.as_bytes();
        let mut mask = 0u8;
        let mut i = 0;
        while i < bytes.len() && i < 4 {
            if bytes[i] == b'1' + i as u8 {
                mask |= 1 << i;
            }
            i += 1;
        }
        Versions(mask)
    }

    /// Whether `FF[ff]` defines the property.
    pub fn contains(self, ff: u8) -> bool {
        (1..=4).contains(&ff) && self.0 & (1 << (ff - 1)) != 0
    }

    /// The first version that defines it.
    pub fn first(self) -> Option<u8> {
        (1..=4).find(|&ff| self.contains(ff))
    }

    /// The last version that defines it.
    pub fn last(self) -> Option<u8> {
        (1..=4).rev().find(|&ff| self.contains(ff))
    }

    /// The version that no longer defines it, when `FF[4]` dropped it.
    pub fn dropped_in(self) -> Option<u8> {
        match self.last() {
            Some(last) if last < 4 => Some(last + 1),
            _ => None,
        }
    }
}

/// Prints the column form, e.g. `--34`.
impl fmt::Display for Versions {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for ff in 1..=4u8 {
            if self.contains(ff) {
                write!(f, "{ff}")?;
            } else {
                f.write_str("-")?;
            }
        }
        Ok(())
    }
}

/// The games a property belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GameScope {
    /// Every game.
    All,
    /// Go (`GM[1]`) only.
    Go,
    /// The games with these `GM` numbers.
    Games(&'static [u8]),
}

impl GameScope {
    /// Whether the property belongs to the game `GM[gm]`.
    pub fn includes(self, gm: u8) -> bool {
        match self {
            GameScope::All => true,
            GameScope::Go => gm == 1,
            GameScope::Games(games) => games.contains(&gm),
        }
    }
}

/// The `GM` number of Lines of Action.
const LINES_OF_ACTION: &[u8] = &[9];

/// A rule a property's values or its node must follow.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Constraint {
    /// Every number in the value must lie in `min..=max`.
    Range { min: i32, max: i32 },
    /// In Go, every number in the value must lie in `min..=max`.
    GoRange { min: i32, max: i32 },
    /// At most one of these properties may appear in a node.
    ExclusiveInNode(&'static [&'static str]),
    /// A point may appear only once across these properties in one node.
    UniquePointsAcross(&'static [&'static str]),
    /// Only allowed in a node that has a move (`B` or `W`).
    RequiresMove,
    /// Exactly one value.
    SingleValue,
    /// No two values may be equal and the two points of a value must differ.
    DistinctPairs,
    /// An empty value `[]` ends the inherited setting.
    EmptyClears,
    /// Any other rule, in words.
    Note(&'static str),
}

/// A value with a defined meaning, for hover and completion.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct KnownValue {
    pub value: &'static str,
    pub meaning: &'static str,
}

/// One SGF property.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PropertySpec {
    /// The `FF[4]` identifier: upper-case letters.
    pub id: &'static str,
    /// The short name the specification gives.
    pub name: &'static str,
    /// One or two sentences for hover.
    pub meaning: &'static str,
    pub property_type: PropertyType,
    /// Whether the setting applies to the node's whole subtree until replaced.
    pub inherit: bool,
    pub value: ValueType,
    pub versions: Versions,
    pub games: GameScope,
    pub constraints: &'static [Constraint],
    /// The value assumed when the property is absent.
    pub default: Option<&'static str>,
    /// For a property `FF[4]` dropped: what to write instead.
    pub replaced_by: Option<&'static str>,
    pub known_values: &'static [KnownValue],
}

const fn def(
    id: &'static str,
    name: &'static str,
    versions: &'static str,
    property_type: PropertyType,
    value: ValueType,
    meaning: &'static str,
) -> PropertySpec {
    PropertySpec {
        id,
        name,
        meaning,
        property_type,
        inherit: false,
        value,
        versions: Versions::from_column(versions),
        games: GameScope::All,
        constraints: &[],
        default: None,
        replaced_by: None,
        known_values: &[],
    }
}

impl PropertySpec {
    const fn go(self) -> PropertySpec {
        PropertySpec {
            games: GameScope::Go,
            ..self
        }
    }

    const fn lines_of_action(self) -> PropertySpec {
        PropertySpec {
            games: GameScope::Games(LINES_OF_ACTION),
            ..self
        }
    }

    const fn inherited(self) -> PropertySpec {
        PropertySpec {
            inherit: true,
            ..self
        }
    }

    const fn rules(self, constraints: &'static [Constraint]) -> PropertySpec {
        PropertySpec {
            constraints,
            ..self
        }
    }

    const fn default(self, default: &'static str) -> PropertySpec {
        PropertySpec {
            default: Some(default),
            ..self
        }
    }

    const fn replaced_by(self, replacement: &'static str) -> PropertySpec {
        PropertySpec {
            replaced_by: Some(replacement),
            ..self
        }
    }

    const fn values(self, known_values: &'static [KnownValue]) -> PropertySpec {
        PropertySpec {
            known_values,
            ..self
        }
    }
}

const fn known(value: &'static str, meaning: &'static str) -> KnownValue {
    KnownValue { value, meaning }
}

use Constraint::{
    DistinctPairs, EmptyClears, ExclusiveInNode, GoRange, Range, RequiresMove, SingleValue,
    UniquePointsAcross,
};
use PropertyType::{GameInfo, Move, NoType, Root, Setup};
use ValueType as V;

const SETUP_POINTS: &[&str] = &["AB", "AW", "AE"];
const MARKUP: &[&str] = &["CR", "MA", "SL", "SQ", "TR"];
const MOVES: &[&str] = &["B", "W"];
const MOVE_ANNOTATIONS: &[&str] = &["BM", "DO", "IT", "TE"];
const POSITION_ANNOTATIONS: &[&str] = &["DM", "GB", "GW", "UC"];
const TERRITORY: &[&str] = &["TB", "TW"];
const LIST_OF_POINT: ValueType = V::ListOf(&V::Point);
const LIST_OF_STONE: ValueType = V::ListOf(&V::Stone);
const ELIST_OF_POINT: ValueType = V::EListOf(&V::Point);
const POINT_PAIRS: ValueType = V::ListOf(&V::Compose(&V::Point, &V::Point));

const DOUBLE_VALUES: &[KnownValue] = &[known("1", "normal"), known("2", "emphasized")];
const COLOR_VALUES: &[KnownValue] = &[known("B", "Black"), known("W", "White")];

/// Every property of `FF[1]` to `FF[4]`, including those `FF[4]` dropped, sorted by identifier.
/// `SE` has two entries: an `FF[3]` property and an unrelated `FF[4]` Lines of Action one.
pub static PROPERTIES: &[PropertySpec] = &[
    def(
        "AB",
        "Add Black",
        "1234",
        Setup,
        LIST_OF_STONE,
        "Puts black stones on the given points, whatever was there before.",
    )
    .rules(&[UniquePointsAcross(SETUP_POINTS)]),
    def(
        "AE",
        "Add Empty",
        "1234",
        Setup,
        LIST_OF_POINT,
        "Clears the given points, removing any stones on them.",
    )
    .rules(&[UniquePointsAcross(SETUP_POINTS)]),
    def(
        "AN",
        "Annotation",
        "--34",
        GameInfo,
        V::SimpleText,
        "Who commented the game.",
    ),
    def(
        "AP",
        "Application",
        "---4",
        Root,
        V::Compose(&V::SimpleText, &V::SimpleText),
        "The program that wrote the file, as `name:version`.",
    ),
    def(
        "AR",
        "Arrow",
        "---4",
        NoType,
        POINT_PAIRS,
        "Draws an arrow from the first point to the second of each value.",
    )
    .rules(&[DistinctPairs]),
    def(
        "AS",
        "Who adds stones",
        "---4",
        NoType,
        V::SimpleText,
        "Lines of Action: who adds the stones in this setup.",
    )
    .lines_of_action(),
    def(
        "AW",
        "Add White",
        "1234",
        Setup,
        LIST_OF_STONE,
        "Puts white stones on the given points, whatever was there before.",
    )
    .rules(&[UniquePointsAcross(SETUP_POINTS)]),
    def(
        "B",
        "Black",
        "1234",
        Move,
        V::Move,
        "Black plays at the given point; an empty value is a pass. The move is executed even if \
         it is illegal.",
    )
    .rules(&[SingleValue, ExclusiveInNode(MOVES)]),
    def(
        "BL",
        "Black time left",
        "1234",
        Move,
        V::Real,
        "Seconds Black has left after the move of this node.",
    ),
    def(
        "BM",
        "Bad move",
        "1234",
        Move,
        V::Double,
        "The move of this node is bad (2: very bad).",
    )
    .rules(&[RequiresMove, ExclusiveInNode(MOVE_ANNOTATIONS)])
    .values(DOUBLE_VALUES),
    def(
        "BR",
        "Black rank",
        "1234",
        GameInfo,
        V::SimpleText,
        "The rank of the Black player, e.g. `3d` or `12k`.",
    ),
    def(
        "BS",
        "Black species",
        "123-",
        GameInfo,
        V::Number,
        "Smart Go Board: what kind of player Black is (human, program, ...). Private to that \
         program since FF[4].",
    )
    .replaced_by("nothing: FF[4] has no equivalent"),
    def(
        "BT",
        "Black team",
        "--34",
        GameInfo,
        V::SimpleText,
        "The team of the Black player.",
    ),
    def(
        "C",
        "Comment",
        "1234",
        NoType,
        V::Text,
        "A comment on this node.",
    ),
    def(
        "CA",
        "Charset",
        "---4",
        Root,
        V::SimpleText,
        "The character set of the text values in this game tree, e.g. `UTF-8`. Without it, \
         ISO-8859-1 is assumed.",
    )
    .default("ISO-8859-1")
    .values(&[
        known("UTF-8", "Unicode"),
        known("ISO-8859-1", "Latin-1, the default"),
        known("GB2312", "simplified Chinese"),
        known("Big5", "traditional Chinese"),
        known("Shift_JIS", "Japanese"),
        known("EUC-KR", "Korean"),
    ]),
    def(
        "CH",
        "Check mark",
        "123-",
        NoType,
        V::Double,
        "Smart Go Board: a check mark on the node. Private to that program since FF[4].",
    )
    .replaced_by("nothing: FF[4] has no equivalent"),
    def(
        "CP",
        "Copyright",
        "--34",
        GameInfo,
        V::SimpleText,
        "Who holds the copyright of the game record and its comments.",
    ),
    def(
        "CR",
        "Circle",
        "--34",
        NoType,
        LIST_OF_POINT,
        "Marks the given points with a circle.",
    )
    .rules(&[UniquePointsAcross(MARKUP)]),
    def(
        "DD",
        "Dim points",
        "---4",
        NoType,
        ELIST_OF_POINT,
        "Greys out the given points in this node and its subtree; `DD[]` undims all.",
    )
    .inherited()
    .rules(&[EmptyClears]),
    def(
        "DM",
        "Even position",
        "--34",
        NoType,
        V::Double,
        "The position is even for both players (2: very clearly).",
    )
    .rules(&[ExclusiveInNode(POSITION_ANNOTATIONS)])
    .values(DOUBLE_VALUES),
    def(
        "DO",
        "Doubtful",
        "--34",
        Move,
        V::None,
        "The move of this node is doubtful.",
    )
    .rules(&[RequiresMove, ExclusiveInNode(MOVE_ANNOTATIONS)]),
    def(
        "DT",
        "Date",
        "1234",
        GameInfo,
        V::SimpleText,
        "When the game was played, as ISO dates `YYYY-MM-DD`; months and days may be left out \
         and further dates of the same month or year shortened, e.g. `1996-05-06,07`.",
    )
    .rules(&[Constraint::Note(
        "ISO 8601 dates separated by commas, shortened as allowed",
    )]),
    def(
        "EL",
        "Eval. comp move",
        "12--",
        NoType,
        V::Number,
        "Computer Go: the evaluation a program gave the move.",
    )
    .replaced_by("nothing: FF[4] dropped it"),
    def(
        "EV",
        "Event",
        "1234",
        GameInfo,
        V::SimpleText,
        "The name of the event or tournament.",
    ),
    def(
        "EX",
        "Expected move",
        "12--",
        NoType,
        V::Move,
        "Computer Go: the move a program expected next.",
    )
    .replaced_by("nothing: FF[4] dropped it"),
    def(
        "FF",
        "Fileformat",
        "-234",
        Root,
        V::Number,
        "The version of the file format this game tree uses, 1 to 4. Without it, FF[1] is \
         assumed.",
    )
    .rules(&[Range { min: 1, max: 4 }])
    .default("1"),
    def(
        "FG",
        "Figure",
        "1234",
        NoType,
        V::Either(&V::None, &V::Compose(&V::Number, &V::SimpleText)),
        "Starts a new printed diagram at this node; the value gives display flags and a \
         diagram name.",
    )
    .values(&[
        known("0", "no flags set"),
        known("1", "flag: no coordinates"),
        known("2", "flag: no diagram name"),
        known("4", "flag: list moves not shown"),
        known("256", "flag: remove captured stones"),
        known("512", "flag: no hoshi dots"),
        known(
            "32768",
            "flag: ignore the flags, use the application's settings",
        ),
    ]),
    def(
        "GB",
        "Good for Black",
        "1234",
        NoType,
        V::Double,
        "The position is good for Black (2: very good).",
    )
    .rules(&[ExclusiveInNode(POSITION_ANNOTATIONS)])
    .values(DOUBLE_VALUES),
    def(
        "GC",
        "Game comment",
        "1234",
        GameInfo,
        V::Text,
        "Background or a summary of the game.",
    ),
    def(
        "GM",
        "Game",
        "1234",
        Root,
        V::Number,
        "Which game the tree records; 1 is Go, the default.",
    )
    .rules(&[Range { min: 1, max: 40 }])
    .default("1"),
    def(
        "GN",
        "Game name",
        "1234",
        GameInfo,
        V::SimpleText,
        "A name to identify the game in a collection.",
    ),
    def(
        "GW",
        "Good for White",
        "1234",
        NoType,
        V::Double,
        "The position is good for White (2: very good).",
    )
    .rules(&[ExclusiveInNode(POSITION_ANNOTATIONS)])
    .values(DOUBLE_VALUES),
    def(
        "HA",
        "Handicap",
        "1234",
        GameInfo,
        V::Number,
        "The number of handicap stones; the stones themselves are placed with `AB`.",
    )
    .go()
    .rules(&[Range {
        min: 2,
        max: i32::MAX,
    }]),
    def(
        "HO",
        "Hotspot",
        "--34",
        NoType,
        V::Double,
        "Marks a node as a key point of the game (2: a major one).",
    )
    .values(DOUBLE_VALUES),
    def(
        "ID",
        "Game identifier",
        "--3-",
        GameInfo,
        V::SimpleText,
        "An identifier of the game in FF[3].",
    )
    .replaced_by("EV or RO"),
    def(
        "IP",
        "Initial pos.",
        "---4",
        GameInfo,
        V::SimpleText,
        "Lines of Action: the initial position of the stones.",
    )
    .lines_of_action(),
    def(
        "IT",
        "Interesting",
        "--34",
        Move,
        V::None,
        "The move of this node is interesting.",
    )
    .rules(&[RequiresMove, ExclusiveInNode(MOVE_ANNOTATIONS)]),
    def(
        "IY",
        "Invert Y-axis",
        "---4",
        GameInfo,
        V::SimpleText,
        "Lines of Action: whether the board's Y axis is numbered the other way.",
    )
    .lines_of_action(),
    def(
        "KI",
        "Integer komi",
        "12--",
        GameInfo,
        V::Number,
        "Smart Go Board: the komi times two, as a whole number.",
    )
    .go()
    .replaced_by("KM with half the value"),
    def(
        "KM",
        "Komi",
        "1234",
        GameInfo,
        V::Real,
        "The points White gets for moving second, e.g. `6.5`.",
    )
    .go(),
    def(
        "KO",
        "Ko",
        "--34",
        Move,
        V::None,
        "Executes the move of this node even though it is illegal, e.g. retaking a ko.",
    )
    .rules(&[RequiresMove]),
    def(
        "L",
        "Letters",
        "12--",
        NoType,
        LIST_OF_POINT,
        "Labels the given points with the letters A, B, C, ... in order.",
    )
    .replaced_by("LB with the letters as labels"),
    def(
        "LB",
        "Label",
        "--34",
        NoType,
        V::ListOf(&V::Compose(&V::Point, &V::SimpleText)),
        "Writes the text after the colon on the point before it.",
    )
    .rules(&[UniquePointsAcross(&["LB"])]),
    def(
        "LN",
        "Line",
        "--34",
        NoType,
        POINT_PAIRS,
        "Draws a line between the two points of each value.",
    )
    .rules(&[DistinctPairs]),
    def(
        "LT",
        "Lose on time",
        "--3-",
        NoType,
        V::None,
        "Smart Go Board: losing on time is enforced. Private to that program since FF[4].",
    )
    .replaced_by("nothing: FF[4] has no equivalent"),
    def(
        "M",
        "Simple markup",
        "12--",
        NoType,
        LIST_OF_POINT,
        "Marks the given points.",
    )
    .replaced_by("MA on empty points, TR on stones"),
    def(
        "MA",
        "Mark with X",
        "--34",
        NoType,
        LIST_OF_POINT,
        "Marks the given points with an X.",
    )
    .rules(&[UniquePointsAcross(MARKUP)]),
    def(
        "MN",
        "Set move number",
        "--34",
        Move,
        V::Number,
        "Sets the number of the move in this node, e.g. when a game starts from a position.",
    ),
    def(
        "N",
        "Nodename",
        "1234",
        NoType,
        V::SimpleText,
        "A short name for this node, e.g. for a table of contents.",
    ),
    def(
        "OB",
        "OtStones Black",
        "--34",
        Move,
        V::Number,
        "Moves Black has left in the current overtime period after this move.",
    ),
    def(
        "OM",
        "Moves/overtime",
        "--3-",
        NoType,
        V::Number,
        "FF[3]: moves to play in each overtime period.",
    )
    .replaced_by("OT"),
    def(
        "ON",
        "Opening",
        "--34",
        GameInfo,
        V::SimpleText,
        "The opening played, e.g. a fuseki name.",
    ),
    def(
        "OP",
        "Overtime length",
        "--3-",
        NoType,
        V::Real,
        "FF[3]: the length of each overtime period.",
    )
    .replaced_by("OT"),
    def(
        "OT",
        "Overtime",
        "---4",
        GameInfo,
        V::SimpleText,
        "The overtime system, e.g. `5x30 byo-yomi`.",
    ),
    def(
        "OV",
        "Operator overhead",
        "--3-",
        NoType,
        V::Real,
        "Computer Go: time the operator of a program needs per move.",
    )
    .replaced_by("nothing: FF[4] dropped it"),
    def(
        "OW",
        "OtStones White",
        "--34",
        Move,
        V::Number,
        "Moves White has left in the current overtime period after this move.",
    ),
    def(
        "PB",
        "Player Black",
        "1234",
        GameInfo,
        V::SimpleText,
        "The name of the Black player.",
    ),
    def(
        "PC",
        "Place",
        "1234",
        GameInfo,
        V::SimpleText,
        "Where the game was played.",
    ),
    def(
        "PL",
        "Player to play",
        "1234",
        Setup,
        V::Color,
        "Whose turn it is after this node.",
    )
    .values(COLOR_VALUES),
    def(
        "PM",
        "Print move mode",
        "---4",
        NoType,
        V::Number,
        "How move numbers are printed in diagrams from here on.",
    )
    .inherited()
    .rules(&[Range { min: 0, max: 2 }])
    .default("1")
    .values(&[
        known("0", "no move numbers"),
        known("1", "numbers as they are"),
        known("2", "numbers modulo 100"),
    ]),
    def(
        "PW",
        "Player White",
        "1234",
        GameInfo,
        V::SimpleText,
        "The name of the White player.",
    ),
    def(
        "RE",
        "Result",
        "1234",
        GameInfo,
        V::SimpleText,
        "The result: `B+` or `W+` followed by the score, `R` (resignation), `T` (time) or `F` \
         (forfeit); `0` for a draw, `Void` for no result, `?` for unknown.",
    )
    .values(&[
        known("B+R", "Black wins by resignation"),
        known("W+R", "White wins by resignation"),
        known("B+T", "Black wins on time"),
        known("W+T", "White wins on time"),
        known("B+F", "Black wins by forfeit"),
        known("W+F", "White wins by forfeit"),
        known("0", "draw"),
        known("Draw", "draw"),
        known("Void", "no result or suspended"),
        known("?", "unknown result"),
    ]),
    def(
        "RG",
        "Region",
        "123-",
        NoType,
        LIST_OF_POINT,
        "Marks a region of the board.",
    )
    .go()
    .replaced_by("nothing: FF[4] dropped it; markup such as SL can show it"),
    def(
        "RO",
        "Round",
        "1234",
        GameInfo,
        V::SimpleText,
        "The round, optionally with its type, e.g. `5 (final)`.",
    ),
    def(
        "RU",
        "Rules",
        "--34",
        GameInfo,
        V::SimpleText,
        "The rules used, e.g. `Japanese`.",
    )
    .values(&[
        known("AGA", "American Go Association rules"),
        known("GOE", "Ing rules"),
        known("Japanese", "Japanese rules"),
        known("NZ", "New Zealand rules"),
        known(
            "Chinese",
            "Chinese rules (area scoring); common, though `FF[4]` does not list the name",
        ),
    ]),
    def(
        "SC",
        "Secure stones",
        "123-",
        NoType,
        LIST_OF_POINT,
        "Marks stones that are safe.",
    )
    .replaced_by("nothing: FF[4] dropped it; markup such as SL can show it"),
    def(
        "SE",
        "Selftest moves",
        "--3-",
        NoType,
        LIST_OF_POINT,
        "FF[3] computer Go: moves a program should try in a self test.",
    )
    .replaced_by("nothing: FF[4] dropped it"),
    def(
        "SE",
        "Markup",
        "---4",
        NoType,
        V::Point,
        "Lines of Action: marks a point and the moves possible from it.",
    )
    .lines_of_action(),
    def(
        "SI",
        "Sigma",
        "--3-",
        NoType,
        V::Double,
        "Smart Go Board: a marker for the node. Private to that program since FF[4].",
    )
    .replaced_by("nothing: FF[4] has no equivalent"),
    def(
        "SL",
        "Selected",
        "1234",
        NoType,
        LIST_OF_POINT,
        "Marks the given points as selected.",
    )
    .rules(&[UniquePointsAcross(MARKUP)]),
    def(
        "SO",
        "Source",
        "1234",
        GameInfo,
        V::SimpleText,
        "Where the record comes from, e.g. a book or a server.",
    ),
    def(
        "SQ",
        "Square",
        "---4",
        NoType,
        LIST_OF_POINT,
        "Marks the given points with a square.",
    )
    .rules(&[UniquePointsAcross(MARKUP)]),
    def(
        "ST",
        "Style",
        "---4",
        Root,
        V::Number,
        "How variations are shown: add 1 to show siblings of the current node instead of its \
         children, add 2 to hide variation marks on the board.",
    )
    .rules(&[Range { min: 0, max: 3 }])
    .default("0")
    .values(&[
        known("0", "children, with board marks"),
        known("1", "siblings, with board marks"),
        known("2", "children, no board marks"),
        known("3", "siblings, no board marks"),
    ]),
    def(
        "SU",
        "Setup type",
        "---4",
        GameInfo,
        V::SimpleText,
        "Lines of Action: the kind of initial setup.",
    )
    .lines_of_action(),
    def(
        "SZ",
        "Size",
        "1234",
        Root,
        V::Either(&V::Number, &V::Compose(&V::Number, &V::Number)),
        "The board size, or `columns:rows` for a rectangular board; a square board must not \
         use the composed form. Go boards are 1 to 52 wide, 19 by default.",
    )
    .rules(&[
        Range {
            min: 1,
            max: i32::MAX,
        },
        GoRange { min: 1, max: 52 },
        Constraint::Note("a square board is written `SZ[n]`, never `SZ[n:n]`"),
    ])
    .default("19"),
    def(
        "TB",
        "Territory Black",
        "1234",
        NoType,
        ELIST_OF_POINT,
        "Marks the given points as Black's territory.",
    )
    .go()
    .rules(&[UniquePointsAcross(TERRITORY)]),
    def(
        "TC",
        "Territory count",
        "--3-",
        NoType,
        V::Number,
        "Smart Go Board: a territory count. Private to that program since FF[4].",
    )
    .go()
    .replaced_by("nothing: FF[4] has no equivalent"),
    def(
        "TE",
        "Tesuji",
        "1234",
        Move,
        V::Double,
        "The move of this node is a tesuji, a good move (2: a very good one).",
    )
    .rules(&[RequiresMove, ExclusiveInNode(MOVE_ANNOTATIONS)])
    .values(DOUBLE_VALUES),
    def(
        "TM",
        "Timelimit",
        "1234",
        GameInfo,
        V::Real,
        "The main thinking time of each player, in seconds.",
    ),
    def(
        "TR",
        "Triangle",
        "--34",
        NoType,
        LIST_OF_POINT,
        "Marks the given points with a triangle.",
    )
    .rules(&[UniquePointsAcross(MARKUP)]),
    def(
        "TW",
        "Territory White",
        "1234",
        NoType,
        ELIST_OF_POINT,
        "Marks the given points as White's territory.",
    )
    .go()
    .rules(&[UniquePointsAcross(TERRITORY)]),
    def(
        "UC",
        "Unclear pos",
        "--34",
        NoType,
        V::Double,
        "The position is unclear (2: very unclear).",
    )
    .rules(&[ExclusiveInNode(POSITION_ANNOTATIONS)])
    .values(DOUBLE_VALUES),
    def(
        "US",
        "User",
        "1234",
        GameInfo,
        V::SimpleText,
        "Who entered the game record.",
    ),
    def(
        "V",
        "Value (score)",
        "1234",
        NoType,
        V::Real,
        "An estimate of the position: positive is good for Black; in Go the expected score.",
    ),
    def(
        "VW",
        "View",
        "1234",
        NoType,
        ELIST_OF_POINT,
        "Shows only the given part of the board in this node and its subtree; `VW[]` shows \
         the whole board again.",
    )
    .inherited()
    .rules(&[EmptyClears]),
    def(
        "W",
        "White",
        "1234",
        Move,
        V::Move,
        "White plays at the given point; an empty value is a pass. The move is executed even if \
         it is illegal.",
    )
    .rules(&[SingleValue, ExclusiveInNode(MOVES)]),
    def(
        "WL",
        "White time left",
        "1234",
        Move,
        V::Real,
        "Seconds White has left after the move of this node.",
    ),
    def(
        "WR",
        "White rank",
        "1234",
        GameInfo,
        V::SimpleText,
        "The rank of the White player, e.g. `3d` or `12k`.",
    ),
    def(
        "WS",
        "White species",
        "123-",
        GameInfo,
        V::Number,
        "Smart Go Board: what kind of player White is (human, program, ...). Private to that \
         program since FF[4].",
    )
    .replaced_by("nothing: FF[4] has no equivalent"),
    def(
        "WT",
        "White team",
        "--34",
        GameInfo,
        V::SimpleText,
        "The team of the White player.",
    ),
];

/// The current definition of `id`: the `FF[4]` one where there is one, otherwise the latest.
/// Identifiers are upper case; `b` is not `B`.
pub fn property(id: &str) -> Option<&'static PropertySpec> {
    latest(definitions(id).iter())
}

/// Every definition of `id`. Checks look up every property of every node, so identifiers of one
/// or two letters go through a table indexed by their letters.
fn definitions(id: &str) -> &'static [PropertySpec] {
    static BY_LETTERS: std::sync::OnceLock<Vec<(u16, u16)>> = std::sync::OnceLock::new();
    let Some(slot) = letters_slot(id) else {
        return search(id);
    };
    let table = BY_LETTERS.get_or_init(|| {
        let mut table = vec![(0u16, 0u16); 27 * 27];
        for (index, spec) in PROPERTIES.iter().enumerate() {
            if let (Some(slot), Ok(index)) = (letters_slot(spec.id), u16::try_from(index)) {
                let entry = &mut table[slot];
                if entry.0 == entry.1 {
                    *entry = (index, index + 1);
                } else {
                    entry.1 = index + 1;
                }
            }
        }
        table
    });
    let (start, end) = table.get(slot).copied().unwrap_or_default();
    PROPERTIES
        .get(usize::from(start)..usize::from(end))
        .unwrap_or_default()
}

/// Where a one- or two-letter upper-case identifier sits in the table of [`definitions`].
fn letters_slot(id: &str) -> Option<usize> {
    let letter = |byte: u8| {
        byte.is_ascii_uppercase()
            .then(|| usize::from(byte - b'A') + 1)
    };
    match *id.as_bytes() {
        [first] => Some(letter(first)? * 27),
        [first, second] => Some(letter(first)? * 27 + letter(second)?),
        _ => None,
    }
}

/// Every definition of `id`, by binary search: the table is sorted by identifier.
fn search(id: &str) -> &'static [PropertySpec] {
    let start = PROPERTIES.partition_point(|spec| spec.id < id);
    let end = start + PROPERTIES[start..].partition_point(|spec| spec.id == id);
    &PROPERTIES[start..end]
}

/// Of several definitions of one identifier, the one defined in the latest version.
fn latest(specs: impl Iterator<Item = &'static PropertySpec>) -> Option<&'static PropertySpec> {
    specs.max_by_key(|spec| spec.versions.last())
}

/// The definition of `id` in file format `FF[ff]` for the game `GM[gm]`, if that version
/// defines it for that game.
pub fn property_in(id: &str, ff: u8, gm: u8) -> Option<&'static PropertySpec> {
    definitions(id)
        .iter()
        .find(|spec| spec.versions.contains(ff) && spec.games.includes(gm))
}

/// The property an `FF[1]`-`FF[3]` identifier with lower-case letters stands for: readers drop
/// the lower-case letters, so `CoPyright` is `CP` and `AddBlack` is `AB`.
pub fn property_for_old_identifier(raw: &str) -> Option<&'static PropertySpec> {
    let upper = || raw.chars().filter(char::is_ascii_uppercase);
    latest(PROPERTIES.iter().filter(|spec| upper().eq(spec.id.chars())))
}

/// Rules about nodes and trees that no single property carries.
pub static NODE_RULES: &[&str] = &[
    "A property appears at most once in a node.",
    "Move and setup properties must not be mixed in one node.",
    "Root properties appear only in the first node of a game tree.",
    "Only one node on any path from the root may hold game-info properties.",
    "A game tree holds at least one node, and a node starts with `;`.",
];

/// One game and its `GM` number.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct GameSpec {
    pub number: u8,
    pub name: &'static str,
}

const fn game(number: u8, name: &'static str) -> GameSpec {
    GameSpec { number, name }
}

/// The games that have a `GM` number.
pub static GAMES: &[GameSpec] = &[
    game(1, "Go"),
    game(2, "Othello"),
    game(3, "Chess"),
    game(4, "Gomoku and Renju"),
    game(5, "Nine Men's Morris"),
    game(6, "Backgammon"),
    game(7, "Chinese chess"),
    game(8, "Shogi"),
    game(9, "Lines of Action"),
    game(10, "Ataxx"),
    game(11, "Hex"),
    game(12, "Jungle"),
    game(13, "Neutron"),
    game(14, "Philosopher's Football"),
    game(15, "Quadrature"),
    game(16, "Trax"),
    game(17, "Tantrix"),
    game(18, "Amazons"),
    game(19, "Octi"),
    game(20, "Gess"),
    game(21, "Twixt"),
    game(22, "Zertz"),
    game(23, "Plateau"),
    game(24, "Yinsh"),
    game(25, "Punct"),
    game(26, "Gobblet"),
    game(27, "Hive"),
    game(28, "Exxit"),
    game(29, "Hnefatafl"),
    game(30, "Kuba"),
    game(31, "Tripples"),
    game(32, "Chase"),
    game(33, "Tumbling Down"),
    game(34, "Sahara"),
    game(35, "Byte"),
    game(36, "Focus"),
    game(37, "Dvonn"),
    game(38, "Tamsk"),
    game(39, "Gipf"),
    game(40, "Kropki"),
];

/// The game with `GM` number `number`.
pub fn game_name(number: u8) -> Option<&'static str> {
    GAMES
        .iter()
        .find(|spec| spec.number == number)
        .map(|spec| spec.name)
}

/// The character set of text values when a game tree has no `CA`.
pub const DEFAULT_CHARSET: &str = "ISO-8859-1";

/// What `CA` covers, for hover.
pub const CHARSET_NOTE: &str = "`CA` names the character set of the SimpleText and Text values \
    of its game tree only; identifiers, brackets and other values are ASCII. Escapes work on \
    bytes, so in multi-byte sets such as Big5 or Shift_JIS a character may contain a `\\` or `]` \
    byte that must be escaped. Many files are instead encoded as a whole, often in UTF-8 or GBK, \
    and some declare the wrong set.";

/// The letters of Go coordinates: `a` is 1, `z` 26, `A` 27 and `Z` 52.
pub const POINT_LETTERS: &str = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

/// The 1-based column or row a Go coordinate letter stands for.
pub fn coordinate(letter: char) -> Option<u8> {
    match letter {
        'a'..='z' => Some(letter as u8 - b'a' + 1),
        'A'..='Z' => Some(letter as u8 - b'A' + 27),
        _ => None,
    }
}

/// The largest Go board `FF[4]` allows, in each direction.
pub const MAX_GO_BOARD: u8 = 52;

/// The largest Go board on which `[tt]` still means a pass.
pub const MAX_TT_PASS_BOARD: u8 = 19;

/// The most letters a standard identifier has.
pub const MAX_STANDARD_ID_LEN: usize = 2;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn identifiers_are_unique_per_version() {
        for (i, a) in PROPERTIES.iter().enumerate() {
            assert!(!a.id.is_empty() && a.id.chars().all(|c| c.is_ascii_uppercase()));
            assert!(a.id.len() <= MAX_STANDARD_ID_LEN, "{}", a.id);
            for b in &PROPERTIES[i + 1..] {
                if a.id == b.id {
                    let overlap =
                        (1..=4).any(|ff| a.versions.contains(ff) && b.versions.contains(ff));
                    assert!(!overlap, "{} defined twice in one version", a.id);
                }
            }
        }
        let ids: Vec<&str> = PROPERTIES.iter().map(|spec| spec.id).collect();
        let mut sorted = ids.clone();
        sorted.sort_unstable();
        assert_eq!(ids, sorted, "PROPERTIES should be sorted by identifier");
    }

    #[test]
    fn lookups() {
        assert_eq!(property("B").map(|spec| spec.property_type), Some(Move));
        assert!(property("b").is_none());
        assert!(property("CoPyright").is_none());
        assert!(property("XX").is_none());
        assert_eq!(property("SE").map(|spec| spec.name), Some("Markup"));
        assert_eq!(
            property_in("SE", 3, 1).map(|spec| spec.name),
            Some("Selftest moves")
        );
        assert!(property_in("SE", 4, 1).is_none());
        assert_eq!(
            property_in("SE", 4, 9).map(|spec| spec.name),
            Some("Markup")
        );
        assert!(property_in("L", 4, 1).is_none());
        for spec in PROPERTIES {
            assert!(definitions(spec.id).contains(spec), "{}", spec.id);
            assert_eq!(definitions(spec.id), search(spec.id));
        }
        assert!(definitions("ZZ").is_empty());
        assert!(definitions("b").is_empty());
        assert_eq!(
            property_in("L", 1, 1).and_then(|spec| spec.replaced_by),
            Some("LB with the letters as labels")
        );
        assert!(property_in("FF", 1, 1).is_none());
        assert!(property_in("KM", 4, 6).is_none());
        assert_eq!(property("DD").map(|spec| spec.inherit), Some(true));
        assert_eq!(
            property_for_old_identifier("CoPyright").map(|spec| spec.id),
            Some("CP")
        );
        assert_eq!(
            property_for_old_identifier("AddBlack").map(|spec| spec.id),
            Some("AB")
        );
        assert_eq!(
            property_for_old_identifier("W").map(|spec| spec.id),
            Some("W")
        );
        assert!(property_for_old_identifier("thisisa").is_none());
        assert!(property_for_old_identifier("").is_none());
        assert_eq!(game_name(1), Some("Go"));
        assert_eq!(game_name(6), Some("Backgammon"));
        assert!(game_name(41).is_none());
    }

    #[test]
    fn coordinates() {
        let all: Vec<Option<u8>> = POINT_LETTERS.chars().map(coordinate).collect();
        let expected: Vec<Option<u8>> = (1..=MAX_GO_BOARD).map(Some).collect();
        assert_eq!(all, expected);
        assert_eq!(coordinate('t'), Some(20));
        assert_eq!(coordinate('1'), None);
        assert_eq!(coordinate('é'), None);
    }

    #[test]
    fn versions_read_and_print_columns() {
        for column in ["1234", "--34", "---4", "123-", "12--", "-234", "--3-"] {
            assert_eq!(Versions::from_column(column).to_string(), column);
        }
        let v = Versions::from_column("123-");
        assert_eq!(
            (v.first(), v.last(), v.dropped_in()),
            (Some(1), Some(3), Some(4))
        );
        assert_eq!(Versions::from_column("1234").dropped_in(), None);
        assert!(!v.contains(0) && !v.contains(5));
    }

    #[test]
    fn value_types_print_like_the_property_lists() {
        let printed: Vec<String> = ["AB", "AP", "AR", "DD", "FG", "LB", "SZ"]
            .iter()
            .filter_map(|id| property(id))
            .map(|spec| format!("{}: {}", spec.id, spec.value))
            .collect();
        expect_test::expect![[r#"
            [
                "AB: list of stone",
                "AP: composed simpletext : simpletext",
                "AR: list of composed point : point",
                "DD: elist of point",
                "FG: none | composed number : simpletext",
                "LB: list of composed point : simpletext",
                "SZ: number | composed number : number",
            ]
        "#]]
        .assert_debug_eq(&printed);
        assert!(property("AB").is_some_and(|spec| spec.value.is_list()));
        assert!(property("VW").is_some_and(|spec| spec.value.allows_empty()));
        assert!(property("AB").is_some_and(|spec| !spec.value.allows_empty()));
        assert!(property("SZ").is_some_and(|spec| spec.value.may_compose()));
        assert!(property("B").is_some_and(|spec| !spec.value.may_compose()));
    }

    #[test]
    fn constraints_name_known_properties() {
        for spec in PROPERTIES {
            for constraint in spec.constraints {
                if let ExclusiveInNode(ids) | UniquePointsAcross(ids) = constraint {
                    assert!(ids.contains(&spec.id), "{} not in its own group", spec.id);
                    for id in *ids {
                        assert!(property(id).is_some(), "{id} in a rule of {}", spec.id);
                    }
                }
            }
            if spec.constraints.contains(&EmptyClears) {
                assert!(spec.inherit && spec.value.allows_empty(), "{}", spec.id);
            }
            assert_eq!(
                spec.replaced_by.is_some(),
                spec.versions.dropped_in().is_some(),
                "{}",
                spec.id
            );
        }
    }

    /// The rows of the property table in section 3 of the shared `notes/sgf.md`, when the
    /// corpus tier is on.
    fn note_rows() -> Option<Vec<Vec<String>>> {
        let path = gamerec_tiers::shared()?.join("notes/sgf.md");
        let text = std::fs::read_to_string(&path)
            .unwrap_or_else(|err| panic!("{}: {err}", path.display()));
        let start = text
            .find("## 3. Property table")
            .unwrap_or_else(|| panic!("no property table in {}", path.display()));
        let body = &text[start..];
        let end = body.find("\n## 4.").unwrap_or(body.len());
        let rows = body[..end]
            .lines()
            .filter(|line| line.starts_with("| ") && !line.starts_with("| ID | Description |"))
            .map(|line| {
                line.trim_matches('|')
                    .replace("\\|", "&bar;")
                    .split('|')
                    .map(|cell| cell.trim().replace("&bar;", "|"))
                    .collect()
            })
            .collect();
        Some(rows)
    }

    /// The value column without its remarks: `number (range: 1-4)` is `number`,
    /// `(number | composed ...)` is `number | composed ...`.
    fn value_column(cell: &str) -> String {
        let cell = cell.trim();
        let cell = match cell
            .strip_prefix('(')
            .and_then(|rest| rest.strip_suffix(')'))
        {
            Some(inner) => inner,
            None => cell,
        };
        let cell = match cell.find(" (") {
            Some(remark) => &cell[..remark],
            None => cell,
        };
        cell.to_string()
    }

    #[test]
    fn table_matches_the_sgf_notes() {
        let Some(rows) = note_rows() else {
            return;
        };
        assert!(rows.len() >= 80, "only {} rows read", rows.len());
        for row in &rows {
            let [id, _name, ff, property_type, value, ..] = row.as_slice() else {
                panic!("short row {row:?}");
            };
            let versions = Versions::from_column(ff.get(..4).unwrap_or(ff));
            let spec = PROPERTIES
                .iter()
                .find(|spec| spec.id == id && spec.versions == versions)
                .unwrap_or_else(|| panic!("{id} with versions {ff} missing"));
            let (base, remark) = match property_type.split_once(" (") {
                Some((base, remark)) => (base, remark.trim_end_matches(')')),
                None => (property_type.as_str(), ""),
            };
            assert_eq!(spec.property_type.label(), base, "type of {id}");
            assert_eq!(spec.inherit, remark == "inherit", "inherit of {id}");
            let games = match remark {
                "Go" => GameScope::Go,
                "LOA" => GameScope::Games(LINES_OF_ACTION),
                _ => GameScope::All,
            };
            assert_eq!(spec.games, games, "games of {id}");
            assert_eq!(spec.value.to_string(), value_column(value), "value of {id}");
        }
        assert_eq!(rows.len(), PROPERTIES.len(), "properties not in the notes");
    }
}
