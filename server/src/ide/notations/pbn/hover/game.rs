//! PBN hovers that show the game: tag values (the deal diagram, dealer, vulnerability,
//! contract, result and scores explained, dates, notes, the double-dummy table), calls with the
//! auction replayed up to them, and cards with the play replayed through their trick.

use super::tags::{effective, game_of, seat, vulnerability, Value};
use super::text::{annotation_lines, column_markup, tag_markup};
use crate::ide::green::Node;
use crate::ide::hover::Hover;
use crate::ide::markup::{escape, Markup};
use crate::ide::notations::bridge::hover::{
    call_markup, card_markup, code, contract_markup, deal_markup, makes_markup, result_facts,
    signed, CallView, CardView, DealView, Makes, ResultView, MAKES_SEATS, MAKES_STRAINS,
};
use crate::ide::notations::bridge::model::DealInfo;
use crate::ide::notations::bridge::rules::{
    board_dealer, board_vulnerability, Card, Contract, Deal, Side, Strain,
};
use crate::ide::notations::pbn::model::tags::{
    played_contract, ContractTag, GameTags, SidedNumbers, TagValues,
};
use crate::ide::notations::pbn::model::{auction_of, deal_of, play_of, Played};
use gamerec_grammar::ast::AstNode;
use gamerec_grammar::pbn::ast::{self, Game, Piece, Tag, TagValue};
use gamerec_grammar::pbn::spec;
use gamerec_grammar::SyntaxKind::*;
use gamerec_grammar::{NodeOrToken, SyntaxNode, SyntaxToken, TextRange};

/// The range of a value between its quotes (the whole value when it has none).
fn inner_range(value: &SyntaxNode) -> TextRange {
    value
        .descendants_with_tokens()
        .filter_map(NodeOrToken::into_token)
        .filter(|token| token.kind() != PBN_QUOTE)
        .map(|token| token.text_range())
        .reduce(|all, range| all.cover(range))
        .unwrap_or_else(|| value.text_range())
}

fn effective_deal(game: &Game) -> Option<(DealInfo, bool)> {
    let value = effective(game, "Deal")?;
    let from_earlier = value.from_earlier;
    Some((deal_of(value.node?.syntax())?, from_earlier))
}

fn deal_view(game: &Game, deal: Deal) -> DealView {
    let tags = game_tags(game, &["Dealer", "Vulnerable"]);
    DealView {
        deal,
        dealer: tags.dealer,
        vulnerability: tags.vulnerable,
        hidden: [false; 4],
    }
}

/// The tags of `names` (of those the model reads) as in effect for `game`: its own values, or
/// those it takes from earlier games. Each name not given is left out, since finding a tag a
/// game omits looks back through earlier games.
fn game_tags(game: &Game, names: &[&str]) -> GameTags {
    let nodes: Vec<(&str, SyntaxNode)> = names
        .iter()
        .filter_map(|&name| Some((name, effective(game, name)?.node?.syntax().clone())))
        .collect();
    let mut values = TagValues::default();
    for (name, node) in &nodes {
        let slot = match *name {
            "Dealer" => &mut values.dealer,
            "Vulnerable" => &mut values.vulnerable,
            "Declarer" => &mut values.declarer,
            "Contract" => &mut values.contract,
            "Result" => &mut values.result,
            "Score" => &mut values.score,
            _ => continue,
        };
        *slot = Some(Node::of(node));
    }
    GameTags::of_values(&values)
}

/// The tags the contract of a game is read from.
const CONTRACT_TAGS: [&str; 2] = ["Contract", "Declarer"];

/// The tags the result and score of a game are judged with.
const RESULT_TAGS: [&str; 5] = ["Contract", "Declarer", "Vulnerable", "Result", "Score"];

/// The contract of the game: its Contract and Declarer tags, or else the auction's end; none
/// for an end position, whose Contract tag gives only the strain.
fn game_contract(game: &Game, tags: &GameTags) -> Option<Contract> {
    if tags.strain_only.is_some() {
        return None;
    }
    let auction = game
        .auction()
        .and_then(|section| auction_of(section.syntax()));
    played_contract(tags, auction.as_ref())
}

/// Declarer's tricks from a Result value: declarer's side's number, 13 less the other side's,
/// or a bare number when the contract is unknown.
fn declarer_tricks(result: &SidedNumbers, contract: Option<&Contract>) -> Option<u8> {
    let tricks = match contract {
        Some(contract) => {
            let declaring = contract.declaring_side();
            result.for_side(declaring, declaring, true)?
        }
        None => match result.parts.first()? {
            (None, tricks) => *tricks,
            (Some(_), _) => return None,
        },
    };
    u8::try_from(tricks).ok().filter(|&tricks| tricks <= 13)
}

