//! Globals as the compiler sees them: values frozen when a kernel is compiled.
//!
//! Numba reads a kernel's globals once, at compile time: numbers and tuples become constants,
//! arrays become constant memory, modules and functions resolve to the builtins they name, and
//! device functions are compiled with the caller. Device arrays are the exception: Numba
//! captures them by reference, so the kernel reads and writes the array itself; the compiler
//! makes each one a hidden trailing parameter and hands the host's opaque handle back in
//! `Compiled::captures` for the launch to pass. The host implements `Globals` over its
//! namespace; this module only defines the vocabulary and must not know host values.

use crate::array::dtype::DType;
use crate::array::hostarray::HostArray;
use crate::lang::source::Source;
use ruff_python_ast as ast;
use std::rc::Rc;

#[derive(Clone)]
pub enum GlobalValue {
    None,
    Bool(bool),
    Int(i64),
    Float(f64),
    /// A NumPy scalar (`np.float32(0.5)`, `np.int32(3)`): a constant of its own dtype, as Numba
    /// types it, not promoted to int64/float64.
    TypedInt(i64, DType),
    TypedFloat(f64, DType),
    Str(String),
    Tuple(Vec<GlobalValue>),
    /// A module by its dotted name (`numba.cuda`, `math`, `numpy`).
    Module(String),
    /// A builtin function by its dotted path (`math.sqrt`, `numba.cuda.libdevice.sqrt`).
    Function(String),
    /// A scalar type: `np.float32`, `numba.float32`, `numba.types.int32`.
    DType(DType),
    Array(HostArray),
    /// A device array, captured by reference.
    DeviceArray(Capture),
    DeviceFn(Rc<DeviceFn>),
    /// Anything else, by its type name (for the error message).
    Other(String),
    /// A value the kernel may not use, with the whole message (Numba's words where it has them).
    Refused(String),
}

/// A device array a kernel uses from its globals: its type, an identity (the same array reached
/// through two names or two device functions is one parameter), and the host's handle to it,
/// which the compiler never looks into.
#[derive(Clone)]
pub struct Capture {
    pub ty: crate::compiler::types::ArrayTy,
    pub identity: usize,
    pub handle: Rc<dyn std::any::Any>,
}

/// A `@cuda.jit(device=True)` function: its syntax and the globals it sees.
pub struct DeviceFn {
    pub name: String,
    pub def: Rc<ast::StmtFunctionDef>,
    pub source: Rc<Source>,
    pub globals: Rc<dyn Globals>,
}

pub trait Globals {
    fn get(&self, name: &str) -> Option<GlobalValue>;
}

/// No globals at all (tests, golden files use their own table).
pub struct NoGlobals;

impl Globals for NoGlobals {
    fn get(&self, _name: &str) -> Option<GlobalValue> {
        None
    }
}

/// The canonical builtin path of a dotted module or function name: `numba.cuda.x` and `cuda.x`
/// are the same thing, `numpy` is `np`, `numba.cuda.libdevice` is `libdevice`.
pub fn canonical_path(dotted: &str) -> String {
    let p = dotted.strip_prefix("numba.cuda.libdevice").map(|r| format!("libdevice{r}"));
    if let Some(p) = p {
        return p;
    }
    if let Some(r) = dotted.strip_prefix("numba.cuda.random") {
        return format!("cuda.random{r}");
    }
    if let Some(r) = dotted.strip_prefix("numba.cuda") {
        return format!("cuda{r}");
    }
    if let Some(r) = dotted.strip_prefix("numpy") {
        return format!("np{r}");
    }
    if let Some(r) = dotted.strip_prefix("numba.types") {
        return format!("numba{r}");
    }
    dotted.to_string()
}
