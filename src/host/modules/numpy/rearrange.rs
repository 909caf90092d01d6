//! The `np` functions that rearrange an array's elements without computing new ones: `flip`
//! (and `fliplr`/`flipud`/`rot90`, views with negative strides), `roll`, `tile`, `repeat`,
//! `append`, `insert`, `delete`, `take`, `compress`/`extract`, `resize`, `pad`, `dstack`,
//! `hsplit`/`vsplit`, `broadcast_to`/`broadcast_arrays`. Most are one `gather` along an axis.
//! Owns nothing of the array core: it reads arrays through `HostArray` and never touches
//! ufuncs, reductions or printing.

use super::functions::{arg, array_of, axes_arg, call_np, concatenate, need, shape_err};
use super::{as_array, wrap};
use crate::array::dtype::DType;
use crate::array::hostarray::{broadcast_shapes, shape_str, HostArray};
use crate::array::memory_limit::check_array;
use crate::array::shape::{axes_in, axis_in};
use crate::host::value::{Args, Value};
use crate::host::{raise, Interp, R};

np_functions! {
    call_rearrange;
    f_flip => "flip", "flip(m, axis=None)", "Reverse the order of elements in an array along the given axis.";
    f_fliplr => "fliplr", "fliplr(m)", "Reverse the order of elements along axis 1 (left/right).";
    f_flipud => "flipud", "flipud(m)", "Reverse the order of elements along axis 0 (up/down).";
    f_rot90 => "rot90", "rot90(m, k=1, axes=(0, 1))", "Rotate an array by 90 degrees in the plane specified by axes.";
    f_roll => "roll", "roll(a, shift, axis=None)", "Roll array elements along a given axis.";
    f_tile => "tile", "tile(A, reps)", "Construct an array by repeating A the number of times given by reps.";
    f_repeat => "repeat", "repeat(a, repeats, axis=None)", "Repeat each element of an array after themselves.";
    f_append => "append", "append(arr, values, axis=None)", "Append values to the end of an array.";
    f_insert => "insert", "insert(arr, obj, values, axis=None)", "Insert values along the given axis before the given indices.";
    f_delete => "delete", "delete(arr, obj, axis=None)", "Return a new array with sub-arrays along an axis deleted.";
    f_take => "take", "take(a, indices, axis=None, out=None, mode='raise')", "Take elements from an array along an axis.";
    f_compress => "compress", "compress(condition, a, axis=None, out=None)", "Return selected slices of an array along given axis.";
    f_extract => "extract", "extract(condition, arr)", "Return the elements of an array that satisfy some condition.";
    f_resize => "resize", "resize(a, new_shape)", "Return a new array with the specified shape (repeating a).";
    f_pad => "pad", "pad(array, pad_width, mode='constant', constant_values=0, reflect_type='even')", "Pad an array.";
    f_dstack => "dstack", "dstack(tup)", "Stack arrays in sequence depth wise (along third axis).";
    f_hsplit => "hsplit", "hsplit(ary, indices_or_sections)", "Split an array into multiple sub-arrays horizontally (column-wise).";
    f_vsplit => "vsplit", "vsplit(ary, indices_or_sections)", "Split an array into multiple sub-arrays vertically (row-wise).";
    f_broadcast_to => "broadcast_to", "broadcast_to(array, shape, subok=False)", "Broadcast an array to a new shape.";
    f_diagonal => "diagonal", "diagonal(a, offset=0, axis1=0, axis2=1)", "Return specified diagonals.";
    f_trace => "trace", "trace(a, offset=0, axis1=0, axis2=1, dtype=None, out=None)", "Return the sum along diagonals of the array.";
    f_take_along_axis => "take_along_axis", "take_along_axis(arr, indices, axis=-1)", "Take values from the input array by matching 1d index and data slices.";
    f_put => "put", "put(a, ind, v, mode='raise')", "Replaces specified elements of an array with given values.";
    f_broadcast_arrays => "broadcast_arrays", "broadcast_arrays(*args, subok=False)", "Broadcast any number of arrays against each other.";
}

/// `a` with the positions `idx` (each below `a.shape[ax]`) taken along axis `ax`: a new array.
pub(super) fn gather(a: &HostArray, ax: usize, idx: &[usize]) -> R<HostArray> {
    let mut shape = a.shape.clone();
    shape[ax] = idx.len();
    check_array(&shape, a.dtype())?;
    let outer: usize = a.shape[..ax].iter().product();
    let n = a.shape[ax];
    let inner: usize = a.shape[ax + 1..].iter().product();
    Ok(crate::with_dtype!(a.dtype(), T => {
        let v: Vec<T> = a.to_vec();
        let mut out: Vec<T> = Vec::with_capacity(outer * idx.len() * inner);
        for o in 0..outer {
            let base = o * n * inner;
            for &i in idx {
                if let Some(run) = v.get(base + i * inner..base + (i + 1) * inner) {
                    out.extend_from_slice(run);
                }
            }
        }
        HostArray::from_vec(out, shape)
    }))
}

