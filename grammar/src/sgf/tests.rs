//! Snapshot tests of SGF trees and syntax errors, one small input per feature or mistake.

use expect_test::{expect, Expect};

fn check(text: &str, expected: Expect) {
    let parse = super::parse(text);
    assert_eq!(parse.syntax().text().to_string(), text, "not lossless");
    expected.assert_eq(&parse.debug_dump());
}

#[test]
fn small_game() {
    check(
        "(;FF[4]GM[1]SZ[9]\n;B[ee];W[ce])\n",
        expect![[r#"
        SGF_FILE@0..32
          SGF_GAME_TREE@0..31
            SGF_L_PAREN@0..1 "("
            SGF_NODE@1..17
              SGF_SEMICOLON@1..2 ";"
              SGF_PROPERTY@2..7
                SGF_PROP_IDENT@2..4 "FF"
                SGF_PROP_VALUE@4..7
                  SGF_L_BRACKET@4..5 "["
                  SGF_TEXT@5..6 "4"
                  SGF_R_BRACKET@6..7 "]"
              SGF_PROPERTY@7..12
                SGF_PROP_IDENT@7..9 "GM"
                SGF_PROP_VALUE@9..12
                  SGF_L_BRACKET@9..10 "["
                  SGF_TEXT@10..11 "1"
                  SGF_R_BRACKET@11..12 "]"
              SGF_PROPERTY@12..17
                SGF_PROP_IDENT@12..14 "SZ"
                SGF_PROP_VALUE@14..17
                  SGF_L_BRACKET@14..15 "["
                  SGF_TEXT@15..16 "9"
                  SGF_R_BRACKET@16..17 "]"
            NEWLINE@17..18 "\n"
            SGF_NODE@18..24
              SGF_SEMICOLON@18..19 ";"
              SGF_PROPERTY@19..24
                SGF_PROP_IDENT@19..20 "B"
                SGF_PROP_VALUE@20..24
                  SGF_L_BRACKET@20..21 "["
                  SGF_POINT@21..23 "ee"
                  SGF_R_BRACKET@23..24 "]"
            SGF_NODE@24..30
              SGF_SEMICOLON@24..25 ";"
              SGF_PROPERTY@25..30
                SGF_PROP_IDENT@25..26 "W"
                SGF_PROP_VALUE@26..30
                  SGF_L_BRACKET@26..27 "["
                  SGF_POINT@27..29 "ce"
                  SGF_R_BRACKET@29..30 "]"
            SGF_R_PAREN@30..31 ")"
          NEWLINE@31..32 "\n"
    "#]],
    );
}

#[test]
fn variations() {
    check(
        "(;GM[1](;B[aa];W[bb])(;B[cc]))",
        expect![[r#"
        SGF_FILE@0..30
          SGF_GAME_TREE@0..30
            SGF_L_PAREN@0..1 "("
            SGF_NODE@1..7
              SGF_SEMICOLON@1..2 ";"
              SGF_PROPERTY@2..7
                SGF_PROP_IDENT@2..4 "GM"
                SGF_PROP_VALUE@4..7
                  SGF_L_BRACKET@4..5 "["
                  SGF_TEXT@5..6 "1"
                  SGF_R_BRACKET@6..7 "]"
            SGF_GAME_TREE@7..21
              SGF_L_PAREN@7..8 "("
              SGF_NODE@8..14
                SGF_SEMICOLON@8..9 ";"
                SGF_PROPERTY@9..14
                  SGF_PROP_IDENT@9..10 "B"
                  SGF_PROP_VALUE@10..14
                    SGF_L_BRACKET@10..11 "["
                    SGF_POINT@11..13 "aa"
                    SGF_R_BRACKET@13..14 "]"
              SGF_NODE@14..20
                SGF_SEMICOLON@14..15 ";"
                SGF_PROPERTY@15..20
                  SGF_PROP_IDENT@15..16 "W"
                  SGF_PROP_VALUE@16..20
                    SGF_L_BRACKET@16..17 "["
                    SGF_POINT@17..19 "bb"
                    SGF_R_BRACKET@19..20 "]"
              SGF_R_PAREN@20..21 ")"
            SGF_GAME_TREE@21..29
              SGF_L_PAREN@21..22 "("
              SGF_NODE@22..28
                SGF_SEMICOLON@22..23 ";"
                SGF_PROPERTY@23..28
                  SGF_PROP_IDENT@23..24 "B"
                  SGF_PROP_VALUE@24..28
                    SGF_L_BRACKET@24..25 "["
                    SGF_POINT@25..27 "cc"
                    SGF_R_BRACKET@27..28 "]"
              SGF_R_PAREN@28..29 ")"
            SGF_R_PAREN@29..30 ")"
    "#]],
    );
}

#[test]
fn text_with_escapes_and_soft_line_breaks() {
    check(
        "(;C[a\\]b\\\\c\\:d won\\\nderful\r\nx\ry\\\r\nz])",
        expect![[r#"
        SGF_FILE@0..37
          SGF_GAME_TREE@0..37
            SGF_L_PAREN@0..1 "("
            SGF_NODE@1..36
              SGF_SEMICOLON@1..2 ";"
              SGF_PROPERTY@2..36
                SGF_PROP_IDENT@2..3 "C"
                SGF_PROP_VALUE@3..36
                  SGF_L_BRACKET@3..4 "["
                  SGF_TEXT@4..5 "a"
                  SGF_ESCAPE@5..7 "\\]"
                  SGF_TEXT@7..8 "b"
                  SGF_ESCAPE@8..10 "\\\\"
                  SGF_TEXT@10..11 "c"
                  SGF_ESCAPE@11..13 "\\:"
                  SGF_TEXT@13..18 "d won"
                  SGF_SOFT_BREAK@18..20 "\\\n"
                  SGF_TEXT@20..26 "derful"
                  NEWLINE@26..28 "\r\n"
                  SGF_TEXT@28..29 "x"
                  NEWLINE@29..30 "\r"
                  SGF_TEXT@30..31 "y"
                  SGF_SOFT_BREAK@31..34 "\\\r\n"
                  SGF_TEXT@34..35 "z"
                  SGF_R_BRACKET@35..36 "]"
            SGF_R_PAREN@36..37 ")"
    "#]],
    );
}

#[test]
fn compose_values_split_only_in_compose_properties() {
    check(
        "(;AP[app\\:x:1.0]SZ[19:12]LB[aa:a:b]C[1:2])",
        expect![[r#"
        SGF_FILE@0..42
          SGF_GAME_TREE@0..42
            SGF_L_PAREN@0..1 "("
            SGF_NODE@1..41
              SGF_SEMICOLON@1..2 ";"
              SGF_PROPERTY@2..16
                SGF_PROP_IDENT@2..4 "AP"
                SGF_PROP_VALUE@4..16
                  SGF_L_BRACKET@4..5 "["
                  SGF_TEXT@5..8 "app"
                  SGF_ESCAPE@8..10 "\\:"
                  SGF_TEXT@10..11 "x"
                  SGF_COLON@11..12 ":"
                  SGF_TEXT@12..15 "1.0"
                  SGF_R_BRACKET@15..16 "]"
              SGF_PROPERTY@16..25
                SGF_PROP_IDENT@16..18 "SZ"
                SGF_PROP_VALUE@18..25
                  SGF_L_BRACKET@18..19 "["
                  SGF_TEXT@19..21 "19"
                  SGF_COLON@21..22 ":"
                  SGF_TEXT@22..24 "12"
                  SGF_R_BRACKET@24..25 "]"
              SGF_PROPERTY@25..35
                SGF_PROP_IDENT@25..27 "LB"
                SGF_PROP_VALUE@27..35
                  SGF_L_BRACKET@27..28 "["
                  SGF_POINT@28..30 "aa"
                  SGF_COLON@30..31 ":"
                  SGF_TEXT@31..34 "a:b"
                  SGF_R_BRACKET@34..35 "]"
              SGF_PROPERTY@35..41
                SGF_PROP_IDENT@35..36 "C"
                SGF_PROP_VALUE@36..41
                  SGF_L_BRACKET@36..37 "["
                  SGF_TEXT@37..40 "1:2"
                  SGF_R_BRACKET@40..41 "]"
            SGF_R_PAREN@41..42 ")"
    "#]],
    );
}

#[test]
fn compressed_point_lists_and_markup() {
    check(
        "(;AB[aa:cc][dd]AR[aa:bb]TR[zZ])",
        expect![[r#"
        SGF_FILE@0..31
          SGF_GAME_TREE@0..31
            SGF_L_PAREN@0..1 "("
            SGF_NODE@1..30
              SGF_SEMICOLON@1..2 ";"
              SGF_PROPERTY@2..15
                SGF_PROP_IDENT@2..4 "AB"
                SGF_PROP_VALUE@4..11
                  SGF_L_BRACKET@4..5 "["
                  SGF_POINT@5..7 "aa"
                  SGF_COLON@7..8 ":"
                  SGF_POINT@8..10 "cc"
                  SGF_R_BRACKET@10..11 "]"
                SGF_PROP_VALUE@11..15
                  SGF_L_BRACKET@11..12 "["
                  SGF_POINT@12..14 "dd"
                  SGF_R_BRACKET@14..15 "]"
              SGF_PROPERTY@15..24
                SGF_PROP_IDENT@15..17 "AR"
                SGF_PROP_VALUE@17..24
                  SGF_L_BRACKET@17..18 "["
                  SGF_POINT@18..20 "aa"
                  SGF_COLON@20..21 ":"
                  SGF_POINT@21..23 "bb"
                  SGF_R_BRACKET@23..24 "]"
              SGF_PROPERTY@24..30
                SGF_PROP_IDENT@24..26 "TR"
                SGF_PROP_VALUE@26..30
                  SGF_L_BRACKET@26..27 "["
                  SGF_POINT@27..29 "zZ"
                  SGF_R_BRACKET@29..30 "]"
            SGF_R_PAREN@30..31 ")"
    "#]],
    );
}

#[test]
fn moves_passes_and_empty_values() {
    check(
        "(;B[];W[tt];B[ a];C[]DD[])",
        expect![[r#"
        SGF_FILE@0..26
          SGF_GAME_TREE@0..26
            SGF_L_PAREN@0..1 "("
            SGF_NODE@1..5
              SGF_SEMICOLON@1..2 ";"
              SGF_PROPERTY@2..5
                SGF_PROP_IDENT@2..3 "B"
                SGF_PROP_VALUE@3..5
                  SGF_L_BRACKET@3..4 "["
                  SGF_R_BRACKET@4..5 "]"
            SGF_NODE@5..11
              SGF_SEMICOLON@5..6 ";"
              SGF_PROPERTY@6..11
                SGF_PROP_IDENT@6..7 "W"
                SGF_PROP_VALUE@7..11
                  SGF_L_BRACKET@7..8 "["
                  SGF_POINT@8..10 "tt"
                  SGF_R_BRACKET@10..11 "]"
            SGF_NODE@11..17
              SGF_SEMICOLON@11..12 ";"
              SGF_PROPERTY@12..17
                SGF_PROP_IDENT@12..13 "B"
                SGF_PROP_VALUE@13..17
                  SGF_L_BRACKET@13..14 "["
                  SGF_TEXT@14..16 " a"
                  SGF_R_BRACKET@16..17 "]"
            SGF_NODE@17..25
              SGF_SEMICOLON@17..18 ";"
              SGF_PROPERTY@18..21
                SGF_PROP_IDENT@18..19 "C"
                SGF_PROP_VALUE@19..21
                  SGF_L_BRACKET@19..20 "["
                  SGF_R_BRACKET@20..21 "]"
              SGF_PROPERTY@21..25
                SGF_PROP_IDENT@21..23 "DD"
                SGF_PROP_VALUE@23..25
                  SGF_L_BRACKET@23..24 "["
                  SGF_R_BRACKET@24..25 "]"
            SGF_R_PAREN@25..26 ")"
    "#]],
    );
}

#[test]
fn old_identifiers_with_lower_case_letters() {
    check(
        "(;CoPyright[IGS]AddBlack[aa:bb]Black [cc])",
        expect![[r#"
        SGF_FILE@0..42
          SGF_GAME_TREE@0..42
            SGF_L_PAREN@0..1 "("
            SGF_NODE@1..41
              SGF_SEMICOLON@1..2 ";"
              SGF_PROPERTY@2..16
                SGF_PROP_IDENT@2..11 "CoPyright"
                SGF_PROP_VALUE@11..16
                  SGF_L_BRACKET@11..12 "["
                  SGF_TEXT@12..15 "IGS"
                  SGF_R_BRACKET@15..16 "]"
              SGF_PROPERTY@16..31
                SGF_PROP_IDENT@16..24 "AddBlack"
                SGF_PROP_VALUE@24..31
                  SGF_L_BRACKET@24..25 "["
                  SGF_POINT@25..27 "aa"
                  SGF_COLON@27..28 ":"
                  SGF_POINT@28..30 "bb"
                  SGF_R_BRACKET@30..31 "]"
              SGF_PROPERTY@31..41
                SGF_PROP_IDENT@31..36 "Black"
                WHITESPACE@36..37 " "
                SGF_PROP_VALUE@37..41
                  SGF_L_BRACKET@37..38 "["
                  SGF_POINT@38..40 "cc"
                  SGF_R_BRACKET@40..41 "]"
            SGF_R_PAREN@41..42 ")"
    "#]],
    );
}

#[test]
fn text_before_the_first_tree_and_after_the_last() {
    check(
        "Header (c) 2001\n(;GM[1])\n-- end --\n",
        expect![[r#"
        SGF_FILE@0..35
          SGF_JUNK@0..16 "Header (c) 2001\n"
          SGF_GAME_TREE@16..24
            SGF_L_PAREN@16..17 "("
            SGF_NODE@17..23
              SGF_SEMICOLON@17..18 ";"
              SGF_PROPERTY@18..23
                SGF_PROP_IDENT@18..20 "GM"
                SGF_PROP_VALUE@20..23
                  SGF_L_BRACKET@20..21 "["
                  SGF_TEXT@21..22 "1"
                  SGF_R_BRACKET@22..23 "]"
            SGF_R_PAREN@23..24 ")"
          NEWLINE@24..25 "\n"
          SGF_JUNK@25..35 "-- end --\n"
    "#]],
    );
}

#[test]
fn missing_semicolon() {
    check(
        "(B[aa];W[bb])",
        expect![[r#"
        SGF_FILE@0..13
          SGF_GAME_TREE@0..13
            SGF_L_PAREN@0..1 "("
            SGF_NODE@1..6
              SGF_PROPERTY@1..6
                SGF_PROP_IDENT@1..2 "B"
                SGF_PROP_VALUE@2..6
                  SGF_L_BRACKET@2..3 "["
                  SGF_POINT@3..5 "aa"
                  SGF_R_BRACKET@5..6 "]"
            SGF_NODE@6..12
              SGF_SEMICOLON@6..7 ";"
              SGF_PROPERTY@7..12
                SGF_PROP_IDENT@7..8 "W"
                SGF_PROP_VALUE@8..12
                  SGF_L_BRACKET@8..9 "["
                  SGF_POINT@9..11 "bb"
                  SGF_R_BRACKET@11..12 "]"
            SGF_R_PAREN@12..13 ")"
        error 1..1: [sgf/missing-semicolon] expected `;` to start a node, found `B`
    "#]],
    );
}

#[test]
fn unclosed_value_before_a_new_node() {
    check(
        "(;C[oops\n;B[aa])",
        expect![[r#"
        SGF_FILE@0..16
          SGF_GAME_TREE@0..16
            SGF_L_PAREN@0..1 "("
            SGF_NODE@1..8
              SGF_SEMICOLON@1..2 ";"
              SGF_PROPERTY@2..8
                SGF_PROP_IDENT@2..3 "C"
                SGF_PROP_VALUE@3..8
                  SGF_L_BRACKET@3..4 "["
                  SGF_TEXT@4..8 "oops"
            NEWLINE@8..9 "\n"
            SGF_NODE@9..15
              SGF_SEMICOLON@9..10 ";"
              SGF_PROPERTY@10..15
                SGF_PROP_IDENT@10..11 "B"
                SGF_PROP_VALUE@11..15
                  SGF_L_BRACKET@11..12 "["
                  SGF_POINT@12..14 "aa"
                  SGF_R_BRACKET@14..15 "]"
            SGF_R_PAREN@15..16 ")"
        error 3..4: [sgf/unclosed-value] expected `]` to close the value of `C`, found a line that starts a new node or property
    "#]],
    );
}

#[test]
fn unclosed_move_before_the_next_node_on_the_same_line() {
    check(
        "(;B[;W[bb])",
        expect![[r#"
        SGF_FILE@0..11
          SGF_GAME_TREE@0..11
            SGF_L_PAREN@0..1 "("
            SGF_NODE@1..4
              SGF_SEMICOLON@1..2 ";"
              SGF_PROPERTY@2..4
                SGF_PROP_IDENT@2..3 "B"
                SGF_PROP_VALUE@3..4
                  SGF_L_BRACKET@3..4 "["
            SGF_NODE@4..10
              SGF_SEMICOLON@4..5 ";"
              SGF_PROPERTY@5..10
                SGF_PROP_IDENT@5..6 "W"
                SGF_PROP_VALUE@6..10
                  SGF_L_BRACKET@6..7 "["
                  SGF_POINT@7..9 "bb"
                  SGF_R_BRACKET@9..10 "]"
            SGF_R_PAREN@10..11 ")"
        error 3..4: [sgf/unclosed-value] expected `]` to close the value of `B`, found `;`
    "#]],
    );
}

#[test]
fn unclosed_point_list_before_another_property() {
    check(
        "(;AB[aa LB[bb:x])",
        expect![[r#"
        SGF_FILE@0..17
          SGF_GAME_TREE@0..17
            SGF_L_PAREN@0..1 "("
            SGF_NODE@1..16
              SGF_SEMICOLON@1..2 ";"
              SGF_PROPERTY@2..7
                SGF_PROP_IDENT@2..4 "AB"
                SGF_PROP_VALUE@4..7
                  SGF_L_BRACKET@4..5 "["
                  SGF_POINT@5..7 "aa"
              WHITESPACE@7..8 " "
              SGF_PROPERTY@8..16
                SGF_PROP_IDENT@8..10 "LB"
                SGF_PROP_VALUE@10..16
                  SGF_L_BRACKET@10..11 "["
                  SGF_POINT@11..13 "bb"
                  SGF_COLON@13..14 ":"
                  SGF_TEXT@14..15 "x"
                  SGF_R_BRACKET@15..16 "]"
            SGF_R_PAREN@16..17 ")"
        error 4..5: [sgf/unclosed-value] expected `]` to close the value of `AB`, found `LB[`
    "#]],
    );
}

#[test]
fn unclosed_value_at_end_of_file() {
    check(
        "(;C[never closed",
        expect![[r#"
        SGF_FILE@0..16
          SGF_GAME_TREE@0..16
            SGF_L_PAREN@0..1 "("
            SGF_NODE@1..16
              SGF_SEMICOLON@1..2 ";"
              SGF_PROPERTY@2..16
                SGF_PROP_IDENT@2..3 "C"
                SGF_PROP_VALUE@3..16
                  SGF_L_BRACKET@3..4 "["
                  SGF_TEXT@4..16 "never closed"
        error 3..4: [sgf/unclosed-value] expected `]` to close the value of `C`, found end of file
        error 16..16: [sgf/unclosed-game-tree] expected `)` to close the game tree that starts on line 1, found end of file
    "#]],
    );
}

#[test]
fn unescaped_bracket_inside_a_value() {
    check(
        "(;C[see [1]] here]B[aa])",
        expect![[r#"
        SGF_FILE@0..24
          SGF_GAME_TREE@0..24
            SGF_L_PAREN@0..1 "("
            SGF_NODE@1..23
              SGF_SEMICOLON@1..2 ";"
              SGF_PROPERTY@2..18
                SGF_PROP_IDENT@2..3 "C"
                SGF_PROP_VALUE@3..18
                  SGF_L_BRACKET@3..4 "["
                  SGF_TEXT@4..10 "see [1"
                  ERROR@10..11 "]"
                  ERROR@11..12 "]"
                  SGF_TEXT@12..17 " here"
                  SGF_R_BRACKET@17..18 "]"
              SGF_PROPERTY@18..23
                SGF_PROP_IDENT@18..19 "B"
                SGF_PROP_VALUE@19..23
                  SGF_L_BRACKET@19..20 "["
                  SGF_POINT@20..22 "aa"
                  SGF_R_BRACKET@22..23 "]"
            SGF_R_PAREN@23..24 ")"
        error 10..11: [sgf/unescaped-bracket] expected `\]` for a `]` inside the value of `C`, found an unescaped `]` followed by text that is not SGF
        error 11..12: [sgf/unescaped-bracket] expected `\]` for a `]` inside the value of `C`, found an unescaped `]` followed by text that is not SGF
    "#]],
    );
}

#[test]
fn unescaped_bracket_followed_by_stray_text() {
    check(
        "(;C[a]b]B[aa])",
        expect![[r#"
        SGF_FILE@0..14
          SGF_GAME_TREE@0..14
            SGF_L_PAREN@0..1 "("
            SGF_NODE@1..13
              SGF_SEMICOLON@1..2 ";"
              SGF_PROPERTY@2..6
                SGF_PROP_IDENT@2..3 "C"
                SGF_PROP_VALUE@3..6
                  SGF_L_BRACKET@3..4 "["
                  SGF_TEXT@4..5 "a"
                  SGF_R_BRACKET@5..6 "]"
              ERROR@6..8 "b]"
              SGF_PROPERTY@8..13
                SGF_PROP_IDENT@8..9 "B"
                SGF_PROP_VALUE@9..13
                  SGF_L_BRACKET@9..10 "["
                  SGF_POINT@10..12 "aa"
                  SGF_R_BRACKET@12..13 "]"
            SGF_R_PAREN@13..14 ")"
        error 6..8: [sgf/unexpected-text] expected a property, `;`, `(` or `)`, found `b]` (if it belongs to the value before it, the `]` that ends that value should be `\]`)
    "#]],
    );
}

#[test]
fn value_without_identifier() {
    check(
        "(;[aa]B[bb])",
        expect![[r#"
        SGF_FILE@0..12
          SGF_GAME_TREE@0..12
            SGF_L_PAREN@0..1 "("
            SGF_NODE@1..11
              SGF_SEMICOLON@1..2 ";"
              SGF_PROPERTY@2..6
                SGF_PROP_VALUE@2..6
                  SGF_L_BRACKET@2..3 "["
                  SGF_TEXT@3..5 "aa"
                  SGF_R_BRACKET@5..6 "]"
              SGF_PROPERTY@6..11
                SGF_PROP_IDENT@6..7 "B"
                SGF_PROP_VALUE@7..11
                  SGF_L_BRACKET@7..8 "["
                  SGF_POINT@8..10 "bb"
                  SGF_R_BRACKET@10..11 "]"
            SGF_R_PAREN@11..12 ")"
        error 2..3: [sgf/value-without-identifier] expected a property identifier before the value, found `[`
    "#]],
    );
}

#[test]
fn property_without_value() {
    check(
        "(;PL;B[aa])",
        expect![[r#"
        SGF_FILE@0..11
          SGF_GAME_TREE@0..11
            SGF_L_PAREN@0..1 "("
            SGF_NODE@1..4
              SGF_SEMICOLON@1..2 ";"
              SGF_PROPERTY@2..4
                SGF_PROP_IDENT@2..4 "PL"
            SGF_NODE@4..10
              SGF_SEMICOLON@4..5 ";"
              SGF_PROPERTY@5..10
                SGF_PROP_IDENT@5..6 "B"
                SGF_PROP_VALUE@6..10
                  SGF_L_BRACKET@6..7 "["
                  SGF_POINT@7..9 "aa"
                  SGF_R_BRACKET@9..10 "]"
            SGF_R_PAREN@10..11 ")"
        error 2..4: [sgf/missing-value] expected `[` and a value after the property `PL`, found `;`
    "#]],
    );
}

#[test]
fn missing_close_paren_at_end_of_file() {
    check(
        "(;B[aa](;W[bb]",
        expect![[r#"
        SGF_FILE@0..14
          SGF_GAME_TREE@0..14
            SGF_L_PAREN@0..1 "("
            SGF_NODE@1..7
              SGF_SEMICOLON@1..2 ";"
              SGF_PROPERTY@2..7
                SGF_PROP_IDENT@2..3 "B"
                SGF_PROP_VALUE@3..7
                  SGF_L_BRACKET@3..4 "["
                  SGF_POINT@4..6 "aa"
                  SGF_R_BRACKET@6..7 "]"
            SGF_GAME_TREE@7..14
              SGF_L_PAREN@7..8 "("
              SGF_NODE@8..14
                SGF_SEMICOLON@8..9 ";"
                SGF_PROPERTY@9..14
                  SGF_PROP_IDENT@9..10 "W"
                  SGF_PROP_VALUE@10..14
                    SGF_L_BRACKET@10..11 "["
                    SGF_POINT@11..13 "bb"
                    SGF_R_BRACKET@13..14 "]"
        error 14..14: [sgf/unclosed-game-tree] expected `)` to close the game tree that starts on line 1 (and 1 enclosing game tree), found end of file
    "#]],
    );
}

#[test]
fn extra_close_paren() {
    check(
        "(;B[aa]))(;W[bb])",
        expect![[r#"
        SGF_FILE@0..17
          SGF_GAME_TREE@0..8
            SGF_L_PAREN@0..1 "("
            SGF_NODE@1..7
              SGF_SEMICOLON@1..2 ";"
              SGF_PROPERTY@2..7
                SGF_PROP_IDENT@2..3 "B"
                SGF_PROP_VALUE@3..7
                  SGF_L_BRACKET@3..4 "["
                  SGF_POINT@4..6 "aa"
                  SGF_R_BRACKET@6..7 "]"
            SGF_R_PAREN@7..8 ")"
          ERROR@8..9 ")"
          SGF_GAME_TREE@9..17
            SGF_L_PAREN@9..10 "("
            SGF_NODE@10..16
              SGF_SEMICOLON@10..11 ";"
              SGF_PROPERTY@11..16
                SGF_PROP_IDENT@11..12 "W"
                SGF_PROP_VALUE@12..16
                  SGF_L_BRACKET@12..13 "["
                  SGF_POINT@13..15 "bb"
                  SGF_R_BRACKET@15..16 "]"
            SGF_R_PAREN@16..17 ")"
        error 8..9: [sgf/unmatched-close-paren] expected `(` to start a game tree or the end of the text, found `)` that closes no game tree
    "#]],
    );
}

#[test]
fn empty_game_tree_and_variation_before_node() {
    check(
        "(;B[aa]()((;W[bb])))",
        expect![[r#"
        SGF_FILE@0..20
          SGF_GAME_TREE@0..20
            SGF_L_PAREN@0..1 "("
            SGF_NODE@1..7
              SGF_SEMICOLON@1..2 ";"
              SGF_PROPERTY@2..7
                SGF_PROP_IDENT@2..3 "B"
                SGF_PROP_VALUE@3..7
                  SGF_L_BRACKET@3..4 "["
                  SGF_POINT@4..6 "aa"
                  SGF_R_BRACKET@6..7 "]"
            SGF_GAME_TREE@7..9
              SGF_L_PAREN@7..8 "("
              SGF_R_PAREN@8..9 ")"
            SGF_GAME_TREE@9..19
              SGF_L_PAREN@9..10 "("
              SGF_GAME_TREE@10..18
                SGF_L_PAREN@10..11 "("
                SGF_NODE@11..17
                  SGF_SEMICOLON@11..12 ";"
                  SGF_PROPERTY@12..17
                    SGF_PROP_IDENT@12..13 "W"
                    SGF_PROP_VALUE@13..17
                      SGF_L_BRACKET@13..14 "["
                      SGF_POINT@14..16 "bb"
                      SGF_R_BRACKET@16..17 "]"
                SGF_R_PAREN@17..18 ")"
              SGF_R_PAREN@18..19 ")"
            SGF_R_PAREN@19..20 ")"
        error 7..9: [sgf/empty-game-tree] expected a node (`;`) in the game tree, found `)`
        error 10..11: [sgf/variation-before-node] expected `;` to start the first node of the game tree, found `(`
    "#]],
    );
}

#[test]
fn node_after_variation() {
    check(
        "(;B[aa](;W[bb]);W[cc])",
        expect![[r#"
        SGF_FILE@0..22
          SGF_GAME_TREE@0..22
            SGF_L_PAREN@0..1 "("
            SGF_NODE@1..7
              SGF_SEMICOLON@1..2 ";"
              SGF_PROPERTY@2..7
                SGF_PROP_IDENT@2..3 "B"
                SGF_PROP_VALUE@3..7
                  SGF_L_BRACKET@3..4 "["
                  SGF_POINT@4..6 "aa"
                  SGF_R_BRACKET@6..7 "]"
            SGF_GAME_TREE@7..15
              SGF_L_PAREN@7..8 "("
              SGF_NODE@8..14
                SGF_SEMICOLON@8..9 ";"
                SGF_PROPERTY@9..14
                  SGF_PROP_IDENT@9..10 "W"
                  SGF_PROP_VALUE@10..14
                    SGF_L_BRACKET@10..11 "["
                    SGF_POINT@11..13 "bb"
                    SGF_R_BRACKET@13..14 "]"
              SGF_R_PAREN@14..15 ")"
            SGF_NODE@15..21
              SGF_SEMICOLON@15..16 ";"
              SGF_PROPERTY@16..21
                SGF_PROP_IDENT@16..17 "W"
                SGF_PROP_VALUE@17..21
                  SGF_L_BRACKET@17..18 "["
                  SGF_POINT@18..20 "cc"
                  SGF_R_BRACKET@20..21 "]"
            SGF_R_PAREN@21..22 ")"
        error 15..16: [sgf/node-after-variation] expected `(` or `)` after a variation, found `;`: nodes come before the variations of their game tree
    "#]],
    );
}

#[test]
fn stray_text_in_a_node() {
    check(
        "(; illegal_chars B[aa] ] ;W[bb])",
        expect![[r#"
        SGF_FILE@0..32
          SGF_GAME_TREE@0..32
            SGF_L_PAREN@0..1 "("
            SGF_NODE@1..24
              SGF_SEMICOLON@1..2 ";"
              WHITESPACE@2..3 " "
              ERROR@3..16 "illegal_chars"
              WHITESPACE@16..17 " "
              SGF_PROPERTY@17..22
                SGF_PROP_IDENT@17..18 "B"
                SGF_PROP_VALUE@18..22
                  SGF_L_BRACKET@18..19 "["
                  SGF_POINT@19..21 "aa"
                  SGF_R_BRACKET@21..22 "]"
              WHITESPACE@22..23 " "
              ERROR@23..24 "]"
            WHITESPACE@24..25 " "
            SGF_NODE@25..31
              SGF_SEMICOLON@25..26 ";"
              SGF_PROPERTY@26..31
                SGF_PROP_IDENT@26..27 "W"
                SGF_PROP_VALUE@27..31
                  SGF_L_BRACKET@27..28 "["
                  SGF_POINT@28..30 "bb"
                  SGF_R_BRACKET@30..31 "]"
            SGF_R_PAREN@31..32 ")"
        error 3..16: [sgf/unexpected-text] expected a property, `;`, `(` or `)`, found `illegal_chars`
        error 23..24: [sgf/unexpected-text] expected a property, `;`, `(` or `)`, found `]`
    "#]],
    );
}

#[test]
fn text_between_trees() {
    check(
        "(;B[aa]) junk (;W[bb])",
        expect![[r#"
            SGF_FILE@0..22
              SGF_GAME_TREE@0..8
                SGF_L_PAREN@0..1 "("
                SGF_NODE@1..7
                  SGF_SEMICOLON@1..2 ";"
                  SGF_PROPERTY@2..7
                    SGF_PROP_IDENT@2..3 "B"
                    SGF_PROP_VALUE@3..7
                      SGF_L_BRACKET@3..4 "["
                      SGF_POINT@4..6 "aa"
                      SGF_R_BRACKET@6..7 "]"
                SGF_R_PAREN@7..8 ")"
              WHITESPACE@8..9 " "
              ERROR@9..13 "junk"
              WHITESPACE@13..14 " "
              SGF_GAME_TREE@14..22
                SGF_L_PAREN@14..15 "("
                SGF_NODE@15..21
                  SGF_SEMICOLON@15..16 ";"
                  SGF_PROPERTY@16..21
                    SGF_PROP_IDENT@16..17 "W"
                    SGF_PROP_VALUE@17..21
                      SGF_L_BRACKET@17..18 "["
                      SGF_POINT@18..20 "bb"
                      SGF_R_BRACKET@20..21 "]"
                SGF_R_PAREN@21..22 ")"
            error 9..13: [sgf/text-outside-trees] expected `(` to start the next game tree, found `junk`
        "#]],
    );
}

#[test]
fn node_after_the_last_tree() {
    check(
        "(;B[aa])\n;W[bb]\n",
        expect![[r#"
        SGF_FILE@0..16
          SGF_GAME_TREE@0..8
            SGF_L_PAREN@0..1 "("
            SGF_NODE@1..7
              SGF_SEMICOLON@1..2 ";"
              SGF_PROPERTY@2..7
                SGF_PROP_IDENT@2..3 "B"
                SGF_PROP_VALUE@3..7
                  SGF_L_BRACKET@3..4 "["
                  SGF_POINT@4..6 "aa"
                  SGF_R_BRACKET@6..7 "]"
            SGF_R_PAREN@7..8 ")"
          NEWLINE@8..9 "\n"
          ERROR@9..15 ";W[bb]"
          NEWLINE@15..16 "\n"
        error 9..15: [sgf/text-outside-trees] expected `(` to start a game tree, found SGF data outside every tree: `;W[bb]`
    "#]],
    );
}

#[test]
fn no_game_tree() {
    check(
        "just prose",
        expect![[r#"
        SGF_FILE@0..10
          SGF_JUNK@0..10 "just prose"
        error 0..10: [sgf/no-game-tree] expected a game tree starting with `(;`, found no `(` that starts one
    "#]],
    );
    check(
        "",
        expect![[r#"
        SGF_FILE@0..0
        error 0..0: [sgf/no-game-tree] expected a game tree starting with `(;`, found an empty document
    "#]],
    );
}
