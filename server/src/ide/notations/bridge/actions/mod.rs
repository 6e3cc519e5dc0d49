//! Fixes that RBN and PBN share: the deal fixes, and the number a note reference names.

pub mod deal;

/// The number a note reference (`^3`, `=3=`) names.
pub(crate) fn reference_number(reference: &str) -> Option<u8> {
    let digits = reference.trim_matches(|c| c == '^' || c == '=');
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}
