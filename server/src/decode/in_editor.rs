//! The encoding of a file an editor shows. The editor decodes the file and the language server
//! sees only text, so the server reads the file's bytes from disk to learn which encoding
//! gamerec reads them in and why. What `gamerec check` says about it (an encoding guessed, a
//! declared charset that is unknown or wrong) is then placed in the editor's text as it is
//! edited, with the fix that writes the declaration, until the text declares a charset of its
//! own.

use super::{declared, declared_name, Decoded, Source};
use crate::ide::format::TextEdit;
use crate::ide::Diagnostic;
use encoding_rs::Encoding;
use gamerec_grammar::{CharsetDeclaration, Format, TextRange, TextSize};

/// What the bytes on disk say of a document's encoding.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FileEncoding {
    pub encoding: &'static Encoding,
    pub source: Source,
    finding: Option<Finding>,
    /// Whether the editor's text, when the file was read, was the text gamerec reads.
    editor_agrees: bool,
}

/// A guess or a faulty declaration, as `gamerec check` reports it.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Finding {
    diagnostic: Diagnostic,
    /// The charset label the file declares, as written; `None` when it declares none.
    declared: Option<String>,
    /// The name the fix declares; `None` when gamerec reads the file in its default for want
    /// of anything better, which is no name to write into it.
    declare: Option<&'static str>,
}

/// A fix of the declaration: its title and edit.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeclarationFix {
    pub title: String,
    pub edit: TextEdit,
}

impl FileEncoding {
    /// Reads `bytes` as `gamerec check` does; `editor_agrees` tells whether the editor shows
    /// the text gamerec reads.
    pub fn read(
        format: Format,
        bytes: &[u8],
        editor_agrees: impl FnOnce(&str) -> bool,
    ) -> FileEncoding {
        let decoded = super::decode(bytes, format);
        let finding = finding(format, bytes, &decoded);
        FileEncoding {
            encoding: decoded.encoding,
            source: decoded.source,
            finding,
            editor_agrees: editor_agrees(&decoded.text),
        }
    }

    /// The finding placed in `head`, the start of the editor's text: at the declaration when
    /// it still reads as the file's, at the first character outside ASCII when the file
    /// declares nothing and the text still declares nothing. `None` once the text has changed
    /// what the finding is about.
    pub fn diagnostic(&self, format: Format, head: &str) -> Option<Diagnostic> {
        let finding = self.finding.as_ref()?;
        let range = match (&finding.declared, declared::find(format, head.as_bytes())) {
            (None, None) => first_outside_ascii(head),
            (Some(written), Some(declaration))
                if head.get(declaration.label.clone()) == Some(written.as_str()) =>
            {
                range_of(declaration.label)
            }
            _ => return None,
        };
        let mut diagnostic = Diagnostic {
            range,
            ..finding.diagnostic.clone()
        };
        if !self.editor_agrees {
            diagnostic.message.push_str(&format!(
                "; the editor shows the file in another encoding: reopen it as {}",
                self.encoding.name()
            ));
        }
        Some(diagnostic)
    }

    /// The fix for the finding [`diagnostic`](Self::diagnostic) places in `head`: the
    /// declaration corrected, or added where the format wants it. `line_end` ends an added
    /// PBN line.
    pub fn fix(&self, format: Format, head: &str, line_end: &str) -> Option<DeclarationFix> {
        let finding = self.finding.as_ref()?;
        let name = finding.declare?;
        self.diagnostic(format, head)?;
        if let Some(declaration) = declared::find(format, head.as_bytes()) {
            let written = head.get(declaration.label.clone())?;
            return Some(DeclarationFix {
                title: format!("Declare the charset as `{name}` instead of `{written}`"),
                edit: TextEdit {
                    range: range_of(declaration.label),
                    new_text: name.to_owned(),
                },
            });
        }
        let at = declared::insertion_point(format, head.as_bytes())?;
        let (title, new_text) = match format.charset_declaration() {
            CharsetDeclaration::SgfCa => (format!("Add `CA[{name}]`"), format!("CA[{name}]")),
            CharsetDeclaration::PercentLine => {
                let line = format!("%Content-type: text/x-pbn; charset={name}");
                let after_last_line = at == head.len() && !head.ends_with(['\n', '\r']);
                let new_text = if after_last_line {
                    format!("{line_end}{line}")
                } else {
                    format!("{line}{line_end}")
                };
                (format!("Add `{line}`"), new_text)
            }
            CharsetDeclaration::None => return None,
        };
        Some(DeclarationFix {
            title,
            edit: TextEdit {
                range: range_of(at..at),
                new_text,
            },
        })
    }

