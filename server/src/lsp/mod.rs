//! `gamerec lsp`: the language server, built on tower-lsp-server.
//!
//! The framework runs up to four handlers at once and a handler can be overtaken at any
//! `.await`, so every notification that changes documents does all of its work synchronously,
//! under a `std::sync::Mutex`, before it returns, and never holds the lock across an await.
//! Diagnostics are computed from a snapshot of the text by one analysis per document at a
//! time, a short debounce after the first change of a burst: a change that arrives while it
//! waits or runs makes it run once more, on the latest text, so keystrokes coalesce. Results are published through one task
//! in the order they were queued, each checked against the document's current revision just
//! before it is sent so that stale results are dropped.

pub mod abilities;
pub mod actions;
pub mod config;
pub mod conversion;
pub mod convert;
pub mod documents;
pub mod navigation;
pub mod on_disk;
pub mod outline;
pub mod protocol;
pub mod raw_replies;
pub mod requests;
pub mod semantic;
pub mod sent_tokens;
pub mod transport;

use crate::exit::ExitCode;
use crate::ide::{self, Settings};
use crate::logging;
use abilities::{Abilities, ActionDelivery};
use config::Config;
use convert::PositionEncoding;
use documents::{Documents, Snapshot};
use protocol::{self as lsp, jsonrpc, Client, LanguageServer, LspService, Server};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;
use tokio::sync::mpsc;

/// How long an analysis waits after the change that started it, so that the keystrokes of a
/// burst (and the several notifications some clients send for one edit) make one run.
const DEBOUNCE: Duration = Duration::from_millis(10);

/// How long the client has to answer `workspace/configuration`.
const CONFIGURATION_TIMEOUT: Duration = Duration::from_secs(10);

/// The request that reports the server's memory (see `docs/configuration.md`).
pub const MEMORY_USAGE: &str = "gamerec/memoryUsage";

/// Runs the server on standard input and output until `exit` or the end of input.
pub fn run() -> ExitCode {
    crate::allocator::count_if_asked();
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .max_blocking_threads(8)
        .thread_keep_alive(Duration::from_secs(2))
        .enable_all()
        .build()
    {
        Ok(runtime) => runtime,
        Err(error) => {
            logging::error(format_args!("cannot start the language server: {error}"));
            return ExitCode::Trouble;
        }
    };
    let state = Arc::new(State::default());
    let served = Arc::clone(&state);
    runtime.block_on(async move {
        let replies = Arc::clone(&served.replies);
        let (service, socket) = LspService::build(|client| GameRecServer::new(client, served))
            .custom_method(MEMORY_USAGE, GameRecServer::memory_usage)
            .finish();
        let (input, filtered) = tokio::io::duplex(1 << 16);
        tokio::spawn(transport::pass_well_formed(tokio::io::stdin(), input));
        let (output, written) = tokio::io::duplex(1 << 16);
        let passing = tokio::spawn(raw_replies::pass_replies(
            written,
            tokio::io::stdout(),
            replies,
        ));
        Server::new(filtered, output, socket).serve(service).await;
        // The server's end of the output is closed: what it wrote last goes out before the exit.
        let _ = tokio::time::timeout(Duration::from_secs(5), passing).await;
    });
    logging::forward_to(None);
    // Reading standard input blocks a thread that cannot be interrupted; don't wait for it.
    runtime.shutdown_timeout(Duration::from_millis(100));
    if state.shutdown_requested.load(Ordering::SeqCst) {
        ExitCode::Clean
    } else {
        ExitCode::Errors
    }
}

/// State shared by the handlers and the background tasks.
#[derive(Debug, Default)]
struct State {
    documents: Mutex<Documents>,
    encoding: Mutex<PositionEncoding>,
    config: Mutex<Config>,
    abilities: Mutex<Abilities>,
    shutdown_requested: AtomicBool,
    /// Large replies serialized by the handlers, waiting to be written.
    replies: Arc<raw_replies::RawReplies>,
    /// Whether a return of freed memory to the system is due (see [`tidy_after`]).
    tidy_due: Arc<AtomicBool>,
    analyses: AnalysisSlots,
}

/// How many analyses run at once: one a core. A change of settings analyses every open
/// document again; started all at once, each on a thread of its own, they would hold the
/// memory of all of them at the same time, and the allocator keeps the pages of each thread
/// it ran on.
#[derive(Debug)]
struct AnalysisSlots(Arc<tokio::sync::Semaphore>);

