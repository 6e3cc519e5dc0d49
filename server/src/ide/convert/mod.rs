//! Conversion between the bridge formats: a document read into [`record::BoardRecord`]s from
//! each board's game model, written in another format, with what the target cannot hold
//! reported board by board. RBN, RBX, PBN and LIN documents are read and written.

mod from_lin;
mod from_pbn;
mod from_rbn;
pub(crate) mod record;
#[cfg(test)]
mod tests;
mod to_lin;
mod to_pbn;
mod to_rbn;

use gamerec_grammar::{Format, Parse};
use record::BoardRecord;

/// A format a document can be converted to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Target {
    Rbn,
    Rbx,
    Pbn,
    Lin,
}

impl Target {
    pub const ALL: [Target; 4] = [Target::Rbn, Target::Rbx, Target::Pbn, Target::Lin];

    /// The target a format's name (`rbn`, `rbx`, `pbn`, `lin`) names.
    pub fn named(name: &str) -> Option<Target> {
        match name {
            "rbn" => Some(Target::Rbn),
            "rbx" => Some(Target::Rbx),
            "pbn" => Some(Target::Pbn),
            "lin" => Some(Target::Lin),
            _ => None,
        }
    }

    /// The format the target writes.
    pub fn format(self) -> Format {
        match self {
            Target::Rbn => Format::Rbn,
            Target::Rbx => Format::Rbx,
            Target::Pbn => Format::Pbn,
            Target::Lin => Format::Lin,
        }
    }

    /// The file extension of the target.
    pub fn extension(self) -> &'static str {
        match self {
            Target::Rbn => "rbn",
            Target::Rbx => "rbx",
            Target::Pbn => "pbn",
            Target::Lin => "lin",
        }
    }
}

/// Something of a board the target format cannot hold, or holds otherwise.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Loss {
    /// The board, as the source names it: "board 12, closed room".
    pub board: String,
    pub what: String,
}

impl Loss {
    pub(crate) fn new(board: &BoardRecord, what: String) -> Loss {
        Loss {
            board: board.name.clone(),
            what,
        }
    }

    /// The cards after a play stopped replaying, which no format can place, when there are any.
    pub(crate) fn unplaced(board: &BoardRecord) -> Option<Loss> {
        let count = board.plays_unplaced;
        let (plural, verb) = if count == 1 { ("", "is") } else { ("s", "are") };
        (count > 0).then(|| {
            Loss::new(
                board,
                format!(
                    "{count} card{plural} after the play stopped replaying {verb} left out: \
                     whose they are is not known"
                ),
            )
        })
    }
}

/// A converted document.
#[derive(Debug)]
pub struct Converted {
    pub text: String,
    pub boards: usize,
    pub losses: Vec<Loss>,
}

/// Why a document cannot be converted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// The format is not a bridge format.
    Source(Format),
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Refusal::Source(format) => write!(
                f,
                "gamerec converts bridge files (RBN, RBX, PBN and LIN); {} is not a bridge format",
                format.name().to_ascii_uppercase()
            ),
        }
    }
}

/// Each board written by `write_board` after `out`, a line end before each, with the losses
/// in board order; `write_board` is given the board before it too. Boards are written apart
/// from one another, so a long match is written on every core.
fn write_boards(
    boards: &[BoardRecord],
    out: &mut String,
    losses: &mut Vec<Loss>,
    write_board: impl Fn(Option<&BoardRecord>, &BoardRecord, &mut String, &mut Vec<Loss>) + Sync,
) {
    /// Fewer boards than this on a thread cost more in starting it than they save.
    const MIN_BOARDS_PER_THREAD: usize = 256;
    let size = boards
        .len()
        .div_ceil(crate::ide::check::cores())
        .max(MIN_BOARDS_PER_THREAD);
    let starts: Vec<usize> = (0..boards.len()).step_by(size.max(1)).collect();
    let written = crate::ide::check::parallel::on_threads(&starts, |&start| {
        let mut text = String::new();
        let mut lost = Vec::new();
        let end = boards.len().min(start + size);
        for index in start..end {
            let previous = index.checked_sub(1).and_then(|before| boards.get(before));
            if let Some(board) = boards.get(index) {
                text.push('\n');
                write_board(previous, board, &mut text, &mut lost);
            }
        }
        (text, lost)
    });
    for (text, lost) in written {
        out.push_str(&text);
        losses.extend(lost);
    }
}

/// `parse` written as `target`.
pub fn convert(parse: &Parse, target: Target) -> Result<Converted, Refusal> {
    let boards = match parse.format() {
        Format::Lin => from_lin::boards(parse),
        Format::Pbn => from_pbn::boards(parse),
        Format::Rbn | Format::Rbx => from_rbn::boards(parse),
        other => return Err(Refusal::Source(other)),
    };
    let mut losses: Vec<Loss> = boards
        .iter()
        .flat_map(|board| {
            let not_read = board.not_read.iter();
            not_read.map(move |what| Loss::new(board, what.clone()))
        })
        .collect();
    let text = match target {
        Target::Rbn => to_rbn::write(&boards, &mut losses, to_rbn::Layout::Rbn),
        Target::Rbx => to_rbn::write(&boards, &mut losses, to_rbn::Layout::Rbx),
        Target::Pbn => to_pbn::write(&boards, &mut losses),
        Target::Lin => to_lin::write(&boards, &mut losses),
    };
    Ok(Converted {
        text,
        boards: boards.len(),
        losses,
    })
}
