//! The `R` label against the rest of the record: a pass-out against a contract, declarer's
//! tricks against the play so far, and the raw score against contract, vulnerability and
//! tricks.

use crate::ide::check::Findings;
use crate::ide::notations::bridge::model::{
    AuctionInfo, ContractInfo, FinalContract, PlayInfo, ResultFacts, WrittenNumber,
};
use crate::ide::notations::bridge::rules::{score_detail, AuctionResult, Outcome, Side};
use crate::ide::{Diagnostic, RelatedInformation};
use gamerec_grammar::TextRange;

/// What the rest of the record says about the result.
pub(super) struct Facts<'a> {
    pub contract: Option<&'a FinalContract>,
    pub auction: Option<&'a AuctionInfo>,
    pub contract_label: Option<&'a ContractInfo>,
    pub play: Option<&'a PlayInfo>,
    /// Whether the form of scoring in force is duplicate scoring.
    pub duplicate_scoring: bool,
}

pub(super) fn check(result: &ResultFacts, facts: &Facts, out: &mut Findings) {
    if result.has_errors {
        return;
    }
    if let Some(pass) = result.passed_out {
        passed_out(pass, result, facts, out);
        return;
    }
    let Some(tricks_token) = &result.tricks else {
        return;
    };
    let auction_passed_out = facts
        .auction
        .and_then(AuctionInfo::result)
        .is_some_and(|result| result == AuctionResult::PassedOut);
    if auction_passed_out && facts.contract_label.is_none() {
        out.push(Diagnostic::error(
            "rbn/passed-out-mismatch",
            tricks_token.range,
            "R gives declarer's tricks, but the auction was passed out: there is no declarer; \
             write `R P`",
        ));
        return;
    }
    let tricks = tricks_token
        .value
        .and_then(|tricks| u32::try_from(tricks).ok())
        .unwrap_or(u32::MAX);
    if tricks > 13 {
        let written = if tricks == u32::MAX {
            "that many".to_string()
        } else {
            tricks.to_string()
        };
        out.push(Diagnostic::error(
            "rbn/tricks-mismatch",
            tricks_token.range,
            format!("declarer cannot win {written} tricks: a deal has 13"),
        ));
        return;
    }
    if let Some(play) = facts.play {
        against_play(tricks, tricks_token, play, out);
    }
    if let (Some(score), Some(contract)) = (&result.score, facts.contract) {
        against_score(tricks, score, contract, facts, out);
    }
}

/// `R P` when the auction or `C` gives a contract; a score other than 0 after `P`.
fn passed_out(range: TextRange, result: &ResultFacts, facts: &Facts, out: &mut Findings) {
    if let Some(contract) = facts.contract {
        let source = if facts.contract_label.is_some() {
            "C gives"
        } else {
            "the auction ended in"
        };
        out.push(Diagnostic::error(
            "rbn/passed-out-mismatch",
            range,
            format!(
                "R says the board was passed out, but {source} {}; give declarer's tricks \
                 instead of `P`",
                contract.text()
            ),
        ));
        return;
    }
    if let Some(score) = &result.score {
        if score.value.is_some_and(|points| points != 0) {
            out.push(Diagnostic::error(
                "rbn/score-mismatch",
                score.range,
                format!("a passed-out board scores 0, but R says {}", score.text),
            ));
        }
    }
}

/// Declarer's tricks in `R` against the tricks the play has already decided.
fn against_play(tricks: u32, token: &WrittenNumber, info: &PlayInfo, out: &mut Findings) {
    let play = &info.play;
    if info.failed || play.total_tricks() != 13 {
        return;
    }
    let won = u32::try_from(play.tricks_won(info.declarer.side())).unwrap_or(u32::MAX);
    let done = u32::try_from(play.completed_tricks()).unwrap_or(u32::MAX);
    let most = won.saturating_add(13u32.saturating_sub(done));
    let declarer = info.declarer;
    let message = if done == 13 && tricks != won {
        format!("the play gives declarer ({declarer}) {won} tricks, but R says {tricks}")
    } else if tricks < won {
        format!(
            "declarer ({declarer}) has already won {won} of the first {done} tricks in the \
             play, but R says {tricks}"
        )
    } else if tricks > most {
        format!(
            "declarer ({declarer}) has won {won} of the first {done} tricks in the play, so \
             at most {most} in all, but R says {tricks}"
        )
    } else {
        return;
    };
    let mut diagnostic = Diagnostic::error("rbn/tricks-mismatch", token.range, message);
    diagnostic.related.push(RelatedInformation {
        range: info.range,
        message: "the play".to_string(),
    });
    out.push(diagnostic);
}

/// The raw score (for North-South) against the duplicate score of the contract with these
/// tricks: at the vulnerability `A` gives, or at either when it gives none.
fn against_score(
    tricks: u32,
    token: &WrittenNumber,
    contract: &FinalContract,
    facts: &Facts,
    out: &mut Findings,
) {
    let Some(contract_made) = contract.contract else {
        return;
    };
    let Some(written) = token.value else {
        return;
    };
    if !facts.duplicate_scoring {
        return;
    }
    let Ok(tricks) = u8::try_from(tricks) else {
        return;
    };
    let vulnerable = facts
        .auction
        .and_then(|auction| auction.vulnerability)
        .map(|vulnerability| vulnerability.is_seat_vulnerable(contract_made.declarer));
    let choices: &[bool] = match vulnerable {
        Some(true) => &[true],
        Some(false) => &[false],
        None => &[false, true],
    };
    let mut scores = Vec::new();
    for &vulnerable in choices {
        let Ok(detail) = score_detail(&contract_made, tricks, vulnerable) else {
            return;
        };
        let score = match contract_made.declarer.side() {
            Side::NorthSouth => detail.total,
            Side::EastWest => -detail.total,
        };
        if i64::from(score) == written {
            return;
        }
        scores.push((vulnerable, score, detail.outcome));
    }
    let Some(&(_, _, outcome)) = scores.first() else {
        return;
    };
    let result = match outcome {
        Outcome::Made { overtricks: 0 } => "made exactly".to_string(),
        Outcome::Made { overtricks: 1 } => "made with an overtrick".to_string(),
        Outcome::Made { overtricks } => format!("made with {overtricks} overtricks"),
        Outcome::Down { undertricks } => format!("down {undertricks}"),
    };
    let expected = match scores.as_slice() {
        [(vulnerable, score, _)] => format!(
            "{score:+} for North-South (declarer {}vulnerable)",
            if *vulnerable { "" } else { "not " }
        ),
        _ => {
            let each: Vec<String> = scores
                .iter()
                .map(|(vulnerable, score, _)| {
                    format!(
                        "{score:+} {}vulnerable",
                        if *vulnerable { "" } else { "not " }
                    )
                })
                .collect();
            format!(
                "{} for North-South (the A label gives no vulnerability)",
                each.join(" or ")
            )
        }
    };
    out.push(Diagnostic::error(
        "rbn/score-mismatch",
        token.range,
        format!(
            "{} with {tricks} tricks is {result} and scores {expected}, but R says {}",
            contract.text(),
            token.text
        ),
    ));
}
