//! `np.random`: the legacy global generator (`seed`, `rand`, `randn`, `random`, `random_sample`,
//! `uniform`, `normal`, `randint`, `poisson`), and `default_rng(seed)`'s `Generator` (`random`,
//! `uniform`, `integers`, `standard_normal`, `normal`, `standard_exponential`, `exponential`),
//! drawing in C order exactly as NumPy does.

use super::{as_array, wrap};
use crate::array::dtype::DType;
use crate::array::hostarray::HostArray;
use crate::array::random::{Mt19937, NarrowDraws, Pcg64, SeedSequence};
use crate::host::modules::{add_fn, new_module};
use crate::host::native::NativeObject;
use crate::host::value::{Args, Module, Value};
use crate::host::{raise, Interp, R};
use std::any::Any;
use std::cell::RefCell;
use std::rc::Rc;

thread_local! {
    static RNG: RefCell<Mt19937> = RefCell::new(Mt19937::new(
        std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.subsec_nanos() ^ d.as_secs() as u32).unwrap_or(5489),
    ));
}

fn with_rng<T>(f: impl FnOnce(&mut Mt19937) -> T) -> T {
    RNG.with(|r| f(&mut r.borrow_mut()))
}

/// `size=`: None (one value, a Python float or int), an int, or a tuple.
/// A `size=` argument's shape, checked against the memory limit before anything is drawn.
fn size_arg(interp: &mut Interp, v: Option<Value>) -> R<Option<Vec<usize>>> {
    let shape = size_arg_unchecked(interp, v)?;
    if let Some(s) = &shape {
        crate::array::memory_limit::check_array(s, crate::array::dtype::DType::F64)?;
    }
    Ok(shape)
}

fn size_arg_unchecked(interp: &mut Interp, v: Option<Value>) -> R<Option<Vec<usize>>> {
    match v {
        None | Some(Value::None) => Ok(None),
        Some(Value::Tuple(t)) => {
            let mut s = Vec::new();
            for d in t.iter() {
                s.push(interp.to_index(d)?.max(0) as usize);
            }
            Ok(Some(s))
        }
        Some(Value::List(l)) => {
            let items = l.borrow().clone();
            let mut s = Vec::new();
            for d in &items {
                s.push(interp.to_index(d)?.max(0) as usize);
            }
            Ok(Some(s))
        }
        Some(other) => Ok(Some(vec![interp.to_index(&other)?.max(0) as usize])),
    }
}

/// `n` draws, in chunks between which an interrupt is honoured (a large `size` takes seconds).
/// `fill(k, out)` appends k draws.
fn draws<T>(interp: &mut Interp, n: usize, mut fill: impl FnMut(usize, &mut Vec<T>)) -> R<Vec<T>> {
    const CHUNK: usize = 1 << 20;
    let mut v = Vec::with_capacity(n);
    while v.len() < n {
        interp.check_interrupt()?;
        let k = (n - v.len()).min(CHUNK);
        fill(k, &mut v);
    }
    Ok(v)
}

fn floats(interp: &mut Interp, shape: Option<Vec<usize>>, mut draw: impl FnMut(&mut Mt19937) -> f64) -> R<Value> {
    Ok(match shape {
        None => Value::Float(with_rng(|r| draw(r))),
        Some(shape) => {
            let n: usize = shape.iter().product();
            let v: Vec<f64> = draws(interp, n, |k, out| with_rng(|r| out.extend((0..k).map(|_| draw(r)))))?;
            wrap(HostArray::from_vec(v, shape))
        }
    })
}

fn dims(interp: &mut Interp, args: &Args) -> R<Option<Vec<usize>>> {
    if args.pos.is_empty() {
        return Ok(None);
    }
    let mut s = Vec::new();
    for d in &args.pos {
        s.push(interp.to_index(d)?.max(0) as usize);
    }
    crate::array::memory_limit::check_array(&s, crate::array::dtype::DType::F64)?;
    Ok(Some(s))
}

fn kw_or(args: &mut Args, i: usize, name: &str) -> Option<Value> {
    args.take_kw(name).or_else(|| args.pos.get(i).cloned())
}

fn r_seed(interp: &mut Interp, mut args: Args) -> R<Value> {
    match kw_or(&mut args, 0, "seed") {
        None | Some(Value::None) => {
            let s = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.subsec_nanos()).unwrap_or(0);
            with_rng(|r| r.seed(s));
        }
        Some(v) => {
            let seed = match &v {
                Value::Int(i) => {
                    if i.is_negative() || i.bit_length() > 32 {
                        return Err(raise("ValueError", "Seed must be between 0 and 2**32 - 1"));
                    }
                    i.as_i64().unwrap_or(0) as u32
                }
                other => interp.to_index(other)? as u32,
            };
            with_rng(|r| r.seed(seed));
        }
    }
    Ok(Value::None)
}

fn r_rand(interp: &mut Interp, args: Args) -> R<Value> {
    let shape = dims(interp, &args)?;
    floats(interp, shape, |r| r.random())
}

fn r_randn(interp: &mut Interp, args: Args) -> R<Value> {
    let shape = dims(interp, &args)?;
    floats(interp, shape, |r| r.gauss())
}

fn r_standard_normal(interp: &mut Interp, mut args: Args) -> R<Value> {
    let shape = size_arg(interp, kw_or(&mut args, 0, "size"))?;
    floats(interp, shape, |r| r.gauss())
}

fn r_random(interp: &mut Interp, mut args: Args) -> R<Value> {
    let shape = size_arg(interp, kw_or(&mut args, 0, "size"))?;
    floats(interp, shape, |r| r.random())
}

fn float_param(interp: &mut Interp, v: Option<Value>, default: f64) -> R<f64> {
    match v {
        None => Ok(default),
        Some(v) => match as_array(&v) {
            Some(a) if a.size() == 1 => Ok(a.get_flat::<f64>(0)),
            Some(_) => Err(raise("NotImplementedError", "cudalab's np.random takes scalar parameters")),
            None => interp.to_float(&v),
        },
    }
}

