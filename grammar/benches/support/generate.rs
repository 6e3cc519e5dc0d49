//! Deterministic generators of large, realistic PBN, RBN, SGF and Preferans PPN documents, for
//! benchmarks and for the tests that check parse cost grows linearly with input size.
//!
//! The bridge generators deal random hands and produce legal auctions and legal card play, so
//! later semantic checks find nothing to complain about; the PBN and RBN documents made with the
//! same seed hold the same deals.

#![allow(dead_code)]

use gamerec_grammar::Format;
use std::fmt::Write as _;

/// A legal document of about `target_bytes` in `format`: the one generator each format has.
pub fn document(format: Format, target_bytes: usize) -> String {
    match format {
        Format::Rbn => rbn(target_bytes),
        Format::Rbx => rbx(target_bytes),
        Format::Pbn => pbn(target_bytes),
        Format::Sgf => sgf(target_bytes),
        Format::Preferans => preferans(target_bytes),
    }
}

/// xorshift64*: small, fast and the same on every machine.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.max(1))
    }

    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    /// A number in `0..bound` (`bound` > 0).
    pub fn below(&mut self, bound: usize) -> usize {
        (self.next_u64() % bound as u64) as usize
    }
}

const SEATS: [char; 4] = ['N', 'E', 'S', 'W'];
const SUITS: [char; 4] = ['S', 'H', 'D', 'C'];
const STRAINS: [&str; 5] = ["C", "D", "H", "S", "NT"];
const RANKS: [char; 13] = [
    'A', 'K', 'Q', 'J', 'T', '9', '8', '7', '6', '5', '4', '3', '2',
];

/// A card: suit index into `SUITS`, rank index into `RANKS` (0 = ace).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
struct Card {
    suit: usize,
    rank: usize,
}

#[derive(Clone, Copy)]
enum Call {
    Pass,
    Double,
    Bid { level: usize, strain: usize },
}

struct Board {
    number: usize,
    dealer: usize,
    /// Index into the 16-board vulnerability cycle: 0 none, 1 NS, 2 EW, 3 both.
    vulnerability: usize,
    hands: [Vec<Card>; 4],
    calls: Vec<Call>,
    contract: Option<Contract>,
    /// Tricks in play order, each starting with its leader's seat.
    tricks: Vec<(usize, [Card; 4])>,
    declarer_tricks: usize,
}

#[derive(Clone, Copy)]
struct Contract {
    level: usize,
    strain: usize,
    doubled: bool,
    declarer: usize,
}

const VULNERABILITY_CYCLE: [usize; 16] = [0, 1, 2, 3, 1, 2, 3, 0, 2, 3, 0, 1, 3, 0, 1, 2];

fn deal_board(rng: &mut Rng, number: usize) -> Board {
    let mut deck: Vec<Card> = (0..4)
        .flat_map(|suit| (0..13).map(move |rank| Card { suit, rank }))
        .collect();
    for i in (1..deck.len()).rev() {
        deck.swap(i, rng.below(i + 1));
    }
    let mut hands: [Vec<Card>; 4] = Default::default();
    for (i, card) in deck.into_iter().enumerate() {
        hands[i % 4].push(card);
    }
    for hand in &mut hands {
        hand.sort();
    }
    let dealer = (number - 1) % 4;
    let vulnerability = VULNERABILITY_CYCLE[(number - 1) % 16];
    let (calls, contract) = auction(rng, dealer);
    let (tricks, declarer_tricks) = match contract {
        Some(contract) => play(rng, &hands, contract),
        None => (Vec::new(), 0),
    };
    Board {
        number,
        dealer,
        vulnerability,
        hands,
        calls,
        contract,
        tricks,
        declarer_tricks,
    }
}

