//! `gamerec check` for CI: `--format github`, `--format sarif` (validated against the SARIF
//! 2.1.0 schema), `--statistics`, the summary's counts, and directories that hold nothing to
//! check.

use gamerec_tests::{run_in, workspace_root, Run};
use serde_json::{json, Value};
use std::ffi::OsStr;
use std::fs;
use std::path::Path;
use std::sync::OnceLock;

/// Files with known mistakes, one or two of each severity.
const FIXTURES: &[(&str, &[u8])] = &[
    // info sgf/not-go
    ("games/chess.sgf", b"(;FF[4]GM[2]SZ[8];B[e2e4])\n"),
    // error sgf/undecodable: a name cut inside its last character in a file that declares UTF-8
    (
        "games/fox.sgf",
        b"(;FF[4]CA[UTF-8]\nPB[\xe4\xbd\xa0\xe5\xa5]PW[x])\n",
    ),
    // warning sgf/unknown-charset
    ("games/odd.sgf", b"(;FF[4]GM[1]CA[klingon];B[aa])\n"),
    // hint sgf/same-colour-twice
    ("games/twice.sgf", b"(;FF[4]GM[1]SZ[9];B[aa];B[bb])\n"),
    // warning pbn/export-line-end, a range over a line end, with `%` in its message
    ("games/round 1, table 2.pbn", b"% PBN 2.1\n% EXPORT\n"),
];

fn write(dir: &Path, name: &str, contents: &[u8]) {
    let path = dir.join(name);
    if let Some(parent) = path.parent() {
        fs::create_dir_all(parent).expect("create the fixture's directory");
    }
    fs::write(path, contents).expect("write the fixture");
}

fn fixtures() -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("temporary directory");
    for (name, contents) in FIXTURES {
        write(dir.path(), name, contents);
    }
    dir
}

fn check(dir: &Path, args: &[&str]) -> Run {
    let mut all: Vec<&OsStr> = vec![OsStr::new("check")];
    all.extend(args.iter().map(OsStr::new));
    run_in(dir, &all, b"")
}

#[test]
fn github_annotations_one_per_diagnostic() {
    let dir = fixtures();
    let run = check(dir.path(), &["--format", "github", "games"]);
    assert_eq!(run.code, 1, "{run:?}");
    assert_eq!(run.stderr, "", "the summary is for human output only");
    let expected = [
        "::notice file=games/chess.sgf,line=1,col=8,endLine=1,endColumn=13,title=sgf/not-go::\
         GM[2] is not Go: gamerec checks the SGF rules of this game tree, but not its moves and \
         positions",
        "::error file=games/fox.sgf,line=2,col=5,endLine=2,endColumn=6,title=sgf/undecodable::\
         expected UTF-8 as declared by `CA[UTF-8]`, found a byte sequence that is not UTF-8 \
         (shown as `\u{fffd}`)",
        "::warning file=games/odd.sgf,line=1,col=16,endLine=1,endColumn=23,\
         title=sgf/unknown-charset::expected a charset name gamerec knows (such as UTF-8, \
         ISO-8859-1 or GB18030), found `CA[klingon]`; reading the file as UTF-8",
        // A range over a line end has no columns; `,` in the path and `%` in the message are
        // escaped.
        "::warning file=games/round 1%2C table 2.pbn,line=1,endLine=2,\
         title=pbn/export-line-end::the file says `%25 EXPORT`, but this line ends without CR \
         LF, the line end export format requires",
        "::notice file=games/twice.sgf,line=1,col=26,endLine=1,endColumn=30,\
         title=sgf/same-colour-twice::Black moves twice in a row; if that is meant (a stone \
         placed in a problem, say), `AB`/`AW` or `PL` say it more clearly",
    ];
    assert_eq!(run.stdout.lines().collect::<Vec<_>>(), expected);
}

