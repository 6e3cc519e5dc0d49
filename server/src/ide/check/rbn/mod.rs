//! RBN and RBX checks, record by record: what the format asks of labels, lines and notes
//! beyond their syntax, and the labels that carry over from record to record.

mod chars;
mod context;
mod date;
mod labels;
mod lines;
mod makes;
mod notes;
mod signature;

use super::FormatChecks;
use crate::ide::Diagnostic;
use gamerec_grammar::ast::AstNode;
use gamerec_grammar::rbn::ast::Record;
use gamerec_grammar::{SyntaxKind, SyntaxNode};

pub(super) use context::Context;

pub(super) struct Checks;

impl FormatChecks for Checks {
    type Context = Context;

    fn is_record(kind: SyntaxKind) -> bool {
        kind == SyntaxKind::RBN_RECORD
    }

    fn first_context(_root: &SyntaxNode) -> Context {
        Context::default()
    }

    fn check_record(record: &SyntaxNode, context: &Context, out: &mut Vec<Diagnostic>) -> Context {
        let Some(record) = Record::cast(record.clone()) else {
            return context.clone();
        };
        lines::check(&record, out);
        chars::check(&record, out);
        labels::check(&record, out);
        notes::check(&record, out);
        date::check(&record, out);
        makes::check(&record, out);
        context.after(&record)
    }

    fn check_file(root: &SyntaxNode, out: &mut Vec<Diagnostic>) {
        out.extend(signature::missing_signature(root));
    }
}

/// Whether `label` is an RBX group (`X{...}`) rather than an RBN line (`X ...`).
fn is_group(label: &gamerec_grammar::rbn::ast::Label) -> bool {
    label
        .syntax()
        .children_with_tokens()
        .nth(1)
        .is_some_and(|element| element.kind() == SyntaxKind::RBN_L_BRACE)
}

/// The label's name in messages: "`E` (Event or Main Heading)", "note `1`".
fn describe(label: &gamerec_grammar::rbn::ast::Label) -> String {
    match label.letter() {
        Some(digit) if digit.is_ascii_digit() => format!("note `{digit}`"),
        Some(letter) => match gamerec_grammar::rbn::spec::label(letter) {
            Some(spec) => format!("`{letter}` ({})", spec.name),
            None => format!("`{letter}`"),
        },
        None => "label".to_string(),
    }
}

#[cfg(test)]
mod tests;
