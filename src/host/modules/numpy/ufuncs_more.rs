//! The element-wise functions of `np` beyond the operators': inverse hyperbolics, `reciprocal`,
//! `fmod`/`fmax`/`fmin`, `float_power`, `copysign`, `nextafter`, `spacing`, `ldexp`, `frexp`,
//! `modf`, `divmod`, `fabs`, `signbit`, `gcd`/`lcm`, `logaddexp`/`logaddexp2`, the bitwise and
//! comparison ufuncs by name, and the predicates (`isneginf`, `isreal`, `isscalar`…) and `sinc`.
//! Operands are made as the operators make them (NEP 50 weak Python scalars, `common_dtype`);
//! floating-point errors are reported under the ufunc's name. Never edits the array core's
//! operator loops.

use super::functions::{array_of, binary_fn, into_out, need, unary_fn};
use super::{as_array, compare_values, errstate, wrap};
use crate::array::dtype::{promote, DType, Kind};
use crate::array::elem::{cast, BufferOf, Elem};
use crate::array::fp_flags::{raise as raise_flag, FpFlags};
use crate::array::hostarray::{broadcast_shapes, HostArray};
use crate::array::memory_limit::check_array;
use crate::array::ufunc::{BinOp, CmpOp, UnaryOp};
use crate::host::value::{Args, Value};
use crate::host::{raise, Interp, R};
use half::f16;

np_functions! {
    call_ufunc;
    f_arcsinh => "arcsinh", "arcsinh(x, out=None)", "Inverse hyperbolic sine element-wise.";
    f_arccosh => "arccosh", "arccosh(x, out=None)", "Inverse hyperbolic cosine, element-wise.";
    f_arctanh => "arctanh", "arctanh(x, out=None)", "Inverse hyperbolic tangent element-wise.";
    f_invert => "invert", "invert(x, out=None)", "Compute bit-wise inversion, or bit-wise NOT, element-wise.";
    f_bitwise_not => "bitwise_not", "bitwise_not(x, out=None)", "Compute bit-wise inversion, or bit-wise NOT, element-wise.";
    f_bitwise_invert => "bitwise_invert", "bitwise_invert(x, out=None)", "Compute bit-wise inversion, or bit-wise NOT, element-wise.";
    f_bitwise_and => "bitwise_and", "bitwise_and(x1, x2, out=None)", "Compute the bit-wise AND of two arrays element-wise.";
    f_bitwise_or => "bitwise_or", "bitwise_or(x1, x2, out=None)", "Compute the bit-wise OR of two arrays element-wise.";
    f_bitwise_xor => "bitwise_xor", "bitwise_xor(x1, x2, out=None)", "Compute the bit-wise XOR of two arrays element-wise.";
    f_left_shift => "left_shift", "left_shift(x1, x2, out=None)", "Shift the bits of an integer to the left.";
    f_right_shift => "right_shift", "right_shift(x1, x2, out=None)", "Shift the bits of an integer to the right.";
    f_not_equal => "not_equal", "not_equal(x1, x2)", "Return (x1 != x2) element-wise.";
    f_less_equal => "less_equal", "less_equal(x1, x2)", "Return the truth value of (x1 <= x2) element-wise.";
    f_greater_equal => "greater_equal", "greater_equal(x1, x2)", "Return the truth value of (x1 >= x2) element-wise.";
    f_positive => "positive", "positive(x, out=None)", "Numerical positive, element-wise.";
    f_reciprocal => "reciprocal", "reciprocal(x, out=None)", "Return the reciprocal of the argument, element-wise.";
    f_fabs => "fabs", "fabs(x, out=None)", "Compute the absolute values element-wise.";
    f_signbit => "signbit", "signbit(x, out=None)", "Returns element-wise True where signbit is set (less than zero).";
    f_spacing => "spacing", "spacing(x, out=None)", "Return the distance between x and the nearest adjacent number.";
    f_frexp => "frexp", "frexp(x)", "Decompose the elements of x into mantissa and twos exponent.";
    f_modf => "modf", "modf(x)", "Return the fractional and integral parts of an array, element-wise.";
    f_fmod => "fmod", "fmod(x1, x2, out=None)", "Returns the element-wise remainder of division (the sign of the dividend).";
    f_fmax => "fmax", "fmax(x1, x2, out=None)", "Element-wise maximum of array elements, ignoring NaNs.";
    f_fmin => "fmin", "fmin(x1, x2, out=None)", "Element-wise minimum of array elements, ignoring NaNs.";
    f_float_power => "float_power", "float_power(x1, x2, out=None)", "First array elements raised to powers from second array, element-wise, in at least float64.";
    f_copysign => "copysign", "copysign(x1, x2, out=None)", "Change the sign of x1 to that of x2, element-wise.";
    f_nextafter => "nextafter", "nextafter(x1, x2, out=None)", "Return the next floating-point value after x1 towards x2, element-wise.";
    f_ldexp => "ldexp", "ldexp(x1, x2, out=None)", "Returns x1 * 2**x2, element-wise.";
    f_logaddexp => "logaddexp", "logaddexp(x1, x2, out=None)", "Logarithm of the sum of exponentiations of the inputs.";
    f_logaddexp2 => "logaddexp2", "logaddexp2(x1, x2, out=None)", "Logarithm of the sum of exponentiations of the inputs in base-2.";
    f_gcd => "gcd", "gcd(x1, x2, out=None)", "Returns the greatest common divisor of |x1| and |x2|.";
    f_lcm => "lcm", "lcm(x1, x2, out=None)", "Returns the lowest common multiple of |x1| and |x2|.";
    f_divmod => "divmod", "divmod(x1, x2)", "Return element-wise quotient and remainder simultaneously.";
    f_sinc => "sinc", "sinc(x)", "Return the normalized sinc function.";
    f_isneginf => "isneginf", "isneginf(x, out=None)", "Test element-wise for negative infinity, return result as bool array.";
    f_isposinf => "isposinf", "isposinf(x, out=None)", "Test element-wise for positive infinity, return result as bool array.";
    f_isreal => "isreal", "isreal(x)", "Returns a bool array, where True if input element is real.";
    f_iscomplex => "iscomplex", "iscomplex(x)", "Returns a bool array, where True if input element is complex.";
    f_isrealobj => "isrealobj", "isrealobj(x)", "Return True if x is a not complex type or an array of complex numbers.";
    f_isscalar => "isscalar", "isscalar(element)", "Returns True if the type of element is a scalar type.";
}

