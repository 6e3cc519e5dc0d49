//! LIN hover. On a command, what the command is and what its value holds, from the table of
//! commands in `gamerec_grammar::lin::spec`. On a value, what the board read into the model
//! makes of it: the deal as a diagram, a call with its alert and explanation, a card with its
//! trick, a claim, the vulnerability, and a result of the vugraph header with its score.

mod board;
mod results;

use crate::ide::hover::token::token_at;
use crate::ide::hover::Hover;
use crate::ide::markup::{code_span, Markup};
use gamerec_grammar::lin::spec;
use gamerec_grammar::SyntaxKind::{LIN_COMMAND, LIN_PAIR, LIN_VALUE};
use gamerec_grammar::{Parse, SyntaxNode, SyntaxToken, TextSize};

pub(super) fn hover(parse: &Parse, offset: TextSize) -> Option<Hover> {
    let root = parse.syntax();
    let token = token_at(&root, offset)?;
    let pair = token
        .parent_ancestors()
        .find(|node| node.kind() == LIN_PAIR)?;
    let command = pair
        .children_with_tokens()
        .filter_map(|child| child.into_token())
        .find(|child| child.kind() == LIN_COMMAND)?;
    let in_value = token
        .parent_ancestors()
        .any(|node| node.kind() == LIN_VALUE);
    if in_value {
        if let Some(hover) = value_hover(&root, &pair, command.text(), &token) {
            return Some(hover);
        }
    }
    Some(Hover {
        range: token.text_range(),
        markup: command_markup(command.text()),
    })
}

/// The hover of a value the model reads, by its command.
fn value_hover(
    root: &SyntaxNode,
    pair: &SyntaxNode,
    command: &str,
    token: &SyntaxToken,
) -> Option<Hover> {
    let command = command.to_ascii_lowercase();
    if command == "rs" {
        return results::result_hover(root, token);
    }
    board::value_hover(pair, &command, token)
}

fn command_markup(command: &str) -> Markup {
    let heading = format!("{} (LIN)", code_span(command));
    let known = spec::COMMANDS
        .iter()
        .find(|(name, _, _)| name.eq_ignore_ascii_case(command));
    let text = match known {
        Some((_, _, meaning)) => {
            let mut chars = meaning.chars();
            let first: String = chars
                .next()
                .into_iter()
                .flat_map(char::to_uppercase)
                .collect();
            format!("{first}{}.", chars.as_str())
        }
        None => "A command gamerec does not know: BBO has many, and its value is kept as written."
            .to_owned(),
    };
    Markup::new().heading(heading).paragraph(text)
}
