//! Inputs that a parser which re-scans the rest of the text would take quadratic time on. Each
//! is a few hundred kilobytes: linear parsing finishes at once, quadratic parsing would not.

use gamerec_grammar::sgf;

const REPEAT: usize = 20_000;

fn parses_losslessly(text: &str) -> usize {
    let parse = sgf::parse(text);
    assert_eq!(parse.syntax().text().to_string(), text);
    parse.errors().len()
}

#[test]
fn many_unclosed_values() {
    let errors = parses_losslessly(&"(;C[x\n;C[[]y\n".repeat(REPEAT));
    assert!(errors >= 2 * REPEAT);
    assert!(parses_losslessly(&format!("(;C[{}", "a\n".repeat(REPEAT * 10))) == 2);
}

#[test]
fn many_brackets_inside_values() {
    let errors = parses_losslessly(&format!("(;C[[{}]B[aa])", "] x ".repeat(REPEAT * 5)));
    assert_eq!(errors, REPEAT * 5);
}

#[test]
fn many_parentheses_in_text_outside_trees() {
    assert_eq!(parses_losslessly(&"(c) ".repeat(REPEAT * 5)), 1);
    let text = format!("(;B[aa]){}", "(x) ".repeat(REPEAT * 5));
    assert_eq!(parses_losslessly(&text), 0);
}

#[test]
fn many_stray_words_and_missing_values() {
    let errors = parses_losslessly(&format!("(;{})", "word_x AB ".repeat(REPEAT * 2)));
    assert_eq!(errors, REPEAT * 4);
}
