//! The int and float methods that convert to and from other representations: `int.to_bytes`,
//! `int.from_bytes` (a class method, also on `bool`), `int.as_integer_ratio` and
//! `float.fromhex`, with CPython's results and messages.
//!
//! Must not touch arithmetic (`int.rs`, `ops.rs`) or the method dispatch (`methods.rs` calls in).

use crate::host::int::Int;
use crate::host::value::{Args, Value};
use crate::host::{raise, Interp, R};
use num_bigint::{BigInt, Sign};
use std::rc::Rc;

/// Binds `to_bytes`/`from_bytes` arguments: up to two positional, then keywords; `signed` is
/// keyword-only.
fn bind(fname: &str, names: [&str; 2], args: Args) -> R<([Option<Value>; 2], bool)> {
    if args.pos.len() > 2 {
        return Err(raise("TypeError", format!("{fname}() takes at most 2 positional arguments ({} given)", args.pos.len())));
    }
    let mut slots: [Option<Value>; 2] = [None, None];
    for (i, v) in args.pos.into_iter().enumerate() {
        slots[i] = Some(v);
    }
    let mut signed = false;
    for (k, v) in args.kw {
        match names.iter().position(|n| **n == *k) {
            Some(i) => {
                if slots[i].is_some() {
                    return Err(raise("TypeError", format!("argument for {fname}() given by name ('{k}') and position ({})", i + 1)));
                }
                slots[i] = Some(v);
            }
            None if &*k == "signed" => {
                signed = match v {
                    Value::Bool(b) => b,
                    Value::Int(i) => !i.is_zero(),
                    Value::None => false,
                    _ => true,
                };
            }
            None => return Err(raise("TypeError", format!("{fname}() got an unexpected keyword argument '{k}'"))),
        }
    }
    Ok((slots, signed))
}

/// Whether the byte order is little-endian.
fn byteorder(interp: &Interp, fname: &str, v: Option<Value>) -> R<bool> {
    match v {
        None => Ok(false),
        Some(Value::Str(s)) => match &*s {
            "big" => Ok(false),
            "little" => Ok(true),
            _ => Err(raise("ValueError", "byteorder must be either 'little' or 'big'")),
        },
        Some(other) => Err(raise("TypeError", format!("{fname}() argument 'byteorder' must be str, not {}", interp.type_name(&other)))),
    }
}

/// `int.to_bytes(length=1, byteorder='big', *, signed=False)`.
pub fn to_bytes(interp: &mut Interp, value: &Int, args: Args) -> R<Value> {
    let ([length, order], signed) = bind("to_bytes", ["length", "byteorder"], args)?;
    let length = match length {
        None => 1,
        Some(v @ (Value::Int(_) | Value::Bool(_))) => interp.to_index(&v)?,
        Some(other) => return Err(raise("TypeError", format!("'{}' object cannot be interpreted as an integer", interp.type_name(&other)))),
    };
    let little = byteorder(interp, "to_bytes", order)?;
    if length < 0 {
        return Err(raise("ValueError", "length argument must be non-negative"));
    }
    let big = value.to_big();
    if !signed && big.sign() == Sign::Minus {
        return Err(raise("OverflowError", "can't convert negative int to unsigned"));
    }
    // The shortest little-endian form; zero has none.
    let mut le: Vec<u8> = if big.sign() == Sign::NoSign {
        Vec::new()
    } else if signed {
        big.to_signed_bytes_le()
    } else {
        big.to_bytes_le().1
    };
    if le.len() as i64 > length {
        return Err(raise("OverflowError", "int too big to convert"));
    }
    crate::array::memory_limit::check(length as usize, || "bytes".into()).map_err(|_| raise("MemoryError", ""))?;
    let fill = if big.sign() == Sign::Minus { 0xff } else { 0 };
    le.resize(length as usize, fill);
    if !little {
        le.reverse();
    }
    Ok(crate::host::bytes::bytes_value(le))
}

