//! Notes and the references to them, both ways: from an RBN `^n` after a call or card to its
//! note line, from a PBN `=n=` to its `Note` tag, and from a note to every reference that
//! leads to it. Protocol-free: byte ranges in, byte ranges out.
//!
//! RBN: a note explains the auction, or the play once a `P` label came before it in the
//! record; a `^n` in the `A` label leads to the auction's note `n`, one in `P` to the play's,
//! and to any note `n` of the record when its own is missing. PBN: a `=n=` leads to the `Note`
//! tag numbered `n` in its own section, else to the first such tag of the game.

use gamerec_grammar::TextRange;

/// A note and the references that lead to it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NoteLinks {
    /// The note line or `Note` tag, when the document has one for the reference.
    pub note: Option<TextRange>,
    /// Every reference that leads to the note (or, when it has none, to the same number in
    /// the same place as the one asked about), in document order.
    pub references: Vec<TextRange>,
}

impl NoteLinks {
    /// The references, and the note itself if `include_note`, in document order.
    pub fn ranges(self, include_note: bool) -> Vec<TextRange> {
        let mut ranges = self.references;
        if let Some(note) = self.note.filter(|_| include_note) {
            ranges.push(note);
        }
        ranges.sort_by_key(|range| range.start());
        ranges
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ide::analysis::{definition, references};
    use crate::ide::fixture::{corpus_files, own_files, parse_at, TestFile};
    use gamerec_grammar::Format;
    use gamerec_grammar::TextSize;

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
