//! Semantic tokens (full, range and delta) and inlay hints, turned from the protocol-free
//! `ide` results into LSP types in the negotiated position encoding.
//!
//! The tokens last sent in full for a document are kept in the document store with their
//! result id (see `sent_tokens`), so that the next request can answer with the edits between
//! the two.

use super::convert::{self, PositionCursor, PositionEncoding};
use super::protocol as lsp;
use super::raw_replies::{Chunks, RawReplies};
use super::requests::Request;
use super::sent_tokens::{self, Segment, SentTokens};
use super::{jsonrpc, GameRecServer};
use crate::ide::analysis;
use crate::ide::inlay;
use crate::ide::semantic::{self, Modifier, TokenKind};
use gamerec_grammar::{Parse, TextRange, TextSize};
use ropey::Rope;
use std::io::Write;
use std::sync::Arc;

/// The legend: the token types and modifiers, in the order of their numbers.
pub fn legend() -> lsp::SemanticTokensLegend {
    lsp::SemanticTokensLegend {
        token_types: TokenKind::ALL
            .iter()
            .map(|kind| lsp::SemanticTokenType::new(kind.name()))
            .collect(),
        token_modifiers: Modifier::ALL
            .iter()
            .map(|modifier| lsp::SemanticTokenModifier::new(modifier.name()))
            .collect(),
    }
}

pub fn capability() -> lsp::SemanticTokensServerCapabilities {
    lsp::SemanticTokensServerCapabilities::SemanticTokensOptions(lsp::SemanticTokensOptions {
        legend: legend(),
        range: Some(true),
        full: Some(lsp::SemanticTokensFullOptions::Delta { delta: Some(true) }),
        ..lsp::SemanticTokensOptions::default()
    })
}

/// The tokens of the document, or of `range`, relative-encoded as the protocol wants.
fn encoded(request: &Request<'_>, range: Option<lsp::Range>) -> Vec<lsp::SemanticToken> {
    let within = range.map(|range| {
        let bytes = convert::text_range(&request.snapshot.text, range, request.encoding);
        TextRange::new(
            TextSize::try_from(bytes.start).unwrap_or_default(),
            TextSize::try_from(bytes.end).unwrap_or_default(),
        )
    });
    let tokens = analysis::semantic_tokens(request.parse, within);
    encode(&request.snapshot.text, &tokens, request.encoding)
}

/// The inlay hints inside `range`.
fn hints(request: &Request<'_>, range: lsp::Range) -> Vec<lsp::InlayHint> {
    let bytes = convert::text_range(&request.snapshot.text, range, request.encoding);
    let within = TextRange::new(
        TextSize::try_from(bytes.start).unwrap_or_default(),
        TextSize::try_from(bytes.end).unwrap_or_default(),
    );
    let found = analysis::inlay_hints(request.parse, within);
    lsp_hints(&request.snapshot.text, found, request.encoding)
}

/// The hints as LSP hints; they come in text order, so their positions are found by one walk
/// through the text.
fn lsp_hints(
    text: &Rope,
    hints: Vec<inlay::InlayHint>,
    encoding: PositionEncoding,
) -> Vec<lsp::InlayHint> {
    let first = hints.first().map(|hint| hint.offset);
    let mut cursor = PositionCursor::starting_at(text, first.unwrap_or_default(), encoding);
    hints
        .into_iter()
        .map(|hint| lsp::InlayHint {
            position: cursor.position(hint.offset),
            label: lsp::InlayHintLabel::String(hint.label),
            kind: None,
            text_edits: None,
            tooltip: Some(lsp::InlayHintTooltip::String(hint.tooltip)),
            padding_left: Some(hint.pad_left),
            padding_right: Some(hint.pad_right),
            data: None,
        })
        .collect()
}

