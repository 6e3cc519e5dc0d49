//! The output formats of `check` behind one interface: what is written before the first
//! file, for each file, and after the last.

use super::args::{CheckOptions, OutputFormat};
use super::document::Document;
use super::{github, human, json, sarif, statistics};
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
    pub fn file(&mut self, out: &mut impl Write, document: &Document) -> io::Result<()> {
        let name = document.name.as_str();
        let index = &document.line_index;
        let diagnostics = document.diagnostics.as_slice();
        let rendered = match self {
            Report::Human { color } => {
                let mut text = String::new();
                human::render_file(&mut text, name, document.text(), index, diagnostics, *color);
                text
            }
            Report::Json { files } => {
                let separator = if *files > 0 { json::SEPARATOR } else { "" };
                *files += 1;
                let encoding = document.decoded.encoding_name();
                let file = json::file(name, document.format, encoding, index, diagnostics);
                format!("{separator}{file}")
            }
            Report::Github => github::file(name, index, diagnostics),
            Report::Sarif(log) => log.file(name, index, diagnostics),
            Report::Statistics { counts, .. } => {
                counts.add(diagnostics);
                String::new()
            }
        };
        out.write_all(rendered.as_bytes())
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
