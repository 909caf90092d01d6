//! Index facts: the checked array indices that cannot fail, proven from what the kernel itself
//! tests before it reaches them, so the CUDA C writer prints them unchecked.
//!
//! Two kinds of knowledge, both about the IR's exact (wrapping) integers:
//!
//! - **Value ranges**, flow-insensitive: each integer local's values lie in the union of what its
//!   assignments can produce (a thread index is in `0..1024`, `uint8` data in `0..256`, a
//!   shape in `0..=MAX_DIM`, an arithmetic result only when it provably does not wrap; anything
//!   else is its type's whole range). A counter advanced by `x = x + step` in the continuing part
//!   of a loop that first tests `x >= stop` and breaks stays below `stop + step`.
//! - **Relations**, path-sensitive: inside `if i < rows:` (or after `if i >= rows: break`),
//!   `i <= rows - 1` holds until `i` or `rows` is assigned again; `i != 0` and `i != rows - 1`
//!   from the `else` of an `or` chain tighten those bounds by one. The front end lowers `and`
//!   and `or` into assignments of a bool local followed by `if`; the facts each bool local stands
//!   for are tracked through those assignments.
//!
//! An index `x + c` into an axis of extent `n` (a parameter's `shape[axis]`, or a static
//! extent) is proven when the facts give `x >= -c` and `x <= n - 1 - c`. A proven index is read
//! exactly as a checked one that passes (no wrapping applies to an index in `0..n`), so the
//! simulator, which keeps every check, means the same. Array dimensions are below `MAX_DIM`: the
//! launch refuses larger ones (`host::modules::cuda::gpu_launch`).
//!
//! The tree reduction's `sh[tid + s]` under `if tid < s`, where `s` starts at `blockDim.x // 2`
//! and only ever halves (`Ranges::halves`): `tid + s <= 2s - 1 <= blockDim.x - 1`, so the block
//! size bounds it (`Walk::halving_sum`).
//!
//! A second pass assumes what would prove the indices left checked, when a launch-uniform test
//! can say it: `blockDim.x <= 16` (so `threadIdx.x` indexes a 16-wide tile),
//! `a.shape[1] <= b.shape[0]`, or `blockDim.x <= temp_len` (a dynamic shared array with an
//! element per thread). When that takes checks out of a loop holding barriers (which loop
//! versioning cannot copy), or every check out of a body without loops, `prove` returns the guard
//! and the writer prints the body under it a second time; every thread of a block evaluates the
//! guard alike.
//!
//! Owns the range and relation rules; must not print anything (the writer does).

use crate::array::dtype::DType;
use crate::compiler::ir::*;
use std::collections::{HashMap, HashSet};

/// The largest array dimension a kernel sees (the launch refuses larger ones): no device holds
/// 2^48 elements, and the bound lets `(n + 15) // 16`-style arithmetic be proven not to wrap.
pub const MAX_DIM: i64 = 1 << 48;

/// The index expressions (by handle index) proven in `0..extent` for the access that holds them,
/// and the launch-uniform guard under which more are.
pub struct Proofs {
    pub proven: HashSet<usize>,
    pub guarded: Option<Guard>,
}

/// A condition every thread of a launch evaluates alike (block dimensions, argument shapes), so
/// the writer may print the whole body twice, barriers included, and branch once: the copy run
/// under it leaves `proven` unchecked.
pub struct Guard {
    /// `blockDim.{x,y,z} <= n`.
    pub block_dim: [Option<i64>; 3],
    /// `blockDim.{x,y,z}[axis] <= len`, `len` the element count of a dynamic shared array.
    pub dyn_len: Vec<(u8, Handle<ArrayDecl>)>,
    /// `small.shape[axis] <= big.shape[axis]`, as `(small, big)`.
    pub dims: Vec<(ArrayAxis, ArrayAxis)>,
    pub proven: HashSet<usize>,
}

/// An axis of an array parameter.
pub type ArrayAxis = (Handle<ArrayDecl>, u8);

