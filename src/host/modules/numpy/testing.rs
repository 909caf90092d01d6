//! `numpy.testing`: NumPy's assertion helpers (`assert_allclose`, `assert_array_equal`,
//! `assert_array_almost_equal`, `assert_almost_equal`, `assert_equal`, `assert_array_less`,
//! `assert_raises`, `assert_`), failing with NumPy 2.4's messages: the header, the shape, `nan`
//! and `inf` location checks, "Mismatched elements: …", the first mismatching indices, the largest
//! absolute and relative differences among the violations, and the ACTUAL/DESIRED reprs.
//!
//! Arrays are compared as `assert_array_compare` does: broadcast against a 0-d side, `nan`s and
//! `inf`s flagged (they must sit in the same places) and left out of the comparison, the rest
//! compared in the dtype NumPy would use (float32 data is compared in float32). Device arrays
//! and any other array-like are accepted wherever NumPy accepts them. This module owns only the
//! assertions; array printing comes from `array::print`, conversion from `numpy::to_array`.

use super::{as_array, to_array};
use crate::array::dtype::{promote, DType, Kind};
use crate::array::elem::C64f;
use crate::array::hostarray::HostArray;
use crate::array::print;
use crate::host::modules::{add_fn, new_module};
use crate::host::native::NativeObject;
use crate::host::value::{Args, Module, Value};
use crate::host::{raise, Ctrl, Interp, R};
use std::any::Any;
use std::cell::RefCell;
use std::rc::Rc;

/// One element, exactly: integers as integers (int64 and uint64 alike), floats, complex numbers.
#[derive(Clone, Copy, Debug)]
enum Num {
    I(i128),
    F(f64),
    C(f64, f64),
}

impl Num {
    fn re(self) -> f64 {
        match self {
            Num::I(i) => i as f64,
            Num::F(x) => x,
            Num::C(r, _) => r,
        }
    }
    fn im(self) -> f64 {
        match self {
            Num::C(_, i) => i,
            _ => 0.0,
        }
    }
    fn is_nan(self) -> bool {
        match self {
            Num::I(_) => false,
            Num::F(x) => x.is_nan(),
            Num::C(r, i) => r.is_nan() || i.is_nan(),
        }
    }
    fn is_inf(self) -> bool {
        match self {
            Num::I(_) => false,
            Num::F(x) => x.is_infinite(),
            Num::C(r, i) => r.is_infinite() || i.is_infinite(),
        }
    }
    fn eq(self, other: Num) -> bool {
        match (self, other) {
            (Num::I(a), Num::I(b)) => a == b,
            (a @ Num::C(..), b) | (b, a @ Num::C(..)) => a.re() == b.re() && a.im() == b.im(),
            (a, b) => a.re() == b.re(),
        }
    }
    fn lt(self, other: Num) -> bool {
        match (self, other) {
            (Num::I(a), Num::I(b)) => a < b,
            // NumPy orders complex numbers lexicographically.
            (a @ Num::C(..), b) | (b @ Num::C(..), a) if matches!(a, Num::C(..)) && matches!(b, Num::C(..)) => {
                a.re() < b.re() || (a.re() == b.re() && a.im() < b.im())
            }
            (a, b) => a.re() < b.re(),
        }
    }
}

fn values(a: &HostArray, shape: &[usize]) -> Vec<Num> {
    match a.dtype().kind() {
        Kind::Bool => a.broadcast_vec::<bool>(shape).into_iter().map(|b| Num::I(b as i128)).collect(),
        Kind::Signed => a.broadcast_vec::<i64>(shape).into_iter().map(|i| Num::I(i as i128)).collect(),
        Kind::Unsigned => a.broadcast_vec::<u64>(shape).into_iter().map(|i| Num::I(i as i128)).collect(),
        Kind::Float => a.broadcast_vec::<f64>(shape).into_iter().map(Num::F).collect(),
        Kind::Complex => a.broadcast_vec::<C64f>(shape).into_iter().map(|c| Num::C(c.re, c.im)).collect(),
    }
}

/// Round a float to the precision of `dtype` (the arithmetic NumPy does in float32 or float16).
fn in_dtype(x: f64, dtype: DType) -> f64 {
    match dtype {
        DType::F32 | DType::C64 => x as f32 as f64,
        DType::F16 => half::f16::from_f64(x).to_f64(),
        _ => x,
    }
}

/// A NumPy scalar of `dtype` holding `n`, wrapped to the dtype's width as NumPy's integers wrap.
fn scalar(n: Num, dtype: DType) -> HostArray {
    let mut a = match n {
        Num::I(i) if dtype.kind() == Kind::Unsigned => HostArray::scalar_of(i as u64).astype(dtype),
        Num::I(i) => HostArray::scalar_of(i as i64).astype(dtype),
        Num::F(x) => HostArray::scalar_of(x).astype(dtype),
        Num::C(r, i) => HostArray::scalar_of(C64f { re: r, im: i }).astype(dtype),
    };
    a.scalar = true;
    a
}

