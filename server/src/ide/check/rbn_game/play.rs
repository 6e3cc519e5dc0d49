//! The `P` label replayed on the model's play: the opening leader, cards not held or played
//! before, revokes, leads written without a suit, tricks cut short, and plays after the last
//! trick. Pseudo plays (`- ~ +`) become the card they stand for when the hand shows it; a
//! discard `.`, a suitless trick, `Y` or a card nobody can know ends the replay quietly.

use super::contract::FinalContract;
use super::deal::DealInfo;
use crate::ide::bridge::{Card, Deal, Play, PlayError, Rank, Seat, Suit};
use crate::ide::green::{Node, Token};
use crate::ide::Diagnostic;
use gamerec_grammar::ast::AstNode;
use gamerec_grammar::rbn::ast::PlayLabel;
use gamerec_grammar::SyntaxKind::{
    ERROR, RBN_COLON, RBN_PLAY, RBN_PSEUDO_PLAY, RBN_QUERY, RBN_SEMICOLON, RBN_TRICK,
};
use gamerec_grammar::{NodeOrToken, TextRange};

/// A play as far as it could be replayed.
pub(super) struct PlayInfo {
    pub play: Play,
    pub declarer: Seat,
    /// An illegal play stopped the replay: the tricks after it are unknown.
    pub failed: bool,
    /// A play whose card cannot be known stopped the replay: the tricks after it are unknown.
    pub stopped: bool,
    pub range: TextRange,
}

/// What a written play stands for.
enum Resolved {
    Card(Card),
    /// A play whose card cannot be known: the replay ends here.
    Unknown,
}

/// Replays `label` on the deal under the contract, reporting the first illegal play. `None`
/// when the label has syntax errors or the contract (and so the leader) is not known.
pub(super) fn replay(
    label: &PlayLabel,
    deal: Option<&DealInfo>,
    contract: Option<&FinalContract>,
    out: &mut Vec<Diagnostic>,
) -> Option<PlayInfo> {
    let green = label.syntax().green();
    let label = Node::new(green, label.syntax().text_range().start());
    if label.contains(|kind| kind == ERROR) || has_empty_trick(label) {
        return None;
    }
    let tricks: Vec<Node> = label
        .child_nodes()
        .filter(|node| node.kind() == RBN_TRICK)
        .collect();
    let mut shape_problem = shape_problem(&tricks);
    let Some(contract) = contract else {
        out.extend(shape_problem.map(|(_, diagnostic)| diagnostic));
        return None;
    };
    let deal = deal.map_or_else(Deal::new, DealInfo::play_deal);
    let mut info = PlayInfo {
        play: Play::with_leader(&deal, contract.trumps, contract.leader),
        declarer: contract.declarer,
        failed: false,
        stopped: false,
        range: label.range(),
    };
    let mut plays = Vec::with_capacity(4);
    for (index, &trick) in tricks.iter().enumerate() {
        if shape_problem.as_ref().is_some_and(|(at, _)| *at == index) {
            info.failed = true;
            out.extend(shape_problem.take().map(|(_, diagnostic)| diagnostic));
            break;
        }
        plays.clear();
        plays.extend(plays_of(trick));
        if plays.len() > 4 {
            // Reported by the parser.
            break;
        }
        for (position, written) in plays.iter().enumerate() {
            if let Some(diagnostic) = play_one(&mut info, contract, index, position, written) {
                info.failed = true;
                out.push(diagnostic);
            }
            if info.failed || info.stopped {
                return Some(info);
            }
        }
    }
    Some(info)
}

/// The first trick whose shape is wrong whatever the cards: a lead written without its suit,
/// or a trick of fewer than four plays with another after it.
fn shape_problem(tricks: &[Node]) -> Option<(usize, Diagnostic)> {
    for (index, &trick) in tricks.iter().enumerate() {
        let mut count = 0;
        let mut first = None;
        for play in plays_of(trick) {
            first.get_or_insert(play);
            count += 1;
        }
        if count > 4 {
            return None;
        }
        if let Some(lead) = first {
            let is_card = rank_of(&lead).is_some() && lead.kind != RBN_PSEUDO_PLAY;
            if is_card && suit_of(&lead).is_none() {
                let diagnostic = Diagnostic::error(
                    "rbn/lead-without-suit",
                    lead.range,
                    format!(
                        "the lead to trick {} gives a rank but no suit; a lead is written with \
                         its suit, as `S{}`",
                        index + 1,
                        lead.text
                    ),
                );
                return Some((index, diagnostic));
            }
        }
        if count < 4 && index + 1 < tricks.len() {
            let diagnostic = Diagnostic::error(
                "rbn/incomplete-trick",
                trick.range(),
                format!(
                    "trick {} has {} but another trick follows; every trick but the last has \
                     four plays",
                    index + 1,
                    match count {
                        1 => "1 play".to_string(),
                        count => format!("{count} plays"),
                    }
                ),
            );
            return Some((index, diagnostic));
        }
    }
    None
}

