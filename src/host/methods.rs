//! Methods of the builtin types (str, list, dict, set, tuple, int, float), dispatched by name.
//! `METHODS` lists what each type offers, for `getattr`, `dir()` and completion; `call_method`
//! implements them with CPython's results and error messages.

use crate::host::eval::dict_insert;
use crate::host::iter::IterState;
use crate::host::value::{Args, Value};
use crate::host::{raise, Interp, R};
use std::rc::Rc;

const STR_METHODS: &[&str] = &[
    "capitalize",
    "center",
    "count",
    "endswith",
    "find",
    "format",
    "index",
    "isalnum",
    "isalpha",
    "isdecimal",
    "isdigit",
    "islower",
    "isnumeric",
    "isspace",
    "istitle",
    "isupper",
    "join",
    "ljust",
    "lower",
    "lstrip",
    "partition",
    "removeprefix",
    "removesuffix",
    "replace",
    "rfind",
    "rindex",
    "rjust",
    "rpartition",
    "rsplit",
    "rstrip",
    "split",
    "splitlines",
    "startswith",
    "strip",
    "swapcase",
    "title",
    "upper",
    "zfill",
    "encode",
    "casefold",
    "expandtabs",
    "translate",
    "maketrans",
    "format_map",
    "isidentifier",
    "isprintable",
];
const LIST_METHODS: &[&str] = &["append", "clear", "copy", "count", "extend", "index", "insert", "pop", "remove", "reverse", "sort"];
const TUPLE_METHODS: &[&str] = &["count", "index"];
const DICT_METHODS: &[&str] = &["clear", "copy", "get", "items", "keys", "pop", "popitem", "setdefault", "update", "values"];
const SET_METHODS: &[&str] = &[
    "add",
    "clear",
    "copy",
    "difference",
    "difference_update",
    "discard",
    "intersection",
    "intersection_update",
    "isdisjoint",
    "issubset",
    "issuperset",
    "pop",
    "remove",
    "symmetric_difference",
    "symmetric_difference_update",
    "union",
    "update",
];
const FROZENSET_METHODS: &[&str] = &["copy", "difference", "intersection", "isdisjoint", "issubset", "issuperset", "symmetric_difference", "union"];
const INT_METHODS: &[&str] = &["bit_length", "bit_count", "conjugate", "is_integer", "to_bytes", "from_bytes", "as_integer_ratio"];
const FLOAT_METHODS: &[&str] = &["as_integer_ratio", "conjugate", "hex", "is_integer", "fromhex"];
const COMPLEX_METHODS: &[&str] = &["conjugate"];
const EXC_METHODS: &[&str] = &["add_note", "with_traceback"];
const GENERATOR_METHODS: &[&str] = &["close", "send", "throw"];

pub fn method_names(v: &Value) -> &'static [&'static str] {
    match v {
        Value::Str(_) => STR_METHODS,
        Value::List(_) => LIST_METHODS,
        Value::Tuple(_) => TUPLE_METHODS,
        Value::Dict(_) => DICT_METHODS,
        Value::Set(s) if s.borrow().frozen => FROZENSET_METHODS,
        Value::Set(_) => SET_METHODS,
        Value::Int(_) | Value::Bool(_) => INT_METHODS,
        Value::Float(_) => FLOAT_METHODS,
        Value::Complex(..) => COMPLEX_METHODS,
        Value::Exception(_) => EXC_METHODS,
        Value::Range(_) => TUPLE_METHODS,
        Value::Iterator(it) if matches!(*it.borrow(), IterState::Gen(_) | IterState::GenFn(_) | IterState::Running(_)) => GENERATOR_METHODS,
        _ => &[],
    }
}

pub fn has_method(v: &Value, name: &str) -> bool {
    method_names(v).contains(&name)
}

pub(crate) fn want(name: &str, args: &Args, min: usize, max: usize) -> R<()> {
    let n = args.pos.len();
    if n < min || n > max {
        let msg = if min == max && min == 0 {
            format!("{name}() takes no arguments ({n} given)")
        } else if min == max {
            format!("{name}() takes exactly one argument ({n} given)")
        } else if n < min {
            format!("{name} expected at least {min} argument{}, got {n}", if min == 1 { "" } else { "s" })
        } else {
            format!("{name} expected at most {max} argument{}, got {n}", if max == 1 { "" } else { "s" })
        };
        return Err(raise("TypeError", msg));
    }
    Ok(())
}

fn str_arg<'a>(interp: &Interp, v: &'a Value, what: &str) -> R<&'a str> {
    match v {
        Value::Str(s) => Ok(s),
        other => Err(raise("TypeError", format!("{what} must be str, not {}", interp.type_name(other)))),
    }
}

fn char_index(s: &str, byte: usize) -> i64 {
    s[..byte].chars().count() as i64
}

