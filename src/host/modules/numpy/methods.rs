//! Attributes and methods of arrays and NumPy scalars: `shape`, `dtype`, `T`, `reshape`,
//! `astype`, the reductions with `axis`/`keepdims`, `tolist`, `item`, iteration and indexing.

use super::{as_array, dtype_arg, index, item, wrap, NpDType};
use crate::array::dtype::DType;
use crate::array::hostarray::HostArray;
use crate::array::reduce::{accumulate, reduce, Reduce, ReduceError};
use crate::host::value::{Args, Value};
use crate::host::{raise, Ctrl, Interp, R};
use std::rc::Rc;

pub const NAMES: &[&str] = &[
    "T",
    "all",
    "any",
    "argmax",
    "argmin",
    "astype",
    "copy",
    "cumprod",
    "cumsum",
    "dtype",
    "fill",
    "flatten",
    "imag",
    "item",
    "itemsize",
    "max",
    "mean",
    "min",
    "nbytes",
    "ndim",
    "prod",
    "ravel",
    "real",
    "reshape",
    "round",
    "shape",
    "size",
    "sort",
    "std",
    "sum",
    "tolist",
    "transpose",
    "var",
    "dot",
    "clip",
    "conj",
    "conjugate",
    "tobytes",
    "argsort",
    "nonzero",
    "repeat",
    "take",
    "squeeze",
    "swapaxes",
    "searchsorted",
    "compress",
    "diagonal",
    "trace",
    "put",
    "view",
    "flat",
    "flags",
    "setflags",
    "strides",
];

pub fn shape_tuple(shape: &[usize]) -> Value {
    Value::tuple(shape.iter().map(|&d| Value::int(d as i64)).collect())
}

pub fn reduce_err(e: ReduceError) -> Ctrl {
    match e {
        ReduceError::Axis { .. } => raise("AxisError", e.to_string()),
        _ => raise("ValueError", e.to_string()),
    }
}

pub fn attribute(_interp: &mut Interp, a: &HostArray, name: &str) -> R<Option<Value>> {
    Ok(Some(match name {
        "shape" => shape_tuple(&a.shape),
        "ndim" => Value::int(a.ndim() as i64),
        "size" => Value::int(a.size() as i64),
        "dtype" => Value::Native(Rc::new(NpDType(a.dtype()))),
        "itemsize" => Value::int(a.dtype().itemsize() as i64),
        "nbytes" => Value::int((a.dtype().itemsize() * a.size()) as i64),
        "T" => wrap(a.transpose()),
        "strides" => Value::tuple(a.strides.iter().map(|&s| Value::int(s as i64 * a.dtype().itemsize() as i64)).collect()),
        "flat" => Value::Native(Rc::new(FlatIter(a.clone()))),
        "real" => {
            if a.dtype().is_complex() {
                // NumPy's is a view; this copy refuses writes rather than losing them.
                let re = a.astype(if a.dtype() == DType::C64 { DType::F32 } else { DType::F64 });
                wrap(re.detached_copy())
            } else {
                wrap(a.clone())
            }
        }
        "imag" => {
            let d = a.dtype();
            if d.is_complex() {
                let v: Vec<crate::array::elem::C64f> = a.to_vec();
                let im = HostArray::from_vec(v.into_iter().map(|c| c.im).collect::<Vec<f64>>(), a.shape.clone());
                wrap(im.astype(if d == DType::C64 { DType::F32 } else { DType::F64 }).detached_copy())
            } else {
                // NumPy's imaginary part of a real array: zeros, read-only.
                wrap(HostArray::zeros(d, a.shape.clone()).read_only())
            }
        }
        _ => return Ok(None),
    }))
}

/// `axis=` and `keepdims=` from positional or keyword arguments.
pub fn axis_arg(interp: &mut Interp, args: &mut Args, pos: usize) -> R<Option<i64>> {
    let v = args.take_kw("axis").or_else(|| args.pos.get(pos).cloned());
    match v {
        None | Some(Value::None) => Ok(None),
        Some(v) => Ok(Some(interp.to_index(&v)?)),
    }
}

fn flag(interp: &mut Interp, args: &mut Args, name: &str) -> R<bool> {
    match args.take_kw(name) {
        Some(v) => interp.truthy(&v),
        None => Ok(false),
    }
}

