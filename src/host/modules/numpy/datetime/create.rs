//! Making datetime64/timedelta64 values: `np.datetime64(...)`/`np.timedelta64(...)`, dtype
//! arguments (`'datetime64[D]'`, `'M8[s]'`, `np.datetime64`, `np.dtype('m8[h]')`), elements from
//! Python values (ISO strings, ints as counts, NumPy scalars cast to the unit, None and `'NaT'` as
//! NaT), nested lists with the unit NumPy infers (the finest one), `astype` in both directions,
//! and the creation functions `np.array`, `np.arange`, `np.zeros/ones/empty/full(_like)`.
//!
//! Owns the conversion rules and NumPy's error words for them; parsing and unit arithmetic are
//! `array::datetime`'s. Must not build a numeric `NpArray` from time values except through an
//! explicit `astype`.

use super::{as_time, time_value, timedelta_cast_error, unit_error, NpTime, NpTimeDType, NpTimeType};
use crate::array::datetime::{self as dt, ParseError, TimeKind, TimeMeta, TimeUnit, NAT};
use crate::array::dtype::{DType, Kind};
use crate::array::hostarray::HostArray;
use crate::host::int::Int;
use crate::host::modules::numpy::{as_array, dtype_arg, wrap};
use crate::host::value::{Args, Value};
use crate::host::{raise, Ctrl, Interp, R};

/// A `dtype=` value that names a datetime or timedelta dtype (its unit may be generic); `None`
/// for any other dtype.
pub fn time_dtype(v: &Value) -> R<Option<TimeMeta>> {
    Ok(match v {
        Value::Str(s) => match TimeMeta::parse(s) {
            None => None,
            Some(Ok(m)) => Some(m),
            Some(Err(dt::UnitError::Unsupported)) => {
                return Err(raise(
                    "NotImplementedError",
                    format!("data type '{s}': cudalab's datetime units are Y, M, W, D, h, m, s, ms, us, ns and generic, without multiples"),
                ))
            }
            Some(Err(dt::UnitError::Invalid)) => {
                let meta = &s[s.find('[').unwrap_or(s.len())..];
                return Err(match meta.ends_with(']') {
                    true => raise("TypeError", format!("Invalid datetime unit in metadata string \"{meta}\"")),
                    false => raise("TypeError", format!("Invalid datetime metadata string \"{meta}\"")),
                });
            }
        },
        Value::Native(n) => match (n.as_any().downcast_ref::<NpTimeType>(), n.as_any().downcast_ref::<NpTimeDType>()) {
            (Some(t), _) => Some(TimeMeta { kind: t.0, unit: TimeUnit::Generic }),
            (_, Some(d)) => Some(d.0),
            _ => None,
        },
        _ => None,
    })
}

/// Whether nested data holds a datetime or timedelta (looking at its first element only: NumPy
/// makes an object array of mixed data, which cudalab does not have).
/// Looks no deeper than NumPy's 64 dimensions, so deep or self-referential lists end quickly.
pub fn holds_time(v: &Value) -> bool {
    let mut cur = v.clone();
    for _ in 0..=64 {
        let first = match &cur {
            Value::List(l) => l.borrow().first().cloned(),
            Value::Tuple(t) => t.first().cloned(),
            other => return as_time(other).is_some(),
        };
        match first {
            Some(f) => cur = f,
            None => return false,
        }
    }
    false
}

fn convert_error(kind: TimeKind) -> Ctrl {
    let what = match kind {
        TimeKind::Datetime => "datetime",
        TimeKind::Timedelta => "timedelta",
    };
    raise("ValueError", format!("Could not convert object to NumPy {what}"))
}

/// An ISO-8601 string as (count, unit), with NumPy's messages.
pub fn parse(text: &str) -> R<dt::Parsed> {
    dt::parse_iso(text).map_err(|e| match e {
        ParseError::At(p) => raise("ValueError", format!("Error parsing datetime string \"{text}\" at position {p}")),
        ParseError::OutOfRange(what) => raise("ValueError", format!("{what} out of range in datetime string \"{text}\"")),
        ParseError::TooFine => raise(
            "NotImplementedError",
            format!("datetime string \"{text}\" has more than nine fractional digits: picoseconds and finer are not supported by cudalab"),
        ),
    })
}

/// The unit a leaf of data implies when the dtype gives none.
fn leaf_unit(v: &Value, kind: TimeKind) -> R<TimeUnit> {
    Ok(match v {
        Value::Str(s) if kind == TimeKind::Datetime => parse(s)?.unit,
        other => as_time(other).map_or(TimeUnit::Generic, |t| t.meta.unit),
    })
}

