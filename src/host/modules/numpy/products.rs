//! `np`'s products, diagonals and sampled-function helpers: `outer`, `inner`, `kron`, `cross`,
//! `diag`, `diagonal`, `trace`, `tri`, `vander`, `convolve`, `correlate`, `interp`, `gradient`,
//! `trapezoid`, `logspace`, `geomspace`, `nan_to_num`, `fromfunction`, `cumulative_sum`.
//! Arithmetic goes through the operators' own path (`binop_values`) wherever NumPy's code uses
//! operators, so dtypes, broadcasting and floating-point warnings are those of `*` and `-`.
//! Never edits the array core.

use super::functions::{arg, array_of, call_np, dtype_kw, need, number_arg};
use super::{as_array, binop_values, wrap};
use crate::array::dtype::{promote, DType, Kind};
use crate::array::elem::Elem;
use crate::array::hostarray::{shape_str, HostArray};
use crate::array::memory_limit::check_array;
use crate::array::reduce::normalize_axis;
use crate::array::ufunc::{Arith, BinOp};
use crate::host::value::{Args, Value};
use crate::host::{raise, Interp, R};
use std::rc::Rc;

np_functions! {
    call_products;
    f_outer => "outer", "outer(a, b, out=None)", "Compute the outer product of two vectors.";
    f_inner => "inner", "inner(a, b)", "Inner product of two arrays.";
    f_kron => "kron", "kron(a, b)", "Kronecker product of two arrays.";
    f_cross => "cross", "cross(a, b, axisa=-1, axisb=-1, axisc=-1, axis=None)", "Return the cross product of two (arrays of) vectors.";
    f_diag => "diag", "diag(v, k=0)", "Extract a diagonal or construct a diagonal array.";
    f_tri => "tri", "tri(N, M=None, k=0, dtype=float)", "An array with ones at and below the given diagonal and zeros elsewhere.";
    f_vander => "vander", "vander(x, N=None, increasing=False)", "Generate a Vandermonde matrix.";
    f_convolve => "convolve", "convolve(a, v, mode='full')", "Returns the discrete, linear convolution of two one-dimensional sequences.";
    f_correlate => "correlate", "correlate(a, v, mode='valid')", "Cross-correlation of two 1-dimensional sequences.";
    f_interp => "interp", "interp(x, xp, fp, left=None, right=None, period=None)", "One-dimensional linear interpolation for monotonically increasing sample points.";
    f_gradient => "gradient", "gradient(f, *varargs, axis=None, edge_order=1)", "Return the gradient of an N-dimensional array.";
    f_trapezoid => "trapezoid", "trapezoid(y, x=None, dx=1.0, axis=-1)", "Integrate along the given axis using the composite trapezoidal rule.";
    f_logspace => "logspace", "logspace(start, stop, num=50, endpoint=True, base=10.0, dtype=None, axis=0)", "Return numbers spaced evenly on a log scale.";
    f_geomspace => "geomspace", "geomspace(start, stop, num=50, endpoint=True, dtype=None, axis=0)", "Return numbers spaced evenly on a log scale (a geometric progression).";
    f_nan_to_num => "nan_to_num", "nan_to_num(x, nan=0.0, posinf=None, neginf=None)", "Replace NaN with zero and infinity with large finite numbers.";
    f_fromfunction => "fromfunction", "fromfunction(function, shape, *, dtype=float, **kwargs)", "Construct an array by executing a function over each coordinate.";
    f_cumulative_sum => "cumulative_sum", "cumulative_sum(x, /, *, axis=None, include_initial=False)", "Return the cumulative sum of the elements along a given axis.";
    f_cumulative_prod => "cumulative_prod", "cumulative_prod(x, /, *, axis=None, include_initial=False)", "Return the cumulative product of elements along a given axis.";
}

fn call_products(interp: &mut Interp, name: &str, args: Args) -> R<Value> {
    match name {
        "outer" => outer(interp, &args),
        "inner" => inner(interp, &args),
        "kron" => kron(interp, &args),
        "cross" => cross(interp, &args),
        "diag" => diag(interp, &args),
        "tri" => tri(interp, &args),
        "vander" => vander(interp, &args),
        "convolve" | "correlate" => convolve(interp, name, &args),
        "interp" => interp_fn(interp, &args),
        "gradient" => gradient(interp, &args),
        "trapezoid" => trapezoid(interp, &args),
        "logspace" | "geomspace" => logspace(interp, name, &args),
        "nan_to_num" => nan_to_num(interp, &args),
        "fromfunction" => fromfunction(interp, args),
        "cumulative_sum" | "cumulative_prod" => cumulative(interp, name, &args),
        other => Err(raise("AttributeError", format!("module 'numpy' has no attribute '{other}'"))),
    }
}

fn op(interp: &mut Interp, o: BinOp, a: &Value, b: &Value) -> R<Value> {
    binop_values(interp, o, a, b)?.ok_or_else(|| raise("TypeError", format!("unsupported operand types for {}", crate::array::ufunc::op_name(o))))
}

fn arr(v: &Value) -> R<HostArray> {
    as_array(v).cloned().ok_or_else(|| raise("TypeError", "expected an array"))
}

fn reshaped(a: &HostArray, spec: &[i64]) -> R<HostArray> {
    a.reshape(spec).map_err(|e| raise("ValueError", e.to_string()))
}

