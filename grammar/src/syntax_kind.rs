//! `SyntaxKind`: one enum naming every token and node of every format, in sections per format.
//!
//! Each format owns its section and prefixes its kinds with the format's name. Add kinds at the
//! end of your own section; the numbers are not stable across versions and are never stored.

macro_rules! syntax_kinds {
    ($($(#[$doc:meta])* $name:ident,)*) => {
        #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
        #[repr(u16)]
        #[allow(non_camel_case_types)]
        pub enum SyntaxKind {
            $($(#[$doc])* $name,)*
        }

        impl SyntaxKind {
            /// Every kind, indexed by its raw number.
            pub const ALL: &'static [SyntaxKind] = &[$(SyntaxKind::$name,)*];
        }
    };
}

impl SyntaxKind {
    pub fn from_raw(raw: u16) -> Option<SyntaxKind> {
        SyntaxKind::ALL.get(usize::from(raw)).copied()
    }
}

syntax_kinds! {
    // ---- shared by every format ----
    /// Text the parser could not place; a node wrapping it, or a token standing alone.
    ERROR,
    /// Spaces and tabs.
    WHITESPACE,
    /// One line end: LF, CRLF or a lone CR.
    NEWLINE,

    // ---- RBN and RBX ----
    /// Root of an RBN document.
    RBN_FILE,
    /// Root of an RBX document.
    RBX_FILE,

    // ---- PBN ----
    /// Root of a PBN document.
    PBN_FILE,
    /// One `%` escape line: `% PBN 2.1`, `% EXPORT`, `%Creator: ...`, or any other.
    PBN_DIRECTIVE,
    /// One game: everything between two semi-empty lines.
    PBN_GAME,
    /// A tag pair: `[` name value `]`.
    PBN_TAG,
    /// The quoted value of a tag pair, with its pieces lexed inside for the tags that have a syntax.
    PBN_TAG_VALUE,
    /// The `Deal` value: first seat, `:`, and the hands.
    PBN_DEAL,
    /// One hand of a deal: four suits separated by `.`, or `-` for an unknown hand.
    PBN_HAND,
    /// The ranks of one suit in a hand (possibly none: a void).
    PBN_SUIT,
    /// One column of a table's column specification: order, name, width.
    PBN_COLUMN,
    /// The `Auction` tag, its calls with their annotations, and its `Note` tags.
    PBN_AUCTION,
    /// The `Play` tag, its cards with their annotations, and its `Note` tags.
    PBN_PLAY,
    /// A supplemental table: its tag (the column specification) and its rows.
    PBN_TABLE,
    /// One row of table elements, as many as the table has columns.
    PBN_TABLE_ROW,
    /// A quoted string used as a table element.
    PBN_STRING,
    /// `%` starting an escape line.
    PBN_PERCENT,
    /// The word naming a directive: `PBN`, `EXPORT`, `Content-type:`, `BCOptions`, ...
    PBN_DIRECTIVE_NAME,
    /// The rest of a directive line.
    PBN_DIRECTIVE_TEXT,
    /// A `;` comment to the end of the line or a `{...}` comment.
    PBN_COMMENT,
    /// `[`
    PBN_L_BRACK,
    /// `]`
    PBN_R_BRACK,
    /// The name of a tag pair.
    PBN_TAG_NAME,
    /// `"` opening or closing a string.
    PBN_QUOTE,
    /// Plain text inside a string.
    PBN_STRING_TEXT,
    /// `\"` or `\\` inside a string.
    PBN_ESCAPE,
    /// `#` or `##`: the value is inherited from a previous game.
    PBN_INHERIT,
    /// `?`: the value is unknown.
    PBN_UNKNOWN,
    /// A seat: `N`, `E`, `S` or `W`.
    PBN_SEAT,
    /// `:` in a deal or a note.
    PBN_COLON,
    /// `.` between suits or date fields.
    PBN_DOT,
    /// One card rank in a deal: `A K Q J T 9 ... 2`.
    PBN_RANK,
    /// `-`: an unknown hand in a deal.
    PBN_DASH,
    /// The level of a contract, `1` to `7`.
    PBN_LEVEL,
    /// The denomination of a contract: `S`, `H`, `D`, `C` or `NT`.
    PBN_STRAIN,
    /// `X` or `XX` after a contract.
    PBN_RISK,
    /// `Pass` as a contract.
    PBN_PASS,
    /// `^` marking an irregular declarer or result.
    PBN_CARET,
    /// A vulnerability word: `None`, `NS`, `EW`, `All`, `Love`, `Both` or `-`.
    PBN_VULNERABILITY,
    /// `NS` or `EW` in a result or score.
    PBN_SIDE,
    /// A number: board, tricks, score, note index.
    PBN_NUMBER,
    /// `/` in a rubber score.
    PBN_SLASH,
    /// One field of a date, digits or `?`.
    PBN_DATE_FIELD,
    /// `;` between the columns of a table's column specification.
    PBN_SEMICOLON,
    /// `+` (descending) or `-` (ascending) before a column name.
    PBN_COLUMN_ORDER,
    /// The name of a table column.
    PBN_COLUMN_NAME,
    /// `\` width and alignment of a column, e.g. `\2R`.
    PBN_COLUMN_WIDTH,
    /// A call in the auction section: `Pass`, `X`, `XX`, `1C`..`7NT`, `AP`, `-`.
    PBN_CALL,
    /// A card in the play section: `SA`, `h2`, `-`.
    PBN_CARD,
    /// A suffix annotation: `!`, `?`, `!!`, `??`, `!?`, `?!`.
    PBN_SUFFIX,
    /// A note reference `=n=`.
    PBN_NOTE_REF,
    /// A numeric annotation glyph `$n`.
    PBN_NAG,
    /// An irregularity: `^I`, `^S`, `^R`, `^L`.
    PBN_IRREGULARITY,
    /// `*`: the rest of the auction or play is unknown.
    PBN_STAR,
    /// `+`: the next call or card is to be made.
    PBN_PLUS,
    /// One element of a table row that is not a quoted string.
    PBN_TABLE_ELEMENT,

    // ---- SGF ----
    /// Root of an SGF document.
    SGF_FILE,
}

#[cfg(test)]
mod tests {
    use super::SyntaxKind;

    #[test]
    fn raw_numbers_round_trip() {
        for (index, kind) in SyntaxKind::ALL.iter().enumerate() {
            assert_eq!(*kind as usize, index);
            assert_eq!(SyntaxKind::from_raw(index as u16), Some(*kind));
        }
        assert_eq!(SyntaxKind::from_raw(u16::MAX), None);
    }
}