pub fn run_reduce(interp: &mut Interp, op: Reduce, a: &HostArray, mut args: Args, axis_pos: usize) -> R<Value> {
    // A tuple of axes: those axes moved last and merged into one, reduced as one axis.
    let axis_kw = args.kw.iter().position(|(k, _)| &**k == "axis");
    let tuple_axes = match axis_kw.map(|i| &args.kw[i].1).or_else(|| args.pos.get(axis_pos)) {
        Some(Value::Tuple(t)) => Some(t.to_vec()),
        _ => None,
    };
    if let Some(axes) = tuple_axes {
        let mut chosen = Vec::with_capacity(axes.len());
        for v in &axes {
            let ax = crate::array::reduce::normalize_axis(interp.to_index(v)?, a.ndim()).map_err(reduce_err)?;
            if chosen.contains(&ax) {
                return Err(raise("ValueError", "duplicate value in 'axis'"));
            }
            chosen.push(ax);
        }
        chosen.sort_unstable();
        let kept: Vec<usize> = (0..a.ndim()).filter(|d| !chosen.contains(d)).collect();
        let keepdims_shape: Vec<i64> = (0..a.ndim()).map(|d| if chosen.contains(&d) { 1 } else { a.shape[d] as i64 }).collect();
        let mut perm = kept.clone();
        perm.extend(&chosen);
        let mut merged: Vec<i64> = kept.iter().map(|&d| a.shape[d] as i64).collect();
        merged.push(chosen.iter().map(|&d| a.shape[d] as i64).product());
        let moved = a.permute(&perm).copy().reshape(&merged).map_err(|e| raise("ValueError", e.to_string()))?;
        let last = Value::int(kept.len() as i64);
        match axis_kw {
            Some(i) => args.kw[i].1 = last,
            None => args.pos[axis_pos] = last,
        }
        let keepdims = flag(interp, &mut args, "keepdims")?;
        let r = run_reduce(interp, op, &moved, args, axis_pos)?;
        if !keepdims {
            return Ok(r);
        }
        return match crate::host::modules::numpy::as_array(&r) {
            Some(h) => Ok(wrap(h.reshape(&keepdims_shape).map_err(|e| raise("ValueError", e.to_string()))?)),
            None => Ok(r),
        };
    }
    let axis = axis_arg(interp, &mut args, axis_pos)?;
    let keepdims = flag(interp, &mut args, "keepdims")?;
    let ddof = match args.take_kw("ddof") {
        Some(v) => interp.to_float(&v)?,
        None => 0.0,
    };
    let dtype = match args.take_kw("dtype") {
        Some(v) => dtype_arg(interp, &v)?,
        None => None,
    };
    let input = match dtype {
        Some(d) => a.astype(d),
        None => a.clone(),
    };
    let input = match op {
        Reduce::All | Reduce::Any => input.astype(DType::Bool),
        _ => input,
    };
    refuse_unused(interp, &args, axis_pos)?;
    super::errstate::begin();
    let r = reduce(op, &input, axis, keepdims, ddof).map_err(reduce_err)?;
    // A sum or product past the float range: NumPy's "overflow encountered in reduce". (Min and
    // max flag a NaN as invalid on x86, which NumPy's loops do not; they report nothing.)
    if matches!(op, Reduce::Sum | Reduce::Prod | Reduce::Mean | Reduce::Var | Reduce::Std) {
        super::errstate::check(interp, "reduce")?;
    }
    Ok(wrap(r))
}

/// What a reduction was given and does not read (its known arguments taken already): an
/// error naming it, never an answer that silently ignored it. `out=None` and `where=True` are
/// the defaults and mean nothing.
fn refuse_unused(interp: &mut Interp, args: &Args, axis_pos: usize) -> R<()> {
    if args.pos.len() > axis_pos + 1 {
        return Err(raise(
            "NotImplementedError",
            "arguments after axis given by position (dtype, out, ddof…) are not supported by cudalab's reductions yet; pass them by keyword",
        ));
    }
    for (k, v) in &args.kw {
        if !matches!(&**k, "out" | "where" | "initial") {
            return Err(raise("TypeError", format!("got an unexpected keyword argument '{k}'")));
        }
        // A reduction's `initial` is refused whatever its value.
        if &**k == "initial" || !super::functions::is_default(k, v) {
            let r = super::functions::short_repr(interp, v)?;
            return Err(raise("NotImplementedError", format!("the reduction argument {k}={r} is not supported by cudalab yet")));
        }
    }
    Ok(())
}

