//! Semantic colours of PBN: directives, tag names, string values, numbers, seats, the ranks of
//! a deal by suit, contracts, calls by kind, played cards by suit, annotations, note numbers
//! and references, table columns and elements, comments.

use crate::ide::notations::pbn::moves::split;
use crate::ide::semantic::walk::{walk_over, Node, Token, Visitor};
use crate::ide::semantic::{
    strain_modifier, suit_modifier, Modifier, Modifiers, TokenKind, Tokens,
};
use gamerec_grammar::SyntaxKind::*;
use gamerec_grammar::{Parse, TextRange, TextSize};

pub(super) fn colour(parse: &Parse, out: &mut Tokens) {
    let within = out.within;
    walk_over(
        parse,
        within,
        &mut Pbn {
            out,
            suits_seen: 0,
            strain: None,
            note_tag: false,
        },
    );
}

struct Pbn<'o> {
    out: &'o mut Tokens,
    /// How many dots of the current hand have been passed.
    suits_seen: usize,
    /// The strain of the contract being read.
    strain: Option<Modifier>,
    /// Whether the tag being read is a `Note`.
    note_tag: bool,
}

impl<'a> Visitor<'a> for Pbn<'_> {
    fn enter(&mut self, node: Node<'a>) -> bool {
        match node.kind() {
            PBN_TAG => {
                self.note_tag = node
                    .token(PBN_TAG_NAME)
                    .is_some_and(|name| name.text == "Note");
                self.strain = None;
            }
            PBN_TAG_VALUE => {
                self.strain = node
                    .token(PBN_STRAIN)
                    .and_then(|strain| strain_modifier(strain.text.chars().next()?));
            }
            PBN_DEAL => self.suits_seen = 0,
            _ => {}
        }
        self.out.wants(node.range())
    }

    fn token(&mut self, token: Token<'a>) {
        use TokenKind::*;
        let none = Modifiers::NONE;
        let (kind, modifiers) = match token.kind {
            PBN_PERCENT | PBN_DIRECTIVE_TEXT | PBN_COMMENT => (Comment, none),
            PBN_DIRECTIVE_NAME => (Keyword, none),
            PBN_TAG_NAME | PBN_COLUMN_NAME => (Property, none),
            PBN_QUOTE | PBN_STRING_TEXT | PBN_ESCAPE => (String, none),
            PBN_NUMBER if self.note_tag => (Label, Modifiers::of(Modifier::Declaration)),
            PBN_NUMBER | PBN_DATE_FIELD => (Number, none),
            PBN_SEAT | PBN_SIDE => (Variable, none),
            PBN_CARD_RUN => return self.ranks(token),
            PBN_AUCTION_RUN | PBN_PLAY_RUN => {
                for piece in split(token) {
                    self.token(piece);
                }
                return;
            }
            // White space in a deal starts the next hand; elsewhere the count is not read.
            WHITESPACE => {
                self.suits_seen = 0;
                return;
            }
            PBN_LEVEL | PBN_STRAIN => (EnumMember, none.with_some(self.strain)),
            PBN_RISK => (EnumMember, Modifiers::of(risk(token.text))),
            PBN_PASS => (EnumMember, Modifiers::of(Modifier::Pass)),
            PBN_VULNERABILITY => (EnumMember, none),
            PBN_CALL => (EnumMember, call(token.text)),
            PBN_CARD => (EnumMember, none.with_some(card_suit(token.text))),
            PBN_SUFFIX | PBN_NAG | PBN_IRREGULARITY | PBN_STAR | PBN_PLUS | PBN_CARET => {
                (Decorator, none)
            }
            PBN_NOTE_REF => (Label, none),
            PBN_TABLE_ELEMENT if token.text.bytes().all(|b| b.is_ascii_digit()) => (Number, none),
            PBN_TABLE_ELEMENT => (String, none),
            _ => return,
        };
        self.out.push(token.range, token.text, kind, modifiers);
    }
}

impl Pbn<'_> {
    /// Each rank of a hand's card run, coloured by the suit the dots before it count to.
    fn ranks(&mut self, run: Token<'_>) {
        for (index, c) in run.text.char_indices() {
            if c == '.' {
                self.suits_seen += 1;
                continue;
            }
            let at = run.range.start() + TextSize::try_from(index).unwrap_or_default();
            let suit = suit_modifier(self.suits_seen);
            let text = run.text.get(index..index + c.len_utf8()).unwrap_or("");
            self.out.push(
                TextRange::at(at, TextSize::of(c)),
                text,
                TokenKind::EnumMember,
                Modifiers::NONE.with_some(suit),
            );
        }
    }
}

/// The modifiers of a call of the auction section: its kind, and a bid's strain.
fn call(text: &str) -> Modifiers {
    let upper = |word: &str| text.eq_ignore_ascii_case(word);
    if upper("Pass") || upper("AP") {
        Modifiers::of(Modifier::Pass)
    } else if upper("X") {
        Modifiers::of(Modifier::Double)
    } else if upper("XX") {
        Modifiers::of(Modifier::Redouble)
    } else if text.starts_with(|c: char| c.is_ascii_digit()) {
        let strain = text.chars().nth(1).and_then(strain_modifier);
        Modifiers::of(Modifier::Bid).with_some(strain)
    } else {
        Modifiers::NONE
    }
}

/// The suit of a played card such as `SA`; none for `-`.
fn card_suit(text: &str) -> Option<Modifier> {
    let mut letters = text.chars();
    let suit = letters.next()?;
    letters.next()?;
    strain_modifier(suit).filter(|&suit| suit != Modifier::NoTrump)
}

fn risk(text: &str) -> Modifier {
    if text.len() > 1 {
        Modifier::Redouble
    } else {
        Modifier::Double
    }
}