fn int_arg(interp: &mut Interp, args: &Args, pos: usize, name: &str, default: i64) -> R<i64> {
    match arg(args, pos, name) {
        Some(Value::None) | None => Ok(default),
        Some(v) => interp.to_index(&v),
    }
}

/// `np.outer(a, b)`: both raveled, `a[:, None] * b[None, :]`.
fn outer(interp: &mut Interp, args: &Args) -> R<Value> {
    let a = array_of(interp, &need(args, 0, "a", "outer")?)?;
    let b = array_of(interp, &need(args, 1, "b", "outer")?)?;
    let a = reshaped(&a, &[-1, 1])?;
    let b = reshaped(&b, &[1, -1])?;
    let r = op(interp, BinOp::Mul, &wrap(a), &wrap(b))?;
    super::functions::into_out(interp, args, 2, "multiply", r)
}

/// `np.inner(a, b)`: the sum over both last axes (`a @ b.T` on the flattened leading axes).
fn inner(interp: &mut Interp, args: &Args) -> R<Value> {
    let a = array_of(interp, &need(args, 0, "a", "inner")?)?;
    let b = array_of(interp, &need(args, 1, "b", "inner")?)?;
    if a.ndim() == 0 || b.ndim() == 0 {
        return op(interp, BinOp::Mul, &wrap(a), &wrap(b));
    }
    let (ka, kb) = (a.shape[a.ndim() - 1], b.shape[b.ndim() - 1]);
    if ka != kb {
        return Err(raise(
            "ValueError",
            format!("shapes {} and {} not aligned: {} (dim {}) != {} (dim {})", shape_str(&a.shape), shape_str(&b.shape), ka, a.ndim() - 1, kb, b.ndim() - 1),
        ));
    }
    let a2 = reshaped(&a, &[-1, ka as i64])?;
    let b2 = reshaped(&b, &[-1, kb as i64])?;
    let r = super::functions::dot(interp, &wrap(a2), &wrap(b2.transpose()))?;
    let r = arr(&r)?;
    let shape: Vec<i64> = a.shape[..a.ndim() - 1].iter().chain(&b.shape[..b.ndim() - 1]).map(|&d| d as i64).collect();
    let mut out = reshaped(&r, &shape)?;
    out.scalar = out.ndim() == 0;
    Ok(wrap(out))
}

/// `np.kron(a, b)`: blocks `a[i] * b`, both padded to the same number of axes.
fn kron(interp: &mut Interp, args: &Args) -> R<Value> {
    let a = array_of(interp, &need(args, 0, "a", "kron")?)?;
    let b = array_of(interp, &need(args, 1, "b", "kron")?)?;
    let nd = a.ndim().max(b.ndim());
    let pad = |x: &HostArray| -> Vec<usize> { std::iter::repeat_n(1, nd - x.ndim()).chain(x.shape.iter().copied()).collect() };
    let (sa, sb) = (pad(&a), pad(&b));
    let spec_a: Vec<i64> = sa.iter().flat_map(|&d| [d as i64, 1]).collect();
    let spec_b: Vec<i64> = sb.iter().flat_map(|&d| [1, d as i64]).collect();
    let p = op(interp, BinOp::Mul, &wrap(reshaped(&a, &spec_a)?), &wrap(reshaped(&b, &spec_b)?))?;
    let p = arr(&p)?;
    let shape: Vec<i64> = sa.iter().zip(&sb).map(|(&x, &y)| (x * y) as i64).collect();
    let mut r = reshaped(&p.copy(), &shape)?;
    r.scalar = false;
    Ok(wrap(r))
}

/// Component `i` of the vectors along the last axis: a view without that axis.
fn component(a: &HostArray, i: usize) -> HostArray {
    let mut v = a.clone();
    let last = v.ndim() - 1;
    v.offset = (v.offset as isize + i as isize * v.strides[last]) as usize;
    v.shape.pop();
    v.strides.pop();
    v.scalar = false;
    v
}

