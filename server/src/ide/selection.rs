//! Selection ranges: from the token at a position outwards through the syntax tree (a card,
//! its suit, the hand, the deal, the label, the record, the document), each step strictly
//! larger than the one before. Inside a PBN tag value or an SGF property value, the text
//! between the quotes or brackets is a step of its own.

use super::hover::token::token_at;
use gamerec_grammar::SyntaxKind::*;
use gamerec_grammar::{NodeOrToken, Parse, SyntaxKind, SyntaxNode, TextRange, TextSize};

/// The ranges around `offset`, innermost first, ending with the whole document. Empty when the
/// offset lies past the end of the text.
pub fn selection_ranges(parse: &Parse, offset: TextSize) -> Vec<TextRange> {
    let root = parse.syntax();
    if offset > root.text_range().end() {
        return Vec::new();
    }
    let Some(token) = token_at(&root, offset) else {
        return vec![root.text_range()];
    };
    let mut ranges = Vec::new();
    let add = |range: TextRange, ranges: &mut Vec<TextRange>| {
        if ranges
            .last()
            .is_none_or(|last| range.contains_range(*last) && range != *last)
        {
            ranges.push(range);
        }
    };
    // A run of cards or plays gives its own steps in place of the token's range, which is
    // a stretch of hands or tricks that means nothing of its own.
    let inside = steps_inside_run(
        token.kind(),
        token.text(),
        token.text_range().start(),
        offset,
    );
    if inside.is_empty() {
        add(token.text_range(), &mut ranges);
    }
    for range in inside {
        add(range, &mut ranges);
    }
    for node in token.parent_ancestors() {
        if let Some(inner) = between_delimiters(&node) {
            add(inner, &mut ranges);
        }
        add(node.text_range(), &mut ranges);
    }
    ranges
}

/// The steps inside a token that holds a run of cards or plays, innermost first: the card or
/// play at `offset`, its suit (in a hand) and its hand or trick.
fn steps_inside_run(
    kind: SyntaxKind,
    text: &str,
    start: TextSize,
    offset: TextSize,
) -> Vec<TextRange> {
    let Some(within) = offset.checked_sub(start).map(usize::from) else {
        return Vec::new();
    };
    // At the token's end, its last character.
    let mut at = within.min(text.len().saturating_sub(1));
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    let Some(c) = text.get(at..).and_then(|rest| rest.chars().next()) else {
        return Vec::new();
    };
    let range = |from: usize, to: usize| {
        let size = |offset: usize| start + TextSize::try_from(offset).unwrap_or_default();
        TextRange::new(size(from), size(to))
    };
    // The stretch around `at` between characters of `stops`; `with_stop` keeps the stop that
    // opens it.
    let stretch = |stops: &[char], with_stop: bool| {
        let opening = text.get(..at).and_then(|before| before.rfind(stops));
        let from = match opening {
            Some(stop) if with_stop => stop,
            Some(stop) => stop + 1,
            None => 0,
        };
        let from = if with_stop && stops.contains(&c) {
            at
        } else {
            from
        };
        let to = text
            .get(at + c.len_utf8()..)
            .and_then(|after| after.find(stops))
            .map_or(text.len(), |stop| at + c.len_utf8() + stop);
        range(from, to)
    };
    let character = range(at, at + c.len_utf8());
    match kind {
        RBN_HAND_RUN | PBN_CARD_RUN if matches!(c, '.' | ':' | ';') => {
            vec![character, stretch(&[':', ';'], true)]
        }
        RBN_HAND_RUN | PBN_CARD_RUN => vec![
            character,
            stretch(&['.', ':', ';'], false),
            stretch(&[':', ';'], true),
        ],
        RBN_PLAY_RUN => {
            let play = gamerec_grammar::rbn::play_pieces(text)
                .find(|(_, piece)| piece.contains(&at))
                .map_or(character, |(_, piece)| range(piece.start, piece.end));
            let trick = if matches!(c, ':' | ';') {
                character
            } else {
                stretch(&[':', ';'], false)
            };
            vec![play, trick]
        }
        PBN_AUCTION_RUN | PBN_PLAY_RUN => {
            let piece = gamerec_grammar::pbn::run_pieces(kind, text)
                .find(|(_, piece)| piece.contains(&at))
                .map_or(character, |(_, piece)| range(piece.start, piece.end));
            let word = stretch(&[' ', '\t', '\u{b}', '\u{c}', '\r', '\n'], false);
            vec![piece, word, stretch(&['\r', '\n'], false)]
        }
        PREF_CARD_RUN | PREF_TRICK => vec![character],
        PREF_TRICK_RUN => vec![character, stretch(&[','], false)],
        PIN_TRICK_RUN => {
            let piece = gamerec_grammar::pinochle::trick_pieces(text)
                .find(|(_, piece)| piece.contains(&at))
                .map_or(character, |(_, piece)| range(piece.start, piece.end));
            vec![piece, stretch(&[' ', '\t'], false)]
        }
        _ => Vec::new(),
    }
}

