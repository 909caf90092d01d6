//! Python's `bytearray`: a mutable byte string. Indexing and slicing (reads, item and slice
//! assignment, `del`), `append`/`extend`/`insert`/`pop`/`remove`/`clear`/`reverse`/`copy`,
//! `+`/`*`, comparison with bytes and bytearrays, `in`, and every method `bytes_methods` shares
//! with bytes. A native object, as `bytes` is.
//!
//! `ba += x` and `ba *= n` change it in place, as in CPython. Must not know how bytes are stored
//! (`bytes.rs`).

use crate::host::bytes_methods::bytes_like;
use crate::host::native::NativeObject;
use crate::host::value::{Args, HashKey, Value};
use crate::host::{raise, Interp, R};
use ruff_python_ast::{CmpOp, Operator};
use std::any::Any;
use std::cell::RefCell;
use std::rc::Rc;

pub struct ByteArray(pub RefCell<Vec<u8>>);

pub fn bytearray_value(data: Vec<u8>) -> Value {
    Value::Native(Rc::new(ByteArray(RefCell::new(data))))
}

pub fn as_bytearray(v: &Value) -> Option<&ByteArray> {
    match v {
        Value::Native(n) => n.as_any().downcast_ref::<ByteArray>(),
        _ => None,
    }
}

/// `bytearray(x)`: as `bytes(x)`, mutable.
pub fn construct(interp: &mut Interp, args: Args) -> R<Value> {
    if args.pos.len() == 1 && args.kw.is_empty() {
        if let Some(b) = as_bytearray(&args.pos[0]) {
            let data = b.0.borrow().clone();
            return Ok(bytearray_value(data));
        }
    }
    let b = crate::host::bytes::construct(interp, args)?;
    Ok(bytearray_value(crate::host::bytes::as_bytes(&b).map(|b| b.0.to_vec()).unwrap_or_default()))
}

fn byte_of(interp: &mut Interp, v: &Value) -> R<u8> {
    match v {
        Value::Int(_) | Value::Bool(_) => {
            let n = interp.to_index(v)?;
            u8::try_from(n).map_err(|_| raise("ValueError", "byte must be in range(0, 256)"))
        }
        other => Err(raise("TypeError", format!("'{}' object cannot be interpreted as an integer", interp.type_name(other)))),
    }
}

/// The bytes an `extend` or slice assignment takes: bytes-like, or an iterable of ints.
fn bytes_from(interp: &mut Interp, v: &Value, what: &str) -> R<Vec<u8>> {
    if let Some(b) = bytes_like(v) {
        return Ok(b);
    }
    if let Value::Str(_) = v {
        return Err(raise("TypeError", what.to_string()));
    }
    let items = interp.collect(v)?;
    items.iter().map(|x| byte_of(interp, x)).collect()
}

impl ByteArray {
    fn index(&self, interp: &mut Interp, k: &Value) -> R<usize> {
        let i = interp.to_index(k).map_err(|_| raise("TypeError", format!("bytearray indices must be integers or slices, not {}", interp.type_name(k))))?;
        let n = self.0.borrow().len() as i64;
        let j = if i < 0 { i + n } else { i };
        if j < 0 || j >= n {
            return Err(raise("IndexError", "bytearray index out of range"));
        }
        Ok(j as usize)
    }
}

