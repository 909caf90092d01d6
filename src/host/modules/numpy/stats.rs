//! `np`'s order statistics and NaN-skipping reductions: `median`, `percentile`, `quantile`, their
//! `nan*` forms, `nansum`/`nanprod`/`nanmean`/`nanvar`/`nanstd`/`nanmax`/`nanmin`/
//! `nanargmax`/`nanargmin`/`nancumsum`/`nancumprod`, and `cov`/`corrcoef`. The sums reuse the
//! reductions of `functions.rs` (so their summation order and dtypes are NumPy's); the order
//! statistics sort each lane here. Never touches the array core's own reductions.

use super::functions::{arg, array_of, axes_arg, call_np, need};
use super::{as_array, wrap};
use crate::array::dtype::{promote, DType, Kind};
use crate::array::elem::{cast, Elem};
use crate::array::hostarray::HostArray;
use crate::array::memory_limit::check_array;
use crate::array::reduce::normalize_axis;
use crate::host::value::{Args, Value};
use crate::host::{raise, Interp, R};
use num_traits::Float;
use std::rc::Rc;

np_functions! {
    call_stats;
    f_median => "median", "median(a, axis=None, out=None, overwrite_input=False, keepdims=False)", "Compute the median along the specified axis.";
    f_percentile => "percentile", "percentile(a, q, axis=None, out=None, overwrite_input=False, method='linear', keepdims=False)", "Compute the q-th percentile of the data along the specified axis.";
    f_quantile => "quantile", "quantile(a, q, axis=None, out=None, overwrite_input=False, method='linear', keepdims=False)", "Compute the q-th quantile of the data along the specified axis.";
    f_nanmedian => "nanmedian", "nanmedian(a, axis=None, out=None, overwrite_input=False, keepdims=False)", "Compute the median along the specified axis, while ignoring NaNs.";
    f_nanpercentile => "nanpercentile", "nanpercentile(a, q, axis=None, out=None, overwrite_input=False, method='linear', keepdims=False)", "Compute the qth percentile of the data along the specified axis, while ignoring nan values.";
    f_nanquantile => "nanquantile", "nanquantile(a, q, axis=None, out=None, overwrite_input=False, method='linear', keepdims=False)", "Compute the qth quantile of the data along the specified axis, while ignoring nan values.";
    f_nansum => "nansum", "nansum(a, axis=None, dtype=None, keepdims=False)", "Return the sum of array elements over a given axis treating Not a Numbers (NaNs) as zero.";
    f_nanprod => "nanprod", "nanprod(a, axis=None, dtype=None, keepdims=False)", "Return the product of array elements over a given axis treating Not a Numbers (NaNs) as ones.";
    f_nancumsum => "nancumsum", "nancumsum(a, axis=None)", "Return the cumulative sum of array elements over a given axis treating NaNs as zero.";
    f_nancumprod => "nancumprod", "nancumprod(a, axis=None)", "Return the cumulative product of array elements over a given axis treating NaNs as one.";
    f_nanmean => "nanmean", "nanmean(a, axis=None, dtype=None, out=None, keepdims=False)", "Compute the arithmetic mean along the specified axis, ignoring NaNs.";
    f_nanvar => "nanvar", "nanvar(a, axis=None, dtype=None, out=None, ddof=0, keepdims=False)", "Compute the variance along the specified axis, while ignoring NaNs.";
    f_nanstd => "nanstd", "nanstd(a, axis=None, dtype=None, out=None, ddof=0, keepdims=False)", "Compute the standard deviation along the specified axis, while ignoring NaNs.";
    f_nanmax => "nanmax", "nanmax(a, axis=None, out=None, keepdims=False)", "Return the maximum of an array or maximum along an axis, ignoring any NaNs.";
    f_nanmin => "nanmin", "nanmin(a, axis=None, out=None, keepdims=False)", "Return minimum of an array or minimum along an axis, ignoring any NaNs.";
    f_nanargmax => "nanargmax", "nanargmax(a, axis=None, out=None, *, keepdims=False)", "Return the indices of the maximum values in the specified axis ignoring NaNs.";
    f_nanargmin => "nanargmin", "nanargmin(a, axis=None, out=None, *, keepdims=False)", "Return the indices of the minimum values in the specified axis ignoring NaNs.";
    f_cov => "cov", "cov(m, y=None, rowvar=True, bias=False, ddof=None)", "Estimate a covariance matrix, given data and weights.";
    f_histogram2d => "histogram2d", "histogram2d(x, y, bins=10, range=None, density=None, weights=None)", "Compute the bi-dimensional histogram of two data samples.";
    f_corrcoef => "corrcoef", "corrcoef(x, y=None, rowvar=True)", "Return Pearson product-moment correlation coefficients.";
}

fn call_stats(interp: &mut Interp, name: &str, args: Args) -> R<Value> {
    match name {
        "median" | "nanmedian" => median(interp, name, &args),
        "percentile" | "quantile" | "nanpercentile" | "nanquantile" => quantile(interp, name, &args),
        "nansum" | "nanprod" | "nancumsum" | "nancumprod" => nan_replaced(interp, name, args),
        "nanmean" | "nanvar" | "nanstd" => nan_moments(interp, name, &args),
        "nanmax" | "nanmin" => nan_extreme(interp, name, &args),
        "nanargmax" | "nanargmin" => nan_arg_extreme(interp, name, args),
        "cov" | "corrcoef" => cov(interp, name, &args),
        "histogram2d" => histogram2d(interp, &args),
        other => Err(raise("AttributeError", format!("module 'numpy' has no attribute '{other}'"))),
    }
}

