//! `np.linalg`: norms, determinants, solving and inverting, powers, the symmetric and general
//! eigenproblems (and `np.roots` on the latter), Cholesky, QR, SVD and what is built on it
//! (rank, pseudo-inverse, least squares), and the `LinAlgError` class. Owns NumPy's argument
//! rules, dtypes (float32 stays float32, integers become float64, float16 is refused), stacking
//! over leading axes, and error texts; the arithmetic is `crate::array::linalg`'s. Complex input
//! is refused with NotImplementedError.

use super::functions::{arg, array_of, call_np, matmul, need};
use super::{as_array, binop_values, compare_values, wrap};
use crate::array::dtype::{DType, Kind};
use crate::array::elem::BufferOf;
use crate::array::hostarray::{broadcast_shapes, HostArray};
use crate::array::linalg::{self as la, Real};
use crate::array::memory_limit::check_array;
use crate::array::reduce::normalize_axis;
use crate::array::ufunc::{BinOp, CmpOp};
use crate::host::value::{Args, Module, TypeObj, Value};
use crate::host::{raise, Ctrl, Interp, R};
use num_traits::{Float, NumCast, One, Zero};
use std::rc::Rc;

np_functions! {
    call_linalg;
    f_norm => "norm", "norm(x, ord=None, axis=None, keepdims=False)", "Matrix or vector norm.";
    f_inv => "inv", "inv(a)", "Compute the inverse of a matrix.";
    f_solve => "solve", "solve(a, b)", "Solve a linear matrix equation, or system of linear scalar equations.";
    f_det => "det", "det(a)", "Compute the determinant of an array.";
    f_slogdet => "slogdet", "slogdet(a)", "Compute the sign and (natural) logarithm of the determinant of an array.";
    f_matrix_power => "matrix_power", "matrix_power(a, n)", "Raise a square matrix to the (integer) power n.";
    f_eigh => "eigh", "eigh(a, UPLO='L')", "Return the eigenvalues and eigenvectors of a real symmetric matrix.";
    f_eigvalsh => "eigvalsh", "eigvalsh(a, UPLO='L')", "Compute the eigenvalues of a real symmetric matrix.";
    f_eig => "eig", "eig(a)", "Compute the eigenvalues and right eigenvectors of a square array.";
    f_eigvals => "eigvals", "eigvals(a)", "Compute the eigenvalues of a general matrix.";
    f_cholesky => "cholesky", "cholesky(a, /, *, upper=False)", "Cholesky decomposition.";
    f_qr => "qr", "qr(a, mode='reduced')", "Compute the qr factorization of a matrix.";
    f_svd => "svd", "svd(a, full_matrices=True, compute_uv=True, hermitian=False)", "Singular Value Decomposition.";
    f_matrix_rank => "matrix_rank", "matrix_rank(A, tol=None, hermitian=False, *, rtol=None)", "Return matrix rank of array using SVD method.";
    f_pinv => "pinv", "pinv(a, rcond=None, hermitian=False, *, rtol=None)", "Compute the (Moore-Penrose) pseudo-inverse of a matrix.";
    f_cond => "cond", "cond(x, p=None)", "Compute the condition number of a matrix.";
    f_lstsq => "lstsq", "lstsq(a, b, rcond=None)", "Return the least-squares solution to a linear matrix equation.";
}

thread_local! {
    static LINALG_ERROR: Rc<TypeObj> = {
        let base = crate::host::exceptions::type_named("ValueError");
        Rc::new(TypeObj {
            name: Rc::from("LinAlgError"),
            kind: base.kind,
            base: Some(base),
            doc: "Generic Python-exception-derived object raised by linalg functions.",
            class: None,
        })
    };
}

/// `numpy.linalg.LinAlgError(msg)`.
pub fn linalg_error(msg: &str) -> Ctrl {
    let ty = LINALG_ERROR.with(|t| t.clone());
    Ctrl::Raise(crate::host::exceptions::exc_with_args(ty, vec![Value::str(msg)]))
}

pub fn module() -> Rc<Module> {
    let m = crate::host::modules::new_module("numpy.linalg", "Linear algebra (cudalab's own implementation of numpy.linalg).");
    for (name, f, sig, doc) in FUNCTIONS.iter() {
        crate::host::modules::add_fn(&m, name, *f, sig, doc);
    }
    m.attrs.borrow_mut().insert(Rc::from("LinAlgError"), Value::Type(LINALG_ERROR.with(|t| t.clone())));
    m
}

/// Runs `$body` with `$T` the element type of the work array `$a` (float32 or float64).
macro_rules! real {
    ($a:expr, $T:ident => $body:expr) => {
        if $a.dtype() == DType::F32 {
            type $T = f32;
            $body
        } else {
            type $T = f64;
            $body
        }
    };
}

/// The array `np.linalg` works on: float32 stays, other real types become float64.
fn work_array(a: &HostArray, name: &str) -> R<HostArray> {
    match a.dtype() {
        DType::F32 | DType::F64 => Ok(a.clone()),
        DType::F16 => Err(raise("TypeError", "array type float16 is unsupported in linalg")),
        DType::C64 | DType::C128 => Err(raise("NotImplementedError", format!("np.linalg.{name} of complex arrays is not supported by cudalab yet"))),
        _ => Ok(a.astype(DType::F64)),
    }
}

