//! Semantic tokens (full, range and delta) and inlay hints, turned from the protocol-free
//! `ide` results into LSP types in the negotiated position encoding.
//!
//! The tokens last sent in full for a document are kept in the document store with their
//! result id (see `sent_tokens`), so that the next request can answer with the edits between
//! the two.

use super::convert::{self, PositionCursor, PositionEncoding};
use super::protocol as lsp;
use super::requests::Request;
use super::sent_tokens::SentTokens;
use super::{jsonrpc, GameRecServer};
use crate::ide::analysis;
use crate::ide::inlay;
use crate::ide::semantic::{self, Modifier, TokenKind};
use gamerec_grammar::{TextRange, TextSize};
use ropey::Rope;

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
    encode_at(tokens, |offset| cursor.position(offset))
}

/// [`encode`] with the positions from `position`.
fn encode_at(
    tokens: &[semantic::SemanticToken],
    mut position: impl FnMut(TextSize) -> lsp::Position,
) -> Vec<lsp::SemanticToken> {
    let mut data = Vec::with_capacity(tokens.len());
    let mut previous = lsp::Position::new(0, 0);
    for token in tokens {
        let start = position(token.range.start());
        let end = position(token.range.end());
        if start.line != end.line || end.character <= start.character {
            continue;
        }
        // The tokens come in text order, one after another: the deltas are never negative.
        let delta_line = start.line.saturating_sub(previous.line);
        let delta_start = if delta_line == 0 {
            start.character.saturating_sub(previous.character)
        } else {
            start.character
        };
        data.push(lsp::SemanticToken {
            delta_line,
            delta_start,
            length: end.character - start.character,
            token_type: token.kind.index(),
            token_modifiers_bitset: token.modifiers.bits(),
        });
        previous = start;
    }
    data
}

/// The one edit that turns `old` into `new`: what lies between their common start and their
/// common end. Offsets count numbers, five per token.
pub fn delta(
    old: &[lsp::SemanticToken],
    new: &[lsp::SemanticToken],
) -> Vec<lsp::SemanticTokensEdit> {
    let prefix = old.iter().zip(new).take_while(|(a, b)| a == b).count();
    let suffix = old[prefix..]
        .iter()
        .rev()
        .zip(new[prefix..].iter().rev())
        .take_while(|(a, b)| a == b)
        .count();
    let deleted = old.len() - prefix - suffix;
    let inserted = &new[prefix..new.len() - suffix];
    if deleted == 0 && inserted.is_empty() {
        return Vec::new();
    }
    let numbers = |tokens: usize| u32::try_from(tokens * 5).unwrap_or(u32::MAX);
    vec![lsp::SemanticTokensEdit {
        start: numbers(prefix),
        delete_count: numbers(deleted),
        data: (!inserted.is_empty()).then(|| inserted.to_vec()),
    }]
}

impl GameRecServer {
    /// Keeps `data` as the tokens last sent for `uri` and returns their result id.
    fn keep_tokens(&self, uri: &lsp::Uri, data: &[lsp::SemanticToken]) -> String {
        let (result_id, sent) = SentTokens::under_new_id(data);
        self.state.documents().keep_sent_tokens(uri, sent);
        result_id
    }

    pub(super) async fn semantic_full(
        &self,
        params: lsp::SemanticTokensParams,
    ) -> jsonrpc::Result<Option<lsp::SemanticTokensResult>> {
        let uri = params.text_document.uri;
        let data = self
            .document_request(uri.clone(), |request| Some(encoded(request, None)))
            .await?;
        let Some(data) = data else {
            return Ok(None);
        };
        let result_id = self.keep_tokens(&uri, &data);
        Ok(Some(lsp::SemanticTokensResult::Tokens(
            lsp::SemanticTokens {
                result_id: Some(result_id),
                data,
            },
        )))
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
        let answer = self
            .document_request(uri.clone(), move |request| {
                let data = encoded(request, None);
                let edits = previous.map(|previous| delta(&previous.data, &data));
                Some((data, edits))
            })
            .await?;
        let Some((data, edits)) = answer else {
            return Ok(None);
        };
        let result_id = self.keep_tokens(&uri, &data);
        Ok(Some(match edits {
            Some(edits) => {
                lsp::SemanticTokensFullDeltaResult::TokensDelta(lsp::SemanticTokensDelta {
                    result_id: Some(result_id),
                    edits,
                })
            }
            None => lsp::SemanticTokensFullDeltaResult::Tokens(lsp::SemanticTokens {
                result_id: Some(result_id),
                data,
            }),
        }))
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
    use gamerec_grammar::{parse, Format};

    fn tokens(text: &str, encoding: PositionEncoding) -> Vec<[u32; 5]> {
        let parsed = parse(Format::Pbn, text);
        let found = semantic_tokens(&parsed, None);
        let rope = ropey::Rope::from_str(text);
        let by_rope = encode(&rope, &found, encoding);
        let index = LineIndex::new(text);
        let by_index = encode_at(&found, |offset| convert::position(&index, offset, encoding));
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

    fn token(n: u32) -> lsp::SemanticToken {
        lsp::SemanticToken {
            delta_line: n,
            delta_start: 0,
            length: 1,
            token_type: 0,
            token_modifiers_bitset: 0,
        }
    }

    #[test]
    fn delta_is_the_changed_middle() {
        let old: Vec<_> = [1, 2, 3, 4].map(token).to_vec();
        let new: Vec<_> = [1, 9, 9, 4].map(token).to_vec();
        assert_eq!(
            delta(&old, &new),
            vec![lsp::SemanticTokensEdit {
                start: 5,
                delete_count: 10,
                data: Some(vec![token(9), token(9)]),
            }]
        );
        assert_eq!(delta(&old, &old), Vec::new());
        let shorter: Vec<_> = [1, 4].map(token).to_vec();
        assert_eq!(
            delta(&old, &shorter),
            vec![lsp::SemanticTokensEdit {
                start: 5,
                delete_count: 10,
                data: None,
            }]
        );
        // Repeated tokens: the common start and end do not overlap.
        let same: Vec<_> = [1, 1].map(token).to_vec();
        let more: Vec<_> = [1, 1, 1].map(token).to_vec();
        let edits = delta(&same, &more);
        assert_eq!(edits.len(), 1);
        assert_eq!((edits[0].start, edits[0].delete_count), (10, 0));
    }
}
