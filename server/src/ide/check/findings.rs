//! What the checks found, kept up to a cap: past the cap a finding is only counted by its code,
//! so that a record or a document with millions of findings costs what the cap allows, and the
//! count of those left out stays exact.

use crate::ide::{Diagnostic, Severity};
use gamerec_grammar::TextSize;

/// Findings in the order the checks gave them. With a cap, the `cap` kept are the first by
/// severity (errors first) and then by place in the document (equal ranges in the order
/// found), the ones [`crate::ide::diagnostics::limit`] would show; the others are counted in
/// [`LeftOut`].
#[derive(Debug, Default)]
pub struct Findings {
    list: Vec<Diagnostic>,
    cap: Option<usize>,
    left_out: LeftOut,
}

impl Findings {
    /// Findings without a cap: every one is kept.
    pub fn new() -> Findings {
        Findings::default()
    }

    /// Findings that keep at most `cap` (all when `None`).
    pub fn capped(cap: Option<usize>) -> Findings {
        Findings {
            cap,
            ..Findings::default()
        }
    }

    pub fn push(&mut self, diagnostic: Diagnostic) {
        self.list.push(diagnostic);
        if let Some(cap) = self.cap {
            // Trimming a quarter past the cap sorts each finding a bounded number of times.
            if self.list.len() > cap.saturating_add(cap / 4) {
                self.trim(cap);
            }
        }
    }

    pub fn extend(&mut self, diagnostics: impl IntoIterator<Item = Diagnostic>) {
        for diagnostic in diagnostics {
            self.push(diagnostic);
        }
    }

    /// Adds what `other` found in a record that starts at `offset` in the document.
    pub fn absorb(&mut self, other: Findings, offset: TextSize) {
        self.left_out.merge(&other.left_out);
        self.extend((other.list.into_iter()).map(|diagnostic| super::placed(diagnostic, offset)));
    }

    /// Adds what `other` found, in the same coordinates.
    pub fn append(&mut self, other: Findings) {
        self.absorb(other, TextSize::from(0));
    }

    /// The cap these findings are held to.
    pub fn cap(&self) -> Option<usize> {
        self.cap
    }

    /// Counts findings left out elsewhere (by a record's own cap) as left out here.
    pub fn add_left_out(&mut self, left_out: &LeftOut) {
        self.left_out.merge(left_out);
    }

    /// How many were found, kept or not.
    pub fn len(&self) -> usize {
        self.list.len() + self.left_out.total()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The findings kept so far, in the order found.
    pub fn kept(&self) -> &[Diagnostic] {
        &self.list
    }

    /// The findings kept, at most the cap, in the order found; and what was left out.
    pub fn finish(mut self) -> (Vec<Diagnostic>, LeftOut) {
        if let Some(cap) = self.cap {
            if self.list.len() > cap {
                self.trim(cap);
            }
        }
        (self.list, self.left_out)
    }

    /// Keeps the first `cap` findings by severity, then by range, then in the order found, and
    /// counts the rest.
    fn trim(&mut self, cap: usize) {
        let mut order: Vec<usize> = (0..self.list.len()).collect();
        order.sort_by_key(|&index| {
            let found = self.list.get(index);
            let key = found.map(|found| (found.severity, found.range.start(), found.range.end()));
            (key, index)
        });
        let mut dropped = vec![false; self.list.len()];
        for &index in order.iter().skip(cap) {
            if let Some(drop) = dropped.get_mut(index) {
                *drop = true;
            }
        }
        let mut index = 0;
        let left_out = &mut self.left_out;
        self.list.retain(|found| {
            let drop = dropped.get(index).copied().unwrap_or(false);
            index += 1;
            if drop {
                left_out.add(found.code, found.severity, 1);
            }
            !drop
        });
    }
}

/// How many findings of each code and severity were left out.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LeftOut(Vec<(&'static str, Severity, usize)>);

impl LeftOut {
    pub fn add(&mut self, code: &'static str, severity: Severity, count: usize) {
        if count == 0 {
            return;
        }
        let same = |(seen, seen_severity, _): &&mut (&str, Severity, usize)| {
            *seen == code && *seen_severity == severity
        };
        match self.0.iter_mut().find(same) {
            Some((_, _, total)) => *total += count,
            None => self.0.push((code, severity, count)),
        }
    }

