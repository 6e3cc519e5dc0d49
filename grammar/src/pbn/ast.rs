//! Typed views over PBN syntax trees.
