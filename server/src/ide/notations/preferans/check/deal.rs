//! A played deal's fields before the play, judged against each other: the auction the bids
//! tell and its winner, the discard, the contract against the winning bid, who follows, the
//! kontras, the value and who throws first.

use crate::ide::check::Findings;
use crate::ide::notations::preferans::model::play::{card_text, Replay};
use crate::ide::notations::preferans::model::value::value_of;
use crate::ide::notations::preferans::model::{
    Accepted, AuctionOutcome, Bid, Deal, Discard, Player,
};
use crate::ide::prose::join_and;
use crate::ide::Diagnostic;

pub(super) const IMPOSSIBLE_AUCTION: &str = "preferans/impossible-auction";
pub(super) const MAIN_NOT_AUCTION_WINNER: &str = "preferans/main-not-auction-winner";
pub(super) const CONTRACT_BELOW_BID: &str = "preferans/contract-below-bid";
pub(super) const GAME_MISMATCH: &str = "preferans/game-mismatch";
pub(super) const DISCARD_NOT_HELD: &str = "preferans/discard-not-held";
pub(super) const DISCARD_AGAINST_CONTRACT: &str = "preferans/discard-against-contract";
pub(super) const MAIN_ACCEPTS: &str = "preferans/main-accepts";
pub(super) const KONTRA_PLAYER: &str = "preferans/kontra-player";
pub(crate) const VALUE_MISMATCH: &str = "preferans/value-mismatch";
pub(super) const WRONG_STARTER: &str = "preferans/wrong-starter";

pub(super) fn check(deal: &Deal, replay: Option<&Replay>, out: &mut Findings) {
    auction(deal, out);
    discard(deal, out);
    followers(deal, out);
    value(deal, out);
    starter(deal, replay, out);
}

fn player_list(seats: &[usize], deal: &Deal) -> String {
    let names: Vec<String> = seats
        .iter()
        .filter_map(|&seat| deal.player_at(seat))
        .map(|player| format!("player {player}"))
        .collect();
    join_and(&names).replace(" and ", " or ")
}

/// The bids against the rules of the auction, main against its winner, and the contract
/// against the winning bid.
fn auction(deal: &Deal, out: &mut Findings) {
    let (Some(bids), Some(outcome)) = (deal.bids, deal.auction()) else {
        return;
    };
    let (seats, level, game) = match outcome {
        AuctionOutcome::PassedOut => {
            if let Some(main) = deal.main {
                out.push(Diagnostic::error(
                    MAIN_NOT_AUCTION_WINNER,
                    main.range,
                    "all three passed, so nobody won the auction: a passed-out deal is written \
                     `[id dealOrder cards P,P,P]`, with no main player",
                ));
            }
            return;
        }
        AuctionOutcome::Impossible(why) => {
            out.push(Diagnostic::error(IMPOSSIBLE_AUCTION, bids.range, why));
            return;
        }
        AuctionOutcome::Won { seats, level, game } => (seats, level, game),
    };
    let Some(main) = deal.main else {
        return;
    };
    if deal.order.is_some()
        && !seats
            .iter()
            .any(|&seat| deal.player_at(seat) == Some(main.value))
    {
        let bid_words: Vec<String> = bids.value.iter().map(|bid| bid.value.words()).collect();
        out.push(Diagnostic::error(
            MAIN_NOT_AUCTION_WINNER,
            main.range,
            format!(
                "player {} is main, but the bids ({}, in deal order) make {} the winner of the \
                 auction",
                main.value,
                bid_words.join(", "),
                player_list(&seats, deal)
            ),
        ));
    }
    let Some(contract) = deal.contract else {
        return;
    };
    if contract.value.game != game {
        let message = if game {
            format!(
                "main won the auction with a game bid, so the contract is a game (`G{}`), not {}",
                contract.value.number,
                contract.value.name()
            )
        } else {
            format!(
                "{} is a game, but nobody bid game (`G`): the contract after a plain auction \
                 has no `G`",
                contract.value.name()
            )
        };
        out.push(Diagnostic::error(GAME_MISMATCH, contract.range, message));
        return;
    }
    if let Some(level) = level.filter(|&level| contract.value.number < level) {
        let won = if game {
            Bid::Game(Some(level)).words()
        } else {
            Bid::Raise(level).words()
        };
        out.push(Diagnostic::error(
            CONTRACT_BELOW_BID,
            contract.range,
            format!(
                "the contract, {}, is below the bid that won the auction, {won}: main plays \
                 the bid or a higher contract",
                contract.value.name()
            ),
        ));
    }
}

