//! `json`: `dumps`/`dump` and `loads`/`load` with CPython's exact text (separators, `indent` as
//! an int or a string, `sort_keys`, `ensure_ascii` `\uXXXX` escapes, the interpreter's float
//! repr, `NaN`/`Infinity`, keys converted to strings, `default=`) and its errors
//! (`TypeError: Object of type set is not JSON serializable`, `json.decoder.JSONDecodeError:
//! Expecting value: line 1 column 1 (char 0)`). `cls=` (custom encoder classes) is refused by name.

use super::ospath::add;
use crate::host::bytes::as_bytes;
use crate::host::exceptions::exc_with_args;
use crate::host::files::{bind, opt, subclass};
use crate::host::format::float_repr;
use crate::host::value::{Args, Dict, Module, TypeObj, Value};
use crate::host::{raise, Ctrl, Interp, R};
use std::rc::Rc;

thread_local! {
    static DECODE_ERROR: Rc<TypeObj> = subclass("json.decoder.JSONDecodeError", &["ValueError", "Exception", "BaseException"]);
}

struct Encoder {
    indent: Option<String>,
    item_sep: String,
    key_sep: String,
    sort_keys: bool,
    skipkeys: bool,
    ensure_ascii: bool,
    allow_nan: bool,
    check_circular: bool,
    default: Option<Value>,
    /// Containers being encoded (by address), for "Circular reference detected".
    active: Vec<usize>,
}