/// An optional `axis=` argument (None when absent or None).
pub(super) fn opt_axis(interp: &mut Interp, args: &Args, i: usize) -> R<Option<i64>> {
    match arg(args, i, "axis") {
        None | Some(Value::None) => Ok(None),
        Some(v) => Ok(Some(interp.to_index(&v)?)),
    }
}

fn axis_err(axis: i64, ndim: usize) -> crate::host::Ctrl {
    raise("AxisError", format!("axis {axis} is out of bounds for array of dimension {ndim}"))
}

/// An axis of an `ndim`-dimensional array, made non-negative, or NumPy's AxisError.
pub(super) fn one_axis(axis: i64, ndim: usize) -> R<usize> {
    axis_in(axis, ndim).map_err(|_| axis_err(axis, ndim))
}

/// The flattened array (a view when it can be) and axis 0, for `axis=None`.
fn flat(a: &HostArray) -> R<HostArray> {
    a.reshape(&[-1]).map_err(|e| raise("ValueError", e.to_string()))
}

/// A view of `a` reversed along each of `axes`.
fn flip_view(a: &HostArray, axes: &[usize]) -> HostArray {
    let mut v = a.clone();
    v.scalar = false;
    for &ax in axes {
        let n = v.shape[ax];
        if n > 0 {
            v.offset = (v.offset as isize + (n as isize - 1) * v.strides[ax]) as usize;
        }
        v.strides[ax] = -v.strides[ax];
    }
    v
}

/// Integer values of an index-like argument (Python ints, lists, integer or bool arrays);
/// anything else is NumPy's "arrays used as indices" IndexError.
fn int_indices(interp: &mut Interp, v: &Value) -> R<HostArray> {
    let a = array_of(interp, v)?;
    if !(a.dtype().is_integer() || a.dtype() == DType::Bool) && a.size() > 0 {
        return Err(raise("IndexError", "arrays used as indices must be of integer (or boolean) type"));
    }
    Ok(a)
}

/// Positions `i` in `-n..n` made non-negative, or NumPy's IndexError for `axis`.
fn in_bounds(vals: &[i64], n: usize, axis: usize) -> R<Vec<usize>> {
    vals.iter()
        .map(|&i| {
            let j = if i < 0 { i + n as i64 } else { i };
            if j < 0 || j >= n as i64 {
                Err(raise("IndexError", format!("index {i} is out of bounds for axis {axis} with size {n}")))
            } else {
                Ok(j as usize)
            }
        })
        .collect()
}

