//! [`BoardRecord`]s written as RBN (a label a line, a blank line between records) or as RBX
//! (a record a line, each label's value in braces). The labels that repeat until altered
//! (`D L E S N B H`) are written when they change from the board before, and set null when
//! they stop; an alerted call gets `*`, an explained one `^n` with the note after the
//! auction; commentary becomes free text. RBN has no claim: declarer's tricks by it go into
//! `R`, and that is reported.

use super::record::{BoardRecord, Ending, RecordDate, Room};
use super::Loss;
use crate::ide::notations::bridge::rules::{Call, Card, Contract, Doubling, Seat, Suit};
use crate::ide::notations::bridge::text::{rbn_call, rbn_strain_letter, rbn_vulnerability_letter};
use gamerec_grammar::rbn::spec::{self, MAX_LINE_LEN};

/// RBN's two layouts of the same labels.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Layout {
    Rbn,
    Rbx,
}

pub(crate) fn write(boards: &[BoardRecord], losses: &mut Vec<Loss>, layout: Layout) -> String {
    let mut records = String::new();
    super::write_boards(
        boards,
        &mut records,
        losses,
        |previous, board, out, losses| {
            Writer {
                layout,
                out,
                losses,
                board,
            }
            .record(previous);
        },
    );
    // The first record follows the signature directly, so that the signature opens it.
    let records = records.strip_prefix('\n').unwrap_or(&records);
    match layout {
        Layout::Rbn => format!("% RBN 3.2\n{records}"),
        Layout::Rbx => format!("%{{RBX}}{records}\n"),
    }
}

/// The value a board gives a label, `None` when it gives none.
type LabelValue = fn(&BoardRecord) -> Option<String>;

/// One record being written.
struct Writer<'a> {
    layout: Layout,
    out: &'a mut String,
    losses: &'a mut Vec<Loss>,
    board: &'a BoardRecord,
}

