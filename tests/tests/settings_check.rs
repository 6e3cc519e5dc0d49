//! `gamerec check` reads `gamerec.toml` from the current directory upward and applies its
//! severities; bad settings are warnings on standard error, named.

use gamerec_tests::run_in;
use std::ffi::OsStr;
use std::fs;
use std::path::Path;

const BAD_DATE: &str = "[Event \"\"]\n[Date \"15.03.2024\"]\n";

fn check(dir: &Path) -> gamerec_tests::Run {
    run_in(dir, &[OsStr::new("check"), OsStr::new("game.pbn")], b"")
}

/// A workspace with the settings at its root and the game two directories below.
fn workspace(settings: Option<&str>) -> (tempfile::TempDir, std::path::PathBuf) {
    let root = tempfile::tempdir().expect("temporary directory");
    let games = root.path().join("club").join("2024");
    fs::create_dir_all(&games).expect("create the game directory");
    fs::write(games.join("game.pbn"), BAD_DATE).expect("write the game");
    if let Some(settings) = settings {
        fs::write(root.path().join("gamerec.toml"), settings).expect("write the settings");
    }
    (root, games)
}

#[test]
fn without_settings_the_error_fails_the_check() {
    let (_root, games) = workspace(None);
    let run = check(&games);
    assert_eq!(run.code, 1, "{run:?}");
    assert!(run.stdout.contains("error[pbn/bad-date]"), "{run:?}");
}

#[test]
fn off_in_a_parent_directory_silences_the_code() {
    let (_root, games) = workspace(Some("[severity]\n\"pbn/bad-date\" = \"off\"\n"));
    let run = check(&games);
    assert_eq!(run.code, 0, "{run:?}");
    assert!(!run.stdout.contains("pbn/bad-date"), "{run:?}");
}

#[test]
fn a_wildcard_turns_errors_into_warnings() {
    let (_root, games) = workspace(Some("[severity]\n\"pbn/*\" = \"warning\"\n"));
    let run = check(&games);
    assert_eq!(run.code, 0, "{run:?}");
    assert!(run.stdout.contains("warning[pbn/bad-date]"), "{run:?}");
}

#[test]
fn bad_settings_are_named_on_stderr_and_the_rest_applies() {
    let (_root, games) = workspace(Some(
        "colour = true\n[severity]\n\"pbn/bad-date\" = \"off\"\n\"pbn/nope\" = \"off\"\n",
    ));
    let run = check(&games);
    assert_eq!(run.code, 0, "{run:?}");
    assert!(
        run.stderr.contains("warning: unknown setting `colour`"),
        "{run:?}"
    );
    assert!(
        run.stderr
            .contains("warning: unknown diagnostic code `pbn/nope` in `severity`"),
        "{run:?}"
    );
}

/// The first fenced block of `language` in `docs/configuration.md`.
fn documented_example(language: &str) -> String {
    let path = gamerec_tests::workspace_root().join("docs/configuration.md");
    let text = fs::read_to_string(path).expect("read docs/configuration.md");
    let start = text
        .find(&format!("```{language}\n"))
        .unwrap_or_else(|| panic!("a {language} example"));
    let body = &text[start + language.len() + 4..];
    body[..body.find("```").expect("the example ends")].to_owned()
}

#[test]
fn the_documented_file_example_is_read_without_problems() {
    let example = documented_example("toml");
    let (_root, games) = workspace(Some(&example));
    let run = check(&games);
    assert_eq!(run.stderr.matches("warning:").count(), 0, "{run:?}");
    // The example turns PBN errors into warnings and this code off.
    assert_eq!(run.code, 0, "{run:?}");
    assert!(!run.stdout.contains("pbn/bad-date"), "{run:?}");
}

#[test]
fn a_club_rule_in_the_settings_judges_the_scores() {
    let root = tempfile::tempdir().expect("temporary directory");
    let hand = gamerec_tests::read_workspace_file("docs/examples/pinochle/club-evening.ppn");
    fs::write(root.path().join("evening.ppn"), hand).expect("write the hand");
    let check = || {
        run_in(
            root.path(),
            &[OsStr::new("check"), OsStr::new("evening.ppn")],
            b"",
        )
    };
    let by_trick = check();
    assert_eq!(by_trick.code, 0, "{by_trick:?}");
    assert!(!by_trick.stdout.contains("pinochle/"), "{by_trick:?}");
    // North and South take 20 points in play: short of what this club asks for.
    fs::write(
        root.path().join("gamerec.toml"),
        "[rules.pinochle]\nsaveMeld = 25\n",
    )
    .expect("write the settings");
    let by_points = check();
    assert!(
        by_points
            .stdout
            .contains("(`rules.pinochle.saveMeld` = 25)"),
        "{by_points:?}"
    );
    assert!(
        by_points
            .stdout
            .contains("warning[pinochle/play-scores-mismatch]"),
        "{by_points:?}"
    );
}
