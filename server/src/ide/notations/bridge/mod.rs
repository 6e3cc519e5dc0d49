//! What the bridge notations share: the rules of the game, the model their records are read
//! into, the wording of its problems, and the hover, completion, symbol and fix pieces built on it.

pub mod actions;
pub mod completion;
pub mod hover;
pub mod inlay;
pub mod model;
pub mod problems;
pub mod rules;
pub mod symbols;
pub mod text;
