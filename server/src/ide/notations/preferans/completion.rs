//! Preferans completion: tag names in the info section, the next field of a round from what the
//! fields before it say (main from the bids, the contracts the auction allows, the value, who
//! starts, the whole summary from the throws), and in the throws only the cards the player to
//! throw holds and may throw, then the trick's winner.

use crate::ide::completion::{CompletionItem, CompletionKind, Insert};
use crate::ide::green::Node;
use crate::ide::markup::Markup;
use crate::ide::notations::preferans::model::play::{
    card_text, legal_cards, trick_winner, turn_from, why_it_wins, TRICKS,
};
use crate::ide::notations::preferans::model::summary::expected_summary;
use crate::ide::notations::preferans::model::value::value_of;
use crate::ide::notations::preferans::model::{
    card_code, contract_name, read_trick, Accepted, AuctionOutcome, Card, Cards, Deal, Player,
    Trick, Written,
};
use gamerec_grammar::preferans::spec::{self, Field, ROUND_FIELDS, ROUND_FIELDS_WITHOUT_REFA};
use gamerec_grammar::SyntaxKind::*;
use gamerec_grammar::{Parse, SyntaxNode, TextRange, TextSize};

pub(super) fn completions(parse: &Parse, offset: TextSize) -> Vec<CompletionItem> {
    let root = parse.syntax();
    let Some(token) = root.token_at_offset(offset).left_biased() else {
        return Vec::new();
    };
    if token.kind() == PREF_TAG_NAME
        || (token.kind() == PREF_L_BRACK && token.parent().is_some_and(|p| p.kind() == PREF_TAG))
    {
        let start = if token.kind() == PREF_TAG_NAME {
            token.text_range().start()
        } else {
            offset
        };
        return tag_names(&token.parent_ancestors().collect::<Vec<_>>(), start, offset);
    }
    let Some(round) = token
        .parent_ancestors()
        .find(|node| node.kind() == PREF_ROUND)
        .or_else(|| round_before(&token))
    else {
        return Vec::new();
    };
    if let Some(throws) = token
        .parent_ancestors()
        .take_while(|node| node.kind() != PREF_ROUND)
        .find(|node| node.kind() == PREF_THROWS)
    {
        return throw_items(&round, &throws, offset);
    }
    if token.kind() == WHITESPACE && token.text_range().end() == offset {
        return next_field(&round, offset);
    }
    Vec::new()
}

/// The round a run of spaces follows when the round was left open at the end of the file: the
/// spaces after its last field then stand outside it.
fn round_before(token: &gamerec_grammar::SyntaxToken) -> Option<SyntaxNode> {
    if token.kind() != WHITESPACE {
        return None;
    }
    let before = token.prev_sibling_or_token()?.into_node()?;
    before
        .descendants()
        .filter(|node| node.kind() == PREF_ROUND)
        .last()
        .filter(|round| round.text_range().end() == token.text_range().start())
}

/// The tags the record lacks, the required ones first. Only the record's info section is
/// read, not its rounds.
fn tag_names(ancestors: &[SyntaxNode], start: TextSize, offset: TextSize) -> Vec<CompletionItem> {
    let record = ancestors.iter().find(|node| node.kind() == PREF_RECORD);
    let present: Vec<String> = record
        .into_iter()
        .flat_map(|record| record.children())
        .filter(|node| node.kind() == PREF_INFO_SECTION)
        .flat_map(|info| info.children())
        .filter(|node| node.kind() == PREF_TAG)
        .filter_map(|tag| {
            let name = tag
                .children_with_tokens()
                .filter_map(|element| element.into_token())
                .find(|token| token.kind() == PREF_TAG_NAME)?;
            (!name.text_range().contains_inclusive(offset)).then(|| name.text().to_owned())
        })
        .collect();
    spec::TAGS
        .iter()
        .enumerate()
        .filter(|(_, tag)| !present.iter().any(|name| name == tag.name))
        .map(|(index, tag)| CompletionItem {
            label: tag.name.to_owned(),
            kind: CompletionKind::Keyword,
            detail: Some(if tag.required { "required" } else { "optional" }.to_owned()),
            documentation: Some(Markup::new().paragraph(tag.description)),
            insert: Insert::Plain(tag.name.to_owned()),
            range: TextRange::new(start, offset),
            sort: Some(format!("{}{index:02}", u8::from(!tag.required))),
        })
        .collect()
}

fn item(label: String, detail: String, offset: TextSize, order: usize) -> CompletionItem {
    CompletionItem {
        insert: Insert::Plain(label.clone()),
        label,
        kind: CompletionKind::Value,
        detail: Some(detail),
        documentation: None,
        range: TextRange::empty(offset),
        sort: Some(format!("{order:03}")),
    }
}

