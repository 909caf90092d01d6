//! User classes: `class` statements, instances, attribute lookup along the C3 method resolution
//! order, bound methods, `super()`, `classmethod` / `staticmethod` / `property`, and the special
//! methods through which instances take part in operators, `len`, `in`, iteration, `with`…
//!
//! A class is a `TypeObj` carrying `ClassData` (its namespace and MRO), so `isinstance`, `except`
//! and `type()` walk one hierarchy with the builtin classes. An instance is a native object
//! (`Instance`), so every protocol the interpreter already dispatches to native objects reaches
//! the class's special methods here. Must not evaluate expressions itself: user code runs only
//! through `Interp::call`.

use crate::host::env::Env;
use crate::host::instance_dict::InstanceDict;
use crate::host::native::NativeObject;
use crate::host::value::{Args, Function, FunctionBody, HashKey, TypeKind, TypeObj, Value};
use crate::host::{raise, Interp, R};
use indexmap::IndexMap;
use ruff_python_ast::{self as ast, CmpOp, Expr, Operator, Stmt};
use std::any::Any;
use std::cell::RefCell;
use std::rc::{Rc, Weak};

/// A class's or an instance's attributes, in definition order, hashed as names are.
pub type AttrMap = IndexMap<Rc<str>, Value, std::hash::BuildHasherDefault<crate::host::env::NameHasher>>;

/// The namespace and resolution order of a user class.
pub struct ClassData {
    /// The class's own namespace: read it with `namespace()`, change it only through
    /// `namespace_mut()`, which makes every class's cached lookups stale.
    dict: RefCell<AttrMap>,
    pub bases: Vec<Rc<TypeObj>>,
    /// The MRO after the class itself (a class cannot hold an `Rc` of itself).
    pub mro: Vec<Rc<TypeObj>>,
    pub qualname: Rc<str>,
    /// The attribute names instances may hold when every class of the MRO has `__slots__`
    /// (instances then have no `__dict__`); None: any name.
    pub slots: Option<Rc<[Rc<str>]>>,
    /// Whether the class has abstract methods left (`abc`): instantiating it is refused.
    pub is_abstract: std::cell::Cell<bool>,
    /// `lookup`'s answers for this class, valid while `epoch` equals `CLASS_EPOCH`.
    resolved: RefCell<Resolved>,
    /// How many attributes its instances' `__init__` left them with (a new instance's
    /// `__dict__` is made that large; at most `DICT_HINT_MAX`).
    dict_hint: std::cell::Cell<usize>,
    /// The builtin type (list, dict, str…) the class derives from: its instances hold a value of
    /// it (`builtin_base`).
    pub builtin_base: Option<Rc<TypeObj>>,
    /// The class's metaclass when it is a user class (`class A(metaclass=M)`); None: `type`.
    pub meta: RefCell<Option<Rc<TypeObj>>>,
    /// Whether the class derives from `type` (a metaclass: its instances are classes).
    pub is_meta: bool,
}

const DICT_HINT_MAX: usize = 32;

/// The answers of `lookup` for one class (absent names too), as of one class epoch.
#[derive(Default)]
struct Resolved {
    epoch: u64,
    names: crate::host::env::Names<Option<Value>>,
    /// `plain_init`'s answer: None when not asked yet in this epoch. Held weakly, as attribute
    /// sites hold methods: the class's namespace holds the function.
    init: Option<Option<std::rc::Weak<Function>>>,
}

/// How many names one class's lookup cache keeps before it starts over (names normally come
/// from the program text; `getattr(obj, computed_name)` must not grow it without end).
const RESOLVED_MAX: usize = 512;

impl ClassData {
    pub fn new(dict: AttrMap, bases: Vec<Rc<TypeObj>>, mro: Vec<Rc<TypeObj>>, qualname: Rc<str>, slots: Option<Rc<[Rc<str>]>>) -> ClassData {
        // A new class may sit where a dropped one was: no cache entry made for that address
        // survives (see `attr_sites`).
        new_class_epoch();
        let builtin_base = crate::host::builtin_base::builtin_base_of(&mro);
        let is_meta = mro.iter().any(|m| m.class.is_none() && m.kind == TypeKind::Type);
        ClassData {
            is_meta,
            builtin_base,
            meta: Default::default(),
            dict: RefCell::new(dict),
            bases,
            mro,
            qualname,
            slots,
            is_abstract: Default::default(),
            resolved: Default::default(),
            dict_hint: Default::default(),
        }
    }

    pub fn namespace(&self) -> std::cell::Ref<'_, AttrMap> {
        self.dict.borrow()
    }

    /// The namespace for a change: every class's cached lookups are stale from here on (a
    /// subclass's answers depend on its bases' namespaces).
    pub fn namespace_mut(&self) -> std::cell::RefMut<'_, AttrMap> {
        new_class_epoch();
        self.dict.borrow_mut()
    }
}

/// Names a class body may define that cudalab does not give CPython's meaning to.
const REFUSED: &[(&str, &str)] = &[
    ("__getattribute__", "'__getattribute__' hooks"),
    ("__prepare__", "'__prepare__' in metaclasses"),
    ("__instancecheck__", "'__instancecheck__'"),
    ("__subclasscheck__", "'__subclasscheck__'"),
    ("__set_name__", "'__set_name__'"),
    ("__get__", "descriptors other than property"),
    ("__set__", "descriptors other than property"),
    ("__delete__", "descriptors other than property"),
];

thread_local! {
    /// Bumped by every change to any class namespace; cached lookups of an older epoch are
    /// recomputed. Starts at 1, so a new class's empty cache (epoch 0) is stale.
    static CLASS_EPOCH: std::cell::Cell<u64> = const { std::cell::Cell::new(1) };
    /// Containers whose repr is being built (a list holding itself prints `[...]`).
    static REPR_ACTIVE: RefCell<Vec<usize>> = const { RefCell::new(Vec::new()) };
    /// Qualified names of the class bodies being executed, innermost last.
    static BODIES: RefCell<Vec<Rc<str>>> = const { RefCell::new(Vec::new()) };
}

/// The class a method was defined in, for the zero-argument `super()`.
pub fn owner_of(f: &Function) -> Option<Rc<TypeObj>> {
    f.owner.borrow().upgrade()
}

/// The class itself followed by its ancestors, nearest first.
pub fn mro_of(t: &Rc<TypeObj>) -> Vec<Rc<TypeObj>> {
    let mut out = vec![t.clone()];
    match &t.class {
        Some(c) => out.extend(c.mro.iter().cloned()),
        None => {
            let mut b = t.base.clone();
            while let Some(x) = b {
                b = x.base.clone();
                out.push(x);
            }
        }
    }
    out
}

/// C3 linearization of `bases` (the MRO of a new class, without the class itself).
fn c3(bases: &[Rc<TypeObj>]) -> Option<Vec<Rc<TypeObj>>> {
    let mut seqs: Vec<Vec<Rc<TypeObj>>> = bases.iter().map(mro_of).collect();
    seqs.push(bases.to_vec());
    let mut out = Vec::new();
    loop {
        seqs.retain(|s| !s.is_empty());
        if seqs.is_empty() {
            return Some(out);
        }
        let cand = seqs.iter().map(|s| s[0].clone()).find(|c| !seqs.iter().any(|s| s[1..].iter().any(|x| Rc::ptr_eq(x, c))))?;
        for s in seqs.iter_mut() {
            if Rc::ptr_eq(&s[0], &cand) {
                s.remove(0);
            }
        }
        out.push(cand);
    }
}

/// The class epoch: changes whenever any class namespace changes or a class is made.
#[inline]
pub fn class_epoch() -> u64 {
    CLASS_EPOCH.with(|e| e.get())
}

fn new_class_epoch() {
    CLASS_EPOCH.with(|e| e.set(e.get() + 1));
}

/// The first definition of `name` along the MRO of `t` (user classes only). Walks the stored
/// MRO in place: this runs on every attribute read and method call, so it allocates nothing.
/// The module a user class says it belongs to: `__main__`, or the module written in Python
/// (`fractions`, `decimal`…) that defined it (`Interp::module_from_source` records it).
pub fn module_of(t: &TypeObj) -> String {
    match t.class.as_ref().and_then(|cd| cd.namespace().get("__module__").cloned()) {
        Some(Value::Str(s)) => s.to_string(),
        _ => "__main__".to_string(),
    }
}

pub fn lookup(t: &Rc<TypeObj>, name: &str) -> Option<Value> {
    let cd = t.class.as_ref()?;
    let epoch = class_epoch();
    {
        let r = cd.resolved.borrow();
        if r.epoch == epoch {
            if let Some(found) = r.names.get(name) {
                return found.clone();
            }
        }
    }
    let found = lookup_uncached(cd, name);
    let mut r = cd.resolved.borrow_mut();
    if r.epoch != epoch || r.names.len() >= RESOLVED_MAX {
        r.names.clear();
        r.init = None;
        r.epoch = epoch;
    }
    r.names.insert(Rc::from(name), found.clone());
    found
}

fn lookup_uncached(cd: &ClassData, name: &str) -> Option<Value> {
    if let Some(v) = cd.dict.borrow().get(name) {
        return Some(v.clone());
    }
    for c in &cd.mro {
        if let Some(cd) = &c.class {
            if let Some(v) = cd.dict.borrow().get(name) {
                return Some(v.clone());
            }
        }
    }
    None
}

pub(crate) fn lookup_after(t: &Rc<TypeObj>, start: &Rc<TypeObj>, name: &str) -> Option<Value> {
    let mro = mro_of(t);
    let pos = mro.iter().position(|c| Rc::ptr_eq(c, start)).map_or(mro.len(), |p| p + 1);
    for c in &mro[pos..] {
        if let Some(cd) = &c.class {
            if let Some(v) = cd.dict.borrow().get(name) {
                return Some(v.clone());
            }
        }
    }
    None
}

pub fn is_user_class(t: &TypeObj) -> bool {
    t.class.is_some()
}

/// An instance of a user class: its class and its `__dict__`.
pub struct Instance {
    pub cls: Rc<TypeObj>,
    pub dict: RefCell<InstanceDict>,
    me: Weak<Instance>,
    /// The builtin value of an instance of a builtin subclass (`class L(list)`): see
    /// `builtin_base`. None for every other instance.
    pub base: Option<Value>,
}

