//! The `math` module, complete: CPython's functions and constants with its domain and range
//! errors ("math domain error", "math range error"). Transcendental functions come from the
//! platform libm, as CPython's do, so results agree bit for bit on the same machine.

use super::{add_fn, new_module};
use crate::host::int::Int;
use crate::host::value::{Args, Module, Value};
use crate::host::{raise, Interp, R};
use std::rc::Rc;

use crate::libm::{erf, erfc, nextafter, remainder};

fn domain() -> crate::host::Ctrl {
    raise("ValueError", "math domain error")
}
fn range_err() -> crate::host::Ctrl {
    raise("OverflowError", "math range error")
}

fn one(interp: &mut Interp, args: &Args, name: &str) -> R<f64> {
    if args.pos.len() != 1 {
        return Err(raise("TypeError", format!("math.{name}() takes exactly one argument ({} given)", args.pos.len())));
    }
    interp.to_float(&args.pos[0])
}

fn two(interp: &mut Interp, args: &Args, name: &str) -> R<(f64, f64)> {
    if args.pos.len() != 2 {
        return Err(raise("TypeError", format!("{name} expected 2 arguments, got {}", args.pos.len())));
    }
    Ok((interp.to_float(&args.pos[0])?, interp.to_float(&args.pos[1])?))
}

/// A unary function with CPython's checks: NaN in gives NaN out; a NaN or infinity produced from a
/// finite input is a domain or range error.
fn checked(x: f64, r: f64, overflow_is_range: bool) -> R<Value> {
    if r.is_nan() && !x.is_nan() {
        return Err(domain());
    }
    if r.is_infinite() && x.is_finite() {
        return Err(if overflow_is_range { range_err() } else { domain() });
    }
    Ok(Value::Float(r))
}

macro_rules! unary {
    ($fname:ident, $name:literal, $f:expr, $range:expr) => {
        fn $fname(interp: &mut Interp, args: Args) -> R<Value> {
            let x = one(interp, &args, $name)?;
            let r = $f(x);
            checked(x, r, $range)
        }
    };
}

unary!(m_sqrt, "sqrt", f64::sqrt, false);
unary!(m_exp, "exp", f64::exp, true);
unary!(m_exp2, "exp2", f64::exp2, true);
unary!(m_expm1, "expm1", f64::exp_m1, true);
unary!(m_log2, "log2", |x: f64| if x <= 0.0 { f64::NAN } else { x.log2() }, false);
unary!(m_log10, "log10", |x: f64| if x <= 0.0 { f64::NAN } else { x.log10() }, false);
unary!(m_log1p, "log1p", |x: f64| if x <= -1.0 { f64::NAN } else { x.ln_1p() }, false);
unary!(m_sin, "sin", f64::sin, false);
unary!(m_cos, "cos", f64::cos, false);
unary!(m_tan, "tan", f64::tan, false);
unary!(m_asin, "asin", f64::asin, false);
unary!(m_acos, "acos", f64::acos, false);
unary!(m_atan, "atan", f64::atan, false);
unary!(m_sinh, "sinh", f64::sinh, true);
unary!(m_cosh, "cosh", f64::cosh, true);
unary!(m_tanh, "tanh", f64::tanh, false);
unary!(m_asinh, "asinh", f64::asinh, false);
unary!(m_acosh, "acosh", f64::acosh, false);
unary!(m_atanh, "atanh", |x: f64| if x.abs() >= 1.0 { f64::NAN } else { x.atanh() }, false);
unary!(m_erf, "erf", erf, false);
unary!(m_erfc, "erfc", erfc, false);
unary!(m_fabs, "fabs", f64::abs, false);
unary!(m_degrees, "degrees", f64::to_degrees, true);
unary!(m_radians, "radians", f64::to_radians, false);
unary!(m_cbrt, "cbrt", f64::cbrt, false);

