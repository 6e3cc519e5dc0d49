//! The codes of the SGF checks, with the SGFC message each one corresponds to.

/// A property identifier with lower-case letters in an `FF[4]` file. SGFC 16.
pub const LOWERCASE_IDENTIFIER: &str = "sgf/lowercase-identifier";
/// An identifier of more than two upper-case letters. SGFC 31.
pub const LONG_IDENTIFIER: &str = "sgf/long-identifier";
/// A property no SGF version defines (for this game). SGFC 35.
pub const UNKNOWN_PROPERTY: &str = "sgf/unknown-property";
/// A property the file's `FF` version does not define. SGFC 40.
pub const NOT_IN_VERSION: &str = "sgf/not-in-version";
/// An `FF[1]`-`FF[3]` property that `FF[4]` replaced (`L`, `M`, `KI`, ...). SGFC 40 and 59.
pub const OBSOLETE_PROPERTY: &str = "sgf/obsolete-property";
/// The same property twice in one node. SGFC 28.
pub const REPEATED_PROPERTY: &str = "sgf/repeated-property";
/// More than one value for a property that takes one. SGFC 13.
pub const TOO_MANY_VALUES: &str = "sgf/too-many-values";
/// `[]` for a property whose values may not be empty. SGFC 17.
pub const EMPTY_VALUE: &str = "sgf/empty-value";
/// `B[]` or `W[]`, FF[4]'s pass, in a game tree of an older version. SGFC 65.
pub const PASS_IN_OLD_FORMAT: &str = "sgf/pass-in-old-format";
/// A value that is not of the property's value type. SGFC 14.
pub const BAD_VALUE: &str = "sgf/bad-value";
/// A simple value where the property takes `a:b`. SGFC 23.
pub const NOT_COMPOSED: &str = "sgf/not-composed";
/// A root property in a node other than the root. SGFC 32.
pub const ROOT_PROPERTY_OUTSIDE_ROOT: &str = "sgf/root-property-outside-root";
/// `B` or `W` in the root node. SGFC 24.
pub const MOVE_IN_ROOT: &str = "sgf/move-in-root";
/// Setup and move properties in one node. SGFC 30.
pub const SETUP_AND_MOVE: &str = "sgf/setup-and-move";
/// `B` and `W` in one node. SGFC 37.
pub const TWO_MOVES: &str = "sgf/two-moves";
/// A move annotation (`TE`, `BM`, `DO`, `IT`) in a node without a move. SGFC 43.
pub const ANNOTATION_WITHOUT_MOVE: &str = "sgf/annotation-without-move";
/// Two annotations of one node that exclude each other (`GB` and `GW`). SGFC 41.
pub const CONTRADICTING_ANNOTATIONS: &str = "sgf/contradicting-annotations";

/// `SZ[19:19]`: a square board in the rectangular form. SGFC 47.
pub const SQUARE_AS_RECTANGLE: &str = "sgf/square-as-rectangle";
/// A board size out of range, or rectangular before FF[4]. SGFC 50.
pub const BOARD_SIZE: &str = "sgf/board-size";
/// A point beyond the board's columns or rows.
pub const POINT_OUTSIDE_BOARD: &str = "sgf/point-outside-board";
/// A one-point rectangle, or one written corners reversed, in a compressed point list.
pub const BAD_RECTANGLE: &str = "sgf/bad-rectangle";
/// The same point twice in a node's setup or markup properties. SGFC 38.
pub const DUPLICATE_POINT: &str = "sgf/duplicate-point";
/// `B[tt]` on a board larger than 19x19, where `tt` is a point, not a pass.
pub const TT_NOT_A_PASS: &str = "sgf/tt-not-a-pass";
/// A game other than Go: only the general checks apply. SGFC 19.
pub const NOT_GO: &str = "sgf/not-go";

