//! Array indexing: basic indexing (ints, slices, `np.newaxis`) makes views that write through to
//! the base; an integer array or list, or a boolean mask, selects a copy. One advanced index per
//! subscript (with any basic ones around it) is supported, which is what course code uses; more
//! give a clear error. Messages are NumPy's ("index 5 is out of bounds for axis 0 with size 3").

use super::{as_array, to_array, wrap};
use crate::array::dtype::{DType, Kind};
use crate::array::hostarray::{shape_str, HostArray};
use crate::host::eval::slice_indices;
use crate::host::value::Value;
use crate::host::{raise, Interp, R};

enum Item {
    Ellipsis,
    Int(i64),
    Slice(Option<i64>, Option<i64>, Option<i64>),
    NewAxis,
    Array(HostArray),
}

/// `a[i]` along the first axis, as a view (no bounds check: callers pass valid indices).
pub fn take_first(a: &HostArray, i: usize) -> HostArray {
    HostArray {
        buf: a.buf.clone(),
        shape: a.shape[1..].to_vec(),
        strides: a.strides[1..].to_vec(),
        offset: (a.offset as isize + i as isize * a.strides[0]) as usize,
        scalar: false,
        writeable: std::cell::Cell::new(a.view_writeable()),
        owns: false,
    }
}

/// The buffer position of the element `a[key]` names when `key` is one int per axis (`a[i]` of
/// a 1-D array, `a[i, j]` of a 2-D one: the element loops courses time), in range; None for
/// any other key, which the general path serves (and refuses with NumPy's messages).
fn element_offset(a: &HostArray, key: &Value) -> Option<usize> {
    let at = |axis: usize, k: &Value| -> Option<isize> {
        let Value::Int(crate::host::int::Int::Small(i)) = k else { return None };
        let n = *a.shape.get(axis)? as i64;
        let i = if *i < 0 { *i + n } else { *i };
        (0..n).contains(&i).then(|| i as isize * a.strides[axis])
    };
    let off = match key {
        Value::Tuple(t) if t.len() == a.ndim() && !t.is_empty() => t.iter().enumerate().map(|(axis, k)| at(axis, k)).sum::<Option<isize>>()?,
        Value::Int(_) if a.ndim() == 1 => at(0, key)?,
        _ => return None,
    };
    usize::try_from(a.offset as isize + off).ok()
}

/// `a[i]` / `a[i, j]` naming one element: that element as a NumPy scalar, exactly what the
/// general path's view and copy give, without them. None when `key` has another form.
pub fn element_get(a: &HostArray, key: &Value) -> Option<Value> {
    let off = element_offset(a, key)?;
    let buf = a.buf.borrow();
    let s = crate::with_buffer!(&*buf, v => HostArray::scalar_of(*v.get(off)?));
    Some(wrap(s))
}

/// `a[i] = x` naming one element, for a Python bool, small int or float or a NumPy scalar `x`:
/// stored with the conversion the general path applies (`to_array`, then `astype` to `a`'s
/// dtype). None, with nothing written, for any other key or value, and for an int out of the
/// range of an integer dtype (the general path raises NumPy's OverflowError).
pub fn element_set(a: &HostArray, key: &Value, value: &Value) -> Option<()> {
    if a.is_readonly() {
        return None;
    }
    let dtype = a.dtype();
    let off = element_offset(a, key)?;
    crate::with_dtype!(dtype, T => {
        let x: T = match value {
            Value::Float(f) => crate::array::elem::cast::<f64, T>(*f),
            Value::Bool(b) => crate::array::elem::cast::<bool, T>(*b),
            Value::Int(crate::host::int::Int::Small(i)) => {
                if dtype.is_integer() {
                    let (lo, hi) = super::int_range(dtype);
                    if !(lo..=hi).contains(&(*i as i128)) {
                        return None;
                    }
                }
                crate::array::elem::cast::<i64, T>(*i)
            }
            _ => {
                let src = as_array(value).filter(|s| s.ndim() == 0)?;
                src.get_flat::<T>(0)
            }
        };
        let mut buf = a.buf.borrow_mut();
        *<T as crate::array::elem::BufferOf>::slice_mut(&mut buf)?.get_mut(off)? = x;
    });
    Some(())
}

