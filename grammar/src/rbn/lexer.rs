//! The RBN lexer: splits text into tokens without losing a byte.
