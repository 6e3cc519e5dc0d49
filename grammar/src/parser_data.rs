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

/// Turns a text into the text of its tree and the tree's dump.
type ParseFn<'a> = &'a dyn Fn(&str) -> (String, String);

/// Parses the input at `path` with `parse` and compares its tree with the expected one.
fn check_file(parse: ParseFn, path: &Path, bytes: &[u8]) {
    let name = path.display();
    let text =
        std::str::from_utf8(bytes).unwrap_or_else(|error| panic!("{name} is not UTF-8: {error}"));
    let (tree_text, dump) = parse(text);
    assert_eq!(
        tree_text, text,
        "{name}: the tree does not give back the input"
    );
    let expected = path.with_extension("rast");
    assert!(
        updating() || expected.is_file(),
        "{name} has no expected tree {}; UPDATE_EXPECT=1 writes it",
        expected.display()
    );
    expect_test::expect_file![expected].assert_eq(&dump);
}

/// Every file of `dir` is an input (named `*.<extension>`) or the expected tree of one, so
/// that no expected tree outlives its input and no misnamed input goes unread.
fn assert_no_strays(dir: &Path, extension: &str) {
    let entries =
        std::fs::read_dir(dir).unwrap_or_else(|error| panic!("{}: {error}", dir.display()));
    for entry in entries {
        let path = entry
            .unwrap_or_else(|error| panic!("{}: {error}", dir.display()))
            .path();
        let found = path.extension().and_then(|found| found.to_str());
        let is_input = found == Some(extension);
        let is_expected = found == Some("rast") && path.with_extension(extension).is_file();
        assert!(
            is_input || is_expected,
            "{} is neither a .{extension} input nor the .rast tree of one",
            path.display(),
        );
    }
}

/// Checks every input of `format`'s folder, then fails naming each file that differs (the
/// differences themselves are printed as they are found).
pub(crate) fn check_folder(format: Format) {
    check_folder_with(format.name(), format.name(), &|text| {
        let parse = crate::parse(format, text);
        (parse.syntax().text().to_string(), parse.debug_dump())
    });
}

/// [`check_folder`] for the folder `folder`, whose inputs are named `*.<extension>`, parsed
/// by `parse`: for a notation that is not a [`Format`] yet.
pub(crate) fn check_folder_with(folder: &str, extension: &str, parse: ParseFn) {
    let dir = test_files::parser_data_folder(folder);
    let inputs = test_files::parser_inputs(folder, extension);
    assert_no_strays(&dir, extension);
    let failed: Vec<String> = inputs
        .iter()
        .filter(|(path, bytes)| {
            panic::catch_unwind(AssertUnwindSafe(|| check_file(parse, path, bytes))).is_err()
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

/// Every error lies inside `text`, on character boundaries, with one of `codes`.
pub(crate) fn assert_errors_in_bounds(text: &str, errors: &[crate::SyntaxError], codes: &[&str]) {
    for error in errors {
        let (start, end) = (
            usize::from(error.range.start()),
            usize::from(error.range.end()),
        );
        assert!(end <= text.len(), "{error:?} past the end of {text:?}");
        assert!(
            text.is_char_boundary(start) && text.is_char_boundary(end),
            "{error:?}"
        );
        assert!(codes.contains(&error.code), "{error:?}");
    }
}
