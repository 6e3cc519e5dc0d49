//! `SyntaxKind`: one enum naming every token and node of every format, in sections per format.
//!
//! Each format owns its section and prefixes its kinds with the format's name. Add kinds at the
//! end of your own section; the numbers are not stable across versions and are never stored.

macro_rules! syntax_kinds {
    ($($(#[$doc:meta])* $name:ident,)*) => {
        #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
        #[repr(u16)]
        #[allow(non_camel_case_types)]
        pub enum SyntaxKind {
            $($(#[$doc])* $name,)*
        }

        impl SyntaxKind {
            /// Every kind, indexed by its raw number.
            pub const ALL: &'static [SyntaxKind] = &[$(SyntaxKind::$name,)*];
        }
    };
}

impl SyntaxKind {
    pub fn from_raw(raw: u16) -> Option<SyntaxKind> {
        SyntaxKind::ALL.get(usize::from(raw)).copied()
    }
}

syntax_kinds! {
    // ---- shared by every format ----
    /// Text the parser could not place; a node wrapping it, or a token standing alone.
    ERROR,
    /// Spaces and tabs.
    WHITESPACE,
    /// One line end: LF, CRLF or a lone CR.
    NEWLINE,

    // ---- RBN and RBX ----
    /// Root of an RBN document.
    RBN_FILE,
    /// Root of an RBX document.
    RBX_FILE,

    // ---- PBN ----
    /// Root of a PBN document.
    PBN_FILE,

    // ---- SGF ----
    /// Root of an SGF document.
    SGF_FILE,
    /// Text outside every game tree: a header before the first `(` or a trailer after the last `)`.
    SGF_JUNK,
    /// `(` opening a game tree.
    SGF_L_PAREN,
    /// `)` closing a game tree.
    SGF_R_PAREN,
    /// `;` starting a node.
    SGF_SEMICOLON,
    /// A property identifier as written, old lower-case letters included (`B`, `CoPyright`).
    SGF_PROP_IDENT,
    /// `[` opening a property value.
    SGF_L_BRACKET,
    /// `]` closing a property value.
    SGF_R_BRACKET,
    /// A run of plain characters inside a property value.
    SGF_TEXT,
    /// A backslash and the character it escapes: `\]`, `\\`, `\:`.
    SGF_ESCAPE,
    /// A backslash followed by a line end: a soft line break, removed from the text.
    SGF_SOFT_BREAK,
    /// The `:` that splits a compose value into its two parts.
    SGF_COLON,
    /// Two letters naming a board point or a move (`dp`), in properties that take points.
    SGF_POINT,
    /// One game tree: `(`, its nodes, its variations, `)`.
    SGF_GAME_TREE,
    /// One node: `;` and its properties.
    SGF_NODE,
    /// One property: identifier and values.
    SGF_PROPERTY,
    /// One property value: `[`, content, `]`.
    SGF_PROP_VALUE,
}

#[cfg(test)]
mod tests {
    use super::SyntaxKind;

    #[test]
    fn raw_numbers_round_trip() {
        for (index, kind) in SyntaxKind::ALL.iter().enumerate() {
            assert_eq!(*kind as usize, index);
            assert_eq!(SyntaxKind::from_raw(index as u16), Some(*kind));
        }
        assert_eq!(SyntaxKind::from_raw(u16::MAX), None);
    }
}