fn call_ufunc(interp: &mut Interp, name: &str, args: Args) -> R<Value> {
    match name {
        "arcsinh" => unary_fn(interp, UnaryOp::Arcsinh, &args, name),
        "arccosh" => unary_fn(interp, UnaryOp::Arccosh, &args, name),
        "arctanh" => unary_fn(interp, UnaryOp::Arctanh, &args, name),
        "invert" | "bitwise_not" | "bitwise_invert" => unary_fn(interp, UnaryOp::Invert, &args, "invert"),
        "bitwise_and" => binary_fn(interp, BinOp::BitAnd, &args, name),
        "bitwise_or" => binary_fn(interp, BinOp::BitOr, &args, name),
        "bitwise_xor" => binary_fn(interp, BinOp::BitXor, &args, name),
        "left_shift" => binary_fn(interp, BinOp::Shl, &args, name),
        "right_shift" => binary_fn(interp, BinOp::Shr, &args, name),
        "not_equal" | "less_equal" | "greater_equal" => {
            let op = match name {
                "not_equal" => CmpOp::Ne,
                "less_equal" => CmpOp::Le,
                _ => CmpOp::Ge,
            };
            let a = wrap(array_of(interp, &need(&args, 0, "x1", name)?)?);
            let b = need(&args, 1, "x2", name)?;
            compare_values(interp, op, &a, &b)?.ok_or_else(|| raise("TypeError", format!("unsupported operand types for {name}")))
        }
        "divmod" => {
            let q = binary_fn(interp, BinOp::FloorDiv, &args, "floor_divide")?;
            let r = binary_fn(interp, BinOp::Mod, &args, "remainder")?;
            Ok(Value::tuple(vec![q, r]))
        }
        "positive" | "reciprocal" | "fabs" | "signbit" | "spacing" | "isneginf" | "isposinf" => unary(interp, name, &args),
        "frexp" | "modf" => two_outputs(interp, name, &args),
        "sinc" => sinc(interp, &args),
        "isreal" | "iscomplex" | "isrealobj" => real_tests(interp, name, &args),
        "isscalar" => {
            let v = need(&args, 0, "element", name)?;
            Ok(Value::Bool(match &v {
                Value::Bool(_) | Value::Int(_) | Value::Float(_) | Value::Complex(..) | Value::Str(_) => true,
                other => as_array(other).is_some_and(|a| a.scalar),
            }))
        }
        _ => binary(interp, name, &args),
    }
}