/// The field after the last one written, when the cursor follows it after a space.
fn next_field(round: &SyntaxNode, offset: TextSize) -> Vec<CompletionItem> {
    let written: Vec<Field> = round
        .children()
        .filter(|node| node.text_range().end() <= offset)
        .filter_map(|node| Field::of_kind(node.kind()))
        .collect();
    let later = round
        .children()
        .any(|node| node.text_range().start() >= offset && Field::of_kind(node.kind()).is_some());
    if later {
        return Vec::new();
    }
    let layout: &[Field] = if written.contains(&Field::Refa) {
        &ROUND_FIELDS
    } else {
        &ROUND_FIELDS_WITHOUT_REFA
    };
    let Some(&next) = layout.get(written.len()) else {
        return Vec::new();
    };
    let deal = Deal::read(Node::of(round));
    match next {
        Field::Main => main_items(&deal, offset),
        Field::Discarded if deal.auction().is_some_and(|outcome| is_game(&outcome)) => {
            vec![item(
                "XX".into(),
                "nothing discarded in a game".into(),
                offset,
                0,
            )]
        }
        Field::Contract => contract_items(&deal, offset),
        Field::Accepted => accepted_items(&deal, offset),
        Field::Kontra => vec![item("0".into(), "no kontra".into(), offset, 0)],
        Field::Value => value_items(&deal, offset),
        Field::Starts => starts_items(&deal, offset),
        Field::Throws => card_items(&deal, Vec::new(), "", offset),
        Field::Summary => summary_items(&deal, offset),
        _ => Vec::new(),
    }
}

fn is_game(outcome: &AuctionOutcome) -> bool {
    matches!(outcome, AuctionOutcome::Won { game: true, .. })
}

fn main_items(deal: &Deal, offset: TextSize) -> Vec<CompletionItem> {
    let Some(AuctionOutcome::Won { seats, .. }) = deal.auction() else {
        return Vec::new();
    };
    seats
        .iter()
        .filter_map(|&seat| deal.player_at(seat))
        .enumerate()
        .map(|(order, player)| {
            item(
                player.to_string(),
                format!("player {player} won the auction"),
                offset,
                order,
            )
        })
        .collect()
}

fn contract_items(deal: &Deal, offset: TextSize) -> Vec<CompletionItem> {
    let Some(AuctionOutcome::Won { level, game, .. }) = deal.auction() else {
        return Vec::new();
    };
    let lowest = level.unwrap_or(2);
    let highest = if game { 8 } else { 7 };
    (lowest..=highest)
        .map(|number| {
            let (label, name) = if game {
                (
                    format!("G{number}"),
                    format!("game {}", contract_name(number)),
                )
            } else {
                (number.to_string(), contract_name(number).to_owned())
            };
            item(label, name, offset, usize::from(number))
        })
        .collect()
}

fn accepted_items(deal: &Deal, offset: TextSize) -> Vec<CompletionItem> {
    let Some(main) = deal.main else {
        return Vec::new();
    };
    let mut items = vec![item("8".into(), "both followers play".into(), offset, 0)];
    for player in (1..=3).filter(|&player| player != main.value) {
        items.push(item(
            player.to_string(),
            format!("player {player} follows alone"),
            offset,
            usize::from(player),
        ));
    }
    items.push(item("0".into(), "neither follows".into(), offset, 9));
    items
}

fn value_items(deal: &Deal, offset: TextSize) -> Vec<CompletionItem> {
    let Some(contract) = deal.contract else {
        return Vec::new();
    };
    let rule = value_of(
        contract.value,
        deal.refa.is_some_and(|refa| refa.value),
        deal.kontra.and_then(|kontra| kontra.value),
    );
    vec![item(rule.value.to_string(), rule.reckoning(), offset, 0)]
}

fn starts_items(deal: &Deal, offset: TextSize) -> Vec<CompletionItem> {
    let mut deal = deal.clone();
    deal.throws = Some(Written {
        value: Vec::new(),
        range: TextRange::empty(offset),
    });
    let Some(replay) = deal.replay() else {
        return Vec::new();
    };
    let leader = replay.first_leader;
    let mut items = vec![item(
        leader.to_string(),
        format!("player {leader}, first in deal order of those who play"),
        offset,
        0,
    )];
    let first = deal.player_at(0);
    if let (Some(first), Some(Accepted::Alone(_))) = (first, deal.accepted.map(|a| a.value)) {
        if first != leader {
            items.push(item(
                first.to_string(),
                format!(
                    "player {first}, first in deal order, when the lone follower plays both hands"
                ),
                offset,
                1,
            ));
        }
    }
    items
}

