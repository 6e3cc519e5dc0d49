//! A small logger: messages at or above the chosen level go to standard error and, while the
//! language server runs, those at `info` and above also to the editor (`window/logMessage`).

use std::fmt;
use std::sync::atomic::{AtomicU8, Ordering};
use std::sync::Mutex;
use tokio::sync::mpsc::UnboundedSender;

/// How detailed a message is; a level lets through itself and everything above it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Level {
    Error = 1,
    Warn = 2,
    Info = 3,
    Debug = 4,
    Trace = 5,
}

impl Level {
    pub const NAMES: &'static str = "error|warn|info|debug|trace";
    const ALL: [Level; 5] = [
        Level::Error,
        Level::Warn,
        Level::Info,
        Level::Debug,
        Level::Trace,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Level::Error => "error",
            Level::Warn => "warn",
            Level::Info => "info",
            Level::Debug => "debug",
            Level::Trace => "trace",
        }
    }

    /// The level called `name`, in any case.
    pub fn from_name(name: &str) -> Option<Level> {
        Level::ALL
            .into_iter()
            .find(|level| level.name().eq_ignore_ascii_case(name.trim()))
    }
}

/// The environment variable that sets the level when no option does.
pub const ENV_VAR: &str = "GAMEREC_LOG";

static LEVEL: AtomicU8 = AtomicU8::new(Level::Warn as u8);
static FORWARD: Mutex<Option<UnboundedSender<(Level, String)>>> = Mutex::new(None);

pub fn set_level(level: Level) {
    LEVEL.store(level as u8, Ordering::Relaxed);
}

pub fn enabled(level: Level) -> bool {
    level as u8 <= LEVEL.load(Ordering::Relaxed)
}

/// Sends the messages at `info` and above to `sender` too (`None`: no longer).
pub fn forward_to(sender: Option<UnboundedSender<(Level, String)>>) {
    *FORWARD
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner()) = sender;
}

/// Sets the level from `GAMEREC_LOG`, if it is set; a value that is not a level is reported
/// and leaves the level as it was.
pub fn set_level_from_env() {
    let Some(value) = std::env::var_os(ENV_VAR) else {
        return;
    };
    match value.to_str().and_then(Level::from_name) {
        Some(level) => set_level(level),
        None => eprintln!(
            "gamerec: warning: ignoring {ENV_VAR}={}: expected one of {}",
            value.to_string_lossy(),
            Level::NAMES
        ),
    }
}

pub fn log(level: Level, message: fmt::Arguments<'_>) {
    if !enabled(level) {
        return;
    }
    let message = message.to_string();
    eprintln!("gamerec: {}: {message}", level.name());
    if level <= Level::Info {
        let forward = FORWARD
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        if let Some(sender) = forward.as_ref() {
            let _ = sender.send((level, message));
        }
    }
}

pub fn error(message: fmt::Arguments<'_>) {
    log(Level::Error, message);
}

pub fn warn(message: fmt::Arguments<'_>) {
    log(Level::Warn, message);
}

pub fn info(message: fmt::Arguments<'_>) {
    log(Level::Info, message);
}

pub fn debug(message: fmt::Arguments<'_>) {
    log(Level::Debug, message);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_by_name_and_order() {
        assert_eq!(Level::from_name("INFO"), Some(Level::Info));
        assert_eq!(Level::from_name("verbose"), None);
        assert!(Level::Error < Level::Warn && Level::Debug < Level::Trace);
        for level in Level::ALL {
            assert_eq!(Level::from_name(level.name()), Some(level));
        }
    }
}
