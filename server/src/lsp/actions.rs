//! `textDocument/codeAction`: the quick fixes for the diagnostics the client sends with the
//! request (and for the syntax errors in the range, which the server has at hand; when the
//! user asks explicitly and the client sends none, for all of the server's own in the range),
//! and the source actions for the records the range touches, as workspace edits of the
//! document's version, and the conversions of the document to the other bridge formats. A client that takes only commands gets each action as the command
//! [`APPLY_FIX`], which the server carries out by sending the edit back with
//! `workspace/applyEdit`.

use super::abilities::ActionDelivery;
use super::conversion;
use super::convert;
use super::on_disk;
use super::protocol as lsp;
use super::requests::Request;
use crate::ide::actions::{ActionKind, CodeAction, SOURCE_KINDS};
use crate::ide::analysis;
use crate::ide::format::line_ending::first_line_ending;
use crate::ide::{codes, Diagnostic};
use gamerec_grammar::{TextRange, TextSize};
use std::collections::HashMap;

/// The command that applies an action's edit, for clients that take actions only as commands.
pub const APPLY_FIX: &str = "gamerec.applyFix";

/// The kinds the server offers, for its capabilities.
pub fn kinds() -> Vec<lsp::CodeActionKind> {
    let mut kinds = vec![lsp::CodeActionKind::QUICKFIX, lsp::CodeActionKind::SOURCE];
    kinds.extend(SOURCE_KINDS.map(lsp::CodeActionKind::new));
    kinds.push(lsp::CodeActionKind::new(conversion::SOURCE_CONVERT));
    kinds
}

pub fn code_actions(
    request: &Request<'_>,
    uri: &lsp::Uri,
    params: &lsp::CodeActionParams,
) -> Option<lsp::CodeActionResponse> {
    let text = &request.snapshot.text;
    let span = convert::text_range(text, params.range, request.encoding);
    let range = TextRange::new(size(span.start), size(span.end));
    let only = params.context.only.as_deref();
    let mut answer: lsp::CodeActionResponse = Vec::new();
    if wanted(lsp::CodeActionKind::QUICKFIX.as_str(), only) {
        // A fix that several diagnostics share (one sort for two suits out of order) is
        // offered once, with all of them attached.
        let mut fixes: Vec<(CodeAction, Vec<lsp::Diagnostic>)> = Vec::new();
        let mut seen: HashMap<FixKey, usize> = HashMap::new();
        for (sent, diagnostic) in diagnostics_for(request, uri, params, range) {
            let mut candidates = analysis::quick_fixes(request.parse, &diagnostic);
            candidates.extend(declaration_fix(request, &diagnostic));
            for fix in candidates {
                let key = fix_key(&fix);
                match seen.get(&key).and_then(|&at| fixes.get_mut(at)) {
                    Some((_, attached)) => attached.push(sent.clone()),
                    None => {
                        seen.insert(key, fixes.len());
                        fixes.push((fix, vec![sent.clone()]));
                    }
                }
            }
        }
        for (fix, attached) in fixes {
            answer.push(deliver(request, uri, fix, Some(attached)));
        }
    }
    let any_source = SOURCE_KINDS.iter().any(|kind| wanted(kind, only));
    if any_source {
        for action in analysis::source_actions(request.parse, range) {
            let ActionKind::Source(kind) = action.kind else {
                continue;
            };
            if wanted(kind, only) {
                answer.push(deliver(request, uri, action, None));
            }
        }
    }
    if wanted(conversion::SOURCE_CONVERT, only) {
        answer.extend(conversion::actions(request, uri));
    }
    Some(answer)
}

/// The fix that declares the charset the file's bytes are in, for the finding about its
/// encoding the server placed in the text (see [`super::on_disk`]).
fn declaration_fix(request: &Request<'_>, diagnostic: &Diagnostic) -> Option<CodeAction> {
    let format = request.snapshot.format?;
    let file = request.snapshot.on_disk.known(format)?;
    let head = on_disk::head(&request.snapshot.text);
    let placed = file.diagnostic(format, &head)?;
    if placed.code != diagnostic.code || placed.range != diagnostic.range {
        return None;
    }
    let line_end = first_line_ending(&request.parse.syntax());
    let fix = file.fix(format, &head, line_end.as_str())?;
    Some(CodeAction::fix(fix.title, true, vec![fix.edit]))
}

/// What tells two fixes apart: their title and edits.
type FixKey = (String, Vec<(TextRange, String)>);

