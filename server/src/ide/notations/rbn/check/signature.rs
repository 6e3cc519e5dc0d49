//! The file-signature hint: the first line should name the format (`% RBN`, `%{RBX}`).

use crate::ide::{Diagnostic, Severity};
use gamerec_grammar::{SyntaxKind, SyntaxNode, TextRange, TextSize};

/// A hint when the first line does not identify the file: `% RBN` (or `%RBN`) for RBN, a
/// `%{RBX}` group for RBX.
pub(super) fn missing_signature(root: &SyntaxNode) -> Option<Diagnostic> {
    let text = root.text();
    if text.is_empty() {
        return None;
    }
    let rbx = root.kind() == SyntaxKind::RBX_FILE;
    let first_line = first_line(root);
    let head: String = first_line.chars().take(6).collect();
    let signed = if rbx {
        head.starts_with("%{RBX")
    } else {
        head.starts_with("% RBN") || head.starts_with("%RBN")
    };
    if signed {
        return None;
    }
    let end = TextSize::try_from(first_line.len()).unwrap_or_default();
    let (code, message) = if rbx {
        (
            "rbx/missing-signature",
            "the first line does not start with `%{RBX}`, which identifies an RBX file to other programs",
        )
    } else {
        (
            "rbn/missing-signature",
            "the first line does not start with `% RBN`, which identifies an RBN file to other programs",
        )
    };
    Some(Diagnostic::new(
        code,
        Severity::Hint,
        TextRange::new(TextSize::from(0), end),
        message,
    ))
}

/// The text of the file's first line, without its line end.
fn first_line(root: &SyntaxNode) -> String {
    let mut line = String::new();
    let mut token = root.first_token();
    while let Some(current) = token {
        if current.kind() == SyntaxKind::NEWLINE {
            break;
        }
        let text = current.text();
        match text.find(['\r', '\n']) {
            Some(end) => {
                line.push_str(&text[..end]);
                break;
            }
            None => line.push_str(text),
        }
        token = current.next_token();
    }
    line
}
