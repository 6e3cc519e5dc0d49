//! The order of the deals in a game section: each deal numbered one more than the deal before
//! it, and dealt in an order of the three players that passes on by one seat each deal (`231`,
//! `312`, `123`, ...), as the README's examples do; the dealer is the last of the three.

use crate::ide::check::Findings;
use crate::ide::notations::preferans::model::Written;
use crate::ide::Diagnostic;
use gamerec_grammar::TextRange;

pub(super) const ID_OUT_OF_SEQUENCE: &str = "preferans/id-out-of-sequence";
pub(super) const DEAL_ORDER_NOT_A_PERMUTATION: &str = "preferans/deal-order-not-a-permutation";
pub(super) const DEAL_ORDER_NOT_ROTATING: &str = "preferans/deal-order-not-rotating";

/// A round's number and deal order, as the model read them.
pub(super) struct Numbering {
    pub id: Option<Written<u64>>,
    pub order: Option<Written<[u8; 3]>>,
}

/// What the checks remember of the deal before.
struct Previous {
    id: Option<u64>,
    order: Option<[u8; 3]>,
}

pub(super) fn check(rounds: &[Numbering], out: &mut Findings) {
    let mut previous = Previous {
        id: None,
        order: None,
    };
    for round in rounds {
        if let (Some(id), Some(before)) = (round.id, previous.id) {
            if Some(id.value) != before.checked_add(1) {
                out.push(Diagnostic::warning(
                    ID_OUT_OF_SEQUENCE,
                    id.range,
                    format!(
                        "deal {} follows deal {before}: deals are numbered one after another, \
                         so this one would be {}",
                        id.value,
                        before.saturating_add(1)
                    ),
                ));
            }
        }
        previous.id = round.id.map(|id| id.value);
        previous.order = round
            .order
            .and_then(|order| judge_order(order.value, order.range, previous.order, out));
    }
}

/// Reports an order that names a player twice, or that does not pass on by one seat from the
/// deal before; returns the order the next deal is judged against.
fn judge_order(
    order: [u8; 3],
    range: TextRange,
    before: Option<[u8; 3]>,
    out: &mut Findings,
) -> Option<[u8; 3]> {
    if order[0] == order[1] || order[1] == order[2] || order[0] == order[2] {
        out.push(Diagnostic::error(
            DEAL_ORDER_NOT_A_PERMUTATION,
            range,
            format!(
                "the deal order `{}` names a player twice: it lists each of the three \
                 players once, the dealer last",
                digits(order)
            ),
        ));
        return None;
    }
    if let Some(before) = before {
        let expected = [before[1], before[2], before[0]];
        if order != expected {
            out.push(Diagnostic::warning(
                DEAL_ORDER_NOT_ROTATING,
                range,
                format!(
                    "after a deal dealt in the order `{}` (player {} dealing), the deal passes \
                     to player {}: `{}`, not `{}`",
                    digits(before),
                    before[2],
                    expected[2],
                    digits(expected),
                    digits(order)
                ),
            ));
        }
    }
    Some(order)
}

fn digits(order: [u8; 3]) -> String {
    order.iter().map(|digit| char::from(b'0' + digit)).collect()
}
