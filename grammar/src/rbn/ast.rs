//! Typed views over RBN and RBX syntax trees: records, labels, hands, calls, plays.

use crate::ast::{child, children, token, tokens, AstNode};
use crate::SyntaxKind::{self, *};
use crate::{ast_node, SyntaxNode, SyntaxToken, TextRange, TextSize};

ast_node! {
    /// A run of lines (RBN) or one line (RBX) describing one deal.
    Record = RBN_RECORD,
    /// A `%` line or `%{...}` group.
    Comment = RBN_COMMENT,
    /// A `{...}` paragraph.
    FreeText = RBN_FREE_TEXT,
    /// One colon-separated field of a value.
    Field = RBN_FIELD,
    /// The date part of `D`.
    Date = RBN_DATE,
    /// The `H` value.
    Deal = RBN_DEAL,
    /// One bidding round.
    Round = RBN_ROUND,
    /// One call.
    Call = RBN_CALL,
    /// Level, strain, risk and goal of `C`.
    Contract = RBN_CONTRACT,
    /// One entry of `I`.
    Item = RBN_ITEM,
    /// `D`.
    DateLabel = RBN_DATE_LABEL,
    /// `H`.
    HandLabel = RBN_HAND_LABEL,
    /// `A`.
    AuctionLabel = RBN_AUCTION_LABEL,
    /// `C`.
    ContractLabel = RBN_CONTRACT_LABEL,
    /// `P`.
    PlayLabel = RBN_PLAY_LABEL,
    /// `R`.
    ResultLabel = RBN_RESULT_LABEL,
    /// `M`.
    MakesLabel = RBN_MAKES_LABEL,
    /// `I`.
    ItemsLabel = RBN_ITEMS_LABEL,
    /// `0`-`9`.
    NoteLabel = RBN_NOTE_LABEL,
}

/// Every node kind that is a label.
pub const LABEL_KINDS: [SyntaxKind; 17] = [
    RBN_DATE_LABEL,
    RBN_TITLE_LABEL,
    RBN_LOCATION_LABEL,
    RBN_EVENT_LABEL,
    RBN_SCORING_LABEL,
    RBN_SESSION_LABEL,
    RBN_TEAMS_LABEL,
    RBN_NAMES_LABEL,
    RBN_BOARD_LABEL,
    RBN_HAND_LABEL,
    RBN_AUCTION_LABEL,
    RBN_CONTRACT_LABEL,
    RBN_PLAY_LABEL,
    RBN_RESULT_LABEL,
    RBN_MAKES_LABEL,
    RBN_ITEMS_LABEL,
    RBN_NOTE_LABEL,
];

/// The root of an RBN or RBX document.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct SourceFile(SyntaxNode);

impl AstNode for SourceFile {
    fn can_cast(kind: SyntaxKind) -> bool {
        kind == RBN_FILE || kind == RBX_FILE
    }
    fn cast(node: SyntaxNode) -> Option<Self> {
        Self::can_cast(node.kind()).then(|| SourceFile(node))
    }
    fn syntax(&self) -> &SyntaxNode {
        &self.0
    }
}

impl SourceFile {
    pub fn records(&self) -> impl Iterator<Item = Record> {
        children(&self.0)
    }
}

/// Any label, whatever its letter.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Label(SyntaxNode);

impl AstNode for Label {
    fn can_cast(kind: SyntaxKind) -> bool {
        LABEL_KINDS.contains(&kind)
    }
    fn cast(node: SyntaxNode) -> Option<Self> {
        Self::can_cast(node.kind()).then(|| Label(node))
    }
    fn syntax(&self) -> &SyntaxNode {
        &self.0
    }
}

impl Label {
    /// The label letter or note digit as written.
    pub fn name(&self) -> Option<SyntaxToken> {
        token(&self.0, RBN_LABEL_NAME)
    }

    /// The label letter in upper case, or the note digit.
    pub fn letter(&self) -> Option<char> {
        let name = self.name()?;
        name.text().chars().next().map(|c| c.to_ascii_uppercase())
    }

    /// A label written alone (or with nothing after its space or inside its braces).
    pub fn is_null(&self) -> bool {
        self.0.children_with_tokens().all(|element| {
            matches!(
                element.kind(),
                RBN_LABEL_NAME | WHITESPACE | RBN_L_BRACE | RBN_R_BRACE
            )
        })
    }

