//! CuPy's reductions (`sum`, `prod`, `min`, `max`, `argmin`, `argmax`, `all`, `any`, and
//! `mean`, `var`, `std` built from them) as kernels written in the dialect.
//!
//! The reduced axes are moved last and the array is seen as (M, K): M results, each folding K
//! elements. One block of `BLOCK` threads folds a chunk of one row (a grid-stride run per
//! thread, then a tree in shared memory); when a row is split into several chunks, a second
//! launch folds the chunks' partials. The result dtype is what the host `np` gives for the same
//! reduction; the fold runs in that dtype (CuPy's order of additions, not NumPy's pairwise one,
//! so float sums may differ from NumPy's in the last bits, as CuPy's do).

use super::array::{as_cupy, wrap_cp};
use super::kernels::{self, arg, array_ty, cast_name, BLOCK};
use super::ops;
use crate::array::dtype::{DType, Kind};
use crate::array::reduce::normalize_axis;
use crate::compiler::types::Ty;
use crate::host::modules::cuda::device_array::DeviceArray;
use crate::host::modules::cuda::{alloc_device, Fill};
use crate::host::modules::numpy::{as_array, wrap};
use crate::host::value::{Args, Value};
use crate::host::{raise, Interp, R};
use std::rc::Rc;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Fold {
    Sum,
    Prod,
    Min,
    Max,
    All,
    Any,
    ArgMin,
    ArgMax,
}

impl Fold {
    fn name(self) -> &'static str {
        match self {
            Fold::Sum => "sum",
            Fold::Prod => "prod",
            Fold::Min => "min",
            Fold::Max => "max",
            Fold::All => "all",
            Fold::Any => "any",
            Fold::ArgMin => "argmin",
            Fold::ArgMax => "argmax",
        }
    }
    fn is_arg(self) -> bool {
        matches!(self, Fold::ArgMin | Fold::ArgMax)
    }
    /// `acc` combined with `v` (both of the fold's dtype).
    fn combine(self) -> &'static str {
        match self {
            Fold::Sum => "acc + v",
            Fold::Prod => "acc * v",
            Fold::Min => "np.minimum(acc, v)",
            Fold::Max => "np.maximum(acc, v)",
            Fold::All => "acc and v",
            Fold::Any => "acc or v",
            Fold::ArgMin | Fold::ArgMax => unreachable!("arg folds combine pairs"),
        }
    }
    /// The value no element changes: the fold's start.
    fn identity(self, d: DType) -> Value {
        let (lo, hi): (Value, Value) = match d.kind() {
            Kind::Float => (Value::Float(f64::NEG_INFINITY), Value::Float(f64::INFINITY)),
            Kind::Bool => (Value::Bool(false), Value::Bool(true)),
            Kind::Unsigned => (Value::int(0), Value::int(-1)), // all ones: the type's largest
            _ => {
                let bits = d.itemsize() * 8;
                let (lo, hi) = if bits == 64 { (i64::MIN, i64::MAX) } else { (-(1i64 << (bits - 1)), (1i64 << (bits - 1)) - 1) };
                (Value::int(lo), Value::int(hi))
            }
        };
        match self {
            Fold::Sum | Fold::Any => Value::int(0),
            Fold::Prod | Fold::All => Value::int(1),
            Fold::Min | Fold::ArgMin => hi,
            Fold::Max | Fold::ArgMax => lo,
        }
    }
}

fn parse(name: &str) -> Option<Fold> {
    Some(match name {
        "sum" => Fold::Sum,
        "prod" => Fold::Prod,
        "min" | "amin" => Fold::Min,
        "max" | "amax" => Fold::Max,
        "all" => Fold::All,
        "any" => Fold::Any,
        "argmin" => Fold::ArgMin,
        "argmax" => Fold::ArgMax,
        _ => return None,
    })
}

