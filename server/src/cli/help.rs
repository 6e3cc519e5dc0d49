//! The texts of `--help` and `--version`.

use super::args::Topic;

pub fn version() -> String {
    format!("gamerec {}\n", env!("CARGO_PKG_VERSION"))
}

pub fn help(topic: Option<Topic>) -> &'static str {
    match topic {
        None => MAIN,
        Some(Topic::Check) => CHECK,
        Some(Topic::Fmt) => FMT,
        Some(Topic::Convert) => CONVERT,
        Some(Topic::Syntax) => SYNTAX,
        Some(Topic::Lsp) => LSP,
    }
}

const MAIN: &str = "\
gamerec: checks game-record files: RBN and RBX, PBN and LIN (bridge), SGF (Go), Preferans and Pinochle PPN

Usage: gamerec <COMMAND> [OPTIONS] [ARGS]

Commands:
  check   Report problems in files and directories
  fmt     Format files in place
  convert Write bridge files in another bridge format
  syntax  Print the syntax tree of one file
  lsp     Run the language server (for editors)
  help    Print the help of a command

Options:
  -h, --help     Print this help
  -V, --version  Print the version

See `gamerec help <COMMAND>` for a command's options.
";

const CHECK: &str = "\
Report problems in files and directories

Usage: gamerec check [OPTIONS] <PATH>...

Files named on the command line are checked whatever their name; directories are searched
recursively for files ending in .rbn, .rbx, .pbn, .sgf, .ppn or .lin (any case), and other files
there are skipped (the summary counts them); `-` reads standard input. The format comes from the
extension, else from the content; the content of a .ppn file tells Preferans from Pinochle PPN.

Options:
      --format <FORMAT>  Output: human (default), json, github (GitHub Actions annotations)
                         or sarif (SARIF 2.1.0, for code scanning)
      --statistics       Instead of each problem, print one line per code with its count,
                         most frequent first (with human or json output)
      --max-findings <N> Report at most N problems of each file, errors first, and say how
                         many more there are (default 20000; `all` reports every one);
                         the counts and the exit status count them all
      --as <FORMAT>      Read every input as rbn, rbx, pbn, sgf, preferans, pinochle or lin
      --color <WHEN>     Colour human output: auto (default), always or never
  -h, --help             Print this help

Exit status: 0 no errors (warnings allowed), 1 errors found, 2 a path could not be read or
its format could not be told, nothing was found to check, or the command line was wrong.
See docs/cli.md for each output format.
";

const CONVERT: &str = "\
Write bridge files in another bridge format

Usage: gamerec convert --to <FORMAT> [OPTIONS] <PATH>...

Reads each bridge file, board by board, and writes it as FORMAT beside it (the same name with
the new extension) or into the folder of -o. What the new format cannot hold is reported board
by board on standard error, never dropped silently. Directories are searched recursively; `-`
converts standard input to standard output. Files with syntax errors are not converted. RBN,
RBX, PBN and LIN files are converted, each to any of the four.

Options:
      --to <FORMAT>      The format to write: rbn, rbx, pbn or lin
  -o, --out-dir <DIR>    Write the new files into DIR
      --as <FORMAT>      Read every input as rbn, rbx, pbn, sgf, preferans, pinochle or lin
  -h, --help             Print this help

Exit status: 0 converted (what the new format cannot hold is reported), 2 a file could not be
read, converted or written, or the command line was wrong.
";

const FMT: &str = "\
Format files in place

Usage: gamerec fmt [OPTIONS] <PATH>...

Rewrites each file in its format's canonical layout, in the encoding and with the line
endings it came with. Records with syntax errors are left exactly as they are. Directories are
searched recursively for .rbn, .rbx, .pbn, .sgf, .ppn and .lin files; `-` formats standard input
to standard output. A file that cannot be read back and written in its own encoding without
change is reported and left alone. Options come from the nearest gamerec.toml (`[format]`).

Options:
      --check        Change nothing; list the files that would change
      --diff         Change nothing; print a unified diff of the changes
      --as <FORMAT>  Read every input as rbn, rbx, pbn, sgf, preferans, pinochle or lin
  -h, --help         Print this help

Exit status: 0 done (or nothing to change), 1 with --check or --diff: some file would change,
2 a file was left alone (unreadable, undecodable, unknown format) or the command line was wrong.
";

const SYNTAX: &str = "\
Print the syntax tree of one file

Usage: gamerec syntax [OPTIONS] <FILE>

Prints the tree (`KIND@start..end` for nodes, tokens with their text; byte offsets into the
decoded text), then one line per syntax error. `-` reads standard input.

Options:
      --as <FORMAT>  Read the file as rbn, rbx, pbn, sgf, preferans or pinochle
  -h, --help         Print this help

Exit status: 0 no syntax errors, 1 syntax errors found, 2 the file could not be read or its
format could not be told, or the command line was wrong.
";

const LSP: &str = "\
Run the language server (for editors)

Usage: gamerec lsp [--stdio] [--log-level LEVEL]

Speaks the Language Server Protocol over standard input and output; `--stdio` is accepted
and changes nothing. Editors start this command themselves: see docs/editors.md.

Options:
      --stdio              Use standard input and output (the default and only transport)
      --log-level LEVEL    Log error|warn|info|debug|trace and above to standard error, and
                           info and above to the editor too (default: $GAMEREC_LOG, else warn)
  -h, --help               Print this help

Settings come from the editor's `gamerec` section and the workspace's gamerec.toml: see
docs/configuration.md.

Exit status: 0 after the client's `shutdown` and `exit`, 1 when the client exits or closes
standard input without `shutdown`, 2 if the command line was wrong.
";

#[cfg(test)]
mod tests {
    use super::*;
    use gamerec_grammar::Format;

    /// The help texts are written out; this holds them to the formats there are.
    #[test]
    fn the_help_names_every_format() {
        let extension = |format: Format| format!(".{}", format.extension());
        let or = Format::listed("or", extension);
        let and = Format::listed("and", extension);
        let names = Format::listed("or", |format| format.name().to_owned());
        assert!(CHECK.contains(&or), "check's help does not say {or}");
        assert!(FMT.contains(&and), "fmt's help does not say {and}");
        for text in [CHECK, FMT] {
            assert!(
                text.contains(&format!("as {names}")),
                "--as does not list {names}"
            );
        }
    }
}
