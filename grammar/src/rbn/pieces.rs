//! The small pieces several value grammars share: annotations and note references after a
//! call or card, and the letters of seats and strains.

use super::lexer::Cursor;
use crate::SyntaxKind::{self, *};

/// Annotations after a call or play: `! ? !! ?? !? ?! *` and note references `^n`.
#[inline]
pub(crate) fn annotations(p: &mut Cursor) {
    if p.at(|b| matches!(b, b'!' | b'?' | b'*' | b'^')) {
        more_annotations(p);
    }
}

#[inline(never)]
fn more_annotations(p: &mut Cursor) {
    loop {
        match p.peek() {
            Some(b'!' | b'?') => {
                let double = matches!(p.peek_nth(1), Some(b'!' | b'?'));
                p.bump(RBN_ANNOTATION, if double { 2 } else { 1 });
            }
            Some(b'*') => p.bump(RBN_ANNOTATION, 1),
            Some(b'^') => {
                if p.peek_nth(1).is_some_and(|b| b.is_ascii_digit()) {
                    p.bump(RBN_NOTE_REF, 2);
                } else {
                    let message = format!(
                        "expected a note number 0-9 after `^`, found {}",
                        p.found_after(1)
                    );
                    p.error_ahead("rbn/bad-note-reference", 1, message);
                    p.bump(SyntaxKind::ERROR, 1);
                }
            }
            _ => return,
        }
    }
}

pub(crate) fn is_seat(b: u8) -> bool {
    matches!(b.to_ascii_uppercase(), b'N' | b'E' | b'S' | b'W')
}

pub(crate) fn is_strain(b: u8) -> bool {
    matches!(b.to_ascii_uppercase(), b'C' | b'D' | b'H' | b'S' | b'N')
}