/// An `order=` argument of reshape, ravel and flatten: true for Fortran order ('F', and 'A' or
/// 'K' for an array laid out in Fortran order, such as a transpose), false for C order.
pub fn order_arg(interp: &mut Interp, a: &HostArray, v: Option<Value>) -> R<bool> {
    match v {
        None | Some(Value::None) => Ok(false),
        Some(Value::Str(s)) => match &*s {
            "C" => Ok(false),
            "F" => Ok(true),
            "A" | "K" => Ok(!a.is_c_contiguous() && a.permute(&(0..a.ndim()).rev().collect::<Vec<_>>()).is_c_contiguous()),
            _ => Err(raise("ValueError", format!("order must be one of 'C', 'F', 'A', or 'K' (got '{s}')"))),
        },
        Some(other) => {
            let tn = interp.type_name(&other);
            Err(raise("TypeError", format!("order must be str, not {tn}")))
        }
    }
}

/// `a.reshape(spec)` in C order, or in Fortran order (the first index varying fastest, as
/// NumPy's `order='F'`): the reversed-axes array reshaped to the reversed shape, reversed back.
pub fn reshape_in(a: &HostArray, spec: &[i64], fortran: bool) -> R<HostArray> {
    let err = |e: crate::array::hostarray::ShapeError| raise("ValueError", e.to_string());
    if !fortran || a.ndim() <= 1 && spec.len() <= 1 {
        return a.reshape(spec).map_err(err);
    }
    let rev = |n: usize| (0..n).rev().collect::<Vec<usize>>();
    let flipped = a.permute(&rev(a.ndim())).copy();
    let spec_rev: Vec<i64> = spec.iter().rev().copied().collect();
    let r = flipped.reshape(&spec_rev).map_err(err)?;
    Ok(r.permute(&rev(r.ndim())))
}

pub fn reshape_spec(interp: &mut Interp, args: &[Value]) -> R<Vec<i64>> {
    let parts: Vec<Value> = match args {
        [Value::Tuple(t)] => t.to_vec(),
        [Value::List(l)] => l.borrow().clone(),
        other => other.to_vec(),
    };
    let mut out = Vec::with_capacity(parts.len());
    for p in parts {
        out.push(interp.to_index(&p)?);
    }
    Ok(out)
}

pub fn tolist(a: &HostArray) -> Value {
    if a.ndim() == 0 {
        return item(a, 0);
    }
    let rows: Vec<Value> = (0..a.shape[0]).map(|i| tolist(&index::take_first(a, i))).collect();
    Value::list(rows)
}

/// The in-place operator methods (`a.__iadd__(b)`), which `inplace` runs.
const INPLACE: [&str; 13] = [
    "__iadd__",
    "__isub__",
    "__imul__",
    "__itruediv__",
    "__ifloordiv__",
    "__imod__",
    "__ipow__",
    "__iand__",
    "__ior__",
    "__ixor__",
    "__ilshift__",
    "__irshift__",
    "__imatmul__",
];

