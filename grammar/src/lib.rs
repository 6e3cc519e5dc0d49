//! Lossless syntax trees for the game-record formats RBN, RBX, PBN, SGF, Preferans PPN,
//! Pinochle PPN and LIN.
//!
//! [`parse`] turns any text into a rowan tree that keeps every byte of the input, plus the
//! syntax errors found on the way. Nothing here does I/O or knows about editors.

pub mod ast;
mod format;
pub mod lin;
mod parts;
pub mod pbn;
pub mod pinochle;
pub mod preferans;
pub mod rbn;
mod reparse;
pub mod sgf;
mod shared_records;
mod sink;
mod syntax_error;
mod syntax_kind;

// The generators are shared with the benchmarks and other crates, which name this crate.
#[cfg(test)]
extern crate self as gamerec_grammar;
/// The generated benchmark documents, for tests.
#[cfg(test)]
#[path = "../benches/support/generate.rs"]
mod generate;
#[cfg(test)]
mod parser_data;
#[cfg(test)]
mod test_files;

pub use format::{CharsetDeclaration, Format};
pub use reparse::{reparse, reparse_edit, reparse_records, ReparseScope, Reparsed, SourceText};
pub use rowan::{
    GreenNode, GreenNodeData, GreenToken, GreenTokenData, NodeOrToken, TextRange, TextSize,
};
pub use shared_records::share_unchanged_records;
pub use syntax_error::SyntaxError;
pub use syntax_kind::SyntaxKind;

/// The rowan language shared by every format gamerec parses.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum GameLanguage {}

impl rowan::Language for GameLanguage {
    type Kind = SyntaxKind;

    fn kind_from_raw(raw: rowan::SyntaxKind) -> SyntaxKind {
        SyntaxKind::of_raw(raw)
    }

    fn kind_to_raw(kind: SyntaxKind) -> rowan::SyntaxKind {
        rowan::SyntaxKind(kind as u16)
    }
}

pub type SyntaxNode = rowan::SyntaxNode<GameLanguage>;
pub type SyntaxToken = rowan::SyntaxToken<GameLanguage>;
pub type SyntaxElement = rowan::SyntaxElement<GameLanguage>;
pub type SyntaxNodeChildren = rowan::SyntaxNodeChildren<GameLanguage>;

/// The result of parsing one document: its green tree and the syntax errors found in it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Parse {
    green: GreenNode,
    errors: Vec<SyntaxError>,
    format: Format,
}

impl Parse {
    pub(crate) fn new(green: GreenNode, errors: Vec<SyntaxError>, format: Format) -> Parse {
        Parse {
            green,
            errors,
            format,
        }
    }

    /// The root of the tree, ready to walk.
    pub fn syntax(&self) -> SyntaxNode {
        SyntaxNode::new_root(self.green.clone())
    }

    /// The green tree: cheap to clone and safe to send between threads.
    pub fn green(&self) -> &GreenNode {
        &self.green
    }

    /// Syntax errors in document order.
    pub fn errors(&self) -> &[SyntaxError] {
        &self.errors
    }

    pub fn format(&self) -> Format {
        self.format
    }

    pub(crate) fn into_parts(self) -> (GreenNode, Vec<SyntaxError>, Format) {
        (self.green, self.errors, self.format)
    }

    /// The tree in rowan's debug form (`KIND@start..end`, tokens with their text), followed by
    /// one line per syntax error.
    pub fn debug_dump(&self) -> String {
        debug_dump(&self.syntax(), &self.errors)
    }
}

/// A tree in rowan's debug form followed by one line per syntax error; see
/// [`Parse::debug_dump`].
pub(crate) fn debug_dump(root: &SyntaxNode, errors: &[SyntaxError]) -> String {
    let mut out = format!("{root:#?}");
    for error in errors {
        out.push_str(&format!(
            "error {:?}: [{}] {}\n",
            error.range, error.code, error.message
        ));
    }
    out
}

/// Parses `text` as a document in `format`. Never fails: problems become error nodes in the
/// tree and entries in [`Parse::errors`].
pub fn parse(format: Format, text: &str) -> Parse {
    (format.syntax().parse)(text)
}

/// [`parse`], with an RBN, RBX or SGF document cut into up to `parts` parts parsed on threads
/// of their own, however small it is; for tests and fuzzing, which compare it with [`parse`].
#[doc(hidden)]
pub fn parse_in_parts(format: Format, text: &str, parts: usize) -> Parse {
    (format.syntax().parse_in_parts)(text, parts)
}

/// What the grammar has for one format: its parsers, and where an edit may cut its records
/// (`None` parses the whole document again after every edit).
pub(crate) struct Syntax {
    pub(crate) parse: fn(&str) -> Parse,
    pub(crate) parse_in_parts: fn(&str, usize) -> Parse,
    pub(crate) cuts: Option<reparse::Cuts>,
}

impl Format {
    /// The one place that maps a format to its grammar.
    pub(crate) fn syntax(self) -> &'static Syntax {
        match self {
            Format::Rbn => &rbn::SYNTAX,
            Format::Rbx => &rbn::RBX_SYNTAX,
            Format::Pbn => &pbn::SYNTAX,
            Format::Sgf => &sgf::SYNTAX,
            Format::Preferans => &preferans::SYNTAX,
            Format::Pinochle => &pinochle::SYNTAX,
            Format::Lin => &lin::SYNTAX,
        }
    }
}
