//! The problems the bridge readers meet, worded once for every format: the same mistake gets
//! the same code family (the part after the format's `/`) and the same message whether an RBN,
//! a PBN or a LIN record makes it. Only the format's own spellings differ (RBN `A`, PBN `AP`).

use crate::ide::notations::bridge::rules::{
    AuctionError, AuctionResult, Card, DoubleRefusal, MadeBid, PlayError,
};
use crate::ide::notations::bridge::rules::{RedoubleRefusal, Seat};
use crate::ide::{Diagnostic, RelatedInformation};
use gamerec_grammar::TextRange;

/// The format whose codes and spellings a problem takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Codes {
    Rbn,
    Pbn,
    Lin,
}

/// The kinds of mistake both formats report.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mistake {
    DuplicateCard,
    TooManyCards,
    InsufficientBid,
    IllegalDouble,
    IllegalRedouble,
    CallAfterEnd,
    CardNotHeld,
    CardPlayedTwice,
    Revoke,
    TooManyTricks,
}

impl Codes {
    fn code(self, mistake: Mistake) -> &'static str {
        use Mistake::*;
        match (self, mistake) {
            (Codes::Rbn, DuplicateCard) => "rbn/duplicate-card",
            (Codes::Rbn, TooManyCards) => "rbn/too-many-cards",
            (Codes::Rbn, InsufficientBid) => "rbn/insufficient-bid",
            (Codes::Rbn, IllegalDouble) => "rbn/illegal-double",
            (Codes::Rbn, IllegalRedouble) => "rbn/illegal-redouble",
            (Codes::Rbn, CallAfterEnd) => "rbn/call-after-end",
            (Codes::Rbn, CardNotHeld) => "rbn/card-not-held",
            (Codes::Rbn, CardPlayedTwice) => "rbn/card-played-twice",
            (Codes::Rbn, Revoke) => "rbn/revoke",
            (Codes::Rbn, TooManyTricks) => "rbn/too-many-tricks",
            (Codes::Pbn, DuplicateCard) => "pbn/duplicate-card",
            (Codes::Pbn, TooManyCards) => "pbn/too-many-cards",
            (Codes::Pbn, InsufficientBid) => "pbn/insufficient-bid",
            (Codes::Pbn, IllegalDouble) => "pbn/illegal-double",
            (Codes::Pbn, IllegalRedouble) => "pbn/illegal-redouble",
            (Codes::Pbn, CallAfterEnd) => "pbn/call-after-end",
            (Codes::Pbn, CardNotHeld) => "pbn/card-not-held",
            (Codes::Pbn, CardPlayedTwice) => "pbn/card-played-twice",
            (Codes::Pbn, Revoke) => "pbn/revoke",
            (Codes::Pbn, TooManyTricks) => "pbn/too-many-tricks",
            (Codes::Lin, DuplicateCard) => "lin/duplicate-card",
            (Codes::Lin, TooManyCards) => "lin/too-many-cards",
            (Codes::Lin, InsufficientBid) => "lin/insufficient-bid",
            (Codes::Lin, IllegalDouble) => "lin/illegal-double",
            (Codes::Lin, IllegalRedouble) => "lin/illegal-redouble",
            (Codes::Lin, CallAfterEnd) => "lin/call-after-end",
            (Codes::Lin, CardNotHeld) => "lin/card-not-held",
            (Codes::Lin, CardPlayedTwice) => "lin/card-played-twice",
            (Codes::Lin, Revoke) => "lin/revoke",
            (Codes::Lin, TooManyTricks) => "lin/too-many-tricks",
        }
    }

    /// How the format writes "all pass"; LIN has no such call.
    fn all_pass(self) -> &'static str {
        match self {
            Codes::Rbn => "`A` (all pass)",
            Codes::Pbn => "`AP` (all pass)",
            Codes::Lin => "all pass",
        }
    }
}

/// A card given a second time, at `range`; `first` is where it was given before.
pub(crate) fn duplicate_card(
    codes: Codes,
    card: Card,
    first: (Seat, TextRange),
    seat: Seat,
    range: TextRange,
) -> Diagnostic {
    let (holder, first_range) = first;
    let message = if holder == seat {
        format!("the {card} is written twice in {seat}'s hand; a card is in one hand, once")
    } else {
        format!(
            "the {card} is in {holder}'s hand and again in {seat}'s; a card is in one hand only"
        )
    };
    let mut diagnostic = Diagnostic::error(codes.code(Mistake::DuplicateCard), range, message);
    diagnostic.related.push(RelatedInformation {
        range: first_range,
        message: format!("the {card} in {holder}'s hand"),
    });
    diagnostic
}

/// A hand of more than 13 cards.
pub(crate) fn too_many_cards(
    codes: Codes,
    seat: Seat,
    count: usize,
    range: TextRange,
) -> Diagnostic {
    Diagnostic::error(
        codes.code(Mistake::TooManyCards),
        range,
        format!("{seat}'s hand has {count} cards; a hand holds at most 13"),
    )
}