impl Instance {
    /// `object.__setattr__`: a property's setter, else the instance's `__dict__`.
    fn set_plain(&self, interp: &mut Interp, k: &Rc<str>, v: Value) -> R<()> {
        if let Some(p) = lookup(&self.cls, k) {
            if let Some(p) = downcast::<Property>(&p) {
                if p.fset.is_none() {
                    return Err(raise("AttributeError", format!("property '{k}' of '{}' object has no setter", self.cls.name)));
                }
                let f = p.fset.clone();
                interp.call(&f, Args::new(vec![self.value(), v]))?;
                return Ok(());
            }
        }
        if !slots_allow(&self.cls, k) {
            return Err(raise("AttributeError", format!("'{}' object has no attribute '{k}'", self.cls.name)));
        }
        if &**k == "__dict__" {
            // `obj.__dict__ = d`: the object's attributes are `d`'s from now on.
            let Value::Dict(d) = v else {
                return Err(raise("TypeError", format!("__dict__ must be set to a dictionary, not a '{}'", interp.type_name(&v))));
            };
            self.dict.borrow_mut().replace_with(d);
            return Ok(());
        }
        let old = self.dict.borrow_mut().insert(k.clone(), v);
        drop(old);
        Ok(())
    }
    fn value(&self) -> Value {
        match self.me.upgrade() {
            Some(rc) => Value::Native(rc),
            None => Value::None,
        }
    }
    fn default_repr(&self) -> String {
        if self.cls.class.is_none() {
            return format!("<{} object at 0x{:012x}>", self.cls.name, self as *const Instance as usize);
        }
        format!("<__main__.{} object at 0x{:012x}>", qualname(&self.cls), self as *const Instance as usize)
    }
}

/// Whether instances of `cls` may hold attribute `name`: any name, unless the class and its
/// ancestors all define `__slots__` and `name` is not among them.
fn slots_allow(cls: &TypeObj, name: &str) -> bool {
    cls.class.as_ref().and_then(|c| c.slots.as_ref()).is_none_or(|slots| slots.iter().any(|s| &**s == name))
}

/// `obj.name = v` for a class instance whose class has no `__setattr__` and no class attribute
/// `name` (so no property either): the value goes straight into the instance's dict. Not when
/// `obj` is anything else (false: take the general path).
pub fn set_plain_attr(obj: &Value, name: &str, v: &Value) -> bool {
    let Some(i) = as_instance(obj) else { return false };
    if lookup(&i.cls, "__setattr__").is_some() || lookup(&i.cls, name).is_some() || name.starts_with("__") {
        return false;
    }
    let mut d = i.dict.borrow_mut();
    // A name outside the class's `__slots__`: the general path raises.
    if !slots_allow(&i.cls, name) && !d.contains_key(name) {
        return false;
    }
    let old = d.insert(Rc::from(name), v.clone());
    drop(d);
    drop(old);
    true
}

/// A new instance of `t` whose `__init__` has not run (enum members, made by `enum`).
pub fn bare_instance(t: &Rc<TypeObj>) -> Value {
    Value::Native(Rc::new_cyclic(|me| Instance { cls: t.clone(), dict: RefCell::new(InstanceDict::default()), me: me.clone(), base: None }))
}

/// A new instance of `cls` holding the builtin value `base` (`builtin_base`), its `__init__`
/// not run.
pub fn instance_with_base(cls: &Rc<TypeObj>, base: Option<Value>) -> Value {
    Value::Native(Rc::new_cyclic(|me| Instance { cls: cls.clone(), dict: RefCell::new(InstanceDict::default()), me: me.clone(), base }))
}

/// The metaclass of a user class made with one (`class A(metaclass=M)`, or deriving from such a
/// class); None for `type`.
pub fn meta_of(t: &TypeObj) -> Option<Rc<TypeObj>> {
    t.class.as_ref()?.meta.borrow().clone()
}

/// The user functions a namespace value holds (a function, a class or static method's, a
/// property's accessors).
fn functions_in(v: &Value) -> Vec<Rc<Function>> {
    let one = |x: &Value| match x {
        Value::Function(f) => Some(f.clone()),
        _ => None,
    };
    if let Some(f) = one(v) {
        return vec![f];
    }
    if let Some(cm) = downcast::<ClassMethod>(v) {
        return one(&cm.0).into_iter().collect();
    }
    if let Some(sm) = downcast::<StaticMethod>(v) {
        return one(&sm.0).into_iter().collect();
    }
    if let Some(p) = downcast::<Property>(v) {
        return [&p.fget, &p.fset, &p.fdel].into_iter().filter_map(one).collect();
    }
    Vec::new()
}

pub fn qualname(t: &TypeObj) -> Rc<str> {
    t.class.as_ref().map_or_else(|| t.name.clone(), |c| c.qualname.clone())
}

/// A new instance of `cls` holding `dict`, made without running `__init__` (what `copy` and
/// `pickle` do through `cls.__new__(cls)`).
pub fn blank_instance(cls: &Rc<TypeObj>, dict: AttrMap) -> Value {
    Value::Native(Rc::new_cyclic(|me| Instance { cls: cls.clone(), dict: RefCell::new(dict.into()), me: me.clone(), base: None }))
}

pub fn as_instance(v: &Value) -> Option<&Instance> {
    match v {
        Value::Native(n) => n.as_instance(),
        _ => None,
    }
}

fn downcast<T: 'static>(v: &Value) -> Option<&T> {
    match v {
        Value::Native(n) => n.as_any().downcast_ref::<T>(),
        _ => None,
    }
}

pub struct ClassMethod(pub Value);
pub struct StaticMethod(pub Value);
pub struct Property {
    pub fget: Value,
    pub fset: Value,
    pub fdel: Value,
    pub doc: Value,
}
pub struct BoundMethod {
    pub func: Value,
    pub recv: Value,
}
pub struct Super {
    start: Rc<TypeObj>,
    obj: Value,
    objtype: Rc<TypeObj>,
    /// Whether `obj` is a class read as a class (`super()` in a class method or `__new__`),
    /// not an instance (a class is an instance in a metaclass's methods).
    obj_is_class: bool,
}
pub struct NotImplementedObj;

thread_local! {
    static NOT_IMPLEMENTED: Rc<dyn NativeObject> = Rc::new(NotImplementedObj);
}

pub fn not_implemented() -> Value {
    Value::Native(NOT_IMPLEMENTED.with(|n| n.clone()))
}

fn is_not_implemented(v: &Value) -> bool {
    downcast::<NotImplementedObj>(v).is_some()
}

fn bound(func: Value, recv: Value) -> Value {
    Value::Native(Rc::new(BoundMethod { func, recv }))
}

fn func_name(f: &Value) -> String {
    match f {
        Value::Function(f) => f.qualname.to_string(),
        Value::Builtin(b) => b.name.to_string(),
        _ => "?".into(),
    }
}

impl Interp {
    /// The value of a class attribute as seen through an instance (`inst`) or the class `owner`:
    /// functions bind, class methods bind to the class, properties run their getter.
    pub(crate) fn bind_attr(&mut self, attr: Value, inst: Option<&Value>, owner: &Rc<TypeObj>) -> R<Value> {
        if matches!(&attr, Value::Function(_)) || matches!(&attr, Value::Builtin(b) if b.module == OBJECT_METHOD) {
            return Ok(match inst {
                Some(i) => bound(attr, i.clone()),
                None => attr,
            });
        }
        if let Some(cm) = downcast::<ClassMethod>(&attr) {
            return Ok(bound(cm.0.clone(), Value::Type(owner.clone())));
        }
        if let Some(sm) = downcast::<StaticMethod>(&attr) {
            return Ok(sm.0.clone());
        }
        if let (Some(p), Some(i)) = (downcast::<Property>(&attr), inst) {
            if p.fget.is_none() {
                return Err(raise("AttributeError", format!("property object of '{}' object has no getter", self.type_name(i))));
            }
            let f = p.fget.clone();
            return self.call(&f, Args::new(vec![i.clone()]));
        }
        if let Value::Native(n) = &attr {
            if let Some(v) = n.descr_get(self, &attr, inst)? {
                return Ok(v);
            }
        }
        Ok(attr)
    }

    /// `C.name` for a user class.
    pub fn class_getattr(&mut self, t: &Rc<TypeObj>, name: &str) -> R<Value> {
        let Some(cd) = &t.class else { return Err(raise("AttributeError", format!("type object '{}' has no attribute '{name}'", t.name))) };
        match name {
            "__name__" => return Ok(Value::Str(t.name.clone())),
            "__qualname__" => return Ok(Value::Str(cd.qualname.clone())),
            "__module__" => return Ok(Value::str(&module_of(t))),
            "__mro__" => return Ok(Value::tuple(mro_of(t).into_iter().map(Value::Type).collect())),
            "__bases__" => return Ok(Value::tuple(cd.bases.iter().cloned().map(Value::Type).collect())),
            "__base__" => return Ok(cd.bases.first().cloned().map(Value::Type).unwrap_or(Value::None)),
            "__class__" => return Ok(Value::Type(meta_of(t).unwrap_or_else(|| crate::host::exceptions::type_named("type")))),
            "__dict__" => {
                let mut d = crate::host::value::Dict::default();
                for (k, v) in cd.dict.borrow().iter() {
                    d.insert_str(k.clone(), v.clone());
                }
                return Ok(Value::dict(d));
            }
            _ => {}
        }
        match lookup(t, name) {
            Some(v) => self.bind_attr(v, None, t),
            None if meta_of(t).is_some_and(|m| lookup(&m, name).is_some()) => {
                // An attribute of the metaclass, seen through its instance, the class.
                let m = meta_of(t).ok_or_else(|| raise("AttributeError", name.to_string()))?;
                let v = lookup(&m, name).unwrap_or(Value::None);
                self.bind_attr(v, Some(&Value::Type(t.clone())), &m)
            }
            None if name == "__new__" => Ok(crate::host::class_new::builtin_new_after(t, t)),
            None if name == "__init_subclass__" => Ok(bound(crate::host::class_new::object_init_subclass_fn(), Value::Type(t.clone()))),
            None if cd.builtin_base.is_some() && crate::host::builtin_base::base_type_attr(cd.builtin_base.as_ref().unwrap_or(t), name).is_some() => {
                Ok(cd.builtin_base.as_ref().and_then(|b| crate::host::builtin_base::base_type_attr(b, name)).unwrap_or(Value::None))
            }
            None if name == "__doc__" => Ok(Value::None),
            None if matches!(name, "__init__" | "__repr__" | "__str__" | "__setattr__" | "__eq__" | "__hash__") => Ok(object_method(name)),
            None => Err(raise("AttributeError", format!("type object '{}' has no attribute '{name}'", t.name))),
        }
    }

    pub fn class_setattr(&mut self, t: &Rc<TypeObj>, name: &str, v: Value) -> R<()> {
        if crate::host::modules::enums::is_enum(t) && crate::host::modules::enums::by_name(t, &Value::str(name)).is_ok() {
            return Err(raise("AttributeError", format!("cannot reassign member '{name}'")));
        }
        match &t.class {
            Some(cd) => {
                cd.namespace_mut().insert(Rc::from(name), v);
                Ok(())
            }
            None => Err(raise("TypeError", format!("cannot set '{name}' attribute of immutable type '{}'", t.name))),
        }
    }

    pub fn class_delattr(&mut self, t: &Rc<TypeObj>, name: &str) -> R<()> {
        match &t.class {
            Some(cd) if cd.namespace_mut().shift_remove(name).is_some() => Ok(()),
            Some(_) => Err(raise("AttributeError", format!("type object '{}' has no attribute '{name}'", t.name))),
            None => Err(raise("TypeError", format!("cannot delete '{name}' attribute of immutable type '{}'", t.name))),
        }
    }