/// A stack of matrices (`ndim >= 2`), checked as NumPy's `_assert_stacked_2d`.
fn stacked(interp: &mut Interp, v: &Value, name: &str, square: bool) -> R<HostArray> {
    let a = array_of(interp, v)?;
    if a.ndim() < 2 {
        return Err(linalg_error(&format!("{}-dimensional array given. Array must be at least two-dimensional", a.ndim())));
    }
    if square && a.shape[a.ndim() - 1] != a.shape[a.ndim() - 2] {
        return Err(linalg_error("Last 2 dimensions of the array must be square"));
    }
    work_array(&a, name)
}

/// The leading shape, the matrix shape, and the matrices' elements in C order.
fn split<T: Real + BufferOf>(a: &HostArray) -> (Vec<usize>, usize, usize, Vec<T>) {
    let nd = a.ndim();
    (a.shape[..nd - 2].to_vec(), a.shape[nd - 2], a.shape[nd - 1], a.to_vec::<T>())
}

/// The `count` matrices of `size` elements each (none of them anything for an empty matrix).
fn each<T>(data: &[T], size: usize, count: usize) -> Vec<&[T]> {
    if size == 0 {
        vec![&[][..]; count]
    } else {
        data.chunks(size).collect()
    }
}

fn made<T: Real + BufferOf>(v: Vec<T>, lead: &[usize], tail: &[usize]) -> R<HostArray> {
    let mut shape = lead.to_vec();
    shape.extend_from_slice(tail);
    check_array(&shape, if std::any::TypeId::of::<T>() == std::any::TypeId::of::<f32>() { DType::F32 } else { DType::F64 })?;
    let mut a = HostArray::from_vec(v, shape);
    a.scalar = a.ndim() == 0;
    Ok(a)
}

/// A namedtuple result (`QRResult(Q=…, R=…)`).
fn result_tuple(interp: &mut Interp, typename: &str, names: &[&str], values: Vec<Value>) -> R<Value> {
    let names: Vec<String> = names.iter().map(|s| s.to_string()).collect();
    let class = crate::host::modules::collections::build_namedtuple(interp, typename, &names, &[])?;
    interp.call(&class, Args::new(values))
}

fn str_arg(interp: &mut Interp, v: &Value) -> R<String> {
    match v {
        Value::Str(s) => Ok(s.to_string()),
        other => Ok(interp.repr(other)?),
    }
}

fn flag(interp: &mut Interp, args: &Args, i: usize, name: &str, default: bool) -> R<bool> {
    match arg(args, i, name) {
        Some(v) => interp.truthy(&v),
        None => Ok(default),
    }
}

fn np_call(interp: &mut Interp, name: &str, pos: Vec<Value>, kw: Vec<(&str, Value)>) -> R<Value> {
    call_np(interp, name, Args { pos, kw: kw.into_iter().map(|(k, v)| (Rc::from(k), v)).collect() })
}

fn binop(interp: &mut Interp, op: BinOp, a: &Value, b: &Value) -> R<Value> {
    binop_values(interp, op, a, b)?.ok_or_else(|| raise("TypeError", "unsupported operand types in np.linalg"))
}