impl Default for AnalysisSlots {
    fn default() -> AnalysisSlots {
        let cores = std::thread::available_parallelism().map_or(1, usize::from);
        AnalysisSlots(Arc::new(tokio::sync::Semaphore::new(cores)))
    }
}

/// How long after heavy work the memory it freed is handed back: by then its reply is written
/// and the trees it replaced are dropped (see `reclaim`).
const TIDY_DELAY: Duration = Duration::from_secs(1);

/// After work that took `took`, hands the memory freed meanwhile back to the system a moment
/// later, once for a burst of such work.
fn tidy_after(state: &State, took: Duration) {
    if took < crate::allocator::HEAVY_WORK || state.tidy_due.swap(true, Ordering::SeqCst) {
        return;
    }
    let due = Arc::clone(&state.tidy_due);
    tokio::spawn(async move {
        tokio::time::sleep(TIDY_DELAY).await;
        due.store(false, Ordering::SeqCst);
        let _ = tokio::task::spawn_blocking(crate::allocator::return_freed_pages).await;
    });
}

impl State {
    fn documents(&self) -> MutexGuard<'_, Documents> {
        // A panic elsewhere must not take the documents with it.
        self.documents
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    fn encoding(&self) -> PositionEncoding {
        *self
            .encoding
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    fn config(&self) -> MutexGuard<'_, Config> {
        self.config
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    fn abilities(&self) -> Abilities {
        *self
            .abilities
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    fn set_abilities(&self, abilities: Abilities) {
        *self
            .abilities
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner()) = abilities;
    }

    fn set_encoding(&self, encoding: PositionEncoding) {
        *self
            .encoding
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner()) = encoding;
    }
}

/// A `textDocument/publishDiagnostics` waiting to be sent.
#[derive(Debug)]
struct Publish {
    uri: lsp::Uri,
    /// `None` clears the document's diagnostics unconditionally (it was closed); otherwise
    /// the publication is dropped unless the document is still at this revision.
    revision: Option<u64>,
    version: Option<i32>,
    diagnostics: Vec<lsp::Diagnostic>,
}

#[derive(Debug, Clone)]
pub struct GameRecServer {
    client: Client,
    state: Arc<State>,
    publish: mpsc::UnboundedSender<Publish>,
}

impl GameRecServer {
    fn new(client: Client, state: Arc<State>) -> GameRecServer {
        let (publish, queue) = mpsc::unbounded_channel();
        tokio::spawn(publish_in_order(client.clone(), Arc::clone(&state), queue));
        let (log, messages) = mpsc::unbounded_channel();
        tokio::spawn(log_to_client(client.clone(), messages));
        logging::forward_to(Some(log));
        GameRecServer {
            client,
            state,
            publish,
        }
    }

    /// Answers [`MEMORY_USAGE`]: the open documents, the resident memory, and the bytes held
    /// on the heap when the server counts them.
    async fn memory_usage(&self) -> jsonrpc::Result<serde_json::Value> {
        let open_documents = self.state.documents().count();
        Ok(serde_json::json!({
            "openDocuments": open_documents,
            "residentBytes": crate::allocator::resident_bytes(),
            "liveHeapBytes": crate::allocator::live_bytes(),
        }))
    }

    /// Re-reads the settings in a task of their own, so that no handler waits for the client:
    /// `gamerec.toml`, and the editor's section with `workspace/configuration` if the client
    /// answers it, else `pushed` (the section a `didChangeConfiguration` carried). Problems are
    /// shown to the user and, if the settings changed, every open document is checked again.
    fn refresh_settings(&self, pushed: Option<serde_json::Value>) {
        let server = self.clone();
        let (fetch, pull) = {
            let mut config = self.state.config();
            (config.start_fetch(), config.pulls())
        };
        tokio::spawn(async move {
            let client_settings = if pull {
                server.fetch_client_settings().await
            } else {
                pushed
            };
            let refreshed = server
                .state
                .config()
                .finish_fetch(fetch, client_settings.as_ref());
            let Some(refreshed) = refreshed else {
                logging::debug(format_args!(
                    "settings fetch {fetch} overtaken by a later one"
                ));
                return;
            };
            logging::info(format_args!("settings read (fetch {fetch})"));
            for problem in refreshed.problems {
                server
                    .client
                    .show_message(lsp::MessageType::WARNING, format!("gamerec: {problem}"))
                    .await;
            }
            if !refreshed.changed {
                return;
            }
            let open = server.state.documents().revisions();
            for (uri, _) in open {
                server.schedule_diagnostics(uri);
            }
        });
    }

