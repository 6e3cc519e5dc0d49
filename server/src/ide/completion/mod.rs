//! Completion: what may come next at the cursor, and nothing else. Protocol-free: it takes a
//! parse and a byte offset and returns items with the range they replace.

#[cfg(test)]
pub(crate) mod listing;

use crate::ide::markup::Markup;
use gamerec_grammar::{NodeOrToken, SyntaxKind, SyntaxNode, SyntaxToken, TextRange, TextSize};

/// One proposal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CompletionItem {
    /// What the list shows, and what typing filters on.
    pub label: String,
    pub kind: CompletionKind,
    /// A one-line summary shown beside the label.
    pub detail: Option<String>,
    pub documentation: Option<Markup>,
    /// The text put in place of `range`.
    pub insert: Insert,
    /// The text the item replaces: the part of a name or value already typed, or an empty
    /// range at the cursor.
    pub range: TextRange,
    /// Where the item sorts in the list; items without one sort by label after those with one.
    pub sort: Option<String>,
}

/// The text an item inserts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Insert {
    Plain(String),
    /// A snippet in the LSP snippet syntax (`$1`, `${1:default}`, `$0`); clients that do not
    /// take snippets get [`Insert::plain_text`].
    Snippet(String),
}

impl Insert {
    /// The text without snippet placeholders: `${1:x}` becomes `x`, `$1` and `$0` disappear, and
    /// `\$`, `\}` and `\\` their character.
    pub fn plain_text(&self) -> String {
        match self {
            Insert::Plain(text) => text.clone(),
            Insert::Snippet(snippet) => snippet_to_plain(snippet),
        }
    }
}

/// What sort of thing an item is, for the client's icon.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CompletionKind {
    /// An RBN label, a PBN tag name, an SGF property identifier.
    Keyword,
    /// An allowed value of a tag, label or property.
    Value,
    /// A call in an auction.
    Call,
    /// A card in the play.
    Card,
    /// A note, a table column or another reference.
    Reference,
}

fn snippet_to_plain(snippet: &str) -> String {
    let mut out = String::with_capacity(snippet.len());
    let mut chars = snippet.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' => {
                if let Some(next) = chars.next() {
                    out.push(next);
                }
            }
            '$' => {
                if chars.peek() == Some(&'{') {
                    chars.next();
                    while chars.peek().is_some_and(char::is_ascii_digit) {
                        chars.next();
                    }
                    if chars.peek() == Some(&':') {
                        chars.next();
                    }
                    let mut depth = 1;
                    while let Some(inner) = chars.next() {
                        match inner {
                            '\\' => {
                                if let Some(escaped) = chars.next() {
                                    out.push(escaped);
                                }
                            }
                            '{' => {
                                depth += 1;
                                out.push(inner);
                            }
                            '}' => {
                                depth -= 1;
                                if depth == 0 {
                                    break;
                                }
                                out.push(inner);
                            }
                            _ => out.push(inner),
                        }
                    }
                } else if chars.peek().is_some_and(char::is_ascii_digit) {
                    while chars.peek().is_some_and(char::is_ascii_digit) {
                        chars.next();
                    }
                } else {
                    out.push('$');
                }
            }
            _ => out.push(c),
        }
    }
    out
}

/// Whether only spaces stand between the start of the line and the cursor, `left` being the
/// token before it (none at the start of the text): where a new line's item may begin.
pub(crate) fn at_line_start(left: Option<&SyntaxToken>) -> bool {
    let Some(left) = left else {
        return true;
    };
    match left.kind() {
        SyntaxKind::NEWLINE => true,
        SyntaxKind::WHITESPACE => left
            .prev_token()
            .is_none_or(|token| token.kind() == SyntaxKind::NEWLINE),
        _ => false,
    }
}

/// The token of `node` that holds the byte before `offset`: the one ending at `offset` or
/// holding it. Found by binary searches down the tree, so it costs the depth of the tree, not
/// the number of records or games.
pub(crate) fn left_token(node: &SyntaxNode, offset: TextSize) -> Option<SyntaxToken> {
    let start = offset.checked_sub(TextSize::from(1))?;
    covering_token(node, TextRange::new(start, offset))
}

/// The token of `node` that starts at or holds `offset`.
pub(crate) fn right_token(node: &SyntaxNode, offset: TextSize) -> Option<SyntaxToken> {
    covering_token(node, TextRange::at(offset, TextSize::from(1)))
}

fn covering_token(node: &SyntaxNode, range: TextRange) -> Option<SyntaxToken> {
    let mut node = node.clone();
    loop {
        if !node.text_range().contains_range(range) {
            return None;
        }
        match node.child_or_token_at_range(range)? {
            NodeOrToken::Node(child) => node = child,
            NodeOrToken::Token(token) => return Some(token),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn snippets_read_as_plain_text() {
        let plain = |s: &str| Insert::Snippet(s.to_string()).plain_text();
        assert_eq!(plain(r#"[Dealer "$1"]$0"#), r#"[Dealer ""]"#);
        assert_eq!(plain(r#"[Event "${1:name}"]"#), r#"[Event "name"]"#);
        assert_eq!(plain(r"costs \$5 \} \\"), r"costs $5 } \");
        assert_eq!(plain("a $ b"), "a $ b");
    }
}