/// The kernel folding each row of `x` (M, K, passed flat: one index addition per load, where
/// a 2-D index costs an arg fold a sixth of its speed) chunk by chunk into `out` (M, chunks);
/// each thread loads four elements before folding them (independent loads in flight). `pairs`:
/// an arg fold's second pass, reading indices from `xi` instead of counting them.
fn fold_text(fold: Fold, name: &str, acc: DType, pairs: bool) -> String {
    let t = cast_name(acc);
    let read = if acc == DType::Bool { "(x[rb + j] != 0)".to_string() } else { format!("{t}(x[rb + j])") };
    if !fold.is_arg() {
        return format!(
            "def {name}(x, out, k, chunks, init):
    b = cuda.blockIdx.x
    row = b // chunks
    c = b % chunks
    rb = row * k
    t = cuda.threadIdx.x
    buf = cuda.shared.array({BLOCK}, {t})
    acc = init
    j = c * {BLOCK} + t
    step = chunks * {BLOCK}
    while j + 3 * step < k:
        v0 = {read0}
        v1 = {read1}
        v2 = {read2}
        v3 = {read3}
        v = v0
        acc = {comb}
        v = v1
        acc = {comb}
        v = v2
        acc = {comb}
        v = v3
        acc = {comb}
        j += 4 * step
    while j < k:
        v = {read}
        acc = {comb}
        j += step
    buf[t] = acc
    cuda.syncthreads()
    s = {half}
    while s > 0:
        if t < s:
            acc = buf[t]
            v = buf[t + s]
            buf[t] = {comb}
        cuda.syncthreads()
        s = s // 2
    if t == 0:
        out[row, c] = buf[0]
",
            comb = fold.combine(),
            half = BLOCK / 2,
            read0 = read.clone(),
            read1 = read.replace("[rb + j]", "[rb + j + step]"),
            read2 = read.replace("[rb + j]", "[rb + j + 2 * step]"),
            read3 = read.replace("[rb + j]", "[rb + j + 3 * step]"),
        );
    }
    let better = match fold {
        Fold::ArgMin => "v < acc or (v == acc and vi < ai) or (v != v and (acc == acc or vi < ai))",
        _ => "v > acc or (v == acc and vi < ai) or (v != v and (acc == acc or vi < ai))",
    };
    // A thread's own elements come in index order, so within its run a later element wins only
    // when strictly better (or the first NaN): the first pass starts from the thread's first
    // element and compares values alone; the full rule (ties to the smaller index) is for the
    // tree and for partials.
    let strictly = strictly_better(fold, acc);
    let run = if pairs {
        // Partials' indices come in no order: the full rule. Four pairs loaded before they are
        // compared, as in the first pass (this pass is one block: its latency is the cost).
        let mut u = String::from("    while j + 3 * step < k:\n");
        for q in 0..4 {
            let at = if q == 0 { "j".to_string() } else { format!("j + {q} * step") };
            u.push_str(&format!("        v{q} = {}\n", read.replace("[rb + j]", &format!("[rb + {at}]"))));
            u.push_str(&format!("        i{q} = xi[rb + {at}]\n"));
        }
        for q in 0..4 {
            u.push_str(&format!("        v = v{q}\n        vi = i{q}\n        if {better}:\n            acc = v\n            ai = vi\n"));
        }
        u.push_str("        j += 4 * step\n");
        u.push_str(&format!(
            "    while j < k:\n        v = {read}\n        vi = xi[rb + j]\n        if {better}:\n            acc = v\n            ai = vi\n        j += step\n"
        ));
        u
    } else {
        // Four elements loaded before they are compared (independent loads in flight).
        let mut u = format!("    if j < k:\n        acc = {read}\n        ai = T_int64(j)\n        j += step\n");
        u.push_str("    while j + 3 * step < k:\n");
        for q in 0..4 {
            let at = if q == 0 { "j".to_string() } else { format!("j + {q} * step") };
            u.push_str(&format!("        v{q} = {}\n", read.replace("[rb + j]", &format!("[rb + {at}]"))));
        }
        for q in 0..4 {
            let at = if q == 0 { "j".to_string() } else { format!("j + {q} * step") };
            u.push_str(&format!("        v = v{q}\n        if {strictly}:\n            acc = v\n            ai = T_int64({at})\n"));
        }
        u.push_str("        j += 4 * step\n");
        u.push_str(&format!(
            "    while j < k:\n        v = {read}\n        if {strictly}:\n            acc = v\n            ai = T_int64(j)\n        j += step\n"
        ));
        u
    };
    let params = if pairs { "x, xi, out, outi, k, chunks, init" } else { "x, out, outi, k, chunks, init" };
    format!(
        "def {name}({params}):
    b = cuda.blockIdx.x
    row = b // chunks
    c = b % chunks
    rb = row * k
    t = cuda.threadIdx.x
    buf = cuda.shared.array({BLOCK}, {t})
    bufi = cuda.shared.array({BLOCK}, T_int64)
    acc = init
    ai = k
    j = c * {BLOCK} + t
    step = chunks * {BLOCK}
{run}    buf[t] = acc
    bufi[t] = ai
    cuda.syncthreads()
    s = {half}
    while s > 0:
        if t < s:
            acc = buf[t]
            ai = bufi[t]
            v = buf[t + s]
            vi = bufi[t + s]
            if {better}:
                buf[t] = v
                bufi[t] = vi
        cuda.syncthreads()
        s = s // 2
    if t == 0:
        out[row, c] = buf[0]
        outi[row, c] = bufi[0]
",
        half = BLOCK / 2
    )
}

