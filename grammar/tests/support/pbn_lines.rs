//! Lines of small PBN games, good and broken, that random documents are made of.

/// Lines of small games, good and broken.
pub const LINES: &[&str] = &[
    "",
    "  ",
    "\t",
    "% PBN 2.1",
    "%",
    "[Event \"Club\"]",
    "[Dealer \"N\"]",
    "[Deal \"N:A... K... .A.. ..A.\"]",
    "[Auction \"E\"]",
    "1NT =1= Pass X AP",
    "[Note \"1:strong\"]",
    "[Play \"N\"]",
    "SA S2 - S4",
    "*",
    "[OptimumResultTable \"Declarer;Denomination\\2R;Result\\2R\"]",
    "N NT 9",
    "{ a comment [Event \"x\"]",
    "{ open",
    "close }",
    "; a line comment",
    "[Note \"a ] b\"]",
    "[Event",
    "\"unclosed",
    "é",
];
