//! `np.datetime64` and `np.timedelta64` in the interpreter: one native object, [`NpTime`], for
//! scalars and arrays alike — an int64 `HostArray` of counts (NaT is `i64::MIN`, as in NumPy)
//! plus its [`TimeMeta`] (kind and unit) — with the type objects `np.datetime64`/`np.timedelta64`
//! and the dtype objects `np.dtype('datetime64[D]')`. Printing, attributes, indexing (views, as
//! NumPy's), iteration and methods live here; arithmetic and comparisons with NumPy's unit rules in
//! `datetime/arith.rs`, construction and dtype arguments in `datetime/create.rs`, the `np`
//! functions that take them in `datetime/functions.rs`, reductions in `datetime/reduce.rs`, kernel
//! arguments in `datetime/kernel.rs`.
//!
//! Architecture invariant: a datetime array is never an `NpArray`, so NumPy code that does not
//! know it cannot read its counts as int64 by accident; it raises a clear error instead. Must not
//! add `DType`/`Buffer` variants, and must not put calendar arithmetic here (`array::datetime`).

mod arith;
mod create;
mod functions;
pub mod kernel;
mod reduce;

pub use arith::{binary, compare};
pub use create::{astype_numbers, time_dtype};
pub use functions::{dtype_refusal, np_call};

use super::{index, wrap};
use crate::array::datetime::{self as dt, TimeKind, TimeMeta, TimeUnit, NAT};
use crate::array::hostarray::HostArray;
use crate::array::print;
use crate::host::native::NativeObject;
use crate::host::value::{Args, HashKey, Value};
use crate::host::{raise, Ctrl, Interp, R};
use ruff_python_ast::{CmpOp, Operator};
use std::any::Any;
use std::rc::Rc;

/// A datetime64/timedelta64 scalar (`counts.scalar`) or array.
#[derive(Clone)]
pub struct NpTime {
    /// int64 counts of `meta.unit`; a view of another array's counts after basic indexing.
    pub counts: HostArray,
    pub meta: TimeMeta,
}

/// `np.datetime64` / `np.timedelta64`: callable to make a scalar, usable as a generic `dtype=`.
pub struct NpTimeType(pub TimeKind);

/// `np.dtype('datetime64[D]')`, `a.dtype` of a datetime array.
pub struct NpTimeDType(pub TimeMeta);

pub fn as_time(v: &Value) -> Option<&NpTime> {
    match v {
        Value::Native(n) => n.as_any().downcast_ref::<NpTime>(),
        _ => None,
    }
}

/// A value of `meta` holding `counts` as they are (scalar or array as `counts.scalar` says).
pub fn time_value(counts: HostArray, meta: TimeMeta) -> Value {
    Value::Native(Rc::new(NpTime { counts, meta }))
}

/// The result of an element-wise operation: a NumPy scalar when it has no axes, as ufuncs give.
pub fn time_result(mut counts: HostArray, meta: TimeMeta) -> Value {
    counts.scalar = counts.ndim() == 0;
    time_value(counts, meta)
}

/// A numeric result, likewise a NumPy scalar when it has no axes.
pub fn number_result(mut a: HostArray) -> Value {
    a.scalar = a.ndim() == 0;
    wrap(a)
}

/// `dtype('<M8[D]')` as NumPy's error messages write an operand's dtype.
pub fn dtype_text(meta: TimeMeta) -> String {
    format!("dtype('{}')", meta.typestr())
}

/// `Invalid datetime unit "x" in metadata` and cudalab's refusal of units it leaves out.
pub fn unit_error(code: &str, e: dt::UnitError) -> Ctrl {
    match e {
        dt::UnitError::Invalid => raise("TypeError", format!("Invalid datetime unit \"{code}\" in metadata")),
        dt::UnitError::Unsupported => raise(
            "NotImplementedError",
            format!("datetime unit '{code}' is not supported by cudalab (units are Y, M, W, D, h, m, s, ms, us, ns and generic, without multiples)"),
        ),
    }
}

/// NumPy's 'same_kind' refusal of a timedelta cast between years/months and linear units.
pub fn timedelta_cast_error(from: TimeUnit, to: TimeUnit) -> Ctrl {
    raise("TypeError", format!("Cannot cast NumPy timedelta64 scalar from metadata [{}] to [{}] according to the rule 'same_kind'", from.code(), to.code()))
}

impl NpTime {
    fn is_datetime(&self) -> bool {
        self.meta.kind == TimeKind::Datetime
    }

