//! The parts of M (double-dummy makes) that have the right characters in the wrong places.
//!
//! The parser checks which characters each part may hold (`rbn/bad-makes`); every number it
//! accepts (0-9, A-D) is a possible count of tricks. Here: the lists of the first two parts
//! end with `?` if at all and hold at most 13 numbers, and the first part gives the makes after
//! no more leads than the P label shows; the third and fourth parts are one player's makes in
//! the five strains, then `+` and the partner's, or `=` for the same, and `!` in the fourth
//! part stands for 13 minus the makes of the North-South player it faces, which must be given.
//! Whether the numbers fit the number of cards in the deal is for the deal checks.

use crate::ide::check::Findings;
use crate::ide::Diagnostic;
use gamerec_grammar::ast::AstNode;
use gamerec_grammar::rbn::ast::{Field, Label, MakesLabel, Record};
use gamerec_grammar::{SyntaxKind, SyntaxToken, TextRange, TextSize};

/// Most numbers in the first two parts: the contract and the status after each lead through
/// trick 12; or one per opening lead, of which there are at most 13.
const MAX_LIST: usize = 13;

/// Leads after which the first part may give a status.
const MAX_LEADS: usize = 12;

/// One number per strain (N S H D C).
const STRAINS: usize = 5;

pub(super) fn check(record: &Record, labels: &[Label], out: &mut Findings) {
    for label in labels {
        let Some(makes) = MakesLabel::cast(label.syntax().clone()) else {
            continue;
        };
        let parts: Vec<Field> = makes.parts().collect();
        // What part 3 says, for the `!` of part 4; `None` when it cannot be read.
        let mut north_south = Some(Sides::default());
        for (index, part) in parts.iter().enumerate() {
            let tokens: Vec<SyntaxToken> = part.tokens().collect();
            if tokens.iter().any(|token| token.kind() == SyntaxKind::ERROR) {
                // The parser reported this part.
                if index == 2 {
                    north_south = None;
                }
                continue;
            }
            let found = match index {
                0 => list_part(&tokens, 1).or_else(|| statuses(&tokens, record)),
                1 => list_part(&tokens, 2),
                2 => match strains(&tokens, &NORTH_SOUTH) {
                    Ok(sides) => {
                        north_south = Some(sides);
                        None
                    }
                    Err(diagnostic) => {
                        north_south = None;
                        Some(diagnostic)
                    }
                },
                3 => match strains(&tokens, &WEST_EAST) {
                    Ok(sides) => north_south
                        .as_ref()
                        .and_then(|north_south| complements(&sides, north_south)),
                    Err(diagnostic) => Some(diagnostic),
                },
                _ => None,
            };
            out.extend(found);
        }
    }
}

fn malformed(range: TextRange, message: String) -> Diagnostic {
    Diagnostic::error("rbn/malformed-makes", range, message)
}

/// The part of `token` from character `from` on.
fn tail(token: &SyntaxToken, from: usize) -> TextRange {
    let range = token.text_range();
    let offset = TextSize::try_from(from.min(token.text().len())).unwrap_or_default();
    TextRange::new(range.start() + offset, range.end())
}

/// Parts 1 and 2: a list of numbers, ended by `?` if it is partial.
fn list_part(tokens: &[SyntaxToken], part: usize) -> Option<Diagnostic> {
    let list = tokens.first()?;
    let text = list.text();
    if let Some(at) = text.find('?').filter(|&at| at + 1 < text.len()) {
        return Some(malformed(
            tail(list, at + 1),
            format!(
                "`?` ends a partial list, so nothing may follow it in part {part} of M; remove \
                 what follows or replace the `?` with the number it stands for"
            ),
        ));
    }
    let numbers = text.trim_end_matches('?').len();
    if numbers > MAX_LIST {
        let what = if part == 1 {
            "the makes in the contract and then after each lead through trick 12"
        } else {
            "the makes after each different opening lead"
        };
        return Some(malformed(
            tail(list, MAX_LIST),
            format!(
                "part {part} of M holds {what}, at most {MAX_LIST} numbers, but gives {numbers}"
            ),
        ));
    }
    None
}

/// Part 1 after its first number: the status after each lead of the P label.
fn statuses(tokens: &[SyntaxToken], record: &Record) -> Option<Diagnostic> {
    let list = tokens.first()?;
    let given = list.text().trim_end_matches('?').len().saturating_sub(1);
    if given == 0 {
        return None;
    }
    let leads = record.play().map(|play| play.tricks().count());
    let shown = leads.unwrap_or(0).min(MAX_LEADS);
    if given <= shown {
        return None;
    }
    let leads_given = if given == 1 {
        "1 lead".to_string()
    } else {
        format!("{given} leads")
    };
    let play = match leads {
        None => "the record has no P label".to_string(),
        Some(1) => "the P label shows only 1 trick".to_string(),
        Some(leads) => format!("the P label shows only {leads} tricks"),
    };
    Some(malformed(
        tail(list, 1 + shown),
        format!(
            "part 1 of M gives the makes after {leads_given}, but {play}; the numbers after \
             the first are the makes after each lead of the play"
        ),
    ))
}

