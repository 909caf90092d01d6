//! The kernel compiler: Python kernel source → typed IR, checked, ready for a back end.
//!
//! Stages are types: `lower::lower` turns a `KernelSource` and argument types into an
//! `ir::Module` (typing and lowering in one walk, repeated until variable types are stable, as
//! Numba's unification needs); `validate::validate` checks it and returns the `ModuleInfo` that
//! every back end requires, so no back end can see an unchecked module. `dump` prints the IR for
//! golden tests. This module must not evaluate host code or touch a device: globals arrive
//! through the `Globals` trait, frozen at compile time.

pub mod builtin;
pub mod cfront;
pub mod cuda;
pub mod dump;
pub mod globals;
pub mod ir;
pub mod lower;
pub mod printf_spec;
pub mod ptx;
pub mod types;
pub mod validate;

pub use globals::{DeviceFn, GlobalValue, Globals};
pub use lower::{lower, Compiled, KernelSource, Warning};
pub use validate::{validate, ModuleInfo};

use crate::compiler::ir::Span;

/// What kind of Python exception a compile error becomes in the cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ErrorKind {
    /// Numba's `TypingError`: the program is Python, but not typable as a kernel.
    Typing,
    /// A Python construct outside the kernel dialect (`NotImplementedError` naming it).
    Unsupported,
    /// A name that is neither local, parameter nor global.
    Name,
}

#[derive(Debug, Clone, thiserror::Error)]
#[error("{message}")]
pub struct CompileError {
    pub kind: ErrorKind,
    pub message: String,
    pub hint: Option<String>,
    pub span: Span,
}

impl CompileError {
    pub fn typing(span: Span, message: impl Into<String>) -> CompileError {
        CompileError { kind: ErrorKind::Typing, message: message.into(), hint: None, span }
    }
    pub fn unsupported(span: Span, message: impl Into<String>) -> CompileError {
        CompileError { kind: ErrorKind::Unsupported, message: message.into(), hint: None, span }
    }
    pub fn with_hint(mut self, hint: impl Into<String>) -> CompileError {
        self.hint = Some(hint.into());
        self
    }

    /// The message as the cell shows it: what went wrong, where (file, line, the line, a caret
    /// under the construct), and the hint.
    pub fn render(&self, sources: &[std::rc::Rc<crate::lang::source::Source>], kernel: &str) -> String {
        let mut out = self.message.clone();
        if let Some(src) = sources.get(self.span.source as usize) {
            let (line, col) = src.line_col(self.span.start);
            let (end_line, end_col) = src.line_col(self.span.end.max(self.span.start));
            let text = src.line_text(line);
            let width = if end_line == line { end_col.saturating_sub(col).max(1) } else { text.chars().count().saturating_sub(col).max(1) };
            out.push_str(&format!("\n\nFile \"{}\", line {line}, in {kernel}:\n    {}\n    {}{}", src.name, text, " ".repeat(col), "^".repeat(width)));
        }
        if let Some(h) = &self.hint {
            out.push_str(&format!("\nhint: {h}"));
        }
        out
    }
}

/// The fault of a ufunc operand whose length along an axis is neither the output's nor 1
/// (`Expr::ViewIndex` with `broadcast`). Both back ends word it alike.
pub fn broadcast_message(array: &str, axis: u8, len: i64, out: i64) -> String {
    format!("operands could not be broadcast together: '{array}' has {len} elements along axis {axis} where the output has {out}")
}