/// A JSON string literal, escaped as CPython's encoder does.
fn quote(s: &str, ensure_ascii: bool, out: &mut String) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c if ensure_ascii && (c as u32) > 0x7e => {
                let mut buf = [0u16; 2];
                for unit in c.encode_utf16(&mut buf) {
                    out.push_str(&format!("\\u{:04x}", unit));
                }
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

impl Encoder {
    fn float(&self, x: f64) -> R<String> {
        if x.is_finite() {
            return Ok(float_repr(x));
        }
        if !self.allow_nan {
            return Err(raise("ValueError", "Out of range float values are not JSON compliant"));
        }
        Ok(if x.is_nan() {
            "NaN"
        } else if x > 0.0 {
            "Infinity"
        } else {
            "-Infinity"
        }
        .into())
    }

    fn enter(&mut self, ptr: usize) -> R<()> {
        if self.check_circular {
            if self.active.contains(&ptr) {
                return Err(raise("ValueError", "Circular reference detected"));
            }
            self.active.push(ptr);
        }
        Ok(())
    }
    fn leave(&mut self) {
        if self.check_circular {
            self.active.pop();
        }
    }

    fn newline(&self, level: usize, out: &mut String) {
        if let Some(ind) = &self.indent {
            out.push('\n');
            for _ in 0..level {
                out.push_str(ind);
            }
        }
    }

    fn encode(&mut self, interp: &mut Interp, v: &Value, level: usize, out: &mut String) -> R<()> {
        interp.check_interrupt()?;
        // dict and tuple subclasses (Counter, OrderedDict, namedtuples) are written as dicts and lists.
        if let Some(inner) = crate::host::modules::collections::mapping_view(v).or_else(|| crate::host::modules::collections::namedtuple_items(v)) {
            return self.encode(interp, &inner, level, out);
        }
        if let Some(x) = float64(interp, v)? {
            out.push_str(&self.float(x)?);
            return Ok(());
        }
        match v {
            Value::None => out.push_str("null"),
            Value::Bool(true) => out.push_str("true"),
            Value::Bool(false) => out.push_str("false"),
            Value::Int(_) => out.push_str(&interp.repr(v)?),
            Value::Float(x) => out.push_str(&self.float(*x)?),
            Value::Str(s) => quote(s, self.ensure_ascii, out),
            Value::List(_) | Value::Tuple(_) => {
                let items: Vec<Value> = match v {
                    Value::List(l) => l.borrow().clone(),
                    Value::Tuple(t) => t.to_vec(),
                    _ => Vec::new(),
                };
                if items.is_empty() {
                    out.push_str("[]");
                    return Ok(());
                }
                let ptr = match v {
                    Value::List(l) => Rc::as_ptr(l) as *const u8 as usize,
                    Value::Tuple(t) => t.as_ptr() as *const u8 as usize,
                    _ => 0,
                };
                self.enter(ptr)?;
                out.push('[');
                self.newline(level + 1, out);
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        out.push_str(&self.item_sep);
                        self.newline(level + 1, out);
                    }
                    self.encode(interp, item, level + 1, out)?;
                }
                self.newline(level, out);
                out.push(']');
                self.leave();
            }
            Value::Dict(d) => {
                let mut pairs: Vec<(Value, Value)> = d.borrow().map.values().cloned().collect();
                if pairs.is_empty() {
                    out.push_str("{}");
                    return Ok(());
                }
                self.enter(Rc::as_ptr(d) as *const u8 as usize)?;
                if self.sort_keys {
                    let keys: Vec<Value> = pairs.iter().map(|(k, _)| k.clone()).collect();
                    let sorted = interp.sort_values(keys, None, false)?;
                    let mut by_key = Vec::with_capacity(pairs.len());
                    for k in sorted {
                        if let Some(i) = pairs.iter().position(|(pk, _)| same(pk, &k)) {
                            by_key.push(pairs.swap_remove(i));
                        }
                    }
                    pairs = by_key;
                }
                out.push('{');
                self.newline(level + 1, out);
                let mut first = true;
                for (k, val) in &pairs {
                    if let Some(x) = float64(interp, k)? {
                        if !first {
                            out.push_str(&self.item_sep);
                            self.newline(level + 1, out);
                        }
                        first = false;
                        quote(&self.float(x)?, self.ensure_ascii, out);
                        out.push_str(&self.key_sep);
                        self.encode(interp, val, level + 1, out)?;
                        continue;
                    }
                    let key = match k {
                        Value::Str(s) => s.to_string(),
                        Value::Float(x) => self.float(*x)?,
                        Value::Bool(true) => "true".into(),
                        Value::Bool(false) => "false".into(),
                        Value::None => "null".into(),
                        Value::Int(_) => interp.repr(k)?,
                        _ if self.skipkeys => continue,
                        other => return Err(raise("TypeError", format!("keys must be str, int, float, bool or None, not {}", interp.type_name(other)))),
                    };
                    if !first {
                        out.push_str(&self.item_sep);
                        self.newline(level + 1, out);
                    }
                    first = false;
                    quote(&key, self.ensure_ascii, out);
                    out.push_str(&self.key_sep);
                    self.encode(interp, val, level + 1, out)?;
                }
                self.newline(level, out);
                out.push('}');
                self.leave();
            }
            other => {
                let Some(default) = self.default.clone() else {
                    return Err(raise("TypeError", format!("Object of type {} is not JSON serializable", short_type(interp, other))));
                };
                let ptr = match other {
                    Value::Native(n) => Rc::as_ptr(n) as *const u8 as usize,
                    _ => 0,
                };
                self.enter(ptr)?;
                let replaced = interp.call(&default, Args::new(vec![other.clone()]))?;
                self.encode(interp, &replaced, level, out)?;
                self.leave();
            }
        }
        Ok(())
    }
}

/// A `numpy.float64`, which is a `float` subclass in NumPy (so JSON writes it as a float).
fn float64(interp: &mut Interp, v: &Value) -> R<Option<f64>> {
    match v {
        Value::Native(n) if n.type_name() == "numpy.float64" => Ok(Some(interp.to_float(v)?)),
        _ => Ok(None),
    }
}

/// The `__name__` of a value's class (`set`, `ndarray`, `Point`).
fn short_type(interp: &Interp, v: &Value) -> String {
    let t = interp.type_name(v);
    t.rsplit('.').next().unwrap_or(&t).to_string()
}