/// Resolve optional start/end arguments of find/count/index into a byte range, as CPython's
/// `ADJUST_INDICES`: negative indices count from the end, `end` is clamped to the length but
/// `start` is not, so `None` means an empty slice that not even `''` matches (start > end).
fn sub_range(interp: &mut Interp, s: &str, args: &[Value]) -> R<Option<(usize, usize)>> {
    let n = s.chars().count() as i64;
    let get = |interp: &mut Interp, i: usize, d: i64| -> R<i64> {
        match args.get(i) {
            None | Some(Value::None) => Ok(d),
            Some(v) => {
                let x = interp.to_index(v)?;
                Ok(if x < 0 { (x + n).max(0) } else { x })
            }
        }
    };
    let start = get(interp, 0, 0)?;
    let end = get(interp, 1, n)?.min(n);
    if start > end {
        return Ok(None);
    }
    let byte = |ci: i64| s.char_indices().nth(ci as usize).map(|(b, _)| b).unwrap_or(s.len());
    Ok(Some((byte(start), byte(end))))
}

fn strip_chars(interp: &Interp, args: &Args) -> R<Option<Vec<char>>> {
    match args.pos.first() {
        None | Some(Value::None) => Ok(None),
        Some(v) => Ok(Some(str_arg(interp, v, "strip arg")?.chars().collect())),
    }
}

/// Python's `str.isspace` for one character: Unicode White_Space plus the four information
/// separators U+001C..U+001F, which CPython also treats as whitespace.
pub(crate) fn py_space(c: char) -> bool {
    c.is_whitespace() || ('\x1c'..='\x1f').contains(&c)
}

/// `str.split()` without a separator: runs of whitespace separate words; once `maxsplit` splits
/// are made the remainder is kept whole, trailing whitespace included.
fn split_ws(s: &str, maxsplit: i64) -> Vec<Value> {
    let mut out = Vec::new();
    let mut rest = s.trim_start_matches(py_space);
    let mut splits = 0;
    while !rest.is_empty() {
        if maxsplit >= 0 && splits >= maxsplit {
            out.push(Value::str(rest));
            break;
        }
        match rest.find(py_space) {
            Some(i) => {
                out.push(Value::str(&rest[..i]));
                rest = rest[i..].trim_start_matches(py_space);
                splits += 1;
            }
            None => {
                out.push(Value::str(rest));
                break;
            }
        }
    }
    out
}

/// `str.rsplit()` without a separator: as `split_ws` but from the right, so the remainder keeps
/// its leading whitespace.
fn rsplit_ws(s: &str, maxsplit: i64) -> Vec<Value> {
    let mut out = Vec::new();
    let mut rest = s.trim_end_matches(py_space);
    let mut splits = 0;
    while !rest.is_empty() {
        if maxsplit >= 0 && splits >= maxsplit {
            out.push(Value::str(rest));
            break;
        }
        match rest.rfind(py_space) {
            Some(i) => {
                let after = i + rest[i..].chars().next().map_or(1, char::len_utf8);
                out.push(Value::str(&rest[after..]));
                rest = rest[..i].trim_end_matches(py_space);
                splits += 1;
            }
            None => {
                out.push(Value::str(rest));
                break;
            }
        }
    }
    out.reverse();
    out
}

/// The line boundaries of `str.splitlines` (`\r\n` is handled by the caller).
fn is_line_break(c: char) -> bool {
    matches!(c, '\n' | '\r' | '\x0b' | '\x0c' | '\x1c' | '\x1d' | '\x1e' | '\u{85}' | '\u{2028}' | '\u{2029}')
}

