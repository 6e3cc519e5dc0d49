//! PBN checks, game by game: tags, values, inheritance, section order, notes and annotations,
//! tables, lines and characters, the rules of export format, and the file's version line.

mod export;
#[cfg(test)]
mod export_scope;
pub(crate) mod game;
mod inherit;
pub(crate) mod lines;
mod notes;
mod order;
mod tables;
pub(crate) mod tag_table;
mod tags;
mod values;
mod version;

use crate::ide::check::Findings;
use crate::ide::check::FormatChecks;
use crate::ide::green::Node;
use crate::ide::rules::Rules;
use gamerec_grammar::ast::AstNode;
use gamerec_grammar::pbn::ast::{Game, Tag};
use gamerec_grammar::pbn::spec;
use gamerec_grammar::{SyntaxKind, SyntaxNode, TextRange};
use tag_table::TagTable;

pub(crate) struct Checks;

/// What a game takes over from the games before it.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub(crate) struct Context {
    /// The file head says `% EXPORT`.
    export: bool,
    /// The file head says `% PBN 1.0` (export format then has 14 mandatory tags, not 15).
    version_1_0: bool,
    /// The file head declares `charset=UTF-8`, so characters beyond ISO-8859-1 are intended.
    utf8: bool,
    /// The known tags earlier games gave a value (other than `#`, and other than `?`, which
    /// says the value is not known: no later game can rely on it).
    seen: TagSet,
    /// The known tags an earlier game set with `##` for all following games.
    header: TagSet,
}

/// A set of the tags the spec table knows, as bits of their index in it. Other tag names are
/// left out: a name being typed would otherwise change the set at every keystroke and make
/// every later game be checked again.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(super) struct TagSet {
    known: u128,
}

impl TagSet {
    fn index(name: &str) -> Option<usize> {
        spec::TAGS
            .iter()
            .position(|spec| spec.name == name)
            .filter(|&index| index < 128)
    }

    /// Whether the set has the tag; `None` for a tag the spec table does not know.
    pub(super) fn contains(&self, name: &str) -> Option<bool> {
        Self::index(name).map(|index| self.known & (1 << index) != 0)
    }

    /// Like `contains`, for a tag given by its index in the spec table.
    pub(super) fn contains_index(&self, index: Option<usize>) -> Option<bool> {
        index
            .filter(|&index| index < 128)
            .map(|index| self.known & (1 << index) != 0)
    }

    /// Like `insert`, for a tag given by its index in the spec table.
    pub(super) fn insert_index(&mut self, index: Option<usize>) {
        if let Some(index) = index.filter(|&index| index < 128) {
            self.known |= 1 << index;
        }
    }
}

impl FormatChecks for Checks {
    type Context = Context;

    fn is_record(kind: SyntaxKind) -> bool {
        kind == SyntaxKind::PBN_GAME
    }

    fn first_context(root: &SyntaxNode, _rules: &crate::ide::rules::Rules) -> Context {
        let head = super::head::read(root);
        Context {
            export: head.export,
            version_1_0: head.version_1,
            utf8: head.utf8,
            ..Context::default()
        }
    }

    fn check_record(record: &SyntaxNode, context: &Context, out: &mut Findings) -> Context {
        let Some(game) = Game::cast(record.clone()) else {
            return context.clone();
        };
        let table = TagTable::read(Node::new(record.green(), record.text_range().start()));
        tags::check(&table, out);
        values::check(&table, out);
        order::check(&table, context, out);
        notes::check(&table, out);
        // Tables and double-dummy data are rare: their checks read the typed views.
        if table.has_tables || table.first("DoubleDummyTricks").is_some() {
            tables::check(&game, out);
        }
        lines::check(record, context.utf8, out);
        if context.export {
            export::check(&game, context, out);
        }
        crate::ide::notations::pbn::check::game::check_game_with(record, &table, out);
        inherit::check(&table, context, out)
    }

    fn next_context(record: &SyntaxNode, context: &Context) -> Context {
        if record.kind() != SyntaxKind::PBN_GAME {
            return context.clone();
        }
        inherit::next_context(
            Node::new(record.green(), record.text_range().start()),
            context,
        )
    }

    fn check_file(root: &SyntaxNode, out: &mut Findings) {
        let context = Self::first_context(root, &Rules::default());
        lines::check_file(root, context.utf8, out);
        if context.export {
            export::check_file(root, out);
        }
        out.extend(version::missing_version(root));
    }
}

/// The name of a tag, if it has one.
fn tag_name(tag: &Tag) -> Option<String> {
    tag.name().map(|token| token.text().to_string())
}

/// The range of a tag's name, or of the whole tag when it has none.
fn name_range(tag: &Tag) -> TextRange {
    tag.name()
        .map_or_else(|| tag.syntax().text_range(), |token| token.text_range())
}

/// The range of a tag's value between the quotes (empty after the opening quote when the
/// value is empty; the whole tag when it has no value).
fn value_range(tag: &Tag) -> TextRange {
    let Some(value) = tag.value() else {
        return name_range(tag);
    };
    let range = value.syntax().text_range();
    let quotes: Vec<TextRange> = value
        .syntax()
        .children_with_tokens()
        .filter(|element| element.kind() == SyntaxKind::PBN_QUOTE)
        .map(|element| element.text_range())
        .collect();
    let start = quotes
        .first()
        .filter(|quote| quote.start() == range.start())
        .map_or(range.start(), |quote| quote.end());
    let end = quotes
        .last()
        .filter(|quote| quote.end() == range.end() && quote.start() >= start)
        .map_or(range.end(), |quote| quote.start());
    TextRange::new(start, end.max(start))
}

#[cfg(test)]
mod tests;
