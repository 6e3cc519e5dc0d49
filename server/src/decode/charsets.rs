//! Charset names that files write and the WHATWG Encoding Standard (whose labels encoding_rs
//! knows) does not: other spellings of its labels, the names of the iconv and Windows worlds,
//! and the Mac names of the Chinese, Japanese and Korean encodings. Each maps to the
//! encoding_rs encoding that decodes what such files hold (see "Charset names" in
//! `docs/encodings.md`).

use encoding_rs::{
    Encoding, BIG5, EUC_JP, EUC_KR, GB18030, GBK, ISO_2022_JP, ISO_8859_15, ISO_8859_2, KOI8_R,
    KOI8_U, SHIFT_JIS, UTF_8, WINDOWS_1250, WINDOWS_1251, WINDOWS_1252, WINDOWS_1253, WINDOWS_1254,
    WINDOWS_1255, WINDOWS_1256, WINDOWS_1257, WINDOWS_1258,
};

/// Names beyond the standard's labels, by their key (see [`key`]), with the encoding each
/// means. The standard's own labels are looked up first, as written.
pub const EXTRA_NAMES: &[(&str, &Encoding)] = &[
    // Unicode, spelled without its hyphen or with another mark.
    ("utf8", UTF_8),
    // Simplified Chinese: GB 2312 in its EUC form and its Windows and Mac code pages, all
    // read by the GBK decoder (GBK is a superset, and the decoder also reads GB18030).
    ("euccn", GBK),
    ("xeuccn", GBK),
    ("gb2312", GBK),
    ("gb231280", GBK),
    ("gbk", GBK),
    ("cp936", GBK),
    ("ms936", GBK),
    ("windows936", GBK),
    ("xmacchinesesimp", GBK),
    ("macchinesesimp", GBK),
    ("macchinesesimplified", GBK),
    ("gb18030", GB18030),
    // Traditional Chinese.
    ("big5", BIG5),
    ("bigfive", BIG5),
    ("big5hkscs", BIG5),
    ("cnbig5", BIG5),
    ("cp950", BIG5),
    ("ms950", BIG5),
    ("windows950", BIG5),
    ("xmacchinesetrad", BIG5),
    ("macchinesetrad", BIG5),
    ("macchinesetraditional", BIG5),
    // Japanese.
    ("shiftjis", SHIFT_JIS),
    ("sjis", SHIFT_JIS),
    ("xsjis", SHIFT_JIS),
    ("mskanji", SHIFT_JIS),
    ("cp932", SHIFT_JIS),
    ("ms932", SHIFT_JIS),
    ("windows932", SHIFT_JIS),
    ("windows31j", SHIFT_JIS),
    ("xmacjapanese", SHIFT_JIS),
    ("macjapanese", SHIFT_JIS),
    ("eucjp", EUC_JP),
    ("xeucjp", EUC_JP),
    ("iso2022jp", ISO_2022_JP),
    // Korean.
    ("euckr", EUC_KR),
    ("cp949", EUC_KR),
    ("ms949", EUC_KR),
    ("windows949", EUC_KR),
    ("uhc", EUC_KR),
    ("ksc5601", EUC_KR),
    ("ksc56011987", EUC_KR),
    ("xmackorean", EUC_KR),
    ("mackorean", EUC_KR),
    // Western European: ISO-8859-1 is read as windows-1252, as the standard reads it.
    ("latin1", WINDOWS_1252),
    ("iso88591", WINDOWS_1252),
    ("cp1252", WINDOWS_1252),
    ("win1252", WINDOWS_1252),
    ("windows1252", WINDOWS_1252),
    ("ansi", WINDOWS_1252),
    ("ascii", WINDOWS_1252),
    ("usascii", WINDOWS_1252),
    ("latin9", ISO_8859_15),
    ("iso885915", ISO_8859_15),
    ("latin2", ISO_8859_2),
    ("iso88592", ISO_8859_2),
    // The other Windows code pages, and Cyrillic.
    ("cp1250", WINDOWS_1250),
    ("win1250", WINDOWS_1250),
    ("windows1250", WINDOWS_1250),
    ("cp1251", WINDOWS_1251),
    ("win1251", WINDOWS_1251),
    ("windows1251", WINDOWS_1251),
    ("cp1253", WINDOWS_1253),
    ("windows1253", WINDOWS_1253),
    ("cp1254", WINDOWS_1254),
    ("windows1254", WINDOWS_1254),
    ("cp1255", WINDOWS_1255),
    ("windows1255", WINDOWS_1255),
    ("cp1256", WINDOWS_1256),
    ("windows1256", WINDOWS_1256),
    ("cp1257", WINDOWS_1257),
    ("windows1257", WINDOWS_1257),
    ("cp1258", WINDOWS_1258),
    ("windows1258", WINDOWS_1258),
    ("koi8r", KOI8_R),
    ("koi8u", KOI8_U),
];

/// The encoding a charset name means: a label of the standard as written, else one of
/// [`EXTRA_NAMES`] by its key.
pub fn encoding_for(name: &[u8]) -> Option<&'static Encoding> {
    Encoding::for_label_no_replacement(name).or_else(|| {
        let key = key(name);
        EXTRA_NAMES
            .iter()
            .find(|(extra, _)| *extra == key)
            .map(|(_, encoding)| *encoding)
    })
}

/// A name as the table holds it: its ASCII letters and digits in lower case, the hyphens,
/// underscores, spaces and other marks between them left out (`Shift-JIS`, `SHIFT_JIS` and
/// `shift jis` are all `shiftjis`).
pub fn key(name: &[u8]) -> String {
    name.iter()
        .filter(|byte| byte.is_ascii_alphanumeric())
        .map(|byte| char::from(byte.to_ascii_lowercase()))
        .collect()
}
