//! Python's `bytes`: an immutable byte string, as far as programs that read binary data use it
//! (literals `b'..'`, `str.encode`, `bytes(...)`, `len`, indexing to ints, slicing, iteration,
//! `in`, `==`/ordering/hashing, `+`, `*`, `bytes.fromhex`, and NumPy's `np.frombuffer`/
//! `ndarray.tobytes`); the methods it shares with bytearray are `bytes_methods`. A native object,
//! so the core `Value` stays as it is; `bytearray` is `bytearray.rs`, `memoryview` is not here.

use crate::host::native::NativeObject;
use crate::host::value::{Args, HashKey, Value};
use crate::host::{raise, Interp, R};
use ruff_python_ast::{CmpOp, Operator};
use std::any::Any;
use std::rc::Rc;

pub struct Bytes(pub Rc<[u8]>);

pub fn bytes_value(data: Vec<u8>) -> Value {
    Value::Native(Rc::new(Bytes(data.into())))
}

pub fn as_bytes(v: &Value) -> Option<&Bytes> {
    match v {
        Value::Native(n) => n.as_any().downcast_ref::<Bytes>(),
        _ => None,
    }
}

pub use crate::lang::literal_repr::bytes_repr;

/// `str.encode(encoding='utf-8', errors='strict')` and `bytes(str, encoding)`.
pub fn encode(s: &str, encoding: &str) -> R<Vec<u8>> {
    match normalize(encoding).as_str() {
        "utf8" => Ok(s.as_bytes().to_vec()),
        "ascii" => match s.char_indices().find(|(_, c)| !c.is_ascii()) {
            None => Ok(s.as_bytes().to_vec()),
            Some((i, c)) => Err(raise(
                "UnicodeEncodeError",
                format!("'ascii' codec can't encode character '{}' in position {}: ordinal not in range(128)", escape_char(c), s[..i].chars().count()),
            )),
        },
        "latin1" => s
            .chars()
            .enumerate()
            .map(|(i, c)| {
                u8::try_from(c as u32).map_err(|_| {
                    raise(
                        "UnicodeEncodeError",
                        format!("'latin-1' codec can't encode character '{}' in position {i}: ordinal not in range(256)", escape_char(c)),
                    )
                })
            })
            .collect(),
        _ => Err(raise("LookupError", format!("unknown encoding: {encoding}"))),
    }
}

/// A character as CPython's codec errors show it: `\xe9`, `\u20ac`, `\U0001f600`.
fn escape_char(c: char) -> String {
    match c as u32 {
        n @ 0..=0xff => format!("\\x{n:02x}"),
        n @ 0x100..=0xffff => format!("\\u{n:04x}"),
        n => format!("\\U{n:08x}"),
    }
}

fn normalize(encoding: &str) -> String {
    let e: String = encoding.to_ascii_lowercase().chars().filter(|c| *c != '-' && *c != '_').collect();
    match e.as_str() {
        "utf8" | "u8" | "utf" => "utf8".into(),
        "ascii" | "usascii" => "ascii".into(),
        "latin1" | "iso88591" | "l1" => "latin1".into(),
        other => other.to_string(),
    }
}

/// `bytes.fromhex(text)`.
pub fn from_hex(text: &str) -> R<Vec<u8>> {
    let digits: Vec<(usize, char)> = text.char_indices().filter(|(_, c)| !c.is_whitespace()).collect();
    let mut out = Vec::with_capacity(digits.len() / 2);
    for pair in digits.chunks(2) {
        let value =
            |(i, c): (usize, char)| c.to_digit(16).ok_or_else(|| raise("ValueError", format!("non-hexadecimal number found in fromhex() arg at position {i}")));
        match pair {
            [a, b] => out.push((value(*a)? * 16 + value(*b)?) as u8),
            [a] => {
                value(*a)?;
                return Err(raise("ValueError", format!("non-hexadecimal number found in fromhex() arg at position {}", text.len())));
            }
            _ => {}
        }
    }
    Ok(out)
}

fn b_fromhex(interp: &mut Interp, args: Args) -> R<Value> {
    match args.pos.as_slice() {
        [Value::Str(s)] if args.kw.is_empty() => Ok(bytes_value(from_hex(s)?)),
        [other] => Err(raise("TypeError", format!("fromhex() argument must be str, not {}", interp.type_name(other)))),
        _ => Err(raise("TypeError", format!("bytes.fromhex() takes exactly one argument ({} given)", args.pos.len()))),
    }
}

fn b_bytearray_fromhex(interp: &mut Interp, args: Args) -> R<Value> {
    match args.pos.as_slice() {
        [Value::Str(s)] if args.kw.is_empty() => Ok(crate::host::bytearray::bytearray_value(from_hex(s)?)),
        [other] => Err(raise("TypeError", format!("fromhex() argument must be str, not {}", interp.type_name(other)))),
        _ => Err(raise("TypeError", format!("bytes.fromhex() takes exactly one argument ({} given)", args.pos.len()))),
    }
}

/// `bytes.fromhex` (or `bytearray.fromhex`, for `type_name` "bytearray") as a value.
pub fn fromhex_builtin(type_name: &str) -> Value {
    Value::Builtin(Rc::new(crate::host::value::Builtin {
        name: "fromhex",
        module: "builtins",
        func: if type_name == "bytearray" { b_bytearray_fromhex } else { b_fromhex },
        signature: "fromhex(string, /)",
        doc: "Create a bytes object from a string of hexadecimal numbers.",
    }))
}

