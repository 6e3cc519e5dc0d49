//! Which label a letter or digit starts, and which value grammar its value follows.

use super::spec::{self, CaseRule, LabelSpec};
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

/// A label as the parser needs to know it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Label {
    pub(crate) kind: SyntaxKind,
    pub(crate) syntax: ValueSyntax,
}

/// The label that `byte` starts, if any. Labels whose case the format ignores (D, H, C, R and
/// M) may be written in lower case.
pub(crate) fn label(byte: u8) -> Option<Label> {
    use SyntaxKind::*;
    let spec = label_spec(byte)?;
    let (kind, syntax) = match spec.letter {
        'D' => (RBN_DATE_LABEL, ValueSyntax::Date),
        'T' => (RBN_TITLE_LABEL, text_fields(spec)),
        'L' => (RBN_LOCATION_LABEL, text_fields(spec)),
        'E' => (RBN_EVENT_LABEL, text_fields(spec)),
        'F' => (RBN_SCORING_LABEL, text_fields(spec)),
        'S' => (RBN_SESSION_LABEL, text_fields(spec)),
        'K' => (RBN_TEAMS_LABEL, text_fields(spec)),
        'N' => (RBN_NAMES_LABEL, text_fields(spec)),
        'B' => (RBN_BOARD_LABEL, text_fields(spec)),
        'H' => (RBN_HAND_LABEL, ValueSyntax::Deal),
        'A' => (RBN_AUCTION_LABEL, ValueSyntax::Auction),
        'C' => (RBN_CONTRACT_LABEL, ValueSyntax::Contract),
        'P' => (RBN_PLAY_LABEL, ValueSyntax::Play),
        'R' => (RBN_RESULT_LABEL, ValueSyntax::Result),
        'M' => (RBN_MAKES_LABEL, ValueSyntax::Makes),
        'I' => (RBN_ITEMS_LABEL, ValueSyntax::Items),
        '0'..='9' => (RBN_NOTE_LABEL, ValueSyntax::Note),
        _ => return None,
    };
    Some(Label { kind, syntax })
}

/// Whether a label's subtree is worth remembering for reuse: most label lines repeat from
/// record to record (event, scoring, contract, result), and a label's subtree depends on its
/// text alone. Items may run over several lines, and board numbers, deals and play rarely
/// repeat.
pub(crate) fn repeats(kind: SyntaxKind) -> bool {
    use SyntaxKind::*;
    !matches!(
        kind,
        RBN_ITEMS_LABEL | RBN_BOARD_LABEL | RBN_HAND_LABEL | RBN_PLAY_LABEL
    )
}

fn label_spec(byte: u8) -> Option<&'static LabelSpec> {
    let letter = char::from(byte);
    if let Some(spec) = spec::label(letter) {
        return Some(spec);
    }
    spec::label(letter.to_ascii_uppercase()).filter(|spec| spec.case == CaseRule::Insensitive)
}

/// How the colon-separated text of `spec` splits into fields. F may carry extra fields for any
/// purpose; in N, the last field takes the rest and `+` joins partners in the first two.
fn text_fields(spec: &LabelSpec) -> ValueSyntax {
    let (max, last_takes_rest, plus_fields) = match spec.letter {
        'F' => (None, false, 0),
        'N' => (Some(spec.fields.len()), true, 2),
        _ => (Some(spec.fields.len()), false, 0),
    };
    ValueSyntax::Fields(FieldRules {
        max,
        last_takes_rest,
        escaped_colons: spec.doubled_colon_escapes,
        plus_fields,
    })
}

pub(crate) const EXPECTED_LABEL: &str =
    "a label (one of D T L E F S K N B H A C P R M I, or a note digit 0-9)";