/// Python's repr of a shape tuple: `(3,)`, `(2, 5)`, `()`.
fn shape_tuple(shape: &[usize]) -> String {
    match shape {
        [n] => format!("({n},)"),
        _ => format!("({})", shape.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", ")),
    }
}

/// What `build_err_msg` shows for one operand: arrays through `array_repr(precision=…)`, anything
/// else through `repr`, cut to three lines.
enum Shown {
    Array(HostArray),
    Value(Value),
}

fn build_err_msg(interp: &mut Interp, shown: &[Shown], err_msg: &str, header: &str, verbose: bool, names: (&str, &str), precision: usize) -> R<String> {
    let mut msg = vec![format!("\n{header}")];
    if !err_msg.is_empty() {
        if !err_msg.contains('\n') && err_msg.chars().count() + header.chars().count() < 79 {
            msg[0] = format!("{} {err_msg}", msg[0]);
        } else {
            msg.push(err_msg.to_string());
        }
    }
    if verbose {
        for (i, s) in shown.iter().enumerate() {
            let mut r = match s {
                Shown::Array(a) => {
                    let mut a = a.clone();
                    a.scalar = false;
                    print::array_repr(&a, precision)
                }
                Shown::Value(v) => interp.repr(v)?,
            };
            if r.matches('\n').count() > 3 {
                r = r.lines().take(3).collect::<Vec<_>>().join("\n") + "...";
            }
            msg.push(format!(" {}: {r}", if i == 0 { names.0 } else { names.1 }));
        }
    }
    Ok(msg.join("\n"))
}

fn fail(msg: String) -> Ctrl {
    raise("AssertionError", msg)
}

/// The element comparison of one assertion.
#[derive(Clone, Copy)]
enum Comparison {
    Equal,
    Less,
    Close { rtol: f64, atol: f64, equal_nan: bool },
    Almost { decimal: i64 },
}

struct Options<'a> {
    err_msg: String,
    verbose: bool,
    header: String,
    precision: usize,
    equal_nan: bool,
    equal_inf: bool,
    strict: bool,
    names: (&'a str, &'a str),
}

/// The dtype an element-wise operation of `x` and `y` runs in, with a float operand as
/// `result_type(y, 1.)` adds it for the tolerance comparisons.
fn float_dtype(x: DType, y: DType) -> DType {
    promote(x, y).float_for()
}

impl Comparison {
    fn holds(self, a: Num, b: Num, xd: DType, yd: DType) -> bool {
        match self {
            Comparison::Equal => a.eq(b),
            Comparison::Less => a.lt(b),
            Comparison::Close { rtol, atol, equal_nan } => {
                let dt = float_dtype(xd, yd);
                if a.eq(b) {
                    return true;
                }
                if a.is_nan() || b.is_nan() {
                    return equal_nan && a.is_nan() && b.is_nan();
                }
                if b.is_inf() || a.is_inf() {
                    return false;
                }
                let diff = in_dtype((in_dtype(a.re(), dt) - in_dtype(b.re(), dt)).hypot(in_dtype(a.im(), dt) - in_dtype(b.im(), dt)), dt);
                let bound = in_dtype(atol + in_dtype(rtol * in_dtype(b.re().hypot(b.im()), dt), dt), dt);
                diff <= bound
            }
            Comparison::Almost { decimal } => {
                let dt = float_dtype(xd, yd);
                let diff = in_dtype((in_dtype(a.re(), dt) - in_dtype(b.re(), dt)).hypot(in_dtype(a.im(), dt) - in_dtype(b.im(), dt)), dt);
                diff < in_dtype(1.5 * 10f64.powi(-(decimal as i32)), dt)
            }
        }
    }
}

/// `abs(x - y)` of one element in NumPy's dtype for it (unsigned integers: the smaller of the two
/// wrapped differences), or None where NumPy cannot subtract (booleans).
fn abs_difference(a: Num, b: Num, dt: DType) -> Option<Num> {
    match dt.kind() {
        Kind::Bool => None,
        Kind::Signed => {
            let wrapped = scalar(Num::I(a_int(a) - a_int(b)), dt).get_flat::<i64>(0) as i128;
            Some(Num::I(scalar(Num::I(wrapped.abs()), dt).get_flat::<i64>(0) as i128))
        }
        Kind::Unsigned => {
            let d1 = scalar(Num::I(a_int(a) - a_int(b)), dt).get_flat::<u64>(0);
            let d2 = scalar(Num::I(a_int(b) - a_int(a)), dt).get_flat::<u64>(0);
            Some(Num::I(d1.min(d2) as i128))
        }
        Kind::Float => Some(Num::F(in_dtype((in_dtype(a.re(), dt) - in_dtype(b.re(), dt)).abs(), dt))),
        Kind::Complex => {
            let real = real_of(dt);
            Some(Num::F(in_dtype((in_dtype(a.re(), dt) - in_dtype(b.re(), dt)).hypot(in_dtype(a.im(), dt) - in_dtype(b.im(), dt)), real)))
        }
    }
}

