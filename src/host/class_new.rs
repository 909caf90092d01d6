//! Making an instance the full way, as `type.__call__` does: the metaclass's `__call__`, then
//! `__new__` (the class's own, a builtin type's for a builtin subclass, `type.__new__` for a
//! metaclass, else `object.__new__`), then `__init__` only on an instance of the class; and the
//! builtin callables behind `object.__new__`, `type.__new__`, `type.__call__`,
//! `type(name, bases, ns)` and `object.__init_subclass__`.
//!
//! Only classes that need it come here (`classes::is_special`: a builtin base, a metaclass, a
//! `__new__`); a plain class is made in `classes::instantiate` as before. Must not evaluate
//! expressions; user code runs only through `Interp::call`.

use crate::host::builtin_base::{base_of, init_base, new_base_value};
use crate::host::classes::{as_instance, learn_dict_hint, lookup, meta_of, mro_of, new_instance, AttrMap};
use crate::host::value::{Args, Builtin, BuiltinFn, TypeKind, TypeObj, Value};
use crate::host::{raise, Interp, R};
use std::rc::Rc;

/// The `module` of the builtins made here: not bound to an instance when read through it.
const MODULE: &str = "builtins.type";

fn builtin(name: &'static str, func: BuiltinFn) -> Value {
    Value::Builtin(Rc::new(Builtin { name, module: MODULE, func, signature: "", doc: "" }))
}

/// `object.__new__`.
pub fn object_new_fn() -> Value {
    builtin("__new__", object_new)
}

/// `type.__new__`.
pub fn type_new_fn() -> Value {
    builtin("__new__", type_new)
}

/// `type.__call__`: the instance-making protocol, without the metaclass's own `__call__`.
pub fn type_call_fn() -> Value {
    builtin("__call__", type_call_builtin)
}

/// `type.__init__` and `object.__init_subclass__` with no keywords: nothing to do.
pub fn type_init_fn() -> Value {
    builtin("__init__", |_, _| Ok(Value::None))
}

/// `object.__init_subclass__`, bound to the class: refuses keywords, as CPython does.
pub fn object_init_subclass_fn() -> Value {
    builtin("__init_subclass__", object_init_subclass)
}

fn object_init_subclass(_: &mut Interp, args: Args) -> R<Value> {
    if !args.kw.is_empty() {
        let name = match args.pos.first() {
            Some(Value::Type(t)) => t.name.to_string(),
            _ => "object".into(),
        };
        return Err(raise("TypeError", format!("{name}.__init_subclass__() takes no keyword arguments")));
    }
    if args.pos.len() > 1 {
        return Err(raise("TypeError", format!("__init_subclass__() takes 0 positional arguments but {} were given", args.pos.len() - 1)));
    }
    Ok(Value::None)
}

/// The `__new__` that `super().__new__` reaches from `start` in the MRO of `objtype` when no
/// class after `start` defines one: a builtin type's, `type`'s, or `object`'s.
pub fn builtin_new_after(objtype: &Rc<TypeObj>, start: &Rc<TypeObj>) -> Value {
    let mro = mro_of(objtype);
    let pos = mro.iter().position(|c| Rc::ptr_eq(c, start)).map_or(0, |p| p + 1);
    for m in &mro[pos..] {
        if m.class.is_some() {
            continue;
        }
        if m.kind == TypeKind::Type {
            return type_new_fn();
        }
        if let Some(d) = crate::host::builtin_base::base_type_attr(m, "__new__") {
            return d;
        }
    }
    object_new_fn()
}

/// The name CPython's "is not safe" message gives: the class itself, or its nearest ancestor
/// whose `__new__` is not one of the program's.
fn static_base_name(cls: &Rc<TypeObj>) -> Rc<str> {
    let mut t = cls.clone();
    while t.class.as_ref().is_some_and(|c| c.namespace().contains_key("__new__")) {
        match t.base.clone() {
            Some(b) => t = b,
            None => break,
        }
    }
    t.name.clone()
}

