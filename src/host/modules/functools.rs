//! The `functools` module: reduce, partial, lru_cache / cache (CPython's bounded LRU order and
//! statistics), wraps / update_wrapper, total_ordering, cmp_to_key and cached_property.
//!
//! The wrappers are native objects; those that must act as methods when stored in a class
//! (lru_cache wrappers, total_ordering's derived comparisons, cached_property) implement
//! `NativeObject::descr_get`. Attributes that `update_wrapper` copies onto user functions live in
//! `host::func_attrs`. Must not evaluate syntax: user code runs only via `Interp::call`.

use super::{add_fn, new_module};
use crate::host::classes::{as_instance, lookup, BoundMethod, NotImplementedObj};
use crate::host::native::NativeObject;
use crate::host::value::{Args, Dict, HashKey, Module, Value};
use crate::host::{raise, Ctrl, Interp, R};
use indexmap::IndexMap;
use ruff_python_ast::CmpOp;
use std::any::Any;
use std::cell::RefCell;
use std::rc::Rc;

const WRAPPER_ASSIGNMENTS: [&str; 5] = ["__module__", "__name__", "__qualname__", "__doc__", "__annotations__"];

pub fn module() -> Rc<Module> {
    let m = new_module("functools", "functools.py - Tools for working with functions and callable objects");
    add_fn(
        &m,
        "reduce",
        reduce,
        "reduce(function, iterable[, initial], /)",
        "Apply a function of two arguments cumulatively to the items of a sequence or iterable.",
    );
    add_fn(&m, "partial", partial, "partial(func, /, *args, **keywords)", "New function with partial application of the given arguments and keywords.");
    add_fn(&m, "lru_cache", lru_cache, "lru_cache(maxsize=128, typed=False)", "Least-recently-used cache decorator.");
    add_fn(&m, "cache", cache, "cache(user_function, /)", "Simple lightweight unbounded cache.  Sometimes called \"memoize\".");
    add_fn(
        &m,
        "wraps",
        wraps,
        "wraps(wrapped, assigned=WRAPPER_ASSIGNMENTS, updated=WRAPPER_UPDATES)",
        "Decorator factory to apply update_wrapper() to a wrapper function.",
    );
    add_fn(
        &m,
        "update_wrapper",
        update_wrapper,
        "update_wrapper(wrapper, wrapped, assigned=WRAPPER_ASSIGNMENTS, updated=WRAPPER_UPDATES)",
        "Update a wrapper function to look like the wrapped function.",
    );
    add_fn(&m, "total_ordering", total_ordering, "total_ordering(cls)", "Class decorator that fills in missing ordering methods");
    add_fn(&m, "cmp_to_key", cmp_to_key, "cmp_to_key(mycmp)", "Convert a cmp= function into a key= function.");
    add_fn(&m, "cached_property", cached_property, "cached_property(func)", "A property computed once per instance and then cached as a normal attribute.");
    add_fn(&m, "singledispatch", singledispatch, "singledispatch(func)", "Single-dispatch generic function decorator (not supported by cudalab).");
    add_fn(&m, "singledispatchmethod", singledispatch, "singledispatchmethod(func)", "Single-dispatch generic method descriptor (not supported by cudalab).");
    let names = |xs: &[&str]| Value::tuple(xs.iter().map(|s| Value::str(s)).collect());
    m.attrs.borrow_mut().insert(Rc::from("WRAPPER_ASSIGNMENTS"), names(&WRAPPER_ASSIGNMENTS));
    m.attrs.borrow_mut().insert(Rc::from("WRAPPER_UPDATES"), names(&["__dict__"]));
    m
}

fn native(o: impl NativeObject) -> Value {
    Value::Native(Rc::new(o))
}

fn downcast<T: 'static>(v: &Value) -> Option<&T> {
    match v {
        Value::Native(n) => n.as_any().downcast_ref::<T>(),
        _ => None,
    }
}

fn is_callable(v: &Value) -> bool {
    match v {
        Value::Function(_) | Value::Builtin(_) | Value::Type(_) | Value::Method(_) => true,
        Value::Native(n) => {
            as_instance(v).is_none_or(|i| lookup(&i.cls, "__call__").is_some())
                && !matches!(n.type_name(), "NotImplementedType" | "ellipsis" | "classmethod" | "property")
        }
        _ => false,
    }
}

