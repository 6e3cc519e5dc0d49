//! Finds the charset a file declares about itself: SGF `CA[...]` in the first game's root node,
//! PBN `charset=...` in a `%` comment line before the first tag. Only the head of the file is
//! read, byte by byte, as ASCII.

use gamerec_grammar::{CharsetDeclaration, Format};
use std::ops::Range;

/// How far into the file a declaration is looked for.
const HEAD_LIMIT: usize = 64 * 1024;

/// A charset declaration found in the raw bytes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Declaration {
    /// Byte range of the charset label, e.g. of `GB18030` in `CA[GB18030]`.
    pub label: Range<usize>,
    /// What the file says, for messages: `CA[GB18030]` or `charset=UTF-8`.
    pub source: String,
    /// The diagnostic code for a label gamerec cannot decode with.
    pub unknown_charset_code: &'static str,
    /// The diagnostic code for a label whose charset the bytes are not in.
    pub wrong_charset_code: &'static str,
}

impl Declaration {
    /// Advice to declare `name` instead: `change it to `CA[GBK]``.
    pub fn corrected(&self, name: &str) -> String {
        let key = self.source.split(['[', '=']).next().unwrap_or_default();
        if self.source.starts_with("CA[") {
            format!("change it to `{key}[{name}]`")
        } else {
            format!("change it to `{key}={name}`")
        }
    }
}

pub fn find(format: Format, bytes: &[u8]) -> Option<Declaration> {
    let head = bytes.get(..HEAD_LIMIT).unwrap_or(bytes);
    match format.charset_declaration() {
        CharsetDeclaration::SgfCa => sgf_charset(head),
        CharsetDeclaration::PercentLine => pbn_charset(head),
        CharsetDeclaration::None => None,
    }
}

/// Where a declaration is added to a file that has none: in SGF right after the first game's
/// `(;`, in PBN at the start of the line of the first tag (after the `%` lines of the head).
/// `None` for a format that cannot declare its charset, or an SGF head with no game.
pub fn insertion_point(format: Format, bytes: &[u8]) -> Option<usize> {
    let head = bytes.get(..HEAD_LIMIT).unwrap_or(bytes);
    match format.charset_declaration() {
        CharsetDeclaration::SgfCa => sgf_game_start(head),
        CharsetDeclaration::PercentLine => pbn_first_tag_line(head, head.len() == bytes.len()),
        CharsetDeclaration::None => None,
    }
}

/// The start of the first line of `head` that is not blank, a `;` line or a `%` line; the end
/// of `head` when it is the whole file and has no such line.
fn pbn_first_tag_line(head: &[u8], whole_file: bool) -> Option<usize> {
    let mut line_start = 0;
    while let Some(rest) = head.get(line_start..).filter(|rest| !rest.is_empty()) {
        let line_len = rest
            .iter()
            .position(|&byte| byte == b'\n' || byte == b'\r')
            .unwrap_or(rest.len());
        let line = rest.get(..line_len).unwrap_or(&[]);
        if !matches!(line.get(skip_whitespace(line, 0)), None | Some(b';' | b'%')) {
            return Some(line_start);
        }
        line_start += line_len + 1;
    }
    whole_file.then_some(head.len())
}

/// The first value of `CA` in the root node of the first game tree. Lower-case letters in
/// property names are skipped, as FF[1]-FF[3] readers do.
fn sgf_charset(head: &[u8]) -> Option<Declaration> {
    let mut pos = sgf_game_start(head)?;
    loop {
        pos = skip_whitespace(head, pos);
        let name_start = pos;
        while head.get(pos).is_some_and(u8::is_ascii_alphabetic) {
            pos += 1;
        }
        let name = head.get(name_start..pos)?;
        if name.is_empty() {
            // `;`, `(`, `)` or junk: the root node is over.
            return None;
        }
        let is_charset = name
            .iter()
            .filter(|byte| byte.is_ascii_uppercase())
            .eq(b"CA".iter());
        let mut first_value = true;
        loop {
            pos = skip_whitespace(head, pos);
            if head.get(pos) != Some(&b'[') {
                break;
            }
            let value_start = pos + 1;
            let value_end = sgf_value_end(head, value_start)?;
            if is_charset && first_value {
                let label = value_start..value_end;
                let text = String::from_utf8_lossy(head.get(label.clone())?);
                return Some(Declaration {
                    source: format!("CA[{text}]"),
                    label,
                    unknown_charset_code: "sgf/unknown-charset",
                    wrong_charset_code: "sgf/wrong-charset",
                });
            }
            first_value = false;
            pos = value_end + 1;
        }
    }
}

/// Offset just after the `;` of the first `(` `;` pair (white space allowed between).
fn sgf_game_start(head: &[u8]) -> Option<usize> {
    let mut from = 0;
    loop {
        let open = from + head.get(from..)?.iter().position(|&byte| byte == b'(')?;
        let semicolon = skip_whitespace(head, open + 1);
        if head.get(semicolon) == Some(&b';') {
            return Some(semicolon + 1);
        }
        from = open + 1;
    }
}

/// Offset of the `]` that closes a value starting at `start`, honouring `\` escapes.
fn sgf_value_end(head: &[u8], start: usize) -> Option<usize> {
    let mut pos = start;
    loop {
        match head.get(pos)? {
            b']' => return Some(pos),
            b'\\' => pos += 2,
            _ => pos += 1,
        }
    }
}