impl Interp {
    pub fn call_method(&mut self, recv: &Value, name: &str, args: Args) -> R<Value> {
        let args = crate::host::builtin_base::method_args(recv, name, args);
        match recv {
            Value::Str(s) => self.str_method(s, name, args),
            Value::List(_) => self.list_method(recv, name, args),
            Value::Tuple(t) => {
                let items = t.to_vec();
                self.seq_method(&items, name, args, "tuple")
            }
            Value::Range(_) => {
                let items = self.collect(recv)?;
                self.seq_method(&items, name, args, "range")
            }
            Value::Dict(_) => self.dict_method(recv, name, args),
            Value::Set(_) => self.set_method(recv, name, args),
            Value::Int(_) | Value::Bool(_) => {
                let i = self.to_int(recv)?;
                match name {
                    "bit_length" => Ok(Value::int(i.bit_length() as i64)),
                    "bit_count" => Ok(Value::int(i.abs().to_str_radix(2).chars().filter(|c| *c == '1').count() as i64)),
                    "conjugate" => Ok(Value::Int(i)),
                    "is_integer" => Ok(Value::Bool(true)),
                    "to_bytes" => crate::host::number_methods::to_bytes(self, &i, args),
                    "as_integer_ratio" => Ok(crate::host::number_methods::int_ratio(i)),
                    "from_bytes" => {
                        let cls = self.type_of(recv);
                        crate::host::number_methods::from_bytes(self, &cls, args)
                    }
                    _ => Err(self.no_attr(recv, name)),
                }
            }
            Value::Float(f) => match name {
                "is_integer" => Ok(Value::Bool(f.is_finite() && f.fract() == 0.0)),
                "conjugate" => Ok(Value::Float(*f)),
                "as_integer_ratio" => {
                    if !f.is_finite() {
                        return Err(raise("OverflowError", "cannot convert Infinity to integer ratio"));
                    }
                    let mut num = *f;
                    let mut den = crate::host::int::Int::Small(1);
                    while num.fract() != 0.0 {
                        num *= 2.0;
                        den = den.mul(&crate::host::int::Int::Small(2));
                    }
                    let n = self.float_to_int(num)?;
                    let g = num_integer::Integer::gcd(&n.to_big(), &den.to_big());
                    let n = crate::host::int::Int::from_big(n.to_big() / &g);
                    let d = crate::host::int::Int::from_big(den.to_big() / &g);
                    Ok(Value::tuple(vec![Value::Int(n), Value::Int(d)]))
                }
                "hex" => Ok(Value::str(&float_hex(*f))),
                "fromhex" => {
                    let cls = self.type_of(recv);
                    let m = match &cls {
                        Value::Type(t) => crate::host::number_methods::class_method(t, "fromhex"),
                        _ => None,
                    };
                    match m {
                        Some(m) => self.call(&m, args),
                        None => Err(self.no_attr(recv, name)),
                    }
                }
                _ => Err(self.no_attr(recv, name)),
            },
            Value::Complex(r, i) if name == "conjugate" => Ok(Value::Complex(*r, -*i)),
            Value::Exception(e) => match name {
                "add_note" => {
                    want("add_note", &args, 1, 1)?;
                    let note = match &args.pos[0] {
                        Value::Str(n) => n.clone(),
                        other => return Err(raise("TypeError", format!("note must be a str, not '{}'", self.type_name(other)))),
                    };
                    // `__notes__` is the list Python code sees; `notes` the lines the traceback shows.
                    let existing = e.attrs.borrow().get("__notes__").cloned();
                    match existing {
                        Some(list @ Value::List(_)) => {
                            self.call_method(&list, "append", Args::new(vec![Value::Str(note.clone())]))?;
                        }
                        Some(_) => return Err(raise("TypeError", "Cannot add note: __notes__ is not a list")),
                        None => {
                            e.attrs.borrow_mut().insert(Rc::from("__notes__"), Value::list(vec![Value::Str(note.clone())]));
                        }
                    }
                    e.notes.borrow_mut().push(note.to_string());
                    Ok(Value::None)
                }
                _ => Ok(recv.clone()),
            },
            Value::Iterator(it) if GENERATOR_METHODS.contains(&name) && has_method(recv, name) => self.genexpr_method(it, name, args),
            Value::Native(n) => match n.clone().call_method(self, name, args)? {
                Some(v) => Ok(v),
                None => Err(self.no_attr(recv, name)),
            },
            _ => {
                let f = self.getattr(recv, name)?;
                self.call(&f, args)
            }
        }
    }

    pub(crate) fn no_attr(&self, recv: &Value, name: &str) -> crate::host::Ctrl {
        raise("AttributeError", format!("'{}' object has no attribute '{}'", self.type_name(recv), name))
    }

