//! Play checks: every card held by its player and not played before, suit followed, the
//! irregularity marks `^R` (revoke) and `^L` (lead out of turn) only where they apply, and
//! nothing after `*`. Cards stand in columns: each group of four cards is one trick, the
//! first column belonging to the Play tag's seat and the others clockwise from it, whoever
//! led.

use super::auction::{FALSE_IRREGULARITY, MISPLACED_END_MARK};
use super::marks::{self, Mark};
use super::placeholders;
use super::tags::{is_inherited, seat, value_of};
use crate::ide::bridge::{Card, Contract, Deal, Play, PlayError, Rank, Seat, Strain, Suit};
use crate::ide::green::{Node, Token};
use crate::ide::{Diagnostic, Severity};
use gamerec_grammar::SyntaxKind::*;
use gamerec_grammar::TextRange;

pub(super) const ILLEGAL_PLAY: &str = "pbn/illegal-play";
pub(super) const PLAY_NOT_FROM_LEADER: &str = "pbn/play-not-from-leader";

/// One card token with the irregularity marks before it.
struct Written {
    /// `None` for `-` (a card not given) and `+` (the next card to play).
    card: Option<Card>,
    range: TextRange,
    revoke: Option<TextRange>,
    lead: Option<TextRange>,
}

/// The play as far as it could be followed.
pub(super) struct PlayFacts {
    pub play: Play,
    /// False when the walk stopped at an error: the tricks counted may be wrong.
    pub reliable: bool,
}

/// What the play is of.
#[derive(Debug, Clone, Copy)]
pub(super) enum Played {
    /// A contract: declarer's left-hand opponent leads.
    Contract(Contract),
    /// An end position with only its strain given: the Play tag's seat leads.
    EndPosition(Strain),
}

pub(super) fn check_play(
    section: Option<Node<'_>>,
    deal: &Deal,
    played: Played,
    out: &mut Vec<Diagnostic>,
) -> Option<PlayFacts> {
    let section = section?;
    let value = value_of(section.child(PBN_TAG))?;
    if is_inherited(value) {
        return None;
    }
    let first_seat = value.token(PBN_SEAT)?;
    let first_column = seat(first_seat.text)?;
    let play = match played {
        Played::Contract(contract) => {
            check_first_column(first_column, &first_seat, &contract, out);
            placeholders::check(section, first_column, contract.opening_leader(), out);
            Play::new(deal, &contract)
        }
        Played::EndPosition(strain) => Play::with_leader(deal, strain.trumps(), first_column),
    };
    let cards = read_cards(section, out)?;
    let mut facts = PlayFacts {
        play,
        reliable: true,
    };
    for trick in cards.chunks(4) {
        match play_trick(&mut facts.play, trick, first_column, out) {
            Walk::Goes => {}
            Walk::Unknown => break,
            Walk::Wrong => {
                facts.reliable = false;
                break;
            }
        }
    }
    Some(facts)
}

/// The hint when the Play tag does not start with the opening leader.
fn check_first_column(
    first_column: Seat,
    first_seat: &Token<'_>,
    contract: &Contract,
    out: &mut Vec<Diagnostic>,
) {
    let leader = contract.opening_leader();
    if first_column == leader {
        return;
    }
    // Import format allows any first column; export format and most readers expect the
    // opening leader.
    out.push(Diagnostic::new(
        PLAY_NOT_FROM_LEADER,
        Severity::Hint,
        first_seat.range,
        format!(
            "the Play tag starts the columns with {first_column}, but the opening leader \
             is {leader} (left of declarer {}): export format and most readers start with \
             `{}`",
            contract.declarer,
            leader.letter()
        ),
    ));
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
    for token in section.tokens() {
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
fn card_in_any_case(text: &str) -> Option<Card> {
    let mut chars = text.chars();
    let suit = Suit::from_letter(chars.next()?.to_ascii_uppercase())?;
    let rank = Rank::from_char(chars.next()?.to_ascii_uppercase())?;
    chars.next().is_none().then(|| Card::new(suit, rank))
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
fn play_trick(
    play: &mut Play,
    trick: &[Written],
    first_column: Seat,
    out: &mut Vec<Diagnostic>,
) -> Walk {
    let Some(on_lead) = play.on_lead() else {
        if let Some(first) = trick.iter().find(|w| w.card.is_some()) {
            let tricks = play.completed_tricks();
            out.push(Diagnostic::error(
                ILLEGAL_PLAY,
                first.range,
                format!("the play is over after {tricks} tricks; no card may follow: remove it"),
            ));
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
        if let Err(error) = outcome {
            let mut message = error.to_string();
            if matches!(error, PlayError::Revoke { .. }) {
                message.push_str("; mark an accepted revoke with `^R` before the card");
            }
            out.push(Diagnostic::error(ILLEGAL_PLAY, written.range, message));
            return Walk::Wrong;
        }
    }
    Walk::Goes
}
