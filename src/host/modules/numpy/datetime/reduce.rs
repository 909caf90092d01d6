//! Reductions and sorting of datetime64/timedelta64 arrays: `min`/`max` (NaT propagates, as NaN
//! does), `argmin`/`argmax`, `sum`/`mean` of timedeltas (a datetime has no `add` loop with
//! itself, NumPy's error), with `axis` and `keepdims`; sorting with NaT last.
//!
//! Works on the int64 counts and never hands them to the numeric reductions, whose NaN and
//! overflow rules differ.

use super::{dtype_text, number_result, time_result, NpTime};
use crate::array::datetime::{self as dt, TimeKind, NAT};
use crate::array::hostarray::HostArray;
use crate::array::reduce::normalize_axis;
use crate::host::value::{Args, Value};
use crate::host::{raise, Interp, R};

/// The values as rows along an axis: the rows one after another, each `len` long, and the
/// shape of the result without and with `keepdims`.
struct Rows {
    values: Vec<i64>,
    len: usize,
    shape: Vec<usize>,
    kept: Vec<usize>,
}

/// The rows along `axis` (all the values as one row for `None`).
fn rows(a: &HostArray, axis: Option<i64>) -> R<Rows> {
    match axis {
        None => Ok(Rows { values: a.to_vec(), len: a.size(), shape: vec![], kept: vec![1; a.ndim()] }),
        Some(ax) => {
            let ax = normalize_axis(ax, a.ndim()).map_err(|e| raise("AxisError", e.to_string()))?;
            let mut perm: Vec<usize> = (0..a.ndim()).filter(|&i| i != ax).collect();
            perm.push(ax);
            let shape: Vec<usize> = perm[..perm.len() - 1].iter().map(|&i| a.shape[i]).collect();
            let mut kept = a.shape.clone();
            kept[ax] = 1;
            Ok(Rows { values: a.permute(&perm).to_vec(), len: a.shape[ax], shape, kept })
        }
    }
}

/// `t.min()`, `t.max()`, `t.argmin()`, `t.argmax()`, `t.sum()`, `t.mean()` with `axis`/`keepdims`.
pub fn method(interp: &mut Interp, t: &NpTime, name: &str, mut args: Args) -> R<Value> {
    let axis = crate::host::modules::numpy::methods::axis_arg(interp, &mut args, 0)?;
    let keepdims = match args.take_kw("keepdims") {
        Some(v) => interp.truthy(&v)?,
        None => false,
    };
    reduce(t, name, axis, keepdims)
}

pub fn reduce(t: &NpTime, name: &str, axis: Option<i64>, keepdims: bool) -> R<Value> {
    if matches!(name, "sum" | "mean") && t.meta.kind == TimeKind::Datetime {
        let d = dtype_text(t.meta);
        return Err(raise("UFuncTypeError", format!("ufunc 'add' cannot use operands with types {d} and {d}")));
    }
    let Rows { values, len, shape, kept } = rows(&t.counts, axis)?;
    let out_shape = if keepdims { kept } else { shape };
    let n_rows = out_shape.iter().product::<usize>();
    let row = |i: usize| &values[i * len..(i + 1) * len];
    if len == 0 && n_rows > 0 {
        match name {
            "min" | "max" => {
                let what = if name == "min" { "minimum" } else { "maximum" };
                return Err(raise("ValueError", format!("zero-size array to reduction operation {what} which has no identity")));
            }
            "argmin" | "argmax" => return Err(raise("ValueError", format!("attempt to get {name} of an empty sequence"))),
            _ => {}
        }
    }
    let pick = |r: &[i64], max: bool| -> usize {
        // The first NaT wins, as the first NaN does for floats.
        if let Some(i) = r.iter().position(|&v| v == NAT) {
            return i;
        }
        let mut best = 0;
        for (i, &v) in r.iter().enumerate() {
            if (max && v > r[best]) || (!max && v < r[best]) {
                best = i;
            }
        }
        best
    };
    Ok(match name {
        "argmin" | "argmax" => {
            let v: Vec<i64> = (0..n_rows).map(|i| pick(row(i), name == "argmax") as i64).collect();
            number_result(HostArray::from_vec(v, out_shape))
        }
        "min" | "max" => {
            let v: Vec<i64> = (0..n_rows).map(|i| row(i)[pick(row(i), name == "max")]).collect();
            time_result(HostArray::from_vec(v, out_shape), t.meta)
        }
        _ => {
            let v: Vec<i64> = (0..n_rows)
                .map(|i| {
                    let sum = row(i).iter().fold(0i64, |acc, &x| dt::add(acc, x));
                    if name == "mean" {
                        dt::div_int(sum, len as i64)
                    } else {
                        sum
                    }
                })
                .collect();
            time_result(HostArray::from_vec(v, out_shape), t.meta)
        }
    })
}

/// A sorted copy along `axis` (flattened for `None`), NaT last.
pub fn sorted(t: &NpTime, axis: Option<i64>) -> R<NpTime> {
    let a = &t.counts;
    let (src, ax) = match axis {
        None => (a.reshape(&[-1]).map_err(|e| raise("ValueError", e.to_string()))?, 0),
        Some(ax) => (a.clone(), normalize_axis(ax, a.ndim().max(1)).map_err(|e| raise("AxisError", e.to_string()))?),
    };
    if src.ndim() == 0 {
        return Ok(NpTime { counts: src.copy(), meta: t.meta });
    }
    let mut perm: Vec<usize> = (0..src.ndim()).filter(|&i| i != ax).collect();
    perm.push(ax);
    let moved = src.permute(&perm);
    let mut v: Vec<i64> = moved.to_vec();
    for r in v.chunks_mut(src.shape[ax].max(1)) {
        r.sort_by_key(|&x| (x == NAT, x));
    }
    let mut inverse = vec![0; perm.len()];
    for (i, &p) in perm.iter().enumerate() {
        inverse[p] = i;
    }
    let counts = HostArray::from_vec(v, moved.shape.clone()).permute(&inverse).copy();
    Ok(NpTime { counts, meta: t.meta })
}
