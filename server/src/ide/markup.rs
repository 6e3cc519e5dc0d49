//! Rich text for hovers and completion documentation: headings, paragraphs with inline code and
//! bold, lists, and monospace blocks (hand diagrams, Go boards), rendered as Markdown or as plain
//! text for clients that do not take Markdown.
//!
//! Paragraph and list text is written in a small Markdown subset: `` `code` `` and `**bold**`.
//! Text that comes from the document must go through [`escape`] first, so that a `*` in an
//! auction or a `_` in a name is shown as written.

/// A document made of blocks, in order.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Markup {
    blocks: Vec<Block>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum Block {
    Heading(String),
    Paragraph(String),
    List(Vec<String>),
    /// Monospace lines shown exactly as they are.
    Code(String),
}

impl Markup {
    pub fn new() -> Markup {
        Markup::default()
    }

    /// A short title line, shown in bold.
    pub fn heading(mut self, text: impl Into<String>) -> Markup {
        self.blocks.push(Block::Heading(text.into()));
        self
    }

    pub fn paragraph(mut self, text: impl Into<String>) -> Markup {
        self.blocks.push(Block::Paragraph(text.into()));
        self
    }

    /// A bulleted list, one item per entry.
    pub fn list<I, S>(mut self, items: I) -> Markup
    where
        I: IntoIterator<Item = S>,
        S: Into<String>,
    {
        let items: Vec<String> = items.into_iter().map(Into::into).collect();
        if !items.is_empty() {
            self.blocks.push(Block::List(items));
        }
        self
    }

    /// Lines in a monospace font, kept exactly (diagrams must line up).
    pub fn code(mut self, text: impl Into<String>) -> Markup {
        self.blocks.push(Block::Code(text.into()));
        self
    }

    /// Appends the blocks of `other`.
    pub fn append(mut self, other: Markup) -> Markup {
        self.blocks.extend(other.blocks);
        self
    }

    pub fn is_empty(&self) -> bool {
        self.blocks.is_empty()
    }

    pub fn to_markdown(&self) -> String {
        let blocks: Vec<String> = self
            .blocks
            .iter()
            .map(|block| match block {
                Block::Heading(text) => format!("**{text}**"),
                Block::Paragraph(text) => text.clone(),
                Block::List(items) => items
                    .iter()
                    .map(|item| format!("- {item}"))
                    .collect::<Vec<_>>()
                    .join("\n"),
                Block::Code(text) => {
                    let fence = fence_for(text);
                    format!("{fence}text\n{}\n{fence}", text.trim_end_matches('\n'))
                }
            })
            .collect();
        blocks.join("\n\n")
    }

    pub fn to_plain_text(&self) -> String {
        let blocks: Vec<String> = self
            .blocks
            .iter()
            .map(|block| match block {
                Block::Heading(text) | Block::Paragraph(text) => plain(text),
                Block::List(items) => items
                    .iter()
                    .map(|item| format!("- {}", plain(item)))
                    .collect::<Vec<_>>()
                    .join("\n"),
                Block::Code(text) => text.trim_end_matches('\n').to_string(),
            })
            .collect();
        blocks.join("\n\n")
    }
}

/// A backtick fence longer than any run of backticks inside `text`.
fn fence_for(text: &str) -> String {
    let mut longest = 0;
    let mut run = 0;
    for c in text.chars() {
        run = if c == '`' { run + 1 } else { 0 };
        longest = longest.max(run);
    }
    "`".repeat(longest.max(2) + 1)
}

/// Characters that mean something in Markdown text.
const SPECIAL: &[char] = &[
    '\\', '`', '*', '_', '[', ']', '<', '>', '#', '|', '~', '!', '(', ')', '{', '}', '+', '-', '.',
    '=', '^',
];

/// `text` from the document, made safe to put into paragraph or list text: each character that
/// Markdown would read as formatting is escaped with a backslash.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if SPECIAL.contains(&c) {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// `text` as inline code, with a fence that holds any backticks inside it.
pub fn code_span(text: &str) -> String {
    if text.contains('`') {
        let fence = "`".repeat(longest_backtick_run(text) + 1);
        format!("{fence} {text} {fence}")
    } else {
        format!("`{text}`")
    }
}

fn longest_backtick_run(text: &str) -> usize {
    text.split(|c| c != '`').map(str::len).max().unwrap_or(0)
}

/// Paragraph text without its Markdown: bold markers and code fences dropped, escapes undone.
fn plain(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    let mut in_code = 0;
    while let Some(c) = chars.next() {
        match c {
            '\\' if in_code == 0 => match chars.next() {
                Some(next) => out.push(next),
                None => out.push('\\'),
            },
            '`' => {
                let mut run = 1;
                while chars.peek() == Some(&'`') {
                    chars.next();
                    run += 1;
                }
                if in_code == 0 {
                    in_code = run;
                    if run > 1 && chars.peek() == Some(&' ') {
                        chars.next();
                    }
                } else if run == in_code {
                    if run > 1 && out.ends_with(' ') {
                        out.pop();
                    }
                    in_code = 0;
                } else {
                    out.push_str(&"`".repeat(run));
                }
            }
            '*' if in_code == 0 && chars.peek() == Some(&'*') => {
                chars.next();
            }
            _ => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use expect_test::expect;

    fn sample() -> Markup {
        Markup::new()
            .heading("H — Hands")
            .paragraph(format!(
                "The deal, from {} on; **four** hands.",
                code_span("N:")
            ))
            .list([format!("auction {}", escape("1S*-2H_x")), "second".into()])
            .code("  ♠ AK\n  ♥ QJ\n")
    }

    #[test]
    fn renders_markdown() {
        expect![[r#"
            **H — Hands**

            The deal, from `N:` on; **four** hands.

            - auction 1S\*\-2H\_x
            - second

            ```text
              ♠ AK
              ♥ QJ
            ```"#]]
        .assert_eq(&sample().to_markdown());
    }

    #[test]
    fn renders_plain_text() {
        expect![[r#"
            H — Hands

            The deal, from N: on; four hands.

            - auction 1S*-2H_x
            - second

              ♠ AK
              ♥ QJ"#]]
        .assert_eq(&sample().to_plain_text());
    }

    #[test]
    fn code_keeps_backticks_inside() {
        assert_eq!(code_span("a`b"), "`` a`b ``");
        assert_eq!(plain(&code_span("a`b")), "a`b");
        let block = Markup::new().code("x ``` y").to_markdown();
        assert!(block.starts_with("````text\n"), "{block}");
    }

    #[test]
    fn escaped_text_reads_back_as_written() {
        let text = r"C[a \] b] *!? ^1 =2= $3 <x> #";
        assert_eq!(plain(&escape(text)), text);
    }
}
