//! The file behind a document, read from disk for what its bytes say of its encoding (see
//! [`FileEncoding`]): once per opening and saving, by the first analysis after it, so that the
//! notification handlers never wait for a disk.

use super::protocol as lsp;
use crate::decode::FileEncoding;
use gamerec_grammar::Format;
use ropey::Rope;
use std::path::PathBuf;
use std::sync::OnceLock;

/// The longest file read for its encoding, whatever the document size limit.
const READ_LIMIT: u64 = 256 * 1024 * 1024;

/// What the head of the text holds at most: where a declaration may stand.
const HEAD_LIMIT: usize = 64 * 1024;

#[derive(Debug, Default)]
pub struct OnDisk {
    path: Option<PathBuf>,
    read: OnceLock<Option<(Format, FileEncoding)>>,
}

impl OnDisk {
    /// The file `uri` names, not read yet; nothing for a URI that names no file (`untitled:`).
    pub fn new(uri: &lsp::Uri) -> OnDisk {
        OnDisk {
            path: uri.to_file_path().map(|path| path.into_owned()),
            read: OnceLock::new(),
        }
    }

    /// The file's encoding, read now if it was not yet, when the file exists and is no longer
    /// than `limit` bytes. `text` is the editor's, to tell whether it shows what gamerec
    /// reads.
    pub fn read(&self, format: Format, text: &Rope, limit: Option<usize>) -> Option<&FileEncoding> {
        let read = self.read.get_or_init(|| {
            let path = self.path.as_ref()?;
            let limit = limit.map_or(READ_LIMIT, |limit| (limit as u64).min(READ_LIMIT));
            if std::fs::metadata(path).ok()?.len() > limit {
                return None;
            }
            let bytes = std::fs::read(path).ok()?;
            let file = FileEncoding::read(format, &bytes, |read| *text == read);
            Some((format, file))
        });
        Self::for_format(read.as_ref(), format)
    }

    /// The file's encoding, if an analysis has read it for `format`.
    pub fn known(&self, format: Format) -> Option<&FileEncoding> {
        Self::for_format(self.read.get()?.as_ref(), format)
    }

    fn for_format(read: Option<&(Format, FileEncoding)>, format: Format) -> Option<&FileEncoding> {
        read.filter(|(read_as, _)| *read_as == format)
            .map(|(_, file)| file)
    }
}

/// The start of the text, where a declaration may stand, cut on a character boundary.
pub fn head(text: &Rope) -> String {
    let end = text.byte_to_char(text.len_bytes().min(HEAD_LIMIT));
    String::from(text.slice(..end))
}
