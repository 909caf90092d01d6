//! Arithmetic and comparisons of datetime64/timedelta64 values, as NumPy 2 resolves them:
//! `datetime ± timedelta → datetime`, `datetime − datetime → timedelta`, timedeltas among
//! themselves (`+ − %` → timedelta, `/` → float64, `//` → int64), timedelta × or ÷ a number,
//! datetime ± an integer count; results in the finer of the two units; broadcasting as for any
//! ufunc. NumPy's refusals are raised with its words: no loop for the operand types
//! (`UFuncTypeError: ufunc 'add' cannot use operands with types …`), years or months mixed with
//! linear units (`Cannot get a common metadata divisor …`, or the 'same_kind' cast of a
//! timedelta input), and unary operators on datetimes.
//!
//! Owns operand classification and the result types; the element operations and unit
//! conversions are `array::datetime`'s. Must not fall back to numeric arithmetic on the counts.

use super::{as_time, create, dtype_text, number_result, time_result, NpTime};
use crate::array::datetime::{self as dt, TimeKind, TimeMeta, TimeUnit};
use crate::array::dtype::{DType, Kind};
use crate::array::hostarray::{broadcast_shapes, HostArray};
use crate::array::ufunc::{op_name, BinOp, CmpOp};
use crate::host::int::Int;
use crate::host::modules::numpy::{as_array, to_array};
use crate::host::value::Value;
use crate::host::{raise, Ctrl, Interp, R};

/// One side of an operation that involves a datetime or timedelta.
enum Operand {
    Time(NpTime),
    /// A number: a NumPy array or scalar, or a Python number (`py`), which NumPy's messages
    /// name by Python's DType classes.
    Num {
        a: HostArray,
        py: bool,
    },
}

/// What an operand is, for the resolution tables.
#[derive(Clone, Copy, PartialEq)]
enum Class {
    Datetime(TimeUnit),
    Timedelta(TimeUnit),
    Int,
    Bool,
    Float,
    Complex,
}

impl Operand {
    fn class(&self) -> Class {
        match self {
            Operand::Time(t) => match t.meta.kind {
                TimeKind::Datetime => Class::Datetime(t.meta.unit),
                TimeKind::Timedelta => Class::Timedelta(t.meta.unit),
            },
            Operand::Num { a, .. } => match a.dtype().kind() {
                Kind::Bool => Class::Bool,
                Kind::Signed | Kind::Unsigned => Class::Int,
                Kind::Float => Class::Float,
                Kind::Complex => Class::Complex,
            },
        }
    }

    fn shape(&self) -> &[usize] {
        match self {
            Operand::Time(t) => &t.counts.shape,
            Operand::Num { a, .. } => &a.shape,
        }
    }

    /// `dtype('<M8[D]')`, `dtype('int64')`: the operand in "cannot use operands" messages.
    fn dtype_text(&self) -> String {
        match self {
            Operand::Time(t) => dtype_text(t.meta),
            Operand::Num { a, .. } => format!("dtype('{}')", a.dtype().name()),
        }
    }

    /// `<class 'numpy.dtypes.Int64DType'>`: the operand in "did not contain a loop" messages.
    fn dtype_class(&self) -> String {
        let name = match self {
            Operand::Time(t) if t.meta.kind == TimeKind::Datetime => "DateTime64DType".to_string(),
            Operand::Time(_) => "TimeDelta64DType".to_string(),
            Operand::Num { a, py: true } => match a.dtype().kind() {
                Kind::Bool => "BoolDType".to_string(),
                Kind::Float => "_PyFloatDType".to_string(),
                Kind::Complex => "_PyComplexDType".to_string(),
                _ => "_PyLongDType".to_string(),
            },
            Operand::Num { a, py: false } => {
                let n = a.dtype().name();
                let camel = match n.strip_prefix("uint") {
                    Some(bits) => format!("UInt{bits}"),
                    None => n[..1].to_uppercase() + &n[1..],
                };
                format!("{camel}DType")
            }
        };
        format!("<class 'numpy.dtypes.{name}'>")
    }

    /// The counts of a time operand in `unit`.
    fn counts(&self, unit: TimeUnit) -> HostArray {
        match self {
            Operand::Time(t) => t.counts_in(unit),
            Operand::Num { a, .. } => a.clone(),
        }
    }
}

