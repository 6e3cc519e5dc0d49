//! What the RBN and PBN hovers share: the deal diagram (four hands around the table with
//! high-card points and shape), calls, contracts in words, played cards, results with their
//! score explained, and the double-dummy table.

use crate::ide::markup::{code_span, Markup};
pub(super) use crate::ide::notations::bridge::model::WrittenCall;
use crate::ide::notations::bridge::model::{FinalContract, PlayAt, PlayFacts};
use crate::ide::notations::bridge::rules::describe::{
    bid_in_words, contract_in_words, strain_after_level,
};
use crate::ide::notations::bridge::rules::points::{high_card_points, shape_text, suit_lengths};
use crate::ide::notations::bridge::rules::{
    score_detail, Auction, AuctionResult, Call, Card, Contract, Deal, Doubling, Outcome, PlayError,
    Seat, Side, Strain, Suit, Vulnerability,
};
use crate::ide::prose::ordinal;

/// A deal and what is known about the table around it.
#[derive(Debug, Clone, Default)]
pub(crate) struct DealView {
    pub deal: Deal,
    pub dealer: Option<Seat>,
    pub vulnerability: Option<Vulnerability>,
    /// Hands the record marks as not to be shown to the reader (RBN `;`); their cards, when
    /// given, are still drawn.
    pub hidden: [bool; 4],
}

/// Columns between the hands of the diagram.
const GAP: usize = 2;

/// The display width of a diagram line: every character the diagrams use is one column wide.
fn width(text: &str) -> usize {
    text.chars().count()
}

fn pad(text: &str, to: usize) -> String {
    let mut out = text.to_string();
    out.extend(std::iter::repeat_n(' ', to.saturating_sub(width(text))));
    out
}

/// The short vulnerability word of the diagram's centre.
fn vulnerability_short(vulnerability: Vulnerability) -> &'static str {
    match vulnerability {
        Vulnerability::None => "None",
        Vulnerability::NorthSouth => "NS",
        Vulnerability::EastWest => "EW",
        Vulnerability::Both => "All",
    }
}

/// The lines of one hand: its seat, four suits, then points and shape.
fn hand_lines(view: &DealView, seat: Seat) -> Vec<String> {
    let mut title = seat.name().to_string();
    let mut marks = Vec::new();
    if view.dealer == Some(seat) {
        marks.push("dealer");
    }
    if view
        .vulnerability
        .is_some_and(|vulnerability| vulnerability.is_seat_vulnerable(seat))
    {
        marks.push("vul");
    }
    if view.hidden[seat_index(seat)] {
        marks.push("hidden");
    }
    if !marks.is_empty() {
        title.push_str(&format!(" ({})", marks.join(", ")));
    }
    let mut lines = vec![title];
    let Some(hand) = view.deal.hand(seat) else {
        lines.push("(not given)".into());
        return lines;
    };
    for suit in Suit::DESCENDING {
        let mut holding: String = hand.ranks_in(suit).map(|rank| rank.letter()).collect();
        holding.extend(std::iter::repeat_n(
            'x',
            view.deal.unknown_ranks(seat, suit),
        ));
        if holding.is_empty() {
            holding.push('-');
        }
        lines.push(format!("{} {holding}", suit.symbol()));
    }
    let mut summary = format!("{} HCP", high_card_points(hand));
    if let Some(lengths) = suit_lengths(&view.deal, seat) {
        summary.push_str(&format!(", {}", shape_text(lengths)));
    }
    lines.push(summary);
    lines
}

fn seat_index(seat: Seat) -> usize {
    match seat {
        Seat::North => 0,
        Seat::East => 1,
        Seat::South => 2,
        Seat::West => 3,
    }
}

