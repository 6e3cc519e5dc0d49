//! The SGF parser: builds the lossless tree and records syntax errors.
//!
//! One pass over the text with an explicit stack of open game trees, so nesting depth never
//! touches the call stack. Recovery happens at the property or node: a mistake costs the
//! property or node it is in, never the rest of the file.

use rowan::{TextRange, TextSize};

use super::error_codes as code;
use super::lexer::{
    blank_run_end, char_len, game_tree_starts_at, identifier_end, is_line_end, is_space,
    letter_run, line_end_len, next_game_tree, node_or_property_at, scan_value, skip_space,
    trim_space_back, MissingBracket, ValueEnd,
};
use super::value_shape::{ff4_letters, ValueShape};
use crate::sink::TreeSink;
use crate::{Format, Parse, SyntaxKind};

use SyntaxKind::*;

/// How many game trees may nest as tree nodes. rowan drops (and hashes) green trees
/// recursively, so a tree nested 100,000 deep would overflow the stack when dropped. Deeper
/// variations are still parsed, but flattened: their `(` and `)` become tokens directly inside
/// the deepest `SGF_GAME_TREE`, next to their nodes, so the text stays intact and the structure
/// can be read back from the parentheses.
pub const MAX_TREE_NESTING: usize = 1000;

pub(crate) fn parse(text: &str, format: Format, root: SyntaxKind) -> Parse {
    parse_in_parts(text, format, root, crate::parts::parts_for(text.len()))
}

/// Parses `text` cut into up to `parts` runs of whole game trees, each on its own thread.
/// Where a game tree starts cannot be told for sure without parsing everything before it (a
/// `(` may stand in a value, a tree may be left unclosed), so the cuts are guesses, checked as
/// the parts are joined: see [`crate::parts::parse_parts_checked`].
pub(crate) fn parse_in_parts(text: &str, format: Format, root: SyntaxKind, parts: usize) -> Parse {
    let sink = crate::parts::parse_at_guessed_starts(
        text,
        parts,
        root,
        likely_tree_start,
        |sink, start, limit| {
            let mut parser = Parser::new(text, sink);
            parser.pos = start;
            if start == 0 {
                parser.file(limit);
            } else {
                parser.between_trees(limit);
            }
            parser.pos
        },
    );
    sink.finish(format)
}

/// A place at or after `near` where a game tree of a collection probably starts: a `(` that
/// starts a tree at the start of a line, preferably one whose first node looks like a root
/// (it gives `FF`, `GM`, `SZ`, `CA` or `AP`), since variations are often written at the start
/// of a line too.
fn likely_tree_start(text: &str, near: usize) -> Option<usize> {
    /// How far to look for a root before taking any tree start.
    const ROOT_WINDOW: usize = 1 << 20;
    let bytes = text.as_bytes();
    let line_starts = |from: usize| {
        (from..bytes.len()).filter(move |&at| {
            bytes.get(at) == Some(&b'(')
                && at > 0
                && bytes.get(at - 1).copied().is_some_and(is_line_end)
                && game_tree_starts_at(bytes, at)
        })
    };
    line_starts(near)
        .take_while(|&at| at < near.saturating_add(ROOT_WINDOW))
        .find(|&at| looks_like_root(bytes, at))
        .or_else(|| line_starts(near).next())
}

/// Whether the node after the `(` at `at` gives a property that roots give.
fn looks_like_root(bytes: &[u8], at: usize) -> bool {
    const LOOK: usize = 400;
    let node = bytes.get(at + 1..).unwrap_or_default();
    let node = node.get(..LOOK).unwrap_or(node);
    let end = node
        .iter()
        .skip(1)
        .position(|&byte| matches!(byte, b';' | b'(' | b')'))
        .map_or(node.len(), |end| end + 1);
    let node = node.get(..end).unwrap_or(node);
    [b"FF[", b"GM[", b"SZ[", b"CA[", b"AP["]
        .iter()
        .any(|id| node.windows(3).any(|window| window == *id))
}

/// One open game tree.
struct OpenTree {
    /// Position of its `(`.
    open: usize,
    has_node: bool,
    /// A variation of this tree has started and no node has followed it yet.
    after_variation: bool,
    /// Beyond `MAX_TREE_NESTING`: no tree node of its own.
    flattened: bool,
}

