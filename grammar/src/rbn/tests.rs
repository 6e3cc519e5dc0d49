//! Tests of RBN and RBX parsing: the tree of each input under `grammar/test_data/parser/rbn`
//! and `.../rbx` (see `crate::parser_data`), and the format document's examples.

use crate::Format;

/// The inputs in `grammar/test_data/parser/rbn` parse to their `.rast` trees.
#[test]
fn rbn_inputs_parse_to_their_expected_trees() {
    crate::parser_data::check_folder(Format::Rbn);
}

/// The inputs in `grammar/test_data/parser/rbx` parse to their `.rast` trees.
#[test]
fn rbx_inputs_parse_to_their_expected_trees() {
    crate::parser_data::check_folder(Format::Rbx);
}

/// The example values of the RBN 3.2 document, label by label: none is a syntax error.
#[test]
fn examples_of_the_format_document_have_no_errors() {
    let lines = [
        "D 19980131",
        "D 199709",
        "D 1986120911",
        "D 1955C",
        "D 20010704:1930",
        "D 20120428:072315G",
        "T Greed Costs Contract:Richard Pavlicek",
        "T :Joe Blow",
        "T Preempts:: Fact or Fiction?:Marty Bergen",
        "L Toronto ON:Royal York Hotel",
        "E Southeastern Regional:Flight A Open Pairs",
        "F X:Butler",
        "F C:NS 60",
        "F A:no honors or partscore carryover",
        "S R32:1",
        "S Slam Bidding:Blackwood",
        "K Italy:USA1:999:22",
        "K Iceland:Bulgaria:76.33:91.50",
        "K France:Spain::-5",
        "K GIB:Jack:99-8",
        "N Wolff+Hamman:Stansby+Martel",
        "N :Jan+Joe:O",
        "N :+Norman Kay:6",
        "N +Roth:GIB 4.0",
        "B 15:C",
        "B 9:97-7-542",
        "B xy",
        "H W:873.A6.KT864.KQ8:96.T54.97.AJ9643:T542.K93.AQ53.52:",
        "H N:AKQ72..AKQ72.753::.AKQ72.753.AKQ72",
        "H E:T4.8642.AKT8.K65",
        "H W:K9.K9.9:3.A3.Q.4:Q82..J.A:A7.7.K8",
        "H W:43:KJ2:Q976:AT85",
        "H W:A875.632.76.8643;Q632.Q87.J842.Q2:KJT4.KJT4.AQ3.AJ;",
        "H E;K5.T.KQJT98.KQJT:A876.A2.765.A876;32.KQJ9876543..9:",
        "A SZ:1SP2SP:4SA",
        "A WE:A",
        "A NB:1SXY",
        "A 1SP2CP:2D",
        "A EB:3CP3N?P:PX!R^1A",
        "0 N-S were a new partnership",
        "C 5D:N",
        "C 6NR:E",
        "C 4SX8:S",
        "C H6:S:S",
        "C CM:W",
        "P SK54T:SA87H3:HA245:HKQ8J",
        "P HQ*3J2:HK47A:DJA53:HT68C7^1",
        "P SK--.:STQA.:--+-:S578",
        "R 10+620",
        "R P:-2",
        "R 12-980:-11",
        "R :66.67",
        "R +2140:+12.29",
        "R 9-100:=",
        "M 8998888788887",
        "M 89?",
        "M :AAABBBAABA",
        "M :77?",
        "M ::987A8+997A8",
        "M ::BA69A=",
        "M :::74499=",
        "M ::987A8=:!=",
        "M ::88666+88667:!!",
        "I 80=99:98:75=97:95:67=94:92:50=90",
        "I 10=98:95:5=91:88:-40=83:42=75:43=65",
        "I Win HA; lead SK=10:Win HA; lead H2=8",
    ];
    for line in lines {
        let parse = super::parse(line);
        assert_eq!(parse.errors(), &[], "{line}");
    }
}
