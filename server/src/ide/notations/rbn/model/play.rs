//! The `P` label read into the model: every play as written, and the plays replayed on the
//! deal under the contract, with the first problem met: the wrong opening leader, a card not
//! held or played before, a revoke, a lead written without a suit, a trick cut short, or a play
//! after the last trick. Pseudo plays (`- ~ +`) become the card they stand for when the hand shows it; a
//! discard `.`, a suitless trick, `Y` or a card nobody can know ends the replay quietly.

use super::first_error;
use crate::ide::green::{Node, Token};
use crate::ide::notations::bridge::model::{
    DealInfo, Detail, FinalContract, PlayAt, PlayFacts, PlayInfo, PlayedCard, WrittenPlay,
};
use crate::ide::notations::bridge::problems::{self, Codes};
use crate::ide::notations::bridge::rules::{Deal, PlayError, Rank, Suit};
use crate::ide::Diagnostic;
use gamerec_grammar::ast::AstNode;
use gamerec_grammar::rbn::ast::PlayLabel;
use gamerec_grammar::rbn::play_pieces;
use gamerec_grammar::SyntaxKind::{
    NEWLINE, RBN_COLON, RBN_LABEL_NAME, RBN_L_BRACE, RBN_PLAY, RBN_PLAY_RUN, RBN_PSEUDO_PLAY,
    RBN_QUERY, RBN_R_BRACE, RBN_SEMICOLON, WHITESPACE,
};
use gamerec_grammar::TextRange;

/// Reads the plays of `label` and replays them on the deal under the contract, reporting the
/// first illegal play. The replay is left out when the label has syntax errors or the
/// contract (and so the leader) is not known.
pub(super) fn read(
    label: &PlayLabel,
    deal: Option<&DealInfo>,
    contract: Option<&FinalContract>,
    detail: Detail,
) -> PlayFacts {
    let syntax = label.syntax();
    let green = syntax.green();
    let label = Node::new(green, syntax.text_range().start());
    let tricks = Tricks::read(label);
    let mut facts = PlayFacts {
        range: label.range(),
        plays: match detail {
            Detail::Cards => written_plays(&tricks),
            Detail::Checks => Vec::new(),
        },
        first_column: None,
        ends_at: None,
        error_at: first_error(syntax),
        shape_problem: None,
        replay: None,
    };
    if facts.error_at.is_some() || has_empty_trick(label) {
        return facts;
    }
    let shape_problem = shape_problem(&tricks);
    if let Some(contract) = contract {
        facts.replay = Some(replay(&tricks, deal, contract, &shape_problem, &mut facts));
    }
    facts.shape_problem = shape_problem.map(|(_, diagnostic)| diagnostic);
    facts
}

/// The plays of a `P` label, trick by trick: a trick is what stands between two separators
/// (`:` or `;`), and has no node of its own.
pub(crate) struct Tricks<'a> {
    /// Every play (a card, a pseudo play or `Y`) in order.
    plays: Vec<Token<'a>>,
    /// For each trick, the index in `plays` of its first play, and its range.
    tricks: Vec<(usize, TextRange)>,
}

impl<'a> Tricks<'a> {
    pub(crate) fn read(label: Node<'a>) -> Tricks<'a> {
        let mut read = Tricks {
            plays: Vec::with_capacity(52),
            tricks: Vec::with_capacity(13),
        };
        for (token, starts_trick) in trick_tokens(label) {
            match read.tricks.last_mut() {
                Some((_, range)) if !starts_trick => *range = range.cover(token.range),
                _ => read.tricks.push((read.plays.len(), token.range)),
            }
            if matches!(token.kind, RBN_PLAY | RBN_PSEUDO_PLAY | RBN_QUERY) {
                read.plays.push(token);
            }
        }
        read
    }

    /// How many tricks `label` writes, without reading them.
    pub(crate) fn count(label: Node<'_>) -> usize {
        trick_tokens(label)
            .filter(|&(_, starts_trick)| starts_trick)
            .count()
    }

    pub(crate) fn len(&self) -> usize {
        self.tricks.len()
    }

    /// Where each trick is written, in order.
    pub(crate) fn ranges(&self) -> impl Iterator<Item = TextRange> + '_ {
        self.tricks.iter().map(|&(_, range)| range)
    }

