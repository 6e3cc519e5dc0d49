//! Notes and annotations of the auction and play sections: `=n=` without its `Note`, a `Note`
//! nothing refers to, a note number used twice or outside 1-32, a second suffix or note
//! reference on one call or card, and NAGs out of range or in the wrong section.

use super::tag_table::{unescaped_is, GameTag, TagTable};
use crate::ide::check::Findings;
use crate::ide::green::{Node, Token};
use crate::ide::notations::pbn::moves::{is_run, section_tokens};
use crate::ide::{Diagnostic, RelatedInformation};
use gamerec_grammar::pbn::spec::{self, AppliesTo};
use gamerec_grammar::{SyntaxKind, TextRange};

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

pub(super) fn check(table: &TagTable, out: &mut Findings) {
    if let Some(auction) = table.auction {
        check_section(table, auction, Section::Auction, out);
    }
    if let Some(play) = table.play {
        check_section(table, play, Section::Play, out);
    }
}

/// The `Note` tags of a section: its tags after the one that opens it.
fn notes_of<'t, 'a>(
    table: &'t TagTable<'a>,
    section: Node<'a>,
) -> impl Iterator<Item = &'t GameTag<'a>> {
    let range = section.range();
    table.tags.iter().filter(move |tag| {
        !tag.opens_section
            && tag.parent == section.kind()
            && range.contains_range(tag.node.range())
            && tag.name_text() == Some("Note")
    })
}

/// What one call or card has collected so far.
struct Current<'a> {
    text: &'a str,
    suffix: Option<Token<'a>>,
    note_ref: Option<Token<'a>>,
    /// The first NAG that says what a suffix says (good, poor, ...).
    evaluation: Option<Token<'a>>,
    reported_double_evaluation: bool,
}

fn check_section(table: &TagTable, node: Node<'_>, section: Section, out: &mut Findings) {
    // Note numbers 1-32 as bits; the first reference to each for messages.
    let mut referred: u64 = 0;
    let mut references: Vec<(u32, TextRange)> = Vec::new();
    let mut current: Option<Current> = None;
    // Most sections have no annotations: then their calls and cards need not be read.
    let annotated = !node.tokens_while(|token| match token.kind {
        SyntaxKind::PBN_NOTE_REF | SyntaxKind::PBN_SUFFIX | SyntaxKind::PBN_NAG => false,
        kind if is_run(kind) => !token.text.contains(['=', '!', '?', '$']),
        _ => true,
    });
    for token in annotated
        .then(|| section_tokens(node))
        .into_iter()
        .flatten()
    {
        match token.kind {
            SyntaxKind::PBN_CALL | SyntaxKind::PBN_CARD => {
                current = Some(Current {
                    text: token.text,
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
                let number = number_in(token.text);
                if spec::NOTE_INDEX.contains(&number) {
                    referred |= 1 << number;
                    references.push((u32::from(number), token.range));
                } else {
                    out.push(note_number_out_of_range(token.range, token.text));
                }
                if let Some(current) = &mut current {
                    if let Some(first) = current.note_ref {
                        out.push(repeated(token, first, current, section, "note reference"));
                    } else {
                        current.note_ref = Some(token);
                    }
                }
            }
            SyntaxKind::PBN_SUFFIX => {
                if let Some(current) = &mut current {
                    if let Some(first) = current.suffix {
                        out.push(repeated(token, first, current, section, "suffix"));
                    } else {
                        current.suffix = Some(token);
                        if let Some(nag) = current.evaluation {
                            double_evaluation(token, nag, current, out);
                        }
                    }
                }
            }
            SyntaxKind::PBN_NAG => nag(token, section, current.as_mut(), out),
            _ => {}
        }
    }
    check_notes(notes_of(table, node), referred, &references, section, out);
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
    token: Token<'_>,
    first: Token<'_>,
    current: &Current,
    section: Section,
    what: &str,
) -> Diagnostic {
    let mut diagnostic = Diagnostic::error(
        "pbn/repeated-annotation",
        token.range,
        format!(
            "`{}` already has the {what} `{}`; a {} takes at most one {what}",
            current.text,
            first.text,
            section.thing()
        ),
    );
    diagnostic.related.push(RelatedInformation {
        range: first.range,
        message: format!("the first {what}"),
    });
    diagnostic
}

fn double_evaluation(
    later: Token<'_>,
    earlier: Token<'_>,
    current: &mut Current,
    out: &mut Findings,
) {
    if current.reported_double_evaluation {
        return;
    }
    current.reported_double_evaluation = true;
    let (suffix, nag) = if later.kind == SyntaxKind::PBN_SUFFIX {
        (later, earlier)
    } else {
        (earlier, later)
    };
    let mut diagnostic = Diagnostic::warning(
        "pbn/suffix-and-nag",
        later.range,
        format!(
            "`{}` is judged twice, by the suffix `{}` and by `{}`; export format turns the \
             suffix into a NAG, so keep one of them",
            current.text, suffix.text, nag.text
        ),
    );
    diagnostic.related.push(RelatedInformation {
        range: earlier.range,
        message: "the other judgement".to_string(),
    });
    out.push(diagnostic);
}

fn nag<'a>(
    token: Token<'a>,
    section: Section,
    current: Option<&mut Current<'a>>,
    out: &mut Findings,
) {
    let digits = token.text.get(1..).unwrap_or("");
    let number = digits.parse::<u32>().unwrap_or(u32::MAX);
    let Ok(number) = u8::try_from(number) else {
        out.push(Diagnostic::error(
            "pbn/nag-out-of-range",
            token.range,
            format!(
                "`{}` is outside the NAGs PBN allows; a NAG is `$0` to `${}`",
                token.text,
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
            token.range,
            format!(
                "`{}` ({}) may only annotate {home}, not {} of the {}",
                token.text,
                nag.meaning,
                section.things(),
                section.name()
            ),
        ));
        return;
    }
    let Some(current) = current else { return };
    if nag.suffix.is_some() {
        if let Some(suffix) = current.suffix {
            double_evaluation(token, suffix, current, out);
        } else if current.evaluation.is_none() {
            current.evaluation = Some(token);
        }
    }
}

fn check_notes<'t, 'a: 't>(
    notes: impl Iterator<Item = &'t GameTag<'a>>,
    referred: u64,
    references: &[(u32, TextRange)],
    section: Section,
    out: &mut Findings,
) {
    let mut defined: u64 = 0;
    let mut first_note: [Option<TextRange>; 33] = [None; 33];
    for note in notes {
        let Some(value) = note.value else { continue };
        let Some(number_token) = value.token(SyntaxKind::PBN_NUMBER) else {
            if unescaped_is(value, "") {
                out.push(Diagnostic::error(
                    "pbn/bad-note",
                    note.name_range(),
                    "the `Note` is empty; its value is `<number>:<text>`, the number of the \
                     `=n=` it explains",
                ));
            }
            continue;
        };
        let number = number_in(number_token.text);
        let range = number_token.range;
        if !spec::NOTE_INDEX.contains(&number) {
            out.push(note_number_out_of_range(range, number_token.text));
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
                note.value_range(),
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
