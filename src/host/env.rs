//! Scopes. The notebook namespace is the root `Env`; each function call and comprehension gets a
//! child whose parent is the scope it was defined in (closures see later rebinding, as in Python).
//!
//! Owns name resolution: which names a function body binds (computed statically, as CPython's
//! compiler does, so reading a local before assignment is an `UnboundLocalError`) and the
//! `global`/`nonlocal` declarations. Must not evaluate anything.

use crate::host::value::Value;
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

pub type NameSet = HashSet<Rc<str>, BuildHasherDefault<NameHasher>>;

#[derive(Default, Debug)]
pub struct LocalNames {
    pub locals: NameSet,
    pub globals: NameSet,
    pub nonlocals: NameSet,
}

pub struct Env {
    pub vars: RefCell<Names<Value>>,
    pub parent: Option<Rc<Env>>,
    /// `None` for the notebook namespace, whose names are all global.
    pub names: Option<Rc<LocalNames>>,
}

pub enum Lookup {
    Found(Value),
    Unbound,
    Missing,
}

impl Env {
    pub fn global() -> Rc<Env> {
        Rc::new(Env { vars: RefCell::new(Names::default()), parent: None, names: None })
    }
    pub fn child(parent: &Rc<Env>, names: Rc<LocalNames>) -> Rc<Env> {
        // Sized for the function's locals up front: binding them never rehashes.
        let vars = Names::with_capacity_and_hasher(names.locals.len(), Default::default());
        Rc::new(Env { vars: RefCell::new(vars), parent: Some(parent.clone()), names: Some(names) })
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
        loop {
            if let Some(names) = &env.names {
                if names.globals.contains(name) {
                    return env.root_ref().lookup(name);
                }
                if let Some(v) = env.vars.borrow().get(name) {
                    return Lookup::Found(v.clone());
                }
                if names.locals.contains(name) && !names.nonlocals.contains(name) {
                    return Lookup::Unbound;
                }
            } else if let Some(v) = env.vars.borrow().get(name) {
                return Lookup::Found(v.clone());
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
            if names.globals.contains(name) {
                return self.root();
            }
            if names.nonlocals.contains(name) {
                let mut env = self.parent.clone();
                while let Some(e) = env {
                    if e.names.is_some() && e.vars.borrow().contains_key(name) {
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
        target.vars.borrow_mut().insert(name, v);
    }

    /// Bind by `&str`, allocating the key only the first time a name is bound.
    pub fn set_str(self: &Rc<Env>, name: &str, v: Value) {
        let target = self.target_for(name);
        let mut vars = target.vars.borrow_mut();
        match vars.get_mut(name) {
            Some(slot) => *slot = v,
            None => {
                // A function's locals are named once, at definition: share that name.
                let key = target.names.as_ref().and_then(|n| n.locals.get(name).cloned()).unwrap_or_else(|| Rc::from(name));
                vars.insert(key, v);
            }
        }
    }
    pub fn delete(self: &Rc<Env>, name: &str) -> bool {
        let target = self.target_for(name);
        let removed = target.vars.borrow_mut().remove(name).is_some();
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
    n
}

/// The loop variables a comprehension binds in its own scope.
pub fn comprehension_names(gens: &[ast::Comprehension]) -> LocalNames {
    let mut n = LocalNames::default();
    for g in gens {
        collect_target(&g.target, &mut n);
    }
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
