//! The `np` functions on datetime64/timedelta64 values: `np_call` sees every `np.<name>(...)`
//! call first and takes those whose arguments hold a datetime/timedelta value or dtype —
//! creation (`array`, `asarray`, `arange`, `zeros`/`ones`/`empty`/`full` and their `_like`s,
//! `dtype`), `isnat`, `datetime_as_string`, `diff`, reductions, `sort`, `concatenate`, `where`,
//! `astype`, shape functions, and the arithmetic and comparison ufuncs. Any other function given
//! one raises a `NotImplementedError` naming it, so no NumPy code reads the counts as int64.
//!
//! Must stay cheap for calls without datetimes: it looks at the arguments (the first element of a
//! list only) and returns `None`.

use super::{arith, as_time, create, number_result, reduce, time_dtype, time_value, NpTime, NpTimeDType, NpTimeType};
use crate::array::datetime::{self as dt, TimeKind, TimeMeta, TimeUnit, NAT};
use crate::array::dtype::{DType, Kind};
use crate::array::hostarray::HostArray;
use crate::array::reduce::normalize_axis;
use crate::array::ufunc::{BinOp, CmpOp};
use crate::host::modules::numpy::{as_array, wrap};
use crate::host::value::{Args, Value};
use crate::host::{raise, Interp, R};
use std::rc::Rc;

fn arg(args: &Args, i: usize, name: &str) -> Option<Value> {
    args.pos.get(i).cloned().or_else(|| args.kw.iter().find(|(k, _)| &**k == name).map(|(_, v)| v.clone()))
}

fn need(args: &Args, i: usize, name: &str, func: &str) -> R<Value> {
    arg(args, i, name).ok_or_else(|| raise("TypeError", format!("{func}() missing required argument '{name}' (pos {})", i + 1)))
}

/// Where each creation function takes `dtype` positionally.
fn dtype_position(name: &str) -> Option<usize> {
    Some(match name {
        "dtype" => 0,
        "array" | "asarray" | "zeros" | "ones" | "empty" | "zeros_like" | "ones_like" | "empty_like" | "astype" => 1,
        "full" | "full_like" => 2,
        "arange" => 3,
        _ => return None,
    })
}

fn is_time_object(v: &Value) -> bool {
    create::holds_time(v) || matches!(v, Value::Native(n) if n.as_any().is::<NpTimeType>() || n.as_any().is::<NpTimeDType>())
}

/// The `dtype=` of a creation function, when it names a datetime/timedelta dtype.
fn dtype_meta(name: &str, args: &Args) -> R<Option<TimeMeta>> {
    match arg(args, dtype_position(name).unwrap_or(usize::MAX), "dtype") {
        Some(d) => time_dtype(&d),
        None => Ok(None),
    }
}