impl Writer<'_> {
    fn record(&mut self, previous: Option<&BoardRecord>) {
        let board = self.board;
        let changed = |value: LabelValue| match previous {
            Some(previous) => value(previous) != value(board),
            None => value(board).is_some(),
        };
        let repeated: [(char, LabelValue); 6] = [
            ('D', |board| board.date.map(date_value)),
            ('L', |board| board.site.clone()),
            ('E', |board| board.event.clone()),
            ('S', |board| board.stage.clone()),
            ('N', names_value),
            ('B', |board| board.board.map(|number| number.to_string())),
        ];
        let odd_names: Vec<&str> = board
            .players
            .iter()
            .flatten()
            .filter(|name| name.contains(['+', ':']))
            .map(String::as_str)
            .collect();
        if !odd_names.is_empty() {
            let what = format!(
                "`+` and `:` separate RBN's names and are written ` ` in {}",
                odd_names.join(", ")
            );
            self.losses.push(Loss::new(board, what));
        }
        for (letter, value) in repeated {
            if changed(value) {
                let text = value(board).unwrap_or_default();
                self.label(letter, &text);
            }
        }
        let own_game = !board.calls.is_empty()
            || board.ending.is_some()
            || board.tricks.is_some()
            || board.dealer.is_some()
            || board.vulnerability.is_some();
        if !own_game || changed(|board| Some(deal_value(board))) {
            self.label('H', &deal_value(board));
        }
        let notes = self.auction();
        for (number, text) in (1..).zip(&notes) {
            self.label(char::from(b'0' + number), text);
        }
        if let Some(Ending::Contract(contract)) = board.ending {
            self.label('C', &contract_value(contract, board.opening_leader()));
        }
        self.play();
        match board.ending {
            Some(Ending::PassedOut) => self.label('R', "P"),
            _ => {
                if let Some(tricks) = board.tricks {
                    self.label('R', &tricks.to_string());
                }
            }
        }
        if let Some(claim) = board.claim {
            let what = format!("RBN has no claim: the claim's {claim} tricks are written as the R");
            self.losses.push(Loss::new(board, what));
        }
        for note in &board.commentary {
            let text = self.free_text(note);
            self.out.push_str(&format!("{{{text}}}"));
            if self.layout == Layout::Rbn {
                self.out.push('\n');
            }
        }
    }

    /// A label with its value, as the layout writes it; the letter alone when the value is
    /// empty (a null label).
    fn label(&mut self, letter: char, value: &str) {
        let value = self.value(letter, value);
        let value = self.within_limit(letter, value);
        match (self.layout, value.is_empty()) {
            (Layout::Rbn, true) => self.out.push_str(&format!("{letter}\n")),
            (Layout::Rbn, false) => self.out.push_str(&format!("{letter} {value}\n")),
            (Layout::Rbx, _) => self.out.push_str(&format!("{letter}{{{value}}}")),
        }
    }

    /// A value on one line, without the braces RBX cannot hold in one; a change is reported.
    fn value(&mut self, letter: char, value: &str) -> String {
        let single: String = value
            .chars()
            .map(|c| if matches!(c, '\n' | '\r') { ' ' } else { c })
            .collect();
        if self.layout == Layout::Rbx && single.contains(['{', '}']) {
            let what = format!(
                "RBX's `{letter}{{…}}` cannot hold a brace: `{{` and `}}` are written `(` and `)` \
                 in \"{single}\""
            );
            self.losses.push(Loss::new(self.board, what));
            return single
                .chars()
                .map(|c| match c {
                    '{' => '(',
                    '}' => ')',
                    c => c,
                })
                .collect();
        }
        single
    }

    /// A text value cut to the length RBN allows its label, counting the label and the space
    /// after it, and reported; the calls and plays are never cut, only reported.
    fn within_limit(&mut self, letter: char, value: String) -> String {
        let limit = spec::label(letter)
            .and_then(|spec| spec.max_len)
            .map_or(usize::from(MAX_LINE_LEN), usize::from);
        let room = limit.saturating_sub(2);
        if value.chars().count() <= room {
            return value;
        }
        if matches!(letter, 'A' | 'P') {
            let what =
                format!("the {letter} label is longer than the {limit} characters RBN allows");
            self.losses.push(Loss::new(self.board, what));
            return value;
        }
        let cut: String = value.chars().take(room).collect();
        let what = format!(
            "RBN's {letter} line holds {limit} characters: \"{value}\" is cut to \"{cut}\""
        );
        self.losses.push(Loss::new(self.board, what));
        cut
    }

    /// Free text with its line breaks as `|` and its braces as parentheses.
    fn free_text(&mut self, text: &str) -> String {
        if text.contains(['{', '}']) {
            let what = "free text cannot hold a brace: `{` and `}` in the commentary are \
                        written `(` and `)`";
            self.losses.push(Loss::new(self.board, what.to_owned()));
        }
        text.lines()
            .map(str::trim)
            .filter(|line| !line.is_empty())
            .collect::<Vec<_>>()
            .join("|")
            .chars()
            .map(|c| match c {
                '{' => '(',
                '}' => ')',
                c => c,
            })
            .collect()
    }

    /// The `A` label: dealer and vulnerability, then the calls a round (four calls from the
    /// dealer) a colon; the final passes as `A`. Returns the notes its `^n` refer to.
    fn auction(&mut self) -> Vec<String> {
        let board = self.board;
        if board.calls.is_empty() && board.dealer.is_none() && board.vulnerability.is_none() {
            return Vec::new();
        }
        let mut notes: Vec<String> = Vec::new();
        let mut text = format!(
            "{}{}:",
            board.dealer.map_or('X', Seat::letter),
            board.vulnerability.map_or('X', rbn_vulnerability_letter)
        );
        let closing_passes = closing_passes(board);
        let written = board.calls.len() - closing_passes;
        for (index, call) in board.calls.iter().take(written).enumerate() {
            if index > 0 && index % 4 == 0 {
                text.push(':');
            }
            text.push_str(&rbn_call(call.call));
            if call.alerted {
                text.push('*');
            }
            if let Some(explanation) = &call.explanation {
                if notes.len() < 9 {
                    notes.push(explanation.clone());
                    text.push_str(&format!("^{}", notes.len()));
                } else {
                    let what = format!(
                        "RBN numbers a record's notes 1 to 9: the explanation \"{explanation}\" \
                         of call {} is left out",
                        index + 1
                    );
                    self.losses.push(Loss::new(board, what));
                }
            }
        }
        if closing_passes > 0 {
            if written > 0 && written % 4 == 0 {
                text.push(':');
            }
            text.push('A');
        }
        self.label('A', &text);
        notes
    }

    /// The `P` label: a trick a colon, the lead with its suit and a card that follows suit by
    /// its rank alone.
    fn play(&mut self) {
        let board = self.board;
        if board.plays.is_empty() {
            if board.plays_unplaced > 0 {
                let what = "the play is left out: whose cards they are is not known without \
                            the contract";
                self.losses.push(Loss::new(board, what.to_owned()));
            }
            return;
        }
        if !matches!(board.ending, Some(Ending::Contract(_))) {
            let what = "RBN plays the cards under the contract of C, and this board has none \
                        with a level and a declarer: the play is left out";
            self.losses.push(Loss::new(board, what.to_owned()));
            return;
        }
        let tricks: Vec<String> = board
            .plays
            .chunks(4)
            .map(|trick| {
                let led = trick.first().map(|&(_, card)| card.suit);
                trick
                    .iter()
                    .enumerate()
                    .map(|(position, &(_, card))| follow_letters(card, led, position))
                    .collect()
            })
            .collect();
        self.label('P', &tricks.join(":"));
        self.losses.extend(Loss::unplaced(board));
    }
}

