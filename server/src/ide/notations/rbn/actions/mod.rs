//! RBN and RBX fixes, and the source actions that convert records between the two layouts.

mod labels;
mod notes;
mod rbx;
mod rotation;

use crate::ide::actions::CodeAction;
use crate::ide::notations::bridge::actions::deal;
use crate::ide::Diagnostic;
use gamerec_grammar::{Format, Parse, TextRange};

pub(crate) fn quick_fixes(parse: &Parse, diagnostic: &Diagnostic) -> Vec<CodeAction> {
    let root = parse.syntax();
    let range = diagnostic.range;
    match diagnostic.code {
        "rbn/ranks-out-of-order" => deal::sort_ranks(&root, range),
        "rbn/duplicate-card" => deal::remove_duplicate(&root, range),
        "rbn/makes-uneven-deal" => deal::fill_record_deal(&root, range),
        "rbn/missing-note" => notes::add_note(&root, range, parse.format()),
        "rbn/unknown-label" => labels::upper_case_label(&root, range),
        "rbn/missing-signature" => rbx::add_signature(&root, Format::Rbn),
        "rbx/missing-signature" => rbx::add_signature(&root, Format::Rbx),
        "rbn/dealer-off-rotation" => rotation::auction_start(&root, range),
        _ => Vec::new(),
    }
}

/// An RBN record converted to RBX, or an RBX record to RBN.
pub(crate) fn source_actions(parse: &Parse, range: TextRange) -> Vec<CodeAction> {
    let into = if parse.format() == Format::Rbx {
        Format::Rbn
    } else {
        Format::Rbx
    };
    rbx::convert_records(parse, &parse.syntax(), range, into)
}
