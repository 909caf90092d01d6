//! NumPy's scalar type hierarchy as user code asks about it: the abstract classes (`np.generic`,
//! `np.number`, `np.integer`, `np.signedinteger`, `np.unsignedinteger`, `np.inexact`,
//! `np.floating`, `np.complexfloating`); `isinstance` and `issubclass` between them, the concrete
//! scalar types (`np.float32`) and Python's `float` and `complex`, which `np.float64` and
//! `np.complex128` subclass; `np.issubdtype`; and the machine-limit objects `np.iinfo` and
//! `np.finfo`. It makes no scalars or arrays (mod.rs does) and prints none (`array::print`).

use super::functions::need;
use super::{as_array, dtype_arg, wrap, NpDType, NpScalarType};
use crate::array::dtype::{DType, Kind};
use crate::array::hostarray::HostArray;
use crate::array::print;
use crate::host::int::Int;
use crate::host::native::NativeObject;
use crate::host::value::{Args, HashKey, Value};
use crate::host::{raise, Interp, R};
use std::any::Any;
use std::rc::Rc;

np_functions! {
    call_types;
    f_issubdtype => "issubdtype", "issubdtype(arg1, arg2)", "Returns True if first argument is a typecode lower/equal in type hierarchy.";
    f_iinfo => "iinfo", "iinfo(int_type)", "Machine limits for integer types.";
    f_finfo => "finfo", "finfo(dtype)", "Machine limits for floating point types.";
}

/// The abstract classes, each with its parent (`None` for `generic`).
const ABSTRACT: [(&str, Option<&str>); 8] = [
    ("generic", None),
    ("number", Some("generic")),
    ("integer", Some("number")),
    ("signedinteger", Some("integer")),
    ("unsignedinteger", Some("integer")),
    ("inexact", Some("number")),
    ("floating", Some("inexact")),
    ("complexfloating", Some("inexact")),
];

