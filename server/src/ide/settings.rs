//! User settings: read from a `gamerec.toml` file or from the editor's `gamerec` section,
//! checked key by key, and applied to diagnostics.
//!
//! Both sources are read into the same JSON-like value and checked by the same code, so a
//! setting means the same thing wherever it is written. Every key or value that cannot be used
//! is reported by name; the rest of the settings still apply.

use super::codes::{former_codes, is_format_prefix, is_former_code, is_known_code};
use super::{Diagnostic, Severity};
use crate::ide::check::LeftOut;
use crate::ide::format::{FormatOption, FormatOptions, FormatTable, PbnStyle, RbnOrder, SgfOrder};
use crate::ide::rules::{PinochleRules, Rules, SaveMeld};
use gamerec_grammar::Format;
use serde_json::Value;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The name of the settings file, looked for at the workspace root or upward from the
/// current directory.
pub const FILE_NAME: &str = "gamerec.toml";

/// What a `severity` entry sets a code to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Level {
    Report(Severity),
    Off,
}

impl Level {
    const NAMES: &'static str = "error, warning, information, hint or off";

    fn from_name(name: &str) -> Option<Level> {
        Some(match name {
            "error" => Level::Report(Severity::Error),
            "warning" => Level::Report(Severity::Warning),
            "information" => Level::Report(Severity::Info),
            "hint" => Level::Report(Severity::Hint),
            "off" => Level::Off,
            _ => return None,
        })
    }
}

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Settings {
    /// Keyed by a code (`<format>/<name>`) or a format wildcard (`<format>/*`).
    severity: BTreeMap<String, Level>,
    /// `maxDiagnostics`, when given.
    max_diagnostics: Option<usize>,
    /// `maxDocumentSize`, in megabytes, when given.
    max_document_size: Option<usize>,
    /// `format.rbn.order`, when given.
    rbn_order: Option<RbnOrder>,
    /// `format.pbn.style`, when given.
    pbn_style: Option<PbnStyle>,
    /// `format.sgf.order`, when given.
    sgf_order: Option<SgfOrder>,
    /// `format.sgf.indent`, when given.
    sgf_indent: Option<bool>,
    /// `rules.pinochle.saveMeld`, when given.
    pinochle_save_meld: Option<SaveMeld>,
}

/// Where the records of `format` take their formatter options from: the notation says.
pub fn format_table(format: Format) -> FormatTable {
    crate::ide::notations::of(format).format_table(format)
}

/// The formats with a table of their own and its options, in the order of `Format::ALL`.
pub fn own_format_tables() -> impl Iterator<Item = (Format, &'static [(&'static str, FormatOption)])>
{
    Format::ALL
        .into_iter()
        .filter_map(|format| match format_table(format) {
            FormatTable::Own(options) => Some((format, options)),
            FormatTable::SharedWith(_) | FormatTable::NoOptions => None,
        })
}

/// Every option's key, `format.rbn.order` and so on, table by table.
pub fn format_option_keys() -> impl Iterator<Item = String> {
    own_format_tables().flat_map(|(format, options)| {
        options
            .iter()
            .map(move |(name, _)| format!("format.{}.{name}", format.name()))
    })
}

/// The options of the table named `name` (exactly, in lower case).
fn format_table_named(name: &str) -> Option<&'static [(&'static str, FormatOption)]> {
    own_format_tables()
        .find(|(format, _)| format.name() == name)
        .map(|(_, options)| options)
}

/// The names of the tables, as a problem lists them: `rbn, pbn, sgf`.
fn format_table_names() -> String {
    let names: Vec<&str> = own_format_tables()
        .map(|(format, _)| format.name())
        .collect();
    names.join(", ")
}

/// Keys of the editor's `gamerec` section that belong to the editor's client, not to the server:
/// the VS Code extension's `gamerec.server.path` and `gamerec.trace.server`. The section an
/// editor sends may hold them; they are skipped without a warning.
const CLIENT_ONLY_KEYS: [&str; 2] = ["server", "trace"];

/// How many diagnostics the language server shows for one document unless told otherwise.
pub const DEFAULT_MAX_DIAGNOSTICS: usize = 1000;

