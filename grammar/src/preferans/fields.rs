//! Lexing inside the fields of a round: each field's text split into the tokens (and the
//! scores) the README defines, with an error on the narrowest range
//! where a field breaks its syntax. The choices where the README is silent are in `spec.rs`.

use rowan::{TextRange, TextSize};

use super::spec::{self, Field};
use crate::sink::TreeSink;
use crate::SyntaxKind::{self, *};

/// Emits the tokens of `field` for `text`, which starts at `base` in the document, into the
/// field's node (opened and closed by the caller).
pub(crate) fn lex_field(sink: &mut TreeSink, field: Field, text: &str, base: usize) {
    let mut lexer = FieldLexer {
        sink,
        text,
        base,
        pos: 0,
        field,
    };
    match field {
        Field::Id | Field::Value => lexer.number(),
        Field::DealOrder => lexer.deal_order(),
        Field::Cards => lexer.cards(),
        Field::Bids => lexer.list(3, "bids", FieldLexer::bid),
        Field::Main | Field::Starts => lexer.player(),
        Field::Discarded => lexer.discarded(),
        Field::Contract => lexer.contract(),
        Field::Accepted => lexer.accepted(),
        Field::Kontra => lexer.kontra(),
        Field::Refa => lexer.refa(),
        Field::Throws => lexer.throws(),
        Field::Summary => lexer.list(3, "scores", FieldLexer::score),
    }
    // Every byte belongs to the tree, whatever a field's lexer left over.
    if lexer.pos < lexer.text.len() {
        lexer.error_rest("the end of the field");
    }
}

/// Whether a `bids` field says every player passed: `P,P,P`.
pub(crate) fn is_passed_out(bids: &str) -> bool {
    bids == "P,P,P"
}

/// The syntax-error code for a broken `field`.
pub(crate) fn error_code(field: Field) -> &'static str {
    match field {
        Field::Id => "preferans/bad-id",
        Field::DealOrder => "preferans/bad-deal-order",
        Field::Cards => "preferans/bad-cards",
        Field::Bids => "preferans/bad-bids",
        Field::Main => "preferans/bad-main",
        Field::Discarded => "preferans/bad-discarded",
        Field::Contract => "preferans/bad-contract",
        Field::Accepted => "preferans/bad-accepted",
        Field::Kontra => "preferans/bad-kontra",
        Field::Refa => "preferans/bad-refa",
        Field::Value => "preferans/bad-value",
        Field::Starts => "preferans/bad-starts",
        Field::Throws => "preferans/bad-throws",
        Field::Summary => "preferans/bad-summary",
    }
}

/// Whether `piece` is a trick written well: two or three cards, then the player who won it.
fn is_clean_trick(piece: &str) -> bool {
    let bytes = piece.as_bytes();
    let Some((&winner, cards)) = bytes.split_last() else {
        return false;
    };
    (2..=3).contains(&cards.len())
        && cards
            .iter()
            .all(|&byte| spec::card_index(char::from(byte)).is_some())
        && spec::is_player(char::from(winner))
}

/// The pieces of a `PREF_TRICK_RUN`: each trick as a `PREF_TRICK` and each comma as a
/// `PREF_COMMA`, with its byte range in the run.
pub fn trick_pieces(run: &str) -> impl Iterator<Item = (SyntaxKind, std::ops::Range<usize>)> + '_ {
    let mut at = 0;
    std::iter::from_fn(move || {
        let rest = run.get(at..).filter(|rest| !rest.is_empty())?;
        let start = at;
        let (kind, len) = if rest.starts_with(',') {
            (PREF_COMMA, 1)
        } else {
            (PREF_TRICK, rest.find(',').unwrap_or(rest.len()))
        };
        at += len;
        Some((kind, start..at))
    })
}

/// Shows a piece of text in a message: in backticks, cut after 24 characters, or "nothing".
pub(crate) fn shown(text: &str) -> String {
    crate::syntax_error::quoted_for_message(text, "nothing")
}

