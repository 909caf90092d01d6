//! Python's `copy` module: `copy`, `deepcopy`, `Error` (alias `error`), as CPython 3.11's
//! `Lib/copy.py` behaves for the values cudalab's host holds.
//!
//! Shallow copies rebuild lists, dicts and sets and hand immutables back as they are. Deep copies
//! keep a memo, a real Python dict from `id(x)` to its copy, so shared substructure stays shared,
//! cycles terminate and a user `__deepcopy__(self, memo)` can pass the memo on. Instances of user
//! classes honour `__copy__` / `__deepcopy__`, then `__getstate__` / `__setstate__`, and otherwise
//! get their `__dict__` copied into a new instance made without `__init__` (as `copyreg` does).
//! NumPy host arrays copy through their `copy()` method. Objects whose copy semantics cudalab
//! does not know (iterators, exceptions, file objects…) are refused by name, never shared silently.

use super::{add_fn, new_module};
use crate::host::classes::{as_instance, blank_instance, lookup};
use crate::host::files::{bind, subclass};
use crate::host::value::{Args, Dict, Module, TypeObj, Value};
use crate::host::{raise, Ctrl, Interp, R};
use std::cell::RefCell;
use std::rc::Rc;

thread_local! {
    static ERROR: Rc<TypeObj> = subclass("copy.Error", &["Exception", "BaseException"]);
}

/// `id(v)`, as the builtin computes it.
fn ident(v: &Value) -> i64 {
    (match v {
        Value::List(l) => Rc::as_ptr(l) as *const u8 as usize,
        Value::Dict(d) => Rc::as_ptr(d) as *const u8 as usize,
        Value::Set(s) => Rc::as_ptr(s) as *const u8 as usize,
        Value::Tuple(t) => t.as_ptr() as usize,
        Value::Native(n) => Rc::as_ptr(n) as *const u8 as usize,
        other => other as *const Value as usize,
    }) as i64
}

/// Values `copy` and `deepcopy` return unchanged (CPython's `_copy_immutable` / `_deepcopy_atomic`).
fn atomic(v: &Value) -> bool {
    match v {
        Value::None
        | Value::Bool(_)
        | Value::Int(_)
        | Value::Float(_)
        | Value::Complex(..)
        | Value::Str(_)
        | Value::Range(_)
        | Value::Slice(_)
        | Value::Function(_)
        | Value::Builtin(_)
        | Value::Type(_) => true,
        Value::Native(n) => {
            let t = n.type_name();
            t == "type" || t == "function" || t == "builtin_function_or_method" || t == "ellipsis" || t == "NotImplementedType" || is_immutable_native(t)
        }
        _ => false,
    }
}

/// Native objects known to be immutable: NumPy scalars and dtypes.
fn is_immutable_native(t: &str) -> bool {
    t.starts_with("numpy.") && t != "numpy.ndarray"
}

fn refuse(interp: &Interp, v: &Value, what: &str) -> Ctrl {
    if let Value::Module(_) = v {
        return raise("TypeError", "cannot pickle 'module' object");
    }
    raise("NotImplementedError", format!("cudalab's copy.{what}() does not support '{}' objects", interp.type_name(v)))
}

fn shallow(interp: &mut Interp, v: &Value) -> R<Value> {
    if atomic(v) {
        return Ok(v.clone());
    }
    match v {
        Value::Tuple(_) => Ok(v.clone()),
        Value::List(l) => Ok(Value::list(l.borrow().clone())),
        Value::Dict(d) => Ok(Value::dict(d.borrow().clone())),
        Value::Set(s) if s.borrow().frozen => Ok(v.clone()),
        Value::Set(s) => Ok(Value::Set(Rc::new(RefCell::new(s.borrow().clone())))),
        Value::Native(n) if n.type_name() == "numpy.ndarray" => interp.call_method(v, "copy", Args::default()),
        // datetime values copy through their reduce (a new equal object; timezone.utc stays itself).
        Value::Native(n) if n.type_name().starts_with("datetime.") => interp.call_method(v, "__copy__", Args::default()),
        _ => {
            if let Some(inst) = as_instance(v) {
                if let Some(f) = lookup(&inst.cls, "__copy__").filter(|f| !f.is_none()) {
                    let _ = f;
                    let m = interp.getattr(v, "__copy__")?;
                    return interp.call(&m, Args::default());
                }
                let cls = inst.cls.clone();
                let state = get_state(interp, v)?;
                let y = match &inst.base {
                    // A builtin subclass's instance: its builtin value copied too.
                    Some(b) => crate::host::classes::instance_with_base(&cls, Some(shallow(interp, b)?)),
                    None => blank_instance(&cls, Default::default()),
                };
                set_state(interp, &y, state)?;
                return Ok(y);
            }
            Err(refuse(interp, v, "copy"))
        }
    }
}