/// A card as RBN's `P` writes it: the rank alone when it follows the suit led.
fn follow_letters(card: Card, led: Option<Suit>, position: usize) -> String {
    let letters = card.letters();
    if position > 0 && led == Some(card.suit) {
        letters.chars().skip(1).collect()
    } else {
        letters
    }
}

/// How many passes at the end of the calls `A` stands for: those that end an auction.
fn closing_passes(board: &BoardRecord) -> usize {
    if board.ending.is_none() {
        return 0;
    }
    let passes = board
        .calls
        .iter()
        .rev()
        .take_while(|call| call.call == Call::Pass && !call.alerted && call.explanation.is_none())
        .count();
    let needed = if passes == board.calls.len() { 4 } else { 3 };
    if passes >= needed {
        needed
    } else {
        0
    }
}

/// `4SX:N`, with the opening leader after it when it is not declarer's left-hand opponent.
fn contract_value(contract: Contract, leader: Option<Seat>) -> String {
    let doubling = match contract.doubled {
        Doubling::Undoubled => "",
        Doubling::Doubled => "X",
        Doubling::Redoubled => "R",
    };
    let mut text = format!(
        "{}{}{doubling}:{}",
        contract.level,
        rbn_strain_letter(contract.strain),
        contract.declarer.letter()
    );
    if let Some(leader) = leader.filter(|&leader| leader != contract.declarer.next()) {
        text.push_str(&format!(":{}", leader.letter()));
    }
    text
}

/// The hands from the dealer (North when it is not known) clockwise; three full hands are
/// followed by an empty fourth, as RBN writes a full deal.
fn deal_value(board: &BoardRecord) -> String {
    let first = board.dealer.unwrap_or(Seat::North);
    let seats = first.clockwise_from();
    let hands: Vec<String> = seats
        .iter()
        .map(|&seat| {
            board
                .deal
                .hand(seat)
                .map(|hand| hand.to_dotted())
                .unwrap_or_default()
        })
        .collect();
    let full = seats
        .iter()
        .all(|&seat| board.deal.hand(seat).is_some_and(|hand| hand.len() == 13));
    let shown = if full { 3 } else { 4 };
    let mut text = format!("{}:", first.letter());
    text.push_str(
        &hands
            .iter()
            .take(shown)
            .cloned()
            .collect::<Vec<_>>()
            .join(":"),
    );
    if full {
        text.push(':');
    }
    text
}

/// `N+S:W+E`, with `:O` or `:C` for the room.
fn names_value(board: &BoardRecord) -> Option<String> {
    let name = |seat: Seat| {
        board
            .players
            .get(seat.index())
            .cloned()
            .flatten()
            .unwrap_or_default()
            .replace(['+', ':'], " ")
    };
    let mut text = format!(
        "{}+{}:{}+{}",
        name(Seat::North),
        name(Seat::South),
        name(Seat::West),
        name(Seat::East)
    );
    match board.room {
        Some(Room::Open) => text.push_str(":O"),
        Some(Room::Closed) => text.push_str(":C"),
        None if text == "+:+" => return None,
        None => {}
    }
    Some(text)
}

/// `yyyymmdd`, an unknown year or month as `?`, the parts after the last one known left out.
fn date_value(date: RecordDate) -> String {
    let mut text = date
        .year
        .map_or("????".to_owned(), |year| format!("{year:04}"));
    if date.month.is_some() || date.day.is_some() {
        text.push_str(
            &date
                .month
                .map_or("??".to_owned(), |month| format!("{month:02}")),
        );
    }
    if let Some(day) = date.day {
        text.push_str(&format!("{day:02}"));
    }
    text
}