    /// The editor's `gamerec` section, or `None` if the client did not answer in time.
    async fn fetch_client_settings(&self) -> Option<serde_json::Value> {
        let items = vec![lsp::ConfigurationItem {
            scope_uri: None,
            section: Some(config::SECTION.to_owned()),
        }];
        let answer = tokio::time::timeout(CONFIGURATION_TIMEOUT, self.client.configuration(items));
        match answer.await {
            Ok(Ok(values)) => Some(values.into_iter().next().unwrap_or_default()),
            Ok(Err(error)) => {
                logging::warn(format_args!("workspace/configuration failed: {error}"));
                None
            }
            Err(_) => {
                logging::warn(format_args!("no answer to workspace/configuration"));
                None
            }
        }
    }

    /// Answers a request about `uri` with `answer`, run off the async threads on a snapshot of
    /// the document (parsed first if the latest parse is not ready). If the document changed
    /// while the answer was computed, the answer is dropped for a `ContentModified` error; a
    /// `$/cancelRequest` drops it for `RequestCancelled`.
    async fn document_request<T: Send + 'static>(
        &self,
        uri: lsp::Uri,
        answer: impl FnOnce(&requests::Request<'_>) -> Option<T> + Send + 'static,
    ) -> jsonrpc::Result<Option<T>> {
        let Some(snapshot) = self.state.documents().snapshot(&uri) else {
            return Ok(None);
        };
        let Some(format) = snapshot.format else {
            return Ok(None);
        };
        let settings = self.state.config().effective();
        if too_large(&snapshot, &settings).is_some() {
            return Ok(None);
        }
        let encoding = self.state.encoding();
        let abilities = self.state.abilities();
        let revision = snapshot.revision;
        let started = std::time::Instant::now();
        let replies = Arc::clone(&self.state.replies);
        // A cancelled request drops the task's answer, and with it the replies it kept.
        let answered = tokio::task::spawn_blocking(move || {
            // Whatever an earlier task left on this thread is not this answer's to forget.
            replies.unclaimed().claim();
            let parsed_here = snapshot.parse.is_none();
            let parse = snapshot.parse_as(format);
            let request = requests::Request {
                snapshot: &snapshot,
                parse: &parse,
                encoding,
                abilities,
                settings: &settings,
            };
            let answer = answer(&request);
            (answer, parsed_here.then_some(parse), replies.unclaimed())
        })
        .await;
        tidy_after(&self.state, started.elapsed());
        let (answer, parsed, unclaimed) = answered.map_err(|error| {
            logging::error(format_args!("request on {} failed: {error}", uri.as_str()));
            jsonrpc::Error::internal_error()
        })?;
        let mut documents = self.state.documents();
        if !documents.is_current(&uri, revision) {
            return Err(jsonrpc::Error::content_modified());
        }
        if let Some(parse) = parsed {
            documents.store_parse(&uri, revision, parse);
        }
        unclaimed.claim();
        Ok(answer)
    }

    /// Carries out [`conversion::CONVERT`]: converts the document as it is open, has the
    /// client make the new file, and tells the user what became of it.
    async fn convert_document(
        &self,
        arguments: &[lsp::LSPAny],
    ) -> jsonrpc::Result<Option<lsp::LSPAny>> {
        let Some(arguments) = conversion::ConvertArguments::read(arguments) else {
            return Err(jsonrpc::Error::invalid_params(
                "the arguments are not those of a gamerec conversion",
            ));
        };
        let uri = arguments.uri.clone();
        let prepared = self
            .document_request(uri.clone(), move |request| {
                Some(conversion::prepare(request, &arguments))
            })
            .await?;
        let prepared = match prepared {
            None => {
                return Err(jsonrpc::Error::invalid_params(format!(
                    "{} is not open in gamerec",
                    uri.as_str()
                )))
            }
            Some(Err(why)) => {
                self.client
                    .show_message(lsp::MessageType::WARNING, why)
                    .await;
                return Ok(None);
            }
            Some(Ok(prepared)) => prepared,
        };
        for loss in &prepared.losses {
            logging::info(format_args!("{}: {loss}", uri.as_str()));
        }
        let answer = self.client.apply_edit(prepared.edit).await?;
        if !answer.applied {
            let reason = answer
                .failure_reason
                .as_deref()
                .unwrap_or("no reason given");
            let message = format!("gamerec: the editor did not make the new file: {reason}");
            self.client
                .show_message(lsp::MessageType::WARNING, message)
                .await;
            return Ok(None);
        }
        let kind = if prepared.lossy {
            lsp::MessageType::WARNING
        } else {
            lsp::MessageType::INFO
        };
        self.client.show_message(kind, prepared.message).await;
        Ok(None)
    }

