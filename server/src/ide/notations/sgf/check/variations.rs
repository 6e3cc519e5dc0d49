//! A game tree checked variation by variation, along every line of play. What each variation
//! gave is kept, so that after an edit the checks run again only on the variations the edit
//! touched, and the board is replayed again only below the node it changed.
//!
//! A variation is an `SGF_GAME_TREE`: its own sequence of nodes, then the variations that
//! branch from the end of that sequence. Its findings depend on its nodes and on the line of
//! play that reaches it (the board, the game information met so far). That line is the same as
//! last time when every variation above it kept its own nodes: an incremental reparse gives new
//! green nodes to the edited node and to the variations around it, and keeps all others, so a
//! variation whose green node is the same object, reached by such a line, keeps its findings.

use super::game_info::{self, FirstGameInfo};
use super::go::{self, Position, Visits};
use super::node;
use super::points::NodePoints;
use super::TreeInfo;
use crate::ide::check::{Findings, LeftOut};
use crate::ide::green::Node;
use crate::ide::Diagnostic;
use gamerec_grammar::{GreenNode, GreenNodeData, SyntaxKind, TextRange, TextSize};
use std::sync::Mutex;

/// What checking a game tree kept for checking it again.
#[derive(Default)]
pub(super) struct TreeMemo {
    /// What the root said when the variations were checked: their findings depend on it.
    info: Option<TreeInfo>,
    top: Option<Variation>,
    /// How many nodes the last check looked at.
    #[cfg(test)]
    pub nodes_checked: usize,
}

/// A variation and what it gave.
struct Variation {
    green: GreenNode,
    /// Where the variation started in its game tree when `found` was made: the findings are in
    /// the game tree's coordinates of that time.
    base: TextSize,
    /// The findings of its own nodes. A small variation is kept whole: `found` then holds the
    /// findings of the variations inside it too, and `variations` is empty.
    found: Box<[Diagnostic]>,
    /// What its checks left out past the cap.
    left_out: LeftOut,
    /// Its variations, in order.
    variations: Box<[Variation]>,
    /// Where the first game information of the line stood after its own nodes, as `base`.
    /// A finding that points before `base` points to the first game information of the line
    /// reaching the variation, wherever that has moved.
    exit_info: Option<TextSize>,
    /// How many findings it and its variations hold.
    count: usize,
}

impl Drop for Variation {
    /// Iterative, so that dropping a deeply nested tree costs heap, not stack.
    fn drop(&mut self) {
        let mut pending = std::mem::take(&mut self.variations).into_vec();
        while let Some(mut variation) = pending.pop() {
            pending.extend(std::mem::take(&mut variation.variations).into_vec());
        }
    }
}

/// Variations shorter than this are kept whole, without entries for the variations inside
/// them: checking one again costs less than keeping each of its parts.
const SMALL_VARIATION_BYTES: u32 = 2 * 1024;

/// The line of play reaching a node.
#[derive(Clone)]
struct Line {
    /// `None` when the tree is not Go or its board size is unusable.
    board: Option<Position>,
    game_info: FirstGameInfo,
}

/// Checks the game tree `tree` (a record, as the root of its own tree) with the rules `info`,
/// reusing what `memo` kept when it was last checked under the same rules, and keeps what this
/// check gave. The findings go to `out`, variation by variation in document order (each
/// variation's node checks, then its game information, then its board). With `fork_from`, the
/// variations below the first branching of at least that many changed bytes are checked on
/// two threads.
pub(super) fn check(
    tree: Node<'_>,
    info: TreeInfo,
    fork_from: Option<usize>,
    memo: &mut TreeMemo,
    out: &mut Findings,
) {
    let old = memo.top.take().filter(|_| memo.info == Some(info));
    let root = tree
        .child(SyntaxKind::SGF_NODE)
        .map(|root| root.range().start());
    let mut walker = Walker::new(info, root, fork_from, out.cap());
    let line = Line {
        board: Position::for_tree(info),
        game_info: None,
    };
    let top = walker
        .run(vec![Step::Enter {
            tree,
            line,
            clean: true,
            old,
        }])
        .pop();
    if let Some(top) = &top {
        collect(top, tree.range().start(), None, out);
    }
    *memo = TreeMemo {
        info: Some(info),
        top,
        #[cfg(test)]
        nodes_checked: walker.nodes_checked,
    };
}

