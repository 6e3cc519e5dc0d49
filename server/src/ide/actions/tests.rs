//! Each quick fix applied to a small document, the result checked again; the source actions;
//! and no panic on any offset of the example files, generated documents and (in the corpus
//! tier) the corpus.

use super::*;
use crate::ide::analysis::{diagnostics, quick_fixes, source_actions};
use crate::ide::fixture::{corpus_files, own_files, TestFile};
use crate::ide::format::apply;
use crate::ide::Diagnostic;
use gamerec_grammar::parse;
use gamerec_grammar::Format;

/// The fixes of the first diagnostic with `code` in `text`.
fn fixes(format: Format, text: &str, code: &str) -> Vec<CodeAction> {
    let parse = parse(format, text);
    let found = diagnostics(&parse);
    let diagnostic = found
        .iter()
        .find(|diagnostic| diagnostic.code == code)
        .unwrap_or_else(|| panic!("no {code} in {text:?}: {found:#?}"));
    quick_fixes(&parse, diagnostic)
}

fn codes(format: Format, text: &str) -> Vec<&'static str> {
    diagnostics(&parse(format, text))
        .iter()
        .map(|diagnostic| diagnostic.code)
        .collect()
}

/// Applies the fix titled `title` of the first `code` diagnostic in `before`, checks the
/// result is `after`, and that no `code` diagnostic is left (as many as `left` if some are
/// meant to stay, such as a second problem of the same kind elsewhere).
#[track_caller]
fn fixed(format: Format, before: &str, code: &str, title: &str, after: &str) {
    fixed_leaving(format, before, code, title, after, 0);
}

#[track_caller]
fn fixed_leaving(format: Format, before: &str, code: &str, title: &str, after: &str, left: usize) {
    let offered = fixes(format, before, code);
    let fix = offered
        .iter()
        .find(|fix| fix.title == title)
        .unwrap_or_else(|| panic!("no fix {title:?} among {offered:#?}"));
    assert_eq!(fix.kind, ActionKind::QuickFix);
    let result = apply(before, &fix.edits);
    assert_eq!(result, after);
    let remaining = codes(format, &result);
    assert_eq!(
        remaining.iter().filter(|found| **found == code).count(),
        left,
        "{code} after the fix: {remaining:?}"
    );
}

fn titles(actions: &[CodeAction]) -> Vec<(String, bool)> {
    actions
        .iter()
        .map(|action| (action.title.clone(), action.preferred))
        .collect()
}

const NORTH: &str = "AKQ2.KJ5.T98.A43";
const EAST: &str = "J976.Q82.AJ5.K72";
const SOUTH: &str = "T85.A9743.K.QJ65";

#[test]
fn rbn_label_letter_upper_cased() {
    fixed(
        Format::Rbn,
        "% RBN 3.2\nb 7\nA SB:PPPP\n",
        "rbn/unknown-label",
        "Write the label in upper case: `B`",
        "% RBN 3.2\nB 7\nA SB:PPPP\n",
    );
    fixed(
        Format::Rbx,
        "%{RBX}e{Spring Cup}B{1}\n",
        "rbn/unknown-label",
        "Write the label in upper case: `E`",
        "%{RBX}E{Spring Cup}B{1}\n",
    );
    // `x` is no label in either case.
    assert_eq!(
        fixes(Format::Rbn, "% RBN 3.2\nx 7\n", "rbn/unknown-label"),
        []
    );
}

#[test]
fn rbn_ranks_sorted() {
    fixed(
        Format::Rbn,
        "H N:QKA2.KJ5.T98.A43:J976.Q82.5JA.K72:T85.A9743.K.QJ65:\n",
        "rbn/ranks-out-of-order",
        "Sort the ranks from the ace down",
        "H N:AKQ2.KJ5.T98.A43:J976.Q82.AJ5.K72:T85.A9743.K.QJ65:\n",
    );
}

#[test]
fn pbn_ranks_sorted() {
    fixed(
        Format::Pbn,
        "[Deal \"N:2TQK.A.. - - -\"]\n",
        "pbn/ranks-out-of-order",
        "Sort the ranks from the ace down",
        "[Deal \"N:KQT2.A.. - - -\"]\n",
    );
}

#[test]
fn rbn_duplicate_removed_from_the_long_hand() {
    let before = format!("H N:AKQ2.KJ5.T98.A43:{EAST}:T85.A9743.K.QJ652:\n");
    let offered = fixes(Format::Rbn, &before, "rbn/duplicate-card");
    assert_eq!(
        titles(&offered),
        [
            ("Remove the other ♣2 from East's hand".to_string(), false),
            ("Remove this ♣2 from South's hand".to_string(), true),
        ]
    );
    fixed(
        Format::Rbn,
        &before,
        "rbn/duplicate-card",
        "Remove this ♣2 from South's hand",
        &format!("H N:{NORTH}:{EAST}:{SOUTH}:\n"),
    );
}

