//! NumPy's legacy polynomial functions: `np.polyfit` (least squares on the column-scaled
//! Vandermonde matrix, as NumPy solves it, through `np.linalg.lstsq`) and `np.polyval`
//! (Horner's rule with NumPy's dtype promotion); `np.roots` is `np.linalg`'s (the companion
//! matrix's eigenvalues). `np.poly1d`, a class, is refused with NotImplementedError.

use super::functions::{arg, array_of, need};
use super::{as_array, binop_values, wrap};
use crate::array::dtype::DType;
use crate::array::hostarray::HostArray;
use crate::array::ufunc::BinOp;
use crate::host::value::{Args, Value};
use crate::host::{raise, Interp, R};

np_functions! {
    call_poly;
    f_polyfit => "polyfit", "polyfit(x, y, deg, rcond=None, full=False, w=None, cov=False)", "Least squares polynomial fit.";
    f_polyval => "polyval", "polyval(p, x)", "Evaluate a polynomial at specific values.";
    f_roots => "roots", "roots(p)", "Return the roots of a polynomial with coefficients given in p.";
    f_poly1d => "poly1d", "poly1d(c_or_r, r=False, variable=None)", "A one-dimensional polynomial class.";
}

fn call_poly(interp: &mut Interp, name: &str, args: Args) -> R<Value> {
    match name {
        "polyfit" => polyfit(interp, &args),
        "polyval" => polyval(interp, &args),
        "roots" => super::linalg::roots(interp, &need(&args, 0, "p", "roots")?),
        _ => Err(raise("NotImplementedError", format!("np.{name} is not supported by cudalab yet"))),
    }
}

fn polyval(interp: &mut Interp, args: &Args) -> R<Value> {
    let p = array_of(interp, &need(args, 0, "p", "polyval")?)?;
    let x = array_of(interp, &need(args, 1, "x", "polyval")?)?;
    let mut y = wrap(HostArray::zeros(x.dtype(), x.shape.clone()));
    let xv = wrap(x);
    let p = p.reshape(&[-1]).map_err(|e| raise("ValueError", e.to_string()))?;
    for i in 0..p.size() {
        let mut pv = super::index::take_first(&p, i);
        pv.scalar = true;
        let yx = binop_values(interp, BinOp::Mul, &y, &xv)?.ok_or_else(|| raise("TypeError", "polyval"))?;
        y = binop_values(interp, BinOp::Add, &yx, &wrap(pv))?.ok_or_else(|| raise("TypeError", "polyval"))?;
    }
    if let Some(a) = as_array(&y) {
        if a.ndim() == 0 && !a.scalar {
            let mut a = a.clone();
            a.scalar = true;
            return Ok(wrap(a));
        }
    }
    Ok(y)
}

fn polyfit(interp: &mut Interp, args: &Args) -> R<Value> {
    let x = array_of(interp, &need(args, 0, "x", "polyfit")?)?;
    let y = array_of(interp, &need(args, 1, "y", "polyfit")?)?;
    let deg = interp.to_index(&need(args, 2, "deg", "polyfit")?)?;
    for (i, k) in [(4, "full"), (6, "cov")] {
        if let Some(v) = arg(args, i, k) {
            if interp.truthy(&v)? {
                return Err(raise("NotImplementedError", format!("np.polyfit({k}=True) is not supported by cudalab yet")));
            }
        }
    }
    if arg(args, 5, "w").is_some_and(|v| !v.is_none()) {
        return Err(raise("NotImplementedError", "np.polyfit(w=...) is not supported by cudalab yet"));
    }
    // `x + 0.0`: float32 stays float32, the rest becomes float64.
    let float = |a: &HostArray| if matches!(a.dtype(), DType::F32 | DType::F64) { a.clone() } else { a.astype(DType::F64) };
    let (x, y) = (float(&x), float(&y));
    if x.dtype().is_complex() || y.dtype().is_complex() {
        return Err(raise("NotImplementedError", "np.polyfit of complex data is not supported by cudalab yet"));
    }
    if deg < 0 {
        return Err(raise("ValueError", "expected deg >= 0"));
    }
    if x.ndim() != 1 {
        return Err(raise("TypeError", "expected 1D vector for x"));
    }
    if x.size() == 0 {
        return Err(raise("TypeError", "expected non-empty vector for x"));
    }
    if y.ndim() < 1 || y.ndim() > 2 {
        return Err(raise("TypeError", "expected 1D or 2D array for y"));
    }
    if x.shape[0] != y.shape[0] {
        return Err(raise("TypeError", "expected x and y to have same length"));
    }
    let order = deg as usize + 1;
    let m = x.shape[0];
    crate::array::memory_limit::check_array(&[m, order], DType::F64)?;
    // NumPy returns float64 coefficients for float32 data too.
    let d = DType::F64;
    let eps = if x.dtype() == DType::F32 { f32::EPSILON as f64 } else { f64::EPSILON };
    let rcond = match arg(args, 3, "rcond") {
        Some(v) if !v.is_none() => interp.to_float(&v)?,
        _ => m as f64 * eps,
    };
    // The Vandermonde matrix (highest power first), its columns scaled to unit norm.
    let xs = x.to_vec::<f64>();
    let mut lhs = vec![0.0f64; m * order];
    for (i, xi) in xs.iter().enumerate() {
        let mut p = 1.0;
        for j in (0..order).rev() {
            lhs[i * order + j] = p;
            p *= xi;
        }
    }
    let lhs_a = HostArray::from_vec(lhs, vec![m, order]);
    let lv = wrap(lhs_a);
    let sq = binop_values(interp, BinOp::Mul, &lv, &lv)?.ok_or_else(|| raise("TypeError", "polyfit"))?;
    let colsum = super::functions::call_np(interp, "sum", Args { pos: vec![sq], kw: vec![(std::rc::Rc::from("axis"), Value::int(0))] })?;
    let scale = super::functions::call_np(interp, "sqrt", Args::new(vec![colsum]))?;
    let scaled = binop_values(interp, BinOp::TrueDiv, &lv, &scale)?.ok_or_else(|| raise("TypeError", "polyfit"))?;
    let scaled = wrap(array_of(interp, &scaled)?.astype(d));
    let r = super::linalg::lstsq_call(interp, scaled, wrap(y.astype(d)), rcond)?;
    // c = (c.T / scale).T
    let c = array_of(interp, &r)?;
    let ct = wrap(c.transpose());
    let q = binop_values(interp, BinOp::TrueDiv, &ct, &scale)?.ok_or_else(|| raise("TypeError", "polyfit"))?;
    Ok(wrap(array_of(interp, &q)?.transpose()))
}
