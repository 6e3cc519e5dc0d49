//! What the `%` lines before a PBN file's first game declare: export format (`% EXPORT`), a
//! version 1.x (`% PBN 1.0`, whose export format has 14 mandatory tags, not 15) and the charset
//! UTF-8. The checker and the formatter read the head here, so that they agree.

use gamerec_grammar::ast::AstNode;
use gamerec_grammar::pbn::ast::Directive;
use gamerec_grammar::{SyntaxKind, SyntaxNode};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(crate) struct Head {
    pub export: bool,
    /// The last `% PBN` line of the head names a version 1.x.
    pub version_1: bool,
    /// A `charset=` of the head names UTF-8, so characters beyond ISO-8859-1 are intended.
    pub utf8: bool,
}

/// The head of the document whose root is `root`: the `%` lines before its first game.
pub(crate) fn read(root: &SyntaxNode) -> Head {
    let mut head = Head::default();
    for child in root.children() {
        if child.kind() == SyntaxKind::PBN_GAME {
            break;
        }
        if let Some(directive) = Directive::cast(child) {
            read_directive(&directive, &mut head);
        }
    }
    head
}

fn read_directive(directive: &Directive, head: &mut Head) {
    let name = directive.name().map(|token| token.text().to_string());
    let text = directive
        .text()
        .map(|token| token.text().to_string())
        .unwrap_or_default();
    match name.as_deref() {
        Some(name) if name.eq_ignore_ascii_case("EXPORT") => head.export = true,
        Some(name) if name.eq_ignore_ascii_case("PBN") => {
            head.version_1 = text.trim().starts_with("1.");
        }
        _ => {
            let lower = directive.syntax().text().to_string().to_ascii_lowercase();
            if let Some(at) = lower.find("charset=") {
                let charset = lower.get(at + "charset=".len()..).unwrap_or("").trim();
                head.utf8 = charset.starts_with("utf-8") || charset.starts_with("utf8");
            }
        }
    }
}