/// `bytes(x)`: from nothing, a count of zero bytes, an iterable of ints, or a str with an encoding.
pub fn construct(interp: &mut Interp, mut args: Args) -> R<Value> {
    let encoding = args.take_kw("encoding").or_else(|| args.pos.get(1).cloned());
    let _errors = args.take_kw("errors");
    let Some(first) = args.pos.first().cloned() else { return Ok(bytes_value(Vec::new())) };
    match (&first, encoding) {
        (Value::Str(s), Some(Value::Str(enc))) => Ok(bytes_value(encode(s, &enc)?)),
        (Value::Str(_), _) => Err(raise("TypeError", "string argument without an encoding")),
        (Value::Int(_) | Value::Bool(_), None) => {
            let n = interp.to_index(&first)?;
            if n < 0 {
                return Err(raise("ValueError", "negative count"));
            }
            crate::array::memory_limit::check(n as usize, || "bytes".into()).map_err(|_| raise("MemoryError", ""))?;
            Ok(bytes_value(vec![0; n as usize]))
        }
        (_, Some(_)) => Err(raise("TypeError", "encoding without a string argument")),
        (v, None) => {
            if let Some(b) = as_bytes(v) {
                return Ok(bytes_value(b.0.to_vec()));
            }
            let items = interp.collect(v)?;
            let mut out = Vec::with_capacity(items.len());
            for it in &items {
                let x =
                    interp.to_index(it).map_err(|_| raise("TypeError", format!("'{}' object cannot be interpreted as an integer", interp.type_name(it))))?;
                out.push(u8::try_from(x).map_err(|_| raise("ValueError", "bytes must be in range(0, 256)"))?);
            }
            Ok(bytes_value(out))
        }
    }
}

impl NativeObject for Bytes {
    fn type_name(&self) -> &str {
        "bytes"
    }
    fn repr(&self) -> String {
        bytes_repr(&self.0)
    }
    fn call_method(&self, interp: &mut Interp, name: &str, args: Args) -> R<Option<Value>> {
        let data = &self.0;
        Ok(Some(match name {
            "__len__" => Value::int(data.len() as i64),
            "__iter__" => Value::list(data.iter().map(|&b| Value::int(b as i64)).collect()),
            "__getitem__" => {
                let k = args.pos.first().cloned().unwrap_or(Value::None);
                match &k {
                    Value::Slice(s) => {
                        let (start, step, n) = interp.slice_of(s, data.len() as i64)?;
                        bytes_value((0..n).map(|i| data[(start + i * step) as usize]).collect())
                    }
                    _ => {
                        let i = interp
                            .to_index(&k)
                            .map_err(|_| raise("TypeError", format!("byte indices must be integers or slices, not {}", interp.type_name(&k))))?;
                        let j = if i < 0 { i + data.len() as i64 } else { i };
                        if j < 0 || j >= data.len() as i64 {
                            return Err(raise("IndexError", "index out of range"));
                        }
                        Value::int(data[j as usize] as i64)
                    }
                }
            }
            "__contains__" => {
                let x = args.pos.first().cloned().unwrap_or(Value::None);
                Value::Bool(match crate::host::bytes_methods::bytes_like(&x) {
                    Some(b) => b.is_empty() || data.windows(b.len()).any(|w| w == b.as_slice()),
                    None => {
                        let v = interp
                            .to_index(&x)
                            .map_err(|_| raise("TypeError", "a bytes-like object is required, not '".to_string() + &interp.type_name(&x) + "'"))?;
                        if !(0..256).contains(&v) {
                            return Err(raise("ValueError", "byte must be in range(0, 256)"));
                        }
                        data.contains(&(v as u8))
                    }
                })
            }
            _ => return crate::host::bytes_methods::call(interp, data, name, args, bytes_value),
        }))
    }
    fn binop(&self, interp: &mut Interp, op: Operator, other: &Value, reflected: bool) -> R<Option<Value>> {
        Ok(match op {
            // bytes + bytearray is the bytearray's to answer (a bytearray).
            Operator::Add if crate::host::bytearray::as_bytearray(other).is_some() => None,
            Operator::Add => match as_bytes(other) {
                Some(b) => {
                    let (x, y) = if reflected { (&b.0, &self.0) } else { (&self.0, &b.0) };
                    Some(bytes_value(x.iter().chain(y.iter()).copied().collect()))
                }
                None => return Err(raise("TypeError", format!("can't concat {} to bytes", interp.type_name(other)))),
            },
            Operator::Mult => match other {
                Value::Int(_) | Value::Bool(_) => {
                    let n = interp.to_index(other)?.max(0) as usize;
                    let total = self.0.len().saturating_mul(n);
                    crate::array::memory_limit::check(total, || "bytes".into()).map_err(|_| raise("MemoryError", ""))?;
                    Some(bytes_value(self.0.repeat(n)))
                }
                _ => None,
            },
            _ => None,
        })
    }
    fn compare(&self, _interp: &mut Interp, op: CmpOp, other: &Value, reflected: bool) -> R<Option<Value>> {
        let Some(b) = crate::host::bytes_methods::bytes_like(other) else { return Ok(None) };
        let (x, y) = if reflected { (&*b, &*self.0) } else { (&*self.0, &*b) };
        Ok(crate::host::bytes_methods::compare_bytes(op, x, y))
    }
    fn eq(&self, _interp: &mut Interp, other: &Value) -> R<bool> {
        Ok(crate::host::bytes_methods::bytes_like(other).is_some_and(|b| *b == *self.0))
    }
    fn truthy(&self, _interp: &mut Interp) -> R<bool> {
        Ok(!self.0.is_empty())
    }
    fn hash_key(&self, _interp: &mut Interp) -> R<HashKey> {
        Ok(HashKey::Tuple(vec![HashKey::Str(Rc::from("bytes")), HashKey::BigInt(self.0.to_vec())]))
    }
    fn dir(&self) -> Vec<String> {
        crate::host::bytes_methods::NAMES.iter().map(|s| s.to_string()).collect()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}
