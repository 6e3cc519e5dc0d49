//! One input made ready for reporting: read, its format told, decoded, parsed and diagnosed.

use super::inputs::Input;
use crate::decode::{decode_for_detection, decode_owned, Decoded};
use crate::ide::analysis::diagnostics_with;
use crate::ide::check::{CheckCache, Findings, LeftOut};
use crate::ide::diagnostics::sort_by_position;
use crate::ide::rules::Rules;
use crate::ide::{Diagnostic, LineIndex};
use gamerec_grammar::{parse, Format, Parse};
use std::io::{self, Read};

pub struct Document {
    /// The name shown in reports.
    pub name: String,
    pub format: Format,
    pub decoded: Decoded,
    pub parse: Parse,
    pub line_index: LineIndex,
    /// The encoding, syntax and check diagnostics, in document order: with a cap, at most that
    /// many, the most serious first.
    pub diagnostics: Vec<Diagnostic>,
    /// The diagnostics past the cap, counted.
    pub left_out: LeftOut,
}

/// Why an input could not be checked.
#[derive(Debug)]
pub enum LoadError {
    Read(io::Error),
    UnknownFormat,
    ParserPanicked(Format),
}

impl std::fmt::Display for LoadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LoadError::Read(error) => write!(f, "cannot read: {error}"),
            LoadError::UnknownFormat => write!(
                f,
                "cannot tell the format from the name or the content; use `--as {}`",
                Format::alternatives()
            ),
            LoadError::ParserPanicked(format) => write!(
                f,
                "internal error: the {} parser failed on this input; please report it",
                format.name()
            ),
        }
    }
}

/// Reads `input` and prepares it, judging it by the club `rules` and keeping at most `cap`
/// diagnostics, the most serious first. The format is `forced` if given, else the extension's, else
/// the one the content looks like.
pub fn load(
    input: &Input,
    forced: Option<Format>,
    rules: Rules,
    cap: Option<usize>,
) -> Result<Document, LoadError> {
    let bytes = read(input).map_err(LoadError::Read)?;
    let format = format_of(input, forced, &bytes).ok_or(LoadError::UnknownFormat)?;
    Document::new(input.display_name(), format, bytes, rules, cap)
}

/// The format to read `bytes` as: the one `--as` forced, else the one the file's extension
/// names (for an extension two formats share, `.ppn`, the one the content shows), else the
/// one the content shows.
pub(super) fn format_of(input: &Input, forced: Option<Format>, bytes: &[u8]) -> Option<Format> {
    if forced.is_some() {
        return forced;
    }
    let by_name = match input {
        Input::File(path) => Format::from_path(path),
        Input::Stdin => None,
    };
    match by_name {
        Some(format) if format.shares_extension() => {
            Some(format.by_content(&decode_for_detection(bytes)))
        }
        Some(format) => Some(format),
        None => Format::detect(&decode_for_detection(bytes)),
    }
}

impl Document {
    pub fn new(
        name: String,
        format: Format,
        bytes: Vec<u8>,
        rules: Rules,
        cap: Option<usize>,
    ) -> Result<Document, LoadError> {
        let decoded = decode_owned(bytes, format);
        let text = decoded.text.as_str();
        let parse_and_check = || {
            std::panic::catch_unwind(|| parse(format, text)).map(|parse| {
                let mut checks = CheckCache::once(rules);
                checks.set_cap(cap);
                let found = diagnostics_with(&parse, &mut checks);
                (parse, found, checks.left_out().clone())
            })
        };
        let (line_index, checked) = if text.len() >= LINE_INDEX_APART_BYTES {
            // The line index is only needed for the report: it is made on another thread
            // while the text is parsed and checked.
            std::thread::scope(|scope| {
                let line_index = std::thread::Builder::new()
                    .spawn_scoped(scope, || LineIndex::new(text))
                    .ok();
                let checked = parse_and_check();
                let line_index = line_index
                    .and_then(|line_index| line_index.join().ok())
                    .unwrap_or_else(|| LineIndex::new(text));
                (line_index, checked)
            })
        } else {
            let checked = parse_and_check();
            (LineIndex::new(text), checked)
        };
        let (parse, found, mut left_out) =
            checked.map_err(|_| LoadError::ParserPanicked(format))?;
        let mut all = Findings::capped(cap);
        all.extend(decoded.diagnostic.clone());
        all.extend(found);
        let (mut all, left_with_encoding) = all.finish();
        left_out.merge(&left_with_encoding);
        sort_by_position(&mut all);
        Ok(Document {
            name,
            format,
            line_index,
            parse,
            decoded,
            diagnostics: all,
            left_out,
        })
    }

    pub fn text(&self) -> &str {
        &self.decoded.text
    }
}

/// Texts at least this long have their line index made on a thread of its own.
const LINE_INDEX_APART_BYTES: usize = 256 * 1024;

/// The bytes of a file, or of standard input.
pub(super) fn read(input: &Input) -> io::Result<Vec<u8>> {
    match input {
        Input::File(path) => std::fs::read(path),
        Input::Stdin => {
            let mut bytes = Vec::new();
            io::stdin().lock().read_to_end(&mut bytes)?;
            Ok(bytes)
        }
    }
}
