//! Python's `statistics` module for int, bool and float data, result for result with CPython 3.11.
//!
//! Owns the exact arithmetic CPython does with `Fraction`s: `_sum` and `_ss` accumulate every
//! float as its integer mantissa and power of two ([`ExactSum`]), so `mean`, `variance`,
//! `pvariance` are the correctly rounded value of the exact rational, and `stdev`/`pstdev` are
//! `_float_sqrt_of_frac` (an integer square root rounded to odd, then one correctly rounded
//! division, [`ratio_to_f64`]). Result types follow `_coerce`/`_convert`: int data give an int
//! when the exact result is whole (`mean([1, 2, 3])` is `2`), a float otherwise. `fmean`,
//! `geometric_mean`, `covariance`, `correlation` and `linear_regression` use `math.fsum` as
//! CPython does; medians, `mode`, `multimode` and `quantiles` use Python's own comparisons and
//! arithmetic. `StatisticsError` is a subclass of `ValueError`. Fractions and Decimals are not
//! values of this interpreter, so data of any other type is the TypeError CPython raises for
//! it. `NormalDist` lives in `normal_dist.rs`.

use super::{add_fn, new_module};
use crate::host::exceptions::{exc_with_args, type_named};
use crate::host::int::Int;
use crate::host::native::NativeObject;
use crate::host::value::{Args, HashKey, Module, TypeKind, TypeObj, Value};
use crate::host::{raise, Ctrl, Interp, R};
use indexmap::IndexMap;
use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{One, Signed, ToPrimitive, Zero};
use ruff_python_ast::Operator;
use std::any::Any;
use std::cmp::Ordering;
use std::rc::Rc;

thread_local! {
    static STATISTICS_ERROR: Rc<TypeObj> = Rc::new(TypeObj {
        name: Rc::from("StatisticsError"),
        kind: TypeKind::Exception,
        base: Some(type_named("ValueError")),
        doc: "",
        class: None,
    });
}

pub(super) fn stat_err(msg: &str) -> Ctrl {
    Ctrl::Raise(exc_with_args(STATISTICS_ERROR.with(|t| t.clone()), vec![Value::str(msg)]))
}

/// A reduced fraction with a positive denominator.
#[derive(Clone, Debug)]
struct Ratio {
    num: BigInt,
    den: BigInt,
}

impl Ratio {
    fn new(num: BigInt, den: BigInt) -> Ratio {
        let (num, den) = if den.is_negative() { (-num, -den) } else { (num, den) };
        let g = num.gcd(&den);
        if g.is_zero() || g.is_one() {
            Ratio { num, den }
        } else {
            Ratio { num: num / &g, den: den / &g }
        }
    }
    fn int(n: BigInt) -> Ratio {
        Ratio { num: n, den: BigInt::one() }
    }
    fn sub(&self, o: &Ratio) -> Ratio {
        Ratio::new(&self.num * &o.den - &o.num * &self.den, &self.den * &o.den)
    }
    fn mul(&self, o: &Ratio) -> Ratio {
        Ratio::new(&self.num * &o.num, &self.den * &o.den)
    }
    fn div(&self, o: &Ratio) -> Ratio {
        Ratio::new(&self.num * &o.den, &self.den * &o.num)
    }
}

/// `int / int` as CPython computes it: the correctly rounded (half to even) float of the exact
/// quotient, with its ZeroDivisionError and OverflowError.
fn ratio_to_f64(n: &BigInt, d: &BigInt) -> R<f64> {
    if d.is_zero() {
        return Err(raise("ZeroDivisionError", "division by zero"));
    }
    let neg = n.is_negative() != d.is_negative();
    let (a, b) = (n.magnitude(), d.magnitude());
    if a.is_zero() {
        return Ok(if neg { -0.0 } else { 0.0 });
    }
    let e = a.bits() as i64 - b.bits() as i64;
    let shift = (e - 55).max(-1076);
    let (num, den) = if shift >= 0 { (a.clone(), b << shift as usize) } else { (a << (-shift) as usize, b.clone()) };
    let (q, r) = num.div_rem(&den);
    let too_big = || raise("OverflowError", "integer division result too large for a float");
    let q = q.to_u64().ok_or_else(too_big)?;
    let sticky = !r.is_zero();
    let top = 63 - q.leading_zeros() as i64 + shift;
    if top > 1023 {
        return Err(too_big());
    }
    let ulp = (top - 52).max(-1074);
    let drop = (ulp - shift) as u32;
    let mut mant = q >> drop;
    let rem = q & ((1u64 << drop) - 1);
    let half = 1u64 << (drop - 1);
    if rem > half || (rem == half && (sticky || mant & 1 == 1)) {
        mant += 1;
    }
    let x = if ulp >= -1022 { mant as f64 * pow2(ulp) } else { mant as f64 * pow2(ulp + 200) * pow2(-200) };
    if x.is_infinite() {
        return Err(too_big());
    }
    Ok(if neg { -x } else { x })
}

