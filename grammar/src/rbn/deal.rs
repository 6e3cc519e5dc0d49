//! The `H` value: the first seat, then up to four hands, each `:` or `;` (hidden) followed by
//! suit holdings separated by `.`. The hands are one `RBN_HAND_RUN` token, split where a
//! character is no card; `hands::read_hands` reads them back.

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
    p.start_run(RBN_HAND_RUN, |kind| {
        matches!(kind, RBN_COLON | RBN_SEMICOLON | RBN_CARD | RBN_DOT)
    });
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
    p.end_run();
    p.finish_node();
}

fn hand(p: &mut Cursor) {
    let empty = p.peek_nth(1).is_none_or(is_hand_start);
    if p.peek() == Some(b';') {
        p.bump(RBN_SEMICOLON, 1);
    } else {
        p.bump(RBN_COLON, 1);
    }
    if empty {
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
}

fn holding(p: &mut Cursor) {
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
}

#[cfg(test)]
mod tests {
    use crate::{parse, Format, SyntaxKind};

    #[test]
    fn the_hands_of_a_deal_are_one_token_up_to_a_bad_card() {
        let text = "H N:AK.KA.ak.AK:AKx.AZ.T2.:;AK.2T.AK?.\n";
        let parse = parse(Format::Rbn, text);
        assert_eq!(parse.syntax().text().to_string(), text);
        let pieces: Vec<(SyntaxKind, String)> = parse
            .syntax()
            .descendants()
            .find(|node| node.kind() == SyntaxKind::RBN_DEAL)
            .into_iter()
            .flat_map(|deal| deal.children_with_tokens())
            .filter_map(|element| element.into_token())
            .map(|token| (token.kind(), token.text().to_string()))
            .collect();
        assert_eq!(
            pieces,
            [
                (SyntaxKind::RBN_SEAT, "N".to_string()),
                (SyntaxKind::RBN_HAND_RUN, ":AK.KA.ak.AK:AKx.A".to_string()),
                (SyntaxKind::ERROR, "Z".to_string()),
                (SyntaxKind::RBN_HAND_RUN, ".T2.:;AK.2T.AK?.".to_string()),
            ]
        );
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
