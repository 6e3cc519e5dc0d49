//! Numbered notes and the `^n` references to them.
//!
//! A note explains the auction, or the play once a P label came before it in the record, and
//! must follow the label it explains. Notes 1-9 are referred to by `^n` after a call or a
//! card; note 0 is a general note that nothing refers to. Each note number appears at most
//! once for the auction and once for the play.

use super::labels::name_range;
use super::{for_each_token, is_group};
use crate::ide::check::Findings;
use crate::ide::{Diagnostic, RelatedInformation};
use gamerec_grammar::ast::AstNode;
use gamerec_grammar::rbn::ast::Label;
use gamerec_grammar::{SyntaxKind, TextRange, TextSize};

/// What a note explains.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Owner {
    Auction,
    Play,
}

impl Owner {
    fn index(self) -> usize {
        match self {
            Owner::Auction => 0,
            Owner::Play => 1,
        }
    }

    fn other(self) -> Owner {
        match self {
            Owner::Auction => Owner::Play,
            Owner::Play => Owner::Auction,
        }
    }

    fn noun(self) -> &'static str {
        match self {
            Owner::Auction => "the auction",
            Owner::Play => "the play",
        }
    }

    fn letter(self) -> char {
        match self {
            Owner::Auction => 'A',
            Owner::Play => 'P',
        }
    }
}

/// The notes and references of one record, by owner and number.
#[derive(Default)]
struct Notes {
    /// The first note with each number, per owner.
    notes: [[Option<Label>; 10]; 2],
    /// The first note with each number that stands before any A or P label.
    orphans: [Option<Label>; 10],
    /// Every `^n` with its range, per owner.
    refs: [Vec<(u8, TextRange)>; 2],
    /// Whether the record is written as RBX groups.
    rbx: bool,
}

impl Notes {
    fn note(&self, owner: Owner, number: u8) -> Option<&Label> {
        self.notes[owner.index()][usize::from(number)].as_ref()
    }

    fn is_referred_to(&self, owner: Owner, number: u8) -> bool {
        self.refs[owner.index()].iter().any(|(n, _)| *n == number)
    }
}

pub(super) fn check(labels: &[Label], out: &mut Findings) {
    let mut notes = Notes::default();
    let (mut seen_auction, mut seen_play) = (false, false);
    for label in labels {
        match label.syntax().kind() {
            SyntaxKind::RBN_AUCTION_LABEL => {
                seen_auction = true;
                notes.rbx = is_group(label);
                refs(label, &mut notes.refs[0]);
            }
            SyntaxKind::RBN_PLAY_LABEL => {
                seen_play = true;
                notes.rbx = is_group(label);
                refs(label, &mut notes.refs[1]);
            }
            SyntaxKind::RBN_NOTE_LABEL => {
                let Some(number) = note_number(label) else {
                    continue;
                };
                let owner = if seen_play {
                    Some(Owner::Play)
                } else if seen_auction {
                    Some(Owner::Auction)
                } else {
                    None
                };
                let slot = match owner {
                    Some(owner) => &mut notes.notes[owner.index()][usize::from(number)],
                    None => &mut notes.orphans[usize::from(number)],
                };
                match slot {
                    Some(first) => out.push(repeated(label, first, number, owner)),
                    None => *slot = Some(label.clone()),
                }
            }
            _ => {}
        }
    }
    report(&notes, out);
}

fn note_number(label: &Label) -> Option<u8> {
    let digit = super::letter(label)?.to_digit(10)?;
    u8::try_from(digit).ok()
}

/// Adds the `^n` of an A or P label with their numbers (`^0` apart: the character check
/// reports it).
fn refs(label: &Label, found: &mut Vec<(u8, TextRange)>) {
    let skip = |kind| kind == SyntaxKind::ERROR;
    for_each_token(label.syntax(), skip, |kind, text, at| {
        if kind != SyntaxKind::RBN_NOTE_REF {
            return;
        }
        let number = text.chars().nth(1).and_then(|digit| digit.to_digit(10));
        if let Some(number) = number.and_then(|n| u8::try_from(n).ok()).filter(|&n| n > 0) {
            found.push((number, TextRange::at(at, TextSize::of(text))));
        }
    });
}

