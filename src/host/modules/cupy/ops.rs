//! Element-wise operations on CuPy arrays: operators, ufuncs, `where`, `clip`, `astype`, copies
//! and assignment through views.
//!
//! The result dtype is what the host `np` gives for the same operation on empty arrays of the
//! operands' dtypes (`resolve`), so NumPy's promotion table, NEP 50 for Python scalars and its
//! errors (an int out of range, bool subtraction) are the one implementation's. One kernel then
//! computes the result (`kernels::map`), its operands converted to the loop's dtype first.

use super::array::wrap_cp;
use super::kernels::{self, Operand};
use crate::array::dtype::DType;
use crate::array::hostarray::{broadcast_shapes, HostArray};
use crate::array::ufunc::{BinOp, CmpOp};
use crate::host::modules::cuda::device_array::{as_device_array, DeviceArray};
use crate::host::modules::cuda::{alloc_device, Fill};
use crate::host::modules::numpy::{as_array, item, wrap};
use crate::host::value::{Args, Value};
use crate::host::{raise, Interp, R};
use std::rc::Rc;

/// One operand as an operation sees it.
pub enum Arg {
    Array(DeviceArray),
    /// A Python number: weak in NumPy's promotion (NEP 50).
    Python(Value),
    /// A NumPy scalar: it keeps its dtype.
    NpScalar(HostArray),
}

impl Arg {
    pub fn shape(&self) -> Vec<usize> {
        match self {
            Arg::Array(a) => a.host.shape.clone(),
            _ => Vec::new(),
        }
    }
    /// What the host `np` is asked with to learn the result dtype: an empty array of the same
    /// dtype, or the scalar itself.
    fn probe(&self) -> Value {
        match self {
            Arg::Array(a) => wrap(HostArray::zeros(a.host.dtype(), vec![0])),
            Arg::Python(v) => v.clone(),
            Arg::NpScalar(h) => wrap(h.clone()),
        }
    }
    fn operand(&self, loop_dtype: DType) -> Operand {
        match self {
            Arg::Array(a) => Operand::Array(a.clone()),
            Arg::Python(v) => Operand::Scalar(v.clone(), loop_dtype),
            Arg::NpScalar(h) => Operand::Scalar(item(h, 0), h.dtype()),
        }
    }
}

/// How a value takes part in an operation with CuPy arrays; `None`: it does not (the operator
/// returns NotImplemented). A NumPy array is refused as CuPy refuses it: no implicit copies.
pub fn classify(interp: &Interp, v: &Value) -> R<Option<Arg>> {
    if let Some(d) = as_device_array(v) {
        return Ok(Some(Arg::Array(d.clone())));
    }
    Ok(match v {
        Value::Bool(_) | Value::Int(_) | Value::Float(_) | Value::Complex(..) => Some(Arg::Python(v.clone())),
        _ => match as_array(v) {
            Some(h) if h.scalar => Some(Arg::NpScalar(h.clone())),
            Some(_) => return Err(raise("TypeError", format!("Unsupported type <class '{}'>", interp.type_name(v)))),
            None => None,
        },
    })
}

/// Like `classify`, for a function's argument: anything else is a TypeError.
pub fn arg(interp: &mut Interp, v: &Value) -> R<Arg> {
    match classify(interp, v)? {
        Some(a) => Ok(a),
        None => Err(raise("TypeError", format!("Unsupported type <class '{}'>", interp.type_name(v)))),
    }
}

