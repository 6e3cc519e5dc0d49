//! `gamerec lsp`: edits inside one game of a larger document, which the server parses again
//! record by record, publish the diagnostics a full parse of the new text gives.

use gamerec_grammar::Format;
use gamerec_tests::lsp::diagnostics::{codes_and_ranges, of_full_parse};
use gamerec_tests::lsp::{range_of, Launch};
use serde_json::Value;

const URI: &str = "file:///work/games/club.pbn";

/// What a full parse of `text` finds, as the server should publish it.
fn expected(text: &str) -> Vec<(String, Value)> {
    of_full_parse(Format::Pbn, text, "utf-16")
}

#[test]
fn edits_inside_one_game_publish_what_a_full_parse_finds() {
    let (mut client, _) = Launch::new().encodings(&["utf-16"]).initialize();
    let games: String = (1..=6)
        .map(|board| format!("[Board \"{board}\"]\n[Result \"9\"]\n\n"))
        .collect();
    let mut text = format!("% PBN 2.1\n\n{games}");
    client.open(URI, "pbn", &text);
    assert_eq!(
        codes_and_ranges(&client.diagnostics(URI, Some(1))),
        expected(&text)
    );

    // A bad result in board 3, a blank line typed away between boards 3 and 4, an unclosed
    // comment in board 5, then each undone.
    let at = |text: &str, needle: &str| text.find(needle).expect("the text holds the needle");
    let edits: Vec<(usize, usize, &str)> = {
        let result3 = at(&text, "[Board \"3\"]") + "[Board \"3\"]\n[Result \"".len();
        let blank3 = at(&text, "\n\n[Board \"4\"]") + 1;
        let board5 = at(&text, "[Board \"5\"]");
        vec![
            (result3, result3 + 1, "x9"),
            (blank3, blank3 + 1, ""),
            (board5 - 1, board5 - 1, "{ open\n"),
            (board5 - 1, board5 + 6, "\n"),
            (blank3, blank3, "\n"),
            (result3, result3 + 2, "9"),
        ]
    };
    for (step, (start, end, insert)) in edits.into_iter().enumerate() {
        let version = step as i64 + 2;
        let (start, end) = (start.min(text.len()), end.min(text.len()));
        let range = range_of(&text, start..end, "utf-16");
        text.replace_range(start..end, insert);
        client.edit(URI, version, range, insert);
        let params = client.diagnostics(URI, Some(version));
        assert_eq!(
            codes_and_ranges(&params),
            expected(&text),
            "step {step}: {text:?}"
        );
    }
    assert!(expected(&text).is_empty(), "{text:?}");
}
