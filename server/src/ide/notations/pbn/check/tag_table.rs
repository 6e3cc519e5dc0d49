//! One pass over a game's green tree that lists its tags in order (name, value, spec entry,
//! the section they stand in) and its sections, for every PBN check to read: the tags are
//! found once, their names and values are slices of the tree's tokens, nothing is copied.

use crate::ide::green::{Node, Token};
use gamerec_grammar::pbn::spec::{self, TagSpec};
use gamerec_grammar::SyntaxKind::{self, *};
use gamerec_grammar::{NodeOrToken, TextRange};
use std::cell::RefCell;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::OnceLock;

/// A tag of the game.
#[derive(Clone, Copy)]
pub(crate) struct GameTag<'a> {
    pub node: Node<'a>,
    pub name: Option<Token<'a>>,
    /// The `PBN_TAG_VALUE` node.
    pub value: Option<Node<'a>>,
    /// The tag's entry in the spec table and its index there.
    pub spec: Option<(usize, &'static TagSpec)>,
    /// What the tag stands in: `PBN_GAME`, or the `PBN_AUCTION`, `PBN_PLAY` or `PBN_TABLE` it
    /// opens or whose notes it gives.
    pub parent: SyntaxKind,
    /// Whether it is the first tag of its section (the one that opens it).
    pub opens_section: bool,
}

impl<'a> GameTag<'a> {
    pub fn name_text(&self) -> Option<&'a str> {
        self.name.map(|token| token.text)
    }

    /// The range of the tag's name, or of the whole tag when it has none.
    pub fn name_range(&self) -> TextRange {
        self.name
            .map_or_else(|| self.node.range(), |token| token.range)
    }

    /// The range of the value between the quotes (empty after the opening quote when the
    /// value is empty; the name's range when the tag has no value).
    pub fn value_range(&self) -> TextRange {
        match self.value {
            Some(value) => value_range(value),
            None => self.name_range(),
        }
    }
}

/// The tags and sections of one game.
pub(crate) struct TagTable<'a> {
    /// Every tag of the game in order, including the ones that open sections and tables and
    /// the `Note` tags of the sections.
    pub tags: Vec<GameTag<'a>>,
    /// The first auction and play sections.
    pub auction: Option<Node<'a>>,
    pub play: Option<Node<'a>>,
    pub has_tables: bool,
    /// Where the first tag of each of `LOOKED_UP` stands in `tags`.
    first_of: [Option<usize>; LOOKED_UP.len()],
}

/// The tags the checks look up by name, in the order of `Looked`.
const LOOKED_UP: [&str; 11] = [
    "Auction",
    "Play",
    "Dealer",
    "Deal",
    "Declarer",
    "Contract",
    "DoubleDummyTricks",
    "Vulnerable",
    "Result",
    "Score",
    "ScoreRubberHistory",
];

/// A tag the table knows the first of without a search.
#[derive(Clone, Copy)]
pub(crate) enum Looked {
    Dealer = 2,
    Deal = 3,
    Declarer = 4,
    Contract = 5,
    Vulnerable = 7,
    Result = 8,
    Score = 9,
    ScoreRubberHistory = 10,
}

impl<'a> TagTable<'a> {
    pub fn read(game: Node<'a>) -> TagTable<'a> {
        let mut table = TagTable {
            tags: Vec::with_capacity(24),
            auction: None,
            play: None,
            has_tables: false,
            first_of: [None; LOOKED_UP.len()],
        };
        for child in game.child_nodes() {
            match child.kind() {
                PBN_TAG => table.tags.push(game_tag(child, PBN_GAME, false)),
                kind @ (PBN_AUCTION | PBN_PLAY | PBN_TABLE) => {
                    match kind {
                        PBN_AUCTION => _ = table.auction.get_or_insert(child),
                        PBN_PLAY => _ = table.play.get_or_insert(child),
                        _ => table.has_tables = true,
                    }
                    let mut first = true;
                    for tag in child.child_nodes().filter(|node| node.kind() == PBN_TAG) {
                        table.tags.push(game_tag(tag, kind, first));
                        first = false;
                    }
                }
                _ => {}
            }
        }
        for (at, tag) in table.tags.iter().enumerate() {
            let slot = match tag.spec {
                Some((index, _)) => lookup().slot_of_spec.get(index).copied().flatten(),
                None => tag.name_text().and_then(unknown_slot),
            };
            if let Some(slot) = slot.and_then(|slot| table.first_of.get_mut(slot)) {
                slot.get_or_insert(at);
            }
        }
        table
    }

    /// The first tag of a name looked up often.
    pub fn first_looked(&self, looked: Looked) -> Option<&GameTag<'a>> {
        let at = (*self.first_of.get(looked as usize)?)?;
        self.tags.get(at)
    }

    /// The first tag called `name`.
    pub fn first(&self, name: &str) -> Option<(usize, &GameTag<'a>)> {
        let at = match LOOKED_UP.iter().position(|&looked_up| looked_up == name) {
            Some(slot) => self.first_of[slot]?,
            None => self
                .tags
                .iter()
                .position(|tag| tag.name_text() == Some(name))?,
        };
        Some((at, self.tags.get(at)?))
    }
}

