//! The version hint: a PBN file should say which version of the standard it follows
//! (`% PBN 2.1`) before its first tag.

use crate::ide::notations::pbn::version::version_line;
use crate::ide::{Diagnostic, Severity};
use gamerec_grammar::{SyntaxKind, SyntaxNode, TextRange, TextSize};

const MESSAGE: &str = "the file has no `% PBN <version>` line (such as `% PBN 2.1`) before its \
first tag; programs tell from it which version of PBN the file follows, and whether the tags \
and sections added in PBN 2.x may be used";

/// A hint when no `% PBN <major>.<minor>` line comes before the first tag; a file without
/// games gets none.
pub(super) fn missing_version(root: &SyntaxNode) -> Option<Diagnostic> {
    let game = root
        .children()
        .find(|child| child.kind() == SyntaxKind::PBN_GAME)?;
    if version_line(root).is_some() {
        return None;
    }
    let range = leading_tag(&game).unwrap_or_else(|| first_line(root));
    Some(Diagnostic::new(
        "pbn/missing-version",
        Severity::Hint,
        range,
        MESSAGE,
    ))
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
