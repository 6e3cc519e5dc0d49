//! The answers to document requests (hover, completion), turned from the protocol-free `ide`
//! results into LSP types for the client's encoding and abilities.

use super::abilities::Abilities;
use super::convert::{self, PositionEncoding};
use super::documents::Snapshot;
use super::protocol as lsp;
use crate::ide::completion::{self, CompletionKind, Insert};
use crate::ide::hover;
use crate::ide::markup::Markup;
use gamerec_grammar::{Parse, TextSize};

/// Where a request is asked, in what the server knows of the document.
pub struct At<'a> {
    pub snapshot: &'a Snapshot,
    pub parse: &'a Parse,
    pub offset: TextSize,
    pub encoding: PositionEncoding,
    pub abilities: Abilities,
}

pub fn hover(at: &At<'_>) -> Option<lsp::Hover> {
    let found = hover::hover(at.parse, at.offset, &at.snapshot.hovers)?;
    Some(lsp::Hover {
        contents: lsp::HoverContents::Markup(markup(&found.markup, at.abilities.hover_markdown)),
        range: Some(convert::range(&at.snapshot.text, found.range, at.encoding)),
    })
}

pub fn completion(at: &At<'_>) -> Option<lsp::CompletionResponse> {
    let items = completion::completions(at.parse, at.offset);
    if items.is_empty() {
        return None;
    }
    let items = items
        .into_iter()
        .map(|item| {
            let snippet = at.abilities.snippets && matches!(item.insert, Insert::Snippet(_));
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
                        at.abilities.completion_markdown,
                    ))
                }),
                sort_text: item.sort,
                insert_text_format: Some(if snippet {
                    lsp::InsertTextFormat::SNIPPET
                } else {
                    lsp::InsertTextFormat::PLAIN_TEXT
                }),
                text_edit: Some(lsp::CompletionTextEdit::Edit(lsp::TextEdit {
                    range: convert::range(&at.snapshot.text, item.range, at.encoding),
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
