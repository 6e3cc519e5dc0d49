//! The order in which SGFC writes the properties of a node: a fixed priority for each
//! identifier, highest first; properties of equal priority keep their order.

/// SGFC's priority of the property with the FF\[4\] identifier `id`; 0 for one it does not know.
pub(super) fn sgfc_priority(id: &str) -> u8 {
    match id {
        "FF" => 96,
        "CA" => 95,
        "GM" => 94,
        "SZ" => 93,
        "ST" => 92,
        "AP" => 91,
        "VW" => 90,
        "GN" => 89,
        "EV" => 88,
        "RO" => 87,
        "PB" => 86,
        "BR" => 85,
        "BT" => 84,
        "HA" => 83,
        "PW" => 82,
        "WR" => 81,
        "WT" => 80,
        "KM" | "KI" => 78,
        "DT" => 77,
        "PC" => 76,
        "RE" => 75,
        "TM" => 74,
        "OT" => 73,
        "RU" => 72,
        "SO" => 70,
        "US" => 69,
        "AN" => 68,
        "GC" => 67,
        "ON" => 66,
        "CP" => 65,
        "AB" | "AW" => 62,
        "AE" => 61,
        "B" | "W" => 60,
        "LB" | "AR" | "LN" | "MA" | "TR" | "CR" | "TB" | "TW" | "SQ" | "SL" | "DD" => 50,
        "L" | "M" => 49,
        "N" | "C" => 40,
        "PL" | "V" | "GB" | "GW" | "UC" | "DM" | "TE" | "BM" | "DO" | "IT" | "HO" => 35,
        "BL" | "WL" => 31,
        "OB" | "OW" => 30,
        "KO" | "FG" | "MN" | "PM" => 20,
        // Properties FF[4] dropped.
        "CH" | "SI" | "BS" | "WS" | "ID" | "TC" | "OM" | "OP" | "OV" | "LT" | "RG" | "SC"
        | "SE" | "EL" | "EX" => 5,
        _ => 0,
    }
}

#[test]
fn root_then_game_info_then_moves_then_unknown() {
    let ids = ["XX", "C", "B", "PB", "GM", "FF", "EX", "AB"];
    let mut sorted = ids;
    sorted.sort_by_key(|id| std::cmp::Reverse(sgfc_priority(id)));
    assert_eq!(sorted, ["FF", "GM", "PB", "AB", "B", "C", "EX", "XX"]);
}