fn game_tag(node: Node<'_>, parent: SyntaxKind, opens_section: bool) -> GameTag<'_> {
    let mut name = None;
    let mut value = None;
    for child in node.children() {
        match child {
            NodeOrToken::Token(token) if token.kind == PBN_TAG_NAME && name.is_none() => {
                name = Some(token);
            }
            NodeOrToken::Node(inner) if inner.kind() == PBN_TAG_VALUE && value.is_none() => {
                value = Some(inner);
            }
            _ => {}
        }
    }
    let spec = name.and_then(|name: Token<'_>| spec_of(name.text));
    GameTag {
        node,
        name,
        value,
        spec,
        parent,
        opens_section,
    }
}

/// Tables built once: the spec entry of each tag name, and the slot in `LOOKED_UP` of each
/// spec entry.
struct Lookup {
    index: HashMap<&'static str, usize, BuildHasherDefault<Fnv>>,
    slot_of_spec: Vec<Option<usize>>,
}

fn lookup() -> &'static Lookup {
    static LOOKUP: OnceLock<Lookup> = OnceLock::new();
    LOOKUP.get_or_init(|| {
        let mut index = HashMap::with_capacity_and_hasher(spec::TAGS.len(), Default::default());
        for (at, spec) in spec::TAGS.iter().enumerate() {
            // The first entry of a name is the one `spec::tag` finds.
            index.entry(spec.name).or_insert(at);
        }
        let mut slot_of_spec = vec![None; spec::TAGS.len()];
        for (slot, name) in LOOKED_UP.iter().enumerate() {
            if let Some(entry) = index.get(name).and_then(|&at| slot_of_spec.get_mut(at)) {
                *entry = Some(slot);
            }
        }
        Lookup {
            index,
            slot_of_spec,
        }
    })
}

/// The tag's entry in the spec table and its index there, found through a map built once.
pub(super) fn spec_of(name: &str) -> Option<(usize, &'static TagSpec)> {
    let at = *lookup().index.get(name)?;
    Some((at, spec::TAGS.get(at)?))
}

/// The slot in `LOOKED_UP` of a name the spec table does not know (none of them, as the
/// table stands; kept so that the lookup never depends on that).
fn unknown_slot(name: &str) -> Option<usize> {
    LOOKED_UP.iter().position(|&looked_up| looked_up == name)
}

/// FNV-1a, much quicker than the default hasher on names of a few letters.
struct Fnv(u64);

impl Default for Fnv {
    fn default() -> Fnv {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
}

impl Hasher for Fnv {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.0 = (self.0 ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
        }
    }
}

/// The range of a value between its quotes (see [`GameTag::value_range`]).
pub(super) fn value_range(value: Node<'_>) -> TextRange {
    let range = value.range();
    let mut first_quote = None;
    let mut last_quote = None;
    for token in value.tokens().filter(|token| token.kind == PBN_QUOTE) {
        first_quote.get_or_insert(token.range);
        last_quote = Some(token.range);
    }
    let start = first_quote
        .filter(|quote| quote.start() == range.start())
        .map_or(range.start(), |quote| quote.end());
    let end = last_quote
        .filter(|quote| quote.end() == range.end() && quote.start() >= start)
        .map_or(range.end(), |quote| quote.start());
    TextRange::new(start, end.max(start))
}

/// Whether the value is `#` or starts with `##`.
pub(super) fn is_inherited(value: Node<'_>) -> bool {
    value.token(PBN_INHERIT).is_some()
}

/// Whether the value's text between the quotes, with `\"` and `\\` unescaped, is `expected`.
pub(super) fn unescaped_is(value: Node<'_>, expected: &str) -> bool {
    let mut rest = expected;
    let matched = value.tokens_while(|token| {
        let piece = match token.kind {
            PBN_QUOTE => return true,
            PBN_ESCAPE => token.text.get(1..).unwrap_or(""),
            _ => token.text,
        };
        match rest.strip_prefix(piece) {
            Some(after) => {
                rest = after;
                true
            }
            None => false,
        }
    });
    matched && rest.is_empty()
}

/// The most room the buffer of joined values keeps between values.
const JOINED_KEPT: usize = 4096;

thread_local! {
    /// Where values made of several tokens are put together, reused from tag to tag.
    static JOINED: RefCell<String> = const { RefCell::new(String::new()) };
}

/// Calls `read` with the text between the value's quotes exactly as written (escapes kept, so
/// that offsets in it are offsets in the file): one token's text when the value is one token
/// between quotes, as most are.
pub(super) fn with_raw_text<R>(value: Node<'_>, read: impl FnOnce(&str) -> R) -> R {
    let mut children = value.children();
    if let (Some(NodeOrToken::Token(open)), Some(middle), Some(NodeOrToken::Token(close)), None) = (
        children.next(),
        children.next(),
        children.next(),
        children.next(),
    ) {
        if open.text == "\"" && close.text == "\"" {
            if let NodeOrToken::Token(middle) = middle {
                return read(middle.text);
            }
        }
    }
    JOINED.with(|joined| {
        // A value being read already (not done by the checks) gets a buffer of its own.
        let mut own = String::new();
        let mut borrowed = joined.try_borrow_mut();
        let text = match &mut borrowed {
            Ok(text) => &mut **text,
            Err(_) => &mut own,
        };
        text.clear();
        value.for_each_token(|token| text.push_str(token.text));
        let inner = text.strip_prefix('"').unwrap_or(text);
        let inner = inner.strip_suffix('"').unwrap_or(inner);
        let result = read(inner);
        // A value that ran on through the rest of a long file (a quote left open) does not
        // keep its room for the life of the thread.
        if text.capacity() > JOINED_KEPT {
            *text = String::new();
        }
        result
    })
}
