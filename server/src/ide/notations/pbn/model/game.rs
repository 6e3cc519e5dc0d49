//! A PBN game read into the bridge model, the same model an RBN record reads into: the deal of
//! its Deal tag, the auction of its Auction section replayed from the dealer, the contract of
//! its Contract and Declarer tags, and the play of its Play section replayed under the contract
//! the game goes by. The Result and Score tags stay in [`GameTags`], whose numbers carry the
//! side they are for.

use super::tags::{played_contract, value_of, ContractTag, Found, GameTags};
use super::{read_auction, read_deal, read_play, Played};
use crate::ide::notations::bridge::model::{BridgeGame, ContractInfo, Detail, FinalContract};
use crate::ide::notations::bridge::rules::{Contract, Doubling};

/// Reads the game whose tags and sections `found` holds and whose tag values `tags` gives.
/// Problems met while reading go to the game's `problems`, in the order met.
pub(crate) fn read(found: &Found<'_>, tags: &GameTags, detail: Detail) -> BridgeGame {
    let mut game = BridgeGame::default();
    game.deal = value_of(found.deal).and_then(|value| read_deal(value, &mut game.problems));
    game.auction = found
        .auction
        .and_then(|section| read_auction(section, tags.dealer, &mut game.problems));
    game.contract = written_contract(tags);
    let replayed = game.auction.as_ref().filter(|facts| facts.replay.is_some());
    let contract = played_contract(tags, replayed);
    let played = match (contract, tags.strain_only) {
        (Some(contract), _) => Some(Played::Contract(contract)),
        (None, Some(strain)) => Some(Played::EndPosition(strain)),
        (None, None) => None,
    };
    let deal = game.deal.as_ref().filter(|deal| deal.playable);
    game.play = match (deal, played, found.play) {
        (Some(deal), Some(played), Some(section)) => read_play(
            section,
            Some(&deal.deal),
            Some(played),
            detail,
            &mut game.problems,
        ),
        _ => None,
    };
    game.final_contract = match played {
        Some(Played::Contract(contract)) => Some(final_contract(contract)),
        Some(Played::EndPosition(strain)) => {
            let leader = game.play.as_ref().and_then(|play| play.first_column);
            leader.map(|leader| FinalContract {
                contract: None,
                trumps: strain.trumps(),
                declarer: leader.after(3),
                leader,
                leader_given: true,
                strain,
                doubling: Doubling::Undoubled,
            })
        }
        None => None,
    };
    game
}

/// The Contract and Declarer tags as written: a bid, or a strain alone for an end position;
/// none for `Pass`.
fn written_contract(tags: &GameTags) -> Option<ContractInfo> {
    let (level, strain, doubling, range) = match (tags.contract, tags.strain_only) {
        (
            Some(ContractTag {
                contract: Some((bid, doubling)),
                range,
            }),
            _,
        ) => (Some(bid.level()), bid.strain(), doubling, range),
        (_, Some(strain)) => (None, strain, Doubling::Undoubled, tags.contract_range?),
        _ => return None,
    };
    let declarer = tags.declarer.and_then(|declarer| declarer.seat);
    Some(ContractInfo {
        level,
        strain,
        doubling,
        goal: None,
        declarer,
        declarer_range: tags.declarer.map(|declarer| declarer.range),
        leader: None,
        leader_range: None,
        range,
    })
}

fn final_contract(contract: Contract) -> FinalContract {
    FinalContract {
        contract: Some(contract),
        trumps: contract.strain.trumps(),
        declarer: contract.declarer,
        leader: contract.opening_leader(),
        leader_given: false,
        strain: contract.strain,
        doubling: contract.doubled,
    }
}
