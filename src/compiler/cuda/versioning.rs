//! Loop versioning for bounds checks: finds the array indices of the form `j`, `x + j`, `j - x` or `x`
//! (`x` unchanged by the loop) in two kinds of loop, whose checks the CUDA C writer can take out
//! of the loop:
//!
//! - `for j in range(start, stop, step)` with a positive literal step (the dialect's), or with
//!   a step the loop does not change (the grid-stride `range(cuda.grid(1), n, cuda.gridsize(1))`),
//!   whose fast copy also needs the step positive and `stop - 1 + step` not to wrap;
//! - a counted `while`: `i < bound` tested first, `i` advanced by a step that does not change
//!   in the loop (the last statement of the body, or the loop's continuing part), `i` an int32,
//!   uint32 or int64 local: C's `for (int i = ...; i < n; i += blockDim.x * gridDim.x)` and the
//!   dialect's `while i < n: ...; i += stride`. Only the forms `i` (and `int64(i)`) and `x` are
//!   taken out here; the fast copy also needs the step non-negative and `i + step` not to wrap
//!   while `i < bound`, so `i` only grows.
//!
//! Such an index moves monotonically with `j`, so when it is in `0..n` at the first and at the
//! last `j` it is in range at every `j` between: the writer then runs a copy of the loop with
//! those indices unchecked, and the checked loop otherwise (or when the loop runs zero times).
//! Checks inside the loop make the GPU wait for each load before the next one starts (a fault
//! ends the thread, so no load may run ahead of its check); taken out, the loads of a loop like
//! the tiled transpose's issue back to back (bench/RESULTS.md, issue 24). The meaning is the
//! IR's: only checks that cannot fail are dropped, so the simulator needs no counterpart.
//!
//! Owns the patterns of lowered loops and the invariance test; must not print anything.

use crate::array::dtype::DType;
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
    /// `j - offset` (a stencil's left neighbour `a[j - 1]`)
    Minus(Handle<Expr>),
    /// The same at every step (the index expression itself).
    Invariant,
}

/// A loop that can be versioned: its counter (`idx`, set before the loop), how it advances,
/// and the indices to check once.
pub struct Plan {
    pub idx: Handle<Local>,
    pub kind: Kind,
    pub hoisted: Vec<Hoisted>,
}

pub enum Kind {
    /// A lowered range loop: `idx` (int64) runs from its value at entry while below the local
    /// `stop`, by a positive literal step.
    Range { stop: Handle<Local>, step: i64 },
    /// A lowered range loop whose step is the int64 local `step`, unchanged by the loop: `idx`
    /// runs from its value at entry while below `stop` when `step > 0` (the fast copy's
    /// condition), else while above it.
    Strided { stop: Handle<Local>, step: Handle<Local> },
    /// A counted while loop: `idx` runs from its value at entry while below `bound`, advanced by
    /// `step` (both invariant, of `idx`'s type, or uint32 for an int32 counter advanced in
    /// unsigned arithmetic as C's lowering writes `i += blockDim.x * gridDim.x`).
    While { bound: Handle<Expr>, step: Handle<Expr> },
}

/// The plan for `Loop { body, continuing }`, if it is a range loop or a counted while loop with
/// at least one index to take out and nothing that two copies of the loop could not both hold
/// (barriers and warp operations, which every thread must reach at the same place).
pub fn plan(m: &Module, body: &Block, continuing: &Block) -> Option<Plan> {
    plan_range(m, body, continuing).or_else(|| plan_while(m, body, continuing))
}