/// 2**k for -1022 <= k <= 1023, exactly.
fn pow2(k: i64) -> f64 {
    f64::from_bits(((k + 1023) as u64) << 52)
}

/// A finite float as `m * 2**e` with an integer `m`.
fn float_parts(f: f64) -> (i64, i64) {
    let bits = f.to_bits();
    let exp = ((bits >> 52) & 0x7ff) as i64;
    let frac = (bits & ((1u64 << 52) - 1)) as i64;
    let (m, e) = if exp == 0 { (frac, -1074) } else { (frac | (1i64 << 52), exp - 1075) };
    (if f < 0.0 { -m } else { m }, e)
}

/// An exact sum of ints and finite floats: `acc * 2**exp`.
#[derive(Default)]
struct ExactSum {
    acc: BigInt,
    exp: i64,
}

impl ExactSum {
    fn add(&mut self, m: BigInt, e: i64) {
        if m.is_zero() {
            return;
        }
        if self.acc.is_zero() {
            self.acc = m;
            self.exp = e;
        } else if e >= self.exp {
            self.acc += m << (e - self.exp) as usize;
        } else {
            self.acc = std::mem::take(&mut self.acc) << (self.exp - e) as usize;
            self.acc += m;
            self.exp = e;
        }
    }
    fn ratio(&self) -> Ratio {
        if self.exp >= 0 {
            Ratio::int(self.acc.clone() << self.exp as usize)
        } else {
            Ratio::new(self.acc.clone(), BigInt::one() << (-self.exp) as usize)
        }
    }
}

/// What `_exact_ratio` makes of one value.
enum Exact {
    Int(BigInt),
    Float(i64, i64),
    NonFinite(f64),
}

/// The value's exact form, and whether its type makes the result a float (`_coerce`).
fn exact(interp: &mut Interp, v: &Value) -> R<(Exact, bool)> {
    let f = match v {
        Value::Bool(b) => return Ok((Exact::Int(BigInt::from(*b as i64)), false)),
        Value::Int(i) => return Ok((Exact::Int(i.to_big()), false)),
        Value::Float(f) => *f,
        Value::Native(n) => match n.to_float(interp)? {
            Some(f) => f,
            None => return Err(raise("TypeError", format!("can't convert type '{}' to numerator/denominator", interp.type_name(v)))),
        },
        other => return Err(raise("TypeError", format!("can't convert type '{}' to numerator/denominator", interp.type_name(other)))),
    };
    if !f.is_finite() {
        return Ok((Exact::NonFinite(f), true));
    }
    let (m, e) = float_parts(f);
    Ok((Exact::Float(m, e), true))
}

/// A `_sum` total: the exact rational, or the (float) sum of the non-finite values when any.
enum Total {
    Exact(Ratio),
    NonFinite(f64),
}

/// `_sum(data)`: (result is float, total, count).
fn exact_sum(interp: &mut Interp, data: &[Value]) -> R<(bool, Total, usize)> {
    let mut is_float = false;
    let mut sum = ExactSum::default();
    let mut special: Option<f64> = None;
    for v in data {
        let (x, fl) = exact(interp, v)?;
        is_float |= fl;
        match x {
            Exact::Int(i) => sum.add(i, 0),
            Exact::Float(m, e) => sum.add(BigInt::from(m), e),
            Exact::NonFinite(f) => special = Some(special.unwrap_or(0.0) + f),
        }
    }
    let total = match special {
        Some(f) => Total::NonFinite(f),
        None => Total::Exact(sum.ratio()),
    };
    Ok((is_float, total, data.len()))
}

/// `_convert(value, T)`: an int when the type is int and the value whole, else a float.
fn convert(r: &Ratio, is_float: bool) -> R<Value> {
    if !is_float && r.den.is_one() {
        return Ok(Value::Int(Int::from_big(r.num.clone())));
    }
    Ok(Value::Float(ratio_to_f64(&r.num, &r.den)?))
}

/// `_ss(data, c)`: (is float, sum of squared deviations, count).
fn sum_squares(interp: &mut Interp, data: &[Value], c: Option<&Value>) -> R<(bool, Total, usize, Option<Total>)> {
    if let Some(c) = c.filter(|c| !c.is_none()) {
        let mut squares = Vec::with_capacity(data.len());
        for x in data {
            let d = interp.binop(Operator::Sub, x, c)?;
            squares.push(interp.binop(Operator::Mult, &d, &d)?);
        }
        let (is_float, ss, n) = exact_sum(interp, &squares)?;
        return Ok((is_float, ss, n, None));
    }
    let mut is_float = false;
    let (mut sx, mut sxx) = (ExactSum::default(), ExactSum::default());
    let mut special: Option<f64> = None;
    for v in data {
        let (x, fl) = exact(interp, v)?;
        is_float |= fl;
        match x {
            Exact::Int(i) => {
                sxx.add(&i * &i, 0);
                sx.add(i, 0);
            }
            Exact::Float(m, e) => {
                let m = BigInt::from(m);
                sxx.add(&m * &m, 2 * e);
                sx.add(m, e);
            }
            Exact::NonFinite(f) => special = Some(special.unwrap_or(0.0) + f),
        }
    }
    let n = data.len();
    if let Some(f) = special {
        return Ok((is_float, Total::NonFinite(f), n, Some(Total::NonFinite(f))));
    }
    if n == 0 {
        return Ok((is_float, Total::Exact(Ratio::int(BigInt::zero())), 0, Some(Total::Exact(Ratio::int(BigInt::zero())))));
    }
    let count = Ratio::int(BigInt::from(n));
    let (sx, sxx) = (sx.ratio(), sxx.ratio());
    let ssd = count.mul(&sxx).sub(&sx.mul(&sx)).div(&count);
    Ok((is_float, Total::Exact(ssd), n, Some(Total::Exact(sx.div(&count)))))
}

