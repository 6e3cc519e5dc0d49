//! Tag value inheritance: `#` and `##` on tags that forbid them, `#` with nothing to copy, and
//! the record of which tags the games so far gave a value, for the games that follow.

use super::{tag_name, value_range, Context};
use crate::ide::Diagnostic;
use gamerec_grammar::pbn::ast::Tag;
use gamerec_grammar::pbn::spec;

/// Checks the game's `#` values against `context`; returns the context of the next game.
pub(super) fn check(tags: &[Tag], context: &Context, out: &mut Vec<Diagnostic>) -> Context {
    let mut next = context.clone();
    for tag in tags {
        let Some(name) = tag_name(tag) else { continue };
        let Some(value) = tag.value() else { continue };
        let text = value.text();
        if value.is_inherited() {
            let sign = if text == spec::INHERIT {
                spec::INHERIT
            } else {
                spec::INHERIT_FOLLOWING
            };
            let forbidden = spec::tag(&name).is_some_and(|spec| !spec.inheritable);
            if forbidden {
                out.push(Diagnostic::error(
                    "pbn/forbidden-inheritance",
                    value_range(tag),
                    format!(
                        "`{sign}` cannot stand for the value of `[{name}]`: PBN forbids \
                         inheritance for Dealer, Vulnerable, Deal, Declarer, Contract, Auction, \
                         Play and Note, so that every game can be played on its own; write the \
                         value out"
                    ),
                ));
                continue;
            }
            if sign == spec::INHERIT && context.seen.contains(&name) == Some(false) {
                out.push(Diagnostic::warning(
                    "pbn/nothing-to-inherit",
                    value_range(tag),
                    format!(
                        "`#` copies `[{name}]` from an earlier game, but no earlier game gives \
                         it a value, so the value is empty; write the value out"
                    ),
                ));
                continue;
            }
            if sign == spec::INHERIT_FOLLOWING {
                next.header.insert(&name);
            }
        }
        if text != spec::INHERIT {
            next.seen.insert(&name);
        }
    }
    next
}