/// The real dtype of a complex one (the dtype of its `abs`).
fn real_of(dt: DType) -> DType {
    match dt {
        DType::C64 => DType::F32,
        DType::C128 => DType::F64,
        other => other,
    }
}

/// Element `flat` (in C order) of an array.
fn element_at(a: &HostArray, flat: usize) -> Num {
    match a.dtype().kind() {
        Kind::Bool => Num::I(a.get_flat::<bool>(flat) as i128),
        Kind::Signed => Num::I(a.get_flat::<i64>(flat) as i128),
        Kind::Unsigned => Num::I(a.get_flat::<u64>(flat) as i128),
        Kind::Float => Num::F(a.get_flat::<f64>(flat)),
        Kind::Complex => {
            let c = a.get_flat::<C64f>(flat);
            Num::C(c.re, c.im)
        }
    }
}

/// A 1-D array of `dtype` holding `nums` (floats or complex numbers).
fn array_of_nums(nums: Vec<Num>, dtype: DType) -> HostArray {
    let n = nums.len();
    if dtype.is_complex() {
        HostArray::from_vec(nums.into_iter().map(|v| C64f { re: v.re(), im: v.im() }).collect::<Vec<_>>(), vec![n]).astype(dtype)
    } else {
        HostArray::from_vec(nums.into_iter().map(|v| v.re()).collect::<Vec<f64>>(), vec![n]).astype(dtype)
    }
}

fn a_int(n: Num) -> i128 {
    match n {
        Num::I(i) => i,
        other => other.re() as i128,
    }
}

/// NumPy's `max` over the differences: the largest, or nan where any is nan.
fn max_of(values: impl Iterator<Item = Num>) -> Option<Num> {
    values.fold(None, |best, v| match (best, v) {
        (None, v) => Some(v),
        (Some(b), _) if b.is_nan() => Some(b),
        (Some(_), v) if v.is_nan() => Some(v),
        (Some(b), v) => Some(if b.lt(v) { v } else { b }),
    })
}