    /// Computes and publishes the diagnostics of `uri`: now, or, if they are being computed,
    /// once more after that run, for the text as it is then.
    fn schedule_diagnostics(&self, uri: lsp::Uri) {
        let Some(opened) = self.state.documents().request_analysis(&uri) else {
            return;
        };
        let state = Arc::clone(&self.state);
        let publish = self.publish.clone();
        let client = self.client.clone();
        tokio::spawn(async move {
            tokio::time::sleep(DEBOUNCE).await;
            loop {
                let Some(snapshot) = state.documents().next_analysis(&uri, opened) else {
                    return;
                };
                let encoding = state.encoding();
                let settings = state.config().effective();
                // A handler may ask for a run after the change it made was already analysed
                // (by this task or by one that ended meanwhile): the same text and settings
                // need no second run.
                let fresh =
                    (state.documents()).start_run(&uri, opened, snapshot.revision, &settings);
                if !fresh {
                    if state.documents().finish_analysis(&uri, opened) {
                        continue;
                    }
                    return;
                }
                let task_uri = uri.clone();
                // The semaphore is never closed, so the slot always comes.
                let slot = Arc::clone(&state.analyses.0).acquire_owned().await.ok();
                let started = std::time::Instant::now();
                let analysed = tokio::task::spawn_blocking(move || {
                    let _slot = slot;
                    let first_parse = snapshot.parse.is_none() && snapshot.parse_before.is_none();
                    let diagnostics = analyse(&task_uri, &snapshot, encoding, &settings);
                    // Opening a document leaves its message, text and parse parts freed:
                    // what it keeps is what the diagnostics should find resident. (After
                    // every slow keystroke this would cost the next one its page faults.)
                    if first_parse && started.elapsed() >= crate::allocator::HEAVY_WORK {
                        crate::allocator::return_freed_pages();
                    }
                    (snapshot, diagnostics)
                })
                .await;
                tidy_after(&state, started.elapsed());
                let (snapshot, analysed) = match analysed {
                    Ok(analysed) => analysed,
                    Err(error) => {
                        logging::error(format_args!(
                            "analysis of {} failed: {error}",
                            uri.as_str()
                        ));
                        if state.documents().finish_analysis(&uri, opened) {
                            continue;
                        }
                        return;
                    }
                };
                if let Some(parse) = analysed.parse {
                    state
                        .documents()
                        .store_parse(&uri, snapshot.revision, parse);
                }
                let _ = publish.send(Publish {
                    uri: uri.clone(),
                    revision: Some(snapshot.revision),
                    version: Some(snapshot.version),
                    diagnostics: analysed.diagnostics,
                });
                if analysed.left_out > 0 && state.documents().first_limit_notice(&uri, opened) {
                    let message = format!(
                        "gamerec: {} more problems in {} are not shown; the setting \
                         gamerec.maxDiagnostics sets how many are, and `gamerec check --max-findings all` lists all",
                        analysed.left_out,
                        uri.as_str()
                    );
                    let client = client.clone();
                    tokio::spawn(async move {
                        client
                            .show_message(lsp::MessageType::WARNING, message)
                            .await;
                    });
                }
                if !state.documents().finish_analysis(&uri, opened) {
                    return;
                }
            }
        });
    }
}

