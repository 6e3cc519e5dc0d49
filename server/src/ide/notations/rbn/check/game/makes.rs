//! The `M` label against the deal: double-dummy makes need four hands of the same size.

use crate::ide::check::Findings;
use crate::ide::notations::bridge::model::DealInfo;
use crate::ide::notations::bridge::rules::Seat;
use crate::ide::prose::join_and;
use crate::ide::Diagnostic;
use gamerec_grammar::ast::AstNode;
use gamerec_grammar::rbn::ast::{Label, MakesLabel};

pub(super) fn check(makes: &MakesLabel, deal: Option<&DealInfo>, out: &mut Findings) {
    let Some(deal) = deal else {
        return;
    };
    let Some(label) = Label::cast(makes.syntax().clone()) else {
        return;
    };
    if label.is_null() || deal.broken || deal.cards_each().is_some() {
        return;
    }
    let sizes: Vec<String> = Seat::ALL
        .into_iter()
        .zip(deal.sizes)
        .map(|(seat, size)| match size {
            Some(size) => format!("{seat} {size}"),
            None => format!("{seat} none given"),
        })
        .collect();
    let range = label
        .name()
        .map_or(makes.syntax().text_range(), |name| name.text_range());
    out.push(Diagnostic::error(
        "rbn/makes-uneven-deal",
        range,
        format!(
            "double-dummy makes need four hands of the same size, but the deal has {}; \
             give every hand or remove the M label",
            join_and(&sizes)
        ),
    ));
}