fn assert_array_compare(interp: &mut Interp, cmp: Comparison, actual: &Value, desired: &Value, o: &Options) -> R<()> {
    let x = to_array(interp, actual, None)?;
    let y = to_array(interp, desired, None)?;
    let (xd, yd) = (x.dtype(), y.dtype());
    let shapes_ok = if o.strict { x.shape == y.shape && xd == yd } else { x.shape.is_empty() || y.shape.is_empty() || x.shape == y.shape };
    let msg_for = |interp: &mut Interp, a: &HostArray, b: &HostArray, extra: &str| {
        build_err_msg(interp, &[Shown::Array(a.clone()), Shown::Array(b.clone())], &format!("{}{extra}", o.err_msg), &o.header, o.verbose, o.names, o.precision)
    };
    if !shapes_ok {
        let reason = if x.shape != y.shape {
            format!("\n(shapes {}, {} mismatch)", shape_tuple(&x.shape), shape_tuple(&y.shape))
        } else {
            format!("\n(dtypes {}, {} mismatch)", xd.name(), yd.name())
        };
        return Err(fail(msg_for(interp, &x, &y, &reason)?));
    }
    let shape = if x.shape.is_empty() { y.shape.clone() } else { x.shape.clone() };
    let xs = values(&x, &shape);
    let ys = values(&y, &shape);
    let n = xs.len();
    // Elements taken out of the comparison: nans (and infs) in the same places on both sides.
    let mut flagged = vec![false; n];
    if o.equal_nan && (0..n).any(|i| xs[i].is_nan() != ys[i].is_nan()) {
        return Err(fail(msg_for(interp, &x, &y, "\nnan location mismatch:")?));
    }
    if o.equal_nan {
        for i in 0..n {
            flagged[i] = ys[i].is_nan();
        }
    }
    if o.equal_inf {
        let inf = |v: Num, i: usize, flagged: &[bool]| v.is_inf() && !flagged[i];
        if (0..n).any(|i| inf(xs[i], i, &flagged) != inf(ys[i], i, &flagged)) {
            return Err(fail(msg_for(interp, &x, &y, "\ninf location mismatch:")?));
        }
        let infs: Vec<usize> = (0..n).filter(|&i| inf(ys[i], i, &flagged)).collect();
        if infs.iter().any(|&i| !xs[i].eq(ys[i])) {
            let pick = |a: &HostArray, v: &[Num]| {
                if x.ndim() > 0 && y.ndim() > 0 {
                    array_of_nums(infs.iter().map(|&i| v[i]).collect(), a.dtype())
                } else {
                    let mut a = a.clone();
                    a.scalar = false;
                    a
                }
            };
            let (sx, sy) = (pick(&x, &xs), pick(&y, &ys));
            return Err(fail(msg_for(interp, &sx, &sy, "\ninf values mismatch:")?));
        }
        for i in infs {
            flagged[i] = true;
        }
    }
    // Which elements are compared, in the order NumPy keeps them.
    let kept: Vec<usize> = (0..n).filter(|&i| !flagged[i]).collect();
    if kept.is_empty() {
        return Ok(());
    }
    let invalid: Vec<usize> = kept.iter().copied().filter(|&i| !cmp.holds(xs[i], ys[i], xd, yd)).collect();
    if invalid.is_empty() {
        return Ok(());
    }
    let n_elements = n;
    let n_mismatch = invalid.len();
    let percent = 100.0 * n_mismatch as f64 / n_elements as f64;
    let mut remarks = vec![format!("Mismatched elements: {n_mismatch} / {n_elements} ({}%)", interp.format_value(&Value::Float(percent), ".3g")?)];
    let zero_d = x.ndim() == 0 && y.ndim() == 0;
    if !zero_d {
        let index_of = |flat: usize| {
            let mut idx = vec![0usize; shape.len()];
            let mut rest = flat;
            for d in (0..shape.len()).rev() {
                idx[d] = rest % shape[d];
                rest /= shape[d];
            }
            idx
        };
        let element =
            |a: &HostArray, flat: usize| if a.ndim() == 0 { print::scalar_str(a) } else { print::scalar_str(&scalar(element_at(a, flat), a.dtype())) };
        let lines: Vec<String> = invalid
            .iter()
            .take(5)
            .map(|&i| {
                let idx = index_of(i);
                let pos = format!("[{}]", idx.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", "));
                format!(" {pos}: {} ({}), {} ({})", element(&x, i), o.names.0, element(&y, i), o.names.1)
            })
            .collect();
        let lead = match invalid.len() {
            1 => "Mismatch at index:",
            2..=5 => "Mismatch at indices:",
            _ => "First 5 mismatches are at indices:",
        };
        remarks.push(format!("{lead}\n{}", lines.join("\n")));
    }
    let dt = promote(xd, yd);
    let errors: Option<Vec<(usize, Num)>> = invalid.iter().map(|&i| abs_difference(xs[i], ys[i], dt).map(|e| (i, e))).collect();
    if let Some(errors) = errors {
        let err_dtype = if dt.is_complex() { real_of(dt) } else { dt };
        if let Some(max_abs) = max_of(errors.iter().map(|(_, e)| *e)) {
            remarks.push(format!("Max absolute difference among violations: {}", print::array_str(&scalar(max_abs, err_dtype))));
            // Relative to |desired| (in desired's dtype: abs of int8 -128 stays -128), over the
            // violations where desired is not zero; integer division gives float64.
            let y_abs_dtype = real_of(yd);
            let rel_dtype = if err_dtype.is_float() && y_abs_dtype.is_float() {
                promote(err_dtype, y_abs_dtype)
            } else if err_dtype.is_float() {
                err_dtype
            } else if y_abs_dtype.is_float() {
                y_abs_dtype
            } else {
                DType::F64
            };
            let rels = errors.iter().filter(|(i, _)| ys[*i].re() != 0.0 || ys[*i].im() != 0.0).map(|(i, e)| {
                let denom = match ys[*i] {
                    Num::I(v) if yd.kind() == Kind::Signed => scalar(Num::I(v.abs()), yd).get_flat::<i64>(0) as f64,
                    v => in_dtype(v.re().hypot(v.im()), rel_dtype),
                };
                Num::F(in_dtype(in_dtype(e.re(), rel_dtype) / denom, rel_dtype))
            });
            let text = match max_of(rels) {
                Some(r) => print::array_str(&scalar(r, rel_dtype)),
                None => "inf".to_string(),
            };
            remarks.push(format!("Max relative difference among violations: {text}"));
        }
    }
    let err_msg = format!("{}\n{}", o.err_msg, remarks.join("\n"));
    let msg = build_err_msg(interp, &[Shown::Array(x.clone()), Shown::Array(y.clone())], &err_msg, &o.header, o.verbose, o.names, o.precision)?;
    Err(fail(msg))
}