fn unsupported(name: &str) -> crate::host::Ctrl {
    raise(
        "TypeError",
        format!("ufunc '{name}' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''"),
    )
}

/// NumPy's error for a ufunc with no loop for its operands' DTypes (gcd of floats).
fn no_loop(interp: &mut Interp, name: &str, args: &Args) -> R<crate::host::Ctrl> {
    let mut parts = Vec::new();
    for (i, n) in ["x1", "x2"].iter().enumerate() {
        let v = need(args, i, n, name)?;
        let dt = match &v {
            Value::Bool(_) => "BoolDType".to_string(),
            Value::Int(_) => "_PyLongDType".to_string(),
            Value::Float(_) => "_PyFloatDType".to_string(),
            Value::Complex(..) => "_PyComplexDType".to_string(),
            other => {
                let d = array_of(interp, other)?.dtype();
                let mut n = d.name().to_string();
                if let Some(c) = n.get(0..1) {
                    n = c.to_uppercase() + &n[1..];
                }
                let n = n.replace("Uint", "UInt");
                format!("{n}DType")
            }
        };
        parts.push(format!("<class 'numpy.dtypes.{dt}'>"));
    }
    Ok(raise("UFuncTypeError", format!("ufunc '{name}' did not contain a loop with signature matching types ({}) -> None", parts.join(", "))))
}

/// The operand of a unary ufunc: an array, or a Python scalar as a NumPy scalar.
fn operand1(interp: &mut Interp, v: &Value) -> R<HostArray> {
    Ok(match as_array(v) {
        Some(a) => a.clone(),
        None => {
            let mut a = array_of(interp, v)?;
            a.scalar = !matches!(v, Value::List(_) | Value::Tuple(_));
            a
        }
    })
}

/// Map `f` over a float array of dtype `d` (float16 computed in float32), giving dtype `d`.
fn float_map(a: &HostArray, d: DType, f64f: impl Fn(f64) -> f64, f32f: impl Fn(f32) -> f32) -> HostArray {
    match d {
        DType::F64 => HostArray::from_vec(a.to_vec::<f64>().into_iter().map(f64f).collect::<Vec<f64>>(), a.shape.clone()),
        DType::F32 => HostArray::from_vec(a.to_vec::<f32>().into_iter().map(f32f).collect::<Vec<f32>>(), a.shape.clone()),
        _ => HostArray::from_vec(a.to_vec::<f32>().into_iter().map(|x| f16::from_f32(f32f(x))).collect::<Vec<f16>>(), a.shape.clone()),
    }
}

fn scalar_like(mut r: HostArray, a: &HostArray) -> HostArray {
    r.scalar = r.ndim() == 0 && (a.scalar || a.ndim() == 0);
    r
}

