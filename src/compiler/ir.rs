//! The typed kernel IR: what the simulator executes and the CUDA C writer prints.
//!
//! One `Module` is one kernel specialization (one argument-type tuple). Device functions are
//! inlined by the lowering, so a module has a single body. Everything lives in arenas indexed
//! by `Handle<T>` (a `u32`), as in naga.
//!
//! # Values and types
//!
//! - Expressions are scalar: every `Expr` has a `DType` in `Module::expr_types` (bool, int8…int64,
//!   uint8…uint64, float32, float64). Arrays are not values: they are `ArrayDecl`s (kernel
//!   parameters, shared, local and constant arrays) that expressions and statements name.
//!   Tuples exist only in the front end; the lowering flattens them into scalars.
//! - Scalars are exact: integer arithmetic wraps at the type's width (two's complement), float32
//!   arithmetic rounds to float32 after every operation, casts follow C (`float → int` truncates
//!   toward zero and saturates, NaN becomes 0).
//! - Operators are typed: both operands of `Binary` and `Compare` have the same type, which is the
//!   result type of `Binary` (`Shl`/`Shr` too). The lowering inserts `Cast`s; the validator checks.
//!   `TrueDiv` is float-only. `FloorDiv` and `Mod` follow Python (floor, sign of the divisor); an
//!   integer `FloorDiv` or `Mod` by zero is a fault. `Div` and `Rem` are C's (truncation; integer
//!   only; by zero a fault too). `Pow` of integers needs a non-negative exponent
//!   (a negative one is a fault in the simulator).
//!
//! - On the GPU, a float `Mul` that is an operand of a float `Add` or `Sub` is fused with it
//!   into one fused multiply-add (one rounding), as NVCC contracts `a * b + c`; the left operand
//!   is fused when both are products (`Module::contraction`). Both GPU writers (CUDA C, compiled
//!   with contraction otherwise off, and PTX) apply exactly this rule, so the two agree bit for
//!   bit. The simulator rounds every operation, as Numba's simulator does.
//!
//! # Evaluation order
//!
//! - Side effects happen only in statements. An expression is evaluated when the statement that
//!   uses it runs; each expression handle has exactly one user (the IR is a forest), so nothing is
//!   evaluated twice and nothing is cached across statements.
//! - A statement evaluates its operand trees depth-first, left to right (array, then indices, then
//!   value), then performs its effect. `Load` reads memory when it is evaluated.
//! - Threads of a warp run in lockstep, one statement at a time: all active threads evaluate a
//!   statement's operands before any of them performs its effect. So `a[0] = a[0] + 1` run by 32
//!   threads reads 32 times, then writes 32 times (the lost update a GPU shows). Atomics are the
//!   exception: each thread's read-modify-write is indivisible, in lane order.
//! - Array indices are int64. A negative index wraps once (`a[-1]` is the last element) before the
//!   bounds check, except under `Options::c_indexing` (raw C kernels), where it is out of bounds; when `Module::bounds_check` is set, an index still outside `0..shape[axis]` is a
//!   fault naming the array, axis, index and shape.
//! - Slices (`a[1:]`, `a[:, j]`) are not arrays of their own: the lowering turns an index into a
//!   slice into a declaration index, `start + ViewIndex(i, len) * step`. `ViewIndex` applies the
//!   same rules against the slice's length: a negative index wraps once by `len`, and with bounds
//!   checks one still outside `0..len` is a fault naming the sliced array and axis. (A ufunc on
//!   arrays in a kernel uses its `broadcast` form to check an operand's length against the
//!   output's.)
//!
//! # Control flow
//!
//! Structured only: `If`, `Loop { body, continuing }` (runs `body`, then `continuing`, forever;
//! `Break` leaves the innermost loop, `Continue` jumps to its `continuing`), `Block { id, body }`
//! with `Exit(id)` jumping to the end of the enclosing block of that id (how an inlined device
//! function returns), and `Return`, which ends the thread. `Barrier` waits until every thread of
//! the block reaches the same barrier statement; reaching different barriers, or exiting while
//! others wait, is barrier divergence.

use crate::array::dtype::DType;
use crate::array::hostarray::HostArray;
use crate::compiler::types::ArrayTy;
use crate::lang::source::Source;
use std::marker::PhantomData;
use std::rc::Rc;

pub struct Handle<T> {
    index: u32,
    marker: PhantomData<fn() -> T>,
}