#[test]
fn rbn_card_twice_in_one_hand() {
    fixed(
        Format::Rbn,
        &format!("H N:AKQ2.KJ5.T98.A4A3:{EAST}:{SOUTH}:\n"),
        "rbn/duplicate-card",
        "Remove this ♣A from North's hand",
        &format!("H N:{NORTH}:{EAST}:{SOUTH}:\n"),
    );
}

const WEST: &str = "43.T6.Q76432.T98";

#[test]
fn rbn_duplicate_replaced_by_the_missing_card() {
    // West wrote ♥J for ♥T: the ♥J is twice in the deal and the ♥T nowhere.
    let before = format!("H N:{NORTH}:{EAST}:{SOUTH}:43.J6.Q76432.T98\n");
    let offered = fixes(Format::Rbn, &before, "rbn/duplicate-card");
    assert_eq!(
        titles(&offered),
        [
            ("Remove the other ♥J from North's hand".to_string(), false),
            ("Remove this ♥J from West's hand".to_string(), false),
            (
                "Replace the other ♥J in North's hand with the missing ♥T".to_string(),
                false
            ),
            (
                "Replace this ♥J in West's hand with the missing ♥T".to_string(),
                false
            ),
        ]
    );
    fixed(
        Format::Rbn,
        &before,
        "rbn/duplicate-card",
        "Replace this ♥J in West's hand with the missing ♥T",
        &format!("H N:{NORTH}:{EAST}:{SOUTH}:{WEST}\n"),
    );
    // In North's hand the ♥T goes below the ♥J's neighbours, in rank order.
    fixed_leaving(
        Format::Rbn,
        &before,
        "rbn/duplicate-card",
        "Replace the other ♥J in North's hand with the missing ♥T",
        &format!("H N:AKQ2.KT5.T98.A43:{EAST}:{SOUTH}:43.J6.Q76432.T98\n"),
        0,
    );
}

#[test]
fn rbn_duplicate_moved_to_the_short_hand() {
    // South holds 14 cards with East's ♣2; West holds 12 and lacks the ♣8.
    let before = format!("H N:{NORTH}:{EAST}:T85.A9743.K.QJ652:43.T6.Q76432.T9\n");
    let offered = fixes(Format::Rbn, &before, "rbn/duplicate-card");
    let preferred: Vec<_> = titles(&offered)
        .into_iter()
        .filter(|(_, preferred)| *preferred)
        .collect();
    assert_eq!(
        preferred,
        [(
            "Take this ♣2 from South's hand and put the missing ♣8 in West's hand".to_string(),
            true
        )]
    );
    fixed(
        Format::Rbn,
        &before,
        "rbn/duplicate-card",
        "Take this ♣2 from South's hand and put the missing ♣8 in West's hand",
        &format!("H N:{NORTH}:{EAST}:{SOUTH}:{WEST}\n"),
    );
}

#[test]
fn pbn_duplicate_replaced_across_suits() {
    // The ♠K is in West's and North's hands and the ♣2 in nobody's.
    fixed(
        Format::Pbn,
        "[Deal \"W:KQT2.AT.J6542.85 K.63.AKQ987.A973 A8654.KQ5.T.QJT6 J973.J98742.3.K4\"]\n",
        "pbn/duplicate-card",
        "Replace the other ♠K in West's hand with the missing ♣2",
        "[Deal \"W:QT2.AT.J6542.852 K.63.AKQ987.A973 A8654.KQ5.T.QJT6 J973.J98742.3.K4\"]\n",
    );
}

#[test]
fn pbn_missing_card_written_into_a_void() {
    // One suit a hand; West wrote the ♥A for the ♣2, which East's void in clubs can take.
    let before =
        "[Deal \"N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. .A..AKQJT9876543\"]\n";
    let offered = fixes(Format::Pbn, before, "pbn/duplicate-card");
    let replace_east = offered
        .iter()
        .find(|fix| fix.title.contains("in East's hand"))
        .unwrap_or_else(|| panic!("no fix for East: {offered:#?}"));
    assert_eq!(
        crate::ide::format::apply(before, &replace_east.edits),
        "[Deal \"N:AKQJT98765432... .KQJT98765432..2 ..AKQJT98765432. .A..AKQJT9876543\"]\n"
    );
}

#[test]
fn no_missing_card_without_four_plain_hands() {
    // Three hands only: the deal does not say which card is missing.
    let before = format!("H N:AKQ2.KJ5.T98.A43:{EAST}:T85.A9743.K.QJ652\n");
    let offered = fixes(Format::Rbn, &before, "rbn/duplicate-card");
    assert!(
        offered.iter().all(|fix| fix.title.starts_with("Remove")),
        "{offered:#?}"
    );
}

