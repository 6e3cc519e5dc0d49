//! Hover in PBN: tags, values, sections, notes, NAGs, tables and directives. The game under
//! the cursor is read on its own; earlier games are looked at only for inherited values (`#`,
//! `##`, and the deal of a board played again in the next game).

mod game;
mod tags;
mod text;

#[cfg(test)]
mod tests;

use crate::ide::hover::token::token_at;
use crate::ide::hover::Hover;
use gamerec_grammar::pbn::ast::piece_at;
use gamerec_grammar::SyntaxKind::*;
use gamerec_grammar::{Parse, TextSize};

pub(super) fn hover(parse: &Parse, offset: TextSize) -> Option<Hover> {
    let root = parse.syntax();
    let token = token_at(&root, offset)?;
    let parent = token.parent()?;
    let piece = piece_at(&token, offset)?;
    match piece.kind() {
        PBN_TAG_NAME => text::tag_name_hover(&token),
        PBN_DIRECTIVE_NAME => text::directive_hover(&token),
        PBN_CALL => game::call_hover(&piece),
        PBN_CARD => game::card_hover(&piece),
        PBN_SUFFIX | PBN_NAG | PBN_NOTE_REF | PBN_IRREGULARITY | PBN_STAR | PBN_PLUS
            if matches!(parent.kind(), PBN_AUCTION | PBN_PLAY) =>
        {
            text::annotation_hover(&piece)
        }
        PBN_COLUMN_NAME | PBN_COLUMN_ORDER | PBN_COLUMN_WIDTH => text::column_hover(&token),
        PBN_TABLE_ELEMENT | PBN_QUOTE | PBN_STRING_TEXT
            if token
                .parent_ancestors()
                .any(|node| node.kind() == PBN_TABLE_ROW) =>
        {
            game::table_element_hover(&token)
        }
        _ => {
            let value = token
                .parent_ancestors()
                .find(|node| node.kind() == PBN_TAG_VALUE)?;
            game::value_hover(&token, &value)
        }
    }
}
