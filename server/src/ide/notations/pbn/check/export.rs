//! The rules of export format, for files whose head says `% EXPORT`: the mandatory tags present
//! and in order, then the other tags alphabetically, then the sections; each tag alone on its
//! line as `[Name "value"]`; upper-case seats, suits, ranks and calls; no tabs; CRLF line ends.

use super::{lines::in_string, name_range, tag_name, Context};
use crate::ide::check::Findings;
use crate::ide::{Diagnostic, RelatedInformation};
use gamerec_grammar::ast::AstNode;
use gamerec_grammar::pbn::ast::{pieces, Game, Tag};
use gamerec_grammar::pbn::spec;
use gamerec_grammar::{SyntaxElement, SyntaxKind, SyntaxNode, SyntaxToken, TextRange, TextSize};

pub(super) fn check(game: &Game, context: &Context, out: &mut Findings) {
    let mandatory: &[&str] = if context.version_1_0 {
        &spec::MTS_1_0
    } else {
        &spec::MTS
    };
    let placed = placed_tags(game, mandatory);
    // Comments after the last game, with no tag, are no game that lacks its tags.
    if !placed.is_empty() {
        missing_tags(game, &placed, mandatory, context, out);
    }
    tag_order(&placed, mandatory, out);
    for (tag, _) in &placed {
        layout(tag, out);
    }
    for tag in game.auction().iter().flat_map(|auction| auction.notes()) {
        layout(&tag, out);
    }
    for tag in game.play().iter().flat_map(|play| play.notes()) {
        layout(&tag, out);
    }
    tabs(game.syntax(), out);
    spelling(game.syntax(), out);
    first_seats(game, out);
}

/// The deal and the auction start with the dealer in export format.
fn first_seats(game: &Game, out: &mut Findings) {
    let Some(dealer) = game
        .tag("Dealer")
        .and_then(|tag| tag.value())
        .and_then(|value| value.piece(SyntaxKind::PBN_SEAT))
    else {
        return;
    };
    let dealer_seat = dealer.text().to_ascii_uppercase();
    let deal = game.deal().and_then(|deal| deal.first_seat());
    let auction = game.auction().and_then(|auction| auction.first_seat());
    for (seat, what) in [(deal, "deal"), (auction, "auction")] {
        let Some(seat) = seat else { continue };
        if seat.text().eq_ignore_ascii_case(&dealer_seat) {
            continue;
        }
        let fix = if what == "deal" {
            "rotate the hands so that the dealer's comes first"
        } else {
            "start the calls with the dealer's, without `-` before it"
        };
        let mut diagnostic = Diagnostic::warning(
            "pbn/export-first-seat",
            seat.text_range(),
            format!(
                "the {what} starts with {}, but export format starts it with the dealer, \
                 {dealer_seat}: {fix}",
                seat.text()
            ),
        );
        diagnostic.related.push(RelatedInformation {
            range: dealer.text_range(),
            message: "the dealer".to_string(),
        });
        out.push(diagnostic);
    }
}

/// Checks the line ends between games: export format ends every line with CR LF.
pub(super) fn check_file(root: &SyntaxNode, out: &mut Findings) {
    // The root's green children: this runs after every edit, whatever the document's length.
    let mut offset = root.text_range().start();
    let newline = root.green().children().find_map(|child| {
        let at = offset;
        offset += child.text_len();
        let token = child.into_token()?;
        let wrong = SyntaxKind::of_raw(token.kind()) == SyntaxKind::NEWLINE
            && token.text() != spec::EXPORT_LINE_END;
        wrong.then(|| TextRange::at(at, token.text_len()))
    });
    if let Some(range) = newline {
        out.push(Diagnostic::warning(
            "pbn/export-line-end",
            range,
            "the file says `% EXPORT`, but this line ends without CR LF, the line end export \
             format requires",
        ));
    }
}

/// Where a game-level tag or section stands in export order.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
enum Place {
    Mandatory(usize),
    Supplemental(String),
    Auction,
    Play,
    Table(String),
}

