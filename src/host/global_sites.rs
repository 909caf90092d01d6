//! Caches for reads of global and builtin names (`range`, `len`, a module-level function or
//! constant) from module-level code and from functions defined at module level, remembered per
//! `Name` node, so such a read costs a few comparisons instead of one hashed lookup per scope.
//!
//! A site (a `Name` node that `resolve` did not tag as a local) gets a process-wide number, kept in
//! its node index above every slot tag (`GLOBAL_TAG`), the first time its read is cached. Each
//! interpreter keeps its own entries by that number. An entry holds the value and is trusted only
//! when:
//!
//! - the names version (`env::names_version`) is the one it was made in: any change to any
//!   scope's `vars`, the notebook's globals included, starts a new version;
//! - the running scope is the same function scope (`Env::scope`, whose static local names decide
//!   that the name is not one of its own) whose parent is the notebook namespace, or the notebook
//!   namespace itself;
//! - it was made from a read that found the name in the notebook namespace or in the builtins
//!   (which change only while the interpreter starts).
//!
//! Reads from nested functions, comprehensions and class bodies are never cached. Must not
//! evaluate anything.

use crate::host::env::{names_version, Env};
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

#[derive(Clone)]
struct Entry {
    /// 0: empty.
    version: u64,
    /// The notebook namespace it was read from (by address; an interpreter keeps one).
    root: usize,
    /// The function scope the read ran in (0: the notebook namespace).
    scope: u32,
    value: Value,
}

impl Default for Entry {
    fn default() -> Entry {
        Entry { version: 0, root: 0, scope: 0, value: Value::None }
    }
}

/// One interpreter's entries, by site number.
#[derive(Default)]
pub struct GlobalSites {
    entries: Vec<Entry>,
    /// The sites filled since `version`: when the names version moves on, their values are let
    /// go (a cached read must not keep a deleted global's list alive: `del x` frees it).
    filled: Vec<u32>,
    version: u64,
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
    /// Let go of the values of an older names version.
    pub fn release_stale(&mut self) {
        let now = names_version();
        if self.version == now {
            return;
        }
        self.version = now;
        for n in self.filled.drain(..) {
            if let Some(e) = self.entries.get_mut(n as usize) {
                *e = Entry::default();
            }
        }
    }

    /// The cached value of the read at `node`, if it may be trusted here.
    #[inline]
    pub fn get(&mut self, node: &AtomicNodeIndex, top: Option<&Rc<Env>>, globals: &Rc<Env>) -> Option<Value> {
        let tag = crate::host::resolve::node_tag(node)?;
        if tag < GLOBAL_TAG {
            return None;
        }
        if self.version != names_version() {
            self.release_stale();
            return None;
        }
        let e = self.entries.get((tag - GLOBAL_TAG) as usize)?;
        if e.version != names_version() || e.root != Rc::as_ptr(globals) as usize || Some(e.scope) != cacheable_scope(top, globals) {
            return None;
        }
        Some(e.value.clone())
    }

    /// After a read of `name` at `node` found `value`: remember it, if it came from the notebook
    /// namespace or the builtins and the running scope may use the cache.
    pub fn learn(&mut self, node: &AtomicNodeIndex, top: Option<&Rc<Env>>, globals: &Rc<Env>, name: &str, value: &Value) {
        let Some(scope) = cacheable_scope(top, globals) else { return };
        if let Some(env) = top.filter(|_| scope != 0) {
            // The read must not have been answered by the function's own scope.
            let own = env.names.as_ref().is_some_and(|n| n.slot_of.contains_key(name) || (n.locals.contains(name) && !n.globals.contains(name)));
            if own || env.vars().contains_key(name) {
                return;
            }
        }
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
        self.release_stale();
        if self.filled.try_reserve(1).is_err() {
            return;
        }
        self.filled.push(n as u32);
        self.entries[n] = Entry { version: names_version(), root: Rc::as_ptr(globals) as usize, scope, value: value.clone() };
    }
}
