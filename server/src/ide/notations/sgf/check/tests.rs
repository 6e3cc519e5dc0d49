//! The SGF checks on small trees: each code where it applies, and near misses where it does not.

use crate::ide::check::CheckCache;

use crate::ide::analysis::check;
use crate::ide::diagnostic_lines::diagnostic_lines;
use expect_test::{expect, Expect};
use gamerec_grammar::{parse, Format};

fn check_sgf(text: &str, expected: Expect) {
    let parse = parse(Format::Sgf, text);
    let mut found = check(&parse, &mut CheckCache::default());
    crate::ide::diagnostics::sort_by_position(&mut found);
    expected.assert_eq(&diagnostic_lines(text, &found));
}

#[test]
fn a_clean_game_has_no_findings() {
    check_sgf(
        "(;FF[4]GM[1]SZ[19]KM[6.5]PB[Black]C[a comment]AB[dd][pp]\n;B[qd]TE[1];W[]C[pass](;B[dp]LB[dd:A][pp:B])(;AE[aa:cc];B[tt]))",
        expect![[r#"
            sgf/setup-without-effect@105..112 warning `[aa:cc]`: `AE` clears a point that is already empty; it changes nothing
            sgf/setup-without-effect@105..112 warning `[aa:cc]`: `AE` clears a point that is already empty; it changes nothing
            sgf/setup-without-effect@105..112 warning `[aa:cc]`: `AE` clears a point that is already empty; it changes nothing
            sgf/setup-without-effect@105..112 warning `[aa:cc]`: `AE` clears a point that is already empty; it changes nothing
            sgf/setup-without-effect@105..112 warning `[aa:cc]`: `AE` clears a point that is already empty; it changes nothing
            sgf/setup-without-effect@105..112 warning `[aa:cc]`: `AE` clears a point that is already empty; it changes nothing
            sgf/setup-without-effect@105..112 warning `[aa:cc]`: `AE` clears a point that is already empty; it changes nothing
            sgf/setup-without-effect@105..112 warning `[aa:cc]`: `AE` clears a point that is already empty; it changes nothing
            sgf/setup-without-effect@105..112 warning `[aa:cc]`: `AE` clears a point that is already empty; it changes nothing
        "#]],
    );
}

#[test]
fn identifiers() {
    check_sgf(
        "(;FF[4]CoPyright[x]PIW[1]KK[t];b[aa])",
        expect![[r#"
            sgf/lowercase-identifier@7..16 error `CoPyright`: `CoPyright` has lower-case letters, which FF[4] does not allow in identifiers: write `CP`
            sgf/long-identifier@19..22 warning `PIW`: `PIW` has more than two letters; SGF identifiers are one or two upper-case letters, and no version defines this one
            sgf/unknown-property@25..27 warning `KK`: `KK` is not an SGF property; programs keep it but give it no meaning
            sgf/lowercase-identifier@31..32 error `b`: `b` has no upper-case letter, so it names no property: property identifiers are upper case (`B`)
        "#]],
    );
    // Old files may write long identifiers; FF[3] readers drop the lower-case letters.
    check_sgf("(;FF[3]CoPyright[x]AddBlack[aa])", expect![[""]]);
}

#[test]
fn versions_and_obsolete_properties() {
    check_sgf(
        "(;FF[4]L[aa][bb]KI[13];BS[1])",
        expect![[r#"
            sgf/obsolete-property@7..8 warning `L`: `L` (Letters) is obsolete; FF[4] dropped it: use LB with the letters as labels instead
            sgf/obsolete-property@16..18 warning `KI`: `KI` (Integer komi) is obsolete; FF[4] dropped it: use KM with half the value instead
            sgf/obsolete-property@23..25 warning `BS`: `BS` (Black species) is obsolete; FF[4] has no equivalent, so remove it or keep it in a comment
        "#]],
    );
    // The same properties where the file's version defines them.
    check_sgf(
        "(;FF[3]L[aa][bb];BS[1])",
        expect![[r#"
        sgf/not-in-version@7..8 warning `L`: `L` (Letters) is defined in FF[1]-FF[2], not in FF[3], the version this game tree declares
    "#]],
    );
    // A property of another game.
    check_sgf(
        "(;FF[4]GM[2]HA[2])",
        expect![[r#"
            sgf/not-go@7..12 info `GM[2]`: GM[2] is not Go: gamerec checks the SGF rules of this game tree, but not its moves and positions
            sgf/unknown-property@12..14 warning `HA`: `HA` (Handicap) is not a property of this game (GM[2])
        "#]],
    );
}

#[test]
fn values() {
    check_sgf(
        "(;FF[4]GM[1]SZ[x]KM[6,5]HA[]PL[r];B[cc][dd];W[a a];TR[aa:bb:cc]LB[aa]AB[aa:zz9])",
        expect![[r#"
            sgf/bad-value@14..17 error `[x]`: `SZ[x]` is not a valid value: `SZ` (Size) takes a whole number such as `3`, or two whole numbers joined by `:` such as `19:13`; `x` has no place in it
            sgf/bad-value@19..24 error `[6,5]`: `KM[6,5]` is not a valid value: `KM` (Komi) takes a number such as `6.5`; `,` has no place in it
            sgf/empty-value@26..28 error `[]`: `HA[]`: the value of `HA` (Handicap) may not be empty; it takes a whole number such as `3`
            sgf/bad-value@30..33 error `[r]`: `PL[r]` is not a valid value: `PL` (Player to play) takes a colour, `B` or `W`; `r` has no place in it
            sgf/too-many-values@39..43 error `[dd]`: `B` (Black) takes one value, but has 2: keep one
            sgf/bad-value@45..50 error `[a a]`: `W[a a]` is not a valid value: `W` (White) takes a move: a point such as `dp`, or `[]` for a pass; a space has no place in it
            sgf/bad-value@53..63 error `[aa:bb:cc]`: `TR[aa:bb:cc]` is not a valid value: `TR` (Triangle) takes points: two letters such as `dp`, or a rectangle of them such as `aa:cc`
            sgf/not-composed@65..69 error `[aa]`: `LB[aa]`: `LB` (Label) takes a point such as `dp` and simple text joined by `:`
            sgf/bad-value@71..79 error `[aa:zz9]`: `AB[aa:zz9]` is not a valid value: `AB` (Add Black) takes points: two letters such as `dp`, or a rectangle of them such as `aa:cc`; `9` has no place in it
        "#]],
    );
    // Empty values where they are allowed: text, a pass in FF[4], VW.
    check_sgf("(;FF[4]C[]VW[];B[]N[])", expect![[""]]);
    // Before FF[4] a pass is `tt`, not `[]`; compressed point lists are FF[4] only.
    check_sgf(
        "(;FF[3];B[];AB[aa:bb])",
        expect![[r#"
            sgf/pass-in-old-format@9..11 error `[]`: `B[]` is how FF[4] writes a pass, but this game tree is FF[3]: write `B[tt]`, or declare `FF[4]` in the root node
            sgf/bad-value@14..21 error `[aa:bb]`: `AB[aa:bb]` is not a valid value: `AB` (Add Black) takes a point: two letters `a`-`z` or `A`-`Z`, such as `dp`
        "#]],
    );
    // Games other than Go have their own points.
    check_sgf(
        "(;FF[4]GM[3];B[e2e4];AB[x9])",
        expect![[r#"
        sgf/not-go@7..12 info `GM[3]`: GM[3] is not Go: gamerec checks the SGF rules of this game tree, but not its moves and positions
    "#]],
    );
}

#[test]
fn node_rules() {
    check_sgf(
        "(;FF[4]B[aa];W[bb]SZ[9]C[one]C[two];B[cc]W[dd];AB[ee]W[ff];TE[1];B[gg]GB[1]GW[1]BM[1]DO[])",
        expect![[r#"
            sgf/move-in-root@7..8 warning `B`: a move (`B`) in the root node: many programs expect the first move in a node of its own; start it with `;`
            sgf/root-property-outside-root@18..20 error `SZ`: `SZ` (Size) belongs in the root node, the first node of the game tree; move it there
            sgf/repeated-property@29..30 error `C`: `C` appears twice in this node; a node holds each property once: put all its values in the first `C`
              related@23..24 `C`: first `C` of the node
            sgf/two-moves@41..42 error `W`: `B` and `W` in one node: a node holds one move; start a new node with `;` before `W`
              related@36..37 `B`: `B` is here
            sgf/setup-and-move@53..54 error `W`: setup property `AB` and move property `W` in one node: FF[4] keeps them apart; put the setup in a node of its own before the move
              related@47..49 `AB`: `AB` is here
            sgf/same-colour-twice@54..58 hint `[ff]`: White moves twice in a row; if that is meant (a stone placed in a problem, say), `AB`/`AW` or `PL` say it more clearly
            sgf/annotation-without-move@59..61 error `TE`: `TE` (Tesuji) is about the move of its node, but this node has no `B` or `W`
            sgf/contradicting-annotations@75..77 error `GW`: `GW` contradicts `GB` in the same node: keep one of them
              related@70..72 `GB`: `GB` is here
            sgf/contradicting-annotations@85..87 error `DO`: `DO` contradicts `BM` in the same node: keep one of them
              related@80..82 `BM`: `BM` is here
        "#]],
    );
    // The same properties each in a node of its own: no findings.
    check_sgf(
        "(;FF[4]SZ[9]C[one];B[cc];W[dd];AB[ee];W[ff]TE[1];B[gg]GB[1]BM[1])",
        expect![[r#"
            sgf/same-colour-twice@39..43 hint `[ff]`: White moves twice in a row; if that is meant (a stone placed in a problem, say), `AB`/`AW` or `PL` say it more clearly
        "#]],
    );
    // FF[3] allows setup and move in one node.
    check_sgf("(;FF[3];AB[ee]W[ff])", expect![[""]]);
}

#[test]
fn board_and_points() {
    check_sgf(
        "(;FF[4]GM[1]SZ[9];B[jj];W[ee]AB[aa];AB[aa][bb:cc][aa:bb]AW[cc]AE[dd:dd];TR[ee:dd];LB[ee:x][ee:y]MA[ff]CR[ff])",
        expect![[r#"
            sgf/point-outside-board@19..23 error `[jj]`: `B[jj]` is outside the 9x9 board
            sgf/setup-and-move@29..31 error `AB`: setup property `AB` and move property `W` in one node: FF[4] keeps them apart; put the setup in a node of its own before the move
              related@24..25 `W`: `W` is here
            sgf/setup-without-effect@38..42 warning `[aa]`: `AB` puts a black stone where there already is one; it changes nothing
            sgf/duplicate-point@49..56 error `[aa:bb]`: this point is already given by `AB` in this node: a point may appear once among AB, AW, AE in a node
              related@38..42 `[aa]`: first given by `AB`
            sgf/setup-without-effect@49..56 warning `[aa:bb]`: `AB` puts a black stone where there already is one; it changes nothing
            sgf/setup-without-effect@49..56 warning `[aa:bb]`: `AB` puts a black stone where there already is one; it changes nothing
            sgf/duplicate-point@58..62 error `[cc]`: this point is already given by `AB` in this node: a point may appear once among AB, AW, AE in a node
              related@42..49 `[bb:cc]`: first given by `AB`
            sgf/bad-rectangle@64..71 error `[dd:dd]`: `AE[dd:dd]` is a rectangle of one point; write it as the point alone: `[dd]`
            sgf/setup-without-effect@64..71 warning `[dd:dd]`: `AE` clears a point that is already empty; it changes nothing
            sgf/bad-rectangle@74..81 error `[ee:dd]`: `TR[ee:dd]`: a rectangle is written upper-left corner first, then lower-right
            sgf/duplicate-point@90..96 error `[ee:y]`: this point is already given by `LB` in this node: `LB` names each point once per node
              related@84..90 `[ee:x]`: first given by `LB`
            sgf/duplicate-point@104..108 error `[ff]`: this point is already given by `MA` in this node: a point may appear once among CR, MA, SL, SQ, TR in a node
              related@98..102 `[ff]`: first given by `MA`
        "#]],
    );
    // The same points where they do not clash: different nodes, different groups.
    check_sgf(
        "(;FF[4]GM[1]SZ[9];AB[aa][bb:cc];AW[aa]TR[aa]LB[aa:x];B[ii])",
        expect![[""]],
    );
    // Territory of both colours on one point.
    check_sgf(
        "(;FF[4]GM[1]SZ[9];TB[aa:bb]TW[bb])",
        expect![[r#"
        sgf/duplicate-point@29..33 error `[bb]`: this point is already given by `TB` in this node: a point may appear once among TB, TW in a node
          related@20..27 `[aa:bb]`: first given by `TB`
    "#]],
    );
    check_sgf("(;FF[4]GM[1]SZ[9];TB[aa]TW[bb])", expect![[""]]);
    // Board sizes.
    check_sgf(
        "(;FF[4]GM[1]SZ[19:19])",
        expect![[r#"
        sgf/square-as-rectangle@14..21 warning `[19:19]`: `SZ[19:19]` describes a square board in the form for rectangular ones; write `SZ[19]`
    "#]],
    );
    check_sgf(
        "(;FF[4]GM[1]SZ[53])",
        expect![[r#"
        sgf/board-size@14..18 error `[53]`: `SZ[53]`: a Go board in FF[4] is 1 to 52 points wide and high
    "#]],
    );
    check_sgf(
        "(;FF[3]GM[1]SZ[19:13])",
        expect![[r#"
        sgf/board-size@14..21 error `[19:13]`: `SZ[19:13]`: rectangular boards came with FF[4]; this game tree is FF[3]
    "#]],
    );
    check_sgf("(;FF[4]GM[1]SZ[19:13];B[sm])", expect![[""]]);
}

#[test]
fn tt_is_a_pass_only_on_small_boards() {
    check_sgf("(;FF[4]GM[1]SZ[19];B[tt];W[])", expect![[""]]);
    check_sgf(
        "(;FF[4]GM[1]SZ[21];B[tt])",
        expect![[r#"
        sgf/tt-not-a-pass@20..24 warning `[tt]`: `B[tt]` is a move on the point t,t of this 21x21 board, not a pass; write `B[]` for a pass
    "#]],
    );
}

#[test]
fn other_games_get_the_general_checks_only() {
    check_sgf(
        "(;FF[4]GM[2]SZ[8];B[zz]C[x]C[y])",
        expect![[r#"
            sgf/not-go@7..12 info `GM[2]`: GM[2] is not Go: gamerec checks the SGF rules of this game tree, but not its moves and positions
            sgf/repeated-property@27..28 error `C`: `C` appears twice in this node; a node holds each property once: put all its values in the first `C`
              related@23..24 `C`: first `C` of the node
        "#]],
    );
}

#[test]
fn game_information() {
    check_sgf(
        "(;FF[4]GM[1]PB[Lee]DT[20.5.2024]RE[Black wins];B[pd]PW[Cho](;W[dp]GN[a])(;W[dd]))",
        expect![[r#"
            sgf/game-info-form@21..32 error `[20.5.2024]`: `DT[20.5.2024]` is not in FF[4]'s date form: `YYYY-MM-DD` (or `YYYY-MM`, `YYYY`), several dates separated by commas, later ones shortened to `MM-DD` or `DD`, as in `2024-05-20,21`
            sgf/game-info-form@34..46 error `[Black wins]`: `RE[Black wins]` is not in FF[4]'s result form: `B+R` or `W+R` (resignation), `B+3.5` (points), `B+T` (time), `B+F` (forfeit), `B+` (a win), `0` or `Draw`, `Void` or `?`
            sgf/game-info-twice-on-path@52..54 error `PW`: `PW` is game information, but an earlier node of this line of play already holds game information (`PB`); keep it all in that one node
              related@12..14 `PB`: game information starts here with `PB`
            sgf/game-info-twice-on-path@66..68 error `GN`: `GN` is game information, but an earlier node of this line of play already holds game information (`PB`); keep it all in that one node
              related@12..14 `PB`: game information starts here with `PB`
        "#]],
    );
    // Game information in one node per path: here in each variation's first node.
    check_sgf(
        "(;FF[4]GM[1];B[pd](;PB[Lee]DT[2024-05-20,21]RE[B+R];W[dp])(;PB[Cho]RE[W+3.5];W[dd]))",
        expect![[""]],
    );
    // Before FF[4] the forms are free.
    check_sgf("(;FF[3]DT[May 1996]RE[Black wins])", expect![[""]]);
}

#[test]
fn ranges() {
    check_sgf(
        "(;FF[4]GM[1]HA[1]ST[4];B[aa]PM[3])",
        expect![[r#"
            sgf/value-out-of-range@14..17 error `[1]`: `HA[1]`: `HA` (Handicap) is 2 or more
            sgf/value-out-of-range@19..22 error `[4]`: `ST[4]`: `ST` (Style) is 0 to 3
            sgf/value-out-of-range@30..33 error `[3]`: `PM[3]`: `PM` (Print move mode) is 0 to 2
        "#]],
    );
    check_sgf("(;FF[4]GM[1]HA[2]ST[3];B[aa]PM[2])", expect![[""]]);
    check_sgf("(;FF[4]GM[1]HA[0])", expect![[""]]);
}

#[test]
fn collections_of_several_versions_or_games() {
    check_sgf(
        "(;FF[4]GM[1])(;FF[3]GM[1])(;FF[4]GM[2])(;FF[1]GM[3])",
        expect![[r#"
            sgf/mixed-versions@15..20 warning `FF[3]`: this game tree is FF[3] but the first one is FF[4]; many programs expect one version per file
            sgf/not-go@33..38 info `GM[2]`: GM[2] is not Go: gamerec checks the SGF rules of this game tree, but not its moves and positions
            sgf/mixed-games@33..38 warning `GM[2]`: this game tree is GM[2] but the first one is GM[1]; many programs expect one game per file
            sgf/not-go@46..51 info `GM[3]`: GM[3] is not Go: gamerec checks the SGF rules of this game tree, but not its moves and positions
        "#]],
    );
    check_sgf("(;FF[4]GM[1])(;FF[4]GM[1])", expect![[""]]);
}

#[test]
fn the_go_board() {
    // W[bb] on Black's stone; W[aa] then has no liberty and captures nothing.
    check_sgf(
        "(;FF[4]GM[1]SZ[5];B[bb];W[bb];W[cc];B[ab];W[ba];B[ca];W[aa])",
        expect![[r#"
            sgf/occupied-point@25..29 error `[bb]`: White plays on a point where a black stone already stands
            sgf/same-colour-twice@31..35 hint `[cc]`: White moves twice in a row; if that is meant (a stone placed in a problem, say), `AB`/`AW` or `PL` say it more clearly
            sgf/suicide@55..59 warning `[aa]`: White's stone has no liberty and captures nothing: a suicide, which most rules forbid and the stones are removed
        "#]],
    );
    // Black takes the ko at bb, capturing cb; White retakes at once.
    let ko = "(;FF[4]GM[1]SZ[5];B[db];W[cb];B[ca];W[ab];B[cc];W[ba];B[dd];W[bc];B[bb];W[cb]";
    check_sgf(
        &format!("{ko})"),
        expect![[r#"
        sgf/ko-recapture@73..77 error `[cb]`: White retakes the ko at once, which the rules forbid; if the position requires it, add `KO[]` to this node
    "#]],
    );
    // With KO[] the retake is meant; after a ko threat elsewhere it is allowed.
    check_sgf(&format!("{ko}KO[])"), expect![[""]]);
    let after_a_threat = ko.replace(";B[bb];W[cb]", ";B[bb];W[ee];B[ae];W[cb]");
    check_sgf(&format!("{after_a_threat})"), expect![[""]]);
    // KO[] also executes a move on an occupied point.
    check_sgf("(;FF[4]GM[1]SZ[5];B[cc];W[cc]KO[])", expect![[""]]);
    // Each variation starts from the position where it branches.
    check_sgf("(;FF[4]GM[1]SZ[5];B[aa](;W[cc])(;W[cc]))", expect![[""]]);
}

#[test]
fn setup_stones_and_handicap() {
    check_sgf(
        "(;FF[4]GM[1]SZ[9]HA[3]AB[cc][gg];AB[cc]AE[ee];AW[dd];AW[dd])",
        expect![[r#"
            sgf/handicap-mismatch@1..2 warning `;`: `HA[3]` gives 3 handicap stones, but the root node sets up 2 black stones with `AB`
            sgf/setup-without-effect@35..39 warning `[cc]`: `AB` puts a black stone where there already is one; it changes nothing
            sgf/setup-without-effect@41..45 warning `[ee]`: `AE` clears a point that is already empty; it changes nothing
            sgf/setup-without-effect@55..59 warning `[dd]`: `AW` puts a white stone where there already is one; it changes nothing
        "#]],
    );
    check_sgf("(;FF[4]GM[1]SZ[9]HA[2]AB[cc][gg];W[ee])", expect![[""]]);
}

#[test]
fn data_outside_its_place() {
    check_sgf(
        "header\n[aa][bb]\n(;FF[4]N[a\u{0}b]VW[][aa];VW[])",
        expect![[r#"
            sgf/data-before-tree@7..15 warning `[aa][bb]`: this looks like SGF data, but it stands before the first game tree, where readers skip it as a header; put it inside a node, after `(;`
            sgf/nul-character@24..29 warning `[a\u{0}b]`: the value of `N` holds a NUL character (code 0), which many programs take for the end of the text or of the file; remove it
            sgf/empty-list-with-values@29..33 error `VW[]`: `VW[]` stands for an empty list, but other values follow; keep either `[]` or the values
        "#]],
    );
    check_sgf("header: a [nice] file\n(;FF[4]VW[aa][bb])", expect![""]);
}