impl<T> Handle<T> {
    pub fn new(index: usize) -> Self {
        Handle { index: index as u32, marker: PhantomData }
    }
    pub fn index(self) -> usize {
        self.index as usize
    }
}
impl<T> Clone for Handle<T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> Copy for Handle<T> {}
impl<T> PartialEq for Handle<T> {
    fn eq(&self, o: &Self) -> bool {
        self.index == o.index
    }
}
impl<T> Eq for Handle<T> {}
impl<T> std::hash::Hash for Handle<T> {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        self.index.hash(h)
    }
}
impl<T> std::fmt::Debug for Handle<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        write!(f, "#{}", self.index)
    }
}

pub struct Arena<T> {
    items: Vec<T>,
}

impl<T> Default for Arena<T> {
    fn default() -> Self {
        Arena { items: Vec::new() }
    }
}

impl<T> Arena<T> {
    pub fn append(&mut self, item: T) -> Handle<T> {
        self.items.push(item);
        Handle::new(self.items.len() - 1)
    }
    pub fn len(&self) -> usize {
        self.items.len()
    }
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }
    pub fn iter(&self) -> impl Iterator<Item = (Handle<T>, &T)> {
        self.items.iter().enumerate().map(|(i, t)| (Handle::new(i), t))
    }
    pub fn get(&self, h: Handle<T>) -> Option<&T> {
        self.items.get(h.index())
    }
    pub fn get_mut(&mut self, h: Handle<T>) -> &mut T {
        &mut self.items[h.index()]
    }
    /// Drop the items appended after the first `len` (a trial lowering's, never referenced).
    pub fn truncate(&mut self, len: usize) {
        self.items.truncate(len);
    }
}

impl<T> std::ops::Index<Handle<T>> for Arena<T> {
    type Output = T;
    fn index(&self, h: Handle<T>) -> &T {
        &self.items[h.index()]
    }
}

/// Where a statement came from: a byte range in one of the module's sources (a kernel can
/// inline device functions defined in other cells).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Span {
    pub source: u16,
    pub start: u32,
    pub end: u32,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Axis {
    X,
    Y,
    Z,
}

impl Axis {
    pub fn name(self) -> &'static str {
        match self {
            Axis::X => "x",
            Axis::Y => "y",
            Axis::Z => "z",
        }
    }
    pub fn all() -> [Axis; 3] {
        [Axis::X, Axis::Y, Axis::Z]
    }
}

/// Per-thread hardware registers (all int32, as Numba types them).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Special {
    ThreadIdx(Axis),
    BlockIdx(Axis),
    BlockDim(Axis),
    GridDim(Axis),
    LaneId,
    WarpSize,
}

