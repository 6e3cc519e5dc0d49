//! Inlay hints of a deal, from the model: the high-card points after each hand written, and
//! after a hand the record fills in with the rest of the pack.

use crate::ide::inlay::Hints;
use crate::ide::notations::bridge::model::DealInfo;
use crate::ide::notations::bridge::rules::points::high_card_points;
use crate::ide::notations::bridge::rules::Seat;

pub(crate) fn deal_hints(deal: &DealInfo, out: &mut Hints) {
    for seat in Seat::ALL {
        let (Some(end), Some(cards)) = (deal.hand_ends[seat.index()], deal.deal.hand(seat)) else {
            continue;
        };
        let points = high_card_points(cards);
        if deal.filled == Some(seat) {
            out.points(end, points, || {
                format!(
                    "{points} high-card points in the fourth hand, which gets the rest of the pack"
                )
            });
        } else if deal.sizes[seat.index()].is_some_and(|size| size > 0) {
            out.points(end, points, || {
                format!("{points} high-card points (ace 4, king 3, queen 2, jack 1)")
            });
        }
    }
}
