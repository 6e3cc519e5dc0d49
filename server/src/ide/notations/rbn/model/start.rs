//! What RBN labels say of the table: the seat a letter names, and who deals and who is
//! vulnerable as an `A` label gives them.

use crate::ide::notations::bridge::rules::{Seat, Vulnerability};
use crate::ide::notations::bridge::text::rbn_vulnerability;
use gamerec_grammar::rbn::ast::AuctionLabel;
use gamerec_grammar::{SyntaxToken, TextRange};

/// The seat a token's first letter names, in either case.
pub(crate) fn seat_of(token: &SyntaxToken) -> Option<Seat> {
    Seat::from_letter(token.text().chars().next()?.to_ascii_uppercase())
}

/// Who deals and who is vulnerable, as an A label gives them.
#[derive(Debug, Clone, Copy)]
pub(crate) struct AuctionStart {
    pub dealer: Seat,
    /// False when the label gives a dealer that is not a seat (`X`, any): the auction is then
    /// replayed from West, but the seats are not known.
    pub dealer_known: bool,
    pub vulnerability: Option<Vulnerability>,
    /// Where the label writes the dealer and the vulnerability, when it does.
    pub dealer_at: Option<TextRange>,
    pub vulnerability_at: Option<TextRange>,
}

/// The dealer and vulnerability of `label`; RBN 3.2 has West deal when the label gives
/// neither.
pub(crate) fn auction_start(label: &AuctionLabel) -> AuctionStart {
    let dealer_token = label.dealer();
    let (dealer, dealer_known) = match &dealer_token {
        Some(token) => match seat_of(token) {
            Some(seat) => (seat, true),
            None => (Seat::West, false),
        },
        None => (Seat::West, true),
    };
    let vulnerability_token = label.vulnerability();
    let vulnerability = vulnerability_token
        .as_ref()
        .and_then(|token| rbn_vulnerability(token.text().chars().next()?));
    AuctionStart {
        dealer,
        dealer_known,
        vulnerability,
        dealer_at: dealer_token.map(|token| token.text_range()),
        vulnerability_at: vulnerability_token.map(|token| token.text_range()),
    }
}