fn call_rearrange(interp: &mut Interp, name: &str, args: Args) -> R<Value> {
    // datetime64/timedelta64 values have their own implementations (or refusals).
    if let Some(v) = super::datetime::np_call(interp, name, &args)? {
        return Ok(v);
    }
    Ok(match name {
        "flip" => {
            let a = array_of(interp, &need(&args, 0, "m", name)?)?;
            let axes: Vec<usize> = match arg(&args, 1, "axis") {
                None | Some(Value::None) => (0..a.ndim()).collect(),
                Some(v) => {
                    let ax = axes_arg(interp, &v)?;
                    axes_in(&ax, a.ndim()).map_err(shape_err)?
                }
            };
            let mut r = flip_view(&a, &axes);
            // `m[::-1, ...]` of a 0-d array is `m[()]`: a NumPy scalar.
            r.scalar = r.ndim() == 0;
            wrap(r)
        }
        "fliplr" | "flipud" => {
            let a = array_of(interp, &need(&args, 0, "m", name)?)?;
            let (min, ax) = if name == "fliplr" { (2, 1) } else { (1, 0) };
            if a.ndim() < min {
                return Err(raise("ValueError", format!("Input must be >= {min}-d.")));
            }
            wrap(flip_view(&a, &[ax]))
        }
        "rot90" => rot90(interp, &args)?,
        "roll" => roll(interp, &args)?,
        "tile" => tile(interp, &args)?,
        "repeat" => {
            let a = array_of(interp, &need(&args, 0, "a", name)?)?;
            let reps = need(&args, 1, "repeats", name)?;
            let axis = opt_axis(interp, &args, 2)?;
            wrap(repeat(interp, &a, &reps, axis)?)
        }
        "append" => {
            let arr = array_of(interp, &need(&args, 0, "arr", name)?)?;
            let values = array_of(interp, &need(&args, 1, "values", name)?)?;
            match opt_axis(interp, &args, 2)? {
                None => {
                    let arr = if arr.ndim() != 1 { flat(&arr)? } else { arr };
                    wrap(concatenate(&[arr, flat(&values)?], 0)?)
                }
                Some(ax) => wrap(concatenate(&[arr, values], ax)?),
            }
        }
        "insert" => insert(interp, &args)?,
        "delete" => delete(interp, &args)?,
        "take" => {
            let a = array_of(interp, &need(&args, 0, "a", name)?)?;
            let idx = need(&args, 1, "indices", name)?;
            let axis = opt_axis(interp, &args, 2)?;
            if arg(&args, 3, "out").is_some_and(|v| !v.is_none()) {
                return Err(raise("NotImplementedError", "np.take(out=...) is not supported by cudalab yet"));
            }
            let mode = match arg(&args, 4, "mode") {
                None => "raise".to_string(),
                Some(Value::Str(s)) => s.to_string(),
                Some(v) => interp.repr(&v)?,
            };
            take(interp, &a, &idx, axis, &mode)?
        }
        "compress" => {
            let cond = array_of(interp, &need(&args, 0, "condition", name)?)?;
            let a = array_of(interp, &need(&args, 1, "a", name)?)?;
            if arg(&args, 3, "out").is_some_and(|v| !v.is_none()) {
                return Err(raise("NotImplementedError", "np.compress(out=...) is not supported by cudalab yet"));
            }
            let axis = opt_axis(interp, &args, 2)?;
            wrap(compress(&cond, &a, axis)?)
        }
        "extract" => {
            let cond = array_of(interp, &need(&args, 0, "condition", name)?)?;
            let a = array_of(interp, &need(&args, 1, "arr", name)?)?;
            let mask: Vec<bool> = cond.astype(DType::Bool).to_vec();
            let n = a.size();
            let idx: Vec<i64> = mask.iter().enumerate().filter(|(_, m)| **m).map(|(i, _)| i as i64).collect();
            let idx = in_bounds(&idx, n, 0)?;
            wrap(gather(&flat(&a)?, 0, &idx)?)
        }
        "resize" => {
            let a = array_of(interp, &need(&args, 0, "a", name)?)?;
            let spec = need(&args, 1, "new_shape", name)?;
            let dims = match &spec {
                Value::Tuple(_) | Value::List(_) => super::methods::reshape_spec(interp, std::slice::from_ref(&spec))?,
                other => vec![interp.to_index(other)?],
            };
            if dims.iter().any(|&d| d < 0) {
                return Err(raise("ValueError", "all elements of `new_shape` must be non-negative"));
            }
            let shape: Vec<usize> = dims.iter().map(|&d| d as usize).collect();
            check_array(&shape, a.dtype())?;
            let total: usize = shape.iter().product();
            if a.size() == 0 || total == 0 {
                return Ok(wrap(HostArray::zeros(a.dtype(), shape)));
            }
            let n = a.size();
            let idx: Vec<usize> = (0..total).map(|i| i % n).collect();
            let r = gather(&flat(&a)?, 0, &idx)?;
            wrap(r.reshape(&dims).map_err(|e| raise("ValueError", e.to_string()))?)
        }
        "pad" => super::pad::pad(interp, &args)?,
        "dstack" => {
            let arrays: Vec<HostArray> =
                super::functions::sequence_of_arrays(interp, &need(&args, 0, "tup", name)?)?.iter().map(|a| crate::array::shape::atleast(a, 3)).collect();
            wrap(concatenate(&arrays, 2)?)
        }
        "hsplit" | "vsplit" => {
            let a = array_of(interp, &need(&args, 0, "ary", name)?)?;
            let how = need(&args, 1, "indices_or_sections", name)?;
            let axis = if name == "vsplit" {
                if a.ndim() < 2 {
                    return Err(raise("ValueError", "vsplit only works on arrays of 2 or more dimensions"));
                }
                0
            } else {
                if a.ndim() == 0 {
                    return Err(raise("ValueError", "hsplit only works on arrays of 1 or more dimensions"));
                }
                i64::from(a.ndim() > 1)
            };
            call_np(interp, "split", Args::new(vec![wrap(a), how, Value::int(axis)]))?
        }
        "broadcast_to" => {
            let a = array_of(interp, &need(&args, 0, "array", name)?)?;
            let spec = need(&args, 1, "shape", name)?;
            let dims = match &spec {
                Value::Tuple(_) | Value::List(_) => super::methods::reshape_spec(interp, std::slice::from_ref(&spec))?,
                other => vec![interp.to_index(other)?],
            };
            if dims.iter().any(|&d| d < 0) {
                return Err(raise("ValueError", "all elements of broadcast shape must be non-negative"));
            }
            let shape: Vec<usize> = dims.iter().map(|&d| d as usize).collect();
            if shape.is_empty() && a.ndim() > 0 {
                return Err(raise("ValueError", "cannot broadcast a non-scalar to a scalar array"));
            }
            let ok = broadcast_shapes(&a.shape, &shape).is_ok_and(|s| s == shape);
            if !ok {
                return Err(raise(
                    "ValueError",
                    format!(
                        "operands could not be broadcast together with remapped shapes [original->remapped]: {}  and requested shape {}",
                        shape_str(&a.shape),
                        shape_str(&shape)
                    ),
                ));
            }
            // NumPy's broadcast views are read-only: a write would land on every repeat.
            wrap(a.broadcast_view(&shape).read_only())
        }
        "diagonal" | "trace" => {
            let a = array_of(interp, &need(&args, 0, "a", name)?)?;
            let mut int = |i: usize, key: &str, default: i64| -> R<i64> {
                match arg(&args, i, key) {
                    Some(v) => interp.to_index(&v),
                    None => Ok(default),
                }
            };
            let (offset, a1, a2) = (int(1, "offset", 0)?, int(2, "axis1", 0)?, int(3, "axis2", 1)?);
            let d = diagonal(&a, offset, a1, a2)?;
            if name == "diagonal" {
                // A read-only view, as NumPy's (`a.diagonal()[0] = x` raises).
                return Ok(wrap(d.read_only()));
            }
            if arg(&args, 5, "out").is_some_and(|v| !v.is_none()) {
                return Err(raise("NotImplementedError", "np.trace(out=...) is not supported by cudalab yet"));
            }
            let mut sum = Args::new(vec![wrap(d), Value::int(-1)]);
            if let Some(t) = arg(&args, 4, "dtype") {
                sum.kw.push((std::rc::Rc::from("dtype"), t));
            }
            call_np(interp, "sum", sum)?
        }
        "take_along_axis" => {
            let a = array_of(interp, &need(&args, 0, "arr", name)?)?;
            let idx = array_of(interp, &need(&args, 1, "indices", name)?)?;
            let axis = match arg(&args, 2, "axis") {
                None => Some(-1),
                Some(Value::None) => None,
                Some(v) => Some(interp.to_index(&v)?),
            };
            wrap(take_along_axis(&a, &idx, axis)?)
        }
        "put" => {
            let av = need(&args, 0, "a", name)?;
            let Some(a) = as_array(&av) else {
                let t = interp.type_name(&av);
                return Err(raise("TypeError", format!("argument 1 must be numpy.ndarray, not <class '{t}'>")));
            };
            let ind = need(&args, 1, "ind", name)?;
            let v = need(&args, 2, "v", name)?;
            let mode = match arg(&args, 3, "mode") {
                None => "raise".to_string(),
                Some(Value::Str(s)) => s.to_string(),
                Some(o) => interp.repr(&o)?,
            };
            put(interp, a, &ind, &v, &mode)?;
            Value::None
        }
        "broadcast_arrays" => {
            if let Some((k, v)) = args.kw.iter().find(|(k, _)| &**k == "subok") {
                if !matches!(v, Value::Bool(false)) {
                    return Err(raise("NotImplementedError", format!("np.broadcast_arrays({k}=True) is not supported by cudalab yet")));
                }
            }
            let mut arrays = Vec::with_capacity(args.pos.len());
            for v in &args.pos {
                arrays.push(array_of(interp, v)?);
            }
            let mut shape: Vec<usize> = Vec::new();
            for (i, a) in arrays.iter().enumerate() {
                shape = broadcast_shapes(&shape, &a.shape).map_err(|_| {
                    // NumPy names the first array that disagrees with an earlier one.
                    let j = arrays[..i].iter().position(|b| broadcast_shapes(&b.shape, &a.shape).is_err()).unwrap_or(0);
                    raise(
                        "ValueError",
                        format!(
                            "shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is between arg {j} with shape {} and arg {i} with shape {}.",
                            crate::array::hostarray::shape_tuple(&arrays[j].shape),
                            crate::array::hostarray::shape_tuple(&a.shape)
                        ),
                    )
                })?;
            }
            Value::tuple(arrays.iter().map(|a| wrap(a.broadcast_view(&shape))).collect())
        }
        other => return Err(raise("AttributeError", format!("module 'numpy' has no attribute '{other}'"))),
    })
}

