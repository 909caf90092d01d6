//! `cumsum` and `cumprod` on the device, as kernels written in the dialect.
//!
//! The scanned axis is moved last and the array seen as (M, K). Each row is cut into segments,
//! one thread per segment scans its run in order and records the run's total; one thread per
//! row then turns the totals into offsets, and a third launch adds each segment's offset. A row
//! short enough to be one segment is scanned in order, so small arrays give NumPy's exact sums;
//! long float rows are summed segment by segment (CuPy's scan also differs from NumPy's order).

use super::array::{as_cupy, wrap_cp};
use super::kernels::{self, cast_name, BLOCK};
use super::ops;
use crate::array::dtype::DType;
use crate::compiler::types::{ArrayTy, Layout, Ty};
use crate::host::modules::cuda::device_array::{as_device_array, DeviceArray};
use crate::host::modules::cuda::{alloc_device, Fill};
use crate::host::modules::numpy::{as_array, wrap};
use crate::host::value::{Args, Value};
use crate::host::{raise, Interp, R};
use std::rc::Rc;

fn ty(d: DType, ndim: u8, contiguous: bool) -> Ty {
    Ty::Array(ArrayTy { dtype: d, ndim, layout: if contiguous { Layout::C } else { Layout::A } })
}

fn arr(d: &DeviceArray) -> Value {
    Value::Native(Rc::new(d.clone()))
}

/// Scan the rows of `x` (M, K, C-contiguous) into a new (M, K) array of `acc`.
fn scan_rows(interp: &mut Interp, x: &DeviceArray, acc: DType, product: bool) -> R<DeviceArray> {
    let (m, k) = (x.host.shape[0], x.host.shape[1]);
    let out = alloc_device(interp, acc, vec![m, k], Fill::Scratch)?;
    if m == 0 || k == 0 {
        return Ok(out);
    }
    let segments = (65_536 / m).clamp(1, (k / 64).max(1));
    let seg = k.div_ceil(segments);
    let totals = alloc_device(interp, acc, vec![m, segments], Fill::Scratch)?;
    let t = cast_name(acc);
    let (op, unit) = if product { ("*", 1) } else { ("+", 0) };
    let name = if product { "cupy_cumprod" } else { "cupy_cumsum" };
    let read = if acc == DType::Bool { "(x[row, j] != 0)".to_string() } else { format!("{t}(x[row, j])") };
    let text = format!(
        "def {name}(x, out, totals, m, k, segments, seg):
    g = cuda.grid(1)
    if g < m * segments:
        row = g // segments
        s = g % segments
        acc = {t}({unit})
        lo = s * seg
        hi = min(lo + seg, k)
        for j in range(lo, hi):
            acc = acc {op} {read}
            out[row, j] = acc
        totals[row, s] = acc
"
    );
    let i64 = Ty::Scalar(DType::I64);
    let tys = vec![ty(x.host.dtype(), 2, true), ty(acc, 2, true), ty(acc, 2, true), i64.clone(), i64.clone(), i64.clone(), i64.clone()];
    let args = vec![arr(x), arr(&out), arr(&totals), Value::int(m as i64), Value::int(k as i64), Value::int(segments as i64), Value::int(seg as i64)];
    kernels::launch(interp, name, &text, tys, &args, kernels::grid_for(m * segments), [BLOCK, 1, 1])?;
    if segments == 1 {
        return Ok(out);
    }
    // Offsets: each segment's is what the segments before it came to.
    let text = format!(
        "def {name}_offsets(totals, m, segments):
    row = cuda.grid(1)
    if row < m:
        acc = {t}({unit})
        for s in range(segments):
            v = totals[row, s]
            totals[row, s] = acc
            acc = acc {op} v
"
    );
    let tys = vec![ty(acc, 2, true), i64.clone(), i64.clone()];
    let args = vec![arr(&totals), Value::int(m as i64), Value::int(segments as i64)];
    kernels::launch(interp, &format!("{name}_offsets"), &text, tys, &args, kernels::grid_for(m), [BLOCK, 1, 1])?;
    let text = format!(
        "def {name}_apply(out, totals, m, k, segments, seg):
    g = cuda.grid(1)
    if g < m * segments:
        row = g // segments
        s = g % segments
        if s > 0:
            off = totals[row, s]
            lo = s * seg
            hi = min(lo + seg, k)
            for j in range(lo, hi):
                out[row, j] = out[row, j] {op} off
"
    );
    let tys = vec![ty(acc, 2, true), ty(acc, 2, true), i64.clone(), i64.clone(), i64.clone(), i64];
    let args = vec![arr(&out), arr(&totals), Value::int(m as i64), Value::int(k as i64), Value::int(segments as i64), Value::int(seg as i64)];
    kernels::launch(interp, &format!("{name}_apply"), &text, tys, &args, kernels::grid_for(m * segments), [BLOCK, 1, 1])?;
    Ok(out)
}