fn python_int(i: &Int) -> R<i64> {
    i.as_i64().ok_or_else(|| raise("OverflowError", "int too big to convert"))
}

/// One Python value as a count of `meta` (NumPy's conversions for array elements: any string
/// precision is cast to the unit, a timedelta only within years/months or within linear units).
fn leaf_count(v: &Value, meta: TimeMeta) -> R<i64> {
    if let Some(t) = as_time(v).filter(|t| t.counts.ndim() == 0) {
        let x = t.counts.get_flat::<i64>(0);
        if t.meta.kind == TimeKind::Timedelta && meta.kind == TimeKind::Timedelta && !dt::timedelta_same_kind(t.meta.unit, meta.unit) {
            return Err(timedelta_cast_error(t.meta.unit, meta.unit));
        }
        return Ok(dt::convert(x, t.meta.kind, t.meta.unit, meta.unit));
    }
    if matches!(v, Value::Int(_) | Value::Bool(_)) && meta == TimeMeta::datetime(TimeUnit::Generic) {
        return Err(raise("ValueError", "Converting an integer to a NumPy datetime requires a specified unit"));
    }
    match v {
        Value::None => Ok(NAT),
        Value::Bool(b) => Ok(*b as i64),
        Value::Int(i) => python_int(i),
        Value::Str(s) => match meta.kind {
            TimeKind::Datetime => {
                let p = parse(s)?;
                if meta.unit == TimeUnit::Generic && p.value != NAT {
                    return Err(raise("ValueError", "Cannot create a NumPy datetime other than NaT with generic units"));
                }
                Ok(dt::convert(p.value, TimeKind::Datetime, p.unit, meta.unit))
            }
            TimeKind::Timedelta if s.is_empty() || s.eq_ignore_ascii_case("nat") => Ok(NAT),
            TimeKind::Timedelta => s.trim().parse::<i64>().map_err(|_| convert_error(meta.kind)),
        },
        _ => match as_array(v) {
            Some(a) if a.ndim() == 0 && matches!(a.dtype().kind(), Kind::Signed | Kind::Unsigned | Kind::Bool) => Ok(a.get_flat::<i64>(0)),
            _ => Err(convert_error(meta.kind)),
        },
    }
}

/// The shape of nested data and its leaves in C order.
pub fn leaves(interp: &mut Interp, v: &Value) -> R<(Vec<usize>, Vec<Value>)> {
    let (mut shape, mut out) = (Vec::new(), Vec::new());
    walk(interp, v, 0, &mut shape, &mut out)?;
    Ok((shape, out))
}

fn object_array() -> Ctrl {
    raise(
        "NotImplementedError",
        "NumPy makes an object array of these values (datetime64/timedelta64 mixed with other values or units), and cudalab has no object arrays",
    )
}

/// The leaves of nested data in C order, and its shape.
fn walk(interp: &mut Interp, v: &Value, depth: usize, shape: &mut Vec<usize>, out: &mut Vec<Value>) -> R<()> {
    let items = match v {
        Value::List(_) | Value::Tuple(_) => Some(interp.collect(v)?),
        other => as_time(other)
            .filter(|t| t.counts.ndim() > 0)
            .map(|t| (0..t.counts.shape[0]).map(|i| time_value(crate::host::modules::numpy::index::take_first(&t.counts, i), t.meta)).collect()),
    };
    let inhomogeneous = |shape: &[usize]| {
        let known = crate::host::repr::repr(&Value::tuple(shape[..depth.min(shape.len())].iter().map(|d| Value::int(*d as i64)).collect()));
        raise(
            "ValueError",
            format!("setting an array element with a sequence. The requested array has an inhomogeneous shape after {depth} dimensions. The detected shape was {known} + inhomogeneous part."),
        )
    };
    match items {
        Some(_) if depth >= 64 => {
            return Err(raise(
                "ValueError",
                "setting an array element with a sequence. The requested array would exceed the maximum number of dimension of 64.",
            ));
        }
        Some(items) => {
            if shape.len() == depth {
                if !out.is_empty() {
                    return Err(inhomogeneous(shape));
                }
                shape.push(items.len());
            } else if shape[depth] != items.len() {
                return Err(inhomogeneous(shape));
            }
            for it in &items {
                walk(interp, it, depth + 1, shape, out)?;
            }
        }
        None => {
            if shape.len() > depth {
                return Err(inhomogeneous(shape));
            }
            out.push(v.clone());
        }
    }
    Ok(())
}