    /// The counts converted to `unit` (a copy; the same counts when the unit is the same).
    pub fn counts_in(&self, unit: TimeUnit) -> HostArray {
        if unit == self.meta.unit {
            return self.counts.clone();
        }
        let (kind, from) = (self.meta.kind, self.meta.unit);
        let v: Vec<i64> = self.counts.to_vec::<i64>().into_iter().map(|x| dt::convert(x, kind, from, unit)).collect();
        let mut out = HostArray::from_vec(v, self.counts.shape.clone());
        out.scalar = self.counts.scalar;
        out
    }

    /// This value in another meta (`astype`): a unit conversion within a kind, the counts as
    /// they are across kinds (as NumPy's casts do).
    pub fn cast(&self, meta: TimeMeta) -> NpTime {
        let counts = if meta.kind == self.meta.kind { self.counts_in(meta.unit) } else { self.counts.copy() };
        NpTime { counts, meta }
    }

    /// One element's text: ISO-8601 for a datetime, the count for a timedelta.
    fn element_text(&self, v: i64) -> String {
        match self.meta.kind {
            TimeKind::Datetime => dt::format_datetime(v, self.meta.unit),
            TimeKind::Timedelta => v.to_string(),
        }
    }

    /// NumPy's `_TimelikeFormat`: every element right-aligned to the widest of the shown
    /// minimum and maximum; NaT as `'NaT'`, at least five wide.
    fn fit(&self) -> impl Fn(&[i64]) -> Box<dyn Fn(i64) -> String> + '_ {
        let quote = self.is_datetime();
        move |shown: &[i64]| {
            let text = {
                let me = self.clone();
                move |v: i64| if quote { format!("'{}'", me.element_text(v)) } else { me.element_text(v) }
            };
            let values = || shown.iter().copied().filter(|&v| v != NAT);
            let (lo, hi) = (values().min(), values().max());
            let mut width = lo.into_iter().chain(hi).map(|v| text(v).len()).max().unwrap_or(0);
            if shown.contains(&NAT) {
                width = width.max(5);
            }
            Box::new(move |v: i64| if v == NAT { format!("{:>width$}", "'NaT'") } else { format!("{:>width$}", text(v)) })
        }
    }

    /// What `dtype=` shows in a repr: quoted when the name has a unit.
    fn dtype_shown(&self) -> String {
        match self.meta.unit {
            TimeUnit::Generic => self.meta.name(),
            _ => format!("'{}'", self.meta.name()),
        }
    }

    fn scalar_count(&self) -> i64 {
        self.counts.get_flat::<i64>(0)
    }

    /// `.item()`'s value where it is a Python int; `None` where NumPy gives a `datetime` object,
    /// which cudalab does not have (its `datetime` module is not there).
    fn int_item(&self, v: i64) -> Option<Value> {
        if v == NAT {
            return Some(Value::None);
        }
        let int = match self.meta.kind {
            TimeKind::Datetime => self.meta.unit == TimeUnit::Nano,
            TimeKind::Timedelta => matches!(self.meta.unit, TimeUnit::Year | TimeUnit::Month | TimeUnit::Nano | TimeUnit::Generic),
        };
        int.then(|| Value::int(v))
    }

    /// The Python type NumPy's `.item()` gives where cudalab has none.
    fn item_type(&self) -> &'static str {
        match (self.meta.kind, self.meta.unit) {
            (TimeKind::Timedelta, _) => "datetime.timedelta",
            (_, TimeUnit::Year | TimeUnit::Month | TimeUnit::Week | TimeUnit::Day) => "datetime.date",
            _ => "datetime.datetime",
        }
    }

    fn item(&self, v: i64) -> R<Value> {
        self.int_item(v).ok_or_else(|| {
            raise(
                "NotImplementedError",
                format!(
                    "{}.item() gives a {} object in NumPy, and cudalab has no datetime module; use .astype('int64') for the counts or str() for the text",
                    self.meta.name(),
                    self.item_type()
                ),
            )
        })
    }

    fn hash(&self) -> HashKey {
        // Equal instants hash alike across units (`hash(td(3,'D')) == hash(td(72,'h'))`).
        let ns = dt::to_nanos(self.scalar_count(), self.meta.kind, self.meta.unit);
        let kind = if self.is_datetime() { "M" } else { "m" };
        HashKey::Tuple(vec![HashKey::Str(Rc::from(kind)), HashKey::Int((ns >> 64) as i64), HashKey::Int(ns as i64)])
    }
}