fn unary(interp: &mut Interp, name: &str, args: &Args) -> R<Value> {
    let a = operand1(interp, &need(args, 0, "x", name)?)?;
    let d = a.dtype();
    let kind = d.kind();
    errstate::begin();
    let r = match name {
        "positive" => {
            if kind == Kind::Bool {
                return Err(raise(
                    "UFuncTypeError",
                    "ufunc 'positive' did not contain a loop with signature matching types <class 'numpy.dtypes.BoolDType'> -> None",
                ));
            }
            a.copy()
        }
        "reciprocal" => match kind {
            Kind::Complex => return Err(raise("NotImplementedError", "cudalab's np.reciprocal does not take complex arrays yet")),
            Kind::Float => float_map(&a, d, |x| 1.0 / x, |x| 1.0 / x),
            _ => {
                // NumPy's integer loop divides in double and converts back (1/0 is the
                // conversion of inf: the dtype's minimum, with both warnings).
                let out = if kind == Kind::Bool { DType::I8 } else { d };
                let v: Vec<f64> = a.to_vec();
                if v.contains(&0.0) {
                    raise_flag(FpFlags::DIVIDE.union(FpFlags::INVALID));
                }
                crate::with_dtype!(out, T => HostArray::from_vec(v.into_iter().map(|x| if x == 0.0 { zero_recip::<T>() } else { cast::<f64, T>((1.0 / x).trunc()) }).collect::<Vec<T>>(), a.shape.clone()))
            }
        },
        "fabs" => {
            if kind == Kind::Complex {
                return Err(unsupported(name));
            }
            let out = crate::array::ufunc::float_result(d);
            float_map(&a.astype(out), out, f64::abs, f32::abs)
        }
        "spacing" => {
            if kind == Kind::Complex {
                return Err(unsupported(name));
            }
            let out = crate::array::ufunc::float_result(d);
            let x = a.astype(out);
            match out {
                DType::F64 => float_map(&x, out, spacing64, |v| v),
                DType::F32 => float_map(&x, out, |v| v, spacing32),
                _ => {
                    let v: Vec<f16> = x.to_vec();
                    HostArray::from_vec(v.into_iter().map(spacing16).collect::<Vec<f16>>(), x.shape.clone())
                }
            }
        }
        "signbit" => match kind {
            Kind::Complex => return Err(unsupported(name)),
            Kind::Float => HostArray::from_vec(a.to_vec::<f64>().into_iter().map(|x| x.is_sign_negative()).collect::<Vec<bool>>(), a.shape.clone()),
            Kind::Signed => HostArray::from_vec(a.to_vec::<i64>().into_iter().map(|x| x < 0).collect::<Vec<bool>>(), a.shape.clone()),
            _ => HostArray::from_vec(vec![false; a.size()], a.shape.clone()),
        },
        _ => {
            // isneginf / isposinf
            if kind == Kind::Complex {
                return Err(raise("TypeError", "This operation is not supported for complex values because it would be ambiguous."));
            }
            let want = if name == "isposinf" { f64::INFINITY } else { f64::NEG_INFINITY };
            let v: Vec<bool> = if kind == Kind::Float { a.to_vec::<f64>().into_iter().map(|x| x == want).collect() } else { vec![false; a.size()] };
            HostArray::from_vec(v, a.shape.clone())
        }
    };
    errstate::check(interp, name)?;
    into_out(interp, args, 1, name, wrap(scalar_like(r, &a)))
}

/// What converting `1/0` (infinity) to an integer type gives on x86-64: the minimum of the
/// 32- or 64-bit conversion, wrapped into the type.
fn zero_recip<T: Elem>() -> T {
    if T::DTYPE.itemsize() == 8 {
        T::from_i128(i64::MIN as i128)
    } else {
        T::from_i128(i32::MIN as i128)
    }
}

fn spacing64(x: f64) -> f64 {
    if x.is_infinite() {
        return f64::NAN;
    }
    if x.is_nan() {
        return x;
    }
    let m = x.abs();
    let next = f64::from_bits(m.to_bits() + 1);
    (next - m).copysign(x)
}

fn spacing32(x: f32) -> f32 {
    if x.is_infinite() {
        return f32::NAN;
    }
    if x.is_nan() {
        return x;
    }
    let m = x.abs();
    let next = f32::from_bits(m.to_bits() + 1);
    (next - m).copysign(x)
}

fn spacing16(x: f16) -> f16 {
    if x.is_infinite() {
        return f16::NAN;
    }
    if x.is_nan() {
        return x;
    }
    let m = f16::from_bits(x.to_bits() & 0x7fff);
    let next = f16::from_bits(m.to_bits() + 1);
    let d = f16::from_f32(next.to_f32() - m.to_f32());
    if x.is_sign_negative() {
        -d
    } else {
        d
    }
}

fn frexp64(x: f64) -> (f64, i32) {
    if x == 0.0 || !x.is_finite() {
        return (x, 0);
    }
    let (mut m, mut e) = (x, 0i32);
    if m.abs() < f64::MIN_POSITIVE {
        m *= 2f64.powi(54);
        e -= 54;
    }
    let bits = m.to_bits();
    let exp = ((bits >> 52) & 0x7ff) as i32;
    e += exp - 1022;
    let mant = f64::from_bits((bits & !(0x7ffu64 << 52)) | (1022u64 << 52));
    (mant, e)
}

