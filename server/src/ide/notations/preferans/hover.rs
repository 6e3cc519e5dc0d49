//! Preferans hover: a tag name with what the README says of it, a card character with the card
//! and who was dealt it (or, in a throw, its trick), a round's brackets with the layout read,
//! and any other part of a deal with the field it belongs to and what it says in words.

use super::deal_hover;
use crate::ide::hover::token::token_at;
use crate::ide::hover::Hover;
use crate::ide::markup::{code_span, Markup};
use crate::ide::notations::preferans::cards::{
    card_name, card_of, card_words, holder, rank_name, suit_symbol,
};
use gamerec_grammar::preferans::spec::{self, CardSpec, Field, Suit, HAND_SIZE};
use gamerec_grammar::preferans::trick_pieces;
use gamerec_grammar::SyntaxKind::*;
use gamerec_grammar::{Parse, SyntaxNode, SyntaxToken, TextRange, TextSize};

pub(super) fn hover(parse: &Parse, offset: TextSize) -> Option<Hover> {
    let token = token_at(&parse.syntax(), offset)?;
    let whole = token.text_range();
    let (markup, range) = match token.kind() {
        PREF_TAG_NAME => (tag_markup(token.text()), whole),
        PREF_CARD_RUN => {
            let (card, range) = character_at(&token, offset)?;
            (card_markup(&token, card, offset)?, range)
        }
        PREF_TRICK | PREF_TRICK_RUN => {
            let (character, range) = character_at(&token, offset)?;
            // A trick's last character is its winner, a field of the round as a comma is.
            let trick_end = trick_pieces(token.text())
                .map(|(kind, within)| {
                    (
                        kind,
                        TextRange::new(
                            whole.start() + TextSize::try_from(within.start).unwrap_or_default(),
                            whole.start() + TextSize::try_from(within.end).unwrap_or_default(),
                        ),
                    )
                })
                .find(|(_, trick)| trick.contains_range(range))
                .map_or(whole.end(), |(kind, trick)| {
                    if kind == PREF_TRICK {
                        trick.end()
                    } else {
                        range.end()
                    }
                });
            let markup = if range.end() == trick_end {
                field_markup(&token, offset)?
            } else {
                card_markup(&token, character, offset)?
            };
            (markup, range)
        }
        PREF_L_BRACK | PREF_R_BRACK => {
            let round = token.parent().filter(|node| node.kind() == PREF_ROUND)?;
            (deal_hover::layout(&round), whole)
        }
        _ => (field_markup(&token, offset)?, whole),
    };
    Some(Hover { range, markup })
}

/// The character of `token` at `offset` (the last one at the token's end) and its range.
fn character_at(token: &SyntaxToken, offset: TextSize) -> Option<(&str, TextRange)> {
    let start = token.text_range().start();
    let text = token.text();
    let within = usize::from(offset.checked_sub(start)?);
    let (index, c) = text
        .char_indices()
        .take_while(|&(index, _)| index <= within)
        .last()?;
    let range = TextRange::at(start + TextSize::try_from(index).ok()?, TextSize::of(c));
    Some((text.get(index..index + c.len_utf8())?, range))
}

fn tag_markup(name: &str) -> Markup {
    let markup = Markup::new().heading(code_span(name));
    match spec::tag_spec(name) {
        Some(tag) => markup
            .paragraph(tag.description)
            .paragraph(if tag.required {
                "Required in every PPN file."
            } else {
                "Optional."
            }),
        None => markup.paragraph("A tag the PPN README does not list; PPN allows others."),
    }
}

fn card_markup(token: &SyntaxToken, character: &str, offset: TextSize) -> Option<Markup> {
    let (_, card) = card_of(character)?;
    let mut markup = Markup::new()
        .heading(format!("{} — {}", card_name(card), card_words(card)))
        .paragraph(format!(
            "Code {}, the README's `{}`.",
            code_span(character),
            card.mini
        ));
    let parent = token.parent()?;
    if parent.kind() == PREF_CARDS {
        let before = usize::from(offset.checked_sub(parent.text_range().start())?);
        let text = parent.text().to_string();
        let index = text.get(..before).map_or(0, |head| head.chars().count());
        let place = part_of(index.min(spec::DECK_SIZE - 1));
        let order = parent
            .parent()
            .and_then(|round| round.children().find(|node| node.kind() == PREF_DEAL_ORDER))
            .map(|order| order.text().to_string());
        let to = if place == TALON_PLACE {
            "Dealt to the talon.".to_owned()
        } else {
            match holder(order.as_deref(), place) {
                Some(player) => format!("Dealt to player {player}."),
                None => format!("Dealt in hand {} (of {HAND_SIZE} cards).", place + 1),
            }
        };
        markup = markup.paragraph(to).code(diagram(&text, order.as_deref()));
    } else if let Some(facts) = field_facts(token, offset) {
        markup = markup.append(facts);
    }
    Some(markup)
}

