//! Tests of the SGF layout: examples, and the safety rules over the corpus and generated
//! documents (idempotent, syntax errors kept, meaning kept).

use crate::ide::format::{apply, format, FormatOptions, SgfOrder};
use expect_test::{expect, Expect};
use gamerec_grammar::{parse, Format};

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