/// Positional-or-keyword arguments by name, with the function's name for errors.
struct Params {
    func: &'static str,
    args: Args,
    next: usize,
}

impl Params {
    fn new(func: &'static str, args: Args) -> Params {
        Params { func, args, next: 0 }
    }
    fn get(&mut self, name: &str) -> Option<Value> {
        let v = self.args.pos.get(self.next).cloned();
        if v.is_some() {
            self.next += 1;
            return v;
        }
        self.args.take_kw(name)
    }
    fn need(&mut self, name: &str) -> R<Value> {
        self.get(name).ok_or_else(|| raise("TypeError", format!("{}() missing 1 required positional argument: '{name}'", self.func)))
    }
    fn kw_only(&mut self, name: &str) -> Option<Value> {
        self.args.take_kw(name)
    }
    fn done(self) -> R<()> {
        if self.next < self.args.pos.len() {
            return Err(raise("TypeError", format!("{}() takes {} positional arguments but {} were given", self.func, self.next, self.args.pos.len())));
        }
        if let Some((k, _)) = self.args.kw.first() {
            return Err(raise("TypeError", format!("{}() got an unexpected keyword argument '{k}'", self.func)));
        }
        Ok(())
    }
}

fn err_msg_of(interp: &mut Interp, v: Option<Value>) -> R<String> {
    match v {
        None => Ok(String::new()),
        Some(v) => interp.str(&v),
    }
}

fn flag(interp: &mut Interp, v: Option<Value>, default: bool) -> R<bool> {
    match v {
        None => Ok(default),
        Some(v) => interp.truthy(&v),
    }
}

fn t_assert_allclose(interp: &mut Interp, args: Args) -> R<Value> {
    let mut p = Params::new("assert_allclose", args);
    let actual = p.need("actual")?;
    let desired = p.need("desired")?;
    let rtol = p.get("rtol");
    let atol = p.get("atol");
    let equal_nan = p.get("equal_nan");
    let err_msg = p.get("err_msg");
    let verbose = p.get("verbose");
    let strict = p.kw_only("strict");
    p.done()?;
    let rtol_v = rtol.unwrap_or(Value::Float(1e-7));
    let atol_v = atol.unwrap_or(Value::int(0));
    let header = format!("Not equal to tolerance rtol={}, atol={}", interp.format_value(&rtol_v, "g")?, interp.format_value(&atol_v, "g")?);
    let equal_nan = flag(interp, equal_nan, true)?;
    let cmp = Comparison::Close { rtol: interp.to_float(&rtol_v)?, atol: interp.to_float(&atol_v)?, equal_nan };
    let o = Options {
        err_msg: err_msg_of(interp, err_msg)?,
        verbose: flag(interp, verbose, true)?,
        header,
        precision: 6,
        equal_nan,
        equal_inf: true,
        strict: flag(interp, strict, false)?,
        names: ("ACTUAL", "DESIRED"),
    };
    assert_array_compare(interp, cmp, &actual, &desired, &o)?;
    Ok(Value::None)
}

fn array_assertion(interp: &mut Interp, args: Args, func: &'static str) -> R<Value> {
    let mut p = Params::new(func, args);
    let (first, second) = if func == "assert_array_less" { ("x", "y") } else { ("actual", "desired") };
    let actual = p.need(first)?;
    let desired = p.need(second)?;
    let decimal = if func == "assert_array_almost_equal" { p.get("decimal") } else { None };
    let err_msg = p.get("err_msg");
    let verbose = p.get("verbose");
    let strict = if func == "assert_array_almost_equal" { None } else { p.kw_only("strict") };
    p.done()?;
    let decimal = match decimal {
        Some(v) => interp.to_index(&v)?,
        None => 6,
    };
    let (cmp, header, names, equal_inf, precision) = match func {
        "assert_array_less" => (Comparison::Less, "Arrays are not strictly ordered `x < y`".to_string(), ("x", "y"), false, 6),
        "assert_array_almost_equal" => (
            Comparison::Almost { decimal },
            format!("Arrays are not almost equal to {decimal} decimals"),
            ("ACTUAL", "DESIRED"),
            true,
            decimal.clamp(0, 64) as usize,
        ),
        _ => (Comparison::Equal, "Arrays are not equal".to_string(), ("ACTUAL", "DESIRED"), true, 6),
    };
    let o = Options {
        err_msg: err_msg_of(interp, err_msg)?,
        verbose: flag(interp, verbose, true)?,
        header,
        precision,
        equal_nan: true,
        equal_inf,
        strict: flag(interp, strict, false)?,
        names,
    };
    assert_array_compare(interp, cmp, &actual, &desired, &o)?;
    Ok(Value::None)
}

