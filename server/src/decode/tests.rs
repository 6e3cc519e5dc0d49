//! Tests for decoding: byte-order marks, UTF-8, declared charsets and the default.

use super::{decode, decode_for_detection, decode_owned, Decoded, Source};
use crate::ide::Severity;
use gamerec_grammar::Format;

/// Text, encoding name, BOM flag and the diagnostic as `severity code text-under-range`.
fn summary(decoded: &Decoded) -> (String, &'static str, bool, Option<String>) {
    let diagnostic = decoded.diagnostic.as_ref().map(|diagnostic| {
        let covered = decoded
            .text
            .get(std::ops::Range::<usize>::from(diagnostic.range))
            .unwrap_or("<bad range>");
        format!(
            "{} {} {covered:?}",
            diagnostic.severity.name(),
            diagnostic.code
        )
    });
    (
        decoded.text.clone(),
        decoded.encoding_name(),
        decoded.bom,
        diagnostic,
    )
}

fn utf16(text: &str, big_endian: bool) -> Vec<u8> {
    let mut bytes = if big_endian {
        vec![0xfe, 0xff]
    } else {
        vec![0xff, 0xfe]
    };
    for unit in text.encode_utf16() {
        let pair = if big_endian {
            unit.to_be_bytes()
        } else {
            unit.to_le_bytes()
        };
        bytes.extend_from_slice(&pair);
    }
    bytes
}

#[test]
fn utf8_bom_is_removed() {
    let decoded = decode(b"\xef\xbb\xbf(;C[caf\xc3\xa9])", Format::Sgf);
    assert_eq!(
        summary(&decoded),
        ("(;C[café])".to_owned(), "UTF-8", true, None)
    );
}

#[test]
fn utf16_little_and_big_endian_boms() {
    let text = "(;CA[UTF-16]C[骊龙 🂡])";
    let little = decode(&utf16(text, false), Format::Sgf);
    assert_eq!(summary(&little), (text.to_owned(), "UTF-16LE", true, None));
    let big = decode(&utf16(text, true), Format::Sgf);
    assert_eq!(summary(&big), (text.to_owned(), "UTF-16BE", true, None));
}

#[test]
fn utf16_with_odd_length_is_reported_and_still_decoded() {
    let mut bytes = utf16("(;C[x])", false);
    bytes.push(b'\n');
    let decoded = decode(&bytes, Format::Sgf);
    let (text, encoding, bom, diagnostic) = summary(&decoded);
    assert_eq!(text, "(;C[x])\u{fffd}");
    assert_eq!((encoding, bom), ("UTF-16LE", true));
    assert_eq!(
        diagnostic.as_deref(),
        Some("error sgf/undecodable \"\u{fffd}\"")
    );
    let message = decoded.diagnostic.map(|d| d.message).unwrap_or_default();
    assert_eq!(
        message,
        "expected UTF-16LE (the file starts with its byte-order mark), found a byte sequence that is not UTF-16LE (shown as `\u{fffd}`)"
    );
}

#[test]
fn utf16_unpaired_surrogate_is_reported() {
    // A high surrogate followed by a letter, in UTF-16BE.
    let bytes = [0xfe, 0xff, 0xd8, 0x3c, 0x00, 0x41];
    let decoded = decode(&bytes, Format::Pbn);
    assert_eq!(
        summary(&decoded),
        (
            "\u{fffd}A".to_owned(),
            "UTF-16BE",
            true,
            Some("error pbn/undecodable \"\u{fffd}\"".to_owned())
        )
    );
}

#[test]
fn valid_utf8_wins_over_the_declaration() {
    let text = "(;CA[ISO-8859-1]PB[骊龙])";
    let decoded = decode(text.as_bytes(), Format::Sgf);
    assert_eq!(summary(&decoded), (text.to_owned(), "UTF-8", false, None));
}

#[test]
fn sgf_declared_utf8() {
    let text = "(;FF[4]CA[UTF-8]PB[Mei Ling]PW[Tomás])";
    let decoded = decode(text.as_bytes(), Format::Sgf);
    assert_eq!(summary(&decoded), (text.to_owned(), "UTF-8", false, None));
}