    /// `del obj.name`.
    pub fn delattr(&mut self, obj: &Value, name: &str) -> R<()> {
        if let Value::Type(t) = obj {
            return self.class_delattr(t, name);
        }
        if let Some(i) = as_instance(obj) {
            if let Some(p) = lookup(&i.cls, name) {
                if let Some(p) = downcast::<Property>(&p) {
                    if p.fdel.is_none() {
                        return Err(raise("AttributeError", format!("property '{name}' of '{}' object has no deleter", i.cls.name)));
                    }
                    let f = p.fdel.clone();
                    self.call(&f, Args::new(vec![obj.clone()]))?;
                    return Ok(());
                }
            }
            if let Some(f) = lookup(&i.cls, "__delattr__") {
                let f = bound(f, obj.clone());
                self.call(&f, Args::new(vec![Value::str(name)]))?;
                return Ok(());
            }
            if i.dict.borrow_mut().shift_remove(name).is_none() {
                return Err(raise("AttributeError", format!("'{}' object has no attribute '{name}'", i.cls.name)));
            }
            return Ok(());
        }
        if let Value::Module(m) = obj {
            if m.attrs.borrow_mut().shift_remove(name).is_some() {
                return Ok(());
            }
        }
        Err(raise("AttributeError", format!("'{}' object has no attribute '{name}'", self.type_name(obj))))
    }

    /// `class Name(bases): body`.
    pub fn exec_class(&mut self, c: &ast::StmtClassDef) -> R<()> {
        if c.type_params.is_some() {
            return Err(self.unsupported_construct("generic classes"));
        }
        let mut bases = Vec::new();
        let mut abstract_meta = false;
        let mut explicit_meta: Option<Rc<TypeObj>> = None;
        let mut class_kw: Vec<(Rc<str>, Value)> = Vec::new();
        if let Some(args) = &c.arguments {
            for b in args.args.iter() {
                if let Expr::Starred(_) = b {
                    return Err(self.unsupported_construct("'*' in class bases"));
                }
                match self.eval(b)? {
                    Value::Type(t) => bases.push(t),
                    // A class implemented in Rust (datetime.date, random.Random…) cannot be a base.
                    Value::Native(n) if n.type_name() == "type" => return Err(self.unsupported_construct(&format!("subclasses of {}", n.repr()))),
                    other => {
                        let tn = self.type_name(&other);
                        return Err(raise("TypeError", format!("bases must be types, not {tn}")));
                    }
                }
            }
            for k in args.keywords.iter() {
                let Some(name) = k.arg.as_ref().map(|a| a.as_str()) else {
                    return Err(self.unsupported_construct("'**' in class bases"));
                };
                let v = self.eval(&k.value)?;
                if name != "metaclass" {
                    class_kw.push((Rc::from(name), v));
                    continue;
                }
                match v {
                    // `metaclass=abc.ABCMeta`: an abstract class.
                    Value::Type(m) if m.class.as_ref().is_some_and(|c| c.dict.borrow().contains_key("_cudalab_abc_")) => abstract_meta = true,
                    Value::Type(m) if m.class.is_none() && m.kind == TypeKind::Type => {}
                    Value::Type(m) if m.class.as_ref().is_some_and(|c| c.is_meta) => explicit_meta = Some(m),
                    _ => return Err(self.unsupported_construct("metaclasses that are not classes deriving from type")),
                }
            }
        }
        let meta = if abstract_meta { None } else { self.class_meta(explicit_meta, &bases)? };
        let qualname = match BODIES.with(|b| b.borrow().last().cloned()) {
            Some(outer) => Rc::from(format!("{outer}.{}", c.name).as_str()),
            None => self.qualname_for(c.name.as_str()),
        };
        // The body runs in its own namespace that reads through to the enclosing scope.
        let parent = self.current_env();
        let ns = Env::namespace(&parent);
        ns.vars_mut().insert(Rc::from("__module__"), Value::str("__main__"));
        ns.vars_mut().insert(Rc::from("__qualname__"), Value::Str(qualname.clone()));
        if let Some(Stmt::Expr(e)) = c.body.first() {
            if let Expr::StringLiteral(s) = &*e.value {
                ns.vars_mut().insert(Rc::from("__doc__"), Value::str(s.value.to_str()));
            }
        }
        self.push_env(ns.clone());
        BODIES.with(|b| b.borrow_mut().push(qualname.clone()));
        let r = self.exec_block(&c.body).and_then(|()| self.class_annotations(&c.body, &ns));
        BODIES.with(|b| b.borrow_mut().pop());
        self.pop_env();
        r?;
        let mut dict = AttrMap::default();
        let mut methods = Vec::new();
        for (k, v) in ns.vars().iter() {
            if &**k == "__qualname__" {
                continue;
            }
            if let Some((_, what)) = REFUSED.iter().find(|(n, _)| **n == **k) {
                return Err(self.unsupported_construct(what));
            }
            let v = rebind(v, &qualname, &parent, &ns, &mut methods);
            dict.insert(k.clone(), v);
        }
        dict.sort_by_cached_key(|k, _| ns_order(&c.body, k));
        let name: Rc<str> = Rc::from(c.name.as_str());
        let mut value = match meta {
            // A metaclass of the program's: `M(name, bases, namespace, **kw)` makes the class.
            Some(m) => {
                let mut d = crate::host::value::Dict::default();
                for (k, v) in dict {
                    d.insert_str(k, v);
                }
                d.insert_str(Rc::from("__qualname__"), Value::Str(qualname));
                let bases = Value::tuple(bases.into_iter().map(Value::Type).collect());
                let args = Args { pos: vec![Value::Str(name), bases, Value::dict(d)], kw: class_kw };
                self.call(&Value::Type(m), args)?
            }
            None => Value::Type(self.make_class(name, qualname, bases, dict, abstract_meta, None, class_kw, Some(methods.as_slice()))?),
        };
        for dec in c.decorator_list.iter().rev() {
            let d = self.eval(&dec.expression)?;
            value = self.call(&d, Args::new(vec![value]))?;
        }
        self.current_env().set(Rc::from(c.name.as_str()), value);
        Ok(())
    }

    /// The metaclass of a new class: the explicit one or the most derived of its bases'
    /// metaclasses (CPython's rule, with its conflict error); None: `type`.
    fn class_meta(&mut self, explicit: Option<Rc<TypeObj>>, bases: &[Rc<TypeObj>]) -> R<Option<Rc<TypeObj>>> {
        let mut winner = explicit;
        for b in bases {
            let Some(bm) = meta_of(b) else { continue };
            match &winner {
                None => winner = Some(bm),
                Some(w) if w.is_subclass_of(&bm) => {}
                Some(w) if bm.is_subclass_of(w) => winner = Some(bm),
                Some(_) => {
                    return Err(raise(
                        "TypeError",
                        "metaclass conflict: the metaclass of a derived class must be a (non-strict) subclass of the metaclasses of all its bases",
                    ))
                }
            }
        }
        Ok(winner)
    }

    /// A new class from its name, bases and namespace: what a `class` statement, `type(name,
    /// bases, ns)` and `type.__new__` in a metaclass all make. `methods`: the functions the class
    /// body defined (they get the class as `super()`'s); None: every function of the namespace
    /// that belongs to no class yet. `kw`: the class keywords, for `__init_subclass__`.
    #[allow(clippy::too_many_arguments)]
    pub fn make_class(
        &mut self,
        name: Rc<str>,
        qualname: Rc<str>,
        mut bases: Vec<Rc<TypeObj>>,
        mut dict: AttrMap,
        abstract_meta: bool,
        meta: Option<Rc<TypeObj>>,
        kw: Vec<(Rc<str>, Value)>,
        methods: Option<&[Rc<Function>]>,
    ) -> R<Rc<TypeObj>> {
        for b in &bases {
            if crate::host::builtin_base::is_final_type(b) {
                return Err(raise("TypeError", format!("type '{}' is not an acceptable base type", b.name)));
            }
            let allowed = matches!(b.kind, TypeKind::Object | TypeKind::Exception | TypeKind::Type) || crate::host::builtin_base::is_supported_base(b);
            if b.class.is_none() && !allowed {
                return Err(self.unsupported_construct(&format!("subclassing the builtin type '{}'", b.name)));
            }
            if bases.iter().filter(|x| Rc::ptr_eq(x, b)).count() > 1 {
                return Err(raise("TypeError", format!("duplicate base class {}", b.name)));
            }
        }
        let object = crate::host::exceptions::type_named("object");
        if bases.is_empty() {
            bases.push(object.clone());
        }
        let Some(mro) = c3(&bases) else {
            let names: Vec<String> = bases.iter().map(|b| b.name.to_string()).collect();
            return Err(raise("TypeError", format!("Cannot create a consistent method resolution\norder (MRO) for bases {}", names.join(", "))));
        };
        let exc_bases = bases.iter().filter(|b| b.kind == TypeKind::Exception).count();
        if exc_bases > 0 && exc_bases < bases.iter().filter(|b| !Rc::ptr_eq(b, &object)).count() {
            return Err(self.unsupported_construct("classes mixing exceptions with other bases"));
        }
        let layouts: Vec<&Rc<TypeObj>> =
            mro.iter().filter(|m| crate::host::builtin_base::is_supported_base(m) || (m.class.is_none() && m.kind == TypeKind::Type)).collect();
        if layouts.len() > 1 {
            return Err(raise("TypeError", "multiple bases have instance lay-out conflict"));
        }
        let kind = if exc_bases > 0 { TypeKind::Exception } else { TypeKind::Object };
        // `__new__` is a static method, `__init_subclass__` and `__class_getitem__` class
        // methods, without a decorator (as CPython's type_new makes them).
        for (k, wrap) in [("__new__", 0), ("__init_subclass__", 1), ("__class_getitem__", 1)] {
            if let Some(v @ Value::Function(_)) = dict.get(k).cloned() {
                let w: Rc<dyn NativeObject> = if wrap == 0 { Rc::new(StaticMethod(v)) } else { Rc::new(ClassMethod(v)) };
                dict.insert(Rc::from(k), Value::Native(w));
            }
        }
        if dict.contains_key("__new__")
            && (kind == TypeKind::Exception || mro.iter().any(|m| m.class.as_ref().is_some_and(|c| c.dict.borrow().contains_key("_cudalab_enum_base_"))))
        {
            return Err(self.unsupported_construct("'__new__' in exception and enum classes"));
        }
        if dict.contains_key("__eq__") && !dict.contains_key("__hash__") {
            dict.insert(Rc::from("__hash__"), Value::None);
        }
        if abstract_meta {
            dict.insert(Rc::from("_cudalab_abc_"), Value::Bool(true));
        }
        let slots = self.class_slots(&dict, &mro)?;
        let unowned: Vec<Rc<Function>> = match methods {
            Some(_) => Vec::new(),
            None => dict.values().flat_map(functions_in).filter(|f| f.owner.borrow().strong_count() == 0).collect(),
        };
        let t = Rc::new(TypeObj { name, kind, base: bases.first().cloned(), doc: "", class: Some(ClassData::new(dict, bases, mro, qualname, slots)) });
        for f in methods.unwrap_or(&unowned[..]) {
            f.owner.replace(Rc::downgrade(&t));
        }
        if let (Some(m), Some(cd)) = (meta, &t.class) {
            cd.meta.replace(Some(m));
        }
        if lookup(&t, "_cudalab_abc_").is_some() {
            let names = self.abstract_methods(&t)?;
            let any = !names.is_empty();
            let set = self.set_from(Some(&Value::list(names)), true)?;
            if let Some(c) = &t.class {
                c.namespace_mut().insert(Rc::from("__abstractmethods__"), set);
                c.is_abstract.set(any);
            }
        }
        if lookup(&t, "_cudalab_enum_base_").is_some() {
            crate::host::modules::enums::make_members(self, &t)?;
        }
        let t = if lookup(&t, "_cudalab_namedtuple_base_").is_some() { crate::host::modules::typing::named_tuple_class(self, &t)? } else { t };
        match lookup_after(&t, &t, "__init_subclass__") {
            Some(f) => {
                let f = self.bind_attr(f, None, &t)?;
                self.call(&f, Args { pos: Vec::new(), kw })?;
            }
            None if !kw.is_empty() => return Err(raise("TypeError", format!("{}.__init_subclass__() takes no keyword arguments", t.name))),
            None => {}
        }
        Ok(t)
    }
    /// The names instances of a class with this dict and MRO may hold, when it and every class
    /// of its MRO but `object` define `__slots__` (a name or an iterable of names) without
    /// `'__dict__'`; None otherwise.
    fn class_slots(&mut self, dict: &AttrMap, mro: &[Rc<TypeObj>]) -> R<Option<Rc<[Rc<str>]>>> {
        let Some(own) = dict.get("__slots__").cloned() else { return Ok(None) };
        let own = match own {
            Value::Str(s) => vec![Value::Str(s)],
            other => self.collect(&other)?,
        };
        let mut names: Vec<Rc<str>> = Vec::new();
        for n in own {
            let Value::Str(n) = n else {
                let tn = self.type_name(&n);
                return Err(raise("TypeError", format!("__slots__ items must be strings, not '{tn}'")));
            };
            if dict.contains_key(&*n) {
                return Err(raise("ValueError", format!("'{n}' in __slots__ conflicts with class variable")));
            }
            names.push(n);
        }
        for c in mro {
            let Some(cd) = &c.class else { continue };
            match &cd.slots {
                Some(inherited) => names.extend(inherited.iter().cloned()),
                None => return Ok(None),
            }
        }
        if names.iter().any(|n| &**n == "__dict__") {
            return Ok(None);
        }
        Ok(Some(Rc::from(names)))
    }

