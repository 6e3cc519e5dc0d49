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
