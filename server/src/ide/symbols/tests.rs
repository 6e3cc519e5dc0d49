//! Outline tests: inline documents of each format, printed as an indented tree.

use super::*;
use crate::ide::analysis::document_symbols;
use expect_test::{expect, Expect};
use gamerec_grammar::parse;
use gamerec_grammar::Format;

fn render(symbols: &[Symbol], depth: usize, out: &mut String) {
    for symbol in symbols {
        out.push_str(&"  ".repeat(depth));
        out.push_str(&format!("{:?} {:?}", symbol.kind, symbol.name));
        if let Some(detail) = &symbol.detail {
            out.push_str(&format!(" ({detail})"));
        }
        out.push_str(&format!(
            " {:?} sel {:?}\n",
            symbol.range, symbol.selection_range
        ));
        render(&symbol.children, depth + 1, out);
    }
}

fn check(format: Format, text: &str, expected: Expect) {
    let parsed = parse(format, text);
    let symbols = document_symbols(&parsed);
    assert_nested(&symbols, parsed.syntax().text_range());
    let mut out = String::new();
    render(&symbols, 0, &mut out);
    expected.assert_eq(&out);
}

/// Every range lies inside its parent's, every selection inside its range.
fn assert_nested(symbols: &[Symbol], parent: TextRange) {
    for symbol in symbols {
        assert!(
            parent.contains_range(symbol.range),
            "{symbol:?} outside {parent:?}"
        );
        assert!(
            symbol.range.contains_range(symbol.selection_range),
            "{symbol:?}"
        );
        assert_nested(&symbol.children, symbol.range);
    }
}