struct Parser<'t, 's> {
    text: &'t str,
    bytes: &'t [u8],
    pos: usize,
    sink: &'s mut TreeSink,
    inner_brackets: Vec<usize>,
    trees: Vec<OpenTree>,
}

fn range(start: usize, end: usize) -> TextRange {
    let size = |offset: usize| TextSize::new(u32::try_from(offset).unwrap_or(u32::MAX));
    TextRange::new(size(start), size(end))
}

impl<'t, 's> Parser<'t, 's> {
    fn new(text: &'t str, sink: &'s mut TreeSink) -> Parser<'t, 's> {
        Parser {
            text,
            bytes: text.as_bytes(),
            pos: 0,
            sink,
            inner_brackets: Vec::new(),
            trees: Vec::new(),
        }
    }

    fn slice(&self, start: usize, end: usize) -> &'t str {
        let slice = self.text.get(start..end);
        debug_assert!(
            slice.is_some(),
            "token {start}..{end} is not on char boundaries"
        );
        slice.unwrap_or("")
    }

    /// Adds a token for the text from the current position to `end` and moves there.
    fn bump(&mut self, kind: SyntaxKind, end: usize) {
        let text = self.slice(self.pos, end);
        self.sink.token(kind, text);
        self.pos = end;
    }

    fn error(&mut self, code: &'static str, start: usize, end: usize, message: String) {
        self.sink.error(code, range(start, end), message);
    }

    /// One WHITESPACE or NEWLINE token at the current position, which holds a space character.
    fn space(&mut self) {
        let newline = line_end_len(self.bytes, self.pos);
        if newline > 0 {
            self.bump(NEWLINE, self.pos + newline);
        } else {
            self.bump(
                WHITESPACE,
                blank_run_end(self.bytes, self.pos).max(self.pos + 1),
            );
        }
    }

    fn space_until(&mut self, end: usize) {
        while self.pos < end {
            self.space();
        }
    }

    /// The document from its start, up to the first place between game trees at or after
    /// `limit`.
    fn file(&mut self, limit: usize) {
        let first = next_game_tree(self.bytes, 0);
        if first > 0 {
            self.bump(SGF_JUNK, first);
        }
        if first == self.bytes.len() {
            let found = if self.bytes.is_empty() {
                "an empty document"
            } else {
                "no `(` that starts one"
            };
            self.error(
                code::NO_GAME_TREE,
                0,
                self.bytes.len(),
                format!("expected a game tree starting with `(;`, found {found}"),
            );
            return;
        }
        self.between_trees(limit);
    }

    /// Game trees and what stands between them, from the current position (between game
    /// trees) up to the first place between game trees at or after `limit`.
    fn between_trees(&mut self, limit: usize) {
        while let Some(&byte) = self.bytes.get(self.pos).filter(|_| self.pos < limit) {
            match byte {
                b'(' if self.paren_starts_tree() => self.game_trees(),
                b')' => {
                    self.error(
                        code::UNMATCHED_CLOSE_PAREN,
                        self.pos,
                        self.pos + 1,
                        "expected `(` to start a game tree or the end of the text, found `)` \
                         that closes no game tree"
                            .to_string(),
                    );
                    self.bump(ERROR, self.pos + 1);
                }
                byte if is_space(byte) => self.space(),
                _ => self.text_outside_trees(),
            }
        }
    }

    /// Text after a game tree. Before another tree it is an error; after the last one it is a
    /// trailer (`SGF_JUNK`), unless it starts like SGF data (`;B[aa]`, `C[x]`), which belongs
    /// inside a tree.
    fn text_outside_trees(&mut self) {
        let next_tree = next_game_tree(self.bytes, self.pos + 1);
        let is_last = next_tree == self.bytes.len();
        if is_last && !node_or_property_at(self.bytes, self.pos) {
            self.bump(SGF_JUNK, next_tree);
            return;
        }
        let end = trim_space_back(self.bytes, self.pos, next_tree);
        let found = excerpt(self.slice(self.pos, end));
        let message = if is_last {
            format!("expected `(` to start a game tree, found SGF data outside every tree: {found}")
        } else {
            format!("expected `(` to start the next game tree, found {found}")
        };
        self.error(code::TEXT_OUTSIDE_TREES, self.pos, end, message);
        self.bump(ERROR, end);
    }

    /// Whether the `(` at the current position (between game trees) starts one: `(;`, a tree
    /// with a missing `;`, or the broken trees `()` and `((`.
    fn paren_starts_tree(&self) -> bool {
        game_tree_starts_at(self.bytes, self.pos)
            || matches!(
                self.bytes.get(skip_space(self.bytes, self.pos + 1)),
                Some(b'(' | b')')
            )
    }

    /// Parses the game tree at the current `(` with all its variations.
    fn game_trees(&mut self) {
        self.open_tree();
        while let Some(tree) = self.trees.last() {
            let (has_node, after_variation) = (tree.has_node, tree.after_variation);
            let Some(&byte) = self.bytes.get(self.pos) else {
                self.close_unfinished_trees();
                return;
            };
            match byte {
                b'(' => {
                    if !has_node && !after_variation {
                        self.error(
                            code::VARIATION_BEFORE_NODE,
                            self.pos,
                            self.pos + 1,
                            "expected `;` to start the first node of the game tree, found `(`"
                                .to_string(),
                        );
                    }
                    self.open_tree();
                }
                b')' => self.close_tree(),
                b';' => {
                    if after_variation {
                        self.error(
                            code::NODE_AFTER_VARIATION,
                            self.pos,
                            self.pos + 1,
                            "expected `(` or `)` after a variation, found `;`: nodes come \
                             before the variations of their game tree"
                                .to_string(),
                        );
                    }
                    self.node(true);
                }
                byte if is_space(byte) => self.space(),
                _ if byte == b'[' || identifier_end(self.bytes, self.pos).is_some() => {
                    let found = excerpt(self.slice(self.pos, self.token_end()));
                    self.error(
                        code::MISSING_SEMICOLON,
                        self.pos,
                        self.pos,
                        format!("expected `;` to start a node, found {found}"),
                    );
                    self.node(false);
                }
                _ => self.unexpected_text(),
            }
        }
    }

    /// The end of the identifier or `[` at the current position, for messages.
    fn token_end(&self) -> usize {
        letter_run(self.bytes, self.pos).0.max(self.pos + 1)
    }

    fn open_tree(&mut self) {
        let flattened = self.trees.len() >= MAX_TREE_NESTING;
        if let Some(parent) = self.trees.last_mut() {
            parent.after_variation = true;
        }
        if !flattened {
            self.sink.start_node(SGF_GAME_TREE);
        }
        self.trees.push(OpenTree {
            open: self.pos,
            has_node: false,
            after_variation: false,
            flattened,
        });
        self.bump(SGF_L_PAREN, self.pos + 1);
    }

    fn close_tree(&mut self) {
        let Some(tree) = self.trees.pop() else {
            return;
        };
        if !tree.has_node && !tree.after_variation {
            self.error(
                code::EMPTY_GAME_TREE,
                tree.open,
                self.pos + 1,
                "expected a node (`;`) in the game tree, found `)`".to_string(),
            );
        }
        self.bump(SGF_R_PAREN, self.pos + 1);
        if !tree.flattened {
            self.sink.finish_node();
        }
    }

    fn close_unfinished_trees(&mut self) {
        if let Some(innermost) = self.trees.last() {
            let line = line_number(self.bytes, innermost.open);
            let open = self.trees.len();
            let others = match open {
                1 => String::new(),
                2 => " (and 1 enclosing game tree)".to_string(),
                _ => format!(" (and {} enclosing game trees)", open - 1),
            };
            self.error(
                code::UNCLOSED_GAME_TREE,
                self.pos,
                self.pos,
                format!(
                    "expected `)` to close the game tree that starts on line {line}{others}, \
                     found end of file"
                ),
            );
        }
        while let Some(tree) = self.trees.pop() {
            if !tree.flattened {
                self.sink.finish_node();
            }
        }
    }

    /// A node: `;` (unless it is missing) and the properties after it, with the whitespace
    /// between them. Whitespace after the last property is left to the game tree.
    /// A node. A node of one move alone (`;B[dp]`), the bulk of a game record, is made once
    /// per text and shared.
    fn node(&mut self, semicolon: bool) {
        if let Some(tree) = self.trees.last_mut() {
            tree.has_node = true;
            tree.after_variation = false;
        }
        let key = semicolon
            .then(|| move_node_key(self.bytes, self.pos))
            .flatten();
        let Some(key) = key else {
            self.node_content(semicolon);
            return;
        };
        if self.sink.reuse_keyed(SGF_NODE, key) {
            self.pos += MOVE_NODE_LEN;
            return;
        }
        let errors_before = self.sink.error_count();
        self.node_content(semicolon);
        self.sink.remember_keyed(key, errors_before);
    }

    fn node_content(&mut self, semicolon: bool) {
        self.sink.start_node(SGF_NODE);
        if semicolon {
            self.bump(SGF_SEMICOLON, self.pos + 1);
        }
        loop {
            let next = skip_space(self.bytes, self.pos);
            match self.bytes.get(next) {
                None | Some(b';' | b'(' | b')') => break,
                Some(b'[') => {
                    self.space_until(next);
                    self.property_without_identifier();
                }
                Some(_) => {
                    self.space_until(next);
                    match identifier_end(self.bytes, self.pos) {
                        Some(end) => self.property(end),
                        None => self.unexpected_text(),
                    }
                }
            }
        }
        self.sink.finish_node();
    }

    /// An ERROR token for stray text, up to the next thing that can start a property, a node
    /// or a game tree.
    fn unexpected_text(&mut self) {
        let end =
            stray_text_end(self.bytes, self.pos).max(self.pos + char_len(self.bytes, self.pos));
        let stray = self.slice(self.pos, end);
        let after_value = self.pos > 0 && self.bytes.get(self.pos - 1) == Some(&b']');
        let hint = if after_value && stray.contains(']') {
            " (if it belongs to the value before it, the `]` that ends that value should be `\\]`)"
        } else {
            ""
        };
        self.error(
            code::UNEXPECTED_TEXT,
            self.pos,
            end,
            format!(
                "expected a property, `;`, `(` or `)`, found {}{hint}",
                excerpt(stray)
            ),
        );
        self.bump(ERROR, end);
    }

    fn property(&mut self, ident_end: usize) {
        self.sink.start_node(SGF_PROPERTY);
        let ident_start = self.pos;
        self.bump(SGF_PROP_IDENT, ident_end);
        let ident = self.slice(ident_start, ident_end);
        let mut letters = [0; 4];
        let len = ff4_letters(ident, &mut letters);
        let shape = ValueShape::of(letters.get(..len).unwrap_or(&[]));
        if !self.values(shape, ident) {
            let next = skip_space(self.bytes, self.pos);
            let found = match self.bytes.get(next) {
                None => "end of file".to_string(),
                Some(_) => {
                    let end = stray_text_end(self.bytes, next).max(self.pos_after_char(next));
                    excerpt(self.slice(next, end))
                }
            };
            self.error(
                code::MISSING_VALUE,
                ident_start,
                ident_end,
                format!("expected `[` and a value after the property `{ident}`, found {found}"),
            );
        }
        self.sink.finish_node();
    }

    fn pos_after_char(&self, pos: usize) -> usize {
        pos + char_len(self.bytes, pos)
    }

    /// `[aa]` with no identifier before it: kept as a property without one.
    fn property_without_identifier(&mut self) {
        self.sink.start_node(SGF_PROPERTY);
        self.error(
            code::VALUE_WITHOUT_IDENTIFIER,
            self.pos,
            self.pos + 1,
            "expected a property identifier before the value, found `[`".to_string(),
        );
        self.values(ValueShape::of(b""), "");
        self.sink.finish_node();
    }

    /// The values after a property identifier, with the whitespace between them. Returns
    /// whether there was at least one.
    fn values(&mut self, shape: ValueShape, ident: &str) -> bool {
        let mut any = false;
        loop {
            let next = skip_space(self.bytes, self.pos);
            if self.bytes.get(next) != Some(&b'[') {
                return any;
            }
            self.space_until(next);
            self.value(shape, ident);
            any = true;
        }
    }

    /// A value. Two-letter values (`[dp]`), the bulk of move and setup lists, are made once
    /// per text and shape and shared.
    fn value(&mut self, shape: ValueShape, ident: &str) {
        let Some(key) = two_letter_value_key(self.bytes, self.pos, shape.first_is_point) else {
            self.value_node(shape, ident);
            return;
        };
        if self.sink.reuse_keyed(SGF_PROP_VALUE, key) {
            self.pos += TWO_LETTER_VALUE_LEN;
            return;
        }
        let errors_before = self.sink.error_count();
        self.value_node(shape, ident);
        self.sink.remember_keyed(key, errors_before);
    }

    fn value_node(&mut self, shape: ValueShape, ident: &str) {
        let open = self.pos;
        self.sink.start_node(SGF_PROP_VALUE);
        self.bump(SGF_L_BRACKET, open + 1);
        let mut inner = std::mem::take(&mut self.inner_brackets);
        let points_only = shape.first_is_point && (!shape.compose || shape.second_is_point);
        let end = scan_value(self.bytes, self.pos, points_only, &mut inner);
        let content_end = match end {
            ValueEnd::Closed(end) | ValueEnd::Unclosed(end, _) => end,
        };
        self.value_content(content_end, shape, &inner);
        match end {
            ValueEnd::Closed(close) => self.bump(SGF_R_BRACKET, close + 1),
            ValueEnd::Unclosed(end, reason) => {
                let found = match reason {
                    MissingBracket::EndOfText => "end of file".to_string(),
                    MissingBracket::SgfLine => {
                        "a line that starts a new node or property".to_string()
                    }
                    MissingBracket::StructureInPoints => {
                        let next = skip_space(self.bytes, end);
                        let ident_end = letter_run(self.bytes, next).0;
                        excerpt(self.slice(next, ident_end.max(next) + 1))
                    }
                };
                self.error(
                    code::UNCLOSED_VALUE,
                    open,
                    open + 1,
                    format!(
                        "expected `]` to close {}, found {found}",
                        value_owner(ident)
                    ),
                );
            }
        }
        for &bracket in &inner {
            self.error(
                code::UNESCAPED_BRACKET,
                bracket,
                bracket + 1,
                format!(
                    "expected `\\]` for a `]` inside {}, found an unescaped `]` followed by \
                     text that is not SGF",
                    value_owner(ident)
                ),
            );
        }
        self.inner_brackets = inner;
        self.sink.finish_node();
    }

    /// The tokens between `[` and `]`: for compose values the part before the first unescaped
    /// `:`, a `SGF_COLON`, and the part after it.
    fn value_content(&mut self, end: usize, shape: ValueShape, inner: &[usize]) {
        let colon = if shape.compose {
            first_unescaped_colon(self.bytes, self.pos, end)
        } else {
            None
        };
        match colon {
            Some(colon) => {
                self.value_part(colon, shape.first_is_point, inner);
                self.bump(SGF_COLON, colon + 1);
                self.value_part(end, shape.second_is_point, inner);
            }
            None => self.value_part(end, shape.first_is_point, inner),
        }
    }

    fn value_part(&mut self, end: usize, point_allowed: bool, inner: &[usize]) {
        let is_point = point_allowed
            && end == self.pos + 2
            && self
                .bytes
                .get(self.pos..end)
                .is_some_and(|pair| pair.iter().all(u8::is_ascii_alphabetic));
        if is_point {
            self.bump(SGF_POINT, end);
            return;
        }
        let start = self.pos;
        let mut inner = inner
            .iter()
            .copied()
            .skip_while(move |&at| at < start)
            .peekable();
        let mut run_start = self.pos;
        let mut at = self.pos;
        while let Some(&byte) = self.bytes.get(at).filter(|_| at < end) {
            let is_inner_bracket = inner.peek() == Some(&at);
            if byte != b'\\' && !is_line_end(byte) && !is_inner_bracket {
                at += 1;
                continue;
            }
            if run_start < at {
                self.bump(SGF_TEXT, at);
            }
            if is_inner_bracket {
                inner.next();
                self.bump(ERROR, at + 1);
            } else if is_line_end(byte) {
                self.bump(NEWLINE, at + line_end_len(self.bytes, at));
            } else {
                let newline = line_end_len(self.bytes, at + 1);
                if newline > 0 {
                    self.bump(SGF_SOFT_BREAK, (at + 1 + newline).min(end));
                } else {
                    self.bump(SGF_ESCAPE, (at + 1 + char_len(self.bytes, at + 1)).min(end));
                }
            }
            at = self.pos;
            run_start = at;
        }
        if run_start < end {
            self.bump(SGF_TEXT, end);
        }
    }
}