// CPython computes gamma and lgamma with its own Lanczos approximation (not libm's), so these
// follow Modules/mathmodule.c step by step to give the same bits.
#[allow(clippy::excessive_precision)]
const LANCZOS_G: f64 = 6.024680040776729583740234375;
#[allow(clippy::excessive_precision)]
const LANCZOS_G_MINUS_HALF: f64 = 5.524680040776729583740234375;
#[allow(clippy::excessive_precision)]
const LANCZOS_NUM: [f64; 13] = [
    23531376880.410759688572007674451636754734846804940,
    42919803642.649098768957899047001988850926355848959,
    35711959237.355668049440185451547166705960488635843,
    17921034426.037209699919755754458931112671403265390,
    6039542586.3520280050642916443072979210699388420708,
    1439720407.3117216736632230727949123939715485786772,
    248874557.86205415651146038641322942321632125127801,
    31426415.585400194380614231628318205362874684987640,
    2876370.6289353724412254090516208496135991145378768,
    186056.26539522349504029498971604569928220784236328,
    8071.6720023658162106380029022722506138218516325024,
    210.82427775157934587250973392071336271166969580291,
    2.5066282746310002701649081771338373386264310793408,
];
const LANCZOS_DEN: [f64; 13] =
    [0.0, 39916800.0, 120543840.0, 150917976.0, 105258076.0, 45995730.0, 13339535.0, 2637558.0, 357423.0, 32670.0, 1925.0, 66.0, 1.0];
#[allow(clippy::excessive_precision)]
const LOG_PI: f64 = 1.144729885849400174143427351353058711647;

fn lanczos_sum(x: f64) -> f64 {
    let (mut num, mut den) = (0.0, 0.0);
    if x < 5.0 {
        for i in (0..13).rev() {
            num = num * x + LANCZOS_NUM[i];
            den = den * x + LANCZOS_DEN[i];
        }
    } else {
        for i in 0..13 {
            num = num / x + LANCZOS_NUM[i];
            den = den / x + LANCZOS_DEN[i];
        }
    }
    num / den
}

fn sinpi(x: f64) -> f64 {
    use std::f64::consts::PI;
    let y = x.abs() % 2.0;
    let n = (2.0 * y).round() as i32;
    let r = match n {
        0 => (PI * y).sin(),
        1 => (PI * (y - 0.5)).cos(),
        2 => (PI * (1.0 - y)).sin(),
        3 => -(PI * (y - 1.5)).cos(),
        _ => (PI * (y - 2.0)).sin(),
    };
    1.0f64.copysign(x) * r
}

fn tgamma(x: f64) -> R<f64> {
    if !x.is_finite() {
        return if x.is_nan() || x > 0.0 { Ok(x) } else { Err(domain()) };
    }
    if x == 0.0 || (x == x.floor() && x < 0.0) {
        return Err(domain());
    }
    if x == x.floor() && x <= 23.0 {
        let mut f = 1.0;
        for i in 2..(x as i64) {
            f *= i as f64;
        }
        return Ok(f);
    }
    let absx = x.abs();
    if absx < 1e-20 {
        let r = 1.0 / x;
        return if r.is_infinite() { Err(range_err()) } else { Ok(r) };
    }
    if absx > 200.0 {
        return if x < 0.0 { Ok(0.0 / sinpi(x)) } else { Err(range_err()) };
    }
    let y = absx + LANCZOS_G_MINUS_HALF;
    let z = if absx > LANCZOS_G_MINUS_HALF { (y - absx) - LANCZOS_G_MINUS_HALF } else { (y - LANCZOS_G_MINUS_HALF) - absx };
    let z = z * LANCZOS_G / y;
    let mut r;
    if x < 0.0 {
        r = -std::f64::consts::PI / sinpi(absx) / absx * y.exp() / lanczos_sum(absx);
        r -= z * r;
        if absx < 140.0 {
            r /= y.powf(absx - 0.5);
        } else {
            let sqrtpow = y.powf(absx / 2.0 - 0.25);
            r /= sqrtpow;
            r /= sqrtpow;
        }
    } else {
        r = lanczos_sum(absx) / y.exp();
        r += z * r;
        if absx < 140.0 {
            r *= y.powf(absx - 0.5);
        } else {
            let sqrtpow = y.powf(absx / 2.0 - 0.25);
            r *= sqrtpow;
            r *= sqrtpow;
        }
    }
    if r.is_infinite() {
        return Err(range_err());
    }
    Ok(r)
}

