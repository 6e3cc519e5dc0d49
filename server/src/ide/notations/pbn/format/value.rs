//! Tags and moves as they are written back: `[Name "value"]` with one space, upper case where
//! the PBN standard allows lower-case input, the ranks of each suit in descending order, one
//! space between the hands of a deal; in export style also the export spellings of `Vulnerable`
//! (`None` for `Love` and `-`, `All` for `Both`)
//! and a deal that starts with the dealer. Everything is written into the caller's buffer.

use crate::ide::green::{Node, Token};
use gamerec_grammar::{NodeOrToken, SyntaxKind};

/// The ranks from high to low.
const RANK_ORDER: &str = "AKQJT98765432";

#[test]
fn rank_places_follow_the_rank_order() {
    for (at, rank) in RANK_ORDER.chars().enumerate() {
        assert_eq!(rank_place(&rank.to_string()), at);
        assert_eq!(rank_place(&rank.to_ascii_lowercase().to_string()), at);
    }
    assert_eq!(rank_place("x"), RANK_ORDER.len());
    assert_eq!(rank_place(""), RANK_ORDER.len());
}

/// How values are written.
#[derive(Debug, Clone, Copy, Default)]
pub(super) struct ValueStyle {
    pub export: bool,
    /// In export style, the dealer the deal is turned to start with.
    pub dealer: Option<char>,
    /// The seat an `Auction` or `Play` tag is written with when its section is turned to
    /// start with another player.
    pub section_seat: Option<char>,
}

/// The seats clockwise.
pub(super) const SEATS: [char; 4] = ['N', 'E', 'S', 'W'];

/// The place of a seat letter (in any case) in `SEATS`.
pub(super) fn seat_index(text: &str) -> Option<usize> {
    let mut chars = text.chars();
    let seat = chars.next()?.to_ascii_uppercase();
    if chars.next().is_some() {
        return None;
    }
    SEATS.iter().position(|&s| s == seat)
}

/// The seat of a value that is only a seat, like `"W"`.
pub(super) fn plain_seat(value: Node<'_>) -> Option<usize> {
    let mut seat = None;
    for element in value.children() {
        match element {
            NodeOrToken::Token(token) if token.kind == SyntaxKind::PBN_QUOTE => {}
            NodeOrToken::Token(token) if token.kind == SyntaxKind::PBN_SEAT && seat.is_none() => {
                seat = Some(seat_index(token.text)?);
            }
            _ => return None,
        }
    }
    seat
}

/// A tag of the shape the layout knows: `[`, its name, its value, `]` and white space.
#[derive(Clone, Copy)]
pub(super) struct Tag<'a> {
    pub name: &'a str,
    pub value: Node<'a>,
}

