//! Escapes inside values. FF\[4\] lets `\` escape any character, but only three escapes are
//! needed: `\]`, `\\`, and `\:` in the part of a compose value before its separating `:`.
//! The formatter drops the others from Text and SimpleText values, and only where dropping
//! them cannot change how the value is read.

use crate::ide::green::Node;
use gamerec_grammar::sgf::spec::{PropertySpec, ValueType};
use gamerec_grammar::SyntaxKind;

/// Which parts of a property's values are Text or SimpleText.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(super) struct TextParts {
    /// The whole value, or the part before the separating `:` of a compose value.
    first: bool,
    /// The part after the separating `:`.
    second: bool,
    /// The value may be composed: an unescaped `:` in its first part would split it.
    splits: bool,
}

impl TextParts {
    pub fn of(spec: Option<&PropertySpec>) -> TextParts {
        spec.map_or_else(TextParts::default, |spec| parts_of(&spec.value))
    }

    pub fn any(self) -> bool {
        self.first || self.second
    }
}

fn is_text(value: &ValueType) -> bool {
    matches!(value, ValueType::Text | ValueType::SimpleText)
}

fn parts_of(value: &ValueType) -> TextParts {
    match value {
        ValueType::Text | ValueType::SimpleText => TextParts {
            first: true,
            second: false,
            splits: false,
        },
        ValueType::Compose(first, second) => TextParts {
            first: is_text(first),
            second: is_text(second),
            splits: true,
        },
        ValueType::ListOf(inner) | ValueType::EListOf(inner) => parts_of(inner),
        // A part counts as text only when it is text in every alternative that has it.
        ValueType::Either(a, b) => {
            let (a, b) = (parts_of(a), parts_of(b));
            TextParts {
                first: a.first && b.first,
                second: (a.splits || b.splits)
                    && (!a.splits || a.second)
                    && (!b.splits || b.second),
                splits: a.splits || b.splits,
            }
        }
        _ => TextParts::default(),
    }
}

/// Whether `c` can stand at the start of a line that the parser would read as SGF (`;`, `(;`,
/// `)`, `AB[`), after blanks: an escape before the first other character of a line that follows
/// a line break in a value keeps the parser from taking that line for the end of the value.
fn may_start_sgf_line(c: char) -> bool {
    c.is_ascii_alphabetic() || matches!(c, ' ' | '\t' | '\x0b' | '\x0c' | ';' | '(' | ')' | '[')
}

/// Walks the content of `value`, telling `visit` for each token whether it is an escape that
/// can go.
fn each_token(value: Node<'_>, parts: TextParts, mut visit: impl FnMut(&str, bool)) {
    let mut second_part = false;
    // After a line break, until the line holds a character that cannot start SGF.
    let mut line_start = false;
    for token in value.tokens() {
        let mut droppable = false;
        match token.kind {
            SyntaxKind::NEWLINE => line_start = true,
            SyntaxKind::SGF_SOFT_BREAK => line_start = false,
            SyntaxKind::SGF_COLON => {
                second_part = true;
                line_start = false;
            }
            SyntaxKind::SGF_ESCAPE => {
                let in_text = if second_part {
                    parts.second
                } else {
                    parts.first
                };
                let mut escaped = token.text.chars().skip(1);
                droppable = !line_start
                    && in_text
                    && match (escaped.next(), escaped.next()) {
                        (Some(']' | '\\' | '['), _) | (None, _) | (_, Some(_)) => false,
                        (Some(':'), None) => second_part || !parts.splits,
                        (Some(_), None) => true,
                    };
                line_start = false;
            }
            _ => line_start &= token.text.chars().all(may_start_sgf_line),
        }
        visit(token.text, droppable);
    }
}

/// The value (brackets included) without its needless escapes; `None` when it has none.
pub(super) fn without_needless_escapes(value: Node<'_>, parts: TextParts) -> Option<String> {
    let has_colon = value.has_token(|kind| kind == SyntaxKind::SGF_COLON);
    if !parts.any() || (has_colon && !parts.splits) {
        return None;
    }
    let mut any = false;
    each_token(value, parts, |_, droppable| any |= droppable);
    if !any {
        return None;
    }
    let mut out = String::new();
    each_token(value, parts, |text, droppable| {
        let text = if droppable {
            text.strip_prefix('\\').unwrap_or(text)
        } else {
            text
        };
        out.push_str(text);
    });
    Some(out)
}
