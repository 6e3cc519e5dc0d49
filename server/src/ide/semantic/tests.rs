//! Semantic colours of small documents of every format, ranges, line ends, and every corpus
//! file.

use super::*;
use crate::ide::analysis::semantic_tokens;
use crate::ide::fixture::{corpus_files, own_files, request_windows};
use expect_test::{expect, Expect};
use gamerec_grammar::parse;
use gamerec_grammar::Format;

/// One line per token: its text, kind and modifiers.
fn render(format: Format, text: &str, within: Option<TextRange>) -> String {
    let parsed = parse(format, text);
    let mut lines = String::new();
    for token in semantic_tokens(&parsed, within) {
        let modifiers: Vec<&str> = token.modifiers.iter().map(Modifier::name).collect();
        lines.push_str(&format!(
            "{:?} {} {}\n",
            &text[token.range],
            token.kind.name(),
            modifiers.join(",")
        ));
    }
    lines
}

fn check(format: Format, text: &str, expect: Expect) {
    expect.assert_eq(&render(format, text, None));
}

#[test]
fn rbn_record() {
    check(
        Format::Rbn,
        "% RBN 3.2\n\nB 7\nH S:AK.J2.T.7:Q\nA NZ:1S^1P2HX!:RPA\nC 3NX:S\nP SA2S3:HK4\n1 forcing\n{free}\n",
        expect![[r#"
            "%" comment 
            "RBN" keyword 
            " 3.2" comment 
            "B" keyword 
            "7" number 
            "H" keyword 
            "S" variable 
            "A" enumMember spades
            "K" enumMember spades
            "J" enumMember hearts
            "2" enumMember hearts
            "T" enumMember diamonds
            "7" enumMember clubs
            "Q" enumMember spades
            "A" keyword 
            "N" variable 
            "Z" enumMember 
            "1" enumMember spades,bid
            "S" enumMember spades,bid
            "^1" label 
            "P" enumMember pass
            "2" enumMember hearts,bid
            "H" enumMember hearts,bid
            "X" enumMember double
            "!" decorator 
            "R" enumMember redouble
            "P" enumMember pass
            "A" enumMember pass
            "C" keyword 
            "3" enumMember notrump
            "N" enumMember notrump
            "X" enumMember double
            "S" variable 
            "P" keyword 
            "SA" enumMember spades
            "2" enumMember spades
            "S3" enumMember spades
            "HK" enumMember hearts
            "4" enumMember hearts
            "1" label declaration
            "forcing" string 
            "{" comment 
            "free" comment 
            "}" comment 
        "#]],
    );
}

#[test]
fn rbx_record() {
    check(
        Format::Rbx,
        "%{RBX}B{7}H{N:AK}",
        expect![[r#"
            "%" comment 
            "{" comment 
            "RBX" keyword 
            "}" comment 
            "B" keyword 
            "7" number 
            "H" keyword 
            "N" variable 
            "A" enumMember spades
            "K" enumMember spades
        "#]],
    );
}

#[test]
fn pbn_game() {
    check(
        Format::Pbn,
        "% PBN 2.1\n[Board \"3\"]\n[Deal \"N:AK.Q.J.T .k..2 - -\"]\n[Contract \"4HX\"]\n\
         {a comment}\n[Auction \"S\"]\n1NT =1= Pass $2 X XX\nAP\n[Note \"1:strong\"]\n\
         [Play \"W\"]\nS2 d3 - *\n",
        expect![[r#"
            "%" comment 
            "PBN" keyword 
            "2.1" comment 
            "Board" property 
            "\"" string 
            "3" number 
            "\"" string 
            "Deal" property 
            "\"" string 
            "N" variable 
            "A" enumMember spades
            "K" enumMember spades
            "Q" enumMember hearts
            "J" enumMember diamonds
            "T" enumMember clubs
            "k" enumMember hearts
            "2" enumMember clubs
            "\"" string 
            "Contract" property 
            "\"" string 
            "4" enumMember hearts
            "H" enumMember hearts
            "X" enumMember double
            "\"" string 
            "{a comment}" comment 
            "Auction" property 
            "\"" string 
            "S" variable 
            "\"" string 
            "1NT" enumMember notrump,bid
            "=1=" label 
            "Pass" enumMember pass
            "$2" decorator 
            "X" enumMember double
            "XX" enumMember redouble
            "AP" enumMember pass
            "Note" property 
            "\"" string 
            "1" label declaration
            "strong" string 
            "\"" string 
            "Play" property 
            "\"" string 
            "W" variable 
            "\"" string 
            "S2" enumMember spades
            "d3" enumMember diamonds
            "-" enumMember 
            "*" decorator 
        "#]],
    );
}

#[test]
fn sgf_game() {
    check(
        Format::Sgf,
        "junk(;GM[1]SZ[9]PL[W]C[nice\nmove]AB[aa][bb:cc]CoPyright[me]\n;B[cc]N[x](;W[dd]LB[ee:X])(;W[]))",
        expect![[r#"
            "junk" comment 
            "GM" property 
            "1" number 
            "SZ" property 
            "9" number 
            "PL" property 
            "W" enumMember white
            "C" property 
            "nice" comment 
            "move" comment 
            "AB" property black
            "aa" variable black
            "bb" variable black
            "cc" variable black
            "CoPyright" property deprecated
            "me" string 
            "B" property black
            "cc" variable black
            "N" property 
            "x" string 
            "W" property white
            "dd" variable white
            "LB" property 
            "ee" variable 
            "X" string 
            "W" property white
        "#]],
    );
}

/// The cards of a Preferans round are one token in the tree, a card run or a trick; each card
/// is coloured on its own, by its suit, and a trick's winner as a number.
#[test]
fn preferans_round() {
    check(
        Format::Preferans,
        "[Bula 60]\n[3 123 UNWAVBHFJ4OKR7IPSGE9LQT8MC6152D3 P,P,2 2 36 2 1 0 1 8 1 751,OL1 0,F3:L24:8,M7:-8]\n",
        expect![[r#"
            "Bula" property 
            "60" string 
            "3" number 
            "1" number 
            "2" number 
            "3" number 
            "U" enumMember clubs
            "N" enumMember hearts
            "W" enumMember clubs
            "A" enumMember diamonds
            "V" enumMember clubs
            "B" enumMember diamonds
            "H" enumMember hearts
            "F" enumMember diamonds
            "J" enumMember hearts
            "4" enumMember spades
            "O" enumMember hearts
            "K" enumMember hearts
            "R" enumMember clubs
            "7" enumMember spades
            "I" enumMember hearts
            "P" enumMember clubs
            "S" enumMember clubs
            "G" enumMember diamonds
            "E" enumMember diamonds
            "9" enumMember diamonds
            "L" enumMember hearts
            "Q" enumMember clubs
            "T" enumMember clubs
            "8" enumMember spades
            "M" enumMember hearts
            "C" enumMember diamonds
            "6" enumMember spades
            "1" enumMember spades
            "5" enumMember spades
            "2" enumMember spades
            "D" enumMember diamonds
            "3" enumMember spades
            "P" enumMember 
            "P" enumMember 
            "2" enumMember 
            "2" number 
            "3" enumMember spades
            "6" enumMember spades
            "2" enumMember 
            "1" number 
            "0" number 
            "1" number 
            "8" number 
            "1" number 
            "7" enumMember spades
            "5" enumMember spades
            "1" number 
            "O" enumMember hearts
            "L" enumMember hearts
            "1" number 
            "0" number 
            "3" number 
            "24" number 
            "8" number 
            "7" number 
            "-8" number 
        "#]],
    );
}

/// A token that spans lines (a PBN comment, RBN free text) is given line by line, and
/// multi-byte text keeps its byte ranges.
#[test]
fn tokens_never_span_a_line_end() {
    check(
        Format::Pbn,
        "{first é\r\nsecond\rthird}\n[Event \"名人戦\"]\n",
        expect![[r#"
            "{first é" comment 
            "second" comment 
            "third}" comment 
            "Event" property 
            "\"" string 
            "名人戦" string 
            "\"" string 
        "#]],
    );
    check(
        Format::Rbn,
        "{one\ntwo}\n",
        expect![[r#"
            "{" comment 
            "one" comment 
            "two" comment 
            "}" comment 
        "#]],
    );
}

/// A range request gives the tokens that overlap it, with the same kinds and modifiers as the
/// whole document has there: context from outside the range (the suit of a holding, the
/// lead of a trick, the property of a value) still counts.
#[test]
fn a_range_gives_the_same_tokens_as_the_whole_document_there() {
    let documents = [
        (Format::Rbn, "B 1\nH S:AK.J2.T.7:Q\n\nB 2\nP SA2S3:4H:5\n"),
        (
            Format::Pbn,
            "[Board \"1\"]\n[Deal \"N:AK.Q.J.T - - -\"]\n\n[Board \"2\"]\n[Play \"W\"]\nS2 d3\n",
        ),
        (Format::Sgf, "(;GM[1]AB[aa][bb](;B[cc]C[x])(;W[dd]))"),
    ];
    for (format, text) in documents {
        let parsed = parse(format, text);
        let whole = semantic_tokens(&parsed, None);
        for start in 0..=text.len() {
            for end in start..=text.len().min(start + 9) {
                let (Ok(s), Ok(e)) = (TextSize::try_from(start), TextSize::try_from(end)) else {
                    continue;
                };
                let within = TextRange::new(s, e);
                let expected: Vec<SemanticToken> = whole
                    .iter()
                    .copied()
                    .filter(|token| walk::overlaps(token.range, within))
                    .collect();
                assert_eq!(
                    semantic_tokens(&parsed, Some(within)),
                    expected,
                    "{format:?} {within:?}"
                );
            }
        }
    }
}

/// A range in the middle of a long document gives the tokens there and no others.
#[test]
fn a_range_in_a_long_document_gives_only_its_tokens() {
    let record = "B 1\nH S:AK.J2.T.7:Q\n\n";
    let text = record.repeat(2_000);
    let parsed = parse(Format::Rbn, &text);
    let start = TextSize::try_from(record.len() * 1_000).unwrap_or_default();
    let within = TextRange::at(start, TextSize::from(3));
    let found = semantic_tokens(&parsed, Some(within));
    assert_eq!(found.len(), 2, "{found:?}");
}

fn assert_sound(text: &str, tokens: &[SemanticToken], what: &str) {
    let mut last_end = TextSize::from(0);
    for token in tokens {
        assert!(token.range.start() >= last_end, "{what}: out of order");
        assert!(!token.range.is_empty(), "{what}: empty token");
        let piece = text.get(token.range.start().into()..token.range.end().into());
        let piece = piece.unwrap_or_else(|| panic!("{what}: {:?} not in the text", token.range));
        assert!(!piece.contains(['\n', '\r']), "{what}: spans a line end");
        last_end = token.range.end();
    }
}

/// The whole document and windows of it (see `windows`): tokens in order, inside the text, on one line, and
/// each slice's tokens the whole document's there.
fn check_document(format: Format, text: &str, what: &str) {
    let parsed = parse(format, text);
    let whole = semantic_tokens(&parsed, None);
    assert_sound(text, &whole, what);
    for (start, len) in request_windows(text) {
        let (Ok(s), Ok(len)) = (TextSize::try_from(start), TextSize::try_from(len)) else {
            continue;
        };
        let within = TextRange::at(s, len);
        let part = semantic_tokens(&parsed, Some(within));
        assert_sound(text, &part, what);
        let expected: Vec<SemanticToken> = whole
            .iter()
            .copied()
            .filter(|token| walk::overlaps(token.range, within))
            .collect();
        assert_eq!(part, expected, "{what} {within:?}");
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

#[test]
fn generated_documents() {
    for (format, text) in [
        (Format::Pbn, crate::generate::pbn(32 * 1024)),
        (Format::Rbn, crate::generate::rbn(32 * 1024)),
        (Format::Rbx, crate::generate::rbx(32 * 1024)),
        (Format::Sgf, crate::generate::sgf(32 * 1024)),
    ] {
        check_document(format, &text, &format!("generated {format:?}"));
    }
}

proptest::proptest! {
    /// Arbitrary text in every format: sound tokens, never a panic.
    #[test]
    fn arbitrary_text(text in "[ -~\n\r{}\\[\\]é名;:.%^=$!?]{0,200}") {
        for format in Format::ALL {
            let parsed = parse(format, &text);
            assert_sound(&text, &semantic_tokens(&parsed, None), "arbitrary");
        }
    }
}
