//! Incremental reparsing: after an edit, parse again only the records the edit touched and
//! splice them into the previous tree, with the same result as a full parse of the new text.
//!
//! The root of every format is a flat list of records (RBN and RBX records, PBN games, SGF game
//! trees, LIN boards) with separators between them. After an edit the list is cut where the
//! parser is known to be between records whatever the edited text says: in RBN, PBN, Pinochle
//! and Preferans just after a blank line at file level (in Preferans only where the game before
//! ends with rounds and the next opens with tags), in RBX at any line end, in SGF at a game
//! tree that is closed before the edit or starts after it, in LIN before a board whose opening command the edit
//! leaves alone (and after the next board, which must parse as it did). The text between the
//! cuts is parsed on its own, checked to end where the old records ended, and put in place of
//! the old records; when the records of the new text run on past the end cut, the cut moves to
//! the next one. Whenever a cut is in doubt (the edit touches the head of the file, a PBN comment
//! or an SGF value may run past the cut, an error sits on a cut) the whole text is parsed again.

use std::borrow::Cow;
use std::ops::Range;

use rowan::{GreenNodeData, GreenTokenData, NodeOrToken, TextRange, TextSize};

use crate::sgf::error_codes as sgf_code;
use crate::{parse, Parse, SyntaxElement, SyntaxError, SyntaxKind, SyntaxNode};

/// Where an edit may cut a format's list of records, so that the text between the cuts parses
/// as those records whatever the edit says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Cuts {
    /// Records separated by blank lines at file level (RBN, PBN, Pinochle's hands, Preferans
    /// games). `unclosed_comment` is the code of a `{` comment left open, which reads on
    /// through the rest of the text.
    BlankLines {
        unclosed_comment: Option<&'static str>,
        sections: Option<Sections>,
    },
    /// Every line a record of its own, after a first line the cuts never reach (RBX).
    Lines,
    /// SGF game trees, with an edit inside one node parsed as that node alone.
    GameTrees,
    /// LIN boards. Whether a pair opens a board depends on the board before it, so a cut is
    /// made before a board whose first command the edit leaves alone, and the board after the
    /// edit is parsed again with it and must come out as it was.
    Boards,
}

/// The sections of a record that may run on past a blank line (a Preferans game): a record
/// starts after a blank line only if it opens with its `head` (tags; rounds there join the game
/// before), and ends before one only if it holds its `tail` (rounds; tags after a game that has
/// none join its tags, even past the comments and blank lines the file keeps after it).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Sections {
    pub head: SyntaxKind,
    pub tail: SyntaxKind,
}

/// How much of the text [`reparse`] parsed again.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReparseScope {
    /// The whole text.
    Full,
    /// Only `range` of the new text, which holds `records` records (and the separators
    /// around them).
    Records { records: usize, range: TextRange },
    /// Only the SGF node at `range` of the new text, put in place of the old one inside its
    /// game tree.
    Node { range: TextRange },
}

/// A new parse and how it was made.
#[derive(Debug, Clone)]
pub struct Reparsed {
    pub parse: Parse,
    pub scope: ReparseScope,
}

/// The text a parse was made from, as reparsing reads it: a `str`, or an editor's rope, which
/// need not be copied into one string for an edit.
pub trait SourceText {
    /// Length in bytes.
    fn byte_len(&self) -> usize;
    /// The text of `range`; `None` if it is out of bounds or not on character boundaries.
    fn slice(&self, range: Range<usize>) -> Option<Cow<'_, str>>;
}

impl SourceText for str {
    fn byte_len(&self) -> usize {
        self.len()
    }

    fn slice(&self, range: Range<usize>) -> Option<Cow<'_, str>> {
        self.get(range).map(Cow::Borrowed)
    }
}

