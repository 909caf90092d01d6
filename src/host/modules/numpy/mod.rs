//! The `np` module: binds `crate::array` (host arrays, dtypes, ufuncs, reductions, printing, the
//! legacy random generator) into the interpreter. Owns the conversions between interpreter values
//! and arrays (nested lists → arrays with NumPy's dtype inference, Python scalars as NEP 50 "weak"
//! operands), and the error messages NumPy gives. Array methods live in `methods.rs`, indexing in
//! `index.rs`, module functions in `functions.rs`, `np.random` in `random.rs`, `np.linalg` in `linalg.rs`, `np.fft` in `fft.rs`, `.npy` and text files in `npyio.rs`, `polyfit`/`polyval` in `polynomial.rs`, datetime64 and
//! timedelta64 (their own native type, never an `NpArray`) in `datetime.rs`.

/// Declares a file's `np` functions, each once: name, signature (checked against every call's
/// arguments by `functions::check_args`), docstring; `$dispatch(interp, name, args)` implements
/// them. Each file's `FUNCTIONS` table is installed by `functions::module`.
macro_rules! np_functions {
    ($dispatch:ident; $( $fname:ident => $name:literal, $sig:literal, $doc:literal; )*) => {
        $( fn $fname(interp: &mut Interp, args: Args) -> R<Value> {
            super::functions::check_args(interp, $name, $sig, &args)?;
            $dispatch(interp, $name, args)
        } )*
        pub(super) const FUNCTIONS: &[(&str, crate::host::value::BuiltinFn, &str, &str)] = &[ $( ($name, $fname, $sig, $doc), )* ];
    };
}

mod casting;
pub mod datetime;
mod errstate;
mod fft;
mod flags;
mod functions;
pub mod index;
mod index_fns;
mod linalg;
pub mod methods;
mod npyio;
mod pad;
mod polynomial;
mod printoptions;
mod products;
mod pyfuncs;
mod random;
mod rearrange;
pub mod scalar_types;
mod search;
mod sets;
mod stats;
mod testing;
mod ufuncs_more;

use crate::array::dtype::{default_for, promote, promote_weak, DType, Kind, WeakScalar};
use crate::array::elem::{C64f, Elem};
use crate::array::hostarray::HostArray;
use crate::array::print;
use crate::array::ufunc::{self, BinOp, CmpOp, UfuncError};
use crate::host::int::Int;
use crate::host::native::NativeObject;
use crate::host::value::{Args, HashKey, Module, Value};
use crate::host::{raise, Ctrl, Interp, R};
use ruff_python_ast::Operator;
use std::any::Any;
use std::rc::Rc;

/// A NumPy array (or NumPy scalar) as an interpreter value, with a weak reference to itself
/// (what `a.flags` holds, so that `a.flags.writeable = False` reaches the array).
pub struct NpArray(pub HostArray, std::rc::Weak<NpArray>);

/// A dtype object: `np.dtype('float32')`, `a.dtype`.
pub struct NpDType(pub DType);

/// A scalar type: `np.float32`, callable to make a scalar, usable as `dtype=`.
pub struct NpScalarType(pub DType);

pub fn wrap(a: HostArray) -> Value {
    Value::Native(Rc::new_cyclic(|me| NpArray(a, me.clone())))
}

pub fn ufunc_err(e: UfuncError) -> Ctrl {
    match e {
        UfuncError::Shape(s) => raise("ValueError", s.to_string()),
        UfuncError::Unsupported(_) | UfuncError::BoolSubtract | UfuncError::BoolNegative => raise("TypeError", e.to_string()),
        UfuncError::NegativePower => raise("ValueError", e.to_string()),
        UfuncError::ComplexMath => raise("NotImplementedError", e.to_string()),
        UfuncError::Alloc(a) => a.into(),
    }
}

pub fn as_array(v: &Value) -> Option<&HostArray> {
    match v {
        Value::Native(n) => n.as_any().downcast_ref::<NpArray>().map(|a| &a.0),
        _ => None,
    }
}

/// A `dtype=` argument: a dtype object, a scalar type, a name, or a Python type.
pub fn dtype_arg(interp: &Interp, v: &Value) -> R<Option<DType>> {
    Ok(match v {
        Value::None => None,
        Value::Str(s) => {
            // A byte-order prefix: little-endian (the host's order) or not applicable is the same
            // type; big-endian data would need swapping, which cudalab's arrays do not do.
            let name = s.strip_prefix(['<', '=', '|']).unwrap_or(s);
            if s.starts_with('>') && DType::from_name(&s[1..]).is_some_and(|d| d.itemsize() > 1) {
                return Err(raise("NotImplementedError", format!("big-endian data type '{s}' is not supported by cudalab yet")));
            }
            let name = s.strip_prefix('>').unwrap_or(name);
            match DType::from_name(name) {
                Some(d) => Some(d),
                None => return Err(datetime::dtype_refusal(v).unwrap_or_else(|| raise("TypeError", format!("data type '{s}' not understood")))),
            }
        }
        Value::Type(t) => Some(match t.name.as_ref() {
            "int" => DType::I64,
            "float" => DType::F64,
            "bool" => DType::Bool,
            "complex" => DType::C128,
            other => return Err(raise("TypeError", format!("Cannot interpret '<class '{other}'>' as a data type"))),
        }),
        Value::Native(n) => {
            if let Some(d) = n.as_any().downcast_ref::<NpDType>() {
                Some(d.0)
            } else if let Some(d) = n.as_any().downcast_ref::<NpScalarType>() {
                Some(d.0)
            } else if let Some(e) = datetime::dtype_refusal(v) {
                return Err(e);
            } else {
                return Err(raise("TypeError", format!("Cannot interpret '{}' as a data type", n.repr())));
            }
        }
        other => return Err(raise("TypeError", format!("Cannot interpret '{}' as a data type", interp.type_name(other)))),
    })
}

