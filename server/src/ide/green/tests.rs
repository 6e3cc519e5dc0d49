//! The views against the syntax nodes they stand for: offsets, children, the walks below a
//! node however deep it nests, text, and SGF values split at their `:`.

use super::*;
use gamerec_grammar::{parse, Format};

fn described(token: Token<'_>) -> String {
    format!("{:?} {:?} {:?}", token.kind, token.text, token.range)
}

#[test]
fn children_carry_their_offsets() {
    let parsed = parse(Format::Sgf, "(;B[aa];W[bb])");
    let tree = Node::root(&parsed).child_nodes().next();
    let Some(tree) = tree else {
        panic!("no game tree in {:?}", parsed.syntax());
    };
    let mut seen = Vec::new();
    for child in tree.children() {
        seen.push(match child {
            NodeOrToken::Node(node) => format!("{:?} {:?}", node.kind(), node.range()),
            NodeOrToken::Token(token) => described(token),
        });
    }
    let from_syntax: Vec<String> = parsed
        .syntax()
        .first_child()
        .into_iter()
        .flat_map(|tree| tree.children_with_tokens())
        .map(|element| match element {
            NodeOrToken::Node(node) => format!("{:?} {:?}", node.kind(), node.text_range()),
            NodeOrToken::Token(token) => format!(
                "{:?} {:?} {:?}",
                token.kind(),
                token.text(),
                token.text_range()
            ),
        })
        .collect();
    assert_eq!(seen, from_syntax);
    assert!(seen.len() > 2, "{seen:?}");

    let tokens: Vec<String> = tree.tokens().map(described).collect();
    let nodes: Vec<String> = tree
        .child_nodes()
        .map(|node| format!("{:?} {:?}", node.kind(), node.range()))
        .collect();
    let (kept_nodes, kept_tokens): (Vec<&String>, Vec<&String>) =
        seen.iter().partition(|line| !line.contains('"'));
    assert_eq!(tokens.iter().collect::<Vec<_>>(), kept_tokens);
    assert_eq!(nodes.iter().collect::<Vec<_>>(), kept_nodes);
}

#[test]
fn finds_the_first_child_of_a_kind() {
    let parsed = parse(Format::Sgf, "(;B[aa];W[bb])");
    let Some(tree) = Node::root(&parsed).child(SyntaxKind::SGF_GAME_TREE) else {
        panic!("no game tree in {:?}", parsed.syntax());
    };
    let close = tree.token(SyntaxKind::SGF_R_PAREN).map(described);
    assert_eq!(close.as_deref(), Some("SGF_R_PAREN \")\" 13..14"));
    assert!(tree.token(SyntaxKind::SGF_PROP_IDENT).is_none());
    let second = tree.child_nodes().nth(1).map(|node| node.range());
    assert_eq!(
        tree.child(SyntaxKind::SGF_NODE).map(|node| node.range()),
        tree.child_nodes().next().map(|node| node.range())
    );
    assert_eq!(second, Some(TextRange::new(7.into(), 13.into())));
}

#[test]
fn tokens_below_in_order_and_until_told_to_stop() {
    let text = "(;B[aa](;W[bb]))";
    let parsed = parse(Format::Sgf, text);
    let mut joined = String::new();
    let mut ranges_follow = true;
    let mut end = TextSize::from(0);
    Node::root(&parsed).for_each_token(|token| {
        joined.push_str(token.text);
        ranges_follow &=
            token.range.start() == end && token.range.len() == TextSize::of(token.text);
        end = token.range.end();
    });
    assert_eq!(joined, text);
    assert!(ranges_follow);

    let mut seen = 0;
    let finished = Node::root(&parsed).tokens_while(|token| {
        seen += 1;
        token.kind != SyntaxKind::SGF_PROP_IDENT
    });
    assert!(!finished);
    assert_eq!(seen, 3);
    assert!(Node::root(&parsed).tokens_while(|_| true));
}

#[test]
fn deep_nesting_goes_on_with_a_stack_on_the_heap() {
    let depth = 100_000;
    let text = format!("{}{}", "(;B[aa]".repeat(depth), ")".repeat(depth));
    let parsed = parse(Format::Sgf, &text);
    let mut count = 0usize;
    let mut end = TextSize::from(0);
    let mut ranges_follow = true;
    Node::root(&parsed).for_each_token(|token| {
        count += 1;
        ranges_follow &= token.range.start() == end;
        end = token.range.end();
    });
    assert_eq!(count, depth * 7);
    assert!(ranges_follow);
    assert_eq!(end, TextSize::of(text.as_str()));

    let mut until_deep = 0usize;
    let finished = Node::root(&parsed).tokens_while(|_| {
        until_deep += 1;
        until_deep < depth * 3
    });
    assert!(!finished);
    assert_eq!(until_deep, depth * 3);

    let mut nodes = 0usize;
    Node::root(&parsed).for_each_node_of(SyntaxKind::SGF_NODE, |_| nodes += 1);
    assert_eq!(nodes, depth);
    assert!(!Node::root(&parsed).contains(|kind| kind == SyntaxKind::ERROR));
}