fn r_uniform(interp: &mut Interp, mut args: Args) -> R<Value> {
    let low = float_param(interp, kw_or(&mut args, 0, "low"), 0.0)?;
    let high = float_param(interp, kw_or(&mut args, 1, "high"), 1.0)?;
    let shape = size_arg(interp, kw_or(&mut args, 2, "size"))?;
    let range = high - low;
    floats(interp, shape, |r| low + range * r.random())
}

fn r_normal(interp: &mut Interp, mut args: Args) -> R<Value> {
    let loc = float_param(interp, kw_or(&mut args, 0, "loc"), 0.0)?;
    let scale = float_param(interp, kw_or(&mut args, 1, "scale"), 1.0)?;
    if scale < 0.0 {
        return Err(raise("ValueError", "scale < 0"));
    }
    let shape = size_arg(interp, kw_or(&mut args, 2, "size"))?;
    floats(interp, shape, |r| loc + scale * r.gauss())
}

fn r_randint(interp: &mut Interp, mut args: Args) -> R<Value> {
    let low = kw_or(&mut args, 0, "low").ok_or_else(|| raise("TypeError", "randint() missing required argument 'low'"))?;
    let high = kw_or(&mut args, 1, "high");
    let shape = size_arg(interp, kw_or(&mut args, 2, "size"))?;
    let dtype_value = args.take_kw("dtype");
    let python_type = match &dtype_value {
        None => Some("int"),
        Some(Value::Type(t)) if t.class.is_none() && matches!(&*t.name, "int" | "bool") => Some(if &*t.name == "bool" { "bool" } else { "int" }),
        _ => None,
    };
    let dtype = match &dtype_value {
        Some(v) => super::dtype_arg(interp, v)?.unwrap_or(DType::I64),
        None => DType::I64,
    };
    let (lo, hi) = match high {
        None | Some(Value::None) => (0, interp.to_index(&low)?),
        Some(h) => (interp.to_index(&low)?, interp.to_index(&h)?),
    };
    check_int_bounds(dtype, lo, hi.saturating_sub(1))?;
    if lo >= hi {
        return Err(raise("ValueError", "low >= high"));
    }
    let rng = (hi - 1).wrapping_sub(lo) as u64;
    // Bool, 8- and 16-bit dtypes draw pieces of 32-bit words, by masked rejection.
    let mut narrow = narrow_bits(dtype).map(NarrowDraws::new);
    let mut one = |r: &mut Mt19937| match narrow.as_mut() {
        Some(nd) => lo.wrapping_add(nd.bounded(rng as u32, true, &mut || r.next_u32()) as i64),
        None => lo.wrapping_add(r.bounded(rng) as i64),
    };
    match shape {
        // One value: a Python int (or bool) for Python's types, else a NumPy scalar.
        None => {
            let v = with_rng(&mut one);
            Ok(match python_type {
                Some("bool") => Value::Bool(v != 0),
                Some(_) => Value::int(v),
                None => {
                    let mut s = HostArray::from_vec(vec![v], vec![]).astype(dtype);
                    s.scalar = true;
                    wrap(s)
                }
            })
        }
        Some(shape) => {
            let n: usize = shape.iter().product();
            let v: Vec<i64> = draws(interp, n, |k, out| with_rng(|r| out.extend((0..k).map(|_| one(r)))))?;
            Ok(wrap(HostArray::from_vec(v, shape).astype(dtype)))
        }
    }
}

/// The piece width NumPy draws a dtype's bounded integers in: 1 bit (bool), 8 or 16 bits;
/// `None` for 32- and 64-bit dtypes, which take whole words.
fn narrow_bits(d: DType) -> Option<u32> {
    match d {
        DType::Bool => Some(1),
        DType::I8 | DType::U8 => Some(8),
        DType::I16 | DType::U16 => Some(16),
        _ => None,
    }
}

/// The lowest and the highest (inclusive) value asked for, against the dtype's range, with
/// NumPy's messages (the low bound checked first).
fn check_int_bounds(d: DType, lo: i64, hi: i64) -> R<()> {
    let (min, max) = if d == DType::Bool { (0, 1) } else { super::int_range(d) };
    if (lo as i128) < min {
        return Err(raise("ValueError", format!("low is out of bounds for {}", d.name())));
    }
    if (hi as i128) > max {
        return Err(raise("ValueError", format!("high is out of bounds for {}", d.name())));
    }
    Ok(())
}

/// `a` with its rows (first axis) taken in `order` (any length), a new array.
fn rows_in(a: &HostArray, order: &[usize]) -> R<HostArray> {
    let mut shape = a.shape.clone();
    if let Some(first) = shape.first_mut() {
        *first = order.len();
    }
    crate::array::memory_limit::check_array(&shape, a.dtype())?;
    let out = HostArray::zeros(a.dtype(), shape);
    for (k, &src) in order.iter().enumerate() {
        let (mut to, mut from) = (out.clone(), a.clone());
        to.shape.remove(0);
        to.strides.remove(0);
        to.offset = (out.offset as isize + k as isize * out.strides[0]) as usize;
        from.shape.remove(0);
        from.strides.remove(0);
        from.offset = (a.offset as isize + src as isize * a.strides[0]) as usize;
        to.assign(&from).map_err(|e| raise("ValueError", e.to_string()))?;
    }
    Ok(out)
}

/// Legacy `choice`: bounded draws (`randint`) with replacement, a permutation's head without,
/// and a cdf searched with `random_sample` draws when `p` is given.
/// The messages of one `choice`'s checks of `p`: the legacy and the Generator texts differ.
struct ProbabilityMessages {
    size: &'static str,
    nan: &'static str,
    negative: &'static str,
    sum: &'static str,
}

const LEGACY_P: ProbabilityMessages = ProbabilityMessages {
    size: "'a' and 'p' must have same size",
    nan: "probabilities contain NaN",
    negative: "probabilities are not non-negative",
    sum: "probabilities do not sum to 1",
};

const GENERATOR_P: ProbabilityMessages = ProbabilityMessages {
    size: "a and p must have same size",
    nan: "Probabilities contain NaN",
    negative: "Probabilities are not non-negative",
    sum: "Probabilities do not sum to 1. See Notes section of docstring for more information.",
};