/// `np.array(data, dtype=meta)` for data holding datetimes/timedeltas or a datetime dtype: the
/// unit is the dtype's, else the finest among the elements (NumPy's common unit).
pub fn from_data(interp: &mut Interp, v: &Value, meta: Option<TimeMeta>) -> R<NpTime> {
    if let Some(t) = as_time(v) {
        let target = match meta {
            Some(m) if m.unit == TimeUnit::Generic => TimeMeta { kind: m.kind, unit: t.meta.unit },
            Some(m) => m,
            None => t.meta,
        };
        let mut out = t.cast(target);
        out.counts = out.counts.copy();
        out.counts.scalar = false;
        return Ok(out);
    }
    let (shape, leaves) = self::leaves(interp, v)?;
    if meta.is_none() && leaves.iter().any(|l| as_time(l).is_none_or(|t| t.meta.kind != as_time(&leaves[0]).map_or(t.meta.kind, |f| f.meta.kind))) {
        return Err(object_array());
    }
    let kind = match meta {
        Some(m) => m.kind,
        None => leaves.iter().find_map(|l| as_time(l).map(|t| t.meta.kind)).unwrap_or(TimeKind::Datetime),
    };
    let mut unit = meta.map_or(TimeUnit::Generic, |m| m.unit);
    if unit == TimeUnit::Generic {
        for l in &leaves {
            let u = leaf_unit(l, kind)?;
            unit = match kind {
                TimeKind::Datetime => dt::finer(unit, u),
                TimeKind::Timedelta if meta.is_none() => dt::common_timedelta_unit(unit, u).ok_or_else(object_array)?,
                TimeKind::Timedelta => dt::common_timedelta_unit(unit, u).ok_or_else(|| {
                    raise("TypeError", format!("Cannot get a common metadata divisor for Numpy datetime metadata [{}] and [{}] because they have incompatible nonlinear base time units.", unit.code(), u.code()))
                })?,
            };
        }
    }
    let meta = TimeMeta { kind, unit };
    crate::array::memory_limit::check_array(&shape, DType::I64)?;
    let counts = leaves.iter().map(|l| leaf_count(l, meta)).collect::<R<Vec<i64>>>()?;
    if kind == TimeKind::Datetime && unit == TimeUnit::Generic && counts.iter().any(|&c| c != NAT) {
        return Err(generic_datetime());
    }
    Ok(NpTime { counts: HostArray::from_vec(counts, shape), meta })
}

fn generic_datetime() -> Ctrl {
    raise("ValueError", "Cannot convert a NumPy datetime value other than NaT with generic units")
}

/// A value stored into a `meta` array (`a[i] = v`, `fill`, `full`): its counts, broadcastable.
pub fn counts_for(interp: &mut Interp, v: &Value, meta: TimeMeta) -> R<HostArray> {
    if let Some(t) = as_time(v).filter(|t| t.counts.ndim() > 0) {
        if t.meta.kind == TimeKind::Timedelta && meta.kind == TimeKind::Timedelta && !dt::timedelta_same_kind(t.meta.unit, meta.unit) {
            return Err(timedelta_cast_error(t.meta.unit, meta.unit));
        }
        return Ok(t.cast(meta).counts);
    }
    if let Some(a) = as_array(v).filter(|a| a.ndim() > 0) {
        return match a.dtype().kind() {
            Kind::Signed | Kind::Unsigned | Kind::Bool => Ok(a.astype(DType::I64)),
            _ => Err(convert_error(meta.kind)),
        };
    }
    if matches!(v, Value::List(_) | Value::Tuple(_)) {
        return Ok(from_data(interp, v, Some(meta))?.counts);
    }
    Ok(HostArray::from_vec(vec![leaf_count(v, meta)?], vec![]))
}

