//! Instances of user classes derived from a builtin type (`class L(list)`, `class D(dict)`,
//! `class S(str)`…): the builtin value each one holds (its base value), the builtin's behaviour
//! reached through it (the protocols the class does not override, the builtin's methods,
//! `super().__getitem__(k)`, `list.append(self, x)`), the builtin types' `__new__`, and handing
//! such an instance to a builtin function as its builtin value.
//!
//! Owns nothing of plain classes: a class without a builtin base never reaches this module (the
//! one check on a builtin call is a thread-local flag that stays false until such a class is
//! made). Must not evaluate expressions; user code runs only through `Interp::call`.

use crate::host::classes::{as_instance, lookup};
use crate::host::native::NativeObject;
use crate::host::value::{Args, TypeKind, TypeObj, Value};
use crate::host::{raise, Interp, R};
use std::any::Any;
use std::cell::{Cell, RefCell};
use std::rc::Rc;

thread_local! {
    /// Whether any class with a builtin base was made: until then no argument is looked at.
    static ANY: Cell<bool> = const { Cell::new(false) };
}

/// The builtin types a user class may derive from here.
pub fn is_supported_base(t: &TypeObj) -> bool {
    t.class.is_none() && matches!(t.kind, TypeKind::List | TypeKind::Dict | TypeKind::Set | TypeKind::Str | TypeKind::Int | TypeKind::Float | TypeKind::Tuple)
}

/// Builtin types CPython refuses as a base ("type 'bool' is not an acceptable base type").
pub fn is_final_type(t: &TypeObj) -> bool {
    t.class.is_none()
        && matches!(t.kind, TypeKind::Bool | TypeKind::NoneType | TypeKind::Range | TypeKind::Slice | TypeKind::Function | TypeKind::BuiltinFunction)
}

/// The builtin type (list, str…) the class `t` derives from, when it does.
pub fn builtin_base_of(mro: &[Rc<TypeObj>]) -> Option<Rc<TypeObj>> {
    let found = mro.iter().find(|m| is_supported_base(m)).cloned();
    if found.is_some() {
        ANY.with(|a| a.set(true));
    }
    found
}

/// The builtin value an instance of a builtin subclass holds.
#[inline]
pub fn base_of(v: &Value) -> Option<&Value> {
    as_instance(v)?.base.as_ref()
}

fn mutable(base: &Value) -> bool {
    matches!(base, Value::List(_) | Value::Dict(_) | Value::Set(_))
}

/// The base value of a new instance of a class deriving from `builtin`: an empty container
/// (filled by `__init__`), or the immutable value the builtin makes of `args`.
pub fn new_base_value(interp: &mut Interp, builtin: &Rc<TypeObj>, args: Args) -> R<Value> {
    match builtin.kind {
        TypeKind::List => Ok(Value::list(Vec::new())),
        TypeKind::Dict => Ok(Value::dict(Default::default())),
        TypeKind::Set => Ok(Value::Set(Default::default())),
        _ => crate::host::constructors::call_type(interp, builtin.clone(), unwrap_all(args)),
    }
}

/// The builtin's `__init__` on an instance's base value: a list or set is refilled from the
/// arguments, a dict updated with them; immutable values were made by `__new__`.
pub fn init_base(interp: &mut Interp, builtin: &Rc<TypeObj>, base: &Value, args: Args) -> R<()> {
    let args = unwrap_all(args);
    if matches!(base, Value::List(_) | Value::Set(_)) && args.pos.len() > 1 {
        return Err(raise("TypeError", format!("{} expected at most 1 argument, got {}", builtin.name, args.pos.len())));
    }
    match base {
        Value::List(l) => {
            let made = crate::host::constructors::call_type(interp, builtin.clone(), args)?;
            if let Value::List(m) = made {
                let items = m.borrow().clone();
                *l.borrow_mut() = items;
            }
        }
        Value::Set(s) => {
            let made = crate::host::constructors::call_type(interp, builtin.clone(), args)?;
            if let Value::Set(m) = made {
                let items = m.borrow().clone();
                *s.borrow_mut() = items;
            }
        }
        Value::Dict(_) => {
            if args.pos.len() > 1 {
                return Err(raise("TypeError", format!("dict expected at most 1 argument, got {}", args.pos.len())));
            }
            interp.call_method(base, "update", args)?;
        }
        _ => {}
    }
    Ok(())
}