/// `np.<name>(*args)` when it involves a datetime/timedelta; `None` otherwise.
pub fn np_call(interp: &mut Interp, name: &str, args: &Args) -> R<Option<Value>> {
    match name {
        "isnat" => return isnat(&need(args, 0, "x", name)?).map(Some),
        "datetime_as_string" => return datetime_as_string(interp, args).map(Some),
        _ => {}
    }
    let meta = dtype_meta(name, args)?;
    if meta.is_none() && !args.pos.iter().chain(args.kw.iter().map(|(_, v)| v)).any(is_time_object) {
        return Ok(None);
    }
    if args.kw.iter().any(|(k, _)| &**k == "out") {
        return Err(raise("NotImplementedError", format!("cudalab's np.{name}() takes no out= for datetime64/timedelta64 values")));
    }
    let time_arg = |i: usize, what: &str| -> R<NpTime> {
        match arg(args, i, what) {
            Some(v) => match as_time(&v) {
                Some(t) => Ok(t.clone()),
                None => Err(unsupported(name)),
            },
            None => Err(raise("TypeError", format!("{name}() missing required argument '{what}' (pos {})", i + 1))),
        }
    };
    Ok(Some(match name {
        "array" | "asarray" => {
            let data = need(args, 0, "object", name)?;
            if name == "asarray" && as_time(&data).is_some_and(|t| meta.is_none_or(|m| m == t.meta) && !t.counts.scalar) {
                return Ok(Some(data));
            }
            match (meta, arg(args, 1, "dtype")) {
                (None, Some(d)) if !matches!(d, Value::None) => match as_time(&data) {
                    Some(t) => create::astype(interp, t, &d)?,
                    None => numbers_from_list(interp, &data, &d)?,
                },
                _ => Value::Native(Rc::new(create::from_data(interp, &data, meta)?)),
            }
        }
        "arange" => {
            let mut pos: Vec<Value> = args.pos.iter().take(3).cloned().collect();
            for (i, k) in ["start", "stop", "step"].iter().enumerate() {
                if let Some(v) = args.kw.iter().find(|(n, _)| &**n == *k).map(|(_, v)| v.clone()) {
                    if pos.len() == i {
                        pos.push(v);
                    }
                }
            }
            create::arange(&pos, meta)?
        }
        "zeros" | "ones" | "empty" => {
            let shape = shape_of(interp, &need(args, 0, "shape", name)?)?;
            let meta = meta.ok_or_else(|| unsupported(name))?;
            create::filled(shape, meta, (name == "ones") as i64)?
        }
        "full" => {
            let shape = shape_of(interp, &need(args, 0, "shape", name)?)?;
            let fill = need(args, 1, "fill_value", name)?;
            full(interp, shape, &fill, meta, name)?
        }
        "zeros_like" | "ones_like" | "empty_like" | "full_like" => {
            let a = need(args, 0, "a", name)?;
            let shape = match (as_time(&a), as_array(&a)) {
                (Some(t), _) => t.counts.shape.clone(),
                (None, Some(x)) => x.shape.clone(),
                _ => return Err(unsupported(name)),
            };
            let meta = meta.or_else(|| as_time(&a).map(|t| t.meta));
            match name {
                "full_like" => full(interp, shape, &need(args, 1, "fill_value", name)?, meta, name)?,
                _ => match meta {
                    Some(m) if arg(args, 1, "dtype").is_none_or(|d| time_dtype(&d).is_ok_and(|x| x.is_some())) => {
                        create::filled(shape, m, (name == "ones_like") as i64)?
                    }
                    _ => return Err(unsupported(name)),
                },
            }
        }
        "dtype" => Value::Native(Rc::new(NpTimeDType(meta.ok_or_else(|| unsupported(name))?))),
        "astype" => {
            let d = need(args, 1, "dtype", name)?;
            let x = need(args, 0, "x", name)?;
            match (as_time(&x), as_array(&x)) {
                (Some(t), _) => create::astype(interp, t, &d)?,
                (None, Some(a)) => create::astype_numbers(a, &d)?.ok_or_else(|| unsupported(name))?,
                _ => return Err(unsupported(name)),
            }
        }
        "diff" => {
            let t = time_arg(0, "a")?;
            let n = match arg(args, 1, "n") {
                Some(v) => interp.to_index(&v)?,
                None => 1,
            };
            let axis = match arg(args, 2, "axis") {
                Some(v) => interp.to_index(&v)?,
                None => -1,
            };
            diff(t, n, axis)?
        }
        "min" | "max" | "amin" | "amax" | "sum" | "mean" | "argmin" | "argmax" => {
            let t = time_arg(0, "a")?;
            let axis = match arg(args, 1, "axis") {
                Some(Value::None) | None => None,
                Some(v) => Some(interp.to_index(&v)?),
            };
            let keepdims = match args.kw.iter().find(|(k, _)| &**k == "keepdims") {
                Some((_, v)) => interp.truthy(v)?,
                None => false,
            };
            let op = match name {
                "amin" => "min",
                "amax" => "max",
                other => other,
            };
            reduce::reduce(&t, op, axis, keepdims)?
        }
        "sort" => {
            let t = time_arg(0, "a")?;
            let axis = match arg(args, 1, "axis") {
                Some(Value::None) => None,
                Some(v) => Some(interp.to_index(&v)?),
                None => Some(-1),
            };
            Value::Native(Rc::new(reduce::sorted(&t, axis)?))
        }
        "copy" => {
            let t = time_arg(0, "a")?;
            time_value(t.counts.copy(), t.meta)
        }
        "shape" => super::super::methods::shape_tuple(&time_arg(0, "a")?.counts.shape),
        "size" => Value::int(time_arg(0, "a")?.counts.size() as i64),
        "ndim" => Value::int(time_arg(0, "a")?.counts.ndim() as i64),
        "reshape" | "ravel" | "transpose" => {
            let t = Value::Native(Rc::new(time_arg(0, "a")?));
            let rest = Args { pos: args.pos.iter().skip(1).cloned().collect(), kw: args.kw.clone() };
            let method = if name == "reshape" && rest.pos.is_empty() { "reshape" } else { name };
            interp.call_method(&t, method, rest)?
        }
        "concatenate" => concatenate(interp, args)?,
        "where" => select(interp, args)?,
        "add" | "subtract" | "multiply" | "divide" | "true_divide" | "floor_divide" | "mod" | "remainder" | "maximum" | "minimum" => {
            let op = match name {
                "add" => BinOp::Add,
                "subtract" => BinOp::Sub,
                "multiply" => BinOp::Mul,
                "divide" | "true_divide" => BinOp::TrueDiv,
                "floor_divide" => BinOp::FloorDiv,
                "maximum" => BinOp::Maximum,
                "minimum" => BinOp::Minimum,
                _ => BinOp::Mod,
            };
            let (x, y) = (need(args, 0, "x1", name)?, need(args, 1, "x2", name)?);
            arith::binary(interp, op, &x, &y)?.ok_or_else(|| unsupported(name))?
        }
        "equal" | "less" | "greater" => {
            let op = match name {
                "equal" => CmpOp::Eq,
                "less" => CmpOp::Lt,
                _ => CmpOp::Gt,
            };
            let (x, y) = (need(args, 0, "x1", name)?, need(args, 1, "x2", name)?);
            arith::compare(interp, op, &x, &y)?.ok_or_else(|| unsupported(name))?
        }
        "negative" | "abs" | "absolute" => arith::unary(&time_arg(0, "x")?, if name == "negative" { "-" } else { "abs" })?,
        "isnan" => isnat(&need(args, 0, "x", name)?)?,
        "sqrt" | "cbrt" | "square" | "exp" | "exp2" | "expm1" | "log" | "log2" | "log10" | "log1p" | "sin" | "cos" | "tan" | "arcsin" | "arccos" | "arctan"
        | "sinh" | "cosh" | "tanh" | "floor" | "ceil" | "trunc" | "rint" | "logical_not" | "power" | "arctan2" | "hypot" => {
            return Err(arith::not_supported(name))
        }
        "round" | "around" => return Err(arith::not_supported("rint")),
        "std" | "var" => return Err(arith::not_supported("square")),
        "prod" | "cumprod" => {
            let d = super::dtype_text(time_arg(0, "a")?.meta);
            return Err(raise("UFuncTypeError", format!("ufunc 'multiply' cannot use operands with types {d} and {d}")));
        }
        "cumsum" => {
            let t = time_arg(0, "a")?;
            if t.meta.kind == TimeKind::Datetime {
                let d = super::dtype_text(t.meta);
                return Err(raise("UFuncTypeError", format!("ufunc 'add' cannot use operands with types {d} and {d}")));
            }
            if !matches!(arg(args, 1, "axis"), None | Some(Value::None)) {
                return Err(raise("NotImplementedError", "cudalab's np.cumsum of a timedelta64 array takes no axis yet"));
            }
            let mut acc = 0i64;
            let v: Vec<i64> = t
                .counts
                .to_vec::<i64>()
                .into_iter()
                .map(|x| {
                    acc = dt::add(acc, x);
                    acc
                })
                .collect();
            let n = v.len();
            time_value(HostArray::from_vec(v, vec![n]), t.meta)
        }
        "sign" => {
            let t = time_arg(0, "x")?;
            if t.meta.kind == TimeKind::Datetime {
                return Err(raise(
                    "UFuncTypeError",
                    "ufunc 'sign' did not contain a loop with signature matching types <class 'numpy.dtypes.DateTime64DType'> -> None",
                ));
            }
            let v: Vec<i64> = t.counts.to_vec::<i64>().into_iter().map(i64::signum).collect();
            super::time_result(HostArray::from_vec(v, t.counts.shape.clone()), t.meta)
        }
        "argsort" => {
            let t = time_arg(0, "a")?;
            if t.counts.ndim() != 1 {
                return Err(raise("NotImplementedError", "cudalab's argsort handles 1-D arrays"));
            }
            let v: Vec<i64> = t.counts.to_vec();
            let mut idx: Vec<i64> = (0..v.len() as i64).collect();
            idx.sort_by_key(|&i| (v[i as usize] == NAT, v[i as usize]));
            let n = idx.len();
            wrap(HostArray::from_vec(idx, vec![n]))
        }
        "isfinite" | "isinf" => {
            let t = time_arg(0, "x")?;
            let v: Vec<bool> = t.counts.to_vec::<i64>().into_iter().map(|x| name == "isfinite" && x != NAT).collect();
            number_result(HostArray::from_vec(v, t.counts.shape.clone()))
        }
        "array_equal" => {
            let (x, y) = (need(args, 0, "a1", name)?, need(args, 1, "a2", name)?);
            let same_shape = match (as_time(&x), as_time(&y)) {
                (Some(p), Some(q)) => p.counts.shape == q.counts.shape,
                _ => false,
            };
            if !same_shape {
                return Ok(Some(Value::Bool(false)));
            }
            let eq = arith::compare(interp, CmpOp::Eq, &x, &y)?.ok_or_else(|| unsupported(name))?;
            Value::Bool(as_array(&eq).is_some_and(|e| e.to_vec::<bool>().iter().all(|&b| b)))
        }
        _ => return Err(unsupported(name)),
    }))
}

