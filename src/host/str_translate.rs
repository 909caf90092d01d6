//! The str methods that map characters through tables or name lookups: `str.maketrans` (the
//! one-, two- and three-argument forms), `str.translate`, `str.format_map`, `str.casefold`,
//! `str.isidentifier` and `str.isprintable`, with CPython's results and messages.
//!
//! `isprintable` knows the non-printable classes it can name without Unicode tables (controls,
//! separators other than the space, the common format characters, private use); an unassigned
//! code point counts as printable here (CPython says not). Must not touch the other str methods
//! (`methods.rs`) or formatting itself (`format.rs`).

use crate::host::value::{Args, Dict, Value};
use crate::host::{raise, Ctrl, Interp, R};
use std::rc::Rc;

/// `str.maketrans(x[, y[, z]])`.
pub fn maketrans(interp: &mut Interp, args: Args) -> R<Value> {
    if !args.kw.is_empty() {
        return Err(raise("TypeError", "maketrans() takes no keyword arguments"));
    }
    let mut d = Dict::default();
    match args.pos.as_slice() {
        [x] => {
            let pairs: Vec<(Value, Value)> = match x {
                Value::Dict(m) => m.borrow().map.values().cloned().collect(),
                other => match crate::host::modules::collections::mapping_view(other) {
                    Some(Value::Dict(m)) => m.borrow().map.values().cloned().collect(),
                    _ => return Err(raise("TypeError", "if you give only one argument to maketrans it must be a dict")),
                },
            };
            for (k, v) in pairs {
                let key = match &k {
                    Value::Str(s) => {
                        let mut cs = s.chars();
                        match (cs.next(), cs.next()) {
                            (Some(c), None) => Value::int(c as i64),
                            _ => return Err(raise("ValueError", "string keys in translate table must be of length 1")),
                        }
                    }
                    Value::Int(_) | Value::Bool(_) => Value::Int(interp.to_int(&k)?),
                    _ => return Err(raise("TypeError", "keys in translate table must be strings or integers")),
                };
                let hk = interp.local_dict_key(&d, &key)?;
                crate::host::eval::dict_insert(&mut d, hk, key, v);
            }
        }
        [x, y, rest @ ..] if rest.len() <= 1 => {
            let (Value::Str(x), Value::Str(y)) = (x, y) else {
                let (i, bad) = if matches!(x, Value::Str(_)) { (2, y) } else { (1, x) };
                return Err(raise("TypeError", format!("maketrans() argument {i} must be str, not {}", interp.type_name(bad))));
            };
            if x.chars().count() != y.chars().count() {
                return Err(raise("ValueError", "the first two maketrans arguments must have equal length"));
            }
            for (a, b) in x.chars().zip(y.chars()) {
                let key = Value::int(a as i64);
                let hk = interp.local_dict_key(&d, &key)?;
                crate::host::eval::dict_insert(&mut d, hk, key, Value::int(b as i64));
            }
            if let Some(z) = rest.first() {
                let Value::Str(z) = z else { return Err(raise("TypeError", format!("maketrans() argument 3 must be str, not {}", interp.type_name(z)))) };
                for c in z.chars() {
                    let key = Value::int(c as i64);
                    let hk = interp.local_dict_key(&d, &key)?;
                    crate::host::eval::dict_insert(&mut d, hk, key, Value::None);
                }
            }
        }
        [] => return Err(raise("TypeError", "maketrans() takes at least 1 argument (0 given)")),
        more => return Err(raise("TypeError", format!("maketrans() takes at most 3 arguments ({} given)", more.len()))),
    }
    Ok(Value::dict(d))
}

/// `s.translate(table)`: each character's ordinal looked up with `table[ord(c)]`; a LookupError
/// keeps the character.
pub fn translate(interp: &mut Interp, s: &str, args: Args) -> R<Value> {
    crate::host::methods::want("translate", &args, 1, 1)?;
    let table = &args.pos[0];
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        let got = match interp.getitem(table, &Value::int(c as i64)) {
            Ok(v) => v,
            Err(Ctrl::Raise(e)) if e.is("LookupError") => {
                out.push(c);
                continue;
            }
            Err(e) => return Err(e),
        };
        match &got {
            Value::None => {}
            Value::Str(t) => out.push_str(t),
            Value::Int(_) | Value::Bool(_) => {
                let n = interp.to_int(&got)?.as_i64().unwrap_or(-1);
                match u32::try_from(n).ok().and_then(char::from_u32) {
                    Some(ch) => out.push(ch),
                    None => return Err(raise("ValueError", "character mapping must be in range(0x110000)")),
                }
            }
            _ => return Err(raise("TypeError", "character mapping must return integer, None or str")),
        }
    }
    Ok(Value::str(&out))
}