/// The largest document, in megabytes, the language server reads unless told otherwise.
pub const DEFAULT_MAX_DOCUMENT_SIZE: usize = 200;

/// Settings read from one source, with the problems found in it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Loaded {
    pub settings: Settings,
    /// One message per unusable key or value, naming it.
    pub problems: Vec<String>,
}

impl Settings {
    /// Reads the text of a `gamerec.toml` file.
    pub fn from_toml(text: &str) -> Loaded {
        match text.parse::<toml::Table>() {
            Ok(table) => match serde_json::to_value(table) {
                Ok(value) => Settings::read(&value, &[]),
                Err(error) => Loaded::problem(format!("cannot read the settings: {error}")),
            },
            Err(error) => {
                Loaded::problem(format!("not valid TOML: {}", error.message().trim_end()))
            }
        }
    }

    /// Reads the editor's `gamerec` section; `null` means no settings.
    pub fn from_value(value: &Value) -> Loaded {
        Settings::read(value, &CLIENT_ONLY_KEYS)
    }

    /// Reads settings, skipping the keys in `skipped` without a problem.
    fn read(value: &Value, skipped: &[&str]) -> Loaded {
        let mut loaded = Loaded::default();
        match value {
            Value::Null => {}
            Value::Object(entries) => {
                for (key, value) in entries {
                    match key.as_str() {
                        "severity" => loaded.read_severity(value),
                        "maxDiagnostics" => loaded.read_max_diagnostics(value),
                        "maxDocumentSize" => loaded.read_max_document_size(value),
                        "format" => loaded.read_format(value),
                        "rules" => loaded.read_rules(value),
                        key if skipped.contains(&key) => {}
                        _ => loaded.problems.push(format!("unknown setting `{key}`")),
                    }
                }
            }
            other => loaded.problems.push(format!(
                "the settings must be a table of settings, found {}",
                type_name(other)
            )),
        }
        loaded
    }

    /// These settings with every entry of `over` added, replacing entries for the same key.
    pub fn overridden_by(&self, over: &Settings) -> Settings {
        let mut severity = self.severity.clone();
        severity.extend(over.severity.iter().map(|(k, v)| (k.clone(), *v)));
        Settings {
            severity,
            max_diagnostics: over.max_diagnostics.or(self.max_diagnostics),
            max_document_size: over.max_document_size.or(self.max_document_size),
            rbn_order: over.rbn_order.or(self.rbn_order),
            pbn_style: over.pbn_style.or(self.pbn_style),
            sgf_order: over.sgf_order.or(self.sgf_order),
            sgf_indent: over.sgf_indent.or(self.sgf_indent),
            pinochle_save_meld: over.pinochle_save_meld.or(self.pinochle_save_meld),
        }
    }

    /// The club rules the checks judge by.
    pub fn rules(&self) -> Rules {
        Rules {
            pinochle: PinochleRules {
                save_meld: self.pinochle_save_meld.unwrap_or_default(),
            },
        }
    }

    /// The formatter's options.
    pub fn format_options(&self) -> FormatOptions {
        FormatOptions {
            rbn_order: self.rbn_order.unwrap_or_default(),
            pbn_style: self.pbn_style.unwrap_or_default(),
            sgf_order: self.sgf_order.unwrap_or_default(),
            sgf_indent: self.sgf_indent.unwrap_or(false),
        }
    }

    /// The largest document, in bytes, the language server reads; `None` for no limit.
    pub fn max_document_bytes(&self) -> Option<usize> {
        match self.max_document_size.unwrap_or(DEFAULT_MAX_DOCUMENT_SIZE) {
            0 => None,
            megabytes => Some(megabytes.saturating_mul(1 << 20)),
        }
    }

    /// How many diagnostics the language server shows for one document; `None` for all.
    pub fn max_diagnostics(&self) -> Option<usize> {
        match self.max_diagnostics.unwrap_or(DEFAULT_MAX_DIAGNOSTICS) {
            0 => None,
            max => Some(max),
        }
    }

