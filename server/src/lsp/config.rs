//! The server's settings: the workspace's `gamerec.toml` overridden by the editor's `gamerec`
//! section, and which of the fetches of the editor's settings is the latest.

use super::protocol as lsp;
use crate::ide::settings::{self, Settings};
use serde_json::Value;
use std::path::PathBuf;
use std::sync::Arc;

/// The section of the editor's settings that belongs to gamerec.
pub const SECTION: &str = "gamerec";

#[derive(Debug, Default)]
pub struct Config {
    /// The workspace root, where `gamerec.toml` is looked for.
    root: Option<PathBuf>,
    /// Whether the client answers `workspace/configuration`.
    pull: bool,
    file: Settings,
    client: Settings,
    /// The problems found in the editor's settings when they were last read.
    client_problems: Vec<String>,
    effective: Arc<Settings>,
    /// The number of the last fetch started, and of the last one whose result was used.
    started: u64,
    applied: u64,
    /// The problems last shown to the user, so that the same ones are not shown again.
    shown: Vec<String>,
}

impl Config {
    /// Takes the workspace root and the client's abilities from `initialize`.
    pub fn initialize(&mut self, params: &lsp::InitializeParams) {
        let folder = params
            .workspace_folders
            .as_ref()
            .and_then(|folders| folders.first())
            .map(|folder| &folder.uri);
        #[allow(deprecated)] // Older clients send only the root URI.
        let uri = folder.or(params.root_uri.as_ref());
        self.root = uri.and_then(|uri| uri.to_file_path().map(|path| path.into_owned()));
        self.pull = params
            .capabilities
            .workspace
            .as_ref()
            .and_then(|workspace| workspace.configuration)
            .unwrap_or(false);
    }

    /// Whether the editor's settings are read with `workspace/configuration`.
    pub fn pulls(&self) -> bool {
        self.pull
    }

    /// Numbers a new fetch of the editor's settings.
    pub fn start_fetch(&mut self) -> u64 {
        self.started += 1;
        self.started
    }

    /// Re-reads `gamerec.toml` and, unless a later fetch was already used, takes `client` (the
    /// editor's section; `None` keeps the previous one) as the editor's settings. Returns
    /// `None` if this fetch came too late to be used.
    pub fn finish_fetch(&mut self, fetch: u64, client: Option<&Value>) -> Option<Refreshed> {
        if fetch < self.applied {
            return None;
        }
        self.applied = fetch;
        let mut problems = Vec::new();
        let path = (self.root.as_ref()).map(|root| root.join(settings::FILE_NAME));
        self.file = match path.filter(|path| path.is_file()) {
            Some(path) => {
                let loaded = settings::read_file(&path);
                let name = path.display();
                problems.extend(loaded.problems.iter().map(|p| format!("{name}: {p}")));
                loaded.settings
            }
            None => Settings::default(),
        };
        if let Some(client) = client {
            let loaded = Settings::from_value(&empty_lists_as_tables(client));
            self.client_problems = (loaded.problems.iter())
                .map(|p| format!("{SECTION} settings: {p}"))
                .collect();
            self.client = loaded.settings;
        }
        problems.extend(self.client_problems.iter().cloned());
        let effective = self.file.overridden_by(&self.client);
        let changed = effective != *self.effective;
        self.effective = Arc::new(effective);
        if problems == self.shown {
            problems.clear();
        } else {
            self.shown = problems.clone();
        }
        Some(Refreshed { problems, changed })
    }

    /// The settings in force now.
    pub fn effective(&self) -> Arc<Settings> {
        Arc::clone(&self.effective)
    }
}

/// What a fetch of the settings found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refreshed {
    /// Problems to show: empty if they are the ones shown last time.
    pub problems: Vec<String>,
    /// Whether the settings in force changed, so that diagnostics must be computed again.
    pub changed: bool,
}