/// `v`'s base value when it is an instance of a builtin subclass, else `v`.
pub fn unwrap(v: &Value) -> Value {
    base_of(v).cloned().unwrap_or_else(|| v.clone())
}

fn unwrap_all(mut args: Args) -> Args {
    for a in args.pos.iter_mut() {
        if let Some(b) = base_of(a) {
            *a = b.clone();
        }
    }
    for (_, a) in args.kw.iter_mut() {
        if let Some(b) = base_of(a) {
            *a = b.clone();
        }
    }
    args
}

/// The special methods a class may override that builtins would bypass if handed the base value.
const PROTOCOL: &[&str] = &[
    "__iter__",
    "__len__",
    "__getitem__",
    "__contains__",
    "__repr__",
    "__str__",
    "__eq__",
    "__hash__",
    "__lt__",
    "__le__",
    "__gt__",
    "__ge__",
    "__bool__",
    "__format__",
    "__index__",
    "__int__",
    "__float__",
    "__reversed__",
    "__add__",
    "__mul__",
    "keys",
    "items",
    "values",
];

/// What a conversion to a container reads of its argument: a dict or list subclass that
/// overrides only `__getitem__` or `__len__` is still copied from its builtin part, as CPython's
/// fast path does.
const ITERATION: &[&str] = &["__iter__", "keys"];

/// The base value to hand a builtin function for `v`: only an instance whose class overrides none
/// of the protocols a builtin might use (else the builtin sees the instance and asks it).
fn plain_base(v: &Value) -> Option<Value> {
    plain_base_for(v, PROTOCOL)
}

fn plain_base_for(v: &Value, protocol: &[&str]) -> Option<Value> {
    let i = as_instance(v)?;
    let b = i.base.as_ref()?;
    if protocol.iter().any(|n| lookup(&i.cls, n).is_some()) {
        return None;
    }
    Some(b.clone())
}

/// Builtins that must see the instance itself (identity, type, attributes), or that only use
/// protocols the instance answers.
const KEEP: &[&str] = &[
    "isinstance",
    "issubclass",
    "id",
    "getattr",
    "setattr",
    "hasattr",
    "delattr",
    "vars",
    "super",
    "dir",
    "callable",
    "max",
    "min",
    "next",
    "iter",
    "print",
    "repr",
    "format",
    "len",
    "hash",
];

/// A builtin function's arguments with builtin-subclass instances as their base values (`sum`,
/// `sorted`, `json.dumps`, `math.sqrt` see a list, a dict, a float).
#[inline]
pub fn builtin_args(b: &crate::host::value::Builtin, args: Args) -> Args {
    if !ANY.with(|a| a.get()) {
        return args;
    }
    builtin_args_slow(b, args)
}

#[cold]
fn builtin_args_slow(b: &crate::host::value::Builtin, mut args: Args) -> Args {
    let keep = match b.module {
        "builtins" => KEEP.contains(&b.name),
        "copy" | "pickle" | "functools" | "dataclasses" | "abc" | "enum" | "typing" | "weakref" | "contextlib" => true,
        m => m.starts_with("builtins."),
    };
    if keep {
        return args;
    }
    for a in args.pos.iter_mut() {
        if let Some(b) = plain_base(a) {
            *a = b;
        }
    }
    args
}

/// The dict a `**m` unpacking reads of a dict subclass's instance (its builtin part, unless the
/// class overrides iteration or `keys`).
pub fn plain_mapping(v: Value) -> Value {
    match plain_base_for(&v, ITERATION) {
        Some(b @ Value::Dict(_)) => b,
        _ => v,
    }
}