/// Two cards of main's twelve after the talon, or `XX` in a game.
fn discard(deal: &Deal, out: &mut Findings) {
    let (Some(discard), Some(contract)) = (deal.discard, deal.contract) else {
        return;
    };
    match (discard.value, contract.value.game) {
        (Discard::Nothing, true) => {}
        (Discard::Cards(_), true) => out.push(Diagnostic::error(
            DISCARD_AGAINST_CONTRACT,
            discard.range,
            format!(
                "in a game main plays without the talon and discards nothing: {} is written \
                 `XX` in `discarded`",
                contract.value.name()
            ),
        )),
        (Discard::Nothing, false) => out.push(Diagnostic::error(
            DISCARD_AGAINST_CONTRACT,
            discard.range,
            format!(
                "`XX` is for a game, but the contract is {}: main took the talon and discarded \
                 two cards",
                contract.value.name()
            ),
        )),
        (Discard::Cards(cards), false) => {
            let (Some(main), Some(dealt)) = (deal.main, deal.dealt.as_ref()) else {
                return;
            };
            let Some(hand) = deal.hand_of(main.value) else {
                return;
            };
            if cards[0].value == cards[1].value {
                out.push(Diagnostic::error(
                    DISCARD_NOT_HELD,
                    cards[1].range,
                    format!(
                        "main discards the {} twice: the two cards discarded differ",
                        card_text(cards[1].value)
                    ),
                ));
                return;
            }
            for card in cards {
                if hand.has(card.value) || dealt.talon.has(card.value) {
                    continue;
                }
                let holder =
                    (1..=3).find(|&player| deal.hand_of(player).is_some_and(|h| h.has(card.value)));
                let whose =
                    holder.map_or_else(String::new, |player| format!(": player {player} holds it"));
                out.push(Diagnostic::error(
                    DISCARD_NOT_HELD,
                    card.range,
                    format!(
                        "main (player {}) discards the {}, which is neither in their hand nor \
                         in the talon{whose}",
                        main.value,
                        card_text(card.value)
                    ),
                ));
            }
        }
    }
}

/// `accepted` names followers, not main; kontras are started by a follower.
fn followers(deal: &Deal, out: &mut Findings) {
    let Some(main) = deal.main else {
        return;
    };
    if let Some(accepted) = deal.accepted {
        if accepted.value == Accepted::Alone(main.value) {
            out.push(Diagnostic::error(
                MAIN_ACCEPTS,
                accepted.range,
                format!(
                    "`accepted` names player {}, who is main: it names the follower who plays \
                     alone, `0` for neither or `8` for both",
                    main.value
                ),
            ));
            return;
        }
    }
    let Some(kontra) = deal.kontra else {
        return;
    };
    let Some(written) = kontra.value else {
        return;
    };
    let by: Player = written.player;
    if by == main.value {
        out.push(Diagnostic::error(
            KONTRA_PLAYER,
            kontra.range,
            format!(
                "the {} is started by player {by}, who is main: a follower starts the kontras",
                written.name()
            ),
        ));
        return;
    }
    if deal
        .followers()
        .is_some_and(|followers| followers.is_empty())
    {
        out.push(Diagnostic::warning(
            KONTRA_PLAYER,
            kontra.range,
            format!(
                "the deal has a {} by player {by}, but nobody follows (`accepted` is 0), so \
                 nobody plays against main",
                written.name()
            ),
        ));
    }
}

/// The value against contract, game, refa and kontras.
fn value(deal: &Deal, out: &mut Findings) {
    let (Some(value), Some(contract)) = (deal.value, deal.contract) else {
        return;
    };
    let refa = deal.refa.is_some_and(|refa| refa.value);
    let kontra = deal.kontra.and_then(|kontra| kontra.value);
    let rule = value_of(contract.value, refa, kontra);
    if rule.value != value.value {
        out.push(Diagnostic::warning(
            VALUE_MISMATCH,
            value.range,
            format!(
                "the value is {}, not {}: {} (the value rule: twice the contract's number, one \
                 more for a game, × 2 under refa, × 2 to × 16 from kontra to mortkontra)",
                rule.value,
                value.value,
                rule.reckoning()
            ),
        ));
    }
}

/// `starts` is the first player in deal order whose hand is played.
fn starter(deal: &Deal, replay: Option<&Replay>, out: &mut Findings) {
    let (Some(starts), Some(replay)) = (deal.starts, replay) else {
        return;
    };
    if deal
        .followers()
        .is_some_and(|followers| followers.is_empty())
    {
        return;
    }
    let expected = replay.first_leader;
    if starts.value != expected {
        let order: String = deal
            .order
            .map(|order| order.value.iter().map(|p| char::from(b'0' + p)).collect())
            .unwrap_or_default();
        out.push(Diagnostic::error(
            WRONG_STARTER,
            starts.range,
            format!(
                "player {expected} throws first, not player {}: the first player in the deal \
                 order `{order}` whose hand is played leads the first trick",
                starts.value
            ),
        ));
    }
}
