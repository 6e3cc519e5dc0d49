//! The semantic tokens last sent in full for a document, kept in the document store under the
//! result id the client was given, one set per document, so that the next delta request can
//! answer with the edits between the two.

use super::protocol as lsp;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

/// Above this many tokens a document's tokens are not kept for deltas: the memory kept per
/// document stays bounded, and such a document is sent in full each time.
const MAX_KEPT_TOKENS: usize = 1 << 20;

/// Tokens sent to the client, under the result id it was given.
#[derive(Debug)]
pub struct SentTokens {
    pub result_id: String,
    pub data: Vec<lsp::SemanticToken>,
}

impl SentTokens {
    /// A new result id for `data`, and the tokens to keep under it: none when there are too
    /// many to keep.
    pub fn under_new_id(data: &[lsp::SemanticToken]) -> (String, Option<Arc<SentTokens>>) {
        let result_id = next_result_id();
        let sent = (data.len() <= MAX_KEPT_TOKENS).then(|| {
            Arc::new(SentTokens {
                result_id: result_id.clone(),
                data: data.to_vec(),
            })
        });
        (result_id, sent)
    }
}

fn next_result_id() -> String {
    static LAST: AtomicU64 = AtomicU64::new(0);
    (LAST.fetch_add(1, Ordering::Relaxed) + 1).to_string()
}
