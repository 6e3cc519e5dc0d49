//! The generated Pinochle PPN document parses without errors, is the same on every call, and
//! each of its hands follows the rules the generator states, read back from the text and
//! replayed here on their own.

#[path = "../benches/support/generate.rs"]
mod generate;

use std::collections::HashMap;

use gamerec_grammar::pinochle;

const SIZE: usize = 200 * 1024;
const SEATS: [&str; 4] = ["N", "E", "S", "W"];
const RANKS: &str = "ATKQJ";

#[test]
fn the_generated_document_parses_and_is_deterministic() {
    let text = generate::pinochle(SIZE);
    assert!(text.len() >= SIZE);
    let (_, errors) = pinochle::parse_green(&text);
    assert_eq!(errors, []);
    assert!(generate::pinochle(SIZE) == text, "two calls differ");
}

/// The tags of one hand by name, and the lines of its sections.
struct Hand<'t> {
    tags: HashMap<&'t str, &'t str>,
    auction: Vec<&'t str>,
    play: Vec<&'t str>,
}

fn hands(text: &str) -> Vec<Hand<'_>> {
    let mut hands = Vec::new();
    for block in text.split("\n\n").filter(|block| block.contains("[Hand ")) {
        let mut hand = Hand {
            tags: HashMap::new(),
            auction: Vec::new(),
            play: Vec::new(),
        };
        let mut section = "";
        for line in block.lines() {
            if let Some(tag) = line.strip_prefix('[') {
                let (name, rest) = tag.split_once(' ').expect("a tag has a value");
                let value = rest.trim_end_matches(']').trim_matches('"');
                hand.tags.insert(name, value);
                section = name;
            } else if section == "Auction" {
                hand.auction.push(line);
            } else if section == "Play" {
                hand.play.push(line);
            }
        }
        hands.push(hand);
    }
    hands
}

fn seat_index(seat: &str) -> usize {
    SEATS
        .iter()
        .position(|known| *known == seat)
        .expect("a seat")
}

/// A card as (suit letter, rank index, 0 = ace).
fn card(text: &str) -> (char, usize) {
    let mut chars = text.chars();
    let suit = chars.next().expect("a suit");
    let rank = RANKS
        .find(chars.next().expect("a rank"))
        .expect("a known rank");
    (suit, rank)
}

fn dotted_cards(hand: &str) -> Vec<(char, usize)> {
    let mut cards = Vec::new();
    for (suit, ranks) in ['C', 'D', 'S', 'H'].into_iter().zip(hand.split('.')) {
        cards.extend(
            ranks
                .chars()
                .map(|rank| (suit, RANKS.find(rank).expect("a rank"))),
        );
    }
    cards
}

#[test]
fn every_generated_hand_is_legal_and_scored_as_played() {
    let text = generate::pinochle(SIZE);
    let mut results = HashMap::new();
    for hand in hands(&text) {
        let deal = hand.tags["Deal"];
        let (first, cards) = deal.split_once(':').expect("a first seat");
        let mut held: Vec<Vec<(char, usize)>> = vec![Vec::new(); 4];
        for (offset, dotted) in cards.split(' ').enumerate() {
            held[(seat_index(first) + offset) % 4] = dotted_cards(dotted);
        }
        let mut every: Vec<(char, usize)> = held.concat();
        every.sort();
        assert_eq!(every.len(), 80);
        assert!(every
            .chunks(4)
            .all(|four| four.iter().all(|c| *c == four[0])));

        let trump = hand.tags["Trump"].chars().next().expect("a trump");
        let mut leader = seat_index(hand.tags["Play"]);
        assert_eq!(hand.tags["Play"], hand.tags["Declarer"]);
        let mut points = [0u32; 2];
        assert_eq!(hand.play.len(), 20);
        for (index, line) in hand.play.iter().enumerate() {
            let (cards, result) = line.split_once(" (").expect("a trick result");
            let trick: Vec<(char, usize)> = cards.split(' ').map(card).collect();
            assert_eq!(trick.len(), 4);
            for (offset, played) in trick.iter().enumerate() {
                let seat = (leader + offset) % 4;
                let hand_cards = &mut held[seat];
                let led = trick[0].0;
                let follows = hand_cards.iter().any(|c| c.0 == led);
                if offset > 0 && follows {
                    assert_eq!(played.0, led, "{line}: a revoke");
                } else if offset > 0 && hand_cards.iter().any(|c| c.0 == trump) {
                    assert_eq!(played.0, trump, "{line}: did not trump when void");
                }
                let at = hand_cards
                    .iter()
                    .position(|c| c == played)
                    .unwrap_or_else(|| panic!("{line}: a card not held"));
                hand_cards.remove(at);
            }
            let mut best = 0;
            for (at, c) in trick.iter().enumerate().skip(1) {
                let top = trick[best];
                if (c.0 == top.0 && c.1 < top.1) || (c.0 == trump && top.0 != trump) {
                    best = at;
                }
            }
            let winner = (leader + best) % 4;
            let counted =
                trick.iter().filter(|c| c.1 <= 2).count() as u32 + if index == 19 { 2 } else { 0 };
            assert_eq!(result, format!("{}{counted})", SEATS[winner]), "{line}");
            points[winner % 2] += counted;
            leader = winner;
        }
        assert_eq!(points[0] + points[1], 50);
        assert_eq!(
            hand.tags["PlayScores"],
            format!("{}:{}", points[0], points[1])
        );
        *results.entry(hand.tags["Result"]).or_insert(0) += 1;
        let last = hand
            .auction
            .last()
            .expect("an auction")
            .split(' ')
            .next_back();
        assert_eq!(last, Some("Pass"), "the auction ends with a pass");
    }
    assert!(
        results.contains_key("Saved") && results.contains_key("Set"),
        "{results:?}"
    );
}