fn object_new(interp: &mut Interp, mut args: Args) -> R<Value> {
    if args.pos.is_empty() {
        return Err(raise("TypeError", "object.__new__(): not enough arguments"));
    }
    let cls = args.pos.remove(0);
    let Value::Type(cls) = cls else {
        let tn = interp.type_name(&cls);
        return Err(raise("TypeError", format!("object.__new__(X): X is not a type object ({tn})")));
    };
    if let Some(cd) = &cls.class {
        if cd.builtin_base.is_some() || cd.is_meta {
            return Err(raise("TypeError", format!("object.__new__({}) is not safe, use {}.__new__()", cls.name, static_base_name(&cls))));
        }
    } else if cls.kind != TypeKind::Object {
        return Err(raise("TypeError", format!("object.__new__({}) is not safe, use {}.__new__()", cls.name, cls.name)));
    }
    if cls.kind == TypeKind::Exception {
        return Err(interp.unsupported_construct("object.__new__ of exception classes"));
    }
    if !args.pos.is_empty() || !args.kw.is_empty() {
        if lookup(&cls, "__new__").is_some() {
            return Err(raise("TypeError", "object.__new__() takes exactly one argument (the type to instantiate)"));
        }
        if lookup(&cls, "__init__").is_none() {
            return Err(raise("TypeError", format!("{}() takes no arguments", cls.name)));
        }
    }
    interp.check_abstract(&cls)?;
    Ok(new_instance(&cls).1)
}

fn type_call_builtin(interp: &mut Interp, mut args: Args) -> R<Value> {
    if args.pos.is_empty() {
        return Err(raise("TypeError", "descriptor '__call__' of 'type' object needs an argument"));
    }
    match args.pos.remove(0) {
        Value::Type(t) if t.class.is_some() => interp.type_call(&t, args),
        Value::Type(t) => interp.call(&Value::Type(t), args),
        other => {
            let tn = interp.type_name(&other);
            Err(raise("TypeError", format!("descriptor '__call__' requires a 'type' object but received a '{tn}'")))
        }
    }
}

/// `type.__new__(mcs, name, bases, ns, **kw)`.
fn type_new(interp: &mut Interp, mut args: Args) -> R<Value> {
    if args.pos.is_empty() {
        return Err(raise("TypeError", "type.__new__(): not enough arguments"));
    }
    let meta = match args.pos.remove(0) {
        Value::Type(m) if m.is_subclass_of(&crate::host::exceptions::type_named("type")) => m,
        Value::Type(m) => return Err(raise("TypeError", format!("type.__new__({}): {} is not a subtype of type", m.name, m.name))),
        other => {
            let tn = interp.type_name(&other);
            return Err(raise("TypeError", format!("type.__new__(X): X is not a type object ({tn})")));
        }
    };
    interp.class_from_parts(meta, args).map(Value::Type)
}

impl Interp {
    /// `type(name, bases, ns)` and `type.__new__(mcs, name, bases, ns)`: a class from its parts,
    /// of metaclass `meta` (`type` itself: none).
    pub fn class_from_parts(&mut self, meta: Rc<TypeObj>, args: Args) -> R<Rc<TypeObj>> {
        let [name, bases, ns] = args.pos.as_slice() else {
            return Err(raise("TypeError", format!("type.__new__() takes exactly 3 arguments ({} given)", args.pos.len())));
        };
        let Value::Str(name) = name else {
            let tn = self.type_name(name);
            return Err(raise("TypeError", format!("type.__new__() argument 1 must be str, not {tn}")));
        };
        let Value::Tuple(bases) = bases else {
            let tn = self.type_name(bases);
            return Err(raise("TypeError", format!("type.__new__() argument 2 must be tuple, not {tn}")));
        };
        let Value::Dict(ns) = ns else {
            let tn = self.type_name(ns);
            return Err(raise("TypeError", format!("type.__new__() argument 3 must be dict, not {tn}")));
        };
        let mut base_types = Vec::new();
        for b in bases.iter() {
            match b {
                Value::Type(t) => base_types.push(t.clone()),
                other => {
                    let tn = self.type_name(other);
                    return Err(raise("TypeError", format!("bases must be types, not {tn}")));
                }
            }
        }
        let mut dict = AttrMap::default();
        let mut qualname = name.clone();
        for (k, v) in ns.borrow().map.values() {
            let Value::Str(k) = k else { continue };
            if &**k == "__qualname__" {
                if let Value::Str(q) = v {
                    qualname = q.clone();
                }
                continue;
            }
            dict.insert(k.clone(), v.clone());
        }
        if !dict.contains_key("__module__") {
            dict.insert(Rc::from("__module__"), Value::str("__main__"));
        }
        let meta = if meta.class.is_some() { Some(meta) } else { self.class_meta_of_bases(&base_types)? };
        self.make_class(name.clone(), qualname, base_types, dict, false, meta, args.kw, None)
    }