/// `np.cross(a, b)` of 2- or 3-vectors along the last axis (batches broadcast).
fn cross(interp: &mut Interp, args: &Args) -> R<Value> {
    let a = array_of(interp, &need(args, 0, "a", "cross")?)?;
    let b = array_of(interp, &need(args, 1, "b", "cross")?)?;
    for (pos, name) in [(2, "axisa"), (3, "axisb"), (4, "axisc")] {
        if let Some(v) = arg(args, pos, name) {
            if interp.to_index(&v)? != -1 {
                return Err(raise("NotImplementedError", format!("np.cross({name}=...) other than -1 is not supported by cudalab yet")));
            }
        }
    }
    if arg(args, 5, "axis").is_some_and(|v| !v.is_none()) {
        return Err(raise("NotImplementedError", "np.cross(axis=...) is not supported by cudalab yet"));
    }
    let dim = |x: &HostArray| x.shape.last().copied().unwrap_or(0);
    if a.ndim() == 0 || b.ndim() == 0 || !matches!(dim(&a), 2 | 3) || !matches!(dim(&b), 2 | 3) {
        return Err(raise("ValueError", "incompatible dimensions for cross product\n(dimension must be 2 or 3)"));
    }
    if dim(&a) == 2 && dim(&b) == 2 {
        interp.warn_at(
            &crate::host::exceptions::type_named("DeprecationWarning"),
            "Arrays of 2-dimensional vectors are deprecated. Use arrays of 3-dimensional vectors instead. (deprecated in NumPy 2.0)",
            1,
            None,
        )?;
    }
    let c = |x: &HostArray, i: usize| wrap(component(x, i));
    let a_d = a.dtype();
    let b_d = b.dtype();
    let (a2, b2) = (dim(&a) == 2, dim(&b) == 2);
    let zero = |interp: &mut Interp, x: &Value, d: DType| -> R<Value> {
        let x = arr(x)?;
        let _ = interp;
        Ok(wrap(HostArray::zeros(d, x.shape.clone())))
    };
    let diff = |interp: &mut Interp, p: (Value, Value), q: (Value, Value)| -> R<Value> {
        let l = op(interp, BinOp::Mul, &p.0, &p.1)?;
        let r = op(interp, BinOp::Mul, &q.0, &q.1)?;
        op(interp, BinOp::Sub, &l, &r)
    };
    if a2 && b2 {
        // An array even when 0-d (NumPy fills an `empty` result).
        let mut r = arr(&diff(interp, (c(&a, 0), c(&b, 1)), (c(&a, 1), c(&b, 0)))?)?;
        r.scalar = false;
        return Ok(wrap(r));
    }
    let a2c = if a2 { zero(interp, &c(&a, 0), a_d)? } else { c(&a, 2) };
    let b2c = if b2 { zero(interp, &c(&b, 0), b_d)? } else { c(&b, 2) };
    let cp0 = diff(interp, (c(&a, 1), b2c.clone()), (a2c.clone(), c(&b, 1)))?;
    let cp1 = diff(interp, (a2c, c(&b, 0)), (c(&a, 0), b2c))?;
    let cp2 = diff(interp, (c(&a, 0), c(&b, 1)), (c(&a, 1), c(&b, 0)))?;
    let parts: Vec<HostArray> = [cp0, cp1, cp2].iter().map(|v| arr(v).map(|x| x.reshape(&expand_spec(&x)).unwrap_or(x))).collect::<R<_>>()?;
    let mut r = super::functions::concatenate(&parts, -1)?;
    r.scalar = false;
    Ok(wrap(r))
}

fn expand_spec(x: &HostArray) -> Vec<i64> {
    x.shape.iter().map(|&d| d as i64).chain([1]).collect()
}

/// `np.diag(v, k)`: a 1-D `v` on the k-th diagonal of a square matrix; a 2-D `v`'s k-th diagonal.
fn diag(interp: &mut Interp, args: &Args) -> R<Value> {
    let v = array_of(interp, &need(args, 0, "v", "diag")?)?;
    let k = int_arg(interp, args, 1, "k", 0)?;
    match v.ndim() {
        1 => {
            let n = v.shape[0] + k.unsigned_abs() as usize;
            check_array(&[n, n], v.dtype())?;
            let out = HostArray::zeros(v.dtype(), vec![n, n]);
            let vals = v.copy();
            crate::with_dtype!(v.dtype(), T => {
                let src: Vec<T> = vals.to_vec();
                let mut dst: Vec<T> = out.to_vec();
                for (i, x) in src.into_iter().enumerate() {
                    let (r, c) = if k >= 0 { (i, i + k as usize) } else { (i + k.unsigned_abs() as usize, i) };
                    dst[r * n + c] = x;
                }
                Ok(wrap(HostArray::from_vec(dst, vec![n, n])))
            })
        }
        2 => Ok(wrap(diagonal_of(&v, k, 0, 1)?)),
        _ => Err(raise("ValueError", "Input must be 1- or 2-d.")),
    }
}

/// The diagonal at `offset` of the planes of axes `ax1`, `ax2`, as a new last axis.
fn diagonal_of(a: &HostArray, offset: i64, ax1: usize, ax2: usize) -> R<HostArray> {
    let (n1, n2) = (a.shape[ax1] as i64, a.shape[ax2] as i64);
    let len = if offset >= 0 { (n2 - offset).min(n1) } else { (n1 + offset).min(n2) }.max(0) as usize;
    let mut v = a.clone();
    let start = if len == 0 {
        0
    } else if offset >= 0 {
        offset as isize * a.strides[ax2]
    } else {
        -offset as isize * a.strides[ax1]
    };
    v.offset = (v.offset as isize + start) as usize;
    let step = a.strides[ax1] + a.strides[ax2];
    let (mut shape, mut strides) = (Vec::new(), Vec::new());
    for d in 0..a.ndim() {
        if d != ax1 && d != ax2 {
            shape.push(a.shape[d]);
            strides.push(a.strides[d]);
        }
    }
    shape.push(len);
    strides.push(step);
    v.shape = shape;
    v.strides = strides;
    v.scalar = false;
    Ok(v.copy())
}

fn tri(interp: &mut Interp, args: &Args) -> R<Value> {
    let n = interp.to_index(&need(args, 0, "N", "tri")?)?;
    let m = int_arg(interp, args, 1, "M", n)?;
    let k = int_arg(interp, args, 2, "k", 0)?;
    let d = dtype_kw(interp, args, 3)?.unwrap_or(DType::F64);
    if n < 0 || m < 0 {
        return Err(raise("ValueError", "negative dimensions are not allowed"));
    }
    let (n, m) = (n as usize, m as usize);
    check_array(&[n, m], d)?;
    let v: Vec<bool> = (0..n * m).map(|f| ((f % m) as i64) <= (f / m) as i64 + k).collect();
    Ok(wrap(HostArray::from_vec(v, vec![n, m]).astype(d)))
}