/// A legal auction: a few rising bids, an occasional double, three closing passes.
fn auction(rng: &mut Rng, dealer: usize) -> (Vec<Call>, Option<Contract>) {
    let mut calls = Vec::new();
    let mut last_bid: Option<(usize, usize)> = None; // (bid index, bidder)
    let mut doubled = false;
    let mut first_to_name: [[Option<usize>; 5]; 2] = [[None; 5]; 2];
    let bids_wanted = rng.below(7);
    let mut bids_made = 0;
    let mut seat = dealer;
    // Passes in a row: three after a bid (four at the start) would end the auction early.
    let mut passes = 0;
    while bids_made < bids_wanted {
        let next_index = last_bid.map_or(0, |(index, _)| index + 1);
        let opponents_bid_last = last_bid.is_some_and(|(_, bidder)| bidder % 2 != seat % 2);
        let roll = rng.below(10);
        if next_index >= 35 {
            break;
        }
        let passes_that_end = if last_bid.is_some() { 3 } else { 4 };
        if roll < 3 && passes + 1 < passes_that_end {
            calls.push(Call::Pass);
            passes += 1;
        } else if roll == 3 && opponents_bid_last && !doubled {
            calls.push(Call::Double);
            doubled = true;
            passes = 0;
        } else {
            let index = (next_index + rng.below(4)).min(34);
            let strain = index % 5;
            calls.push(Call::Bid {
                level: index / 5 + 1,
                strain,
            });
            first_to_name[seat % 2][strain].get_or_insert(seat);
            last_bid = Some((index, seat));
            doubled = false;
            bids_made += 1;
            passes = 0;
        }
        seat = (seat + 1) % 4;
    }
    let closing_passes = if last_bid.is_some() { 3 } else { 4 };
    calls.extend(std::iter::repeat_n(Call::Pass, closing_passes));
    let contract = last_bid.map(|(index, bidder)| Contract {
        level: index / 5 + 1,
        strain: index % 5,
        doubled,
        declarer: first_to_name[bidder % 2][index % 5].unwrap_or(bidder),
    });
    (calls, contract)
}

/// Legal card play: everyone follows suit when able; returns tricks and declarer's tally.
fn play(
    rng: &mut Rng,
    hands: &[Vec<Card>; 4],
    contract: Contract,
) -> (Vec<(usize, [Card; 4])>, usize) {
    let mut hands = hands.clone();
    let trump = (contract.strain < 4).then(|| 3 - contract.strain); // strain C D H S -> suit index
    let mut leader = (contract.declarer + 1) % 4;
    let mut tricks = Vec::with_capacity(13);
    let mut declarer_tricks = 0;
    for _ in 0..13 {
        let mut cards = [Card { suit: 0, rank: 0 }; 4];
        for offset in 0..4 {
            let seat = (leader + offset) % 4;
            let hand = &mut hands[seat];
            let led_suit = (offset > 0).then(|| cards[0].suit);
            let followers: Vec<usize> = (0..hand.len())
                .filter(|&i| Some(hand[i].suit) == led_suit)
                .collect();
            let pick = if followers.is_empty() {
                rng.below(hand.len())
            } else {
                followers[rng.below(followers.len())]
            };
            cards[offset] = hand.remove(pick);
        }
        let winner_offset = (0..4)
            .max_by_key(|&i| {
                let card = cards[i];
                let class = if Some(card.suit) == trump {
                    2
                } else if card.suit == cards[0].suit {
                    1
                } else {
                    0
                };
                (class, 13 - card.rank)
            })
            .unwrap_or(0);
        tricks.push((leader, cards));
        leader = (leader + winner_offset) % 4;
        if leader % 2 == contract.declarer % 2 {
            declarer_tricks += 1;
        }
    }
    (tricks, declarer_tricks)
}

fn hand_text(hand: &[Card], out: &mut String) {
    for suit in 0..4 {
        if suit > 0 {
            out.push('.');
        }
        out.extend(
            hand.iter()
                .filter(|c| c.suit == suit)
                .map(|c| RANKS[c.rank]),
        );
    }
}

fn call_text(call: Call, pass: &str, double: &str, notrump: &str) -> String {
    match call {
        Call::Pass => pass.to_string(),
        Call::Double => double.to_string(),
        Call::Bid { level, strain } => {
            let strain = if strain == 4 {
                notrump
            } else {
                STRAINS[strain]
            };
            format!("{level}{strain}")
        }
    }
}

const PBN_VULNERABLE: [&str; 4] = ["None", "NS", "EW", "All"];
const RBN_VULNERABLE: [char; 4] = ['Z', 'N', 'E', 'B'];