/// `np.array(list of scalars, dtype=<number>)`: each element on its own, as NumPy converts
/// them — to an integer through `.item()` (so only where that is an int), to a float or bool
/// from its own count.
fn numbers_from_list(interp: &mut Interp, data: &Value, d: &Value) -> R<Value> {
    let target = crate::host::modules::numpy::dtype_arg(interp, d)?.unwrap_or(DType::F64);
    let (shape, leaves) = create::leaves(interp, data)?;
    let mut out: Vec<f64> = Vec::with_capacity(leaves.len());
    let mut ints: Vec<i64> = Vec::with_capacity(leaves.len());
    for l in &leaves {
        let (x, i) = match as_time(l).filter(|t| t.counts.ndim() == 0) {
            Some(t) => {
                let c = t.counts.get_flat::<i64>(0);
                if target.is_integer() {
                    match t.int_item(c) {
                        Some(Value::Int(_)) => {}
                        Some(_) => return Err(raise("TypeError", "int() argument must be a string, a bytes-like object or a real number, not 'NoneType'")),
                        None => {
                            return Err(raise(
                                "TypeError",
                                format!("int() argument must be a string, a bytes-like object or a real number, not '{}'", t.item_type()),
                            ))
                        }
                    }
                }
                (c as f64, c)
            }
            None => match l {
                Value::Int(_) | Value::Bool(_) => {
                    let i = interp.to_index(l)?;
                    (i as f64, i)
                }
                _ => {
                    let f = interp.to_float(l)?;
                    (f, f as i64)
                }
            },
        };
        out.push(x);
        ints.push(i);
    }
    let a = match target.kind() {
        Kind::Float | Kind::Complex => HostArray::from_vec(out, shape).astype(target),
        _ => HostArray::from_vec(ints, shape).astype(target),
    };
    Ok(wrap(a))
}

