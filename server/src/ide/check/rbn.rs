//! RBN and RBX checks, record by record.

use super::FormatChecks;
use crate::ide::{Diagnostic, Severity};
use gamerec_grammar::{SyntaxKind, SyntaxNode, TextRange, TextSize};

pub(super) struct Checks;

/// What a record takes over from the records before it.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub(super) struct Context {}

impl FormatChecks for Checks {
    type Context = Context;

    fn is_record(kind: SyntaxKind) -> bool {
        kind == SyntaxKind::RBN_RECORD
    }

    fn first_context(_root: &SyntaxNode) -> Context {
        Context::default()
    }

    fn check_record(
        _record: &SyntaxNode,
        context: &Context,
        _out: &mut Vec<Diagnostic>,
    ) -> Context {
        super::rbn_game::check_record(_record, None, _out);
        context.clone()
    }

    fn check_file(root: &SyntaxNode, out: &mut Vec<Diagnostic>) {
        out.extend(missing_signature(root));
    }
}

/// A hint when the first line does not identify the file: `% RBN` (or `%RBN`) for RBN, a
/// `%{RBX}` group for RBX.
fn missing_signature(root: &SyntaxNode) -> Option<Diagnostic> {
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
