//! What is known of LIN, Bridge Base Online's format, as tables: its commands and the shape of
//! their values. There is no published specification; the facts come from BBO's own files and
//! from the readers that others wrote. Where they leave a choice, the parser chooses:
//!
//! - **Pairs.** A file is `command|value|` pairs. Line breaks and spaces between pairs carry no
//!   meaning, and neither do line breaks at the end of a value (vugraph files break lines
//!   there). A command is two ASCII letters, in either case; a value runs to the next `|` and
//!   cannot hold one.
//! - **Boards.** A vugraph file opens with `vg`; its header runs through its first `pg` (or up
//!   to the first `qx` or `md`). After it, a board opens at a `pn`, `st`, `qx` or `md` once the
//!   board before has a deal, a call, a card or a claim: so a board's own
//!   `pn|...|qx|...|md|...` stays together, and a file without `qx` (BBO's hand records, a
//!   lesson's deals) still has a board per deal.
//! - **Values** are read by their command's [`Shape`]; a command this table does not know has
//!   its value kept as text.

/// How the value of a command is read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shape {
    /// `md`: the dealer's digit, then hands separated by commas.
    Deal,
    /// `mb`: a call and an optional `!`.
    Call,
    /// `pc`: a card.
    Card,
    /// `pn`: names separated by commas.
    Names,
    /// `sv`: one letter.
    Vulnerability,
    /// `qx`: `o` or `c`, a board number, and an optional label after a comma.
    RoomBoard,
    /// `rs`: results separated by commas.
    Results,
    /// `mc`: a number of tricks.
    Number,
    /// `vg`, `bn`: fields separated by commas.
    Fields,
    /// Anything else: text.
    Text,
}

/// The commands gamerec knows, with the shape of their value and what they mean.
pub const COMMANDS: [(&str, Shape, &str); 27] = [
    ("pn", Shape::Names, "the players' names, South, West, North, East (a vugraph header gives eight: the open room's four, then the closed room's)"),
    ("st", Shape::Text, "a small text, usually empty: starts a board in BBO's hand records"),
    ("md", Shape::Deal, "the deal: the dealer's digit (1 South, 2 West, 3 North, 4 East), then the hands from South clockwise; the fourth may be left empty"),
    ("rh", Shape::Text, "resets the heading, usually empty"),
    ("ah", Shape::Text, "the board's heading, such as `Board 12`"),
    ("sv", Shape::Vulnerability, "the vulnerability: `o` or `0` none, `n` North-South, `e` East-West, `b` both"),
    ("mb", Shape::Call, "a call: `p` pass, `d` double, `r` redouble, or a bid such as `1N`; `!` after it marks an alert"),
    ("an", Shape::Text, "the explanation of the call before it"),
    ("pc", Shape::Card, "a card played, as suit and rank: `SA`"),
    ("mc", Shape::Number, "a claim: the total tricks declarer takes"),
    ("pg", Shape::Text, "a pause: the viewer waits here; usually empty"),
    ("qx", Shape::RoomBoard, "the room and board: `o12` is board 12 in the open room, `c12` in the closed room"),
    ("nt", Shape::Text, "a note or chat line shown to the viewer"),
    ("at", Shape::Text, "text added to the commentary"),
    ("vg", Shape::Fields, "the vugraph match: event, segment, scoring, first and last board, then each team and its carry-over"),
    ("rs", Shape::Results, "the results of each board, open room then closed room: contract, declarer, doubling and tricks, such as `4HN+1`"),
    ("pw", Shape::Text, "the players' names as the vugraph shows them"),
    ("bn", Shape::Fields, "the board numbers of the match"),
    ("mp", Shape::Fields, "the scores of the match, board by board"),
    ("up", Shape::Text, "undoes plays (a lesson's step back)"),
    ("hc", Shape::Text, "highlights a card in a lesson"),
    ("lb", Shape::Text, "a label in a lesson"),
    ("sk", Shape::Text, "which seats a lesson shows"),
    ("cr", Shape::Text, "a colour's red part, in lessons"),
    ("cg", Shape::Text, "a colour's green part, in lessons"),
    ("cb", Shape::Text, "a colour's blue part, in lessons"),
    ("sa", Shape::Text, "the seats the viewer shows, in BBO's players' files"),
];

/// The shape of `command`'s value, by its name in either case; text for a command not known.
pub fn shape_of(command: &str) -> Shape {
    COMMANDS
        .iter()
        .find(|(name, _, _)| name.eq_ignore_ascii_case(command))
        .map_or(Shape::Text, |(_, shape, _)| *shape)
}

/// Whether `command` may open a board once the board before has a deal, a call or a card.
pub fn opens_board(command: &str) -> bool {
    ["pn", "st", "qx", "md"]
        .iter()
        .any(|name| name.eq_ignore_ascii_case(command))
}

/// Whether `command` gives a board a deal, a call or a card: after one, a board may open.
pub fn fills_board(command: &str) -> bool {
    ["md", "mb", "pc", "mc"]
        .iter()
        .any(|name| name.eq_ignore_ascii_case(command))
}