    fn str_method(&mut self, s: &Rc<str>, name: &str, mut args: Args) -> R<Value> {
        let s: &str = s;
        Ok(match name {
            "upper" => Value::str(&s.to_uppercase()),
            "lower" => Value::str(&s.to_lowercase()),
            "casefold" => Value::str(&crate::host::str_translate::casefold(s)),
            "translate" => return crate::host::str_translate::translate(self, s, args),
            "maketrans" => return crate::host::str_translate::maketrans(self, args),
            "format_map" => return crate::host::str_translate::format_map(self, s, args),
            "isidentifier" => Value::Bool(crate::host::str_translate::is_identifier(s)),
            "isprintable" => Value::Bool(crate::host::str_translate::is_printable(s)),
            "swapcase" => Value::str(
                &s.chars().map(|c| if c.is_uppercase() { c.to_lowercase().collect::<String>() } else { c.to_uppercase().collect() }).collect::<String>(),
            ),
            "capitalize" => {
                let mut c = s.chars();
                Value::str(&match c.next() {
                    Some(f) => f.to_uppercase().collect::<String>() + &c.as_str().to_lowercase(),
                    None => String::new(),
                })
            }
            "title" => {
                let mut out = String::new();
                let mut prev_alpha = false;
                for c in s.chars() {
                    if prev_alpha {
                        out.extend(c.to_lowercase());
                    } else {
                        out.extend(c.to_uppercase());
                    }
                    prev_alpha = c.is_alphabetic();
                }
                Value::str(&out)
            }
            "strip" | "lstrip" | "rstrip" => {
                let chars = strip_chars(self, &args)?;
                let pred = |c: char| match &chars {
                    Some(cs) => cs.contains(&c),
                    None => py_space(c),
                };
                Value::str(match name {
                    "strip" => s.trim_matches(pred),
                    "lstrip" => s.trim_start_matches(pred),
                    _ => s.trim_end_matches(pred),
                })
            }
            "split" | "rsplit" => {
                let sep = args.take_kw("sep").or_else(|| if args.pos.is_empty() { None } else { Some(args.pos.remove(0)) });
                let maxsplit = match args.take_kw("maxsplit").or_else(|| args.pos.first().cloned()) {
                    Some(v) => self.to_index(&v)?,
                    None => -1,
                };
                match sep {
                    None | Some(Value::None) => {
                        if name == "rsplit" {
                            Value::list(rsplit_ws(s, maxsplit))
                        } else {
                            Value::list(split_ws(s, maxsplit))
                        }
                    }
                    Some(sep) => {
                        let sep = str_arg(self, &sep, "must be str or None, not")?.to_string();
                        if sep.is_empty() {
                            return Err(raise("ValueError", "empty separator"));
                        }
                        // rsplit scans from the right: 'aaa'.rsplit('aa') is ['a', ''].
                        let parts: Vec<Value> = match (name == "split", maxsplit < 0) {
                            (true, true) => s.split(sep.as_str()).map(Value::str).collect(),
                            (true, false) => s.splitn(maxsplit as usize + 1, sep.as_str()).map(Value::str).collect(),
                            (false, all) => {
                                let mut p: Vec<Value> = if all {
                                    s.rsplit(sep.as_str()).map(Value::str).collect()
                                } else {
                                    s.rsplitn(maxsplit as usize + 1, sep.as_str()).map(Value::str).collect()
                                };
                                p.reverse();
                                p
                            }
                        };
                        Value::list(parts)
                    }
                }
            }
            "splitlines" => {
                let keep = match args.take_kw("keepends").or_else(|| args.pos.first().cloned()) {
                    Some(v) => self.truthy(&v)?,
                    None => false,
                };
                let mut out = Vec::new();
                let mut start = 0;
                let mut chars = s.char_indices().peekable();
                while let Some((i, c)) = chars.next() {
                    if is_line_break(c) {
                        let mut end = i + c.len_utf8();
                        if c == '\r' && chars.next_if(|&(_, n)| n == '\n').is_some() {
                            end += 1;
                        }
                        out.push(Value::str(&s[start..if keep { end } else { i }]));
                        start = end;
                    }
                }
                if start < s.len() {
                    out.push(Value::str(&s[start..]));
                }
                Value::list(out)
            }
            "join" => {
                want("join", &args, 1, 1)?;
                let mut items = self.collect(&args.pos[0])?;
                crate::host::builtin_base::plain_items(&mut items);
                let mut out = String::new();
                for (i, v) in items.iter().enumerate() {
                    if i > 0 {
                        out.push_str(s);
                    }
                    match v {
                        Value::Str(x) => out.push_str(x),
                        other => return Err(raise("TypeError", format!("sequence item {i}: expected str instance, {} found", self.type_name(other)))),
                    }
                }
                Value::str(&out)
            }
            "replace" => {
                want("replace", &args, 2, 3)?;
                let old = str_arg(self, &args.pos[0], "replace() argument 1")?.to_string();
                let new = str_arg(self, &args.pos[1], "replace() argument 2")?.to_string();
                match args.pos.get(2) {
                    Some(c) => {
                        let c = self.to_index(c)?;
                        if c < 0 {
                            Value::str(&s.replace(&old, &new))
                        } else {
                            Value::str(&s.replacen(&old, &new, c as usize))
                        }
                    }
                    None => Value::str(&s.replace(&old, &new)),
                }
            }
            "startswith" | "endswith" => {
                want(name, &args, 1, 3)?;
                let range = sub_range(self, s, &args.pos[1..])?;
                let test = |p: &str| match range {
                    Some((b0, b1)) if name == "startswith" => s[b0..b1].starts_with(p),
                    Some((b0, b1)) => s[b0..b1].ends_with(p),
                    None => false,
                };
                match &args.pos[0] {
                    Value::Str(p) => Value::Bool(test(p)),
                    Value::Tuple(ps) => Value::Bool(ps.iter().any(|p| matches!(p, Value::Str(p) if test(p)))),
                    other => return Err(raise("TypeError", format!("{name} first arg must be str or a tuple of str, not {}", self.type_name(other)))),
                }
            }
            "find" | "rfind" | "index" | "rindex" | "count" => {
                want(name, &args, 1, 3)?;
                let sub = str_arg(self, &args.pos[0], "must be str, not")?.to_string();
                let Some((b0, b1)) = sub_range(self, s, &args.pos[1..])? else {
                    return match name {
                        "count" => Ok(Value::int(0)),
                        "index" | "rindex" => Err(raise("ValueError", "substring not found")),
                        _ => Ok(Value::int(-1)),
                    };
                };
                let hay = &s[b0..b1];
                if name == "count" {
                    let n = if sub.is_empty() { hay.chars().count() + 1 } else { hay.matches(sub.as_str()).count() };
                    return Ok(Value::int(n as i64));
                }
                let found = if name.starts_with('r') { hay.rfind(sub.as_str()) } else { hay.find(sub.as_str()) };
                match found {
                    Some(i) => Value::int(char_index(s, b0 + i)),
                    None if name.ends_with("index") => return Err(raise("ValueError", "substring not found")),
                    None => Value::int(-1),
                }
            }
            "partition" | "rpartition" => {
                want(name, &args, 1, 1)?;
                let sep = str_arg(self, &args.pos[0], "must be str, not")?.to_string();
                let found = if name == "partition" { s.find(sep.as_str()) } else { s.rfind(sep.as_str()) };
                match found {
                    Some(i) => Value::tuple(vec![Value::str(&s[..i]), Value::str(&sep), Value::str(&s[i + sep.len()..])]),
                    None if name == "partition" => Value::tuple(vec![Value::str(s), Value::str(""), Value::str("")]),
                    None => Value::tuple(vec![Value::str(""), Value::str(""), Value::str(s)]),
                }
            }
            "removeprefix" => Value::str(s.strip_prefix(str_arg(self, &args.pos[0], "arg")?).unwrap_or(s)),
            "removesuffix" => Value::str(s.strip_suffix(str_arg(self, &args.pos[0], "arg")?).unwrap_or(s)),
            "center" | "ljust" | "rjust" => {
                want(name, &args, 1, 2)?;
                let width = self.to_index(&args.pos[0])?.max(0) as usize;
                let fill = match args.pos.get(1) {
                    Some(Value::Str(f)) if f.chars().count() == 1 => f.chars().next().unwrap_or(' '),
                    Some(_) => return Err(raise("TypeError", "The fill character must be exactly one character long")),
                    None => ' ',
                };
                let len = s.chars().count();
                if len >= width {
                    Value::str(s)
                } else {
                    let pad = width - len;
                    let left = match name {
                        "ljust" => 0,
                        "rjust" => pad,
                        // CPython puts the extra fill on the right when len and width are both even/odd-aligned.
                        _ => pad / 2 + (pad & width & 1),
                    };
                    Value::Str(Rc::from(self.padded("", left, fill, s, pad - left)?))
                }
            }
            "zfill" => {
                want(name, &args, 1, 1)?;
                let width = self.to_index(&args.pos[0])?.max(0) as usize;
                let len = s.chars().count();
                if len >= width {
                    Value::str(s)
                } else {
                    let (sign, rest) = if s.starts_with(['+', '-']) { s.split_at(1) } else { ("", s) };
                    Value::Str(Rc::from(self.padded(sign, width - len, '0', rest, 0)?))
                }
            }
            "expandtabs" => {
                want(name, &args, 0, 1)?;
                let size = match args.pos.first() {
                    Some(v) => self.to_index(v)?,
                    None => 8,
                };
                let (total, _) = expanded_len(s, size);
                crate::array::memory_limit::check(total, || format!("a str of {total} bytes"))?;
                Value::str(&expand_tabs(s, size))
            }
            "format" => Value::str(&self.str_format(s, &args.pos, &args.kw)?),
            "isdigit" | "isdecimal" | "isnumeric" => Value::Bool(!s.is_empty() && s.chars().all(|c| c.is_numeric())),
            "isalpha" => Value::Bool(!s.is_empty() && s.chars().all(char::is_alphabetic)),
            "isalnum" => Value::Bool(!s.is_empty() && s.chars().all(char::is_alphanumeric)),
            "isspace" => Value::Bool(!s.is_empty() && s.chars().all(py_space)),
            "islower" => Value::Bool(s.chars().any(char::is_lowercase) && !s.chars().any(char::is_uppercase)),
            "isupper" => Value::Bool(s.chars().any(char::is_uppercase) && !s.chars().any(char::is_lowercase)),
            "istitle" => {
                let t = self.str_method(&Rc::from(s), "title", Args::default())?;
                Value::Bool(matches!(t, Value::Str(t) if &*t == s) && s.chars().any(char::is_alphabetic))
            }
            "encode" => {
                let mut args = args;
                let enc = args.take_kw("encoding").or_else(|| args.pos.first().cloned());
                let enc = match enc {
                    Some(Value::Str(e)) => e.to_string(),
                    Some(other) => return Err(raise("TypeError", format!("encode() argument 'encoding' must be str, not {}", self.type_name(&other)))),
                    None => "utf-8".into(),
                };
                crate::host::bytes::bytes_value(crate::host::bytes::encode(s, &enc)?)
            }
            _ => return Err(raise("AttributeError", format!("'str' object has no attribute '{name}'"))),
        })
    }