/// The four hands around the table, North at the top, every line the same width.
pub(super) fn deal_diagram(view: &DealView) -> String {
    let north = hand_lines(view, Seat::North);
    let east = hand_lines(view, Seat::East);
    let south = hand_lines(view, Seat::South);
    let west = hand_lines(view, Seat::West);
    let mut centre = Vec::new();
    if let Some(dealer) = view.dealer {
        centre.push(format!("Dealer {}", dealer.letter()));
    }
    if let Some(vulnerability) = view.vulnerability {
        centre.push(format!("Vul {}", vulnerability_short(vulnerability)));
    }
    let column = |lines: &[String]| lines.iter().map(|line| width(line)).max().unwrap_or(0);
    let left = column(&west);
    let middle = column(&north).max(column(&south)).max(column(&centre));
    let right = column(&east);
    let mut out = Vec::new();
    let blank_left = " ".repeat(left + GAP);
    let blank_right = " ".repeat(GAP + right);
    for line in &north {
        out.push(format!("{blank_left}{}{blank_right}", pad(line, middle)));
    }
    let height = west.len().max(east.len()).max(centre.len());
    let centre_start = (height - centre.len()) / 2;
    for row in 0..height {
        let west_line = west.get(row).map_or("", String::as_str);
        let east_line = east.get(row).map_or("", String::as_str);
        let centre_line = row
            .checked_sub(centre_start)
            .and_then(|index| centre.get(index))
            .map_or("", String::as_str);
        out.push(format!(
            "{}{}{}{}{}",
            pad(west_line, left),
            " ".repeat(GAP),
            pad(centre_line, middle),
            " ".repeat(GAP),
            pad(east_line, right)
        ));
    }
    for line in &south {
        out.push(format!("{blank_left}{}{blank_right}", pad(line, middle)));
    }
    out.join("\n")
}

/// The dealer and vulnerability in words, for the line under a diagram.
pub(super) fn table_sentence(view: &DealView) -> Option<String> {
    let mut parts = Vec::new();
    if let Some(dealer) = view.dealer {
        parts.push(format!("Dealer **{dealer}**"));
    }
    if let Some(vulnerability) = view.vulnerability {
        parts.push(match vulnerability {
            Vulnerability::None => "nobody vulnerable".to_string(),
            Vulnerability::Both => "both sides vulnerable".to_string(),
            side => format!("**{side}** vulnerable"),
        });
    }
    (!parts.is_empty()).then(|| format!("{}.", parts.join(", ")))
}

/// The whole deal hover: a heading, the diagram, the table in words and any remarks.
pub(crate) fn deal_markup(heading: &str, view: &DealView, remarks: &[String]) -> Markup {
    let mut markup = Markup::new().heading(heading).code(deal_diagram(view));
    if let Some(sentence) = table_sentence(view) {
        markup = markup.paragraph(sentence);
    }
    for remark in remarks {
        markup = markup.paragraph(remark.clone());
    }
    markup
}

/// A call and the auction before it, when the auction could be replayed up to it.
pub(crate) struct CallView<'a> {
    pub call: WrittenCall,
    /// The auction just before the call.
    pub before: Option<&'a Auction>,
    /// False when the record gives no dealer: the seats are not known.
    pub seats_known: bool,
    /// The number of the call in the auction, from 1.
    pub number: usize,
    /// Markdown lines for the annotations and notes.
    pub annotations: Vec<String>,
    /// An insufficient bid the record marks as accepted (PBN `^I`).
    pub accepted_insufficient: bool,
}

fn strain_as_trumps(strain: Strain) -> String {
    match strain.trumps() {
        Some(suit) => format!("with {} as trumps", suit.name()),
        None => "without trumps".into(),
    }
}

