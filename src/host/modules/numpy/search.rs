//! Ordering in the `np` module: `argsort` (any axis, NaN last, stable for every `kind`),
//! `lexsort`, `partition`/`argpartition` (answered with a full sort, which satisfies NumPy's
//! contract), `searchsorted` and `digitize`. One total order (`order`) serves them all and
//! `np.unique` and the set functions. Nothing here writes into its inputs.

use super::functions::{arg, array_of, need, sort_array};
use super::rearrange::one_axis;
use super::{as_array, wrap};
use crate::array::dtype::{promote, DType};
use crate::array::hostarray::HostArray;
use crate::array::ufunc::Arith;
use crate::host::value::{Args, Value};
use crate::host::{raise, Interp, R};
use std::cmp::Ordering;

np_functions! {
    call_search;
    f_argsort => "argsort", "argsort(a, axis=-1, kind=None, order=None, stable=None)", "Returns the indices that would sort an array.";
    f_lexsort => "lexsort", "lexsort(keys, axis=-1)", "Perform an indirect stable sort using a sequence of keys.";
    f_partition => "partition", "partition(a, kth, axis=-1, kind='introselect', order=None)", "Return a partitioned copy of an array.";
    f_argpartition => "argpartition", "argpartition(a, kth, axis=-1, kind='introselect', order=None)", "Perform an indirect partition along the given axis.";
    f_searchsorted => "searchsorted", "searchsorted(a, v, side='left', sorter=None)", "Find indices where elements should be inserted to maintain order.";
    f_digitize => "digitize", "digitize(x, bins, right=False)", "Return the indices of the bins to which each value in input array belongs.";
}

/// NumPy's sort order: NaN after every number, NaNs equal among themselves.
pub(super) fn order<T: Arith>(x: T, y: T) -> Ordering {
    match (x.is_nan(), y.is_nan()) {
        (true, true) => Ordering::Equal,
        (true, false) => Ordering::Greater,
        (false, true) => Ordering::Less,
        _ => {
            if x.lt(y) {
                Ordering::Less
            } else if y.lt(x) {
                Ordering::Greater
            } else {
                Ordering::Equal
            }
        }
    }
}

type Cmp = Box<dyn Fn(usize, usize) -> Ordering>;

/// A comparison of two elements of `a` by their flat C-order positions.
fn comparer(a: &HostArray) -> Cmp {
    crate::with_dtype!(a.dtype(), T => {
        let v: Vec<T> = a.to_vec();
        Box::new(move |i: usize, j: usize| order(v[i], v[j])) as Cmp
    })
}

/// The positions along `ax` that sort each line of an array of `shape` (stably), the
/// elements compared by `cmp` on flat positions: an int64 array of `shape`.
fn arg_lines(shape: &[usize], ax: usize, cmp: &dyn Fn(usize, usize) -> Ordering) -> HostArray {
    let outer: usize = shape[..ax].iter().product();
    let n = shape[ax];
    let inner: usize = shape[ax + 1..].iter().product();
    let mut out = vec![0i64; outer * n * inner];
    let mut line: Vec<usize> = Vec::with_capacity(n);
    for o in 0..outer {
        for i in 0..inner {
            let at = |k: usize| o * n * inner + k * inner + i;
            line.clear();
            line.extend(0..n);
            line.sort_by(|&p, &q| cmp(at(p), at(q)));
            for (k, &p) in line.iter().enumerate() {
                out[at(k)] = p as i64;
            }
        }
    }
    HostArray::from_vec(out, shape.to_vec())
}

/// `np.argsort(a, axis)`: stable, NaN last; `axis=None` sorts the flattened array.
pub(super) fn argsort_array(a: &HostArray, axis: Option<i64>) -> R<HostArray> {
    let (src, ax) = match axis {
        None => (a.reshape(&[-1]).map_err(|e| raise("ValueError", e.to_string()))?, 0),
        Some(x) => {
            if a.ndim() == 0 {
                one_axis(x, 1)?;
                return Ok(HostArray::from_vec(vec![0i64], vec![1]));
            }
            (a.clone(), one_axis(x, a.ndim())?)
        }
    };
    let cmp = comparer(&src);
    Ok(arg_lines(&src.shape, ax, &cmp))
}