/// The same dict key (identity for sorting's result back to its pair).
fn same(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Str(x), Value::Str(y)) => x == y,
        (Value::Int(x), Value::Int(y)) => x == y,
        (Value::Float(x), Value::Float(y)) => x.to_bits() == y.to_bits(),
        (Value::Bool(x), Value::Bool(y)) => x == y,
        (Value::None, Value::None) => true,
        (Value::Tuple(x), Value::Tuple(y)) => Rc::ptr_eq(x, y),
        (Value::Native(x), Value::Native(y)) => Rc::ptr_eq(x, y),
        _ => false,
    }
}

const DUMPS_PARAMS: &[&str] = &["obj", "skipkeys", "ensure_ascii", "check_circular", "allow_nan", "cls", "indent", "separators", "default", "sort_keys"];

fn encoder(interp: &mut Interp, a: &[Option<Value>]) -> R<Encoder> {
    let flag = |interp: &mut Interp, i: usize, dflt: bool| -> R<bool> {
        match &a[i] {
            Some(v) => interp.truthy(v),
            None => Ok(dflt),
        }
    };
    if opt(&a[5]).is_some() {
        return Err(raise("NotImplementedError", "cudalab's json does not support cls= (custom JSONEncoder classes) yet; use default="));
    }
    let indent = match opt(&a[6]) {
        None => None,
        Some(Value::Str(s)) => Some(s.to_string()),
        Some(v @ (Value::Int(_) | Value::Bool(_))) => Some(" ".repeat(interp.to_index(v)?.max(0) as usize)),
        Some(other) => return Err(raise("TypeError", format!("can't multiply sequence by non-int of type '{}'", interp.type_name(other)))),
    };
    let (item_sep, key_sep) = match opt(&a[7]) {
        None => (if indent.is_some() { "," } else { ", " }.to_string(), ": ".to_string()),
        Some(v) => {
            let parts = interp.collect(v)?;
            if parts.len() != 2 {
                return Err(raise("ValueError", "too many values to unpack (expected 2)"));
            }
            match (&parts[0], &parts[1]) {
                (Value::Str(i), Value::Str(k)) => (i.to_string(), k.to_string()),
                _ => return Err(raise("TypeError", "make_encoder() argument 6 must be str, not int")),
            }
        }
    };
    Ok(Encoder {
        indent,
        item_sep,
        key_sep,
        sort_keys: flag(interp, 9, false)?,
        skipkeys: flag(interp, 1, false)?,
        ensure_ascii: flag(interp, 2, true)?,
        allow_nan: flag(interp, 4, true)?,
        check_circular: flag(interp, 3, true)?,
        default: opt(&a[8]).cloned(),
        active: Vec::new(),
    })
}

/// Keyword-only parameters after the positional ones: CPython's message for extra positionals.
fn check_positional(fname: &str, args: &Args, max: usize) -> R<()> {
    if args.pos.len() > max {
        let what = if max == 1 { "1 positional argument" } else { "2 positional arguments" };
        return Err(raise("TypeError", format!("{fname}() takes {what} but {} were given", args.pos.len())));
    }
    Ok(())
}

fn dumps_text(interp: &mut Interp, obj: &Value, a: &[Option<Value>]) -> R<String> {
    let mut enc = encoder(interp, a)?;
    let mut out = String::new();
    enc.encode(interp, obj, 0, &mut out)?;
    Ok(out)
}

fn j_dumps(interp: &mut Interp, args: Args) -> R<Value> {
    check_positional("dumps", &args, 1)?;
    let a = bind("JSONEncoder.__init__", args, DUMPS_PARAMS)?;
    let Some(obj) = a[0].clone() else { return Err(raise("TypeError", "dumps() missing 1 required positional argument: 'obj'")) };
    Ok(Value::str(&dumps_text(interp, &obj, &a)?))
}