/// `np.vander(x, N, increasing)`: powers by repeated multiplication (NumPy's
/// `multiply.accumulate`), highest first unless `increasing`.
fn vander(interp: &mut Interp, args: &Args) -> R<Value> {
    let x = array_of(interp, &need(args, 0, "x", "vander")?)?;
    if x.ndim() != 1 {
        return Err(raise("ValueError", "x must be a one-dimensional array or sequence."));
    }
    let n = x.shape[0];
    let cols = int_arg(interp, args, 1, "N", n as i64)?;
    if cols < 0 {
        return Err(raise("ValueError", "negative dimensions are not allowed"));
    }
    let cols = cols as usize;
    let increasing = match arg(args, 2, "increasing") {
        Some(v) => interp.truthy(&v)?,
        None => false,
    };
    // NumPy's `promote_types(x.dtype, int)`.
    let d = promote(x.dtype(), DType::I64);
    check_array(&[n, cols], d)?;
    crate::with_dtype!(d, T => {
        let xs: Vec<T> = x.to_vec();
        let mut out: Vec<T> = vec![T::default(); n * cols];
        for (i, &xv) in xs.iter().enumerate() {
            let mut acc = T::from_bool(true);
            for j in 0..cols {
                let c = if increasing { j } else { cols - 1 - j };
                out[i * cols + c] = acc;
                acc = acc.mul(xv);
            }
        }
        Ok(wrap(HostArray::from_vec(out, vec![n, cols])))
    })
}

/// `np.convolve` / `np.correlate` of 1-D sequences: NumPy's `_pyarray_correlate` (the longer
/// sequence first, the result reversed when they were swapped).
fn convolve(interp: &mut Interp, name: &str, args: &Args) -> R<Value> {
    let a = array_of(interp, &need(args, 0, "a", name)?)?;
    let v = array_of(interp, &need(args, 1, "v", name)?)?;
    let mode = match arg(args, 2, "mode") {
        None => if name == "convolve" { "full" } else { "valid" }.to_string(),
        Some(Value::Str(s)) => s.to_string(),
        Some(_) => return Err(raise("TypeError", "mode must be a string")),
    };
    let (a, v) = (reshaped(&a, &[-1])?, reshaped(&v, &[-1])?);
    let d = promote(a.dtype(), v.dtype());
    if d.is_complex() {
        return Err(raise("NotImplementedError", format!("cudalab's np.{name} does not take complex sequences yet")));
    }
    if a.size() == 0 {
        return Err(raise("ValueError", "a cannot be empty"));
    }
    if v.size() == 0 {
        return Err(raise("ValueError", "v cannot be empty"));
    }
    let mode_n = match mode.as_str() {
        "valid" | "v" => 0,
        "same" | "s" => 1,
        "full" | "f" => 2,
        other => return Err(raise("ValueError", format!("mode must be one of 'valid', 'same', or 'full' (got '{other}')"))),
    };
    crate::with_dtype!(d, T => {
        let mut x: Vec<T> = a.astype(d).to_vec();
        let mut y: Vec<T> = v.astype(d).to_vec();
        if name == "convolve" {
            if y.len() > x.len() {
                std::mem::swap(&mut x, &mut y);
            }
            y.reverse();
        }
        let swapped = x.len() < y.len();
        if swapped {
            std::mem::swap(&mut x, &mut y);
        }
        let (n1, n2) = (x.len() as i64, y.len() as i64);
        let (left, right) = match mode_n {
            0 => (0, 0),
            1 => (n2 / 2, n2 - n2 / 2 - 1),
            _ => (n2 - 1, n2 - 1),
        };
        let len = (n1 - n2 + 1 + left + right) as usize;
        check_array(&[len], d)?;
        let mut out: Vec<T> = Vec::with_capacity(len);
        for k in -left..(n1 - n2 + 1 + right) {
            let mut s = T::default();
            for j in 0..n2 {
                let i = k + j;
                if i >= 0 && i < n1 {
                    s = s.add(x[i as usize].mul(y[j as usize]));
                }
            }
            out.push(s);
        }
        if swapped {
            out.reverse();
        }
        Ok(wrap(HostArray::from_vec(out, vec![len])))
    })
}

