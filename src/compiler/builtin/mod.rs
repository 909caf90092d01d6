//! The builtin registry: every function and value a kernel may name without defining it, each
//! declared once with its canonical path, its typing rule and a one-line doc.
//!
//! Paths are canonical (`compiler::globals::canonical_path`): `math.sqrt`, `np.sqrt` (for
//! `numpy.sqrt`), `libdevice.sqrtf` (for `numba.cuda.libdevice.sqrtf`), `cuda.syncthreads`,
//! `cuda.atomic.add`, `cuda.threadIdx.x`, `builtins.len`. A `Rule` says how arguments are typed
//! and what the call lowers to; the lowering (`lower/calls.rs`) implements each rule once, and
//! the IR's meaning of what it lowers to (`MathFn`, `Atomic`, `Barrier`…) is documented in
//! `ir.rs`. The host derives its kernel-only stubs (`numba.cuda.syncthreads` called on the host,
//! `numba.cuda.libdevice`, completion) from `in_module`.
//!
//! Files: `python.rs` (Python builtins), `math.rs` (`math` and `libdevice`), `numpy.rs` (NumPy
//! scalar functions and constants), `cuda_api.rs` (`cuda.*` intrinsics, index registers, array
//! declarations), `atomics.rs` (`cuda.atomic.*`), `embedded.rs` (device functions Numba writes in
//! Python, such as `numba.cuda.random`). Must not know host values.

mod atomics;
mod cuda_api;
pub mod embedded;
mod math;
mod numpy;
mod python;

pub use embedded::{device_fn, RANDOM_FUNCTIONS, SOURCE_PREFIX};

use crate::array::dtype::DType;
use crate::compiler::ir::{AtomicOp, BarrierKind, BinaryOp, CompareOp, FenceScope, MathFn, Special, WarpOp};
use std::collections::HashMap;
use std::sync::OnceLock;

/// One builtin: where it lives, how it is typed and lowered, and what it does.
#[derive(Debug)]
pub struct Builtin {
    /// The canonical path (see the module doc).
    pub path: &'static str,
    pub rule: Rule,
    /// The call form shown by completion and in messages: `sqrt(x)`.
    pub sig: &'static str,
    pub doc: &'static str,
}

impl Builtin {
    /// The last component of the path: `sqrt` for `math.sqrt`.
    pub fn name(&self) -> &'static str {
        self.path.rsplit('.').next().unwrap_or(self.path)
    }

    /// The module part of the path: `cuda.atomic` for `cuda.atomic.add`.
    pub fn module(&self) -> &'static str {
        self.path.rsplit_once('.').map_or("", |(m, _)| m)
    }

    /// Whether the builtin is a function (as opposed to a value such as `cuda.threadIdx.x`).
    pub fn is_callable(&self) -> bool {
        !matches!(self.rule, Rule::Special(_) | Rule::Constant(_))
    }
}

/// The float type a math function computes in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Precision {
    /// The arguments' common type, integers as float64 (`math`, NumPy).
    Args,
    /// Fixed by the name, arguments converted (libdevice: `sqrtf` float32, `sqrt` float64).
    Fixed(DType),
}

