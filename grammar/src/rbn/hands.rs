//! The hands of an `H` value read back from the deal's tokens: where each hand and suit is
//! written and each card in it, as the parser split them. A `RBN_HAND_RUN` holds the
//! separators, cards and dots; an `ERROR` token between runs belongs to the suit it stands in.

use crate::{SyntaxKind, TextRange, TextSize};

/// One hand as written, from its `:` or `;` to the next.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WrittenHand<'a> {
    pub range: TextRange,
    /// Whether it starts with `;`: it exists but is not shown.
    pub hidden: bool,
    /// Where each suit is written, spades first (empty for a void); none for an empty hand,
    /// more than four when a hand has too many dots.
    pub suits: Vec<TextRange>,
    pub cards: Vec<WrittenCard<'a>>,
}

/// One card as written: a rank, `x` or `?`, and the suit it stands in (0 for spades).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WrittenCard<'a> {
    pub suit: usize,
    pub text: &'a str,
    pub range: TextRange,
}

impl WrittenHand<'_> {
    /// Whether anything follows the separator: an empty hand is left to be worked out.
    pub fn is_given(&self) -> bool {
        !self.suits.is_empty()
    }

    /// The cards of suit `suit` (0 for spades), in the order written.
    pub fn cards_of(&self, suit: usize) -> impl Iterator<Item = &WrittenCard<'_>> {
        self.cards.iter().filter(move |card| card.suit == suit)
    }

    /// The suit being written: started at `at` if none is yet.
    fn suit_at(&mut self, at: TextSize) -> usize {
        if self.suits.is_empty() {
            self.suits.push(TextRange::empty(at));
        }
        self.suits.len() - 1
    }

    /// Stretches the suit being written, and the hand, to `end`.
    fn reach(&mut self, suit: usize, end: TextSize) {
        if let Some(range) = self.suits.get_mut(suit) {
            *range = TextRange::new(range.start(), end.max(range.start()));
        }
        self.range = TextRange::new(self.range.start(), end.max(self.range.start()));
    }
}

/// Reads the hands from the deal's own tokens in order, each as its kind, text and start.
/// Tokens before the first separator belong to no hand.
pub fn read_hands<'a>(
    tokens: impl IntoIterator<Item = (SyntaxKind, &'a str, TextSize)>,
) -> Vec<WrittenHand<'a>> {
    let mut hands: Vec<WrittenHand<'a>> = Vec::with_capacity(4);
    for (kind, text, start) in tokens {
        match kind {
            SyntaxKind::RBN_HAND_RUN => {
                for (index, c) in text.char_indices() {
                    let at = start + TextSize::try_from(index).unwrap_or_default();
                    let width = TextSize::of(c);
                    if c == ':' || c == ';' {
                        hands.push(WrittenHand {
                            range: TextRange::at(at, width),
                            hidden: c == ';',
                            suits: Vec::new(),
                            cards: Vec::new(),
                        });
                        continue;
                    }
                    let Some(hand) = hands.last_mut() else {
                        continue;
                    };
                    let suit = hand.suit_at(at);
                    if c == '.' {
                        hand.reach(suit, at);
                        hand.suits.push(TextRange::empty(at + width));
                        hand.range = TextRange::new(hand.range.start(), at + width);
                        continue;
                    }
                    hand.reach(suit, at + width);
                    if let Some(text) = text.get(index..index + c.len_utf8()) {
                        hand.cards.push(WrittenCard {
                            suit,
                            text,
                            range: TextRange::at(at, width),
                        });
                    }
                }
            }
            SyntaxKind::ERROR => {
                if let Some(hand) = hands.last_mut() {
                    let suit = hand.suit_at(start);
                    hand.reach(suit, start + TextSize::of(text));
                }
            }
            _ => {}
        }
    }
    hands
}

#[cfg(test)]
mod tests {
    use super::read_hands;
    use crate::{parse, Format, SyntaxKind, TextRange, TextSize};

    fn hands(text: &str) -> Vec<(bool, Vec<String>, String)> {
        let parse = parse(Format::Rbn, text);
        let deal = parse
            .syntax()
            .descendants()
            .find(|node| node.kind() == SyntaxKind::RBN_DEAL)
            .expect("a deal");
        let tokens: Vec<_> = deal
            .children_with_tokens()
            .filter_map(|element| element.into_token())
            .collect();
        read_hands(
            tokens
                .iter()
                .map(|token| (token.kind(), token.text(), token.text_range().start())),
        )
        .into_iter()
        .map(|hand| {
            let suits = hand
                .suits
                .iter()
                .map(|&range| text[std::ops::Range::<usize>::from(range)].to_string())
                .collect();
            (
                hand.hidden,
                suits,
                text[std::ops::Range::<usize>::from(hand.range)].to_string(),
            )
        })
        .collect()
    }

    #[test]
    fn hands_and_suits_are_where_they_are_written() {
        let found = hands("H W:A8765.QT.K9.AT87;J42..J.632::\n");
        let suits = |list: &[&str]| list.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(
            found,
            [
                (
                    false,
                    suits(&["A8765", "QT", "K9", "AT87"]),
                    ":A8765.QT.K9.AT87".into()
                ),
                (true, suits(&["J42", "", "J", "632"]), ";J42..J.632".into()),
                (false, suits(&[]), ":".into()),
                (false, suits(&[]), ":".into()),
            ]
        );
    }

    #[test]
    fn a_bad_card_stays_in_its_suit_and_extra_hands_are_not_read() {
        let found = hands("H N:.AZ2..:x?:::;K\n");
        assert_eq!(found.len(), 4);
        assert_eq!(found[0].1, ["", "AZ2", "", ""]);
        assert_eq!(found[0].2, ":.AZ2..");
        assert_eq!(found[1].1, ["x?"]);
        let parse = parse(Format::Rbn, "H N:AK\n");
        let run = parse
            .syntax()
            .descendants_with_tokens()
            .filter_map(|element| element.into_token())
            .find(|token| token.kind() == SyntaxKind::RBN_HAND_RUN)
            .expect("a run");
        let read = read_hands([(run.kind(), run.text(), run.text_range().start())]);
        assert_eq!(read[0].cards.len(), 2);
        assert_eq!(
            read[0].cards[1].range,
            TextRange::at(TextSize::from(5), 1.into())
        );
    }
}
