//! Very deep, very long and very wide SGF collections parse, walk and drop on a 2 MiB stack.

use gamerec_grammar::{sgf, SyntaxKind};

const COUNT: usize = 100_000;

/// Runs `test` on a thread with the default test stack size, so a recursion that depends on the
/// input shows up as a stack overflow.
fn on_small_stack(test: impl FnOnce() + Send + 'static) {
    std::thread::Builder::new()
        .stack_size(2 * 1024 * 1024)
        .spawn(test)
        .expect("spawning the test thread")
        .join()
        .expect("the test thread finished without panicking");
}

fn check(text: String, expected_nodes: usize) {
    let parse = sgf::parse(&text);
    assert!(parse.errors().is_empty(), "{:?}", parse.errors().first());
    let root = parse.syntax();
    let nodes = root
        .descendants()
        .filter(|node| node.kind() == SyntaxKind::SGF_NODE)
        .count();
    assert_eq!(nodes, expected_nodes);
    assert_eq!(root.text().len(), rowan::TextSize::new(text.len() as u32));
    assert_eq!(root.text().to_string(), text);
    drop(root);
    drop(parse);
}

#[test]
fn variations_nested_100_000_deep() {
    on_small_stack(|| {
        let text = format!("{}{}", "(;B[aa]".repeat(COUNT), ")".repeat(COUNT));
        check(text, COUNT);
    });
}

#[test]
fn deeply_nested_trees_compare_and_hash() {
    use std::hash::{Hash, Hasher};

    on_small_stack(|| {
        let text = format!("{}{}", "(;B[aa]".repeat(COUNT), ")".repeat(COUNT));
        let first = sgf::parse(&text);
        let second = sgf::parse(&text);
        assert_eq!(first, second);
        let hash = |parse: &gamerec_grammar::Parse| {
            let mut hasher = std::collections::hash_map::DefaultHasher::new();
            parse.green().hash(&mut hasher);
            hasher.finish()
        };
        assert_eq!(hash(&first), hash(&second));
        drop((first, second));
    });
}

#[test]
fn nested_100_000_deep_without_nodes_and_unclosed() {
    on_small_stack(|| {
        let text = "(".repeat(COUNT);
        let parse = sgf::parse(&text);
        assert_eq!(parse.syntax().text().to_string(), text);
        assert!(!parse.errors().is_empty());
        drop(parse);
    });
}

#[test]
fn sequence_of_100_000_nodes() {
    on_small_stack(|| {
        let text = format!("({})", ";B[aa];W[bb]".repeat(COUNT / 2));
        check(text, COUNT);
    });
}

#[test]
fn game_tree_with_100_000_variations() {
    on_small_stack(|| {
        let text = format!("(;GM[1]{})", "(;B[aa])".repeat(COUNT));
        check(text, COUNT + 1);
    });
}