/// `_float_sqrt_of_frac(n, m)`: the correctly rounded square root of n/m.
fn sqrt_of_frac(n: &BigInt, m: &BigInt) -> R<f64> {
    let rto = |n: &BigInt, m: &BigInt| -> BigInt {
        let a = n.div_floor(m).sqrt();
        let exact = &a * &a * m == *n;
        if exact {
            a
        } else {
            a | BigInt::one()
        }
    };
    let q = (n.bits() as i64 - m.bits() as i64 - 109).div_euclid(2);
    if q >= 0 {
        let num = rto(n, &(m << (2 * q) as usize)) << q as usize;
        ratio_to_f64(&num, &BigInt::one())
    } else {
        let num = rto(&(n << (-2 * q) as usize), m);
        ratio_to_f64(&num, &(BigInt::one() << (-q) as usize))
    }
}

/// `a / n` with Python's semantics, int/int correctly rounded.
fn true_div(interp: &mut Interp, a: &Value, n: i64) -> R<Value> {
    match a {
        Value::Int(i) => Ok(Value::Float(ratio_to_f64(&i.to_big(), &BigInt::from(n))?)),
        Value::Bool(b) => Ok(Value::Float(ratio_to_f64(&BigInt::from(*b as i64), &BigInt::from(n))?)),
        _ => interp.binop(Operator::Div, a, &Value::int(n)),
    }
}

/// Bind a Python function's arguments (positional-or-keyword `pos`, keyword-only `kwonly`).
fn bind(args: Args, name: &str, pos: &[&str], required: usize, kwonly: &[&str]) -> R<Vec<Option<Value>>> {
    bind_counting(args, name, pos, required, kwonly, 0)
}

/// `bind` for a method: `me` (0 or 1) more positional argument in the messages, as CPython counts `self`.
pub(super) fn bind_counting(args: Args, name: &str, pos: &[&str], required: usize, kwonly: &[&str], me: usize) -> R<Vec<Option<Value>>> {
    let np = pos.len();
    if args.pos.len() > np {
        let (np, required) = (np + me, required + me);
        let takes = if required == np {
            format!("{np} positional argument{}", if np == 1 { "" } else { "s" })
        } else {
            format!("from {required} to {np} positional arguments")
        };
        let given = args.pos.len() + me;
        return Err(raise("TypeError", format!("{name}() takes {takes} but {given} {} given", if given == 1 { "was" } else { "were" })));
    }
    let mut out: Vec<Option<Value>> = vec![None; np + kwonly.len()];
    for (i, v) in args.pos.into_iter().enumerate() {
        out[i] = Some(v);
    }
    for (k, v) in args.kw {
        match pos.iter().chain(kwonly.iter()).position(|n| **n == *k) {
            Some(i) if out[i].is_some() => return Err(raise("TypeError", format!("{name}() got multiple values for argument '{k}'"))),
            Some(i) => out[i] = Some(v),
            None => return Err(raise("TypeError", format!("{name}() got an unexpected keyword argument '{k}'"))),
        }
    }
    let missing: Vec<String> = (0..required).filter(|&i| out[i].is_none()).map(|i| format!("'{}'", pos[i])).collect();
    if !missing.is_empty() {
        let list = match missing.len() {
            1 => missing[0].clone(),
            n => format!("{} and {}", missing[..n - 1].join(", "), missing[n - 1]),
        };
        let s = if missing.len() == 1 { "" } else { "s" };
        return Err(raise("TypeError", format!("{name}() missing {} required positional argument{s}: {list}", missing.len())));
    }
    Ok(out)
}

fn data_arg(interp: &mut Interp, args: Args, name: &str) -> R<Vec<Value>> {
    let a = bind(args, name, &["data"], 1, &[])?;
    interp.collect(a[0].as_ref().unwrap_or(&Value::None))
}

fn s_mean(interp: &mut Interp, args: Args) -> R<Value> {
    let data = data_arg(interp, args, "mean")?;
    let (is_float, total, n) = exact_sum(interp, &data)?;
    if n < 1 {
        return Err(stat_err("mean requires at least one data point"));
    }
    match total {
        Total::NonFinite(f) => Ok(Value::Float(f / n as f64)),
        Total::Exact(r) => convert(&r.div(&Ratio::int(BigInt::from(n))), is_float),
    }
}