fn unsupported(name: &str) -> crate::host::Ctrl {
    raise("NotImplementedError", format!("np.{name}() does not take datetime64/timedelta64 values (or dtypes) in cudalab yet"))
}

fn shape_of(interp: &mut Interp, v: &Value) -> R<Vec<usize>> {
    let dims = match v {
        Value::Tuple(_) | Value::List(_) => interp.collect(v)?,
        other => vec![other.clone()],
    };
    let mut out = Vec::with_capacity(dims.len());
    for d in &dims {
        let n = interp.to_index(d)?;
        out.push(usize::try_from(n).map_err(|_| raise("ValueError", "negative dimensions are not allowed"))?);
    }
    Ok(out)
}

/// `np.full(shape, fill, dtype)`: the dtype's meta, or the fill's own (a generic dtype does not
/// take a fill with a unit, as in NumPy).
fn full(interp: &mut Interp, shape: Vec<usize>, fill: &Value, meta: Option<TimeMeta>, name: &str) -> R<Value> {
    let own = as_time(fill).map(|t| t.meta);
    let meta = match (meta, own) {
        (Some(m), Some(o)) if m.unit == TimeUnit::Generic && o.unit != TimeUnit::Generic => {
            return Err(raise("ValueError", "Cannot convert from specific units to generic units in NumPy datetimes or timedeltas"));
        }
        (Some(m), _) => m,
        (None, Some(o)) => o,
        (None, None) => return Err(unsupported(name)),
    };
    let out = match create::filled(shape, meta, 0)? {
        Value::Native(n) => n.as_any().downcast_ref::<NpTime>().cloned().ok_or_else(|| unsupported(name))?,
        _ => return Err(unsupported(name)),
    };
    let src = create::counts_for(interp, fill, meta)?;
    out.counts.assign(&src).map_err(|e| raise("ValueError", e.to_string()))?;
    Ok(Value::Native(Rc::new(out)))
}