/// `np.interp(x, xp, fp, left, right)`: float64 piecewise-linear interpolation, NumPy's
/// formula `slope * (x - xp[j]) + fp[j]` (from the right end when that is NaN).
fn interp_fn(interp: &mut Interp, args: &Args) -> R<Value> {
    let xv = need(args, 0, "x", "interp")?;
    let x = array_of(interp, &xv)?;
    let xp = array_of(interp, &need(args, 1, "xp", "interp")?)?;
    let fp = array_of(interp, &need(args, 2, "fp", "interp")?)?;
    if arg(args, 5, "period").is_some_and(|v| !v.is_none()) {
        return Err(raise("NotImplementedError", "np.interp(period=...) is not supported by cudalab yet"));
    }
    if fp.dtype().is_complex() || x.dtype().is_complex() || xp.dtype().is_complex() {
        return Err(raise("NotImplementedError", "cudalab's np.interp does not take complex values yet"));
    }
    if fp.ndim() != 1 || xp.ndim() != 1 {
        return Err(raise("ValueError", "object too deep for desired array"));
    }
    if xp.size() == 0 {
        return Err(raise("ValueError", "array of sample points is empty"));
    }
    if xp.size() != fp.size() {
        return Err(raise("ValueError", "fp and xp are not of the same length."));
    }
    let xs: Vec<f64> = xp.to_vec();
    let fs: Vec<f64> = fp.to_vec();
    let n = xs.len();
    let left = match arg(args, 3, "left") {
        Some(Value::None) | None => fs[0],
        Some(v) => number_arg(interp, &v)?,
    };
    let right = match arg(args, 4, "right") {
        Some(Value::None) | None => fs[n - 1],
        Some(v) => number_arg(interp, &v)?,
    };
    let out: Vec<f64> = x
        .to_vec::<f64>()
        .into_iter()
        .map(|v| {
            if v.is_nan() {
                return v;
            }
            if v > xs[n - 1] {
                return right;
            }
            if v < xs[0] {
                return left;
            }
            if v == xs[n - 1] {
                return fs[n - 1];
            }
            // The last j with xs[j] <= v.
            let j = xs.partition_point(|&p| p <= v).saturating_sub(1).min(n - 1);
            if j + 1 >= n || v == xs[j] {
                return fs[j];
            }
            let slope = (fs[j + 1] - fs[j]) / (xs[j + 1] - xs[j]);
            let mut r = slope * (v - xs[j]) + fs[j];
            if r.is_nan() {
                r = slope * (v - xs[j + 1]) + fs[j + 1];
                if r.is_nan() && fs[j] == fs[j + 1] {
                    r = fs[j];
                }
            }
            r
        })
        .collect();
    let mut r = HostArray::from_vec(out, x.shape.clone());
    r.scalar = r.ndim() == 0;
    Ok(wrap(r))
}

/// A view of `a` along `axis` from `start` (inclusive) to `stop`, as a slice.
fn slice_axis(a: &HostArray, axis: usize, start: usize, stop: usize) -> HostArray {
    let mut v = a.clone();
    let len = stop.saturating_sub(start);
    if len > 0 {
        v.offset = (v.offset as isize + start as isize * a.strides[axis]) as usize;
    }
    v.shape[axis] = len;
    v.scalar = false;
    v
}

/// `np.gradient(f, *spacing, axis, edge_order)` with uniform spacing (one scalar, or one per
/// axis): central differences inside, one-sided at the edges (first or second order).
fn gradient(interp: &mut Interp, args: &Args) -> R<Value> {
    let fv = args.pos.first().cloned().ok_or_else(|| raise("TypeError", "gradient() missing 1 required positional argument: 'f'"))?;
    let mut f = array_of(interp, &fv)?;
    let nd = f.ndim();
    let kw = |k: &str| args.kw.iter().find(|(n, _)| &**n == k).map(|(_, v)| v.clone());
    let axes: Vec<usize> = match kw("axis") {
        None | Some(Value::None) => (0..nd).collect(),
        Some(v) => {
            let mut out = Vec::new();
            for ax in super::functions::axes_arg(interp, &v)? {
                let a = normalize_axis(ax, nd).map_err(|e| raise("AxisError", e.to_string()))?;
                if out.contains(&a) {
                    return Err(raise("ValueError", "repeated axis"));
                }
                out.push(a);
            }
            out
        }
    };
    let edge_order = match kw("edge_order") {
        Some(v) => interp.to_index(&v)?,
        None => 1,
    };
    if !(edge_order == 1 || edge_order == 2) {
        return Err(raise("ValueError", "'edge_order' greater than 2 not supported"));
    }
    let spacing = &args.pos[1..];
    let dx: Vec<Value> = match spacing.len() {
        0 => vec![Value::Float(1.0); axes.len()],
        1 => vec![spacing[0].clone(); axes.len()],
        k if k == axes.len() => spacing.to_vec(),
        _ => return Err(raise("TypeError", "invalid number of arguments")),
    };
    // Coordinates (a 1-D array per axis) become their differences; equal ones a NumPy scalar.
    let mut coords: Vec<Option<Vec<f64>>> = Vec::with_capacity(dx.len());
    let mut dx = dx;
    for (k, d) in dx.iter_mut().enumerate() {
        if as_array(d).is_some_and(|a| a.ndim() > 0) || matches!(d, Value::List(_) | Value::Tuple(_)) {
            let c = array_of(interp, d)?;
            if c.ndim() != 1 {
                return Err(raise("ValueError", "distances must be either scalars or 1d"));
            }
            if c.size() != f.shape[axes[k]] {
                return Err(raise("ValueError", "when 1d, distances must match the length of the corresponding dimension"));
            }
            let v: Vec<f64> = c.to_vec();
            let steps: Vec<f64> = v.windows(2).map(|w| w[1] - w[0]).collect();
            if steps.iter().all(|s| *s == steps[0]) && !steps.is_empty() {
                let mut h = HostArray::scalar_of(steps[0]);
                h.scalar = true;
                *d = wrap(h);
                coords.push(None);
            } else {
                coords.push(Some(steps));
            }
        } else {
            coords.push(None);
        }
    }
    if !matches!(f.dtype().kind(), Kind::Float | Kind::Complex) {
        f = f.astype(DType::F64);
    }
    let mut outs = Vec::new();
    for (k, &ax) in axes.iter().enumerate() {
        let n = f.shape[ax];
        if n < edge_order as usize + 1 {
            return Err(raise("ValueError", "Shape of array too small to calculate a numerical gradient, at least (edge_order + 1) elements are required."));
        }
        let fw = |s, e| wrap(slice_axis(&f, ax, s, e));
        if let Some(steps) = &coords[k] {
            outs.push(gradient_uneven(interp, &f, ax, steps, edge_order)?);
            continue;
        }
        let h = dx[k].clone();
        let two_h = op(interp, BinOp::Mul, &Value::Float(2.0), &h)?;
        let out = HostArray::zeros(f.dtype(), f.shape.clone());
        // Interior: (f[2:] - f[:-2]) / (2h).
        let num = op(interp, BinOp::Sub, &fw(2, n), &fw(0, n - 2))?;
        let mid = op(interp, BinOp::TrueDiv, &num, &two_h)?;
        slice_axis(&out, ax, 1, n - 1).assign(&arr(&mid)?).map_err(|e| raise("ValueError", e.to_string()))?;
        if edge_order == 1 {
            let d0 = op(interp, BinOp::Sub, &fw(1, 2), &fw(0, 1))?;
            let d0 = op(interp, BinOp::TrueDiv, &d0, &h)?;
            slice_axis(&out, ax, 0, 1).assign(&arr(&d0)?).map_err(|e| raise("ValueError", e.to_string()))?;
            let d1 = op(interp, BinOp::Sub, &fw(n - 1, n), &fw(n - 2, n - 1))?;
            let d1 = op(interp, BinOp::TrueDiv, &d1, &h)?;
            slice_axis(&out, ax, n - 1, n).assign(&arr(&d1)?).map_err(|e| raise("ValueError", e.to_string()))?;
        } else {
            let hv = number_arg(interp, &h)?;
            let edge = |interp: &mut Interp, coef: [f64; 3], at: [usize; 3]| -> R<Value> {
                let mut acc: Option<Value> = None;
                for (c, i) in coef.iter().zip(at) {
                    let t = op(interp, BinOp::Mul, &Value::Float(*c), &fw(i, i + 1))?;
                    acc = Some(match acc {
                        None => t,
                        Some(p) => op(interp, BinOp::Add, &p, &t)?,
                    });
                }
                acc.ok_or_else(|| raise("ValueError", "gradient"))
            };
            let e0 = edge(interp, [-1.5 / hv, 2.0 / hv, -0.5 / hv], [0, 1, 2])?;
            slice_axis(&out, ax, 0, 1).assign(&arr(&e0)?).map_err(|e| raise("ValueError", e.to_string()))?;
            let e1 = edge(interp, [0.5 / hv, -2.0 / hv, 1.5 / hv], [n - 3, n - 2, n - 1])?;
            slice_axis(&out, ax, n - 1, n).assign(&arr(&e1)?).map_err(|e| raise("ValueError", e.to_string()))?;
        }
        outs.push(wrap(out));
    }
    Ok(if outs.len() == 1 { outs.remove(0) } else { Value::tuple(outs) })
}

