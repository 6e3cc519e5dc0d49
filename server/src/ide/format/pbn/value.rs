//! Tags and moves as they are written back: `[Name "value"]` with one space, upper case where
//! the PBN standard allows lower-case input, the ranks of each suit in descending order, one
//! space between the hands of a deal; in export style also the export spellings of `Vulnerable`
//! and a deal that starts with the dealer.

use gamerec_grammar::{NodeOrToken, SyntaxKind, SyntaxNode, SyntaxToken};

/// The ranks from high to low.
const RANK_ORDER: &str = "AKQJT98765432";

/// How values are written.
#[derive(Debug, Clone, Copy, Default)]
pub(super) struct ValueStyle {
    pub export: bool,
    /// In export style, the dealer the deal is turned to start with.
    pub dealer: Option<char>,
}

/// The tag's name, and its text as `[Name "value"]`; `None` when the tag holds anything but
/// its four tokens and white space.
pub(super) fn tag_text(tag: &SyntaxNode, style: ValueStyle) -> Option<(String, String)> {
    let mut name = None;
    let mut value = None;
    let mut closed = false;
    for element in tag.children_with_tokens() {
        match element {
            NodeOrToken::Token(token) => match token.kind() {
                SyntaxKind::PBN_L_BRACK if name.is_none() => {}
                SyntaxKind::PBN_TAG_NAME if name.is_none() => {
                    name = Some(token.text().to_string());
                }
                SyntaxKind::PBN_R_BRACK if value.is_some() && !closed => closed = true,
                SyntaxKind::WHITESPACE | SyntaxKind::NEWLINE => {}
                _ => return None,
            },
            NodeOrToken::Node(node) => {
                if node.kind() != SyntaxKind::PBN_TAG_VALUE || name.is_none() || value.is_some() {
                    return None;
                }
                value = Some(node);
            }
        }
    }
    let name = name?;
    let value = value?;
    if !closed {
        return None;
    }
    let mut text = format!("[{name} ");
    write_value(&name, &value, style, &mut text);
    text.push(']');
    Some((name, text))
}

fn write_value(name: &str, node: &SyntaxNode, style: ValueStyle, out: &mut String) {
    // The value's nodes nest at most three deep (deal, hand, suit): the grammar fixes the
    // depth, not the input.
    for element in node.children_with_tokens() {
        match element {
            NodeOrToken::Token(token) => {
                if token.kind() == SyntaxKind::WHITESPACE && node.kind() == SyntaxKind::PBN_DEAL {
                    out.push(' ');
                } else {
                    out.push_str(&value_token(name, &token, style));
                }
            }
            NodeOrToken::Node(child) => match child.kind() {
                SyntaxKind::PBN_SUIT => out.push_str(&sorted_ranks(&child)),
                SyntaxKind::PBN_DEAL if style.export => write_deal_from_dealer(&child, style, out),
                _ => write_value(name, &child, style, out),
            },
        }
    }
}

/// One token of a value, in upper case where the standard allows lower case.
fn value_token(name: &str, token: &SyntaxToken, style: ValueStyle) -> String {
    let text = token.text();
    let seat_tag = matches!(name, "Dealer" | "Deal" | "Declarer" | "Auction" | "Play");
    match token.kind() {
        SyntaxKind::PBN_SEAT if seat_tag => text.to_ascii_uppercase(),
        SyntaxKind::PBN_RANK if name == "Deal" => text.to_ascii_uppercase(),
        SyntaxKind::PBN_STRAIN | SyntaxKind::PBN_RISK if name == "Contract" => {
            text.to_ascii_uppercase()
        }
        SyntaxKind::PBN_PASS if name == "Contract" && text.eq_ignore_ascii_case("pass") => {
            "Pass".to_string()
        }
        SyntaxKind::PBN_VULNERABILITY if name == "Vulnerable" => vulnerability(text, style),
        _ => text.to_string(),
    }
}

fn vulnerability(text: &str, style: ValueStyle) -> String {
    let canonical = match text.to_ascii_lowercase().as_str() {
        "none" => "None",
        "love" => "Love",
        "ns" => "NS",
        "ew" => "EW",
        "all" => "All",
        "both" => "Both",
        _ => return text.to_string(),
    };
    match canonical {
        "Love" if style.export => "None",
        "Both" if style.export => "All",
        _ => canonical,
    }
    .to_string()
}

/// The ranks of a suit in upper case and descending order; a suit holding anything but ranks
/// is kept as it is.
fn sorted_ranks(suit: &SyntaxNode) -> String {
    let mut ranks = Vec::new();
    for element in suit.children_with_tokens() {
        match element {
            NodeOrToken::Token(token) if token.kind() == SyntaxKind::PBN_RANK => {
                ranks.push(token.text().to_ascii_uppercase());
            }
            _ => return suit.text().to_string(),
        }
    }
    ranks.sort_by_key(|rank| {
        rank.chars()
            .next()
            .and_then(|c| RANK_ORDER.find(c))
            .unwrap_or(RANK_ORDER.len())
    });
    ranks.concat()
}

/// A deal written from the dealer on (export): only a deal of a seat, `:` and four hands
/// split by single spaces is turned; any other is written as in tidy style.
fn write_deal_from_dealer(deal: &SyntaxNode, style: ValueStyle, out: &mut String) {
    let tidy = ValueStyle {
        export: false,
        ..style
    };
    let mut seat = None;
    let mut hands = Vec::new();
    let mut shape_ok = true;
    let mut last_was_hand = false;
    for element in deal.children_with_tokens() {
        match element {
            NodeOrToken::Token(token) => match token.kind() {
                SyntaxKind::PBN_SEAT if seat.is_none() && hands.is_empty() => {
                    seat = token.text().chars().next().map(|c| c.to_ascii_uppercase());
                }
                SyntaxKind::PBN_COLON if seat.is_some() && hands.is_empty() => {}
                SyntaxKind::WHITESPACE if last_was_hand => last_was_hand = false,
                _ => shape_ok = false,
            },
            NodeOrToken::Node(hand) => {
                if hand.kind() != SyntaxKind::PBN_HAND || last_was_hand {
                    shape_ok = false;
                }
                let mut text = String::new();
                write_value("Deal", &hand, tidy, &mut text);
                hands.push(text);
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
        (Some(first), Some(dealer)) if shape_ok && last_was_hand && hands.len() == 4 => {
            let turn = (dealer + 4 - first) % 4;
            hands.rotate_left(turn);
            out.push(seats[dealer]);
            out.push(':');
            out.push_str(&hands.join(" "));
        }
        _ => write_value("Deal", deal, tidy, out),
    }
}

/// A call or card as written back: upper case, `Pass` for a pass.
pub(super) fn move_text(token: &SyntaxToken) -> String {
    let text = token.text();
    match token.kind() {
        SyntaxKind::PBN_CALL if text.eq_ignore_ascii_case("pass") => "Pass".to_string(),
        SyntaxKind::PBN_CALL | SyntaxKind::PBN_CARD => text.to_ascii_uppercase(),
        _ => text.to_string(),
    }
}