/// The operator behind a binary ufunc (the host `np` computes those through its operators).
fn operator(ufunc: &str) -> Option<Result<BinOp, CmpOp>> {
    use BinOp::*;
    Some(Ok(match ufunc {
        "add" => Add,
        "subtract" => Sub,
        "multiply" => Mul,
        "divide" => TrueDiv,
        "floor_divide" => FloorDiv,
        "remainder" => Mod,
        "power" => Pow,
        "maximum" | "fmax" => Maximum,
        "minimum" | "fmin" => Minimum,
        "bitwise_and" => BitAnd,
        "bitwise_or" => BitOr,
        "bitwise_xor" => BitXor,
        "left_shift" => Shl,
        "right_shift" => Shr,
        "arctan2" => Arctan2,
        "hypot" => Hypot,
        other => {
            return Some(Err(match other {
                "equal" => CmpOp::Eq,
                "not_equal" => CmpOp::Ne,
                "less" => CmpOp::Lt,
                "less_equal" => CmpOp::Le,
                "greater" => CmpOp::Gt,
                "greater_equal" => CmpOp::Ge,
                _ => return None,
            }))
        }
    }))
}

/// How an operand takes part in dtype resolution (the cache key of `resolve`).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Kind {
    Array(DType),
    NpScalar(DType),
    /// A Python number: bool, int, float, complex (0..3).
    Python(u8),
}

thread_local! {
    static RESOLVED: std::cell::RefCell<std::collections::HashMap<(String, Vec<Kind>), DType>> = Default::default();
}

/// The cache key for these operands; `None` when the answer may depend on a value (a Python
/// int that might not fit the array's integer type: NumPy raises for those).
fn kinds(args: &[&Arg]) -> Option<Vec<Kind>> {
    let narrowest_int = args.iter().filter_map(|a| match a {
        Arg::Array(d) if d.host.dtype().is_integer() => Some(d.host.dtype()),
        _ => None,
    });
    let mut out = Vec::with_capacity(args.len());
    for a in args {
        out.push(match a {
            Arg::Array(d) => Kind::Array(d.host.dtype()),
            Arg::NpScalar(h) => Kind::NpScalar(h.dtype()),
            Arg::Python(Value::Bool(_)) => Kind::Python(0),
            Arg::Python(Value::Int(i)) => {
                let v = i.as_i64()?;
                // Small enough for every integer type (int8 included): the dtype is the value's kind's.
                if !(0..=127).contains(&v) && narrowest_int.clone().next().is_some() {
                    return None;
                }
                Kind::Python(1)
            }
            Arg::Python(Value::Float(_)) => Kind::Python(2),
            Arg::Python(_) => Kind::Python(3),
        });
    }
    Some(out)
}

/// The dtype the host `np.<ufunc>` gives for these operands (remembered per operand kinds).
pub fn resolve(interp: &mut Interp, ufunc: &str, args: &[&Arg]) -> R<DType> {
    let key = kinds(args).map(|k| (ufunc.to_string(), k));
    if let Some(k) = &key {
        if let Some(d) = RESOLVED.with(|r| r.borrow().get(k).copied()) {
            return Ok(d);
        }
    }
    let d = resolve_uncached(interp, ufunc, args)?;
    if let Some(k) = key {
        RESOLVED.with(|r| r.borrow_mut().insert(k, d));
    }
    Ok(d)
}

fn resolve_uncached(interp: &mut Interp, ufunc: &str, args: &[&Arg]) -> R<DType> {
    if let (Some(op), [a, b]) = (operator(ufunc), args) {
        let (x, y) = (a.probe(), b.probe());
        let r = match op {
            Ok(op) => crate::host::modules::numpy::binop_values(interp, op, &x, &y)?,
            Err(op) => crate::host::modules::numpy::compare_values(interp, op, &x, &y)?,
        };
        if let Some(h) = r.as_ref().and_then(as_array) {
            return Ok(h.dtype());
        }
    }
    match (ufunc, args) {
        ("invert", [a]) => {
            let d = resolve(interp, "positive", args)?;
            if d.is_float() || d.is_complex() {
                let _ = a;
                return Err(raise("TypeError", "ufunc 'invert' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''"));
            }
            return Ok(d);
        }
        ("fabs", _) => return resolve(interp, "sqrt", args),
        ("positive" | "conjugate", [a]) => {
            return Ok(match a {
                Arg::Array(d) => d.host.dtype(),
                Arg::NpScalar(h) => h.dtype(),
                Arg::Python(Value::Bool(_)) => DType::Bool,
                Arg::Python(Value::Int(_)) => DType::I64,
                Arg::Python(Value::Complex(..)) => DType::C128,
                Arg::Python(_) => DType::F64,
            })
        }
        _ => {}
    }
    let f = interp
        .modules
        .get("numpy")
        .and_then(|m| m.get(ufunc))
        .ok_or_else(|| raise("NotImplementedError", format!("cudalab's cupy does not provide cupy.{ufunc} yet")))?;
    let r = interp.call(&f, Args::new(args.iter().map(|a| a.probe()).collect()))?;
    match as_array(&r) {
        Some(h) => Ok(h.dtype()),
        None => Ok(match r {
            Value::Bool(_) => DType::Bool,
            Value::Int(_) => DType::I64,
            _ => DType::F64,
        }),
    }
}