/// Fold the rows of `x` (M, K) into (M,) arrays: values, and for arg folds indices.
fn fold_rows(interp: &mut Interp, fold: Fold, x: &DeviceArray, acc: DType) -> R<(DeviceArray, Option<DeviceArray>)> {
    let (m, k) = (x.host.shape[0], x.host.shape[1]);
    if k <= SHORT_ROW {
        return fold_short_rows(interp, fold, x, acc);
    }
    let chunks = if m >= 1024 { 1 } else { k.div_ceil(BLOCK as usize * 4).clamp(1, (2048 / m.max(1)).max(1)) };
    let (mut vals, mut idx) = fold_pass(interp, fold, acc, x, None, chunks)?;
    if chunks > 1 {
        // Second pass: one block per row folds its chunks' partials.
        (vals, idx) = fold_pass(interp, fold, acc, &vals, idx.as_ref(), 1)?;
    }
    Ok((vals.reshaped(&[m as i64])?, idx.map(|d| d.reshaped(&[m as i64])).transpose()?))
}

/// Rows this short are folded by one thread each (a block per row would leave most threads idle).
const SHORT_ROW: usize = 64;

/// Fold each short row of `x` (M, K) in order, one thread per row, into (M,) arrays.
fn fold_short_rows(interp: &mut Interp, fold: Fold, x: &DeviceArray, acc: DType) -> R<(DeviceArray, Option<DeviceArray>)> {
    let (m, k) = (x.host.shape[0], x.host.shape[1]);
    let name = format!("cupy_{}_rows", fold.name());
    let t = cast_name(acc);
    let read = if acc == DType::Bool { "(x[row, j] != 0)".to_string() } else { format!("{t}(x[row, j])") };
    let out = alloc_device(interp, acc, vec![m], Fill::Scratch)?;
    let out_i = if fold.is_arg() { Some(alloc_device(interp, DType::I64, vec![m], Fill::Scratch)?) } else { None };
    let text = if fold.is_arg() {
        // k >= 1 here (an empty arg fold is an error before any launch).
        format!(
            "def {name}(x, out, outi, m, k, init):
    row = cuda.grid(1)
    if row < m:
        acc = {read0}
        ai = T_int64(0)
        for j in range(1, k):
            v = {read}
            if {strictly}:
                acc = v
                ai = T_int64(j)
        out[row] = acc
        outi[row] = ai
",
            read0 = read.replace("[row, j]", "[row, 0]"),
            strictly = strictly_better(fold, acc)
        )
    } else {
        format!(
            "def {name}(x, out, m, k, init):
    row = cuda.grid(1)
    if row < m:
        acc = init
        for j in range(k):
            v = {read}
            acc = {comb}
        out[row] = acc
",
            comb = fold.combine()
        )
    };
    let arrays: Vec<&DeviceArray> = [Some(x), Some(&out), out_i.as_ref()].into_iter().flatten().collect();
    let mut tys: Vec<Ty> = arrays.iter().map(|a| array_ty(a)).collect();
    let mut args: Vec<Value> = arrays.iter().map(|a| arg(a)).collect();
    tys.extend([Ty::Scalar(DType::I64), Ty::Scalar(DType::I64), Ty::Scalar(acc)]);
    args.extend([Value::int(m as i64), Value::int(k as i64), fold.identity(acc)]);
    kernels::launch(interp, &name, &text, tys, &args, kernels::grid_for(m), [BLOCK, 1, 1])?;
    Ok((out, out_i))
}

