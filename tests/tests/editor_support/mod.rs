//! What the real-editor tests share: where they install editors and leave their output,
//! the fixtures, running the install scripts under `tests/editors/`, running an editor with a
//! guard against hangs, and the text `gamerec fmt` makes of a fixture.

use std::collections::BTreeMap;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::{Mutex, MutexGuard};
use std::thread;
use std::time::{Duration, Instant};

use gamerec_tests::workspace_root;

/// How long one editor run may take before it counts as hung and is killed.
const HANG_GUARD: Duration = Duration::from_secs(180);

/// The target directory the tests were built in, `CARGO_TARGET_DIR` when that is set: cargo's
/// scratch directory for integration tests is inside it.
fn target_dir() -> &'static Path {
    let scratch = Path::new(env!("CARGO_TARGET_TMPDIR"));
    scratch.parent().unwrap_or(scratch)
}

/// Where the editor tests install the editors and tools they run (`editor-tools/` in the
/// target directory), kept from one run to the next.
pub fn tools_dir() -> PathBuf {
    target_dir().join("editor-tools")
}

/// Where the tests of `editor` leave what a person may want to look at after a run, such as
/// screenshots and logs (`editor-tests/<editor>/` in the target directory).
pub fn output_dir(editor: &str) -> PathBuf {
    target_dir().join("editor-tests").join(editor)
}

/// Says, past the test harness's capture, what the editor tier installs before it does.
pub fn announce_install(what: &str) {
    gamerec_tiers::say(&format!("editor tier: installing {what}"));
}

/// Held while an editor tier script installs tools: the editor tests share one process, and two
/// installs at once would contend for apt's and npm's locks.
pub fn one_install_at_a_time() -> MutexGuard<'static, ()> {
    static INSTALLING: Mutex<()> = Mutex::new(());
    // A guard poisoned by a failed install still serialises the next one.
    INSTALLING
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// Runs `tests/editors/<script>` with `args` and returns the `NAME=VALUE` lines it prints.
/// Panics with the script's output when it fails: a missing editor is a failure, never a skip.
pub fn install(script: &str, args: &[&Path]) -> BTreeMap<String, PathBuf> {
    let _one_at_a_time = one_install_at_a_time();
    let path = workspace_root().join("tests/editors").join(script);
    let output = Command::new("sh")
        .arg(&path)
        .args(args)
        .stdin(Stdio::null())
        .output()
        .unwrap_or_else(|error| panic!("cannot run {}: {error}", path.display()));
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        output.status.success(),
        "{} failed ({}); the editor tests need what it installs.\nstdout:\n{stdout}\nstderr:\n{}",
        path.display(),
        output.status,
        String::from_utf8_lossy(&output.stderr)
    );
    stdout
        .lines()
        .filter_map(|line| line.split_once('='))
        .map(|(name, value)| (name.to_owned(), PathBuf::from(value)))
        .collect()
}

/// What an editor run printed.
#[derive(Debug)]
pub struct EditorRun {
    pub success: bool,
    pub status: String,
    pub stdout: String,
    pub stderr: String,
}

/// Runs `command` to its end with standard input closed, killing it (and failing) if it has not
/// ended after a generous guard time.
pub fn run_editor(mut command: Command) -> EditorRun {
    let mut child = command
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|error| panic!("cannot start {command:?}: {error}"));
    let stdout = drain(&mut child, true);
    let stderr = drain(&mut child, false);
    let started = Instant::now();
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break status,
            Ok(None) if started.elapsed() < HANG_GUARD => thread::sleep(Duration::from_millis(50)),
            Ok(None) | Err(_) => {
                let _ = child.kill();
                let _ = child.wait();
                panic!(
                    "the editor did not finish within {HANG_GUARD:?}; it hangs.\nstdout:\n{}\nstderr:\n{}",
                    stdout.join().unwrap_or_default(),
                    stderr.join().unwrap_or_default()
                );
            }
        }
    };
    EditorRun {
        success: status.success(),
        status: status.to_string(),
        stdout: stdout.join().unwrap_or_default(),
        stderr: stderr.join().unwrap_or_default(),
    }
}

fn drain(child: &mut Child, stdout: bool) -> thread::JoinHandle<String> {
    let mut stream: Box<dyn Read + Send> = if stdout {
        Box::new(child.stdout.take().expect("stdout is piped"))
    } else {
        Box::new(child.stderr.take().expect("stderr is piped"))
    };
    thread::spawn(move || {
        let mut bytes = Vec::new();
        let _ = stream.read_to_end(&mut bytes);
        String::from_utf8_lossy(&bytes).into_owned()
    })
}

/// The start of the title of a quick fix the server offers for a fixture's diagnostic, where
/// it offers one.
pub fn fix_title(code: &str) -> Option<&'static str> {
    match code {
        "preferans/wrong-trick-winner" | "pinochle/wrong-trick-winner" => Some("Give trick"),
        _ => code.ends_with("/duplicate-card").then_some("Remove"),
    }
}

/// The text `gamerec fmt` makes of `text` read as `format`: what Format Document must produce.
pub fn formatted(format: &str, text: &str) -> String {
    let run = gamerec_tests::run_with_stdin(&["fmt", "--as", format, "-"], text.as_bytes());
    assert_eq!(run.code, 0, "gamerec fmt failed: {}", run.stderr);
    assert_ne!(
        run.stdout, text,
        "the {format} fixture must need formatting"
    );
    run.stdout
}