#[test]
fn pbn_duplicate_removed() {
    fixed(
        Format::Pbn,
        "[Deal \"W:KQT2.AT.J6542.85 K.63.AKQ987.A973 A8654.KQ5.T.QJT6 J973.J98742.3.K4\"]\n",
        "pbn/duplicate-card",
        "Remove the other ♠K from West's hand",
        "[Deal \"W:QT2.AT.J6542.85 K.63.AKQ987.A973 A8654.KQ5.T.QJT6 J973.J98742.3.K4\"]\n",
    );
}

#[test]
fn rbn_fourth_hand_filled_for_makes() {
    fixed(
        Format::Rbn,
        &format!("H N:{NORTH}:{EAST}:{SOUTH}\nM 9\n"),
        "rbn/makes-uneven-deal",
        "Fill in the fourth hand: 43.T6.Q76432.T98",
        &format!("H N:{NORTH}:{EAST}:{SOUTH}:43.T6.Q76432.T98\nM 9\n"),
    );
}

#[test]
fn pbn_fourth_hand_filled() {
    fixed(
        Format::Pbn,
        &format!("[Deal \"N:{NORTH} {EAST} {SOUTH}\"]\n"),
        "pbn/bad-deal",
        "Fill in the fourth hand: 43.T6.Q76432.T98",
        &format!("[Deal \"N:{NORTH} {EAST} {SOUTH} 43.T6.Q76432.T98\"]\n"),
    );
}

#[test]
fn no_fourth_hand_when_a_hand_is_short() {
    let text = format!("[Deal \"N:AKQ2.KJ5.T98.A4 {EAST} {SOUTH}\"]\n");
    assert_eq!(fixes(Format::Pbn, &text, "pbn/bad-deal"), Vec::new());
}

#[test]
fn rbn_note_added_after_the_auction() {
    fixed(
        Format::Rbn,
        "A NZ:1C^1PA\nC 1C:N\n",
        "rbn/missing-note",
        "Add note 1 after the A label",
        "A NZ:1C^1PA\n1 \nC 1C:N\n",
    );
    // After the notes with smaller numbers.
    fixed(
        Format::Rbn,
        "A NZ:1C^1P1H^2A\n1 strong\n",
        "rbn/missing-note",
        "Add note 2 after the A label",
        "A NZ:1C^1P1H^2A\n1 strong\n2 \n",
    );
}

#[test]
fn rbx_note_added_after_the_auction() {
    fixed(
        Format::Rbx,
        "%{RBX}A{NZ:1C^1PA}C{1C:N}\n",
        "rbn/missing-note",
        "Add note 1 after the A label",
        "%{RBX}A{NZ:1C^1PA}1{}C{1C:N}\n",
    );
}

#[test]
fn pbn_note_added_after_the_auction() {
    fixed(
        Format::Pbn,
        "[Dealer \"N\"]\n[Auction \"N\"]\n1C =1= AP\n",
        "pbn/missing-note",
        "Add note 1 after the auction",
        "[Dealer \"N\"]\n[Auction \"N\"]\n1C =1= AP\n[Note \"1:\"]\n",
    );
}

#[test]
fn signatures_added() {
    fixed(
        Format::Rbn,
        "D 19890919\r\nB 1\r\n",
        "rbn/missing-signature",
        "Start the file with `% RBN 3.2`",
        "% RBN 3.2\r\nD 19890919\r\nB 1\r\n",
    );
    fixed(
        Format::Rbx,
        "B{1}D{19991225}\n",
        "rbx/missing-signature",
        "Start the file with `%{RBX}`",
        "%{RBX}B{1}D{19991225}\n",
    );
}

#[test]
fn pbn_version_line_added() {
    let title = "Add the `% PBN 2.1` version line";
    fixed(
        Format::Pbn,
        "[Event \"Club Pairs\"]\n[Board \"1\"]\n",
        "pbn/missing-version",
        title,
        "% PBN 2.1\n[Event \"Club Pairs\"]\n[Board \"1\"]\n",
    );
    fixed(
        Format::Pbn,
        "[Event \"Club Pairs\"]\r\n[Board \"1\"]\r\n",
        "pbn/missing-version",
        title,
        "% PBN 2.1\r\n[Event \"Club Pairs\"]\r\n[Board \"1\"]\r\n",
    );
    // The version line comes first, before the other `%` lines.
    fixed(
        Format::Pbn,
        "% EXPORT\r\n%Creator: by hand\r\n[Event \"Club Pairs\"]\r\n",
        "pbn/missing-version",
        title,
        "% PBN 2.1\r\n% EXPORT\r\n%Creator: by hand\r\n[Event \"Club Pairs\"]\r\n",
    );
    // A `% PBN` comment line stays as it is.
    fixed(
        Format::Pbn,
        "% PBN (c) 2021 rpbridge.net\n[Event \"Club Pairs\"]\n",
        "pbn/missing-version",
        title,
        "% PBN 2.1\n% PBN (c) 2021 rpbridge.net\n[Event \"Club Pairs\"]\n",
    );
    // A version without its minor number is not a version line either.
    fixed(
        Format::Pbn,
        "% PBN 2\n[Event \"Club Pairs\"]\n",
        "pbn/missing-version",
        title,
        "% PBN 2.1\n% PBN 2\n[Event \"Club Pairs\"]\n",
    );
    let preferred = fixes(
        Format::Pbn,
        "[Event \"Club Pairs\"]\n",
        "pbn/missing-version",
    );
    assert_eq!(titles(&preferred), [(title.to_string(), true)]);
}