#[test]
fn rbn_records() {
    check(
        Format::Rbn,
        "% RBN 3.2\n\nE Spring Cup\nD 19930512\nB 8\nH W:A8765.QT.K9.AT87:J42.AJ7632.J.632:QT3.85.Q86.KQJ54:\nA WZ:1S2H2S4D:4SPP5H:XA\n1 weak\nC 5HX:N\nP CK972:CQ!H483\nR 9-300:0\n{Watch the defense!}\n\nB 9\nR P\n\nB\nC 4SR:S\n",
        expect![[r#"
            Text "Comments" (RBN 3.2) 0..10 sel 0..10
            Board "Board 8 — 5♥X by N, 9 tricks" (Spring Cup, 1993-05-12) 11..181 sel 35..38
              Section "Deal" (W:A8765.QT.K9.AT87:J42.AJ7632.J.632:QT3.85.Q86.K…) 39..94 sel 39..40
              Section "Auction" (WZ:1S2H2S4D:4SPP5H:XA) 95..118 sel 95..96
              Note "Note 1" (weak) 119..125 sel 119..120
              Section "Contract" (5HX:N) 126..133 sel 126..127
              Section "Play" (2 tricks) 134..149 sel 134..135
              Section "Result" (9-300:0) 150..159 sel 150..151
              Text "Commentary" (Watch the defense!) 160..180 sel 160..180
            Board "Board 9 — passed out" (Spring Cup, 1993-05-12) 182..190 sel 182..185
              Section "Result" (P) 186..189 sel 186..187
            Board "Record 3 — 4♠XX by S" (Spring Cup, 1993-05-12) 191..201 sel 191..192
              Section "Contract" (4SR:S) 193..200 sel 193..194
        "#]],
    );
}

#[test]
fn rbx_records() {
    check(
        Format::Rbx,
        "%{RBX}B{3}C{3N:S}R{9}{Nice}\nE{Cup}C{1C}\n",
        expect![[r#"
            Board "Board 3 — 3NT by S, 9 tricks" 0..28 sel 6..10
              Section "Contract" (3N:S) 10..17 sel 10..11
              Section "Result" (9) 17..21 sel 17..18
              Text "Commentary" (Nice) 21..27 sel 21..27
            Board "Board 3 — 1♣" (Cup) 28..40 sel 28..34
              Section "Contract" (1C) 34..39 sel 34..35
        "#]],
    );
}

#[test]
fn pbn_games() {
    check(
        Format::Pbn,
        "% PBN 2.1\n[Event \"Cup\"]\n[Date \"2024.06.03\"]\n[Board \"7\"]\n[Declarer \"S\"]\n[Contract \"4SX\"]\n[Result \"10\"]\n[Deal \"N:AK.. - - -\"]\n[Auction \"N\"]\n1S Pass =1= AP\n[Note \"1:strong\"]\n[Play \"W\"]\nSA - - -\n{a comment\nover lines}\n[TotalScoreTable \"Rank;PairId\"]\n1 a\n2 b\n\n[Event \"#\"]\n[Board \"8\"]\n[Contract \"Pass\"]\n\n{only a comment}\n",
        expect![[r#"
            Board "Board 7 — 4♠X by S, 10 tricks" (Cup, 2024.06.03) 10..254 sel 44..55
              Section "Contract" (4SX) 71..87 sel 71..87
              Section "Result" (10) 88..101 sel 88..101
              Section "Deal" (N:AK.. - - -) 102..123 sel 102..123
              Section "Auction" (1S Pass AP) 124..171 sel 124..137
                Note "Note 1" (strong) 153..170 sel 153..170
              Section "Play" (SA - - -) 171..214 sel 171..181
                Text "Commentary" (a comment over lines) 191..213 sel 191..213
              Table "TotalScoreTable" (2 rows) 214..254 sel 214..245
            Board "Board 8 — passed out" (Cup) 255..297 sel 267..278
              Section "Contract" (Pass) 279..296 sel 279..296
            Board "Game 3" 298..315 sel 298..315
              Text "Commentary" (only a comment) 298..314 sel 298..314
        "#]],
    );
}

#[test]
fn sgf_games_and_variations() {
    check(
        Format::Sgf,
        "(;GM[1]SZ[19]PB[Lee Sedol]PW[AlphaGo]RE[B+R]EV[Match]DT[2016-03-13]\n;B[pd];W[dp](;B[pp];W[dd](;B[qf])(;B[qc]))(;B[dd]))\n(;GN[Joseki];B[tt])\n(;W[aa]",
        expect![[r#"
            Game "Black Lee Sedol vs White AlphaGo, B+R" (Match, 2016-03-13) 0..119 sel 1..67
              Variation "Move 3: B Q4" (2 nodes) 80..110 sel 82..87
                Variation "Move 5: B R14" (1 node) 93..101 sel 95..100
                Variation "Move 5: B R17" (1 node) 101..109 sel 103..108
              Variation "Move 3: B D16" (1 node) 110..118 sel 112..117
            Game "Joseki" 120..139 sel 121..132
            Game "Game 3" 140..147 sel 141..147
        "#]],
    );
}

/// Variations nested far deeper than the outline shows, some of them beyond the parser's own
/// nesting limit: the outline stops at its depth and nothing overflows the stack.
#[test]
fn deep_variations_are_bounded() {
    let depth = 3000;
    let text = format!("(;GM[1]{}{})", "(;B[aa]".repeat(depth), ")".repeat(depth));
    let parsed = parse(Format::Sgf, &text);
    let symbols = document_symbols(&parsed);
    let mut levels = 0;
    let mut level = &symbols;
    while let Some(first) = level.first() {
        levels += 1;
        level = &first.children;
    }
    assert_eq!(levels, 1 + crate::ide::notations::sgf::symbols::MAX_DEPTH);
}

/// Many sibling variations: only so many are listed.
#[test]
fn many_variations_are_capped() {
    let text = format!(
        "(;GM[1]{})",
        "(;B[aa])".repeat(crate::ide::notations::sgf::symbols::MAX_VARIATIONS + 10)
    );
    let symbols = document_symbols(&parse(Format::Sgf, &text));
    assert_eq!(
        symbols.first().map(|game| game.children.len()),
        Some(crate::ide::notations::sgf::symbols::MAX_VARIATIONS)
    );
}

#[test]
fn workspace_query() {
    let documents = [
        (
            "a",
            document_symbols(&parse(Format::Rbn, "B 7\nC 4S:S\nR 10\n\nB 17\nE Cup\n")),
        ),
        (
            "b",
            document_symbols(&parse(Format::Pbn, "[Board \"27\"]\n[Event \"Spring\"]\n")),
        ),
    ];
    let names = |query: &str, limit| {
        let outlines = documents
            .iter()
            .map(|(document, symbols)| (*document, symbols.as_slice()));
        workspace_symbols(outlines, query, limit)
            .into_iter()
            .map(|symbol| format!("{}:{}", symbol.document, symbol.name))
            .collect::<Vec<_>>()
    };
    assert_eq!(names("", 10).len(), 3);
    assert_eq!(names("", 2).len(), 2);
    assert_eq!(
        names("board 7", 10),
        ["a:Board 7 — 4♠ by S, 10 tricks", "a:Board 17", "b:Board 27"]
    );
    assert_eq!(names("4s", 10), ["a:Board 7 — 4♠ by S, 10 tricks"]);
    assert_eq!(names("spring", 10), ["b:Board 27"]);
    assert_eq!(names("brd27", 10), ["b:Board 27"]);
    assert_eq!(names("nothing here", 10), Vec::<String>::new());
}

/// A document with more children than an outline holds: every board is listed, children only
/// from the top while they fit.
#[test]
fn children_stop_at_the_limit() {
    let boards = MAX_CHILDREN / 3;
    let text = "B 1\nA WZ:1S^1P4SA\n1 strong\nC 4S:S\nR 10\n\n".repeat(boards);
    let symbols = document_symbols(&parse(Format::Rbn, &text));
    assert_eq!(symbols.len(), boards);
    assert!(descendants(&symbols) <= boards + MAX_CHILDREN);
    assert_eq!(symbols.first().map(|board| board.children.len()), Some(4));
    assert_eq!(symbols.last().map(|board| board.children.len()), Some(0));
}

#[test]
fn carried_texts_give_back_each_value_in_its_place() {
    let long = "é".repeat(100);
    let values = [
        Some("1"),
        None,
        Some(""),
        Some(long.as_str()),
        Some("Teams"),
    ];
    let texts = super::CarriedTexts::new(values);
    for (index, value) in values.into_iter().enumerate() {
        assert_eq!(texts.get(index), value, "{index}");
    }
    assert_eq!(texts.get(values.len()), None);
    assert_eq!(super::CarriedTexts::default().get(0), None);
}
