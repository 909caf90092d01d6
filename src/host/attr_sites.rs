//! Inline caches for attribute sites: `obj.name` read, written or called on an instance of a
//! user class, remembered per syntax node, so a loop's `self.x += 1` or `p.step(dt)` finds its
//! attribute without hashing the name along the class's MRO each time.
//!
//! A site (an `ExprAttribute` node) gets a process-wide number in its node index the first time
//! it is evaluated; each interpreter keeps its own entries by that number. An entry is trusted
//! only for the class it was made for (by address) and the class epoch it was made in
//! (`classes::class_epoch`): any change to any class namespace, and any new class, starts a new
//! epoch, so an entry can never outlive what it remembers (a new class at a dead class's address
//! comes with a new epoch). What an entry may say:
//!
//! - `Data`: the class and its MRO define nothing of that name, so the instance's `__dict__`
//!   decides; it last held the name at position `index`, which a read or write tries first
//!   (checking the key there is the name) before hashing the name. A write may go straight to the
//!   `__dict__` (replacing the value, or adding the name as `key`, so a constructor's
//!   `self.x = x` allocates no name) only when the class also has no `__setattr__` and the name
//!   is not a dunder (`store`).
//! - `Method(f)`: the class's attribute of that name is the plain function `f`; a call passes
//!   the instance first, unless the instance's own `__dict__` shadows the name.
//!
//! Everything else (properties, `__getattr__`, slots, class attributes) is never cached and takes
//! the general path in `eval`/`classes`, whose meaning the cache only repeats. Must not evaluate
//! anything or call user code.

use crate::host::classes::{as_instance, class_epoch, lookup, Instance};
use crate::host::value::{Function, TypeObj, Value};
use ruff_python_ast::{AtomicNodeIndex, NodeIndex};
use std::rc::Rc;
use std::sync::atomic::{AtomicU32, Ordering};

/// Site numbers handed out in this process (a syntax tree two interpreters see names the same
/// sites in both; each keeps its own entries).
static NEXT_SITE: AtomicU32 = AtomicU32::new(0);
/// Sites beyond this many in the process are not cached: an interpreter's table grows to the
/// highest site it caches (about 40 bytes a site), and a loop that `exec`s new source would
/// otherwise grow it without end.
const MAX_SITES: u32 = 1 << 19;

#[derive(Clone, Default)]
enum Cached {
    #[default]
    Nothing,
    Data {
        index: u32,
        store: bool,
        key: Rc<str>,
    },
    /// Held weakly: the class holds the function; a cache must not keep it (and the scope it
    /// closes over) alive after the class is gone.
    Method(std::rc::Weak<Function>),
}

#[derive(Clone, Default)]
struct Entry {
    class: usize,
    epoch: u64,
    cached: Cached,
}

/// One interpreter's entries, by site number.
#[derive(Default)]
pub struct AttrSites {
    entries: Vec<Entry>,
}

/// The site number of an attribute node, given on first use; None when numbers ran out.
#[inline]
fn site_of(node: &AtomicNodeIndex) -> Option<usize> {
    if let Some(n) = crate::host::resolve::node_tag(node) {
        return Some(n as usize);
    }
    let n = NEXT_SITE.fetch_add(1, Ordering::Relaxed);
    if n >= MAX_SITES {
        return None;
    }
    node.set(NodeIndex::from(n));
    Some(n as usize)
}

fn class_key(t: &Rc<TypeObj>) -> usize {
    Rc::as_ptr(t) as usize
}

impl AttrSites {
    /// The entry of `node` if it was made for `cls` in this epoch.
    #[inline]
    fn valid(&self, node: &AtomicNodeIndex, cls: &Rc<TypeObj>) -> Option<&Cached> {
        let n = crate::host::resolve::node_tag(node)? as usize;
        let e = self.entries.get(n)?;
        (e.class == class_key(cls) && e.epoch == class_epoch()).then_some(&e.cached)
    }

    fn remember(&mut self, node: &AtomicNodeIndex, cls: &Rc<TypeObj>, cached: Cached) {
        let Some(n) = site_of(node) else { return };
        if self.entries.len() <= n {
            // Sites are numbered process-wide: grow to this one (a few bytes per site).
            if self.entries.try_reserve(n + 1 - self.entries.len()).is_err() {
                return;
            }
            self.entries.resize(n + 1, Entry::default());
        }
        self.entries[n] = Entry { class: class_key(cls), epoch: class_epoch(), cached };
    }