fn items(interp: &mut Interp, key: &Value) -> R<Vec<Item>> {
    let parts: Vec<Value> = match key {
        Value::Tuple(t) => t.to_vec(),
        other => vec![other.clone()],
    };
    let mut out = Vec::with_capacity(parts.len());
    for p in parts {
        out.push(match &p {
            _ if crate::host::native::is_ellipsis(&p) => Item::Ellipsis,
            Value::None => Item::NewAxis,
            Value::Int(_) | Value::Bool(_) if !matches!(p, Value::Bool(_)) => Item::Int(interp.to_index(&p)?),
            Value::Slice(s) => {
                let mut part = |v: &Value| -> R<Option<i64>> {
                    match v {
                        Value::None => Ok(None),
                        other => Ok(Some(interp.to_index(other)?)),
                    }
                };
                Item::Slice(part(&s[0])?, part(&s[1])?, part(&s[2])?)
            }
            Value::List(_) | Value::Tuple(_) | Value::Bool(_) => Item::Array(to_array(interp, &p, None)?),
            Value::Native(_) => match as_array(&p) {
                Some(a) if a.ndim() == 0 && a.dtype().is_integer() => Item::Int(a.get_flat::<i64>(0)),
                Some(a) => Item::Array(a.clone()),
                None => return Err(index_type_error()),
            },
            _ => return Err(index_type_error()),
        });
    }
    Ok(out)
}

/// Replace `...` by as many full slices as the axes it stands for.
fn expand_ellipsis(items: Vec<Item>, ndim: usize) -> R<Vec<Item>> {
    let n_ell = items.iter().filter(|i| matches!(i, Item::Ellipsis)).count();
    if n_ell == 0 {
        return Ok(items);
    }
    if n_ell > 1 {
        return Err(raise("IndexError", "an index can only have a single ellipsis ('...')"));
    }
    let used: usize = items
        .iter()
        .map(|i| match i {
            Item::Int(_) | Item::Slice(..) => 1,
            Item::Array(m) if m.dtype() == DType::Bool => m.ndim().max(1),
            Item::Array(_) => 1,
            _ => 0,
        })
        .sum();
    let fill = ndim.saturating_sub(used);
    let mut out = Vec::with_capacity(items.len() + fill);
    for it in items {
        if let Item::Ellipsis = it {
            for _ in 0..fill {
                out.push(Item::Slice(None, None, None));
            }
        } else {
            out.push(it);
        }
    }
    Ok(out)
}

fn index_type_error() -> crate::host::Ctrl {
    raise("IndexError", "only integers, slices (`:`), ellipsis (`...`), numpy.newaxis (`None`) and integer or boolean arrays are valid indices")
}

/// Apply basic items; the advanced item (if any) is kept as a full axis. Returns the view and the
/// axis of the view that the advanced item indexes.
fn basic_view(a: &HostArray, items: &[Item]) -> R<(HostArray, Option<usize>, bool)> {
    // NumPy reads a 0-d boolean index (`a[a > 1]` on a 0-d array) as a new axis of length 0 or 1.
    if items.iter().any(|i| matches!(i, Item::Array(m) if m.dtype() == DType::Bool && m.ndim() == 0)) {
        return Err(raise("NotImplementedError", "cudalab does not support a 0-d boolean index (a mask with no dimensions) yet"));
    }
    let consumed = items.iter().filter(|i| !matches!(i, Item::NewAxis)).count();
    let advanced_dims: usize = items
        .iter()
        .map(|i| {
            if let Item::Array(m) = i {
                if m.dtype() == DType::Bool {
                    m.ndim()
                } else {
                    1
                }
            } else {
                0
            }
        })
        .sum();
    let consumed = consumed - items.iter().filter(|i| matches!(i, Item::Array(_))).count() + advanced_dims;
    if consumed > a.ndim() {
        return Err(raise("IndexError", format!("too many indices for array: array is {}-dimensional, but {} were indexed", a.ndim(), consumed)));
    }
    let mut shape = Vec::new();
    let mut strides = Vec::new();
    let mut offset = a.offset as isize;
    let mut dim = 0usize;
    let mut adv_axis = None;
    let mut all_int = true;
    for it in items {
        match it {
            Item::Ellipsis => {}
            Item::Int(i) => {
                let n = a.shape[dim] as i64;
                let j = if *i < 0 { i + n } else { *i };
                if j < 0 || j >= n {
                    return Err(raise("IndexError", format!("index {i} is out of bounds for axis {dim} with size {n}")));
                }
                offset += j as isize * a.strides[dim];
                dim += 1;
            }
            Item::Slice(start, stop, step) => {
                all_int = false;
                let step = step.unwrap_or(1);
                if step == 0 {
                    return Err(raise("ValueError", "slice step cannot be zero"));
                }
                let (s, st, count) = slice_indices(a.shape[dim] as i64, *start, *stop, step);
                if count > 0 {
                    offset += s as isize * a.strides[dim];
                }
                shape.push(count as usize);
                strides.push(a.strides[dim] * st as isize);
                dim += 1;
            }
            Item::NewAxis => {
                all_int = false;
                shape.push(1);
                strides.push(0);
            }
            Item::Array(m) => {
                all_int = false;
                adv_axis = Some(shape.len());
                let k = if m.dtype() == DType::Bool { m.ndim().max(1) } else { 1 };
                for _ in 0..k {
                    shape.push(a.shape[dim]);
                    strides.push(a.strides[dim]);
                    dim += 1;
                }
            }
        }
    }
    while dim < a.ndim() {
        all_int = false;
        shape.push(a.shape[dim]);
        strides.push(a.strides[dim]);
        dim += 1;
    }
    let view = HostArray {
        buf: a.buf.clone(),
        shape,
        strides,
        offset: offset as usize,
        scalar: false,
        writeable: std::cell::Cell::new(a.view_writeable()),
        owns: false,
    };
    Ok((view, adv_axis, all_int))
}