/// `choice`'s `p` for a pool of `pop`, checked as both NumPy generators check it: 1-D, as long
/// as the pool, no NaN (in the Kahan sum), none negative, a total within `sqrt(eps)` of 1
/// (the larger eps of a float32 or float16 `p`).
fn checked_probabilities(interp: &mut Interp, pv: &Value, pop: usize, msg: &ProbabilityMessages) -> R<Vec<f64>> {
    let pa = match super::as_array(pv) {
        Some(x) => x.clone(),
        None => super::to_array(interp, pv, None)?,
    };
    if pa.ndim() != 1 {
        return Err(raise("ValueError", "p must be 1-dimensional"));
    }
    if pa.shape[0] != pop {
        return Err(raise("ValueError", msg.size));
    }
    let probs: Vec<f64> = pa.to_vec();
    let total = kahan_sum(&probs);
    if total.is_nan() {
        return Err(raise("ValueError", msg.nan));
    }
    if probs.iter().any(|&q| q < 0.0) {
        return Err(raise("ValueError", msg.negative));
    }
    let mut atol = f64::EPSILON.sqrt();
    if pa.dtype().kind() == crate::array::dtype::Kind::Float && pa.dtype() != DType::F64 {
        atol = atol.max(if pa.dtype() == DType::F32 { (f32::EPSILON as f64).sqrt() } else { (half::f16::EPSILON.to_f64()).sqrt() });
    }
    if (total - 1.0).abs() > atol {
        return Err(raise("ValueError", msg.sum));
    }
    Ok(probs)
}

fn r_choice(interp: &mut Interp, mut args: Args) -> R<Value> {
    let a = kw_or(&mut args, 0, "a").ok_or_else(|| raise("TypeError", "choice() missing required argument 'a'"))?;
    let shape = size_arg(interp, kw_or(&mut args, 1, "size"))?;
    let replace = match kw_or(&mut args, 2, "replace") {
        Some(v) => interp.truthy(&v)?,
        None => true,
    };
    let p = kw_or(&mut args, 3, "p").filter(|v| !v.is_none());
    let pool = match &a {
        Value::Int(_) | Value::Bool(_) => None,
        other => Some(match super::as_array(other) {
            Some(x) => x.clone(),
            None => super::to_array(interp, other, None)?,
        }),
    };
    let pop = match &pool {
        None => {
            let n = interp.to_index(&a)?;
            if n <= 0 && shape.as_ref().is_none_or(|s| s.iter().product::<usize>() > 0) {
                return Err(raise("ValueError", "a must be greater than 0 unless no samples are taken"));
            }
            n.max(0) as usize
        }
        Some(x) => {
            if x.ndim() != 1 {
                return Err(raise("ValueError", "a must be 1-dimensional"));
            }
            if x.shape[0] == 0 && shape.as_ref().is_none_or(|s| s.iter().product::<usize>() > 0) {
                return Err(raise("ValueError", "'a' cannot be empty unless no samples are taken"));
            }
            x.shape[0]
        }
    };
    let n: usize = shape.as_ref().map_or(1, |s| s.iter().product());
    let idx: Vec<i64> = match (&p, replace) {
        (Some(pv), true) => {
            let probs = checked_probabilities(interp, pv, pop, &LEGACY_P)?;
            let mut cdf = Vec::with_capacity(pop);
            let mut acc = 0.0;
            for q in &probs {
                acc += q;
                cdf.push(acc);
            }
            let last = cdf.last().copied().unwrap_or(1.0);
            cdf.iter_mut().for_each(|c| *c /= last);
            let u: Vec<f64> = draws(interp, n, |k, out| with_rng(|r| out.extend((0..k).map(|_| r.random()))))?;
            u.iter().map(|&x| cdf.partition_point(|&c| c <= x) as i64).collect()
        }
        (Some(_), false) => return Err(raise("NotImplementedError", "cudalab's np.random.choice does not take p= with replace=False")),
        (None, true) => draws(interp, n, |k, out| with_rng(|r| out.extend((0..k).map(|_| r.bounded(pop as u64 - 1) as i64))))?,
        (None, false) => {
            if n > pop {
                return Err(raise("ValueError", "Cannot take a larger sample than population when 'replace=False'"));
            }
            with_rng(|r| r.shuffle_order(pop)).into_iter().take(n).map(|i| i as i64).collect()
        }
    };
    match (pool, shape) {
        (None, None) => Ok(Value::int(idx[0])),
        (None, Some(shape)) => Ok(wrap(HostArray::from_vec(idx, shape))),
        (Some(x), shape) => {
            let order: Vec<usize> = idx.iter().map(|&i| i as usize).collect();
            let picked = rows_in_order(&x, &order)?;
            match shape {
                None => {
                    let mut s = picked.reshape(&[]).map_err(|e| raise("ValueError", e.to_string()))?;
                    s.scalar = true;
                    Ok(wrap(s))
                }
                Some(shape) => {
                    let spec: Vec<i64> = shape.iter().map(|&d| d as i64).collect();
                    Ok(wrap(picked.reshape(&spec).map_err(|e| raise("ValueError", e.to_string()))?))
                }
            }
        }
    }
}

/// The elements of 1-D `a` at `order` (any length), a new array.
fn rows_in_order(a: &HostArray, order: &[usize]) -> R<HostArray> {
    let out = HostArray::zeros(a.dtype(), vec![order.len()]);
    for (k, &src) in order.iter().enumerate() {
        let (mut to, mut from) = (out.clone(), a.clone());
        to.shape.clear();
        to.strides.clear();
        to.offset = (out.offset as isize + k as isize * out.strides[0]) as usize;
        from.shape.clear();
        from.strides.clear();
        from.offset = (a.offset as isize + src as isize * a.strides[0]) as usize;
        to.assign(&from).map_err(|e| raise("ValueError", e.to_string()))?;
    }
    Ok(out)
}

fn r_shuffle(_interp: &mut Interp, mut args: Args) -> R<Value> {
    let x = kw_or(&mut args, 0, "x").ok_or_else(|| raise("TypeError", "shuffle() missing required argument 'x'"))?;
    let Some(a) = super::as_array(&x).filter(|a| !a.scalar) else {
        return Err(raise("NotImplementedError", "cudalab's np.random.shuffle takes an ndarray x (not a list or scalar)"));
    };
    if a.ndim() == 0 {
        return Err(raise("TypeError", "len() of unsized object"));
    }
    if a.is_readonly() {
        return Err(raise("ValueError", "array is read-only"));
    }
    let order = with_rng(|r| r.shuffle_order(a.shape[0]));
    let shuffled = rows_in(a, &order)?;
    a.assign(&shuffled).map_err(|e| raise("ValueError", e.to_string()))?;
    Ok(Value::None)
}