/// `kind=`, `order=` and `stable=` of the sorting functions: every kind is answered with a
/// stable sort (a valid answer for each); `order` names fields cudalab's arrays do not have.
pub(super) fn check_kind(interp: &mut Interp, args: &Args, kind_pos: usize, partition: bool) -> R<()> {
    if let Some(k) = arg(args, kind_pos, "kind") {
        let ok = match &k {
            Value::None => true,
            Value::Str(s) if partition => &**s == "introselect",
            Value::Str(s) => matches!(&**s, "quicksort" | "mergesort" | "heapsort" | "stable"),
            _ => false,
        };
        if !ok {
            let r = interp.repr(&k)?;
            return Err(raise(
                "ValueError",
                if partition {
                    format!("select kind must be 'introselect' (got {r})")
                } else {
                    format!("sort kind must be one of 'quick', 'heap', or 'stable' (got {r})")
                },
            ));
        }
    }
    if arg(args, kind_pos + 1, "order").is_some_and(|v| !v.is_none()) {
        return Err(raise("NotImplementedError", "the order= argument (fields of structured arrays) is not supported by cudalab"));
    }
    Ok(())
}

fn sort_axis(interp: &mut Interp, args: &Args) -> R<Option<i64>> {
    match arg(args, 2, "axis") {
        Some(Value::None) => Ok(None),
        Some(v) => Ok(Some(interp.to_index(&v)?)),
        None => Ok(Some(-1)),
    }
}

/// The `kth` of `partition`, checked against the axis length as NumPy checks it.
fn check_kth(interp: &mut Interp, kth: &Value, n: usize) -> R<()> {
    let k = array_of(interp, kth)?;
    if !(k.dtype().is_integer() || k.dtype() == DType::Bool) {
        return Err(raise("TypeError", "Partition index must be integer"));
    }
    if k.ndim() > 1 {
        return Err(raise("ValueError", "kth array must have dimension <= 1"));
    }
    for x in k.to_vec::<i64>() {
        let j = if x < 0 { x + n as i64 } else { x };
        if j < 0 || j >= n as i64 {
            return Err(raise("ValueError", format!("kth(={j}) out of bounds ({n})")));
        }
    }
    Ok(())
}

fn call_search(interp: &mut Interp, name: &str, args: Args) -> R<Value> {
    // datetime64/timedelta64 values have their own implementations (or refusals).
    if let Some(v) = super::datetime::np_call(interp, name, &args)? {
        return Ok(v);
    }
    Ok(match name {
        "argsort" => {
            let a = array_of(interp, &need(&args, 0, "a", name)?)?;
            check_kind(interp, &args, 2, false)?;
            let axis = match arg(&args, 1, "axis") {
                Some(Value::None) => None,
                Some(v) => Some(interp.to_index(&v)?),
                None => Some(-1),
            };
            wrap(argsort_array(&a, axis)?)
        }
        "partition" | "argpartition" => {
            let a = array_of(interp, &need(&args, 0, "a", name)?)?;
            let kth = need(&args, 1, "kth", name)?;
            check_kind(interp, &args, 3, true)?;
            let axis = sort_axis(interp, &args)?;
            let n = match axis {
                None => a.size(),
                Some(x) => {
                    if a.ndim() == 0 {
                        return Err(raise("ValueError", "Cannot partition a 0-d array"));
                    }
                    a.shape[one_axis(x, a.ndim())?]
                }
            };
            check_kth(interp, &kth, n)?;
            if name == "partition" {
                wrap(sort_array(interp, &a, axis)?)
            } else {
                wrap(argsort_array(&a, axis)?)
            }
        }
        "lexsort" => {
            let keys_v = need(&args, 0, "keys", name)?;
            let keys: Vec<HostArray> = match as_array(&keys_v) {
                Some(k) if k.ndim() == 0 => return Err(raise("TypeError", "need sequence of keys with len > 0 in lexsort")),
                Some(k) => (0..k.shape[0]).map(|i| super::index::take_first(k, i)).collect(),
                None => match keys_v {
                    Value::List(_) | Value::Tuple(_) => {
                        let items = interp.collect(&keys_v)?;
                        let mut out = Vec::with_capacity(items.len());
                        for v in &items {
                            out.push(array_of(interp, v)?);
                        }
                        out
                    }
                    _ => return Err(raise("TypeError", "need sequence of keys with len > 0 in lexsort")),
                },
            };
            if keys.is_empty() {
                return Err(raise("TypeError", "need sequence of keys with len > 0 in lexsort"));
            }
            if keys.iter().any(|k| k.shape != keys[0].shape) {
                return Err(raise("ValueError", "all keys need to be the same shape"));
            }
            let axis = match arg(&args, 1, "axis") {
                Some(v) => interp.to_index(&v)?,
                None => -1,
            };
            let shape = keys[0].shape.clone();
            if shape.is_empty() {
                return Ok(wrap(HostArray::from_vec(vec![0i64], vec![])));
            }
            let ax = one_axis(axis, shape.len())?;
            let cmps: Vec<Cmp> = keys.iter().rev().map(comparer).collect();
            let all = move |i: usize, j: usize| cmps.iter().map(|c| c(i, j)).find(|o| *o != Ordering::Equal).unwrap_or(Ordering::Equal);
            wrap(arg_lines(&shape, ax, &all))
        }
        "searchsorted" => {
            let a = array_of(interp, &need(&args, 0, "a", name)?)?;
            let v = need(&args, 1, "v", name)?;
            let side = match arg(&args, 2, "side") {
                None => false,
                Some(Value::Str(s)) if &*s == "left" => false,
                Some(Value::Str(s)) if &*s == "right" => true,
                Some(other) => {
                    let r = interp.repr(&other)?;
                    return Err(raise("ValueError", format!("search side must be 'left' or 'right' (got {r})")));
                }
            };
            let sorter = match arg(&args, 3, "sorter") {
                None | Some(Value::None) => None,
                Some(s) => Some(array_of(interp, &s)?),
            };
            searchsorted(interp, &a, &v, side, sorter.as_ref())?
        }
        "digitize" => {
            let xv = need(&args, 0, "x", name)?;
            let x = array_of(interp, &xv)?;
            let bins = array_of(interp, &need(&args, 1, "bins", name)?)?;
            let right = match arg(&args, 2, "right") {
                Some(v) => interp.truthy(&v)?,
                None => false,
            };
            if x.dtype().is_complex() {
                return Err(raise("TypeError", "x may not be complex"));
            }
            if bins.ndim() != 1 {
                return Err(raise("ValueError", "object too deep for desired array"));
            }
            let b: Vec<f64> = bins.to_vec();
            let inc = b.windows(2).all(|w| w[0] <= w[1]);
            let dec = b.windows(2).all(|w| w[0] >= w[1]);
            if !inc && !dec {
                return Err(raise("ValueError", "bins must be monotonically increasing or decreasing"));
            }
            let x = if as_array(&xv).is_none() && !matches!(xv, Value::List(_) | Value::Tuple(_)) {
                let mut s = x;
                s.scalar = true;
                s
            } else {
                x
            };
            if inc {
                searchsorted(interp, &bins, &wrap(x), !right, None)?
            } else {
                let n = bins.size() as i64;
                let rev: Vec<usize> = (0..bins.size()).rev().collect();
                let rb = super::rearrange::gather(&bins, 0, &rev)?;
                let r = searchsorted(interp, &rb, &wrap(x), !right, None)?;
                let ra = as_array(&r).cloned().unwrap_or_else(|| HostArray::from_vec(Vec::<i64>::new(), vec![0]));
                let vals: Vec<i64> = ra.to_vec::<i64>().into_iter().map(|k| n - k).collect();
                let mut out = HostArray::from_vec(vals, ra.shape.clone());
                out.scalar = ra.scalar;
                wrap(out)
            }
        }
        other => return Err(raise("AttributeError", format!("module 'numpy' has no attribute '{other}'"))),
    })
}

