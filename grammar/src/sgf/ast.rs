//! Typed views over SGF syntax trees: collection, game trees, nodes, properties, values, points.

use rowan::WalkEvent;

use crate::ast::{children, token, AstNode};
use crate::ast_node;
use crate::{SyntaxElement, SyntaxKind, SyntaxToken};

use super::value_text::{unescape, TextKind};

ast_node! {
    /// A whole SGF document: a collection of game trees, and any text around them.
    SgfFile = SGF_FILE,
    /// `(` a sequence of nodes, then variations, `)`.
    GameTree = SGF_GAME_TREE,
    /// `;` and its properties.
    Node = SGF_NODE,
    /// An identifier and its values.
    Property = SGF_PROPERTY,
    /// `[` content `]`.
    PropValue = SGF_PROP_VALUE,
}

impl SgfFile {
    pub fn game_trees(&self) -> impl Iterator<Item = GameTree> {
        children(&self.0)
    }

    /// Text before the first game tree (a header), if any.
    pub fn leading_text(&self) -> Option<SyntaxToken> {
        self.0
            .first_token()
            .filter(|token| token.kind() == SyntaxKind::SGF_JUNK)
    }

    /// Text after the last game tree (a trailer), if any.
    pub fn trailing_text(&self) -> Option<SyntaxToken> {
        self.0
            .last_token()
            .filter(|token| token.kind() == SyntaxKind::SGF_JUNK)
            .filter(|token| Some(token) != self.leading_text().as_ref())
    }
}

/// One step of a walk through a game tree in document order; see [`GameTree::walk`].
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum TreeEvent {
    /// A game tree (or variation) opens at this `(`.
    Open(SyntaxToken),
    Node(Node),
    /// The innermost open game tree closes at this `)`.
    Close(SyntaxToken),
}

impl GameTree {
    /// The nodes of this tree's own sequence, in order (not those of its variations).
    pub fn nodes(&self) -> impl Iterator<Item = Node> {
        let mut depth = 0usize;
        self.0
            .children_with_tokens()
            .skip(1)
            .filter_map(move |element| match element {
                SyntaxElement::Token(token) => {
                    match token.kind() {
                        SyntaxKind::SGF_L_PAREN => depth += 1,
                        SyntaxKind::SGF_R_PAREN => depth = depth.saturating_sub(1),
                        _ => {}
                    }
                    None
                }
                SyntaxElement::Node(node) if depth == 0 => Node::cast(node),
                SyntaxElement::Node(_) => None,
            })
    }

    /// The variations that are game-tree nodes of their own. Variations nested deeper than
    /// [`super::MAX_TREE_NESTING`] are flattened into the deepest tree node; [`GameTree::walk`]
    /// sees those too.
    pub fn variations(&self) -> impl Iterator<Item = GameTree> {
        children(&self.0)
    }

    pub fn l_paren(&self) -> Option<SyntaxToken> {
        token(&self.0, SyntaxKind::SGF_L_PAREN)
    }

    /// The `)` that closes this tree; `None` when the text ends first.
    pub fn r_paren(&self) -> Option<SyntaxToken> {
        let mut open = 0usize;
        let mut last = None;
        for token in self
            .0
            .children_with_tokens()
            .filter_map(|element| element.into_token())
        {
            match token.kind() {
                SyntaxKind::SGF_L_PAREN => open += 1,
                SyntaxKind::SGF_R_PAREN => open = open.saturating_sub(1),
                _ => continue,
            }
            last = Some(token);
        }
        last.filter(|token| open == 0 && token.kind() == SyntaxKind::SGF_R_PAREN)
    }

    /// Every node of this tree and all its variations, in document order, however deep they
    /// nest. Walks iteratively and visits no tokens, so it is the cheap way to see every node.
    pub fn all_nodes(&self) -> impl Iterator<Item = Node> {
        let mut preorder = self.0.preorder();
        std::iter::from_fn(move || loop {
            let WalkEvent::Enter(node) = preorder.next()? else {
                continue;
            };
            if node.kind() == SyntaxKind::SGF_NODE {
                preorder.skip_subtree();
                return Node::cast(node);
            }
        })
    }

    /// Every `(`, node and `)` of this tree and all its variations, in document order, however
    /// deep they nest and whether or not they were flattened. Walks iteratively.
    pub fn walk(&self) -> impl Iterator<Item = TreeEvent> {
        let mut preorder = self.0.preorder_with_tokens();
        std::iter::from_fn(move || loop {
            let WalkEvent::Enter(element) = preorder.next()? else {
                continue;
            };
            match element {
                SyntaxElement::Token(token) => match token.kind() {
                    SyntaxKind::SGF_L_PAREN => return Some(TreeEvent::Open(token)),
                    SyntaxKind::SGF_R_PAREN => return Some(TreeEvent::Close(token)),
                    _ => {}
                },
                SyntaxElement::Node(node) => {
                    if let Some(node) = Node::cast(node) {
                        preorder.skip_subtree();
                        return Some(TreeEvent::Node(node));
                    }
                }
            }
        })
    }
}

impl Node {
    pub fn properties(&self) -> impl Iterator<Item = Property> {
        children(&self.0)
    }

    /// The first property whose FF\[4\] identifier is `identifier` (`CoPyright` counts as `CP`).
    pub fn property(&self, identifier: &str) -> Option<Property> {
        self.properties()
            .find(|property| property.identifier().as_deref() == Some(identifier))
    }

    /// The `;` that starts the node; `None` when it is missing.
    pub fn semicolon(&self) -> Option<SyntaxToken> {
        token(&self.0, SyntaxKind::SGF_SEMICOLON)
    }
}