/// North-South's points from a Score value; a bare number is declarer's side's.
fn ns_points(score: &SidedNumbers, contract: Option<&Contract>) -> Option<i64> {
    let &(side, points) = score.parts.first()?;
    let side = side.or(contract.map(Contract::declaring_side))?;
    let points = i64::from(points);
    Some(if side == Side::NorthSouth {
        points
    } else {
        -points
    })
}

/// Numbers with the side they belong to: `620`, `NS 620`, `NS 10 EW 3`.
fn sided_numbers(text: &str) -> Vec<(Option<Side>, f64)> {
    let mut out = Vec::new();
    let mut side = None;
    for word in text.split_whitespace() {
        match word.to_ascii_uppercase().as_str() {
            "NS" => side = Some(Side::NorthSouth),
            "EW" => side = Some(Side::EastWest),
            number => {
                if let Ok(value) = number.trim_start_matches('^').parse::<f64>() {
                    out.push((side.take(), value));
                }
            }
        }
    }
    out
}

pub(super) fn value_hover(token: &SyntaxToken, value: &SyntaxNode) -> Option<Hover> {
    let tag = value.parent().and_then(Tag::cast)?;
    let name = tag.name()?.text().to_string();
    let game = game_of(value)?;
    let value_ast = TagValue::cast(value.clone())?;
    let range = inner_range(value);
    if value_ast.is_inherited() {
        return inherited_hover(&game, &name, &value_ast, range);
    }
    let text = value_ast.text();
    let markup = match name.as_str() {
        "Deal" => return deal_hover(token, &game, &value_ast),
        "Dealer" => {
            let dealer = seat(&text)?;
            Markup::new()
                .heading(format!("Dealer {dealer}"))
                .paragraph(format!("**{dealer}** dealt and makes the first call."))
        }
        "Vulnerable" => {
            let vulnerability = vulnerability(&text)?;
            let words = match vulnerability {
                crate::ide::notations::bridge::rules::Vulnerability::None => {
                    "Neither side is vulnerable."
                }
                crate::ide::notations::bridge::rules::Vulnerability::NorthSouth => {
                    "North-South are vulnerable."
                }
                crate::ide::notations::bridge::rules::Vulnerability::EastWest => {
                    "East-West are vulnerable."
                }
                crate::ide::notations::bridge::rules::Vulnerability::Both => {
                    "Both sides are vulnerable."
                }
            };
            Markup::new()
                .heading(format!("Vulnerable {}", code(&text)))
                .paragraph(words)
                .paragraph("Spellings: `None` (also `Love`, `-`), `NS`, `EW`, `All` (also `Both`).")
        }
        "Contract" => {
            let tags = game_tags(&game, &CONTRACT_TAGS);
            match (tags.contract, tags.strain_only) {
                (Some(ContractTag { contract: None, .. }), _) => Markup::new()
                    .heading("Contract `Pass`")
                    .paragraph("All four players passed: the board is passed out and scores 0."),
                (
                    Some(ContractTag {
                        contract: Some((bid, doubling)),
                        ..
                    }),
                    _,
                ) => {
                    let declarer = tags.declarer.and_then(|declarer| declarer.seat)?;
                    contract_markup(&Contract::new(bid, doubling, declarer), None)
                }
                (None, Some(strain)) => Markup::new().heading("Contract").paragraph(format!(
                    "The strain alone ({}): an end position, whose level is not given.",
                    strain.name()
                )),
                (None, None) => return None,
            }
        }
        "Declarer" => {
            let swapped = text.starts_with('^');
            let declarer = seat(text.trim_start_matches('^'));
            let mut markup = Markup::new().heading("Declarer");
            markup = markup.paragraph(match declarer {
                Some(seat) => format!("**{seat}** is declarer; {} is dummy.", seat.partner()),
                None => "Empty: the board was passed out.".to_string(),
            });
            if swapped {
                markup = markup.paragraph(
                    "`^`: declarer and dummy were swapped, an irregularity the players accepted.",
                );
            }
            markup
        }
        "Result" => {
            let tags = game_tags(&game, &RESULT_TAGS);
            let contract = game_contract(&game, &tags);
            let view = ResultView {
                contract,
                tricks: (tags.result.as_ref())
                    .and_then(|result| declarer_tricks(result, contract.as_ref())),
                vulnerability: tags.vulnerable,
                written_ns_score: (tags.score.as_ref())
                    .and_then(|score| ns_points(score, contract.as_ref())),
            };
            let mut markup = Markup::new().heading("Result");
            if text.starts_with('^') {
                markup = markup.paragraph(
                    "`^`: the players agreed on a number of tricks other than the play shows.",
                );
            }
            markup.list(result_facts(&view))
        }
        "Score" => {
            let tags = game_tags(&game, &RESULT_TAGS);
            let contract = game_contract(&game, &tags);
            let points =
                (tags.score.as_ref()).and_then(|score| ns_points(score, contract.as_ref()));
            let mut facts = Vec::new();
            if let Some(points) = points {
                facts.push(format!(
                    "North-South {}, East-West {}.",
                    signed(points),
                    signed(-points)
                ));
            }
            if !text.contains(['N', 'E', 'n', 'e']) {
                facts.push("A bare number is the score of declarer's side.".into());
            }
            let view = ResultView {
                contract,
                tricks: (tags.result.as_ref())
                    .and_then(|result| declarer_tricks(result, contract.as_ref())),
                vulnerability: tags.vulnerable,
                written_ns_score: points,
            };
            facts.extend(result_facts(&view));
            Markup::new().heading("Score").list(facts)
        }
        "ScoreIMP" | "ScoreMP" | "ScorePercentage" | "OptimumScore" | "ParScore" => {
            let unit = match name.as_str() {
                "ScoreIMP" => "IMPs",
                "ScoreMP" => "matchpoints",
                "ScorePercentage" => "percent",
                _ => "points",
            };
            let facts: Vec<String> = sided_numbers(&text)
                .into_iter()
                .map(|(side, value)| match side {
                    Some(side) => format!("{side}: {value} {unit}."),
                    None if name == "ParScore" => format!("North-South: {value} {unit}."),
                    None => format!("Declarer's side: {value} {unit}."),
                })
                .collect();
            Markup::new().heading(code(&name)).list(facts)
        }
        "Scoring" => {
            let parts: Vec<String> = text
                .split(';')
                .map(str::trim)
                .filter(|part| !part.is_empty())
                .map(|part| match spec::scoring_method(part) {
                    Some(meaning) => format!("{}: {meaning}.", code(part)),
                    None => format!(
                        "{}: a method or modifier PBN names without defining it.",
                        code(part)
                    ),
                })
                .collect();
            Markup::new()
                .heading("Scoring")
                .paragraph("The scoring method first, then modifiers, separated by `;`.")
                .list(parts)
        }
        "DoubleDummyTricks" => {
            let digits: Vec<Option<u8>> = text
                .chars()
                .map(|c| c.to_digit(16).and_then(|d| u8::try_from(d).ok()))
                .collect();
            let mut makes: Makes = [[None; 5]; 4];
            for (row, cells) in makes.iter_mut().enumerate() {
                for (column, cell) in cells.iter_mut().enumerate() {
                    *cell = digits.get(row * 5 + column).copied().flatten();
                }
            }
            makes_markup(
                "Double-dummy tricks",
                &makes,
                &["20 hexadecimal digits: declarer North, South, East, West, each in NT, ♠, ♥, ♦, ♣.".to_string()],
            )
        }
        "Date" | "EventDate" | "UTCDate" => Markup::new()
            .heading(code(&name))
            .paragraph(date_in_words(&text)),
        "Note" => {
            let (number, body) = text.split_once(':')?;
            let section = tag.syntax().parent().map(|node| node.kind());
            let about = match section {
                Some(PBN_AUCTION) => "the auction",
                Some(PBN_PLAY) => "the play",
                _ => "the section it follows",
            };
            Markup::new()
                .heading(format!("Note {}", escape(number.trim())))
                .paragraph(format!(
                    "Explains `={}=` in {about}: {}",
                    escape(number.trim()),
                    escape(body)
                ))
        }
        "Board" => {
            let board: u64 = text.trim().parse().ok()?;
            let mut markup = Markup::new().heading(format!("Board {board}"));
            if let (Some(dealer), Some(vulnerable)) =
                (board_dealer(board), board_vulnerability(board))
            {
                markup = markup.paragraph(format!(
                    "By the standard rotation board {board} has dealer **{dealer}** and \
                     vulnerability **{}**.",
                    vulnerable.name()
                ));
            }
            markup
        }
        "Auction" | "Play" => {
            let first = seat(&text)?;
            let what = if name == "Auction" {
                "makes the first call written (the dealer in export format)"
            } else {
                "plays the first card written (the opening leader in export format); the \
                 cards stand in columns, the first column this seat's"
            };
            Markup::new()
                .heading(code(&name))
                .paragraph(format!("**{first}** {what}."))
        }
        _ => {
            let spec = spec::tag(&name)?;
            if matches!(spec.value, spec::ValueSyntax::Table { .. }) {
                return None;
            }
            tag_markup(spec)
        }
    };
    Some(Hover { range, markup })
}

