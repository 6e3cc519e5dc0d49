//! The value of a contract, from the README's examples: twice the contract's number (hearts,
//! 4, is worth 8), one number more for a game (game diamonds is worth 8), doubled under refa,
//! and multiplied by 2, 4, 8 or 16 under kontra, rekontra, subkontra or mortkontra (an
//! invitation changes nothing). Kontra and refa are house rules: the checks that use them
//! warn.

use super::{Contract, Kontra};

/// The value of a contract under refa and kontras, and how it is reached.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct ValueRule {
    pub value: u64,
    contract: Contract,
    refa: bool,
    kontra: Option<Kontra>,
}

pub(crate) fn value_of(contract: Contract, refa: bool, kontra: Option<Kontra>) -> ValueRule {
    let number = u64::from(contract.number) + u64::from(contract.game);
    let doubled = if refa { 2 } else { 1 };
    let kontras = kontra.map_or(1, Kontra::factor);
    ValueRule {
        value: 2 * number * doubled * kontras,
        contract,
        refa,
        kontra,
    }
}

impl ValueRule {
    /// The reckoning in words, as `hearts: 2 × 4 = 8, subkontra by player 3 × 8 = 64`.
    pub fn reckoning(&self) -> String {
        let contract = self.contract;
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
        if self.refa {
            value *= 2;
            reckoning.push_str(&format!(", refa × 2 = {value}"));
        }
        if let Some(kontra) = self.kontra.filter(|kontra| kontra.factor() > 1) {
            value *= kontra.factor();
            reckoning.push_str(&format!(
                ", {} by player {} × {} = {value}",
                kontra.name(),
                kontra.player,
                kontra.factor()
            ));
        }
        reckoning
    }
}