fn j_dump(interp: &mut Interp, mut args: Args) -> R<Value> {
    check_positional("dump", &args, 2)?;
    let fp = if args.pos.len() == 2 { Some(args.pos.remove(1)) } else { args.take_kw("fp") };
    let Some(fp) = fp else { return Err(raise("TypeError", "dump() missing 1 required positional argument: 'fp'")) };
    let a = bind("JSONEncoder.__init__", args, DUMPS_PARAMS)?;
    let Some(obj) = a[0].clone() else { return Err(raise("TypeError", "dump() missing 2 required positional arguments: 'obj' and 'fp'")) };
    let text = dumps_text(interp, &obj, &a)?;
    let write = interp.getattr(&fp, "write")?;
    interp.call(&write, Args::new(vec![Value::str(&text)]))?;
    Ok(Value::None)
}

/// A JSON document being parsed: its chars (positions are Python str indices) and the hooks.
struct Parser<'a> {
    doc: &'a str,
    chars: Vec<char>,
    strict: bool,
    object_hook: Option<Value>,
    object_pairs_hook: Option<Value>,
    parse_float: Option<Value>,
    parse_int: Option<Value>,
    parse_constant: Option<Value>,
    depth: usize,
}

fn decode_error(msg: &str, doc: &str, pos: usize) -> Ctrl {
    let chars: Vec<char> = doc.chars().take(pos).collect();
    let lineno = chars.iter().filter(|c| **c == '\n').count() + 1;
    let colno = match chars.iter().rposition(|c| *c == '\n') {
        Some(i) => pos - i,
        None => pos + 1,
    };
    let text = format!("{msg}: line {lineno} column {colno} (char {pos})");
    let e = exc_with_args(DECODE_ERROR.with(|t| t.clone()), vec![Value::str(&text)]);
    {
        let mut a = e.attrs.borrow_mut();
        a.insert(Rc::from("msg"), Value::str(msg));
        a.insert(Rc::from("doc"), Value::str(doc));
        a.insert(Rc::from("pos"), Value::int(pos as i64));
        a.insert(Rc::from("lineno"), Value::int(lineno as i64));
        a.insert(Rc::from("colno"), Value::int(colno as i64));
    }
    Ctrl::Raise(e)
}