/// Positions selected along the advanced axis (or axes, for a boolean mask): flat offsets into
/// the leading `k` axes of `view` starting at `axis`, and the shape they make.
fn selection(view: &HostArray, axis: usize, m: &HostArray) -> R<(Vec<Vec<usize>>, Vec<usize>)> {
    if m.dtype() == DType::Bool {
        let k = m.ndim().max(1);
        let dims = &view.shape[axis..axis + k];
        if m.shape != dims {
            return Err(raise(
                "IndexError",
                format!(
                    "boolean index did not match indexed array along axis {axis}; size of axis is {} but size of corresponding boolean axis is {}",
                    dims.first().copied().unwrap_or(0),
                    m.shape.first().copied().unwrap_or(0)
                ),
            ));
        }
        let mask: Vec<bool> = m.to_vec();
        let mut picks = Vec::new();
        for (flat, &keep) in mask.iter().enumerate() {
            if keep {
                let mut rem = flat;
                let mut idx = vec![0; k];
                for d in (0..k).rev() {
                    idx[d] = rem % dims[d];
                    rem /= dims[d];
                }
                picks.push(idx);
            }
        }
        let n = picks.len();
        return Ok((picks, vec![n]));
    }
    if !matches!(m.dtype().kind(), Kind::Signed | Kind::Unsigned) {
        return Err(raise("IndexError", "arrays used as indices must be of integer (or boolean) type"));
    }
    let n = view.shape[axis] as i64;
    let idx: Vec<i64> = m.to_vec();
    let mut picks = Vec::with_capacity(idx.len());
    for i in idx {
        let j = if i < 0 { i + n } else { i };
        if j < 0 || j >= n {
            return Err(raise("IndexError", format!("index {i} is out of bounds for axis {axis} with size {n}")));
        }
        picks.push(vec![j as usize]);
    }
    Ok((picks, m.shape.clone()))
}

/// The sub-view of `view` at one selection (indices for the `k` axes starting at `axis`).
fn pick(view: &HostArray, axis: usize, idx: &[usize]) -> HostArray {
    let k = idx.len();
    let mut offset = view.offset as isize;
    for (d, &i) in idx.iter().enumerate() {
        offset += i as isize * view.strides[axis + d];
    }
    let mut shape = view.shape.clone();
    let mut strides = view.strides.clone();
    shape.drain(axis..axis + k);
    strides.drain(axis..axis + k);
    HostArray {
        buf: view.buf.clone(),
        shape,
        strides,
        offset: offset as usize,
        scalar: false,
        writeable: std::cell::Cell::new(view.view_writeable()),
        owns: false,
    }
}

fn advanced_item(items: &[Item]) -> R<Option<&HostArray>> {
    let arrays: Vec<&HostArray> = items.iter().filter_map(|i| if let Item::Array(m) = i { Some(m) } else { None }).collect();
    match arrays.len() {
        0 => Ok(None),
        1 => Ok(Some(arrays[0])),
        _ => Err(raise("IndexError", "cudalab supports several integer-array indices only as the leading items (a[rows, cols]); index in two steps")),
    }
}

