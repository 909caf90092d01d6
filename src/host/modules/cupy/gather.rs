//! Advanced indexing on the device for the two forms courses use: `x[idx]` with a CuPy integer
//! array (rows of `x` gathered, indices wrapping around as CuPy's do) and `x[mask]` with a
//! boolean CuPy array of `x`'s shape (the selected elements in order, placed by a scan of the
//! mask). Other keys go through the host (`array.rs`).

use super::array::{as_cupy, wrap_cp};
use super::kernels::{self, arg, array_ty, BLOCK};
use super::ops;
use crate::array::dtype::DType;
use crate::compiler::types::Ty;
use crate::host::modules::cuda::device_array::DeviceArray;
use crate::host::modules::cuda::{alloc_device, Fill};
use crate::host::value::{Args, Value};
use crate::host::{raise, Interp, R};

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
    let xs = ops::contiguous(interp, x)?.reshaped(&[rows as i64, inner as i64])?;
    let is = ops::contiguous(interp, idx)?.reshaped(&[count as i64])?;
    let os = out.reshaped(&[count as i64, inner as i64])?;
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
    let tys = vec![array_ty(&xs), array_ty(&is), array_ty(&os), i64.clone(), i64.clone(), i64];
    let args = vec![arg(&xs), arg(&is), arg(&os), Value::int(n as i64), Value::int(inner as i64), Value::int(rows as i64)];
    kernels::launch(interp, "cupy_take", text, tys, &args, kernels::grid_for(n), [BLOCK, 1, 1])?;
    Ok(wrap_cp(out))
}

/// `x[mask]`: the elements where `mask` is true, in C order.
fn compress(interp: &mut Interp, x: &DeviceArray, mask: &DeviceArray) -> R<Value> {
    let n = x.host.size();
    let flat_mask = ops::contiguous(interp, mask)?.reshaped(&[n as i64])?;
    // Where each selected element goes: the running count of selected elements.
    let counts = super::scan::call(interp, "cumsum", Some(flat_mask.clone()), Args::default())?;
    let counts = as_cupy(&counts).cloned().ok_or_else(|| raise("RuntimeError", "cumsum"))?;
    let total = if n == 0 {
        0
    } else {
        // Only the last count comes back to the host.
        let last = crate::array::hostarray::HostArray { shape: vec![1], strides: vec![1], offset: counts.host.offset + n - 1, ..counts.host.clone() };
        DeviceArray { host: last, dev: counts.dev.clone() }.to_host(interp)?.get_flat::<i64>(0).max(0) as usize
    };
    let out = alloc_device(interp, x.host.dtype(), vec![total], Fill::Scratch)?;
    if total == 0 {
        return Ok(wrap_cp(out));
    }
    let xs = ops::contiguous(interp, x)?.reshaped(&[n as i64])?;
    let text = "def cupy_compress(x, mask, counts, out, n):
    i = cuda.grid(1)
    if i < n:
        if mask[i]:
            out[counts[i] - 1] = x[i]
";
    let tys = vec![array_ty(&xs), array_ty(&flat_mask), array_ty(&counts), array_ty(&out), Ty::Scalar(DType::I64)];
    let args = vec![arg(&xs), arg(&flat_mask), arg(&counts), arg(&out), Value::int(n as i64)];
    kernels::launch(interp, "cupy_compress", text, tys, &args, kernels::grid_for(n), [BLOCK, 1, 1])?;
    Ok(wrap_cp(out))
}
