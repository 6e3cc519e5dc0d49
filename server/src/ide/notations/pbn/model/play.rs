//! The Play section read into the model: every card as written, in its column and with the
//! irregularity marks before it, and the cards replayed trick by trick up to the first
//! problem: a card not held or played before, suit not followed, a `^R` or `^L` where no
//! revoke or lead out of turn happened, two marks on one card, or an end mark out of place.
//! Cards stand in columns: each group of four cards is one trick, the first column belonging
//! to the Play tag's seat and the others clockwise from it, whoever led.

use super::marks::{self, Mark};
use super::tags::{is_inherited, seat, value_of};
use super::{FALSE_IRREGULARITY, MISPLACED_END_MARK};
use crate::ide::green::Node;
use crate::ide::notations::bridge::model::{
    Detail, PlayAt, PlayFacts, PlayInfo, PlayedCard, WrittenPlay,
};
use crate::ide::notations::bridge::problems::{self, Codes};
use crate::ide::notations::bridge::rules::{
    Card, Contract, Deal, Play, PlayError, Rank, Seat, Strain, Suit,
};
use crate::ide::notations::pbn::moves::section_tokens;
use crate::ide::Diagnostic;
use gamerec_grammar::SyntaxKind::*;
use gamerec_grammar::{NodeOrToken, TextRange, TextSize};

/// One card token with the irregularity marks before it.
struct Written {
    /// `None` for `-` (a card not given) and `+` (the next card to play).
    card: Option<Card>,
    range: TextRange,
    revoke: Option<TextRange>,
    lead: Option<TextRange>,
}

/// What the play is of.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Played {
    /// A contract: declarer's left-hand opponent leads.
    Contract(Contract),
    /// An end position with only its strain given: the Play tag's seat leads.
    EndPosition(Strain),
}

/// Reads the Play section; `None` without a readable seat in its tag or with `#` there. The
/// cards are replayed when the deal to play them on and what is played are known.
pub(crate) fn read(
    section: Node<'_>,
    deal: Option<&Deal>,
    played: Option<Played>,
    detail: Detail,
    out: &mut Vec<Diagnostic>,
) -> Option<PlayFacts> {
    let value = value_of(section.child(PBN_TAG))?;
    if is_inherited(value) {
        return None;
    }
    let first_column = seat(value.token(PBN_SEAT)?.text)?;
    let (plays, unfollowed, ends_at) = match detail {
        Detail::Cards => listing(section),
        Detail::Checks => (Vec::new(), None, None),
    };
    let mut facts = PlayFacts {
        range: section.range(),
        plays,
        first_column: Some(first_column),
        error_at: (detail == Detail::Cards && section.contains(|kind| kind == ERROR))
            .then(|| first_error(section))
            .flatten()
            .into_iter()
            .chain(unfollowed)
            .min(),
        ends_at,
        shape_problem: None,
        replay: None,
    };
    let (Some(deal), Some(played)) = (deal, played) else {
        return Some(facts);
    };
    let (play, declarer) = match played {
        Played::Contract(contract) => (Play::new(deal, &contract), contract.declarer),
        Played::EndPosition(strain) => (
            Play::with_leader(deal, strain.trumps(), first_column),
            first_column.after(3),
        ),
    };
    let Some(cards) = read_cards(section, out) else {
        return Some(facts);
    };
    let mut info = PlayInfo {
        declarer,
        play,
        failed: false,
        stopped: false,
        range: facts.range,
        problems: Vec::new(),
    };
    let columns = Columns {
        first: first_column,
        fit: seat_the_columns_fit(deal, &cards, first_column),
    };
    for (index, trick) in cards.chunks(4).enumerate() {
        let slots = facts.plays.get_mut(index * 4..).unwrap_or_default();
        match play_trick(&mut info.play, trick, columns, slots, out) {
            Walk::Goes => {}
            Walk::Unknown => {
                info.stopped = true;
                break;
            }
            Walk::Wrong => {
                info.failed = true;
                break;
            }
        }
    }
    facts.replay = Some(info);
    Some(facts)
}

/// Every card written, in order, with the marks before it; `+` (the next card to play) takes
/// a place as a card nobody knows. With them, where the first mark stands that a play cannot
/// carry, and where the first end mark stands.
fn listing(section: Node<'_>) -> (Vec<PlayAt>, Option<TextSize>, Option<TextSize>) {
    let mut plays = Vec::new();
    let (mut revoke, mut lead) = (false, false);
    let (mut unfollowed, mut ends_at) = (None, None);
    for token in section_tokens(section) {
        if matches!(token.kind, PBN_STAR | PBN_PLUS) {
            ends_at.get_or_insert(token.range.start());
        }
        match token.kind {
            PBN_IRREGULARITY if token.text.eq_ignore_ascii_case("^R") => revoke = true,
            PBN_IRREGULARITY if token.text.eq_ignore_ascii_case("^L") => lead = true,
            PBN_IRREGULARITY => {
                unfollowed.get_or_insert(token.range.start());
            }
            PBN_CARD | PBN_PLUS => {
                let index = plays.len();
                let written = match card_in_any_case(token.text) {
                    Some(card) if token.kind == PBN_CARD => WrittenPlay::Card {
                        suit: Some(card.suit),
                        rank: card.rank,
                    },
                    _ => WrittenPlay::Unknown,
                };
                plays.push(PlayAt {
                    range: token.range,
                    written,
                    trick: index / 4,
                    column: index % 4,
                    accepted_revoke: std::mem::take(&mut revoke),
                    led_out_of_turn: std::mem::take(&mut lead),
                    replayed: None,
                });
            }
            _ => {}
        }
    }
    (plays, unfollowed, ends_at)
}