pub fn binop_ufunc(op: BinOp) -> &'static str {
    crate::array::ufunc::op_name(op)
}

fn shape_of(args: &[&Arg], what: &str) -> R<Vec<usize>> {
    let mut shape = Vec::new();
    let mut shown = Vec::new();
    for a in args {
        shown.push(crate::array::hostarray::shape_tuple(&a.shape()));
        shape = match broadcast_shapes(&shape, &a.shape()) {
            Ok(s) => s,
            Err(_) => {
                let _ = what;
                let all: Vec<String> = args.iter().map(|a| crate::array::hostarray::shape_tuple(&a.shape())).collect();
                return Err(raise("ValueError", format!("operands could not be broadcast together with shapes {}", all.join(" "))));
            }
        };
    }
    Ok(shape)
}

fn check_computable(d: DType, what: &str) -> R<()> {
    if matches!(d, DType::F16 | DType::C64 | DType::C128) {
        return Err(raise("NotImplementedError", format!("cudalab's cupy does not compute {what} on {} arrays yet", d.name())));
    }
    Ok(())
}

/// The expression a ufunc computes from `a0` (and `a1`), already in the loop's dtype `t`.
fn expression(ufunc: &str, t: DType) -> String {
    let c = kernels::cast_name(t);
    if t == DType::Bool {
        // NumPy's boolean loops: + is or, * is and (the kernel compiler refuses bool arithmetic).
        match ufunc {
            "add" | "maximum" | "fmax" | "bitwise_or" | "logical_or" => return "a0 or a1".into(),
            "multiply" | "minimum" | "fmin" | "bitwise_and" | "logical_and" => return "a0 and a1".into(),
            "bitwise_xor" | "logical_xor" | "not_equal" => return "a0 != a1".into(),
            "equal" => return "a0 == a1".into(),
            "invert" | "logical_not" => return "not a0".into(),
            "absolute" | "positive" => return "a0".into(),
            _ => {}
        }
    }
    match ufunc {
        "negative" => "-a0".into(),
        "positive" | "conjugate" | "conj" => "a0".into(),
        "square" => "a0 * a0".into(),
        "absolute" | "abs" => "np.absolute(a0)".into(),
        "sign" => format!("{c}(1) if a0 > 0 else ({c}(-1) if a0 < 0 else a0)"),
        "reciprocal" => format!("{c}(1) / a0"),
        "logical_not" => "not a0".into(),
        "logical_and" => "a0 and a1".into(),
        "logical_or" => "a0 or a1".into(),
        "logical_xor" => "a0 != a1".into(),
        "fmax" => "np.fmax(a0, a1)".into(),
        "fmin" => "np.fmin(a0, a1)".into(),
        "fabs" => "math.fabs(a0)".into(),
        name if is_binary(name) => format!("np.{name}(a0, a1)"),
        name => format!("np.{name}(a0)"),
    }
}

