//! PBN notes and their references: a `=n=` leads to the `Note` tag numbered `n` in its own
//! section, else to the first such tag of the game.

use crate::ide::notes::NoteLinks;
use gamerec_grammar::ast::AstNode;
use gamerec_grammar::pbn::ast::{piece_at, section_pieces, Piece, Tag};
use gamerec_grammar::SyntaxKind::*;
use gamerec_grammar::{NodeOrToken, SyntaxNode, SyntaxToken, TextSize};

/// The number of a `Note` tag (`"1:text"`), if the tag is one.
fn pbn_note_number(tag: &Tag) -> Option<u32> {
    if tag.name()?.text() != "Note" {
        return None;
    }
    let value = tag.value()?;
    let number = value
        .syntax()
        .children_with_tokens()
        .filter_map(NodeOrToken::into_token)
        .find(|token| token.kind() == PBN_NUMBER)?;
    number.text().parse().ok()
}

fn pbn_ref_number(reference: &Piece) -> Option<u32> {
    reference.text().trim_matches('=').parse().ok()
}

/// The `Note` tag a `=n=` in `section` leads to.
fn pbn_resolve(game: &SyntaxNode, section: &SyntaxNode, number: u32) -> Option<Tag> {
    let numbered = |tag: &Tag| pbn_note_number(tag) == Some(number);
    section
        .children()
        .filter_map(Tag::cast)
        .find(numbered)
        .or_else(|| pbn_tags(game).find(numbered))
}

/// Every tag of the game, those inside sections included.
fn pbn_tags(game: &SyntaxNode) -> impl Iterator<Item = Tag> + '_ {
    game.children().flat_map(|node| match node.kind() {
        PBN_AUCTION | PBN_PLAY | PBN_TABLE => node.children().filter_map(Tag::cast).collect(),
        _ => Tag::cast(node).into_iter().collect::<Vec<_>>(),
    })
}

/// Every `=n=` of the game with its section.
fn pbn_refs(game: &SyntaxNode) -> impl Iterator<Item = (SyntaxNode, Piece)> + '_ {
    game.children()
        .filter(|node| matches!(node.kind(), PBN_AUCTION | PBN_PLAY))
        .flat_map(|section| {
            section_pieces(&section)
                .filter(|piece| piece.kind() == PBN_NOTE_REF)
                .map(move |piece| (section.clone(), piece))
        })
}

pub(crate) fn note_links(token: &SyntaxToken, offset: TextSize) -> Option<NoteLinks> {
    let game = token
        .parent_ancestors()
        .find(|node| node.kind() == PBN_GAME)?;
    let piece = piece_at(token, offset)?;
    if piece.kind() == PBN_NOTE_REF {
        let number = pbn_ref_number(&piece)?;
        let section = token.parent()?;
        return Some(match pbn_resolve(&game, &section, number) {
            Some(tag) => pbn_links_of(&game, &tag, number),
            None => NoteLinks {
                note: None,
                references: pbn_refs(&game)
                    .filter(|(other, reference)| {
                        *other == section && pbn_ref_number(reference) == Some(number)
                    })
                    .map(|(_, reference)| reference.range())
                    .collect(),
            },
        });
    }
    let tag = token.parent_ancestors().find_map(Tag::cast)?;
    let number = pbn_note_number(&tag)?;
    Some(pbn_links_of(&game, &tag, number))
}

fn pbn_links_of(game: &SyntaxNode, tag: &Tag, number: u32) -> NoteLinks {
    let references = pbn_refs(game)
        .filter(|(section, reference)| {
            pbn_ref_number(reference) == Some(number)
                && pbn_resolve(game, section, number).as_ref() == Some(tag)
        })
        .map(|(_, reference)| reference.range())
        .collect();
    NoteLinks {
        note: Some(tag.syntax().text_range()),
        references,
    }
}
