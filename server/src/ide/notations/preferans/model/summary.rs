//! The summary a played deal's throws, contract and value give, in deal order: main's
//! `M<tricks>:<middle>`, each follower's `F<tricks>:L<points>[:<middle>]`, `0` for a player
//! who does not follow. When a follower fails is the house rule documented in
//! `docs/preferans.md`.

use super::Deal;

/// The summary written out, with how many tricks main took and whether main made it.
pub(crate) struct ExpectedSummary {
    pub text: String,
    pub main_tricks: u32,
    pub made: bool,
}

/// The tricks a follower needs not to fail: two beside another follower, four alone.
pub(crate) fn tricks_a_follower_needs(followers: usize) -> u32 {
    if followers == 2 {
        2
    } else {
        4
    }
}

/// The summary, when the play replays to its end and somebody followed.
pub(crate) fn expected_summary(deal: &Deal) -> Option<ExpectedSummary> {
    let replay = deal.replay()?;
    let followers = deal.followers()?;
    if replay.next_leader.is_none() || followers.is_empty() {
        return None;
    }
    let contract = deal.contract?.value;
    let value = deal.value?.value;
    let main = deal.main?.value;
    let main_tricks = replay.won[usize::from(main - 1)];
    let made = contract.is_made(main_tricks);
    let needed = tricks_a_follower_needs(followers.len());
    let parts: Vec<String> = deal
        .order?
        .value
        .iter()
        .map(|&player| {
            let tricks = replay.won[usize::from(player - 1)];
            if player == main {
                format!("M{tricks}:{}{value}", if made { "-" } else { "" })
            } else if followers.contains(&player) {
                let fails = made && !contract.is_betl() && tricks < needed;
                let points = u64::from(tricks).saturating_mul(value);
                let middle = if fails {
                    format!(":{value}")
                } else {
                    String::new()
                };
                format!("F{tricks}:L{points}{middle}")
            } else {
                "0".to_owned()
            }
        })
        .collect();
    Some(ExpectedSummary {
        text: parts.join(","),
        main_tricks,
        made,
    })
}