    /// The colon-separated fields of a text label (and of `R` and `M`).
    pub fn fields(&self) -> impl Iterator<Item = Field> {
        children(&self.0)
    }
}

impl Record {
    pub fn labels(&self) -> impl Iterator<Item = Label> {
        children(&self.0)
    }

    /// The first label with `letter` (upper case, or a note digit).
    pub fn label(&self, letter: char) -> Option<Label> {
        self.labels().find(|label| label.letter() == Some(letter))
    }

    pub fn comments(&self) -> impl Iterator<Item = Comment> {
        children(&self.0)
    }

    pub fn free_texts(&self) -> impl Iterator<Item = FreeText> {
        children(&self.0)
    }

    pub fn date(&self) -> Option<DateLabel> {
        child(&self.0)
    }

    pub fn deal(&self) -> Option<Deal> {
        child::<HandLabel>(&self.0)?.deal()
    }

    pub fn auction(&self) -> Option<AuctionLabel> {
        child(&self.0)
    }

    pub fn contract(&self) -> Option<ContractLabel> {
        child(&self.0)
    }

    pub fn play(&self) -> Option<PlayLabel> {
        child(&self.0)
    }

    pub fn result(&self) -> Option<ResultLabel> {
        child(&self.0)
    }

    pub fn makes(&self) -> Option<MakesLabel> {
        child(&self.0)
    }

    pub fn items(&self) -> Option<ItemsLabel> {
        child(&self.0)
    }

    pub fn notes(&self) -> impl Iterator<Item = NoteLabel> {
        children(&self.0)
    }
}

/// The text of the tokens of `node` of the given kinds, joined.
fn text_of(node: &SyntaxNode, kinds: &[SyntaxKind]) -> String {
    node.children_with_tokens()
        .filter_map(|element| element.into_token())
        .filter(|token| kinds.contains(&token.kind()))
        .map(|token| token.text().to_string())
        .collect()
}

impl Comment {
    /// `RBN` or `RBX` in the signature on the first line of a file.
    pub fn signature(&self) -> Option<SyntaxToken> {
        token(&self.0, RBN_SIGNATURE)
    }

    /// The text after the signature (or after `%`), as written.
    pub fn text(&self) -> String {
        text_of(&self.0, &[RBN_COMMENT_TEXT])
    }

    /// The version after the signature, as in `% RBN 3.2`, when it starts with a digit.
    pub fn version(&self) -> Option<String> {
        self.signature()?;
        let text = self.text();
        let word = text.split_whitespace().next()?;
        word.starts_with(|c: char| c.is_ascii_digit())
            .then(|| word.to_string())
    }
}

impl FreeText {
    /// The text between the braces, line ends and `|` as written.
    pub fn text(&self) -> String {
        text_of(&self.0, &[RBN_TEXT, RBN_BAR, NEWLINE])
    }

    pub fn is_closed(&self) -> bool {
        token(&self.0, RBN_R_BRACE).is_some()
    }
}

impl Field {
    /// The field's text with `::` read as `:`.
    pub fn text(&self) -> String {
        self.0
            .children_with_tokens()
            .filter_map(|element| element.into_token())
            .map(|token| match token.kind() {
                RBN_ESCAPED_COLON => ":".to_string(),
                _ => token.text().to_string(),
            })
            .collect()
    }

    /// The `+`-separated parts of a field of `N` (the partners' names).
    pub fn names(&self) -> Vec<String> {
        let mut names = vec![String::new()];
        for token in self
            .0
            .children_with_tokens()
            .filter_map(|element| element.into_token())
        {
            match token.kind() {
                RBN_PLUS => names.push(String::new()),
                _ => {
                    if let Some(last) = names.last_mut() {
                        last.push_str(token.text());
                    }
                }
            }
        }
        names
    }

    /// The tokens of the field (makes in `M`, tricks and scores in `R`, text elsewhere).
    pub fn tokens(&self) -> impl Iterator<Item = SyntaxToken> {
        self.0
            .children_with_tokens()
            .filter_map(|element| element.into_token())
    }
}

impl DateLabel {
    pub fn date(&self) -> Option<Date> {
        child(&self.0)
    }

    pub fn time(&self) -> Option<SyntaxToken> {
        token(&self.0, RBN_TIME)
    }

    pub fn is_gmt(&self) -> bool {
        token(&self.0, RBN_GMT).is_some()
    }
}