/// The new parse after `old_range` of `old_text` (which `old` is the parse of) was replaced
/// by `inserted`, giving `new_text`. Equal to `parse(old.format(), new_text)`, made by parsing
/// again only the records the edit touches where that is safe.
pub fn reparse(
    old: &Parse,
    old_text: &str,
    old_range: TextRange,
    inserted: &str,
    new_text: &str,
) -> Reparsed {
    match reparse_records(old, old_text, old_range, inserted, new_text) {
        Some(reparsed) => reparsed,
        None => Reparsed {
            parse: parse(old.format(), new_text),
            scope: ReparseScope::Full,
        },
    }
}

/// A region wider than this share of the new text is not worth cutting out: parse it all.
const WHOLE_SHARE_NUMERATOR: usize = 3;
const WHOLE_SHARE_DENOMINATOR: usize = 4;

/// One child of the root of a parse, with its range.
struct Child<'a> {
    element: NodeOrToken<&'a GreenNodeData, &'a GreenTokenData>,
    range: TextRange,
}

impl Child<'_> {
    fn kind(&self) -> SyntaxKind {
        SyntaxKind::of_raw(self.element.kind())
    }

    fn end(&self) -> usize {
        self.range.end().into()
    }

    fn is_token(&self, kind: SyntaxKind) -> bool {
        matches!(self.element, NodeOrToken::Token(_)) && self.kind() == kind
    }
}

/// A child of the old root, reached from its neighbours.
struct Sibling {
    element: SyntaxElement,
    index: usize,
    range: TextRange,
}

impl Sibling {
    fn new(element: SyntaxElement) -> Sibling {
        let index = match &element {
            NodeOrToken::Node(node) => node.index(),
            NodeOrToken::Token(token) => token.index(),
        };
        let range = element.text_range();
        Sibling {
            element,
            index,
            range,
        }
    }

    fn previous(&self) -> Option<Sibling> {
        let previous = match &self.element {
            NodeOrToken::Node(node) => node.prev_sibling_or_token(),
            NodeOrToken::Token(token) => token.prev_sibling_or_token(),
        };
        previous.map(Sibling::new)
    }

    fn next(&self) -> Option<Sibling> {
        let next = match &self.element {
            NodeOrToken::Node(node) => node.next_sibling_or_token(),
            NodeOrToken::Token(token) => token.next_sibling_or_token(),
        };
        next.map(Sibling::new)
    }

    fn kind(&self) -> SyntaxKind {
        self.element.kind()
    }

    fn start(&self) -> usize {
        self.range.start().into()
    }

    fn end(&self) -> usize {
        self.range.end().into()
    }

    fn is_token(&self, kind: SyntaxKind) -> bool {
        matches!(self.element, NodeOrToken::Token(_)) && self.kind() == kind
    }
}

/// Like [`reparse`], but `None` where only a full parse would give the right result, so that a
/// caller can put the full parse off (an editor parses in the background after a pause).
pub fn reparse_records(
    old: &Parse,
    old_text: &str,
    old_range: TextRange,
    inserted: &str,
    new_text: &str,
) -> Option<Reparsed> {
    let old_len = old_text.len();
    let (a, b) = (usize::from(old_range.start()), usize::from(old_range.end()));
    if b > old_len || a > b || new_text.len() != old_len - (b - a) + inserted.len() {
        return None;
    }
    reparse_edit(old, old_text, old_range, inserted)
}