/// One axis of `np.gradient` with uneven steps `h` (NumPy's second-order weights inside, first
/// or second order at the edges), all weights float64.
fn gradient_uneven(interp: &mut Interp, f: &HostArray, ax: usize, h: &[f64], edge_order: i64) -> R<Value> {
    let n = f.shape[ax];
    let fw = |s: usize, e: usize| wrap(slice_axis(f, ax, s, e));
    let mut spec = vec![1i64; f.ndim()];
    spec[ax] = -1;
    let weights = |v: Vec<f64>| -> R<Value> {
        let len = v.len();
        Ok(wrap(reshaped(&HostArray::from_vec(v, vec![len]), &spec)?))
    };
    let (d1, d2) = (&h[..n - 2], &h[1..]);
    let a: Vec<f64> = d1.iter().zip(d2).map(|(x, y)| -y / (x * (x + y))).collect();
    let b: Vec<f64> = d1.iter().zip(d2).map(|(x, y)| (y - x) / (x * y)).collect();
    let c: Vec<f64> = d1.iter().zip(d2).map(|(x, y)| x / (y * (x + y))).collect();
    let sum3 = |interp: &mut Interp, w: [Value; 3], at: [usize; 3], len: usize| -> R<Value> {
        let mut acc: Option<Value> = None;
        for (wv, i) in w.iter().zip(at) {
            let t = op(interp, BinOp::Mul, wv, &fw(i, i + len))?;
            acc = Some(match acc {
                None => t,
                Some(p) => op(interp, BinOp::Add, &p, &t)?,
            });
        }
        acc.ok_or_else(|| raise("ValueError", "gradient"))
    };
    let out = HostArray::zeros(f.dtype(), f.shape.clone());
    let set = |s: usize, e: usize, v: &Value| -> R<()> { slice_axis(&out, ax, s, e).assign(&arr(v)?).map_err(|e| raise("ValueError", e.to_string())) };
    let mid = sum3(interp, [weights(a)?, weights(b)?, weights(c)?], [0, 1, 2], n - 2)?;
    set(1, n - 1, &mid)?;
    let num = |x: f64| {
        let mut s = HostArray::scalar_of(x);
        s.scalar = true;
        wrap(s)
    };
    if edge_order == 1 {
        let d0 = op(interp, BinOp::Sub, &fw(1, 2), &fw(0, 1))?;
        let d0 = op(interp, BinOp::TrueDiv, &d0, &num(h[0]))?;
        set(0, 1, &d0)?;
        let d1 = op(interp, BinOp::Sub, &fw(n - 1, n), &fw(n - 2, n - 1))?;
        let d1 = op(interp, BinOp::TrueDiv, &d1, &num(h[n - 2]))?;
        set(n - 1, n, &d1)?;
    } else {
        let (x, y) = (h[0], h[1]);
        let w = [num(-(2.0 * x + y) / (x * (x + y))), num((x + y) / (x * y)), num(-x / (y * (x + y)))];
        let e0 = sum3(interp, w, [0, 1, 2], 1)?;
        set(0, 1, &e0)?;
        let (x, y) = (h[n - 3], h[n - 2]);
        let w = [num(y / (x * (x + y))), num(-(y + x) / (x * y)), num((2.0 * y + x) / (y * (x + y)))];
        let e1 = sum3(interp, w, [n - 3, n - 2, n - 1], 1)?;
        set(n - 1, n, &e1)?;
    }
    Ok(wrap(out))
}

