//! Semantic colours of SGF: property identifiers (old lower-case spellings marked deprecated),
//! comments, text, numbers, colours, and points, the moves and stones of each colour marked
//! black or white. Text outside the game trees is a comment.

use crate::ide::semantic::walk::{walk_over, Node, Token, Visitor};
use crate::ide::semantic::{Modifier, Modifiers, TokenKind, Tokens};
use gamerec_grammar::sgf::spec::{self, ValueType};
use gamerec_grammar::Parse;
use gamerec_grammar::SyntaxKind::*;

pub(super) fn colour(parse: &Parse, out: &mut Tokens) {
    let within = out.within;
    walk_over(
        parse,
        within,
        &mut Sgf {
            out,
            values: Values::Text,
            colour: None,
        },
    );
}

/// What the values of the property being read are, for their text.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Values {
    Comment,
    Text,
    Number,
    /// `B` or `W`.
    Colour,
}

struct Sgf<'o> {
    out: &'o mut Tokens,
    values: Values,
    /// The colour of the stones the property being read plays or places.
    colour: Option<Modifier>,
}

impl<'a> Visitor<'a> for Sgf<'_> {
    fn enter(&mut self, node: Node<'a>) -> bool {
        if node.kind() == SGF_PROPERTY {
            let ident = node.token(SGF_PROP_IDENT).map_or("", |ident| ident.text);
            (self.values, self.colour) = classify(ident);
        }
        self.out.wants(node.range())
    }

    fn token(&mut self, token: Token<'a>) {
        use TokenKind::*;
        let none = Modifiers::NONE;
        let (kind, modifiers) = match token.kind {
            SGF_JUNK => (Comment, none),
            SGF_PROP_IDENT => {
                let old = token.text.bytes().any(|b| b.is_ascii_lowercase());
                let modifiers = none.with_some(self.colour);
                if old {
                    (Property, modifiers.with(Modifier::Deprecated))
                } else {
                    (Property, modifiers)
                }
            }
            SGF_POINT => (Variable, none.with_some(self.colour)),
            SGF_TEXT | SGF_ESCAPE | SGF_SOFT_BREAK => match self.values {
                Values::Comment => (Comment, none),
                Values::Text => (String, none),
                Values::Number => (Number, none),
                Values::Colour => (EnumMember, none.with_some(colour_of(token.text))),
            },
            _ => return,
        };
        self.out.push(token.range, token.text, kind, modifiers);
    }
}

/// How the values of the property `ident` (as written) read, and the colour it is about.
fn classify(ident: &str) -> (Values, Option<Modifier>) {
    match ident {
        "B" | "AB" => (Values::Text, Some(Modifier::Black)),
        "W" | "AW" => (Values::Text, Some(Modifier::White)),
        "C" | "GC" => (Values::Comment, None),
        _ => {
            let found = if ident.bytes().any(|b| b.is_ascii_lowercase()) {
                spec::property_for_old_identifier(ident)
            } else {
                spec::property(ident)
            };
            let Some(found) = found else {
                return (Values::Text, None);
            };
            let colour = match found.id {
                "B" | "AB" => Some(Modifier::Black),
                "W" | "AW" => Some(Modifier::White),
                _ => None,
            };
            let values = match (found.id, found.value) {
                ("C" | "GC", _) => Values::Comment,
                (_, value) if numeric(value) => Values::Number,
                (_, ValueType::Color) => Values::Colour,
                _ => Values::Text,
            };
            (values, colour)
        }
    }
}

/// Whether every value of type `value` is a number (`SZ[19]`, `SZ[19:13]`, `KM[6.5]`).
fn numeric(value: ValueType) -> bool {
    match value {
        ValueType::Number | ValueType::Real | ValueType::Double => true,
        ValueType::Either(first, second) | ValueType::Compose(first, second) => {
            numeric(*first) && numeric(*second)
        }
        _ => false,
    }
}

fn colour_of(text: &str) -> Option<Modifier> {
    match text.trim() {
        "B" | "b" => Some(Modifier::Black),
        "W" | "w" => Some(Modifier::White),
        _ => None,
    }
}