fn t_assert_array_equal(interp: &mut Interp, args: Args) -> R<Value> {
    array_assertion(interp, args, "assert_array_equal")
}

fn t_assert_array_almost_equal(interp: &mut Interp, args: Args) -> R<Value> {
    array_assertion(interp, args, "assert_array_almost_equal")
}

fn t_assert_array_less(interp: &mut Interp, args: Args) -> R<Value> {
    array_assertion(interp, args, "assert_array_less")
}

fn is_ndarray(v: &Value) -> bool {
    as_array(v).is_some_and(|a| !a.scalar) || crate::host::modules::cuda::device_array::as_device(v).is_some()
}

/// A float (or NumPy float scalar) that is nan.
fn scalar_float(interp: &mut Interp, v: &Value) -> Option<f64> {
    match v {
        Value::Float(x) => Some(*x),
        Value::Int(_) | Value::Bool(_) => interp.to_float(v).ok(),
        _ => match as_array(v) {
            Some(a) if a.scalar && !a.dtype().is_complex() => Some(a.get_flat::<f64>(0)),
            _ => None,
        },
    }
}

fn t_assert_equal(interp: &mut Interp, args: Args) -> R<Value> {
    let mut p = Params::new("assert_equal", args);
    let actual = p.need("actual")?;
    let desired = p.need("desired")?;
    let err_msg = p.get("err_msg");
    let verbose = p.get("verbose");
    let strict = p.kw_only("strict");
    p.done()?;
    let err_msg = err_msg_of(interp, err_msg)?;
    let verbose = flag(interp, verbose, true)?;
    let strict = flag(interp, strict, false)?;
    assert_equal(interp, &actual, &desired, &err_msg, verbose, strict, 0)?;
    Ok(Value::None)
}

fn assert_equal(interp: &mut Interp, actual: &Value, desired: &Value, err_msg: &str, verbose: bool, strict: bool, depth: usize) -> R<()> {
    if depth > 200 {
        return Err(raise("RecursionError", "maximum recursion depth exceeded in comparison"));
    }
    if let Value::Dict(d) = desired {
        let Value::Dict(a) = actual else {
            let t = interp.type_of(actual);
            return Err(fail(interp.repr(&t)?));
        };
        let (alen, dlen) = (Value::int(a.borrow().map.len() as i64), Value::int(d.borrow().map.len() as i64));
        assert_equal(interp, &alen, &dlen, err_msg, verbose, false, depth + 1)?;
        let entries: Vec<(Value, Value)> = d.borrow().map.values().map(|(k, v)| (k.clone(), v.clone())).collect();
        for (k, v) in entries {
            let found = interp.call_method(actual, "get", Args { pos: vec![k.clone(), Value::Str(Rc::from("\u{0}cudalab-missing"))], kw: vec![] })?;
            if matches!(&found, Value::Str(s) if &**s == "\u{0}cudalab-missing") {
                return Err(fail(interp.repr(&k)?));
            }
            let msg = format!("key={}\n{err_msg}", interp.repr(&k)?);
            assert_equal(interp, &found, &v, &msg, verbose, false, depth + 1)?;
        }
        return Ok(());
    }
    let seq = |v: &Value| matches!(v, Value::List(_) | Value::Tuple(_));
    if seq(desired) && seq(actual) {
        let a = interp.collect(actual)?;
        let d = interp.collect(desired)?;
        assert_equal(interp, &Value::int(a.len() as i64), &Value::int(d.len() as i64), err_msg, verbose, false, depth + 1)?;
        for (k, (x, y)) in a.iter().zip(d.iter()).enumerate() {
            assert_equal(interp, x, y, &format!("item={k}\n{err_msg}"), verbose, false, depth + 1)?;
        }
        return Ok(());
    }
    if is_ndarray(actual) || is_ndarray(desired) {
        let o = Options {
            err_msg: err_msg.to_string(),
            verbose,
            header: "Arrays are not equal".into(),
            precision: 6,
            equal_nan: true,
            equal_inf: true,
            strict,
            names: ("ACTUAL", "DESIRED"),
        };
        return assert_array_compare(interp, Comparison::Equal, actual, desired, &o);
    }
    let msg = build_err_msg(
        interp,
        &[Shown::Value(actual.clone()), Shown::Value(desired.clone())],
        err_msg,
        "Items are not equal:",
        verbose,
        ("ACTUAL", "DESIRED"),
        8,
    )?;
    // Scalars: nan equals nan, and 0.0 is not -0.0.
    if let (Some(a), Some(d)) = (scalar_float(interp, actual), scalar_float(interp, desired)) {
        if a.is_nan() && d.is_nan() {
            return Ok(());
        }
        if a == 0.0 && d == 0.0 && a.is_sign_negative() != d.is_sign_negative() {
            return Err(fail(msg));
        }
    }
    if !interp.eq(desired, actual)? {
        return Err(fail(msg));
    }
    Ok(())
}

