//! `docs/syntax-trees.md` has a table row for exactly the `SyntaxKind`s that exist.
//!
//! The kind tables are the Markdown tables whose header is `| kind | is | covers |`. Their
//! first cell names one kind in backticks. Every kind in `SyntaxKind::ALL` must head exactly
//! one of their rows, and every name heading a row must be a kind. Also, every backticked
//! ALL-CAPS name with an underscore (`RBN_CARD`, `SGF_POINT`) in any table row of the page must
//! be a kind. This catches a row that was renamed in the code but not in the page. So a kind
//! that is added, renamed or removed fails this test until the page follows.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;

use gamerec_grammar::SyntaxKind;
use gamerec_tests::workspace_root;

const PAGE: &str = "docs/syntax-trees.md";
const KIND_TABLE_HEADER: [&str; 3] = ["kind", "is", "covers"];

fn page() -> String {
    let path = workspace_root().join(PAGE);
    fs::read_to_string(&path).unwrap_or_else(|error| panic!("cannot read {PAGE}: {error}"))
}

fn kind_names() -> BTreeSet<String> {
    SyntaxKind::ALL
        .iter()
        .map(|kind| format!("{kind:?}"))
        .collect()
}

/// The cells of a Markdown table row (a line starting with `|`), trimmed. `\|` does not split.
fn cells(row: &str) -> Vec<String> {
    let inner = row.trim().trim_start_matches('|');
    let inner = inner.strip_suffix('|').unwrap_or(inner);
    let mut cells = vec![String::new()];
    let mut chars = inner.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' if chars.peek() == Some(&'|') => {
                chars.next();
                cells.last_mut().expect("there is a cell").push('|');
            }
            '|' => cells.push(String::new()),
            _ => cells.last_mut().expect("there is a cell").push(c),
        }
    }
    cells.iter().map(|cell| cell.trim().to_string()).collect()
}

/// The texts of the backticked code spans in `text`.
fn code_spans(text: &str) -> Vec<&str> {
    text.split('`').skip(1).step_by(2).collect()
}

/// Whether a code span looks like a kind name: upper-case letters and digits in words joined
/// by `_`, at least two words.
fn looks_like_kind(span: &str) -> bool {
    let words: Vec<&str> = span.split('_').collect();
    words.len() >= 2
        && words.iter().all(|word| {
            word.starts_with(|c: char| c.is_ascii_uppercase())
                && word
                    .chars()
                    .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit())
        })
}

struct Tables {
    /// The name heading each row of a kind table, with the page's line numbers.
    row_heads: BTreeMap<String, Vec<usize>>,
    /// Rows of kind tables whose first cell is not one backticked name.
    malformed: Vec<usize>,
    /// Kind-like names in any table row, with the line they are on.
    mentioned: Vec<(String, usize)>,
}

fn read_tables(text: &str) -> Tables {
    let mut tables = Tables {
        row_heads: BTreeMap::new(),
        malformed: Vec::new(),
        mentioned: Vec::new(),
    };
    let mut in_kind_table = false;
    let mut previous_was_row = false;
    for (index, line) in text.lines().enumerate() {
        let number = index + 1;
        let is_row = line.trim_start().starts_with('|');
        if !is_row {
            in_kind_table = false;
            previous_was_row = false;
            continue;
        }
        let row = cells(line);
        if !previous_was_row {
            in_kind_table = row == KIND_TABLE_HEADER;
        }
        previous_was_row = true;
        for span in code_spans(line) {
            if looks_like_kind(span) {
                tables.mentioned.push((span.to_string(), number));
            }
        }
        let is_separator = row
            .iter()
            .all(|cell| !cell.is_empty() && cell.chars().all(|c| matches!(c, '-' | ':')));
        if !in_kind_table || row == KIND_TABLE_HEADER || is_separator {
            continue;
        }
        let first = row.first().map(String::as_str).unwrap_or("");
        match first
            .strip_prefix('`')
            .and_then(|rest| rest.strip_suffix('`'))
        {
            Some(name) if !name.contains('`') => {
                tables
                    .row_heads
                    .entry(name.to_string())
                    .or_default()
                    .push(number);
            }
            _ => tables.malformed.push(number),
        }
    }
    tables
}

fn join_numbers(numbers: &[usize]) -> String {
    let numbers: Vec<String> = numbers.iter().map(usize::to_string).collect();
    numbers.join(", ")
}

#[test]
fn every_syntax_kind_has_one_row_and_every_row_names_a_kind() {
    let kinds = kind_names();
    assert!(kinds.len() > 100, "SyntaxKind::ALL looks incomplete");
    let tables = read_tables(&page());
    let mut problems = Vec::new();

    for kind in &kinds {
        match tables.row_heads.get(kind).map(Vec::len) {
            None => problems.push(format!(
                "`{kind}` has no row in a `| kind | is | covers |` table"
            )),
            Some(1) => {}
            Some(_) => problems.push(format!(
                "`{kind}` heads more than one row (lines {})",
                join_numbers(&tables.row_heads[kind])
            )),
        }
    }
    for (name, lines) in &tables.row_heads {
        if !kinds.contains(name) {
            problems.push(format!(
                "line {}: `{name}` heads a row but is not a SyntaxKind",
                join_numbers(lines)
            ));
        }
    }
    for line in &tables.malformed {
        problems.push(format!(
            "line {line}: a kind table row must start with one backticked kind name"
        ));
    }
    for (name, line) in &tables.mentioned {
        if !kinds.contains(name) {
            problems.push(format!(
                "line {line}: `{name}` in a table is not a SyntaxKind"
            ));
        }
    }

    assert!(
        problems.is_empty(),
        "{PAGE} is out of sync with grammar/src/syntax_kind.rs:\n{}",
        problems.join("\n")
    );
}

#[test]
fn table_rows_are_read_the_way_markdown_reads_them() {
    assert_eq!(
        cells("| `RBN_BAR` | token | `\\|` in free text |"),
        ["`RBN_BAR`", "token", "`|` in free text"]
    );
    assert_eq!(
        code_spans("`A_B` and `c`"),
        ["A_B", "c"],
        "code spans are the text between pairs of backticks"
    );
    assert!(looks_like_kind("SGF_POINT"));
    assert!(looks_like_kind("RBN_NOTE_REF"));
    assert!(!looks_like_kind("ERROR"));
    assert!(!looks_like_kind("T L E F"));
    assert!(!looks_like_kind("Note_x"));
}