/// `math.fsum` of already-Python values.
fn fsum(interp: &mut Interp, items: Vec<Value>) -> R<f64> {
    let math = interp.import_module("math")?;
    let f = interp.getattr(&math, "fsum")?;
    let r = interp.call(&f, Args::new(vec![Value::list(items)]))?;
    interp.to_float(&r)
}

fn s_fmean(interp: &mut Interp, args: Args) -> R<Value> {
    let a = bind(args, "fmean", &["data", "weights"], 1, &[])?;
    let data = interp.collect(a[0].as_ref().unwrap_or(&Value::None))?;
    let n = data.len();
    match a[1].as_ref().filter(|w| !w.is_none()) {
        None => {
            let total = fsum(interp, data)?;
            if n == 0 {
                return Err(stat_err("fmean requires at least one data point"));
            }
            Ok(Value::Float(total / n as f64))
        }
        Some(w) => {
            let weights = interp.collect(w)?;
            let mut products = Vec::with_capacity(n.min(weights.len()));
            for (x, w) in data.iter().zip(weights.iter()) {
                products.push(interp.binop(Operator::Mult, x, w)?);
            }
            let num = fsum(interp, products)?;
            if n != weights.len() {
                return Err(stat_err("data and weights must be the same length"));
            }
            let den = fsum(interp, weights)?;
            if den == 0.0 {
                return Err(stat_err("sum of weights must be non-zero"));
            }
            Ok(Value::Float(num / den))
        }
    }
}

fn s_geometric_mean(interp: &mut Interp, args: Args) -> R<Value> {
    let data = data_arg(interp, args, "geometric_mean")?;
    let msg = "geometric mean requires a non-empty dataset containing positive numbers";
    let mut logs = Vec::with_capacity(data.len());
    for x in &data {
        let f = interp.to_float(x)?;
        if f.is_nan() {
            logs.push(Value::Float(f));
            continue;
        }
        if f <= 0.0 {
            return Err(stat_err(msg));
        }
        logs.push(Value::Float(f.ln()));
    }
    let n = logs.len();
    let total = fsum(interp, logs)?;
    if n == 0 {
        return Err(stat_err(msg));
    }
    Ok(Value::Float((total / n as f64).exp()))
}

fn is_negative(interp: &mut Interp, x: &Value) -> R<bool> {
    Ok(interp.cmp(x, &Value::int(0), "<")? == Some(Ordering::Less))
}

fn s_harmonic_mean(interp: &mut Interp, args: Args) -> R<Value> {
    let a = bind(args, "harmonic_mean", &["data", "weights"], 1, &[])?;
    let data = interp.collect(a[0].as_ref().unwrap_or(&Value::None))?;
    let errmsg = "harmonic mean does not support negative values";
    let n = data.len();
    let weights = a[1].clone().filter(|w| !w.is_none());
    if n < 1 {
        return Err(stat_err("harmonic_mean requires at least one data point"));
    }
    if n == 1 && weights.is_none() {
        let x = &data[0];
        return match x {
            Value::Int(_) | Value::Bool(_) | Value::Float(_) => {
                if is_negative(interp, x)? {
                    return Err(stat_err(errmsg));
                }
                Ok(x.clone())
            }
            _ => Err(raise("TypeError", "unsupported type")),
        };
    }
    let (weights, sum_weights) = match weights {
        None => (vec![Value::int(1); n], Total::Exact(Ratio::int(BigInt::from(n)))),
        Some(w) => {
            let w = interp.collect(&w)?;
            if w.len() != n {
                return Err(stat_err("Number of weights does not match data size"));
            }
            for x in &w {
                if is_negative(interp, x)? {
                    return Err(stat_err(errmsg));
                }
            }
            let (_, total, _) = exact_sum(interp, &w)?;
            (w, total)
        }
    };
    let mut terms = Vec::with_capacity(n);
    for (w, x) in weights.iter().zip(data.iter()) {
        if is_negative(interp, x)? {
            return Err(stat_err(errmsg));
        }
        if !interp.truthy(w)? {
            terms.push(Value::int(0));
            continue;
        }
        let q = match (w, x) {
            (Value::Int(_) | Value::Bool(_), Value::Int(_) | Value::Bool(_)) => {
                let (wi, xi) = (interp.to_int(w)?.to_big(), interp.to_int(x)?.to_big());
                if xi.is_zero() {
                    return Ok(Value::int(0));
                }
                Value::Float(ratio_to_f64(&wi, &xi)?)
            }
            _ => match interp.binop(Operator::Div, w, x) {
                Ok(v) => v,
                Err(Ctrl::Raise(e)) if e.is("ZeroDivisionError") => return Ok(Value::int(0)),
                Err(e) => return Err(e),
            },
        };
        terms.push(q);
    }
    let (is_float, total, _) = exact_sum(interp, &terms)?;
    match (sum_weights, total) {
        (_, Total::NonFinite(t)) if t <= 0.0 => Err(stat_err("Weighted sum must be positive")),
        (Total::Exact(sw), Total::NonFinite(t)) => Ok(Value::Float(ratio_to_f64(&sw.num, &sw.den)? / t)),
        (Total::NonFinite(sw), Total::NonFinite(t)) => Ok(Value::Float(sw / t)),
        (_, Total::Exact(t)) if !t.num.is_positive() => Err(stat_err("Weighted sum must be positive")),
        (Total::Exact(sw), Total::Exact(t)) => convert(&sw.div(&t), is_float),
        (Total::NonFinite(sw), Total::Exact(t)) => Ok(Value::Float(sw / ratio_to_f64(&t.num, &t.den)?)),
    }
}