fn r_permutation(interp: &mut Interp, mut args: Args) -> R<Value> {
    let x = kw_or(&mut args, 0, "x").ok_or_else(|| raise("TypeError", "permutation() missing required argument 'x'"))?;
    let a = match &x {
        Value::Int(_) | Value::Bool(_) => {
            let n = interp.to_index(&x)?;
            let n = usize::try_from(n).map_err(|_| raise("ValueError", "negative dimensions are not allowed"))?;
            HostArray::from_vec((0..n as i64).collect::<Vec<i64>>(), vec![n])
        }
        other => match super::as_array(other) {
            Some(a) => a.clone(),
            None => super::to_array(interp, other, None)?,
        },
    };
    if a.ndim() == 0 {
        return Err(raise("IndexError", "x must be an integer or at least 1-dimensional"));
    }
    let order = with_rng(|r| r.shuffle_order(a.shape[0]));
    Ok(wrap(rows_in(&a, &order)?))
}

fn r_poisson(interp: &mut Interp, mut args: Args) -> R<Value> {
    let lam = float_param(interp, kw_or(&mut args, 0, "lam"), 1.0)?;
    check_lam(lam)?;
    let shape = size_arg(interp, kw_or(&mut args, 1, "size"))?;
    int_draws(interp, shape, || with_rng(|r| r.poisson(lam)))
}

/// NumPy's limits on a Poisson rate (both generators): beyond POISSON_LAM_MAX a draw overflows
/// int64.
fn check_lam(lam: f64) -> R<()> {
    let lam_max = i64::MAX as f64 - (i64::MAX as f64).sqrt() * 10.0;
    if lam.is_nan() || lam < 0.0 {
        return Err(raise("ValueError", "lam < 0 or lam is NaN"));
    }
    if lam > lam_max {
        return Err(raise("ValueError", "lam value too large"));
    }
    Ok(())
}

/// Integer draws: a Python int for `size=None` (as NumPy returns), else an int64 array.
fn int_draws(interp: &mut Interp, shape: Option<Vec<usize>>, mut draw: impl FnMut() -> i64) -> R<Value> {
    match shape {
        None => Ok(Value::int(draw())),
        Some(shape) => {
            let n: usize = shape.iter().product();
            let v: Vec<i64> = draws(interp, n, |k, out| out.extend((0..k).map(|_| draw())))?;
            Ok(wrap(HostArray::from_vec(v, shape)))
        }
    }
}

/// A `dtype=` for the float draws: float64 (the default) or float32, else NumPy's TypeError.
fn float_dtype(interp: &mut Interp, v: Option<Value>, method: &str) -> R<DType> {
    let dtype = match v {
        Some(v) => super::dtype_arg(interp, &v)?.unwrap_or(DType::F64),
        None => DType::F64,
    };
    match dtype {
        DType::F64 | DType::F32 => Ok(dtype),
        other => Err(raise("TypeError", format!("Unsupported dtype dtype('{}') for {method}", other.name()))),
    }
}

fn no_out(out: Option<Value>, method: &str) -> R<()> {
    match out {
        None | Some(Value::None) => Ok(()),
        Some(_) => Err(raise("NotImplementedError", format!("cudalab's Generator.{method} takes no out= array; assign the result instead"))),
    }
}

/// Draws of one float type: a Python float for `size=None` (as NumPy returns), else an array.
fn float_draws<T: crate::array::elem::BufferOf + Into<f64>>(interp: &mut Interp, shape: Option<Vec<usize>>, mut draw: impl FnMut() -> T) -> R<Value> {
    Ok(match shape {
        None => Value::Float(draw().into()),
        Some(shape) => {
            let n: usize = shape.iter().product();
            let v: Vec<T> = draws(interp, n, |k, out| out.extend((0..k).map(|_| draw())))?;
            wrap(HostArray::from_vec(v, shape))
        }
    })
}

/// A distribution's parameter as NumPy's `cont` takes it: a number (or 0-d array), or an
/// array-like that broadcasts against the other parameters and `size`.
enum Param {
    Scalar(f64),
    Array(HostArray),
}

fn dist_param(interp: &mut Interp, v: Option<Value>, default: f64) -> R<Param> {
    let Some(v) = v else { return Ok(Param::Scalar(default)) };
    let a = match &v {
        Value::Bool(_) | Value::Int(_) | Value::Float(_) => return Ok(Param::Scalar(interp.to_float(&v)?)),
        _ => super::to_array(interp, &v, Some(DType::F64))?,
    };
    Ok(if a.ndim() == 0 { Param::Scalar(a.get_flat::<f64>(0)) } else { Param::Array(a) })
}

impl Param {
    /// NumPy's CONS_NON_NEGATIVE: a set sign bit (-0.0 included) is refused, NaN passes.
    fn check_non_negative(&self, name: &str) -> R<()> {
        let bad = |x: f64| !x.is_nan() && x.is_sign_negative();
        let refused = match self {
            Param::Scalar(x) => bad(*x),
            Param::Array(a) => a.to_vec::<f64>().into_iter().any(bad),
        };
        if refused {
            return Err(raise("ValueError", format!("{name} < 0")));
        }
        Ok(())
    }
}

/// The shape NumPy's multi-iterator gives `shapes`, or its "shape mismatch" error naming the
/// two arguments that disagree.
fn broadcast_all(shapes: &[&[usize]]) -> R<Vec<usize>> {
    let nd = shapes.iter().map(|s| s.len()).max().unwrap_or(0);
    let mut out = vec![1usize; nd];
    let mut setter: Vec<Option<usize>> = vec![None; nd];
    for i in 0..nd {
        for (j, s) in shapes.iter().enumerate() {
            if i + s.len() < nd {
                continue;
            }
            let d = s[i + s.len() - nd];
            if d == 1 {
                continue;
            }
            match setter[i] {
                None => {
                    out[i] = d;
                    setter[i] = Some(j);
                }
                Some(k) if out[i] != d => {
                    return Err(raise(
                        "ValueError",
                        format!(
                            "shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is between arg {k} with shape {} and arg {j} with shape {}.",
                            crate::array::hostarray::shape_tuple(shapes[k]),
                            crate::array::hostarray::shape_tuple(s)
                        ),
                    ));
                }
                Some(_) => {}
            }
        }
    }
    Ok(out)
}