impl Property {
    /// The identifier as written, old lower-case letters included (`CoPyright`).
    pub fn ident_token(&self) -> Option<SyntaxToken> {
        token(&self.0, SyntaxKind::SGF_PROP_IDENT)
    }

    /// The FF\[4\] identifier: the upper-case letters of the written one (`CoPyright` is `CP`).
    /// Empty when the written one has no upper-case letter (`b[aa]`); `None` for values written
    /// without an identifier.
    pub fn identifier(&self) -> Option<String> {
        let ident = self.ident_token()?;
        Some(
            ident
                .text()
                .chars()
                .filter(char::is_ascii_uppercase)
                .collect(),
        )
    }

    pub fn values(&self) -> impl Iterator<Item = PropValue> {
        children(&self.0)
    }
}

impl PropValue {
    /// Whether the value ends with its `]`.
    pub fn is_closed(&self) -> bool {
        token(&self.0, SyntaxKind::SGF_R_BRACKET).is_some()
    }

    /// The tokens between `[` and `]`.
    fn content(&self) -> impl Iterator<Item = SyntaxToken> {
        self.0
            .children_with_tokens()
            .filter_map(|element| element.into_token())
            .filter(|token| {
                !matches!(
                    token.kind(),
                    SyntaxKind::SGF_L_BRACKET | SyntaxKind::SGF_R_BRACKET
                )
            })
    }

    /// The content as written, escapes and all.
    pub fn raw_text(&self) -> String {
        self.content()
            .map(|token| token.text().to_string())
            .collect()
    }

    /// The whole value read as Text: escapes resolved, soft line breaks removed, line breaks
    /// kept (as `\n`), other whitespace turned into spaces.
    pub fn text(&self) -> String {
        unescape(self.content(), TextKind::Text)
    }

    /// The whole value read as SimpleText: like [`PropValue::text`], with line breaks as spaces.
    pub fn simple_text(&self) -> String {
        unescape(self.content(), TextKind::SimpleText)
    }

    /// Whether a `:` splits the value into two parts (only in properties that take compose values).
    pub fn is_compose(&self) -> bool {
        token(&self.0, SyntaxKind::SGF_COLON).is_some()
    }

    /// The part before the compose `:`, or the whole value.
    pub fn first_part(&self) -> ValuePart {
        ValuePart {
            tokens: self
                .content()
                .take_while(|token| token.kind() != SyntaxKind::SGF_COLON)
                .collect(),
        }
    }

    /// The part after the compose `:`, if the value is a compose value.
    pub fn second_part(&self) -> Option<ValuePart> {
        let mut content = self.content();
        content.find(|token| token.kind() == SyntaxKind::SGF_COLON)?;
        Some(ValuePart {
            tokens: content.collect(),
        })
    }

    /// The point of a value that is exactly one point (`[dp]`, `[tt]`).
    pub fn point(&self) -> Option<Point> {
        if self.is_compose() {
            return None;
        }
        self.first_part().point()
    }

    /// The points of a compose value of two points: a rectangle in a compressed point list
    /// (`AB[aa:cc]`), or the ends of an arrow or line (`AR[aa:cc]`).
    pub fn point_pair(&self) -> Option<(Point, Point)> {
        Some((self.first_part().point()?, self.second_part()?.point()?))
    }

    /// Whether the value is empty (`B[]` is a pass).
    pub fn is_empty(&self) -> bool {
        self.content().next().is_none()
    }
}

/// One side of a compose value, or a whole simple value.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct ValuePart {
    tokens: Vec<SyntaxToken>,
}

impl ValuePart {
    pub fn tokens(&self) -> &[SyntaxToken] {
        &self.tokens
    }

    pub fn raw_text(&self) -> String {
        self.tokens.iter().map(|token| token.text()).collect()
    }

    pub fn text(&self) -> String {
        unescape(self.tokens.iter().cloned(), TextKind::Text)
    }

    pub fn simple_text(&self) -> String {
        unescape(self.tokens.iter().cloned(), TextKind::SimpleText)
    }

    /// The point, when the part is one `SGF_POINT` token.
    pub fn point(&self) -> Option<Point> {
        match self.tokens.as_slice() {
            [token] if token.kind() == SyntaxKind::SGF_POINT => Point::from_letters(token.text()),
            _ => None,
        }
    }
}

/// A board point: column (left to right) and row (top to bottom), both from 0. Letters `a`-`z`
/// stand for 0-25 and `A`-`Z` for 26-51 (FF\[4\] boards up to 52x52).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Point {
    pub column: u8,
    pub row: u8,
}

impl Point {
    /// The point written as two letters (`dp` is column 3, row 15).
    pub fn from_letters(letters: &str) -> Option<Point> {
        match letters.as_bytes() {
            &[column, row] => Some(Point {
                column: coordinate(column)?,
                row: coordinate(row)?,
            }),
            _ => None,
        }
    }

    /// Whether this point means a pass: `tt` on boards up to 19x19 (the FF\[3\] convention that
    /// FF\[4\] keeps for those boards).
    pub fn is_pass_on(self, board_columns: u8, board_rows: u8) -> bool {
        self == Point {
            column: 19,
            row: 19,
        } && board_columns <= 19
            && board_rows <= 19
    }
}

fn coordinate(letter: u8) -> Option<u8> {
    match letter {
        b'a'..=b'z' => Some(letter - b'a'),
        b'A'..=b'Z' => Some(letter - b'A' + 26),
        _ => None,
    }
}
