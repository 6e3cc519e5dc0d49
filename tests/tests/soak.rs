//! The soak tier (`GAMEREC_SOAK_SECONDS`): one language server driven for minutes as a long
//! editing session would drive it. Twenty documents of every format are opened; then, burst
//! after burst until the time is spent, random edits are typed into them while requests of
//! every kind are asked and some cancelled, the settings change, and documents are closed and
//! opened again. After each burst the diagnostics last published for every document touched
//! equal those of a fresh check (the same text opened afresh in the same server, under the
//! same settings). The server's memory with every document closed, after the first burst and
//! after the session, tells whether the session left anything behind.

#[path = "../../grammar/benches/support/generate.rs"]
mod generate;

use gamerec_grammar::Format;
use gamerec_tests::lsp::{document, document_at, position, Launch, LspClient};
use serde_json::{json, Value};
use std::collections::{BTreeSet, HashMap};
use std::time::{Duration, Instant};

const DOCUMENTS_PER_FORMAT: usize = 20;
const EDITS_PER_BURST: usize = 150;
/// The fewest bursts a session has, however short the time given.
const MIN_BURSTS: usize = 3;
/// How long the server may stay silent before its diagnostics count as settled.
const QUIET: Duration = Duration::from_millis(1500);
/// How much more heap (with every document closed) the session may leave than the first burst
/// left: a tenth.
const GROWTH_ALLOWED: (i64, i64) = (11, 10);
/// Bounds any one wait for the server; the test measures no time.
const PATIENCE: Duration = Duration::from_secs(120);

/// Pieces an edit inserts besides text copied from the document: line ends of each kind,
/// characters of two to four bytes, and the punctuation the formats are built of.
const PIECES: [&str; 16] = [
    "\n", "\r\n", " ", "é", "♠", "🂡", "[", "]", "(", ")", ";", "\"", "|", ":", "1", "S",
];

/// The requests asked during a burst: method and whether it takes a position.
const REQUESTS: [(&str, Shape); 15] = [
    ("textDocument/hover", Shape::At),
    ("textDocument/completion", Shape::At),
    ("textDocument/definition", Shape::At),
    ("textDocument/references", Shape::References),
    ("textDocument/selectionRange", Shape::Positions),
    ("textDocument/documentSymbol", Shape::Document),
    ("textDocument/foldingRange", Shape::Document),
    ("textDocument/documentLink", Shape::Document),
    ("textDocument/semanticTokens/full", Shape::Document),
    ("textDocument/semanticTokens/range", Shape::Range),
    ("textDocument/inlayHint", Shape::Range),
    ("textDocument/codeAction", Shape::CodeAction),
    ("textDocument/formatting", Shape::Formatting),
    ("textDocument/rangeFormatting", Shape::RangeFormatting),
    ("workspace/symbol", Shape::Query),
];

#[derive(Clone, Copy)]
enum Shape {
    At,
    References,
    Positions,
    Document,
    Range,
    CodeAction,
    Formatting,
    RangeFormatting,
    Query,
}

/// The settings the session moves between, one per burst.
fn settings(burst: usize) -> Value {
    let choices = [
        json!({}),
        json!({ "maxDiagnostics": 7 }),
        json!({ "severity": { "pbn/*": "hint", "sgf/bad-date": "off", "rbn/*": "information" } }),
        json!({ "rules": { "pinochle": { "saveMeld": 20 } }, "format": { "rbn": { "order": "preserve" } } }),
    ];
    json!({ "gamerec": choices[burst % choices.len()] })
}

/// A small deterministic generator (xorshift), so that a failing session can be replayed.
struct Random(u64);

impl Random {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n.max(1) as u64) as usize
    }

    /// A byte offset of `text` on a character boundary, its end included.
    fn offset(&mut self, text: &str) -> usize {
        let mut at = self.below(text.len() + 1);
        while !text.is_char_boundary(at) {
            at -= 1;
        }
        at
    }
}

/// One document of the session as the client sees it.
struct Document {
    uri: String,
    language: &'static str,
    text: String,
    version: i64,
}

impl Document {
    fn position(&self, offset: usize) -> Value {
        position(&self.text, offset, "utf-16")
    }
}

fn documents() -> Vec<Document> {
    let mut documents = Vec::new();
    for format in Format::ALL {
        for number in 0..DOCUMENTS_PER_FORMAT {
            let text = generate::document(format, 800 + number * 500);
            documents.push(Document {
                uri: format!(
                    "file:///soak/{}-{number}.{}",
                    format.name(),
                    format.extension()
                ),
                language: format.name(),
                text,
                version: 1,
            });
        }
    }
    documents
}