    /// Which encoding gamerec reads the file in and why, for a hover.
    pub fn describe(&self) -> String {
        let why = match self.source {
            Source::ByteOrderMark => "its byte-order mark says so",
            Source::ZeroBytes => "its zero bytes and its declaration say so",
            Source::Utf8 => "its bytes are valid UTF-8",
            Source::Declared => "the file declares it",
            Source::Guessed => "guessed from its bytes",
            Source::Default => "the format's default",
        };
        format!(
            "gamerec reads this file as {} ({why}).",
            self.encoding.name()
        )
    }

    /// Where the text declares its charset, if it does.
    pub fn declaration_range(format: Format, head: &str) -> Option<TextRange> {
        declared::find(format, head.as_bytes()).map(|declaration| range_of(declaration.label))
    }
}

/// The finding of `check` about the encoding, when it is about the charset to declare.
fn finding(format: Format, bytes: &[u8], decoded: &Decoded) -> Option<Finding> {
    let diagnostic = decoded.diagnostic.clone()?;
    let declaration = declared::find(format, bytes);
    let about_the_declaration = declaration.as_ref().is_some_and(|declaration| {
        diagnostic.code == declaration.wrong_charset_code
            || diagnostic.code == declaration.unknown_charset_code
    });
    let guessed = diagnostic.code == format.guessed_encoding_code();
    if !about_the_declaration && !guessed {
        return None;
    }
    let declared = declaration
        .filter(|_| about_the_declaration)
        .map(|declaration| {
            String::from_utf8_lossy(bytes.get(declaration.label).unwrap_or(&[])).into_owned()
        });
    let declare = (decoded.source != Source::Default && decoded.source != Source::Declared)
        .then(|| declared_name(decoded.encoding, bytes));
    Some(Finding {
        diagnostic,
        declared,
        declare,
    })
}

fn first_outside_ascii(head: &str) -> TextRange {
    head.char_indices()
        .find(|(_, c)| !c.is_ascii())
        .map_or_else(|| range_of(0..0), |(at, c)| range_of(at..at + c.len_utf8()))
}

