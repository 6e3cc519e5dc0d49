//! The calls, cards and annotations of auction and play sections as tokens: the tree keeps
//! them in `PBN_AUCTION_RUN` and `PBN_PLAY_RUN` tokens, which these walks split into the
//! tokens they hold.

use crate::ide::green::{Element, Node, Token};
use gamerec_grammar::pbn::run_pieces;
use gamerec_grammar::NodeOrToken;
use gamerec_grammar::SyntaxKind::{self, PBN_AUCTION_RUN, PBN_PLAY_RUN};

/// Whether tokens of `kind` hold calls or cards.
pub(crate) fn is_run(kind: SyntaxKind) -> bool {
    matches!(kind, PBN_AUCTION_RUN | PBN_PLAY_RUN)
}

/// The tokens below `section` in order, each run split into its pieces.
pub(crate) fn section_tokens(section: Node<'_>) -> impl Iterator<Item = Token<'_>> {
    section.tokens().flat_map(split)
}

/// `element` itself, or for a run token its pieces.
pub(crate) fn split_element(element: Element<'_>) -> impl Iterator<Item = Element<'_>> {
    let (node, token) = match element {
        NodeOrToken::Node(node) => (Some(node), None),
        NodeOrToken::Token(token) => (None, Some(token)),
    };
    node.map(NodeOrToken::Node)
        .into_iter()
        .chain(token.into_iter().flat_map(split).map(NodeOrToken::Token))
}

/// The pieces of `token` if it is a run, else the token itself.
pub(crate) fn split(token: Token<'_>) -> impl Iterator<Item = Token<'_>> {
    let plain = (!is_run(token.kind)).then_some(token);
    token
        .split_into(run_pieces(token.kind, token.text))
        .chain(plain)
}

#[cfg(test)]
mod tests {
    use super::*;
    use gamerec_grammar::{parse, Format, SyntaxKind::*};

    /// Splitting the runs gives the tokens the sections had when every piece was a token: all
    /// of their text, in order, with calls, cards and annotations where they stand.
    #[test]
    fn sections_split_into_their_calls_cards_and_annotations() {
        let text = "[Auction \"N\"]\n1D! =1= $3 Pass\r\nX\tAP\n[Play \"E\"]\nSA h2 ^L -\n*\n";
        let parsed = parse(Format::Pbn, text);
        let root = Node::root(&parsed);
        let mut seen = Vec::new();
        root.for_each_node_of(PBN_AUCTION, |section| seen.extend(section_tokens(section)));
        root.for_each_node_of(PBN_PLAY, |section| seen.extend(section_tokens(section)));
        let moves: Vec<(SyntaxKind, &str)> = seen
            .iter()
            .filter(|token| !matches!(token.kind, WHITESPACE | NEWLINE))
            .map(|token| (token.kind, token.text))
            .collect();
        assert_eq!(
            moves,
            [
                (PBN_CALL, "1D"),
                (PBN_SUFFIX, "!"),
                (PBN_NOTE_REF, "=1="),
                (PBN_NAG, "$3"),
                (PBN_CALL, "Pass"),
                (PBN_CALL, "X"),
                (PBN_CALL, "AP"),
                (PBN_CARD, "SA"),
                (PBN_CARD, "h2"),
                (PBN_IRREGULARITY, "^L"),
                (PBN_CARD, "-"),
                (PBN_STAR, "*"),
            ]
        );
        // The sections' own tokens, their tags aside, are the whole text between the tags.
        let rebuilt: String = seen.iter().map(|token| token.text).collect();
        assert_eq!(rebuilt, "\n1D! =1= $3 Pass\r\nX\tAP\n\nSA h2 ^L -\n*\n");
        for token in &seen {
            assert_eq!(
                &text[std::ops::Range::<usize>::from(token.range)],
                token.text
            );
        }
        let line_ends: Vec<&str> = seen
            .iter()
            .filter(|token| token.kind == NEWLINE)
            .map(|token| token.text)
            .collect();
        assert_eq!(line_ends, ["\n", "\r\n", "\n", "\n", "\n", "\n"]);
    }
}
