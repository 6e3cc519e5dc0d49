//! The game model: a record read once into typed facts, each with its range, for the checks to
//! judge and for hover, completion and the other features to render. Only the readers in here
//! look at a record's syntax for its game; the features look at the facts.
//!
//! Bridge records of every format read into the same [`bridge::BridgeGame`]; [`rbn`] reads RBN
//! and RBX records.

pub(crate) mod bridge;
pub(crate) mod pbn;
pub(crate) mod problems;
pub(crate) mod rbn;