fn t_assert_almost_equal(interp: &mut Interp, args: Args) -> R<Value> {
    let mut p = Params::new("assert_almost_equal", args);
    let actual = p.need("actual")?;
    let desired = p.need("desired")?;
    let decimal = p.get("decimal");
    let err_msg = p.get("err_msg");
    let verbose = p.get("verbose");
    p.done()?;
    let decimal = match decimal {
        Some(v) => interp.to_index(&v)?,
        None => 7,
    };
    let err_msg = err_msg_of(interp, err_msg)?;
    let verbose = flag(interp, verbose, true)?;
    let seqlike = |v: &Value| is_ndarray(v) || matches!(v, Value::List(_) | Value::Tuple(_));
    if seqlike(&actual) || seqlike(&desired) {
        let o = Options {
            err_msg,
            verbose,
            header: format!("Arrays are not almost equal to {decimal} decimals"),
            precision: decimal.clamp(0, 64) as usize,
            equal_nan: true,
            equal_inf: true,
            strict: false,
            names: ("ACTUAL", "DESIRED"),
        };
        assert_array_compare(interp, Comparison::Almost { decimal }, &actual, &desired, &o)?;
        return Ok(Value::None);
    }
    let header = format!("Arrays are not almost equal to {decimal} decimals");
    let msg = build_err_msg(interp, &[Shown::Value(actual.clone()), Shown::Value(desired.clone())], &err_msg, &header, verbose, ("ACTUAL", "DESIRED"), 8)?;
    let a = to_array(interp, &actual, None)?;
    let d = to_array(interp, &desired, None)?;
    let (av, dv) = (values(&a, &[])[0], values(&d, &[])[0]);
    if !(av.is_nan() || dv.is_nan() || av.is_inf() || dv.is_inf()) {
        let dt = float_dtype(a.dtype(), d.dtype());
        let diff = in_dtype((dv.re() - av.re()).hypot(dv.im() - av.im()), dt);
        if diff >= 1.5 * 10f64.powi(-(decimal as i32)) {
            return Err(fail(msg));
        }
        return Ok(Value::None);
    }
    let same = if av.is_nan() || dv.is_nan() { av.is_nan() && dv.is_nan() } else { av.eq(dv) };
    if !same {
        return Err(fail(msg));
    }
    Ok(Value::None)
}

fn t_assert(interp: &mut Interp, args: Args) -> R<Value> {
    let mut p = Params::new("assert_", args);
    let val = p.need("val")?;
    let msg = p.get("msg");
    p.done()?;
    if interp.truthy(&val)? {
        return Ok(Value::None);
    }
    let text = match msg {
        None => String::new(),
        Some(m @ (Value::Function(_) | Value::Builtin(_) | Value::Method(_))) => {
            let r = interp.call(&m, Args { pos: vec![], kw: vec![] })?;
            interp.str(&r)?
        }
        Some(m) => interp.str(&m)?,
    };
    Err(fail(text))
}

/// The exception classes `assert_raises` was given: one class or a tuple of them.
fn exception_classes(interp: &mut Interp, v: &Value) -> R<Vec<Rc<crate::host::value::TypeObj>>> {
    match v {
        Value::Type(t) if t.kind == crate::host::value::TypeKind::Exception => Ok(vec![t.clone()]),
        Value::Tuple(items) => {
            let mut out = Vec::new();
            for i in items.iter() {
                out.extend(exception_classes(interp, i)?);
            }
            Ok(out)
        }
        other => Err(raise("TypeError", format!("assert_raises() arg 1 must be an exception class or a tuple of them, not {}", interp.type_name(other)))),
    }
}

fn class_names(classes: &[Rc<crate::host::value::TypeObj>]) -> String {
    let names: Vec<&str> = classes.iter().map(|c| &*c.name).collect();
    match names.as_slice() {
        [one] => one.to_string(),
        _ => format!("({})", names.join(", ")),
    }
}

