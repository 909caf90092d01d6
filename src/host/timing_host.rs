//! The interpreter as the timing magics see it (`timing::host::Host`): run measured code as a
//! cell runs it, wait for the GPU through the CUDA bindings (which show kernel output and raise
//! faults), and write to the cell. Also turns `%timeit -o`'s report into its Python object.

use crate::host::modules::cuda::gpu_launch;
use crate::host::value::Value;
use crate::host::{raise, Ctrl, Interp, R};
use crate::lang::diagnostic::Diagnostic;
use crate::mime::MimeBundle;
use crate::runtime::backend::{Backend, GpuCell};
use crate::timing::host::{Code, Host};
use std::rc::Rc;

impl Host for Interp {
    type Error = Ctrl;
    type Value = Value;

    fn backend(&mut self) -> &mut Backend {
        &mut self.backend
    }

    fn run(&mut self, code: &Code, want_value: bool) -> R<Option<Value>> {
        let saved = std::mem::replace(&mut self.frame_sources, vec![code.source.clone()]);
        let body = &code.module.body;
        let r = match body.split_last() {
            Some((ruff_python_ast::Stmt::Expr(e), init)) if want_value => self.exec_block(init).and_then(|_| self.eval(&e.value)).map(Some),
            _ => self.exec_block(body).map(|_| None),
        };
        self.frame_sources = saved;
        // A last expression whose value is None shows nothing, as in a cell.
        r.map(|v| v.filter(|v| !matches!(v, Value::None)))
    }

    fn synchronize(&mut self, gpu: &Rc<GpuCell>) -> R<()> {
        gpu_launch::synchronize(self, gpu)
    }

    fn check_interrupt(&mut self) -> R<()> {
        Interp::check_interrupt(self)
    }

    fn stdout(&mut self, text: &str) {
        self.write_stdout(text);
    }

    fn stderr(&mut self, text: &str) {
        self.out.write(crate::host::output::Stream::Stderr, text);
    }

    fn display(&mut self, bundle: MimeBundle) {
        self.out.display(bundle, None, false);
    }

    fn syntax_error(&self, d: Diagnostic) -> Ctrl {
        raise(&d.ename, d.message)
    }

    fn progress_begin(&mut self, label: &str) {
        self.progress.begin(&mut *self.out, label);
    }

    fn progress_set(&mut self, label: &str) {
        self.progress.set(label);
    }

    fn progress_end(&mut self) {
        self.progress.end(&mut *self.out);
    }
}

/// `%timeit`'s value: the `TimeitResult` object with `-o`, else None.
pub fn timeit_value(report: crate::timing::timeit::Report, return_result: bool) -> Value {
    if return_result {
        Value::Native(Rc::new(crate::host::timeit_result::TimeitResult(report)))
    } else {
        Value::None
    }
}