/// The element-wise ufuncs `cupy` computes by kernels: two inputs, then one.
pub const BINARY: &[&str] = &[
    "add",
    "subtract",
    "multiply",
    "divide",
    "true_divide",
    "floor_divide",
    "remainder",
    "mod",
    "power",
    "maximum",
    "minimum",
    "fmax",
    "fmin",
    "bitwise_and",
    "bitwise_or",
    "bitwise_xor",
    "left_shift",
    "right_shift",
    "arctan2",
    "hypot",
    "equal",
    "not_equal",
    "less",
    "less_equal",
    "greater",
    "greater_equal",
    "logical_and",
    "logical_or",
    "logical_xor",
    "copysign",
    "fmod",
];

pub const UNARY: &[&str] = &[
    "negative",
    "positive",
    "absolute",
    "abs",
    "sign",
    "square",
    "reciprocal",
    "sqrt",
    "cbrt",
    "exp",
    "exp2",
    "expm1",
    "log",
    "log2",
    "log10",
    "log1p",
    "sin",
    "cos",
    "tan",
    "arcsin",
    "arccos",
    "arctan",
    "sinh",
    "cosh",
    "tanh",
    "arcsinh",
    "arccosh",
    "arctanh",
    "floor",
    "ceil",
    "trunc",
    "rint",
    "fabs",
    "isnan",
    "isinf",
    "isfinite",
    "logical_not",
    "invert",
    "bitwise_not",
    "degrees",
    "radians",
    "rad2deg",
    "deg2rad",
    "conjugate",
    "conj",
];

/// Whether `cupy.<name>` is one of those ufuncs.
pub fn is_ufunc(name: &str) -> bool {
    BINARY.contains(&name) || UNARY.contains(&name)
}

pub fn is_binary(name: &str) -> bool {
    BINARY.contains(&name)
}

/// The dtype the operands are converted to before the ufunc: the result's, except for
/// operations giving booleans (comparisons, tests), which compare in the operands' common type.
fn loop_dtype(interp: &mut Interp, ufunc: &str, args: &[&Arg], out: DType) -> R<DType> {
    if out != DType::Bool {
        return Ok(out);
    }
    if ufunc.starts_with("logical_") {
        return Ok(DType::Bool);
    }
    match args {
        [a] => Ok(match a {
            Arg::Array(d) => d.host.dtype(),
            Arg::NpScalar(h) => h.dtype(),
            Arg::Python(_) => resolve(interp, "positive", args)?,
        }),
        _ => resolve(interp, "add", args).or(Ok(DType::F64)),
    }
}

/// `np.<ufunc>(a, b)` on CuPy arrays (an operator, or `cp.<ufunc>`); `Ok(None)` when an operand
/// does not take part (the operator returns NotImplemented).
pub fn binary(interp: &mut Interp, ufunc: &str, a: &Value, b: &Value) -> R<Option<Value>> {
    let (Some(x), Some(y)) = (classify(interp, a)?, classify(interp, b)?) else { return Ok(None) };
    compute(interp, ufunc, &[&x, &y]).map(Some)
}

/// `np.<ufunc>(a)` on a CuPy array.
pub fn unary(interp: &mut Interp, ufunc: &str, a: &Value) -> R<Value> {
    let x = arg(interp, a)?;
    compute(interp, ufunc, &[&x])
}

/// One ufunc over one or two operands into a new array.
pub fn compute(interp: &mut Interp, ufunc: &str, args: &[&Arg]) -> R<Value> {
    let out_dtype = resolve(interp, ufunc, args)?;
    let t = loop_dtype(interp, ufunc, args, out_dtype)?;
    check_computable(t, ufunc)?;
    check_computable(out_dtype, ufunc)?;
    let shape = shape_of(args, ufunc)?;
    let out = alloc_device(interp, out_dtype, shape, Fill::Scratch)?;
    let operands: Vec<Operand> = args.iter().map(|a| a.operand(t)).collect();
    let casts = vec![t; args.len()];
    kernels::map(interp, &format!("cupy_{ufunc}"), &expression(ufunc, t), &operands, &casts, &out)?;
    Ok(wrap_cp(out))
}

