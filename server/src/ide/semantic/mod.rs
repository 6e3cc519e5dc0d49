//! Semantic colours: every piece of a document that carries meaning, with a kind that themes
//! know (keyword, property, string, number, ...) and modifiers that say more (the suit of a
//! card, the kind of a call, the colour of a stone). Protocol-free: it takes a parse and an
//! optional range and returns tokens with byte ranges, in text order, none spanning a line
//! end.
//!
//! One pass over the green tree; a range request enters only the records (and, in SGF, the
//! game trees and nodes) that overlap the range.

#[cfg(test)]
mod linear_cost;
#[cfg(test)]
mod tests;
pub(crate) mod walk;

use gamerec_grammar::{TextRange, TextSize};
use walk::overlaps;

/// What a piece of text is. The names are the standard token types of the Language Server
/// Protocol, so that every theme colours them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TokenKind {
    /// RBN label letters, the RBN signature, PBN directive names.
    Keyword,
    /// PBN tag names and SGF property identifiers.
    Property,
    /// RBN note labels, PBN note numbers, and the references to notes.
    Label,
    /// Comments and free text.
    Comment,
    /// Names, titles and other text values.
    String,
    /// Board numbers, dates, scores, tricks, sizes.
    Number,
    /// Cards, suits and strains, calls, vulnerability: the values of the game.
    EnumMember,
    /// Seats and board points.
    Variable,
    /// Annotations: NAGs, suffixes such as `!?`, irregularities, `*`.
    Decorator,
}

impl TokenKind {
    /// Every kind, in the order of the legend.
    pub const ALL: [TokenKind; 9] = [
        TokenKind::Keyword,
        TokenKind::Property,
        TokenKind::Label,
        TokenKind::Comment,
        TokenKind::String,
        TokenKind::Number,
        TokenKind::EnumMember,
        TokenKind::Variable,
        TokenKind::Decorator,
    ];

    /// The name clients know the kind by.
    pub fn name(self) -> &'static str {
        match self {
            TokenKind::Keyword => "keyword",
            TokenKind::Property => "property",
            TokenKind::Label => "label",
            TokenKind::Comment => "comment",
            TokenKind::String => "string",
            TokenKind::Number => "number",
            TokenKind::EnumMember => "enumMember",
            TokenKind::Variable => "variable",
            TokenKind::Decorator => "decorator",
        }
    }

    /// The position in [`TokenKind::ALL`].
    pub fn index(self) -> u32 {
        match self {
            TokenKind::Keyword => 0,
            TokenKind::Property => 1,
            TokenKind::Label => 2,
            TokenKind::Comment => 3,
            TokenKind::String => 4,
            TokenKind::Number => 5,
            TokenKind::EnumMember => 6,
            TokenKind::Variable => 7,
            TokenKind::Decorator => 8,
        }
    }
}

/// One fact about a token beyond its kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Modifier {
    /// Where a note is given (an RBN note line, a PBN `Note` tag's number).
    Declaration,
    /// An SGF property written with its old lower-case letters.
    Deprecated,
    Spades,
    Hearts,
    Diamonds,
    Clubs,
    NoTrump,
    /// A call that names a level and a strain.
    Bid,
    /// A pass (RBN `P`, PBN `Pass`) or all pass (RBN `A`, PBN `AP`).
    Pass,
    Double,
    Redouble,
    /// A black stone, a move by Black, Black to play.
    Black,
    White,
}

impl Modifier {
    /// Every modifier; its bit in a [`Modifiers`] set is `1 << position`.
    pub const ALL: [Modifier; 13] = [
        Modifier::Declaration,
        Modifier::Deprecated,
        Modifier::Spades,
        Modifier::Hearts,
        Modifier::Diamonds,
        Modifier::Clubs,
        Modifier::NoTrump,
        Modifier::Bid,
        Modifier::Pass,
        Modifier::Double,
        Modifier::Redouble,
        Modifier::Black,
        Modifier::White,
    ];

    /// The name clients know the modifier by: the standard ones first, then gamerec's own.
    pub fn name(self) -> &'static str {
        match self {
            Modifier::Declaration => "declaration",
            Modifier::Deprecated => "deprecated",
            Modifier::Spades => "spades",
            Modifier::Hearts => "hearts",
            Modifier::Diamonds => "diamonds",
            Modifier::Clubs => "clubs",
            Modifier::NoTrump => "notrump",
            Modifier::Bid => "bid",
            Modifier::Pass => "pass",
            Modifier::Double => "double",
            Modifier::Redouble => "redouble",
            Modifier::Black => "black",
            Modifier::White => "white",
        }
    }

    fn bit(self) -> u32 {
        let position = Modifier::ALL
            .iter()
            .position(|&other| other == self)
            .unwrap_or(0);
        1 << position
    }
}