fn call_linalg(interp: &mut Interp, name: &str, args: Args) -> R<Value> {
    match name {
        "norm" => norm(interp, &args),
        "inv" => {
            let a = stacked(interp, &need(&args, 0, "a", name)?, name, true)?;
            real!(a, T => {
                let (lead, n, _, data) = split::<T>(&a);
                let eye = la::identity::<T>(n);
                let mut out = Vec::with_capacity(data.len());
                for m in each(&data, n * n, lead.iter().product()) {
                    out.extend(la::solve(m, n, &eye, n).ok_or_else(|| linalg_error("Singular matrix"))?);
                }
                Ok(wrap(made(out, &lead, &[n, n])?))
            })
        }
        "det" | "slogdet" => {
            let a = stacked(interp, &need(&args, 0, "a", name)?, name, true)?;
            real!(a, T => {
                let (lead, n, _, data) = split::<T>(&a);
                let count: usize = lead.iter().product();
                let mats = each(&data, n * n, count);
                if name == "det" {
                    let d: Vec<T> = mats.iter().map(|m| la::det(m, n)).collect();
                    Ok(wrap(made(d, &lead, &[])?))
                } else {
                    let (s, l): (Vec<T>, Vec<T>) = mats.iter().map(|m| la::slogdet(m, n)).unzip();
                    let (s, l) = (wrap(made(s, &lead, &[])?), wrap(made(l, &lead, &[])?));
                    result_tuple(interp, "SlogdetResult", &["sign", "logabsdet"], vec![s, l])
                }
            })
        }
        "solve" => solve(interp, &args),
        "matrix_power" => matrix_power(interp, &args),
        "eigh" | "eigvalsh" => {
            let a = stacked(interp, &need(&args, 0, "a", name)?, name, true)?;
            let upper = match arg(&args, 1, "UPLO") {
                None => false,
                Some(v) => match str_arg(interp, &v)?.as_str() {
                    "L" | "l" => false,
                    "U" | "u" => true,
                    _ => return Err(raise("ValueError", "UPLO argument must be 'L' or 'U'")),
                },
            };
            real!(a, T => {
                let (lead, n, _, data) = split::<T>(&a);
                if data.iter().any(|x| !x.is_finite()) {
                    return Err(linalg_error("Eigenvalues did not converge"));
                }
                let (mut ws, mut vs) = (Vec::new(), Vec::new());
                for m in each(&data, n * n, lead.iter().product()) {
                    let (w, v) = la::eigh(m, n, upper);
                    ws.extend(w);
                    vs.extend(v);
                }
                let w = wrap(made(ws, &lead, &[n])?);
                if name == "eigvalsh" {
                    return Ok(w);
                }
                let v = wrap(made(vs, &lead, &[n, n])?);
                result_tuple(interp, "EighResult", &["eigenvalues", "eigenvectors"], vec![w, v])
            })
        }
        "eig" | "eigvals" => {
            let a = stacked(interp, &need(&args, 0, "a", name)?, name, true)?;
            let single = a.dtype() == DType::F32;
            let (lead, n, _, data) = split::<f64>(&a.astype(DType::F64));
            if data.iter().any(|x| !x.is_finite()) {
                return Err(linalg_error("Array must not contain infs or NaNs"));
            }
            let count: usize = lead.iter().product();
            let (w, v) = eig_all(&data, count, n, name == "eig")?;
            let w = wrap(complex_or_real(w, &lead, &[n], single)?);
            if name == "eigvals" {
                return Ok(w);
            }
            let v = wrap(complex_or_real(v, &lead, &[n, n], single)?);
            result_tuple(interp, "EigResult", &["eigenvalues", "eigenvectors"], vec![w, v])
        }
        "cholesky" => {
            let a = stacked(interp, &need(&args, 0, "a", name)?, name, true)?;
            let upper = flag(interp, &args, usize::MAX, "upper", false)?;
            real!(a, T => {
                let (lead, n, _, data) = split::<T>(&a);
                let mut out = Vec::with_capacity(data.len());
                for m in each(&data, n * n, lead.iter().product()) {
                    let m = if upper { la::transpose(m, n, n) } else { m.to_vec() };
                    let l = la::cholesky(&m, n).ok_or_else(|| linalg_error("Matrix is not positive definite"))?;
                    out.extend(if upper { la::transpose(&l, n, n) } else { l });
                }
                Ok(wrap(made(out, &lead, &[n, n])?))
            })
        }
        "qr" => qr(interp, &args),
        "svd" => svd(interp, &args),
        "matrix_rank" => matrix_rank(interp, &args),
        "pinv" => pinv(interp, &args),
        "lstsq" => lstsq(interp, &args),
        "cond" => {
            let a = stacked(interp, &need(&args, 0, "x", name)?, name, false)?;
            let p = match arg(&args, 1, "p") {
                None | Some(Value::None) => 2.0,
                Some(v @ (Value::Int(_) | Value::Float(_))) => interp.to_float(&v)?,
                Some(v) => {
                    let r = interp.repr(&v)?;
                    return Err(raise("NotImplementedError", format!("np.linalg.cond(p={r}) is not supported by cudalab yet")));
                }
            };
            if p != 2.0 && p != -2.0 {
                return Err(raise("NotImplementedError", format!("np.linalg.cond(p={p}) is not supported by cudalab yet")));
            }
            real!(a, T => {
                let (lead, m, n, data) = split::<T>(&a);
                let count: usize = lead.iter().product();
                let k = m.min(n);
                let r = svd_all(&data, count, m, n, false)?;
                let c: Vec<T> = (0..count)
                    .map(|i| {
                        let s = &r.s[i * k..(i + 1) * k];
                        match (s.first(), s.last()) {
                            (Some(hi), Some(lo)) if p > 0.0 => *hi / *lo,
                            (Some(hi), Some(lo)) => *lo / *hi,
                            _ => T::nan(),
                        }
                    })
                    .collect();
                Ok(wrap(made(c, &lead, &[])?))
            })
        }
        _ => Err(raise("AttributeError", format!("module 'numpy.linalg' has no attribute '{name}'"))),
    }
}

fn solve(interp: &mut Interp, args: &Args) -> R<Value> {
    let a = stacked(interp, &need(args, 0, "a", "solve")?, "solve", true)?;
    let b = array_of(interp, &need(args, 1, "b", "solve")?)?;
    let b = work_array(&b, "solve")?;
    let d = if a.dtype() == DType::F32 && b.dtype() == DType::F32 { DType::F32 } else { DType::F64 };
    let (a, b) = (a.astype(d), b.astype(d));
    let n = a.shape[a.ndim() - 1];
    let a_lead = a.shape[..a.ndim() - 2].to_vec();
    let vector = b.ndim() == 1;
    if b.ndim() == 0 {
        return Err(raise(
            "ValueError",
            "solve: Input operand 1 does not have enough dimensions (has 0, gufunc core with signature (m,m),(m,n)->(m,n) requires 2)",
        ));
    }
    let (b_lead, rows, k) = if vector { (vec![], b.shape[0], 1) } else { (b.shape[..b.ndim() - 2].to_vec(), b.shape[b.ndim() - 2], b.shape[b.ndim() - 1]) };
    if rows != n {
        let (f, sig) = if vector { ("solve1", "(m,m),(m)->(m)") } else { ("solve", "(m,m),(m,n)->(m,n)") };
        return Err(raise(
            "ValueError",
            format!("{f}: Input operand 1 has a mismatch in its core dimension 0, with gufunc signature {sig} (size {rows} is different from {n})"),
        ));
    }
    let lead = broadcast_shapes(&a_lead, &b_lead).map_err(|e| raise("ValueError", e.to_string()))?;
    let mut ashape = lead.clone();
    ashape.extend([n, n]);
    let mut bshape = lead.clone();
    bshape.extend(if vector { vec![n] } else { vec![n, k] });
    check_array(&bshape, d)?;
    let (av, bv) = (a.broadcast_view(&ashape), b.broadcast_view(&bshape));
    real!(av, T => {
        let (am, bm) = (av.to_vec::<T>(), bv.to_vec::<T>());
        let count: usize = lead.iter().product();
        let mut out = Vec::with_capacity(bm.len());
        for i in 0..count {
            let m = &am[i * n * n..(i + 1) * n * n];
            let r = &bm[i * n * k..(i + 1) * n * k];
            out.extend(la::solve(m, n, r, k).ok_or_else(|| linalg_error("Singular matrix"))?);
        }
        let tail: Vec<usize> = bshape[lead.len()..].to_vec();
        Ok(wrap(made(out, &lead, &tail)?))
    })
}

