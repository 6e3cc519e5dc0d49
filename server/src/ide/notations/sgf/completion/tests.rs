//! Completion snapshots in SGF.

use super::*;
use crate::ide::analysis::completions as complete_at;
use crate::ide::fixture;
use expect_test::{expect, Expect};
use gamerec_grammar::Format;

/// One line per item: label, kind, detail, inserted text, replaced range.
fn listing(text: &str) -> String {
    let (parsed, offset) = fixture::parse_at(Format::Sgf, text);
    let mut items = complete_at(&parsed, offset);
    items.sort_by(|a, b| {
        (a.sort.is_none(), &a.sort, &a.label).cmp(&(b.sort.is_none(), &b.sort, &b.label))
    });
    items
        .iter()
        .map(|item| {
            let insert = match &item.insert {
                Insert::Plain(text) => text.clone(),
                Insert::Snippet(snippet) => format!("snippet {snippet}"),
            };
            format!(
                "{} {:?} {} | {} | {:?}",
                item.label,
                item.kind,
                item.detail.as_deref().unwrap_or("-"),
                insert,
                item.range
            )
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The labels only, in sorted order.
fn labels(text: &str) -> String {
    let (parsed, offset) = fixture::parse_at(Format::Sgf, text);
    let mut items = complete_at(&parsed, offset);
    items.sort_by(|a, b| {
        (a.sort.is_none(), &a.sort, &a.label).cmp(&(b.sort.is_none(), &b.sort, &b.label))
    });
    items
        .iter()
        .map(|item| item.label.as_str())
        .collect::<Vec<_>>()
        .join(" ")
}

fn check(text: &str, expected: Expect) {
    expected.assert_eq(&listing(text));
}

fn check_labels(text: &str, expected: Expect) {
    expected.assert_eq(&labels(text));
}

#[test]
fn next_move_after_a_semicolon() {
    check_labels("(;FF[4]GM[1]SZ[19];B[pd];‸)", expect!["W AB AE AN AR AW B BL BM BR BT C CP CR DD DM DO DT EV FG GB GC GN GW HA HO IT KM KO LB LN MA MN N OB ON OT OW PB PC PL PM PW RE RO RU SL SO SQ TB TE TM TR TW UC US V VW WL WR WT"]);
    check_labels("(;FF[4]SZ[9]HA[2]AB[cc][gg];‸)", expect!["W AB AE AR AW B BL BM C CR DD DM DO FG GB GW HO IT KO LB LN MA MN N OB OW PL PM SL SQ TB TE TR TW UC V VW WL"]);
    check_labels("(;FF[4];B[aa];PL[B];‸)", expect!["B AB AE AN AR AW BL BM BR BT C CP CR DD DM DO DT EV FG GB GC GN GW HA HO IT KM KO LB LN MA MN N OB ON OT OW PB PC PL PM PW RE RO RU SL SO SQ TB TE TM TR TW UC US V VW W WL WR WT"]);
    check(
        "(;FF[4];B[aa];W[bb];‸)",
        expect![[r#"
        B Keyword Black — the next move | snippet B[$1] | 20..20
        AB Keyword Add Black | snippet AB[$1] | 20..20
        AE Keyword Add Empty | snippet AE[$1] | 20..20
        AN Keyword Annotation | snippet AN[$1] | 20..20
        AR Keyword Arrow | snippet AR[$1] | 20..20
        AW Keyword Add White | snippet AW[$1] | 20..20
        BL Keyword Black time left | snippet BL[$1] | 20..20
        BM Keyword Bad move | snippet BM[$1] | 20..20
        BR Keyword Black rank | snippet BR[$1] | 20..20
        BT Keyword Black team | snippet BT[$1] | 20..20
        C Keyword Comment | snippet C[$1] | 20..20
        CP Keyword Copyright | snippet CP[$1] | 20..20
        CR Keyword Circle | snippet CR[$1] | 20..20
        DD Keyword Dim points | snippet DD[$1] | 20..20
        DM Keyword Even position | snippet DM[$1] | 20..20
        DO Keyword Doubtful | DO[] | 20..20
        DT Keyword Date | snippet DT[$1] | 20..20
        EV Keyword Event | snippet EV[$1] | 20..20
        FG Keyword Figure | snippet FG[$1] | 20..20
        GB Keyword Good for Black | snippet GB[$1] | 20..20
        GC Keyword Game comment | snippet GC[$1] | 20..20
        GN Keyword Game name | snippet GN[$1] | 20..20
        GW Keyword Good for White | snippet GW[$1] | 20..20
        HA Keyword Handicap | snippet HA[$1] | 20..20
        HO Keyword Hotspot | snippet HO[$1] | 20..20
        IT Keyword Interesting | IT[] | 20..20
        KM Keyword Komi | snippet KM[$1] | 20..20
        KO Keyword Ko | KO[] | 20..20
        LB Keyword Label | snippet LB[$1] | 20..20
        LN Keyword Line | snippet LN[$1] | 20..20
        MA Keyword Mark with X | snippet MA[$1] | 20..20
        MN Keyword Set move number | snippet MN[$1] | 20..20
        N Keyword Nodename | snippet N[$1] | 20..20
        OB Keyword OtStones Black | snippet OB[$1] | 20..20
        ON Keyword Opening | snippet ON[$1] | 20..20
        OT Keyword Overtime | snippet OT[$1] | 20..20
        OW Keyword OtStones White | snippet OW[$1] | 20..20
        PB Keyword Player Black | snippet PB[$1] | 20..20
        PC Keyword Place | snippet PC[$1] | 20..20
        PL Keyword Player to play | snippet PL[$1] | 20..20
        PM Keyword Print move mode | snippet PM[$1] | 20..20
        PW Keyword Player White | snippet PW[$1] | 20..20
        RE Keyword Result | snippet RE[$1] | 20..20
        RO Keyword Round | snippet RO[$1] | 20..20
        RU Keyword Rules | snippet RU[$1] | 20..20
        SL Keyword Selected | snippet SL[$1] | 20..20
        SO Keyword Source | snippet SO[$1] | 20..20
        SQ Keyword Square | snippet SQ[$1] | 20..20
        TB Keyword Territory Black | snippet TB[$1] | 20..20
        TE Keyword Tesuji | snippet TE[$1] | 20..20
        TM Keyword Timelimit | snippet TM[$1] | 20..20
        TR Keyword Triangle | snippet TR[$1] | 20..20
        TW Keyword Territory White | snippet TW[$1] | 20..20
        UC Keyword Unclear pos | snippet UC[$1] | 20..20
        US Keyword User | snippet US[$1] | 20..20
        V Keyword Value (score) | snippet V[$1] | 20..20
        VW Keyword View | snippet VW[$1] | 20..20
        W Keyword White | snippet W[$1] | 20..20
        WL Keyword White time left | snippet WL[$1] | 20..20
        WR Keyword White rank | snippet WR[$1] | 20..20
        WT Keyword White team | snippet WT[$1] | 20..20"#]],
    );
}

#[test]
fn root_node_takes_root_properties() {
    check_labels("(;FF[4]GM[1]‸)", expect!["AB AE AN AP AR AW B BL BM BR BT C CA CP CR DD DM DO DT EV FG GB GC GN GW HA HO IT KM KO LB LN MA MN N OB ON OT OW PB PC PL PM PW RE RO RU SL SO SQ ST SZ TB TE TM TR TW UC US V VW W WL WR WT"]);
}

#[test]
fn move_node_takes_no_setup_and_no_repeats() {
    check_labels("(;FF[4];B[aa]C[x]‸)", expect!["AN AR BL BM BR BT CP CR DD DM DO DT EV FG GB GC GN GW HA HO IT KM KO LB LN MA MN N OB ON OT OW PB PC PM PW RE RO RU SL SO SQ TB TE TM TR TW UC US V VW WL WR WT"]);
    check_labels("(;FF[4];AB[aa] ‸)", expect!["AE AN AR AW BR BT C CP CR DD DM DT EV FG GB GC GN GW HA HO KM LB LN MA N ON OT PB PC PL PM PW RE RO RU SL SO SQ TB TM TR TW UC US V VW WR WT"]);
}

#[test]
fn game_info_only_once_on_a_line() {
    check_labels("(;FF[4]PB[x];B[aa];W[bb]‸)", expect!["AR BL BM C CR DD DM DO FG GB GW HO IT KO LB LN MA MN N OB OW PM SL SQ TB TE TR TW UC V VW WL"]);
}

#[test]
fn identifier_being_typed_is_replaced() {
    check(
        "(;FF[4];B[aa];W[bb]T‸)",
        expect![[r#"
            AN Keyword Annotation | snippet AN[$1] | 19..20
            AR Keyword Arrow | snippet AR[$1] | 19..20
            BL Keyword Black time left | snippet BL[$1] | 19..20
            BM Keyword Bad move | snippet BM[$1] | 19..20
            BR Keyword Black rank | snippet BR[$1] | 19..20
            BT Keyword Black team | snippet BT[$1] | 19..20
            C Keyword Comment | snippet C[$1] | 19..20
            CP Keyword Copyright | snippet CP[$1] | 19..20
            CR Keyword Circle | snippet CR[$1] | 19..20
            DD Keyword Dim points | snippet DD[$1] | 19..20
            DM Keyword Even position | snippet DM[$1] | 19..20
            DO Keyword Doubtful | DO[] | 19..20
            DT Keyword Date | snippet DT[$1] | 19..20
            EV Keyword Event | snippet EV[$1] | 19..20
            FG Keyword Figure | snippet FG[$1] | 19..20
            GB Keyword Good for Black | snippet GB[$1] | 19..20
            GC Keyword Game comment | snippet GC[$1] | 19..20
            GN Keyword Game name | snippet GN[$1] | 19..20
            GW Keyword Good for White | snippet GW[$1] | 19..20
            HA Keyword Handicap | snippet HA[$1] | 19..20
            HO Keyword Hotspot | snippet HO[$1] | 19..20
            IT Keyword Interesting | IT[] | 19..20
            KM Keyword Komi | snippet KM[$1] | 19..20
            KO Keyword Ko | KO[] | 19..20
            LB Keyword Label | snippet LB[$1] | 19..20
            LN Keyword Line | snippet LN[$1] | 19..20
            MA Keyword Mark with X | snippet MA[$1] | 19..20
            MN Keyword Set move number | snippet MN[$1] | 19..20
            N Keyword Nodename | snippet N[$1] | 19..20
            OB Keyword OtStones Black | snippet OB[$1] | 19..20
            ON Keyword Opening | snippet ON[$1] | 19..20
            OT Keyword Overtime | snippet OT[$1] | 19..20
            OW Keyword OtStones White | snippet OW[$1] | 19..20
            PB Keyword Player Black | snippet PB[$1] | 19..20
            PC Keyword Place | snippet PC[$1] | 19..20
            PM Keyword Print move mode | snippet PM[$1] | 19..20
            PW Keyword Player White | snippet PW[$1] | 19..20
            RE Keyword Result | snippet RE[$1] | 19..20
            RO Keyword Round | snippet RO[$1] | 19..20
            RU Keyword Rules | snippet RU[$1] | 19..20
            SL Keyword Selected | snippet SL[$1] | 19..20
            SO Keyword Source | snippet SO[$1] | 19..20
            SQ Keyword Square | snippet SQ[$1] | 19..20
            TB Keyword Territory Black | snippet TB[$1] | 19..20
            TE Keyword Tesuji | snippet TE[$1] | 19..20
            TM Keyword Timelimit | snippet TM[$1] | 19..20
            TR Keyword Triangle | snippet TR[$1] | 19..20
            TW Keyword Territory White | snippet TW[$1] | 19..20
            UC Keyword Unclear pos | snippet UC[$1] | 19..20
            US Keyword User | snippet US[$1] | 19..20
            V Keyword Value (score) | snippet V[$1] | 19..20
            VW Keyword View | snippet VW[$1] | 19..20
            WL Keyword White time left | snippet WL[$1] | 19..20
            WR Keyword White rank | snippet WR[$1] | 19..20
            WT Keyword White team | snippet WT[$1] | 19..20"#]],
    );
    check_labels("(;FF[4];B[aa]\n  ‸\n)", expect!["AN AR BL BM BR BT C CP CR DD DM DO DT EV FG GB GC GN GW HA HO IT KM KO LB LN MA MN N OB ON OT OW PB PC PM PW RE RO RU SL SO SQ TB TE TM TR TW UC US V VW WL WR WT"]);
}

#[test]
fn values() {
    check(
        "(;GM[‸]FF[4])",
        expect![[r#"
        1 Value Go | 1 | 5..5
        2 Value Othello | 2 | 5..5
        3 Value Chess | 3 | 5..5
        4 Value Gomoku and Renju | 4 | 5..5
        5 Value Nine Men's Morris | 5 | 5..5
        6 Value Backgammon | 6 | 5..5
        7 Value Chinese chess | 7 | 5..5
        8 Value Shogi | 8 | 5..5
        9 Value Lines of Action | 9 | 5..5
        10 Value Ataxx | 10 | 5..5
        11 Value Hex | 11 | 5..5
        12 Value Jungle | 12 | 5..5
        13 Value Neutron | 13 | 5..5
        14 Value Philosopher's Football | 14 | 5..5
        15 Value Quadrature | 15 | 5..5
        16 Value Trax | 16 | 5..5
        17 Value Tantrix | 17 | 5..5
        18 Value Amazons | 18 | 5..5
        19 Value Octi | 19 | 5..5
        20 Value Gess | 20 | 5..5
        21 Value Twixt | 21 | 5..5
        22 Value Zertz | 22 | 5..5
        23 Value Plateau | 23 | 5..5
        24 Value Yinsh | 24 | 5..5
        25 Value Punct | 25 | 5..5
        26 Value Gobblet | 26 | 5..5
        27 Value Hive | 27 | 5..5
        28 Value Exxit | 28 | 5..5
        29 Value Hnefatafl | 29 | 5..5
        30 Value Kuba | 30 | 5..5
        31 Value Tripples | 31 | 5..5
        32 Value Chase | 32 | 5..5
        33 Value Tumbling Down | 33 | 5..5
        34 Value Sahara | 34 | 5..5
        35 Value Byte | 35 | 5..5
        36 Value Focus | 36 | 5..5
        37 Value Dvonn | 37 | 5..5
        38 Value Tamsk | 38 | 5..5
        39 Value Gipf | 39 | 5..5
        40 Value Kropki | 40 | 5..5"#]],
    );
    check(
        "(;FF[‸4])",
        expect![[r#"
        4 Value FF[4] (1997), the current version | 4 | 5..6
        3 Value FF[3] (1993) | 3 | 5..6
        1 Value FF[1] (1987), assumed without FF | 1 | 5..6
        2 Value FF[2], never made public | 2 | 5..6"#]],
    );
    check(
        "(;SZ[1‸])",
        expect![[r#"
        19 Value 19×19, the default | 19 | 5..6
        13 Value 13×13 | 13 | 5..6
        9 Value 9×9 | 9 | 5..6
        columns:rows Value a rectangular board | snippet ${1:19}:${2:13} | 5..6"#]],
    );
    check(
        "(;RE[‸])",
        expect![[r#"
        B+ Value Black wins by the points given | snippet B+${1:0.5} | 5..5
        W+ Value White wins by the points given | snippet W+${1:0.5} | 5..5
        B+R Value Black wins by resignation | B+R | 5..5
        W+R Value White wins by resignation | W+R | 5..5
        B+T Value Black wins on time | B+T | 5..5
        W+T Value White wins on time | W+T | 5..5
        B+F Value Black wins by forfeit | B+F | 5..5
        W+F Value White wins by forfeit | W+F | 5..5
        0 Value draw | 0 | 5..5
        Draw Value draw | Draw | 5..5
        Void Value no result or suspended | Void | 5..5
        ? Value unknown result | ? | 5..5"#]],
    );
    check(
        "(;CA[‸])",
        expect![[r#"
        UTF-8 Value Unicode | UTF-8 | 5..5
        ISO-8859-1 Value Latin-1, the default | ISO-8859-1 | 5..5
        GB2312 Value simplified Chinese | GB2312 | 5..5
        Big5 Value traditional Chinese | Big5 | 5..5
        Shift_JIS Value Japanese | Shift_JIS | 5..5
        EUC-KR Value Korean | EUC-KR | 5..5"#]],
    );
    check(
        "(;ST[‸])",
        expect![[r#"
        0 Value children, with board marks | 0 | 5..5
        1 Value siblings, with board marks | 1 | 5..5
        2 Value children, no board marks | 2 | 5..5
        3 Value siblings, no board marks | 3 | 5..5"#]],
    );
    check(
        "(;PL[‸])",
        expect![[r#"
        B Value Black | B | 5..5
        W Value White | W | 5..5"#]],
    );
    check(
        "(;RU[Ja‸",
        expect![[r#"
            AGA Value American Go Association rules | AGA | 5..7
            GOE Value Ing rules | GOE | 5..7
            Japanese Value Japanese rules | Japanese | 5..7
            NZ Value New Zealand rules | NZ | 5..7
            Chinese Value Chinese rules (area scoring); common, though `FF[4]` does not list the name | Chinese | 5..7"#]],
    );
    check("(;C[‸])", expect![[r#""#]]);
}

#[test]
fn nothing_outside_nodes() {
    check("‸(;)", expect![[r#""#]]);
    check("(‸;)", expect![[r#""#]]);
    check("(;)‸", expect![[r#""#]]);
    check("‸", expect![[r#""#]]);
}

/// Completion at sampled offsets of the SGF files gives items whose ranges lie in the text
/// and start at or before the cursor.
fn assert_items_in_place(files: &[fixture::TestFile]) {
    for file in files.iter().filter(|file| file.format == Format::Sgf) {
        let (name, text) = (&file.name, file.unmarked());
        let parsed = gamerec_grammar::parse(Format::Sgf, &text);
        for offset in fixture::sample_offsets(&text) {
            for item in complete_at(&parsed, offset) {
                assert!(
                    item.range.end() <= parsed.green().text_len(),
                    "{name} at {offset:?}"
                );
                assert!(item.range.start() <= offset, "{name} at {offset:?}");
            }
        }
    }
}

#[test]
fn completion_never_panics_on_the_examples() {
    assert_items_in_place(&fixture::own_files());
}

#[test]
fn completion_never_panics_on_the_corpus() {
    let Some(files) = fixture::corpus_files(&["sgf"]) else {
        return;
    };
    assert_items_in_place(&files);
}
