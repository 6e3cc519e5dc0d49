//! `docs/diagnostics.md` lists exactly the diagnostic codes that gamerec can report.
//!
//! The codes are collected from the sources the way a reader would find them: every string
//! literal that starts with a format's name and a slash (`"pbn/..."`) in `grammar/src` and
//! `server/src`, leaving out test code (everything after the first `#[cfg(test)]` of a file,
//! files named `tests.rs` and files under a `tests/` directory) and the format descriptions in
//! `spec.rs`. Each code must have an entry headed `` ### `code` `` in the catalogue, and each
//! entry must name a code that exists, so a new, renamed or removed code fails this test until
//! the catalogue follows.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

use gamerec_grammar::sgf::error_codes;
use gamerec_grammar::Format;
use gamerec_tests::workspace_root;

const SOURCE_DIRS: [&str; 2] = ["grammar/src", "server/src"];
const CATALOGUE: &str = "docs/diagnostics.md";

/// Every `.rs` file under `dir` that is not test code or a format description, sorted.
fn source_files(dir: &Path, files: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> = fs::read_dir(dir)
        .unwrap_or_else(|error| panic!("cannot read {}: {error}", dir.display()))
        .map(|entry| entry.expect("a directory entry can be read").path())
        .collect();
    entries.sort();
    for path in entries {
        let name = path
            .file_name()
            .and_then(|name| name.to_str())
            .unwrap_or("");
        if path.is_dir() {
            if name != "tests" {
                source_files(&path, files);
            }
        } else if name.ends_with(".rs") && name != "tests.rs" && name != "spec.rs" {
            files.push(path);
        }
    }
}

/// The part of a source file that is not test code.
fn non_test_part(text: &str) -> &str {
    text.find("#[cfg(test)]").map_or(text, |at| &text[..at])
}

/// The contents of the string literals in `text` that start with a format prefix.
fn code_literals(text: &str) -> Vec<&str> {
    let mut found = Vec::new();
    let mut rest = text;
    while let Some(quote) = rest.find('"') {
        let after = &rest[quote + 1..];
        let prefixed = |format: Format| {
            after
                .strip_prefix(format.name())
                .is_some_and(|rest| rest.starts_with('/'))
        };
        if Format::ALL.into_iter().any(prefixed) {
            if let Some(end) = after.find('"') {
                found.push(&after[..end]);
                rest = &after[end + 1..];
                continue;
            }
        }
        rest = after;
    }
    found
}

/// Whether `code` is `<format>/<kebab-name>`.
fn is_well_formed(code: &str) -> bool {
    code.split_once('/').is_some_and(|(_, name)| {
        !name.is_empty()
            && !name.starts_with('-')
            && !name.ends_with('-')
            && name
                .bytes()
                .all(|byte| byte.is_ascii_lowercase() || byte.is_ascii_digit() || byte == b'-')
    })
}

/// Every code in the sources, with the files (relative to the workspace) that use it.
fn codes_in_sources(root: &Path) -> BTreeMap<String, BTreeSet<String>> {
    let mut files = Vec::new();
    for dir in SOURCE_DIRS {
        source_files(&root.join(dir), &mut files);
    }
    let mut codes: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for file in files {
        let text = fs::read_to_string(&file)
            .unwrap_or_else(|error| panic!("cannot read {}: {error}", file.display()));
        let shown = file
            .strip_prefix(root)
            .unwrap_or(&file)
            .display()
            .to_string();
        for code in code_literals(non_test_part(&text)) {
            assert!(
                is_well_formed(code),
                "{shown}: \"{code}\" looks like a diagnostic code but is not `<format>/<kebab-name>`"
            );
            codes
                .entry(code.to_string())
                .or_default()
                .insert(shown.clone());
        }
    }
    codes
}

/// The codes of the catalogue's entries, from headings of the form `` ### `code` ``.
fn codes_in_catalogue(text: &str) -> BTreeSet<String> {
    let mut codes = BTreeSet::new();
    for (index, line) in text.lines().enumerate() {
        let Some(heading) = line.strip_prefix("### ") else {
            continue;
        };
        let code = heading
            .strip_prefix('`')
            .and_then(|rest| rest.strip_suffix('`'))
            .unwrap_or_else(|| {
                panic!(
                    "{CATALOGUE}:{}: a `###` heading must be a code in backticks, found {line:?}",
                    index + 1
                )
            });
        assert!(
            codes.insert(code.to_string()),
            "{CATALOGUE}:{}: `{code}` has a second entry",
            index + 1
        );
    }
    codes
}

/// The text of the entry for `code`: from its heading to the next heading.
fn entry<'a>(catalogue: &'a str, code: &str) -> &'a str {
    let heading = format!("### `{code}`\n");
    let start = catalogue
        .find(&heading)
        .map(|at| at + heading.len())
        .unwrap_or_else(|| panic!("{CATALOGUE} has no entry for `{code}`"));
    let rest = &catalogue[start..];
    let end = rest.find("\n#").map_or(rest.len(), |at| at + 1);
    &rest[..end]
}

fn read_catalogue(root: &Path) -> String {
    let path = root.join(CATALOGUE);
    fs::read_to_string(&path)
        .unwrap_or_else(|error| panic!("cannot read {}: {error}", path.display()))
}