fn report(notes: &Notes, out: &mut Findings) {
    for number in 0..10u8 {
        if let Some(orphan) = &notes.orphans[usize::from(number)] {
            out.push(before_any(orphan, number, notes));
        }
    }
    for owner in [Owner::Auction, Owner::Play] {
        for (number, range) in &notes.refs[owner.index()] {
            let number = *number;
            if notes.note(owner, number).is_some() || has_orphan(notes, number) {
                continue;
            }
            if wrong_side(notes, owner.other(), number) {
                // Reported once, on the note.
                continue;
            }
            out.push(missing(*range, number, owner, notes.rbx));
        }
        for number in 1..10u8 {
            let Some(note) = notes.note(owner, number) else {
                continue;
            };
            if notes.is_referred_to(owner, number) {
                continue;
            }
            if notes.is_referred_to(owner.other(), number)
                && notes.note(owner.other(), number).is_none()
            {
                out.push(misplaced(note, number, owner));
            } else {
                out.push(unused(note, number, owner));
            }
        }
    }
}

fn has_orphan(notes: &Notes, number: u8) -> bool {
    notes.orphans[usize::from(number)].is_some()
}

/// Whether note `number` of `owner` is unused there while the other side refers to it.
fn wrong_side(notes: &Notes, owner: Owner, number: u8) -> bool {
    notes.note(owner, number).is_some() && !notes.is_referred_to(owner, number)
}

fn related(label: &Label, message: String) -> RelatedInformation {
    RelatedInformation {
        range: name_range(label),
        message,
    }
}

fn repeated(label: &Label, first: &Label, number: u8, owner: Option<Owner>) -> Diagnostic {
    let whose = owner.map_or(String::new(), |owner| format!(" for {}", owner.noun()));
    let mut diagnostic = Diagnostic::error(
        "rbn/repeated-label",
        name_range(label),
        format!(
            "note {number} is given a second time{whose} in this record; each note number \
             appears once, so merge the two notes or renumber one (and its `^{number}`)"
        ),
    );
    diagnostic
        .related
        .push(related(first, format!("the first note {number}")));
    diagnostic
}

fn before_any(note: &Label, number: u8, notes: &Notes) -> Diagnostic {
    let referrers: Vec<Owner> = [Owner::Auction, Owner::Play]
        .into_iter()
        .filter(|&owner| notes.is_referred_to(owner, number))
        .collect();
    let hint = match referrers.as_slice() {
        [owner] => format!(
            "; `^{number}` is in the {} label, so move the note after it",
            owner.letter()
        ),
        _ => "; move it after the A label (for a note on the auction) or the P label (for the \
              play)"
            .to_string(),
    };
    Diagnostic::error(
        "rbn/misplaced-note",
        name_range(note),
        format!(
            "note {number} comes before any A or P label; a note must follow the auction or \
             play it explains{hint}"
        ),
    )
}

fn misplaced(note: &Label, number: u8, owner: Owner) -> Diagnostic {
    let other = owner.other();
    let placement = match owner {
        Owner::Play => "it follows the P label".to_string(),
        Owner::Auction => "no P label comes before it".to_string(),
    };
    Diagnostic::error(
        "rbn/misplaced-note",
        name_range(note),
        format!(
            "note {number} belongs to {} because {placement}, but only {} refers to \
             `^{number}`; move the note right after the {} label",
            owner.noun(),
            other.noun(),
            other.letter()
        ),
    )
}

fn missing(range: TextRange, number: u8, owner: Owner, rbx: bool) -> Diagnostic {
    let note = if rbx {
        format!("`{number}{{...}}`")
    } else {
        format!("a line `{number} ...`")
    };
    let what = match owner {
        Owner::Auction => "call",
        Owner::Play => "card",
    };
    Diagnostic::error(
        "rbn/missing-note",
        range,
        format!(
            "this {what} refers to note {number}, but no note {number} follows the {} label; \
             add {note} after it or remove the `^{number}`",
            owner.letter()
        ),
    )
}