/// What is left to do in a walk of variations.
enum Step<'a> {
    /// Check the variation `tree`, reached by `line`. `clean` when that line is as it was last
    /// time, so that `old`, the variation that stood at its place, may lend it its parts.
    Enter {
        tree: Node<'a>,
        line: Line,
        clean: bool,
        old: Option<Variation>,
    },
    /// A variation kept as it was.
    Keep(Variation),
    /// The variations of the innermost variation being built are all done.
    Leave,
}

/// A variation whose own nodes are checked, waiting for its variations.
struct Building<'a> {
    tree: Node<'a>,
    found: Findings,
    variations: Vec<Variation>,
    /// Where the first game information of the line stands after its own nodes.
    exit_info: Option<TextSize>,
}

struct Walker {
    info: TreeInfo,
    /// Where the game tree's root node starts.
    root: Option<TextSize>,
    fork_from: Option<usize>,
    /// How many findings a variation keeps at most.
    cap: Option<usize>,
    points: NodePoints,
    visits: Visits,
    nodes_checked: usize,
}

impl Walker {
    fn new(
        info: TreeInfo,
        root: Option<TextSize>,
        fork_from: Option<usize>,
        cap: Option<usize>,
    ) -> Walker {
        Walker {
            info,
            root,
            fork_from,
            cap,
            points: NodePoints::default(),
            visits: Visits::default(),
            nodes_checked: 0,
        }
    }

    /// Carries out `steps` in order and returns the variations they gave. Iterative: the
    /// deepest nesting costs heap, not stack.
    fn run<'a>(&mut self, steps: Vec<Step<'a>>) -> Vec<Variation> {
        let mut pending: Vec<Step<'a>> = steps.into_iter().rev().collect();
        let mut building: Vec<Building<'a>> = Vec::new();
        let mut done = Vec::new();
        while let Some(step) = pending.pop() {
            let finished = match step {
                Step::Keep(variation) => variation,
                Step::Leave => match building.pop() {
                    Some(variation) => variation.finish(),
                    None => continue,
                },
                Step::Enter {
                    tree,
                    mut line,
                    clean,
                    old,
                } => {
                    let own_same = old
                        .as_ref()
                        .is_some_and(|old| same_nodes(&old.green, tree.green()));
                    let found = self.check_own_nodes(tree, &mut line);
                    let clean = clean && own_same;
                    let olds = match old {
                        Some(mut old) if clean => Some(std::mem::take(&mut old.variations)),
                        _ => None,
                    };
                    let exit_info = info_start(&line);
                    let mut steps = variation_steps(tree, line, clean, olds);
                    let mut variation = Building {
                        tree,
                        found,
                        variations: Vec::with_capacity(steps.len()),
                        exit_info,
                    };
                    if let Some(split) = self.fork_at(&steps) {
                        self.fork_from = None;
                        let second = steps.split_off(split);
                        variation.variations = self.run_beside(steps, second);
                        steps = Vec::new();
                    }
                    building.push(variation);
                    pending.push(Step::Leave);
                    pending.extend(steps.into_iter().rev());
                    continue;
                }
            };
            match building.last_mut() {
                Some(parent) => parent.variations.push(finished),
                None => done.push(finished),
            }
        }
        done
    }

    /// Checks the nodes of `tree`'s own sequence, playing them on `line`.
    fn check_own_nodes(&mut self, tree: Node<'_>, line: &mut Line) -> Findings {
        let mut found = Findings::capped(self.cap);
        let mut game_info = Findings::capped(self.cap);
        let mut board = Findings::capped(self.cap);
        for node in tree.child_nodes_of(SyntaxKind::SGF_NODE) {
            let is_root = Some(node.range().start()) == self.root;
            node::check(node, is_root, self.info, &mut self.points, &mut found);
            game_info::note_node(node, self.info, &mut line.game_info, &mut game_info);
            if let Some(position) = &mut line.board {
                go::play_node(node, position, is_root, &mut self.visits, &mut board);
            }
            self.nodes_checked += 1;
        }
        found.append(game_info);
        found.append(board);
        found
    }

    /// Where to cut `steps` to check the two parts on two threads, when that is allowed and
    /// worth it: at about half of the bytes to check.
    fn fork_at(&self, steps: &[Step<'_>]) -> Option<usize> {
        let fork_from = self.fork_from?;
        let bytes = |step: &Step<'_>| match step {
            Step::Enter { tree, .. } => usize::from(tree.range().len()),
            _ => 0,
        };
        let to_check = steps.iter().filter(|step| bytes(step) > 0).count();
        let total: usize = steps.iter().map(bytes).sum();
        if to_check < 2 || total < fork_from {
            return None;
        }
        let mut before = 0;
        (1..steps.len()).min_by_key(|&cut| {
            before += steps.get(cut - 1).map_or(0, bytes);
            (before * 2).abs_diff(total)
        })
    }

    /// The variations of `first` and then of `second`, the second checked on another thread
    /// (or after the first, should no thread start). Not `check::on_threads`: the steps own
    /// the kept variations they hand on, so each part is taken once, and a part whose thread
    /// failed cannot be done again.
    fn run_beside(&mut self, first: Vec<Step<'_>>, second: Vec<Step<'_>>) -> Vec<Variation> {
        let (info, root, cap) = (self.info, self.root, self.cap);
        let second = Mutex::new(Some(second));
        let (mut variations, beside) = std::thread::scope(|scope| {
            let other = std::thread::Builder::new()
                .spawn_scoped(scope, || {
                    let mut walker = Walker::new(info, root, None, cap);
                    let variations = walker.run(take_steps(&second).unwrap_or_default());
                    (variations, walker.nodes_checked)
                })
                .ok();
            let variations = self.run(first);
            let beside = match other.map(|other| other.join()) {
                Some(Ok(beside)) => beside,
                Some(Err(panic)) => std::panic::resume_unwind(panic),
                None => (Vec::new(), 0),
            };
            (variations, beside)
        });
        let (mut later, checked) = beside;
        if let Some(steps) = take_steps(&second) {
            later = self.run(steps);
        }
        self.nodes_checked += checked;
        variations.append(&mut later);
        variations
    }
}