/// An arg fold's test for a later element `v` replacing `acc` within one thread's run, where
/// indices only grow: strictly better, or the first NaN.
fn strictly_better(fold: Fold, acc: DType) -> &'static str {
    match (fold, acc.kind()) {
        (Fold::ArgMin, Kind::Float) => "v < acc or (v != v and acc == acc)",
        (Fold::ArgMin, _) => "v < acc",
        (_, Kind::Float) => "v > acc or (v != v and acc == acc)",
        _ => "v > acc",
    }
}

/// One launch of `fold_text`'s kernel: each row of `x` (M, K) (with `xi`, the indices of an arg
/// fold's partials) folded in `chunks` chunks into new (M, chunks) arrays.
fn fold_pass(interp: &mut Interp, fold: Fold, acc: DType, x: &DeviceArray, xi: Option<&DeviceArray>, chunks: usize) -> R<(DeviceArray, Option<DeviceArray>)> {
    let (m, k) = (x.host.shape[0], x.host.shape[1]);
    let name = format!("cupy_{}", fold.name());
    let out = alloc_device(interp, acc, vec![m, chunks], Fill::Scratch)?;
    let out_i = if fold.is_arg() { Some(alloc_device(interp, DType::I64, vec![m, chunks], Fill::Scratch)?) } else { None };
    let flat = |a: &DeviceArray| a.reshaped(&[(m * k) as i64]);
    let x = flat(x)?;
    let xi = xi.map(flat).transpose()?;
    let arrays: Vec<&DeviceArray> = [Some(&x), xi.as_ref(), Some(&out), out_i.as_ref()].into_iter().flatten().collect();
    let mut tys: Vec<Ty> = arrays.iter().map(|a| array_ty(a)).collect();
    let mut args: Vec<Value> = arrays.iter().map(|a| arg(a)).collect();
    tys.extend([Ty::Scalar(DType::I64), Ty::Scalar(DType::I64), Ty::Scalar(acc)]);
    args.extend([Value::int(k as i64), Value::int(chunks as i64), fold.identity(acc)]);
    let grid = [(m * chunks).clamp(1, i32::MAX as usize) as u32, 1, 1];
    kernels::launch(interp, &name, &fold_text(fold, &name, acc, xi.is_some()), tys, &args, grid, [BLOCK, 1, 1])?;
    Ok((out, out_i))
}

