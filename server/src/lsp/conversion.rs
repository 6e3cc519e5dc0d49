//! The command `gamerec.convert`: a bridge document, as the editor holds it, written as
//! another bridge format into a new file beside it. It is offered as a source action per
//! target format, to clients that apply edits the server sends and can create files with
//! them. The server makes the new file with `workspace/applyEdit` (so the editor can undo it),
//! never over a file that exists, and tells what the new format could not hold with
//! `window/showMessage`, each loss also written to the log.

use super::protocol as lsp;
use super::requests::Request;
use crate::ide::convert::{convert, Loss, Target};
use gamerec_grammar::Format;
use std::collections::HashMap;

/// The command that converts a document into a new file.
pub const CONVERT: &str = "gamerec.convert";

/// The kind of the conversion actions.
pub const SOURCE_CONVERT: &str = "source.gamerec.convert";

/// How many losses the message shows before it sends the reader to the log.
const LOSSES_SHOWN: usize = 3;

/// The conversions of a bridge document without syntax errors to each other bridge format,
/// as commands; nothing for a client that cannot take them.
pub fn actions(request: &Request<'_>, uri: &lsp::Uri) -> Vec<lsp::CodeActionOrCommand> {
    let abilities = request.abilities;
    let can_create = abilities.creates_files();
    let format = request.parse.format();
    let bridge = matches!(
        format,
        Format::Rbn | Format::Rbx | Format::Pbn | Format::Lin
    );
    if !can_create || !bridge || !request.parse.errors().is_empty() {
        return Vec::new();
    }
    Target::ALL
        .into_iter()
        .filter(|target| target.format() != format)
        .filter_map(|target| {
            let new = sibling(uri, target)?;
            let title = format!(
                "Convert to {} as {}",
                target.extension().to_ascii_uppercase(),
                file_name(&new)
            );
            let command = lsp::Command {
                title: title.clone(),
                command: CONVERT.to_owned(),
                arguments: Some(vec![ConvertArguments {
                    uri: uri.clone(),
                    target,
                }
                .to_json()]),
            };
            Some(if abilities.code_action_literals {
                lsp::CodeActionOrCommand::CodeAction(lsp::CodeAction {
                    title,
                    kind: Some(lsp::CodeActionKind::new(SOURCE_CONVERT)),
                    command: Some(command),
                    ..lsp::CodeAction::default()
                })
            } else {
                lsp::CodeActionOrCommand::Command(command)
            })
        })
        .collect()
}

/// The file beside `uri` with the target's extension in place of its own.
fn sibling(uri: &lsp::Uri, target: Target) -> Option<lsp::Uri> {
    let path = uri.to_file_path()?;
    let new = path.with_extension(target.extension());
    (new != *path)
        .then(|| lsp::Uri::from_file_path(new))
        .flatten()
}

/// The name of the file a URI names, decoded (`%20` as a space), for titles and messages; the
/// whole URI when it names no file.
fn file_name(uri: &lsp::Uri) -> String {
    uri.to_file_path()
        .and_then(|path| {
            path.file_name()
                .map(|name| name.to_string_lossy().into_owned())
        })
        .unwrap_or_else(|| uri.as_str().to_owned())
}

/// What [`CONVERT`] carries: the document and the format to write.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConvertArguments {
    pub uri: lsp::Uri,
    pub target: Target,
}

impl ConvertArguments {
    fn to_json(&self) -> serde_json::Value {
        serde_json::json!({ "uri": self.uri, "target": self.target.extension() })
    }

    /// The arguments of a [`CONVERT`] command, if they are what the server sent.
    pub fn read(arguments: &[serde_json::Value]) -> Option<ConvertArguments> {
        let [only] = arguments else {
            return None;
        };
        let uri = serde_json::from_value(only.get("uri")?.clone()).ok()?;
        let target = Target::named(only.get("target")?.as_str()?)?;
        Some(ConvertArguments { uri, target })
    }
}

/// A conversion ready to be applied: the edit that makes the new file, and what to tell.
pub struct Prepared {
    pub edit: lsp::WorkspaceEdit,
    /// The message for the user: the new file, and what it could not hold.
    pub message: String,
    /// Whether something was lost, so that the message is a warning.
    pub lossy: bool,
    /// Every loss in full, for the log.
    pub losses: Vec<String>,
}