fn runtime_warning(interp: &mut Interp, message: &str) -> R<()> {
    interp.warn_at(&crate::host::exceptions::type_named("RuntimeWarning"), message, 1, None)
}

fn flag(interp: &mut Interp, args: &Args, pos: usize, name: &str) -> R<bool> {
    match arg(args, pos, name) {
        Some(v) => interp.truthy(&v),
        None => Ok(false),
    }
}

/// The array with the axes `axis` names moved last and merged into one: `m` rows of `n`.
struct Lanes {
    /// Shape `[m, n]`, C-contiguous.
    rows: HostArray,
    n: usize,
    /// The result's shape (the axes not reduced) and its shape with `keepdims`.
    shape: Vec<usize>,
    kept: Vec<usize>,
}

fn lanes(interp: &mut Interp, a: &HostArray, axis: Option<Value>) -> R<Lanes> {
    let nd = a.ndim();
    let chosen: Vec<usize> = match axis {
        None | Some(Value::None) => (0..nd).collect(),
        Some(v) => {
            let mut out = Vec::new();
            for ax in axes_arg(interp, &v)? {
                let ax = normalize_axis(ax, nd).map_err(|e| raise("AxisError", e.to_string()))?;
                if out.contains(&ax) {
                    return Err(raise("ValueError", "repeated axis"));
                }
                out.push(ax);
            }
            out
        }
    };
    let kept_axes: Vec<usize> = (0..nd).filter(|d| !chosen.contains(d)).collect();
    let shape: Vec<usize> = kept_axes.iter().map(|&d| a.shape[d]).collect();
    let kept: Vec<usize> = (0..nd).map(|d| if chosen.contains(&d) { 1 } else { a.shape[d] }).collect();
    let n: usize = chosen.iter().map(|&d| a.shape[d]).product();
    let m: usize = shape.iter().product();
    let mut perm = kept_axes;
    let mut sorted = chosen;
    sorted.sort_unstable();
    perm.extend(sorted);
    let rows = a.permute(&perm).copy().reshape(&[m as i64, n as i64]).map_err(|e| raise("ValueError", e.to_string()))?;
    Ok(Lanes { rows, n, shape, kept })
}

/// A result of `shape` (0-d: a NumPy scalar).
fn finish(v: HostArray, shape: Vec<usize>) -> R<Value> {
    let mut r = v.reshape(&shape.iter().map(|&d| d as i64).collect::<Vec<_>>()).map_err(|e| raise("ValueError", e.to_string()))?;
    r.scalar = r.ndim() == 0;
    Ok(wrap(r))
}

fn total_order<F: Float>(x: &F, y: &F) -> std::cmp::Ordering {
    // NaNs last, as NumPy sorts them.
    match (x.is_nan(), y.is_nan()) {
        (true, true) => std::cmp::Ordering::Equal,
        (true, false) => std::cmp::Ordering::Greater,
        (false, true) => std::cmp::Ordering::Less,
        _ => x.partial_cmp(y).unwrap_or(std::cmp::Ordering::Equal),
    }
}

fn refuse_complex(a: &HostArray, name: &str) -> R<()> {
    if a.dtype().is_complex() {
        return Err(raise("NotImplementedError", format!("cudalab's np.{name} does not take complex arrays yet")));
    }
    Ok(())
}

/// An argument cudalab does not implement here, given with something but None: an error naming it.
fn refuse_given(interp: &mut Interp, args: &Args, pos: usize, what: &str, name: &str) -> R<()> {
    if let Some(o) = arg(args, pos, what).filter(|o| !o.is_none()) {
        let r = super::functions::short_repr(interp, &o)?;
        return Err(raise("NotImplementedError", format!("np.{name}({what}={r}) is not supported by cudalab yet")));
    }
    Ok(())
}

/// `overwrite_input`: NumPy may then leave the input partly sorted ("treat the input as
/// undefined"); cudalab sorts a copy either way, so it only reads the flag.
fn refuse_overwrite(interp: &mut Interp, args: &Args, pos: usize, name: &str) -> R<()> {
    // `out` comes just before `overwrite_input` in these signatures.
    refuse_given(interp, args, pos - 1, "out", name)?;
    flag(interp, args, pos, "overwrite_input").map(|_| ())
}

