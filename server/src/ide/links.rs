//! Document links: the web and mail addresses written in comments and free text, so that an
//! editor can open them. `http://`, `https://`, `ftp://` and `mailto:` addresses are found in
//! RBN `%` lines, free text, notes and items, PBN comments and `%` lines, and the text of SGF
//! comment properties (`C`, `GC`).

use gamerec_grammar::sgf::{GameTree, TreeEvent};
use gamerec_grammar::SyntaxKind::*;
use gamerec_grammar::{ast::AstNode, Format, NodeOrToken, Parse, SyntaxNode, SyntaxToken};
use gamerec_grammar::{TextRange, TextSize};

/// An address and where it is written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Link {
    pub range: TextRange,
    pub target: String,
}

const SCHEMES: [&str; 4] = ["https://", "http://", "ftp://", "mailto:"];

/// Every link of the document, in document order.
pub fn document_links(parse: &Parse) -> Vec<Link> {
    let root = parse.syntax();
    let mut links = Vec::new();
    let mut scan =
        |token: &SyntaxToken| find_links(token.text(), token.text_range().start(), &mut links);
    match parse.format() {
        Format::Rbn | Format::Rbx => {
            for record in root.children() {
                for part in record.children() {
                    if matches!(
                        part.kind(),
                        RBN_COMMENT | RBN_FREE_TEXT | RBN_NOTE_LABEL | RBN_ITEMS_LABEL
                    ) {
                        tokens_of(&part)
                            .filter(|t| matches!(t.kind(), RBN_COMMENT_TEXT | RBN_TEXT))
                            .for_each(|t| scan(&t));
                    }
                }
            }
        }
        Format::Pbn => {
            for element in root.children_with_tokens() {
                let NodeOrToken::Node(node) = element else {
                    continue;
                };
                match node.kind() {
                    PBN_DIRECTIVE => tokens_of(&node)
                        .filter(|t| t.kind() == PBN_DIRECTIVE_TEXT)
                        .for_each(|t| scan(&t)),
                    PBN_GAME => pbn_game(&node, &mut scan),
                    _ => {}
                }
            }
        }
        Format::Sgf => {
            for tree in root.children().filter_map(GameTree::cast) {
                for event in tree.walk() {
                    let TreeEvent::Node(node) = event else {
                        continue;
                    };
                    sgf_node(node.syntax(), &mut scan);
                }
            }
        }
    }
    links
}

fn tokens_of(node: &SyntaxNode) -> impl Iterator<Item = SyntaxToken> {
    node.descendants_with_tokens()
        .filter_map(NodeOrToken::into_token)
}

/// The comments and directives of a game, also those inside its sections.
fn pbn_game(game: &SyntaxNode, scan: &mut impl FnMut(&SyntaxToken)) {
    for element in game.children_with_tokens() {
        match element {
            NodeOrToken::Token(token) if token.kind() == PBN_COMMENT => scan(&token),
            NodeOrToken::Token(_) => {}
            NodeOrToken::Node(node) => match node.kind() {
                PBN_AUCTION | PBN_PLAY | PBN_TABLE => {
                    for token in node
                        .children_with_tokens()
                        .filter_map(NodeOrToken::into_token)
                    {
                        if token.kind() == PBN_COMMENT {
                            scan(&token);
                        }
                    }
                }
                PBN_DIRECTIVE => tokens_of(&node)
                    .filter(|t| t.kind() == PBN_DIRECTIVE_TEXT)
                    .for_each(|t| scan(&t)),
                _ => {}
            },
        }
    }
}

fn sgf_node(node: &SyntaxNode, scan: &mut impl FnMut(&SyntaxToken)) {
    for property in node.children().filter(|child| child.kind() == SGF_PROPERTY) {
        let mut elements = property.children_with_tokens();
        let is_comment = elements
            .next()
            .and_then(NodeOrToken::into_token)
            .filter(|ident| ident.kind() == SGF_PROP_IDENT)
            .is_some_and(|ident| {
                let upper: String = ident
                    .text()
                    .chars()
                    .filter(char::is_ascii_uppercase)
                    .collect();
                matches!(upper.as_str(), "C" | "GC")
            });
        if !is_comment {
            continue;
        }
        for value in property.children() {
            for token in value
                .children_with_tokens()
                .filter_map(NodeOrToken::into_token)
            {
                if token.kind() == SGF_TEXT {
                    scan(&token);
                }
            }
        }
    }
}

/// Adds the addresses in `text`, which starts at `start` in the document.
fn find_links(text: &str, start: TextSize, links: &mut Vec<Link>) {
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
    use super::*;
    use expect_test::{expect, Expect};
    use gamerec_grammar::parse;

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