/// Game-info properties in two nodes of one path. SGFC 44.
pub const GAME_INFO_TWICE_ON_PATH: &str = "sgf/game-info-twice-on-path";
/// A `DT` or `RE` value not in the form FF[4] gives. SGFC 33.
pub const GAME_INFO_FORM: &str = "sgf/game-info-form";
/// A number outside the range its property allows.
pub const VALUE_OUT_OF_RANGE: &str = "sgf/value-out-of-range";
/// Game trees of different FF versions in one file. SGFC 45.
pub const MIXED_VERSIONS: &str = "sgf/mixed-versions";
/// Game trees of different games in one file. SGFC 53.
pub const MIXED_GAMES: &str = "sgf/mixed-games";

/// A move on a point where a stone stands. SGFC 58.
pub const OCCUPIED_POINT: &str = "sgf/occupied-point";
/// A move that leaves its own stones without liberties and captures nothing.
pub const SUICIDE: &str = "sgf/suicide";
/// An immediate ko recapture in a node without `KO`.
pub const KO_RECAPTURE: &str = "sgf/ko-recapture";
/// Two moves in a row by one colour. SGFC 63.
pub const SAME_COLOUR_TWICE: &str = "sgf/same-colour-twice";
/// `AB`, `AW` or `AE` that changes nothing on the board. SGFC 39.
pub const SETUP_WITHOUT_EFFECT: &str = "sgf/setup-without-effect";
/// `HA` different from the black stones set up in the root. SGFC 61.
pub const HANDICAP_MISMATCH: &str = "sgf/handicap-mismatch";

/// Text before the first game tree that looks like SGF data (`[aa]`). SGFC 6.
pub const DATA_BEFORE_TREE: &str = "sgf/data-before-tree";
/// A NUL character in a value. SGFC 22.
pub const NUL_CHARACTER: &str = "sgf/nul-character";
/// An empty value `[]` followed by other values in a list that may be empty. SGFC 52.
pub const EMPTY_LIST_WITH_VALUES: &str = "sgf/empty-list-with-values";

/// Every code of the SGF checks, with the number of the SGFC message for the same problem.
pub const ALL: &[(&str, Option<u16>)] = &[
    (LOWERCASE_IDENTIFIER, Some(16)),
    (LONG_IDENTIFIER, Some(31)),
    (UNKNOWN_PROPERTY, Some(35)),
    (NOT_IN_VERSION, Some(40)),
    (OBSOLETE_PROPERTY, Some(40)),
    (REPEATED_PROPERTY, Some(28)),
    (TOO_MANY_VALUES, Some(13)),
    (EMPTY_VALUE, Some(17)),
    (PASS_IN_OLD_FORMAT, Some(65)),
    (BAD_VALUE, Some(14)),
    (NOT_COMPOSED, Some(23)),
    (ROOT_PROPERTY_OUTSIDE_ROOT, Some(32)),
    (MOVE_IN_ROOT, Some(24)),
    (SETUP_AND_MOVE, Some(30)),
    (TWO_MOVES, Some(37)),
    (ANNOTATION_WITHOUT_MOVE, Some(43)),
    (CONTRADICTING_ANNOTATIONS, Some(41)),
    (SQUARE_AS_RECTANGLE, Some(47)),
    (BOARD_SIZE, Some(50)),
    (POINT_OUTSIDE_BOARD, None),
    (BAD_RECTANGLE, None),
    (DUPLICATE_POINT, Some(38)),
    (TT_NOT_A_PASS, None),
    (NOT_GO, Some(19)),
    (GAME_INFO_TWICE_ON_PATH, Some(44)),
    (GAME_INFO_FORM, Some(33)),
    (VALUE_OUT_OF_RANGE, None),
    (MIXED_VERSIONS, Some(45)),
    (MIXED_GAMES, Some(53)),
    (OCCUPIED_POINT, Some(58)),
    (SUICIDE, None),
    (KO_RECAPTURE, None),
    (SAME_COLOUR_TWICE, Some(63)),
    (SETUP_WITHOUT_EFFECT, Some(39)),
    (HANDICAP_MISMATCH, Some(61)),
    (DATA_BEFORE_TREE, Some(6)),
    (NUL_CHARACTER, Some(22)),
    (EMPTY_LIST_WITH_VALUES, Some(52)),
];
