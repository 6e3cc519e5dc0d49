//! `Format`: which notation a document is in, told from a file name or from the text itself.

use std::path::Path;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Format {
    /// Richard's Bridge Notation, one label per line.
    Rbn,
    /// RBN's one-line export form.
    Rbx,
    /// Portable Bridge Notation.
    Pbn,
    /// Smart Game Format.
    Sgf,
    /// Portable Preferans Notation (prefko's PPN), in `.ppn` files.
    Preferans,
}

/// How a format's files may name the charset they are written in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CharsetDeclaration {
    /// They cannot.
    None,
    /// `CA[...]` in the root node of the first game tree.
    SgfCa,
    /// `charset=...` in a `%` line before the first tag.
    PercentLine,
}

struct Facts {
    name: &'static str,
    extension: &'static str,
    undecodable_code: &'static str,
    charset: CharsetDeclaration,
}

impl Format {
    pub const ALL: [Format; 5] = [
        Format::Rbn,
        Format::Rbx,
        Format::Pbn,
        Format::Sgf,
        Format::Preferans,
    ];

    /// What there is to know of the format outside its grammar: the one place that lists it.
    fn facts(self) -> &'static Facts {
        match self {
            Format::Rbn => &Facts {
                name: "rbn",
                extension: "rbn",
                undecodable_code: "rbn/undecodable",
                charset: CharsetDeclaration::None,
            },
            Format::Rbx => &Facts {
                name: "rbx",
                extension: "rbx",
                undecodable_code: "rbx/undecodable",
                charset: CharsetDeclaration::None,
            },
            Format::Pbn => &Facts {
                name: "pbn",
                extension: "pbn",
                undecodable_code: "pbn/undecodable",
                charset: CharsetDeclaration::PercentLine,
            },
            Format::Sgf => &Facts {
                name: "sgf",
                extension: "sgf",
                undecodable_code: "sgf/undecodable",
                charset: CharsetDeclaration::SgfCa,
            },
            Format::Preferans => &Facts {
                name: "preferans",
                extension: "ppn",
                undecodable_code: "preferans/undecodable",
                charset: CharsetDeclaration::None,
            },
        }
    }

    /// Lower-case name: the editor language id, the value of `--as` and the prefix of the
    /// format's diagnostic codes.
    pub fn name(self) -> &'static str {
        self.facts().name
    }

    /// The extension of the format's files, without the dot.
    pub fn extension(self) -> &'static str {
        self.facts().extension
    }

    /// The code of the diagnostic for bytes that do not decode as the file's charset.
    pub fn undecodable_code(self) -> &'static str {
        self.facts().undecodable_code
    }

    /// How a file of the format may name its own charset.
    pub fn charset_declaration(self) -> CharsetDeclaration {
        self.facts().charset
    }

    /// Every format through `write`, joined as prose: `.rbn, .rbx, .pbn, .sgf or .ppn` from
    /// `listed("or", |format| format!(".{}", format.extension()))`.
    pub fn listed(conjunction: &str, write: impl Fn(Format) -> String) -> String {
        let mut text = String::new();
        for (i, format) in Format::ALL.into_iter().enumerate() {
            if i > 0 {
                text.push_str(if i + 1 == Format::ALL.len() {
                    " "
                } else {
                    ", "
                });
                if i + 1 == Format::ALL.len() {
                    text.push_str(conjunction);
                    text.push(' ');
                }
            }
            text.push_str(&write(format));
        }
        text
    }

    /// The format names as the alternatives of a command-line value: `rbn|rbx|pbn|sgf|preferans`.
    pub fn alternatives() -> String {
        Format::ALL.map(Format::name).join("|")
    }

    pub fn from_name(name: &str) -> Option<Format> {
        Format::ALL
            .into_iter()
            .find(|format| format.name().eq_ignore_ascii_case(name))
    }

    /// The format a file extension stands for, in any case.
    pub fn from_extension(extension: &str) -> Option<Format> {
        Format::ALL
            .into_iter()
            .find(|format| format.extension().eq_ignore_ascii_case(extension))
    }

    /// The format of the file at `path`, judged by its extension alone.
    pub fn from_path(path: &Path) -> Option<Format> {
        Format::from_extension(path.extension()?.to_str()?)
    }

    /// Guesses the format from the text: an RBN `%RBN` line, an RBX `%{RBX` group, a PBN tag
    /// pair or `% PBN` line, the `(;` that opens an SGF game tree, or a Preferans tag only PPN
    /// has (`[Bula`, `[Refe`, `[Player1`..., `[Result1`...) or round (`[1 231 ...`), whichever
    /// comes first.
    pub fn detect(text: &str) -> Option<Format> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        text.split_inclusive(['\n', '\r'])
            .find_map(|line| detect_in_line(line.trim_start()))
    }
}