/// The longest start of `text` of at most `bytes` bytes that ends on a character boundary.
fn prefix(text: &str, bytes: usize) -> &str {
    let mut end = bytes.min(text.len());
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    &text[..end]
}

/// What the server holds: the bytes its heap holds (allocated and not freed, counted by the
/// server) and its resident set, which also holds the pages the allocator keeps free for
/// the threads that worked, and so moves by up to a fifth from one measurement to the next.
#[derive(Clone, Copy)]
struct Memory {
    open: Held,
    closed: Held,
}

#[derive(Clone, Copy)]
struct Held {
    heap_kb: i64,
    resident_kb: i64,
}

impl Held {
    /// Asks the server what it holds.
    fn asked(client: &mut LspClient) -> Held {
        let usage = client.result("gamerec/memoryUsage", Value::Null);
        let kilobytes = |field: &str| {
            usage[field]
                .as_i64()
                .unwrap_or_else(|| panic!("no {field} in the memory usage: {usage}"))
                / 1024
        };
        Held {
            heap_kb: kilobytes("liveHeapBytes"),
            resident_kb: kilobytes("residentBytes"),
        }
    }
}

impl std::fmt::Display for Held {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} kB heap ({} kB resident)",
            self.heap_kb, self.resident_kb
        )
    }
}

struct Session {
    client: LspClient,
    documents: Vec<Document>,
    random: Random,
    /// The last diagnostics published for each URI, in the order they arrived.
    published: HashMap<String, Value>,
    /// Requests sent and not yet answered.
    asked: Vec<(i64, &'static str, Value)>,
    edits: usize,
    requests: usize,
    cancelled: usize,
    reopened: usize,
    fresh_opens: usize,
}

impl Session {
    fn start() -> Session {
        let (client, _) = Launch::new()
            .timeout(PATIENCE)
            // The server counts the bytes its heap holds.
            .env("GAMEREC_COUNT_MEMORY", "1")
            // Freed pages go back to the system at once, for the resident size printed.
            .env("MIMALLOC_PURGE_DELAY", "0")
            .capabilities(
                json!({ "workspace": { "configuration": false, "didChangeConfiguration": {} } }),
            )
            .initialize();
        let mut session = Session {
            client,
            documents: documents(),
            random: Random(0x2545_f491_4f6c_dd1d),
            published: HashMap::new(),
            asked: Vec::new(),
            edits: 0,
            requests: 0,
            cancelled: 0,
            reopened: 0,
            fresh_opens: 0,
        };
        for index in 0..session.documents.len() {
            let Document {
                uri,
                language,
                text,
                version,
            } = &session.documents[index];
            session.client.open_version(uri, language, *version, text);
        }
        session
    }

    /// Asks every request that leaves something kept with a document (colours, outline,
    /// formatting, hovers) of every document, and the workspace's symbols.
    fn warm_up(&mut self) {
        const KEEPING: [&str; 4] = [
            "textDocument/semanticTokens/full",
            "textDocument/documentSymbol",
            "textDocument/formatting",
            "textDocument/hover",
        ];
        for index in 0..self.documents.len() {
            let uri = self.documents[index].uri.clone();
            for method in KEEPING {
                let mut params = document(&uri);
                params["options"] = json!({ "tabSize": 4, "insertSpaces": true });
                params["position"] = json!({ "line": 1, "character": 1 });
                let id = self.client.send_request(method, params.clone());
                self.asked.push((id, method, params));
            }
        }
        let params = json!({ "query": "" });
        let id = self.client.send_request("workspace/symbol", params.clone());
        self.asked.push((id, "workspace/symbol", params));
        self.collect_answers();
    }

    /// One burst; returns the documents it touched.
    fn burst(&mut self, number: usize) -> BTreeSet<usize> {
        let mut touched = BTreeSet::new();
        self.client.change_configuration(settings(number));
        for step in 0..EDITS_PER_BURST {
            let index = self.random.below(self.documents.len());
            self.edit(index);
            touched.insert(index);
            if step % 4 == 0 {
                self.ask();
            }
            if step % 60 == 59 {
                let index = self.random.below(self.documents.len());
                self.reopen(index);
                touched.insert(index);
            }
        }
        self.collect_answers();
        touched
    }

