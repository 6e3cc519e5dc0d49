//! The PBN parser: builds the lossless tree and records syntax errors.
//!
//! The file is a list of `%` directives and games; a game ends at a semi-empty line. Inside a
//! game the parser reads tags, comments and directives; an `Auction` or `Play` tag opens a
//! section of calls or cards, a table tag opens a table of elements. Anything else is junk,
//! wrapped in an ERROR node up to the next tag.

use rowan::{TextRange, TextSize};

use super::lexer::{follows_semi_empty_line, tokenize_part_into, Token, TokenKind};
use super::moves::{is_clean, lex_moves, Section};
use super::values::{found_text, is_table_tag, lex_value, ValueSyntax};
use crate::sink::TreeSink;
use crate::SyntaxKind::{self, *};
use crate::{Format, Parse};

pub(crate) fn parse(text: &str, format: Format, root: SyntaxKind) -> Parse {
    parse_in_parts(text, format, root, crate::parts::parts_for(text.len()))
}

/// Parses `text` cut into up to `parts` runs of whole games, each on its own thread. The cuts
/// are guesses (the start of a line after a semi-empty line), kept only where the text before
/// ends exactly there: see [`crate::parts::parse_parts_checked`]. Each part's tokens are
/// those of the whole text there, made for the part alone.
pub(crate) fn parse_in_parts(text: &str, format: Format, root: SyntaxKind, parts: usize) -> Parse {
    parse_in_windows(text, format, root, parts, WINDOW_BYTES)
}

/// How much text a part's tokens are listed for at a time: listing a whole part's tokens at
/// once would take about five times its size in memory.
const WINDOW_BYTES: usize = 64 * 1024;

/// [`parse_in_parts`], each part read in runs of whole games of about `window` bytes, each
/// run's tokens listed once the run before it is parsed. A run ends where a game ends, which
/// makes it what one run through the part's tokens gives there, as a part is.
pub(crate) fn parse_in_windows(
    text: &str,
    format: Format,
    root: SyntaxKind,
    parts: usize,
    window: usize,
) -> Parse {
    let sink = crate::parts::parse_at_guessed_starts(
        text,
        parts,
        root,
        likely_game_start,
        |sink, start, limit| {
            let mut at = start;
            let mut tokens = Vec::new();
            loop {
                let run_limit = at.saturating_add(window).min(limit);
                let mut parser = Parser {
                    text,
                    tokens: tokenize_part_into(text, at, run_limit, tokens),
                    pos: 0,
                    game_over: false,
                    sink,
                };
                parser.file();
                let stop = parser.tokens.last().map_or(at, Token::end);
                if stop <= at || stop >= limit {
                    return stop.max(at);
                }
                tokens = parser.tokens;
                at = stop;
            }
        },
    );
    sink.finish(format)
}

/// The first line at or after `near` that follows a semi-empty line, where a game may start.
fn likely_game_start(text: &str, near: usize) -> Option<usize> {
    let mut at = crate::parts::next_line_start(text, near)?;
    loop {
        if follows_semi_empty_line(text.as_bytes(), at) {
            return Some(at);
        }
        at = crate::parts::next_line_start(text, at)?;
    }
}

struct Parser<'t, 's> {
    text: &'t str,
    tokens: Vec<Token>,
    pos: usize,
    /// Set when the line end just consumed is followed by a semi-empty line.
    game_over: bool,
    sink: &'s mut TreeSink,
}

/// What a tag turned out to be, for the caller to open a section.
struct TagInfo<'t> {
    name: &'t str,
    columns: Option<usize>,
}