/// A value as an operand of time arithmetic; `None` for what takes no part (strings, None…).
fn operand(interp: &mut Interp, v: &Value) -> R<Option<Operand>> {
    if let Some(t) = as_time(v) {
        return Ok(Some(Operand::Time(t.clone())));
    }
    if let Some(a) = as_array(v) {
        return Ok(Some(Operand::Num { a: a.clone(), py: false }));
    }
    Ok(Some(match v {
        Value::Bool(b) => Operand::Num { a: HostArray::scalar_of(*b), py: true },
        Value::Int(Int::Small(i)) => Operand::Num { a: HostArray::scalar_of(*i), py: true },
        Value::Int(Int::Big(_)) => return Err(raise("OverflowError", "int too big to convert")),
        Value::Float(f) => Operand::Num { a: HostArray::scalar_of(*f), py: true },
        Value::Complex(re, im) => Operand::Num { a: HostArray::scalar_of(crate::array::elem::C64f::new(*re, *im)), py: true },
        Value::List(_) | Value::Tuple(_) => match create::holds_time(v) {
            true => Operand::Time(create::from_data(interp, v, None)?),
            false => Operand::Num { a: to_array(interp, v, None)?, py: false },
        },
        _ => return Ok(None),
    }))
}

fn no_loop(op: BinOp, a: &Operand, b: &Operand) -> Ctrl {
    raise("UFuncTypeError", format!("ufunc '{}' cannot use operands with types {} and {}", op_name(op), a.dtype_text(), b.dtype_text()))
}

fn no_common_divisor(a: TimeUnit, b: TimeUnit) -> Ctrl {
    raise(
        "TypeError",
        format!(
            "Cannot get a common metadata divisor for Numpy datetime metadata [{}] and [{}] because they have incompatible nonlinear base time units.",
            a.code(),
            b.code()
        ),
    )
}

pub fn not_supported(name: &str) -> Ctrl {
    raise(
        "TypeError",
        format!("ufunc '{name}' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''"),
    )
}

/// The unit two timedeltas meet in, or NumPy's refusal.
fn timedelta_unit(a: TimeUnit, b: TimeUnit) -> R<TimeUnit> {
    dt::common_timedelta_unit(a, b).ok_or_else(|| no_common_divisor(a, b))
}

/// `f` over two operands broadcast together, into a new array of `T`.
fn zip<A, B, T>(x: &HostArray, y: &HostArray, f: impl Fn(A, B) -> T) -> R<HostArray>
where
    A: crate::array::elem::BufferOf,
    B: crate::array::elem::BufferOf,
    T: crate::array::elem::BufferOf,
{
    let shape = broadcast_shapes(&x.shape, &y.shape).map_err(|e| raise("ValueError", e.to_string()))?;
    crate::array::memory_limit::check_array(&shape, DType::I64)?;
    let (xs, ys): (Vec<A>, Vec<B>) = (x.broadcast_vec(&shape), y.broadcast_vec(&shape));
    Ok(HostArray::from_vec(xs.into_iter().zip(ys).map(|(p, q)| f(p, q)).collect::<Vec<T>>(), shape))
}

/// `a op b` where either is a datetime or timedelta; `None` where neither is, or the other
/// side is not a number or time at all (the interpreter then reports the operand types).
pub fn binary(interp: &mut Interp, op: BinOp, a: &Value, b: &Value) -> R<Option<Value>> {
    if as_time(a).is_none() && as_time(b).is_none() {
        return Ok(None);
    }
    let (Some(x), Some(y)) = (operand(interp, a)?, operand(interp, b)?) else { return Ok(None) };
    resolve(op, &x, &y).map(Some)
}

