//! Typed views over Preferans PPN syntax trees: records, sections, tags, rounds and the
//! fields of a round down to cards, tricks and scores.

use super::spec::{Field, HAND_SIZE};
use crate::ast::{child, children, token, tokens, AstNode};
use crate::{ast_node, SyntaxElement, SyntaxKind::*, SyntaxNode, SyntaxToken, TextRange, TextSize};

ast_node! {
    /// A whole PPN document.
    PreferansFile = PREF_FILE,
    /// One game: its info section and its game section.
    Record = PREF_RECORD,
    /// The tag pairs of a record.
    InfoSection = PREF_INFO_SECTION,
    /// The rounds of a record.
    GameSection = PREF_GAME_SECTION,
    /// A tag pair `[Name value]`.
    Tag = PREF_TAG,
    /// The value of a tag pair, quoted or not.
    TagValue = PREF_TAG_VALUE,
    /// One round: a deal and how it was played.
    Round = PREF_ROUND,
    /// The `id` field.
    DealId = PREF_DEAL_ID,
    /// The `dealOrder` field.
    DealOrder = PREF_DEAL_ORDER,
    /// The `cards` field.
    Cards = PREF_CARDS,
    /// The `bids` field.
    Bids = PREF_BIDS,
    /// The `main` field.
    Main = PREF_MAIN,
    /// The `discarded` field.
    Discarded = PREF_DISCARDED,
    /// The `contract` field.
    Contract = PREF_CONTRACT,
    /// The `accepted` field.
    Accepted = PREF_ACCEPTED,
    /// The `kontra` field.
    Kontra = PREF_KONTRA,
    /// The `refa` field.
    Refa = PREF_REFA,
    /// The `value` field.
    Value = PREF_VALUE,
    /// The `starts` field.
    Starts = PREF_STARTS,
    /// The `throws` field.
    Throws = PREF_THROWS,
    /// The `summary` field.
    Summary = PREF_SUMMARY,
    /// One player's score in the `summary` field.
    Score = PREF_SCORE,
}

impl PreferansFile {
    pub fn records(&self) -> impl Iterator<Item = Record> {
        children(&self.0)
    }

    /// The comments between records.
    pub fn comments(&self) -> impl Iterator<Item = SyntaxToken> {
        tokens(&self.0, PREF_COMMENT)
    }
}

impl Record {
    pub fn info(&self) -> Option<InfoSection> {
        child(&self.0)
    }

    pub fn game(&self) -> Option<GameSection> {
        child(&self.0)
    }

    /// The tag pairs of the info section.
    pub fn tags(&self) -> impl Iterator<Item = Tag> {
        self.info().into_iter().flat_map(|info| info.tags())
    }

    /// The first tag called `name`.
    pub fn tag(&self, name: &str) -> Option<Tag> {
        self.info()?.tag(name)
    }

    /// The rounds of the game section.
    pub fn rounds(&self) -> impl Iterator<Item = Round> {
        self.game().into_iter().flat_map(|game| game.rounds())
    }
}

impl InfoSection {
    pub fn tags(&self) -> impl Iterator<Item = Tag> {
        children(&self.0)
    }

    /// The first tag called `name`.
    pub fn tag(&self, name: &str) -> Option<Tag> {
        self.tags()
            .find(|tag| tag.name().is_some_and(|token| token.text() == name))
    }
}

impl GameSection {
    pub fn rounds(&self) -> impl Iterator<Item = Round> {
        children(&self.0)
    }
}

impl Tag {
    pub fn name(&self) -> Option<SyntaxToken> {
        token(&self.0, PREF_TAG_NAME)
    }

    pub fn value(&self) -> Option<TagValue> {
        child(&self.0)
    }
}

impl TagValue {
    /// Whether the value is written in double quotes.
    pub fn is_quoted(&self) -> bool {
        token(&self.0, PREF_QUOTE).is_some()
    }

    /// The value without its quotes, with `\"` and `\\` unescaped.
    pub fn text(&self) -> String {
        let mut text = String::new();
        for element in self.0.children_with_tokens() {
            let Some(token) = element.into_token() else {
                continue;
            };
            match token.kind() {
                PREF_QUOTE => {}
                PREF_ESCAPE => text.push_str(token.text().get(1..).unwrap_or("")),
                _ => text.push_str(token.text()),
            }
        }
        text
    }
}

