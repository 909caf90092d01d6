//! `_cudalab_codecs`: the byte-level pieces the Python-source modules `hashlib` and `struct`
//! call — a digest of a bytes object (`digests.rs`) and IEEE 754 half/single/double packing —
//! and the joining of bytes objects — where a Python loop would be slow or cannot reach a
//! float's bits. Private to those modules;
//! it owns no state and touches nothing else.

use super::{add_fn, digests, new_module};
use crate::host::bytes::{as_bytes, bytes_value};
use crate::host::value::{Args, Module, Value};
use crate::host::{raise, Interp, R};
use half::f16;
use std::rc::Rc;

pub fn module() -> Rc<Module> {
    let m = new_module("_cudalab_codecs", "Byte-level helpers of cudalab's hashlib and struct.");
    add_fn(&m, "digest", c_digest, "digest(name, data)", "The digest of data by the named algorithm.");
    add_fn(&m, "pack_float", c_pack_float, "pack_float(x, size, little)", "The IEEE 754 bytes of x in 2, 4 or 8 bytes.");
    add_fn(&m, "concat", c_concat, "concat(parts)", "The bytes objects of a list joined end to end (bytes.join).");
    add_fn(&m, "unpack_float", c_unpack_float, "unpack_float(data, little)", "The float whose IEEE 754 bytes data holds.");
    m
}

fn arg<'a>(args: &'a Args, i: usize, name: &str) -> R<&'a Value> {
    args.pos.get(i).ok_or_else(|| raise("TypeError", format!("{name}() missing argument {}", i + 1)))
}

fn c_digest(_: &mut Interp, args: Args) -> R<Value> {
    let Value::Str(name) = arg(&args, 0, "digest")? else {
        return Err(raise("TypeError", "digest() name must be a str"));
    };
    let data = as_bytes(arg(&args, 1, "digest")?).ok_or_else(|| raise("TypeError", "digest() data must be bytes"))?;
    let out = digests::digest(name, &data.0).ok_or_else(|| raise("ValueError", format!("unsupported hash type {name}")))?;
    Ok(bytes_value(out))
}

fn c_pack_float(interp: &mut Interp, args: Args) -> R<Value> {
    let x = interp.to_float(arg(&args, 0, "pack_float")?)?;
    let size = interp.to_index(arg(&args, 1, "pack_float")?)?;
    let little = interp.truthy(arg(&args, 2, "pack_float")?)?;
    let too_large = |fmt: char| raise("OverflowError", format!("float too large to pack with {fmt} format"));
    let mut out = match size {
        2 => {
            let h = f16::from_f64(x);
            if x.is_finite() && h.is_infinite() {
                return Err(too_large('e'));
            }
            h.to_bits().to_be_bytes().to_vec()
        }
        4 => {
            let f = x as f32;
            if x.is_finite() && f.is_infinite() {
                return Err(too_large('f'));
            }
            f.to_bits().to_be_bytes().to_vec()
        }
        8 => x.to_bits().to_be_bytes().to_vec(),
        _ => return Err(raise("ValueError", "pack_float() size must be 2, 4 or 8")),
    };
    if little {
        out.reverse();
    }
    Ok(bytes_value(out))
}

fn c_unpack_float(interp: &mut Interp, args: Args) -> R<Value> {
    let data = as_bytes(arg(&args, 0, "unpack_float")?).ok_or_else(|| raise("TypeError", "unpack_float() data must be bytes"))?;
    let little = interp.truthy(arg(&args, 1, "unpack_float")?)?;
    let mut b = data.0.to_vec();
    if little {
        b.reverse();
    }
    let x = match b.as_slice() {
        [a, c] => f16::from_bits(u16::from_be_bytes([*a, *c])).to_f64(),
        [a, c, d, e] => f32::from_bits(u32::from_be_bytes([*a, *c, *d, *e])) as f64,
        [a, c, d, e, f, g, h, i] => f64::from_bits(u64::from_be_bytes([*a, *c, *d, *e, *f, *g, *h, *i])),
        _ => return Err(raise("ValueError", "unpack_float() data must be 2, 4 or 8 bytes")),
    };
    Ok(Value::Float(x))
}

fn c_concat(interp: &mut Interp, args: Args) -> R<Value> {
    let parts = interp.collect(arg(&args, 0, "concat")?)?;
    let mut out = Vec::new();
    for p in parts.iter() {
        let b = as_bytes(p).ok_or_else(|| raise("TypeError", "concat() parts must be bytes"))?;
        out.extend_from_slice(&b.0);
    }
    Ok(bytes_value(out))
}