#[test]
fn sgf_declared_gb18030() {
    let decoded = decode(b"(;FF[4]CA[GB18030]PW[\xe6\xea\xc1\xfa])", Format::Sgf);
    assert_eq!(
        summary(&decoded),
        (
            "(;FF[4]CA[GB18030]PW[骊龙])".to_owned(),
            "gb18030",
            false,
            None
        )
    );
}

#[test]
fn sgf_declared_utf8_over_gbk_is_read_as_gbk() {
    // Fox writes CA[UTF-8] over GBK text.
    let decoded = decode(b"(;CA[UTF-8]PW[\xe6\xea\xc1\xfa])", Format::Sgf);
    assert_eq!(
        summary(&decoded),
        (
            "(;CA[UTF-8]PW[骊龙])".to_owned(),
            "GBK",
            false,
            Some("warning sgf/wrong-charset \"UTF-8\"".to_owned())
        )
    );
    assert_eq!(decoded.source, Source::Guessed);
    let message = decoded.diagnostic.map(|d| d.message).unwrap_or_default();
    assert_eq!(
        message,
        "expected bytes in UTF-8 as `CA[UTF-8]` declares, found 4 byte sequences that are not; reading the file as GBK (guessed from its bytes); change it to `CA[GBK]`"
    );
}

#[test]
fn utf8_with_a_character_cut_short_stays_utf8() {
    // A name cut inside its last character, among names that are valid UTF-8.
    let decoded = decode(
        "(;CA[UTF-8]PB[小心我捶\u{4f60}]PW[骊龙])"
            .as_bytes()
            .iter()
            .copied()
            .filter(|&byte| byte != 0xa0)
            .collect::<Vec<u8>>()
            .as_slice(),
        Format::Sgf,
    );
    assert_eq!(decoded.encoding_name(), "UTF-8");
    assert_eq!(decoded.source, Source::Declared);
    assert_eq!(decoded.undecodable_count, 1);
    assert!(decoded.text.contains("PW[骊龙]"), "{}", decoded.text);
    let code = decoded.diagnostic.map(|d| d.code);
    assert_eq!(code, Some("sgf/undecodable"));
}

#[test]
fn undeclared_east_asian_bytes_are_guessed_with_a_hint() {
    // Shift_JIS, as a Nihon Ki-in file without CA.
    let shift_jis = b"(;GM[1]PB[\x92\x83\x90\xe7\x97\x59\x8e\xa1]PW[\x88\xe4\x8e\x52\x97\x59\x8e\xa1]C[\x8d\x95\x82\xcc\x8f\x9f\x82\xbf])";
    let decoded = decode(shift_jis, Format::Sgf);
    assert_eq!(decoded.encoding_name(), "Shift_JIS");
    assert_eq!(decoded.source, Source::Guessed);
    assert!(decoded.text.contains("PW[井山"), "{}", decoded.text);
    let diagnostic = decoded.diagnostic.expect("a hint");
    assert_eq!(diagnostic.severity, Severity::Hint);
    assert_eq!(diagnostic.code, "sgf/guessed-encoding");
    assert_eq!(
        diagnostic.message,
        "read as Shift_JIS (guessed: the bytes are not UTF-8 and no `CA` property names the charset); add `CA[Shift_JIS]` to the first game's root node"
    );
    // Two bytes of GBK, too few for statistics: the Go world's first East Asian encoding.
    let white = decode(b"(;C[\xb0\xd7])", Format::Sgf);
    assert_eq!(
        (white.encoding_name(), white.text.as_str()),
        ("GBK", "(;C[白])")
    );
}

#[test]
fn undeclared_latin_bytes_keep_the_default_without_a_word() {
    for (bytes, format) in [
        (&b"(;PB[Nicklas \xd6berg]C[\xe9t\xe9])"[..], Format::Sgf),
        (&b"[Event \"Sm\xf3lsk\"]\n"[..], Format::Pbn),
        (&b"% RBN 3.2\nE Caf\xe9 Teams\n"[..], Format::Rbn),
    ] {
        let decoded = decode(bytes, format);
        assert_eq!(decoded.encoding_name(), "windows-1252");
        assert_eq!(decoded.source, Source::Default);
        assert_eq!(decoded.diagnostic, None);
    }
}