    /// The level set for `code`: its own entry, else the entry of a former code it became,
    /// else its format's wildcard, else none.
    pub fn level(&self, code: &str) -> Option<Level> {
        if let Some(level) = self.severity.get(code) {
            return Some(*level);
        }
        if let Some(level) = former_codes(code).find_map(|former| self.severity.get(former)) {
            return Some(*level);
        }
        let (prefix, _) = code.split_once('/')?;
        self.severity.get(&format!("{prefix}/*")).copied()
    }

    /// Applies the severity settings: drops the diagnostics of codes set to `off` and gives
    /// the others the severity set for them.
    /// What was left out, as [`Settings::apply`] would have reported it: codes turned off are
    /// not counted, and the others count under the severity they are given.
    pub fn apply_left_out(&self, left_out: &LeftOut) -> LeftOut {
        let mut applied = LeftOut::default();
        for (code, severity, count) in left_out.iter() {
            match self.level(code) {
                Some(Level::Off) => {}
                Some(Level::Report(severity)) => applied.add(code, severity, count),
                None => applied.add(code, severity, count),
            }
        }
        applied
    }

    pub fn apply(&self, diagnostics: Vec<Diagnostic>) -> Vec<Diagnostic> {
        if self.severity.is_empty() {
            return diagnostics;
        }
        diagnostics
            .into_iter()
            .filter_map(|mut diagnostic| match self.level(diagnostic.code) {
                Some(Level::Off) => None,
                Some(Level::Report(severity)) => {
                    diagnostic.severity = severity;
                    Some(diagnostic)
                }
                None => Some(diagnostic),
            })
            .collect()
    }
}

impl Loaded {
    fn problem(message: String) -> Loaded {
        Loaded {
            settings: Settings::default(),
            problems: vec![message],
        }
    }

    fn read_max_document_size(&mut self, value: &Value) {
        match value.as_u64().and_then(|max| usize::try_from(max).ok()) {
            Some(max) => self.settings.max_document_size = Some(max),
            None => self.problems.push(format!(
                "`maxDocumentSize` must be a whole number of megabytes, 0 or more (0 sets no \
                 limit), found {}",
                type_name(value)
            )),
        }
    }

    fn read_max_diagnostics(&mut self, value: &Value) {
        match value.as_u64().and_then(|max| usize::try_from(max).ok()) {
            Some(max) => self.settings.max_diagnostics = Some(max),
            None => self.problems.push(format!(
                "`maxDiagnostics` must be a whole number, 0 or more (0 shows every diagnostic), found {}",
                type_name(value)
            )),
        }
    }

    /// `format`: `{ rbn = { order = "standard" | "preserve" }, pbn = { style = "tidy" |
    /// "export" }, sgf = { order = "preserve" | "sgfc", indent = true | false } }`.
    fn read_format(&mut self, value: &Value) {
        let Some(entries) = value.as_object() else {
            self.problems.push(format!(
                "`format` must be a table of formats, found {}",
                type_name(value)
            ));
            return;
        };
        for (format, options) in entries {
            let Some(known) = format_table_named(format) else {
                self.problems.push(format!(
                    "unknown format `{format}` in `format` (known: {})",
                    format_table_names()
                ));
                continue;
            };
            let Some(options) = options.as_object() else {
                self.problems.push(format!(
                    "`format.{format}` must be a table of options, found {}",
                    type_name(options)
                ));
                continue;
            };
            for (option, value) in options {
                match known.iter().find(|(name, _)| name == option) {
                    Some(&(_, known)) => self.read_format_option(known, format, option, value),
                    None => self
                        .problems
                        .push(format!("unknown option `{option}` in `format.{format}`")),
                }
            }
        }
    }