#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Literal {
    Bool(bool),
    /// An integer of any integer type, as its two's-complement bits sign- or zero-extended.
    Int(i64),
    Float(f64),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UnaryOp {
    Neg,
    Not,
    BitNot,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BinaryOp {
    Add,
    Sub,
    Mul,
    TrueDiv,
    FloorDiv,
    Mod,
    Pow,
    BitAnd,
    BitOr,
    BitXor,
    Shl,
    Shr,
    Min,
    Max,
    /// C's integer `/` and `%` (raw CUDA C kernels): the quotient truncated toward zero, the
    /// remainder with the dividend's sign. Integer-only; by zero is a fault, as `FloorDiv` is.
    Div,
    Rem,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CompareOp {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

/// Math functions with a fixed meaning on both back ends. Float functions take and return the
/// expression's float type; the rest say so.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MathFn {
    Sqrt,
    Rsqrt,
    Cbrt,
    Exp,
    Exp2,
    Expm1,
    Log,
    Log2,
    Log10,
    Log1p,
    Sin,
    Cos,
    Tan,
    Asin,
    Acos,
    Atan,
    Sinh,
    Cosh,
    Tanh,
    Asinh,
    Acosh,
    Atanh,
    Erf,
    Erfc,
    Gamma,
    Lgamma,
    Floor,
    Ceil,
    Trunc,
    /// Round half to even (Python's `round`), result in the float type.
    Round,
    Fabs,
    Atan2,
    Hypot,
    Pow,
    /// A float base to an int64 power, by repeated squaring in the base's type (Numba's
    /// `int_power`: a negative exponent gives 1 / base**-exponent).
    Powi,
    Fmod,
    Copysign,
    /// NumPy's `maximum`/`minimum` of floats: a NaN in either operand is the result.
    Maximum,
    Minimum,
    /// C's `fmax`/`fmin` (NumPy's `fmax`/`fmin`): a NaN operand is ignored.
    Fmax,
    Fmin,
    Fma,
    /// Result bool.
    IsNan,
    IsInf,
    IsFinite,
    /// Integer bit functions: result int32 (popc/clz/ffs) or the argument type (brev).
    Popc,
    Clz,
    Ffs,
    Brev,
    /// Integer absolute value (wrapping).
    IAbs,
}

impl MathFn {
    pub fn name(self) -> &'static str {
        use MathFn::*;
        match self {
            Sqrt => "sqrt",
            Rsqrt => "rsqrt",
            Cbrt => "cbrt",
            Exp => "exp",
            Exp2 => "exp2",
            Expm1 => "expm1",
            Log => "log",
            Log2 => "log2",
            Log10 => "log10",
            Log1p => "log1p",
            Sin => "sin",
            Cos => "cos",
            Tan => "tan",
            Asin => "asin",
            Acos => "acos",
            Atan => "atan",
            Sinh => "sinh",
            Cosh => "cosh",
            Tanh => "tanh",
            Asinh => "asinh",
            Acosh => "acosh",
            Atanh => "atanh",
            Erf => "erf",
            Erfc => "erfc",
            Gamma => "tgamma",
            Lgamma => "lgamma",
            Floor => "floor",
            Ceil => "ceil",
            Trunc => "trunc",
            Round => "rint",
            Fabs => "fabs",
            Atan2 => "atan2",
            Hypot => "hypot",
            Pow => "pow",
            Powi => "powi",
            Fmod => "fmod",
            Copysign => "copysign",
            Maximum => "maximum",
            Minimum => "minimum",
            Fmax => "fmax",
            Fmin => "fmin",
            Fma => "fma",
            IsNan => "isnan",
            IsInf => "isinf",
            IsFinite => "isfinite",
            Popc => "popc",
            Clz => "clz",
            Ffs => "ffs",
            Brev => "brev",
            IAbs => "abs",
        }
    }
}

#[derive(Debug, Clone, PartialEq)]
pub enum Expr {
    Literal(Literal),
    /// The current value of a local variable.
    Local(Handle<Local>),
    Special(Special),
    /// `array.shape[axis]`, int64.
    Dim {
        array: Handle<ArrayDecl>,
        axis: u8,
    },
    /// An index into a slice of `array` along its axis `axis`, whose length is `len` (int64):
    /// wrapped and checked against `len` (see the evaluation rules), int64.
    ViewIndex {
        array: Handle<ArrayDecl>,
        axis: u8,
        index: Handle<Expr>,
        len: Handle<Expr>,
        /// Not a slice: `index` is the length of operand `array` along its axis `axis` in an
        /// element-wise operation whose output has `len` elements there. It must be `len` or 1
        /// (NumPy's broadcasting); otherwise (checks on) a fault says the operands could not be
        /// broadcast together. The value is `index`.
        broadcast: bool,
    },
    /// Read one element; one int64 index per dimension.
    Load {
        array: Handle<ArrayDecl>,
        index: Vec<Handle<Expr>>,
    },
    Unary {
        op: UnaryOp,
        arg: Handle<Expr>,
    },
    Binary {
        op: BinaryOp,
        left: Handle<Expr>,
        right: Handle<Expr>,
    },
    Compare {
        op: CompareOp,
        left: Handle<Expr>,
        right: Handle<Expr>,
    },
    Cast {
        arg: Handle<Expr>,
    },
    Math {
        fun: MathFn,
        args: Vec<Handle<Expr>>,
    },
}

/// A scalar local variable (function-wide, declared once, as in C).
#[derive(Debug, Clone, PartialEq)]
pub struct Local {
    pub name: String,
    pub ty: DType,
}

#[derive(Debug, Clone)]
pub enum ArrayKind {
    /// The kernel's `n`th argument.
    Param(u32),
    /// `cuda.shared.array(shape, dtype)`; a static shape, or dynamic (shape 0) sized by the launch.
    Shared { dynamic: bool },
    /// `cuda.local.array(shape, dtype)`: one copy per thread.
    Local,
    /// `cuda.const.array_like(a)` or a global array: the data, frozen at compile time.
    Const(HostArray),
}

#[derive(Debug, Clone)]
pub struct ArrayDecl {
    pub name: String,
    pub ty: ArrayTy,
    pub kind: ArrayKind,
    /// Static shape (shared, local, const); empty for parameters and dynamic shared arrays.
    pub shape: Vec<usize>,
}

impl ArrayDecl {
    pub fn elements(&self) -> usize {
        self.shape.iter().product()
    }
    pub fn bytes(&self) -> usize {
        self.elements() * self.ty.dtype.itemsize()
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AtomicOp {
    Add,
    Sub,
    Max,
    Min,
    NanMax,
    NanMin,
    And,
    Or,
    Xor,
    Inc,
    Dec,
    Exch,
    Cas,
}

impl AtomicOp {
    pub fn name(self) -> &'static str {
        use AtomicOp::*;
        match self {
            Add => "add",
            Sub => "sub",
            Max => "max",
            Min => "min",
            NanMax => "nanmax",
            NanMin => "nanmin",
            And => "and_",
            Or => "or_",
            Xor => "xor",
            Inc => "inc",
            Dec => "dec",
            Exch => "exch",
            Cas => "cas",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BarrierKind {
    /// `cuda.syncthreads()`
    Sync,
    /// `syncthreads_count(p)`: int32 count of threads whose predicate is true.
    Count,
    /// `syncthreads_and(p)` / `syncthreads_or(p)`: int32 0 or 1.
    And,
    Or,
    /// `cuda.cg.this_grid().sync()`: every thread of every block of the grid (a cooperative
    /// launch, all blocks resident at once), with device-wide memory ordering.
    Grid,
}

/// Warp-level operations (`cuda.shfl_*_sync`, the `*_sync` votes, `match_*_sync`,
/// `activemask`, `syncwarp`). Every lane executing the statement evaluates its operands, then
/// each lane's result is computed from the others' operands (see `Statement::Warp`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WarpOp {
    /// `shfl_sync(mask, value, src)`: lane `src & 31`'s value.
    ShflIdx,
    /// `shfl_up_sync(mask, value, delta)`: lane `lane - (delta & 31)`'s, or its own below 0.
    ShflUp,
    /// `shfl_down_sync(mask, value, delta)`: lane `lane + (delta & 31)`'s, or its own past 31.
    ShflDown,
    /// `shfl_xor_sync(mask, value, m)`: lane `lane ^ (m & 31)`'s.
    ShflXor,
    /// Votes over the lanes of `mask` that run it: bool results, `Ballot` an int32 bit mask.
    All,
    Any,
    Eq,
    Ballot,
    /// `match_any_sync(mask, value)`: int32 mask of the lanes whose value has the same bits.
    MatchAny,
    /// `match_all_sync(mask, value)`: (int32 mask if all values are equal else 0, bool).
    MatchAll,
    /// `activemask()`: uint32 mask of the lanes running it.
    ActiveMask,
    /// `syncwarp(mask)`: the lanes of `mask` meet (no result).
    Sync,
}

impl WarpOp {
    pub fn name(self) -> &'static str {
        match self {
            WarpOp::ShflIdx => "shfl_sync",
            WarpOp::ShflUp => "shfl_up_sync",
            WarpOp::ShflDown => "shfl_down_sync",
            WarpOp::ShflXor => "shfl_xor_sync",
            WarpOp::All => "all_sync",
            WarpOp::Any => "any_sync",
            WarpOp::Eq => "eq_sync",
            WarpOp::Ballot => "ballot_sync",
            WarpOp::MatchAny => "match_any_sync",
            WarpOp::MatchAll => "match_all_sync",
            WarpOp::ActiveMask => "activemask",
            WarpOp::Sync => "syncwarp",
        }
    }
    pub fn is_shuffle(self) -> bool {
        matches!(self, WarpOp::ShflIdx | WarpOp::ShflUp | WarpOp::ShflDown | WarpOp::ShflXor)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FenceScope {
    Block,
    Device,
    System,
}

#[derive(Debug, Clone, PartialEq)]
pub enum PrintArg {
    Text(String),
    Value(Handle<Expr>),
    /// A C `printf` conversion (`%5.2f`, `%lld`…) of a value, checked by the front end
    /// (`sim::printf` formats it).
    Format(String, Handle<Expr>),
}

impl PrintArg {
    pub fn value(&self) -> Option<Handle<Expr>> {
        match self {
            PrintArg::Text(_) => None,
            PrintArg::Value(h) | PrintArg::Format(_, h) => Some(*h),
        }
    }
}

/// How a print's pieces become text: Python's `print` (joined by spaces, then a newline) or
/// C's `printf` (concatenated as they are).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PrintStyle {
    Python,
    C,
}

pub type Block = Vec<(Statement, Span)>;

#[derive(Debug, Clone)]
pub enum Statement {
    Assign {
        local: Handle<Local>,
        value: Handle<Expr>,
    },
    Store {
        array: Handle<ArrayDecl>,
        index: Vec<Handle<Expr>>,
        value: Handle<Expr>,
    },
    /// Atomic read-modify-write of one element; `value` has the array's dtype. `compare` is the
    /// expected value of `Cas`. The old value goes to `result` when there is one.
    Atomic {
        op: AtomicOp,
        array: Handle<ArrayDecl>,
        index: Vec<Handle<Expr>>,
        value: Handle<Expr>,
        compare: Option<Handle<Expr>>,
        result: Option<Handle<Local>>,
    },
    If {
        cond: Handle<Expr>,
        accept: Block,
        reject: Block,
    },
    Loop {
        body: Block,
        continuing: Block,
    },
    Break,
    Continue,
    Block {
        id: u32,
        body: Block,
    },
    Exit(u32),
    Return,
    Barrier {
        kind: BarrierKind,
        predicate: Option<Handle<Expr>>,
        result: Option<Handle<Local>>,
    },
    Fence(FenceScope),
    /// A warp-level operation. `mask` (uint32) names the lanes taking part; every lane running
    /// the statement must be in its own mask, and a shuffle must read a lane that runs it too
    /// (otherwise the GPU's result is undefined: the simulator faults). `value` is the shuffled
    /// or matched value (int32/int64/float32/float64) or the vote's bool predicate; `arg` a
    /// shuffle's lane, delta or xor mask (int32). `result` takes the op's value (the value's
    /// type for shuffles, bool for all/any/eq, int32 for ballot/match, uint32 for activemask),
    /// `result2` match_all's bool.
    Warp {
        op: WarpOp,
        mask: Option<Handle<Expr>>,
        value: Option<Handle<Expr>>,
        arg: Option<Handle<Expr>>,
        result: Option<Handle<Local>>,
        result2: Option<Handle<Local>>,
    },
    /// Kernel `print()` (arguments separated by spaces, then a newline) or `printf` (the pieces
    /// as they are).
    Print(Vec<PrintArg>, PrintStyle),
}

/// `(±a) * b + (±c)` with one rounding: a float `Add`/`Sub` and its `Mul` operand, on the GPU.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Contraction {
    pub a: Handle<Expr>,
    pub b: Handle<Expr>,
    pub c: Handle<Expr>,
    pub negate_product: bool,
    pub negate_addend: bool,
}

/// Compile options that change meaning or checks.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Options {
    pub bounds_check: bool,
    pub fastmath: bool,
    pub debug: bool,
    /// C indexing (raw CUDA C kernels): a negative index is out of bounds, never wrapped.
    pub c_indexing: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options { bounds_check: true, fastmath: false, debug: false, c_indexing: false }
    }
}

pub struct Param {
    pub name: String,
    pub kind: ParamKind,
}

pub enum ParamKind {
    /// A scalar argument, copied into this local at entry.
    Scalar(Handle<Local>),
    Array(Handle<ArrayDecl>),
}

pub struct Module {
    pub name: String,
    pub params: Vec<Param>,
    pub locals: Arena<Local>,
    pub arrays: Arena<ArrayDecl>,
    pub exprs: Arena<Expr>,
    pub expr_types: Vec<DType>,
    pub body: Block,
    pub sources: Vec<Rc<Source>>,
    pub options: Options,
}

/// Every statement of `b`, nested blocks included, in order (each before its nested ones).
pub fn walk_statements(b: &[(Statement, Span)], f: &mut impl FnMut(&Statement)) {
    for (s, _) in b {
        f(s);
        match s {
            Statement::If { accept, reject, .. } => {
                walk_statements(accept, f);
                walk_statements(reject, f);
            }
            Statement::Loop { body, continuing } => {
                walk_statements(body, f);
                walk_statements(continuing, f);
            }
            Statement::Block { body, .. } => walk_statements(body, f),
            _ => {}
        }
    }
}

impl Module {
    /// An empty module: no parameters, no body yet.
    pub fn new(name: &str, source: Rc<Source>, options: Options) -> Module {
        Module {
            name: name.to_string(),
            params: Vec::new(),
            locals: Arena::default(),
            arrays: Arena::default(),
            exprs: Arena::default(),
            expr_types: Vec::new(),
            body: Vec::new(),
            sources: vec![source],
            options,
        }
    }

    /// Every statement of the body, nested blocks included, in order.
    pub fn for_each_statement(&self, f: &mut impl FnMut(&Statement)) {
        walk_statements(&self.body, f);
    }

    /// Every array read in the expression tree `e`, in evaluation order: a read inside another's
    /// index comes before it.
    pub fn for_each_load(&self, e: Handle<Expr>, f: &mut impl FnMut(Handle<ArrayDecl>, &[Handle<Expr>])) {
        match &self.exprs[e] {
            Expr::Load { array, index } => {
                for i in index {
                    self.for_each_load(*i, f);
                }
                f(*array, index);
            }
            Expr::ViewIndex { index, len, .. } => {
                self.for_each_load(*index, f);
                self.for_each_load(*len, f);
            }
            Expr::Unary { arg, .. } | Expr::Cast { arg } => self.for_each_load(*arg, f),
            Expr::Binary { left, right, .. } | Expr::Compare { left, right, .. } => {
                self.for_each_load(*left, f);
                self.for_each_load(*right, f);
            }
            Expr::Math { args, .. } => args.iter().for_each(|a| self.for_each_load(*a, f)),
            Expr::Literal(_) | Expr::Local(_) | Expr::Special(_) | Expr::Dim { .. } => {}
        }
    }

    /// Which arrays some statement writes (stores and atomics), by declaration index.
    pub fn written_arrays(&self) -> Vec<bool> {
        let mut out = vec![false; self.arrays.len()];
        self.for_each_statement(&mut |s| {
            if let Statement::Store { array, .. } | Statement::Atomic { array, .. } = s {
                out[array.index()] = true;
            }
        });
        out
    }

    /// Which arrays some expression loads from (atomics read too), by declaration index.
    pub fn read_arrays(&self) -> Vec<bool> {
        let mut out = vec![false; self.arrays.len()];
        for (_, e) in self.exprs.iter() {
            if let Expr::Load { array, .. } = e {
                out[array.index()] = true;
            }
        }
        self.for_each_statement(&mut |s| {
            if let Statement::Atomic { array, .. } = s {
                out[array.index()] = true;
            }
        });
        out
    }

    /// The GPU's fused multiply-add for float expression `e` (see the evaluation rules):
    /// `Add`/`Sub` with a `Mul` operand becomes `fma(a, b, c)`, with the product's first factor
    /// or the addend negated for a subtraction.
    pub fn contraction(&self, e: Handle<Expr>) -> Option<Contraction> {
        let Expr::Binary { op: op @ (BinaryOp::Add | BinaryOp::Sub), left, right } = self.exprs[e] else {
            return None;
        };
        if !self.ty(e).is_float() {
            return None;
        }
        let product = |h: Handle<Expr>| match self.exprs[h] {
            Expr::Binary { op: BinaryOp::Mul, left, right } => Some((left, right)),
            _ => None,
        };
        if let Some((a, b)) = product(left) {
            return Some(Contraction { a, b, c: right, negate_product: false, negate_addend: op == BinaryOp::Sub });
        }
        let (a, b) = product(right)?;
        Some(Contraction { a, b, c: left, negate_product: op == BinaryOp::Sub, negate_addend: false })
    }

    pub fn ty(&self, e: Handle<Expr>) -> DType {
        self.expr_types[e.index()]
    }
    /// 1-based line of a span in its source.
    pub fn line(&self, span: Span) -> usize {
        self.sources.get(span.source as usize).map(|s| s.line_col(span.start).0).unwrap_or(0)
    }
    pub fn source_name(&self, span: Span) -> &str {
        self.sources.get(span.source as usize).map(|s| s.name.as_str()).unwrap_or("<kernel>")
    }
    pub fn line_text(&self, span: Span) -> &str {
        let line = self.line(span);
        self.sources.get(span.source as usize).map(|s| s.line_text(line)).unwrap_or("")
    }
}