pub(super) fn weak_kind(v: &Value) -> Option<WeakScalar> {
    match v {
        Value::Bool(_) => Some(WeakScalar::Bool),
        Value::Int(_) => Some(WeakScalar::Int),
        Value::Float(_) => Some(WeakScalar::Float),
        Value::Complex(..) => Some(WeakScalar::Complex),
        _ => None,
    }
}

pub(super) fn int_range(d: DType) -> (i128, i128) {
    match d {
        DType::I8 => (i8::MIN as i128, i8::MAX as i128),
        DType::I16 => (i16::MIN as i128, i16::MAX as i128),
        DType::I32 => (i32::MIN as i128, i32::MAX as i128),
        DType::I64 => (i64::MIN as i128, i64::MAX as i128),
        DType::U8 => (0, u8::MAX as i128),
        DType::U16 => (0, u16::MAX as i128),
        DType::U32 => (0, u32::MAX as i128),
        DType::U64 => (0, u64::MAX as i128),
        _ => (i128::MIN, i128::MAX),
    }
}

/// A Python scalar as a 0-d array of `dtype` (NumPy 2 refuses out-of-range Python ints).
pub fn scalar_array(interp: &mut Interp, v: &Value, dtype: DType) -> R<HostArray> {
    let a = match v {
        Value::Bool(b) => HostArray::scalar_of(*b),
        Value::Int(i) => {
            let x = i.to_i128_saturating();
            if dtype.is_integer() {
                let (lo, hi) = int_range(dtype);
                if x < lo || x > hi {
                    // NumPy converts through a C long first: an int past int64 fails there
                    // (only a uint64 array takes 2**63 up to 2**64 - 1).
                    if i64::try_from(x).is_err() {
                        return Err(raise("OverflowError", "Python int too large to convert to C long"));
                    }
                    return Err(raise("OverflowError", format!("Python integer {i} out of bounds for {}", dtype.name())));
                }
            }
            match dtype.kind() {
                Kind::Float | Kind::Complex => match i.to_f64().filter(|f| f.is_finite()) {
                    Some(f) => HostArray::scalar_of(f),
                    None => return Err(raise("OverflowError", "int too large to convert to float")),
                },
                Kind::Unsigned => HostArray::scalar_of(x as u64),
                _ => HostArray::scalar_of(x as i64),
            }
        }
        Value::Float(f) => HostArray::scalar_of(*f),
        Value::Complex(re, im) => HostArray::scalar_of(C64f::new(*re, *im)),
        other => return Err(raise("TypeError", format!("unsupported operand type: '{}'", interp.type_name(other)))),
    };
    Ok(if a.dtype() == dtype { a } else { a.astype(dtype) })
}

fn inhomogeneous(shape: &[usize], depth: usize) -> Ctrl {
    raise(
        "ValueError",
        format!(
            "setting an array element with a sequence. The requested array has an inhomogeneous shape after {} dimensions. The detected shape was {} + inhomogeneous part.",
            depth,
            // A Python tuple here, `(1, 2)`, where broadcasting errors print `(1,2)`.
            crate::host::repr::repr(&Value::tuple(shape[..depth.min(shape.len())].iter().map(|d| Value::int(*d as i64)).collect()))
        ),
    )
}