fn matrix_power(interp: &mut Interp, args: &Args) -> R<Value> {
    let av = need(args, 0, "a", "matrix_power")?;
    let nv = need(args, 1, "n", "matrix_power")?;
    let a = array_of(interp, &av)?;
    let mut n = match &nv {
        Value::Int(_) | Value::Bool(_) => interp.to_index(&nv)?,
        _ if as_array(&nv).is_some_and(|x| x.ndim() == 0 && matches!(x.dtype().kind(), Kind::Signed | Kind::Unsigned)) => interp.to_index(&nv)?,
        _ => return Err(raise("TypeError", "exponent must be an integer")),
    };
    if a.ndim() < 2 {
        return Err(linalg_error(&format!("{}-dimensional array given. Array must be at least two-dimensional", a.ndim())));
    }
    let m = a.shape[a.ndim() - 1];
    if a.shape[a.ndim() - 2] != m {
        return Err(linalg_error("Last 2 dimensions of the array must be square"));
    }
    if a.dtype().is_complex() {
        return Err(raise("NotImplementedError", "np.linalg.matrix_power of complex arrays is not supported by cudalab yet"));
    }
    if n == 0 {
        let eye = la::identity::<f64>(m);
        let e = HostArray::from_vec(eye, vec![m, m]).astype(a.dtype());
        return Ok(wrap(e.broadcast_view(&a.shape).copy()));
    }
    let mut base = wrap(a);
    if n < 0 {
        base = call_linalg(interp, "inv", Args::new(vec![base]))?;
        n = n.checked_neg().unwrap_or(i64::MAX);
    }
    if n == 1 {
        return Ok(wrap(array_of(interp, &base)?.copy()));
    }
    let (mut z, mut result): (Option<Value>, Option<Value>) = (None, None);
    while n > 0 {
        z = Some(match z {
            None => base.clone(),
            Some(z) => matmul(interp, &z, &z)?,
        });
        let bit = n % 2;
        n /= 2;
        if bit == 1 {
            if let Some(zv) = &z {
                result = Some(match result {
                    None => zv.clone(),
                    Some(r) => matmul(interp, &r, zv)?,
                });
            }
        }
    }
    Ok(result.unwrap_or(base))
}

fn qr(interp: &mut Interp, args: &Args) -> R<Value> {
    let mode = match arg(args, 1, "mode") {
        None => "reduced".to_string(),
        Some(v) => str_arg(interp, &v)?,
    };
    if !matches!(mode.as_str(), "reduced" | "complete" | "r" | "raw") {
        return Err(raise("ValueError", format!("Unrecognized mode '{mode}'")));
    }
    let a = stacked(interp, &need(args, 0, "a", "qr")?, "qr", false)?;
    if mode == "raw" {
        return Err(raise("NotImplementedError", "np.linalg.qr(mode='raw') is not supported by cudalab yet"));
    }
    real!(a, T => {
        let (lead, m, n, data) = split::<T>(&a);
        let k = m.min(n);
        let qcols = if mode == "complete" { m } else { k };
        let count: usize = lead.iter().product();
        check_array(&[count, m, qcols], DType::F64)?;
        let (mut qs, mut rs) = (Vec::new(), Vec::new());
        for i in 0..count {
            let (q, r) = la::qr(&data[i * m * n..(i + 1) * m * n], m, n, qcols);
            qs.extend(q);
            rs.extend(r);
        }
        let r = wrap(made(rs, &lead, &[qcols, n])?);
        if mode == "r" {
            return Ok(r);
        }
        let q = wrap(made(qs, &lead, &[m, qcols])?);
        result_tuple(interp, "QRResult", &["Q", "R"], vec![q, r])
    })
}

/// The SVD of every matrix of a stack: U, S, Vt with their shapes' last axes.
struct Svd<T> {
    u: Vec<T>,
    s: Vec<T>,
    vt: Vec<T>,
    ucols: usize,
    vrows: usize,
}

fn svd_all<T: Real + BufferOf>(data: &[T], count: usize, m: usize, n: usize, full: bool) -> R<Svd<T>> {
    // A full U or Vt can be far larger than the input (a tall 10⁶ × 2 matrix's U is 10⁶ × 10⁶).
    let k = m.min(n);
    let stack = |rows: usize, cols: usize| if count == 1 { vec![rows, cols] } else { vec![count, rows, cols] };
    check_array(&stack(m, if full { m } else { k }), DType::F64)?;
    check_array(&stack(if full { n } else { k }, n), DType::F64)?;
    if data.iter().any(|x| !x.is_finite()) {
        return Err(linalg_error("SVD did not converge"));
    }
    let (mut u, mut s, mut vt) = (Vec::new(), Vec::new(), Vec::new());
    for i in 0..count {
        let (a, b, c) = la::svd(&data[i * m * n..(i + 1) * m * n], m, n, full);
        u.extend(a);
        s.extend(b);
        vt.extend(c);
    }
    Ok(Svd { u, s, vt, ucols: if full { m } else { k }, vrows: if full { n } else { k } })
}