/// The names of a template's fields (and of fields nested in their specs), in order; a
/// positional field (`{}`, `{0}`) is CPython's ValueError for `format_map`.
fn field_names(template: &str, out: &mut Vec<String>) -> R<()> {
    let chars: Vec<char> = template.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        match chars[i] {
            '{' if chars.get(i + 1) == Some(&'{') => i += 2,
            '}' if chars.get(i + 1) == Some(&'}') => i += 2,
            '{' => {
                let mut depth = 1;
                let mut j = i + 1;
                while j < chars.len() && depth > 0 {
                    match chars[j] {
                        '{' => depth += 1,
                        '}' => depth -= 1,
                        _ => {}
                    }
                    j += 1;
                }
                if depth != 0 {
                    // `str_format` reports it.
                    return Ok(());
                }
                let field: String = chars[i + 1..j - 1].iter().collect();
                let (head, spec) = match field.find(':') {
                    Some(k) => (&field[..k], &field[k + 1..]),
                    None => (&field[..], ""),
                };
                let head = head.split('!').next().unwrap_or("");
                let first = &head[..head.find(['.', '[']).unwrap_or(head.len())];
                if first.is_empty() || first.parse::<usize>().is_ok() {
                    return Err(raise("ValueError", "Format string contains positional fields"));
                }
                out.push(first.to_string());
                if spec.contains('{') {
                    field_names(spec, out)?;
                }
                i = j;
            }
            _ => i += 1,
        }
    }
    Ok(())
}

/// `s.format_map(mapping)`: `format` with each named field read as `mapping[name]` (so a
/// defaultdict's or a `__missing__` class's default applies).
pub fn format_map(interp: &mut Interp, s: &str, args: Args) -> R<Value> {
    if !args.kw.is_empty() {
        return Err(raise("TypeError", "str.format_map() takes no keyword arguments"));
    }
    crate::host::methods::want("format_map", &args, 1, 1)?;
    let mapping = &args.pos[0];
    let mut names = Vec::new();
    field_names(s, &mut names)?;
    let mut kw: Vec<(Rc<str>, Value)> = Vec::new();
    for n in names {
        if kw.iter().any(|(k, _)| **k == *n) {
            continue;
        }
        let v = interp.getitem(mapping, &Value::str(&n))?;
        kw.push((Rc::from(n.as_str()), v));
    }
    Ok(Value::str(&interp.str_format(s, &[], &kw)?))
}

/// `str.casefold()`: lower case, with the full case foldings that differ from it.
pub fn casefold(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            'ß' | 'ẞ' => out.push_str("ss"),
            'ſ' => out.push('s'),
            'ς' => out.push('σ'),
            'µ' => out.push('μ'),
            'ϐ' => out.push('β'),
            'ϑ' => out.push('θ'),
            'ϕ' => out.push('φ'),
            'ϖ' => out.push('π'),
            'ϰ' => out.push('κ'),
            'ϱ' => out.push('ρ'),
            'ϵ' => out.push('ε'),
            '\u{345}' | '\u{1fbe}' => out.push('ι'),
            'ẛ' => out.push('ṡ'),
            'ŉ' => out.push_str("ʼn"),
            'ﬀ' => out.push_str("ff"),
            'ﬁ' => out.push_str("fi"),
            'ﬂ' => out.push_str("fl"),
            'ﬃ' => out.push_str("ffi"),
            'ﬄ' => out.push_str("ffl"),
            'ﬅ' | 'ﬆ' => out.push_str("st"),
            '\u{1f0}' => out.push_str("j\u{30c}"),
            '\u{1e96}' => out.push_str("h\u{331}"),
            '\u{1e97}' => out.push_str("t\u{308}"),
            '\u{1e98}' => out.push_str("w\u{30a}"),
            '\u{1e99}' => out.push_str("y\u{30a}"),
            'ẚ' => out.push_str("aʾ"),
            c => out.extend(c.to_lowercase()),
        }
    }
    out
}

/// `str.isidentifier()`: a letter (XID_Start) or underscore, then XID_Continue characters.
pub fn is_identifier(s: &str) -> bool {
    let mut cs = s.chars();
    matches!(cs.next(), Some(c) if c == '_' || unicode_ident::is_xid_start(c)) && cs.all(unicode_ident::is_xid_continue)
}

/// `str.isprintable()` (see the module note on unassigned code points).
pub fn is_printable(s: &str) -> bool {
    s.chars().all(|c| {
        let n = c as u32;
        let format = matches!(n, 0xad | 0x600..=0x605 | 0x61c | 0x6dd | 0x70f | 0x180e | 0x200b..=0x200f | 0x202a..=0x202e | 0x2060..=0x2064 | 0x2066..=0x206f | 0xfeff | 0xfff9..=0xfffb | 0xe0001 | 0xe0020..=0xe007f);
        let private = matches!(n, 0xe000..=0xf8ff | 0xf0000..=0x10ffff);
        let separator = c != ' ' && (c.is_whitespace() || matches!(n, 0x2028 | 0x2029));
        !(c.is_control() || format || private || separator)
    })
}