/// Walk nested Python data: its shape, the dtype it implies, and its leaves in C order.
fn infer(interp: &mut Interp, v: &Value, shape: &mut Vec<usize>, depth: usize, dtype: &mut Option<DType>, flat: &mut Vec<Value>) -> R<()> {
    if let Some(a) = as_array(v) {
        if a.ndim() > 0 {
            let rows: Vec<Value> = (0..a.shape[0]).map(|i| wrap(index::take_first(a, i))).collect();
            return infer(interp, &Value::list(rows), shape, depth, dtype, flat);
        }
        if shape.len() > depth {
            return Err(inhomogeneous(shape, depth));
        }
        *dtype = Some(dtype.map_or(a.dtype(), |d| promote(d, a.dtype())));
        flat.push(v.clone());
        return Ok(());
    }
    match v {
        Value::List(_) | Value::Tuple(_) | Value::Range(_) => {
            if depth >= 64 {
                return Err(raise(
                    "ValueError",
                    "setting an array element with a sequence. The requested array would exceed the maximum number of dimension of 64.",
                ));
            }
            // Shared sub-lists can make the walk astronomically long even with no leaves.
            interp.check_interrupt()?;
            let items = interp.collect(v)?;
            if shape.len() == depth {
                if !flat.is_empty() && depth > 0 {
                    return Err(inhomogeneous(shape, depth));
                }
                shape.push(items.len());
            } else if shape[depth] != items.len() {
                return Err(inhomogeneous(shape, depth));
            }
            for item in &items {
                infer(interp, item, shape, depth + 1, dtype, flat)?;
            }
            Ok(())
        }
        _ => {
            if shape.len() > depth {
                return Err(inhomogeneous(shape, depth));
            }
            let d = match (v, weak_kind(v)) {
                // Ints past int64 become uint64 when they fit, as NumPy infers them.
                (Value::Int(Int::Big(b)), _) => {
                    if num_traits::ToPrimitive::to_u64(&**b).is_some() {
                        DType::U64
                    } else {
                        return Err(raise("OverflowError", "Python int too large to convert to C long"));
                    }
                }
                (_, Some(w)) => default_for(w),
                (_, None) => return Err(raise("TypeError", format!("cudalab arrays hold numbers and booleans, not {}", interp.type_name(v)))),
            };
            *dtype = Some(dtype.map_or(d, |cur| promote(cur, d)));
            if flat.is_empty() {
                // The first leaf: the shape is known along the first path. Refuse at once what
                // cannot fit (nested lists sharing their items can describe 10**60 elements).
                let n = shape.iter().try_fold(1usize, |acc, &d| acc.checked_mul(d)).unwrap_or(usize::MAX);
                crate::array::memory_limit::check_items(n, std::mem::size_of::<Value>() + 8, || {
                    format!("an array with shape {}", crate::array::hostarray::shape_str(shape))
                })?;
            } else if flat.len().is_multiple_of(1 << 16) {
                interp.check_interrupt()?;
            }
            flat.push(v.clone());
            Ok(())
        }
    }
}

/// `np.array(data, dtype=…)`: always a new array (never a scalar).
pub fn to_array(interp: &mut Interp, v: &Value, dtype: Option<DType>) -> R<HostArray> {
    if let Some(a) = as_array(v) {
        let mut a = a.astype(dtype.unwrap_or(a.dtype()));
        a.scalar = false;
        return Ok(a);
    }
    if crate::host::modules::cupy::array::as_cupy(v).is_some() {
        return Err(raise("TypeError", "Implicit conversion to a NumPy array is not allowed. Please use `.get()` to construct a NumPy array explicitly."));
    }
    if let Some(d) = crate::host::modules::cuda::device_array::as_device_array(v) {
        // A device array is an array-like through `__array__`: its data, copied to the host.
        let a = d.to_host(interp)?;
        return Ok(match dtype {
            Some(t) if t != a.dtype() => a.astype(t),
            _ => a,
        });
    }
    let mut shape = Vec::new();
    let mut inferred = None;
    let mut flat = Vec::new();
    infer(interp, v, &mut shape, 0, &mut inferred, &mut flat)?;
    let target = dtype.or(inferred).unwrap_or(DType::F64);
    let (lo, hi) = int_range(target);
    let out = crate::with_dtype!(target, T => {
        let mut vals: Vec<T> = Vec::with_capacity(flat.len());
        for x in &flat {
            // Plain Python numbers convert directly; the rest (big ints, NumPy scalars) go
            // through a 0-d array, which also reports out-of-range ints as NumPy does.
            let v: T = match x {
                Value::Bool(b) => T::from_bool(*b),
                Value::Int(Int::Small(i)) if !target.is_integer() || ((*i as i128) >= lo && (*i as i128) <= hi) => {
                    crate::array::elem::cast::<i64, T>(*i)
                }
                Value::Float(f) => crate::array::elem::cast::<f64, T>(*f),
                Value::Complex(re, im) => T::from_c(*re, *im),
                _ => {
                    let a = match as_array(x) {
                        Some(a) => a.astype(target),
                        None => match scalar_array(interp, x, target) {
                            Ok(a) => a,
                            Err(_) if !target.is_integer() => scalar_array(interp, x, inferred.unwrap_or(DType::F64))?.astype(target),
                            Err(e) => return Err(e),
                        },
                    };
                    a.get_flat::<T>(0)
                }
            };
            vals.push(v);
        }
        HostArray::from_vec(vals, shape)
    });
    Ok(out)
}