fn unused(note: &Label, number: u8, owner: Owner) -> Diagnostic {
    let what = match owner {
        Owner::Auction => "call",
        Owner::Play => "card",
    };
    Diagnostic::warning(
        "rbn/unused-note",
        name_range(note),
        format!(
            "no {what} in {} refers to note {number}; mark the {what} it explains with \
             `^{number}`, or use note 0 for a general note",
            owner.noun()
        ),
    )
}

#[cfg(test)]
mod tests {
    use super::super::tests::{rbn, rbx};
    use expect_test::expect;

    #[test]
    fn notes_that_follow_what_refers_to_them() {
        let text = "A NZ:1C^1P1H^2A\n1 short club\n2 five cards\n0 a new partnership\nP SK^1:HA\n1 suit preference\n0 routine\n\n";
        assert_eq!(rbn(text), "");
        assert_eq!(rbx("A{NZ:1C^1A}1{short}P{SA^1}1{low}\n"), "");
    }

    #[test]
    fn a_reference_without_its_note_in_rbx() {
        expect![[r#"
            rbn/missing-note@7..9 error `^1`: this call refers to note 1, but no note 1 follows the A label; add `1{...}` after it or remove the `^1`
        "#]]
        .assert_eq(&rbx("A{NZ:1C^1A}P{SA^1}1{low}\n"));
    }

    #[test]
    fn a_reference_without_its_note() {
        expect![[r#"
            rbn/missing-note@7..9 error `^2`: this call refers to note 2, but no note 2 follows the A label; add a line `2 ...` after it or remove the `^2`
            rbn/missing-note@16..18 error `^1`: this card refers to note 1, but no note 1 follows the P label; add a line `1 ...` after it or remove the `^1`
        "#]]
        .assert_eq(&rbn("A NZ:1S^2A\n\nP SA^1:HA\n0 general\n\n"));
    }

    #[test]
    fn a_play_note_placed_before_the_play() {
        expect![[r#"
            rbn/missing-note@7..9 error `^2`: this call refers to note 2, but no note 2 follows the A label; add a line `2 ...` after it or remove the `^2`
            rbn/misplaced-note@11..12 error `1`: note 1 belongs to the auction because no P label comes before it, but only the play refers to `^1`; move the note right after the P label
        "#]]
        .assert_eq(&rbn("A NZ:1S^2A\n1 low from three\nP S2^1\n\n"));
    }

    #[test]
    fn a_note_nothing_refers_to() {
        expect![[r#"
            rbn/unused-note@11..12 warning `3`: no call in the auction refers to note 3; mark the call it explains with `^3`, or use note 0 for a general note
        "#]]
        .assert_eq(&rbn("A NZ:1S^1A\n3 forcing\n1 natural\n\n"));
    }

    #[test]
    fn a_note_before_the_auction() {
        expect![[r#"
            rbn/misplaced-note@0..1 error `1`: note 1 comes before any A or P label; a note must follow the auction or play it explains; `^1` is in the A label, so move the note after it
        "#]]
        .assert_eq(&rbn("1 forcing\nA NZ:1S^1A\n\n"));
        expect![[r#"
            rbn/misplaced-note@4..5 error `0`: note 0 comes before any A or P label; a note must follow the auction or play it explains; move it after the A label (for a note on the auction) or the P label (for the play)
        "#]]
        .assert_eq(&rbn("B 1\n0 general\n\n"));
    }

    #[test]
    fn an_auction_note_after_the_play() {
        expect![[r#"
            rbn/misplaced-note@19..20 error `1`: note 1 belongs to the play because it follows the P label, but only the auction refers to `^1`; move the note right after the A label
        "#]]
        .assert_eq(&rbn("A NZ:1S^1A\nP HA234\n1 forcing\n\n"));
    }

    #[test]
    fn the_same_note_twice() {
        expect![[r#"
            rbn/repeated-label@20..21 error `1`: note 1 is given a second time for the auction in this record; each note number appears once, so merge the two notes or renumber one (and its `^1`)
              related@11..12 `1`: the first note 1
        "#]]
        .assert_eq(&rbn("A NZ:1S^1A\n1 strong\n1 forcing\n\n"));
    }
}