impl Date {
    pub fn year(&self) -> Option<SyntaxToken> {
        token(&self.0, RBN_YEAR)
    }

    pub fn month(&self) -> Option<SyntaxToken> {
        token(&self.0, RBN_MONTH)
    }

    pub fn day(&self) -> Option<SyntaxToken> {
        token(&self.0, RBN_DAY)
    }

    /// The last day of a span such as `1986120911`.
    pub fn end_day(&self) -> Option<SyntaxToken> {
        tokens(&self.0, RBN_DAY).nth(1)
    }

    pub fn is_circa(&self) -> bool {
        token(&self.0, RBN_CIRCA).is_some()
    }
}

impl HandLabel {
    pub fn deal(&self) -> Option<Deal> {
        child(&self.0)
    }
}

impl Deal {
    pub fn first_seat(&self) -> Option<SyntaxToken> {
        token(&self.0, RBN_SEAT)
    }

    /// The deal's own tokens (those of extra hands sit in an ERROR node and are left out),
    /// for [`crate::rbn::read_hands`] to read the hands from.
    pub fn own_tokens(&self) -> Vec<SyntaxToken> {
        self.0
            .children_with_tokens()
            .filter_map(|element| element.into_token())
            .collect()
    }
}

impl AuctionLabel {
    pub fn dealer(&self) -> Option<SyntaxToken> {
        token(&self.0, RBN_DEALER)
    }

    pub fn vulnerability(&self) -> Option<SyntaxToken> {
        token(&self.0, RBN_VULNERABILITY)
    }

    pub fn rounds(&self) -> impl Iterator<Item = Round> {
        children(&self.0)
    }

    pub fn calls(&self) -> impl Iterator<Item = Call> {
        self.rounds()
            .flat_map(|round| round.calls().collect::<Vec<_>>())
    }
}

impl Round {
    pub fn calls(&self) -> impl Iterator<Item = Call> {
        children(&self.0)
    }
}

/// What a call is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CallKind {
    Bid,
    Pass,
    Double,
    Redouble,
    /// `A`: all pass.
    AllPass,
    /// `Y`: your call.
    Query,
}

impl Call {
    pub fn kind(&self) -> Option<CallKind> {
        self.0.children_with_tokens().find_map(|element| {
            Some(match element.kind() {
                RBN_LEVEL => CallKind::Bid,
                RBN_PASS => CallKind::Pass,
                RBN_DOUBLE => CallKind::Double,
                RBN_REDOUBLE => CallKind::Redouble,
                RBN_ALL_PASS => CallKind::AllPass,
                RBN_QUERY => CallKind::Query,
                _ => return None,
            })
        })
    }

    pub fn level(&self) -> Option<SyntaxToken> {
        token(&self.0, RBN_LEVEL)
    }

    pub fn strain(&self) -> Option<SyntaxToken> {
        token(&self.0, RBN_STRAIN)
    }

    pub fn annotations(&self) -> impl Iterator<Item = SyntaxToken> {
        tokens(&self.0, RBN_ANNOTATION)
    }

    /// The numbers of the notes this call refers to with `^n`.
    pub fn note_refs(&self) -> impl Iterator<Item = u8> {
        note_numbers(&self.0)
    }
}

fn note_numbers(node: &SyntaxNode) -> impl Iterator<Item = u8> {
    tokens(node, RBN_NOTE_REF).filter_map(|token| {
        let digit = token.text().as_bytes().get(1).copied()?;
        digit.is_ascii_digit().then(|| digit - b'0')
    })
}

impl ContractLabel {
    pub fn contract(&self) -> Option<Contract> {
        child(&self.0)
    }

    pub fn declarer(&self) -> Option<SyntaxToken> {
        token(&self.0, RBN_DECLARER)
    }

    pub fn leader(&self) -> Option<SyntaxToken> {
        token(&self.0, RBN_LEADER)
    }
}

impl Contract {
    pub fn level(&self) -> Option<SyntaxToken> {
        token(&self.0, RBN_LEVEL)
    }

    pub fn strain(&self) -> Option<SyntaxToken> {
        token(&self.0, RBN_STRAIN)
    }

    /// `X` or `R`.
    pub fn risk(&self) -> Option<SyntaxToken> {
        token(&self.0, RBN_RISK)
    }

    /// A number of tricks or `M`.
    pub fn goal(&self) -> Option<SyntaxToken> {
        token(&self.0, RBN_GOAL)
    }
}

