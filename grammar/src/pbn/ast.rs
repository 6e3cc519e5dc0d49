//! Typed views over PBN syntax trees: games, tags, deals, hands, auctions, plays and tables.

use crate::ast::{child, children, token, tokens, AstNode};
use crate::{
    ast_node, SyntaxElement, SyntaxKind, SyntaxKind::*, SyntaxNode, SyntaxToken, TextRange,
    TextSize,
};

ast_node! {
    /// A whole PBN document.
    PbnFile = PBN_FILE,
    /// A `%` line.
    Directive = PBN_DIRECTIVE,
    /// One game.
    Game = PBN_GAME,
    /// A tag pair `[Name "value"]`.
    Tag = PBN_TAG,
    /// The quoted value of a tag pair.
    TagValue = PBN_TAG_VALUE,
    /// The value of a `Deal` tag.
    Deal = PBN_DEAL,
    /// An `Auction` tag with its calls and notes.
    Auction = PBN_AUCTION,
    /// A `Play` tag with its cards and notes.
    Play = PBN_PLAY,
    /// A supplemental table: its tag and its rows.
    Table = PBN_TABLE,
    /// One column of a table's column specification.
    Column = PBN_COLUMN,
    /// One row of a table.
    TableRow = PBN_TABLE_ROW,
}

impl PbnFile {
    pub fn directives(&self) -> impl Iterator<Item = Directive> {
        children(&self.0)
    }

    pub fn games(&self) -> impl Iterator<Item = Game> {
        children(&self.0)
    }
}

impl Directive {
    /// `PBN`, `EXPORT`, `Content-type:`, `BCOptions`, ... if the line names one.
    pub fn name(&self) -> Option<SyntaxToken> {
        token(&self.0, PBN_DIRECTIVE_NAME)
    }

    /// The rest of the line after the name (or after `%` if there is no name).
    pub fn text(&self) -> Option<SyntaxToken> {
        token(&self.0, PBN_DIRECTIVE_TEXT)
    }
}

impl Game {
    /// Every tag of the game in order, including the ones that open sections and tables and
    /// the `Note` tags of the sections.
    pub fn tags(&self) -> impl Iterator<Item = Tag> {
        self.0.children().flat_map(|node| {
            let section_tags: Vec<Tag> = match node.kind() {
                PBN_TAG => Tag::cast(node).into_iter().collect(),
                PBN_AUCTION | PBN_PLAY | PBN_TABLE => children(&node).collect(),
                _ => Vec::new(),
            };
            section_tags
        })
    }

    /// The first tag called `name`.
    pub fn tag(&self, name: &str) -> Option<Tag> {
        self.tags()
            .find(|tag| tag.name().is_some_and(|token| token.text() == name))
    }

    /// The lexed value of the first `Deal` tag.
    pub fn deal(&self) -> Option<Deal> {
        self.tag("Deal")?.value()?.deal()
    }

    pub fn auction(&self) -> Option<Auction> {
        child(&self.0)
    }

    pub fn play(&self) -> Option<Play> {
        child(&self.0)
    }

    pub fn tables(&self) -> impl Iterator<Item = Table> {
        children(&self.0)
    }

    pub fn directives(&self) -> impl Iterator<Item = Directive> {
        children(&self.0)
    }

    /// The `;` and `{...}` comments of the game, outside sections.
    pub fn comments(&self) -> impl Iterator<Item = SyntaxToken> {
        tokens(&self.0, PBN_COMMENT)
    }
}

impl Tag {
    pub fn name(&self) -> Option<SyntaxToken> {
        token(&self.0, PBN_TAG_NAME)
    }

    pub fn value(&self) -> Option<TagValue> {
        child(&self.0)
    }
}

impl TagValue {
    /// The text between the quotes, with `\"` and `\\` unescaped.
    pub fn text(&self) -> String {
        let mut text = String::new();
        for element in self.0.descendants_with_tokens() {
            let Some(token) = element.into_token() else {
                continue;
            };
            match token.kind() {
                PBN_QUOTE => {}
                PBN_ESCAPE => text.push_str(token.text().get(1..).unwrap_or("")),
                _ => text.push_str(token.text()),
            }
        }
        text
    }

    /// Whether the value is `#` or starts with `##` (inherited from an earlier game).
    pub fn is_inherited(&self) -> bool {
        token(&self.0, PBN_INHERIT).is_some()
    }

