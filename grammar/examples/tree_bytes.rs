//! Where a syntax tree's bytes go, by kind: each distinct green node and token counted once
//! (shared subtrees and interned tokens are counted where they first appear), at the sizes
//! rowan gives them on a 64-bit machine, rounded up to eight bytes.
//!
//! `cargo run --release -p gamerec-grammar --example tree_bytes -- FILE...`

use gamerec_grammar::{parse, Format, NodeOrToken};
use std::collections::{HashMap, HashSet};

/// A green node's or token's header: reference count, kind, length, child count or text length.
const HEADER: usize = 24;
/// One child slot of a node: its offset and a pointer, with the enum's tag.
const CHILD: usize = 16;

fn main() {
    for path in std::env::args().skip(1) {
        let text = match std::fs::read(&path) {
            Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
            Err(error) => {
                eprintln!("{path}: {error}");
                continue;
            }
        };
        // The two PPNs share `.ppn`: the content tells them apart, as in the CLI.
        let format = Format::from_path(path.as_ref())
            .map(|format| format.by_content(&text))
            .or_else(|| Format::detect(&text))
            .unwrap_or(Format::Sgf);
        let parsed = parse(format, &text);
        let mut seen: HashSet<usize> = HashSet::new();
        let mut by_kind: HashMap<String, (usize, usize)> = HashMap::new();
        for element in parsed.syntax().descendants_with_tokens() {
            let (address, kind, size) = match &element {
                NodeOrToken::Node(node) => {
                    let green = node.green();
                    let data: &rowan::GreenNodeData = green;
                    let address = std::ptr::from_ref(data).cast::<u8>() as usize;
                    let size = HEADER + CHILD * green.children().len();
                    (address, format!("{:?}", node.kind()), size)
                }
                NodeOrToken::Token(token) => {
                    let address = std::ptr::from_ref(token.green()).cast::<u8>() as usize;
                    let size = HEADER + token.text().len();
                    (address, format!("{:?} (token)", token.kind()), size)
                }
            };
            if seen.insert(address) {
                let entry = by_kind.entry(kind).or_default();
                entry.0 += 1;
                entry.1 += size.div_ceil(8) * 8;
            }
        }
        let mut rows: Vec<(String, (usize, usize))> = by_kind.into_iter().collect();
        rows.sort_by_key(|(_, (_, bytes))| std::cmp::Reverse(*bytes));
        let total: usize = rows.iter().map(|(_, (_, bytes))| bytes).sum();
        println!("{path}: {:.1} MB of tree", total as f64 / 1e6);
        for (kind, (count, bytes)) in rows.iter().take(15) {
            println!("  {kind:32} {count:>10} {:>9.1} MB", *bytes as f64 / 1e6);
        }
    }
}
