//! The order in which CPython 3.11 lists a function's variables (`co_varnames`, then its cell
//! variables, then its free variables): what `locals()` shows, in that order.
//!
//! Parameters come first (positional-only, positional, keyword-only, then `*args`, then
//! `**kwargs`), then the other plain locals in the order the compiler first meets them (a value
//! before its target, an augmented target before its value), then the locals that a nested scope
//! reads (cells: nested `def`s, lambdas, classes and, in 3.11, comprehensions) sorted by name,
//! then the names read from enclosing functions (frees), sorted. Computed once per `def` with
//! the rest of its scope (`env::local_names`). The nested-scope reads are approximated: every
//! name a nested scope mentions that it does not bind itself.
//!
//! Must not evaluate anything or know about slots.

use crate::host::env::NameSet;
use ruff_python_ast::visitor::{walk_expr, walk_stmt, Visitor};
use ruff_python_ast::{self as ast, Expr, Stmt};
use std::rc::Rc;

/// The function's ordered variables (plain locals, then cells) and its free names.
pub struct VarOrder {
    pub varnames: Vec<Rc<str>>,
    pub frees: Vec<Rc<str>>,
}

pub fn order(params: &ast::Parameters, body: &[Stmt], locals: &NameSet, globals: &NameSet, nonlocals: &NameSet) -> VarOrder {
    let mut w = Walker { locals, seen: Vec::new(), seen_set: NameSet::default(), captured: NameSet::default(), used: NameSet::default() };
    let mut param_names: Vec<Rc<str>> = Vec::new();
    for p in params.posonlyargs.iter().chain(params.args.iter()).chain(params.kwonlyargs.iter()) {
        param_names.push(Rc::from(p.parameter.name.as_str()));
    }
    if let Some(v) = &params.vararg {
        param_names.push(Rc::from(v.name.as_str()));
    }
    if let Some(v) = &params.kwarg {
        param_names.push(Rc::from(v.name.as_str()));
    }
    for p in &param_names {
        w.note(p);
    }
    for s in body {
        w.visit_stmt(s);
    }
    let n_params = param_names.len();
    let Walker { seen, captured, used, .. } = w;
    let mut varnames: Vec<Rc<str>> = Vec::with_capacity(seen.len());
    let mut cells: Vec<Rc<str>> = Vec::new();
    for (i, name) in seen.into_iter().enumerate() {
        if i >= n_params && captured.contains(&name) {
            cells.push(name);
        } else {
            varnames.push(name);
        }
    }
    cells.sort();
    varnames.extend(cells);
    // Locals the walk never met (bound in a way it does not see): at the end, by name.
    let mut missed: Vec<Rc<str>> = locals.iter().filter(|n| !nonlocals.contains(*n) && !varnames.contains(n)).cloned().collect();
    missed.sort();
    varnames.extend(missed);
    let mut frees: Vec<Rc<str>> = used.iter().chain(captured.iter()).filter(|n| !locals.contains(*n) && !globals.contains(*n)).cloned().collect();
    frees.extend(nonlocals.iter().cloned());
    frees.sort();
    frees.dedup();
    VarOrder { varnames, frees }
}

struct Walker<'n> {
    locals: &'n NameSet,
    seen: Vec<Rc<str>>,
    seen_set: NameSet,
    /// Names that nested scopes mention without binding them.
    captured: NameSet,
    /// Every name this scope mentions.
    used: NameSet,
}

impl Walker<'_> {
    fn note(&mut self, name: &str) {
        if self.locals.contains(name) && !self.seen_set.contains(name) {
            let n: Rc<str> = Rc::from(name);
            self.seen_set.insert(n.clone());
            self.seen.push(n);
        }
    }
    fn mention(&mut self, name: &str) {
        if !self.used.contains(name) {
            self.used.insert(Rc::from(name));
        }
    }
    /// A nested scope: what it mentions minus what it binds is captured from here.
    fn nested(&mut self, mentioned: NameSet, binds: &NameSet) {
        for n in mentioned {
            if !binds.contains(&n) {
                self.captured.insert(n);
            }
        }
    }
}

/// Every name mentioned anywhere in a subtree.
#[derive(Default)]
struct Mentions(NameSet);

impl<'a> Visitor<'a> for Mentions {
    fn visit_expr(&mut self, e: &'a Expr) {
        if let Expr::Name(n) = e {
            if !self.0.contains(n.id.as_str()) {
                self.0.insert(Rc::from(n.id.as_str()));
            }
        }
        walk_expr(self, e);
    }
}