/// Plays one written play; a diagnostic when it is illegal. Sets `failed` when the replay
/// cannot go on.
fn play_one(
    info: &mut PlayInfo,
    contract: &FinalContract,
    index: usize,
    position: usize,
    written: &Token,
) -> Option<Diagnostic> {
    let range = written.range;
    let Some(seat) = info.play.next_to_play() else {
        let tricks = info.play.total_tricks();
        return Some(Diagnostic::error(
            "rbn/too-many-tricks",
            range,
            format!(
                "the play is over after {tricks} trick{plural}, since the hands hold {tricks} \
                 card{plural} each; remove the plays from here on",
                plural = if tricks == 1 { "" } else { "s" }
            ),
        ));
    };
    let card = match resolve(&info.play, seat, written) {
        Resolved::Card(card) => card,
        Resolved::Unknown => {
            info.stopped = true;
            return None;
        }
    };
    let error = info.play.play(seat, card).err()?;
    let trick = index + 1;
    let diagnostic = match error {
        PlayError::NotHeld {
            holder: Some(holder),
            ..
        } if index == 0 && position == 0 && holder != seat => {
            let why = if contract.leader_given {
                format!("C names {seat} as the opening leader")
            } else {
                format!("{seat} sits on the left of declarer in {}", contract.text)
            };
            Diagnostic::error(
                "rbn/wrong-opening-leader",
                range,
                format!(
                    "the opening lead {card} is {holder}'s card, but {seat} leads: {why}; \
                     correct the declarer or the lead"
                ),
            )
        }
        PlayError::NotHeld { .. } => {
            let mut message = format!("trick {trick}: {error}");
            let void_in_led = info.play.led_suit().is_some_and(|led| {
                info.play
                    .remaining(seat)
                    .is_some_and(|hand| hand.in_suit(led).is_empty())
            });
            if suit_of(written).is_none() && void_in_led {
                message
                    .push_str("; a card that does not follow suit is written with its suit letter");
            }
            Diagnostic::error("rbn/card-not-held", range, message)
        }
        PlayError::AlreadyPlayed { .. } => {
            Diagnostic::error("rbn/card-played-twice", range, error.to_string())
        }
        PlayError::Revoke { .. } => Diagnostic::error("rbn/revoke", range, error.to_string()),
        PlayError::PlayOver { .. } | PlayError::NotYourTurn { .. } => {
            info.stopped = true;
            return None;
        }
    };
    Some(diagnostic)
}

fn resolve(play: &Play, seat: Seat, written: &Token) -> Resolved {
    if written.kind == RBN_QUERY {
        return Resolved::Unknown;
    }
    let suit = match suit_of(written) {
        Some(letter) => Suit::from_letter(letter.to_ascii_uppercase()),
        None => play.led_suit(),
    };
    if written.kind == RBN_PSEUDO_PLAY {
        let Some(suit) = suit else {
            return Resolved::Unknown;
        };
        let Some(hand) = play.remaining(seat) else {
            return Resolved::Unknown;
        };
        if play.unknown_ranks_held(seat, suit) > 0 {
            return Resolved::Unknown;
        }
        let card = match written.text.chars().last() {
            Some('-' | '~') => hand.lowest_in(suit),
            Some('+') => hand.highest_in(suit),
            _ => None,
        };
        return card.map_or(Resolved::Unknown, Resolved::Card);
    }
    let Some(rank) =
        rank_of(written).and_then(|letter| Rank::from_char(letter.to_ascii_uppercase()))
    else {
        return Resolved::Unknown;
    };
    match suit {
        Some(suit) => Resolved::Card(Card::new(suit, rank)),
        // A lead without its suit, reported with the shape of the tricks.
        None => Resolved::Unknown,
    }
}

/// Whether two trick separators stand together (the parser reports the empty trick; the
/// tricks after it would be numbered wrongly).
fn has_empty_trick(label: Node<'_>) -> bool {
    let mut previous_was_separator = false;
    for element in label.children() {
        let kind = match element {
            NodeOrToken::Node(node) => node.kind(),
            NodeOrToken::Token(token) => token.kind,
        };
        let is_separator = matches!(kind, RBN_COLON | RBN_SEMICOLON);
        if is_separator && previous_was_separator {
            return true;
        }
        previous_was_separator = is_separator;
    }
    false
}

/// The plays of a trick: cards, pseudo plays and `Y`.
fn plays_of(trick: Node<'_>) -> impl Iterator<Item = Token<'_>> {
    trick
        .tokens()
        .filter(|token| matches!(token.kind, RBN_PLAY | RBN_PSEUDO_PLAY | RBN_QUERY))
}

/// The suit letter of a play, when it does not follow the suit led.
fn suit_of(play: &Token) -> Option<char> {
    let mut chars = play.text.chars();
    let first = chars.next()?;
    let is_suit = matches!(first.to_ascii_uppercase(), 'C' | 'D' | 'H' | 'S');
    (is_suit && chars.next().is_some()).then_some(first)
}

/// The rank letter of a card play.
fn rank_of(play: &Token) -> Option<char> {
    if play.kind != RBN_PLAY {
        return None;
    }
    play.text.chars().last()
}
