//! What the RBN documents say, as tables that diagnostics, hover, completion and the formatter read.
//!
//! Source: Richard Pavlicek's "Richard's Bridge Notation" 3.2 (article 7A12), which also defines
//! RBX, the one-line form of a record.

use std::fmt::Write as _;

/// A set of ASCII characters a label's data may contain, or "anything".
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CharSet {
    chars: &'static str,
    mask: u128,
    any: bool,
}

impl CharSet {
    /// Every character is allowed.
    pub const ANY: CharSet = CharSet {
        chars: "",
        mask: 0,
        any: true,
    };

    /// Exactly the listed ASCII characters. A non-ASCII character in `chars` is a build error.
    pub const fn only(chars: &'static str) -> CharSet {
        let bytes = chars.as_bytes();
        let mut mask = 0u128;
        let mut i = 0;
        while i < bytes.len() {
            assert!(bytes[i].is_ascii(), "CharSet::only takes ASCII characters");
            mask |= 1u128 << bytes[i];
            i += 1;
        }
        CharSet {
            chars,
            mask,
            any: false,
        }
    }

    /// Whether `c` belongs to the set.
    pub fn contains(&self, c: char) -> bool {
        if self.any {
            return true;
        }
        let code = c as u32;
        code < 128 && self.mask & (1u128 << code) != 0
    }

    /// Whether every character is allowed.
    pub fn is_any(&self) -> bool {
        self.any
    }

    /// The listed characters, as the format document gives them (empty for [`CharSet::ANY`]).
    pub fn chars(&self) -> &'static str {
        self.chars
    }

    /// The set in words for a message, e.g. "digits, the letters `CG` and the symbols `:?`".
    pub fn describe(&self) -> String {
        if self.any {
            return "any character".to_string();
        }
        let digits: String = self.chars.chars().filter(char::is_ascii_digit).collect();
        let letters: String = self
            .chars
            .chars()
            .filter(char::is_ascii_alphabetic)
            .collect();
        let symbols: String = self
            .chars
            .chars()
            .filter(|c| !c.is_ascii_alphanumeric())
            .collect();
        let mut parts = Vec::new();
        if digits == "0123456789" {
            parts.push("digits".to_string());
        } else if !digits.is_empty() {
            parts.push(describe_digits(&digits));
        }
        if !letters.is_empty() {
            let noun = if letters.len() == 1 {
                "letter"
            } else {
                "letters"
            };
            parts.push(format!("the {noun} `{letters}`"));
        }
        if !symbols.is_empty() {
            let noun = if symbols.len() == 1 {
                "symbol"
            } else {
                "symbols"
            };
            parts.push(format!("the {noun} `{symbols}`"));
        }
        join_words(&parts)
    }
}

/// "digits 2-9" for a contiguous run, "the digits `135`" otherwise.
fn describe_digits(digits: &str) -> String {
    let bytes = digits.as_bytes();
    let contiguous = bytes.windows(2).all(|pair| pair[1] == pair[0] + 1);
    match (bytes.first(), bytes.last()) {
        (Some(&first), Some(&last)) if contiguous && bytes.len() > 2 => {
            format!("digits {}-{}", first as char, last as char)
        }
        _ => format!("the digits `{digits}`"),
    }
}

/// Joins phrases as "a", "a and b", "a, b and c".
fn join_words(parts: &[String]) -> String {
    let mut out = String::new();
    for (i, part) in parts.iter().enumerate() {
        if i > 0 {
            out.push_str(if i + 1 == parts.len() { " and " } else { ", " });
        }
        let _ = write!(out, "{part}");
    }
    out
}

/// Whether a label's value carries over to the following records.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Repeat {
    /// Applies to every following record until the label is given again; the bare label
    /// (no data) sets it to null.
    Carries,
    /// Like [`Repeat::Carries`] while the K label is null; while K is set, the value alternates
    /// with the one before it, following the pattern of the previous two occurrences.
    CarriesAlternatingWithTeams,
    /// Applies to its own record only; absent means null.
    Once,
}

