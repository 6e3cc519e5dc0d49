//! Formatting: each format's canonical layout, returned as a minimal list of text edits.
//!
//! A document is formatted record by record (an RBN record, a PBN game, an SGF game tree). A
//! record that holds a syntax error is left exactly as it is; the others are rewritten in the
//! format's canonical layout, and only the parts that change become edits. Formatting the
//! result again changes nothing.

pub(crate) mod edits;
pub(crate) mod line_ending;
mod memo;
pub(crate) mod threads;
pub(crate) mod window;

pub use edits::{apply, TextEdit};
pub use line_ending::LineEnding;
pub use memo::{FormatMemo, Plan};

use gamerec_grammar::{Format, Parse, TextRange};

/// How RBN labels are ordered.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum RbnOrder {
    /// D T L E F S K N B H A C P R M I, notes after their A or P label.
    #[default]
    Standard,
    /// As written.
    Preserve,
}

/// How PBN games are laid out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum PbnStyle {
    /// One tag a line, tag order kept, sections in columns; the file's line endings.
    #[default]
    Tidy,
    /// The PBN export format.
    Export,
}

/// The order of the properties in an SGF node.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum SgfOrder {
    /// As written.
    #[default]
    Preserve,
    /// The order SGFC writes them in.
    Sgfc,
}

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct FormatOptions {
    pub rbn_order: RbnOrder,
    pub pbn_style: PbnStyle,
    pub sgf_order: SgfOrder,
    /// Variations indented by their depth.
    pub sgf_indent: bool,
}

/// An option of the formatter, set as `format.<format>.<name>` (see [`FormatTable`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FormatOption {
    RbnOrder,
    PbnStyle,
    SgfOrder,
    SgfIndent,
}

/// Where the records of a format take their formatter options from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FormatTable {
    /// The format's own table, `format.<format>`: each option under its name.
    Own(&'static [(&'static str, FormatOption)]),
    /// No table of its own: the records are formatted with the options of another format.
    SharedWith(Format),
    /// No options: the format has one layout (Preferans PPN), so `format.<format>` is not a
    /// table.
    NoOptions,
}

/// Where a parse's syntax errors are, for telling in logarithmic time whether a record holds
/// one (asking each error for each record would cost records times errors).
pub(crate) struct Errors {
    /// The errors' ranges, sorted by start.
    errors: Vec<TextRange>,
    /// For each error, the furthest end of it and the errors before it.
    furthest_end: Vec<gamerec_grammar::TextSize>,
}

impl Errors {
    pub(crate) fn new(parse: &Parse) -> Errors {
        let mut errors: Vec<TextRange> = parse.errors().iter().map(|error| error.range).collect();
        errors.sort_by_key(|range| (range.start(), range.end()));
        let mut furthest = gamerec_grammar::TextSize::from(0);
        let furthest_end = errors
            .iter()
            .map(|range| {
                furthest = furthest.max(range.end());
                furthest
            })
            .collect();
        Errors {
            errors,
            furthest_end,
        }
    }

    /// Whether a syntax error lies in `range` or touches it.
    pub(crate) fn touch(&self, range: TextRange) -> bool {
        let up_to_end = self
            .errors
            .partition_point(|error| error.start() <= range.end());
        self.reaches(up_to_end, |end| end >= range.start())
    }

    /// Whether a syntax error overlaps `range` (more than touching one of its ends).
    pub(crate) fn inside(&self, range: TextRange) -> bool {
        let before_end = self
            .errors
            .partition_point(|error| error.start() < range.end());
        self.reaches(before_end, |end| end > range.start())
    }

    /// Whether the furthest end of the first `count` errors passes `test`.
    fn reaches(&self, count: usize, test: impl Fn(gamerec_grammar::TextSize) -> bool) -> bool {
        count
            .checked_sub(1)
            .and_then(|last| self.furthest_end.get(last))
            .is_some_and(|&end| test(end))
    }
}

#[cfg(test)]
mod tests;