fn svd(interp: &mut Interp, args: &Args) -> R<Value> {
    let a = stacked(interp, &need(args, 0, "a", "svd")?, "svd", false)?;
    let full = flag(interp, args, 1, "full_matrices", true)?;
    let uv = flag(interp, args, 2, "compute_uv", true)?;
    if flag(interp, args, 3, "hermitian", false)? {
        return Err(raise("NotImplementedError", "np.linalg.svd(hermitian=True) is not supported by cudalab yet"));
    }
    real!(a, T => {
        let (lead, m, n, data) = split::<T>(&a);
        let count: usize = lead.iter().product();
        let r = svd_all(&data, count, m, n, full)?;
        let s = wrap(made(r.s, &lead, &[m.min(n)])?);
        if !uv {
            return Ok(s);
        }
        let u = wrap(made(r.u, &lead, &[m, r.ucols])?);
        let vt = wrap(made(r.vt, &lead, &[r.vrows, n])?);
        result_tuple(interp, "SVDResult", &["U", "S", "Vh"], vec![u, s, vt])
    })
}

fn matrix_rank(interp: &mut Interp, args: &Args) -> R<Value> {
    let av = need(args, 0, "A", "matrix_rank")?;
    if flag(interp, args, 2, "hermitian", false)? {
        return Err(raise("NotImplementedError", "np.linalg.matrix_rank(hermitian=True) is not supported by cudalab yet"));
    }
    if arg(args, usize::MAX, "rtol").is_some_and(|v| !v.is_none()) {
        return Err(raise("NotImplementedError", "np.linalg.matrix_rank(rtol=...) is not supported by cudalab yet"));
    }
    let a = array_of(interp, &av)?;
    if a.ndim() < 2 {
        let nz = a.astype(DType::Bool).to_vec::<bool>().iter().any(|x| *x);
        return Ok(Value::int(nz as i64));
    }
    let a = work_array(&a, "matrix_rank")?;
    let tol = match arg(args, 1, "tol") {
        Some(v) if !v.is_none() => Some(interp.to_float(&v)?),
        _ => None,
    };
    real!(a, T => {
        let (lead, m, n, data) = split::<T>(&a);
        let count: usize = lead.iter().product();
        let k = m.min(n);
        let r = svd_all(&data, count, m, n, false)?;
        let mut ranks = Vec::with_capacity(count);
        for i in 0..count {
            let s = &r.s[i * k..(i + 1) * k];
            let smax = s.iter().fold(T::zero(), |acc, x| if *x > acc { *x } else { acc });
            let t = match tol {
                Some(t) => <T as NumCast>::from(t).unwrap_or(T::zero()),
                None => smax * <T as NumCast>::from(m.max(n)).unwrap_or(T::one()) * T::epsilon(),
            };
            ranks.push(s.iter().filter(|x| **x > t).count() as i64);
        }
        let mut out = HostArray::from_vec(ranks, lead.clone());
        out.scalar = lead.is_empty();
        Ok(wrap(out))
    })
}

fn pinv(interp: &mut Interp, args: &Args) -> R<Value> {
    let a = stacked(interp, &need(args, 0, "a", "pinv")?, "pinv", false)?;
    if flag(interp, args, 2, "hermitian", false)? {
        return Err(raise("NotImplementedError", "np.linalg.pinv(hermitian=True) is not supported by cudalab yet"));
    }
    if arg(args, usize::MAX, "rtol").is_some_and(|v| !v.is_none()) {
        return Err(raise("NotImplementedError", "np.linalg.pinv(rtol=...) is not supported by cudalab yet"));
    }
    let rcond = match arg(args, 1, "rcond") {
        Some(v) if !v.is_none() => interp.to_float(&v)?,
        _ => 1e-15,
    };
    real!(a, T => {
        let (lead, m, n, data) = split::<T>(&a);
        let count: usize = lead.iter().product();
        let k = m.min(n);
        let r = svd_all(&data, count, m, n, false)?;
        let mut out = vec![T::zero(); count * n * m];
        for b in 0..count {
            let s = &r.s[b * k..(b + 1) * k];
            let u = &r.u[b * m * k..(b + 1) * m * k];
            let vt = &r.vt[b * k * n..(b + 1) * k * n];
            let smax = s.iter().fold(T::zero(), |acc, x| if *x > acc { *x } else { acc });
            let cut = <T as NumCast>::from(rcond).unwrap_or(T::zero()) * smax;
            let inv: Vec<T> = s.iter().map(|x| if *x > cut { T::one() / *x } else { T::zero() }).collect();
            let o = &mut out[b * n * m..(b + 1) * n * m];
            for i in 0..n {
                for j in 0..m {
                    let mut acc = T::zero();
                    for (l, w) in inv.iter().enumerate() {
                        acc += vt[l * n + i] * (*w * u[j * k + l]);
                    }
                    o[i * m + j] = acc;
                }
            }
        }
        Ok(wrap(made(out, &lead, &[n, m])?))
    })
}