fn inherited_hover(game: &Game, name: &str, value: &TagValue, range: TextRange) -> Option<Hover> {
    let forbidden = spec::tag(name).is_some_and(|spec| !spec.inheritable);
    let mut markup = Markup::new().heading(format!("{} — inherited", code(name)));
    if forbidden {
        markup = markup.paragraph(format!(
            "PBN forbids `#` for {}: every game states it.",
            code(name)
        ));
    }
    markup = markup.paragraph(match effective(game, name) {
        Some(Value { text, .. }) if !text.is_empty() => format!(
            "{} copies the value of the nearest earlier game: {}.",
            code(&value.text()),
            code(&text)
        ),
        _ => format!(
            "{}: no earlier game gives a value, so the value is empty.",
            code(&value.text())
        ),
    });
    Some(Hover { range, markup })
}

use crate::ide::calendar::MONTHS;

/// `YYYY.MM.DD` in words: "4 July 2001", "August 2012 (day unknown)".
fn date_in_words(text: &str) -> String {
    let mut parts = text.split('.');
    let year = parts.next().unwrap_or("");
    let month = parts.next().and_then(|month| month.parse::<usize>().ok());
    let day = parts.next().and_then(|day| day.parse::<u32>().ok());
    let month_name = month
        .and_then(|month| month.checked_sub(1))
        .and_then(|index| MONTHS.get(index));
    let year_known = !year.contains('?') && !year.is_empty();
    let year_words = if year_known {
        escape(year)
    } else {
        "unknown year".to_string()
    };
    match (month_name, day) {
        (Some(month), Some(day)) => format!("{day} {month} {year_words}"),
        (Some(month), None) => format!("{month} {year_words} (day unknown)"),
        (None, _) => format!("{year_words} (month and day unknown)"),
    }
}