#[test]
fn pbn_version_line_goes_after_a_byte_order_mark() {
    let text = "\u{feff}[Event \"Club Pairs\"]\n";
    let parse = parse(Format::Pbn, text);
    let diagnostic = Diagnostic::new(
        "pbn/missing-version",
        crate::ide::Severity::Hint,
        TextRange::empty(0.into()),
        "",
    );
    let actions = quick_fixes(&parse, &diagnostic);
    assert_eq!(actions.len(), 1);
    assert_eq!(
        apply(text, &actions[0].edits),
        "\u{feff}% PBN 2.1\n[Event \"Club Pairs\"]\n"
    );
}

#[test]
fn pbn_version_stale_diagnostic_gets_no_fix() {
    // The diagnostic was for a file the version line has since been added to.
    let parse = parse(Format::Pbn, "%PBN 2.0\n[Event \"Club Pairs\"]\n");
    let stale = Diagnostic::new(
        "pbn/missing-version",
        crate::ide::Severity::Hint,
        TextRange::at(0.into(), 8.into()),
        "",
    );
    assert_eq!(quick_fixes(&parse, &stale), []);
}

#[test]
fn pbn_tag_name_capitalised() {
    fixed(
        Format::Pbn,
        "[event \"Club Teams\"]\n",
        "pbn/lowercase-tag-name",
        "Write the tag name `Event`",
        "[Event \"Club Teams\"]\n",
    );
    fixed(
        Format::Pbn,
        "[dealer \"N\"]\n",
        "pbn/lowercase-tag-name",
        "Write the tag name `Dealer`",
        "[Dealer \"N\"]\n",
    );
}

#[test]
fn rbn_dealer_put_back_in_rotation() {
    fixed(
        Format::Rbn,
        "B 6\nA SE:P1HP2H:PPP\n",
        "rbn/dealer-off-rotation",
        "Make East the dealer, as for board 6",
        "B 6\nA EE:P1HP2H:PPP\n",
    );
    // The vulnerability letter, lower case kept.
    fixed(
        Format::Rbn,
        "B 6\nA ez:PPPP\n",
        "rbn/dealer-off-rotation",
        "Make the vulnerability `E` (East-West), as for board 6",
        "B 6\nA ee:PPPP\n",
    );
    // The board number of an earlier record is still in effect.
    fixed(
        Format::Rbn,
        "B 1:C\nA NZ:PPPP\n\nA WZ:PPPP\n",
        "rbn/dealer-off-rotation",
        "Make North the dealer, as for board 1",
        "B 1:C\nA NZ:PPPP\n\nA NZ:PPPP\n",
    );
    fixed(
        Format::Rbx,
        "B{7}A{EB:PPPP}\n",
        "rbn/dealer-off-rotation",
        "Make South the dealer, as for board 7",
        "B{7}A{SB:PPPP}\n",
    );
}

#[test]
fn pbn_dealer_and_vulnerable_put_back_in_rotation() {
    let before = "[Board \"6\"]\n[Dealer \"S\"]\n[Vulnerable \"None\"]\n";
    fixed_leaving(
        Format::Pbn,
        before,
        "pbn/dealer-off-rotation",
        "Make East the dealer, as for board 6",
        "[Board \"6\"]\n[Dealer \"E\"]\n[Vulnerable \"None\"]\n",
        1,
    );
    fixed(
        Format::Pbn,
        "[Board \"6\"]\n[Dealer \"E\"]\n[Vulnerable \"None\"]\n",
        "pbn/dealer-off-rotation",
        "Make the vulnerability `EW`, as for board 6",
        "[Board \"6\"]\n[Dealer \"E\"]\n[Vulnerable \"EW\"]\n",
    );
}

