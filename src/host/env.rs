//! Scopes. The notebook namespace is the root `Env`; each function call and comprehension gets a
//! child whose parent is the scope it was defined in (closures see later rebinding, as in Python).
//!
//! Owns name resolution: which names a function body binds (computed statically, as CPython's
//! compiler does, so reading a local before assignment is an `UnboundLocalError`) and the
//! `global`/`nonlocal` declarations. Must not evaluate anything.

use crate::host::value::{TypeObj, Value};
use ruff_python_ast::{self as ast, Expr, Stmt};
use std::cell::RefCell;
use std::collections::{HashMap, HashSet};
use std::hash::{BuildHasherDefault, Hasher};
use std::rc::Rc;

/// FNV-1a: names are short and trusted (they come from the cell's own source), so a simple fast
/// hash beats SipHash on every variable access.
#[derive(Default)]
pub struct NameHasher(u64);

impl Hasher for NameHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        let mut h = if self.0 == 0 { 0xcbf2_9ce4_8422_2325 } else { self.0 };
        for b in bytes {
            h ^= *b as u64;
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
        self.0 = h;
    }
}

pub type Names<V> = HashMap<Rc<str>, V, BuildHasherDefault<NameHasher>>;

/// A scope's names in the order they were first bound (what `globals()` and `vars()` list, as
/// CPython's dicts keep them).
pub type OrderedNames<V> = indexmap::IndexMap<Rc<str>, V, BuildHasherDefault<NameHasher>>;

pub type NameSet = HashSet<Rc<str>, BuildHasherDefault<NameHasher>>;

#[derive(Default, Debug)]
pub struct LocalNames {
    pub locals: NameSet,
    pub globals: NameSet,
    pub nonlocals: NameSet,
    /// The locals that live in slots (all but `nonlocal` ones): parameters first, in order.
    pub slots: Vec<Rc<str>>,
    pub slot_of: Names<u32>,
    /// The scope's number in `resolve::Scopes` (0: not registered, its names are not tagged).
    pub scope: u32,
    /// A comprehension's scope: a walrus in it binds in the enclosing scope.
    pub comprehension: bool,
    /// The locals in CPython's order (`varnames`), for `locals()`; empty for comprehensions.
    pub varnames: Vec<Rc<str>>,
    /// The names this scope reads from enclosing functions (its free variables), sorted.
    pub frees: Vec<Rc<str>>,
}

impl LocalNames {
    /// Give every local a slot: the parameters first, in their order, then the other locals.
    fn number_slots(&mut self, first: &[Rc<str>]) {
        let mut rest: Vec<Rc<str>> = self.locals.iter().filter(|n| !self.nonlocals.contains(*n) && !first.contains(n)).cloned().collect();
        rest.sort();
        for name in first.iter().cloned().chain(rest) {
            if !self.slot_of.contains_key(&name) && !self.nonlocals.contains(&name) && self.locals.contains(&name) {
                self.slot_of.insert(name.clone(), self.slots.len() as u32);
                self.slots.push(name);
            }
        }
    }
}

/// A scope's slots: most functions have a few locals, held inline with the scope (one allocation
/// per call).
pub type Slots = smallvec::SmallVec<[Option<Value>; SLOTS_INLINE]>;
const SLOTS_INLINE: usize = 6;

pub struct Env {
    /// Names bound outside the slots: the notebook's and a class body's, and a function's names
    /// that no static rule saw coming (a walrus in a comprehension). Read with `vars()`, change
    /// only through `vars_mut()` (which starts a new names version).
    vars: RefCell<OrderedNames<Value>>,
    /// A function's or comprehension's locals, numbered by `names.slot_of`; `None` is unbound.
    pub slots: RefCell<Slots>,
    pub parent: Option<Rc<Env>>,
    /// `None` for the notebook namespace, whose names are all global.
    pub names: Option<Rc<LocalNames>>,
    /// `names.scope`, copied here for the tagged-name fast path (0 for scopes without slots).
    pub scope: u32,
    /// For a method's frame, the class that defines it and whether slot 0 holds its first
    /// argument: what a zero-argument `super()` reads.
    pub method_of: Option<(Rc<TypeObj>, bool)>,
}