#[test]
fn a_wrong_pbn_declaration_is_corrected_by_the_guess() {
    let bytes = b"%Content-type: text/x-pbn; charset=UTF-8\n[Event \"Caf\xe9 Teams\"]\n[Site \"Z\xfcrich\"]\n";
    let decoded = decode(bytes, Format::Pbn);
    assert_eq!(decoded.encoding_name(), "windows-1252");
    assert!(decoded.text.contains("Café Teams"));
    let diagnostic = decoded.diagnostic.expect("a warning");
    assert_eq!(diagnostic.code, "pbn/wrong-charset");
    assert!(
        diagnostic
            .message
            .ends_with("change it to `charset=ISO-8859-1`"),
        "{}",
        diagnostic.message
    );
}

#[test]
fn an_unknown_name_over_east_asian_bytes_is_guessed() {
    let decoded = decode(b"(;CA[hanzi]PW[\xe6\xea\xc1\xfa])", Format::Sgf);
    assert_eq!(decoded.text, "(;CA[hanzi]PW[骊龙])");
    let diagnostic = decoded.diagnostic.expect("a warning");
    assert_eq!(diagnostic.code, "sgf/unknown-charset");
    assert_eq!(
        &decoded.text[std::ops::Range::<usize>::from(diagnostic.range)],
        "hanzi"
    );
    assert!(
        diagnostic
            .message
            .ends_with("reading the file as GBK (guessed from its bytes); change it to `CA[GBK]`"),
        "{}",
        diagnostic.message
    );
}

#[test]
fn sgf_declared_shift_jis() {
    let decoded = decode(b"(;CA[Shift_JIS]C[\x8a\xfb])", Format::Sgf);
    assert_eq!(
        summary(&decoded),
        ("(;CA[Shift_JIS]C[棋])".to_owned(), "Shift_JIS", false, None)
    );
}

#[test]
fn sgf_unknown_charset_in_an_ascii_file() {
    let decoded = decode(b"(;FF[4]GM[1]CA[foo]\n", Format::Sgf);
    assert_eq!(
        summary(&decoded),
        (
            "(;FF[4]GM[1]CA[foo]\n".to_owned(),
            "UTF-8",
            false,
            Some("warning sgf/unknown-charset \"foo\"".to_owned())
        )
    );
    let message = decoded.diagnostic.map(|d| d.message).unwrap_or_default();
    assert!(
        message.ends_with("found `CA[foo]`; reading the file as UTF-8"),
        "{message}"
    );
}

#[test]
fn sgf_unknown_charset_falls_back_to_the_default() {
    // The é before the label takes one byte on disk and two in the text.
    let decoded = decode(b"(;C[\xe9]CA[x-klingon]B[aa])", Format::Sgf);
    assert_eq!(
        summary(&decoded),
        (
            "(;C[é]CA[x-klingon]B[aa])".to_owned(),
            "windows-1252",
            false,
            Some("warning sgf/unknown-charset \"x-klingon\"".to_owned())
        )
    );
    assert_eq!(
        decoded.diagnostic.map(|d| d.severity),
        Some(Severity::Warning)
    );
}

#[test]
fn a_utf16_declaration_without_bom_is_not_believed() {
    let decoded = decode(b"(;CA[UTF-16]C[\xe9])", Format::Sgf);
    assert_eq!(
        summary(&decoded),
        (
            "(;CA[UTF-16]C[é])".to_owned(),
            "windows-1252",
            false,
            Some("warning sgf/unknown-charset \"UTF-16\"".to_owned())
        )
    );
}

