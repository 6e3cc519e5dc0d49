//! A near miss for every Pinochle code: the catalogue's example of the code, changed as little
//! as its fix asks, no longer gives the code. The catalogue's test shows that each example gives
//! its code; the codes whose example is not run have fixtures of their own here.

use crate::ide::analysis::diagnostics;
use crate::ide::codes::{known_codes, CATALOGUE};
use gamerec_grammar::{parse, Format};

/// A code and the edits (`from` replaced by `to`, once each) that turn its catalogue example
/// into a near miss.
type NearMiss = (&'static str, &'static [(&'static str, &'static str)]);

/// The four hands of a legal double-deck deal, East first.
const FULL_DEAL: &str = "TTKKQQJ.AATKKQJ.AQ.AQQJ AJ.ATQQJ.ATKQ.AAATTKQJJ \
                         AAQQJJ.ATKJ.ATKKKQJJJ.T ATTKK.TKQJ.ATTQJ.TKKKQJ";

const NEAR_MISSES: &[NearMiss] = &[
    (
        "pinochle/unexpected",
        &[("junk before any tag", "{junk before any tag}")],
    ),
    ("pinochle/header-syntax", &[("%PPN1.0", "% PPN 1.0")]),
    (
        "pinochle/tag-syntax",
        &[
            ("unquoted value]", "\"unquoted value\"]"),
            ("2015.08.31\"\n", "2015.08.31\"]\n"),
        ],
    ),
    (
        "pinochle/prefix-syntax",
        &[("@Q.1", "@P.1"), ("@P=", "@P-=")],
    ),
    (
        "pinochle/card-syntax",
        &[("ATX.QQ.AQ TKJ", "AT.QQ.AQ.TKJ"), ("HZ", "HQ")],
    ),
    ("pinochle/value-syntax", &[("\"Q\"", "\"N\""), ("abc", "7")]),
    ("pinochle/section-syntax", &[("CA CX (S)", "CA CK (S2)")]),
    (
        "pinochle/missing-header",
        &[("[Site", "% PPN 1.0\n% IMPORT\n\n[Site")],
    ),
    (
        "pinochle/misplaced-header",
        &[("% EXPORT\n% PPN 1.0", "% PPN 1.0\n% EXPORT")],
    ),
    ("pinochle/missing-export-tags", &[("% EXPORT", "% IMPORT")]),
    (
        "pinochle/export-tag-order",
        &[(
            "[Date \"2015.08.31\"]\n[Site \"GamingSafari.com\"]",
            "[Site \"GamingSafari.com\"]\n[Date \"2015.08.31\"]",
        )],
    ),
    ("pinochle/prefix-not-allowed", &[("[Contract", "[Note")]),
    ("pinochle/prefix-ends-before-start", &[("@R-D=", "@D-R=")]),
    ("pinochle/bad-value", &[("\"Hearts\"", "\"H\"")]),
    ("pinochle/team-count", &[("12:30:7", "12:30")]),
    (
        "pinochle/seat-not-at-table",
        &[("[Dealer \"E\"]", "[Dealer \"SE\"]")],
    ),
    (
        "pinochle/deal-hand-count",
        &[("K...\"", "K... Q... J...\"")],
    ),
    (
        "pinochle/deal-first-seat",
        &[("[Dealer \"N\"]", "[Dealer \"W\"]")],
    ),
    ("pinochle/hand-size", &[("A... K... Q... J...", FULL_DEAL)]),
    ("pinochle/too-many-copies", &[("AAAAA...", "AAAA...")]),
    ("pinochle/bid-not-higher", &[("51 50", "51 52")]),
    ("pinochle/auction-turn", &[("Pass 65 70 -", "- 65 70 Pass")]),
    (
        "pinochle/call-after-auction",
        &[("Pass 52 Pass Pass 60", "Pass 52 Pass Pass")],
    ),
    (
        "pinochle/auction-first-seat",
        &[("[Auction \"S\"]", "[Auction \"E\"]")],
    ),
    ("pinochle/contract-mismatch", &[("\"60\"", "\"52\"")]),
    (
        "pinochle/declarer-mismatch",
        &[("[Declarer \"N\"]", "[Declarer \"S\"]")],
    ),
    ("pinochle/card-not-held", &[("CK CK DA", "CA CK DA")]),
    ("pinochle/revoke", &[("CA DK", "CA CK")]),
    (
        "pinochle/did-not-beat",
        &[("CJ CJ DA SA (W2)", "CJ CA DA SA (W3)")],
    ),
    (
        "pinochle/did-not-trump",
        &[("CA CK DA HA (N4)", "CA CK DA SA (W4)")],
    ),
    ("pinochle/wrong-trick-winner", &[("(N4)", "(W4)")]),
    ("pinochle/wrong-trick-points", &[("(W3)", "(W4)")]),
    (
        "pinochle/holding-mismatch",
        &[("[Holding \"N:K... A...", "[Holding \"N:A... K...")],
    ),
    ("pinochle/meld-count", &[(".J..(0)\"", ".J..(0) (0)\"")]),
    (
        "pinochle/meld-not-held",
        &[("[Deal \"N:A...", "[Deal \"N:..KQ.")],
    ),
    ("pinochle/meld-points", &[("(4)", "(2)")]),
    ("pinochle/meld-scores-mismatch", &[("3:0", "2:0")]),
    ("pinochle/result-mismatch", &[("\"Set\"", "\"Saved\"")]),
    ("pinochle/hand-scores-mismatch", &[("50:10", "60:10")]),
    ("pinochle/game-scores-carried", &[("\"50:0\"", "\"50:20\"")]),
    (
        "pinochle/inherit-without-previous",
        &[("[Site \"#\"]", "[Site \"x\"]\n\n[Site \"#\"]")],
    ),
    ("pinochle/after-termination", &[("CA * CK", "CA CK *")]),
    (
        "pinochle/termination-unexplained",
        &[(
            "[Result \"*\"]",
            "[Termination \"W:Time out\"]\n[Result \"*\"]",
        )],
    ),
    ("pinochle/prefix-number", &[("P.21.1", "P.20.1")]),
    (
        "pinochle/notation-undecided",
        &[("[Bula", "% PPN 1.0\n% IMPORT\n\n[Bula")],
    ),
];

