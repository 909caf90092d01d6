//! Calling a class: `int("12", 16)`, `float(" 1e3 ")`, `list(x)`, `dict(a=1)`, `range(…)`,
//! `type(x)`, and builtin exception classes (`ValueError("msg")`). Owns the string-to-number
//! parsing rules with CPython's messages ("invalid literal for int() with base 10: 'x'").

use crate::host::builtins::{b_range, no_kwargs, type_obj_of};
use crate::host::exceptions::exc_with_args;
use crate::host::int::Int;
use crate::host::value::{Args, Dict, TypeKind, TypeObj, Value};
use crate::host::{raise, Interp, R};
use std::rc::Rc;

/// Calling a class: conversions (`int("3")`), empty containers, exception instances.
pub fn call_type(interp: &mut Interp, t: Rc<TypeObj>, mut args: Args) -> R<Value> {
    if t.kind == TypeKind::Exception {
        // NameError(msg, name=...) keeps the name it is about in `e.name`.
        let name = if t.is_subclass_of(&crate::host::exceptions::type_named("NameError")) { args.take_kw("name") } else { None };
        let e = crate::host::files::init_os_error(exc_with_args(t, args.pos));
        if let Some(n) = name {
            e.attrs.borrow_mut().insert(Rc::from("name"), n);
        }
        return Ok(Value::Exception(e));
    }
    args = crate::host::builtin_base::convert_args(t.kind, args);
    let name = t.name.to_string();
    if !matches!(t.kind, TypeKind::Dict | TypeKind::Type | TypeKind::Int | TypeKind::Slice | TypeKind::Bytes) {
        no_kwargs(&name, &args)?;
    }
    let first = args.pos.first().cloned();
    match t.kind {
        TypeKind::Bytes if &*t.name == "bytearray" => crate::host::bytearray::construct(interp, args),
        TypeKind::Bytes => crate::host::bytes::construct(interp, args),
        TypeKind::Int => {
            let base_kw = args.take_kw("base");
            no_kwargs("int", &args)?;
            let base = args.pos.get(1).cloned().or(base_kw);
            match (first, base) {
                (None, _) => Ok(Value::int(0)),
                (Some(Value::Str(s)), base) => {
                    let radix = match base {
                        Some(b) => match interp.to_index(&b)? {
                            b @ (0 | 2..=36) => b as u32,
                            _ => return Err(raise("ValueError", "int() base must be >= 2 and <= 36, or 0")),
                        },
                        None => 10,
                    };
                    check_str_digits(&s, radix)?;
                    parse_int_str(&s, radix)
                        .map(Value::Int)
                        .ok_or_else(|| raise("ValueError", format!("invalid literal for int() with base {radix}: {}", crate::host::repr::str_repr(&s))))
                }
                (Some(v), None) => match v {
                    Value::Native(n) => n.clone().call_method(interp, "__int__", Args::default())?.ok_or_else(|| {
                        raise("TypeError", format!("int() argument must be a string, a bytes-like object or a real number, not '{}'", n.type_name()))
                    }),
                    Value::Int(_) | Value::Bool(_) | Value::Float(_) => Ok(Value::Int(interp.to_int(&v)?)),
                    other => Err(raise(
                        "TypeError",
                        format!("int() argument must be a string, a bytes-like object or a real number, not '{}'", interp.type_name(&other)),
                    )),
                },
                (Some(_), Some(_)) => Err(raise("TypeError", "int() can't convert non-string with explicit base")),
            }
        }
        TypeKind::Float => match first {
            None => Ok(Value::Float(0.0)),
            Some(Value::Str(s)) => parse_float_str(&s)
                .map(Value::Float)
                .ok_or_else(|| raise("ValueError", format!("could not convert string to float: {}", crate::host::repr::str_repr(&s)))),
            // A native object's own error (a GPU fault found when reading it) is not a type error.
            Some(Value::Native(n)) => match n.to_float(interp)? {
                Some(f) => Ok(Value::Float(f)),
                None => Err(raise(
                    "TypeError",
                    format!("float() argument must be a string or a real number, not '{}'", interp.type_name(&Value::Native(n.clone()))),
                )),
            },
            Some(Value::Int(i)) => i.to_f64().map(Value::Float).ok_or_else(|| raise("OverflowError", "int too large to convert to float")),
            Some(v) => Ok(Value::Float(
                interp
                    .to_float(&v)
                    .map_err(|_| raise("TypeError", format!("float() argument must be a string or a real number, not '{}'", interp.type_name(&v))))?,
            )),
        },
        TypeKind::Complex => {
            let re = match args.pos.first() {
                Some(Value::Complex(r, i)) => return Ok(Value::Complex(*r, *i)),
                Some(v) => interp.to_float(v)?,
                None => 0.0,
            };
            let im = match args.pos.get(1) {
                Some(v) => interp.to_float(v)?,
                None => 0.0,
            };
            Ok(Value::Complex(re, im))
        }
        TypeKind::Bool => match first {
            None => Ok(Value::Bool(false)),
            Some(v) => Ok(Value::Bool(interp.truthy(&v)?)),
        },
        TypeKind::Str => match first {
            None => Ok(Value::str("")),
            Some(v) => Ok(Value::str(&interp.str(&v)?)),
        },
        TypeKind::List => match first {
            None => Ok(Value::list(vec![])),
            Some(v) => Ok(Value::list(interp.collect(&v)?)),
        },
        TypeKind::Tuple => match first {
            None => Ok(Value::tuple(vec![])),
            Some(Value::Tuple(t)) => Ok(Value::Tuple(t)),
            Some(v) => Ok(Value::tuple(interp.collect(&v)?)),
        },
        TypeKind::Set => interp.set_from(first.as_ref(), false),
        TypeKind::FrozenSet => interp.set_from(first.as_ref(), true),
        TypeKind::Dict => {
            let mut d = Dict::default();
            let first = first.map(|f| crate::host::modules::collections::mapping_view(&f).unwrap_or(f));
            if let Some(src) = first {
                match &src {
                    Value::Dict(o) => d = o.borrow().clone(),
                    // A mapping class (one with `keys()`): its keys and `self[key]`, as CPython
                    // reads any object with a `keys` method.
                    other if crate::host::classes::as_instance(other).is_some_and(|i| crate::host::classes::lookup(&i.cls, "keys").is_some()) => {
                        let keys = interp.call_method(other, "keys", Args::default())?;
                        for k in interp.collect(&keys)? {
                            let v = interp.getitem(other, &k)?;
                            let hk = interp.local_dict_key(&d, &k)?;
                            crate::host::eval::dict_insert(&mut d, hk, k, v);
                        }
                    }
                    other => {
                        let pairs = interp.collect(other)?;
                        for (i, p) in pairs.into_iter().enumerate() {
                            let kv = interp.collect(&p)?;
                            if kv.len() != 2 {
                                return Err(raise("ValueError", format!("dictionary update sequence element #{i} has length {}; 2 is required", kv.len())));
                            }
                            let hk = interp.local_dict_key(&d, &kv[0])?;
                            crate::host::eval::dict_insert(&mut d, hk, kv[0].clone(), kv[1].clone());
                        }
                    }
                }
            }
            for (k, v) in args.kw {
                crate::host::eval::dict_insert(&mut d, crate::host::value::HashKey::Str(k.clone()), Value::Str(k), v);
            }
            Ok(Value::dict(d))
        }
        TypeKind::Range => b_range(interp, args),
        TypeKind::Slice => {
            let p = &args.pos;
            let s = match p.len() {
                1 => [Value::None, p[0].clone(), Value::None],
                2 => [p[0].clone(), p[1].clone(), Value::None],
                3 => [p[0].clone(), p[1].clone(), p[2].clone()],
                n => return Err(raise("TypeError", format!("slice expected at most 3 arguments, got {n}"))),
            };
            Ok(Value::Slice(Rc::new(s)))
        }
        TypeKind::Type => match args.pos.as_slice() {
            [v] if crate::host::modules::numpy::as_array(v).is_some_and(|a| a.scalar) => Ok(interp.type_of(v)),
            [v] if crate::host::modules::datetime::class_of(v).is_some() => Ok(interp.type_of(v)),
            [v] if args.kw.is_empty() => Ok(Value::Type(type_obj_of(interp, v))),
            [_, _, _] => interp.class_from_parts(t.clone(), args).map(Value::Type),
            _ => Err(raise("TypeError", "type() takes 1 or 3 arguments")),
        },
        TypeKind::Object => Ok(Value::None),
        _ => Err(raise("TypeError", format!("cannot create '{}' instances", t.name))),
    }
}

