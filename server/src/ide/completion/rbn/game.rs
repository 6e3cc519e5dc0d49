//! The game of a record for completion: the calls legal after those before the cursor in `A`,
//! the contract, declarer and leader of `C`, and the cards the player on turn may play in `P`
//! (on the deal in effect: the record's `H`, or the last one given in an earlier record).

use super::bridge_items::{all_pass_item, call_item, card_item, CardRole};
use super::values::{value_item, ValueAt};
use crate::ide::bridge::{
    Auction, AuctionResult, Bid, Call, Card, CardSet, Contract, Deal, Doubling, Play, Rank, Seat,
    Strain, Suit,
};
use crate::ide::completion::{CompletionItem, CompletionKind, Insert};
use crate::ide::markup::{code_span, Markup};
use crate::ide::rbn_read::seat_of;
use gamerec_grammar::ast::AstNode;
use gamerec_grammar::rbn::ast::{self, CallKind};
use gamerec_grammar::rbn::spec;
use gamerec_grammar::SyntaxKind::{self, *};
use gamerec_grammar::{SyntaxNode, SyntaxToken, TextRange, TextSize};

/// An auction replayed from the start of an `A` label.
struct Replayed {
    auction: Auction,
    /// False for dealer `X`: the seats are made up (West deals).
    dealer_known: bool,
}

fn direct_token(node: &SyntaxNode, kind: SyntaxKind) -> Option<SyntaxToken> {
    node.children_with_tokens()
        .filter_map(|element| element.into_token())
        .find(|token| token.kind() == kind)
}

/// Whether the parser put an ERROR element in `node` before `until`.
fn has_error_before(node: &SyntaxNode, until: TextSize) -> bool {
    node.descendants_with_tokens()
        .take_while(|element| element.text_range().start() < until)
        .any(|element| element.kind() == ERROR)
}

/// The calls of the `A` label `label` that end at or before `until`, replayed; `None` when
/// one of them is illegal, unknown (`Y`) or unreadable.
fn replay_auction(label: &SyntaxNode, until: TextSize) -> Option<Replayed> {
    if has_error_before(label, until) {
        return None;
    }
    let (dealer, dealer_known) = match direct_token(label, RBN_DEALER) {
        Some(token) => match seat_of(&token) {
            Some(seat) => (seat, true),
            None => (Seat::West, false),
        },
        // Without dealer and vulnerability, West deals.
        None => (Seat::West, true),
    };
    let mut auction = Auction::new(dealer);
    for node in label.descendants().filter(|node| node.kind() == RBN_CALL) {
        if node.text_range().end() > until {
            break;
        }
        let call = ast::Call::cast(node)?;
        match call.kind()? {
            CallKind::Bid => {
                let mut text = call.level()?.text().to_string();
                text.push_str(call.strain()?.text());
                text.make_ascii_uppercase();
                auction.push(Call::Bid(Bid::parse(&text)?)).ok()?;
            }
            CallKind::Pass => auction.push(Call::Pass).ok()?,
            CallKind::Double => auction.push(Call::Double).ok()?,
            CallKind::Redouble => auction.push(Call::Redouble).ok()?,
            CallKind::AllPass => {
                auction.push_all_pass().ok()?;
            }
            CallKind::Query => return None,
        }
    }
    Some(Replayed {
        auction,
        dealer_known,
    })
}

/// RBN's spelling of a call: `P`, `X`, `R`, `1S`, `3N`.
fn rbn_call(call: Call) -> String {
    match call {
        Call::Pass => "P".to_string(),
        Call::Double => "X".to_string(),
        Call::Redouble => "R".to_string(),
        Call::Bid(bid) => format!("{}{}", bid.level(), strain_letter(bid.strain())),
    }
}

fn strain_letter(strain: Strain) -> char {
    match strain.trumps() {
        Some(suit) => suit.letter(),
        None => 'N',
    }
}