impl NativeObject for NpTime {
    fn type_name(&self) -> &str {
        match (self.counts.scalar, self.meta.kind) {
            (false, _) => "numpy.ndarray",
            (true, TimeKind::Datetime) => "numpy.datetime64",
            (true, TimeKind::Timedelta) => "numpy.timedelta64",
        }
    }
    fn repr(&self) -> String {
        if self.counts.scalar {
            let v = self.scalar_count();
            let unit = self.meta.unit;
            return match self.meta.kind {
                TimeKind::Datetime if v == NAT || matches!(unit, TimeUnit::Hour | TimeUnit::Generic) => {
                    format!("np.datetime64('{}','{}')", dt::format_datetime(v, unit), unit.code())
                }
                TimeKind::Datetime => format!("np.datetime64('{}')", dt::format_datetime(v, unit)),
                TimeKind::Timedelta => {
                    let value = if v == NAT { "'NaT'".to_string() } else { v.to_string() };
                    match unit {
                        TimeUnit::Generic => format!("np.timedelta64({value})"),
                        u => format!("np.timedelta64({value},'{}')", u.code()),
                    }
                }
            };
        }
        let fit = self.fit();
        print::text_array_repr(&self.counts, &self.dtype_shown(), &fit)
    }
    fn str(&self) -> String {
        if self.counts.ndim() == 0 {
            let v = self.scalar_count();
            return match self.meta.kind {
                TimeKind::Datetime => dt::format_datetime(v, self.meta.unit),
                TimeKind::Timedelta => dt::format_timedelta(v, self.meta.unit),
            };
        }
        let fit = self.fit();
        print::text_array_str(&self.counts, &fit)
    }
    fn getattr(&self, _interp: &mut Interp, name: &str) -> R<Option<Value>> {
        let a = &self.counts;
        Ok(Some(match name {
            "shape" => super::methods::shape_tuple(&a.shape),
            "ndim" => Value::int(a.ndim() as i64),
            "size" => Value::int(a.size() as i64),
            "dtype" => Value::Native(Rc::new(NpTimeDType(self.meta))),
            "itemsize" => Value::int(8),
            "nbytes" => Value::int(8 * a.size() as i64),
            "T" => time_value(a.transpose(), self.meta),
            _ => return Ok(None),
        }))
    }
    fn call_method(&self, interp: &mut Interp, name: &str, args: Args) -> R<Option<Value>> {
        methods(self, interp, name, args)
    }
    fn binop(&self, interp: &mut Interp, op: Operator, other: &Value, reflected: bool) -> R<Option<Value>> {
        let Some(bop) = super::binop_of(op) else { return Ok(None) };
        let me = Value::Native(Rc::new(self.clone()));
        if reflected {
            arith::binary(interp, bop, other, &me)
        } else {
            arith::binary(interp, bop, &me, other)
        }
    }
    fn unary(&self, _interp: &mut Interp, op: &str) -> R<Option<Value>> {
        arith::unary(self, op).map(Some)
    }
    fn compare(&self, interp: &mut Interp, op: CmpOp, other: &Value, reflected: bool) -> R<Option<Value>> {
        let Some(c) = arith::cmp_op(op, reflected) else { return Ok(None) };
        arith::compare(interp, c, &Value::Native(Rc::new(self.clone())), other)
    }
    fn eq(&self, interp: &mut Interp, other: &Value) -> R<bool> {
        match arith::compare(interp, crate::array::ufunc::CmpOp::Eq, &Value::Native(Rc::new(self.clone())), other)? {
            Some(v) => interp.truthy(&v),
            None => Ok(false),
        }
    }
    fn truthy(&self, _interp: &mut Interp) -> R<bool> {
        match self.counts.size() {
            1 => Ok(self.counts.get_flat::<i64>(0) != 0),
            0 => Ok(false),
            _ => Err(raise("ValueError", "The truth value of an array with more than one element is ambiguous. Use a.any() or a.all()")),
        }
    }
    fn hash_key(&self, _interp: &mut Interp) -> R<HashKey> {
        if self.counts.ndim() == 0 {
            return Ok(self.hash());
        }
        Err(raise("TypeError", "unhashable type: 'numpy.ndarray'"))
    }
    fn to_float(&self, _interp: &mut Interp) -> R<Option<f64>> {
        if self.counts.size() == 1 {
            if let Some(Value::Int(i)) = self.int_item(self.counts.get_flat::<i64>(0)) {
                return Ok(i.as_i64().map(|v| v as f64));
            }
        }
        Ok(None)
    }
    fn dir(&self) -> Vec<String> {
        METHODS.iter().map(|s| s.to_string()).collect()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

const METHODS: &[&str] = &[
    "T",
    "argmax",
    "argmin",
    "astype",
    "copy",
    "dtype",
    "fill",
    "flatten",
    "item",
    "itemsize",
    "max",
    "mean",
    "min",
    "nbytes",
    "ndim",
    "ravel",
    "reshape",
    "shape",
    "size",
    "sort",
    "sum",
    "tolist",
    "transpose",
    "view",
];

fn methods(t: &NpTime, interp: &mut Interp, name: &str, mut args: Args) -> R<Option<Value>> {
    let a = &t.counts;
    let meta = t.meta;
    let same = |counts: HostArray| time_value(counts, meta);
    Ok(Some(match name {
        "__getitem__" => {
            let key = args.pos.first().ok_or_else(|| raise("TypeError", "__getitem__ expected 1 argument, got 0"))?;
            let r = index::getitem(interp, a, key)?;
            match super::as_array(&r) {
                Some(c) => time_value(c.clone(), meta),
                None => r,
            }
        }
        "__setitem__" => {
            let [key, value] = args.pos.as_slice() else {
                return Err(raise("TypeError", format!("__setitem__ expected 2 arguments, got {}", args.pos.len())));
            };
            let counts = create::counts_for(interp, value, meta)?;
            index::setitem(interp, a, key, &wrap(counts))?;
            Value::None
        }
        "__len__" => {
            if a.scalar {
                return Err(raise("TypeError", format!("object of type '{}' has no len()", t.type_name())));
            }
            if a.ndim() == 0 {
                return Err(raise("TypeError", "len() of unsized object"));
            }
            Value::int(a.shape[0] as i64)
        }
        "__iter__" => {
            if a.ndim() == 0 {
                return Err(raise("TypeError", "iteration over a 0-d array"));
            }
            Value::list(
                (0..a.shape[0])
                    .map(|i| {
                        let row = index::take_first(a, i);
                        match row.ndim() {
                            0 => time_value(HostArray { scalar: true, ..row }, meta),
                            _ => same(row),
                        }
                    })
                    .collect(),
            )
        }
        "__int__" => {
            if a.size() != 1 {
                return Err(raise("TypeError", "only length-1 arrays can be converted to Python scalars"));
            }
            match t.int_item(a.get_flat::<i64>(0)) {
                Some(Value::None) => return Err(raise("TypeError", "int() argument must be a string, a bytes-like object or a real number, not 'NoneType'")),
                Some(v) => v,
                None => {
                    return Err(raise("TypeError", format!("int() argument must be a string, a bytes-like object or a real number, not '{}'", t.item_type())))
                }
            }
        }
        "__abs__" => arith::unary(t, "abs")?,
        name if name.starts_with("__i") && name.ends_with("__") && args.pos.len() == 1 => return arith::inplace(interp, t, name, &args.pos[0]).map(Some),
        "astype" => {
            let d = args.pos.first().cloned().or_else(|| args.take_kw("dtype")).unwrap_or(Value::None);
            create::astype(interp, t, &d)?
        }
        "view" => {
            let d = args.pos.first().cloned().or_else(|| args.take_kw("dtype")).unwrap_or(Value::None);
            match time_dtype(&d)? {
                Some(m) if m == meta => same(a.clone()),
                Some(m) => return Err(raise("NotImplementedError", format!("cudalab's view() of a {} array as {} (use astype)", meta.name(), m.name()))),
                None => match super::dtype_arg(interp, &d)? {
                    Some(crate::array::dtype::DType::I64) => wrap(HostArray { scalar: a.scalar, ..a.clone() }),
                    _ => return Err(raise("NotImplementedError", format!("cudalab views a {} array only as int64 (its counts) or as itself", meta.name()))),
                },
            }
        }
        "copy" => same(a.copy()),
        "reshape" => {
            let spec = super::methods::reshape_spec(interp, &args.pos)?;
            same(a.reshape(&spec).map_err(|e| raise("ValueError", e.to_string()))?)
        }
        "ravel" => same(a.reshape(&[-1]).map_err(|e| raise("ValueError", e.to_string()))?),
        "flatten" => same(a.copy().reshape(&[-1]).map_err(|e| raise("ValueError", e.to_string()))?),
        "transpose" => match args.pos.is_empty() {
            true => same(a.transpose()),
            false => {
                let axes = super::methods::reshape_spec(interp, &args.pos)?;
                same(a.permute(&super::methods::transpose_axes(a.ndim(), &axes)?))
            }
        },
        "item" => {
            let n = a.size() as i64;
            let v = match args.pos.first() {
                None if n != 1 => return Err(raise("ValueError", "can only convert an array of size 1 to a Python scalar")),
                None => a.get_flat::<i64>(0),
                Some(i) => {
                    let i = interp.to_index(i)?;
                    let j = if i < 0 { i + n } else { i };
                    if j < 0 || j >= n {
                        return Err(raise("IndexError", format!("index {i} is out of bounds for size {n}")));
                    }
                    a.get_flat::<i64>(j as usize)
                }
            };
            t.item(v)?
        }
        "tolist" => tolist(t, a)?,
        "fill" => {
            let v = args.pos.first().cloned().unwrap_or(Value::None);
            let src = create::counts_for(interp, &v, meta)?;
            a.assign(&src).map_err(|e| raise("ValueError", e.to_string()))?;
            Value::None
        }
        "sort" => {
            let sorted = reduce::sorted(t, Some(-1))?;
            a.assign(&sorted.counts).map_err(|e| raise("ValueError", e.to_string()))?;
            Value::None
        }
        "tobytes" => crate::host::bytes::bytes_value(crate::array::hostarray::to_le_bytes(a)),
        "min" | "max" | "argmin" | "argmax" | "sum" | "mean" => reduce::method(interp, t, name, args)?,
        _ => return Ok(None),
    }))
}

fn tolist(t: &NpTime, a: &HostArray) -> R<Value> {
    if a.ndim() == 0 {
        return t.item(a.get_flat::<i64>(0));
    }
    let rows = (0..a.shape[0]).map(|i| tolist(t, &index::take_first(a, i))).collect::<R<Vec<Value>>>()?;
    Ok(Value::list(rows))
}

impl NativeObject for NpTimeType {
    fn type_name(&self) -> &str {
        "type"
    }
    fn repr(&self) -> String {
        format!("<class 'numpy.{}'>", self.name())
    }
    fn getattr(&self, _interp: &mut Interp, name: &str) -> R<Option<Value>> {
        Ok(match name {
            "__name__" => Some(Value::str(self.name())),
            _ => None,
        })
    }
    fn call(&self, interp: &mut Interp, args: Args) -> R<Value> {
        create::construct(interp, self.0, args)
    }
    fn eq(&self, _interp: &mut Interp, other: &Value) -> R<bool> {
        Ok(match other {
            Value::Native(n) => n.as_any().downcast_ref::<NpTimeType>().is_some_and(|t| t.0 == self.0),
            _ => false,
        })
    }
    fn hash_key(&self, _interp: &mut Interp) -> R<HashKey> {
        Ok(HashKey::Str(Rc::from(self.name())))
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

impl NpTimeType {
    fn name(&self) -> &'static str {
        match self.0 {
            TimeKind::Datetime => "datetime64",
            TimeKind::Timedelta => "timedelta64",
        }
    }
}

impl NpTimeDType {
    fn same(&self, other: &Value) -> bool {
        matches!(time_dtype(other), Ok(Some(m)) if m == self.0)
    }
}

impl NativeObject for NpTimeDType {
    fn type_name(&self) -> &str {
        "numpy.dtype"
    }
    fn repr(&self) -> String {
        format!("dtype('{}')", self.0.typestr())
    }
    fn str(&self) -> String {
        self.0.name()
    }
    fn getattr(&self, _interp: &mut Interp, name: &str) -> R<Option<Value>> {
        Ok(Some(match name {
            "name" => Value::str(&self.0.name()),
            "itemsize" => Value::int(8),
            "kind" | "char" => Value::str(&self.0.char().to_string()),
            "str" => Value::str(&self.0.typestr()),
            "type" => Value::Native(Rc::new(NpTimeType(self.0.kind))),
            _ => return Ok(None),
        }))
    }
    fn eq(&self, _interp: &mut Interp, other: &Value) -> R<bool> {
        Ok(self.same(other))
    }
    fn compare(&self, _interp: &mut Interp, op: CmpOp, other: &Value, _reflected: bool) -> R<Option<Value>> {
        Ok(match op {
            CmpOp::Eq => Some(Value::Bool(self.same(other))),
            CmpOp::NotEq => Some(Value::Bool(!self.same(other))),
            _ => None,
        })
    }
    fn hash_key(&self, _interp: &mut Interp) -> R<HashKey> {
        Ok(HashKey::Str(Rc::from(self.0.name().as_str())))
    }
    fn dir(&self) -> Vec<String> {
        ["char", "itemsize", "kind", "name", "str", "type"].iter().map(|s| s.to_string()).collect()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// `np.datetime64` and `np.timedelta64` in the `np` namespace.
pub fn install(attrs: &mut indexmap::IndexMap<Rc<str>, Value>) {
    attrs.insert(Rc::from("datetime64"), Value::Native(Rc::new(NpTimeType(TimeKind::Datetime))));
    attrs.insert(Rc::from("timedelta64"), Value::Native(Rc::new(NpTimeType(TimeKind::Timedelta))));
}
