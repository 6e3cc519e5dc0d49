//! The SGF checks on small trees: each code where it applies, and near misses where it does not.

use crate::ide::check::{check, CheckCache};
use expect_test::{expect, Expect};
use gamerec_grammar::{parse, Format, SyntaxKind, SyntaxNode};

fn check_sgf(text: &str, expected: Expect) {
    let parse = parse(Format::Sgf, text);
    let mut found = check(&parse, &mut CheckCache::default());
    crate::ide::diagnostics::sort_by_position(&mut found);
    let lines: Vec<String> = found
        .iter()
        .map(|d| {
            let start = usize::from(d.range.start());
            let end = usize::from(d.range.end());
            let related: String = (d.related.iter())
                .map(|r| {
                    format!(
                        " (related `{}`)",
                        &text[usize::from(r.range.start())..usize::from(r.range.end())]
                    )
                })
                .collect();
            format!(
                "{} {:?} `{}`: {}{related}",
                d.code,
                d.severity,
                text[start..end].replace('\0', "<NUL>"),
                d.message
            )
        })
        .collect();
    expected.assert_eq(&lines.join("\n"));
}

#[test]
fn a_clean_game_has_no_findings() {
    check_sgf(
        "(;FF[4]GM[1]SZ[19]KM[6.5]PB[Black]C[a comment]AB[dd][pp]\n;B[qd]TE[1];W[]C[pass](;B[dp]LB[dd:A][pp:B])(;AE[aa:cc];B[tt]))",
        expect![[r#"
            sgf/setup-without-effect Warning `[aa:cc]`: `AE` clears a point that is already empty; it changes nothing
            sgf/setup-without-effect Warning `[aa:cc]`: `AE` clears a point that is already empty; it changes nothing
            sgf/setup-without-effect Warning `[aa:cc]`: `AE` clears a point that is already empty; it changes nothing
            sgf/setup-without-effect Warning `[aa:cc]`: `AE` clears a point that is already empty; it changes nothing
            sgf/setup-without-effect Warning `[aa:cc]`: `AE` clears a point that is already empty; it changes nothing
            sgf/setup-without-effect Warning `[aa:cc]`: `AE` clears a point that is already empty; it changes nothing
            sgf/setup-without-effect Warning `[aa:cc]`: `AE` clears a point that is already empty; it changes nothing
            sgf/setup-without-effect Warning `[aa:cc]`: `AE` clears a point that is already empty; it changes nothing
            sgf/setup-without-effect Warning `[aa:cc]`: `AE` clears a point that is already empty; it changes nothing"#]],
    );
}

#[test]
fn identifiers() {
    check_sgf(
        "(;FF[4]CoPyright[x]PIW[1]KK[t];b[aa])",
        expect![[r#"
            sgf/lowercase-identifier Error `CoPyright`: `CoPyright` has lower-case letters, which FF[4] does not allow in identifiers: write `CP`
            sgf/long-identifier Warning `PIW`: `PIW` has more than two letters; SGF identifiers are one or two upper-case letters, and no version defines this one
            sgf/unknown-property Warning `KK`: `KK` is not an SGF property; programs keep it but give it no meaning
            sgf/lowercase-identifier Error `b`: `b` has no upper-case letter, so it names no property: property identifiers are upper case (`B`)"#]],
    );
    // Old files may write long identifiers; FF[3] readers drop the lower-case letters.
    check_sgf("(;FF[3]CoPyright[x]AddBlack[aa])", expect![[""]]);
}

#[test]
fn versions_and_obsolete_properties() {
    check_sgf(
        "(;FF[4]L[aa][bb]KI[13];BS[1])",
        expect![[r#"
        sgf/obsolete-property Warning `L`: `L` (Letters) is obsolete; FF[4] dropped it: use LB with the letters as labels instead
        sgf/obsolete-property Warning `KI`: `KI` (Integer komi) is obsolete; FF[4] dropped it: use KM with half the value instead
        sgf/obsolete-property Warning `BS`: `BS` (Black species) is obsolete; FF[4] has no equivalent, so remove it or keep it in a comment"#]],
    );
    // The same properties where the file's version defines them.
    check_sgf("(;FF[3]L[aa][bb];BS[1])", expect!["sgf/not-in-version Warning `L`: `L` (Letters) is defined in FF[1]-FF[2], not in FF[3], the version this game tree declares"]);
    // A property of another game.
    check_sgf(
        "(;FF[4]GM[2]HA[2])",
        expect![[r#"
            sgf/not-go Info `GM[2]`: GM[2] is not Go: gamerec checks the SGF rules of this game tree, but not its moves and positions
            sgf/unknown-property Warning `HA`: `HA` (Handicap) is not a property of this game (GM[2])"#]],
    );
}

#[test]
fn values() {
    check_sgf(
        "(;FF[4]GM[1]SZ[x]KM[6,5]HA[]PL[r];B[cc][dd];W[a a];TR[aa:bb:cc]LB[aa]AB[aa:zz9])",
        expect![[r#"
            sgf/bad-value Error `[x]`: `SZ[x]` is not a valid value: `SZ` (Size) takes a whole number such as `3`, or two whole numbers joined by `:` such as `19:13`
            sgf/bad-value Error `[6,5]`: `KM[6,5]` is not a valid value: `KM` (Komi) takes a number such as `6.5`
            sgf/empty-value Error `[]`: `HA[]`: the value of `HA` (Handicap) may not be empty; it takes a whole number such as `3`
            sgf/bad-value Error `[r]`: `PL[r]` is not a valid value: `PL` (Player to play) takes a colour, `B` or `W`
            sgf/too-many-values Error `[dd]`: `B` (Black) takes one value, but has 2: keep one
            sgf/bad-value Error `[a a]`: `W[a a]` is not a valid value: `W` (White) takes a move: a point such as `dp`, or `[]` for a pass
            sgf/bad-value Error `[aa:bb:cc]`: `TR[aa:bb:cc]` is not a valid value: `TR` (Triangle) takes points: two letters such as `dp`, or a rectangle of them such as `aa:cc`
            sgf/not-composed Error `[aa]`: `LB[aa]`: `LB` (Label) takes a point such as `dp` and simple text joined by `:`
            sgf/bad-value Error `[aa:zz9]`: `AB[aa:zz9]` is not a valid value: `AB` (Add Black) takes points: two letters such as `dp`, or a rectangle of them such as `aa:cc`"#]],
    );
    // Empty values where they are allowed: text, a pass in FF[4], VW.
    check_sgf("(;FF[4]C[]VW[];B[]N[])", expect![[""]]);
    // Before FF[4] a pass is `tt`, not `[]`; compressed point lists are FF[4] only.
    check_sgf(
        "(;FF[3];B[];AB[aa:bb])",
        expect![[r#"
        sgf/pass-in-old-format Error `[]`: `B[]` is how FF[4] writes a pass, but this game tree is FF[3]: write `B[tt]`, or declare `FF[4]` in the root node
        sgf/bad-value Error `[aa:bb]`: `AB[aa:bb]` is not a valid value: `AB` (Add Black) takes a point: two letters `a`-`z` or `A`-`Z`, such as `dp`"#]],
    );
    // Games other than Go have their own points.
    check_sgf("(;FF[4]GM[3];B[e2e4];AB[x9])", expect!["sgf/not-go Info `GM[3]`: GM[3] is not Go: gamerec checks the SGF rules of this game tree, but not its moves and positions"]);
}

#[test]
fn node_rules() {
    check_sgf(
        "(;FF[4]B[aa];W[bb]SZ[9]C[one]C[two];B[cc]W[dd];AB[ee]W[ff];TE[1];B[gg]GB[1]GW[1]BM[1]DO[])",
        expect![[r#"
            sgf/move-in-root Warning `B`: a move (`B`) in the root node: many programs expect the first move in a node of its own; start it with `;`
            sgf/root-property-outside-root Error `SZ`: `SZ` (Size) belongs in the root node, the first node of the game tree; move it there
            sgf/repeated-property Error `C`: `C` appears twice in this node; a node holds each property once: put all its values in the first `C` (related `C`)
            sgf/two-moves Error `W`: `B` and `W` in one node: a node holds one move; start a new node with `;` before `W` (related `B`)
            sgf/setup-and-move Error `W`: setup property `AB` and move property `W` in one node: FF[4] keeps them apart; put the setup in a node of its own before the move (related `AB`)
            sgf/same-colour-twice Hint `[ff]`: White moves twice in a row; if that is meant (a stone placed in a problem, say), `AB`/`AW` or `PL` say it more clearly
            sgf/annotation-without-move Error `TE`: `TE` (Tesuji) is about the move of its node, but this node has no `B` or `W`
            sgf/contradicting-annotations Error `GW`: `GW` contradicts `GB` in the same node: keep one of them (related `GB`)
            sgf/contradicting-annotations Error `DO`: `DO` contradicts `BM` in the same node: keep one of them (related `BM`)"#]],
    );
    // The same properties each in a node of its own: no findings.
    check_sgf(
        "(;FF[4]SZ[9]C[one];B[cc];W[dd];AB[ee];W[ff]TE[1];B[gg]GB[1]BM[1])",
        expect!["sgf/same-colour-twice Hint `[ff]`: White moves twice in a row; if that is meant (a stone placed in a problem, say), `AB`/`AW` or `PL` say it more clearly"],
    );
    // FF[3] allows setup and move in one node.
    check_sgf("(;FF[3];AB[ee]W[ff])", expect![[""]]);
}

#[test]
fn board_and_points() {
    check_sgf(
        "(;FF[4]GM[1]SZ[9];B[jj];W[ee]AB[aa];AB[aa][bb:cc][aa:bb]AW[cc]AE[dd:dd];TR[ee:dd];LB[ee:x][ee:y]MA[ff]CR[ff])",
        expect![[r#"
            sgf/point-outside-board Error `[jj]`: `B[jj]` is outside the 9x9 board
            sgf/setup-and-move Error `AB`: setup property `AB` and move property `W` in one node: FF[4] keeps them apart; put the setup in a node of its own before the move (related `W`)
            sgf/setup-without-effect Warning `[aa]`: `AB` puts a black stone where there already is one; it changes nothing
            sgf/duplicate-point Error `[aa:bb]`: this point is already given by `AB` in this node: a point may appear once among AB, AW, AE in a node (related `[aa]`)
            sgf/setup-without-effect Warning `[aa:bb]`: `AB` puts a black stone where there already is one; it changes nothing
            sgf/setup-without-effect Warning `[aa:bb]`: `AB` puts a black stone where there already is one; it changes nothing
            sgf/duplicate-point Error `[cc]`: this point is already given by `AB` in this node: a point may appear once among AB, AW, AE in a node (related `[bb:cc]`)
            sgf/bad-rectangle Error `[dd:dd]`: `AE[dd:dd]` is a rectangle of one point; write it as the point alone: `[dd]`
            sgf/setup-without-effect Warning `[dd:dd]`: `AE` clears a point that is already empty; it changes nothing
            sgf/bad-rectangle Error `[ee:dd]`: `TR[ee:dd]`: a rectangle is written upper-left corner first, then lower-right
            sgf/duplicate-point Error `[ee:y]`: this point is already given by `LB` in this node: `LB` names each point once per node (related `[ee:x]`)
            sgf/duplicate-point Error `[ff]`: this point is already given by `MA` in this node: a point may appear once among CR, MA, SL, SQ, TR in a node (related `[ff]`)"#]],
    );
    // The same points where they do not clash: different nodes, different groups.
    check_sgf(
        "(;FF[4]GM[1]SZ[9];AB[aa][bb:cc];AW[aa]TR[aa]LB[aa:x];B[ii])",
        expect![[""]],
    );
    // Territory of both colours on one point.
    check_sgf("(;FF[4]GM[1]SZ[9];TB[aa:bb]TW[bb])", expect!["sgf/duplicate-point Error `[bb]`: this point is already given by `TB` in this node: a point may appear once among TB, TW in a node (related `[aa:bb]`)"]);
    check_sgf("(;FF[4]GM[1]SZ[9];TB[aa]TW[bb])", expect![[""]]);
    // Board sizes.
    check_sgf("(;FF[4]GM[1]SZ[19:19])", expect!["sgf/square-as-rectangle Warning `[19:19]`: `SZ[19:19]` describes a square board in the form for rectangular ones; write `SZ[19]`"]);
    check_sgf("(;FF[4]GM[1]SZ[53])", expect!["sgf/board-size Error `[53]`: `SZ[53]`: a Go board in FF[4] is 1 to 52 points wide and high"]);
    check_sgf("(;FF[3]GM[1]SZ[19:13])", expect!["sgf/board-size Error `[19:13]`: `SZ[19:13]`: rectangular boards came with FF[4]; this game tree is FF[3]"]);
    check_sgf("(;FF[4]GM[1]SZ[19:13];B[sm])", expect![[""]]);
}

#[test]
fn tt_is_a_pass_only_on_small_boards() {
    check_sgf("(;FF[4]GM[1]SZ[19];B[tt];W[])", expect![[""]]);
    check_sgf("(;FF[4]GM[1]SZ[21];B[tt])", expect!["sgf/tt-not-a-pass Warning `[tt]`: `B[tt]` is a move on the point t,t of this 21x21 board, not a pass; write `B[]` for a pass"]);
}

#[test]
fn other_games_get_the_general_checks_only() {
    check_sgf(
        "(;FF[4]GM[2]SZ[8];B[zz]C[x]C[y])",
        expect![[r#"
            sgf/not-go Info `GM[2]`: GM[2] is not Go: gamerec checks the SGF rules of this game tree, but not its moves and positions
            sgf/repeated-property Error `C`: `C` appears twice in this node; a node holds each property once: put all its values in the first `C` (related `C`)"#]],
    );
}

#[test]
fn game_information() {
    check_sgf(
        "(;FF[4]GM[1]PB[Lee]DT[20.5.2024]RE[Black wins];B[pd]PW[Cho](;W[dp]GN[a])(;W[dd]))",
        expect![[r#"
            sgf/game-info-form Error `[20.5.2024]`: `DT[20.5.2024]` is not in FF[4]'s date form: `YYYY-MM-DD` (or `YYYY-MM`, `YYYY`), several dates separated by commas, later ones shortened to `MM-DD` or `DD`, as in `2024-05-20,21`
            sgf/game-info-form Error `[Black wins]`: `RE[Black wins]` is not in FF[4]'s result form: `B+R` or `W+R` (resignation), `B+3.5` (points), `B+T` (time), `B+F` (forfeit), `B+` (a win), `0` or `Draw`, `Void` or `?`
            sgf/game-info-twice-on-path Error `PW`: `PW` is game information, but an earlier node of this line of play already holds game information (`PB`); keep it all in that one node (related `PB`)
            sgf/game-info-twice-on-path Error `GN`: `GN` is game information, but an earlier node of this line of play already holds game information (`PB`); keep it all in that one node (related `PB`)"#]],
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
        sgf/value-out-of-range Error `[1]`: `HA[1]`: `HA` (Handicap) is 2 or more
        sgf/value-out-of-range Error `[4]`: `ST[4]`: `ST` (Style) is 0 to 3
        sgf/value-out-of-range Error `[3]`: `PM[3]`: `PM` (Print move mode) is 0 to 2"#]],
    );
    check_sgf("(;FF[4]GM[1]HA[2]ST[3];B[aa]PM[2])", expect![[""]]);
    check_sgf("(;FF[4]GM[1]HA[0])", expect![[""]]);
}

#[test]
fn collections_of_several_versions_or_games() {
    check_sgf(
        "(;FF[4]GM[1])(;FF[3]GM[1])(;FF[4]GM[2])(;FF[1]GM[3])",
        expect![[r#"
            sgf/mixed-versions Warning `FF[3]`: this game tree is FF[3] but the first one is FF[4]; many programs expect one version per file
            sgf/not-go Info `GM[2]`: GM[2] is not Go: gamerec checks the SGF rules of this game tree, but not its moves and positions
            sgf/mixed-games Warning `GM[2]`: this game tree is GM[2] but the first one is GM[1]; many programs expect one game per file
            sgf/not-go Info `GM[3]`: GM[3] is not Go: gamerec checks the SGF rules of this game tree, but not its moves and positions"#]],
    );
    check_sgf("(;FF[4]GM[1])(;FF[4]GM[1])", expect![[""]]);
}

#[test]
fn the_go_board() {
    // W[bb] on Black's stone; W[aa] then has no liberty and captures nothing.
    check_sgf(
        "(;FF[4]GM[1]SZ[5];B[bb];W[bb];W[cc];B[ab];W[ba];B[ca];W[aa])",
        expect![[r#"
            sgf/occupied-point Error `[bb]`: White plays on a point where a black stone already stands
            sgf/same-colour-twice Hint `[cc]`: White moves twice in a row; if that is meant (a stone placed in a problem, say), `AB`/`AW` or `PL` say it more clearly
            sgf/suicide Warning `[aa]`: White's stone has no liberty and captures nothing: a suicide, which most rules forbid and the stones are removed"#]],
    );
    // Black takes the ko at bb, capturing cb; White retakes at once.
    let ko = "(;FF[4]GM[1]SZ[5];B[db];W[cb];B[ca];W[ab];B[cc];W[ba];B[dd];W[bc];B[bb];W[cb]";
    check_sgf(&format!("{ko})"), expect!["sgf/ko-recapture Error `[cb]`: White retakes the ko at once, which the rules forbid; if the position requires it, add `KO[]` to this node"]);
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
            sgf/handicap-mismatch Warning `;`: `HA[3]` gives 3 handicap stones, but the root node sets up 2 black stones with `AB`
            sgf/setup-without-effect Warning `[cc]`: `AB` puts a black stone where there already is one; it changes nothing
            sgf/setup-without-effect Warning `[ee]`: `AE` clears a point that is already empty; it changes nothing
            sgf/setup-without-effect Warning `[dd]`: `AW` puts a white stone where there already is one; it changes nothing"#]],
    );
    check_sgf("(;FF[4]GM[1]SZ[9]HA[2]AB[cc][gg];W[ee])", expect![[""]]);
}

#[test]
fn data_outside_its_place() {
    check_sgf(
        "header\n[aa][bb]\n(;FF[4]N[a\u{0}b]VW[][aa];VW[])",
        expect![[r#"
            sgf/data-before-tree Warning `[aa][bb]`: this looks like SGF data, but it stands before the first game tree, where readers skip it as a header; put it inside a node, after `(;`
            sgf/nul-character Warning `[a<NUL>b]`: the value of `N` holds a NUL character (code 0), which many programs take for the end of the text or of the file; remove it
            sgf/empty-list-with-values Error `VW[]`: `VW[]` stands for an empty list, but other values follow; keep either `[]` or the values"#]],
    );
    check_sgf("header: a [nice] file\n(;FF[4]VW[aa][bb])", expect![""]);
}

/// A large tree checked on two threads (nodes on one, lines of play on the other) gives the
/// diagnostics, in the same order, of checking it on one.
#[test]
fn a_tree_split_over_two_threads_gives_the_same_diagnostics() {
    let text =
        "(;FF[4]GM[1]SZ[9]C[root];B[ee]N[x]N[y](;W[ee];B[aa]AB[aa]AB[bb])(;W[ff]TE[1];B[jj]))";
    for tree in [
        text.to_owned(),
        format!("{text}\n(;FF[3]SZ[19]AB[aa]AW[aa];W[aa]TE[2])"),
    ] {
        let parsed = parse(Format::Sgf, &tree);
        let root = parsed.syntax();
        let mut checked = 0;
        for record in root
            .children()
            .filter(|child| child.kind() == SyntaxKind::SGF_GAME_TREE)
        {
            let record = SyntaxNode::new_root(record.green().to_owned());
            let (mut one, mut two) = (Vec::new(), Vec::new());
            let context = super::Context::default();
            let after_one = super::check_tree_on(&record, context, false, &mut one);
            let after_two = super::check_tree_on(&record, context, true, &mut two);
            assert_eq!(after_one, after_two);
            assert_eq!(one, two);
            assert!(one.len() >= 2, "{one:?}");
            checked += 1;
        }
        assert!(checked > 0);
    }
}