fn lgamma(x: f64) -> R<f64> {
    if !x.is_finite() {
        return Ok(if x.is_nan() { x } else { f64::INFINITY });
    }
    if x == x.floor() && x <= 2.0 {
        return if x <= 0.0 { Err(domain()) } else { Ok(0.0) };
    }
    let absx = x.abs();
    if absx < 1e-20 {
        return Ok(-absx.ln());
    }
    let mut r = lanczos_sum(absx).ln() - LANCZOS_G;
    r += (absx - 0.5) * ((absx + LANCZOS_G - 0.5).ln() - 1.0);
    if x < 0.0 {
        r = LOG_PI - sinpi(absx).abs().ln() - absx.ln() - r;
    }
    if r.is_infinite() {
        return Err(range_err());
    }
    Ok(r)
}

fn m_gamma(interp: &mut Interp, args: Args) -> R<Value> {
    let x = one(interp, &args, "gamma")?;
    Ok(Value::Float(tgamma(x)?))
}

fn m_lgamma(interp: &mut Interp, args: Args) -> R<Value> {
    let x = one(interp, &args, "lgamma")?;
    Ok(Value::Float(lgamma(x)?))
}

fn m_log(interp: &mut Interp, args: Args) -> R<Value> {
    if args.pos.is_empty() || args.pos.len() > 2 {
        return Err(raise("TypeError", format!("log expected 1 or 2 arguments, got {}", args.pos.len())));
    }
    let ln = |interp: &mut Interp, v: &Value| -> R<f64> {
        // Large ints are handled exactly enough through their bit length, as CPython does.
        if let Value::Int(Int::Big(b)) = v {
            if b.sign() == num_bigint::Sign::Minus {
                return Err(domain());
            }
            let bits = b.bits() as i64;
            let shift = (bits - 60).max(0);
            let top: f64 = Int::from_big((**b).clone() >> shift as usize).to_f64().unwrap_or(1.0);
            return Ok(top.ln() + shift as f64 * std::f64::consts::LN_2);
        }
        let x = interp.to_float(v)?;
        if x <= 0.0 {
            return Err(domain());
        }
        Ok(x.ln())
    };
    let num = ln(interp, &args.pos[0])?;
    match args.pos.get(1) {
        Some(b) => {
            let den = ln(interp, b)?;
            if den == 0.0 {
                return Err(raise("ZeroDivisionError", "float division by zero"));
            }
            Ok(Value::Float(num / den))
        }
        None => Ok(Value::Float(num)),
    }
}

fn to_int_result(interp: &mut Interp, v: &Value, name: &str, f: fn(f64) -> f64) -> R<Value> {
    match v {
        Value::Int(_) | Value::Bool(_) => Ok(Value::Int(interp.to_int(v)?)),
        // A class that defines `__floor__`/`__ceil__`/`__trunc__` (Fraction, Decimal) answers
        // exactly, as CPython asks it first.
        Value::Native(n) => match n.clone().call_method(interp, &format!("__{name}__"), Args::default())? {
            Some(r) => Ok(r),
            None => {
                let x = interp.to_float(v).map_err(|_| raise("TypeError", format!("must be real number, not {}", interp.type_name(v))))?;
                Ok(Value::Int(interp.float_to_int(f(x))?))
            }
        },
        _ => {
            let x = interp.to_float(v).map_err(|_| raise("TypeError", format!("must be real number, not {}", interp.type_name(v))))?;
            let _ = name;
            Ok(Value::Int(interp.float_to_int(f(x))?))
        }
    }
}

fn m_floor(interp: &mut Interp, args: Args) -> R<Value> {
    one(interp, &args, "floor")?;
    to_int_result(interp, &args.pos[0], "floor", f64::floor)
}
fn m_ceil(interp: &mut Interp, args: Args) -> R<Value> {
    one(interp, &args, "ceil")?;
    to_int_result(interp, &args.pos[0], "ceil", f64::ceil)
}
fn m_trunc(interp: &mut Interp, args: Args) -> R<Value> {
    one(interp, &args, "trunc")?;
    to_int_result(interp, &args.pos[0], "trunc", f64::trunc)
}