#[test]
fn pbn_declared_charsets() {
    let latin1 = decode(
        b"%Content-type: text/x-pbn; charset=ISO-8859-1\r\n[Event \"Chorz\xf3w\"]\r\n",
        Format::Pbn,
    );
    assert_eq!(
        summary(&latin1),
        (
            "%Content-type: text/x-pbn; charset=ISO-8859-1\r\n[Event \"Chorzów\"]\r\n".to_owned(),
            "windows-1252",
            false,
            None
        )
    );
    let utf8 = decode(
        "%Content-type: text/x-pbn; charset=UTF-8\n[West \"Zoë\"]\n".as_bytes(),
        Format::Pbn,
    );
    assert_eq!(utf8.encoding_name(), "UTF-8");
    assert_eq!(utf8.diagnostic, None);
    let cyrillic = decode(
        b"% charset=windows-1251\n[North \"\xc8\xe2\xe0\xed\"]\n",
        Format::Pbn,
    );
    assert_eq!(cyrillic.text, "% charset=windows-1251\n[North \"Иван\"]\n");
    assert_eq!(cyrillic.encoding_name(), "windows-1251");
    let unknown = decode(b"%Content-type: text/x-pbn; charset=klingon\n", Format::Pbn);
    assert_eq!(
        summary(&unknown).3.as_deref(),
        Some("warning pbn/unknown-charset \"klingon\"")
    );
}

#[test]
fn latin1_default_without_declaration() {
    // 0x80 is the euro sign in windows-1252.
    let decoded = decode(b"% RBN 3.2\nT Caf\xe9 \x80 Cup\n", Format::Rbn);
    assert_eq!(
        summary(&decoded),
        (
            "% RBN 3.2\nT Café € Cup\n".to_owned(),
            "windows-1252",
            false,
            None
        )
    );
    // A declaration in another format's syntax is not looked at.
    let rbx = decode(b"%{RBX}(;CA[UTF-8]C[\xe9])", Format::Rbx);
    assert_eq!(rbx.encoding_name(), "windows-1252");
    assert_eq!(rbx.diagnostic, None);
}

#[test]
fn every_byte_value_decodes_without_panicking() {
    let bytes: Vec<u8> = (0..=255u8).chain((0..=255u8).rev()).collect();
    for format in Format::ALL {
        let decoded = decode(&bytes, format);
        assert!(!decoded.text.is_empty());
    }
    assert_eq!(decode(b"", Format::Sgf).text, "");
    assert_eq!(decode(b"\xff\xfe", Format::Sgf).text, "");
}

#[test]
fn decoding_owned_bytes_gives_what_decoding_borrowed_bytes_gives() {
    let mut utf16_text = utf16("(;C[\u{e9}])", false);
    utf16_text.push(b'(');
    let inputs: [(&[u8], Format); 8] = [
        (b"(;FF[4]C[plain])", Format::Sgf),
        ("(;CA[UTF-8]C[caf\u{e9}])".as_bytes(), Format::Sgf),
        ("(;CA[Klingon]C[caf\u{e9}])".as_bytes(), Format::Sgf),
        (b"(;CA[Klingon]C[caf\xe9])", Format::Sgf),
        (b"(;C[caf\xe9])", Format::Sgf),
        (b"\xef\xbb\xbf% PBN 2.1\n", Format::Pbn),
        (
            b"% PBN 2.1\n% charset=Shift_JIS\n[Event \"\x82\xa0\"]\n",
            Format::Pbn,
        ),
        (&utf16_text, Format::Sgf),
    ];
    for (bytes, format) in inputs {
        assert_eq!(
            summary(&decode_owned(bytes.to_vec(), format)),
            summary(&decode(bytes, format)),
            "{bytes:?}"
        );
    }
}

#[test]
fn detection_text() {
    assert_eq!(decode_for_detection(b"(;C[\xe9])"), "(;C[é])");
    assert_eq!(decode_for_detection(&utf16("% PBN", true)), "% PBN");
    assert_eq!(decode_for_detection("(;C[骊])".as_bytes()), "(;C[骊])");
}