fn comprehension_parts(e: &Expr) -> Option<(&[ast::Comprehension], Vec<&Expr>)> {
    match e {
        Expr::ListComp(c) => Some((&c.generators, vec![&*c.elt])),
        Expr::SetComp(c) => Some((&c.generators, vec![&*c.elt])),
        Expr::Generator(c) => Some((&c.generators, vec![&*c.elt])),
        Expr::DictComp(c) => Some((&c.generators, c.key.as_deref().into_iter().chain([&*c.value]).collect())),
        _ => None,
    }
}

fn defaults_of(p: &ast::Parameters) -> Vec<&Expr> {
    p.posonlyargs.iter().chain(p.args.iter()).chain(p.kwonlyargs.iter()).filter_map(|a| a.default.as_deref()).collect()
}

impl<'a> Visitor<'a> for Walker<'_> {
    fn visit_stmt(&mut self, s: &'a Stmt) {
        match s {
            Stmt::FunctionDef(f) => {
                for d in &f.decorator_list {
                    self.visit_expr(&d.expression);
                }
                for d in defaults_of(&f.parameters) {
                    self.visit_expr(d);
                }
                self.note(&f.name);
                let inner = crate::host::env::local_names(&f.parameters, &f.body);
                let mut m = Mentions::default();
                f.body.iter().for_each(|s| m.visit_stmt(s));
                self.nested(m.0, &inner.locals);
            }
            Stmt::ClassDef(c) => {
                for d in &c.decorator_list {
                    self.visit_expr(&d.expression);
                }
                if let Some(a) = &c.arguments {
                    a.args.iter().for_each(|x| self.visit_expr(x));
                    a.keywords.iter().for_each(|k| self.visit_expr(&k.value));
                }
                self.note(&c.name);
                let mut m = Mentions::default();
                c.body.iter().for_each(|s| m.visit_stmt(s));
                self.nested(m.0, &NameSet::default());
            }
            Stmt::AugAssign(a) => {
                self.visit_expr(&a.target);
                self.visit_expr(&a.value);
            }
            Stmt::Import(i) => {
                for a in &i.names {
                    let bound = a.asname.as_ref().map(|x| x.as_str()).unwrap_or_else(|| a.name.as_str().split('.').next().unwrap_or(""));
                    self.note(bound);
                }
            }
            Stmt::ImportFrom(i) => {
                for a in &i.names {
                    self.note(a.asname.as_ref().unwrap_or(&a.name).as_str());
                }
            }
            _ => walk_stmt(self, s),
        }
    }
    fn visit_except_handler(&mut self, h: &'a ast::ExceptHandler) {
        let ast::ExceptHandler::ExceptHandler(x) = h;
        if let Some(t) = &x.type_ {
            self.visit_expr(t);
        }
        if let Some(n) = &x.name {
            self.note(n.as_str());
        }
        x.body.iter().for_each(|s| self.visit_stmt(s));
    }
    fn visit_expr(&mut self, e: &'a Expr) {
        if let Expr::Name(n) = e {
            self.mention(n.id.as_str());
            self.note(n.id.as_str());
            return;
        }
        if let Expr::Lambda(l) = e {
            let mut binds = NameSet::default();
            if let Some(p) = &l.parameters {
                for d in defaults_of(p) {
                    self.visit_expr(d);
                }
                binds = crate::host::env::local_names(p, &[]).locals;
            }
            let mut m = Mentions::default();
            m.visit_expr(&l.body);
            self.nested(m.0, &binds);
            return;
        }
        if let Some((gens, elts)) = comprehension_parts(e) {
            if let Some(first) = gens.first() {
                self.visit_expr(&first.iter);
            }
            let mut binds = NameSet::default();
            let mut m = Mentions::default();
            for (i, g) in gens.iter().enumerate() {
                let mut t = Mentions::default();
                t.visit_expr(&g.target);
                binds.extend(t.0);
                if i > 0 {
                    m.visit_expr(&g.iter);
                }
                g.ifs.iter().for_each(|c| m.visit_expr(c));
            }
            elts.iter().for_each(|x| m.visit_expr(x));
            for n in &m.0 {
                if !binds.contains(n) {
                    self.mention(n);
                }
            }
            self.nested(m.0, &binds);
            return;
        }
        walk_expr(self, e);
    }
}
