//! The open documents: their text (a rope that takes incremental changes), the client's
//! version, the format they are read as, and their latest parse.

use super::convert::{self, PositionEncoding};
use super::protocol as lsp;
use gamerec_grammar::{Format, Parse, TextRange, TextSize};
use ropey::Rope;
use std::collections::HashMap;
use std::sync::Arc;

/// One open document.
#[derive(Debug)]
pub struct Document {
    pub text: Rope,
    /// The version the client gave with the last open or change.
    pub version: i32,
    /// `None` when neither the language id nor the file extension names a format.
    pub format: Option<Format>,
    /// Server-wide counter, bumped by every open and change, so that work started for an
    /// older state (or an earlier opening of the same URI) can tell it is stale.
    pub revision: u64,
    /// The parse of the text at `revision`, once computed.
    pub parse: Option<Arc<Parse>>,
}

/// What analysis needs of a document, taken under the lock and used after it is released.
#[derive(Debug, Clone)]
pub struct Snapshot {
    pub text: String,
    pub version: i32,
    pub format: Option<Format>,
    pub revision: u64,
    /// The parse of `text`, when the document already has one.
    pub parse: Option<Arc<Parse>>,
}

#[derive(Debug, Default)]
pub struct Documents {
    open: HashMap<String, Document>,
    last_revision: u64,
}

impl Documents {
    /// Opens (or reopens) `uri` and returns its revision.
    pub fn open(&mut self, uri: &lsp::Uri, language_id: &str, version: i32, text: &str) -> u64 {
        let revision = self.next_revision();
        let document = Document {
            text: Rope::from_str(text),
            version,
            format: format_of(language_id, uri),
            revision,
            parse: None,
        };
        self.open.insert(uri.as_str().to_owned(), document);
        revision
    }

    /// Applies `changes` in order and returns the new revision, or `None` if `uri` is not open.
    pub fn change(
        &mut self,
        uri: &lsp::Uri,
        version: i32,
        changes: &[lsp::TextDocumentContentChangeEvent],
        encoding: PositionEncoding,
    ) -> Option<u64> {
        let revision = self.next_revision();
        let document = self.open.get_mut(uri.as_str())?;
        for change in changes {
            let parse = document.parse.take();
            let old_text = parse.as_ref().map(|_| document.text.to_string());
            let edited = apply_change(&mut document.text, change, encoding);
            if let (Some(parse), Some(old_text), Some(edited)) = (parse, old_text, edited) {
                document.parse = reparse_change(&parse, &old_text, &document.text, edited, change);
            }
        }
        document.version = version;
        document.revision = revision;
        Some(revision)
    }

    /// Forgets `uri`; returns whether it was open.
    pub fn close(&mut self, uri: &lsp::Uri) -> bool {
        self.open.remove(uri.as_str()).is_some()
    }

    pub fn get(&self, uri: &lsp::Uri) -> Option<&Document> {
        self.open.get(uri.as_str())
    }

    /// The document as it is now, if it is open and still at `revision`.
    pub fn snapshot_at(&self, uri: &lsp::Uri, revision: u64) -> Option<Snapshot> {
        let document = self.get(uri).filter(|d| d.revision == revision)?;
        Some(Snapshot {
            text: document.text.to_string(),
            version: document.version,
            format: document.format,
            revision,
            parse: document.parse.clone(),
        })
    }

    /// Every open document's URI with its current revision.
    pub fn revisions(&self) -> Vec<(lsp::Uri, u64)> {
        (self.open.iter())
            .filter_map(|(uri, document)| Some((uri.parse().ok()?, document.revision)))
            .collect()
    }

    pub fn is_current(&self, uri: &lsp::Uri, revision: u64) -> bool {
        self.get(uri).is_some_and(|d| d.revision == revision)
    }

    /// Keeps `parse` if the document is still at the revision it was computed for.
    pub fn store_parse(&mut self, uri: &lsp::Uri, revision: u64, parse: Arc<Parse>) {
        if let Some(document) = self.open.get_mut(uri.as_str()) {
            if document.revision == revision {
                document.parse = Some(parse);
            }
        }
    }

    fn next_revision(&mut self) -> u64 {
        self.last_revision += 1;
        self.last_revision
    }
}

/// Applies one change event: a range replaced by new text, or (without a range) the whole
/// text replaced. Returns the byte range replaced, for a range change.
pub fn apply_change(
    text: &mut Rope,
    change: &lsp::TextDocumentContentChangeEvent,
    encoding: PositionEncoding,
) -> Option<std::ops::Range<usize>> {
    let Some(range) = change.range else {
        *text = Rope::from_str(&change.text);
        return None;
    };
    let bytes = convert::text_range(text, range, encoding);
    // `convert::offset` only returns character boundaries.
    let start = text.byte_to_char(bytes.start);
    let end = text.byte_to_char(bytes.end);
    text.remove(start..end);
    text.insert(start, &change.text);
    Some(bytes)
}

