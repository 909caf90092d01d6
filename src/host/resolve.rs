//! Scope resolution: a function's (lambda's, comprehension's) local variables live in numbered
//! slots, and each `Name` node of its body that reads or writes one is tagged with its slot, so
//! the evaluator reaches a local with an index instead of a hashed lookup.
//!
//! Owns the scope registry and the tagging walk. A scope is resolved once per syntax node (the
//! `def`, `lambda` or comprehension node keeps its scope number in its own node index) and its
//! names are tagged then. A tag is `scope << SLOT_BITS | slot`; scope numbers are unique in the
//! process, so a tag is trusted only by an environment made from the same scope
//! (`Env::scope`), and anything untagged or mismatched takes the name-based path, which reads
//! the same slots. Must not evaluate anything.

use crate::host::env::{comprehension_names, local_names, LocalNames};
use ruff_python_ast::visitor::{walk_expr, walk_stmt, Visitor};
use ruff_python_ast::{self as ast, AtomicNodeIndex, Expr, NodeIndex, Stmt};
use std::collections::HashMap;
use std::rc::Rc;
use std::sync::atomic::{AtomicU32, Ordering};

/// Bits of a tag that hold the slot: scopes with more locals than this are not tagged.
pub const SLOT_BITS: u32 = 10;
const SLOT_MASK: u32 = (1 << SLOT_BITS) - 1;
/// Scope numbers fit in the remaining bits, below the node index's reserved values.
const MAX_SCOPE: u32 = (1 << (31 - SLOT_BITS)) - 1;

/// Scope numbers handed out in this process (shared by every interpreter, so a syntax tree that
/// two interpreters see can never make one trust the other's tags).
static NEXT_SCOPE: AtomicU32 = AtomicU32::new(1);

// `node_tag` reads an `AtomicNodeIndex` as the `AtomicU32` it wraps (its only field): a struct
// of one 4-byte field that is itself 4 bytes keeps that field at offset 0.
const _: () = assert!(
    std::mem::size_of::<AtomicNodeIndex>() == std::mem::size_of::<AtomicU32>() && std::mem::align_of::<AtomicNodeIndex>() == std::mem::align_of::<AtomicU32>()
);

/// The number a node index holds (a slot tag or a site number), None for an untouched node: what
/// `node.load().as_u32()` gives, read inline (that call crosses into the AST crate, which does
/// not inline it, and costs a few percent of a loop).
#[inline(always)]
pub fn node_tag(node: &AtomicNodeIndex) -> Option<u32> {
    // SAFETY: `AtomicNodeIndex` is a struct whose only field is an `AtomicU32`, with the same
    // size and alignment (asserted above), so the field is at offset 0 and the reference is to
    // that atomic; it is only read, with the ordering the AST crate uses.
    let raw = unsafe { &*(node as *const AtomicNodeIndex as *const AtomicU32) }.load(Ordering::Relaxed);
    // 0 cannot be stored (a `NonZeroU32`); `u32::MAX - 1` is the crate's "no index", and a stored
    // index is one more than the number it holds.
    (raw != 0 && raw != u32::MAX - 1).then(|| raw - 1)
}

/// The slot a tagged name refers to, if it was tagged for `scope`.
#[inline(always)]
pub fn slot_for(node: &AtomicNodeIndex, scope: u32) -> Option<usize> {
    if scope == 0 {
        return None;
    }
    let tag = node_tag(node)?;
    (tag >> SLOT_BITS == scope).then_some((tag & SLOT_MASK) as usize)
}

/// The scopes this interpreter resolved, by number.
#[derive(Default)]
pub struct Scopes {
    by_number: HashMap<u32, Rc<LocalNames>>,
}

impl Scopes {
    /// A `def`'s scope.
    pub fn function(&mut self, f: &ast::StmtFunctionDef) -> Rc<LocalNames> {
        self.resolve(&f.node_index, || local_names(&f.parameters, &f.body), |t| f.body.iter().for_each(|s| t.visit_stmt(s)))
    }

