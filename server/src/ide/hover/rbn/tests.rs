//! Hover snapshots in RBN and RBX at many positions, and a no-panic walk over the corpus.

use crate::ide::fixture::parse_at;
use crate::ide::hover::{hover, HoverCache};
use expect_test::{expect, Expect};
use gamerec_grammar::Format;

/// The hovered text between `«»` and the Markdown, or `no hover`.
pub(crate) fn render(format: Format, text: &str) -> String {
    let (parse, offset) = parse_at(format, text);
    match hover(&parse, offset, &HoverCache::default()) {
        Some(found) => {
            let source = parse.syntax().to_string();
            let range = found.range;
            let covered = source
                .get(usize::from(range.start())..usize::from(range.end()))
                .unwrap_or("<bad range>");
            format!("«{covered}»\n{}", found.markup.to_markdown())
        }
        None => "no hover".to_string(),
    }
}

fn check(format: Format, text: &str, expect: Expect) {
    expect.assert_eq(&render(format, text));
}

const RECORD: &str = "% RBN 3.2
D 19980131:1930
F I
S R16:2
N Wolff+Hamman:Stansby+:C
B 7
H W:873.A6.KT864.KQ8:96.T54.97.AJ9643:T542.K93.AQ53.52:
A SE:1SP2SP:4SA
C 4S:S
P C3AK2:S5A6T:H3A4K
R 10+620:+4
M 9:AAB:987A8=:!=
";

fn at(marker_before: &str) -> String {
    let at = RECORD.find(marker_before).expect("marker in record");
    let mut text = RECORD.to_string();
    text.insert(at, '‸');
    text
}

#[test]
fn smoke() {
    for needle in ["H W", "873", "1S", "4SA", "4S:", "C3", "AK2", "S5A", "10+", "+4", "987", "!=", "199", "I\n", "R16", "Wolff", ":C\n", "E:1"] {
        println!("=== {needle}\n{}", render(Format::Rbn, &at(needle)));
    }
}
