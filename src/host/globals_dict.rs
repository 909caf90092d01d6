//! `globals()` (and `vars()` at module level): a live dict over the notebook namespace, so
//! `globals()['x'] = 5` binds `x`, `del globals()['x']` unbinds it, and every read sees the names
//! as they are now.
//!
//! The namespace stays the root `Env`'s `vars` (name lookups and the global-name caches are not
//! touched); this object only forwards to it, changing it through `Env::set`/`Env::delete`, which
//! keep the keys-version invariant the caches trust. Its type is `dict` as far as `type()`,
//! `isinstance`, `dict(...)`, `{**g}` and `json` can tell (`mapping_view` hands them a snapshot).
//! The views `keys()`/`values()`/`items()` are views of a snapshot taken when they are made (a
//! view kept across later bindings does not see them). Keys must be `str`: a non-str key is a
//! clear NotImplementedError (CPython allows it; no course code relies on it).
//!
//! Must not know how names are resolved beyond `Env`'s public methods.

use crate::host::env::Env;
use crate::host::iter::NativeIter;
use crate::host::native::NativeObject;
use crate::host::value::{Args, Dict, Value};
use crate::host::{raise, Interp, R};
use ruff_python_ast::CmpOp;
use std::any::Any;
use std::rc::Rc;

pub struct GlobalsDict {
    pub env: Rc<Env>,
}

pub fn globals_value(env: &Rc<Env>) -> Value {
    Value::Native(Rc::new(GlobalsDict { env: env.clone() }))
}

/// `globals()`: the notebook namespace's view, the same object every time.
pub fn notebook_globals(interp: &mut Interp) -> Value {
    if let Some(v) = &interp.globals_view {
        return v.clone();
    }
    let v = globals_value(&interp.globals);
    interp.globals_view = Some(v.clone());
    v
}

pub fn as_globals(v: &Value) -> Option<&GlobalsDict> {
    match v {
        Value::Native(n) => n.as_any().downcast_ref::<GlobalsDict>(),
        _ => None,
    }
}

/// The namespace's names and values now, in binding order.
fn entries(env: &Env) -> Vec<(Rc<str>, Value)> {
    env.vars().iter().map(|(k, v)| (k.clone(), v.clone())).collect()
}

/// A dict holding what the namespace holds now.
pub fn snapshot(env: &Env) -> Value {
    let mut d = Dict::default();
    for (k, v) in entries(env) {
        d.insert_str(k, v);
    }
    Value::dict(d)
}

fn key_name(interp: &Interp, k: &Value) -> R<Rc<str>> {
    match k {
        Value::Str(s) => Ok(s.clone()),
        other => Err(raise("NotImplementedError", format!("globals() keys other than str are not supported (got {})", interp.type_name(other)))),
    }
}

fn key_error(_interp: &mut Interp, k: &Value) -> crate::host::Ctrl {
    crate::host::eval::key_error(k.clone())
}

impl GlobalsDict {
    fn get(&self, k: &Value) -> Option<Value> {
        match k {
            Value::Str(s) => self.env.vars().get(&**s).cloned(),
            _ => None,
        }
    }
    fn set(&self, interp: &Interp, k: &Value, v: Value) -> R<()> {
        let name = key_name(interp, k)?;
        self.env.set(name, v);
        Ok(())
    }
    fn remove(&self, k: &Value) -> Option<Value> {
        let Value::Str(s) = k else { return None };
        let old = self.env.vars().get(&**s).cloned()?;
        self.env.delete(s);
        Some(old)
    }
    /// `update`'s pairs from a mapping or an iterable of pairs, and keywords.
    fn update(&self, interp: &mut Interp, args: Args) -> R<()> {
        if args.pos.len() > 1 {
            return Err(raise("TypeError", format!("update expected at most 1 argument, got {}", args.pos.len())));
        }
        if let Some(src) = args.pos.into_iter().next() {
            // Through a real dict: it knows every shape `dict.update` accepts.
            let tmp = Value::dict(Dict::default());
            interp.call_method(&tmp, "update", Args::new(vec![src]))?;
            let Value::Dict(d) = &tmp else { return Ok(()) };
            let pairs: Vec<(Value, Value)> = d.borrow().map.values().cloned().collect();
            for (k, v) in pairs {
                self.set(interp, &k, v)?;
            }
        }
        for (k, v) in args.kw {
            self.env.set(k, v);
        }
        Ok(())
    }
}

