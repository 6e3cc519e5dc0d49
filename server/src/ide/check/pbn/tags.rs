//! Tags as a whole: a tag repeated in a game, a tag no PBN version or common program defines,
//! and a `Note` outside the auction and play sections.

use super::{name_range, tag_name};
use crate::ide::{Diagnostic, RelatedInformation, Severity};
use gamerec_grammar::ast::AstNode;
use gamerec_grammar::pbn::ast::Tag;
use gamerec_grammar::pbn::spec;
use gamerec_grammar::{SyntaxKind, TextRange};
use std::collections::HashMap;

pub(super) fn check(tags: &[Tag], out: &mut Vec<Diagnostic>) {
    let mut first_seen: HashMap<String, TextRange> = HashMap::with_capacity(tags.len());
    for tag in tags {
        let Some(name) = tag_name(tag) else { continue };
        let range = name_range(tag);
        if name == "Note" {
            let in_section = tag.syntax().parent().is_some_and(|parent| {
                matches!(
                    parent.kind(),
                    SyntaxKind::PBN_AUCTION | SyntaxKind::PBN_PLAY
                )
            });
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
        match first_seen.get(&name) {
            Some(&first) => {
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
            None => {
                first_seen.insert(name.clone(), range);
            }
        }
        if spec::tag(&name).is_none() && is_well_formed_name(&name) {
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
