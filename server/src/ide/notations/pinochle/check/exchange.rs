//! `Holding`, the hands after the exchange, against `Deal`: the same hands when nobody passed
//! cards and no kitty was taken; at four with passes only, each hand less the cards it passed
//! and with its partner's; otherwise the same cards in all, with the kitty's added and the
//! discard's taken away (passes move cards between players and keep them all).

use crate::ide::check::Findings;
use crate::ide::notations::pinochle::model::{Card, Counts, HandModel, Holding};
use crate::ide::Diagnostic;

pub(super) const HOLDING_MISMATCH: &str = "pinochle/holding-mismatch";

pub(super) fn check(model: &HandModel, out: &mut Findings) {
    let (Some((_, dealt)), Some((first, holding))) = (&model.deal, &model.holding) else {
        return;
    };
    let table = &model.table;
    if dealt.len() != table.players || holding.len() != table.players {
        return;
    }
    let seat = |index: usize| table.seats.get(index).copied().unwrap_or("?");
    if !model.passed && !model.kitty {
        let dealt_to = |seat: usize| {
            let deal = dealt.iter().find(|deal| deal.seat == seat)?;
            Some(deal.cards)
        };
        judge_each(holding, dealt_to, out, |player, changes| {
            format!(
                "{}'s holding has {changes} than the dealt hand; with no `Passed`, `Kitty` or \
                 `Discard` tag the exchange changes no hand",
                seat(player)
            )
        });
        return;
    }
    if !model.kitty {
        if let Some(passes) = partner_passes(model) {
            check_passes(model, dealt, holding, &passes, out);
            return;
        }
    }
    // A kitty or discard that could not be read leaves the totals unknown.
    if model.kitty_unread {
        return;
    }
    let all_dealt = sum(dealt
        .iter()
        .map(|hand| &hand.cards)
        .chain(model.kitty_cards.as_ref()));
    let all_held = sum(holding
        .iter()
        .map(|hand| &hand.cards)
        .chain(model.discard.as_ref()));
    let Some(changes) = changes(
        &all_held,
        &all_dealt,
        |cards| format!("{cards} more"),
        |cards| format!("{cards} fewer"),
    ) else {
        return;
    };
    out.push(Diagnostic::error(
        HOLDING_MISMATCH,
        first
            .range
            .cover(holding.last().map_or(first.range, |hand| hand.range)),
        format!(
            "`Holding` has {} than `Deal`{}: passing moves cards between players and keeps \
             them all",
            changes,
            if model.kitty {
                " with the kitty taken and the discard put away"
            } else {
                ""
            }
        ),
    ));
}

/// At four, partners pass to each other: `Passed` lists all four players clockwise, or the
/// declarer and partner. The cards each seat passed, by seat; `None` when the passes cannot be
/// told player by player.
fn partner_passes(model: &HandModel) -> Option<[Counts; 4]> {
    let (first, hands) = model.passes.as_ref()?;
    if model.table.players != 4 {
        return None;
    }
    let mut passed = [[[0; 6]; 4]; 4];
    match hands.as_slice() {
        [_, _, _, _] => {
            for hand in hands {
                *passed.get_mut(hand.seat)? = hand.cards;
            }
        }
        [declarer, partner] => {
            *passed.get_mut(first.value)? = declarer.cards;
            *passed.get_mut((first.value + 2) % 4)? = partner.cards;
        }
        _ => return None,
    }
    Some(passed)
}

/// Each holding against the dealt hand less the cards passed and plus those the partner passed.
fn check_passes(
    model: &HandModel,
    dealt: &[Holding],
    holding: &[Holding],
    passed: &[Counts; 4],
    out: &mut Findings,
) {
    let seat = |index: usize| model.table.seats.get(index).copied().unwrap_or("?");
    let after_passes = |player: usize| {
        let deal = dealt.iter().find(|deal| deal.seat == player)?;
        let kept = minus(&deal.cards, passed.get(player)?);
        Some(sum([&kept, passed.get((player + 2) % 4)?].into_iter()))
    };
    judge_each(holding, after_passes, out, |player, changes| {
        format!(
            "{}'s holding has {changes} than the dealt hand less the cards {} passed and with \
             those {} passed: partners pass to each other",
            seat(player),
            seat(player),
            seat((player + 2) % 4)
        )
    });
}

/// Each holding against the cards `expected` gives its seat; `message` words a difference
/// from the seat's index and the cards more and fewer.
fn judge_each(
    holding: &[Holding],
    expected: impl Fn(usize) -> Option<Counts>,
    out: &mut Findings,
    message: impl Fn(usize, String) -> String,
) {
    for held in holding {
        let Some(expected) = expected(held.seat) else {
            continue;
        };
        let Some(changes) = changes(
            &held.cards,
            &expected,
            |cards| format!("{cards} more"),
            |cards| format!("{cards} fewer"),
        ) else {
            continue;
        };
        out.push(Diagnostic::error(
            HOLDING_MISMATCH,
            held.range,
            message(held.seat, changes),
        ));
    }
}

/// The cards of `hand` without those of `taken` (as far as `hand` has them).
fn minus(hand: &Counts, taken: &Counts) -> Counts {
    let mut left = *hand;
    for (row, taken) in left.iter_mut().zip(taken) {
        for (cell, taken) in row.iter_mut().zip(taken) {
            *cell = cell.saturating_sub(*taken);
        }
    }
    left
}

/// The cards `now` has beyond `before` and those it lacks, each list worded by its closure
/// and the two joined by "and"; `None` when the two are the same cards.
fn changes(
    now: &Counts,
    before: &Counts,
    gained: impl Fn(String) -> String,
    lost: impl Fn(String) -> String,
) -> Option<String> {
    let more = difference(now, before);
    let fewer = difference(before, now);
    let mut words = Vec::new();
    if !more.is_empty() {
        words.push(gained(more.join(", ")));
    }
    if !fewer.is_empty() {
        words.push(lost(fewer.join(", ")));
    }
    (!words.is_empty()).then(|| words.join(" and "))
}

fn sum<'a>(hands: impl Iterator<Item = &'a Counts>) -> Counts {
    let mut total = [[0; 6]; 4];
    for hand in hands {
        for (row, counts) in total.iter_mut().zip(hand) {
            for (cell, count) in row.iter_mut().zip(counts) {
                *cell += count;
            }
        }
    }
    total
}

/// The cards of `more` beyond those of `less`, as `SQ` or `2 × SQ`.
pub(super) fn difference(more: &Counts, less: &Counts) -> Vec<String> {
    let mut cards = Vec::new();
    for (suit, (more, less)) in more.iter().zip(less).enumerate() {
        for (rank, (more, less)) in more.iter().zip(less).enumerate() {
            match more.saturating_sub(*less) {
                0 => {}
                1 => cards.push(Card { suit, rank }.name()),
                over => cards.push(format!("{over} × {}", Card { suit, rank }.name())),
            }
        }
    }
    cards
}