    pub fn merge(&mut self, other: &LeftOut) {
        for &(code, severity, count) in &other.0 {
            self.add(code, severity, count);
        }
    }

    /// How many were left out in all.
    pub fn total(&self) -> usize {
        self.0.iter().map(|(_, _, count)| count).sum()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Each code and severity left out, with how many, in the order first left out.
    pub fn iter(&self) -> impl Iterator<Item = (&'static str, Severity, usize)> + '_ {
        self.0.iter().copied()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use gamerec_grammar::TextRange;

    fn at(severity: Severity, start: u32, code: &'static str) -> Diagnostic {
        let range = TextRange::at(TextSize::from(start), TextSize::from(1));
        Diagnostic::new(code, severity, range, format!("{code} at {start}"))
    }

    fn starts(found: &[Diagnostic]) -> Vec<(Severity, u32)> {
        found
            .iter()
            .map(|found| (found.severity, u32::from(found.range.start())))
            .collect()
    }

    #[test]
    fn without_a_cap_everything_is_kept_in_the_order_found() {
        let mut findings = Findings::new();
        for start in (0..5000).rev() {
            findings.push(at(Severity::Hint, start, "x/a"));
        }
        let (kept, left_out) = findings.finish();
        assert_eq!(kept.len(), 5000);
        assert_eq!(u32::from(kept[0].range.start()), 4999);
        assert!(left_out.is_empty());
    }

    #[test]
    fn the_first_by_severity_then_place_are_kept_and_the_rest_counted() {
        let mut findings = Findings::capped(Some(3));
        for start in [9, 4, 7, 1, 8, 2, 6] {
            findings.push(at(Severity::Warning, start, "x/w"));
        }
        findings.push(at(Severity::Error, 5, "x/e"));
        for start in [3, 0] {
            findings.push(at(Severity::Hint, start, "x/h"));
        }
        assert_eq!(findings.len(), 10);
        let (kept, left_out) = findings.finish();
        // The error, then the warnings at 1 and 2, kept in the order found.
        assert_eq!(
            starts(&kept),
            [
                (Severity::Warning, 1),
                (Severity::Warning, 2),
                (Severity::Error, 5),
            ]
        );
        assert_eq!(
            left_out.iter().collect::<Vec<_>>(),
            [("x/w", Severity::Warning, 5), ("x/h", Severity::Hint, 2)]
        );
        // What `limit` shows of every finding in document order.
        let mut all: Vec<Diagnostic> = [9, 4, 7, 1, 8, 2, 6]
            .into_iter()
            .map(|start| at(Severity::Warning, start, "x/w"))
            .chain([at(Severity::Error, 5, "x/e")])
            .chain(
                [3, 0]
                    .into_iter()
                    .map(|start| at(Severity::Hint, start, "x/h")),
            )
            .collect();
        crate::ide::diagnostics::sort_by_position(&mut all);
        let (limited, _) = crate::ide::diagnostics::limit(all, Some(3));
        let mut kept = kept;
        crate::ide::diagnostics::sort_by_position(&mut kept);
        assert_eq!(kept, limited);
    }

    #[test]
    fn many_pushed_past_the_cap_hold_a_quarter_more_at_most() {
        let mut findings = Findings::capped(Some(100));
        // Every place below 200,000 once, out of order (7919 is prime to 200,000).
        for index in 0..200_000u32 {
            let start = (u64::from(index) * 7919 % 200_000) as u32;
            findings.push(at(Severity::Error, start, "x/e"));
            assert!(findings.kept().len() <= 125);
        }
        let (kept, left_out) = findings.finish();
        assert_eq!(left_out.total(), 199_900);
        let mut places: Vec<u32> = kept
            .iter()
            .map(|found| u32::from(found.range.start()))
            .collect();
        places.sort_unstable();
        assert_eq!(places, (0..100).collect::<Vec<_>>());
    }

    #[test]
    fn absorbing_a_record_places_it_and_keeps_its_count() {
        let mut record = Findings::capped(Some(1));
        record.push(at(Severity::Error, 2, "x/e"));
        record.push(at(Severity::Error, 1, "x/e"));
        let mut document = Findings::capped(Some(1));
        document.push(at(Severity::Error, 50, "x/e"));
        document.absorb(record, TextSize::from(10));
        let (kept, left_out) = document.finish();
        assert_eq!(starts(&kept), [(Severity::Error, 11)]);
        assert_eq!(left_out.total(), 2);
    }
}