/// The arguments of a conversion `T(x)` (`list(L)`, `str(S)`, `int(I)`): builtin-subclass
/// instances as their base values, unless the class overrides what `T` reads of them.
pub fn convert_args(kind: TypeKind, mut args: Args) -> Args {
    if !ANY.with(|a| a.get()) {
        return args;
    }
    let protocol: &[&str] = match kind {
        TypeKind::List | TypeKind::Tuple | TypeKind::Set | TypeKind::FrozenSet | TypeKind::Dict => ITERATION,
        TypeKind::Str => &["__str__", "__repr__"],
        TypeKind::Int => &["__int__", "__index__", "__trunc__"],
        TypeKind::Float => &["__float__", "__index__"],
        TypeKind::Bool => &["__bool__", "__len__"],
        TypeKind::Type | TypeKind::Object => return args,
        _ => PROTOCOL,
    };
    for a in args.pos.iter_mut() {
        if let Some(b) = plain_base_for(a, protocol) {
            *a = b;
        }
    }
    args
}

/// The arguments of a builtin value's method (`"-".join`, `d.update(D)`, `l.extend(L)`): the
/// ones read as data become base values; what a method stores (`l.append(x)`) stays as it is.
#[inline]
pub fn method_args(recv: &Value, name: &str, args: Args) -> Args {
    if !ANY.with(|a| a.get()) {
        return args;
    }
    let unwrap_these = match recv {
        Value::Str(_) => true,
        Value::List(_) => name == "extend",
        Value::Dict(_) => name == "update",
        Value::Set(_) | Value::Tuple(_) => !matches!(name, "add" | "discard" | "remove" | "count" | "index"),
        _ => false,
    };
    if !unwrap_these {
        return args;
    }
    let protocol = if matches!(recv, Value::Str(_)) { PROTOCOL } else { ITERATION };
    let mut args = args;
    for a in args.pos.iter_mut() {
        if let Some(b) = plain_base_for(a, protocol) {
            *a = b;
        }
    }
    args
}

/// `str.join`'s items: builtin-subclass strings as their base strings.
pub fn plain_items(items: &mut [Value]) {
    if !ANY.with(|a| a.get()) {
        return;
    }
    for a in items.iter_mut() {
        if let Some(b) = base_of(a) {
            *a = b.clone();
        }
    }
}

