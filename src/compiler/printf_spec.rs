//! C `printf` conversion specifications (`%-8.3f`, `%lld`, `%#x`): the parse the CUDA C front
//! end checks a format with at compile time and `sim::printf` formats by. Owns the grammar only.

/// A parsed conversion specification: `%[flags][width][.precision][length]conv`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Spec {
    pub left: bool,
    pub plus: bool,
    pub space: bool,
    pub alt: bool,
    pub zero: bool,
    pub width: usize,
    pub precision: Option<usize>,
    /// Bytes of the integer argument the length modifier names (`hh` 1, `h` 2, none 4, `l`/`ll`/
    /// `z`/`j`/`t` 8).
    pub int_bytes: u8,
    pub conv: char,
}

/// Parse one conversion (the text from `%` to its letter). `None` when it is not one this
/// formatter knows (the front end refuses it at compile time).
pub fn parse_spec(s: &str) -> Option<Spec> {
    parse_conversion(s, "diuxXocfFeEgG")
}

/// Parse a conversion whose letter is one of `convs` (`"s"` for printf's `%s` of a literal).
pub fn parse_conversion(s: &str, convs: &str) -> Option<Spec> {
    let b = s.as_bytes();
    if b.first() != Some(&b'%') {
        return None;
    }
    let mut i = 1;
    let mut sp = Spec { left: false, plus: false, space: false, alt: false, zero: false, width: 0, precision: None, int_bytes: 4, conv: 'd' };
    while let Some(c) = b.get(i) {
        match c {
            b'-' => sp.left = true,
            b'+' => sp.plus = true,
            b' ' => sp.space = true,
            b'#' => sp.alt = true,
            b'0' => sp.zero = true,
            _ => break,
        }
        i += 1;
    }
    let digits = |i: &mut usize| {
        let start = *i;
        while b.get(*i).is_some_and(|c| c.is_ascii_digit()) {
            *i += 1;
        }
        s[start..*i].parse::<usize>().ok().map(|n| n.min(1024))
    };
    sp.width = digits(&mut i).unwrap_or(0);
    if b.get(i) == Some(&b'.') {
        i += 1;
        sp.precision = Some(digits(&mut i).unwrap_or(0));
    }
    let rest = &s[i..];
    let (bytes, len) = [("hh", 1u8), ("ll", 8), ("h", 2), ("l", 8), ("z", 8), ("j", 8), ("t", 8), ("L", 8)]
        .iter()
        .find(|(p, _)| rest.starts_with(p))
        .map(|(p, n)| (*n, p.len()))
        .unwrap_or((4, 0));
    sp.int_bytes = bytes;
    let conv_str = &rest[len..];
    let mut chars = conv_str.chars();
    let conv = chars.next()?;
    if chars.next().is_some() || !convs.contains(conv) {
        return None;
    }
    sp.conv = conv;
    Some(sp)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn specs_parse_as_c_reads_them() {
        let s = parse_spec("%-08.3lf").expect("a spec");
        assert!(s.left && s.zero && s.width == 8 && s.precision == Some(3) && s.int_bytes == 8 && s.conv == 'f');
        assert!(parse_spec("%s").is_none() && parse_spec("%p").is_none() && parse_spec("%*d").is_none());
    }
}