    fn seq_method(&mut self, items: &[Value], name: &str, args: Args, kind: &str) -> R<Value> {
        match name {
            "count" => {
                want("count", &args, 1, 1)?;
                let mut n = 0;
                for v in items {
                    if self.eq(v, &args.pos[0])? {
                        n += 1;
                    }
                }
                Ok(Value::int(n))
            }
            "index" => {
                want("index", &args, 1, 3)?;
                let len = items.len() as i64;
                let norm = |i: i64| if i < 0 { (i + len).max(0) } else { i.min(len) };
                let start = match args.pos.get(1) {
                    Some(v) => norm(self.to_index(v)?),
                    None => 0,
                };
                let end = match args.pos.get(2) {
                    Some(v) => norm(self.to_index(v)?),
                    None => len,
                };
                for i in start..end {
                    if self.eq(&items[i as usize], &args.pos[0])? {
                        return Ok(Value::int(i));
                    }
                }
                let shown = self.repr(&args.pos[0])?;
                Err(raise("ValueError", if kind == "list" { format!("{shown} is not in list") } else { format!("{kind}.index(x): x not in {kind}") }))
            }
            _ => Err(raise("AttributeError", format!("'{kind}' object has no attribute '{name}'"))),
        }
    }

    fn list_method(&mut self, recv: &Value, name: &str, mut args: Args) -> R<Value> {
        let Value::List(l) = recv else { return Ok(Value::None) };
        match name {
            "append" => {
                want("list.append", &args, 1, 1)
                    .map_err(|_| raise("TypeError", format!("list.append() takes exactly one argument ({} given)", args.pos.len())))?;
                l.borrow_mut().push(args.pos.remove(0));
            }
            "extend" => {
                want("extend", &args, 1, 1)?;
                let items = self.collect(&args.pos[0])?;
                l.borrow_mut().extend(items);
            }
            "insert" => {
                want("insert", &args, 2, 2)?;
                let len = l.borrow().len() as i64;
                let i = self.to_index(&args.pos[0])?;
                let i = if i < 0 { (i + len).max(0) } else { i.min(len) };
                l.borrow_mut().insert(i as usize, args.pos[1].clone());
            }
            "pop" => {
                want("pop", &args, 0, 1)?;
                let len = l.borrow().len() as i64;
                if len == 0 {
                    return Err(raise("IndexError", "pop from empty list"));
                }
                let i = match args.pos.first() {
                    Some(v) => self.to_index(v)?,
                    None => -1,
                };
                let j = if i < 0 { i + len } else { i };
                if j < 0 || j >= len {
                    return Err(raise("IndexError", "pop index out of range"));
                }
                return Ok(l.borrow_mut().remove(j as usize));
            }
            "remove" => {
                want("remove", &args, 1, 1)?;
                let items = l.borrow().clone();
                for (i, v) in items.iter().enumerate() {
                    if self.eq(v, &args.pos[0])? {
                        l.borrow_mut().remove(i);
                        return Ok(Value::None);
                    }
                }
                return Err(raise("ValueError", "list.remove(x): x not in list"));
            }
            "clear" => l.borrow_mut().clear(),
            "copy" => return Ok(Value::list(l.borrow().clone())),
            "reverse" => l.borrow_mut().reverse(),
            "sort" => {
                let key = args.take_kw("key").filter(|k| !k.is_none());
                let reverse = match args.take_kw("reverse") {
                    Some(v) => self.truthy(&v)?,
                    None => false,
                };
                if !args.pos.is_empty() {
                    return Err(raise("TypeError", "sort() takes no positional arguments"));
                }
                // As CPython: the list is empty while it sorts; whatever a key function or a
                // comparison appends meanwhile is dropped and reported, and on an error the
                // list keeps its items.
                let items = std::mem::take(&mut *l.borrow_mut());
                let sorted = self.sort_values(items.clone(), key, reverse);
                let modified = !l.borrow().is_empty();
                match sorted {
                    Ok(sorted) => *l.borrow_mut() = sorted,
                    Err(e) => {
                        *l.borrow_mut() = items;
                        return Err(e);
                    }
                }
                if modified {
                    return Err(raise("ValueError", "list modified during sort"));
                }
            }
            "count" | "index" => {
                let items = l.borrow().clone();
                return self.seq_method(&items, name, args, "list");
            }
            _ => return Err(self.no_attr(recv, name)),
        }
        Ok(Value::None)
    }