/// How letter case in a label's data is treated.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CaseRule {
    /// Upper and lower case mean the same; RBN writers output upper case.
    Insensitive,
    /// Case is significant and kept exactly as written.
    Preserved,
    /// Case is kept; the listed upper-case letters may also be written in lower case, which a
    /// user may give a personal meaning.
    PreservedWithLowercase(&'static str),
}

/// Whether a label is one of the letter labels or a note digit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LabelKind {
    /// One of the 16 letter labels.
    Field,
    /// A digit 0-9: a note on the auction, or on the play once a P label came before it.
    Note,
}

/// One RBN label: a letter (or a digit for notes) at the start of a line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LabelSpec {
    /// The label character, as it must be written (upper case).
    pub letter: char,
    pub name: &'static str,
    /// One or two sentences for hover.
    pub meaning: &'static str,
    pub kind: LabelKind,
    /// Longest allowed line, counting the label and the space after it but not the line end.
    /// `None` where the document gives no limit.
    pub max_len: Option<u16>,
    pub valid_chars: CharSet,
    pub repeat: Repeat,
    pub case: CaseRule,
    /// Whether spaces may appear in the data.
    pub spaces_allowed: bool,
    /// Whether `::` stands for a literal colon (labels T, L, E and S); elsewhere every colon
    /// separates fields.
    pub doubled_colon_escapes: bool,
    /// Whether the data may continue over several lines (only I, whose items may each take a
    /// line; it then ends at a blank line or a line starting with `{`).
    pub multi_line: bool,
    /// The colon-separated fields, in order.
    pub fields: &'static [&'static str],
    /// Data examples from the format document (without the label and space).
    pub examples: &'static [&'static str],
}

impl LabelSpec {
    /// Whether `c` may appear in this label's data, taking the case rule into account.
    pub fn allows_char(&self, c: char) -> bool {
        if self.valid_chars.contains(c) {
            return true;
        }
        match self.case {
            CaseRule::Insensitive => {
                self.valid_chars.contains(c.to_ascii_uppercase())
                    || self.valid_chars.contains(c.to_ascii_lowercase())
            }
            CaseRule::Preserved => false,
            CaseRule::PreservedWithLowercase(letters) => {
                c.is_ascii_lowercase() && letters.contains(c.to_ascii_uppercase())
            }
        }
    }
}

/// The order in which RBN writers output the letter labels; numbered notes follow the A or P
/// label they belong to, and I must be last.
pub const OUTPUT_ORDER: &str = "DTLEFSKNBHACPRMI";

/// The start of a first line that identifies an RBN file (the space is optional).
pub const RBN_SIGNATURES: &[&str] = &["% RBN", "%RBN"];

/// The start of a line that identifies an RBX file.
pub const RBX_SIGNATURE: &str = "%{RBX}";

/// A line starting with this character is extraneous information, not data (except inside
/// free text).
pub const COMMENT_START: char = '%';

/// Free text paragraphs start with `{` at the start of a line and end with `}` at the end of
/// a line. In RBX the same braces wrap every line's data: `D{19991225}`, `%{...}`, and a bare
/// `{...}` is free text.
pub const FREE_TEXT_OPEN: char = '{';
pub const FREE_TEXT_CLOSE: char = '}';

/// Separates a label from its data in RBN; a label alone on its line (no space) sets the
/// label to null.
pub const LABEL_SEPARATOR: char = ' ';

/// Stands for a line break in free text kept on one line (and in RBX).
pub const LINE_BREAK_BAR: char = '|';

/// Separates fields in every label; doubled, it is a literal colon in labels T, L, E and S.
pub const FIELD_SEPARATOR: char = ':';

/// The largest record (all its lines, free text included) the format allows, in bytes.
pub const MAX_RECORD_BYTES: usize = 16_384;

/// The longest line of any label except I.
pub const MAX_LINE_LEN: u16 = 128;

