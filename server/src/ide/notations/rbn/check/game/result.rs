//! The `R` label against the rest of the record: a pass-out against a contract, declarer's
//! tricks against the play so far, and the raw score against contract, vulnerability and
//! tricks.

use crate::ide::notations::bridge::model::{AuctionInfo, ContractInfo, FinalContract, PlayInfo};
use crate::ide::notations::bridge::rules::{score_detail, AuctionResult, Outcome, Side};
use crate::ide::notations::rbn::model::has_errors;
use crate::ide::{Diagnostic, RelatedInformation};
use gamerec_grammar::ast::AstNode;
use gamerec_grammar::rbn::ast::{Label, Record, ResultLabel};
use gamerec_grammar::SyntaxKind::RBN_PASS;
use gamerec_grammar::{SyntaxNode, SyntaxToken};

/// What the rest of the record says about the result.
pub(super) struct Facts<'a> {
    pub record: &'a Record,
    pub contract: Option<&'a FinalContract>,
    pub auction: Option<&'a AuctionInfo>,
    pub contract_label: Option<&'a ContractInfo>,
    pub play: Option<&'a PlayInfo>,
    /// The `F` label of an earlier record, in force when this one has none.
    pub inherited_scoring: Option<&'a SyntaxNode>,
}

pub(super) fn check(label: &ResultLabel, facts: &Facts, out: &mut Vec<Diagnostic>) {
    if has_errors(label.syntax()) {
        return;
    }
    if label.is_passed_out() {
        passed_out(label, facts, out);
        return;
    }
    let Some(tricks_token) = label.tricks() else {
        return;
    };
    let auction_passed_out = facts
        .auction
        .and_then(AuctionInfo::result)
        .is_some_and(|result| result == AuctionResult::PassedOut);
    if auction_passed_out && facts.contract_label.is_none() {
        out.push(Diagnostic::error(
            "rbn/passed-out-mismatch",
            tricks_token.text_range(),
            "R gives declarer's tricks, but the auction was passed out: there is no declarer; \
             write `R P`",
        ));
        return;
    }
    let tricks = tricks_token.text().parse::<u32>().unwrap_or(u32::MAX);
    if tricks > 13 {
        let written = if tricks == u32::MAX {
            "that many".to_string()
        } else {
            tricks.to_string()
        };
        out.push(Diagnostic::error(
            "rbn/tricks-mismatch",
            tricks_token.text_range(),
            format!("declarer cannot win {written} tricks: a deal has 13"),
        ));
        return;
    }
    if let Some(play) = facts.play {
        against_play(tricks, &tricks_token, play, out);
    }
    if let (Some(score), Some(contract)) = (label.score(), facts.contract) {
        against_score(tricks, &score, contract, facts, out);
    }
}

/// `R P` when the auction or `C` gives a contract; a score other than 0 after `P`.
fn passed_out(label: &ResultLabel, facts: &Facts, out: &mut Vec<Diagnostic>) {
    let pass = label
        .syntax()
        .descendants_with_tokens()
        .filter_map(|element| element.into_token())
        .find(|token| token.kind() == RBN_PASS);
    let range = pass.map_or(label.syntax().text_range(), |token| token.text_range());
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
                contract.text
            ),
        ));
        return;
    }
    if let Some(score) = label.score() {
        if score.text().parse::<i64>().is_ok_and(|points| points != 0) {
            out.push(Diagnostic::error(
                "rbn/score-mismatch",
                score.text_range(),
                format!("a passed-out board scores 0, but R says {}", score.text()),
            ));
        }
    }
}

/// Declarer's tricks in `R` against the tricks the play has already decided.
fn against_play(tricks: u32, token: &SyntaxToken, info: &PlayInfo, out: &mut Vec<Diagnostic>) {
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
    let mut diagnostic = Diagnostic::error("rbn/tricks-mismatch", token.text_range(), message);
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
    token: &SyntaxToken,
    contract: &FinalContract,
    facts: &Facts,
    out: &mut Vec<Diagnostic>,
) {
    let Some(contract_made) = contract.contract else {
        return;
    };
    let Ok(written) = token.text().parse::<i64>() else {
        return;
    };
    if !duplicate_scoring(facts.record, facts.inherited_scoring) {
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
        token.text_range(),
        format!(
            "{} with {tricks} tricks is {result} and scores {expected}, but R says {}",
            contract.text,
            token.text()
        ),
    ));
}

/// Whether the `F` in force (the record's own, else an earlier record's) leaves duplicate
/// scoring: rubber bridge, Chicago, Cavendish, plus-or-fishfood and scoring from before 1987
/// score otherwise.
fn duplicate_scoring(record: &Record, inherited: Option<&SyntaxNode>) -> bool {
    let own = record.label('F');
    let Some(label) = own.or_else(|| inherited.and_then(|node| Label::cast(node.clone()))) else {
        return true;
    };
    let mut fields = label.fields().map(|field| field.text());
    let form = fields.next().unwrap_or_default();
    let form = form.trim();
    let other_form = ["R", "C", "A", "P"].contains(&form)
        || ["rubber", "chicago", "cavendish"]
            .iter()
            .any(|word| form.to_ascii_lowercase().contains(word));
    let modifier = fields.next().unwrap_or_default();
    let modifier = modifier.trim();
    let old = modifier.eq_ignore_ascii_case("old")
        || modifier.parse::<u32>().is_ok_and(|year| year < 1987);
    !other_form && !old
}
