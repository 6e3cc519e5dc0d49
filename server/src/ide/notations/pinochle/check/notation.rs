//! A file read as Pinochle PPN whose content shows Preferans PPN, the other notation of the
//! `.ppn` extension: it was read so because `--as` or the editor's language asked, and the
//! warning says where the content disagrees.

use crate::ide::check::Findings;
use crate::ide::green::Node;
use crate::ide::{Diagnostic, Severity};
use gamerec_grammar::SyntaxKind::NEWLINE;
use gamerec_grammar::{Format, SyntaxNode, TextRange, TextSize};

pub(super) const NOTATION_UNDECIDED: &str = "pinochle/notation-undecided";

pub(super) fn check(root: &SyntaxNode, out: &mut Findings) {
    let text = head(Node::of(root));
    let extension = Format::Pinochle.extension();
    if Format::shown_among(extension, &text) != Some(Format::Preferans) {
        return;
    }
    let mut start = 0;
    for line in text.split_inclusive(['\n', '\r']) {
        if Format::shown_among(extension, line) == Some(Format::Preferans) {
            let content = line.trim_end_matches(['\n', '\r']);
            let range = TextRange::at(
                TextSize::try_from(start).unwrap_or_default(),
                TextSize::try_from(content.len()).unwrap_or_default(),
            );
            out.push(Diagnostic::new(
                NOTATION_UNDECIDED,
                Severity::Warning,
                range,
                "this line shows Preferans PPN, which shares the `.ppn` extension with Pinochle \
                 PPN; the file is read as Pinochle PPN because `--as` or the editor's language \
                 asked for it",
            ));
            return;
        }
        start += line.len();
    }
}

/// The text of at least the lines `Format::by_content` reads (a line end inside a comment is
/// not counted), and not the rest: the check runs after every
/// edit, and a long document's end cannot change which notation it shows.
fn head(root: Node<'_>) -> String {
    let mut text = String::new();
    let mut lines = 0;
    root.tokens_while(|token| {
        text.push_str(token.text);
        if token.kind == NEWLINE {
            lines += 1;
        }
        lines < Format::CONTENT_LINES
    });
    text
}
