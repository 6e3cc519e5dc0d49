//! Corpus tier: the examples of the Preferans PPN README do not fit together, and
//! `gamerec check` names exactly what is wrong in them, nothing more.

use gamerec_tests::{corpus_dir, run};

/// Each finding as `line:column code: message`, without the source lines under it.
fn findings(path: &std::path::Path) -> Vec<String> {
    let report = run(&["check".as_ref(), path.as_os_str()]);
    assert_eq!(report.code, 1, "{}", report.stderr);
    report
        .stdout
        .lines()
        .filter_map(|line| {
            let (_, rest) = line.split_once(".ppn:")?;
            Some(rest.to_owned())
        })
        .collect()
}

#[test]
fn the_readme_examples_are_judged_exactly() {
    let Some(corpus) = corpus_dir() else {
        return;
    };
    let found = findings(&corpus.join("ppn/prefko_readme_example_bracketed.ppn"));
    let expected = [
        "9:1: warning[preferans/place-disagrees-with-results]: place 1 goes to player 2 (result 88) and place 2 to player 1 (result 458): the places follow the results, highest first",
        "13:50: error[preferans/discard-not-held]: main (player 2) discards the 8♦, which is neither in their hand nor in the talon: player 1 holds it",
        "13:51: error[preferans/discard-not-held]: main (player 2) discards the 9♣, which is neither in their hand nor in the talon: player 3 holds it",
        "13:65: error[preferans/card-not-held]: player 3 throws the 8♦ in trick 1, but does not hold it: player 1 holds it",
        "13:120: warning[preferans/follower-failure]: the follower took 3 of the 4 tricks a follower needs alone, and main made the contract, so the follower fails and adds the value to the middle column: `:8` (house rule: when a follower fails)",
        "15:49: error[preferans/discard-not-held]: main (player 3) discards the J♣, which is neither in their hand nor in the talon: player 1 holds it",
        "15:50: error[preferans/discard-not-held]: main (player 3) discards the 9♠, which is neither in their hand nor in the talon: player 2 holds it",
        "15:64: error[preferans/wrong-leader]: trick 1 opens with player 3's A♦, but player 1 leads the first trick",
        "15:114: error[preferans/summary-role]: player 1 does not follow (`accepted` names player 2 alone), so their part of the summary is `0`",
        "15:121: error[preferans/summary-role]: player 2 follows, so their part of the summary is a follower's `F<tricks>:L<points>`",
        "16:50: error[preferans/discard-not-held]: main (player 2) discards the A♦, which is neither in their hand nor in the talon: player 1 holds it",
        "16:66: error[preferans/card-not-held]: player 3 throws the 8♦ in trick 1, but does not hold it: player 1 holds it",
        "17:1: error[preferans/unexpected-text]: expected a tag pair `[Name value]`, a round `[id dealOrder cards ...]` or a comment, found `...`",
    ];
    assert_eq!(found, expected);
}