    /// Reads `value` into `known`, the option written `format.{format}.{option}`.
    fn read_format_option(
        &mut self,
        known: FormatOption,
        format: &str,
        option: &str,
        value: &Value,
    ) {
        let word = value.as_str();
        let settings = &mut self.settings;
        let (read, allowed) = match known {
            FormatOption::RbnOrder => {
                let order = match word {
                    Some("standard") => Some(RbnOrder::Standard),
                    Some("preserve") => Some(RbnOrder::Preserve),
                    _ => None,
                };
                settings.rbn_order = order.or(settings.rbn_order);
                (order.is_some(), "\"standard\" or \"preserve\"")
            }
            FormatOption::PbnStyle => {
                let style = match word {
                    Some("tidy") => Some(PbnStyle::Tidy),
                    Some("export") => Some(PbnStyle::Export),
                    _ => None,
                };
                settings.pbn_style = style.or(settings.pbn_style);
                (style.is_some(), "\"tidy\" or \"export\"")
            }
            FormatOption::SgfOrder => {
                let order = match word {
                    Some("preserve") => Some(SgfOrder::Preserve),
                    Some("sgfc") => Some(SgfOrder::Sgfc),
                    _ => None,
                };
                settings.sgf_order = order.or(settings.sgf_order);
                (order.is_some(), "\"preserve\" or \"sgfc\"")
            }
            FormatOption::SgfIndent => {
                let indent = value.as_bool();
                settings.sgf_indent = indent.or(settings.sgf_indent);
                (indent.is_some(), "true or false")
            }
        };
        if !read {
            self.problems.push(format!(
                "`format.{format}.{option}` must be {allowed}, found {value}"
            ));
        }
    }

    /// `rules`: `{ pinochle = { saveMeld = "trick" | <points> } }`.
    fn read_rules(&mut self, value: &Value) {
        let Some(entries) = value.as_object() else {
            self.problems.push(format!(
                "`rules` must be a table of formats, found {}",
                type_name(value)
            ));
            return;
        };
        for (format, rules) in entries {
            if format != "pinochle" {
                self.problems.push(format!(
                    "unknown format `{format}` in `rules` (known: pinochle)"
                ));
                continue;
            }
            let Some(rules) = rules.as_object() else {
                self.problems.push(format!(
                    "`rules.{format}` must be a table of rules, found {}",
                    type_name(rules)
                ));
                continue;
            };
            for (rule, value) in rules {
                if rule != "saveMeld" {
                    self.problems
                        .push(format!("unknown rule `{rule}` in `rules.{format}`"));
                    continue;
                }
                let save_meld = match value {
                    Value::String(word) if word == "trick" => Some(SaveMeld::Trick),
                    Value::Number(points) => points
                        .as_u64()
                        .and_then(|points| u32::try_from(points).ok())
                        .filter(|points| *points <= MAX_SAVE_MELD_POINTS)
                        .map(SaveMeld::Points),
                    _ => None,
                };
                match save_meld {
                    Some(save_meld) => self.settings.pinochle_save_meld = Some(save_meld),
                    None => self.problems.push(format!(
                        "`rules.pinochle.saveMeld` must be \"trick\" or the points a team needs \
                         in play, 0 to {MAX_SAVE_MELD_POINTS}, found {value}"
                    )),
                }
            }
        }
    }

    fn read_severity(&mut self, value: &Value) {
        let Value::Object(entries) = value else {
            self.problems.push(format!(
                "`severity` must be a table of codes, found {}",
                type_name(value)
            ));
            return;
        };
        for (code, level) in entries {
            if !is_code_or_wildcard(code) {
                self.problems
                    .push(format!("unknown diagnostic code `{code}` in `severity`"));
                continue;
            }
            match level.as_str().and_then(Level::from_name) {
                Some(level) => {
                    self.settings.severity.insert(code.clone(), level);
                }
                None => self.problems.push(format!(
                    "`severity.{code}` must be {}, found {}",
                    Level::NAMES,
                    describe(level)
                )),
            }
        }
    }
}

/// The most points in play `rules.pinochle.saveMeld` may ask for: more than any deck holds.
const MAX_SAVE_MELD_POINTS: u32 = 1000;

fn is_code_or_wildcard(key: &str) -> bool {
    match key.strip_suffix("/*") {
        Some(prefix) => is_format_prefix(prefix),
        None => is_known_code(key) || is_former_code(key),
    }
}

fn type_name(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "a table",
    }
}

/// A value as quoted in a problem: strings in full, other values by their type.
fn describe(value: &Value) -> String {
    match value {
        Value::String(text) => format!("`{text}`"),
        other => type_name(other).to_owned(),
    }
}

/// The nearest `gamerec.toml` in `start` or one of its ancestors.
pub fn find_file(start: &Path) -> Option<PathBuf> {
    start
        .ancestors()
        .map(|dir| dir.join(FILE_NAME))
        .find(|path| path.is_file())
}