/// The length of `[xy]`.
const TWO_LETTER_VALUE_LEN: usize = 4;

/// For `[xy]` at `pos`, two ASCII letters in brackets, a number that stands for its text and
/// whether the letters are read as a point: such a value's subtree depends on nothing else
/// (its `]` always closes it, and it holds no escape, colon or line end).
fn two_letter_value_key(bytes: &[u8], pos: usize, point: bool) -> Option<usize> {
    let letter = |byte: u8| match byte {
        b'a'..=b'z' => Some(usize::from(byte - b'a')),
        b'A'..=b'Z' => Some(usize::from(byte - b'A') + 26),
        _ => None,
    };
    match *bytes.get(pos..pos + TWO_LETTER_VALUE_LEN)? {
        [b'[', first, second, b']'] => {
            let pair = letter(first)? * 52 + letter(second)?;
            Some(usize::from(point) * 52 * 52 + pair)
        }
        _ => None,
    }
}

/// The length of a node of one move, `;B[dp]`.
const MOVE_NODE_LEN: usize = 2 + TWO_LETTER_VALUE_LEN;

/// For `;B[xy]` or `;W[xy]` at `pos`, a node of one move, a number that stands for its text
/// (after the numbers of [`two_letter_value_key`]): such a node's subtree depends on nothing
/// else, since what follows it (after spaces, which stay outside it) opens or closes a node or
/// a game tree.
fn move_node_key(bytes: &[u8], pos: usize) -> Option<usize> {
    const VALUE_KEYS: usize = 2 * 52 * 52;
    let colour = match bytes.get(pos..pos + 2)? {
        [b';', b'B'] => 0,
        [b';', b'W'] => 1,
        _ => return None,
    };
    let value = two_letter_value_key(bytes, pos + 2, false)?;
    let after = skip_space(bytes, pos + MOVE_NODE_LEN);
    if !matches!(bytes.get(after), None | Some(b';' | b'(' | b')')) {
        return None;
    }
    Some(VALUE_KEYS + colour * 52 * 52 + value)
}