/// An abstract scalar class: `np.floating`. Never instantiated; used in `isinstance`,
/// `issubclass` and `np.issubdtype`.
pub struct NpAbstractType(&'static str);

impl NpAbstractType {
    /// Whether the concrete scalar type of `d` derives from this class.
    fn contains(&self, d: DType) -> bool {
        let k = d.kind();
        match self.0 {
            "generic" => true,
            "number" => k != Kind::Bool,
            "integer" => matches!(k, Kind::Signed | Kind::Unsigned),
            "signedinteger" => k == Kind::Signed,
            "unsignedinteger" => k == Kind::Unsigned,
            "inexact" => matches!(k, Kind::Float | Kind::Complex),
            "floating" => k == Kind::Float,
            "complexfloating" => k == Kind::Complex,
            _ => false,
        }
    }

    /// Whether this class is `other` or derives from it.
    fn derives_from(&self, other: &str) -> bool {
        let mut cur = Some(self.0);
        while let Some(name) = cur {
            if name == other {
                return true;
            }
            cur = ABSTRACT.iter().find(|(n, _)| *n == name).and_then(|(_, p)| *p);
        }
        false
    }
}

impl NativeObject for NpAbstractType {
    fn type_name(&self) -> &str {
        "type"
    }
    fn repr(&self) -> String {
        format!("<class 'numpy.{}'>", self.0)
    }
    fn getattr(&self, _interp: &mut Interp, name: &str) -> R<Option<Value>> {
        Ok(match name {
            "__name__" | "__qualname__" => Some(Value::str(self.0)),
            "__module__" => Some(Value::str("numpy")),
            _ => None,
        })
    }
    fn call(&self, _interp: &mut Interp, _args: Args) -> R<Value> {
        Err(raise("TypeError", format!("cannot create 'numpy.{}' instances", self.0)))
    }
    fn instance_check(&self, _interp: &mut Interp, v: &Value) -> R<Option<bool>> {
        Ok(Some(match as_array(v) {
            Some(a) => a.scalar && self.contains(a.dtype()),
            // datetime64 and timedelta64 scalars are NumPy scalars too.
            None => self.0 == "generic" && matches!(v, Value::Native(n) if n.type_name().starts_with("numpy.")),
        }))
    }
    fn eq(&self, _interp: &mut Interp, other: &Value) -> R<bool> {
        Ok(matches!(other, Value::Native(n) if n.as_any().downcast_ref::<NpAbstractType>().is_some_and(|o| o.0 == self.0)))
    }
    fn hash_key(&self, _interp: &mut Interp) -> R<HashKey> {
        Ok(HashKey::Str(Rc::from(format!("numpy.{}", self.0))))
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// Puts the abstract classes on the `np` module.
pub fn install(attrs: &mut indexmap::IndexMap<Rc<str>, Value>) {
    for (name, _) in ABSTRACT {
        attrs.insert(Rc::from(name), Value::Native(Rc::new(NpAbstractType(name))));
    }
}

/// Whether a NumPy scalar of `d` is an instance of Python's builtin class `name`: `np.float64`
/// derives from `float` and `np.complex128` from `complex` (the others from no builtin).
pub fn builtin_base_holds(d: DType, name: &str) -> bool {
    matches!((d, name), (DType::F64, "float") | (DType::C128, "complex"))
}

/// `issubclass(a, b)` where either side is a NumPy scalar class (concrete or abstract); `None`
/// when neither is, for the caller's own rules.
pub fn issubclass(a: &Value, b: &Value) -> Option<bool> {
    let concrete = |v: &Value| match v {
        Value::Native(n) => n.as_any().downcast_ref::<NpScalarType>().map(|t| t.0),
        _ => None,
    };
    let abstract_ = |v: &Value| match v {
        Value::Native(n) => n.as_any().downcast_ref::<NpAbstractType>().map(|t| t.0),
        _ => None,
    };
    let (ca, aa) = (concrete(a), abstract_(a));
    if ca.is_none() && aa.is_none() && concrete(b).is_none() && abstract_(b).is_none() {
        return None;
    }
    Some(match (ca, aa, b) {
        (Some(d), _, _) if concrete(b).is_some() => concrete(b) == Some(d),
        (Some(d), _, _) if abstract_(b).is_some() => abstract_(b).is_some_and(|n| NpAbstractType(n).contains(d)),
        (Some(d), _, Value::Type(t)) => &*t.name == "object" || (t.class.is_none() && builtin_base_holds(d, &t.name)),
        (_, Some(n), _) if abstract_(b).is_some() => abstract_(b).is_some_and(|o| NpAbstractType(n).derives_from(o)),
        (_, Some(_), Value::Type(t)) => &*t.name == "object",
        _ => false,
    })
}

fn call_types(interp: &mut Interp, name: &str, args: Args) -> R<Value> {
    match name {
        "issubdtype" => {
            let (a, b) = (need(&args, 0, "arg1", name)?, need(&args, 1, "arg2", name)?);
            let class = |v: &Value| match v {
                Value::Native(n) => n.as_any().downcast_ref::<NpAbstractType>().map(|t| t.0),
                _ => None,
            };
            let result = match (class(&a), class(&b)) {
                (Some(x), Some(y)) => NpAbstractType(x).derives_from(y),
                (Some(_), None) => false,
                (None, cb) => {
                    let d = dtype_of(interp, &a)?;
                    match cb {
                        Some(y) => NpAbstractType(y).contains(d),
                        None => dtype_of(interp, &b)? == d,
                    }
                }
            };
            Ok(Value::Bool(result))
        }
        _ => {
            let v = need(&args, 0, if name == "iinfo" { "int_type" } else { "dtype" }, name)?;
            // NumPy's `np.dtype(x)`, else `np.dtype(type(x))`: an array or a list is an object
            // type, a string that names no dtype a str type.
            let not_number = |kind: char, class: &str| {
                Err(raise(
                    "ValueError",
                    if name == "iinfo" { format!("Invalid integer data type '{kind}'.") } else { format!("data type <class 'numpy.{class}'> not inexact") },
                ))
            };
            let d = match (as_array(&v), &v) {
                (Some(a), _) if a.scalar => a.dtype(),
                (Some(_), _) | (None, Value::List(_) | Value::Tuple(_) | Value::Dict(_)) => return not_number('O', "object_"),
                (None, Value::Bool(_)) => DType::Bool,
                (None, Value::Int(_)) => DType::I64,
                (None, Value::Float(_) | Value::None) => DType::F64,
                (None, Value::Complex(..)) => DType::C128,
                _ => match dtype_arg(interp, &v) {
                    Ok(Some(d)) => d,
                    _ if matches!(v, Value::Str(_)) => return not_number('U', "str_"),
                    _ => return not_number('O', "object_"),
                },
            };
            if name == "iinfo" {
                if !matches!(d.kind(), Kind::Signed | Kind::Unsigned) {
                    return Err(raise("ValueError", format!("Invalid integer data type '{}'.", d.kind_char())));
                }
                return Ok(Value::Native(Rc::new(MachineInfo::Int(d))));
            }
            let d = match d {
                DType::F16 | DType::F32 | DType::F64 => d,
                DType::C64 => DType::F32,
                DType::C128 => DType::F64,
                _ => return Err(raise("ValueError", format!("data type <class 'numpy.{}'> not inexact", d.name()))),
            };
            Ok(MachineInfo::shared(MachineInfo::Float(d)))
        }
    }
}

/// A dtype-like argument of `issubdtype`: a dtype, a scalar class, a name, a Python type.
fn dtype_of(interp: &mut Interp, v: &Value) -> R<DType> {
    dtype_arg(interp, v)?.ok_or_else(|| raise("TypeError", "Cannot interpret 'None' as a data type"))
}

/// What `np.iinfo(t)` / `np.finfo(t)` return.
pub enum MachineInfo {
    Int(DType),
    Float(DType),
}

/// A float type's parameters: precision, resolution, machep, negep, minexp, maxexp, nexp,
/// the exponent of its smallest subnormal, and its max as `finfo`'s repr writes it.
fn float_params(d: DType) -> (i64, f64, i32, i32, i32, i32, i64, i32, &'static str) {
    match d {
        DType::F16 => (3, 1e-3, -10, -11, -14, 16, 5, -24, "6.55040e+04"),
        DType::F32 => (6, 1e-6, -23, -24, -126, 128, 8, -149, "3.4028235e+38"),
        _ => (15, 1e-15, -52, -53, -1022, 1024, 11, -1074, "1.7976931348623157e+308"),
    }
}

thread_local! {
    /// One finfo object per type, as NumPy caches them (`np.finfo(t) is np.finfo(t)`).
    static MACHINE_INFOS: std::cell::RefCell<Vec<Rc<MachineInfo>>> = const { std::cell::RefCell::new(Vec::new()) };
}

impl MachineInfo {
    fn key(&self) -> (u8, DType) {
        match *self {
            MachineInfo::Int(d) => (0, d),
            MachineInfo::Float(d) => (1, d),
        }
    }

    fn shared(info: MachineInfo) -> Value {
        MACHINE_INFOS.with(|c| {
            let mut c = c.borrow_mut();
            let found = c.iter().find(|m| m.key() == info.key()).cloned();
            let rc = found.unwrap_or_else(|| {
                let rc = Rc::new(info);
                c.push(rc.clone());
                rc
            });
            Value::Native(rc)
        })
    }

    /// A NumPy scalar of the float type holding `x` (exact for the powers of two and the max).
    fn scalar(d: DType, x: f64) -> HostArray {
        let mut a = HostArray::scalar_of(x).astype(d);
        a.scalar = true;
        a
    }

    fn float_attr(d: DType, name: &str) -> Option<Value> {
        let (precision, resolution, machep, negep, minexp, maxexp, nexp, sub, _) = float_params(d);
        let two = |e: i32| 2f64.powi(e);
        let max = match d {
            DType::F16 => 65504.0,
            DType::F32 => f32::MAX as f64,
            _ => f64::MAX,
        };
        Some(match name {
            "bits" => Value::int(d.itemsize() as i64 * 8),
            "eps" => wrap(Self::scalar(d, two(machep))),
            "epsneg" => wrap(Self::scalar(d, two(negep))),
            "max" => wrap(Self::scalar(d, max)),
            "min" => wrap(Self::scalar(d, -max)),
            "tiny" | "smallest_normal" => wrap(Self::scalar(d, two(minexp))),
            "smallest_subnormal" => wrap(Self::scalar(d, two(sub))),
            "resolution" => wrap(Self::scalar(d, resolution)),
            "precision" => Value::int(precision),
            "machep" => Value::int(machep as i64),
            "negep" => Value::int(negep as i64),
            "minexp" => Value::int(minexp as i64),
            "maxexp" => Value::int(maxexp as i64),
            "nexp" | "iexp" => Value::int(nexp),
            _ => return None,
        })
    }

    fn scalar_str(d: DType, name: &str) -> String {
        match Self::float_attr(d, name) {
            Some(v) => as_array(&v).map(print::str).unwrap_or_default(),
            None => String::new(),
        }
    }
}

impl NativeObject for MachineInfo {
    fn type_name(&self) -> &str {
        match self {
            MachineInfo::Int(_) => "numpy.iinfo",
            MachineInfo::Float(_) => "numpy.finfo",
        }
    }
    fn repr(&self) -> String {
        match *self {
            MachineInfo::Int(d) => {
                let (lo, hi) = super::int_range(d);
                format!("iinfo(min={lo}, max={hi}, dtype={})", d.name())
            }
            MachineInfo::Float(d) => {
                let max = float_params(d).8;
                format!("finfo(resolution={}, min=-{max}, max={max}, dtype={})", Self::scalar_str(d, "resolution"), d.name())
            }
        }
    }
    fn str(&self) -> String {
        let rule = "-".repeat(63);
        match *self {
            MachineInfo::Int(d) => {
                let (lo, hi) = super::int_range(d);
                format!("Machine parameters for {}\n{rule}\nmin = {lo}\nmax = {hi}\n{rule}\n", d.name())
            }
            MachineInfo::Float(d) => {
                let (precision, _, machep, negep, minexp, maxexp, nexp, _, _) = float_params(d);
                let s = |n: &str| Self::scalar_str(d, n);
                format!(
                    "Machine parameters for {}\n{rule}\nprecision = {precision}   resolution = {}\nmachep = {machep}   eps =        {}\n\
                     negep =  {negep}   epsneg =     {}\nminexp = {minexp}   tiny =       {}\nmaxexp = {maxexp}   max =        {}\n\
                     nexp =   {nexp}   min =        -max\nsmallest_normal = {}   smallest_subnormal = {}\n{rule}\n",
                    d.name(),
                    s("resolution"),
                    s("eps"),
                    s("epsneg"),
                    s("tiny"),
                    s("max"),
                    s("smallest_normal"),
                    s("smallest_subnormal"),
                )
            }
        }
    }
    fn getattr(&self, _interp: &mut Interp, name: &str) -> R<Option<Value>> {
        Ok(match *self {
            MachineInfo::Int(d) => {
                let (lo, hi) = super::int_range(d);
                match name {
                    "min" => Some(Value::Int(Int::from_big(num_bigint::BigInt::from(lo)))),
                    "max" => Some(Value::Int(Int::from_big(num_bigint::BigInt::from(hi)))),
                    "bits" => Some(Value::int(d.itemsize() as i64 * 8)),
                    "kind" => Some(Value::str(&d.kind_char().to_string())),
                    "dtype" => Some(Value::Native(Rc::new(NpDType(d)))),
                    _ => None,
                }
            }
            MachineInfo::Float(d) => match name {
                "dtype" => Some(Value::Native(Rc::new(NpDType(d)))),
                _ => Self::float_attr(d, name),
            },
        })
    }
    fn eq(&self, _interp: &mut Interp, other: &Value) -> R<bool> {
        // Identity, as NumPy's: finfo objects are cached per type, iinfo objects are not.
        Ok(matches!(other, Value::Native(n) if n.as_any().downcast_ref::<MachineInfo>().is_some_and(|o| std::ptr::eq(o, self))))
    }
    fn hash_key(&self, _interp: &mut Interp) -> R<HashKey> {
        Ok(HashKey::Str(Rc::from(self.repr())))
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}