fn fix_key(fix: &CodeAction) -> FixKey {
    let edits = fix
        .edits
        .iter()
        .map(|edit| (edit.range, edit.new_text.clone()))
        .collect();
    (fix.title.clone(), edits)
}

fn size(offset: usize) -> TextSize {
    TextSize::try_from(offset).unwrap_or_default()
}

/// Whether an action of `kind` is asked for: all are when the client names no kinds, else
/// those the named kinds cover (`source` covers `source.gamerec.sortTags`).
fn wanted(kind: &str, only: Option<&[lsp::CodeActionKind]>) -> bool {
    let Some(only) = only else {
        return true;
    };
    only.iter().any(|asked| {
        let asked = asked.as_str();
        asked.is_empty()
            || kind == asked
            || kind
                .strip_prefix(asked)
                .is_some_and(|rest| rest.starts_with('.'))
    })
}

/// The diagnostics to fix: those of gamerec the client sent (as it sent them, so that it can
/// match the fixes to what it shows), and the syntax errors in the range it did not send.
fn diagnostics_for(
    request: &Request<'_>,
    uri: &lsp::Uri,
    params: &lsp::CodeActionParams,
    range: TextRange,
) -> Vec<(lsp::Diagnostic, Diagnostic)> {
    let text = &request.snapshot.text;
    let mut found: Vec<(lsp::Diagnostic, Diagnostic)> = params
        .context
        .diagnostics
        .iter()
        .filter(|sent| {
            sent.source
                .as_deref()
                .is_none_or(|source| source == "gamerec")
        })
        .filter_map(|sent| {
            let lsp::NumberOrString::String(code) = sent.code.as_ref()? else {
                return None;
            };
            let code = *codes::known_codes().iter().find(|known| *known == code)?;
            let span = convert::text_range(text, sent.range, request.encoding);
            let at = TextRange::new(size(span.start), size(span.end));
            let diagnostic = Diagnostic::error(code, at, sent.message.clone());
            Some((sent.clone(), diagnostic))
        })
        .collect();
    let touches = |at: TextRange| at.start() <= range.end() && range.start() <= at.end();
    let errors: Vec<Diagnostic> = request
        .parse
        .errors()
        .iter()
        .filter(|error| touches(error.range))
        .map(|error| Diagnostic::error(error.code, error.range, error.message.clone()))
        .collect();
    let mut own = request.settings.apply(errors);
    let invoked = params.context.trigger_kind == Some(lsp::CodeActionTriggerKind::INVOKED);
    if invoked && found.is_empty() {
        own = checked(request, &touches);
    }
    for diagnostic in own {
        let sent = found
            .iter()
            .any(|(_, known)| known.code == diagnostic.code && known.range == diagnostic.range);
        if !sent {
            let shown = convert::diagnostic(uri, text, &diagnostic, request.encoding);
            found.push((shown, diagnostic));
        }
    }
    found
}

/// The server's own diagnostics (syntax errors and checks, as the settings show them) that
/// `touches`, for a request the user made explicitly without sending any: the checks run
/// with the results the document's analysis keeps, so only changed records cost anything.
fn checked(request: &Request<'_>, touches: &dyn Fn(TextRange) -> bool) -> Vec<Diagnostic> {
    let Ok(mut cache) = request.snapshot.checks.lock() else {
        return Vec::new();
    };
    let found = analysis::diagnostics_with(request.parse, &mut cache);
    drop(cache);
    request
        .settings
        .apply(found)
        .into_iter()
        .filter(|diagnostic| touches(diagnostic.range))
        .collect()
}

/// The action as the client takes it: whole, or as the command that applies its edit.
fn deliver(
    request: &Request<'_>,
    uri: &lsp::Uri,
    action: CodeAction,
    diagnostics: Option<Vec<lsp::Diagnostic>>,
) -> lsp::CodeActionOrCommand {
    let action = code_action(request, uri, action, diagnostics);
    match request.abilities.code_action_delivery() {
        Some(ActionDelivery::Commands) => lsp::CodeActionOrCommand::Command(lsp::Command {
            title: action.title,
            command: APPLY_FIX.to_owned(),
            arguments: Some(vec![FixArguments {
                uri: uri.clone(),
                version: request.snapshot.version,
                edit: action.edit.unwrap_or_default(),
            }
            .to_json()]),
        }),
        _ => lsp::CodeActionOrCommand::CodeAction(action),
    }
}