    /// A `lambda`'s scope.
    pub fn lambda(&mut self, l: &ast::ExprLambda, params: &ast::Parameters) -> Rc<LocalNames> {
        self.resolve(&l.node_index, || local_names(params, &[]), |t| t.visit_expr(&l.body))
    }

    /// A comprehension's scope: its loop variables. `at` is the comprehension node's index,
    /// `elts` the expressions computed per element.
    pub fn comprehension(&mut self, at: &AtomicNodeIndex, gens: &[ast::Comprehension], elts: &[&Expr]) -> Rc<LocalNames> {
        self.resolve(
            at,
            || comprehension_names(gens),
            |t| {
                for (i, g) in gens.iter().enumerate() {
                    t.visit_expr(&g.target);
                    // The first iterable belongs to the enclosing scope.
                    if i > 0 {
                        t.visit_expr(&g.iter);
                    }
                    g.ifs.iter().for_each(|c| t.visit_expr(c));
                }
                elts.iter().for_each(|e| t.visit_expr(e));
            },
        )
    }

    fn resolve(&mut self, at: &AtomicNodeIndex, make: impl FnOnce() -> LocalNames, tag: impl FnOnce(&mut Tagger)) -> Rc<LocalNames> {
        if let Some(known) = at.load().as_u32().and_then(|n| self.by_number.get(&n)) {
            return known.clone();
        }
        let mut names = make();
        if names.slots.len() > SLOT_MASK as usize {
            return Rc::new(names);
        }
        let scope = NEXT_SCOPE.fetch_add(1, Ordering::Relaxed);
        if scope > MAX_SCOPE {
            // Numbers ran out (millions of definitions): later scopes run by name.
            return Rc::new(names);
        }
        names.scope = scope;
        let names = Rc::new(names);
        tag(&mut Tagger { names: &names, scope });
        at.set(NodeIndex::from(scope));
        self.by_number.insert(scope, names.clone());
        names
    }
}

/// Tags the names of one scope's own syntax: nested functions, classes, lambdas and
/// comprehensions are left to their own resolution, except for the parts evaluated in this
/// scope (decorators, defaults, bases, a comprehension's first iterable).
pub struct Tagger<'n> {
    names: &'n LocalNames,
    scope: u32,
}

impl<'a> Visitor<'a> for Tagger<'_> {
    fn visit_stmt(&mut self, s: &'a Stmt) {
        match s {
            Stmt::FunctionDef(f) => {
                f.decorator_list.iter().for_each(|d| self.visit_decorator(d));
                self.visit_parameters(&f.parameters);
                if let Some(r) = &f.returns {
                    self.visit_annotation(r);
                }
            }
            Stmt::ClassDef(c) => {
                c.decorator_list.iter().for_each(|d| self.visit_decorator(d));
                if let Some(a) = &c.arguments {
                    self.visit_arguments(a);
                }
            }
            _ => walk_stmt(self, s),
        }
    }

    fn visit_expr(&mut self, e: &'a Expr) {
        match e {
            Expr::Name(n) => {
                if let Some(k) = self.names.slot_of.get(n.id.as_str()) {
                    n.node_index.set(NodeIndex::from(self.scope << SLOT_BITS | k));
                }
            }
            Expr::Lambda(l) => {
                if let Some(p) = &l.parameters {
                    self.visit_parameters(p);
                }
            }
            Expr::ListComp(ast::ExprListComp { generators, .. })
            | Expr::SetComp(ast::ExprSetComp { generators, .. })
            | Expr::DictComp(ast::ExprDictComp { generators, .. })
            | Expr::Generator(ast::ExprGenerator { generators, .. }) => {
                if let Some(g) = generators.first() {
                    self.visit_expr(&g.iter);
                }
            }
            _ => walk_expr(self, e),
        }
    }
}
