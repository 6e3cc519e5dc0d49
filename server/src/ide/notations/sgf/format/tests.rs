//! Tests of the SGF layout: examples, and the safety rules over the corpus and generated
//! documents (idempotent, syntax errors kept, meaning kept).

use crate::ide::format::{apply, FormatOptions, SgfOrder};

use crate::ide::analysis::{format, format_range};
use expect_test::{expect, Expect};
use gamerec_grammar::ast::AstNode;
use gamerec_grammar::sgf::{GameTree, TreeEvent};
use gamerec_grammar::{parse, Format, NodeOrToken, Parse, TextRange};
use proptest::prelude::*;

fn formatted(text: &str, options: &FormatOptions) -> String {
    apply(text, &format(&parse(Format::Sgf, text), options))
}

fn check_with(options: &FormatOptions, text: &str, expected: Expect) {
    let once = formatted(text, options);
    expected.assert_eq(&once);
    assert_eq!(
        formatted(&once, options),
        once,
        "formatting again changes the text"
    );
}

fn check(text: &str, expected: Expect) {
    check_with(&FormatOptions::default(), text, expected);
}

#[test]
fn game_info_is_a_block_of_its_own() {
    check(
        "(;GM[1]FF[4]SZ[19]PB[Kuroda]PW[Shiroyama]KM[6.5]RE[B+R];B[pd];W[dd])",
        expect![[r#"
            (;GM[1]FF[4]SZ[19]

            PB[Kuroda]
            PW[Shiroyama]
            KM[6.5]
            RE[B+R]

            ;B[pd];W[dd])
        "#]],
    );
}

#[test]
fn game_info_block_starts_a_line_that_holds_only_the_node_start() {
    check(
        "(;PB[Kuroda]\n   PW[Shiroyama] ;B[pd]C[good];W[dd])",
        expect![[r#"
            (;PB[Kuroda]
            PW[Shiroyama]

            ;B[pd]C[good];W[dd])
        "#]],
    );
}

#[test]
fn long_main_lines_wrap_after_column_58() {
    let mut text = String::from("(;FF[4]GM[1]SZ[19]");
    let moves = ["pd", "dp", "pp", "dd", "fc", "cf", "qj", "jq", "nc", "cn"];
    for (i, point) in moves.iter().cycle().take(30).enumerate() {
        let colour = if i % 2 == 0 { "B" } else { "W" };
        text.push_str(&format!("\n;{colour}[{point}]"));
        if i == 12 {
            text.push_str("C[A long comment that stays on the line where it starts.]");
        }
    }
    text.push(')');
    check(
        &text,
        expect![[r#"
        (;FF[4]GM[1]SZ[19];B[pd];W[dp];B[pp];W[dd];B[fc];W[cf];B[qj]
        ;W[jq];B[nc];W[cn];B[pd];W[dp];B[pp]C[A long comment that stays on the line where it starts.]
        ;W[dd];B[fc];W[cf];B[qj];W[jq];B[nc];W[cn];B[pd];W[dp];B[pp]
        ;W[dd];B[fc];W[cf];B[qj];W[jq];B[nc];W[cn])
    "#]],
    );
}

#[test]
fn multi_line_comments_are_kept_and_counted_from_their_last_line() {
    check(
        "(;FF[4]C[first line\nsecond line of a longer comment, long enough to pass column 58]\n;B[aa] ;W[bb]C[short\nend]  ;B[cc])",
        expect![[r#"
            (;FF[4]C[first line
            second line of a longer comment, long enough to pass column 58]
            ;B[aa];W[bb]C[short
            end];B[cc])
        "#]],
    );
}

const VARIATIONS: &str = "(;GM[1]FF[4];B[pd];W[dd](;B[pq];W[dp](;B[fq])(;B[cn]))(;B[dp];W[pp]))";

#[test]
fn variations_start_new_lines() {
    check(
        VARIATIONS,
        expect![[r#"
        (;GM[1]FF[4];B[pd];W[dd]
        (;B[pq];W[dp]
        (;B[fq])
        (;B[cn]))
        (;B[dp];W[pp]))
    "#]],
    );
}

#[test]
fn variations_indented_by_depth() {
    let options = FormatOptions {
        sgf_indent: true,
        ..FormatOptions::default()
    };
    check_with(
        &options,
        VARIATIONS,
        expect![[r#"
        (;GM[1]FF[4];B[pd];W[dd]
          (;B[pq];W[dp]
            (;B[fq])
            (;B[cn]))
          (;B[dp];W[pp]))
    "#]],
    );
}

#[test]
fn sgfc_order_sorts_properties_in_each_node() {
    let options = FormatOptions {
        sgf_order: SgfOrder::Sgfc,
        ..FormatOptions::default()
    };
    check_with(
        &options,
        "(;PW[Shiroyama]C[root comment]SZ[19]XX[private]PB[Kuroda]GM[1]FF[4]\n;C[the first move]B[pd]BL[300];W[dd])",
        expect![[r#"
            (;FF[4]GM[1]SZ[19]

            PB[Kuroda]
            PW[Shiroyama]

            C[root comment]XX[private];B[pd]C[the first move]BL[300];W[dd])
        "#]],
    );
}

#[test]
fn needless_escapes_go_in_ff4_text() {
    check(
        r"(;FF[4]AP[My\:App:1\:2]GN[a\:b\]c\\d\e]LB[aa:x\:y][bb:\[z\]]
;B[\a\a]C[smile :\)
\) kept at the start of a line, and \\ and \] too]N[\ spaced])",
        expect![[r#"
            (;FF[4]AP[My\:App:1:2]

            GN[a:b\]c\\de]

            LB[aa:x:y][bb:\[z\]];B[\a\a]C[smile :)
            \) kept at the start of a line, and \\ and \] too]N[ spaced])
        "#]],
    );
}

#[test]
fn escapes_before_ff4_stay() {
    check(
        r"(;FF[3]GN[a\:b\e];C[\x\]]) (;C[\e])",
        expect![[r#"
            (;FF[3]

            GN[a\:b\e]

            ;C[\x\]])
            (;C[\e])
        "#]],
    );
}

#[test]
fn compressed_point_lists_and_soft_breaks_are_kept() {
    check(
        "(;FF[4]AB[aa:cc][dd] AW[ee:ff]\n;C[soft\\\nbreak]TR[aa:bb])",
        expect![[r#"
            (;FF[4]AB[aa:cc][dd]AW[ee:ff];C[soft\
            break]TR[aa:bb])
        "#]],
    );
}

#[test]
fn crlf_stays_crlf() {
    let text =
        "(;FF[4]GM[1]PB[x]PW[y]\r\n;B[aa]\r\n\r\n;W[bb](;B[cc])(;B[dd]))\r\n\r\n(;C[a\r\nb])";
    let once = formatted(text, &FormatOptions::default());
    assert_eq!(
        once,
        "(;FF[4]GM[1]\r\n\r\nPB[x]\r\nPW[y]\r\n\r\n;B[aa];W[bb]\r\n(;B[cc])\r\n(;B[dd]))\r\n(;C[a\r\nb])\r\n"
    );
    assert_eq!(formatted(&once, &FormatOptions::default()), once);
}

#[test]
fn iso_8859_1_text_is_counted_in_characters() {
    let bytes = b"(;FF[4]CA[ISO-8859-1]PB[J\xfcrgen M\xfcller]\n;B[aa]C[Caf\xe9 cr\xe8me, p\xe2t\xe9, cr\xeape\\: d\xe9j\xe0 vu];W[bb];B[cc];W[dd];B[ee])";
    let (text, _) = encoding_rs::WINDOWS_1252.decode_without_bom_handling(bytes);
    check(
        &text,
        expect![[r#"
        (;FF[4]CA[ISO-8859-1]

        PB[Jürgen Müller]

        ;B[aa]C[Café crème, pâté, crêpe: déjà vu];W[bb];B[cc];W[dd]
        ;B[ee])
    "#]],
    );
}

#[test]
fn trees_with_syntax_errors_are_left_as_they_are() {
    check(
        "(;B[aa]  ;W[bb])\n\n\n(;B[aa] C ;W[bb])\n\n(;B[aa]   ;W[bb])",
        expect![[r#"
            (;B[aa];W[bb])


            (;B[aa] C ;W[bb])

            (;B[aa];W[bb])
        "#]],
    );
}

#[test]
fn text_around_the_trees_is_kept() {
    check(
        "\u{feff}Game record\n  from a club\n(;B[aa]\n;W[bb])  \n\n(;B[cc])\n-- the end --\n",
        expect![[r#"
            ﻿Game record
              from a club
            (;B[aa];W[bb])
            (;B[cc])
            -- the end --
        "#]],
    );
    check(
        "\u{feff}\n\n  (;B[aa] ;W[bb])",
        expect![[r#"
        ﻿(;B[aa];W[bb])
    "#]],
    );
}

#[test]
fn range_formatting_touches_only_the_trees_in_range() {
    let text = "(;B[aa] ;W[bb])\n\n(;B[cc] ;W[dd])\n\n(;B[ee] ;W[ff])\n";
    let parsed = parse(Format::Sgf, text);
    let second = TextRange::new(20.into(), 21.into());
    let edits = format_range(&parsed, second, &FormatOptions::default());
    assert_eq!(
        apply(text, &edits),
        "(;B[aa] ;W[bb])\n(;B[cc];W[dd])\n(;B[ee] ;W[ff])\n"
    );
}

#[test]
fn edits_are_small() {
    let text = "(;FF[4]\n;B[aa] ;W[bb]\n;B[cc])";
    let edits = format(&parse(Format::Sgf, text), &FormatOptions::default());
    let changed: Vec<(u32, u32, &str)> = edits
        .iter()
        .map(|e| {
            (
                e.range.start().into(),
                e.range.end().into(),
                e.new_text.as_str(),
            )
        })
        .collect();
    assert_eq!(
        changed,
        [(7, 8, ""), (14, 15, ""), (21, 22, ""), (29, 29, "\n")]
    );
}

#[test]
fn deep_variations_do_not_overflow_the_stack() {
    let depth = 100_000;
    let text = format!("{}{}", "(;B[aa]\n".repeat(depth), ")".repeat(depth));
    let parsed = parse(Format::Sgf, &text);
    let plain = apply(&text, &format(&parsed, &FormatOptions::default()));
    assert_eq!(
        plain,
        format!(
            "{}{}\n",
            "(;B[aa]\n".repeat(depth - 1),
            "(;B[aa]".to_string() + &")".repeat(depth)
        )
    );
    let options = FormatOptions {
        sgf_indent: true,
        ..FormatOptions::default()
    };
    let indented = apply(&text, &format(&parsed, &options));
    let widest = indented
        .lines()
        .map(|line| line.len() - line.trim_start().len());
    assert_eq!(widest.max(), Some(40), "indentation stops growing");
    let again = apply(&indented, &format(&parse(Format::Sgf, &indented), &options));
    assert!(again == indented, "not idempotent");
}

/// What an SGF document means, for the safety tests: for each game tree without syntax
/// errors its parentheses and nodes in order, each node with its properties and their values
/// read as Text (escapes resolved); for the other trees their text; and the text outside
/// the trees. With `sorted`, the properties of each node are sorted.
fn meaning(parsed: &Parse, sorted: bool) -> Vec<String> {
    let root = parsed.syntax();
    let mut out = Vec::new();
    for element in root.children_with_tokens() {
        let range = element.text_range();
        let node = match element {
            NodeOrToken::Token(token) => {
                let kept = token.text().trim();
                if !kept.is_empty() {
                    out.push(format!("outside {kept}"));
                }
                continue;
            }
            NodeOrToken::Node(node) => node,
        };
        let Some(tree) = GameTree::cast(node.clone()) else {
            out.push(format!("outside {}", node.text()));
            continue;
        };
        if parsed
            .errors()
            .iter()
            .any(|e| e.range.intersect(range).is_some() || range.contains(e.range.start()))
        {
            out.push(format!("verbatim {}", node.text()));
            continue;
        }
        for event in tree.walk() {
            match event {
                TreeEvent::Open(_) => out.push("(".into()),
                TreeEvent::Close(_) => out.push(")".into()),
                TreeEvent::Node(node) => {
                    let mut properties: Vec<String> = node
                        .properties()
                        .map(|property| {
                            let ident = property
                                .ident_token()
                                .map(|t| t.text().to_string())
                                .unwrap_or_default();
                            let values: Vec<String> =
                                property.values().map(|value| value.text()).collect();
                            format!("{ident}{values:?}")
                        })
                        .collect();
                    if sorted {
                        properties.sort();
                    }
                    out.push(format!(";{}", properties.join(" ")));
                }
            }
        }
    }
    out
}

fn assert_safe(text: &str, every: &[FormatOptions]) {
    let before = parse(Format::Sgf, text);
    for options in every {
        let once = apply(text, &format(&before, options));
        let after = parse(Format::Sgf, &once);
        let twice = apply(&once, &format(&after, options));
        assert!(
            twice == once,
            "not idempotent on {text:?}:\n{once}\n{twice}"
        );
        let sorted = options.sgf_order == SgfOrder::Sgfc;
        assert!(
            meaning(&after, sorted) == meaning(&before, sorted),
            "meaning changed: {text:?} became {once:?}"
        );
        assert_eq!(
            after.errors().len(),
            before.errors().len(),
            "{text:?} became {once:?}"
        );
    }
}

fn every_option() -> [FormatOptions; 2] {
    [
        FormatOptions::default(),
        FormatOptions {
            sgf_order: SgfOrder::Sgfc,
            sgf_indent: true,
            ..FormatOptions::default()
        },
    ]
}

/// Every option on the file, and the default options on its CRLF form, which must format the
/// same way in CRLF (the small files suffice for that).
fn assert_file_safe(file: &crate::ide::fixture::TestFile) {
    let text = &file.text;
    assert_safe(text, &every_option());
    if text.contains('\n') && !text.contains('\r') && text.len() < 256 * 1024 {
        let crlf = text.replace('\n', "\r\n");
        let options = FormatOptions::default();
        assert_safe(&crlf, std::slice::from_ref(&options));
        assert_eq!(
            formatted(&crlf, &options),
            formatted(text, &options).replace('\n', "\r\n"),
            "{}",
            file.name
        );
    }
}

#[test]
fn example_files_format_safely() {
    let files: Vec<_> = crate::ide::fixture::example_files()
        .into_iter()
        .filter(|file| file.format == Format::Sgf)
        .collect();
    assert_eq!(files.len(), 4);
    for file in &files {
        assert_file_safe(file);
    }
}

#[test]
fn corpus_files_format_safely() {
    let Some(files) = crate::ide::fixture::corpus_files(&["sgf"]) else {
        return;
    };
    for file in &files {
        assert_file_safe(file);
    }
    assert!(files.len() > 40, "only {} SGF files", files.len());
}

use crate::generate;

#[test]
fn generated_collections_format_safely() {
    let text = generate::sgf(64 * 1024);
    assert_safe(&text, &every_option());
}

/// Pieces of SGF, good and bad, that random documents are made of.
const PIECES: &[&str] = &[
    "(",
    ")",
    ";",
    "(;",
    " ",
    "\n",
    "\r\n",
    "\t",
    "B[aa]",
    "W[bb]",
    "B[]",
    "AB[aa:cc][dd]",
    "LB[aa:x\\:y]",
    "AP[a\\:b:c]",
    "C[x\\]y]",
    "C[a\\:b\\e]",
    "C[line\n\\;B\\[x\\]]",
    "C[two\n\\) three]",
    "C[soft\\\nbreak]",
    "N[\\ n]",
    "GN[name]",
    "PB[black]",
    "PW[white]",
    "KM[6.5]",
    "FF[4]",
    "FF[3]",
    "GM[1]",
    "SZ[19]",
    "XX[private\\:x]",
    "CoPyright[c]",
    "C[a long comment that makes the line much longer than sixty columns]",
    "junk",
    "]",
    "[",
    "\u{feff}",
    "é",
    "B [cc]",
    "C[\\",
    "b[aa]",
];

fn document() -> impl Strategy<Value = String> {
    prop::collection::vec(prop::sample::select(PIECES), 0..40).prop_map(|pieces| pieces.concat())
}

/// Mostly well-formed trees, so that the layout itself is exercised.
fn tree() -> impl Strategy<Value = String> {
    let node = prop::collection::vec(prop::sample::select(&PIECES[8..33]), 0..4)
        .prop_map(|properties| format!(";{}", properties.concat()));
    prop::collection::vec((node, 0..4usize), 1..30).prop_map(|nodes| {
        let mut text = String::from("(");
        let mut open = 1;
        for (node, shape) in nodes {
            match shape {
                0 => {
                    text.push('(');
                    open += 1;
                }
                1 if open > 1 => {
                    text.push(')');
                    open -= 1;
                }
                _ => {}
            }
            text.push_str(&node);
        }
        text.push_str(&")".repeat(open));
        text
    })
}

proptest! {
    #[test]
    fn random_documents_format_safely(text in document()) {
        assert_safe(&text, &every_option());
    }

    #[test]
    fn random_trees_format_safely(text in tree()) {
        assert_safe(&text, &every_option());
    }
}