fn plan_range(m: &Module, body: &Block, continuing: &Block) -> Option<Plan> {
    // continuing: idx = idx + step
    let [(Statement::Assign { local: idx, value }, _)] = continuing.as_slice() else { return None };
    let Expr::Binary { op: BinaryOp::Add, left, right } = &m.exprs[*value] else { return None };
    let Expr::Local(l) = &m.exprs[*left] else { return None };
    if l != idx || m.locals[*idx].ty != DType::I64 {
        return None;
    }
    // body[0]: if idx >= stop: break   (a local step: if (step > 0) & (idx >= stop) | ...)
    let (Statement::If { cond, accept, reject }, _) = body.first()? else { return None };
    if !reject.is_empty() || !matches!(accept.as_slice(), [(Statement::Break, _)]) {
        return None;
    }
    // The step: a positive literal, or an int64 local (checked below to be unchanged).
    let kind = match &m.exprs[*right] {
        Expr::Literal(Literal::Int(step)) if *step > 0 => {
            let Expr::Compare { op: CompareOp::Ge, left, right } = &m.exprs[*cond] else { return None };
            let (Expr::Local(i), Expr::Local(stop)) = (&m.exprs[*left], &m.exprs[*right]) else { return None };
            if i != idx {
                return None;
            }
            Kind::Range { stop: *stop, step: *step }
        }
        Expr::Local(step) if m.locals[*step].ty == DType::I64 && step != idx => Kind::Strided { stop: strided_exit(m, *cond, *idx, *step)?, step: *step },
        _ => return None,
    };
    let (stop, step_local) = match kind {
        Kind::Range { stop, .. } => (stop, None),
        Kind::Strided { stop, step } => (stop, Some(step)),
        Kind::While { .. } => return None,
    };
    // body[1]: j = idx
    let (Statement::Assign { local: var, value }, _) = body.get(1)? else { return None };
    if !matches!(&m.exprs[*value], Expr::Local(l) if l == idx) {
        return None;
    }
    let rest = &body[2..];
    let assigned = assigned_in(rest)?;
    if assigned.contains(&var.index())
        || assigned.contains(&idx.index())
        || assigned.contains(&stop.index())
        || step_local.is_some_and(|s| assigned.contains(&s.index()))
    {
        return None;
    }
    let mut hoisted = Vec::new();
    let mut walker = Walker { m, var: *var, assigned: &assigned, offsets: true, out: &mut hoisted };
    walk_statements(rest, &mut |s| walker.statement(s));
    if hoisted.is_empty() {
        return None;
    }
    Some(Plan { idx: *idx, kind, hoisted })
}

/// The `stop` of a range loop's exit test with a local step, exactly as lowering writes it:
/// `(step > 0) & (idx >= stop) | !(step > 0) & (idx <= stop)`.
fn strided_exit(m: &Module, cond: Handle<Expr>, idx: Handle<Local>, step: Handle<Local>) -> Option<Handle<Local>> {
    let local = |h: Handle<Expr>| if let Expr::Local(l) = m.exprs[h] { Some(l) } else { None };
    let positive = |h: Handle<Expr>| matches!(&m.exprs[h], Expr::Compare { op: CompareOp::Gt, left, right } if local(*left) == Some(step) && matches!(m.exprs[*right], Expr::Literal(Literal::Int(0))));
    let compare = |h: Handle<Expr>, want: CompareOp| match &m.exprs[h] {
        Expr::Compare { op, left, right } if *op == want && local(*left) == Some(idx) => local(*right),
        _ => None,
    };
    let Expr::Binary { op: BinaryOp::BitOr, left: up, right: down } = &m.exprs[cond] else { return None };
    let Expr::Binary { op: BinaryOp::BitAnd, left: p, right: ge } = &m.exprs[*up] else { return None };
    let Expr::Binary { op: BinaryOp::BitAnd, left: np, right: le } = &m.exprs[*down] else { return None };
    let Expr::Unary { op: UnaryOp::Not, arg } = &m.exprs[*np] else { return None };
    let (stop, stop_down) = (compare(*ge, CompareOp::Ge)?, compare(*le, CompareOp::Le)?);
    (positive(*p) && positive(*arg) && stop == stop_down && stop != step).then_some(stop)
}

fn plan_while(m: &Module, body: &Block, continuing: &Block) -> Option<Plan> {
    // body[0]: if not (i < bound): break   (or: if i >= bound: break)
    let (Statement::If { cond, accept, reject }, _) = body.first()? else { return None };
    if !reject.is_empty() || !matches!(accept.as_slice(), [(Statement::Break, _)]) {
        return None;
    }
    let (left, bound) = match &m.exprs[*cond] {
        Expr::Unary { op: UnaryOp::Not, arg } => match &m.exprs[*arg] {
            Expr::Compare { op: CompareOp::Lt, left, right } => (*left, *right),
            _ => return None,
        },
        Expr::Compare { op: CompareOp::Ge, left, right } => (*left, *right),
        _ => return None,
    };
    let Expr::Local(idx) = m.exprs[left] else { return None };
    let ty = m.locals[idx].ty;
    if !matches!(ty, DType::I32 | DType::U32 | DType::I64) || m.ty(bound) != ty {
        return None;
    }
    // The step: continuing is `i = <advance>`, or continuing is empty and the body ends so.
    let (rest, advance) = match continuing.as_slice() {
        [(Statement::Assign { local, value }, _)] if *local == idx => (&body[1..], *value),
        [] => match body.last()? {
            (Statement::Assign { local, value }, _) if *local == idx && body.len() > 1 => (&body[1..body.len() - 1], *value),
            _ => return None,
        },
        _ => return None,
    };
    let step = step_of(m, idx, advance)?;
    let assigned = assigned_in(rest)?;
    if assigned.contains(&idx.index()) {
        return None;
    }
    let mut hoisted = Vec::new();
    let mut walker = Walker { m, var: idx, assigned: &assigned, offsets: false, out: &mut hoisted };
    if !walker.invariant(bound) || !walker.invariant(step) {
        return None;
    }
    walk_statements(rest, &mut |s| walker.statement(s));
    if hoisted.is_empty() {
        return None;
    }
    Some(Plan { idx, kind: Kind::While { bound, step }, hoisted })
}

