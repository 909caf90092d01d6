//! Kernels that cudalab writes in the dialect around a user's function: the loops of
//! `@vectorize` and `@guvectorize`, the tree of `cuda.reduce`. They go through the one kernel
//! compiler, so they run on both back ends with the same checks as a user's kernel.
//!
//! Owns turning the user's function (a `def`, or a `lambda` made into one without moving its
//! spans, so errors still point at the user's line) into a device function, and the globals a
//! synthesized kernel sees: named values first, then the user's namespace. Must not run kernels.

use super::kernel::{compile_error, HostGlobals};
use crate::compiler::globals::{DeviceFn, GlobalValue, Globals};
use crate::compiler::ir::Options;
use crate::compiler::types::Ty;
use crate::compiler::{self, Compiled, KernelSource};
use crate::host::value::{Function, FunctionBody};
use crate::host::{raise, R};
use crate::lang::source::Source;
use ruff_python_ast as ast;
use std::collections::HashMap;
use std::rc::Rc;

/// The user's function as a device function the synthesized kernel calls.
pub fn device_fn(func: &Rc<Function>) -> Rc<DeviceFn> {
    let def = match &func.body {
        FunctionBody::Def(d) => d.clone(),
        FunctionBody::Lambda(l) => {
            let body_range = ruff_text_size::Ranged::range(&*l.body);
            let ret = ast::Stmt::Return(ast::StmtReturn { node_index: Default::default(), range: body_range, value: Some(l.body.clone()) });
            Rc::new(ast::StmtFunctionDef {
                node_index: Default::default(),
                range: l.range,
                is_async: false,
                decorator_list: Default::default(),
                name: ast::Identifier::new(func.name.to_string(), l.range),
                type_params: None,
                parameters: l.parameters.clone().unwrap_or_default(),
                returns: None,
                body: std::iter::once(ret).collect(),
            })
        }
    };
    Rc::new(DeviceFn { name: func.name.to_string(), def, source: func.source.clone(), globals: Rc::new(HostGlobals::new(func.env.clone())) })
}

/// What a synthesized kernel sees: its own names (the user's function, dtypes, constants),
/// then `cuda`.
pub struct SynthGlobals {
    pub names: HashMap<String, GlobalValue>,
}

impl SynthGlobals {
    pub fn new(body: Rc<DeviceFn>) -> SynthGlobals {
        SynthGlobals::bare().with("__body", GlobalValue::DeviceFn(body))
    }
    /// Only `cuda`: for kernels with no user function inside.
    pub fn bare() -> SynthGlobals {
        let mut names = HashMap::new();
        names.insert("cuda".to_string(), GlobalValue::Module("numba.cuda".into()));
        SynthGlobals { names }
    }
    pub fn with(mut self, name: &str, v: GlobalValue) -> SynthGlobals {
        self.names.insert(name.to_string(), v);
        self
    }
}

impl Globals for SynthGlobals {
    fn get(&self, name: &str) -> Option<GlobalValue> {
        self.names.get(name).cloned()
    }
}

/// Lower a kernel written here (`text`: one `def` named `label`) for these argument types.
/// Errors name the user's source too, so a typing error in their function shows their line.
pub fn lower(label: &str, text: &str, tys: &[Ty], globals: SynthGlobals, user: &Rc<Function>) -> R<Compiled> {
    lower_with(label, text, tys, globals, Some(&user.source), &user.name, Options::default())
}

/// Lower a kernel written entirely here (no user function inside: CuPy's operations).
pub fn lower_own(label: &str, text: &str, tys: &[Ty], globals: SynthGlobals, name: &str, options: Options) -> R<Compiled> {
    lower_with(label, text, tys, globals, None, name, options)
}

fn lower_with(label: &str, text: &str, tys: &[Ty], globals: SynthGlobals, user: Option<&Rc<Source>>, name: &str, options: Options) -> R<Compiled> {
    let source = Rc::new(Source::new(format!("<{label}>"), text.to_string()));
    let module = crate::lang::cell::parse(&source).map_err(|d| raise("RuntimeError", format!("internal error writing the {label} kernel: {}", d.message)))?;
    let def = module
        .body
        .into_iter()
        .find_map(|st| match st {
            ast::Stmt::FunctionDef(f) => Some(Rc::new(f)),
            _ => None,
        })
        .ok_or_else(|| raise("RuntimeError", format!("internal error: no {label} kernel")))?;
    let ksrc = KernelSource { name: name.to_string(), def, source, globals: Rc::new(globals) };
    let mut sources = vec![ksrc.source.clone()];
    sources.extend(user.cloned());
    compiler::lower(&ksrc, tys, options).map_err(|e| compile_error(&e, &sources, name))
}