fn lstsq(interp: &mut Interp, args: &Args) -> R<Value> {
    let a = array_of(interp, &need(args, 0, "a", "lstsq")?)?;
    let b = array_of(interp, &need(args, 1, "b", "lstsq")?)?;
    if a.ndim() != 2 {
        return Err(linalg_error(&format!("{}-dimensional array given. Array must be two-dimensional", a.ndim())));
    }
    if b.ndim() != 1 && b.ndim() != 2 {
        return Err(linalg_error(&format!("{}-dimensional array given. Array must be one or two-dimensional", b.ndim())));
    }
    let (a, b) = (work_array(&a, "lstsq")?, work_array(&b, "lstsq")?);
    let (m, n) = (a.shape[0], a.shape[1]);
    if b.shape[0] != m {
        return Err(linalg_error("Incompatible dimensions"));
    }
    let vector = b.ndim() == 1;
    let k = if vector { 1 } else { b.shape[1] };
    let d = if a.dtype() == DType::F32 && b.dtype() == DType::F32 { DType::F32 } else { DType::F64 };
    let (a, b) = (a.astype(d), b.astype(d));
    let rcond = match arg(args, 2, "rcond") {
        Some(v) if !v.is_none() => Some(interp.to_float(&v)?),
        _ => None,
    };
    real!(a, T => {
        let (av, bv) = (a.to_vec::<T>(), b.to_vec::<T>());
        let q = m.min(n);
        if av.iter().chain(&bv).any(|x| !x.is_finite()) {
            return Err(linalg_error("SVD did not converge in Linear Least Squares"));
        }
        let r = svd_all(&av, 1, m, n, false)?;
        let smax = r.s.iter().fold(T::zero(), |acc, x| if *x > acc { *x } else { acc });
        let rc = match rcond {
            Some(x) if x >= 0.0 => <T as NumCast>::from(x).unwrap_or(T::zero()),
            _ => T::epsilon() * <T as NumCast>::from(m.max(n)).unwrap_or(T::one()),
        };
        let cut = rc * smax;
        let rank = r.s.iter().filter(|x| **x > cut).count();
        // x = V diag(1/s) U^T b over the singular values kept.
        let mut x = vec![T::zero(); n * k];
        for c in 0..k {
            for (l, s) in r.s.iter().enumerate() {
                if s.partial_cmp(&cut) != Some(std::cmp::Ordering::Greater) {
                    continue;
                }
                let mut ub = T::zero();
                for i in 0..m {
                    ub += r.u[i * q + l] * bv[i * k + c];
                }
                let coef = ub / *s;
                for j in 0..n {
                    x[j * k + c] += r.vt[l * n + j] * coef;
                }
            }
        }
        let resid: Vec<T> = if rank == n && m > n {
            (0..k)
                .map(|c| {
                    (0..m).fold(T::zero(), |acc, i| {
                        let mut ax = T::zero();
                        for j in 0..n {
                            ax += av[i * n + j] * x[j * k + c];
                        }
                        let e = bv[i * k + c] - ax;
                        acc + e * e
                    })
                })
                .collect()
        } else {
            Vec::new()
        };
        let xs = if vector { made(x, &[], &[n])? } else { made(x, &[], &[n, k])? };
        let rl = resid.len();
        let resid = made(resid, &[], &[rl])?;
        let s = made(r.s, &[], &[q])?;
        let mut rank = HostArray::from_vec(vec![rank as i32], vec![]);
        rank.scalar = true;
        Ok(Value::tuple(vec![wrap(xs), wrap(resid), wrap(rank), wrap(s)]))
    })
}

type Complexes = Vec<crate::array::elem::C64f>;

/// Eigenvalues (and, with `vectors`, eigenvectors as columns) of each matrix of a stack.
fn eig_all(data: &[f64], count: usize, n: usize, vectors: bool) -> R<(Complexes, Complexes)> {
    use crate::array::elem::C64f;
    let (mut ws, mut vs) = (Vec::new(), Vec::new());
    for m in each(data, n * n, count) {
        let w = la::eigvals(m, n).ok_or_else(|| linalg_error("Eigenvalues did not converge"))?;
        if vectors {
            let mut cols = vec![C64f::new(0.0, 0.0); n * n];
            for (c, l) in w.iter().enumerate() {
                for (r, z) in la::eigvector(m, n, *l).into_iter().enumerate() {
                    cols[r * n + c] = z;
                }
            }
            vs.extend(cols);
        }
        ws.extend(w.into_iter().map(|(re, im)| C64f::new(re, im)));
    }
    Ok((ws, vs))
}

/// NumPy's `eig` result: real when every imaginary part is zero, else complex; float32 input
/// gives the single-precision types.
fn complex_or_real(v: Complexes, lead: &[usize], tail: &[usize], single: bool) -> R<HostArray> {
    let mut shape = lead.to_vec();
    shape.extend_from_slice(tail);
    let real = v.iter().all(|z| z.im == 0.0);
    let d = match (real, single) {
        (true, false) => DType::F64,
        (true, true) => DType::F32,
        (false, false) => DType::C128,
        (false, true) => DType::C64,
    };
    check_array(&shape, d)?;
    Ok(HostArray::from_vec(v, shape).astype(d))
}