    /// `d[k]` if `k` is there (as `dict.get` looks it up).
    pub(crate) fn dict_get(&mut self, d: &crate::host::value::Shared<crate::host::value::Dict>, k: &Value) -> R<Option<Value>> {
        if let Some(found) = d.borrow().plain_entry(k) {
            return Ok(found.map(|(_, v)| v.clone()));
        }
        let key = self.dict_key(d, k)?;
        Ok(d.borrow().map.get(&key).map(|(_, v)| v.clone()))
    }

    fn dict_method(&mut self, recv: &Value, name: &str, args: Args) -> R<Value> {
        let Value::Dict(d) = recv else { return Ok(Value::None) };
        Ok(match name {
            "get" => {
                want("get", &args, 1, 2)?;
                let found = self.dict_get(d, &args.pos[0])?;
                found.unwrap_or_else(|| args.pos.get(1).cloned().unwrap_or(Value::None))
            }
            "keys" | "values" | "items" => {
                want(name, &args, 0, 0)?;
                use crate::host::dict_views::{view, ViewKind};
                let kind = match name {
                    "keys" => ViewKind::Keys,
                    "values" => ViewKind::Values,
                    _ => ViewKind::Items,
                };
                view(d, kind)
            }
            "pop" => {
                want("pop", &args, 1, 2)?;
                let k = self.dict_key(d, &args.pos[0])?;
                let removed = d.borrow_mut().map.shift_remove(&k);
                match removed {
                    Some((_, v)) => v,
                    None => match args.pos.get(1) {
                        Some(default) => default.clone(),
                        None => {
                            return Err(crate::host::Ctrl::Raise(crate::host::exceptions::exc_with_args(
                                crate::host::exceptions::type_named("KeyError"),
                                vec![args.pos[0].clone()],
                            )))
                        }
                    },
                }
            }
            "popitem" => match d.borrow_mut().map.pop() {
                Some((_, (k, v))) => Value::tuple(vec![k, v]),
                None => return Err(raise("KeyError", "popitem(): dictionary is empty")),
            },
            "setdefault" => {
                want("setdefault", &args, 1, 2)?;
                let k = self.dict_key(d, &args.pos[0])?;
                let default = args.pos.get(1).cloned().unwrap_or(Value::None);
                let mut dict = d.borrow_mut();
                dict.obj_keys |= matches!(k, crate::host::value::HashKey::Obj { .. });
                let entry = dict.map.entry(k).or_insert_with(|| (args.pos[0].clone(), default));
                entry.1.clone()
            }
            "update" => {
                if let Some(src) = args.pos.first() {
                    let other = crate::host::builtins::call_type(self, crate::host::exceptions::type_named("dict"), Args::new(vec![src.clone()]))?;
                    if let Value::Dict(o) = other {
                        let o = o.borrow().clone();
                        let mut dict = d.borrow_mut();
                        for (hk, (k, v)) in o.map {
                            dict_insert(&mut dict, hk, k, v);
                        }
                    }
                }
                let mut dict = d.borrow_mut();
                for (k, v) in args.kw {
                    dict_insert(&mut dict, crate::host::value::HashKey::Str(k.clone()), Value::Str(k), v);
                }
                Value::None
            }
            "clear" => {
                d.borrow_mut().map.clear();
                Value::None
            }
            "copy" => Value::dict(d.borrow().clone()),
            _ => return Err(self.no_attr(recv, name)),
        })
    }
}

