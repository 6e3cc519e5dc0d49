//! The typed views walk SGF trees, nodes, properties, values and points.

use gamerec_grammar::ast::AstNode;
use gamerec_grammar::sgf::{self, GameTree, Point, SgfFile, TreeEvent, MAX_TREE_NESTING};

fn file(text: &str) -> SgfFile {
    SgfFile::cast(sgf::parse(text).syntax()).expect("the root is an SGF file")
}

fn point(column: u8, row: u8) -> Point {
    Point { column, row }
}

const GAME: &str = "header\n(;FF[4]CoPyright[IGS]C[a\\]b \\\\ won\\\nderful\r\nline\ttwo]\
    AB[aa:cc][dd]LB[pq:Label: x]SZ[19]\n;B[pd];W[tt](;B[]N[main])(;B[dp]AR[aa:zZ]))\ntrailer";

#[test]
fn trees_nodes_and_variations() {
    let file = file(GAME);
    assert_eq!(file.leading_text().unwrap().text(), "header\n");
    assert_eq!(file.trailing_text().unwrap().text(), "trailer");
    let trees: Vec<GameTree> = file.game_trees().collect();
    assert_eq!(trees.len(), 1);
    let tree = &trees[0];
    assert_eq!(tree.nodes().count(), 3);
    assert!(tree.l_paren().is_some() && tree.r_paren().is_some());
    let variations: Vec<GameTree> = tree.variations().collect();
    assert_eq!(variations.len(), 2);
    let first_moves: Vec<String> = variations
        .iter()
        .map(|variation| {
            let node = variation.nodes().next().unwrap();
            let value = node.property("B").unwrap().values().next().unwrap();
            value.raw_text()
        })
        .collect();
    assert_eq!(first_moves, ["", "dp"]);
}

#[test]
fn properties_by_their_ff4_identifier() {
    let root = file(GAME)
        .game_trees()
        .next()
        .unwrap()
        .nodes()
        .next()
        .unwrap();
    let identifiers: Vec<String> = root
        .properties()
        .map(|property| property.identifier().unwrap())
        .collect();
    assert_eq!(identifiers, ["FF", "CP", "C", "AB", "LB", "SZ"]);
    let copyright = root.property("CP").unwrap();
    assert_eq!(copyright.ident_token().unwrap().text(), "CoPyright");
    assert!(root.semicolon().is_some());
}

#[test]
fn text_values_are_unescaped() {
    let root = file(GAME)
        .game_trees()
        .next()
        .unwrap()
        .nodes()
        .next()
        .unwrap();
    let comment = root.property("C").unwrap().values().next().unwrap();
    assert_eq!(comment.text(), "a]b \\ wonderful\nline two");
    assert_eq!(comment.simple_text(), "a]b \\ wonderful line two");
    assert_eq!(comment.raw_text(), "a\\]b \\\\ won\\\nderful\r\nline\ttwo");
    assert!(comment.is_closed());
    assert!(!comment.is_compose());
}

#[test]
fn points_point_lists_and_labels() {
    let tree = file(GAME).game_trees().next().unwrap();
    let root = tree.nodes().next().unwrap();
    let stones: Vec<_> = root.property("AB").unwrap().values().collect();
    assert_eq!(stones[0].point_pair(), Some((point(0, 0), point(2, 2))));
    assert_eq!(stones[0].point(), None);
    assert_eq!(stones[1].point(), Some(point(3, 3)));

    let label = root.property("LB").unwrap().values().next().unwrap();
    assert_eq!(label.first_part().point(), Some(point(15, 16)));
    assert_eq!(label.second_part().unwrap().simple_text(), "Label: x");
    assert_eq!(label.point_pair(), None);

    let size = root.property("SZ").unwrap().values().next().unwrap();
    assert_eq!(size.point(), None);
    assert_eq!(size.text(), "19");

    let moves: Vec<_> = tree.nodes().skip(1).collect();
    let black = moves[0].property("B").unwrap().values().next().unwrap();
    assert_eq!(black.point(), Some(point(15, 3)));
    let white = moves[1].property("W").unwrap().values().next().unwrap();
    let tt = white.point().unwrap();
    assert!(tt.is_pass_on(19, 19));
    assert!(!tt.is_pass_on(25, 25));

    let variation = tree.variations().nth(1).unwrap();
    let arrow = variation.nodes().next().unwrap().property("AR").unwrap();
    let (from, to) = arrow.values().next().unwrap().point_pair().unwrap();
    assert_eq!((from, to), (point(0, 0), point(25, 51)));

    let pass = tree.variations().next().unwrap().nodes().next().unwrap();
    assert!(pass
        .property("B")
        .unwrap()
        .values()
        .next()
        .unwrap()
        .is_empty());
}

