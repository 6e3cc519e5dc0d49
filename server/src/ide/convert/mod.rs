//! Conversion between the bridge formats: a document read into [`record::BoardRecord`]s from
//! each board's game model, written in another format, with what the target cannot hold
//! reported board by board. So far LIN and PBN documents are read, and PBN and LIN written.

mod from_lin;
mod from_pbn;
pub(crate) mod record;
#[cfg(test)]
mod tests;
mod to_lin;
mod to_pbn;

use gamerec_grammar::{Format, Parse};
use record::BoardRecord;

/// A format a document can be converted to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Target {
    Pbn,
    Lin,
}

impl Target {
    /// The target a format's name (`pbn`, `lin`) names.
    pub fn named(name: &str) -> Option<Target> {
        match name {
            "pbn" => Some(Target::Pbn),
            "lin" => Some(Target::Lin),
            _ => None,
        }
    }

    /// The file extension of the target.
    pub fn extension(self) -> &'static str {
        match self {
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
    /// Converting from this format is not done yet.
    Source(Format),
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Refusal::Source(format) => write!(
                f,
                "gamerec converts LIN and PBN files so far; converting from {} is still to come",
                format.name().to_ascii_uppercase()
            ),
        }
    }
}

/// Each board written by `write_board` after `out`, a blank line before each, with the losses
/// in board order. Boards are written apart from one another, so a long match is written on
/// every core.
fn write_boards(
    boards: &[BoardRecord],
    out: &mut String,
    losses: &mut Vec<Loss>,
    write_board: impl Fn(&BoardRecord, &mut String, &mut Vec<Loss>) + Sync,
) {
    /// Fewer boards than this on a thread cost more in starting it than they save.
    const MIN_BOARDS_PER_THREAD: usize = 256;
    let size = boards
        .len()
        .div_ceil(crate::ide::check::cores())
        .max(MIN_BOARDS_PER_THREAD);
    let parts: Vec<&[BoardRecord]> = boards.chunks(size).collect();
    let written = crate::ide::check::parallel::on_threads(&parts, |part| {
        let mut text = String::new();
        let mut lost = Vec::new();
        for board in part.iter() {
            text.push('\n');
            write_board(board, &mut text, &mut lost);
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
        Target::Pbn => to_pbn::write(&boards, &mut losses),
        Target::Lin => to_lin::write(&boards, &mut losses),
    };
    Ok(Converted {
        text,
        boards: boards.len(),
        losses,
    })
}