/// The codes whose catalogue example is not run, each with a fixture and near miss of its own:
/// below, or for the line length in `tests.rs`.
const OWN_FIXTURES: [&str; 4] = [
    "pinochle/guessed-encoding",
    "pinochle/line-too-long",
    "pinochle/play-scores-mismatch",
    "pinochle/undecodable",
];

/// The first `text` block of the catalogue's entry for `code`.
fn catalogue_example(code: &str) -> &'static str {
    let heading = format!("\n### `{code}`\n");
    let entry = CATALOGUE
        .split_once(heading.as_str())
        .map(|(_, rest)| rest.split("\n### ").next().unwrap_or(rest))
        .unwrap_or_else(|| panic!("the catalogue has no entry for {code}"));
    entry
        .split_once("```text\n")
        .and_then(|(_, rest)| rest.split_once("```"))
        .map(|(example, _)| example)
        .unwrap_or_else(|| panic!("the entry for {code} has no example"))
}

fn gives(text: &str, code: &str) -> bool {
    diagnostics(&parse(Format::Pinochle, text))
        .iter()
        .any(|diagnostic| diagnostic.code == code)
}

#[test]
fn every_code_has_a_near_miss() {
    let mut covered: Vec<&str> = NEAR_MISSES.iter().map(|(code, _)| *code).collect();
    covered.extend(OWN_FIXTURES);
    let missing: Vec<&str> = known_codes()
        .iter()
        .copied()
        .filter(|code| code.starts_with("pinochle/") && !covered.contains(code))
        .collect();
    assert!(missing.is_empty(), "no near miss for {missing:?}");
    for code in &covered {
        assert!(
            crate::ide::codes::is_known_code(code),
            "{code} is not a code"
        );
        let times = covered.iter().filter(|other| *other == code).count();
        assert_eq!(times, 1, "{code} has {times} near misses");
    }
}

#[test]
fn each_near_miss_is_clean_of_its_code() {
    let mut wrong = Vec::new();
    for (code, edits) in NEAR_MISSES {
        let example = catalogue_example(code);
        if !gives(example, code) {
            wrong.push(format!("the example of {code} does not give it"));
            continue;
        }
        let mut near = example.to_owned();
        for (from, to) in *edits {
            assert!(near.contains(from), "the example of {code} has no {from:?}");
            near = near.replacen(from, to, 1);
        }
        if gives(&near, code) {
            wrong.push(format!("the near miss of {code} still gives it:\n{near}"));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn play_scores_agree_with_the_tricks_taken() {
    let path = gamerec_tiers::workspace_root().join("docs/examples/pinochle/club-evening.ppn");
    let example = std::fs::read_to_string(path).expect("the example hand");
    let written = "[PlayScores \"20:30\"]";
    assert!(example.contains(written));
    assert!(!gives(&example, "pinochle/play-scores-mismatch"));
    let wrong = example.replacen(written, "[PlayScores \"21:29\"]", 1);
    assert!(gives(&wrong, "pinochle/play-scores-mismatch"));
}

#[test]
fn bytes_that_are_not_the_files_encoding_are_undecodable() {
    let code = |bytes: &[u8]| {
        crate::decode::decode(bytes, Format::Pinochle)
            .diagnostic
            .map(|diagnostic| diagnostic.code)
    };
    let bom = b"\xEF\xBB\xBF% PPN 1.0\n% IMPORT\n[Site \"Valley City\"]\n";
    assert_eq!(code(bom), None);
    let broken = b"\xEF\xBB\xBF% PPN 1.0\n% IMPORT\n[Site \"Valley \xFF City\"]\n";
    assert_eq!(code(broken), Some("pinochle/undecodable"));
}

#[test]
fn bytes_of_another_code_page_are_guessed_and_said_to_be() {
    let decoded = |bytes: &[u8]| crate::decode::decode(bytes, Format::Pinochle);
    // windows-1251: `Клуб «Пинокль», Москва, вторник`.
    let russian = b"% PPN 1.0\n% IMPORT\n[Site \"\xca\xeb\xf3\xe1 \xab\xcf\xe8\xed\xee\xea\xeb\xfc\xbb, \xcc\xee\xf1\xea\xe2\xe0, \xe2\xf2\xee\xf0\xed\xe8\xea\"]\n";
    let read = decoded(russian);
    assert!(
        read.text.contains("Клуб «Пинокль», Москва"),
        "{}",
        read.text
    );
    assert_eq!(
        read.diagnostic.map(|diagnostic| diagnostic.code),
        Some("pinochle/guessed-encoding")
    );
    let latin = b"% PPN 1.0\n% IMPORT\n[Site \"Caf\xe9 Pinochle, Z\xfcrich\"]\n";
    assert_eq!(decoded(latin).diagnostic, None);
}