pub fn prove(m: &Module) -> Proofs {
    let ranges = Ranges::of(m);
    let plain = Walk::run(m, &ranges, Vec::new());
    // The guard: the tightest block size and every shape order the checked indices wish for.
    let mut block_dim: [Option<i64>; 3] = [None; 3];
    let mut dims = Vec::new();
    let mut dyn_len = Vec::new();
    for w in &plain.wishes {
        match *w {
            Wish::BlockDimLeLen(d, a) => {
                if !dyn_len.contains(&(d, a)) {
                    dyn_len.push((d, a));
                }
            }
            Wish::BlockDim(d, n) => block_dim[d as usize] = Some(block_dim[d as usize].map_or(n, |b: i64| b.min(n))),
            Wish::DimLe(small, big) => {
                if !dims.contains(&(small, big)) {
                    dims.push((small, big));
                }
            }
        }
    }
    let mut base = Vec::new();
    for (d, n) in block_dim.iter().enumerate() {
        if let Some(n) = n {
            base.push(Fact::Le(Atom::Tid(d as u8), Atom::Zero, *n as i128 - 1));
            base.push(Fact::Le(Atom::BlockDim(d as u8), Atom::Zero, *n as i128));
        }
    }
    for (d, a) in &dyn_len {
        // blockDim <= len, and the array has an element (a block has a thread).
        base.push(Fact::Le(Atom::BlockDim(*d), Atom::DynLen(*a), 0));
        base.push(Fact::Le(Atom::Zero, Atom::DynLen(*a), -1));
    }
    for ((a, ax), (b, bx)) in &dims {
        base.push(Fact::Le(Atom::Dim(*a, *ax), Atom::Dim(*b, *bx), 0));
    }
    let guarded = if base.is_empty() {
        None
    } else {
        let more = Walk::run(m, &ranges, base);
        // A guard is worth a second copy of the body where it takes checks out of a loop that
        // holds barriers (the tiled matmul's loop over tiles: versioning cannot copy those), or
        // where the body has no loop and the copy has no check left (a vector add whose test
        // names one array and whose reads another: 3% of a bandwidth-bound kernel).
        let mut looped = false;
        m.for_each_statement(&mut |s| looped |= matches!(s, Statement::Loop { .. }));
        let gains =
            more.in_loops.iter().any(|i| !plain.proven.contains(i)) || (!looped && more.proven.len() == more.seen && more.proven.len() > plain.proven.len());
        gains.then(|| Guard {
            block_dim,
            dyn_len: dyn_len.iter().map(|(d, a)| (*d, Handle::new(*a))).collect(),
            dims: dims.iter().map(|((a, ax), (b, bx))| ((Handle::new(*a), *ax), (Handle::new(*b), *bx))).collect(),
            proven: more.proven,
        })
    };
    Proofs { proven: plain.proven, guarded }
}

/// A launch-uniform fact that would prove an index: `blockDim[d] <= n`, or one shape at most
/// another.
#[derive(Clone, Copy, PartialEq)]
enum Wish {
    BlockDim(u8, i64),
    DimLe((usize, u8), (usize, u8)),
    /// `blockDim[axis] <= len` of the dynamic shared array.
    BlockDimLeLen(u8, usize),
}

/// An inclusive range of exact values.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Range {
    lo: i128,
    hi: i128,
}

impl Range {
    fn join(self, o: Range) -> Range {
        Range { lo: self.lo.min(o.lo), hi: self.hi.max(o.hi) }
    }
    fn exact(v: i128) -> Range {
        Range { lo: v, hi: v }
    }
}

fn type_range(t: DType) -> Option<Range> {
    let r = |lo: i128, hi: i128| Some(Range { lo, hi });
    match t {
        DType::Bool => r(0, 1),
        DType::I8 => r(i8::MIN.into(), i8::MAX.into()),
        DType::I16 => r(i16::MIN.into(), i16::MAX.into()),
        DType::I32 => r(i32::MIN.into(), i32::MAX.into()),
        DType::I64 => r(i64::MIN.into(), i64::MAX.into()),
        DType::U8 => r(0, u8::MAX.into()),
        DType::U16 => r(0, u16::MAX.into()),
        DType::U32 => r(0, u32::MAX.into()),
        DType::U64 => r(0, u64::MAX.into()),
        _ => None,
    }
}

/// Each integer local's range over the whole kernel.
struct Ranges {
    local: Vec<Option<Range>>,
    /// Locals whose only assignment is an array parameter's dimension (`rows = a.shape[0]`):
    /// wherever they are read, they equal it.
    dim_alias: Vec<Option<(usize, u8)>>,
    /// Locals whose only assignment is `threadIdx` along an axis (`tx = cuda.threadIdx.x`).
    tid_alias: Vec<Option<u8>>,
    /// Locals at most `blockDim[axis] // 2` wherever they are read: every assignment is
    /// `blockDim[axis] // 2` or the local itself halved (`// 2`, `>> 1`), so from a value in
    /// `0..=blockDim // 2` it can only get smaller (the tree reduction's stride).
    halves: Vec<Option<u8>>,
    /// False while `of` iterates: a local with no value yet makes what reads it unknown yet
    /// (None), rather than its type's whole range.
    settled: bool,
}

impl Ranges {
    fn of(m: &Module) -> Ranges {
        let n = m.locals.len();
        // Every way a local gets a value: an expression (with, for a loop counter, the loop's
        // stop), or anything of its type (parameters, atomics' and warp operations' results).
        let mut sources: Vec<Vec<Source>> = vec![Vec::new(); n];
        for p in &m.params {
            if let ParamKind::Scalar(l) = p.kind {
                sources[l.index()].push(Source::Any);
            }
        }
        collect_sources(m, &m.body, &mut sources);
        let (dim_alias, tid_alias) = (alias(m, &sources, dim_of), alias(m, &sources, tid_of));
        let halves = halving_locals(m, &sources);
        let mut r = Ranges { local: vec![None; n], dim_alias, tid_alias, halves, settled: false };
        // Iterate from "no value yet" upward. A local still growing after a few rounds is widened
        // to its type's range; if that does not settle everything, every local is.
        let mut widened = vec![false; n];
        let mut converged = false;
        for round in 0..16 {
            let mut changed = false;
            for l in 0..n {
                let ty = m.locals[Handle::new(l)].ty;
                if widened[l] {
                    continue;
                }
                let mut acc: Option<Range> = None;
                for s in &sources[l] {
                    let v = match s {
                        Source::Any => type_range(ty),
                        Source::Expr(e) => r.expr(m, *e),
                        Source::Counter { step, stop } => match (r.local[l], r.expr(m, *step), r.expr(m, *stop)) {
                            // Below `stop` when the step is added, so below `stop + step` after.
                            (Some(x), Some(s), Some(t)) if s.lo >= 0 => Some(Range { lo: x.lo, hi: (t.hi - 1 + s.hi).max(x.hi) }),
                            (None, ..) | (_, None, _) | (_, _, None) => None,
                            _ => type_range(ty),
                        },
                    };
                    // A value outside the type's range would have wrapped.
                    let v = match (v, type_range(ty)) {
                        (Some(v), Some(t)) if v.lo < t.lo || v.hi > t.hi => Some(t),
                        (v, _) => v,
                    };
                    acc = match (acc, v) {
                        (Some(a), Some(v)) => Some(a.join(v)),
                        (a, v) => a.or(v),
                    };
                }
                if acc != r.local[l] {
                    changed = true;
                    if round >= 8 {
                        widened[l] = true;
                        r.local[l] = type_range(ty);
                    } else {
                        r.local[l] = acc;
                    }
                }
            }
            if !changed {
                converged = true;
                break;
            }
        }
        if !converged {
            for l in 0..n {
                r.local[l] = type_range(m.locals[Handle::new(l)].ty);
            }
        }
        r.settled = true;
        r
    }

