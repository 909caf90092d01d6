//! `cupy.dot`, `cupy.matmul` and `@` for 1-D and 2-D arrays: a tiled kernel written in the
//! dialect (16×16 tiles in shared memory) for matrix products, an element-wise product and a
//! sum for the inner product of vectors. Stacks of matrices (3-D and up) are not provided yet.

use super::array::wrap_cp;
use super::kernels::{self, arg, array_ty, cast_name};
use super::ops::{self, Arg};
use crate::array::dtype::DType;
use crate::compiler::types::Ty;
use crate::host::modules::cuda::{alloc_device, Fill};
use crate::host::value::{Args, Value};
use crate::host::{raise, Interp, R};

const TILE: usize = 16;

fn matrix_text(t: DType) -> String {
    let c = cast_name(t);
    format!(
        "def cupy_matmul(a, b, out, m, n, k):
    ta = cuda.shared.array(({TILE}, {TILE}), {c})
    tb = cuda.shared.array(({TILE}, {TILE}), {c})
    tx = cuda.threadIdx.x
    ty = cuda.threadIdx.y
    col = cuda.blockIdx.x * {TILE} + tx
    row = cuda.blockIdx.y * {TILE} + ty
    acc = {c}(0)
    for p in range(0, k, {TILE}):
        if row < m and p + tx < k:
            ta[ty, tx] = {c}(a[row, p + tx])
        else:
            ta[ty, tx] = {c}(0)
        if col < n and p + ty < k:
            tb[ty, tx] = {c}(b[p + ty, col])
        else:
            tb[ty, tx] = {c}(0)
        cuda.syncthreads()
        for q in range({TILE}):
            acc += ta[ty, q] * tb[q, tx]
        cuda.syncthreads()
    if row < m and col < n:
        out[row, col] = acc
"
    )
}

pub fn matmul(interp: &mut Interp, a: &Value, b: &Value, name: &str) -> R<Value> {
    let (x, y) = (ops::arg(interp, a)?, ops::arg(interp, b)?);
    let (Arg::Array(x), Arg::Array(y)) = (&x, &y) else {
        if name == "dot" {
            return ops::compute(interp, "multiply", &[&x, &y]);
        }
        return Err(raise("ValueError", "matmul: Input operand does not have enough dimensions"));
    };
    let t = ops::resolve(interp, "multiply", &[&Arg::Array(x.clone()), &Arg::Array(y.clone())])?;
    if matches!(t, DType::Bool | DType::F16 | DType::C64 | DType::C128) {
        return Err(raise("NotImplementedError", format!("cudalab's cupy does not compute {name} of {} arrays yet", t.name())));
    }
    let (xs, ys) = (x.host.shape.clone(), y.host.shape.clone());
    if xs.len() > 2 || ys.len() > 2 || xs.is_empty() || ys.is_empty() {
        return Err(raise("NotImplementedError", format!("cudalab's cupy computes {name} of 1-D and 2-D arrays only (got shapes {xs:?} and {ys:?})")));
    }
    let k = *xs.last().unwrap_or(&0);
    let kb = ys[0];
    if k != kb {
        return Err(raise(
            "ValueError",
            format!(
                "{name}: Input operand 1 has a mismatch in its core dimension 0, with gufunc signature (n?,k),(k,m?)->(n?,m?) (size {kb} is different from {k})"
            ),
        ));
    }
    if xs.len() == 1 && ys.len() == 1 {
        let p = ops::compute(interp, "multiply", &[&Arg::Array(x.clone()), &Arg::Array(y.clone())])?;
        return super::reduction::function(interp, "sum", Args::new(vec![p]));
    }
    let m = if xs.len() == 2 { xs[0] } else { 1 };
    let n = if ys.len() == 2 { ys[1] } else { 1 };
    let am = ops::contiguous(interp, x)?.reshaped(&[m as i64, k as i64])?;
    let bm = ops::contiguous(interp, y)?.reshaped(&[k as i64, n as i64])?;
    let out = alloc_device(interp, t, vec![m, n], Fill::Scratch)?;
    let i64 = Ty::Scalar(DType::I64);
    let tys = vec![array_ty(&am), array_ty(&bm), array_ty(&out), i64.clone(), i64.clone(), i64];
    let args = vec![arg(&am), arg(&bm), arg(&out), Value::int(m as i64), Value::int(n as i64), Value::int(k as i64)];
    let grid = [n.div_ceil(TILE).max(1) as u32, m.div_ceil(TILE).clamp(1, 65535) as u32, 1];
    if m.div_ceil(TILE) > 65535 {
        return Err(raise("NotImplementedError", format!("cudalab's cupy {name} takes at most {} rows", 65535 * TILE)));
    }
    kernels::launch(interp, "cupy_matmul", &matrix_text(t), tys, &args, grid, [TILE as u32, TILE as u32, 1])?;
    // The shape NumPy gives: vector operands lose their axis.
    let shape: Vec<i64> = match (xs.len(), ys.len()) {
        (1, _) => vec![n as i64],
        (_, 1) => vec![m as i64],
        _ => vec![m as i64, n as i64],
    };
    Ok(wrap_cp(out.reshaped(&shape)?))
}