/// How messages name a value: "the value of `C`", or "the value" when it has no identifier.
fn value_owner(ident: &str) -> String {
    if ident.is_empty() {
        "the value".to_string()
    } else {
        format!("the value of `{ident}`")
    }
}

/// The first `:` in `start..end` that is not escaped.
fn first_unescaped_colon(bytes: &[u8], start: usize, end: usize) -> Option<usize> {
    let mut at = start;
    while at < end {
        match bytes.get(at)? {
            b':' => return Some(at),
            b'\\' => at += 2,
            _ => at += 1,
        }
    }
    None
}

/// The end of stray text starting at `pos`: it runs up to whitespace, `;`, `(`, `)`, `[` or a
/// property identifier.
fn stray_text_end(bytes: &[u8], mut pos: usize) -> usize {
    while let Some(&byte) = bytes.get(pos) {
        if is_space(byte) || matches!(byte, b';' | b'(' | b')' | b'[') {
            break;
        }
        if byte.is_ascii_alphabetic() {
            if identifier_end(bytes, pos).is_some() {
                break;
            }
            pos = letter_run(bytes, pos).0;
        } else {
            pos += 1;
        }
    }
    pos
}

/// 1-based line number of `pos`, counting LF, CRLF and lone CR as line ends.
fn line_number(bytes: &[u8], pos: usize) -> usize {
    let before = bytes.get(..pos).unwrap_or(bytes);
    let mut line = 1;
    for (index, &byte) in before.iter().enumerate() {
        if byte == b'\n' || (byte == b'\r' && before.get(index + 1) != Some(&b'\n')) {
            line += 1;
        }
    }
    line
}

