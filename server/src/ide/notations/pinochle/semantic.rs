//! Semantic colours of Pinochle PPN: headers, tag names, values, comments, prefixes, seats,
//! numbers and bids, and every card coloured by its suit: a card written as suit and rank by
//! its letter, a rank in a dotted hand by the place of its suit (C, D, S, H).

use crate::ide::notations::pinochle::model::split_trick;
use crate::ide::semantic::walk::{walk_over, Node, Token, Visitor};
use crate::ide::semantic::{Modifier, Modifiers, TokenKind, Tokens};
use gamerec_grammar::Parse;
use gamerec_grammar::SyntaxKind::*;

pub(super) fn colour(parse: &Parse, out: &mut Tokens) {
    let within = out.within;
    walk_over(
        parse,
        within,
        &mut Pinochle {
            out,
            suits_seen: 0,
            suit: None,
        },
    );
}

struct Pinochle<'o> {
    out: &'o mut Tokens,
    /// Suits entered so far in the current hand.
    suits_seen: usize,
    /// The suit of the ranks being read.
    suit: Option<Modifier>,
}

impl<'a> Visitor<'a> for Pinochle<'_> {
    fn enter(&mut self, node: Node<'a>) -> bool {
        match node.kind() {
            PIN_HAND => self.suits_seen = 0,
            PIN_SUIT => {
                self.suit = SUIT_ORDER.get(self.suits_seen).copied();
                self.suits_seen += 1;
            }
            _ => {}
        }
        self.out.wants(node.range())
    }

    fn token(&mut self, token: Token<'a>) {
        use TokenKind::*;
        let none = Modifiers::NONE;
        let (kind, modifiers) = match token.kind {
            PIN_COMMENT => (Comment, none),
            PIN_PERCENT | PIN_HEADER_NAME => (Keyword, none),
            PIN_HEADER_VALUE | PIN_STRING_TEXT | PIN_ESCAPE => (String, none),
            PIN_TAG_NAME => (Property, none),
            PIN_AT | PIN_SEGMENT_LETTER | PIN_EQUALS => (Keyword, none),
            PIN_NUMBER => (Number, none),
            PIN_SEAT => (EnumMember, none),
            PIN_INHERIT | PIN_INHERIT_ALL | PIN_TERMINATED | PIN_UNKNOWN => (Keyword, none),
            PIN_BID => {
                let pass = token.text.eq_ignore_ascii_case("pass");
                let modifier = if pass { Modifier::Pass } else { Modifier::Bid };
                (EnumMember, none.with(modifier))
            }
            PIN_RANK => (EnumMember, none.with_some(self.suit)),
            PIN_CARD => {
                let suit = token.text.chars().next().and_then(suit_of_letter);
                (EnumMember, none.with_some(suit))
            }
            PIN_TRICK_RUN => {
                for piece in split_trick(token) {
                    self.token(piece);
                }
                return;
            }
            _ => return,
        };
        self.out.push(token.range, token.text, kind, modifiers);
    }
}

/// The suits in the order a dotted hand lists them.
const SUIT_ORDER: [Modifier; 4] = [
    Modifier::Clubs,
    Modifier::Diamonds,
    Modifier::Spades,
    Modifier::Hearts,
];

fn suit_of_letter(letter: char) -> Option<Modifier> {
    match letter {
        'C' => Some(Modifier::Clubs),
        'D' => Some(Modifier::Diamonds),
        'S' => Some(Modifier::Spades),
        'H' => Some(Modifier::Hearts),
        _ => None,
    }
}