/// The steps in `steps`, for the first to ask.
fn take_steps<'a>(steps: &Mutex<Option<Vec<Step<'a>>>>) -> Option<Vec<Step<'a>>> {
    match steps.lock() {
        Ok(mut steps) => steps.take(),
        Err(poisoned) => poisoned.into_inner().take(),
    }
}

impl Building<'_> {
    fn finish(self) -> Variation {
        let mut found = self.found;
        let mut variations = self.variations;
        if self.tree.range().len() < TextSize::from(SMALL_VARIATION_BYTES) {
            let starts = self
                .tree
                .child_nodes_of(SyntaxKind::SGF_GAME_TREE)
                .map(|variation| variation.range().start());
            for (variation, at) in variations.iter().zip(starts) {
                collect(variation, at, self.exit_info, &mut found);
            }
            variations = Vec::new();
        }
        let count = found.len() + variations.iter().map(|v| v.count).sum::<usize>();
        let (found, left_out) = found.finish();
        Variation {
            green: self.tree.green().to_owned(),
            base: self.tree.range().start(),
            found: found.into(),
            left_out,
            variations: variations.into(),
            exit_info: self.exit_info,
            count,
        }
    }
}

/// The steps for the variations of `tree`, reached by `line`. When the line is `clean`, a
/// variation that is the same object as the old one at its place (`olds`, matched from both
/// ends) is kept; the others are checked, each given the old variation at its place.
fn variation_steps<'a>(
    tree: Node<'a>,
    line: Line,
    clean: bool,
    olds: Option<Box<[Variation]>>,
) -> Vec<Step<'a>> {
    let news: Vec<Node<'a>> = tree.child_nodes_of(SyntaxKind::SGF_GAME_TREE).collect();
    let mut partners = partners(&news, olds.unwrap_or_default().into_vec());
    let mut steps = Vec::with_capacity(news.len());
    let last = news.len().saturating_sub(1);
    let mut line = Some(line);
    for (index, (tree, old)) in news.into_iter().zip(partners.drain(..)).enumerate() {
        match old {
            Some(old) if is_same(&old.green, tree.green()) => {
                steps.push(Step::Keep(old));
            }
            old => {
                let line = if index == last {
                    line.take()
                } else {
                    line.clone()
                };
                if let Some(line) = line {
                    steps.push(Step::Enter {
                        tree,
                        line,
                        clean,
                        old,
                    });
                }
            }
        }
    }
    steps
}