    /// The abstract methods an abstract class still has: every name its MRO defines whose value
    /// here is marked by `abc.abstractmethod` (directly, or as a property's getter), sorted.
    fn abstract_methods(&mut self, t: &Rc<TypeObj>) -> R<Vec<Value>> {
        let mut names: Vec<Rc<str>> = Vec::new();
        for c in mro_of(t) {
            if let Some(cd) = &c.class {
                names.extend(cd.dict.borrow().keys().cloned());
            }
        }
        names.sort();
        names.dedup();
        let mut out = Vec::new();
        for n in names {
            let Some(v) = lookup(t, &n) else { continue };
            let v = match downcast::<Property>(&v) {
                Some(p) => p.fget.clone(),
                None => v,
            };
            let marked = match &v {
                Value::Function(f) => crate::host::func_attrs::get(f, "__isabstractmethod__"),
                _ => None,
            };
            if let Some(m) = marked {
                if self.truthy(&m)? {
                    out.push(Value::Str(n));
                }
            }
        }
        Ok(out)
    }

    /// `__annotations__` of a class body (`x: int = 0` lines, in order), evaluated in its namespace
    /// as CPython does; `@dataclass` reads its fields from them.
    fn class_annotations(&mut self, body: &[Stmt], ns: &Rc<Env>) -> R<()> {
        let mut d = crate::host::value::Dict::default();
        for s in body {
            let Stmt::AnnAssign(a) = s else { continue };
            let Expr::Name(n) = &*a.target else { continue };
            let v = self.eval(&a.annotation)?;
            let k = Value::str(n.id.as_str());
            crate::host::eval::dict_insert(&mut d, HashKey::Str(Rc::from(n.id.as_str())), k, v);
        }
        if !d.map.is_empty() && !ns.vars().contains_key("__annotations__") {
            ns.vars_mut().insert(Rc::from("__annotations__"), Value::dict(d));
        }
        Ok(())
    }

    /// `Cls(args)`: a new instance, initialised by `__init__`.
    pub fn instantiate(&mut self, t: &Rc<TypeObj>, args: Args) -> R<Value> {
        if crate::host::modules::enums::is_enum(t) {
            return crate::host::modules::enums::by_value(self, t, args);
        }
        if t.kind == TypeKind::Exception {
            let init = lookup(t, "__init__");
            let kw = !args.kw.is_empty();
            if init.is_none() && kw {
                return Err(raise("TypeError", format!("{}() takes no keyword arguments", t.name)));
            }
            let e = crate::host::exceptions::exc_with_args(t.clone(), if kw { Vec::new() } else { args.pos.clone() });
            let v = Value::Exception(e);
            if let Some(init) = init {
                let f = self.bind_attr(init, Some(&v), t)?;
                let r = self.call(&f, args)?;
                self.check_init_result(&r)?;
            }
            return Ok(v);
        }
        if is_special(t) {
            return self.instantiate_special(t, args);
        }
        self.check_abstract(t)?;
        let (inst, v) = new_instance(t);
        if let Some(init) = lookup(t, "__init__") {
            let r = match init {
                // A `def __init__`: called with the instance first, no bound method in between.
                Value::Function(f) => {
                    let mut args = args;
                    args.pos.insert(0, v.clone());
                    self.call_function(&f, args)?
                }
                init => {
                    let f = self.bind_attr(init, Some(&v), t)?;
                    self.call(&f, args)?
                }
            };
            self.check_init_result(&r)?;
        } else if !args.pos.is_empty() || !args.kw.is_empty() {
            return Err(raise("TypeError", format!("{}() takes no arguments", t.name)));
        }
        learn_dict_hint(t, &inst);
        Ok(v)
    }

    /// `Cls(a, b)` with plain positional arguments: when `__init__` is a plain `def` taking
    /// exactly these, the values go straight into its slots after the new instance, with no
    /// argument vector; otherwise `instantiate` takes them. None (nothing evaluated) for a call
    /// with keywords or `*args`, which the general way makes.
    pub(crate) fn instantiate_direct(&mut self, t: &Rc<TypeObj>, a: &ruff_python_ast::Arguments) -> Option<R<Value>> {
        t.class.as_ref()?;
        if !a.keywords.is_empty() || a.args.iter().any(|e| matches!(e, ruff_python_ast::Expr::Starred(_))) {
            return None;
        }
        Some(self.instantiate_positional(t, &a.args))
    }

    fn instantiate_positional(&mut self, t: &Rc<TypeObj>, args: &[ruff_python_ast::Expr]) -> R<Value> {
        let mut values: smallvec::SmallVec<[Value; 6]> = smallvec::SmallVec::new();
        for e in args {
            values.push(self.eval_fast(e)?);
        }
        // As in CPython, what the class does is looked up after its arguments are evaluated.
        if let Some(init) = plain_init(t) {
            if init.binds_positionally(1 + values.len()) {
                let (inst, v) = new_instance(t);
                // Drained in place: moving the vector into the iterator copied it whole.
                let r = self.call_with_values(&init, std::iter::once(v.clone()).chain(values.drain(..)))?;
                self.check_init_result(&r)?;
                learn_dict_hint(t, &inst);
                return Ok(v);
            }
        }
        self.instantiate(t, crate::host::Args { pos: values.into_vec(), kw: Vec::new() })
    }

    /// The error of instantiating an abstract class with abstract methods left.
    pub(crate) fn check_abstract(&self, t: &Rc<TypeObj>) -> R<()> {
        let abstract_set = if t.class.as_ref().is_some_and(|c| c.is_abstract.get()) { lookup(t, "__abstractmethods__") } else { None };
        if let Some(Value::Set(s)) = abstract_set {
            let names: Vec<String> = s.borrow().table.values().map(crate::host::repr::repr).collect();
            if !names.is_empty() {
                let mut names = names;
                names.sort();
                let plural = if names.len() == 1 { "" } else { "s" };
                return Err(raise(
                    "TypeError",
                    format!("Can't instantiate abstract class {} without an implementation for abstract method{plural} {}", t.name, names.join(", ")),
                ));
            }
        }
        Ok(())
    }

    pub(crate) fn check_init_result(&self, r: &Value) -> R<()> {
        if r.is_none() {
            return Ok(());
        }
        let tn = self.type_name(r);
        Err(raise("TypeError", format!("__init__() should return None, not '{tn}'")))
    }

    /// Call the special method `name` of an instance's class, or `None` when it has none.
    fn dunder(&mut self, inst: &Instance, name: &str, args: Vec<Value>) -> R<Option<Value>> {
        let Some(f) = lookup(&inst.cls, name) else { return Ok(None) };
        if f.is_none() {
            return Ok(None);
        }
        let f = self.bind_attr(f, Some(&inst.value()), &inst.cls)?;
        self.call(&f, Args::new(args)).map(Some)
    }

    /// An attribute of an exception object: its own, then its class's (methods bind to it).
    pub fn exc_getattr(&mut self, e: &Rc<crate::host::exceptions::ExcObj>, v: &Value, name: &str) -> R<Option<Value>> {
        if let Some(x) = e.attrs.borrow().get(name) {
            return Ok(Some(x.clone()));
        }
        if name == "__class__" {
            return Ok(Some(Value::Type(e.ty.clone())));
        }
        if name == "__traceback__" {
            return Ok(Some(crate::host::modules::traceback::traceback_of(e)));
        }
        // StopIteration's value: what the generator returned (its first argument).
        if name == "value" && e.ty.is_subclass_of(&crate::host::exceptions::type_named("StopIteration")) {
            return Ok(Some(e.args.borrow().first().cloned().unwrap_or(Value::None)));
        }
        // NameError's missing name; None unless the interpreter (or `name=`) set it.
        if name == "name" && e.ty.is_subclass_of(&crate::host::exceptions::type_named("NameError")) {
            return Ok(Some(Value::None));
        }
        match lookup(&e.ty, name) {
            Some(x) => self.bind_attr(x, Some(v), &e.ty).map(Some),
            None => Ok(None),
        }
    }