/// Parses the snapshot and turns its diagnostics into LSP diagnostics, as many as the settings
/// allow.
fn analyse(
    uri: &lsp::Uri,
    snapshot: &Snapshot,
    encoding: PositionEncoding,
    settings: &Settings,
) -> Analysed {
    let Some(format) = snapshot.format else {
        return Analysed::default();
    };
    if let Some((bytes, limit)) = too_large(snapshot, settings) {
        return Analysed {
            diagnostics: vec![convert::too_large(bytes, limit)],
            ..Analysed::default()
        };
    }
    let parse = snapshot.parse_as(format);
    let found = {
        // A cache left behind by a panicking check may be half updated: start it afresh.
        let mut checks = snapshot.checks.lock().unwrap_or_else(|poisoned| {
            snapshot.checks.clear_poison();
            let mut checks = poisoned.into_inner();
            *checks = ide::check::CheckCache::default();
            checks
        });
        checks.set_rules(settings.rules());
        checks.set_cap(settings.max_diagnostics());
        let found = ide::analysis::diagnostics_with(&parse, &mut checks);
        (found, settings.apply_left_out(checks.left_out()))
    };
    let (mut found, left_by_checks) = found;
    if let Some(diagnostic) = encoding_diagnostic(snapshot, format, settings) {
        let at = found.partition_point(|other| other.range.start() <= diagnostic.range.start());
        found.insert(at, diagnostic);
    }
    let (shown, left_by_limit) =
        ide::diagnostics::limit(settings.apply(found), settings.max_diagnostics());
    let left_out = left_by_checks.total() + left_by_limit.total();
    let mut diagnostics: Vec<lsp::Diagnostic> = shown
        .iter()
        .map(|diagnostic| convert::diagnostic(uri, &snapshot.text, diagnostic, encoding))
        .collect();
    if left_out > 0 {
        diagnostics.push(convert::not_shown(&snapshot.text, left_out, encoding));
    }
    Analysed {
        parse: Some(parse),
        diagnostics,
        left_out,
    }
}

/// What the file's bytes on disk say of its encoding (a guess, a declaration that is unknown or
/// wrong), placed in the document's text.
fn encoding_diagnostic(
    snapshot: &Snapshot,
    format: gamerec_grammar::Format,
    settings: &Settings,
) -> Option<ide::Diagnostic> {
    let file = snapshot
        .on_disk
        .read(format, &snapshot.text, settings.max_document_bytes())?;
    file.diagnostic(format, &on_disk::head(&snapshot.text))
}

/// The document's length and the limit, when it is longer than the settings let the server
/// read (`maxDocumentSize`): it gets one diagnostic that says so and no other feature.
fn too_large(snapshot: &Snapshot, settings: &Settings) -> Option<(usize, usize)> {
    let limit = settings.max_document_bytes()?;
    let bytes = snapshot.text.len_bytes();
    (bytes > limit).then_some((bytes, limit))
}

/// What an analysis found.
#[derive(Default)]
struct Analysed {
    parse: Option<Arc<gamerec_grammar::Parse>>,
    diagnostics: Vec<lsp::Diagnostic>,
    /// Diagnostics not shown because of `maxDiagnostics`.
    left_out: usize,
}

/// Sends the logged messages to the client as `window/logMessage`, in order.
async fn log_to_client(
    client: Client,
    mut messages: mpsc::UnboundedReceiver<(logging::Level, String)>,
) {
    while let Some((level, message)) = messages.recv().await {
        let kind = match level {
            logging::Level::Error => lsp::MessageType::ERROR,
            logging::Level::Warn => lsp::MessageType::WARNING,
            logging::Level::Info => lsp::MessageType::INFO,
            logging::Level::Debug | logging::Level::Trace => lsp::MessageType::LOG,
        };
        client.log_message(kind, message).await;
    }
}

/// Sends the queued publications one after another, dropping those that became stale.
async fn publish_in_order(
    client: Client,
    state: Arc<State>,
    mut queue: mpsc::UnboundedReceiver<Publish>,
) {
    while let Some(publish) = queue.recv().await {
        if let Some(revision) = publish.revision {
            if !state.documents().is_current(&publish.uri, revision) {
                continue;
            }
        }
        logging::debug(format_args!(
            "publishing {} diagnostics for {} version {:?}",
            publish.diagnostics.len(),
            publish.uri.as_str(),
            publish.version
        ));
        client
            .publish_diagnostics(publish.uri, publish.diagnostics, publish.version)
            .await;
    }
}