/// `int.from_bytes(bytes, byteorder='big', *, signed=False)` for class `cls` (int, bool or a
/// subclass: the int is passed to it as CPython does).
pub fn from_bytes(interp: &mut Interp, cls: &Value, args: Args) -> R<Value> {
    let ([data, order], signed) = bind("from_bytes", ["bytes", "byteorder"], args)?;
    let Some(data) = data else { return Err(raise("TypeError", "from_bytes() missing required argument 'bytes' (pos 1)")) };
    let little = byteorder(interp, "from_bytes", order)?;
    let raw: Vec<u8> = match crate::host::bytes::as_bytes(&data) {
        Some(b) => b.0.to_vec(),
        None => match &data {
            Value::Str(_) => return Err(raise("TypeError", "cannot convert 'str' object to bytes")),
            other => {
                let b = crate::host::bytes::construct(interp, Args::new(vec![other.clone()]))?;
                crate::host::bytes::as_bytes(&b).map(|b| b.0.to_vec()).unwrap_or_default()
            }
        },
    };
    let mut le = raw;
    if !little {
        le.reverse();
    }
    let big = if signed { BigInt::from_signed_bytes_le(&le) } else { BigInt::from_bytes_le(Sign::Plus, &le) };
    let n = Int::from_big(big);
    match cls {
        Value::Type(t) if t.class.is_none() && t.kind == crate::host::value::TypeKind::Bool => Ok(Value::Bool(!n.is_zero())),
        Value::Type(t) if t.class.is_none() => Ok(Value::Int(n)),
        other => interp.call(other, Args::new(vec![Value::Int(n)])),
    }
}

/// `int.as_integer_ratio()`.
pub fn int_ratio(value: Int) -> Value {
    Value::tuple(vec![Value::Int(value), Value::int(1)])
}

/// `x * 2**e`, exact while the result is a normal float.
fn scale(mut x: f64, mut e: i64) -> f64 {
    while e > 1000 {
        x *= 2f64.powi(1000);
        e -= 1000;
        if x.is_infinite() {
            return x;
        }
    }
    while e < -1000 {
        x *= 2f64.powi(-1000);
        e += 1000;
        if x == 0.0 {
            return x;
        }
    }
    x * 2f64.powi(e as i32)
}

