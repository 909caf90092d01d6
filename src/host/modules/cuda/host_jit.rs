//! `numba.jit` / `numba.njit` (and `numba.prange`): a function compiled "for the CPU" in Numba.
//! cudalab keeps one definition for both of its uses: called from host code it runs in the
//! interpreter (with Python's semantics, which nopython mode keeps for the programs courses
//! write), and called from a kernel it is a device function, compiled into the kernel as
//! `@cuda.jit(device=True)` functions are (Numba allows both). This module owns the dispatcher
//! object and its options; compiling it for a kernel is `kernel::global_value`'s job.

use crate::host::native::NativeObject;
use crate::host::value::{Args, Function, FunctionBody, Value};
use crate::host::{raise, Interp, R};
use std::any::Any;
use std::rc::Rc;

/// The CPU target options Numba knows (its own list, in its order); cudalab accepts them all:
/// they change how Numba compiles for the CPU, not what the function means.
const OPTIONS: &[&str] = &[
    "_dbg_extend_lifetimes",
    "_dbg_optnone",
    "_nrt",
    "boundscheck",
    "debug",
    "error_model",
    "fastmath",
    "forceinline",
    "forceobj",
    "inline",
    "looplift",
    "no_cfunc_wrapper",
    "no_cpython_wrapper",
    "no_rewrites",
    "nogil",
    "nopython",
    "parallel",
];

/// Arguments of `numba.jit` itself rather than target options.
const DECORATOR_ARGS: &[&str] = &["signature_or_function", "locals", "cache", "pipeline_class", "target"];

/// A `numba.jit`-decorated function: Numba's `CPUDispatcher`.
pub struct HostJit {
    pub func: Rc<Function>,
    /// An option Numba does not know: Numba raises its KeyError at the first call, so do we.
    pub bad_option: Option<String>,
    /// Compiled eagerly for given signatures: Numba then disables compiling it again, so a kernel
    /// cannot call it ("using cpu function on device but its compilation is disabled").
    pub eager: bool,
}

impl HostJit {
    /// The function's definition, for compiling it into a kernel (a lambda has none).
    pub fn def(&self) -> Option<Rc<ruff_python_ast::StmtFunctionDef>> {
        match &self.func.body {
            FunctionBody::Def(d) => Some(d.clone()),
            _ => None,
        }
    }
}

impl NativeObject for HostJit {
    fn type_name(&self) -> &str {
        "CPUDispatcher"
    }
    fn repr(&self) -> String {
        format!("CPUDispatcher({})", crate::host::repr::repr(&Value::Function(self.func.clone())))
    }
    fn call(&self, interp: &mut Interp, args: Args) -> R<Value> {
        if let Some(m) = &self.bad_option {
            return Err(raise("KeyError", m.clone()));
        }
        interp.call_function(&self.func, args)
    }
    fn getattr(&self, _interp: &mut Interp, name: &str) -> R<Option<Value>> {
        Ok(Some(match name {
            "py_func" | "__wrapped__" => Value::Function(self.func.clone()),
            "__name__" => Value::str(&self.func.name),
            "__qualname__" => Value::str(&self.func.qualname),
            "__doc__" => self.func.doc.as_deref().map(Value::str).unwrap_or(Value::None),
            "__module__" => Value::str("__main__"),
            _ => return Ok(None),
        }))
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// `@numba.jit(...)` / `@njit(...)` before it has its function.
struct HostJitDecorator {
    bad_option: Option<String>,
    eager: bool,
}

impl NativeObject for HostJitDecorator {
    fn type_name(&self) -> &str {
        "function"
    }
    fn repr(&self) -> String {
        "<function _jit.<locals>.wrapper>".into()
    }
    fn call(&self, _interp: &mut Interp, args: Args) -> R<Value> {
        match args.pos.as_slice() {
            [Value::Function(f)] if args.kw.is_empty() => Ok(wrap(f.clone(), self.bad_option.clone(), self.eager)),
            _ => Err(raise("TypeError", "numba.jit(...) decorates a function")),
        }
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

fn wrap(f: Rc<Function>, bad_option: Option<String>, eager: bool) -> Value {
    Value::Native(Rc::new(HostJit { func: f, bad_option, eager }))
}

fn jit_common(interp: &mut Interp, mut args: Args, name: &str) -> R<Value> {
    let mut bad_option = None;
    for (k, v) in std::mem::take(&mut args.kw) {
        if &*k == "signature_or_function" {
            args.pos.insert(0, v);
            continue;
        }
        if !OPTIONS.contains(&&*k) && !DECORATOR_ARGS.contains(&&*k) {
            let known = OPTIONS.iter().map(|o| format!("'{o}'")).collect::<Vec<_>>().join(", ");
            bad_option = Some(format!("Unrecognized options: {{'{k}'}}. Known options are dict_keys([{known}])"));
        }
        if &*k == "forceobj" && interp.truthy(&v)? && name == "njit" {
            return Err(raise("ValueError", "Only nopython mode is available for njit: forceobj=True is not supported"));
        }
    }
    match args.pos.first() {
        Some(Value::Function(f)) if args.pos.len() == 1 => Ok(wrap(f.clone(), bad_option, false)),
        None | Some(Value::None) => Ok(Value::Native(Rc::new(HostJitDecorator { bad_option, eager: false }))),
        // Eager signatures (`@njit("float64(float64)")`, a list of them, Numba type objects):
        // checked now so a typo fails at the definition, then the function runs as written.
        Some(sig) if args.pos.len() == 1 => {
            let sig = sig.clone();
            let sigs = match &sig {
                Value::List(l) => l.borrow().clone(),
                _ => vec![sig],
            };
            for s in &sigs {
                super::nbtypes::signatures(s)?;
            }
            Ok(Value::Native(Rc::new(HostJitDecorator { bad_option, eager: true })))
        }
        _ => Err(raise("TypeError", format!("{name}() takes at most one positional argument (a function or a signature)"))),
    }
}

pub fn jit(interp: &mut Interp, args: Args) -> R<Value> {
    jit_common(interp, args, "jit")
}

pub fn njit(interp: &mut Interp, args: Args) -> R<Value> {
    jit_common(interp, args, "njit")
}

/// `numba.prange`: `range` on the host (numba-cuda refuses it in kernels, and so does the
/// compiler's builtin registry).
pub fn prange(interp: &mut Interp, args: Args) -> R<Value> {
    let range = interp.builtins.get("range").cloned().ok_or_else(|| raise("NameError", "name 'range' is not defined"))?;
    interp.call(&range, args)
}
