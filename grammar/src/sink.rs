//! `TreeSink`: builds green trees for the format parsers, faster than rowan's general builder.
//!
//! rowan's `GreenNodeBuilder` interns every token and small node in a hash map, which costs more
//! than the whole lexer on card-dense text. Game records are made of very few distinct short
//! tokens (ranks, seats, calls, punctuation), so a small direct-mapped cache of recently made
//! short tokens shares nearly all of them at a fraction of the cost; longer tokens are made
//! fresh. Nodes are not interned, but a parser may ask for a whole subtree it built before for
//! the same text (a repeated tag, label line, call or suit holding) and skip building it again.

use rowan::{GreenNode, GreenToken, NodeOrToken, TextRange};

use crate::{Format, GameLanguage, Parse, SyntaxError, SyntaxKind};

type GreenElement = NodeOrToken<GreenNode, GreenToken>;

/// A position in the sink to which a node can later be opened with [`TreeSink::start_node_at`].
#[derive(Debug, Clone, Copy)]
pub(crate) struct Checkpoint(usize);

/// Collects nodes, tokens and errors while a parser walks its input.
pub(crate) struct TreeSink {
    /// Finished children, waiting for their parent to finish.
    children: Vec<GreenElement>,
    /// Open nodes: their kind and where their first child sits in `children`.
    open: Vec<(SyntaxKind, usize)>,
    tokens: TokenCache,
    subtrees: SubtreeCache,
    /// Subtrees remembered under a number that stands for their kind and text exactly.
    keyed: Vec<Option<GreenNode>>,
    errors: Vec<SyntaxError>,
}

impl TreeSink {
    pub(crate) fn new() -> TreeSink {
        TreeSink {
            children: Vec::with_capacity(256),
            open: Vec::with_capacity(32),
            tokens: TokenCache::new(),
            subtrees: SubtreeCache::new(),
            keyed: Vec::new(),
            errors: Vec::new(),
        }
    }

    pub(crate) fn start_node(&mut self, kind: SyntaxKind) {
        self.open.push((kind, self.children.len()));
    }

    pub(crate) fn finish_node(&mut self) {
        let Some((kind, first)) = self.open.pop() else {
            return;
        };
        let node = GreenNode::new(raw(kind), self.children.drain(first..));
        self.children.push(NodeOrToken::Node(node));
    }

    pub(crate) fn token(&mut self, kind: SyntaxKind, text: &str) {
        let token = self.tokens.get(kind, text);
        self.children.push(NodeOrToken::Token(token));
    }

    /// Adds each byte of `text`, which is ASCII, as a token of `kind` of its own: a run of
    /// one-character tokens (cards) without a lookup per token.
    pub(crate) fn byte_tokens(&mut self, kind: SyntaxKind, text: &str) {
        let table_there = self.tokens.single.get(kind as usize).is_some();
        if !text.is_ascii() || !table_there {
            for (index, c) in text.char_indices() {
                self.token(kind, &text[index..index + c.len_utf8()]);
            }
            return;
        }
        self.children.reserve(text.len());
        let Some(slot) = self.tokens.single.get_mut(kind as usize) else {
            return;
        };
        let table = slot.get_or_insert_with(|| Box::new([const { None }; 128]));
        for (index, &byte) in text.as_bytes().iter().enumerate() {
            let entry = &mut table[usize::from(byte & 0x7f)];
            let token = entry.get_or_insert_with(|| {
                GreenToken::new(raw(kind), text.get(index..index + 1).unwrap_or(""))
            });
            self.children.push(NodeOrToken::Token(token.clone()));
        }
    }

    pub(crate) fn checkpoint(&self) -> Checkpoint {
        Checkpoint(self.children.len())
    }

    /// Opens a node of `kind` around everything added since `checkpoint` (call `finish_node`
    /// later). A checkpoint from before the innermost open node started is moved up to it.
    pub(crate) fn start_node_at(&mut self, checkpoint: Checkpoint, kind: SyntaxKind) {
        let innermost_start = self.open.last().map_or(0, |&(_, first)| first);
        let first = checkpoint.0.clamp(innermost_start, self.children.len());
        self.open.push((kind, first));
    }