impl Parser<'_> {
    fn err(&self, msg: &str, pos: usize) -> Ctrl {
        decode_error(msg, self.doc, pos)
    }
    fn ws(&self, mut i: usize) -> usize {
        while i < self.chars.len() && matches!(self.chars[i], ' ' | '\t' | '\n' | '\r') {
            i += 1;
        }
        i
    }
    fn starts(&self, i: usize, word: &str) -> bool {
        let w: Vec<char> = word.chars().collect();
        self.chars.len() >= i + w.len() && self.chars[i..i + w.len()] == w[..]
    }
    fn constant(&self, interp: &mut Interp, name: &str, x: f64) -> R<Value> {
        match &self.parse_constant {
            Some(f) => interp.call(f, Args::new(vec![Value::str(name)])),
            None => Ok(Value::Float(x)),
        }
    }

    /// A value starting at `i` (no leading whitespace): the value and the index after it.
    fn value(&mut self, interp: &mut Interp, i: usize) -> R<(Value, usize)> {
        let Some(&c) = self.chars.get(i) else { return Err(self.err("Expecting value", i)) };
        match c {
            '"' => {
                let (s, end) = self.string(i + 1)?;
                Ok((Value::str(&s), end))
            }
            '{' => self.object(interp, i + 1),
            '[' => self.array(interp, i + 1),
            'n' if self.starts(i, "null") => Ok((Value::None, i + 4)),
            't' if self.starts(i, "true") => Ok((Value::Bool(true), i + 4)),
            'f' if self.starts(i, "false") => Ok((Value::Bool(false), i + 5)),
            'N' if self.starts(i, "NaN") => Ok((self.constant(interp, "NaN", f64::NAN)?, i + 3)),
            'I' if self.starts(i, "Infinity") => Ok((self.constant(interp, "Infinity", f64::INFINITY)?, i + 8)),
            '-' if self.starts(i, "-Infinity") => Ok((self.constant(interp, "-Infinity", f64::NEG_INFINITY)?, i + 9)),
            '-' | '0'..='9' => self.number(interp, i),
            _ => Err(self.err("Expecting value", i)),
        }
    }

    fn number(&mut self, interp: &mut Interp, start: usize) -> R<(Value, usize)> {
        let ch = &self.chars;
        let mut i = start;
        if ch.get(i) == Some(&'-') {
            i += 1;
        }
        match ch.get(i) {
            Some('0') => i += 1,
            Some('1'..='9') => {
                while matches!(ch.get(i), Some('0'..='9')) {
                    i += 1;
                }
            }
            _ => return Err(self.err("Expecting value", start)),
        }
        let mut is_float = false;
        if ch.get(i) == Some(&'.') && matches!(ch.get(i + 1), Some('0'..='9')) {
            is_float = true;
            i += 1;
            while matches!(ch.get(i), Some('0'..='9')) {
                i += 1;
            }
        }
        if matches!(ch.get(i), Some('e' | 'E')) {
            let mut j = i + 1;
            if matches!(ch.get(j), Some('+' | '-')) {
                j += 1;
            }
            if matches!(ch.get(j), Some('0'..='9')) {
                while matches!(ch.get(j), Some('0'..='9')) {
                    j += 1;
                }
                is_float = true;
                i = j;
            }
        }
        let text: String = ch[start..i].iter().collect();
        let hook = if is_float { &self.parse_float } else { &self.parse_int };
        if let Some(f) = hook.clone() {
            return Ok((interp.call(&f, Args::new(vec![Value::str(&text)]))?, i));
        }
        let v = if is_float {
            Value::Float(text.parse::<f64>().unwrap_or(f64::NAN))
        } else {
            match crate::host::constructors::parse_int_str(&text, 10) {
                Some(n) => Value::Int(n),
                None => return Err(self.err("Expecting value", start)),
            }
        };
        Ok((v, i))
    }

    /// A string body starting just after its opening quote at `start - 1`.
    fn string(&self, start: usize) -> R<(String, usize)> {
        let mut out = String::new();
        let mut i = start;
        loop {
            let Some(&c) = self.chars.get(i) else { return Err(self.err("Unterminated string starting at", start - 1)) };
            match c {
                '"' => return Ok((out, i + 1)),
                '\\' => {
                    let Some(&e) = self.chars.get(i + 1) else { return Err(self.err("Unterminated string starting at", start - 1)) };
                    match e {
                        '"' => out.push('"'),
                        '\\' => out.push('\\'),
                        '/' => out.push('/'),
                        'b' => out.push('\u{8}'),
                        'f' => out.push('\u{c}'),
                        'n' => out.push('\n'),
                        'r' => out.push('\r'),
                        't' => out.push('\t'),
                        'u' => {
                            let hi = self.hex4(i + 2).ok_or_else(|| self.err("Invalid \\uXXXX escape", i + 1))?;
                            let mut code = hi;
                            if (0xd800..0xdc00).contains(&hi) && self.chars.get(i + 6) == Some(&'\\') && self.chars.get(i + 7) == Some(&'u') {
                                let lo = self.hex4(i + 8).ok_or_else(|| self.err("Invalid \\uXXXX escape", i + 7))?;
                                if (0xdc00..0xe000).contains(&lo) {
                                    code = 0x10000 + ((hi - 0xd800) << 10) + (lo - 0xdc00);
                                    i += 6;
                                }
                            }
                            match char::from_u32(code) {
                                Some(ch) => out.push(ch),
                                None => {
                                    return Err(raise(
                                        "NotImplementedError",
                                        format!("cudalab's strings cannot hold the lone surrogate \\u{code:04x} that this JSON string escapes"),
                                    ))
                                }
                            }
                            i += 4;
                        }
                        _ => return Err(self.err("Invalid \\escape", i)),
                    }
                    i += 2;
                }
                c if (c as u32) < 0x20 && self.strict => return Err(self.err("Invalid control character at", i)),
                c => {
                    out.push(c);
                    i += 1;
                }
            }
        }
    }

    fn hex4(&self, i: usize) -> Option<u32> {
        if i + 4 > self.chars.len() {
            return None;
        }
        let s: String = self.chars[i..i + 4].iter().collect();
        if !s.chars().all(|c| c.is_ascii_hexdigit()) {
            return None;
        }
        u32::from_str_radix(&s, 16).ok()
    }

    fn deeper(&mut self, what: &str) -> R<()> {
        self.depth += 1;
        if self.depth > 990 {
            return Err(raise("RecursionError", format!("maximum recursion depth exceeded while decoding a JSON {what} from a unicode string")));
        }
        Ok(())
    }

    fn array(&mut self, interp: &mut Interp, start: usize) -> R<(Value, usize)> {
        self.deeper("array")?;
        let mut items = Vec::new();
        let mut i = self.ws(start);
        if self.chars.get(i) == Some(&']') {
            self.depth -= 1;
            return Ok((Value::list(items), i + 1));
        }
        loop {
            let (v, end) = self.value(interp, i)?;
            items.push(v);
            i = self.ws(end);
            match self.chars.get(i) {
                Some(']') => break,
                Some(',') => i = self.ws(i + 1),
                _ => return Err(self.err("Expecting ',' delimiter", i)),
            }
        }
        self.depth -= 1;
        Ok((Value::list(items), i + 1))
    }

    fn object(&mut self, interp: &mut Interp, start: usize) -> R<(Value, usize)> {
        self.deeper("object")?;
        let mut pairs: Vec<(Value, Value)> = Vec::new();
        let mut i = self.ws(start);
        if self.chars.get(i) != Some(&'}') {
            loop {
                if self.chars.get(i) != Some(&'"') {
                    return Err(self.err("Expecting property name enclosed in double quotes", i));
                }
                let (key, end) = self.string(i + 1)?;
                i = self.ws(end);
                if self.chars.get(i) != Some(&':') {
                    return Err(self.err("Expecting ':' delimiter", i));
                }
                i = self.ws(i + 1);
                let (v, end) = self.value(interp, i)?;
                pairs.push((Value::str(&key), v));
                i = self.ws(end);
                match self.chars.get(i) {
                    Some('}') => break,
                    Some(',') => i = self.ws(i + 1),
                    _ => return Err(self.err("Expecting ',' delimiter", i)),
                }
            }
        }
        self.depth -= 1;
        if let Some(h) = self.object_pairs_hook.clone() {
            let list = Value::list(pairs.into_iter().map(|(k, v)| Value::tuple(vec![k, v])).collect());
            return Ok((interp.call(&h, Args::new(vec![list]))?, i + 1));
        }
        let mut d = Dict::default();
        for (k, v) in pairs {
            let hk = interp.hash_key(&k)?;
            d.map.insert(hk, (k, v));
        }
        let d = Value::dict(d);
        if let Some(h) = self.object_hook.clone() {
            return Ok((interp.call(&h, Args::new(vec![d]))?, i + 1));
        }
        Ok((d, i + 1))
    }
}