pub fn call(interp: &mut Interp, a: &HostArray, name: &str, mut args: Args) -> R<Option<Value>> {
    // The methods below that read positional arguments by position, with how many they take.
    let takes = match name {
        "__getitem__" | "dot" => 1,
        "__setitem__" => 2,
        n if INPLACE.contains(&n) => 1,
        _ => 0,
    };
    if args.pos.len() < takes {
        let given = args.pos.len();
        return Err(raise("TypeError", format!("{name}() takes exactly {takes} argument{} ({given} given)", if takes == 1 { "" } else { "s" })));
    }
    let v = match name {
        "__getitem__" => index::getitem(interp, a, &args.pos[0])?,
        "__setitem__" => {
            index::setitem(interp, a, &args.pos[0], &args.pos[1])?;
            Value::None
        }
        "__index__" => {
            if a.scalar && !a.dtype().is_integer() {
                return Err(raise("AttributeError", format!("'numpy.{}' object has no attribute '__index__'", a.dtype().name())));
            }
            if a.ndim() != 0 || !a.dtype().is_integer() {
                return Err(raise("TypeError", "only integer scalar arrays can be converted to a scalar index"));
            }
            item(a, 0)
        }
        "__len__" => {
            if a.ndim() == 0 {
                return Err(raise("TypeError", "len() of unsized object"));
            }
            Value::int(a.shape[0] as i64)
        }
        "__iter__" => {
            if a.ndim() == 0 {
                return Err(raise("TypeError", "iteration over a 0-d array"));
            }
            let rows: Vec<Value> = (0..a.shape[0])
                .map(|i| {
                    let mut r = index::take_first(a, i);
                    if r.ndim() == 0 {
                        r = r.copy();
                        r.scalar = true;
                    }
                    wrap(r)
                })
                .collect();
            Value::list(rows)
        }
        "__int__" => {
            if a.size() != 1 {
                return Err(raise("TypeError", "only length-1 arrays can be converted to Python scalars"));
            }
            let f = a.get_flat::<f64>(0);
            if a.dtype().is_integer() {
                item(a, 0)
            } else {
                Value::Int(interp.float_to_int(f)?)
            }
        }
        "__abs__" => {
            super::scalar_min_overflows(a);
            let r = crate::array::ufunc::unary(crate::array::ufunc::UnaryOp::Abs, a).map_err(super::ufunc_err)?;
            super::errstate::check_op(interp, a.scalar, "absolute")?;
            wrap(r)
        }
        "__round__" => {
            let d = match args.pos.first() {
                Some(v) => interp.to_index(v)? as i32,
                None => 0,
            };
            let r = crate::array::ufunc::round(a, d);
            if args.pos.is_empty() && a.ndim() == 0 {
                Value::Int(interp.float_to_int(r.get_flat::<f64>(0))?)
            } else {
                wrap(r)
            }
        }
        "reshape" => {
            let fortran = order_arg(interp, a, args.take_kw("order"))?;
            let spec = reshape_spec(interp, &args.pos)?;
            wrap(reshape_in(a, &spec, fortran)?)
        }
        "ravel" | "flatten" => {
            let fortran = order_arg(interp, a, args.pos.first().cloned().or_else(|| args.take_kw("order")))?;
            let a = if name == "flatten" { a.copy() } else { a.clone() };
            wrap(reshape_in(&a, &[-1], fortran)?)
        }
        "transpose" => {
            if args.pos.is_empty() {
                wrap(a.transpose())
            } else {
                let axes = reshape_spec(interp, &args.pos)?;
                wrap(a.permute(&transpose_axes(a.ndim(), &axes)?))
            }
        }
        "astype" => {
            let d = args.pos.first().cloned().or_else(|| args.take_kw("dtype")).unwrap_or(Value::None);
            if let Some(t) = super::datetime::astype_numbers(a, &d)? {
                return Ok(Some(t));
            }
            let d = dtype_arg(interp, &d)?.ok_or_else(|| raise("TypeError", "astype() needs a dtype"))?;
            let copy = match args.take_kw("copy") {
                Some(v) => interp.truthy(&v)?,
                None => true,
            };
            for (k, v) in std::mem::take(&mut args.kw) {
                let plain = match &*k {
                    "order" => matches!(&v, Value::Str(s) if matches!(&**s, "K" | "A" | "C")),
                    "casting" => matches!(&v, Value::Str(s) if &**s == "unsafe"),
                    "subok" => true,
                    _ => return Err(raise("TypeError", format!("astype() got an unexpected keyword argument '{k}'"))),
                };
                if !plain {
                    let r = interp.repr(&v)?;
                    return Err(raise("NotImplementedError", format!("astype({k}={r}) is not supported by cudalab yet")));
                }
            }
            // `copy=False` in the same dtype: the array itself (writes through it are the array's).
            if !copy && d == a.dtype() {
                return Ok(Some(wrap(a.clone())));
            }
            super::errstate::begin();
            let mut r = a.astype(d);
            super::errstate::check(interp, "cast")?;
            r.scalar = a.scalar;
            wrap(r)
        }
        "copy" => wrap(a.copy()),
        "fill" => {
            let v = args.pos.first().cloned().unwrap_or(Value::None);
            let src = super::scalar_array(interp, &v, a.dtype())?;
            a.assign(&src).map_err(|e| raise("ValueError", e.to_string()))?;
            Value::None
        }
        "item" => {
            if args.pos.is_empty() {
                if a.size() != 1 {
                    return Err(raise("ValueError", "can only convert an array of size 1 to a Python scalar"));
                }
                item(a, 0)
            } else {
                let i = interp.to_index(&args.pos[0])?;
                let n = a.size() as i64;
                let j = if i < 0 { i + n } else { i };
                if j < 0 || j >= n {
                    return Err(raise("IndexError", format!("index {i} is out of bounds for size {n}")));
                }
                item(a, j as usize)
            }
        }
        "tolist" => tolist(a),
        "tobytes" => crate::host::bytes::bytes_value(crate::array::hostarray::to_le_bytes(a)),
        "sum" => run_reduce(interp, Reduce::Sum, a, args, 0)?,
        "prod" => run_reduce(interp, Reduce::Prod, a, args, 0)?,
        "mean" => run_reduce(interp, Reduce::Mean, a, args, 0)?,
        "std" => run_reduce(interp, Reduce::Std, a, args, 0)?,
        "var" => run_reduce(interp, Reduce::Var, a, args, 0)?,
        "min" => run_reduce(interp, Reduce::Min, a, args, 0)?,
        "max" => run_reduce(interp, Reduce::Max, a, args, 0)?,
        "argmin" => run_reduce(interp, Reduce::ArgMin, a, args, 0)?,
        "argmax" => run_reduce(interp, Reduce::ArgMax, a, args, 0)?,
        "all" => run_reduce(interp, Reduce::All, a, args, 0)?,
        "any" => run_reduce(interp, Reduce::Any, a, args, 0)?,
        "cumsum" | "cumprod" => {
            let axis = axis_arg(interp, &mut args, 0)?;
            wrap(accumulate(a, axis, name == "cumprod").map_err(reduce_err)?)
        }
        "conj" | "conjugate" => {
            let mut r = crate::array::ufunc::conjugate(a);
            r.scalar = a.scalar;
            wrap(r)
        }
        "round" => {
            let d = match args.pos.first().cloned().or_else(|| args.take_kw("decimals")) {
                Some(v) => interp.to_index(&v)? as i32,
                None => 0,
            };
            let mut r = crate::array::ufunc::round(a, d);
            r.scalar = a.scalar;
            wrap(r)
        }
        "sort" => {
            let axis = match args.pos.first().cloned().or_else(|| args.take_kw("axis")) {
                Some(v) => interp.to_index(&v)?,
                None => -1,
            };
            let rest = Args { pos: args.pos.iter().skip(1).cloned().collect(), kw: std::mem::take(&mut args.kw) };
            super::search::check_kind(interp, &rest, 0, false)?;
            if let Some((k, _)) = rest.kw.iter().find(|(k, _)| !matches!(&**k, "kind" | "order" | "stable")) {
                return Err(raise("TypeError", format!("sort() got an unexpected keyword argument '{k}'")));
            }
            let sorted = super::functions::sort_array(interp, a, Some(axis))?;
            if a.is_readonly() {
                return Err(raise("ValueError", "sort array is read-only"));
            }
            a.assign(&sorted).map_err(|e| raise("ValueError", e.to_string()))?;
            Value::None
        }
        "dot" => super::functions::dot(interp, &wrap(a.clone()), &args.pos[0])?,
        name if INPLACE.contains(&name) => return inplace(interp, a, name, &args.pos[0]).map(Some),
        "argsort" | "nonzero" | "repeat" | "take" | "squeeze" | "swapaxes" | "searchsorted" | "diagonal" | "trace" => {
            let f = super::functions::np_function(name).ok_or_else(|| raise("AttributeError", format!("'numpy.ndarray' object has no attribute '{name}'")))?;
            let mut full = Args::new(vec![wrap(a.clone())]);
            full.pos.extend(args.pos);
            full.kw = args.kw;
            return f(interp, full).map(Some);
        }
        "compress" => {
            let cond = if args.pos.is_empty() {
                args.take_kw("condition").ok_or_else(|| raise("TypeError", "compress() missing required argument 'condition' (pos 1)"))?
            } else {
                args.pos.remove(0)
            };
            let mut full = Args::new(vec![cond, wrap(a.clone())]);
            full.pos.extend(args.pos);
            full.kw = args.kw;
            let f = super::functions::np_function(name).ok_or_else(|| raise("AttributeError", "compress"))?;
            return f(interp, full).map(Some);
        }
        "put" => {
            let mut full = Args::new(vec![wrap(a.clone())]);
            full.pos.extend(args.pos);
            full.kw = args.kw;
            let f = super::functions::np_function(name).ok_or_else(|| raise("AttributeError", "put"))?;
            return f(interp, full).map(Some);
        }
        "view" => {
            let t = args.pos.first().cloned().or_else(|| args.take_kw("dtype")).or_else(|| args.take_kw("type"));
            let same = match &t {
                None | Some(Value::None) => true,
                Some(Value::Type(ty)) if &*ty.name == "numpy.ndarray" || &*ty.name == "ndarray" => true,
                Some(v) => matches!(dtype_arg(interp, v), Ok(Some(d)) if d == a.dtype()),
            };
            if !same || !args.kw.is_empty() || args.pos.len() > 1 {
                return Err(raise("NotImplementedError", "cudalab's ndarray.view() takes no dtype other than the array's own"));
            }
            let mut v = a.clone();
            v.scalar = false;
            wrap(v)
        }
        "clip" => {
            let mut full = Args::new(vec![wrap(a.clone())]);
            full.pos.extend(args.pos);
            full.kw = args.kw;
            return super::functions::call_np(interp, "clip", full).map(Some);
        }
        _ => return Ok(None),
    };
    Ok(Some(v))
}

