//! The PBN parser: builds the lossless tree and records syntax errors.

use crate::sink::TreeSink;
use crate::{Format, Parse, SyntaxKind};

pub(crate) fn parse(text: &str, format: Format, root: SyntaxKind) -> Parse {
    let mut sink = TreeSink::new();
    sink.start_node(root);
    if !text.is_empty() {
        sink.token(SyntaxKind::ERROR, text);
    }
    sink.finish_node();
    sink.finish(format)
}
