//! Which label a letter or digit starts, and which value grammar its value follows.

use crate::SyntaxKind;

/// The value syntax of a label.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum ValueSyntax {
    Date,
    /// Colon-separated text fields.
    Fields(FieldRules),
    Deal,
    Auction,
    Contract,
    Play,
    Result,
    Makes,
    Items,
    Note,
}

/// How a text label splits into fields.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct FieldRules {
    /// Most fields allowed; `None` for any number.
    pub(crate) max: Option<usize>,
    /// The last allowed field takes the rest of the value, colons included.
    pub(crate) last_takes_rest: bool,
    /// `::` stands for a literal colon (labels T, L, E, S).
    pub(crate) escaped_colons: bool,
    /// `+` separates partners in this many leading fields (label N).
    pub(crate) plus_fields: usize,
}

const fn fields(max: Option<usize>, escaped_colons: bool) -> ValueSyntax {
    ValueSyntax::Fields(FieldRules {
        max,
        last_takes_rest: false,
        escaped_colons,
        plus_fields: 0,
    })
}

/// A label as the parser needs to know it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Label {
    pub(crate) kind: SyntaxKind,
    pub(crate) syntax: ValueSyntax,
}

/// The label that `byte` starts, if any. Labels D, H, C, R and M may be written in lower case.
pub(crate) fn label(byte: u8) -> Option<Label> {
    use SyntaxKind::*;
    let (kind, syntax) = match byte {
        b'D' | b'd' => (RBN_DATE_LABEL, ValueSyntax::Date),
        b'T' => (RBN_TITLE_LABEL, fields(Some(2), true)),
        b'L' => (RBN_LOCATION_LABEL, fields(Some(2), true)),
        b'E' => (RBN_EVENT_LABEL, fields(Some(2), true)),
        b'F' => (RBN_SCORING_LABEL, fields(None, false)),
        b'S' => (RBN_SESSION_LABEL, fields(Some(2), true)),
        b'K' => (RBN_TEAMS_LABEL, fields(Some(4), false)),
        b'N' => (
            RBN_NAMES_LABEL,
            ValueSyntax::Fields(FieldRules {
                max: Some(4),
                last_takes_rest: true,
                escaped_colons: false,
                plus_fields: 2,
            }),
        ),
        b'B' => (RBN_BOARD_LABEL, fields(Some(2), false)),
        b'H' | b'h' => (RBN_HAND_LABEL, ValueSyntax::Deal),
        b'A' => (RBN_AUCTION_LABEL, ValueSyntax::Auction),
        b'C' | b'c' => (RBN_CONTRACT_LABEL, ValueSyntax::Contract),
        b'P' => (RBN_PLAY_LABEL, ValueSyntax::Play),
        b'R' | b'r' => (RBN_RESULT_LABEL, ValueSyntax::Result),
        b'M' | b'm' => (RBN_MAKES_LABEL, ValueSyntax::Makes),
        b'I' => (RBN_ITEMS_LABEL, ValueSyntax::Items),
        b'0'..=b'9' => (RBN_NOTE_LABEL, ValueSyntax::Note),
        _ => return None,
    };
    Some(Label { kind, syntax })
}

pub(crate) const EXPECTED_LABEL: &str =
    "a label (one of D T L E F S K N B H A C P R M I, or a note digit 0-9)";
