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
    undecodable_code: &'static str,
    charset: CharsetDeclaration,
}

impl Format {
    pub const ALL: [Format; 4] = [Format::Rbn, Format::Rbx, Format::Pbn, Format::Sgf];

    /// What there is to know of the format outside its grammar: the one place that lists it.
    fn facts(self) -> &'static Facts {
        match self {
            Format::Rbn => &Facts {
                name: "rbn",
                undecodable_code: "rbn/undecodable",
                charset: CharsetDeclaration::None,
            },
            Format::Rbx => &Facts {
                name: "rbx",
                undecodable_code: "rbx/undecodable",
                charset: CharsetDeclaration::None,
            },
            Format::Pbn => &Facts {
                name: "pbn",
                undecodable_code: "pbn/undecodable",
                charset: CharsetDeclaration::PercentLine,
            },
            Format::Sgf => &Facts {
                name: "sgf",
                undecodable_code: "sgf/undecodable",
                charset: CharsetDeclaration::SgfCa,
            },
        }
    }

    /// Lower-case name, also the file extension and the editor language id.
    pub fn name(self) -> &'static str {
        self.facts().name
    }

    /// The code of the diagnostic for bytes that do not decode as the file's charset.
    pub fn undecodable_code(self) -> &'static str {
        self.facts().undecodable_code
    }

    /// How a file of the format may name its own charset.
    pub fn charset_declaration(self) -> CharsetDeclaration {
        self.facts().charset
    }

    /// Every format's `name` through `write`, joined as prose: `.rbn, .rbx, .pbn or .sgf` from
    /// `listed("or", |name| format!(".{name}"))`.
    pub fn listed(conjunction: &str, write: impl Fn(&str) -> String) -> String {
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
            text.push_str(&write(format.name()));
        }
        text
    }

    /// The format names as the alternatives of a command-line value: `rbn|rbx|pbn|sgf`.
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
        Format::from_name(extension)
    }

    /// The format of the file at `path`, judged by its extension alone.
    pub fn from_path(path: &Path) -> Option<Format> {
        Format::from_extension(path.extension()?.to_str()?)
    }

    /// Guesses the format from the text: an RBN `%RBN` line, an RBX `%{RBX` group, a PBN tag
    /// pair or `% PBN` line, or the `(;` that opens an SGF game tree, whichever comes first.
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
    let sgf_start = find_sgf_start(line);
    let pbn_start = find_tag_pair(line);
    match (sgf_start, pbn_start) {
        (Some(sgf), Some(pbn)) => Some(if sgf < pbn { Format::Sgf } else { Format::Pbn }),
        (Some(_), None) => Some(Format::Sgf),
        (None, Some(_)) => Some(Format::Pbn),
        (None, None) => None,
    }
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
        assert_eq!(Format::alternatives(), "rbn|rbx|pbn|sgf");
    }

    #[test]
    fn the_formats_are_listed_as_prose() {
        assert_eq!(
            Format::listed("or", |name| format!(".{name}")),
            ".rbn, .rbx, .pbn or .sgf"
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
        assert_eq!(Format::detect("hello world"), None);
        assert_eq!(Format::detect(""), None);
    }
}
