//! Typed views over SGF syntax trees.
