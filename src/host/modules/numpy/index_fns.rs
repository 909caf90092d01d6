//! The `np` functions about index arithmetic: `unravel_index`, `ravel_multi_index`, `indices`,
//! and the iterators `ndindex` (tuples of Python ints) and `ndenumerate` (`(index, NumPy
//! scalar)` pairs). They build index arrays and Python values; they never index an array's
//! buffer themselves beyond reading its elements.

use super::functions::{arg, array_of, dtype_kw, need, shape_of};
use super::wrap;
use crate::array::dtype::DType;
use crate::array::hostarray::{broadcast_shapes, HostArray};
use crate::array::memory_limit::{check_array, check_items};
use crate::host::iter::IterState;
use crate::host::value::{Args, Value};
use crate::host::{raise, Interp, R};
use std::cell::RefCell;
use std::rc::Rc;

np_functions! {
    call_index_fns;
    f_unravel_index => "unravel_index", "unravel_index(indices, shape, order='C')", "Converts a flat index or array of flat indices into a tuple of coordinate arrays.";
    f_ravel_multi_index => "ravel_multi_index", "ravel_multi_index(multi_index, dims, mode='raise', order='C')", "Converts a tuple of index arrays into an array of flat indices.";
    f_indices => "indices", "indices(dimensions, dtype=int, sparse=False)", "Return an array representing the indices of a grid.";
    f_ndindex => "ndindex", "ndindex(*shape)", "An N-dimensional iterator object to index arrays.";
    f_ndenumerate => "ndenumerate", "ndenumerate(arr)", "Multidimensional index iterator: (index, value) pairs.";
}

/// `order=` of the index functions: true for Fortran order.
fn fortran(args: &Args, i: usize) -> R<bool> {
    match arg(args, i, "order") {
        None => Ok(false),
        Some(Value::Str(s)) if &*s == "C" => Ok(false),
        Some(Value::Str(s)) if &*s == "F" => Ok(true),
        Some(_) => Err(raise("ValueError", "only 'C' or 'F' order is permitted")),
    }
}

/// The axes in the order their index varies slowest first.
fn axis_order(nd: usize, f: bool) -> Vec<usize> {
    if f {
        (0..nd).rev().collect()
    } else {
        (0..nd).collect()
    }
}

fn iterator(items: Vec<Value>) -> Value {
    Value::Iterator(Rc::new(RefCell::new(IterState::items(items))))
}

/// Every index tuple of `shape`, in C order.
fn all_indices(shape: &[usize]) -> R<Vec<Vec<usize>>> {
    let n: usize = shape.iter().try_fold(1usize, |acc, &d| acc.checked_mul(d)).unwrap_or(usize::MAX);
    check_items(n, 64 * (shape.len() + 1), || "the indices of an array".to_string())?;
    let mut out = Vec::with_capacity(n);
    let mut cur = vec![0usize; shape.len()];
    for _ in 0..n {
        out.push(cur.clone());
        for d in (0..shape.len()).rev() {
            cur[d] += 1;
            if cur[d] < shape[d] {
                break;
            }
            cur[d] = 0;
        }
    }
    Ok(out)
}

fn index_tuple(ix: &[usize]) -> Value {
    Value::tuple(ix.iter().map(|&i| Value::int(i as i64)).collect())
}