impl Round {
    /// The fields written, each with the field it is, in order (extra fields are not listed).
    pub fn fields(&self) -> impl Iterator<Item = (Field, SyntaxNode)> {
        self.0
            .children()
            .filter_map(|node| Some((Field::of_kind(node.kind())?, node)))
    }

    /// The node of `field`, if the round has it.
    pub fn field(&self, field: Field) -> Option<SyntaxNode> {
        self.0.children().find(|node| node.kind() == field.kind())
    }

    /// Whether the round is a passed-out deal: bids `P,P,P` and no fields after them.
    pub fn is_passed_out(&self) -> bool {
        self.main().is_none()
            && self
                .bids()
                .is_some_and(|bids| super::fields::is_passed_out(&bids.syntax().text().to_string()))
    }

    pub fn id(&self) -> Option<DealId> {
        child(&self.0)
    }

    pub fn deal_order(&self) -> Option<DealOrder> {
        child(&self.0)
    }

    pub fn cards(&self) -> Option<Cards> {
        child(&self.0)
    }

    pub fn bids(&self) -> Option<Bids> {
        child(&self.0)
    }

    pub fn main(&self) -> Option<Main> {
        child(&self.0)
    }

    pub fn discarded(&self) -> Option<Discarded> {
        child(&self.0)
    }

    pub fn contract(&self) -> Option<Contract> {
        child(&self.0)
    }

    pub fn accepted(&self) -> Option<Accepted> {
        child(&self.0)
    }

    pub fn kontra(&self) -> Option<Kontra> {
        child(&self.0)
    }

    /// The `refa` field, which the README's examples leave out.
    pub fn refa(&self) -> Option<Refa> {
        child(&self.0)
    }

    pub fn value(&self) -> Option<Value> {
        child(&self.0)
    }

    pub fn starts(&self) -> Option<Starts> {
        child(&self.0)
    }

    pub fn throws(&self) -> Option<Throws> {
        child(&self.0)
    }

    pub fn summary(&self) -> Option<Summary> {
        child(&self.0)
    }
}

impl DealId {
    pub fn number(&self) -> Option<SyntaxToken> {
        token(&self.0, PREF_NUMBER)
    }
}

impl DealOrder {
    /// The players in the order they were dealt to; the last is the dealer.
    pub fn players(&self) -> impl Iterator<Item = SyntaxToken> {
        tokens(&self.0, PREF_PLAYER)
    }
}

impl Cards {
    /// The runs of cards as written; characters that are no card stand between them as
    /// `ERROR` tokens.
    pub fn card_runs(&self) -> impl Iterator<Item = SyntaxToken> {
        tokens(&self.0, PREF_CARD_RUN)
    }

    /// The three hands and the talon as written: the field's characters 1-10, 11-20, 21-30
    /// and from 31 on (the last part empty when the field is short).
    pub fn parts(&self) -> [String; 4] {
        let mut parts: [String; 4] = Default::default();
        for (index, c) in self.0.text().to_string().chars().enumerate() {
            let place = (index / HAND_SIZE).min(3);
            if let Some(part) = parts.get_mut(place) {
                part.push(c);
            }
        }
        parts
    }
}

impl Bids {
    /// Each player's highest bid, in deal order (bids that are not bids are left out).
    pub fn bids(&self) -> impl Iterator<Item = SyntaxToken> {
        tokens(&self.0, PREF_BID)
    }
}

impl Main {
    pub fn player(&self) -> Option<SyntaxToken> {
        token(&self.0, PREF_PLAYER)
    }
}

impl Discarded {
    /// The two cards, one token; none for `XX`.
    pub fn cards(&self) -> Option<SyntaxToken> {
        token(&self.0, PREF_CARD_RUN)
    }

    /// `XX`: nothing discarded.
    pub fn no_discard(&self) -> Option<SyntaxToken> {
        token(&self.0, PREF_NO_DISCARD)
    }
}

impl Contract {
    /// `G`: a game.
    pub fn game_mark(&self) -> Option<SyntaxToken> {
        token(&self.0, PREF_GAME_MARK)
    }

    pub fn number(&self) -> Option<SyntaxToken> {
        token(&self.0, PREF_CONTRACT_NUMBER)
    }
}

