//! The answers to the navigation requests: document and workspace symbols, folding ranges, go
//! to definition and references between notes and their references, selection ranges and
//! document links, turned from the protocol-free `ide` results into LSP types.

use super::convert::{self, PositionEncoding, PositionTable};
use super::documents::Snapshot;
use super::outline;
use super::protocol as lsp;
use super::raw_replies::RawReplies;
use super::requests::{At, Request};
use crate::ide::analysis;
use crate::ide::folding::{self, FoldKind};
use crate::ide::selection;
use crate::ide::symbols::{self, Symbol, SymbolKind};
use gamerec_grammar::{Parse, TextRange, TextSize};
use ropey::Rope;

fn range(request: &Request<'_>, range: TextRange) -> lsp::Range {
    convert::range(&request.snapshot.text, range, request.encoding)
}

pub(super) fn symbol_kind(kind: SymbolKind) -> lsp::SymbolKind {
    match kind {
        SymbolKind::Board | SymbolKind::Game => lsp::SymbolKind::NAMESPACE,
        SymbolKind::Section => lsp::SymbolKind::OBJECT,
        SymbolKind::Note => lsp::SymbolKind::KEY,
        SymbolKind::Text => lsp::SymbolKind::STRING,
        SymbolKind::Table => lsp::SymbolKind::ARRAY,
        SymbolKind::Variation => lsp::SymbolKind::STRUCT,
    }
}

/// The outline, written from what was kept of the last one sent (see [`outline`]); built
/// whole only where the text splits a CR LF pair between records. A large outline is kept in
/// `replies` and a stand-in returned.
pub fn document_symbols(
    request: &Request<'_>,
    replies: &RawReplies,
) -> Option<lsp::DocumentSymbolResponse> {
    let json = {
        let mut memo = request
            .snapshot
            .sent_outline
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        outline::outline_json(
            request.parse,
            &request.snapshot.text,
            request.encoding,
            &mut memo,
        )
    };
    match json {
        Some(json) => replies.stand_in_json(json, outline_stand_in),
        None => {
            let snapshot = request.snapshot;
            let outline = whole_outline(request.parse, &snapshot.text, request.encoding);
            Some(replies.stand_in(outline, outline_stand_in))
        }
    }
}

/// The outline of `parse` (of `text`) built whole, with every position looked up in the text.
pub(super) fn whole_outline(
    parse: &Parse,
    text: &Rope,
    encoding: PositionEncoding,
) -> lsp::DocumentSymbolResponse {
    let outline = analysis::document_symbols(parse);
    let offsets = crate::ide::symbols::offsets(&outline);
    let positions = PositionTable::new(text, offsets, encoding);
    lsp::DocumentSymbolResponse::Nested(
        outline
            .iter()
            .map(|symbol| document_symbol(&positions, symbol))
            .collect(),
    )
}

/// An outline of one symbol named `ticket`, which stands for an outline too large for the
/// framework to write (see `raw_replies`).
#[allow(deprecated)] // `deprecated` is a required field of the protocol type.
pub fn outline_stand_in(ticket: String) -> lsp::DocumentSymbolResponse {
    lsp::DocumentSymbolResponse::Nested(vec![lsp::DocumentSymbol {
        name: ticket,
        detail: None,
        kind: lsp::SymbolKind::STRING,
        tags: None,
        deprecated: None,
        range: lsp::Range::default(),
        selection_range: lsp::Range::default(),
        children: None,
    }])
}

/// One symbol and its children. The outline nests only as deep as the `ide` outline makes it
/// (a bounded depth), so the recursion here is bounded too.
#[allow(deprecated)] // `deprecated` is a required field of the protocol type.
fn document_symbol(positions: &PositionTable<'_>, symbol: &Symbol) -> lsp::DocumentSymbol {
    let children: Vec<lsp::DocumentSymbol> = symbol
        .children
        .iter()
        .map(|child| document_symbol(positions, child))
        .collect();
    lsp::DocumentSymbol {
        name: symbol.name.clone(),
        detail: symbol.detail.clone(),
        kind: symbol_kind(symbol.kind),
        tags: None,
        deprecated: None,
        range: positions.range(symbol.range),
        selection_range: positions.range(symbol.selection_range),
        children: (!children.is_empty()).then_some(children),
    }
}