fn resolve(op: BinOp, x: &Operand, y: &Operand) -> R<Value> {
    use Class::*;
    let (cx, cy) = (x.class(), y.class());
    let int = |c: Class| matches!(c, Int | Bool);
    match (op, cx, cy) {
        (BinOp::Add | BinOp::Sub, Datetime(u), Timedelta(v)) => shift(op, x, y, u, v, 1),
        (BinOp::Add, Timedelta(v), Datetime(u)) => shift(op, y, x, u, v, 0),
        (BinOp::Sub, Datetime(u), Datetime(v)) => {
            let unit = dt::finer(u, v);
            Ok(time_result(zip(&x.counts(unit), &y.counts(unit), dt::sub)?, TimeMeta::timedelta(unit)))
        }
        (BinOp::Add | BinOp::Sub, Datetime(u), c) | (BinOp::Add, c, Datetime(u)) if int(c) => {
            let (t, n) = if matches!(cx, Datetime(_)) { (x, y) } else { (y, x) };
            let f = if op == BinOp::Add { dt::add } else { dt::sub };
            Ok(time_result(zip(&t.counts(u), &n.counts(u), f)?, TimeMeta::datetime(u)))
        }
        (BinOp::Add | BinOp::Sub | BinOp::Mod | BinOp::Maximum | BinOp::Minimum, Timedelta(u), Timedelta(v)) => {
            let unit = timedelta_unit(u, v)?;
            let f = match op {
                BinOp::Add => dt::add,
                BinOp::Sub => dt::sub,
                BinOp::Mod => dt::modulo,
                BinOp::Maximum => extreme(true),
                _ => extreme(false),
            };
            Ok(time_result(zip(&x.counts(unit), &y.counts(unit), f)?, TimeMeta::timedelta(unit)))
        }
        (BinOp::Maximum | BinOp::Minimum, Datetime(u), Datetime(v)) => {
            let unit = dt::finer(u, v);
            Ok(time_result(zip(&x.counts(unit), &y.counts(unit), extreme(op == BinOp::Maximum))?, TimeMeta::datetime(unit)))
        }
        (BinOp::TrueDiv, Timedelta(u), Timedelta(v)) => {
            let unit = timedelta_unit(u, v)?;
            Ok(number_result(zip(&x.counts(unit), &y.counts(unit), dt::ratio)?))
        }
        (BinOp::FloorDiv, Timedelta(u), Timedelta(v)) => {
            let unit = timedelta_unit(u, v)?;
            Ok(number_result(zip(&x.counts(unit), &y.counts(unit), dt::floor_div)?))
        }
        (BinOp::Add | BinOp::Sub, Timedelta(u), c) | (BinOp::Add | BinOp::Sub, c, Timedelta(u)) if int(c) => {
            let f = if op == BinOp::Add { dt::add } else { dt::sub };
            Ok(time_result(zip(&x.counts(u), &y.counts(u), f)?, TimeMeta::timedelta(u)))
        }
        (BinOp::Mul, Timedelta(u), c) | (BinOp::Mul, c, Timedelta(u)) if matches!(c, Int | Bool | Float) => {
            let (t, n) = if matches!(cx, Timedelta(_)) { (x, y) } else { (y, x) };
            let counts = t.counts(u);
            let r = match c {
                Float => zip(&counts, &n.counts(u), dt::mul_float)?,
                _ => zip(&counts, &n.counts(u), dt::mul_int)?,
            };
            Ok(time_result(r, TimeMeta::timedelta(u)))
        }
        (BinOp::TrueDiv | BinOp::FloorDiv, Timedelta(u), Int) => Ok(time_result(zip(&x.counts(u), &y.counts(u), dt::div_int)?, TimeMeta::timedelta(u))),
        (BinOp::TrueDiv | BinOp::FloorDiv, Timedelta(u), Float) => Ok(time_result(zip(&x.counts(u), &y.counts(u), dt::div_float)?, TimeMeta::timedelta(u))),
        (BinOp::Pow | BinOp::BitAnd | BinOp::BitOr | BinOp::BitXor | BinOp::Shl | BinOp::Shr | BinOp::Arctan2 | BinOp::Hypot, _, _) => {
            Err(not_supported(op_name(op)))
        }
        _ => Err(no_loop(op, x, y)),
    }
}

/// `np.maximum`/`np.minimum` of counts: NaT wins, as NaN does for floats.
fn extreme(max: bool) -> fn(i64, i64) -> i64 {
    if max {
        |a, b| if a == dt::NAT || b == dt::NAT { dt::NAT } else { a.max(b) }
    } else {
        |a, b| if a == dt::NAT || b == dt::NAT { dt::NAT } else { a.min(b) }
    }
}

