//! RBN hovers that show the game: the deal diagram, calls with the auction replayed up to them,
//! the contract in words, played cards with the play replayed through their trick, the result
//! with its score explained, and the double-dummy makes laid out as a table.

use crate::ide::green::Node;
use crate::ide::hover::Hover;
use crate::ide::markup::{escape, Markup};
use crate::ide::notations::bridge::hover::{
    call_markup, card_markup, code, contract_markup, deal_markup, makes_markup, result_facts,
    signed, CallView, CardView, DealView, Makes, ResultView,
};
use crate::ide::notations::bridge::rules::{Card, Rank, Suit};
use crate::ide::notations::rbn::model::{
    auction_of, auction_start, contract_of, deal_of, hands_of, read_in_document,
};
use gamerec_grammar::ast::AstNode;
use gamerec_grammar::rbn::ast::{
    self, AuctionLabel, ContractLabel, HandLabel, Label, MakesLabel, NoteLabel, PlayLabel,
    ResultLabel,
};
use gamerec_grammar::rbn::spec;
use gamerec_grammar::SyntaxKind::*;
use gamerec_grammar::{SyntaxNode, SyntaxToken, TextRange, TextSize};

/// The record a label belongs to.
fn record_of(label: &Label) -> Option<SyntaxNode> {
    label
        .syntax()
        .parent()
        .filter(|node| node.kind() == RBN_RECORD)
}

fn first_label<N: AstNode>(record: &SyntaxNode) -> Option<N> {
    record.children().find_map(N::cast)
}

/// The label of `kind` in effect for `record`: its own first one, else the last one of the
/// nearest earlier record that has one (a label given alone clears the value). The flag says
/// whether it came from an earlier record.
fn effective_label(
    record: &SyntaxNode,
    kind: gamerec_grammar::SyntaxKind,
) -> Option<(Label, bool)> {
    if let Some(own) = record.children().find(|node| node.kind() == kind) {
        let label = Label::cast(own)?;
        return (!label.is_null()).then_some((label, false));
    }
    let earlier = std::iter::successors(record.prev_sibling(), SyntaxNode::prev_sibling);
    for other in earlier {
        if let Some(last) = other.children().filter(|node| node.kind() == kind).last() {
            let label = Label::cast(last)?;
            return (!label.is_null()).then_some((label, true));
        }
    }
    None
}

pub(super) fn deal_hover(token: &SyntaxToken, offset: TextSize, label: &Label) -> Option<Hover> {
    let hand_label = HandLabel::cast(label.syntax().clone())?;
    let read = deal_of(&hand_label)?;
    let table = record_of(label)
        .as_ref()
        .and_then(first_label::<AuctionLabel>)
        .map(|auction| auction_start(&auction));
    let view = DealView {
        deal: read.deal,
        dealer: table.filter(|t| t.dealer_known).map(|t| t.dealer),
        vulnerability: table.and_then(|t| t.vulnerability),
        hidden: read.hidden,
    };
    let mut remarks = Vec::new();
    if read.broken {
        remarks.push("The deal has errors: the diagram shows the cards that could be read.".into());
    }
    if read.hidden.iter().any(|&hidden| hidden) {
        remarks.push("Hands after `;` are hidden from the reader.".into());
    }
    let hand = token
        .parent()
        .filter(|node| node.kind() == RBN_DEAL)
        .and_then(|deal| {
            let ranges: Vec<TextRange> = hands_of(Node::of(&deal))
                .into_iter()
                .map(|hand| hand.range)
                .collect();
            // At the deal's end, the last hand.
            ranges
                .iter()
                .find(|range| range.contains(offset))
                .or_else(|| ranges.iter().find(|range| range.end() == offset))
                .copied()
        });
    let range = hand.unwrap_or_else(|| label_value_range(label));
    Some(Hover {
        range,
        markup: deal_markup("Deal", &view, &remarks),
    })
}

/// The range of a label's data, without the label letter.
fn label_value_range(label: &Label) -> TextRange {
    let range = label.syntax().text_range();
    match label
        .syntax()
        .children()
        .find(|node| node.kind() == RBN_DEAL)
    {
        Some(deal) => deal.text_range(),
        None => range,
    }
}

