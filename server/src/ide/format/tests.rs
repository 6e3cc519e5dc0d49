//! Formatting tests: the canonical layout on examples, and over the corpus and random inputs
//! the safety rules: idempotent, regions with syntax errors untouched, meaning kept.

use super::*;
use crate::ide::analysis::{self, format_range};
use expect_test::{expect, Expect};
use gamerec_grammar::Format;
use gamerec_grammar::{parse, SyntaxKind};
use proptest::prelude::*;

fn formatted(format: Format, text: &str, options: &FormatOptions) -> String {
    let parsed = parse(format, text);
    apply(text, &analysis::format(&parsed, options))
}

fn check(format: Format, text: &str, expected: Expect) {
    let once = formatted(format, text, &FormatOptions::default());
    expected.assert_eq(&once);
    assert_eq!(
        formatted(format, &once, &FormatOptions::default()),
        once,
        "formatting again changes the text"
    );
}

#[test]
fn rbn_labels_in_standard_order_with_notes_after_their_label() {
    check(
        Format::Rbn,
        "% RBN 3.2\nh n:akq.jt9.876.5432:::  \n{a free text}\nB 1\n1 the first note\nA NZ:1S^1PPP\nd 20240101\nP SAKQ:\n2 about the play\nI 1:2\n3:4\n\n\n\nB 2\nT Title\n",
        expect![[r#"
            % RBN 3.2
            D 20240101
            B 1
            H N:AKQ.JT9.876.5432:::
            {a free text}
            A NZ:1S^1PPP
            1 the first note
            P SAKQ:
            2 about the play
            I 1:2
            3:4

            T Title
            B 2

        "#]],
    );
}

#[test]
fn rbn_order_can_be_kept() {
    let options = FormatOptions {
        rbn_order: RbnOrder::Preserve,
        ..FormatOptions::default()
    };
    let text = "B 1\nD 20240101\n";
    assert_eq!(
        formatted(Format::Rbn, text, &options),
        "B 1\nD 20240101\n\n"
    );
}

#[test]
fn rbn_hands_get_their_dots_right() {
    check(
        Format::Rbn,
        "H S:AKQJT98765432:KQ.K9.9.:.A2:\n",
        expect![[r#"
            H S:AKQJT98765432...:KQ.K9.9:.A2:

        "#]],
    );
    check(
        Format::Rbn,
        "H W:Ax..:xx:\n",
        expect![[r#"
            H W:Ax:xx:

        "#]],
    );
}

#[test]
fn rbn_records_with_syntax_errors_are_left_as_they_are() {
    check(
        Format::Rbn,
        "b 1\nh n:akq...\n\n\nh n:akq...\n",
        expect![[r#"
            b 1
            h n:akq...

            H N:AKQ

        "#]],
    );
}

#[test]
fn rbn_keeps_crlf_and_the_byte_order_mark() {
    let text = "\u{feff}% RBN\r\nh n:akq\r\n\r\n\r\nB 2\r\n";
    assert_eq!(
        formatted(Format::Rbn, text, &FormatOptions::default()),
        "\u{feff}% RBN\r\nH N:AKQ\r\n\r\nB 2\r\n\r\n"
    );
}

#[test]
fn rbx_stays_one_record_a_line() {
    check(
        Format::Rbx,
        "%{RBX}h{n:akq.jt9.876.5432:::}{free|text}B{1}1{note}A{NZ:1S^1PPP}I{1:2|3:4}D{20240101}\n\nB{2}T{x}",
        expect![[r#"
            %{RBX}D{20240101}B{1}H{N:AKQ.JT9.876.5432:::}{free|text}A{NZ:1S^1PPP}1{note}I{1:2|3:4}
            T{x}B{2}
        "#]],
    );
}

#[test]
fn rbn_record_with_two_i_labels_keeps_its_order() {
    check(
        Format::Rbn,
        "I 1:2\n1 note\nI 1:2\nA NZ:1SPPP\n",
        expect![[r#"
            I 1:2
            1 note
            I 1:2
            A NZ:1SPPP

        "#]],
    );
}

/// Two boards run together without a blank line: sorting their labels would interleave them.
#[test]
fn rbn_record_with_a_label_twice_keeps_its_order() {
    check(
        Format::Rbn,
        "B 74\nH N:A753.AT92.A2.KT7:::\nA EB:P1DX1S:2H3DPP:P\nB 86\nH N:JT94.Q3.AKJ94.Q3:::\nA EE:PPPP\n",
        expect![[r#"
            B 74
            H N:A753.AT92.A2.KT7:::
            A EB:P1DX1S:2H3DPP:P
            B 86
            H N:JT94.Q3.AKJ94.Q3:::
            A EE:PPPP

        "#]],
    );
}

/// A note before the A and P labels that neither refers to: the check asks where it belongs;
/// moved after the A label it would be reported as unused there instead.
#[test]
fn rbn_note_that_no_label_refers_to_stays_before_the_labels() {
    let text = "C 4SX:N\n3 where?\nA NZ:1SPPP\n";
    check(
        Format::Rbn,
        text,
        expect![[r#"
            3 where?
            A NZ:1SPPP
            C 4SX:N

        "#]],
    );
    let codes = |text: &str| -> Vec<&'static str> {
        let mut codes: Vec<_> = analysis::diagnostics(&parse(Format::Rbn, text))
            .iter()
            .map(|diagnostic| diagnostic.code)
            .collect();
        codes.sort_unstable();
        codes
    };
    let once = formatted(Format::Rbn, text, &FormatOptions::default());
    assert_eq!(codes(&once), codes(text));
    // With the order kept, it stays where it is: not at the end of the record.
    let kept = FormatOptions {
        rbn_order: RbnOrder::Preserve,
        ..FormatOptions::default()
    };
    let text =
        "H N:J2.T43.8654.T864:QT98543.Q2.Q.532:K76.A87.AJT93.K9:\n2 B16\nA SZ:P1SPP:P\nC 1S:W\n";
    let once = formatted(Format::Rbn, text, &kept);
    assert_eq!(once, format!("{text}\n"));
    assert_eq!(formatted(Format::Rbn, &once, &kept), once);
}

#[test]
fn range_formatting_touches_only_the_records_in_range() {
    let text = "B 1\nd 20240101\n\nB 2\nd 20240102\n";
    let parsed = parse(Format::Rbn, text);
    let second = TextRange::new(17.into(), 18.into());
    let edits = format_range(&parsed, second, &FormatOptions::default());
    assert_eq!(
        apply(text, &edits),
        "B 1\nd 20240101\n\nD 20240102\nB 2\n\n"
    );
}

/// What a document means, for the safety tests: per record, each label with its value (case
/// folded where RBN ignores it, hands without their optional trailing dots), each comment and
/// each free text, in a fixed order; and the records with syntax errors, byte for byte.
fn rbn_meaning(text: &str, format: Format) -> Vec<Vec<String>> {
    let parsed = parse(format, text);
    let mut records = Vec::new();
    for record in parsed.syntax().children() {
        if record.kind() != SyntaxKind::RBN_RECORD {
            continue;
        }
        let range = record.text_range();
        if parsed
            .errors()
            .iter()
            .any(|e| range.contains_range(e.range) || range.contains(e.range.start()))
        {
            records.push(vec![format!("verbatim {}", record.text())]);
            continue;
        }
        let mut items: Vec<String> = record
            .children()
            .map(|child| {
                let text = child
                    .text()
                    .to_string()
                    .replace("\r\n", "\n")
                    .replace('\r', "\n");
                let lines: Vec<&str> = text
                    .lines()
                    .map(|l| l.trim_end_matches([' ', '\t']))
                    .collect();
                let text = lines.join("\n");
                let letter = text.chars().next().unwrap_or(' ');
                match (child.kind(), letter.to_ascii_uppercase()) {
                    (SyntaxKind::RBN_COMMENT | SyntaxKind::RBN_FREE_TEXT, _) => text,
                    (_, 'H') => text
                        .chars()
                        .map(|c| if c == 'x' { c } else { c.to_ascii_uppercase() })
                        .collect::<String>()
                        .split([':', ';', '}'])
                        .map(|hand| hand.trim_end_matches('.').to_string())
                        .collect::<Vec<_>>()
                        .join("|"),
                    (_, 'D' | 'C' | 'R' | 'M') => text.to_ascii_uppercase(),
                    _ => text,
                }
            })
            .collect();
        items.sort();
        records.push(items);
    }
    records
}

fn assert_safe(format: Format, text: &str) {
    let once = formatted(format, text, &FormatOptions::default());
    let twice = formatted(format, &once, &FormatOptions::default());
    assert_eq!(twice, once, "not idempotent on {text:?}");
    assert_eq!(
        rbn_meaning(&once, format),
        rbn_meaning(text, format),
        "meaning changed: {text:?} became {once:?}"
    );
    let errors_before = parse(format, text).errors().len();
    assert_eq!(
        parse(format, &once).errors().len(),
        errors_before,
        "{text:?} became {once:?}"
    );
}

#[test]
fn example_rbn_files_format_safely() {
    let mut seen = 0;
    for file in crate::ide::fixture::example_files() {
        if matches!(file.format, Format::Rbn | Format::Rbx) {
            assert_safe(file.format, &file.text);
            seen += 1;
        }
    }
    assert_eq!(seen, 4, "RBN and RBX example files");
}

#[test]
fn corpus_rbn_files_format_safely() {
    let Some(files) = crate::ide::fixture::corpus_files(&["rbn"]) else {
        return;
    };
    for file in files {
        assert_safe(file.format, &file.text);
    }
}

use crate::generate;

#[test]
fn generated_documents_format_safely() {
    assert_safe(Format::Rbn, &generate::rbn(256 * 1024));
    assert_safe(Format::Rbx, &generate::rbx(256 * 1024));
}

const RBN_LINES: &[&str] = &[
    "",
    " ",
    "% RBN",
    "%x",
    "{free",
    "text}",
    "{one}",
    "I 1:2",
    "3:4",
    "B 1",
    "b 1",
    "D 20240101",
    "d 2024",
    "H N:AKQ.JT9.876.5432:::",
    "h s:ak..:x:",
    "H W:AKQJT98765432:::",
    "A NZ:1SPPP",
    "P SA2K3:",
    "1 note",
    "2",
    "C 4sx:n",
    "R 10",
    "T Title ",
    "Q junk",
    "é",
];

const RBX_LINES: &[&str] = &[
    "",
    "%{RBX}",
    "B{1}H{n:akq.jt9.876.5432:::}",
    "{free",
    "T{Title}I{1:2|3:4}",
    "1{x}A{NZ:1SPPP}",
    "d{2024}C{4S:N}",
    "Q{junk}",
];

fn document(lines: &'static [&'static str]) -> impl Strategy<Value = String> {
    let ending = prop::sample::select(vec!["\n", "\r\n", "\r"]);
    prop::collection::vec((prop::sample::select(lines), ending), 0..30).prop_map(|lines| {
        lines
            .iter()
            .map(|(line, ending)| format!("{line}{ending}"))
            .collect()
    })
}

proptest! {
    #[test]
    fn random_rbn_formats_safely(text in document(RBN_LINES)) {
        assert_safe(Format::Rbn, &text);
    }

    #[test]
    fn random_rbx_formats_safely(text in document(RBX_LINES)) {
        assert_safe(Format::Rbx, &text);
    }
}

/// A version line that ends the file without a line ending: the export line comes right after
/// it, as it does after a version line that has one, and formatting part of the line first
/// changes nothing.
#[test]
fn export_line_after_a_version_line_without_ending() {
    let options = FormatOptions {
        pbn_style: PbnStyle::Export,
        ..FormatOptions::default()
    };
    for text in ["% PBN", "% PBN\n"] {
        assert_eq!(
            formatted(Format::Pbn, text, &options),
            "% PBN\r\n% EXPORT\r\n"
        );
        let parsed = parse(Format::Pbn, text);
        let range = TextRange::new(4.into(), 5.into());
        let part = apply(text, &format_range(&parsed, range, &options));
        assert_eq!(
            formatted(Format::Pbn, &part, &options),
            "% PBN\r\n% EXPORT\r\n"
        );
    }
}

/// Every style the options give for `format` (the others keep their defaults).
fn every_style(format: Format) -> Vec<FormatOptions> {
    let with = |change: &dyn Fn(&mut FormatOptions)| {
        let mut options = FormatOptions::default();
        change(&mut options);
        options
    };
    match format {
        Format::Rbn | Format::Rbx => [RbnOrder::Standard, RbnOrder::Preserve]
            .map(|order| with(&|options| options.rbn_order = order))
            .to_vec(),
        Format::Pbn => [PbnStyle::Tidy, PbnStyle::Export]
            .map(|style| with(&|options| options.pbn_style = style))
            .to_vec(),
        Format::Sgf => [(SgfOrder::Preserve, false), (SgfOrder::Sgfc, true)]
            .map(|(order, indent)| {
                with(&|options| {
                    options.sgf_order = order;
                    options.sgf_indent = indent;
                })
            })
            .to_vec(),
        Format::Preferans | Format::Pinochle | Format::Lin => vec![FormatOptions::default()],
    }
}

/// How many diagnostics of each code `text` has.
fn code_counts(format: Format, text: &str) -> std::collections::BTreeMap<&'static str, usize> {
    let mut counts = std::collections::BTreeMap::new();
    for diagnostic in analysis::diagnostics(&parse(format, text)) {
        *counts.entry(diagnostic.code).or_default() += 1;
    }
    counts
}

/// Formatting `text` in every style gives no diagnostic more of any code than it had: line
/// lengths, tabs and the column limits of each format hold after formatting as before.
fn assert_adds_no_diagnostic(format: Format, name: &str, text: &str) {
    let before = code_counts(format, text);
    for options in every_style(format) {
        let once = formatted(format, text, &options);
        for (code, count) in code_counts(format, &once) {
            assert!(
                count <= before.get(code).copied().unwrap_or(0),
                "formatting {name} with {options:?} added {code}"
            );
        }
    }
}

#[test]
fn formatting_examples_and_generated_documents_adds_no_diagnostic() {
    for file in crate::ide::fixture::example_files() {
        let text = crate::decode::decode(&file.bytes, file.format).text;
        assert_adds_no_diagnostic(file.format, &file.name, &text);
    }
    for format in Format::ALL {
        let text = generate::document(format, 48 * 1024);
        assert_adds_no_diagnostic(format, &format!("a generated {format:?} document"), &text);
    }
}

#[test]
fn formatting_corpus_files_adds_no_diagnostic() {
    let Some(files) = crate::ide::fixture::corpus_files(&["rbn", "pbn", "sgf", "ppn", "lin"])
    else {
        return;
    };
    assert!(files.len() > 90, "only {} corpus files", files.len());
    for file in files {
        let text = crate::decode::decode(&file.bytes, file.format).text;
        assert_adds_no_diagnostic(file.format, &file.name, &text);
    }
}

/// The PBN verifier's clean files hold a tag line of 254 characters written without the space
/// the layout puts after the name: with it the line would be one over PBN's limit, so the tag
/// stays as written; one character shorter, it gets its space.
#[test]
fn a_pbn_tag_line_at_the_limit_keeps_its_length() {
    let at_limit = format!("[Event\"{}\"]\n", "x".repeat(245));
    assert_eq!(at_limit.trim_end().chars().count(), 254);
    assert_eq!(
        formatted(Format::Pbn, &at_limit, &FormatOptions::default()),
        at_limit
    );
    let shorter = format!("[Event\"{}\"]\n", "x".repeat(244));
    assert_eq!(
        formatted(Format::Pbn, &shorter, &FormatOptions::default()),
        format!("[Event \"{}\"]\n", "x".repeat(244))
    );
    assert_adds_no_diagnostic(Format::Pbn, "a tag line at the limit", &at_limit);
}