/// `assert_raises(E, f, *args, **kwargs)` calls `f` and expects `E`; `assert_raises(E)` is a
/// context manager expecting `E` from the block (unittest's `assertRaises`, which NumPy uses).
fn t_assert_raises(interp: &mut Interp, mut args: Args) -> R<Value> {
    if args.pos.is_empty() {
        return Err(raise("TypeError", "assert_raises() missing 1 required positional argument: 'expected_exception'"));
    }
    let expected = args.pos.remove(0);
    let classes = exception_classes(interp, &expected)?;
    if args.pos.is_empty() {
        return Ok(Value::Native(Rc::new(RaisesContext { classes, exception: Rc::new(RefCell::new(None)) })));
    }
    let f = args.pos.remove(0);
    match interp.call(&f, args) {
        Ok(_) => {
            let name = match &f {
                Value::Function(func) => func.name.to_string(),
                Value::Builtin(b) => b.name.to_string(),
                _ => interp.repr(&f)?,
            };
            Err(fail(format!("{} not raised by {name}", class_names(&classes))))
        }
        Err(Ctrl::Raise(e)) if classes.iter().any(|c| e.ty.is_subclass_of(c)) => Ok(Value::None),
        Err(other) => Err(other),
    }
}

/// `with assert_raises(E) as cm:` — `cm.exception` is the exception caught.
struct RaisesContext {
    classes: Vec<Rc<crate::host::value::TypeObj>>,
    exception: Rc<RefCell<Option<Value>>>,
}

impl NativeObject for RaisesContext {
    fn type_name(&self) -> &str {
        "_AssertRaisesContext"
    }
    fn getattr(&self, _interp: &mut Interp, name: &str) -> R<Option<Value>> {
        Ok(match name {
            "exception" => self.exception.borrow().clone(),
            "expected" => Some(match self.classes.as_slice() {
                [one] => Value::Type(one.clone()),
                many => Value::tuple(many.iter().map(|c| Value::Type(c.clone())).collect()),
            }),
            _ => None,
        })
    }
    fn call_method(&self, _interp: &mut Interp, name: &str, args: Args) -> R<Option<Value>> {
        match name {
            "__enter__" => Ok(Some(Value::Native(Rc::new(RaisesContext { classes: self.classes.clone(), exception: self.exception.clone() })))),
            "__exit__" => {
                let raised = match args.pos.get(1) {
                    Some(Value::Exception(e)) => Some(e.clone()),
                    _ => None,
                };
                match raised {
                    None => Err(fail(format!("{} not raised", class_names(&self.classes)))),
                    Some(e) if self.classes.iter().any(|c| e.ty.is_subclass_of(c)) => {
                        *self.exception.borrow_mut() = Some(Value::Exception(e));
                        Ok(Some(Value::Bool(true)))
                    }
                    Some(_) => Ok(Some(Value::Bool(false))),
                }
            }
            _ => Ok(None),
        }
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

pub fn module() -> Rc<Module> {
    let m = new_module("numpy.testing", "NumPy's assertion helpers, failing with NumPy's messages.");
    add_fn(
        &m,
        "assert_allclose",
        t_assert_allclose,
        "assert_allclose(actual, desired, rtol=1e-07, atol=0, equal_nan=True, err_msg='', verbose=True, *, strict=False)",
        "Raise an AssertionError if two objects are not equal up to desired tolerance: |actual - desired| <= atol + rtol * |desired| element-wise.",
    );
    add_fn(
        &m,
        "assert_array_equal",
        t_assert_array_equal,
        "assert_array_equal(actual, desired, err_msg='', verbose=True, *, strict=False)",
        "Raise an AssertionError if two array_like objects are not equal (nans in the same places count as equal).",
    );
    add_fn(
        &m,
        "assert_array_almost_equal",
        t_assert_array_almost_equal,
        "assert_array_almost_equal(actual, desired, decimal=6, err_msg='', verbose=True)",
        "Raise an AssertionError if abs(desired - actual) >= 1.5 * 10**(-decimal) anywhere.",
    );
    add_fn(
        &m,
        "assert_almost_equal",
        t_assert_almost_equal,
        "assert_almost_equal(actual, desired, decimal=7, err_msg='', verbose=True)",
        "Raise an AssertionError if two items are not equal up to desired precision.",
    );
    add_fn(
        &m,
        "assert_equal",
        t_assert_equal,
        "assert_equal(actual, desired, err_msg='', verbose=True, *, strict=False)",
        "Raise an AssertionError if two objects (scalars, lists, tuples, dicts or arrays) are not equal.",
    );
    add_fn(
        &m,
        "assert_array_less",
        t_assert_array_less,
        "assert_array_less(x, y, err_msg='', verbose=True, *, strict=False)",
        "Raise an AssertionError unless x < y element-wise.",
    );
    add_fn(
        &m,
        "assert_raises",
        t_assert_raises,
        "assert_raises(exception_class, callable, *args, **kwargs) / with assert_raises(exception_class):",
        "Fail unless an exception of exception_class is raised by the call (or the with block).",
    );
    add_fn(&m, "assert_", t_assert, "assert_(val, msg='')", "Assert that works in release mode: raise AssertionError(msg) unless val is true.");
    m
}
