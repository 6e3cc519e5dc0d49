//! The line ending a document uses, so that formatting keeps it.

use gamerec_grammar::{SyntaxKind, SyntaxNode};

/// LF, CRLF or a lone CR.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum LineEnding {
    #[default]
    Lf,
    CrLf,
    Cr,
}

impl LineEnding {
    /// The ending of the first line of `text`; LF for a text of one line.
    pub fn of(text: &str) -> LineEnding {
        let bytes = text.as_bytes();
        match bytes.iter().position(|&b| b == b'\n' || b == b'\r') {
            Some(at) if bytes[at] == b'\n' => LineEnding::Lf,
            Some(at) if bytes.get(at + 1) == Some(&b'\n') => LineEnding::CrLf,
            Some(_) => LineEnding::Cr,
            None => LineEnding::Lf,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            LineEnding::Lf => "\n",
            LineEnding::CrLf => "\r\n",
            LineEnding::Cr => "\r",
        }
    }
}

/// The line ending of the first line of a document that is not blank: formatting drops blank
/// lines before the first record, but that line ends the same way after formatting.
pub(crate) fn first_line_ending(root: &SyntaxNode) -> LineEnding {
    let mut seen_text = false;
    for token in root
        .descendants_with_tokens()
        .filter_map(|element| element.into_token())
    {
        match token.kind() {
            SyntaxKind::NEWLINE if seen_text => return LineEnding::of(token.text()),
            SyntaxKind::NEWLINE | SyntaxKind::WHITESPACE => {}
            _ => seen_text = true,
        }
    }
    LineEnding::Lf
}

#[test]
fn finds_the_first_line_ending() {
    assert_eq!(LineEnding::of("a\r\nb\n"), LineEnding::CrLf);
    assert_eq!(LineEnding::of("a\nb\r\n"), LineEnding::Lf);
    assert_eq!(LineEnding::of("a\rb"), LineEnding::Cr);
    assert_eq!(LineEnding::of("ab"), LineEnding::Lf);
}