/// The players whose makes parts 3 and 4 give.
struct Pair {
    part: usize,
    first: &'static str,
    second: &'static str,
    /// Whether `!` (13 minus the makes of the player across) may stand for a list.
    complements: bool,
}

const NORTH_SOUTH: Pair = Pair {
    part: 3,
    first: "North",
    second: "South",
    complements: false,
};

const WEST_EAST: Pair = Pair {
    part: 4,
    first: "West",
    second: "East",
    complements: true,
};

/// One player's makes in a part.
#[derive(Debug, Clone, Default)]
enum Side {
    #[default]
    Missing,
    List(SyntaxToken),
    /// `!`: 13 minus the makes of the North-South player.
    Not(SyntaxToken),
}

impl Side {
    fn is_given(&self) -> bool {
        !matches!(self, Side::Missing)
    }
}

/// The two players of a part; `=` makes the second the same as the first.
#[derive(Debug, Clone, Default)]
struct Sides {
    first: Side,
    second: Side,
    same: bool,
}

impl Sides {
    /// Whether the makes of the second player are known from this part.
    fn second_given(&self) -> bool {
        self.second.is_given() || (self.same && self.first.is_given())
    }
}

fn side(tokens: &[SyntaxToken], at: &mut usize, pair: &Pair) -> Side {
    let side = match tokens.get(*at) {
        Some(token) if token.kind() == SyntaxKind::RBN_MAKES => Side::List(token.clone()),
        Some(token) if token.kind() == SyntaxKind::RBN_NOT && pair.complements => {
            Side::Not(token.clone())
        }
        _ => return Side::Missing,
    };
    *at += 1;
    side
}

/// Parts 3 and 4: `first[+second|=|!]`, each list one number per strain.
fn strains(tokens: &[SyntaxToken], pair: &Pair) -> Result<Sides, Diagnostic> {
    let mut at = 0;
    let first = side(tokens, &mut at, pair);
    let mut sides = Sides {
        first,
        second: Side::Missing,
        same: false,
    };
    match tokens.get(at) {
        Some(plus) if plus.kind() == SyntaxKind::RBN_PLUS => {
            at += 1;
            sides.second = side(tokens, &mut at, pair);
        }
        Some(equals) if equals.kind() == SyntaxKind::RBN_EQUALS => {
            if !sides.first.is_given() {
                return Err(malformed(
                    equals.text_range(),
                    format!(
                        "`=` says {} makes the same as {}, but part {} of M gives no makes for \
                         {} before it",
                        pair.second, pair.first, pair.part, pair.first
                    ),
                ));
            }
            at += 1;
            sides.same = true;
        }
        Some(not) if not.kind() == SyntaxKind::RBN_NOT && pair.complements => {
            sides.second = Side::Not(not.clone());
            at += 1;
        }
        _ => {}
    }
    if let Some(extra) = tokens.get(at) {
        let last = tokens.last().unwrap_or(extra);
        let (or_not, not) = if pair.complements {
            (" (or `!`)", " or `!` for 13 minus South's")
        } else {
            ("", "")
        };
        return Err(malformed(
            TextRange::new(extra.text_range().start(), last.text_range().end()),
            format!(
                "`{}` is out of place: part {} of M is {}'s makes{or_not}, then `+` and {}'s \
                 makes, `=` for the same{not}, and nothing after that",
                extra.text(),
                pair.part,
                pair.first,
                pair.second
            ),
        ));
    }
    for (player, side) in [(pair.first, &sides.first), (pair.second, &sides.second)] {
        if let Side::List(list) = side {
            let numbers = list.text().len();
            if numbers > STRAINS {
                return Err(malformed(
                    tail(list, STRAINS),
                    format!(
                        "{player}'s makes in part {} of M are one number for each strain (N S H \
                         D C), at most {STRAINS}, but {numbers} are given",
                        pair.part
                    ),
                ));
            }
        }
    }
    Ok(sides)
}