/// `a op= b`: computed into `a` itself (a view writes through to its base), the result cast
/// to `a`'s dtype under NumPy's 'same_kind' rule.
pub fn inplace(interp: &mut Interp, ufunc: &str, target: &DeviceArray, other: &Value) -> R<Option<Value>> {
    let Some(y) = classify(interp, other)? else { return Ok(None) };
    let x = Arg::Array(target.clone());
    compute_into(interp, ufunc, &[&x, &y], target, false)?;
    Ok(Some(Value::None))
}

/// `np.<ufunc>(*args, out=target)`: the result written into `target` (its shape must be the
/// broadcast shape, its dtype one the result casts to under 'same_kind'). `explicit`: an
/// `out=` argument (CuPy words that refusal its own way), else an in-place operator.
pub fn compute_into(interp: &mut Interp, ufunc: &str, args: &[&Arg], target: &DeviceArray, explicit: bool) -> R<()> {
    let out_dtype = resolve(interp, ufunc, args)?;
    let to = target.host.dtype();
    if !crate::array::dtype::same_kind_cast(out_dtype, to) {
        let (from, to) = (out_dtype.name(), to.name());
        return Err(raise(
            "TypeError",
            if explicit {
                format!("Cannot cast output operand from dtype('{from}') to dtype('{to}') according to the rule 'same_kind'")
            } else {
                format!("Cannot cast ufunc '{ufunc}' output from dtype('{from}') to dtype('{to}') with casting rule 'same_kind'")
            },
        ));
    }
    let shape = shape_of(args, ufunc)?;
    if shape != target.host.shape {
        return Err(raise(
            "ValueError",
            format!(
                "non-broadcastable output operand with shape {} doesn't match the broadcast shape {}",
                crate::array::hostarray::shape_tuple(&target.host.shape),
                crate::array::hostarray::shape_tuple(&shape)
            ),
        ));
    }
    let t = loop_dtype(interp, ufunc, args, out_dtype)?;
    check_computable(t, ufunc)?;
    check_computable(to, ufunc)?;
    // An operand overlapping the target other than element for element is read from a copy.
    let mut operands = Vec::with_capacity(args.len());
    for a in args {
        let same_view = |d: &DeviceArray| d.host.offset == target.host.offset && d.host.strides == target.host.strides && d.host.shape == target.host.shape;
        let operand = match a {
            Arg::Array(d)
                if !same_view(d) && (d.dev.as_ref().zip(target.dev.as_ref()).is_some_and(|(p, q)| Rc::ptr_eq(p, q)) || d.host.shares_buffer(&target.host)) =>
            {
                Operand::Array(copy_device(interp, d)?)
            }
            a => a.operand(t),
        };
        operands.push(operand);
    }
    let casts = vec![t; args.len()];
    kernels::map(interp, &format!("cupy_{ufunc}"), &expression(ufunc, t), &operands, &casts, target)
}

/// `cp.where(cond, x, y)`.
pub fn where_(interp: &mut Interp, cond: &Value, x: &Value, y: &Value) -> R<Value> {
    let (c, x, y) = (arg(interp, cond)?, arg(interp, x)?, arg(interp, y)?);
    let f = interp.modules.get("numpy").and_then(|m| m.get("where")).ok_or_else(|| raise("RuntimeError", "numpy.where"))?;
    let probe = interp.call(&f, Args::new(vec![wrap(HostArray::zeros(DType::Bool, vec![0])), x.probe(), y.probe()]))?;
    let t = as_array(&probe).map(|h| h.dtype()).unwrap_or(DType::F64);
    check_computable(t, "where")?;
    let shape = shape_of(&[&c, &x, &y], "where")?;
    let out = alloc_device(interp, t, shape, Fill::Scratch)?;
    let operands = [c.operand(DType::Bool), x.operand(t), y.operand(t)];
    kernels::map(interp, "cupy_where", "a1 if a0 else a2", &operands, &[DType::Bool, t, t], &out)?;
    Ok(wrap_cp(out))
}

