//! Deterministic generators of large, realistic PBN, RBN, LIN, SGF, Preferans and Pinochle PPN
//! documents, for benchmarks and for the tests that check parse cost grows linearly with input
//! size.
//!
//! The bridge, Preferans and Pinochle generators deal random hands and produce legal auctions and legal
//! card play, so later semantic checks find nothing to complain about; the PBN, RBN and LIN
//! documents made with the same seed hold the same deals.

#![allow(dead_code)]

use gamerec_grammar::preferans::spec::CARDS as PREFERANS_CARDS;
use gamerec_grammar::Format;
use std::fmt::Write as _;

#[path = "generate_pinochle.rs"]
mod pinochle_hands;
pub use pinochle_hands::pinochle;

/// A legal document of about `target_bytes` in `format`: the one generator each format has.
pub fn document(format: Format, target_bytes: usize) -> String {
    match format {
        Format::Rbn => rbn(target_bytes),
        Format::Rbx => rbx(target_bytes),
        Format::Pbn => pbn(target_bytes),
        Format::Sgf => sgf(target_bytes),
        Format::Preferans => preferans(target_bytes),
        Format::Pinochle => pinochle(target_bytes),
        Format::Lin => lin(target_bytes),
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

/// LIN's dealer digits by seat (N, E, S, W): South is 1, West 2, North 3, East 4.
const LIN_DEALER: [char; 4] = ['3', '4', '1', '2'];
const LIN_VULNERABLE: [char; 4] = ['o', 'n', 'e', 'b'];

/// One board as BBO's hand records write it: names, the deal from South (the fourth hand left
/// for the rest), heading, vulnerability, calls, then a trick a line.
fn write_lin_board(board: &Board, out: &mut String) {
    out.push_str("pn|Sud,Weiss,Nord,Ost|st||md|");
    out.push(LIN_DEALER[board.dealer]);
    for seat in [2, 3, 0] {
        for (suit, letter) in SUITS.iter().enumerate() {
            out.push(*letter);
            out.extend(
                board.hands[seat]
                    .iter()
                    .filter(|card| card.suit == suit)
                    .map(|card| RANKS[card.rank]),
            );
        }
        out.push(',');
    }
    let _ = write!(
        out,
        "|rh||ah|Board {}|sv|{}|",
        board.number, LIN_VULNERABLE[board.vulnerability]
    );
    for call in &board.calls {
        let _ = write!(out, "mb|{}|", call_text(*call, "p", "d", "N"));
    }
    out.push_str("pg||\n");
    for (_, cards) in &board.tricks {
        for card in cards {
            let _ = write!(out, "pc|{}{}|", SUITS[card.suit], RANKS[card.rank]);
        }
        out.push_str("pg||\n");
    }
}

/// A LIN document of at least `target_bytes`: the deals of [`pbn`] as BBO's hand records write
/// them, a board after another.
pub fn lin(target_bytes: usize) -> String {
    let mut rng = Rng::new(0x5eed_b71d);
    let mut out = String::with_capacity(target_bytes + 1024);
    let mut number = 1;
    while out.len() < target_bytes {
        write_lin_board(&deal_board(&mut rng, number), &mut out);
        number += 1;
    }
    out
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

/// The cards of a Preferans suit (0 spades, 1 diamonds, 2 hearts, 3 clubs) in a bit set of
/// cards.
fn preferans_suit(suit: u32) -> u32 {
    0xff << (8 * suit)
}

/// A random card of a non-empty bit set of cards.
fn random_preferans_card(rng: &mut Rng, mut cards: u32) -> u32 {
    for _ in 0..rng.below(cards.count_ones() as usize) {
        cards &= cards - 1;
    }
    cards.trailing_zeros()
}

#[derive(Clone, Copy)]
enum PreferansBid {
    Pass,
    Raise(usize),
    Mine(usize),
    /// Game, with the game named or not.
    Game(Option<usize>),
}

/// The auction's winner: seat, level (the bid, or the game named) and whether by game.
struct PreferansWin {
    seat: usize,
    level: usize,
    game: bool,
}

/// A legal auction: each seat's last bid, in deal order, and the winner, or `None` when all
/// pass.
fn preferans_auction(rng: &mut Rng) -> ([PreferansBid; 3], Option<PreferansWin>) {
    let mut bids = [PreferansBid::Pass; 3];
    if rng.below(4) == 0 {
        return (bids, None);
    }
    if rng.below(8) == 0 {
        let seat = rng.below(3);
        let named = (rng.below(2) == 0).then(|| 2 + rng.below(6));
        bids[seat] = PreferansBid::Game(named);
        let win = PreferansWin {
            seat,
            level: named.unwrap_or(2),
            game: true,
        };
        return (bids, Some(win));
    }
    let first = rng.below(3);
    let mut bidding: [bool; 3] = std::array::from_fn(|seat| seat >= first);
    bids[first] = PreferansBid::Raise(2);
    let (mut holder, mut level, mut seat) = (first, 2, first);
    loop {
        seat = (seat + 1) % 3;
        if !bidding[seat] {
            continue;
        }
        if seat == holder {
            let win = PreferansWin {
                seat: holder,
                level,
                game: false,
            };
            return (bids, Some(win));
        }
        let mine = seat < holder;
        let next = if mine { level } else { level + 1 };
        if next > 7 || rng.below(8) < level {
            bidding[seat] = false;
        } else {
            bids[seat] = if mine {
                PreferansBid::Mine(next)
            } else {
                PreferansBid::Raise(next)
            };
            (holder, level) = (seat, next);
        }
    }
}

/// One Preferans PPN round by the rules of [`preferans`]: a passed-out deal, or a played one
/// in the 13-field layout of the README's examples or (one in eight) the listed 14-field one.
fn write_preferans_round(rng: &mut Rng, id: usize, out: &mut String) {
    let order: [usize; 3] = std::array::from_fn(|seat| (id + seat) % 3 + 1);
    let player = |seat: usize| char::from(b'0' + order[seat] as u8);
    let code = |card: u32| PREFERANS_CARDS[card as usize].code;
    let mut deck: [u32; 32] = std::array::from_fn(|card| card as u32);
    for i in (1..deck.len()).rev() {
        deck.swap(i, rng.below(i + 1));
    }
    let _ = write!(out, "[{id} ");
    out.extend((0..3).map(player));
    out.push(' ');
    out.extend(deck.iter().map(|&card| code(card)));
    let set = |cards: &[u32]| cards.iter().fold(0u32, |set, &card| set | 1 << card);
    let mut hands: [u32; 3] = std::array::from_fn(|seat| set(&deck[seat * 10..seat * 10 + 10]));
    let talon = set(&deck[30..]);

    let (bids, winner) = preferans_auction(rng);
    for (seat, bid) in bids.into_iter().enumerate() {
        out.push(if seat == 0 { ' ' } else { ',' });
        let _ = match bid {
            PreferansBid::Pass => write!(out, "P"),
            PreferansBid::Raise(level) => write!(out, "{level}"),
            PreferansBid::Mine(level) => write!(out, "M{level}"),
            PreferansBid::Game(None) => write!(out, "G"),
            PreferansBid::Game(Some(level)) => write!(out, "G{level}"),
        };
    }
    let Some(PreferansWin {
        seat: main,
        level,
        game,
    }) = winner
    else {
        out.push_str("]\n");
        return;
    };

    let contract = if rng.below(3) == 0 {
        level + rng.below(8 - level)
    } else {
        level
    };
    let _ = write!(out, " {} ", player(main));
    if game {
        let _ = write!(out, "XX G{contract}");
    } else {
        let mut held = hands[main] | talon;
        let discarded = [(); 2].map(|()| {
            let card = random_preferans_card(rng, held);
            held &= !(1 << card);
            card
        });
        hands[main] = held;
        let _ = write!(
            out,
            "{}{} {contract}",
            code(discarded[0]),
            code(discarded[1])
        );
    }
    let trump = (contract <= 5).then(|| contract as u32 - 2);
    let sits_out = match rng.below(4) {
        0 => Some((main + 1) % 3),
        1 => Some((main + 2) % 3),
        _ => None,
    };
    let accepted = sits_out.map_or('8', |seat| player(3 - main - seat));
    let plays = |seat: usize| Some(seat) != sits_out;
    let mut leader = if plays(0) { 0 } else { 1 };
    // Kontras come from a follower who plays: the lone one, or either of two.
    let kontra = (rng.below(4) == 0).then(|| {
        let by = sits_out.map_or_else(|| (main + 1 + rng.below(2)) % 3, |out| 3 - main - out);
        (b"IKRSM"[rng.below(5)], by)
    });
    let factor = match kontra.map(|(mark, _)| mark) {
        Some(b'K') => 2,
        Some(b'R') => 4,
        Some(b'S') => 8,
        Some(b'M') => 16,
        _ => 1,
    };
    let _ = write!(out, " {accepted} ");
    match kontra {
        Some((mark, by)) => {
            out.push(char::from(mark));
            out.push(player(by));
        }
        None => out.push('0'),
    }
    out.push(' ');
    let listed_layout = rng.below(8) == 0;
    let refa = listed_layout && rng.below(2) == 0;
    if listed_layout {
        out.push_str(if refa { "1 " } else { "0 " });
    }
    let value = 2 * (contract + usize::from(game)) * if refa { 2 } else { 1 } * factor;
    let _ = write!(out, "{value} {} ", player(leader));

    let mut tricks = [0usize; 3];
    for trick in 0..10 {
        if trick > 0 {
            out.push(',');
        }
        let mut led = None;
        // The best card so far: its strength (trumps over the suit led over the rest, then
        // rank) and its player.
        let mut best = (0, leader);
        for seat in (leader..leader + 3)
            .map(|seat| seat % 3)
            .filter(|&seat| plays(seat))
        {
            let hand = hands[seat];
            let legal = match led {
                None => hand,
                Some(suit) => [Some(suit), trump]
                    .into_iter()
                    .flatten()
                    .map(|suit| hand & preferans_suit(suit))
                    .find(|&cards| cards != 0)
                    .unwrap_or(hand),
            };
            let card = random_preferans_card(rng, legal);
            hands[seat] &= !(1 << card);
            out.push(code(card));
            let suit = card / 8;
            let led_suit = *led.get_or_insert(suit);
            let class = if Some(suit) == trump {
                2
            } else {
                u32::from(suit == led_suit)
            };
            let strength = class * 8 + card % 8;
            if strength > best.0 {
                best = (strength, seat);
            }
        }
        leader = best.1;
        tricks[leader] += 1;
        out.push(player(leader));
    }

    let made = if contract == 6 {
        tricks[main] == 0
    } else {
        tricks[main] >= 6
    };
    let needed = if sits_out.is_some() { 4 } else { 2 };
    for (seat, taken) in tricks.into_iter().enumerate() {
        out.push(if seat == 0 { ' ' } else { ',' });
        if seat == main {
            let sign = if made { "-" } else { "" };
            let _ = write!(out, "M{taken}:{sign}{value}");
        } else if plays(seat) {
            let _ = write!(out, "F{taken}:L{}", taken * value);
            if made && contract != 6 && taken < needed {
                let _ = write!(out, ":{value}");
            }
        } else {
            out.push('0');
        }
    }
    out.push_str("]\n");
}

/// A Preferans PPN file at least `target_bytes` long: games of 20 to 60 rounds one after the
/// other, a blank line between them, each its info section and then one round per deal
/// numbered from 1, each a random legal deal by these rules:
///
/// - A card is an index into the card code, `spec::CARDS`, whose order makes it
///   `suit * 8 + rank`: suits in the order of their contracts (2 spades, 3 diamonds, 4 hearts,
///   5 clubs), ranks from the seven to the ace.
/// - `dealOrder` turns one step each deal of a game (231, 312, 123, ...). Its first player
///   bids first and leads, its last deals; `cards` gives each ten cards in that order, then
///   the talon.
/// - The auction opens at 2 and each bid raises the last by one, up to 7 (sans); a player
///   earlier in deal order than the one holding the bid holds it at the same level with "mine"
///   instead. `bids` has each player's last bid, `P` for none. A quarter of the deals are
///   passed out; one in eight of the others is a game, one player saying game (`G`, or `G`
///   and the game named) and the others passing.
/// - The winner, main, takes the talon, discards two of the twelve cards and names a contract
///   from the level won up to 7 (never 8, preferans); after a game, main plays the hand dealt,
///   discards nothing (`XX`) and names a game contract (`G3`). Trumps are the contract's suit
///   for 2-5; betl (6) and sans have none.
/// - Both followers play (`accepted` `8`), or one alone: never `0`, so every contract is
///   played out. One deal in four has kontras (`I`, `K`, `R`, `S` or `M`) from a follower who
///   plays. One played deal in eight has the 14-field layout, with `refa` `0` or `1`. The value
///   is twice the contract's number, one more for a game, doubled under refa, and times 2, 4,
///   8 or 16 under kontra to mortkontra.
/// - The first player in deal order who plays leads; the others follow in deal order, two or
///   three to a trick. Each plays a random legal card: the suit led if able, else a trump if
///   able, else any. The highest trump wins the trick, else the highest card of the suit
///   led, and the winner leads next.
/// - Main makes the contract with six tricks or more (betl: none), scoring `M<tricks>:-<value>`,
///   else `M<tricks>:<value>`. A follower scores `F<tricks>:L<tricks * value>`, then
///   `:<value>` if main made a suit or sans contract and the follower took fewer than two
///   tricks (both following) or four (alone); followers do not fail when main fails, nor in
///   betl.
pub fn preferans(target_bytes: usize) -> String {
    let mut rng = Rng::new(0x005e_ed33);
    let mut out = String::with_capacity(target_bytes + 1024);
    while out.len() < target_bytes {
        if !out.is_empty() {
            out.push('\n');
        }
        out.push_str("[Bula 60]\n[Refe 2]\n[Player1 ana]\n[Player2 bora]\n[Player3 ceca]\n");
        out.push_str("[Result1 -20]\n[Result2 8]\n[Result3 12]\n[Location \"Novi Sad\"]\n\n");
        let rounds = PREFERANS_ROUNDS.start + rng.below(PREFERANS_ROUNDS.len());
        for id in 1..=rounds {
            if out.len() >= target_bytes && id > 1 {
                break;
            }
            write_preferans_round(&mut rng, id, &mut out);
        }
    }
    out
}

/// How many rounds a generated Preferans game has: about what a game to a bula of 60 takes.
const PREFERANS_ROUNDS: std::ops::Range<usize> = 20..61;

/// How many boards (PBN, RBN) or games (SGF) a generated document holds.
pub fn count_records(text: &str, marker: &str) -> usize {
    text.matches(marker).count()
}