/// `np.searchsorted(a, v, side, sorter)`: for each `v`, the first (left) or last (right)
/// position keeping `a` sorted, comparing in the two arrays' common dtype with NaN last.
pub(super) fn searchsorted(interp: &mut Interp, a: &HostArray, v: &Value, right: bool, sorter: Option<&HostArray>) -> R<Value> {
    if a.ndim() != 1 {
        return Err(raise("ValueError", "object too deep for desired array"));
    }
    let va = array_of(interp, v)?;
    let scalar = va.ndim() == 0 && (va.scalar || as_array(v).is_none_or(|x| x.ndim() == 0));
    let order_idx: Vec<usize> = match sorter {
        None => (0..a.size()).collect(),
        Some(s) => {
            if s.size() != a.size() {
                return Err(raise("ValueError", "sorter.size must equal a.size"));
            }
            if !(s.dtype().is_integer() || s.dtype() == DType::Bool) {
                return Err(raise("TypeError", "sorter must only contain integers"));
            }
            let n = a.size() as i64;
            let mut out = Vec::with_capacity(s.size());
            for i in s.to_vec::<i64>() {
                if i < 0 || i >= n {
                    return Err(raise("ValueError", "Sorter index out of range."));
                }
                out.push(i as usize);
            }
            out
        }
    };
    let d = promote(a.dtype(), va.dtype());
    let pos: Vec<i64> = crate::with_dtype!(d, T => {
        let av: Vec<T> = a.astype(d).to_vec();
        let sorted: Vec<T> = order_idx.iter().map(|&i| av[i]).collect();
        va.astype(d)
            .to_vec::<T>()
            .into_iter()
            .map(|x| {
                sorted.partition_point(|&e| match order(e, x) {
                    Ordering::Less => true,
                    Ordering::Equal => right,
                    Ordering::Greater => false,
                }) as i64
            })
            .collect()
    });
    let mut r = HostArray::from_vec(pos, va.shape.clone());
    r.scalar = scalar;
    Ok(wrap(r))
}