impl Interp {
    /// The builtin's special method `name` on the instance `me` (base value `base`): what its
    /// class inherits from list, dict, str… `None`: the builtin has no such method.
    pub fn base_dunder(&mut self, me: &Value, base: &Value, name: &str, args: Args) -> R<Option<Value>> {
        let a = &args.pos;
        let arg = |i: usize| {
            a.get(i).map(unwrap).ok_or_else(|| raise("TypeError", format!("expected {} argument{}, got {}", i + 1, if i == 0 { "" } else { "s" }, a.len())))
        };
        Ok(Some(match name {
            "__init__" => {
                let builtin = crate::host::builtins::type_obj_of(self, base);
                init_base(self, &builtin, base, args)?;
                Value::None
            }
            "__len__" => Value::int(crate::host::builtins::len_of(self, base)?),
            "__iter__" => {
                let it = self.iter(base)?;
                Value::Iterator(Rc::new(RefCell::new(it)))
            }
            "__getitem__" => {
                let k = arg(0)?;
                if let Value::Dict(d) = base {
                    let k = a.first().cloned().unwrap_or(k);
                    return match self.dict_get(d, &k)? {
                        Some(v) => Ok(Some(v)),
                        None => match as_instance(me).and_then(|i| lookup(&i.cls, "__missing__")) {
                            Some(m) => {
                                let cls = as_instance(me).map(|i| i.cls.clone()).ok_or_else(|| raise("TypeError", "no class"))?;
                                let f = self.bind_attr(m, Some(me), &cls)?;
                                self.call(&f, Args::new(vec![k])).map(Some)
                            }
                            None => Err(crate::host::eval::key_error(k)),
                        },
                    };
                }
                self.getitem(base, &k)?
            }
            "__setitem__" => {
                let k = a.first().cloned().ok_or_else(|| raise("TypeError", "expected 2 arguments, got 0"))?;
                let v = a.get(1).cloned().ok_or_else(|| raise("TypeError", "expected 2 arguments, got 1"))?;
                self.setitem(base, &k, v)?;
                Value::None
            }
            "__delitem__" => {
                let k = a.first().cloned().ok_or_else(|| raise("TypeError", "expected 1 argument, got 0"))?;
                self.delitem(base, &k)?;
                Value::None
            }
            "__contains__" => {
                let k = a.first().cloned().ok_or_else(|| raise("TypeError", "expected 1 argument, got 0"))?;
                Value::Bool(self.contains(base, &k)?)
            }
            "__repr__" => Value::str(&self.repr(base)?),
            "__str__" => Value::str(&self.str(base)?),
            "__format__" => {
                let spec = match a.first() {
                    Some(Value::Str(s)) => s.to_string(),
                    _ => String::new(),
                };
                Value::str(&self.format_value(base, &spec)?)
            }
            "__bool__" => Value::Bool(self.truthy(base)?),
            "__hash__" => {
                if mutable(base) {
                    return Err(raise("TypeError", format!("unhashable type: '{}'", self.type_name(me))));
                }
                let k = self.hash_key(base)?;
                Value::int(k.py_hash())
            }
            "__eq__" | "__ne__" | "__lt__" | "__le__" | "__gt__" | "__ge__" => {
                let op = match name {
                    "__eq__" => ruff_python_ast::CmpOp::Eq,
                    "__ne__" => ruff_python_ast::CmpOp::NotEq,
                    "__lt__" => ruff_python_ast::CmpOp::Lt,
                    "__le__" => ruff_python_ast::CmpOp::LtE,
                    "__gt__" => ruff_python_ast::CmpOp::Gt,
                    _ => ruff_python_ast::CmpOp::GtE,
                };
                let o = arg(0)?;
                self.compare(op, base, &o)?
            }
            "__int__" | "__index__" => Value::Int(self.to_int(base)?),
            "__float__" => Value::Float(self.to_float(base)?),
            "__neg__" => self.unary_neg(base)?,
            "__abs__" => {
                let f = self.builtins.get("abs").cloned().ok_or_else(|| raise("NameError", "abs"))?;
                self.call(&f, Args::new(vec![base.clone()]))?
            }
            "__iadd__" if matches!(base, Value::List(_)) => {
                let o = arg(0)?;
                self.inplace(ruff_python_ast::Operator::Add, base, &o)?;
                me.clone()
            }
            "__ior__" | "__iand__" | "__isub__" | "__ixor__" if matches!(base, Value::Set(_) | Value::Dict(_)) => {
                let o = arg(0)?;
                let op = crate::host::ops::op_from_dunder(&name[3..name.len() - 2]).ok_or_else(|| raise("TypeError", "bad operator"))?;
                self.inplace(op, base, &o)?;
                me.clone()
            }
            _ => {
                let op_name = name.strip_prefix("__").and_then(|n| n.strip_suffix("__"));
                if let Some(n) = op_name {
                    if let Some(op) = crate::host::ops::op_from_dunder(n) {
                        let o = arg(0)?;
                        return self.binop(op, base, &o).map(Some);
                    }
                    if let Some(op) = n.strip_prefix('r').and_then(crate::host::ops::op_from_dunder) {
                        let o = arg(0)?;
                        return self.binop(op, &o, base).map(Some);
                    }
                    return Ok(None);
                }
                if crate::host::methods::has_method(base, name) {
                    let args = method_args(base, name, args);
                    return self.call_method(base, name, args).map(Some);
                }
                return Ok(None);
            }
        }))
    }