/// Reads the settings file at `path`; a file that cannot be read is a problem, not an error.
pub fn read_file(path: &Path) -> Loaded {
    match std::fs::read_to_string(path) {
        Ok(text) => Settings::from_toml(&text),
        Err(error) => Loaded::problem(format!("cannot read: {error}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use gamerec_grammar::{TextRange, TextSize};
    use serde_json::json;

    fn diagnostic(code: &'static str) -> Diagnostic {
        Diagnostic::error(code, TextRange::empty(TextSize::from(0)), "m")
    }

    #[test]
    fn a_good_file() {
        let loaded = Settings::from_toml(
            "[severity]\n\"pbn/bad-date\" = \"off\"\n\"sgf/*\" = \"hint\"\n\"rbn/bad-deal\" = \"information\"\n",
        );
        assert_eq!(loaded.problems, Vec::<String>::new());
        let settings = loaded.settings;
        assert_eq!(settings.level("pbn/bad-date"), Some(Level::Off));
        assert_eq!(
            settings.level("sgf/no-game-tree"),
            Some(Level::Report(Severity::Hint))
        );
        assert_eq!(
            settings.level("rbn/bad-deal"),
            Some(Level::Report(Severity::Info))
        );
        assert_eq!(settings.level("pbn/bad-deal"), None);
    }

    #[test]
    fn unknown_keys_and_codes_are_named() {
        let loaded = Settings::from_value(&json!({
            "severty": {},
            "severity": { "pbn/no-such-code": "off", "bbo/*": "off", "pbn/bad-deal": "warning" }
        }));
        assert_eq!(
            loaded.problems,
            [
                "unknown diagnostic code `bbo/*` in `severity`",
                "unknown diagnostic code `pbn/no-such-code` in `severity`",
                "unknown setting `severty`",
            ]
        );
        // What could be read still applies.
        assert_eq!(
            loaded.settings.level("pbn/bad-deal"),
            Some(Level::Report(Severity::Warning))
        );
    }

    #[test]
    fn a_former_code_sets_the_codes_it_became() {
        let loaded = Settings::from_value(&json!({
            "severity": { "pbn/illegal-play": "warning", "pbn/revoke": "off" }
        }));
        assert!(loaded.problems.is_empty(), "{:?}", loaded.problems);
        let settings = loaded.settings;
        let warning = Some(Level::Report(Severity::Warning));
        assert_eq!(settings.level("pbn/card-not-held"), warning);
        assert_eq!(settings.level("pbn/too-many-tricks"), warning);
        // The newer code's own setting comes first.
        assert_eq!(settings.level("pbn/revoke"), Some(Level::Off));
        assert_eq!(settings.level("rbn/card-not-held"), None);
    }

    #[test]
    fn the_clients_own_keys_are_skipped_quietly() {
        let loaded = Settings::from_value(&json!({
            "server": { "path": "/opt/gamerec/bin/gamerec" },
            "trace": { "server": "verbose" },
            "maxDiagnostics": 20,
            "servers": {}
        }));
        assert_eq!(loaded.problems, ["unknown setting `servers`"]);
        assert_eq!(loaded.settings.max_diagnostics(), Some(20));
        assert_eq!(loaded.settings.max_document_bytes(), Some(200 << 20));
        // Only the editor's section may carry them: in `gamerec.toml` they are unknown.
        let loaded = Settings::from_toml("[server]\npath = \"gamerec\"\n");
        assert_eq!(loaded.problems, ["unknown setting `server`"]);
    }

    #[test]
    fn ill_typed_values_are_named() {
        let loaded = Settings::from_toml("severity = 3\n");
        assert_eq!(
            loaded.problems,
            ["`severity` must be a table of codes, found a number"]
        );
        let loaded = Settings::from_value(&json!({
            "severity": { "pbn/bad-date": "loud", "pbn/bad-deal": true }
        }));
        assert_eq!(
            loaded.problems,
            [
                "`severity.pbn/bad-date` must be error, warning, information, hint or off, found `loud`",
                "`severity.pbn/bad-deal` must be error, warning, information, hint or off, found a boolean",
            ]
        );
        assert_eq!(
            Settings::from_value(&json!([1])).problems,
            ["the settings must be a table of settings, found an array"]
        );
        assert!(Settings::from_toml("[severity").problems[0].starts_with("not valid TOML"));
    }

    #[test]
    fn the_largest_document_is_given_in_megabytes() {
        let read = |text: &str| Settings::from_toml(text);
        assert_eq!(
            read("maxDocumentSize = 3\n").settings.max_document_bytes(),
            Some(3 << 20)
        );
        assert_eq!(
            read("maxDocumentSize = 0\n").settings.max_document_bytes(),
            None
        );
        assert_eq!(read("").settings.max_document_bytes(), Some(200 << 20));
        assert_eq!(
            read("maxDocumentSize = -1\n").problems,
            ["`maxDocumentSize` must be a whole number of megabytes, 0 or more (0 sets no limit), found a number"]
        );
    }

    #[test]
    fn null_means_no_settings() {
        assert_eq!(Settings::from_value(&Value::Null), Loaded::default());
        assert_eq!(Settings::from_toml(""), Loaded::default());
    }

    #[test]
    fn a_code_beats_its_format_wildcard() {
        let settings = Settings::from_value(&json!({
            "severity": { "pbn/*": "off", "pbn/bad-date": "warning" }
        }))
        .settings;
        let applied = settings.apply(vec![
            diagnostic("pbn/bad-deal"),
            diagnostic("pbn/bad-date"),
            diagnostic("sgf/no-game-tree"),
        ]);
        let seen: Vec<_> = applied.iter().map(|d| (d.code, d.severity)).collect();
        assert_eq!(
            seen,
            [
                ("pbn/bad-date", Severity::Warning),
                ("sgf/no-game-tree", Severity::Error)
            ]
        );
    }

    #[test]
    fn client_settings_override_file_settings() {
        let file =
            Settings::from_toml("[severity]\n\"pbn/bad-date\" = \"off\"\n\"sgf/*\" = \"hint\"\n")
                .settings;
        let client =
            Settings::from_value(&json!({ "severity": { "pbn/bad-date": "error" } })).settings;
        let both = file.overridden_by(&client);
        assert_eq!(
            both.level("pbn/bad-date"),
            Some(Level::Report(Severity::Error))
        );
        assert_eq!(
            both.level("sgf/unclosed-value"),
            Some(Level::Report(Severity::Hint))
        );
    }

    #[test]
    fn the_file_is_found_upward() {
        let root = std::env::temp_dir().join(format!("gamerec-settings-{}", std::process::id()));
        let inner = root.join("a").join("b");
        std::fs::create_dir_all(&inner).unwrap();
        std::fs::write(root.join(FILE_NAME), "").unwrap();
        assert_eq!(find_file(&inner), Some(root.join(FILE_NAME)));
        std::fs::remove_dir_all(&root).unwrap();
    }

    #[test]
    fn every_format_has_formatter_options_shares_another_formats_or_has_none() {
        for format in Format::ALL {
            match format_table(format) {
                FormatTable::Own(options) => {
                    assert!(!options.is_empty(), "{format:?} has an empty table");
                    for (at, (name, _)) in options.iter().enumerate() {
                        assert!(
                            options[at + 1..].iter().all(|(other, _)| other != name),
                            "{format:?} names `{name}` twice"
                        );
                    }
                }
                FormatTable::SharedWith(other) => assert!(
                    matches!(format_table(other), FormatTable::Own(_)),
                    "{format:?} shares the options of {other:?}, which has no table"
                ),
                FormatTable::NoOptions => {}
            }
        }
        let options: Vec<FormatOption> = own_format_tables()
            .flat_map(|(_, options)| options.iter().map(|&(_, option)| option))
            .collect();
        for (at, option) in options.iter().enumerate() {
            assert!(
                !options[at + 1..].contains(option),
                "{option:?} is in two tables"
            );
        }
    }

    #[test]
    fn every_formatter_option_is_read_by_its_key() {
        for key in format_option_keys() {
            let mut value = Value::Null;
            for part in key.split('.').rev() {
                value = Value::Object([(part.to_owned(), value)].into_iter().collect());
            }
            let loaded = Settings::from_value(&value);
            assert_eq!(loaded.problems.len(), 1, "{key}: {:?}", loaded.problems);
            assert!(
                loaded.problems[0].starts_with(&format!("`{key}` must be ")),
                "{key}: {:?}",
                loaded.problems
            );
        }
    }

    #[test]
    fn formats_without_a_table_are_unknown_and_the_known_ones_listed() {
        let loaded = Settings::from_toml("[format.rbx]\norder = \"preserve\"\n[format.RBN]\n");
        assert_eq!(
            loaded.problems,
            [
                "unknown format `RBN` in `format` (known: rbn, pbn, sgf)",
                "unknown format `rbx` in `format` (known: rbn, pbn, sgf)",
            ]
        );
    }

    #[test]
    fn reads_the_rbn_order() {
        let loaded = Settings::from_value(&json!({ "format": { "rbn": { "order": "preserve" } } }));
        assert!(loaded.problems.is_empty(), "{:?}", loaded.problems);
        assert_eq!(
            loaded.settings.format_options().rbn_order,
            RbnOrder::Preserve
        );
        assert_eq!(
            Settings::default().format_options().rbn_order,
            RbnOrder::Standard
        );
        let loaded = Settings::from_toml(
            "[format.rbn]\norder = \"sideways\"\n[format.sgf]\nindent = 2\ncolour = 1\n[format.lin]\n",
        );
        assert_eq!(
            loaded.problems,
            [
                "unknown format `lin` in `format` (known: rbn, pbn, sgf)",
                "`format.rbn.order` must be \"standard\" or \"preserve\", found \"sideways\"",
                "unknown option `colour` in `format.sgf`",
                "`format.sgf.indent` must be true or false, found 2",
            ]
        );
        let loaded = Settings::from_value(&json!({
            "format": { "pbn": { "style": "export" }, "sgf": { "order": "sgfc", "indent": true } }
        }));
        assert!(loaded.problems.is_empty(), "{:?}", loaded.problems);
        let options = loaded.settings.format_options();
        assert_eq!(
            (options.pbn_style, options.sgf_order, options.sgf_indent),
            (PbnStyle::Export, SgfOrder::Sgfc, true)
        );
    }

    #[test]
    fn club_rules() {
        assert_eq!(
            Settings::default().rules().pinochle.save_meld,
            SaveMeld::Trick
        );
        let loaded = Settings::from_toml("[rules.pinochle]\nsaveMeld = 20\n");
        assert!(loaded.problems.is_empty(), "{:?}", loaded.problems);
        assert_eq!(
            loaded.settings.rules().pinochle.save_meld,
            SaveMeld::Points(20)
        );
        let editor =
            Settings::from_value(&json!({ "rules": { "pinochle": { "saveMeld": "trick" } } }));
        assert!(editor.problems.is_empty(), "{:?}", editor.problems);
        let both = loaded.settings.overridden_by(&editor.settings);
        assert_eq!(both.rules().pinochle.save_meld, SaveMeld::Trick);
        assert_eq!(
            Settings::default().overridden_by(&loaded.settings).rules(),
            loaded.settings.rules()
        );
        let loaded = Settings::from_toml(
            "[rules.pinochle]\nsaveMeld = -1\nkitty = 2\n[rules.pbn]\n[rules.preferans]\nx = 1\n",
        );
        assert_eq!(
            loaded.problems,
            [
                "unknown format `pbn` in `rules` (known: pinochle)",
                "unknown rule `kitty` in `rules.pinochle`",
                "`rules.pinochle.saveMeld` must be \"trick\" or the points a team needs in play, 0 to 1000, found -1",
                "unknown format `preferans` in `rules` (known: pinochle)",
            ]
        );
        assert_eq!(loaded.settings, Settings::default());
        let loaded =
            Settings::from_value(&json!({ "rules": { "pinochle": { "saveMeld": 1001 } } }));
        assert_eq!(loaded.problems.len(), 1, "{:?}", loaded.problems);
        let loaded = Settings::from_value(&json!({ "rules": ["pinochle"] }));
        assert_eq!(
            loaded.problems,
            ["`rules` must be a table of formats, found an array"]
        );
    }
}
