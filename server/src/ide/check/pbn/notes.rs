//! Notes and annotations of the auction and play sections: `=n=` without its `Note`, a `Note`
//! nothing refers to, a note number used twice or outside 1-32, a second suffix or note
//! reference on one call or card, and NAGs out of range or in the wrong section.

use super::{name_range, value_range};
use crate::ide::{Diagnostic, RelatedInformation};
use gamerec_grammar::ast::AstNode;
use gamerec_grammar::pbn::ast::{Game, Tag};
use gamerec_grammar::pbn::spec::{self, AppliesTo};
use gamerec_grammar::{SyntaxKind, SyntaxNode, SyntaxToken, TextRange};

#[derive(Clone, Copy, PartialEq, Eq)]
enum Section {
    Auction,
    Play,
}

impl Section {
    fn things(self) -> &'static str {
        match self {
            Section::Auction => "calls",
            Section::Play => "cards",
        }
    }

    fn thing(self) -> &'static str {
        match self {
            Section::Auction => "call",
            Section::Play => "card",
        }
    }

    fn name(self) -> &'static str {
        match self {
            Section::Auction => "auction",
            Section::Play => "play",
        }
    }
}

pub(super) fn check(game: &Game, out: &mut Vec<Diagnostic>) {
    if let Some(auction) = game.auction() {
        let notes: Vec<Tag> = auction.notes().collect();
        check_section(auction.syntax(), &notes, Section::Auction, out);
    }
    if let Some(play) = game.play() {
        let notes: Vec<Tag> = play.notes().collect();
        check_section(play.syntax(), &notes, Section::Play, out);
    }
}

/// What one call or card has collected so far.
struct Current {
    text: String,
    suffix: Option<SyntaxToken>,
    note_ref: Option<SyntaxToken>,
    /// The first NAG that says what a suffix says (good, poor, ...).
    evaluation: Option<SyntaxToken>,
    reported_double_evaluation: bool,
}

fn check_section(node: &SyntaxNode, notes: &[Tag], section: Section, out: &mut Vec<Diagnostic>) {
    // Note numbers 1-32 as bits; the first reference to each for messages.
    let mut referred: u64 = 0;
    let mut references: Vec<(u32, TextRange)> = Vec::new();
    let mut current: Option<Current> = None;
    for token in node
        .children_with_tokens()
        .filter_map(|element| element.into_token())
    {
        match token.kind() {
            SyntaxKind::PBN_CALL | SyntaxKind::PBN_CARD => {
                current = Some(Current {
                    text: token.text().to_string(),
                    suffix: None,
                    note_ref: None,
                    evaluation: None,
                    reported_double_evaluation: false,
                });
            }
            SyntaxKind::PBN_STAR | SyntaxKind::PBN_PLUS | SyntaxKind::PBN_IRREGULARITY => {
                current = None;
            }
            SyntaxKind::PBN_NOTE_REF => {
                let number = number_in(token.text());
                if spec::NOTE_INDEX.contains(&number) {
                    referred |= 1 << number;
                    references.push((u32::from(number), token.text_range()));
                } else {
                    out.push(note_number_out_of_range(token.text_range(), token.text()));
                }
                if let Some(current) = &mut current {
                    if let Some(first) = &current.note_ref {
                        out.push(repeated(&token, first, current, section, "note reference"));
                    } else {
                        current.note_ref = Some(token.clone());
                    }
                }
            }
            SyntaxKind::PBN_SUFFIX => {
                if let Some(current) = &mut current {
                    if let Some(first) = &current.suffix {
                        out.push(repeated(&token, first, current, section, "suffix"));
                    } else {
                        current.suffix = Some(token.clone());
                        if let Some(nag) = current.evaluation.clone() {
                            double_evaluation(&token, &nag, current, out);
                        }
                    }
                }
            }
            SyntaxKind::PBN_NAG => nag(&token, section, current.as_mut(), out),
            _ => {}
        }
    }
    check_notes(notes, referred, &references, section, out);
}

/// The number in `=12=`, `$12` or `12`, saturated so that huge numbers stay out of range.
fn number_in(text: &str) -> u8 {
    let digits = text.trim_matches(|c: char| !c.is_ascii_digit());
    digits
        .parse::<u32>()
        .map_or(u8::MAX, |number| u8::try_from(number).unwrap_or(u8::MAX))
}

fn note_number_out_of_range(range: TextRange, shown: &str) -> Diagnostic {
    Diagnostic::error(
        "pbn/bad-note-number",
        range,
        format!("`{shown}` is outside the note numbers PBN allows; use a number from 1 to 32"),
    )
}

fn repeated(
    token: &SyntaxToken,
    first: &SyntaxToken,
    current: &Current,
    section: Section,
    what: &str,
) -> Diagnostic {
    let mut diagnostic = Diagnostic::error(
        "pbn/repeated-annotation",
        token.text_range(),
        format!(
            "`{}` already has the {what} `{}`; a {} takes at most one {what}",
            current.text,
            first.text(),
            section.thing()
        ),
    );
    diagnostic.related.push(RelatedInformation {
        range: first.text_range(),
        message: format!("the first {what}"),
    });
    diagnostic
}

