//! The labels that repeat until altered (D T L E F S K N B H): what each record takes over from
//! the records before it, so that checks can use the values in effect, such as the deal.
//!
//! A label given without data sets its value to null. The names (N) follow the teams (K):
//! while K is set, a record without N takes the names of the record before the last one, so
//! that two tables' names alternate; while K is null, N repeats like the others.

use crate::ide::notations::bridge::model::{BridgeGame, Detail};
use crate::ide::notations::rbn::model;
use gamerec_grammar::ast::AstNode;
use gamerec_grammar::rbn::ast::{Deal, HandLabel, Label};
use gamerec_grammar::SyntaxKind::{self, *};
use gamerec_grammar::{GreenNode, GreenNodeData, SyntaxNode};

/// The labels that carry over, N apart (it follows its own rule).
const CARRIED: [char; 9] = ['D', 'T', 'L', 'E', 'F', 'S', 'K', 'B', 'H'];

/// A label node kept from the record that gave it. Equal nodes are most often the same node
/// (the parser shares repeated lines), so identity is tried first.
#[derive(Debug, Clone)]
pub(crate) struct Carried(GreenNode);

impl PartialEq for Carried {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq::<GreenNodeData>(&*self.0, &*other.0) || self.0 == other.0
    }
}

impl Eq for Carried {}

impl Carried {
    fn of(label: &Label) -> Option<Carried> {
        let green = label.syntax().green();
        // Null: nothing but the name, spaces and braces (as `Label::is_null`, on the green tree).
        let is_null = green.children().all(|child| {
            let kind = SyntaxKind::from_raw(child.kind().0);
            matches!(
                kind,
                Some(RBN_LABEL_NAME | WHITESPACE | RBN_L_BRACE | RBN_R_BRACE)
            )
        });
        (!is_null).then(|| Carried(green.to_owned()))
    }

    fn label(&self) -> Option<Label> {
        Label::cast(SyntaxNode::new_root(self.0.clone()))
    }
}

/// The values in effect after a record: its own labels, or those it took over.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub(crate) struct Context {
    /// In the order of [`CARRIED`]; `None` when never given or set null.
    carried: [Option<Carried>; 9],
    /// The names in effect.
    names: Option<Carried>,
    /// The names in effect in the record before, which come back next while K is set.
    other_names: Option<Carried>,
}

impl Context {
    /// The context after the record of `labels`, which starts with `self`: the last label of
    /// each letter in the record replaces the value before it.
    pub(crate) fn after(&self, labels: &[Label]) -> Context {
        let mut next = self.clone();
        let mut own_names = None;
        for label in labels {
            let Some(letter) = super::letter(label) else {
                continue;
            };
            if letter == 'N' {
                own_names = Some(label);
            } else if let Some(slot) = CARRIED.iter().position(|&carried| carried == letter) {
                next.carried[slot] = Carried::of(label);
            }
        }
        match own_names {
            Some(label) => {
                let own = Carried::of(label);
                // Null names stop the repetition, alternating or not.
                next.other_names = own.as_ref().and_then(|_| self.names.clone());
                next.names = own;
            }
            None if next.value('K').is_some() && self.other_names.is_some() => {
                next.names = self.other_names.clone();
                next.other_names = self.names.clone();
            }
            None => {}
        }
        next
    }

    fn value(&self, letter: char) -> Option<&Carried> {
        if letter == 'N' {
            return self.names.as_ref();
        }
        let slot = CARRIED.iter().position(|&carried| carried == letter)?;
        self.carried[slot].as_ref()
    }

    /// The label in effect for `letter` (one of D T L E F S K N B H), as the root of its own
    /// tree; `None` when it is null or `letter` does not carry over.
    pub(crate) fn label(&self, letter: char) -> Option<Label> {
        self.value(letter)?.label()
    }

    /// The game of the record of `labels`, which starts with `self`: its own labels read into
    /// the model, with the `H` and `F` in effect standing for those it leaves out.
    pub(crate) fn game_of(&self, labels: &[Label], detail: Detail) -> (model::Labels, BridgeGame) {
        let deal = self.label('H').map(|label| label.syntax().clone());
        let scoring = self.label('F').map(|label| label.syntax().clone());
        let inherited = model::Inherited {
            deal: deal.as_ref(),
            scoring: scoring.as_ref(),
        };
        let own = model::Labels::among(labels.iter().map(|label| label.syntax().clone()));
        let game = model::read_labels(&own, inherited, detail);
        (own, game)
    }

