//! The open documents: their text (a rope that takes incremental changes), the client's
//! version, the format they are read as, and their latest parse.

use super::convert::{self, PositionEncoding};
use super::on_disk::OnDisk;
use super::outline::OutlineMemo;
use super::protocol as lsp;
use super::sent_tokens::SentTokens;
use crate::ide::analysis::HoverCache;
use crate::ide::check::CheckCache;
use crate::ide::format::FormatMemo;
use crate::ide::symbols::Symbol;
use crate::ide::Settings;
use crate::reclaim;
use gamerec_grammar::{Format, Parse, SourceText, TextRange, TextSize};
use ropey::Rope;
use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

/// One open document.
#[derive(Debug)]
pub struct Document {
    pub text: Rope,
    /// The version the client gave with the last open or change.
    pub version: i32,
    /// `None` when neither the language id nor the file extension names a format.
    pub format: Option<Format>,
    /// Whether the content chooses the format, among those of an extension two formats share
    /// (`.ppn`): then an edit may change it.
    pub format_by_content: bool,
    /// Server-wide counter, bumped by every open and change, so that work started for an
    /// older state (or an earlier opening of the same URI) can tell it is stale.
    pub revision: u64,
    /// The parse of the text at `revision`, once computed.
    pub parse: Option<Arc<Parse>>,
    /// The last parse of an earlier text, kept while `parse` is missing after a change that
    /// could not be reparsed in place: the next whole parse takes its unchanged records.
    pub parse_before: Option<Arc<Parse>>,
    /// The revision the document was opened at, which tells this opening from later ones.
    pub opened: u64,
    pub analysis: Analysis,
    /// The revision and settings the last analysis run of this opening was for.
    pub analysed: Option<(u64, Arc<Settings>)>,
    /// What the last analysis found record by record; only the running analysis uses it.
    pub checks: Arc<Mutex<CheckCache>>,
    /// What hovers keep between requests (Go positions already replayed).
    pub hovers: Arc<HoverCache>,
    /// The outline of the text at `revision`, once a workspace symbol search built it.
    pub outline: Arc<OnceLock<Vec<Symbol>>>,
    /// The outline last sent for this opening, record by record, for the next outline request.
    pub sent_outline: Arc<Mutex<OutlineMemo>>,
    /// What the last formatting of this opening found, for formatting again after an edit.
    pub formatting: Arc<Mutex<FormatMemo>>,
    /// Whether the user was told that not every diagnostic is shown.
    pub limit_noticed: bool,
    /// The semantic tokens last sent in full, for the next delta request.
    pub sent_tokens: Option<Arc<SentTokens>>,
    /// The file on disk as last opened or saved, for its encoding.
    pub on_disk: Arc<OnDisk>,
}

/// Whether the document's diagnostics are being computed. One analysis runs at a time per
/// document; changes that arrive meanwhile are taken up by one more run when it ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Analysis {
    #[default]
    Idle,
    Running,
    /// Running, and the document (or the settings) changed after the run took its snapshot.
    RunningStale,
}

/// What analysis needs of a document, taken under the lock and used after it is released.
/// Cloning a rope shares its text, so taking a snapshot costs the same for any document size.
#[derive(Debug, Clone)]
pub struct Snapshot {
    pub text: Rope,
    pub version: i32,
    pub format: Option<Format>,
    pub revision: u64,
    /// The parse of `text`, when the document already has one.
    pub parse: Option<Arc<Parse>>,
    /// The parse of an earlier text, for a whole parse of `text` to share records with.
    pub parse_before: Option<Arc<Parse>>,
    pub checks: Arc<Mutex<CheckCache>>,
    pub hovers: Arc<HoverCache>,
    pub outline: Arc<OnceLock<Vec<Symbol>>>,
    pub sent_outline: Arc<Mutex<OutlineMemo>>,
    pub formatting: Arc<Mutex<FormatMemo>>,
    pub on_disk: Arc<OnDisk>,
}

