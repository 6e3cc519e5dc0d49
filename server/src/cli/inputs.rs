//! Which files a list of command-line paths stands for: files as given, directories searched
//! recursively for the known extensions in sorted order, `-` for standard input.

use gamerec_grammar::Format;
use std::collections::HashSet;
use std::ffi::OsString;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Input {
    Stdin,
    File(PathBuf),
}

impl Input {
    /// The name used in messages and reports.
    pub fn display_name(&self) -> String {
        match self {
            Input::Stdin => "<stdin>".to_owned(),
            Input::File(path) => path.display().to_string(),
        }
    }
}

/// What `walk` found: an input to check, a file it passed over, or a path it could not look at.
#[derive(Debug)]
pub enum Found {
    Input(Input),
    /// A regular file in a searched directory whose name has none of the known extensions.
    Skipped(PathBuf),
    Failed(InputError),
}

/// A path that could not be looked at.
#[derive(Debug)]
pub struct InputError {
    pub path: PathBuf,
    pub error: io::Error,
}

/// Calls `visit` for every input the paths stand for, in order, for every file passed over in
/// a directory and for every path that could not be looked at. Stops early when `visit` fails.
pub fn walk<E>(paths: &[OsString], mut visit: impl FnMut(Found) -> Result<(), E>) -> Result<(), E> {
    for arg in paths {
        if arg == "-" {
            visit(Found::Input(Input::Stdin))?;
            continue;
        }
        let path = PathBuf::from(arg);
        match fs::metadata(&path) {
            Ok(metadata) if metadata.is_dir() => walk_directory(path, &mut visit)?,
            Ok(_) => visit(Found::Input(Input::File(path)))?,
            Err(error) => visit(Found::Failed(InputError { path, error }))?,
        }
    }
    Ok(())
}

/// Calls `handle` for every input the paths stand for, passing over the files a directory holds
/// in other formats and reporting each path that could not be looked at. Returns whether every
/// path could be looked at and `handle` said each input went well.
pub fn each_input(paths: &[OsString], mut handle: impl FnMut(&Input) -> bool) -> bool {
    let mut fine = true;
    let _ = walk::<()>(paths, |found| {
        match found {
            Found::Input(input) => fine &= handle(&input),
            Found::Skipped(_) => {}
            Found::Failed(failed) => {
                super::report_problem(
                    &failed.path.display().to_string(),
                    &failed.error.to_string(),
                );
                fine = false;
            }
        }
        Ok(())
    });
    fine
}

/// Depth first, entries sorted by name. Each directory is entered once, judged by its
/// canonical path, so symbolic-link loops end.
fn walk_directory<E>(
    root: PathBuf,
    visit: &mut impl FnMut(Found) -> Result<(), E>,
) -> Result<(), E> {
    let mut entered: HashSet<PathBuf> = HashSet::new();
    let mut stack: Vec<std::vec::IntoIter<PathBuf>> = Vec::new();
    if let Some(entries) = enter(&root, &mut entered, visit)? {
        stack.push(entries);
    }
    while let Some(entries) = stack.last_mut() {
        let Some(path) = entries.next() else {
            stack.pop();
            continue;
        };
        let has_known_extension = Format::from_path(&path).is_some();
        match fs::metadata(&path) {
            Ok(metadata) if metadata.is_dir() => {
                if let Some(entries) = enter(&path, &mut entered, visit)? {
                    stack.push(entries);
                }
            }
            Ok(metadata) if metadata.is_file() && has_known_extension => {
                visit(Found::Input(Input::File(path)))?;
            }
            Ok(metadata) if metadata.is_file() => visit(Found::Skipped(path))?,
            Ok(_) => {}
            // A dangling link or a vanished file: worth a word only if it was one of ours.
            Err(error) if has_known_extension => {
                visit(Found::Failed(InputError { path, error }))?;
            }
            Err(_) => {}
        }
    }
    Ok(())
}

/// The sorted entries of `dir`, or `None` if it was entered before or cannot be read.
fn enter<E>(
    dir: &Path,
    entered: &mut HashSet<PathBuf>,
    visit: &mut impl FnMut(Found) -> Result<(), E>,
) -> Result<Option<std::vec::IntoIter<PathBuf>>, E> {
    let failed = |error| InputError {
        path: dir.to_path_buf(),
        error,
    };
    let canonical = match fs::canonicalize(dir) {
        Ok(canonical) => canonical,
        Err(error) => return visit(Found::Failed(failed(error))).map(|()| None),
    };
    if !entered.insert(canonical) {
        return Ok(None);
    }
    let read_dir = match fs::read_dir(dir) {
        Ok(read_dir) => read_dir,
        Err(error) => return visit(Found::Failed(failed(error))).map(|()| None),
    };
    let mut paths = Vec::new();
    for entry in read_dir {
        match entry {
            Ok(entry) => paths.push(entry.path()),
            Err(error) => visit(Found::Failed(failed(error)))?,
        }
    }
    paths.sort_by(|a, b| a.file_name().cmp(&b.file_name()));
    Ok(Some(paths.into_iter()))
}