fn sorted_data(interp: &mut Interp, args: Args, name: &str) -> R<Vec<Value>> {
    let data = data_arg(interp, args, name)?;
    let data = interp.sort_values(data, None, false)?;
    if data.is_empty() {
        return Err(stat_err("no median for empty data"));
    }
    Ok(data)
}

fn s_median(interp: &mut Interp, args: Args) -> R<Value> {
    let data = sorted_data(interp, args, "median")?;
    let n = data.len();
    if n % 2 == 1 {
        return Ok(data[n / 2].clone());
    }
    let s = interp.binop(Operator::Add, &data[n / 2 - 1], &data[n / 2])?;
    true_div(interp, &s, 2)
}

fn s_median_low(interp: &mut Interp, args: Args) -> R<Value> {
    let data = sorted_data(interp, args, "median_low")?;
    let n = data.len();
    Ok(if n % 2 == 1 { data[n / 2].clone() } else { data[n / 2 - 1].clone() })
}

fn s_median_high(interp: &mut Interp, args: Args) -> R<Value> {
    let data = sorted_data(interp, args, "median_high")?;
    Ok(data[data.len() / 2].clone())
}

fn s_median_grouped(interp: &mut Interp, args: Args) -> R<Value> {
    let a = bind(args, "median_grouped", &["data", "interval"], 1, &[])?;
    let data = interp.collect(a[0].as_ref().unwrap_or(&Value::None))?;
    let data = interp.sort_values(data, None, false)?;
    let n = data.len();
    if n == 0 {
        return Err(stat_err("no median for empty data"));
    }
    let x = data[n / 2].clone();
    let lt = |interp: &mut Interp, a: &Value, b: &Value| -> R<bool> { Ok(interp.cmp(a, b, "<")? == Some(Ordering::Less)) };
    let (mut lo, mut hi) = (0, n);
    while lo < hi {
        let mid = (lo + hi) / 2;
        if lt(interp, &data[mid], &x)? {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    let i = lo;
    let (mut lo, mut hi) = (i, n);
    while lo < hi {
        let mid = (lo + hi) / 2;
        if lt(interp, &x, &data[mid])? {
            hi = mid;
        } else {
            lo = mid + 1;
        }
    }
    let j = lo;
    let interval = match &a[1] {
        None => 1.0,
        Some(v) => interp.to_float(v)?,
    };
    let x = interp.to_float(&x)?;
    let l = x - interval / 2.0;
    let (cf, f) = (i as f64, (j - i) as f64);
    Ok(Value::Float(l + interval * (n as f64 / 2.0 - cf) / f))
}

/// `collections.Counter(data)` in first-seen order: (first value, count) per distinct key.
fn counts(interp: &mut Interp, data: Vec<Value>) -> R<IndexMap<HashKey, (Value, usize)>> {
    let mut map: IndexMap<HashKey, (Value, usize)> = IndexMap::new();
    for v in data {
        let k = interp.hash_key(&v)?;
        map.entry(k).or_insert((v, 0)).1 += 1;
    }
    Ok(map)
}

fn s_mode(interp: &mut Interp, args: Args) -> R<Value> {
    let data = data_arg(interp, args, "mode")?;
    let map = counts(interp, data)?;
    let mut best: Option<&(Value, usize)> = None;
    for e in map.values() {
        if best.is_none_or(|b| e.1 > b.1) {
            best = Some(e);
        }
    }
    best.map(|b| b.0.clone()).ok_or_else(|| stat_err("no mode for empty data"))
}

fn s_multimode(interp: &mut Interp, args: Args) -> R<Value> {
    let data = data_arg(interp, args, "multimode")?;
    let map = counts(interp, data)?;
    let max = map.values().map(|e| e.1).max().unwrap_or(0);
    Ok(Value::list(map.values().filter(|e| e.1 == max).map(|e| e.0.clone()).collect()))
}

fn s_quantiles(interp: &mut Interp, args: Args) -> R<Value> {
    let a = bind(args, "quantiles", &["data"], 1, &["n", "method"])?;
    let n = match &a[1] {
        None => 4,
        Some(v) => interp.to_index(v)?,
    };
    if n < 1 {
        return Err(stat_err("n must be at least 1"));
    }
    let data = interp.collect(a[0].as_ref().unwrap_or(&Value::None))?;
    let data = interp.sort_values(data, None, false)?;
    let ld = data.len() as i64;
    if ld < 2 {
        return Err(stat_err("must have at least two data points"));
    }
    let method = a[2].clone().unwrap_or(Value::str("exclusive"));
    let interpolate = |interp: &mut Interp, lo: &Value, hi: &Value, delta: i64| -> R<Value> {
        let x = interp.binop(Operator::Mult, lo, &Value::int(n - delta))?;
        let y = interp.binop(Operator::Mult, hi, &Value::int(delta))?;
        let s = interp.binop(Operator::Add, &x, &y)?;
        true_div(interp, &s, n)
    };
    let mut result = Vec::with_capacity(n as usize - 1);
    match &method {
        Value::Str(m) if &**m == "inclusive" => {
            let m = ld - 1;
            for i in 1..n {
                let (j, delta) = ((i * m).div_euclid(n), (i * m).rem_euclid(n));
                let (j, k) = (j as usize, (j + 1).min(ld - 1) as usize);
                result.push(interpolate(interp, &data[j], &data[k], delta)?);
            }
        }
        Value::Str(m) if &**m == "exclusive" => {
            let m = ld + 1;
            for i in 1..n {
                let j = (i * m).div_euclid(n).clamp(1, ld - 1);
                let delta = i * m - j * n;
                result.push(interpolate(interp, &data[j as usize - 1], &data[j as usize], delta)?);
            }
        }
        other => {
            let shown = interp.repr(other)?;
            return Err(raise("ValueError", format!("Unknown method: {shown}")));
        }
    }
    Ok(Value::list(result))
}

fn s_variance(interp: &mut Interp, args: Args) -> R<Value> {
    spread(interp, args, "variance", "xbar", true, false)
}
fn s_pvariance(interp: &mut Interp, args: Args) -> R<Value> {
    spread(interp, args, "pvariance", "mu", false, false)
}
fn s_stdev(interp: &mut Interp, args: Args) -> R<Value> {
    spread(interp, args, "stdev", "xbar", true, true)
}
fn s_pstdev(interp: &mut Interp, args: Args) -> R<Value> {
    spread(interp, args, "pstdev", "mu", false, true)
}

/// variance, pvariance, stdev, pstdev: the exact sum of squares over n-1 (sample) or n.
fn spread(interp: &mut Interp, args: Args, name: &str, center: &str, sample: bool, root: bool) -> R<Value> {
    let a = bind(args, name, &["data", center], 1, &[])?;
    let data = interp.collect(a[0].as_ref().unwrap_or(&Value::None))?;
    let (is_float, ss, n, _) = sum_squares(interp, &data, a[1].as_ref())?;
    let need = if sample { 2 } else { 1 };
    if n < need {
        let what = if sample { "at least two data points" } else { "at least one data point" };
        return Err(stat_err(&format!("{name} requires {what}")));
    }
    let dof = if sample { n - 1 } else { n };
    match ss {
        Total::NonFinite(f) => {
            if root {
                return Err(raise("AttributeError", "'float' object has no attribute 'numerator'"));
            }
            Ok(Value::Float(f / dof as f64))
        }
        Total::Exact(r) => {
            let mss = r.div(&Ratio::int(BigInt::from(dof)));
            if root {
                Ok(Value::Float(sqrt_of_frac(&mss.num, &mss.den)?))
            } else {
                convert(&mss, is_float)
            }
        }
    }
}

/// `_mean_stdev(data)`: the mean and sample standard deviation as floats (`NormalDist.from_samples`).
pub(super) fn mean_stdev(interp: &mut Interp, data: &[Value]) -> R<(f64, f64)> {
    let (_, ss, n, xbar) = sum_squares(interp, data, None)?;
    if n < 2 {
        return Err(stat_err("stdev requires at least two data points"));
    }
    match (ss, xbar) {
        (Total::Exact(ss), Some(Total::Exact(xbar))) => {
            let mss = ss.div(&Ratio::int(BigInt::from(n - 1)));
            Ok((ratio_to_f64(&xbar.num, &xbar.den)?, sqrt_of_frac(&mss.num, &mss.den)?))
        }
        // CPython divides the non-finite mean by itself: always a NaN.
        (Total::NonFinite(f), _) => Ok((f, f64::NAN)),
        _ => Err(raise("SystemError", "statistics: no mean")),
    }
}

/// The two sequences of covariance, correlation and linear_regression, checked as CPython checks them.
/// x, y, and every bound argument (keyword-only ones after x and y).
type Pair = (Vec<Value>, Vec<Value>, Vec<Option<Value>>);

fn pair(interp: &mut Interp, args: Args, name: &str, what: &str, kwonly: &[&str]) -> R<Pair> {
    let a = bind(args, name, &["x", "y"], 2, kwonly)?;
    let (x, y) = (a[0].clone().unwrap_or(Value::None), a[1].clone().unwrap_or(Value::None));
    let n = crate::host::builtins::len_of(interp, &x)?;
    if crate::host::builtins::len_of(interp, &y)? != n {
        return Err(stat_err(&format!("{what} requires that both inputs have same number of data points")));
    }
    if n < 2 {
        return Err(stat_err(&format!("{what} requires at least two data points")));
    }
    Ok((interp.collect(&x)?, interp.collect(&y)?, a))
}

fn floats(interp: &mut Interp, v: &[Value]) -> R<Vec<f64>> {
    v.iter().map(|x| interp.to_float(x)).collect()
}

fn fsum_f(interp: &mut Interp, v: impl Iterator<Item = f64>) -> R<f64> {
    let items: Vec<Value> = v.map(Value::Float).collect();
    fsum(interp, items)
}

/// (xbar, ybar, sxy, sxx, syy) as CPython's fsum-based formulas compute them.
fn moments(interp: &mut Interp, x: &[Value], y: &[Value]) -> R<(f64, f64, f64, f64, f64)> {
    let n = x.len() as f64;
    let xbar = fsum(interp, x.to_vec())? / n;
    let ybar = fsum(interp, y.to_vec())? / n;
    let (xf, yf) = (floats(interp, x)?, floats(interp, y)?);
    let sxy = fsum_f(interp, xf.iter().zip(yf.iter()).map(|(a, b)| (a - xbar) * (b - ybar)))?;
    let sxx = fsum_f(interp, xf.iter().map(|a| (a - xbar) * (a - xbar)))?;
    let syy = fsum_f(interp, yf.iter().map(|b| (b - ybar) * (b - ybar)))?;
    Ok((xbar, ybar, sxy, sxx, syy))
}

fn s_covariance(interp: &mut Interp, args: Args) -> R<Value> {
    let (x, y, _) = pair(interp, args, "covariance", "covariance", &[])?;
    let (_, _, sxy, _, _) = moments(interp, &x, &y)?;
    Ok(Value::Float(sxy / (x.len() - 1) as f64))
}

fn s_correlation(interp: &mut Interp, args: Args) -> R<Value> {
    let (x, y, _) = pair(interp, args, "correlation", "correlation", &[])?;
    let (_, _, sxy, sxx, syy) = moments(interp, &x, &y)?;
    let d = (sxx * syy).sqrt();
    if d == 0.0 {
        return Err(stat_err("at least one of the inputs is constant"));
    }
    Ok(Value::Float(sxy / d))
}

fn s_linear_regression(interp: &mut Interp, args: Args) -> R<Value> {
    let (x, y, a) = pair(interp, args, "linear_regression", "linear regression", &["proportional"])?;
    let proportional = match &a[2] {
        Some(v) => interp.truthy(v)?,
        None => false,
    };
    let (sxy, sxx, xbar, ybar) = if proportional {
        let mut xy = Vec::with_capacity(x.len());
        let mut xx = Vec::with_capacity(x.len());
        for (xi, yi) in x.iter().zip(y.iter()) {
            xy.push(interp.binop(Operator::Mult, xi, yi)?);
            xx.push(interp.binop(Operator::Mult, xi, xi)?);
        }
        (fsum(interp, xy)?, fsum(interp, xx)?, 0.0, 0.0)
    } else {
        let (xbar, ybar, sxy, sxx, _) = moments(interp, &x, &y)?;
        (sxy, sxx, xbar, ybar)
    };
    if sxx == 0.0 {
        return Err(stat_err("x is constant"));
    }
    let slope = sxy / sxx;
    let intercept = if proportional { 0.0 } else { ybar - slope * xbar };
    Ok(Value::Native(Rc::new(LinearRegression { slope, intercept })))
}

/// The named tuple `LinearRegression(slope, intercept)`.
pub struct LinearRegression {
    slope: f64,
    intercept: f64,
}

impl LinearRegression {
    fn items(&self) -> Vec<Value> {
        vec![Value::Float(self.slope), Value::Float(self.intercept)]
    }
}

impl NativeObject for LinearRegression {
    fn type_name(&self) -> &str {
        "LinearRegression"
    }
    fn repr(&self) -> String {
        let r = |f: f64| crate::host::repr::repr(&Value::Float(f));
        format!("LinearRegression(slope={}, intercept={})", r(self.slope), r(self.intercept))
    }
    fn getattr(&self, _interp: &mut Interp, name: &str) -> R<Option<Value>> {
        Ok(match name {
            "slope" => Some(Value::Float(self.slope)),
            "intercept" => Some(Value::Float(self.intercept)),
            "_fields" => Some(Value::tuple(vec![Value::str("slope"), Value::str("intercept")])),
            _ => None,
        })
    }
    fn call_method(&self, interp: &mut Interp, name: &str, args: Args) -> R<Option<Value>> {
        Ok(Some(match name {
            "__len__" => Value::int(2),
            "__iter__" => Value::list(self.items()),
            "__getitem__" => {
                let t = Value::tuple(self.items());
                interp.getitem(&t, args.pos.first().unwrap_or(&Value::None))?
            }
            "count" | "index" => {
                let t = Value::tuple(self.items());
                interp.call_method(&t, name, args)?
            }
            "_asdict" => {
                let mut d = crate::host::value::Dict::default();
                for (k, v) in [("slope", self.slope), ("intercept", self.intercept)] {
                    let key = Value::str(k);
                    let hk = interp.hash_key(&key)?;
                    crate::host::eval::dict_insert(&mut d, hk, key, Value::Float(v));
                }
                Value::dict(d)
            }
            _ => return Ok(None),
        }))
    }
    fn eq(&self, interp: &mut Interp, other: &Value) -> R<bool> {
        let mine = Value::tuple(self.items());
        match other {
            Value::Tuple(_) => interp.eq(&mine, other),
            Value::Native(n) => match n.as_any().downcast_ref::<LinearRegression>() {
                Some(o) => Ok(self.slope == o.slope && self.intercept == o.intercept),
                None => Ok(false),
            },
            _ => Ok(false),
        }
    }
    fn hash_key(&self, _interp: &mut Interp) -> R<HashKey> {
        Ok(HashKey::Tuple(vec![HashKey::Float(self.slope.to_bits()), HashKey::Float(self.intercept.to_bits())]))
    }
    fn dir(&self) -> Vec<String> {
        ["_asdict", "count", "index"].iter().map(|s| s.to_string()).collect()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

pub fn module() -> Rc<Module> {
    let m = new_module("statistics", "Basic statistics for numeric data: CPython's exact results for int and float data.");
    let fns: &[(&'static str, crate::host::value::BuiltinFn, &'static str, &'static str)] = &[
        ("mean", s_mean, "mean(data)", "Return the sample arithmetic mean of data."),
        ("fmean", s_fmean, "fmean(data, weights=None)", "Convert data to floats and compute the arithmetic mean."),
        ("geometric_mean", s_geometric_mean, "geometric_mean(data)", "Convert data to floats and compute the geometric mean."),
        ("harmonic_mean", s_harmonic_mean, "harmonic_mean(data, weights=None)", "Return the harmonic mean of data."),
        ("median", s_median, "median(data)", "Return the median (middle value) of numeric data."),
        ("median_low", s_median_low, "median_low(data)", "Return the low median of numeric data."),
        ("median_high", s_median_high, "median_high(data)", "Return the high median of data."),
        (
            "median_grouped",
            s_median_grouped,
            "median_grouped(data, interval=1.0)",
            "Estimates the median for numeric data binned around the midpoints of consecutive, fixed-width intervals.",
        ),
        ("mode", s_mode, "mode(data)", "Return the most common data point from discrete or nominal data."),
        ("multimode", s_multimode, "multimode(data)", "Return a list of the most frequently occurring values."),
        ("quantiles", s_quantiles, "quantiles(data, *, n=4, method='exclusive')", "Divide *data* into *n* continuous intervals with equal probability."),
        ("variance", s_variance, "variance(data, xbar=None)", "Return the sample variance of data."),
        ("pvariance", s_pvariance, "pvariance(data, mu=None)", "Return the population variance of ``data``."),
        ("stdev", s_stdev, "stdev(data, xbar=None)", "Return the square root of the sample variance."),
        ("pstdev", s_pstdev, "pstdev(data, mu=None)", "Return the square root of the population variance."),
        ("covariance", s_covariance, "covariance(x, y, /)", "Covariance"),
        ("correlation", s_correlation, "correlation(x, y, /)", "Pearson's correlation coefficient"),
        ("linear_regression", s_linear_regression, "linear_regression(x, y, /, *, proportional=False)", "Slope and intercept for simple linear regression."),
    ];
    for (name, f, sig, doc) in fns {
        add_fn(&m, name, *f, sig, doc);
    }
    m.attrs.borrow_mut().insert(Rc::from("NormalDist"), Value::Native(Rc::new(super::normal_dist::NormalDistClass)));
    m.attrs.borrow_mut().insert(Rc::from("StatisticsError"), Value::Type(STATISTICS_ERROR.with(|t| t.clone())));
    m
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn int_division_is_correctly_rounded() {
        let big = BigInt::from(10).pow(30);
        assert_eq!(ratio_to_f64(&(big.clone() + 1), &BigInt::from(3)).ok(), Some(3.333333333333333e29));
        assert_eq!(ratio_to_f64(&BigInt::from(1), &(BigInt::one() << 1074usize)).ok(), Some(5e-324));
        assert_eq!(ratio_to_f64(&BigInt::from(1), &(BigInt::one() << 1076usize)).ok(), Some(0.0));
        assert_eq!(ratio_to_f64(&BigInt::from(3), &(BigInt::one() << 1076usize)).ok(), Some(5e-324));
        assert_eq!(ratio_to_f64(&BigInt::from(-7), &BigInt::from(2)).ok(), Some(-3.5));
        assert!(ratio_to_f64(&(BigInt::one() << 1024usize), &BigInt::one()).is_err());
    }

    #[test]
    fn float_parts_are_exact() {
        for f in [0.1, -2.5, 1e300] {
            let (m, e) = float_parts(f);
            assert_eq!(m as f64 * 2f64.powi(e as i32), f);
        }
    }
}
