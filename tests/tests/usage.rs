//! Help, version and command-line mistakes.

use gamerec_tests::run;

#[test]
fn version() {
    let run = run(&["--version"]);
    assert_eq!(run.code, 0);
    assert_eq!(
        run.stdout,
        format!("gamerec {}\n", env!("CARGO_PKG_VERSION"))
    );
    assert_eq!(run.stderr, "");
}

#[test]
fn help_texts() {
    let main = run(&["--help"]);
    assert_eq!(main.code, 0);
    assert!(main.stdout.starts_with("gamerec: "), "{}", main.stdout);
    for command in ["check", "syntax", "lsp"] {
        assert!(
            main.stdout.contains(&format!("\n  {command} ")),
            "{}",
            main.stdout
        );
    }

    let check = run(&["check", "--help"]);
    assert_eq!(check.code, 0);
    assert!(check
        .stdout
        .contains("Usage: gamerec check [OPTIONS] <PATH>..."));
    for option in ["--format", "--as", "--color"] {
        assert!(check.stdout.contains(option), "{}", check.stdout);
    }
    assert_eq!(run(&["help", "check"]).stdout, check.stdout);

    let syntax = run(&["syntax", "-h"]);
    assert_eq!(syntax.code, 0);
    assert!(syntax
        .stdout
        .contains("Usage: gamerec syntax [OPTIONS] <FILE>"));
}

#[test]
fn mistakes_exit_with_2_and_say_what_was_wrong() {
    let cases: [(&[&str], &str); 6] = [
        (&[], "gamerec: no command given\nTry `gamerec --help`.\n"),
        (&["lint"], "gamerec: unknown command `lint`\nTry `gamerec --help`.\n"),
        (&["--fast"], "gamerec: unknown option `--fast`\nTry `gamerec --help`.\n"),
        (
            &["check", "--fast", "x.sgf"],
            "gamerec: unknown option `--fast`\nTry `gamerec help check`.\n",
        ),
        (
            &["check", "--format", "xml", "x.sgf"],
            "gamerec: expected `--format` to be one of human|json|github|sarif, found `xml`\nTry `gamerec help check`.\n",
        ),
        (
            &["syntax", "--as=bbo", "x"],
            "gamerec: expected `--as` to be one of rbn|rbx|pbn|sgf|preferans|pinochle|lin, found `bbo`\nTry `gamerec help syntax`.\n",
        ),
    ];
    for (args, stderr) in cases {
        let run = run(args);
        assert_eq!((run.code, run.stderr.as_str()), (2, stderr), "{args:?}");
        assert_eq!(run.stdout, "", "{args:?}");
    }
}

#[test]
fn check_without_paths_is_a_mistake() {
    let run = run(&["check", "--format=json"]);
    assert_eq!(run.code, 2);
    assert!(
        run.stderr.contains("needs at least one PATH"),
        "{}",
        run.stderr
    );
}