#[allow(clippy::too_many_arguments)]
const fn field(
    letter: char,
    name: &'static str,
    meaning: &'static str,
    max_len: u16,
    valid_chars: CharSet,
    repeat: Repeat,
    case: CaseRule,
    fields: &'static [&'static str],
    examples: &'static [&'static str],
) -> LabelSpec {
    LabelSpec {
        letter,
        name,
        meaning,
        kind: LabelKind::Field,
        max_len: Some(max_len),
        valid_chars,
        repeat,
        case,
        spaces_allowed: valid_chars.any,
        doubled_colon_escapes: matches!(letter, 'T' | 'L' | 'E' | 'S'),
        multi_line: letter == 'I',
        fields,
        examples,
    }
}

const fn note(letter: char, meaning: &'static str, examples: &'static [&'static str]) -> LabelSpec {
    LabelSpec {
        letter,
        name: "Note",
        meaning,
        kind: LabelKind::Note,
        max_len: None,
        valid_chars: CharSet::ANY,
        repeat: Repeat::Once,
        case: CaseRule::Preserved,
        spaces_allowed: true,
        doubled_colon_escapes: false,
        multi_line: false,
        fields: &["text"],
        examples,
    }
}

const REFERENCED_NOTE: &str = "Explains the call or card marked `^n` with this digit. It belongs \
    to the auction, or to the play if a P label came first, and follows that label.";

/// Every RBN label: the 16 letters in output order, then the note digits 0-9.
pub static LABELS: &[LabelSpec] = &[
    field(
        'D',
        "Date and Time",
        "When the deal was played: `yyyymmdd` (parts may be `?` or cut short, `C` after the year \
         means circa, a second `dd` gives a span), optionally `:hhmmss` local time, `G` for GMT.",
        20,
        CharSet::only("0123456789CG:?"),
        Repeat::Carries,
        CaseRule::Insensitive,
        &["date", "time"],
        &[
            "19980131",
            "199709",
            "1986120911",
            "1955C",
            "20010704:1930",
            "20120428:072315G",
        ],
    ),
    field(
        'T',
        "Title and Author",
        "The title of an article about the deal and its author, separated by a colon; write `::` \
         for a colon inside the text.",
        128,
        CharSet::ANY,
        Repeat::Carries,
        CaseRule::Preserved,
        &["title", "author"],
        &[
            "Greed Costs Contract:Richard Pavlicek",
            ":Joe Blow",
            "Preempts:: Fact or Fiction?:Marty Bergen",
        ],
    ),
    field(
        'L',
        "Location",
        "Where the deal was played, optionally as general place then specific place separated \
         by a colon (two-letter state or country codes are recommended).",
        128,
        CharSet::ANY,
        Repeat::Carries,
        CaseRule::Preserved,
        &["place", "venue"],
        &[
            "Fort Lauderdale FL",
            "Toronto ON:Royal York Hotel",
            "Valkenberg NL:Holland Casino",
        ],
    ),
    field(
        'E',
        "Event or Main Heading",
        "The event name or a main heading such as a lesson catalogue; a second, more specific \
         part may follow a colon.",
        128,
        CharSet::ANY,
        Repeat::Carries,
        CaseRule::Preserved,
        &["event", "subevent"],
        &[
            "1999 Grand National Teams",
            "Southeastern Regional:Flight A Open Pairs",
            "Beginning Bridge:Lesson 11",
        ],
    ),
    field(
        'F',
        "Form of Scoring",
        "The scoring in use, as words or one letter: I IMPs, B board-a-match, T total points, \
         X IMP pairs, M matchpoints, N instant matchpoints, R rubber, C Chicago, A Cavendish, \
         P plus-or-fishfood; a colon may add details such as a year or `old`.",
        56,
        CharSet::ANY,
        Repeat::Carries,
        CaseRule::Preserved,
        &["scoring", "details"],
        &["I", "N", "X:Butler", "I:1952", "M:old", "C:NS 60"],
    ),
    field(
        'S',
        "Session, Stage or Subheading",
        "The part of the event (a number is a session; F final, P playoff, S semifinal, \
         Q quarterfinal, R16 round of 16, I qualifying) or a subheading; after a colon, a number \
         is the segment or round.",
        128,
        CharSet::ANY,
        Repeat::Carries,
        CaseRule::Preserved,
        &["stage", "segment"],
        &["2", "S:3", "R32:1", "I:12", "Slam Bidding:Blackwood"],
    ),
    field(
        'K',
        "Team Names and Carryovers",
        "The two teams of a match, the first sitting North-South at the first table, optionally \
         followed by each team's carryover (may be negative or have two decimals).",
        84,
        CharSet::ANY,
        Repeat::Carries,
        CaseRule::Preserved,
        &["team 1", "team 2", "carryover 1", "carryover 2"],
        &[
            "Nickell:Schwartz",
            "Italy:USA1:999:22",
            "Iceland:Bulgaria:76.33:91.50",
            "France:Spain::-5",
        ],
    ),
    field(
        'N',
        "Names of Players",
        "The players as `North+South:West+East` (empty for unknown), optionally followed by the \
         room (C closed, O open) or table number, and then any further information.",
        128,
        CharSet::ANY,
        Repeat::CarriesAlternatingWithTeams,
        CaseRule::Preserved,
        &["North+South", "West+East", "room or table", "other"],
        &[
            "Wolff+Hamman:Stansby+Martel",
            "Soloway",
            ":Jan+Joe:O",
            ":+Norman Kay:6",
            "+Roth:GIB 4.0",
        ],
    ),
    field(
        'B',
        "Board Number",
        "The board or sequence number, usually a plain number but any notation is accepted; a \
         second notation such as a section letter may follow a colon.",
        24,
        CharSet::ANY,
        Repeat::Carries,
        CaseRule::Preserved,
        &["board", "second number"],
        &["7", "15:C", "10:7X01", "9:97-7-542", "xy"],
    ),
    field(
        'H',
        "Hands",
        "The cards of each player clockwise from the seat given first, each hand after a colon \
         as `spades.hearts.diamonds.clubs`; a semicolon instead of a colon hides the next hand, \
         a trailing colon gives the fourth hand the rest, `x` is a low card, `?` an unknown.",
        72,
        CharSet::only("23456789AEJKNQSTWx:.;?"),
        Repeat::Carries,
        CaseRule::Insensitive,
        &["first seat", "hand 1", "hand 2", "hand 3", "hand 4"],
        &[
            "W:873.A6.KT864.KQ8:96.T54.97.AJ9643:T542.K93.AQ53.52:",
            "N:AKQ72..AKQ72.753::.AKQ72.753.AKQ72",
            "E:T4.8642.AKT8.K65",
            "W:43:KJ2:Q976:AT85",
            "W:A8765.QT.K9.AT87;J42.AJ7632.J.632;QT3.85.Q86.KQJ54;",
        ],
    ),
    field(
        'A',
        "Auction",
        "Dealer (NESW, X any) and vulnerability (Z none, N, E, B both, X any), then each round of \
         calls after a colon: P pass, X double, R redouble, A all pass, Y your call; calls may \
         carry `!`, `?`, `*` or a note reference `^n`. Without the prefix, `WX:` is assumed.",
        128,
        CharSet::only("123456789ABCDEHNPRSWXYZ:!?*^"),
        Repeat::Once,
        CaseRule::PreservedWithLowercase("CDHSNPXR"),
        &["dealer and vulnerability", "round of calls"],
        &[
            "SZ:1SP2SP:4SA",
            "WE:A",
            "NB:1SXY",
            "1SP2CP:2D",
            "EB:3CP3N?P:PX!R^1A",
        ],
    ),
    field(
        'C',
        "Contract and Declarer",
        "The contract (level 1-7, strain CDHSN, X or R, and a goal of 1-13 tricks or M for \
         maximum; only the strain is required), then the declarer, then the opening leader if it \
         is not declarer's left-hand opponent.",
        24,
        CharSet::only("0123456789CDEHMNRSWX:"),
        Repeat::Once,
        CaseRule::Insensitive,
        &["contract", "declarer", "leader"],
        &["5D:N", "6NR:E", "4SX8:S", "H6:S:S", "CM:W"],
    ),
    field(
        'P',
        "Play",
        "The cards in the order played, tricks separated by colons (a semicolon means the rest is \
         trivial); a card following suit gives only the rank. `-` `~` lowest, `+` highest, `.` any \
         discard, `Y` your play; cards may carry `!`, `?`, `*` or `^n`.",
        128,
        CharSet::only("123456789ACDHJKQSTY:;+-~.!?*^"),
        Repeat::Once,
        CaseRule::PreservedWithLowercase("CDHS"),
        &["trick"],
        &[
            "SK54T:SA87H3:HA245:HKQ8J",
            "HQ*3J2:HK47A:DJA53:HT68C7^1",
            "SK--.:STQA.:--+-:S578",
        ],
    ),
    field(
        'R',
        "Result and Score",
        "Tricks won by declarer (P if passed out), optionally a signed raw score, then after a \
         colon the effective score: `=` a tie, signed IMPs, or a plain matchpoint percentage; all \
         scores are from North-South's view.",
        24,
        CharSet::only("0123456789P:+-=."),
        Repeat::Once,
        CaseRule::Insensitive,
        &["tricks and score", "effective score"],
        &[
            "11",
            "10+620",
            "8-300:+4",
            "P:-2",
            ":66.67",
            "+2140:+12.29",
            "9-100:=",
        ],
    ),
    field(
        'M',
        "Makes at Double-Dummy",
        "Double-dummy tricks in hexadecimal (A-D = 10-13), in four colon-separated parts: the \
         contract with best defence (and after each lead), after each opening lead, North-South \
         per strain NSHDC, and West-East per strain.",
        56,
        CharSet::only("0123456789ABCD:+=!?"),
        Repeat::Once,
        CaseRule::Insensitive,
        &[
            "contract makes",
            "makes per opening lead",
            "North+South per strain",
            "West+East per strain",
        ],
        &[
            "9",
            "8998888788887",
            "89?",
            ":AAABBBAABA",
            "::987A8+997A8",
            "::BA69A=",
            "::987A8=:!=",
            "::88666+88667:!!",
        ],
    ),
    field(
        'I',
        "Item List",
        "A list of `item=value` entries separated by colons, e.g. awards for contracts or leads, \
         or instant matchpoint scales; the only label that may continue over several lines, and \
         it must be the last label of the record.",
        504,
        CharSet::ANY,
        Repeat::Once,
        CaseRule::Preserved,
        &["item=value"],
        &[
            "3N=10:4S=7:6S=5:P=4:5S=3:4N=1",
            "SK=10:HK=9:H8=7:HT=4:D3=3:CK=2",
            "Win HA; lead SK=10:Win HA; lead H2=8",
        ],
    ),
    note(
        '0',
        "A general note on the auction, or on the play if a P label came first; it refers to no \
         particular call or card.",
        &["N-S were a new partnership", "Lose 1 trump trick"],
    ),
    note(
        '1',
        REFERENCED_NOTE,
        &["forcing one round", "subtle falsecard"],
    ),
    note('2', REFERENCED_NOTE, &[]),
    note('3', REFERENCED_NOTE, &[]),
    note('4', REFERENCED_NOTE, &[]),
    note('5', REFERENCED_NOTE, &[]),
    note('6', REFERENCED_NOTE, &[]),
    note('7', REFERENCED_NOTE, &[]),
    note('8', REFERENCED_NOTE, &[]),
    note('9', REFERENCED_NOTE, &[]),
];

/// The label written as `letter` (labels are upper case; `d` is not the D label).
pub fn label(letter: char) -> Option<&'static LabelSpec> {
    LABELS.iter().find(|spec| spec.letter == letter)
}