fn write_pbn_board(board: &Board, out: &mut String) {
    let _ = writeln!(out, "[Event \"Generated Teams\"]");
    let _ = writeln!(out, "[Site \"Lakeside Club\"]");
    let _ = writeln!(out, "[Date \"2026.11.20\"]");
    let _ = writeln!(out, "[Board \"{}\"]", board.number);
    let _ = writeln!(
        out,
        "[West \"Weiss\"]\n[North \"Nord\"]\n[East \"Ost\"]\n[South \"Sud\"]"
    );
    let _ = writeln!(out, "[Dealer \"{}\"]", SEATS[board.dealer]);
    let _ = writeln!(
        out,
        "[Vulnerable \"{}\"]",
        PBN_VULNERABLE[board.vulnerability]
    );
    out.push_str("[Deal \"N:");
    for seat in 0..4 {
        if seat > 0 {
            out.push(' ');
        }
        hand_text(&board.hands[seat], out);
    }
    out.push_str("\"]\n[Scoring \"IMP\"]\n");
    match board.contract {
        Some(contract) => {
            let _ = writeln!(out, "[Declarer \"{}\"]", SEATS[contract.declarer]);
            let strain = if contract.strain == 4 {
                "NT"
            } else {
                STRAINS[contract.strain]
            };
            let risk = if contract.doubled { "X" } else { "" };
            let _ = writeln!(out, "[Contract \"{}{strain}{risk}\"]", contract.level);
            let _ = writeln!(out, "[Result \"{}\"]", board.declarer_tricks);
        }
        None => {
            out.push_str("[Declarer \"\"]\n[Contract \"Pass\"]\n[Result \"\"]\n");
        }
    }
    let _ = writeln!(out, "[Auction \"{}\"]", SEATS[board.dealer]);
    for (i, call) in board.calls.iter().enumerate() {
        out.push_str(&call_text(*call, "Pass", "X", "NT"));
        out.push(if i % 4 == 3 || i + 1 == board.calls.len() {
            '\n'
        } else {
            ' '
        });
    }
    if let Some(first) = board.tricks.first() {
        let opening_leader = first.0;
        let _ = writeln!(out, "[Play \"{}\"]", SEATS[opening_leader]);
        for (leader, cards) in &board.tricks {
            for column in 0..4 {
                let seat = (opening_leader + column) % 4;
                let card = cards[(seat + 4 - leader) % 4];
                if column > 0 {
                    out.push(' ');
                }
                out.push(SUITS[card.suit]);
                out.push(RANKS[card.rank]);
            }
            out.push('\n');
        }
        out.push_str("*\n");
    }
}

fn write_rbn_board(board: &Board, out: &mut String) {
    let _ = writeln!(out, "B {}", board.number);
    // Three hands and a closing colon: the fourth hand gets the rest.
    out.push_str("H N:");
    for hand in &board.hands[..3] {
        hand_text(hand, out);
        out.push(':');
    }
    out.push('\n');
    let _ = write!(
        out,
        "A {}{}",
        SEATS[board.dealer], RBN_VULNERABLE[board.vulnerability]
    );
    for (i, call) in board.calls.iter().enumerate() {
        if i % 4 == 0 {
            out.push(':');
        }
        out.push_str(&call_text(*call, "P", "X", "N"));
    }
    out.push('\n');
    if let Some(contract) = board.contract {
        let strain = if contract.strain == 4 {
            "N"
        } else {
            STRAINS[contract.strain]
        };
        let risk = if contract.doubled { "X" } else { "" };
        let _ = writeln!(
            out,
            "C {}{strain}{risk}:{}",
            contract.level, SEATS[contract.declarer]
        );
        out.push_str("P ");
        for (index, (_, cards)) in board.tricks.iter().enumerate() {
            if index > 0 {
                out.push(':');
            }
            for (offset, card) in cards.iter().enumerate() {
                if offset == 0 || card.suit != cards[0].suit {
                    out.push(SUITS[card.suit]);
                }
                out.push(RANKS[card.rank]);
            }
        }
        out.push('\n');
        let _ = writeln!(out, "R {}", board.declarer_tricks);
    } else {
        out.push_str("R P\n");
    }
    out.push('\n');
}

/// A PBN document of at least `target_bytes`, one game per board with auction and play.
pub fn pbn(target_bytes: usize) -> String {
    let mut rng = Rng::new(0x5eed_b71d);
    let mut out = String::with_capacity(target_bytes + 1024);
    out.push_str("% PBN 2.1\n");
    let mut number = 1;
    while out.len() < target_bytes {
        out.push('\n');
        write_pbn_board(&deal_board(&mut rng, number), &mut out);
        number += 1;
    }
    out
}

/// An RBN document of at least `target_bytes`, holding the same deals as [`pbn`] in the same
/// order (so the same board count gives the same deals).
pub fn rbn(target_bytes: usize) -> String {
    let mut rng = Rng::new(0x5eed_b71d);
    let mut out = String::with_capacity(target_bytes + 1024);
    out.push_str("% RBN 3.2 generated deals\nD 20261120\nE Generated Teams\nL Lakeside Club\nF I\nN Nord+Sud:Weiss+Ost\n");
    let mut number = 1;
    while out.len() < target_bytes {
        write_rbn_board(&deal_board(&mut rng, number), &mut out);
        number += 1;
    }
    out
}

