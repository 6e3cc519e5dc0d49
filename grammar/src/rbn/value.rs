//! Parses one label value with the grammar its label asks for; shared by RBN and RBX.

use super::label::{FieldRules, ValueSyntax};
use super::lexer::Cursor;
use super::{auction, contract, date, deal, play, score};
use crate::SyntaxKind::*;

/// Parses the whole value under the cursor. An empty value is a null label and adds nothing.
pub(crate) fn value(p: &mut Cursor, syntax: ValueSyntax) {
    if p.at_end() {
        return;
    }
    match syntax {
        ValueSyntax::Date => date::date(p),
        ValueSyntax::Fields(rules) => fields(p, rules),
        ValueSyntax::Deal => deal::deal(p),
        ValueSyntax::Auction => auction::auction(p),
        ValueSyntax::Contract => contract::contract(p),
        ValueSyntax::Play => play::play(p),
        ValueSyntax::Result => score::result(p),
        ValueSyntax::Makes => score::makes(p),
        ValueSyntax::Items => items(p),
        ValueSyntax::Note => p.bump_rest(RBN_TEXT),
    }
}

/// Colon-separated text fields, each an `RBN_FIELD` node (empty fields included).
fn fields(p: &mut Cursor, rules: FieldRules) {
    let mut count = 1;
    p.start_node(RBN_FIELD);
    loop {
        let in_last = rules.max.is_some_and(|max| count >= max);
        let plus = count <= rules.plus_fields;
        let rest_is_text = in_last && rules.last_takes_rest;
        let ends_run = |b| (b == b':' && !rest_is_text) || (plus && b == b'+');
        text_run(p, |b| !ends_run(b));
        match p.peek() {
            Some(b':') if rules.escaped_colons && p.peek_nth(1) == Some(b':') => {
                p.bump(RBN_ESCAPED_COLON, 2);
            }
            Some(b':') => {
                p.finish_node();
                if let Some(max) = rules.max.filter(|_| in_last) {
                    let message = format!(
                        "expected at most {max} colon-separated fields, found `:` starting field {}{}",
                        count + 1,
                        if rules.escaped_colons {
                            " (write `::` for a colon in the text)"
                        } else {
                            ""
                        }
                    );
                    p.error_ahead("rbn/too-many-fields", 1, message);
                }
                p.bump(RBN_COLON, 1);
                count += 1;
                p.start_node(RBN_FIELD);
            }
            Some(b'+') => p.bump(RBN_PLUS, 1),
            _ => break,
        }
    }
    p.finish_node();
}

/// Emits the run of bytes matching `test` as one `RBN_TEXT` token, if it is not empty.
fn text_run(p: &mut Cursor, test: impl Fn(u8) -> bool) {
    p.bump_while(RBN_TEXT, test);
}

/// `I` items separated by `:` or `|`; each is `item=value` or a bare item.
pub(crate) fn items(p: &mut Cursor) {
    loop {
        p.start_node(RBN_ITEM);
        text_run(p, |b| b != b':' && b != b'|' && b != b'=');
        if p.peek() == Some(b'=') {
            p.bump(RBN_EQUALS, 1);
            text_run(p, |b| b != b':' && b != b'|');
        }
        p.finish_node();
        match p.peek() {
            Some(b':') => p.bump(RBN_COLON, 1),
            Some(b'|') => p.bump(RBN_BAR, 1),
            _ => break,
        }
    }
}

/// Free-text content: text runs and `|` line breaks.
pub(crate) fn free_text(p: &mut Cursor) {
    while !p.at_end() {
        if p.peek() == Some(b'|') {
            p.bump(RBN_BAR, 1);
        } else {
            text_run(p, |b| b != b'|');
        }
    }
}
