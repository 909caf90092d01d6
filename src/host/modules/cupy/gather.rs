//! Advanced indexing on the device for the two forms courses use: `x[idx]` with a CuPy integer
//! array (rows of `x` gathered, indices wrapping around as CuPy's do) and `x[mask]` with a
//! boolean CuPy array of `x`'s shape (the selected elements in order, placed by a scan of the
//! mask). Other keys go through the host (`array.rs`).

use super::array::{as_cupy, wrap_cp};
use super::kernels::{self, BLOCK};
use super::ops;
use crate::array::dtype::DType;
use crate::compiler::types::{ArrayTy, Layout, Ty};
use crate::host::modules::cuda::device_array::DeviceArray;
use crate::host::modules::cuda::{alloc_device, Fill};
use crate::host::value::{Args, Value};
use crate::host::{raise, Interp, R};
use std::rc::Rc;

fn ty(d: DType, ndim: u8) -> Ty {
    Ty::Array(ArrayTy { dtype: d, ndim, layout: Layout::C })
}

fn arr(d: &DeviceArray) -> Value {
    Value::Native(Rc::new(d.clone()))
}

fn contiguous(interp: &mut Interp, d: &DeviceArray) -> R<DeviceArray> {
    if d.host.is_c_contiguous() {
        return Ok(d.clone());
    }
    as_cupy(&ops::copy(interp, d)?).cloned().ok_or_else(|| raise("RuntimeError", "copy"))
}

fn reshaped(d: &DeviceArray, shape: &[i64]) -> R<DeviceArray> {
    let host = d.host.reshape(shape).map_err(|e| raise("ValueError", e.to_string()))?;
    Ok(DeviceArray { host, dev: d.dev.clone() })
}

/// `x[key]` on the device when the key is one of the two forms; `None` otherwise.
pub fn get(interp: &mut Interp, x: &DeviceArray, key: &Value) -> R<Option<Value>> {
    let Some(k) = as_cupy(key) else { return Ok(None) };
    let kd = k.host.dtype();
    if matches!(x.host.dtype(), DType::F16 | DType::C64 | DType::C128) || x.host.ndim() == 0 {
        return Ok(None);
    }
    if kd.is_integer() {
        return take(interp, x, k).map(Some);
    }
    if kd == DType::Bool && k.host.shape == x.host.shape {
        return compress(interp, x, k).map(Some);
    }
    Ok(None)
}

/// `x[idx]`: rows of `x` by index, wrapped into range.
fn take(interp: &mut Interp, x: &DeviceArray, idx: &DeviceArray) -> R<Value> {
    let rows = x.host.shape[0];
    let inner: usize = x.host.shape[1..].iter().product();
    let count = idx.host.size();
    let mut shape = idx.host.shape.clone();
    shape.extend_from_slice(&x.host.shape[1..]);
    let out = alloc_device(interp, x.host.dtype(), shape, Fill::Scratch)?;
    if count == 0 || inner == 0 {
        return Ok(wrap_cp(out));
    }
    if rows == 0 {
        return Err(raise("IndexError", "cannot do a non-empty take from an empty axes."));
    }
    let xs = reshaped(&contiguous(interp, x)?, &[rows as i64, inner as i64])?;
    let is = reshaped(&contiguous(interp, idx)?, &[count as i64])?;
    let os = reshaped(&out, &[count as i64, inner as i64])?;
    let n = count * inner;
    let text = "def cupy_take(x, idx, out, n, inner, rows):
    i = cuda.grid(1)
    if i < n:
        q = i // inner
        r = i % inner
        j = T_int64(idx[q]) % rows
        out[q, r] = x[j, r]
";
    let i64 = Ty::Scalar(DType::I64);
    let tys = vec![ty(x.host.dtype(), 2), ty(idx.host.dtype(), 1), ty(x.host.dtype(), 2), i64.clone(), i64.clone(), i64];
    let args = vec![arr(&xs), arr(&is), arr(&os), Value::int(n as i64), Value::int(inner as i64), Value::int(rows as i64)];
    kernels::launch(interp, "cupy_take", text, tys, &args, kernels::grid_for(n), [BLOCK, 1, 1])?;
    Ok(wrap_cp(out))
}

/// `x[mask]`: the elements where `mask` is true, in C order.
fn compress(interp: &mut Interp, x: &DeviceArray, mask: &DeviceArray) -> R<Value> {
    let n = x.host.size();
    let flat_mask = reshaped(&contiguous(interp, mask)?, &[n as i64])?;
    // Where each selected element goes: the running count of selected elements.
    let counts = super::scan::call(interp, "cumsum", Some(flat_mask.clone()), Args::default())?;
    let counts = as_cupy(&counts).cloned().ok_or_else(|| raise("RuntimeError", "cumsum"))?;
    let total = if n == 0 {
        0
    } else {
        let last = DeviceArray { host: counts.host.reshape(&[n as i64]).map_err(|e| raise("ValueError", e.to_string()))?, dev: counts.dev.clone() };
        let h = last.to_host(interp)?;
        h.get_flat::<i64>(n - 1).max(0) as usize
    };
    let out = alloc_device(interp, x.host.dtype(), vec![total], Fill::Scratch)?;
    if total == 0 {
        return Ok(wrap_cp(out));
    }
    let xs = reshaped(&contiguous(interp, x)?, &[n as i64])?;
    let text = "def cupy_compress(x, mask, counts, out, n):
    i = cuda.grid(1)
    if i < n:
        if mask[i]:
            out[counts[i] - 1] = x[i]
";
    let tys = vec![ty(x.host.dtype(), 1), ty(DType::Bool, 1), ty(DType::I64, 1), ty(x.host.dtype(), 1), Ty::Scalar(DType::I64)];
    let args = vec![arr(&xs), arr(&flat_mask), arr(&counts), arr(&out), Value::int(n as i64)];
    kernels::launch(interp, "cupy_compress", text, tys, &args, kernels::grid_for(n), [BLOCK, 1, 1])?;
    Ok(wrap_cp(out))
}