struct FieldLexer<'s, 't> {
    sink: &'s mut TreeSink,
    text: &'t str,
    base: usize,
    pos: usize,
    field: Field,
}

impl FieldLexer<'_, '_> {
    fn rest(&self) -> &str {
        self.text.get(self.pos..).unwrap_or("")
    }

    fn peek(&self) -> Option<char> {
        match self.text.as_bytes().get(self.pos) {
            Some(&byte) if byte.is_ascii() => Some(char::from(byte)),
            Some(_) => self.rest().chars().next(),
            None => None,
        }
    }

    fn range(&self, start: usize, end: usize) -> TextRange {
        TextRange::new(
            TextSize::from((self.base + start) as u32),
            TextSize::from((self.base + end) as u32),
        )
    }

    /// Emits the next `len` bytes (extended to a character boundary) as a token of `kind`.
    fn bump(&mut self, kind: SyntaxKind, len: usize) {
        let mut end = (self.pos + len).min(self.text.len());
        while !self.text.is_char_boundary(end) {
            end += 1;
        }
        if let Some(piece) = self.text.get(self.pos..end) {
            if !piece.is_empty() {
                self.sink.token(kind, piece);
            }
        }
        self.pos = end;
    }

    /// Emits the next character as a token of `kind`.
    fn bump_char(&mut self, kind: SyntaxKind) {
        let len = self.peek().map_or(0, char::len_utf8);
        self.bump(kind, len);
    }

    /// Emits characters while `keep` holds as one token of `kind`; returns their byte length.
    fn bump_while(&mut self, kind: SyntaxKind, keep: impl Fn(char) -> bool) -> usize {
        let len: usize = self
            .rest()
            .chars()
            .take_while(|&c| keep(c))
            .map(char::len_utf8)
            .sum();
        self.bump(kind, len);
        len
    }

    fn error(&mut self, start: usize, end: usize, message: String) {
        let range = self.range(start, end);
        self.sink.error(error_code(self.field), range, message);
    }

    /// Reports what the field expected where the text stops fitting, turns everything up to
    /// `end` into an ERROR token, and moves there.
    fn error_to(&mut self, end: usize, expected: &str) {
        let start = self.pos;
        let end = end.max(start).min(self.text.len());
        let found = shown(self.text.get(start..end).unwrap_or(""));
        let message = format!(
            "expected {expected} in `{}`, found {found}",
            self.field.name()
        );
        self.error(start, end, message);
        self.bump(ERROR, end - start);
    }

    /// [`FieldLexer::error_to`] up to the end of the field.
    fn error_rest(&mut self, expected: &str) {
        self.error_to(self.text.len(), expected);
    }

    /// Digits as one number: `id` and `value`.
    fn number(&mut self) {
        if self.bump_while(PREF_NUMBER, |c| c.is_ascii_digit()) == 0 || self.pos < self.text.len() {
            self.error_rest("digits only");
        }
    }

    /// One player id: `main` and `starts`.
    fn player(&mut self) {
        if self.peek().is_some_and(spec::is_player) {
            self.bump_char(PREF_PLAYER);
        }
        if self.pos < self.text.len() || self.pos == 0 {
            self.error_rest("one player id (`1`, `2` or `3`)");
        }
    }

    /// Three player ids.
    fn deal_order(&mut self) {
        let mut count = 0;
        while let Some(c) = self.peek() {
            count += 1;
            if spec::is_player(c) {
                self.bump_char(PREF_PLAYER);
            } else {
                let start = self.pos;
                self.bump_char(ERROR);
                self.error(
                    start,
                    self.pos,
                    format!(
                        "expected a player id (`1`, `2` or `3`) in `dealOrder`, found {}",
                        shown(&c.to_string())
                    ),
                );
            }
        }
        if count != 3 {
            self.error(
                0,
                self.text.len(),
                format!("expected three player ids in `dealOrder`, found {count}"),
            );
        }
    }