    /// Adds a copy of the node of `kind` remembered for exactly `text`, if there is one.
    /// A parser may call this only where the subtree for a text does not depend on anything
    /// around it.
    pub(crate) fn reuse(&mut self, kind: SyntaxKind, text: &str) -> bool {
        match self.subtrees.get(kind, text) {
            Some(node) => {
                self.children.push(NodeOrToken::Node(node));
                true
            }
            None => false,
        }
    }

    /// Adds the node remembered under `key` by [`TreeSink::remember_keyed`], if there is one
    /// and it is of `kind`. Cheaper than [`TreeSink::reuse`] where a parser can number the
    /// texts it meets: the number must identify the subtree's text exactly.
    pub(crate) fn reuse_keyed(&mut self, kind: SyntaxKind, key: usize) -> bool {
        match self.keyed.get(key) {
            Some(Some(node)) if node.kind() == raw(kind) => {
                self.children.push(NodeOrToken::Node(node.clone()));
                true
            }
            _ => false,
        }
    }

    /// Remembers the node finished last under `key` (below [`MAX_KEY`]), as
    /// [`TreeSink::remember`] does under its text.
    pub(crate) fn remember_keyed(&mut self, key: usize, errors_before: usize) {
        if self.errors.len() != errors_before || key >= MAX_KEY {
            return;
        }
        if let Some(NodeOrToken::Node(node)) = self.children.last() {
            if key >= self.keyed.len() {
                self.keyed.resize((key + 1).next_power_of_two(), None);
            }
            if let Some(slot) = self.keyed.get_mut(key) {
                *slot = Some(node.clone());
            }
        }
    }

    /// Moves the errors reported after the first `from` by `by` bytes: a part parsed from a
    /// slice of the text reports its errors at offsets in that slice.
    pub(crate) fn shift_errors(&mut self, from: usize, by: usize) {
        let by = rowan::TextSize::try_from(by).unwrap_or_default();
        if let Some(errors) = self.errors.get_mut(from..) {
            for error in errors {
                error.range += by;
            }
        }
    }

    /// Number of errors reported so far; see [`TreeSink::remember`].
    pub(crate) fn error_count(&self) -> usize {
        self.errors.len()
    }

    /// Remembers the node finished last for [`TreeSink::reuse`] under `text`, its full text,
    /// unless an error was reported since the count was `errors_before` (errors are not
    /// replayed on reuse).
    pub(crate) fn remember(&mut self, text: &str, errors_before: usize) {
        if self.errors.len() != errors_before {
            return;
        }
        if let Some(NodeOrToken::Node(node)) = self.children.last() {
            debug_assert_eq!(usize::from(node.text_len()), text.len());
            self.subtrees.insert(text, node);
        }
    }

    pub(crate) fn error(
        &mut self,
        code: &'static str,
        range: TextRange,
        message: impl Into<String>,
    ) {
        self.errors.push(SyntaxError::new(code, range, message));
    }

    /// Moves the finished children and the errors of `part`, a sink that parsed the text right
    /// after everything in this one, to the end of this sink; see [`crate::parts`].
    pub(crate) fn append(&mut self, mut part: TreeSink) {
        while !part.open.is_empty() {
            part.finish_node();
        }
        self.children.append(&mut part.children);
        self.errors.append(&mut part.errors);
    }

    /// Closes any node a parser left open and returns the tree. The root is the first node the
    /// parser opened; a parser always opens exactly one root.
    pub(crate) fn finish(self, format: Format) -> Parse {
        let (root, errors) = self.finish_green();
        Parse::new(root, errors, format)
    }

