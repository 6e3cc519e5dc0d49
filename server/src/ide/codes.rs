//! The diagnostic codes gamerec can report, read from the catalogue in `docs/diagnostics.md`
//! (a test keeps the catalogue and the sources in step).

use gamerec_grammar::Format;
use std::sync::OnceLock;

pub(super) const CATALOGUE: &str = include_str!("../../../docs/diagnostics.md");

/// The catalogue in the project's repository (`repository` in Cargo.toml).
const CATALOGUE_ADDRESS: &str = concat!(
    env!("CARGO_PKG_REPOSITORY"),
    "/blob/main/docs/diagnostics.md"
);

/// The address of the catalogue's entry for `code`. The anchor is the code without its `/`,
/// as GitHub makes it from the heading `` ### `pbn/unknown-tag` ``.
pub fn doc_url(code: &str) -> String {
    let anchor: String = code.chars().filter(|&c| c != '/').collect();
    format!("{CATALOGUE_ADDRESS}#{anchor}")
}

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

/// The codes that gave way to others, each with the codes it became, from the catalogue's
/// "Renamed codes" table.
pub fn renamed_codes() -> &'static [(&'static str, Vec<&'static str>)] {
    static RENAMED: OnceLock<Vec<(&'static str, Vec<&'static str>)>> = OnceLock::new();
    RENAMED.get_or_init(|| {
        let Some((_, table)) = CATALOGUE.split_once("\n## Renamed codes\n") else {
            return Vec::new();
        };
        table
            .lines()
            .take_while(|line| !line.starts_with("## "))
            .filter_map(|line| {
                let mut cells = line.strip_prefix("| `")?.split(" | ");
                let former = cells.next()?.strip_suffix('`')?;
                let now = cells.next()?.trim_end_matches(" |").split(", ");
                let now = now.filter_map(|code| code.strip_prefix('`')?.strip_suffix('`'));
                Some((former, now.collect()))
            })
            .collect()
    })
}

/// Whether `code` was a code before it gave way to others.
pub fn is_former_code(code: &str) -> bool {
    renamed_codes().iter().any(|(former, _)| *former == code)
}

/// The former codes that became `code`, among others.
pub fn former_codes(code: &str) -> impl Iterator<Item = &'static str> + '_ {
    renamed_codes()
        .iter()
        .filter(move |(_, now)| now.contains(&code))
        .map(|(former, _)| *former)
}

/// Every SGF code, of the syntax and of the checks, with the number of the SGFC message that
/// reports the same problem where there is one.
pub fn sgf_codes() -> impl Iterator<Item = &'static (&'static str, Option<u16>)> {
    (gamerec_grammar::sgf::error_codes::ALL.iter()).chain(crate::ide::notations::sgf::check::CODES)
}

/// The number of the SGFC message that reports the same problem as `code`, if there is one.
pub fn sgfc_message(code: &str) -> Option<u16> {
    sgf_codes()
        .find(|(known, _)| *known == code)
        .and_then(|(_, number)| *number)
}

/// Whether `code` reports something the format has dropped (shown struck through by editors).
pub fn is_deprecation(code: &str) -> bool {
    code == "sgf/obsolete-property"
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
    fn renamed_codes_name_known_codes() {
        assert!(is_former_code("pbn/illegal-play"));
        assert!(!is_known_code("pbn/illegal-play"));
        assert_eq!(
            former_codes("pbn/revoke").collect::<Vec<_>>(),
            ["pbn/illegal-play"]
        );
        assert_eq!(former_codes("rbn/revoke").count(), 0);
        for (former, now) in renamed_codes() {
            assert!(!is_known_code(former), "{former} is still in the catalogue");
            assert!(!now.is_empty(), "{former} became nothing");
            assert!(now.iter().all(|code| is_known_code(code)), "{now:?}");
        }
    }

    #[test]
    fn sgf_codes_name_their_sgfc_message() {
        assert_eq!(sgfc_message("sgf/unclosed-value"), Some(10));
        assert_eq!(sgfc_message("sgf/repeated-property"), Some(28));
        assert_eq!(sgfc_message("sgf/unescaped-bracket"), None);
        assert_eq!(sgfc_message("pbn/bad-deal"), None);
    }

    #[test]
    fn entries_are_linked_by_their_heading_anchor() {
        assert_eq!(
            doc_url("pbn/unknown-tag"),
            "https://github.com/gamerec/gamerec/blob/main/docs/diagnostics.md#pbnunknown-tag"
        );
    }

    #[test]
    fn format_prefixes_are_lower_case_names() {
        assert!(is_format_prefix("pbn"));
        assert!(is_format_prefix("rbx"));
        assert!(!is_format_prefix("PBN"));
        assert!(is_format_prefix("lin"));
        assert!(!is_format_prefix("bbo"));
    }
}