/// The text of note `number` for the auction (`in_play` false) or the play of `record`.
fn note_text(record: Option<&SyntaxNode>, number: u8, in_play: bool) -> Option<String> {
    let record = record?;
    let mut after_play = false;
    let mut fallback = None;
    for node in record.children() {
        if node.kind() == RBN_PLAY_LABEL {
            after_play = true;
        }
        let Some(note) = NoteLabel::cast(node) else {
            continue;
        };
        if note.number() != Some(number) {
            continue;
        }
        let text = note.text().map(|token| token.text().to_string());
        if after_play == in_play {
            return text;
        }
        fallback.get_or_insert(text);
    }
    fallback.flatten()
}

fn annotation_lines(
    tokens: impl Iterator<Item = SyntaxToken>,
    record: Option<&SyntaxNode>,
    in_play: bool,
) -> Vec<String> {
    tokens
        .filter_map(|token| match token.kind() {
            RBN_ANNOTATION => {
                let meaning = spec::ANNOTATIONS
                    .iter()
                    .find(|spec| spec.text == token.text())
                    .map(|spec| spec.meaning)?;
                Some(format!("{}: {meaning}.", code(token.text())))
            }
            RBN_NOTE_REF => {
                let digit = token.text().as_bytes().get(1).copied()?;
                let number = digit.is_ascii_digit().then(|| digit - b'0')?;
                Some(match note_text(record, number, in_play) {
                    Some(text) => {
                        format!("{} note {number}: {}", code(token.text()), escape(&text))
                    }
                    None => format!(
                        "{}: note {number} is not given in this record.",
                        code(token.text())
                    ),
                })
            }
            _ => None,
        })
        .collect()
}

pub(super) fn call_hover(token: &SyntaxToken, label: &Label) -> Option<Hover> {
    let auction_label = AuctionLabel::cast(label.syntax().clone())?;
    let target = token.parent_ancestors().find_map(ast::Call::cast)?;
    let facts = auction_of(&auction_label);
    let index = facts.call_at(target.syntax().text_range())?;
    let call = facts.calls.get(index)?;
    let before = facts.before(index);
    let record = record_of(label);
    let annotations = annotation_lines(
        target
            .syntax()
            .children_with_tokens()
            .filter_map(|element| element.into_token()),
        record.as_ref(),
        false,
    );
    let view = CallView {
        call: call.written?,
        before: before.as_ref(),
        seats_known: facts.dealer_known,
        number: index + 1,
        annotations,
        accepted_insufficient: false,
    };
    Some(Hover {
        range: call.range,
        markup: call_markup(&view),
    })
}

pub(super) fn contract_hover(token: &SyntaxToken, label: &Label) -> Option<Hover> {
    let contract_label = ContractLabel::cast(label.syntax().clone())?;
    let read = contract_of(&contract_label)?;
    let range = match token.kind() {
        RBN_DECLARER | RBN_LEADER => token.text_range(),
        _ => contract_label.contract()?.syntax().text_range(),
    };
    let mut markup = match read.contract() {
        Some(contract) => contract_markup(&contract, read.leader),
        None => {
            let trumps = match read.strain.trumps() {
                Some(suit) => format!("{} are trumps", suit.name()),
                None => "no trump".into(),
            };
            let mut text =
                format!("Strain only ({trumps}): the level is not given, as for an ending.");
            if let Some(declarer) = read.declarer {
                text.push_str(&format!(" Declarer **{declarer}**."));
            }
            Markup::new().heading("Contract").paragraph(text)
        }
    };
    let goal = contract_label.contract().and_then(|node| node.goal());
    if let Some(goal) = goal {
        let text = if goal.text().eq_ignore_ascii_case("M") {
            "Goal `M`: declarer aims for the maximum number of tricks.".to_string()
        } else {
            format!("Goal: declarer aims to win {} tricks.", escape(goal.text()))
        };
        markup = markup.paragraph(text);
    }
    match token.kind() {
        RBN_DECLARER => {
            markup = markup.paragraph(format!("{} is the declarer.", code(token.text())))
        }
        RBN_LEADER => {
            markup = markup.paragraph(format!(
                "{} makes the opening lead (given because it is not declarer's left-hand \
                 opponent).",
                code(token.text())
            ))
        }
        _ => {}
    }
    Some(Hover { range, markup })
}