/// Like [`reparse_records`], reading only the pieces of the old text it needs: the new text is
/// `old_text` with `old_range` replaced by `inserted`.
pub fn reparse_edit<T: SourceText + ?Sized>(
    old: &Parse,
    old_text: &T,
    old_range: TextRange,
    inserted: &str,
) -> Option<Reparsed> {
    let cuts = old.format().syntax().cuts?;
    let old_len = usize::from(old.green().text_len());
    let (a, b) = (usize::from(old_range.start()), usize::from(old_range.end()));
    if old_len != old_text.byte_len() || b > old_len || a > b {
        return None;
    }
    if cuts == Cuts::GameTrees {
        if let Some(reparsed) = reparse_sgf_node(old, old_text, old_range, inserted) {
            return Some(reparsed);
        }
    }
    let new_len = old_len - (b - a) + inserted.len();
    // The children around the edit, found by binary search: an edit costs the same anywhere
    // in a long document.
    let root = SyntaxNode::new_root(old.green().clone());
    let last = old.green().children().len().checked_sub(1)?;
    let mut first =
        Sibling::new(root.child_or_token_at_range(TextRange::empty(old_range.start()))?);
    while let Some(previous) = first.previous().filter(|previous| previous.end() >= a) {
        first = previous;
    }
    let mut end = Sibling::new(root.child_or_token_at_range(TextRange::empty(old_range.end()))?);
    while let Some(next) = end.next().filter(|next| next.start() <= b) {
        end = next;
    }
    if end.index < first.index {
        return None;
    }
    // Widen until both cuts are safe.
    match cuts {
        Cuts::BlankLines { sections, .. } => loop {
            let previous = first.previous()?;
            if first.start() < a && previous.is_token(SyntaxKind::NEWLINE) {
                match sections.and_then(|sections| open_record_before(&first, sections)) {
                    // No cut up to that record is safe: go on from it, past the trivia.
                    Some(record) => first = record,
                    None => break,
                }
            } else {
                first = previous;
            }
        },
        Cuts::GameTrees => {
            while first.start() >= a || first.kind() != SyntaxKind::SGF_GAME_TREE {
                first = first.previous()?;
            }
        }
        // Every RBX line is a record parsed on its own, and the first line's signature is out
        // of reach.
        Cuts::Lines => {
            while first.index == 0 || first.start() >= a {
                first = first.previous()?;
            }
        }
        // The pair that opened the board opens it again only if its command is unchanged.
        Cuts::Boards => {
            while !lin_command_before(&first, a) {
                first = first.previous()?;
            }
        }
    }
    // The end cut: after a file-level blank line (RBN, PBN), an SGF game tree or a LIN board
    // the edit leaves alone, past the edit.
    let is_cut = |child: &Sibling| match cuts {
        Cuts::GameTrees => child.kind() == SyntaxKind::SGF_GAME_TREE,
        // A line ends with a record (which holds its line end) or a line end of its own; a
        // blank line's white space does not end it, and a record typed on it takes its line end.
        Cuts::Lines => {
            child.is_token(SyntaxKind::NEWLINE) || child.kind() == SyntaxKind::RBN_RECORD
        }
        Cuts::BlankLines { .. } => child.is_token(SyntaxKind::NEWLINE),
        Cuts::Boards => child.kind() == SyntaxKind::LIN_BOARD && child.start() >= b,
    };
    let next_cut = |mut end: Sibling| {
        while end.index < last && !(end.end() > b && is_cut(&end)) {
            end = end.next()?;
        }
        Some(end)
    };
    end = next_cut(end)?;
    // The slice may end in the middle of a record of the new text (a blank line typed away):
    // take in the next record too, a few times.
    for _ in 0..4 {
        let edit = Edit {
            old,
            old_text,
            a,
            b,
            inserted,
            new_len,
        };
        match attempt(&edit, &first, &end, end.index == last)? {
            Attempt::Done(reparsed) => return Some(reparsed),
            Attempt::Wider if end.index < last => end = next_cut(end.next()?)?,
            Attempt::Wider => return None,
        }
    }
    None
}