fn rot90(interp: &mut Interp, args: &Args) -> R<Value> {
    let m = array_of(interp, &need(args, 0, "m", "rot90")?)?;
    let k = match arg(args, 1, "k") {
        Some(v) => interp.to_index(&v)?,
        None => 1,
    };
    let axes = match arg(args, 2, "axes") {
        Some(v) => axes_arg(interp, &v)?,
        None => vec![0, 1],
    };
    if axes.len() != 2 {
        return Err(raise("ValueError", "len(axes) must be 2."));
    }
    let nd = m.ndim() as i64;
    if axes[0] == axes[1] || (axes[0] - axes[1]).abs() == nd {
        return Err(raise("ValueError", "Axes must be different."));
    }
    if axes.iter().any(|&a| a >= nd || a < -nd) {
        return Err(raise("ValueError", format!("Axes=({}, {}) out of range for array of ndim={nd}.", axes[0], axes[1])));
    }
    let a0 = one_axis(axes[0], m.ndim())?;
    let a1 = one_axis(axes[1], m.ndim())?;
    let mut perm: Vec<usize> = (0..m.ndim()).collect();
    perm.swap(a0, a1);
    Ok(wrap(match k.rem_euclid(4) {
        0 => flip_view(&m, &[]),
        2 => flip_view(&m, &[a0, a1]),
        1 => flip_view(&m, &[a1]).permute(&perm),
        _ => flip_view(&m.permute(&perm), &[a1]),
    }))
}