#[test]
fn kinds_below_a_node_and_the_nodes_of_a_kind() {
    let text = "[Event \"Club night\"]\n[Board \"1\"]\n";
    let parsed = parse(Format::Pbn, text);
    let root = Node::root(&parsed);
    assert!(root.contains(|kind| kind == SyntaxKind::PBN_TAG_VALUE));
    assert!(!root.contains(|kind| kind == SyntaxKind::ERROR));
    let mut values = Vec::new();
    root.for_each_node_of(SyntaxKind::PBN_TAG_VALUE, |value| {
        values.push(&text[value.range()]);
    });
    let from_syntax: Vec<String> = parsed
        .syntax()
        .descendants()
        .filter(|node| node.kind() == SyntaxKind::PBN_TAG_VALUE)
        .map(|node| node.text().to_string())
        .collect();
    assert_eq!(values, from_syntax);
    assert_eq!(values.len(), 2);
}

#[test]
fn the_last_token_is_found_down_the_last_children() {
    let text = "(;B[aa]C[note]\n)\n";
    let parsed = parse(Format::Sgf, text);
    let last = Node::root(&parsed).last_token().map(described);
    let from_syntax = parsed.syntax().last_token().map(|token| {
        format!(
            "{:?} {:?} {:?}",
            token.kind(),
            token.text(),
            token.text_range()
        )
    });
    assert_eq!(last, from_syntax);
    let Some(tree) = Node::root(&parsed).child(SyntaxKind::SGF_GAME_TREE) else {
        panic!("no game tree in {:?}", parsed.syntax());
    };
    assert_eq!(
        tree.last_token().map(|token| (token.kind, token.range)),
        Some((SyntaxKind::SGF_R_PAREN, TextRange::at(15.into(), 1.into())))
    );
}

#[test]
fn text_is_read_compared_and_counted_token_by_token() {
    let text = "(;C[Ünïcode]\n;B[aa])";
    let parsed = parse(Format::Sgf, text);
    let root = Node::root(&parsed);
    assert_eq!(root.text(), text);
    assert!(root.text_eq(text));
    assert!(!root.text_eq("(;C[Unicode]\n;B[aa])"));
    assert!(!root.text_eq("(;C"));
    assert_eq!(root.char_count(), text.chars().count());
    let mut pushed = String::from(">");
    root.push_text(&mut pushed);
    assert_eq!(pushed, format!(">{text}"));
}

#[test]
fn sgf_values_split_at_the_compose_colon() {
    use super::sgf::{ff4_id, properties};
    let text = "(;FF[4]AddBlack[aa:cc][dd]C[a\\]b:c])";
    let parsed = parse(Format::Sgf, text);
    let Some(node) = Node::root(&parsed)
        .child(SyntaxKind::SGF_GAME_TREE)
        .and_then(|tree| tree.child(SyntaxKind::SGF_NODE))
    else {
        panic!("no node in {:?}", parsed.syntax());
    };
    let ids: Vec<String> = properties(node)
        .filter_map(|property| property.id().map(|id| id.into_owned()))
        .collect();
    assert_eq!(ids, ["FF", "AB", "C"]);
    assert_eq!(ff4_id("AddBlack"), "AB");

    let Some(add_black) = properties(node).nth(1) else {
        panic!("no second property in {text}");
    };
    let values: Vec<_> = add_black.values().collect();
    assert_eq!(values.len(), 2);
    let (first, second) = values[0].parts();
    assert_eq!(first.raw_text(), "aa");
    assert_eq!(
        second.and_then(|second| second.point()),
        Some(gamerec_grammar::sgf::Point { column: 2, row: 2 })
    );
    assert!(values[0].is_compose() && values[0].is_closed());
    assert!(values[1].is_one_point());
    assert_eq!(&text[values[1].range()], "[dd]");

    let Some(comment) = properties(node).nth(2).and_then(|c| c.values().next()) else {
        panic!("no comment in {text}");
    };
    assert_eq!(comment.raw_text(), "a\\]b:c");
    assert!(comment.raw_text_contains(']') && !comment.is_empty());
}

#[test]
fn line_end_is_read_from_the_last_tokens() {
    for (text, end) in [
        ("[Event \"x\"]\r\n", "\r\n"),
        ("[Event \"x\"]\n", "\n"),
        ("[Event \"x\"]\r", "\r"),
        ("[Event \"x\"]", ""),
        ("", ""),
        ("{a\r\n}\n\r\n", "\r\n"),
    ] {
        let parsed = gamerec_grammar::parse(gamerec_grammar::Format::Pbn, text);
        assert_eq!(Node::root(&parsed).line_end(), end, "{text:?}");
    }
}

#[test]
fn tokens_outside_skipped_subtrees_keep_their_offsets() {
    // Deep enough that the walk goes on with a stack on the heap.
    let text = format!("{}(;B[aa]C[x];W[bb]){}", "(;".repeat(40), ")".repeat(40));
    let parsed = parse(Format::Sgf, &text);
    let skip = |kind| kind == SyntaxKind::SGF_PROPERTY;
    let mut seen = Vec::new();
    Node::root(&parsed).for_each_token_outside(skip, |token| seen.push(described(token)));
    let from_syntax: Vec<String> = parsed
        .syntax()
        .descendants_with_tokens()
        .filter_map(|element| element.into_token())
        .filter(|token| !token.parent_ancestors().any(|node| skip(node.kind())))
        .map(|token| {
            format!(
                "{:?} {:?} {:?}",
                token.kind(),
                token.text(),
                token.text_range()
            )
        })
        .collect();
    assert!(from_syntax.len() > 120, "{from_syntax:?}");
    assert!(!from_syntax.iter().any(|token| token.contains("\"aa\"")));
    assert_eq!(seen, from_syntax);
}