/// An edit inside one SGF node (after its `;`), which reads as one node without errors both
/// before and after the edit: that node parsed again on its own and put in place of the old
/// one. A game tree can hold a whole joseki dictionary; this keeps a keystroke in a comment
/// from parsing all of it again.
fn reparse_sgf_node<T: SourceText + ?Sized>(
    old: &Parse,
    old_text: &T,
    old_range: TextRange,
    inserted: &str,
) -> Option<Reparsed> {
    let root = SyntaxNode::new_root(old.green().clone());
    let node = match root.covering_element(old_range) {
        NodeOrToken::Node(node) => node,
        NodeOrToken::Token(token) => token.parent()?,
    }
    .ancestors()
    .find(|node| node.kind() == SyntaxKind::SGF_NODE)?;
    let node_range = node.text_range();
    if old_range.start() <= node_range.start() || old_range.end() > node_range.end() {
        return None;
    }
    if (old.errors().iter()).any(|error| error.range.intersect(node_range).is_some()) {
        return None;
    }
    let (start, a, b, end) = (
        usize::from(node_range.start()),
        usize::from(old_range.start()),
        usize::from(old_range.end()),
        usize::from(node_range.end()),
    );
    let mut text = String::with_capacity(end - start + inserted.len() + 2);
    text.push('(');
    text.push_str(&old_text.slice(start..a)?);
    text.push_str(inserted);
    text.push_str(&old_text.slice(b..end)?);
    text.push(')');
    let sub = parse(old.format(), &text);
    if !sub.errors().is_empty() {
        return None;
    }
    // The tree must be `(`, the one node with all of the new text, `)`.
    let sub_root = sub.syntax();
    let tree = sub_root.first_child().filter(|tree| {
        tree.kind() == SyntaxKind::SGF_GAME_TREE
            && tree.text_range().len() == sub_root.text_range().len()
    })?;
    let mut parts = tree.children_with_tokens();
    let new_node = match (parts.next(), parts.next(), parts.next(), parts.next()) {
        (Some(open), Some(NodeOrToken::Node(new_node)), Some(close), None)
            if open.kind() == SyntaxKind::SGF_L_PAREN
                && close.kind() == SyntaxKind::SGF_R_PAREN
                && new_node.kind() == SyntaxKind::SGF_NODE =>
        {
            new_node
        }
        _ => return None,
    };
    let names_line = |error: &SyntaxError| error.code == sgf_code::UNCLOSED_GAME_TREE;
    if changes_lines(old_text, a..b, &old_text.slice(a..b)?, inserted)
        && old.errors().iter().any(names_line)
    {
        return None;
    }
    let green = node.replace_with(new_node.green().to_owned());
    let new_end = TextSize::try_from(end + inserted.len() - (b - a)).ok()?;
    let shift = |error: &SyntaxError| {
        if error.range.start() < node_range.end() {
            return Some(error.clone());
        }
        let moved = |offset: TextSize| {
            let offset = usize::from(offset) + inserted.len();
            TextSize::try_from(offset.checked_sub(b - a)?).ok()
        };
        Some(SyntaxError {
            range: TextRange::new(moved(error.range.start())?, moved(error.range.end())?),
            ..error.clone()
        })
    };
    let errors = old.errors().iter().map(shift).collect::<Option<Vec<_>>>()?;
    Some(Reparsed {
        parse: Parse::new(green, errors, old.format()),
        scope: ReparseScope::Node {
            range: TextRange::new(node_range.start(), new_end),
        },
    })
}

/// The edit being applied: `a..b` of the old text replaced by `inserted`.
struct Edit<'a, T: ?Sized> {
    old: &'a Parse,
    old_text: &'a T,
    a: usize,
    b: usize,
    inserted: &'a str,
    new_len: usize,
}

enum Attempt {
    Done(Reparsed),
    /// The records of the slice run on past its end.
    Wider,
}

