//! The `A` label read into the model: its dealer and vulnerability, every call as written, and
//! the calls replayed on the bridge auction up to the first illegal one (an insufficient bid, a
//! double or redouble that is not allowed, a call after the end), which is reported.

use super::first_error;
use super::start::{auction_start, AuctionStart};
use crate::ide::green::Node;
use crate::ide::notations::bridge::model::{
    AuctionEnd, AuctionFacts, AuctionInfo, CallAt, Opening, WrittenCall,
};
use crate::ide::notations::bridge::problems::Codes;
use crate::ide::notations::bridge::rules::{Bid, Call};
use crate::ide::Diagnostic;
use gamerec_grammar::ast::AstNode;
use gamerec_grammar::rbn::ast::{AuctionLabel, CallKind};
use gamerec_grammar::SyntaxKind::*;
use gamerec_grammar::TextRange;

/// Reads the dealer, the vulnerability and the calls of `label`, and replays the calls unless
/// the label has syntax errors, reporting the first illegal one.
pub(super) fn read(label: &AuctionLabel, out: &mut Vec<Diagnostic>) -> AuctionFacts {
    let start = auction_start(label);
    let green = label.syntax().green();
    let label_node = Node::new(green, label.syntax().text_range().start());
    let mut bid_text = String::new();
    let calls: Vec<CallAt> = label_node
        .child_nodes()
        .filter(|node| node.kind() == RBN_ROUND)
        .flat_map(|round| round.child_nodes())
        .filter(|node| node.kind() == RBN_CALL)
        .map(|call| call_at(call, &mut bid_text))
        .collect();
    let error_at = first_error(label.syntax());
    let replay = error_at.is_none().then(|| replay(&calls, start, out));
    let end = match replay.as_ref().and_then(AuctionInfo::result) {
        Some(result) => AuctionEnd::Finished(result),
        None => AuctionEnd::Open,
    };
    AuctionFacts {
        before_dealer: Vec::new(),
        unknown_after: None,
        end,
        error_at,
        dealer: start.dealer,
        dealer_known: start.dealer_known,
        vulnerability: start.vulnerability,
        dealer_at: start.dealer_at,
        vulnerability_at: start.vulnerability_at,
        calls,
        replay,
    }
}

/// One call node read: its range without the annotations, and what it stands for.
fn call_at(call: Node<'_>, bid_text: &mut String) -> CallAt {
    let mut covered: Option<TextRange> = None;
    let mut kind = None;
    let mut level = None;
    let mut strain = None;
    for token in call.tokens() {
        let token_kind = match token.kind {
            RBN_LEVEL => {
                level.get_or_insert(token.text);
                Some(CallKind::Bid)
            }
            RBN_STRAIN => {
                strain.get_or_insert(token.text);
                None
            }
            RBN_PASS => Some(CallKind::Pass),
            RBN_DOUBLE => Some(CallKind::Double),
            RBN_REDOUBLE => Some(CallKind::Redouble),
            RBN_ALL_PASS => Some(CallKind::AllPass),
            RBN_QUERY => Some(CallKind::Query),
            _ => continue,
        };
        covered = Some(covered.map_or(token.range, |all| all.cover(token.range)));
        if kind.is_none() {
            kind = token_kind;
        }
    }
    let written = match kind {
        Some(CallKind::Pass) => Some(WrittenCall::Call(Call::Pass)),
        Some(CallKind::Double) => Some(WrittenCall::Call(Call::Double)),
        Some(CallKind::Redouble) => Some(WrittenCall::Call(Call::Redouble)),
        Some(CallKind::AllPass) => Some(WrittenCall::AllPass),
        Some(CallKind::Query) => Some(WrittenCall::Query),
        Some(CallKind::Bid) => {
            bid_text.clear();
            bid_text.extend(level.into_iter().chain(strain));
            bid_text.make_ascii_uppercase();
            Bid::parse(bid_text).map(|bid| WrittenCall::Call(Call::Bid(bid)))
        }
        None => None,
    };
    CallAt::plain(covered.unwrap_or(call.range()), call.range(), written)
}

/// Replays `calls` from the start of the auction, reporting the first illegal one.
fn replay(calls: &[CallAt], start: AuctionStart, out: &mut Vec<Diagnostic>) -> AuctionInfo {
    let opening = Opening {
        dealer: start.dealer,
        dealer_known: start.dealer_known,
        vulnerability: start.vulnerability,
    };
    AuctionInfo::replay(calls, opening, Codes::Rbn, out)
}
