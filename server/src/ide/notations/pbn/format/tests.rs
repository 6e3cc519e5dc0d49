//! Tests of the PBN layouts: snapshots of `tidy` and `export` on written examples, and over the
//! corpus, generated documents and random inputs the safety rules: idempotent, games with
//! syntax errors untouched, the syntax error count and the meaning kept.

// The benches' document generator.
use crate::generate;

use crate::ide::format::{apply, FormatOptions, PbnStyle};

use crate::ide::analysis::{format, format_range};
use expect_test::{expect, Expect};
use gamerec_grammar::pbn::spec;
use gamerec_grammar::{parse, Format, NodeOrToken, SyntaxKind, SyntaxNode, TextRange};
use proptest::prelude::*;

fn options(style: PbnStyle) -> FormatOptions {
    FormatOptions {
        pbn_style: style,
        ..FormatOptions::default()
    }
}

fn formatted(text: &str, style: PbnStyle) -> String {
    let parsed = parse(Format::Pbn, text);
    apply(text, &format(&parsed, &options(style)))
}

fn check(style: PbnStyle, text: &str, expected: Expect) {
    let once = formatted(text, style);
    if style == PbnStyle::Export {
        assert!(
            !once.replace("\r\n", "").contains(['\n', '\r']),
            "export lines end in CRLF: {once:?}"
        );
        expected.assert_eq(&once.replace("\r\n", "\n"));
    } else {
        expected.assert_eq(&once);
    }
    assert_eq!(
        formatted(&once, style),
        once,
        "formatting again changes the text"
    );
    assert_eq!(meaning(&once), meaning(text), "the meaning changed");
}