    /// Replaces up to eight bytes somewhere with a piece of the document or of [`PIECES`],
    /// sent as one change, or now and then as two.
    fn edit(&mut self, index: usize) {
        let changes: Vec<Value> = (0..1 + usize::from(self.random.below(5) == 0))
            .map(|_| self.change(index))
            .collect();
        let document = &mut self.documents[index];
        document.version += 1;
        self.client
            .change(&document.uri, document.version, Value::Array(changes));
        self.edits += 1;
    }

    fn change(&mut self, index: usize) -> Value {
        let document = &self.documents[index];
        let start = self.random.offset(&document.text);
        let rest = &document.text[start..];
        let end = start + self.random.offset(prefix(rest, 8));
        let inserted = if self.random.below(2) == 0 {
            let from = self.random.offset(&document.text);
            let piece = &document.text[from..];
            let to = from + self.random.offset(prefix(piece, 8));
            document.text[from..to].to_owned()
        } else {
            PIECES[self.random.below(PIECES.len())].to_owned()
        };
        let range = json!({ "start": document.position(start), "end": document.position(end) });
        self.documents[index]
            .text
            .replace_range(start..end, &inserted);
        json!({ "range": range, "text": inserted })
    }

    /// Sends a request of a random kind about a random document, and cancels one in five.
    fn ask(&mut self) {
        let (method, shape) = REQUESTS[self.random.below(REQUESTS.len())];
        let target = &self.documents[self.random.below(self.documents.len())];
        let start = self.random.offset(&target.text);
        let end = start + self.random.offset(&target.text[start..]);
        let (at, until) = (target.position(start), target.position(end));
        let range = json!({ "start": at, "end": until });
        let options = json!({ "tabSize": 4, "insertSpaces": true });
        let params = match shape {
            Shape::At => document_at(&target.uri, at),
            Shape::References => {
                let mut params = document_at(&target.uri, at);
                params["context"] = json!({ "includeDeclaration": true });
                params
            }
            Shape::Positions => {
                json!({ "textDocument": { "uri": target.uri }, "positions": [at, until] })
            }
            Shape::Document => document(&target.uri),
            Shape::Range => json!({ "textDocument": { "uri": target.uri }, "range": range }),
            Shape::CodeAction => json!({
                "textDocument": { "uri": target.uri },
                "range": range,
                "context": { "diagnostics": [] },
            }),
            Shape::Formatting => {
                json!({ "textDocument": { "uri": target.uri }, "options": options })
            }
            Shape::RangeFormatting => json!({
                "textDocument": { "uri": target.uri },
                "range": range,
                "options": options,
            }),
            Shape::Query => {
                let query = ["", "1", "B", "game"][self.random.below(4)];
                json!({ "query": query })
            }
        };
        let id = self.client.send_request(method, params.clone());
        self.requests += 1;
        if self.random.below(5) == 0 {
            self.client.notify("$/cancelRequest", json!({ "id": id }));
            self.cancelled += 1;
        }
        self.asked.push((id, method, params));
    }

    /// Every request of the burst is answered: with a result, or as cancelled or overtaken
    /// by an edit, never with another error.
    fn collect_answers(&mut self) {
        for (id, method, params) in std::mem::take(&mut self.asked) {
            let response = self
                .client
                .response_in_time(id)
                .unwrap_or_else(|| panic!("no answer to {method} {params}"));
            if let Some(error) = response.get("error") {
                let code = error["code"].as_i64();
                assert!(
                    matches!(code, Some(-32800 | -32801)),
                    "{method} {params} failed: {response}"
                );
            }
        }
    }

    fn reopen(&mut self, index: usize) {
        self.client.close(&self.documents[index].uri);
        self.open_again(index);
        self.reopened += 1;
    }

    /// Opens a closed document again as it was. Versions only grow, so that a publication for
    /// an earlier opening is never taken for one of this opening.
    fn open_again(&mut self, index: usize) {
        let document = &mut self.documents[index];
        document.version += 1;
        self.client.open_version(
            &document.uri,
            document.language,
            document.version,
            &document.text,
        );
    }

    /// The server's memory with every document open, then with every document closed (what
    /// is left then is what a session leaves behind). Closes every document.
    fn memory(&mut self) -> Memory {
        let open = Held::asked(&mut self.client);
        for document in &self.documents {
            self.client.close(&document.uri);
        }
        self.settle(&BTreeSet::new());
        // Freed memory is handed back a moment after the work that freed it, and the threads
        // that worked end two seconds after their last task.
        std::thread::sleep(Duration::from_secs(4));
        Memory {
            open,
            closed: Held::asked(&mut self.client),
        }
    }