pub enum Lookup {
    Found(Value),
    /// A local of the current scope, not bound yet (or deleted).
    Unbound,
    /// A local of an enclosing function, not bound yet.
    UnboundFree,
    Missing,
}

thread_local! {
    /// Bumped by every change to the set of names of any scope's `vars` (the notebook's globals
    /// among them): a name added or removed, or the whole map replaced. Rebinding a name that is
    /// there already (`rebind_var`, `set_var_at`) keeps it. Global name caches
    /// (`global_sites`) of an older version are not trusted.
    static KEYS_VERSION: std::cell::Cell<u64> = const { std::cell::Cell::new(1) };
}

/// The keys version: changes whenever a name may have been added to or removed from any
/// scope's `vars`.
#[inline]
pub fn keys_version() -> u64 {
    KEYS_VERSION.with(|v| v.get())
}

impl Env {
    #[inline]
    pub fn vars(&self) -> std::cell::Ref<'_, OrderedNames<Value>> {
        self.vars.borrow()
    }
    /// The `vars` for any change; cached global sites made before it are stale.
    #[inline]
    pub fn vars_mut(&self) -> std::cell::RefMut<'_, OrderedNames<Value>> {
        KEYS_VERSION.with(|v| v.set(v.get() + 1));
        self.vars.borrow_mut()
    }
    /// Rebind `name` if it is in `vars` already (the keys version stays); `v` back otherwise.
    #[inline]
    fn rebind_var(&self, name: &str, v: Value) -> Result<(), Value> {
        self.rebind_where(|vars| vars.get_mut(name), v)
    }
    /// The value at position `i` of `vars`, through `f`.
    #[inline]
    pub fn var_at<T>(&self, i: usize, f: impl FnOnce(&Value) -> Option<T>) -> Option<T> {
        f(self.vars.borrow().get_index(i)?.1)
    }
    /// Rebind the name at position `i` of `vars` (the keys version stays); `v` back when there
    /// is no such position.
    #[inline]
    pub fn set_var_at(&self, i: usize, v: Value) -> Result<(), Value> {
        self.rebind_where(|vars| vars.get_index_mut(i).map(|(_, slot)| slot), v)
    }
    /// Put `v` in the existing place `find` picks in `vars` (no name added, so the keys version
    /// stays); `v` back when it picks none. The old value is dropped after the borrow ends.
    #[inline]
    fn rebind_where(&self, find: impl FnOnce(&mut OrderedNames<Value>) -> Option<&mut Value>, v: Value) -> Result<(), Value> {
        let mut vars = self.vars.borrow_mut();
        let Some(slot) = find(&mut vars) else { return Err(v) };
        let old = std::mem::replace(slot, v);
        drop(vars);
        drop(old);
        Ok(())
    }
    pub fn global() -> Rc<Env> {
        Env::unnumbered(None)
    }
    /// A scope without slots whose names are looked up here, then in `parent` (a class body).
    pub fn namespace(parent: &Rc<Env>) -> Rc<Env> {
        Env::unnumbered(Some(parent.clone()))
    }
    fn unnumbered(parent: Option<Rc<Env>>) -> Rc<Env> {
        Rc::new(Env { vars: RefCell::new(OrderedNames::default()), slots: RefCell::new(Slots::new()), parent, names: None, scope: 0, method_of: None })
    }
    pub fn child(parent: &Rc<Env>, names: Rc<LocalNames>) -> Rc<Env> {
        Env::frame(parent, names, None)
    }
    /// A call's scope; `method_of` as the field says.
    pub fn frame(parent: &Rc<Env>, names: Rc<LocalNames>, method_of: Option<(Rc<TypeObj>, bool)>) -> Rc<Env> {
        // Built in place: moved into the `Rc` whole, the frame (about 270 bytes) was copied four
        // times per call, a fifth of a small function call's time.
        let mut frame = Rc::<Env>::new_uninit();
        let Some(place) = Rc::get_mut(&mut frame) else { unreachable!("a new Rc is unique") };
        let p = place.as_mut_ptr();
        let n = names.slots.len();
        // SAFETY: `p` points at the new allocation; each field is written once, through a raw
        // place (no reference to uninitialised memory is made), and every field is written before
        // `assume_init`.
        unsafe {
            std::ptr::addr_of_mut!((*p).vars).write(RefCell::new(OrderedNames::default()));
            // An empty vector first, filled where it lies (a full inline buffer built on the
            // stack and moved here was a 150-byte copy per call).
            let slots = std::ptr::addr_of_mut!((*p).slots);
            slots.write(RefCell::new(Slots::new()));
            (*slots).get_mut().extend(std::iter::repeat_n(None, n));
            std::ptr::addr_of_mut!((*p).parent).write(Some(parent.clone()));
            std::ptr::addr_of_mut!((*p).scope).write(names.scope);
            std::ptr::addr_of_mut!((*p).names).write(Some(names));
            std::ptr::addr_of_mut!((*p).method_of).write(method_of);
            frame.assume_init()
        }
    }
    /// A finished call's frame, emptied for the next call: None when something else still
    /// holds it (a closure, a generator), which then keeps it whole. Its values are let go now,
    /// as dropping it would. Its parent, `names` and `method_of` stay: they belong to the
    /// function (where it was defined, its scope, its class), not to the call; a frame kept for
    /// other functions' calls lets its parent go (`detach`).
    pub fn recycle(mut frame: Rc<Env>) -> Option<Rc<Env>> {
        let env = Rc::get_mut(&mut frame)?;
        // Emptied, not shortened: the next call of a function with as many locals (most often
        // the same function) finds its slots there (`frame_in`).
        for s in env.slots.get_mut().iter_mut() {
            *s = None;
        }
        if !env.vars.get_mut().is_empty() {
            *env.vars.get_mut() = OrderedNames::default();
        }
        Some(frame)
    }

    /// A recycled frame kept for any function's next call: it no longer holds its parent (so a
    /// pooled frame keeps no scope alive).
    pub fn detach(mut frame: Rc<Env>) -> Rc<Env> {
        if let Some(env) = Rc::get_mut(&mut frame) {
            env.parent = None;
        }
        frame
    }

    /// A call's scope built in `recycled` (`recycle`) when given, else a new one. What the
    /// recycled frame already holds is kept when it is right: the parent and `names` compared
    /// by address, and `method_of` asked for only when its class differs from `owner` (the
    /// function's class by address, null for none) or the scope changed.
    pub fn frame_in(
        recycled: Option<Rc<Env>>,
        parent: &Rc<Env>,
        names: &Rc<LocalNames>,
        owner: *const TypeObj,
        method_of: impl FnOnce() -> Option<(Rc<TypeObj>, bool)>,
    ) -> Rc<Env> {
        let Some(mut frame) = recycled else { return Env::frame(parent, names.clone(), method_of()) };
        let Some(env) = Rc::get_mut(&mut frame) else { return Env::frame(parent, names.clone(), method_of()) };
        if !env.parent.as_ref().is_some_and(|p| Rc::ptr_eq(p, parent)) {
            env.parent = Some(parent.clone());
        }
        if !env.names.as_ref().is_some_and(|n| Rc::ptr_eq(n, names)) {
            let slots = env.slots.get_mut();
            if slots.len() != names.slots.len() {
                slots.resize(names.slots.len(), None);
            }
            env.scope = names.scope;
            env.names = Some(names.clone());
            env.method_of = method_of();
        } else if env.method_of.as_ref().map_or(std::ptr::null(), |(c, _)| Rc::as_ptr(c)) != owner {
            env.method_of = method_of();
        }
        frame
    }

    /// The value of a local in slot `k` (the caller checked `scope`).
    #[inline]
    pub fn slot(&self, k: usize) -> Option<Value> {
        self.slots.borrow().get(k).cloned().flatten()
    }
    #[inline(always)]
    pub fn set_slot(&self, k: usize, v: Value) {
        if let Some(s) = self.slots.borrow_mut().get_mut(k) {
            *s = Some(v);
        }
    }
    fn slot_index(&self, name: &str) -> Option<usize> {
        self.names.as_ref()?.slot_of.get(name).map(|k| *k as usize)
    }
    /// Every bound name of this scope and its value (slots first), for `dir()`, `locals()` and
    /// the generated-code helpers.
    pub fn bound(&self) -> Vec<(Rc<str>, Value)> {
        let mut out = Vec::new();
        if let Some(names) = &self.names {
            for (name, v) in names.slots.iter().zip(self.slots.borrow().iter()) {
                if let Some(v) = v {
                    out.push((name.clone(), v.clone()));
                }
            }
        }
        out.extend(self.vars().iter().map(|(k, v)| (k.clone(), v.clone())));
        out
    }
    /// `locals()` in a function: its bound locals in CPython's order (`LocalNames::varnames`),
    /// names bound outside the slots, then the bound names it reads from enclosing functions.
    pub fn bound_in_source_order(&self) -> Vec<(Rc<str>, Value)> {
        let Some(names) = &self.names else { return self.bound() };
        let mut out = Vec::new();
        {
            let slots = self.slots.borrow();
            let mut listed = vec![false; names.slots.len()];
            let order = names.varnames.iter().filter_map(|n| names.slot_of.get(n).map(|k| *k as usize));
            // Any slot the order missed comes last, so nothing bound is left out.
            for k in order.chain(0..names.slots.len()) {
                if listed.get(k).copied().unwrap_or(true) {
                    continue;
                }
                listed[k] = true;
                if let (Some(Some(v)), Some(name)) = (slots.get(k), names.slots.get(k)) {
                    out.push((name.clone(), v.clone()));
                }
            }
        }
        out.extend(self.vars().iter().map(|(k, v)| (k.clone(), v.clone())));
        for name in &names.frees {
            let mut env = self.parent.as_deref();
            while let Some(e) = env {
                let Some(en) = &e.names else { break };
                if let Some(k) = en.slot_of.get(name) {
                    if let Some(Some(v)) = e.slots.borrow().get(*k as usize) {
                        out.push((name.clone(), v.clone()));
                    }
                    break;
                }
                if let Some(v) = e.vars().get(name) {
                    out.push((name.clone(), v.clone()));
                    break;
                }
                env = e.parent.as_deref();
            }
        }
        out
    }
    /// Unbind everything (a finished generator lets go of its locals).
    pub fn clear(&self) {
        self.slots.borrow_mut().iter_mut().for_each(|s| *s = None);
        // Only a change starts a new names version (a frame's `vars` are nearly always empty, and
        // every finished generator comes here).
        if !self.vars().is_empty() {
            self.vars_mut().clear();
        }
    }
    fn root(self: &Rc<Env>) -> Rc<Env> {
        let mut e = self.clone();
        while let Some(p) = e.parent.clone() {
            e = p;
        }
        e
    }
    fn root_ref(&self) -> &Env {
        let mut e = self;
        while let Some(p) = &e.parent {
            e = p;
        }
        e
    }

    /// Resolve a name by walking the scope chain by reference (no reference-count traffic on
    /// the hottest path of the interpreter).
    pub fn lookup(&self, name: &str) -> Lookup {
        let mut env = self;
        // Comprehension scopes read their enclosing function's locals as their own.
        let mut enclosing = false;
        loop {
            if let Some(names) = &env.names {
                if names.globals.contains(name) {
                    return env.root_ref().lookup(name);
                }
                if let Some(k) = names.slot_of.get(name) {
                    return match env.slots.borrow().get(*k as usize) {
                        Some(Some(v)) => Lookup::Found(v.clone()),
                        _ if enclosing => Lookup::UnboundFree,
                        _ => Lookup::Unbound,
                    };
                }
                if let Some(v) = env.vars().get(name) {
                    return Lookup::Found(v.clone());
                }
                if names.locals.contains(name) && !names.nonlocals.contains(name) {
                    return Lookup::Unbound;
                }
            } else if let Some(v) = env.vars().get(name) {
                return Lookup::Found(v.clone());
            }
            if env.names.as_ref().is_some_and(|n| !n.comprehension) {
                enclosing = true;
            }
            match &env.parent {
                Some(p) => env = p,
                None => return Lookup::Missing,
            }
        }
    }
    /// The scope an assignment to `name` writes into.
    fn target_for(self: &Rc<Env>, name: &str) -> Rc<Env> {
        if let Some(names) = &self.names {
            if names.comprehension && !names.slot_of.contains_key(name) {
                if let Some(p) = &self.parent {
                    return p.target_for(name);
                }
            }
            if names.globals.contains(name) {
                return self.root();
            }
            if names.nonlocals.contains(name) {
                let mut env = self.parent.clone();
                while let Some(e) = env {
                    if e.names.is_some() && (e.slot_index(name).is_some() || e.vars().contains_key(name)) {
                        return e;
                    }
                    env = e.parent.clone();
                }
            }
        }
        self.clone()
    }
    pub fn set(self: &Rc<Env>, name: Rc<str>, v: Value) {
        let target = self.target_for(&name);
        match target.slot_index(&name) {
            Some(k) => target.set_slot(k, v),
            None => {
                if let Err(v) = target.rebind_var(&name, v) {
                    target.vars_mut().insert(name, v);
                }
            }
        }
    }

    /// Bind by `&str`, allocating the key only the first time a name is bound.
    pub fn set_str(self: &Rc<Env>, name: &str, v: Value) {
        let target = self.target_for(name);
        if let Some(k) = target.slot_index(name) {
            target.set_slot(k, v);
            return;
        }
        if let Err(v) = target.rebind_var(name, v) {
            target.vars_mut().insert(Rc::from(name), v);
        }
    }
    pub fn delete(self: &Rc<Env>, name: &str) -> bool {
        let target = self.target_for(name);
        if let Some(k) = target.slot_index(name) {
            return target.slots.borrow_mut().get_mut(k).and_then(|s| s.take()).is_some();
        }
        let removed = target.vars_mut().shift_remove(name).is_some();
        removed
    }
}

