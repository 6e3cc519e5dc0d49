//! `gamerec syntax`: prints the syntax tree of one file and its syntax errors.

use super::args::SyntaxOptions;
use super::document::load;
use super::inputs::Input;
use super::{human, report_problem, ExitCode};
use crate::ide::rules::Rules;
use std::io::{self, Write};

pub fn run(options: &SyntaxOptions) -> ExitCode {
    let input = if options.path == "-" {
        Input::Stdin
    } else {
        Input::File(options.path.clone().into())
    };
    let document = match load(&input, options.forced_format, Rules::default(), None) {
        Ok(document) => document,
        Err(error) => {
            report_problem(&input.display_name(), &error.to_string());
            return ExitCode::Trouble;
        }
    };
    // Encoding problems are not part of the tree; they go to standard error.
    if let Some(diagnostic) = &document.decoded.diagnostic {
        let mut text = String::new();
        human::render_file(
            &mut text,
            &document.name,
            document.text(),
            &document.line_index,
            std::slice::from_ref(diagnostic),
            false,
        );
        eprint!("{text}");
    }
    let mut out = io::stdout().lock();
    if let Err(error) = out
        .write_all(document.parse.debug_dump().as_bytes())
        .and_then(|()| out.flush())
    {
        if error.kind() != io::ErrorKind::BrokenPipe {
            report_problem("<stdout>", &format!("cannot write: {error}"));
        }
        return ExitCode::Trouble;
    }
    if document.parse.errors().is_empty() {
        ExitCode::Clean
    } else {
        ExitCode::Errors
    }
}