fn code_action(
    request: &Request<'_>,
    uri: &lsp::Uri,
    action: CodeAction,
    diagnostics: Option<Vec<lsp::Diagnostic>>,
) -> lsp::CodeAction {
    let text = &request.snapshot.text;
    let edits: Vec<lsp::TextEdit> = action
        .edits
        .into_iter()
        .map(|edit| lsp::TextEdit {
            range: convert::range(text, edit.range, request.encoding),
            new_text: edit.new_text,
        })
        .collect();
    let kind = match action.kind {
        ActionKind::QuickFix => lsp::CodeActionKind::QUICKFIX,
        ActionKind::Source(kind) => lsp::CodeActionKind::new(kind),
    };
    let preferred = action.preferred && request.abilities.preferred_fixes;
    lsp::CodeAction {
        title: action.title,
        kind: Some(kind),
        diagnostics,
        edit: Some(workspace_edit(request, uri, edits)),
        is_preferred: preferred.then_some(true),
        ..lsp::CodeAction::default()
    }
}

/// The edits of one document, tied to the version they were made for when the client can
/// check it.
fn workspace_edit(
    request: &Request<'_>,
    uri: &lsp::Uri,
    edits: Vec<lsp::TextEdit>,
) -> lsp::WorkspaceEdit {
    if !request.abilities.document_changes {
        return lsp::WorkspaceEdit {
            changes: Some(HashMap::from([(uri.clone(), edits)])),
            ..lsp::WorkspaceEdit::default()
        };
    }
    lsp::WorkspaceEdit {
        document_changes: Some(lsp::DocumentChanges::Edits(vec![lsp::TextDocumentEdit {
            text_document: lsp::OptionalVersionedTextDocumentIdentifier {
                uri: uri.clone(),
                version: Some(request.snapshot.version),
            },
            edits: edits.into_iter().map(lsp::OneOf::Left).collect(),
        }])),
        ..lsp::WorkspaceEdit::default()
    }
}

/// What the [`APPLY_FIX`] command carries: the edit, and the document and version it was
/// made for, so that it is not applied to a text that changed since.
#[derive(Debug, Clone, PartialEq)]
pub struct FixArguments {
    pub uri: lsp::Uri,
    pub version: i32,
    pub edit: lsp::WorkspaceEdit,
}

impl FixArguments {
    fn to_json(&self) -> serde_json::Value {
        serde_json::json!({
            "uri": self.uri,
            "version": self.version,
            "edit": self.edit,
        })
    }

    /// The arguments of an [`APPLY_FIX`] command, if they are what the server sent.
    pub fn read(arguments: &[serde_json::Value]) -> Option<FixArguments> {
        let [only] = arguments else {
            return None;
        };
        let field = |name: &str| only.get(name).cloned();
        Some(FixArguments {
            uri: serde_json::from_value(field("uri")?).ok()?,
            version: serde_json::from_value(field("version")?).ok()?,
            edit: serde_json::from_value(field("edit")?).ok()?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_asked_for() {
        let source = [lsp::CodeActionKind::SOURCE];
        let quickfix = [lsp::CodeActionKind::QUICKFIX];
        assert!(wanted("quickfix", None));
        assert!(wanted("source.gamerec.sortTags", Some(&source)));
        assert!(!wanted("quickfix", Some(&source)));
        assert!(wanted("quickfix", Some(&quickfix)));
        assert!(!wanted("source.gamerec.sortTags", Some(&quickfix)));
        let sort = [lsp::CodeActionKind::new("source.gamerec.sortTags")];
        assert!(wanted("source.gamerec.sortTags", Some(&sort)));
        assert!(!wanted("source.gamerec.rbnToRbx", Some(&sort)));
        let sorted = [lsp::CodeActionKind::new("source.gamerec.sort")];
        assert!(!wanted("source.gamerec.sortTags", Some(&sorted)));
    }

    #[test]
    fn fix_arguments_read_back() {
        let uri: lsp::Uri = "file:///deal.pbn".parse().expect("a URI");
        let fix = FixArguments {
            uri: uri.clone(),
            version: 7,
            edit: lsp::WorkspaceEdit {
                changes: Some(HashMap::from([(uri, Vec::new())])),
                ..lsp::WorkspaceEdit::default()
            },
        };
        assert_eq!(FixArguments::read(&[fix.to_json()]), Some(fix.clone()));
        assert_eq!(FixArguments::read(&[]), None);
        assert_eq!(FixArguments::read(&[fix.to_json(), fix.to_json()]), None);
        assert_eq!(
            FixArguments::read(&[serde_json::json!({ "uri": "file:///deal.pbn" })]),
            None
        );
    }
}