fn roll(interp: &mut Interp, args: &Args) -> R<Value> {
    let a = array_of(interp, &need(args, 0, "a", "roll")?)?;
    let shift = need(args, 1, "shift", "roll")?;
    let shifts = axes_arg(interp, &shift)?;
    let shift_is_seq = matches!(shift, Value::Tuple(_) | Value::List(_));
    let (src, axes, axes_seq) = match arg(args, 2, "axis") {
        None | Some(Value::None) => (flat(&a)?, vec![0], false),
        Some(v) => {
            let seq = matches!(v, Value::Tuple(_) | Value::List(_));
            let ax = axes_arg(interp, &v)?;
            let mut out = Vec::with_capacity(ax.len());
            for x in ax {
                out.push(one_axis(x, a.ndim())?);
            }
            (a.clone(), out, seq)
        }
    };
    if shift_is_seq && axes_seq && shifts.len() != axes.len() && shifts.len() != 1 && axes.len() != 1 {
        return Err(raise(
            "ValueError",
            format!(
                "shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is between arg 0 with shape ({},) and arg 1 with shape ({},).",
                shifts.len(),
                axes.len()
            ),
        ));
    }
    let mut total = vec![0i64; src.ndim()];
    let n = shifts.len().max(axes.len());
    for i in 0..n {
        let s = shifts.get(i).or(shifts.first()).copied().unwrap_or(0);
        let ax = axes.get(i).or(axes.first()).copied().unwrap_or(0);
        if let Some(t) = total.get_mut(ax) {
            *t = t.wrapping_add(s);
        }
    }
    let mut r = src.copy();
    for (ax, &s) in total.iter().enumerate() {
        let len = r.shape[ax];
        if len == 0 || s.rem_euclid(len as i64) == 0 {
            continue;
        }
        let s = s.rem_euclid(len as i64) as usize;
        let idx: Vec<usize> = (0..len).map(|j| (j + len - s) % len).collect();
        r = gather(&r, ax, &idx)?;
    }
    let spec: Vec<i64> = a.shape.iter().map(|&d| d as i64).collect();
    Ok(wrap(r.reshape(&spec).map_err(|e| raise("ValueError", e.to_string()))?))
}

fn tile(interp: &mut Interp, args: &Args) -> R<Value> {
    let a = array_of(interp, &need(args, 0, "A", "tile")?)?;
    let reps = axes_arg(interp, &need(args, 1, "reps", "tile")?)?;
    if reps.iter().any(|&r| r < 0) {
        return Err(raise("ValueError", "negative dimensions are not allowed"));
    }
    let d = reps.len().max(a.ndim());
    let mut spec = vec![1i64; d - a.ndim()];
    spec.extend(a.shape.iter().map(|&s| s as i64));
    let mut r = a.reshape(&spec).map_err(|e| raise("ValueError", e.to_string()))?.copy();
    let mut full = vec![1i64; d - reps.len()];
    full.extend(&reps);
    let out_shape: Vec<usize> = r.shape.iter().zip(&full).map(|(&s, &k)| s.saturating_mul(k as usize)).collect();
    check_array(&out_shape, a.dtype())?;
    for (ax, &k) in full.iter().enumerate() {
        if k == 1 {
            continue;
        }
        let n = r.shape[ax];
        let idx: Vec<usize> = (0..n * k as usize).map(|j| j % n.max(1)).collect();
        r = gather(&r, ax, &idx)?;
    }
    Ok(wrap(r))
}

pub(super) fn repeat(interp: &mut Interp, a: &HostArray, reps: &Value, axis: Option<i64>) -> R<HostArray> {
    let (src, ax) = match axis {
        None => (flat(a)?, 0),
        Some(x) => (a.clone(), one_axis(x, a.ndim())?),
    };
    let r = array_of(interp, reps)?;
    if r.ndim() > 1 {
        return Err(raise("ValueError", "setting an array element with a sequence. The requested array would exceed the maximum number of dimension of 1."));
    }
    let counts: Vec<i64> = r.to_vec();
    let n = src.shape[ax];
    let counts = if counts.len() == 1 {
        vec![counts[0]; n]
    } else if counts.len() == n {
        counts
    } else {
        return Err(raise("ValueError", format!("operands could not be broadcast together with shape ({n},) ({},)", counts.len())));
    };
    if counts.iter().any(|&c| c < 0) {
        return Err(raise("ValueError", "negative dimensions are not allowed"));
    }
    let total = counts.iter().try_fold(0usize, |acc, &c| acc.checked_add(c as usize)).unwrap_or(usize::MAX);
    let mut shape = src.shape.clone();
    shape[ax] = total;
    check_array(&shape, src.dtype())?;
    let mut idx = Vec::with_capacity(total);
    for (i, &c) in counts.iter().enumerate() {
        idx.extend(std::iter::repeat_n(i, c as usize));
    }
    gather(&src, ax, &idx)
}