    /// [`TreeSink::finish`] for a notation that has no [`Format`] yet: the tree and the errors
    /// in document order.
    pub(crate) fn finish_green(mut self) -> (GreenNode, Vec<SyntaxError>) {
        while !self.open.is_empty() {
            self.finish_node();
        }
        let root = match self.children.len() {
            1 => match self.children.pop() {
                Some(NodeOrToken::Node(node)) => node,
                Some(token) => GreenNode::new(raw(SyntaxKind::ERROR), [token]),
                None => GreenNode::new(raw(SyntaxKind::ERROR), []),
            },
            _ => GreenNode::new(raw(SyntaxKind::ERROR), self.children.drain(..)),
        };
        let mut errors = self.errors;
        errors.sort_by_key(|error| (error.range.start(), error.range.end()));
        (root, errors)
    }
}

fn raw(kind: SyntaxKind) -> rowan::SyntaxKind {
    <GameLanguage as rowan::Language>::kind_to_raw(kind)
}

/// Keys for [`TreeSink::remember_keyed`] stay below this, which bounds the table.
pub(crate) const MAX_KEY: usize = 1 << 16;

/// Short tokens, shared: one-byte tokens in a table by kind and byte, longer ones up to
/// [`MAX_CACHED_LEN`] in a direct-mapped cache where the newest token wins the slot.
struct TokenCache {
    /// Per kind, the one-byte ASCII tokens made so far; a kind's table is made on first use.
    single: Vec<Option<Box<[Option<GreenToken>; 128]>>>,
    slots: Vec<TokenSlot>,
    /// Tokens made for the hashed slots; the cache grows with them.
    made: usize,
}

/// A slot of the hashed token cache. The key identifies the text exactly, so a lookup never
/// reads the token itself.
#[derive(Clone, Default)]
struct TokenSlot {
    key: ShortKey,
    token: Option<GreenToken>,
}

const MIN_TOKEN_SLOTS: usize = 1024;
const MAX_TOKEN_SLOTS: usize = 4096;
/// Tokens longer than this are rarely repeated in these formats; they are made fresh.
const MAX_CACHED_LEN: usize = 16;

impl TokenCache {
    fn new() -> TokenCache {
        TokenCache {
            single: vec![None; SyntaxKind::ALL.len()],
            slots: vec![TokenSlot::default(); MIN_TOKEN_SLOTS],
            made: 0,
        }
    }

    fn get(&mut self, kind: SyntaxKind, text: &str) -> GreenToken {
        let bytes = text.as_bytes();
        if let [byte] = *bytes {
            if let Some(table) = self.single.get_mut(kind as usize) {
                let table = table.get_or_insert_with(|| Box::new([const { None }; 128]));
                if let Some(entry) = table.get_mut(usize::from(byte)) {
                    return entry
                        .get_or_insert_with(|| GreenToken::new(raw(kind), text))
                        .clone();
                }
            }
        }
        if bytes.len() > MAX_CACHED_LEN {
            return GreenToken::new(raw(kind), text);
        }
        let key = ShortKey::new(kind, bytes);
        let index = key.slot(self.slots.len());
        if let Some(TokenSlot {
            key: slot_key,
            token: Some(token),
        }) = self.slots.get(index)
        {
            if *slot_key == key {
                return token.clone();
            }
        }
        let token = GreenToken::new(raw(kind), text);
        self.made += 1;
        if self.made > 2 * self.slots.len() && self.slots.len() < MAX_TOKEN_SLOTS {
            self.grow();
        }
        let index = key.slot(self.slots.len());
        if let Some(slot) = self.slots.get_mut(index) {
            *slot = TokenSlot {
                key,
                token: Some(token.clone()),
            };
        }
        token
    }

    /// Moves the tokens into a table four times as large.
    fn grow(&mut self) {
        let larger = vec![TokenSlot::default(); self.slots.len() * 4];
        let old = std::mem::replace(&mut self.slots, larger);
        for slot in old {
            let index = slot.key.slot(self.slots.len());
            if let Some(new_slot) = self.slots.get_mut(index) {
                *new_slot = slot;
            }
        }
        self.made = 0;
    }
}

