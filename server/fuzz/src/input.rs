//! Splits the fuzzer's bytes into the document and the choices that drive a target.

/// The document and the choices of one input.
pub struct Input {
    pub text: String,
    pub choices: Choices,
}

impl Input {
    /// The document's bytes: those before the last 0xFF, or all.
    pub fn document_bytes(data: &[u8]) -> &[u8] {
        data.iter()
            .rposition(|&byte| byte == 0xFF)
            .map_or(data, |at| &data[..at])
    }

    pub fn new(data: &[u8]) -> Input {
        let (text, seed) = match data.iter().rposition(|&byte| byte == 0xFF) {
            Some(at) => (&data[..at], hash(&data[at..])),
            None => (data, hash(data)),
        };
        Input {
            text: String::from_utf8_lossy(text).into_owned(),
            choices: Choices(seed.max(1)),
        }
    }
}

/// FNV-1a: every byte of the choices moves the seed.
fn hash(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// A deterministic stream of choices (xorshift64).
pub struct Choices(u64);

impl Choices {
    /// A number below `n` (0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n.max(1) as u64) as usize
    }

    /// A byte offset into `text`, its end included, on a character boundary.
    pub fn offset(&mut self, text: &str) -> usize {
        let mut at = self.below(text.len() + 1);
        while !text.is_char_boundary(at) {
            at -= 1;
        }
        at
    }

    pub fn coin(&mut self) -> bool {
        self.below(2) == 1
    }
}

/// The longest start of `text` of at most `bytes` bytes that ends on a character boundary.
pub fn prefix(text: &str, bytes: usize) -> &str {
    let mut end = bytes.min(text.len());
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    &text[..end]
}