/// `frexp` and `modf`: two arrays of the input's shape.
fn two_outputs(interp: &mut Interp, name: &str, args: &Args) -> R<Value> {
    let a = operand1(interp, &need(args, 0, "x", name)?)?;
    let d = a.dtype();
    if d.is_complex() {
        return Err(unsupported(name));
    }
    let out = crate::array::ufunc::float_result(d);
    let x = a.astype(out);
    let v: Vec<f64> = x.to_vec();
    let (p, q): (HostArray, HostArray) = if name == "frexp" {
        let (m, e): (Vec<f64>, Vec<i32>) = v.into_iter().map(frexp64).unzip();
        (HostArray::from_vec(m, x.shape.clone()).astype(out), HostArray::from_vec(e, x.shape.clone()))
    } else {
        let (f, i): (Vec<f64>, Vec<f64>) = v
            .into_iter()
            .map(|t| {
                if t.is_infinite() {
                    (0.0f64.copysign(t), t)
                } else {
                    let i = t.trunc();
                    ((t - i).copysign(t), i)
                }
            })
            .unzip();
        (HostArray::from_vec(f, x.shape.clone()).astype(out), HostArray::from_vec(i, x.shape.clone()).astype(out))
    };
    Ok(Value::tuple(vec![wrap(scalar_like(p, &a)), wrap(scalar_like(q, &a))]))
}

/// `np.sinc(x)`: `sin(pi*y)/(pi*y)` with y = x where x != 0, else 1e-20.
fn sinc(interp: &mut Interp, args: &Args) -> R<Value> {
    let xv = need(args, 0, "x", "sinc")?;
    let a = array_of(interp, &xv)?;
    if a.dtype().is_complex() {
        return Err(raise("NotImplementedError", "cudalab's np.sinc does not take complex arrays yet"));
    }
    let out = crate::array::ufunc::float_result(a.dtype());
    let x = a.astype(out);
    let r = match out {
        DType::F32 | DType::F16 => {
            let pi = std::f32::consts::PI;
            float_map(
                &x,
                out,
                |v| v,
                |v| {
                    let y = pi * if v == 0.0 { 1.0e-20 } else { v };
                    y.sin() / y
                },
            )
        }
        _ => {
            let pi = std::f64::consts::PI;
            float_map(
                &x,
                out,
                |v| {
                    let y = pi * if v == 0.0 { 1.0e-20 } else { v };
                    y.sin() / y
                },
                |v| v,
            )
        }
    };
    let mut r = r;
    r.scalar = r.ndim() == 0;
    Ok(wrap(r))
}

fn real_tests(interp: &mut Interp, name: &str, args: &Args) -> R<Value> {
    let xv = need(args, 0, "x", name)?;
    if name == "isrealobj" {
        return Ok(Value::Bool(match &xv {
            Value::Complex(..) => false,
            other => !as_array(other).is_some_and(|a| a.dtype().is_complex()),
        }));
    }
    // A Python number: NumPy compares its `.imag` with 0, a Python bool.
    match (&xv, name) {
        (Value::Bool(_) | Value::Int(_) | Value::Float(_), "isreal") => return Ok(Value::Bool(true)),
        (Value::Complex(_, im), "isreal") => return Ok(Value::Bool(*im == 0.0)),
        _ => {}
    }
    let a = array_of(interp, &xv)?;
    let imag_zero: Vec<bool> =
        if a.dtype().is_complex() { a.to_vec::<crate::array::elem::C64f>().into_iter().map(|c| c.im == 0.0).collect() } else { vec![true; a.size()] };
    let v: Vec<bool> = if name == "iscomplex" { imag_zero.into_iter().map(|b| !b).collect() } else { imag_zero };
    let mut r = HostArray::from_vec(v, a.shape.clone());
    r.scalar = r.ndim() == 0;
    Ok(wrap(r))
}

/// Two operands in their common dtype (NEP 50), broadcast: (x, y, common dtype, shape, scalar?).
fn operands2(interp: &mut Interp, args: &Args, name: &str) -> R<(HostArray, HostArray, DType, Vec<usize>)> {
    let a = need(args, 0, "x1", name)?;
    let b = need(args, 1, "x2", name)?;
    let (Some(xo), Some(yo)) = (super::operand(interp, &a)?, super::operand(interp, &b)?) else {
        return Err(unsupported(name));
    };
    let (x, y, d) = super::common_dtype(interp, &xo, &yo)?;
    let shape = broadcast_shapes(&x.shape, &y.shape).map_err(|e| raise("ValueError", e.to_string()))?;
    Ok((x.into_owned(), y.into_owned(), d, shape))
}