/// The SARIF 2.1.0 schema, compiled once.
fn sarif_validator() -> &'static jsonschema::Validator {
    static VALIDATOR: OnceLock<jsonschema::Validator> = OnceLock::new();
    VALIDATOR.get_or_init(|| {
        let path = workspace_root().join("tests/schemas/sarif-schema-2.1.0.json");
        let text = fs::read_to_string(&path).expect("the SARIF schema is in the repository");
        let schema: Value = serde_json::from_str(&text).expect("the schema is JSON");
        assert_eq!(schema["$schema"], "http://json-schema.org/draft-07/schema#");
        jsonschema::draft7::options()
            .should_validate_formats(true)
            .build(&schema)
            .expect("the schema compiles")
    })
}

/// Every way `log` breaks the schema, one line each.
fn schema_errors(log: &Value) -> Vec<String> {
    sarif_validator()
        .iter_errors(log)
        .map(|error| format!("{}: {error}", error.instance_path()))
        .collect()
}

/// The SARIF log of a run, after checking that it is valid.
fn valid_sarif(run: &Run) -> Value {
    let log = run.json();
    let errors = schema_errors(&log);
    assert!(errors.is_empty(), "{}\n{}", errors.join("\n"), run.stdout);
    log
}

#[test]
fn sarif_log_is_valid_and_complete() {
    let dir = fixtures();
    let run = check(dir.path(), &["--format=sarif", "games"]);
    assert_eq!(run.code, 1, "{run:?}");
    assert_eq!(run.stderr, "");
    let log = valid_sarif(&run);
    assert_eq!(log["version"], "2.1.0");
    let runs = log["runs"].as_array().expect("`runs` is an array");
    assert_eq!(runs.len(), 1);
    let sarif_run = &runs[0];
    assert_eq!(sarif_run["columnKind"], "unicodeCodePoints");
    assert_eq!(sarif_run["invocations"][0]["executionSuccessful"], true);
    let driver = &sarif_run["tool"]["driver"];
    assert_eq!(driver["name"], "gamerec");
    assert_eq!(driver["version"], env!("CARGO_PKG_VERSION"));
    assert_eq!(driver["informationUri"], env!("CARGO_PKG_REPOSITORY"));

    let results = sarif_run["results"]
        .as_array()
        .expect("`results` is an array");
    let summary: Vec<(&str, &str, &str)> = results
        .iter()
        .map(|result| {
            (
                result["ruleId"].as_str().unwrap_or("?"),
                result["level"].as_str().unwrap_or("?"),
                result["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
                    .as_str()
                    .unwrap_or("?"),
            )
        })
        .collect();
    assert_eq!(
        summary,
        [
            ("sgf/not-go", "note", "games/chess.sgf"),
            ("sgf/undecodable", "error", "games/fox.sgf"),
            ("sgf/unknown-charset", "warning", "games/odd.sgf"),
            (
                "pbn/export-line-end",
                "warning",
                "games/round%201%2C%20table%202.pbn"
            ),
            ("sgf/same-colour-twice", "note", "games/twice.sgf"),
        ]
    );
    let fox = &results[1];
    assert_eq!(
        fox["locations"][0]["physicalLocation"]["region"],
        json!({"startLine": 2, "startColumn": 5, "endLine": 2, "endColumn": 6})
    );
    assert!(fox["message"]["text"]
        .as_str()
        .is_some_and(|text| text.starts_with("expected UTF-8 as declared by `CA[UTF-8]`")));

    // One rule per code that occurs, each pointing at its entry in the catalogue, which the
    // result refers to by index.
    let catalogue = fs::read_to_string(workspace_root().join("docs/diagnostics.md"))
        .expect("the catalogue is readable");
    let catalogue_text = catalogue.split_whitespace().collect::<Vec<_>>().join(" ");
    let rules = driver["rules"].as_array().expect("`rules` is an array");
    assert_eq!(rules.len(), results.len(), "five distinct codes");
    for result in results {
        let rule = &rules[result["ruleIndex"].as_u64().unwrap_or(u64::MAX) as usize];
        let code = rule["id"].as_str().expect("a rule id");
        assert_eq!(result["ruleId"], code);
        assert!(
            catalogue.contains(&format!("\n### `{code}`\n")),
            "{code} has a heading"
        );
        let anchor: String = code.chars().filter(|&c| c != '/').collect();
        assert_eq!(
            rule["helpUri"],
            format!(
                "{}/blob/main/docs/diagnostics.md#{anchor}",
                env!("CARGO_PKG_REPOSITORY")
            )
        );
        for field in ["shortDescription", "fullDescription"] {
            let text = rule[field]["text"].as_str().unwrap_or("");
            assert!(
                !text.is_empty() && catalogue_text.contains(text),
                "{code} {field}: {text}"
            );
        }
        assert!(
            rule["help"]["text"]
                .as_str()
                .is_some_and(|text| text.starts_with("Fix: ")),
            "{rule}"
        );
    }
    let chess = &rules[results[0]["ruleIndex"].as_u64().unwrap_or(0) as usize];
    assert_eq!(
        chess["shortDescription"]["text"],
        "The game tree is of another game than Go (`GM` other than 1)."
    );
    assert_eq!(chess["defaultConfiguration"]["level"], "note");
}

#[test]
fn sarif_keeps_what_could_not_be_checked() {
    let dir = fixtures();
    let run = check(
        dir.path(),
        &["--format=sarif", "missing.sgf", "games/fox.sgf"],
    );
    assert_eq!(run.code, 2, "{run:?}");
    assert!(run
        .stderr
        .starts_with("gamerec: missing.sgf: cannot read: "));
    let log = valid_sarif(&run);
    let invocation = &log["runs"][0]["invocations"][0];
    assert_eq!(invocation["executionSuccessful"], false);
    let notification = &invocation["toolExecutionNotifications"][0];
    assert_eq!(notification["level"], "error");
    assert_eq!(
        notification["locations"][0]["physicalLocation"]["artifactLocation"]["uri"],
        "missing.sgf"
    );
    assert!(notification["message"]["text"]
        .as_str()
        .is_some_and(|text| text.starts_with("cannot read: ")));
    assert_eq!(log["runs"][0]["results"].as_array().map(Vec::len), Some(1));

    let empty = tempfile::tempdir().expect("temporary directory");
    let nothing = check(empty.path(), &["--format=sarif", "."]);
    assert_eq!(nothing.code, 2, "{nothing:?}");
    let log = valid_sarif(&nothing);
    assert_eq!(log["runs"][0]["results"], json!([]));
    assert_eq!(log["runs"][0]["tool"]["driver"]["rules"], json!([]));
    assert!(
        log["runs"][0]["invocations"][0]["toolExecutionNotifications"][0]["message"]["text"]
            .as_str()
            .is_some_and(|text| text.starts_with("nothing to check: "))
    );
}

/// The validation above would pass anything if the schema were not applied: a log that breaks
/// it in small ways must be rejected.
#[test]
fn the_schema_rejects_broken_logs() {
    let dir = fixtures();
    let log = valid_sarif(&check(dir.path(), &["--format=sarif", "games"]));
    let broken = |change: fn(&mut Value)| {
        let mut log = log.clone();
        change(&mut log);
        schema_errors(&log)
    };
    assert!(!broken(|log| log["runs"][0]["results"][0]["level"] = json!("fatal")).is_empty());
    assert!(!broken(|log| log["version"] = json!("2.0.0")).is_empty());
    assert!(!broken(|log| {
        log["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["region"]["startLine"] =
            json!(0)
    })
    .is_empty());
    assert!(!broken(
        |log| log["runs"][0]["tool"]["driver"]["rules"][0]["helpUri"] = json!("not a uri")
    )
    .is_empty());
    assert!(!broken(|log| log["runs"][0]["results"][0]["message"] = json!("bare text")).is_empty());
}

#[test]
fn statistics_count_each_code() {
    let dir = fixtures();
    write(
        dir.path(),
        "games/more.sgf",
        b"(;FF[4]GM[1]SZ[9];B[aa];B[bb];B[cc])\n",
    );
    let run = check(dir.path(), &["--statistics", "games"]);
    assert_eq!(run.code, 1, "{run:?}");
    assert_eq!(
        run.stdout,
        "3  sgf/same-colour-twice  hint\n\
         1  pbn/export-line-end    warning\n\
         1  sgf/not-go             info\n\
         1  sgf/undecodable        error\n\
         1  sgf/unknown-charset    warning\n"
    );
    assert_eq!(
        run.stderr,
        "6 files checked, 1 error, 2 warnings, 1 info, 3 hints\n"
    );

    let json = check(dir.path(), &["--statistics", "--format=json", "games"]);
    assert_eq!(json.code, 1, "{json:?}");
    assert_eq!(json.stderr, "");
    assert_eq!(
        json.json(),
        json!([
            {"code": "sgf/same-colour-twice", "severity": "hint", "count": 3},
            {"code": "pbn/export-line-end", "severity": "warning", "count": 1},
            {"code": "sgf/not-go", "severity": "info", "count": 1},
            {"code": "sgf/undecodable", "severity": "error", "count": 1},
            {"code": "sgf/unknown-charset", "severity": "warning", "count": 1},
        ])
    );

    let clean = check(
        dir.path(),
        &["--statistics", "--format=json", "games/odd.sgf"],
    );
    assert_eq!(clean.code, 0, "{clean:?}");
    assert_eq!(
        clean.stdout,
        "[{\"code\":\"sgf/unknown-charset\",\"severity\":\"warning\",\"count\":1}]\n"
    );

    let misused = check(dir.path(), &["--statistics", "--format=github", "games"]);
    assert_eq!(misused.code, 2);
    assert!(misused.stderr.contains("`--statistics` works with"));
}

#[test]
fn the_summary_counts_every_severity_and_the_skipped_files() {
    let dir = fixtures();
    write(dir.path(), "games/notes.txt", b"Board 3 was fouled.\n");
    write(dir.path(), "games/scores/round1.csv", b"1,2,3\n");
    let run = check(dir.path(), &["games"]);
    assert_eq!(run.code, 1, "{run:?}");
    assert_eq!(
        run.stderr,
        "5 files checked, 1 error, 2 warnings, 1 info, 1 hint; \
         2 files skipped (not .rbn, .rbx, .pbn, .sgf, .ppn or .lin)\n"
    );
}

#[test]
fn nothing_to_check_is_said_and_exits_2() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let root = dir.path();
    fs::create_dir(root.join("empty")).expect("create a directory");
    write(root, "exports/results.csv", b"board,score\n");
    write(root, "exports/README", b"Exports from the club's scorer.\n");

    let empty = check(root, &["empty"]);
    assert_eq!(empty.code, 2, "{empty:?}");
    assert_eq!(empty.stdout, "");
    assert_eq!(
        empty.stderr,
        "gamerec: nothing to check: no file below `empty` ends in .rbn, .rbx, .pbn, .sgf, .ppn or .lin\n"
    );

    let skipped = check(root, &["exports", "empty"]);
    assert_eq!(skipped.code, 2, "{skipped:?}");
    assert_eq!(
        skipped.stderr,
        "gamerec: nothing to check: no file below `exports` or `empty` ends in .rbn, .rbx, \
         .pbn, .sgf, .ppn or .lin; skipped 2 files:\n  \
         exports/README\n  \
         exports/results.csv\n\
         A file named on the command line is checked whatever its name (give \
         `--as rbn|rbx|pbn|sgf|preferans|pinochle|lin` if its content does not tell its format).\n"
    );

    let json = check(root, &["--format=json", "exports"]);
    assert_eq!(json.code, 2, "{json:?}");
    assert_eq!(json.json(), json!({"files": []}));
    assert!(json.stderr.starts_with("gamerec: nothing to check: "));
}
