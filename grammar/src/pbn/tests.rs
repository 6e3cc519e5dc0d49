//! Snapshot tests of PBN syntax trees and errors, valid and broken inputs.

use expect_test::{expect, Expect};

fn check(text: &str, expected: Expect) {
    let parse = super::parse(text);
    assert_eq!(
        parse.syntax().to_string(),
        text,
        "the tree must keep every byte"
    );
    expected.assert_eq(&parse.debug_dump());
}

// ---- valid input ----

#[test]
fn export_format_with_directives() {
    check(
        "% PBN 2.1\r\n% EXPORT\r\n%Content-type: text/x-pbn; charset=UTF-8\r\n[Event \"A \\\"B\\\" \\\\ C\"]\r\n",
        expect![[r#"
            PBN_FILE@0..87
              PBN_DIRECTIVE@0..9
                PBN_PERCENT@0..1 "%"
                WHITESPACE@1..2 " "
                PBN_DIRECTIVE_NAME@2..5 "PBN"
                WHITESPACE@5..6 " "
                PBN_DIRECTIVE_TEXT@6..9 "2.1"
              NEWLINE@9..11 "\r\n"
              PBN_DIRECTIVE@11..19
                PBN_PERCENT@11..12 "%"
                WHITESPACE@12..13 " "
                PBN_DIRECTIVE_NAME@13..19 "EXPORT"
              NEWLINE@19..21 "\r\n"
              PBN_DIRECTIVE@21..61
                PBN_PERCENT@21..22 "%"
                PBN_DIRECTIVE_NAME@22..35 "Content-type:"
                WHITESPACE@35..36 " "
                PBN_DIRECTIVE_TEXT@36..61 "text/x-pbn; charset=U ..."
              NEWLINE@61..63 "\r\n"
              PBN_GAME@63..87
                PBN_TAG@63..85
                  PBN_L_BRACK@63..64 "["
                  PBN_TAG_NAME@64..69 "Event"
                  WHITESPACE@69..70 " "
                  PBN_TAG_VALUE@70..84
                    PBN_QUOTE@70..71 "\""
                    PBN_STRING_TEXT@71..73 "A "
                    PBN_ESCAPE@73..75 "\\\""
                    PBN_STRING_TEXT@75..76 "B"
                    PBN_ESCAPE@76..78 "\\\""
                    PBN_STRING_TEXT@78..79 " "
                    PBN_ESCAPE@79..81 "\\\\"
                    PBN_STRING_TEXT@81..83 " C"
                    PBN_QUOTE@83..84 "\""
                  PBN_R_BRACK@84..85 "]"
                NEWLINE@85..87 "\r\n"
        "#]],
    );
}

#[test]
fn games_are_separated_by_semi_empty_lines() {
    check(
        "[Board \"1\"]\n \t\n\n[Board \"2\"]\r[Board \"3\"]\r\r[Board \"4\"]",
        expect![[r#"
        PBN_FILE@0..52
          PBN_GAME@0..12
            PBN_TAG@0..11
              PBN_L_BRACK@0..1 "["
              PBN_TAG_NAME@1..6 "Board"
              WHITESPACE@6..7 " "
              PBN_TAG_VALUE@7..10
                PBN_QUOTE@7..8 "\""
                PBN_NUMBER@8..9 "1"
                PBN_QUOTE@9..10 "\""
              PBN_R_BRACK@10..11 "]"
            NEWLINE@11..12 "\n"
          WHITESPACE@12..14 " \t"
          NEWLINE@14..15 "\n"
          NEWLINE@15..16 "\n"
          PBN_GAME@16..40
            PBN_TAG@16..27
              PBN_L_BRACK@16..17 "["
              PBN_TAG_NAME@17..22 "Board"
              WHITESPACE@22..23 " "
              PBN_TAG_VALUE@23..26
                PBN_QUOTE@23..24 "\""
                PBN_NUMBER@24..25 "2"
                PBN_QUOTE@25..26 "\""
              PBN_R_BRACK@26..27 "]"
            NEWLINE@27..28 "\r"
            PBN_TAG@28..39
              PBN_L_BRACK@28..29 "["
              PBN_TAG_NAME@29..34 "Board"
              WHITESPACE@34..35 " "
              PBN_TAG_VALUE@35..38
                PBN_QUOTE@35..36 "\""
                PBN_NUMBER@36..37 "3"
                PBN_QUOTE@37..38 "\""
              PBN_R_BRACK@38..39 "]"
            NEWLINE@39..40 "\r"
          NEWLINE@40..41 "\r"
          PBN_GAME@41..52
            PBN_TAG@41..52
              PBN_L_BRACK@41..42 "["
              PBN_TAG_NAME@42..47 "Board"
              WHITESPACE@47..48 " "
              PBN_TAG_VALUE@48..51
                PBN_QUOTE@48..49 "\""
                PBN_NUMBER@49..50 "4"
                PBN_QUOTE@50..51 "\""
              PBN_R_BRACK@51..52 "]"
    "#]],
    );
}

#[test]
fn import_format_tags_share_lines_and_span_lines() {
    check(
        "[Dealer \"n\"][Vulnerable \"ew\"] [ Board\n  \"3\" ]\n",
        expect![[r#"
        PBN_FILE@0..46
          PBN_GAME@0..46
            PBN_TAG@0..12
              PBN_L_BRACK@0..1 "["
              PBN_TAG_NAME@1..7 "Dealer"
              WHITESPACE@7..8 " "
              PBN_TAG_VALUE@8..11
                PBN_QUOTE@8..9 "\""
                PBN_SEAT@9..10 "n"
                PBN_QUOTE@10..11 "\""
              PBN_R_BRACK@11..12 "]"
            PBN_TAG@12..29
              PBN_L_BRACK@12..13 "["
              PBN_TAG_NAME@13..23 "Vulnerable"
              WHITESPACE@23..24 " "
              PBN_TAG_VALUE@24..28
                PBN_QUOTE@24..25 "\""
                PBN_VULNERABILITY@25..27 "ew"
                PBN_QUOTE@27..28 "\""
              PBN_R_BRACK@28..29 "]"
            WHITESPACE@29..30 " "
            PBN_TAG@30..45
              PBN_L_BRACK@30..31 "["
              WHITESPACE@31..32 " "
              PBN_TAG_NAME@32..37 "Board"
              NEWLINE@37..38 "\n"
              WHITESPACE@38..40 "  "
              PBN_TAG_VALUE@40..43
                PBN_QUOTE@40..41 "\""
                PBN_NUMBER@41..42 "3"
                PBN_QUOTE@42..43 "\""
              WHITESPACE@43..44 " "
              PBN_R_BRACK@44..45 "]"
            NEWLINE@45..46 "\n"
    "#]],
    );
}

#[test]
fn deal_is_lexed_into_seat_hands_suits_and_ranks() {
    check(
        "[Deal \"W:KQT2.AT..85 - a8654.kq5.T.QJT6 -\"]",
        expect![[r#"
        PBN_FILE@0..43
          PBN_GAME@0..43
            PBN_TAG@0..43
              PBN_L_BRACK@0..1 "["
              PBN_TAG_NAME@1..5 "Deal"
              WHITESPACE@5..6 " "
              PBN_TAG_VALUE@6..42
                PBN_QUOTE@6..7 "\""
                PBN_DEAL@7..41
                  PBN_SEAT@7..8 "W"
                  PBN_COLON@8..9 ":"
                  PBN_HAND@9..20
                    PBN_SUIT@9..13
                      PBN_RANK@9..10 "K"
                      PBN_RANK@10..11 "Q"
                      PBN_RANK@11..12 "T"
                      PBN_RANK@12..13 "2"
                    PBN_DOT@13..14 "."
                    PBN_SUIT@14..16
                      PBN_RANK@14..15 "A"
                      PBN_RANK@15..16 "T"
                    PBN_DOT@16..17 "."
                    PBN_SUIT@17..17
                    PBN_DOT@17..18 "."
                    PBN_SUIT@18..20
                      PBN_RANK@18..19 "8"
                      PBN_RANK@19..20 "5"
                  WHITESPACE@20..21 " "
                  PBN_HAND@21..22
                    PBN_DASH@21..22 "-"
                  WHITESPACE@22..23 " "
                  PBN_HAND@23..39
                    PBN_SUIT@23..28
                      PBN_RANK@23..24 "a"
                      PBN_RANK@24..25 "8"
                      PBN_RANK@25..26 "6"
                      PBN_RANK@26..27 "5"
                      PBN_RANK@27..28 "4"
                    PBN_DOT@28..29 "."
                    PBN_SUIT@29..32
                      PBN_RANK@29..30 "k"
                      PBN_RANK@30..31 "q"
                      PBN_RANK@31..32 "5"
                    PBN_DOT@32..33 "."
                    PBN_SUIT@33..34
                      PBN_RANK@33..34 "T"
                    PBN_DOT@34..35 "."
                    PBN_SUIT@35..39
                      PBN_RANK@35..36 "Q"
                      PBN_RANK@36..37 "J"
                      PBN_RANK@37..38 "T"
                      PBN_RANK@38..39 "6"
                  WHITESPACE@39..40 " "
                  PBN_HAND@40..41
                    PBN_DASH@40..41 "-"
                PBN_QUOTE@41..42 "\""
              PBN_R_BRACK@42..43 "]"
    "#]],
    );
}

#[test]
fn contract_declarer_and_result() {
    check(
        "[Contract \"3NTX\"][Contract \"Pass\"][Contract \"7cxx\"][Contract \"2N\"]\n[Declarer \"^S\"][Result \"^NS 9 EW 4\"][Result \"10\"]",
        expect![[r#"
            PBN_FILE@0..116
              PBN_GAME@0..116
                PBN_TAG@0..17
                  PBN_L_BRACK@0..1 "["
                  PBN_TAG_NAME@1..9 "Contract"
                  WHITESPACE@9..10 " "
                  PBN_TAG_VALUE@10..16
                    PBN_QUOTE@10..11 "\""
                    PBN_LEVEL@11..12 "3"
                    PBN_STRAIN@12..14 "NT"
                    PBN_RISK@14..15 "X"
                    PBN_QUOTE@15..16 "\""
                  PBN_R_BRACK@16..17 "]"
                PBN_TAG@17..34
                  PBN_L_BRACK@17..18 "["
                  PBN_TAG_NAME@18..26 "Contract"
                  WHITESPACE@26..27 " "
                  PBN_TAG_VALUE@27..33
                    PBN_QUOTE@27..28 "\""
                    PBN_PASS@28..32 "Pass"
                    PBN_QUOTE@32..33 "\""
                  PBN_R_BRACK@33..34 "]"
                PBN_TAG@34..51
                  PBN_L_BRACK@34..35 "["
                  PBN_TAG_NAME@35..43 "Contract"
                  WHITESPACE@43..44 " "
                  PBN_TAG_VALUE@44..50
                    PBN_QUOTE@44..45 "\""
                    PBN_LEVEL@45..46 "7"
                    PBN_STRAIN@46..47 "c"
                    PBN_RISK@47..49 "xx"
                    PBN_QUOTE@49..50 "\""
                  PBN_R_BRACK@50..51 "]"
                PBN_TAG@51..66
                  PBN_L_BRACK@51..52 "["
                  PBN_TAG_NAME@52..60 "Contract"
                  WHITESPACE@60..61 " "
                  PBN_TAG_VALUE@61..65
                    PBN_QUOTE@61..62 "\""
                    PBN_LEVEL@62..63 "2"
                    PBN_STRAIN@63..64 "N"
                    PBN_QUOTE@64..65 "\""
                  PBN_R_BRACK@65..66 "]"
                NEWLINE@66..67 "\n"
                PBN_TAG@67..82
                  PBN_L_BRACK@67..68 "["
                  PBN_TAG_NAME@68..76 "Declarer"
                  WHITESPACE@76..77 " "
                  PBN_TAG_VALUE@77..81
                    PBN_QUOTE@77..78 "\""
                    PBN_CARET@78..79 "^"
                    PBN_SEAT@79..80 "S"
                    PBN_QUOTE@80..81 "\""
                  PBN_R_BRACK@81..82 "]"
                PBN_TAG@82..103
                  PBN_L_BRACK@82..83 "["
                  PBN_TAG_NAME@83..89 "Result"
                  WHITESPACE@89..90 " "
                  PBN_TAG_VALUE@90..102
                    PBN_QUOTE@90..91 "\""
                    PBN_CARET@91..92 "^"
                    PBN_SIDE@92..94 "NS"
                    WHITESPACE@94..95 " "
                    PBN_NUMBER@95..96 "9"
                    WHITESPACE@96..97 " "
                    PBN_SIDE@97..99 "EW"
                    WHITESPACE@99..100 " "
                    PBN_NUMBER@100..101 "4"
                    PBN_QUOTE@101..102 "\""
                  PBN_R_BRACK@102..103 "]"
                PBN_TAG@103..116
                  PBN_L_BRACK@103..104 "["
                  PBN_TAG_NAME@104..110 "Result"
                  WHITESPACE@110..111 " "
                  PBN_TAG_VALUE@111..115
                    PBN_QUOTE@111..112 "\""
                    PBN_NUMBER@112..114 "10"
                    PBN_QUOTE@114..115 "\""
                  PBN_R_BRACK@115..116 "]"
        "#]],
    );
}

#[test]
fn scores_dates_board_vulnerable() {
    check(
        "[Score \"NS -100 EW 100\"][ScoreIMP \"3.5\"][ScoreRubber \"EW 300/40\"][OptimumScore \"NS +420\"]\n[Date \"2024.??.03\"][Board \"12\"][Vulnerable \"Both\"][Dealer \"?\"][Declarer \"\"]",
        expect![[r#"
            PBN_FILE@0..165
              PBN_GAME@0..165
                PBN_TAG@0..24
                  PBN_L_BRACK@0..1 "["
                  PBN_TAG_NAME@1..6 "Score"
                  WHITESPACE@6..7 " "
                  PBN_TAG_VALUE@7..23
                    PBN_QUOTE@7..8 "\""
                    PBN_SIDE@8..10 "NS"
                    WHITESPACE@10..11 " "
                    PBN_NUMBER@11..15 "-100"
                    WHITESPACE@15..16 " "
                    PBN_SIDE@16..18 "EW"
                    WHITESPACE@18..19 " "
                    PBN_NUMBER@19..22 "100"
                    PBN_QUOTE@22..23 "\""
                  PBN_R_BRACK@23..24 "]"
                PBN_TAG@24..40
                  PBN_L_BRACK@24..25 "["
                  PBN_TAG_NAME@25..33 "ScoreIMP"
                  WHITESPACE@33..34 " "
                  PBN_TAG_VALUE@34..39
                    PBN_QUOTE@34..35 "\""
                    PBN_NUMBER@35..38 "3.5"
                    PBN_QUOTE@38..39 "\""
                  PBN_R_BRACK@39..40 "]"
                PBN_TAG@40..65
                  PBN_L_BRACK@40..41 "["
                  PBN_TAG_NAME@41..52 "ScoreRubber"
                  WHITESPACE@52..53 " "
                  PBN_TAG_VALUE@53..64
                    PBN_QUOTE@53..54 "\""
                    PBN_SIDE@54..56 "EW"
                    WHITESPACE@56..57 " "
                    PBN_NUMBER@57..60 "300"
                    PBN_SLASH@60..61 "/"
                    PBN_NUMBER@61..63 "40"
                    PBN_QUOTE@63..64 "\""
                  PBN_R_BRACK@64..65 "]"
                PBN_TAG@65..89
                  PBN_L_BRACK@65..66 "["
                  PBN_TAG_NAME@66..78 "OptimumScore"
                  WHITESPACE@78..79 " "
                  PBN_TAG_VALUE@79..88
                    PBN_QUOTE@79..80 "\""
                    PBN_SIDE@80..82 "NS"
                    WHITESPACE@82..83 " "
                    PBN_NUMBER@83..87 "+420"
                    PBN_QUOTE@87..88 "\""
                  PBN_R_BRACK@88..89 "]"
                NEWLINE@89..90 "\n"
                PBN_TAG@90..109
                  PBN_L_BRACK@90..91 "["
                  PBN_TAG_NAME@91..95 "Date"
                  WHITESPACE@95..96 " "
                  PBN_TAG_VALUE@96..108
                    PBN_QUOTE@96..97 "\""
                    PBN_DATE_FIELD@97..101 "2024"
                    PBN_DOT@101..102 "."
                    PBN_DATE_FIELD@102..104 "??"
                    PBN_DOT@104..105 "."
                    PBN_DATE_FIELD@105..107 "03"
                    PBN_QUOTE@107..108 "\""
                  PBN_R_BRACK@108..109 "]"
                PBN_TAG@109..121
                  PBN_L_BRACK@109..110 "["
                  PBN_TAG_NAME@110..115 "Board"
                  WHITESPACE@115..116 " "
                  PBN_TAG_VALUE@116..120
                    PBN_QUOTE@116..117 "\""
                    PBN_NUMBER@117..119 "12"
                    PBN_QUOTE@119..120 "\""
                  PBN_R_BRACK@120..121 "]"
                PBN_TAG@121..140
                  PBN_L_BRACK@121..122 "["
                  PBN_TAG_NAME@122..132 "Vulnerable"
                  WHITESPACE@132..133 " "
                  PBN_TAG_VALUE@133..139
                    PBN_QUOTE@133..134 "\""
                    PBN_VULNERABILITY@134..138 "Both"
                    PBN_QUOTE@138..139 "\""
                  PBN_R_BRACK@139..140 "]"
                PBN_TAG@140..152
                  PBN_L_BRACK@140..141 "["
                  PBN_TAG_NAME@141..147 "Dealer"
                  WHITESPACE@147..148 " "
                  PBN_TAG_VALUE@148..151
                    PBN_QUOTE@148..149 "\""
                    PBN_UNKNOWN@149..150 "?"
                    PBN_QUOTE@150..151 "\""
                  PBN_R_BRACK@151..152 "]"
                PBN_TAG@152..165
                  PBN_L_BRACK@152..153 "["
                  PBN_TAG_NAME@153..161 "Declarer"
                  WHITESPACE@161..162 " "
                  PBN_TAG_VALUE@162..164
                    PBN_QUOTE@162..163 "\""
                    PBN_QUOTE@163..164 "\""
                  PBN_R_BRACK@164..165 "]"
        "#]],
    );
}

#[test]
fn inheritance() {
    check(
        "[Event \"#\"][Site \"##Amsterdam\"][Date \"##2024.01.02\"]",
        expect![[r###"
        PBN_FILE@0..52
          PBN_GAME@0..52
            PBN_TAG@0..11
              PBN_L_BRACK@0..1 "["
              PBN_TAG_NAME@1..6 "Event"
              WHITESPACE@6..7 " "
              PBN_TAG_VALUE@7..10
                PBN_QUOTE@7..8 "\""
                PBN_INHERIT@8..9 "#"
                PBN_QUOTE@9..10 "\""
              PBN_R_BRACK@10..11 "]"
            PBN_TAG@11..31
              PBN_L_BRACK@11..12 "["
              PBN_TAG_NAME@12..16 "Site"
              WHITESPACE@16..17 " "
              PBN_TAG_VALUE@17..30
                PBN_QUOTE@17..18 "\""
                PBN_INHERIT@18..20 "##"
                PBN_STRING_TEXT@20..29 "Amsterdam"
                PBN_QUOTE@29..30 "\""
              PBN_R_BRACK@30..31 "]"
            PBN_TAG@31..52
              PBN_L_BRACK@31..32 "["
              PBN_TAG_NAME@32..36 "Date"
              WHITESPACE@36..37 " "
              PBN_TAG_VALUE@37..51
                PBN_QUOTE@37..38 "\""
                PBN_INHERIT@38..40 "##"
                PBN_DATE_FIELD@40..44 "2024"
                PBN_DOT@44..45 "."
                PBN_DATE_FIELD@45..47 "01"
                PBN_DOT@47..48 "."
                PBN_DATE_FIELD@48..50 "02"
                PBN_QUOTE@50..51 "\""
              PBN_R_BRACK@51..52 "]"
    "###]],
    );
}

#[test]
fn auction_with_every_token_kind() {
    check(
        "[Auction \"N\"]\n1D ! 1S=1= 3H ?! $5 ^I 2H X XX\n- pass AP ^S +\n*\n[Note \"1:weak \\\"jump\\\"\"]\n[Contract \"3H\"]",
        expect![[r#"
            PBN_FILE@0..102
              PBN_GAME@0..102
                PBN_AUCTION@0..87
                  PBN_TAG@0..13
                    PBN_L_BRACK@0..1 "["
                    PBN_TAG_NAME@1..8 "Auction"
                    WHITESPACE@8..9 " "
                    PBN_TAG_VALUE@9..12
                      PBN_QUOTE@9..10 "\""
                      PBN_SEAT@10..11 "N"
                      PBN_QUOTE@11..12 "\""
                    PBN_R_BRACK@12..13 "]"
                  NEWLINE@13..14 "\n"
                  PBN_CALL@14..16 "1D"
                  WHITESPACE@16..17 " "
                  PBN_SUFFIX@17..18 "!"
                  WHITESPACE@18..19 " "
                  PBN_CALL@19..21 "1S"
                  PBN_NOTE_REF@21..24 "=1="
                  WHITESPACE@24..25 " "
                  PBN_CALL@25..27 "3H"
                  WHITESPACE@27..28 " "
                  PBN_SUFFIX@28..30 "?!"
                  WHITESPACE@30..31 " "
                  PBN_NAG@31..33 "$5"
                  WHITESPACE@33..34 " "
                  PBN_IRREGULARITY@34..36 "^I"
                  WHITESPACE@36..37 " "
                  PBN_CALL@37..39 "2H"
                  WHITESPACE@39..40 " "
                  PBN_CALL@40..41 "X"
                  WHITESPACE@41..42 " "
                  PBN_CALL@42..44 "XX"
                  NEWLINE@44..45 "\n"
                  PBN_CALL@45..46 "-"
                  WHITESPACE@46..47 " "
                  PBN_CALL@47..51 "pass"
                  WHITESPACE@51..52 " "
                  PBN_CALL@52..54 "AP"
                  WHITESPACE@54..55 " "
                  PBN_IRREGULARITY@55..57 "^S"
                  WHITESPACE@57..58 " "
                  PBN_PLUS@58..59 "+"
                  NEWLINE@59..60 "\n"
                  PBN_STAR@60..61 "*"
                  NEWLINE@61..62 "\n"
                  PBN_TAG@62..86
                    PBN_L_BRACK@62..63 "["
                    PBN_TAG_NAME@63..67 "Note"
                    WHITESPACE@67..68 " "
                    PBN_TAG_VALUE@68..85
                      PBN_QUOTE@68..69 "\""
                      PBN_NUMBER@69..70 "1"
                      PBN_COLON@70..71 ":"
                      PBN_STRING_TEXT@71..76 "weak "
                      PBN_ESCAPE@76..78 "\\\""
                      PBN_STRING_TEXT@78..82 "jump"
                      PBN_ESCAPE@82..84 "\\\""
                      PBN_QUOTE@84..85 "\""
                    PBN_R_BRACK@85..86 "]"
                  NEWLINE@86..87 "\n"
                PBN_TAG@87..102
                  PBN_L_BRACK@87..88 "["
                  PBN_TAG_NAME@88..96 "Contract"
                  WHITESPACE@96..97 " "
                  PBN_TAG_VALUE@97..101
                    PBN_QUOTE@97..98 "\""
                    PBN_LEVEL@98..99 "3"
                    PBN_STRAIN@99..100 "H"
                    PBN_QUOTE@100..101 "\""
                  PBN_R_BRACK@101..102 "]"
        "#]],
    );
}

#[test]
fn play_with_cards_and_annotations() {
    check(
        "[Play \"W\"]\nSK =1= h3 S4 ^R S3 {lead}\n^L - - + *\n[Note \"1:top of sequence\"]",
        expect![[r#"
            PBN_FILE@0..74
              PBN_GAME@0..74
                PBN_PLAY@0..74
                  PBN_TAG@0..10
                    PBN_L_BRACK@0..1 "["
                    PBN_TAG_NAME@1..5 "Play"
                    WHITESPACE@5..6 " "
                    PBN_TAG_VALUE@6..9
                      PBN_QUOTE@6..7 "\""
                      PBN_SEAT@7..8 "W"
                      PBN_QUOTE@8..9 "\""
                    PBN_R_BRACK@9..10 "]"
                  NEWLINE@10..11 "\n"
                  PBN_CARD@11..13 "SK"
                  WHITESPACE@13..14 " "
                  PBN_NOTE_REF@14..17 "=1="
                  WHITESPACE@17..18 " "
                  PBN_CARD@18..20 "h3"
                  WHITESPACE@20..21 " "
                  PBN_CARD@21..23 "S4"
                  WHITESPACE@23..24 " "
                  PBN_IRREGULARITY@24..26 "^R"
                  WHITESPACE@26..27 " "
                  PBN_CARD@27..29 "S3"
                  WHITESPACE@29..30 " "
                  PBN_COMMENT@30..36 "{lead}"
                  NEWLINE@36..37 "\n"
                  PBN_IRREGULARITY@37..39 "^L"
                  WHITESPACE@39..40 " "
                  PBN_CARD@40..41 "-"
                  WHITESPACE@41..42 " "
                  PBN_CARD@42..43 "-"
                  WHITESPACE@43..44 " "
                  PBN_PLUS@44..45 "+"
                  WHITESPACE@45..46 " "
                  PBN_STAR@46..47 "*"
                  NEWLINE@47..48 "\n"
                  PBN_TAG@48..74
                    PBN_L_BRACK@48..49 "["
                    PBN_TAG_NAME@49..53 "Note"
                    WHITESPACE@53..54 " "
                    PBN_TAG_VALUE@54..73
                      PBN_QUOTE@54..55 "\""
                      PBN_NUMBER@55..56 "1"
                      PBN_COLON@56..57 ":"
                      PBN_STRING_TEXT@57..72 "top of sequence"
                      PBN_QUOTE@72..73 "\""
                    PBN_R_BRACK@73..74 "]"
        "#]],
    );
}

#[test]
fn table_rows_follow_the_column_count() {
    check(
        "[OptimumResultTable \"Declarer;Denomination\\2R;+Result\\2R\"]\nN NT 7 S\n\"S\" 6\n[ScoreTable \"#\"]\n1 2\n3\n",
        expect![[r##"
            PBN_FILE@0..97
              PBN_GAME@0..97
                PBN_TABLE@0..74
                  PBN_TAG@0..58
                    PBN_L_BRACK@0..1 "["
                    PBN_TAG_NAME@1..19 "OptimumResultTable"
                    WHITESPACE@19..20 " "
                    PBN_TAG_VALUE@20..57
                      PBN_QUOTE@20..21 "\""
                      PBN_COLUMN@21..29
                        PBN_COLUMN_NAME@21..29 "Declarer"
                      PBN_SEMICOLON@29..30 ";"
                      PBN_COLUMN@30..45
                        PBN_COLUMN_NAME@30..42 "Denomination"
                        PBN_COLUMN_WIDTH@42..45 "\\2R"
                      PBN_SEMICOLON@45..46 ";"
                      PBN_COLUMN@46..56
                        PBN_COLUMN_ORDER@46..47 "+"
                        PBN_COLUMN_NAME@47..53 "Result"
                        PBN_COLUMN_WIDTH@53..56 "\\2R"
                      PBN_QUOTE@56..57 "\""
                    PBN_R_BRACK@57..58 "]"
                  NEWLINE@58..59 "\n"
                  PBN_TABLE_ROW@59..65
                    PBN_TABLE_ELEMENT@59..60 "N"
                    WHITESPACE@60..61 " "
                    PBN_TABLE_ELEMENT@61..63 "NT"
                    WHITESPACE@63..64 " "
                    PBN_TABLE_ELEMENT@64..65 "7"
                  WHITESPACE@65..66 " "
                  PBN_TABLE_ROW@66..73
                    PBN_TABLE_ELEMENT@66..67 "S"
                    NEWLINE@67..68 "\n"
                    PBN_STRING@68..71
                      PBN_QUOTE@68..69 "\""
                      PBN_STRING_TEXT@69..70 "S"
                      PBN_QUOTE@70..71 "\""
                    WHITESPACE@71..72 " "
                    PBN_TABLE_ELEMENT@72..73 "6"
                  NEWLINE@73..74 "\n"
                PBN_TABLE@74..97
                  PBN_TAG@74..90
                    PBN_L_BRACK@74..75 "["
                    PBN_TAG_NAME@75..85 "ScoreTable"
                    WHITESPACE@85..86 " "
                    PBN_TAG_VALUE@86..89
                      PBN_QUOTE@86..87 "\""
                      PBN_INHERIT@87..88 "#"
                      PBN_QUOTE@88..89 "\""
                    PBN_R_BRACK@89..90 "]"
                  NEWLINE@90..91 "\n"
                  PBN_TABLE_ROW@91..94
                    PBN_TABLE_ELEMENT@91..92 "1"
                    WHITESPACE@92..93 " "
                    PBN_TABLE_ELEMENT@93..94 "2"
                  NEWLINE@94..95 "\n"
                  PBN_TABLE_ROW@95..96
                    PBN_TABLE_ELEMENT@95..96 "3"
                  NEWLINE@96..97 "\n"
        "##]],
    );
}

#[test]
fn comments_keep_blank_lines_and_percent_lines_inside_braces() {
    check(
        "; line {not a brace}\n{ a\n\n%not a directive\n b }\n[Event \"\"] ; after\n%%!R 12\n",
        expect![[r#"
            PBN_FILE@0..75
              PBN_GAME@0..75
                PBN_COMMENT@0..20 "; line {not a brace}"
                NEWLINE@20..21 "\n"
                PBN_COMMENT@21..47 "{ a\n\n%not a directive ..."
                NEWLINE@47..48 "\n"
                PBN_TAG@48..58
                  PBN_L_BRACK@48..49 "["
                  PBN_TAG_NAME@49..54 "Event"
                  WHITESPACE@54..55 " "
                  PBN_TAG_VALUE@55..57
                    PBN_QUOTE@55..56 "\""
                    PBN_QUOTE@56..57 "\""
                  PBN_R_BRACK@57..58 "]"
                WHITESPACE@58..59 " "
                PBN_COMMENT@59..66 "; after"
                NEWLINE@66..67 "\n"
                PBN_DIRECTIVE@67..74
                  PBN_PERCENT@67..68 "%"
                  PBN_DIRECTIVE_TEXT@68..74 "%!R 12"
                NEWLINE@74..75 "\n"
        "#]],
    );
}

// ---- broken input ----

#[test]
fn unterminated_string_keeps_the_next_tag() {
    check(
        "[Event \"abc]\n[Site \"x\"]",
        expect![[r#"
        PBN_FILE@0..23
          PBN_GAME@0..23
            PBN_TAG@0..12
              PBN_L_BRACK@0..1 "["
              PBN_TAG_NAME@1..6 "Event"
              WHITESPACE@6..7 " "
              PBN_TAG_VALUE@7..12
                PBN_QUOTE@7..8 "\""
                PBN_STRING_TEXT@8..12 "abc]"
            NEWLINE@12..13 "\n"
            PBN_TAG@13..23
              PBN_L_BRACK@13..14 "["
              PBN_TAG_NAME@14..18 "Site"
              WHITESPACE@18..19 " "
              PBN_TAG_VALUE@19..22
                PBN_QUOTE@19..20 "\""
                PBN_STRING_TEXT@20..21 "x"
                PBN_QUOTE@21..22 "\""
              PBN_R_BRACK@22..23 "]"
        error 7..12: [pbn/unterminated-string] expected `"` to close the value of `Event`, found end of line
    "#]],
    );
}

#[test]
fn unterminated_string_of_a_typed_tag_is_one_error() {
    check(
        "[Result \"9]\n",
        expect![[r#"
            PBN_FILE@0..12
              PBN_GAME@0..12
                PBN_TAG@0..11
                  PBN_L_BRACK@0..1 "["
                  PBN_TAG_NAME@1..7 "Result"
                  WHITESPACE@7..8 " "
                  PBN_TAG_VALUE@8..11
                    PBN_QUOTE@8..9 "\""
                    PBN_STRING_TEXT@9..11 "9]"
                NEWLINE@11..12 "\n"
            error 8..11: [pbn/unterminated-string] expected `"` to close the value of `Result`, found end of line
        "#]],
    );
}

#[test]
fn escaped_closing_quote() {
    check(
        "[Event \"C:\\\"]\n[Site \"x\"]",
        expect![[r#"
        PBN_FILE@0..24
          PBN_GAME@0..24
            PBN_TAG@0..13
              PBN_L_BRACK@0..1 "["
              PBN_TAG_NAME@1..6 "Event"
              WHITESPACE@6..7 " "
              PBN_TAG_VALUE@7..13
                PBN_QUOTE@7..8 "\""
                PBN_STRING_TEXT@8..10 "C:"
                PBN_ESCAPE@10..12 "\\\""
                PBN_STRING_TEXT@12..13 "]"
            NEWLINE@13..14 "\n"
            PBN_TAG@14..24
              PBN_L_BRACK@14..15 "["
              PBN_TAG_NAME@15..19 "Site"
              WHITESPACE@19..20 " "
              PBN_TAG_VALUE@20..23
                PBN_QUOTE@20..21 "\""
                PBN_STRING_TEXT@21..22 "x"
                PBN_QUOTE@22..23 "\""
              PBN_R_BRACK@23..24 "]"
        error 10..12: [pbn/bad-escape] expected `"` to close the value of `Event`, found `\"`, an escaped quote (a backslash is written `\\`)
    "#]],
    );
}

#[test]
fn missing_close_bracket() {
    check(
        "[Event \"x\"\n[Site \"y\"]",
        expect![[r#"
        PBN_FILE@0..21
          PBN_GAME@0..21
            PBN_TAG@0..10
              PBN_L_BRACK@0..1 "["
              PBN_TAG_NAME@1..6 "Event"
              WHITESPACE@6..7 " "
              PBN_TAG_VALUE@7..10
                PBN_QUOTE@7..8 "\""
                PBN_STRING_TEXT@8..9 "x"
                PBN_QUOTE@9..10 "\""
            NEWLINE@10..11 "\n"
            PBN_TAG@11..21
              PBN_L_BRACK@11..12 "["
              PBN_TAG_NAME@12..16 "Site"
              WHITESPACE@16..17 " "
              PBN_TAG_VALUE@17..20
                PBN_QUOTE@17..18 "\""
                PBN_STRING_TEXT@18..19 "y"
                PBN_QUOTE@19..20 "\""
              PBN_R_BRACK@20..21 "]"
        error 10..10: [pbn/missing-close-bracket] expected `]` to close the tag `Event`, found end of line
    "#]],
    );
}

#[test]
fn bad_tag_names() {
    check(
        "[event \"x\"][Ev-ent \"y\"][ \"z\"][Event][Event No quotes]",
        expect![[r#"
        PBN_FILE@0..53
          PBN_GAME@0..53
            PBN_TAG@0..11
              PBN_L_BRACK@0..1 "["
              PBN_TAG_NAME@1..6 "event"
              WHITESPACE@6..7 " "
              PBN_TAG_VALUE@7..10
                PBN_QUOTE@7..8 "\""
                PBN_STRING_TEXT@8..9 "x"
                PBN_QUOTE@9..10 "\""
              PBN_R_BRACK@10..11 "]"
            PBN_TAG@11..23
              PBN_L_BRACK@11..12 "["
              PBN_TAG_NAME@12..18 "Ev-ent"
              WHITESPACE@18..19 " "
              PBN_TAG_VALUE@19..22
                PBN_QUOTE@19..20 "\""
                PBN_STRING_TEXT@20..21 "y"
                PBN_QUOTE@21..22 "\""
              PBN_R_BRACK@22..23 "]"
            PBN_TAG@23..29
              PBN_L_BRACK@23..24 "["
              WHITESPACE@24..25 " "
              PBN_TAG_VALUE@25..28
                PBN_QUOTE@25..26 "\""
                PBN_STRING_TEXT@26..27 "z"
                PBN_QUOTE@27..28 "\""
              PBN_R_BRACK@28..29 "]"
            PBN_TAG@29..36
              PBN_L_BRACK@29..30 "["
              PBN_TAG_NAME@30..35 "Event"
              PBN_R_BRACK@35..36 "]"
            PBN_TAG@36..53
              PBN_L_BRACK@36..37 "["
              PBN_TAG_NAME@37..42 "Event"
              WHITESPACE@42..43 " "
              ERROR@43..52
                ERROR@43..45 "No"
                WHITESPACE@45..46 " "
                ERROR@46..52 "quotes"
              PBN_R_BRACK@52..53 "]"
        error 1..6: [pbn/lowercase-tag-name] expected a tag name starting with an upper-case letter, found `event`
        error 12..18: [pbn/bad-tag-name] expected a tag name of letters, digits and `_`, found `Ev-ent`
        error 24..24: [pbn/missing-tag-name] expected a tag name after `[`, found `"z"`
        error 35..35: [pbn/missing-tag-value] expected a quoted value for the tag `Event`, found `]`
        error 43..52: [pbn/unquoted-tag-value] expected a quoted value for the tag `Event`, found `No quotes`
    "#]],
    );
}

#[test]
fn unclosed_brace_comment_stops_before_the_next_tag_line() {
    check(
        "{ open\n[Event \"x\"] { open at end",
        expect![[r#"
        PBN_FILE@0..32
          PBN_GAME@0..32
            PBN_COMMENT@0..6 "{ open"
            NEWLINE@6..7 "\n"
            PBN_TAG@7..18
              PBN_L_BRACK@7..8 "["
              PBN_TAG_NAME@8..13 "Event"
              WHITESPACE@13..14 " "
              PBN_TAG_VALUE@14..17
                PBN_QUOTE@14..15 "\""
                PBN_STRING_TEXT@15..16 "x"
                PBN_QUOTE@16..17 "\""
              PBN_R_BRACK@17..18 "]"
            WHITESPACE@18..19 " "
            PBN_COMMENT@19..32 "{ open at end"
        error 0..1: [pbn/unclosed-comment] expected `}` to close the comment opened here, found a tag at the start of a line
        error 19..20: [pbn/unclosed-comment] expected `}` to close the comment opened here, found end of file
    "#]],
    );
}

#[test]
fn bad_deals() {
    check(
        "[Deal \"N:AKQ.JT9.x.2 - -\"]\n[Deal \"X:AK.Q.J.T\"]\n[Deal \"N:A.K.Q 10... ... ... ...\"]",
        expect![[r#"
            PBN_FILE@0..81
              PBN_GAME@0..81
                PBN_TAG@0..26
                  PBN_L_BRACK@0..1 "["
                  PBN_TAG_NAME@1..5 "Deal"
                  WHITESPACE@5..6 " "
                  PBN_TAG_VALUE@6..25
                    PBN_QUOTE@6..7 "\""
                    PBN_DEAL@7..24
                      PBN_SEAT@7..8 "N"
                      PBN_COLON@8..9 ":"
                      PBN_HAND@9..20
                        PBN_SUIT@9..12
                          PBN_RANK@9..10 "A"
                          PBN_RANK@10..11 "K"
                          PBN_RANK@11..12 "Q"
                        PBN_DOT@12..13 "."
                        PBN_SUIT@13..16
                          PBN_RANK@13..14 "J"
                          PBN_RANK@14..15 "T"
                          PBN_RANK@15..16 "9"
                        PBN_DOT@16..17 "."
                        PBN_SUIT@17..18
                          ERROR@17..18 "x"
                        PBN_DOT@18..19 "."
                        PBN_SUIT@19..20
                          PBN_RANK@19..20 "2"
                      WHITESPACE@20..21 " "
                      PBN_HAND@21..22
                        PBN_DASH@21..22 "-"
                      WHITESPACE@22..23 " "
                      PBN_HAND@23..24
                        PBN_DASH@23..24 "-"
                    PBN_QUOTE@24..25 "\""
                  PBN_R_BRACK@25..26 "]"
                NEWLINE@26..27 "\n"
                PBN_TAG@27..46
                  PBN_L_BRACK@27..28 "["
                  PBN_TAG_NAME@28..32 "Deal"
                  WHITESPACE@32..33 " "
                  PBN_TAG_VALUE@33..45
                    PBN_QUOTE@33..34 "\""
                    PBN_DEAL@34..44
                      ERROR@34..35 "X"
                      PBN_COLON@35..36 ":"
                      PBN_HAND@36..44
                        PBN_SUIT@36..38
                          PBN_RANK@36..37 "A"
                          PBN_RANK@37..38 "K"
                        PBN_DOT@38..39 "."
                        PBN_SUIT@39..40
                          PBN_RANK@39..40 "Q"
                        PBN_DOT@40..41 "."
                        PBN_SUIT@41..42
                          PBN_RANK@41..42 "J"
                        PBN_DOT@42..43 "."
                        PBN_SUIT@43..44
                          PBN_RANK@43..44 "T"
                    PBN_QUOTE@44..45 "\""
                  PBN_R_BRACK@45..46 "]"
                NEWLINE@46..47 "\n"
                PBN_TAG@47..81
                  PBN_L_BRACK@47..48 "["
                  PBN_TAG_NAME@48..52 "Deal"
                  WHITESPACE@52..53 " "
                  PBN_TAG_VALUE@53..80
                    PBN_QUOTE@53..54 "\""
                    PBN_DEAL@54..79
                      PBN_SEAT@54..55 "N"
                      PBN_COLON@55..56 ":"
                      PBN_HAND@56..61
                        PBN_SUIT@56..57
                          PBN_RANK@56..57 "A"
                        PBN_DOT@57..58 "."
                        PBN_SUIT@58..59
                          PBN_RANK@58..59 "K"
                        PBN_DOT@59..60 "."
                        PBN_SUIT@60..61
                          PBN_RANK@60..61 "Q"
                      WHITESPACE@61..62 " "
                      PBN_HAND@62..67
                        PBN_SUIT@62..64
                          ERROR@62..64 "10"
                        PBN_DOT@64..65 "."
                        PBN_SUIT@65..65
                        PBN_DOT@65..66 "."
                        PBN_SUIT@66..66
                        PBN_DOT@66..67 "."
                        PBN_SUIT@67..67
                      WHITESPACE@67..68 " "
                      PBN_HAND@68..71
                        PBN_SUIT@68..68
                        PBN_DOT@68..69 "."
                        PBN_SUIT@69..69
                        PBN_DOT@69..70 "."
                        PBN_SUIT@70..70
                        PBN_DOT@70..71 "."
                        PBN_SUIT@71..71
                      WHITESPACE@71..72 " "
                      PBN_HAND@72..75
                        PBN_SUIT@72..72
                        PBN_DOT@72..73 "."
                        PBN_SUIT@73..73
                        PBN_DOT@73..74 "."
                        PBN_SUIT@74..74
                        PBN_DOT@74..75 "."
                        PBN_SUIT@75..75
                      WHITESPACE@75..76 " "
                      PBN_HAND@76..79
                        PBN_SUIT@76..76
                        PBN_DOT@76..77 "."
                        PBN_SUIT@77..77
                        PBN_DOT@77..78 "."
                        PBN_SUIT@78..78
                        PBN_DOT@78..79 "."
                        PBN_SUIT@79..79
                    PBN_QUOTE@79..80 "\""
                  PBN_R_BRACK@80..81 "]"
            error 17..18: [pbn/bad-deal] expected a rank (`AKQJT98765432`), found `x`
            error 24..24: [pbn/bad-deal] expected 4 hands in the deal, found 3
            error 34..35: [pbn/bad-deal] expected the first seat (`N`, `E`, `S` or `W`) and `:` at the start of the deal, found `X`
            error 44..44: [pbn/bad-deal] expected 4 hands in the deal, found 1
            error 56..61: [pbn/bad-deal] expected 4 suits separated by `.` in this hand, found 3
            error 62..64: [pbn/bad-deal] expected a rank, found `10`: the ten is written `T`
            error 76..79: [pbn/bad-deal] expected 4 hands in the deal, found 5
        "#]],
    );
}

#[test]
fn bad_calls_and_annotations() {
    check(
        "[Auction \"N\"]\n1D 8C Pas $ =a= ^Q 1S!\"x\" ]",
        expect![[r#"
        PBN_FILE@0..41
          PBN_GAME@0..41
            PBN_AUCTION@0..41
              PBN_TAG@0..13
                PBN_L_BRACK@0..1 "["
                PBN_TAG_NAME@1..8 "Auction"
                WHITESPACE@8..9 " "
                PBN_TAG_VALUE@9..12
                  PBN_QUOTE@9..10 "\""
                  PBN_SEAT@10..11 "N"
                  PBN_QUOTE@11..12 "\""
                PBN_R_BRACK@12..13 "]"
              NEWLINE@13..14 "\n"
              PBN_CALL@14..16 "1D"
              WHITESPACE@16..17 " "
              ERROR@17..19 "8C"
              WHITESPACE@19..20 " "
              ERROR@20..23 "Pas"
              WHITESPACE@23..24 " "
              ERROR@24..25 "$"
              WHITESPACE@25..26 " "
              ERROR@26..29 "=a="
              WHITESPACE@29..30 " "
              ERROR@30..32 "^Q"
              WHITESPACE@32..33 " "
              PBN_CALL@33..35 "1S"
              PBN_SUFFIX@35..36 "!"
              ERROR@36..41
                ERROR@36..39 "\"x\""
                WHITESPACE@39..40 " "
                ERROR@40..41 "]"
        error 17..19: [pbn/bad-call] expected a call (`Pass`, `X`, `XX`, `AP`, `-` or a bid `1C` to `7NT`), found `8C`
        error 20..23: [pbn/bad-call] expected a call (`Pass`, `X`, `XX`, `AP`, `-` or a bid `1C` to `7NT`), found `Pas`
        error 24..25: [pbn/bad-nag] expected a NAG like `$1` (`$` and digits), found `$`
        error 26..29: [pbn/bad-note-ref] expected a note reference like `=1=`, found `=a=`
        error 30..32: [pbn/bad-irregularity] expected `^I`, `^S`, `^R` or `^L`, found `^Q`
        error 36..41: [pbn/unexpected-text] expected a call, an annotation or a tag, found `"x"`
    "#]],
    );
}

#[test]
fn bad_cards() {
    check(
        "[Play \"W\"]\nS1 HHT KT -- #",
        expect![[r##"
        PBN_FILE@0..25
          PBN_GAME@0..25
            PBN_PLAY@0..25
              PBN_TAG@0..10
                PBN_L_BRACK@0..1 "["
                PBN_TAG_NAME@1..5 "Play"
                WHITESPACE@5..6 " "
                PBN_TAG_VALUE@6..9
                  PBN_QUOTE@6..7 "\""
                  PBN_SEAT@7..8 "W"
                  PBN_QUOTE@8..9 "\""
                PBN_R_BRACK@9..10 "]"
              NEWLINE@10..11 "\n"
              ERROR@11..13 "S1"
              WHITESPACE@13..14 " "
              ERROR@14..17 "HHT"
              WHITESPACE@17..18 " "
              ERROR@18..20 "KT"
              WHITESPACE@20..21 " "
              ERROR@21..23 "--"
              WHITESPACE@23..24 " "
              ERROR@24..25 "#"
        error 11..13: [pbn/bad-card] expected a card (a suit and a rank like `SA` or `H2`, or `-`), found `S1`
        error 14..17: [pbn/bad-card] expected a card (a suit and a rank like `SA` or `H2`, or `-`), found `HHT`
        error 18..20: [pbn/bad-card] expected a card (a suit and a rank like `SA` or `H2`, or `-`), found `KT`
        error 21..23: [pbn/bad-card] expected a card (a suit and a rank like `SA` or `H2`, or `-`), found `--`
        error 24..25: [pbn/unexpected-text] expected a card or an annotation, found `#`
    "##]],
    );
}

#[test]
fn junk_between_tags_and_inside_a_tag() {
    check(
        "[Event \"x\"] junk here\nmore\n[Site \"y\" \"z\"] }\n",
        expect![[r#"
        PBN_FILE@0..44
          PBN_GAME@0..44
            PBN_TAG@0..11
              PBN_L_BRACK@0..1 "["
              PBN_TAG_NAME@1..6 "Event"
              WHITESPACE@6..7 " "
              PBN_TAG_VALUE@7..10
                PBN_QUOTE@7..8 "\""
                PBN_STRING_TEXT@8..9 "x"
                PBN_QUOTE@9..10 "\""
              PBN_R_BRACK@10..11 "]"
            WHITESPACE@11..12 " "
            ERROR@12..26
              ERROR@12..16 "junk"
              WHITESPACE@16..17 " "
              ERROR@17..21 "here"
              NEWLINE@21..22 "\n"
              ERROR@22..26 "more"
            NEWLINE@26..27 "\n"
            PBN_TAG@27..41
              PBN_L_BRACK@27..28 "["
              PBN_TAG_NAME@28..32 "Site"
              WHITESPACE@32..33 " "
              PBN_TAG_VALUE@33..36
                PBN_QUOTE@33..34 "\""
                PBN_STRING_TEXT@34..35 "y"
                PBN_QUOTE@35..36 "\""
              ERROR@36..40
                WHITESPACE@36..37 " "
                ERROR@37..40 "\"z\""
              PBN_R_BRACK@40..41 "]"
            WHITESPACE@41..42 " "
            ERROR@42..43
              ERROR@42..43 "}"
            NEWLINE@43..44 "\n"
        error 12..26: [pbn/unexpected-text] expected a tag `[Name "value"]` or a comment, found `junk`
        error 37..40: [pbn/unexpected-text] expected `]` after the value of `Site`, found `"z"`
        error 42..43: [pbn/unexpected-text] expected a tag `[Name "value"]` or a comment, found `}`
    "#]],
    );
}

#[test]
fn bad_simple_values() {
    check(
        "[Contract \"5Hearts\"][Dealer \"Black\"][Vulnerable \"E\"][Result \"C-2\"][Board \"1a\"]\n[Date \"95.06.10\"][Note \"a:\"][Score \"10.-10\"][OptimumScore \"100\"][ScoreRubber \"10\"]",
        expect![[r#"
            PBN_FILE@0..161
              PBN_GAME@0..161
                PBN_TAG@0..20
                  PBN_L_BRACK@0..1 "["
                  PBN_TAG_NAME@1..9 "Contract"
                  WHITESPACE@9..10 " "
                  PBN_TAG_VALUE@10..19
                    PBN_QUOTE@10..11 "\""
                    PBN_LEVEL@11..12 "5"
                    PBN_STRAIN@12..13 "H"
                    ERROR@13..18 "earts"
                    PBN_QUOTE@18..19 "\""
                  PBN_R_BRACK@19..20 "]"
                PBN_TAG@20..36
                  PBN_L_BRACK@20..21 "["
                  PBN_TAG_NAME@21..27 "Dealer"
                  WHITESPACE@27..28 " "
                  PBN_TAG_VALUE@28..35
                    PBN_QUOTE@28..29 "\""
                    ERROR@29..34 "Black"
                    PBN_QUOTE@34..35 "\""
                  PBN_R_BRACK@35..36 "]"
                PBN_TAG@36..52
                  PBN_L_BRACK@36..37 "["
                  PBN_TAG_NAME@37..47 "Vulnerable"
                  WHITESPACE@47..48 " "
                  PBN_TAG_VALUE@48..51
                    PBN_QUOTE@48..49 "\""
                    ERROR@49..50 "E"
                    PBN_QUOTE@50..51 "\""
                  PBN_R_BRACK@51..52 "]"
                PBN_TAG@52..66
                  PBN_L_BRACK@52..53 "["
                  PBN_TAG_NAME@53..59 "Result"
                  WHITESPACE@59..60 " "
                  PBN_TAG_VALUE@60..65
                    PBN_QUOTE@60..61 "\""
                    ERROR@61..64 "C-2"
                    PBN_QUOTE@64..65 "\""
                  PBN_R_BRACK@65..66 "]"
                PBN_TAG@66..78
                  PBN_L_BRACK@66..67 "["
                  PBN_TAG_NAME@67..72 "Board"
                  WHITESPACE@72..73 " "
                  PBN_TAG_VALUE@73..77
                    PBN_QUOTE@73..74 "\""
                    PBN_NUMBER@74..75 "1"
                    ERROR@75..76 "a"
                    PBN_QUOTE@76..77 "\""
                  PBN_R_BRACK@77..78 "]"
                NEWLINE@78..79 "\n"
                PBN_TAG@79..96
                  PBN_L_BRACK@79..80 "["
                  PBN_TAG_NAME@80..84 "Date"
                  WHITESPACE@84..85 " "
                  PBN_TAG_VALUE@85..95
                    PBN_QUOTE@85..86 "\""
                    ERROR@86..94 "95.06.10"
                    PBN_QUOTE@94..95 "\""
                  PBN_R_BRACK@95..96 "]"
                PBN_TAG@96..107
                  PBN_L_BRACK@96..97 "["
                  PBN_TAG_NAME@97..101 "Note"
                  WHITESPACE@101..102 " "
                  PBN_TAG_VALUE@102..106
                    PBN_QUOTE@102..103 "\""
                    ERROR@103..105 "a:"
                    PBN_QUOTE@105..106 "\""
                  PBN_R_BRACK@106..107 "]"
                PBN_TAG@107..123
                  PBN_L_BRACK@107..108 "["
                  PBN_TAG_NAME@108..113 "Score"
                  WHITESPACE@113..114 " "
                  PBN_TAG_VALUE@114..122
                    PBN_QUOTE@114..115 "\""
                    PBN_NUMBER@115..118 "10."
                    ERROR@118..121 "-10"
                    PBN_QUOTE@121..122 "\""
                  PBN_R_BRACK@122..123 "]"
                PBN_TAG@123..143
                  PBN_L_BRACK@123..124 "["
                  PBN_TAG_NAME@124..136 "OptimumScore"
                  WHITESPACE@136..137 " "
                  PBN_TAG_VALUE@137..142
                    PBN_QUOTE@137..138 "\""
                    ERROR@138..141 "100"
                    PBN_QUOTE@141..142 "\""
                  PBN_R_BRACK@142..143 "]"
                PBN_TAG@143..161
                  PBN_L_BRACK@143..144 "["
                  PBN_TAG_NAME@144..155 "ScoreRubber"
                  WHITESPACE@155..156 " "
                  PBN_TAG_VALUE@156..160
                    PBN_QUOTE@156..157 "\""
                    PBN_NUMBER@157..159 "10"
                    PBN_QUOTE@159..160 "\""
                  PBN_R_BRACK@160..161 "]"
            error 13..18: [pbn/bad-contract] expected `X`, `XX` or the end of the contract in the value of `Contract`, found `earts`
            error 29..34: [pbn/bad-seat] expected a seat (`N`, `E`, `S` or `W`) in the value of `Dealer`, found `Black`
            error 49..50: [pbn/bad-vulnerable] expected `None`, `NS`, `EW`, `All`, `Love`, `Both` or `-` in the value of `Vulnerable`, found `E`
            error 61..64: [pbn/bad-result] expected a number of tricks, or `NS` or `EW` and a number in the value of `Result`, found `C-2`
            error 75..76: [pbn/bad-board] expected a board number in the value of `Board`, found `a`
            error 86..94: [pbn/bad-date] expected a date `YYYY.MM.DD` in the value of `Date`, found `95.06.10`
            error 103..105: [pbn/bad-note] expected `<number>:<text>` in the value of `Note`, found `a:`
            error 118..121: [pbn/bad-score] expected the end of the score in the value of `Score`, found `-10`
            error 138..141: [pbn/bad-score] expected `NS` or `EW` and a score in the value of `OptimumScore`, found `100`
            error 159..159: [pbn/bad-score] expected `/` between the points above and below the line in the value of `ScoreRubber`, found the end of the value
        "#]],
    );
}

#[test]
fn bad_column_spec_and_incomplete_row() {
    check(
        "[ScoreTable \"A;\\x;B\\2Rz;\"]\n1 2 3 4 5",
        expect![[r#"
        PBN_FILE@0..36
          PBN_GAME@0..36
            PBN_TABLE@0..36
              PBN_TAG@0..26
                PBN_L_BRACK@0..1 "["
                PBN_TAG_NAME@1..11 "ScoreTable"
                WHITESPACE@11..12 " "
                PBN_TAG_VALUE@12..25
                  PBN_QUOTE@12..13 "\""
                  PBN_COLUMN@13..14
                    PBN_COLUMN_NAME@13..14 "A"
                  PBN_SEMICOLON@14..15 ";"
                  PBN_COLUMN@15..17
                    ERROR@15..17 "\\x"
                  PBN_SEMICOLON@17..18 ";"
                  PBN_COLUMN@18..23
                    PBN_COLUMN_NAME@18..19 "B"
                    PBN_COLUMN_WIDTH@19..22 "\\2R"
                    ERROR@22..23 "z"
                  PBN_SEMICOLON@23..24 ";"
                  PBN_COLUMN@24..24
                  PBN_QUOTE@24..25 "\""
                PBN_R_BRACK@25..26 "]"
              NEWLINE@26..27 "\n"
              PBN_TABLE_ROW@27..34
                PBN_TABLE_ELEMENT@27..28 "1"
                WHITESPACE@28..29 " "
                PBN_TABLE_ELEMENT@29..30 "2"
                WHITESPACE@30..31 " "
                PBN_TABLE_ELEMENT@31..32 "3"
                WHITESPACE@32..33 " "
                PBN_TABLE_ELEMENT@33..34 "4"
              WHITESPACE@34..35 " "
              PBN_TABLE_ROW@35..36
                PBN_TABLE_ELEMENT@35..36 "5"
        error 15..15: [pbn/bad-column-spec] expected a column name in the value of `ScoreTable`, found `\x`
        error 15..17: [pbn/bad-column-spec] expected a column width like `\2R`, found `\x`
        error 22..23: [pbn/bad-column-spec] expected `;` or the end of the column specification after the width, found `z`
        error 24..24: [pbn/bad-column-spec] expected a column name in the value of `ScoreTable`, found the end of the value
        error 35..36: [pbn/incomplete-table-row] expected 4 elements in this table row, found 1
    "#]],
    );
}

#[test]
fn messages_name_the_token_after_spaces() {
    check(
        "[Event ]\n[Site \"x\" \n[Board",
        expect![[r#"
        PBN_FILE@0..26
          PBN_GAME@0..26
            PBN_TAG@0..8
              PBN_L_BRACK@0..1 "["
              PBN_TAG_NAME@1..6 "Event"
              WHITESPACE@6..7 " "
              PBN_R_BRACK@7..8 "]"
            NEWLINE@8..9 "\n"
            PBN_TAG@9..18
              PBN_L_BRACK@9..10 "["
              PBN_TAG_NAME@10..14 "Site"
              WHITESPACE@14..15 " "
              PBN_TAG_VALUE@15..18
                PBN_QUOTE@15..16 "\""
                PBN_STRING_TEXT@16..17 "x"
                PBN_QUOTE@17..18 "\""
            WHITESPACE@18..19 " "
            NEWLINE@19..20 "\n"
            PBN_TAG@20..26
              PBN_L_BRACK@20..21 "["
              PBN_TAG_NAME@21..26 "Board"
        error 6..6: [pbn/missing-tag-value] expected a quoted value for the tag `Event`, found `]`
        error 18..18: [pbn/missing-close-bracket] expected `]` to close the tag `Site`, found end of line
        error 26..26: [pbn/missing-tag-value] expected a quoted value for the tag `Board`, found end of file
        error 26..26: [pbn/missing-close-bracket] expected `]` to close the tag `Board`, found end of file
    "#]],
    );
}
