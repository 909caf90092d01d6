//! NumPy's type-promotion and casting queries: `np.result_type` (NEP 50: Python numbers are
//! weak), `np.promote_types` and `np.can_cast` with its casting rules. Owns only these answers;
//! the promotion table itself is `crate::array::dtype::promote`.

use super::functions::need;
use super::{as_array, dtype_arg, to_array, weak_kind, NpDType};
use crate::array::dtype::{default_for, promote, promote_weak, same_kind_cast, DType, WeakScalar};
use crate::host::value::{Args, Value};
use crate::host::{raise, Interp, R};
use std::rc::Rc;

np_functions! { casting_dispatch;
    f_promote_types => "promote_types", "promote_types(type1, type2)", "Returns the data type with the smallest size and smallest scalar kind to which both type1 and type2 may be safely cast.";
    f_can_cast => "can_cast", "can_cast(from_, to, casting='safe')", "Returns True if cast between data types can occur according to the casting rule.";
}

fn dtype_value(d: DType) -> Value {
    Value::Native(Rc::new(NpDType(d)))
}

/// A dtype-like argument (a dtype, scalar type, name or Python type); NumPy's message for the rest.
fn dtype_like(interp: &mut Interp, v: &Value) -> R<DType> {
    if matches!(v, Value::None | Value::Int(_) | Value::Float(_) | Value::Bool(_) | Value::Complex(..)) {
        let r = interp.repr(v)?;
        return Err(raise("TypeError", format!("Cannot interpret '{r}' as a data type")));
    }
    dtype_arg(interp, v)?.ok_or_else(|| raise("TypeError", "Cannot interpret 'None' as a data type"))
}

fn weak_rank(w: WeakScalar) -> u8 {
    match w {
        WeakScalar::Bool => 0,
        WeakScalar::Int => 1,
        WeakScalar::Float => 2,
        WeakScalar::Complex => 3,
    }
}

/// `np.result_type(*arrays_and_dtypes)`: arrays and dtypes promote as usual, Python numbers
/// only raise the kind (NEP 50).
pub(super) fn result_type(interp: &mut Interp, args: &Args) -> R<Value> {
    if args.pos.is_empty() {
        return Err(raise("ValueError", "at least one array or dtype is required"));
    }
    let mut strong: Option<DType> = None;
    let mut weak: Vec<WeakScalar> = Vec::new();
    for v in &args.pos {
        let d = if let Some(a) = as_array(v) {
            a.dtype()
        } else if let Some(w) = weak_kind(v) {
            weak.push(w);
            continue;
        } else if matches!(v, Value::List(_) | Value::Tuple(_)) {
            to_array(interp, v, None)?.dtype()
        } else {
            dtype_like(interp, v)?
        };
        strong = Some(strong.map_or(d, |s| promote(s, d)));
    }
    let d = match strong {
        Some(s) => weak.iter().fold(s, |d, w| promote_weak(d, *w)),
        None => weak.iter().copied().max_by_key(|w| weak_rank(*w)).map(default_for).unwrap_or(DType::F64),
    };
    Ok(dtype_value(d))
}

fn casting_dispatch(interp: &mut Interp, name: &str, args: Args) -> R<Value> {
    match name {
        "promote_types" => {
            let a = dtype_like(interp, &need(&args, 0, "type1", name)?)?;
            let b = dtype_like(interp, &need(&args, 1, "type2", name)?)?;
            Ok(dtype_value(promote(a, b)))
        }
        _ => {
            let from = need(&args, 0, "from_", name)?;
            let to = dtype_like(interp, &need(&args, 1, "to", name)?)?;
            let casting = match super::functions::arg(&args, 2, "casting") {
                None => "safe".to_string(),
                Some(Value::Str(s)) => s.to_string(),
                Some(v) => {
                    let t = interp.type_name(&v);
                    return Err(raise("TypeError", format!("can_cast() argument 'casting' must be str, not {t}")));
                }
            };
            if weak_kind(&from).is_some() {
                return Err(raise(
                    "TypeError",
                    "can_cast() does not support Python ints, floats, and complex because the result used to depend on the value.\nThis change was part of adopting NEP 50, we may explicitly allow them again in the future.",
                ));
            }
            let from = match as_array(&from) {
                Some(a) => a.dtype(),
                None => dtype_like(interp, &from)?,
            };
            let safe = promote(from, to) == to;
            let ok = match casting.as_str() {
                "no" | "equiv" => from == to,
                "safe" => safe,
                "same_kind" => safe || same_kind_cast(from, to),
                "unsafe" => true,
                other => return Err(raise("ValueError", format!("casting must be one of 'no', 'equiv', 'safe', 'same_kind', 'unsafe' (got '{other}')"))),
            };
            Ok(Value::Bool(ok))
        }
    }
}
