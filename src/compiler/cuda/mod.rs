//! The CUDA C back end: a validated `ir::Module` → one CUDA C++ translation unit for NVRTC.
//!
//! The writer prints the IR's meaning (documented at the top of `ir.rs`) and nothing else: the
//! scalar rules C does not share with Python live in `cudalab.cuh` as small inline helpers, so the
//! generated code stays readable (one C statement per IR statement, Python's names, `#line`
//! directives pointing at the user's cell line). Every place that can fault (a checked index, an
//! integer division, an integer power) and every `print()` gets a *site* number; the device
//! reports a site and the host turns it back into a message through `CudaSource::sites`, with the
//! same text the simulator gives. This module must not touch a device or NVRTC (`gpu/` does).

mod facts;
pub use facts::MAX_DIM;
mod names;
pub use names::Namer;
mod versioning;
mod writer;

use crate::array::dtype::DType;
use crate::compiler::ir::{ArrayDecl, Handle, Module, PrintStyle, Span};
use crate::compiler::validate::ModuleInfo;

/// The runtime header every generated kernel includes, as NVRTC receives it.
pub const RUNTIME_HEADER: &str = include_str!("cudalab.cuh");
pub const RUNTIME_HEADER_NAME: &str = "cudalab.cuh";

/// The NVRTC option every generated unit is compiled with: no contraction of its own, the
/// writer spells out the IR's fused multiply-adds (`ir::Module::contraction`).
pub const NVRTC_OPTION: &str = "--fmad=false";

/// What can happen at a site, for the host to explain.
#[derive(Debug, Clone)]
pub enum SiteKind {
    /// An array access whose bounds check can fail.
    Index { array: Handle<ArrayDecl> },
    /// An index into a slice of an array (checked against the slice's length).
    ViewIndex { array: Handle<ArrayDecl>, broadcast: bool },
    /// An integer `//` or `%`.
    DivZero,
    /// An integer `**`.
    NegativePower,
    /// A `print()` or `printf`: its parts in order (text, or the type of a printed value).
    Print(Vec<PrintPart>, PrintStyle),
}

#[derive(Debug, Clone, PartialEq)]
pub enum PrintPart {
    Text(String),
    Value(DType),
    /// A `printf` conversion of a value of this type.
    Format(String, DType),
}

#[derive(Debug, Clone)]
pub struct Site {
    pub span: Span,
    pub kind: SiteKind,
}

/// A kernel as CUDA C: the source, its entry point and its sites (by number).
#[derive(Debug, Clone)]
pub struct CudaSource {
    pub entry: String,
    pub text: String,
    pub sites: Vec<Site>,
}

/// What a launch knows about its array arguments' memory, for the code it runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Arrays {
    /// Any may overlap another (the same buffer twice, views of one array).
    MayOverlap,
    /// No array the kernel writes overlaps another argument: the kernel takes every array's
    /// data a second time, as `__restrict__` pointer parameters after the others.
    Disjoint,
}

impl Arrays {
    pub fn index(self) -> usize {
        self as usize
    }
}

/// Write the CUDA C of a module. `ModuleInfo` is the proof that the module was validated. The
/// two variants have the same sites.
pub fn write(m: &Module, _validated: &ModuleInfo, arrays: Arrays) -> CudaSource {
    let mut text = String::new();
    let (entry, sites) = writer::Writer::new(m, &mut text, arrays).write_module();
    CudaSource { entry, text, sites }
}
