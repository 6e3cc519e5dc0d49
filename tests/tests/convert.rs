//! `gamerec convert` end to end: LIN written as PBN beside the source or into `-o`, RBN to
//! every bridge format and back, the new files checked clean, what the target cannot hold
//! reported, standard input to standard output, and the files it must refuse.

use gamerec_tests::{run_in, run_with_stdin, workspace_root};
use std::ffi::OsStr;
use std::fs;
use std::path::Path;

fn in_dir(dir: &Path, args: &[&str]) -> gamerec_tests::Run {
    let args: Vec<&OsStr> = args.iter().copied().map(OsStr::new).collect();
    run_in(dir, &args, b"")
}

const BOARD: &str = "pn|Sara,Wim,Nils,Eva|st||md|3SAKQ2HJT9D876C543,S7654H8765DJT9CT9,\
                     SJT98HAKDAKQ2CQJ2,|rh||ah|Board 1|sv|o|mb|1N!|an|15-17|mb|p|mb|3N|mb|p|\
                     mb|p|mb|p|pg||\npc|CA|pc|C3|pc|C9|pc|C2|pg||\nmc|9|pg||\n";

#[test]
fn a_lin_file_is_written_as_pbn_beside_it_and_reads_back_clean() {
    let dir = tempfile::tempdir().expect("temporary directory");
    fs::write(dir.path().join("club.lin"), BOARD).unwrap();
    let run = in_dir(dir.path(), &["convert", "--to", "pbn", "club.lin"]);
    assert_eq!(run.code, 0, "{run:?}");
    assert_eq!(
        run.stderr,
        "gamerec: club.lin: board 1: PBN has no claim: the claim's 9 tricks are written as the \
         Result\nclub.lin -> club.pbn (1 board)\n"
    );
    let pbn = fs::read_to_string(dir.path().join("club.pbn")).unwrap();
    for line in [
        "[Board \"1\"]",
        "[South \"Sara\"]",
        "[Dealer \"N\"]",
        "[Deal \"N:JT98.AK.AKQ2.QJ2 3.Q432.543.AK876 AKQ2.JT9.876.543 7654.8765.JT9.T9\"]",
        "[Contract \"3NT\"]",
        "[Result \"9\"]",
        "1NT =1= Pass 3NT Pass",
        "[Note \"1:15-17\"]",
        "[Play \"E\"]",
        "CA C3 C9 C2",
    ] {
        assert!(pbn.lines().any(|written| written == line), "{line}\n{pbn}");
    }
    let check = in_dir(dir.path(), &["check", "club.pbn"]);
    assert_eq!(check.code, 0, "{check:?}");
}

#[test]
fn a_pbn_file_is_written_as_lin_with_what_lin_cannot_hold_reported() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let pbn = "% PBN 2.1\n\n[Event \"Club\"]\n[Site \"Home\"]\n[Board \"1\"]\n[Dealer \"N\"]\n\
               [Vulnerable \"None\"]\n[Deal \"N:JT98.AK.AKQ2.QJ2 3.Q432.543.AK876 \
               AKQ2.JT9.876.543 7654.8765.JT9.T9\"]\n[Declarer \"N\"]\n[Contract \"3NT\"]\n\
               [Result \"9\"]\n[Auction \"N\"]\n1NT Pass 3NT AP\n";
    fs::write(dir.path().join("club.pbn"), pbn).unwrap();
    let run = in_dir(dir.path(), &["convert", "--to", "lin", "club.pbn"]);
    assert_eq!(run.code, 0, "{run:?}");
    assert_eq!(
        run.stderr,
        "gamerec: club.pbn: board 1: LIN has no date or place: the board's are not written\n\
         club.pbn -> club.lin (1 board)\n"
    );
    assert_eq!(
        fs::read_to_string(dir.path().join("club.lin")).unwrap(),
        "vg|Club,,I,1,1,,0,,0|pg||\n\n\
         pn|,,,|st||md|3SAKQ2HJT9D876C543,S7654H8765DJT9CT9,SJT98HAKDAKQ2CQJ2,\
         S3HQ432D543CAK876|rh||ah|Board 1|sv|o|mb|1N|mb|p|mb|3N|mb|p|mb|p|mb|p|pg||\nmc|9|pg||\n"
    );
    let check = in_dir(dir.path(), &["check", "club.lin"]);
    assert_eq!(check.code, 0, "{check:?}");
}

const RECORD: &str = "% RBN 3.2\nD 20240411\nL Leiden\nE Club Teams\nT Counting:Sam\n\
                      N Bert+Dirk:Anna+Carla:O\nB 1\n\
                      H N:AKQ2.KJ5.T98.A43:J976.Q82.AJ5.K72:T85.A9743.K.QJ65:\n\
                      A NZ:1SP2C*^1P:2SP4SA\n1 asks for a major\nC 4S:N\nP H23TK:SA653\n\
                      R 10\n{Trumps first.}\n";