/// `np.trapezoid(y, x, dx, axis)`: `sum(d * (y[1:] + y[:-1]) / 2.0, axis)`.
fn trapezoid(interp: &mut Interp, args: &Args) -> R<Value> {
    let y = array_of(interp, &need(args, 0, "y", "trapezoid")?)?;
    let axis = int_arg(interp, args, 3, "axis", -1)?;
    let nd = y.ndim();
    let ax = normalize_axis(axis, nd.max(1)).map_err(|e| raise("AxisError", e.to_string()))?;
    if nd == 0 {
        return Err(raise("IndexError", "tuple index out of range"));
    }
    let n = y.shape[ax];
    let d: Value = match arg(args, 1, "x") {
        Some(Value::None) | None => arg(args, 2, "dx").unwrap_or(Value::Float(1.0)),
        Some(xv) => {
            let x = array_of(interp, &xv)?;
            if x.ndim() == 1 {
                let dd = call_np(interp, "diff", Args::new(vec![wrap(x)]))?;
                let mut spec = vec![1i64; nd];
                spec[ax] = -1;
                wrap(reshaped(&arr(&dd)?, &spec)?)
            } else {
                call_np(interp, "diff", Args { pos: vec![wrap(x)], kw: vec![(Rc::from("axis"), Value::int(ax as i64))] })?
            }
        }
    };
    let hi = wrap(slice_axis(&y, ax, 1.min(n), n));
    let lo = wrap(slice_axis(&y, ax, 0, n.saturating_sub(1)));
    let s = op(interp, BinOp::Add, &hi, &lo)?;
    let p = op(interp, BinOp::Mul, &d, &s)?;
    let q = op(interp, BinOp::TrueDiv, &p, &Value::Float(2.0))?;
    call_np(interp, "sum", Args { pos: vec![q], kw: vec![(Rc::from("axis"), Value::int(ax as i64))] })
}

/// `np.logspace` (`base ** linspace(start, stop)`) and `np.geomspace` (logspace of the log10s,
/// with the exact end points and the sign put back), for scalar ends.
fn logspace(interp: &mut Interp, name: &str, args: &Args) -> R<Value> {
    let geom = name == "geomspace";
    let sv = need(args, 0, "start", name)?;
    let ev = need(args, 1, "stop", name)?;
    for v in [&sv, &ev] {
        if as_array(v).is_some_and(|a| a.ndim() > 0) || matches!(v, Value::List(_) | Value::Tuple(_)) {
            return Err(raise("NotImplementedError", format!("np.{name} with array start/stop is not supported by cudalab yet")));
        }
        if matches!(v, Value::Complex(..)) || as_array(v).is_some_and(|a| a.dtype().is_complex()) {
            return Err(raise("NotImplementedError", format!("np.{name} with complex start/stop is not supported by cudalab yet")));
        }
    }
    let (dpos, apos) = if geom { (4, 5) } else { (5, 6) };
    if int_arg(interp, args, apos, "axis", 0)? != 0 {
        return Err(raise("NotImplementedError", format!("np.{name}(axis=...) is not supported by cudalab yet")));
    }
    let num = arg(args, 2, "num").unwrap_or(Value::int(50));
    let endpoint = arg(args, 3, "endpoint").unwrap_or(Value::Bool(true));
    let dtype = dtype_kw(interp, args, dpos)?;
    let (start, stop) = (number_arg(interp, &sv)?, number_arg(interp, &ev)?);
    let lin =
        |interp: &mut Interp, s: f64, e: f64| call_np(interp, "linspace", Args::new(vec![Value::Float(s), Value::Float(e), num.clone(), endpoint.clone()]));
    if !geom {
        let base = arg(args, 4, "base").unwrap_or(Value::Float(10.0));
        let y = lin(interp, start, stop)?;
        let r = op(interp, BinOp::Pow, &base, &y)?;
        return Ok(match dtype {
            Some(d) => wrap(arr(&r)?.astype(d)),
            None => r,
        });
    }
    if start == 0.0 || stop == 0.0 {
        return Err(raise("ValueError", "Geometric sequence cannot include zero"));
    }
    let sign = if start < 0.0 { -1.0 } else { 1.0 };
    let (s, e) = (start / sign, stop / sign);
    let y = lin(interp, s.log10(), e.log10())?;
    let r = op(interp, BinOp::Pow, &Value::Float(10.0), &y)?;
    let mut v: Vec<f64> = arr(&r)?.to_vec();
    let n = v.len();
    if n > 0 {
        v[0] = s;
    }
    if n > 1 && interp.truthy(&endpoint)? {
        v[n - 1] = e;
    }
    let out: Vec<f64> = v.into_iter().map(|x| x * sign).collect();
    let r = HostArray::from_vec(out, vec![n]);
    Ok(wrap(match dtype {
        Some(d) => r.astype(d),
        None => r,
    }))
}

