//! Notes and the references to them, both ways: from an RBN `^n` after a call or card to its
//! note line, from a PBN `=n=` to its `Note` tag, and from a note to every reference that
//! leads to it. Protocol-free: byte ranges in, byte ranges out.
//!
//! RBN: a note explains the auction, or the play once a `P` label came before it in the
//! record; a `^n` in the `A` label leads to the auction's note `n`, one in `P` to the play's,
//! and to any note `n` of the record when its own is missing. PBN: a `=n=` leads to the `Note`
//! tag numbered `n` in its own section, else to the first such tag of the game.

use super::hover::token::token_at;
use gamerec_grammar::ast::AstNode;
use gamerec_grammar::pbn::ast::Tag;
use gamerec_grammar::rbn::ast::NoteLabel;
use gamerec_grammar::SyntaxKind::*;
use gamerec_grammar::{Format, NodeOrToken, Parse, SyntaxNode, SyntaxToken, TextRange, TextSize};

/// A note and the references that lead to it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NoteLinks {
    /// The note line or `Note` tag, when the document has one for the reference.
    pub note: Option<TextRange>,
    /// Every reference that leads to the note (or, when it has none, to the same number in
    /// the same place as the one asked about), in document order.
    pub references: Vec<TextRange>,
}

/// The note at `offset` (on a note or on a reference to one) and its references.
pub fn note_links(parse: &Parse, offset: TextSize) -> Option<NoteLinks> {
    if offset > parse.green().text_len() {
        return None;
    }
    let root = parse.syntax();
    let token = token_at(&root, offset)?;
    match parse.format() {
        Format::Rbn | Format::Rbx => rbn(&token),
        Format::Pbn => pbn(&token),
        Format::Sgf => None,
    }
}

/// The definition: the note a reference (or the note itself) stands for.
pub fn definition(parse: &Parse, offset: TextSize) -> Option<TextRange> {
    note_links(parse, offset)?.note
}

/// The references to the note at `offset`, and the note itself if `include_note`.
pub fn references(parse: &Parse, offset: TextSize, include_note: bool) -> Vec<TextRange> {
    let Some(links) = note_links(parse, offset) else {
        return Vec::new();
    };
    let mut ranges = links.references;
    if let Some(note) = links.note.filter(|_| include_note) {
        ranges.push(note);
    }
    ranges.sort_by_key(|range| range.start());
    ranges
}

/// The digit of `^n`.
fn rbn_ref_number(token: &SyntaxToken) -> Option<u8> {
    let digit = token.text().chars().nth(1)?.to_digit(10)?;
    u8::try_from(digit).ok()
}

/// What a note in an RBN record explains: `A` or `P` (the last of them before it), or nothing.
fn rbn_owner(note: &SyntaxNode) -> Option<char> {
    std::iter::successors(note.prev_sibling(), SyntaxNode::prev_sibling).find_map(|node| match node
        .kind()
    {
        RBN_AUCTION_LABEL => Some('A'),
        RBN_PLAY_LABEL => Some('P'),
        _ => None,
    })
}

/// The note a `^n` in the label `label` (`A` or `P`) leads to.
fn rbn_resolve(record: &SyntaxNode, label: &SyntaxNode, number: u8) -> Option<SyntaxNode> {
    let owner = match label.kind() {
        RBN_AUCTION_LABEL => 'A',
        RBN_PLAY_LABEL => 'P',
        _ => return None,
    };
    let notes: Vec<SyntaxNode> = record
        .children()
        .filter(|node| NoteLabel::cast(node.clone()).and_then(|note| note.number()) == Some(number))
        .collect();
    let own = notes.iter().find(|note| rbn_owner(note) == Some(owner));
    own.or(notes.first()).cloned()
}

/// The note line without the line end that closes it.
fn rbn_note_range(note: &SyntaxNode) -> TextRange {
    let range = note.text_range();
    match note.last_token() {
        Some(last) if last.kind() == NEWLINE => {
            TextRange::new(range.start(), last.text_range().start())
        }
        _ => range,
    }
}

/// Every `^n` of the record with the label it stands in.
fn rbn_refs(record: &SyntaxNode) -> impl Iterator<Item = (SyntaxNode, SyntaxToken)> + '_ {
    record
        .children()
        .filter(|node| matches!(node.kind(), RBN_AUCTION_LABEL | RBN_PLAY_LABEL))
        .flat_map(|label| {
            label
                .descendants_with_tokens()
                .filter_map(NodeOrToken::into_token)
                .filter(|token| token.kind() == RBN_NOTE_REF)
                .map(move |token| (label.clone(), token))
        })
}

