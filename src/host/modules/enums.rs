//! `enum`: `Enum`, `IntEnum`, `StrEnum`, `auto`, `unique`. The base classes are written in Python
//! (run by `Interp::exec_internal`); what CPython does in `EnumType` (its metaclass) is done here
//! when a subclass is created (`make_members`, called by `classes`): class attributes become the
//! members, singletons that `Color(1)`, `Color['RED']`, iteration, `len` and `in` reach through
//! the hooks in `classes`, `iter`, `eval` and `builtins`. `Flag`/`IntFlag` are refused by name.

use crate::host::classes::{lookup, qualname};
use crate::host::internal_source::namespace;
use crate::host::modules::{add_fn, new_module};
use crate::host::native::NativeObject;
use crate::host::value::{Args, Module, TypeObj, Value};
use crate::host::{raise, Interp, R};
use std::any::Any;
use std::rc::Rc;

const BASES: &str = r#"
class Enum:
    _cudalab_enum_base_ = True
    def __repr__(self):
        return f"<{type(self).__name__}.{self._name_}: {self._value_!r}>"
    def __str__(self):
        return f"{type(self).__name__}.{self._name_}"
    def __format__(self, spec):
        return format(str(self), spec)
    def __hash__(self):
        return hash(self._name_)
    def __reduce__(self):
        return (type(self), (self._value_,))
    @property
    def name(self):
        return self._name_
    @property
    def value(self):
        return self._value_

def _v(x):
    return x._value_ if isinstance(x, Enum) else x

class IntEnum(Enum):
    def __repr__(self):
        return f"<{type(self).__name__}.{self._name_}: {self._value_!r}>"
    def __str__(self):
        return str(self._value_)
    def __format__(self, spec):
        return format(self._value_, spec)
    def __hash__(self):
        return hash(self._value_)
    def __eq__(self, o):
        return self._value_ == _v(o)
    def __ne__(self, o):
        return self._value_ != _v(o)
    def __lt__(self, o):
        return self._value_ < _v(o)
    def __le__(self, o):
        return self._value_ <= _v(o)
    def __gt__(self, o):
        return self._value_ > _v(o)
    def __ge__(self, o):
        return self._value_ >= _v(o)
    def __int__(self):
        return self._value_
    def __index__(self):
        return self._value_
    def __float__(self):
        return float(self._value_)
    def __bool__(self):
        return bool(self._value_)
    def __add__(self, o):
        return self._value_ + _v(o)
    def __radd__(self, o):
        return _v(o) + self._value_
    def __sub__(self, o):
        return self._value_ - _v(o)
    def __rsub__(self, o):
        return _v(o) - self._value_
    def __mul__(self, o):
        return self._value_ * _v(o)
    def __rmul__(self, o):
        return _v(o) * self._value_
    def __truediv__(self, o):
        return self._value_ / _v(o)
    def __floordiv__(self, o):
        return self._value_ // _v(o)
    def __mod__(self, o):
        return self._value_ % _v(o)
    def __pow__(self, o):
        return self._value_ ** _v(o)
    def __and__(self, o):
        return self._value_ & _v(o)
    def __or__(self, o):
        return self._value_ | _v(o)
    def __xor__(self, o):
        return self._value_ ^ _v(o)
    def __lshift__(self, o):
        return self._value_ << _v(o)
    def __rshift__(self, o):
        return self._value_ >> _v(o)
    def __neg__(self):
        return -self._value_
    def __abs__(self):
        return abs(self._value_)

class StrEnum(Enum):
    _cudalab_enum_str_ = True
    def __str__(self):
        return self._value_
    def __format__(self, spec):
        return format(self._value_, spec)
    def __hash__(self):
        return hash(self._value_)
    def __eq__(self, o):
        return self._value_ == _v(o)
    def __ne__(self, o):
        return self._value_ != _v(o)
    def __lt__(self, o):
        return self._value_ < _v(o)
    def __add__(self, o):
        return self._value_ + _v(o)
    def __radd__(self, o):
        return _v(o) + self._value_
    def __len__(self):
        return len(self._value_)
    def upper(self):
        return self._value_.upper()
    def lower(self):
        return self._value_.lower()

class Flag(Enum):
    _cudalab_enum_flag_ = True

class IntFlag(Flag):
    _cudalab_enum_flag_ = True
"#;