proptest::proptest! {
    #[test]
    fn any_bytes_decode(
        bytes in proptest::collection::vec(proptest::prelude::any::<u8>(), 0..300),
        format_index in 0usize..4,
    ) {
        let format = Format::ALL[format_index % 4];
        let decoded = decode(&bytes, format);
        if let Some(diagnostic) = &decoded.diagnostic {
            let range = std::ops::Range::<usize>::from(diagnostic.range);
            proptest::prop_assert!(decoded.text.get(range).is_some());
        }
        if !decoded.bom {
            if let Ok(text) = std::str::from_utf8(&bytes) {
                proptest::prop_assert_eq!(decoded.text.as_str(), text);
            }
        }
    }

    #[test]
    fn sgf_heads_with_charsets_decode(
        label in "[A-Za-z0-9_:-]{0,12}",
        body in proptest::collection::vec(proptest::prelude::any::<u8>(), 0..100),
    ) {
        let mut bytes = format!("(;CA[{label}]C[").into_bytes();
        bytes.extend_from_slice(&body);
        let decoded = decode(&bytes, Format::Sgf);
        if let Some(diagnostic) = &decoded.diagnostic {
            let range = std::ops::Range::<usize>::from(diagnostic.range);
            proptest::prop_assert!(decoded.text.get(range).is_some());
        }
    }
}

/// Names written in files for each encoding, with a text in the encoding's script: each name
/// declared by SGF `CA` and PBN `charset=` decodes the text without a finding.
const WRITTEN_NAMES: &[(&str, &str, &str)] = &[
    ("UTF8", "UTF-8", "骊龙"),
    ("utf_8", "UTF-8", "骊龙"),
    ("EUC-CN", "GBK", "骊龙"),
    ("GB2312", "GBK", "骊龙"),
    ("GB-2312", "GBK", "骊龙"),
    ("GB 2312", "GBK", "骊龙"),
    ("GB2312-80", "GBK", "骊龙"),
    ("CP936", "GBK", "骊龙"),
    ("MS936", "GBK", "骊龙"),
    ("windows-936", "GBK", "骊龙"),
    ("x-mac-chinesesimp", "GBK", "骊龙"),
    ("MacChineseSimp", "GBK", "骊龙"),
    ("GB-18030", "gb18030", "骊龙"),
    ("Big5", "Big5", "本因坊"),
    ("BIG-5", "Big5", "本因坊"),
    ("Big5-HKSCS", "Big5", "本因坊"),
    ("CP950", "Big5", "本因坊"),
    ("x-mac-chinesetrad", "Big5", "本因坊"),
    ("MacChineseTrad", "Big5", "本因坊"),
    ("Shift_JIS", "Shift_JIS", "本因坊秀策"),
    ("Shift-JIS", "Shift_JIS", "本因坊秀策"),
    ("SHIFT JIS", "Shift_JIS", "本因坊秀策"),
    ("SJIS", "Shift_JIS", "本因坊秀策"),
    ("MS_KANJI", "Shift_JIS", "本因坊秀策"),
    ("CP932", "Shift_JIS", "本因坊秀策"),
    ("Windows-31J", "Shift_JIS", "本因坊秀策"),
    ("x-mac-japanese", "Shift_JIS", "本因坊秀策"),
    ("EUCJP", "EUC-JP", "本因坊秀策"),
    ("ISO-2022-JP", "ISO-2022-JP", "本因坊秀策"),
    ("ISO2022JP", "ISO-2022-JP", "本因坊秀策"),
    ("EUC-KR", "EUC-KR", "이창호"),
    ("EUCKR", "EUC-KR", "이창호"),
    ("CP949", "EUC-KR", "이창호"),
    ("UHC", "EUC-KR", "이창호"),
    ("KSC5601", "EUC-KR", "이창호"),
    ("KS_C_5601-1987", "EUC-KR", "이창호"),
    ("x-mac-korean", "EUC-KR", "이창호"),
    ("Latin-1", "windows-1252", "Café Müller"),
    ("ISO_8859_1", "windows-1252", "Café Müller"),
    ("ANSI", "windows-1252", "Café Müller"),
    ("Latin-9", "ISO-8859-15", "Café € Müller"),
    ("Latin-2", "ISO-8859-2", "Łódź"),
    ("CP1250", "windows-1250", "Łódź"),
    ("Windows1251", "windows-1251", "Москва"),
    ("WIN1251", "windows-1251", "Москва"),
    ("KOI8R", "KOI8-R", "Москва"),
];