    /// `obj.name` read from an instance's `__dict__` through the cache; None: ask the general way.
    #[inline]
    pub fn load(&self, node: &AtomicNodeIndex, obj: &Value, name: &str) -> Option<Value> {
        self.peek(node, obj, name, |v| Some(v.clone()))
    }

    /// `f` of what `load` would give, without a copy of the value (the register path reads a
    /// number this way); None when the cache cannot say or `f` gives None.
    #[inline]
    pub fn peek<T>(&self, node: &AtomicNodeIndex, obj: &Value, name: &str, f: impl FnOnce(&Value) -> Option<T>) -> Option<T> {
        let i = as_instance(obj)?;
        let Cached::Data { index, key, .. } = self.valid(node, &i.cls)? else { return None };
        let d = i.dict.borrow();
        match d.get_index(*index as usize) {
            // The key there is usually the very string the entry holds (a pointer test).
            Some((k, v)) if Rc::ptr_eq(k, key) || &**k == name => f(v),
            _ => f(&d.get(name)?),
        }
    }

    /// `obj.name = v` into an instance's `__dict__` through the cache; gives `v` back when the
    /// general way must do it.
    #[inline]
    pub fn store(&self, node: &AtomicNodeIndex, obj: &Value, name: &str, v: Value) -> Result<(), Value> {
        let Some(i) = as_instance(obj) else { return Err(v) };
        let Some(Cached::Data { index, store: true, key }) = self.valid(node, &i.cls) else { return Err(v) };
        let mut d = i.dict.borrow_mut();
        let old = match d.get_index_mut(*index as usize) {
            Some((k, slot)) if Rc::ptr_eq(k, key) || &**k == name => Some(std::mem::replace(slot, v)),
            _ => d.insert(key.clone(), v),
        };
        // The old value is dropped after the borrow ends.
        drop(d);
        drop(old);
        Ok(())
    }

    /// `obj.name = f(&obj.name)` in place through the cache (the register path's `self.n += 1`):
    /// true when the cache could both read and write the name and `f` gave the new value; false
    /// when the general way must do it, nothing changed. `f` may give a value only for a plain
    /// number (the old value, dropped inside the dict's borrow, must own nothing).
    #[inline]
    pub fn update(&self, node: &AtomicNodeIndex, obj: &Value, name: &str, f: impl FnOnce(&Value) -> Option<Value>) -> bool {
        let Some(i) = as_instance(obj) else { return false };
        let Some(Cached::Data { index, store: true, key }) = self.valid(node, &i.cls) else { return false };
        let mut d = i.dict.borrow_mut();
        let Some((k, slot)) = d.get_index_mut(*index as usize) else { return false };
        if !(Rc::ptr_eq(k, key) || &**k == name) {
            return false;
        }
        match f(slot) {
            Some(new) => {
                *slot = new;
                true
            }
            None => false,
        }
    }

    /// After the general way read or wrote `obj.name`: remember where, if it was a plain
    /// instance attribute.
    pub fn learn(&mut self, node: &AtomicNodeIndex, obj: &Value, name: &str) {
        let Some(i) = as_instance(obj) else { return };
        if let Some(cached) = data_entry(i, name) {
            self.remember(node, &i.cls, cached);
        }
    }

    /// The plain function `obj.name(...)` calls with `obj` first, through the cache (then
    /// learned): None for anything else.
    #[inline]
    pub fn method(&mut self, node: &AtomicNodeIndex, obj: &Value, name: &str) -> Option<Rc<Function>> {
        let i = as_instance(obj)?;
        let f = match self.valid(node, &i.cls) {
            Some(Cached::Method(f)) => f.upgrade()?,
            Some(_) => return None,
            None => match lookup(&i.cls, name)? {
                Value::Function(f) => {
                    self.remember(node, &i.cls, Cached::Method(Rc::downgrade(&f)));
                    f
                }
                _ => {
                    self.remember(node, &i.cls, Cached::Nothing);
                    return None;
                }
            },
        };
        let d = i.dict.borrow();
        (d.is_empty() || !d.contains_key(name)).then_some(f)
    }
}

/// The entry for a plain instance attribute `name` of `i`, if it is one.
fn data_entry(i: &Instance, name: &str) -> Option<Cached> {
    // `Instance::getattr` answers these two before the `__dict__`.
    if matches!(name, "__dict__" | "__class__") || lookup(&i.cls, name).is_some() {
        return None;
    }
    let d = i.dict.borrow();
    let (index, key, _) = d.get_full(name)?;
    let store = !name.starts_with("__") && lookup(&i.cls, "__setattr__").is_none();
    Some(Cached::Data { index: index as u32, store, key: key.clone() })
}