/// The state `__reduce_ex__` would hand `_reconstruct`: `__getstate__()` when the class defines
/// one, else the instance dict (None when empty).
fn get_state(interp: &mut Interp, v: &Value) -> R<Option<Value>> {
    let Some(inst) = as_instance(v) else { return Ok(None) };
    if lookup(&inst.cls, "__getstate__").is_some_and(|f| !f.is_none()) {
        let m = interp.getattr(v, "__getstate__")?;
        return interp.call(&m, Args::default()).map(Some);
    }
    let d = inst.dict.borrow();
    if d.is_empty() {
        return Ok(None);
    }
    Ok(Some(Value::dict(d.to_dict())))
}

fn set_state(interp: &mut Interp, y: &Value, state: Option<Value>) -> R<()> {
    let Some(state) = state else { return Ok(()) };
    let Some(inst) = as_instance(y) else { return Ok(()) };
    if lookup(&inst.cls, "__setstate__").is_some_and(|f| !f.is_none()) {
        let m = interp.getattr(y, "__setstate__")?;
        interp.call(&m, Args::new(vec![state]))?;
        return Ok(());
    }
    let Value::Dict(d) = &state else {
        return Err(raise("TypeError", format!("'{}' object is not a mapping", interp.type_name(&state))));
    };
    let items: Vec<(Value, Value)> = d.borrow().map.values().cloned().collect();
    for (k, val) in items {
        let Value::Str(k) = k else {
            return Err(raise("TypeError", "attribute name must be string"));
        };
        inst.dict.borrow_mut().insert(k, val);
    }
    Ok(())
}

struct Memo {
    dict: Rc<RefCell<Dict>>,
    /// The originals whose copies the memo holds, kept alive until the copy ends (CPython's
    /// `_keep_alive`): an id is an address, and a temporary freed during the copy (an instance's
    /// state dict) would otherwise hand its address, and so its memo entry, to the next one.
    alive: RefCell<Vec<Value>>,
}

impl Memo {
    fn get(&self, id: i64) -> Option<Value> {
        self.dict.borrow().map.get(&crate::host::value::HashKey::Int(id)).map(|(_, v)| v.clone())
    }
    fn put(&self, id: i64, original: &Value, v: Value) {
        self.alive.borrow_mut().push(original.clone());
        self.dict.borrow_mut().map.insert(crate::host::value::HashKey::Int(id), (Value::int(id), v));
    }
}

