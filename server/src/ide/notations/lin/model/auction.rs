//! One `mb` value read as a call: what it stands for, where it stands without its alert mark,
//! and whether it is alerted.

use crate::ide::green::Node;
use crate::ide::notations::bridge::model::{CallAt, WrittenCall};
use crate::ide::notations::bridge::rules::{Bid, Call, Strain};
use gamerec_grammar::SyntaxKind::*;
use gamerec_grammar::TextRange;

/// The call an `mb` value (its `LIN_VALUE` node) writes, and whether `!` alerts it. A value
/// that does not read as a call gives a call whose `written` is `None`.
pub(super) fn call_at(value: Node<'_>) -> (CallAt, bool) {
    let whole = value.child(LIN_CALL).map_or(value.range(), Node::range);
    let mut covered: Option<TextRange> = None;
    let mut level = None;
    let mut strain = None;
    let mut call = None;
    let mut alerted = false;
    let mut broken = false;
    let tokens = value.child(LIN_CALL).into_iter().flat_map(Node::tokens);
    for token in tokens {
        match token.kind {
            LIN_PASS => call = Some(Call::Pass),
            LIN_DOUBLE => call = Some(Call::Double),
            LIN_REDOUBLE => call = Some(Call::Redouble),
            LIN_LEVEL => level = token.text.parse::<u8>().ok(),
            LIN_STRAIN => strain = Strain::parse(&token.text.to_ascii_uppercase()),
            LIN_ALERT => {
                alerted = true;
                continue;
            }
            _ => {
                broken = true;
                continue;
            }
        }
        covered = Some(covered.map_or(token.range, |all| all.cover(token.range)));
    }
    if let (Some(level), Some(strain)) = (level, strain) {
        call = Bid::new(level, strain).map(Call::Bid);
    }
    let written = call.filter(|_| !broken).map(WrittenCall::Call);
    (
        CallAt::plain(covered.unwrap_or(whole), whole, written),
        alerted,
    )
}