fn binary(interp: &mut Interp, name: &str, args: &Args) -> R<Value> {
    let (x, y, d, shape) = if name == "ldexp" { ldexp_operands(interp, args)? } else { operands2(interp, args, name)? };
    check_array(&shape, promote(d, DType::F64))?;
    let kind = d.kind();
    errstate::begin();
    let r = match name {
        "fmod" | "fmax" | "fmin" => match kind {
            Kind::Complex if name == "fmod" => return Err(unsupported(name)),
            Kind::Complex => return Err(raise("NotImplementedError", format!("cudalab's np.{name} does not take complex arrays yet"))),
            Kind::Float => float_pair(&x, &y, d, &shape, name),
            _ => int_pair(&x, &y, if kind == Kind::Bool && name == "fmod" { DType::I8 } else { d }, &shape, name)?,
        },
        "gcd" | "lcm" => match kind {
            Kind::Signed | Kind::Unsigned => int_pair(&x, &y, d, &shape, name)?,
            Kind::Bool => int_pair(&x, &y, DType::I8, &shape, name)?,
            _ => return Err(no_loop(interp, name, args)?),
        },
        "float_power" => {
            if kind == Kind::Complex {
                return Err(raise("NotImplementedError", "cudalab's np.float_power does not take complex arrays yet"));
            }
            float_pair(&x, &y, DType::F64, &shape, "power")
        }
        _ => {
            if kind == Kind::Complex {
                return Err(unsupported(name));
            }
            let out = crate::array::ufunc::float_result(d);
            float_pair(&x, &y, out, &shape, name)
        }
    };
    errstate::check(interp, name)?;
    let mut r = r;
    r.scalar = r.ndim() == 0;
    into_out(interp, args, 2, name, wrap(r))
}

/// `ldexp`'s operands: a float mantissa (an integer one becomes float64; the exponent must be
/// an integer).
fn ldexp_operands(interp: &mut Interp, args: &Args) -> R<(HostArray, HostArray, DType, Vec<usize>)> {
    let a = need(args, 0, "x1", "ldexp")?;
    let b = need(args, 1, "x2", "ldexp")?;
    let x = operand1(interp, &a)?;
    let y = operand1(interp, &b)?;
    if !matches!(y.dtype().kind(), Kind::Signed | Kind::Unsigned | Kind::Bool) || x.dtype().is_complex() {
        return Err(unsupported("ldexp"));
    }
    // An integer mantissa computes in the float its dtype fits (a Python int in float64).
    let d = match (x.dtype().kind(), &a) {
        (Kind::Float, _) => x.dtype(),
        (_, Value::Int(_)) => DType::F64,
        _ => x.dtype().float_for(),
    };
    let shape = broadcast_shapes(&x.shape, &y.shape).map_err(|e| raise("ValueError", e.to_string()))?;
    Ok((x.astype(d), y.astype(DType::I64), d, shape))
}

/// A float operation on `out`-dtype operands (float16 in float32).
fn float_pair(x: &HostArray, y: &HostArray, out: DType, shape: &[usize], name: &str) -> HostArray {
    fn go<F: BufferOf + FloatOps>(x: &HostArray, y: &HostArray, shape: &[usize], name: &str) -> Vec<F> {
        let a: Vec<F> = x.broadcast_vec(shape);
        let b: Vec<F> = y.broadcast_vec(shape);
        a.into_iter().zip(b).map(|(p, q)| F::apply(name, p, q)).collect()
    }
    if name == "ldexp" {
        let e: Vec<i64> = y.broadcast_vec(shape);
        return match out {
            DType::F32 | DType::F16 => {
                let a: Vec<f32> = x.broadcast_vec(shape);
                HostArray::from_vec(a.into_iter().zip(e).map(|(p, k)| ldexp(p as f64, k) as f32).collect::<Vec<f32>>(), shape.to_vec()).astype(out)
            }
            _ => {
                let a: Vec<f64> = x.broadcast_vec(shape);
                HostArray::from_vec(a.into_iter().zip(e).map(|(p, k)| ldexp(p, k)).collect::<Vec<f64>>(), shape.to_vec())
            }
        };
    }
    match out {
        DType::F64 => HostArray::from_vec(go::<f64>(x, y, shape, name), shape.to_vec()),
        DType::F32 => HostArray::from_vec(go::<f32>(x, y, shape, name), shape.to_vec()),
        _ => {
            let v = go::<f32>(x, y, shape, name);
            HostArray::from_vec(v.into_iter().map(f16::from_f32).collect::<Vec<f16>>(), shape.to_vec())
        }
    }
}