/// CPython's digit limit on `int(str)` in a base that is not a power of two (the conversion costs
/// quadratic time).
fn check_str_digits(s: &str, radix: u32) -> R<()> {
    let limit = crate::host::int::max_str_digits();
    let t = s.trim().trim_start_matches(['+', '-']);
    let power_of_two =
        matches!(radix, 2 | 4 | 8 | 16 | 32) || (radix == 0 && ["0x", "0o", "0b"].iter().any(|p| t.get(..2).is_some_and(|h| h.eq_ignore_ascii_case(p))));
    if limit == 0 || power_of_two {
        return Ok(());
    }
    let digits = t.chars().filter(|c| *c != '_').count();
    if digits > limit {
        return Err(raise(
            "ValueError",
            format!("Exceeds the limit ({limit} digits) for integer string conversion: value has {digits} digits; use sys.set_int_max_str_digits() to increase the limit"),
        ));
    }
    Ok(())
}

pub fn parse_int_str(s: &str, radix: u32) -> Option<Int> {
    let t = s.trim();
    let (neg, t) = match t.strip_prefix('-') {
        Some(r) => (true, r),
        None => (false, t.strip_prefix('+').unwrap_or(t)),
    };
    let lower = t.to_ascii_lowercase();
    let (digits, radix) = match radix {
        // After a prefix one underscore may come first: int("0x_1f", 0).
        0 | 16 if lower.starts_with("0x") => (t[2..].strip_prefix('_').unwrap_or(&t[2..]), 16),
        0 | 8 if lower.starts_with("0o") => (t[2..].strip_prefix('_').unwrap_or(&t[2..]), 8),
        0 | 2 if lower.starts_with("0b") => (t[2..].strip_prefix('_').unwrap_or(&t[2..]), 2),
        // Base 0 reads a literal, and a nonzero decimal literal has no leading zeros.
        0 if t.starts_with('0') && t.chars().any(|c| c != '0' && c != '_') => return None,
        0 => (t, 10),
        r => (t, r),
    };
    if digits.is_empty() || digits.starts_with('_') || digits.ends_with('_') || digits.contains("__") {
        return None;
    }
    if !digits.chars().all(|c| c == '_' || c.is_digit(radix)) {
        return None;
    }
    let v = Int::parse(digits, radix)?;
    Some(if neg { v.neg() } else { v })
}

pub fn parse_float_str(s: &str) -> Option<f64> {
    let t = s.trim().to_ascii_lowercase();
    let (sign, body) = match t.strip_prefix('-') {
        Some(r) => (-1.0, r.to_string()),
        None => (1.0, t.strip_prefix('+').unwrap_or(&t).to_string()),
    };
    match body.as_str() {
        "inf" | "infinity" => return Some(sign * f64::INFINITY),
        "nan" => return Some(f64::NAN),
        _ => {}
    }
    if body.is_empty() || body.contains("__") || body.starts_with('_') || body.ends_with('_') {
        return None;
    }
    if !body.chars().all(|c| c.is_ascii_digit() || matches!(c, '.' | 'e' | '+' | '-' | '_')) {
        return None;
    }
    body.replace('_', "").parse::<f64>().ok().map(|v| sign * v)
}
