//! The PBN lexer: splits text into tokens without losing a byte.