fn deep(interp: &mut Interp, v: &Value, memo: &Memo) -> R<Value> {
    interp.check_interrupt()?;
    let id = ident(v);
    if !atomic(v) {
        if let Some(y) = memo.get(id) {
            return Ok(y);
        }
    }
    if atomic(v) {
        return Ok(v.clone());
    }
    let y = match v {
        Value::List(l) => {
            let out = Rc::new(RefCell::new(Vec::new()));
            memo.put(id, v, Value::List(out.clone()));
            let items = l.borrow().clone();
            for it in &items {
                let c = deep(interp, it, memo)?;
                out.borrow_mut().push(c);
            }
            Value::List(out)
        }
        Value::Tuple(t) => {
            let mut items = Vec::with_capacity(t.len());
            for it in t.iter() {
                items.push(deep(interp, it, memo)?);
            }
            // A cycle through a mutable item may already have copied this tuple.
            if let Some(y) = memo.get(id) {
                return Ok(y);
            }
            if items.iter().zip(t.iter()).all(|(a, b)| crate::host::ops::is_same(a, b) || atomic(b)) {
                v.clone()
            } else {
                Value::tuple(items)
            }
        }
        Value::Dict(d) => {
            let out = Rc::new(RefCell::new(Dict::default()));
            memo.put(id, v, Value::Dict(out.clone()));
            let items: Vec<(Value, Value)> = d.borrow().map.values().cloned().collect();
            for (k, val) in &items {
                let k2 = deep(interp, k, memo)?;
                let v2 = deep(interp, val, memo)?;
                let h = interp.hash_key(&k2)?;
                crate::host::eval::dict_insert(&mut out.borrow_mut(), h, k2, v2);
            }
            Value::Dict(out)
        }
        Value::Set(s) => {
            // As `set.__reduce__` rebuilds it: the deep copies of the members, added in order.
            let items: Vec<Value> = s.borrow().table.values().cloned().collect();
            let mut copies = Vec::with_capacity(items.len());
            for it in &items {
                copies.push(deep(interp, it, memo)?);
            }
            let out = interp.make_set(copies)?;
            if let Value::Set(o) = &out {
                o.borrow_mut().frozen = s.borrow().frozen;
            }
            out
        }
        Value::Native(n) if n.type_name() == "numpy.ndarray" => interp.call_method(v, "copy", Args::default())?,
        Value::Native(n) if n.type_name().starts_with("datetime.") => interp.call_method(v, "__copy__", Args::default())?,
        _ => {
            let Some(inst) = as_instance(v) else { return Err(refuse(interp, v, "deepcopy")) };
            if lookup(&inst.cls, "__deepcopy__").is_some_and(|f| !f.is_none()) {
                let m = interp.getattr(v, "__deepcopy__")?;
                let y = interp.call(&m, Args::new(vec![Value::Dict(memo.dict.clone())]))?;
                if !crate::host::ops::is_same(&y, v) {
                    memo.put(id, v, y.clone());
                }
                return Ok(y);
            }
            let cls = inst.cls.clone();
            let state = get_state(interp, v)?;
            let y = match &inst.base {
                Some(b) => crate::host::classes::instance_with_base(&cls, Some(deep(interp, b, memo)?)),
                None => blank_instance(&cls, Default::default()),
            };
            memo.put(id, v, y.clone());
            let state = match state {
                Some(s) => Some(deep(interp, &s, memo)?),
                None => None,
            };
            set_state(interp, &y, state)?;
            return Ok(y);
        }
    };
    if !crate::host::ops::is_same(&y, v) {
        memo.put(id, v, y.clone());
    }
    Ok(y)
}

fn c_copy(interp: &mut Interp, args: Args) -> R<Value> {
    if !args.kw.is_empty() {
        return Err(raise("TypeError", format!("copy() got an unexpected keyword argument '{}'", args.kw[0].0)));
    }
    if args.pos.len() != 1 {
        return Err(raise("TypeError", format!("copy() {} positional argument", if args.pos.is_empty() { "missing 1 required" } else { "takes 1" })));
    }
    shallow(interp, &args.pos[0])
}

fn c_deepcopy(interp: &mut Interp, args: Args) -> R<Value> {
    let n = args.pos.len();
    let a = bind("deepcopy", args, &["x", "memo", "_nil"])?;
    let Some(x) = a[0].clone() else {
        return Err(raise("TypeError", "deepcopy() missing 1 required positional argument: 'x'"));
    };
    let _ = n;
    let dict = match &a[1] {
        None | Some(Value::None) => Rc::new(RefCell::new(Dict::default())),
        Some(Value::Dict(d)) => d.clone(),
        Some(other) => return Err(raise("NotImplementedError", format!("cudalab's copy.deepcopy() takes a dict as memo, not '{}'", interp.type_name(other)))),
    };
    deep(interp, &x, &Memo { dict, alive: RefCell::new(Vec::new()) })
}

pub fn module() -> Rc<Module> {
    let m = new_module("copy", "Generic (shallow and deep) copying operations.");
    add_fn(&m, "copy", c_copy, "copy(x)", "Shallow copy operation on arbitrary Python objects.");
    add_fn(&m, "deepcopy", c_deepcopy, "deepcopy(x, memo=None, _nil=[])", "Deep copy operation on arbitrary Python objects.");
    let err = Value::Type(ERROR.with(|t| t.clone()));
    m.attrs.borrow_mut().insert(Rc::from("Error"), err.clone());
    m.attrs.borrow_mut().insert(Rc::from("error"), err);
    m
}
