//! The order of the deals in a game section: each deal numbered one more than the deal before
//! it, and dealt in an order of the three players that passes on by one seat each deal (`231`,
//! `312`, `123`, ...), as the README's examples do; the dealer is the last of the three.

use crate::ide::green::Node;
use crate::ide::Diagnostic;
use gamerec_grammar::SyntaxKind::*;
use gamerec_grammar::TextRange;

pub(super) const ID_OUT_OF_SEQUENCE: &str = "preferans/id-out-of-sequence";
pub(super) const DEAL_ORDER_NOT_A_PERMUTATION: &str = "preferans/deal-order-not-a-permutation";
pub(super) const DEAL_ORDER_NOT_ROTATING: &str = "preferans/deal-order-not-rotating";

/// What the checks remember of the deal before.
struct Previous {
    id: Option<u64>,
    order: Option<[u8; 3]>,
}

pub(super) fn check(record: Node<'_>, out: &mut Vec<Diagnostic>) {
    let Some(section) = record.child(PREF_GAME_SECTION) else {
        return;
    };
    let mut previous = Previous {
        id: None,
        order: None,
    };
    for round in section.child_nodes_of(PREF_ROUND) {
        let id = round.child(PREF_DEAL_ID).and_then(|field| {
            let number = field.token(PREF_NUMBER)?;
            Some((number.text.parse::<u64>().ok()?, field.range()))
        });
        if let (Some((id, range)), Some(before)) = (id, previous.id) {
            if Some(id) != before.checked_add(1) {
                out.push(Diagnostic::warning(
                    ID_OUT_OF_SEQUENCE,
                    range,
                    format!(
                        "deal {id} follows deal {before}: deals are numbered one after another, \
                         so this one would be {}",
                        before.saturating_add(1)
                    ),
                ));
            }
        }
        previous.id = id.map(|(id, _)| id);
        let order = round.child(PREF_DEAL_ORDER).and_then(read_order);
        if let Some((order, range)) = order {
            previous.order = judge_order(order, range, previous.order, out);
        } else {
            previous.order = None;
        }
    }
}

/// The three player digits of a `dealOrder` field without syntax errors.
fn read_order(field: Node<'_>) -> Option<([u8; 3], TextRange)> {
    if field.contains(|kind| kind == ERROR) {
        return None;
    }
    let mut digits = [0u8; 3];
    let mut count = 0;
    for token in field.tokens().filter(|token| token.kind == PREF_PLAYER) {
        let &[digit] = token.text.as_bytes() else {
            return None;
        };
        *digits.get_mut(count)? = digit.checked_sub(b'0')?;
        count += 1;
    }
    (count == 3).then_some((digits, field.range()))
}

/// Reports an order that names a player twice, or that does not pass on by one seat from the
/// deal before; returns the order the next deal is judged against.
fn judge_order(
    order: [u8; 3],
    range: TextRange,
    before: Option<[u8; 3]>,
    out: &mut Vec<Diagnostic>,
) -> Option<[u8; 3]> {
    let written = digits(order);
    if order[0] == order[1] || order[1] == order[2] || order[0] == order[2] {
        out.push(Diagnostic::error(
            DEAL_ORDER_NOT_A_PERMUTATION,
            range,
            format!(
                "the deal order `{written}` names a player twice: it lists each of the three \
                 players once, the dealer last"
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
                     to player {}: `{}`, not `{written}`",
                    digits(before),
                    before[2],
                    expected[2],
                    digits(expected)
                ),
            ));
        }
    }
    Some(order)
}

fn digits(order: [u8; 3]) -> String {
    order.iter().map(|digit| char::from(b'0' + digit)).collect()
}
