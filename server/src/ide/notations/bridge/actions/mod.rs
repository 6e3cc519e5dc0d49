//! Fixes that RBN and PBN share: deals, notes and the board rotation.

pub mod deal;
pub mod notes;
pub mod rotation;