impl Accepted {
    pub fn number(&self) -> Option<SyntaxToken> {
        token(&self.0, PREF_NUMBER)
    }
}

impl Kontra {
    /// `0`: no kontra.
    pub fn none(&self) -> Option<SyntaxToken> {
        token(&self.0, PREF_NUMBER)
    }

    pub fn mark(&self) -> Option<SyntaxToken> {
        token(&self.0, PREF_KONTRA_MARK)
    }

    /// The player who started the kontras.
    pub fn player(&self) -> Option<SyntaxToken> {
        token(&self.0, PREF_PLAYER)
    }
}

impl Refa {
    pub fn number(&self) -> Option<SyntaxToken> {
        token(&self.0, PREF_NUMBER)
    }
}

impl Value {
    pub fn number(&self) -> Option<SyntaxToken> {
        token(&self.0, PREF_NUMBER)
    }
}

impl Starts {
    pub fn player(&self) -> Option<SyntaxToken> {
        token(&self.0, PREF_PLAYER)
    }
}

impl Throws {
    /// The tricks that fit their syntax, from the field's run or its `PREF_TRICK` tokens; one
    /// that does not is an `ERROR` token.
    pub fn tricks(&self) -> impl Iterator<Item = Trick> {
        self.0
            .children_with_tokens()
            .filter_map(SyntaxElement::into_token)
            .flat_map(|token| {
                let pieces: Vec<Trick> = match token.kind() {
                    PREF_TRICK => vec![Trick {
                        range: token.text_range(),
                        token,
                    }],
                    PREF_TRICK_RUN => super::trick_pieces(token.text())
                        .filter(|(kind, _)| *kind == PREF_TRICK)
                        .filter_map(|(_, range)| {
                            let start = TextSize::try_from(range.start).ok()?;
                            let end = TextSize::try_from(range.end).ok()?;
                            Some(TextRange::new(start, end) + token.text_range().start())
                        })
                        .map(|range| Trick {
                            token: token.clone(),
                            range,
                        })
                        .collect(),
                    _ => Vec::new(),
                };
                pieces
            })
    }

    /// `0`: no tricks were played.
    pub fn no_play(&self) -> Option<SyntaxToken> {
        token(&self.0, PREF_NUMBER)
    }
}

/// One trick of the `throws` field, a `PREF_TRICK` token or a piece of the field's
/// `PREF_TRICK_RUN`: the cards as thrown, then the player who won it.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Trick {
    token: SyntaxToken,
    range: TextRange,
}

impl Trick {
    /// The trick's text: its cards, then its winner.
    pub fn text(&self) -> &str {
        crate::ast::text_within(&self.token, self.range)
    }

    pub fn range(&self) -> TextRange {
        self.range
    }

    /// The cards in the order thrown, a character each.
    pub fn cards(&self) -> String {
        let text = self.text();
        text.get(..text.len().saturating_sub(1))
            .unwrap_or_default()
            .to_owned()
    }

    /// The player who won the trick.
    pub fn winner(&self) -> Option<char> {
        self.text().chars().last()
    }
}

impl Summary {
    /// Each player's score, in deal order.
    pub fn scores(&self) -> impl Iterator<Item = Score> {
        children(&self.0)
    }
}

impl Score {
    /// `F` (a follower) or `M` (the main player); none for `0`, a player who did not play.
    pub fn role(&self) -> Option<SyntaxToken> {
        token(&self.0, PREF_ROLE)
    }

    pub fn tricks(&self) -> Option<SyntaxToken> {
        token(&self.0, PREF_TRICKS)
    }

    /// `L` or `R`: the column of a follower's points.
    pub fn column(&self) -> Option<SyntaxToken> {
        token(&self.0, PREF_COLUMN)
    }

    /// A follower's points, written in [`Score::column`].
    pub fn points(&self) -> Option<SyntaxToken> {
        self.column()?;
        token(&self.0, PREF_NUMBER)
    }

    /// The points for the middle column: the main player's, or a follower's after the second
    /// `:` (when the follower failed).
    pub fn middle(&self) -> Option<SyntaxToken> {
        let role = self.role()?;
        let skip = usize::from(role.text() == "F");
        tokens(&self.0, PREF_NUMBER).nth(skip)
    }
}