/// Parses old children `i..=j` as they read after the edit; `None` where only a full parse will
/// do.
fn attempt<T: SourceText + ?Sized>(
    edit: &Edit<T>,
    first: &Sibling,
    last: &Sibling,
    to_eof: bool,
) -> Option<Attempt> {
    let Edit {
        old,
        old_text,
        a,
        b,
        inserted,
        new_len,
    } = *edit;
    let format = old.format();
    let cuts = format.syntax().cuts?;
    let start = first.start();
    let old_end = last.end();
    let new_end = (old_end + inserted.len()).checked_sub(b - a)?;
    if (new_end - start) * WHOLE_SHARE_DENOMINATOR > new_len * WHOLE_SHARE_NUMERATOR {
        return None;
    }
    // The new text of old children `i..=j`, after a line break where the parser needs one to
    // start at file level.
    let prefix = match cuts {
        Cuts::BlankLines { .. } | Cuts::Lines => 1,
        Cuts::GameTrees | Cuts::Boards => 0,
    };
    let mut text = String::with_capacity(prefix + new_end - start);
    if prefix == 1 {
        text.push('\n');
    }
    text.push_str(&old_text.slice(start..a)?);
    text.push_str(inserted);
    text.push_str(&old_text.slice(b..old_end)?);
    let slice = &text[prefix..];

    // An old error on a cut may belong to either side: parse everything again.
    let on_cut = |error: &SyntaxError| {
        let (s, e) = (
            usize::from(error.range.start()),
            usize::from(error.range.end()),
        );
        (s < start && e > start)
            || (s == start && e == start)
            || (!to_eof && s < old_end && e > old_end)
            || (!to_eof && s == old_end && e == old_end)
    };
    if old.errors().iter().any(on_cut) {
        return None;
    }
    // A comment left open before the slice looks for its `}` through the rest of the text.
    let unclosed_comment = match cuts {
        Cuts::BlankLines {
            unclosed_comment, ..
        } => unclosed_comment,
        Cuts::Lines | Cuts::GameTrees | Cuts::Boards => None,
    };
    if let Some(code) = unclosed_comment {
        let open_before = |e: &SyntaxError| e.code == code && usize::from(e.range.start()) < start;
        if inserted.contains('}') && old.errors().iter().any(open_before) {
            return None;
        }
    }

    let sub = parse(format, &text);
    let sub_children = children_of(sub.green());
    let records = match cuts {
        Cuts::Lines => {
            let first = sub_children.first()?;
            if !first.is_token(SyntaxKind::NEWLINE) || first.end() != 1 {
                return None;
            }
            &sub_children[1..]
        }
        Cuts::BlankLines { .. } => {
            let first = sub_children.first()?;
            if !first.is_token(SyntaxKind::NEWLINE) || first.end() != 1 {
                return None;
            }
            // A record may leave its last line end to the file (Pinochle): only a blank line
            // at the end shows that the record before it ends there in the whole text too.
            let ends_records =
                sub_children.last()?.is_token(SyntaxKind::NEWLINE) && ends_with_blank_line(slice);
            if !to_eof && !ends_records {
                return Some(Attempt::Wider);
            }
            if let Some(code) = unclosed_comment {
                if sub.errors().iter().any(|e| e.code == code) {
                    return None;
                }
            }
            if let Cuts::BlankLines {
                sections: Some(sections),
                ..
            } = cuts
            {
                let mut records = sub_children
                    .iter()
                    .filter_map(|child| child.element.as_node());
                if !records
                    .next()
                    .is_some_and(|first| opens_with(first, sections.head))
                {
                    return None;
                }
                let last = sub_children
                    .iter()
                    .rev()
                    .find_map(|child| child.element.as_node());
                if !to_eof && !last.is_some_and(|last| holds(last, sections.tail)) {
                    return Some(Attempt::Wider);
                }
            }
            &sub_children[1..]
        }
        Cuts::GameTrees => {
            if sub_children.first()?.kind() != SyntaxKind::SGF_GAME_TREE {
                return None;
            }
            if !to_eof {
                let last_tree = sub_children.last()?;
                if !closed_tree(last_tree) {
                    return Some(Attempt::Wider);
                }
                let unsafe_codes = [
                    sgf_code::UNCLOSED_VALUE,
                    sgf_code::UNESCAPED_BRACKET,
                    sgf_code::UNCLOSED_GAME_TREE,
                    sgf_code::NO_GAME_TREE,
                ];
                if sub.errors().iter().any(|e| unsafe_codes.contains(&e.code)) {
                    return None;
                }
            }
            // Its message names the line the tree starts on, which the slice does not know.
            if sub
                .errors()
                .iter()
                .any(|e| e.code == sgf_code::UNCLOSED_GAME_TREE)
            {
                return None;
            }
            &sub_children[..]
        }
        Cuts::Boards => {
            if sub_children.first()?.kind() != SyntaxKind::LIN_BOARD {
                return None;
            }
            // The board after the edit was parsed again to see that the edit did not change
            // where it opens or what it holds; after it, the old tree goes on unchanged.
            if !to_eof && !same_element(sub_children.last()?, &last.element) {
                return None;
            }
            &sub_children[..]
        }
    };
    if sub
        .errors()
        .iter()
        .any(|e| usize::from(e.range.start()) < prefix)
    {
        return None;
    }

    let replacements = records.iter().map(|child| match child.element {
        NodeOrToken::Node(node) => NodeOrToken::Node(node.to_owned()),
        NodeOrToken::Token(token) => NodeOrToken::Token(token.to_owned()),
    });
    let green = old
        .green()
        .splice_children(first.index..=last.index, replacements);

    let shift_sub = |error: &SyntaxError| {
        let moved = |offset: TextSize| TextSize::try_from(usize::from(offset) - prefix + start);
        Some(SyntaxError {
            range: TextRange::new(
                moved(error.range.start()).ok()?,
                moved(error.range.end()).ok()?,
            ),
            ..error.clone()
        })
    };
    let shift_tail = |error: &SyntaxError| {
        let moved = |offset: TextSize| {
            TextSize::try_from((usize::from(offset) + new_end).checked_sub(old_end)?).ok()
        };
        Some(SyntaxError {
            range: TextRange::new(moved(error.range.start())?, moved(error.range.end())?),
            ..error.clone()
        })
    };
    let mut errors: Vec<SyntaxError> = old
        .errors()
        .iter()
        .filter(|error| usize::from(error.range.start()) < start)
        .cloned()
        .collect();
    for error in sub.errors() {
        errors.push(shift_sub(error)?);
    }
    if !to_eof {
        // The one message that names a line: the line moves when the slice gains or loses one.
        let names_line = |error: &&SyntaxError| error.code == sgf_code::UNCLOSED_GAME_TREE;
        if cuts == Cuts::GameTrees
            && changes_lines(
                old_text,
                start..old_end,
                &old_text.slice(start..old_end)?,
                slice,
            )
            && old.errors().iter().any(|e| names_line(&e))
        {
            return None;
        }
        for error in old
            .errors()
            .iter()
            .filter(|error| usize::from(error.range.start()) >= old_end)
        {
            errors.push(shift_tail(error)?);
        }
    }
    errors.sort_by_key(|error| (error.range.start(), error.range.end()));
    let range = TextRange::new(
        TextSize::try_from(start).ok()?,
        TextSize::try_from(new_end).ok()?,
    );
    Some(Attempt::Done(Reparsed {
        parse: Parse::new(green, errors, format),
        scope: ReparseScope::Records {
            records: records
                .iter()
                .filter(|child| matches!(child.element, NodeOrToken::Node(_)))
                .count(),
            range,
        },
    }))
}