/// An operand of a binary operation with an array, as `operand` finds it.
pub(super) enum Operand<'v> {
    /// An array or NumPy scalar, borrowed from its value.
    Array(&'v HostArray),
    /// A list, tuple or device array, converted (boxed: the operand moves by value).
    Made(Box<HostArray>),
    /// A Python number: NEP 50's weak scalar, made only once the operation's dtype is known
    /// (`Operand::made_in`), so an int out of that dtype's range fails as in NumPy.
    Weak(&'v Value, WeakScalar),
}

impl Operand<'_> {
    #[inline(always)]
    pub(super) fn weak(&self) -> Option<WeakScalar> {
        match self {
            Operand::Weak(_, w) => Some(*w),
            _ => None,
        }
    }

    /// The dtype it promotes as: a weak scalar's default one (float64 for an int past int64).
    #[inline(always)]
    pub(super) fn dtype(&self) -> DType {
        match self {
            Operand::Array(a) => a.dtype(),
            Operand::Made(a) => a.dtype(),
            Operand::Weak(Value::Int(i), _) if i.as_i64().is_none() => DType::F64,
            Operand::Weak(_, w) => default_for(*w),
        }
    }

    /// The array it is or was converted to; None for a Python number.
    #[inline(always)]
    fn array(&self) -> Option<&HostArray> {
        match self {
            Operand::Array(a) => Some(a),
            Operand::Made(a) => Some(a),
            Operand::Weak(..) => None,
        }
    }

    /// Its values for an operation computed in `d`: an array as it is (the ufunc casts), a weak
    /// scalar made in `d`.
    #[inline(always)]
    pub(super) fn made_in(&self, interp: &mut Interp, d: DType) -> R<std::borrow::Cow<'_, HostArray>> {
        use std::borrow::Cow;
        Ok(match self {
            Operand::Array(a) => Cow::Borrowed(*a),
            Operand::Made(a) => Cow::Borrowed(&**a),
            Operand::Weak(v, _) => Cow::Owned(scalar_array(interp, v, d)?),
        })
    }
}

/// `v` as an operand of a binary operation with an array; None for a value that is not one
/// (the interpreter then tries the other side or reports the operand types).
#[inline(always)]
pub(super) fn operand<'v>(interp: &mut Interp, v: &'v Value) -> R<Option<Operand<'v>>> {
    if let Some(a) = as_array(v) {
        return Ok(Some(Operand::Array(a)));
    }
    if let Some(w) = weak_kind(v) {
        return Ok(Some(Operand::Weak(v, w)));
    }
    match v {
        Value::List(_) | Value::Tuple(_) => Ok(Some(Operand::Made(Box::new(to_array(interp, v, None)?)))),
        // A CuPy array takes the operation over (NumPy defers to it, and CuPy refuses the mix).
        _ if crate::host::modules::cupy::array::as_cupy(v).is_some() => Ok(None),
        _ if crate::host::modules::cuda::device_array::as_device_array(v).is_some() => Ok(Some(Operand::Made(Box::new(to_array(interp, v, None)?)))),
        _ => Ok(None),
    }
}

/// The dtype two operands are computed in (NEP 50 for Python scalars) and their values in it.
#[allow(clippy::type_complexity)]
#[inline(always)]
pub(super) fn common_dtype<'o>(
    interp: &mut Interp,
    a: &'o Operand,
    b: &'o Operand,
) -> R<(std::borrow::Cow<'o, HostArray>, std::borrow::Cow<'o, HostArray>, DType)> {
    let d = match (a.weak(), b.weak()) {
        (None, None) | (Some(_), Some(_)) => promote(a.dtype(), b.dtype()),
        (None, Some(w)) => promote_weak(a.dtype(), w),
        (Some(w), None) => promote_weak(b.dtype(), w),
    };
    Ok((a.made_in(interp, d)?, b.made_in(interp, d)?, d))
}

/// `a <op> b` with an array or NumPy scalar on one side (None when neither is one), its
/// floating-point errors reported as the operator's: "scalar divide" between scalars, and
/// NumPy's fast paths' names for an array to the power 2, 0.5 or -1.
pub fn binop_values(interp: &mut Interp, op: BinOp, a: &Value, b: &Value) -> R<Option<Value>> {
    binary_values(interp, op, a, b, true)
}

/// `np.add(a, b)` and the other binary ufuncs called by name: as `binop_values`, the errors
/// named by the ufunc's name alone.
pub fn ufunc_values(interp: &mut Interp, op: BinOp, a: &Value, b: &Value) -> R<Option<Value>> {
    binary_values(interp, op, a, b, false)
}

fn binary_values(interp: &mut Interp, op: BinOp, a: &Value, b: &Value, operator: bool) -> R<Option<Value>> {
    // A datetime64 or timedelta64 (an `NpTime`) is no `operand`: its arithmetic is `datetime`'s.
    let (Some(xo), Some(yo)) = (operand(interp, a)?, operand(interp, b)?) else { return datetime::binary(interp, op, a, b) };
    let (x, y, d) = common_dtype(interp, &xo, &yo)?;
    errstate::begin();
    let r = ufunc::binary(op, &x, &y, d).map_err(ufunc_err)?;
    if matches!(op, BinOp::Maximum | BinOp::Minimum) {
        // x86's max and min instructions flag a quiet NaN as invalid; NumPy's loops do not.
        errstate::forget_invalid();
    }
    let scalar = |o: &Operand| match o {
        Operand::Array(a) => a.scalar,
        Operand::Weak(..) => true,
        Operand::Made(_) => false,
    };
    let scalars = scalar(&xo) && scalar(&yo);
    if d.is_integer() {
        int_errors(op, &x, &y, &r, scalars && operator);
    }
    let name = match (operator, scalars) {
        (true, false) if op == BinOp::Pow && matches!(yo, Operand::Weak(..)) => fast_power_name(&y).unwrap_or("power"),
        _ => ufunc::op_name(op),
    };
    errstate::check_op(interp, operator && scalars, name)?;
    Ok(Some(wrap(r)))
}