/// `np.nan_to_num(x, nan, posinf, neginf)`: a copy with NaN and the infinities replaced (by the
/// dtype's largest finite values unless given); integers come back as they are.
fn nan_to_num(interp: &mut Interp, args: &Args) -> R<Value> {
    let xv = need(args, 0, "x", "nan_to_num")?;
    let x = array_of(interp, &xv)?;
    let scalar = as_array(&xv).map_or(!matches!(xv, Value::List(_) | Value::Tuple(_)), |a| a.scalar || a.ndim() == 0);
    let num = |interp: &mut Interp, pos: usize, name: &str| -> R<Option<f64>> {
        match arg(args, pos, name) {
            Some(Value::None) | None => Ok(None),
            Some(v) => number_arg(interp, &v).map(Some),
        }
    };
    let nan = num(interp, 1, "nan")?.unwrap_or(0.0);
    let posinf = num(interp, 2, "posinf")?;
    let neginf = num(interp, 3, "neginf")?;
    let d = x.dtype();
    let mut r = match d {
        DType::F16 | DType::F32 | DType::F64 => {
            let (hi, lo) = match d {
                DType::F16 => (half::f16::MAX.to_f64(), half::f16::MIN.to_f64()),
                DType::F32 => (f32::MAX as f64, f32::MIN as f64),
                _ => (f64::MAX, f64::MIN),
            };
            let v: Vec<f64> = x
                .to_vec::<f64>()
                .into_iter()
                .map(|e| {
                    if e.is_nan() {
                        nan
                    } else if e == f64::INFINITY {
                        posinf.unwrap_or(hi)
                    } else if e == f64::NEG_INFINITY {
                        neginf.unwrap_or(lo)
                    } else {
                        e
                    }
                })
                .collect();
            HostArray::from_vec(v, x.shape.clone()).astype(d)
        }
        DType::C64 | DType::C128 => return Err(raise("NotImplementedError", "cudalab's np.nan_to_num does not take complex arrays yet")),
        _ => x.copy(),
    };
    r.scalar = scalar && r.ndim() == 0;
    Ok(wrap(r))
}

/// `np.fromfunction(function, shape, dtype=float, **kwargs)`: the function called once with
/// the index grids (as `np.indices(shape, dtype)`), its result as it returns it.
fn fromfunction(interp: &mut Interp, mut args: Args) -> R<Value> {
    let f = match args.pos.first() {
        Some(v) => v.clone(),
        None => args.take_kw("function").ok_or_else(|| raise("TypeError", "fromfunction() missing 2 required positional arguments: 'function' and 'shape'"))?,
    };
    let sv = match args.pos.get(1) {
        Some(v) => v.clone(),
        None => args.take_kw("shape").ok_or_else(|| raise("TypeError", "fromfunction() missing 1 required positional argument: 'shape'"))?,
    };
    let shape = super::functions::shape_of(interp, &sv)?;
    let d = match args.take_kw("dtype") {
        Some(v) => super::dtype_arg(interp, &v)?.unwrap_or(DType::F64),
        None => DType::F64,
    };
    let nd = shape.len();
    let mut grids = Vec::with_capacity(nd);
    for ax in 0..nd {
        check_array(&shape, d)?;
        let total: usize = shape.iter().product();
        let inner: usize = shape[ax + 1..].iter().product();
        let v: Vec<i64> = (0..total).map(|f| ((f / inner.max(1)) % shape[ax].max(1)) as i64).collect();
        grids.push(wrap(HostArray::from_vec(v, shape.clone()).astype(d)));
    }
    // The remaining keywords go to the function.
    interp.call(&f, Args { pos: grids, kw: args.kw })
}

/// `np.cumulative_sum` / `np.cumulative_prod` (the array API's): `cumsum`/`cumprod` along
/// `axis` (required past 1-D), optionally starting with the identity.
fn cumulative(interp: &mut Interp, name: &str, args: &Args) -> R<Value> {
    let x = array_of(interp, &need(args, 0, "x", name)?)?;
    let kw = |k: &str| args.kw.iter().find(|(n, _)| &**n == k).map(|(_, v)| v.clone());
    let axis = match kw("axis") {
        Some(Value::None) | None => {
            if x.ndim() > 1 {
                return Err(raise("ValueError", "For arrays which have more than one dimension ``axis`` argument is required."));
            }
            0
        }
        Some(v) => interp.to_index(&v)?,
    };
    if x.ndim() == 0 {
        return Err(raise("ValueError", "axis must be specified for multi-dimensional arrays."));
    }
    let include = match kw("include_initial") {
        Some(v) => interp.truthy(&v)?,
        None => false,
    };
    let product = name == "cumulative_prod";
    let r = crate::array::reduce::accumulate(&x, Some(axis), product).map_err(super::methods::reduce_err)?;
    if !include {
        return Ok(wrap(r));
    }
    let ax = normalize_axis(axis, x.ndim()).map_err(|e| raise("AxisError", e.to_string()))?;
    let mut s = r.shape.clone();
    s[ax] = 1;
    let first = if product {
        crate::with_dtype!(r.dtype(), T => HostArray::from_vec(vec![T::from_bool(true); s.iter().product()], s.clone()))
    } else {
        HostArray::zeros(r.dtype(), s)
    };
    Ok(wrap(super::functions::concatenate(&[first, r], ax as i64)?))
}