pub fn module(interp: &mut Interp) -> R<Rc<Module>> {
    let m = new_module("enum", "Enumerations: Enum, IntEnum, StrEnum, auto, unique.");
    let env = namespace(Vec::new());
    interp.exec_internal(BASES, &env)?;
    for name in ["Enum", "IntEnum", "StrEnum", "Flag", "IntFlag"] {
        if let Some(v) = env.vars().get(name) {
            m.attrs.borrow_mut().insert(Rc::from(name), v.clone());
        }
    }
    add_fn(&m, "auto", auto, "auto()", "A member value chosen automatically (the last int value + 1, or the lower-case name for StrEnum).");
    add_fn(&m, "unique", unique, "unique(enumeration)", "Class decorator: refuse aliases (two names for one value).");
    Ok(m)
}

struct Auto;

impl NativeObject for Auto {
    fn type_name(&self) -> &str {
        "auto"
    }
    fn repr(&self) -> String {
        "auto(_auto_null)".into()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

fn auto(_interp: &mut Interp, args: Args) -> R<Value> {
    if !args.pos.is_empty() {
        return Err(raise("TypeError", format!("auto() takes 0 positional arguments but {} were given", args.pos.len())));
    }
    Ok(Value::Native(Rc::new(Auto)))
}

fn own(t: &TypeObj, name: &str) -> Option<Value> {
    t.class.as_ref().and_then(|c| c.namespace().get(name).cloned())
}

/// Whether `t` is an enumeration with members (not one of the base classes).
pub fn is_enum(t: &TypeObj) -> bool {
    t.class.as_ref().is_some_and(|c| c.namespace().contains_key("_member_map_"))
}

/// Whether `t` is `Enum` or derives from it (its repr is `<enum 'Name'>`).
pub fn is_enum_family(t: &Rc<TypeObj>) -> bool {
    t.class.is_some() && lookup(t, "_cudalab_enum_base_").is_some()
}

/// Whether `v` is a member of an `IntEnum` (CPython's are `int` instances).
pub fn is_int_member(v: &Value) -> bool {
    crate::host::classes::as_instance(v)
        .is_some_and(|i| is_enum(&i.cls) && crate::host::classes::mro_of(&i.cls).iter().any(|c| &*c.name == "IntEnum" && is_enum_family(c)))
}

/// The members in definition order, aliases left out.
pub fn members(t: &TypeObj) -> Vec<Value> {
    let (Some(Value::List(names)), Some(Value::Dict(map))) = (own(t, "_member_names_"), own(t, "_member_map_")) else { return Vec::new() };
    let map = map.borrow();
    let names = names.borrow();
    let out = names
        .iter()
        .filter_map(|n| match n {
            Value::Str(s) => map.map.get(&crate::host::value::HashKey::Str(s.clone())).map(|(_, v)| v.clone()),
            _ => None,
        })
        .collect();
    out
}

/// `Color['RED']`.
pub fn by_name(t: &TypeObj, key: &Value) -> R<Value> {
    if let (Value::Str(s), Some(Value::Dict(map))) = (key, own(t, "_member_map_")) {
        if let Some((_, v)) = map.borrow().map.get(&crate::host::value::HashKey::Str(s.clone())) {
            return Ok(v.clone());
        }
    }
    Err(crate::host::Ctrl::Raise(crate::host::exceptions::exc_with_args(crate::host::exceptions::type_named("KeyError"), vec![key.clone()])))
}

/// `Color(1)`: the member with that value.
pub fn by_value(interp: &mut Interp, t: &Rc<TypeObj>, args: Args) -> R<Value> {
    if args.pos.len() != 1 || !args.kw.is_empty() {
        return Err(interp.unsupported_construct("creating an enumeration with the functional API (Enum('Name', 'A B'))"));
    }
    let v = &args.pos[0];
    if let Value::Native(n) = v {
        if let Some(i) = crate::host::classes::as_instance(v) {
            if Rc::ptr_eq(&i.cls, t) {
                let _ = n;
                return Ok(v.clone());
            }
        }
    }
    let all = match own(t, "_member_map_") {
        Some(Value::Dict(map)) => map.borrow().map.values().map(|(_, m)| m.clone()).collect::<Vec<_>>(),
        _ => Vec::new(),
    };
    for m in all {
        let mv = interp.getattr(&m, "_value_")?;
        let eq = interp.compare(ruff_python_ast::CmpOp::Eq, &mv, v)?;
        if interp.truthy(&eq)? {
            return Ok(m);
        }
    }
    let r = interp.repr(v)?;
    Err(raise("ValueError", format!("{r} is not a valid {}", qualname(t))))
}

/// What CPython's `EnumType.__new__` does: turn the class body's plain attributes into members.
pub fn make_members(interp: &mut Interp, t: &Rc<TypeObj>) -> R<()> {
    if own(t, "_cudalab_enum_base_").is_some() || own(t, "_cudalab_enum_flag_").is_some() || own(t, "_cudalab_enum_str_").is_some() {
        return Ok(());
    }
    if lookup(t, "_cudalab_enum_flag_").is_some() {
        return Err(interp.unsupported_construct("enum.Flag and enum.IntFlag"));
    }
    if let Some(c) = &t.class {
        for b in &c.bases {
            if is_enum(b) && !members(b).is_empty() {
                return Err(raise("TypeError", format!("<enum '{}'> cannot extend <enum '{}'>", t.name, b.name)));
            }
        }
    }
    let str_enum = lookup(t, "_cudalab_enum_str_").is_some();
    let candidates: Vec<(Rc<str>, Value)> = match &t.class {
        Some(c) => c
            .namespace()
            .iter()
            .filter(|(k, v)| {
                !k.starts_with('_')
                    && !matches!(v, Value::Function(_) | Value::Type(_) | Value::Builtin(_))
                    && !matches!(v, Value::Native(n) if n.as_any().is::<crate::host::classes::Property>() || n.as_any().is::<crate::host::classes::ClassMethod>() || n.as_any().is::<crate::host::classes::StaticMethod>())
            })
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect(),
        None => Vec::new(),
    };
    let init = lookup(t, "__init__").filter(|f| matches!(f, Value::Function(_)));
    let mut names = Vec::new();
    let mut map = crate::host::value::Dict::default();
    let mut made: Vec<(Value, Value)> = Vec::new();
    let mut last_int: Option<i64> = None;
    for (name, raw) in candidates {
        let value = if matches!(&raw, Value::Native(n) if n.as_any().is::<Auto>()) {
            if str_enum {
                Value::str(&name.to_lowercase())
            } else {
                Value::int(last_int.map_or(1, |i| i + 1))
            }
        } else {
            raw
        };
        if let Value::Int(i) = &value {
            if let Some(i) = i.as_i64() {
                last_int = Some(i);
            }
        }
        let mut alias_of = None;
        for (v, m) in &made {
            let eq = interp.compare(ruff_python_ast::CmpOp::Eq, v, &value)?;
            if interp.truthy(&eq)? {
                alias_of = Some(m.clone());
                break;
            }
        }
        let member = match alias_of {
            Some(m) => m,
            None => {
                let m = crate::host::classes::bare_instance(t);
                if let Some(i) = crate::host::classes::as_instance(&m) {
                    i.dict.borrow_mut().insert(Rc::from("_name_"), Value::Str(name.clone()));
                    i.dict.borrow_mut().insert(Rc::from("_value_"), value.clone());
                }
                if let Some(f) = &init {
                    let f = interp.bind_attr(f.clone(), Some(&m), t)?;
                    let args = match &value {
                        Value::Tuple(items) => items.to_vec(),
                        other => vec![other.clone()],
                    };
                    interp.call(&f, Args::new(args))?;
                }
                names.push(Value::Str(name.clone()));
                made.push((value.clone(), m.clone()));
                m
            }
        };
        crate::host::eval::dict_insert(&mut map, crate::host::value::HashKey::Str(name.clone()), Value::Str(name.clone()), member.clone());
        interp.class_setattr(t, &name, member)?;
    }
    interp.class_setattr(t, "_member_names_", Value::list(names))?;
    let map = Value::dict(map);
    interp.class_setattr(t, "_member_map_", map.clone())?;
    interp.class_setattr(t, "__members__", map)?;
    Ok(())
}

fn unique(interp: &mut Interp, args: Args) -> R<Value> {
    let Some(Value::Type(t)) = args.pos.first() else {
        return Err(raise("TypeError", "unique() must be applied to an enumeration"));
    };
    let mut dups = Vec::new();
    if let Some(Value::Dict(map)) = own(t, "_member_map_") {
        for (k, m) in map.borrow().map.values() {
            let member_name = crate::host::classes::as_instance(m).and_then(|i| i.dict.borrow().get("_name_"));
            if let (Value::Str(k), Some(Value::Str(n))) = (k, member_name) {
                if *k != n {
                    dups.push(format!("{k} -> {n}"));
                }
            }
        }
    }
    let _ = interp;
    if !dups.is_empty() {
        return Err(raise("ValueError", format!("duplicate values found in <enum '{}'>: {}", t.name, dups.join(", "))));
    }
    Ok(args.pos[0].clone())
}