pub(crate) fn call_markup(view: &CallView) -> Markup {
    let heading = match view.call {
        WrittenCall::Call(Call::Bid(bid)) => format!("Bid {bid}: {}", bid_in_words(bid)),
        WrittenCall::Call(Call::Pass) => "Pass".into(),
        WrittenCall::Call(Call::Double) => "Double".into(),
        WrittenCall::Call(Call::Redouble) => "Redouble".into(),
        WrittenCall::AllPass => "All pass".into(),
        WrittenCall::Query => "Your call".into(),
    };
    let mut markup = Markup::new().heading(heading);
    let caller = view
        .before
        .and_then(Auction::next_to_call)
        .filter(|_| view.seats_known);
    let round = view.number.div_ceil(4);
    let place = format!("call {} of the auction, in round {round}", view.number);
    markup = markup.paragraph(match caller {
        Some(seat) => format!("Made by **{seat}**: {place}."),
        None => format!("{}.", capitalise(&place)),
    });
    let by = |last: crate::ide::notations::bridge::rules::MadeBid| {
        if view.seats_known {
            format!("{} by {}", last.bid, last.by)
        } else {
            last.bid.to_string()
        }
    };
    let mut facts = Vec::new();
    match view.call {
        WrittenCall::Call(Call::Bid(bid)) => facts.push(format!(
            "Bids to win {} tricks {}.",
            u32::from(bid.level()) + 6,
            strain_as_trumps(bid.strain())
        )),
        WrittenCall::Call(Call::Double) => {
            if let Some(last) = view.before.and_then(Auction::last_bid) {
                facts.push(format!("Doubles {}.", by(last)));
            }
        }
        WrittenCall::Call(Call::Redouble) => {
            if let Some(last) = view.before.and_then(Auction::last_bid) {
                facts.push(format!("Redoubles {}.", by(last)));
            }
        }
        WrittenCall::AllPass => facts.push("The players still to call all pass.".into()),
        WrittenCall::Query => {
            facts.push("The reader is asked what to call here (a quiz).".into());
        }
        WrittenCall::Call(Call::Pass) => {}
    }
    if let Some(before) = view.before {
        let mut after = before.clone();
        let outcome = match view.call {
            WrittenCall::Call(Call::Bid(bid)) if view.accepted_insufficient => {
                let accepted = after.push_accepted_insufficient(bid);
                if accepted.is_ok() {
                    facts.push("Insufficient, and accepted by the next player (`^I`).".into());
                }
                accepted
            }
            WrittenCall::Call(call) => after.push(call),
            WrittenCall::AllPass => after.push_all_pass().map(|_| ()),
            WrittenCall::Query => Ok(()),
        };
        match outcome {
            Err(error) => facts.push(format!("Not legal here: {error}.")),
            Ok(()) if view.call != WrittenCall::Query => match after.result() {
                Some(AuctionResult::PassedOut) => {
                    facts.push("The auction ends: the board is passed out.".into())
                }
                Some(AuctionResult::Contract(contract)) => facts.push(format!(
                    "The auction ends: {}.",
                    contract_phrase(&contract, view.seats_known)
                )),
                None => {
                    if let (Some(next), true) = (after.next_to_call(), view.seats_known) {
                        facts.push(format!("Next to call: {next}."));
                    }
                }
            },
            Ok(()) => {}
        }
    }
    markup = markup.list(facts);
    markup.list(view.annotations.iter().cloned())
}

/// "4♥X by South (four hearts doubled by South)", or without the declarer when the seats are
/// not known.
pub(super) fn contract_phrase(contract: &Contract, seats_known: bool) -> String {
    if seats_known {
        format!("{contract} ({})", contract_in_words(contract))
    } else {
        let words = format!(
            "{} {}",
            crate::ide::notations::bridge::rules::describe::level_word(contract.level),
            strain_after_level(contract.strain, contract.level)
        );
        format!(
            "{}{}{} ({words})",
            contract.level,
            contract.strain,
            contract.doubled.letters()
        )
    }
}

/// A contract hover: the contract in words, what declarer needs, who leads.
pub(crate) fn contract_markup(contract: &Contract, leader: Option<Seat>) -> Markup {
    let mut facts = vec![
        format!(
            "Declarer needs {} tricks {}.",
            contract.tricks_needed(),
            strain_as_trumps(contract.strain)
        ),
        format!(
            "Dummy is **{}**; **{}** makes the opening lead.",
            contract.dummy(),
            leader.unwrap_or(contract.opening_leader())
        ),
    ];
    match contract.doubled {
        Doubling::Undoubled => {}
        Doubling::Doubled => facts.push("Doubled: scores and penalties are doubled.".into()),
        Doubling::Redoubled => {
            facts.push("Redoubled: scores and penalties are multiplied by four.".into())
        }
    }
    Markup::new()
        .heading(format!("Contract {contract}"))
        .paragraph(format!("{}.", capitalise(&contract_in_words(contract))))
        .list(facts)
}

pub(crate) fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// A card played, with the trick around it.
pub(crate) struct CardView {
    pub card: Option<Card>,
    pub seat: Option<Seat>,
    /// From 1.
    pub trick: usize,
    /// 0 for the lead; `None` when the play could not be followed up to this card.
    pub position: Option<usize>,
    pub led: Option<Suit>,
    pub trumps: Option<Option<Suit>>,
    /// Who won the trick and with which card, once it is complete.
    pub winner: Option<(Seat, Card)>,
    pub error: Option<PlayError>,
    /// Tricks won by North-South and East-West after this trick, when it is complete.
    pub won: Option<(usize, usize)>,
    pub declarer: Option<Seat>,
    /// What the written play means when it is not a plain card (RBN `-`, `+`, `.`, `Y`).
    pub written_meaning: Option<String>,
    pub annotations: Vec<String>,
}