/// Set an attribute on any object that takes attributes (update_wrapper's `setattr`).
fn set_attr(interp: &mut Interp, obj: &Value, name: &str, v: Value) -> R<()> {
    match obj {
        Value::Function(f) => {
            crate::host::func_attrs::set(f, name, v);
            Ok(())
        }
        Value::Native(n) => match n.call_method(interp, "__setattr__", Args::new(vec![Value::str(name), v]))? {
            Some(_) => Ok(()),
            None => Err(raise("AttributeError", format!("'{}' object attribute '{name}' is read-only", n.type_name()))),
        },
        Value::Type(t) => interp.class_setattr(t, name, v),
        Value::Module(m) => {
            m.attrs.borrow_mut().insert(Rc::from(name), v);
            Ok(())
        }
        other => Err(raise("AttributeError", format!("'{}' object has no attribute '{name}'", interp.type_name(other)))),
    }
}

/// Attributes stored on a wrapper object (what `update_wrapper` writes; its `__dict__`).
type Attrs = RefCell<IndexMap<Rc<str>, Value>>;

fn attrs_setattr(attrs: &Attrs, args: &Args) -> Option<Value> {
    let (Some(Value::Str(k)), Some(v)) = (args.pos.first(), args.pos.get(1)) else { return None };
    attrs.borrow_mut().insert(k.clone(), v.clone());
    Some(Value::None)
}

fn attrs_dict(attrs: &Attrs) -> Value {
    let mut d = Dict::default();
    for (k, v) in attrs.borrow().iter() {
        d.insert_str(k.clone(), v.clone());
    }
    Value::dict(d)
}

// ---- reduce -------------------------------------------------------------------------------

fn reduce(interp: &mut Interp, args: Args) -> R<Value> {
    if !args.kw.is_empty() {
        return Err(raise("TypeError", "reduce() takes no keyword arguments"));
    }
    let n = args.pos.len();
    if n < 2 {
        return Err(raise("TypeError", format!("reduce expected at least 2 arguments, got {n}")));
    }
    if n > 3 {
        return Err(raise("TypeError", format!("reduce expected at most 3 arguments, got {n}")));
    }
    let f = args.pos[0].clone();
    let mut it = match interp.iter(&args.pos[1]) {
        Ok(it) => it,
        Err(Ctrl::Raise(e)) if e.is("TypeError") => return Err(raise("TypeError", "reduce() arg 2 must support iteration")),
        Err(e) => return Err(e),
    };
    let mut acc = args.pos.get(2).cloned();
    while let Some(v) = interp.next(&mut it)? {
        acc = Some(match acc {
            None => v,
            Some(a) => interp.call(&f, Args::new(vec![a, v]))?,
        });
    }
    acc.ok_or_else(|| raise("TypeError", "reduce() of empty iterable with no initial value"))
}

// ---- partial ------------------------------------------------------------------------------

struct Partial {
    func: Value,
    args: Vec<Value>,
    kw: Vec<(Rc<str>, Value)>,
    attrs: Attrs,
}

