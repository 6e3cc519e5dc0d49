//! Data-driven parser tests: every input under `grammar/test_data/parser/<format>/` parses
//! losslessly, and its tree dump ([`Parse::debug_dump`](crate::Parse::debug_dump)) equals the
//! `.rast` file of the same name beside it. With `UPDATE_EXPECT=1` (the switch that refreshes
//! the inline `expect!` snapshots too) the `.rast` files are written instead.

use std::panic::{self, AssertUnwindSafe};
use std::path::Path;

use crate::{test_files, Format};

fn updating() -> bool {
    std::env::var_os("UPDATE_EXPECT").is_some()
}

/// Parses the input at `path` as `format` and compares its tree with the expected one.
fn check_file(format: Format, path: &Path, bytes: &[u8]) {
    let name = path.display();
    let text =
        std::str::from_utf8(bytes).unwrap_or_else(|error| panic!("{name} is not UTF-8: {error}"));
    let parse = crate::parse(format, text);
    assert_eq!(
        parse.syntax().text().to_string(),
        text,
        "{name}: the tree does not give back the input"
    );
    let expected = path.with_extension("rast");
    assert!(
        updating() || expected.is_file(),
        "{name} has no expected tree {}; UPDATE_EXPECT=1 writes it",
        expected.display()
    );
    expect_test::expect_file![expected].assert_eq(&parse.debug_dump());
}

/// Every file of `dir` is an input of `format` or the expected tree of one, so that no
/// expected tree outlives its input and no misnamed input goes unread.
fn assert_no_strays(dir: &Path, format: Format) {
    let entries =
        std::fs::read_dir(dir).unwrap_or_else(|error| panic!("{}: {error}", dir.display()));
    for entry in entries {
        let path = entry
            .unwrap_or_else(|error| panic!("{}: {error}", dir.display()))
            .path();
        let extension = path.extension().and_then(|extension| extension.to_str());
        let is_input = extension == Some(format.name());
        let is_expected = extension == Some("rast") && path.with_extension(format.name()).is_file();
        assert!(
            is_input || is_expected,
            "{} is neither a .{} input nor the .rast tree of one",
            path.display(),
            format.name()
        );
    }
}

/// Checks every input of `format`'s folder, then fails naming each file that differs (the
/// differences themselves are printed as they are found).
pub(crate) fn check_folder(format: Format) {
    let dir = test_files::parser_data_folder(format);
    let inputs = test_files::parser_inputs(format);
    assert_no_strays(&dir, format);
    let failed: Vec<String> = inputs
        .iter()
        .filter(|(path, bytes)| {
            panic::catch_unwind(AssertUnwindSafe(|| check_file(format, path, bytes))).is_err()
        })
        .map(|(path, _)| path.display().to_string())
        .collect();
    assert!(
        failed.is_empty(),
        "{} of the {} inputs in {} failed, each as reported above:\n{}",
        failed.len(),
        inputs.len(),
        dir.display(),
        failed.join("\n")
    );
}
