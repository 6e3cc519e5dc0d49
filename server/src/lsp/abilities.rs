//! What the client can show and do, read once from `initialize`: Markdown in hovers and in
//! completion documentation, snippets in completion items, code actions as literals (else as
//! commands the server carries out), preferred fixes, versioned workspace edits, and files
//! made by an edit.

use super::protocol as lsp;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Abilities {
    pub hover_markdown: bool,
    pub completion_markdown: bool,
    pub snippets: bool,
    /// Code actions may be sent whole, with their edits; without this a client takes only
    /// commands.
    pub code_action_literals: bool,
    /// A fix may be marked as the one to apply with "fix all" or a single keystroke.
    pub preferred_fixes: bool,
    /// Workspace edits may name the document version they were made for.
    pub document_changes: bool,
    /// The client applies edits the server sends with `workspace/applyEdit`.
    pub apply_edit: bool,
    /// A workspace edit may create a file.
    pub create_files: bool,
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
        let code_action = text_document.and_then(|document| document.code_action.as_ref());
        let code_action_literals =
            code_action.is_some_and(|actions| actions.code_action_literal_support.is_some());
        let preferred_fixes = code_action
            .and_then(|actions| actions.is_preferred_support)
            .unwrap_or(false);
        let workspace = params.capabilities.workspace.as_ref();
        let document_changes = workspace
            .and_then(|workspace| workspace.workspace_edit.as_ref())
            .and_then(|edit| edit.document_changes)
            .unwrap_or(false);
        let apply_edit = workspace
            .and_then(|workspace| workspace.apply_edit)
            .unwrap_or(false);
        let create_files = workspace
            .and_then(|workspace| workspace.workspace_edit.as_ref())
            .and_then(|edit| edit.resource_operations.as_ref())
            .is_some_and(|operations| operations.contains(&lsp::ResourceOperationKind::Create));
        Abilities {
            hover_markdown,
            completion_markdown,
            snippets,
            code_action_literals,
            preferred_fixes,
            document_changes,
            apply_edit,
            create_files,
        }
    }

    /// Whether the server can make a new file through the client (`gamerec.convert`). A
    /// client that can create files takes `documentChanges`, where file operations go, whether
    /// or not it says so (Neovim does not).
    pub fn creates_files(&self) -> bool {
        self.apply_edit && self.create_files
    }

    /// How code actions reach this client, if at all.
    pub fn code_action_delivery(&self) -> Option<ActionDelivery> {
        if self.code_action_literals {
            Some(ActionDelivery::Literals)
        } else if self.apply_edit {
            Some(ActionDelivery::Commands)
        } else {
            None
        }
    }
}

/// The two ways a client can take code actions.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ActionDelivery {
    /// Whole code actions, edits included.
    Literals,
    /// Commands; the server applies the edit with `workspace/applyEdit` when one is run.
    Commands,
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
                snippets: true,
                ..Abilities::default()
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

    #[test]
    fn code_actions_as_literals_or_commands() {
        let literals = Abilities::of(&params(serde_json::json!({
            "textDocument": { "codeAction": {
                "codeActionLiteralSupport": { "codeActionKind": { "valueSet": ["quickfix"] } },
                "isPreferredSupport": true
            } },
            "workspace": { "applyEdit": true, "workspaceEdit": { "documentChanges": true } }
        })));
        assert!(literals.preferred_fixes && literals.document_changes);
        assert_eq!(
            literals.code_action_delivery(),
            Some(ActionDelivery::Literals)
        );
        let commands = Abilities::of(&params(serde_json::json!({
            "textDocument": { "codeAction": { "dynamicRegistration": false } },
            "workspace": { "applyEdit": true }
        })));
        assert!(!commands.preferred_fixes && !commands.document_changes);
        assert_eq!(
            commands.code_action_delivery(),
            Some(ActionDelivery::Commands)
        );
        let neither = Abilities::of(&params(serde_json::json!({
            "textDocument": { "codeAction": {} }
        })));
        assert_eq!(neither.code_action_delivery(), None);
    }
}