/// The parse after `edited` (bytes of `old_text`) was replaced by the change's text, when
/// parsing the touched records again is enough; `None` leaves the full parse to analysis.
fn reparse_change(
    old: &Parse,
    old_text: &str,
    new_text: &Rope,
    edited: std::ops::Range<usize>,
    change: &lsp::TextDocumentContentChangeEvent,
) -> Option<Arc<Parse>> {
    let range = TextRange::new(
        TextSize::try_from(edited.start).ok()?,
        TextSize::try_from(edited.end).ok()?,
    );
    let new_text = new_text.to_string();
    let reparsed = gamerec_grammar::reparse_records(old, old_text, range, &change.text, &new_text)?;
    Some(Arc::new(reparsed.parse))
}

/// The format named by the language id, else by the extension of the URI's last segment.
pub fn format_of(language_id: &str, uri: &lsp::Uri) -> Option<Format> {
    let by_id = match language_id.to_ascii_lowercase().as_str() {
        "rbn" => Some(Format::Rbn),
        "rbx" => Some(Format::Rbx),
        "pbn" => Some(Format::Pbn),
        "sgf" => Some(Format::Sgf),
        _ => None,
    };
    by_id.or_else(|| {
        let path = uri.as_str().split(['?', '#']).next().unwrap_or("");
        let name = path.rsplit('/').next().unwrap_or("");
        let (_, extension) = name.rsplit_once('.')?;
        Format::from_extension(extension)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn change(
        range: Option<((u32, u32), (u32, u32))>,
        text: &str,
    ) -> lsp::TextDocumentContentChangeEvent {
        lsp::TextDocumentContentChangeEvent {
            range: range.map(|((l1, c1), (l2, c2))| {
                lsp::Range::new(lsp::Position::new(l1, c1), lsp::Position::new(l2, c2))
            }),
            range_length: None,
            text: text.to_owned(),
        }
    }

    fn apply(
        text: &str,
        changes: &[lsp::TextDocumentContentChangeEvent],
        encoding: PositionEncoding,
    ) -> String {
        let mut rope = Rope::from_str(text);
        for c in changes {
            apply_change(&mut rope, c, encoding);
        }
        rope.to_string()
    }

    #[test]
    fn insert_delete_replace() {
        let utf16 = PositionEncoding::Utf16;
        assert_eq!(
            apply("abc\ndef", &[change(Some(((1, 1), (1, 1))), "X")], utf16),
            "abc\ndXef"
        );
        assert_eq!(
            apply("abc\ndef", &[change(Some(((0, 2), (1, 1))), "")], utf16),
            "abef"
        );
        assert_eq!(apply("abc", &[change(None, "new")], utf16), "new");
        // Applied in order: the second change sees the first one's result.
        assert_eq!(
            apply(
                "ab",
                &[
                    change(Some(((0, 2), (0, 2))), "\ncd"),
                    change(Some(((1, 0), (1, 1))), "C")
                ],
                utf16
            ),
            "ab\nCd"
        );
    }

    #[test]
    fn cjk_and_emoji_in_both_encodings() {
        let text = "名前😀x\n";
        // After the emoji: 2 + 2 UTF-16 units, 3 + 3 + 4 bytes.
        assert_eq!(
            apply(
                text,
                &[change(Some(((0, 4), (0, 5))), "y")],
                PositionEncoding::Utf16
            ),
            "名前😀y\n"
        );
        assert_eq!(
            apply(
                text,
                &[change(Some(((0, 10), (0, 11))), "y")],
                PositionEncoding::Utf8
            ),
            "名前😀y\n"
        );
        // Replace the emoji itself, and redo a CJK edit (insert then delete).
        assert_eq!(
            apply(
                text,
                &[change(Some(((0, 2), (0, 4))), "🎉")],
                PositionEncoding::Utf16
            ),
            "名前🎉x\n"
        );
        let redo = [
            change(Some(((0, 1), (0, 1))), "字"),
            change(Some(((0, 1), (0, 2))), ""),
        ];
        assert_eq!(apply(text, &redo, PositionEncoding::Utf16), text);
    }

    #[test]
    fn line_ends_and_clamping() {
        let utf16 = PositionEncoding::Utf16;
        // CRLF and lone CR both end lines; a column past the end stays before the line end.
        assert_eq!(
            apply(
                "ab\r\ncd\ref",
                &[change(Some(((1, 9), (1, 9))), "!")],
                utf16
            ),
            "ab\r\ncd!\ref"
        );
        assert_eq!(
            apply(
                "ab\r\ncd\ref",
                &[change(Some(((2, 0), (2, 1))), "E")],
                utf16
            ),
            "ab\r\ncd\rEf"
        );
        assert_eq!(
            apply("ab\r\ncd", &[change(Some(((0, 2), (1, 0))), "")], utf16),
            "abcd"
        );
        // Past the end of the text: appended.
        assert_eq!(
            apply("ab", &[change(Some(((7, 3), (9, 0))), "!")], utf16),
            "ab!"
        );
        // Ends given backwards are put in order.
        assert_eq!(
            apply("abcd", &[change(Some(((0, 3), (0, 1))), "")], utf16),
            "ad"
        );
        // Inserting between CR and LF splits the line end without trouble.
        let mut rope = Rope::from_str("a\r\nb");
        apply_change(&mut rope, &change(Some(((0, 1), (0, 1))), "\r"), utf16);
        assert_eq!(rope.to_string(), "a\r\r\nb");
    }

    proptest::proptest! {
        /// Random edits at random (also out-of-range) positions never panic and keep the
        /// rope's text and line structure consistent.
        #[test]
        fn random_edits_keep_the_rope_sound(
            edits in proptest::collection::vec(
                (0u32..6, 0u32..12, 0u32..6, 0u32..12, "[a名😀\r\n]{0,4}", proptest::bool::ANY),
                0..30,
            ),
        ) {
            let mut rope = Rope::from_str("ab\r\n名😀\rc\n");
            for (l1, c1, l2, c2, text, utf8) in edits {
                let encoding = if utf8 { PositionEncoding::Utf8 } else { PositionEncoding::Utf16 };
                let before = rope.to_string();
                let range = convert::text_range(&rope, lsp::Range::new(
                    lsp::Position::new(l1, c1), lsp::Position::new(l2, c2)), encoding);
                apply_change(&mut rope, &change(Some(((l1, c1), (l2, c2))), &text), encoding);
                let mut expected = before.clone();
                expected.replace_range(range, &text);
                let line_ends = expected.matches("\r\n").count()
                    + expected.matches('\r').count()
                    + expected.matches('\n').count()
                    - expected.matches("\r\n").count() * 2;
                proptest::prop_assert_eq!(rope.len_lines(), line_ends + 1);
                proptest::prop_assert_eq!(rope.to_string(), expected);
            }
        }
    }

    #[test]
    fn format_from_language_id_then_extension() {
        let uri: lsp::Uri = "file:///games/deal.PBN".parse().unwrap();
        assert_eq!(format_of("pbn", &uri), Some(Format::Pbn));
        assert_eq!(format_of("sgf", &uri), Some(Format::Sgf));
        assert_eq!(format_of("plaintext", &uri), Some(Format::Pbn));
        let unknown: lsp::Uri = "untitled:Untitled-1".parse().unwrap();
        assert_eq!(format_of("plaintext", &unknown), None);
        assert_eq!(format_of("rbx", &unknown), Some(Format::Rbx));
    }

    #[test]
    fn store_tracks_versions_and_revisions() {
        let uri: lsp::Uri = "file:///a.sgf".parse().unwrap();
        let mut documents = Documents::default();
        let first = documents.open(&uri, "sgf", 1, "(;GM[1])");
        let second = documents
            .change(
                &uri,
                2,
                &[change(Some(((0, 7), (0, 7))), "\n")],
                PositionEncoding::Utf8,
            )
            .unwrap();
        assert!(second > first);
        assert!(!documents.is_current(&uri, first));
        let snapshot = documents.snapshot_at(&uri, second).unwrap();
        assert_eq!(
            (snapshot.text.as_str(), snapshot.version),
            ("(;GM[1]\n)", 2)
        );
        assert!(documents.close(&uri));
        assert!(documents
            .change(&uri, 3, &[], PositionEncoding::Utf8)
            .is_none());
        assert!(documents.snapshot_at(&uri, second).is_none());
    }

    #[test]
    fn an_edit_inside_one_game_keeps_a_parse_equal_to_a_full_one() {
        let uri: lsp::Uri = "file:///a.pbn".parse().unwrap();
        let games = "[Board \"1\"]\n\n[Board \"2\"]\n\n[Board \"3\"]\n";
        let mut documents = Documents::default();
        let first = documents.open(&uri, "pbn", 1, games);
        let parse = Arc::new(gamerec_grammar::parse(Format::Pbn, games));
        documents.store_parse(&uri, first, parse);
        let edit = [change(Some(((2, 8), (2, 9))), "22")];
        let second = documents
            .change(&uri, 2, &edit, PositionEncoding::Utf16)
            .unwrap();
        let snapshot = documents.snapshot_at(&uri, second).unwrap();
        let full = gamerec_grammar::parse(Format::Pbn, &snapshot.text);
        assert_eq!(snapshot.parse.as_deref(), Some(&full));
        assert!(snapshot.text.contains("\"22\""));

        let whole = [change(None, "[Board \"9\"]\n")];
        let third = documents
            .change(&uri, 3, &whole, PositionEncoding::Utf16)
            .unwrap();
        assert!(documents.snapshot_at(&uri, third).unwrap().parse.is_none());
    }
}
