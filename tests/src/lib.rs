//! Helpers shared by the end-to-end tests: finding the built binary and the shared corpus.