impl LanguageServer for GameRecServer {
    async fn initialize(
        &self,
        params: lsp::InitializeParams,
    ) -> jsonrpc::Result<lsp::InitializeResult> {
        let encoding = PositionEncoding::negotiate(&params);
        self.state.set_encoding(encoding);
        logging::info(format_args!(
            "gamerec {} initialized, positions in {}",
            env!("CARGO_PKG_VERSION"),
            encoding.kind().as_str()
        ));
        self.state.config().initialize(&params);
        let abilities = Abilities::of(&params);
        self.state.set_abilities(abilities);
        Ok(lsp::InitializeResult {
            capabilities: capabilities(encoding, abilities),
            server_info: Some(lsp::ServerInfo {
                name: "gamerec".to_owned(),
                version: Some(env!("CARGO_PKG_VERSION").to_owned()),
            }),
            offset_encoding: None,
        })
    }

    async fn initialized(&self, _: lsp::InitializedParams) {
        self.refresh_settings(None);
    }

    async fn shutdown(&self) -> jsonrpc::Result<()> {
        self.state.shutdown_requested.store(true, Ordering::SeqCst);
        Ok(())
    }

    async fn did_open(&self, params: lsp::DidOpenTextDocumentParams) {
        let document = params.text_document;
        self.state.documents().open(
            &document.uri,
            &document.language_id,
            document.version,
            &document.text,
        );
        self.schedule_diagnostics(document.uri);
    }

    async fn did_change(&self, params: lsp::DidChangeTextDocumentParams) {
        let encoding = self.state.encoding();
        let document = params.text_document;
        let revision = self.state.documents().change(
            &document.uri,
            document.version,
            &params.content_changes,
            encoding,
        );
        match revision {
            Some(_) => self.schedule_diagnostics(document.uri),
            None => logging::warn(format_args!(
                "change to a document that is not open: {}",
                document.uri.as_str()
            )),
        }
    }

    async fn did_save(&self, params: lsp::DidSaveTextDocumentParams) {
        // The text is known from the changes; the file is read again for its encoding, which
        // the save may have changed (a declaration added, another encoding chosen).
        let uri = params.text_document.uri;
        if self.state.documents().saved(&uri) {
            self.schedule_diagnostics(uri);
        }
    }

    async fn did_close(&self, params: lsp::DidCloseTextDocumentParams) {
        let uri = params.text_document.uri;
        if self.state.documents().close(&uri) {
            // The closed document's trees are freed on the reclaim thread: what they held is
            // handed back once that is done.
            tidy_after(&self.state, crate::allocator::HEAVY_WORK);
            let _ = self.publish.send(Publish {
                uri,
                revision: None,
                version: None,
                diagnostics: Vec::new(),
            });
        }
    }

    async fn did_change_configuration(&self, params: lsp::DidChangeConfigurationParams) {
        // Whatever the notification carries (null included), the settings are read again.
        let pushed = config::pushed_section(&params.settings).cloned();
        self.refresh_settings(pushed);
    }

    async fn hover(&self, params: lsp::HoverParams) -> jsonrpc::Result<Option<lsp::Hover>> {
        let at = params.text_document_position_params;
        self.document_request(at.text_document.uri, move |request| {
            requests::hover(&requests::At::new(request, at.position))
        })
        .await
    }

    async fn completion(
        &self,
        params: lsp::CompletionParams,
    ) -> jsonrpc::Result<Option<lsp::CompletionResponse>> {
        let at = params.text_document_position;
        self.document_request(at.text_document.uri, move |request| {
            requests::completion(&requests::At::new(request, at.position))
        })
        .await
    }

    async fn formatting(
        &self,
        params: lsp::DocumentFormattingParams,
    ) -> jsonrpc::Result<Option<Vec<lsp::TextEdit>>> {
        let replies = Arc::clone(&self.state.replies);
        self.document_request(params.text_document.uri, move |request| {
            let edits = requests::formatting(request, None)?;
            Some(replies.stand_in(edits, |ticket| {
                vec![lsp::TextEdit {
                    range: lsp::Range::default(),
                    new_text: ticket,
                }]
            }))
        })
        .await
    }

    async fn code_action(
        &self,
        params: lsp::CodeActionParams,
    ) -> jsonrpc::Result<Option<lsp::CodeActionResponse>> {
        let uri = params.text_document.uri.clone();
        self.document_request(uri.clone(), move |request| {
            actions::code_actions(request, &uri, &params)
        })
        .await
    }

