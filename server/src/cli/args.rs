//! Command-line arguments: which command to run and with which options.

use crate::logging;
use gamerec_grammar::Format;
use std::ffi::{OsStr, OsString};

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    /// Print the help of the program (`None`) or of one command.
    Help(Option<Topic>),
    Version,
    Check(CheckOptions),
    Fmt(FmtOptions),
    Convert(ConvertOptions),
    Syntax(SyntaxOptions),
    /// Run the language server over standard input and output.
    Lsp(LspOptions),
}

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LspOptions {
    /// `--log-level`; `None` leaves it to `GAMEREC_LOG` or the default.
    pub log_level: Option<logging::Level>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Topic {
    Check,
    Fmt,
    Convert,
    Syntax,
    Lsp,
}

impl Topic {
    pub fn name(self) -> &'static str {
        match self {
            Topic::Check => "check",
            Topic::Fmt => "fmt",
            Topic::Convert => "convert",
            Topic::Syntax => "syntax",
            Topic::Lsp => "lsp",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckOptions {
    pub output: OutputFormat,
    /// `--statistics`: one line per code and severity with its count, instead of the reports.
    pub statistics: bool,
    /// `--max-findings`: how many findings of one file are reported at most (errors first);
    /// `None` reports every one.
    pub max_findings: Option<usize>,
    pub forced_format: Option<Format>,
    pub color: ColorChoice,
    /// Files and directories to check; `-` is standard input.
    pub paths: Vec<OsString>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct FmtOptions {
    /// `--check`: list the files that would change, change nothing.
    pub check: bool,
    /// `--diff`: print how the files would change, change nothing.
    pub diff: bool,
    pub forced_format: Option<Format>,
    /// Files and directories to format; `-` is standard input (formatted to standard output).
    pub paths: Vec<OsString>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConvertOptions {
    pub target: crate::ide::convert::Target,
    /// `-o`: the folder to write into; else each file is written beside its source.
    pub out_dir: Option<OsString>,
    pub forced_format: Option<Format>,
    /// Files and directories to convert; `-` converts standard input to standard output.
    pub paths: Vec<OsString>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SyntaxOptions {
    pub forced_format: Option<Format>,
    /// The file to show; `-` is standard input.
    pub path: OsString,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OutputFormat {
    Human,
    Json,
    /// GitHub Actions workflow commands (`::error file=...::message`).
    Github,
    /// SARIF 2.1.0.
    Sarif,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ColorChoice {
    /// Colour when standard output is a terminal and `NO_COLOR` is not set.
    Auto,
    Always,
    Never,
}

/// A usage mistake, with the message to print and the help topic that explains the command.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UsageError {
    pub message: String,
    pub topic: Option<Topic>,
}

pub fn parse_args(args: &[OsString]) -> Result<Command, UsageError> {
    let Some((first, rest)) = args.split_first() else {
        return Err(usage(None, "no command given"));
    };
    match first.to_str() {
        Some("-h" | "--help") => Ok(Command::Help(None)),
        Some("-V" | "--version") => Ok(Command::Version),
        Some("help") => parse_help(rest),
        Some("check") => parse_check(rest),
        Some("fmt") => parse_fmt(rest),
        Some("convert") => parse_convert(rest),
        Some("syntax") => parse_syntax(rest),
        Some("lsp") => parse_lsp(rest),
        _ if starts_with_dash(first) => Err(usage(
            None,
            format!("unknown option `{}`", first.to_string_lossy()),
        )),
        _ => Err(usage(
            None,
            format!("unknown command `{}`", first.to_string_lossy()),
        )),
    }
}

fn parse_help(rest: &[OsString]) -> Result<Command, UsageError> {
    match rest {
        [] => Ok(Command::Help(None)),
        [topic] => match topic.to_str() {
            Some("check") => Ok(Command::Help(Some(Topic::Check))),
            Some("fmt") => Ok(Command::Help(Some(Topic::Fmt))),
            Some("convert") => Ok(Command::Help(Some(Topic::Convert))),
            Some("syntax") => Ok(Command::Help(Some(Topic::Syntax))),
            Some("lsp") => Ok(Command::Help(Some(Topic::Lsp))),
            _ => Err(usage(
                None,
                format!("no help for `{}`: unknown command", topic.to_string_lossy()),
            )),
        },
        _ => Err(usage(None, "`help` takes at most one command name")),
    }
}

/// How many findings of one file `gamerec check` reports unless `--max-findings` says.
pub const DEFAULT_MAX_FINDINGS: usize = 20_000;

fn parse_check(rest: &[OsString]) -> Result<Command, UsageError> {
    let topic = Some(Topic::Check);
    let mut options = CheckOptions {
        output: OutputFormat::Human,
        statistics: false,
        max_findings: Some(DEFAULT_MAX_FINDINGS),
        forced_format: None,
        color: ColorChoice::Auto,
        paths: Vec::new(),
    };
    let mut words = Words::new(rest);
    while let Some(word) = words.next(topic)? {
        match word {
            Word::Flag("-h" | "--help") => {
                words.reject_value(topic)?;
                return Ok(Command::Help(topic));
            }
            Word::Flag("--format") => {
                options.output = match words.value("--format", topic)?.as_str() {
                    "human" => OutputFormat::Human,
                    "json" => OutputFormat::Json,
                    "github" => OutputFormat::Github,
                    "sarif" => OutputFormat::Sarif,
                    other => {
                        return Err(bad_value(
                            "--format",
                            other,
                            "human|json|github|sarif",
                            topic,
                        ))
                    }
                }
            }
            Word::Flag("--statistics") => {
                words.reject_value(topic)?;
                options.statistics = true;
            }
            Word::Flag("--max-findings") => {
                let value = words.value("--max-findings", topic)?;
                options.max_findings = match value.as_str() {
                    "all" => None,
                    count => Some(count.parse().map_err(|_| {
                        bad_value("--max-findings", count, "a number or all", topic)
                    })?),
                };
            }
            Word::Flag("--as") => options.forced_format = Some(format_value(&mut words, topic)?),
            Word::Flag("--color") => {
                options.color = match words.value("--color", topic)?.as_str() {
                    "auto" => ColorChoice::Auto,
                    "always" => ColorChoice::Always,
                    "never" => ColorChoice::Never,
                    other => return Err(bad_value("--color", other, "auto|always|never", topic)),
                }
            }
            Word::Flag(flag) => return Err(unknown_option(flag, topic)),
            Word::Operand(path) => options.paths.push(path.clone()),
        }
    }
    if options.paths.is_empty() {
        return Err(usage(
            topic,
            "`check` needs at least one PATH (`-` reads standard input)",
        ));
    }
    if options.statistics && matches!(options.output, OutputFormat::Github | OutputFormat::Sarif) {
        return Err(usage(
            topic,
            "`--statistics` works with `--format human` or `--format json` only",
        ));
    }
    Ok(Command::Check(options))
}

fn parse_fmt(rest: &[OsString]) -> Result<Command, UsageError> {
    let topic = Some(Topic::Fmt);
    let mut options = FmtOptions::default();
    let mut words = Words::new(rest);
    while let Some(word) = words.next(topic)? {
        match word {
            Word::Flag("-h" | "--help") => {
                words.reject_value(topic)?;
                return Ok(Command::Help(topic));
            }
            Word::Flag("--check") => {
                words.reject_value(topic)?;
                options.check = true;
            }
            Word::Flag("--diff") => {
                words.reject_value(topic)?;
                options.diff = true;
            }
            Word::Flag("--as") => options.forced_format = Some(format_value(&mut words, topic)?),
            Word::Flag(flag) => return Err(unknown_option(flag, topic)),
            Word::Operand(path) => options.paths.push(path.clone()),
        }
    }
    if options.paths.is_empty() {
        return Err(usage(
            topic,
            "`fmt` needs at least one PATH (`-` formats standard input to standard output)",
        ));
    }
    Ok(Command::Fmt(options))
}

fn parse_convert(rest: &[OsString]) -> Result<Command, UsageError> {
    let topic = Some(Topic::Convert);
    let mut target = None;
    let mut out_dir = None;
    let mut forced_format = None;
    let mut paths = Vec::new();
    let mut words = Words::new(rest);
    while let Some(word) = words.next(topic)? {
        match word {
            Word::Flag("-h" | "--help") => {
                words.reject_value(topic)?;
                return Ok(Command::Help(topic));
            }
            Word::Flag("--to") => {
                let value = words.value("--to", topic)?;
                match crate::ide::convert::Target::named(&value) {
                    Some(named) => target = Some(named),
                    None => return Err(bad_value("--to", &value, "rbn|rbx|pbn|lin", topic)),
                }
            }
            Word::Flag("-o" | "--out-dir") => {
                out_dir = Some(OsString::from(words.value("-o", topic)?));
            }
            Word::Flag("--as") => forced_format = Some(format_value(&mut words, topic)?),
            Word::Flag(flag) => return Err(unknown_option(flag, topic)),
            Word::Operand(path) => paths.push(path.clone()),
        }
    }
    let Some(target) = target else {
        return Err(usage(
            topic,
            "`convert` needs `--to` with rbn, rbx, pbn or lin",
        ));
    };
    if paths.is_empty() {
        return Err(usage(
            topic,
            "`convert` needs at least one PATH (`-` converts standard input to standard output)",
        ));
    }
    Ok(Command::Convert(ConvertOptions {
        target,
        out_dir,
        forced_format,
        paths,
    }))
}

fn parse_syntax(rest: &[OsString]) -> Result<Command, UsageError> {
    let topic = Some(Topic::Syntax);
    let mut forced_format = None;
    let mut paths = Vec::new();
    let mut words = Words::new(rest);
    while let Some(word) = words.next(topic)? {
        match word {
            Word::Flag("-h" | "--help") => {
                words.reject_value(topic)?;
                return Ok(Command::Help(topic));
            }
            Word::Flag("--as") => forced_format = Some(format_value(&mut words, topic)?),
            Word::Flag(flag) => return Err(unknown_option(flag, topic)),
            Word::Operand(path) => paths.push(path.clone()),
        }
    }
    match <[OsString; 1]>::try_from(paths) {
        Ok([path]) => Ok(Command::Syntax(SyntaxOptions {
            forced_format,
            path,
        })),
        Err(paths) if paths.is_empty() => Err(usage(
            topic,
            "`syntax` needs a FILE (`-` reads standard input)",
        )),
        Err(_) => Err(usage(topic, "`syntax` takes exactly one FILE")),
    }
}

fn parse_lsp(rest: &[OsString]) -> Result<Command, UsageError> {
    let topic = Some(Topic::Lsp);
    let mut options = LspOptions::default();
    let mut words = Words::new(rest);
    while let Some(word) = words.next(topic)? {
        match word {
            Word::Flag("-h" | "--help") => {
                words.reject_value(topic)?;
                return Ok(Command::Help(topic));
            }
            // Standard input and output are the only transport; editors often pass `--stdio`.
            Word::Flag("--stdio") => words.reject_value(topic)?,
            Word::Flag("--log-level") => {
                let value = words.value("--log-level", topic)?;
                match logging::Level::from_name(&value) {
                    Some(level) => options.log_level = Some(level),
                    None => {
                        return Err(bad_value(
                            "--log-level",
                            &value,
                            logging::Level::NAMES,
                            topic,
                        ))
                    }
                }
            }
            Word::Flag(flag) => return Err(unknown_option(flag, topic)),
            Word::Operand(operand) => {
                return Err(usage(
                    topic,
                    format!("unexpected argument `{}`", operand.to_string_lossy()),
                ))
            }
        }
    }
    Ok(Command::Lsp(options))
}

fn format_value(words: &mut Words<'_>, topic: Option<Topic>) -> Result<Format, UsageError> {
    let value = words.value("--as", topic)?;
    Format::from_name(&value)
        .ok_or_else(|| bad_value("--as", &value, &Format::alternatives(), topic))
}

enum Word<'a> {
    /// An option name, without any `=value` part.
    Flag(&'a str),
    Operand(&'a OsString),
}

/// Splits arguments into options and operands: `--name value`, `--name=value`, `--` ends the
/// options, and `-` alone is an operand (standard input).
struct Words<'a> {
    rest: std::slice::Iter<'a, OsString>,
    /// The value of the last `--name=value`, not yet taken.
    inline_value: Option<&'a str>,
    options_ended: bool,
}

impl<'a> Words<'a> {
    fn new(args: &'a [OsString]) -> Words<'a> {
        Words {
            rest: args.iter(),
            inline_value: None,
            options_ended: false,
        }
    }

    fn next(&mut self, topic: Option<Topic>) -> Result<Option<Word<'a>>, UsageError> {
        if let Some(value) = self.inline_value.take() {
            return Err(usage(topic, format!("unexpected value `{value}`")));
        }
        let Some(arg) = self.rest.next() else {
            return Ok(None);
        };
        if self.options_ended || !starts_with_dash(arg) || arg == "-" {
            return Ok(Some(Word::Operand(arg)));
        }
        let Some(text) = arg.to_str() else {
            return Err(usage(
                topic,
                format!("unknown option `{}`", arg.to_string_lossy()),
            ));
        };
        if text == "--" {
            self.options_ended = true;
            return self.next(topic);
        }
        match text.split_once('=') {
            Some((name, value)) if name.starts_with("--") => {
                self.inline_value = Some(value);
                Ok(Some(Word::Flag(name)))
            }
            _ => Ok(Some(Word::Flag(text))),
        }
    }

    /// Fails if the last option, which takes no value, was written `--name=value`.
    fn reject_value(&mut self, topic: Option<Topic>) -> Result<(), UsageError> {
        match self.inline_value.take() {
            Some(value) => Err(usage(topic, format!("unexpected value `{value}`"))),
            None => Ok(()),
        }
    }

    /// The value of option `name`: after `=` or in the next argument.
    fn value(&mut self, name: &str, topic: Option<Topic>) -> Result<String, UsageError> {
        if let Some(value) = self.inline_value.take() {
            return Ok(value.to_owned());
        }
        match self.rest.next() {
            Some(value) => Ok(value.to_string_lossy().into_owned()),
            None => Err(usage(topic, format!("`{name}` needs a value"))),
        }
    }
}

fn starts_with_dash(arg: &OsStr) -> bool {
    arg.as_encoded_bytes().first() == Some(&b'-')
}

fn usage(topic: Option<Topic>, message: impl Into<String>) -> UsageError {
    UsageError {
        message: message.into(),
        topic,
    }
}

fn unknown_option(flag: &str, topic: Option<Topic>) -> UsageError {
    usage(topic, format!("unknown option `{flag}`"))
}

fn bad_value(name: &str, value: &str, expected: &str, topic: Option<Topic>) -> UsageError {
    usage(
        topic,
        format!("expected `{name}` to be one of {expected}, found `{value}`"),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(args: &[&str]) -> Result<Command, String> {
        let args: Vec<OsString> = args.iter().map(OsString::from).collect();
        parse_args(&args).map_err(|error| error.message)
    }

    fn check(paths: &[&str]) -> CheckOptions {
        CheckOptions {
            output: OutputFormat::Human,
            statistics: false,
            max_findings: Some(DEFAULT_MAX_FINDINGS),
            forced_format: None,
            color: ColorChoice::Auto,
            paths: paths.iter().map(OsString::from).collect(),
        }
    }

    #[test]
    fn max_findings_is_a_count_or_all() {
        assert_eq!(
            parse(&["check", "--max-findings", "20", "a"]),
            Ok(Command::Check(CheckOptions {
                max_findings: Some(20),
                ..check(&["a"])
            }))
        );
        assert_eq!(
            parse(&["check", "--max-findings=all", "a"]),
            Ok(Command::Check(CheckOptions {
                max_findings: None,
                ..check(&["a"])
            }))
        );
        assert!(parse(&["check", "--max-findings=many", "a"])
            .is_err_and(|message| message.contains("--max-findings")));
    }

    #[test]
    fn check_options_in_both_spellings() {
        assert_eq!(
            parse(&[
                "check",
                "--format",
                "json",
                "a.sgf",
                "--as=pbn",
                "-",
                "--color=never"
            ]),
            Ok(Command::Check(CheckOptions {
                output: OutputFormat::Json,
                forced_format: Some(Format::Pbn),
                color: ColorChoice::Never,
                ..check(&["a.sgf", "-"])
            }))
        );
        assert_eq!(
            parse(&["check", "--", "--format"]),
            Ok(Command::Check(check(&["--format"])))
        );
    }

    #[test]
    fn check_formats_for_ci_and_statistics() {
        assert_eq!(
            parse(&["check", "--format=github", "a"]),
            Ok(Command::Check(CheckOptions {
                output: OutputFormat::Github,
                ..check(&["a"])
            }))
        );
        assert_eq!(
            parse(&["check", "a", "--format", "sarif"]),
            Ok(Command::Check(CheckOptions {
                output: OutputFormat::Sarif,
                ..check(&["a"])
            }))
        );
        assert_eq!(
            parse(&["check", "--statistics", "--format=json", "a"]),
            Ok(Command::Check(CheckOptions {
                output: OutputFormat::Json,
                statistics: true,
                ..check(&["a"])
            }))
        );
        assert_eq!(
            parse(&["check", "--statistics", "--format=sarif", "a"]),
            Err("`--statistics` works with `--format human` or `--format json` only".to_owned())
        );
        assert_eq!(
            parse(&["check", "--statistics=yes", "a"]),
            Err("unexpected value `yes`".to_owned())
        );
    }

    #[test]
    fn help_and_version() {
        assert_eq!(parse(&["--help"]), Ok(Command::Help(None)));
        assert_eq!(parse(&["-V"]), Ok(Command::Version));
        assert_eq!(
            parse(&["help", "check"]),
            Ok(Command::Help(Some(Topic::Check)))
        );
        assert_eq!(
            parse(&["check", "x", "--help"]),
            Ok(Command::Help(Some(Topic::Check)))
        );
        assert_eq!(
            parse(&["syntax", "-h"]),
            Ok(Command::Help(Some(Topic::Syntax)))
        );
    }

    #[test]
    fn syntax_takes_one_file() {
        assert_eq!(
            parse(&["syntax", "--as", "SGF", "-"]),
            Ok(Command::Syntax(SyntaxOptions {
                forced_format: Some(Format::Sgf),
                path: OsString::from("-"),
            }))
        );
        assert_eq!(
            parse(&["syntax", "a", "b"]),
            Err("`syntax` takes exactly one FILE".to_owned())
        );
    }

    #[test]
    fn lsp_accepts_stdio() {
        let lsp = |log_level| Ok(Command::Lsp(LspOptions { log_level }));
        assert_eq!(parse(&["lsp"]), lsp(None));
        assert_eq!(parse(&["lsp", "--stdio"]), lsp(None));
        assert_eq!(
            parse(&["lsp", "--log-level", "debug", "--stdio"]),
            lsp(Some(logging::Level::Debug))
        );
        assert_eq!(
            parse(&["lsp", "--log-level=loud"]),
            Err(
                "expected `--log-level` to be one of error|warn|info|debug|trace, found `loud`"
                    .to_owned()
            )
        );
        assert_eq!(parse(&["lsp", "-h"]), Ok(Command::Help(Some(Topic::Lsp))));
        assert_eq!(parse(&["help", "lsp"]), Ok(Command::Help(Some(Topic::Lsp))));
        assert_eq!(
            parse(&["lsp", "--tcp"]),
            Err("unknown option `--tcp`".to_owned())
        );
        assert_eq!(
            parse(&["lsp", "a.pbn"]),
            Err("unexpected argument `a.pbn`".to_owned())
        );
    }

    #[test]
    fn mistakes() {
        assert_eq!(parse(&[]), Err("no command given".to_owned()));
        assert_eq!(parse(&["lint"]), Err("unknown command `lint`".to_owned()));
        assert_eq!(
            parse(&["--verbose"]),
            Err("unknown option `--verbose`".to_owned())
        );
        assert_eq!(
            parse(&["check", "--fix", "a"]),
            Err("unknown option `--fix`".to_owned())
        );
        assert_eq!(
            parse(&["check", "--format=xml", "a"]),
            Err("expected `--format` to be one of human|json|github|sarif, found `xml`".to_owned())
        );
        assert_eq!(
            parse(&["check", "--as", "bbo", "a"]),
            Err(
                "expected `--as` to be one of rbn|rbx|pbn|sgf|preferans|pinochle|lin, found `bbo`"
                    .to_owned()
            )
        );
        assert_eq!(
            parse(&["check", "a", "--as"]),
            Err("`--as` needs a value".to_owned())
        );
        assert_eq!(
            parse(&["check", "--help=yes"]),
            Err("unexpected value `yes`".to_owned())
        );
        assert!(parse(&["check"]).is_err());
        assert!(parse(&["syntax"]).is_err());
    }
}
