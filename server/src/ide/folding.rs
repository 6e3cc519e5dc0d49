//! Folding: the regions of a document a person collapses. Records and games, free text and
//! comment blocks, PBN auction, play and table sections, RBN item lists, SGF game trees and
//! variations, long node sequences and long comments. Protocol-free: each fold is a byte range
//! whose first and last lines are the fold's; a range that lies on one line folds nothing, and
//! the language server leaves it out when it turns ranges into lines.

use gamerec_grammar::sgf::{GameTree, TreeEvent};
use gamerec_grammar::SyntaxKind::*;
use gamerec_grammar::{ast::AstNode, Format, NodeOrToken, Parse, SyntaxNode, SyntaxToken};
use gamerec_grammar::{TextRange, TextSize};

/// How many nodes an SGF sequence needs before it folds on its own.
pub const LONG_SEQUENCE: usize = 8;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FoldKind {
    /// Comments, free text and commentary.
    Comment,
    /// Records, games, sections, tables, variations and sequences.
    Region,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Fold {
    pub range: TextRange,
    pub kind: FoldKind,
}

/// A fold as lines: the first line stays visible, the lines after it up to `end_line` fold.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LineFold {
    pub start_line: u32,
    pub end_line: u32,
    pub kind: FoldKind,
}

/// `folds` as lines, with `line_of` giving the line of an offset: folds on one line are left
/// out, and of the folds that start on the same line only the first (the outermost) is kept,
/// since an editor can fold a line only one way.
pub fn fold_lines(folds: &[Fold], line_of: impl Fn(TextSize) -> u32) -> Vec<LineFold> {
    let mut lines: Vec<LineFold> = Vec::new();
    for fold in folds {
        let start_line = line_of(fold.range.start());
        let end_line = line_of(fold.range.end());
        if end_line <= start_line
            || lines
                .last()
                .is_some_and(|last| last.start_line == start_line)
        {
            continue;
        }
        lines.push(LineFold {
            start_line,
            end_line,
            kind: fold.kind,
        });
    }
    lines
}

/// The folds of the document, in document order of their starts (outer before inner).
pub fn folding_ranges(parse: &Parse) -> Vec<Fold> {
    let root = parse.syntax();
    let mut folds = Vec::new();
    match parse.format() {
        Format::Rbn | Format::Rbx => rbn(&root, &mut folds),
        Format::Pbn => pbn(&root, &mut folds),
        Format::Sgf => sgf(&root, &mut folds),
    }
    folds.sort_by_key(|fold| (fold.range.start(), std::cmp::Reverse(fold.range.end())));
    // A record of nothing but comments folds as a comment.
    folds.dedup_by(|later, earlier| {
        let same = later.range == earlier.range;
        if same && later.kind == FoldKind::Comment {
            earlier.kind = FoldKind::Comment;
        }
        same
    });
    folds
}

fn push(folds: &mut Vec<Fold>, range: TextRange, kind: FoldKind) {
    if !range.is_empty() {
        folds.push(Fold { range, kind });
    }
}

/// The range of `node` without the blanks and line ends it ends with.
fn trimmed(node: &SyntaxNode) -> TextRange {
    let range = node.text_range();
    let mut end = range.end();
    let mut token = node.last_token();
    // A node ends with at most a few blanks; stop at the first token that is not one.
    while let Some(last) = token.filter(|last| {
        matches!(last.kind(), NEWLINE | WHITESPACE) && last.text_range().start() >= range.start()
    }) {
        end = last.text_range().start();
        token = last.prev_token();
    }
    TextRange::new(range.start(), end)
}

/// Runs of `%` lines in RBN records (and between RBX groups).
#[derive(Default)]
struct Run {
    range: Option<TextRange>,
    lines: usize,
}

impl Run {
    fn add(&mut self, range: TextRange) {
        self.range = Some(self.range.map_or(range, |run| run.cover(range)));
        self.lines += 1;
    }

    fn end(&mut self, folds: &mut Vec<Fold>) {
        if let Some(range) = self.range.take() {
            if self.lines > 1 {
                push(folds, range, FoldKind::Comment);
            }
        }
        self.lines = 0;
    }
}

fn rbn(root: &SyntaxNode, folds: &mut Vec<Fold>) {
    for record in root.children().filter(|node| node.kind() == RBN_RECORD) {
        push(folds, trimmed(&record), FoldKind::Region);
        let mut comments = Run::default();
        for element in record.children_with_tokens() {
            let kind = element.kind();
            match element {
                NodeOrToken::Node(node) => match kind {
                    RBN_COMMENT => comments.add(node.text_range()),
                    RBN_FREE_TEXT => {
                        comments.end(folds);
                        push(folds, trimmed(&node), FoldKind::Comment);
                    }
                    RBN_ITEMS_LABEL => {
                        comments.end(folds);
                        push(folds, trimmed(&node), FoldKind::Region);
                    }
                    _ => comments.end(folds),
                },
                NodeOrToken::Token(_) if matches!(kind, NEWLINE | WHITESPACE) => {}
                NodeOrToken::Token(_) => comments.end(folds),
            }
        }
        comments.end(folds);
    }
}