/// `datetime ± timedelta`: in the finer unit, after NumPy's 'same_kind' check that a year or
/// month timedelta is not cast to a linear unit (`which` is its input's position).
fn shift(op: BinOp, date: &Operand, delta: &Operand, u: TimeUnit, v: TimeUnit, which: usize) -> R<Value> {
    let unit = dt::finer(u, v);
    if !dt::timedelta_same_kind(v, unit) {
        return Err(raise(
            "UFuncTypeError",
            format!(
                "Cannot cast ufunc '{}' input {which} from {} to {} with casting rule 'same_kind'",
                op_name(op),
                dtype_text(TimeMeta::timedelta(v)),
                dtype_text(TimeMeta::timedelta(unit))
            ),
        ));
    }
    let f = if op == BinOp::Add { dt::add } else { dt::sub };
    Ok(time_result(zip(&date.counts(unit), &delta.counts(unit), f)?, TimeMeta::datetime(unit)))
}

/// The array comparison a Python comparison operator asks for, swapped when the time value is
/// on the right (`5 < t` is `t > 5`, as Python's reflected operators do).
pub fn cmp_op(op: ruff_python_ast::CmpOp, reflected: bool) -> Option<CmpOp> {
    use ruff_python_ast::CmpOp as P;
    let c = match op {
        P::Eq => CmpOp::Eq,
        P::NotEq => CmpOp::Ne,
        P::Lt => CmpOp::Lt,
        P::LtE => CmpOp::Le,
        P::Gt => CmpOp::Gt,
        P::GtE => CmpOp::Ge,
        _ => return None,
    };
    Some(match (reflected, c) {
        (true, CmpOp::Lt) => CmpOp::Gt,
        (true, CmpOp::Le) => CmpOp::Ge,
        (true, CmpOp::Gt) => CmpOp::Lt,
        (true, CmpOp::Ge) => CmpOp::Le,
        (_, c) => c,
    })
}

fn cmp_name(op: CmpOp) -> &'static str {
    match op {
        CmpOp::Eq => "equal",
        CmpOp::Ne => "not_equal",
        CmpOp::Lt => "less",
        CmpOp::Le => "less_equal",
        CmpOp::Gt => "greater",
        CmpOp::Ge => "greater_equal",
    }
}

/// Every element unequal: `==` of values that cannot be equal (a datetime and a number).
fn all_unequal(op: CmpOp, x: &Operand, y: &Operand) -> R<Value> {
    let shape = broadcast_shapes(x.shape(), y.shape()).map_err(|e| raise("ValueError", e.to_string()))?;
    crate::array::memory_limit::check_array(&shape, DType::Bool)?;
    let n = shape.iter().product();
    Ok(number_result(HostArray::from_vec(vec![op == CmpOp::Ne; n], shape)))
}

/// `a op b` where either is a datetime or timedelta: element-wise, NaT unequal to everything.
pub fn compare(interp: &mut Interp, op: CmpOp, a: &Value, b: &Value) -> R<Option<Value>> {
    use Class::*;
    if as_time(a).is_none() && as_time(b).is_none() {
        return Ok(None);
    }
    let (x, y) = (operand(interp, a)?, operand(interp, b)?);
    let (Some(x), Some(y)) = (x, y) else {
        // A string, None or another object: never equal; no ordering (the caller raises,
        // except for strings, which NumPy takes as an array dtype with no loop).
        let (t, other) = if as_time(a).is_some() { (a, b) } else { (b, a) };
        let Some(t) = as_time(t) else { return Ok(None) };
        if !matches!(op, CmpOp::Eq | CmpOp::Ne) {
            if !matches!(other, Value::Str(_)) {
                return Ok(None);
            }
            let (tc, sc) = (Operand::Time(t.clone()).dtype_class(), "<class 'numpy.dtypes.StrDType'>".to_string());
            let (l, r) = if as_time(a).is_some() { (tc, sc) } else { (sc, tc) };
            return Err(raise("UFuncTypeError", format!("ufunc '{}' did not contain a loop with signature matching types ({l}, {r}) -> None", cmp_name(op))));
        }
        if matches!(other, Value::None) {
            if t.counts.scalar {
                return Ok(Some(Value::Bool(op == CmpOp::Ne)));
            }
            // An array meets None as NumPy's object comparison does: None matches NaT.
            let v: Vec<bool> = t.counts.to_vec::<i64>().into_iter().map(|c| (c == dt::NAT) == (op == CmpOp::Eq)).collect();
            return Ok(Some(number_result(HostArray::from_vec(v, t.counts.shape.clone()))));
        }
        let n = t.counts.size();
        return Ok(Some(number_result(HostArray::from_vec(vec![op == CmpOp::Ne; n], t.counts.shape.clone()))));
    };
    let ordered = !matches!(op, CmpOp::Eq | CmpOp::Ne);
    let unit = match (x.class(), y.class()) {
        (Datetime(u), Datetime(v)) => dt::finer(u, v),
        (Timedelta(u), Timedelta(v)) => timedelta_unit(u, v)?,
        (Timedelta(u), Int | Bool) | (Int | Bool, Timedelta(u)) => u,
        (Datetime(_), Timedelta(_)) | (Timedelta(_), Datetime(_)) if ordered => {
            return Err(raise("UFuncTypeError", format!("ufunc '{}' cannot use operands with types {} and {}", cmp_name(op), x.dtype_text(), y.dtype_text())));
        }
        _ if ordered => {
            return Err(raise(
                "UFuncTypeError",
                format!("ufunc '{}' did not contain a loop with signature matching types ({}, {}) -> None", cmp_name(op), x.dtype_class(), y.dtype_class()),
            ));
        }
        _ => return all_unequal(op, &x, &y).map(Some),
    };
    Ok(Some(number_result(zip(&x.counts(unit), &y.counts(unit), |p: i64, q: i64| dt::compare(op, p, q))?)))
}

