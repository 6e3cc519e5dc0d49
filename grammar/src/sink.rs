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
    errors: Vec<SyntaxError>,
}

impl TreeSink {
    pub(crate) fn new() -> TreeSink {
        TreeSink {
            children: Vec::with_capacity(256),
            open: Vec::with_capacity(32),
            tokens: TokenCache::new(),
            subtrees: SubtreeCache::new(),
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

    /// Closes any node a parser left open and returns the tree. The root is the first node the
    /// parser opened; a parser always opens exactly one root.
    pub(crate) fn finish(mut self, format: Format) -> Parse {
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
        Parse::new(root, errors, format)
    }
}

fn raw(kind: SyntaxKind) -> rowan::SyntaxKind {
    <GameLanguage as rowan::Language>::kind_to_raw(kind)
}

/// Direct-mapped cache of short tokens: one slot per hash, the newest token wins the slot.
struct TokenCache {
    slots: Vec<Option<GreenToken>>,
}

const CACHE_SLOTS: usize = 4096;
/// Tokens longer than this are rarely repeated in these formats; they are made fresh.
const MAX_CACHED_LEN: usize = 16;

impl TokenCache {
    fn new() -> TokenCache {
        TokenCache {
            slots: vec![None; CACHE_SLOTS],
        }
    }

    fn get(&mut self, kind: SyntaxKind, text: &str) -> GreenToken {
        if text.len() > MAX_CACHED_LEN {
            return GreenToken::new(raw(kind), text);
        }
        let slot = &mut self.slots[slot_of(kind, text)];
        match slot {
            Some(token) if token.kind() == raw(kind) && token.text() == text => token.clone(),
            _ => {
                let token = GreenToken::new(raw(kind), text);
                *slot = Some(token.clone());
                token
            }
        }
    }
}

/// Direct-mapped cache of whole subtrees, keyed by their kind and text.
struct SubtreeCache {
    slots: Vec<Option<(Box<str>, GreenNode)>>,
}

const SUBTREE_SLOTS: usize = 4096;
/// Longer texts (deals, long names) seldom repeat; they are not remembered.
pub(crate) const MAX_REMEMBERED_LEN: usize = 64;

impl SubtreeCache {
    fn new() -> SubtreeCache {
        SubtreeCache {
            slots: vec![None; SUBTREE_SLOTS],
        }
    }

    fn get(&self, kind: SyntaxKind, text: &str) -> Option<GreenNode> {
        if text.len() > MAX_REMEMBERED_LEN {
            return None;
        }
        match &self.slots[subtree_slot_of(kind, text)] {
            Some((key, node)) if node.kind() == raw(kind) && **key == *text => Some(node.clone()),
            _ => None,
        }
    }

    fn insert(&mut self, text: &str, node: &GreenNode) {
        if text.len() > MAX_REMEMBERED_LEN {
            return;
        }
        let kind = <GameLanguage as rowan::Language>::kind_from_raw(node.kind());
        self.slots[subtree_slot_of(kind, text)] = Some((text.into(), node.clone()));
    }
}

/// Slot of a text of any length: hashes it eight bytes at a time.
fn subtree_slot_of(kind: SyntaxKind, text: &str) -> usize {
    let bytes = text.as_bytes();
    let mix =
        |hash: u64, word: u64| (hash.rotate_left(5) ^ word).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    let mut hash = (kind as u64) << 32 ^ bytes.len() as u64;
    if bytes.len() < 8 {
        hash = mix(hash, slot_of(kind, text) as u64);
    } else {
        for chunk in bytes.chunks_exact(8) {
            hash = mix(hash, read_u64(chunk, 0));
        }
        hash = mix(hash, read_u64(bytes, bytes.len() - 8));
    }
    hash = (hash ^ hash >> 29).wrapping_mul(0xff51_afd7_ed55_8ccd);
    (hash >> 52) as usize & (SUBTREE_SLOTS - 1)
}

/// Hash of a short token into a slot index: mixes the kind, the length and the bytes.
/// Reads whole words where it can; copying bytes into a buffer and reading it back as a word
/// stalls the processor on every token.
fn slot_of(kind: SyntaxKind, text: &str) -> usize {
    let bytes = text.as_bytes();
    let len = bytes.len();
    let (head, tail) = if len >= 8 {
        (read_u64(bytes, 0), read_u64(bytes, len - 8))
    } else if len >= 4 {
        (
            u64::from(read_u32(bytes, 0)),
            u64::from(read_u32(bytes, len - 4)),
        )
    } else if len > 0 {
        let first = u64::from(bytes[0]);
        let middle = u64::from(bytes[len / 2]);
        let last = u64::from(bytes[len - 1]);
        (first | middle << 8 | last << 16, 0)
    } else {
        (0, 0)
    };
    let mut hash = head ^ (kind as u64) << 48 ^ (len as u64) << 40;
    hash = hash.wrapping_mul(0x9e37_79b9_7f4a_7c15);
    hash ^= tail;
    hash = hash.wrapping_mul(0xff51_afd7_ed55_8ccd);
    (hash >> 52) as usize & (CACHE_SLOTS - 1)
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
        assert!(!sink.reuse(SyntaxKind::RBN_SUIT, "AK"));
        let errors_before = sink.error_count();
        sink.start_node(SyntaxKind::RBN_SUIT);
        sink.token(SyntaxKind::RBN_CARD, "A");
        sink.token(SyntaxKind::RBN_CARD, "K");
        sink.finish_node();
        sink.remember("AK", errors_before);
        assert!(!sink.reuse(SyntaxKind::RBN_HAND, "AK"));
        assert!(!sink.reuse(SyntaxKind::RBN_SUIT, "AQ"));
        assert!(sink.reuse(SyntaxKind::RBN_SUIT, "AK"));
        let parse = sink.finish(Format::Rbn);
        let suits: Vec<String> = parse
            .syntax()
            .children()
            .map(|n| n.text().to_string())
            .collect();
        assert_eq!(suits, ["AK", "AK"]);
    }

    #[test]
    fn subtrees_built_with_errors_are_not_remembered() {
        let mut sink = TreeSink::new();
        sink.start_node(SyntaxKind::RBN_FILE);
        let errors_before = sink.error_count();
        sink.start_node(SyntaxKind::RBN_SUIT);
        sink.token(SyntaxKind::ERROR, "Z");
        sink.error(
            "rbn/bad-card",
            TextRange::default(),
            "expected a card, found `Z`",
        );
        sink.finish_node();
        sink.remember("Z", errors_before);
        assert!(!sink.reuse(SyntaxKind::RBN_SUIT, "Z"));
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
    }
}