pub(super) fn take(interp: &mut Interp, a: &HostArray, idx: &Value, axis: Option<i64>, mode: &str) -> R<Value> {
    let (src, ax) = match axis {
        None => (flat(a)?, 0),
        Some(x) => (a.clone(), one_axis(x, a.ndim())?),
    };
    if !matches!(mode, "raise" | "wrap" | "clip") {
        return Err(raise("ValueError", format!("clipmode must be one of 'clip', 'raise', or 'wrap' (got {})", crate::host::repr::repr(&Value::str(mode)))));
    }
    let ia = array_of(interp, idx)?;
    // NumPy casts float indices here (truncating); complex ones it refuses.
    if ia.dtype().is_complex() {
        return Err(raise(
            "TypeError",
            format!("Cannot cast array data from dtype('{}') to dtype('int64') according to the rule 'same_kind'", ia.dtype().name()),
        ));
    }
    let vals: Vec<i64> = ia.to_vec();
    let n = src.shape[ax];
    let pos: Vec<usize> = match mode {
        "raise" => in_bounds(&vals, n, ax)?,
        _ if n == 0 && !vals.is_empty() => return Err(raise("IndexError", "cannot do a non-empty take from an empty axes.")),
        "wrap" => vals.iter().map(|&i| i.rem_euclid(n.max(1) as i64) as usize).collect(),
        _ => vals.iter().map(|&i| i.clamp(0, n as i64 - 1) as usize).collect(),
    };
    let g = gather(&src, ax, &pos)?;
    let mut shape: Vec<i64> = src.shape[..ax].iter().map(|&d| d as i64).collect();
    shape.extend(ia.shape.iter().map(|&d| d as i64));
    shape.extend(src.shape[ax + 1..].iter().map(|&d| d as i64));
    let mut r = g.reshape(&shape).map_err(|e| raise("ValueError", e.to_string()))?;
    r.scalar = r.ndim() == 0;
    Ok(wrap(r))
}

pub(super) fn compress(cond: &HostArray, a: &HostArray, axis: Option<i64>) -> R<HostArray> {
    let (src, ax) = match axis {
        None => (flat(a)?, 0),
        Some(x) => (a.clone(), one_axis(x, a.ndim())?),
    };
    if cond.ndim() != 1 {
        return Err(raise("ValueError", "condition must be a 1-d array"));
    }
    let mask: Vec<bool> = cond.astype(DType::Bool).to_vec();
    let idx: Vec<i64> = mask.iter().enumerate().filter(|(_, m)| **m).map(|(i, _)| i as i64).collect();
    let n = src.shape[ax];
    if mask.len() > n {
        return Err(raise("IndexError", format!("index {n} is out of bounds for axis {ax} with size {n}")));
    }
    let idx = in_bounds(&idx, n, ax)?;
    gather(&src, ax, &idx)
}

/// The array and axis of `insert`/`delete` (`axis=None` flattens).
fn array_and_axis(interp: &mut Interp, args: &Args, name: &str) -> R<(HostArray, usize)> {
    let a = array_of(interp, &need(args, 0, "arr", name)?)?;
    match opt_axis(interp, args, if name == "insert" { 3 } else { 2 })? {
        None => Ok((flat(&a)?, 0)),
        Some(x) => {
            let ax = one_axis(x, a.ndim())?;
            Ok((a, ax))
        }
    }
}

/// The positions a slice object picks from `n` items.
fn slice_positions(interp: &mut Interp, s: &[Value; 3], n: usize) -> R<Vec<i64>> {
    let mut part = |v: &Value| -> R<Option<i64>> {
        match v {
            Value::None => Ok(None),
            other => Ok(Some(interp.to_index(other)?)),
        }
    };
    let (start, stop, step) = (part(&s[0])?, part(&s[1])?, part(&s[2])?);
    let step = step.unwrap_or(1);
    if step == 0 {
        return Err(raise("ValueError", "slice step cannot be zero"));
    }
    let (s0, st, count) = crate::host::eval::slice_indices(n as i64, start, stop, step);
    Ok((0..count).map(|k| s0 + k * st).collect())
}

fn delete(interp: &mut Interp, args: &Args) -> R<Value> {
    let (a, ax) = array_and_axis(interp, args, "delete")?;
    let n = a.shape[ax];
    let obj = need(args, 1, "obj", "delete")?;
    let mut drop = vec![false; n];
    match &obj {
        Value::Slice(s) => {
            for p in slice_positions(interp, s, n)? {
                if let Some(d) = drop.get_mut(p as usize) {
                    *d = true;
                }
            }
        }
        _ => {
            let o = int_indices(interp, &obj)?;
            if o.dtype() == DType::Bool {
                if o.ndim() != 1 || o.size() != n {
                    return Err(raise("ValueError", format!("boolean array argument obj to delete must be one dimensional and match the axis length of {n}")));
                }
                drop = o.to_vec();
            } else {
                let vals: Vec<i64> = o.to_vec();
                // An array of positions is checked against NumPy's 1-D mask: "axis 0".
                let axis_named = if o.ndim() == 0 { ax } else { 0 };
                for p in in_bounds(&vals, n, axis_named)? {
                    drop[p] = true;
                }
            }
        }
    }
    let keep: Vec<usize> = (0..n).filter(|&i| !drop[i]).collect();
    Ok(wrap(gather(&a, ax, &keep)?))
}

