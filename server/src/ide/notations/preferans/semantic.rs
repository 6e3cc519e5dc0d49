//! Semantic colours of Preferans PPN: tag names, tag values, comments, the numbers of a deal
//! (ids, players, values, tricks, scores), bids and contracts, and each card character
//! coloured by its suit.

use crate::ide::notations::preferans::cards::card_of;
use crate::ide::semantic::walk::{walk_over, Node, Token, Visitor};
use crate::ide::semantic::{Modifier, Modifiers, TokenKind, Tokens};
use gamerec_grammar::preferans::spec::Suit;
use gamerec_grammar::Parse;
use gamerec_grammar::SyntaxKind::*;

pub(super) fn colour(parse: &Parse, out: &mut Tokens) {
    let within = out.within;
    walk_over(parse, within, &mut Preferans { out });
}

struct Preferans<'o> {
    out: &'o mut Tokens,
}

impl<'a> Visitor<'a> for Preferans<'_> {
    fn enter(&mut self, node: Node<'a>) -> bool {
        self.out.wants(node.range())
    }

    fn token(&mut self, token: Token<'a>) {
        use TokenKind::*;
        let none = Modifiers::NONE;
        let (kind, modifiers) = match token.kind {
            PREF_COMMENT => (Comment, none),
            PREF_TAG_NAME => (Property, none),
            PREF_VALUE_TEXT | PREF_STRING_TEXT | PREF_ESCAPE => (String, none),
            PREF_NUMBER | PREF_PLAYER | PREF_TRICKS => (Number, none),
            PREF_BID | PREF_CONTRACT_NUMBER | PREF_KONTRA_MARK | PREF_GAME_MARK => {
                (EnumMember, none)
            }
            PREF_CARD => {
                let suit = card_of(token.text).map(|(_, card)| suit_modifier(card.suit));
                (EnumMember, none.with_some(suit))
            }
            _ => return,
        };
        self.out.push(token.range, token.text, kind, modifiers);
    }
}

fn suit_modifier(suit: Suit) -> Modifier {
    match suit {
        Suit::Spades => Modifier::Spades,
        Suit::Diamonds => Modifier::Diamonds,
        Suit::Hearts => Modifier::Hearts,
        Suit::Clubs => Modifier::Clubs,
    }
}
