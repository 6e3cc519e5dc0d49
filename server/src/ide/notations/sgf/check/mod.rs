//! SGF checks, game tree by game tree. Game trees are independent of one another, so they
//! start with no context; within a tree, the root node's `FF` and `GM` decide which rules apply.

mod codes;
mod game_info;
mod go;
mod node;
mod points;
mod property;
mod value;
mod variations;

pub use codes::ALL as CODES;

use crate::ide::check::Findings;
use crate::ide::check::{FormatChecks, RecordMemo};
use crate::ide::green::sgf::properties;
use crate::ide::green::Node;
use crate::ide::{Diagnostic, Severity};
use gamerec_grammar::{SyntaxKind, SyntaxNode, TextRange, TextSize};
use variations::TreeMemo;

pub(crate) struct Checks;

/// What a game tree needs to know of those before it: the first tree's version and game, and
/// whether a tree that differs from it was reported already (once per file is enough).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(crate) struct Context {
    first: Option<(u8, u8)>,
    versions_reported: bool,
    games_reported: bool,
}

impl FormatChecks for Checks {
    type Context = Context;

    fn is_record(kind: SyntaxKind) -> bool {
        kind == SyntaxKind::SGF_GAME_TREE
    }

    fn first_context(_root: &SyntaxNode, _rules: &crate::ide::rules::Rules) -> Context {
        Context::default()
    }

    fn check_record(tree: &SyntaxNode, context: &Context, out: &mut Findings) -> Context {
        check_tree(tree, *context, &mut TreeMemo::default(), out)
    }

    /// A large game tree keeps what each of its variations gave, so that an edit checks again
    /// only the variations it touched.
    fn check_record_kept(
        tree: &SyntaxNode,
        context: &Context,
        memo: &mut RecordMemo,
        out: &mut Findings,
    ) -> Context {
        if usize::from(tree.text_range().len()) < KEEP_TREE_BYTES {
            memo.clear();
            return Self::check_record(tree, context, out);
        }
        check_tree(tree, *context, memo.kept(), out)
    }

    fn next_context(tree: &SyntaxNode, context: &Context) -> Context {
        let tree = Node::of(tree);
        let root = tree.child(SyntaxKind::SGF_NODE);
        // The diagnostics are those `check_record` reports; only the context is wanted here.
        mixed_collection(
            tree,
            root,
            TreeInfo::of(root),
            *context,
            &mut Findings::new(),
        )
    }

    fn check_file(root: &SyntaxNode, out: &mut Findings) {
        data_before_first_tree(root, out);
    }
}

/// What the root node says about the whole game tree.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct TreeInfo {
    /// The file format, `FF`; 1 when the root does not say.
    pub ff: u8,
    /// Whether the root gives `FF`.
    pub ff_declared: bool,
    /// The game, `GM`; 1 (Go) when the root does not say.
    pub gm: u8,
    /// Columns and rows of a Go board; `None` in other games or when `SZ` is unreadable.
    pub board: Option<(u8, u8)>,
}

/// The first value of the root property `id` (its raw text and range), when there is one.
/// The range of the root property `id`, identifier and values.
fn root_property(root: Option<Node<'_>>, id: &str) -> Option<TextRange> {
    properties(root?)
        .find(|property| property.ident().is_some_and(|ident| ident.text == id))
        .map(|property| property.0.range())
}

fn root_value(root: Option<Node<'_>>, id: &str) -> Option<(String, TextRange)> {
    let property = properties(root?)
        .find(|property| property.ident().is_some_and(|ident| ident.text == id))?;
    let value = property.values().next()?;
    Some((value.raw_text(), value.range()))
}

impl TreeInfo {
    fn of(root: Option<Node<'_>>) -> TreeInfo {
        let number = |id: &str, default: u8| {
            root_value(root, id)
                .and_then(|(text, _)| text.trim().parse::<u8>().ok())
                .unwrap_or(default)
        };
        let gm = number("GM", 1);
        let size = root_value(root, "SZ");
        TreeInfo {
            ff: number("FF", 1),
            ff_declared: root_value(root, "FF").is_some(),
            gm,
            board: if gm == 1 {
                points::board_size(size.as_ref().map(|(text, _)| text.as_str()))
            } else {
                None
            },
        }
    }

    pub fn is_go(self) -> bool {
        self.gm == 1
    }
}