    pub fn deal(&self) -> Option<Deal> {
        child(&self.0)
    }

    /// The columns of a table's column specification.
    pub fn columns(&self) -> impl Iterator<Item = Column> {
        children(&self.0)
    }

    /// The first token of `kind` directly in the value, e.g. `PBN_SEAT` in `Dealer`.
    pub fn piece(&self, kind: SyntaxKind) -> Option<SyntaxToken> {
        token(&self.0, kind)
    }
}

impl Deal {
    pub fn first_seat(&self) -> Option<SyntaxToken> {
        token(&self.0, PBN_SEAT)
    }

    /// The hands in the order written (see [`hand_spans`]).
    pub fn hands(&self) -> Vec<Hand> {
        let tokens: Vec<SyntaxToken> = self
            .0
            .children_with_tokens()
            .filter_map(SyntaxElement::into_token)
            .collect();
        let kinds: Vec<SyntaxKind> = tokens.iter().map(SyntaxToken::kind).collect();
        hand_spans(&kinds)
            .into_iter()
            .map(|span| Hand {
                tokens: tokens.get(span).unwrap_or_default().to_vec(),
            })
            .collect()
    }
}

/// Where each hand of a deal stands among the deal's tokens, whose kinds are `kinds` in order:
/// the stretches between white space after the first seat's `:` (or from the start, when the
/// value has no `:`).
pub fn hand_spans(kinds: &[SyntaxKind]) -> Vec<std::ops::Range<usize>> {
    let after_colon = kinds
        .iter()
        .position(|&kind| kind == PBN_COLON)
        .map_or(0, |at| at + 1);
    let mut spans = Vec::with_capacity(4);
    let mut start = after_colon;
    for (at, &kind) in kinds.iter().enumerate().skip(after_colon) {
        if kind == WHITESPACE {
            if at > start {
                spans.push(start..at);
            }
            start = at + 1;
        }
    }
    if kinds.len() > start {
        spans.push(start..kinds.len());
    }
    spans
}

/// One hand of a deal: a `PBN_CARD_RUN`, `-`, or runs split by `ERROR` tokens where the hand
/// has characters that are no rank.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hand {
    tokens: Vec<SyntaxToken>,
}

impl Hand {
    /// Whether the hand is given as `-` (not known).
    pub fn is_unknown(&self) -> bool {
        matches!(self.tokens.as_slice(), [dash] if dash.kind() == PBN_DASH)
    }

    pub fn tokens(&self) -> &[SyntaxToken] {
        &self.tokens
    }

    pub fn range(&self) -> TextRange {
        match (self.tokens.first(), self.tokens.last()) {
            (Some(first), Some(last)) => {
                TextRange::new(first.text_range().start(), last.text_range().end())
            }
            _ => TextRange::default(),
        }
    }

    pub fn text(&self) -> String {
        self.tokens.iter().map(SyntaxToken::text).collect()
    }
}

/// A piece of an auction or play section: a call, card, annotation, white space or line end
/// inside a `PBN_AUCTION_RUN` or `PBN_PLAY_RUN`, or a token of the section that is in no run.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Piece {
    token: SyntaxToken,
    kind: SyntaxKind,
    range: TextRange,
}

impl Piece {
    pub fn kind(&self) -> SyntaxKind {
        self.kind
    }

    pub fn range(&self) -> TextRange {
        self.range
    }

    pub fn text(&self) -> &str {
        crate::ast::text_within(&self.token, self.range)
    }

    /// The token the piece is, or stands in.
    pub fn token(&self) -> &SyntaxToken {
        &self.token
    }
}

/// The pieces of `token`: those of a run, or else the token itself.
pub fn pieces(token: &SyntaxToken) -> Vec<Piece> {
    if !matches!(token.kind(), PBN_AUCTION_RUN | PBN_PLAY_RUN) {
        return vec![Piece {
            token: token.clone(),
            kind: token.kind(),
            range: token.text_range(),
        }];
    }
    let start = token.text_range().start();
    super::run_pieces(token.kind(), token.text())
        .filter_map(|(kind, range)| {
            let range = TextRange::new(
                TextSize::try_from(range.start).ok()?,
                TextSize::try_from(range.end).ok()?,
            );
            Some(Piece {
                token: token.clone(),
                kind,
                range: range + start,
            })
        })
        .collect()
}