/// `np.roots(p)`: the eigenvalues of the companion matrix, then a zero per trailing zero.
pub(super) fn roots(interp: &mut Interp, p: &Value) -> R<Value> {
    use crate::array::elem::C64f;
    let a = array_of(interp, p)?;
    let a = if a.ndim() == 0 { a.reshape(&[1]).map_err(|e| raise("ValueError", e.to_string()))? } else { a };
    if a.ndim() != 1 {
        return Err(raise("ValueError", "Input must be a rank-1 array."));
    }
    if a.dtype().is_complex() {
        return Err(raise("NotImplementedError", "np.roots of complex coefficients is not supported by cudalab yet"));
    }
    let c = a.to_vec::<f64>();
    let nz: Vec<usize> = c.iter().enumerate().filter(|(_, x)| **x != 0.0).map(|(i, _)| i).collect();
    let (Some(&first), Some(&last)) = (nz.first(), nz.last()) else {
        return Ok(wrap(HostArray::from_vec(Vec::<f64>::new(), vec![0])));
    };
    let trailing = c.len() - last - 1;
    let p = &c[first..=last];
    let n = p.len() - 1;
    check_array(&[n, n], DType::F64)?;
    let mut comp = vec![0.0f64; n * n];
    for j in 0..n {
        comp[j] = -p[j + 1] / p[0];
    }
    for i in 1..n {
        comp[i * n + i - 1] = 1.0;
    }
    if comp.iter().any(|x| !x.is_finite()) {
        return Err(linalg_error("Array must not contain infs or NaNs"));
    }
    let mut w: Vec<C64f> = if n > 0 {
        la::eigvals(&comp, n).ok_or_else(|| linalg_error("Eigenvalues did not converge"))?.into_iter().map(|(re, im)| C64f::new(re, im)).collect()
    } else {
        Vec::new()
    };
    w.extend(std::iter::repeat_n(C64f::new(0.0, 0.0), trailing));
    let len = w.len();
    Ok(wrap(complex_or_real(w, &[], &[len], false)?))
}

/// `ord=` of `norm`: none, a number (±inf included), or a name.
enum Ord {
    Default,
    Num(f64, Value),
    Name(String),
}

fn norm(interp: &mut Interp, args: &Args) -> R<Value> {
    let xv = need(args, 0, "x", "norm")?;
    let mut x = array_of(interp, &xv)?;
    if !matches!(x.dtype().kind(), Kind::Float | Kind::Complex) {
        x = x.astype(DType::F64);
    }
    let ord = match arg(args, 1, "ord") {
        None | Some(Value::None) => Ord::Default,
        Some(Value::Str(s)) => Ord::Name(s.to_string()),
        Some(v) => Ord::Num(interp.to_float(&v)?, v),
    };
    let keepdims = flag(interp, args, 3, "keepdims", false)?;
    let axis_v = arg(args, 2, "axis").unwrap_or(Value::None);
    let nd = x.ndim();
    let complex = x.dtype().is_complex();
    let xw = wrap(x.clone());
    // |x|² element-wise, in the real dtype.
    let square = |interp: &mut Interp, v: &Value| -> R<Value> {
        if complex {
            let a = np_call(interp, "abs", vec![v.clone()], vec![])?;
            binop(interp, BinOp::Mul, &a, &a)
        } else {
            binop(interp, BinOp::Mul, v, v)
        }
    };
    if axis_v.is_none() {
        let fast = match &ord {
            Ord::Default => true,
            Ord::Name(s) => (s == "fro" || s == "f") && nd == 2,
            Ord::Num(o, _) => *o == 2.0 && nd == 1,
        };
        if fast {
            let flat = wrap(x.reshape(&[-1]).map_err(|e| raise("ValueError", e.to_string()))?);
            let sq = square(interp, &flat)?;
            let s = np_call(interp, "sum", vec![sq], vec![])?;
            let r = np_call(interp, "sqrt", vec![s], vec![])?;
            if keepdims {
                let spec = vec![1i64; nd];
                let mut ra = array_of(interp, &r)?.reshape(&spec).map_err(|e| raise("ValueError", e.to_string()))?;
                ra.scalar = false;
                return Ok(wrap(ra));
            }
            return Ok(r);
        }
    }
    let axes: Vec<i64> = match &axis_v {
        Value::None => (0..nd as i64).collect(),
        Value::Tuple(_) => {
            let items = interp.collect(&axis_v)?;
            let mut v = Vec::new();
            for it in &items {
                v.push(interp.to_index(it)?);
            }
            v
        }
        Value::Int(_) | Value::Bool(_) => vec![interp.to_index(&axis_v)?],
        // NumPy takes `int(axis)`.
        Value::Float(f) if f.is_finite() => vec![f.trunc() as i64],
        other if as_array(other).is_some() => vec![interp.to_index(other)?],
        _ => return Err(raise("TypeError", "'axis' must be None, an integer or a tuple of integers")),
    };
    let axis_tuple = Value::tuple(axes.iter().map(|a| Value::int(*a)).collect());
    let kd = Value::Bool(keepdims);
    match axes.len() {
        1 => {
            let ax = axis_tuple.clone();
            match &ord {
                Ord::Num(o, _) if o.is_infinite() => {
                    let a = np_call(interp, "abs", vec![xw], vec![])?;
                    np_call(interp, if *o > 0.0 { "max" } else { "min" }, vec![a], vec![("axis", ax), ("keepdims", kd)])
                }
                Ord::Num(o, _) if *o == 0.0 => {
                    let nz = compare_values(interp, CmpOp::Ne, &xw, &Value::int(0))?.ok_or_else(|| raise("TypeError", "norm"))?;
                    let real = match x.dtype() {
                        DType::C64 => DType::F32,
                        DType::C128 => DType::F64,
                        d => d,
                    };
                    let nz = wrap(array_of(interp, &nz)?.astype(real));
                    np_call(interp, "sum", vec![nz], vec![("axis", ax), ("keepdims", kd)])
                }
                Ord::Num(o, _) if *o == 1.0 => {
                    let a = np_call(interp, "abs", vec![xw], vec![])?;
                    np_call(interp, "sum", vec![a], vec![("axis", ax), ("keepdims", kd)])
                }
                Ord::Num(o, _) if *o == 2.0 => euclid(interp, &xw, ax, kd, complex),
                Ord::Default => euclid(interp, &xw, ax, kd, complex),
                Ord::Name(s) => Err(raise("ValueError", format!("Invalid norm order '{s}' for vectors"))),
                Ord::Num(o, ov) => {
                    let a = np_call(interp, "abs", vec![xw], vec![])?;
                    let p = binop(interp, BinOp::Pow, &a, ov)?;
                    let s = np_call(interp, "sum", vec![p], vec![("axis", ax), ("keepdims", kd)])?;
                    binop(interp, BinOp::Pow, &s, &Value::Float(1.0 / *o))
                }
            }
        }
        2 => {
            let row = normalize_axis(axes[0], nd).map_err(|e| raise("AxisError", e.to_string()))?;
            let col = normalize_axis(axes[1], nd).map_err(|e| raise("AxisError", e.to_string()))?;
            if row == col {
                return Err(raise("ValueError", "Duplicate axes given."));
            }
            let r = match &ord {
                Ord::Num(o, _) if *o == 2.0 || *o == -2.0 => svd_norm(interp, &x, row, col, if *o > 0.0 { "max" } else { "min" })?,
                Ord::Name(s) if s == "nuc" => svd_norm(interp, &x, row, col, "sum")?,
                Ord::Num(o, _) if o.abs() == 1.0 => {
                    let c = if col > row { col - 1 } else { col };
                    let a = np_call(interp, "abs", vec![xw], vec![])?;
                    let s = np_call(interp, "sum", vec![a], vec![("axis", Value::int(row as i64))])?;
                    np_call(interp, if *o > 0.0 { "max" } else { "min" }, vec![s], vec![("axis", Value::int(c as i64))])?
                }
                Ord::Num(o, _) if o.is_infinite() => {
                    let r = if row > col { row - 1 } else { row };
                    let a = np_call(interp, "abs", vec![xw], vec![])?;
                    let s = np_call(interp, "sum", vec![a], vec![("axis", Value::int(col as i64))])?;
                    np_call(interp, if *o > 0.0 { "max" } else { "min" }, vec![s], vec![("axis", Value::int(r as i64))])?
                }
                Ord::Default => fro(interp, &xw, axis_tuple, complex)?,
                Ord::Name(s) if s == "fro" || s == "f" => fro(interp, &xw, axis_tuple, complex)?,
                _ => return Err(raise("ValueError", "Invalid norm order for matrices.")),
            };
            if keepdims {
                let mut shape: Vec<i64> = x.shape.iter().map(|d| *d as i64).collect();
                shape[row] = 1;
                shape[col] = 1;
                let mut ra = array_of(interp, &r)?.reshape(&shape).map_err(|e| raise("ValueError", e.to_string()))?;
                ra.scalar = false;
                return Ok(wrap(ra));
            }
            Ok(r)
        }
        _ => Err(raise("ValueError", "Improper number of dimensions to norm.")),
    }
}