/// `a[rows, cols, …]`: leading integer arrays (and ints) indexing point by point, broadcast
/// together; the remaining axes are kept. Returns None when the subscript has another form.
fn pointwise(a: &HostArray, items: &[Item]) -> R<Option<HostArray>> {
    let lead = items.iter().take_while(|i| matches!(i, Item::Array(_) | Item::Int(_))).count();
    let n_arrays = items.iter().filter(|i| matches!(i, Item::Array(_))).count();
    if n_arrays < 2 || lead < items.len() && items[lead..].iter().any(|i| !matches!(i, Item::Slice(None, None, None))) {
        return Ok(None);
    }
    if lead > a.ndim() {
        return Err(raise("IndexError", format!("too many indices for array: array is {}-dimensional, but {} were indexed", a.ndim(), lead)));
    }
    let mut idx_arrays = Vec::with_capacity(lead);
    for it in &items[..lead] {
        match it {
            Item::Int(i) => idx_arrays.push(HostArray::from_vec(vec![*i], vec![])),
            Item::Array(m) if m.dtype().is_integer() => idx_arrays.push(m.clone()),
            _ => return Err(raise("IndexError", "arrays used as indices must be of integer (or boolean) type")),
        }
    }
    let mut shape: Vec<usize> = Vec::new();
    for m in &idx_arrays {
        shape = crate::array::hostarray::broadcast_shapes(&shape, &m.shape).map_err(|_| {
            raise(
                "IndexError",
                format!(
                    "shape mismatch: indexing arrays could not be broadcast together with shapes {} ",
                    idx_arrays.iter().map(|m| shape_str(&m.shape)).collect::<Vec<_>>().join(" ")
                ),
            )
        })?;
    }
    let cols: Vec<Vec<i64>> = idx_arrays.iter().map(|m| m.broadcast_vec(&shape)).collect();
    let count: usize = shape.iter().product();
    let mut parts = Vec::with_capacity(count);
    for p in 0..count {
        let mut offset = a.offset as isize;
        for (d, col) in cols.iter().enumerate() {
            let n = a.shape[d] as i64;
            let i = col[p];
            let j = if i < 0 { i + n } else { i };
            if j < 0 || j >= n {
                return Err(raise("IndexError", format!("index {i} is out of bounds for axis {d} with size {n}")));
            }
            offset += j as isize * a.strides[d];
        }
        parts.push(HostArray {
            buf: a.buf.clone(),
            shape: a.shape[lead..].to_vec(),
            strides: a.strides[lead..].to_vec(),
            offset: offset as usize,
            scalar: false,
            writeable: std::cell::Cell::new(a.view_writeable()),
            owns: false,
        });
    }
    let inner = a.shape[lead..].to_vec();
    let out = crate::with_dtype!(a.dtype(), T => {
        let mut vals: Vec<T> = Vec::with_capacity(count * inner.iter().product::<usize>());
        for p in &parts {
            vals.extend(p.to_vec::<T>());
        }
        let mut full = shape.clone();
        full.extend(inner.iter().copied());
        HostArray::from_vec(vals, full)
    });
    Ok(Some(out))
}