impl<'t> Parser<'t, '_> {
    fn nth(&self, offset: usize) -> Option<TokenKind> {
        self.tokens.get(self.pos + offset).map(|token| token.kind)
    }

    fn current(&self) -> Option<TokenKind> {
        self.nth(0)
    }

    fn token_text(&self, index: usize) -> &'t str {
        self.tokens
            .get(index)
            .and_then(|token| self.text.get(token.start()..token.end()))
            .unwrap_or("")
    }

    /// The offset where the current token starts (the end of the text at the end).
    fn offset(&self) -> usize {
        self.tokens
            .get(self.pos)
            .map_or(self.text.len(), |token| token.start())
    }

    fn range(start: usize, end: usize) -> TextRange {
        TextRange::new(TextSize::from(start as u32), TextSize::from(end as u32))
    }

    fn bump(&mut self, kind: SyntaxKind) {
        let text = self.token_text(self.pos);
        if self.current() == Some(TokenKind::Newline) && self.newline_ends_game(self.pos) {
            self.game_over = true;
        }
        self.sink.token(kind, text);
        self.pos += 1;
    }

    /// Whether the line end at `index` is followed by a semi-empty line (or the end).
    fn newline_ends_game(&self, index: usize) -> bool {
        let mut next = index + 1;
        if self.tokens.get(next).map(|token| token.kind) == Some(TokenKind::Whitespace) {
            next += 1;
        }
        matches!(
            self.tokens.get(next).map(|token| token.kind),
            None | Some(TokenKind::Newline)
        )
    }

    fn game_done(&self) -> bool {
        self.game_over || self.pos >= self.tokens.len()
    }

    /// Describes the current token (after spaces) for a message.
    fn found(&self) -> String {
        let mut index = self.pos;
        while self.tokens.get(index).map(|token| token.kind) == Some(TokenKind::Whitespace) {
            index += 1;
        }
        self.found_at(index)
    }

    fn found_at(&self, index: usize) -> String {
        match self.tokens.get(index).map(|token| token.kind) {
            None => "end of file".to_string(),
            Some(TokenKind::Newline) => "end of line".to_string(),
            Some(TokenKind::LineComment | TokenKind::BraceComment) => "a comment".to_string(),
            Some(TokenKind::UnclosedBraceComment) => "a comment".to_string(),
            Some(TokenKind::Directive) => "a `%` line".to_string(),
            Some(_) => found_text(self.token_text(index)),
        }
    }

    /// The kind of the first token after white space and line ends (not crossing a semi-empty
    /// line), and how many tokens that is away.
    fn after_trivia(&self) -> (Option<TokenKind>, usize) {
        let mut index = self.pos;
        while let Some(token) = self.tokens.get(index) {
            match token.kind {
                TokenKind::Whitespace => index += 1,
                TokenKind::Newline if !self.newline_ends_game(index) => index += 1,
                _ => return (Some(token.kind), index - self.pos),
            }
        }
        (None, index - self.pos)
    }

    /// Consumes white space and line ends if `wanted` follows them.
    fn trivia_before(&mut self, wanted: &[TokenKind]) -> bool {
        let (kind, distance) = self.after_trivia();
        if kind.is_some_and(|kind| wanted.contains(&kind)) {
            for _ in 0..distance {
                self.bump_trivia();
            }
            true
        } else {
            false
        }
    }

    fn bump_trivia(&mut self) {
        match self.current() {
            Some(TokenKind::Whitespace) => self.bump(WHITESPACE),
            Some(TokenKind::Newline) => self.bump(NEWLINE),
            _ => {}
        }
    }

    fn file(&mut self) {
        while let Some(kind) = self.current() {
            match kind {
                TokenKind::Whitespace => self.bump(WHITESPACE),
                TokenKind::Newline => self.bump(NEWLINE),
                TokenKind::Directive => self.directive(),
                _ => self.game(),
            }
        }
    }

    fn game(&mut self) {
        self.game_over = false;
        self.sink.start_node(PBN_GAME);
        while !self.game_done() {
            match self.current() {
                Some(TokenKind::LBrack) => self.tag_or_section(),
                _ => {
                    if !self.common_item() {
                        self.junk("a tag `[Name \"value\"]` or a comment", false);
                    }
                }
            }
        }
        self.sink.finish_node();
    }

    /// White space, line ends, comments and directives, which may stand anywhere in a game.
    /// Returns false if the current token is none of these.
    fn common_item(&mut self) -> bool {
        match self.current() {
            Some(TokenKind::Whitespace) => self.bump(WHITESPACE),
            Some(TokenKind::Newline) => self.bump(NEWLINE),
            Some(TokenKind::Directive) => self.directive(),
            Some(TokenKind::LineComment | TokenKind::BraceComment) => self.bump(PBN_COMMENT),
            Some(TokenKind::UnclosedBraceComment) => {
                let start = self.offset();
                let end = self.tokens.get(self.pos).map_or(start, |token| token.end());
                let found = if end >= self.text.len() {
                    "end of file"
                } else {
                    "a tag at the start of a line"
                };
                self.sink.error(
                    "pbn/unclosed-comment",
                    Self::range(start, start + 1),
                    format!("expected `}}` to close the comment opened here, found {found}"),
                );
                self.bump(PBN_COMMENT);
            }
            _ => return false,
        }
        true
    }

    /// Wraps a run of tokens that fit nowhere in an ERROR node, up to the next tag, comment,
    /// directive or end of game (and, in a section, the next word).
    fn junk(&mut self, expected: &str, stop_at_word: bool) {
        let is_junk = |kind: TokenKind| match kind {
            TokenKind::Word => !stop_at_word,
            TokenKind::RBrack | TokenKind::String | TokenKind::UnclosedString => true,
            _ => false,
        };
        let start = self.offset();
        let found = self.found();
        self.sink.start_node(ERROR);
        let mut end = start;
        loop {
            match self.current() {
                Some(kind) if is_junk(kind) => {
                    self.bump(ERROR);
                    end = self.tokens[self.pos - 1].end();
                }
                Some(TokenKind::Whitespace | TokenKind::Newline) if !self.game_over => {
                    let (next, _) = self.after_trivia();
                    if next.is_some_and(is_junk) {
                        self.bump_trivia();
                    } else {
                        break;
                    }
                }
                _ => break,
            }
        }
        if end == start && !self.game_done() {
            // Not junk by the rules above: take one token so the parser always advances.
            self.bump(ERROR);
            end = self.tokens[self.pos - 1].end();
        }
        self.sink.finish_node();
        self.sink.error(
            "pbn/unexpected-text",
            Self::range(start, end),
            format!("expected {expected}, found {found}"),
        );
    }

    fn directive(&mut self) {
        let text = self.token_text(self.pos);
        self.sink.start_node(PBN_DIRECTIVE);
        self.sink.token(PBN_PERCENT, "%");
        let rest = text.get(1..).unwrap_or("");
        let body = rest.trim_start_matches([' ', '\t']);
        if body.len() < rest.len() {
            self.sink
                .token(WHITESPACE, &rest[..rest.len() - body.len()]);
        }
        let word = &body[..body.find([' ', '\t']).unwrap_or(body.len())];
        let named = if body.len() == rest.len() {
            word.starts_with(|c: char| c.is_ascii_alphabetic())
        } else {
            ["PBN", "EXPORT", "IMPORT"]
                .iter()
                .any(|name| name.eq_ignore_ascii_case(word))
        };
        let mut remainder = body;
        if named {
            self.sink.token(PBN_DIRECTIVE_NAME, word);
            let after = &body[word.len()..];
            remainder = after.trim_start_matches([' ', '\t']);
            if remainder.len() < after.len() {
                self.sink
                    .token(WHITESPACE, &after[..after.len() - remainder.len()]);
            }
        }
        if !remainder.is_empty() {
            self.sink.token(PBN_DIRECTIVE_TEXT, remainder);
        }
        self.pos += 1;
        self.sink.finish_node();
    }

    fn tag_or_section(&mut self) {
        let checkpoint = self.sink.checkpoint();
        let info = self.tag();
        match info.name {
            "Auction" => {
                self.sink.start_node_at(checkpoint, PBN_AUCTION);
                self.section(Section::Auction);
                self.sink.finish_node();
            }
            "Play" => {
                self.sink.start_node_at(checkpoint, PBN_PLAY);
                self.section(Section::Play);
                self.sink.finish_node();
            }
            name if is_table_tag(name) => {
                self.sink.start_node_at(checkpoint, PBN_TABLE);
                self.table(info.columns);
                self.sink.finish_node();
            }
            _ => {}
        }
    }

    /// The text and name of a tag in its common shape, `[Name "value"]` on one line, whose
    /// subtree depends on its text alone (tables apart, which carry their column count).
    fn plain_tag(&self) -> Option<(&'t str, &'t str)> {
        use TokenKind::{LBrack, RBrack, String, Whitespace, Word};
        let tokens = self.tokens.get(self.pos..self.pos + 5)?;
        let shape = [LBrack, Word, Whitespace, String, RBrack];
        if !tokens
            .iter()
            .zip(shape)
            .all(|(token, kind)| token.kind == kind)
        {
            return None;
        }
        let name = self.token_text(self.pos + 1);
        if is_table_tag(name) {
            return None;
        }
        let text = self.text.get(tokens[0].start()..tokens[4].end())?;
        Some((text, name))
    }

    /// One tag pair, starting at `[`.
    fn tag(&mut self) -> TagInfo<'t> {
        // Games repeat most of their tags; a plain tag seen before is reused whole.
        let plain = self.plain_tag();
        if let Some((text, name)) = plain {
            if self.sink.reuse(PBN_TAG, text) {
                self.pos += 5;
                return TagInfo {
                    name,
                    columns: None,
                };
            }
        }
        let errors_before = self.sink.error_count();
        self.sink.start_node(PBN_TAG);
        self.bump(PBN_L_BRACK);
        let mut info = TagInfo {
            name: "",
            columns: None,
        };
        if self.trivia_before(&[TokenKind::Word]) {
            info.name = self.tag_name();
        } else {
            let at = self.offset();
            let (_, distance) = self.after_trivia();
            let found = self.found_at(self.pos + distance);
            self.sink.error(
                "pbn/missing-tag-name",
                Self::range(at, at),
                format!("expected a tag name after `[`, found {found}"),
            );
        }
        let value_kinds = [
            TokenKind::String,
            TokenKind::UnclosedString,
            TokenKind::Word,
        ];
        let mut value_ate_line = false;
        if !info.name.is_empty() || self.current() != Some(TokenKind::RBrack) {
            if self.trivia_before(&value_kinds) {
                value_ate_line = self.current() == Some(TokenKind::UnclosedString);
                info.columns = self.tag_value(info.name);
            } else if !info.name.is_empty() {
                let at = self.offset();
                let found = self.found();
                self.sink.error(
                    "pbn/missing-tag-value",
                    Self::range(at, at),
                    format!(
                        "expected a quoted value for the tag `{}`, found {found}",
                        info.name
                    ),
                );
            }
        }
        // Extra text on the same line before `]`.
        if self.current() == Some(TokenKind::Whitespace)
            && matches!(
                self.nth(1),
                Some(TokenKind::Word | TokenKind::String | TokenKind::UnclosedString)
            )
            || matches!(
                self.current(),
                Some(TokenKind::Word | TokenKind::String | TokenKind::UnclosedString)
            )
        {
            self.extra_in_tag(info.name);
        }
        if self.trivia_before(&[TokenKind::RBrack]) {
            self.bump(PBN_R_BRACK);
        } else if !value_ate_line {
            // (An unterminated string already has its error; its line is gone.)
            let at = self.offset();
            let found = self.found();
            let what = if info.name.is_empty() {
                "the tag".to_string()
            } else {
                format!("the tag `{}`", info.name)
            };
            self.sink.error(
                "pbn/missing-close-bracket",
                Self::range(at, at),
                format!("expected `]` to close {what}, found {found}"),
            );
        }
        self.sink.finish_node();
        if let Some((text, _)) = plain {
            self.sink.remember(text, errors_before);
        }
        info
    }

    fn tag_name(&mut self) -> &'t str {
        let name = self.token_text(self.pos);
        let start = self.offset();
        let range = Self::range(start, start + name.len());
        let valid_chars = name
            .bytes()
            .all(|byte| byte.is_ascii_alphanumeric() || byte == b'_');
        if !valid_chars {
            self.sink.error(
                "pbn/bad-tag-name",
                range,
                format!(
                    "expected a tag name of letters, digits and `_`, found {}",
                    found_text(name)
                ),
            );
        } else if name.starts_with(|c: char| c.is_ascii_lowercase()) {
            self.sink.error(
                "pbn/lowercase-tag-name",
                range,
                format!(
                    "expected a tag name starting with an upper-case letter, found {}",
                    found_text(name)
                ),
            );
        } else if !name.starts_with(|c: char| c.is_ascii_uppercase()) {
            self.sink.error(
                "pbn/bad-tag-name",
                range,
                format!(
                    "expected a tag name starting with a letter, found {}",
                    found_text(name)
                ),
            );
        }
        self.bump(PBN_TAG_NAME);
        name
    }

    /// The value of a tag: a string lexed by the tag's syntax, or unquoted words (an error).
    fn tag_value(&mut self, name: &str) -> Option<usize> {
        let token = self.tokens[self.pos];
        if token.kind == TokenKind::Word {
            self.unquoted_value(name);
            return None;
        }
        self.sink.start_node(PBN_TAG_VALUE);
        let columns = self.string_contents(token, Some(name));
        self.sink.finish_node();
        self.pos += 1;
        columns
    }

    /// Emits a string token's quotes and contents (lexed by the syntax of `tag`, if any).
    fn string_contents(&mut self, token: Token, tag: Option<&str>) -> Option<usize> {
        let closed = token.kind == TokenKind::String;
        let content_end = if closed { token.end() - 1 } else { token.end() };
        self.sink.token(PBN_QUOTE, "\"");
        let content = self.text.get(token.start() + 1..content_end).unwrap_or("");
        // An unclosed string ran into the rest of its line: reading that as the tag's value
        // would only add a second, misleading error to the one about the missing quote.
        let syntax = match tag {
            Some(name) if closed => ValueSyntax::for_tag(name),
            _ => ValueSyntax::Text,
        };
        let columns = lex_value(
            self.sink,
            content,
            token.start() + 1,
            syntax,
            tag.unwrap_or("table element"),
        );
        if closed {
            self.sink.token(PBN_QUOTE, "\"");
        } else {
            let found = if token.end() >= self.text.len() {
                "end of file"
            } else {
                "end of line"
            };
            let what = match tag {
                Some(name) if !name.is_empty() => format!("the value of `{name}`"),
                _ => "the string".to_string(),
            };
            match escaped_quote(content) {
                Some(at) => {
                    let start = token.start() + 1 + at;
                    self.sink.error(
                        "pbn/bad-escape",
                        Self::range(start, start + 2),
                        format!(
                            "expected `\"` to close {what}, found `\\\"`, an escaped quote (a backslash is written `\\\\`)"
                        ),
                    );
                }
                None => self.sink.error(
                    "pbn/unterminated-string",
                    Self::range(token.start(), token.end()),
                    format!("expected `\"` to close {what}, found {found}"),
                ),
            }
        }
        columns
    }

    /// Words where a quoted value belongs, up to `]` or the end of the line.
    fn unquoted_value(&mut self, name: &str) {
        let start = self.offset();
        let mut end = start;
        self.sink.start_node(ERROR);
        while let Some(kind) = self.current() {
            match kind {
                TokenKind::Word => {
                    self.bump(ERROR);
                    end = self.tokens[self.pos - 1].end();
                }
                TokenKind::Whitespace if self.nth(1) == Some(TokenKind::Word) => {
                    self.bump(WHITESPACE)
                }
                _ => break,
            }
        }
        self.sink.finish_node();
        let text = self.text.get(start..end).unwrap_or("");
        self.sink.error(
            "pbn/unquoted-tag-value",
            Self::range(start, end),
            format!(
                "expected a quoted value for the tag `{name}`, found {}",
                found_text(text)
            ),
        );
    }

    /// Words and strings after the value, on the value's line.
    fn extra_in_tag(&mut self, name: &str) {
        let mut start = None;
        let mut end = self.offset();
        self.sink.start_node(ERROR);
        while let Some(kind) = self.current() {
            match kind {
                TokenKind::Word | TokenKind::String | TokenKind::UnclosedString => {
                    start.get_or_insert(self.offset());
                    self.bump(ERROR);
                    end = self.tokens[self.pos - 1].end();
                }
                TokenKind::Whitespace
                    if matches!(
                        self.nth(1),
                        Some(TokenKind::Word | TokenKind::String | TokenKind::UnclosedString)
                    ) =>
                {
                    self.bump(WHITESPACE)
                }
                _ => break,
            }
        }
        self.sink.finish_node();
        let start = start.unwrap_or(end);
        let text = self.text.get(start..end).unwrap_or("");
        self.sink.error(
            "pbn/unexpected-text",
            Self::range(start, end),
            format!(
                "expected `]` after the value of `{name}`, found {}",
                found_text(text)
            ),
        );
    }

    /// The calls or cards after an `Auction` or `Play` tag, and the `Note` tags that follow.
    fn section(&mut self, section: Section) {
        while !self.game_done() {
            match self.current() {
                Some(TokenKind::Word) => {
                    let word = self.token_text(self.pos);
                    if is_clean(word, section) {
                        self.move_run(section);
                    } else {
                        lex_moves(self.sink, word, self.offset(), section);
                        self.pos += 1;
                    }
                }
                Some(TokenKind::LBrack) => {
                    if self.next_tag_name() == Some("Note") {
                        self.tag();
                    } else {
                        break;
                    }
                }
                _ => {
                    if !self.common_item() {
                        let expected = match section {
                            Section::Auction => "a call, an annotation or a tag",
                            Section::Play => "a card, an annotation or a tag",
                        };
                        self.junk(expected, true);
                    }
                }
            }
        }
    }

    /// The clean word at the current token and the clean words after it, with the spaces and
    /// line ends between them, as one run token; a line end that ends the game ends the run.
    fn move_run(&mut self, section: Section) {
        let start = self.offset();
        let mut end = self.tokens.get(self.pos).map_or(start, Token::end);
        let mut next = self.pos + 1;
        let mut index = next;
        while let Some(token) = self.tokens.get(index) {
            match token.kind {
                TokenKind::Whitespace => index += 1,
                TokenKind::Newline if !self.newline_ends_game(index) => index += 1,
                TokenKind::Word if is_clean(self.token_text(index), section) => {
                    end = token.end();
                    index += 1;
                    next = index;
                }
                _ => break,
            }
        }
        let kind = match section {
            Section::Auction => PBN_AUCTION_RUN,
            Section::Play => PBN_PLAY_RUN,
        };
        self.sink
            .token(kind, self.text.get(start..end).unwrap_or(""));
        self.pos = next;
    }

    /// The name of the tag that starts at the current `[`, if it has one.
    fn next_tag_name(&self) -> Option<&'t str> {
        let mut index = self.pos + 1;
        if self.tokens.get(index).map(|token| token.kind) == Some(TokenKind::Whitespace) {
            index += 1;
        }
        match self.tokens.get(index) {
            Some(token) if token.kind == TokenKind::Word => Some(self.token_text(index)),
            _ => None,
        }
    }

    /// The elements of a supplemental table, in rows of `columns` elements (or one row per
    /// line when the column count is not known).
    fn table(&mut self, columns: Option<usize>) {
        let mut row_start: Option<usize> = None;
        let mut in_row = 0;
        while !self.game_done() {
            match self.current() {
                Some(TokenKind::LBrack) => break,
                Some(kind @ (TokenKind::Word | TokenKind::String | TokenKind::UnclosedString)) => {
                    if row_start.is_none() {
                        row_start = Some(self.offset());
                        self.sink.start_node(PBN_TABLE_ROW);
                    }
                    if kind == TokenKind::Word {
                        self.bump(PBN_TABLE_ELEMENT);
                    } else {
                        let token = self.tokens[self.pos];
                        self.sink.start_node(PBN_STRING);
                        self.string_contents(token, None);
                        self.sink.finish_node();
                        self.pos += 1;
                    }
                    in_row += 1;
                    if columns == Some(in_row) {
                        self.sink.finish_node();
                        row_start = None;
                        in_row = 0;
                    }
                }
                Some(TokenKind::Newline) if columns.is_none() && row_start.is_some() => {
                    self.sink.finish_node();
                    row_start = None;
                    in_row = 0;
                }
                Some(TokenKind::RBrack) => self.junk("a table element or a tag", true),
                _ => {
                    if !self.common_item() {
                        self.junk("a table element or a tag", true);
                    }
                }
            }
        }
        if let Some(start) = row_start {
            self.sink.finish_node();
            if let Some(columns) = columns {
                let end = self.last_end();
                self.sink.error(
                    "pbn/incomplete-table-row",
                    Self::range(start, end.max(start)),
                    format!("expected {columns} elements in this table row, found {in_row}"),
                );
            }
        }
    }

    /// The end of the last token that is not white space or a line end.
    fn last_end(&self) -> usize {
        self.tokens[..self.pos]
            .iter()
            .rev()
            .find(|token| !matches!(token.kind, TokenKind::Whitespace | TokenKind::Newline))
            .map_or(0, |token| token.end())
    }
}

/// The offset of the last escaped quote `\"` in a string's content, if there is one.
fn escaped_quote(content: &str) -> Option<usize> {
    let bytes = content.as_bytes();
    let mut index = 0;
    let mut last = None;
    while index + 1 < bytes.len() {
        if bytes[index] == b'\\' {
            if bytes[index + 1] == b'"' {
                last = Some(index);
            }
            index += 2;
        } else {
            index += 1;
        }
    }
    last
}