/// Before `-x` or `abs(x)`: a NumPy signed-integer scalar at its dtype's minimum has no
/// opposite, which NumPy reports as an overflow ("overflow encountered in scalar negative"); an
/// array's elements are not checked, as in NumPy. Clears the flags first (`errstate::begin`).
pub(super) fn scalar_min_overflows(a: &HostArray) {
    errstate::begin();
    if a.scalar && a.dtype().kind() == Kind::Signed && first_int(a) == signed_min(a.dtype()) {
        crate::array::fp_flags::raise(crate::array::fp_flags::FpFlags::OVERFLOW);
    }
}

/// The most negative value of a signed integer dtype.
fn signed_min(d: DType) -> i128 {
    -(1i128 << (d.itemsize() * 8 - 1))
}

/// An integer array's first element, exactly (a scalar's value).
fn first_int(a: &HostArray) -> i128 {
    if a.dtype() == DType::U64 {
        i128::from(a.get_flat::<u64>(0))
    } else {
        i128::from(a.get_flat::<i64>(0))
    }
}

/// An integer array's elements broadcast to `shape`, exactly.
fn int_values(a: &HostArray, shape: &[usize]) -> Vec<i128> {
    if a.dtype() == DType::U64 {
        a.broadcast_vec::<u64>(shape).into_iter().map(i128::from).collect()
    } else {
        a.broadcast_vec::<i64>(shape).into_iter().map(i128::from).collect()
    }
}

/// The name NumPy's `array ** k` reports errors under for its fast paths (a Python number `k`
/// of 2, 0.5 or -1).
fn fast_power_name(k: &HostArray) -> Option<&'static str> {
    match k.to_vec::<f64>()[..] {
        [2.0] => Some("square"),
        [0.5] => Some("sqrt"),
        [-1.0] => Some("reciprocal"),
        _ => None,
    }
}

/// The integer errors NumPy checks by hand, raised as flags: a division or remainder by zero,
/// `MIN // -1`, and (between two scalars) a sum, difference or product past the dtype.
fn int_errors(op: BinOp, x: &HostArray, y: &HostArray, r: &HostArray, scalars: bool) {
    use crate::array::fp_flags::{raise, FpFlags};
    match op {
        BinOp::FloorDiv | BinOp::Mod => {
            if y.astype(DType::Bool).to_vec::<bool>().contains(&false) {
                raise(FpFlags::DIVIDE);
            }
            if op == BinOp::FloorDiv && x.dtype().kind() == Kind::Signed && y.to_vec::<i64>().contains(&-1) {
                let (xs, ys) = (int_values(x, &r.shape), int_values(y, &r.shape));
                let min = signed_min(x.dtype());
                if xs.iter().zip(&ys).any(|(a, b)| *a == min && *b == -1) {
                    raise(FpFlags::OVERFLOW);
                }
            }
        }
        BinOp::Add | BinOp::Sub | BinOp::Mul if scalars => {
            let (a, b, got) = (first_int(x), first_int(y), first_int(r));
            let exact = match op {
                BinOp::Add => a + b,
                BinOp::Sub => a - b,
                _ => a.checked_mul(b).unwrap_or(i128::MAX),
            };
            if exact != got {
                raise(FpFlags::OVERFLOW);
            }
        }
        _ => {}
    }
}

pub fn compare_values(interp: &mut Interp, op: CmpOp, a: &Value, b: &Value) -> R<Option<Value>> {
    if let Some(r) = datetime::compare(interp, op, a, b)? {
        return Ok(Some(r));
    }
    let (xo, yo) = (operand(interp, a)?, operand(interp, b)?);
    let (Some(x), Some(y)) = (xo, yo) else {
        // `a == None`, `a != 'text'`: NumPy compares element by element as objects, and no
        // number equals them.
        let (arr, other) = if as_array(a).is_some() { (a, b) } else { (b, a) };
        if let (Some(arr), CmpOp::Eq | CmpOp::Ne) = (as_array(arr), op) {
            if !matches!(other, Value::Native(_)) {
                let shape = arr.shape.clone();
                crate::array::memory_limit::check_array(&shape, DType::Bool)?;
                let n = shape.iter().product();
                return Ok(Some(wrap(HostArray::from_vec(vec![op == CmpOp::Ne; n], shape))));
            }
        }
        return Ok(None);
    };
    if let Some(r) = compare_out_of_range(op, &x, &y)? {
        return Ok(Some(r));
    }
    let (x, y, d) = common_dtype(interp, &x, &y)?;
    ufunc::compare(op, &x, &y, d).map(|r| Some(wrap(r))).map_err(ufunc_err)
}