/// An annotation that may follow a call in the A label or a card in the P label.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AnnotationSpec {
    pub text: &'static str,
    pub meaning: &'static str,
}

/// The annotations of calls and cards; `^` followed by a digit 1-9 refers to a note line.
pub static ANNOTATIONS: &[AnnotationSpec] = &[
    AnnotationSpec {
        text: "!",
        meaning: "good",
    },
    AnnotationSpec {
        text: "?",
        meaning: "poor",
    },
    AnnotationSpec {
        text: "!!",
        meaning: "very good",
    },
    AnnotationSpec {
        text: "??",
        meaning: "very poor",
    },
    AnnotationSpec {
        text: "!?",
        meaning: "speculative",
    },
    AnnotationSpec {
        text: "?!",
        meaning: "questionable",
    },
    AnnotationSpec {
        text: "*",
        meaning: "conventional, with no explanation following",
    },
    AnnotationSpec {
        text: "^",
        meaning: "followed by a digit 1-9: see the note line with that digit",
    },
];

/// The one-letter scoring forms of the F label.
pub static SCORING_FORMS: &[(char, &str)] = &[
    ('I', "IMPs (teams)"),
    ('B', "board-a-match, also called point-a-board (teams)"),
    ('T', "total points (teams)"),
    ('X', "IMP pairs, also called cross-IMPs"),
    ('M', "matchpoints"),
    ('N', "instant matchpoints"),
    ('R', "rubber bridge"),
    ('C', "Chicago"),
    (
        'A',
        "Cavendish: Chicago with the second and third dealers non-vulnerable",
    ),
    (
        'P',
        "plus-or-fishfood: the side that scores plus wins, honours do not count",
    ),
];