/// The kind, length and bytes of a text of at most 16 bytes, packed so that two keys are equal
/// exactly when kind and text are: the two words overlap to cover every byte.
#[derive(Clone, Copy, Default, PartialEq, Eq)]
struct ShortKey {
    head: u64,
    tail: u64,
    kind_and_len: u32,
}

impl ShortKey {
    /// Reads whole words where it can; copying bytes into a buffer and reading it back as a
    /// word stalls the processor on every token.
    fn new(kind: SyntaxKind, bytes: &[u8]) -> ShortKey {
        debug_assert!(bytes.len() <= MAX_CACHED_LEN);
        let len = bytes.len();
        let (head, tail) = if len >= 8 {
            (read_u64(bytes, 0), read_u64(bytes, len - 8))
        } else if len >= 4 {
            (
                u64::from(read_u32(bytes, 0)),
                u64::from(read_u32(bytes, len - 4)),
            )
        } else {
            let byte = |at: usize| bytes.get(at).copied().map_or(0, u64::from);
            (byte(0) | byte(1) << 8 | byte(2) << 16, 0)
        };
        ShortKey {
            head,
            tail,
            kind_and_len: (kind as u32) << 8 | len as u32,
        }
    }

    /// Slot index in a table of `slots` entries (a power of two).
    fn slot(&self, slots: usize) -> usize {
        let mut hash = self.head ^ u64::from(self.kind_and_len) << 40;
        hash = hash.wrapping_mul(0x9e37_79b9_7f4a_7c15);
        hash ^= self.tail;
        hash = hash.wrapping_mul(0xff51_afd7_ed55_8ccd);
        top_bits(hash, slots)
    }
}

/// Direct-mapped cache of whole subtrees, keyed by their kind and text, which each slot keeps
/// a copy of so that a lookup reads nothing else.
struct SubtreeCache {
    slots: Vec<SubtreeSlot>,
    /// Subtrees remembered since the cache last grew.
    inserted: usize,
}

#[derive(Clone)]
struct SubtreeSlot {
    kind: u16,
    len: u8,
    text: [u8; MAX_REMEMBERED_LEN],
    node: Option<GreenNode>,
}

const EMPTY_SUBTREE_SLOT: SubtreeSlot = SubtreeSlot {
    kind: 0,
    len: 0,
    text: [0; MAX_REMEMBERED_LEN],
    node: None,
};

const MIN_SUBTREE_SLOTS: usize = 256;
const MAX_SUBTREE_SLOTS: usize = 16384;
/// Longer texts (deals, long names) seldom repeat; they are not remembered.
pub(crate) const MAX_REMEMBERED_LEN: usize = 64;

impl SubtreeCache {
    fn new() -> SubtreeCache {
        SubtreeCache {
            slots: vec![EMPTY_SUBTREE_SLOT; MIN_SUBTREE_SLOTS],
            inserted: 0,
        }
    }

    fn get(&self, kind: SyntaxKind, text: &str) -> Option<GreenNode> {
        if text.len() > MAX_REMEMBERED_LEN {
            return None;
        }
        let slot = self
            .slots
            .get(subtree_slot_of(kind, text.as_bytes(), self.slots.len()))?;
        let same = usize::from(slot.len) == text.len()
            && slot.kind == kind as u16
            && slot.text.get(..text.len()) == Some(text.as_bytes());
        if same {
            slot.node.clone()
        } else {
            None
        }
    }

    fn insert(&mut self, text: &str, node: &GreenNode) {
        if text.len() > MAX_REMEMBERED_LEN {
            return;
        }
        self.inserted += 1;
        if self.inserted > self.slots.len() / 2 && self.slots.len() < MAX_SUBTREE_SLOTS {
            self.grow();
        }
        let kind = SyntaxKind::of_raw(node.kind());
        let index = subtree_slot_of(kind, text.as_bytes(), self.slots.len());
        if let Some(slot) = self.slots.get_mut(index) {
            slot.kind = kind as u16;
            slot.len = text.len() as u8;
            if let Some(prefix) = slot.text.get_mut(..text.len()) {
                prefix.copy_from_slice(text.as_bytes());
            }
            slot.node = Some(node.clone());
        }
    }
}