/// `-t`, `+t`, `abs(t)`, `~t`: timedeltas only.
pub fn unary(t: &NpTime, op: &str) -> R<Value> {
    let ufunc = match op {
        "-" => "negative",
        "+" => "positive",
        "abs" => "absolute",
        "~" => return Err(not_supported("invert")),
        other => return Err(raise("TypeError", format!("bad operand type for unary {other}: '{}'", t.meta.name()))),
    };
    if t.meta.kind == TimeKind::Datetime {
        return Err(raise(
            "UFuncTypeError",
            format!("ufunc '{ufunc}' did not contain a loop with signature matching types <class 'numpy.dtypes.DateTime64DType'> -> None"),
        ));
    }
    let v: Vec<i64> = t.counts.to_vec();
    let out: Vec<i64> = match op {
        "-" => v.into_iter().map(dt::neg).collect(),
        "abs" => v.into_iter().map(dt::abs).collect(),
        _ => v,
    };
    Ok(time_result(HostArray::from_vec(out, t.counts.shape.clone()), t.meta))
}

/// `t op= x`: computed as `t op x`, then stored back into `t` in its unit (NumPy's 'same_kind'
/// output cast: the same kind, and no year/month timedelta from a linear one). A scalar rebinds.
pub fn inplace(interp: &mut Interp, t: &NpTime, name: &str, other: &Value) -> R<Value> {
    let dunder = &name[3..name.len() - 2];
    let unsupported = || raise("TypeError", format!("unsupported in-place operator {dunder}"));
    let op = crate::host::ops::op_from_dunder(dunder).ok_or_else(unsupported)?;
    let bop = crate::host::modules::numpy::binop_of(op).ok_or_else(unsupported)?;
    let me = Value::Native(std::rc::Rc::new(t.clone()));
    let result = match binary(interp, bop, &me, other)? {
        Some(r) => r,
        None => return interp.binop(op, &me, other),
    };
    if t.counts.scalar {
        return Ok(result);
    }
    let from = match (as_time(&result), as_array(&result)) {
        (Some(r), _) => dtype_text(r.meta),
        (None, Some(a)) => format!("dtype('{}')", a.dtype().name()),
        (None, None) => return Err(unsupported()),
    };
    let cast_error =
        || raise("UFuncTypeError", format!("Cannot cast ufunc '{}' output from {from} to {} with casting rule 'same_kind'", op_name(bop), dtype_text(t.meta)));
    let r = as_time(&result).filter(|r| r.meta.kind == t.meta.kind).ok_or_else(cast_error)?;
    if t.meta.kind == TimeKind::Timedelta && !dt::timedelta_same_kind(r.meta.unit, t.meta.unit) {
        return Err(cast_error());
    }
    t.counts.assign(&r.counts_in(t.meta.unit)).map_err(|e| raise("ValueError", e.to_string()))?;
    Ok(Value::None)
}
