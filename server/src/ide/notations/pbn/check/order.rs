//! The tags a section needs before it: `Dealer` before the auction; `Deal`, `Declarer` and
//! `Contract` before the play.

use super::tag_table::TagTable;
use super::Context;
use crate::ide::check::Findings;
use crate::ide::{Diagnostic, RelatedInformation};
use gamerec_grammar::SyntaxKind;

/// Each section tag and the tags that must come before it.
const NEEDS: &[(&str, &[&str], &str)] = &[
    ("Auction", &["Dealer"], "the calls start with the dealer"),
    (
        "Play",
        &["Deal", "Declarer", "Contract"],
        "the play needs the cards, the declarer and the trump suit",
    ),
];

pub(super) fn check(table: &TagTable, context: &Context, out: &mut Findings) {
    for &(section, needed, why) in NEEDS {
        let Some((section_at, section_tag)) = table.first(section) else {
            continue;
        };
        let section_range = section_tag.name_range();
        for &tag in needed {
            if tag == "Declarer" && is_end_position(table) {
                continue;
            }
            match table.first(tag) {
                Some((at, _)) if at < section_at => {}
                Some((_, found)) => {
                    let mut diagnostic = Diagnostic::error(
                        "pbn/tag-after-section",
                        found.name_range(),
                        format!(
                            "`[{tag}]` follows `[{section}]`; PBN requires {tag} before the \
                             {} section because {why}",
                            section.to_ascii_lowercase()
                        ),
                    );
                    diagnostic.related.push(RelatedInformation {
                        range: section_range,
                        message: format!("the `[{section}]` section starts here"),
                    });
                    out.push(diagnostic);
                }
                None if context.seen.contains(tag) == Some(true) => out.push(Diagnostic::warning(
                    "pbn/section-tag-not-repeated",
                    section_range,
                    format!(
                        "the game has `[{section}]` but no `[{tag}]`: it seems to rely on the \
                         `[{tag}]` of an earlier game, but PBN does not carry {tag} over; \
                         repeat it before the {} section",
                        section.to_ascii_lowercase()
                    ),
                )),
                None => out.push(Diagnostic::error(
                    "pbn/section-without-tag",
                    section_range,
                    format!(
                        "the game has `[{section}]` but no `[{tag}]`; PBN requires {tag} \
                         before the {} section because {why}",
                        section.to_ascii_lowercase()
                    ),
                )),
            }
        }
    }
}

/// Whether the game is an end position, whose `Contract` gives only the trump denomination:
/// its `Play` value is the leader, and no declarer is needed.
fn is_end_position(table: &TagTable) -> bool {
    let contract = table.first("Contract").and_then(|(_, tag)| tag.value);
    contract.is_some_and(|value| {
        value.token(SyntaxKind::PBN_STRAIN).is_some()
            && value.token(SyntaxKind::PBN_LEVEL).is_none()
    })
}