/// One file the editor opens, and what the server must say about it.
pub struct Fixture {
    pub name: &'static str,
    /// The language id the editor gives the file: rbn, rbx, pbn, sgf, ppn or lin (Neovim's filetype,
    /// Emacs's mode without `-mode`).
    pub language: &'static str,
    /// The format gamerec reads it as (`--as`).
    pub format: &'static str,
    pub text: &'static str,
    /// A diagnostic that must arrive: code, 0-based line and character, severity.
    pub diagnostic: (&'static str, u32, u32, &'static str),
    /// A hover position and a phrase its explanation contains.
    pub hover: (u32, u32, &'static str),
    /// A 0-based line and a text one of the inlay hints on it contains.
    pub inlay: (u32, &'static str),
}

/// One file per format, extensions in several cases; each has a finding and needs formatting.
pub const FIXTURES: [Fixture; 7] = [
    Fixture {
        name: "deal.pbn",
        language: "pbn",
        format: "pbn",
        text: "% PBN 2.1\n[Event \"Club\"]\n[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n\
               [Deal \"N:AKQ2.KJ5.T98.A43 J976.Q82.AJ5.K72 T85.A9743.K.QJ65 43.T6.Q76432.T9A\"]\n",
        diagnostic: ("pbn/duplicate-card", 5, 75, "error"),
        hover: (1, 2, "The name of the tournament or match"),
        inlay: (5, "HCP"),
    },
    Fixture {
        name: "Record.RBN",
        language: "rbn",
        format: "rbn",
        text: "% RBN 3.2\nB 1\nD 20240315\nE Club Teams\n\
               H N:AKQ2.KJ5.T98.A43:J976.Q82.AJ5.K72:T85.A9743.K.QJ6A:\n\
               A NZ:1SP2SP:4SA\nC 4S:N\nR 10+420\n\n",
        diagnostic: ("rbn/duplicate-card", 4, 53, "error"),
        hover: (3, 0, "Event or Main Heading"),
        inlay: (4, "HCP"),
    },
    Fixture {
        name: "line.Rbx",
        language: "rbx",
        format: "rbx",
        text: "%{RBX}B{1}D{20240315}E{Club Teams}\
               H{N:AKQ2.KJ5.T98.A43:J976.Q82.AJ5.K72:T85.A9743.K.QJ6A:}\
               A{NZ:1SP2SP:4SA}C{4S:N}R{10+420}\n",
        diagnostic: ("rbn/duplicate-card", 0, 87, "error"),
        hover: (0, 21, "Event or Main Heading"),
        inlay: (0, "HCP"),
    },
    // The severity is the one the tests' settings give (the server's own is `error`).
    Fixture {
        name: "game.SGF",
        language: "sgf",
        format: "sgf",
        text: "(;FF[4]GM[1]SZ[9]PB[Black]PW[White];B[ee];W[ee];B[gc])\n",
        diagnostic: ("sgf/occupied-point", 0, 43, "warning"),
        hover: (0, 17, "Player Black"),
        inlay: (0, "3"),
    },
    // A trick given to the wrong player; the hints decode the hands, contract and tricks.
    Fixture {
        name: "friday.ppn",
        language: "ppn",
        format: "preferans",
        text: "[Bula   60]\n[Refe 2]\n[Player1 ana]\n[Player2 bora]\n[Player3 ceca]\n\
               [Result1 0]\n[Result2 0]\n[Result3 0]\n\n\
               [20 312 E8PD4QRFJOKCV79SB63G25AHUWMINT1L P,M4,4 1 KG 4 8 0 8 3 \
               4723,1583,OLI3,F9A3,PST2,MJV2,HEC2,WQB2,UR62,ND32 F3:L24,M1:8,F6:L48]\n",
        diagnostic: ("preferans/wrong-trick-winner", 9, 66, "error"),
        hover: (0, 2, "The bula"),
        inlay: (9, "hearts"),
    },
    // The same language as Preferans, read as Pinochle by its `% PPN` header: a trick given
    // to the wrong player; the hints number the trick and give the running play score.
    Fixture {
        name: "club.ppn",
        language: "ppn",
        format: "pinochle",
        text: "% PPN 1.0\n% IMPORT\n\n[Dealer   \"W\"]\n[Trump \"S\"]\n\
               [Deal \"N:AK... .A.T. ..AK. T...A\"]\n[Play \"N\"]\nCA ST SA CT (E4)\n",
        diagnostic: ("pinochle/wrong-trick-winner", 7, 13, "error"),
        hover: (3, 2, "The seat of the player who dealt"),
        inlay: (7, "Σ 4:0"),
    },
    // A revoke in the second trick of a board; the hints give each hand's points.
    Fixture {
        name: "board.LIN",
        language: "lin",
        format: "lin",
        text: "pn|Sara,Wim,Nils,Eva|md|3SAKQ2HJT9D876C543,S7654H8765DJT9CT9,SJT98HAKDAKQ2CQJ2,|\
               sv|o|mb|1N|mb|p|mb|3N|mb|p|mb|p|mb|p|pg||\npc|CA| pc|C3|pc|H5|pc|C2|pg||\n",
        diagnostic: ("lin/revoke", 1, 16, "error"),
        hover: (0, 1, "players' names"),
        inlay: (0, "HCP"),
    },
];