fn deal_hover(token: &SyntaxToken, game: &Game, value: &TagValue) -> Option<Hover> {
    let read = deal_of(value.syntax())?;
    let view = deal_view(game, read.deal);
    let mut remarks = Vec::new();
    if read.broken {
        remarks.push("The deal has errors: the diagram shows the cards that could be read.".into());
    }
    let offset = token.text_range().start();
    let range = value.deal().map_or_else(
        || inner_range(value.syntax()),
        |deal| {
            deal.hands()
                .into_iter()
                .map(|hand| hand.range())
                .find(|hand| hand.contains(offset))
                .unwrap_or_else(|| deal.syntax().text_range())
        },
    );
    Some(Hover {
        range,
        markup: deal_markup("Deal", &view, &remarks),
    })
}

pub(super) fn call_hover(piece: &Piece) -> Option<Hover> {
    let section = piece
        .token()
        .parent()
        .filter(|node| node.kind() == PBN_AUCTION)?;
    let facts = auction_of(&section)?;
    let range = piece.range();
    if let Some((_, seat)) = facts.before_dealer.iter().find(|(at, _)| *at == range) {
        return Some(Hover {
            range,
            markup: Markup::new().heading("`-`").paragraph(format!(
                "Stands for **{seat}**, who sits before the dealer and does not call yet."
            )),
        });
    }
    let index = facts.calls.iter().position(|call| call.range == range)?;
    let call = facts.calls.get(index)?;
    let before = facts.before(index);
    let annotations = ast::Auction::cast(section.clone())
        .and_then(|auction| auction.calls().find(|call| call.range() == range))
        .map(|call| annotation_lines(call.annotations(), &section))
        .unwrap_or_default();
    let view = CallView {
        call: call.written?,
        before: before.as_ref(),
        seats_known: true,
        number: index + 1,
        annotations,
        accepted_insufficient: call.accepted_insufficient,
    };
    Some(Hover {
        range,
        markup: call_markup(&view),
    })
}