/// The pieces of the tokens of `section` (an auction or play section), in order.
pub fn section_pieces(section: &SyntaxNode) -> impl Iterator<Item = Piece> {
    section
        .children_with_tokens()
        .filter_map(SyntaxElement::into_token)
        .flat_map(|token| pieces(&token))
}

/// The piece of `token` at `offset`, chosen as a hover chooses a token: the piece that starts
/// at or contains the offset, unless it is white space or a line end and the piece that ends
/// there is not.
pub fn piece_at(token: &SyntaxToken, offset: TextSize) -> Option<Piece> {
    let mut pieces = pieces(token).into_iter();
    let mut left = None;
    for piece in pieces.by_ref() {
        if piece.range.contains(offset) {
            let blank = |piece: &Piece| matches!(piece.kind, WHITESPACE | NEWLINE);
            return match left {
                Some(left) if blank(&piece) && !blank(&left) => Some(left),
                _ => Some(piece),
            };
        }
        left = (piece.range.end() == offset).then_some(piece);
    }
    left
}

/// A call or a card with the annotations written after it.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Move {
    piece: Piece,
}

impl Move {
    /// The call or card itself.
    pub fn piece(&self) -> &Piece {
        &self.piece
    }

    pub fn text(&self) -> &str {
        self.piece.text()
    }

    pub fn range(&self) -> TextRange {
        self.piece.range()
    }

    /// The suffixes, note references and NAGs up to the next call, card, irregularity, `*`
    /// or `+`.
    pub fn annotations(&self) -> impl Iterator<Item = Piece> {
        let after = self.piece.range().end();
        self.piece
            .token()
            .parent()
            .into_iter()
            .flat_map(|section| section_pieces(&section))
            .skip_while(move |piece| piece.range().start() < after)
            .take_while(|piece| {
                !matches!(
                    piece.kind(),
                    PBN_CALL | PBN_CARD | PBN_IRREGULARITY | PBN_STAR | PBN_PLUS | ERROR
                )
            })
            .filter(|piece| matches!(piece.kind(), PBN_SUFFIX | PBN_NOTE_REF | PBN_NAG))
    }
}

fn section_tag<N: AstNode>(node: &N) -> Option<Tag> {
    child(node.syntax())
}

fn section_notes(node: &SyntaxNode) -> impl Iterator<Item = Tag> {
    children::<Tag>(node)
        .skip(1)
        .filter(|tag| tag.name().is_some_and(|name| name.text() == "Note"))
}

fn moves(node: &SyntaxNode, kind: SyntaxKind) -> impl Iterator<Item = Move> {
    section_pieces(node)
        .filter(move |piece| piece.kind() == kind)
        .map(|piece| Move { piece })
}

impl Auction {
    /// The `[Auction "N"]` tag.
    pub fn tag(&self) -> Option<Tag> {
        section_tag(self)
    }

    /// The seat that makes the first call.
    pub fn first_seat(&self) -> Option<SyntaxToken> {
        self.tag()?.value()?.piece(PBN_SEAT)
    }

    pub fn calls(&self) -> impl Iterator<Item = Move> {
        moves(&self.0, PBN_CALL)
    }

    pub fn notes(&self) -> impl Iterator<Item = Tag> {
        section_notes(&self.0)
    }
}

impl Play {
    /// The `[Play "W"]` tag.
    pub fn tag(&self) -> Option<Tag> {
        section_tag(self)
    }

    /// The seat that plays the first card.
    pub fn first_seat(&self) -> Option<SyntaxToken> {
        self.tag()?.value()?.piece(PBN_SEAT)
    }

    pub fn cards(&self) -> impl Iterator<Item = Move> {
        moves(&self.0, PBN_CARD)
    }

    pub fn notes(&self) -> impl Iterator<Item = Tag> {
        section_notes(&self.0)
    }
}

impl Table {
    /// The table's tag, whose value is the column specification.
    pub fn tag(&self) -> Option<Tag> {
        section_tag(self)
    }

    pub fn columns(&self) -> impl Iterator<Item = Column> {
        self.tag()
            .and_then(|tag| tag.value())
            .into_iter()
            .flat_map(|value| value.columns())
    }