#[test]
fn rbn_dealer_stale_diagnostic_gets_no_fix() {
    // The diagnostic was for `S`; the text now names the right dealer.
    let parse = parse(Format::Rbn, "B 6\nA EN:PPPP\n");
    let stale = Diagnostic::new(
        "rbn/dealer-off-rotation",
        crate::ide::Severity::Hint,
        TextRange::at(6.into(), 1.into()),
        "",
    );
    assert_eq!(quick_fixes(&parse, &stale), []);
}

#[test]
fn pbn_tags_sorted_for_export() {
    fixed(
        Format::Pbn,
        "% EXPORT\n[Event \"Club Pairs\"]\n[Date \"2024.03.01\"] ; when\n[Site \"Utrecht\"]\n",
        "pbn/export-tag-order",
        "Put the tags in export order",
        "% EXPORT\n[Event \"Club Pairs\"]\n[Site \"Utrecht\"]\n[Date \"2024.03.01\"] ; when\n",
    );
}

#[test]
fn sgf_identifiers_in_upper_case() {
    fixed_leaving(
        Format::Sgf,
        "(;FF[4]CoPyright[Go Club];b[pd])",
        "sgf/lowercase-identifier",
        "Write `CP`",
        "(;FF[4]CP[Go Club];b[pd])",
        1,
    );
    fixed(
        Format::Sgf,
        "(;FF[4]GM[1];b[pd])",
        "sgf/lowercase-identifier",
        "Write `B`",
        "(;FF[4]GM[1];B[pd])",
    );
}

#[test]
fn sgf_passes_in_the_version_form() {
    fixed(
        Format::Sgf,
        "(;GM[1]SZ[19];B[pd];W[])",
        "sgf/pass-in-old-format",
        "Write the pass as `W[tt]`",
        "(;GM[1]SZ[19];B[pd];W[tt])",
    );
    fixed(
        Format::Sgf,
        "(;FF[4]GM[1]SZ[21];B[tt])",
        "sgf/tt-not-a-pass",
        "Write a pass as `B[]`",
        "(;FF[4]GM[1]SZ[21];B[])",
    );
}

#[test]
fn sgf_bracket_escaped() {
    fixed(
        Format::Sgf,
        "(;PB[Honinbo [9p]] PW[Rival])",
        "sgf/unescaped-bracket",
        "Escape the `]` as `\\]`",
        "(;PB[Honinbo [9p\\]] PW[Rival])",
    );
}

#[test]
fn sgf_setup_split_from_the_move() {
    fixed(
        Format::Sgf,
        "(;FF[4]GM[1];B[pd]AW[dd]C[after])",
        "sgf/setup-and-move",
        "Put the setup in a node of its own before the move",
        "(;FF[4]GM[1];AW[dd];B[pd]C[after])",
    );
    // In the root, the root properties stay with the setup.
    fixed(
        Format::Sgf,
        "(;FF[4]GM[1]AB[aa]B[bb]SZ[9])",
        "sgf/setup-and-move",
        "Put the setup in a node of its own before the move",
        "(;FF[4]GM[1]AB[aa]SZ[9];B[bb])",
    );
}

#[test]
fn sgf_obsolete_properties_replaced() {
    let before = "(;FF[4]GM[1]KI[13]L[dd][pp]M[aa])";
    fixed_leaving(
        Format::Sgf,
        before,
        "sgf/obsolete-property",
        "Write `KM[6.5]`",
        "(;FF[4]GM[1]KM[6.5]L[dd][pp]M[aa])",
        2,
    );
    fixed_leaving(
        Format::Sgf,
        "(;FF[4]GM[1]L[dd][pp])",
        "sgf/obsolete-property",
        "Write `LB` with the letters as labels",
        "(;FF[4]GM[1]LB[dd:A][pp:B])",
        0,
    );
    fixed(
        Format::Sgf,
        "(;FF[4]GM[1]M[aa][bb])",
        "sgf/obsolete-property",
        "Write `MA` (a mark on an empty point)",
        "(;FF[4]GM[1]MA[aa][bb])",
    );
    assert_eq!(
        titles(&fixes(
            Format::Sgf,
            "(;FF[4]GM[1]M[aa])",
            "sgf/obsolete-property"
        )),
        [
            ("Write `MA` (a mark on an empty point)".to_string(), false),
            ("Write `TR` (a mark on a stone)".to_string(), false),
        ]
    );
    assert_eq!(crate::ide::notations::sgf::actions::half(-3), "-1.5");
    assert_eq!(crate::ide::notations::sgf::actions::half(-1), "-0.5");
    assert_eq!(crate::ide::notations::sgf::actions::half(0), "0");
}

#[test]
fn a_stale_diagnostic_gets_no_fix() {
    // The client's diagnostic points at text that has changed since.
    let parse = parse(Format::Sgf, "(;FF[4]GM[1];B[pd])");
    let stale = Diagnostic::error(
        "sgf/unescaped-bracket",
        TextRange::new(2.into(), 3.into()),
        "old",
    );
    assert_eq!(quick_fixes(&parse, &stale), Vec::new());
    let outside = Diagnostic::error(
        "sgf/lowercase-identifier",
        TextRange::new(100.into(), 103.into()),
        "old",
    );
    assert_eq!(quick_fixes(&parse, &outside), Vec::new());
}