/// `s` in `i + s` (of `i`'s type), or in `int32(uint32(i) + s)` (s uint32) for an int32 `i`.
fn step_of(m: &Module, idx: Handle<Local>, advance: Handle<Expr>) -> Option<Handle<Expr>> {
    let ty = m.locals[idx].ty;
    let is_idx = |h: Handle<Expr>| matches!(m.exprs[h], Expr::Local(l) if l == idx);
    let (sum, want) = match &m.exprs[advance] {
        Expr::Cast { arg } if ty == DType::I32 && m.ty(advance) == DType::I32 && m.ty(*arg) == DType::U32 => (*arg, DType::U32),
        _ => (advance, ty),
    };
    let Expr::Binary { op: BinaryOp::Add, left, right } = &m.exprs[sum] else { return None };
    let left_is_idx = if want == ty { is_idx(*left) } else { matches!(&m.exprs[*left], Expr::Cast { arg } if is_idx(*arg)) };
    (left_is_idx && m.ty(*left) == want && m.ty(*right) == want && m.ty(sum) == want).then_some(*right)
}

/// The locals a loop's statements assign; None when the loop cannot be copied (barriers and warp
/// operations, which every thread must reach at the same place). Blocks and their exits
/// (inlined device functions) are copied with renamed labels by the writer.
fn assigned_in(b: &[(Statement, Span)]) -> Option<HashSet<usize>> {
    let mut assigned = HashSet::new();
    let mut copyable = true;
    walk_statements(b, &mut |s| match s {
        Statement::Assign { local, .. } => {
            assigned.insert(local.index());
        }
        Statement::Atomic { result, .. } => assigned.extend(result.map(|r| r.index())),
        Statement::Barrier { .. } | Statement::Warp { .. } => copyable = false,
        _ => {}
    });
    copyable.then_some(assigned)
}

struct Walker<'a> {
    m: &'a Module,
    var: Handle<Local>,
    assigned: &'a HashSet<usize>,
    /// Whether `x + j` forms are taken (range loops, whose int64 `j` cannot wrap).
    offsets: bool,
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
        let m = self.m;
        m.for_each_load(h, &mut |array, index| self.check(array, index));
    }

    /// A store's or an atomic's element: the loads in its indices, then its own indices.
    fn access(&mut self, array: Handle<ArrayDecl>, index: &[Handle<Expr>]) {
        index.iter().for_each(|h| self.expr(*h));
        self.check(array, index);
    }

    fn check(&mut self, array: Handle<ArrayDecl>, index: &[Handle<Expr>]) {
        let sized = !matches!(self.m.arrays[array].kind, ArrayKind::Shared { dynamic: true });
        for (axis, &h) in index.iter().enumerate() {
            if !sized {
                continue;
            }
            let form = match &self.m.exprs[h] {
                Expr::Local(l) if *l == self.var => Some(Form::Var),
                // int64(i) of an int32, uint32 or int64 counter: the same value.
                Expr::Cast { arg } if matches!(self.m.exprs[*arg], Expr::Local(l) if l == self.var) && self.m.ty(h) == DType::I64 => Some(Form::Var),
                _ if self.invariant(h) => Some(Form::Invariant),
                Expr::Binary { op: BinaryOp::Add, left, right } if self.offsets => match (&self.m.exprs[*left], &self.m.exprs[*right]) {
                    (_, Expr::Local(l)) if *l == self.var && self.invariant(*left) => Some(Form::Offset(*left)),
                    (Expr::Local(l), _) if *l == self.var && self.invariant(*right) => Some(Form::Offset(*right)),
                    _ => None,
                },
                Expr::Binary { op: BinaryOp::Sub, left, right } if self.offsets => match &self.m.exprs[*left] {
                    Expr::Local(l) if *l == self.var && self.invariant(*right) => Some(Form::Minus(*right)),
                    _ => None,
                },
                _ => None,
            };
            if let Some(form) = form {
                self.out.push(Hoisted { index: h, form, array, axis });
            }
        }
    }

    /// An integer expression with the same value at every step of the loop and no fault of its own.
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
