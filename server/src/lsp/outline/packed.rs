//! The symbols of one child of the root, kept in one allocation between outline requests: a
//! record's outline is a few short names and positions, which as structures of their own cost
//! several times their bytes. Each symbol is packed in preorder as its kind, how many children
//! it has and how many symbols are below it, its four positions, then its name and detail;
//! the kind, name and detail are ready as JSON, after their lengths. Numbers are LEB128 varints.

use super::Relative;
use crate::ide::symbols::Symbol;
use crate::lsp::navigation::symbol_kind;
use gamerec_grammar::TextSize;
use std::io::{self, Write};

/// The packed symbols of one child of the root.
#[derive(Debug, Default)]
pub(super) struct Packed(Box<[u8]>);

impl Packed {
    /// Packs `symbols` and their children, with positions found by `at`.
    pub(super) fn new(symbols: &[Symbol], at: &impl Fn(TextSize) -> Relative) -> Packed {
        let mut bytes = Vec::new();
        for symbol in symbols {
            pack(&mut bytes, symbol, at);
        }
        Packed(bytes.into_boxed_slice())
    }

    /// Writes each symbol as a `DocumentSymbol` whose child of the root starts at `start`,
    /// preceded by a comma unless `first` says it is the first of the reply; a symbol's
    /// children are written when `fits` allows as many symbols as are below it.
    pub(super) fn write(
        &self,
        out: &mut impl Write,
        start: Relative,
        first: &mut bool,
        mut fits: impl FnMut(usize) -> bool,
    ) -> io::Result<()> {
        let mut reader = Reader {
            bytes: &self.0,
            at: 0,
        };
        while !reader.at_end() {
            let header = reader.header().ok_or_else(malformed)?;
            if !*first {
                out.write_all(b",")?;
            }
            *first = false;
            let with_children = fits(header.descendants);
            write_symbol(out, &mut reader, header, start, with_children)?;
        }
        Ok(())
    }
}

fn malformed() -> io::Error {
    io::Error::other("a kept outline is malformed")
}

fn pack(bytes: &mut Vec<u8>, symbol: &Symbol, at: &impl Fn(TextSize) -> Relative) {
    let kind = serde_json::to_vec(&symbol_kind(symbol.kind)).unwrap_or_default();
    push_raw(bytes, &kind);
    push_number(bytes, count(symbol.children.len()));
    push_number(bytes, count(symbol.descendants()));
    for offset in [
        symbol.range.start(),
        symbol.range.end(),
        symbol.selection_range.start(),
        symbol.selection_range.end(),
    ] {
        let position = at(offset);
        push_number(bytes, position.line);
        push_number(bytes, position.column);
    }
    push_json(bytes, &symbol.name);
    match &symbol.detail {
        Some(detail) => {
            bytes.push(1);
            push_json(bytes, detail);
        }
        None => bytes.push(0),
    }
    for child in &symbol.children {
        pack(bytes, child, at);
    }
}

fn count(len: usize) -> u32 {
    u32::try_from(len).unwrap_or(u32::MAX)
}

fn push_number(bytes: &mut Vec<u8>, mut number: u32) {
    while number >= 0x80 {
        bytes.push((number & 0x7f) as u8 | 0x80);
        number >>= 7;
    }
    bytes.push(number as u8);
}

fn push_json(bytes: &mut Vec<u8>, text: &str) {
    let json = serde_json::to_vec(text).unwrap_or_else(|_| b"\"\"".to_vec());
    push_raw(bytes, &json);
}

/// Pushes JSON text, after its length.
fn push_raw(bytes: &mut Vec<u8>, json: &[u8]) {
    push_number(bytes, count(json.len()));
    bytes.extend_from_slice(json);
}

