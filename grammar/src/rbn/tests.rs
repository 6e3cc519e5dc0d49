//! Snapshot tests of RBN and RBX trees and errors: one small input per piece of syntax.

use expect_test::{expect, Expect};

fn check(text: &str, expect: Expect) {
    let parse = super::parse(text);
    assert_eq!(parse.syntax().text().to_string(), text);
    expect.assert_eq(&parse.debug_dump());
}

fn check_rbx(text: &str, expect: Expect) {
    let parse = super::parse_rbx(text);
    assert_eq!(parse.syntax().text().to_string(), text);
    expect.assert_eq(&parse.debug_dump());
}

// ---- records, comments, free text, line ends ----

#[test]
fn records_are_separated_by_blank_lines() {
    check(
        "% RBN 3.2\nB 1\n\nB 2\n",
        expect![[r#"
        RBN_FILE@0..19
          RBN_RECORD@0..14
            RBN_COMMENT@0..9
              RBN_PERCENT@0..1 "%"
              WHITESPACE@1..2 " "
              RBN_SIGNATURE@2..5 "RBN"
              RBN_COMMENT_TEXT@5..9 " 3.2"
            NEWLINE@9..10 "\n"
            RBN_BOARD_LABEL@10..13
              RBN_LABEL_NAME@10..11 "B"
              WHITESPACE@11..12 " "
              RBN_FIELD@12..13
                RBN_TEXT@12..13 "1"
            NEWLINE@13..14 "\n"
          NEWLINE@14..15 "\n"
          RBN_RECORD@15..19
            RBN_BOARD_LABEL@15..18
              RBN_LABEL_NAME@15..16 "B"
              WHITESPACE@16..17 " "
              RBN_FIELD@17..18
                RBN_TEXT@17..18 "2"
            NEWLINE@18..19 "\n"
    "#]],
    );
}

#[test]
fn crlf_and_lone_cr_are_line_ends() {
    check(
        "B 1\r\n\r\nB 2\rB 3",
        expect![[r#"
        RBN_FILE@0..14
          RBN_RECORD@0..5
            RBN_BOARD_LABEL@0..3
              RBN_LABEL_NAME@0..1 "B"
              WHITESPACE@1..2 " "
              RBN_FIELD@2..3
                RBN_TEXT@2..3 "1"
            NEWLINE@3..5 "\r\n"
          NEWLINE@5..7 "\r\n"
          RBN_RECORD@7..14
            RBN_BOARD_LABEL@7..10
              RBN_LABEL_NAME@7..8 "B"
              WHITESPACE@8..9 " "
              RBN_FIELD@9..10
                RBN_TEXT@9..10 "2"
            NEWLINE@10..11 "\r"
            RBN_BOARD_LABEL@11..14
              RBN_LABEL_NAME@11..12 "B"
              WHITESPACE@12..13 " "
              RBN_FIELD@13..14
                RBN_TEXT@13..14 "3"
    "#]],
    );
}

#[test]
fn comment_lines_other_than_the_first_have_no_signature() {
    check(
        "B 1\n%RBN is not a signature here\n",
        expect![[r#"
        RBN_FILE@0..33
          RBN_RECORD@0..33
            RBN_BOARD_LABEL@0..3
              RBN_LABEL_NAME@0..1 "B"
              WHITESPACE@1..2 " "
              RBN_FIELD@2..3
                RBN_TEXT@2..3 "1"
            NEWLINE@3..4 "\n"
            RBN_COMMENT@4..32
              RBN_PERCENT@4..5 "%"
              RBN_COMMENT_TEXT@5..32 "RBN is not a signatur ..."
            NEWLINE@32..33 "\n"
    "#]],
    );
}

#[test]
fn free_text_spans_lines_and_keeps_bars() {
    check(
        "{First line|same paragraph\nsecond } line}\nB 1\n",
        expect![[r#"
        RBN_FILE@0..46
          RBN_RECORD@0..46
            RBN_FREE_TEXT@0..41
              RBN_L_BRACE@0..1 "{"
              RBN_TEXT@1..11 "First line"
              RBN_BAR@11..12 "|"
              RBN_TEXT@12..26 "same paragraph"
              NEWLINE@26..27 "\n"
              RBN_TEXT@27..40 "second } line"
              RBN_R_BRACE@40..41 "}"
            NEWLINE@41..42 "\n"
            RBN_BOARD_LABEL@42..45
              RBN_LABEL_NAME@42..43 "B"
              WHITESPACE@43..44 " "
              RBN_FIELD@44..45
                RBN_TEXT@44..45 "1"
            NEWLINE@45..46 "\n"
    "#]],
    );
}

#[test]
fn null_labels_have_no_value() {
    check(
        "S\nK \n",
        expect![[r#"
        RBN_FILE@0..5
          RBN_RECORD@0..5
            RBN_SESSION_LABEL@0..1
              RBN_LABEL_NAME@0..1 "S"
            NEWLINE@1..2 "\n"
            RBN_TEAMS_LABEL@2..4
              RBN_LABEL_NAME@2..3 "K"
              WHITESPACE@3..4 " "
            NEWLINE@4..5 "\n"
    "#]],
    );
}

#[test]
fn notes_are_text() {
    check(
        "1 forcing: one round\n",
        expect![[r#"
        RBN_FILE@0..21
          RBN_RECORD@0..21
            RBN_NOTE_LABEL@0..20
              RBN_LABEL_NAME@0..1 "1"
              WHITESPACE@1..2 " "
              RBN_TEXT@2..20 "forcing: one round"
            NEWLINE@20..21 "\n"
    "#]],
    );
}

// ---- text labels ----

#[test]
fn title_doubles_colons() {
    check(
        "T Preempts:: Fact or Fiction?:Marty Bergen\n",
        expect![[r#"
        RBN_FILE@0..43
          RBN_RECORD@0..43
            RBN_TITLE_LABEL@0..42
              RBN_LABEL_NAME@0..1 "T"
              WHITESPACE@1..2 " "
              RBN_FIELD@2..29
                RBN_TEXT@2..10 "Preempts"
                RBN_ESCAPED_COLON@10..12 "::"
                RBN_TEXT@12..29 " Fact or Fiction?"
              RBN_COLON@29..30 ":"
              RBN_FIELD@30..42
                RBN_TEXT@30..42 "Marty Bergen"
            NEWLINE@42..43 "\n"
    "#]],
    );
}

#[test]
fn names_split_partners_and_keep_the_rest_as_text() {
    check(
        "N Wolff+Hamman:Stansby+Martel:O:notes: more\n",
        expect![[r#"
        RBN_FILE@0..44
          RBN_RECORD@0..44
            RBN_NAMES_LABEL@0..43
              RBN_LABEL_NAME@0..1 "N"
              WHITESPACE@1..2 " "
              RBN_FIELD@2..14
                RBN_TEXT@2..7 "Wolff"
                RBN_PLUS@7..8 "+"
                RBN_TEXT@8..14 "Hamman"
              RBN_COLON@14..15 ":"
              RBN_FIELD@15..29
                RBN_TEXT@15..22 "Stansby"
                RBN_PLUS@22..23 "+"
                RBN_TEXT@23..29 "Martel"
              RBN_COLON@29..30 ":"
              RBN_FIELD@30..31
                RBN_TEXT@30..31 "O"
              RBN_COLON@31..32 ":"
              RBN_FIELD@32..43
                RBN_TEXT@32..43 "notes: more"
            NEWLINE@43..44 "\n"
    "#]],
    );
}

#[test]
fn teams_have_carryovers() {
    check(
        "K France:Spain::-5\n",
        expect![[r#"
        RBN_FILE@0..19
          RBN_RECORD@0..19
            RBN_TEAMS_LABEL@0..18
              RBN_LABEL_NAME@0..1 "K"
              WHITESPACE@1..2 " "
              RBN_FIELD@2..8
                RBN_TEXT@2..8 "France"
              RBN_COLON@8..9 ":"
              RBN_FIELD@9..14
                RBN_TEXT@9..14 "Spain"
              RBN_COLON@14..15 ":"
              RBN_FIELD@15..15
              RBN_COLON@15..16 ":"
              RBN_FIELD@16..18
                RBN_TEXT@16..18 "-5"
            NEWLINE@18..19 "\n"
    "#]],
    );
}

#[test]
fn location_event_scoring_and_session() {
    check(
        "L Toronto:Royal York\nE Pairs\nF X:Butler:old\nS S:3\n",
        expect![[r#"
        RBN_FILE@0..50
          RBN_RECORD@0..50
            RBN_LOCATION_LABEL@0..20
              RBN_LABEL_NAME@0..1 "L"
              WHITESPACE@1..2 " "
              RBN_FIELD@2..9
                RBN_TEXT@2..9 "Toronto"
              RBN_COLON@9..10 ":"
              RBN_FIELD@10..20
                RBN_TEXT@10..20 "Royal York"
            NEWLINE@20..21 "\n"
            RBN_EVENT_LABEL@21..28
              RBN_LABEL_NAME@21..22 "E"
              WHITESPACE@22..23 " "
              RBN_FIELD@23..28
                RBN_TEXT@23..28 "Pairs"
            NEWLINE@28..29 "\n"
            RBN_SCORING_LABEL@29..43
              RBN_LABEL_NAME@29..30 "F"
              WHITESPACE@30..31 " "
              RBN_FIELD@31..32
                RBN_TEXT@31..32 "X"
              RBN_COLON@32..33 ":"
              RBN_FIELD@33..39
                RBN_TEXT@33..39 "Butler"
              RBN_COLON@39..40 ":"
              RBN_FIELD@40..43
                RBN_TEXT@40..43 "old"
            NEWLINE@43..44 "\n"
            RBN_SESSION_LABEL@44..49
              RBN_LABEL_NAME@44..45 "S"
              WHITESPACE@45..46 " "
              RBN_FIELD@46..47
                RBN_TEXT@46..47 "S"
              RBN_COLON@47..48 ":"
              RBN_FIELD@48..49
                RBN_TEXT@48..49 "3"
            NEWLINE@49..50 "\n"
    "#]],
    );
}

// ---- D ----

#[test]
fn date_with_time_and_gmt() {
    check(
        "D 20120428:072315G\n",
        expect![[r#"
        RBN_FILE@0..19
          RBN_RECORD@0..19
            RBN_DATE_LABEL@0..18
              RBN_LABEL_NAME@0..1 "D"
              WHITESPACE@1..2 " "
              RBN_DATE@2..10
                RBN_YEAR@2..6 "2012"
                RBN_MONTH@6..8 "04"
                RBN_DAY@8..10 "28"
              RBN_COLON@10..11 ":"
              RBN_TIME@11..17 "072315"
              RBN_GMT@17..18 "G"
            NEWLINE@18..19 "\n"
    "#]],
    );
}

#[test]
fn date_span_and_circa() {
    check(
        "D 1986120911\nD 1955C\nD 19??06C\n",
        expect![[r#"
        RBN_FILE@0..31
          RBN_RECORD@0..31
            RBN_DATE_LABEL@0..12
              RBN_LABEL_NAME@0..1 "D"
              WHITESPACE@1..2 " "
              RBN_DATE@2..12
                RBN_YEAR@2..6 "1986"
                RBN_MONTH@6..8 "12"
                RBN_DAY@8..10 "09"
                RBN_DAY@10..12 "11"
            NEWLINE@12..13 "\n"
            RBN_DATE_LABEL@13..20
              RBN_LABEL_NAME@13..14 "D"
              WHITESPACE@14..15 " "
              RBN_DATE@15..20
                RBN_YEAR@15..19 "1955"
                RBN_CIRCA@19..20 "C"
            NEWLINE@20..21 "\n"
            RBN_DATE_LABEL@21..30
              RBN_LABEL_NAME@21..22 "D"
              WHITESPACE@22..23 " "
              RBN_DATE@23..30
                RBN_YEAR@23..27 "19??"
                RBN_MONTH@27..29 "06"
                RBN_CIRCA@29..30 "C"
            NEWLINE@30..31 "\n"
    "#]],
    );
}

// ---- H ----

#[test]
fn deal_with_void_and_absent_hands() {
    check(
        "H N:A..K::.Q\n",
        expect![[r#"
            RBN_FILE@0..13
              RBN_RECORD@0..13
                RBN_HAND_LABEL@0..12
                  RBN_LABEL_NAME@0..1 "H"
                  WHITESPACE@1..2 " "
                  RBN_DEAL@2..12
                    RBN_SEAT@2..3 "N"
                    RBN_HAND@3..8
                      RBN_COLON@3..4 ":"
                      RBN_SUIT@4..5
                        RBN_CARD@4..5 "A"
                      RBN_DOT@5..6 "."
                      RBN_SUIT@6..6
                      RBN_DOT@6..7 "."
                      RBN_SUIT@7..8
                        RBN_CARD@7..8 "K"
                    RBN_HAND@8..9
                      RBN_COLON@8..9 ":"
                    RBN_HAND@9..12
                      RBN_COLON@9..10 ":"
                      RBN_SUIT@10..10
                      RBN_DOT@10..11 "."
                      RBN_SUIT@11..12
                        RBN_CARD@11..12 "Q"
                NEWLINE@12..13 "\n"
        "#]],
    );
}

#[test]
fn deal_with_hidden_hands_and_pseudo_cards() {
    check(
        "H W:AKxx.?;Q2:\n",
        expect![[r#"
        RBN_FILE@0..15
          RBN_RECORD@0..15
            RBN_HAND_LABEL@0..14
              RBN_LABEL_NAME@0..1 "H"
              WHITESPACE@1..2 " "
              RBN_DEAL@2..14
                RBN_SEAT@2..3 "W"
                RBN_HAND@3..10
                  RBN_COLON@3..4 ":"
                  RBN_SUIT@4..8
                    RBN_CARD@4..5 "A"
                    RBN_CARD@5..6 "K"
                    RBN_CARD@6..7 "x"
                    RBN_CARD@7..8 "x"
                  RBN_DOT@8..9 "."
                  RBN_SUIT@9..10
                    RBN_CARD@9..10 "?"
                RBN_HAND@10..13
                  RBN_SEMICOLON@10..11 ";"
                  RBN_SUIT@11..13
                    RBN_CARD@11..12 "Q"
                    RBN_CARD@12..13 "2"
                RBN_HAND@13..14
                  RBN_COLON@13..14 ":"
            NEWLINE@14..15 "\n"
    "#]],
    );
}

// ---- A ----

#[test]
fn auction_with_dealer_annotations_and_notes() {
    check(
        "A EB:3CP3N?P:PX!R^1A\n",
        expect![[r#"
        RBN_FILE@0..21
          RBN_RECORD@0..21
            RBN_AUCTION_LABEL@0..20
              RBN_LABEL_NAME@0..1 "A"
              WHITESPACE@1..2 " "
              RBN_DEALER@2..3 "E"
              RBN_VULNERABILITY@3..4 "B"
              RBN_COLON@4..5 ":"
              RBN_ROUND@5..12
                RBN_CALL@5..7
                  RBN_LEVEL@5..6 "3"
                  RBN_STRAIN@6..7 "C"
                RBN_CALL@7..8
                  RBN_PASS@7..8 "P"
                RBN_CALL@8..11
                  RBN_LEVEL@8..9 "3"
                  RBN_STRAIN@9..10 "N"
                  RBN_ANNOTATION@10..11 "?"
                RBN_CALL@11..12
                  RBN_PASS@11..12 "P"
              RBN_COLON@12..13 ":"
              RBN_ROUND@13..20
                RBN_CALL@13..14
                  RBN_PASS@13..14 "P"
                RBN_CALL@14..16
                  RBN_DOUBLE@14..15 "X"
                  RBN_ANNOTATION@15..16 "!"
                RBN_CALL@16..19
                  RBN_REDOUBLE@16..17 "R"
                  RBN_NOTE_REF@17..19 "^1"
                RBN_CALL@19..20
                  RBN_ALL_PASS@19..20 "A"
            NEWLINE@20..21 "\n"
    "#]],
    );
}

#[test]
fn auction_without_dealer_and_with_query() {
    check(
        "A 1SP2cp:Y\n",
        expect![[r#"
        RBN_FILE@0..11
          RBN_RECORD@0..11
            RBN_AUCTION_LABEL@0..10
              RBN_LABEL_NAME@0..1 "A"
              WHITESPACE@1..2 " "
              RBN_ROUND@2..8
                RBN_CALL@2..4
                  RBN_LEVEL@2..3 "1"
                  RBN_STRAIN@3..4 "S"
                RBN_CALL@4..5
                  RBN_PASS@4..5 "P"
                RBN_CALL@5..7
                  RBN_LEVEL@5..6 "2"
                  RBN_STRAIN@6..7 "c"
                RBN_CALL@7..8
                  RBN_PASS@7..8 "p"
              RBN_COLON@8..9 ":"
              RBN_ROUND@9..10
                RBN_CALL@9..10
                  RBN_QUERY@9..10 "Y"
            NEWLINE@10..11 "\n"
    "#]],
    );
}

// ---- C ----

#[test]
fn contracts() {
    check(
        "C 4SX8:S\nC H6:S:S\nC 6NR:E:W:extra\n",
        expect![[r#"
        RBN_FILE@0..34
          RBN_RECORD@0..34
            RBN_CONTRACT_LABEL@0..8
              RBN_LABEL_NAME@0..1 "C"
              WHITESPACE@1..2 " "
              RBN_CONTRACT@2..6
                RBN_LEVEL@2..3 "4"
                RBN_STRAIN@3..4 "S"
                RBN_RISK@4..5 "X"
                RBN_GOAL@5..6 "8"
              RBN_COLON@6..7 ":"
              RBN_DECLARER@7..8 "S"
            NEWLINE@8..9 "\n"
            RBN_CONTRACT_LABEL@9..17
              RBN_LABEL_NAME@9..10 "C"
              WHITESPACE@10..11 " "
              RBN_CONTRACT@11..13
                RBN_STRAIN@11..12 "H"
                RBN_GOAL@12..13 "6"
              RBN_COLON@13..14 ":"
              RBN_DECLARER@14..15 "S"
              RBN_COLON@15..16 ":"
              RBN_LEADER@16..17 "S"
            NEWLINE@17..18 "\n"
            RBN_CONTRACT_LABEL@18..33
              RBN_LABEL_NAME@18..19 "C"
              WHITESPACE@19..20 " "
              RBN_CONTRACT@20..23
                RBN_LEVEL@20..21 "6"
                RBN_STRAIN@21..22 "N"
                RBN_RISK@22..23 "R"
              RBN_COLON@23..24 ":"
              RBN_DECLARER@24..25 "E"
              RBN_COLON@25..26 ":"
              RBN_LEADER@26..27 "W"
              RBN_COLON@27..28 ":"
              RBN_FIELD@28..33
                RBN_TEXT@28..33 "extra"
            NEWLINE@33..34 "\n"
    "#]],
    );
}

// ---- P ----

#[test]
fn play_with_shorthand_annotations_and_trivial_rest() {
    check(
        "P HQ*3J2:HK47A;DJA5^1\n",
        expect![[r#"
            RBN_FILE@0..22
              RBN_RECORD@0..22
                RBN_PLAY_LABEL@0..21
                  RBN_LABEL_NAME@0..1 "P"
                  WHITESPACE@1..2 " "
                  RBN_TRICK@2..8
                    RBN_PLAY@2..4 "HQ"
                    RBN_ANNOTATION@4..5 "*"
                    RBN_PLAY@5..6 "3"
                    RBN_PLAY@6..7 "J"
                    RBN_PLAY@7..8 "2"
                  RBN_COLON@8..9 ":"
                  RBN_TRICK@9..14
                    RBN_PLAY@9..11 "HK"
                    RBN_PLAY@11..12 "4"
                    RBN_PLAY@12..13 "7"
                    RBN_PLAY@13..14 "A"
                  RBN_SEMICOLON@14..15 ";"
                  RBN_TRICK@15..21
                    RBN_PLAY@15..17 "DJ"
                    RBN_PLAY@17..18 "A"
                    RBN_PLAY@18..19 "5"
                    RBN_NOTE_REF@19..21 "^1"
                NEWLINE@21..22 "\n"
        "#]],
    );
}

#[test]
fn play_with_pseudo_plays_and_suitless_trick() {
    check(
        "P SK--.:--+-:Y\n",
        expect![[r#"
            RBN_FILE@0..15
              RBN_RECORD@0..15
                RBN_PLAY_LABEL@0..14
                  RBN_LABEL_NAME@0..1 "P"
                  WHITESPACE@1..2 " "
                  RBN_TRICK@2..7
                    RBN_PLAY@2..4 "SK"
                    RBN_PSEUDO_PLAY@4..5 "-"
                    RBN_PSEUDO_PLAY@5..6 "-"
                    RBN_PSEUDO_PLAY@6..7 "."
                  RBN_COLON@7..8 ":"
                  RBN_TRICK@8..12
                    RBN_PSEUDO_PLAY@8..9 "-"
                    RBN_PSEUDO_PLAY@9..10 "-"
                    RBN_PSEUDO_PLAY@10..11 "+"
                    RBN_PSEUDO_PLAY@11..12 "-"
                  RBN_COLON@12..13 ":"
                  RBN_TRICK@13..14
                    RBN_QUERY@13..14 "Y"
                NEWLINE@14..15 "\n"
        "#]],
    );
}

// ---- R and M ----

#[test]
fn results() {
    check(
        "R 8-300:+4\nR P:=\nR :66.67\n",
        expect![[r#"
        RBN_FILE@0..26
          RBN_RECORD@0..26
            RBN_RESULT_LABEL@0..10
              RBN_LABEL_NAME@0..1 "R"
              WHITESPACE@1..2 " "
              RBN_FIELD@2..7
                RBN_TRICKS@2..3 "8"
                RBN_SCORE@3..7 "-300"
              RBN_COLON@7..8 ":"
              RBN_FIELD@8..10
                RBN_SCORE@8..10 "+4"
            NEWLINE@10..11 "\n"
            RBN_RESULT_LABEL@11..16
              RBN_LABEL_NAME@11..12 "R"
              WHITESPACE@12..13 " "
              RBN_FIELD@13..14
                RBN_PASS@13..14 "P"
              RBN_COLON@14..15 ":"
              RBN_FIELD@15..16
                RBN_SCORE@15..16 "="
            NEWLINE@16..17 "\n"
            RBN_RESULT_LABEL@17..25
              RBN_LABEL_NAME@17..18 "R"
              WHITESPACE@18..19 " "
              RBN_FIELD@19..19
              RBN_COLON@19..20 ":"
              RBN_FIELD@20..25
                RBN_SCORE@20..25 "66.67"
            NEWLINE@25..26 "\n"
    "#]],
    );
}

#[test]
fn makes_in_four_parts() {
    check(
        "M 89?:D:987A8=:!=\n",
        expect![[r#"
            RBN_FILE@0..18
              RBN_RECORD@0..18
                RBN_MAKES_LABEL@0..17
                  RBN_LABEL_NAME@0..1 "M"
                  WHITESPACE@1..2 " "
                  RBN_FIELD@2..5
                    RBN_MAKES@2..5 "89?"
                  RBN_COLON@5..6 ":"
                  RBN_FIELD@6..7
                    RBN_MAKES@6..7 "D"
                  RBN_COLON@7..8 ":"
                  RBN_FIELD@8..14
                    RBN_MAKES@8..13 "987A8"
                    RBN_EQUALS@13..14 "="
                  RBN_COLON@14..15 ":"
                  RBN_FIELD@15..17
                    RBN_NOT@15..16 "!"
                    RBN_EQUALS@16..17 "="
                NEWLINE@17..18 "\n"
        "#]],
    );
}

// ---- I ----

#[test]
fn items_on_one_line() {
    check(
        "I 3N=10:4S=7:98\n",
        expect![[r#"
        RBN_FILE@0..16
          RBN_RECORD@0..16
            RBN_ITEMS_LABEL@0..15
              RBN_LABEL_NAME@0..1 "I"
              WHITESPACE@1..2 " "
              RBN_ITEM@2..7
                RBN_TEXT@2..4 "3N"
                RBN_EQUALS@4..5 "="
                RBN_TEXT@5..7 "10"
              RBN_COLON@7..8 ":"
              RBN_ITEM@8..12
                RBN_TEXT@8..10 "4S"
                RBN_EQUALS@10..11 "="
                RBN_TEXT@11..12 "7"
              RBN_COLON@12..13 ":"
              RBN_ITEM@13..15
                RBN_TEXT@13..15 "98"
            NEWLINE@15..16 "\n"
    "#]],
    );
}

#[test]
fn items_over_several_lines_with_and_without_prefix() {
    check(
        "I Dbl=0 or 3\nPass=1 or 4\n% aside\nI Bid=2\n{Free text ends the list}\n",
        expect![[r#"
            RBN_FILE@0..67
              RBN_RECORD@0..67
                RBN_ITEMS_LABEL@0..40
                  RBN_LABEL_NAME@0..1 "I"
                  WHITESPACE@1..2 " "
                  RBN_ITEM@2..12
                    RBN_TEXT@2..5 "Dbl"
                    RBN_EQUALS@5..6 "="
                    RBN_TEXT@6..12 "0 or 3"
                  NEWLINE@12..13 "\n"
                  RBN_ITEM@13..24
                    RBN_TEXT@13..17 "Pass"
                    RBN_EQUALS@17..18 "="
                    RBN_TEXT@18..24 "1 or 4"
                  NEWLINE@24..25 "\n"
                  RBN_COMMENT@25..32
                    RBN_PERCENT@25..26 "%"
                    RBN_COMMENT_TEXT@26..32 " aside"
                  NEWLINE@32..33 "\n"
                  RBN_LABEL_NAME@33..34 "I"
                  WHITESPACE@34..35 " "
                  RBN_ITEM@35..40
                    RBN_TEXT@35..38 "Bid"
                    RBN_EQUALS@38..39 "="
                    RBN_TEXT@39..40 "2"
                NEWLINE@40..41 "\n"
                RBN_FREE_TEXT@41..66
                  RBN_L_BRACE@41..42 "{"
                  RBN_TEXT@42..65 "Free text ends the list"
                  RBN_R_BRACE@65..66 "}"
                NEWLINE@66..67 "\n"
        "#]],
    );
}

#[test]
fn a_label_line_ends_the_item_list() {
    check(
        "I P=4\n1 a note\n",
        expect![[r#"
        RBN_FILE@0..15
          RBN_RECORD@0..15
            RBN_ITEMS_LABEL@0..5
              RBN_LABEL_NAME@0..1 "I"
              WHITESPACE@1..2 " "
              RBN_ITEM@2..5
                RBN_TEXT@2..3 "P"
                RBN_EQUALS@3..4 "="
                RBN_TEXT@4..5 "4"
            NEWLINE@5..6 "\n"
            RBN_NOTE_LABEL@6..14
              RBN_LABEL_NAME@6..7 "1"
              WHITESPACE@7..8 " "
              RBN_TEXT@8..14 "a note"
            NEWLINE@14..15 "\n"
    "#]],
    );
}

// ---- errors ----

#[test]
fn unknown_label_is_reported_and_the_next_line_still_parses() {
    check(
        "Z what\nB 1\n",
        expect![[r#"
        RBN_FILE@0..11
          RBN_RECORD@0..11
            ERROR@0..6
              RBN_TEXT@0..6 "Z what"
            NEWLINE@6..7 "\n"
            RBN_BOARD_LABEL@7..10
              RBN_LABEL_NAME@7..8 "B"
              WHITESPACE@8..9 " "
              RBN_FIELD@9..10
                RBN_TEXT@9..10 "1"
            NEWLINE@10..11 "\n"
        error 0..1: [rbn/unknown-label] expected a label (one of D T L E F S K N B H A C P R M I, or a note digit 0-9), found `Z`
    "#]],
    );
}

#[test]
fn missing_space_after_label() {
    check(
        "B7\n",
        expect![[r#"
        RBN_FILE@0..3
          RBN_RECORD@0..3
            RBN_BOARD_LABEL@0..2
              RBN_LABEL_NAME@0..1 "B"
              RBN_FIELD@1..2
                RBN_TEXT@1..2 "7"
            NEWLINE@2..3 "\n"
        error 1..2: [rbn/missing-space] expected a space after label `B`, found `7`
    "#]],
    );
}

#[test]
fn bad_card() {
    check(
        "H W:AK10.Q:\n",
        expect![[r#"
        RBN_FILE@0..12
          RBN_RECORD@0..12
            RBN_HAND_LABEL@0..11
              RBN_LABEL_NAME@0..1 "H"
              WHITESPACE@1..2 " "
              RBN_DEAL@2..11
                RBN_SEAT@2..3 "W"
                RBN_HAND@3..10
                  RBN_COLON@3..4 ":"
                  RBN_SUIT@4..8
                    RBN_CARD@4..5 "A"
                    RBN_CARD@5..6 "K"
                    ERROR@6..8 "10"
                  RBN_DOT@8..9 "."
                  RBN_SUIT@9..10
                    RBN_CARD@9..10 "Q"
                RBN_HAND@10..11
                  RBN_COLON@10..11 ":"
            NEWLINE@11..12 "\n"
        error 6..8: [rbn/bad-card] expected a card (A K Q J T 9-2, x or ?), found `10`
    "#]],
    );
}

#[test]
fn too_many_suits() {
    check(
        "H W:A.K.Q.J.T\n",
        expect![[r#"
        RBN_FILE@0..14
          RBN_RECORD@0..14
            RBN_HAND_LABEL@0..13
              RBN_LABEL_NAME@0..1 "H"
              WHITESPACE@1..2 " "
              RBN_DEAL@2..13
                RBN_SEAT@2..3 "W"
                RBN_HAND@3..13
                  RBN_COLON@3..4 ":"
                  RBN_SUIT@4..5
                    RBN_CARD@4..5 "A"
                  RBN_DOT@5..6 "."
                  RBN_SUIT@6..7
                    RBN_CARD@6..7 "K"
                  RBN_DOT@7..8 "."
                  RBN_SUIT@8..9
                    RBN_CARD@8..9 "Q"
                  RBN_DOT@9..10 "."
                  RBN_SUIT@10..11
                    RBN_CARD@10..11 "J"
                  RBN_DOT@11..12 "."
                  RBN_SUIT@12..13
                    RBN_CARD@12..13 "T"
            NEWLINE@13..14 "\n"
        error 11..12: [rbn/too-many-suits] expected at most four suits in a hand (three `.`), found a fourth `.`
    "#]],
    );
}

#[test]
fn too_many_hands() {
    check(
        "H W:A:K:Q:J:T\n",
        expect![[r#"
            RBN_FILE@0..14
              RBN_RECORD@0..14
                RBN_HAND_LABEL@0..13
                  RBN_LABEL_NAME@0..1 "H"
                  WHITESPACE@1..2 " "
                  RBN_DEAL@2..13
                    RBN_SEAT@2..3 "W"
                    RBN_HAND@3..5
                      RBN_COLON@3..4 ":"
                      RBN_SUIT@4..5
                        RBN_CARD@4..5 "A"
                    RBN_HAND@5..7
                      RBN_COLON@5..6 ":"
                      RBN_SUIT@6..7
                        RBN_CARD@6..7 "K"
                    RBN_HAND@7..9
                      RBN_COLON@7..8 ":"
                      RBN_SUIT@8..9
                        RBN_CARD@8..9 "Q"
                    RBN_HAND@9..11
                      RBN_COLON@9..10 ":"
                      RBN_SUIT@10..11
                        RBN_CARD@10..11 "J"
                    ERROR@11..13
                      RBN_HAND@11..13
                        RBN_COLON@11..12 ":"
                        RBN_SUIT@12..13
                          RBN_CARD@12..13 "T"
                NEWLINE@13..14 "\n"
            error 11..12: [rbn/too-many-hands] expected at most four hands, found `:` starting a fifth
        "#]],
    );
}

#[test]
fn missing_seat() {
    check(
        "H :AK:Q\n",
        expect![[r#"
        RBN_FILE@0..8
          RBN_RECORD@0..8
            RBN_HAND_LABEL@0..7
              RBN_LABEL_NAME@0..1 "H"
              WHITESPACE@1..2 " "
              RBN_DEAL@2..7
                RBN_HAND@2..5
                  RBN_COLON@2..3 ":"
                  RBN_SUIT@3..5
                    RBN_CARD@3..4 "A"
                    RBN_CARD@4..5 "K"
                RBN_HAND@5..7
                  RBN_COLON@5..6 ":"
                  RBN_SUIT@6..7
                    RBN_CARD@6..7 "Q"
            NEWLINE@7..8 "\n"
        error 2..3: [rbn/missing-seat] expected the first seat (N, E, S or W), found `:`
    "#]],
    );
}

#[test]
fn unclosed_free_text_stops_at_the_end_of_the_record() {
    check(
        "{never closed\nB 1\n\nB 2\n",
        expect![[r#"
        RBN_FILE@0..23
          RBN_RECORD@0..18
            RBN_FREE_TEXT@0..17
              RBN_L_BRACE@0..1 "{"
              RBN_TEXT@1..13 "never closed"
              NEWLINE@13..14 "\n"
              RBN_TEXT@14..17 "B 1"
            NEWLINE@17..18 "\n"
          NEWLINE@18..19 "\n"
          RBN_RECORD@19..23
            RBN_BOARD_LABEL@19..22
              RBN_LABEL_NAME@19..20 "B"
              WHITESPACE@20..21 " "
              RBN_FIELD@21..22
                RBN_TEXT@21..22 "2"
            NEWLINE@22..23 "\n"
        error 0..1: [rbn/unclosed-free-text] expected `}` at the end of a line to close this free text, found a blank line (the end of the record)
    "#]],
    );
}

#[test]
fn unclosed_free_text_at_end_of_file() {
    check(
        "{never closed",
        expect![[r#"
        RBN_FILE@0..13
          RBN_RECORD@0..13
            RBN_FREE_TEXT@0..13
              RBN_L_BRACE@0..1 "{"
              RBN_TEXT@1..13 "never closed"
        error 0..1: [rbn/unclosed-free-text] expected `}` at the end of a line to close this free text, found the end of the file
    "#]],
    );
}

#[test]
fn bad_calls() {
    check(
        "A WZ:1SP8H:1:2X\n",
        expect![[r#"
        RBN_FILE@0..16
          RBN_RECORD@0..16
            RBN_AUCTION_LABEL@0..15
              RBN_LABEL_NAME@0..1 "A"
              WHITESPACE@1..2 " "
              RBN_DEALER@2..3 "W"
              RBN_VULNERABILITY@3..4 "Z"
              RBN_COLON@4..5 ":"
              RBN_ROUND@5..10
                RBN_CALL@5..7
                  RBN_LEVEL@5..6 "1"
                  RBN_STRAIN@6..7 "S"
                RBN_CALL@7..8
                  RBN_PASS@7..8 "P"
                ERROR@8..10 "8H"
              RBN_COLON@10..11 ":"
              RBN_ROUND@11..12
                RBN_CALL@11..12
                  RBN_LEVEL@11..12 "1"
              RBN_COLON@12..13 ":"
              RBN_ROUND@13..15
                RBN_CALL@13..14
                  RBN_LEVEL@13..14 "2"
                RBN_CALL@14..15
                  RBN_DOUBLE@14..15 "X"
            NEWLINE@15..16 "\n"
        error 8..10: [rbn/bad-call] expected a call (1-7 and C D H S N, P, X, R, A or Y), found `8H`
        error 12..13: [rbn/bad-call] expected a strain (C, D, H, S or N) after the level, found `:`
        error 14..15: [rbn/bad-call] expected a strain (C, D, H, S or N) after the level, found `X`
    "#]],
    );
}

#[test]
fn empty_round() {
    check(
        "A WZ:1S::P\n",
        expect![[r#"
        RBN_FILE@0..11
          RBN_RECORD@0..11
            RBN_AUCTION_LABEL@0..10
              RBN_LABEL_NAME@0..1 "A"
              WHITESPACE@1..2 " "
              RBN_DEALER@2..3 "W"
              RBN_VULNERABILITY@3..4 "Z"
              RBN_COLON@4..5 ":"
              RBN_ROUND@5..7
                RBN_CALL@5..7
                  RBN_LEVEL@5..6 "1"
                  RBN_STRAIN@6..7 "S"
              RBN_COLON@7..8 ":"
              RBN_COLON@8..9 ":"
              RBN_ROUND@9..10
                RBN_CALL@9..10
                  RBN_PASS@9..10 "P"
            NEWLINE@10..11 "\n"
        error 8..9: [rbn/empty-round] expected a call after `:`, found `:`
    "#]],
    );
}

#[test]
fn bad_vulnerability() {
    check(
        "A WQ:P\n",
        expect![[r#"
        RBN_FILE@0..7
          RBN_RECORD@0..7
            RBN_AUCTION_LABEL@0..6
              RBN_LABEL_NAME@0..1 "A"
              WHITESPACE@1..2 " "
              RBN_DEALER@2..3 "W"
              ERROR@3..4 "Q"
              RBN_COLON@4..5 ":"
              RBN_ROUND@5..6
                RBN_CALL@5..6
                  RBN_PASS@5..6 "P"
            NEWLINE@6..7 "\n"
        error 3..4: [rbn/bad-auction] expected the vulnerability (Z, N, E, B or X) after the dealer, found `Q`
    "#]],
    );
}

#[test]
fn bad_note_reference() {
    check(
        "A 1S^P\n",
        expect![[r#"
        RBN_FILE@0..7
          RBN_RECORD@0..7
            RBN_AUCTION_LABEL@0..6
              RBN_LABEL_NAME@0..1 "A"
              WHITESPACE@1..2 " "
              RBN_ROUND@2..6
                RBN_CALL@2..5
                  RBN_LEVEL@2..3 "1"
                  RBN_STRAIN@3..4 "S"
                  ERROR@4..5 "^"
                RBN_CALL@5..6
                  RBN_PASS@5..6 "P"
            NEWLINE@6..7 "\n"
        error 4..5: [rbn/bad-note-reference] expected a note number 0-9 after `^`, found `P`
    "#]],
    );
}

#[test]
fn bad_dates() {
    check(
        "D 1993-05-12\nD 1993051\nD 19930512:123\nD today\n",
        expect![[r#"
            RBN_FILE@0..46
              RBN_RECORD@0..46
                RBN_DATE_LABEL@0..12
                  RBN_LABEL_NAME@0..1 "D"
                  WHITESPACE@1..2 " "
                  RBN_DATE@2..12
                    RBN_YEAR@2..6 "1993"
                    ERROR@6..12 "-05-12"
                NEWLINE@12..13 "\n"
                RBN_DATE_LABEL@13..22
                  RBN_LABEL_NAME@13..14 "D"
                  WHITESPACE@14..15 " "
                  RBN_DATE@15..22
                    RBN_YEAR@15..19 "1993"
                    RBN_MONTH@19..21 "05"
                    ERROR@21..22 "1"
                NEWLINE@22..23 "\n"
                RBN_DATE_LABEL@23..37
                  RBN_LABEL_NAME@23..24 "D"
                  WHITESPACE@24..25 " "
                  RBN_DATE@25..33
                    RBN_YEAR@25..29 "1993"
                    RBN_MONTH@29..31 "05"
                    RBN_DAY@31..33 "12"
                  RBN_COLON@33..34 ":"
                  ERROR@34..37 "123"
                NEWLINE@37..38 "\n"
                RBN_DATE_LABEL@38..45
                  RBN_LABEL_NAME@38..39 "D"
                  WHITESPACE@39..40 " "
                  RBN_DATE@40..45
                    ERROR@40..45 "today"
                NEWLINE@45..46 "\n"
            error 6..12: [rbn/bad-date] expected a two-digit month, `C`, `:` and a time, `G` or the end of the date, found `-05-12`
            error 21..22: [rbn/bad-date] expected a two-digit day, found `1`
            error 34..37: [rbn/bad-date] expected a time of 2, 4 or 6 digits (hh, hhmm or hhmmss), found `123`
            error 40..45: [rbn/bad-date] expected a four-digit year (digits or `?`), found `today`
        "#]],
    );
}

#[test]
fn bad_contracts() {
    check(
        "C 5H\nC 8H:N\nC 5Z:N\nC 5H:Q\n",
        expect![[r#"
            RBN_FILE@0..26
              RBN_RECORD@0..26
                RBN_CONTRACT_LABEL@0..4
                  RBN_LABEL_NAME@0..1 "C"
                  WHITESPACE@1..2 " "
                  RBN_CONTRACT@2..4
                    RBN_LEVEL@2..3 "5"
                    RBN_STRAIN@3..4 "H"
                NEWLINE@4..5 "\n"
                RBN_CONTRACT_LABEL@5..11
                  RBN_LABEL_NAME@5..6 "C"
                  WHITESPACE@6..7 " "
                  RBN_CONTRACT@7..9
                    ERROR@7..9 "8H"
                  RBN_COLON@9..10 ":"
                  RBN_DECLARER@10..11 "N"
                NEWLINE@11..12 "\n"
                RBN_CONTRACT_LABEL@12..18
                  RBN_LABEL_NAME@12..13 "C"
                  WHITESPACE@13..14 " "
                  RBN_CONTRACT@14..16
                    RBN_LEVEL@14..15 "5"
                    ERROR@15..16 "Z"
                  RBN_COLON@16..17 ":"
                  RBN_DECLARER@17..18 "N"
                NEWLINE@18..19 "\n"
                RBN_CONTRACT_LABEL@19..25
                  RBN_LABEL_NAME@19..20 "C"
                  WHITESPACE@20..21 " "
                  RBN_CONTRACT@21..23
                    RBN_LEVEL@21..22 "5"
                    RBN_STRAIN@22..23 "H"
                  RBN_COLON@23..24 ":"
                  ERROR@24..25 "Q"
                NEWLINE@25..26 "\n"
            error 4..4: [rbn/missing-declarer] expected `:` and the declarer after the contract, found the end of the line
            error 7..9: [rbn/bad-contract] expected a contract: level 1-7, then strain C, D, H, S or N, found `8H`
            error 15..16: [rbn/bad-contract] expected a contract: level 1-7, then strain C, D, H, S or N, found `Z`
            error 24..25: [rbn/bad-contract] expected the declarer (N, E, S or W), found `Q`
        "#]],
    );
}

#[test]
fn bad_plays() {
    check(
        "P SK54T3:SAZ::\n",
        expect![[r#"
            RBN_FILE@0..15
              RBN_RECORD@0..15
                RBN_PLAY_LABEL@0..14
                  RBN_LABEL_NAME@0..1 "P"
                  WHITESPACE@1..2 " "
                  RBN_TRICK@2..8
                    RBN_PLAY@2..4 "SK"
                    RBN_PLAY@4..5 "5"
                    RBN_PLAY@5..6 "4"
                    RBN_PLAY@6..7 "T"
                    RBN_PLAY@7..8 "3"
                  RBN_COLON@8..9 ":"
                  RBN_TRICK@9..12
                    RBN_PLAY@9..11 "SA"
                    ERROR@11..12 "Z"
                  RBN_COLON@12..13 ":"
                  RBN_COLON@13..14 ":"
                NEWLINE@14..15 "\n"
            error 7..8: [rbn/too-many-plays] expected `:` or `;` after the fourth play of a trick, found `3`
            error 11..12: [rbn/bad-play] expected a play (a rank, a suit and a rank, - ~ + . or Y), found `Z`
            error 13..14: [rbn/empty-trick] expected a play after the trick separator, found `:`
        "#]],
    );
}

#[test]
fn bad_results_and_makes() {
    check(
        "R 9x:1:2\nM 9E:::+:5\n",
        expect![[r#"
            RBN_FILE@0..20
              RBN_RECORD@0..20
                RBN_RESULT_LABEL@0..8
                  RBN_LABEL_NAME@0..1 "R"
                  WHITESPACE@1..2 " "
                  RBN_FIELD@2..4
                    RBN_TRICKS@2..3 "9"
                    ERROR@3..4 "x"
                  RBN_COLON@4..5 ":"
                  RBN_FIELD@5..6
                    RBN_SCORE@5..6 "1"
                  RBN_COLON@6..7 ":"
                  RBN_FIELD@7..8
                    RBN_SCORE@7..8 "2"
                NEWLINE@8..9 "\n"
                RBN_MAKES_LABEL@9..19
                  RBN_LABEL_NAME@9..10 "M"
                  WHITESPACE@10..11 " "
                  RBN_FIELD@11..13
                    RBN_MAKES@11..12 "9"
                    ERROR@12..13 "E"
                  RBN_COLON@13..14 ":"
                  RBN_FIELD@14..14
                  RBN_COLON@14..15 ":"
                  RBN_FIELD@15..15
                  RBN_COLON@15..16 ":"
                  RBN_FIELD@16..17
                    RBN_PLUS@16..17 "+"
                  RBN_COLON@17..18 ":"
                  RBN_FIELD@18..19
                    RBN_MAKES@18..19 "5"
                NEWLINE@19..20 "\n"
            error 3..4: [rbn/bad-result] expected tricks, `P`, a signed score, `:` or the end of the result, found `x`
            error 6..7: [rbn/too-many-fields] expected at most 2 colon-separated fields, found `:` starting field 3
            error 12..13: [rbn/bad-makes] expected a number of tricks (0-9, A-D) or `?`, found `E`
            error 17..18: [rbn/too-many-fields] expected at most 4 colon-separated parts, found `:` starting part 5
        "#]],
    );
}

#[test]
fn too_many_fields_in_title() {
    check(
        "T Preempts: Fact:Bergen\n",
        expect![[r#"
        RBN_FILE@0..24
          RBN_RECORD@0..24
            RBN_TITLE_LABEL@0..23
              RBN_LABEL_NAME@0..1 "T"
              WHITESPACE@1..2 " "
              RBN_FIELD@2..10
                RBN_TEXT@2..10 "Preempts"
              RBN_COLON@10..11 ":"
              RBN_FIELD@11..16
                RBN_TEXT@11..16 " Fact"
              RBN_COLON@16..17 ":"
              RBN_FIELD@17..23
                RBN_TEXT@17..23 "Bergen"
            NEWLINE@23..24 "\n"
        error 16..17: [rbn/too-many-fields] expected at most 2 colon-separated fields, found `:` starting field 3 (write `::` for a colon in the text)
    "#]],
    );
}

#[test]
fn spaces_inside_structured_values_are_errors() {
    check(
        "H W:AK Q\n",
        expect![[r#"
        RBN_FILE@0..9
          RBN_RECORD@0..9
            RBN_HAND_LABEL@0..8
              RBN_LABEL_NAME@0..1 "H"
              WHITESPACE@1..2 " "
              RBN_DEAL@2..8
                RBN_SEAT@2..3 "W"
                RBN_HAND@3..8
                  RBN_COLON@3..4 ":"
                  RBN_SUIT@4..8
                    RBN_CARD@4..5 "A"
                    RBN_CARD@5..6 "K"
                    ERROR@6..7 " "
                    RBN_CARD@7..8 "Q"
            NEWLINE@8..9 "\n"
        error 6..7: [rbn/bad-card] expected a card (A K Q J T 9-2, x or ?), found a space
    "#]],
    );
}

#[test]
fn lower_case_labels() {
    check(
        "h S:A\nt Title\n",
        expect![[r#"
        RBN_FILE@0..14
          RBN_RECORD@0..14
            RBN_HAND_LABEL@0..5
              RBN_LABEL_NAME@0..1 "h"
              WHITESPACE@1..2 " "
              RBN_DEAL@2..5
                RBN_SEAT@2..3 "S"
                RBN_HAND@3..5
                  RBN_COLON@3..4 ":"
                  RBN_SUIT@4..5
                    RBN_CARD@4..5 "A"
            NEWLINE@5..6 "\n"
            ERROR@6..13
              RBN_TEXT@6..13 "t Title"
            NEWLINE@13..14 "\n"
        error 6..7: [rbn/unknown-label] expected a label (one of D T L E F S K N B H A C P R M I, or a note digit 0-9), found `t` (only D, H, C, R and M may be written in lower case)
    "#]],
    );
}

#[test]
fn tab_after_label() {
    check(
        "B\t7\n",
        expect![[r#"
        RBN_FILE@0..4
          RBN_RECORD@0..4
            RBN_BOARD_LABEL@0..3
              RBN_LABEL_NAME@0..1 "B"
              WHITESPACE@1..2 "\t"
              RBN_FIELD@2..3
                RBN_TEXT@2..3 "7"
            NEWLINE@3..4 "\n"
        error 1..2: [rbn/missing-space] expected a space after label `B`, found a tab
    "#]],
    );
}

#[test]
fn suit_without_rank_in_play() {
    check(
        "P S:HY\n",
        expect![[r#"
        RBN_FILE@0..7
          RBN_RECORD@0..7
            RBN_PLAY_LABEL@0..6
              RBN_LABEL_NAME@0..1 "P"
              WHITESPACE@1..2 " "
              RBN_TRICK@2..3
                RBN_PLAY@2..3 "S"
              RBN_COLON@3..4 ":"
              RBN_TRICK@4..6
                RBN_PLAY@4..5 "H"
                RBN_QUERY@5..6 "Y"
            NEWLINE@6..7 "\n"
        error 3..4: [rbn/bad-play] expected a rank after the suit, found `:`
        error 5..6: [rbn/bad-play] expected a rank after the suit, found `Y`
    "#]],
    );
}

#[test]
fn auction_dealer_without_colon() {
    check(
        "A WZ1S\n",
        expect![[r#"
        RBN_FILE@0..7
          RBN_RECORD@0..7
            RBN_AUCTION_LABEL@0..6
              RBN_LABEL_NAME@0..1 "A"
              WHITESPACE@1..2 " "
              RBN_DEALER@2..3 "W"
              RBN_VULNERABILITY@3..4 "Z"
              RBN_ROUND@4..6
                RBN_CALL@4..6
                  RBN_LEVEL@4..5 "1"
                  RBN_STRAIN@5..6 "S"
            NEWLINE@6..7 "\n"
        error 4..5: [rbn/bad-auction] expected `:` after the dealer and vulnerability, found `1`
    "#]],
    );
}

#[test]
fn score_sign_without_digits() {
    check(
        "R 9-:+\n",
        expect![[r#"
        RBN_FILE@0..7
          RBN_RECORD@0..7
            RBN_RESULT_LABEL@0..6
              RBN_LABEL_NAME@0..1 "R"
              WHITESPACE@1..2 " "
              RBN_FIELD@2..4
                RBN_TRICKS@2..3 "9"
                ERROR@3..4 "-"
              RBN_COLON@4..5 ":"
              RBN_FIELD@5..6
                ERROR@5..6 "+"
            NEWLINE@6..7 "\n"
        error 3..4: [rbn/bad-result] expected digits of a score after the sign, found `:`
        error 5..6: [rbn/bad-result] expected digits of a score after the sign, found the end of the line
    "#]],
    );
}

#[test]
fn junk_after_seats() {
    check(
        "H WN:A\nC 4S:NE\n",
        expect![[r#"
        RBN_FILE@0..15
          RBN_RECORD@0..15
            RBN_HAND_LABEL@0..6
              RBN_LABEL_NAME@0..1 "H"
              WHITESPACE@1..2 " "
              RBN_DEAL@2..6
                RBN_SEAT@2..3 "W"
                ERROR@3..4 "N"
                RBN_HAND@4..6
                  RBN_COLON@4..5 ":"
                  RBN_SUIT@5..6
                    RBN_CARD@5..6 "A"
            NEWLINE@6..7 "\n"
            RBN_CONTRACT_LABEL@7..14
              RBN_LABEL_NAME@7..8 "C"
              WHITESPACE@8..9 " "
              RBN_CONTRACT@9..11
                RBN_LEVEL@9..10 "4"
                RBN_STRAIN@10..11 "S"
              RBN_COLON@11..12 ":"
              RBN_DECLARER@12..13 "N"
              ERROR@13..14 "E"
            NEWLINE@14..15 "\n"
        error 3..4: [rbn/bad-deal] expected `:` or `;` to start the first hand, found `N`
        error 13..14: [rbn/bad-contract] expected `:` or the end of the value after a seat, found `E`
    "#]],
    );
}

#[test]
fn comment_after_items_that_no_item_follows_ends_the_list() {
    check(
        "I a=1\n% aside\nB 1\n",
        expect![[r#"
        RBN_FILE@0..18
          RBN_RECORD@0..18
            RBN_ITEMS_LABEL@0..5
              RBN_LABEL_NAME@0..1 "I"
              WHITESPACE@1..2 " "
              RBN_ITEM@2..5
                RBN_TEXT@2..3 "a"
                RBN_EQUALS@3..4 "="
                RBN_TEXT@4..5 "1"
            NEWLINE@5..6 "\n"
            RBN_COMMENT@6..13
              RBN_PERCENT@6..7 "%"
              RBN_COMMENT_TEXT@7..13 " aside"
            NEWLINE@13..14 "\n"
            RBN_BOARD_LABEL@14..17
              RBN_LABEL_NAME@14..15 "B"
              WHITESPACE@15..16 " "
              RBN_FIELD@16..17
                RBN_TEXT@16..17 "1"
            NEWLINE@17..18 "\n"
    "#]],
    );
}

#[test]
fn byte_order_mark_and_whitespace_only_separator_line() {
    check(
        "\u{feff}% RBN\nB 1\n \t\nB 2",
        expect![[r#"
        RBN_FILE@0..19
          WHITESPACE@0..3 "\u{feff}"
          RBN_RECORD@3..13
            RBN_COMMENT@3..8
              RBN_PERCENT@3..4 "%"
              WHITESPACE@4..5 " "
              RBN_SIGNATURE@5..8 "RBN"
            NEWLINE@8..9 "\n"
            RBN_BOARD_LABEL@9..12
              RBN_LABEL_NAME@9..10 "B"
              WHITESPACE@10..11 " "
              RBN_FIELD@11..12
                RBN_TEXT@11..12 "1"
            NEWLINE@12..13 "\n"
          WHITESPACE@13..15 " \t"
          NEWLINE@15..16 "\n"
          RBN_RECORD@16..19
            RBN_BOARD_LABEL@16..19
              RBN_LABEL_NAME@16..17 "B"
              WHITESPACE@17..18 " "
              RBN_FIELD@18..19
                RBN_TEXT@18..19 "2"
    "#]],
    );
}

#[test]
fn empty_input() {
    check(
        "",
        expect![[r#"
        RBN_FILE@0..0
    "#]],
    );
    check_rbx(
        "",
        expect![[r#"
        RBX_FILE@0..0
    "#]],
    );
}

// ---- RBX ----

#[test]
fn rbx_groups_free_text_and_items() {
    check_rbx(
        "%{RBX}B{7}I{a=1|b=2}{one|two}\n%{next}H{S:A}\n",
        expect![[r#"
        RBX_FILE@0..44
          RBN_RECORD@0..30
            RBN_COMMENT@0..6
              RBN_PERCENT@0..1 "%"
              RBN_L_BRACE@1..2 "{"
              RBN_SIGNATURE@2..5 "RBX"
              RBN_R_BRACE@5..6 "}"
            RBN_BOARD_LABEL@6..10
              RBN_LABEL_NAME@6..7 "B"
              RBN_L_BRACE@7..8 "{"
              RBN_FIELD@8..9
                RBN_TEXT@8..9 "7"
              RBN_R_BRACE@9..10 "}"
            RBN_ITEMS_LABEL@10..20
              RBN_LABEL_NAME@10..11 "I"
              RBN_L_BRACE@11..12 "{"
              RBN_ITEM@12..15
                RBN_TEXT@12..13 "a"
                RBN_EQUALS@13..14 "="
                RBN_TEXT@14..15 "1"
              RBN_BAR@15..16 "|"
              RBN_ITEM@16..19
                RBN_TEXT@16..17 "b"
                RBN_EQUALS@17..18 "="
                RBN_TEXT@18..19 "2"
              RBN_R_BRACE@19..20 "}"
            RBN_FREE_TEXT@20..29
              RBN_L_BRACE@20..21 "{"
              RBN_TEXT@21..24 "one"
              RBN_BAR@24..25 "|"
              RBN_TEXT@25..28 "two"
              RBN_R_BRACE@28..29 "}"
            NEWLINE@29..30 "\n"
          RBN_RECORD@30..44
            RBN_COMMENT@30..37
              RBN_PERCENT@30..31 "%"
              RBN_L_BRACE@31..32 "{"
              RBN_COMMENT_TEXT@32..36 "next"
              RBN_R_BRACE@36..37 "}"
            RBN_HAND_LABEL@37..43
              RBN_LABEL_NAME@37..38 "H"
              RBN_L_BRACE@38..39 "{"
              RBN_DEAL@39..42
                RBN_SEAT@39..40 "S"
                RBN_HAND@40..42
                  RBN_COLON@40..41 ":"
                  RBN_SUIT@41..42
                    RBN_CARD@41..42 "A"
              RBN_R_BRACE@42..43 "}"
            NEWLINE@43..44 "\n"
    "#]],
    );
}

#[test]
fn rbx_unclosed_group_recovers_at_the_next_group() {
    check_rbx(
        "D{1999L{Timbuktu}\n",
        expect![[r#"
        RBX_FILE@0..18
          RBN_RECORD@0..18
            RBN_DATE_LABEL@0..6
              RBN_LABEL_NAME@0..1 "D"
              RBN_L_BRACE@1..2 "{"
              RBN_DATE@2..6
                RBN_YEAR@2..6 "1999"
            RBN_LOCATION_LABEL@6..17
              RBN_LABEL_NAME@6..7 "L"
              RBN_L_BRACE@7..8 "{"
              RBN_FIELD@8..16
                RBN_TEXT@8..16 "Timbuktu"
              RBN_R_BRACE@16..17 "}"
            NEWLINE@17..18 "\n"
        error 1..2: [rbx/unclosed-group] expected `}` to close the value of `D`, found the next group `L{`
    "#]],
    );
}

#[test]
fn rbx_unclosed_group_at_end_of_line() {
    check_rbx(
        "B{7}{Ed quit\nB{8}\n",
        expect![[r#"
        RBX_FILE@0..18
          RBN_RECORD@0..13
            RBN_BOARD_LABEL@0..4
              RBN_LABEL_NAME@0..1 "B"
              RBN_L_BRACE@1..2 "{"
              RBN_FIELD@2..3
                RBN_TEXT@2..3 "7"
              RBN_R_BRACE@3..4 "}"
            RBN_FREE_TEXT@4..12
              RBN_L_BRACE@4..5 "{"
              RBN_TEXT@5..12 "Ed quit"
            NEWLINE@12..13 "\n"
          RBN_RECORD@13..18
            RBN_BOARD_LABEL@13..17
              RBN_LABEL_NAME@13..14 "B"
              RBN_L_BRACE@14..15 "{"
              RBN_FIELD@15..16
                RBN_TEXT@15..16 "8"
              RBN_R_BRACE@16..17 "}"
            NEWLINE@17..18 "\n"
        error 4..5: [rbx/unclosed-group] expected `}` to close the free text, found the end of the line
    "#]],
    );
}

#[test]
fn rbx_stray_brace_and_bare_label() {
    check_rbx(
        "B{7}}}LE{x}\n",
        expect![[r#"
            RBX_FILE@0..12
              RBN_RECORD@0..12
                RBN_BOARD_LABEL@0..4
                  RBN_LABEL_NAME@0..1 "B"
                  RBN_L_BRACE@1..2 "{"
                  RBN_FIELD@2..3
                    RBN_TEXT@2..3 "7"
                  RBN_R_BRACE@3..4 "}"
                ERROR@4..6 "}}"
                RBN_LOCATION_LABEL@6..7
                  RBN_LABEL_NAME@6..7 "L"
                RBN_EVENT_LABEL@7..11
                  RBN_LABEL_NAME@7..8 "E"
                  RBN_L_BRACE@8..9 "{"
                  RBN_FIELD@9..10
                    RBN_TEXT@9..10 "x"
                  RBN_R_BRACE@10..11 "}"
                NEWLINE@11..12 "\n"
            error 4..6: [rbx/unexpected-text] expected a group (a label and `{`, `%{` or `{`), found `}}`
            error 7..8: [rbx/missing-brace] expected `{` after label `L`, found `E`
        "#]],
    );
}

#[test]
fn rbx_null_label_and_spaces_between_groups() {
    check_rbx(
        "D{} B{7}\r\n\r\nB{8}",
        expect![[r#"
        RBX_FILE@0..16
          RBN_RECORD@0..10
            RBN_DATE_LABEL@0..3
              RBN_LABEL_NAME@0..1 "D"
              RBN_L_BRACE@1..2 "{"
              RBN_R_BRACE@2..3 "}"
            WHITESPACE@3..4 " "
            RBN_BOARD_LABEL@4..8
              RBN_LABEL_NAME@4..5 "B"
              RBN_L_BRACE@5..6 "{"
              RBN_FIELD@6..7
                RBN_TEXT@6..7 "7"
              RBN_R_BRACE@7..8 "}"
            NEWLINE@8..10 "\r\n"
          NEWLINE@10..12 "\r\n"
          RBN_RECORD@12..16
            RBN_BOARD_LABEL@12..16
              RBN_LABEL_NAME@12..13 "B"
              RBN_L_BRACE@13..14 "{"
              RBN_FIELD@14..15
                RBN_TEXT@14..15 "8"
              RBN_R_BRACE@15..16 "}"
    "#]],
    );
}

#[test]
fn rbx_unclosed_comment_and_values_parsed_like_rbn() {
    check_rbx(
        "H{W:A1}C{5H}%{RBX\n",
        expect![[r#"
        RBX_FILE@0..18
          RBN_RECORD@0..18
            RBN_HAND_LABEL@0..7
              RBN_LABEL_NAME@0..1 "H"
              RBN_L_BRACE@1..2 "{"
              RBN_DEAL@2..6
                RBN_SEAT@2..3 "W"
                RBN_HAND@3..6
                  RBN_COLON@3..4 ":"
                  RBN_SUIT@4..6
                    RBN_CARD@4..5 "A"
                    ERROR@5..6 "1"
              RBN_R_BRACE@6..7 "}"
            RBN_CONTRACT_LABEL@7..12
              RBN_LABEL_NAME@7..8 "C"
              RBN_L_BRACE@8..9 "{"
              RBN_CONTRACT@9..11
                RBN_LEVEL@9..10 "5"
                RBN_STRAIN@10..11 "H"
              RBN_R_BRACE@11..12 "}"
            RBN_COMMENT@12..17
              RBN_PERCENT@12..13 "%"
              RBN_L_BRACE@13..14 "{"
              RBN_COMMENT_TEXT@14..17 "RBX"
            NEWLINE@17..18 "\n"
        error 5..6: [rbn/bad-card] expected a card (A K Q J T 9-2, x or ?), found `1`
        error 11..11: [rbn/missing-declarer] expected `:` and the declarer after the contract, found `}`
        error 13..14: [rbx/unclosed-group] expected `}` to close the comment, found the end of the line
    "#]],
    );
}

#[test]
fn rbx_unknown_label_group() {
    check_rbx(
        "Z{what}B{7}\n",
        expect![[r#"
        RBX_FILE@0..12
          RBN_RECORD@0..12
            ERROR@0..7
              RBN_TEXT@0..1 "Z"
              RBN_L_BRACE@1..2 "{"
              RBN_TEXT@2..6 "what"
              RBN_R_BRACE@6..7 "}"
            RBN_BOARD_LABEL@7..11
              RBN_LABEL_NAME@7..8 "B"
              RBN_L_BRACE@8..9 "{"
              RBN_FIELD@9..10
                RBN_TEXT@9..10 "7"
              RBN_R_BRACE@10..11 "}"
            NEWLINE@11..12 "\n"
        error 0..1: [rbn/unknown-label] expected a label (one of D T L E F S K N B H A C P R M I, or a note digit 0-9), found `Z`
    "#]],
    );
}

/// The example values of the RBN 3.2 document, label by label: none is a syntax error.
#[test]
fn examples_of_the_format_document_have_no_errors() {
    let lines = [
        "D 19980131",
        "D 199709",
        "D 1986120911",
        "D 1955C",
        "D 20010704:1930",
        "D 20120428:072315G",
        "T Greed Costs Contract:Richard Pavlicek",
        "T :Joe Blow",
        "T Preempts:: Fact or Fiction?:Marty Bergen",
        "L Toronto ON:Royal York Hotel",
        "E Southeastern Regional:Flight A Open Pairs",
        "F X:Butler",
        "F C:NS 60",
        "F A:no honors or partscore carryover",
        "S R32:1",
        "S Slam Bidding:Blackwood",
        "K Italy:USA1:999:22",
        "K Iceland:Bulgaria:76.33:91.50",
        "K France:Spain::-5",
        "K GIB:Jack:99-8",
        "N Wolff+Hamman:Stansby+Martel",
        "N :Jan+Joe:O",
        "N :+Norman Kay:6",
        "N +Roth:GIB 4.0",
        "B 15:C",
        "B 9:97-7-542",
        "B xy",
        "H W:873.A6.KT864.KQ8:96.T54.97.AJ9643:T542.K93.AQ53.52:",
        "H N:AKQ72..AKQ72.753::.AKQ72.753.AKQ72",
        "H E:T4.8642.AKT8.K65",
        "H W:K9.K9.9:3.A3.Q.4:Q82..J.A:A7.7.K8",
        "H W:43:KJ2:Q976:AT85",
        "H W:A875.632.76.8643;Q632.Q87.J842.Q2:KJT4.KJT4.AQ3.AJ;",
        "H E;K5.T.KQJT98.KQJT:A876.A2.765.A876;32.KQJ9876543..9:",
        "A SZ:1SP2SP:4SA",
        "A WE:A",
        "A NB:1SXY",
        "A 1SP2CP:2D",
        "A EB:3CP3N?P:PX!R^1A",
        "0 N-S were a new partnership",
        "C 5D:N",
        "C 6NR:E",
        "C 4SX8:S",
        "C H6:S:S",
        "C CM:W",
        "P SK54T:SA87H3:HA245:HKQ8J",
        "P HQ*3J2:HK47A:DJA53:HT68C7^1",
        "P SK--.:STQA.:--+-:S578",
        "R 10+620",
        "R P:-2",
        "R 12-980:-11",
        "R :66.67",
        "R +2140:+12.29",
        "R 9-100:=",
        "M 8998888788887",
        "M 89?",
        "M :AAABBBAABA",
        "M :77?",
        "M ::987A8+997A8",
        "M ::BA69A=",
        "M :::74499=",
        "M ::987A8=:!=",
        "M ::88666+88667:!!",
        "I 80=99:98:75=97:95:67=94:92:50=90",
        "I 10=98:95:5=91:88:-40=83:42=75:43=65",
        "I Win HA; lead SK=10:Win HA; lead H2=8",
    ];
    for line in lines {
        let parse = super::parse(line);
        assert_eq!(parse.errors(), &[], "{line}");
    }
}