    async fn execute_command(
        &self,
        params: lsp::ExecuteCommandParams,
    ) -> jsonrpc::Result<Option<lsp::LSPAny>> {
        if params.command == conversion::CONVERT {
            return self.convert_document(&params.arguments).await;
        }
        if params.command != actions::APPLY_FIX {
            return Err(jsonrpc::Error::invalid_params(format!(
                "gamerec has no command `{}`",
                params.command
            )));
        }
        let Some(fix) = actions::FixArguments::read(&params.arguments) else {
            return Err(jsonrpc::Error::invalid_params(
                "the arguments are not those of a gamerec code action",
            ));
        };
        let current = self.state.documents().version(&fix.uri);
        if current != Some(fix.version) {
            return Err(jsonrpc::Error::content_modified());
        }
        let answer = self.client.apply_edit(fix.edit).await?;
        if !answer.applied {
            logging::warn(format_args!(
                "the editor did not apply the fix to {}: {}",
                fix.uri.as_str(),
                answer
                    .failure_reason
                    .as_deref()
                    .unwrap_or("no reason given")
            ));
        }
        Ok(None)
    }

    async fn range_formatting(
        &self,
        params: lsp::DocumentRangeFormattingParams,
    ) -> jsonrpc::Result<Option<Vec<lsp::TextEdit>>> {
        let range = params.range;
        self.document_request(params.text_document.uri, move |request| {
            requests::formatting(request, Some(range))
        })
        .await
    }

    async fn document_symbol(
        &self,
        params: lsp::DocumentSymbolParams,
    ) -> jsonrpc::Result<Option<lsp::DocumentSymbolResponse>> {
        let replies = Arc::clone(&self.state.replies);
        self.document_request(params.text_document.uri, move |request| {
            navigation::document_symbols(request, &replies)
        })
        .await
    }

    async fn symbol(
        &self,
        params: lsp::WorkspaceSymbolParams,
    ) -> jsonrpc::Result<Option<lsp::WorkspaceSymbolResponse>> {
        let documents: Vec<_> = {
            let documents = self.state.documents();
            documents
                .revisions()
                .into_iter()
                .filter_map(|(uri, revision)| {
                    let snapshot = documents.snapshot_at(&uri, revision)?;
                    Some((uri, snapshot))
                })
                .collect()
        };
        let encoding = self.state.encoding();
        let settings = self.state.config().effective();
        let documents = (documents.into_iter())
            .filter(|(_, snapshot)| too_large(snapshot, &settings).is_none())
            .collect();
        tokio::task::spawn_blocking(move || {
            navigation::workspace_symbols(documents, encoding, &params.query)
        })
        .await
        .map_err(|error| {
            logging::error(format_args!("workspace/symbol failed: {error}"));
            jsonrpc::Error::internal_error()
        })
    }

    async fn folding_range(
        &self,
        params: lsp::FoldingRangeParams,
    ) -> jsonrpc::Result<Option<Vec<lsp::FoldingRange>>> {
        self.document_request(params.text_document.uri, navigation::folding_ranges)
            .await
    }

    async fn goto_definition(
        &self,
        params: lsp::GotoDefinitionParams,
    ) -> jsonrpc::Result<Option<lsp::GotoDefinitionResponse>> {
        let at = params.text_document_position_params;
        let uri = at.text_document.uri.clone();
        self.document_request(at.text_document.uri, move |request| {
            navigation::definition(&requests::At::new(request, at.position), &uri)
        })
        .await
    }

    async fn references(
        &self,
        params: lsp::ReferenceParams,
    ) -> jsonrpc::Result<Option<Vec<lsp::Location>>> {
        let at = params.text_document_position;
        let uri = at.text_document.uri.clone();
        let include_declaration = params.context.include_declaration;
        self.document_request(at.text_document.uri, move |request| {
            let at = requests::At::new(request, at.position);
            navigation::references(&at, &uri, include_declaration)
        })
        .await
    }

    async fn selection_range(
        &self,
        params: lsp::SelectionRangeParams,
    ) -> jsonrpc::Result<Option<Vec<lsp::SelectionRange>>> {
        let positions = params.positions;
        self.document_request(params.text_document.uri, move |request| {
            navigation::selection_ranges(request, &positions)
        })
        .await
    }

    async fn document_link(
        &self,
        params: lsp::DocumentLinkParams,
    ) -> jsonrpc::Result<Option<Vec<lsp::DocumentLink>>> {
        self.document_request(params.text_document.uri, navigation::document_links)
            .await
    }

