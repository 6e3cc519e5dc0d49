//! RBN and RBX fix: a label letter written in lower case where only the upper-case letter is
//! a label (`b 1` for `B 1`; D, H, C, R and M may be lower case and are left alone).

use crate::ide::actions::{edit, token_at, CodeAction};
use gamerec_grammar::{SyntaxNode, TextRange, TextSize};

/// The letters of the RBN labels.
const LABELS: &str = "DTLEFSKNBHACPRMI";

/// For `rbn/unknown-label` on a lower-case letter whose upper case is a label: that letter.
pub(super) fn upper_case_label(root: &SyntaxNode, range: TextRange) -> Vec<CodeAction> {
    let Some(token) = token_at(root, range.start()) else {
        return Vec::new();
    };
    let within = usize::from(range.start() - token.text_range().start());
    let Some(letter) = token
        .text()
        .get(within..)
        .and_then(|rest| rest.chars().next())
    else {
        return Vec::new();
    };
    let upper = letter.to_ascii_uppercase();
    if !letter.is_ascii_lowercase() || !LABELS.contains(upper) {
        return Vec::new();
    }
    let at = TextRange::at(range.start(), TextSize::of(letter));
    vec![CodeAction::fix(
        format!("Write the label in upper case: `{upper}`"),
        true,
        vec![edit(at, upper.to_string())],
    )]
}