    /// Emits `count` characters as cards: each run of cards as one token, each run of
    /// characters that are no card as an ERROR token, reported. Stops early at the end of the
    /// field.
    fn card_run(&mut self, count: usize) {
        let mut left = count;
        while left > 0 && self.pos < self.text.len() {
            let start = self.pos;
            let (run, end) = self.cards_from(start, left);
            if run > 0 {
                self.bump(PREF_CARD_RUN, end - start);
                left -= run;
                continue;
            }
            let (other, end) = self.non_cards_from(start, left);
            if other == 0 {
                break;
            }
            self.report_non_cards(start, end);
            self.bump(ERROR, end - start);
            left -= other;
        }
    }

    /// How many of at most `limit` characters from `start` are cards, and where they end. A
    /// card is one ASCII byte.
    fn cards_from(&self, start: usize, limit: usize) -> (usize, usize) {
        let run = self
            .text
            .as_bytes()
            .get(start..)
            .unwrap_or_default()
            .iter()
            .take(limit)
            .take_while(|&&byte| spec::card_index(char::from(byte)).is_some())
            .count();
        (run, start + run)
    }

    /// How many of at most `limit` characters from `start` are no card, and where they end.
    fn non_cards_from(&self, start: usize, limit: usize) -> (usize, usize) {
        let mut count = 0;
        let mut end = start;
        for c in self
            .text
            .get(start..)
            .unwrap_or_default()
            .chars()
            .take(limit)
        {
            if spec::card_index(c).is_some() {
                break;
            }
            count += 1;
            end += c.len_utf8();
        }
        (count, end)
    }

    fn report_non_cards(&mut self, start: usize, end: usize) {
        let found = shown(self.text.get(start..end).unwrap_or(""));
        self.error(
            start,
            end,
            format!(
                "expected a card (`1`-`9` or `A`-`W`) in `{}`, found {found}",
                self.field.name()
            ),
        );
    }

    /// 32 cards: three hands of ten, then the talon, as one token when they are all cards.
    fn cards(&mut self) {
        let count = self.text.chars().count();
        self.card_run(spec::DECK_SIZE);
        if count != spec::DECK_SIZE {
            let extra = self.pos;
            self.bump(ERROR, self.text.len() - extra);
            self.error(
                0,
                self.text.len(),
                format!(
                    "expected {} cards in `cards` (three hands of {} and a talon of {}), found {count}",
                    spec::DECK_SIZE,
                    spec::HAND_SIZE,
                    spec::TALON_SIZE
                ),
            );
        }
    }

    /// `XX`, or two cards.
    fn discarded(&mut self) {
        if self.text == spec::NO_DISCARD {
            self.bump(PREF_NO_DISCARD, self.text.len());
            return;
        }
        self.card_run(2);
        if self.pos < self.text.len() || self.text.chars().count() != 2 {
            let count = self.text.chars().count();
            let characters = if count == 1 {
                "character"
            } else {
                "characters"
            };
            self.bump(ERROR, self.text.len() - self.pos);
            self.error(
                0,
                self.text.len(),
                format!("expected two cards or `XX` in `discarded`, found {count} {characters}"),
            );
        }
    }

    /// An optional `G`, then a contract number `2`-`8`.
    fn contract(&mut self) {
        if self.peek() == Some(spec::GAME_MARK) {
            self.bump_char(PREF_GAME_MARK);
        }
        if self.peek().and_then(spec::contract_name).is_some() {
            self.bump_char(PREF_CONTRACT_NUMBER);
        } else {
            self.error_rest("a contract number `2`-`8`, or `G` and a number for a game");
            return;
        }
        if self.pos < self.text.len() {
            self.error_rest("the end of the contract");
        }
    }

    /// One digit.
    fn accepted(&mut self) {
        if self.peek().is_some_and(|c| c.is_ascii_digit()) {
            self.bump_char(PREF_NUMBER);
        }
        if self.pos < self.text.len() || self.pos == 0 {
            self.error_rest("one digit (`0` neither, `1`-`3` one player, `4`-`9` both followers)");
        }
    }

