//! The game of Go for the features that show a game: a board with captures, a position with
//! the counts around it (captures, move number, whose turn), player coordinates, and the
//! replay of an SGF line of play onto a position.

mod board;
mod coordinates;
mod position;
pub mod sgf;

pub use board::{Board, Colour};
pub use coordinates::{is_star_point, player_column, player_coordinate};
pub use position::Position;