/// The `gamerec` section of the settings a `didChangeConfiguration` carries, if any: either
/// the section itself under its name or, from clients that send only their own part, the
/// whole value.
pub fn pushed_section(settings: &Value) -> Option<&Value> {
    match settings {
        Value::Null => None,
        Value::Object(entries) if entries.contains_key(SECTION) => entries.get(SECTION),
        other => Some(other),
    }
}

/// `section` with every empty list made an empty table. Editors configured in Lua (Neovim)
/// cannot tell an empty table from an empty list and send `{}` as `[]`; no setting is a list,
/// so an empty list always means an empty table.
fn empty_lists_as_tables(section: &Value) -> Value {
    let mut section = section.clone();
    let mut pending = vec![&mut section];
    while let Some(value) = pending.pop() {
        if matches!(value, Value::Array(items) if items.is_empty()) {
            *value = Value::Object(serde_json::Map::new());
        } else if let Value::Object(entries) = value {
            pending.extend(entries.values_mut());
        }
    }
    section
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_late_fetch_is_dropped() {
        let mut config = Config::default();
        let first = config.start_fetch();
        let second = config.start_fetch();
        let off = json!({ "severity": { "pbn/bad-date": "off" } });
        let refreshed = config.finish_fetch(second, Some(&off)).expect("used");
        assert!(refreshed.changed);
        assert_eq!(config.finish_fetch(first, Some(&json!({}))), None);
        assert!(config.effective().level("pbn/bad-date").is_some());
    }

    #[test]
    fn problems_are_shown_once_and_null_keeps_the_settings() {
        let mut config = Config::default();
        let bad = json!({ "colour": true });
        let fetch = config.start_fetch();
        let refreshed = config.finish_fetch(fetch, Some(&bad)).expect("used");
        assert_eq!(
            refreshed.problems,
            ["gamerec settings: unknown setting `colour`"]
        );
        assert!(!refreshed.changed);
        let fetch = config.start_fetch();
        let refreshed = config.finish_fetch(fetch, Some(&bad)).expect("used");
        assert_eq!(refreshed.problems, Vec::<String>::new());
        let fetch = config.start_fetch();
        let refreshed = config.finish_fetch(fetch, None).expect("used");
        assert_eq!(refreshed.problems, Vec::<String>::new());
    }

    #[test]
    fn the_first_workspace_folder_is_the_root() {
        let folder = |path: &str| lsp::WorkspaceFolder {
            uri: path.parse().expect("a URI"),
            name: String::new(),
        };
        #[allow(deprecated)]
        let params = lsp::InitializeParams {
            root_uri: Some("file:///elsewhere".parse().expect("a URI")),
            workspace_folders: Some(vec![folder("file:///club"), folder("file:///other")]),
            capabilities: lsp::ClientCapabilities {
                workspace: Some(lsp::WorkspaceClientCapabilities {
                    configuration: Some(true),
                    ..Default::default()
                }),
                ..Default::default()
            },
            ..Default::default()
        };
        let mut config = Config::default();
        config.initialize(&params);
        assert_eq!(config.root, Some(PathBuf::from("/club")));
        assert!(config.pulls());

        let mut config = Config::default();
        config.initialize(&lsp::InitializeParams::default());
        assert_eq!(config.root, None);
        assert!(!config.pulls());
    }

    #[test]
    fn empty_lists_are_empty_tables() {
        assert_eq!(empty_lists_as_tables(&json!([])), json!({}));
        assert_eq!(
            empty_lists_as_tables(&json!({ "severity": [], "format": { "sgf": [] } })),
            json!({ "severity": {}, "format": { "sgf": {} } })
        );
        assert_eq!(empty_lists_as_tables(&json!([1])), json!([1]));
        assert_eq!(empty_lists_as_tables(&Value::Null), Value::Null);
    }

    #[test]
    fn pushed_settings_with_or_without_the_section_name() {
        let section = json!({ "severity": {} });
        assert_eq!(
            pushed_section(&json!({ "gamerec": section })),
            Some(&section)
        );
        assert_eq!(pushed_section(&section), Some(&section));
        assert_eq!(pushed_section(&Value::Null), None);
    }
}
