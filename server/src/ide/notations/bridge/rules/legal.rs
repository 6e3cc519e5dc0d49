//! What a player may do next, for completion: the cards of a seat whose turn in the trick is
//! not reached yet because plays before it are not written.

use super::card::{Seat, Suit};
use super::deal::Deal;
use super::hand::CardSet;
use super::play::Play;

/// The cards `seat` may play to the trick in progress of `play` (on `deal`), when the suit led
/// is `led` (`None` when the lead is not known or `seat` leads): the cards of that suit it
/// still holds, or else every card it holds. As in [`Play::legal_cards`], a card whose rank
/// the deal does not give may be any unseen card of its suit. `None` when the hand is unknown
/// or the play is over.
///
/// When `seat` is the one to play next and `led` is the suit led, this is
/// [`Play::legal_cards`].
pub fn legal_cards_of(deal: &Deal, play: &Play, seat: Seat, led: Option<Suit>) -> Option<CardSet> {
    if play.is_finished() {
        return None;
    }
    let hand = play.remaining(seat)?;
    let unseen = deal.known_cards().union(play.played_cards()).complement();
    let candidates = Suit::DESCENDING
        .iter()
        .filter(|&&suit| play.unknown_ranks_held(seat, suit) > 0)
        .fold(hand, |all, &suit| all.union(unseen.in_suit(suit)));
    Some(match led {
        Some(led) if !candidates.in_suit(led).is_empty() => candidates.in_suit(led),
        _ => candidates,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ide::notations::bridge::rules::{Bid, Card, Contract, Doubling, Rank, Strain};
    use proptest::prelude::*;

    fn deal() -> Deal {
        let hands = [
            "AKQJ.T98.765.432",
            "T98.765.432.AKQJ",
            "765.432.AKQJ.T98",
            "432.AKQJ.T98.765",
        ]
        .map(|text| CardSet::parse_dotted(text).ok());
        Deal::from_hands(hands)
    }

    fn contract() -> Option<Contract> {
        Some(Contract::new(
            Bid::new(4, Strain::Spades)?,
            Doubling::Undoubled,
            Seat::South,
        ))
    }

    #[test]
    fn follows_the_suit_led_or_shows_the_whole_hand() {
        let deal = deal();
        let Some(contract) = contract() else {
            panic!("no contract");
        };
        let mut play = Play::new(&deal, &contract);
        // West leads the heart ace.
        assert!(play
            .play(Seat::West, Card::new(Suit::Hearts, Rank::Ace))
            .is_ok());
        let north = legal_cards_of(&deal, &play, Seat::North, Some(Suit::Hearts));
        assert_eq!(north.map(CardSet::to_dotted), Some(".T98..".to_string()));
        // East without the lead known may play anything.
        let east = legal_cards_of(&deal, &play, Seat::East, None);
        assert_eq!(east.map(CardSet::len), Some(13));
        // With the heart lead known, East must follow with its hearts.
        let east = legal_cards_of(&deal, &play, Seat::East, Some(Suit::Hearts));
        assert_eq!(east.map(CardSet::to_dotted), Some(".765..".to_string()));
    }

    proptest! {
        /// For the player on turn it agrees with the play's own rule.
        #[test]
        fn agrees_with_the_play_on_turn(choices in proptest::collection::vec(0usize..13, 0..52)) {
            let deal = deal();
            let Some(contract) = contract() else {
                panic!("no contract");
            };
            let mut play = Play::new(&deal, &contract);
            for choice in choices {
                let Some(seat) = play.next_to_play() else { break };
                let ours = legal_cards_of(&deal, &play, seat, play.led_suit());
                prop_assert_eq!(ours, play.legal_cards());
                let Some(cards) = ours else { break };
                let Some(card) = cards.iter().nth(choice % cards.len().max(1)) else { break };
                prop_assert!(play.play(seat, card).is_ok());
            }
        }
    }
}
