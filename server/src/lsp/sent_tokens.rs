//! What the server remembers of the semantic tokens it last sent for a document: not the
//! tokens, but how many it sent for each segment of the tree (see [`segments`]), under the
//! result id the client was given. A delta request compares the segments of the new tree with
//! these and recomputes only the tokens of the segments that changed.

use crate::ide::green::kept::{self, Element, Kept};
use gamerec_grammar::{GreenNodeData, NodeOrToken, TextRange, TextSize};
use std::sync::atomic::{AtomicU64, Ordering};

/// A node of at least this many bytes is split into its children when the tree is cut into
/// segments, so that one large record (an SGF game of 60,000 moves) is not coloured again
/// whole for a keystroke inside it.
const SPLIT_ABOVE: u32 = 64 * 1024;

/// A run of text whose tokens are computed together: a child of the root, or a child of a
/// node too large to be one segment.
#[derive(Debug, Clone, Copy)]
pub struct Segment<'g> {
    pub green: Element<'g>,
    pub range: TextRange,
}

/// The segments of the tree under `root`, in text order, covering all of its text.
pub fn segments(root: &GreenNodeData) -> Vec<Segment<'_>> {
    let mut out = Vec::new();
    let mut stack = vec![(root.children(), TextSize::from(0))];
    while let Some((children, offset)) = stack.last_mut() {
        let Some(child) = children.next() else {
            stack.pop();
            continue;
        };
        let start = *offset;
        let len = match child {
            NodeOrToken::Node(node) => node.text_len(),
            NodeOrToken::Token(token) => token.text_len(),
        };
        *offset += len;
        match child {
            NodeOrToken::Node(node) if u32::from(len) >= SPLIT_ABOVE => {
                stack.push((node.children(), start));
            }
            green => out.push(Segment {
                green,
                range: TextRange::at(start, len),
            }),
        }
    }
    out
}

/// Tokens sent to the client, under the result id it was given: the segments of the tree
/// they were computed from, and the count sent for each.
#[derive(Debug)]
pub struct SentTokens {
    pub result_id: String,
    segments: Vec<Kept>,
    counts: Vec<u32>,
}

impl SentTokens {
    /// `counts[i]` tokens sent for `segments[i]`, under a new result id.
    pub fn new(segments: &[Segment<'_>], counts: Vec<u32>) -> SentTokens {
        SentTokens {
            result_id: next_result_id(),
            segments: segments
                .iter()
                .map(|segment| kept::keep(segment.green))
                .collect(),
            counts,
        }
    }

    /// What changed between these tokens and the new tree cut into `segments`.
    pub fn changes(&self, segments: &[Segment<'_>]) -> Changes {
        let old = &self.segments;
        let elements: Vec<Element<'_>> = segments.iter().map(|segment| segment.green).collect();
        let (prefix, suffix) = kept::common_ends(old, &elements);
        let old_end = old.len().saturating_sub(suffix);
        let new_end = segments.len().saturating_sub(suffix);
        let kept_before = self.counts.get(..prefix).unwrap_or_default();
        let replaced = self.counts.get(prefix..old_end).unwrap_or_default();
        let kept_after = self.counts.get(old_end..).unwrap_or_default();
        let sum = |counts: &[u32]| counts.iter().map(|&count| count as usize).sum::<usize>();
        Changes {
            tokens_before: sum(kept_before),
            tokens_replaced: sum(replaced),
            // The last segment before the change that has a token: its last token is the one
            // the first new token is placed from.
            before: kept_before.iter().rposition(|&count| count > 0),
            changed: prefix..new_end,
            // The first segment after the change that has a token: its first token is placed
            // from the last token of the change, so it is sent again.
            after: kept_after
                .iter()
                .position(|&count| count > 0)
                .map(|at| new_end + at),
            kept_before: kept_before.to_vec(),
            kept_after: kept_after.to_vec(),
        }
    }

    #[cfg(test)]
    pub fn counts(&self) -> &[u32] {
        &self.counts
    }
}

/// Where the new tree's segments differ from the ones tokens were last sent for.
#[derive(Debug, PartialEq, Eq)]
pub struct Changes {
    /// Tokens sent for the unchanged segments before the change.
    pub tokens_before: usize,
    /// Tokens sent for the segments the change replaces.
    pub tokens_replaced: usize,
    /// The last segment before the change that has tokens, an index into the new segments.
    pub before: Option<usize>,
    /// The new segments that replace the old ones.
    pub changed: std::ops::Range<usize>,
    /// The first segment after the change that has tokens, an index into the new segments.
    pub after: Option<usize>,
    /// The counts of the segments before the change and after it, unchanged.
    pub kept_before: Vec<u32>,
    pub kept_after: Vec<u32>,
}

fn next_result_id() -> String {
    static LAST: AtomicU64 = AtomicU64::new(0);
    (LAST.fetch_add(1, Ordering::Relaxed) + 1).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use gamerec_grammar::{parse, reparse_edit, Format};

    #[test]
    fn segments_cover_the_text_in_order() {
        let text = "(;B[aa](;W[bb]))\n(;B[cc])";
        let parsed = parse(Format::Sgf, text);
        let found = segments(parsed.green());
        let mut at = TextSize::from(0);
        for segment in &found {
            assert_eq!(segment.range.start(), at);
            at = segment.range.end();
        }
        assert_eq!(usize::from(at), text.len());
        assert_eq!(
            found.len(),
            3,
            "two game trees and the line end between them"
        );
    }

    #[test]
    fn large_nodes_are_split() {
        let moves: String = (0..20_000).map(|_| ";B[aa]").collect();
        let text = format!("(;GM[1]{moves})");
        let parsed = parse(Format::Sgf, &text);
        let found = segments(parsed.green());
        assert!(found.len() > 1000, "{} segments", found.len());
        assert!(found
            .iter()
            .all(|segment| u32::from(segment.range.len()) < SPLIT_ABOVE));
    }

    #[test]
    fn an_edit_inside_one_record_changes_that_record_alone() {
        let text = "[Board \"1\"]\n\n[Board \"2\"]\n\n[Board \"3\"]\n";
        let old = parse(Format::Pbn, text);
        let old_segments = segments(old.green());
        let counts = vec![1; old_segments.len()];
        let sent = SentTokens::new(&old_segments, counts);
        let at = text.find('2').unwrap_or_default();
        let edited = TextRange::at(TextSize::from(at as u32), TextSize::from(1));
        let new = reparse_edit(&old, text, edited, "7").map(|reparsed| reparsed.parse);
        let Some(new) = new else {
            panic!("an edit inside one PBN game is reparsed in place");
        };
        let new_segments = segments(new.green());
        let changes = sent.changes(&new_segments);
        let second = old_segments
            .iter()
            .position(|segment| segment.range.contains(TextSize::from(at as u32)))
            .unwrap_or_default();
        // The game, and the line ends after it that its reparse took in.
        assert_eq!(changes.changed.start, second);
        assert!(changes.changed.len() <= 2, "{:?}", changes.changed);
        assert_eq!(changes.tokens_before, second);
        assert_eq!(changes.tokens_replaced, changes.changed.len());
        assert_eq!(changes.before, Some(second - 1));
        assert_eq!(changes.after, Some(changes.changed.end));
        assert_eq!(new_segments.len(), old_segments.len());
    }
}