/// The whole summary the throws give, in deal order.
fn summary_items(deal: &Deal, offset: TextSize) -> Vec<CompletionItem> {
    let (Some(summary), Some(contract)) = (expected_summary(deal), deal.contract) else {
        return Vec::new();
    };
    let verdict = if summary.made { "made" } else { "failed" };
    vec![item(
        summary.text,
        format!(
            "main took {} and {verdict} {}",
            summary.main_tricks,
            contract.value.name()
        ),
        offset,
        0,
    )]
}

/// Inside the throws: the cards of the trick being written, or its winner.
fn throw_items(round: &SyntaxNode, throws: &SyntaxNode, offset: TextSize) -> Vec<CompletionItem> {
    let start = throws.text_range().start();
    let text = throws.text().to_string();
    let Some(before) = text.get(..usize::from(offset - start)) else {
        return Vec::new();
    };
    let mut tricks = Vec::new();
    let mut at = start;
    let mut pieces = before.split(',').peekable();
    let mut current = "";
    while let Some(piece) = pieces.next() {
        if pieces.peek().is_none() {
            current = piece;
            break;
        }
        let Some(trick) = read_trick(piece, at) else {
            return Vec::new();
        };
        tricks.push(trick);
        at += TextSize::of(piece) + TextSize::of(',');
    }
    let deal = Deal::read(Node::of(round));
    card_items(&deal, tricks, current, offset)
}