/// The boards and games of the open documents that match `query`.
#[allow(deprecated)] // `deprecated` is a required field of the protocol type.
pub fn workspace_symbols(
    documents: Vec<(lsp::Uri, Snapshot)>,
    encoding: PositionEncoding,
    query: &str,
) -> Option<lsp::WorkspaceSymbolResponse> {
    let mut texts = Vec::new();
    let mut outlines = Vec::new();
    for (uri, snapshot) in documents {
        let Some(format) = snapshot.format else {
            continue;
        };
        outlines.push(snapshot.outline.clone());
        // Built here only for a document no request has asked the outline of since it changed.
        if let Some(outline) = outlines.last() {
            outline.get_or_init(|| analysis::document_symbols(&snapshot.parse_as(format)));
        }
        texts.push((uri, snapshot.text));
    }
    let found = symbols::workspace_symbols(
        outlines
            .iter()
            .enumerate()
            .map(|(index, outline)| (index, outline.get().map_or(&[][..], Vec::as_slice))),
        query,
        symbols::WORKSPACE_SYMBOL_LIMIT,
    );
    let mut answer = Vec::new();
    for symbol in found {
        let Some((uri, text)) = texts.get(symbol.document) else {
            continue;
        };
        answer.push(lsp::SymbolInformation {
            name: symbol.name,
            kind: symbol_kind(symbol.kind),
            tags: None,
            deprecated: None,
            location: lsp::Location::new(
                uri.clone(),
                convert::range(text, symbol.selection_range, encoding),
            ),
            container_name: symbol.detail,
        });
    }
    Some(lsp::WorkspaceSymbolResponse::Flat(answer))
}

pub fn folding_ranges(request: &Request<'_>) -> Option<Vec<lsp::FoldingRange>> {
    let folds = analysis::folding_ranges(request.parse);
    let offsets = folds
        .iter()
        .flat_map(|fold| [fold.range.start(), fold.range.end()])
        .collect();
    let positions = PositionTable::new(&request.snapshot.text, offsets, request.encoding);
    let line_of = |offset: TextSize| positions.position(offset).line;
    Some(
        folding::fold_lines(&folds, line_of)
            .into_iter()
            .map(|fold| lsp::FoldingRange {
                start_line: fold.start_line,
                end_line: fold.end_line,
                kind: Some(match fold.kind {
                    FoldKind::Comment => lsp::FoldingRangeKind::Comment,
                    FoldKind::Region => lsp::FoldingRangeKind::Region,
                }),
                ..lsp::FoldingRange::default()
            })
            .collect(),
    )
}

pub fn definition(at: &At<'_>, uri: &lsp::Uri) -> Option<lsp::GotoDefinitionResponse> {
    let request = at.request;
    let note = analysis::definition(request.parse, at.offset)?;
    Some(lsp::GotoDefinitionResponse::Scalar(lsp::Location::new(
        uri.clone(),
        range(request, note),
    )))
}

pub fn references(
    at: &At<'_>,
    uri: &lsp::Uri,
    include_declaration: bool,
) -> Option<Vec<lsp::Location>> {
    let request = at.request;
    let found = analysis::references(request.parse, at.offset, include_declaration);
    if found.is_empty() {
        return None;
    }
    Some(
        found
            .into_iter()
            .map(|found| lsp::Location::new(uri.clone(), range(request, found)))
            .collect(),
    )
}

/// One chain of ranges per position, in the order asked.
pub fn selection_ranges(
    request: &Request<'_>,
    positions: &[lsp::Position],
) -> Option<Vec<lsp::SelectionRange>> {
    let text = &request.snapshot.text;
    Some(
        positions
            .iter()
            .map(|&position| {
                let offset = convert::offset(text, position, request.encoding);
                let offset = TextSize::try_from(offset).unwrap_or_default();
                let ranges = selection::selection_ranges(request.parse, offset);
                // Built from the outside in, so each range holds its parent.
                let mut chain: Option<lsp::SelectionRange> = None;
                for step in ranges.iter().rev() {
                    chain = Some(lsp::SelectionRange {
                        range: range(request, *step),
                        parent: chain.map(Box::new),
                    });
                }
                chain.unwrap_or(lsp::SelectionRange {
                    range: lsp::Range::new(position, position),
                    parent: None,
                })
            })
            .collect(),
    )
}

pub fn document_links(request: &Request<'_>) -> Option<Vec<lsp::DocumentLink>> {
    Some(
        analysis::document_links(request.parse)
            .into_iter()
            .filter_map(|link| {
                let target = link_target(&link.target)?;
                Some(lsp::DocumentLink {
                    range: range(request, link.range),
                    target: Some(target),
                    tooltip: None,
                    data: None,
                })
            })
            .collect(),
    )
}

/// The address as a URI, with the characters a URI cannot hold as written percent-encoded.
fn link_target(address: &str) -> Option<lsp::Uri> {
    let mut encoded = String::with_capacity(address.len());
    for byte in address.bytes() {
        if byte.is_ascii_graphic() {
            encoded.push(char::from(byte));
        } else {
            encoded.push_str(&format!("%{byte:02X}"));
        }
    }
    encoded.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::link_target;

    #[test]
    fn link_targets() {
        let target = |address: &str| link_target(address).map(|uri| uri.as_str().to_owned());
        assert_eq!(
            target("https://b.example/ü").as_deref(),
            Some("https://b.example/%C3%BC")
        );
        assert_eq!(
            target("mailto:me@example.org").as_deref(),
            Some("mailto:me@example.org")
        );
        assert_eq!(target("http://exa mple.org/%zz"), None);
    }
}