    /// An attribute of the builtin part of an instance (`x.append`, `x.upper`, `x.__len__`).
    pub fn base_attr(&mut self, me: &Value, base: &Value, name: &str) -> R<Option<Value>> {
        if name.starts_with("__") && name.ends_with("__") {
            if is_base_dunder(base, name) {
                return Ok(Some(Value::Native(Rc::new(BaseMethod { recv: me.clone(), name: Rc::from(name) }))));
            }
            return Ok(None);
        }
        if crate::host::methods::has_method(base, name) {
            return Ok(Some(Value::Native(Rc::new(BaseMethod { recv: me.clone(), name: Rc::from(name) }))));
        }
        match self.getattr(base, name) {
            Ok(v) => Ok(Some(v)),
            Err(crate::host::Ctrl::Raise(e)) if e.is("AttributeError") => Ok(None),
            Err(e) => Err(e),
        }
    }
}

/// Whether the builtin value `base` has the special method `name` (`base_dunder` answers it).
fn is_base_dunder(base: &Value, name: &str) -> bool {
    let common =
        matches!(name, "__init__" | "__repr__" | "__str__" | "__format__" | "__eq__" | "__ne__" | "__lt__" | "__le__" | "__gt__" | "__ge__" | "__hash__");
    let container = matches!(base, Value::List(_) | Value::Dict(_) | Value::Set(_) | Value::Tuple(_) | Value::Str(_))
        && matches!(name, "__len__" | "__iter__" | "__contains__")
        || matches!(base, Value::List(_) | Value::Dict(_) | Value::Tuple(_) | Value::Str(_)) && name == "__getitem__"
        || matches!(base, Value::List(_) | Value::Dict(_)) && matches!(name, "__setitem__" | "__delitem__");
    let number = matches!(base, Value::Int(_) | Value::Float(_))
        && matches!(
            name,
            "__bool__"
                | "__int__"
                | "__float__"
                | "__neg__"
                | "__abs__"
                | "__add__"
                | "__sub__"
                | "__mul__"
                | "__truediv__"
                | "__floordiv__"
                | "__mod__"
                | "__pow__"
                | "__radd__"
                | "__rsub__"
                | "__rmul__"
                | "__rtruediv__"
        )
        || matches!(base, Value::Int(_)) && name == "__index__";
    let seq = matches!(base, Value::List(_) | Value::Tuple(_) | Value::Str(_)) && matches!(name, "__add__" | "__mul__" | "__rmul__")
        || matches!(base, Value::List(_)) && name == "__iadd__"
        || matches!(base, Value::Dict(_) | Value::Set(_)) && matches!(name, "__or__" | "__ior__")
        || matches!(base, Value::Set(_)) && matches!(name, "__and__" | "__sub__" | "__xor__" | "__iand__" | "__isub__" | "__ixor__");
    common || container || number || seq
}

/// A method of the builtin part of an instance, bound to the instance (`super().__getitem__`,
/// `self.append` reached from a subclass): called, it runs the builtin's method on the base value.
pub struct BaseMethod {
    pub recv: Value,
    pub name: Rc<str>,
}