/// The game's tags in order with their export place (notes, which stay inside their section,
/// apart).
fn placed_tags(game: &Game, mandatory: &[&str]) -> Vec<(Tag, Place)> {
    let mandatory_index = |name: &str| mandatory.iter().position(|&mts| mts == name);
    game.syntax()
        .children()
        .filter_map(|node| {
            let (tag, kind) = match node.kind() {
                SyntaxKind::PBN_TAG => (Tag::cast(node)?, SyntaxKind::PBN_TAG),
                SyntaxKind::PBN_AUCTION | SyntaxKind::PBN_PLAY | SyntaxKind::PBN_TABLE => {
                    (node.children().find_map(Tag::cast)?, node.kind())
                }
                _ => return None,
            };
            let name = tag_name(&tag)?;
            let place = match kind {
                SyntaxKind::PBN_AUCTION => Place::Auction,
                SyntaxKind::PBN_PLAY => Place::Play,
                SyntaxKind::PBN_TABLE => Place::Table(name),
                _ if name == "Note" => return None,
                _ => match mandatory_index(&name) {
                    Some(index) => Place::Mandatory(index),
                    None => Place::Supplemental(name),
                },
            };
            Some((tag, place))
        })
        .collect()
}

fn missing_tags(
    game: &Game,
    placed: &[(Tag, Place)],
    mandatory: &[&str],
    context: &Context,
    out: &mut Findings,
) {
    let missing: Vec<&str> = mandatory
        .iter()
        .copied()
        .filter(|&name| context.header.contains(name) != Some(true))
        .filter(|&name| {
            !placed
                .iter()
                .any(|(tag, _)| tag_name(tag).as_deref() == Some(name))
        })
        .collect();
    if missing.is_empty() {
        return;
    }
    let range = placed.first().map_or_else(
        || TextRange::empty(game.syntax().text_range().start()),
        |(tag, _)| name_range(tag),
    );
    let list: Vec<String> = missing.iter().map(|name| format!("`[{name}]`")).collect();
    out.push(Diagnostic::warning(
        "pbn/export-missing-tag",
        range,
        format!(
            "the file says `% EXPORT`, but this game lacks {}, which export format requires in \
             every game (with `\"?\"` for a value that is not known)",
            list.join(", ")
        ),
    ));
}

fn tag_order(placed: &[(Tag, Place)], mandatory: &[&str], out: &mut Findings) {
    let mut latest: Option<&(Tag, Place)> = None;
    for entry in placed {
        if let Some(before) = latest {
            if entry.1 < before.1 {
                let name = tag_name(&entry.0).unwrap_or_default();
                let before_name = tag_name(&before.0).unwrap_or_default();
                let mut diagnostic = Diagnostic::warning(
                    "pbn/export-tag-order",
                    name_range(&entry.0),
                    format!(
                        "`[{name}]` follows `[{before_name}]`; export format orders a game as \
                         {}, then the other tags alphabetically, then `[Auction]`, `[Play]` and \
                         the tables alphabetically",
                        mandatory.join(", ")
                    ),
                );
                diagnostic.related.push(RelatedInformation {
                    range: name_range(&before.0),
                    message: format!("`[{before_name}]` belongs after `[{name}]`"),
                });
                out.push(diagnostic);
                // One finding per game: a tag out of place usually moves the rest with it.
                return;
            }
        }
        latest = Some(entry);
    }
}

/// `[Name "value"]` alone on its line: nothing before `[` or after `]` on the line, no space
/// inside the brackets but the one between name and value.
fn layout(tag: &Tag, out: &mut Findings) {
    let node = tag.syntax();
    let Some(name) = tag_name(tag) else { return };
    let before = node.first_token().and_then(|token| token.prev_token());
    let starts_line = before
        .as_ref()
        .is_none_or(|token| token.kind() == SyntaxKind::NEWLINE);
    let after = node.last_token().and_then(|token| token.next_token());
    let ends_line = after
        .as_ref()
        .is_none_or(|token| token.kind() == SyntaxKind::NEWLINE);
    let inner: Vec<SyntaxToken> = node
        .children_with_tokens()
        .filter_map(SyntaxElement::into_token)
        .filter(|token| token.kind() == SyntaxKind::WHITESPACE)
        .collect();
    let spacing_ok = inner.len() == 1 && inner[0].text() == " " && {
        let previous = inner[0]
            .prev_sibling_or_token()
            .map(|element| element.kind());
        previous == Some(SyntaxKind::PBN_TAG_NAME)
    };
    let problem = if !starts_line {
        "does not start its line"
    } else if !ends_line {
        "shares its line with what follows it"
    } else if !spacing_ok {
        "is not written `[Name \"value\"]` with one space between name and value"
    } else {
        return;
    };
    out.push(Diagnostic::warning(
        "pbn/export-tag-layout",
        node.text_range(),
        format!(
            "`[{name}]` {problem}; export format puts each tag alone on its line, as `[Name \
             \"value\"]`"
        ),
    ));
}