    /// `str()` or `repr()` of an exception whose class defines `__str__` / `__repr__`.
    fn user_exc_text(&mut self, v: &Value, str_form: bool) -> R<Option<String>> {
        let Value::Exception(e) = v else { return Ok(None) };
        if e.ty.class.is_none() {
            return Ok(None);
        }
        let _walk = crate::host::enter_walk(" while getting the repr of an object")?;
        let name = if str_form { "__str__" } else { "__repr__" };
        let Some(f) = lookup(&e.ty, name) else { return Ok(None) };
        let f = self.bind_attr(f, Some(v), &e.ty)?;
        match self.call(&f, Args::default())? {
            Value::Str(s) => Ok(Some(s.to_string())),
            other => {
                let tn = self.type_name(&other);
                Err(raise("TypeError", format!("{name} returned non-string (type {tn})")))
            }
        }
    }

    /// `repr()` of a value that may hold instances with their own `__repr__`.
    pub fn user_repr(&mut self, v: &Value, str_form: bool) -> R<Option<String>> {
        if let Value::Exception(_) = v {
            return self.user_exc_text(v, str_form);
        }
        if let Value::Native(n) = v {
            if n.has_repr_in() {
                let _walk = crate::host::enter_walk(" while getting the repr of an object")?;
                return if str_form { n.clone().str_in(self) } else { n.clone().repr_in(self) };
            }
        }
        if let Value::Type(t) = v {
            return self.meta_repr(t, v, str_form);
        }
        let Some(i) = as_instance(v) else { return Ok(None) };
        let _walk = crate::host::enter_walk(" while getting the repr of an object")?;
        let has_str = lookup(&i.cls, "__str__").is_some();
        if let Some(base) = &i.base {
            // A str's own text is its str(); every other builtin's str() is its repr.
            let has_repr = lookup(&i.cls, "__repr__").is_some();
            if str_form && !has_str && (matches!(base, Value::Str(_)) || !has_repr) {
                return self.str(base).map(Some);
            }
            if !str_form && !has_repr {
                return self.repr(base).map(Some);
            }
        }
        let name = if str_form && has_str { "__str__" } else { "__repr__" };
        match self.dunder(i, name, vec![])? {
            Some(Value::Str(s)) => Ok(Some(s.to_string())),
            Some(other) => {
                let tn = self.type_name(&other);
                Err(raise("TypeError", format!("{name} returned non-string (type {tn})")))
            }
            None => Ok(Some(i.default_repr())),
        }
    }

    /// `repr()` / `str()` of a class whose metaclass defines `__repr__` / `__str__`.
    fn meta_repr(&mut self, t: &Rc<TypeObj>, v: &Value, str_form: bool) -> R<Option<String>> {
        let Some(m) = meta_of(t) else { return Ok(None) };
        let f = match (str_form, lookup(&m, "__str__"), lookup(&m, "__repr__")) {
            (true, Some(f), _) => f,
            (_, _, Some(f)) => f,
            _ => return Ok(None),
        };
        let _walk = crate::host::enter_walk(" while getting the repr of an object")?;
        let f = self.bind_attr(f, Some(v), &m)?;
        match self.call(&f, Args::default())? {
            Value::Str(s) => Ok(Some(s.to_string())),
            other => {
                let tn = self.type_name(&other);
                Err(raise("TypeError", format!("__repr__ returned non-string (type {tn})")))
            }
        }
    }

    /// Whether a repr must run user code (an instance somewhere inside `v`).
    pub fn needs_user_repr(v: &Value) -> bool {
        if !matches!(v, Value::List(_) | Value::Tuple(_) | Value::Dict(_) | Value::Set(_)) {
            return false;
        }
        fn walk(v: &Value, depth: usize) -> bool {
            if depth > 50 {
                return false;
            }
            match v {
                Value::Native(n) => n.as_any().is::<Instance>() || n.as_any().is::<BoundMethod>() || n.has_repr_in(),
                Value::Exception(e) => e.ty.class.is_some(),
                Value::List(l) => l.try_borrow().is_ok_and(|l| l.iter().any(|x| walk(x, depth + 1))),
                Value::Tuple(t) => t.iter().any(|x| walk(x, depth + 1)),
                Value::Dict(d) => d.try_borrow().is_ok_and(|d| d.map.values().any(|(k, x)| walk(k, depth + 1) || walk(x, depth + 1))),
                Value::Set(s) => s.try_borrow().is_ok_and(|s| s.table.values().any(|x| walk(x, depth + 1))),
                _ => false,
            }
        }
        walk(v, 0)
    }

    /// The repr of containers holding instances, element by element through `Interp::repr`.
    pub fn repr_with_instances(&mut self, v: &Value) -> R<String> {
        let _walk = crate::host::enter_walk(" while getting the repr of an object")?;
        let items = |me: &mut Interp, vals: Vec<Value>| -> R<Vec<String>> {
            let mut out = Vec::with_capacity(vals.len());
            for x in &vals {
                out.push(me.repr_with_instances(x)?);
            }
            Ok(out)
        };
        let active = |p: usize| REPR_ACTIVE.with(|a| a.borrow().contains(&p));
        let enter = |p: usize| REPR_ACTIVE.with(|a| a.borrow_mut().push(p));
        let leave = || REPR_ACTIVE.with(|a| a.borrow_mut().pop());
        match v {
            Value::List(l) => {
                let p = Rc::as_ptr(l) as usize;
                if active(p) {
                    return Ok("[...]".into());
                }
                enter(p);
                let vals = l.borrow().clone();
                let r = items(self, vals);
                leave();
                Ok(format!("[{}]", r?.join(", ")))
            }
            Value::Tuple(t) => {
                let r = items(self, t.to_vec())?;
                Ok(if r.len() == 1 { format!("({},)", r[0]) } else { format!("({})", r.join(", ")) })
            }
            Value::Set(s) => {
                let vals: Vec<Value> = s.borrow().table.values().cloned().collect();
                if vals.is_empty() {
                    return Ok("set()".into());
                }
                Ok(format!("{{{}}}", items(self, vals)?.join(", ")))
            }
            Value::Dict(d) => {
                let p = Rc::as_ptr(d) as usize;
                if active(p) {
                    return Ok("{...}".into());
                }
                enter(p);
                let pairs: Vec<(Value, Value)> = d.borrow().map.values().cloned().collect();
                let mut out = Vec::new();
                for (k, x) in &pairs {
                    let ks = self.repr_with_instances(k);
                    let xs = self.repr_with_instances(x);
                    match (ks, xs) {
                        (Ok(a), Ok(b)) => out.push(format!("{a}: {b}")),
                        (Err(e), _) | (_, Err(e)) => {
                            leave();
                            return Err(e);
                        }
                    }
                }
                leave();
                Ok(format!("{{{}}}", out.join(", ")))
            }
            Value::Native(n) if n.as_any().is::<BoundMethod>() => {
                let Some(b) = n.as_any().downcast_ref::<BoundMethod>() else { return Ok(String::new()) };
                let r = self.repr_with_instances(&b.recv)?;
                Ok(format!("<bound method {} of {r}>", func_name(&b.func)))
            }
            other => match self.user_repr(other, false)? {
                Some(s) => Ok(s),
                None => Ok(crate::host::repr::repr(other)),
            },
        }
    }

    /// `format(obj, spec)` of an instance: its class's `__format__`, else `str(obj)` for an
    /// empty spec (object's rule).
    pub fn format_instance(&mut self, i: &Instance, v: &Value, spec: &str) -> R<String> {
        match self.dunder(i, "__format__", vec![Value::str(spec)])? {
            Some(Value::Str(s)) => Ok(s.to_string()),
            Some(other) => {
                let tn = self.type_name(&other);
                Err(raise("TypeError", format!("__format__ must return a str, not {tn}")))
            }
            None if spec.is_empty() => self.str(v),
            None => match &i.base {
                Some(base) => self.format_value(&base.clone(), spec),
                None => Err(raise("TypeError", format!("unsupported format string passed to {}.__format__", i.cls.name))),
            },
        }
    }

    /// `super()` / `super(C, obj)`.
    pub fn make_super(&mut self, args: Args) -> R<Value> {
        let (start, obj) = match args.pos.len() {
            0 => {
                let env = self.current_env();
                match &env.method_of {
                    Some((t, true)) => match env.slot(0) {
                        Some(o) => (t.clone(), o),
                        None => return Err(raise("RuntimeError", "super(): arg[0] deleted")),
                    },
                    Some((_, false)) => return Err(raise("RuntimeError", "super(): no arguments")),
                    None => return Err(raise("RuntimeError", "super(): __class__ cell not found")),
                }
            }
            2 => match &args.pos[0] {
                Value::Type(t) => (t.clone(), args.pos[1].clone()),
                other => {
                    let tn = self.type_name(other);
                    return Err(raise("TypeError", format!("super() argument 1 must be a type, not {tn}")));
                }
            },
            1 => return Err(self.unsupported_construct("unbound super objects")),
            n => return Err(raise("TypeError", format!("super() takes at most 2 arguments ({n} given)"))),
        };
        let (objtype, obj_is_class) = match &obj {
            Value::Type(t) if t.is_subclass_of(&start) => (t.clone(), true),
            other => (crate::host::builtins::type_obj_of(self, other), false),
        };
        if !objtype.is_subclass_of(&start) {
            return Err(raise("TypeError", "super(type, obj): obj must be an instance or subtype of type"));
        }
        Ok(Value::Native(Rc::new(Super { start, obj, objtype, obj_is_class })))
    }
}

/// The `module` of the builtins standing for `object`'s and `BaseException`'s methods: like
/// functions, they bind to the instance they are read through.
const OBJECT_METHOD: &str = "builtins.object";

/// `object.__setattr__` and the like, read from the builtin class.
pub fn builtin_class_attr(t: &Rc<TypeObj>, name: &str) -> Option<Value> {
    if t.class.is_none() && t.kind == TypeKind::Type && &*t.name == "type" {
        return match name {
            "__new__" => Some(crate::host::class_new::type_new_fn()),
            "__call__" => Some(crate::host::class_new::type_call_fn()),
            "__init__" => Some(crate::host::class_new::type_init_fn()),
            _ => None,
        };
    }
    if let Some(v) = crate::host::builtin_base::base_type_attr(t, name) {
        return Some(v);
    }
    if t.class.is_some() || t.kind != TypeKind::Object || t.name.as_ref() != "object" {
        return None;
    }
    if name == "__new__" {
        return Some(crate::host::class_new::object_new_fn());
    }
    if name == "__init_subclass__" {
        return Some(crate::host::class_new::object_init_subclass_fn());
    }
    matches!(name, "__init__" | "__repr__" | "__str__" | "__setattr__" | "__eq__" | "__hash__").then(|| object_method(name))
}

