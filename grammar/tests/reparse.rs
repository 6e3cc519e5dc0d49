//! Incremental reparsing against the oracle of a full parse: random edit sequences on the
//! example files, generated documents and (in the corpus tier) corpus files give the same tree
//! and errors either way, and an edit inside one record parses that record again, not the file.

mod support;

use gamerec_grammar::{parse, reparse, Format, Parse, ReparseScope, TextRange, TextSize};
use proptest::prelude::{any, prop, Strategy};
use proptest::test_runner::{Config, TestRunner};

/// Files small enough to parse in full after every edit, in the format of their extension
/// (and content, for `.ppn`).
fn small_documents(files: &[support::File]) -> Vec<(Format, String)> {
    files
        .iter()
        .filter_map(|file| {
            let text = file.utf8_or_latin1();
            Some((Format::from_path(&file.path)?.by_content(&text), text))
        })
        .filter(|(_, text)| text.len() <= 24_000)
        .collect()
}

/// The corpus files of every format, when the corpus tier is on.
fn corpus_documents() -> Option<Vec<(Format, String)>> {
    let mut all = small_documents(&support::corpus("rbn", &["rbn", "rbx"])?);
    all.extend(small_documents(&support::corpus("pbn", &["pbn"])?));
    all.extend(small_documents(&support::corpus("sgf", &["sgf"])?));
    all.extend(small_documents(&support::corpus("lin", &["lin"])?));
    all.extend(
        small_documents(&support::corpus("ppn", &["ppn"])?)
            .into_iter()
            .filter(|(format, _)| matches!(format, Format::Pinochle | Format::Preferans)),
    );
    Some(all)
}

/// The example files and the generated documents.
fn documents() -> Vec<(Format, String)> {
    let mut all = small_documents(&support::examples(&[
        "rbn", "rbx", "pbn", "sgf", "lin", "ppn",
    ]));
    all.extend(generated());
    all
}

/// Small documents made of many short records, so that edits often fall near their edges.
fn generated() -> Vec<(Format, String)> {
    let rbn = (1..=12)
        .map(|board| format!("B {board}\nC 4S:N\nR 420\n{{note\n}}\nI 1:2\n\n"))
        .collect::<String>();
    let pbn = (1..=12)
        .map(|board| {
            format!("[Board \"{board}\"]\n{{c}}\n[Auction \"N\"]\n1S Pass\n; x\n[Result \"9\"]\n\n")
        })
        .collect::<String>();
    let rbx = (1..=12)
        .map(|board| format!("B{{{board}}}C{{4S:N}}{{note}}R{{420}}\n"))
        .collect::<String>();
    let sgf = (1..=12)
        .map(|game| format!("(;GM[1]C[g{game} (x)];B[aa](;W[bb])(;W[cc]))\n"))
        .collect::<String>();
    // Boards on lines of their own and boards run together, each opened by `qx`, `pn` or `md`.
    let lin = (1..=12)
        .map(|board| match board % 3 {
            0 => format!("qx|o{board}|md|1S2,S3,S4,|mb|p|pc|SA|\n"),
            1 => "pn|a,b,c,d|md|2H3,H4,H5,|mb|1N!|an|x|mb|p|".to_string(),
            _ => "md|3D2,,,|sv|b|pc|D2|mc|7|\n".to_string(),
        })
        .collect::<String>();
    vec![
        (Format::Rbn, format!("% RBN 3.2\n\n{rbn}")),
        (Format::Pbn, format!("% PBN 2.1\n\n{pbn}")),
        (Format::Rbx, format!("%{{RBX 3.2}}\n{rbx}")),
        (Format::Sgf, format!("junk\n{sgf}trailer")),
        (
            Format::Lin,
            format!("vg|m,s,I,1,12,a,0,b,0|pn|n,s,e,w|pg||\n{lin}"),
        ),
        (Format::Pinochle, pinochle()),
        (Format::Preferans, preferans()),
    ]
}

/// Preferans games, some without rounds (the last among them, with comments after it), with
/// comments, blank lines of spaces and rounds broken over a blank line between them.
fn preferans() -> String {
    let round = |id: usize| format!("[{id} 231 1BDHM27WQK4CEIN3FVRJS5LP8GU6AOT9 P,P,P]\n");
    let games: String = (1..=8)
        .map(|game| {
            let gap = ["\n", "\n  \n", "\n; n\n\n", "\n{c\n\nd}\n\n"][game % 4];
            let rounds = match game % 3 {
                0 => String::new(),
                1 => format!("{}\n{}", round(1), round(2)),
                _ => round(1),
            };
            format!("[Bula \"{game}\"]\n[Refe 2]\n\n{rounds}{gap}")
        })
        .collect();
    format!("{games}[Bula \"9\"]\n; end\n\n; more\n")
}

