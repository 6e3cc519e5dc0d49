//! Hand evaluation as players count it at the table: high-card points (ace 4, king 3, queen 2,
//! jack 1) and the shape of a hand (its suit lengths, spades first).

use super::card::{Rank, Seat, Suit};
use super::deal::Deal;
use super::hand::CardSet;

/// The Milton Work count of `hand`: 4 for an ace, 3 for a king, 2 for a queen, 1 for a jack.
pub fn high_card_points(hand: CardSet) -> u32 {
    hand.iter()
        .map(|card| match card.rank {
            Rank::Ace => 4,
            Rank::King => 3,
            Rank::Queen => 2,
            Rank::Jack => 1,
            _ => 0,
        })
        .sum()
}

/// The number of cards `seat` holds in each suit, spades first, counting cards whose rank the
/// deal does not give; `None` when the hand is not given.
pub fn suit_lengths(deal: &Deal, seat: Seat) -> Option<[usize; 4]> {
    let hand = deal.hand(seat)?;
    Some(Suit::DESCENDING.map(|suit| hand.count_in(suit) + deal.unknown_ranks(seat, suit)))
}

/// Suit lengths as players write a hand's shape, spades first: `5-3-3-2`.
pub fn shape_text(lengths: [usize; 4]) -> String {
    lengths
        .iter()
        .map(usize::to_string)
        .collect::<Vec<_>>()
        .join("-")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_and_shape() {
        let hand = CardSet::parse_dotted("AKQJT.432.AK.32").unwrap();
        assert_eq!(high_card_points(hand), 17);
        assert_eq!(high_card_points(CardSet::EMPTY), 0);
        assert_eq!(high_card_points(CardSet::FULL_PACK), 40);
        let mut deal = Deal::from_clockwise(Seat::North, [Some(hand)]);
        assert_eq!(suit_lengths(&deal, Seat::North), Some([5, 3, 2, 2]));
        assert_eq!(suit_lengths(&deal, Seat::East), None);
        deal.add_unknown_ranks(Seat::North, Suit::Clubs, 1);
        assert_eq!(
            suit_lengths(&deal, Seat::North).map(shape_text),
            Some("5-3-2-3".to_string())
        );
    }
}