/// Stray text quoted for a message, shortened if long.
fn excerpt(text: &str) -> String {
    const MAX_CHARS: usize = 24;
    let mut chars = text.char_indices();
    match chars.nth(MAX_CHARS) {
        Some((cut, _)) => format!("`{}...`", text.get(..cut).unwrap_or(text)),
        None => format!("`{text}`"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escaped_colons_do_not_split() {
        assert_eq!(first_unescaped_colon(br"a\:b:c", 0, 6), Some(4));
        assert_eq!(first_unescaped_colon(br"a\:", 0, 3), None);
    }

    #[test]
    fn line_numbers_count_every_line_end() {
        assert_eq!(line_number(b"a\nb\r\nc\rd", 7), 4);
        assert_eq!(line_number(b"a", 0), 1);
    }

    #[test]
    fn long_excerpts_are_shortened() {
        assert_eq!(excerpt("abc"), "`abc`");
        assert_eq!(excerpt(&"é".repeat(30)), format!("`{}...`", "é".repeat(24)));
    }

    #[test]
    fn shared_two_letter_values_keep_their_shape() {
        let parse = crate::sgf::parse("(;B[aa]C[aa]AB[aa][Zz]N[Zz]B[aa]C[aa];W[a])");
        let contents: Vec<String> = parse
            .syntax()
            .descendants()
            .filter(|node| node.kind() == SGF_PROP_VALUE)
            .map(|value| {
                let content = value.first_token().and_then(|open| open.next_token());
                content.map_or_else(String::new, |token| {
                    format!("{:?} {}", token.kind(), token.text())
                })
            })
            .collect();
        assert_eq!(
            contents,
            [
                "SGF_POINT aa",
                "SGF_TEXT aa",
                "SGF_POINT aa",
                "SGF_POINT Zz",
                "SGF_TEXT Zz",
                "SGF_POINT aa",
                "SGF_TEXT aa",
                "SGF_TEXT a",
            ]
        );
        assert_eq!(
            two_letter_value_key(b"[zZ]", 0, true),
            Some(2704 + 25 * 52 + 51)
        );
        assert_eq!(two_letter_value_key(b"[a1]", 0, true), None);
        assert_eq!(two_letter_value_key(b"[aa", 0, false), None);
    }

    #[test]
    fn nodes_of_one_move_are_shared_and_others_are_not() {
        let text = "(;B[aa];W[bb];B[aa] ;B[aa]C[x];B[aa](;W[bb]);B[aa]\n)";
        let parse = crate::sgf::parse(text);
        assert_eq!(parse.syntax().text().to_string(), text);
        let nodes: Vec<_> = parse
            .syntax()
            .descendants()
            .filter(|node| node.kind() == SGF_NODE)
            .collect();
        let texts: Vec<String> = nodes.iter().map(|node| node.text().to_string()).collect();
        assert_eq!(
            texts,
            [
                ";B[aa]",
                ";W[bb]",
                ";B[aa]",
                ";B[aa]C[x]",
                ";B[aa]",
                ";W[bb]",
                ";B[aa]"
            ]
        );
        let same = |a: usize, b: usize| std::ptr::eq(nodes[a].green(), nodes[b].green());
        assert!(same(0, 2) && same(0, 4) && same(0, 6) && same(1, 5));
        assert!(!same(0, 3));
        assert_eq!(move_node_key(b";B[aa]C", 0), None);
        assert_eq!(move_node_key(b";B[aa]", 0), Some(2 * 2704));
        assert_eq!(move_node_key(b";W[aa] \n;", 0), Some(3 * 2704));
        assert_eq!(move_node_key(b";b[aa];", 0), None);
    }

    #[test]
    fn stray_text_stops_at_identifiers() {
        assert_eq!(stray_text_end(b"illegal_chars FF[4]", 0), 13);
        assert_eq!(stray_text_end(b"x1B[aa]", 0), 2);
        assert_eq!(stray_text_end(b"]]", 0), 2);
    }
}