/// `np.datetime64(value, unit)` / `np.timedelta64(value, unit)`: a scalar.
pub fn construct(interp: &mut Interp, kind: TimeKind, args: Args) -> R<Value> {
    if let Some((k, _)) = args.kw.first() {
        return Err(raise("TypeError", format!("'{k}' is an invalid keyword argument for this function")));
    }
    if args.pos.len() > 2 {
        return Err(raise("TypeError", format!("function takes at most 2 arguments ({} given)", args.pos.len())));
    }
    let unit = match args.pos.get(1) {
        None => None,
        Some(Value::Str(s)) => Some(TimeUnit::from_code(s).map_err(|e| unit_error(s, e))?),
        Some(other) => {
            return Err(raise("TypeError", format!("cudalab takes the unit of np.{} as a string, not {}", type_name(kind), interp.type_name(other))))
        }
    };
    // No value: NaT for a datetime, zero for a timedelta.
    let value = args.pos.first().cloned().unwrap_or(match kind {
        TimeKind::Datetime => Value::None,
        TimeKind::Timedelta => Value::int(0),
    });
    let given = |u: TimeUnit| unit.unwrap_or(u);
    let (count, u) = match (&value, kind) {
        (Value::None, _) => (NAT, given(TimeUnit::Generic)),
        (Value::Str(s), TimeKind::Datetime) => {
            let p = parse(s)?;
            let u = given(p.unit);
            if u == TimeUnit::Generic && p.value != NAT {
                return Err(raise("ValueError", "Cannot create a NumPy datetime other than NaT with generic units"));
            }
            (dt::convert(p.value, kind, p.unit, u), u)
        }
        (Value::Str(s), TimeKind::Timedelta) => (leaf_count(&Value::Str(s.clone()), TimeMeta::timedelta(TimeUnit::Generic))?, given(TimeUnit::Generic)),
        (Value::Int(_) | Value::Bool(_), TimeKind::Datetime) if unit.is_none_or(|u| u == TimeUnit::Generic) => {
            return Err(raise("ValueError", "Converting an integer to a NumPy datetime requires a specified unit"));
        }
        (Value::Int(i), _) => (python_int(i)?, given(TimeUnit::Generic)),
        (Value::Bool(b), _) => (*b as i64, given(TimeUnit::Generic)),
        _ => match (as_time(&value), as_array(&value)) {
            (Some(t), _) if t.meta.kind == kind && t.counts.ndim() == 0 => {
                let u = given(t.meta.unit);
                (leaf_count(&value, TimeMeta { kind, unit: u })?, u)
            }
            (None, Some(a)) if kind == TimeKind::Timedelta && a.ndim() == 0 && a.dtype().is_integer() => (a.get_flat::<i64>(0), given(TimeUnit::Generic)),
            _ => return Err(convert_error(kind)),
        },
    };
    Ok(time_value(HostArray::scalar_of(count), TimeMeta { kind, unit: u }))
}

fn type_name(kind: TimeKind) -> &'static str {
    match kind {
        TimeKind::Datetime => "datetime64",
        TimeKind::Timedelta => "timedelta64",
    }
}

/// `t.astype(dtype)`: another unit or kind, or the counts as numbers (int64 counts, floats,
/// bools), or — for a scalar — `str`.
pub fn astype(interp: &mut Interp, t: &NpTime, d: &Value) -> R<Value> {
    if let Some(m) = time_dtype(d)? {
        let m = if m.unit == TimeUnit::Generic { TimeMeta { kind: m.kind, unit: t.meta.unit } } else { m };
        let mut out = t.cast(m);
        out.counts = out.counts.copy();
        out.counts.scalar = t.counts.scalar;
        return Ok(Value::Native(std::rc::Rc::new(out)));
    }
    if matches!(d, Value::Type(ty) if &*ty.name == "str") {
        if t.counts.ndim() == 0 {
            return Ok(Value::str(&crate::host::native::NativeObject::str(t)));
        }
        return Err(raise("NotImplementedError", "cudalab has no string arrays: use [str(x) for x in a] for the texts of a datetime64 array"));
    }
    let target = dtype_arg(interp, d)?.ok_or_else(|| raise("TypeError", "astype() needs a dtype"))?;
    let mut r = t.counts.astype(target);
    r.scalar = t.counts.scalar;
    Ok(wrap(r))
}

/// `a.astype('datetime64[D]')` of a numeric array: integers (and bools) are counts; floats are
/// truncated, NaN becoming NaT. `None` when the dtype is not a datetime/timedelta one.
pub fn astype_numbers(a: &HostArray, d: &Value) -> R<Option<Value>> {
    let Some(meta) = time_dtype(d)? else { return Ok(None) };
    let counts: Vec<i64> = match a.dtype().kind() {
        Kind::Bool | Kind::Signed | Kind::Unsigned => a.to_vec(),
        Kind::Float => a.to_vec::<f64>().into_iter().map(|x| if x.is_nan() { NAT } else { x as i64 }).collect(),
        Kind::Complex => return Err(raise("TypeError", format!("Cannot cast array data from dtype('{}') to {}", a.dtype().name(), super::dtype_text(meta)))),
    };
    if meta.kind == TimeKind::Datetime && meta.unit == TimeUnit::Generic && counts.iter().any(|&c| c != NAT) {
        return Err(generic_datetime());
    }
    let mut counts = HostArray::from_vec(counts, a.shape.clone());
    counts.scalar = a.scalar;
    Ok(Some(time_value(counts, meta)))
}