pub fn getitem(interp: &mut Interp, a: &HostArray, key: &Value) -> R<Value> {
    if a.ndim() == 0 {
        // A 0-d array (or NumPy scalar) takes `()`, `...` and `None` only.
        let keys: Vec<&Value> = match key {
            Value::Tuple(t) => t.iter().collect(),
            k => vec![k],
        };
        let taken = keys.iter().filter(|k| !matches!(k, Value::None) && !crate::host::native::is_ellipsis(k)).count();
        if taken > 0 {
            return Err(raise(
                "IndexError",
                if a.scalar {
                    "invalid index to scalar variable.".to_string()
                } else {
                    format!("too many indices for array: array is 0-dimensional, but {taken} were indexed")
                },
            ));
        }
    }
    // NumPy gives a view, never a scalar, when the key holds an Ellipsis (`a[1, ...]`).
    let has_ellipsis = match key {
        Value::Tuple(t) => t.iter().any(crate::host::native::is_ellipsis),
        k => crate::host::native::is_ellipsis(k),
    };
    let items = expand_ellipsis(items(interp, key)?, a.ndim())?;
    if let Some(r) = pointwise(a, &items)? {
        return Ok(wrap(r));
    }
    let adv = advanced_item(&items)?;
    let (view, axis, all_int) = basic_view(a, &items)?;
    let Some(m) = adv else {
        if all_int && !has_ellipsis {
            let mut s = view.copy();
            s.scalar = true;
            return Ok(wrap(s));
        }
        return Ok(wrap(view));
    };
    let axis = axis.unwrap_or(0);
    // A mask over every axis of a view (`a[a > 0.5]`): gather the chosen elements directly.
    if m.dtype() == DType::Bool && axis == 0 && m.shape == view.shape {
        let mask: Vec<bool> = m.to_vec();
        return Ok(wrap(crate::with_dtype!(a.dtype(), T => {
            let values: Vec<T> = view.to_vec();
            let chosen: Vec<T> = values.into_iter().zip(mask).filter_map(|(v, k)| k.then_some(v)).collect();
            let n = chosen.len();
            HostArray::from_vec(chosen, vec![n])
        })));
    }
    let (picks, sel_shape) = selection(&view, axis, m)?;
    let parts: Vec<HostArray> = picks.iter().map(|idx| pick(&view, axis, idx)).collect();
    let inner: Vec<usize> = match parts.first() {
        Some(p) => p.shape.clone(),
        None => {
            let k = if m.dtype() == DType::Bool { m.ndim().max(1) } else { 1 };
            let mut s = view.shape.clone();
            s.drain(axis..axis + k);
            s
        }
    };
    let dtype = a.dtype();
    let stacked = crate::with_dtype!(dtype, T => {
        let mut vals: Vec<T> = Vec::with_capacity(parts.len() * inner.iter().product::<usize>());
        for p in &parts {
            vals.extend(p.to_vec::<T>());
        }
        let mut shape = sel_shape.clone();
        shape.extend(inner.iter().copied());
        HostArray::from_vec(vals, shape)
    });
    // The selected axis goes where the advanced index stood.
    if axis > 0 && !inner.is_empty() {
        let nsel = sel_shape.len();
        let mut perm: Vec<usize> = (nsel..nsel + axis).collect();
        perm.extend(0..nsel);
        perm.extend(nsel + axis..nsel + inner.len());
        return Ok(wrap(stacked.permute(&perm).copy()));
    }
    Ok(wrap(stacked))
}

pub fn setitem(interp: &mut Interp, a: &HostArray, key: &Value, value: &Value) -> R<()> {
    if a.is_readonly() {
        return Err(raise("ValueError", crate::array::hostarray::READ_ONLY));
    }
    let src = match as_array(value) {
        Some(v) => v.clone(),
        None => to_array(interp, value, None)?,
    };
    let src = if src.dtype() != a.dtype() { cast_for_store(interp, value, &src, a.dtype())? } else { src };
    let items = expand_ellipsis(items(interp, key)?, a.ndim())?;
    let adv = advanced_item(&items)?;
    let (view, axis, _) = basic_view(a, &items)?;
    let Some(m) = adv else {
        return view.assign(&src).map_err(|e| raise("ValueError", shape_msg(e, &view)));
    };
    let axis = axis.unwrap_or(0);
    let (picks, sel_shape) = selection(&view, axis, m)?;
    if picks.is_empty() {
        return Ok(());
    }
    let inner = pick(&view, axis, &picks[0]).shape;
    let mut full = sel_shape.clone();
    full.extend(inner.iter().copied());
    let shape = crate::array::hostarray::broadcast_shapes(&full, &src.shape).ok().filter(|s| *s == full).ok_or_else(|| {
        raise(
            "ValueError",
            format!("shape mismatch: value array of shape {} could not be broadcast to indexing result of shape {}", shape_str(&src.shape), shape_str(&full)),
        )
    })?;
    let b = src.broadcast_view(&shape).copy();
    let flat_sel: usize = sel_shape.iter().product();
    let b = b
        .reshape(&std::iter::once(flat_sel as i64).chain(inner.iter().map(|&d| d as i64)).collect::<Vec<_>>())
        .map_err(|e| raise("ValueError", e.to_string()))?;
    for (k, idx) in picks.iter().enumerate() {
        let dst = pick(&view, axis, idx);
        dst.assign(&take_first(&b, k)).map_err(|e| raise("ValueError", e.to_string()))?;
    }
    Ok(())
}

fn shape_msg(e: crate::array::hostarray::ShapeError, view: &HostArray) -> String {
    match e {
        crate::array::hostarray::ShapeError::Broadcast(src, _) => {
            format!("could not broadcast input array from shape {} into shape {}", src, shape_str(&view.shape))
        }
        other => other.to_string(),
    }
}

/// Values stored into an array take its dtype; a Python int that does not fit is an error.
fn cast_for_store(interp: &mut Interp, value: &Value, src: &HostArray, dtype: DType) -> R<HostArray> {
    if let Value::Int(_) = value {
        return super::scalar_array(interp, value, dtype);
    }
    Ok(src.astype(dtype))
}