/// Fold the columns of `x` (K, M) into an (M,) array: segments of rows by a grid of
/// (columns, segments) threads, then (when there are several) the segments' partials.
fn fold_columns(interp: &mut Interp, fold: Fold, x: &DeviceArray, acc: DType) -> R<DeviceArray> {
    let (k, m) = (x.host.shape[0], x.host.shape[1]);
    // Enough threads to fill a GPU (about 256K), at least 16 rows each.
    let segments = (262_144 / m).clamp(1, (k / 16).max(1)).min(65_535);
    let seg = k.div_ceil(segments);
    let out = alloc_device(interp, acc, vec![segments, m], Fill::Scratch)?;
    let name = format!("cupy_{}", fold.name());
    let t = cast_name(acc);
    let read = if acc == DType::Bool { "(x[j, i] != 0)".to_string() } else { format!("{t}(x[j, i])") };
    let text = format!(
        "def {name}(x, out, k, m, seg, init):
    i = cuda.grid(1)
    s = cuda.blockIdx.y
    if i < m:
        acc = init
        lo = s * seg
        hi = min(lo + seg, k)
        for j in range(lo, hi):
            v = {read}
            acc = {comb}
        out[s, i] = acc
",
        comb = fold.combine()
    );
    let tys = vec![array_ty(x), array_ty(&out), Ty::Scalar(DType::I64), Ty::Scalar(DType::I64), Ty::Scalar(DType::I64), Ty::Scalar(acc)];
    let args = vec![arg(x), arg(&out), Value::int(k as i64), Value::int(m as i64), Value::int(seg as i64), fold.identity(acc)];
    let grid = [kernels::grid_for(m)[0], segments as u32, 1];
    kernels::launch(interp, &name, &text, tys, &args, grid, [BLOCK, 1, 1])?;
    if segments == 1 {
        return out.reshaped(&[m as i64]);
    }
    fold_columns(interp, fold, &out, acc)
}

/// The axes a reduction folds (`None`: all), normalized and sorted.
fn axes_of(interp: &mut Interp, axis: &Option<Value>, ndim: usize) -> R<Vec<usize>> {
    let items: Vec<Value> = match axis {
        None | Some(Value::None) => return Ok((0..ndim).collect()),
        Some(Value::Tuple(t)) => t.to_vec(),
        Some(v) => vec![v.clone()],
    };
    let mut out = Vec::new();
    for v in &items {
        let i = interp.to_index(v)?;
        let a = normalize_axis(i, ndim).map_err(|e| raise("AxisError", e.to_string()))?;
        if out.contains(&a) {
            return Err(raise("ValueError", "duplicate value in 'axis'"));
        }
        out.push(a);
    }
    out.sort_unstable();
    Ok(out)
}

/// `fold` over `axes` of `a`, the result in `acc`'s dtype, shaped as NumPy shapes it.
fn reduce(interp: &mut Interp, fold: Fold, a: &DeviceArray, axes: &[usize], keepdims: bool, acc: DType) -> R<DeviceArray> {
    let h = &a.host;
    let kept: Vec<usize> = (0..h.ndim()).filter(|d| !axes.contains(d)).collect();
    let m: usize = kept.iter().map(|&d| h.shape[d]).product();
    let k: usize = axes.iter().map(|&d| h.shape[d]).product();
    if k == 0 && matches!(fold, Fold::Min | Fold::Max | Fold::ArgMin | Fold::ArgMax) {
        let what = match fold {
            Fold::Min => "zero-size array to reduction operation minimum which has no identity",
            Fold::Max => "zero-size array to reduction operation maximum which has no identity",
            Fold::ArgMin => "attempt to get argmin of an empty sequence",
            _ => "attempt to get argmax of an empty sequence",
        };
        return Err(raise("ValueError", what));
    }
    // Leading axes folded away from a C-contiguous array (`sum(axis=0)` of a matrix): one
    // thread per result and segment of rows walks down its column, neighbours reading
    // neighbours (no transpose); a second launch folds the segments' partials.
    let leading = axes.iter().enumerate().all(|(i, d)| i == *d);
    if leading && h.is_c_contiguous() && !fold.is_arg() && m >= 256 && k > 0 {
        let out = fold_columns(interp, fold, &a.reshaped(&[k as i64, m as i64])?, acc)?;
        return out.reshaped(&result_shape(&h.shape, axes, keepdims));
    }
    let order: Vec<usize> = kept.iter().chain(axes).copied().collect();
    let permuted = DeviceArray { host: h.permute(&order), dev: a.dev.clone() };
    let base = ops::contiguous(interp, &permuted)?.reshaped(&[m as i64, k as i64])?;
    let (vals, idx) = if m == 0 {
        let v = alloc_device(interp, acc, vec![0], Fill::Scratch)?;
        let i = fold.is_arg().then(|| alloc_device(interp, DType::I64, vec![0], Fill::Scratch)).transpose()?;
        (v, i)
    } else {
        fold_rows(interp, fold, &base, acc)?
    };
    idx.unwrap_or(vals).reshaped(&result_shape(&h.shape, axes, keepdims))
}

