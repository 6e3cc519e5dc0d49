//! The markers `#`, `##` and `*` where the spec allows them. `#` ("as in the previous tag of
//! this name") and `##` (that, and for all later hands until a tag gives another value) need a
//! tag of the name in an earlier hand; a tag given `##` stands in for the tag in the hands
//! after it. `*` marks where a section or a hand stopped, and nothing follows it in its
//! section; in an EXPORT file, which records whole hands, it marks a hand ended early, which
//! a `Termination` tag explains (an IMPORT file may simply leave a hand unfinished). `?`
//! (unknown) may stand for any value.

use super::headers::Layout;
use crate::ide::check::Findings;
use crate::ide::green::Node;
use crate::ide::notations::pinochle::model::auction::Call;
use crate::ide::notations::pinochle::model::HandModel;
use crate::ide::Diagnostic;
use gamerec_grammar::pinochle::spec;
use gamerec_grammar::SyntaxKind::*;
use std::sync::Arc;

pub(super) const INHERIT_WITHOUT_PREVIOUS: &str = "pinochle/inherit-without-previous";
pub(super) const TERMINATION_UNEXPLAINED: &str = "pinochle/termination-unexplained";
pub(super) const AFTER_TERMINATION: &str = "pinochle/after-termination";

/// The tags of the hands before, for `#` and `##`. EXPORT's mandatory tags, most of every
/// hand, are bits: given in an earlier hand, and given `##` there with no other value since
/// (only these matter for a later hand's mandatory tags). Other names are kept sorted, up to
/// [`MAX_OTHER_NAMES`]: a file that gives more distinct names than that is not followed
/// further, and any name counts as given, so that every hand's context stays small whatever
/// the file holds.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct Earlier {
    named_export: u32,
    for_all_export: u32,
    // Shared: most hands give the names the hands before gave, and change nothing.
    named_other: Arc<Vec<String>>,
    too_many_names: bool,
}

/// How many names besides EXPORT's an [`Earlier`] keeps.
const MAX_OTHER_NAMES: usize = 64;

/// A whole value that is one marker, and which.
fn marker(tag: Node<'_>) -> Option<gamerec_grammar::SyntaxKind> {
    let value = tag.child(PIN_TAG_VALUE)?;
    let mut tokens = value.tokens().filter(|token| token.kind != PIN_QUOTE);
    let only = tokens.next()?;
    tokens.next().is_none().then_some(only.kind)
}

impl Earlier {
    /// What the hands up to and including `hand` leave for the next.
    pub fn after(&self, hand: Node<'_>) -> Earlier {
        let mut next = self.clone();
        for tag in hand.child_nodes_of(PIN_TAG) {
            if tag.child(PIN_PREFIX).is_some() {
                continue;
            }
            let Some(name) = tag.token(PIN_TAG_NAME).map(|token| token.text) else {
                continue;
            };
            let Some(rank) = spec::export_rank(name) else {
                next.remember_other(name);
                continue;
            };
            next.named_export |= 1 << rank;
            match marker(tag) {
                Some(PIN_INHERIT_ALL) => next.for_all_export |= 1 << rank,
                Some(PIN_INHERIT) => {}
                _ => next.for_all_export &= !(1 << rank),
            }
        }
        next
    }

    fn remember_other(&mut self, name: &str) {
        if self.too_many_names {
            return;
        }
        if let Err(at) = self
            .named_other
            .binary_search_by(|known| known.as_str().cmp(name))
        {
            if self.named_other.len() >= MAX_OTHER_NAMES {
                self.too_many_names = true;
                return;
            }
            Arc::make_mut(&mut self.named_other).insert(at, name.to_owned());
        }
    }

    /// Whether an earlier hand gave the mandatory tag `name` the value `##`, which still holds.
    pub fn stands_for_all(&self, name: &str) -> bool {
        spec::export_rank(name).is_some_and(|rank| self.for_all_export & 1 << rank != 0)
    }

    fn named(&self, name: &str) -> bool {
        match spec::export_rank(name) {
            Some(rank) => self.named_export & 1 << rank != 0,
            None => {
                self.too_many_names
                    || self
                        .named_other
                        .binary_search_by(|known| known.as_str().cmp(name))
                        .is_ok()
            }
        }
    }
}

pub(super) fn check(
    hand: Node<'_>,
    model: &HandModel,
    layout: Layout,
    earlier: &Earlier,
    out: &mut Findings,
) {
    let mut terminated = false;
    for tag in hand.child_nodes_of(PIN_TAG) {
        let Some(name) = tag.token(PIN_TAG_NAME).map(|token| token.text) else {
            continue;
        };
        let kind = marker(tag);
        if matches!(kind, Some(PIN_INHERIT | PIN_INHERIT_ALL)) && !earlier.named(name) {
            let which = if kind == Some(PIN_INHERIT) { "#" } else { "##" };
            out.push(Diagnostic::error(
                INHERIT_WITHOUT_PREVIOUS,
                tag.range(),
                format!(
                    "`{which}` takes the value of the previous `{name}` tag, and no hand before \
                     this one gives `{name}`"
                ),
            ));
        }
        terminated |= name == "Termination";
    }
    // Only a trick or an auction the model found cut short (or could not read) can hold a
    // `*`.
    let unread_auction = model.auction.is_none() && hand.child(PIN_AUCTION).is_some();
    let cut_short = unread_auction
        || model.tricks.iter().any(|trick| trick.incomplete)
        || model.auction.as_ref().is_some_and(|auction| {
            auction
                .rounds
                .iter()
                .flatten()
                .any(|call| call.value == Call::Stop)
        });
    let mut first_star = None;
    for section in hand
        .child_nodes()
        .filter(|node| cut_short && matches!(node.kind(), PIN_AUCTION | PIN_PLAY))
    {
        let mut star = None;
        let mut after = None;
        section.for_each_token(|token| match token.kind {
            PIN_TERMINATED if star.is_none() => star = Some(token.range),
            WHITESPACE | NEWLINE | PIN_COMMENT => {}
            _ if star.is_some() && after.is_none() => after = Some(token.range),
            _ => {}
        });
        if let (Some(_), Some(range)) = (star, after) {
            out.push(Diagnostic::error(
                AFTER_TERMINATION,
                range,
                "`*` marks where the hand stopped; nothing follows it in its section",
            ));
        }
        first_star = first_star.or(star);
    }
    if layout == Layout::Export && !terminated {
        hand.child_nodes_of(PIN_TAG)
            .filter(|tag| marker(*tag) == Some(PIN_TERMINATED))
            .for_each(|tag| {
                if first_star.is_none_or(|star| tag.range().start() < star.start()) {
                    first_star = Some(tag.range());
                }
            });
        if let Some(range) = first_star {
            out.push(Diagnostic::warning(
                TERMINATION_UNEXPLAINED,
                range,
                "`*` marks a hand that stopped early, and the hand gives no `Termination` tag \
                 saying who or what ended it",
            ));
        }
    }
}