    /// The deal in effect: the last `H` given.
    #[allow(dead_code)] // For the deal, auction and play checks.
    pub(crate) fn deal(&self) -> Option<Deal> {
        HandLabel::cast(self.label('H')?.syntax().clone())?.deal()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use gamerec_grammar::rbn::ast::{Record, SourceFile};
    use gamerec_grammar::{parse, Format};

    /// The context after each record of `text`, as `letter=value` for every letter in effect.
    fn contexts(format: Format, text: &str) -> Vec<String> {
        let parse = parse(format, text);
        let Some(file) = SourceFile::cast(parse.syntax()) else {
            return Vec::new();
        };
        let mut context = Context::default();
        let mut out = Vec::new();
        for record in file.records() {
            // Each record is checked as the root of its own tree.
            let record = SyntaxNode::new_root(record.syntax().green().to_owned());
            let Some(record) = Record::cast(record) else {
                continue;
            };
            context = context.after(&record.labels().collect::<Vec<_>>());
            let shown: Vec<String> = "DTLEFSKNBH"
                .chars()
                .filter_map(|letter| {
                    let label = context.label(letter)?;
                    let text = label.syntax().text().to_string();
                    Some(format!(
                        "{letter}={}",
                        text.get(2..).unwrap_or("").trim_end_matches([' ', '}'])
                    ))
                })
                .collect();
            out.push(shown.join(" "));
        }
        out
    }

    #[test]
    fn labels_repeat_until_altered_or_set_null() {
        let text = "% RBN\nD 20240411\nE Club:Teams\nB 1\nH N:AK2.x.x.x\nA NZ:1SA\n\nB 2\n\nE\nH W:KQ.J.T.9\n\nD 20240412\nB 3\n\n";
        expect_test::expect![[r#"
            [
                "D=20240411 E=Club:Teams B=1 H=N:AK2.x.x.x",
                "D=20240411 E=Club:Teams B=2 H=N:AK2.x.x.x",
                "D=20240411 B=2 H=W:KQ.J.T.9",
                "D=20240412 B=3 H=W:KQ.J.T.9",
            ]
        "#]]
        .assert_debug_eq(&contexts(Format::Rbn, text));
    }

    #[test]
    fn the_last_label_of_a_letter_wins() {
        let text = "H N:AK..\nB 1\nH E:QJ..\n\n";
        assert_eq!(contexts(Format::Rbn, text), ["B=1 H=E:QJ.."]);
    }

    #[test]
    fn names_alternate_while_teams_are_set() {
        let text =
            "K Duck:Fox\nN A+B:C+D\n\nN C+D:A+B\n\nB 3\n\nB 4\n\nB 5\n\nN E+F:G+H\n\nB 7\n\n";
        let names: Vec<String> = contexts(Format::Rbn, text)
            .iter()
            .map(|context| {
                context
                    .split(' ')
                    .find(|part| part.starts_with("N="))
                    .unwrap_or("")
                    .to_string()
            })
            .collect();
        assert_eq!(
            names,
            [
                "N=A+B:C+D",
                "N=C+D:A+B",
                "N=A+B:C+D",
                "N=C+D:A+B",
                "N=A+B:C+D",
                "N=E+F:G+H",
                "N=A+B:C+D"
            ]
        );
    }

    #[test]
    fn names_repeat_while_teams_are_null() {
        let text = "N A+B:C+D\n\nN C+D:A+B\n\nB 3\n\nK Duck:Fox\nB 4\n\nK\nB 5\n\nN\n\nB 7\n\n";
        let names: Vec<String> = contexts(Format::Rbn, text)
            .iter()
            .map(|context| {
                context
                    .split(' ')
                    .find(|part| part.starts_with("N="))
                    .unwrap_or("-")
                    .to_string()
            })
            .collect();
        assert_eq!(
            names,
            [
                "N=A+B:C+D",
                "N=C+D:A+B",
                "N=C+D:A+B",
                "N=A+B:C+D",
                "N=A+B:C+D",
                "-",
                "-"
            ]
        );
    }

    #[test]
    fn rbx_records_carry_the_same_way() {
        let text = "%{RBX}D{19991225}B{7}H{W:AK2}\nB{8}\nD{}H{E:Q}\n";
        assert_eq!(
            contexts(Format::Rbx, text),
            [
                "D=19991225 B=7 H=W:AK2",
                "D=19991225 B=8 H=W:AK2",
                "B=8 H=E:Q"
            ]
        );
    }

    #[test]
    fn the_deal_in_effect_is_a_typed_view() {
        let parse = parse(Format::Rbn, "H S:AKQ.x.x.x:::\nB 1\n\nB 2\n\n");
        let file = SourceFile::cast(parse.syntax());
        let mut context = Context::default();
        for record in file.iter().flat_map(SourceFile::records) {
            context = context.after(&record.labels().collect::<Vec<_>>());
        }
        let deal = context.deal();
        let seat = deal.and_then(|deal| deal.first_seat());
        assert_eq!(
            seat.map(|seat| seat.text().to_string()),
            Some("S".to_string())
        );
    }

    #[test]
    fn equal_labels_from_different_records_are_equal_contexts() {
        let one = parse(Format::Rbn, "E Teams\nB 1\n\n");
        let two = parse(Format::Rbn, "E Teams\nB 1\nA NZ:A\n\n");
        let after = |parse: &gamerec_grammar::Parse| {
            let file = SourceFile::cast(parse.syntax());
            let record = file.and_then(|file| file.records().next());
            record.map(|record| Context::default().after(&record.labels().collect::<Vec<_>>()))
        };
        assert_eq!(after(&one), after(&two));
        assert_ne!(after(&one), Some(Context::default()));
    }
}
