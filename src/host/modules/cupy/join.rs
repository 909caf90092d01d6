//! `concatenate`, `stack`, `vstack`, `hstack` on the device: the result is allocated once and
//! each input is copied into its slice of it by the element-wise copy kernel (`ops::assign`),
//! so nothing goes through the host. Shapes and dtypes follow NumPy's rules, refusals CuPy's words.

use super::array::wrap_cp;
use super::ops;
use crate::array::dtype::promote;
use crate::array::hostarray::HostArray;
use crate::host::modules::cuda::device_array::{as_device_array, DeviceArray};
use crate::host::modules::cuda::{alloc_device, Fill};
use crate::host::value::{Args, Value};
use crate::host::{raise, Interp, R};

/// The arrays of a sequence argument (CuPy arrays only, as CuPy takes them).
fn arrays(interp: &mut Interp, v: Option<Value>, func: &str) -> R<Vec<DeviceArray>> {
    let items = match v {
        Some(Value::List(l)) => l.borrow().clone(),
        Some(Value::Tuple(t)) => t.to_vec(),
        Some(other) => return Err(raise("TypeError", format!("{func}() takes a sequence of arrays, not {}", interp.type_name(&other)))),
        None => return Err(raise("TypeError", format!("{func}() missing required argument 'tup'"))),
    };
    if items.is_empty() {
        return Err(raise("ValueError", "need at least one array to concatenate"));
    }
    items.iter().map(|v| as_device_array(v).cloned().ok_or_else(|| raise("TypeError", format!("Unsupported type <class '{}'>", interp.type_name(v))))).collect()
}

/// A view with a new axis of length 1 at `axis`.
fn expand(a: &DeviceArray, axis: usize) -> DeviceArray {
    let mut host = a.host.clone();
    host.shape.insert(axis, 1);
    host.strides.insert(axis, 0);
    host.scalar = false;
    DeviceArray { host, dev: a.dev.clone() }
}

/// A view of `out` holding `len` entries from `start` along `axis`.
fn slab(out: &DeviceArray, axis: usize, start: usize, len: usize) -> DeviceArray {
    let mut host: HostArray = out.host.clone();
    host.offset = (host.offset as isize + start as isize * host.strides[axis]) as usize;
    host.shape[axis] = len;
    DeviceArray { host, dev: out.dev.clone() }
}

/// Join along an existing axis.
fn concat(interp: &mut Interp, parts: &[DeviceArray], axis: Option<i64>) -> R<Value> {
    let flat: Vec<DeviceArray>;
    let (parts, axis) = match axis {
        None => {
            flat = parts.iter().map(|p| ops::contiguous(interp, p)?.reshaped(&[-1])).collect::<R<Vec<_>>>()?;
            (&flat[..], 0usize)
        }
        Some(a) => {
            let ndim = parts[0].host.ndim();
            if ndim == 0 {
                return Err(raise("ValueError", "zero-dimensional arrays cannot be concatenated"));
            }
            (parts, crate::array::reduce::normalize_axis(a, ndim).map_err(|e| raise("AxisError", e.to_string()))?)
        }
    };
    let first = &parts[0].host;
    let mut dtype = first.dtype();
    let mut shape = first.shape.clone();
    shape[axis] = 0;
    for p in parts {
        let h = &p.host;
        if h.ndim() != first.ndim() {
            return Err(raise("ValueError", "All arrays to concatenate must have the same ndim"));
        }
        for d in 0..h.ndim() {
            if d != axis && h.shape[d] != first.shape[d] {
                return Err(raise("ValueError", "All arrays must have same shape except the axis to concatenate"));
            }
        }
        shape[axis] += h.shape[axis];
        dtype = promote(dtype, h.dtype());
    }
    let out = alloc_device(interp, dtype, shape, Fill::Scratch)?;
    let mut at = 0;
    for p in parts {
        let n = p.host.shape[axis];
        if n > 0 && p.host.size() > 0 {
            ops::assign(interp, &slab(&out, axis, at, n), &wrap_cp(p.clone()))?;
        }
        at += n;
    }
    Ok(wrap_cp(out))
}

fn axis_arg(interp: &mut Interp, args: &mut Args, default: Option<i64>) -> R<Option<i64>> {
    match args.take_kw("axis").or_else(|| if args.pos.len() > 1 { Some(args.pos.remove(1)) } else { None }) {
        Some(Value::None) => Ok(None),
        Some(v) => Ok(Some(interp.to_index(&v)?)),
        None => Ok(default),
    }
}

/// `cp.concatenate`, `cp.stack`, `cp.vstack`, `cp.hstack`.
pub fn call(interp: &mut Interp, name: &str, mut args: Args) -> R<Value> {
    if args.take_kw("out").is_some_and(|o| !o.is_none()) {
        return Err(raise("NotImplementedError", format!("cudalab's cupy does not take out= in {name}() yet")));
    }
    let dtype = args.take_kw("dtype");
    let seq = args.take_kw("tup").or_else(|| args.take_kw("arrays")).or_else(|| if args.pos.is_empty() { None } else { Some(args.pos.remove(0)) });
    if !args.pos.is_empty() {
        args.pos.insert(0, Value::None); // keep the axis at position 1
    }
    let parts = arrays(interp, seq, name)?;
    let r = match name {
        "concatenate" => {
            let axis = axis_arg(interp, &mut args, Some(0))?;
            concat(interp, &parts, axis)?
        }
        "stack" => {
            let axis = axis_arg(interp, &mut args, Some(0))?.unwrap_or(0);
            let ndim = parts[0].host.ndim();
            if parts.iter().any(|p| p.host.shape != parts[0].host.shape) {
                return Err(raise("ValueError", "All arrays must have same shape except the axis to concatenate"));
            }
            let ax = crate::array::reduce::normalize_axis(axis, ndim + 1).map_err(|e| raise("AxisError", e.to_string()))?;
            let expanded: Vec<DeviceArray> = parts.iter().map(|p| expand(p, ax)).collect();
            concat(interp, &expanded, Some(ax as i64))?
        }
        "vstack" => {
            let two: Vec<DeviceArray> = parts
                .iter()
                .map(|p| if p.host.ndim() >= 2 { p.clone() } else { expand(&if p.host.ndim() == 0 { expand(p, 0) } else { p.clone() }, 0) })
                .collect();
            concat(interp, &two, Some(0))?
        }
        _ => {
            let one: Vec<DeviceArray> = parts.iter().map(|p| if p.host.ndim() == 0 { expand(p, 0) } else { p.clone() }).collect();
            let axis = if one[0].host.ndim() == 1 { 0 } else { 1 };
            concat(interp, &one, Some(axis))?
        }
    };
    match dtype.filter(|d| !d.is_none()) {
        Some(d) => {
            let t = super::dtype_of(interp, &d)?;
            match (t, super::array::as_cupy(&r)) {
                (Some(t), Some(a)) if t != a.host.dtype() => ops::astype(interp, a, t),
                _ => Ok(r),
            }
        }
        None => Ok(r),
    }
}
