//! Loop versioning for bounds checks: finds, in a `for j in range(start, stop, step)` loop with a
//! positive literal step, the array indices of the form `j`, `x + j` or `x` (`x` unchanged by
//! the loop), whose checks the CUDA C writer can take out of the loop.
//!
//! Such an index moves monotonically with `j`, so when it is in `0..n` at the first and at the
//! last `j` it is in range at every `j` between: the writer then runs a copy of the loop with
//! those indices unchecked, and the checked loop otherwise (or when the loop runs zero times).
//! Checks inside the loop make the GPU wait for each load before the next one starts (a fault
//! ends the thread, so no load may run ahead of its check); taken out, the loads of a loop like
//! the tiled transpose's issue back to back (bench/RESULTS.md, issue 24). The meaning is the
//! IR's: only checks that cannot fail are dropped, so the simulator needs no counterpart.
//!
//! Owns the pattern of a lowered range loop and the invariance test; must not print anything.

use crate::compiler::ir::*;
use std::collections::HashSet;

/// One checked index the fast copy of the loop leaves unchecked, along `axis` of `array`.
pub struct Hoisted {
    pub index: Handle<Expr>,
    pub form: Form,
    pub array: Handle<ArrayDecl>,
    pub axis: usize,
}

/// How a taken-out index depends on the loop variable `j`.
pub enum Form {
    /// `j`
    Var,
    /// `offset + j`
    Offset(Handle<Expr>),
    /// The same at every step (the index expression itself).
    Invariant,
}

/// A range loop that can be versioned: its counter and stop locals (set before the loop), the
/// step, and the indices to check once.
pub struct Plan {
    pub idx: Handle<Local>,
    pub stop: Handle<Local>,
    pub step: i64,
    pub hoisted: Vec<Hoisted>,
}

/// The plan for `Loop { body, continuing }`, if it is a lowered range loop with at least one
/// index to take out and nothing that two copies of the loop could not both hold (barriers and
/// warp operations, which every thread must reach at the same place, and exit labels).
pub fn plan(m: &Module, body: &Block, continuing: &Block) -> Option<Plan> {
    // continuing: idx = idx + step
    let [(Statement::Assign { local: idx, value }, _)] = continuing.as_slice() else { return None };
    let Expr::Binary { op: BinaryOp::Add, left, right } = &m.exprs[*value] else { return None };
    let (Expr::Local(l), Expr::Literal(Literal::Int(step))) = (&m.exprs[*left], &m.exprs[*right]) else { return None };
    if l != idx || *step <= 0 || m.locals[*idx].ty != crate::array::dtype::DType::I64 {
        return None;
    }
    // body[0]: if idx >= stop: break
    let (Statement::If { cond, accept, reject }, _) = body.first()? else { return None };
    let Expr::Compare { op: CompareOp::Ge, left, right } = &m.exprs[*cond] else { return None };
    let (Expr::Local(i), Expr::Local(stop)) = (&m.exprs[*left], &m.exprs[*right]) else { return None };
    if i != idx || !reject.is_empty() || !matches!(accept.as_slice(), [(Statement::Break, _)]) {
        return None;
    }
    // body[1]: j = idx
    let (Statement::Assign { local: var, value }, _) = body.get(1)? else { return None };
    if !matches!(&m.exprs[*value], Expr::Local(l) if l == idx) {
        return None;
    }
    let rest = &body[2..];
    let mut assigned = HashSet::new();
    let mut copyable = true;
    walk_statements(rest, &mut |s| match s {
        Statement::Assign { local, .. } => {
            assigned.insert(local.index());
        }
        Statement::Atomic { result, .. } => assigned.extend(result.map(|r| r.index())),
        Statement::Block { .. } | Statement::Exit(_) | Statement::Barrier { .. } | Statement::Warp { .. } => copyable = false,
        _ => {}
    });
    if !copyable || assigned.contains(&var.index()) || assigned.contains(&idx.index()) || assigned.contains(&stop.index()) {
        return None;
    }
    let mut hoisted = Vec::new();
    let mut walker = Walker { m, var: *var, assigned: &assigned, out: &mut hoisted };
    walk_statements(rest, &mut |s| walker.statement(s));
    if hoisted.is_empty() {
        return None;
    }
    Some(Plan { idx: *idx, stop: *stop, step: *step, hoisted })
}

struct Walker<'a> {
    m: &'a Module,
    var: Handle<Local>,
    assigned: &'a HashSet<usize>,
    out: &'a mut Vec<Hoisted>,
}

impl Walker<'_> {
    /// One statement's own expressions (`walk_statements` visits the nested ones).
    fn statement(&mut self, s: &Statement) {
        match s {
            Statement::Assign { value, .. } => self.expr(*value),
            Statement::Store { array, index, value } => {
                self.access(*array, index);
                self.expr(*value);
            }
            Statement::Atomic { array, index, value, compare, .. } => {
                self.access(*array, index);
                self.expr(*value);
                compare.iter().for_each(|c| self.expr(*c));
            }
            Statement::If { cond, .. } => self.expr(*cond),
            Statement::Print(parts, _) => parts.iter().filter_map(PrintArg::value).for_each(|v| self.expr(v)),
            _ => {}
        }
    }

    fn expr(&mut self, h: Handle<Expr>) {
        match &self.m.exprs[h] {
            Expr::Load { array, index } => self.access(*array, index),
            Expr::ViewIndex { index, len, .. } => {
                self.expr(*index);
                self.expr(*len);
            }
            Expr::Unary { arg, .. } | Expr::Cast { arg } => self.expr(*arg),
            Expr::Binary { left, right, .. } | Expr::Compare { left, right, .. } => {
                self.expr(*left);
                self.expr(*right);
            }
            Expr::Math { args, .. } => args.iter().for_each(|a| self.expr(*a)),
            Expr::Literal(_) | Expr::Local(_) | Expr::Special(_) | Expr::Dim { .. } => {}
        }
    }

    fn access(&mut self, array: Handle<ArrayDecl>, index: &[Handle<Expr>]) {
        let sized = !matches!(self.m.arrays[array].kind, ArrayKind::Shared { dynamic: true });
        for (axis, &h) in index.iter().enumerate() {
            self.expr(h);
            if !sized {
                continue;
            }
            let form = match &self.m.exprs[h] {
                Expr::Local(l) if *l == self.var => Some(Form::Var),
                _ if self.invariant(h) => Some(Form::Invariant),
                Expr::Binary { op: BinaryOp::Add, left, right } => match (&self.m.exprs[*left], &self.m.exprs[*right]) {
                    (_, Expr::Local(l)) if *l == self.var && self.invariant(*left) => Some(Form::Offset(*left)),
                    (Expr::Local(l), _) if *l == self.var && self.invariant(*right) => Some(Form::Offset(*right)),
                    _ => None,
                },
                _ => None,
            };
            if let Some(form) = form {
                self.out.push(Hoisted { index: h, form, array, axis });
            }
        }
    }

    /// An int64 expression with the same value at every step of the loop and no fault of its own.
    fn invariant(&self, h: Handle<Expr>) -> bool {
        match &self.m.exprs[h] {
            Expr::Literal(_) | Expr::Special(_) | Expr::Dim { .. } => true,
            Expr::Local(l) => *l != self.var && !self.assigned.contains(&l.index()),
            Expr::Cast { arg } => self.m.ty(*arg).is_integer() && self.invariant(*arg),
            Expr::Binary { op: BinaryOp::Add | BinaryOp::Sub | BinaryOp::Mul, left, right } => self.invariant(*left) && self.invariant(*right),
            _ => false,
        }
    }
}