fn insert(interp: &mut Interp, args: &Args) -> R<Value> {
    let (a, ax) = array_and_axis(interp, args, "insert")?;
    let n = a.shape[ax];
    let obj = need(args, 1, "obj", "insert")?;
    let values = need(args, 2, "values", "insert")?;
    let (indices, scalar_obj): (Vec<i64>, bool) = match &obj {
        Value::Slice(s) => (slice_positions(interp, s, n)?, false),
        _ => {
            let o = int_indices(interp, &obj)?;
            if o.dtype() == DType::Bool {
                return Err(raise("NotImplementedError", "cudalab's np.insert does not take a boolean obj"));
            }
            if o.ndim() > 1 {
                return Err(raise("ValueError", "index array argument obj to insert must be one dimensional or scalar"));
            }
            (o.to_vec(), o.ndim() == 0)
        }
    };
    // Values as NumPy reads them: the array's dtype, at least its dimensions.
    let v = super::to_array(interp, &values, Some(a.dtype()))?;
    let mut spec = vec![1i64; a.ndim().saturating_sub(v.ndim())];
    spec.extend(v.shape.iter().map(|&d| d as i64));
    let mut v = v.reshape(&spec).map_err(|e| raise("ValueError", e.to_string()))?;
    let (positions, numnew) = if indices.len() == 1 {
        let i = indices[0];
        if i < -(n as i64) || i > n as i64 {
            return Err(raise("IndexError", format!("index {i} is out of bounds for axis {ax} with size {n}")));
        }
        let i = if i < 0 { i + n as i64 } else { i } as usize;
        if scalar_obj {
            v = crate::array::shape::moveaxis(&v, &[0], &[ax as i64]).map_err(shape_err)?;
        }
        let k = v.shape.get(ax).copied().unwrap_or(1);
        ((i..i + k).collect::<Vec<usize>>(), k)
    } else {
        let k = indices.len();
        let mut idx: Vec<i64> = indices.iter().map(|&i| if i < 0 { i + n as i64 } else { i }).collect();
        let mut order: Vec<usize> = (0..k).collect();
        order.sort_by_key(|&j| idx[j]);
        for (rank, &j) in order.iter().enumerate() {
            idx[j] += rank as i64;
        }
        let total = n + k;
        let mut pos = Vec::with_capacity(k);
        for &p in &idx {
            if p < -(total as i64) || p >= total as i64 {
                // NumPy's message comes from its 1-D mask of the new axis.
                return Err(raise("IndexError", format!("index {p} is out of bounds for axis 0 with size {total}")));
            }
            pos.push(if p < 0 { p + total as i64 } else { p } as usize);
        }
        (pos, k)
    };
    // The values broadcast to the inserted block's shape.
    let mut block = a.shape.clone();
    block[ax] = numnew;
    let vb = broadcast_shapes(&v.shape, &block).ok().filter(|s| *s == block).ok_or_else(|| {
        raise(
            "ValueError",
            if scalar_obj || indices.len() == 1 {
                format!("could not broadcast input array from shape {} into shape {}", shape_str(&v.shape), shape_str(&block))
            } else {
                format!("shape mismatch: value array of shape {} could not be broadcast to indexing result of shape {}", shape_str(&v.shape), shape_str(&block))
            },
        )
    })?;
    let vals = v.broadcast_view(&vb);
    let both = concatenate(&[a.clone(), vals.astype(a.dtype())], ax as i64)?;
    // Each output position reads an old element in order, or its inserted value.
    let total = n + numnew;
    let mut src = vec![usize::MAX; total];
    for (j, &p) in positions.iter().enumerate() {
        if let Some(s) = src.get_mut(p) {
            *s = n + j;
        }
    }
    let mut old = 0;
    for s in src.iter_mut() {
        if *s == usize::MAX {
            *s = old;
            old += 1;
        }
    }
    Ok(wrap(gather(&both, ax, &src)?))
}

/// `np.diagonal`: a view whose last axis walks the diagonal of axes `a1`, `a2`.
pub(super) fn diagonal(a: &HostArray, offset: i64, a1: i64, a2: i64) -> R<HostArray> {
    if a.ndim() < 2 {
        return Err(raise("ValueError", "diag requires an array of at least two dimensions"));
    }
    let named = |name: &str, x: i64| raise("AxisError", format!("{name}: axis {x} is out of bounds for array of dimension {}", a.ndim()));
    let i = axis_in(a1, a.ndim()).map_err(|_| named("axis1", a1))?;
    let j = axis_in(a2, a.ndim()).map_err(|_| named("axis2", a2))?;
    if i == j {
        return Err(raise("ValueError", "axis1 and axis2 cannot be the same"));
    }
    let (n1, n2) = (a.shape[i] as i64, a.shape[j] as i64);
    let (s1, s2) = if offset >= 0 { (0, offset) } else { (-offset, 0) };
    let len = (n1 - s1).min(n2 - s2).max(0) as usize;
    let mut v = a.clone();
    v.scalar = false;
    v.shape = (0..a.ndim()).filter(|&k| k != i && k != j).map(|k| a.shape[k]).collect();
    v.strides = (0..a.ndim()).filter(|&k| k != i && k != j).map(|k| a.strides[k]).collect();
    v.shape.push(len);
    v.strides.push(a.strides[i] + a.strides[j]);
    if len > 0 {
        v.offset = (a.offset as isize + s1 as isize * a.strides[i] + s2 as isize * a.strides[j]) as usize;
    }
    Ok(v)
}

