//! Tests of PBN parsing: the tree of each input under `grammar/test_data/parser/pbn`, valid
//! and broken (see `crate::parser_data`).

use crate::Format;

/// The inputs in `grammar/test_data/parser/pbn` parse to their `.rast` trees.
#[test]
fn inputs_parse_to_their_expected_trees() {
    crate::parser_data::check_folder(Format::Pbn);
}