fn m_pow(interp: &mut Interp, args: Args) -> R<Value> {
    let (x, y) = two(interp, &args, "pow")?;
    if x == 0.0 && y < 0.0 && y.is_finite() {
        return Err(domain());
    }
    if x < 0.0 && x.is_finite() && y.is_finite() && y.fract() != 0.0 {
        return Err(domain());
    }
    let r = x.powf(y);
    if r.is_infinite() && x.is_finite() && y.is_finite() {
        return Err(range_err());
    }
    Ok(Value::Float(r))
}

fn m_atan2(interp: &mut Interp, args: Args) -> R<Value> {
    let (y, x) = two(interp, &args, "atan2")?;
    Ok(Value::Float(y.atan2(x)))
}

fn m_fmod(interp: &mut Interp, args: Args) -> R<Value> {
    let (x, y) = two(interp, &args, "fmod")?;
    if y == 0.0 || x.is_infinite() {
        return Err(domain());
    }
    Ok(Value::Float(x % y))
}

fn m_remainder(interp: &mut Interp, args: Args) -> R<Value> {
    let (x, y) = two(interp, &args, "remainder")?;
    if y == 0.0 || x.is_infinite() {
        return Err(domain());
    }
    Ok(Value::Float(remainder(x, y)))
}

fn m_copysign(interp: &mut Interp, args: Args) -> R<Value> {
    let (x, y) = two(interp, &args, "copysign")?;
    Ok(Value::Float(x.copysign(y)))
}

fn m_nextafter(interp: &mut Interp, args: Args) -> R<Value> {
    let (x, y) = two(interp, &args, "nextafter")?;
    Ok(Value::Float(nextafter(x, y)))
}

fn m_ulp(interp: &mut Interp, args: Args) -> R<Value> {
    let x = one(interp, &args, "ulp")?.abs();
    if x.is_nan() || x.is_infinite() {
        return Ok(Value::Float(x));
    }
    let next = nextafter(x, f64::INFINITY);
    if next.is_infinite() {
        let prev = nextafter(x, 0.0);
        return Ok(Value::Float(x - prev));
    }
    Ok(Value::Float(next - x))
}

fn m_hypot(interp: &mut Interp, args: Args) -> R<Value> {
    let mut acc = 0.0f64;
    let mut any_inf = false;
    let mut any_nan = false;
    let mut xs = Vec::new();
    for v in &args.pos {
        let x = interp.to_float(v)?.abs();
        any_inf |= x.is_infinite();
        any_nan |= x.is_nan();
        xs.push(x);
    }
    if any_inf {
        return Ok(Value::Float(f64::INFINITY));
    }
    if any_nan {
        return Ok(Value::Float(f64::NAN));
    }
    if xs.len() == 2 {
        return Ok(Value::Float(xs[0].hypot(xs[1])));
    }
    let max = xs.iter().cloned().fold(0.0, f64::max);
    if max == 0.0 {
        return Ok(Value::Float(0.0));
    }
    for x in xs {
        let s = x / max;
        acc += s * s;
    }
    Ok(Value::Float(max * acc.sqrt()))
}

fn m_dist(interp: &mut Interp, args: Args) -> R<Value> {
    if args.pos.len() != 2 {
        return Err(raise("TypeError", format!("dist expected 2 arguments, got {}", args.pos.len())));
    }
    let p = interp.collect(&args.pos[0])?;
    let q = interp.collect(&args.pos[1])?;
    if p.len() != q.len() {
        return Err(raise("ValueError", "both points must have the same number of dimensions"));
    }
    let mut diffs = Vec::new();
    for (a, b) in p.iter().zip(q.iter()) {
        diffs.push(Value::Float(interp.to_float(a)? - interp.to_float(b)?));
    }
    m_hypot(interp, Args::new(diffs))
}