    /// `0`, or a kontra mark and a player id.
    fn kontra(&mut self) {
        if self.text == "0" {
            self.bump(PREF_NUMBER, 1);
            return;
        }
        if self.peek().and_then(spec::kontra_name).is_some() {
            self.bump_char(PREF_KONTRA_MARK);
            if self.peek().is_some_and(spec::is_player) {
                self.bump_char(PREF_PLAYER);
            } else {
                self.error_rest("the id of the player who started the kontras");
                return;
            }
        }
        if self.pos < self.text.len() || self.pos == 0 {
            self.error_rest("`0`, or one of `I K R S M` and a player id");
        }
    }

    /// `0` or `1`.
    fn refa(&mut self) {
        if self.text == "0" || self.text == "1" {
            self.bump(PREF_NUMBER, 1);
        } else {
            self.error_rest("`0` or `1`");
        }
    }

    /// `0` (no play), or tricks separated by commas: one token when every trick is written
    /// well, else a token per trick and comma, with errors where they break.
    fn throws(&mut self) {
        if self.text == "0" {
            self.bump(PREF_NUMBER, 1);
            return;
        }
        if self.text.split(',').all(is_clean_trick) {
            self.bump(PREF_TRICK_RUN, self.text.len());
            return;
        }
        self.list(0, "tricks", FieldLexer::trick);
    }

    /// Items separated by commas, each lexed by `item` from the current position up to its
    /// end; `expected` items (any number if 0).
    fn list(&mut self, expected: usize, what: &str, item: fn(&mut Self, usize)) {
        let mut count = 0;
        loop {
            let end = self
                .rest()
                .find(',')
                .map_or(self.text.len(), |offset| self.pos + offset);
            count += 1;
            if end == self.pos {
                self.error(
                    self.pos,
                    self.pos,
                    format!(
                        "expected one of the {what} of `{}`, found nothing",
                        self.field.name()
                    ),
                );
            } else {
                item(self, end);
            }
            if self.pos < self.text.len() {
                self.bump(PREF_COMMA, 1);
            } else {
                break;
            }
        }
        if expected != 0 && count != expected {
            self.error(
                0,
                self.text.len(),
                format!(
                    "expected {expected} {what} in `{}`, one per player, found {count}",
                    self.field.name()
                ),
            );
        }
    }

    /// One bid ending at `end`: `P`, `G`, or a contract number alone or after `M` or `G`.
    fn bid(&mut self, end: usize) {
        let piece = self.text.get(self.pos..end).unwrap_or("");
        let mut chars = piece.chars();
        let valid = match (chars.next(), chars.next(), chars.next()) {
            (Some(spec::PASS | spec::GAME_MARK), None, None) => true,
            (Some(number), None, None) => spec::contract_name(number).is_some(),
            (Some(spec::MINE_MARK | spec::GAME_MARK), Some(number), None) => {
                spec::contract_name(number).is_some()
            }
            _ => false,
        };
        if valid {
            self.bump(PREF_BID, piece.len());
        } else {
            self.error_to(
                end,
                "a bid (`P`, `G`, or a contract number `2`-`8` alone or after `M` or `G`)",
            );
        }
    }

    /// One trick ending at `end`: two or three cards, then the player who won it, as one
    /// token; anything else is one ERROR token, with an error where it breaks.
    fn trick(&mut self, end: usize) {
        let start = self.pos;
        let piece = self.text.get(start..end).unwrap_or("");
        if is_clean_trick(piece) {
            self.bump(PREF_TRICK, end - start);
            return;
        }
        let count = piece.chars().count();
        let thrown = count.saturating_sub(1);
        let mut at = start;
        let mut left = thrown;
        while left > 0 {
            let (run, after) = self.cards_from(at, left);
            let (other, after) = if run > 0 {
                (run, after)
            } else {
                let (other, after) = self.non_cards_from(at, left);
                self.report_non_cards(at, after);
                (other, after)
            };
            if other == 0 {
                break;
            }
            left -= other;
            at = after;
        }
        let winner_ok = self.text.get(at..end).is_some_and(|rest| {
            let mut chars = rest.chars();
            chars.next().is_some_and(spec::is_player) && chars.next().is_none()
        });
        if !winner_ok {
            let found = shown(self.text.get(at..end).unwrap_or(""));
            self.error(
                at,
                end,
                format!(
                    "expected the player who won the trick (`1`, `2` or `3`) in `{}`, found {found}",
                    self.field.name()
                ),
            );
        }
        if !(3..=4).contains(&count) {
            let characters = if count == 1 {
                "character"
            } else {
                "characters"
            };
            self.error(
                start,
                end,
                format!(
                    "expected a trick of two or three cards and its winner in `throws`, found {count} {characters}"
                ),
            );
        }
        self.bump(ERROR, end - start);
    }