/// A call the auction does not allow, made by `caller`; `seats_known` is false when the
/// record gives no dealer, so the seats the replay uses are made up.
pub(crate) fn illegal_call(
    codes: Codes,
    error: AuctionError,
    caller: Option<Seat>,
    seats_known: bool,
    all_pass: bool,
    range: TextRange,
) -> Diagnostic {
    let by = |made: MadeBid| {
        if seats_known {
            format!("{} by {}", made.bid, made.by)
        } else {
            made.bid.to_string()
        }
    };
    let caller = caller.filter(|_| seats_known);
    let (mistake, message) = match error {
        AuctionError::AfterEnd { result } => {
            let ended = match result {
                AuctionResult::PassedOut => "the board was already passed out".to_string(),
                AuctionResult::Contract(contract) if seats_known => {
                    format!("the auction already ended in {contract}")
                }
                AuctionResult::Contract(contract) => format!(
                    "the auction already ended in {}{}",
                    contract.level, contract.strain
                ),
            };
            let what = if all_pass {
                codes.all_pass()
            } else {
                "this call"
            };
            (
                Mistake::CallAfterEnd,
                format!(
                    "{ended} with its closing passes, so {what} cannot follow; remove the calls \
                     from here on"
                ),
            )
        }
        AuctionError::Insufficient {
            bid,
            last,
            cheapest,
        } => {
            let fix = match cheapest {
                Some(cheapest) => format!("bid at least {cheapest}"),
                None => format!("no bid in {} is high enough", bid.strain().name()),
            };
            (
                Mistake::InsufficientBid,
                format!("{bid} is insufficient after {}: {fix}", by(last)),
            )
        }
        AuctionError::DoubleNotAllowed(refusal) => {
            (Mistake::IllegalDouble, double_refused(refusal, caller))
        }
        AuctionError::RedoubleNotAllowed(refusal) => (
            Mistake::IllegalRedouble,
            redouble_refused(refusal, caller, &by),
        ),
        AuctionError::NotInsufficient { bid, .. } => (
            Mistake::InsufficientBid,
            format!("{bid} cannot be read as an insufficient bid"),
        ),
    };
    Diagnostic::error(codes.code(mistake), range, message)
}

fn double_refused(refusal: DoubleRefusal, caller: Option<Seat>) -> String {
    match refusal {
        DoubleRefusal::NoBid => {
            "a double needs an opponent's bid to double, and no bid has been made yet".to_string()
        }
        DoubleRefusal::OwnSide { last } => match caller {
            Some(seat) => format!(
                "{seat} doubles partner {}'s {}; only an opponent's bid may be doubled",
                last.by, last.bid
            ),
            None => format!(
                "this double is of partner's {}; only an opponent's bid may be doubled",
                last.bid
            ),
        },
        DoubleRefusal::AlreadyDoubled { last, .. } => format!(
            "{} is already doubled; the next call may be a redouble, a bid or a pass",
            last.bid
        ),
        DoubleRefusal::AlreadyRedoubled { last, .. } => format!(
            "{} is already redoubled; only a bid or a pass may follow",
            last.bid
        ),
    }
}

fn redouble_refused(
    refusal: RedoubleRefusal,
    caller: Option<Seat>,
    by: &impl Fn(MadeBid) -> String,
) -> String {
    match refusal {
        RedoubleRefusal::NoBid => {
            "a redouble needs a doubled bid, and no bid has been made yet".to_string()
        }
        RedoubleRefusal::NotDoubled { last } => {
            format!("{} is not doubled, so it cannot be redoubled", by(last))
        }
        RedoubleRefusal::OwnSideDoubled { last, doubler } => match caller {
            Some(seat) => format!(
                "{seat} redoubles partner {doubler}'s double of {}; only the side that was \
                 doubled may redouble",
                last.bid
            ),
            None => format!(
                "this redouble is of partner's double of {}; only the side that was doubled \
                 may redouble",
                last.bid
            ),
        },
        RedoubleRefusal::AlreadyRedoubled { last, .. } => format!(
            "{} is already redoubled; only a bid or a pass may follow",
            last.bid
        ),
    }
}

/// A card played after the last trick: the hands hold `tricks` cards each.
pub(crate) fn too_many_tricks(codes: Codes, tricks: usize, range: TextRange) -> Diagnostic {
    let plural = if tricks == 1 { "" } else { "s" };
    Diagnostic::error(
        codes.code(Mistake::TooManyTricks),
        range,
        format!(
            "the play is over after {tricks} trick{plural}, since the hands hold {tricks} \
             card{plural} each; remove the plays from here on"
        ),
    )
}

/// A card the play does not allow in trick number `trick` (from 1); `None` for a play out of
/// turn, which the readers do not report.
pub(crate) fn illegal_play(
    codes: Codes,
    error: PlayError,
    trick: usize,
    range: TextRange,
) -> Option<Diagnostic> {
    let (mistake, message) = match error {
        PlayError::NotHeld { .. } => (Mistake::CardNotHeld, format!("trick {trick}: {error}")),
        PlayError::AlreadyPlayed { .. } => (Mistake::CardPlayedTwice, error.to_string()),
        PlayError::Revoke { .. } => (Mistake::Revoke, error.to_string()),
        PlayError::PlayOver { tricks } => return Some(too_many_tricks(codes, tricks, range)),
        PlayError::NotYourTurn { .. } => return None,
    };
    Some(Diagnostic::error(codes.code(mistake), range, message))
}
