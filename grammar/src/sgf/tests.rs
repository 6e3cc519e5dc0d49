//! Tests of SGF parsing: the tree of each input under `grammar/test_data/parser/sgf`, one per
//! feature or mistake (see `crate::parser_data`).

use crate::Format;

/// The inputs in `grammar/test_data/parser/sgf` parse to their `.rast` trees.
#[test]
fn inputs_parse_to_their_expected_trees() {
    crate::parser_data::check_folder(Format::Sgf);
}