impl Snapshot {
    /// The parse of `text` as `format`: the one kept, or else a whole parse, which takes the
    /// records it has in common with the parse before the change (see
    /// [`gamerec_grammar::share_unchanged_records`]).
    pub fn parse_as(&self, format: Format) -> Arc<Parse> {
        if let Some(parse) = &self.parse {
            return Arc::clone(parse);
        }
        let parse = gamerec_grammar::parse(format, &String::from(&self.text));
        Arc::new(match &self.parse_before {
            Some(before) => gamerec_grammar::share_unchanged_records(parse, before),
            None => parse,
        })
    }
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
        let (format, format_by_content) = match format_of(language_id, uri) {
            Some(format) if format_chosen_by_content(language_id, format) => {
                (Some(format.by_content(text)), true)
            }
            other => (other, false),
        };
        let document = Document {
            text: Rope::from_str(text),
            version,
            format,
            format_by_content,
            revision,
            parse: None,
            parse_before: None,
            opened: revision,
            analysis: Analysis::Idle,
            analysed: None,
            checks: Arc::default(),
            hovers: Arc::default(),
            outline: Arc::default(),
            sent_outline: Arc::default(),
            formatting: Arc::default(),
            limit_noticed: false,
            sent_tokens: None,
            on_disk: Arc::new(OnDisk::new(uri)),
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
            let old_parse = document.parse.take();
            let edited = change
                .range
                .map(|range| convert::text_range(&document.text, range, encoding));
            if let (Some(parse), Some(edited)) = (&old_parse, &edited) {
                document.parse = reparse_change(parse, &document.text, edited.clone(), change);
            }
            if document.parse.is_some() {
                reclaim::later(old_parse);
                reclaim::later(document.parse_before.take());
            } else if let Some(old_parse) = old_parse {
                reclaim::later(document.parse_before.replace(old_parse));
            }
            apply_change(&mut document.text, change, encoding);
        }
        document.version = version;
        document.revision = revision;
        document.outline = Arc::default();
        if document.format_by_content {
            let decided = document
                .format
                .map(|format| format.by_content(&content_head(&document.text)));
            if decided != document.format {
                document.format = decided;
                reclaim::later(document.parse.take());
                reclaim::later(document.parse_before.take());
                document.checks = Arc::default();
                document.hovers = Arc::default();
                document.sent_tokens = None;
                document.formatting = Arc::default();
                document.sent_outline = Arc::default();
            }
        }
        Some(revision)
    }

    /// Notes that `uri` was saved: its file is read again for its encoding. Returns whether it
    /// is open.
    pub fn saved(&mut self, uri: &lsp::Uri) -> bool {
        let Some(document) = self.open.get_mut(uri.as_str()) else {
            return false;
        };
        document.on_disk = Arc::new(OnDisk::new(uri));
        // The same text now has another file behind it: it is analysed again.
        document.analysed = None;
        true
    }

    /// Forgets `uri`; returns whether it was open.
    pub fn close(&mut self, uri: &lsp::Uri) -> bool {
        let was_open = self.open.remove(uri.as_str()).is_some();
        // The table gives back its room once most of the documents it held are closed.
        if self.open.capacity() > 4 * self.open.len().max(16) {
            self.open.shrink_to(2 * self.open.len());
        }
        was_open
    }

    pub fn get(&self, uri: &lsp::Uri) -> Option<&Document> {
        self.open.get(uri.as_str())
    }

    /// How many documents are open.
    pub fn count(&self) -> usize {
        self.open.len()
    }

    /// The document as it is now, if it is open and still at `revision`.
    pub fn snapshot_at(&self, uri: &lsp::Uri, revision: u64) -> Option<Snapshot> {
        let document = self.get(uri).filter(|d| d.revision == revision)?;
        Some(Snapshot {
            text: document.text.clone(),
            version: document.version,
            format: document.format,
            revision,
            parse: document.parse.clone(),
            parse_before: document.parse_before.clone(),
            checks: Arc::clone(&document.checks),
            hovers: Arc::clone(&document.hovers),
            outline: Arc::clone(&document.outline),
            sent_outline: Arc::clone(&document.sent_outline),
            formatting: Arc::clone(&document.formatting),
            on_disk: Arc::clone(&document.on_disk),
        })
    }

    /// The document as it is now, if it is open.
    pub fn snapshot(&self, uri: &lsp::Uri) -> Option<Snapshot> {
        let revision = self.get(uri)?.revision;
        self.snapshot_at(uri, revision)
    }

    /// Asks for the diagnostics of `uri` to be computed. Returns the opening to analyse when
    /// the caller must start an analysis, `None` when one is running (it will run again) or
    /// the document is not open.
    pub fn request_analysis(&mut self, uri: &lsp::Uri) -> Option<u64> {
        let document = self.open.get_mut(uri.as_str())?;
        match document.analysis {
            Analysis::Idle => {
                document.analysis = Analysis::Running;
                Some(document.opened)
            }
            Analysis::Running | Analysis::RunningStale => {
                document.analysis = Analysis::RunningStale;
                None
            }
        }
    }

    /// The latest snapshot of `uri` for the analysis of opening `opened`, which must run
    /// (again) when this returns `Some`; `None` ends the analysis.
    pub fn next_analysis(&mut self, uri: &lsp::Uri, opened: u64) -> Option<Snapshot> {
        let document = self.open.get_mut(uri.as_str())?;
        if document.opened != opened {
            return None;
        }
        document.analysis = Analysis::Running;
        let revision = document.revision;
        self.snapshot_at(uri, revision)
    }

    /// Records that the analysis of opening `opened` runs on `revision` with `settings`.
    /// Returns `false`, recording nothing, when the last run was already for both: its
    /// diagnostics were published and are still right.
    pub fn start_run(
        &mut self,
        uri: &lsp::Uri,
        opened: u64,
        revision: u64,
        settings: &Arc<Settings>,
    ) -> bool {
        let Some(document) = self.open.get_mut(uri.as_str()) else {
            return false;
        };
        if document.opened != opened {
            return false;
        }
        let done = (document.analysed.as_ref())
            .is_some_and(|(done, used)| *done == revision && **used == **settings);
        if !done {
            document.analysed = Some((revision, Arc::clone(settings)));
        }
        !done
    }

    /// Ends a run of the analysis of opening `opened`; returns whether it must run again
    /// because the document changed meanwhile.
    pub fn finish_analysis(&mut self, uri: &lsp::Uri, opened: u64) -> bool {
        let Some(document) = self.open.get_mut(uri.as_str()) else {
            return false;
        };
        if document.opened != opened {
            return false;
        }
        match document.analysis {
            Analysis::RunningStale => true,
            Analysis::Idle | Analysis::Running => {
                document.analysis = Analysis::Idle;
                false
            }
        }
    }

    /// Whether this is the first time the diagnostics of this opening of `uri` were cut short.
    pub fn first_limit_notice(&mut self, uri: &lsp::Uri, opened: u64) -> bool {
        match self.open.get_mut(uri.as_str()) {
            Some(document) if document.opened == opened && !document.limit_noticed => {
                document.limit_noticed = true;
                true
            }
            _ => false,
        }
    }

    /// Every open document's URI with its current revision.
    pub fn revisions(&self) -> Vec<(lsp::Uri, u64)> {
        (self.open.iter())
            .filter_map(|(uri, document)| Some((uri.parse().ok()?, document.revision)))
            .collect()
    }

    /// The client's version of the open document `uri`.
    pub fn version(&self, uri: &lsp::Uri) -> Option<i32> {
        self.get(uri).map(|document| document.version)
    }

    pub fn is_current(&self, uri: &lsp::Uri, revision: u64) -> bool {
        self.get(uri).is_some_and(|d| d.revision == revision)
    }

    /// Keeps `parse` if the document is still at the revision it was computed for.
    pub fn store_parse(&mut self, uri: &lsp::Uri, revision: u64, parse: Arc<Parse>) {
        if let Some(document) = self.open.get_mut(uri.as_str()) {
            if document.revision == revision {
                document.parse = Some(parse);
                reclaim::later(document.parse_before.take());
            }
        }
    }

    /// The semantic tokens last sent for `uri`.
    pub fn sent_tokens(&self, uri: &lsp::Uri) -> Option<Arc<SentTokens>> {
        self.get(uri)?.sent_tokens.clone()
    }

    /// Keeps `sent` (or nothing) as the semantic tokens last sent for `uri`, in place of the
    /// ones before.
    pub fn keep_sent_tokens(&mut self, uri: &lsp::Uri, sent: Option<Arc<SentTokens>>) {
        if let Some(document) = self.open.get_mut(uri.as_str()) {
            document.sent_tokens = sent;
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

/// The parse after `edited` (bytes of `old_text`, which `old` is the parse of) is replaced by
/// the change's text, when parsing the touched records again is enough; `None` leaves the
/// full parse to analysis.
fn reparse_change(
    old: &Parse,
    old_text: &Rope,
    edited: std::ops::Range<usize>,
    change: &lsp::TextDocumentContentChangeEvent,
) -> Option<Arc<Parse>> {
    let range = TextRange::new(
        TextSize::try_from(edited.start).ok()?,
        TextSize::try_from(edited.end).ok()?,
    );
    let reparsed = gamerec_grammar::reparse_edit(old, &RopeText(old_text), range, &change.text)?;
    Some(Arc::new(reparsed.parse))
}

/// A rope read as the text of a parse, a piece at a time.
struct RopeText<'a>(&'a Rope);

impl SourceText for RopeText<'_> {
    fn byte_len(&self) -> usize {
        self.0.len_bytes()
    }

    fn slice(&self, range: std::ops::Range<usize>) -> Option<Cow<'_, str>> {
        let slice = self.0.get_byte_slice(range)?;
        Some(match slice.as_str() {
            Some(text) => Cow::Borrowed(text),
            None => Cow::Owned(slice.to_string()),
        })
    }
}

