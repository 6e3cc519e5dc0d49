//! An RBN or RBX record read into the bridge model: the deal of `H` (or the one in force from
//! an earlier record), the auction of `A` replayed, the contract of `C`, and the play of `P`
//! replayed under the contract the record goes by.
//!
//! Each label is read once, the first of its kind in the record. An `A`, `C` or `P` label with
//! syntax errors is not replayed on a guess at what it says (its calls and plays are still
//! listed); in an `H` label with syntax errors only what the readable cards show for certain is
//! reported, and the deal is not used for the play. After the first illegal call or play the
//! rest of that auction or play is not replayed, since the state is unknown.

mod auction;
mod contract;
mod deal;
mod play;
mod result;
mod start;

pub(crate) use deal::hands_of;
pub(crate) use play::{label_tokens, run_pieces, Tricks};
pub(crate) use start::{auction_start, seat_of};

use crate::ide::green::Node;
use crate::ide::notations::bridge::model::{
    AuctionFacts, BridgeGame, ContractInfo, DealInfo, Detail, FinalContract,
};
use gamerec_grammar::ast::AstNode;
use gamerec_grammar::rbn::ast::{
    AuctionLabel, ContractLabel, HandLabel, Label, PlayLabel, ResultLabel,
};
use gamerec_grammar::{SyntaxKind, SyntaxNode, TextSize};

/// What a record takes over from the records before it: the `H` and `F` labels (each the root
/// of another tree, or a node of the same document) of the last earlier records that had them.
/// They stand for the record's own when it has none; nothing is reported inside them.
#[derive(Default, Clone, Copy)]
pub(crate) struct Inherited<'a> {
    pub deal: Option<&'a SyntaxNode>,
    pub scoring: Option<&'a SyntaxNode>,
}

/// Reads `record` (an `RBN_RECORD` node) into the model, with the labels of earlier records
/// standing for its own where it has none; ranges are those of its tree.
pub(crate) fn read(record: &SyntaxNode, inherited: Inherited<'_>, detail: Detail) -> BridgeGame {
    read_labels(&Labels::of(record), inherited, detail)
}

/// Reads the labels of a record, found with [`Labels::of`], into the model.
pub(crate) fn read_labels(labels: &Labels, inherited: Inherited<'_>, detail: Detail) -> BridgeGame {
    let inherited_deal = inherited.deal;
    let mut game = BridgeGame::default();
    match labels.hand.clone().and_then(HandLabel::cast) {
        Some(own) => game.deal = deal::read(&own, &mut game.problems),
        None => {
            game.deal = inherited_deal
                .and_then(|node| HandLabel::cast(node.clone()))
                .and_then(|label| deal::read(&label, &mut Vec::new()));
            game.deal_inherited = game.deal.is_some();
        }
    }
    game.auction = labels
        .auction
        .clone()
        .and_then(AuctionLabel::cast)
        .map(|label| auction::read(&label, &mut game.problems));
    game.contract = labels
        .contract
        .clone()
        .and_then(ContractLabel::cast)
        .filter(|label| !has_errors(label.syntax()))
        .and_then(|label| contract::read(Node::of(label.syntax())));
    let replayed = game
        .auction
        .as_ref()
        .and_then(|facts| facts.replay.as_ref());
    game.final_contract = FinalContract::of(game.contract.as_ref(), replayed);
    game.play = labels.play.clone().and_then(PlayLabel::cast).map(|label| {
        play::read(
            &label,
            game.deal.as_ref(),
            game.final_contract.as_ref(),
            detail,
        )
    });
    game.result = labels
        .result
        .clone()
        .and_then(ResultLabel::cast)
        .map(|label| result::read(&label));
    if game.result.is_some() {
        let scoring = labels
            .scoring
            .clone()
            .or_else(|| inherited.scoring.cloned())
            .and_then(Label::cast);
        game.duplicate_scoring = result::duplicate_scoring(scoring.as_ref());
    }
    game
}