impl PlayLabel {
    /// The tricks in order: what stands between the separators (`:` or `;`) of the value,
    /// the plays with their annotations. A trick has no node of its own.
    pub fn tricks(&self) -> impl Iterator<Item = Trick> {
        let mut tricks = Vec::new();
        let mut current = Trick {
            plays: Vec::new(),
            after_semicolon: false,
        };
        let mut written = false;
        for piece in self.pieces() {
            match piece {
                LabelPiece::Separator(kind) => {
                    let next = Trick {
                        plays: Vec::new(),
                        after_semicolon: kind == RBN_SEMICOLON,
                    };
                    let trick = std::mem::replace(&mut current, next);
                    if std::mem::take(&mut written) {
                        tricks.push(trick);
                    }
                }
                LabelPiece::Play(play) => {
                    current.plays.push(play);
                    written = true;
                }
                LabelPiece::Other => written = true,
            }
        }
        if written {
            tricks.push(current);
        }
        tricks.into_iter()
    }

    /// The play written at `offset`, if one is.
    pub fn play_at(&self, offset: TextSize) -> Option<Play> {
        let run = self
            .0
            .token_at_offset(offset)
            .find(|token| token.kind() == RBN_PLAY_RUN)?;
        let start = run.text_range().start();
        let within = usize::from(offset.checked_sub(start)?);
        // At the run's end, its last piece.
        let (kind, range) = crate::rbn::play_pieces(run.text())
            .find(|(_, range)| range.contains(&within) || range.end == run.text().len())?;
        Play::new(&run, kind, range)
    }

    /// The value's pieces in order, with the runs read into their plays and separators.
    fn pieces(&self) -> impl Iterator<Item = LabelPiece> {
        self.0
            .children_with_tokens()
            .filter_map(|element| element.into_token())
            .skip_while(|token| matches!(token.kind(), RBN_LABEL_NAME | WHITESPACE))
            .flat_map(|token| {
                let pieces: Vec<LabelPiece> = match token.kind() {
                    RBN_PLAY_RUN => crate::rbn::play_pieces(token.text())
                        .map(|(kind, range)| match kind {
                            RBN_COLON | RBN_SEMICOLON => LabelPiece::Separator(kind),
                            _ => Play::new(&token, kind, range)
                                .map_or(LabelPiece::Other, LabelPiece::Play),
                        })
                        .collect(),
                    // RBX holds a value in braces.
                    WHITESPACE | NEWLINE | RBN_L_BRACE | RBN_R_BRACE => Vec::new(),
                    _ => vec![LabelPiece::Other],
                };
                pieces
            })
    }
}

/// A piece of a `P` value: a trick separator, a play, or anything else (an annotation, an
/// error).
enum LabelPiece {
    Separator(SyntaxKind),
    Play(Play),
    Other,
}

/// One trick of `P`: the plays between two separators.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Trick {
    plays: Vec<Play>,
    after_semicolon: bool,
}

impl Trick {
    pub fn plays(&self) -> impl Iterator<Item = Play> + '_ {
        self.plays.iter().cloned()
    }

    /// Whether this trick follows a `;`: the plays from here on are trivial.
    pub fn is_after_semicolon(&self) -> bool {
        self.after_semicolon
    }
}

/// One play of a trick: a piece of a `RBN_PLAY_RUN`, followed by its annotation tokens when
/// it ends its run.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Play {
    run: SyntaxToken,
    kind: SyntaxKind,
    /// Where the play stands in the run's text.
    start: usize,
    end: usize,
}

impl Play {
    fn new(run: &SyntaxToken, kind: SyntaxKind, range: std::ops::Range<usize>) -> Option<Play> {
        matches!(kind, RBN_PLAY | RBN_PSEUDO_PLAY | RBN_QUERY).then(|| Play {
            run: run.clone(),
            kind,
            start: range.start,
            end: range.end,
        })
    }

    /// `RBN_PLAY`, `RBN_PSEUDO_PLAY` or `RBN_QUERY`.
    pub fn kind(&self) -> SyntaxKind {
        self.kind
    }

    pub fn text(&self) -> &str {
        self.run.text().get(self.start..self.end).unwrap_or("")
    }

    pub fn text_range(&self) -> TextRange {
        let at = |offset: usize| {
            self.run.text_range().start() + TextSize::try_from(offset).unwrap_or_default()
        };
        TextRange::new(at(self.start), at(self.end))
    }