/// The shape of a reduction's result: the kept axes, the folded ones as 1 with `keepdims`.
fn result_shape(shape: &[usize], axes: &[usize], keepdims: bool) -> Vec<i64> {
    (0..shape.len())
        .filter_map(|d| match (axes.contains(&d), keepdims) {
            (false, _) => Some(shape[d] as i64),
            (true, true) => Some(1),
            (true, false) => None,
        })
        .collect()
}

/// The dtype the host `np.<name>` gives reducing (or scanning) an array of `d` (with `dtype=`).
pub(super) fn result_dtype(interp: &mut Interp, name: &str, d: DType, dtype: Option<DType>) -> R<DType> {
    let f = interp.modules.get("numpy").and_then(|m| m.get(name)).ok_or_else(|| raise("RuntimeError", format!("numpy.{name}")))?;
    let mut args = Args::new(vec![wrap(crate::array::hostarray::HostArray::zeros(d, vec![1]))]);
    if let Some(t) = dtype {
        args.kw.push((Rc::from("dtype"), Value::Native(Rc::new(crate::host::modules::numpy::NpDType(t)))));
    }
    let r = interp.call(&f, args)?;
    Ok(as_array(&r).map(|h| h.dtype()).unwrap_or(DType::F64))
}

/// `a.<name>(...)`: arguments after the array.
pub fn method(interp: &mut Interp, name: &str, a: &DeviceArray, args: Args) -> R<Value> {
    run(interp, name, a, args)
}

/// `cp.<name>(a, ...)`.
pub fn function(interp: &mut Interp, name: &str, mut args: Args) -> R<Value> {
    let a = if args.pos.is_empty() { args.take_kw("a") } else { Some(args.pos.remove(0)) };
    let a = a.ok_or_else(|| raise("TypeError", format!("{name}() missing required argument 'a'")))?;
    let a = match ops::arg(interp, &a)? {
        ops::Arg::Array(d) => d,
        _ => {
            let h = crate::host::modules::numpy::to_array(interp, &a, None)?;
            super::upload_device(interp, h)?
        }
    };
    run(interp, name, &a, args)
}