fn pseudo_meaning(play: &ast::Play) -> Option<String> {
    let text = match play.kind() {
        RBN_QUERY => "`Y`: the reader is asked what to play here (a quiz).",
        RBN_PSEUDO_PLAY => match play.text().chars().last()? {
            '-' => "`-`: the lowest card of the suit, an insignificant play.",
            '~' => "`~`: the lowest card of the suit; the choice of suit matters.",
            '+' => "`+`: the highest card of the suit.",
            '.' => "`.`: an immaterial discard.",
            _ => return None,
        },
        _ => return None,
    };
    Some(text.to_string())
}

pub(super) fn play_hover(token: &SyntaxToken, offset: TextSize, label: &Label) -> Option<Hover> {
    let play_label = PlayLabel::cast(label.syntax().clone())?;
    let target = if token.kind() == RBN_PLAY_RUN {
        play_label.play_at(offset)?
    } else {
        // On an annotation, the play it follows: the last of the run before it.
        let run = std::iter::successors(Some(token.clone()), SyntaxToken::prev_token)
            .take(8)
            .find(|candidate| candidate.kind() == RBN_PLAY_RUN)?;
        play_label.play_at(run.text_range().end())?
    };
    let record = record_of(label)?;
    let game = read_in_document(&record);
    let facts = game.play.as_ref()?;
    let written = facts.plays.get(facts.play_at(target.text_range())?)?;
    let contract = game.final_contract.as_ref();
    let mut view = CardView::of_play(written, facts, contract);
    view.written_meaning = pseudo_meaning(&target);
    view.annotations = annotation_lines(
        target.annotations().chain(target.notes()),
        Some(&record),
        true,
    );
    if view.card.is_none() && target.kind() == RBN_PLAY {
        // Not replayable: read the card as written when it names its suit.
        let rank = target.rank().map(|c| c.to_ascii_uppercase());
        let suit = target
            .suit()
            .and_then(|letter| Suit::from_letter(letter.to_ascii_uppercase()));
        if let (Some(suit), Some(rank)) = (suit, rank.and_then(Rank::from_char)) {
            view.card = Some(Card::new(suit, rank));
        }
    }
    Some(Hover {
        range: target.text_range(),
        markup: card_markup(&view),
    })
}

pub(super) fn result_hover(token: &SyntaxToken, label: &Label) -> Option<Hover> {
    let result = ResultLabel::cast(label.syntax().clone())?;
    let record = record_of(label)?;
    let field = token
        .parent_ancestors()
        .find(|node| node.kind() == RBN_FIELD)?;
    let is_effective = result
        .syntax()
        .children()
        .filter(|node| node.kind() == RBN_FIELD)
        .nth(1)
        .is_some_and(|second| second == field);
    if is_effective {
        return Some(Hover {
            range: token.text_range(),
            markup: effective_score_markup(token.text(), &record),
        });
    }
    let mut markup = Markup::new().heading("Result");
    let game = read_in_document(&record);
    let written = game.result.as_ref()?;
    if written.passed_out.is_some() {
        markup = markup.paragraph("`P`: the board was passed out; there is no score.");
        return Some(Hover {
            range: field.text_range(),
            markup,
        });
    }
    let score = written.score.as_ref().and_then(|score| score.value);
    let view = ResultView {
        contract: game
            .final_contract
            .as_ref()
            .and_then(|contract| contract.contract),
        tricks: (written.tricks.as_ref())
            .and_then(|tricks| tricks.value)
            .and_then(|tricks| u8::try_from(tricks).ok()),
        vulnerability: game
            .auction
            .as_ref()
            .and_then(|auction| auction.vulnerability),
        written_ns_score: score,
    };
    let mut facts = result_facts(&view);
    if let Some(points) = score {
        facts.insert(
            0,
            format!(
                "Raw score {} for North-South (scores in `R` are from North-South's view).",
                signed(points)
            ),
        );
    }
    Some(Hover {
        range: field.text_range(),
        markup: markup.list(facts),
    })
}

