//! The `H` value: the first seat, then up to four hands, each `:` or `;` (hidden) followed by
//! suit holdings separated by `.`.

use super::lexer::Cursor;
use super::value::is_seat;
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
    p.start_node(RBN_HAND);
    if p.peek() == Some(b';') {
        p.bump(RBN_SEMICOLON, 1);
    } else {
        p.bump(RBN_COLON, 1);
    }
    if p.at_end() || p.at(is_hand_start) {
        p.finish_node();
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

fn holding(p: &mut Cursor) {
    // A holding is the same subtree wherever it stands; holdings repeat often.
    let cards = p.run_len(is_card);
    let clean = p.peek_nth(cards).is_none_or(is_holding_end);
    if clean && p.reuse(RBN_SUIT, cards) {
        return;
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
    if clean {
        p.remember(start, errors_before);
    }
}
