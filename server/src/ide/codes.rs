//! The diagnostic codes gamerec can report, read from the catalogue in `docs/diagnostics.md`
//! (a test keeps the catalogue and the sources in step).

use gamerec_grammar::Format;
use std::sync::OnceLock;

const CATALOGUE: &str = include_str!("../../../docs/diagnostics.md");

/// Every code with an entry in the catalogue, in the catalogue's order.
pub fn known_codes() -> &'static [&'static str] {
    static CODES: OnceLock<Vec<&'static str>> = OnceLock::new();
    CODES.get_or_init(|| {
        CATALOGUE
            .lines()
            .filter_map(|line| line.strip_prefix("### `")?.strip_suffix('`'))
            .collect()
    })
}

pub fn is_known_code(code: &str) -> bool {
    known_codes().contains(&code)
}

/// Whether `prefix` (the part before `/` of a code) names a format.
pub fn is_format_prefix(prefix: &str) -> bool {
    Format::from_name(prefix).is_some_and(|format| format.name() == prefix)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_catalogue_lists_codes_of_every_format() {
        for code in [
            "rbn/bad-date",
            "rbx/missing-brace",
            "pbn/bad-date",
            "sgf/no-game-tree",
        ] {
            assert!(is_known_code(code), "{code}");
        }
        assert!(!is_known_code("pbn/no-such-code"));
        assert!(known_codes().iter().all(|code| code.contains('/')));
    }

    #[test]
    fn format_prefixes_are_lower_case_names() {
        assert!(is_format_prefix("pbn"));
        assert!(is_format_prefix("rbx"));
        assert!(!is_format_prefix("PBN"));
        assert!(!is_format_prefix("lin"));
    }
}