/// NumPy's `cont`: with scalar parameters, `f` on each draw (a Python float for `size=None`);
/// with array parameters, the parameters broadcast to `size` (or to each other when `size` is
/// None) and one draw per element in C order.
fn param_draws(interp: &mut Interp, size: Option<Vec<usize>>, params: &[&Param], mut f: impl FnMut(&[f64]) -> f64) -> R<Value> {
    let scalars: Vec<f64> = params.iter().filter_map(|p| if let Param::Scalar(x) = p { Some(*x) } else { None }).collect();
    if scalars.len() == params.len() {
        return float_draws(interp, size, || f(&scalars));
    }
    let param_shapes: Vec<Vec<usize>> = params
        .iter()
        .map(|p| match p {
            Param::Array(a) => a.shape.clone(),
            Param::Scalar(_) => vec![],
        })
        .collect();
    let shape = match size {
        Some(size) => {
            let mut all: Vec<&[usize]> = vec![&size];
            all.extend(param_shapes.iter().map(|s| s.as_slice()));
            let it = broadcast_all(&all)?;
            if it != size {
                return Err(raise(
                    "ValueError",
                    format!(
                        "Output size {} is not compatible with broadcast dimensions of inputs {}.",
                        crate::array::hostarray::shape_tuple(&size),
                        crate::array::hostarray::shape_tuple(&it)
                    ),
                ));
            }
            size
        }
        None => broadcast_all(&param_shapes.iter().map(|s| s.as_slice()).collect::<Vec<_>>())?,
    };
    crate::array::memory_limit::check_array(&shape, DType::F64)?;
    let columns: Vec<Vec<f64>> = params
        .iter()
        .map(|p| match p {
            Param::Array(a) => a.broadcast_vec::<f64>(&shape),
            Param::Scalar(x) => vec![*x],
        })
        .collect();
    let n: usize = shape.iter().product();
    let mut vals = vec![0.0; params.len()];
    let mut i = 0usize;
    let v: Vec<f64> = draws(interp, n, |k, out| {
        for _ in 0..k {
            for (slot, c) in vals.iter_mut().zip(&columns) {
                *slot = if c.len() == 1 { c[0] } else { c[i] };
            }
            out.push(f(&vals));
            i += 1;
        }
    })?;
    Ok(wrap(HostArray::from_vec(v, shape)))
}

/// `np.random.default_rng(seed)`: a `Generator` over PCG64, seeded through `SeedSequence`.
pub struct Generator {
    rng: RefCell<Pcg64>,
}

fn entropy_words(interp: &mut Interp, seed: Option<Value>) -> R<Vec<u32>> {
    match seed {
        None | Some(Value::None) => {
            let t = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_nanos()).unwrap_or(0);
            Ok(vec![t as u32, (t >> 32) as u32, (t >> 64) as u32, std::process::id()])
        }
        Some(Value::Int(i)) => {
            if i.is_negative() {
                return Err(raise("ValueError", "expected non-negative integer"));
            }
            let big = i.to_big();
            let (_, mut words) = big.to_u32_digits();
            if words.is_empty() {
                words.push(0);
            }
            Ok(words)
        }
        Some(other) => match as_array(&other) {
            Some(a) if a.ndim() == 0 && a.dtype().is_integer() => Ok(vec![a.get_flat::<u64>(0) as u32, (a.get_flat::<u64>(0) >> 32) as u32]).map(|mut w| {
                if w[1] == 0 {
                    w.pop();
                }
                w
            }),
            _ => Err(raise("TypeError", format!("cudalab's default_rng takes an int seed or None, not {}", interp.type_name(&other)))),
        },
    }
}

fn r_default_rng(interp: &mut Interp, mut args: Args) -> R<Value> {
    let seed = kw_or(&mut args, 0, "seed");
    let words = entropy_words(interp, seed)?;
    let rng = Pcg64::from_seed_sequence(&SeedSequence::new(&words));
    Ok(Value::Native(Rc::new(Generator { rng: RefCell::new(rng) })))
}