/// `np.put(a, ind, v)` / `a.put(ind, v)`: `a.flat[ind] = v`, the values repeated as needed.
pub(super) fn put(interp: &mut Interp, a: &HostArray, ind: &Value, v: &Value, mode: &str) -> R<()> {
    if !matches!(mode, "raise" | "wrap" | "clip") {
        return Err(raise("ValueError", format!("clipmode must be one of 'clip', 'raise', or 'wrap' (got {})", crate::host::repr::repr(&Value::str(mode)))));
    }
    if a.is_readonly() {
        return Err(raise("ValueError", "put: output array is read-only"));
    }
    let ia = array_of(interp, ind)?;
    if !(ia.dtype().is_integer() || ia.dtype() == DType::Bool) && ia.size() > 0 {
        return Err(raise("TypeError", format!("Cannot cast array data from dtype('{}') to dtype('int64') according to the rule 'safe'", ia.dtype().name())));
    }
    let vals = array_of(interp, v)?.astype(a.dtype());
    let n = a.size();
    let idx: Vec<i64> = ia.to_vec();
    if vals.size() == 0 || idx.is_empty() {
        return Ok(());
    }
    let pos: Vec<usize> = match mode {
        "raise" => in_bounds(&idx, n, 0)?,
        _ if n == 0 => return Err(raise("IndexError", "cannot replace elements of an empty array")),
        "wrap" => idx.iter().map(|&i| i.rem_euclid(n as i64) as usize).collect(),
        _ => idx.iter().map(|&i| i.clamp(0, n as i64 - 1) as usize).collect(),
    };
    let mut offsets = Vec::with_capacity(n);
    crate::array::hostarray::for_each_offset(&a.shape, &a.strides, a.offset, |o| offsets.push(o));
    crate::with_dtype!(a.dtype(), T => {
        let src: Vec<T> = vals.to_vec();
        let mut buf = a.buf.borrow_mut();
        if let Some(dst) = <T as crate::array::elem::BufferOf>::slice_mut(&mut buf) {
            for (k, &p) in pos.iter().enumerate() {
                if let (Some(&o), Some(&x)) = (offsets.get(p), src.get(k % src.len())) {
                    if let Some(d) = dst.get_mut(o) {
                        *d = x;
                    }
                }
            }
        }
    });
    Ok(())
}

/// `np.take_along_axis`: `out[..., k, ...] = arr[..., indices[..., k, ...], ...]` along `axis`,
/// the other axes broadcast between the two.
fn take_along_axis(a: &HostArray, idx: &HostArray, axis: Option<i64>) -> R<HostArray> {
    if !(idx.dtype().is_integer() || idx.dtype() == DType::Bool) {
        return Err(raise("IndexError", "`indices` must be an integer array"));
    }
    let (a, ax) = match axis {
        None => {
            if idx.ndim() != 1 {
                return Err(raise("ValueError", "when axis=None, `indices` must have a single dimension."));
            }
            (flat(a)?, 0)
        }
        Some(x) => (a.clone(), one_axis(x, a.ndim())?),
    };
    if idx.ndim() != a.ndim() {
        return Err(raise("ValueError", "`indices` and `arr` must have the same number of dimensions"));
    }
    let mut shape = Vec::with_capacity(a.ndim());
    for d in 0..a.ndim() {
        if d == ax {
            shape.push(idx.shape[d]);
        } else {
            let s = broadcast_shapes(&[a.shape[d]], &[idx.shape[d]]).map_err(|_| {
                raise(
                    "ValueError",
                    format!("shape mismatch: indexing arrays could not be broadcast together with shapes {} {}", shape_str(&a.shape), shape_str(&idx.shape)),
                )
            })?;
            shape.push(s.first().copied().unwrap_or(1));
        }
    }
    check_array(&shape, a.dtype())?;
    let n = a.shape[ax];
    let mut src_shape = shape.clone();
    src_shape[ax] = n;
    let src = a.broadcast_view(&src_shape);
    let pos = in_bounds(&idx.broadcast_vec::<i64>(&shape), n, ax)?;
    let outer: usize = shape[..ax].iter().product();
    let inner: usize = shape[ax + 1..].iter().product();
    let k = shape[ax];
    Ok(crate::with_dtype!(a.dtype(), T => {
        let v: Vec<T> = src.to_vec();
        let mut out: Vec<T> = Vec::with_capacity(outer * k * inner);
        for o in 0..outer {
            for j in 0..k {
                for i in 0..inner {
                    let p = pos[(o * k + j) * inner + i];
                    out.push(v[(o * n + p) * inner + i]);
                }
            }
        }
        HostArray::from_vec(out, shape)
    }))
}