/// The names a function body binds, its `global` and `nonlocal` declarations.
pub fn local_names(params: &ast::Parameters, body: &[Stmt]) -> LocalNames {
    let mut n = LocalNames::default();
    for p in params.iter() {
        n.locals.insert(Rc::from(p.name().as_str()));
    }
    collect_block(body, &mut n);
    for g in n.globals.clone() {
        n.locals.remove(&g);
    }
    let order = crate::host::varnames::order(params, body, &n.locals, &n.globals, &n.nonlocals);
    n.varnames = order.varnames;
    n.frees = order.frees;
    let params: Vec<Rc<str>> = params.iter().map(|p| Rc::from(p.name().as_str())).collect();
    n.number_slots(&params);
    n
}

/// The loop variables a comprehension binds in its own scope.
pub fn comprehension_names(gens: &[ast::Comprehension]) -> LocalNames {
    let mut n = LocalNames::default();
    for g in gens {
        collect_target(&g.target, &mut n);
    }
    // No parameters: nothing is bound by position, so any order of slots serves.
    n.number_slots(&[]);
    n.comprehension = true;
    n
}

fn collect_block(body: &[Stmt], n: &mut LocalNames) {
    for s in body {
        collect_stmt(s, n);
    }
}

fn collect_target(e: &Expr, n: &mut LocalNames) {
    match e {
        Expr::Name(name) => {
            n.locals.insert(Rc::from(name.id.as_str()));
        }
        Expr::Tuple(t) => t.elts.iter().for_each(|e| collect_target(e, n)),
        Expr::List(t) => t.elts.iter().for_each(|e| collect_target(e, n)),
        Expr::Starred(s) => collect_target(&s.value, n),
        _ => {}
    }
}

