//! Document links: the web and mail addresses written in comments and free text, so that an
//! editor can open them. `http://`, `https://`, `ftp://` and `mailto:` addresses are found in
//! RBN `%` lines, free text, notes and items, PBN comments and `%` lines (also inside the
//! auction, play and table sections), and the text of SGF comment properties (`C`, `GC`).

use crate::ide::green::Token;
use gamerec_grammar::{TextRange, TextSize};

/// An address and where it is written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Link {
    pub range: TextRange,
    pub target: String,
}

const SCHEMES: [&str; 4] = ["https://", "http://", "ftp://", "mailto:"];

/// The links found so far, in the order of the prose they were found in.
#[derive(Default)]
pub(crate) struct Links {
    links: Vec<Link>,
}

impl Links {
    /// Adds the addresses written in `token`.
    pub(crate) fn scan(&mut self, token: Token<'_>) {
        find_links(token.text, token.range.start(), &mut self.links);
    }

    pub(crate) fn into_vec(self) -> Vec<Link> {
        self.links
    }
}

/// Adds the addresses in `text`, which starts at `start` in the document.
fn find_links(text: &str, start: TextSize, links: &mut Vec<Link>) {
    // Every scheme has a colon: most text has none and needs no closer look.
    if !text.contains(':') {
        return;
    }
    let lower = text.to_ascii_lowercase();
    let mut from = 0;
    while let Some((at, scheme)) = next_scheme(&lower, from) {
        // A scheme glued to a word before it (`xhttp://`) is not an address.
        let glued = lower[..at]
            .chars()
            .next_back()
            .is_some_and(char::is_alphanumeric);
        let end = address_end(text, at + scheme.len());
        from = end.max(at + scheme.len());
        if glued || end <= at + scheme.len() {
            continue;
        }
        let Some(target) = text.get(at..end) else {
            continue;
        };
        let (Ok(at), Ok(end)) = (u32::try_from(at), u32::try_from(end)) else {
            return;
        };
        links.push(Link {
            range: TextRange::new(start + TextSize::from(at), start + TextSize::from(end)),
            target: target.to_owned(),
        });
    }
}

/// The first scheme at or after byte `from` of `lower`.
fn next_scheme(lower: &str, from: usize) -> Option<(usize, &'static str)> {
    let rest = lower.get(from..)?;
    SCHEMES
        .iter()
        .filter_map(|scheme| rest.find(scheme).map(|at| (from + at, *scheme)))
        .min_by_key(|(at, _)| *at)
}

/// Where the address that continues at byte `from` ends: at a space or a character that cannot
/// stand in one, less the punctuation that closes the sentence around it. A `)` stays when the
/// address opened one.
fn address_end(text: &str, from: usize) -> usize {
    let rest = text.get(from..).unwrap_or("");
    let stop = |c: char| c.is_whitespace() || c.is_control() || "\"<>{}|\\^`[]".contains(c);
    let mut end = from + rest.find(stop).unwrap_or(rest.len());
    while let Some(last) = text
        .get(from..end)
        .and_then(|address| address.chars().next_back())
    {
        let address = text.get(from..end).unwrap_or("");
        let unbalanced = last == ')' && address.matches('(').count() < address.matches(')').count();
        if ".,;:!?'*".contains(last) || unbalanced {
            end -= last.len_utf8();
        } else {
            break;
        }
    }
    end
}

#[cfg(test)]
mod tests {
    use crate::ide::analysis::document_links;
    use expect_test::{expect, Expect};
    use gamerec_grammar::parse;
    use gamerec_grammar::Format;

    fn check(format: Format, text: &str, expected: Expect) {
        let links = document_links(&parse(format, text));
        let out: Vec<String> = links
            .iter()
            .map(|link| {
                assert_eq!(
                    text.get(std::ops::Range::<usize>::from(link.range)),
                    Some(link.target.as_str())
                );
                format!("{:?} {}", link.range, link.target)
            })
            .collect();
        expected.assert_eq(&out.join("\n"));
    }

    #[test]
    fn rbn() {
        check(
            Format::Rbn,
            "% RBN 3.2 from https://www.rpbridge.net/rpbn.htm.\nB 1\n{See (http://example.org/a_(b)) and mailto:me@example.org, or ftp://files.example.org/x.rbn!}\n1 xhttp://not.a.link and https:// alone\n",
            expect![[r#"
                15..48 https://www.rpbridge.net/rpbn.htm
                60..84 http://example.org/a_(b)
                90..111 mailto:me@example.org
                116..145 ftp://files.example.org/x.rbn"#]],
        );
    }

    #[test]
    fn pbn() {
        check(
            Format::Pbn,
            "% PBN 2.1\n%Creator: http://bridge.example.com/\n[Event \"http://not.a.comment\"]\n; see HTTPS://Example.com/Deal?id=7\n[Auction \"N\"]\n1S {why? https://x.example/why} AP\n",
            expect![[r#"
                20..46 http://bridge.example.com/
                84..113 HTTPS://Example.com/Deal?id=7
                137..158 https://x.example/why"#]],
        );
        // A `%` line inside a section.
        check(
            Format::Pbn,
            "[Play \"E\"]\nS2 S3 S4 S5\n% https://x.example/play\nH2 H3 H4 H5\n",
            expect!["25..47 https://x.example/play"],
        );
    }

    #[test]
    fn sgf() {
        check(
            Format::Sgf,
            "(;GM[1]GC[from https://senseis.xmp.net/]C[see [https://a.example/b\\]]c]PB[http://no.example];B[aa]C[é https://b.example/ü])",
            expect![[r#"
                15..39 https://senseis.xmp.net/
                47..66 https://a.example/b
                103..123 https://b.example/ü"#]],
        );
    }
}
