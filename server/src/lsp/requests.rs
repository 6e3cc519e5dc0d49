//! The answers to document requests (hover, completion, formatting), turned from the
//! protocol-free `ide` results into LSP types for the client's encoding and abilities.

use super::abilities::Abilities;
use super::convert::{self, PositionEncoding};
use super::documents::Snapshot;
use super::on_disk;
use super::protocol as lsp;
use crate::decode::FileEncoding;
use crate::ide::analysis;
use crate::ide::completion::{CompletionKind, Insert};
use crate::ide::markup::Markup;
use crate::ide::Settings;
use gamerec_grammar::{Parse, TextRange, TextSize};

/// What a request is asked about: the document as the server knows it, and the client.
pub struct Request<'a> {
    pub snapshot: &'a Snapshot,
    pub parse: &'a Parse,
    pub encoding: PositionEncoding,
    pub abilities: Abilities,
    pub settings: &'a Settings,
}

impl Request<'_> {
    fn offset(&self, position: lsp::Position) -> TextSize {
        let offset = convert::offset(&self.snapshot.text, position, self.encoding);
        TextSize::try_from(offset).unwrap_or_default()
    }

    fn range(&self, range: TextRange) -> lsp::Range {
        convert::range(&self.snapshot.text, range, self.encoding)
    }
}

/// A request at a position of the document.
pub struct At<'a> {
    pub request: &'a Request<'a>,
    pub offset: TextSize,
}

impl<'a> At<'a> {
    pub fn new(request: &'a Request<'a>, position: lsp::Position) -> At<'a> {
        At {
            offset: request.offset(position),
            request,
        }
    }
}

pub fn hover(at: &At<'_>) -> Option<lsp::Hover> {
    let request = at.request;
    let found = analysis::hover(request.parse, at.offset, &request.snapshot.hovers);
    let encoding = encoding_hover(request, at.offset);
    let (shown, range) = match (found, encoding) {
        (Some(found), Some((line, _))) => (found.markup.paragraph(line), found.range),
        (Some(found), None) => (found.markup, found.range),
        (None, Some((line, range))) => (Markup::new().paragraph(line), range),
        (None, None) => return None,
    };
    Some(lsp::Hover {
        contents: lsp::HoverContents::Markup(markup(&shown, request.abilities.hover_markdown)),
        range: Some(request.range(range)),
    })
}

/// On the charset a file declares: which encoding gamerec reads the file on disk in, and why.
fn encoding_hover(request: &Request<'_>, offset: TextSize) -> Option<(String, TextRange)> {
    let format = request.snapshot.format?;
    let file = request.snapshot.on_disk.known(format)?;
    let head = on_disk::head(&request.snapshot.text);
    let label = FileEncoding::declaration_range(format, &head)?;
    label
        .contains_inclusive(offset)
        .then(|| (file.describe(), label))
}

pub fn completion(at: &At<'_>) -> Option<lsp::CompletionResponse> {
    let request = at.request;
    let items = analysis::completions(request.parse, at.offset);
    if items.is_empty() {
        return None;
    }
    let items = items
        .into_iter()
        .map(|item| {
            let snippet = request.abilities.snippets && matches!(item.insert, Insert::Snippet(_));
            let new_text = match &item.insert {
                Insert::Snippet(text) if snippet => text.clone(),
                insert => insert.plain_text(),
            };
            lsp::CompletionItem {
                label: item.label,
                kind: Some(kind(item.kind)),
                detail: item.detail,
                documentation: item.documentation.map(|documentation| {
                    lsp::Documentation::MarkupContent(markup(
                        &documentation,
                        request.abilities.completion_markdown,
                    ))
                }),
                sort_text: item.sort,
                insert_text_format: Some(if snippet {
                    lsp::InsertTextFormat::SNIPPET
                } else {
                    lsp::InsertTextFormat::PLAIN_TEXT
                }),
                text_edit: Some(lsp::CompletionTextEdit::Edit(lsp::TextEdit {
                    range: request.range(item.range),
                    new_text,
                })),
                ..lsp::CompletionItem::default()
            }
        })
        .collect();
    Some(lsp::CompletionResponse::List(lsp::CompletionList {
        is_incomplete: false,
        items,
    }))
}

/// The edits that format the whole document (only what changed since it was last found
/// formatted), or the records `range` touches.
pub fn formatting(request: &Request<'_>, range: Option<lsp::Range>) -> Option<Vec<lsp::TextEdit>> {
    let options = request.settings.format_options();
    let edits = match range {
        Some(range) => {
            let range = TextRange::new(request.offset(range.start), request.offset(range.end));
            let range = TextRange::new(
                range.start().min(range.end()),
                range.start().max(range.end()),
            );
            analysis::format_range(request.parse, range, &options)
        }
        None => {
            let mut memo = request
                .snapshot
                .formatting
                .lock()
                .unwrap_or_else(|poisoned| poisoned.into_inner());
            analysis::format_with(request.parse, &options, &mut memo)
        }
    };
    Some(
        edits
            .into_iter()
            .map(|edit| lsp::TextEdit {
                range: request.range(edit.range),
                new_text: edit.new_text,
            })
            .collect(),
    )
}

fn markup(markup: &Markup, markdown: bool) -> lsp::MarkupContent {
    if markdown {
        lsp::MarkupContent {
            kind: lsp::MarkupKind::Markdown,
            value: markup.to_markdown(),
        }
    } else {
        lsp::MarkupContent {
            kind: lsp::MarkupKind::PlainText,
            value: markup.to_plain_text(),
        }
    }
}

fn kind(kind: CompletionKind) -> lsp::CompletionItemKind {
    match kind {
        CompletionKind::Keyword => lsp::CompletionItemKind::KEYWORD,
        CompletionKind::Value => lsp::CompletionItemKind::VALUE,
        CompletionKind::Call => lsp::CompletionItemKind::ENUM_MEMBER,
        CompletionKind::Card => lsp::CompletionItemKind::CONSTANT,
        CompletionKind::Reference => lsp::CompletionItemKind::REFERENCE,
    }
}