    /// Each trick's plays and range, in order.
    fn iter(&self) -> impl Iterator<Item = (&[Token<'a>], TextRange)> {
        self.tricks
            .iter()
            .enumerate()
            .map(move |(index, &(start, range))| {
                let end = self
                    .tricks
                    .get(index + 1)
                    .map_or(self.plays.len(), |&(next, _)| next);
                (self.plays.get(start..end).unwrap_or_default(), range)
            })
    }
}

/// The tokens of `label`'s tricks (plays, annotations, anything else but separators), each
/// with whether it starts a trick.
fn trick_tokens(label: Node<'_>) -> impl Iterator<Item = (Token<'_>, bool)> {
    let mut in_trick = false;
    label_tokens(label).filter_map(move |token| match token.kind {
        RBN_COLON | RBN_SEMICOLON => {
            in_trick = false;
            None
        }
        // RBX holds a value in braces.
        RBN_LABEL_NAME | WHITESPACE | NEWLINE | RBN_L_BRACE | RBN_R_BRACE => None,
        _ => Some((token, !std::mem::replace(&mut in_trick, true))),
    })
}

/// The tokens of `label`, each `RBN_PLAY_RUN` read into its plays and separators.
pub(crate) fn label_tokens(label: Node<'_>) -> impl Iterator<Item = Token<'_>> {
    label.tokens().flat_map(|token| {
        let run = (token.kind == RBN_PLAY_RUN).then_some(token);
        let plain = (token.kind != RBN_PLAY_RUN).then_some(token);
        run.into_iter().flat_map(run_pieces).chain(plain)
    })
}

/// The plays and separators of a `RBN_PLAY_RUN`, each as a token of its own.
pub(crate) fn run_pieces(run: Token<'_>) -> impl Iterator<Item = Token<'_>> {
    run.split_into(play_pieces(run.text))
}

/// Every play written, trick by trick.
fn written_plays(tricks: &Tricks) -> Vec<PlayAt> {
    let mut plays = Vec::new();
    for (trick, (trick_plays, _)) in tricks.iter().enumerate() {
        for (column, &play) in trick_plays.iter().enumerate() {
            plays.push(PlayAt {
                range: play.range,
                written: written_play(&play),
                trick,
                column,
                accepted_revoke: false,
                led_out_of_turn: false,
                replayed: None,
            });
        }
    }
    plays
}

fn replay(
    tricks: &Tricks,
    deal: Option<&DealInfo>,
    contract: &FinalContract,
    shape_problem: &Option<(usize, Diagnostic)>,
    facts: &mut PlayFacts,
) -> PlayInfo {
    let deal = deal.map_or_else(Deal::new, DealInfo::play_deal);
    let mut info = PlayInfo::start(&deal, contract, facts.range);
    let mut plays = Vec::with_capacity(4);
    let mut written = facts.plays.iter_mut();
    for (index, (trick, _)) in tricks.iter().enumerate() {
        if let Some((_, diagnostic)) = shape_problem.as_ref().filter(|(at, _)| *at == index) {
            info.failed = true;
            info.problems.push(diagnostic.clone());
            break;
        }
        plays.clear();
        plays.extend_from_slice(trick);
        if plays.len() > 4 {
            // Reported by the parser.
            break;
        }
        for (position, play) in plays.iter().enumerate() {
            let (problem, played) = play_one(&mut info, contract, index, position, play);
            if !info.note(written.next(), problem, played) {
                return info;
            }
        }
    }
    info
}

/// The first trick whose shape is wrong whatever the cards: a lead written without its suit,
/// or a trick of fewer than four plays with another after it.
fn shape_problem(tricks: &Tricks) -> Option<(usize, Diagnostic)> {
    for (index, (trick, trick_range)) in tricks.iter().enumerate() {
        let mut count = 0;
        let mut first = None;
        for &play in trick {
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
                trick_range,
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

/// Plays one written play: what the replay made of it, and a diagnostic when it is illegal.
/// Sets `stopped` when the card cannot be known.
fn play_one(
    info: &mut PlayInfo,
    contract: &FinalContract,
    index: usize,
    position: usize,
    written: &Token,
) -> (Option<Diagnostic>, PlayedCard) {
    let range = written.range;
    let mut played = PlayedCard {
        seat: info.play.next_to_play(),
        position,
        led: info.play.led_suit(),
        card: None,
        error: None,
    };
    let Some(seat) = played.seat else {
        let tricks = info.play.total_tricks();
        let diagnostic = problems::too_many_tricks(Codes::Rbn, tricks, range);
        return (Some(diagnostic), played);
    };
    let Some(card) = written_play(written).card(&info.play, seat) else {
        info.stopped = true;
        return (None, played);
    };
    played.card = Some(card);
    let Err(error) = info.play.play(seat, card) else {
        return (None, played);
    };
    played.error = Some(error);
    let trick = index + 1;
    let diagnostic = match error {
        PlayError::NotHeld {
            holder: Some(holder),
            ..
        } if index == 0 && position == 0 && holder != seat => {
            let why = if contract.leader_given {
                format!("C names {seat} as the opening leader")
            } else {
                format!("{seat} sits on the left of declarer in {}", contract.text())
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
        PlayError::PlayOver { .. } | PlayError::NotYourTurn { .. } => {
            info.stopped = true;
            return (None, played);
        }
        _ => {
            let problem = problems::illegal_play(Codes::Rbn, error, trick, range);
            let Some(mut diagnostic) = problem else {
                return (None, played);
            };
            let void_in_led = info.play.led_suit().is_some_and(|led| {
                info.play
                    .remaining(seat)
                    .is_some_and(|hand| hand.in_suit(led).is_empty())
            });
            let not_held = matches!(error, PlayError::NotHeld { .. });
            if not_held && suit_of(written).is_none() && void_in_led {
                diagnostic
                    .message
                    .push_str("; a card that does not follow suit is written with its suit letter");
            }
            diagnostic
        }
    };
    (Some(diagnostic), played)
}

/// What a play token stands for before the play around it is known.
fn written_play(written: &Token) -> WrittenPlay {
    let suit = suit_of(written).and_then(|letter| Suit::from_letter(letter.to_ascii_uppercase()));
    match written.kind {
        RBN_PSEUDO_PLAY => match written.text.chars().last() {
            Some('-' | '~') => WrittenPlay::Lowest { suit },
            Some('+') => WrittenPlay::Highest { suit },
            _ => WrittenPlay::Unknown,
        },
        RBN_PLAY => {
            match rank_of(written).and_then(|letter| Rank::from_char(letter.to_ascii_uppercase())) {
                Some(rank) => WrittenPlay::Card { suit, rank },
                None => WrittenPlay::Unknown,
            }
        }
        _ => WrittenPlay::Unknown,
    }
}

/// Whether two trick separators stand together (the parser reports the empty trick; the
/// tricks after it would be numbered wrongly).
fn has_empty_trick(label: Node<'_>) -> bool {
    let mut previous_was_separator = false;
    for token in label_tokens(label) {
        let is_separator = matches!(token.kind, RBN_COLON | RBN_SEMICOLON);
        if is_separator && previous_was_separator {
            return true;
        }
        previous_was_separator = is_separator;
    }
    false
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

#[cfg(test)]
mod tests {
    use super::Tricks;
    use crate::ide::green::Node;
    use gamerec_grammar::{parse, Format, SyntaxKind};

    /// Each trick of the first `P` label of `text`: its plays' texts and its own text.
    fn tricks_of(format: Format, text: &str) -> (Vec<(Vec<String>, String)>, usize) {
        let parsed = parse(format, text);
        let root = parsed.syntax();
        let label = root
            .descendants()
            .find(|node| node.kind() == SyntaxKind::RBN_PLAY_LABEL)
            .expect("a P label");
        let node = Node::new(label.green(), label.text_range().start());
        let tricks = Tricks::read(node);
        let read = tricks
            .iter()
            .map(|(plays, range)| {
                let plays = plays.iter().map(|play| play.text.to_owned()).collect();
                (plays, text[range].to_owned())
            })
            .collect();
        (read, Tricks::count(node))
    }

    #[test]
    fn tricks_are_what_stands_between_separators() {
        let (tricks, count) = tricks_of(Format::Rbn, "B 1\nP SA!2S3^1:H4:-+;D2\n");
        assert_eq!(
            tricks,
            [
                (
                    vec!["SA".into(), "2".into(), "S3".into()],
                    "SA!2S3^1".into()
                ),
                (vec!["H4".into()], "H4".into()),
                (vec!["-".into(), "+".into()], "-+".into()),
                (vec!["D2".into()], "D2".into()),
            ]
        );
        assert_eq!(count, 4);
    }

    #[test]
    fn rbx_braces_and_empty_tricks_are_no_tricks() {
        let (tricks, count) = tricks_of(Format::Rbx, "B{1}P{SA2S3K::H4}\n");
        let texts: Vec<&str> = tricks.iter().map(|(_, text)| text.as_str()).collect();
        assert_eq!(texts, ["SA2S3K", "H4"]);
        assert_eq!(count, 2);
    }
}