/// `cp.clip(a, a_min, a_max)` (either bound may be None).
pub fn clip(interp: &mut Interp, a: &Value, lo: &Value, hi: &Value) -> R<Value> {
    let mut r = a.clone();
    if !lo.is_none() {
        r = binary(interp, "maximum", &r, lo)?.ok_or_else(|| raise("TypeError", "clip: a_min must be a number or an array"))?;
    }
    if !hi.is_none() {
        r = binary(interp, "minimum", &r, hi)?.ok_or_else(|| raise("TypeError", "clip: a_max must be a number or an array"))?;
    }
    if lo.is_none() && hi.is_none() {
        return Err(raise("ValueError", "One of max or min must be given"));
    }
    Ok(r)
}

/// A C-contiguous copy.
pub fn copy(interp: &mut Interp, a: &DeviceArray) -> R<Value> {
    astype(interp, a, a.host.dtype())
}

/// A C-contiguous copy converted to `d`.
pub fn astype(interp: &mut Interp, a: &DeviceArray, d: DType) -> R<Value> {
    Ok(wrap_cp(converted(interp, a, d)?))
}

/// A C-contiguous copy, as a device array.
pub fn copy_device(interp: &mut Interp, a: &DeviceArray) -> R<DeviceArray> {
    converted(interp, a, a.host.dtype())
}

/// `a` itself when C-contiguous, else a C-contiguous copy (for kernels that index flat).
pub fn contiguous(interp: &mut Interp, a: &DeviceArray) -> R<DeviceArray> {
    if a.host.is_c_contiguous() {
        return Ok(a.clone());
    }
    copy_device(interp, a)
}

/// A new C-contiguous array of `a`'s elements converted to `d`.
fn converted(interp: &mut Interp, a: &DeviceArray, d: DType) -> R<DeviceArray> {
    check_computable(d, "astype")?;
    check_computable(a.host.dtype(), "astype")?;
    let out = alloc_device(interp, d, a.host.shape.clone(), Fill::Scratch)?;
    kernels::map(interp, "cupy_copy", "a0", &[Operand::Array(a.clone())], &[d], &out)?;
    Ok(out)
}

/// `target[...] = value`: a number, a CuPy array broadcast to the target's shape, or a NumPy
/// array (sent to the device first), converted to the target's dtype as NumPy's assignment does.
pub fn assign(interp: &mut Interp, target: &DeviceArray, value: &Value) -> R<()> {
    let t = target.host.dtype();
    check_computable(t, "assignment")?;
    let value = match as_array(value).filter(|h| !h.scalar) {
        Some(h) => super::upload(interp, h.clone())?,
        None => match value {
            Value::List(_) | Value::Tuple(_) => {
                let h = crate::host::modules::numpy::to_array(interp, value, None)?;
                super::upload(interp, h)?
            }
            v => v.clone(),
        },
    };
    let v = arg(interp, &value)?;
    let operand = match v {
        Arg::Array(a) => {
            if broadcast_shapes(&a.host.shape, &target.host.shape).ok().as_deref() != Some(&target.host.shape[..]) {
                return Err(raise(
                    "ValueError",
                    format!(
                        "could not broadcast input array from shape {} into shape {}",
                        crate::array::hostarray::shape_tuple(&a.host.shape),
                        crate::array::hostarray::shape_tuple(&target.host.shape)
                    ),
                ));
            }
            check_computable(a.host.dtype(), "assignment")?;
            // A source overlapping the target is copied first (`x[1:] = x[:-1]`).
            let overlaps = match (&a.dev, &target.dev) {
                (Some(p), Some(q)) => Rc::ptr_eq(p, q),
                _ => a.host.shares_buffer(&target.host),
            };
            if overlaps {
                Operand::Array(copy_device(interp, &a)?)
            } else {
                Operand::Array(a)
            }
        }
        Arg::Python(p) => Operand::Scalar(p, t),
        Arg::NpScalar(h) => Operand::Scalar(item(&h, 0), h.dtype()),
    };
    kernels::map(interp, "cupy_copy", "a0", &[operand], &[t], target)
}
