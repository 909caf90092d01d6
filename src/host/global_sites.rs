//! Caches for the global and builtin names of module-level code and of functions defined at
//! module level (`range`, `len`, a module-level function, a cell's `s` and `i` in
//! `for i in range(n): s += i`), remembered per `Name` node, so such a read or write costs a few
//! comparisons instead of a hashed lookup per scope.
//!
//! A site (a `Name` node that `resolve` did not tag as a local) gets a process-wide number, kept in
//! its node index above every slot tag (`GLOBAL_TAG`), the first time it is cached. Each
//! interpreter keeps its own entries by that number. An entry says where the name was found:
//!
//! - `Place::Global(i)`: at position `i` of the notebook namespace's names, whose value is read
//!   (or written) there each time, so rebinding the name keeps the entry good;
//! - `Place::Builtin(v)`: not a global, the builtin `v` (builtins change only while the
//!   interpreter starts).
//!
//! An entry is trusted only when:
//!
//! - the keys version (`env::keys_version`) is the one it was made in: adding or removing a name
//!   in any scope's `vars` (the notebook's globals among them) starts a new version, which moves
//!   positions and may shadow a builtin; rebinding an existing name does not;
//! - the running scope is the same function scope (`Env::scope`, whose static local names decide
//!   that the name is not one of its own) whose parent is the notebook namespace, or the notebook
//!   namespace itself, and the notebook namespace is the one it was made for.
//!
//! Reads from nested functions, comprehensions and class bodies are never cached; writes only
//! from the notebook namespace itself. No value of a global is held here, so `del x` frees `x`'s
//! value at once. Must not evaluate anything.

use crate::host::env::{keys_version, Env};
use crate::host::value::Value;
use ruff_python_ast::{AtomicNodeIndex, NodeIndex};
use std::rc::Rc;
use std::sync::atomic::{AtomicU32, Ordering};

/// Site numbers are kept in node indices from here up: above every slot tag (`resolve` keeps
/// those below 2^31) and below the values the AST crate reserves.
const GLOBAL_TAG: u32 = 1 << 31;
/// Sites beyond this many in the process are not cached (see `attr_sites::MAX_SITES`).
const MAX_SITES: u32 = 1 << 19;

static NEXT_SITE: AtomicU32 = AtomicU32::new(0);

/// Where a site's name was found.
#[derive(Clone)]
enum Place {
    /// Position in the notebook namespace's names.
    Global(usize),
    Builtin(Value),
}

#[derive(Clone)]
struct Entry {
    /// 0: empty.
    keys: u64,
    /// The notebook namespace it was read from (by address; an interpreter keeps one).
    root: usize,
    /// The function scope the read ran in (0: the notebook namespace).
    scope: u32,
    place: Place,
}

impl Default for Entry {
    fn default() -> Entry {
        Entry { keys: 0, root: 0, scope: 0, place: Place::Global(0) }
    }
}

/// One interpreter's entries, by site number.
#[derive(Default)]
pub struct GlobalSites {
    entries: Vec<Entry>,
}

/// The scope number a cached read may run in: the notebook namespace (`top` None) or a function
/// scope directly inside it; None for anything else.
#[inline]
fn cacheable_scope(top: Option<&Rc<Env>>, globals: &Rc<Env>) -> Option<u32> {
    match top {
        None => Some(0),
        Some(env) if Rc::ptr_eq(env, globals) => Some(0),
        Some(env) => {
            let parent = env.parent.as_ref()?;
            (env.scope != 0 && env.names.is_some() && Rc::ptr_eq(parent, globals)).then_some(env.scope)
        }
    }
}

impl GlobalSites {
    /// The entry for `node`, if it may be trusted here.
    #[inline]
    fn entry(&self, node: &AtomicNodeIndex, top: Option<&Rc<Env>>, globals: &Rc<Env>) -> Option<&Entry> {
        let tag = crate::host::resolve::node_tag(node)?;
        if tag < GLOBAL_TAG {
            return None;
        }
        let e = self.entries.get((tag - GLOBAL_TAG) as usize)?;
        if e.keys != keys_version() || e.root != Rc::as_ptr(globals) as usize || Some(e.scope) != cacheable_scope(top, globals) {
            return None;
        }
        Some(e)
    }