/// Where the talon stands among the parts of `cards`, after the three hands.
const TALON_PLACE: usize = 3;

/// The part of `cards` (a hand in deal order, or the talon) that the character at `index` is
/// dealt to.
fn part_of(index: usize) -> usize {
    (index / HAND_SIZE).min(TALON_PLACE)
}

/// The three hands and the talon of a `cards` field, a line each, the cards sorted by suit
/// (spades, diamonds, hearts, clubs, the order of the code) and by rank from the ace down.
fn diagram(cards: &str, order: Option<&str>) -> String {
    let mut parts: [Vec<(usize, &CardSpec)>; 4] = Default::default();
    for (place, (index, c)) in cards.char_indices().enumerate() {
        let place = part_of(place);
        let card = cards.get(index..index + c.len_utf8()).and_then(card_of);
        if let (Some(part), Some(card)) = (parts.get_mut(place), card) {
            part.push(card);
        }
    }
    let mut lines = Vec::new();
    for (place, mut held) in parts.into_iter().enumerate() {
        if held.is_empty() && place == TALON_PLACE {
            continue;
        }
        held.sort_by_key(|&(index, _)| (index / 8, std::cmp::Reverse(index % 8)));
        let who = if place == TALON_PLACE {
            "Talon".to_owned()
        } else {
            match holder(order, place) {
                Some(player) => format!("Player {player}"),
                None => format!("Hand {}", place + 1),
            }
        };
        let mut line = format!("{who:<9}");
        for suit in [Suit::Spades, Suit::Diamonds, Suit::Hearts, Suit::Clubs] {
            let ranks: Vec<String> = held
                .iter()
                .filter(|(_, card)| card.suit == suit)
                .map(|(_, card)| rank_name(card))
                .collect();
            if !ranks.is_empty() {
                line.push_str(&format!("  {} {}", suit_symbol(suit), ranks.join(" ")));
            }
        }
        lines.push(line.trim_end().to_owned());
    }
    lines.join("\n")
}

/// The field of a round that `token` stands in, and the round.
fn field_of(token: &SyntaxToken) -> Option<(Field, SyntaxNode)> {
    let field = token
        .parent_ancestors()
        .take_while(|node| node.kind() != PREF_ROUND)
        .find_map(|node| Field::of_kind(node.kind()))?;
    let round = token
        .parent_ancestors()
        .find(|node| node.kind() == PREF_ROUND)?;
    Some((field, round))
}

/// What the field `token` stands in says in this deal.
fn field_facts(token: &SyntaxToken, offset: TextSize) -> Option<Markup> {
    let (field, round) = field_of(token)?;
    deal_hover::field_facts(&round, field, offset)
}

/// The field `token` stands in: what the README says of it, and what it says in this deal.
fn field_markup(token: &SyntaxToken, offset: TextSize) -> Option<Markup> {
    let (field, _) = field_of(token)?;
    let markup = Markup::new()
        .heading(format!("Field {}", code_span(field.name())))
        .paragraph(field.description());
    Some(match field_facts(token, offset) {
        Some(facts) => markup.append(facts),
        None => markup,
    })
}

#[cfg(test)]
mod tests {
    use crate::ide::hover::rendered::{cursor_before, render};
    use expect_test::{expect, Expect};
    use gamerec_grammar::Format;

    const GAME: &str = "[Bula 60]\n[Refe 2]\n[Custom x]\n\n\
        [1 231 1BDHM27WQK4CEIN3FVRJS5LP8GU6AOT9 M3,P,3 2 AR 4 3 I3 8 2 2A12,M9B2 M7:-8,F3:L24,0]\n";

    fn check(needle: &str, expected: Expect) {
        expected.assert_eq(&render(Format::Preferans, &cursor_before(GAME, needle)));
    }