/// The format named by the language id (a format's name, or the extension of formats that
/// share it, as `ppn`), else by the extension of the URI's last segment.
pub fn format_of(language_id: &str, uri: &lsp::Uri) -> Option<Format> {
    let by_id = Format::from_name(language_id).or_else(|| Format::from_extension(language_id));
    by_id.or_else(|| {
        let path = uri.as_str().split(['?', '#']).next().unwrap_or("");
        let name = path.rsplit('/').next().unwrap_or("");
        let (_, extension) = name.rsplit_once('.')?;
        Format::from_extension(extension)
    })
}

/// Whether the content picks the format among those sharing `format`'s extension: not when
/// the language id names the format itself (`preferans`, `pinochle`).
fn format_chosen_by_content(language_id: &str, format: Format) -> bool {
    format.shares_extension() && Format::from_name(language_id).is_none()
}

/// The start of the text, as much as [`Format::by_content`] reads.
fn content_head(text: &Rope) -> Cow<'_, str> {
    let lines = text.len_lines().min(Format::CONTENT_LINES);
    let end = text.line_to_byte(lines);
    let head = text.byte_slice(..end);
    match head.as_str() {
        Some(text) => Cow::Borrowed(text),
        None => Cow::Owned(head.to_string()),
    }
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
        assert_eq!(format_of("pinochle", &unknown), Some(Format::Pinochle));
        assert_eq!(format_of("ppn", &unknown), Some(Format::Preferans));
    }

    #[test]
    fn a_ppn_document_is_the_notation_its_content_shows_after_every_edit() {
        let uri: lsp::Uri = "file:///games/hand.ppn".parse().unwrap();
        let mut documents = Documents::default();
        documents.open(&uri, "ppn", 1, "");
        assert_eq!(documents.get(&uri).unwrap().format, Some(Format::Preferans));
        documents.change(
            &uri,
            2,
            &[change(None, "% PPN 1.0\n")],
            PositionEncoding::Utf8,
        );
        assert_eq!(documents.get(&uri).unwrap().format, Some(Format::Pinochle));
        assert!(documents.get(&uri).unwrap().parse.is_none());
        documents.change(
            &uri,
            3,
            &[change(None, "[Bula 60]\n")],
            PositionEncoding::Utf8,
        );
        assert_eq!(documents.get(&uri).unwrap().format, Some(Format::Preferans));

        // A language that names the notation keeps it whatever the content.
        documents.open(&uri, "preferans", 4, "% PPN 1.0\n");
        assert_eq!(documents.get(&uri).unwrap().format, Some(Format::Preferans));
        documents.change(
            &uri,
            5,
            &[change(None, "% EXPORT\n")],
            PositionEncoding::Utf8,
        );
        assert_eq!(documents.get(&uri).unwrap().format, Some(Format::Preferans));
        // Another id leaves it to the extension, and so to the content.
        documents.open(&uri, "plaintext", 6, "@P.1-R=[Chat \"N:hi\"]\n");
        assert_eq!(documents.get(&uri).unwrap().format, Some(Format::Pinochle));
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
            (snapshot.text.to_string().as_str(), snapshot.version),
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
        let text = snapshot.text.to_string();
        let full = gamerec_grammar::parse(Format::Pbn, &text);
        assert_eq!(snapshot.parse.as_deref(), Some(&full));
        assert!(text.contains("\"22\""));

        let whole = [change(None, "[Board \"9\"]\n")];
        let third = documents
            .change(&uri, 3, &whole, PositionEncoding::Utf16)
            .unwrap();
        assert!(documents.snapshot_at(&uri, third).unwrap().parse.is_none());
    }

    #[test]
    fn a_whole_parse_after_the_whole_text_changed_takes_the_records_it_kept() {
        let uri: lsp::Uri = "file:///a.pbn".parse().unwrap();
        let games =
            |middle: &str| format!("[Board \"1\"]\n\n[Board \"{middle}\"]\n\n[Board \"3\"]\n");
        // Where the game at `index` lives in memory.
        let game = |parse: &Parse, index: usize| {
            let games = parse
                .green()
                .children()
                .filter_map(|child| child.into_node());
            games.map(|node| node as *const _).nth(index)
        };
        let mut documents = Documents::default();
        let first = documents.open(&uri, "pbn", 1, &games("2"));
        let before = Arc::new(gamerec_grammar::parse(Format::Pbn, &games("2")));
        documents.store_parse(&uri, first, Arc::clone(&before));

        let whole = [change(None, &games("22"))];
        let second = documents
            .change(&uri, 2, &whole, PositionEncoding::Utf16)
            .unwrap();
        let snapshot = documents.snapshot_at(&uri, second).unwrap();
        assert!(snapshot.parse.is_none());
        let parse = snapshot.parse_as(Format::Pbn);
        let fresh = gamerec_grammar::parse(Format::Pbn, &games("22"));
        assert_eq!(parse.debug_dump(), fresh.debug_dump());
        assert_eq!(game(&parse, 0), game(&before, 0));
        assert_ne!(game(&parse, 1), game(&before, 1));
        assert_eq!(game(&parse, 2), game(&before, 2));
        assert!(game(&parse, 2).is_some() && game(&parse, 3).is_none());

        documents.store_parse(&uri, second, parse);
        let stored = documents.get(&uri).unwrap();
        assert!(stored.parse.is_some() && stored.parse_before.is_none());
    }

    #[test]
    fn a_run_requested_after_its_change_was_analysed_is_skipped() {
        let uri: lsp::Uri = "file:///a.sgf".parse().unwrap();
        let settings = Arc::new(Settings::default());
        let mut documents = Documents::default();
        documents.open(&uri, "sgf", 1, "(;GM[1])");
        let opened = documents.request_analysis(&uri).unwrap();
        let first = documents.next_analysis(&uri, opened).unwrap().revision;
        assert!(documents.start_run(&uri, opened, first, &settings));
        // The change is applied, and the running analysis takes it up before the handler that
        // made it asks for a run.
        let edit = [change(Some(((0, 7), (0, 7))), ";B[aa]")];
        let second = documents
            .change(&uri, 2, &edit, PositionEncoding::Utf8)
            .unwrap();
        assert!(!documents.finish_analysis(&uri, opened));
        let opened = documents.request_analysis(&uri).unwrap();
        assert_eq!(
            documents.next_analysis(&uri, opened).unwrap().revision,
            second
        );
        assert!(documents.start_run(&uri, opened, second, &settings));
        assert!(!documents.finish_analysis(&uri, opened));
        // The late request finds the analysis idle: its run must publish nothing new.
        let opened = documents.request_analysis(&uri).unwrap();
        assert_eq!(
            documents.next_analysis(&uri, opened).unwrap().revision,
            second
        );
        assert!(!documents.start_run(&uri, opened, second, &settings));
        // Changed settings are a reason to run again on the same text.
        let quieter = Settings::from_toml("maxDiagnostics = 1").settings;
        assert_ne!(quieter, Settings::default());
        assert!(documents.start_run(&uri, opened, second, &Arc::new(quieter)));
        // A new opening starts with no run behind it.
        documents.open(&uri, "sgf", 3, "(;GM[1])");
        let reopened = documents.request_analysis(&uri).unwrap();
        let third = documents.next_analysis(&uri, reopened).unwrap().revision;
        assert!(!documents.start_run(&uri, opened, third, &settings));
        assert!(documents.start_run(&uri, reopened, third, &settings));
    }
}