    /// The values `e` can have (its type's whole range where the arithmetic may wrap); None
    /// when it is not an integer, or while `of` iterates and a local it reads has no value yet.
    fn expr(&self, m: &Module, e: Handle<Expr>) -> Option<Range> {
        let full = type_range(m.ty(e))?;
        let v = self.unclamped(m, e)?;
        // Outside the type's range the result wraps: only the type's range is known then.
        Some(if v.lo >= full.lo && v.hi <= full.hi { v } else { full })
    }

    /// Like `expr`, but None when the value may have wrapped (the exact sum `x + c` is wanted).
    fn exact(&self, m: &Module, e: Handle<Expr>) -> Option<Range> {
        let full = type_range(m.ty(e))?;
        self.unclamped(m, e).filter(|v| v.lo >= full.lo && v.hi <= full.hi)
    }

    /// The exact result of `e`'s operation on its operands' values (the operands as `expr` gives
    /// them), before wrapping to `e`'s type.
    fn unclamped(&self, m: &Module, e: Handle<Expr>) -> Option<Range> {
        let full = type_range(m.ty(e))?;
        Some(match &m.exprs[e] {
            Expr::Literal(Literal::Int(v)) => Range::exact(*v as i128),
            Expr::Literal(Literal::Bool(b)) => Range::exact(*b as i128),
            Expr::Local(l) => match self.local[l.index()] {
                Some(r) => r,
                None if self.settled => full,
                None => return None,
            },
            Expr::Special(s) => match s {
                Special::ThreadIdx(_) => Range { lo: 0, hi: 1023 },
                Special::BlockDim(_) => Range { lo: 1, hi: 1024 },
                Special::BlockIdx(_) => Range { lo: 0, hi: i32::MAX as i128 - 1 },
                Special::GridDim(_) => Range { lo: 1, hi: i32::MAX as i128 },
                Special::LaneId => Range { lo: 0, hi: 31 },
                Special::WarpSize => Range::exact(32),
            },
            Expr::Dim { .. } => Range { lo: 0, hi: MAX_DIM as i128 },
            Expr::Load { array, .. } => type_range(m.arrays[*array].ty.dtype).unwrap_or(full),
            Expr::Cast { arg } => match self.expr(m, *arg) {
                Some(a) => a,
                None if !self.settled && type_range(m.ty(*arg)).is_some() => return None,
                None => full,
            },
            Expr::Binary { op, left, right } => {
                let (a, b) = (self.expr(m, *left), self.expr(m, *right));
                let pending = |h: Handle<Expr>, v: Option<Range>| v.is_none() && type_range(m.ty(h)).is_some();
                if !self.settled && (pending(*left, a) || pending(*right, b)) {
                    return None;
                }
                let (Some(a), Some(b)) = (a, b) else { return Some(full) };
                match op {
                    BinaryOp::Add => Range { lo: a.lo + b.lo, hi: a.hi + b.hi },
                    BinaryOp::Sub => Range { lo: a.lo - b.hi, hi: a.hi - b.lo },
                    BinaryOp::Mul => {
                        let p = [a.lo * b.lo, a.lo * b.hi, a.hi * b.lo, a.hi * b.hi];
                        Range { lo: *p.iter().min()?, hi: *p.iter().max()? }
                    }
                    // Python's floor division, and C's, by a positive divisor of a non-negative value.
                    BinaryOp::FloorDiv | BinaryOp::Div if b.lo > 0 && a.lo >= 0 => Range { lo: a.lo / b.hi, hi: a.hi / b.lo },
                    BinaryOp::Mod if b.lo > 0 => Range { lo: 0, hi: b.hi - 1 },
                    BinaryOp::Shr if a.lo >= 0 && b.lo >= 0 => Range { lo: a.lo >> b.hi.min(127), hi: a.hi >> b.lo.min(127) },
                    BinaryOp::BitAnd if a.lo >= 0 || b.lo >= 0 => Range { lo: 0, hi: if a.lo >= 0 && b.lo >= 0 { a.hi.min(b.hi) } else { a.hi.max(b.hi) } },
                    BinaryOp::Min => Range { lo: a.lo.min(b.lo), hi: a.hi.min(b.hi) },
                    BinaryOp::Max => Range { lo: a.lo.max(b.lo), hi: a.hi.max(b.hi) },
                    _ => full,
                }
            }
            _ => full,
        })
    }
}