    /// The cached read at `node`, through `f` (which sees the value in place).
    #[inline]
    pub fn peek<T>(&self, node: &AtomicNodeIndex, top: Option<&Rc<Env>>, globals: &Rc<Env>, f: impl FnOnce(&Value) -> Option<T>) -> Option<T> {
        match &self.entry(node, top, globals)?.place {
            Place::Global(i) => globals.var_at(*i, f),
            Place::Builtin(v) => f(v),
        }
    }

    /// The value of the read at `node`, if its entry may be trusted here.
    #[inline]
    pub fn get(&self, node: &AtomicNodeIndex, top: Option<&Rc<Env>>, globals: &Rc<Env>) -> Option<Value> {
        self.peek(node, top, globals, |v| Some(v.clone()))
    }

    /// Rebind the global that the write at `node` (in the notebook namespace itself) binds, if
    /// its entry may be trusted; `v` back otherwise.
    #[inline]
    pub fn store(&self, node: &AtomicNodeIndex, top: Option<&Rc<Env>>, globals: &Rc<Env>, v: Value) -> Result<(), Value> {
        match self.entry(node, top, globals) {
            Some(Entry { scope: 0, place: Place::Global(i), .. }) => globals.set_var_at(*i, v),
            _ => Err(v),
        }
    }

    /// After a read of `name` at `node` found `value` the general way: remember where, if the
    /// notebook namespace or the builtins gave it and the running scope may use the cache.
    pub fn learn(
        &mut self,
        node: &AtomicNodeIndex,
        top: Option<&Rc<Env>>,
        globals: &Rc<Env>,
        builtins: &crate::host::env::Names<Value>,
        name: &str,
        value: &Value,
    ) {
        let Some(scope) = cacheable_scope(top, globals) else { return };
        if let Some(env) = top.filter(|_| scope != 0) {
            // The read must not have been answered by the function's own scope.
            let own = env.names.as_ref().is_some_and(|n| n.slot_of.contains_key(name) || (n.locals.contains(name) && !n.globals.contains(name)));
            if own || env.vars().contains_key(name) {
                return;
            }
        }
        let place = match globals.vars().get_full(name) {
            Some((i, _, g)) if crate::host::ops::is_same(g, value) => Place::Global(i),
            Some(_) => return,
            None => match builtins.get(name) {
                Some(b) if crate::host::ops::is_same(b, value) => Place::Builtin(value.clone()),
                _ => return,
            },
        };
        self.remember(node, globals, scope, place);
    }

    /// After a write of `name` at `node` in the notebook namespace itself: remember where it
    /// went.
    pub fn learn_store(&mut self, node: &AtomicNodeIndex, top: Option<&Rc<Env>>, globals: &Rc<Env>, name: &str) {
        if cacheable_scope(top, globals) != Some(0) {
            return;
        }
        let Some(i) = globals.vars().get_index_of(name) else { return };
        self.remember(node, globals, 0, Place::Global(i));
    }

    fn remember(&mut self, node: &AtomicNodeIndex, globals: &Rc<Env>, scope: u32, place: Place) {
        let n = match crate::host::resolve::node_tag(node) {
            Some(tag) if tag >= GLOBAL_TAG => tag - GLOBAL_TAG,
            Some(_) => return,
            None => {
                let n = NEXT_SITE.fetch_add(1, Ordering::Relaxed);
                if n >= MAX_SITES {
                    return;
                }
                node.set(NodeIndex::from(GLOBAL_TAG + n));
                n
            }
        } as usize;
        if self.entries.len() <= n {
            if self.entries.try_reserve(n + 1 - self.entries.len()).is_err() {
                return;
            }
            self.entries.resize(n + 1, Entry::default());
        }
        self.entries[n] = Entry { keys: keys_version(), root: Rc::as_ptr(globals) as usize, scope, place };
    }
}