/// `charset=...` in the `%` comment lines (blank and `;` lines allowed between) that precede
/// the first tag, as in `%Content-type: text/x-pbn; charset=ISO-8859-1`.
fn pbn_charset(head: &[u8]) -> Option<Declaration> {
    let mut line_start = 0;
    while line_start < head.len() {
        let rest = head.get(line_start..)?;
        let line_len = rest
            .iter()
            .position(|&byte| byte == b'\n' || byte == b'\r')
            .unwrap_or(rest.len());
        let line = rest.get(..line_len)?;
        let content_start = skip_whitespace(line, 0);
        match line.get(content_start) {
            None | Some(b';') => {}
            Some(b'%') => {
                if let Some(label) = charset_parameter(line) {
                    let label = line_start + label.start..line_start + label.end;
                    let text = String::from_utf8_lossy(head.get(label.clone())?);
                    return Some(Declaration {
                        source: format!("charset={text}"),
                        label,
                        unknown_charset_code: "pbn/unknown-charset",
                        wrong_charset_code: "pbn/wrong-charset",
                    });
                }
            }
            Some(_) => return None,
        }
        line_start += line_len + 1;
    }
    None
}

/// Range of the value of a `charset=` parameter in `line`, without quotes.
fn charset_parameter(line: &[u8]) -> Option<Range<usize>> {
    const KEY: &[u8] = b"charset=";
    let key_start = line
        .windows(KEY.len())
        .position(|window| window.eq_ignore_ascii_case(KEY))?;
    let mut start = key_start + KEY.len();
    let quoted = line.get(start) == Some(&b'"');
    if quoted {
        start += 1;
    }
    let rest = line.get(start..)?;
    let len = rest
        .iter()
        .position(|&byte| {
            if quoted {
                byte == b'"'
            } else {
                byte == b';' || byte.is_ascii_whitespace()
            }
        })
        .unwrap_or(rest.len());
    Some(start..start + len)
}

fn skip_whitespace(bytes: &[u8], mut pos: usize) -> usize {
    while bytes.get(pos).is_some_and(u8::is_ascii_whitespace) {
        pos += 1;
    }
    pos
}

#[cfg(test)]
mod tests {
    use super::{find, Declaration};
    use gamerec_grammar::Format;

    fn label(format: Format, text: &str) -> Option<String> {
        let Declaration { label, source, .. } = find(format, text.as_bytes())?;
        let label = text.get(label)?.to_owned();
        assert!(source.contains(&label), "{source:?} should quote {label:?}");
        Some(label)
    }

    #[test]
    fn sgf_ca_in_the_root_node() {
        assert_eq!(
            label(Format::Sgf, "(;FF[4]CA[GB18030]GM[1])").as_deref(),
            Some("GB18030")
        );
        assert_eq!(
            label(Format::Sgf, "junk ( ;CA[UTF-8];B[aa])").as_deref(),
            Some("UTF-8")
        );
        assert_eq!(
            label(Format::Sgf, "(;C[a \\] b]AB[aa][bb]\n  CA [Big5])").as_deref(),
            Some("Big5")
        );
        // FF[3] style names with lower-case letters.
        assert_eq!(
            label(Format::Sgf, "(;ChArset[koi8-r])").as_deref(),
            Some("koi8-r")
        );
        assert_eq!(label(Format::Sgf, "(;CA[])").as_deref(), Some(""));
    }

    #[test]
    fn sgf_ca_elsewhere_does_not_count() {
        assert_eq!(label(Format::Sgf, "(;FF[4];CA[UTF-8])"), None);
        assert_eq!(label(Format::Sgf, "(;FF[4](;CA[UTF-8]))"), None);
        assert_eq!(label(Format::Sgf, "CA[UTF-8](;FF[4])"), None);
        assert_eq!(label(Format::Sgf, "(;FF[4]C[unclosed CA[UTF-8])"), None);
        assert_eq!(label(Format::Sgf, "(;CCA[UTF-8])"), None);
        assert_eq!(label(Format::Rbn, "(;CA[UTF-8])"), None);
    }

    #[test]
    fn pbn_charset_in_the_header_comments() {
        let bridgecomposer = "% PBN 2.1\r\n% EXPORT\r\n%Content-type: text/x-pbn; charset=ISO-8859-1\r\n[Event \"\"]\r\n";
        assert_eq!(
            label(Format::Pbn, bridgecomposer).as_deref(),
            Some("ISO-8859-1")
        );
        assert_eq!(
            label(Format::Pbn, "\n; note\n% Charset=\"UTF-8\"\n").as_deref(),
            Some("UTF-8")
        );
        assert_eq!(
            label(Format::Pbn, "%charset=utf-8;x=y").as_deref(),
            Some("utf-8")
        );
    }

    #[test]
    fn pbn_charset_after_the_first_tag_does_not_count() {
        assert_eq!(label(Format::Pbn, "[Event \"\"]\n% charset=UTF-8\n"), None);
        assert_eq!(label(Format::Pbn, "% PBN 2.1\n{ charset=UTF-8 }\n"), None);
        assert_eq!(label(Format::Pbn, "% PBN 2.1\n"), None);
    }
}