impl NativeObject for GlobalsDict {
    fn type_name(&self) -> &str {
        "dict"
    }
    fn repr(&self) -> String {
        "{...}".into()
    }
    fn has_repr_in(&self) -> bool {
        true
    }
    fn repr_in(&self, interp: &mut Interp) -> R<Option<String>> {
        let snap = snapshot(&self.env);
        interp.repr(&snap).map(Some)
    }
    fn truthy(&self, _interp: &mut Interp) -> R<bool> {
        Ok(!self.env.vars().is_empty())
    }
    fn eq(&self, interp: &mut Interp, other: &Value) -> R<bool> {
        if as_globals(other).is_some_and(|o| Rc::ptr_eq(&o.env, &self.env)) {
            return Ok(true);
        }
        let snap = snapshot(&self.env);
        let other = as_globals(other).map(|o| snapshot(&o.env)).unwrap_or_else(|| other.clone());
        let r = interp.compare(CmpOp::Eq, &snap, &other)?;
        interp.truthy(&r)
    }
    fn compare(&self, interp: &mut Interp, op: CmpOp, other: &Value, _reflected: bool) -> R<Option<Value>> {
        match op {
            CmpOp::Eq => Ok(Some(Value::Bool(self.eq(interp, other)?))),
            CmpOp::NotEq => Ok(Some(Value::Bool(!self.eq(interp, other)?))),
            _ => Ok(None),
        }
    }
    fn dir(&self) -> Vec<String> {
        ["clear", "copy", "get", "items", "keys", "pop", "popitem", "setdefault", "update", "values"].iter().map(|s| s.to_string()).collect()
    }
    fn call_method(&self, interp: &mut Interp, name: &str, mut args: Args) -> R<Option<Value>> {
        use crate::host::methods::want;
        Ok(Some(match name {
            "__len__" => Value::int(self.env.vars().len() as i64),
            "__iter__" => {
                let keys: Vec<Rc<str>> = self.env.vars().keys().cloned().collect();
                let it = GlobalsIter { env: self.env.clone(), len: keys.len(), keys, pos: 0 };
                Value::Iterator(Rc::new(std::cell::RefCell::new(crate::host::iter::IterState::Native(Box::new(it)))))
            }
            "__contains__" => {
                want("__contains__", &args, 1, 1)?;
                Value::Bool(self.get(&args.pos[0]).is_some())
            }
            "__getitem__" => {
                want("__getitem__", &args, 1, 1)?;
                match self.get(&args.pos[0]) {
                    Some(v) => v,
                    None => return Err(key_error(interp, &args.pos[0])),
                }
            }
            "__setitem__" => {
                want("__setitem__", &args, 2, 2)?;
                let v = args.pos.pop().unwrap_or(Value::None);
                self.set(interp, &args.pos[0], v)?;
                Value::None
            }
            "__delitem__" => {
                want("__delitem__", &args, 1, 1)?;
                match self.remove(&args.pos[0]) {
                    Some(_) => Value::None,
                    None => return Err(key_error(interp, &args.pos[0])),
                }
            }
            "get" => {
                want("get", &args, 1, 2)?;
                self.get(&args.pos[0]).unwrap_or_else(|| args.pos.get(1).cloned().unwrap_or(Value::None))
            }
            "setdefault" => {
                want("setdefault", &args, 1, 2)?;
                match self.get(&args.pos[0]) {
                    Some(v) => v,
                    None => {
                        let v = args.pos.get(1).cloned().unwrap_or(Value::None);
                        self.set(interp, &args.pos[0], v.clone())?;
                        v
                    }
                }
            }
            "pop" => {
                want("pop", &args, 1, 2)?;
                match self.remove(&args.pos[0]) {
                    Some(v) => v,
                    None => match args.pos.get(1) {
                        Some(d) => d.clone(),
                        None => return Err(key_error(interp, &args.pos[0])),
                    },
                }
            }
            "popitem" => {
                want("popitem", &args, 0, 0)?;
                let last = self.env.vars().last().map(|(k, v)| (k.clone(), v.clone()));
                match last {
                    Some((k, v)) => {
                        self.env.delete(&k);
                        Value::tuple(vec![Value::Str(k), v])
                    }
                    None => return Err(raise("KeyError", "popitem(): dictionary is empty")),
                }
            }
            "update" => {
                self.update(interp, args)?;
                Value::None
            }
            "clear" => {
                want("clear", &args, 0, 0)?;
                if !self.env.vars().is_empty() {
                    self.env.vars_mut().clear();
                }
                Value::None
            }
            "copy" => {
                want("copy", &args, 0, 0)?;
                snapshot(&self.env)
            }
            "keys" | "values" | "items" => {
                let snap = snapshot(&self.env);
                interp.call_method(&snap, name, args)?
            }
            _ => return Ok(None),
        }))
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// `for name in globals()`: the names as iteration began; binding or unbinding a name before
/// the next step is CPython's RuntimeError (a loop variable new to the namespace does it).
struct GlobalsIter {
    env: Rc<Env>,
    keys: Vec<Rc<str>>,
    len: usize,
    pos: usize,
}

impl NativeIter for GlobalsIter {
    fn type_name(&self) -> &'static str {
        "dict_keyiterator"
    }
    fn next(&mut self, _interp: &mut Interp) -> R<Option<Value>> {
        if self.env.vars().len() != self.len {
            self.len = usize::MAX;
            return Err(raise("RuntimeError", "dictionary changed size during iteration"));
        }
        let k = self.keys.get(self.pos).cloned();
        self.pos += 1;
        Ok(k.map(Value::Str))
    }
}
