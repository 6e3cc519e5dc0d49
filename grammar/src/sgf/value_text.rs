//! Reading the tokens of a property value as Text or SimpleText: escapes resolved, soft line
//! breaks removed, whitespace normalised.

use crate::{SyntaxKind, SyntaxToken};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum TextKind {
    /// Line breaks are kept.
    Text,
    /// Line breaks become spaces.
    SimpleText,
}

/// The text of a value's tokens as its reader should see it. Tabs, vertical tabs and form feeds
/// become spaces, also when escaped; CRLF and lone CR become `\n`.
pub(crate) fn unescape(tokens: impl Iterator<Item = SyntaxToken>, kind: TextKind) -> String {
    let mut out = String::new();
    for token in tokens {
        let text = token.text();
        match token.kind() {
            SyntaxKind::SGF_SOFT_BREAK => {}
            SyntaxKind::NEWLINE => out.push(match kind {
                TextKind::Text => '\n',
                TextKind::SimpleText => ' ',
            }),
            SyntaxKind::SGF_ESCAPE => {
                if let Some(escaped) = text.strip_prefix('\\') {
                    push_spaced(&mut out, escaped);
                }
            }
            _ => push_spaced(&mut out, text),
        }
    }
    out
}

fn push_spaced(out: &mut String, text: &str) {
    for ch in text.chars() {
        out.push(if matches!(ch, '\t' | '\x0b' | '\x0c') {
            ' '
        } else {
            ch
        });
    }
}