/// Dealer letters of the A label (`X` = any) and vulnerability letters.
pub static DEALERS: &[(char, &str)] = &[
    ('N', "North"),
    ('E', "East"),
    ('S', "South"),
    ('W', "West"),
    ('X', "any or immaterial"),
];

/// Vulnerability letters of the A label.
pub static VULNERABILITIES: &[(char, &str)] = &[
    ('Z', "none vulnerable"),
    ('N', "North-South vulnerable"),
    ('E', "East-West vulnerable"),
    ('B', "both vulnerable"),
    ('X', "any or immaterial"),
];

/// The stage abbreviations of the S label's first field; `R` followed by a number is a round
/// of that many teams (`R16` the round of 16), and a number alone is a session.
pub static STAGES: &[(&str, &str)] = &[
    ("F", "final"),
    ("P", "playoff"),
    ("S", "semifinal"),
    ("Q", "quarterfinal"),
    ("I", "initial stage (qualifying)"),
];

/// The stage named by the S label's first field: an abbreviation from [`STAGES`], `R` and a
/// number for a round of that many, or a plain number for a session.
pub fn stage_meaning(text: &str) -> Option<String> {
    if let Some((_, meaning)) = STAGES.iter().find(|(letter, _)| *letter == text) {
        return Some((*meaning).to_string());
    }
    if let Some(teams) = text.strip_prefix('R') {
        if !teams.is_empty() && teams.bytes().all(|b| b.is_ascii_digit()) {
            return Some(format!("round of {teams}"));
        }
    }
    (!text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()))
        .then(|| format!("session {text}"))
}

