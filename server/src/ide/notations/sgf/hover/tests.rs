//! Hover snapshots in SGF.

use super::*;
use crate::ide::analysis::{hover as hover_at, HoverCache};
use crate::ide::fixture::{self, TestFile};
use expect_test::{expect, Expect};
use gamerec_grammar::Format;

fn check(text: &str, expected: Expect) {
    let (parsed, offset) = fixture::parse_at(Format::Sgf, text);
    let cache = HoverCache::default();
    let shown = match hover_at(&parsed, offset, &cache) {
        Some(hover) => {
            let source = parsed.syntax().to_string();
            let covered = source
                .get(usize::from(hover.range.start())..usize::from(hover.range.end()))
                .unwrap_or("?");
            format!("[{covered}]\n{}", hover.markup.to_markdown())
        }
        None => "no hover".into(),
    };
    expected.assert_eq(&shown);
}

#[test]
fn move_shows_the_board() {
    check(
        "(;GM[1]FF[4]SZ[9];B[cc];W[dd];B[‸gg])",
        expect![[r#"
            [gg]
            **Move 3 — Black G3**

            ```text
              A B C D E F G H J  
            9 . . . . . . . . . 9
            8 . . . . . . . . . 8
            7 . . X . . . + . . 7
            6 . . . O . . . . . 6
            5 . . . . + . . . . 5
            4 . . . . . . . . . 4
            3 . . + . . .(X). . 3
            2 . . . . . . . . . 2
            1 . . . . . . . . . 1
              A B C D E F G H J  
            ```

            `gg`: column `g` is the 7th from the left, row `g` the 7th from the top.

            - `X` Black, `O` White, `( )` this move
            - Captures so far: Black 0 stones, White 0 stones
            - White to play"#]],
    );
}

#[test]
fn capture_counts_and_turn() {
    check(
        "(;SZ[5];B[ba];W[aa];B[‸ab])",
        expect![[r#"
            [ab]
            **Move 3 — Black A4**

            ```text
              A B C D E  
            5 . X . . . 5
            4(X). . . . 4
            3 . . . . . 3
            2 . . . . . 2
            1 . . . . . 1
              A B C D E  
            ```

            `ab`: column `a` is the 1st from the left, row `b` the 2nd from the top.

            - `X` Black, `O` White, `( )` this move
            - Black captures 1 stone with this move
            - Captures so far: Black 1 stone, White 0 stones
            - White to play"#]],
    );
}

#[test]
fn pass_and_tt() {
    check(
        "(;SZ[9];B[cc];W[‸])",
        expect![[r#"
        [[]]
        **Move 2 — White passes**

        ```text
          A B C D E F G H J  
        9 . . . . . . . . . 9
        8 . . . . . . . . . 8
        7 . . X . . . + . . 7
        6 . . . . . . . . . 6
        5 . . . . + . . . . 5
        4 . . . . . . . . . 4
        3 . . + . . . + . . 3
        2 . . . . . . . . . 2
        1 . . . . . . . . . 1
          A B C D E F G H J  
        ```

        `[]` is a pass.

        - `X` Black, `O` White, `( )` this move
        - Captures so far: Black 0 stones, White 0 stones
        - Black to play"#]],
    );
    check(
        "(;B[pd];W‸[tt])",
        expect![[r#"
        [tt]
        **Move 2 — White passes**

        ```text
           A B C D E F G H J K L M N O P Q R S T   
        19 . . . . . . . . . . . . . . . . . . . 19
        18 . . . . . . . . . . . . . . . . . . . 18
        17 . . . . . . . . . . . . . . . . . . . 17
        16 . . . + . . . . . + . . . . . X . . . 16
        15 . . . . . . . . . . . . . . . . . . . 15
        14 . . . . . . . . . . . . . . . . . . . 14
        13 . . . . . . . . . . . . . . . . . . . 13
        12 . . . . . . . . . . . . . . . . . . . 12
        11 . . . . . . . . . . . . . . . . . . . 11
        10 . . . + . . . . . + . . . . . + . . . 10
         9 . . . . . . . . . . . . . . . . . . . 9 
         8 . . . . . . . . . . . . . . . . . . . 8 
         7 . . . . . . . . . . . . . . . . . . . 7 
         6 . . . . . . . . . . . . . . . . . . . 6 
         5 . . . . . . . . . . . . . . . . . . . 5 
         4 . . . + . . . . . + . . . . . + . . . 4 
         3 . . . . . . . . . . . . . . . . . . . 3 
         2 . . . . . . . . . . . . . . . . . . . 2 
         1 . . . . . . . . . . . . . . . . . . . 1 
           A B C D E F G H J K L M N O P Q R S T   
        ```

        `tt` is a pass on boards up to 19×19 (the `FF[3]` form; `FF[4]` writes `[]`).

        - `X` Black, `O` White, `( )` this move
        - Captures so far: Black 0 stones, White 0 stones
        - Black to play"#]],
    );
}

#[test]
fn move_on_an_occupied_point_and_off_the_board() {
    check(
        "(;SZ[5];B[cc];W[c‸c])",
        expect![[r#"
        [cc]
        **Move 2 — White C3**

        ```text
          A B C D E  
        5 . . . . . 5
        4 . . . . . 4
        3 . .(O). . 3
        2 . . . . . 2
        1 . . . . . 1
          A B C D E  
        ```

        `cc`: column `c` is the 3rd from the left, row `c` the 3rd from the top. The point held a black stone already: SGF executes the move anyway, so it replaces that stone.

        - `X` Black, `O` White, `( )` this move
        - Captures so far: Black 0 stones, White 0 stones
        - Black to play"#]],
    );
    check(
        "(;SZ[5];B[z‸z])",
        expect![[r#"
        [zz]
        **Move 1 — Black off the board**

        ```text
          A B C D E  
        5 . . . . . 5
        4 . . . . . 4
        3 . . . . . 3
        2 . . . . . 2
        1 . . . . . 1
          A B C D E  
        ```

        `zz`: it lies off the 5×5 board, whose lines run `a`-`e`; the move places no stone.

        - `X` Black, `O` White, `( )` this move
        - Captures so far: Black 0 stones, White 0 stones
        - White to play"#]],
    );
    check(
        "(;SZ[5];B[‸c c])",
        expect![[r#"
        [[c c]]
        **Move 1 — Black**

        `c c` is not a move: write two letters for the point (column, then row, from the top left), or `[]` for a pass."#]],
    );
}

#[test]
fn move_numbers_follow_the_line_of_play_and_mn() {
    check(
        "(;SZ[5]AB[aa:bb];W[dd](;B[ee])(;B[cc]MN[40];W[‸ea]))",
        expect![[r#"
            [ea]
            **Move 41 — White E5**

            ```text
              A B C D E  
            5 X X . .(O)5
            4 X X . . . 4
            3 . . X . . 3
            2 . . . O . 2
            1 . . . . . 1
              A B C D E  
            ```

            `ea`: column `e` is the 5th from the left, row `a` the 1st from the top.

            - `X` Black, `O` White, `( )` this move
            - Captures so far: Black 0 stones, White 0 stones
            - Black to play"#]],
    );
}

#[test]
fn handicap_gives_white_the_first_move() {
    check(
        "(;SZ[9]HA[2]AB[cc][gg];W[‸ee])",
        expect![[r#"
        [ee]
        **Move 1 — White E5**

        ```text
          A B C D E F G H J  
        9 . . . . . . . . . 9
        8 . . . . . . . . . 8
        7 . . X . . . + . . 7
        6 . . . . . . . . . 6
        5 . . . .(O). . . . 5
        4 . . . . . . . . . 4
        3 . . + . . . X . . 3
        2 . . . . . . . . . 2
        1 . . . . . . . . . 1
          A B C D E F G H J  
        ```

        `ee`: column `e` is the 5th from the left, row `e` the 5th from the top.

        - `X` Black, `O` White, `( )` this move
        - Captures so far: Black 0 stones, White 0 stones
        - Black to play"#]],
    );
}

#[test]
fn identifiers() {
    check(
        "(;FF[4]‸SZ[19])",
        expect![[r#"
        [SZ]
        **`SZ` — Size**

        The board size, or `columns:rows` for a rectangular board; a square board must not use the composed form. Go boards are 1 to 52 wide, 19 by default.

        - Property type: **root** — only in the root node, the first node of a game tree
        - Value: `number | composed number : number`
        - Defined in `FF[1]`-`FF[4]`
        - Default: `19`
        - At least 1
        - In Go, from 1 to 52
        - A square board is written `SZ[n]`, never `SZ[n:n]`"#]],
    );
    check(
        "(;FF[4];B[aa]‸BM[2])",
        expect![[r#"
        [BM]
        **`BM` — Bad move**

        The move of this node is bad (2: very bad).

        - Property type: **move** — belongs to the move of its node; not with setup properties
        - Value: `double`
        - Defined in `FF[1]`-`FF[4]`
        - Only in a node with a move (`B` or `W`)
        - At most one of `BM`, `DO`, `IT`, `TE` in a node
        - Values: `1` normal; `2` emphasized"#]],
    );
    check(
        "(;FF[3]CoPy‸right[me])",
        expect![[r#"
        [CoPyright]
        **`CoPyright` — Copyright (`CP`)**

        Who holds the copyright of the game record and its comments.

        Written `CoPyright`: `FF[1]`-`FF[3]` allowed lower-case letters in identifiers, which readers drop; `FF[4]` writes `CP`.

        - Property type: **game-info** — describes the game; in one node only on each line of play
        - Value: `simpletext`
        - Defined in `FF[3]`, `FF[4]`"#]],
    );
    check(
        "(;FF[4]‸KI[11])",
        expect![[r#"
        [KI]
        **`KI` — Integer komi**

        Smart Go Board: the komi times two, as a whole number.

        - Property type: **game-info** — describes the game; in one node only on each line of play
        - Value: `number`
        - Defined in `FF[1]`, `FF[2]`
        - Not in `FF[4]`; instead: KM with half the value
        - Go only"#]],
    );
    check(
        "(;FF[4]M‸ULTIGOGM[1])",
        expect![[r#"
        [MULTIGOGM]
        **`MULTIGOGM` — unknown property**

        `FF[1]`-`FF[4]` do not define `MULTIGOGM`: it is a private property of the program that wrote the file, or a misspelling. Readers keep unknown properties as they are. Standard identifiers have at most two letters."#]],
    );
    check(
        "(;FF[4]GM[2]‸KM[6.5])",
        expect![[r#"
        [KM]
        **`KM` — Komi**

        The points White gets for moving second, e.g. `6.5`.

        - Property type: **game-info** — describes the game; in one node only on each line of play
        - Value: `real`
        - Defined in `FF[1]`-`FF[4]`
        - Go only; this game tree is `GM[2]`"#]],
    );
    check(
        "(;FF[3]‸CA[UTF-8])",
        expect![[r#"
        [CA]
        **`CA` — Charset**

        The character set of the text values in this game tree, e.g. `UTF-8`. Without it, ISO-8859-1 is assumed.

        - Property type: **root** — only in the root node, the first node of a game tree
        - Value: `simpletext`
        - Defined in `FF[4]`
        - Not part of `FF[3]`, the version this game tree declares
        - Default: `ISO-8859-1`
        - Values: `UTF-8` Unicode; `ISO-8859-1` Latin-1, the default; `GB2312` simplified Chinese; `Big5` traditional Chinese; `Shift_JIS` Japanese; `EUC-KR` Korean"#]],
    );
}

#[test]
fn points_in_setup_and_markup() {
    check(
        "(;SZ[19]AB[d‸p][pd])",
        expect![[r#"
        [dp]
        **`dp` = D4 — Add Black**

        `dp`: column `d` is the 4th from the left, row `p` the 16th from the top. Players count rows from the bottom and letter columns without `I`: D4."#]],
    );
    check(
        "(;SZ[13]TR[‸tt])",
        expect![[r#"
        [tt]
        **`tt` off the board — Triangle**

        `tt`: it lies off the 13×13 board, whose lines run `a`-`m`. `tt` means a pass only as a move (`B`, `W`) on boards up to 19×19."#]],
    );
    check(
        "(;SZ[19:9]LB[‸sa:x])",
        expect![[r#"
        [sa]
        **`sa` = T9 — Label**

        `sa`: column `s` is the 19th from the left, row `a` the 1st from the top. Players count rows from the bottom and letter columns without `I`: T9."#]],
    );
    check(
        "(;SZ[30]AW[‸Ab])",
        expect![[r#"
        [Ab]
        **`Ab` = 27-29 — Add White**

        `Ab`: column `A` is the 27th from the left, row `b` the 2nd from the top. Players count rows from the bottom and letter columns without `I`: 27-29."#]],
    );
    check(
        "(;GM[3]MA[‸ee])",
        expect![[r#"
        [ee]
        **`ee` — Mark with X**

        `ee`: column `e` is the 5th from the left, row `e` the 5th from the top."#]],
    );
}

#[test]
fn game_info_values() {
    check(
        "(;DT[‸1996-05-06,07])",
        expect![[r#"
        [1996-05-06,07]
        **`DT` — Date**

        Played on 6 May 1996, 7 May 1996."#]],
    );
    check(
        "(;RE[W+‸3.5])",
        expect![[r#"
        [W+3.5]
        **`RE` — Result**

        White wins by 3.5 points."#]],
    );
    check(
        "(;KM[6.5‸])",
        expect![[r#"
        [6.5]
        **`KM` — Komi**

        White receives 6.5 points of komi for moving second."#]],
    );
    check(
        "(;RU[‸Japanese])",
        expect![[r#"
        [Japanese]
        **`RU` — Rules**

        Japanese rules."#]],
    );
    check(
        "(;CA[‸UTF-8])",
        expect![[r#"
        [UTF-8]
        **`CA` — Charset**

        `UTF-8`: Unicode. `CA` names the character set of the SimpleText and Text values of its game tree only; identifiers, brackets and other values are ASCII. Escapes work on bytes, so in multi-byte sets such as Big5 or Shift_JIS a character may contain a `\` or `]` byte that must be escaped. Many files are instead encoded as a whole, often in UTF-8 or GBK, and some declare the wrong set."#]],
    );
    check(
        "(;PB[‸Honinbo Shusaku])",
        expect![[r#"
        [Honinbo Shusaku]
        **`PB` — Player Black**

        The name of the Black player."#]],
    );
    check(
        "(;WR[‸9p])",
        expect![[r#"
        [9p]
        **`WR` — White rank**

        9 dan professional."#]],
    );
    check("(;GM[1]‸)", expect!["no hover"]);
}

#[test]
fn nothing_to_say() {
    check("(;C[a ‸comment])", expect![[r#"no hover"#]]);
    check("(;B[aa] ‸ ;W[bb])", expect![[r#"no hover"#]]);
    check("‸(;)", expect![[r#"no hover"#]]);
    check("‸", expect![[r#"no hover"#]]);
}

/// Hover at sampled offsets of the SGF files never panics, gives ranges inside the text and
/// Markdown, and shows something in every file but the tiniest.
fn hover_everywhere(files: &[TestFile]) {
    for file in files.iter().filter(|file| file.format == Format::Sgf) {
        let (name, text) = (&file.name, file.unmarked());
        let parsed = gamerec_grammar::parse(Format::Sgf, &text);
        let cache = HoverCache::default();
        let mut shown = 0;

        for offset in fixture::sample_offsets(&text) {
            if let Some(hover) = hover_at(&parsed, offset, &cache) {
                assert!(
                    hover.range.end() <= parsed.green().text_len(),
                    "{name} at {offset:?}"
                );
                assert!(
                    !hover.markup.to_markdown().is_empty(),
                    "{name} at {offset:?}"
                );
                shown += 1;
            }
        }
        assert!(shown > 0 || text.len() < 100, "{name}: no hover anywhere");
    }
}

#[test]
fn hover_never_panics_on_the_examples() {
    hover_everywhere(&fixture::own_files());
}

#[test]
fn hover_never_panics_on_the_corpus() {
    let Some(files) = fixture::corpus_files(&["sgf"]) else {
        return;
    };
    assert!(files.len() > 40, "only {} corpus files", files.len());
    hover_everywhere(&files);
}

/// The offsets of the move values of `text` (the point after `;B[` or `;W[`).
fn move_offsets(text: &str) -> Vec<TextSize> {
    let mut offsets = Vec::new();
    for pattern in [";B[", ";W["] {
        for (at, _) in text.match_indices(pattern) {
            offsets.push(TextSize::from(u32::try_from(at + 3).unwrap_or(u32::MAX)));
        }
    }
    offsets.sort();
    offsets
}

/// In a tree of many lines, a hover on the deepest of every `sample_step`th move replays its
/// line, the same hover or the move before replays nothing more, and a later move on a line
/// branching off near the end replays only the nodes after the branch.
fn assert_a_second_hover_replays_less(text: &str, least_moves: usize, sample_step: usize) {
    let parsed = gamerec_grammar::parse(Format::Sgf, text);
    let moves = move_offsets(text);
    assert!(moves.len() >= least_moves, "{} moves", moves.len());
    // The deepest of a sample of moves: the one whose line of play is longest.
    let depth = |offset: TextSize| {
        let token = token_at(&parsed.syntax(), offset);
        let node = token
            .and_then(|token| token.parent_ancestors().find_map(Node::cast))
            .map(|node| node.syntax().text_range().start());
        node.and_then(|start| line_to(parsed.green(), start))
            .map_or(0, |line| line.len())
    };
    let deepest = moves
        .iter()
        .step_by(sample_step)
        .copied()
        .max_by_key(|&offset| depth(offset))
        .unwrap_or_default();
    assert!(depth(deepest) > 20, "depth {}", depth(deepest));

    let cache = HoverCache::default();
    let Some(first) = hover_at(&parsed, deepest, &cache) else {
        panic!("no hover on the deepest move");
    };
    let after_first = cache.boards.replayed_nodes();
    assert!(first.markup.to_markdown().contains("```text"));
    assert!(after_first >= u64::try_from(depth(deepest)).unwrap_or(0));

    let again = hover_at(&parsed, deepest, &cache);
    assert_eq!(again, Some(first));
    assert_eq!(
        cache.boards.replayed_nodes(),
        after_first,
        "the same move again"
    );

    // The move before it on the same line: already replayed.
    let previous = moves
        .iter()
        .rev()
        .copied()
        .find(|&offset| offset < deepest && depth(offset) == depth(deepest) - 1);
    if let Some(previous) = previous {
        hover_at(&parsed, previous, &cache);
        assert_eq!(
            cache.boards.replayed_nodes(),
            after_first,
            "the move before"
        );
    }
    // A move in a line branching off near the end replays only the nodes after the branch.
    let next = moves
        .iter()
        .copied()
        .find(|&offset| offset > deepest && depth(offset) > 10);
    let Some(next) = next else {
        panic!("no later deep move");
    };
    hover_at(&parsed, next, &cache);
    let second = cache.boards.replayed_nodes() - after_first;
    assert!(
        second < after_first,
        "the second hover replayed {second} nodes, the first {after_first}"
    );
}

/// A tree like a joseki dictionary: a main line of `length` moves, and at each of its moves
/// a line of three other moves branching off.
fn dictionary(length: usize) -> String {
    let point = |n: usize| {
        let column = char::from(b'a' + u8::try_from(n % 19).unwrap_or(0));
        let row = char::from(b'a' + u8::try_from(n / 19).unwrap_or(0));
        format!("{column}{row}")
    };
    let colour = |n: usize| if n % 2 == 0 { 'B' } else { 'W' };
    // Side lines take the points from row 10 on, away from the main line's.
    let side = |n: usize| -> String {
        (0..3)
            .map(|k| format!(";{}[{}]", colour(n + k), point(190 + 3 * n + k)))
            .collect()
    };
    let mut text = String::new();
    for n in (0..length).rev() {
        let node = format!(";{}[{}]", colour(n), point(n));
        text = if text.is_empty() {
            node
        } else {
            format!("{node}({text})({})", side(n + 1))
        };
    }
    format!("(;GM[1]FF[4]SZ[19]{text})")
}

#[test]
fn a_second_hover_deep_in_a_dictionary_replays_less() {
    let text = dictionary(40);
    assert_a_second_hover_replays_less(&text, 150, 1);
}

#[test]
fn a_second_hover_deep_in_the_dictionary_replays_less() {
    let Some(file) = fixture::corpus_file("sgf", "Kogo's Joseki Dictionary.sgf") else {
        return;
    };
    assert_a_second_hover_replays_less(&file.unmarked(), 50_000, 97);
}

#[test]
fn an_edit_earlier_on_the_line_is_never_answered_from_the_cache() {
    let before = "(;SZ[5];B[aa];W[ee];B[cc])";
    let after = "(;SZ[5];B[ab];W[ee];B[cc])";
    let cursor = TextSize::from(u32::try_from(before.rfind("cc").unwrap_or(0)).unwrap_or(0));
    let cache = HoverCache::default();
    let old = gamerec_grammar::parse(Format::Sgf, before);
    let shown = |parse: &Parse| {
        hover_at(parse, cursor, &cache).map_or_else(String::new, |hover| hover.markup.to_markdown())
    };
    let old_board = shown(&old);
    assert!(old_board.contains("5 X . . . . 5"), "{old_board}");
    let edit = TextRange::at(TextSize::from(11), TextSize::from(1));
    let new = gamerec_grammar::reparse(&old, before, edit, "b", after).parse;
    assert_eq!(new.syntax().to_string(), after);
    let new_board = shown(&new);
    assert!(new_board.contains("5 . . . . . 5"), "{new_board}");
    assert!(new_board.contains("4 X . . . . 4"), "{new_board}");
    assert_eq!(shown(&old), old_board);
}

/// The hover on the `n`th move (from 1) of a game, as Markdown.
fn hover_on_move(text: &str, n: usize) -> String {
    let parsed = gamerec_grammar::parse(Format::Sgf, text);
    let Some(&offset) = move_offsets(text).get(n - 1) else {
        return format!("fewer than {n} moves");
    };
    let cache = HoverCache::default();
    hover_at(&parsed, offset, &cache)
        .map_or_else(|| "no hover".into(), |hover| hover.markup.to_markdown())
}

/// Black takes one stone at D16, White two at P4 and Q4, with a variation before the last
/// move that must not count.
#[test]
fn captures_by_both_sides_in_a_full_board_game() {
    let text = "(;GM[1]FF[4]SZ[19]KM[6.5]\n;B[cd];W[dd];B[ed];W[op];B[dc];W[rp];B[de]\n\
        ;W[po];B[pp];W[qo];B[qp];W[pq];B[jj]\n(;W[ss])\n(;W[qq]C[Two stones off.]))";
    expect![[r#"
        **Move 14 — White R3**

        ```text
           A B C D E F G H J K L M N O P Q R S T   
        19 . . . . . . . . . . . . . . . . . . . 19
        18 . . . . . . . . . . . . . . . . . . . 18
        17 . . . X . . . . . . . . . . . . . . . 17
        16 . . X + X . . . . + . . . . . + . . . 16
        15 . . . X . . . . . . . . . . . . . . . 15
        14 . . . . . . . . . . . . . . . . . . . 14
        13 . . . . . . . . . . . . . . . . . . . 13
        12 . . . . . . . . . . . . . . . . . . . 12
        11 . . . . . . . . . . . . . . . . . . . 11
        10 . . . + . . . . . X . . . . . + . . . 10
         9 . . . . . . . . . . . . . . . . . . . 9 
         8 . . . . . . . . . . . . . . . . . . . 8 
         7 . . . . . . . . . . . . . . . . . . . 7 
         6 . . . . . . . . . . . . . . . . . . . 6 
         5 . . . . . . . . . . . . . . . O O . . 5 
         4 . . . + . . . . . + . . . . O + . O . 4 
         3 . . . . . . . . . . . . . . . O(O). . 3 
         2 . . . . . . . . . . . . . . . . . . . 2 
         1 . . . . . . . . . . . . . . . . . . . 1 
           A B C D E F G H J K L M N O P Q R S T   
        ```

        `qq`: column `q` is the 17th from the left, row `q` the 17th from the top.

        - `X` Black, `O` White, `( )` this move
        - White captures 2 stones with this move
        - Captures so far: Black 1 stone, White 2 stones
        - Black to play"#]]
    .assert_eq(&hover_on_move(text, 15));
}

#[test]
fn a_famous_move_in_a_real_game() {
    let Some(file) = fixture::corpus_file("sgf", "Blood-vomiting game.sgf") else {
        return;
    };
    let game = file.unmarked();
    expect![[r#"
        **Move 78 — White Q9**

        ```text
           A B C D E F G H J K L M N O P Q R S T   
        19 . . . . . . . . . . . . . . . . . . . 19
        18 . . . . . . . . . . . . . . . . . . . 18
        17 . . O X X . X . O . . O . . X . . . . 17
        16 . . O + O X . . . + . . . . . X X . . 16
        15 . . . . . . . . . . . . . . . . O . . 15
        14 X O O . . . . . . . . . . O . . . . . 14
        13 . X . . . . . . . . . . . . . . O . . 13
        12 . . X . O . . . . . . . . . . . . . . 12
        11 . O . X . . . . . . . . . . X . X . . 11
        10 . . . X . X . . . + . . . . . + . . . 10
         9 . . O O X . . . . . . . . . X(O)O . . 9 
         8 . . . X X . O O X . . . . . . . . . . 8 
         7 . . X . . . O X . . . . . . . . . . . 7 
         6 . . . O O . O X . . . . . . . O O . . 6 
         5 . . X X O O X X O . . . . . . . X . . 5 
         4 . X X O . . O X . + . . . . O + . . . 4 
         3 . X O O O O . . X . . X . X . O . . . 3 
         2 O O X O . . O . . . . . . . . . . . . 2 
         1 . X . . . . . . . . . . . . . . . . . 1 
           A B C D E F G H J K L M N O P Q R S T   
        ```

        `pk`: column `p` is the 16th from the left, row `k` the 11th from the top.

        - `X` Black, `O` White, `( )` this move
        - Captures so far: Black 0 stones, White 2 stones
        - Black to play"#]]
    .assert_eq(&hover_on_move(&game, 78));
}

#[test]
fn the_cache_stays_bounded_and_keeps_answering() {
    let moves = cache::MAX_ENTRIES + cache::MAX_ENTRIES / 4;
    let mut text = String::from("(;SZ[5]");
    for n in 0..moves {
        text.push_str(if n % 2 == 0 { ";B[aa]" } else { ";W[bb]" });
    }
    text.push(')');
    let parsed = gamerec_grammar::parse(Format::Sgf, &text);
    let last = TextSize::from(u32::try_from(text.rfind("bb").unwrap_or(0)).unwrap_or(0));
    let cache = HoverCache::default();
    let first = hover_at(&parsed, last, &cache);
    assert!(first.is_some());
    let replayed = cache.boards.replayed_nodes();
    assert_eq!(replayed, u64::try_from(moves + 1).unwrap_or(0));
    assert!(
        cache.boards.len() <= cache::MAX_ENTRIES,
        "{}",
        cache.boards.len()
    );
    assert!(
        cache.boards.len() >= cache::MAX_ENTRIES / 2,
        "{}",
        cache.boards.len()
    );
    // The shallower half is kept, so the same hover replays only the deeper half again.
    assert_eq!(hover_at(&parsed, last, &cache), first);
    let again = cache.boards.replayed_nodes() - replayed;
    assert!(
        again < replayed,
        "replayed {again} nodes again of {replayed}"
    );
}