fn run(interp: &mut Interp, name: &str, a: &DeviceArray, mut args: Args) -> R<Value> {
    let take = |args: &mut Args, kw: &str, pos: usize| args.take_kw(kw).or_else(|| args.pos.get(pos).cloned());
    let axis = take(&mut args, "axis", 0);
    let is_stat = matches!(name, "var" | "std");
    let takes_dtype = matches!(name, "sum" | "prod" | "mean" | "var" | "std");
    let dtype = if takes_dtype { take(&mut args, "dtype", 1) } else { None };
    let out = take(&mut args, "out", if takes_dtype { 2 } else { 1 });
    let ddof = if is_stat { take(&mut args, "ddof", 3) } else { None };
    let keepdims = take(
        &mut args,
        "keepdims",
        if is_stat {
            4
        } else if takes_dtype {
            3
        } else {
            2
        },
    );
    if let Some((k, _)) = args.kw.first() {
        return Err(raise("TypeError", format!("{name}() got an unexpected keyword argument '{k}'")));
    }
    if out.as_ref().is_some_and(|o| !o.is_none()) {
        return Err(raise("NotImplementedError", format!("cudalab's cupy does not take out= in {name}() yet")));
    }
    let keepdims = match keepdims {
        Some(v) => interp.truthy(&v)?,
        None => false,
    };
    let dtype = match dtype {
        Some(v) => super::dtype_of(interp, &v)?,
        None => None,
    };
    let ndim = a.host.ndim();
    if matches!(name, "argmin" | "argmax") {
        if let Some(Value::Tuple(_)) = axis {
            return Err(raise("TypeError", "'tuple' object cannot be interpreted as an integer"));
        }
    }
    let axes = axes_of(interp, &axis, ndim)?;
    let src = a.host.dtype();
    if matches!(src, DType::F16 | DType::C64 | DType::C128) {
        return Err(raise("NotImplementedError", format!("cudalab's cupy does not compute {name} on {} arrays yet", src.name())));
    }
    match name {
        "mean" | "var" | "std" => {
            let t = result_dtype(interp, "mean", src, dtype)?;
            let n: usize = axes.iter().map(|&d| a.host.shape[d]).product();
            let total = wrap_cp(reduce(interp, Fold::Sum, a, &axes, true, t)?);
            let mean = ops::binary(interp, "divide", &total, &Value::Float(n as f64))?.ok_or_else(|| raise("RuntimeError", "mean"))?;
            let mean = cast_to(interp, mean, t)?;
            if name == "mean" {
                return squeeze_axes(&mean, &axes, keepdims);
            }
            let x = if src == t { wrap_cp(a.clone()) } else { ops::astype(interp, a, t)? };
            let d = ops::binary(interp, "subtract", &x, &mean)?.ok_or_else(|| raise("RuntimeError", "var"))?;
            let sq = ops::binary(interp, "multiply", &d, &d)?.ok_or_else(|| raise("RuntimeError", "var"))?;
            let sq = as_cupy(&sq).cloned().ok_or_else(|| raise("RuntimeError", "var"))?;
            let ss = wrap_cp(reduce(interp, Fold::Sum, &sq, &axes, keepdims, t)?);
            let ddof = match ddof {
                Some(v) if !v.is_none() => interp.to_float(&v)?,
                _ => 0.0,
            };
            let var = ops::binary(interp, "divide", &ss, &Value::Float((n as f64 - ddof).max(0.0)))?.ok_or_else(|| raise("RuntimeError", "var"))?;
            let var = cast_to(interp, var, t)?;
            if name == "var" {
                return Ok(var);
            }
            ops::unary(interp, "sqrt", &var)
        }
        _ => {
            let fold = parse(name).ok_or_else(|| raise("NotImplementedError", format!("cudalab's cupy does not provide {name} yet")))?;
            let acc = match fold {
                Fold::ArgMin | Fold::ArgMax | Fold::Min | Fold::Max => src,
                Fold::All | Fold::Any => DType::Bool,
                _ => result_dtype(interp, name, src, dtype)?,
            };
            if fold.is_arg() && axes.len() != 1 && ndim > 1 {
                // argmin/argmax without an axis: the flat index.
                let flat = ops::contiguous(interp, a)?.reshaped(&[-1])?;
                return Ok(wrap_cp(reduce(interp, fold, &flat, &[0], false, acc)?));
            }
            Ok(wrap_cp(reduce(interp, fold, a, &axes, keepdims, acc)?))
        }
    }
}

fn cast_to(interp: &mut Interp, v: Value, t: DType) -> R<Value> {
    match as_cupy(&v) {
        Some(d) if d.host.dtype() != t => ops::astype(interp, d, t),
        _ => Ok(v),
    }
}

/// Drop the reduced axes kept as length 1 (unless `keepdims`).
fn squeeze_axes(v: &Value, axes: &[usize], keepdims: bool) -> R<Value> {
    if keepdims {
        return Ok(v.clone());
    }
    let d = as_cupy(v).ok_or_else(|| raise("RuntimeError", "mean"))?;
    Ok(wrap_cp(d.reshaped(&result_shape(&d.host.shape, axes, false))?))
}