fn m_isnan(interp: &mut Interp, args: Args) -> R<Value> {
    Ok(Value::Bool(one(interp, &args, "isnan")?.is_nan()))
}
fn m_isinf(interp: &mut Interp, args: Args) -> R<Value> {
    Ok(Value::Bool(one(interp, &args, "isinf")?.is_infinite()))
}
fn m_isfinite(interp: &mut Interp, args: Args) -> R<Value> {
    Ok(Value::Bool(one(interp, &args, "isfinite")?.is_finite()))
}

fn m_isclose(interp: &mut Interp, mut args: Args) -> R<Value> {
    let rel = match args.take_kw("rel_tol") {
        Some(v) => interp.to_float(&v)?,
        None => 1e-9,
    };
    let abs = match args.take_kw("abs_tol") {
        Some(v) => interp.to_float(&v)?,
        None => 0.0,
    };
    if rel < 0.0 || abs < 0.0 {
        return Err(raise("ValueError", "tolerances must be non-negative"));
    }
    let (a, b) = two(interp, &args, "isclose")?;
    if a == b {
        return Ok(Value::Bool(true));
    }
    if a.is_infinite() || b.is_infinite() {
        return Ok(Value::Bool(false));
    }
    let diff = (a - b).abs();
    Ok(Value::Bool(diff <= (rel * b).abs() || diff <= (rel * a).abs() || diff <= abs))
}

fn int_arg(interp: &mut Interp, v: &Value, _func: &str) -> R<Int> {
    match v {
        Value::Int(_) | Value::Bool(_) => interp.to_int(v),
        Value::Float(_) => Err(raise("TypeError", "'float' object cannot be interpreted as an integer")),
        other => Err(raise("TypeError", format!("'{}' object cannot be interpreted as an integer", interp.type_name(other)))),
    }
}

fn m_factorial(interp: &mut Interp, args: Args) -> R<Value> {
    if args.pos.len() != 1 {
        return Err(raise("TypeError", format!("math.factorial() takes exactly one argument ({} given)", args.pos.len())));
    }
    let n = int_arg(interp, &args.pos[0], "factorial")?;
    if n.is_negative() {
        return Err(raise("ValueError", "factorial() not defined for negative values"));
    }
    let n = n.as_i64().ok_or_else(|| raise("OverflowError", "factorial() argument should not exceed 9223372036854775807"))?;
    let mut acc = Int::Small(1);
    for i in 2..=n {
        acc = acc.mul(&Int::Small(i));
        if i % 64 == 0 {
            interp.check_interrupt()?;
        }
    }
    Ok(Value::Int(acc))
}

fn m_gcd(interp: &mut Interp, args: Args) -> R<Value> {
    let mut acc = num_bigint::BigInt::from(0);
    for v in &args.pos {
        let x = int_arg(interp, v, "gcd")?.to_big();
        acc = num_integer::Integer::gcd(&acc, &x);
    }
    Ok(Value::Int(Int::from_big(acc)))
}

fn m_lcm(interp: &mut Interp, args: Args) -> R<Value> {
    let mut acc = num_bigint::BigInt::from(1);
    for v in &args.pos {
        let x = int_arg(interp, v, "lcm")?.to_big();
        acc = num_integer::Integer::lcm(&acc, &x);
    }
    Ok(Value::Int(Int::from_big(acc)))
}

fn m_comb_perm(interp: &mut Interp, args: &Args, comb: bool) -> R<Value> {
    let name = if comb { "comb" } else { "perm" };
    if args.pos.is_empty() || args.pos.len() > 2 || (comb && args.pos.len() != 2) {
        return Err(raise("TypeError", format!("{name} expected 2 arguments, got {}", args.pos.len())));
    }
    let n = int_arg(interp, &args.pos[0], name)?;
    let k = match args.pos.get(1) {
        Some(v) if !v.is_none() => int_arg(interp, v, name)?,
        _ => n.clone(),
    };
    if n.is_negative() {
        return Err(raise("ValueError", "n must be a non-negative integer"));
    }
    if k.is_negative() {
        return Err(raise("ValueError", "k must be a non-negative integer"));
    }
    if k > n {
        return Ok(Value::int(0));
    }
    // comb(n, k) == comb(n, n - k): the loop runs over the smaller one, which must fit (CPython's
    // limit too; beyond it the result could not be stored).
    let k = if comb { std::cmp::min(k.clone(), n.sub(&k)) } else { k };
    let k = k.as_i64().ok_or_else(|| {
        let what = if comb { "min(n - k, k)" } else { "k" };
        raise("OverflowError", format!("{what} must not exceed {}", i64::MAX))
    })?;
    let mut acc = Int::Small(1);
    for i in 0..k {
        acc = acc.mul(&n.sub(&Int::Small(i)));
        if comb {
            acc = acc.floordiv(&Int::Small(i + 1));
        }
        if i % 64 == 0 {
            interp.check_interrupt()?;
        }
    }
    Ok(Value::Int(acc))
}