/// The cards the next player may throw after the tricks before and the cards of `current`,
/// or the winner once every hand in play has thrown.
fn card_items(
    deal: &Deal,
    tricks: Vec<Trick>,
    current: &str,
    offset: TextSize,
) -> Vec<CompletionItem> {
    if tricks.len() >= TRICKS {
        return Vec::new();
    }
    let mut deal = deal.clone();
    deal.throws = Some(Written {
        value: tricks,
        range: TextRange::empty(offset),
    });
    let (Some(replay), Some(order), Some(contract)) = (deal.replay(), deal.order, deal.contract)
    else {
        return Vec::new();
    };
    let Some(leader) = replay.next_leader else {
        return Vec::new();
    };
    let trumps = contract.value.trumps();
    let turn = turn_from(order.value, leader, &replay.in_play);
    let mut hands = replay.hands_left;
    let mut thrown: Vec<(Player, Card)> = Vec::new();
    for (code, &player) in current.chars().zip(turn.iter()) {
        let Some(card) = card_code(&code.to_string()) else {
            return Vec::new();
        };
        let hand = &mut hands[usize::from(player - 1)];
        if !hand.has(card) {
            return Vec::new();
        }
        *hand = hand.without(card);
        thrown.push((player, card));
    }
    if current.chars().count() > turn.len() {
        return Vec::new();
    }
    if thrown.len() == turn.len() {
        let Some((winner, card)) = trick_winner(&thrown, trumps) else {
            return Vec::new();
        };
        return vec![item(
            winner.to_string(),
            format!("player {winner} wins with {}", why_it_wins(card, trumps)),
            offset,
            0,
        )];
    }
    let player = turn[thrown.len()];
    let hand = hands[usize::from(player - 1)];
    let led = thrown.first().map(|&(_, card)| card / 8);
    let legal: Cards = legal_cards(hand, led, trumps);
    legal
        .high_to_low()
        .enumerate()
        .map(|(order, card)| {
            let code = spec::CARDS[usize::from(card)].code.to_string();
            CompletionItem {
                label: code.clone(),
                kind: CompletionKind::Card,
                detail: Some(format!("{} — player {player}", card_text(card))),
                documentation: Some(
                    Markup::new()
                        .paragraph(format!("Player {player} throws the {}.", card_text(card))),
                ),
                insert: Insert::Plain(code),
                range: TextRange::empty(offset),
                sort: Some(format!("{order:02}")),
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use crate::ide::analysis::completions;
    use crate::ide::completion::listing::listing;
    use expect_test::{expect, Expect};
    use gamerec_grammar::{parse, Format, TextSize};

    /// Hearts by player 1 against both followers, from the generator.
    const ROUND: &str = "[20 312 E8PD4QRFJOKCV79SB63G25AHUWMINT1L P,M4,4 1 KG 4 8 0 8 3 \
                         4721,1583,OLI3,F9A3,PST2,MJV2,HEC2,WQB2,UR62,ND32 F3:L24,M1:8,F6:L48]";

    /// The items at the end of `text`.
    fn check_at_end(text: &str, expected: Expect) {
        let parsed = parse(Format::Preferans, text);
        let offset = TextSize::of(text);
        expected.assert_eq(&listing(&completions(&parsed, offset)));
    }

    /// The round cut just before `needle`.
    fn round_until(needle: &str) -> String {
        let at = ROUND.find(needle).expect("needle in the round");
        format!("[Bula 60]\n\n{}", &ROUND[..at])
    }

    #[test]
    fn tag_names_the_record_lacks() {
        check_at_end(
            "[Bula 60]\n[Refe 2]\n[Pl",
            expect![[r#"
            Player1 keyword [required] "Player1" 20..22
            Player2 keyword [required] "Player2" 20..22
            Player3 keyword [required] "Player3" 20..22
            Result1 keyword [required] "Result1" 20..22
            Result2 keyword [required] "Result2" 20..22
            Result3 keyword [required] "Result3" 20..22
            Place1 keyword [optional] "Place1" 20..22
            Place2 keyword [optional] "Place2" 20..22
            Place3 keyword [optional] "Place3" 20..22
            Location keyword [optional] "Location" 20..22
            Date keyword [optional] "Date" 20..22
            StartTime keyword [optional] "StartTime" 20..22
            EndTime keyword [optional] "EndTime" 20..22
            Duration keyword [optional] "Duration" 20..22
            Name1 keyword [optional] "Name1" 20..22
            Name2 keyword [optional] "Name2" 20..22
            Name3 keyword [optional] "Name3" 20..22
        "#]],
        );
    }

    #[test]
    fn the_next_field() {
        check_at_end(
            &round_until("1 KG"),
            expect![[r#"
            1 value [player 1 won the auction] "1" 59..59
        "#]],
        );
        check_at_end(
            &round_until("4 8 0"),
            expect![[r#"
            4 value [hearts] "4" 64..64
            5 value [clubs] "5" 64..64
            6 value [betl] "6" 64..64
            7 value [sans] "7" 64..64
        "#]],
        );
        check_at_end(
            &round_until("8 0 8"),
            expect![[r#"
            8 value [both followers play] "8" 66..66
            2 value [player 2 follows alone] "2" 66..66
            3 value [player 3 follows alone] "3" 66..66
            0 value [neither follows] "0" 66..66
        "#]],
        );
        check_at_end(
            &round_until("8 3 4721"),
            expect![[r#"
            8 value [hearts: 2 × 4 = 8] "8" 70..70
        "#]],
        );
        check_at_end(
            &round_until("3 4721"),
            expect![[r#"
            3 value [player 3, first in deal order of those who play] "3" 72..72
        "#]],
        );
        check_at_end(
            &round_until("4721"),
            expect![[r#"
            R card [9♣ — player 3] "R" 74..74
            Q card [8♣ — player 3] "Q" 74..74
            P card [7♣ — player 3] "P" 74..74
            O card [A♥ — player 3] "O" 74..74
            J card [9♥ — player 3] "J" 74..74
            F card [K♦ — player 3] "F" 74..74
            E card [Q♦ — player 3] "E" 74..74
            D card [J♦ — player 3] "D" 74..74
            8 card [A♠ — player 3] "8" 74..74
            4 card [10♠ — player 3] "4" 74..74
        "#]],
        );
        check_at_end(
            &round_until("F3:L24"),
            expect![[r#"
            F3:L24,M1:8,F6:L48 value [main took 1 and failed hearts] "F3:L24,M1:8,F6:L48" 124..124
        "#]],
        );
    }

    #[test]
    fn legal_cards_and_the_winner() {
        // Player 1 follows the 10♠ with a spade: the K♠, Q♠ or 9♠.
        check_at_end(
            &round_until("721,"),
            expect![[r#"
            7 card [K♠ — player 1] "7" 75..75
            6 card [Q♠ — player 1] "6" 75..75
            3 card [9♠ — player 1] "3" 75..75
            1 card [7♠ — player 1] "1" 75..75
        "#]],
        );
        check_at_end(
            &round_until("1,1583"),
            expect![[r#"
            1 value [player 1 wins with the K♠, the highest spade with no trump thrown] "1" 77..77
        "#]],
        );
        // Trick 2: player 1, who won trick 1, leads with any card.
        check_at_end(
            &round_until("1583"),
            expect![[r#"
            V card [K♣ — player 1] "V" 79..79
            S card [10♣ — player 1] "S" 79..79
            L card [J♥ — player 1] "L" 79..79
            C card [10♦ — player 1] "C" 79..79
            B card [9♦ — player 1] "B" 79..79
            9 card [7♦ — player 1] "9" 79..79
            6 card [Q♠ — player 1] "6" 79..79
            3 card [9♠ — player 1] "3" 79..79
            1 card [7♠ — player 1] "1" 79..79
        "#]],
        );
        // A card the player does not hold stops the list.
        check_at_end(&format!("{}E", round_until("1583")), expect![""]);
    }
}
