//! `np.unique` (`return_index`, `return_inverse`, `return_counts`, `equal_nan`, flattened
//! input only) and the 1-D set functions built on it: `intersect1d` (with
//! `return_indices`), `union1d`, `setdiff1d`. Values are compared in NumPy's sort order
//! (`search::order`, NaN last); NaN never equals NaN except where `equal_nan` joins them.

use super::functions::{arg, array_of, concatenate, need};
use super::search::order;
use super::wrap;
use crate::array::dtype::promote;
use crate::array::hostarray::HostArray;
use crate::array::ufunc::Arith;
use crate::host::value::{Args, Value};
use crate::host::{raise, Interp, R};
use std::cmp::Ordering;

np_functions! {
    call_sets;
    f_unique => "unique", "unique(ar, return_index=False, return_inverse=False, return_counts=False, axis=None, *, equal_nan=True, sorted=True)", "Find the unique elements of an array.";
    f_intersect1d => "intersect1d", "intersect1d(ar1, ar2, assume_unique=False, return_indices=False)", "Find the intersection of two arrays.";
    f_union1d => "union1d", "union1d(ar1, ar2)", "Find the union of two arrays.";
    f_setdiff1d => "setdiff1d", "setdiff1d(ar1, ar2, assume_unique=False)", "Find the set difference of two arrays.";
}

/// What `np.unique` finds in a flattened array.
pub(super) struct Unique {
    pub values: HostArray,
    /// Each unique value's first position in the input.
    pub index: Vec<i64>,
    /// Each input element's position in `values`.
    pub inverse: Vec<i64>,
    pub counts: Vec<i64>,
}

fn same<T: Arith>(x: T, y: T, equal_nan: bool) -> bool {
    order(x, y) == Ordering::Equal && (equal_nan || !x.is_nan())
}

pub(super) fn unique(a: &HostArray, equal_nan: bool) -> Unique {
    crate::with_dtype!(a.dtype(), T => {
        let v: Vec<T> = a.to_vec();
        let mut perm: Vec<usize> = (0..v.len()).collect();
        perm.sort_by(|&i, &j| order(v[i], v[j]));
        let (mut values, mut index, mut counts) = (Vec::<T>::new(), Vec::new(), Vec::new());
        let mut inverse = vec![0i64; v.len()];
        for &p in &perm {
            let x = v[p];
            match values.last() {
                Some(&last) if same(last, x, equal_nan) => {
                    if let Some(c) = counts.last_mut() {
                        *c += 1;
                    }
                }
                _ => {
                    values.push(x);
                    index.push(p as i64);
                    counts.push(1i64);
                }
            }
            inverse[p] = values.len() as i64 - 1;
        }
        let n = values.len();
        Unique { values: HostArray::from_vec(values, vec![n]), index, inverse, counts }
    })
}

/// `np.unique(a, axis=ax)`: the distinct slices along `ax`, sorted lexicographically.
fn unique_axis(a: &HostArray, ax: usize) -> R<Unique> {
    let moved = crate::array::shape::moveaxis(a, &[ax as i64], &[0]).map_err(super::functions::shape_err)?.copy();
    let n = moved.shape.first().copied().unwrap_or(0);
    let width: usize = moved.shape.iter().skip(1).product();
    let (index, inverse, counts) = crate::with_dtype!(a.dtype(), T => {
        let v: Vec<T> = moved.to_vec();
        let row = |i: usize| &v[i * width..(i + 1) * width];
        let cmp = |i: usize, j: usize| row(i).iter().zip(row(j)).map(|(x, y)| order(*x, *y)).find(|o| *o != Ordering::Equal).unwrap_or(Ordering::Equal);
        let mut perm: Vec<usize> = (0..n).collect();
        perm.sort_by(|&i, &j| cmp(i, j));
        let (mut index, mut counts) = (Vec::<i64>::new(), Vec::<i64>::new());
        let mut inverse = vec![0i64; n];
        for &p in &perm {
            match index.last() {
                Some(&first) if cmp(first as usize, p) == Ordering::Equal => {
                    if let Some(c) = counts.last_mut() {
                        *c += 1;
                    }
                }
                _ => {
                    index.push(p as i64);
                    counts.push(1);
                }
            }
            inverse[p] = index.len() as i64 - 1;
        }
        (index, inverse, counts)
    });
    let picks: Vec<usize> = index.iter().map(|&i| i as usize).collect();
    let picked = super::rearrange::gather(&moved, 0, &picks)?;
    let values = crate::array::shape::moveaxis(&picked, &[0], &[ax as i64]).map_err(super::functions::shape_err)?.copy();
    Ok(Unique { values, index, inverse, counts })
}

fn flag(interp: &mut Interp, args: &Args, i: usize, name: &str) -> R<bool> {
    match arg(args, i, name) {
        Some(v) => interp.truthy(&v),
        None => Ok(false),
    }
}

fn ints(v: Vec<i64>, shape: Vec<usize>) -> Value {
    wrap(HostArray::from_vec(v, shape))
}

fn flat(a: &HostArray) -> R<HostArray> {
    a.reshape(&[-1]).map_err(|e| raise("ValueError", e.to_string()))
}