impl NativeObject for Partial {
    fn type_name(&self) -> &str {
        "functools.partial"
    }
    fn repr(&self) -> String {
        let mut parts = vec![crate::host::repr::repr(&self.func)];
        parts.extend(self.args.iter().map(crate::host::repr::repr));
        parts.extend(self.kw.iter().map(|(k, v)| format!("{k}={}", crate::host::repr::repr(v))));
        format!("functools.partial({})", parts.join(", "))
    }
    fn call(&self, interp: &mut Interp, args: Args) -> R<Value> {
        let mut pos = self.args.clone();
        pos.extend(args.pos);
        let mut kw = self.kw.clone();
        for (k, v) in args.kw {
            match kw.iter_mut().find(|(name, _)| *name == k) {
                Some(slot) => slot.1 = v,
                None => kw.push((k, v)),
            }
        }
        interp.call(&self.func, Args { pos, kw })
    }
    fn getattr(&self, _: &mut Interp, name: &str) -> R<Option<Value>> {
        Ok(match name {
            "func" => Some(self.func.clone()),
            "args" => Some(Value::tuple(self.args.clone())),
            "keywords" => {
                let mut d = Dict::default();
                for (k, v) in &self.kw {
                    d.insert_str(k.clone(), v.clone());
                }
                Some(Value::dict(d))
            }
            "__dict__" => Some(attrs_dict(&self.attrs)),
            _ => self.attrs.borrow().get(name).cloned(),
        })
    }
    fn call_method(&self, _: &mut Interp, name: &str, args: Args) -> R<Option<Value>> {
        match name {
            "__setattr__" => match args.pos.first() {
                Some(Value::Str(k)) if matches!(&**k, "func" | "args" | "keywords") => Err(raise("AttributeError", "readonly attribute")),
                _ => Ok(attrs_setattr(&self.attrs, &args)),
            },
            _ => Ok(None),
        }
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

fn partial(_: &mut Interp, args: Args) -> R<Value> {
    let mut pos = args.pos.into_iter();
    let Some(func) = pos.next() else { return Err(raise("TypeError", "type 'partial' takes at least one argument")) };
    if !is_callable(&func) {
        return Err(raise("TypeError", "the first argument must be callable"));
    }
    let mut rest: Vec<Value> = pos.collect();
    let kw = args.kw;
    // A partial of a partial (with no attributes of its own) flattens, as in CPython.
    if let Some(inner) = downcast::<Partial>(&func) {
        if inner.attrs.borrow().is_empty() {
            let mut all = inner.args.clone();
            all.append(&mut rest);
            let mut merged = inner.kw.clone();
            for (k, v) in kw {
                match merged.iter_mut().find(|(name, _)| *name == k) {
                    Some(slot) => slot.1 = v,
                    None => merged.push((k, v)),
                }
            }
            return Ok(native(Partial { func: inner.func.clone(), args: all, kw: merged, attrs: RefCell::default() }));
        }
    }
    Ok(native(Partial { func, args: rest, kw, attrs: RefCell::default() }))
}

// ---- lru_cache ----------------------------------------------------------------------------

#[derive(Default)]
struct CacheState {
    /// Least recently used first.
    map: IndexMap<HashKey, Value>,
    hits: i64,
    misses: i64,
}

struct LruCache {
    func: Value,
    /// `None`: unbounded.
    maxsize: Option<usize>,
    typed: bool,
    state: RefCell<CacheState>,
    attrs: Attrs,
}

impl LruCache {
    fn key(&self, interp: &mut Interp, args: &Args) -> R<HashKey> {
        // CPython's fast path: one positional int or str (exactly) is its own key, so f(1) and
        // f(True) are cached apart while f(True) and f(1.0) share an entry.
        if !self.typed && args.kw.is_empty() && args.pos.len() == 1 && matches!(args.pos[0], Value::Int(_) | Value::Str(_)) {
            return interp.hash_key(&args.pos[0]);
        }
        let mut parts = Vec::with_capacity(args.pos.len() * 2 + args.kw.len() * 2 + 1);
        let mut typed_parts = Vec::new();
        for a in &args.pos {
            parts.push(interp.hash_key(a)?);
            if self.typed {
                typed_parts.push(HashKey::Str(Rc::from(interp.type_name(a))));
            }
        }
        if !args.kw.is_empty() {
            // CPython's kwd_mark: keyword arguments never collide with positional ones.
            parts.push(HashKey::Ptr(usize::MAX));
            for (k, v) in &args.kw {
                parts.push(HashKey::Str(k.clone()));
                parts.push(interp.hash_key(v)?);
                if self.typed {
                    typed_parts.push(HashKey::Str(Rc::from(interp.type_name(v))));
                }
            }
        }
        parts.extend(typed_parts);
        Ok(HashKey::Tuple(parts))
    }
}

impl NativeObject for LruCache {
    fn type_name(&self) -> &str {
        "functools._lru_cache_wrapper"
    }
    fn call(&self, interp: &mut Interp, args: Args) -> R<Value> {
        if self.maxsize == Some(0) {
            self.state.borrow_mut().misses += 1;
            return interp.call(&self.func, args);
        }
        let key = self.key(interp, &args)?;
        {
            let mut st = self.state.borrow_mut();
            if let Some(i) = st.map.get_index_of(&key) {
                st.hits += 1;
                let last = st.map.len() - 1;
                if self.maxsize.is_some() {
                    st.map.move_index(i, last);
                    return Ok(st.map[last].clone());
                }
                return Ok(st.map[i].clone());
            }
            st.misses += 1;
        }
        let r = interp.call(&self.func, args)?;
        let mut st = self.state.borrow_mut();
        // A recursive call may have cached this key meanwhile: CPython keeps that entry.
        if st.map.contains_key(&key) {
            return Ok(r);
        }
        if let Some(max) = self.maxsize {
            if st.map.len() >= max {
                st.map.shift_remove_index(0);
            }
        }
        st.map.insert(key, r.clone());
        Ok(r)
    }
    fn getattr(&self, interp: &mut Interp, name: &str) -> R<Option<Value>> {
        if let Some(v) = self.attrs.borrow().get(name) {
            return Ok(Some(v.clone()));
        }
        match name {
            "__wrapped__" => Ok(Some(self.func.clone())),
            "__dict__" => Ok(Some(attrs_dict(&self.attrs))),
            "__name__" | "__qualname__" | "__doc__" | "__module__" => match interp.getattr(&self.func, name) {
                Ok(v) => Ok(Some(v)),
                Err(Ctrl::Raise(e)) if e.is("AttributeError") => Ok(None),
                Err(e) => Err(e),
            },
            _ => Ok(None),
        }
    }
    fn call_method(&self, _: &mut Interp, name: &str, args: Args) -> R<Option<Value>> {
        let no_args = |what: &str| -> R<()> {
            if !args.pos.is_empty() || !args.kw.is_empty() {
                return Err(raise("TypeError", format!("{what}() takes no arguments ({} given)", args.pos.len() + args.kw.len())));
            }
            Ok(())
        };
        match name {
            "cache_info" => {
                no_args("cache_info")?;
                let st = self.state.borrow();
                Ok(Some(native(CacheInfo { hits: st.hits, misses: st.misses, maxsize: self.maxsize, currsize: st.map.len() })))
            }
            "cache_clear" => {
                no_args("cache_clear")?;
                *self.state.borrow_mut() = CacheState::default();
                Ok(Some(Value::None))
            }
            "cache_parameters" => {
                no_args("cache_parameters")?;
                let mut d = Dict::default();
                let max = self.maxsize.map_or(Value::None, |m| Value::int(m as i64));
                d.map.insert(HashKey::Str(Rc::from("maxsize")), (Value::str("maxsize"), max));
                d.map.insert(HashKey::Str(Rc::from("typed")), (Value::str("typed"), Value::Bool(self.typed)));
                Ok(Some(Value::dict(d)))
            }
            "__setattr__" => Ok(attrs_setattr(&self.attrs, &args)),
            _ => Ok(None),
        }
    }
    fn descr_get(&self, _: &mut Interp, me: &Value, inst: Option<&Value>) -> R<Option<Value>> {
        Ok(inst.map(|i| native(BoundMethod { func: me.clone(), recv: i.clone() })))
    }
    fn dir(&self) -> Vec<String> {
        vec!["cache_info".into(), "cache_clear".into(), "cache_parameters".into()]
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// `CacheInfo(hits=.., misses=.., maxsize=.., currsize=..)`, CPython's named tuple.
struct CacheInfo {
    hits: i64,
    misses: i64,
    maxsize: Option<usize>,
    currsize: usize,
}

impl CacheInfo {
    fn fields(&self) -> [Value; 4] {
        [Value::int(self.hits), Value::int(self.misses), self.maxsize.map_or(Value::None, |m| Value::int(m as i64)), Value::int(self.currsize as i64)]
    }
}

impl NativeObject for CacheInfo {
    fn type_name(&self) -> &str {
        "CacheInfo"
    }
    fn repr(&self) -> String {
        let max = self.maxsize.map_or("None".to_string(), |m| m.to_string());
        format!("CacheInfo(hits={}, misses={}, maxsize={max}, currsize={})", self.hits, self.misses, self.currsize)
    }
    fn getattr(&self, _: &mut Interp, name: &str) -> R<Option<Value>> {
        let [h, m, x, c] = self.fields();
        Ok(match name {
            "hits" => Some(h),
            "misses" => Some(m),
            "maxsize" => Some(x),
            "currsize" => Some(c),
            _ => None,
        })
    }
    fn call_method(&self, interp: &mut Interp, name: &str, args: Args) -> R<Option<Value>> {
        match name {
            "__iter__" => Ok(Some(Value::list(self.fields().to_vec()))),
            "__len__" => Ok(Some(Value::int(4))),
            "__getitem__" => {
                let t = Value::tuple(self.fields().to_vec());
                interp.getitem(&t, args.pos.first().unwrap_or(&Value::None)).map(Some)
            }
            _ => Ok(None),
        }
    }
    fn eq(&self, interp: &mut Interp, other: &Value) -> R<bool> {
        let me = Value::tuple(self.fields().to_vec());
        match downcast::<CacheInfo>(other) {
            Some(o) => interp.eq(&me, &Value::tuple(o.fields().to_vec())),
            None => interp.eq(&me, other),
        }
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// `lru_cache(maxsize)` / `lru_cache()`: the decorator waiting for its function.
struct LruDecorator {
    maxsize: Option<usize>,
    typed: bool,
}

impl NativeObject for LruDecorator {
    fn type_name(&self) -> &str {
        "function"
    }
    fn call(&self, interp: &mut Interp, args: Args) -> R<Value> {
        if args.pos.len() != 1 || !args.kw.is_empty() {
            return Err(raise("TypeError", format!("decorating_function() takes 1 positional argument but {} were given", args.pos.len())));
        }
        make_lru(interp, args.pos[0].clone(), self.maxsize, self.typed)
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

fn make_lru(interp: &mut Interp, func: Value, maxsize: Option<usize>, typed: bool) -> R<Value> {
    if !is_callable(&func) {
        return Err(raise("TypeError", "the first argument must be callable"));
    }
    let w = native(LruCache { func: func.clone(), maxsize, typed, state: RefCell::default(), attrs: RefCell::default() });
    let spec = WrapSpec::from_args(interp, None, None)?;
    do_update_wrapper(interp, &w, &func, &spec)?;
    Ok(w)
}

fn lru_cache(interp: &mut Interp, mut args: Args) -> R<Value> {
    let typed = match args.take_kw("typed") {
        Some(v) => interp.truthy(&v)?,
        None => args.pos.get(1).map(|v| interp.truthy(v)).transpose()?.unwrap_or(false),
    };
    let first = match args.take_kw("maxsize") {
        Some(v) => Some(v),
        None => args.pos.first().cloned(),
    };
    if let Some((k, _)) = args.kw.first() {
        return Err(raise("TypeError", format!("lru_cache() got an unexpected keyword argument '{k}'")));
    }
    if args.pos.len() > 2 {
        return Err(raise("TypeError", format!("lru_cache() takes from 0 to 2 positional arguments but {} were given", args.pos.len())));
    }
    let maxsize = match first {
        None => Some(128),
        Some(Value::None) => None,
        Some(Value::Int(i)) => Some(i.as_i64().map_or(usize::MAX, |n| n.max(0) as usize)),
        Some(Value::Bool(b)) => Some(b as usize),
        Some(f) if is_callable(&f) => return make_lru(interp, f, Some(128), typed),
        Some(_) => return Err(raise("TypeError", "Expected first argument to be an integer, a callable, or None")),
    };
    Ok(native(LruDecorator { maxsize, typed }))
}

fn cache(interp: &mut Interp, args: Args) -> R<Value> {
    if args.pos.len() != 1 || !args.kw.is_empty() {
        return Err(raise("TypeError", format!("cache() takes 1 positional argument but {} were given", args.pos.len())));
    }
    make_lru(interp, args.pos[0].clone(), None, false)
}

// ---- wraps / update_wrapper ---------------------------------------------------------------

/// Which attributes update_wrapper copies (`assigned`) and which dicts it merges (`updated`).
struct WrapSpec {
    assigned: Vec<Rc<str>>,
    updated: Vec<Rc<str>>,
}

impl WrapSpec {
    fn from_args(interp: &mut Interp, assigned: Option<Value>, updated: Option<Value>) -> R<WrapSpec> {
        let mut names = |v: Option<Value>, default: &[&str]| -> R<Vec<Rc<str>>> {
            let Some(v) = v else { return Ok(default.iter().map(|s| Rc::from(*s)).collect()) };
            let mut out = Vec::new();
            for x in interp.collect(&v)? {
                match x {
                    Value::Str(s) => out.push(s),
                    other => return Err(raise("TypeError", format!("attribute name must be string, not '{}'", interp.type_name(&other)))),
                }
            }
            Ok(out)
        };
        Ok(WrapSpec { assigned: names(assigned, &WRAPPER_ASSIGNMENTS)?, updated: names(updated, &["__dict__"])? })
    }
}

fn do_update_wrapper(interp: &mut Interp, wrapper: &Value, wrapped: &Value, spec: &WrapSpec) -> R<()> {
    for name in &spec.assigned {
        let v = match interp.getattr(wrapped, name) {
            Ok(v) => v,
            Err(Ctrl::Raise(e)) if e.is("AttributeError") => continue,
            Err(e) => return Err(e),
        };
        set_attr(interp, wrapper, name, v)?;
    }
    for name in &spec.updated {
        if &**name == "__dict__" {
            // `wrapper.__dict__.update(wrapped.__dict__)`.
            let extra: Vec<(Rc<str>, Value)> = match wrapped {
                Value::Function(f) => crate::host::func_attrs::dict_items(f),
                _ => match interp.getattr(wrapped, "__dict__") {
                    Ok(Value::Dict(d)) => {
                        d.borrow().map.values().filter_map(|(k, v)| if let Value::Str(s) = k { Some((s.clone(), v.clone())) } else { None }).collect()
                    }
                    _ => Vec::new(),
                },
            };
            for (k, v) in extra {
                set_attr(interp, wrapper, &k, v)?;
            }
            continue;
        }
        // `getattr(wrapper, name).update(getattr(wrapped, name, {}))`.
        let target = interp.getattr(wrapper, name)?;
        let source = match interp.getattr(wrapped, name) {
            Ok(v) => v,
            Err(Ctrl::Raise(e)) if e.is("AttributeError") => continue,
            Err(e) => return Err(e),
        };
        interp.call_method(&target, "update", Args::new(vec![source]))?;
    }
    set_attr(interp, wrapper, "__wrapped__", wrapped.clone())
}

fn update_wrapper(interp: &mut Interp, mut args: Args) -> R<Value> {
    let wrapped_kw = args.take_kw("wrapped");
    let wrapper_kw = args.take_kw("wrapper");
    let (assigned, updated) = (args.take_kw("assigned"), args.take_kw("updated"));
    if let Some((k, _)) = args.kw.first() {
        return Err(raise("TypeError", format!("update_wrapper() got an unexpected keyword argument '{k}'")));
    }
    let mut pos = args.pos.into_iter();
    let wrapper = pos.next().or(wrapper_kw);
    let wrapped = pos.next().or(wrapped_kw);
    let assigned = pos.next().or(assigned);
    let updated = pos.next().or(updated);
    if pos.next().is_some() {
        return Err(raise("TypeError", "update_wrapper() takes from 2 to 4 positional arguments"));
    }
    let (Some(wrapper), Some(wrapped)) = (wrapper, wrapped) else {
        return Err(raise("TypeError", "update_wrapper() missing 1 required positional argument: 'wrapped'"));
    };
    let spec = WrapSpec::from_args(interp, assigned, updated)?;
    do_update_wrapper(interp, &wrapper, &wrapped, &spec)?;
    Ok(wrapper)
}

/// What `wraps(f)` returns: CPython's `partial(update_wrapper, wrapped=f, …)`.
struct Wraps {
    wrapped: Value,
    spec: WrapSpec,
}

impl NativeObject for Wraps {
    fn type_name(&self) -> &str {
        "functools.partial"
    }
    fn repr(&self) -> String {
        format!("functools.partial(<function update_wrapper>, wrapped={})", crate::host::repr::repr(&self.wrapped))
    }
    fn call(&self, interp: &mut Interp, args: Args) -> R<Value> {
        if args.pos.len() != 1 || !args.kw.is_empty() {
            return Err(raise("TypeError", "update_wrapper() missing 1 required positional argument: 'wrapper'"));
        }
        do_update_wrapper(interp, &args.pos[0], &self.wrapped, &self.spec)?;
        Ok(args.pos[0].clone())
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

fn wraps(interp: &mut Interp, mut args: Args) -> R<Value> {
    let wrapped_kw = args.take_kw("wrapped");
    let (assigned, updated) = (args.take_kw("assigned"), args.take_kw("updated"));
    if let Some((k, _)) = args.kw.first() {
        return Err(raise("TypeError", format!("wraps() got an unexpected keyword argument '{k}'")));
    }
    let mut pos = args.pos.into_iter();
    let wrapped = pos.next().or(wrapped_kw);
    let assigned = pos.next().or(assigned);
    let updated = pos.next().or(updated);
    if pos.next().is_some() {
        return Err(raise("TypeError", "wraps() takes from 1 to 3 positional arguments"));
    }
    let Some(wrapped) = wrapped else { return Err(raise("TypeError", "wraps() missing 1 required positional argument: 'wrapped'")) };
    let spec = WrapSpec::from_args(interp, assigned, updated)?;
    Ok(native(Wraps { wrapped, spec }))
}

// ---- total_ordering -----------------------------------------------------------------------

/// One comparison that total_ordering derives from the class's root comparison.
struct Derived {
    root: &'static str,
    /// The derived method's name.
    name: &'static str,
}

/// (root, derived, formula): `Not` is `not r`; `OrEq` is `r or self == other`; `AndNe` is
/// `r and self != other`; `NotOrEq` is `not r or self == other`; `NotAndNe` is `not r and self != other`.
#[derive(Clone, Copy)]
enum Formula {
    Not,
    OrEq,
    AndNe,
    NotOrEq,
    NotAndNe,
}

const CONVERT: [(&str, &str, Formula); 12] = [
    ("__lt__", "__gt__", Formula::NotAndNe),
    ("__lt__", "__le__", Formula::OrEq),
    ("__lt__", "__ge__", Formula::Not),
    ("__le__", "__ge__", Formula::NotOrEq),
    ("__le__", "__lt__", Formula::AndNe),
    ("__le__", "__gt__", Formula::Not),
    ("__gt__", "__lt__", Formula::NotAndNe),
    ("__gt__", "__ge__", Formula::OrEq),
    ("__gt__", "__le__", Formula::Not),
    ("__ge__", "__le__", Formula::NotOrEq),
    ("__ge__", "__gt__", Formula::AndNe),
    ("__ge__", "__lt__", Formula::Not),
];

fn formula_of(d: &Derived) -> Formula {
    CONVERT.iter().find(|(r, n, _)| *r == d.root && *n == d.name).map_or(Formula::Not, |c| c.2)
}

impl NativeObject for Derived {
    fn type_name(&self) -> &str {
        "function"
    }
    fn repr(&self) -> String {
        let from = self.root.trim_matches('_');
        format!("<function _{}_from_{from}>", self.name.trim_matches('_'))
    }
    fn call(&self, interp: &mut Interp, args: Args) -> R<Value> {
        if args.pos.len() != 2 || !args.kw.is_empty() {
            return Err(raise("TypeError", format!("_{}_from_{}() takes 2 positional arguments", self.name.trim_matches('_'), self.root.trim_matches('_'))));
        }
        let (me, other) = (&args.pos[0], &args.pos[1]);
        let root = as_instance(me)
            .and_then(|i| lookup(&i.cls, self.root))
            .ok_or_else(|| raise("TypeError", format!("'{}' has no {}", interp.type_name(me), self.root)))?;
        let r = interp.call(&root, Args::new(vec![me.clone(), other.clone()]))?;
        if downcast::<NotImplementedObj>(&r).is_some() {
            return Ok(r);
        }
        let t = interp.truthy(&r)?;
        Ok(match formula_of(self) {
            Formula::Not => Value::Bool(!t),
            Formula::OrEq if t => r,
            Formula::OrEq => interp.compare(CmpOp::Eq, me, other)?,
            Formula::AndNe if !t => r,
            Formula::AndNe => interp.compare(CmpOp::NotEq, me, other)?,
            Formula::NotOrEq if !t => Value::Bool(true),
            Formula::NotOrEq => interp.compare(CmpOp::Eq, me, other)?,
            Formula::NotAndNe if t => Value::Bool(false),
            Formula::NotAndNe => interp.compare(CmpOp::NotEq, me, other)?,
        })
    }
    fn descr_get(&self, _: &mut Interp, me: &Value, inst: Option<&Value>) -> R<Option<Value>> {
        Ok(inst.map(|i| native(BoundMethod { func: me.clone(), recv: i.clone() })))
    }
    fn getattr(&self, _: &mut Interp, name: &str) -> R<Option<Value>> {
        Ok(match name {
            "__name__" => Some(Value::str(self.name)),
            _ => None,
        })
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

fn total_ordering(interp: &mut Interp, args: Args) -> R<Value> {
    if args.pos.len() != 1 || !args.kw.is_empty() {
        return Err(raise("TypeError", format!("total_ordering() takes 1 positional argument but {} were given", args.pos.len())));
    }
    let Value::Type(t) = &args.pos[0] else {
        return Err(raise("NotImplementedError", "cudalab's functools.total_ordering decorates classes only"));
    };
    let has = |name: &str| lookup(t, name).is_some_and(|v| !v.is_none());
    // CPython takes max() of the defined roots: __lt__ before __le__, __gt__, __ge__.
    let Some(root) = ["__lt__", "__le__", "__gt__", "__ge__"].into_iter().find(|r| has(r)) else {
        return Err(raise("ValueError", "must define at least one ordering operation: < > <= >="));
    };
    for (r, name, _) in CONVERT {
        if r == root && !has(name) {
            interp.class_setattr(t, name, native(Derived { root, name }))?;
        }
    }
    Ok(args.pos[0].clone())
}

// ---- cmp_to_key ---------------------------------------------------------------------------

struct KeyWrapper(Value);

impl NativeObject for KeyWrapper {
    fn type_name(&self) -> &str {
        "functools.KeyWrapper"
    }
    fn call(&self, _: &mut Interp, args: Args) -> R<Value> {
        if args.pos.len() != 1 || !args.kw.is_empty() {
            return Err(raise("TypeError", format!("K() takes exactly 1 argument ({} given)", args.pos.len() + args.kw.len())));
        }
        Ok(native(Key { cmp: self.0.clone(), obj: args.pos[0].clone() }))
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

struct Key {
    cmp: Value,
    obj: Value,
}

impl NativeObject for Key {
    fn type_name(&self) -> &str {
        "functools.KeyWrapper"
    }
    fn compare(&self, interp: &mut Interp, op: CmpOp, other: &Value, reflected: bool) -> R<Option<Value>> {
        if matches!(op, CmpOp::Is | CmpOp::IsNot | CmpOp::In | CmpOp::NotIn) {
            return Ok(None);
        }
        let Some(o) = downcast::<Key>(other) else { return Err(raise("TypeError", "other argument must be K instance")) };
        let (a, b) = if reflected { (o.obj.clone(), self.obj.clone()) } else { (self.obj.clone(), o.obj.clone()) };
        let r = interp.call(&self.cmp, Args::new(vec![a, b]))?;
        interp.compare(op, &r, &Value::int(0)).map(Some)
    }
    fn eq(&self, interp: &mut Interp, other: &Value) -> R<bool> {
        let r = self.compare(interp, CmpOp::Eq, other, false)?.unwrap_or(Value::Bool(false));
        interp.truthy(&r)
    }
    fn getattr(&self, _: &mut Interp, name: &str) -> R<Option<Value>> {
        Ok((name == "obj").then(|| self.obj.clone()))
    }
    fn hash_key(&self, _: &mut Interp) -> R<HashKey> {
        Err(raise("TypeError", "unhashable type: 'functools.KeyWrapper'"))
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

fn cmp_to_key(_: &mut Interp, mut args: Args) -> R<Value> {
    let f = args.take_kw("mycmp").or_else(|| args.pos.first().cloned());
    match f {
        Some(f) if args.pos.len() <= 1 && args.kw.is_empty() => Ok(native(KeyWrapper(f))),
        _ => Err(raise("TypeError", "cmp_to_key() missing required argument 'mycmp' (pos 1)")),
    }
}

// ---- cached_property, singledispatch ------------------------------------------------------

struct CachedProperty {
    func: Value,
    name: Rc<str>,
}

impl NativeObject for CachedProperty {
    fn type_name(&self) -> &str {
        "functools.cached_property"
    }
    fn descr_get(&self, interp: &mut Interp, _: &Value, inst: Option<&Value>) -> R<Option<Value>> {
        let Some(i) = inst else { return Ok(None) };
        let Some(obj) = as_instance(i) else { return Ok(None) };
        if let Some(v) = obj.dict.borrow().get(&self.name) {
            return Ok(Some(v.clone()));
        }
        let v = interp.call(&self.func, Args::new(vec![i.clone()]))?;
        obj.dict.borrow_mut().insert(self.name.clone(), v.clone());
        Ok(Some(v))
    }
    fn getattr(&self, interp: &mut Interp, name: &str) -> R<Option<Value>> {
        Ok(match name {
            "func" => Some(self.func.clone()),
            "attrname" => Some(Value::Str(self.name.clone())),
            "__doc__" => Some(interp.getattr(&self.func, "__doc__")?),
            _ => None,
        })
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

fn cached_property(interp: &mut Interp, args: Args) -> R<Value> {
    if args.pos.len() != 1 || !args.kw.is_empty() {
        return Err(raise("TypeError", format!("cached_property.__init__() takes 2 positional arguments but {} were given", args.pos.len() + 1)));
    }
    let func = args.pos[0].clone();
    let name = match interp.getattr(&func, "__name__")? {
        Value::Str(s) => s,
        _ => Rc::from("?"),
    };
    Ok(native(CachedProperty { func, name }))
}

fn singledispatch(_: &mut Interp, _: Args) -> R<Value> {
    Err(raise("NotImplementedError", "cudalab's functools does not support singledispatch yet"))
}
