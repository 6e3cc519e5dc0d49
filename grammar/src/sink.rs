//! `TreeSink`: the small layer between the format parsers and rowan's green-tree builder.

use rowan::{Checkpoint, GreenNodeBuilder, TextRange};

use crate::{Format, GameLanguage, Parse, SyntaxError, SyntaxKind};

/// Collects nodes, tokens and errors while a parser walks its input.
pub(crate) struct TreeSink {
    builder: GreenNodeBuilder<'static>,
    errors: Vec<SyntaxError>,
}

impl TreeSink {
    pub(crate) fn new() -> TreeSink {
        TreeSink {
            builder: GreenNodeBuilder::new(),
            errors: Vec::new(),
        }
    }

    pub(crate) fn start_node(&mut self, kind: SyntaxKind) {
        self.builder
            .start_node(<GameLanguage as rowan::Language>::kind_to_raw(kind));
    }

    pub(crate) fn finish_node(&mut self) {
        self.builder.finish_node();
    }

    pub(crate) fn token(&mut self, kind: SyntaxKind, text: &str) {
        self.builder
            .token(<GameLanguage as rowan::Language>::kind_to_raw(kind), text);
    }

    pub(crate) fn checkpoint(&self) -> Checkpoint {
        self.builder.checkpoint()
    }

    /// Wraps everything added since `checkpoint` in a node of `kind` (call `finish_node` later).
    pub(crate) fn start_node_at(&mut self, checkpoint: Checkpoint, kind: SyntaxKind) {
        self.builder.start_node_at(
            checkpoint,
            <GameLanguage as rowan::Language>::kind_to_raw(kind),
        );
    }

    pub(crate) fn error(
        &mut self,
        code: &'static str,
        range: TextRange,
        message: impl Into<String>,
    ) {
        self.errors.push(SyntaxError::new(code, range, message));
    }

    pub(crate) fn finish(self, format: Format) -> Parse {
        let mut errors = self.errors;
        errors.sort_by_key(|error| (error.range.start(), error.range.end()));
        Parse::new(self.builder.finish(), errors, format)
    }
}
