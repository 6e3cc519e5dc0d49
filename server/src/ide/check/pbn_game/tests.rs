//! Tests of the PBN bridge checks: one fixture per code that triggers it and a near miss.

use super::check_game;
use crate::ide::Diagnostic;
use gamerec_grammar::{parse, Format};

fn check(text: &str) -> Vec<Diagnostic> {
    let parse = parse(Format::Pbn, text);
    let mut out = Vec::new();
    for game in parse.syntax().children() {
        check_game(&game, &mut out);
    }
    out
}

#[test]
fn smoke() {
    assert!(check("[Event \"x\"]\n").is_empty());
}