/// Tabs outside strings (inside them they are `pbn/tab-in-string` in any format), reported once
/// per game.
fn tabs(game: &SyntaxNode, out: &mut Findings) {
    let mut first = None;
    let mut count = 0;
    for token in game
        .descendants_with_tokens()
        .filter_map(SyntaxElement::into_token)
    {
        if !token.text().contains(['\t', '\u{b}']) || in_string(&token) {
            continue;
        }
        for (at, _) in token.text().match_indices(['\t', '\u{b}']) {
            count += 1;
            if first.is_none() {
                let start = token.text_range().start() + TextSize::try_from(at).unwrap_or_default();
                first = Some(TextRange::at(start, TextSize::from(1)));
            }
        }
    }
    let Some(range) = first else { return };
    out.push(Diagnostic::warning(
        "pbn/export-tab",
        range,
        format!(
            "a tab in a file that says `% EXPORT`{}; export format separates with spaces only",
            more(count)
        ),
    ));
}

/// `(and n more in this game)` for a finding reported once for `count` places.
fn more(count: usize) -> String {
    match count {
        0 | 1 => String::new(),
        2 => " (and once more in this game)".to_string(),
        n => format!(" (and {} more times in this game)", n - 1),
    }
}

/// Seats, suits, ranks, calls and vulnerability as export format writes them.
fn spelling(game: &SyntaxNode, out: &mut Findings) {
    // The first piece spelt otherwise: where it is, as written, as export format writes it.
    let mut first: Option<(TextRange, String, String)> = None;
    let mut count = 0;
    let mut note = |range: TextRange, written: &str, export: String| {
        if export != written {
            count += 1;
            if first.is_none() {
                first = Some((range, written.to_string(), export));
            }
        }
    };
    for token in game
        .descendants_with_tokens()
        .filter_map(SyntaxElement::into_token)
    {
        if token.kind() == SyntaxKind::PBN_CARD_RUN {
            // Each rank of a hand is a piece of its own.
            let start = token.text_range().start();
            for (index, rank) in token.text().char_indices() {
                if rank.is_ascii_lowercase() {
                    let at = start + TextSize::try_from(index).unwrap_or_default();
                    let range = TextRange::at(at, TextSize::of(rank));
                    let written = rank.to_string();
                    note(range, &written, rank.to_ascii_uppercase().to_string());
                }
            }
            continue;
        }
        for piece in pieces(&token) {
            if let Some(export) = export_form(piece.kind(), piece.text()) {
                note(piece.range(), piece.text(), export);
            }
        }
    }
    let Some((range, written, export)) = first else {
        return;
    };
    let more = more(count);
    out.push(Diagnostic::warning(
        "pbn/export-spelling",
        range,
        format!(
            "`{written}` is written `{export}` in export format{more}; lower case and other \
             spellings belong to import format"
        ),
    ));
}

/// How export format writes the token, for tokens whose spelling it fixes.
fn export_form(kind: SyntaxKind, text: &str) -> Option<String> {
    let upper = text.to_ascii_uppercase();
    match kind {
        SyntaxKind::PBN_SEAT | SyntaxKind::PBN_RISK | SyntaxKind::PBN_CARD => Some(upper),
        SyntaxKind::PBN_STRAIN => Some(if upper == "N" {
            "NT".to_string()
        } else {
            upper
        }),
        SyntaxKind::PBN_PASS => Some("Pass".to_string()),
        SyntaxKind::PBN_CALL => Some(match upper.as_str() {
            "PASS" => "Pass".to_string(),
            _ if upper.len() == 2
                && upper.ends_with('N')
                && upper.starts_with(|c: char| c.is_ascii_digit()) =>
            {
                format!("{upper}T")
            }
            _ => upper,
        }),
        SyntaxKind::PBN_VULNERABILITY => Some(
            match upper.as_str() {
                "NONE" | "LOVE" | "-" => "None",
                "NS" => "NS",
                "EW" => "EW",
                _ => "All",
            }
            .to_string(),
        ),
        _ => None,
    }
}
