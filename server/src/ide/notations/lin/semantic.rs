//! Semantic colours of LIN: commands, text, numbers, calls by kind, and every card coloured by
//! its suit: a suit letter and the ranks after it in a hand, a card of `pc`, the strain of a
//! bid or contract.

use crate::ide::semantic::walk::{walk_over, Node, Token, Visitor};
use crate::ide::semantic::{Modifier, Modifiers, TokenKind, Tokens};
use gamerec_grammar::Parse;
use gamerec_grammar::SyntaxKind::*;

pub(super) fn colour(parse: &Parse, out: &mut Tokens) {
    let within = out.within;
    walk_over(parse, within, &mut Lin { out, suit: None });
}

struct Lin<'o> {
    out: &'o mut Tokens,
    /// The suit of the ranks being read: the last suit letter.
    suit: Option<Modifier>,
}

impl<'a> Visitor<'a> for Lin<'_> {
    fn enter(&mut self, node: Node<'a>) -> bool {
        if matches!(node.kind(), LIN_HAND | LIN_CARD) {
            self.suit = None;
        }
        self.out.wants(node.range())
    }

    fn token(&mut self, token: Token<'a>) {
        use TokenKind::*;
        let none = Modifiers::NONE;
        let (kind, modifiers) = match token.kind {
            LIN_COMMAND => (Property, none),
            LIN_TEXT => (String, none),
            LIN_NUMBER | LIN_LEVEL | LIN_DEALER => (Number, none),
            LIN_VULNERABILITY | LIN_ROOM | LIN_SEAT | LIN_OUTCOME => (EnumMember, none),
            LIN_ALERT => (Keyword, none),
            LIN_PASS => (EnumMember, none.with(Modifier::Pass)),
            LIN_DOUBLE => (EnumMember, none.with(Modifier::Double)),
            LIN_REDOUBLE => (EnumMember, none.with(Modifier::Redouble)),
            LIN_SUIT => {
                self.suit = token.text.chars().next().and_then(suit_of_letter);
                (EnumMember, none.with_some(self.suit))
            }
            LIN_RANK => (EnumMember, none.with_some(self.suit)),
            LIN_STRAIN => {
                let strain = token.text.chars().next().and_then(suit_of_letter);
                let strain = strain.or(Some(Modifier::NoTrump));
                (EnumMember, none.with(Modifier::Bid).with_some(strain))
            }
            _ => return,
        };
        self.out.push(token.range, token.text, kind, modifiers);
    }
}

fn suit_of_letter(letter: char) -> Option<Modifier> {
    match letter.to_ascii_uppercase() {
        'S' => Some(Modifier::Spades),
        'H' => Some(Modifier::Hearts),
        'D' => Some(Modifier::Diamonds),
        'C' => Some(Modifier::Clubs),
        _ => None,
    }
}