/// How a builtin's arguments are typed and what it lowers to.
#[derive(Debug, Clone, Copy)]
pub enum Rule {
    /// A float function of 1 or 2 arguments, computed in `Precision`.
    Float { fun: MathFn, arity: u8, precision: Precision },
    /// `floor`/`ceil`/`trunc`: `to_int` (Python's `math`) returns int64 and passes an integer
    /// argument through; NumPy's and libdevice's keep the float type.
    Rounding { fun: MathFn, to_int: bool, precision: Precision },
    /// `isnan`/`isinf`/`isfinite`: bool; an integer argument gives a constant.
    Classify(MathFn),
    /// Fused multiply-add of three arguments; `Args` promotes from float32 upwards.
    Fma(Precision),
    /// Absolute value: floats by `Fabs`, integers by `IAbs`; `promote` (Python's `abs`) widens
    /// the integer as arithmetic does, NumPy keeps its type.
    Abs { promote: bool },
    /// `min`/`max` (`variadic`: Python's, 2 to 16 arguments) and `np.minimum`/`maximum`/`fmin`/`fmax`.
    /// `min`/`max` (variadic: Python's builtins) and NumPy's two-input ufuncs, which compute
    /// floats with `float` (NaN rules of their own).
    MinMax { op: BinaryOp, variadic: bool, float: Option<crate::compiler::ir::MathFn> },
    /// NumPy's arithmetic ufuncs (`np.add`…): NumPy's loop for the operands' types (their
    /// common type; `true_divide` of integers in float64), not Python's operator typing.
    Arith(BinaryOp),
    /// NumPy's comparison ufuncs (`np.less`…): bool, the operands in their common type.
    Compare(CompareOp),
    /// `np.logical_and/or/xor` (`Some(op)`) and `np.logical_not` (`None`) of truth values: bool.
    Logical(Option<BinaryOp>),
    /// `np.invert`/`np.bitwise_not`: `~x` of an integer or bool, in its type.
    Invert,
    /// `np.degrees`/`np.radians` (and `rad2deg`/`deg2rad`): `x * factor` in x's float type.
    Scale(f64),
    /// Integer bit functions (`popc`, `clz`, `ffs`: int32; `brev`: the argument's type).
    Bits(MathFn),
    /// Python's `round(x)`: round half to even, int64.
    PyRound,
    /// Python's `pow(a, b)`: the `**` operator.
    PyPow,
    /// `int()`, `float()`, `bool()`: a conversion with C semantics.
    Convert(DType),
    /// `len()` of an array (its first dimension) or a tuple.
    Len,
    /// `print(...)` of strings and numbers.
    Print,
    /// `range()`: only as a for loop's iterable (the loop lowering reads it before calls do).
    Range,
    /// `cuda.grid(ndim)` / `cuda.gridsize(ndim)`.
    Grid { size: bool },
    /// `cuda.syncthreads()` and its predicate forms; `GridGroup.sync()`.
    Barrier(BarrierKind),
    /// `complex(re=0, im=0)`: complex128.
    Complex,
    /// A `cmath` function, by its name (`lower/complex.rs`).
    Cmath,
    /// `cuda.cg.this_grid()`: the grid group, a compile-time value whose only method is `sync`.
    ThisGrid,
    /// A warp-level operation (`cuda.shfl_down_sync`…, `lower/warp.rs`).
    Warp(WarpOp),
    /// `cuda.lanemask_lt()`: `(1 << laneid) - 1` as uint32.
    LanemaskLt,
    /// `cuda.threadfence*()`.
    Fence(FenceScope),
    /// `cuda.shared.array`, `cuda.local.array`, `cuda.const.array_like`.
    ArrayDecl(ArrayDeclKind),
    /// `cuda.atomic.*`: `Indexed` is `(array, index, value)`, `Cas` is `(array, index, old, value)`,
    /// `CompareAndSwap` is `(array, old, value)` on element 0.
    Atomic { op: AtomicOp, form: AtomicForm },
    /// A per-thread register read as an attribute (`cuda.threadIdx.x`, `cuda.laneid`).
    Special(Special),
    /// A float64 constant (`math.pi`, `np.inf`).
    Constant(f64),
    /// A device function Numba ships in Python (`embedded.rs`), compiled with the caller.
    Embedded,
    /// Named by Numba but not built yet: an error with this hint, never a silent fallback.
    NotYet(&'static str),
    /// Refused in kernels by Numba's CUDA target too: an error with this hint.
    Refused(&'static str),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ArrayDeclKind {
    Shared,
    Local,
    ConstLike,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AtomicForm {
    Indexed,
    Cas,
    CompareAndSwap,
}

/// Every table, in the order `in_module` lists them.
fn tables() -> [&'static [Builtin]; 10] {
    [
        python::TABLE,
        math::CMATH,
        cuda_api::INDEX.as_flattened(),
        math::MATH,
        math::LIBDEVICE_FLOAT.as_flattened(),
        math::LIBDEVICE_OTHER.as_flattened(),
        math::LIBDEVICE_BITS,
        numpy::TABLE,
        cuda_api::TABLE,
        atomics::TABLE,
    ]
}

fn index() -> &'static HashMap<&'static str, &'static Builtin> {
    static INDEX: OnceLock<HashMap<&'static str, &'static Builtin>> = OnceLock::new();
    INDEX.get_or_init(|| tables().into_iter().flatten().map(|b| (b.path, b)).collect())
}

/// The builtin at a canonical path.
pub fn lookup(path: &str) -> Option<&'static Builtin> {
    index().get(path).copied()
}

/// The builtins directly in a module (`cuda` gives `cuda.grid`…, not `cuda.atomic.add`), in
/// declaration order.
pub fn in_module(module: &str) -> impl Iterator<Item = &'static Builtin> + '_ {
    tables().into_iter().flatten().filter(move |b| b.module() == module)
}

/// The submodules of a module that hold builtins (`cuda` gives `atomic`, `shared`, `threadIdx`…).
pub fn submodules(module: &str) -> Vec<&'static str> {
    let mut out: Vec<&'static str> = Vec::new();
    for b in tables().into_iter().flatten() {
        if let Some(rest) = b.module().strip_prefix(module).and_then(|r| r.strip_prefix('.')) {
            if !rest.contains('.') && !out.contains(&rest) {
                out.push(rest);
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_are_unique_and_documented() {
        let mut seen = std::collections::HashSet::new();
        for b in tables().into_iter().flatten() {
            assert!(seen.insert(b.path), "{} declared twice", b.path);
            assert!(!b.doc.is_empty() && !b.sig.is_empty(), "{} needs a signature and a doc", b.path);
            if let Rule::Float { arity, .. } = b.rule {
                assert!(arity == 1 || arity == 2, "{}", b.path);
            }
        }
        assert!(lookup("math.sqrt").is_some() && lookup("libdevice.sqrtf").is_some() && lookup("cuda.atomic.add").is_some());
        assert!(lookup("math.arcsin").is_none(), "math has no arcsin: NumPy's names stay in np");
        assert_eq!(submodules("cuda"), ["threadIdx", "blockIdx", "blockDim", "gridDim", "cg", "shared", "local", "const", "random", "atomic"]);
    }

    #[test]
    fn embedded_sources_parse() {
        for b in tables().into_iter().flatten().filter(|b| matches!(b.rule, Rule::Embedded)) {
            assert!(device_fn(b.module(), b.name()).is_some(), "{}", b.path);
        }
        assert_eq!(in_module("cuda.random").count(), RANDOM_FUNCTIONS.len());
    }
}
