//! The layout of one game tree, after SGFC's: nodes packed into lines, a line break after the
//! value that ends beyond column 58, game-info properties one a line as a block with a blank
//! line before (unless it starts the line) and after it, each variation on a line of its own,
//! indented by its depth when asked for. Only the separators between the tree's elements
//! change, plus needless escapes inside values, and properties when SGFC's order is asked for.

use super::escapes::{without_needless_escapes, TextParts};
use super::order::sgfc_priority;
use super::walk::{walk_tree, Step};
use crate::ide::format::edits::{replace, TextEdit};
use crate::ide::format::SgfOrder;
use crate::ide::green::sgf::ff4_id;
use crate::ide::green::{Node, Token};
use gamerec_grammar::sgf::spec::{self, PropertySpec, PropertyType};
use gamerec_grammar::{NodeOrToken, SyntaxKind, TextRange, TextSize};

/// A value that ends beyond this column ends its line (SGFC's limit).
const MAX_LINE: usize = 58;
/// Variations deeper than this are indented no further.
const MAX_INDENT_DEPTH: usize = 20;
const INDENT: &str = "  ";

/// What is the same for every tree of a document.
pub(super) struct Layout {
    pub ending: &'static str,
    pub indent: bool,
    pub order: SgfOrder,
}

/// The edits that lay out `tree`, found at its offset in `doc`; `None` when the tree holds
/// something a well-formed tree does not (it is then left as it is). `drop_escapes` is set for
/// trees in FF\[4\], whose escapes FF\[4\] defines.
pub(super) fn format_tree(
    doc: &str,
    tree: Node<'_>,
    layout: &Layout,
    drop_escapes: bool,
) -> Option<Vec<TextEdit>> {
    let mut writer = Writer {
        doc,
        layout,
        drop_escapes,
        seg_start: tree.range().start(),
        new: String::new(),
        block: false,
        edits: Vec::new(),
        line_len: 0,
        line_has_property: false,
        pending_break: false,
        info_open: false,
        open: 0,
        closed: false,
        depth: 0,
        props: Vec::new(),
    };
    let mut ok = true;
    walk_tree(tree, |step| {
        ok = writer.step(step).is_some();
        ok
    });
    (ok && writer.closed && writer.open == 0).then_some(writer.edits)
}

/// A property of the node being written.
#[derive(Clone, Copy)]
struct Prop<'a> {
    node: Node<'a>,
    spec: Option<&'static PropertySpec>,
    info: bool,
    priority: u8,
}

/// Writes the new text piece by piece. Outside a reordered node, each piece is compared at once
/// with the old text from the end of the previous piece to its own end (the separator before it
/// included), so that every change becomes a small edit of its own.
struct Writer<'a, 'l> {
    doc: &'a str,
    layout: &'l Layout,
    drop_escapes: bool,
    /// Where the old text of the pieces not yet compared starts.
    seg_start: TextSize,
    /// The new text of those pieces.
    new: String,
    /// A node is being reordered: its pieces are compared together at its end.
    block: bool,
    edits: Vec<TextEdit>,
    /// Characters on the current line after its indentation.
    line_len: usize,
    line_has_property: bool,
    /// The line is full: the next property, value or node starts a new one.
    pending_break: bool,
    /// The last thing written is a game-info property.
    info_open: bool,
    /// Trees open, the outermost included.
    open: usize,
    /// The outermost tree has closed.
    closed: bool,
    /// The depth of the innermost open variation, for indentation.
    depth: usize,
    props: Vec<Prop<'a>>,
}

