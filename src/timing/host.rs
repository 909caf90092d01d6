//! The one way timing reaches the interpreter whose code it measures: [`Host`]. The magics
//! parse the measured code ([`Code`]), ask the host to run it (N times), to wait for the GPU
//! work it queued, and to show their text and tables; they read the back end and its recording
//! through the run-time layer. Must not name the interpreter's types.

use crate::lang::diagnostic::Diagnostic;
use crate::lang::source::Source;
use crate::mime::MimeBundle;
use crate::runtime::backend::{Backend, GpuCell};
use crate::runtime::RuntimeError;
use ruff_python_ast::ModModule;
use std::rc::Rc;

/// Code to measure, parsed once: tracebacks point into `source`.
pub struct Code {
    pub source: Rc<Source>,
    pub module: ModModule,
}

impl Code {
    /// Parse; a syntax error is the host's SyntaxError before anything is measured.
    pub fn parse<H: Host + ?Sized>(host: &H, source: Rc<Source>) -> Result<Code, H::Error> {
        let module = crate::lang::cell::parse(&source).map_err(|d| host.syntax_error(d))?;
        Ok(Code { source, module })
    }
}

pub trait Host {
    /// The host's error (a Python exception).
    type Error: From<RuntimeError>;
    /// A value of the host's language (what `%time x` shows).
    type Value;
    /// The back end (its kind, GPU session and the recording timing reads).
    fn backend(&mut self) -> &mut Backend;
    /// Run `code` once as a cell runs it: the value of a last expression statement when
    /// `want_value`, else `None`.
    fn run(&mut self, code: &Code, want_value: bool) -> Result<Option<Self::Value>, Self::Error>;
    /// Wait for the GPU work queued on `gpu`, showing its kernel output and raising its faults.
    fn synchronize(&mut self, gpu: &Rc<GpuCell>) -> Result<(), Self::Error>;
    /// An interrupt or the memory limit, as the host reports them.
    fn check_interrupt(&mut self) -> Result<(), Self::Error>;
    fn stdout(&mut self, text: &str);
    fn stderr(&mut self, text: &str);
    fn display(&mut self, bundle: MimeBundle);
    fn syntax_error(&self, d: Diagnostic) -> Self::Error;
    /// A long measurement's progress line: started, renamed, ended (the host shows it after
    /// about a second, if it can).
    fn progress_begin(&mut self, _label: &str) {}
    fn progress_set(&mut self, _label: &str) {}
    fn progress_end(&mut self) {}
}
