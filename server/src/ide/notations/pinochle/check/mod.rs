//! The Pinochle checks beyond syntax: the header lines and line lengths of the whole file,
//! content that shows Preferans PPN read as Pinochle, and hand by hand the tags (EXPORT's
//! mandatory tags, segmental prefixes, the values of the simple tags, scores per team and the
//! seats at the table), then the hand read once into the model and judged: the deal, the
//! holding after the exchange, the auction and the play replayed, the melds, the scores that
//! follow from them, and the game scores carried on from the hand before. A hand takes over
//! from the file whether it is in EXPORT format.

mod auction;
mod deal;
mod exchange;
mod game;
pub(crate) mod headers;
mod markers;
mod melds;
mod notation;
mod play;
mod prefix_numbers;
mod scores;
mod tags;
#[cfg(test)]
mod tests;

use crate::ide::check::Findings;
use crate::ide::check::FormatChecks;
use crate::ide::green::Node;
use crate::ide::notations::pinochle::model::{self, read_carry, Carry, HandModel};
use crate::ide::rules::{PinochleRules, Rules};
use gamerec_grammar::{SyntaxKind, SyntaxNode};
use headers::Layout;
use markers::Earlier;

pub(crate) struct Checks;

/// What a hand's checks take from the file before it: the format header, where the game
/// stood after the hand before, and the tags the hands before gave (for `#` and `##`); and the
/// club's rules, which the settings give.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Context {
    rules: PinochleRules,
    layout: Layout,
    previous: Option<Carry>,
    earlier: Earlier,
}

impl FormatChecks for Checks {
    type Context = Context;

    fn is_record(kind: SyntaxKind) -> bool {
        kind == SyntaxKind::PIN_HAND_RECORD
    }

    fn first_context(root: &SyntaxNode, rules: &Rules) -> Context {
        Context {
            rules: rules.pinochle,
            layout: headers::layout(Node::of(root)),
            previous: None,
            earlier: Earlier::default(),
        }
    }

    fn check_record(record: &SyntaxNode, context: &Context, out: &mut Findings) -> Context {
        let hand = Node::of(record);
        headers::check_hand(hand, out);
        tags::check(hand, context.layout, &context.earlier, out);
        let model = HandModel::read(hand);
        markers::check(hand, &model, context.layout, &context.earlier, out);
        deal::check(&model, out);
        exchange::check(&model, out);
        let auction_replay = model::auction::replay(&model);
        auction::check(&model, auction_replay.as_ref(), out);
        prefix_numbers::check(hand, &model, auction_replay.as_ref(), out);
        melds::check(&model, out);
        let play_replay = model::play::replay(&model);
        play::check(&model, play_replay.as_ref(), context.rules, out);
        let replays = scores::Replays {
            auction: auction_replay.as_ref(),
            play: play_replay.as_ref(),
        };
        scores::check(&model, &replays, context.rules, out);
        game::check(&model, context.previous.as_ref(), out);
        Context {
            rules: context.rules,
            layout: context.layout,
            previous: model.carry(),
            earlier: context.earlier.after(hand),
        }
    }

    fn next_context(record: &SyntaxNode, context: &Context) -> Context {
        let hand = Node::of(record);
        Context {
            rules: context.rules,
            layout: context.layout,
            previous: read_carry(hand),
            earlier: context.earlier.after(hand),
        }
    }

    fn check_file(root: &SyntaxNode, out: &mut Findings) {
        headers::check(Node::of(root), out);
        notation::check(root, out);
    }
}