fn m_comb(interp: &mut Interp, args: Args) -> R<Value> {
    m_comb_perm(interp, &args, true)
}
fn m_perm(interp: &mut Interp, args: Args) -> R<Value> {
    m_comb_perm(interp, &args, false)
}

fn m_isqrt(interp: &mut Interp, args: Args) -> R<Value> {
    let n = int_arg(interp, args.pos.first().unwrap_or(&Value::None), "isqrt")?;
    if n.is_negative() {
        return Err(raise("ValueError", "isqrt() argument must be nonnegative"));
    }
    Ok(Value::Int(Int::from_big(n.to_big().sqrt())))
}

fn m_prod(interp: &mut Interp, mut args: Args) -> R<Value> {
    let start = args.take_kw("start").unwrap_or(Value::int(1));
    let items = interp.collect(args.pos.first().unwrap_or(&Value::None))?;
    let mut acc = start;
    for v in items {
        acc = interp.binop(ruff_python_ast::Operator::Mult, &acc, &v)?;
    }
    Ok(acc)
}

/// Shewchuk's exactly rounded sum, as CPython's `math.fsum`.
fn m_fsum(interp: &mut Interp, args: Args) -> R<Value> {
    let items = interp.collect(args.pos.first().unwrap_or(&Value::None))?;
    let mut partials: Vec<f64> = Vec::new();
    let (mut special, mut inf_sum) = (0.0f64, 0.0f64);
    for v in items {
        let mut x = interp.to_float(&v)?;
        let xsave = x;
        let mut i = 0;
        for j in 0..partials.len() {
            let mut y = partials[j];
            if x.abs() < y.abs() {
                std::mem::swap(&mut x, &mut y);
            }
            let hi = x + y;
            let lo = y - (hi - x);
            if lo != 0.0 {
                partials[i] = lo;
                i += 1;
            }
            x = hi;
        }
        partials.truncate(i);
        // As CPython: a non-finite sum from finite inputs is an intermediate overflow; an
        // infinity or NaN input goes to the special sum and restarts the partials.
        if x != 0.0 {
            if !x.is_finite() {
                if xsave.is_finite() {
                    return Err(raise("OverflowError", "intermediate overflow in fsum"));
                }
                if xsave.is_infinite() {
                    inf_sum += xsave;
                }
                special += xsave;
                partials.clear();
            } else {
                partials.push(x);
            }
        }
    }
    if special != 0.0 || special.is_nan() {
        if inf_sum.is_nan() {
            return Err(raise("ValueError", "-inf + inf in fsum"));
        }
        return Ok(Value::Float(special));
    }
    let mut n = partials.len();
    let mut hi = 0.0;
    if n > 0 {
        n -= 1;
        hi = partials[n];
        let mut lo = 0.0;
        while n > 0 {
            let x = hi;
            n -= 1;
            let y = partials[n];
            hi = x + y;
            let yr = hi - x;
            lo = y - yr;
            if lo != 0.0 {
                break;
            }
        }
        if n > 0 && ((lo < 0.0 && partials[n - 1] < 0.0) || (lo > 0.0 && partials[n - 1] > 0.0)) {
            let y = lo * 2.0;
            let x = hi + y;
            let yr = x - hi;
            if y == yr {
                hi = x;
            }
        }
    }
    Ok(Value::Float(hi))
}