impl SubtreeCache {
    /// Moves the subtrees into a table four times as large.
    fn grow(&mut self) {
        let larger = vec![EMPTY_SUBTREE_SLOT; self.slots.len() * 4];
        let old = std::mem::replace(&mut self.slots, larger);
        for slot in old {
            let Some(kind) = SyntaxKind::from_raw(slot.kind) else {
                continue;
            };
            let Some(text) = slot.text.get(..usize::from(slot.len)) else {
                continue;
            };
            let index = subtree_slot_of(kind, text, self.slots.len());
            if let Some(new_slot) = self.slots.get_mut(index) {
                *new_slot = slot;
            }
        }
        self.inserted = 0;
    }
}

/// Slot of a text of any length in a table of `slots` entries (a power of two): hashes it
/// eight bytes at a time.
fn subtree_slot_of(kind: SyntaxKind, bytes: &[u8], slots: usize) -> usize {
    let mix =
        |hash: u64, word: u64| (hash.rotate_left(5) ^ word).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    let mut hash = (kind as u64) << 32 ^ bytes.len() as u64;
    if bytes.len() < 8 {
        let key = ShortKey::new(kind, bytes);
        hash = mix(mix(hash, key.head), key.tail);
    } else {
        for chunk in bytes.chunks_exact(8) {
            hash = mix(hash, read_u64(chunk, 0));
        }
        hash = mix(hash, read_u64(bytes, bytes.len() - 8));
    }
    hash = (hash ^ hash >> 29).wrapping_mul(0xff51_afd7_ed55_8ccd);
    top_bits(hash, slots)
}

/// Index into a table of `slots` entries (a power of two) from the top bits of `hash`, which
/// the multiplications above mix best.
fn top_bits(hash: u64, slots: usize) -> usize {
    (hash >> (64 - slots.trailing_zeros()).min(63)) as usize & (slots - 1)
}

fn read_u64(bytes: &[u8], at: usize) -> u64 {
    let mut word = [0; 8];
    if let Some(chunk) = bytes.get(at..at + 8) {
        word.copy_from_slice(chunk);
    }
    u64::from_le_bytes(word)
}

