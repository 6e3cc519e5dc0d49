//! Property tests: the Preferans PPN parser keeps every byte and never panics, for arbitrary
//! text, for text built from the pieces PPN is made of, and for valid documents cut, spliced
//! and overwritten at random.

use gamerec_grammar::{preferans, SyntaxNode, TextSize};
use proptest::prelude::*;

/// Pieces of PPN: punctuation, tag names, field words, cards, bids, scores, line ends.
const PIECES: &[&str] = &[
    "[",
    "]",
    "\"",
    "\\",
    "{",
    "}",
    ";",
    "%",
    ",",
    ":",
    "-",
    ".",
    " ",
    "  ",
    "\t",
    "\n",
    "\r\n",
    "\r",
    "\n\n",
    "Bula",
    "Refe",
    "Player1",
    "Result3",
    "Place2",
    "Date",
    "\"Novi Sad\"",
    "0",
    "1",
    "2",
    "3",
    "8",
    "12",
    "231",
    "1BDHM27WQK",
    "4CEIN3FVRJ",
    "S5LP8GU6AO",
    "T9",
    "XX",
    "P",
    "G",
    "G4",
    "M3",
    "P,P,P",
    "K3",
    "I2",
    "2A12",
    "M9B3",
    "F3:L24",
    "F1:R20:20",
    "M7:-8",
    "1.",
    "...",
    "é",
    "\u{0}",
    "\u{feff}",
];

/// A valid document: tags, a 13-field round, a passed-out round and a 14-field round.
const VALID: &str = "[Bula 60]\n[Refe 2]\n[Player1 ana]\n[Location \"Novi Sad\"]\n\n\
[1 123 TAKBU68N1F9GOPMEQS7HRJC4I32WD5VL P,2,M2 3 I3 2 8 0 4 1 1HP1,5VL3,2W73 F4:L16,F2:R8,M4:20]\n\
[2 231 D3BGOFVH1KPC9UL7M6NQJWTREA5SI284 P,P,P]\n\
[3 312 VDO51I4KRS79E2MLFBGHWJ3TPN6Q8ACU G,G5,P 2 XX G5 3 K3 1 28 1 5QS2,KMN1 0,M6:-28,F4:L56]\n";

fn check(text: &str) {
    let (green, errors) = preferans::parse_green(text);
    assert_eq!(SyntaxNode::new_root(green).to_string(), text);
    let len = TextSize::of(text);
    for error in &errors {
        assert!(error.range.end() <= len, "{error:?}");
        assert!(
            text.is_char_boundary(usize::from(error.range.start())),
            "{error:?}"
        );
        assert!(
            text.is_char_boundary(usize::from(error.range.end())),
            "{error:?}"
        );
        assert!(error.code.starts_with("preferans/"), "{error:?}");
    }
    assert!(
        errors
            .windows(2)
            .all(|pair| pair[0].range.start() <= pair[1].range.start()),
        "errors are in document order"
    );
}

fn ppn_like() -> impl Strategy<Value = String> {
    proptest::collection::vec(proptest::sample::select(PIECES), 0..80)
        .prop_map(|pieces| pieces.concat())
}

/// One change to a text: at a fraction of its length, cut some bytes, put in a piece, or
/// copy a stretch of the text there.
#[derive(Debug, Clone)]
enum Mutation {
    Cut { at: f64, len: usize },
    Insert { at: f64, piece: &'static str },
    Copy { from: f64, to: f64, len: usize },
}

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        (0.0..1.0f64, 1..12usize).prop_map(|(at, len)| Mutation::Cut { at, len }),
        (0.0..1.0f64, proptest::sample::select(PIECES))
            .prop_map(|(at, piece)| Mutation::Insert { at, piece }),
        (0.0..1.0f64, 0.0..1.0f64, 1..60usize).prop_map(|(from, to, len)| Mutation::Copy {
            from,
            to,
            len
        }),
    ]
}

/// The character boundary at or before `fraction` of `text`.
fn boundary(text: &str, fraction: f64) -> usize {
    let mut at = ((text.len() as f64) * fraction) as usize;
    at = at.min(text.len());
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

/// The character boundary at or after `at`.
fn boundary_after(text: &str, at: usize) -> usize {
    let mut at = at.min(text.len());
    while !text.is_char_boundary(at) {
        at += 1;
    }
    at
}

fn apply(text: &mut String, mutation: &Mutation) {
    match *mutation {
        Mutation::Cut { at, len } => {
            let start = boundary(text, at);
            let end = boundary_after(text, start + len);
            text.replace_range(start..end, "");
        }
        Mutation::Insert { at, piece } => {
            let at = boundary(text, at);
            text.insert_str(at, piece);
        }
        Mutation::Copy { from, to, len } => {
            let start = boundary(text, from);
            let end = boundary_after(text, start + len);
            let stretch = text[start..end].to_string();
            let to = boundary(text, to);
            text.insert_str(to, &stretch);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn arbitrary_text_is_lossless(text in any::<String>()) {
        check(&text);
    }

    #[test]
    fn ppn_like_text_is_lossless(text in ppn_like()) {
        check(&text);
    }

    #[test]
    fn bracket_shaped_text_is_lossless(
        head in proptest::sample::select(PIECES),
        fields in proptest::collection::vec(ppn_like(), 0..16),
        tail in ppn_like(),
    ) {
        check(&format!("[{head} {}]{tail}", fields.join(" ")));
    }

    #[test]
    fn mutated_documents_are_lossless(
        mutations in proptest::collection::vec(mutation(), 1..8),
    ) {
        let mut text = VALID.to_string();
        for mutation in &mutations {
            apply(&mut text, mutation);
            check(&text);
        }
    }
}

#[test]
fn the_valid_document_has_no_errors() {
    let (_, errors) = preferans::parse_green(VALID);
    assert_eq!(errors, []);
}

/// Inputs that would take quadratic time if a scan restarted at every opening character
/// (unclosed comments, unclosed quotes, unclosed brackets, long fields). They must parse in
/// one pass; a quadratic parser would not finish these in reasonable time.
#[test]
fn pathological_repetitions_stay_lossless() {
    for unit in [
        "{",
        "[",
        "[A \"",
        "[A \"]",
        "[1 ",
        "[1",
        "1,",
        "\\",
        "{\n",
        "]",
        ";",
        "%\n",
        "[1 2 3 4 5 6 7 8 9 ",
    ] {
        let text = unit.repeat(200_000 / unit.len());
        check(&text);
    }
    let long_field = format!("[1 123 {}]", "F1:L2,".repeat(40_000));
    check(&long_field);
}