impl NativeObject for ByteArray {
    fn type_name(&self) -> &str {
        "bytearray"
    }
    fn repr(&self) -> String {
        format!("bytearray({})", crate::host::bytes::bytes_repr(&self.0.borrow()))
    }
    fn call_method(&self, interp: &mut Interp, name: &str, args: Args) -> R<Option<Value>> {
        use crate::host::methods::want;
        Ok(Some(match name {
            "__len__" => Value::int(self.0.borrow().len() as i64),
            "__iter__" => Value::list(self.0.borrow().iter().map(|&b| Value::int(b as i64)).collect()),
            "__getitem__" => {
                let k = args.pos.first().cloned().unwrap_or(Value::None);
                match &k {
                    Value::Slice(s) => {
                        let data = self.0.borrow().clone();
                        let (start, step, n) = interp.slice_of(s, data.len() as i64)?;
                        bytearray_value((0..n).filter_map(|i| data.get((start + i * step) as usize).copied()).collect())
                    }
                    _ => {
                        let i = self.index(interp, &k)?;
                        Value::int(self.0.borrow().get(i).copied().unwrap_or(0) as i64)
                    }
                }
            }
            "__setitem__" => {
                want("__setitem__", &args, 2, 2)?;
                let (k, v) = (args.pos[0].clone(), args.pos[1].clone());
                match &k {
                    Value::Slice(s) => {
                        let new = bytes_from(interp, &v, "can assign only bytes, buffers, or iterables of ints in range(0, 256)")?;
                        let len = self.0.borrow().len() as i64;
                        let (start, step, n) = interp.slice_of(s, len)?;
                        if step == 1 {
                            let start = start.clamp(0, len) as usize;
                            let end = (start + n.max(0) as usize).min(len as usize);
                            self.0.borrow_mut().splice(start..end, new);
                        } else {
                            if new.len() as i64 != n {
                                return Err(raise("ValueError", format!("attempt to assign bytes of size {} to extended slice of size {n}", new.len())));
                            }
                            let mut data = self.0.borrow_mut();
                            for (i, b) in new.into_iter().enumerate() {
                                if let Some(slot) = data.get_mut((start + i as i64 * step) as usize) {
                                    *slot = b;
                                }
                            }
                        }
                    }
                    _ => {
                        let i = self.index(interp, &k)?;
                        let b = byte_of(interp, &v)?;
                        if let Some(slot) = self.0.borrow_mut().get_mut(i) {
                            *slot = b;
                        }
                    }
                }
                Value::None
            }
            "__delitem__" => {
                want("__delitem__", &args, 1, 1)?;
                let k = args.pos[0].clone();
                match &k {
                    Value::Slice(s) => {
                        let len = self.0.borrow().len() as i64;
                        let (start, step, n) = interp.slice_of(s, len)?;
                        let gone: std::collections::HashSet<usize> = (0..n).map(|i| (start + i * step) as usize).collect();
                        let mut data = self.0.borrow_mut();
                        let kept: Vec<u8> = data.iter().enumerate().filter(|(i, _)| !gone.contains(i)).map(|(_, b)| *b).collect();
                        *data = kept;
                    }
                    _ => {
                        let i = self.index(interp, &k)?;
                        self.0.borrow_mut().remove(i);
                    }
                }
                Value::None
            }
            "__contains__" => {
                let x = args.pos.first().cloned().unwrap_or(Value::None);
                let data = self.0.borrow().clone();
                Value::Bool(match bytes_like(&x) {
                    Some(b) => b.is_empty() || data.windows(b.len()).any(|w| w == b.as_slice()),
                    None => {
                        let v =
                            interp.to_index(&x).map_err(|_| raise("TypeError", format!("a bytes-like object is required, not '{}'", interp.type_name(&x))))?;
                        if !(0..256).contains(&v) {
                            return Err(raise("ValueError", "byte must be in range(0, 256)"));
                        }
                        data.contains(&(v as u8))
                    }
                })
            }
            // `ba += x`, `ba *= n`: in place, so other names for it see the change.
            "__iadd__" => {
                want("__iadd__", &args, 1, 1)?;
                let Some(more) = bytes_like(&args.pos[0]) else {
                    return Err(raise("TypeError", format!("can't concat {} to bytearray", interp.type_name(&args.pos[0]))));
                };
                let total = self.0.borrow().len() + more.len();
                crate::array::memory_limit::check(total, || "bytearray".into()).map_err(|_| raise("MemoryError", ""))?;
                self.0.borrow_mut().extend(more);
                Value::None
            }
            "__imul__" => {
                want("__imul__", &args, 1, 1)?;
                if !matches!(args.pos[0], Value::Int(_) | Value::Bool(_)) {
                    return Ok(None);
                }
                let n = interp.to_index(&args.pos[0])?.max(0) as usize;
                let data = self.0.borrow().clone();
                crate::array::memory_limit::check(data.len().saturating_mul(n), || "bytearray".into()).map_err(|_| raise("MemoryError", ""))?;
                *self.0.borrow_mut() = data.repeat(n);
                Value::None
            }
            "append" => {
                want("append", &args, 1, 1)?;
                let b = byte_of(interp, &args.pos[0])?;
                self.0.borrow_mut().push(b);
                Value::None
            }
            "extend" => {
                want("extend", &args, 1, 1)?;
                let new = bytes_from(interp, &args.pos[0], "expected iterable of integers; got: 'str'")?;
                let total = self.0.borrow().len() + new.len();
                crate::array::memory_limit::check(total, || "bytearray".into()).map_err(|_| raise("MemoryError", ""))?;
                self.0.borrow_mut().extend(new);
                Value::None
            }
            "insert" => {
                want("insert", &args, 2, 2)?;
                let i = interp.to_index(&args.pos[0])?;
                let b = byte_of(interp, &args.pos[1])?;
                let mut data = self.0.borrow_mut();
                let n = data.len() as i64;
                let at = if i < 0 { (i + n).max(0) } else { i.min(n) } as usize;
                data.insert(at, b);
                Value::None
            }
            "pop" => {
                want("pop", &args, 0, 1)?;
                let n = self.0.borrow().len() as i64;
                if n == 0 {
                    return Err(raise("IndexError", "pop from empty bytearray"));
                }
                let i = match args.pos.first() {
                    Some(v) => interp.to_index(v)?,
                    None => -1,
                };
                let j = if i < 0 { i + n } else { i };
                if j < 0 || j >= n {
                    return Err(raise("IndexError", "pop index out of range"));
                }
                Value::int(self.0.borrow_mut().remove(j as usize) as i64)
            }
            "remove" => {
                want("remove", &args, 1, 1)?;
                let b = byte_of(interp, &args.pos[0])?;
                let at = self.0.borrow().iter().position(|x| *x == b);
                match at {
                    Some(i) => {
                        self.0.borrow_mut().remove(i);
                    }
                    None => return Err(raise("ValueError", "value not found in bytearray")),
                }
                Value::None
            }
            "clear" => {
                want("clear", &args, 0, 0)?;
                self.0.borrow_mut().clear();
                Value::None
            }
            "reverse" => {
                want("reverse", &args, 0, 0)?;
                self.0.borrow_mut().reverse();
                Value::None
            }
            "copy" => {
                want("copy", &args, 0, 0)?;
                bytearray_value(self.0.borrow().clone())
            }
            _ => {
                let data = self.0.borrow().clone();
                return crate::host::bytes_methods::call(interp, &data, name, args, bytearray_value);
            }
        }))
    }
    fn binop(&self, interp: &mut Interp, op: Operator, other: &Value, reflected: bool) -> R<Option<Value>> {
        let data = self.0.borrow().clone();
        Ok(match op {
            Operator::Add => match bytes_like(other) {
                Some(b) => {
                    let (x, y) = if reflected { (b, data) } else { (data, b) };
                    let mut out = x;
                    out.extend(y);
                    // bytes + bytearray is bytes.
                    if reflected && crate::host::bytes::as_bytes(other).is_some() {
                        Some(crate::host::bytes::bytes_value(out))
                    } else {
                        Some(bytearray_value(out))
                    }
                }
                None => return Err(raise("TypeError", format!("can't concat {} to bytearray", interp.type_name(other)))),
            },
            Operator::Mult => match other {
                Value::Int(_) | Value::Bool(_) => {
                    let n = interp.to_index(other)?.max(0) as usize;
                    crate::array::memory_limit::check(data.len().saturating_mul(n), || "bytearray".into()).map_err(|_| raise("MemoryError", ""))?;
                    Some(bytearray_value(data.repeat(n)))
                }
                _ => None,
            },
            _ => None,
        })
    }
    fn compare(&self, _interp: &mut Interp, op: CmpOp, other: &Value, reflected: bool) -> R<Option<Value>> {
        let Some(b) = bytes_like(other) else { return Ok(None) };
        let a = self.0.borrow().clone();
        let (x, y) = if reflected { (b, a) } else { (a, b) };
        Ok(crate::host::bytes_methods::compare_bytes(op, &x, &y))
    }
    fn eq(&self, _interp: &mut Interp, other: &Value) -> R<bool> {
        Ok(bytes_like(other).is_some_and(|b| b == *self.0.borrow()))
    }
    fn truthy(&self, _interp: &mut Interp) -> R<bool> {
        Ok(!self.0.borrow().is_empty())
    }
    fn hash_key(&self, _interp: &mut Interp) -> R<HashKey> {
        Err(raise("TypeError", "unhashable type: 'bytearray'"))
    }
    fn dir(&self) -> Vec<String> {
        let mut v: Vec<String> = crate::host::bytes_methods::NAMES.iter().map(|s| s.to_string()).collect();
        v.extend(["append", "clear", "copy", "extend", "insert", "pop", "remove", "reverse"].map(String::from));
        v.sort();
        v
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}