/// `!` in part 4 needs the makes of the North-South player across in part 3.
fn complements(west_east: &Sides, north_south: &Sides) -> Option<Diagnostic> {
    let north_given = north_south.first.is_given();
    let south_given = north_south.second_given();
    let checks = [
        (&west_east.first, north_given, "West", "North"),
        (&west_east.second, south_given, "East", "South"),
    ];
    for (side, given, player, across) in checks {
        if let (Side::Not(token), false) = (side, given) {
            return Some(malformed(
                token.text_range(),
                format!(
                    "`!` stands for 13 minus {across}'s makes in each strain, but part 3 of M \
                     gives none for {across}; write {player}'s makes as numbers"
                ),
            ));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::super::tests::{rbn, rbx};
    use expect_test::expect;

    /// A play of `tricks` tricks, for the first part's statuses.
    fn play(tricks: usize) -> String {
        let tricks: Vec<&str> = std::iter::repeat_n("SA234", tricks).collect();
        format!("P {}\n", tricks.join(":"))
    }

    #[test]
    fn well_formed_makes() {
        for makes in [
            "9",
            "AA",
            "89?",
            "?",
            ":AAABBBAABA",
            ":89",
            ":D",
            ":77?",
            "::987A8+997A8",
            "::BA69A=",
            "::9",
            ":::74499=",
            "::987A8=:!=",
            "::88666+88667:!!",
            "::98+7:+!",
            "::+98",
            "::?9?=:!",
            "::9a8=:99",
            "9:::",
        ] {
            assert_eq!(rbn(&format!("{}M {makes}\n\n", play(1))), "", "{makes}");
        }
        assert_eq!(rbn(&format!("{}M 8998888788887\n\n", play(13))), "");
        assert_eq!(rbx("P{SA234:SK234}M{9A9:BBBA}\n"), "");
    }

    #[test]
    fn a_list_going_on_after_its_question_mark() {
        expect![[r#"
            rbn/malformed-makes@9..10 error `A`: `?` ends a partial list, so nothing may follow it in part 1 of M; remove what follows or replace the `?` with the number it stands for
            rbn/repeated-label@11..12 error `M`: `M` (Makes at Double-Dummy) is given a second time in this record; a record has each label at most once, so merge the two or remove one
              related@5..6 `M`: the first `M` (Makes at Double-Dummy)
            rbn/malformed-makes@17..18 error `B`: `?` ends a partial list, so nothing may follow it in part 2 of M; remove what follows or replace the `?` with the number it stands for
        "#]]
        .assert_eq(&rbn("P SA\nM 9?A\nM :AB?B\n\n"));
    }

    #[test]
    fn too_many_numbers() {
        expect![[r#"
            rbn/malformed-makes@95..96 error `7`: part 1 of M holds the makes in the contract and then after each lead through trick 12, at most 13 numbers, but gives 14
            rbn/malformed-makes@114..116 error `AA`: part 2 of M holds the makes after each different opening lead, at most 13 numbers, but gives 15
            rbn/malformed-makes@127..128 error `9`: North's makes in part 3 of M are one number for each strain (N S H D C), at most 5, but 6 are given
            rbn/malformed-makes@143..144 error `9`: East's makes in part 4 of M are one number for each strain (N S H D C), at most 5, but 6 are given
        "#]]
        .assert_eq(&rbn(&format!(
            "{}M 89988887888877\n\nM :AAAAAAAAAAAAAAA\n\nM ::987A89\n\nM :::98+999999\n\n",
            play(13)
        )));
    }

    #[test]
    fn more_statuses_than_leads() {
        expect![[r#"
            rbn/malformed-makes@19..20 error `9`: part 1 of M gives the makes after 3 leads, but the P label shows only 2 tricks; the numbers after the first are the makes after each lead of the play
            rbn/malformed-makes@25..26 error `9`: part 1 of M gives the makes after 1 lead, but the record has no P label; the numbers after the first are the makes after each lead of the play
        "#]]
        .assert_eq(&rbn(&format!("{}M 9AA9\n\nM 99\n\n", play(2))));
    }

    #[test]
    fn signs_out_of_place() {
        expect![[r#"
            rbn/malformed-makes@8..9 error `=`: `=` is out of place: part 3 of M is North's makes, then `+` and South's makes, `=` for the same, and nothing after that
            rbn/malformed-makes@15..16 error `=`: `=` says South makes the same as North, but part 3 of M gives no makes for North before it
            rbn/malformed-makes@26..27 error `9`: `9` is out of place: part 4 of M is West's makes (or `!`), then `+` and East's makes, `=` for the same or `!` for 13 minus South's, and nothing after that
            rbn/malformed-makes@36..37 error `=`: `=` says East makes the same as West, but part 4 of M gives no makes for West before it
            rbn/malformed-makes@49..51 error `+7`: `+` is out of place: part 4 of M is West's makes (or `!`), then `+` and East's makes, `=` for the same or `!` for 13 minus South's, and nothing after that
        "#]]
        .assert_eq(&rbn(
            "M ::98+7=\n\nM ::=\n\nM ::9=:!9\n\nM ::9=:=\n\nM ::98:9+8+7\n\n",
        ));
    }

    #[test]
    fn a_complement_without_its_north_south_makes() {
        expect![[r#"
            rbn/malformed-makes@5..6 error `!`: `!` stands for 13 minus North's makes in each strain, but part 3 of M gives none for North; write West's makes as numbers
            rbn/malformed-makes@17..18 error `!`: `!` stands for 13 minus South's makes in each strain, but part 3 of M gives none for South; write East's makes as numbers
            rbn/malformed-makes@27..28 error `!`: `!` stands for 13 minus North's makes in each strain, but part 3 of M gives none for North; write West's makes as numbers
        "#]]
        .assert_eq(&rbn("M :::!=\n\nM ::98:9!\n\nM ::+A:!\n\n"));
        // Part 3 the parser rejected: nothing more is said about part 4.
        expect![[r#"
            rbn/bad-makes@5..6 error `!`: expected a number of tricks (0-9, A-D), `?`, `+` or `=`, found `!`
        "#]]
        .assert_eq(&rbn("M ::9!:!\n\n"));
    }
}