/// Relative encoding: each token's line and start from the previous token's, the positions
/// found by one walk through the text.
pub fn encode(
    text: &Rope,
    tokens: &[semantic::SemanticToken],
    encoding: PositionEncoding,
) -> Vec<lsp::SemanticToken> {
    let first = tokens.first().map(|token| token.range.start());
    let mut cursor = PositionCursor::starting_at(text, first.unwrap_or_default(), encoding);
    let mut encoder = Encoder::new(|offset| cursor.position(offset));
    tokens
        .iter()
        .filter_map(|token| encoder.encode(token))
        .collect()
}

/// Encodes tokens one after another, each from the one encoded before it.
struct Encoder<P> {
    position: P,
    previous: lsp::Position,
}

impl<P: FnMut(TextSize) -> lsp::Position> Encoder<P> {
    fn new(position: P) -> Encoder<P> {
        Encoder {
            position,
            previous: lsp::Position::new(0, 0),
        }
    }

    /// The token relative to the one before, or `None` for a token the protocol cannot hold
    /// (empty, or over more than one line), which is left out.
    fn encode(&mut self, token: &semantic::SemanticToken) -> Option<lsp::SemanticToken> {
        let start = (self.position)(token.range.start());
        let end = (self.position)(token.range.end());
        if start.line != end.line || end.character <= start.character {
            return None;
        }
        // The tokens come in text order, one after another: the deltas are never negative.
        let delta_line = start.line.saturating_sub(self.previous.line);
        let delta_start = if delta_line == 0 {
            start.character.saturating_sub(self.previous.character)
        } else {
            start.character
        };
        self.previous = start;
        Some(lsp::SemanticToken {
            delta_line,
            delta_start,
            length: end.character - start.character,
            token_type: token.kind.index(),
            token_modifiers_bitset: token.modifiers.bits(),
        })
    }
}

/// Walks segments in text order, telling which one holds each offset asked for.
struct SegmentCursor<'s> {
    segments: &'s [Segment<'s>],
    at: usize,
}

impl SegmentCursor<'_> {
    /// The index of the segment that holds `offset`; offsets must come in text order.
    fn holding(&mut self, offset: TextSize) -> usize {
        while self
            .segments
            .get(self.at)
            .is_some_and(|segment| segment.range.end() <= offset)
            && self.at + 1 < self.segments.len()
        {
            self.at += 1;
        }
        self.at
    }
}

/// Every token of the document, encoded, and what was sent per segment.
#[cfg(test)]
fn full(
    parse: &Parse,
    text: &Rope,
    encoding: PositionEncoding,
) -> (Vec<lsp::SemanticToken>, SentTokens) {
    let mut data = Vec::new();
    let length = f64::from(u32::from(parse.green().text_len()));
    let sent = full_in_batches(parse, text, encoding, 1 << 20, |batch_end, token| {
        data.push(token);
        if data.capacity() == data.len() {
            // Room for the rest at the rate so far, rather than doubling the buffer.
            let done = f64::from(u32::from(batch_end)).max(1.0);
            let expected = (data.len() as f64 * length / done * 1.05) as usize;
            data.reserve_exact(expected.saturating_sub(data.len()));
        }
    });
    (data, sent)
}

/// [`full`] written straight into the JSON of a `SemanticTokens` result, so that a large
/// document's tokens are never held both encoded and as JSON.
fn full_json(parse: &Parse, text: &Rope, encoding: PositionEncoding) -> (Chunks, SentTokens) {
    let mut json = Chunks::default();
    let mut numbers = itoa::Buffer::new();
    let mut first = true;
    let write = |json: &mut Chunks, bytes: &[u8]| {
        // Writing into memory does not fail.
        let _ = json.write_all(bytes);
    };
    write(&mut json, b"{\"data\":[");
    let sent = full_in_batches(parse, text, encoding, 1 << 20, |_, token| {
        let fields = [
            token.delta_line,
            token.delta_start,
            token.length,
            token.token_type,
            token.token_modifiers_bitset,
        ];
        for field in fields {
            if !std::mem::take(&mut first) {
                write(&mut json, b",");
            }
            write(&mut json, numbers.format(field).as_bytes());
        }
    });
    write(&mut json, b"],\"resultId\":");
    let id = serde_json::to_string(&sent.result_id).unwrap_or_else(|_| "\"\"".to_string());
    write(&mut json, id.as_bytes());
    write(&mut json, b"}");
    (json, sent)
}

