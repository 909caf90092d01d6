//! `cumsum` and `cumprod` on the device, as kernels written in the dialect.
//!
//! The scanned axis is moved last and the array seen as (M, K). A short row is scanned in order
//! by one thread (NumPy's order of operations). A long row is cut into tiles, reduce then scan:
//! one launch folds each tile to its total, the totals are scanned the same way (offsets), and
//! a last launch scans each tile in shared memory starting from its offset; float sums then
//! differ from NumPy's sequential ones in the last bits, as CuPy's block scan does.

use super::array::wrap_cp;
use super::kernels::{self, arg, array_ty, cast_name, BLOCK};
use super::ops;
use crate::array::dtype::DType;
use crate::compiler::types::Ty;
use crate::host::modules::cuda::device_array::{as_device_array, DeviceArray};
use crate::host::modules::cuda::{alloc_device, Fill};
use crate::host::value::{Args, Value};
use crate::host::{raise, Interp, R};

/// Elements per tile of the block scan: `BLOCK` threads, `ITEMS` each.
const ITEMS: usize = 8;
const TILE: usize = BLOCK as usize * ITEMS;

/// Scan the rows of `x` (M, K, C-contiguous) into a new (M, K) array of `acc`.
fn scan_rows(interp: &mut Interp, x: &DeviceArray, acc: DType, product: bool) -> R<DeviceArray> {
    let (m, k) = (x.host.shape[0], x.host.shape[1]);
    let out = alloc_device(interp, acc, vec![m, k], Fill::Scratch)?;
    if m == 0 || k == 0 {
        return Ok(out);
    }
    let t = cast_name(acc);
    let (op, unit) = if product { ("*", 1) } else { ("+", 0) };
    let name = if product { "cupy_cumprod" } else { "cupy_cumsum" };
    let read = |at: &str| if acc == DType::Bool { format!("(x[row, {at}] != 0)") } else { format!("{t}(x[row, {at}])") };
    let i64 = Ty::Scalar(DType::I64);
    if k <= 64 {
        // Short rows: one thread scans a row in order (NumPy's order of operations).
        let text = format!(
            "def {name}_rows(x, out, m, k):
    row = cuda.grid(1)
    if row < m:
        acc = {t}({unit})
        for j in range(k):
            acc = acc {op} {read}
            out[row, j] = acc
",
            read = read("j")
        );
        let tys = vec![array_ty(x), array_ty(&out), i64.clone(), i64];
        let args = vec![arg(x), arg(&out), Value::int(m as i64), Value::int(k as i64)];
        kernels::launch(interp, &format!("{name}_rows"), &text, tys, &args, kernels::grid_for(m), [BLOCK, 1, 1])?;
        return Ok(out);
    }
    // Long rows, reduce then scan: one launch folds each tile of TILE elements to its total,
    // the totals are scanned (offsets), and a last launch scans each tile in shared memory and
    // adds its offset: the data is read twice and written once.
    let tiles = k.div_ceil(TILE);
    let blocks = m * tiles;
    if blocks > i32::MAX as usize {
        return Err(raise("NotImplementedError", format!("cudalab's cupy scans at most {} tiles at once", i32::MAX)));
    }
    let grid = [blocks as u32, 1, 1];
    let offsets = if tiles > 1 {
        let totals = alloc_device(interp, acc, vec![m, tiles], Fill::Scratch)?;
        let text = format!(
            "def {name}_totals(x, totals, k, tiles):
    b = cuda.blockIdx.x
    row = b // tiles
    tile = b % tiles
    t = cuda.threadIdx.x
    sums = cuda.shared.array({BLOCK}, {t})
    base = tile * {TILE}
    acc = {t}({unit})
    for q in range({ITEMS}):
        j = base + q * {BLOCK} + t
        if j < k:
            acc = acc {op} {read}
    sums[t] = acc
    cuda.syncthreads()
    s = {half}
    while s > 0:
        if t < s:
            sums[t] = sums[t] {op} sums[t + s]
        cuda.syncthreads()
        s = s // 2
    if t == 0:
        totals[row, tile] = sums[0]
",
            read = read("j"),
            half = BLOCK / 2
        );
        let tys = vec![array_ty(x), array_ty(&totals), i64.clone(), i64.clone()];
        let args = vec![arg(x), arg(&totals), Value::int(k as i64), Value::int(tiles as i64)];
        kernels::launch(interp, &format!("{name}_totals"), &text, tys, &args, grid, [BLOCK, 1, 1])?;
        // Tile s adds what tiles 0..s came to: the totals' inclusive scan at s - 1.
        Some(scan_rows(interp, &totals, acc, product)?)
    } else {
        None
    };
    // Each block scans its tile in shared memory: coalesced loads into `buf`, each thread scans
    // ITEMS neighbours, the threads' totals are scanned in a tree, coalesced stores. `buf` has
    // one pad slot per 32 (slot i at i + i >> 5), so a thread's neighbours and a warp's loads
    // both fall in distinct banks.
    let (params, offset) = match offsets {
        Some(_) => (
            "x, out, offsets, k, tiles",
            format!("    if tile > 0:\n        if t == 0:\n            carry[0] = offsets[row, tile - 1]\n        cuda.syncthreads()\n        off = off {op} carry[0]\n"),
        ),
        None => ("x, out, k, tiles", String::new()),
    };
    let text = format!(
        "def {name}({params}):
    b = cuda.blockIdx.x
    row = b // tiles
    tile = b % tiles
    t = cuda.threadIdx.x
    buf = cuda.shared.array({padded}, {t})
    sums = cuda.shared.array({BLOCK}, {t})
    carry = cuda.shared.array(1, {t})
    base = tile * {TILE}
    for q in range({ITEMS}):
        j = base + q * {BLOCK} + t
        i = q * {BLOCK} + t
        if j < k:
            buf[i + (i >> 5)] = {read}
        else:
            buf[i + (i >> 5)] = {t}({unit})
    cuda.syncthreads()
    acc = {t}({unit})
    for q in range({ITEMS}):
        i = t * {ITEMS} + q
        acc = acc {op} buf[i + (i >> 5)]
        buf[i + (i >> 5)] = acc
    sums[t] = acc
    cuda.syncthreads()
    d = 1
    while d < {BLOCK}:
        v = {t}({unit})
        if t >= d:
            v = sums[t - d]
        cuda.syncthreads()
        if t >= d:
            sums[t] = v {op} sums[t]
        cuda.syncthreads()
        d = d * 2
    off = {t}({unit})
{offset}    if t > 0:
        off = off {op} sums[t - 1]
    for q in range({ITEMS}):
        i = t * {ITEMS} + q
        buf[i + (i >> 5)] = off {op} buf[i + (i >> 5)]
    cuda.syncthreads()
    for q in range({ITEMS}):
        j = base + q * {BLOCK} + t
        i = q * {BLOCK} + t
        if j < k:
            out[row, j] = buf[i + (i >> 5)]
",
        read = read("j"),
        padded = TILE + TILE / 32
    );
    let mut tys = vec![array_ty(x), array_ty(&out)];
    let mut args = vec![arg(x), arg(&out)];
    if let Some(o) = &offsets {
        tys.push(array_ty(o));
        args.push(arg(o));
    }
    tys.extend([i64.clone(), i64]);
    args.extend([Value::int(k as i64), Value::int(tiles as i64)]);
    kernels::launch(interp, name, &text, tys, &args, grid, [BLOCK, 1, 1])?;
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
        None => super::reduction::result_dtype(interp, name, src, None)?,
    };
    if matches!(acc, DType::F16 | DType::C64 | DType::C128) {
        return Err(raise("NotImplementedError", format!("cudalab's cupy does not compute {name} in {} yet", acc.name())));
    }
    let product = name == "cumprod";
    let Some(axis) = axis else {
        let n = a.host.size() as i64;
        let rows = ops::contiguous(interp, &a)?.reshaped(&[1, n])?;
        return Ok(wrap_cp(scan_rows(interp, &rows, acc, product)?.reshaped(&[n])?));
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
    let moved = ops::contiguous(interp, &DeviceArray { host: a.host.permute(&order), dev: a.dev.clone() })?;
    let k = a.host.shape[ax];
    let m = a.host.size() / k.max(1);
    let r = scan_rows(interp, &moved.reshaped(&[m as i64, k as i64])?, acc, product)?;
    let moved_shape: Vec<i64> = order.iter().map(|&d| a.host.shape[d] as i64).collect();
    let back = r.reshaped(&moved_shape)?.host;
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