pub(super) fn auction_completions(at: &ValueAt) -> Vec<CompletionItem> {
    let dealer = direct_token(at.label, RBN_DEALER);
    if at.field_index() == 0 {
        if at.before.is_empty() {
            return spec::DEALERS
                .iter()
                .enumerate()
                .map(|(order, &(letter, meaning))| {
                    let text = letter.to_string();
                    let detail = if letter == 'X' {
                        "dealer any or immaterial".to_string()
                    } else {
                        format!("{meaning} deals")
                    };
                    value_item(
                        &text,
                        &detail,
                        "Dealer",
                        Insert::Plain(text.clone()),
                        at.field_range(),
                        order,
                    )
                })
                .collect();
        }
        if let Some(dealer) = dealer {
            let vulnerability = direct_token(at.label, RBN_VULNERABILITY);
            if dealer.text_range().end() == at.offset && vulnerability.is_none() {
                return spec::VULNERABILITIES
                    .iter()
                    .enumerate()
                    .map(|(order, &(letter, meaning))| {
                        value_item(
                            &letter.to_string(),
                            meaning,
                            "Vulnerability, then a colon before the calls",
                            Insert::Plain(format!("{letter}:")),
                            TextRange::empty(at.offset),
                            order,
                        )
                    })
                    .collect();
            }
            return Vec::new();
        }
    }
    call_completions(at)
}

/// The calls legal after those before the cursor, and the annotations of the call just
/// written.
fn call_completions(at: &ValueAt) -> Vec<CompletionItem> {
    let left = super::left_token(at.label, at.offset);
    let call_node = left
        .as_ref()
        .filter(|token| token.text_range().end() == at.offset)
        .and_then(|token| token.parent())
        .filter(|node| node.kind() == RBN_CALL);
    // A level typed without its strain is the start of the bid to complete.
    let partial = call_node
        .as_ref()
        .filter(|node| {
            direct_token(node, RBN_LEVEL).is_some() && direct_token(node, RBN_STRAIN).is_none()
        })
        .map(|node| node.text_range());
    let (until, range) = match partial {
        Some(range) => (range.start(), TextRange::new(range.start(), at.offset)),
        None => (at.offset, TextRange::empty(at.offset)),
    };
    let Some(replayed) = replay_auction(at.label, until) else {
        return Vec::new();
    };
    let mut items = Vec::new();
    let auction = &replayed.auction;
    if !auction.is_finished() {
        for (order, call) in auction.legal_calls().into_iter().enumerate() {
            items.push(call_item(
                call,
                &rbn_call(call),
                auction,
                replayed.dealer_known,
                range,
                order,
            ));
        }
        items.push(all_pass_item("A", auction, range, 100));
    }
    if partial.is_none() && call_node.is_some() {
        items.extend(annotation_items(at.label, at.offset));
    }
    items
}

/// The annotations that may follow the call or card just before `offset`, and a reference
/// to the next free note digit.
fn annotation_items(label: &SyntaxNode, offset: TextSize) -> Vec<CompletionItem> {
    let range = TextRange::empty(offset);
    let mut items: Vec<CompletionItem> = spec::ANNOTATIONS
        .iter()
        .filter(|annotation| annotation.text != "^")
        .enumerate()
        .map(|(order, annotation)| CompletionItem {
            label: annotation.text.to_string(),
            kind: CompletionKind::Reference,
            detail: Some(annotation.meaning.to_string()),
            documentation: Some(
                Markup::new()
                    .heading(format!("{} — annotation", code_span(annotation.text)))
                    .paragraph(format!(
                        "Marks the call or card before it as {}.",
                        annotation.meaning
                    )),
            ),
            insert: Insert::Plain(annotation.text.to_string()),
            range,
            sort: Some(format!("9{order:02}")),
        })
        .collect();
    let used: Vec<u32> = label
        .descendants_with_tokens()
        .filter_map(|element| element.into_token())
        .filter(|token| token.kind() == RBN_NOTE_REF)
        .filter_map(|token| token.text().chars().nth(1)?.to_digit(10))
        .collect();
    if let Some(digit) = (1..=9).find(|digit| !used.contains(digit)) {
        let text = format!("^{digit}");
        items.push(CompletionItem {
            label: text.clone(),
            kind: CompletionKind::Reference,
            detail: Some(format!("see note {digit}")),
            documentation: Some(
                Markup::new()
                    .heading(format!("{} — note reference", code_span(&text)))
                    .paragraph(format!(
                        "Refers to the note line starting with `{digit}` after this label."
                    )),
            ),
            insert: Insert::Plain(text),
            range,
            sort: Some("999".to_string()),
        });
    }
    items
}