/// The last node before `child` among the root's children when it lacks the `tail` of
/// `sections`: a record without it takes in what follows, so no cut before `child` and after it
/// is safe.
fn open_record_before(child: &Sibling, sections: Sections) -> Option<Sibling> {
    let mut before = child.previous();
    while let Some(sibling) = before {
        if let NodeOrToken::Node(node) = &sibling.element {
            return (!holds(node.green(), sections.tail)).then_some(sibling);
        }
        before = sibling.previous();
    }
    None
}

/// Whether the first child of `node` that is a node is a `kind`.
fn opens_with(node: &GreenNodeData, kind: SyntaxKind) -> bool {
    let first = node.children().find_map(|child| child.into_node());
    first.is_some_and(|first| SyntaxKind::of_raw(first.kind()) == kind)
}

/// Whether `node` has a child node of `kind`.
fn holds(node: &GreenNodeData, kind: SyntaxKind) -> bool {
    node.children()
        .filter_map(|child| child.into_node())
        .any(|child| SyntaxKind::of_raw(child.kind()) == kind)
}

/// Whether `text` ends with a line of nothing but spaces and tabs, after a line end of its own.
fn ends_with_blank_line(text: &str) -> bool {
    let Some(last) = text.strip_suffix('\n').or_else(|| text.strip_suffix('\r')) else {
        return false;
    };
    let last = last.strip_suffix('\r').unwrap_or(last);
    let line = last.trim_end_matches([' ', '\t']);
    line.ends_with('\n') || line.ends_with('\r')
}

