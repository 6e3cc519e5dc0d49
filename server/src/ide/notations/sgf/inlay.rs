//! Inlay hints of SGF: the number of each move, before its `B` or `W`, in the main line and in
//! every variation. A variation starts from the number of the node it branches from; `MN`
//! sets the number of its node's move.

use crate::ide::inlay::{HintKind, Hints};
use crate::ide::semantic::walk::{walk_over, Node, Token, Visitor};
use gamerec_grammar::SyntaxKind::*;
use gamerec_grammar::{Parse, TextSize};

pub(super) fn hints(parse: &Parse, out: &mut Hints) {
    let within = Some(out.within);
    walk_over(
        parse,
        within,
        &mut Moves {
            out,
            count: 0,
            forks: Vec::new(),
        },
    );
}

struct Moves<'o> {
    out: &'o mut Hints,
    /// Moves so far on the path being read.
    count: u32,
    /// The count where each game tree being read started.
    forks: Vec<u32>,
}

impl<'a> Visitor<'a> for Moves<'_> {
    fn enter(&mut self, node: Node<'a>) -> bool {
        match node.kind() {
            SGF_FILE => true,
            // A variation that ends before the range changes no count the range needs.
            SGF_GAME_TREE if self.out.wants(node.range()) => {
                self.forks.push(self.count);
                true
            }
            SGF_NODE => {
                if let Some((at, number)) = move_of(node) {
                    self.count = number.unwrap_or(self.count.saturating_add(1));
                    self.out.number(at, self.count, HintKind::Move);
                }
                false
            }
            _ => false,
        }
    }

    fn leave(&mut self, node: Node<'a>) {
        if node.kind() == SGF_GAME_TREE {
            self.count = self.forks.pop().unwrap_or(0);
        }
    }

    fn token(&mut self, _: Token<'a>) {}
}

/// Where the node's move (`B` or `W`) starts, and the number `MN` gives it, if any.
fn move_of(node: Node<'_>) -> Option<(TextSize, Option<u32>)> {
    let mut at = None;
    let mut number = None;
    for property in node.child_nodes() {
        let Some(ident) = property.token(SGF_PROP_IDENT) else {
            continue;
        };
        // Old identifiers keep their upper-case letters: `Black` is `B`.
        let mut upper = ident.text.chars().filter(char::is_ascii_uppercase);
        match (upper.next(), upper.next(), upper.next()) {
            (Some('B' | 'W'), None, None) => at = at.or(Some(property.range().start())),
            (Some('M'), Some('N'), None) => number = value_number(property),
            _ => {}
        }
    }
    Some((at?, number))
}

fn value_number(property: Node<'_>) -> Option<u32> {
    let value = property.child(SGF_PROP_VALUE)?;
    let text = value.token(SGF_TEXT)?;
    text.text.trim().parse::<u32>().ok().filter(|&n| n > 0)
}