/// An RBX document of at least `target_bytes`: the RBN records of [`rbn`], one per line.
pub fn rbx(target_bytes: usize) -> String {
    let mut rng = Rng::new(0x5eed_b71d);
    let mut out = String::with_capacity(target_bytes + 1024);
    out.push_str("%{RBX 3.2 generated deals}D{20261120}E{Generated Teams}F{I}\n");
    let mut record = String::new();
    let mut number = 1;
    while out.len() < target_bytes {
        record.clear();
        write_rbn_board(&deal_board(&mut rng, number), &mut record);
        for line in record.lines().filter(|line| !line.is_empty()) {
            let (label, value) = line.split_at(1);
            out.push_str(label);
            out.push('{');
            out.push_str(value.strip_prefix(' ').unwrap_or(value));
            out.push('}');
        }
        out.push('\n');
        number += 1;
    }
    out
}

/// An RBN document holding exactly `boards` boards (the same deals as `pbn_boards(boards)`).
pub fn rbn_boards(boards: usize) -> String {
    let mut rng = Rng::new(0x5eed_b71d);
    let mut out = String::from("% RBN 3.2\nE Generated Teams\nF I\n");
    for number in 1..=boards {
        write_rbn_board(&deal_board(&mut rng, number), &mut out);
    }
    out
}

/// A PBN document holding exactly `boards` boards.
pub fn pbn_boards(boards: usize) -> String {
    let mut rng = Rng::new(0x5eed_b71d);
    let mut out = String::from("% PBN 2.1\n");
    for number in 1..=boards {
        out.push('\n');
        write_pbn_board(&deal_board(&mut rng, number), &mut out);
    }
    out
}

const COMMENT_WORDS: [&str; 16] = [
    "Black",
    "White",
    "takes",
    "the",
    "corner",
    "and",
    "a",
    "strong",
    "framework",
    "ko",
    "threat",
    "is",
    "[sic]",
    "joseki",
    "sente",
    "gote",
];

fn sgf_point(column: usize, row: usize) -> [char; 2] {
    [(b'a' + column as u8) as char, (b'a' + row as u8) as char]
}

fn write_sgf_comment(rng: &mut Rng, out: &mut String) {
    out.push_str("C[");
    let words = 10 + rng.below(22);
    for i in 0..words {
        if i > 0 {
            out.push(' ');
        }
        let word = COMMENT_WORDS[rng.below(COMMENT_WORDS.len())];
        // Text values escape `]` and `\`.
        out.push_str(&word.replace('\\', "\\\\").replace(']', "\\]"));
    }
    out.push(']');
}

/// Writes `moves` nodes on empty points of `board` (points ever played stay taken), alternating
/// colours from `black_to_play`.
fn write_sgf_moves(
    rng: &mut Rng,
    board: &mut [bool; 361],
    moves: usize,
    mut black: bool,
    out: &mut String,
) {
    // A stone always gets an empty neighbour, so no move is a suicide; captured stones are
    // never written over, so no move is a ko recapture or lands on a stone.
    let playable = |board: &[bool; 361], point: usize| {
        let (column, row) = (point % 19, point / 19);
        !board[point]
            && ((column > 0 && !board[point - 1])
                || (column < 18 && !board[point + 1])
                || (row > 0 && !board[point - 19])
                || (row < 18 && !board[point + 19]))
    };
    for index in 0..moves {
        let open = (0..361).filter(|&point| playable(board, point)).count();
        if open == 0 {
            return;
        }
        let mut pick = rng.below(open);
        let point = (0..361)
            .find(|&point| {
                if !playable(board, point) {
                    return false;
                }
                if pick == 0 {
                    return true;
                }
                pick -= 1;
                false
            })
            .unwrap_or(0);
        board[point] = true;
        let [c, r] = sgf_point(point % 19, point / 19);
        out.push_str(if black { ";B[" } else { ";W[" });
        out.push(c);
        out.push(r);
        out.push(']');
        if rng.below(4) != 0 {
            write_sgf_comment(rng, out);
        }
        if index % 10 == 9 {
            out.push('\n');
        }
        black = !black;
    }
}

