//! The value of a contract, from the README's examples: twice the contract's number (hearts,
//! 4, is worth 8), one number more for a game (game diamonds is worth 8), doubled under refa,
//! and multiplied by 2, 4, 8 or 16 under kontra, rekontra, subkontra or mortkontra (an
//! invitation changes nothing). Kontra and refa are house rules: the checks that use them
//! warn.

use super::{Contract, Kontra};

/// The value and how it was reached.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct ValueRule {
    pub value: u64,
    /// The reckoning, as `2 × 4 = 8, subkontra × 8 = 64`.
    pub reckoning: String,
}

pub(crate) fn value_of(contract: Contract, refa: bool, kontra: Option<Kontra>) -> ValueRule {
    let number = u64::from(contract.number) + u64::from(contract.game);
    let mut value = 2 * number;
    let mut reckoning = if contract.game {
        format!(
            "{}: a game counts one more, 2 × ({} + 1) = {value}",
            contract.name(),
            contract.number
        )
    } else {
        format!("{}: 2 × {number} = {value}", contract.name())
    };
    if refa {
        value *= 2;
        reckoning.push_str(&format!(", refa × 2 = {value}"));
    }
    if let Some(kontra) = kontra.filter(|kontra| kontra.factor() > 1) {
        value *= kontra.factor();
        reckoning.push_str(&format!(
            ", {} by player {} × {} = {value}",
            kontra.name(),
            kontra.player,
            kontra.factor()
        ));
    }
    ValueRule { value, reckoning }
}