    #[test]
    fn tags() {
        check(
            "Bula",
            expect![[r#"
            «Bula»
            **`Bula`**

            The bula: the points each player starts with in the middle column and must play off.

            Required in every PPN file."#]],
        );
        check(
            "Custom",
            expect![[r#"
            «Custom»
            **`Custom`**

            A tag the PPN README does not list; PPN allows others."#]],
        );
    }

    #[test]
    fn a_card_shows_the_deal() {
        check(
            "M27WQK",
            expect![[r#"
            «M»
            **Q♥ — queen of hearts**

            Code `M`, the README's `QH`.

            Dealt to player 2.

            ```text
            Player 2   ♠ K 8 7  ♦ J 9  ♥ Q 10 7  ♣ A 8
            Player 3   ♠ 10 9  ♦ K Q 10  ♥ K 9 8  ♣ K 9
            Player 1   ♠ A Q J  ♦ A 8  ♥ A J  ♣ Q 10 7
            Talon      ♦ 7  ♣ J
            ```"#]],
        );
        check(
            "T9 ",
            expect![[r#"
            «T»
            **J♣ — jack of clubs**

            Code `T`, the README's `JC`.

            Dealt to the talon.

            ```text
            Player 2   ♠ K 8 7  ♦ J 9  ♥ Q 10 7  ♣ A 8
            Player 3   ♠ 10 9  ♦ K Q 10  ♥ K 9 8  ♣ K 9
            Player 1   ♠ A Q J  ♦ A 8  ♥ A J  ♣ Q 10 7
            Talon      ♦ 7  ♣ J
            ```"#]],
        );
    }

    /// Hearts by player 1 against both followers, from the generator.
    const PLAYED: &str =
        "[Bula 60]\n\n[20 312 E8PD4QRFJOKCV79SB63G25AHUWMINT1L P,M4,4 1 KG 4 8 S2 1 \
        128 3 4721,1583,OLI3,F9A3,PST2,MJV2,HEC2,WQB2,UR62,ND32 F3:L384,M1:128,F6:L768]\n";

    fn check_played(needle: &str, expected: Expect) {
        expected.assert_eq(&render(Format::Preferans, &cursor_before(PLAYED, needle)));
    }

    #[test]
    fn a_played_deal_in_words() {
        check_played(
            "M4,4",
            expect![[r#"
            «M4»
            **Field `bids`**

            Each player's highest bid, in deal order: `P` pass, a contract number, `M` mine, `G` game.

            - Player 3: pass
            - Player 1: mine 4 (hearts) ◀
            - Player 2: 4 (hearts)

            Player 1 won the auction at 4 (hearts)."#]],
        );
        check_played(
            "4 8 S2",
            expect![[r#"
            «4»
            **Field `contract`**

            The contract: 2 spades, 3 diamonds, 4 hearts, 5 clubs, 6 betl, 7 sans, 8 preferans; `G` first for a game.

            **Hearts**: hearts are trumps; main needs six tricks or more."#]],
        );
        check_played(
            "S2 1",
            expect![[r#"
            «S»
            **Field `kontra`**

            `0`, or an invitation or kontra (`I K R S M`) and the player who started it.

            Subkontra started by player 2: the value × 8."#]],
        );
        check_played(
            "128 3",
            expect![[r#"
            «128»
            **Field `value`**

            The value of the contract.

            Hearts: 2 × 4 = 8, refa × 2 = 16, subkontra by player 2 × 8 = 128."#]],
        );
        check_played(
            "1583",
            expect![[r#"
            «1»
            **7♠ — seven of spades**

            Code `1`, the README's `7S`.

            **Trick 2**

            Player 1 leads. Player 1: 7♠, player 2: J♠, player 3: A♠.

            Player 3 wins it with the A♠, the highest spade with no trump thrown."#]],
        );
        check_played(
            "583,",
            expect![[r#"
            «5»
            **J♠ — jack of spades**

            Code `5`, the README's `JS`.

            **Trick 2**

            Player 1 leads. Player 1: 7♠, player 2: J♠, player 3: A♠.

            Player 3 wins it with the A♠, the highest spade with no trump thrown."#]],
        );
        check_played(
            "3,OLI3",
            expect![[r#"
                «3»
                **Field `throws`**

                The tricks in order: the cards as thrown, then the player who won the trick.

                **Trick 2**

                Player 1 leads. Player 1: 7♠, player 2: J♠, player 3: A♠.

                Player 3 wins it with the A♠, the highest spade with no trump thrown."#]],
        );
        check_played(
            "M1:128",
            expect![[r#"
            «M»
            **Field `summary`**

            Each player's tricks and score, in deal order: `0` (did not play), `F` a follower, `M` the main player.

            - Player 3, follower: 3 tricks; 384 in the left column
            - Player 1, main: 1 trick, failed; +128 in the middle column
            - Player 2, follower: 6 tricks; 768 in the left column

            A follower writes tricks × value (128); main writes minus the value when made, plus when failed."#]],
        );
        check_played(
            "[20",
            expect![[r#"
            «[»
            **Deal 20**

            Read as the 14-field layout the README lists, with `refa`.

            Fields: `id` `dealOrder` `cards` `bids` `main` `discarded` `contract` `accepted` `kontra` `refa` `value` `starts` `throws` `summary`."#]],
        );
    }

    #[test]
    fn fields() {
        check(
            "M3,P",
            expect![[r#"
                «M3»
                **Field `bids`**

                Each player's highest bid, in deal order: `P` pass, a contract number, `M` mine, `G` game.

                - Player 2: mine 3 (diamonds) ◀
                - Player 3: pass
                - Player 1: 3 (diamonds)

                Player 2 won the auction at 3 (diamonds)."#]],
        );
        check(
            "M7:",
            expect![[r#"
                «M»
                **Field `summary`**

                Each player's tricks and score, in deal order: `0` (did not play), `F` a follower, `M` the main player.

                - Player 2, main: 7 tricks, made; -8 in the middle column
                - Player 3, follower: 3 tricks; 24 in the left column
                - Player 1: did not play

                A follower writes tricks × value (8); main writes minus the value when made, plus when failed."#]],
        );
    }
}