/// `np.zeros/ones/empty(shape, dtype=<time>)`: counts of 0 (the epoch, or no time) or 1.
pub fn filled(shape: Vec<usize>, meta: TimeMeta, value: i64) -> R<Value> {
    if meta.kind == TimeKind::Datetime && meta.unit == TimeUnit::Generic {
        return Err(generic_datetime());
    }
    crate::array::memory_limit::check_array(&shape, DType::I64)?;
    let n = shape.iter().product();
    Ok(time_value(HostArray::from_vec(vec![value; n], shape), meta))
}

/// `np.arange` over datetimes or timedeltas: `start`, `stop` (a count after a datetime start is
/// relative to it), `step` (a count or a timedelta); the unit is the dtype's, else the finest.
pub fn arange(pos: &[Value], dtype: Option<TimeMeta>) -> R<Value> {
    let (start, stop, step) = match pos {
        [stop] => (None, stop.clone(), None),
        [start, stop] => (Some(start.clone()), stop.clone(), None),
        [start, stop, step] => (Some(start.clone()), stop.clone(), Some(step.clone())),
        _ => return Err(raise("TypeError", "arange() requires stop to be specified.")),
    };
    let kind = dtype
        .map(|m| m.kind)
        .or_else(|| [start.as_ref(), Some(&stop)].into_iter().flatten().find_map(|v| as_time(v).map(|t| t.meta.kind)))
        .unwrap_or(TimeKind::Timedelta);
    if kind == TimeKind::Datetime && start.is_none() {
        return Err(raise("ValueError", "arange requires both a start and a stop for NumPy datetime64 ranges"));
    }
    let mut unit = dtype.map_or(TimeUnit::Generic, |m| m.unit);
    if unit == TimeUnit::Generic {
        for v in [Some(&stop), start.as_ref(), step.as_ref()].into_iter().flatten() {
            let u = leaf_unit(v, kind)?;
            unit = match kind {
                TimeKind::Datetime => dt::finer(unit, u),
                TimeKind::Timedelta => dt::common_timedelta_unit(unit, u).ok_or_else(|| {
                    raise("TypeError", format!("Cannot get a common metadata divisor for Numpy datetime metadata [{}] and [{}] because they have incompatible nonlinear base time units.", unit.code(), u.code()))
                })?,
            };
        }
    }
    let meta = TimeMeta { kind, unit };
    if kind == TimeKind::Datetime && unit == TimeUnit::Generic {
        return Err(generic_datetime());
    }
    let first = match &start {
        Some(v) => leaf_count(v, meta)?,
        None => 0,
    };
    let mut last = leaf_count(&stop, meta)?;
    let relative = kind == TimeKind::Datetime
        && matches!(stop, Value::Int(_) | Value::Bool(_))
        && start.as_ref().is_some_and(|s| !matches!(s, Value::Int(_) | Value::Bool(_)));
    if relative {
        last = first.wrapping_add(last);
    }
    if first == NAT || last == NAT {
        return Err(raise("ValueError", "arange: cannot use NaT (not-a-time) datetime values"));
    }
    let step = match &step {
        None | Some(Value::None) => 1,
        Some(v @ (Value::Int(_) | Value::Bool(_))) => leaf_count(v, meta)?,
        Some(v) => match as_time(v).filter(|t| t.meta.kind == TimeKind::Timedelta) {
            Some(_) => leaf_count(v, TimeMeta::timedelta(unit))?,
            None => return Err(convert_error(TimeKind::Timedelta)),
        },
    };
    if step == 0 {
        return Err(raise("ValueError", "arange: step cannot be zero"));
    }
    let span = last as i128 - first as i128;
    let n = if (span > 0) == (step > 0) && span != 0 { (span + step as i128 - step.signum() as i128) / step as i128 } else { 0 };
    let n = usize::try_from(n).map_err(|_| raise("ValueError", "Maximum allowed size exceeded"))?;
    crate::array::memory_limit::check_array(&[n], DType::I64)?;
    let counts: Vec<i64> = (0..n as i64).map(|i| first.wrapping_add(i.wrapping_mul(step))).collect();
    Ok(time_value(HostArray::from_vec(counts, vec![n]), meta))
}