fn detect_in_line(line: &str) -> Option<Format> {
    if line.starts_with("%{RBX") || line.starts_with("%{ RBX") {
        return Some(Format::Rbx);
    }
    if let Some(rest) = line.strip_prefix('%') {
        let rest = rest.trim_start();
        if rest.starts_with("RBN") {
            return Some(Format::Rbn);
        }
        if rest.starts_with("PBN") {
            return Some(Format::Pbn);
        }
        return None;
    }
    if is_preferans_line(line) {
        return Some(Format::Preferans);
    }
    let sgf_start = find_sgf_start(line);
    let pbn_start = find_tag_pair(line);
    match (sgf_start, pbn_start) {
        (Some(sgf), Some(pbn)) => Some(if sgf < pbn { Format::Sgf } else { Format::Pbn }),
        (Some(_), None) => Some(Format::Sgf),
        (None, Some(_)) => Some(Format::Pbn),
        (None, None) => None,
    }
}

/// Whether the line opens with a tag only Preferans PPN has, or with a round: a bracket, a deal
/// number and a three-digit deal order.
fn is_preferans_line(line: &str) -> bool {
    let Some(rest) = line.strip_prefix('[') else {
        return false;
    };
    let name_end = rest
        .find(|c: char| !c.is_ascii_alphanumeric())
        .unwrap_or(rest.len());
    let (name, after) = rest.split_at(name_end);
    if !after.starts_with([' ', '\t']) {
        return false;
    }
    const TAGS: [&str; 8] = [
        "Bula", "Refe", "Player1", "Player2", "Player3", "Result1", "Result2", "Result3",
    ];
    if TAGS.contains(&name) {
        return true;
    }
    let order = after.trim_start();
    let order_end = order.find([' ', '\t']).unwrap_or(order.len());
    !name.is_empty()
        && name.bytes().all(|byte| byte.is_ascii_digit())
        && order_end == 3
        && order
            .bytes()
            .take(3)
            .all(|byte| matches!(byte, b'1'..=b'3'))
}

/// Offset of a `(` followed, after optional white space, by `;`.
fn find_sgf_start(line: &str) -> Option<usize> {
    line.match_indices('(')
        .find(|(index, _)| line[index + 1..].trim_start().starts_with(';'))
        .map(|(index, _)| index)
}

/// Offset of a `[Name "` tag pair opening at the start of the line.
fn find_tag_pair(line: &str) -> Option<usize> {
    let rest = line.strip_prefix('[')?;
    let name_len = rest
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .unwrap_or(rest.len());
    if name_len == 0 || !rest.as_bytes()[0].is_ascii_alphabetic() {
        return None;
    }
    rest[name_len..].trim_start().starts_with('"').then_some(0)
}

#[cfg(test)]
mod tests {
    use super::Format;
    use std::path::Path;

    #[test]
    fn the_formats_are_listed_as_alternatives() {
        assert_eq!(Format::alternatives(), "rbn|rbx|pbn|sgf|preferans");
    }

    #[test]
    fn the_formats_are_listed_as_prose() {
        assert_eq!(
            Format::listed("or", |format| format!(".{}", format.extension())),
            ".rbn, .rbx, .pbn, .sgf or .ppn"
        );
    }

    #[test]
    fn extensions_in_any_case() {
        assert_eq!(Format::from_path(Path::new("a.RBN")), Some(Format::Rbn));
        assert_eq!(Format::from_path(Path::new("a.rbx")), Some(Format::Rbx));
        assert_eq!(
            Format::from_path(Path::new("dir/All.PBN")),
            Some(Format::Pbn)
        );
        assert_eq!(Format::from_path(Path::new("game.Sgf")), Some(Format::Sgf));
        assert_eq!(Format::from_path(Path::new("notes.txt")), None);
        assert_eq!(Format::from_path(Path::new("sgf")), None);
        assert_eq!(
            Format::from_path(Path::new("game.PPN")),
            Some(Format::Preferans)
        );
        assert_eq!(Format::from_path(Path::new("a.preferans")), None);
    }

    #[test]
    fn content_detection() {
        assert_eq!(
            Format::detect("% RBN 3.2\nN Smith:Jones\n"),
            Some(Format::Rbn)
        );
        assert_eq!(Format::detect("%RBN\n"), Some(Format::Rbn));
        assert_eq!(Format::detect("%{RBX 3.2}N{Smith}"), Some(Format::Rbx));
        assert_eq!(Format::detect("% PBN 2.1\n% EXPORT\n"), Some(Format::Pbn));
        assert_eq!(Format::detect("\n[Event \"Club\"]\n"), Some(Format::Pbn));
        assert_eq!(Format::detect("junk\n(;FF[4]GM[1])"), Some(Format::Sgf));
        assert_eq!(Format::detect("\u{feff}( ;GM[1])"), Some(Format::Sgf));
        assert_eq!(
            Format::detect("[Bula 60]\n[Refe 2]\n"),
            Some(Format::Preferans)
        );
        assert_eq!(
            Format::detect("; a comment\n[1 231 1BDHM27WQK4CEIN3FVRJS5LP8GU6AOT9 P,P,P]\n"),
            Some(Format::Preferans)
        );
        assert_eq!(Format::detect("[Bula \"60\"]\n"), Some(Format::Preferans));
        assert_eq!(Format::detect("[Board \"1\"]\n"), Some(Format::Pbn));
        assert_eq!(Format::detect("[12 34 5]\n"), None);
        assert_eq!(Format::detect("hello world"), None);
        assert_eq!(Format::detect(""), None);
    }
}