fn source(format: Format, text: &str, range: TextRange) -> Vec<CodeAction> {
    source_actions(&parse(format, text), range)
}

#[test]
fn rbn_record_to_rbx_and_back() {
    let rbn = "% RBN 3.2\nD 19991225\nB 7\nH W:AK2\nA SB:1HP5H^1A\n1 nuts\nC 5H:S\n{Ed quit!\nreally}\n\nB 8\n";
    let actions = source(Format::Rbn, rbn, TextRange::empty(15.into()));
    assert_eq!(
        titles(&actions),
        [("Convert this record to RBX (board 7)".to_string(), false)]
    );
    assert_eq!(actions[0].kind, ActionKind::Source(SOURCE_RBN_TO_RBX));
    let rbx_line = apply(rbn, &actions[0].edits);
    assert_eq!(
        rbx_line,
        "%{RBX 3.2}D{19991225}B{7}H{W:AK2}A{SB:1HP5H^1A}1{nuts}C{5H:S}{Ed quit!|really}\n\nB 8\n"
    );
    // The line read as RBX, and converted back.
    let rbx =
        "%{RBX 3.2}D{19991225}B{7}H{W:AK2}A{SB:1HP5H^1A}1{nuts}C{5H:S}{Ed quit!|really}\nB{8}\n";
    assert_eq!(codes(Format::Rbx, rbx), Vec::<&str>::new());
    let actions = source(Format::Rbx, rbx, TextRange::empty(0.into()));
    assert_eq!(actions[0].kind, ActionKind::Source(SOURCE_RBX_TO_RBN));
    assert_eq!(
        apply(rbx, &actions[0].edits),
        "% RBN 3.2\nD 19991225\nB 7\nH W:AK2\nA SB:1HP5H^1A\n1 nuts\nC 5H:S\n{Ed quit!|really}\n\nB{8}\n"
    );
    // A range over both records converts both, in one action.
    let both = source(Format::Rbx, rbx, TextRange::new(0.into(), 90.into()));
    assert_eq!(
        titles(&both),
        [("Convert the 2 records to RBN".to_string(), false)]
    );
    assert_eq!(
        apply(rbx, &both[0].edits),
        "% RBN 3.2\nD 19991225\nB 7\nH W:AK2\nA SB:1HP5H^1A\n1 nuts\nC 5H:S\n{Ed quit!|really}\n\nB 8\n"
    );
}

#[test]
fn records_with_syntax_errors_are_not_converted() {
    let rbn = "B 1\nZ what\n";
    assert_eq!(
        source(Format::Rbn, rbn, TextRange::empty(0.into())),
        Vec::new()
    );
}

#[test]
fn pbn_game_tags_sorted() {
    let pbn = "[Board \"3\"]\n[Event \"Club\"]\n[Auction \"N\"]\nAP\n[Dealer \"N\"]\n[Annotator \"me\"]\n\n[Event \"Club\"]\n[Board \"4\"]\n";
    let actions = source(Format::Pbn, pbn, TextRange::empty(3.into()));
    assert_eq!(
        titles(&actions),
        [(
            "Sort the tags into export order (board 3)".to_string(),
            false
        )]
    );
    assert_eq!(actions[0].kind, ActionKind::Source(SOURCE_SORT_TAGS));
    assert_eq!(
        apply(pbn, &actions[0].edits),
        "[Event \"Club\"]\n[Board \"3\"]\n[Dealer \"N\"]\n[Annotator \"me\"]\n[Auction \"N\"]\nAP\n\n[Event \"Club\"]\n[Board \"4\"]\n"
    );
    // A game in order gets nothing.
    let second = source(Format::Pbn, pbn, TextRange::empty(100.into()));
    assert_eq!(second, Vec::new());
}

#[test]
fn the_last_tag_without_a_line_end_keeps_the_layout() {
    let pbn = "[Board \"3\"]\n[Event \"Club\"]";
    let actions = source(Format::Pbn, pbn, TextRange::empty(0.into()));
    assert_eq!(
        apply(pbn, &actions[0].edits),
        "[Event \"Club\"]\n[Board \"3\"]"
    );
}

