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
    /// Portable Pinochle Notation (powerpinochle.com), also in `.ppn` files.
    Pinochle,
    /// LIN, the format of Bridge Base Online.
    Lin,
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
    /// What people call the format in prose: `RBN`, `Preferans PPN`.
    title: &'static str,
    undecodable_code: &'static str,
    guessed_encoding_code: &'static str,
    charset: CharsetDeclaration,
}

impl Format {
    pub const ALL: [Format; 7] = [
        Format::Rbn,
        Format::Rbx,
        Format::Pbn,
        Format::Sgf,
        Format::Preferans,
        Format::Pinochle,
        Format::Lin,
    ];

    /// What there is to know of the format outside its grammar: the one place that lists it.
    fn facts(self) -> &'static Facts {
        match self {
            Format::Rbn => &Facts {
                name: "rbn",
                extension: "rbn",
                title: "RBN",
                undecodable_code: "rbn/undecodable",
                guessed_encoding_code: "rbn/guessed-encoding",
                charset: CharsetDeclaration::None,
            },
            Format::Rbx => &Facts {
                name: "rbx",
                extension: "rbx",
                title: "RBX",
                undecodable_code: "rbx/undecodable",
                guessed_encoding_code: "rbx/guessed-encoding",
                charset: CharsetDeclaration::None,
            },
            Format::Pbn => &Facts {
                name: "pbn",
                extension: "pbn",
                title: "PBN",
                undecodable_code: "pbn/undecodable",
                guessed_encoding_code: "pbn/guessed-encoding",
                charset: CharsetDeclaration::PercentLine,
            },
            Format::Sgf => &Facts {
                name: "sgf",
                extension: "sgf",
                title: "SGF",
                undecodable_code: "sgf/undecodable",
                guessed_encoding_code: "sgf/guessed-encoding",
                charset: CharsetDeclaration::SgfCa,
            },
            Format::Preferans => &Facts {
                name: "preferans",
                extension: "ppn",
                title: "Preferans PPN",
                undecodable_code: "preferans/undecodable",
                guessed_encoding_code: "preferans/guessed-encoding",
                charset: CharsetDeclaration::None,
            },
            Format::Pinochle => &Facts {
                name: "pinochle",
                extension: "ppn",
                title: "Pinochle PPN",
                undecodable_code: "pinochle/undecodable",
                guessed_encoding_code: "pinochle/guessed-encoding",
                charset: CharsetDeclaration::None,
            },
            Format::Lin => &Facts {
                name: "lin",
                extension: "lin",
                title: "LIN",
                undecodable_code: "lin/undecodable",
                guessed_encoding_code: "lin/guessed-encoding",
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

    /// What people call the format in prose: `RBN`, `Preferans PPN`.
    pub fn title(self) -> &'static str {
        self.facts().title
    }

    /// The code of the hint that a file was read in an encoding guessed from its bytes.
    pub fn guessed_encoding_code(self) -> &'static str {
        self.facts().guessed_encoding_code
    }

    /// How a file of the format may name its own charset.
    pub fn charset_declaration(self) -> CharsetDeclaration {
        self.facts().charset
    }

    /// Every format through `write`, joined as prose, each text once: `.rbn, .rbx, .pbn, .sgf
    /// or .ppn` from `listed("or", |format| format!(".{}", format.extension()))`.
    pub fn listed(conjunction: &str, write: impl Fn(Format) -> String) -> String {
        let mut items: Vec<String> = Vec::new();
        for item in Format::ALL.map(write) {
            if !items.contains(&item) {
                items.push(item);
            }
        }
        let mut text = String::new();
        for (i, item) in items.iter().enumerate() {
            if i > 0 {
                text.push_str(if i + 1 == items.len() { " " } else { ", " });
                if i + 1 == items.len() {
                    text.push_str(conjunction);
                    text.push(' ');
                }
            }
            text.push_str(item);
        }
        text
    }

    /// The format names as the alternatives of a command-line value:
    /// `rbn|rbx|pbn|sgf|preferans|pinochle|lin`.
    pub fn alternatives() -> String {
        Format::ALL.map(Format::name).join("|")
    }

    pub fn from_name(name: &str) -> Option<Format> {
        Format::ALL
            .into_iter()
            .find(|format| format.name().eq_ignore_ascii_case(name))
    }

