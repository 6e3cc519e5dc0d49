//! Every Pinochle feature on hands broken at random: the example hand and generated hands with
//! bytes replaced, removed and put in, each version checked, hovered, completed, hinted,
//! outlined, fixed and formatted without a panic.

use crate::ide::analysis;
use crate::ide::format::FormatOptions;
use gamerec_grammar::{parse, Format, TextRange, TextSize};

/// A small deterministic generator (xorshift), so that a failure can be replayed.
struct Random(u64);

impl Random {
    fn below(&mut self, bound: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        usize::try_from(self.0 % bound as u64).unwrap_or(0)
    }
}

/// Characters that mean something in a Pinochle file, and a few that do not.
const PIECES: [&str; 24] = [
    "[", "]", "\"", " ", "\n", "\n\n", ".", ":", "(", ")", "@", "-", "=", "#", "*", "?", "%", "{",
    "}", "A", "T", "9", "S", "é",
];

/// `text` with one random change, kept on character boundaries.
fn mutated(text: &str, random: &mut Random) -> String {
    let boundaries: Vec<usize> = text
        .char_indices()
        .map(|(at, _)| at)
        .chain([text.len()])
        .collect();
    let at = boundaries[random.below(boundaries.len())];
    let end = boundaries
        .iter()
        .copied()
        .find(|&end| end > at)
        .unwrap_or(at);
    let piece = PIECES[random.below(PIECES.len())];
    match random.below(3) {
        0 => format!("{}{piece}{}", &text[..at], &text[at..]),
        1 => format!("{}{}", &text[..at], &text[end..]),
        _ => format!("{}{piece}{}", &text[..at], &text[end..]),
    }
}

fn every_feature(text: &str, random: &mut Random) {
    let parsed = parse(Format::Pinochle, text);
    assert_eq!(
        parsed.syntax().to_string(),
        text,
        "the tree lost or changed bytes"
    );
    let found = analysis::diagnostics(&parsed);
    let end = TextSize::of(text);
    for diagnostic in found.iter().take(8) {
        analysis::quick_fixes(&parsed, diagnostic);
    }
    let cache = analysis::HoverCache::default();
    for _ in 0..6 {
        let offset = TextSize::try_from(random.below(text.len() + 1)).unwrap_or_default();
        analysis::hover(&parsed, offset, &cache);
        analysis::completions(&parsed, offset);
    }
    analysis::inlay_hints(&parsed, TextRange::new(0.into(), end));
    analysis::document_symbols(&parsed);
    analysis::folding_ranges(&parsed);
    analysis::semantic_tokens(&parsed, None);
    analysis::format(&parsed, &FormatOptions::default());
}

#[test]
fn hands_broken_at_random_break_no_feature() {
    let path = gamerec_tiers::workspace_root().join("docs/examples/pinochle/club-evening.ppn");
    let example = std::fs::read_to_string(path).expect("the example hand");
    let generated = crate::generate::pinochle(4 * 1024);
    let mut random = Random(0x9e37_79b9_7f4a_7c15);
    for start in [example, generated] {
        let mut text = start.clone();
        for round in 0..150 {
            text = mutated(&text, &mut random);
            every_feature(&text, &mut random);
            if round % 50 == 49 {
                text.clone_from(&start);
            }
        }
    }
}
