//! What the SGF documents say, as tables that diagnostics, hover, completion and the formatter read.