pub(super) fn card_hover(piece: &Piece) -> Option<Hover> {
    let section = piece
        .token()
        .parent()
        .filter(|node| node.kind() == PBN_PLAY)?;
    let play_ast = ast::Play::cast(section.clone())?;
    let game = game_of(&section)?;
    let tags = game_tags(&game, &CONTRACT_TAGS);
    let contract = game_contract(&game, &tags);
    let strain_only = tags.strain_only;
    let played = match (contract, strain_only) {
        (Some(contract), _) => Some(Played::Contract(contract)),
        (None, Some(strain)) => Some(Played::EndPosition(strain)),
        (None, None) => None,
    };
    let deal = effective_deal(&game)
        .map(|(read, _)| read.play_deal())
        .unwrap_or_default();
    let facts = play_of(&section, &deal, played)?;
    let written = facts
        .plays
        .iter()
        .find(|play| play.range == piece.range())?;
    let column_seat = facts.first_column?.after(written.column);
    let mut view = CardView {
        card: Card::from_letters(&piece.text().to_ascii_uppercase()),
        seat: Some(column_seat),
        trick: written.trick + 1,
        position: None,
        led: None,
        trumps: contract
            .map(|contract| contract.strain.trumps())
            .or(strain_only.map(Strain::trumps)),
        winner: None,
        error: None,
        won: None,
        declarer: contract.map(|contract| contract.declarer),
        written_meaning: (piece.text() == "-")
            .then(|| "`-`: the card is not given or does not matter.".to_string()),
        annotations: play_ast
            .cards()
            .find(|card| card.range() == piece.range())
            .map(|card| annotation_lines(card.annotations(), &section))
            .unwrap_or_default(),
    };
    if let (Some(played), Some(replay)) = (written.replayed, &facts.replay) {
        view.position = Some(played.position);
        view.led = played.led;
        view.error = played.error;
        view.winner = replay.winner(written.trick);
        view.won = replay.won_after(written.trick);
    }
    let mut markup = card_markup(&view);
    if view.position.is_none() {
        markup = markup.paragraph(format!(
            "Column {} of the play belongs to **{column_seat}**.",
            written.column + 1
        ));
    }
    Some(Hover {
        range: piece.range(),
        markup,
    })
}

/// The elements of a table row: element tokens and quoted strings, in order.
fn row_elements(row: &SyntaxNode) -> Vec<(TextRange, String)> {
    row.children_with_tokens()
        .filter_map(|element| match element {
            NodeOrToken::Token(token) if token.kind() == PBN_TABLE_ELEMENT => {
                Some((token.text_range(), token.text().to_string()))
            }
            NodeOrToken::Node(node) if node.kind() == PBN_STRING => Some((
                node.text_range(),
                node.to_string().trim_matches('"').to_string(),
            )),
            _ => None,
        })
        .collect()
}

pub(super) fn table_element_hover(token: &SyntaxToken) -> Option<Hover> {
    let table = token.parent_ancestors().find_map(ast::Table::cast)?;
    let row = token
        .parent_ancestors()
        .find(|node| node.kind() == PBN_TABLE_ROW)?;
    let columns: Vec<String> = table
        .columns()
        .filter_map(|column| column.name())
        .map(|name| name.text().to_string())
        .collect();
    let table_name = table.tag()?.name()?.text().to_string();
    let elements = row_elements(&row);
    let index = elements
        .iter()
        .position(|(range, _)| range.contains_range(token.text_range()))?;
    let range = elements.get(index)?.0;
    if table_name == "OptimumResultTable" {
        let makes = optimum_makes(&table, &columns);
        return Some(Hover {
            range: row.text_range(),
            markup: makes_markup("Double-dummy tricks", &makes, &[]),
        });
    }
    let column = columns.get(index % columns.len().max(1))?;
    Some(Hover {
        range,
        markup: column_markup(column, Some(&table_name)),
    })
}

fn optimum_makes(table: &ast::Table, columns: &[String]) -> Makes {
    let find = |name: &str| columns.iter().position(|column| column == name);
    let (declarer, denomination, result) = (
        find("Declarer").unwrap_or(0),
        find("Denomination").unwrap_or(1),
        find("Result").unwrap_or(2),
    );
    let mut makes: Makes = [[None; 5]; 4];
    for row in table.rows() {
        let elements = row_elements(row.syntax());
        let text = |index: usize| elements.get(index).map(|(_, text)| text.as_str());
        let Some(seat) = text(declarer).and_then(seat) else {
            continue;
        };
        let Some(strain) =
            text(denomination).and_then(|text| Strain::parse(&text.to_ascii_uppercase()))
        else {
            continue;
        };
        let tricks = text(result).and_then(|text| text.parse::<u8>().ok());
        let row_index = MAKES_SEATS.iter().position(|&other| other == seat);
        let column_index = MAKES_STRAINS.iter().position(|&other| other == strain);
        if let (Some(row_index), Some(column_index)) = (row_index, column_index) {
            makes[row_index][column_index] = tricks;
        }
    }
    makes
}
