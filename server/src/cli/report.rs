//! The output formats of `check` behind one interface: what is written before the first
//! file, for each file, and after the last.

use super::args::{CheckOptions, OutputFormat};
use super::document::Document;
use super::{github, human, json, sarif, statistics};
use crate::ide::check::LeftOut;
use std::io::{self, Write};

pub enum Report {
    Human {
        color: bool,
    },
    Json {
        /// Files written so far, to put separators between them.
        files: usize,
    },
    Github,
    Sarif(sarif::Log),
    Statistics {
        counts: statistics::Counts,
        json: bool,
    },
}

impl Report {
    pub fn new(options: &CheckOptions, color: bool) -> Report {
        if options.statistics {
            return Report::Statistics {
                counts: statistics::Counts::default(),
                json: options.output == OutputFormat::Json,
            };
        }
        match options.output {
            OutputFormat::Human => Report::Human { color },
            OutputFormat::Json => Report::Json { files: 0 },
            OutputFormat::Github => Report::Github,
            OutputFormat::Sarif => Report::Sarif(sarif::Log::default()),
        }
    }

    /// Writes what comes before the first file.
    pub fn start(&self, out: &mut impl Write) -> io::Result<()> {
        match self {
            Report::Json { .. } => out.write_all(json::OPEN.as_bytes()),
            Report::Sarif(_) => out.write_all(sarif::open().as_bytes()),
            Report::Human { .. } | Report::Github | Report::Statistics { .. } => Ok(()),
        }
    }

    /// Writes (or, for statistics, counts) the diagnostics of one file.
    /// Reports one file's diagnostics, and how many more were not shown with `max` at most
    /// shown; written as each is rendered, so that what is held stays one diagnostic's.
    pub fn file(
        &mut self,
        out: &mut impl Write,
        document: &Document,
        max: Option<usize>,
    ) -> io::Result<()> {
        let name = document.name.as_str();
        let index = &document.line_index;
        let diagnostics = document.diagnostics.as_slice();
        let left_out = &document.left_out;
        let not_shown = (!left_out.is_empty()).then(|| not_shown(left_out, max));
        match self {
            Report::Human { color } => {
                let mut text = String::new();
                for diagnostic in diagnostics {
                    text.clear();
                    human::render_diagnostic(
                        &mut text,
                        name,
                        document.text(),
                        index,
                        diagnostic,
                        *color,
                    );
                    out.write_all(text.as_bytes())?;
                }
                match not_shown {
                    Some(message) => writeln!(out, "{name}: {message}"),
                    None => Ok(()),
                }
            }
            Report::Json { files } => {
                if *files > 0 {
                    out.write_all(json::SEPARATOR.as_bytes())?;
                }
                *files += 1;
                let encoding = document.decoded.encoding_name();
                let file = json::File {
                    path: name,
                    format: document.format,
                    encoding,
                    encoding_source: document.decoded.source.name(),
                    not_shown: left_out.total(),
                };
                json::write_file(out, &file, index, diagnostics)
            }
            Report::Github => {
                out.write_all(github::file(name, index, diagnostics).as_bytes())?;
                match not_shown {
                    Some(message) => out.write_all(github::notice(name, &message).as_bytes()),
                    None => Ok(()),
                }
            }
            Report::Sarif(log) => {
                if let Some(message) = not_shown {
                    log.notify(Some(name), &message);
                }
                out.write_all(log.file(name, index, diagnostics).as_bytes())
            }
            Report::Statistics { counts, .. } => {
                counts.add(diagnostics);
                counts.add_left_out(left_out);
                Ok(())
            }
        }
    }

    /// Notes a problem that is not about a file's contents, such as a path that could not be
    /// read. It has been reported on standard error; SARIF keeps it in the log as well.
    pub fn problem(&mut self, path: Option<&str>, message: &str) {
        if let Report::Sarif(log) = self {
            log.notify(path, message);
        }
    }

    /// Writes what comes after the last file; `successful` is false when some input could
    /// not be checked.
    pub fn finish(&self, out: &mut impl Write, successful: bool) -> io::Result<()> {
        let text = match self {
            Report::Json { .. } => json::CLOSE.to_owned(),
            Report::Sarif(log) => log.close(successful),
            Report::Statistics { counts, json } => {
                if *json {
                    counts.json()
                } else {
                    counts.human()
                }
            }
            Report::Human { .. } | Report::Github => String::new(),
        };
        out.write_all(text.as_bytes())
    }
}

/// Says how many diagnostics of a file were not shown, the most frequent codes first.
fn not_shown(left_out: &LeftOut, max: Option<usize>) -> String {
    /// The codes named at most.
    const CODES: usize = 5;
    let total = left_out.total();
    let mut codes: Vec<(&str, usize)> = Vec::new();
    for (code, _, count) in left_out.iter() {
        match codes.iter_mut().find(|(seen, _)| *seen == code) {
            Some((_, seen)) => *seen += count,
            None => codes.push((code, count)),
        }
    }
    codes.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(b.0)));
    let mut named: Vec<String> = (codes.iter().take(CODES))
        .map(|(code, count)| format!("{count} {code}"))
        .collect();
    if codes.len() > CODES {
        named.push(format!("{} more codes", codes.len() - CODES));
    }
    let more = if total == 1 {
        "1 more problem".to_owned()
    } else {
        format!("{total} more problems")
    };
    let shown = match max {
        Some(max) => format!("at most {max} are reported for a file, errors first"),
        None => "the checks kept only so many".to_owned(),
    };
    format!(
        "{more} not shown ({}): {shown}; `--max-findings all` reports every one",
        named.join(", ")
    )
}