/// The names a `case` pattern captures.
fn collect_pattern(p: &ast::Pattern, n: &mut LocalNames) {
    use ast::Pattern as P;
    let mut bind = |name: &Option<ast::Identifier>| {
        if let Some(name) = name {
            n.locals.insert(Rc::from(name.as_str()));
        }
    };
    match p {
        P::MatchAs(a) => {
            bind(&a.name);
            if let Some(inner) = &a.pattern {
                collect_pattern(inner, n);
            }
        }
        P::MatchStar(s) => bind(&s.name),
        P::MatchMapping(m) => {
            bind(&m.rest);
            m.patterns.iter().for_each(|p| collect_pattern(p, n));
        }
        P::MatchSequence(s) => s.patterns.iter().for_each(|p| collect_pattern(p, n)),
        P::MatchOr(o) => o.patterns.iter().for_each(|p| collect_pattern(p, n)),
        P::MatchClass(c) => {
            c.arguments.patterns.iter().for_each(|p| collect_pattern(p, n));
            c.arguments.keywords.iter().for_each(|k| collect_pattern(&k.pattern, n));
        }
        P::MatchValue(_) | P::MatchSingleton(_) => {}
    }
}

fn collect_stmt(s: &Stmt, n: &mut LocalNames) {
    match s {
        Stmt::Assign(a) => a.targets.iter().for_each(|t| collect_target(t, n)),
        Stmt::AugAssign(a) => collect_target(&a.target, n),
        Stmt::AnnAssign(a) if a.value.is_some() => collect_target(&a.target, n),
        Stmt::For(f) => {
            collect_target(&f.target, n);
            collect_block(&f.body, n);
            collect_block(&f.orelse, n);
        }
        Stmt::While(w) => {
            collect_block(&w.body, n);
            collect_block(&w.orelse, n);
        }
        Stmt::If(i) => {
            collect_block(&i.body, n);
            for c in &i.elif_else_clauses {
                collect_block(&c.body, n);
            }
        }
        Stmt::With(w) => {
            for item in &w.items {
                if let Some(v) = &item.optional_vars {
                    collect_target(v, n);
                }
            }
            collect_block(&w.body, n);
        }
        Stmt::Try(t) => {
            collect_block(&t.body, n);
            for h in &t.handlers {
                let ast::ExceptHandler::ExceptHandler(h) = h;
                if let Some(name) = &h.name {
                    n.locals.insert(Rc::from(name.as_str()));
                }
                collect_block(&h.body, n);
            }
            collect_block(&t.orelse, n);
            collect_block(&t.finalbody, n);
        }
        Stmt::FunctionDef(f) => {
            n.locals.insert(Rc::from(f.name.as_str()));
        }
        Stmt::ClassDef(c) => {
            n.locals.insert(Rc::from(c.name.as_str()));
        }
        Stmt::Import(i) => {
            for a in &i.names {
                let bound = a.asname.as_ref().map(|x| x.as_str()).unwrap_or_else(|| a.name.as_str().split('.').next().unwrap_or(""));
                n.locals.insert(Rc::from(bound));
            }
        }
        Stmt::ImportFrom(i) => {
            for a in &i.names {
                let bound = a.asname.as_ref().unwrap_or(&a.name);
                n.locals.insert(Rc::from(bound.as_str()));
            }
        }
        Stmt::Delete(d) => d.targets.iter().for_each(|t| collect_target(t, n)),
        Stmt::Match(m) => {
            for case in &m.cases {
                collect_pattern(&case.pattern, n);
                collect_block(&case.body, n);
            }
        }
        Stmt::Global(g) => {
            for name in &g.names {
                n.globals.insert(Rc::from(name.as_str()));
            }
        }
        Stmt::Nonlocal(g) => {
            for name in &g.names {
                n.nonlocals.insert(Rc::from(name.as_str()));
            }
        }
        _ => {}
    }
}