fn range_of(range: std::ops::Range<usize>) -> TextRange {
    let size = |offset: usize| TextSize::from(u32::try_from(offset).unwrap_or(u32::MAX));
    TextRange::new(size(range.start), size(range.end.max(range.start)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(format: Format, bytes: &[u8]) -> (FileEncoding, String) {
        let text = super::super::decode(bytes, format).text;
        let editor_text = text.clone();
        (
            FileEncoding::read(format, bytes, |read| read == editor_text),
            text,
        )
    }

    fn apply(text: &str, fix: &DeclarationFix) -> String {
        crate::ide::format::apply(text, std::slice::from_ref(&fix.edit))
    }

    const SHIFT_JIS: &[u8] = b"(;GM[1]FF[4]PB[\x88\xe4\x8e\x52]C[\x8d\x95\x82\xcc\x8f\x9f\x82\xbf\x81\x42\x93\xf1\x96\xda\x82\xcc\x8d\x95];B[pd])";

    #[test]
    fn a_guess_is_placed_at_the_first_character_outside_ascii_and_fixed_with_ca() {
        let (file, text) = read(Format::Sgf, SHIFT_JIS);
        assert_eq!(file.encoding.name(), "Shift_JIS");
        assert_eq!(
            file.describe(),
            "gamerec reads this file as Shift_JIS (guessed from its bytes)."
        );
        let diagnostic = file.diagnostic(Format::Sgf, &text).expect("the hint");
        assert_eq!(diagnostic.code, "sgf/guessed-encoding");
        assert_eq!(&text[diagnostic.range], "井");
        assert!(!diagnostic.message.contains("editor"), "{diagnostic:?}");
        let fix = file.fix(Format::Sgf, &text, "\n").expect("the fix");
        assert_eq!(fix.title, "Add `CA[Shift_JIS]`");
        let fixed = apply(&text, &fix);
        assert!(fixed.starts_with("(;CA[Shift_JIS]GM[1]"), "{fixed}");
        // Once the text declares a charset, the hint and its fix are gone.
        assert_eq!(file.diagnostic(Format::Sgf, &fixed), None);
        assert_eq!(file.fix(Format::Sgf, &fixed, "\n"), None);
    }

    #[test]
    fn a_wrong_declaration_is_corrected_in_place() {
        let bytes = b"(;CA[UTF-8]PB[\xc4\xe3\xba\xc3\xc4\xe3\xba\xc3]C[\xd6\xd0\xb9\xfa\xce\xa7\xc6\xe5\xd0\xad\xbb\xe1])";
        let (file, text) = read(Format::Sgf, bytes);
        assert_eq!(file.encoding.name(), "GBK");
        let diagnostic = file.diagnostic(Format::Sgf, &text).expect("the warning");
        assert_eq!(diagnostic.code, "sgf/wrong-charset");
        assert_eq!(&text[diagnostic.range], "UTF-8");
        let fix = file.fix(Format::Sgf, &text, "\n").expect("the fix");
        assert_eq!(fix.title, "Declare the charset as `GBK` instead of `UTF-8`");
        let fixed = apply(&text, &fix);
        assert!(fixed.starts_with("(;CA[GBK]PB[你好你好]"), "{fixed}");
        assert_eq!(file.diagnostic(Format::Sgf, &fixed), None);
    }

    #[test]
    fn a_pbn_declaration_goes_before_the_first_tag() {
        let bytes = "% PBN 2.1\r\n[Event \"Кубок Москвы по бриджу\"]\r\n[Site \"Москва\"]\r\n"
            .chars()
            .map(|c| match c {
                'А'..='я' => (u32::from(c) - 0x410 + 0xC0) as u8,
                c => c as u8,
            })
            .collect::<Vec<u8>>();
        let (file, text) = read(Format::Pbn, &bytes);
        assert_eq!(file.encoding.name(), "windows-1251");
        let fix = file.fix(Format::Pbn, &text, "\r\n").expect("the fix");
        assert_eq!(
            apply(&text, &fix),
            "% PBN 2.1\r\n%Content-type: text/x-pbn; charset=windows-1251\r\n[Event \"Кубок Москвы по бриджу\"]\r\n[Site \"Москва\"]\r\n"
        );
    }

    #[test]
    fn an_editor_that_read_other_text_is_told_to_reopen_the_file() {
        let file = FileEncoding::read(Format::Sgf, SHIFT_JIS, |_| false);
        let shown = String::from_utf8_lossy(SHIFT_JIS);
        let diagnostic = file.diagnostic(Format::Sgf, &shown).expect("the hint");
        assert!(
            diagnostic.message.ends_with(
                "; the editor shows the file in another encoding: reopen it as Shift_JIS"
            ),
            "{diagnostic:?}"
        );
    }

    #[test]
    fn files_read_as_they_say_have_nothing_to_fix() {
        for (format, bytes) in [
            (Format::Sgf, &b"(;CA[UTF-8]C[caf\xc3\xa9])"[..]),
            (Format::Sgf, b"(;CA[ISO-8859-1]C[caf\xe9])"),
            (Format::Pbn, b"[Event \"caf\xe9\"]\n"),
            (Format::Rbn, b"T Caf\xe9\n"),
        ] {
            let (file, text) = read(format, bytes);
            assert_eq!(file.diagnostic(format, &text), None, "{text}");
            assert_eq!(file.fix(format, &text, "\n"), None, "{text}");
        }
    }

    #[test]
    fn an_unknown_name_over_utf8_is_replaced_by_utf8() {
        let (file, text) = read(Format::Sgf, b"(;CA[foo]C[caf\xc3\xa9])");
        let diagnostic = file.diagnostic(Format::Sgf, &text).expect("the warning");
        assert_eq!(diagnostic.code, "sgf/unknown-charset");
        let fix = file.fix(Format::Sgf, &text, "\n").expect("the fix");
        assert_eq!(apply(&text, &fix), "(;CA[UTF-8]C[café])");
    }
}