/// `float.fromhex(string)`.
pub fn float_fromhex(text: &str) -> R<f64> {
    let invalid = || raise("ValueError", "invalid hexadecimal floating-point string");
    let s = text.trim();
    let (neg, s) = match s.as_bytes().first() {
        Some(b'-') => (true, &s[1..]),
        Some(b'+') => (false, &s[1..]),
        _ => (false, s),
    };
    let sign = if neg { -1.0 } else { 1.0 };
    let lower = s.to_ascii_lowercase();
    if lower == "inf" || lower == "infinity" {
        return Ok(sign * f64::INFINITY);
    }
    if lower == "nan" {
        return Ok(f64::NAN);
    }
    let body = lower.strip_prefix("0x").unwrap_or(&lower);
    let (mant, exp) = match body.split_once('p') {
        Some((m, e)) => {
            let e = e.strip_prefix('+').unwrap_or(e);
            let digits = e.strip_prefix('-').unwrap_or(e);
            if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
                return Err(invalid());
            }
            // Beyond any float's range either way: clamp (the digits only decide inf or zero).
            let v: i64 = e.parse().unwrap_or(if e.starts_with('-') { -100_000 } else { 100_000 });
            (m, v.clamp(-100_000, 100_000))
        }
        None => (body, 0),
    };
    let (int_part, frac_part) = match mant.split_once('.') {
        Some((a, b)) => (a, b),
        None => (mant, ""),
    };
    if int_part.is_empty() && frac_part.is_empty() {
        return Err(invalid());
    }
    if !int_part.bytes().chain(frac_part.bytes()).all(|b| b.is_ascii_hexdigit()) {
        return Err(invalid());
    }
    // Leading zeros carry nothing; the value is the digits as one integer times 2**(exp - 4*frac).
    let digits: String = format!("{int_part}{frac_part}");
    let digits = digits.trim_start_matches('0');
    let mut e2 = exp - 4 * frac_part.len() as i64;
    if digits.is_empty() {
        return Ok(sign * 0.0);
    }
    // Keep 16 hex digits (64 bits) and a sticky bit for the rest: enough for one correct
    // rounding to 53 bits.
    let (head, tail) = digits.split_at(digits.len().min(15));
    let mut m = u64::from_str_radix(head, 16).map_err(|_| invalid())?;
    e2 += 4 * tail.len() as i64;
    if tail.bytes().any(|b| b != b'0') {
        m = (m << 4) | 1;
        e2 -= 4;
    }
    let bits = 64 - m.leading_zeros() as i64;
    if bits + e2 > 1024 {
        return Err(raise("OverflowError", "hexadecimal value too large to represent as a float"));
    }
    // Subnormal results: round to the subnormal grid in the integer first (one rounding).
    let lowest = -1074i64;
    if e2 < lowest && bits + e2 <= -1022 {
        let shift = lowest - e2;
        if shift >= 64 {
            return Ok(sign * 0.0);
        }
        let kept = m >> shift;
        let rest = m & ((1u64 << shift) - 1);
        let half = 1u64 << (shift - 1);
        let up = rest > half || (rest == half && kept & 1 == 1);
        let r = (kept + up as u64) as f64;
        return Ok(sign * scale(r, lowest));
    }
    let v = scale(m as f64, e2);
    if v.is_infinite() {
        return Err(raise("OverflowError", "hexadecimal value too large to represent as a float"));
    }
    Ok(sign * v)
}

/// `int.from_bytes`, `float.fromhex`, `str.maketrans` read from their class: the class method
/// bound to it.
pub struct ClassMethod {
    pub cls: Value,
    pub name: &'static str,
}

pub fn class_method(t: &Rc<crate::host::value::TypeObj>, name: &str) -> Option<Value> {
    use crate::host::value::TypeKind;
    // A subclass's own attribute of that name comes first.
    if t.class.is_some() && crate::host::classes::lookup(t, name).is_some() {
        return None;
    }
    let name: &'static str = match (t.kind, name) {
        (TypeKind::Int | TypeKind::Bool, "from_bytes") => "from_bytes",
        (TypeKind::Float, "fromhex") => "fromhex",
        (TypeKind::Str, "maketrans") => "maketrans",
        _ => return None,
    };
    Some(Value::Native(Rc::new(ClassMethod { cls: Value::Type(t.clone()), name })))
}

impl crate::host::native::NativeObject for ClassMethod {
    fn type_name(&self) -> &str {
        "builtin_function_or_method"
    }
    fn repr(&self) -> String {
        format!("<built-in method {} of type object>", self.name)
    }
    fn getattr(&self, _interp: &mut Interp, name: &str) -> R<Option<Value>> {
        Ok((name == "__name__").then(|| Value::str(self.name)))
    }
    fn call(&self, interp: &mut Interp, args: Args) -> R<Value> {
        match self.name {
            "from_bytes" => from_bytes(interp, &self.cls, args),
            "fromhex" => {
                crate::host::methods::want("fromhex", &args, 1, 1)?;
                match &args.pos[0] {
                    Value::Str(s) => {
                        let f = float_fromhex(s)?;
                        match &self.cls {
                            Value::Type(t) if t.class.is_none() => Ok(Value::Float(f)),
                            cls => interp.call(cls, Args::new(vec![Value::Float(f)])),
                        }
                    }
                    other => Err(raise("TypeError", format!("must be str, not {}", interp.type_name(other)))),
                }
            }
            _ => crate::host::str_translate::maketrans(interp, args),
        }
    }
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
}