#[test]
fn tidy_puts_tags_on_lines_and_moves_in_columns() {
    check(
        PbnStyle::Tidy,
        "% PBN 2.1\n\n\n[Event   \"Club\"] [Site \"Here\"]\n[Dealer \"n\"][Vulnerable \"ns\"]\n[Deal \"n:qka.t2..  - - -\"]\n[Contract \"3nt\"]\n[Declarer \"s\"]\n[Auction \"n\"]\n1c ! =1= pass 1nt\nx xx pass pass 3nt pass pass\npass\n[Note \"1:natural\"]\n[Play \"w\"]\nsa s2 s3 s4\nh2 ^R ha h3 *\n",
        expect![[r#"
            % PBN 2.1

            [Event "Club"]
            [Site "Here"]
            [Dealer "N"]
            [Vulnerable "NS"]
            [Deal "N:AKQ.T2.. - - -"]
            [Contract "3NT"]
            [Declarer "S"]
            [Auction "N"]
            1C ! =1= Pass     1NT      X
            XX       Pass     Pass     3NT
            Pass     Pass     Pass
            [Note "1:natural"]
            [Play "W"]
            SA    S2    S3    S4
            H2    ^R HA H3    *
        "#]],
    );
}

#[test]
fn tidy_keeps_comments_where_they_were_and_moves_notes_after_the_section() {
    check(
        PbnStyle::Tidy,
        "{before the first tag}\n[Event \"x\"]   {after Event}\n; a line of its own\n[Board \"1\"]\n[Auction \"N\"] {opening}\n1C =1= {a comment} 1D\n[Note \"1:short club\"] ; explained\n1H Pass\n{after the calls}\n",
        expect![[r#"
            {before the first tag}
            [Event "x"] {after Event}
            ; a line of its own
            [Board "1"]
            [Auction "N"] {opening}
            1C =1= {a comment}
            1D     1H     Pass
            {after the calls}
            [Note "1:short club"] ; explained
        "#]],
    );
}

#[test]
fn tidy_keeps_crlf_and_makes_one_empty_line_between_games() {
    let text =
        "[Event \"a\"]  \r\n[Board \"1\"]\r\n  \r\n\r\n[Event \"b\"]\r\n[Deal \"s:2a... - - -\"]";
    assert_eq!(
        formatted(text, PbnStyle::Tidy),
        "[Event \"a\"]\r\n[Board \"1\"]\r\n\r\n[Event \"b\"]\r\n[Deal \"S:A2... - - -\"]\r\n"
    );
}

#[test]
fn tidy_sorts_each_suit_of_each_hand_and_spaces_the_hands_once() {
    let text = "[Deal \"s:2a.k3.q4.  - \t 5j.2T.9a.k -\"]\n";
    assert_eq!(
        formatted(text, PbnStyle::Tidy),
        "[Deal \"S:A2.K3.Q4. - J5.T2.A9.K -\"]\n"
    );
}

#[test]
fn tidy_keeps_inheritance_and_other_values_as_written() {
    check(
        PbnStyle::Tidy,
        "[Event \"##Club \\\"Pairs\\\"\"]\n[Board \"1\"]\n[MyTag \"own value\"]\n\n[Event \"#\"]\n[Site \"Ümeå\"]\n[Board \"2\"]\n",
        expect![[r###"
            [Event "##Club \"Pairs\""]
            [Board "1"]
            [MyTag "own value"]

            [Event "#"]
            [Site "Ümeå"]
            [Board "2"]
        "###]],
    );
}

#[test]
fn iso_8859_1_text_survives() {
    let bytes = b"[Event \"Caf\xe9 \xdcbung\"]\n[Dealer \"n\"]\n";
    let decoded = crate::decode::decode(bytes, Format::Pbn);
    let once = formatted(&decoded.text, PbnStyle::Tidy);
    assert_eq!(once, "[Event \"Caf\u{e9} \u{dc}bung\"]\n[Dealer \"N\"]\n");
    let (encoded, _, unmappable) = decoded.encoding.encode(&once);
    assert!(!unmappable);
    assert_eq!(&*encoded, b"[Event \"Caf\xe9 \xdcbung\"]\n[Dealer \"N\"]\n");
}

#[test]
fn tidy_lays_tables_out_in_columns() {
    check(
        PbnStyle::Tidy,
        "[Board \"1\"]\n[TotalScoreTable \"Rank\\2R;PairId;Names\\12L\"]\n1 12 \"Ann - Bob\"\n10 3 \"Cy - Di\"\n",
        expect![[r#"
            [Board "1"]
            [TotalScoreTable "Rank\2R;PairId;Names\12L"]
             1 12 "Ann - Bob"
            10 3  "Cy - Di"
        "#]],
    );
}

#[test]
fn a_game_with_a_syntax_error_is_left_as_it_is() {
    check(
        PbnStyle::Tidy,
        "[Event \"a\"] [Board 3]\n[deal \"x\"]\n\n[Event  \"b\"]\n",
        expect![[r#"
            [Event "a"] [Board 3]
            [deal "x"]

            [Event "b"]
        "#]],
    );
}

#[test]
fn range_formatting_touches_only_the_games_in_range() {
    let text = "[Event  \"a\"]\n\n[Event  \"b\"]\n";
    let parsed = parse(Format::Pbn, text);
    let second = TextRange::new(16.into(), 17.into());
    let edits = format_range(&parsed, second, &options(PbnStyle::Tidy));
    assert_eq!(apply(text, &edits), "[Event  \"a\"]\n\n[Event \"b\"]\n");
}

#[test]
fn edits_are_minimal() {
    let text = "[Event \"a\"]\n[Dealer \"n\"]\n";
    let parsed = parse(Format::Pbn, text);
    let edits = format(&parsed, &options(PbnStyle::Tidy));
    assert_eq!(edits.len(), 1);
    assert_eq!(edits[0].range, TextRange::new(21.into(), 22.into()));
    assert_eq!(edits[0].new_text, "N");
}

#[test]
fn export_orders_tags_and_turns_suffixes_into_nags() {
    check(
        PbnStyle::Export,
        "[Board \"7\"] {about the board}\n[Zeta \"z\"]\n[Alpha \"a\"]\n[Event \"e\"]\n[Dealer \"E\"]\n[Vulnerable \"both\"]\n[Deal \"n:akq... - - -\"]\n[Play \"S\"]\nsk !! =1= $84\n[Note \"1:count\"]\n[Auction \"E\"]\n1s ? $20 pass\n",
        expect![[r#"
            % PBN 2.1
            % EXPORT
            [Event "e"]
            [Site "?"]
            [Date "?"]
            [Board "7"]
            {about the board}
            [West "?"]
            [North "?"]
            [East "?"]
            [South "?"]
            [Dealer "E"]
            [Vulnerable "All"]
            [Deal "E:- - - AKQ..."]
            [Scoring "?"]
            [Declarer "?"]
            [Contract "?"]
            [Result "?"]
            [Alpha "a"]
            [Zeta "z"]
            [Auction "E"]
            1S $2 $20 Pass
            [Play "S"]
            SK =1= $9 $84
            [Note "1:count"]
        "#]],
    );
    let exported = formatted("[Event \"e\"]\n", PbnStyle::Export);
    assert!(exported.starts_with("% PBN 2.1\r\n% EXPORT\r\n[Event \"e\"]\r\n"));
    assert!(!exported.replace("\r\n", "").contains(['\n', '\r']));
}

/// A game left as written may lack the mandatory tags: declaring the file an export file would
/// give it a warning the original did not have.
fn diagnostic_codes(text: &str) -> Vec<&'static str> {
    let parsed = gamerec_grammar::parse(Format::Pbn, text);
    let mut codes: Vec<_> = crate::ide::analysis::diagnostics(&parsed)
        .iter()
        .map(|diagnostic| diagnostic.code)
        .collect();
    codes.sort_unstable();
    codes
}

#[test]
fn export_declares_no_export_file_when_a_game_is_left_as_written() {
    let text = "[Event \"e\"]\n\n[Board \"2]\n";
    let once = formatted(text, PbnStyle::Export);
    assert!(!once.contains("% EXPORT"), "{once}");
    assert!(
        once.starts_with("[Event \"e\"]\r\n[Site \"?\"]\r\n"),
        "{once}"
    );
    assert_eq!(diagnostic_codes(&once), diagnostic_codes(text), "{once}");
}

/// A tag written without its space on a line of 254 characters: the space export format
/// wants would pass PBN's limit, so the tag stays as written and the file is not declared an
/// export file.
#[test]
fn export_declares_no_export_file_when_a_tag_line_would_pass_the_limit() {
    let event = format!("[Event\"{}\"]", "e".repeat(245));
    assert_eq!(event.len(), 254);
    let text = format!("{event}\n[Dealer \"N\"]\n");
    let once = formatted(&text, PbnStyle::Export);
    assert!(!once.contains("% EXPORT"), "{once}");
    assert!(
        once.starts_with(&format!("{event}\r\n[Site \"?\"]\r\n")),
        "{once}"
    );
    assert_eq!(diagnostic_codes(&once), diagnostic_codes(&text), "{once}");
    assert_eq!(formatted(&once, PbnStyle::Export), once);
}

/// Formats `text` in `style` and holds that no code is reported more often after, and that
/// formatting again changes nothing; returns the formatted text.
fn assert_no_new_diagnostic(text: &str, style: PbnStyle) -> String {
    let once = formatted(text, style);
    let before = diagnostic_codes(text);
    for code in diagnostic_codes(&once) {
        let count = |codes: &[&str]| codes.iter().filter(|&&other| other == code).count();
        assert!(
            count(&diagnostic_codes(&once)) <= count(&before),
            "{style:?} added {code}: {text:?} became {once:?}"
        );
    }
    assert_eq!(formatted(&once, style), once, "{style:?}: {text:?}");
    once
}

/// An auction that starts before the dealer with no `-` to drop cannot be turned to start with
/// the dealer without changing whose calls they are: the file is not declared an export file.
#[test]
fn export_declares_no_export_file_when_the_auction_cannot_start_with_the_dealer() {
    let once = assert_no_new_diagnostic("[Dealer\"N\"][Auction \"S\"]", PbnStyle::Export);
    assert!(!once.contains("% EXPORT"), "{once}");
    assert!(once.contains("[Auction \"S\"]"), "{once}");
}

/// The checker and the formatter read `% PBN 1.x` as version 1 (14 mandatory tags, without
/// `Scoring`), and `% export` as `% EXPORT`.
#[test]
fn export_reads_the_head_as_the_checker_does() {
    let once = assert_no_new_diagnostic("%PBN 1.T\n[P\"\"]", PbnStyle::Export);
    assert!(!once.contains("Scoring"), "{once}");
    let once = assert_no_new_diagnostic("% export\n[Event \"e\"]\n", PbnStyle::Export);
    assert!(!once.contains("% EXPORT"), "{once}");
}

/// A file of one line that says `% EXPORT` gets the CR LF export format wants.
#[test]
fn tidy_ends_a_one_line_export_file_with_crlf() {
    assert_eq!(
        assert_no_new_diagnostic("%EXPORt", PbnStyle::Tidy),
        "%EXPORt\r\n"
    );
}

/// After a line left as written that ends with a lone CR, the empty line of a CR LF file is
/// CR LF: an export file wants it, and it does not join the CR.
#[test]
fn an_empty_line_after_a_lone_cr_takes_the_file_ending() {
    for style in [PbnStyle::Tidy, PbnStyle::Export] {
        assert_no_new_diagnostic("%EXPORT\r\n\u{fffd}\r\r\n[Event \"e\"]\r\n", style);
    }
}

/// Columns padded past PBN's line limit give way to one space between cells; a row too long
/// even so leaves its game as written.
#[test]
fn table_rows_that_would_pass_the_line_limit_are_not_padded() {
    let wide = "x".repeat(200);
    let name = "y".repeat(60);
    let text =
        format!("[ScoreTable \"Name\\10L;Comment\\10L\"]\n\"a\" \"{wide}\"\n\"{name}\"   \"b\"\n");
    for style in [PbnStyle::Tidy, PbnStyle::Export] {
        let once = assert_no_new_diagnostic(&text, style);
        assert!(once.contains(&format!("\"a\" \"{wide}\"")), "{once}");
        assert!(once.contains(&format!("\"{name}\" \"b\"")), "{once}");
    }
    let too_long = format!("[ScoreTable \"Name\\10L;Comment\\10L\"]\n\"a\"\n\"{wide}{wide}\"\n");
    assert_eq!(
        assert_no_new_diagnostic(&too_long, PbnStyle::Tidy),
        too_long
    );
}

/// A `%` line of a game holding a tab is kept as written: the file is not declared an export
/// file, which allows no tab.
#[test]
fn export_declares_no_export_file_over_a_tab_in_a_percent_line() {
    let once = assert_no_new_diagnostic("[D \"\"]\n%\t\n", PbnStyle::Export);
    assert!(!once.contains("% EXPORT"), "{once}");
    assert!(once.contains("%\t"), "{once}");
}

/// An annotation before the first card moves to the start of the card's line in export form.
#[test]
fn export_writes_an_annotation_before_the_first_card_on_the_card_line() {
    let once = assert_no_new_diagnostic("[Play \"\"]?\nD6\n", PbnStyle::Export);
    assert!(once.ends_with("[Play \"\"]\r\n$8 D6\r\n"), "{once}");
}

/// A deal with a blank after its last hand is turned to start with the dealer all the same.
#[test]
fn export_turns_a_deal_with_a_blank_after_its_last_hand() {
    let once = assert_no_new_diagnostic(
        "[Dealer\"E\"][Deal\"N:... ... 6... .J..\t\"]\n",
        PbnStyle::Export,
    );
    assert!(once.contains("[Deal \"E:... 6... .J.. ...\"]"), "{once}");
}

/// A game of `Note` tags only gets no mandatory tags, as the check asks none of it.
#[test]
fn export_adds_no_tags_to_a_game_of_notes_only() {
    let text = "%EXPORT\n[Vulnerable \"##\n\n[Note \"\"]";
    let once = assert_no_new_diagnostic(text, PbnStyle::Export);
    assert!(!once.contains("[Event"), "{once}");
}

/// PBN reports control characters line by line: a game that holds one is left as written, so
/// that no line of it is split in two.
#[test]
fn a_game_holding_a_control_character_is_left_as_written() {
    for style in [PbnStyle::Tidy, PbnStyle::Export] {
        let text = "[ATable\"\0\"]\u{7}\n";
        assert_eq!(assert_no_new_diagnostic(text, style), text);
        let text = "[Event \"\u{85}\"] [Site \"s\"]\n";
        assert_eq!(assert_no_new_diagnostic(text, style), text);
    }
}

/// Text with a syntax error keeps its line's indentation: `%` after a blank is no directive.
#[test]
fn text_left_as_written_keeps_its_indentation() {
    for style in [PbnStyle::Tidy, PbnStyle::Export] {
        for text in [" %", "[Event \"e\"]\n\n  % x\n"] {
            let once = formatted(text, style);
            assert!(once.contains(" %"), "{style:?}: {text:?} became {once:?}");
            assert_eq!(formatted(&once, style), once, "{style:?}: {text:?}");
            assert_eq!(diagnostic_codes(&once), diagnostic_codes(text), "{once:?}");
        }
    }
}

/// Export format spells no trump `NT` in the contract and the auction; `N` is import format.
#[test]
fn export_spells_no_trump_nt() {
    let once = formatted(
        "[Contract \"6n\"]\n[Auction \"N\"]\n1n 3N pass 6N\npass pass pass\n",
        PbnStyle::Export,
    );
    assert!(once.contains("[Contract \"6NT\"]\r\n"), "{once}");
    assert!(once.contains("\r\n1NT  3NT  Pass 6NT\r\n"), "{once}");
    let parsed = gamerec_grammar::parse(Format::Pbn, &once);
    let spelling = crate::ide::analysis::diagnostics(&parsed)
        .into_iter()
        .filter(|diagnostic| diagnostic.code == "pbn/export-spelling")
        .count();
    assert_eq!(spelling, 0, "{once}");
    let tidy = formatted("[Contract \"6n\"]\n", PbnStyle::Tidy);
    assert_eq!(tidy, "[Contract \"6N\"]\n");
}

#[test]
fn export_keeps_the_version_line_and_leaves_tags_set_for_later_games() {
    let text = "% PBN 2.0\n[Event \"##Cup\"]\n\n[Board \"2\"]\n";
    let once = formatted(text, PbnStyle::Export);
    assert!(
        once.starts_with("% PBN 2.0\r\n% EXPORT\r\n[Event \"##Cup\"]\r\n[Site \"?\"]\r\n"),
        "{once}"
    );
    let second_game = once.split("\r\n\r\n").nth(1).unwrap_or_default();
    assert!(!second_game.contains("[Event"), "{once}");
    assert!(second_game.contains("[Board \"2\"]\r\n"), "{once}");
    assert!(second_game.contains("[Site \"?\"]\r\n"), "{once}");
    assert_eq!(formatted(&once, PbnStyle::Export), once);
}

/// The first game's auction loses the `-` before the dealer. The second's cannot start with
/// its dealer without changing whose calls they are: the file is then not declared an export
/// file.
#[test]
fn export_starts_the_auction_with_the_dealer() {
    check(
        PbnStyle::Export,
        "[Board \"1\"]\n[Dealer \"n\"]\n[Auction \"W\"]\n- 1C ! Pass 1H\nPass 2H Pass Pass\nPass\n\n[Board \"2\"]\n[Dealer \"E\"]\n[Auction \"N\"]\n1C Pass\n",
        expect![[r#"
            [Event "?"]
            [Site "?"]
            [Date "?"]
            [Board "1"]
            [West "?"]
            [North "?"]
            [East "?"]
            [South "?"]
            [Dealer "N"]
            [Vulnerable "?"]
            [Deal "?"]
            [Scoring "?"]
            [Declarer "?"]
            [Contract "?"]
            [Result "?"]
            [Auction "N"]
            1C $1 Pass  1H    Pass
            2H    Pass  Pass  Pass

            [Event "?"]
            [Site "?"]
            [Date "?"]
            [Board "2"]
            [West "?"]
            [North "?"]
            [East "?"]
            [South "?"]
            [Dealer "E"]
            [Vulnerable "?"]
            [Deal "?"]
            [Scoring "?"]
            [Declarer "?"]
            [Contract "?"]
            [Result "?"]
            [Auction "N"]
            1C   Pass
        "#]],
    );
}

#[test]
fn export_starts_the_play_with_the_opening_leader() {
    check(
        PbnStyle::Export,
        "[Declarer \"S\"]\n[Contract \"3NT\"]\n[Play \"N\"]\nC2 C3 {third} C4 C5\nH2 ^R H3\n*\n",
        expect![[r#"
            % PBN 2.1
            % EXPORT
            [Event "?"]
            [Site "?"]
            [Date "?"]
            [Board "?"]
            [West "?"]
            [North "?"]
            [East "?"]
            [South "?"]
            [Dealer "?"]
            [Vulnerable "?"]
            [Deal "?"]
            [Scoring "?"]
            [Declarer "S"]
            [Contract "3NT"]
            [Result "?"]
            [Play "W"]
            C5    C2    C3 {third}
            C4    -     H2    ^R H3
            *
        "#]],
    );
    // With `+` the columns are kept.
    let kept = formatted(
        "[Declarer \"S\"]\n[Contract \"3NT\"]\n[Play \"N\"]\nC2 C3 +\n",
        PbnStyle::Export,
    );
    assert!(kept.contains("[Play \"N\"]\r\nC2 C3 +\r\n"), "{kept}");
}

#[test]
fn export_drops_identical_repeated_tags_and_keeps_conflicting_ones() {
    check(
        PbnStyle::Export,
        "% PBN 1.0\n[Event \"e\"]\n[Site \"s\"]\n[Event  \"e\"] {again}\n[Site \"t\"]\n[Zeta \"z\"]\n[Zeta \"z\"]\n",
        expect![[r#"
            % PBN 1.0
            % EXPORT
            [Event "e"]
            {again}
            [Site "s"]
            [Site "t"]
            [Date "?"]
            [Board "?"]
            [West "?"]
            [North "?"]
            [East "?"]
            [South "?"]
            [Dealer "?"]
            [Vulnerable "?"]
            [Deal "?"]
            [Declarer "?"]
            [Contract "?"]
            [Result "?"]
            [Zeta "z"]
        "#]],
    );
}

#[test]
fn export_turns_tabs_in_comments_into_spaces() {
    let once = formatted("[Event \"e\"] {a\tb}\n; c\u{b}d\n", PbnStyle::Export);
    assert!(once.contains("{a b}\r\n; c d\r\n"), "{once:?}");
    let tidy = formatted("[Event \"e\"] {a\tb}\n", PbnStyle::Tidy);
    assert_eq!(tidy, "[Event \"e\"] {a\tb}\n");
}

#[test]
fn export_writes_no_vulnerability_as_none() {
    let once = formatted("[Vulnerable \"-\"]\n", PbnStyle::Export);
    assert!(once.contains("[Vulnerable \"None\"]\r\n"), "{once:?}");
    let tidy = formatted("[Vulnerable \"-\"]\n", PbnStyle::Tidy);
    assert_eq!(tidy, "[Vulnerable \"-\"]\n");
}

/// What a document means, for the safety tests: per game with a syntax error its text; per
/// other game its tags with values (case folded where PBN allows lower case, ranks as sets
/// per suit, hands by seat, `?` values left out as the export style adds them, a tag repeated
/// with the same value counted once), each section's moves with their annotations (suffixes
/// as NAGs, sorted) and, when the section's tag names a seat, the seat of each (and the trick
/// of each card), notes, table rows, comments (a tab as a space) and `%` lines; file-level `%`
/// lines in order.
fn meaning(text: &str) -> Vec<Vec<String>> {
    let parsed = parse(Format::Pbn, text);
    let mut out = Vec::new();
    let mut directives = Vec::new();
    for node in parsed.syntax().children() {
        if node.kind() == SyntaxKind::PBN_DIRECTIVE {
            let text = node.text().to_string();
            if !matches!(text.trim(), "% EXPORT" | "% PBN 2.1") {
                directives.push(text.trim_end().to_string());
            }
            continue;
        }
        let range = node.text_range();
        if parsed
            .errors()
            .iter()
            .any(|e| range.contains_range(e.range) || range.contains(e.range.start()))
        {
            out.push(vec![format!("verbatim {}", node.text())]);
            continue;
        }
        let mut items = Vec::new();
        game_meaning(&node, &mut items);
        items.sort();
        items.dedup_by(|a, b| a == b && a.starts_with("tag "));
        out.push(items);
    }
    out.push(directives);
    out
}

fn game_meaning(game: &SyntaxNode, items: &mut Vec<String>) {
    for element in game.descendants_with_tokens() {
        match element {
            NodeOrToken::Node(node) => match node.kind() {
                SyntaxKind::PBN_TAG => {
                    if let Some(tag) = tag_meaning(&node) {
                        items.push(tag);
                    }
                }
                SyntaxKind::PBN_AUCTION | SyntaxKind::PBN_PLAY => {
                    items.push(format!("moves {}", moves_meaning(&node)));
                }
                SyntaxKind::PBN_TABLE_ROW => {
                    let cells: Vec<String> = node
                        .children_with_tokens()
                        .filter(|e| {
                            !matches!(e.kind(), SyntaxKind::WHITESPACE | SyntaxKind::NEWLINE)
                        })
                        .map(|e| e.to_string())
                        .collect();
                    items.push(format!("row {}", cells.join("|")));
                }
                SyntaxKind::PBN_DIRECTIVE => items.push(format!("directive {}", node.text())),
                _ => {}
            },
            NodeOrToken::Token(token) if token.kind() == SyntaxKind::PBN_COMMENT => {
                let text = token
                    .text()
                    .replace("\r\n", "\n")
                    .replace('\r', "\n")
                    .replace(['\t', '\u{b}'], " ");
                items.push(format!("comment {text}"));
            }
            NodeOrToken::Token(_) => {}
        }
    }
}

fn tag_meaning(tag: &SyntaxNode) -> Option<String> {
    let name = tag
        .children_with_tokens()
        .find(|e| e.kind() == SyntaxKind::PBN_TAG_NAME)?
        .to_string();
    let value = tag
        .children()
        .find(|n| n.kind() == SyntaxKind::PBN_TAG_VALUE)?;
    let raw = value.text().to_string();
    if raw == "\"?\"" && spec::MTS.contains(&name.as_str()) {
        return None;
    }
    if matches!(name.as_str(), "Auction" | "Play") && plain_seat(&value).is_some() {
        // The seat is part of the moves' meaning.
        return None;
    }
    let folded = match name.as_str() {
        "Deal" => deal_meaning(&value).unwrap_or(raw.to_ascii_uppercase()),
        "Vulnerable" => match raw.to_ascii_lowercase().as_str() {
            "\"love\"" | "\"none\"" | "\"-\"" => "none".to_string(),
            "\"both\"" | "\"all\"" => "all".to_string(),
            other => other.to_string(),
        },
        // No trump is `N` or `NT` alike.
        "Contract" => raw.to_ascii_uppercase().replace("NT", "N"),
        "Dealer" | "Declarer" | "Auction" | "Play" => raw.to_ascii_uppercase(),
        _ => raw,
    };
    Some(format!("tag {name} {folded}"))
}

/// The hands by seat, each suit's ranks sorted.
fn deal_meaning(value: &SyntaxNode) -> Option<String> {
    let deal = value
        .children()
        .find(|n| n.kind() == SyntaxKind::PBN_DEAL)?;
    let first = deal
        .children_with_tokens()
        .find(|e| e.kind() == SyntaxKind::PBN_SEAT)?
        .to_string()
        .to_ascii_uppercase();
    let seats = ["N", "E", "S", "W"];
    let start = seats.iter().position(|s| *s == first)?;
    let deal = <gamerec_grammar::pbn::ast::Deal as gamerec_grammar::ast::AstNode>::cast(deal)?;
    let mut hands: Vec<String> = deal
        .hands()
        .into_iter()
        .enumerate()
        .map(|(at, hand)| {
            let suits: Vec<String> = hand
                .text()
                .to_string()
                .to_ascii_uppercase()
                .split('.')
                .map(|suit| {
                    let mut ranks: Vec<char> = suit.chars().collect();
                    ranks.sort_unstable();
                    ranks.into_iter().collect()
                })
                .collect();
            format!("{}:{}", seats[(start + at) % 4], suits.join("."))
        })
        .collect();
    hands.sort();
    Some(hands.join(" "))
}

/// The seat of a value that is only a seat, from N on clockwise.
fn plain_seat(value: &SyntaxNode) -> Option<usize> {
    let mut seats = value
        .children_with_tokens()
        .filter(|e| e.kind() != SyntaxKind::PBN_QUOTE);
    let seat = seats.next()?;
    if seat.kind() != SyntaxKind::PBN_SEAT || seats.next().is_some() {
        return None;
    }
    let text = seat.to_string().to_ascii_uppercase();
    ["N", "E", "S", "W"].iter().position(|s| *s == text)
}

/// The moves of a section: each call, card, `+` or `^S` upper-cased with the irregularities
/// before it and its note references and NAGs (suffixes turned into NAGs) sorted, and `*`.
/// When the section's tag names a seat, each move also has its seat (counted clockwise from
/// the tag's, `-` standing for a move not given) and, in a play, its trick; the cards of a
/// trick are then compared as a set.
fn moves_meaning(section: &SyntaxNode) -> String {
    let card = section.kind() == SyntaxKind::PBN_PLAY;
    let first_seat = section
        .children()
        .find(|n| n.kind() == SyntaxKind::PBN_TAG)
        .and_then(|tag| {
            tag.children()
                .find(|n| n.kind() == SyntaxKind::PBN_TAG_VALUE)
        })
        .and_then(|value| plain_seat(&value));
    let mut moves: Vec<(String, Vec<String>)> = Vec::new();
    let mut prefix: Vec<String> = Vec::new();
    let mut end = Vec::new();
    for token in section
        .children_with_tokens()
        .filter_map(NodeOrToken::into_token)
    {
        let text = token.text();
        match token.kind() {
            SyntaxKind::PBN_CALL => moves.push((
                text.to_ascii_uppercase().replace("NT", "N"),
                std::mem::take(&mut prefix),
            )),
            SyntaxKind::PBN_CARD | SyntaxKind::PBN_PLUS => {
                moves.push((text.to_ascii_uppercase(), std::mem::take(&mut prefix)))
            }
            SyntaxKind::PBN_IRREGULARITY if text == "^S" => {
                moves.push((text.to_string(), std::mem::take(&mut prefix)))
            }
            SyntaxKind::PBN_IRREGULARITY => prefix.push(text.to_string()),
            SyntaxKind::PBN_STAR => end.push(text.to_string()),
            SyntaxKind::PBN_SUFFIX | SyntaxKind::PBN_NAG | SyntaxKind::PBN_NOTE_REF => {
                let annotation = match spec::suffix(text) {
                    Some(suffix) if token.kind() == SyntaxKind::PBN_SUFFIX => {
                        format!(
                            "${}",
                            if card {
                                suffix.card_nag
                            } else {
                                suffix.call_nag
                            }
                        )
                    }
                    _ => text.to_string(),
                };
                match moves.last_mut() {
                    Some((_, annotations)) => annotations.push(annotation),
                    None => moves.push((String::new(), vec![annotation])),
                }
            }
            _ => {}
        }
    }
    let seats = ["N", "E", "S", "W"];
    let mut written: Vec<String> = moves
        .into_iter()
        .enumerate()
        .filter(|(_, (head, annotations))| {
            first_seat.is_none() || head != "-" || !annotations.is_empty()
        })
        .map(|(at, (head, mut annotations))| {
            annotations.sort();
            let place = match first_seat {
                Some(first) if card => format!("trick {} {} ", at / 4, seats[(first + at) % 4]),
                Some(first) => format!("{} ", seats[(first + at) % 4]),
                None => String::new(),
            };
            format!("{place}{head}[{}]", annotations.join(" "))
        })
        .collect();
    if card && first_seat.is_some() {
        written.sort();
    }
    written.extend(prefix);
    written.extend(end);
    written.join(" ")
}

fn assert_safe(text: &str, style: PbnStyle) {
    let once = formatted(text, style);
    let twice = formatted(&once, style);
    assert_eq!(twice, once, "not idempotent on {text:?}");
    assert_eq!(
        meaning(&once),
        meaning(text),
        "meaning changed: {text:?} became {once:?}"
    );
    assert_eq!(
        parse(Format::Pbn, &once).errors().len(),
        parse(Format::Pbn, text).errors().len(),
        "syntax errors changed: {text:?} became {once:?}"
    );
}

/// Both styles on the file, decoded as the language server decodes it.
fn assert_file_safe(file: &crate::ide::fixture::TestFile) {
    let text = crate::decode::decode(&file.bytes, Format::Pbn).text;
    assert_safe(&text, PbnStyle::Tidy);
    assert_safe(&text, PbnStyle::Export);
}

#[test]
fn example_pbn_files_format_safely() {
    let files: Vec<_> = crate::ide::fixture::example_files()
        .into_iter()
        .filter(|file| file.format == Format::Pbn)
        .collect();
    assert_eq!(files.len(), 2);
    for file in &files {
        assert_file_safe(file);
    }
}

#[test]
fn corpus_pbn_files_format_safely() {
    let Some(files) = crate::ide::fixture::corpus_files(&["pbn"]) else {
        return;
    };
    for file in &files {
        assert_file_safe(file);
    }
}

#[test]
fn generated_documents_format_safely() {
    let text = generate::pbn(32 * 1024);
    assert_safe(&text, PbnStyle::Tidy);
    assert_safe(&text, PbnStyle::Export);
    let crlf = text.replace('\n', "\r\n");
    assert_safe(&crlf, PbnStyle::Tidy);
}

const PBN_LINES: &[&str] = &[
    "",
    "  ",
    "% PBN 2.1",
    "% EXPORT",
    "[Event \"Club\"]",
    "[Event \"#\"]",
    "[Site \"##Ümeå\"]",
    "[Board \"1\"] {after board}",
    "[Dealer \"e\"] [Vulnerable \"love\"]",
    "[Deal \"n:kaq.t2.. - - -\"]",
    "[Deal \"e:A.K.Q.J - - -\"]",
    "[Contract \"4sx\"]",
    "[Declarer \"^w\"]",
    "[Auction \"N\"]",
    "[Play \"w\"]",
    "1c ! =1= pass $3",
    "1nt X xx AP",
    "^S 1D ^I 1C *",
    "sa h2 ^R d3 !? c4 +",
    "- - SK",
    "[Note \"1:strong\"]",
    "[ScoreTable \"Rank\\2R;Name\"]",
    "1 \"a b\" 2 c",
    "{a comment}",
    "; rest of line",
    "{open",
    "close}",
    "[Broken 3]",
    "junk",
    "[Tag \"unterminated",
];

fn document() -> impl Strategy<Value = String> {
    let ending = prop::sample::select(vec!["\n", "\r\n", "\r"]);
    prop::collection::vec((prop::sample::select(PBN_LINES), ending), 0..30).prop_map(|lines| {
        lines
            .iter()
            .map(|(line, ending)| format!("{line}{ending}"))
            .collect()
    })
}

proptest! {
    #[test]
    fn random_pbn_formats_safely_tidy(text in document()) {
        assert_safe(&text, PbnStyle::Tidy);
    }

    #[test]
    fn random_pbn_formats_safely_export(text in document()) {
        assert_safe(&text, PbnStyle::Export);
    }
}

#[test]
fn games_laid_out_on_threads_are_games_laid_out_one_by_one() {
    // A generated document made untidy: spaces at line ends and before values, and indented
    // lines.
    let text: String = generate::pbn(96 * 1024)
        .lines()
        .enumerate()
        .map(|(index, line)| match index % 5 {
            0 => format!("{line}   \n"),
            1 => format!("  {line}\n"),
            2 => format!("{}\n", line.replacen(" \"", "  \"", 1)),
            _ => format!("{line}\n"),
        })
        .collect();
    let parsed = parse(Format::Pbn, &text);
    let games: Vec<super::Node<'_>> = super::Node::root(&parsed)
        .child_nodes_of(SyntaxKind::PBN_GAME)
        .collect();
    let edits =
        |threads| super::game_edits(&games, PbnStyle::Tidy, super::LineEnding::Lf, &[], threads);
    let alone = edits(1);
    assert_eq!(alone.len(), games.len());
    let changed = alone.iter().flatten().flatten().count();
    assert!(
        changed * 2 > games.len(),
        "only {changed} of {} games change",
        games.len()
    );
    for threads in [2, 3, 8] {
        assert_eq!(edits(threads), alone, "on {threads} threads");
    }
}