/// The room letters of the N label's third field; a number there is a table number (1-250).
pub static ROOMS: &[(char, &str)] = &[('C', "closed room"), ('O', "open room")];

/// The meaning of the F label's first field when it is one of the one-letter forms.
pub fn scoring_form(text: &str) -> Option<&'static str> {
    let mut chars = text.chars();
    let letter = chars.next()?;
    if chars.next().is_some() {
        return None;
    }
    SCORING_FORMS
        .iter()
        .find(|(form, _)| *form == letter)
        .map(|(_, meaning)| *meaning)
}

/// What the four colon-separated parts of the M label hold.
pub static MAKES_PARTS: [&str; 4] = [
    "tricks declarer can win in the given contract with best defence, then optionally the \
     makes after each lead of the play (a rise means the defence erred, a fall that declarer \
     did; `?` ends a cut-short list)",
    "tricks makable in the given contract after each possible opening lead, ordered high to \
     low by suit then rank, touching cards skipped",
    "North's makes in each strain (NT, spades, hearts, diamonds, clubs), then `+` and South's, \
     or `=` when South makes the same",
    "West's makes, then `+` and East's, or `=` when East makes the same; `!` stands for 13 \
     minus the makes of North (for West) or South (for East)",
];

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn abbreviations() {
        assert_eq!(stage_meaning("S").as_deref(), Some("semifinal"));
        assert_eq!(stage_meaning("R32").as_deref(), Some("round of 32"));
        assert_eq!(stage_meaning("2").as_deref(), Some("session 2"));
        assert_eq!(stage_meaning("Slam Bidding"), None);
        assert_eq!(stage_meaning("R"), None);
        assert_eq!(scoring_form("I"), Some("IMPs (teams)"));
        assert_eq!(scoring_form("IMPs"), None);
    }

    #[test]
    fn labels_are_unique_and_in_output_order() {
        let mut seen = HashSet::new();
        for spec in LABELS {
            assert!(seen.insert(spec.letter), "duplicate label {}", spec.letter);
        }
        let letters: String = LABELS
            .iter()
            .filter(|spec| spec.kind == LabelKind::Field)
            .map(|spec| spec.letter)
            .collect();
        assert_eq!(letters, OUTPUT_ORDER);
        let digits: String = LABELS
            .iter()
            .filter(|spec| spec.kind == LabelKind::Note)
            .map(|spec| spec.letter)
            .collect();
        assert_eq!(digits, "0123456789");
    }

    #[test]
    fn lookup_is_exact_and_case_sensitive() {
        assert_eq!(label('H').map(|spec| spec.name), Some("Hands"));
        assert_eq!(label('7').map(|spec| spec.kind), Some(LabelKind::Note));
        assert_eq!(label('I').and_then(|spec| spec.max_len), Some(504));
        assert!(label('h').is_none());
        assert!(label('Z').is_none());
        assert!(label('%').is_none());
        assert!(label('{').is_none());
    }

    #[test]
    fn examples_respect_length_and_characters() {
        for spec in LABELS {
            for example in spec.examples {
                let line_len = example.chars().count() + 2;
                if let Some(max) = spec.max_len {
                    assert!(
                        line_len <= usize::from(max),
                        "{} {example}: {line_len} > {max}",
                        spec.letter
                    );
                }
                for c in example.chars() {
                    assert!(
                        spec.allows_char(c),
                        "{} {example}: `{c}` is not {}",
                        spec.letter,
                        spec.valid_chars.describe()
                    );
                }
                assert!(spec.spaces_allowed || !example.contains(' '));
            }
        }
    }

    #[test]
    fn repeat_and_case_rules_follow_the_database_rules() {
        for spec in LABELS.iter().filter(|spec| spec.kind == LabelKind::Field) {
            let carries = "DTLEFSKNBH".contains(spec.letter);
            assert_eq!(spec.repeat != Repeat::Once, carries, "{}", spec.letter);
            let insensitive = "DHCRM".contains(spec.letter);
            assert_eq!(
                spec.case == CaseRule::Insensitive,
                insensitive,
                "{}",
                spec.letter
            );
            let spaces = "TLEFSKNBI".contains(spec.letter);
            assert_eq!(spec.spaces_allowed, spaces, "{}", spec.letter);
        }
    }

    #[test]
    fn char_rules() {
        let date = label('D').map(|spec| spec.valid_chars);
        assert_eq!(date.map(|set| set.contains('G')), Some(true));
        assert_eq!(date.map(|set| set.contains('g')), Some(false));
        assert_eq!(date.map(|set| set.contains(' ')), Some(false));
        assert_eq!(date.map(|set| set.contains('é')), Some(false));
        assert_eq!(label('D').map(|spec| spec.allows_char('g')), Some(true));
        assert_eq!(label('A').map(|spec| spec.allows_char('s')), Some(true));
        assert_eq!(label('A').map(|spec| spec.allows_char('y')), Some(false));
        assert_eq!(label('P').map(|spec| spec.allows_char('h')), Some(true));
        assert_eq!(label('P').map(|spec| spec.allows_char('k')), Some(false));
        assert_eq!(label('T').map(|spec| spec.allows_char('é')), Some(true));
        assert!(CharSet::ANY.contains('\u{1F0A1}'));
    }

    #[test]
    fn describe_sets() {
        let described: Vec<String> = ['D', 'H', 'P', 'R', 'T']
            .iter()
            .filter_map(|&letter| label(letter))
            .map(|spec| format!("{}: {}", spec.letter, spec.valid_chars.describe()))
            .collect();
        expect_test::expect![[r#"
            [
                "D: digits, the letters `CG` and the symbols `:?`",
                "H: digits 2-9, the letters `AEJKNQSTWx` and the symbols `:.;?`",
                "P: digits 1-9, the letters `ACDHJKQSTY` and the symbols `:;+-~.!?*^`",
                "R: digits, the letter `P` and the symbols `:+-=.`",
                "T: any character",
            ]
        "#]]
        .assert_debug_eq(&described);
    }

    /// Reads "Detailed Explanation of Labels" in the RBN document: every `X = Name` heading
    /// followed by `Max len: n  Valid char: ...` must match the table.
    #[test]
    fn table_matches_the_rbn_document() {
        let Some(shared) = gamerec_tiers::shared() else {
            return;
        };
        let path = shared.join("specs/rbn-3.2.txt");
        let text = std::fs::read_to_string(&path)
            .unwrap_or_else(|err| panic!("{}: {err}", path.display()));
        let start = text
            .find("Detailed Explanation of Labels")
            .unwrap_or_else(|| panic!("no label section in {}", path.display()));
        let mut heading: Option<(char, String)> = None;
        let mut checked = Vec::new();
        for line in text[start..].lines() {
            let line = line.trim();
            let mut chars = line.chars();
            if let (Some(letter), Some(' '), Some('='), Some(' ')) =
                (chars.next(), chars.next(), chars.next(), chars.next())
            {
                if letter.is_ascii_uppercase() {
                    heading = Some((letter, chars.as_str().to_string()));
                }
                continue;
            }
            let Some(rest) = line.strip_prefix("Max len:") else {
                continue;
            };
            let (letter, title) = heading
                .take()
                .unwrap_or_else(|| panic!("`{line}` without a heading"));
            let (len, valid) = rest
                .split_once("Valid char:")
                .unwrap_or_else(|| panic!("`{line}` has no valid characters"));
            let len: u16 = len
                .trim()
                .parse()
                .unwrap_or_else(|err| panic!("`{line}`: {err}"));
            let valid = valid.trim();
            let spec = label(letter).unwrap_or_else(|| panic!("label {letter} is missing"));
            assert_eq!(spec.name, title, "name of {letter}");
            assert_eq!(spec.max_len, Some(len), "max length of {letter}");
            if valid == "(all)" {
                assert!(
                    spec.valid_chars.is_any(),
                    "{letter} should allow everything"
                );
            } else {
                assert_eq!(
                    spec.valid_chars.chars(),
                    valid,
                    "valid characters of {letter}"
                );
            }
            checked.push(letter);
        }
        checked.sort_unstable();
        let mut expected: Vec<char> = OUTPUT_ORDER.chars().collect();
        expected.sort_unstable();
        assert_eq!(checked, expected);

        let summary_start = text
            .find("There are 16 basic labels:")
            .unwrap_or_else(|| panic!("no label summary in {}", path.display()));
        let summary: Vec<char> = text[summary_start..]
            .lines()
            .skip(1)
            .map(str::trim)
            .skip_while(|line| line.is_empty())
            .take_while(|line| !line.is_empty())
            .filter_map(|line| line.chars().next())
            .collect();
        assert_eq!(summary.len(), 16, "label summary: {summary:?}");
        for letter in summary {
            let spec = label(letter).unwrap_or_else(|| panic!("label {letter} is missing"));
            assert_eq!(spec.kind, LabelKind::Field, "{letter}");
        }
    }
}