const LOADS_PARAMS: &[&str] = &["s", "cls", "object_hook", "parse_float", "parse_int", "parse_constant", "object_pairs_hook", "strict"];

fn loads_text(interp: &mut Interp, doc: &Value, a: &[Option<Value>]) -> R<Value> {
    let text: String = match doc {
        Value::Str(s) => {
            if s.starts_with('\u{feff}') {
                return Err(decode_error("Unexpected UTF-8 BOM (decode using utf-8-sig)", s, 0));
            }
            s.to_string()
        }
        other => match as_bytes(other) {
            Some(b) => {
                let data: &[u8] = b.0.strip_prefix(b"\xef\xbb\xbf").unwrap_or(&b.0);
                crate::host::files::Enc::Utf8.decode(data)?
            }
            None => return Err(raise("TypeError", format!("the JSON object must be str, bytes or bytearray, not {}", short_type(interp, other)))),
        },
    };
    if opt(&a[1]).is_some() {
        return Err(raise("NotImplementedError", "cudalab's json does not support cls= (custom JSONDecoder classes) yet; use object_hook="));
    }
    let strict = match &a[7] {
        Some(v) => interp.truthy(v)?,
        None => true,
    };
    let mut p = Parser {
        doc: &text,
        chars: text.chars().collect(),
        strict,
        object_hook: opt(&a[2]).cloned(),
        parse_float: opt(&a[3]).cloned(),
        parse_int: opt(&a[4]).cloned(),
        parse_constant: opt(&a[5]).cloned(),
        object_pairs_hook: opt(&a[6]).cloned(),
        depth: 0,
    };
    let i = p.ws(0);
    let (v, end) = p.value(interp, i)?;
    let end = p.ws(end);
    if end != p.chars.len() {
        return Err(p.err("Extra data", end));
    }
    Ok(v)
}