#[test]
fn every_written_charset_name_decodes_its_text() {
    let mut wrong = Vec::new();
    for &(name, expected, sample) in WRITTEN_NAMES {
        let Some(encoding) = encoding_rs::Encoding::for_label(expected.as_bytes()) else {
            wrong.push(format!("{expected} is not an encoding"));
            continue;
        };
        let (sample_bytes, _, unmappable) = encoding.encode(sample);
        assert!(!unmappable, "{sample} cannot be written in {expected}");
        let files = [
            (Format::Sgf, format!("(;FF[4]CA[{name}]PW["), "])"),
            (
                Format::Pbn,
                format!("% PBN 2.1\n% charset={name}\n[Event \""),
                "\"]\n",
            ),
        ];
        // A PBN declaration ends at a space.
        let files = files
            .iter()
            .filter(|(format, _, _)| *format == Format::Sgf || !name.contains(' '));
        for (format, head, tail) in files {
            let (format, head, tail) = (*format, head, *tail);
            let mut bytes = head.clone().into_bytes();
            bytes.extend_from_slice(&sample_bytes);
            bytes.extend_from_slice(tail.as_bytes());
            let decoded = decode(&bytes, format);
            let text = format!("{head}{sample}{tail}");
            if summary(&decoded) != (text, expected, false, None) {
                wrong.push(format!("{format:?} {name}: {:?}", summary(&decoded)));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn every_extra_name_is_found_however_it_is_spelled() {
    for &(key, encoding) in super::EXTRA_NAMES {
        let shouted = key.to_ascii_uppercase();
        let spaced = format!("{}-{}", &key[..1], &key[1..]);
        for written in [key, shouted.as_str(), spaced.as_str()] {
            assert_eq!(
                super::charsets::encoding_for(written.as_bytes()),
                Some(encoding),
                "{written}"
            );
        }
    }
}

fn utf16_without_bom(text: &str, big_endian: bool) -> Vec<u8> {
    utf16(text, big_endian).split_off(2)
}

#[test]
fn utf16_without_bom_is_read_when_its_declaration_says_so() {
    for (text, format) in [
        (
            "(;FF[4]CA[UTF-16BE]PB[本因坊秀策]C[a game of 1846])",
            Format::Sgf,
        ),
        (
            "(;FF[4]CA[utf-16]PB[本因坊秀策]C[a game of 1846])",
            Format::Sgf,
        ),
        (
            "% PBN 2.1\n% charset=UTF-16\n[Event \"Café\"]\n",
            Format::Pbn,
        ),
    ] {
        for (big_endian, name) in [(false, "UTF-16LE"), (true, "UTF-16BE")] {
            let bytes = utf16_without_bom(text, big_endian);
            let decoded = decode(&bytes, format);
            assert_eq!(summary(&decoded), (text.to_owned(), name, false, None));
            assert!(super::round_trips(&bytes, &decoded), "{name} {text}");
            assert_eq!(decode_owned(bytes, format), decoded);
        }
    }
}

#[test]
fn zero_bytes_without_a_declaration_of_utf16_are_not_utf16() {
    // The pattern without the declaration: read as before (valid UTF-8, zero bytes and all).
    let bytes = utf16_without_bom("(;FF[4]C[a game of 1846])", false);
    assert_eq!(decode(&bytes, Format::Sgf).encoding_name(), "UTF-8");
    // The declaration without the pattern: a declaration readable as ASCII is not in UTF-16.
    let decoded = decode(b"(;FF[4]CA[UTF-16]C[caf\xe9])", Format::Sgf);
    assert_eq!(decoded.encoding_name(), "windows-1252");
    // A file of zero bytes.
    assert_eq!(decode(&[0; 64], Format::Sgf).encoding_name(), "UTF-8");
}
