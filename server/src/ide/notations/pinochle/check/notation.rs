//! A file read as Pinochle PPN whose content shows Preferans PPN, the other notation of the
//! `.ppn` extension: it was read so because `--as` or the editor's language asked, and the
//! warning says where the content disagrees.

use crate::ide::{Diagnostic, Severity};
use gamerec_grammar::{Format, SyntaxNode, TextRange, TextSize};

pub(super) const NOTATION_UNDECIDED: &str = "pinochle/notation-undecided";

pub(super) fn check(root: &SyntaxNode, out: &mut Vec<Diagnostic>) {
    let text = root.text().to_string();
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
