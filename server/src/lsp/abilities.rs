//! What the client can show, read once from `initialize`: Markdown in hovers and in completion
//! documentation, and snippets in completion items.

use super::protocol as lsp;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Abilities {
    pub hover_markdown: bool,
    pub completion_markdown: bool,
    pub snippets: bool,
}

impl Abilities {
    pub fn of(params: &lsp::InitializeParams) -> Abilities {
        let text_document = params.capabilities.text_document.as_ref();
        let hover_markdown = text_document
            .and_then(|document| document.hover.as_ref())
            .and_then(|hover| hover.content_format.as_ref())
            .is_some_and(|formats| prefers_markdown(formats));
        let completion_item = text_document
            .and_then(|document| document.completion.as_ref())
            .and_then(|completion| completion.completion_item.as_ref());
        let completion_markdown = completion_item
            .and_then(|item| item.documentation_format.as_ref())
            .is_some_and(|formats| prefers_markdown(formats));
        let snippets = completion_item
            .and_then(|item| item.snippet_support)
            .unwrap_or(false);
        Abilities {
            hover_markdown,
            completion_markdown,
            snippets,
        }
    }
}

/// Whether Markdown is among the formats a client takes. The list is in the client's order of
/// preference, but every client that lists Markdown at all renders it.
fn prefers_markdown(formats: &[lsp::MarkupKind]) -> bool {
    formats.contains(&lsp::MarkupKind::Markdown)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn params(capabilities: serde_json::Value) -> lsp::InitializeParams {
        serde_json::from_value(serde_json::json!({ "capabilities": capabilities }))
            .unwrap_or_default()
    }

    #[test]
    fn reads_markdown_and_snippets() {
        let abilities = Abilities::of(&params(serde_json::json!({
            "textDocument": {
                "hover": { "contentFormat": ["markdown", "plaintext"] },
                "completion": { "completionItem": {
                    "snippetSupport": true,
                    "documentationFormat": ["plaintext", "markdown"]
                } }
            }
        })));
        assert_eq!(
            abilities,
            Abilities {
                hover_markdown: true,
                completion_markdown: true,
                snippets: true
            }
        );
    }

    #[test]
    fn plain_text_without_a_word_from_the_client() {
        assert_eq!(
            Abilities::of(&params(serde_json::json!({}))),
            Abilities::default()
        );
        let plain = Abilities::of(&params(serde_json::json!({
            "textDocument": { "hover": { "contentFormat": ["plaintext"] } }
        })));
        assert!(!plain.hover_markdown);
    }
}