fn effective_score_markup(text: &str, record: &SyntaxNode) -> Markup {
    let scoring = effective_label(record, RBN_SCORING_LABEL)
        .and_then(|(label, _)| label.fields().next())
        .map(|field| field.text().trim().to_string());
    let bam = scoring.as_deref() == Some("B");
    let meaning = if text == "=" {
        "`=`: a push, the board is tied.".to_string()
    } else if let Some(rest) = text.strip_prefix(['+', '-']) {
        let sign = if text.starts_with('-') { "lost" } else { "won" };
        if bam {
            format!("North-South {sign} the board (board-a-match).")
        } else {
            format!("North-South {sign} {} IMPs.", escape(rest))
        }
    } else {
        format!(
            "North-South scored {} percent of the matchpoints; East-West the rest.",
            escape(text)
        )
    };
    Markup::new()
        .heading("Effective score")
        .paragraph(meaning)
        .paragraph(
        "A sign means IMPs (or board-a-match), a plain number a matchpoint percentage, `=` a tie.",
    )
}

/// The makes of one side's pair of seats from parts 3 and 4 of `M`.
fn read_pair(text: &str, partner_of: Option<&[[Option<u8>; 5]; 2]>) -> [[Option<u8>; 5]; 2] {
    let mut out = [[None; 5]; 2];
    let mut seat = 0;
    let mut column = 0;
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if seat > 1 {
            break;
        }
        match c {
            '+' => {
                seat += 1;
                column = 0;
            }
            '=' => {
                if seat == 0 {
                    out[1] = out[0];
                }
                seat = 2;
            }
            '!' => {
                // 13 minus the makes of North (for West) or South (for East).
                if let Some(other) = partner_of {
                    let index = seat.min(1);
                    out[index] =
                        other[index].map(|cell| cell.map(|made| 13u8.saturating_sub(made)));
                }
                if chars.peek() == Some(&'=') && seat == 0 {
                    chars.next();
                    out[1] = out[0];
                    seat = 2;
                } else {
                    seat += 1;
                    column = 0;
                }
            }
            _ => {
                if let Some(cell) = out.get_mut(seat).and_then(|row| row.get_mut(column)) {
                    *cell = c.to_digit(16).and_then(|digit| u8::try_from(digit).ok());
                }
                column += 1;
            }
        }
    }
    out
}

pub(super) fn makes_hover(token: &SyntaxToken, label: &Label) -> Option<Hover> {
    let makes_label = MakesLabel::cast(label.syntax().clone())?;
    let parts: Vec<String> = makes_label.parts().map(|field| field.text()).collect();
    let field = token
        .parent_ancestors()
        .find(|node| node.kind() == RBN_FIELD)?;
    let index = makes_label
        .parts()
        .position(|part| part.syntax() == &field)
        .unwrap_or(0);
    let mut remarks = Vec::new();
    if let Some(meaning) = spec::MAKES_PARTS.get(index) {
        remarks.push(format!("Part {}: {meaning}.", index + 1));
    }
    let digits = |text: &str| -> Vec<String> {
        text.chars()
            .map(|c| match c.to_digit(16) {
                Some(value) => value.to_string(),
                None => escape(&c.to_string()),
            })
            .collect()
    };
    let markup = if index < 2 {
        let text = parts.get(index).cloned().unwrap_or_default();
        let values = digits(&text);
        let mut markup = Markup::new().heading("Makes at double dummy").list(remarks);
        if let Some((first, rest)) = values.split_first() {
            let line = if index == 0 {
                if rest.is_empty() {
                    format!("Declarer can make {first} tricks with best defence.")
                } else {
                    format!(
                        "Declarer can make {first} tricks; after each lead: {}.",
                        rest.join(", ")
                    )
                }
            } else {
                format!("Makes after each opening lead: {}.", values.join(", "))
            };
            markup = markup.paragraph(line);
        }
        markup
    } else {
        let north_south = read_pair(parts.get(2).map_or("", String::as_str), None);
        let west_east = read_pair(parts.get(3).map_or("", String::as_str), Some(&north_south));
        let makes: Makes = [north_south[0], north_south[1], west_east[1], west_east[0]];
        makes_markup("Makes at double dummy", &makes, &remarks)
    };
    Some(Hover {
        range: field.text_range(),
        markup,
    })
}