    async fn semantic_tokens_full(
        &self,
        params: lsp::SemanticTokensParams,
    ) -> jsonrpc::Result<Option<lsp::SemanticTokensResult>> {
        self.semantic_full(params).await
    }

    async fn semantic_tokens_full_delta(
        &self,
        params: lsp::SemanticTokensDeltaParams,
    ) -> jsonrpc::Result<Option<lsp::SemanticTokensFullDeltaResult>> {
        self.semantic_delta(params).await
    }

    async fn semantic_tokens_range(
        &self,
        params: lsp::SemanticTokensRangeParams,
    ) -> jsonrpc::Result<Option<lsp::SemanticTokensRangeResult>> {
        self.semantic_range(params).await
    }

    async fn inlay_hint(
        &self,
        params: lsp::InlayHintParams,
    ) -> jsonrpc::Result<Option<Vec<lsp::InlayHint>>> {
        self.inlay_hints(params).await
    }
}

/// Characters after which clients ask for completions without a word typed: a PBN tag or SGF
/// value opens (`[`), a PBN value opens (`"`), an SGF node starts (`;`), an RBN field starts
/// (`:`).
const COMPLETION_TRIGGERS: [&str; 4] = ["[", "\"", ";", ":"];

/// Exactly what is implemented: open/close, incremental changes and save notifications, hover,
/// completion and formatting; code actions (as the client can take them); document and
/// workspace symbols, folding, definition and references of notes, selection ranges and
/// document links; semantic tokens (full, delta and range) and inlay hints.
fn capabilities(encoding: PositionEncoding, abilities: Abilities) -> lsp::ServerCapabilities {
    let delivery = abilities.code_action_delivery();
    lsp::ServerCapabilities {
        position_encoding: Some(encoding.kind()),
        text_document_sync: Some(lsp::TextDocumentSyncCapability::Options(
            lsp::TextDocumentSyncOptions {
                open_close: Some(true),
                change: Some(lsp::TextDocumentSyncKind::INCREMENTAL),
                will_save: None,
                will_save_wait_until: None,
                save: Some(lsp::TextDocumentSyncSaveOptions::Supported(true)),
            },
        )),
        hover_provider: Some(lsp::HoverProviderCapability::Simple(true)),
        document_formatting_provider: Some(lsp::OneOf::Left(true)),
        document_range_formatting_provider: Some(lsp::OneOf::Left(true)),
        completion_provider: Some(lsp::CompletionOptions {
            trigger_characters: Some(COMPLETION_TRIGGERS.map(str::to_owned).to_vec()),
            ..lsp::CompletionOptions::default()
        }),
        document_symbol_provider: Some(lsp::OneOf::Left(true)),
        workspace_symbol_provider: Some(lsp::OneOf::Left(true)),
        folding_range_provider: Some(lsp::FoldingRangeProviderCapability::Simple(true)),
        definition_provider: Some(lsp::OneOf::Left(true)),
        references_provider: Some(lsp::OneOf::Left(true)),
        selection_range_provider: Some(lsp::SelectionRangeProviderCapability::Simple(true)),
        document_link_provider: Some(lsp::DocumentLinkOptions {
            resolve_provider: Some(false),
            work_done_progress_options: lsp::WorkDoneProgressOptions::default(),
        }),
        code_action_provider: delivery.map(|delivery| match delivery {
            ActionDelivery::Literals => {
                lsp::CodeActionProviderCapability::Options(lsp::CodeActionOptions {
                    code_action_kinds: Some(actions::kinds()),
                    ..lsp::CodeActionOptions::default()
                })
            }
            ActionDelivery::Commands => lsp::CodeActionProviderCapability::Simple(true),
        }),
        execute_command_provider: {
            let mut commands = Vec::new();
            if delivery == Some(ActionDelivery::Commands) {
                commands.push(actions::APPLY_FIX.to_owned());
            }
            if abilities.creates_files() {
                commands.push(conversion::CONVERT.to_owned());
            }
            (!commands.is_empty()).then(|| lsp::ExecuteCommandOptions {
                commands,
                ..lsp::ExecuteCommandOptions::default()
            })
        },
        semantic_tokens_provider: Some(semantic::capability()),
        inlay_hint_provider: Some(lsp::OneOf::Left(true)),
        ..lsp::ServerCapabilities::default()
    }
}
