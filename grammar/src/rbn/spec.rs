//! What the RBN documents say, as tables that diagnostics, hover, completion and the formatter read.
