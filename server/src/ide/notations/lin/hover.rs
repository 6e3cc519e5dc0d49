//! LIN hover: a command, or anywhere in its pair, says what the command is and what its value
//! holds, from the table of commands in `gamerec_grammar::lin::spec`.

use crate::ide::hover::token::token_at;
use crate::ide::hover::Hover;
use crate::ide::markup::{code_span, Markup};
use gamerec_grammar::lin::spec;
use gamerec_grammar::SyntaxKind::{LIN_COMMAND, LIN_PAIR};
use gamerec_grammar::{Parse, TextSize};

pub(super) fn hover(parse: &Parse, offset: TextSize) -> Option<Hover> {
    let token = token_at(&parse.syntax(), offset)?;
    let pair = token
        .parent_ancestors()
        .find(|node| node.kind() == LIN_PAIR)?;
    let command = pair
        .children_with_tokens()
        .filter_map(|child| child.into_token())
        .find(|child| child.kind() == LIN_COMMAND)?;
    Some(Hover {
        range: token.text_range(),
        markup: command_markup(command.text()),
    })
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