    pub fn rows(&self) -> impl Iterator<Item = TableRow> {
        children(&self.0)
    }
}

impl Column {
    pub fn name(&self) -> Option<SyntaxToken> {
        token(&self.0, PBN_COLUMN_NAME)
    }

    /// `+` (descending) or `-` (ascending), if given.
    pub fn order(&self) -> Option<SyntaxToken> {
        token(&self.0, PBN_COLUMN_ORDER)
    }

    /// The width and alignment, as in `\2R`.
    pub fn width(&self) -> Option<SyntaxToken> {
        token(&self.0, PBN_COLUMN_WIDTH)
    }
}

impl TableRow {
    /// The elements of the row as written: plain elements, and quoted strings (as their text
    /// with quotes).
    pub fn elements(&self) -> impl Iterator<Item = String> {
        self.0
            .children_with_tokens()
            .filter_map(|element| match element {
                SyntaxElement::Token(token) if token.kind() == PBN_TABLE_ELEMENT => {
                    Some(token.text().to_string())
                }
                SyntaxElement::Node(node) if node.kind() == PBN_STRING => Some(node.to_string()),
                _ => None,
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const GAMES: &str = "% PBN 2.1\n\
        [Event \"Club \\\"Pairs\\\"\"]\n\
        [Dealer \"N\"]\n\
        [Deal \"N:AKQ.JT9.. - 32..A.KQ -\"]\n\
        [Auction \"N\"]\n\
        1D ! =1= $3 X Pass\n\
        AP\n\
        [Note \"1:strong\"]\n\
        [Play \"E\"]\n\
        SA =1= h2 - *\n\
        [Note \"1:lead\"]\n\
        [ActionTable \"Rank;Call\\2R\"]\n\
        1 \"2S\" 2 Pass\n\
        \n\
        [Event \"#\"]\n";

    fn file() -> PbnFile {
        let parse = crate::pbn::parse(GAMES);
        assert_eq!(parse.errors(), &[]);
        PbnFile::cast(parse.syntax()).expect("the root is a PBN file")
    }

    fn piece_texts(pieces: impl Iterator<Item = Piece>) -> Vec<String> {
        pieces.map(|piece| piece.text().to_string()).collect()
    }

    /// At every offset of a run, the piece a hover would choose: the one under the cursor,
    /// or the move before it when the cursor is on a space right after the move.
    #[test]
    fn the_piece_at_each_offset_of_a_run() {
        let text = "[Auction \"N\"]\n1D! Pass\n X";
        let parse = crate::pbn::parse(text);
        let run = parse
            .syntax()
            .descendants_with_tokens()
            .filter_map(SyntaxElement::into_token)
            .find(|token| token.kind() == PBN_AUCTION_RUN)
            .expect("a run");
        assert_eq!(run.text(), "1D! Pass\n X");
        let start = usize::from(run.text_range().start());
        let chosen: Vec<String> = (start..=text.len())
            .map(|offset| {
                let offset = TextSize::try_from(offset).unwrap_or_default();
                piece_at(&run, offset)
                    .map_or("-".to_string(), |piece| format!("{:?}", piece.text()))
            })
            .collect();
        assert_eq!(
            chosen,
            [
                "\"1D\"", "\"1D\"", "\"!\"", "\"!\"", "\"Pass\"", "\"Pass\"", "\"Pass\"",
                "\"Pass\"", "\"Pass\"", "\" \"", "\"X\"", "\"X\""
            ]
        );
        let kinds: Vec<SyntaxKind> = pieces(&run).iter().map(Piece::kind).collect();
        assert_eq!(
            kinds,
            [PBN_CALL, PBN_SUFFIX, WHITESPACE, PBN_CALL, NEWLINE, WHITESPACE, PBN_CALL]
        );
    }

    #[test]
    fn games_directives_and_tags() {
        let file = file();
        let directive = file.directives().next().expect("one directive");
        assert_eq!(
            directive.name().map(|t| t.text().to_string()),
            Some("PBN".into())
        );
        assert_eq!(
            directive.text().map(|t| t.text().to_string()),
            Some("2.1".into())
        );
        let games: Vec<Game> = file.games().collect();
        assert_eq!(games.len(), 2);
        let names: Vec<String> = games[0]
            .tags()
            .filter_map(|tag| tag.name())
            .map(|name| name.text().to_string())
            .collect();
        assert_eq!(
            names,
            [
                "Event",
                "Dealer",
                "Deal",
                "Auction",
                "Note",
                "Play",
                "Note",
                "ActionTable"
            ]
        );
        let event = games[0].tag("Event").and_then(|tag| tag.value());
        assert_eq!(
            event.map(|value| value.text()),
            Some("Club \"Pairs\"".into())
        );
        let inherited = games[1].tag("Event").and_then(|tag| tag.value());
        assert_eq!(inherited.map(|value| value.is_inherited()), Some(true));
        let dealer = games[0].tag("Dealer").and_then(|tag| tag.value());
        let seat = dealer.and_then(|value| value.piece(PBN_SEAT));
        assert_eq!(seat.map(|t| t.text().to_string()), Some("N".into()));
    }

    #[test]
    fn hands_stand_between_white_space_after_the_colon() {
        use crate::SyntaxKind::{ERROR, PBN_CARD_RUN, PBN_DASH};
        let deal = [
            PBN_SEAT,
            PBN_COLON,
            WHITESPACE,
            PBN_CARD_RUN,
            ERROR,
            PBN_CARD_RUN,
            WHITESPACE,
            PBN_DASH,
            WHITESPACE,
        ];
        assert_eq!(super::hand_spans(&deal), [3..6, 7..8]);
        // Without a `:`, the hands start at once.
        assert_eq!(
            super::hand_spans(&[ERROR, WHITESPACE, PBN_DASH]),
            [0..1, 2..3]
        );
        assert!(super::hand_spans(&[PBN_SEAT, PBN_COLON]).is_empty());
    }

    #[test]
    fn deal_hands_and_suits() {
        let game = file().games().next().expect("a game");
        let deal = game.deal().expect("a deal");
        assert_eq!(
            deal.first_seat().map(|t| t.text().to_string()),
            Some("N".into())
        );
        let hands = deal.hands();
        assert_eq!(hands.len(), 4);
        assert!(!hands[0].is_unknown());
        assert!(hands[1].is_unknown());
        assert_eq!(hands[2].text(), "32..A.KQ");
        assert_eq!(hands[2].tokens().len(), 1);
        assert_eq!(hands[2].range().len(), 8.into());
    }

    #[test]
    fn auction_and_play() {
        let game = file().games().next().expect("a game");
        let auction = game.auction().expect("an auction");
        assert_eq!(
            auction.first_seat().map(|t| t.text().to_string()),
            Some("N".into())
        );
        let calls: Vec<Move> = auction.calls().collect();
        let call_texts: Vec<&str> = calls.iter().map(Move::text).collect();
        assert_eq!(call_texts, ["1D", "X", "Pass", "AP"]);
        assert_eq!(piece_texts(calls[0].annotations()), ["!", "=1=", "$3"]);
        assert!(calls[1].annotations().next().is_none());
        let notes: Vec<String> = auction
            .notes()
            .filter_map(|note| note.value())
            .map(|value| value.text())
            .collect();
        assert_eq!(notes, ["1:strong"]);

        let play = game.play().expect("a play section");
        assert_eq!(
            play.first_seat().map(|t| t.text().to_string()),
            Some("E".into())
        );
        let cards: Vec<Move> = play.cards().collect();
        let card_texts: Vec<&str> = cards.iter().map(Move::text).collect();
        assert_eq!(card_texts, ["SA", "h2", "-"]);
        assert_eq!(piece_texts(cards[0].annotations()), ["=1="]);
        assert_eq!(play.notes().count(), 1);
    }

    #[test]
    fn table_columns_and_rows() {
        let game = file().games().next().expect("a game");
        let table = game.tables().next().expect("a table");
        let columns: Vec<(Option<String>, Option<String>)> = table
            .columns()
            .map(|column| {
                (
                    column.name().map(|t| t.text().to_string()),
                    column.width().map(|t| t.text().to_string()),
                )
            })
            .collect();
        assert_eq!(
            columns,
            [
                (Some("Rank".into()), None),
                (Some("Call".into()), Some("\\2R".into()))
            ]
        );
        let rows: Vec<Vec<String>> = table.rows().map(|row| row.elements().collect()).collect();
        assert_eq!(rows, [vec!["1", "\"2S\""], vec!["2", "Pass"]]);
    }
}
