//! `sys.getsizeof`: the sizes CPython 3.11 on a 64-bit machine reports, computed from the value
//! with CPython's own layout formulas (cudalab's objects are laid out differently, so these are
//! CPython's numbers, not cudalab's memory use).
//!
//! Where CPython's answer depends on how the object was built, the formula of one way is used:
//! a list as if its items were appended one by one (`56 + 8 * allocated`, with `list.append`'s
//! over-allocation: what a loop or a comprehension gives; a literal of 5+ items or
//! `list(range(n))` can be smaller in CPython), a dict and a set as if filled key by key (a
//! dict's key table is the compact one while every key is a str), a str as a fresh compact
//! string of its widest character, a bytearray as a fresh one (`bytearray(b"abc")`: appends
//! over-allocate in CPython). Types without a formula here give the `default` argument
//! when one is given, else a NotImplementedError naming the type.
//!
//! Must not touch the values themselves.

use crate::host::int::Int;
use crate::host::value::{Args, HashKey, Value};
use crate::host::{raise, Interp, R};

/// The GC header CPython adds to the size of every object the collector tracks.
const GC: usize = 16;

/// Slots a list of `n` items appended one at a time has allocated (`list_resize`).
fn list_allocated(n: usize) -> usize {
    let mut allocated = 0usize;
    let mut size = 0usize;
    while size < n {
        size += 1;
        if size > allocated {
            allocated = (size + (size >> 3) + 6) & !3;
        }
    }
    allocated
}

/// A dict of `n` entries filled key by key; `str_keys`: every key a str (the compact table).
fn dict_size(n: usize, str_keys: bool) -> usize {
    let base = 48 + GC;
    if n == 0 {
        return base;
    }
    let mut log2 = 3u32;
    while (1usize << log2) * 2 / 3 < n {
        log2 += 1;
    }
    let slots = 1usize << log2;
    let usable = slots * 2 / 3;
    let index_bytes = match log2 {
        0..=7 => 1,
        8..=15 => 2,
        16..=31 => 4,
        _ => 8,
    };
    let entry = if str_keys { 16 } else { 24 };
    base + 32 + slots * index_bytes + usable * entry
}

/// A set of `n` members added one at a time (`set_add_entry`'s resizing).
fn set_size(n: usize) -> usize {
    let base = 200 + GC;
    let mut mask = 7usize;
    let mut fill = 0usize;
    while fill < n {
        fill += 1;
        if fill * 5 >= mask * 3 {
            let want = if fill > 50_000 { fill * 2 } else { fill * 4 };
            let mut size = 8usize;
            while size <= want {
                size <<= 1;
            }
            mask = size - 1;
        }
    }
    if mask == 7 {
        base
    } else {
        base + 16 * (mask + 1)
    }
}

/// An int: a header and its 30-bit digits, at least one (zero too, in 3.11).
fn int_size(i: &Int) -> usize {
    let bits = i.abs().bit_length() as usize;
    24 + 4 * bits.div_ceil(30).max(1)
}

fn str_size(s: &str) -> usize {
    let n = s.chars().count();
    let widest = s.chars().map(|c| c as u32).max().unwrap_or(0);
    match widest {
        0..=0x7f => 48 + n + 1,
        0x80..=0xff => 72 + n + 1,
        0x100..=0xffff => 72 + 2 * (n + 1),
        _ => 72 + 4 * (n + 1),
    }
}

fn size_of(v: &Value) -> Option<usize> {
    Some(match v {
        Value::None => 16,
        Value::Bool(_) => 28,
        Value::Int(i) => int_size(i),
        Value::Float(_) => 24,
        Value::Complex(..) => 32,
        Value::Str(s) => str_size(s),
        Value::Tuple(t) => {
            if t.is_empty() {
                40
            } else {
                24 + GC + 8 * t.len()
            }
        }
        Value::List(l) => 40 + GC + 8 * list_allocated(l.borrow().len()),
        Value::Dict(d) => {
            let d = d.borrow();
            dict_size(d.map.len(), d.map.keys().all(|k| matches!(k, HashKey::Str(_))))
        }
        Value::Set(s) => set_size(s.borrow().table.len()),
        Value::Range(_) => 48,
        _ => {
            if let Some(b) = crate::host::bytearray::as_bytearray(v) {
                // A fresh bytearray's buffer: its bytes and a trailing NUL (none when empty).
                let n = b.0.borrow().len();
                return Some(56 + if n == 0 { 0 } else { n + 1 });
            }
            return crate::host::bytes::as_bytes(v).map(|b| 33 + b.0.len());
        }
    })
}

/// `sys.getsizeof(object[, default])`.
pub fn getsizeof(interp: &mut Interp, mut args: Args) -> R<Value> {
    let default = args.take_kw("default");
    if !args.kw.is_empty() {
        return Err(raise("TypeError", format!("getsizeof() got an unexpected keyword argument '{}'", args.kw[0].0)));
    }
    let default = default.or_else(|| args.pos.get(1).cloned());
    match args.pos.len() {
        1 | 2 => {}
        0 => return Err(raise("TypeError", "getsizeof() missing required argument 'object' (pos 1)")),
        n => return Err(raise("TypeError", format!("getsizeof() takes at most 2 arguments ({n} given)"))),
    }
    match size_of(&args.pos[0]) {
        Some(n) => Ok(Value::int(n as i64)),
        None => match default {
            Some(d) => Ok(d),
            None => Err(raise("NotImplementedError", format!("sys.getsizeof of '{}' objects is not supported", interp.type_name(&args.pos[0])))),
        },
    }
}
