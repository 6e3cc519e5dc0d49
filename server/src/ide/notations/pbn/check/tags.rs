//! Tags as a whole: a tag repeated in a game, a tag no PBN version or common program defines,
//! and a `Note` outside the auction and play sections.

use super::tag_table::TagTable;
use crate::ide::check::Findings;
use crate::ide::{Diagnostic, RelatedInformation, Severity};
use gamerec_grammar::SyntaxKind;

pub(super) fn check(table: &TagTable, out: &mut Findings) {
    // The known tags seen so far, as bits of their index in the spec table.
    let mut seen_known: u128 = 0;
    for (at, tag) in table.tags.iter().enumerate() {
        let Some(name) = tag.name_text() else {
            continue;
        };
        let range = tag.name_range();
        if name == "Note" {
            let in_section = matches!(tag.parent, SyntaxKind::PBN_AUCTION | SyntaxKind::PBN_PLAY);
            if !in_section {
                out.push(Diagnostic::error(
                    "pbn/misplaced-note",
                    range,
                    "`[Note]` stands outside the auction and play sections; a note belongs \
                     after the calls or cards whose `=n=` it explains",
                ));
            }
            continue;
        }
        let index = tag
            .spec
            .map(|(index, _)| index)
            .filter(|&index| index < 128);
        let repeated = match index {
            Some(index) => {
                let bit = 1u128 << index;
                let seen = seen_known & bit != 0;
                seen_known |= bit;
                seen
            }
            None => table.tags[..at]
                .iter()
                .any(|earlier| earlier.name_text() == Some(name)),
        };
        if repeated {
            let first = table.tags[..at]
                .iter()
                .find(|earlier| earlier.name_text() == Some(name))
                .map_or(range, |earlier| earlier.name_range());
            let mut diagnostic = Diagnostic::warning(
                "pbn/duplicate-tag",
                range,
                format!(
                    "`[{name}]` is repeated in this game; programs keep the first one and \
                     ignore this one"
                ),
            );
            diagnostic.related.push(RelatedInformation {
                range: first,
                message: format!("the first `[{name}]` of the game"),
            });
            out.push(diagnostic);
        }
        if tag.spec.is_none() && is_well_formed_name(name) {
            out.push(Diagnostic::new(
                "pbn/unknown-tag",
                Severity::Info,
                range,
                format!(
                    "`[{name}]` is not a tag of PBN 2.1 nor a common extension; programs that \
                     do not know it skip it"
                ),
            ));
        }
    }
}

/// Whether the parser accepted the name (otherwise it already reported it).
fn is_well_formed_name(name: &str) -> bool {
    name.starts_with(|c: char| c.is_ascii_uppercase())
        && name
            .bytes()
            .all(|byte| byte.is_ascii_alphanumeric() || byte == b'_')
}
