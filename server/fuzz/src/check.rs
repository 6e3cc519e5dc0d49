//! Decode, parse, read into the game model and check: no panic; every diagnostic has a range
//! inside the text on character boundaries, a code of the catalogue and a message; a cap on
//! the findings keeps some of them and counts the rest, none made up; the document's bytes,
//! decoded and written back unedited, come back as they were.

use crate::ranges::assert_in;
use crate::Input;
use gamerec::decode::{decode, encode_edited, Unwritable};
use gamerec::ide::analysis::{diagnostics, diagnostics_with};
use gamerec::ide::check::CheckCache;
use gamerec::ide::codes::is_known_code;
use gamerec::ide::rules::{PinochleRules, Rules, SaveMeld};
use gamerec::ide::Diagnostic;
use gamerec_grammar::{parse, Format};
use std::collections::HashMap;

pub fn run(format: Format, data: &[u8]) {
    assert_decodes(format, Input::document_bytes(data));
    let Input { text, mut choices } = Input::new(data);
    let parsed = parse(format, &text);
    let found = diagnostics(&parsed);
    for diagnostic in &found {
        assert_sound(&text, diagnostic);
    }

    let cap = choices.below(found.len() + 2);
    let rules = Rules {
        pinochle: PinochleRules {
            save_meld: match choices.below(3) {
                0 => SaveMeld::Trick,
                _ => SaveMeld::Points(choices.below(60) as u32),
            },
        },
    };
    let mut cache = CheckCache::with_rules(rules);
    cache.set_cap(Some(cap));
    let kept = diagnostics_with(&parsed, &mut cache);
    assert!(kept.len() <= cap, "{} kept past a cap of {cap}", kept.len());
    for diagnostic in &kept {
        assert_sound(&text, diagnostic);
    }
    if rules == Rules::default() {
        assert_eq!(
            kept.len() + cache.left_out().total(),
            found.len(),
            "the cap lost or made up findings"
        );
        let mut unmatched = counts(&found);
        for diagnostic in &kept {
            let left = unmatched.entry(diagnostic).or_default();
            assert!(
                *left > 0,
                "kept under a cap but not found without it: {diagnostic:?}"
            );
            *left -= 1;
        }
    }
}

/// The bytes decode (by mark, declaration, guess or default) with a sound diagnostic, and
/// written back without edits they are the same bytes, or the writer says it cannot map them.
fn assert_decodes(format: Format, bytes: &[u8]) {
    let decoded = decode(bytes, format);
    if let Some(diagnostic) = &decoded.diagnostic {
        assert_sound(&decoded.text, diagnostic);
    }
    match encode_edited(bytes, &decoded, &[]) {
        Ok(written) => assert!(written == bytes, "written back unedited, the bytes changed"),
        Err(Unwritable::NotMapped) => {}
        Err(other) => panic!("the text as read cannot be written back: {other:?}"),
    }
}

fn assert_sound(text: &str, diagnostic: &Diagnostic) {
    assert_in(text, diagnostic.range, diagnostic.code);
    assert!(
        is_known_code(diagnostic.code),
        "code {} is not in the catalogue",
        diagnostic.code
    );
    assert!(
        !diagnostic.message.is_empty(),
        "{} without a message",
        diagnostic.code
    );
    for related in &diagnostic.related {
        assert_in(text, related.range, "related information");
    }
}

fn counts(diagnostics: &[Diagnostic]) -> HashMap<&Diagnostic, usize> {
    let mut counts = HashMap::new();
    for diagnostic in diagnostics {
        *counts.entry(diagnostic).or_default() += 1;
    }
    counts
}