/// The contract the record's auction reaches, when it is written to its end with a known
/// dealer.
fn auction_contract(record: &SyntaxNode) -> Option<Contract> {
    let label = record
        .children()
        .find(|node| node.kind() == RBN_AUCTION_LABEL)?;
    let replayed = replay_auction(&label, label.text_range().end())?;
    if !replayed.dealer_known {
        return None;
    }
    match replayed.auction.result()? {
        AuctionResult::Contract(contract) => Some(contract),
        AuctionResult::PassedOut => None,
    }
}

fn rbn_contract(contract: &Contract) -> String {
    let risk = match contract.doubled {
        Doubling::Undoubled => "",
        Doubling::Doubled => "X",
        Doubling::Redoubled => "R",
    };
    let level = contract.bid().map(|bid| bid.level()).unwrap_or(0);
    format!(
        "{level}{}{risk}:{}",
        strain_letter(contract.strain),
        contract.declarer.letter()
    )
}

pub(super) fn contract_completions(at: &ValueAt) -> Vec<CompletionItem> {
    let Some(record) = at.label.parent() else {
        return Vec::new();
    };
    let from_auction = auction_contract(&record);
    let range = at.field_range();
    let typed = at.before.rsplit(':').next().unwrap_or("");
    let here = TextRange::empty(at.offset);
    let mut items = Vec::new();
    match at.field_index() {
        0 => {
            if let Some(contract) = &from_auction {
                let text = rbn_contract(contract);
                items.push(value_item(
                    &text,
                    &format!("{contract}, as the auction ends"),
                    "The contract and declarer the auction reached",
                    Insert::Plain(text.clone()),
                    range,
                    0,
                ));
            }
            let last = typed.chars().last();
            if last.is_none_or(|c| ('1'..='7').contains(&c)) {
                for (order, strain) in Strain::ALL.iter().rev().enumerate() {
                    let letter = strain_letter(*strain).to_string();
                    items.push(value_item(
                        &letter,
                        strain.name(),
                        "Strain of the contract",
                        Insert::Plain(letter.clone()),
                        here,
                        order + 1,
                    ));
                }
            } else if last.is_some_and(|c| "CDHSNcdhsn".contains(c)) {
                for (order, (letter, meaning)) in [("X", "doubled"), ("R", "redoubled")]
                    .into_iter()
                    .enumerate()
                {
                    items.push(value_item(
                        letter,
                        meaning,
                        "Jeopardy of the contract",
                        Insert::Plain(letter.to_string()),
                        here,
                        order + 1,
                    ));
                }
            }
        }
        1 => {
            let declarer = from_auction.map(|contract| contract.declarer);
            items.extend(seat_items(
                range,
                declarer,
                "Declarer",
                "declarer in the auction",
            ));
        }
        2 => {
            let declarer = direct_token(at.label, RBN_DECLARER).and_then(|token| seat_of(&token));
            let usual = declarer.map(Seat::next);
            items.extend(seat_items(
                range,
                usual,
                "Opening leader, when not declarer's left-hand opponent",
                "the usual leader: may be left out",
            ));
        }
        _ => {}
    }
    items
}

/// The four seats, `first` (if any) first and marked with `note`.
fn seat_items(
    range: TextRange,
    first: Option<Seat>,
    what: &str,
    note: &str,
) -> Vec<CompletionItem> {
    Seat::ALL
        .into_iter()
        .map(|seat| {
            let text = seat.letter().to_string();
            let (order, detail) = if Some(seat) == first {
                (0, format!("{seat}, {note}"))
            } else {
                (seat.index() + 1, seat.to_string())
            };
            value_item(
                &text,
                &detail,
                what,
                Insert::Plain(text.clone()),
                range,
                order,
            )
        })
        .collect()
}