/// `x * 2**k`, exactly (in steps that cannot overflow the scale factor).
fn ldexp(mut x: f64, mut k: i64) -> f64 {
    while k > 1000 {
        x *= 2f64.powi(1000);
        k -= 1000;
    }
    while k < -1000 {
        x *= 2f64.powi(-1000);
        k += 1000;
    }
    x * 2f64.powi(k as i32)
}

trait FloatOps: Copy {
    fn apply(name: &str, a: Self, b: Self) -> Self;
}

macro_rules! float_ops {
    ($t:ty, $bits:ty) => {
        impl FloatOps for $t {
            fn apply(name: &str, a: $t, b: $t) -> $t {
                match name {
                    "fmod" => a % b,
                    "fmax" => {
                        if a.is_nan() {
                            b
                        } else if b.is_nan() || a >= b {
                            a
                        } else {
                            b
                        }
                    }
                    "fmin" => {
                        if a.is_nan() {
                            b
                        } else if b.is_nan() || a <= b {
                            a
                        } else {
                            b
                        }
                    }
                    "power" => a.powf(b),
                    "copysign" => a.copysign(b),
                    "nextafter" => {
                        if a.is_nan() || b.is_nan() {
                            <$t>::NAN
                        } else if a == b {
                            b
                        } else if a == 0.0 {
                            <$t>::from_bits(1).copysign(b)
                        } else if (a < b) == (a > 0.0) {
                            <$t>::from_bits(a.to_bits() + 1)
                        } else {
                            <$t>::from_bits(a.to_bits() - 1)
                        }
                    }
                    "logaddexp" => {
                        if a == b {
                            a + std::f64::consts::LN_2 as $t
                        } else {
                            let t = a - b;
                            if t > 0.0 {
                                a + (-t).exp().ln_1p()
                            } else if t <= 0.0 {
                                b + t.exp().ln_1p()
                            } else {
                                t
                            }
                        }
                    }
                    _ => {
                        // logaddexp2
                        let log2_1p = |v: $t| std::f64::consts::LOG2_E as $t * v.ln_1p();
                        if a == b {
                            a + 1.0
                        } else {
                            let t = a - b;
                            if t > 0.0 {
                                a + log2_1p((-t).exp2())
                            } else if t <= 0.0 {
                                b + log2_1p(t.exp2())
                            } else {
                                t
                            }
                        }
                    }
                }
            }
        }
    };
}
float_ops!(f64, u64);
float_ops!(f32, u32);

/// An integer operation (fmod with C's sign of the dividend, fmax/fmin, gcd, lcm) in `d`.
fn int_pair(x: &HostArray, y: &HostArray, d: DType, shape: &[usize], name: &str) -> R<HostArray> {
    let (a, b) = (x.astype(d), y.astype(d));
    let (p, q): (Vec<i128>, Vec<i128>) = if d == DType::U64 {
        (a.broadcast_vec::<u64>(shape).into_iter().map(i128::from).collect(), b.broadcast_vec::<u64>(shape).into_iter().map(i128::from).collect())
    } else {
        (a.broadcast_vec::<i64>(shape).into_iter().map(i128::from).collect(), b.broadcast_vec::<i64>(shape).into_iter().map(i128::from).collect())
    };
    let gcd = |mut m: i128, mut n: i128| {
        m = m.abs();
        n = n.abs();
        while n != 0 {
            (m, n) = (n, m % n);
        }
        m
    };
    let mut div_zero = false;
    let v: Vec<i128> = p
        .iter()
        .zip(&q)
        .map(|(&m, &n)| match name {
            "fmod" => {
                if n == 0 {
                    div_zero = true;
                    0
                } else {
                    m % n
                }
            }
            "fmax" => m.max(n),
            "fmin" => m.min(n),
            "gcd" => gcd(m, n),
            _ => {
                let g = gcd(m, n);
                if g == 0 {
                    0
                } else {
                    (m / g * n).abs()
                }
            }
        })
        .collect();
    if div_zero {
        raise_flag(FpFlags::DIVIDE);
    }
    Ok(crate::with_dtype!(d, T => HostArray::from_vec(v.into_iter().map(T::from_i128).collect::<Vec<T>>(), shape.to_vec())))
}