/// `cp.cumsum(a, axis=None, dtype=None)` / `cumprod`, and the methods (`a` given).
pub fn call(interp: &mut Interp, name: &str, a: Option<DeviceArray>, mut args: Args) -> R<Value> {
    let a = match a {
        Some(a) => a,
        None => {
            let v = if args.pos.is_empty() { args.take_kw("a") } else { Some(args.pos.remove(0)) };
            let v = v.ok_or_else(|| raise("TypeError", format!("{name}() missing required argument 'a'")))?;
            as_device_array(&v).cloned().ok_or_else(|| raise("TypeError", format!("Unsupported type <class '{}'>", interp.type_name(&v))))?
        }
    };
    let axis = args.take_kw("axis").or_else(|| args.pos.first().cloned()).filter(|v| !v.is_none());
    let dtype = args.take_kw("dtype").or_else(|| args.pos.get(1).cloned()).filter(|v| !v.is_none());
    if args.take_kw("out").is_some_and(|o| !o.is_none()) {
        return Err(raise("NotImplementedError", format!("cudalab's cupy does not take out= in {name}() yet")));
    }
    let src = a.host.dtype();
    if matches!(src, DType::F16 | DType::C64 | DType::C128) {
        return Err(raise("NotImplementedError", format!("cudalab's cupy does not compute {name} on {} arrays yet", src.name())));
    }
    // The result dtype: `dtype=`, else the host `np`'s for the same call.
    let acc = match &dtype {
        Some(d) => super::dtype_of(interp, d)?.unwrap_or(DType::F64),
        None => {
            let f = interp.modules.get("numpy").and_then(|m| m.get(name)).ok_or_else(|| raise("RuntimeError", format!("numpy.{name}")))?;
            let probe = Args::new(vec![wrap(crate::array::hostarray::HostArray::zeros(src, vec![1]))]);
            as_array(&interp.call(&f, probe)?).map(|h| h.dtype()).unwrap_or(DType::F64)
        }
    };
    if matches!(acc, DType::F16 | DType::C64 | DType::C128) {
        return Err(raise("NotImplementedError", format!("cudalab's cupy does not compute {name} in {} yet", acc.name())));
    }
    let product = name == "cumprod";
    let contiguous = |interp: &mut Interp, d: DeviceArray| -> R<DeviceArray> {
        if d.host.is_c_contiguous() {
            return Ok(d);
        }
        as_cupy(&ops::copy(interp, &d)?).cloned().ok_or_else(|| raise("RuntimeError", "copy"))
    };
    let Some(axis) = axis else {
        let flat = contiguous(interp, a)?;
        let n = flat.host.size();
        let rows = DeviceArray { host: flat.host.reshape(&[1, n as i64]).map_err(|e| raise("ValueError", e.to_string()))?, dev: flat.dev };
        let r = scan_rows(interp, &rows, acc, product)?;
        let host = r.host.reshape(&[n as i64]).map_err(|e| raise("ValueError", e.to_string()))?;
        return Ok(wrap_cp(DeviceArray { host, dev: r.dev }));
    };
    let ndim = a.host.ndim();
    let i = interp.to_index(&axis)?;
    let ax = crate::array::reduce::normalize_axis(i, ndim.max(1)).map_err(|e| raise("AxisError", e.to_string()))?;
    if ndim == 0 {
        return call(interp, name, Some(a), Args::default());
    }
    // The axis last, as (M, K) rows; the result is permuted back and made C-contiguous.
    let mut order: Vec<usize> = (0..ndim).filter(|d| *d != ax).collect();
    order.push(ax);
    let moved = contiguous(interp, DeviceArray { host: a.host.permute(&order), dev: a.dev.clone() })?;
    let k = a.host.shape[ax];
    let m = a.host.size() / k.max(1);
    let rows = DeviceArray { host: moved.host.reshape(&[m as i64, k as i64]).map_err(|e| raise("ValueError", e.to_string()))?, dev: moved.dev.clone() };
    let r = scan_rows(interp, &rows, acc, product)?;
    let moved_shape: Vec<i64> = order.iter().map(|&d| a.host.shape[d] as i64).collect();
    let back = r.host.reshape(&moved_shape).map_err(|e| raise("ValueError", e.to_string()))?;
    let mut inverse = vec![0; ndim];
    for (pos, &d) in order.iter().enumerate() {
        inverse[d] = pos;
    }
    let view = DeviceArray { host: back.permute(&inverse), dev: r.dev };
    if view.host.is_c_contiguous() {
        return Ok(wrap_cp(view));
    }
    ops::copy(interp, &view)
}