    /// The format a file extension stands for, in any case; for an extension several formats
    /// share (`.ppn`), the first of them, which [`Format::by_content`] refines.
    pub fn from_extension(extension: &str) -> Option<Format> {
        Format::ALL
            .into_iter()
            .find(|format| format.extension().eq_ignore_ascii_case(extension))
    }

    /// The format of the file at `path`, judged by its extension alone (see
    /// [`Format::from_extension`]).
    pub fn from_path(path: &Path) -> Option<Format> {
        Format::from_extension(path.extension()?.to_str()?)
    }

    /// Whether another format's files have this format's extension, so that a file's name
    /// cannot tell which it is: the two PPNs.
    pub fn shares_extension(self) -> bool {
        Format::ALL
            .into_iter()
            .any(|other| other != self && other.extension() == self.extension())
    }

    /// Among the formats whose files have this format's extension, the one `text` shows, else
    /// `self`. For the two PPNs: Pinochle files open with `% PPN`, `% EXPORT` or `% IMPORT`
    /// lines, carry a segmental prefix or a tag only Pinochle has (`Melds`, `Trump`...);
    /// Preferans files have tags only Preferans has or rounds. The first line that shows
    /// either decides, within the first [`Format::CONTENT_LINES`].
    pub fn by_content(self, text: &str) -> Format {
        if !self.shares_extension() {
            return self;
        }
        Format::shown_among(self.extension(), text).unwrap_or(self)
    }

    /// How many lines from the start [`Format::by_content`] reads: a file that shows nothing
    /// by then is taken for the format its extension names first.
    pub const CONTENT_LINES: usize = 1000;

