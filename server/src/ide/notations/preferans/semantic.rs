//! Semantic colours of Preferans PPN: tag names, tag values, comments, the numbers of a deal
//! (ids, players, values, tricks, scores), bids and contracts, and each card character
//! coloured by its suit.

use crate::ide::notations::preferans::cards::card_of;
use crate::ide::notations::preferans::model::split_tricks;
use crate::ide::semantic::walk::{walk_over, Node, Token, Visitor};
use crate::ide::semantic::{Modifier, Modifiers, TokenKind, Tokens};
use gamerec_grammar::preferans::spec::Suit;
use gamerec_grammar::SyntaxKind::*;
use gamerec_grammar::{Parse, TextRange, TextSize};

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
            PREF_CARD_RUN => return self.cards(token.text, token.range.start()),
            PREF_TRICK_RUN => {
                for trick in split_tricks(token) {
                    self.token(trick);
                }
                return;
            }
            PREF_TRICK => {
                let thrown = token.text.len().saturating_sub(1);
                self.cards(token.text.get(..thrown).unwrap_or(""), token.range.start());
                let Some(winner) = token.text.get(thrown..) else {
                    return;
                };
                let at = token.range.start() + TextSize::try_from(thrown).unwrap_or_default();
                let range = TextRange::at(at, TextSize::of(winner));
                return self.out.push(range, winner, Number, none);
            }
            _ => return,
        };
        self.out.push(token.range, token.text, kind, modifiers);
    }
}

impl Preferans<'_> {
    /// Each card of a run of card characters starting at `start`, coloured by its suit.
    fn cards(&mut self, run: &str, start: TextSize) {
        for (index, c) in run.char_indices() {
            let Some(text) = run.get(index..index + c.len_utf8()) else {
                continue;
            };
            let suit = card_of(text).map(|(_, card)| suit_modifier(card.suit));
            let at = start + TextSize::try_from(index).unwrap_or_default();
            let modifiers = Modifiers::NONE.with_some(suit);
            self.out.push(
                TextRange::at(at, TextSize::of(c)),
                text,
                TokenKind::EnumMember,
                modifiers,
            );
        }
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
