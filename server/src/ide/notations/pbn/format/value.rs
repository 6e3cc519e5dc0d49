//! Tags and moves as they are written back: `[Name "value"]` with one space, upper case where
//! the PBN standard allows lower-case input, the ranks of each suit in descending order, one
//! space between the hands of a deal; in export style also the export spellings of `Vulnerable`
//! (`None` for `Love` and `-`, `All` for `Both`)
//! and a deal that starts with the dealer. Everything is written into the caller's buffer.

use crate::ide::green::{Element, Node, Token};
use gamerec_grammar::{NodeOrToken, SyntaxKind};

/// The ranks from high to low.
const RANK_ORDER: &str = "AKQJT98765432";

#[test]
fn rank_places_follow_the_rank_order() {
    for (at, rank) in RANK_ORDER.chars().enumerate() {
        assert_eq!(rank_place(rank), at);
        assert_eq!(rank_place(rank.to_ascii_lowercase()), at);
    }
    assert_eq!(rank_place('x'), RANK_ORDER.len());
    assert_eq!(rank_place('♠'), RANK_ORDER.len());
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
    // The value's nodes nest at most two deep (value, deal): the grammar fixes the depth,
    // not the input.
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
                SyntaxKind::PBN_DEAL if style.export => write_deal_from_dealer(child, style, out),
                SyntaxKind::PBN_DEAL => write_deal(child.children(), style, out),
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
        // Export format spells no trump `NT`; import format also takes `N`.
        SyntaxKind::PBN_STRAIN if name == "Contract" && style.export => {
            push_upper(text, out);
            if text.eq_ignore_ascii_case("n") {
                out.push('T');
            }
        }
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

/// A deal's pieces in tidy style: one space for white space, and the ranks of each suit in
/// upper case and descending order (ranks of the same place keep their order). A suit with
/// anything but ranks in it (an `ERROR` token) is kept as it is.
fn write_deal<'a>(pieces: impl Iterator<Item = Element<'a>>, style: ValueStyle, out: &mut String) {
    let mut suit = PendingSuit::default();
    for piece in pieces {
        match piece {
            NodeOrToken::Token(token) => match token.kind {
                SyntaxKind::PBN_CARD_RUN => {
                    let mut parts = token.text.split('.');
                    suit.text.push_str(parts.next().unwrap_or(""));
                    for part in parts {
                        suit.flush(out);
                        out.push('.');
                        suit.text.push_str(part);
                    }
                }
                SyntaxKind::ERROR => {
                    suit.text.push_str(token.text);
                    suit.broken = true;
                }
                SyntaxKind::WHITESPACE => {
                    suit.flush(out);
                    out.push(' ');
                }
                _ => {
                    suit.flush(out);
                    push_value_token("Deal", token, style, out);
                }
            },
            NodeOrToken::Node(node) => {
                suit.flush(out);
                node.push_text(out);
            }
        }
    }
    suit.flush(out);
}

/// The text of a suit read so far, written once the suit ends.
#[derive(Default)]
struct PendingSuit {
    text: String,
    broken: bool,
}

impl PendingSuit {
    fn flush(&mut self, out: &mut String) {
        let sorted = self
            .text
            .chars()
            .try_fold(0, |last, rank| {
                let place = rank_place(rank);
                (place >= last).then_some(place)
            })
            .is_some();
        if self.broken {
            out.push_str(&self.text);
        } else if sorted {
            push_upper(&self.text, out);
        } else {
            let mut ranks: Vec<char> = self.text.chars().collect();
            ranks.sort_by_key(|&rank| rank_place(rank));
            out.extend(ranks.into_iter().map(|rank| rank.to_ascii_uppercase()));
        }
        self.text.clear();
        self.broken = false;
    }
}

/// Where a rank stands in `RANK_ORDER`, in any case; after all of them for anything else.
fn rank_place(rank: char) -> usize {
    match u8::try_from(rank.to_ascii_uppercase()).ok() {
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
    let tokens: Option<Vec<Token<'_>>> = deal.children().map(NodeOrToken::into_token).collect();
    let seats = ['N', 'E', 'S', 'W'];
    let place = |seat: Option<char>| seat.and_then(|seat| seats.iter().position(|&s| s == seat));
    let dealer = place(style.dealer);
    if let (Some(tokens), Some(dealer)) = (tokens, dealer) {
        if let [seat, colon, rest @ ..] = tokens.as_slice() {
            // Blanks after the last hand (a tab, say) make no fifth hand.
            let hands: Vec<&[Token<'_>]> = rest
                .split(|token| token.kind == SyntaxKind::WHITESPACE)
                .filter(|hand| !hand.is_empty())
                .collect();
            let first = place(seat.text.chars().next().map(|c| c.to_ascii_uppercase()));
            let shape_ok = seat.kind == SyntaxKind::PBN_SEAT
                && colon.kind == SyntaxKind::PBN_COLON
                && hands.len() == 4
                && hands.iter().all(|hand| !hand.is_empty());
            if let (Some(first), true) = (first, shape_ok) {
                out.extend(seats.get(dealer));
                out.push(':');
                for at in 0..4 {
                    if at > 0 {
                        out.push(' ');
                    }
                    if let Some(hand) = hands.get((dealer + 4 - first + at) % 4) {
                        write_deal(
                            hand.iter().map(|token| NodeOrToken::Token(*token)),
                            tidy,
                            out,
                        );
                    }
                }
                return;
            }
        }
    }
    write_deal(deal.children(), tidy, out);
}

/// A call or card as written back: upper case, `Pass` for a pass, and in export format `NT`
/// for a no-trump bid written `N`.
pub(super) fn push_move(token: Token<'_>, export: bool, out: &mut String) {
    let text = token.text;
    match token.kind {
        SyntaxKind::PBN_CALL if text.eq_ignore_ascii_case("pass") => out.push_str("Pass"),
        SyntaxKind::PBN_CALL
            if export
                && text.len() == 2
                && text.starts_with(|c: char| c.is_ascii_digit())
                && text.ends_with(['n', 'N']) =>
        {
            push_upper(text, out);
            out.push('T');
        }
        SyntaxKind::PBN_CALL | SyntaxKind::PBN_CARD => push_upper(text, out),
        _ => out.push_str(text),
    }
}