/// `np.isnat(x)`: a bool array (a NumPy bool for a scalar).
fn isnat(x: &Value) -> R<Value> {
    let t = as_time(x).ok_or_else(|| raise("TypeError", "ufunc 'isnat' is only defined for np.datetime64 and np.timedelta64."))?;
    let v: Vec<bool> = t.counts.to_vec::<i64>().into_iter().map(|c| c == NAT).collect();
    Ok(number_result(HostArray::from_vec(v, t.counts.shape.clone())))
}

/// `np.datetime_as_string(x, unit=None)` of a datetime scalar (cudalab has no string arrays).
fn datetime_as_string(interp: &mut Interp, args: &Args) -> R<Value> {
    let x = need(args, 0, "arr", "datetime_as_string")?;
    let t = as_time(&x).filter(|t| t.meta.kind == TimeKind::Datetime).ok_or_else(|| raise("TypeError", "input must have type NumPy datetime"))?;
    let unit = match arg(args, 1, "unit") {
        None | Some(Value::None) => t.meta.unit,
        Some(Value::Str(s)) if &*s == "auto" => t.meta.unit,
        Some(Value::Str(s)) => TimeUnit::from_code(&s).map_err(|e| super::unit_error(&s, e))?,
        Some(other) => return Err(raise("TypeError", format!("unit must be a string, not {}", interp.type_name(&other)))),
    };
    if t.counts.ndim() > 0 {
        return Err(raise(
            "NotImplementedError",
            "np.datetime_as_string of an array needs string arrays, which cudalab does not have: use [str(x) for x in a]",
        ));
    }
    let v = dt::convert(t.counts.get_flat::<i64>(0), TimeKind::Datetime, t.meta.unit, unit);
    Ok(Value::str(&dt::format_datetime(v, unit)))
}

/// `np.diff(t, n, axis)`: differences along `axis` (a datetime array's are timedeltas).
fn diff(t: NpTime, n: i64, axis: i64) -> R<Value> {
    if n < 0 {
        return Err(raise("ValueError", format!("order must be non-negative but got {n}")));
    }
    if t.counts.ndim() == 0 {
        return Err(raise("ValueError", "diff requires input that is at least one dimensional"));
    }
    let ax = normalize_axis(axis, t.counts.ndim()).map_err(|e| raise("AxisError", e.to_string()))?;
    let mut cur = t;
    for _ in 0..n {
        let a = &cur.counts;
        let len = a.shape[ax].saturating_sub(1);
        let mut lo = a.clone();
        lo.shape[ax] = len;
        let mut hi = lo.clone();
        if len > 0 {
            hi.offset = (a.offset as isize + a.strides[ax]) as usize;
        }
        let (p, q): (Vec<i64>, Vec<i64>) = (hi.to_vec(), lo.to_vec());
        let counts = HostArray::from_vec(p.into_iter().zip(q).map(|(x, y)| dt::sub(x, y)).collect::<Vec<i64>>(), lo.shape.clone());
        cur = NpTime { counts, meta: TimeMeta::timedelta(cur.meta.unit) };
    }
    if n == 0 {
        cur.counts = cur.counts.copy();
    }
    Ok(Value::Native(Rc::new(cur)))
}

