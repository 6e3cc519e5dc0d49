//! Tag value inheritance: `#` and `##` on tags that forbid them, `#` with nothing to copy, and
//! the record of which tags the games so far gave a value, for the games that follow.

use super::tag_table::{is_inherited, spec_of, unescaped_is, TagTable};
use super::Context;
use crate::ide::check::Findings;
use crate::ide::green::Node;
use crate::ide::Diagnostic;
use gamerec_grammar::pbn::spec;
use gamerec_grammar::NodeOrToken;
use gamerec_grammar::SyntaxKind::{
    PBN_AUCTION, PBN_PLAY, PBN_TABLE, PBN_TAG, PBN_TAG_NAME, PBN_TAG_VALUE,
};

/// Checks the game's `#` values against `context`; returns the context of the next game.
pub(super) fn check(table: &TagTable, context: &Context, out: &mut Findings) -> Context {
    let mut next = context.clone();
    for tag in &table.tags {
        let Some(name) = tag.name_text() else {
            continue;
        };
        let Some(value) = tag.value else { continue };
        let index = tag.spec.map(|(index, _)| index);
        let is_inherit_sign = unescaped_is(value, spec::INHERIT);
        if is_inherited(value) {
            let sign = if is_inherit_sign {
                spec::INHERIT
            } else {
                spec::INHERIT_FOLLOWING
            };
            let forbidden = tag.spec.is_some_and(|(_, spec)| !spec.inheritable);
            if forbidden {
                out.push(Diagnostic::error(
                    "pbn/forbidden-inheritance",
                    tag.value_range(),
                    format!(
                        "`{sign}` cannot stand for the value of `[{name}]`: PBN forbids \
                         inheritance for Dealer, Vulnerable, Deal, Declarer, Contract, Auction, \
                         Play and Note, so that every game can be played on its own; write the \
                         value out"
                    ),
                ));
                continue;
            }
            if sign == spec::INHERIT && context.seen.contains_index(index) == Some(false) {
                out.push(Diagnostic::warning(
                    "pbn/nothing-to-inherit",
                    tag.value_range(),
                    format!(
                        "`#` copies `[{name}]` from an earlier game, but no earlier game gives \
                         it a value, so the value is empty; write the value out"
                    ),
                ));
                continue;
            }
            if sign == spec::INHERIT_FOLLOWING {
                next.header.insert_index(index);
            }
        }
        if !is_inherit_sign && !unescaped_is(value, spec::UNKNOWN_VALUE) {
            next.seen.insert_index(index);
        }
    }
    next
}

/// The context of the game after `game`: what `check` returns, found without the tag table.
/// Only the known tags with a value change the context, and only their name and the start
/// of their value are read.
pub(super) fn next_context(game: Node<'_>, context: &Context) -> Context {
    let mut next = context.clone();
    for child in game.child_nodes() {
        match child.kind() {
            PBN_TAG => carry_over(child, &mut next),
            PBN_AUCTION | PBN_PLAY | PBN_TABLE => {
                for tag in child.child_nodes().filter(|node| node.kind() == PBN_TAG) {
                    carry_over(tag, &mut next);
                }
            }
            _ => {}
        }
    }
    next
}

/// What one tag adds to the context, as in `check`.
fn carry_over(tag: Node<'_>, next: &mut Context) {
    let mut name = None;
    let mut value = None;
    for child in tag.children() {
        match child {
            NodeOrToken::Token(token) if token.kind == PBN_TAG_NAME && name.is_none() => {
                name = Some(token.text);
            }
            NodeOrToken::Node(inner) if inner.kind() == PBN_TAG_VALUE && value.is_none() => {
                value = Some(inner);
            }
            _ => {}
        }
    }
    let (Some((index, spec)), Some(value)) = (name.and_then(spec_of), value) else {
        return;
    };
    let is_inherit_sign = unescaped_is(value, spec::INHERIT);
    if is_inherited(value) {
        if !spec.inheritable {
            return;
        }
        if !is_inherit_sign {
            next.header.insert_index(Some(index));
        }
    }
    if !is_inherit_sign && !unescaped_is(value, spec::UNKNOWN_VALUE) {
        next.seen.insert_index(Some(index));
    }
}
