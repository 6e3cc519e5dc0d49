//! The Go positions hovers have already replayed in one document, so that a hover deep in a
//! large tree replays only the nodes after the nearest position it has seen.
//!
//! A position is keyed by the node it follows and the key of the position before that node:
//! keys form chains from the root node, so a key stands for the whole line of play that led
//! to the position. Nodes are identified by their green node, which the entry keeps alive, so
//! its address cannot be reused by other content while the entry exists; green nodes are
//! immutable, so the same address always means the same text. An edit anywhere on the line
//! gives a different green node there and so a different chain: an edited document can never
//! be answered with a board of its old text.

use crate::ide::green::Node;
use crate::ide::notations::sgf::go::sgf::{apply_node, start};
use crate::ide::notations::sgf::go::Position;
use gamerec_grammar::{GreenNode, GreenNodeData};
use std::collections::HashMap;
use std::sync::{Mutex, MutexGuard};

/// Board points the cache may hold across all its positions (bytes, near enough): about
/// eleven thousand 19x19 positions.
pub(super) const MAX_POINTS: usize = 4_000_000;

/// Positions the cache may hold, however small their boards.
pub(super) const MAX_ENTRIES: usize = 20_000;

/// Go positions already replayed for the document, so that a hover deep in a large tree does
/// not replay the file from the start.
#[derive(Debug, Default)]
pub struct BoardCache {
    state: Mutex<State>,
}

#[derive(Debug, Default)]
struct State {
    entries: HashMap<Key, Entry>,
    /// The last id given to an entry; ids are never reused.
    last_id: u64,
    /// Advances on every lookup, for evicting the least recently used entries.
    clock: u64,
    points: usize,
    replayed: u64,
}

/// The id of the entry for the position before the node (0 before the root node), and the
/// address of the node's green node.
type Key = (u64, usize);

#[derive(Debug)]
struct Entry {
    id: u64,
    /// Keeps the node alive, and with it the meaning of its address in the key.
    _node: GreenNode,
    position: Position,
    used: Use,
}

/// When an entry was last used: the lookup's clock, then how near the root its node is. A walk
/// reaches an entry only through its parent and stamps both, so a parent is never older than
/// its children; eviction keeps the newer half, so it never keeps an entry it cannot reach.
type Use = (u64, u32);

fn stamp(clock: u64, depth: usize) -> Use {
    (clock, u32::MAX - u32::try_from(depth).unwrap_or(u32::MAX))
}

fn address(node: &GreenNodeData) -> usize {
    std::ptr::from_ref(node) as usize
}

impl BoardCache {
    fn state(&self) -> MutexGuard<'_, State> {
        self.state
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// The position after the last node of `line` (the nodes from the root node on, as
    /// [`crate::ide::notations::sgf::go::sgf::line_to`] gives them); `None` when the root node does not set up
    /// a Go board. Replays only the nodes after the longest start of `line` already seen.
    pub fn position_after(&self, line: &[Node<'_>]) -> Option<Position> {
        self.positions_around_last(line).map(|(_, after)| after)
    }

    /// The positions before and after the last node of `line`, from one lookup.
    pub fn positions_around_last(&self, line: &[Node<'_>]) -> Option<(Position, Position)> {
        let root = line.first()?;
        let mut state = self.state();
        state.clock += 1;
        let clock = state.clock;
        let mut parent = 0u64;
        let mut keys: Vec<Key> = Vec::new();
        for (depth, node) in line.iter().enumerate() {
            let key = (parent, address(node.green()));
            let Some(entry) = state.entries.get_mut(&key) else {
                break;
            };
            entry.used = stamp(clock, depth);
            parent = entry.id;
            keys.push(key);
        }
        let cached = |state: &State, key: Option<&Key>| {
            key.and_then(|key| state.entries.get(key))
                .map(|entry| entry.position.clone())
        };
        let seen = keys.len();
        let mut position = match cached(&state, keys.last()) {
            Some(position) => position,
            None => start(*root)?,
        };
        let mut before = if seen == line.len() {
            match seen.checked_sub(2) {
                Some(index) => cached(&state, keys.get(index))?,
                None => start(*root)?,
            }
        } else {
            position.clone()
        };
        for (depth, node) in line.iter().enumerate().skip(seen) {
            if depth + 1 == line.len() {
                before = position.clone();
            }
            apply_node(&mut position, *node);
            state.replayed += 1;
            state.last_id += 1;
            let id = state.last_id;
            state.points += position.board().len();
            state.entries.insert(
                (parent, address(node.green())),
                Entry {
                    id,
                    _node: node.green().to_owned(),
                    position: position.clone(),
                    used: stamp(clock, depth),
                },
            );
            parent = id;
        }
        if state.points > MAX_POINTS || state.entries.len() > MAX_ENTRIES {
            state.evict();
        }
        Some((before, position))
    }

    /// How many nodes the cache has replayed since it was created.
    pub fn replayed_nodes(&self) -> u64 {
        self.state().replayed
    }

    /// How many positions it holds.
    pub fn len(&self) -> usize {
        self.state().entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

impl State {
    /// Drops the less recently used half of the entries, the deeper ones first among those
    /// used by one lookup. Every entry kept has its parent kept (see [`Use`]).
    fn evict(&mut self) {
        let mut uses: Vec<Use> = self.entries.values().map(|entry| entry.used).collect();
        let middle = uses.len() / 2;
        let (_, &mut median, _) = uses.select_nth_unstable(middle);
        self.entries.retain(|_, entry| entry.used > median);
        self.points = self
            .entries
            .values()
            .map(|entry| entry.position.board().len())
            .sum();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shared_between_threads<T: Send + Sync + Default + std::fmt::Debug>() {}

    #[test]
    fn the_cache_can_be_shared_between_threads() {
        shared_between_threads::<BoardCache>();
        let cache = BoardCache::default();
        assert!(cache.is_empty());
        assert_eq!(cache.replayed_nodes(), 0);
        assert_eq!(cache.position_after(&[]), None);
    }
}
