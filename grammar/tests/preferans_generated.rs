//! The generated Preferans PPN document parses without errors, is the same on every call, and
//! each of its rounds follows the rules the generator states, replayed here on their own.

#[path = "../benches/support/generate.rs"]
mod generate;

use std::collections::HashSet;

use gamerec_grammar::preferans::{self, spec, spec::Suit};

const SIZE: usize = 300 * 1024;

#[test]
fn the_generated_document_parses_and_is_deterministic() {
    let text = generate::preferans(SIZE);
    assert!(text.len() >= SIZE);
    let (_, errors) = preferans::parse_green(&text);
    assert_eq!(errors, []);
    assert!(generate::preferans(SIZE) == text, "two calls differ");
}

/// What a round showed, to see that the document has every kind of round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Seen {
    PassedOut,
    Refa,
    UnderRefa,
    Game,
    Kontra,
    LoneFollower,
    BothFollowers,
    Made,
    Failed,
    FollowerFailed,
}

#[test]
fn every_generated_round_is_a_legal_deal() {
    let text = generate::preferans(SIZE);
    let mut seen = HashSet::new();
    let mut previous_order: Option<String> = None;
    let mut games = 0;
    for line in text.lines() {
        if line.as_bytes().get(1).is_some_and(u8::is_ascii_alphabetic) {
            // A tag: a new game, whose dealing starts afresh.
            if line.starts_with("[Bula ") {
                games += 1;
            }
            previous_order = None;
            continue;
        }
        if !line.as_bytes().get(1).is_some_and(u8::is_ascii_digit) {
            continue;
        }
        let fields: Vec<&str> = line[1..line.len() - 1].split(' ').collect();
        if let Some(previous) = previous_order {
            let turned = format!("{}{}", &previous[1..], &previous[..1]);
            assert_eq!(fields[1], turned, "the dealer turns: {line}");
        }
        previous_order = Some(fields[1].to_string());
        replay(&fields, &mut seen);
    }
    assert!(games > 10, "{games} games");
    for kind in [
        Seen::PassedOut,
        Seen::Refa,
        Seen::UnderRefa,
        Seen::Game,
        Seen::Kontra,
        Seen::LoneFollower,
        Seen::BothFollowers,
        Seen::Made,
        Seen::Failed,
        Seen::FollowerFailed,
    ] {
        assert!(seen.contains(&kind), "no round shows {kind:?}");
    }
}

/// A card's suit and rank (0 the seven, 7 the ace).
fn card(code: char) -> (Suit, usize) {
    let card = spec::card_spec(code).unwrap_or_else(|| panic!("{code} is no card"));
    (card.suit, "789XJQKA".find(card.rank).unwrap_or(0))
}