/// A set of modifiers, as the bits of the legend.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Modifiers(u32);

impl Modifiers {
    pub const NONE: Modifiers = Modifiers(0);

    pub fn of(modifier: Modifier) -> Modifiers {
        Modifiers(modifier.bit())
    }

    pub fn with(self, modifier: Modifier) -> Modifiers {
        Modifiers(self.0 | modifier.bit())
    }

    /// Adds `modifier` when there is one.
    pub fn with_some(self, modifier: Option<Modifier>) -> Modifiers {
        match modifier {
            Some(modifier) => self.with(modifier),
            None => self,
        }
    }

    /// The bits of the legend.
    pub fn bits(self) -> u32 {
        self.0
    }

    pub fn contains(self, modifier: Modifier) -> bool {
        self.0 & modifier.bit() != 0
    }

    pub fn iter(self) -> impl Iterator<Item = Modifier> {
        Modifier::ALL
            .into_iter()
            .filter(move |&modifier| self.contains(modifier))
    }
}

/// One coloured piece of text, on one line.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct SemanticToken {
    pub range: TextRange,
    pub kind: TokenKind,
    pub modifiers: Modifiers,
}

/// The tokens found so far, and the range they are wanted for.
pub(crate) struct Tokens {
    pub(crate) within: Option<TextRange>,
    tokens: Vec<SemanticToken>,
}

impl Tokens {
    /// No tokens yet, wanted for the whole document or the part that overlaps `within`.
    pub(crate) fn new(within: Option<TextRange>) -> Tokens {
        Tokens {
            within,
            tokens: Vec::new(),
        }
    }

    /// The tokens found, in the order they were added (text order).
    pub(crate) fn into_vec(self) -> Vec<SemanticToken> {
        self.tokens
    }

    /// Whether anything in `range` is wanted: the visitors skip nodes for which it is not.
    pub(crate) fn wants(&self, range: TextRange) -> bool {
        self.within.is_none_or(|within| overlaps(range, within))
    }

    /// Adds `text` (at `range`) as one token per line it spans, line ends left out.
    pub(crate) fn push(
        &mut self,
        range: TextRange,
        text: &str,
        kind: TokenKind,
        modifiers: Modifiers,
    ) {
        if range.is_empty() || !self.wants(range) {
            return;
        }
        if !text.contains(['\n', '\r']) {
            self.tokens.push(SemanticToken {
                range,
                kind,
                modifiers,
            });
            return;
        }
        let mut start = 0usize;
        for (at, byte) in text.bytes().enumerate() {
            if byte == b'\n' || byte == b'\r' {
                self.push_piece(range.start(), start, at, kind, modifiers);
                start = at + 1;
            }
        }
        self.push_piece(range.start(), start, text.len(), kind, modifiers);
    }

    fn push_piece(
        &mut self,
        base: TextSize,
        start: usize,
        end: usize,
        kind: TokenKind,
        modifiers: Modifiers,
    ) {
        let (Ok(start), Ok(end)) = (TextSize::try_from(start), TextSize::try_from(end)) else {
            return;
        };
        if start >= end {
            return;
        }
        let range = TextRange::new(base + start, base + end);
        if self.wants(range) {
            self.tokens.push(SemanticToken {
                range,
                kind,
                modifiers,
            });
        }
    }
}

/// The suit modifier of a suit letter (`S`, `H`, `D`, `C`, either case) or `N` for no trump.
pub(crate) fn strain_modifier(letter: char) -> Option<Modifier> {
    match letter.to_ascii_uppercase() {
        'S' => Some(Modifier::Spades),
        'H' => Some(Modifier::Hearts),
        'D' => Some(Modifier::Diamonds),
        'C' => Some(Modifier::Clubs),
        'N' => Some(Modifier::NoTrump),
        _ => None,
    }
}

/// The suit modifier of the `index`th suit of a hand, spades first.
pub(crate) fn suit_modifier(index: usize) -> Option<Modifier> {
    [
        Modifier::Spades,
        Modifier::Hearts,
        Modifier::Diamonds,
        Modifier::Clubs,
    ]
    .get(index)
    .copied()
}