fn float_hex(f: f64) -> String {
    if f == 0.0 {
        return if f.is_sign_negative() { "-0x0.0p+0".into() } else { "0x0.0p+0".into() };
    }
    if !f.is_finite() {
        return crate::host::format::float_repr(f);
    }
    let bits = f.to_bits();
    let sign = if bits >> 63 == 1 { "-" } else { "" };
    let exp = ((bits >> 52) & 0x7ff) as i64;
    let mant = bits & ((1u64 << 52) - 1);
    let (lead, e) = if exp == 0 { (0, -1022) } else { (1, exp - 1023) };
    // All 13 hex digits of the fraction, as CPython writes them (`0x1.8000000000000p+1`).
    let digits = format!("{:013x}", mant);
    format!("{sign}0x{lead}.{digits}p{}{}", if e < 0 { "-" } else { "+" }, e.abs())
}

/// The byte length of `expand_tabs(s, tabsize)` and its last column, without building it.
fn expanded_len(s: &str, tabsize: i64) -> (usize, usize) {
    let (mut total, mut column) = (0usize, 0usize);
    for c in s.chars() {
        match c {
            '\t' if tabsize > 0 => {
                let spaces = tabsize as usize - column % tabsize as usize;
                total = total.saturating_add(spaces);
                column = column.saturating_add(spaces);
            }
            '\t' => {}
            '\n' | '\r' => {
                total += 1;
                column = 0;
            }
            _ => {
                total += c.len_utf8();
                column += 1;
            }
        }
    }
    (total, column)
}