/// `np.median` / `np.nanmedian`: the mean of the middle one or two sorted elements of each lane,
/// in `mean`'s dtype; a lane holding NaN gives NaN (`nanmedian` drops them first).
fn median(interp: &mut Interp, name: &str, args: &Args) -> R<Value> {
    let a = array_of(interp, &need(args, 0, "a", name)?)?;
    refuse_complex(&a, name)?;
    refuse_overwrite(interp, args, 3, name)?;
    let keepdims = flag(interp, args, 4, "keepdims")?;
    let nan = name == "nanmedian";
    if nan && !matches!(a.dtype().kind(), Kind::Float) {
        return median(interp, "median", args);
    }
    let l = lanes(interp, &a, arg(args, 1, "axis"))?;
    let md = crate::array::reduce::mean_dtype(a.dtype());
    let m = l.shape.iter().product::<usize>();
    let mut empty = false;
    let mut all_nan = false;
    let out = match md {
        DType::F32 | DType::F16 => {
            let v: Vec<f32> = l.rows.to_vec();
            let r: Vec<f32> = (0..m).map(|i| median_of(&v[i * l.n..(i + 1) * l.n], nan, &mut empty, &mut all_nan)).collect();
            HostArray::from_vec(r, vec![m]).astype(md)
        }
        _ => {
            let v: Vec<f64> = l.rows.to_vec();
            let r: Vec<f64> = (0..m).map(|i| median_of(&v[i * l.n..(i + 1) * l.n], nan, &mut empty, &mut all_nan)).collect();
            HostArray::from_vec(r, vec![m])
        }
    };
    if all_nan {
        runtime_warning(interp, "All-NaN slice encountered")?;
    } else if empty {
        runtime_warning(interp, "Mean of empty slice")?;
        let what = if l.shape.is_empty() && !keepdims { "invalid value encountered in scalar divide" } else { "invalid value encountered in divide" };
        runtime_warning(interp, what)?;
    }
    finish(out, if keepdims { l.kept } else { l.shape })
}

fn median_of<F: Float>(row: &[F], skip_nan: bool, empty: &mut bool, all_nan: &mut bool) -> F {
    let mut v: Vec<F> = if skip_nan { row.iter().copied().filter(|x| !x.is_nan()).collect() } else { row.to_vec() };
    if v.is_empty() {
        if skip_nan && !row.is_empty() {
            *all_nan = true;
        } else {
            *empty = true;
        }
        return F::nan();
    }
    v.sort_by(total_order);
    let n = v.len();
    if v[n - 1].is_nan() {
        return F::nan();
    }
    if !n.is_multiple_of(2) {
        v[n / 2]
    } else {
        let two = F::one() + F::one();
        (v[n / 2 - 1] + v[n / 2]) / two
    }
}

#[derive(Clone, Copy, PartialEq)]
enum Method {
    Linear,
    Lower,
    Higher,
    Nearest,
    Midpoint,
    /// The continuous Hyndman & Fan methods: `(alpha, beta)`.
    Continuous(f64, f64),
}

fn method_arg(v: Option<Value>) -> R<Method> {
    let s = match v {
        None => return Ok(Method::Linear),
        Some(Value::Str(s)) => s,
        Some(_) => return Err(raise("NotImplementedError", "cudalab's quantile methods are named by a string")),
    };
    Ok(match &*s {
        "linear" => Method::Linear,
        "lower" => Method::Lower,
        "higher" => Method::Higher,
        "nearest" => Method::Nearest,
        "midpoint" => Method::Midpoint,
        "interpolated_inverted_cdf" => Method::Continuous(0.0, 1.0),
        "hazen" => Method::Continuous(0.5, 0.5),
        "weibull" => Method::Continuous(0.0, 0.0),
        "median_unbiased" => Method::Continuous(1.0 / 3.0, 1.0 / 3.0),
        "normal_unbiased" => Method::Continuous(3.0 / 8.0, 3.0 / 8.0),
        "inverted_cdf" | "averaged_inverted_cdf" | "closest_observation" => return Err(raise("NotImplementedError", format!("method='{s}' is not supported by cudalab yet"))),
        other => {
            return Err(raise(
                "ValueError",
                format!("'{other}' is not a valid method. Use one of: dict_keys(['inverted_cdf', 'averaged_inverted_cdf', 'closest_observation', 'interpolated_inverted_cdf', 'hazen', 'weibull', 'linear', 'median_unbiased', 'normal_unbiased', 'lower', 'higher', 'midpoint', 'nearest'])"),
            ))
        }
    })
}