/// For each local with a single assignment, what `of` makes of the assigned value (a value
/// fixed for the thread, such as a shape or a thread index).
fn alias<T>(m: &Module, sources: &[Vec<Source>], of: fn(&Module, Handle<Expr>) -> Option<T>) -> Vec<Option<T>> {
    sources
        .iter()
        .map(|s| match s.as_slice() {
            [Source::Expr(e)] => of(m, *e),
            _ => None,
        })
        .collect()
}

/// The parameter dimension `e` reads (through widening casts).
fn dim_of(m: &Module, e: Handle<Expr>) -> Option<(usize, u8)> {
    match &m.exprs[e] {
        Expr::Dim { array, axis } if matches!(m.arrays[*array].kind, ArrayKind::Param(_)) => Some((array.index(), *axis)),
        Expr::Cast { arg } if m.ty(e) == DType::I64 => dim_of(m, *arg),
        _ => None,
    }
}

/// For each local, the `blockDim` axis it halves from (`Ranges::halves`).
fn halving_locals(m: &Module, sources: &[Vec<Source>]) -> Vec<Option<u8>> {
    let bdim_alias = alias(m, sources, block_dim_of);
    (0..sources.len())
        .map(|l| {
            let mut axis = None;
            for s in &sources[l] {
                let Source::Expr(e) = s else { return None };
                let h = halved(m, *e)?;
                // The local halved again, or `blockDim` (or a local holding it) halved.
                let from = match m.exprs[h] {
                    Expr::Local(x) if x.index() == l => continue,
                    Expr::Local(x) => bdim_alias[x.index()]?,
                    _ => block_dim_of(m, h)?,
                };
                if axis.is_some_and(|a| a != from) {
                    return None;
                }
                axis = Some(from);
            }
            axis
        })
        .collect()
}

/// `x` of `x // 2`, `x / 2` or `x >> 1` (through casts that keep non-negative values), when
/// `e` is one.
fn halved(m: &Module, e: Handle<Expr>) -> Option<Handle<Expr>> {
    match &m.exprs[e] {
        Expr::Cast { arg } if keeps_values(m.ty(*arg), m.ty(e)) => halved(m, *arg),
        // C's `/` (raw CUDA C) rounds as `//` does for the non-negative values halved here.
        Expr::Binary { op: BinaryOp::FloorDiv | BinaryOp::Div, left, right } if matches!(m.exprs[*right], Expr::Literal(Literal::Int(2))) => {
            Some(value_kept(m, *left))
        }
        Expr::Binary { op: BinaryOp::Shr, left, right } if matches!(m.exprs[*right], Expr::Literal(Literal::Int(1))) => Some(value_kept(m, *left)),
        _ => None,
    }
}

/// `e` under casts that keep its non-negative values (`keeps_values`).
fn value_kept(m: &Module, e: Handle<Expr>) -> Handle<Expr> {
    match &m.exprs[e] {
        Expr::Cast { arg } if keeps_values(m.ty(*arg), m.ty(e)) => value_kept(m, *arg),
        _ => e,
    }
}

/// Whether a cast from int type `from` to `to` keeps every non-negative value: a wider type, or
/// the same width and signedness.
fn keeps_values(from: DType, to: DType) -> bool {
    from.is_integer() && to.is_integer() && (to.itemsize() > from.itemsize() || (to.itemsize() == from.itemsize() && to.kind() == from.kind()))
}

/// The `blockDim` axis `e` reads (through casts that keep its value: it is at most 1024).
fn block_dim_of(m: &Module, e: Handle<Expr>) -> Option<u8> {
    match special_of(m, e)? {
        Special::BlockDim(a) => Some(a as u8),
        _ => None,
    }
}

/// The `threadIdx` axis `e` reads (through casts that keep its value: it is below 1024).
fn tid_of(m: &Module, e: Handle<Expr>) -> Option<u8> {
    match special_of(m, e)? {
        Special::ThreadIdx(a) => Some(a as u8),
        _ => None,
    }
}

/// The thread or block index or size `e` reads, through casts to int types of 16 bits or more
/// (which keep the values of those below 1025).
fn special_of(m: &Module, e: Handle<Expr>) -> Option<Special> {
    match &m.exprs[e] {
        Expr::Special(s @ (Special::ThreadIdx(_) | Special::BlockDim(_))) => Some(*s),
        Expr::Cast { arg } if matches!(m.ty(e), DType::I16 | DType::I32 | DType::I64 | DType::U16 | DType::U32 | DType::U64) => special_of(m, *arg),
        _ => None,
    }
}

#[derive(Clone)]
enum Source {
    Any,
    Expr(Handle<Expr>),
    /// `x = x + step` in a loop's continuing part, the loop's body starting `if x >= stop: break`.
    Counter {
        step: Handle<Expr>,
        stop: Handle<Expr>,
    },
}