/// Where the first ERROR element below `node` starts.
fn first_error(node: Node<'_>) -> Option<TextSize> {
    node.children().find_map(|child| match child {
        NodeOrToken::Node(inner) if inner.kind() == ERROR => Some(inner.range().start()),
        NodeOrToken::Node(inner) => first_error(inner),
        NodeOrToken::Token(token) => (token.kind == ERROR).then_some(token.range.start()),
    })
}

/// The cards up to `*`; `+` stands in the column of the player to play next, and only the
/// rest of its trick may follow it. `None` when the section has a syntax error or a mark of
/// the auction.
fn read_cards(section: Node<'_>, out: &mut Vec<Diagnostic>) -> Option<Vec<Written>> {
    let mut cards = Vec::with_capacity(52);
    let mut revoke = None;
    let mut lead = None;
    let mut end_mark: Option<(&str, TextRange)> = None;
    // The trick (from 0) and the mark of the last `^L`, to find a second one in a trick.
    let mut trick_lead: Option<(usize, TextRange)> = None;
    for token in section_tokens(section) {
        let range = token.range;
        let text = token.text;
        match token.kind {
            ERROR => return None,
            PBN_IRREGULARITY if text.eq_ignore_ascii_case("^R") => {
                marks::check_second(
                    pending_mark(revoke, lead),
                    Mark { text, range },
                    "card",
                    out,
                );
                revoke = Some(range);
            }
            PBN_IRREGULARITY if text.eq_ignore_ascii_case("^L") => {
                marks::check_second(
                    pending_mark(revoke, lead),
                    Mark { text, range },
                    "card",
                    out,
                );
                lead = Some(range);
            }
            PBN_IRREGULARITY => return None,
            PBN_CARD => {
                if let Some((mark, _)) = &end_mark {
                    if *mark == "+" && cards.len() % 4 != 0 {
                        cards.push(Written {
                            card: None,
                            range,
                            revoke: None,
                            lead: None,
                        });
                        continue;
                    }
                    out.push(Diagnostic::error(
                        MISPLACED_END_MARK,
                        range,
                        format!(
                            "`{}` follows `{mark}`, which ends the cards written; move `{mark}` \
                             after the last card",
                            token.text
                        ),
                    ));
                    return None;
                }
                let card = if text == "-" {
                    None
                } else {
                    Some(card_in_any_case(text)?)
                };
                if let Some(mark) = lead {
                    let trick = cards.len() / 4;
                    match trick_lead {
                        Some((earlier, first)) if earlier == trick => {
                            out.push(marks::second_lead(first, mark, trick + 1));
                        }
                        _ => trick_lead = Some((trick, mark)),
                    }
                }
                cards.push(Written {
                    card,
                    range,
                    revoke: revoke.take(),
                    lead: lead.take(),
                });
            }
            PBN_STAR | PBN_PLUS => {
                if let Some((mark, _)) = &end_mark {
                    out.push(Diagnostic::error(
                        MISPLACED_END_MARK,
                        range,
                        format!(
                            "`{}` follows `{mark}`: end the play with one of them",
                            token.text
                        ),
                    ));
                    return None;
                }
                if kind_is_plus(text) {
                    cards.push(Written {
                        card: None,
                        range,
                        revoke: revoke.take(),
                        lead: lead.take(),
                    });
                }
                end_mark = Some((token.text, range));
            }
            _ => {}
        }
    }
    Some(cards)
}

/// The irregularity mark already written before the next card, if any.
fn pending_mark(revoke: Option<TextRange>, lead: Option<TextRange>) -> Option<Mark<'static>> {
    let revoke = revoke.map(|range| Mark { text: "^R", range });
    revoke.or(lead.map(|range| Mark { text: "^L", range }))
}

fn kind_is_plus(text: &str) -> bool {
    text == "+"
}

/// A card written suit first, in upper or lower case: `SK`, `dt`.
#[inline(always)]
fn card_in_any_case(text: &str) -> Option<Card> {
    let &[suit, rank] = text.as_bytes() else {
        return None;
    };
    let suit = Suit::from_letter(char::from(suit.to_ascii_uppercase()))?;
    let rank = Rank::from_char(char::from(rank.to_ascii_uppercase()))?;
    Some(Card::new(suit, rank))
}