    /// The suit letter, when the play does not follow the suit led.
    pub fn suit(&self) -> Option<char> {
        let mut chars = self.text().chars();
        let first = chars.next()?;
        let is_suit = matches!(first.to_ascii_uppercase(), 'C' | 'D' | 'H' | 'S');
        (is_suit && chars.next().is_some()).then_some(first)
    }

    /// The rank of a card play.
    pub fn rank(&self) -> Option<char> {
        if self.kind != RBN_PLAY {
            return None;
        }
        self.text().chars().last()
    }

    /// `- ~ + .`: an insignificant play.
    pub fn is_pseudo(&self) -> bool {
        self.kind == RBN_PSEUDO_PLAY
    }

    /// `Y`: your play.
    pub fn is_query(&self) -> bool {
        self.kind == RBN_QUERY
    }

    /// The annotation and note tokens after the play: only the last play of a run has any.
    fn trailing(&self) -> impl Iterator<Item = SyntaxToken> {
        let first = if self.end == self.run.text().len() {
            self.run.next_sibling_or_token()
        } else {
            None
        };
        std::iter::successors(first, |element| element.next_sibling_or_token())
            .map_while(|element| element.into_token())
            .take_while(|token| matches!(token.kind(), RBN_ANNOTATION | RBN_NOTE_REF | ERROR))
    }

    pub fn annotations(&self) -> impl Iterator<Item = SyntaxToken> {
        self.trailing()
            .filter(|token| token.kind() == RBN_ANNOTATION)
    }

    /// The `^n` tokens after the play.
    pub fn notes(&self) -> impl Iterator<Item = SyntaxToken> {
        self.trailing().filter(|token| token.kind() == RBN_NOTE_REF)
    }

    pub fn note_refs(&self) -> impl Iterator<Item = u8> {
        self.trailing().filter_map(|token| {
            let digit = token.text().as_bytes().get(1).copied()?;
            (token.kind() == RBN_NOTE_REF && digit.is_ascii_digit()).then(|| digit - b'0')
        })
    }
}

impl ResultLabel {
    fn field(&self, index: usize) -> Option<Field> {
        children::<Field>(&self.0).nth(index)
    }

    /// Tricks won by declarer.
    pub fn tricks(&self) -> Option<SyntaxToken> {
        token(self.field(0)?.syntax(), RBN_TRICKS)
    }

    /// Whether the result is `P`: passed out.
    pub fn is_passed_out(&self) -> bool {
        self.field(0)
            .is_some_and(|field| token(field.syntax(), RBN_PASS).is_some())
    }

    /// The raw score, sign included.
    pub fn score(&self) -> Option<SyntaxToken> {
        token(self.field(0)?.syntax(), RBN_SCORE)
    }

    /// The effective score: `=`, signed IMPs or a percentage.
    pub fn effective_score(&self) -> Option<SyntaxToken> {
        token(self.field(1)?.syntax(), RBN_SCORE)
    }
}

impl MakesLabel {
    /// The four parts: given contract, after each opening lead, North-South, West-East.
    pub fn parts(&self) -> impl Iterator<Item = Field> {
        children(&self.0)
    }
}

impl ItemsLabel {
    /// Every item, over all lines of the list.
    pub fn items(&self) -> impl Iterator<Item = Item> {
        children(&self.0)
    }
}

impl Item {
    /// The text before `=` (the whole item when there is no `=`).
    pub fn item(&self) -> Option<SyntaxToken> {
        let first = self.0.first_child_or_token()?.into_token()?;
        (first.kind() == RBN_TEXT).then_some(first)
    }

    /// The text after `=`.
    pub fn value(&self) -> Option<SyntaxToken> {
        let equals = token(&self.0, RBN_EQUALS)?;
        let next = equals.next_token()?;
        (next.kind() == RBN_TEXT && next.parent().as_ref() == Some(&self.0)).then_some(next)
    }
}

impl NoteLabel {
    pub fn number(&self) -> Option<u8> {
        let name = token(&self.0, RBN_LABEL_NAME)?;
        let digit = name.text().as_bytes().first().copied()?;
        digit.is_ascii_digit().then(|| digit - b'0')
    }

    pub fn text(&self) -> Option<SyntaxToken> {
        token(&self.0, RBN_TEXT)
    }
}