fn pbn(root: &SyntaxNode, folds: &mut Vec<Fold>) {
    let mut directives = Run::default();
    for element in root.children_with_tokens() {
        match element {
            NodeOrToken::Node(node) if node.kind() == PBN_DIRECTIVE => {
                directives.add(node.text_range());
            }
            NodeOrToken::Node(node) => {
                directives.end(folds);
                if node.kind() == PBN_GAME {
                    push(folds, trimmed(&node), FoldKind::Region);
                    pbn_game(&node, folds);
                }
            }
            NodeOrToken::Token(token) if matches!(token.kind(), NEWLINE | WHITESPACE) => {}
            NodeOrToken::Token(_) => directives.end(folds),
        }
    }
    directives.end(folds);
}

/// The sections, tables and comments of a game, and runs of `;` comment lines.
fn pbn_game(game: &SyntaxNode, folds: &mut Vec<Fold>) {
    let mut line_comments = Run::default();
    let mut visit = |token: &SyntaxToken, folds: &mut Vec<Fold>| match token.kind() {
        PBN_COMMENT if token.text().starts_with('{') => {
            line_comments.end(folds);
            push(folds, token.text_range(), FoldKind::Comment);
        }
        PBN_COMMENT => line_comments.add(token.text_range()),
        NEWLINE | WHITESPACE => {}
        _ => line_comments.end(folds),
    };
    for element in game.children_with_tokens() {
        match element {
            NodeOrToken::Node(node) => {
                if matches!(node.kind(), PBN_AUCTION | PBN_PLAY | PBN_TABLE) {
                    push(folds, trimmed(&node), FoldKind::Region);
                    for token in node
                        .children_with_tokens()
                        .filter_map(NodeOrToken::into_token)
                    {
                        visit(&token, folds);
                    }
                } else {
                    // A tag or directive between comments ends a run of them.
                    if let Some(token) = node.first_token() {
                        visit(&token, folds);
                    }
                }
            }
            NodeOrToken::Token(token) => visit(&token, folds),
        }
    }
    line_comments.end(folds);
}

/// One open game tree during the walk: where it opened and its own sequence so far.
struct OpenTree {
    start: TextSize,
    /// The nodes of the sequence after its first, which stays in view.
    sequence: Option<TextRange>,
    nodes: usize,
    /// Whether a variation opened after the sequence (the sequence is then complete).
    sequence_done: bool,
}

fn sgf(root: &SyntaxNode, folds: &mut Vec<Fold>) {
    for tree in root.children().filter_map(GameTree::cast) {
        let mut open: Vec<OpenTree> = Vec::new();
        let end_sequence = |tree: &mut OpenTree, folds: &mut Vec<Fold>| {
            if !tree.sequence_done && tree.nodes >= LONG_SEQUENCE {
                if let Some(range) = tree.sequence {
                    push(folds, range, FoldKind::Region);
                }
            }
            tree.sequence_done = true;
        };
        for event in tree.walk() {
            match event {
                TreeEvent::Open(paren) => {
                    if let Some(parent) = open.last_mut() {
                        end_sequence(parent, folds);
                    }
                    open.push(OpenTree {
                        start: paren.text_range().start(),
                        sequence: None,
                        nodes: 0,
                        sequence_done: false,
                    });
                }
                TreeEvent::Node(node) => {
                    let range = trimmed(node.syntax());
                    comment_values(node.syntax(), folds);
                    if let Some(tree) = open.last_mut().filter(|tree| !tree.sequence_done) {
                        if tree.nodes > 0 {
                            tree.sequence =
                                Some(tree.sequence.map_or(range, |seq| seq.cover(range)));
                        }
                        tree.nodes += 1;
                    }
                }
                TreeEvent::Close(paren) => {
                    if let Some(mut tree) = open.pop() {
                        end_sequence(&mut tree, folds);
                        let end = paren.text_range().end();
                        push(
                            folds,
                            TextRange::new(tree.start, end.max(tree.start)),
                            FoldKind::Region,
                        );
                    }
                }
            }
        }
        // Trees the text ends inside of close at the end of the game tree.
        let end = trimmed(tree.syntax()).end();
        while let Some(mut tree) = open.pop() {
            end_sequence(&mut tree, folds);
            push(
                folds,
                TextRange::new(tree.start, end.max(tree.start)),
                FoldKind::Region,
            );
        }
    }
}

/// The values of a node's comment properties (`C`, `GC`), which may run over many lines.
fn comment_values(node: &SyntaxNode, folds: &mut Vec<Fold>) {
    for property in node.children().filter(|child| child.kind() == SGF_PROPERTY) {
        let is_comment = property
            .children_with_tokens()
            .filter_map(NodeOrToken::into_token)
            .find(|token| token.kind() == SGF_PROP_IDENT)
            .is_some_and(|ident| {
                let upper: String = ident
                    .text()
                    .chars()
                    .filter(char::is_ascii_uppercase)
                    .collect();
                matches!(upper.as_str(), "C" | "GC")
            });
        if is_comment {
            for value in property
                .children()
                .filter(|child| child.kind() == SGF_PROP_VALUE)
            {
                push(folds, value.text_range(), FoldKind::Comment);
            }
        }
    }
}

#[cfg(test)]
mod tests;