    /// The format with `extension` that the first [`Format::CONTENT_LINES`] lines of `text`
    /// show, if any of them does.
    pub fn shown_among(extension: &str, text: &str) -> Option<Format> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        text.split_inclusive(['\n', '\r'])
            .take(Format::CONTENT_LINES)
            .find_map(|line| {
                ppn_evidence(line.trim_start()).filter(|format| format.extension() == extension)
            })
    }

    /// Guesses the format from the text: an RBN `%RBN` line, an RBX `%{RBX` group, a PBN tag
    /// pair or `% PBN` line, the `(;` that opens an SGF game tree, or a Preferans tag only PPN
    /// has (`[Bula`, `[Refe`, `[Player1`..., `[Result1`...) or round (`[1 231 ...`), or a
    /// Pinochle `% PPN` line, segmental prefix or tag only Pinochle has, or a line opening with
    /// a LIN pair that starts a board (`pn|`, `vg|`, `qx|`, `md|`, `st||`), whichever comes
    /// first.
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
        if rest.starts_with("PPN") {
            return Some(Format::Pinochle);
        }
        return None;
    }
    if is_preferans_line(line) {
        return Some(Format::Preferans);
    }
    if is_pinochle_line(line) {
        return Some(Format::Pinochle);
    }
    if is_lin_line(line) {
        return Some(Format::Lin);
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

/// Whether the line opens with a LIN pair that starts a file or a board: `pn|`, `vg|`, `qx|`,
/// `md|` or `st||`.
fn is_lin_line(line: &str) -> bool {
    ["pn|", "vg|", "qx|", "md|", "st||"]
        .iter()
        .any(|opening| line.starts_with(opening))
}

/// Whether the line opens with a tag only Preferans PPN has, or with a round: a bracket, a deal
/// number and a three-digit deal order.
/// Which PPN a line shows, if either: as [`detect_in_line`] does, and a `% EXPORT` or
/// `% IMPORT` line, which PBN files have too, is Pinochle's among the two.
fn ppn_evidence(line: &str) -> Option<Format> {
    if let Some(rest) = line.strip_prefix('%') {
        let rest = rest.trim_start();
        return ["PPN", "EXPORT", "IMPORT"]
            .iter()
            .any(|word| rest.starts_with(word))
            .then_some(Format::Pinochle);
    }
    if is_preferans_line(line) {
        Some(Format::Preferans)
    } else if is_pinochle_line(line) {
        Some(Format::Pinochle)
    } else {
        None
    }
}

/// The tags Pinochle PPN has and PBN does not.
const PINOCHLE_TAGS: [&str; 11] = [
    "Melds",
    "MeldScores",
    "PlayScores",
    "HandScores",
    "GameScores",
    "Trump",
    "Kitty",
    "Holding",
    "Partner",
    "Passed",
    "Discard",
];

/// A segmental prefix (`@P.19.3-R=[`) or a tag only Pinochle has.
fn is_pinochle_line(line: &str) -> bool {
    if let Some(rest) = line.strip_prefix('@') {
        let segment = rest.chars().next();
        return segment.is_some_and(|c| "DAXMPR".contains(c)) && rest.contains("=[");
    }
    bracket_word(line).is_some_and(|(name, after)| {
        PINOCHLE_TAGS.contains(&name) && after.trim_start().starts_with('"')
    })
}

/// The letters and digits after a line's opening `[`, and the rest of the line.
fn bracket_word(line: &str) -> Option<(&str, &str)> {
    let rest = line.strip_prefix('[')?;
    let name_end = rest
        .find(|c: char| !c.is_ascii_alphanumeric())
        .unwrap_or(rest.len());
    Some(rest.split_at(name_end))
}

fn is_preferans_line(line: &str) -> bool {
    let Some((name, after)) = bracket_word(line) else {
        return false;
    };
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
        assert_eq!(
            Format::alternatives(),
            "rbn|rbx|pbn|sgf|preferans|pinochle|lin"
        );
    }

    #[test]
    fn the_formats_are_listed_as_prose() {
        assert_eq!(
            Format::listed("or", |format| format!(".{}", format.extension())),
            ".rbn, .rbx, .pbn, .sgf, .ppn or .lin"
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
        assert_eq!(
            Format::from_path(Path::new("Board 1.LIN")),
            Some(Format::Lin)
        );
    }

    #[test]
    fn lin_is_told_by_a_pair_that_opens_a_board() {
        for text in [
            "pn|Ann,Bob,Cy,Di|st||md|1SA,SK,,|",
            "vg|Teams,1,I,1,2,A,0,B,0|\nrs|,|\n",
            "\n  qx|o1|md|1SA,SK,,|",
            "st||md|3SA,SK,,|",
        ] {
            assert_eq!(Format::detect(text), Some(Format::Lin), "{text:?}");
        }
        assert_eq!(Format::detect("nt|just a note|"), None);
        assert_eq!(Format::detect("[Event \"pn|x|\"]"), Some(Format::Pbn));
    }

    #[test]
    fn the_two_ppns_are_told_apart_by_content() {
        let ppn = Format::Preferans;
        assert!(ppn.shares_extension() && Format::Pinochle.shares_extension());
        assert!(!Format::Pbn.shares_extension());
        assert_eq!(ppn.by_content("% PPN 1.0\n"), Format::Pinochle);
        assert_eq!(ppn.by_content("% EXPORT\n[Site \"x\"]\n"), Format::Pinochle);
        assert_eq!(
            ppn.by_content("[Site \"x\"]\n[Trump \"H\"]\n"),
            Format::Pinochle
        );
        assert_eq!(ppn.by_content("[Bula 60]\n"), Format::Preferans);
        assert_eq!(
            Format::Pinochle.by_content("[Bula 60]\n"),
            Format::Preferans
        );
        assert_eq!(ppn.by_content("[Site \"x\"]\n"), Format::Preferans);
        assert_eq!(Format::Pinochle.by_content(""), Format::Pinochle);
        assert_eq!(Format::Pbn.by_content("% PPN 1.0\n"), Format::Pbn);
        assert_eq!(Format::shown_among("ppn", "[Event \"x\"]\n"), None);
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
        assert_eq!(
            Format::detect("% PPN 1.0\n% EXPORT\n"),
            Some(Format::Pinochle)
        );
        assert_eq!(
            Format::detect("[Site \"x\"]\n"),
            Some(Format::Pbn),
            "a tag PBN has too says PBN when the name cannot tell"
        );
        assert_eq!(
            Format::detect("{c}\n[Melds \"N:QQ.KQQ.QQ.QQJJ(94)\"]\n"),
            Some(Format::Pinochle)
        );
        assert_eq!(
            Format::detect("@P.19.3-R=[Chat \"N:gg\"]\n"),
            Some(Format::Pinochle)
        );
        assert_eq!(Format::detect("% EXPORT\n"), None);
        assert_eq!(Format::detect("hello world"), None);
        assert_eq!(Format::detect(""), None);
    }
}