impl CardView {
    /// The view of a written play under `contract`, with what the replay made of it when it
    /// got that far; no meaning or annotations yet.
    pub fn of_play(
        written: &PlayAt,
        facts: &PlayFacts,
        contract: Option<&FinalContract>,
    ) -> CardView {
        let mut view = CardView {
            card: written.written.written_card(),
            seat: None,
            trick: written.trick + 1,
            position: None,
            led: None,
            trumps: contract.map(|contract| contract.trumps),
            winner: None,
            error: None,
            won: None,
            declarer: contract.map(|contract| contract.declarer),
            written_meaning: None,
            annotations: Vec::new(),
        };
        if let (Some(played), Some(replay)) = (written.replayed, &facts.replay) {
            view.seat = played.seat;
            view.position = Some(played.position);
            view.led = played.led;
            view.card = played.card.or(view.card);
            view.error = played.error;
            view.winner = replay.winner(written.trick);
            view.won = replay.won_after(written.trick);
        }
        view
    }
}

pub(crate) fn card_markup(view: &CardView) -> Markup {
    let heading = match (view.card, view.seat) {
        (Some(card), Some(seat)) => format!("{card} played by {seat}"),
        (Some(card), None) => format!("{card} played"),
        (None, Some(seat)) => format!("A card played by {seat}"),
        (None, None) => "A card played".into(),
    };
    let mut facts = Vec::new();
    if let Some(meaning) = &view.written_meaning {
        facts.push(meaning.clone());
    }
    facts.push(match view.position {
        Some(0) => format!("Trick {}: the lead.", view.trick),
        Some(position) => format!("Trick {}: the {} card.", view.trick, ordinal(position + 1)),
        None => format!("Trick {}.", view.trick),
    });
    if let (Some(card), Some(led), Some(1..)) = (view.card, view.led, view.position) {
        if card.suit == led {
            facts.push(format!("Follows suit ({} led).", led.name()));
        } else if view.error.is_none() {
            let who = view
                .seat
                .map_or("The player".to_string(), |seat| seat.to_string());
            let ruff = view
                .trumps
                .flatten()
                .is_some_and(|trumps| trumps == card.suit);
            if ruff {
                facts.push(format!("{who} shows out of {} and ruffs.", led.name()));
            } else {
                facts.push(format!("{who} shows out of {} and discards.", led.name()));
            }
        }
    }
    if let Some(error) = &view.error {
        facts.push(format!("Not legal here: {error}."));
    }
    if let Some((winner, card)) = view.winner {
        facts.push(format!("**{winner}** wins the trick with the {card}."));
    }
    if let Some((ns, ew)) = view.won {
        let line = match view.declarer {
            Some(declarer) => {
                let (ours, theirs) = if declarer.side() == Side::NorthSouth {
                    (ns, ew)
                } else {
                    (ew, ns)
                };
                format!("Tricks so far: declarer's side {ours}, defenders {theirs}.")
            }
            None => format!("Tricks so far: North-South {ns}, East-West {ew}."),
        };
        facts.push(line);
    }
    Markup::new()
        .heading(heading)
        .list(facts)
        .list(view.annotations.iter().cloned())
}

/// What a result hover knows.
pub(crate) struct ResultView {
    pub contract: Option<Contract>,
    /// Declarer's tricks.
    pub tricks: Option<u8>,
    pub vulnerability: Option<Vulnerability>,
    /// The score the record gives, from North-South's view.
    pub written_ns_score: Option<i64>,
}