fn rbn(token: &SyntaxToken) -> Option<NoteLinks> {
    let record = token
        .parent_ancestors()
        .find(|node| node.kind() == RBN_RECORD)?;
    if token.kind() == RBN_NOTE_REF {
        let number = rbn_ref_number(token)?;
        let label = token
            .parent_ancestors()
            .find(|node| matches!(node.kind(), RBN_AUCTION_LABEL | RBN_PLAY_LABEL))?;
        return Some(match rbn_resolve(&record, &label, number) {
            Some(note) => rbn_links_of(&record, &note, number),
            // No note: the references with the same number in the same label.
            None => NoteLinks {
                note: None,
                references: rbn_refs(&record)
                    .filter(|(other, reference)| {
                        *other == label && rbn_ref_number(reference) == Some(number)
                    })
                    .map(|(_, reference)| reference.text_range())
                    .collect(),
            },
        });
    }
    let note = token
        .parent_ancestors()
        .find(|node| node.kind() == RBN_NOTE_LABEL)?;
    let number = NoteLabel::cast(note.clone())?.number()?;
    Some(rbn_links_of(&record, &note, number))
}

fn rbn_links_of(record: &SyntaxNode, note: &SyntaxNode, number: u8) -> NoteLinks {
    let references = rbn_refs(record)
        .filter(|(label, reference)| {
            rbn_ref_number(reference) == Some(number)
                && rbn_resolve(record, label, number).as_ref() == Some(note)
        })
        .map(|(_, reference)| reference.text_range())
        .collect();
    NoteLinks {
        note: Some(rbn_note_range(note)),
        references,
    }
}

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

fn pbn_ref_number(token: &SyntaxToken) -> Option<u32> {
    token.text().trim_matches('=').parse().ok()
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
fn pbn_refs(game: &SyntaxNode) -> impl Iterator<Item = (SyntaxNode, SyntaxToken)> + '_ {
    game.children()
        .filter(|node| matches!(node.kind(), PBN_AUCTION | PBN_PLAY))
        .flat_map(|section| {
            section
                .children_with_tokens()
                .filter_map(NodeOrToken::into_token)
                .filter(|token| token.kind() == PBN_NOTE_REF)
                .map(move |token| (section.clone(), token))
        })
}