fn read_u32(bytes: &[u8], at: usize) -> u32 {
    let mut word = [0; 4];
    if let Some(chunk) = bytes.get(at..at + 4) {
        word.copy_from_slice(chunk);
    }
    u32::from_le_bytes(word)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::SyntaxNode;

    #[test]
    fn builds_nested_nodes_and_wraps_at_checkpoints() {
        let mut sink = TreeSink::new();
        sink.start_node(SyntaxKind::PBN_FILE);
        let checkpoint = sink.checkpoint();
        sink.token(SyntaxKind::WHITESPACE, " ");
        sink.token(SyntaxKind::ERROR, "x");
        sink.start_node_at(checkpoint, SyntaxKind::ERROR);
        sink.finish_node();
        sink.token(SyntaxKind::NEWLINE, "\n");
        sink.finish_node();
        let parse = sink.finish(Format::Pbn);
        let root = SyntaxNode::new_root(parse.green().clone());
        assert_eq!(root.kind(), SyntaxKind::PBN_FILE);
        assert_eq!(root.text().to_string(), " x\n");
        let inner = root
            .first_child()
            .map(|node| (node.kind(), node.text().to_string()));
        assert_eq!(inner, Some((SyntaxKind::ERROR, " x".to_string())));
    }

    #[test]
    fn repeated_short_tokens_are_shared_and_long_ones_kept_whole() {
        let mut cache = TokenCache::new();
        let first = cache.get(SyntaxKind::WHITESPACE, "  ");
        let second = cache.get(SyntaxKind::WHITESPACE, "  ");
        assert!(std::ptr::eq(&*first, &*second));
        let other_kind = cache.get(SyntaxKind::ERROR, "  ");
        assert_eq!(other_kind.kind(), raw(SyntaxKind::ERROR));
        let long = "a text much longer than sixteen bytes";
        assert_eq!(cache.get(SyntaxKind::ERROR, long).text(), long);
        let one = cache.get(SyntaxKind::RBN_CARD, "A");
        assert!(std::ptr::eq(&*one, &*cache.get(SyntaxKind::RBN_CARD, "A")));
        assert_eq!(
            cache.get(SyntaxKind::RBN_SEAT, "A").kind(),
            raw(SyntaxKind::RBN_SEAT)
        );
        assert_eq!(cache.get(SyntaxKind::RBN_CARD, "é").text(), "é");
        for text in [
            "ab",
            "abc",
            "abcd",
            "abcde",
            "abcdefgh",
            "abcdefghi",
            "abcdefghijklmnop",
        ] {
            let token = cache.get(SyntaxKind::RBN_TEXT, text);
            assert_eq!(token.text(), text);
            assert!(std::ptr::eq(
                &*token,
                &*cache.get(SyntaxKind::RBN_TEXT, text)
            ));
        }
        assert_eq!(cache.get(SyntaxKind::RBN_TEXT, "abce").text(), "abce");
        assert_eq!(cache.get(SyntaxKind::RBN_TEXT, "").text(), "");
    }

    #[test]
    fn unclosed_nodes_are_closed_and_a_stray_finish_is_ignored() {
        let mut sink = TreeSink::new();
        sink.finish_node();
        sink.start_node(SyntaxKind::SGF_FILE);
        sink.token(SyntaxKind::ERROR, "(");
        let parse = sink.finish(Format::Sgf);
        assert_eq!(parse.syntax().kind(), SyntaxKind::SGF_FILE);
        assert_eq!(parse.syntax().text().to_string(), "(");
    }

    #[test]
    fn remembered_subtrees_are_reused_only_for_the_same_kind_and_text() {
        let mut sink = TreeSink::new();
        sink.start_node(SyntaxKind::RBN_FILE);
        assert!(!sink.reuse(SyntaxKind::PIN_SUIT, "AK"));
        let errors_before = sink.error_count();
        sink.start_node(SyntaxKind::PIN_SUIT);
        sink.token(SyntaxKind::RBN_CARD, "A");
        sink.token(SyntaxKind::RBN_CARD, "K");
        sink.finish_node();
        sink.remember("AK", errors_before);
        assert!(!sink.reuse(SyntaxKind::PIN_TAG, "AK"));
        assert!(!sink.reuse(SyntaxKind::PIN_SUIT, "AQ"));
        assert!(sink.reuse(SyntaxKind::PIN_SUIT, "AK"));
        let parse = sink.finish(Format::Rbn);
        let suits: Vec<String> = parse
            .syntax()
            .children()
            .map(|n| n.text().to_string())
            .collect();
        assert_eq!(suits, ["AK", "AK"]);
    }

    #[test]
    fn short_texts_that_begin_alike_are_all_remembered() {
        // Bids such as `P,P,P` and `P,P,2` share their first four bytes; each keeps a slot.
        let texts = ["P,P,P", "P,P,2", "P,P,3", "P,P,M3", "P,P,G"];
        let mut sink = TreeSink::new();
        sink.start_node(SyntaxKind::PREF_GAME_SECTION);
        for text in texts {
            let errors_before = sink.error_count();
            sink.start_node(SyntaxKind::PREF_BIDS);
            sink.token(SyntaxKind::PREF_BID, text);
            sink.finish_node();
            sink.remember(text, errors_before);
        }
        for text in texts {
            assert!(
                sink.reuse(SyntaxKind::PREF_BIDS, text),
                "{text} was forgotten"
            );
        }
    }

    #[test]
    fn keyed_subtrees_are_reused_only_for_their_kind_and_key() {
        let mut sink = TreeSink::new();
        sink.start_node(SyntaxKind::RBN_FILE);
        assert!(!sink.reuse_keyed(SyntaxKind::PIN_SUIT, 3));
        let errors_before = sink.error_count();
        sink.start_node(SyntaxKind::PIN_SUIT);
        sink.token(SyntaxKind::RBN_CARD, "3");
        sink.token(SyntaxKind::RBN_CARD, "2");
        sink.finish_node();
        sink.remember_keyed(3, errors_before);
        sink.remember_keyed(MAX_KEY, errors_before);
        assert!(!sink.reuse_keyed(SyntaxKind::PIN_TAG, 3));
        assert!(!sink.reuse_keyed(SyntaxKind::PIN_SUIT, 2));
        assert!(!sink.reuse_keyed(SyntaxKind::PIN_SUIT, MAX_KEY));
        assert!(sink.reuse_keyed(SyntaxKind::PIN_SUIT, 3));
        let parse = sink.finish(Format::Rbn);
        assert_eq!(parse.syntax().text().to_string(), "3232");
    }

    #[test]
    fn caches_keep_working_as_they_grow() {
        let mut sink = TreeSink::new();
        sink.start_node(SyntaxKind::RBN_FILE);
        let mut expected = String::new();
        for round in 0..2 {
            for number in 0..20_000 {
                let text = format!("{number}");
                if round == 0 || !sink.reuse(SyntaxKind::RBN_FIELD, &text) {
                    let errors_before = sink.error_count();
                    sink.start_node(SyntaxKind::RBN_FIELD);
                    sink.token(SyntaxKind::RBN_TEXT, &text);
                    sink.finish_node();
                    sink.remember(&text, errors_before);
                }
                expected.push_str(&text);
            }
        }
        let parse = sink.finish(Format::Rbn);
        assert_eq!(parse.syntax().text().to_string(), expected);
        let fields = parse.syntax().children();
        assert!(fields.zip(0..).all(|(field, index)| {
            field.kind() == SyntaxKind::RBN_FIELD
                && field.text() == format!("{}", index % 20_000).as_str()
        }));
    }

    #[test]
    fn subtrees_built_with_errors_are_not_remembered() {
        let mut sink = TreeSink::new();
        sink.start_node(SyntaxKind::RBN_FILE);
        let errors_before = sink.error_count();
        sink.start_node(SyntaxKind::PIN_SUIT);
        sink.token(SyntaxKind::ERROR, "Z");
        sink.error(
            "rbn/bad-card",
            TextRange::default(),
            "expected a card, found `Z`",
        );
        sink.finish_node();
        sink.remember("Z", errors_before);
        assert!(!sink.reuse(SyntaxKind::PIN_SUIT, "Z"));
    }

    #[test]
    fn repeated_mistakes_are_reported_every_time() {
        let pbn = "[Event \"A\"]\n[Result \"x9\"]\n\n[Event \"A\"]\n[Result \"x9\"]\n";
        let parse = crate::parse(Format::Pbn, pbn);
        let bad_results = parse.errors().iter().filter(|e| e.code == "pbn/bad-result");
        assert_eq!(bad_results.count(), 2);
        let rbn = "C 9Z:N\nA NZ:1S7P\n\nC 9Z:N\nA NZ:1S7P\n";
        let parse = crate::parse(Format::Rbn, rbn);
        let codes: Vec<&str> = parse.errors().iter().map(|e| e.code).collect();
        assert_eq!(codes.len(), 4, "{codes:?}");
        assert_eq!(parse.syntax().text().to_string(), rbn);
        let rbx = "C{9Z:N}A{NZ:1S7P}R{6}\nC{9Z:N}A{NZ:1S7P}R{6}\nR{6}R{6}\n";
        let parse = crate::parse(Format::Rbx, rbx);
        let codes: Vec<&str> = parse.errors().iter().map(|e| e.code).collect();
        assert_eq!(codes.len(), 4, "{codes:?}");
        assert_eq!(parse.syntax().text().to_string(), rbx);
        let results = parse
            .syntax()
            .descendants()
            .filter(|node| node.kind() == SyntaxKind::RBN_RESULT_LABEL);
        assert!(results.map(|node| node.text().to_string()).eq(["R{6}"; 4]));
    }
}