/// The codes `quick_fixes` knows, for trying each at every place.
const FIXED_CODES: [&str; 22] = [
    "rbn/ranks-out-of-order",
    "pbn/ranks-out-of-order",
    "rbn/duplicate-card",
    "pbn/duplicate-card",
    "rbn/makes-uneven-deal",
    "pbn/bad-deal",
    "rbn/missing-note",
    "pbn/missing-note",
    "rbn/missing-signature",
    "rbx/missing-signature",
    "rbn/unknown-label",
    "rbn/dealer-off-rotation",
    "pbn/dealer-off-rotation",
    "pbn/missing-version",
    "pbn/lowercase-tag-name",
    "pbn/export-tag-order",
    "sgf/lowercase-identifier",
    "sgf/pass-in-old-format",
    "sgf/tt-not-a-pass",
    "sgf/unescaped-bracket",
    "sgf/setup-and-move",
    "sgf/obsolete-property",
];

fn assert_well_formed(text: &str, action: &CodeAction) {
    let mut ranges: Vec<TextRange> = action.edits.iter().map(|edit| edit.range).collect();
    ranges.sort_by_key(|range| (range.start(), range.end()));
    for pair in ranges.windows(2) {
        assert!(pair[0].end() <= pair[1].start(), "{action:?}");
    }
    for range in ranges {
        assert!(usize::from(range.end()) <= text.len(), "{action:?}");
        assert!(text.is_char_boundary(range.start().into()), "{action:?}");
        assert!(text.is_char_boundary(range.end().into()), "{action:?}");
    }
}

#[test]
fn actions_never_panic_on_the_examples_and_generated_documents() {
    let mut tried = 0;
    for file in own_files() {
        tried += try_everywhere(file.format, &file.text);
    }
    assert!(tried > 10_000, "only {tried} tried");
}

#[test]
fn actions_never_panic_on_the_corpus() {
    let Some(files) = corpus_files(&["rbn", "pbn", "sgf"]) else {
        return;
    };
    let mut tried = 0;
    for file in files {
        tried += try_everywhere(file.format, &file.text);
    }
    assert!(tried > 10_000, "only {tried} tried");
}

/// Every fix of a real diagnostic in the files leaves fewer diagnostics of its code (or, for a
/// fix that moves text, none at the diagnostic's place); returns the code of each fix checked.
fn assert_fixes_remove_their_diagnostic(files: &[TestFile]) -> Vec<&'static str> {
    let mut fixed = Vec::new();
    for file in files {
        if file.text.len() > 200_000 {
            continue;
        }
        let (format, text, path) = (file.format, &file.text, &file.name);
        let parse = parse(format, text);
        let found = diagnostics(&parse);
        let mut tried_codes: Vec<&str> = Vec::new();
        for diagnostic in &found {
            // A few of each code a file, so that a file with one problem everywhere does
            // not take all the time.
            if tried_codes
                .iter()
                .filter(|code| **code == diagnostic.code)
                .count()
                >= 3
            {
                continue;
            }
            tried_codes.push(diagnostic.code);
            for fix in quick_fixes(&parse, diagnostic) {
                let after = apply(text, &fix.edits);
                let before_count = found.iter().filter(|d| d.code == diagnostic.code).count();
                let after_count = codes(format, &after)
                    .iter()
                    .filter(|code| **code == diagnostic.code)
                    .count();
                assert!(
                    after_count < before_count,
                    "{path}: {} at {:?} still there after {:?}",
                    diagnostic.code,
                    diagnostic.range,
                    fix.title
                );
                fixed.push(diagnostic.code);
            }
        }
    }
    fixed
}

/// Files typed in a hurry, with many mistakes that have fixes, several in one record.
const UNTIDY: [(Format, &str); 5] = [
    (
        Format::Rbn,
        "D 20240411\ne Spring Cup\nB 1\n\
         H N:QKA2.KJ5.T98.A43:J976.Q82.5JA.K72:T85.A9743.K.QJ65:\nA SZ:1C^1PA\n\n\
         B 2\nH N:AKQ2.KJ5.T98.A43:J976.Q82.AJ5.K72:T85.A9743.K.QJ652:\nA EN:PPPP\n\n\
         B 3\nH N:AKQ2.KJ5.T98.A43:J976.Q82.AJ5.K72:T85.A9743.K.QJ65\nM 9\n",
    ),
    (
        Format::Rbx,
        "B{1}D{19991225}e{Spring Cup}A{WZ:1C^1PA}\nB{2}A{EN:PPPP}\n",
    ),
    (
        Format::Pbn,
        "[event \"Club Teams\"]\n[Board \"6\"]\n[Dealer \"S\"]\n[Vulnerable \"None\"]\n\
         [Deal \"W:KQT2.AT.J6542.85 K.63.AKQ987.A973 A8654.KQ5.T.QJT6 J973.J98742.3.K4\"]\n\
         [Auction \"S\"]\n1C =1= AP\n\n\
         [Board \"7\"]\n[Deal \"N:2TQK.A.. - - -\"]\n\n\
         [Board \"8\"]\n[Deal \"N:AKQ2.KJ5.T98.A43 J976.Q82.AJ5.K72 T85.A9743.K.QJ65\"]\n",
    ),
    (
        Format::Pbn,
        "% PBN 2.1\n% EXPORT\n[Event \"Club Pairs\"]\n[Date \"2024.03.01\"] ; when\n\
         [Site \"Utrecht\"]\n",
    ),
    (
        Format::Sgf,
        "(;FF[4]GM[1]SZ[19]KI[13]L[dd][pp]M[aa]PB[Honinbo [9p]] PW[Rival]\n\
         ;b[pd];W[dp]AB[aa];B[pp])\n(;GM[1]SZ[19];B[pd];W[])\n(;FF[4]GM[1]SZ[21];B[tt])\n",
    ),
];