fn euclid(interp: &mut Interp, xw: &Value, axis: Value, keepdims: Value, complex: bool) -> R<Value> {
    let sq = if complex {
        let a = np_call(interp, "abs", vec![xw.clone()], vec![])?;
        binop(interp, BinOp::Mul, &a, &a)?
    } else {
        binop(interp, BinOp::Mul, xw, xw)?
    };
    let s = np_call(interp, "sum", vec![sq], vec![("axis", axis), ("keepdims", keepdims)])?;
    np_call(interp, "sqrt", vec![s], vec![])
}

fn fro(interp: &mut Interp, xw: &Value, axis: Value, complex: bool) -> R<Value> {
    let sq = if complex {
        let a = np_call(interp, "abs", vec![xw.clone()], vec![])?;
        binop(interp, BinOp::Mul, &a, &a)?
    } else {
        binop(interp, BinOp::Mul, xw, xw)?
    };
    let s = np_call(interp, "sum", vec![sq], vec![("axis", axis)])?;
    np_call(interp, "sqrt", vec![s], vec![])
}

/// The largest or smallest singular value, or their sum, of the matrices on axes (row, col).
fn svd_norm(interp: &mut Interp, x: &HostArray, row: usize, col: usize, reduce: &str) -> R<Value> {
    let mut perm: Vec<usize> = (0..x.ndim()).filter(|a| *a != row && *a != col).collect();
    perm.push(row);
    perm.push(col);
    let y = work_array(&x.permute(&perm), "norm")?;
    let s = real!(y, T => {
        let (lead, m, n, data) = split::<T>(&y);
        let count: usize = lead.iter().product();
        let r = svd_all(&data, count, m, n, false)?;
        wrap(made(r.s, &lead, &[m.min(n)])?)
    });
    np_call(interp, reduce, vec![s], vec![("axis", Value::int(-1))])
}

/// `np.linalg.lstsq(a, b, rcond)[0]`, for `np.polyfit`.
pub(super) fn lstsq_call(interp: &mut Interp, a: Value, b: Value, rcond: f64) -> R<Value> {
    let t = lstsq(interp, &Args::new(vec![a, b, Value::Float(rcond)]))?;
    interp.collect(&t)?.into_iter().next().ok_or_else(|| raise("ValueError", "lstsq"))
}
