//! What a round's fields say, in words, read from the deal model: the bids and who won the
//! auction, the contract and its trumps, the followers, the kontras, the value and how it is
//! reckoned, a trick of the throws (who led, who won and why) and the summary's columns.

use crate::ide::green::Node;
use crate::ide::markup::{code_span, Markup};
use crate::ide::notations::preferans::model::play::{card_text, why_it_wins, Replay};
use crate::ide::notations::preferans::model::value::value_of;
use crate::ide::notations::preferans::model::{
    Accepted, AuctionOutcome, Deal, Discard, Player, Score,
};
use gamerec_grammar::preferans::spec::Field;
use gamerec_grammar::{SyntaxNode, TextSize};

/// What `field` of the round says, for the cursor at `offset`.
pub(super) fn field_facts(round: &SyntaxNode, field: Field, offset: TextSize) -> Option<Markup> {
    let deal = Deal::read(Node::of(round));
    let markup = Markup::new();
    Some(match field {
        Field::DealOrder => {
            let order = deal.order?.value;
            markup.paragraph(format!(
                "Player {} is dealt to first, bids first and leads; player {} next; player {} \
                 deals.",
                order[0], order[1], order[2]
            ))
        }
        Field::Bids => bids(&deal, offset)?,
        Field::Main => markup.paragraph(format!(
            "Player {} won the auction and plays the contract.",
            deal.main?.value
        )),
        Field::Discarded => match deal.discard?.value {
            Discard::Nothing => {
                markup.paragraph("`XX`: nothing discarded; in a game main plays without the talon.")
            }
            Discard::Cards(cards) => markup.paragraph(format!(
                "Main took the talon and put away the {} and the {}.",
                card_text(cards[0].value),
                card_text(cards[1].value)
            )),
        },
        Field::Contract => {
            let contract = deal.contract?.value;
            let trumps = match contract.trumps() {
                Some(_) => format!(
                    "{} are trumps",
                    super::model::contract_name(contract.number)
                ),
                None => "no trumps".to_owned(),
            };
            let game = if contract.game {
                " A game: main played without the talon."
            } else {
                ""
            };
            markup.paragraph(format!(
                "**{}**: {trumps}; main needs {}.{game}",
                capitalised(&contract.name()),
                contract.needs()
            ))
        }
        Field::Accepted => markup.paragraph(match deal.accepted?.value {
            Accepted::Nobody => "Neither follower plays: main takes the deal without play.".into(),
            Accepted::Alone(player) => format!("Player {player} follows alone."),
            Accepted::Both => "Both followers play.".to_owned(),
        }),
        Field::Kontra => markup.paragraph(match deal.kontra?.value {
            None => "No kontra.".to_owned(),
            Some(kontra) if kontra.factor() == 1 => {
                format!(
                    "An invitation by player {}: the value stays.",
                    kontra.player
                )
            }
            Some(kontra) => format!(
                "{} started by player {}: the value × {}.",
                capitalised(&kontra.name()),
                kontra.player,
                kontra.factor()
            ),
        }),
        Field::Refa => markup.paragraph(if deal.refa?.value {
            "A refa: the value is doubled."
        } else {
            "No refa."
        }),
        Field::Value => {
            let contract = deal.contract?.value;
            let rule = value_of(
                contract,
                deal.refa.is_some_and(|refa| refa.value),
                deal.kontra.and_then(|kontra| kontra.value),
            );
            markup.paragraph(format!("{}.", capitalised(&rule.reckoning())))
        }
        Field::Starts => markup.paragraph(format!(
            "Player {} throws the first card.",
            deal.starts?.value
        )),
        Field::Throws => trick(&deal, offset)?,
        Field::Summary => summary(&deal)?,
        Field::Id | Field::Cards => return None,
    })
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

fn bids(deal: &Deal, offset: TextSize) -> Option<Markup> {
    let bids = deal.bids?;
    let lines: Vec<String> = bids
        .value
        .iter()
        .enumerate()
        .map(|(seat, bid)| {
            let who = deal
                .player_at(seat)
                .map_or_else(|| format!("Bidder {}", seat + 1), |p| format!("Player {p}"));
            let mark = if bid.range.contains_inclusive(offset) {
                " ◀"
            } else {
                ""
            };
            format!("{who}: {}{mark}", bid.value.words())
        })
        .collect();
    let outcome = match deal.auction()? {
        AuctionOutcome::PassedOut => "All passed: the deal is passed out.".to_owned(),
        AuctionOutcome::Impossible(why) => format!("No auction ends with these bids: {why}."),
        AuctionOutcome::Won { seats, level, game } => {
            let who: Vec<String> = seats
                .iter()
                .filter_map(|&seat| deal.player_at(seat))
                .map(|player| format!("player {player}"))
                .collect();
            let at = match (level, game) {
                (Some(level), true) => {
                    format!(" with game {}", super::model::contract_name(level))
                }
                (None, _) => " with game".to_owned(),
                (Some(level), false) => {
                    format!(" at {level} ({})", super::model::contract_name(level))
                }
            };
            format!("{} won the auction{at}.", capitalised(&who.join(" or ")))
        }
    };
    Some(Markup::new().list(lines).paragraph(outcome))
}

fn trick(deal: &Deal, offset: TextSize) -> Option<Markup> {
    let throws = deal.throws.as_ref()?;
    let index = throws
        .value
        .iter()
        .position(|trick| trick.range.contains_inclusive(offset))?;
    let written = &throws.value[index];
    let replay: Option<Replay> = deal.replay();
    let played = replay.as_ref().and_then(|replay| replay.tricks.get(index));
    let mut markup = Markup::new().heading(format!("Trick {}", index + 1));
    match played {
        Some(played) => {
            let throws: Vec<String> = played
                .players
                .iter()
                .zip(&written.cards)
                .map(|(player, card)| format!("player {player}: {}", card_text(card.value)))
                .collect();
            markup = markup.paragraph(format!(
                "Player {} leads. {}.",
                played.leader,
                capitalised(&throws.join(", "))
            ));
            if let Some((winner, card)) = played.winner {
                let trumps = deal.contract.and_then(|contract| contract.value.trumps());
                markup = markup.paragraph(format!(
                    "Player {winner} wins it with {}.",
                    why_it_wins(card, trumps)
                ));
            }
            if let (Some(replay), Some(followers)) = (&replay, deal.followers()) {
                if replay.plays_both_hands {
                    markup = markup.paragraph(format!(
                        "Player {} follows alone and plays the other follower's hand too (three \
                         cards a trick); its tricks count for player {}.",
                        followers[0], followers[0]
                    ));
                }
            }
        }
        None => {
            let cards: Vec<String> = written
                .cards
                .iter()
                .map(|card| card_text(card.value))
                .collect();
            markup = markup.paragraph(format!(
                "The cards in the order thrown: {}. The replay does not reach this trick: an \
                 earlier problem stops it.",
                cards.join(", ")
            ));
            if let Some(winner) = written.winner {
                markup = markup.paragraph(format!("Written as won by player {}.", winner.value));
            }
        }
    }
    Some(markup)
}

fn summary(deal: &Deal) -> Option<Markup> {
    let summary = deal.summary.as_ref()?;
    let value = deal.value.map(|value| value.value);
    let contract = deal.contract.map(|contract| contract.value);
    let lines: Vec<String> = summary
        .value
        .iter()
        .enumerate()
        .map(|(seat, score)| {
            let who: Option<Player> = deal.player_at(seat);
            let who = who.map_or_else(|| format!("Part {}", seat + 1), |p| format!("Player {p}"));
            match score.value {
                Score::Out => format!("{who}: did not play"),
                Score::Main { tricks, middle } => {
                    let verdict = match contract {
                        Some(contract) if contract.is_made(tricks) => ", made",
                        Some(_) => ", failed",
                        None => "",
                    };
                    format!(
                        "{who}, main: {tricks} {}{verdict}; {} in the middle column",
                        tricks_word(tricks),
                        signed(middle)
                    )
                }
                Score::Follower {
                    tricks,
                    column,
                    points,
                    middle,
                } => {
                    let side = if column == 'R' { "right" } else { "left" };
                    let failed = middle.map_or_else(String::new, |middle| {
                        format!("; failed: {} in the middle column", signed(middle))
                    });
                    format!(
                        "{who}, follower: {tricks} {}; {points} in the {side} column{failed}",
                        tricks_word(tricks)
                    )
                }
            }
        })
        .collect();
    let mut markup = Markup::new().list(lines);
    if let Some(value) = value {
        markup = markup.paragraph(format!(
            "A follower writes tricks × value ({value}); main writes minus the value when made, \
             plus when failed."
        ));
    }
    Some(markup)
}

fn tricks_word(tricks: u32) -> &'static str {
    if tricks == 1 {
        "trick"
    } else {
        "tricks"
    }
}

fn signed(number: i64) -> String {
    if number > 0 {
        format!("+{number}")
    } else {
        number.to_string()
    }
}

/// The layout a round was read in, for hover on its brackets.
pub(super) fn layout(round: &SyntaxNode) -> Markup {
    let deal = Deal::read(Node::of(round));
    let fields = round
        .children()
        .filter(|node| Field::of_kind(node.kind()).is_some())
        .count();
    let id = deal
        .id
        .map_or_else(String::new, |id| format!(" {}", id.value));
    let layout = match fields {
        4 => "a passed-out deal, 4 fields: `[id dealOrder cards P,P,P]`".to_owned(),
        14 => "the 14-field layout the README lists, with `refa`".to_owned(),
        13 => "the 13-field layout of the README's examples, without `refa`".to_owned(),
        other => format!("{other} fields, which fits neither layout"),
    };
    Markup::new()
        .heading(format!("Deal{id}"))
        .paragraph(format!("Read as {layout}."))
        .paragraph(format!(
            "Fields: {}.",
            round
                .children()
                .filter_map(|node| Field::of_kind(node.kind()))
                .map(|field| code_span(field.name()))
                .collect::<Vec<_>>()
                .join(" ")
        ))
}