/// `str.expandtabs(tabsize)`: each tab becomes the spaces up to the next multiple of `tabsize`
/// columns (none when `tabsize` ≤ 0); a newline or carriage return starts column 0 again.
fn expand_tabs(s: &str, tabsize: i64) -> String {
    let mut out = String::with_capacity(s.len());
    let mut column = 0usize;
    for c in s.chars() {
        match c {
            '\t' => {
                if tabsize > 0 {
                    let size = tabsize as usize;
                    let spaces = size - column % size;
                    out.extend(std::iter::repeat_n(' ', spaces));
                    column += spaces;
                }
            }
            '\n' | '\r' => {
                out.push(c);
                column = 0;
            }
            _ => {
                out.push(c);
                column += 1;
            }
        }
    }
    out
}

/// `str.lower`, `list.append`, `int.bit_length`…: a builtin type's method read from the type,
/// called with the instance first (`sorted(words, key=str.lower)`, `map(str.strip, lines)`).
pub fn method_descriptor(t: &crate::host::value::TypeObj, name: &str) -> Option<Value> {
    use crate::host::value::TypeKind;
    if t.kind == TypeKind::Dict && t.class.is_none() && name == "fromkeys" {
        return Some(Value::Native(Rc::new(FromKeys)));
    }
    let (sample, type_name) = match t.kind {
        TypeKind::Str => (Value::str(""), "str"),
        TypeKind::List => (Value::list(Vec::new()), "list"),
        TypeKind::Tuple => (Value::tuple(Vec::new()), "tuple"),
        TypeKind::Dict => (Value::dict(Default::default()), "dict"),
        TypeKind::Set => (Value::Set(Default::default()), "set"),
        TypeKind::FrozenSet => (crate::host::sets::new_set(Default::default(), true), "frozenset"),
        TypeKind::Int => (Value::int(0), "int"),
        TypeKind::Float => (Value::Float(0.0), "float"),
        _ => return None,
    };
    if t.class.is_some() || &*t.name != type_name || !has_method(&sample, name) {
        return None;
    }
    Some(Value::Native(Rc::new(MethodDescriptor { type_name, name: Rc::from(name) })))
}

/// `dict.fromkeys(iterable, value=None)`.
struct FromKeys;

impl crate::host::native::NativeObject for FromKeys {
    fn type_name(&self) -> &str {
        "builtin_function_or_method"
    }
    fn repr(&self) -> String {
        "<built-in method fromkeys of type object>".into()
    }
    fn call(&self, interp: &mut Interp, args: Args) -> R<Value> {
        if !args.kw.is_empty() {
            return Err(raise("TypeError", "dict.fromkeys() takes no keyword arguments"));
        }
        if args.pos.is_empty() || args.pos.len() > 2 {
            return Err(raise("TypeError", format!("fromkeys expected at least 1 argument, got {}", args.pos.len())));
        }
        let value = args.pos.get(1).cloned().unwrap_or(Value::None);
        let mut d = crate::host::value::Dict::default();
        for k in interp.collect(&args.pos[0])? {
            let hk = interp.local_dict_key(&d, &k)?;
            crate::host::eval::dict_insert(&mut d, hk, k, value.clone());
        }
        Ok(Value::dict(d))
    }
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
}

struct MethodDescriptor {
    type_name: &'static str,
    name: Rc<str>,
}

impl crate::host::native::NativeObject for MethodDescriptor {
    fn type_name(&self) -> &str {
        "method_descriptor"
    }
    fn repr(&self) -> String {
        format!("<method '{}' of '{}' objects>", self.name, self.type_name)
    }
    fn getattr(&self, _interp: &mut Interp, name: &str) -> R<Option<Value>> {
        Ok(match name {
            "__name__" => Some(Value::Str(self.name.clone())),
            "__qualname__" => Some(Value::str(&format!("{}.{}", self.type_name, self.name))),
            _ => None,
        })
    }
    fn call(&self, interp: &mut Interp, mut args: Args) -> R<Value> {
        if args.pos.is_empty() {
            return Err(raise("TypeError", format!("unbound method {}.{}() needs an argument", self.type_name, self.name)));
        }
        let mut recv = args.pos.remove(0);
        if let Some(b) = crate::host::builtin_base::base_of(&recv) {
            // `str.upper(s)`, `list.append(self, x)` on a builtin subclass: its builtin value.
            if crate::host::repr::type_name(b) == self.type_name {
                recv = b.clone();
            }
        }
        let recv_type = interp.type_name(&recv);
        let fits = recv_type == self.type_name || (self.type_name == "int" && recv_type == "bool");
        if !fits {
            return Err(raise("TypeError", format!("descriptor '{}' for '{}' objects doesn't apply to a '{recv_type}' object", self.name, self.type_name)));
        }
        interp.call_method(&recv, &self.name, args)
    }
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
}