fn m_modf(interp: &mut Interp, args: Args) -> R<Value> {
    let x = one(interp, &args, "modf")?;
    if x.is_infinite() {
        return Ok(Value::tuple(vec![Value::Float(0.0f64.copysign(x)), Value::Float(x)]));
    }
    Ok(Value::tuple(vec![Value::Float(x.fract()), Value::Float(x.trunc())]))
}

fn m_frexp(interp: &mut Interp, args: Args) -> R<Value> {
    let x = one(interp, &args, "frexp")?;
    if x == 0.0 || !x.is_finite() {
        return Ok(Value::tuple(vec![Value::Float(x), Value::int(0)]));
    }
    let mut e = x.abs().log2().floor() as i64 + 1;
    let mut m = x / 2f64.powi(e as i32);
    if m.abs() >= 1.0 {
        m /= 2.0;
        e += 1;
    } else if m.abs() < 0.5 {
        m *= 2.0;
        e -= 1;
    }
    Ok(Value::tuple(vec![Value::Float(m), Value::int(e)]))
}

fn m_ldexp(interp: &mut Interp, args: Args) -> R<Value> {
    if args.pos.len() != 2 {
        return Err(raise("TypeError", format!("ldexp expected 2 arguments, got {}", args.pos.len())));
    }
    let x = interp.to_float(&args.pos[0])?;
    let i = int_arg(interp, &args.pos[1], "ldexp")?.as_i64().unwrap_or(i64::MAX).clamp(-2200, 2200);
    let r = x * 2f64.powi((i / 2) as i32) * 2f64.powi((i - i / 2) as i32);
    if r.is_infinite() && x.is_finite() {
        return Err(range_err());
    }
    Ok(Value::Float(r))
}

