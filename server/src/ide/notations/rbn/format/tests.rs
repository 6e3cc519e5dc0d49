//! Records laid out on several threads give the edits of one thread, in order.

use super::*;
use crate::ide::format::RbnOrder;

/// A generated document with records out of layout: trailing spaces, lower-case contracts,
/// hands without their last dots, and labels out of order.
fn untidy(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + text.len() / 8);
    for (number, record) in text.split("\n\n").enumerate() {
        let mut lines: Vec<String> = record.lines().map(str::to_owned).collect();
        for (index, line) in lines.iter_mut().enumerate() {
            if (number + index) % 7 == 0 {
                line.push_str("  ");
            }
            if number % 3 == 0 && line.starts_with("C ") {
                *line = line.to_ascii_lowercase().replacen('c', "C", 1);
            }
            if number % 5 == 0 && line.starts_with("H ") {
                *line = line.trim_end_matches([':', '.']).to_owned();
            }
        }
        if number % 4 == 0 {
            let hand = lines.iter().position(|line| line.starts_with("H "));
            let auction = lines.iter().position(|line| line.starts_with("A "));
            if let (Some(hand), Some(auction)) = (hand, auction) {
                lines.swap(hand, auction);
            }
        }
        if number > 0 {
            out.push_str("\n\n");
        }
        out.push_str(&lines.join("\n"));
    }
    out
}

fn assert_threads_agree(format: Format, text: &str) {
    let parse = gamerec_grammar::parse(format, text);
    let layout = Layout {
        order: RbnOrder::Standard,
        rbx: format == Format::Rbx,
        ending: LineEnding::Lf,
    };
    let errors = Errors::new(&parse);
    let records: Vec<Node<'_>> = Node::root(&parse)
        .child_nodes_of(SyntaxKind::RBN_RECORD)
        .filter(|record| !errors.touch(record.range()))
        .collect();
    let alone = record_edits(&records, layout, 1);
    assert_eq!(alone.len(), records.len());
    let changed = alone.iter().flatten().count();
    assert!(
        changed * 4 > records.len(),
        "{format:?}: only {changed} of {} records change",
        records.len()
    );
    for threads in [2, 3, 8] {
        assert_eq!(
            record_edits(&records, layout, threads),
            alone,
            "{format:?} on {threads} threads"
        );
    }
}

#[test]
fn rbn_records_on_threads_are_records_one_by_one() {
    assert_threads_agree(Format::Rbn, &untidy(&crate::generate::rbn(96 * 1024)));
}

/// `line` with the value of its first `label{...}` in lower case.
fn lower_value(line: &str, label: &str) -> String {
    let Some(start) = line.find(label) else {
        return line.to_owned();
    };
    let end = line[start..]
        .find('}')
        .map_or(line.len(), |end| start + end);
    format!(
        "{}{}{}",
        &line[..start + label.len()],
        line[start + label.len()..end].to_ascii_lowercase(),
        &line[end..]
    )
}

/// `line` with its first two labels the other way round.
fn first_two_swapped(line: &str) -> String {
    let mut ends = line.match_indices('}').map(|(at, _)| at + 1);
    match (ends.next(), ends.next()) {
        (Some(first), Some(second)) => format!(
            "{}{}{}",
            &line[first..second],
            &line[..first],
            &line[second..]
        ),
        _ => line.to_owned(),
    }
}

#[test]
fn rbx_records_on_threads_are_records_one_by_one() {
    let text: String = crate::generate::rbx(64 * 1024)
        .lines()
        .enumerate()
        .map(|(index, line)| {
            let mut line = line.to_owned();
            if index % 3 == 0 {
                line = lower_value(&line, "C{");
            }
            if index % 4 == 1 && line.starts_with("B{") {
                line = first_two_swapped(&line);
            }
            line + "\n"
        })
        .collect();
    assert_threads_agree(Format::Rbx, &text);
}