impl NativeObject for Generator {
    fn type_name(&self) -> &str {
        "numpy.random.Generator"
    }
    fn repr(&self) -> String {
        "Generator(PCG64)".into()
    }
    fn call_method(&self, interp: &mut Interp, name: &str, mut args: Args) -> R<Option<Value>> {
        let floats = |interp: &mut Interp, shape: Option<Vec<usize>>, rng: &RefCell<Pcg64>, f: &dyn Fn(f64) -> f64| -> R<Value> {
            let mut r = rng.borrow_mut();
            Ok(match shape {
                None => Value::Float(f(r.random())),
                Some(shape) => {
                    let n: usize = shape.iter().product();
                    let v: Vec<f64> = draws(interp, n, |k, out| out.extend((0..k).map(|_| f(r.random()))))?;
                    wrap(HostArray::from_vec(v, shape))
                }
            })
        };
        Ok(Some(match name {
            "random" => {
                let shape = size_arg(interp, kw_or(&mut args, 0, "size"))?;
                let dtype = float_dtype(interp, kw_or(&mut args, 1, "dtype"), "random")?;
                no_out(kw_or(&mut args, 2, "out"), "random")?;
                if dtype == DType::F32 {
                    let mut r = self.rng.borrow_mut();
                    return float_draws(interp, shape, || r.random_f32()).map(Some);
                }
                floats(interp, shape, &self.rng, &|x| x)?
            }
            "uniform" => {
                let low = float_param(interp, kw_or(&mut args, 0, "low"), 0.0)?;
                let high = float_param(interp, kw_or(&mut args, 1, "high"), 1.0)?;
                let shape = size_arg(interp, kw_or(&mut args, 2, "size"))?;
                let range = high - low;
                floats(interp, shape, &self.rng, &move |x| low + range * x)?
            }
            "integers" => {
                let low = kw_or(&mut args, 0, "low").ok_or_else(|| raise("TypeError", "integers() missing required argument 'low'"))?;
                let high = kw_or(&mut args, 1, "high");
                let shape = size_arg(interp, kw_or(&mut args, 2, "size"))?;
                let dtype = match kw_or(&mut args, 3, "dtype") {
                    Some(v) => super::dtype_arg(interp, &v)?.unwrap_or(DType::I64),
                    None => DType::I64,
                };
                let endpoint = match kw_or(&mut args, 4, "endpoint") {
                    Some(v) => interp.truthy(&v)?,
                    None => false,
                };
                let (lo, hi) = match high {
                    None | Some(Value::None) => (0, interp.to_index(&low)?),
                    Some(h) => (interp.to_index(&low)?, interp.to_index(&h)?),
                };
                let hi = if endpoint { hi } else { hi.saturating_sub(1) };
                check_int_bounds(dtype, lo, hi)?;
                if lo > hi {
                    return Err(raise("ValueError", if endpoint { "low > high" } else { "low >= high" }));
                }
                let rng = hi.wrapping_sub(lo) as u64;
                let n = shape.as_ref().map(|s| s.iter().product()).unwrap_or(1);
                // Bool, 8- and 16-bit dtypes draw pieces of 32-bit words, by Lemire's method.
                let draws: Vec<u64> = match narrow_bits(dtype) {
                    Some(bits) => {
                        let mut nd = NarrowDraws::new(bits);
                        let mut r = self.rng.borrow_mut();
                        (0..n).map(|_| nd.bounded(rng as u32, false, &mut || r.next_u32()) as u64).collect()
                    }
                    None => self.rng.borrow_mut().fill_bounded(rng, n),
                };
                let v: Vec<i64> = draws.into_iter().map(|d| lo.wrapping_add(d as i64)).collect();
                match shape {
                    None => {
                        let mut s = HostArray::from_vec(v, vec![]).astype(dtype);
                        s.scalar = true;
                        wrap(s)
                    }
                    Some(shape) => wrap(HostArray::from_vec(v, shape).astype(dtype)),
                }
            }
            "choice" => gen_choice(interp, &self.rng, args)?,
            "shuffle" => gen_shuffle(interp, &self.rng, args)?,
            "permutation" => gen_permutation(interp, &self.rng, args)?,
            "standard_normal" => {
                let shape = size_arg(interp, kw_or(&mut args, 0, "size"))?;
                let dtype = float_dtype(interp, kw_or(&mut args, 1, "dtype"), "standard_normal")?;
                no_out(kw_or(&mut args, 2, "out"), "standard_normal")?;
                let mut r = self.rng.borrow_mut();
                match dtype {
                    DType::F32 => float_draws(interp, shape, || r.standard_normal_f32())?,
                    _ => float_draws(interp, shape, || r.standard_normal())?,
                }
            }
            "standard_exponential" => {
                let shape = size_arg(interp, kw_or(&mut args, 0, "size"))?;
                let dtype = float_dtype(interp, kw_or(&mut args, 1, "dtype"), "standard_exponential")?;
                // NumPy takes any method other than 'zig' as 'inv'.
                let zig = match kw_or(&mut args, 2, "method") {
                    None => true,
                    Some(Value::Str(m)) => &*m == "zig",
                    Some(_) => false,
                };
                no_out(kw_or(&mut args, 3, "out"), "standard_exponential")?;
                let mut r = self.rng.borrow_mut();
                match (dtype, zig) {
                    (DType::F32, true) => float_draws(interp, shape, || r.standard_exponential_f32())?,
                    (DType::F32, false) => float_draws(interp, shape, || r.standard_exponential_inv_f32())?,
                    (_, true) => float_draws(interp, shape, || r.standard_exponential())?,
                    (_, false) => float_draws(interp, shape, || r.standard_exponential_inv())?,
                }
            }
            "normal" => {
                let loc = dist_param(interp, kw_or(&mut args, 0, "loc"), 0.0)?;
                let scale = dist_param(interp, kw_or(&mut args, 1, "scale"), 1.0)?;
                scale.check_non_negative("scale")?;
                let size = size_arg(interp, kw_or(&mut args, 2, "size"))?;
                let mut r = self.rng.borrow_mut();
                param_draws(interp, size, &[&loc, &scale], |p| p[0] + p[1] * r.standard_normal())?
            }
            "poisson" => {
                let lam = match dist_param(interp, kw_or(&mut args, 0, "lam"), 1.0)? {
                    Param::Scalar(lam) => lam,
                    Param::Array(_) => {
                        return Err(raise("NotImplementedError", "cudalab's Generator.poisson takes one rate lam (a number), not an array of rates"))
                    }
                };
                check_lam(lam)?;
                let shape = size_arg(interp, kw_or(&mut args, 1, "size"))?;
                let mut r = self.rng.borrow_mut();
                int_draws(interp, shape, || crate::array::random::poisson(lam, || r.random()))?
            }
            "exponential" => {
                let scale = dist_param(interp, kw_or(&mut args, 0, "scale"), 1.0)?;
                scale.check_non_negative("scale")?;
                let size = size_arg(interp, kw_or(&mut args, 1, "size"))?;
                let mut r = self.rng.borrow_mut();
                param_draws(interp, size, &[&scale], |p| p[0] * r.standard_exponential())?
            }
            _ => return Ok(None),
        }))
    }
    fn dir(&self) -> Vec<String> {
        ["choice", "exponential", "integers", "normal", "permutation", "poisson", "random", "shuffle", "standard_exponential", "standard_normal", "uniform"]
            .iter()
            .map(|s| s.to_string())
            .collect()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

pub fn module() -> Rc<Module> {
    let m = new_module("numpy.random", "NumPy's legacy random generator (MT19937), number for number.");
    add_fn(&m, "seed", r_seed, "seed(seed=None)", "Reseed the legacy global generator.");
    add_fn(&m, "rand", r_rand, "rand(d0, d1, ..., dn)", "Random values in [0, 1) of the given shape.");
    add_fn(&m, "randn", r_randn, "randn(d0, d1, ..., dn)", "Samples from the standard normal distribution.");
    add_fn(&m, "standard_normal", r_standard_normal, "standard_normal(size=None)", "Draw samples from a standard normal distribution (mean 0, stdev 1).");
    add_fn(&m, "random", r_random, "random(size=None)", "Return random floats in the half-open interval [0.0, 1.0).");
    add_fn(&m, "random_sample", r_random, "random_sample(size=None)", "Return random floats in the half-open interval [0.0, 1.0).");
    add_fn(&m, "sample", r_random, "sample(size=None)", "An alias of random_sample: random floats in [0.0, 1.0).");
    add_fn(&m, "ranf", r_random, "ranf(size=None)", "An alias of random_sample: random floats in [0.0, 1.0).");
    add_fn(&m, "uniform", r_uniform, "uniform(low=0.0, high=1.0, size=None)", "Draw samples from a uniform distribution.");
    add_fn(&m, "normal", r_normal, "normal(loc=0.0, scale=1.0, size=None)", "Draw random samples from a normal (Gaussian) distribution.");
    add_fn(&m, "randint", r_randint, "randint(low, high=None, size=None, dtype=int)", "Return random integers from low (inclusive) to high (exclusive).");
    add_fn(&m, "choice", r_choice, "choice(a, size=None, replace=True, p=None)", "Generates a random sample from a given 1-D array.");
    add_fn(&m, "shuffle", r_shuffle, "shuffle(x)", "Modify an array in place by shuffling its contents along the first axis.");
    add_fn(&m, "permutation", r_permutation, "permutation(x)", "Randomly permute a sequence, or return a permuted range.");
    add_fn(&m, "poisson", r_poisson, "poisson(lam=1.0, size=None)", "Draw samples from a Poisson distribution.");
    add_fn(
        &m,
        "default_rng",
        r_default_rng,
        "default_rng(seed=None)",
        "A Generator over PCG64 (random, uniform, integers, standard_normal, normal, standard_exponential, exponential), NumPy's numbers for the same seed.",
    );
    m
}

/// `axis=` of the Generator's shuffling methods: only the first axis is supported.
fn first_axis_only(interp: &mut Interp, v: Option<Value>, method: &str) -> R<()> {
    match v {
        None => Ok(()),
        Some(v) if interp.to_index(&v)? == 0 => Ok(()),
        Some(_) => Err(raise("NotImplementedError", format!("cudalab's Generator.{method} takes only axis=0 yet"))),
    }
}

/// `Generator.shuffle(x)`: an ndarray's rows or a list's items, in place, in NumPy's order.
fn gen_shuffle(interp: &mut Interp, rng: &RefCell<Pcg64>, mut args: Args) -> R<Value> {
    let x = kw_or(&mut args, 0, "x").ok_or_else(|| raise("TypeError", "shuffle() missing required argument 'x' (pos 1)"))?;
    first_axis_only(interp, kw_or(&mut args, 1, "axis"), "shuffle")?;
    if let Value::List(items) = &x {
        let n = items.borrow().len();
        let order = rng.borrow_mut().shuffle_order(n);
        let mut items = items.borrow_mut();
        let old: Vec<Value> = items.clone();
        for (k, &src) in order.iter().enumerate() {
            items[k] = old[src].clone();
        }
        return Ok(Value::None);
    }
    let Some(a) = super::as_array(&x).filter(|a| !a.scalar) else {
        return Err(raise("NotImplementedError", format!("cudalab's Generator.shuffle takes an ndarray or a list, not {}", interp.type_name(&x))));
    };
    if a.ndim() == 0 {
        return Err(raise("AxisError", "axis 0 is out of bounds for array of dimension 0"));
    }
    if a.is_readonly() {
        return Err(raise("ValueError", "array is read-only"));
    }
    let order = rng.borrow_mut().shuffle_order(a.shape[0]);
    let shuffled = rows_in(a, &order)?;
    a.assign(&shuffled).map_err(|e| raise("ValueError", e.to_string()))?;
    Ok(Value::None)
}

/// `Generator.permutation(x)`: a shuffled `arange(x)`, or a shuffled copy of an array's rows.
fn gen_permutation(interp: &mut Interp, rng: &RefCell<Pcg64>, mut args: Args) -> R<Value> {
    let x = kw_or(&mut args, 0, "x").ok_or_else(|| raise("TypeError", "permutation() missing required argument 'x' (pos 1)"))?;
    first_axis_only(interp, kw_or(&mut args, 1, "axis"), "permutation")?;
    let int_like = matches!(x, Value::Int(_) | Value::Bool(_)) || super::as_array(&x).is_some_and(|a| a.scalar && a.dtype().is_integer());
    let a = if int_like {
        let n = interp.to_index(&x)?;
        let n = usize::try_from(n).map_err(|_| raise("ValueError", "negative dimensions are not allowed"))?;
        crate::array::memory_limit::check_array(&[n], DType::I64)?;
        HostArray::from_vec((0..n as i64).collect::<Vec<i64>>(), vec![n])
    } else {
        match super::as_array(&x) {
            Some(a) => a.clone(),
            None => super::to_array(interp, &x, None)?,
        }
    };
    if a.ndim() == 0 {
        return Err(raise("AxisError", "axis 0 is out of bounds for array of dimension 0"));
    }
    let order = rng.borrow_mut().shuffle_order(a.shape[0]);
    Ok(wrap(rows_in(&a, &order)?))
}

/// `Generator.choice(a, size=None, replace=True, p=None, axis=0, shuffle=True)`, drawing as
/// NumPy does: `integers` with replacement, a search of the cumulative `p` in `random` draws
/// with `p`, and without replacement Floyd's algorithm (or a tail shuffle for large samples of
/// large populations) or repeated draws from `p` with the found ones zeroed.
fn gen_choice(interp: &mut Interp, rng: &RefCell<Pcg64>, mut args: Args) -> R<Value> {
    let a = kw_or(&mut args, 0, "a").ok_or_else(|| raise("TypeError", "choice() missing required argument 'a' (pos 1)"))?;
    let shape = size_arg(interp, kw_or(&mut args, 1, "size"))?;
    let replace = match kw_or(&mut args, 2, "replace") {
        Some(v) => interp.truthy(&v)?,
        None => true,
    };
    let p = kw_or(&mut args, 3, "p").filter(|v| !v.is_none());
    first_axis_only(interp, kw_or(&mut args, 4, "axis"), "choice")?;
    let shuffle = match kw_or(&mut args, 5, "shuffle") {
        Some(v) => interp.truthy(&v)?,
        None => true,
    };
    let n: usize = shape.as_ref().map_or(1, |s| s.iter().product());
    // `a` as NumPy's `np.asarray(a)`: 0-d (an int, or something else to refuse) or a pool.
    let pool = match (&a, super::as_array(&a)) {
        (Value::Int(_) | Value::Bool(_) | Value::Float(_), _) => None,
        (_, Some(x)) => Some(x.clone()),
        (other, None) => Some(super::to_array(interp, other, None)?),
    }
    .filter(|x| x.ndim() > 0);
    let pop = match &pool {
        None => {
            let k =
                interp.to_index(&a).map_err(|_| raise("ValueError", format!("a must be a sequence or an integer, not <class '{}'>", interp.type_name(&a))))?;
            if k <= 0 && n != 0 {
                return Err(raise("ValueError", "a must be a positive integer unless no samples are taken"));
            }
            k.max(0) as usize
        }
        Some(x) => {
            if x.shape[0] == 0 && n != 0 {
                return Err(raise("ValueError", "a cannot be empty unless no samples are taken"));
            }
            x.shape[0]
        }
    };
    let probs: Option<Vec<f64>> = match &p {
        None => None,
        Some(pv) => Some(checked_probabilities(interp, pv, pop, &GENERATOR_P)?),
    };
    let cdf_of = |probs: &[f64]| -> Vec<f64> {
        let mut acc = 0.0;
        let mut cdf: Vec<f64> = probs
            .iter()
            .map(|q| {
                acc += q;
                acc
            })
            .collect();
        let last = cdf.last().copied().unwrap_or(1.0);
        cdf.iter_mut().for_each(|c| *c /= last);
        cdf
    };
    let idx: Vec<i64> = match (probs, replace) {
        (Some(probs), true) => {
            let cdf = cdf_of(&probs);
            let u: Vec<f64> = draws(interp, n, |k, out| out.extend((0..k).map(|_| rng.borrow_mut().random())))?;
            u.iter().map(|&x| cdf.partition_point(|&c| c <= x) as i64).collect()
        }
        (None, true) => {
            if pop == 0 {
                Vec::new()
            } else {
                rng.borrow_mut().fill_bounded(pop as u64 - 1, n).into_iter().map(|v| v as i64).collect()
            }
        }
        (probs, false) => {
            if n > pop {
                return Err(raise("ValueError", "Cannot take a larger sample than population when replace is False"));
            }
            match probs {
                Some(mut probs) => {
                    if probs.iter().filter(|&&q| q > 0.0).count() < n {
                        return Err(raise("ValueError", "Fewer non-zero entries in p than size"));
                    }
                    let mut found: Vec<i64> = Vec::with_capacity(n);
                    while found.len() < n {
                        interp.check_interrupt()?;
                        let x: Vec<f64> = (0..n - found.len()).map(|_| rng.borrow_mut().random()).collect();
                        for &f in &found {
                            probs[f as usize] = 0.0;
                        }
                        let cdf = cdf_of(&probs);
                        // The new indices in the order they first appear, each once.
                        for v in x.iter().map(|&u| cdf.partition_point(|&c| c <= u) as i64) {
                            if !found.contains(&v) {
                                found.push(v);
                            }
                        }
                    }
                    found
                }
                None => sample_without_replacement(&mut rng.borrow_mut(), pop, n, shuffle),
            }
        }
    };
    let is_scalar = shape.is_none();
    match pool {
        None if is_scalar => Ok(Value::int(idx.first().copied().unwrap_or(0))),
        None => Ok(wrap(HostArray::from_vec(idx, shape.unwrap_or_default()))),
        Some(x) => {
            let order: Vec<usize> = idx.iter().map(|&i| i as usize).collect();
            let picked = rows_in(&x, &order)?;
            let mut spec: Vec<i64> = shape.unwrap_or_default().iter().map(|&d| d as i64).collect();
            spec.extend(x.shape[1..].iter().map(|&d| d as i64));
            let mut r = picked.reshape(&spec).map_err(|e| raise("ValueError", e.to_string()))?;
            r.scalar = r.ndim() == 0 && is_scalar;
            Ok(wrap(r))
        }
    }
}

/// NumPy's `kahan_sum` of the probabilities (its check of their total).
fn kahan_sum(v: &[f64]) -> f64 {
    let Some((&first, rest)) = v.split_first() else {
        return 0.0;
    };
    let (mut sum, mut c) = (first, 0.0);
    for &x in rest {
        let y = x - c;
        let t = sum + y;
        c = (t - sum) - y;
        sum = t;
    }
    sum
}

/// `n` distinct indices below `pop` as `Generator.choice(replace=False)` draws them: a tail
/// shuffle of `arange(pop)` when the sample is a large part of a large population, else
/// Floyd's algorithm with an open-addressing set, then shuffled (`shuffle=True`).
fn sample_without_replacement(r: &mut Pcg64, pop: usize, n: usize, shuffle: bool) -> Vec<i64> {
    let cutoff = if shuffle { 50 } else { 20 };
    if pop > 10000 && n > pop / cutoff {
        let mut idx: Vec<i64> = (0..pop as i64).collect();
        r.shuffle_ints(&mut idx, pop.saturating_sub(n).max(1));
        return idx.split_off(pop - n);
    }
    let mask = crate::array::random::mask_of((1.2 * n as f64) as u64);
    let mut set = vec![u64::MAX; mask as usize + 1];
    let mut out = Vec::with_capacity(n);
    for j in (pop - n) as u64..pop as u64 {
        let val = r.lemire(j);
        let mut loc = (val & mask) as usize;
        while set[loc] != u64::MAX && set[loc] != val {
            loc = (loc + 1) & mask as usize;
        }
        if set[loc] == u64::MAX {
            set[loc] = val;
            out.push(val as i64);
        } else {
            let mut loc = (j & mask) as usize;
            while set[loc] != u64::MAX {
                loc = (loc + 1) & mask as usize;
            }
            set[loc] = j;
            out.push(j as i64);
        }
    }
    if shuffle {
        r.shuffle_ints(&mut out, 1);
    }
    out
}