/// `np.percentile` / `np.quantile` and their `nan` forms: NumPy's virtual index `(n-1)*q` and
/// its `_lerp` (from the upper neighbour when the weight is at least one half), in the dtype NumPy
/// gives (the array's for a Python number `q`, else promoted with `q`'s; float64 for integers).
fn quantile(interp: &mut Interp, name: &str, args: &Args) -> R<Value> {
    let a = array_of(interp, &need(args, 0, "a", name)?)?;
    if a.dtype().is_complex() {
        return Err(raise("TypeError", "a must be an array of real numbers"));
    }
    let qv = need(args, 1, "q", name)?;
    refuse_overwrite(interp, args, 4, name)?;
    if args.kw.iter().any(|(k, _)| &**k == "weights") {
        return Err(raise("NotImplementedError", format!("np.{name}(weights=...) is not supported by cudalab yet")));
    }
    let method = method_arg(arg(args, 5, "method"))?;
    let keepdims = flag(interp, args, 6, "keepdims")?;
    let percent = name.ends_with("percentile");
    let weak_q = matches!(qv, Value::Int(_) | Value::Float(_));
    let q = array_of(interp, &qv)?;
    if q.dtype().is_complex() {
        return Err(raise("TypeError", "q must be real"));
    }
    let (qs, q_dtype): (Vec<f64>, DType) = if percent {
        let d = if q.dtype() == DType::F32 || q.dtype() == DType::F16 { q.dtype() } else { DType::F64 };
        let v: Vec<f64> = q.to_vec::<f64>().into_iter().map(|x| if d == DType::F64 { x / 100.0 } else { (x as f32 / 100.0f32) as f64 }).collect();
        (v, d)
    } else {
        (q.to_vec::<f64>(), q.dtype())
    };
    if !qs.iter().all(|x| (0.0..=1.0).contains(x)) {
        return Err(raise("ValueError", if percent { "Percentiles must be in the range [0, 100]" } else { "Quantiles must be in the range [0, 1]" }));
    }
    if q.ndim() > 2 {
        return Err(raise("ValueError", "q must be a scalar or 1d"));
    }
    let nan = name.starts_with("nan") && a.dtype().kind() == Kind::Float;
    let l = lanes(interp, &a, arg(args, 2, "axis"))?;
    if l.n == 0 && !nan {
        return Err(raise("IndexError", "index -1 is out of bounds for axis 0 with size 0"));
    }
    // An integer q (quantile only) or a discrete method takes elements: the array's dtype.
    let takes = matches!(method, Method::Lower | Method::Higher | Method::Nearest) || (method == Method::Linear && !q_dtype.is_float() && !percent);
    let a_dtype = a.dtype();
    if !takes && a_dtype == DType::Bool {
        return Err(raise(
            "TypeError",
            "numpy boolean subtract, the `-` operator, is not supported, use the bitwise_xor, the `^` operator, or the logical_xor function instead.",
        ));
    }
    let out_dtype = if takes {
        a_dtype
    } else if !a_dtype.is_float() {
        DType::F64
    } else if weak_q {
        a_dtype
    } else {
        promote(a_dtype, if q_dtype.is_float() { q_dtype } else { a_dtype })
    };
    let m: usize = l.shape.iter().product();
    let mut shape: Vec<usize> = q.shape.clone();
    shape.extend(if keepdims { &l.kept } else { &l.shape });
    check_array(&shape, out_dtype)?;
    let mut all_nan = false;
    let f32_math = out_dtype == DType::F32 || out_dtype == DType::F16;
    // Per quantile, per lane; the lanes sorted once.
    let sorted: Vec<Vec<f64>> = {
        let v: Vec<f64> = l.rows.to_vec();
        (0..m)
            .map(|i| {
                let row = &v[i * l.n..(i + 1) * l.n];
                let mut r: Vec<f64> = if nan { row.iter().copied().filter(|x| !x.is_nan()).collect() } else { row.to_vec() };
                r.sort_by(total_order);
                r
            })
            .collect()
    };
    let mut values: Vec<f64> = Vec::with_capacity(qs.len() * m);
    for &qq in &qs {
        for row in &sorted {
            let n = row.len();
            if n == 0 {
                all_nan = true;
                values.push(f64::NAN);
                continue;
            }
            if row[n - 1].is_nan() {
                values.push(f64::NAN);
                continue;
            }
            let vi = match method {
                // NumPy's `n*q + (alpha + q*(1 - alpha - beta)) - 1`.
                Method::Continuous(al, be) => n as f64 * qq + (al + qq * (1.0 - al - be)) - 1.0,
                _ if q_dtype == DType::F32 || q_dtype == DType::F16 => ((n - 1) as f32 * qq as f32) as f64,
                _ => (n - 1) as f64 * qq,
            };
            if takes {
                let idx = match method {
                    Method::Higher => vi.ceil(),
                    Method::Nearest => vi.round_ties_even(),
                    _ => vi.floor(),
                };
                let idx = (idx.max(0.0) as usize).min(n - 1);
                values.push(row[idx]);
                continue;
            }
            let (vi, gamma) = if method == Method::Midpoint {
                let mid = 0.5 * (vi.floor() + vi.ceil());
                (mid, if mid % 1.0 == 0.0 { 0.0 } else { 0.5 })
            } else {
                (vi, vi - vi.floor())
            };
            let (prev, next) = if vi >= (n - 1) as f64 {
                (n - 1, n - 1)
            } else if vi < 0.0 {
                (0, 0)
            } else {
                let p = vi.floor() as usize;
                (p, p + 1)
            };
            // `b - a` in the array's own dtype (NumPy subtracts the two gathered arrays), the
            // rest in the result's.
            let diff = match a_dtype {
                DType::F32 => (row[next] as f32 - row[prev] as f32) as f64,
                DType::F16 => half::f16::from_f64(row[next] - row[prev]).to_f64(),
                _ => row[next] - row[prev],
            };
            values.push(if f32_math {
                lerp(row[prev] as f32, row[next] as f32, diff as f32, gamma as f32) as f64
            } else {
                lerp(row[prev], row[next], diff, gamma)
            });
        }
    }
    if all_nan {
        runtime_warning(interp, "All-NaN slice encountered")?;
    }
    let n = values.len();
    let r = HostArray::from_vec(values, vec![n]).astype(out_dtype);
    finish(r, shape)
}

fn lerp<F: Float>(a: F, b: F, d: F, t: F) -> F {
    if t >= F::from(0.5).unwrap_or(F::one()) {
        b - d * (F::one() - t)
    } else {
        a + d * t
    }
}

