//! The editor clients know exactly the formats the server reads: every `Format` has its
//! language, activation event and grammar in the VS Code extension and its file type in the
//! Neovim plugin, and so does every extension that formats share (`ppn`, whose files the
//! server tells apart by content); neither names a language the server does not know.

use gamerec_grammar::Format;
use gamerec_tests::read_workspace_file as read;
use std::collections::BTreeSet;

/// The format names, and the extensions several formats share.
fn format_names() -> BTreeSet<String> {
    let mut names: BTreeSet<String> = Format::ALL
        .iter()
        .map(|format| format.name().to_owned())
        .collect();
    names.extend(
        Format::ALL
            .iter()
            .filter(|format| format.shares_extension())
            .map(|format| format.extension().to_owned()),
    );
    names
}

/// The language a file gets by its extension alone: its format's, or for an extension formats
/// share, the extension's own.
fn languages_by_extension() -> BTreeSet<String> {
    Format::ALL
        .iter()
        .map(|format| {
            if format.shares_extension() {
                format.extension().to_owned()
            } else {
                format.name().to_owned()
            }
        })
        .collect()
}

fn strings(value: &serde_json::Value, key: &str) -> BTreeSet<String> {
    value
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|entry| entry[key].as_str().map(str::to_owned))
        .collect()
}

#[test]
fn the_vscode_extension_lists_every_format() {
    let manifest: serde_json::Value =
        serde_json::from_str(&read("editors/vscode/package.json")).expect("package.json is JSON");
    let contributes = &manifest["contributes"];
    assert_eq!(strings(&contributes["languages"], "id"), format_names());
    let with_extensions: BTreeSet<String> = contributes["languages"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|language| language["extensions"].is_array())
        .filter_map(|language| language["id"].as_str().map(str::to_owned))
        .collect();
    assert_eq!(with_extensions, languages_by_extension());
    assert_eq!(
        strings(&contributes["grammars"], "language"),
        format_names()
    );
    let activation: BTreeSet<String> = manifest["activationEvents"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|event| event.as_str()?.strip_prefix("onLanguage:"))
        .map(str::to_owned)
        .collect();
    assert_eq!(activation, format_names());
}

#[test]
fn the_neovim_plugin_lists_every_format() {
    let ftdetect = read("editors/nvim/ftdetect/gamerec.vim");
    let detected: BTreeSet<String> = ftdetect
        .lines()
        .filter_map(|line| line.split("setfiletype ").nth(1))
        .map(|name| name.trim().to_owned())
        .collect();
    assert_eq!(detected, languages_by_extension());
    let plugin = read("editors/nvim/lua/gamerec/init.lua");
    let line = plugin
        .lines()
        .find(|line| line.trim_start().starts_with("M.filetypes ="))
        .expect("init.lua sets M.filetypes");
    let listed: BTreeSet<String> = line
        .split('\'')
        .skip(1)
        .step_by(2)
        .map(str::to_owned)
        .collect();
    assert_eq!(listed, format_names());
}