/// Replays one round's fields, panicking at the first broken rule.
fn replay(fields: &[&str], seen: &mut HashSet<Seen>) {
    let round = fields.join(" ");
    let order: Vec<char> = fields[1].chars().collect();
    let mut sorted = order.clone();
    sorted.sort_unstable();
    assert_eq!(sorted, ['1', '2', '3'], "{round}");
    let cards: Vec<char> = fields[2].chars().collect();
    assert_eq!(cards.iter().collect::<HashSet<_>>().len(), 32, "{round}");
    let mut hands: Vec<Vec<char>> = cards.chunks(10).map(<[char]>::to_vec).collect();
    let bids: Vec<&str> = fields[3].split(',').collect();
    if fields.len() == 4 {
        assert_eq!(bids, ["P", "P", "P"], "{round}");
        seen.insert(Seen::PassedOut);
        return;
    }
    let (rest, refa) = match fields.len() {
        13 => (&fields[9..], false),
        14 => {
            assert!(["0", "1"].contains(&fields[9]), "refa: {round}");
            seen.insert(Seen::Refa);
            if fields[9] == "1" {
                seen.insert(Seen::UnderRefa);
            }
            (&fields[10..], fields[9] == "1")
        }
        _ => panic!("13 or 14 fields: {round}"),
    };
    let [value, starts, throws, summary] = rest else {
        unreachable!()
    };
    let seat_of = |player: char| order.iter().position(|&p| p == player).unwrap();
    let main = seat_of(fields[4].chars().next().unwrap());

    // The auction: a game, said by main alone while the others pass; or main holds the
    // highest level, with "mine" if an earlier seat bid it too.
    let game = bids[main].starts_with('G');
    let level = |bid: &str| bid.trim_start_matches(['M', 'G']).parse().unwrap_or(0);
    let won = if game {
        seen.insert(Seen::Game);
        for (seat, bid) in bids.iter().enumerate() {
            assert!(seat == main || *bid == "P", "game: {round}");
        }
        level(bids[main]).max(2)
    } else {
        let won = level(bids[main]);
        for (seat, bid) in bids.iter().enumerate() {
            assert!(level(bid) <= won, "bids: {round}");
            if seat != main && level(bid) == won {
                assert!(bids[main].starts_with('M') && main < seat, "mine: {round}");
            }
        }
        won
    };
    let contract_field = fields[6].strip_prefix('G');
    assert_eq!(
        contract_field.is_some(),
        game,
        "a game contract after a game: {round}"
    );
    let contract: usize = contract_field.unwrap_or(fields[6]).parse().unwrap();
    assert!(
        (2..=7).contains(&won) && (won..=7).contains(&contract),
        "{round}"
    );

    // Main takes the talon and discards two of the twelve cards; in a game, neither.
    let talon = hands.pop().unwrap();
    if game {
        assert_eq!(fields[5], "XX", "{round}");
    } else {
        hands[main].extend(talon);
        for discarded in fields[5].chars() {
            let index = hands[main].iter().position(|&c| c == discarded);
            hands[main].remove(index.unwrap_or_else(|| panic!("discarded: {round}")));
        }
    }
    assert_eq!(hands[main].len(), 10, "{round}");

    let followers: Vec<usize> = match fields[7] {
        "8" => (0..3).filter(|&seat| seat != main).collect(),
        lone => vec![seat_of(lone.chars().next().unwrap())],
    };
    assert!(!followers.contains(&main), "{round}");
    let plays = |seat: usize| seat == main || followers.contains(&seat);
    seen.insert(if followers.len() == 1 {
        Seen::LoneFollower
    } else {
        Seen::BothFollowers
    });
    let factor = match fields[8].as_bytes() {
        b"0" => 1,
        [mark, by] => {
            seen.insert(Seen::Kontra);
            let by = seat_of(char::from(*by));
            assert!(followers.contains(&by), "kontra from a follower: {round}");
            match mark {
                b'I' => 1,
                b'K' => 2,
                b'R' => 4,
                b'S' => 8,
                b'M' => 16,
                _ => panic!("kontra: {round}"),
            }
        }
        _ => panic!("kontra: {round}"),
    };
    let doubled = if refa { 2 } else { 1 };
    assert_eq!(
        value.parse::<usize>().unwrap(),
        2 * (contract + usize::from(game)) * doubled * factor,
        "{round}"
    );
    let trump = match contract {
        2 => Some(Suit::Spades),
        3 => Some(Suit::Diamonds),
        4 => Some(Suit::Hearts),
        5 => Some(Suit::Clubs),
        _ => None,
    };

    let mut leader = (0..3).find(|&seat| plays(seat)).unwrap();
    assert_eq!(*starts, order[leader].to_string(), "starts: {round}");
    let mut tricks = [0; 3];
    let tricks_written: Vec<&str> = throws.split(',').collect();
    assert_eq!(tricks_written.len(), 10, "{round}");
    for trick in tricks_written {
        let (played, winner) = trick.split_at(trick.len() - 1);
        assert_eq!(played.len(), 1 + followers.len(), "{trick} in {round}");
        let mut seat = leader;
        let mut best = (0, leader);
        let led = card(played.chars().next().unwrap()).0;
        for code in played.chars() {
            let hand = &mut hands[seat];
            let index = hand.iter().position(|&c| c == code);
            hand.remove(index.unwrap_or_else(|| panic!("{code} not held: {round}")));
            let (suit, rank) = card(code);
            let holds = |wanted| hand.iter().any(|&c| card(c).0 == wanted);
            if suit != led {
                assert!(!holds(led), "{code} does not follow: {round}");
                if let Some(trump) = trump.filter(|&trump| suit != trump) {
                    assert!(!holds(trump), "{code} does not trump: {round}");
                }
            }
            let strength = rank
                + match suit {
                    _ if Some(suit) == trump => 16,
                    _ if suit == led => 8,
                    _ => 0,
                };
            if strength > best.0 {
                best = (strength, seat);
            }
            seat = (seat + 1..seat + 3)
                .map(|s| s % 3)
                .find(|&s| plays(s))
                .unwrap();
        }
        leader = best.1;
        assert_eq!(winner, order[leader].to_string(), "{trick} in {round}");
        tricks[leader] += 1;
    }

    let value: usize = value.parse().unwrap();
    let made = if contract == 6 {
        tricks[main] == 0
    } else {
        tricks[main] >= 6
    };
    seen.insert(if made { Seen::Made } else { Seen::Failed });
    let needed = if followers.len() == 1 { 4 } else { 2 };
    let scores: Vec<&str> = summary.split(',').collect();
    for seat in 0..3 {
        let taken = tricks[seat];
        let expected = if seat == main {
            format!("M{taken}:{}{value}", if made { "-" } else { "" })
        } else if !plays(seat) {
            "0".to_string()
        } else if made && contract != 6 && taken < needed {
            seen.insert(Seen::FollowerFailed);
            format!("F{taken}:L{}:{value}", taken * value)
        } else {
            format!("F{taken}:L{}", taken * value)
        };
        assert_eq!(scores[seat], expected, "{round}");
    }
}