/// A float array with its NaNs replaced by `fill`; other dtypes as they are (None: no NaNs
/// possible).
fn replace_nan(a: &HostArray, fill: f64) -> Option<HostArray> {
    if a.dtype().kind() != Kind::Float {
        return None;
    }
    Some(crate::with_dtype!(a.dtype(), T => {
        let v: Vec<T> = a.to_vec();
        let fillv: T = cast::<f64, T>(fill);
        HostArray::from_vec(v.into_iter().map(|x| if x.to_f64().is_nan() { fillv } else { x }).collect::<Vec<T>>(), a.shape.clone())
    }))
}

/// `nansum`, `nanprod`, `nancumsum`, `nancumprod`: the plain function of the array with its NaNs
/// replaced by the operation's identity.
fn nan_replaced(interp: &mut Interp, name: &str, mut args: Args) -> R<Value> {
    let v = match args.pos.first() {
        Some(v) => v.clone(),
        None => args.take_kw("a").ok_or_else(|| raise("TypeError", format!("{name}() missing required argument 'a' (pos 1)")))?,
    };
    let a = array_of(interp, &v)?;
    refuse_complex(&a, name)?;
    let fill = if name.ends_with("prod") { 1.0 } else { 0.0 };
    let a = replace_nan(&a, fill).unwrap_or(a);
    if args.pos.is_empty() {
        args.pos.push(wrap(a));
    } else {
        args.pos[0] = wrap(a);
    }
    call_np(interp, &name[3..], args)
}

fn reduce_args(a: HostArray, axis: &Value, keepdims: bool) -> Args {
    Args { pos: vec![wrap(a)], kw: vec![(Rc::from("axis"), axis.clone()), (Rc::from("keepdims"), Value::Bool(keepdims))] }
}

fn arr(v: &Value) -> R<HostArray> {
    as_array(v).cloned().ok_or_else(|| raise("TypeError", "expected an array"))
}

/// `tot / cnt` element-wise in float64, cast back to `tot`'s dtype (NumPy's `_divide_by_count`
/// with `casting='unsafe'`); a zero count gives NaN without a floating-point warning.
fn divide_by_count(tot: &HostArray, cnt: &HostArray) -> HostArray {
    let shape = tot.shape.clone();
    let t: Vec<f64> = tot.to_vec();
    let c: Vec<f64> = cnt.broadcast_vec(&shape);
    let out: Vec<f64> = t.iter().zip(&c).map(|(x, n)| x / n).collect();
    let mut r = HostArray::from_vec(out, shape).astype(tot.dtype());
    r.scalar = tot.scalar;
    r
}

/// `nanmean`, `nanvar`, `nanstd` as NumPy computes them: sums of the NaN-free values over counts
/// of them; integer arrays go to `mean`/`var`/`std`.
fn nan_moments(interp: &mut Interp, name: &str, args: &Args) -> R<Value> {
    let a = array_of(interp, &need(args, 0, "a", name)?)?;
    refuse_complex(&a, name)?;
    let axis = arg(args, 1, "axis").unwrap_or(Value::None);
    refuse_given(interp, args, 2, "dtype", name)?;
    refuse_given(interp, args, 3, "out", name)?;
    let (ddof, kd_pos) = if name == "nanmean" {
        (0.0, 4)
    } else {
        let d = match arg(args, 4, "ddof") {
            Some(v) => interp.to_float(&v)?,
            None => 0.0,
        };
        (d, 5)
    };
    let keepdims = flag(interp, args, kd_pos, "keepdims")?;
    let Some(arr0) = replace_nan(&a, 0.0) else {
        let mut kw = vec![(Rc::from("axis"), axis), (Rc::from("keepdims"), Value::Bool(keepdims))];
        if name != "nanmean" {
            kw.push((Rc::from("ddof"), Value::Float(ddof)));
        }
        return call_np(interp, &name[3..], Args { pos: vec![wrap(a)], kw });
    };
    let valid = crate::array::ufunc::unary(crate::array::ufunc::UnaryOp::IsNan, &a).map_err(super::ufunc_err)?;
    let valid = crate::array::ufunc::unary(crate::array::ufunc::UnaryOp::Invert, &valid).map_err(super::ufunc_err)?;
    if name == "nanmean" {
        let cnt = arr(&call_np(interp, "sum", reduce_args(valid, &axis, keepdims))?)?;
        let tot = arr(&call_np(interp, "sum", reduce_args(arr0, &axis, keepdims))?)?;
        if cnt.to_vec::<i64>().contains(&0) {
            runtime_warning(interp, "Mean of empty slice")?;
        }
        return Ok(wrap(divide_by_count(&tot, &cnt)));
    }
    let cnt_k = arr(&call_np(interp, "sum", reduce_args(valid.clone(), &axis, true))?)?;
    let tot_k = arr(&call_np(interp, "sum", reduce_args(arr0.clone(), &axis, true))?)?;
    let avg = divide_by_count(&tot_k, &cnt_k);
    let d = a.dtype();
    let centered = crate::with_dtype!(d, T => {
        let x: Vec<T> = arr0.to_vec();
        let m: Vec<T> = avg.broadcast_vec(&a.shape);
        let ok: Vec<bool> = valid.to_vec();
        let out: Vec<T> = x.iter().zip(&m).zip(&ok).map(|((&p, &q), &k)| if k { let c = cast::<f64, T>(p.to_f64() - q.to_f64()); sq(c) } else { T::default() }).collect();
        HostArray::from_vec(out, a.shape.clone())
    });
    let var = arr(&call_np(interp, "sum", reduce_args(centered, &axis, keepdims))?)?;
    let cnt = arr(&call_np(interp, "sum", reduce_args(valid, &axis, keepdims))?)?;
    let dof: Vec<f64> = cnt.to_vec::<f64>().into_iter().map(|c| c - ddof).collect();
    if dof.iter().any(|&x| x <= 0.0) {
        runtime_warning(interp, "Degrees of freedom <= 0 for slice.")?;
    }
    // A lane with no degrees of freedom left is NaN.
    let dof = HostArray::from_vec(dof.into_iter().map(|x| if x <= 0.0 { f64::NAN } else { x }).collect::<Vec<f64>>(), cnt.shape.clone());
    let mut r = divide_by_count(&var, &dof);
    if name == "nanstd" {
        let s = r.scalar;
        r = crate::array::ufunc::unary(crate::array::ufunc::UnaryOp::Sqrt, &r).map_err(super::ufunc_err)?;
        r.scalar = s;
    }
    Ok(wrap(r))
}