#[test]
fn an_rbn_file_goes_to_every_bridge_format_and_back() {
    let dir = tempfile::tempdir().expect("temporary directory");
    fs::write(dir.path().join("club.rbn"), RECORD).unwrap();
    let run = in_dir(dir.path(), &["convert", "--to", "pbn", "club.rbn"]);
    assert_eq!(run.code, 0, "{run:?}");
    assert_eq!(
        run.stderr,
        "gamerec: club.rbn: board 1, open room: the title and author (T) is not carried\n\
         club.rbn -> club.pbn (1 board)\n"
    );
    let pbn = fs::read_to_string(dir.path().join("club.pbn")).unwrap();
    for line in [
        "[Site \"Leiden\"]",
        "[Date \"2024.04.11\"]",
        "[Room \"Open\"]",
        "1S Pass 2C =1= Pass",
        "[Note \"1:asks for a major\"]",
        "H2 H3 HT HK",
        "{Trumps first.}",
    ] {
        assert!(pbn.lines().any(|written| written == line), "{line}\n{pbn}");
    }
    for target in ["rbx", "lin"] {
        let run = in_dir(dir.path(), &["convert", "--to", target, "club.rbn"]);
        assert_eq!(run.code, 0, "{run:?}");
    }
    let back = in_dir(
        dir.path(),
        &["convert", "--to", "rbn", "-o", "back", "club.rbx"],
    );
    assert_eq!(back.code, 0, "{back:?}");
    let rbn = fs::read_to_string(dir.path().join("back/club.rbn")).unwrap();
    assert_eq!(
        rbn,
        "% RBN 3.2\nD 20240411\nL Leiden\nE Club Teams\nN Bert+Dirk:Anna+Carla:O\nB 1\n\
         H N:AKQ2.KJ5.T98.A43:J976.Q82.AJ5.K72:T85.A9743.K.QJ65:\n\
         A NZ:1SP2C*^1P:2SP4SA\n1 asks for a major\nC 4S:N\nP H23TK:SA653\nR 10\n\
         {Trumps first.}\n"
    );
    let check = in_dir(
        dir.path(),
        &["check", "club.pbn", "club.rbx", "club.lin", "back"],
    );
    assert_eq!(check.code, 0, "{check:?}");
}

#[test]
fn into_a_folder_and_from_standard_input() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let examples = workspace_root().join("docs/examples/lin/club-pairs.lin");
    let source = examples.to_string_lossy().into_owned();
    let run = in_dir(
        dir.path(),
        &["convert", "--to", "lin", "-o", "out", &source],
    );
    assert_eq!(run.code, 0, "{run:?}");
    let written = fs::read_to_string(dir.path().join("out/club-pairs.lin")).unwrap();
    assert!(
        written.starts_with("pn|Sara,Wim,Nils,Eva|st||md|3"),
        "{written}"
    );
    let piped = run_with_stdin(
        &["convert", "--to", "pbn", "--as", "lin", "-"],
        BOARD.as_bytes(),
    );
    assert_eq!(piped.code, 0, "{piped:?}");
    assert!(
        piped
            .stdout
            .starts_with("% PBN 2.1\n\n[Event \"\"]\n[Board \"1\"]\n"),
        "{piped:?}"
    );
}

#[test]
fn files_it_cannot_convert_are_reported_and_left_alone() {
    let dir = tempfile::tempdir().expect("temporary directory");
    fs::write(dir.path().join("same.lin"), BOARD).unwrap();
    fs::write(dir.path().join("broken.lin"), "md|3SA,SK,SQ,SJ|mb|8N|\n").unwrap();
    fs::write(dir.path().join("game.sgf"), "(;GM[1]SZ[9])\n").unwrap();
    let run = in_dir(
        dir.path(),
        &[
            "convert",
            "--to",
            "lin",
            "same.lin",
            "broken.lin",
            "game.sgf",
        ],
    );
    assert_eq!(run.code, 2, "{run:?}");
    assert_eq!(
        run.stderr,
        "gamerec: same.lin: would be written over itself; give a folder with `-o`; not \
         converted\n\
         gamerec: broken.lin: has 1 syntax error (`gamerec check` shows them); not converted\n\
         gamerec: game.sgf: gamerec converts bridge files (RBN, RBX, PBN and LIN); SGF is not \
         a bridge format; not converted\n"
    );
    assert_eq!(
        fs::read_to_string(dir.path().join("same.lin")).unwrap(),
        BOARD
    );
    assert!(!dir.path().join("broken.pbn").exists());
    let usage = in_dir(dir.path(), &["convert", "same.lin"]);
    assert_eq!(usage.code, 2);
    assert_eq!(
        usage.stderr,
        "gamerec: `convert` needs `--to` with rbn, rbx, pbn or lin\nTry `gamerec help convert`.\n"
    );
}
