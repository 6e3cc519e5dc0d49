//! The text below a node, read token by token: compared, copied or counted without building a
//! string, or built into one.

use super::Node;
use gamerec_grammar::{NodeOrToken, SyntaxElement, SyntaxKind};

/// The text of a node or token of the red tree, read from its green tree (see [`Node::text`]).
pub fn text_of(element: &SyntaxElement) -> String {
    match element {
        NodeOrToken::Node(node) => Node::of(node).text(),
        NodeOrToken::Token(token) => token.text().to_owned(),
    }
}

impl<'a> Node<'a> {
    /// The kind and text of each token below the node, in order.
    #[inline]
    pub fn for_each_text(self, mut visit: impl FnMut(SyntaxKind, &'a str)) {
        self.green_tokens_while(|token| {
            visit(SyntaxKind::of_raw(token.kind()), token.text());
            true
        });
    }

    /// The node's text (the `Display` of rowan goes through the formatting machinery for every
    /// token, which costs several times as much).
    #[inline]
    pub fn text(self) -> String {
        let mut text = String::with_capacity(usize::from(self.green.text_len()));
        self.push_text(&mut text);
        text
    }

    /// The node's text appended to `out`.
    #[inline]
    pub fn push_text(self, out: &mut String) {
        out.reserve(usize::from(self.green.text_len()));
        self.for_each_text(|_, text| match text.as_bytes() {
            // Most tokens of the card notations are one character: pushed without a copy call.
            &[byte] if byte.is_ascii() => out.push(char::from(byte)),
            _ => out.push_str(text),
        });
    }

    /// Whether the node's text equals `text`, compared token by token.
    #[inline]
    pub fn text_eq(self, text: &str) -> bool {
        if usize::from(self.green.text_len()) != text.len() {
            return false;
        }
        let mut rest = Some(text);
        self.for_each_text(|_, piece| {
            rest = rest.and_then(|rest| rest.strip_prefix(piece));
        });
        rest == Some("")
    }

    /// The line break the node's text ends with (`\r\n`, `\n` or `\r`), or `""`; read from the
    /// last tokens alone.
    pub fn line_end(self) -> &'static str {
        let mut tail: Vec<&str> = Vec::new();
        let mut len = 0;
        let mut pending = vec![self.green.children()];
        while let Some(children) = pending.last_mut() {
            match children.next_back() {
                Some(gamerec_grammar::NodeOrToken::Node(node)) => pending.push(node.children()),
                Some(gamerec_grammar::NodeOrToken::Token(token)) => {
                    tail.push(token.text());
                    len += token.text().len();
                    if len >= 2 {
                        break;
                    }
                }
                None => {
                    pending.pop();
                }
            }
        }
        let last: String = tail.iter().rev().copied().collect();
        ["\r\n", "\n", "\r"]
            .into_iter()
            .find(|end| last.ends_with(end))
            .unwrap_or("")
    }

    /// The number of characters of the node's text.
    #[inline]
    pub fn char_count(self) -> usize {
        let mut count = 0;
        self.for_each_text(|_, text| count += text.chars().count());
        count
    }
}