fn double_evaluation(
    later: &SyntaxToken,
    earlier: &SyntaxToken,
    current: &mut Current,
    out: &mut Vec<Diagnostic>,
) {
    if current.reported_double_evaluation {
        return;
    }
    current.reported_double_evaluation = true;
    let (suffix, nag) = if later.kind() == SyntaxKind::PBN_SUFFIX {
        (later, earlier)
    } else {
        (earlier, later)
    };
    let mut diagnostic = Diagnostic::warning(
        "pbn/suffix-and-nag",
        later.text_range(),
        format!(
            "`{}` is judged twice, by the suffix `{}` and by `{}`; export format turns the \
             suffix into a NAG, so keep one of them",
            current.text,
            suffix.text(),
            nag.text()
        ),
    );
    diagnostic.related.push(RelatedInformation {
        range: earlier.text_range(),
        message: "the other judgement".to_string(),
    });
    out.push(diagnostic);
}

fn nag(
    token: &SyntaxToken,
    section: Section,
    current: Option<&mut Current>,
    out: &mut Vec<Diagnostic>,
) {
    let digits = token.text().get(1..).unwrap_or("");
    let number = digits.parse::<u32>().unwrap_or(u32::MAX);
    let Ok(number) = u8::try_from(number) else {
        out.push(Diagnostic::error(
            "pbn/nag-out-of-range",
            token.text_range(),
            format!(
                "`{}` is outside the NAGs PBN allows; a NAG is `$0` to `${}`",
                token.text(),
                spec::MAX_NAG
            ),
        ));
        return;
    };
    let Some(nag) = spec::nag(number) else {
        return;
    };
    let belongs = match nag.applies_to {
        AppliesTo::Both => true,
        AppliesTo::Call => section == Section::Auction,
        AppliesTo::Card => section == Section::Play,
    };
    if !belongs {
        let home = match nag.applies_to {
            AppliesTo::Call => "calls of the auction",
            _ => "cards of the play",
        };
        out.push(Diagnostic::error(
            "pbn/misplaced-nag",
            token.text_range(),
            format!(
                "`{}` ({}) may only annotate {home}, not {} of the {}",
                token.text(),
                nag.meaning,
                section.things(),
                section.name()
            ),
        ));
        return;
    }
    let Some(current) = current else { return };
    if nag.suffix.is_some() {
        if let Some(suffix) = current.suffix.clone() {
            double_evaluation(token, &suffix, current, out);
        } else if current.evaluation.is_none() {
            current.evaluation = Some(token.clone());
        }
    }
}

fn check_notes(
    notes: &[Tag],
    referred: u64,
    references: &[(u32, TextRange)],
    section: Section,
    out: &mut Vec<Diagnostic>,
) {
    let mut defined: u64 = 0;
    let mut first_note: [Option<TextRange>; 33] = [None; 33];
    for note in notes {
        let Some(value) = note.value() else { continue };
        let Some(number_token) = value.piece(SyntaxKind::PBN_NUMBER) else {
            if value.text().is_empty() {
                out.push(Diagnostic::error(
                    "pbn/bad-note",
                    name_range(note),
                    "the `Note` is empty; its value is `<number>:<text>`, the number of the \
                     `=n=` it explains",
                ));
            }
            continue;
        };
        let number = number_in(number_token.text());
        let range = number_token.text_range();
        if !spec::NOTE_INDEX.contains(&number) {
            out.push(note_number_out_of_range(range, number_token.text()));
            continue;
        }
        let index = usize::from(number);
        if let Some(first) = first_note[index] {
            let mut diagnostic = Diagnostic::error(
                "pbn/duplicate-note",
                range,
                format!(
                    "note {number} is already explained in this {} section; each `Note` of a \
                     section needs its own number",
                    section.name()
                ),
            );
            diagnostic.related.push(RelatedInformation {
                range: first,
                message: format!("the first note {number}"),
            });
            out.push(diagnostic);
            continue;
        }
        first_note[index] = Some(range);
        defined |= 1 << number;
        if referred & (1 << number) == 0 {
            out.push(Diagnostic::warning(
                "pbn/unused-note",
                value_range(note),
                format!(
                    "note {number} is never referred to: no {} of the {} has `={number}=`",
                    section.thing(),
                    section.name()
                ),
            ));
        }
    }
    for &(number, range) in references {
        if defined & (1 << number) == 0 {
            out.push(Diagnostic::error(
                "pbn/missing-note",
                range,
                format!(
                    "`={number}=` refers to note {number}, but the {} section has no \
                     `[Note \"{number}:...\"]`",
                    section.name()
                ),
            ));
        }
    }
}
