//! The stable codes of SGF syntax errors, with the SGFC message each one corresponds to.

/// No game tree in the document. SGFC 7.
pub const NO_GAME_TREE: &str = "sgf/no-game-tree";
/// Text between two game trees, or SGF data (a node, a property) after the last one. SGFC 8.
pub const TEXT_OUTSIDE_TREES: &str = "sgf/text-outside-trees";
/// Text inside a game tree that is neither a node, a property nor a value. SGFC 8.
pub const UNEXPECTED_TEXT: &str = "sgf/unexpected-text";
/// A `)` that closes no game tree. SGFC 8.
pub const UNMATCHED_CLOSE_PAREN: &str = "sgf/unmatched-close-paren";
/// A game tree left open at the end of the text. SGFC 9.
pub const UNCLOSED_GAME_TREE: &str = "sgf/unclosed-game-tree";
/// A value with no closing `]`. SGFC 10.
pub const UNCLOSED_VALUE: &str = "sgf/unclosed-value";
/// `()`: a game tree without nodes. SGFC 12.
pub const EMPTY_GAME_TREE: &str = "sgf/empty-game-tree";
/// A property identifier with no value after it. SGFC 20.
pub const MISSING_VALUE: &str = "sgf/missing-value";
/// A variation before the first node of its game tree: `((;`. SGFC 21.
pub const VARIATION_BEFORE_NODE: &str = "sgf/variation-before-node";
/// Properties or values with no `;` before them: `(B[aa])`. SGFC 36 and 67.
pub const MISSING_SEMICOLON: &str = "sgf/missing-semicolon";
/// A value with no property identifier: `;[aa]`. SGFC 54.
pub const VALUE_WITHOUT_IDENTIFIER: &str = "sgf/value-without-identifier";
/// A node after a variation of the same game tree: `(;a(;b);c)`. SGFC 66.
pub const NODE_AFTER_VARIATION: &str = "sgf/node-after-variation";
/// An unescaped `]` inside a value, kept in the value because of what follows it.
pub const UNESCAPED_BRACKET: &str = "sgf/unescaped-bracket";

/// Every code, with the number of the SGFC message that reports the same problem.
pub const ALL: &[(&str, Option<u16>)] = &[
    (NO_GAME_TREE, Some(7)),
    (TEXT_OUTSIDE_TREES, Some(8)),
    (UNEXPECTED_TEXT, Some(8)),
    (UNMATCHED_CLOSE_PAREN, Some(8)),
    (UNCLOSED_GAME_TREE, Some(9)),
    (UNCLOSED_VALUE, Some(10)),
    (EMPTY_GAME_TREE, Some(12)),
    (MISSING_VALUE, Some(20)),
    (VARIATION_BEFORE_NODE, Some(21)),
    (MISSING_SEMICOLON, Some(36)),
    (VALUE_WITHOUT_IDENTIFIER, Some(54)),
    (NODE_AFTER_VARIATION, Some(66)),
    (UNESCAPED_BRACKET, None),
];

/// The number of the SGFC message that corresponds to `code`, if there is one.
pub fn sgfc_number(code: &str) -> Option<u16> {
    ALL.iter()
        .find(|(known, _)| *known == code)
        .and_then(|(_, number)| *number)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_unique_and_well_formed() {
        let mut codes: Vec<&str> = ALL.iter().map(|(code, _)| *code).collect();
        codes.sort_unstable();
        codes.dedup();
        assert_eq!(codes.len(), ALL.len());
        for code in codes {
            let name = code.strip_prefix("sgf/").unwrap_or_default();
            assert!(!name.is_empty(), "{code}");
            assert!(name
                .bytes()
                .all(|byte| byte.is_ascii_lowercase() || byte == b'-'));
        }
    }

    #[test]
    fn sgfc_numbers() {
        assert_eq!(sgfc_number(UNCLOSED_GAME_TREE), Some(9));
        assert_eq!(sgfc_number(UNESCAPED_BRACKET), None);
        assert_eq!(sgfc_number("sgf/no-such-code"), None);
    }
}