fn j_loads(interp: &mut Interp, args: Args) -> R<Value> {
    check_positional("loads", &args, 1)?;
    let a = bind("JSONDecoder.__init__", args, LOADS_PARAMS)?;
    let Some(s) = a[0].clone() else { return Err(raise("TypeError", "loads() missing 1 required positional argument: 's'")) };
    loads_text(interp, &s, &a)
}

fn j_load(interp: &mut Interp, mut args: Args) -> R<Value> {
    check_positional("load", &args, 1)?;
    if let Some(fp) = args.take_kw("fp") {
        args.pos.insert(0, fp);
    }
    let a = bind("JSONDecoder.__init__", args, LOADS_PARAMS)?;
    let Some(fp) = a[0].clone() else { return Err(raise("TypeError", "load() missing 1 required positional argument: 'fp'")) };
    let read = interp.getattr(&fp, "read")?;
    let text = interp.call(&read, Args::default())?;
    loads_text(interp, &text, &a)
}

pub fn module() -> Rc<Module> {
    let m = super::new_module("json", "JSON (JavaScript Object Notation) encoder and decoder.");
    const M: &str = "json";
    add(
        &m,
        M,
        "dumps",
        j_dumps,
        "dumps(obj, *, skipkeys=False, ensure_ascii=True, check_circular=True, allow_nan=True, cls=None, indent=None, separators=None, default=None, sort_keys=False)",
        "Serialize obj to a JSON formatted str.",
    );
    add(
        &m,
        M,
        "dump",
        j_dump,
        "dump(obj, fp, *, skipkeys=False, ensure_ascii=True, check_circular=True, allow_nan=True, cls=None, indent=None, separators=None, default=None, sort_keys=False)",
        "Serialize obj as a JSON formatted stream to fp (a .write()-supporting file-like object).",
    );
    add(
        &m,
        M,
        "loads",
        j_loads,
        "loads(s, *, cls=None, object_hook=None, parse_float=None, parse_int=None, parse_constant=None, object_pairs_hook=None)",
        "Deserialize s (a str or bytes instance containing a JSON document) to a Python object.",
    );
    add(
        &m,
        M,
        "load",
        j_load,
        "load(fp, *, cls=None, object_hook=None, parse_float=None, parse_int=None, parse_constant=None, object_pairs_hook=None)",
        "Deserialize fp (a .read()-supporting file-like object containing a JSON document) to a Python object.",
    );
    m.attrs.borrow_mut().insert(Rc::from("JSONDecodeError"), Value::Type(DECODE_ERROR.with(|t| t.clone())));
    m
}
