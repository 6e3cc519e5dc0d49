//! Inlay hints of small documents, shown in their text as `⟨label⟩`, ranges, and the corpus.

use super::*;
use crate::ide::analysis::inlay_hints;
use crate::ide::fixture::{corpus_files, own_files, request_windows};
use expect_test::{expect, Expect};
use gamerec_grammar::parse;
use gamerec_grammar::Format;

fn whole(text: &str) -> TextRange {
    TextRange::up_to(TextSize::try_from(text.len()).unwrap_or_default())
}

/// The text with each hint's label written in at its offset.
fn render(format: Format, text: &str, within: TextRange) -> String {
    let parsed = parse(format, text);
    let mut shown = String::new();
    let mut last = 0;
    for hint in inlay_hints(&parsed, within) {
        let at = usize::from(hint.offset);
        shown.push_str(&text[last..at]);
        shown.push_str(&format!("⟨{}⟩", hint.label));
        last = at;
    }
    shown.push_str(&text[last..]);
    shown
}

fn check(format: Format, text: &str, expect: Expect) {
    expect.assert_eq(&render(format, text, whole(text)));
}

#[test]
fn rbn_points_board_and_tricks() {
    check(
        Format::Rbn,
        "B 5\nH S:AKQ.J2.T98.76543:32.A.AKQJ2.AKQJT:JT98.KQT9.765.98:\nP SAS2S3S4:H2-~.:\n\n\
         B 6\nA NZ:P\nH N:Kxx.?:-\n\nB 7\nA E:P\n",
        expect![[r#"
            B 5⟨dealer N, NS vul⟩
            H S:AKQ.J2.T98.76543⟨10 HCP⟩:32.A.AKQJ2.AKQJT⟨24 HCP⟩:JT98.KQT9.765.98⟨6 HCP⟩:⟨0 HCP⟩
            P ⟨1⟩SAS2S3S4:⟨2⟩H2-~.:

            B 6
            A NZ:P
            H N:Kxx.?⟨3 HCP⟩:-

            B 7⟨all vul⟩
            A E:P
        "#]],
    );
}

#[test]
fn preferans_cards_contract_and_tricks() {
    check(
        Format::Preferans,
        "[Bula 60]\n\n[20 312 E8PD4QRFJOKCV79SB63G25AHUWMINT1L P,M4,4 1 KG 4 8 0 8 3 \
         4721,1583,OLI3 F3:L24,M1:8,F6:L48]\n[21 123 1BDHM27WQK4CEIN3FVRJS5LP8GU6AOT9 P,P,P]\n",
        expect![[r#"
            [Bula 60]

            [20 312 E8PD4QRFJO⟨♠A10 ♦KQJ ♥A9 ♣987⟩KCV79SB63G⟨♠KQ9 ♦A1097 ♥10 ♣K10⟩25AHUWMINT⟨♠J8 ♦8 ♥KQ87 ♣AQJ⟩1L⟨♠7 ♥J⟩ P,M4,4 1 KG 4⟨hearts⟩ 8 0 8 3 4721⟨10♠ K♠ 8♠⟩,1583⟨7♠ J♠ A♠⟩,OLI3⟨A♥ J♥ 8♥⟩ F3:L24,M1:8,F6:L48]
            [21 123 1BDHM27WQK⟨♠K87 ♦J9 ♥Q107 ♣A8⟩4CEIN3FVRJ⟨♠109 ♦KQ10 ♥K98 ♣K9⟩S5LP8GU6AO⟨♠AQJ ♦A8 ♥AJ ♣Q107⟩T9⟨♦7 ♣J⟩ P,P,P]
        "#]],
    );
}

#[test]
fn pinochle_tricks_and_running_play_score() {
    check(
        Format::Pinochle,
        "[Dealer \"W\"]\n[Trump \"S\"]\n[Deal \"N:AK... .A.T. ..AK. T...A\"]\n[Play \"N\"]\n\
         CA ST SA CT (S4)\nSK HA *\n",
        expect![[r#"
            [Dealer "W"]
            [Trump "S"]
            [Deal "N:AK... .A.T. ..AK. T...A"]
            [Play "N"]
            ⟨1⟩CA ST SA CT (S4)⟨Σ 4:0⟩
            SK HA *
        "#]],
    );
}

#[test]
fn rbx_board() {
    check(
        Format::Rbx,
        "B{12}H{N:AK.Q}",
        expect!["B{12}⟨dealer W, NS vul⟩H{N:AK.Q⟨9 HCP⟩}"],
    );
}

#[test]
fn pbn_points_board_and_tricks() {
    check(
        Format::Pbn,
        "[Board \"2\"]\n[Vulnerable \"?\"]\n[Deal \"N:AK.Q.J.T - - -\"]\n[Play \"W\"]\n\
         S2 SA S3 S4\nH2 - - -\nD2\n\n[Board \"3\"]\n[Dealer \"S\"]\n[Vulnerable \"EW\"]\n",
        expect![[r#"
            [Board "2"]⟨dealer E, NS vul⟩
            [Vulnerable "?"]
            [Deal "N:AK.Q.J.T⟨10 HCP⟩ - - -"]
            [Play "W"]
            ⟨1⟩S2 SA S3 S4
            ⟨2⟩H2 - - -
            ⟨3⟩D2

            [Board "3"]
            [Dealer "S"]
            [Vulnerable "EW"]
        "#]],
    );
}

#[test]
fn sgf_move_numbers_in_every_variation() {
    check(
        Format::Sgf,
        "(;GM[1];B[aa];W[bb](;B[cc];W[]MN[10];B[dd])(;AB[ee];B[ff]))(;W[aa])",
        expect!["(;GM[1];⟨1⟩B[aa];⟨2⟩W[bb](;⟨3⟩B[cc];⟨10⟩W[]MN[10];⟨11⟩B[dd])(;AB[ee];⟨3⟩B[ff]))(;⟨1⟩W[aa])"],
    );
}

/// Only the hints inside the range, with the numbers the whole document gives them.
#[test]
fn a_range_gives_the_hints_inside_it() {
    let documents = [
        (Format::Rbn, "B 1\nH S:AK.J2.T.7:Q\n\nB 2\nP SA2S3:H4:5\n"),
        (
            Format::Pbn,
            "[Board \"1\"]\n[Deal \"N:AK.Q.J.T - - -\"]\n\n[Board \"2\"]\n[Play \"W\"]\nS2 - - -\nD3\n",
        ),
        (
            Format::Sgf,
            "(;GM[1];B[aa](;W[cc];B[dd])(;W[ee];B[ff];W[gg]))",
        ),
    ];
    for (format, text) in documents {
        let parsed = parse(format, text);
        let all = inlay_hints(&parsed, whole(text));
        for start in 0..=text.len() {
            for end in start..=text.len() {
                let (Ok(s), Ok(e)) = (TextSize::try_from(start), TextSize::try_from(end)) else {
                    continue;
                };
                let within = TextRange::new(s, e);
                let expected: Vec<InlayHint> = all
                    .iter()
                    .filter(|hint| within.contains_inclusive(hint.offset))
                    .cloned()
                    .collect();
                assert_eq!(
                    inlay_hints(&parsed, within),
                    expected,
                    "{format:?} {within:?}"
                );
            }
        }
    }
}

/// The whole document and windows of it (see `windows`): hints in order, at character boundaries inside
/// the range, and each slice's hints the whole document's there.
fn check_document(format: Format, text: &str, what: &str) {
    let parsed = parse(format, text);
    let all = inlay_hints(&parsed, whole(text));
    for (start, len) in request_windows(text) {
        let (Ok(s), Ok(len)) = (TextSize::try_from(start), TextSize::try_from(len)) else {
            continue;
        };
        let within = TextRange::at(s, len);
        let hints = inlay_hints(&parsed, within);
        for pair in hints.windows(2) {
            assert!(pair[0].offset <= pair[1].offset, "{what}");
        }
        for hint in &hints {
            assert!(text.is_char_boundary(usize::from(hint.offset)), "{what}");
        }
        let expected: Vec<InlayHint> = all
            .iter()
            .filter(|hint| within.contains_inclusive(hint.offset))
            .cloned()
            .collect();
        assert_eq!(hints, expected, "{what} {within:?}");
    }
}

#[test]
fn corpus_never_panics() {
    let Some(files) = corpus_files(&["rbn", "pbn", "sgf"]) else {
        return;
    };
    for file in files {
        check_document(file.format, &file.text, &file.name);
    }
}

#[test]
fn example_files_never_panic() {
    for file in own_files() {
        check_document(file.format, &file.text, &file.name);
    }
}

/// Generated documents: every board has its points, board facts and tricks; every move its
/// number.
#[test]
fn generated_documents() {
    for (format, text) in [
        (Format::Pbn, crate::generate::pbn(32 * 1024)),
        (Format::Rbn, crate::generate::rbn(32 * 1024)),
        (Format::Rbx, crate::generate::rbx(32 * 1024)),
        (Format::Sgf, crate::generate::sgf(32 * 1024)),
        (Format::Preferans, crate::generate::preferans(32 * 1024)),
        (Format::Pinochle, crate::generate::pinochle(32 * 1024)),
    ] {
        check_document(format, &text, &format!("generated {format:?}"));
        let parsed = parse(format, &text);
        let all = inlay_hints(&parsed, whole(&text));
        let kinds: std::collections::HashSet<HintKind> = all.iter().map(|hint| hint.kind).collect();
        let expected: &[HintKind] = match format {
            Format::Sgf => &[HintKind::Move],
            Format::Preferans => &[HintKind::Cards, HintKind::Name],
            Format::Pinochle => &[HintKind::Trick, HintKind::Score],
            _ => &[HintKind::Points, HintKind::Trick],
        };
        for kind in expected {
            assert!(kinds.contains(kind), "{format:?}: no {kind:?} hints");
        }
    }
}

proptest::proptest! {
    /// Arbitrary text in every format: hints inside the text, never a panic.
    #[test]
    fn arbitrary_text(text in "[ -~\n\r{}\\[\\]é;:.%]{0,200}") {
        for format in Format::ALL {
            let parsed = parse(format, &text);
            for hint in inlay_hints(&parsed, whole(&text)) {
                proptest::prop_assert!(text.is_char_boundary(usize::from(hint.offset)));
            }
        }
    }
}