impl<'a> Writer<'a, '_> {
    fn step(&mut self, step: Step<'a>) -> Option<()> {
        if self.closed {
            return None;
        }
        match step {
            Step::Open(paren) => {
                if self.open > 0 {
                    self.depth = self.open;
                    let blank = std::mem::take(&mut self.info_open);
                    self.newline(blank);
                }
                self.piece(paren, None)?;
                self.open += 1;
            }
            Step::Close(paren) => {
                if std::mem::take(&mut self.info_open) {
                    self.newline(false);
                }
                self.piece(paren, None)?;
                self.open = self.open.checked_sub(1)?;
                self.depth = self.open.saturating_sub(1);
                self.closed = self.open == 0;
            }
            Step::Node(node) if self.open > 0 => self.node(node)?,
            Step::Node(_) | Step::Other => return None,
        }
        Some(())
    }

    fn node(&mut self, node: Node<'a>) -> Option<()> {
        let mut props = std::mem::take(&mut self.props);
        props.clear();
        let mut semicolon: Option<Token<'a>> = None;
        for child in node.children() {
            match child {
                NodeOrToken::Token(token) => match token.kind {
                    SyntaxKind::SGF_SEMICOLON if semicolon.is_none() && props.is_empty() => {
                        semicolon = Some(token);
                    }
                    SyntaxKind::WHITESPACE | SyntaxKind::NEWLINE => {}
                    _ => return None,
                },
                NodeOrToken::Node(property) if property.kind() == SyntaxKind::SGF_PROPERTY => {
                    props.push(prop(property)?);
                }
                NodeOrToken::Node(_) => return None,
            }
        }
        let semicolon = semicolon?;
        let reorder = self.layout.order == SgfOrder::Sgfc
            && props
                .windows(2)
                .any(|pair| pair[0].priority < pair[1].priority);
        if reorder {
            props.sort_by_key(|prop| std::cmp::Reverse(prop.priority));
            self.block = true;
        }
        if std::mem::take(&mut self.info_open) {
            self.newline(true);
        } else if self.pending_break {
            self.newline(false);
        }
        self.piece(semicolon.range, None)?;
        for prop in &props {
            self.property(prop)?;
        }
        if reorder {
            self.block = false;
            let end = props.iter().map(|prop| prop.node.range().end()).max()?;
            self.flush(end)?;
        }
        self.props = props;
        Some(())
    }

    fn property(&mut self, prop: &Prop<'a>) -> Option<()> {
        if prop.info {
            if self.info_open {
                self.newline(false);
            } else if self.line_has_property {
                self.newline(true);
            }
        } else if self.info_open {
            self.newline(true);
        } else if self.pending_break {
            self.newline(false);
        }
        self.info_open = false;
        let mut children = prop.node.children();
        let Some(NodeOrToken::Token(ident)) = children.next() else {
            return None;
        };
        if ident.kind != SyntaxKind::SGF_PROP_IDENT {
            return None;
        }
        self.piece(ident.range, None)?;
        self.line_has_property = true;
        let parts = if self.drop_escapes {
            TextParts::of(prop.spec)
        } else {
            TextParts::default()
        };
        let mut values = 0;
        for child in children {
            match child {
                NodeOrToken::Token(token)
                    if matches!(token.kind, SyntaxKind::WHITESPACE | SyntaxKind::NEWLINE) => {}
                NodeOrToken::Node(value) if value.kind() == SyntaxKind::SGF_PROP_VALUE => {
                    if !value.has_token(|kind| kind == SyntaxKind::SGF_R_BRACKET) {
                        return None;
                    }
                    if values > 0 && self.pending_break && !prop.info {
                        self.newline(false);
                    }
                    let old = text_at(self.doc, value.range())?;
                    let new = if parts.any() && old.contains('\\') {
                        without_needless_escapes(value, parts)
                    } else {
                        None
                    };
                    self.piece(value.range(), new.as_deref())?;
                    self.pending_break |= self.line_len > MAX_LINE;
                    values += 1;
                }
                _ => return None,
            }
        }
        self.info_open = prop.info;
        (values > 0).then_some(())
    }

    /// Writes the piece at `range` of the old text, or `replacement` in its place.
    fn piece(&mut self, range: TextRange, replacement: Option<&str>) -> Option<()> {
        let text = match replacement {
            Some(text) => text,
            None => text_at(self.doc, range)?,
        };
        self.new.push_str(text);
        match text.rfind(['\n', '\r']) {
            Some(at) => self.line_len = text.get(at + 1..).unwrap_or("").chars().count(),
            None => self.line_len += text.chars().count(),
        }
        if !self.block {
            self.flush(range.end())?;
        }
        Some(())
    }

    /// Compares the new text written since the last comparison with the old text up to `end`.
    fn flush(&mut self, end: TextSize) -> Option<()> {
        let old = (self.doc).get(usize::from(self.seg_start)..usize::from(end))?;
        if old != self.new {
            self.edits.extend(replace(self.seg_start, old, &self.new));
        }
        self.new.clear();
        self.seg_start = end;
        Some(())
    }

    /// Ends the line (with a blank line after it when `blank`) and indents the next one.
    fn newline(&mut self, blank: bool) {
        self.new.push_str(self.layout.ending);
        if blank {
            self.new.push_str(self.layout.ending);
        }
        if self.layout.indent {
            for _ in 0..self.depth.min(MAX_INDENT_DEPTH) {
                self.new.push_str(INDENT);
            }
        }
        self.line_len = 0;
        self.line_has_property = false;
        self.pending_break = false;
    }
}

fn prop(node: Node<'_>) -> Option<Prop<'_>> {
    let ident = node.token(SyntaxKind::SGF_PROP_IDENT)?;
    let spec = spec::property(&ff4_id(ident.text));
    Some(Prop {
        node,
        spec,
        info: spec.is_some_and(|spec| spec.property_type == PropertyType::GameInfo),
        priority: spec.map_or(0, |spec| sgfc_priority(spec.id)),
    })
}

/// The text of `doc` at `range`; `None` when the range does not fall on character boundaries.
fn text_at(doc: &str, range: TextRange) -> Option<&str> {
    doc.get(usize::from(range.start())..usize::from(range.end()))
}