/// How far the walk through the tricks got.
enum Walk {
    /// On to the next trick.
    Goes,
    /// A card not given, or the next card to play: what follows is unknown.
    Unknown,
    /// An error: the state after it is unknown.
    Wrong,
}

/// Plays one trick's group of cards.
/// Whose the columns of the section are.
#[derive(Clone, Copy)]
struct Columns {
    /// The Play tag's seat, whose column is the first.
    first: Seat,
    /// Another seat, when every card written is held by its column's player only if the
    /// columns start with that seat.
    fit: Option<Seat>,
}

/// The one seat other than `first_column` that, as the first column, puts every card written
/// in the column of the player who holds it, when the Play tag's seat does not.
fn seat_the_columns_fit(deal: &Deal, cards: &[Written], first_column: Seat) -> Option<Seat> {
    let held: Vec<(usize, Seat)> = cards
        .iter()
        .enumerate()
        .filter_map(|(index, written)| Some((index % 4, deal.holder(written.card?)?)))
        .collect();
    let fits = |first: Seat| {
        held.iter()
            .all(|&(column, holder)| first.after(column) == holder)
    };
    if held.is_empty() || fits(first_column) {
        return None;
    }
    let mut fitting = Seat::ALL
        .into_iter()
        .filter(|&seat| seat != first_column && fits(seat));
    let seat = fitting.next()?;
    fitting.next().is_none().then_some(seat)
}

fn play_trick(
    play: &mut Play,
    trick: &[Written],
    columns: Columns,
    slots: &mut [PlayAt],
    out: &mut Vec<Diagnostic>,
) -> Walk {
    let first_column = columns.first;
    let Some(on_lead) = play.on_lead() else {
        if let Some(first) = trick.iter().find(|w| w.card.is_some()) {
            let tricks = play.completed_tricks();
            out.push(problems::too_many_tricks(Codes::Pbn, tricks, first.range));
            return Walk::Wrong;
        }
        return Walk::Unknown;
    };
    let column_of = |seat: Seat| (seat.index() + 4 - first_column.index()) % 4;
    let seat_of = |column: usize| first_column.after(column);
    // A `^L` names the seat that led out of turn; the trick goes on clockwise from it.
    let mut leader = on_lead;
    if let Some((column, written)) = trick.iter().enumerate().find(|(_, w)| w.lead.is_some()) {
        let seat = seat_of(column);
        if seat == on_lead {
            if let Some(mark) = written.lead {
                out.push(Diagnostic::error(
                    FALSE_IRREGULARITY,
                    mark,
                    format!(
                        "`^L` marks a lead out of turn, but {seat} is on lead in trick {}: \
                         remove the `^L`",
                        play.completed_tricks() + 1
                    ),
                ));
            }
        } else {
            leader = seat;
        }
    }
    for step in 0..4 {
        let seat = leader.after(step);
        let Some(written) = trick.get(column_of(seat)) else {
            // The last group may stop before the trick is complete.
            return Walk::Unknown;
        };
        // The replay of each card is kept only where the cards are listed.
        let slot = slots.get_mut(column_of(seat)).map(|slot| {
            let fact = PlayedCard {
                seat: Some(seat),
                position: step,
                led: play.led_suit(),
                card: written.card,
                error: None,
            };
            &mut slot.replayed.insert(fact).error
        });
        let Some(card) = written.card else {
            return Walk::Unknown;
        };
        let outcome = if step == 0 && seat != on_lead {
            play.play_irregular(seat, card)
        } else if let Some(mark) = written.revoke {
            match play.check(seat, card) {
                Ok(()) => {
                    out.push(Diagnostic::error(
                        FALSE_IRREGULARITY,
                        mark,
                        format!(
                            "`^R` marks a revoke, but {seat} may play the {card} here: remove \
                             the `^R`"
                        ),
                    ));
                    play.play(seat, card)
                }
                Err(PlayError::Revoke { .. }) => play.play_irregular(seat, card),
                Err(error) => Err(error),
            }
        } else {
            play.play(seat, card)
        };
        if let Some(error) = slot {
            *error = outcome.err();
        }
        if let Err(error) = outcome {
            let trick = play.completed_tricks() + 1;
            let problem = problems::illegal_play(Codes::Pbn, error, trick, written.range);
            if let Some(mut diagnostic) = problem {
                if matches!(error, PlayError::Revoke { .. }) {
                    diagnostic
                        .message
                        .push_str("; mark an accepted revoke with `^R` before the card");
                }
                if let (PlayError::NotHeld { .. }, Some(fit)) = (error, columns.fit) {
                    diagnostic.message.push_str(&format!(
                        "; every card is in its holder's column if the columns start with \
                         {fit}, not {first_column}: should the Play tag say `{}`?",
                        fit.letter()
                    ));
                }
                out.push(diagnostic);
            }
            return Walk::Wrong;
        }
    }
    Walk::Goes
}
