//! Where a PBN file says which version of the standard it follows: a `% PBN <major>.<minor>`
//! line (`% PBN 2.1`, `%PBN 1.0`) among the lines before its first tag. `% PBN (c) 2021 …`
//! and other `% PBN` comments are not version lines.

use gamerec_grammar::ast::AstNode;
use gamerec_grammar::pbn::ast::Directive;
use gamerec_grammar::{SyntaxKind, SyntaxNode};

/// The file's version line, if one comes before its first tag: among the directives before
/// the first game, or at the head of the first game (where a comment line before the
/// directives puts them).
pub(crate) fn version_line(root: &SyntaxNode) -> Option<Directive> {
    let mut before_first_game = root
        .children()
        .take_while(|child| child.kind() != SyntaxKind::PBN_GAME);
    if let Some(found) = before_first_game.find_map(as_version_line) {
        return Some(found);
    }
    let first_game = root
        .children()
        .find(|child| child.kind() == SyntaxKind::PBN_GAME)?;
    first_game
        .children()
        .take_while(|child| child.kind() == SyntaxKind::PBN_DIRECTIVE)
        .find_map(as_version_line)
}

fn as_version_line(node: SyntaxNode) -> Option<Directive> {
    let directive = Directive::cast(node)?;
    let named_pbn = directive
        .name()
        .is_some_and(|name| name.text().eq_ignore_ascii_case("PBN"));
    let numbered = directive
        .text()
        .is_some_and(|text| starts_with_version(text.text()));
    (named_pbn && numbered).then_some(directive)
}

/// Whether `text` starts with `<digits>.<digits>`.
fn starts_with_version(text: &str) -> bool {
    let text = text.trim_start();
    let major = text.len() - text.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let minor = text.get(major..).and_then(|rest| rest.strip_prefix('.'));
    major > 0 && minor.is_some_and(|minor| minor.starts_with(|c: char| c.is_ascii_digit()))
}

#[cfg(test)]
mod tests {
    use super::version_line;
    use gamerec_grammar::ast::AstNode;
    use gamerec_grammar::{parse, Format};

    fn found(text: &str) -> Option<String> {
        let parsed = parse(Format::Pbn, text);
        version_line(&parsed.syntax()).map(|line| line.syntax().text().to_string())
    }

    #[test]
    fn version_lines() {
        assert_eq!(
            found("% PBN 2.1\n[Event \"e\"]\n").as_deref(),
            Some("% PBN 2.1")
        );
        assert_eq!(
            found("%PBN 1.0\r\n[Event \"e\"]\r\n").as_deref(),
            Some("%PBN 1.0")
        );
        assert_eq!(
            found("% EXPORT\n% pbn 2.0\n[Event \"e\"]\n").as_deref(),
            Some("% pbn 2.0")
        );
        // A comment line first puts the directives inside the first game.
        assert_eq!(
            found(";c\n% PBN 2.1\n[Event \"e\"]\n").as_deref(),
            Some("% PBN 2.1")
        );
    }

    #[test]
    fn not_version_lines() {
        assert_eq!(found("% PBN (c) 2021 rpbridge.net\n[Event \"e\"]\n"), None);
        assert_eq!(found("% PBN 2\n[Event \"e\"]\n"), None);
        assert_eq!(found("%PBN\n[Event \"e\"]\n"), None);
        assert_eq!(found("[Event \"e\"]\n% PBN 2.1\n[Site \"s\"]\n"), None);
        assert_eq!(found(""), None);
    }
}