/// The arrays of `np.concatenate`/`np.where`, all of one kind, in their common unit.
fn common(items: &[NpTime]) -> R<(TimeMeta, Vec<HostArray>)> {
    let kind = items[0].meta.kind;
    if items.iter().any(|t| t.meta.kind != kind) {
        return Err(raise("TypeError", "cannot combine datetime64 and timedelta64 values in one array"));
    }
    let mut unit = TimeUnit::Generic;
    for t in items {
        unit = match kind {
            TimeKind::Datetime => dt::finer(unit, t.meta.unit),
            TimeKind::Timedelta => dt::common_timedelta_unit(unit, t.meta.unit).ok_or_else(|| {
                raise(
                    "TypeError",
                    format!(
                        "Cannot get a common metadata divisor for Numpy datetime metadata [{}] and [{}] because they have incompatible nonlinear base time units.",
                        unit.code(),
                        t.meta.unit.code()
                    ),
                )
            })?,
        };
    }
    Ok((TimeMeta { kind, unit }, items.iter().map(|t| t.counts_in(unit)).collect()))
}

fn concatenate(interp: &mut Interp, args: &Args) -> R<Value> {
    let seq = need(args, 0, "arrays", "concatenate")?;
    let items = interp.collect(&seq)?;
    let times = items.iter().map(|v| as_time(v).cloned().ok_or_else(|| unsupported("concatenate"))).collect::<R<Vec<NpTime>>>()?;
    if times.is_empty() {
        return Err(raise("ValueError", "need at least one array to concatenate"));
    }
    let (meta, arrays) = common(&times)?;
    let axis = match arg(args, 1, "axis") {
        Some(Value::None) => {
            let flat: Vec<HostArray> = arrays.iter().map(|a| a.reshape(&[-1]).unwrap_or_else(|_| a.clone())).collect();
            return Ok(time_value(super::super::functions::concatenate(&flat, 0)?, meta));
        }
        Some(v) => interp.to_index(&v)?,
        None => 0,
    };
    Ok(time_value(super::super::functions::concatenate(&arrays, axis)?, meta))
}

/// `np.where(cond, x, y)` with datetime/timedelta `x` and `y`.
fn select(interp: &mut Interp, args: &Args) -> R<Value> {
    let cond = need(args, 0, "condition", "where")?;
    let (Some(x), Some(y)) = (arg(args, 1, "x"), arg(args, 2, "y")) else { return Err(unsupported("where")) };
    let cond = match as_array(&cond) {
        Some(c) => c.astype(crate::array::dtype::DType::Bool),
        None => crate::host::modules::numpy::to_array(interp, &cond, Some(crate::array::dtype::DType::Bool))?,
    };
    let (Some(p), Some(q)) = (as_time(&x), as_time(&y)) else { return Err(unsupported("where")) };
    let (meta, arrays) = common(&[p.clone(), q.clone()])?;
    let err = |e: crate::array::hostarray::ShapeError| raise("ValueError", e.to_string());
    let s1 = crate::array::hostarray::broadcast_shapes(&cond.shape, &arrays[0].shape).map_err(err)?;
    let shape = crate::array::hostarray::broadcast_shapes(&s1, &arrays[1].shape).map_err(err)?;
    let c: Vec<bool> = cond.broadcast_vec(&shape);
    let (xs, ys): (Vec<i64>, Vec<i64>) = (arrays[0].broadcast_vec(&shape), arrays[1].broadcast_vec(&shape));
    let out: Vec<i64> = c.iter().zip(xs.iter().zip(&ys)).map(|(&k, (&a, &b))| if k { a } else { b }).collect();
    Ok(time_value(HostArray::from_vec(out, shape), meta))
}

/// `dtype_arg` of a datetime dtype outside the functions that take one: NumPy's would work,
/// cudalab's do not yet.
pub fn dtype_refusal(v: &Value) -> Option<crate::host::Ctrl> {
    match time_dtype(v) {
        Ok(Some(m)) => Some(raise(
            "NotImplementedError",
            format!(
                "dtype {} is taken by np.array, np.asarray, np.arange, np.zeros/ones/empty/full(_like), np.dtype and astype in cudalab, not here yet",
                m.name()
            ),
        )),
        Err(e) => Some(e),
        Ok(None) => None,
    }
}
