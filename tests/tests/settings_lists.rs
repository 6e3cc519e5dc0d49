//! The documentation and the VS Code extension describe exactly the per-format settings the
//! server reads: the severity wildcards name every `Format`, and the formatter options are the
//! keys of the server's option tables (`settings::format_table`), in `docs/configuration.md`,
//! `docs/formatting.md` and `docs/editors.md`, in the extension's settings schema, in the keys
//! it sends to the server and in its README.

use gamerec::ide::settings::{format_option_keys, own_format_tables};
use gamerec_grammar::Format;
use gamerec_tests::read_workspace_file as read;
use std::collections::BTreeSet;

fn format_names() -> BTreeSet<String> {
    Format::ALL.map(|format| format.name().to_owned()).into()
}

/// The keys of the formatter options: `format.rbn.order` and so on.
fn option_keys() -> BTreeSet<String> {
    format_option_keys().collect()
}

/// The code spans of `text`: what stands between pairs of backticks.
fn code_spans(text: &str) -> impl Iterator<Item = &str> {
    text.split('`').skip(1).step_by(2)
}

/// The one line of `text` that contains `needle`.
fn line_with<'a>(text: &'a str, needle: &str) -> &'a str {
    let mut lines = text.lines().filter(|line| line.contains(needle));
    let line = lines
        .next()
        .unwrap_or_else(|| panic!("no line holds {needle:?}"));
    assert!(
        lines.next().is_none(),
        "more than one line holds {needle:?}"
    );
    line
}

/// The formats of the wildcards (`rbn/*`) among the code spans of `text`.
fn wildcard_formats(text: &str) -> BTreeSet<String> {
    code_spans(text)
        .filter_map(|span| span.strip_suffix("/*"))
        .map(str::to_owned)
        .collect()
}

/// The formatter options that open the rows of the tables of `text`, written after `prefix`
/// (`gamerec.format.rbn.order` with the prefix `gamerec.`).
fn table_keys(text: &str, prefix: &str) -> BTreeSet<String> {
    text.lines()
        .filter(|line| line.starts_with('|'))
        .filter_map(|line| code_spans(line).next())
        .filter_map(|span| span.strip_prefix(prefix))
        .filter(|key| key.starts_with("format."))
        .map(str::to_owned)
        .collect()
}

fn vscode_settings() -> serde_json::Value {
    let manifest: serde_json::Value =
        serde_json::from_str(&read("editors/vscode/package.json")).expect("package.json is JSON");
    manifest["contributes"]["configuration"]["properties"].clone()
}

#[test]
fn the_severity_wildcards_name_every_format() {
    let configuration = read("docs/configuration.md");
    assert_eq!(
        wildcard_formats(line_with(&configuration, "| a wildcard")),
        format_names()
    );
    let severity = &vscode_settings()["gamerec.severity"];
    let description = severity["markdownDescription"]
        .as_str()
        .expect("gamerec.severity has a description");
    assert_eq!(wildcard_formats(description), format_names());
    let pattern = severity["propertyNames"]["pattern"]
        .as_str()
        .expect("gamerec.severity has a pattern for its codes");
    let alternatives = pattern
        .strip_prefix("^(")
        .and_then(|rest| rest.split_once(")/"))
        .map(|(alternatives, _)| alternatives)
        .expect("the pattern starts with the formats: ^(rbn|...)/");
    let named: BTreeSet<String> = alternatives.split('|').map(str::to_owned).collect();
    assert_eq!(named, format_names());
}

#[test]
fn the_docs_list_every_formatter_option() {
    let configuration = read("docs/configuration.md");
    assert_eq!(table_keys(&configuration, ""), option_keys());
    let editors = read("docs/editors.md");
    let listed: BTreeSet<String> = code_spans(line_with(&editors, "the formatter's options"))
        .filter_map(|span| span.strip_prefix("gamerec."))
        .map(str::to_owned)
        .collect();
    assert_eq!(listed, option_keys());
    let formatting = read("docs/formatting.md");
    let tables: BTreeSet<String> = code_spans(line_with(&formatting, "`[format."))
        .filter_map(|span| span.strip_prefix("[format.")?.strip_suffix(']'))
        .map(str::to_owned)
        .collect();
    let own_tables: BTreeSet<String> = own_format_tables()
        .map(|(format, _)| format.name().to_owned())
        .collect();
    assert_eq!(tables, own_tables);
}

#[test]
fn the_vscode_extension_offers_and_sends_every_formatter_option() {
    let offered: BTreeSet<String> = vscode_settings()
        .as_object()
        .expect("the settings are an object")
        .keys()
        .filter_map(|key| key.strip_prefix("gamerec."))
        .filter(|key| key.starts_with("format."))
        .map(str::to_owned)
        .collect();
    assert_eq!(offered, option_keys());
    let readme = read("editors/vscode/README.md");
    assert_eq!(table_keys(&readme, "gamerec."), option_keys());
    let configuration = read("editors/vscode/src/configuration.ts");
    let server_keys = configuration
        .split_once("const SERVER_KEYS = [")
        .and_then(|(_, rest)| rest.split_once("];"))
        .map(|(keys, _)| keys)
        .expect("configuration.ts lists SERVER_KEYS");
    let sent: BTreeSet<String> = server_keys
        .split('\'')
        .skip(1)
        .step_by(2)
        .filter(|key| key.starts_with("format."))
        .map(str::to_owned)
        .collect();
    assert_eq!(sent, option_keys());
}