/// Pinochle hands with headers, comments and blank lines of spaces between them.
fn pinochle() -> String {
    let hands = (1..=8)
        .map(|hand| {
            let gap = ["\n", "\n  \n", "\n{c\n\nd}\n\n", "\n% n\n"][hand % 4];
            format!("[Hand \"{hand}\"]\n{{x}}\n[Auction \"E\"]\n250 -\n[Play \"S\"]\nAS KS QS JS (S2)\n{gap}")
        })
        .collect::<String>();
    format!("% PPN 1.0\n%\n\n{hands}")
}

const SNIPPETS: &[&str] = &[
    "",
    "\n",
    "\n\n",
    "\r\n",
    " \n",
    "[",
    "]",
    "{",
    "}",
    "(",
    ")",
    ";",
    "(;",
    "%",
    " ",
    "x",
    "\\",
    "\"",
    "[Event \"e\"]\n",
    "(;B[aa])",
    "C[",
    "N ",
    "{a\n\nb}",
    "A 1S\n",
    "\n% c\n",
    ":",
    "\\]",
    "dd",
    "[3 312 x P,P,P]\n",
    // LIN's from here on.
    "|",
    "pc|",
    "qx|o5|",
    "md|1S2,S3,S4,|",
    "mb|p|",
    "pg||",
    "vg|",
];

/// The snippets typed at every offset of a generated document: those of its own syntax, and
/// a few that mean nothing anywhere.
fn snippets_for(format: Format) -> Vec<&'static str> {
    let lin_only = SNIPPETS.iter().position(|&snippet| snippet == "|");
    let (others, lin) = SNIPPETS.split_at(lin_only.unwrap_or(SNIPPETS.len()));
    match format {
        Format::Lin => ["", "\n", " ", "x"].iter().chain(lin).copied().collect(),
        _ => others.to_vec(),
    }
}

#[derive(Debug, Clone)]
struct Edit {
    /// Where, as a share of the text length.
    at: f64,
    delete: usize,
    insert: &'static str,
}

fn edit() -> impl Strategy<Value = Edit> {
    (0.0..=1.0f64, 0usize..12, 0..SNIPPETS.len()).prop_map(|(at, delete, snippet)| Edit {
        at,
        delete: if delete > 8 { 0 } else { delete },
        insert: SNIPPETS[snippet],
    })
}