/// The text inside the quotes of a PBN value or the brackets of an SGF value.
fn between_delimiters(node: &SyntaxNode) -> Option<TextRange> {
    let (open, close) = match node.kind() {
        PBN_TAG_VALUE | PBN_STRING => (PBN_QUOTE, PBN_QUOTE),
        SGF_PROP_VALUE => (SGF_L_BRACKET, SGF_R_BRACKET),
        _ => return None,
    };
    let first = node
        .first_child_or_token()
        .and_then(NodeOrToken::into_token)?;
    let last = node
        .last_child_or_token()
        .and_then(NodeOrToken::into_token)?;
    if first.kind() != open || last.kind() != close || first == last {
        return None;
    }
    Some(TextRange::new(
        first.text_range().end(),
        last.text_range().start(),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ide::fixture::{corpus_files, own_files, parse_at, TestFile};
    use expect_test::{expect, Expect};
    use gamerec_grammar::Format;

    fn check(format: Format, fixture: &str, expected: Expect) {
        let (parsed, offset) = parse_at(format, fixture);
        let text = parsed.syntax().to_string();
        let steps: Vec<String> = selection_ranges(&parsed, offset)
            .into_iter()
            .map(|range| {
                format!(
                    "{:?}",
                    text.get(std::ops::Range::<usize>::from(range))
                        .unwrap_or("?")
                )
            })
            .collect();
        expected.assert_eq(&steps.join("\n"));
    }

    #[test]
    fn rbn_card() {
        check(
            Format::Rbn,
            "% RBN\n\nB 1\nH W:A‸8765.QT.K9.AT87:::\nC 4S:S\n",
            expect![[r#"
                "8"
                "A8765"
                ":A8765.QT.K9.AT87"
                "W:A8765.QT.K9.AT87:::"
                "H W:A8765.QT.K9.AT87:::"
                "B 1\nH W:A8765.QT.K9.AT87:::\nC 4S:S\n"
                "% RBN\n\nB 1\nH W:A8765.QT.K9.AT87:::\nC 4S:S\n""#]],
        );
    }

    #[test]
    fn rbn_play_and_pbn_card() {
        check(
            Format::Rbn,
            "B 1\nP S638T:C4‸J57:SK\n",
            expect![[r#"
                "J"
                "C4J57"
                "P S638T:C4J57:SK"
                "B 1\nP S638T:C4J57:SK\n""#]],
        );
        check(
            Format::Pbn,
            "[Deal \"N:AK.Q‸J.. - - -\"]\n",
            expect![[r#"
                "J"
                "QJ"
                "AK.QJ.."
                "N:AK.QJ.. - - -"
                "\"N:AK.QJ.. - - -\""
                "[Deal \"N:AK.QJ.. - - -\"]"
                "[Deal \"N:AK.QJ.. - - -\"]\n""#]],
        );
        check(
            Format::Preferans,
            "[Bula 60]\n[Refe 2]\n[Player1 ana]\n[Player2 bora]\n[Player3 ceca]\n\n[1 231 6F9LAU‸WOB5PH2DTMKV1N7RC8SQ4JIGE3 P,P,P]\n",
            expect![[r#"
                "W"
                "6F9LAUWOB5PH2DTMKV1N7RC8SQ4JIGE3"
                "[1 231 6F9LAUWOB5PH2DTMKV1N7RC8SQ4JIGE3 P,P,P]"
                "[Bula 60]\n[Refe 2]\n[Player1 ana]\n[Player2 bora]\n[Player3 ceca]\n\n[1 231 6F9LAUWOB5PH2DTMKV1N7RC8SQ4JIGE3 P,P,P]"
                "[Bula 60]\n[Refe 2]\n[Player1 ana]\n[Player2 bora]\n[Player3 ceca]\n\n[1 231 6F9LAUWOB5PH2DTMKV1N7RC8SQ4JIGE3 P,P,P]\n""#]],
        );
    }

    #[test]
    fn pbn_call_and_card() {
        check(
            Format::Pbn,
            "[Auction \"N\"]\n1D Pass 1H!‸=1= Pass\nPass Pass\n",
            expect![[r#"
                "=1="
                "1H!=1="
                "1D Pass 1H!=1= Pass"
                "[Auction \"N\"]\n1D Pass 1H!=1= Pass\nPass Pass\n""#]],
        );
        check(
            Format::Pbn,
            "[Play \"W\"]\nS6 S3 S8 ST\nCJ C‸5 C7 C4\n",
            expect![[r#"
                "C5"
                "CJ C5 C7 C4"
                "[Play \"W\"]\nS6 S3 S8 ST\nCJ C5 C7 C4\n""#]],
        );
    }

    #[test]
    fn preferans_trick() {
        check(
            Format::Preferans,
            "[1 231 1BDHM27WQK4CEIN3FVRJS5LP8GU6AOT9 M3,P,3 2 AR 4 3 I3 8 2 2A12,M‸9B2 M7:-8,F3:L24,0]\n",
            expect![[r#"
                "9"
                "M9B2"
                "2A12,M9B2"
                "[1 231 1BDHM27WQK4CEIN3FVRJS5LP8GU6AOT9 M3,P,3 2 AR 4 3 I3 8 2 2A12,M9B2 M7:-8,F3:L24,0]"
                "[1 231 1BDHM27WQK4CEIN3FVRJS5LP8GU6AOT9 M3,P,3 2 AR 4 3 I3 8 2 2A12,M9B2 M7:-8,F3:L24,0]\n""#]],
        );
    }

    #[test]
    fn pinochle_trick() {
        check(
            Format::Pinochle,
            "[Play \"W\"]\nSJ SA SQ SK (N‸W2)\n",
            expect![[r#"
                "NW"
                "(NW2)"
                "SJ SA SQ SK (NW2)"
                "\nSJ SA SQ SK (NW2)"
                "[Play \"W\"]\nSJ SA SQ SK (NW2)"
                "[Play \"W\"]\nSJ SA SQ SK (NW2)\n""#]],
        );
    }

    #[test]
    fn pbn_value() {
        check(
            Format::Pbn,
            "[Board \"1\"]\n[Event \"Spring ‸Cup\"]\n",
            expect![[r#"
            "Spring Cup"
            "\"Spring Cup\""
            "[Event \"Spring Cup\"]"
            "[Board \"1\"]\n[Event \"Spring Cup\"]\n""#]],
        );
    }

    #[test]
    fn sgf_point_in_a_variation() {
        check(
            Format::Sgf,
            "(;GM[1];B[aa](;W[b‸b])(;W[cc]))\n",
            expect![[r#"
            "bb"
            "[bb]"
            "W[bb]"
            ";W[bb]"
            "(;W[bb])"
            "(;GM[1];B[aa](;W[bb])(;W[cc]))"
            "(;GM[1];B[aa](;W[bb])(;W[cc]))\n""#]],
        );
    }

    #[test]
    fn past_the_end_and_empty() {
        let parsed = gamerec_grammar::parse(Format::Sgf, "(;)");
        assert_eq!(selection_ranges(&parsed, 4.into()), Vec::<TextRange>::new());
        let empty = gamerec_grammar::parse(Format::Pbn, "");
        assert_eq!(selection_ranges(&empty, 0.into()).len(), 1);
    }

    /// Each step contains the one before, at sampled offsets of every file.
    fn assert_steps_grow(files: &[TestFile]) {
        for file in files {
            let parsed = gamerec_grammar::parse(file.format, &file.text);
            let step = (file.text.len() / 500).max(1);
            for offset in (0..=file.text.len()).step_by(step) {
                let offset = TextSize::try_from(offset).unwrap_or_default();
                let ranges = selection_ranges(&parsed, offset);
                for pair in ranges.windows(2) {
                    assert!(
                        pair[1].contains_range(pair[0]) && pair[1] != pair[0],
                        "{}",
                        file.name
                    );
                }
                assert_eq!(
                    ranges.last().map(|range| usize::from(range.len())),
                    Some(file.text.len())
                );
            }
        }
    }

    #[test]
    fn example_steps_grow() {
        assert_steps_grow(&own_files());
    }

    #[test]
    fn corpus_steps_grow() {
        let Some(files) = corpus_files(&["rbn", "pbn", "sgf"]) else {
            return;
        };
        assert_steps_grow(&files);
    }
}