/// The old variation at the place of each of `news`: those that are the same objects at
/// both ends, then, when as many were replaced as there are now, the rest in order.
fn partners(news: &[Node<'_>], olds: Vec<Variation>) -> Vec<Option<Variation>> {
    let same = |new: &Node<'_>, old: &Variation| is_same(&old.green, new.green());
    let prefix = news
        .iter()
        .zip(&olds)
        .take_while(|(new, old)| same(new, old))
        .count();
    let most = news.len().min(olds.len()) - prefix;
    let suffix = (news.iter().rev().zip(olds.iter().rev()))
        .take(most)
        .take_while(|(new, old)| same(new, old))
        .count();
    let one_for_one = news.len() == olds.len();
    let (old_len, new_len) = (olds.len(), news.len());
    let mut partners: Vec<Option<Variation>> = Vec::with_capacity(new_len);
    let mut olds = olds.into_iter().map(Some).collect::<Vec<_>>();
    for index in 0..new_len {
        let old_index = if index < prefix || one_for_one {
            Some(index)
        } else if index >= new_len - suffix {
            Some(index - new_len + old_len)
        } else {
            None
        };
        partners.push(
            old_index
                .and_then(|at| olds.get_mut(at))
                .and_then(Option::take),
        );
    }
    partners
}

fn is_same(old: &GreenNodeData, new: &GreenNodeData) -> bool {
    std::ptr::eq(old, new)
}

/// Whether `old` and `new` have the very same nodes in their own sequences.
fn same_nodes(old: &GreenNodeData, new: &GreenNodeData) -> bool {
    if is_same(old, new) {
        return true;
    }
    let nodes = |tree: &GreenNodeData| {
        tree.children()
            .filter_map(|child| child.into_node())
            .filter(|node| SyntaxKind::of_raw(node.kind()) == SyntaxKind::SGF_NODE)
            .map(|node| node as *const GreenNodeData)
            .collect::<Vec<_>>()
    };
    nodes(old) == nodes(new)
}

/// Where the first game information of `line` starts.
fn info_start(line: &Line) -> Option<TextSize> {
    line.game_info.as_ref().map(|(range, _)| range.start())
}

/// The findings of `variation`, now starting at `start` and reached by a line whose first
/// game information now starts at `info`, and of the variations inside it, in document order,
/// in the game tree's present coordinates.
fn collect(variation: &Variation, start: TextSize, info: Option<TextSize>, out: &mut Findings) {
    let mut pending = vec![(variation, start, info)];
    while let Some((variation, start, info)) = pending.pop() {
        if variation.count == 0 {
            continue;
        }
        let place = Place {
            base: variation.base,
            start,
            info,
        };
        out.add_left_out(&variation.left_out);
        out.extend(variation.found.iter().map(|found| place.moved(found)));
        let inner_info = variation.exit_info.map(|at| place.now(at));
        let inner = Node::new(&variation.green, start)
            .child_nodes_of(SyntaxKind::SGF_GAME_TREE)
            .map(|tree| (tree.range().start(), inner_info));
        let from = pending.len();
        pending.extend(
            (variation.variations.iter().zip(inner)).map(|(inner, (at, info))| (inner, at, info)),
        );
        pending[from..].reverse();
    }
}

/// How to move what a variation found when it started at `base` to where it starts now.
struct Place {
    base: TextSize,
    start: TextSize,
    /// Where the first game information of the line reaching it starts now.
    info: Option<TextSize>,
}

impl Place {
    /// Where the place `at` of that time is now: inside the variation, moved with it; before
    /// it, at the first game information of the line.
    fn now(&self, at: TextSize) -> TextSize {
        match self.info {
            Some(info) if at < self.base => info,
            _ if self.start >= self.base => at + (self.start - self.base),
            _ => at.checked_sub(self.base - self.start).unwrap_or(at),
        }
    }

    fn moved(&self, diagnostic: &Diagnostic) -> Diagnostic {
        let mut diagnostic = diagnostic.clone();
        diagnostic.range =
            TextRange::at(self.now(diagnostic.range.start()), diagnostic.range.len());
        for related in &mut diagnostic.related {
            related.range = TextRange::at(self.now(related.range.start()), related.range.len());
        }
        diagnostic
    }
}

#[cfg(test)]
mod tests;