fn collect_sources(m: &Module, b: &[(Statement, Span)], out: &mut [Vec<Source>]) {
    for (s, _) in b {
        match s {
            Statement::Assign { local, value } => out[local.index()].push(Source::Expr(*value)),
            Statement::Atomic { result, .. } | Statement::Barrier { result, .. } => {
                if let Some(r) = result {
                    out[r.index()].push(Source::Any);
                }
            }
            Statement::Warp { result, result2, .. } => {
                for r in [result, result2].into_iter().flatten() {
                    out[r.index()].push(Source::Any);
                }
            }
            Statement::If { accept, reject, .. } => {
                collect_sources(m, accept, out);
                collect_sources(m, reject, out);
            }
            Statement::Block { body, .. } => collect_sources(m, body, out),
            Statement::Loop { body, continuing } => {
                collect_sources(m, body, out);
                let stop = counter_stop(m, body);
                for item in continuing {
                    match (&item.0, stop) {
                        (Statement::Assign { local, value }, Some((x, stop))) if *local == x && !assigned(body).contains(&x.index()) => {
                            match &m.exprs[*value] {
                                Expr::Binary { op: BinaryOp::Add, left, right } if matches!(m.exprs[*left], Expr::Local(l) if l == x) => {
                                    out[x.index()].push(Source::Counter { step: *right, stop })
                                }
                                _ => out[x.index()].push(Source::Expr(*value)),
                            }
                        }
                        _ => collect_sources(m, std::slice::from_ref(item), out),
                    }
                }
            }
            _ => {}
        }
    }
}

/// `(x, stop)` when the loop body starts `if x >= stop: break` (a lowered range loop).
fn counter_stop(m: &Module, body: &Block) -> Option<(Handle<Local>, Handle<Expr>)> {
    let (Statement::If { cond, accept, reject }, _) = body.first()? else { return None };
    if !reject.is_empty() || !matches!(accept.as_slice(), [(Statement::Break, _)]) {
        return None;
    }
    let Expr::Compare { op: CompareOp::Ge, left, right } = &m.exprs[*cond] else { return None };
    let Expr::Local(x) = m.exprs[*left] else { return None };
    Some((x, *right))
}

/// The locals a block assigns, nested statements included.
fn assigned(b: &Block) -> HashSet<usize> {
    let mut out = HashSet::new();
    walk_statements(b, &mut |s| match s {
        Statement::Assign { local, .. } => {
            out.insert(local.index());
        }
        Statement::Atomic { result: Some(r), .. } | Statement::Barrier { result: Some(r), .. } => {
            out.insert(r.index());
        }
        Statement::Warp { result, result2, .. } => out.extend([result, result2].into_iter().flatten().map(|r| r.index())),
        _ => {}
    });
    out
}

/// What a value is measured from: zero, a local, or an array parameter's dimension.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Atom {
    Zero,
    /// `threadIdx` along an axis.
    Tid(u8),
    /// `blockDim` along an axis.
    BlockDim(u8),
    Local(usize),
    Dim(usize, u8),
    /// The element count of a dynamic shared array (its bytes at launch over its item size).
    DynLen(usize),
}

/// `a <= b + c` (`Le`) or `a != b + c` (`Ne`), in exact integers.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Fact {
    Le(Atom, Atom, i128),
    Ne(Atom, Atom, i128),
}

impl Fact {
    fn mentions(&self, l: usize) -> bool {
        let (Fact::Le(a, b, _) | Fact::Ne(a, b, _)) = self;
        *a == Atom::Local(l) || *b == Atom::Local(l)
    }
}

/// The facts a bool holds for when it is true, and when it is false.
type CondFacts = (Vec<Fact>, Vec<Fact>);

struct Walk<'a> {
    m: &'a Module,
    ranges: &'a Ranges,
    facts: Vec<Fact>,
    /// What each bool local's current value stands for.
    bools: HashMap<usize, CondFacts>,
    proven: HashSet<usize>,
    /// The proven indices inside loops that hold barriers or warp operations (`loops` deep).
    in_loops: HashSet<usize>,
    loops: u32,
    wishes: Vec<Wish>,
    /// Indices looked at (proven or not).
    seen: usize,
}

