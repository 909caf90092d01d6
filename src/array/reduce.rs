//! Reductions along an axis or over everything: sum, prod, mean, var, std, min, max, argmin,
//! argmax, all, any, cumsum, cumprod. Sums follow NumPy's pairwise summation when the reduced
//! axis is the contiguous one (so float32 sums round as NumPy's do) and plain accumulation
//! otherwise; accumulator dtypes follow NumPy (small ints sum in int64, means of ints in float64).

use crate::array::dtype::{DType, Kind};
use crate::array::elem::{BufferOf, Elem};
use crate::array::hostarray::HostArray;
use crate::array::ufunc::Arith;
use crate::with_dtype;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reduce {
    Sum,
    Prod,
    Mean,
    Var,
    Std,
    Min,
    Max,
    ArgMin,
    ArgMax,
    All,
    Any,
}

#[derive(Debug, thiserror::Error, PartialEq)]
pub enum ReduceError {
    #[error("axis {axis} is out of bounds for array of dimension {ndim}")]
    Axis { axis: i64, ndim: usize },
    #[error("zero-size array to reduction operation {0} which has no identity")]
    Empty(&'static str),
    #[error("attempt to get {0} of an empty sequence")]
    EmptyArg(&'static str),
}

pub fn normalize_axis(axis: i64, ndim: usize) -> Result<usize, ReduceError> {
    let a = if axis < 0 { axis + ndim as i64 } else { axis };
    if a < 0 || a >= ndim as i64 {
        return Err(ReduceError::Axis { axis, ndim });
    }
    Ok(a as usize)
}

/// NumPy's pairwise summation (numpy/_core/src/umath/loops_utils.h.src).
pub fn pairwise_sum<T: Arith>(v: &[T]) -> T {
    let n = v.len();
    if n < 8 {
        let mut res = T::default();
        for &x in v {
            res = res.add(x);
        }
        res
    } else if n <= 128 {
        let mut r = [T::default(); 8];
        r.copy_from_slice(&v[..8]);
        let mut i = 8;
        while i < n - (n % 8) {
            for j in 0..8 {
                r[j] = r[j].add(v[i + j]);
            }
            i += 8;
        }
        let mut res = ((r[0].add(r[1])).add(r[2].add(r[3]))).add((r[4].add(r[5])).add(r[6].add(r[7])));
        while i < n {
            res = res.add(v[i]);
            i += 1;
        }
        res
    } else {
        let mut n2 = n / 2;
        n2 -= n2 % 8;
        pairwise_sum(&v[..n2]).add(pairwise_sum(&v[n2..]))
    }
}

/// The accumulator dtype NumPy uses for sum/prod/cumsum of `dtype`.
pub fn sum_dtype(dtype: DType) -> DType {
    match dtype.kind() {
        Kind::Bool | Kind::Signed => DType::I64,
        Kind::Unsigned => DType::U64,
        _ => dtype,
    }
}

pub fn mean_dtype(dtype: DType) -> DType {
    match dtype.kind() {
        Kind::Float | Kind::Complex => dtype,
        _ => DType::F64,
    }
}

/// Rows to reduce: the array with `axis` moved last, as (outer shape, rows of length n, pairwise?).
fn rows<T: BufferOf>(a: &HostArray, axis: Option<usize>) -> (Vec<usize>, usize, Vec<T>, bool) {
    match axis {
        None => {
            let v: Vec<T> = a.to_vec();
            (vec![], v.len(), v, true)
        }
        Some(ax) => {
            let mut perm: Vec<usize> = (0..a.ndim()).filter(|&i| i != ax).collect();
            perm.push(ax);
            let view = a.permute(&perm);
            let n = a.shape[ax];
            let outer: Vec<usize> = perm[..perm.len() - 1].iter().map(|&i| a.shape[i]).collect();
            let contiguous_axis = ax == a.ndim() - 1 && a.strides.last() == Some(&1);
            (outer, n, view.to_vec(), contiguous_axis)
        }
    }
}

fn keep(mut r: HostArray, a: &HostArray, axis: Option<usize>, keepdims: bool) -> HostArray {
    if keepdims {
        let shape: Vec<usize> = match axis {
            None => vec![1; a.ndim()],
            Some(ax) => a.shape.iter().enumerate().map(|(i, &d)| if i == ax { 1 } else { d }).collect(),
        };
        r = r.reshape(&shape.iter().map(|&d| d as i64).collect::<Vec<_>>()).unwrap_or(r);
    }
    r.scalar = r.shape.is_empty();
    r
}

fn sum_rows<T: BufferOf + Arith>(a: &HostArray, axis: Option<usize>) -> HostArray {
    if axis.is_none() && a.size() > 0 {
        // The whole array, read in place when it is already contiguous T.
        let total = crate::array::ufunc::with_operand(a, &a.shape, |v: &[T]| pairwise_sum(v));
        return HostArray::from_vec(vec![total], vec![]);
    }
    let (outer, n, v, pairwise) = rows::<T>(a, axis);
    let out: Vec<T> = if n == 0 {
        vec![T::default(); outer.iter().product()]
    } else {
        v.chunks(n).map(|row| if pairwise { pairwise_sum(row) } else { row.iter().fold(T::default(), |acc, &x| acc.add(x)) }).collect()
    };
    HostArray::from_vec(out, outer)
}

fn fold_rows<T: BufferOf + Arith, O: BufferOf>(a: &HostArray, axis: Option<usize>, f: impl Fn(&[T]) -> O) -> HostArray {
    let (outer, n, v, _) = rows::<T>(a, axis);
    let out: Vec<O> = if n == 0 { (0..outer.iter().product::<usize>()).map(|_| f(&[])).collect() } else { v.chunks(n).map(&f).collect() };
    HostArray::from_vec(out, outer)
}

fn extreme<T: Arith>(row: &[T], want_max: bool) -> T {
    let mut best = row[0];
    for &x in &row[1..] {
        if best.is_nan() {
            return best;
        }
        if x.is_nan() || (want_max && best.lt(x)) || (!want_max && x.lt(best)) {
            best = x;
        }
    }
    best
}

fn arg_extreme<T: Arith>(row: &[T], want_max: bool) -> i64 {
    let mut best = 0usize;
    for (i, &x) in row.iter().enumerate().skip(1) {
        if row[best].is_nan() {
            return best as i64;
        }
        if x.is_nan() || (want_max && row[best].lt(x)) || (!want_max && x.lt(row[best])) {
            best = i;
        }
    }
    best as i64
}

pub fn reduce(op: Reduce, a: &HostArray, axis: Option<i64>, keepdims: bool, ddof: f64) -> Result<HostArray, ReduceError> {
    let axis = match axis {
        Some(ax) => Some(normalize_axis(ax, a.ndim().max(1))?),
        None => None,
    };
    let axis = if a.ndim() == 0 { None } else { axis };
    let n = match axis {
        Some(ax) => a.shape[ax],
        None => a.size(),
    };
    let dtype = a.dtype();
    let r = match op {
        Reduce::Sum => with_dtype!(sum_dtype(dtype), T => sum_rows::<T>(a, axis)),
        Reduce::Prod => with_dtype!(sum_dtype(dtype), T => fold_rows::<T, T>(a, axis, |row| row.iter().fold(T::from_bool(true), |acc, &x| acc.mul(x)))),
        Reduce::Mean => {
            let md = mean_dtype(dtype);
            let s = with_dtype!(md, T => sum_rows::<T>(a, axis));
            divide_by(&s, n as f64, md)
        }
        Reduce::Var | Reduce::Std => {
            let md = mean_dtype(dtype);
            let mean = reduce(Reduce::Mean, a, axis.map(|x| x as i64), true, 0.0)?;
            let centered = crate::array::ufunc::binary(crate::array::ufunc::BinOp::Sub, &a.astype(md), &mean, md).map_err(|_| ReduceError::Empty("var"))?;
            let sq = with_dtype!(md, T => {
                let v: Vec<T> = centered.to_vec();
                HostArray::from_vec(v.into_iter().map(|x| x.mul(x)).collect::<Vec<T>>(), centered.shape.clone())
            });
            let s = with_dtype!(md, T => sum_rows::<T>(&sq, axis));
            let v = divide_by(&s, (n as f64 - ddof).max(0.0), md);
            if op == Reduce::Std {
                crate::array::ufunc::unary(crate::array::ufunc::UnaryOp::Sqrt, &v).unwrap_or(v)
            } else {
                v
            }
        }
        Reduce::Min | Reduce::Max => {
            if n == 0 {
                return Err(ReduceError::Empty(if op == Reduce::Min { "minimum" } else { "maximum" }));
            }
            let want_max = op == Reduce::Max;
            with_dtype!(dtype, T => fold_rows::<T, T>(a, axis, |row| extreme(row, want_max)))
        }
        Reduce::ArgMin | Reduce::ArgMax => {
            if n == 0 {
                return Err(ReduceError::EmptyArg(if op == Reduce::ArgMin { "argmin" } else { "argmax" }));
            }
            let want_max = op == Reduce::ArgMax;
            with_dtype!(dtype, T => fold_rows::<T, i64>(a, axis, |row| arg_extreme(row, want_max)))
        }
        Reduce::All => fold_rows::<bool, bool>(a, axis, |row| row.iter().all(|&x| x)),
        Reduce::Any => fold_rows::<bool, bool>(a, axis, |row| row.iter().any(|&x| x)),
    };
    Ok(keep(r, a, axis, keepdims))
}

fn divide_by(s: &HostArray, n: f64, dtype: DType) -> HostArray {
    match dtype {
        DType::F32 => {
            let v: Vec<f32> = s.to_vec();
            HostArray::from_vec(v.into_iter().map(|x| x / n as f32).collect::<Vec<f32>>(), s.shape.clone())
        }
        DType::F16 => {
            let v: Vec<f32> = s.to_vec();
            HostArray::from_vec(v.into_iter().map(|x| half::f16::from_f32(x / n as f32)).collect::<Vec<_>>(), s.shape.clone())
        }
        DType::C64 | DType::C128 => {
            let v: Vec<crate::array::elem::C64f> = s.to_vec();
            HostArray::from_vec(v.into_iter().map(|x| x / n).collect::<Vec<_>>(), s.shape.clone()).astype(dtype)
        }
        _ => {
            let v: Vec<f64> = s.to_vec();
            HostArray::from_vec(v.into_iter().map(|x| x / n).collect::<Vec<f64>>(), s.shape.clone())
        }
    }
}

/// `cumsum` / `cumprod` along an axis (or flattened).
pub fn accumulate(a: &HostArray, axis: Option<i64>, product: bool) -> Result<HostArray, ReduceError> {
    let dtype = sum_dtype(a.dtype());
    match axis {
        None => {
            let r = with_dtype!(dtype, T => {
                let v: Vec<T> = a.to_vec();
                let mut acc = if product { T::from_bool(true) } else { T::default() };
                let out: Vec<T> = v.into_iter().map(|x| { acc = if product { acc.mul(x) } else { acc.add(x) }; acc }).collect();
                let n = out.len();
                HostArray::from_vec(out, vec![n])
            });
            Ok(r)
        }
        Some(ax) => {
            let ax = normalize_axis(ax, a.ndim())?;
            let mut perm: Vec<usize> = (0..a.ndim()).filter(|&i| i != ax).collect();
            perm.push(ax);
            let view = a.permute(&perm);
            let n = a.shape[ax];
            let moved = with_dtype!(dtype, T => {
                let v: Vec<T> = view.to_vec();
                let mut out = Vec::with_capacity(v.len());
                for row in v.chunks(n.max(1)) {
                    let mut acc = if product { T::from_bool(true) } else { T::default() };
                    for &x in row {
                        acc = if product { acc.mul(x) } else { acc.add(x) };
                        out.push(acc);
                    }
                }
                HostArray::from_vec(out, view.shape.clone())
            });
            // Move the axis back where it was.
            let mut inverse = vec![0; perm.len()];
            for (i, &p) in perm.iter().enumerate() {
                inverse[p] = i;
            }
            Ok(moved.permute(&inverse).copy())
        }
    }
}