    /// One player's score ending at `end`: `0`, `M<tricks>:<middle>`, or
    /// `F<tricks>:<L or R><points>[:<middle>]`.
    fn score(&mut self, end: usize) {
        let piece = self.text.get(self.pos..end).unwrap_or("");
        if self.sink.reuse(PREF_SCORE, piece) {
            self.pos = end;
            return;
        }
        let errors_before = self.sink.error_count();
        self.sink.start_node(PREF_SCORE);
        self.score_parts(end);
        if self.pos < end {
            self.error_to(end, "the end of the score");
        }
        self.sink.finish_node();
        self.sink.remember(piece, errors_before);
    }

    fn score_parts(&mut self, end: usize) {
        if self.text.get(self.pos..end) == Some("0") {
            self.bump(PREF_NUMBER, 1);
            return;
        }
        let role = self.peek();
        if !matches!(role, Some(spec::FOLLOWER | spec::MAIN_PLAYER)) {
            self.error_to(end, "`0`, `F` (a follower) or `M` (the main player)");
            return;
        }
        self.bump_char(PREF_ROLE);
        if self.bump_while(PREF_TRICKS, |c| c.is_ascii_digit()) == 0 {
            self.error_to(end, "the number of tricks taken");
            return;
        }
        if !self.colon(end) {
            return;
        }
        if role == Some(spec::FOLLOWER) {
            let column = self.peek();
            if !spec::COLUMNS
                .iter()
                .any(|(letter, _)| Some(*letter) == column)
            {
                self.error_to(end, "`L` or `R` (the column of the follower's points)");
                return;
            }
            self.bump_char(PREF_COLUMN);
            if !self.amount(end) {
                return;
            }
            if self.pos < end {
                if !self.colon(end) {
                    return;
                }
                self.amount(end);
            }
        } else {
            self.amount(end);
        }
    }

    /// `:` before the next part of a score.
    fn colon(&mut self, end: usize) -> bool {
        if self.peek() == Some(':') {
            self.bump(PREF_COLON, 1);
            true
        } else {
            self.error_to(end, "`:`");
            false
        }
    }

    /// Points, possibly negative.
    fn amount(&mut self, end: usize) -> bool {
        let rest = self.text.get(self.pos..end).unwrap_or("");
        let sign = usize::from(rest.starts_with('-'));
        let digits = rest
            .get(sign..)
            .unwrap_or("")
            .bytes()
            .take_while(u8::is_ascii_digit)
            .count();
        if digits == 0 {
            self.error_to(end, "a number of points");
            return false;
        }
        self.bump(PREF_NUMBER, sign + digits);
        true
    }
}

/// A number that names a field written as one ASCII character exactly (`main`, `contract`,
/// `refa` and most others are), under which the sink remembers its subtree (see
/// [`TreeSink::reuse_keyed`](crate::sink::TreeSink::reuse_keyed)); `None` for anything else.
pub(crate) fn one_character_key(field: Field, text: &str) -> Option<usize> {
    let position = spec::ROUND_FIELDS
        .iter()
        .position(|&known| known == field)?;
    match *text.as_bytes() {
        [byte] if byte.is_ascii() => Some(position * 128 + usize::from(byte)),
        _ => None,
    }
}
