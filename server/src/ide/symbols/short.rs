//! Short one-line texts for the details of the outline: the words of a value or comment with
//! single spaces between them, cut with `…` after a number of characters. Built from pieces
//! (the tokens of a value) as they come, and done as soon as the cut is known, so that a long
//! value costs no more than a short one.

use crate::ide::green::Node;
use gamerec_grammar::SyntaxKind;

/// At most `limit` characters of `text` on one line, with `…` when it was cut.
pub(crate) fn short_text(text: &str, limit: usize) -> String {
    let mut short = ShortText::new(limit);
    short.push(text);
    short.finish()
}

/// The start of the text of `node`'s tokens (tokens of the `skip` kinds left out), as
/// [`short_text`] makes it of the first tokens that together pass four bytes a character
/// (whitespace included): the tree is read only until then, or until the cut is known.
pub(crate) fn leading_text(node: Node<'_>, skip: &[SyntaxKind], limit: usize) -> String {
    let mut short = ShortText::new(limit);
    let enough = limit.saturating_mul(4).saturating_add(8);
    let mut taken = 0usize;
    node.green_tokens_while(|token| {
        if taken > enough || short.is_done() {
            return false;
        }
        if !skip.contains(&SyntaxKind::of_raw(token.kind())) {
            taken += token.text().len();
            short.push(token.text());
        }
        true
    });
    short.finish()
}

/// A short text being built; see [`short_text`].
pub(crate) struct ShortText {
    out: String,
    limit: usize,
    /// Characters of the whole words in `out`, with the spaces between them.
    chars: usize,
    /// The word being read, if any: where it starts in `out` (before its space), whether a
    /// space goes before it, and its characters so far.
    word: Option<Word>,
    /// Whether a word did not fit: nothing more is taken and `…` ends the text.
    cut: bool,
}

#[derive(Clone, Copy)]
struct Word {
    start: usize,
    gap: usize,
    chars: usize,
}

impl ShortText {
    pub(crate) fn new(limit: usize) -> ShortText {
        ShortText {
            // Room for a text of `limit` characters in ASCII and `…`.
            out: String::with_capacity(limit.saturating_add(3)),
            limit,
            chars: 0,
            word: None,
            cut: false,
        }
    }

    /// Whether more text would change nothing.
    pub(crate) fn is_done(&self) -> bool {
        self.cut
    }

    /// Takes the next piece of the text; a word may go on from one piece to the next.
    pub(crate) fn push(&mut self, piece: &str) {
        for c in piece.chars() {
            if self.cut {
                return;
            }
            if c.is_whitespace() {
                if let Some(word) = self.word.take() {
                    self.chars += word.gap + word.chars;
                }
                continue;
            }
            let word = match &mut self.word {
                Some(word) => word,
                None => {
                    let gap = usize::from(!self.out.is_empty());
                    let start = self.out.len();
                    if gap == 1 {
                        self.out.push(' ');
                    }
                    self.word.insert(Word {
                        start,
                        gap,
                        chars: 0,
                    })
                }
            };
            word.chars += 1;
            if self.chars + word.gap + word.chars > self.limit {
                // The word does not fit. A first word keeps the `limit` characters it has
                // so far; a later one is left out with its space.
                if word.gap == 1 {
                    self.out.truncate(word.start);
                }
                self.word = None;
                self.cut = true;
                return;
            }
            self.out.push(c);
        }
    }

    pub(crate) fn finish(mut self) -> String {
        if self.cut {
            self.out.push('…');
        }
        self.out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_are_joined_by_single_spaces_and_cut_with_an_ellipsis() {
        assert_eq!(short_text("  one\n two\t\tthree  ", 20), "one two three");
        assert_eq!(short_text("one two three", 13), "one two three");
        assert_eq!(short_text("one two three", 12), "one two…");
        assert_eq!(short_text("one two three", 7), "one two…");
        assert_eq!(short_text("one two three", 6), "one…");
        assert_eq!(short_text("abcdefgh ij", 5), "abcde…");
        assert_eq!(short_text("ab cdéfgh", 5), "ab…");
        assert_eq!(short_text("éèêëē", 3), "éèê…");
        assert_eq!(short_text(" \n ", 5), "");
        assert_eq!(short_text("word", 0), "…");
    }

    /// The words one by one, as the definition says.
    fn by_words(text: &str, limit: usize) -> String {
        let mut out = String::new();
        for word in text.split_whitespace() {
            let gap = usize::from(!out.is_empty());
            if out.chars().count() + gap + word.chars().count() > limit {
                if out.is_empty() {
                    out.extend(word.chars().take(limit));
                }
                out.push('…');
                return out;
            }
            if gap == 1 {
                out.push(' ');
            }
            out.push_str(word);
        }
        out
    }

    #[test]
    fn agrees_with_taking_the_words_one_by_one() {
        let texts = [
            "",
            "  ",
            "one",
            " one  two\tthree\u{a0}four\u{2003}five ",
            "überlange-wörter-ohne-pause und dann ♠♥♦♣ kurze",
            "AKQJT98765432 - - -",
        ];
        for text in texts {
            for limit in 0..40 {
                assert_eq!(
                    short_text(text, limit),
                    by_words(text, limit),
                    "{text:?} {limit}"
                );
            }
        }
    }

    #[test]
    fn pieces_make_the_same_text_as_the_whole() {
        let text = "1S Pass 2NT\nPass  3♣ Pass\u{a0}3NT all pass and a long tail of words ";
        for limit in [0, 1, 2, 5, 11, 12, 20, 48, 100] {
            let whole = short_text(text, limit);
            for size in 1..5 {
                let mut short = ShortText::new(limit);
                let chars: Vec<char> = text.chars().collect();
                for piece in chars.chunks(size) {
                    short.push(&piece.iter().collect::<String>());
                }
                assert_eq!(short.finish(), whole, "limit {limit}, pieces of {size}");
            }
        }
    }
}