fn call_index_fns(interp: &mut Interp, name: &str, args: Args) -> R<Value> {
    // datetime64/timedelta64 values have their own implementations (or refusals).
    if let Some(v) = super::datetime::np_call(interp, name, &args)? {
        return Ok(v);
    }
    Ok(match name {
        "unravel_index" => {
            let iv = need(&args, 0, "indices", name)?;
            let idx = array_of(interp, &iv)?;
            let shape = shape_of(interp, &need(&args, 1, "shape", name)?)?;
            let f = fortran(&args, 2)?;
            if !(idx.dtype().is_integer() || idx.dtype() == DType::Bool) && idx.size() > 0 {
                return Err(raise("TypeError", "only int indices permitted"));
            }
            let size: usize = shape.iter().product();
            let vals: Vec<i64> = idx.to_vec();
            let nd = shape.len();
            let mut cols: Vec<Vec<i64>> = vec![Vec::with_capacity(vals.len()); nd];
            for &v in &vals {
                if v < 0 || v as u64 >= size as u64 {
                    return Err(raise("ValueError", format!("index {v} is out of bounds for array with size {size}")));
                }
                let mut rem = v as usize;
                for &d in axis_order(nd, f).iter().rev() {
                    cols[d].push((rem % shape[d]) as i64);
                    rem /= shape[d];
                }
            }
            Value::tuple(
                cols.into_iter()
                    .map(|c| {
                        let mut r = HostArray::from_vec(c, idx.shape.clone());
                        r.scalar = r.ndim() == 0;
                        wrap(r)
                    })
                    .collect(),
            )
        }
        "ravel_multi_index" => {
            let mi = interp.collect(&need(&args, 0, "multi_index", name)?)?;
            let dims = shape_of(interp, &need(&args, 1, "dims", name)?)?;
            let f = fortran(&args, 3)?;
            let mode = match arg(&args, 2, "mode") {
                None => "raise".to_string(),
                Some(Value::Str(s)) if matches!(&*s, "raise" | "wrap" | "clip") => s.to_string(),
                Some(Value::Str(s)) => return Err(raise("ValueError", format!("clipmode must be one of 'clip', 'raise', or 'wrap' (got '{s}')"))),
                Some(_) => return Err(raise("NotImplementedError", "cudalab's np.ravel_multi_index takes one mode for all dimensions")),
            };
            let nd = dims.len();
            if mi.len() != nd {
                return Err(raise("ValueError", format!("parameter multi_index must be a sequence of length {nd}")));
            }
            let mut arrays = Vec::with_capacity(nd);
            let mut shape: Vec<usize> = Vec::new();
            for v in &mi {
                let a = array_of(interp, v)?;
                if !(a.dtype().is_integer() || a.dtype() == DType::Bool) && a.size() > 0 {
                    return Err(raise(
                        "TypeError",
                        format!("Cannot cast array data from dtype('{}') to dtype('int64') according to the rule 'safe'", a.dtype().name()),
                    ));
                }
                shape = broadcast_shapes(&shape, &a.shape).map_err(|e| raise("ValueError", e.to_string()))?;
                arrays.push(a);
            }
            let cols: Vec<Vec<i64>> = arrays.iter().map(|a| a.broadcast_vec(&shape)).collect();
            let n: usize = shape.iter().product();
            let mut out = vec![0i64; n];
            for (k, o) in out.iter_mut().enumerate() {
                let mut flat = 0i64;
                for &d in &axis_order(nd, f) {
                    let len = dims[d] as i64;
                    let mut i = cols[d][k];
                    if i < 0 || i >= len {
                        i = match mode.as_str() {
                            "wrap" if len > 0 => i.rem_euclid(len),
                            "clip" if len > 0 => i.clamp(0, len - 1),
                            _ => return Err(raise("ValueError", "invalid entry in coordinates array")),
                        };
                    }
                    flat = flat * len + i;
                }
                *o = flat;
            }
            let mut r = HostArray::from_vec(out, shape);
            r.scalar = r.ndim() == 0;
            wrap(r)
        }
        "indices" => {
            let dims = shape_of(interp, &need(&args, 0, "dimensions", name)?)?;
            let d = dtype_kw(interp, &args, 1)?.unwrap_or(DType::I64);
            let sparse = match arg(&args, 2, "sparse") {
                Some(v) => interp.truthy(&v)?,
                None => false,
            };
            let nd = dims.len();
            let mut parts = Vec::with_capacity(nd);
            for ax in 0..nd {
                let mut shape = vec![1usize; nd];
                shape[ax] = dims[ax];
                let line = HostArray::from_vec((0..dims[ax] as i64).collect::<Vec<i64>>(), shape).astype(d);
                parts.push(line);
            }
            if sparse {
                Value::tuple(parts.into_iter().map(wrap).collect())
            } else {
                let mut full = vec![nd];
                full.extend(&dims);
                check_array(&full, d)?;
                let out = HostArray::zeros(d, full);
                for (ax, p) in parts.iter().enumerate() {
                    let row = super::index::take_first(&out, ax);
                    row.assign(p).map_err(|e| raise("ValueError", e.to_string()))?;
                }
                wrap(out)
            }
        }
        "ndindex" => {
            let dims = match args.pos.as_slice() {
                [one @ (Value::Tuple(_) | Value::List(_))] => shape_of(interp, one)?,
                many => {
                    let mut d = Vec::with_capacity(many.len());
                    for v in many {
                        let x = interp.to_index(v)?;
                        if x < 0 {
                            return Err(raise("ValueError", "negative dimensions are not allowed"));
                        }
                        d.push(x as usize);
                    }
                    d
                }
            };
            iterator(all_indices(&dims)?.iter().map(|ix| index_tuple(ix)).collect())
        }
        "ndenumerate" => {
            let a = array_of(interp, &need(&args, 0, "arr", name)?)?;
            let ixs = all_indices(&a.shape)?;
            let items = ixs
                .iter()
                .enumerate()
                .map(|(k, ix)| {
                    let s = crate::with_dtype!(a.dtype(), T => HostArray::scalar_of(a.get_flat::<T>(k)));
                    Value::tuple(vec![index_tuple(ix), wrap(s)])
                })
                .collect();
            iterator(items)
        }
        other => return Err(raise("AttributeError", format!("module 'numpy' has no attribute '{other}'"))),
    })
}