fn pbn(token: &SyntaxToken) -> Option<NoteLinks> {
    let game = token
        .parent_ancestors()
        .find(|node| node.kind() == PBN_GAME)?;
    if token.kind() == PBN_NOTE_REF {
        let number = pbn_ref_number(token)?;
        let section = token.parent()?;
        return Some(match pbn_resolve(&game, &section, number) {
            Some(tag) => pbn_links_of(&game, &tag, number),
            None => NoteLinks {
                note: None,
                references: pbn_refs(&game)
                    .filter(|(other, reference)| {
                        *other == section && pbn_ref_number(reference) == Some(number)
                    })
                    .map(|(_, reference)| reference.text_range())
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
        .map(|(_, reference)| reference.text_range())
        .collect();
    NoteLinks {
        note: Some(tag.syntax().text_range()),
        references,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ide::fixture::{corpus_files, own_files, parse_at, TestFile};

    /// The definition and references at the cursor, as the texts they cover.
    fn render(format: Format, fixture: &str) -> String {
        let (parsed, offset) = parse_at(format, fixture);
        let text = parsed.syntax().to_string();
        let slice = |range: TextRange| {
            text.get(std::ops::Range::<usize>::from(range))
                .unwrap_or("?")
                .to_owned()
        };
        let definition = definition(&parsed, offset).map(slice);
        let references: Vec<String> = references(&parsed, offset, false)
            .into_iter()
            .map(|range| format!("{}@{}", slice(range), u32::from(range.start())))
            .collect();
        format!("definition {definition:?}; references {references:?}")
    }

    const RBN: &str =
        "B 1\nA WZ:1S^1P2S^2P:4S^1A\n1 strong\n2 raise\nP SA^1K\n1 clever\n\nB 2\nA WZ:1S^3A\n";

    fn at(text: &str, needle: &str, nth: usize) -> String {
        let (at, _) = text.match_indices(needle).nth(nth).unwrap_or((0, ""));
        let mut fixture = text.to_owned();
        fixture.insert(at, '‸');
        fixture
    }

    #[test]
    fn rbn_reference_to_its_note_and_back() {
        assert_eq!(
            render(Format::Rbn, &at(RBN, "^1", 0)),
            r#"definition Some("1 strong"); references ["^1@11", "^1@22"]"#
        );
        assert_eq!(
            render(Format::Rbn, &at(RBN, "1 strong", 0)),
            r#"definition Some("1 strong"); references ["^1@11", "^1@22"]"#
        );
        // The play's note 1 is another note.
        assert_eq!(
            render(Format::Rbn, &at(RBN, "^1K", 0)),
            r#"definition Some("1 clever"); references ["^1@47"]"#
        );
        assert_eq!(
            render(Format::Rbn, &at(RBN, "clever", 0)),
            r#"definition Some("1 clever"); references ["^1@47"]"#
        );
        assert_eq!(
            render(Format::Rbn, &at(RBN, "2 raise", 0)),
            r#"definition Some("2 raise"); references ["^2@16"]"#
        );
        // A reference without its note, and nothing to say elsewhere.
        assert_eq!(
            render(Format::Rbn, &at(RBN, "^3", 0)),
            r#"definition None; references ["^3@72"]"#
        );
        assert_eq!(
            render(Format::Rbn, &at(RBN, "WZ", 0)),
            "definition None; references []"
        );
    }

    #[test]
    fn rbx_reference() {
        let text = "A{WZ:1S^1A}1{strong}\n";
        assert_eq!(
            render(Format::Rbx, &at(text, "^1", 0)),
            r#"definition Some("1{strong}"); references ["^1@7"]"#
        );
    }

    const PBN: &str = "[Board \"1\"]\n[Auction \"N\"]\n1S =1= Pass =2= AP\n[Note \"1:strong\"]\n[Note \"2:forcing\"]\n[Play \"E\"]\nS2 =1= S3\n[Note \"1:odd\"]\n\n[Auction \"N\"]\n1C =1= AP\n";

    #[test]
    fn pbn_reference_to_its_note_and_back() {
        assert_eq!(
            render(Format::Pbn, &at(PBN, "=1=", 0)),
            r#"definition Some("[Note \"1:strong\"]"); references ["=1=@29"]"#
        );
        assert_eq!(
            render(Format::Pbn, &at(PBN, "strong", 0)),
            r#"definition Some("[Note \"1:strong\"]"); references ["=1=@29"]"#
        );
        assert_eq!(
            render(Format::Pbn, &at(PBN, "=1=", 1)),
            r#"definition Some("[Note \"1:odd\"]"); references ["=1=@96"]"#
        );
        assert_eq!(
            render(Format::Pbn, &at(PBN, "=1=", 2)),
            r#"definition None; references ["=1=@136"]"#
        );
        assert_eq!(
            render(Format::Pbn, &at(PBN, "Board", 0)),
            "definition None; references []"
        );
    }

    #[test]
    fn include_the_note() {
        let (parsed, offset) = parse_at(Format::Pbn, &at(PBN, "=2=", 0));
        assert_eq!(references(&parsed, offset, true).len(), 2);
    }

    /// Offsets all over each bridge file: nothing panics, every range lies in the text.
    /// Returns how many ranges were found.
    fn assert_references_inside_the_text(files: &[TestFile]) -> usize {
        let mut found = 0;
        for file in files.iter().filter(|file| file.format != Format::Sgf) {
            let parsed = gamerec_grammar::parse(file.format, &file.text);
            let step = (file.text.len() / 3000).max(1);
            for offset in (0..=file.text.len() + 1).step_by(step) {
                let offset = TextSize::try_from(offset).unwrap_or_default();
                for range in references(&parsed, offset, true) {
                    assert!(usize::from(range.end()) <= file.text.len(), "{}", file.name);
                    found += 1;
                }
            }
        }
        found
    }

    /// The examples' notes (`=1=` and `^1`) are found from their references and back.
    #[test]
    fn example_files_never_panic() {
        let found = assert_references_inside_the_text(&own_files());
        assert!(found >= 8, "only {found} references found");
    }

    #[test]
    fn corpus_never_panics() {
        let Some(files) = corpus_files(&["rbn", "pbn"]) else {
            return;
        };
        assert_references_inside_the_text(&files);
    }
}