impl<'a> Tag<'a> {
    /// The tag's parts; `None` when it holds anything but its four tokens and white space.
    pub fn read(tag: Node<'a>) -> Option<Tag<'a>> {
        let mut name = None;
        let mut value = None;
        let mut closed = false;
        for element in tag.children() {
            match element {
                NodeOrToken::Token(token) => match token.kind {
                    SyntaxKind::PBN_L_BRACK if name.is_none() => {}
                    SyntaxKind::PBN_TAG_NAME if name.is_none() => name = Some(token.text),
                    SyntaxKind::PBN_R_BRACK if value.is_some() && !closed => closed = true,
                    SyntaxKind::WHITESPACE | SyntaxKind::NEWLINE => {}
                    _ => return None,
                },
                NodeOrToken::Node(node) => {
                    if node.kind() != SyntaxKind::PBN_TAG_VALUE || name.is_none() || value.is_some()
                    {
                        return None;
                    }
                    value = Some(node);
                }
            }
        }
        if !closed {
            return None;
        }
        Some(Tag {
            name: name?,
            value: value?,
        })
    }

    /// The tag as `[Name "value"]`.
    pub fn write(self, style: ValueStyle, out: &mut String) {
        out.push('[');
        out.push_str(self.name);
        out.push(' ');
        write_value(self.name, self.value, style, out);
        out.push(']');
    }
}

fn write_value(name: &str, node: Node<'_>, style: ValueStyle, out: &mut String) {
    // The value's nodes nest at most three deep (deal, hand, suit): the grammar fixes the
    // depth, not the input.
    for element in node.children() {
        match element {
            NodeOrToken::Token(token) => {
                if token.kind == SyntaxKind::WHITESPACE && node.kind() == SyntaxKind::PBN_DEAL {
                    out.push(' ');
                } else {
                    push_value_token(name, token, style, out);
                }
            }
            NodeOrToken::Node(child) => match child.kind() {
                SyntaxKind::PBN_SUIT => push_sorted_ranks(child, out),
                SyntaxKind::PBN_DEAL if style.export => write_deal_from_dealer(child, style, out),
                _ => write_value(name, child, style, out),
            },
        }
    }
}

/// One token of a value, in upper case where the standard allows lower case.
fn push_value_token(name: &str, token: Token<'_>, style: ValueStyle, out: &mut String) {
    let text = token.text;
    let seat_tag = matches!(name, "Dealer" | "Deal" | "Declarer" | "Auction" | "Play");
    match token.kind {
        SyntaxKind::PBN_SEAT
            if matches!(name, "Auction" | "Play") && style.section_seat.is_some() =>
        {
            out.extend(style.section_seat);
        }
        SyntaxKind::PBN_SEAT if seat_tag => push_upper(text, out),
        SyntaxKind::PBN_RANK if name == "Deal" => push_upper(text, out),
        SyntaxKind::PBN_STRAIN | SyntaxKind::PBN_RISK if name == "Contract" => {
            push_upper(text, out);
        }
        SyntaxKind::PBN_PASS if name == "Contract" && text.eq_ignore_ascii_case("pass") => {
            out.push_str("Pass");
        }
        SyntaxKind::PBN_VULNERABILITY if name == "Vulnerable" => {
            out.push_str(vulnerability(text, style));
        }
        _ => out.push_str(text),
    }
}

#[inline]
fn push_upper(text: &str, out: &mut String) {
    if text.bytes().any(|b| b.is_ascii_lowercase()) {
        out.extend(text.chars().map(|c| c.to_ascii_uppercase()));
    } else {
        out.push_str(text);
    }
}

fn vulnerability(text: &str, style: ValueStyle) -> &str {
    let canonical = if text.eq_ignore_ascii_case("none") {
        "None"
    } else if text.eq_ignore_ascii_case("love") {
        "Love"
    } else if text.eq_ignore_ascii_case("ns") {
        "NS"
    } else if text.eq_ignore_ascii_case("ew") {
        "EW"
    } else if text.eq_ignore_ascii_case("all") {
        "All"
    } else if text.eq_ignore_ascii_case("both") {
        "Both"
    } else if text == "-" {
        "-"
    } else {
        return text;
    };
    match canonical {
        "Love" | "-" if style.export => "None",
        "Both" if style.export => "All",
        _ => canonical,
    }
}

/// The ranks of a suit in upper case and descending order (ranks of the same place keep their
/// order); a suit holding anything but ranks is kept as it is.
fn push_sorted_ranks(suit: Node<'_>, out: &mut String) {
    let mut sorted = true;
    let mut last_place = 0;
    for element in suit.children() {
        match element {
            NodeOrToken::Token(token) if token.kind == SyntaxKind::PBN_RANK => {
                let place = rank_place(token.text);
                sorted &= place >= last_place;
                last_place = place;
            }
            _ => {
                suit.push_text(out);
                return;
            }
        }
    }
    if sorted {
        suit.for_each_text(|_, text| push_upper(text, out));
        return;
    }
    for wanted in 0..=RANK_ORDER.len() {
        for token in suit.children().filter_map(NodeOrToken::into_token) {
            if rank_place(token.text) == wanted {
                push_upper(token.text, out);
            }
        }
    }
}

/// Where a rank stands in `RANK_ORDER` (by its first character, in any case); after all of
/// them for anything else.
fn rank_place(text: &str) -> usize {
    match text.as_bytes().first().map(u8::to_ascii_uppercase) {
        Some(b'A') => 0,
        Some(b'K') => 1,
        Some(b'Q') => 2,
        Some(b'J') => 3,
        Some(b'T') => 4,
        Some(digit @ b'2'..=b'9') => 5 + usize::from(b'9' - digit),
        _ => RANK_ORDER.len(),
    }
}

/// A deal written from the dealer on (export): only a deal of a seat, `:` and four hands
/// split by single spaces is turned; any other is written as in tidy style.
fn write_deal_from_dealer(deal: Node<'_>, style: ValueStyle, out: &mut String) {
    let tidy = ValueStyle {
        export: false,
        section_seat: None,
        ..style
    };
    let mut seat = None;
    let mut hands: [Option<Node<'_>>; 4] = [None; 4];
    let mut hand_count = 0;
    let mut shape_ok = true;
    let mut last_was_hand = false;
    for element in deal.children() {
        match element {
            NodeOrToken::Token(token) => match token.kind {
                SyntaxKind::PBN_SEAT if seat.is_none() && hand_count == 0 => {
                    seat = token.text.chars().next().map(|c| c.to_ascii_uppercase());
                }
                SyntaxKind::PBN_COLON if seat.is_some() && hand_count == 0 => {}
                SyntaxKind::WHITESPACE if last_was_hand => last_was_hand = false,
                _ => shape_ok = false,
            },
            NodeOrToken::Node(hand) => {
                if hand.kind() != SyntaxKind::PBN_HAND || last_was_hand {
                    shape_ok = false;
                }
                if let Some(slot) = hands.get_mut(hand_count) {
                    *slot = Some(hand);
                }
                hand_count += 1;
                last_was_hand = true;
            }
        }
    }
    let seats = ['N', 'E', 'S', 'W'];
    let first = seat.and_then(|seat| seats.iter().position(|&s| s == seat));
    let dealer = style
        .dealer
        .and_then(|dealer| seats.iter().position(|&s| s == dealer));
    match (first, dealer) {
        (Some(first), Some(dealer)) if shape_ok && last_was_hand && hand_count == 4 => {
            out.push(seats[dealer]);
            out.push(':');
            for at in 0..4 {
                if at > 0 {
                    out.push(' ');
                }
                if let Some(hand) = hands[(dealer + 4 - first + at) % 4] {
                    write_value("Deal", hand, tidy, out);
                }
            }
        }
        _ => write_value("Deal", deal, tidy, out),
    }
}

/// A call or card as written back: upper case, `Pass` for a pass.
pub(super) fn push_move(token: Token<'_>, out: &mut String) {
    let text = token.text;
    match token.kind {
        SyntaxKind::PBN_CALL if text.eq_ignore_ascii_case("pass") => out.push_str("Pass"),
        SyntaxKind::PBN_CALL | SyntaxKind::PBN_CARD => push_upper(text, out),
        _ => out.push_str(text),
    }
}
