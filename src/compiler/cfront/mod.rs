//! The CUDA C front end: kernels written in CUDA C (a `%%cuda` cell, PyCUDA's `SourceModule`,
//! CuPy's `RawKernel`/`RawModule`/`ElementwiseKernel`) → the typed IR the dialect's kernels
//! use, so both back ends run them with the same checks and `printf` in the cell.
//!
//! Stages: `lex` (tokens with byte ranges in the cell) → `preprocess` (`#define`, `#if…`,
//! known `#include`s) → `parse` (the syntax tree of `ast`) → `lower` (+ `calls`: one
//! `__global__` function and the `__device__` functions it calls → `ir::Module`). Constructs
//! outside the classroom subset (templates, structs, inline PTX…) are errors naming the
//! construct and its line. Must not touch a device or evaluate host code.

pub mod ast;
mod calls;
pub mod lex;
pub mod lower;
pub mod options;
pub mod parse;
pub mod preprocess;
pub mod scan;

use crate::compiler::ir::{Options, Span};
use crate::compiler::types::{ArrayTy, Layout, Signature, Ty};
use crate::compiler::{CompileError, Compiled, ErrorKind};
use crate::lang::source::Source;
use std::rc::Rc;

pub use lower::{c_name, ParamTy};

/// A parsed CUDA C unit.
pub struct CProgram {
    pub source: Rc<Source>,
    pub unit: ast::TranslationUnit,
}

/// A `__global__` function as the host sees it.
#[derive(Debug, Clone)]
pub struct KernelInfo {
    pub name: String,
    pub params: Vec<(String, ParamTy)>,
    /// Declared `extern "C"` (its symbol is its name, as CuPy's `RawKernel` needs).
    pub extern_c: bool,
}

fn span(s: ast::Span) -> Span {
    Span { source: 0, start: s.start, end: s.end }
}

/// Parse a unit (with the `-D` macros of its compiler options); a syntax error or a construct
/// outside the subset is a `CompileError` at its place in the cell.
pub fn parse_program(source: Rc<Source>, defines: &[(String, String)]) -> Result<CProgram, CompileError> {
    match parse::parse(&source.text, defines) {
        Ok(unit) => Ok(CProgram { source, unit }),
        Err(parse::ParseError::Syntax { message, span: s }) => {
            Err(CompileError { kind: ErrorKind::Typing, message: format!("error: {message}"), hint: None, span: span(s) })
        }
        Err(parse::ParseError::Unsupported(u)) => {
            Err(CompileError::unsupported(span(u.span), format!("{}: not supported in CUDA C kernels on the simulator", u.what))
                .with_hint("on a GPU the source still goes to NVRTC as written; the simulator runs the subset of CUDA C that classroom kernels use"))
        }
    }
}

impl CProgram {
    /// The unit's kernels (defined `__global__` functions), in source order.
    pub fn kernels(&self) -> Vec<KernelInfo> {
        self.kernel_fns().filter_map(|f| lower::param_types(f).ok().map(|params| KernelInfo { name: f.name.clone(), params, extern_c: f.extern_c })).collect()
    }

    fn kernel_fns(&self) -> impl Iterator<Item = &ast::Function> {
        self.unit.items.iter().filter_map(|i| match i {
            ast::Item::Function(f) if f.kind == ast::FnKind::Kernel && f.body.is_some() => Some(f),
            _ => None,
        })
    }

    /// Lower one kernel (by name) for both back ends.
    pub fn lower(&self, name: &str, options: Options) -> Result<Compiled, CompileError> {
        let Some(f) = self.kernel_fns().find(|f| f.name == name) else {
            return Err(CompileError::typing(Span::default(), format!("no __global__ function named '{name}' in the module")));
        };
        let params = lower::param_types(f)?;
        let mut l = lower::Lowerer::new(&self.unit, name, self.source.clone(), options);
        l.kernel(f)?;
        let module = l.finish();
        let args = params
            .iter()
            .map(|(_, p)| match p {
                ParamTy::Scalar(d) => Ty::Scalar(*d),
                ParamTy::Pointer { elem, .. } => Ty::Array(ArrayTy { dtype: *elem, ndim: 1, layout: Layout::C }),
            })
            .collect();
        Ok(Compiled { module, signature: Signature { ret: Ty::None, args }, captures: Vec::new(), warnings: Vec::new(), variables: Vec::new() })
    }
}