/// `x * x` in the element type (the subtraction was done in float64 and rounded first, as
/// NumPy's `subtract(..., casting='unsafe')` into the array rounds it).
fn sq<T: Elem>(c: T) -> T {
    let v = c.to_f64();
    match T::DTYPE {
        DType::F32 => cast::<f32, T>((v as f32) * (v as f32)),
        DType::F16 => cast::<f32, T>((v as f32) * (v as f32)),
        _ => cast::<f64, T>(v * v),
    }
}

/// `nanmax` / `nanmin`: NumPy's `fmax`/`fmin` reduction (NaN only where a lane is all NaN, with
/// "All-NaN slice encountered"); integers go to `max`/`min`.
fn nan_extreme(interp: &mut Interp, name: &str, args: &Args) -> R<Value> {
    let a = array_of(interp, &need(args, 0, "a", name)?)?;
    refuse_complex(&a, name)?;
    let axis = arg(args, 1, "axis");
    refuse_given(interp, args, 2, "out", name)?;
    let keepdims = flag(interp, args, 3, "keepdims")?;
    if a.dtype().kind() != Kind::Float {
        return call_np(interp, &name[3..], reduce_args(a, &axis.unwrap_or(Value::None), keepdims));
    }
    let l = lanes(interp, &a, axis)?;
    if l.n == 0 {
        let op = if name == "nanmax" { "fmax" } else { "fmin" };
        return Err(raise("ValueError", format!("zero-size array to reduction operation {op} which has no identity")));
    }
    let want_max = name == "nanmax";
    let v: Vec<f64> = l.rows.to_vec();
    let m: usize = l.shape.iter().product();
    let mut any_nan = false;
    let out: Vec<f64> = (0..m)
        .map(|i| {
            let row = &v[i * l.n..(i + 1) * l.n];
            let r = row.iter().copied().filter(|x| !x.is_nan()).fold(None, |acc: Option<f64>, x| {
                Some(match acc {
                    None => x,
                    Some(b) if (want_max && x > b) || (!want_max && x < b) => x,
                    Some(b) => b,
                })
            });
            r.unwrap_or_else(|| {
                any_nan = true;
                f64::NAN
            })
        })
        .collect();
    if any_nan {
        runtime_warning(interp, "All-NaN slice encountered")?;
    }
    finish(HostArray::from_vec(out, vec![m]).astype(a.dtype()), if keepdims { l.kept } else { l.shape })
}

/// `nanargmax` / `nanargmin`: NaNs replaced by -inf/+inf, an all-NaN lane a ValueError.
fn nan_arg_extreme(interp: &mut Interp, name: &str, args: Args) -> R<Value> {
    let a = array_of(interp, &need(&args, 0, "a", name)?)?;
    refuse_complex(&a, name)?;
    let axis = arg(&args, 1, "axis").unwrap_or(Value::None);
    refuse_given(interp, &args, 2, "out", name)?;
    if args.pos.len() > 3 {
        return Err(raise("TypeError", format!("{name}() takes from 1 to 3 positional arguments but {} were given", args.pos.len())));
    }
    // Keyword-only.
    let keepdims = flag(interp, &args, usize::MAX, "keepdims")?;
    let fill = if name == "nanargmax" { f64::NEG_INFINITY } else { f64::INFINITY };
    let filled = match replace_nan(&a, fill) {
        Some(f) => {
            if a.size() > 0 {
                let isnan = crate::array::ufunc::unary(crate::array::ufunc::UnaryOp::IsNan, &a).map_err(super::ufunc_err)?;
                let all = arr(&call_np(interp, "all", reduce_args(isnan, &axis, false))?)?;
                if all.to_vec::<bool>().contains(&true) {
                    return Err(raise("ValueError", "All-NaN slice encountered"));
                }
            }
            f
        }
        None => a,
    };
    call_np(interp, &name[3..], reduce_args(filled, &axis, keepdims))
}

