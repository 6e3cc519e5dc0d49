//! The `H` value: the first seat, then up to four hands, each `:` or `;` (hidden) followed by
//! suit holdings separated by `.`.

use super::lexer::Cursor;
use super::pieces::is_seat;
use crate::SyntaxKind::*;

fn is_hand_start(b: u8) -> bool {
    b == b':' || b == b';'
}

fn is_card(b: u8) -> bool {
    matches!(
        b.to_ascii_uppercase(),
        b'A' | b'K' | b'Q' | b'J' | b'T' | b'2'..=b'9' | b'X' | b'?'
    )
}

fn is_holding_end(b: u8) -> bool {
    b == b'.' || is_hand_start(b)
}

pub(crate) fn deal(p: &mut Cursor) {
    p.start_node(RBN_DEAL);
    if p.at(is_seat) {
        p.bump(RBN_SEAT, 1);
    } else if p.at(is_hand_start) {
        p.expected("rbn/missing-seat", "the first seat (N, E, S or W)");
    } else {
        p.junk(
            "rbn/missing-seat",
            "the first seat (N, E, S or W)",
            is_hand_start,
        );
    }
    if !p.at_end() && !p.at(is_hand_start) {
        p.junk(
            "rbn/bad-deal",
            "`:` or `;` to start the first hand",
            is_hand_start,
        );
    }
    let mut hands = 0;
    while p.at(is_hand_start) {
        hands += 1;
        if hands == 5 {
            let message = format!(
                "expected at most four hands, found {} starting a fifth",
                p.found()
            );
            p.error_ahead("rbn/too-many-hands", 1, message);
            let extra = p.checkpoint();
            while p.at(is_hand_start) {
                hand(p);
            }
            p.start_node_at(extra, crate::SyntaxKind::ERROR);
            p.finish_node();
            break;
        }
        hand(p);
    }
    p.finish_node();
}

fn hand(p: &mut Cursor) {
    // The empty hand of a deal that leaves the last hand to be worked out repeats in every
    // record.
    let empty = p.peek_nth(1).is_none_or(is_hand_start);
    if empty && p.reuse(RBN_HAND, 1) {
        return;
    }
    let (start, errors_before) = (p.position(), p.sink.error_count());
    p.start_node(RBN_HAND);
    if p.peek() == Some(b';') {
        p.bump(RBN_SEMICOLON, 1);
    } else {
        p.bump(RBN_COLON, 1);
    }
    if empty {
        p.finish_node();
        p.remember(start, errors_before);
        return;
    }
    let mut suits = 1;
    loop {
        holding(p);
        if p.peek() != Some(b'.') {
            break;
        }
        if suits == 4 {
            p.error_ahead(
                "rbn/too-many-suits",
                1,
                "expected at most four suits in a hand (three `.`), found a fourth `.`".to_string(),
            );
        }
        p.bump(RBN_DOT, 1);
        suits += 1;
    }
    p.finish_node();
}

/// Rank of a card written as a capital letter or digit, from 0 (the two) to 12 (the ace).
fn rank(b: u8) -> Option<u32> {
    match b {
        b'2'..=b'9' => Some(u32::from(b - b'2')),
        b'T' => Some(8),
        b'J' => Some(9),
        b'Q' => Some(10),
        b'K' => Some(11),
        b'A' => Some(12),
        _ => None,
    }
}

/// For a holding written the usual way (capitals, from the ace down, no `x` or `?`), one bit
/// per rank held: a number that identifies the text exactly.
fn usual_holding_key(cards: &[u8]) -> Option<usize> {
    let mut key = 0usize;
    let mut below = 13;
    for &b in cards {
        let rank = rank(b).filter(|&rank| rank < below)?;
        key |= 1 << rank;
        below = rank;
    }
    Some(key)
}

fn holding(p: &mut Cursor) {
    // A holding is the same subtree wherever it stands; holdings repeat often.
    let cards = p.run_len(is_card);
    let clean = p.peek_nth(cards).is_none_or(is_holding_end);
    let key = if clean {
        p.ahead(cards).and_then(usual_holding_key)
    } else {
        None
    };
    match key {
        Some(key) if p.reuse_keyed(RBN_SUIT, key, cards) => return,
        None if clean && p.reuse(RBN_SUIT, cards) => return,
        _ => {}
    }
    let (start, errors_before) = (p.position(), p.sink.error_count());
    p.start_node(RBN_SUIT);
    while let Some(b) = p.peek() {
        if is_card(b) {
            p.bump(RBN_CARD, 1);
        } else if is_holding_end(b) {
            break;
        } else {
            p.junk("rbn/bad-card", "a card (A K Q J T 9-2, x or ?)", |b| {
                is_card(b) || is_holding_end(b)
            });
        }
    }
    p.finish_node();
    match key {
        Some(key) => p.sink.remember_keyed(key, errors_before),
        None if clean => p.remember(start, errors_before),
        None => {}
    }
}

#[cfg(test)]
mod tests {
    use crate::{parse, Format, SyntaxKind};

    fn suits(text: &str) -> Vec<String> {
        let parse = parse(Format::Rbn, text);
        assert_eq!(parse.syntax().text().to_string(), text);
        parse
            .syntax()
            .descendants()
            .filter(|node| node.kind() == SyntaxKind::RBN_SUIT)
            .map(|node| node.text().to_string())
            .collect()
    }

    #[test]
    fn holdings_keep_their_own_spelling_when_subtrees_are_shared() {
        let text = "H N:AK.KA.ak.AK:AKx.AK.T2.:;AK.2T.AK?.\nH S:AK.KA.ak.AK:AKx.AK.T2.:\n";
        let expected = [
            "AK", "KA", "ak", "AK", "AKx", "AK", "T2", "", "AK", "2T", "AK?", "",
        ];
        let found = suits(text);
        assert_eq!(found[..12], expected);
        assert_eq!(found[12..], expected[..8]);
    }

    #[test]
    fn the_same_holding_is_one_shared_subtree() {
        let parse = parse(Format::Rbn, "H N:AK.AK.KA.KA:\n");
        let greens: Vec<_> = parse
            .syntax()
            .descendants()
            .filter(|node| node.kind() == SyntaxKind::RBN_SUIT)
            .map(|node| node.green().to_owned())
            .collect();
        assert_eq!(greens.len(), 4);
        assert!(std::ptr::eq(&*greens[0], &*greens[1]));
        assert!(std::ptr::eq(&*greens[2], &*greens[3]));
        assert!(!std::ptr::eq(&*greens[0], &*greens[2]));
    }

    #[test]
    fn a_bad_card_is_reported_in_every_hand_that_has_it() {
        let parse = parse(Format::Rbn, "H N:AZ.AZ.AZ.AZ:\n");
        let bad_cards = parse
            .errors()
            .iter()
            .filter(|error| error.code == "rbn/bad-card");
        assert_eq!(bad_cards.count(), 4);
    }
}