/// A symbol's fixed part, read.
struct Header<'a> {
    kind: &'a [u8],
    children: u32,
    descendants: usize,
    range: [Relative; 2],
    selection: [Relative; 2],
    name: &'a [u8],
    detail: Option<&'a [u8]>,
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn at_end(&self) -> bool {
        self.at >= self.bytes.len()
    }

    fn byte(&mut self) -> Option<u8> {
        let byte = *self.bytes.get(self.at)?;
        self.at += 1;
        Some(byte)
    }

    fn number(&mut self) -> Option<u32> {
        let mut number = 0u32;
        for shift in (0..32).step_by(7) {
            let byte = self.byte()?;
            number |= u32::from(byte & 0x7f) << shift;
            if byte < 0x80 {
                return Some(number);
            }
        }
        None
    }

    fn position(&mut self) -> Option<Relative> {
        Some(Relative {
            line: self.number()?,
            column: self.number()?,
        })
    }

    fn json(&mut self) -> Option<&'a [u8]> {
        let len = usize::try_from(self.number()?).ok()?;
        let text = self.bytes.get(self.at..self.at.checked_add(len)?)?;
        self.at += len;
        Some(text)
    }

    fn header(&mut self) -> Option<Header<'a>> {
        let kind = self.json()?;
        let children = self.number()?;
        let descendants = usize::try_from(self.number()?).ok()?;
        let range = [self.position()?, self.position()?];
        let selection = [self.position()?, self.position()?];
        let name = self.json()?;
        let detail = match self.byte()? {
            0 => None,
            _ => Some(self.json()?),
        };
        Some(Header {
            kind,
            children,
            descendants,
            range,
            selection,
            name,
            detail,
        })
    }

    /// Reads past the children of a symbol, and theirs.
    fn skip_children(&mut self, children: u32) -> Option<()> {
        for _ in 0..children {
            let header = self.header()?;
            self.skip_children(header.children)?;
        }
        Some(())
    }
}

/// Writes the symbol of `header` and, when `with_children`, its children as the reader reads
/// them; otherwise reads past them. The outline nests only as deep as the `ide` outline makes
/// it (a bounded depth), so the recursion is bounded too.
fn write_symbol(
    out: &mut impl Write,
    reader: &mut Reader<'_>,
    header: Header<'_>,
    start: Relative,
    with_children: bool,
) -> io::Result<()> {
    out.write_all(b"{\"name\":")?;
    out.write_all(header.name)?;
    if let Some(detail) = header.detail {
        out.write_all(b",\"detail\":")?;
        out.write_all(detail)?;
    }
    out.write_all(b",\"kind\":")?;
    out.write_all(header.kind)?;
    out.write_all(b",\"range\":")?;
    write_range(out, header.range, start)?;
    out.write_all(b",\"selectionRange\":")?;
    write_range(out, header.selection, start)?;
    if !with_children {
        reader
            .skip_children(header.children)
            .ok_or_else(malformed)?;
    } else if header.children > 0 {
        out.write_all(b",\"children\":[")?;
        for index in 0..header.children {
            if index > 0 {
                out.write_all(b",")?;
            }
            let child = reader.header().ok_or_else(malformed)?;
            write_symbol(out, reader, child, start, true)?;
        }
        out.write_all(b"]")?;
    }
    out.write_all(b"}")
}

fn write_range(out: &mut impl Write, range: [Relative; 2], start: Relative) -> io::Result<()> {
    let [from, to] = range.map(|position| position.after(start));
    let mut numbers = itoa::Buffer::new();
    out.write_all(b"{\"start\":{\"line\":")?;
    out.write_all(numbers.format(from.line).as_bytes())?;
    out.write_all(b",\"character\":")?;
    out.write_all(numbers.format(from.column).as_bytes())?;
    out.write_all(b"},\"end\":{\"line\":")?;
    out.write_all(numbers.format(to.line).as_bytes())?;
    out.write_all(b",\"character\":")?;
    out.write_all(numbers.format(to.column).as_bytes())?;
    out.write_all(b"}}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_round_trip_through_their_varints() {
        let numbers = [0, 1, 0x7f, 0x80, 0x3fff, 0x4000, 1 << 28, u32::MAX];
        let mut bytes = Vec::new();
        for number in numbers {
            push_number(&mut bytes, number);
        }
        assert_eq!(bytes.len(), 1 + 1 + 1 + 2 + 2 + 3 + 5 + 5);
        let mut reader = Reader {
            bytes: &bytes,
            at: 0,
        };
        for number in numbers {
            assert_eq!(reader.number(), Some(number));
        }
        assert!(reader.at_end());
        assert_eq!(reader.number(), None);
    }
}