/// Methods of `object` reachable through `super()` or the class: their effect on user instances.
fn object_method(name: &str) -> Value {
    fn init(_: &mut Interp, _: Args) -> R<Value> {
        Ok(Value::None)
    }
    fn repr(interp: &mut Interp, args: Args) -> R<Value> {
        match args.pos.first().and_then(as_instance) {
            Some(i) => Ok(Value::str(&i.default_repr())),
            None => {
                let s = interp.repr(args.pos.first().unwrap_or(&Value::None))?;
                Ok(Value::str(&s))
            }
        }
    }
    fn str_(interp: &mut Interp, args: Args) -> R<Value> {
        let v = args.pos.first().cloned().unwrap_or(Value::None);
        let s = match interp.user_repr(&v, false)? {
            Some(s) => s,
            None => interp.str(&v)?,
        };
        Ok(Value::str(&s))
    }
    fn setattr(interp: &mut Interp, args: Args) -> R<Value> {
        let (Some(i), Some(Value::Str(k)), Some(v)) = (args.pos.first().and_then(as_instance), args.pos.get(1), args.pos.get(2)) else {
            return Err(raise("TypeError", "expected 3 arguments"));
        };
        i.set_plain(interp, k, v.clone())?;
        Ok(Value::None)
    }
    fn eq(_: &mut Interp, args: Args) -> R<Value> {
        match (args.pos.first(), args.pos.get(1)) {
            (Some(Value::Native(a)), Some(Value::Native(b))) if Rc::ptr_eq(a, b) => Ok(Value::Bool(true)),
            _ => Ok(not_implemented()),
        }
    }
    fn hash(_: &mut Interp, args: Args) -> R<Value> {
        match args.pos.first() {
            Some(Value::Native(a)) => Ok(Value::int((Rc::as_ptr(a) as *const u8 as usize >> 4) as i64)),
            _ => Ok(Value::int(0)),
        }
    }
    let (name, func): (&'static str, crate::host::value::BuiltinFn) = match name {
        "__init__" => ("__init__", init),
        "__repr__" => ("__repr__", repr),
        "__str__" => ("__str__", str_),
        "__setattr__" => ("__setattr__", setattr),
        "__eq__" => ("__eq__", eq),
        "__hash__" => ("__hash__", hash),
        _ => ("__init__", init),
    };
    Value::Builtin(Rc::new(crate::host::value::Builtin { name, module: OBJECT_METHOD, func, signature: "", doc: "" }))
}

/// `BaseException`'s methods, reached through `super()` from an exception subclass.
fn exception_method(name: &str) -> Value {
    fn init(_: &mut Interp, args: Args) -> R<Value> {
        let mut pos = args.pos.into_iter();
        if let Some(Value::Exception(e)) = pos.next() {
            if !args.kw.is_empty() {
                return Err(raise("TypeError", format!("{}() takes no keyword arguments", e.ty.name)));
            }
            *e.args.borrow_mut() = pos.collect();
        }
        Ok(Value::None)
    }
    fn str_(_: &mut Interp, args: Args) -> R<Value> {
        match args.pos.first() {
            Some(Value::Exception(e)) => Ok(Value::str(&e.message())),
            _ => Ok(Value::str("")),
        }
    }
    fn repr(_: &mut Interp, args: Args) -> R<Value> {
        Ok(Value::str(&crate::host::repr::repr(args.pos.first().unwrap_or(&Value::None))))
    }
    let (name, func): (&'static str, crate::host::value::BuiltinFn) = match name {
        "__str__" => ("__str__", str_),
        "__repr__" => ("__repr__", repr),
        _ => ("__init__", init),
    };
    Value::Builtin(Rc::new(crate::host::value::Builtin { name, module: OBJECT_METHOD, func, signature: "", doc: "" }))
}

/// Where `name` was first bound in the class body (definition order, as `__dict__` keeps it).
fn ns_order(body: &[Stmt], name: &str) -> usize {
    if matches!(name, "__module__" | "__qualname__" | "__doc__") {
        return 0;
    }
    for (i, s) in body.iter().enumerate() {
        let hit = match s {
            Stmt::FunctionDef(f) => f.name.as_str() == name,
            Stmt::ClassDef(c) => c.name.as_str() == name,
            Stmt::Assign(a) => a.targets.iter().any(|t| target_binds(t, name)),
            Stmt::AnnAssign(a) => target_binds(&a.target, name),
            _ => false,
        };
        if hit {
            return i + 1;
        }
    }
    body.len() + 1
}

fn target_binds(t: &Expr, name: &str) -> bool {
    match t {
        Expr::Name(n) => n.id.as_str() == name,
        Expr::Tuple(t) => t.elts.iter().any(|e| target_binds(e, name)),
        Expr::List(t) => t.elts.iter().any(|e| target_binds(e, name)),
        _ => false,
    }
}

/// A function defined in a class body (`ns`), renamed `Class.name` and closing over the scope
/// around the class (a method does not see the class body's names, as in Python). Functions made
/// elsewhere (a decorator's wrapper closing over its own frame) are left as they are.
fn rebind(v: &Value, qual: &Rc<str>, outer: &Rc<Env>, ns: &Rc<Env>, methods: &mut Vec<Rc<Function>>) -> Value {
    let redo = |f: &Rc<Function>, methods: &mut Vec<Rc<Function>>| -> Rc<Function> {
        if !Rc::ptr_eq(&f.env, ns) {
            return f.clone();
        }
        let qualname = if matches!(f.body, FunctionBody::Lambda(_)) { f.qualname.clone() } else { Rc::from(format!("{qual}.{}", f.name).as_str()) };
        let nf = Rc::new(Function { env: outer.clone(), ..f.renamed(f.name.clone(), qualname) });
        crate::host::func_attrs::copy(f, &nf);
        methods.push(nf.clone());
        nf
    };
    let one = |x: &Value, methods: &mut Vec<Rc<Function>>| -> Value {
        match x {
            Value::Function(f) => Value::Function(redo(f, methods)),
            other => other.clone(),
        }
    };
    match v {
        Value::Function(f) => Value::Function(redo(f, methods)),
        Value::Native(n) => {
            if let Some(cm) = n.as_any().downcast_ref::<ClassMethod>() {
                return Value::Native(Rc::new(ClassMethod(one(&cm.0, methods))));
            }
            if let Some(sm) = n.as_any().downcast_ref::<StaticMethod>() {
                return Value::Native(Rc::new(StaticMethod(one(&sm.0, methods))));
            }
            if let Some(p) = n.as_any().downcast_ref::<Property>() {
                return Value::Native(Rc::new(Property {
                    fget: one(&p.fget, methods),
                    fset: one(&p.fset, methods),
                    fdel: one(&p.fdel, methods),
                    doc: p.doc.clone(),
                }));
            }
            v.clone()
        }
        other => other.clone(),
    }
}

fn reflected_cmp(op: CmpOp) -> CmpOp {
    match op {
        CmpOp::Lt => CmpOp::Gt,
        CmpOp::Gt => CmpOp::Lt,
        CmpOp::LtE => CmpOp::GtE,
        CmpOp::GtE => CmpOp::LtE,
        other => other,
    }
}

fn cmp_dunder(op: CmpOp) -> &'static str {
    match op {
        CmpOp::Lt => "__lt__",
        CmpOp::LtE => "__le__",
        CmpOp::Gt => "__gt__",
        CmpOp::GtE => "__ge__",
        CmpOp::Eq => "__eq__",
        CmpOp::NotEq => "__ne__",
        _ => "",
    }
}