/// Text before the first game tree is a header that readers skip; when it holds something like
/// a property value (`[aa]`), SGF data was probably cut off from its game tree.
fn data_before_first_tree(root: &SyntaxNode, out: &mut Findings) {
    let Some(header) = root
        .first_token()
        .filter(|token| token.kind() == SyntaxKind::SGF_JUNK)
    else {
        return;
    };
    let text = header.text();
    // A value after an identifier or after another value: `B[aa]`, `[aa][bb]`.
    let bytes = text.as_bytes();
    let Some(open) = (1..bytes.len()).find(|&at| {
        bytes[at] == b'[' && (bytes[at - 1].is_ascii_uppercase() || bytes[at - 1] == b']')
    }) else {
        return;
    };
    let Some(close) = text[open..].find(']') else {
        return;
    };
    // Back over the identifier or the values before it.
    let mut first = open;
    while first > 0 && matches!(bytes[first - 1], b'A'..=b'Z' | b'a'..=b'z' | b'[' | b']') {
        first -= 1;
    }
    let start = header.text_range().start() + TextSize::try_from(first).unwrap_or_default();
    let len = TextSize::try_from(open + close + 1 - first).unwrap_or_default();
    out.push(Diagnostic::warning(
        codes::DATA_BEFORE_TREE,
        TextRange::at(start, len),
        "this looks like SGF data, but it stands before the first game tree, where readers skip it as a header; put it inside a node, after `(;`",
    ));
}

/// Game trees of different versions or games in one file, which many programs cannot read
/// together: each reported once, at the first tree that differs from the first one.
fn mixed_collection(
    tree: Node<'_>,
    root: Option<Node<'_>>,
    info: TreeInfo,
    context: Context,
    out: &mut Findings,
) -> Context {
    let Some((first_ff, first_gm)) = context.first else {
        return Context {
            first: Some((info.ff, info.gm)),
            ..context
        };
    };
    let mut next = context;
    let place = |id: &str| {
        root_property(root, id).unwrap_or_else(|| TextRange::at(tree.range().start(), 1.into()))
    };
    if info.ff != first_ff && !context.versions_reported {
        next.versions_reported = true;
        out.push(Diagnostic::warning(
            codes::MIXED_VERSIONS,
            place("FF"),
            format!("this game tree is FF[{}] but the first one is FF[{first_ff}]; many programs expect one version per file", info.ff),
        ));
    }
    if info.gm != first_gm && !context.games_reported {
        next.games_reported = true;
        out.push(Diagnostic::warning(
            codes::MIXED_GAMES,
            place("GM"),
            format!("this game tree is GM[{}] but the first one is GM[{first_gm}]; many programs expect one game per file", info.gm),
        ));
    }
    next
}

fn check_tree(
    tree: &SyntaxNode,
    context: Context,
    memo: &mut TreeMemo,
    out: &mut Findings,
) -> Context {
    let fork_from = (crate::ide::check::cores() > 1).then_some(FORK_BYTES);
    check_tree_on(tree, context, fork_from, memo, out)
}

/// Checks `tree`, reusing and keeping what its variations gave in `memo`; with `fork_from`,
/// the variations below a branching of at least that many bytes to check on two threads.
fn check_tree_on(
    tree: &SyntaxNode,
    context: Context,
    fork_from: Option<usize>,
    memo: &mut TreeMemo,
    out: &mut Findings,
) -> Context {
    let tree = Node::of(tree);
    let root = tree.child(SyntaxKind::SGF_NODE);
    let info = TreeInfo::of(root);
    if info.is_go() {
        let size = root_value(root, "SZ");
        points::check_size(
            size.as_ref().map(|(text, range)| (text.as_str(), *range)),
            info,
            out,
        );
    } else if let Some(range) = root_property(root, "GM") {
        out.push(Diagnostic::new(
            codes::NOT_GO,
            Severity::Info,
            range,
            format!("GM[{}] is not Go: gamerec checks the SGF rules of this game tree, but not its moves and positions", info.gm),
        ));
    }
    variations::check(tree, info, fork_from, memo, out);
    mixed_collection(tree, root, info, context, out)
}

/// Game trees at least this long keep what their variations gave between checks.
const KEEP_TREE_BYTES: usize = 64 * 1024;

/// Variations to check of at least this many bytes, branching from one node, are checked on
/// two threads.
const FORK_BYTES: usize = 256 * 1024;

#[cfg(test)]
mod tests;