/// The tokens found about `batch` bytes at a time, each given to `emit` with the end of its
/// batch, and what was sent per segment.
fn full_in_batches(
    parse: &Parse,
    text: &Rope,
    encoding: PositionEncoding,
    batch: u32,
    mut emit: impl FnMut(TextSize, lsp::SemanticToken),
) -> SentTokens {
    let segments = sent_tokens::segments(parse.green());
    let mut counts = vec![0u32; segments.len()];
    let mut cursor = PositionCursor::new(text, encoding);
    let mut encoder = Encoder::new(|offset| cursor.position(offset));
    let mut segment_of = SegmentCursor {
        segments: &segments,
        at: 0,
    };
    for batch in batches(&segments, batch) {
        // Tokens are found a batch at a time, so that a large document's are never all held
        // twice (as found and as encoded) at once.
        for token in analysis::semantic_tokens(parse, Some(batch)) {
            let Some(encoded) = encoder.encode(&token) else {
                continue;
            };
            emit(batch.end(), encoded);
            if let Some(count) = counts.get_mut(segment_of.holding(token.range.start())) {
                *count += 1;
            }
        }
    }
    SentTokens::new(&segments, counts)
}

/// The text of `segments` cut into ranges of about `size` bytes, each made of whole segments,
/// covering all of it in order.
fn batches(segments: &[Segment<'_>], size: u32) -> Vec<TextRange> {
    let mut out: Vec<TextRange> = Vec::new();
    for segment in segments {
        match out.last_mut() {
            Some(last) if u32::from(last.len()) < size => {
                *last = last.cover(segment.range);
            }
            _ => out.push(segment.range),
        }
    }
    out
}

/// The edit that turns the tokens `sent` into the document's tokens, found by recomputing
/// only the segments that changed since (and the tokens on either side of them), and what to
/// remember of the new tokens.
fn delta(
    parse: &Parse,
    text: &Rope,
    encoding: PositionEncoding,
    sent: &SentTokens,
) -> (Vec<lsp::SemanticTokensEdit>, SentTokens) {
    let segments = sent_tokens::segments(parse.green());
    let changes = sent.changes(&segments);
    let first = changes.before.unwrap_or(changes.changed.start);
    let last = changes.after.map_or(changes.changed.end, |after| after + 1);
    let from = segments
        .get(first)
        .map_or(parse.green().text_len(), |segment| segment.range.start());
    let to = last
        .checked_sub(1)
        .and_then(|index| segments.get(index))
        .map_or(from, |segment| segment.range.end().max(from));
    let tokens = if from < to {
        analysis::semantic_tokens(parse, Some(TextRange::new(from, to)))
    } else {
        Vec::new()
    };
    let mut cursor = PositionCursor::starting_at(text, from, encoding);
    let mut encoder = Encoder::new(|offset| cursor.position(offset));
    let mut segment_of = SegmentCursor {
        segments: &segments,
        at: first,
    };
    let mut changed_counts = vec![0u32; changes.changed.len()];
    let mut data = Vec::new();
    let mut sends_after = false;
    for token in tokens.iter().filter(|token| token.range.start() >= from) {
        let segment = segment_of.holding(token.range.start());
        let Some(encoded) = encoder.encode(token) else {
            continue;
        };
        if segment < changes.changed.start {
            continue;
        }
        data.push(encoded);
        match changed_counts.get_mut(segment - changes.changed.start) {
            Some(count) => *count += 1,
            None => {
                sends_after = true;
                break;
            }
        }
    }
    let deleted = changes.tokens_replaced + usize::from(sends_after);
    let numbers = |tokens: usize| u32::try_from(tokens * 5).unwrap_or(u32::MAX);
    let edits = if deleted == 0 && data.is_empty() {
        Vec::new()
    } else {
        vec![lsp::SemanticTokensEdit {
            start: numbers(changes.tokens_before),
            delete_count: numbers(deleted),
            data: (!data.is_empty()).then_some(data),
        }]
    };
    let mut counts = changes.kept_before;
    counts.extend(changed_counts);
    counts.extend(changes.kept_after);
    let sent = SentTokens::new(&segments, counts);
    (edits, sent)
}

/// All the tokens of a document from the JSON [`full_json`] wrote, or, when they are many, a
/// stand-in for them (see `raw_replies`).
fn all_tokens_json(replies: &RawReplies, json: Chunks) -> Option<lsp::SemanticTokens> {
    replies.stand_in_json(json, |ticket| lsp::SemanticTokens {
        result_id: Some(ticket),
        data: Vec::new(),
    })
}

impl GameRecServer {
    /// Keeps `sent` as what was last sent for `uri`.
    fn keep_tokens(&self, uri: &lsp::Uri, sent: SentTokens) {
        self.state
            .documents()
            .keep_sent_tokens(uri, Some(Arc::new(sent)));
    }

    pub(super) async fn semantic_full(
        &self,
        params: lsp::SemanticTokensParams,
    ) -> jsonrpc::Result<Option<lsp::SemanticTokensResult>> {
        let uri = params.text_document.uri;
        let replies = Arc::clone(&self.state.replies);
        let answer = self
            .document_request(uri.clone(), move |request| {
                let (json, sent) =
                    full_json(request.parse, &request.snapshot.text, request.encoding);
                Some((all_tokens_json(&replies, json)?, sent))
            })
            .await?;
        let Some((tokens, sent)) = answer else {
            return Ok(None);
        };
        self.keep_tokens(&uri, sent);
        Ok(Some(lsp::SemanticTokensResult::Tokens(tokens)))
    }

    pub(super) async fn semantic_delta(
        &self,
        params: lsp::SemanticTokensDeltaParams,
    ) -> jsonrpc::Result<Option<lsp::SemanticTokensFullDeltaResult>> {
        let uri = params.text_document.uri;
        let previous = self
            .state
            .documents()
            .sent_tokens(&uri)
            .filter(|sent| sent.result_id == params.previous_result_id);
        let replies = Arc::clone(&self.state.replies);
        let answer = self
            .document_request(uri.clone(), move |request| {
                let (parse, text, encoding) =
                    (request.parse, &request.snapshot.text, request.encoding);
                Some(match previous {
                    Some(previous) => {
                        let (edits, sent) = delta(parse, text, encoding, &previous);
                        let result_id = Some(sent.result_id.clone());
                        let delta = lsp::SemanticTokensDelta { result_id, edits };
                        (lsp::SemanticTokensFullDeltaResult::TokensDelta(delta), sent)
                    }
                    None => {
                        let (json, sent) = full_json(parse, text, encoding);
                        let tokens = all_tokens_json(&replies, json)?;
                        (lsp::SemanticTokensFullDeltaResult::Tokens(tokens), sent)
                    }
                })
            })
            .await?;
        let Some((reply, sent)) = answer else {
            return Ok(None);
        };
        self.keep_tokens(&uri, sent);
        Ok(Some(reply))
    }

    pub(super) async fn inlay_hints(
        &self,
        params: lsp::InlayHintParams,
    ) -> jsonrpc::Result<Option<Vec<lsp::InlayHint>>> {
        let range = params.range;
        self.document_request(params.text_document.uri, move |request| {
            Some(hints(request, range))
        })
        .await
    }

    pub(super) async fn semantic_range(
        &self,
        params: lsp::SemanticTokensRangeParams,
    ) -> jsonrpc::Result<Option<lsp::SemanticTokensRangeResult>> {
        let range = params.range;
        let data = self
            .document_request(params.text_document.uri, move |request| {
                Some(encoded(request, Some(range)))
            })
            .await?;
        Ok(data.map(|data| {
            lsp::SemanticTokensRangeResult::Tokens(lsp::SemanticTokens {
                result_id: None,
                data,
            })
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ide::analysis::semantic_tokens;
    use crate::ide::LineIndex;
    use crate::random_edits::{keystroke_in_the_middle, random_edit, Steps};
    use gamerec_grammar::{parse, Format};

    fn tokens(text: &str, encoding: PositionEncoding) -> Vec<[u32; 5]> {
        let parsed = parse(Format::Pbn, text);
        let found = semantic_tokens(&parsed, None);
        let rope = ropey::Rope::from_str(text);
        let by_rope = encode(&rope, &found, encoding);
        let index = LineIndex::new(text);
        let mut encoder = Encoder::new(|offset| convert::position(&index, offset, encoding));
        let by_index: Vec<_> = found
            .iter()
            .filter_map(|token| encoder.encode(token))
            .collect();
        assert_eq!(by_rope, by_index);
        by_rope
            .iter()
            .map(|t| {
                [
                    t.delta_line,
                    t.delta_start,
                    t.length,
                    t.token_type,
                    t.token_modifiers_bitset,
                ]
            })
            .collect()
    }

    /// Columns after multi-byte text count UTF-16 units, or bytes when UTF-8 was negotiated.
    #[test]
    fn columns_in_the_negotiated_encoding() {
        let text = "{é😀} [Event \"名😀\"]\n";
        let comment = TokenKind::Comment.index();
        let property = TokenKind::Property.index();
        let string = TokenKind::String.index();
        assert_eq!(
            tokens(text, PositionEncoding::Utf16),
            vec![
                [0, 0, 5, comment, 0],
                [0, 7, 5, property, 0],
                [0, 6, 1, string, 0],
                [0, 1, 3, string, 0],
                [0, 3, 1, string, 0],
            ]
        );
        assert_eq!(
            tokens(text, PositionEncoding::Utf8),
            vec![
                [0, 0, 8, comment, 0],
                [0, 10, 5, property, 0],
                [0, 6, 1, string, 0],
                [0, 1, 7, string, 0],
                [0, 7, 1, string, 0],
            ]
        );
    }

    #[test]
    fn lines_restart_the_columns() {
        let text = "[Board \"1\"]\r\n  [Event \"x\"]";
        let found = tokens(text, PositionEncoding::Utf16);
        let starts: Vec<[u32; 2]> = found.iter().map(|t| [t[0], t[1]]).collect();
        assert_eq!(
            starts,
            vec![
                [0, 1],
                [0, 6],
                [0, 1],
                [0, 1],
                [1, 3],
                [0, 6],
                [0, 1],
                [0, 1]
            ]
        );
    }

    /// `edits` applied to `data`, as a client applies a delta.
    fn applied(
        mut data: Vec<lsp::SemanticToken>,
        edits: &[lsp::SemanticTokensEdit],
    ) -> Vec<lsp::SemanticToken> {
        for edit in edits.iter().rev() {
            assert_eq!(edit.start % 5, 0);
            assert_eq!(edit.delete_count % 5, 0);
            let start = edit.start as usize / 5;
            let end = start + edit.delete_count as usize / 5;
            data.splice(start..end, edit.data.clone().unwrap_or_default());
        }
        data
    }

    /// After any edit, the delta turns the tokens sent before into exactly the tokens of the
    /// new text, whether the reparse kept most of the tree or not; and an edit inside one record
    /// sends little.
    #[test]
    fn deltas_rebuild_the_full_tokens_after_edits() {
        const INSERTS: [&str; 6] = ["x", "\n", "9", " ", "[", "\n\n"];
        let mut steps = Steps(0x9e37_79b9_7f4a_7c15);
        for format in Format::ALL {
            let mut text = crate::generate::document(format, 24 * 1024);
            let mut parsed = parse(format, &text);
            let rope = Rope::from_str(&text);
            let (mut data, mut sent) = full(&parsed, &rope, PositionEncoding::Utf16);
            for _ in 0..40 {
                let at;
                (parsed, at) = random_edit(format, &mut text, &parsed, &mut steps, &INSERTS, 3);
                let rope = Rope::from_str(&text);
                let (edits, next) = delta(&parsed, &rope, PositionEncoding::Utf16, &sent);
                let (expected, _) = full(&parsed, &rope, PositionEncoding::Utf16);
                data = applied(data, &edits);
                assert!(
                    data == expected,
                    "{format:?}: the delta after an edit at {at} is wrong"
                );
                assert_eq!(
                    next.counts().iter().map(|&c| c as usize).sum::<usize>(),
                    data.len()
                );
                sent = next;
            }
        }
    }

    /// The JSON written straight from the tokens is the JSON of the tokens as the protocol
    /// types write them, with the same result id and counts, in every format and for an empty
    /// document.
    #[test]
    fn tokens_written_as_json_are_the_tokens() {
        for format in Format::ALL {
            for text in [crate::generate::document(format, 16 * 1024), String::new()] {
                let parsed = parse(format, &text);
                let rope = Rope::from_str(&text);
                let (data, sent) = full(&parsed, &rope, PositionEncoding::Utf16);
                let (json, sent_json) = full_json(&parsed, &rope, PositionEncoding::Utf16);
                let bytes: Vec<u8> = json.pieces().flatten().copied().collect();
                let read: lsp::SemanticTokens =
                    serde_json::from_slice(&bytes).expect("the JSON of semantic tokens");
                assert!(read.data == data, "{format:?}: the data differ");
                assert!(!read.data.is_empty() || text.is_empty(), "{format:?}");
                assert_eq!(read.result_id.as_ref(), Some(&sent_json.result_id));
                assert_eq!(sent.counts(), sent_json.counts());
            }
        }
    }

    /// A character typed in the middle of a long document is sent as the tokens of one record:
    /// a small part of a bridge document, and of an SGF collection one game of about sixteen.
    #[test]
    fn a_keystroke_sends_little() {
        for format in [
            Format::Pbn,
            Format::Rbn,
            Format::Rbx,
            Format::Sgf,
            Format::Lin,
        ] {
            let text = crate::generate::document(format, 512 * 1024);
            let parsed = parse(format, &text);
            let (data, sent) = full(&parsed, &Rope::from_str(&text), PositionEncoding::Utf16);
            let (text, new) = keystroke_in_the_middle(format, &parsed);
            let (edits, _) = delta(&new, &Rope::from_str(&text), PositionEncoding::Utf16, &sent);
            let sent_numbers: usize = edits
                .iter()
                .map(|edit| edit.data.as_ref().map_or(0, Vec::len))
                .sum();
            let part = if format == Format::Sgf { 8 } else { 100 };
            assert!(
                sent_numbers * part < data.len(),
                "{format:?}: {sent_numbers} tokens sent again of {}",
                data.len()
            );
        }
    }

    /// Colouring in full (which also counts the tokens of each segment) and then by delta after
    /// a keystroke costs time in proportion to the document.
    #[test]
    fn colouring_in_full_and_by_delta_grows_linearly() {
        crate::linear_documents::assert_keystroke_pass_linear(
            "semantic tokens sent",
            |parsed, text, edited, edited_text| {
                let (_, sent) = full(parsed, text, PositionEncoding::Utf16);
                Box::new(delta(edited, edited_text, PositionEncoding::Utf16, &sent))
            },
        );
    }

    /// Found a few kilobytes at a time, the tokens are the ones found all at once.
    #[test]
    fn tokens_found_in_batches_are_the_tokens_found_at_once() {
        for format in Format::ALL {
            let text = crate::generate::document(format, 96 * 1024);
            let parsed = parse(format, &text);
            let rope = Rope::from_str(&text);
            let at_once = encode(
                &rope,
                &semantic_tokens(&parsed, None),
                PositionEncoding::Utf16,
            );
            let mut batched = Vec::new();
            let sent =
                full_in_batches(&parsed, &rope, PositionEncoding::Utf16, 4096, |_, token| {
                    batched.push(token);
                });
            assert!(batched == at_once, "{format:?}");
            let counted: u32 = sent.counts().iter().sum();
            assert_eq!(counted as usize, at_once.len(), "{format:?}");
        }
    }
}
