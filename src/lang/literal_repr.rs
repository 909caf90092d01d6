//! CPython's `repr` of the literal values the parser and the host share: strings (with
//! CPython's quote choice and escapes, non-printable characters included) and bytes. Floats are
//! `format_spec::float_repr`. Pure text; must not evaluate anything.

/// Characters that `str.isprintable` rejects beyond the C0/C1 controls, so `repr` escapes
/// them: separators other than the space (Zs, Zl, Zp), the format characters (Cf) and the
/// private-use area of the Basic Multilingual Plane (Co).
pub fn non_printable(c: char) -> bool {
    matches!(c as u32,
        0xa0 | 0xad | 0x600..=0x605 | 0x61c | 0x6dd | 0x70f | 0x1680 | 0x180e
        | 0x2000..=0x200f | 0x2028..=0x202f | 0x205f..=0x2064 | 0x2066..=0x206f
        | 0x3000 | 0xe000..=0xf8ff | 0xfeff | 0xfff9..=0xfffb)
}

/// CPython's repr of a str: single quotes unless the text has a single quote and no double one;
/// `\\ \n \r \t`, the quote, the C0/C1 controls and the non-printable characters escaped.
pub fn str_repr(s: &str) -> String {
    let quote = if s.contains('\'') && !s.contains('"') { '"' } else { '\'' };
    // Nothing to escape (the common case, and the only fast one for a huge string): a copy.
    // Lead bytes of the non-printable characters below U+10000 that `non_printable` knows.
    let plain =
        |b: &u8| *b >= 0x20 && *b != 0x7f && *b != b'\\' && *b != quote as u8 && !matches!(*b, 0xc2 | 0xd8 | 0xdb | 0xdc | 0xe1 | 0xe2 | 0xe3 | 0xee | 0xef);
    if s.as_bytes().iter().all(plain) {
        let mut out = String::with_capacity(s.len() + 2);
        out.push(quote);
        out.push_str(s);
        out.push(quote);
        return out;
    }
    let mut out = String::with_capacity(s.len() + 2);
    out.push(quote);
    for c in s.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if c == quote => {
                out.push('\\');
                out.push(c)
            }
            c if (c as u32) < 0x20 || c as u32 == 0x7f => out.push_str(&format!("\\x{:02x}", c as u32)),
            c if (0x80..0xa0).contains(&(c as u32)) => out.push_str(&format!("\\x{:02x}", c as u32)),
            c if non_printable(c) => match c as u32 {
                n @ 0..=0xff => out.push_str(&format!("\\x{n:02x}")),
                n @ 0x100..=0xffff => out.push_str(&format!("\\u{n:04x}")),
                n => out.push_str(&format!("\\U{n:08x}")),
            },
            c => out.push(c),
        }
    }
    out.push(quote);
    out
}

/// CPython's repr of a bytes object: `b'...'`, single quotes unless the data has a single quote
/// and no double one; printable ASCII as is, `\t \n \r \\` escaped, the rest as `\xhh`.
pub fn bytes_repr(data: &[u8]) -> String {
    let quote = if data.contains(&b'\'') && !data.contains(&b'"') { '"' } else { '\'' };
    let mut s = String::with_capacity(data.len() + 3);
    s.push('b');
    s.push(quote);
    for &c in data {
        match c {
            b'\\' => s.push_str("\\\\"),
            b'\t' => s.push_str("\\t"),
            b'\n' => s.push_str("\\n"),
            b'\r' => s.push_str("\\r"),
            c if c as char == quote => {
                s.push('\\');
                s.push(quote);
            }
            0x20..=0x7e => s.push(c as char),
            c => s.push_str(&format!("\\x{c:02x}")),
        }
    }
    s.push(quote);
    s
}