#[test]
fn every_kind_of_line_break_is_one_line_break() {
    let text = "(;C[a\nb\r\nc\rd\n\re\\\n\rf])";
    let node = file(text)
        .game_trees()
        .next()
        .unwrap()
        .nodes()
        .next()
        .unwrap();
    let comment = node.property("C").unwrap().values().next().unwrap();
    assert_eq!(comment.text(), "a\nb\nc\nd\nef");
    assert_eq!(comment.simple_text(), "a b c d ef");
}

#[test]
fn points_from_letters() {
    assert_eq!(Point::from_letters("dp"), Some(point(3, 15)));
    assert_eq!(Point::from_letters("AZ"), Some(point(26, 51)));
    assert_eq!(Point::from_letters("d1"), None);
    assert_eq!(Point::from_letters("abc"), None);
}

#[test]
fn broken_trees_still_have_views() {
    let broken = file("(B[aa];[bb]PL(;W[cc]");
    let tree = broken.game_trees().next().unwrap();
    assert!(tree.r_paren().is_none());
    let nodes: Vec<_> = tree.nodes().collect();
    assert_eq!(nodes.len(), 2);
    assert!(nodes[0].semicolon().is_none());
    let properties: Vec<_> = nodes[1].properties().collect();
    assert_eq!(properties[0].identifier(), None);
    assert_eq!(properties[0].values().next().unwrap().raw_text(), "bb");
    assert_eq!(properties[1].identifier().as_deref(), Some("PL"));
    assert_eq!(properties[1].values().count(), 0);
    let variation = tree.variations().next().unwrap();
    assert!(variation.r_paren().is_none());

    let lower_case = file("(;b[aa])").game_trees().next().unwrap();
    let property = lower_case
        .nodes()
        .next()
        .unwrap()
        .properties()
        .next()
        .unwrap();
    assert_eq!(property.ident_token().unwrap().text(), "b");
    assert_eq!(property.identifier().as_deref(), Some(""));
    assert_eq!(property.values().next().unwrap().point(), None);
}

#[test]
fn walk_sees_variations_beyond_the_nesting_limit() {
    let depth = MAX_TREE_NESTING + 50;
    let text = format!("{}{}", "(;B[aa]".repeat(depth), ")".repeat(depth));
    let file = file(&text);
    let tree = file.game_trees().next().unwrap();
    let (mut open, mut nodes, mut close, mut deepest, mut level) = (0, 0, 0, 0, 0usize);
    for event in tree.walk() {
        match event {
            TreeEvent::Open(_) => {
                open += 1;
                level += 1;
                deepest = deepest.max(level);
            }
            TreeEvent::Node(_) => nodes += 1,
            TreeEvent::Close(_) => {
                close += 1;
                level -= 1;
            }
        }
    }
    assert_eq!((open, nodes, close, deepest), (depth, depth, depth, depth));

    let mut innermost = tree;
    while let Some(variation) = innermost.variations().next() {
        innermost = variation;
    }
    assert_eq!(innermost.nodes().count(), 1);
    assert!(innermost.r_paren().is_some());
}