/// An int array against a Python int outside its dtype's range (`int8_array < 1000`): NumPy 2
/// compares exactly, where arithmetic refuses the int, and every element lies on one side of it.
/// None when the operands are anything else.
fn compare_out_of_range(op: CmpOp, x: &Operand, y: &Operand) -> R<Option<Value>> {
    let (arr, i, op) = match (x, y) {
        (_, Operand::Weak(Value::Int(i), _)) => (x.array(), i, op),
        // `1000 > a` is `a < 1000`.
        (Operand::Weak(Value::Int(i), _), _) => (y.array(), i, op.reflected()),
        _ => return Ok(None),
    };
    let Some(arr) = arr.filter(|a| a.dtype().is_integer()) else { return Ok(None) };
    let v = i.to_i128_saturating();
    let (lo, hi) = int_range(arr.dtype());
    if (lo..=hi).contains(&v) {
        return Ok(None);
    }
    // Every element is below the number (it is past the top of the range) or above it.
    let below = v > hi;
    let r = match op {
        CmpOp::Eq => false,
        CmpOp::Ne => true,
        CmpOp::Lt | CmpOp::Le => below,
        CmpOp::Gt | CmpOp::Ge => !below,
    };
    crate::array::memory_limit::check_array(&arr.shape, DType::Bool)?;
    let mut out = HostArray::from_vec(vec![r; arr.shape.iter().product()], arr.shape.clone());
    out.scalar = arr.scalar;
    Ok(Some(wrap(out)))
}

pub(super) fn binop_of(op: Operator) -> Option<BinOp> {
    Some(match op {
        Operator::Add => BinOp::Add,
        Operator::Sub => BinOp::Sub,
        Operator::Mult => BinOp::Mul,
        Operator::Div => BinOp::TrueDiv,
        Operator::FloorDiv => BinOp::FloorDiv,
        Operator::Mod => BinOp::Mod,
        Operator::Pow => BinOp::Pow,
        Operator::BitAnd => BinOp::BitAnd,
        Operator::BitOr => BinOp::BitOr,
        Operator::BitXor => BinOp::BitXor,
        Operator::LShift => BinOp::Shl,
        Operator::RShift => BinOp::Shr,
        Operator::MatMult => return None,
    })
}

/// The Python value of one element (`.item()`, `int(x)`, `.tolist()`).
pub fn item(a: &HostArray, flat: usize) -> Value {
    match a.dtype().kind() {
        Kind::Bool => Value::Bool(a.get_flat::<bool>(flat)),
        Kind::Signed => Value::int(a.get_flat::<i64>(flat)),
        Kind::Unsigned => Value::Int(Int::from_big(num_bigint::BigInt::from(a.get_flat::<u64>(flat)))),
        Kind::Float => Value::Float(a.get_flat::<f64>(flat)),
        Kind::Complex => {
            let c = a.get_flat::<C64f>(flat);
            Value::Complex(c.re, c.im)
        }
    }
}

fn scalar_type_name(d: DType) -> &'static str {
    match d {
        DType::Bool => "numpy.bool",
        DType::I8 => "numpy.int8",
        DType::I16 => "numpy.int16",
        DType::I32 => "numpy.int32",
        DType::I64 => "numpy.int64",
        DType::U8 => "numpy.uint8",
        DType::U16 => "numpy.uint16",
        DType::U32 => "numpy.uint32",
        DType::U64 => "numpy.uint64",
        DType::F16 => "numpy.float16",
        DType::F32 => "numpy.float32",
        DType::F64 => "numpy.float64",
        DType::C64 => "numpy.complex64",
        DType::C128 => "numpy.complex128",
    }
}