fn call_sets(interp: &mut Interp, name: &str, args: Args) -> R<Value> {
    // datetime64/timedelta64 values have their own implementations (or refusals).
    if let Some(v) = super::datetime::np_call(interp, name, &args)? {
        return Ok(v);
    }
    Ok(match name {
        "unique" => {
            let a = array_of(interp, &need(&args, 0, "ar", name)?)?;
            let (ri, rv, rc) = (flag(interp, &args, 1, "return_index")?, flag(interp, &args, 2, "return_inverse")?, flag(interp, &args, 3, "return_counts")?);
            let equal_nan = match arg(&args, usize::MAX, "equal_nan") {
                Some(v) => interp.truthy(&v)?,
                None => true,
            };
            // `sorted=False` leaves the order to the implementation: sorted is one such order.
            let (u, inverse_shape) = match arg(&args, 4, "axis") {
                None | Some(Value::None) => (unique(&a, equal_nan), a.shape.clone()),
                Some(v) => {
                    let ax = super::rearrange::one_axis(interp.to_index(&v)?, a.ndim())?;
                    let u = unique_axis(&a, ax)?;
                    let n = u.inverse.len();
                    (u, vec![n])
                }
            };
            if !(ri || rv || rc) {
                return Ok(wrap(u.values));
            }
            let mut out = vec![wrap(u.values)];
            if ri {
                let n = u.index.len();
                out.push(ints(u.index, vec![n]));
            }
            if rv {
                out.push(ints(u.inverse, inverse_shape));
            }
            if rc {
                let n = u.counts.len();
                out.push(ints(u.counts, vec![n]));
            }
            Value::tuple(out)
        }
        "union1d" => {
            let a = flat(&array_of(interp, &need(&args, 0, "ar1", name)?)?)?;
            let b = flat(&array_of(interp, &need(&args, 1, "ar2", name)?)?)?;
            wrap(unique(&concatenate(&[a, b], 0)?, true).values)
        }
        "setdiff1d" => {
            let a = array_of(interp, &need(&args, 0, "ar1", name)?)?;
            let b = array_of(interp, &need(&args, 1, "ar2", name)?)?;
            let a = if flag(interp, &args, 2, "assume_unique")? { flat(&a)? } else { unique(&a, true).values };
            let d = promote(a.dtype(), b.dtype());
            let keep: Vec<usize> = crate::with_dtype!(d, T => {
                let mut bv: Vec<T> = b.astype(d).to_vec();
                bv.sort_by(|x, y| order(*x, *y));
                let av: Vec<T> = a.astype(d).to_vec();
                av.iter()
                    .enumerate()
                    .filter(|(_, x)| x.is_nan() || bv.binary_search_by(|e| order(*e, **x)).is_err())
                    .map(|(i, _)| i)
                    .collect()
            });
            wrap(super::rearrange::gather(&a, 0, &keep)?)
        }
        "intersect1d" => intersect1d(interp, &args)?,
        other => return Err(raise("AttributeError", format!("module 'numpy' has no attribute '{other}'"))),
    })
}

/// NumPy's intersect1d: both sides made unique (unless `assume_unique`), joined, sorted
/// stably; a value equal to its successor is in both.
fn intersect1d(interp: &mut Interp, args: &Args) -> R<Value> {
    let a = array_of(interp, &need(args, 0, "ar1", "intersect1d")?)?;
    let b = array_of(interp, &need(args, 1, "ar2", "intersect1d")?)?;
    let assume = flag(interp, args, 2, "assume_unique")?;
    let ri = flag(interp, args, 3, "return_indices")?;
    let ((a, ia), (b, ib)) = if assume {
        ((flat(&a)?, None), (flat(&b)?, None))
    } else {
        let (ua, ub) = (unique(&a, true), unique(&b, true));
        ((ua.values, Some(ua.index)), (ub.values, Some(ub.index)))
    };
    let na = a.size();
    let aux = concatenate(&[a, b], 0)?;
    let d = aux.dtype();
    let (picked, i1, i2): (Vec<usize>, Vec<i64>, Vec<i64>) = crate::with_dtype!(d, T => {
        let v: Vec<T> = aux.to_vec();
        let mut perm: Vec<usize> = (0..v.len()).collect();
        perm.sort_by(|&i, &j| order(v[i], v[j]));
        let (mut picked, mut i1, mut i2) = (Vec::new(), Vec::new(), Vec::new());
        for w in perm.windows(2) {
            if same(v[w[0]], v[w[1]], false) {
                picked.push(w[0]);
                i1.push(w[0] as i64);
                i2.push(w[1] as i64 - na as i64);
            }
        }
        (picked, i1, i2)
    });
    let values = super::rearrange::gather(&aux, 0, &picked)?;
    if !ri {
        return Ok(wrap(values));
    }
    let map = |idx: Vec<i64>, first: &Option<Vec<i64>>| -> Vec<i64> {
        match first {
            Some(f) => idx.iter().map(|&i| f.get(i as usize).copied().unwrap_or(i)).collect(),
            None => idx,
        }
    };
    let (i1, i2) = (map(i1, &ia), map(i2, &ib));
    let n = i1.len();
    Ok(Value::tuple(vec![wrap(values), ints(i1, vec![n]), ints(i2, vec![n])]))
}