/// The document of `request` converted as `arguments` ask, or why it cannot be.
pub fn prepare(request: &Request<'_>, arguments: &ConvertArguments) -> Result<Prepared, String> {
    let uri = &arguments.uri;
    let target = arguments.target;
    let name = file_name(uri);
    let Some(new) = sibling(uri, target) else {
        return Err(format!(
            "gamerec: {name} is not a file on disk with a name to give the new file: save it \
             first"
        ));
    };
    let new_name = file_name(&new);
    let exists = new.to_file_path().is_some_and(|path| path.exists());
    if exists {
        return Err(format!(
            "gamerec: {new_name} exists and is left as it is; not converted (`gamerec convert \
             -o DIR` writes into another folder)"
        ));
    }
    let errors = request.parse.errors().len();
    if errors > 0 {
        return Err(format!(
            "gamerec: {name} has {errors} syntax error{} (see Problems); not converted",
            if errors == 1 { "" } else { "s" }
        ));
    }
    let converted =
        convert(request.parse, target).map_err(|refusal| format!("gamerec: {refusal}"))?;
    let losses: Vec<String> = converted.losses.iter().map(described).collect();
    let boards = converted.boards;
    let mut message = format!(
        "gamerec: wrote {new_name} ({boards} board{})",
        if boards == 1 { "" } else { "s" }
    );
    if !losses.is_empty() {
        let shown: Vec<&str> = losses
            .iter()
            .take(LOSSES_SHOWN)
            .map(String::as_str)
            .collect();
        message.push_str(&format!(
            "; {} cannot hold everything: {}",
            target.extension().to_ascii_uppercase(),
            shown.join("; ")
        ));
        let more = losses.len().saturating_sub(LOSSES_SHOWN);
        if more > 0 {
            message.push_str(&format!(" (and {more} more, in the log)"));
        }
    }
    let start = lsp::Position::new(0, 0);
    let edit = lsp::WorkspaceEdit {
        document_changes: Some(lsp::DocumentChanges::Operations(vec![
            lsp::DocumentChangeOperation::Op(lsp::ResourceOp::Create(lsp::CreateFile {
                uri: new.clone(),
                options: Some(lsp::CreateFileOptions {
                    overwrite: Some(false),
                    ignore_if_exists: Some(false),
                }),
                annotation_id: None,
            })),
            lsp::DocumentChangeOperation::Edit(lsp::TextDocumentEdit {
                text_document: lsp::OptionalVersionedTextDocumentIdentifier {
                    uri: new,
                    version: None,
                },
                edits: vec![lsp::OneOf::Left(lsp::TextEdit {
                    range: lsp::Range::new(start, start),
                    new_text: converted.text,
                })],
            }),
        ])),
        changes: None::<HashMap<lsp::Uri, Vec<lsp::TextEdit>>>,
        change_annotations: None,
    };
    Ok(Prepared {
        edit,
        message,
        lossy: !losses.is_empty(),
        losses,
    })
}

fn described(loss: &Loss) -> String {
    format!("{}: {}", loss.board, loss.what)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arguments_read_back() {
        let arguments = ConvertArguments {
            uri: "file:///club/night.rbn".parse().unwrap(),
            target: Target::Pbn,
        };
        assert_eq!(
            ConvertArguments::read(&[arguments.to_json()]),
            Some(arguments)
        );
        assert_eq!(ConvertArguments::read(&[]), None);
        let unknown = serde_json::json!({ "uri": "file:///a.rbn", "target": "sgf" });
        assert_eq!(ConvertArguments::read(&[unknown]), None);
    }

    #[test]
    fn the_new_file_sits_beside_the_old_one() {
        let uri: lsp::Uri = "file:///club/Thursday%20night.rbn".parse().unwrap();
        let new = sibling(&uri, Target::Lin).map(|new| new.as_str().to_owned());
        assert_eq!(new.as_deref(), Some("file:///club/Thursday%20night.lin"));
        assert_eq!(file_name(&uri), "Thursday night.rbn");
        assert_eq!(sibling(&uri, Target::Rbn), None);
        let untitled: lsp::Uri = "untitled:Untitled-1".parse().unwrap();
        assert_eq!(sibling(&untitled, Target::Pbn), None);
    }
}