/// Whether putting `new` in place of `old`, the text of `range` in `old_text`, changes the
/// number of lines: counted with the characters on either side, as a CR before the range and
/// an LF after it make one line end with what the range ends or starts with.
fn changes_lines<T: SourceText + ?Sized>(
    old_text: &T,
    range: Range<usize>,
    old: &str,
    new: &str,
) -> bool {
    let cr_before = range.start > 0
        && old_text
            .slice(range.start - 1..range.start)
            .is_some_and(|before| before == "\r");
    let lf_after = old_text
        .slice(range.end..range.end + 1)
        .is_some_and(|after| after == "\n");
    let with_neighbours = |middle: &str| {
        let mut text = String::with_capacity(middle.len() + 2);
        if cr_before {
            text.push('\r');
        }
        text.push_str(middle);
        if lf_after {
            text.push('\n');
        }
        line_breaks(&text)
    };
    with_neighbours(old) != with_neighbours(new)
}

/// Line ends in `text`, a `\r\n` counted once.
fn line_breaks(text: &str) -> usize {
    let bytes = text.as_bytes();
    bytes
        .iter()
        .enumerate()
        .filter(|&(at, &byte)| {
            byte == b'\n' || (byte == b'\r' && bytes.get(at + 1) != Some(&b'\n'))
        })
        .count()
}

/// Whether `child` is a LIN board whose first pair's command and `|` end at or before `a`.
fn lin_command_before(child: &Sibling, a: usize) -> bool {
    let NodeOrToken::Node(board) = &child.element else {
        return false;
    };
    if board.kind() != SyntaxKind::LIN_BOARD {
        return false;
    }
    let bar = board
        .first_child()
        .filter(|pair| pair.kind() == SyntaxKind::LIN_PAIR)
        .and_then(|pair| {
            pair.children_with_tokens()
                .find(|element| element.kind() == SyntaxKind::LIN_BAR)
        });
    bar.is_some_and(|bar| usize::from(bar.text_range().end()) <= a)
}

/// Whether a child of the new slice's root is the same subtree as `old`.
fn same_element(new: &Child, old: &SyntaxElement) -> bool {
    match (&new.element, old) {
        (NodeOrToken::Node(new), NodeOrToken::Node(old)) => **new == *old.green(),
        (NodeOrToken::Token(new), NodeOrToken::Token(old)) => **new == *old.green(),
        _ => false,
    }
}

/// Whether an SGF game tree node ends with its own `)`.
fn closed_tree(child: &Child) -> bool {
    match &child.element {
        NodeOrToken::Node(node) if child.kind() == SyntaxKind::SGF_GAME_TREE => node
            .children()
            .last()
            .is_some_and(|last| matches!(last, NodeOrToken::Token(token) if token.text() == ")")),
        _ => false,
    }
}

fn children_of(root: &GreenNodeData) -> Vec<Child<'_>> {
    let mut offset = TextSize::from(0);
    root.children()
        .map(|element| {
            let len = element.text_len();
            let range = TextRange::at(offset, len);
            offset += len;
            Child { element, range }
        })
        .collect()
}