impl NativeObject for NpArray {
    fn type_name(&self) -> &str {
        if self.0.scalar {
            scalar_type_name(self.0.dtype())
        } else {
            "numpy.ndarray"
        }
    }
    fn repr(&self) -> String {
        print::repr(&self.0)
    }
    fn str(&self) -> String {
        print::str(&self.0)
    }
    fn getattr(&self, interp: &mut Interp, name: &str) -> R<Option<Value>> {
        match methods::attribute(interp, &self.0, name)? {
            None if name == "flags" => Ok(self.1.upgrade().map(|me| Value::Native(Rc::new(flags::Flags(me))))),
            found => Ok(found),
        }
    }
    fn call_method(&self, interp: &mut Interp, name: &str, args: Args) -> R<Option<Value>> {
        // What NumPy's scalars share with Python's float (np.float64 derives from it):
        // `is_integer` on every number, `as_integer_ratio` on floats, `hex` on float64.
        if self.0.scalar {
            let kind = self.0.dtype().kind();
            let float_method = match name {
                "is_integer" => kind != Kind::Complex && kind != Kind::Bool,
                "as_integer_ratio" => kind == Kind::Float,
                "hex" => self.0.dtype() == DType::F64,
                _ => false,
            };
            if float_method {
                let x = Value::Float(self.0.get_flat::<f64>(0));
                return interp.call_method(&x, name, args).map(Some);
            }
        }
        if name == "setflags" {
            return flags::setflags(interp, &self.0, args).map(Some);
        }
        methods::call(interp, &self.0, name, args)
    }
    fn binop(&self, interp: &mut Interp, op: Operator, other: &Value, reflected: bool) -> R<Option<Value>> {
        let me = wrap(self.0.clone());
        if op == Operator::MatMult {
            let (a, b) = if reflected { (other.clone(), me) } else { (me, other.clone()) };
            return functions::matmul(interp, &a, &b).map(Some);
        }
        // A NumPy scalar times a str, list or tuple repeats it as a Python int would (NumPy's
        // scalars defer to the sequence); an array broadcasts it as an array instead.
        if op == Operator::Mult && self.0.scalar && matches!(other, Value::Str(_) | Value::List(_) | Value::Tuple(_)) {
            if !matches!(self.0.dtype().kind(), Kind::Signed | Kind::Unsigned | Kind::Bool) {
                return Err(raise("TypeError", format!("can't multiply sequence by non-int of type 'numpy.{}'", self.0.dtype().name())));
            }
            let n = Value::int(self.0.get_flat::<i64>(0));
            return interp.binop(op, other, &n).map(Some);
        }
        let Some(bop) = binop_of(op) else { return Ok(None) };
        if reflected {
            binop_values(interp, bop, other, &me)
        } else {
            binop_values(interp, bop, &me, other)
        }
    }
    fn unary(&self, interp: &mut Interp, op: &str) -> R<Option<Value>> {
        let r = match op {
            "-" => {
                scalar_min_overflows(&self.0);
                let r = ufunc::unary(ufunc::UnaryOp::Neg, &self.0).map_err(ufunc_err)?;
                errstate::check_op(interp, self.0.scalar, "negative")?;
                return Ok(Some(wrap(r)));
            }
            "~" => ufunc::unary(ufunc::UnaryOp::Invert, &self.0),
            "+" => Ok(self.0.copy()),
            _ => return Ok(None),
        };
        r.map(|a| Some(wrap(a))).map_err(ufunc_err)
    }
    fn compare(&self, interp: &mut Interp, op: ruff_python_ast::CmpOp, other: &Value, reflected: bool) -> R<Option<Value>> {
        use ruff_python_ast::CmpOp as P;
        let mut c = match op {
            P::Eq => CmpOp::Eq,
            P::NotEq => CmpOp::Ne,
            P::Lt => CmpOp::Lt,
            P::LtE => CmpOp::Le,
            P::Gt => CmpOp::Gt,
            P::GtE => CmpOp::Ge,
            _ => return Ok(None),
        };
        if reflected {
            c = c.reflected();
        }
        compare_values(interp, c, &wrap(self.0.clone()), other)
    }
    fn eq(&self, interp: &mut Interp, other: &Value) -> R<bool> {
        match compare_values(interp, CmpOp::Eq, &wrap(self.0.clone()), other)? {
            Some(v) => interp.truthy(&v),
            None => Ok(false),
        }
    }
    fn truthy(&self, _interp: &mut Interp) -> R<bool> {
        match self.0.size() {
            1 => Ok(self.0.get_flat::<bool>(0)),
            0 => Ok(false),
            _ => Err(raise("ValueError", "The truth value of an array with more than one element is ambiguous. Use a.any() or a.all()")),
        }
    }
    fn hash_key(&self, interp: &mut Interp) -> R<HashKey> {
        if self.0.ndim() == 0 {
            return interp.hash_key(&item(&self.0, 0));
        }
        Err(raise("TypeError", "unhashable type: 'numpy.ndarray'"))
    }
    fn to_index(&self, _interp: &mut Interp) -> R<Option<i64>> {
        if self.0.ndim() == 0 && matches!(self.0.dtype().kind(), Kind::Signed | Kind::Unsigned | Kind::Bool) {
            return Ok(Some(self.0.get_flat::<i64>(0)));
        }
        Ok(None)
    }
    fn to_float(&self, _interp: &mut Interp) -> R<Option<f64>> {
        if self.0.size() == 1 && self.0.dtype().kind() != Kind::Complex {
            return Ok(Some(self.0.get_flat::<f64>(0)));
        }
        Ok(None)
    }
    fn dir(&self) -> Vec<String> {
        methods::NAMES.iter().map(|s| s.to_string()).collect()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

impl NativeObject for NpDType {
    fn type_name(&self) -> &str {
        "numpy.dtype"
    }
    fn repr(&self) -> String {
        format!("dtype('{}')", self.0.name())
    }
    fn str(&self) -> String {
        self.0.name().to_string()
    }
    fn getattr(&self, _interp: &mut Interp, name: &str) -> R<Option<Value>> {
        Ok(Some(match name {
            "name" => Value::str(self.0.name()),
            "itemsize" => Value::int(self.0.itemsize() as i64),
            "kind" => Value::str(&self.0.kind_char().to_string()),
            "str" => Value::str(&self.0.typestr()),
            "type" => Value::Native(Rc::new(NpScalarType(self.0))),
            _ => return Ok(None),
        }))
    }
    fn instance_check(&self, _interp: &mut Interp, v: &Value) -> R<Option<bool>> {
        Ok(Some(as_array(v).is_some_and(|a| a.scalar && a.dtype() == self.0)))
    }
    fn eq(&self, interp: &mut Interp, other: &Value) -> R<bool> {
        Ok(matches!(dtype_arg(interp, other), Ok(Some(d)) if d == self.0))
    }
    fn compare(&self, interp: &mut Interp, op: ruff_python_ast::CmpOp, other: &Value, _r: bool) -> R<Option<Value>> {
        let same = matches!(dtype_arg(interp, other), Ok(Some(d)) if d == self.0);
        Ok(match op {
            ruff_python_ast::CmpOp::Eq => Some(Value::Bool(same)),
            ruff_python_ast::CmpOp::NotEq => Some(Value::Bool(!same)),
            _ => None,
        })
    }
    fn hash_key(&self, _interp: &mut Interp) -> R<HashKey> {
        Ok(HashKey::Str(Rc::from(self.0.name())))
    }
    fn dir(&self) -> Vec<String> {
        ["itemsize", "kind", "name", "str", "type"].iter().map(|s| s.to_string()).collect()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

impl NativeObject for NpScalarType {
    fn type_name(&self) -> &str {
        "type"
    }
    fn repr(&self) -> String {
        format!("<class 'numpy.{}'>", self.0.name())
    }
    fn getattr(&self, _interp: &mut Interp, name: &str) -> R<Option<Value>> {
        Ok(match name {
            "__name__" => Some(Value::str(self.0.name())),
            _ => None,
        })
    }
    fn call(&self, interp: &mut Interp, args: Args) -> R<Value> {
        let v = args.pos.first().cloned().unwrap_or(Value::int(0));
        let mut a = match as_array(&v) {
            Some(a) => a.astype(self.0),
            None => match &v {
                Value::Str(s) => {
                    let f = crate::host::constructors::parse_float_str(s)
                        .ok_or_else(|| raise("ValueError", format!("could not convert string to float: {}", crate::host::repr::str_repr(s))))?;
                    HostArray::scalar_of(f).astype(self.0)
                }
                Value::List(_) | Value::Tuple(_) => return Ok(wrap(to_array(interp, &v, Some(self.0))?)),
                _ => {
                    let w = weak_kind(&v).ok_or_else(|| raise("TypeError", format!("cannot convert {} to {}", interp.type_name(&v), self.0.name())))?;
                    match w {
                        WeakScalar::Int => scalar_array(interp, &v, self.0)?,
                        _ => scalar_array(interp, &v, default_for(w))?.astype(self.0),
                    }
                }
            },
        };
        a.scalar = a.ndim() == 0;
        Ok(wrap(a))
    }
    fn instance_check(&self, _interp: &mut Interp, v: &Value) -> R<Option<bool>> {
        Ok(Some(as_array(v).is_some_and(|a| a.scalar && a.dtype() == self.0)))
    }
    fn eq(&self, interp: &mut Interp, other: &Value) -> R<bool> {
        Ok(matches!(dtype_arg(interp, other), Ok(Some(d)) if d == self.0))
    }
    fn hash_key(&self, _interp: &mut Interp) -> R<HashKey> {
        Ok(HashKey::Str(Rc::from(self.0.name())))
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

pub fn install(modules: &mut std::collections::HashMap<&'static str, Rc<Module>>) {
    let np = functions::module();
    printoptions::install(&np);
    errstate::install(&np);
    let random = random::module();
    np.attrs.borrow_mut().insert(Rc::from("random"), Value::Module(random.clone()));
    let fft = fft::module();
    np.attrs.borrow_mut().insert(Rc::from("fft"), Value::Module(fft.clone()));
    let linalg = linalg::module();
    np.attrs.borrow_mut().insert(Rc::from("linalg"), Value::Module(linalg.clone()));
    let testing = testing::module();
    np.attrs.borrow_mut().insert(Rc::from("testing"), Value::Module(testing.clone()));
    // numpy.exceptions: the classes NumPy raises that are not builtins (AxisError).
    let exceptions = crate::host::modules::new_module("numpy.exceptions", "Exceptions and warnings raised by NumPy.");
    exceptions.attrs.borrow_mut().insert(Rc::from("AxisError"), Value::Type(crate::host::exceptions::type_named("AxisError")));
    np.attrs.borrow_mut().insert(Rc::from("exceptions"), Value::Module(exceptions.clone()));
    modules.insert("numpy.exceptions", exceptions);
    modules.insert("numpy", np);
    modules.insert("numpy.random", random);
    modules.insert("numpy.testing", testing);
    modules.insert("numpy.linalg", linalg);
    modules.insert("numpy.fft", fft);
}