/// `a op= b`: computed as `a op b`, then stored back into `a` (same object, views write through).
/// NumPy refuses to store a float result into an integer array ("same_kind" casting).
fn inplace(interp: &mut Interp, a: &HostArray, name: &str, other: &Value) -> R<Value> {
    let dunder = &name[3..name.len() - 2];
    let unsupported = || raise("TypeError", format!("unsupported in-place operator {dunder}"));
    let op = crate::host::ops::op_from_dunder(dunder).ok_or_else(unsupported)?;
    let ufunc_name = super::binop_of(op).map(crate::array::ufunc::op_name).ok_or_else(unsupported)?;
    if a.is_readonly() && !a.scalar {
        return Err(raise("ValueError", "output array is read-only"));
    }
    let result = interp.binop(op, &wrap(a.clone()), other)?;
    let r = as_array(&result).cloned().ok_or_else(|| raise("TypeError", "in-place operation"))?;
    let (from, to) = (r.dtype(), a.dtype());
    if !crate::array::dtype::same_kind_cast(from, to) {
        return Err(raise(
            "UFuncTypeError",
            format!("Cannot cast ufunc '{ufunc_name}' output from dtype('{}') to dtype('{}') with casting rule 'same_kind'", from.name(), to.name()),
        ));
    }
    if a.scalar {
        // NumPy scalars are immutable: `x += 1` rebinds to the new scalar.
        return Ok(result);
    }
    a.assign(&r).map_err(|e| raise("ValueError", e.to_string()))?;
    // None tells the statement to keep the same array object.
    Ok(Value::None)
}