/// Tricks, made or down, and the duplicate score part by part.
pub(crate) fn result_facts(view: &ResultView) -> Vec<String> {
    let mut facts = Vec::new();
    let Some(contract) = view.contract else {
        if let Some(tricks) = view.tricks {
            facts.push(format!("Declarer won {tricks} tricks."));
        }
        return facts;
    };
    let Some(tricks) = view.tricks else {
        facts.push(format!("Contract {}.", contract_phrase(&contract, true)));
        return facts;
    };
    let needed = contract.tricks_needed();
    let outcome = match crate::ide::notations::bridge::rules::outcome(&contract, tricks) {
        Outcome::Made { overtricks: 0 } => "made exactly".to_string(),
        Outcome::Made { overtricks: 1 } => "made with an overtrick".to_string(),
        Outcome::Made { overtricks } => format!("made with {overtricks} overtricks"),
        Outcome::Down { undertricks } => format!("down {undertricks}"),
    };
    facts.push(format!(
        "{} won {tricks} of the {needed} tricks needed in {contract}: {outcome}.",
        contract.declarer
    ));
    let Some(vulnerability) = view.vulnerability else {
        facts.push("The vulnerability is not known, so the score is not worked out.".into());
        return facts;
    };
    let vulnerable = vulnerability.is_seat_vulnerable(contract.declarer);
    let Ok(detail) = score_detail(&contract, tricks, vulnerable) else {
        return facts;
    };
    let state = if vulnerable {
        "vulnerable"
    } else {
        "not vulnerable"
    };
    let mut parts = Vec::new();
    let mut part = |name: &str, points: i32| {
        if points != 0 {
            parts.push(format!("{name} {points}"));
        }
    };
    part("trick score", detail.trick_score);
    part("overtricks", detail.overtricks);
    let bonus_name = if detail.game_bonus > 50 {
        "game bonus"
    } else {
        "part-score bonus"
    };
    part(bonus_name, detail.game_bonus);
    part("slam bonus", detail.slam_bonus);
    part("bonus for making a doubled contract", detail.insult);
    part("undertrick penalty", detail.undertricks);
    let declaring = contract.declaring_side();
    let ns_score = if declaring == Side::NorthSouth {
        detail.total
    } else {
        -detail.total
    };
    let sum = if parts.is_empty() {
        "0".to_string()
    } else {
        parts.join(" + ")
    };
    let total = signed(i64::from(detail.total));
    facts.push(if declaring == Side::NorthSouth {
        format!("Duplicate score, declarer {state}: {sum} = **{total}** for {declaring}.")
    } else {
        format!(
            "Duplicate score, declarer {state}: {sum} = **{total}** for {declaring} (North-South {}).",
            signed(i64::from(ns_score))
        )
    });
    if let Some(written) = view.written_ns_score {
        if written != i64::from(ns_score) {
            facts.push(format!(
                "The record gives North-South {}, which differs from the duplicate score.",
                signed(written)
            ));
        }
    }
    facts
}

pub(crate) fn signed(points: i64) -> String {
    if points > 0 {
        format!("+{points}")
    } else {
        points.to_string()
    }
}

/// Double-dummy tricks per declarer (North, South, East, West) and strain (NT, ♠, ♥, ♦, ♣).
pub(crate) type Makes = [[Option<u8>; 5]; 4];

/// The declarers in the rows of the double-dummy table.
pub(crate) const MAKES_SEATS: [Seat; 4] = [Seat::North, Seat::South, Seat::East, Seat::West];

/// The strains in the columns of the double-dummy table.
pub(crate) const MAKES_STRAINS: [Strain; 5] = [
    Strain::NoTrump,
    Strain::Spades,
    Strain::Hearts,
    Strain::Diamonds,
    Strain::Clubs,
];

/// The double-dummy table: one row per declarer, one column per strain, `?` where unknown.
pub(super) fn makes_table(makes: &Makes) -> String {
    let mut lines = vec![format!(
        "{:<5}{}",
        "",
        MAKES_STRAINS
            .iter()
            .map(|strain| format!("{:>4}", strain.to_string()))
            .collect::<String>()
    )];
    for (seat, row) in MAKES_SEATS.iter().zip(makes) {
        let cells: String = row
            .iter()
            .map(|cell| match cell {
                Some(tricks) => format!("{tricks:>4}"),
                None => format!("{:>4}", "?"),
            })
            .collect();
        lines.push(format!("{:<5}{cells}", seat.name()));
    }
    lines.join("\n")
}

/// The double-dummy table hover, with the contracts each side can make.
pub(crate) fn makes_markup(heading: &str, makes: &Makes, remarks: &[String]) -> Markup {
    let mut markup = Markup::new()
        .heading(heading)
        .code(makes_table(makes))
        .paragraph(
            "Tricks declarer wins with best play by both sides, all cards seen (double dummy).",
        );
    for remark in remarks {
        markup = markup.paragraph(remark.clone());
    }
    markup
}

/// `text` in inline code.
pub(crate) fn code(text: &str) -> String {
    code_span(text)
}