    /// Opens every document again, as it was when closed.
    fn reopen_all(&mut self) {
        for index in 0..self.documents.len() {
            self.open_again(index);
        }
        let everything: BTreeSet<usize> = (0..self.documents.len()).collect();
        self.settle(&everything);
        self.warm_up();
    }

    /// Takes the diagnostics notifications in the order they arrive until the latest version
    /// of each of `touched` has been published and the server has then been quiet for
    /// [`QUIET`].
    fn settle(&mut self, touched: &BTreeSet<usize>) {
        let deadline = Instant::now() + PATIENCE;
        loop {
            let more = self.client.drain("textDocument/publishDiagnostics", QUIET);
            let quiet = more.is_empty();
            for params in more {
                if let Some(uri) = params["uri"].as_str() {
                    self.published.insert(uri.to_owned(), params);
                }
            }
            let behind: Vec<&str> = touched
                .iter()
                .map(|&index| &self.documents[index])
                .filter(|document| {
                    self.published
                        .get(&document.uri)
                        .is_none_or(|params| params["version"] != document.version)
                })
                .map(|document| document.uri.as_str())
                .collect();
            if quiet && behind.is_empty() {
                return;
            }
            assert!(
                Instant::now() < deadline,
                "no diagnostics for the latest versions of {behind:?}"
            );
        }
    }

    /// The diagnostics of `index`'s text opened afresh under another URI, with that URI
    /// written as the document's own.
    fn fresh_check(&mut self, index: usize) -> Value {
        let document = &self.documents[index];
        self.fresh_opens += 1;
        let uri = document
            .uri
            .replace("/soak/", &format!("/fresh/{}-", self.fresh_opens));
        self.client
            .open_version(&uri, document.language, 1, &document.text);
        let fresh = self.client.diagnostics(&uri, Some(1));
        self.client.close(&uri);
        self.client.diagnostics(&uri, None);
        let written = serde_json::to_string(&fresh["diagnostics"]).unwrap_or_default();
        serde_json::from_str(&written.replace(&uri, &document.uri)).unwrap_or_default()
    }

    fn assert_fresh(&mut self, touched: &BTreeSet<usize>, burst: usize) {
        for &index in touched {
            let uri = self.documents[index].uri.clone();
            let published = self.published[&uri]["diagnostics"].clone();
            let fresh = self.fresh_check(index);
            assert_eq!(
                published, fresh,
                "burst {burst}: the diagnostics of {uri} differ from a fresh check of its text:\n{}",
                self.documents[index].text
            );
        }
    }
}

#[test]
fn a_long_session_keeps_diagnostics_fresh_and_memory_flat() {
    let Some(seconds) = gamerec_tiers::soak() else {
        return;
    };
    let started = Instant::now();
    let mut session = Session::start();
    let everything: BTreeSet<usize> = (0..session.documents.len()).collect();
    session.settle(&everything);
    session.warm_up();

    let mut after_first = None;
    let mut bursts = 0;
    while bursts < MIN_BURSTS || started.elapsed() < seconds {
        let touched = session.burst(bursts);
        session.settle(&touched);
        session.assert_fresh(&touched, bursts);
        bursts += 1;
        if after_first.is_none() {
            after_first = Some(session.memory());
            session.reopen_all();
        }
    }
    // The settings of the first burst again, and every document compared once more.
    session.client.change_configuration(settings(0));
    session.settle(&BTreeSet::new());
    session.assert_fresh(&everything, bursts);
    let after_session = session.memory();
    let after_first = after_first.unwrap_or(after_session);
    gamerec_tiers::say(&format!(
        "soak: {bursts} bursts in {:.0} s: {} edits, {} requests ({} cancelled), {} documents \
         reopened, {} fresh checks; memory after the first burst {} with every document \
         open, {} with none; after the session {} and {}",
        started.elapsed().as_secs_f64(),
        session.edits,
        session.requests,
        session.cancelled,
        session.reopened,
        session.fresh_opens,
        after_first.open,
        after_first.closed,
        after_session.open,
        after_session.closed,
    ));
    assert!(
        after_session.closed.heap_kb * GROWTH_ALLOWED.1
            <= after_first.closed.heap_kb * GROWTH_ALLOWED.0,
        "with every document closed, the server held {} after the first burst and {} after \
         {bursts}",
        after_first.closed,
        after_session.closed,
    );
    session.client.shutdown();
}