/// The axes of `transpose(axes)`, checked as NumPy checks them.
pub fn transpose_axes(ndim: usize, axes: &[i64]) -> R<Vec<usize>> {
    if axes.len() != ndim {
        return Err(raise("ValueError", "axes don't match array"));
    }
    let mut out = Vec::with_capacity(ndim);
    for &x in axes {
        let j = if x < 0 { x + ndim as i64 } else { x };
        if j < 0 || j >= ndim as i64 {
            return Err(raise("AxisError", format!("axis {x} is out of bounds for array of dimension {ndim}")));
        }
        if out.contains(&(j as usize)) {
            return Err(raise("ValueError", "repeated axis in transpose"));
        }
        out.push(j as usize);
    }
    Ok(out)
}

/// `a.flat`: iteration over the elements in C order, `a.flat[i]` reading them (any index
/// the flattened array takes), and writing them when the array is one C-ordered run.
pub struct FlatIter(pub HostArray);

impl FlatIter {
    fn flat(&self) -> R<HostArray> {
        self.0.reshape(&[-1]).map_err(|e| raise("ValueError", e.to_string()))
    }
}

impl crate::host::native::NativeObject for FlatIter {
    fn type_name(&self) -> &str {
        "numpy.flatiter"
    }
    fn call_method(&self, interp: &mut Interp, name: &str, args: Args) -> R<Option<Value>> {
        Ok(Some(match (name, args.pos.as_slice()) {
            ("__len__", _) => Value::int(self.0.size() as i64),
            ("__iter__", _) => {
                let f = self.flat()?;
                Value::list((0..f.size()).map(|i| wrap(crate::with_dtype!(f.dtype(), T => HostArray::scalar_of(f.get_flat::<T>(i))))).collect())
            }
            ("__getitem__", [key]) => index::getitem(interp, &self.flat()?, key)?,
            ("__setitem__", [key, value]) => {
                if self.0.is_readonly() {
                    return Err(raise("ValueError", "underlying array is read-only"));
                }
                if !self.0.is_c_contiguous() {
                    return Err(raise("NotImplementedError", "cudalab writes through a.flat only for a C-contiguous array"));
                }
                index::setitem(interp, &self.flat()?, key, value)?;
                Value::None
            }
            _ => return Ok(None),
        }))
    }
    fn getattr(&self, _interp: &mut Interp, name: &str) -> R<Option<Value>> {
        Ok(match name {
            "base" => Some(wrap(self.0.clone())),
            _ => None,
        })
    }
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
}