    fn class_meta_of_bases(&mut self, bases: &[Rc<TypeObj>]) -> R<Option<Rc<TypeObj>>> {
        Ok(bases.iter().find_map(|b| meta_of(b)))
    }

    /// `Cls(args)` for a class that needs the full protocol (`classes::is_special`).
    pub fn instantiate_special(&mut self, t: &Rc<TypeObj>, args: Args) -> R<Value> {
        if let Some(m) = meta_of(t) {
            if let Some(call) = lookup(&m, "__call__") {
                let f = self.bind_attr(call, Some(&Value::Type(t.clone())), &m)?;
                return self.call(&f, args);
            }
        }
        self.type_call(t, args)
    }

    /// `type.__call__(t, *args)`: `__new__`, then `__init__` when `__new__` gave an instance of
    /// `t`.
    pub fn type_call(&mut self, t: &Rc<TypeObj>, args: Args) -> R<Value> {
        let is_meta = t.class.as_ref().is_some_and(|c| c.is_meta);
        let new = lookup(t, "__new__");
        let obj = match &new {
            Some(f) => {
                let f = self.bind_attr(f.clone(), None, t)?;
                let mut a = Args { pos: Vec::with_capacity(args.pos.len() + 1), kw: args.kw.clone() };
                a.pos.push(Value::Type(t.clone()));
                a.pos.extend(args.pos.iter().cloned());
                self.call(&f, a)?
            }
            None if is_meta => {
                if args.pos.len() == 1 && args.kw.is_empty() && t.class.is_some() {
                    // `M(x)`: `type(x)` only for `type` itself.
                    return Err(raise("TypeError", "type.__new__() takes exactly 3 arguments (1 given)"));
                }
                Value::Type(self.class_from_parts(t.clone(), Args { pos: args.pos.clone(), kw: args.kw.clone() })?)
            }
            None => match t.class.as_ref().and_then(|c| c.builtin_base.clone()) {
                Some(b) => {
                    let base = new_base_value(self, &b, Args { pos: args.pos.clone(), kw: args.kw.clone() })?;
                    crate::host::classes::instance_with_base(t, Some(base))
                }
                None => {
                    self.check_abstract(t)?;
                    if (!args.pos.is_empty() || !args.kw.is_empty()) && lookup(t, "__init__").is_none() {
                        return Err(raise("TypeError", format!("{}() takes no arguments", t.name)));
                    }
                    new_instance(t).1
                }
            },
        };
        // `__init__` runs only on an instance of the class (`__new__` may give anything).
        let of_t = crate::host::builtins::type_obj_of(self, &obj).is_subclass_of(t);
        if !of_t {
            return Ok(obj);
        }
        match lookup(t, "__init__") {
            Some(init) => {
                let f = self.bind_attr(init, Some(&obj), t)?;
                let r = self.call(&f, args)?;
                self.check_init_result(&r)?;
            }
            None => {
                if let (Some(base), Some(b)) = (base_of(&obj).cloned(), t.class.as_ref().and_then(|c| c.builtin_base.clone())) {
                    init_base(self, &b, &base, args)?;
                }
            }
        }
        if let Some(i) = as_instance(&obj) {
            learn_dict_hint(t, i);
        }
        Ok(obj)
    }
}