/// `np.cov` / `np.corrcoef` of 1-D or 2-D data (variables in rows unless `rowvar=False`), with
/// `y` stacked under `m`; float64 (or the data's wider float) as NumPy's.
fn cov(interp: &mut Interp, name: &str, args: &Args) -> R<Value> {
    let m = array_of(interp, &need(args, 0, if name == "cov" { "m" } else { "x" }, name)?)?;
    if m.dtype().is_complex() {
        return Err(raise("NotImplementedError", format!("cudalab's np.{name} does not take complex data yet")));
    }
    if m.ndim() > 2 {
        return Err(raise("ValueError", "m has more than 2 dimensions"));
    }
    let y = match arg(args, 1, "y") {
        Some(Value::None) | None => None,
        Some(v) => Some(array_of(interp, &v)?),
    };
    let rowvar = match arg(args, 2, "rowvar") {
        Some(v) => interp.truthy(&v)?,
        None => true,
    };
    let (bias, ddof) = if name == "cov" {
        let bias = flag(interp, args, 3, "bias")?;
        let ddof = match arg(args, 4, "ddof") {
            Some(Value::None) | None => None,
            Some(v) => Some(interp.to_index(&v)?),
        };
        (bias, ddof)
    } else {
        (false, None)
    };
    for k in ["fweights", "aweights", "dtype"] {
        if args.kw.iter().any(|(n, v)| &**n == k && !v.is_none()) {
            return Err(raise("NotImplementedError", format!("np.{name}({k}=...) is not supported by cudalab yet")));
        }
    }
    let mut d = promote(m.dtype(), DType::F64);
    let as_rows = |a: &HostArray| -> R<HostArray> {
        let a2 = if a.ndim() < 2 { a.reshape(&[1, -1]).map_err(|e| raise("ValueError", e.to_string()))? } else { a.clone() };
        Ok(if !rowvar && a2.shape[0] != 1 { a2.transpose() } else { a2 })
    };
    let mut x = as_rows(&m)?;
    if let Some(y) = &y {
        if y.ndim() > 2 {
            return Err(raise("ValueError", "y has more than 2 dimensions"));
        }
        d = promote(d, y.dtype());
        let yr = as_rows(y)?;
        if yr.shape[1] != x.shape[1] {
            return Err(raise(
                "ValueError",
                format!("all the input array dimensions except for the concatenation axis must match exactly, but along dimension 1, the array at index 0 has size {} and the array at index 1 has size {}", x.shape[1], yr.shape[1]),
            ));
        }
        x = super::functions::concatenate(&[x, yr], 0)?;
    }
    let (vars, obs) = (x.shape[0], x.shape[1]);
    let ddof = ddof.unwrap_or(if bias { 0 } else { 1 });
    let fact = obs as f64 - ddof as f64;
    if fact <= 0.0 {
        runtime_warning(interp, "Degrees of freedom <= 0 for slice")?;
    }
    let fact = fact.max(0.0);
    let v: Vec<f64> = x.to_vec();
    let means: Vec<f64> = (0..vars).map(|i| v[i * obs..(i + 1) * obs].iter().sum::<f64>() / obs as f64).collect();
    let c: Vec<f64> = (0..vars * obs).map(|k| v[k] - means[k / obs]).collect();
    let mut out: Vec<f64> = (0..vars * vars)
        .map(|ij| {
            let (i, j) = (ij / vars, ij % vars);
            let s: f64 = c[i * obs..(i + 1) * obs].iter().zip(&c[j * obs..(j + 1) * obs]).map(|(p, q)| p * q).sum();
            s / fact
        })
        .collect();
    if name == "corrcoef" {
        let diag: Vec<f64> = (0..vars).map(|i| out[i * vars + i].sqrt()).collect();
        for (ij, r) in out.iter_mut().enumerate() {
            *r = (*r / diag[ij / vars] / diag[ij % vars]).clamp(-1.0, 1.0);
        }
    }
    let r = HostArray::from_vec(out, vec![vars, vars]).astype(d);
    if vars == 1 && m.ndim() < 2 && y.is_none() {
        // A single variable: NumPy squeezes the 1x1 result to a 0-d array.
        let mut s = r.reshape(&[]).map_err(|e| raise("ValueError", e.to_string()))?;
        s.scalar = name == "corrcoef";
        return Ok(wrap(s));
    }
    Ok(wrap(r))
}