/// The deal of an `H` label, read for the play: a hand that may hold more cards than it shows
/// (a short hand of a partial deal) counts as not given. `None` for a null or broken label.
fn read_deal(label: &SyntaxNode) -> Option<Deal> {
    if has_error_before(label, label.text_range().end()) {
        return None;
    }
    let deal_node = label.children().find(|node| node.kind() == RBN_DEAL)?;
    let first = seat_of(&direct_token(&deal_node, RBN_SEAT)?)?;
    let hands: Vec<SyntaxNode> = deal_node
        .children()
        .filter(|node| node.kind() == RBN_HAND)
        .collect();
    let mut deal = Deal::new();
    let mut given = [false; 4];
    for (steps, hand) in hands.iter().enumerate().take(4) {
        let seat = first.after(steps);
        let suits: Vec<SyntaxNode> = hand
            .children()
            .filter(|node| node.kind() == RBN_SUIT)
            .collect();
        if suits.len() > 4 {
            return None;
        }
        if suits.is_empty() {
            continue;
        }
        given[steps] = true;
        let mut cards = CardSet::EMPTY;
        let mut unknown = Vec::new();
        for (node, suit) in suits.iter().zip(Suit::DESCENDING) {
            for token in ast::Suit::cast(node.clone())?.cards() {
                let letter = token.text().chars().next()?.to_ascii_uppercase();
                match Rank::from_char(letter) {
                    Some(rank) => {
                        if !cards.insert(Card::new(suit, rank)) {
                            return None;
                        }
                    }
                    None => unknown.push(suit),
                }
            }
        }
        deal.set_hand(seat, Some(cards));
        for suit in unknown {
            deal.add_unknown_ranks(seat, suit, 1);
        }
    }
    if hands.len() == 4 && given == [true, true, true, false] {
        // The trailing colon: the fourth hand holds the rest of the pack.
        let _ = deal.complete(first.after(3));
    }
    if !deal.duplicates().is_empty() {
        return None;
    }
    let sizes = deal.hand_sizes();
    let equal = sizes.iter().all(|&size| size.is_some() && size == sizes[0]);
    if !equal {
        for (seat, size) in Seat::ALL.into_iter().zip(sizes) {
            if size != Some(13) {
                deal.set_hand(seat, None);
            }
        }
    }
    Some(deal)
}

/// The deal in effect for `record`: its own `H`, or the last `H` of the nearest earlier
/// record that has one (RBN's "repeats until altered").
fn effective_deal(record: &SyntaxNode) -> Option<Deal> {
    let hand_label = |record: &SyntaxNode| {
        record
            .children()
            .filter(|node| node.kind() == RBN_HAND_LABEL)
            .last()
    };
    if let Some(own) = record.children().find(|node| node.kind() == RBN_HAND_LABEL) {
        return read_deal(&own);
    }
    let earlier = std::iter::successors(record.prev_sibling(), SyntaxNode::prev_sibling)
        .filter(|node| node.kind() == RBN_RECORD)
        .find_map(|node| hand_label(&node))?;
    read_deal(&earlier)
}

/// Trumps and opening leader: from `C` when it names the declarer, else from the auction.
fn trumps_and_leader(record: &SyntaxNode) -> Option<(Option<Suit>, Seat)> {
    let contract_label = record
        .children()
        .find(|node| node.kind() == RBN_CONTRACT_LABEL)
        .and_then(ast::ContractLabel::cast);
    if let Some(label) = contract_label {
        let declarer = label.declarer().as_ref().and_then(seat_of);
        let strain = label
            .contract()
            .and_then(|contract| contract.strain())
            .and_then(|token| Strain::parse(&token.text().to_ascii_uppercase()));
        if let (Some(declarer), Some(strain)) = (declarer, strain) {
            let leader = label.leader().as_ref().and_then(seat_of);
            return Some((strain.trumps(), leader.unwrap_or(declarer.next())));
        }
    }
    let contract = auction_contract(record)?;
    Some((contract.strain.trumps(), contract.opening_leader()))
}