#[test]
fn every_code_has_an_entry_and_every_entry_a_code() {
    let root = workspace_root();
    let sources = codes_in_sources(&root);
    assert!(
        sources.contains_key(error_codes::UNCLOSED_VALUE),
        "the scan of {SOURCE_DIRS:?} found no SGF codes; have the sources moved?"
    );
    let catalogue = codes_in_catalogue(&read_catalogue(&root));

    let undocumented: Vec<String> = sources
        .iter()
        .filter(|(code, _)| !catalogue.contains(*code))
        .map(|(code, files)| {
            let files: Vec<&str> = files.iter().map(String::as_str).collect();
            format!("  {code} (in {})", files.join(", "))
        })
        .collect();
    assert!(
        undocumented.is_empty(),
        "these codes are reported but have no `### `code`` entry in {CATALOGUE}:\n{}",
        undocumented.join("\n")
    );

    let unknown: Vec<&str> = catalogue
        .iter()
        .filter(|code| !sources.contains_key(*code))
        .map(String::as_str)
        .collect();
    assert!(
        unknown.is_empty(),
        "{CATALOGUE} has entries for codes that no source reports (renamed or removed?): {}",
        unknown.join(", ")
    );
}

#[test]
fn sgf_entries_give_the_sgfc_message_number() {
    let catalogue = read_catalogue(&workspace_root());
    for (code, number) in gamerec::ide::codes::sgf_codes() {
        if let Some(number) = number {
            let wanted = format!("SGFC message {number}");
            assert!(
                entry(&catalogue, code).contains(&wanted),
                "the entry for `{code}` in {CATALOGUE} should say \"{wanted}\""
            );
        }
    }
}

#[test]
fn the_scan_finds_literals_outside_tests_only() {
    let text = "let a = \"pbn/bad-deal\"; x(\"sgf/x\", \"other/y\", \"rbn\");\n\
                #[cfg(test)]\nmod tests { const T: &str = \"rbx/only-in-tests\"; }\n";
    assert_eq!(
        code_literals(non_test_part(text)),
        vec!["pbn/bad-deal", "sgf/x"]
    );
    assert!(is_well_formed("rbn/too-many-fields"));
    assert!(!is_well_formed("sgf/"));
    assert!(!is_well_formed("sgf/Test code"));
}

#[test]
fn catalogue_headings_are_read_exactly() {
    let text = "# Diagnostics\n## PBN\n### `pbn/bad-deal`\ntext\n### `pbn/bad-seat`\n";
    let codes: Vec<String> = codes_in_catalogue(text).into_iter().collect();
    assert_eq!(codes, ["pbn/bad-deal", "pbn/bad-seat"]);
    assert_eq!(entry(text, "pbn/bad-deal"), "text\n");
}

/// Entries whose example is not run: the problem lies in the bytes of a file or the charset it
/// declares, which are read before the text (so the entry shows none or only the declaration), or the example shows only the lines that matter of a game that
/// needs more around them.
const EXAMPLES_NOT_RUN: [&str; 28] = [
    "pbn/control-character",
    "pbn/double-irregularity",
    "pbn/line-too-long",
    "pbn/misplaced-placeholders",
    "pbn/play-not-from-leader",
    "pbn/result-mismatch",
    "pbn/guessed-encoding",
    "pbn/undecodable",
    "pbn/unknown-charset",
    "pbn/wrong-charset",
    "rbn/guessed-encoding",
    "rbn/record-too-long",
    "rbn/undecodable",
    "rbx/guessed-encoding",
    "rbx/undecodable",
    "sgf/nul-character",
    "sgf/guessed-encoding",
    "sgf/undecodable",
    "sgf/unknown-charset",
    "sgf/wrong-charset",
    "preferans/guessed-encoding",
    "preferans/undecodable",
    "pinochle/guessed-encoding",
    "pinochle/undecodable",
    "pinochle/line-too-long",
    "pinochle/play-scores-mismatch",
    "lin/guessed-encoding",
    "lin/undecodable",
];

#[test]
fn each_example_gives_its_code() {
    let catalogue = read_catalogue(&workspace_root());
    let mut wrong = Vec::new();
    for code in codes_in_catalogue(&catalogue) {
        if EXAMPLES_NOT_RUN.contains(&code.as_str()) {
            continue;
        }
        let example = entry(&catalogue, &code)
            .split_once("```text\n")
            .and_then(|(_, rest)| rest.split_once("```"))
            .map(|(example, _)| example);
        let Some(example) = example else {
            wrong.push(format!("`{code}` has no example"));
            continue;
        };
        let prefix = code.split('/').next().unwrap_or_default();
        let format = Format::from_name(prefix).expect("a catalogue code starts with a format");
        let found = gamerec::ide::analysis::diagnostics(&gamerec_grammar::parse(format, example));
        if !found.iter().any(|diagnostic| diagnostic.code == code) {
            let codes: Vec<&str> = found.iter().map(|diagnostic| diagnostic.code).collect();
            wrong.push(format!("the example of `{code}` gives {codes:?}"));
        }
    }
    assert!(wrong.is_empty(), "{CATALOGUE}:\n{}", wrong.join("\n"));
}
