//! Snapshot tests of RBN and RBX trees and errors.

use expect_test::{expect, Expect};

fn check(text: &str, expect: Expect) {
    let parse = super::parse(text);
    assert_eq!(parse.syntax().text().to_string(), text);
    expect.assert_eq(&parse.debug_dump());
}

#[test]
fn smoke() {
    check(
        "D 19930512\n",
        expect![[r#"
        RBN_FILE@0..11
          RBN_RECORD@0..11
            RBN_DATE_LABEL@0..10
              RBN_LABEL_NAME@0..1 "D"
              WHITESPACE@1..2 " "
              RBN_DATE@2..10
                RBN_YEAR@2..6 "1993"
                RBN_MONTH@6..8 "05"
                RBN_DAY@8..10 "12"
            NEWLINE@10..11 "\n"
    "#]],
    );
}