impl<'a> Walk<'a> {
    fn run(m: &'a Module, ranges: &'a Ranges, base: Vec<Fact>) -> Walk<'a> {
        let mut w =
            Walk { m, ranges, facts: base, bools: HashMap::new(), proven: HashSet::new(), in_loops: HashSet::new(), loops: 0, wishes: Vec::new(), seen: 0 };
        w.block(&m.body);
        w
    }

    fn block(&mut self, b: &Block) {
        for (s, _) in b {
            self.statement(s);
        }
    }

    fn statement(&mut self, s: &Statement) {
        let m = self.m;
        match s {
            Statement::Assign { local, value } => {
                self.exprs(*value);
                let cond = (m.locals[*local].ty == DType::Bool).then(|| self.cond(*value));
                self.forget(local.index());
                // `x = y + c`: x - c equals y's value until either is assigned again.
                if let Some((y, c)) = self.linear(*value).filter(|(y, _)| *y != Atom::Local(local.index())) {
                    let x = Atom::Local(local.index());
                    self.facts.extend([Fact::Le(x, y, c), Fact::Le(y, x, -c)]);
                }
                if let Some((t, f)) = cond {
                    let keep = |v: Vec<Fact>| v.into_iter().filter(|x| !x.mentions(local.index())).collect();
                    self.bools.insert(local.index(), (keep(t), keep(f)));
                }
            }
            Statement::Store { array, index, value } => {
                self.access(*array, index);
                self.exprs(*value);
            }
            Statement::Atomic { array, index, value, compare, result, .. } => {
                self.access(*array, index);
                self.exprs(*value);
                if let Some(c) = compare {
                    self.exprs(*c);
                }
                if let Some(r) = result {
                    self.forget(r.index());
                }
            }
            Statement::If { cond, accept, reject } => self.branch(*cond, accept, reject),
            Statement::Loop { body, continuing } => {
                let inside: Vec<usize> = assigned(body).into_iter().chain(assigned(continuing)).collect();
                for l in &inside {
                    self.forget(*l);
                }
                let saved = self.facts.clone();
                // Loops holding barriers or warp operations: versioning cannot copy them.
                let mut uncopyable = false;
                for b in [body, continuing] {
                    walk_statements(b, &mut |s| uncopyable |= matches!(s, Statement::Barrier { .. } | Statement::Warp { .. }));
                }
                self.loops += uncopyable as u32;
                self.block(body);
                self.block(continuing);
                self.loops -= uncopyable as u32;
                self.facts = saved;
                // The loop may leave between an assignment and the test that read it: what a
                // bool local says about locals the loop assigns does not survive it.
                for l in inside {
                    self.forget(l);
                }
            }
            Statement::Block { body, .. } => {
                let saved = self.facts.clone();
                self.block(body);
                self.facts = saved;
                for l in assigned(body) {
                    self.forget(l);
                }
            }
            Statement::Barrier { predicate, result, .. } => {
                if let Some(p) = predicate {
                    self.exprs(*p);
                }
                if let Some(r) = result {
                    self.forget(r.index());
                }
            }
            Statement::Warp { mask, value, arg, result, result2, .. } => {
                for e in [mask, value, arg].into_iter().flatten() {
                    self.exprs(*e);
                }
                for r in [result, result2].into_iter().flatten() {
                    self.forget(r.index());
                }
            }
            Statement::Print(parts, _) => {
                for p in parts {
                    if let PrintArg::Value(h) | PrintArg::Format(_, h) = p {
                        self.exprs(*h);
                    }
                }
            }
            Statement::Break | Statement::Continue | Statement::Exit(_) | Statement::Return | Statement::Fence(_) => {}
        }
    }

    fn branch(&mut self, cond: Handle<Expr>, accept: &Block, reject: &Block) {
        let m = self.m;
        self.exprs(cond);
        let (t, f) = self.cond(cond);
        // `if b: b = E` (an `and`) and `if not b: b = E` (an `or`): b's facts afterwards.
        let merge = match (&m.exprs[cond], accept.as_slice(), reject.is_empty()) {
            (Expr::Local(b), [(Statement::Assign { local, value }, _)], true) if b == local => Some((b.index(), *value, true)),
            (Expr::Unary { op: UnaryOp::Not, arg }, [(Statement::Assign { local, value }, _)], true) if matches!(m.exprs[*arg], Expr::Local(b) if b == *local) => {
                Some((local.index(), *value, false))
            }
            _ => None,
        };
        let saved = self.facts.clone();
        self.facts.extend(t.iter().copied());
        let merged = merge.map(|(_, value, _)| self.cond(value));
        self.block(accept);
        self.facts = saved.clone();
        self.facts.extend(f.iter().copied());
        self.block(reject);
        self.facts = saved;
        let (in_accept, in_reject) = (assigned(accept), assigned(reject));
        for l in in_accept.iter().chain(in_reject.iter()) {
            self.forget(*l);
        }
        if let (Some((b, _, and)), Some((et, ef))) = (merge, merged) {
            let keep = |v: Vec<Fact>| -> Vec<Fact> { v.into_iter().filter(|x| !x.mentions(b)).collect() };
            // For `if not b`, the condition's true facts are b's false ones.
            let facts = if and { (keep([t, et].concat()), Vec::new()) } else { (Vec::new(), keep([t, ef].concat())) };
            self.bools.insert(b, facts);
            return;
        }
        // When one branch always jumps away, the code after the `if` is reached through the
        // other: its condition holds there, except about the locals that branch assigns.
        let (goes_a, goes_r) = (diverts(accept), diverts(reject));
        let (facts, through) = match (goes_a, goes_r) {
            (true, false) => (f, in_reject),
            (false, true) => (t, in_accept),
            _ => return,
        };
        self.facts.extend(facts.into_iter().filter(|x| !through.iter().any(|l| x.mentions(*l))));
    }

    /// A local was assigned: nothing known about its old value holds any longer.
    fn forget(&mut self, l: usize) {
        self.facts.retain(|f| !f.mentions(l));
        self.bools.remove(&l);
        for (t, f) in self.bools.values_mut() {
            t.retain(|x| !x.mentions(l));
            f.retain(|x| !x.mentions(l));
        }
    }

    /// The facts a bool expression holds for when true and when false.
    fn cond(&self, e: Handle<Expr>) -> CondFacts {
        let m = self.m;
        match &m.exprs[e] {
            Expr::Compare { op, left, right } => {
                let (Some((x, a)), Some((y, b))) = (self.linear(*left), self.linear(*right)) else { return Default::default() };
                let rel = |op: CompareOp| -> Vec<Fact> {
                    match op {
                        CompareOp::Lt => vec![Fact::Le(x, y, b - a - 1)],
                        CompareOp::Le => vec![Fact::Le(x, y, b - a)],
                        CompareOp::Gt => vec![Fact::Le(y, x, a - b - 1)],
                        CompareOp::Ge => vec![Fact::Le(y, x, a - b)],
                        CompareOp::Eq => vec![Fact::Le(x, y, b - a), Fact::Le(y, x, a - b)],
                        CompareOp::Ne => vec![Fact::Ne(x, y, b - a)],
                    }
                };
                let negated = match op {
                    CompareOp::Lt => CompareOp::Ge,
                    CompareOp::Le => CompareOp::Gt,
                    CompareOp::Gt => CompareOp::Le,
                    CompareOp::Ge => CompareOp::Lt,
                    CompareOp::Eq => CompareOp::Ne,
                    CompareOp::Ne => CompareOp::Eq,
                };
                (rel(*op), rel(negated))
            }
            Expr::Local(b) => self.bools.get(&b.index()).cloned().unwrap_or_default(),
            Expr::Unary { op: UnaryOp::Not, arg } => {
                let (t, f) = self.cond(*arg);
                (f, t)
            }
            Expr::Binary { op: BinaryOp::BitAnd, left, right } if m.ty(e) == DType::Bool => {
                let ((t1, _), (t2, _)) = (self.cond(*left), self.cond(*right));
                ([t1, t2].concat(), Vec::new())
            }
            Expr::Binary { op: BinaryOp::BitOr, left, right } if m.ty(e) == DType::Bool => {
                let ((_, f1), (_, f2)) = (self.cond(*left), self.cond(*right));
                (Vec::new(), [f1, f2].concat())
            }
            _ => Default::default(),
        }
    }

    /// `e` as `atom + c` in exact integers, when it is one.
    fn linear(&self, e: Handle<Expr>) -> Option<(Atom, i128)> {
        let m = self.m;
        let r = &self.ranges;
        r.exact(m, e)?;
        match &m.exprs[e] {
            Expr::Literal(Literal::Int(v)) => Some((Atom::Zero, *v as i128)),
            Expr::Local(l) => Some(match (r.dim_alias[l.index()], r.tid_alias[l.index()]) {
                (Some((array, axis)), _) => (Atom::Dim(array, axis), 0),
                (_, Some(d)) => (Atom::Tid(d), 0),
                _ => (Atom::Local(l.index()), 0),
            }),
            Expr::Special(Special::ThreadIdx(a)) => Some((Atom::Tid(*a as u8), 0)),
            Expr::Dim { array, axis } if matches!(m.arrays[*array].kind, ArrayKind::Param(_)) => Some((Atom::Dim(array.index(), *axis), 0)),
            Expr::Cast { arg } if m.ty(*arg).is_integer() || m.ty(*arg) == DType::Bool => self.linear(*arg),
            Expr::Binary { op: BinaryOp::Add, left, right } => match (self.linear(*left)?, self.linear(*right)?) {
                ((x, a), (Atom::Zero, b)) | ((Atom::Zero, b), (x, a)) => Some((x, a + b)),
                _ => None,
            },
            Expr::Binary { op: BinaryOp::Sub, left, right } => match (self.linear(*left)?, self.linear(*right)?) {
                ((x, a), (Atom::Zero, b)) => Some((x, a - b)),
                _ => None,
            },
            _ => None,
        }
    }

    /// Every load inside an expression tree.
    fn exprs(&mut self, e: Handle<Expr>) {
        let m = self.m;
        m.for_each_load(e, &mut |array, index| self.check(array, index));
    }

    /// A store's or an atomic's element: the loads in its indices, then its own indices.
    fn access(&mut self, array: Handle<ArrayDecl>, index: &[Handle<Expr>]) {
        for h in index {
            self.exprs(*h);
        }
        self.check(array, index);
    }

    fn check(&mut self, array: Handle<ArrayDecl>, index: &[Handle<Expr>]) {
        for (axis, h) in index.iter().enumerate() {
            self.seen += 1;
            if self.in_range(array, axis, *h) {
                self.proven.insert(h.index());
                if self.loops > 0 {
                    self.in_loops.insert(h.index());
                }
            }
        }
    }

    /// Whether index `h` lies in `0..extent` of `array` along `axis`.
    fn in_range(&mut self, array: Handle<ArrayDecl>, axis: usize, h: Handle<Expr>) -> bool {
        let m = self.m;
        let decl = &m.arrays[array];
        let extent = match decl.kind {
            ArrayKind::Param(_) => (Atom::Dim(array.index(), axis as u8), 0),
            ArrayKind::Shared { dynamic: true } => (Atom::DynLen(array.index()), 0),
            _ => match decl.shape.get(axis) {
                Some(n) => (Atom::Zero, *n as i128),
                None => return false,
            },
        };
        // By the value's range alone (a `uint8` bin, a thread index into a large enough array).
        if let (Some(r), (Atom::Zero, n)) = (self.ranges.expr(m, h), extent) {
            if r.lo >= 0 && r.hi < n {
                return true;
            }
        }
        // x + c in 0..n + k: x >= -c, and x <= n + u with u <= k - 1 - c.
        let Some((x, c)) = self.linear(h) else { return self.halving_sum(h, extent) };
        let (n, k) = extent;
        if self.lower(x) < -c {
            return false;
        }
        if self.upper(x, n, 2).is_some_and(|u| u <= k - 1 - c) {
            return true;
        }
        // What a launch-uniform guard would need to prove it.
        match (x, n) {
            (Atom::Tid(d), Atom::Zero) if k - c >= 1 => self.wishes.push(Wish::BlockDim(d, (k - c).min(1024) as i64)),
            // tid + c <= blockDim - 1 + c <= len - 1.
            (Atom::Tid(d), Atom::DynLen(a)) if c - k <= 0 => self.wishes.push(Wish::BlockDimLeLen(d, a)),
            // A block has a thread, so blockDim <= len gives len >= 1.
            (Atom::Zero, Atom::DynLen(a)) if c - k <= 0 => self.wishes.push(Wish::BlockDimLeLen(0, a)),
            (_, Atom::Dim(a, ax)) => {
                for f in &self.facts {
                    if let Fact::Le(p, Atom::Dim(b, bx), u) = *f {
                        if p == x && (b, bx) != (a, ax) && u <= -1 - c {
                            self.wishes.push(Wish::DimLe((b, bx), (a, ax)));
                        }
                    }
                }
            }
            _ => {}
        }
        false
    }

    /// Whether `x + a + y + b` (index `h`, through casts that keep its value) lies in `0..n + k`
    /// (`extent`), where `y` halves from `blockDim[axis] // 2` (`Ranges::halves`) and `x <= y + u`
    /// holds here: then `x + y <= 2y + u <= blockDim + u`. Wishes for the guard that would say
    /// `blockDim` is small enough.
    fn halving_sum(&mut self, h: Handle<Expr>, extent: (Atom, i128)) -> bool {
        let m = self.m;
        if self.ranges.exact(m, h).is_none() {
            return false;
        }
        let sum = value_kept(m, h);
        let Expr::Binary { op: BinaryOp::Add, left, right } = m.exprs[sum] else { return false };
        if self.ranges.exact(m, sum).is_none() {
            return false;
        }
        for (l, r) in [(left, right), (right, left)] {
            let (Some((x, a)), Some((Atom::Local(y), b))) = (self.linear(l), self.linear(r)) else { continue };
            let Some(axis) = self.ranges.halves[y] else { continue };
            if x == Atom::Zero || self.lower(x) + a + self.lower(Atom::Local(y)) + b < 0 {
                continue;
            }
            let Some(u) = self.upper(x, Atom::Local(y), 1) else { continue };
            let (n, k) = extent;
            if self.upper(Atom::BlockDim(axis), n, 2).is_some_and(|v| v + u + a + b < k) {
                return true;
            }
            match n {
                Atom::Zero if k - 1 - (u + a + b) >= 1 => self.wishes.push(Wish::BlockDim(axis, (k - 1 - (u + a + b)).min(1024) as i64)),
                Atom::DynLen(arr) if u + a + b - k <= -1 => self.wishes.push(Wish::BlockDimLeLen(axis, arr)),
                _ => {}
            }
        }
        false
    }

    /// The least value atom `x` can have here.
    fn lower(&self, x: Atom) -> i128 {
        let mut lo = match x {
            Atom::Zero => 0,
            Atom::Local(l) => self.ranges.local[l].map_or(i128::MIN, |r| r.lo),
            Atom::Dim(..) | Atom::Tid(_) | Atom::DynLen(_) => 0,
            Atom::BlockDim(_) => 1,
        };
        for f in &self.facts {
            // 0 <= x + c, so x >= -c.
            if let Fact::Le(Atom::Zero, y, c) = f {
                if *y == x {
                    lo = lo.max(-c);
                }
            }
        }
        while self.facts.contains(&Fact::Ne(x, Atom::Zero, lo)) {
            lo += 1;
        }
        lo
    }

    /// The least `u` with `x <= n + u` known here, for the extent atom `n`: from the facts,
    /// chained through at most `depth` other atoms, and for a static extent from ranges.
    fn upper(&self, x: Atom, n: Atom, depth: u32) -> Option<i128> {
        let mut best: Option<i128> = None;
        let mut offer = |u: i128| best = Some(best.map_or(u, |b: i128| b.min(u)));
        if x == n {
            offer(0);
        }
        if let (Atom::Zero, Atom::Local(l)) = (n, x) {
            if let Some(r) = self.ranges.local[l] {
                offer(r.hi);
            }
        }
        if let (Atom::Zero, Atom::Tid(_)) = (n, x) {
            offer(1023);
        }
        if let (Atom::Zero, Atom::BlockDim(_)) = (n, x) {
            offer(1024);
        }
        // threadIdx <= blockDim - 1, always.
        if let Atom::Tid(d) = x {
            if n == Atom::BlockDim(d) {
                offer(-1);
            } else if depth > 0 {
                if let Some(u) = self.upper(Atom::BlockDim(d), n, depth - 1) {
                    offer(u - 1);
                }
            }
        }
        for f in &self.facts {
            if let Fact::Le(a, b, c) = *f {
                if a != x || b == x {
                    continue;
                }
                if b == n {
                    offer(c);
                } else if depth > 0 {
                    if let Some(u) = self.upper(b, n, depth - 1) {
                        offer(u + c);
                    }
                }
            }
        }
        let mut u = best?;
        while self.facts.contains(&Fact::Ne(x, n, u)) {
            u -= 1;
        }
        Some(u)
    }
}

/// Whether a block always leaves the code after it (its last statement jumps away).
fn diverts(b: &Block) -> bool {
    matches!(b.last(), Some((Statement::Break | Statement::Continue | Statement::Return | Statement::Exit(_), _)))
}
