//! Typed views over RBN syntax trees.