/// What a written play stands for, if it can be known.
fn resolve(play: &Play, seat: Seat, token: &SyntaxToken) -> Option<Card> {
    let text = token.text();
    let mut chars = text.chars();
    let first = chars.next()?;
    let suit_letter = Suit::from_letter(first.to_ascii_uppercase()).filter(|_| text.len() > 1);
    let suit = suit_letter.or(play.led_suit())?;
    let last = text.chars().last()?;
    match token.kind() {
        RBN_PSEUDO_PLAY => {
            if play.unknown_ranks_held(seat, suit) > 0 {
                return None;
            }
            let hand = play.remaining(seat)?;
            match last {
                '-' | '~' => hand.lowest_in(suit),
                '+' => hand.highest_in(suit),
                _ => None,
            }
        }
        RBN_PLAY => Some(Card::new(suit, Rank::from_char(last.to_ascii_uppercase())?)),
        _ => None,
    }
}

pub(super) fn play_completions(at: &ValueAt) -> Vec<CompletionItem> {
    let Some(record) = at.label.parent() else {
        return Vec::new();
    };
    let Some(deal) = effective_deal(&record) else {
        return Vec::new();
    };
    let Some((trumps, leader)) = trumps_and_leader(&record) else {
        return Vec::new();
    };
    let left = super::left_token(at.label, at.offset)
        .filter(|token| token.text_range().end() == at.offset);
    // A suit letter typed alone is the start of the card to complete.
    let partial = left
        .as_ref()
        .filter(|token| {
            token.kind() == RBN_PLAY
                && token.text().len() == 1
                && token.text().chars().all(|c| "CDHScdhs".contains(c))
        })
        .map(|token| token.text_range());
    let (until, range) = match partial {
        Some(range) => (range.start(), range),
        None => (at.offset, TextRange::empty(at.offset)),
    };
    let mut play = Play::with_leader(&deal, trumps, leader);
    let mut after_separator = true;
    for element in at.label.descendants_with_tokens() {
        let Some(token) = element.into_token() else {
            continue;
        };
        if token.text_range().end() > until {
            break;
        }
        match token.kind() {
            ERROR | RBN_QUERY => return Vec::new(),
            RBN_COLON | RBN_SEMICOLON => after_separator = true,
            RBN_PLAY | RBN_PSEUDO_PLAY => {
                let Some(seat) = play.next_to_play() else {
                    return Vec::new();
                };
                let Some(card) = resolve(&play, seat, &token) else {
                    return Vec::new();
                };
                if play.play(seat, card).is_err() {
                    return Vec::new();
                }
                after_separator = false;
            }
            _ => {}
        }
    }
    let mut items = Vec::new();
    if let (Some(seat), Some(legal)) = (play.next_to_play(), play.legal_cards()) {
        let led = play.led_suit();
        let needs_separator =
            play.current_trick().is_none() && play.completed_tricks() > 0 && !after_separator;
        let trick = play.completed_tricks() + 1;
        let mut cards: Vec<Card> = legal.iter().collect();
        cards.sort_by(|a, b| b.suit.cmp(&a.suit).then(b.rank.cmp(&a.rank)));
        for (order, card) in cards.into_iter().enumerate() {
            let spelling = if partial.is_none() && led == Some(card.suit) {
                card.rank.letter().to_string()
            } else {
                card.letters()
            };
            let insert = if needs_separator && partial.is_none() {
                format!(":{spelling}")
            } else {
                spelling.clone()
            };
            let role = CardRole::of(card, led, trumps);
            items.push(card_item(
                card, &spelling, &insert, seat, trick, role, range, order,
            ));
        }
    }
    let just_played = left
        .as_ref()
        .is_some_and(|token| matches!(token.kind(), RBN_PLAY | RBN_PSEUDO_PLAY));
    if partial.is_none() && just_played {
        items.extend(annotation_items(at.label, at.offset));
    }
    items
}