pub fn module() -> Rc<Module> {
    let m = new_module("math", "This module provides access to the mathematical functions defined by the C standard.");
    let fns: &[(&'static str, crate::host::value::BuiltinFn, &'static str, &'static str)] = &[
        ("sqrt", m_sqrt, "sqrt(x, /)", "Return the square root of x."),
        ("exp", m_exp, "exp(x, /)", "Return e raised to the power of x."),
        ("exp2", m_exp2, "exp2(x, /)", "Return 2 raised to the power of x."),
        ("expm1", m_expm1, "expm1(x, /)", "Return exp(x)-1, accurate for small x."),
        ("log", m_log, "log(x, [base=math.e])", "Return the logarithm of x to the given base."),
        ("log2", m_log2, "log2(x, /)", "Return the base 2 logarithm of x."),
        ("log10", m_log10, "log10(x, /)", "Return the base 10 logarithm of x."),
        ("log1p", m_log1p, "log1p(x, /)", "Return the natural logarithm of 1+x (base e)."),
        ("sin", m_sin, "sin(x, /)", "Return the sine of x (measured in radians)."),
        ("cos", m_cos, "cos(x, /)", "Return the cosine of x (measured in radians)."),
        ("tan", m_tan, "tan(x, /)", "Return the tangent of x (measured in radians)."),
        ("asin", m_asin, "asin(x, /)", "Return the arc sine (measured in radians) of x."),
        ("acos", m_acos, "acos(x, /)", "Return the arc cosine (measured in radians) of x."),
        ("atan", m_atan, "atan(x, /)", "Return the arc tangent (measured in radians) of x."),
        ("atan2", m_atan2, "atan2(y, x, /)", "Return the arc tangent (measured in radians) of y/x."),
        ("sinh", m_sinh, "sinh(x, /)", "Return the hyperbolic sine of x."),
        ("cosh", m_cosh, "cosh(x, /)", "Return the hyperbolic cosine of x."),
        ("tanh", m_tanh, "tanh(x, /)", "Return the hyperbolic tangent of x."),
        ("asinh", m_asinh, "asinh(x, /)", "Return the inverse hyperbolic sine of x."),
        ("acosh", m_acosh, "acosh(x, /)", "Return the inverse hyperbolic cosine of x."),
        ("atanh", m_atanh, "atanh(x, /)", "Return the inverse hyperbolic tangent of x."),
        ("erf", m_erf, "erf(x, /)", "Error function at x."),
        ("erfc", m_erfc, "erfc(x, /)", "Complementary error function at x."),
        ("gamma", m_gamma, "gamma(x, /)", "Gamma function at x."),
        ("lgamma", m_lgamma, "lgamma(x, /)", "Natural logarithm of absolute value of Gamma function at x."),
        ("fabs", m_fabs, "fabs(x, /)", "Return the absolute value of the float x."),
        ("degrees", m_degrees, "degrees(x, /)", "Convert angle x from radians to degrees."),
        ("radians", m_radians, "radians(x, /)", "Convert angle x from degrees to radians."),
        ("cbrt", m_cbrt, "cbrt(x, /)", "Return the cube root of x."),
        ("floor", m_floor, "floor(x, /)", "Return the floor of x as an Integral."),
        ("ceil", m_ceil, "ceil(x, /)", "Return the ceiling of x as an Integral."),
        ("trunc", m_trunc, "trunc(x, /)", "Truncates the Real x to the nearest Integral toward 0."),
        ("pow", m_pow, "pow(x, y, /)", "Return x**y (x to the power of y)."),
        ("fmod", m_fmod, "fmod(x, y, /)", "Return fmod(x, y), according to platform C."),
        ("remainder", m_remainder, "remainder(x, y, /)", "Difference between x and the closest integer multiple of y."),
        ("copysign", m_copysign, "copysign(x, y, /)", "Return a float with the magnitude of x but the sign of y."),
        ("nextafter", m_nextafter, "nextafter(x, y, /)", "Return the next floating-point value after x towards y."),
        ("ulp", m_ulp, "ulp(x, /)", "Return the value of the least significant bit of the float x."),
        ("hypot", m_hypot, "hypot(*coordinates)", "Multidimensional Euclidean distance from the origin to a point."),
        ("dist", m_dist, "dist(p, q, /)", "Return the Euclidean distance between two points p and q."),
        ("isnan", m_isnan, "isnan(x, /)", "Return True if x is a NaN (not a number), and False otherwise."),
        ("isinf", m_isinf, "isinf(x, /)", "Return True if x is a positive or negative infinity, and False otherwise."),
        ("isfinite", m_isfinite, "isfinite(x, /)", "Return True if x is neither an infinity nor a NaN, and False otherwise."),
        ("isclose", m_isclose, "isclose(a, b, *, rel_tol=1e-09, abs_tol=0.0)", "Determine whether two floating-point numbers are close in value."),
        ("factorial", m_factorial, "factorial(n, /)", "Find n!."),
        ("gcd", m_gcd, "gcd(*integers)", "Greatest Common Divisor."),
        ("lcm", m_lcm, "lcm(*integers)", "Least Common Multiple."),
        ("comb", m_comb, "comb(n, k, /)", "Number of ways to choose k items from n items without repetition and without order."),
        ("perm", m_perm, "perm(n, k=None, /)", "Number of ways to choose k items from n items without repetition and with order."),
        ("isqrt", m_isqrt, "isqrt(n, /)", "Return the integer part of the square root of the input."),
        ("prod", m_prod, "prod(iterable, /, *, start=1)", "Calculate the product of all the elements in the input iterable."),
        ("fsum", m_fsum, "fsum(seq, /)", "Return an accurate floating-point sum of values in the iterable seq."),
        ("modf", m_modf, "modf(x, /)", "Return the fractional and integer parts of x."),
        ("frexp", m_frexp, "frexp(x, /)", "Return the mantissa and exponent of x, as pair (m, e)."),
        ("ldexp", m_ldexp, "ldexp(x, i, /)", "Return x * (2**i)."),
    ];
    for (name, f, sig, doc) in fns {
        add_fn(&m, name, *f, sig, doc);
    }
    {
        let mut a = m.attrs.borrow_mut();
        a.insert(Rc::from("pi"), Value::Float(std::f64::consts::PI));
        a.insert(Rc::from("e"), Value::Float(std::f64::consts::E));
        a.insert(Rc::from("tau"), Value::Float(std::f64::consts::TAU));
        a.insert(Rc::from("inf"), Value::Float(f64::INFINITY));
        a.insert(Rc::from("nan"), Value::Float(f64::NAN));
    }
    m
}