fn write_sgf_game(rng: &mut Rng, number: usize, out: &mut String) {
    let _ = write!(
        out,
        "(;GM[1]FF[4]CA[UTF-8]AP[gamerec-bench:1]SZ[19]KM[6.5]RU[Japanese]\n\
         PB[Kuroda]PW[Shiroyama]BR[5d]WR[5d]DT[2026-11-20]EV[Generated League]RO[{number}]RE[B+R]\n"
    );
    let mut board = [false; 361];
    let main_moves = 200 + rng.below(100);
    let branch_at = main_moves / 2;
    write_sgf_moves(rng, &mut board, branch_at, true, out);
    out.push('\n');
    // A few variations at the branch point, then the rest of the main line.
    for _ in 0..3 {
        out.push('(');
        let mut variation_board = board;
        let length = 20 + rng.below(20);
        write_sgf_moves(rng, &mut variation_board, length, branch_at % 2 == 0, out);
        out.push_str(")\n");
    }
    out.push('(');
    write_sgf_moves(
        rng,
        &mut board,
        main_moves - branch_at,
        branch_at % 2 == 0,
        out,
    );
    out.push_str("))\n");
}

/// An SGF collection of 19x19 games with comments and variations, at least `target_bytes` long.
pub fn sgf(target_bytes: usize) -> String {
    let mut rng = Rng::new(0x005e_ed90);
    let mut out = String::with_capacity(target_bytes + 64 * 1024);
    let mut number = 1;
    while out.len() < target_bytes {
        write_sgf_game(&mut rng, number, &mut out);
        number += 1;
    }
    out
}

/// The Preferans PPN card code, seven to ace of spades, diamonds, hearts and clubs.
const PREFERANS_CARDS: &[u8; 32] = b"123456789ABCDEFGHIJKLMNOPQRSTUVW";

/// One Preferans PPN round: a passed-out deal, or a 13-field round in the README examples'
/// layout. Well-formed field by field; the play is not checked against the rules (the cards
/// are thrown in the order dealt).
fn write_preferans_round(rng: &mut Rng, id: usize, out: &mut String) {
    let order: Vec<usize> = (0..3).map(|seat| (id + seat) % 3 + 1).collect();
    let mut cards = *PREFERANS_CARDS;
    for i in (1..cards.len()).rev() {
        cards.swap(i, rng.below(i + 1));
    }
    let cards: String = cards.iter().map(|&byte| char::from(byte)).collect();
    let order_text: String = order.iter().map(|player| player.to_string()).collect();
    let _ = write!(out, "[{id} {order_text} {cards} ");
    if rng.below(4) == 0 {
        out.push_str("P,P,P]\n");
        return;
    }
    let contract = 2 + rng.below(6);
    let main_seat = rng.below(3);
    let bids: Vec<String> = (0..3)
        .map(|seat| {
            if seat == main_seat {
                contract.to_string()
            } else {
                "P".to_string()
            }
        })
        .collect();
    let discarded = cards.get(30..32).unwrap_or("XX");
    let value = 2 * contract;
    let _ = write!(
        out,
        "{} {} {discarded} {contract} 8 0 {value} {} ",
        bids.join(","),
        order[main_seat],
        order[0]
    );
    let hands: Vec<&str> = (0..3)
        .map(|seat| &cards[seat * 10..seat * 10 + 10])
        .collect();
    for trick in 0..10 {
        if trick > 0 {
            out.push(',');
        }
        for hand in &hands {
            out.push_str(&hand[trick..trick + 1]);
        }
        let _ = write!(out, "{}", order[rng.below(3)]);
    }
    out.push(' ');
    let scores: Vec<String> = (0..3)
        .map(|seat| {
            if seat == main_seat {
                format!("M6:-{value}")
            } else {
                format!("F2:L{}", 2 * value)
            }
        })
        .collect();
    out.push_str(&scores.join(","));
    out.push_str("]\n");
}

/// A Preferans PPN game at least `target_bytes` long: the info section, then one round per
/// deal.
pub fn preferans(target_bytes: usize) -> String {
    let mut rng = Rng::new(0x005e_ed33);
    let mut out = String::with_capacity(target_bytes + 1024);
    out.push_str("[Bula 60]\n[Refe 2]\n[Player1 ana]\n[Player2 bora]\n[Player3 ceca]\n");
    out.push_str("[Result1 -20]\n[Result2 8]\n[Result3 12]\n[Location \"Novi Sad\"]\n\n");
    let mut id = 1;
    while out.len() < target_bytes {
        write_preferans_round(&mut rng, id, &mut out);
        id += 1;
    }
    out
}

/// How many boards (PBN, RBN) or games (SGF) a generated document holds.
pub fn count_records(text: &str, marker: &str) -> usize {
    text.matches(marker).count()
}
