//! Attributes set on user functions (`f.calls = 0`, `functools.wraps`' `__wrapped__`, a renamed
//! `__name__`): a side table keyed by the function object, so `Function` stays immutable. An
//! entry lives as long as its function (weakly held, checked on every read so a reused address
//! never shows another function's attributes). Must not evaluate anything.

use crate::host::value::{Function, Value};
use indexmap::IndexMap;
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::{Rc, Weak};

type Entry = (Weak<Function>, IndexMap<Rc<str>, Value>);

thread_local! {
    static ATTRS: RefCell<HashMap<usize, Entry>> = RefCell::new(HashMap::new());
}

fn key(f: &Rc<Function>) -> usize {
    Rc::as_ptr(f) as usize
}

/// The attribute `name` set on `f`, if any.
pub fn get(f: &Rc<Function>, name: &str) -> Option<Value> {
    ATTRS.with(|a| {
        let a = a.borrow();
        let (w, map) = a.get(&key(f))?;
        if !w.upgrade().is_some_and(|live| Rc::ptr_eq(&live, f)) {
            return None;
        }
        map.get(name).cloned()
    })
}

/// Every attribute set on `f`, in the order they were first set (its `__dict__`).
pub fn all(f: &Rc<Function>) -> Vec<(Rc<str>, Value)> {
    ATTRS.with(|a| {
        let a = a.borrow();
        match a.get(&key(f)) {
            Some((w, map)) if w.upgrade().is_some_and(|live| Rc::ptr_eq(&live, f)) => map.iter().map(|(k, v)| (k.clone(), v.clone())).collect(),
            _ => Vec::new(),
        }
    })
}

pub fn set(f: &Rc<Function>, name: &str, v: Value) {
    ATTRS.with(|a| {
        let mut a = a.borrow_mut();
        // Entries of functions that died go when the table is touched and has grown.
        if a.len() > 64 && a.len().is_power_of_two() {
            a.retain(|_, (w, _)| w.strong_count() > 0);
        }
        let e = a.entry(key(f)).or_insert_with(|| (Rc::downgrade(f), IndexMap::new()));
        if !e.0.upgrade().is_some_and(|live| Rc::ptr_eq(&live, f)) {
            *e = (Rc::downgrade(f), IndexMap::new());
        }
        e.1.insert(Rc::from(name), v);
    })
}

/// Remove `name` from `f`; false if it was not set.
pub fn remove(f: &Rc<Function>, name: &str) -> bool {
    if get(f, name).is_none() {
        return false;
    }
    ATTRS.with(|a| a.borrow_mut().get_mut(&key(f)).is_some_and(|e| e.1.shift_remove(name).is_some()))
}

/// Give `to` the attributes of `from` (a method re-made for its class keeps its decorations).
pub fn copy(from: &Rc<Function>, to: &Rc<Function>) {
    for (k, v) in all(from) {
        set(to, &k, v);
    }
}

/// The attributes that CPython keeps in `f.__dict__`: all but the renamed special slots.
pub fn dict_items(f: &Rc<Function>) -> Vec<(Rc<str>, Value)> {
    let slots = ["__name__", "__qualname__", "__doc__", "__module__", "__annotations__", "__defaults__", "__kwdefaults__"];
    all(f).into_iter().filter(|(k, _)| !slots.contains(&&**k)).collect()
}

/// `f.__dict__`: a fresh dict of the attributes set on `f` (writes to it do not reach `f`).
pub fn dict(f: &Rc<Function>) -> Value {
    let mut d = crate::host::value::Dict::default();
    for (k, v) in dict_items(f) {
        d.insert_str(k, v);
    }
    Value::dict(d)
}