/// Reads `record`, a record in a whole document's tree, with the `H` label it takes over from
/// the records before it. The form of scoring is the record's own `F` only: hover and
/// completion, which read records this way, do not judge the score, and looking for an
/// earlier `F` would walk back through every record of a document that has none.
pub(crate) fn read_in_document(record: &SyntaxNode) -> BridgeGame {
    let deal = last_earlier(record, SyntaxKind::RBN_HAND_LABEL);
    let inherited = Inherited {
        deal: deal.as_ref(),
        scoring: None,
    };
    read(record, inherited, Detail::Cards)
}

/// The last label of `kind` in the nearest record before `record` that has one.
pub(crate) fn last_earlier(record: &SyntaxNode, kind: SyntaxKind) -> Option<SyntaxNode> {
    std::iter::successors(record.prev_sibling(), SyntaxNode::prev_sibling)
        .find_map(|other| other.children().filter(|node| node.kind() == kind).last())
}

/// The deal one `H` label gives, read as the record reads it.
pub(crate) fn deal_of(label: &HandLabel) -> Option<DealInfo> {
    deal::read(label, &mut Vec::new())
}

/// [`deal_of`] for the green node of an `H` label, as the editor features walk them.
pub(crate) fn deal_of_node(label: Node<'_>) -> Option<DealInfo> {
    deal::read_node(label, &mut Vec::new())
}

/// The dealer, vulnerability and calls of one `A` label, replayed as the record replays them.
pub(crate) fn auction_of(label: &AuctionLabel) -> AuctionFacts {
    auction::read(label, &mut Vec::new())
}

/// What one `C` label says, syntax errors or not.
pub(crate) fn contract_of(label: &ContractLabel) -> Option<ContractInfo> {
    contract::read(Node::of(label.syntax()))
}

/// The contract one `C` label (an `RBN_CONTRACT_LABEL` node) gives, read from the green tree.
pub(crate) fn contract_in(label: Node<'_>) -> Option<ContractInfo> {
    contract::read(label)
}

/// The first label of each kind the model reads, found in one pass.
#[derive(Default)]
pub(crate) struct Labels {
    pub hand: Option<SyntaxNode>,
    pub makes: Option<SyntaxNode>,
    pub auction: Option<SyntaxNode>,
    pub contract: Option<SyntaxNode>,
    pub play: Option<SyntaxNode>,
    pub result: Option<SyntaxNode>,
    pub scoring: Option<SyntaxNode>,
}

impl Labels {
    pub fn of(record: &SyntaxNode) -> Labels {
        Labels::among(record.children())
    }

    /// The first label of each kind among `nodes`, the labels of a record in order: for a
    /// caller that has listed them already.
    pub fn among(nodes: impl IntoIterator<Item = SyntaxNode>) -> Labels {
        let mut labels = Labels::default();
        for node in nodes {
            let slot = match node.kind() {
                SyntaxKind::RBN_HAND_LABEL => &mut labels.hand,
                SyntaxKind::RBN_MAKES_LABEL => &mut labels.makes,
                SyntaxKind::RBN_AUCTION_LABEL => &mut labels.auction,
                SyntaxKind::RBN_CONTRACT_LABEL => &mut labels.contract,
                SyntaxKind::RBN_PLAY_LABEL => &mut labels.play,
                SyntaxKind::RBN_RESULT_LABEL => &mut labels.result,
                SyntaxKind::RBN_SCORING_LABEL => &mut labels.scoring,
                _ => continue,
            };
            slot.get_or_insert(node);
        }
        labels
    }
}

/// Whether the parser reported something inside `node` (it wraps what it could not read in
/// ERROR elements).
pub(crate) fn has_errors(node: &SyntaxNode) -> bool {
    let green = node.green();
    Node::new(green, TextSize::from(0)).contains(|kind| kind == SyntaxKind::ERROR)
}

/// Where the first ERROR element inside `node` starts.
fn first_error(node: &SyntaxNode) -> Option<TextSize> {
    if !has_errors(node) {
        return None;
    }
    node.descendants_with_tokens()
        .find(|element| element.kind() == SyntaxKind::ERROR)
        .map(|element| element.text_range().start())
}