/// One axis of `histogram2d`: its edges from a bin count (NumPy's `linspace` over the data's or
/// the given range) or given edges.
fn axis_edges(interp: &mut Interp, data: &[f64], bins: &Value, range: Option<(f64, f64)>) -> R<(Vec<f64>, Option<HostArray>)> {
    if let Some(e) = as_array(bins).filter(|a| a.ndim() == 1).cloned().or(match bins {
        Value::List(_) | Value::Tuple(_) => Some(array_of(interp, bins)?),
        _ => None,
    }) {
        let v: Vec<f64> = e.to_vec();
        if v.windows(2).any(|w| w[0] > w[1]) {
            return Err(raise("ValueError", "`bins[0]` must be monotonically increasing, when an array"));
        }
        // Given edges come back as given (their dtype kept).
        return Ok((v, Some(e)));
    }
    let n = interp.to_index(bins)?;
    if n < 1 {
        return Err(raise("ValueError", "`bins[0]` must be positive, when an integer"));
    }
    let (mut first, mut last) = match range {
        Some((a, b)) => {
            if a > b {
                return Err(raise("ValueError", "max must be larger than min in range parameter."));
            }
            if !(a.is_finite() && b.is_finite()) {
                return Err(raise("ValueError", format!("supplied range of [{a}, {b}] is not finite")));
            }
            (a, b)
        }
        None if data.is_empty() => (0.0, 1.0),
        None => {
            let lo = data.iter().copied().fold(f64::INFINITY, f64::min);
            let hi = data.iter().copied().fold(f64::NEG_INFINITY, f64::max);
            if !(lo.is_finite() && hi.is_finite()) {
                return Err(raise("ValueError", format!("autodetected range of [{lo}, {hi}] is not finite")));
            }
            (lo, hi)
        }
    };
    if first == last {
        first -= 0.5;
        last += 0.5;
    }
    let lin = call_np(interp, "linspace", Args::new(vec![Value::Float(first), Value::Float(last), Value::int(n + 1)]))?;
    Ok((as_array(&lin).map(|a| a.to_vec()).unwrap_or_default(), None))
}

/// `np.histogram2d(x, y, bins, range, density, weights)`: float64 counts with NumPy's bins
/// (right edges open except the last), and the two edge arrays.
fn histogram2d(interp: &mut Interp, args: &Args) -> R<Value> {
    let x = array_of(interp, &need(args, 0, "x", "histogram2d")?)?;
    let y = array_of(interp, &need(args, 1, "y", "histogram2d")?)?;
    if x.dtype().is_complex() || y.dtype().is_complex() {
        return Err(raise("NotImplementedError", "cudalab's np.histogram2d does not take complex samples"));
    }
    if x.size() != y.size() {
        return Err(raise("ValueError", "x and y must have the same length."));
    }
    let xs: Vec<f64> = x.to_vec();
    let ys: Vec<f64> = y.to_vec();
    let bins = arg(args, 2, "bins").unwrap_or(Value::int(10));
    let (bx, by) = match &bins {
        Value::List(_) | Value::Tuple(_) => {
            let parts = interp.collect(&bins)?;
            if parts.len() == 2 {
                (parts[0].clone(), parts[1].clone())
            } else {
                (bins.clone(), bins.clone())
            }
        }
        other => (other.clone(), other.clone()),
    };
    let (rx, ry) = match arg(args, 3, "range") {
        Some(Value::None) | None => (None, None),
        Some(r) => {
            let parts = interp.collect(&r)?;
            if parts.len() != 2 {
                return Err(raise("ValueError", "range argument must have one entry per dimension"));
            }
            let mut pair = |v: &Value| -> R<Option<(f64, f64)>> {
                if v.is_none() {
                    return Ok(None);
                }
                let p = interp.collect(v)?;
                if p.len() != 2 {
                    return Err(raise("ValueError", "too many values to unpack (expected 2)"));
                }
                Ok(Some((interp.to_float(&p[0])?, interp.to_float(&p[1])?)))
            };
            (pair(&parts[0])?, pair(&parts[1])?)
        }
    };
    let (ex, given_x) = axis_edges(interp, &xs, &bx, rx)?;
    let (ey, given_y) = axis_edges(interp, &ys, &by, ry)?;
    let weights: Option<Vec<f64>> = match arg(args, 5, "weights") {
        Some(Value::None) | None => None,
        Some(w) => {
            let w = array_of(interp, &w)?;
            if w.size() != xs.len() {
                return Err(raise("ValueError", "weights should have the same shape as a."));
            }
            Some(w.to_vec())
        }
    };
    let density = flag(interp, args, 4, "density")?;
    let (nx, ny) = (ex.len() - 1, ey.len() - 1);
    check_array(&[nx, ny], DType::F64)?;
    // NumPy's searchsorted(side='right'), a value on the last edge put in the last bin.
    let bin = |e: &[f64], v: f64| -> Option<usize> {
        let n = e.len() - 1;
        let i = e.partition_point(|&b| b <= v);
        let i = if v == e[n] { i - 1 } else { i };
        (1..=n).contains(&i).then(|| i - 1)
    };
    let mut h = vec![0.0f64; nx * ny];
    for (k, (&p, &q)) in xs.iter().zip(&ys).enumerate() {
        if let (Some(i), Some(j)) = (bin(&ex, p), bin(&ey, q)) {
            h[i * ny + j] += weights.as_ref().map_or(1.0, |w| w[k]);
        }
    }
    if density {
        let total: f64 = h.iter().sum();
        for (ij, c) in h.iter_mut().enumerate() {
            let (i, j) = (ij / ny, ij % ny);
            *c = *c / (ex[i + 1] - ex[i]) / (ey[j + 1] - ey[j]) / total;
        }
    }
    let (lx, ly) = (ex.len(), ey.len());
    Ok(Value::tuple(vec![
        wrap(HostArray::from_vec(h, vec![nx, ny])),
        wrap(given_x.unwrap_or_else(|| HostArray::from_vec(ex, vec![lx]))),
        wrap(given_y.unwrap_or_else(|| HostArray::from_vec(ey, vec![ly]))),
    ]))
}
