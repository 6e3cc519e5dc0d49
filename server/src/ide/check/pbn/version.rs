//! The version hint: a PBN file should say which version of the standard it follows
//! (`% PBN 2.1`) before its first game.

use crate::ide::{Diagnostic, Severity};
use gamerec_grammar::ast::AstNode;
use gamerec_grammar::pbn::ast::Directive;
use gamerec_grammar::{SyntaxKind, SyntaxNode, TextRange, TextSize};

const MESSAGE: &str = "the file has no `% PBN <version>` line (such as `% PBN 2.1`) before its \
first game; programs tell from it which version of PBN the file follows, and whether the tags \
and sections added in PBN 2.x may be used";

/// A hint when no `% PBN <major>.<minor>` line comes before the first game. Only the root's
/// children before the first game are looked at; a file without games gets none.
pub(super) fn missing_version(root: &SyntaxNode) -> Option<Diagnostic> {
    let mut first_game = None;
    for child in root.children() {
        if child.kind() == SyntaxKind::PBN_GAME {
            first_game = Some(child);
            break;
        }
        if Directive::cast(child).is_some_and(|directive| is_version_line(&directive)) {
            return None;
        }
    }
    let game = first_game?;
    let range = leading_tag(&game).unwrap_or_else(|| first_line(root));
    Some(Diagnostic::new(
        "pbn/missing-version",
        Severity::Hint,
        range,
        MESSAGE,
    ))
}

/// Whether the directive is `% PBN` followed by a version number such as `2.1`.
fn is_version_line(directive: &Directive) -> bool {
    let named_pbn = directive
        .name()
        .is_some_and(|name| name.text().eq_ignore_ascii_case("PBN"));
    named_pbn
        && directive
            .text()
            .is_some_and(|text| starts_with_version(text.text()))
}

/// Whether `text` starts with `<digits>.<digits>`.
fn starts_with_version(text: &str) -> bool {
    let text = text.trim_start();
    let major = text.len() - text.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let Some(rest) = text.get(major..).and_then(|rest| rest.strip_prefix('.')) else {
        return false;
    };
    major > 0 && rest.starts_with(|c: char| c.is_ascii_digit())
}

/// The range of the game's first tag when the file starts with it.
fn leading_tag(game: &SyntaxNode) -> Option<TextRange> {
    let tag = game.first_child()?;
    let range = tag.text_range();
    (tag.kind() == SyntaxKind::PBN_TAG && range.start() == TextSize::from(0)).then_some(range)
}

/// The range of the file's first line, without its line end.
fn first_line(root: &SyntaxNode) -> TextRange {
    let mut end = TextSize::from(0);
    let mut token = root.first_token();
    while let Some(current) = token {
        let text = current.text();
        match text.find(['\r', '\n']) {
            Some(at) => {
                end += TextSize::try_from(at).unwrap_or_default();
                break;
            }
            None => end += current.text_range().len(),
        }
        token = current.next_token();
    }
    TextRange::new(TextSize::from(0), end)
}