fn floor_boundary(text: &str, mut at: usize) -> usize {
    at = at.min(text.len());
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

/// Applies `edit`, checks the incremental parse against a full one and returns both.
fn apply(format: Format, text: &str, old: &Parse, edit: &Edit) -> (String, Parse, ReparseScope) {
    let start = floor_boundary(text, (text.len() as f64 * edit.at) as usize);
    let end = floor_boundary(text, start + edit.delete);
    let mut new_text = String::with_capacity(text.len() + edit.insert.len());
    new_text.push_str(&text[..start]);
    new_text.push_str(edit.insert);
    new_text.push_str(&text[end..]);
    let range = TextRange::new(TextSize::from(start as u32), TextSize::from(end as u32));
    let reparsed = reparse(old, text, range, edit.insert, &new_text);
    let full = parse(format, &new_text);
    assert_eq!(reparsed.parse.syntax().text().to_string(), new_text);
    if reparsed.parse != full {
        let (ours, theirs) = (reparsed.parse.debug_dump(), full.debug_dump());
        let first = ours
            .lines()
            .zip(theirs.lines())
            .position(|(a, b)| a != b)
            .unwrap_or(ours.lines().count().min(theirs.lines().count()));
        let window = |dump: &str| {
            dump.lines()
                .skip(first.saturating_sub(3))
                .take(8)
                .collect::<Vec<_>>()
                .join("\n")
        };
        panic!(
            "{format:?} edit {start}..{end} -> {:?} in {:?} ({:?}):\nincremental\n{}\nfull\n{}",
            edit.insert,
            &text[start.saturating_sub(40)..floor_boundary(text, end + 40)],
            reparsed.scope,
            window(&ours),
            window(&theirs)
        );
    }
    (new_text, reparsed.parse, reparsed.scope)
}

/// Applies the edits one after the other to the document `pick` chooses.
fn apply_all(documents: &[(Format, String)], pick: prop::sample::Index, edits: &[Edit]) {
    let (format, text) = &documents[pick.index(documents.len())];
    let mut text = text.clone();
    let mut old = parse(*format, &text);
    for edit in edits {
        let (new_text, new_parse, _) = apply(*format, &text, &old, edit);
        text = new_text;
        old = new_parse;
    }
}

/// Runs 200 random edit sequences on the documents. The documents are read before the
/// property runs, so that a file that cannot be read is never recorded as a failing case;
/// failing cases are kept beside this file, as `proptest!` keeps them.
fn run_edit_sequences(documents: &[(Format, String)]) {
    let mut runner = TestRunner::new(Config {
        cases: 200,
        source_file: Some(file!()),
        ..Config::default()
    });
    let strategy = (
        any::<prop::sample::Index>(),
        prop::collection::vec(edit(), 1..12),
    );
    let outcome = runner.run(&strategy, |(pick, edits)| {
        apply_all(documents, pick, &edits);
        Ok(())
    });
    if let Err(error) = outcome {
        panic!("{error}\n{runner}");
    }
}

#[test]
fn edit_sequences_match_a_full_parse() {
    run_edit_sequences(&documents());
}

#[test]
fn edit_sequences_on_corpus_files_match_a_full_parse() {
    let Some(documents) = corpus_documents() else {
        return;
    };
    run_edit_sequences(&documents);
}

#[test]
fn every_generated_document_takes_edits_at_every_offset() {
    for (format, text) in generated() {
        let old = parse(format, &text);
        let (mut edits, mut partial) = (0, 0);
        for insert in snippets_for(format) {
            for at in 0..=text.len() {
                let edit = Edit {
                    at: at as f64 / text.len() as f64,
                    delete: at % 3,
                    insert,
                };
                let (_, _, scope) = apply(format, &text, &old, &edit);
                edits += 1;
                if scope != ReparseScope::Full {
                    partial += 1;
                }
            }
        }
        // Most offsets are inside one of the many records, away from the file's head.
        assert!(partial * 2 > edits, "{format:?}: {partial} of {edits}");
    }
}

/// Types one character into the middle game of a PBN file and checks that only that game is
/// parsed again.
fn assert_middle_game_alone_parsed_again(text: &str) {
    let old = parse(Format::Pbn, text);
    let games = old
        .syntax()
        .children()
        .filter(|node| node.kind() == gamerec_grammar::SyntaxKind::PBN_GAME)
        .collect::<Vec<_>>();
    assert!(games.len() >= 3, "{} games", games.len());
    let middle = &games[games.len() / 2];
    let at = usize::from(middle.text_range().start()) + 3;
    let edit = Edit {
        at: at as f64 / text.len() as f64,
        delete: 0,
        insert: "x",
    };
    let (_, _, scope) = apply(Format::Pbn, text, &old, &edit);
    match scope {
        ReparseScope::Records { records, range } => {
            assert_eq!(records, 1);
            assert!(
                range.contains_range(middle.text_range())
                    || range.start() == middle.text_range().start()
            );
        }
        other => panic!("not one game parsed again: {other:?}"),
    }
}

#[test]
fn one_character_in_the_middle_of_a_pbn_game_parses_that_game_again() {
    let (format, text) = generated().remove(1);
    assert_eq!(format, Format::Pbn);
    assert_middle_game_alone_parsed_again(&text);
}

#[test]
fn one_character_in_the_middle_of_a_corpus_pbn_game_parses_that_game_again() {
    let Some(file) = support::corpus_file("pbn", "example3.pbn") else {
        return;
    };
    assert_middle_game_alone_parsed_again(&file.utf8_or_latin1());
}

#[test]
fn a_blank_line_typed_away_joins_two_records_and_parses_only_them() {
    let (format, text) = generated().remove(0);
    assert_eq!(format, Format::Rbn);
    let old = parse(format, &text);
    let blank = text.match_indices("\n\nB 6\n").next().expect("board 6").0 + 1;
    let edit = Edit {
        at: blank as f64 / text.len() as f64,
        delete: 1,
        insert: "",
    };
    let (_, new, scope) = apply(format, &text, &old, &edit);
    assert_eq!(
        new.syntax().children().count() + 1,
        old.syntax().children().count()
    );
    match scope {
        ReparseScope::Records { records, .. } => assert_eq!(records, 1),
        other => panic!("not one record parsed again: {other:?}"),
    }
}

#[test]
fn a_letter_in_an_sgf_comment_parses_that_node_again() {
    let (format, text) = generated().remove(3);
    let old = parse(format, &text);
    let at = text.find("g7").expect("game 7");
    let edit = Edit {
        at: at as f64 / text.len() as f64,
        delete: 0,
        insert: "x",
    };
    let (_, _, scope) = apply(format, &text, &old, &edit);
    let node_start = text[..at].rfind(';').expect("the node's `;`");
    assert_eq!(
        scope,
        ReparseScope::Node {
            range: TextRange::new(
                TextSize::from(node_start as u32),
                TextSize::from(text[at..].find(';').expect("next node") as u32 + at as u32 + 1)
            )
        }
    );
}

/// How a generated document of `format` is parsed again after `insert` is typed `after` bytes
/// past the first `marker` in it.
fn scope_after_typing(
    format: Format,
    marker: &str,
    after: usize,
    insert: &'static str,
) -> ReparseScope {
    let (_, text) = generated()
        .into_iter()
        .find(|(generated, _)| *generated == format)
        .expect("a generated document of the format");
    let old = parse(format, &text);
    let at = text.find(marker).expect("the marker") + after;
    let edit = Edit {
        at: at as f64 / text.len() as f64,
        delete: 0,
        insert,
    };
    apply(format, &text, &old, &edit).2
}

/// Typing `insert` as [`scope_after_typing`] does parses `records` records again.
fn assert_records_parsed_again(
    format: Format,
    marker: &str,
    after: usize,
    insert: &'static str,
    records: usize,
) {
    let scope = scope_after_typing(format, marker, after, insert);
    assert!(
        matches!(scope, ReparseScope::Records { records: parsed, .. } if parsed == records),
        "{format:?}: {scope:?}"
    );
}

#[test]
fn a_new_node_typed_inside_a_node_parses_its_game_tree_again() {
    assert_records_parsed_again(Format::Sgf, "g7", 0, "];B[aa];C[", 1);
}

#[test]
fn a_letter_in_a_lin_board_parses_that_board_and_the_next_again() {
    assert_records_parsed_again(Format::Lin, "an|x|", 4, "y", 2);
}

#[test]
fn a_letter_in_a_preferans_game_parses_that_game_again() {
    assert_records_parsed_again(Format::Preferans, "[Bula \"5\"]", 3, "x", 1);
}

/// A game without rounds takes in the tags typed after it, even past comments and blank lines
/// that the parser leaves to the file.
#[test]
fn a_tag_typed_after_a_preferans_game_without_rounds_joins_its_tags() {
    let round = "[1 231 1BDHM27WQK4CEIN3FVRJS5LP8GU6AOT9 P,P,P]\n";
    let text = format!("[Bula 50]\n\n{round}\n[Bula 60]\n; a note\n\n; more\n\n");
    let old = parse(Format::Preferans, &text);
    for insert in ["[Refe 2]\n", "[Refe 2]\n\n", round] {
        let edit = Edit {
            at: 1.0,
            delete: 0,
            insert,
        };
        apply(Format::Preferans, &text, &old, &edit);
    }
}

#[test]
fn a_letter_in_a_pinochle_hand_parses_that_hand_again() {
    assert_records_parsed_again(Format::Pinochle, "[Hand \"6\"]", 3, "x", 1);
}

#[test]
fn a_record_typed_on_a_blank_rbx_line_takes_its_line_end() {
    // Found by the edits_rbx fuzz target: the cut fell after the blank line's space, before
    // its line end, and the record parsed there lacked the line end a full parse gives it.
    for (text, at) in [
        (" \r \r\n", 2),
        ("%RBX\n \nB{1}\n", 5),
        ("B{1}\n  \r\nB{2}", 5),
    ] {
        let old = parse(Format::Rbx, text);
        let edit = Edit {
            at: (at as f64 + 0.5) / text.len() as f64,
            delete: 0,
            insert: "[",
        };
        apply(Format::Rbx, text, &old, &edit);
    }
}

#[test]
fn a_cr_and_lf_joined_by_an_edit_move_the_line_an_unclosed_tree_names() {
    // Found by the edits_sgf fuzz target: deleting the text between a CR and an LF (or typing
    // there) makes one line end of two, which neither the deleted nor the typed text holds;
    // the message of a game tree left open below still named the line it started on before.
    for (text, at, delete, insert) in [
        ("(;C[a\rx\nb]\n(;B[aa]", 6, 1, ""),
        ("(;C[a\r\nb]\n(;B[aa]", 6, 0, "x"),
        ("(;C[a]\r)x\n(;C[b])\n(;B[aa]", 8, 2, ""),
    ] {
        let old = parse(Format::Sgf, text);
        let edit = Edit {
            at: (at as f64 + 0.5) / text.len() as f64,
            delete,
            insert,
        };
        apply(Format::Sgf, text, &old, &edit);
    }
}
