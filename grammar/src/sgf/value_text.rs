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
/// become spaces, also when escaped; each line break (LF, CRLF, LFCR or a lone CR) becomes one
/// `\n`, and a CR right after a soft line break ending in LF belongs to that soft break.
pub(crate) fn unescape(tokens: impl Iterator<Item = SyntaxToken>, kind: TextKind) -> String {
    let mut out = String::new();
    let mut after_lf = false;
    for token in tokens {
        let text = token.text();
        let lf_cr = after_lf && text == "\r";
        after_lf = matches!(
            token.kind(),
            SyntaxKind::NEWLINE | SyntaxKind::SGF_SOFT_BREAK
        ) && text.ends_with('\n');
        match token.kind() {
            SyntaxKind::SGF_SOFT_BREAK => {}
            SyntaxKind::NEWLINE if lf_cr => {}
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