impl NativeObject for Instance {
    fn type_name(&self) -> &str {
        &self.cls.name
    }
    fn repr(&self) -> String {
        self.default_repr()
    }
    fn getattr(&self, interp: &mut Interp, name: &str) -> R<Option<Value>> {
        match name {
            "__dict__" if self.cls.class.as_ref().is_some_and(|c| c.slots.is_some()) => {
                return Err(raise("AttributeError", format!("'{}' object has no attribute '__dict__'", self.cls.name)));
            }
            "__dict__" => {
                // Attributes held in slots of slotted ancestors are not in the `__dict__`.
                let mut slotted: Vec<Rc<str>> = Vec::new();
                for c in mro_of(&self.cls) {
                    if let Some(s) = c.class.as_ref().and_then(|cd| cd.slots.as_ref()) {
                        slotted.extend(s.iter().cloned());
                    }
                }
                if slotted.is_empty() {
                    // The object's own dict: what the program changes through it are its attributes.
                    return Ok(Some(Value::Dict(self.dict.borrow_mut().expose())));
                }
                // With slotted ancestors, a copy without the slotted names.
                let mut d = crate::host::value::Dict::default();
                for (k, v) in self.dict.borrow().entries().into_iter().filter(|(k, _)| !slotted.contains(k)) {
                    d.insert_str(k, v);
                }
                return Ok(Some(Value::dict(d)));
            }
            "__class__" => return Ok(Some(Value::Type(self.cls.clone()))),
            _ => {}
        }
        let found = lookup(&self.cls, name);
        if let Some(f) = &found {
            if downcast::<Property>(f).is_some() {
                return interp.bind_attr(f.clone(), Some(&self.value()), &self.cls).map(Some);
            }
        }
        if let Some(v) = self.dict.borrow().get(name) {
            return Ok(Some(v.clone()));
        }
        if let Some(f) = found {
            return interp.bind_attr(f, Some(&self.value()), &self.cls).map(Some);
        }
        if let Some(base) = &self.base {
            if let Some(v) = interp.base_attr(&self.value(), base, name)? {
                return Ok(Some(v));
            }
        }
        if name == "__doc__" {
            return Ok(Some(Value::None));
        }
        if matches!(name, "__init__" | "__repr__" | "__str__" | "__setattr__" | "__eq__" | "__hash__") {
            return Ok(Some(bound(object_method(name), self.value())));
        }
        if let Some(ga) = lookup(&self.cls, "__getattr__") {
            let f = interp.bind_attr(ga, Some(&self.value()), &self.cls)?;
            return interp.call(&f, Args::new(vec![Value::str(name)])).map(Some);
        }
        Ok(None)
    }
    fn call_method(&self, interp: &mut Interp, name: &str, args: Args) -> R<Option<Value>> {
        if name == "__setattr__" {
            let (Some(Value::Str(k)), Some(v)) = (args.pos.first(), args.pos.get(1)) else { return Ok(None) };
            // A class's own __setattr__ sees every assignment, property or not (as in CPython).
            if let Some(f) = lookup(&self.cls, "__setattr__") {
                let f = interp.bind_attr(f, Some(&self.value()), &self.cls)?;
                interp.call(&f, args)?;
                return Ok(Some(Value::None));
            }
            self.set_plain(interp, k, v.clone())?;
            return Ok(Some(Value::None));
        }
        if name == "__iter__" {
            if let (Some(base), None) = (&self.base, lookup(&self.cls, "__iter__")) {
                return interp.base_dunder(&self.value(), base, name, args);
            }
            if lookup(&self.cls, "__iter__").is_none() && lookup(&self.cls, "__getitem__").is_some() {
                return Err(interp.unsupported_construct("iteration through '__getitem__'"));
            }
            let Some(it) = interp.dunder(self, "__iter__", args.pos)? else { return Ok(None) };
            if let Some(i) = as_instance(&it) {
                if lookup(&i.cls, "__next__").is_none() {
                    return Err(raise("TypeError", format!("iter() returned non-iterator of type '{}'", i.cls.name)));
                }
                return Ok(Some(Value::Iterator(Rc::new(RefCell::new(crate::host::iter::IterState::Dunder(it))))));
            }
            return Ok(Some(it));
        }
        let Some(f) = lookup(&self.cls, name) else {
            return match &self.base {
                Some(base) => interp.base_dunder(&self.value(), base, name, args),
                None => Ok(None),
            };
        };
        let f = interp.bind_attr(f, Some(&self.value()), &self.cls)?;
        let r = interp.call(&f, args)?;
        if is_not_implemented(&r) && name.strip_prefix("__i").and_then(|n| n.strip_suffix("__")).is_some_and(|n| crate::host::ops::op_from_dunder(n).is_some())
        {
            // `x op= y` falls back to `x = x op y`.
            return Ok(None);
        }
        if name == "__len__" {
            return match &r {
                Value::Int(_) | Value::Bool(_) => {
                    let n = interp.to_index(&r)?;
                    if n < 0 {
                        return Err(raise("ValueError", "__len__() should return >= 0"));
                    }
                    Ok(Some(Value::int(n)))
                }
                other => {
                    let tn = interp.type_name(other);
                    Err(raise("TypeError", format!("'{tn}' object cannot be interpreted as an integer")))
                }
            };
        }
        Ok(Some(r))
    }
    fn call(&self, interp: &mut Interp, args: Args) -> R<Value> {
        if args.kw.is_empty() {
            return match interp.dunder(self, "__call__", args.pos)? {
                Some(v) => Ok(v),
                None => Err(raise("TypeError", format!("'{}' object is not callable", self.cls.name))),
            };
        }
        // With keywords: bind `__call__` and call it once with them.
        let Some(f) = lookup(&self.cls, "__call__") else { return Err(raise("TypeError", format!("'{}' object is not callable", self.cls.name))) };
        let f = interp.bind_attr(f, Some(&self.value()), &self.cls)?;
        interp.call(&f, args)
    }
    fn binop(&self, interp: &mut Interp, op: Operator, other: &Value, reflected: bool) -> R<Option<Value>> {
        let base = crate::host::ops::op_dunder(op);
        let name = if reflected { format!("__r{base}__") } else { format!("__{base}__") };
        if let Some(v) = interp.dunder(self, &name, vec![other.clone()])? {
            if !is_not_implemented(&v) {
                return Ok(Some(v));
            }
        }
        if !reflected {
            if let Some(o) = as_instance(other) {
                if !Rc::ptr_eq(&o.cls, &self.cls) || lookup(&o.cls, &format!("__r{base}__")).is_some() {
                    if let Some(v) = interp.dunder(o, &format!("__r{base}__"), vec![self.value()])? {
                        if !is_not_implemented(&v) {
                            return Ok(Some(v));
                        }
                    }
                }
            }
        }
        if let Some(b) = &self.base {
            // The builtin's operator, on the builtin values (a list's `+` gives a plain list).
            let o = crate::host::builtin_base::unwrap(other);
            return if reflected { interp.binop(op, &o, b) } else { interp.binop(op, b, &o) }.map(Some);
        }
        Ok(None)
    }
    fn unary(&self, interp: &mut Interp, op: &str) -> R<Option<Value>> {
        let name = match op {
            "-" => "__neg__",
            "+" => "__pos__",
            "~" => "__invert__",
            _ => return Ok(None),
        };
        match interp.dunder(self, name, vec![])? {
            Some(v) => Ok(Some(v)),
            None => match &self.base {
                Some(b @ (Value::Int(_) | Value::Float(_))) => match op {
                    "-" => interp.unary_neg(b).map(Some),
                    "+" => Ok(Some(b.clone())),
                    _ if matches!(b, Value::Int(_)) => interp.binop(Operator::BitXor, b, &Value::int(-1)).map(Some),
                    _ => Err(raise("TypeError", format!("bad operand type for unary {op}: '{}'", self.cls.name))),
                },
                _ => Err(raise("TypeError", format!("bad operand type for unary {op}: '{}'", self.cls.name))),
            },
        }
    }
    fn compare(&self, interp: &mut Interp, op: CmpOp, other: &Value, reflected: bool) -> R<Option<Value>> {
        let op = if reflected { reflected_cmp(op) } else { op };
        let name = cmp_dunder(op);
        if name.is_empty() {
            return Ok(None);
        }
        if let Some(v) = interp.dunder(self, name, vec![other.clone()])? {
            if !is_not_implemented(&v) {
                return Ok(Some(v));
            }
        }
        if op == CmpOp::NotEq && lookup(&self.cls, "__ne__").is_none() {
            if let Some(v) = interp.dunder(self, "__eq__", vec![other.clone()])? {
                if !is_not_implemented(&v) {
                    let t = interp.truthy(&v)?;
                    return Ok(Some(Value::Bool(!t)));
                }
            }
        }
        if let Some(b) = &self.base {
            let o = crate::host::builtin_base::unwrap(other);
            return if reflected { interp.compare(reflected_cmp(op), &o, b) } else { interp.compare(op, b, &o) }.map(Some);
        }
        Ok(None)
    }
    fn eq(&self, interp: &mut Interp, other: &Value) -> R<bool> {
        if let Value::Native(o) = other {
            if std::ptr::eq(self as *const Instance as *const u8, Rc::as_ptr(o) as *const u8) {
                return Ok(true);
            }
        }
        if let Some(v) = interp.dunder(self, "__eq__", vec![other.clone()])? {
            if !is_not_implemented(&v) {
                return interp.truthy(&v);
            }
        }
        if let Some(o) = as_instance(other) {
            if let Some(v) = interp.dunder(o, "__eq__", vec![self.value()])? {
                if !is_not_implemented(&v) {
                    return interp.truthy(&v);
                }
            }
        }
        if let Some(b) = &self.base {
            return interp.eq(b, &crate::host::builtin_base::unwrap(other));
        }
        Ok(false)
    }
    fn truthy(&self, interp: &mut Interp) -> R<bool> {
        if let Some(v) = interp.dunder(self, "__bool__", vec![])? {
            return match v {
                Value::Bool(b) => Ok(b),
                other => {
                    let tn = interp.type_name(&other);
                    Err(raise("TypeError", format!("__bool__ should return bool, returned {tn}")))
                }
            };
        }
        if lookup(&self.cls, "__len__").is_some() {
            let n = self.call_method(interp, "__len__", Args::default())?.unwrap_or(Value::int(1));
            return interp.truthy(&n);
        }
        if let Some(b) = &self.base {
            return interp.truthy(b);
        }
        Ok(true)
    }
    fn hash_key(&self, interp: &mut Interp) -> R<HashKey> {
        match lookup(&self.cls, "__hash__") {
            Some(Value::None) => Err(raise("TypeError", format!("unhashable type: '{}'", self.cls.name))),
            Some(_) => match interp.dunder(self, "__hash__", vec![])? {
                // An int that fits is the hash as it is (-1 excepted); a larger one is reduced as
                // `hash()` of it would be (CPython's `slot_tp_hash`).
                Some(v @ (Value::Int(_) | Value::Bool(_))) => {
                    let hash = match v {
                        Value::Int(crate::host::int::Int::Small(-1)) => -2,
                        Value::Int(crate::host::int::Int::Small(i)) => i,
                        other => interp.hash_key(&other)?.py_hash(),
                    };
                    Ok(HashKey::Obj { hash, id: self as *const Instance as usize })
                }
                _ => Err(raise("TypeError", "__hash__ method should return an integer")),
            },
            None => match &self.base {
                Some(Value::List(_) | Value::Dict(_) | Value::Set(_)) => Err(raise("TypeError", format!("unhashable type: '{}'", self.cls.name))),
                Some(b) => interp.hash_key(b),
                None => Ok(HashKey::Ptr(self as *const Instance as usize)),
            },
        }
    }
    fn to_index(&self, interp: &mut Interp) -> R<Option<i64>> {
        match interp.dunder(self, "__index__", vec![])? {
            Some(v) => interp.to_index(&v).map(Some),
            None => match &self.base {
                Some(b @ Value::Int(_)) => interp.to_index(b).map(Some),
                _ => Ok(None),
            },
        }
    }
    fn to_float(&self, interp: &mut Interp) -> R<Option<f64>> {
        match interp.dunder(self, "__float__", vec![])? {
            Some(Value::Float(f)) => Ok(Some(f)),
            Some(other) => {
                let tn = interp.type_name(&other);
                Err(raise("TypeError", format!("{}.__float__ returned non-float (type {tn})", self.cls.name)))
            }
            None => match &self.base {
                Some(b @ (Value::Int(_) | Value::Float(_))) => interp.to_float(b).map(Some),
                _ => Ok(None),
            },
        }
    }
    fn dir(&self) -> Vec<String> {
        let mut out: Vec<String> = self.dict.borrow().keys().into_iter().map(|k| k.to_string()).collect();
        for c in mro_of(&self.cls) {
            if let Some(cd) = &c.class {
                out.extend(cd.dict.borrow().keys().map(|k| k.to_string()));
            }
        }
        out.sort();
        out.dedup();
        out
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn as_instance(&self) -> Option<&Instance> {
        Some(self)
    }
}

impl NativeObject for BoundMethod {
    fn type_name(&self) -> &str {
        "method"
    }
    fn repr(&self) -> String {
        format!("<bound method {} of {}>", func_name(&self.func), crate::host::repr::repr(&self.recv))
    }
    fn getattr(&self, interp: &mut Interp, name: &str) -> R<Option<Value>> {
        Ok(match name {
            "__self__" => Some(self.recv.clone()),
            "__func__" => Some(self.func.clone()),
            "__name__" | "__qualname__" | "__doc__" => Some(interp.getattr(&self.func, name)?),
            _ => None,
        })
    }
    fn call(&self, interp: &mut Interp, mut args: Args) -> R<Value> {
        args.pos.insert(0, self.recv.clone());
        interp.call(&self.func, args)
    }
    fn eq(&self, _interp: &mut Interp, other: &Value) -> R<bool> {
        Ok(match downcast::<BoundMethod>(other) {
            Some(o) => crate::host::ops::is_same(&self.recv, &o.recv) && crate::host::ops::is_same(&self.func, &o.func),
            None => false,
        })
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

impl NativeObject for ClassMethod {
    fn type_name(&self) -> &str {
        "classmethod"
    }
    fn getattr(&self, _interp: &mut Interp, name: &str) -> R<Option<Value>> {
        Ok((name == "__func__").then(|| self.0.clone()))
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

impl NativeObject for StaticMethod {
    fn type_name(&self) -> &str {
        "staticmethod"
    }
    fn getattr(&self, _interp: &mut Interp, name: &str) -> R<Option<Value>> {
        Ok((name == "__func__").then(|| self.0.clone()))
    }
    fn call(&self, interp: &mut Interp, args: Args) -> R<Value> {
        interp.call(&self.0, args)
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

impl NativeObject for Property {
    fn type_name(&self) -> &str {
        "property"
    }
    fn getattr(&self, _interp: &mut Interp, name: &str) -> R<Option<Value>> {
        fn with(p: &Property, which: usize) -> Value {
            #[derive(Clone)]
            struct Parts(Value, Value, Value, Value, usize);
            let parts = Parts(p.fget.clone(), p.fset.clone(), p.fdel.clone(), p.doc.clone(), which);
            Value::Native(Rc::new(PropertyUpdate(RefCell::new(Some(Box::new(move |f: Value| {
                let Parts(g, s, d, doc, w) = parts.clone();
                match w {
                    0 => Property { fget: f, fset: s, fdel: d, doc },
                    1 => Property { fget: g, fset: f, fdel: d, doc },
                    _ => Property { fget: g, fset: s, fdel: f, doc },
                }
            }))))))
        }
        Ok(match name {
            "fget" => Some(self.fget.clone()),
            "fset" => Some(self.fset.clone()),
            "fdel" => Some(self.fdel.clone()),
            "__doc__" => Some(self.doc.clone()),
            "getter" => Some(with(self, 0)),
            "setter" => Some(with(self, 1)),
            "deleter" => Some(with(self, 2)),
            _ => None,
        })
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

type PropertyMaker = Box<dyn Fn(Value) -> Property>;

/// `prop.setter` (and `getter`, `deleter`): called with a function, a copy of the property with
/// that accessor replaced.
struct PropertyUpdate(RefCell<Option<PropertyMaker>>);

impl NativeObject for PropertyUpdate {
    fn type_name(&self) -> &str {
        "builtin_function_or_method"
    }
    fn call(&self, _interp: &mut Interp, args: Args) -> R<Value> {
        let f = args.pos.into_iter().next().ok_or_else(|| raise("TypeError", "setter() takes exactly one argument (0 given)"))?;
        let maker = self.0.borrow();
        match maker.as_ref() {
            Some(m) => Ok(Value::Native(Rc::new(m(f)))),
            None => Err(raise("TypeError", "property update used twice")),
        }
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

impl NativeObject for Super {
    fn type_name(&self) -> &str {
        "super"
    }
    fn repr(&self) -> String {
        format!("<super: <class '{}'>, <{} object>>", self.start.name, self.objtype.name)
    }
    fn getattr(&self, interp: &mut Interp, name: &str) -> R<Option<Value>> {
        let is_class = self.obj_is_class;
        match lookup_after(&self.objtype, &self.start, name) {
            Some(v) => {
                let inst = if is_class { None } else { Some(&self.obj) };
                interp.bind_attr(v, inst, &self.objtype).map(Some)
            }
            None => {
                if name == "__new__" {
                    return Ok(Some(crate::host::class_new::builtin_new_after(&self.objtype, &self.start)));
                }
                if is_class && name == "__init_subclass__" {
                    return Ok(Some(bound(crate::host::class_new::object_init_subclass_fn(), self.obj.clone())));
                }
                if !is_class {
                    if let Value::Type(_) = &self.obj {
                        // A metaclass's method: its instance is a class; `type`'s methods.
                        match name {
                            "__call__" => return Ok(Some(bound(crate::host::class_new::type_call_fn(), self.obj.clone()))),
                            "__init__" => return Ok(Some(crate::host::class_new::type_init_fn())),
                            _ => {}
                        }
                    }
                    if let Some(base) = crate::host::builtin_base::base_of(&self.obj).cloned() {
                        if let Some(v) = interp.base_attr(&self.obj, &base, name)? {
                            return Ok(Some(v));
                        }
                    }
                }
                if let (Value::Exception(_), "__init__" | "__str__" | "__repr__") = (&self.obj, name) {
                    return Ok(Some(bound(exception_method(name), self.obj.clone())));
                }
                if !is_class && matches!(name, "__init__" | "__repr__" | "__str__" | "__setattr__" | "__eq__" | "__hash__") {
                    return Ok(Some(bound(object_method(name), self.obj.clone())));
                }
                Err(raise("AttributeError", format!("'super' object has no attribute '{name}'")))
            }
        }
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

impl NativeObject for NotImplementedObj {
    fn type_name(&self) -> &str {
        "NotImplementedType"
    }
    fn repr(&self) -> String {
        "NotImplemented".into()
    }
    fn truthy(&self, _interp: &mut Interp) -> R<bool> {
        Err(raise("TypeError", "NotImplemented should not be used in a boolean context"))
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

fn b_classmethod(_: &mut Interp, args: Args) -> R<Value> {
    one_arg("classmethod", &args)?;
    Ok(Value::Native(Rc::new(ClassMethod(args.pos[0].clone()))))
}

fn b_staticmethod(_: &mut Interp, args: Args) -> R<Value> {
    one_arg("staticmethod", &args)?;
    Ok(Value::Native(Rc::new(StaticMethod(args.pos[0].clone()))))
}

fn b_property(_: &mut Interp, mut args: Args) -> R<Value> {
    let mut take = |i: usize, k: &str| args.take_kw(k).or_else(|| args.pos.get(i).cloned()).unwrap_or(Value::None);
    let fget = take(0, "fget");
    let fset = take(1, "fset");
    let fdel = take(2, "fdel");
    let doc = take(3, "doc");
    let doc = if doc.is_none() {
        match &fget {
            Value::Function(f) => f.doc.clone().map(Value::Str).unwrap_or(Value::None),
            _ => Value::None,
        }
    } else {
        doc
    };
    Ok(Value::Native(Rc::new(Property { fget, fset, fdel, doc })))
}

fn b_super(interp: &mut Interp, args: Args) -> R<Value> {
    interp.make_super(args)
}

fn b_delattr(interp: &mut Interp, args: Args) -> R<Value> {
    if args.pos.len() != 2 {
        return Err(raise("TypeError", format!("delattr expected 2 arguments, got {}", args.pos.len())));
    }
    let Value::Str(name) = &args.pos[1] else {
        let tn = interp.type_name(&args.pos[1]);
        return Err(raise("TypeError", format!("attribute name must be string, not '{tn}'")));
    };
    interp.delattr(&args.pos[0], name)?;
    Ok(Value::None)
}

fn b_vars(interp: &mut Interp, args: Args) -> R<Value> {
    match args.pos.as_slice() {
        [v] => match interp.getattr(v, "__dict__") {
            Err(crate::host::Ctrl::Raise(e)) if e.is("AttributeError") => Err(raise("TypeError", "vars() argument must have __dict__ attribute")),
            other => other,
        },
        [] => crate::host::builtins::b_locals(interp, args),
        more => Err(raise("TypeError", format!("vars expected at most 1 argument, got {}", more.len()))),
    }
}

fn one_arg(name: &str, args: &Args) -> R<()> {
    if !args.kw.is_empty() {
        return Err(raise("TypeError", format!("{name}() takes no keyword arguments")));
    }
    if args.pos.len() != 1 {
        return Err(raise("TypeError", format!("{name} expected 1 argument, got {}", args.pos.len())));
    }
    Ok(())
}

pub fn install(interp: &mut Interp) {
    let mut add = |name: &'static str, func: crate::host::value::BuiltinFn, signature: &'static str| {
        interp.builtins.insert(Rc::from(name), Value::Builtin(Rc::new(crate::host::value::Builtin { name, module: "builtins", func, signature, doc: "" })));
    };
    add("classmethod", b_classmethod, "classmethod(function, /)");
    add("staticmethod", b_staticmethod, "staticmethod(function, /)");
    add("property", b_property, "property(fget=None, fset=None, fdel=None, doc=None)");
    add("super", b_super, "super(type, object_or_type=None)");
    add("delattr", b_delattr, "delattr(obj, name, /)");
    add("vars", b_vars, "vars([object])");
    interp.builtins.insert(Rc::from("NotImplemented"), not_implemented());
}

/// What a zero-argument `super()` needs from a method's frame: the class that defines it, and
/// whether it has a first argument (in slot 0, parameters come first).
pub fn method_frame(func: &Rc<Function>) -> Option<(Rc<TypeObj>, bool)> {
    let cls = owner_of(func)?;
    Some((cls, !(func.params.posonlyargs.is_empty() && func.params.args.is_empty())))
}

/// The `__init__` that a plain construction of `t` calls straight (`instantiate_positional`):
/// a plain `def` along the MRO, when the class is not an exception, an enum or abstract. Cached
/// with `lookup`'s answers, for the same class epoch (`is_abstract` is read each time).
fn plain_init(t: &Rc<TypeObj>) -> Option<Rc<Function>> {
    let cd = t.class.as_ref()?;
    if t.kind == TypeKind::Exception || cd.is_abstract.get() {
        return None;
    }
    let epoch = class_epoch();
    {
        let r = cd.resolved.borrow();
        if r.epoch == epoch {
            match &r.init {
                Some(None) => return None,
                Some(Some(f)) => {
                    if let Some(f) = f.upgrade() {
                        return Some(f);
                    }
                }
                None => {}
            }
        }
    }
    let found = match lookup(t, "__init__") {
        Some(Value::Function(f)) if !crate::host::modules::enums::is_enum(t) && !is_special(t) => Some(f),
        _ => None,
    };
    let mut r = cd.resolved.borrow_mut();
    if r.epoch == epoch {
        r.init = Some(found.as_ref().map(Rc::downgrade));
    }
    found
}

/// Whether making an instance of `t` takes the full protocol (`class_new`): a builtin base, a
/// metaclass, a class that is one, or a `__new__`. Never so for a plain class.
pub fn is_special(t: &Rc<TypeObj>) -> bool {
    let Some(cd) = &t.class else { return false };
    cd.builtin_base.is_some() || cd.is_meta || cd.meta.borrow().is_some() || lookup(t, "__new__").is_some()
}

/// A new, empty instance of user class `t`, its `__dict__` sized for what its instances held.
pub(crate) fn new_instance(t: &Rc<TypeObj>) -> (Rc<Instance>, Value) {
    let hint = t.class.as_ref().map_or(0, |c| c.dict_hint.get());
    let inst = Rc::new_cyclic(|me| Instance { cls: t.clone(), dict: RefCell::new(InstanceDict::with_capacity(hint)), me: me.clone(), base: None });
    let v = Value::Native(inst.clone());
    (inst, v)
}

/// After `__init__`: remember how many attributes an instance of `t` holds (the next ones'
/// dicts are made that large).
pub(crate) fn learn_dict_hint(t: &TypeObj, inst: &Instance) {
    if let Some(c) = &t.class {
        let n = inst.dict.borrow().len().min(DICT_HINT_MAX);
        if n > c.dict_hint.get() {
            c.dict_hint.set(n);
        }
    }
}
