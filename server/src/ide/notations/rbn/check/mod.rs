//! RBN and RBX checks, record by record: what the format asks of labels, lines and notes
//! beyond their syntax, and the labels that carry over from record to record.

mod chars;
mod context;
mod date;
mod game;
mod labels;
mod lines;
mod makes;
mod notes;
mod rotation;
mod signature;

use crate::ide::check::Findings;
use crate::ide::check::FormatChecks;
use crate::ide::green::Node;
use crate::ide::notations::bridge::model::Detail;
use gamerec_grammar::ast::AstNode;
use gamerec_grammar::rbn::ast::{Label, Record};
use gamerec_grammar::{SyntaxKind, SyntaxNode, TextSize};

pub(crate) use context::Context;

pub(crate) struct Checks;

impl FormatChecks for Checks {
    type Context = Context;

    fn is_record(kind: SyntaxKind) -> bool {
        kind == SyntaxKind::RBN_RECORD
    }

    fn first_context(_root: &SyntaxNode, _rules: &crate::ide::rules::Rules) -> Context {
        Context::default()
    }

    fn check_record(record: &SyntaxNode, context: &Context, out: &mut Findings) -> Context {
        let Some(record) = Record::cast(record.clone()) else {
            return context.clone();
        };
        let labels: Vec<Label> = record.labels().collect();
        lines::check(&record, &labels, out);
        chars::check(&labels, out);
        labels::check(&labels, out);
        notes::check(&labels, out);
        date::check(&labels, out);
        makes::check(&record, &labels, out);
        // H and F repeat into later records until altered: the deal, play and score checks of
        // a record without its own use the last ones given.
        let (model_labels, game) = context.game_of(&labels, Detail::Checks);
        rotation::check(&labels, game.auction.as_ref(), context, out);
        game::check_record(&model_labels, &game, out);
        context.after(&labels)
    }

    fn next_context(record: &SyntaxNode, context: &Context) -> Context {
        let Some(record) = Record::cast(record.clone()) else {
            return context.clone();
        };
        let labels: Vec<Label> = record.labels().collect();
        context.after(&labels)
    }

    fn check_file(root: &SyntaxNode, out: &mut Findings) {
        out.extend(signature::missing_signature(root));
    }
}

/// The label's letter (upper case) or note digit, from its kind where that tells it.
fn letter(label: &Label) -> Option<char> {
    use SyntaxKind::*;
    Some(match label.syntax().kind() {
        RBN_DATE_LABEL => 'D',
        RBN_TITLE_LABEL => 'T',
        RBN_LOCATION_LABEL => 'L',
        RBN_EVENT_LABEL => 'E',
        RBN_SCORING_LABEL => 'F',
        RBN_SESSION_LABEL => 'S',
        RBN_TEAMS_LABEL => 'K',
        RBN_NAMES_LABEL => 'N',
        RBN_BOARD_LABEL => 'B',
        RBN_HAND_LABEL => 'H',
        RBN_AUCTION_LABEL => 'A',
        RBN_CONTRACT_LABEL => 'C',
        RBN_PLAY_LABEL => 'P',
        RBN_RESULT_LABEL => 'R',
        RBN_MAKES_LABEL => 'M',
        RBN_ITEMS_LABEL => 'I',
        _ => return label.letter(),
    })
}

/// Whether `label` is an RBX group (`X{...}`) rather than an RBN line (`X ...`).
fn is_group(label: &Label) -> bool {
    label
        .syntax()
        .children_with_tokens()
        .nth(1)
        .is_some_and(|element| element.kind() == SyntaxKind::RBN_L_BRACE)
}

/// The label's name in messages: "`E` (Event or Main Heading)", "note `1`".
fn describe(label: &Label) -> String {
    match letter(label) {
        Some(digit) if digit.is_ascii_digit() => format!("note `{digit}`"),
        Some(letter) => match gamerec_grammar::rbn::spec::label(letter) {
            Some(spec) => format!("`{letter}` ({})", spec.name),
            None => format!("`{letter}`"),
        },
        None => "label".to_string(),
    }
}

/// Visits the tokens under `node` in order, with their offsets, leaving out the subtrees of
/// the node kinds `skip` names.
fn for_each_token(
    node: &SyntaxNode,
    skip: impl Fn(SyntaxKind) -> bool,
    mut visit: impl FnMut(SyntaxKind, &str, TextSize),
) {
    Node::of(node).for_each_token_outside(skip, |token| {
        visit(token.kind, token.text, token.range.start());
    });
}

#[cfg(test)]
mod tests;