impl NativeObject for BaseMethod {
    fn type_name(&self) -> &str {
        if self.name.starts_with("__") {
            "method-wrapper"
        } else {
            "builtin_function_or_method"
        }
    }
    fn repr(&self) -> String {
        format!("<built-in method {} of {} object at {:p}>", self.name, crate::host::repr::type_name(&self.recv), self as *const Self)
    }
    fn getattr(&self, _interp: &mut Interp, name: &str) -> R<Option<Value>> {
        Ok(match name {
            "__name__" => Some(Value::Str(self.name.clone())),
            "__self__" => Some(self.recv.clone()),
            _ => None,
        })
    }
    fn call(&self, interp: &mut Interp, args: Args) -> R<Value> {
        let Some(base) = base_of(&self.recv).cloned() else {
            return Err(raise("TypeError", format!("'{}' object has no builtin part", interp.type_name(&self.recv))));
        };
        match interp.base_dunder(&self.recv, &base, &self.name, args)? {
            Some(v) => Ok(v),
            None => Err(interp.no_attr(&base, &self.name)),
        }
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// `list.__getitem__`, `dict.__setitem__`, `str.__new__`…: a builtin type's special method read
/// from the type, called with the instance (or, for `__new__`, the class) first.
pub struct BaseDescriptor {
    pub ty: Rc<TypeObj>,
    pub name: Rc<str>,
}

impl NativeObject for BaseDescriptor {
    fn type_name(&self) -> &str {
        if &*self.name == "__new__" {
            "builtin_function_or_method"
        } else {
            "wrapper_descriptor"
        }
    }
    fn repr(&self) -> String {
        if &*self.name == "__new__" {
            return format!("<built-in method __new__ of type object at {:p}>", Rc::as_ptr(&self.ty));
        }
        format!("<slot wrapper '{}' of '{}' objects>", self.name, self.ty.name)
    }
    fn call(&self, interp: &mut Interp, mut args: Args) -> R<Value> {
        if &*self.name == "__new__" {
            return builtin_new(interp, &self.ty, args);
        }
        if args.pos.is_empty() {
            return Err(raise("TypeError", format!("descriptor '{}' of '{}' object needs an argument", self.name, self.ty.name)));
        }
        let me = args.pos.remove(0);
        let base = match base_of(&me) {
            Some(b) => b.clone(),
            None => me.clone(),
        };
        let fits = crate::host::builtins::type_obj_of(interp, &me).is_subclass_of(&self.ty);
        if !fits {
            let tn = interp.type_name(&me);
            return Err(raise("TypeError", format!("descriptor '{}' requires a '{}' object but received a '{tn}'", self.name, self.ty.name)));
        }
        match interp.base_dunder(&me, &base, &self.name, args)? {
            Some(v) => Ok(v),
            None => Err(raise("AttributeError", format!("type object '{}' has no attribute '{}'", self.ty.name, self.name))),
        }
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// `T.name` for a builtin type `T` that classes may derive from: its special methods as
/// descriptors (`list.__init__`, `dict.__getitem__`, `str.__new__`).
pub fn base_type_attr(t: &Rc<TypeObj>, name: &str) -> Option<Value> {
    if !is_supported_base(t) {
        return None;
    }
    let sample = match t.kind {
        TypeKind::List => Value::list(Vec::new()),
        TypeKind::Dict => Value::dict(Default::default()),
        TypeKind::Set => Value::Set(Default::default()),
        TypeKind::Str => Value::str(""),
        TypeKind::Int => Value::int(0),
        TypeKind::Float => Value::Float(0.0),
        _ => Value::tuple(Vec::new()),
    };
    (name == "__new__" || is_base_dunder(&sample, name)).then(|| Value::Native(Rc::new(BaseDescriptor { ty: t.clone(), name: Rc::from(name) })))
}

/// `T.__new__(cls, *args)` for a builtin type `T`: `T(*args)` when `cls` is `T`, else a new
/// instance of the subclass `cls` holding the value `T` makes.
pub fn builtin_new(interp: &mut Interp, t: &Rc<TypeObj>, mut args: Args) -> R<Value> {
    if args.pos.is_empty() {
        return Err(raise("TypeError", format!("{}.__new__(): not enough arguments", t.name)));
    }
    let cls = args.pos.remove(0);
    let Value::Type(cls) = cls else {
        let tn = interp.type_name(&cls);
        return Err(raise("TypeError", format!("{}.__new__(X): X is not a type object ({tn})", t.name)));
    };
    if Rc::ptr_eq(&cls, t) || cls.class.is_none() {
        return crate::host::constructors::call_type(interp, t.clone(), args);
    }
    if !cls.is_subclass_of(t) {
        return Err(raise("TypeError", format!("{}.__new__({}): {} is not a subtype of {}", t.name, cls.name, cls.name, t.name)));
    }
    let base = new_base_value(interp, t, args)?;
    Ok(crate::host::classes::instance_with_base(&cls, Some(base)))
}
