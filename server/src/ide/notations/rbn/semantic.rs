//! Semantic colours of RBN and RBX: label letters, note labels and references, text fields,
//! dates, seats, cards by suit (a holding's suit from its place in the hand, a play's from its
//! letter or the suit led), calls by kind, the contract, annotations and comments.

use super::model::run_pieces;
use crate::ide::semantic::walk::{walk_over, Node, Token, Visitor};
use crate::ide::semantic::{
    strain_modifier, suit_modifier, Modifier, Modifiers, TokenKind, Tokens,
};
use gamerec_grammar::SyntaxKind::{self, *};
use gamerec_grammar::{Parse, TextRange, TextSize};

pub(super) fn colour(parse: &Parse, out: &mut Tokens) {
    let within = out.within;
    walk_over(
        parse,
        within,
        &mut Rbn {
            out,
            label: None,
            suits_seen: 0,
            strain: None,
            lead: None,
            leading: false,
        },
    );
}

struct Rbn<'o> {
    out: &'o mut Tokens,
    /// The kind of the label being read.
    label: Option<SyntaxKind>,
    /// How many dots of the current hand have been passed.
    suits_seen: usize,
    /// The strain of the call or contract being read.
    strain: Option<Modifier>,
    /// The suit led to the trick being read.
    lead: Option<Modifier>,
    /// Whether the next play of the trick is its lead.
    leading: bool,
}

fn is_label(kind: SyntaxKind) -> bool {
    (RBN_DATE_LABEL..=RBN_NOTE_LABEL).contains(&kind)
}

impl<'a> Visitor<'a> for Rbn<'_> {
    fn enter(&mut self, node: Node<'a>) -> bool {
        let wanted = self.out.wants(node.range());
        match node.kind() {
            kind if is_label(kind) && wanted => self.label = Some(kind),
            RBN_CALL | RBN_CONTRACT => {
                self.strain = node
                    .token(RBN_STRAIN)
                    .and_then(|strain| strain_modifier(strain.text.chars().next()?));
            }
            _ => {}
        }
        if node.kind() == RBN_PLAY_LABEL {
            self.new_trick();
        }
        wanted
    }

    fn leave(&mut self, node: Node<'a>) {
        if is_label(node.kind()) {
            self.label = None;
        }
    }

    fn token(&mut self, token: Token<'a>) {
        use TokenKind::*;
        let none = Modifiers::NONE;
        let (kind, modifiers) = match token.kind {
            RBN_PLAY_RUN => {
                for piece in run_pieces(token) {
                    self.token(piece);
                }
                return;
            }
            RBN_COLON | RBN_SEMICOLON if self.label == Some(RBN_PLAY_LABEL) => {
                return self.new_trick();
            }
            RBN_PERCENT | RBN_COMMENT_TEXT => (Comment, none),
            // In RBX, braces also hold the value of a label.
            RBN_L_BRACE | RBN_R_BRACE if self.label.is_none() => (Comment, none),
            RBN_SIGNATURE => (Keyword, none),
            RBN_LABEL_NAME if self.label == Some(RBN_NOTE_LABEL) => {
                (Label, Modifiers::of(Modifier::Declaration))
            }
            RBN_LABEL_NAME => (Keyword, none),
            RBN_TEXT => match self.label {
                None => (Comment, none),
                Some(RBN_BOARD_LABEL) if token.text.bytes().all(|b| b.is_ascii_digit()) => {
                    (Number, none)
                }
                Some(_) => (String, none),
            },
            RBN_ESCAPED_COLON => (String, none),
            RBN_YEAR | RBN_MONTH | RBN_DAY | RBN_TIME | RBN_TRICKS | RBN_SCORE | RBN_MAKES
            | RBN_GOAL => (Number, none),
            RBN_CIRCA | RBN_GMT => (Keyword, none),
            RBN_SEAT | RBN_DEALER | RBN_DECLARER | RBN_LEADER => (Variable, none),
            RBN_VULNERABILITY => (EnumMember, none),
            RBN_HAND_RUN => return self.hands(token),
            RBN_LEVEL | RBN_STRAIN if self.label == Some(RBN_AUCTION_LABEL) => (
                EnumMember,
                Modifiers::of(Modifier::Bid).with_some(self.strain),
            ),
            RBN_LEVEL | RBN_STRAIN => (EnumMember, none.with_some(self.strain)),
            RBN_PASS | RBN_ALL_PASS => (EnumMember, Modifiers::of(Modifier::Pass)),
            RBN_DOUBLE => (EnumMember, Modifiers::of(Modifier::Double)),
            RBN_REDOUBLE => (EnumMember, Modifiers::of(Modifier::Redouble)),
            RBN_RISK => (EnumMember, Modifiers::of(risk(token.text))),
            RBN_QUERY => (EnumMember, none),
            RBN_PLAY | RBN_PSEUDO_PLAY => (EnumMember, none.with_some(self.play_suit(token))),
            RBN_ANNOTATION => (Decorator, none),
            RBN_NOTE_REF => (Label, none),
            _ => return,
        };
        self.out.push(token.range, token.text, kind, modifiers);
    }
}

impl Rbn<'_> {
    /// Each card of a run of hands, coloured by its suit: a `:` or `;` starts a hand with
    /// spades, each `.` goes on to the next suit.
    fn hands(&mut self, run: Token<'_>) {
        for (index, c) in run.text.char_indices() {
            match c {
                ':' | ';' => self.suits_seen = 0,
                '.' => self.suits_seen += 1,
                _ => {
                    let at = run.range.start() + TextSize::try_from(index).unwrap_or_default();
                    let text = run.text.get(index..index + c.len_utf8()).unwrap_or("");
                    self.out.push(
                        TextRange::at(at, TextSize::of(c)),
                        text,
                        TokenKind::EnumMember,
                        Modifiers::NONE.with_some(suit_modifier(self.suits_seen)),
                    );
                }
            }
        }
    }

    /// A trick starts after the label's name and after each separator.
    fn new_trick(&mut self) {
        self.lead = None;
        self.leading = true;
    }

    /// The suit of a play: its own letter, else (a rank alone) the suit led to the trick.
    fn play_suit(&mut self, play: Token<'_>) -> Option<Modifier> {
        let mut letters = play.text.chars();
        let first = letters.next()?;
        let own = match letters.next() {
            Some(_) => strain_modifier(first).filter(|&suit| suit != Modifier::NoTrump),
            None => None,
        };
        if self.leading && play.kind == RBN_PLAY {
            self.lead = own;
            self.leading = false;
        }
        match own {
            Some(suit) => Some(suit),
            None if play.kind == RBN_PLAY => self.lead,
            None => None,
        }
    }
}

/// Double or redouble, as a contract's risk letters say.
fn risk(text: &str) -> Modifier {
    if text.eq_ignore_ascii_case("R") || text.eq_ignore_ascii_case("XX") {
        Modifier::Redouble
    } else {
        Modifier::Double
    }
}