/// On the untidy files and the example files, every fix of a real diagnostic leaves fewer of
/// its code, and every code with a fix is fixed at least once.
#[test]
fn example_fixes_remove_their_diagnostic() {
    let mut files = own_files();
    files.extend(UNTIDY.iter().enumerate().map(|(index, (format, text))| {
        TestFile::new(*format, format!("untidy {index}"), text.as_bytes().to_vec())
    }));
    let fixed = assert_fixes_remove_their_diagnostic(&files);
    let missing: Vec<&str> = FIXED_CODES
        .iter()
        .copied()
        .filter(|code| !fixed.contains(code))
        .collect();
    assert_eq!(missing, Vec::<&str>::new(), "fixed {fixed:?}");
}

/// On the small corpus files, every fix of a real diagnostic leaves fewer diagnostics of its
/// code.
#[test]
fn corpus_fixes_remove_their_diagnostic() {
    let Some(files) = corpus_files(&["rbn", "pbn", "sgf"]) else {
        return;
    };
    let fixed = assert_fixes_remove_their_diagnostic(&files);
    assert!(fixed.len() > 15, "only {} fixes checked", fixed.len());
}

/// The fixes of the real diagnostics, and every code at a sample of places as a stale client
/// might send them, checked for well-formed edits; returns how many were tried.
fn try_everywhere(format: Format, text: &str) -> usize {
    let parse = parse(format, text);
    let mut tried = 0;
    for diagnostic in diagnostics(&parse) {
        for action in quick_fixes(&parse, &diagnostic) {
            assert_well_formed(text, &action);
        }
    }
    let places: Vec<usize> = text.char_indices().map(|(at, _)| at).collect();
    let step = (places.len() / 100).max(1);
    for &at in places.iter().step_by(step).chain([&text.len()]) {
        let start = TextSize::try_from(at).unwrap_or_default();
        let range = TextRange::new(start, start + TextSize::from(1));
        for code in FIXED_CODES {
            let diagnostic = Diagnostic::error(code, range, "");
            for action in quick_fixes(&parse, &diagnostic) {
                assert_well_formed(text, &action);
            }
            tried += 1;
        }
        for action in source_actions(&parse, TextRange::empty(start)) {
            assert_well_formed(text, &action);
        }
    }
    tried
}

/// Documents cut anywhere, as while typing: every code at every place of every prefix.
#[test]
fn actions_never_panic_mid_edit() {
    let samples = [
        (
            Format::Rbn,
            "% RBN\nB 1\nH N:QKA2.KJ5.T98.A43:J976.Q82.AJ5.K72:T85.A9743.K.QJ652\nA NZ:1C^1PA\nM 9\n",
        ),
        (Format::Rbx, "%{RBX}B{1}H{N:AKQ2.KJ5.T98.A43::T85.A9743.K.QJ65:}A{NZ:1C^1PA}\n"),
        (
            Format::Pbn,
            "% EXPORT\n[Event \"x\"]\n[Date \"y\"]\n[site \"z\"]\n[Deal \"N:2TQK.A.. - - -\"]\n[Dealer \"N\"]\n[Auction \"N\"]\n1C =1= AP\n",
        ),
        (
            Format::Sgf,
            "(;GM[1]KI[13]L[dd][pp]M[aa]PB[a [b]];B[pd]AW[dd];W[];CoPyright[x])",
        ),
    ];
    for (format, sample) in samples {
        for (cut, _) in sample.char_indices() {
            let text = &sample[..cut];
            let parse = parse(format, text);
            for at in 0..=cut {
                let start = TextSize::try_from(at).unwrap_or_default();
                for code in FIXED_CODES {
                    let range = TextRange::new(start, start + TextSize::from(1));
                    let diagnostic = Diagnostic::error(code, range, "");
                    for action in quick_fixes(&parse, &diagnostic) {
                        assert_well_formed(text, &action);
                    }
                }
                for action in source_actions(&parse, TextRange::new(start, TextSize::of(text))) {
                    assert_well_formed(text, &action);
                }
            }
        }
    }
}
