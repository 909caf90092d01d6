//! Device functions that Numba ships written in Python, shipped here in the kernel dialect and
//! compiled with the caller like a user's `@cuda.jit(device=True)` function.
//!
//! Owns the embedded sources (`xoroshiro128p.py` for `numba.cuda.random`) and the globals they
//! see. Must not know host values: the host's `numba.cuda.random` module only names these
//! functions, and the lowering asks `device_fn` for them by canonical path.

use crate::array::dtype::DType;
use crate::compiler::globals::{DeviceFn, GlobalValue, Globals};
use crate::lang::source::Source;
use ruff_python_ast as ast;
use std::collections::HashMap;
use std::rc::Rc;

/// The name every embedded source carries; the lowering keeps warnings out of these sources.
pub const SOURCE_PREFIX: &str = "<numba.cuda.";

const XOROSHIRO: &str = include_str!("xoroshiro128p.py");

/// The functions of one embedded source.
struct Library {
    functions: HashMap<String, Rc<DeviceFn>>,
}

type Defs = Rc<HashMap<String, (Rc<ast::StmtFunctionDef>, Rc<Source>)>>;

/// What an embedded function sees: Numba's scalar type names, `math`, and its sibling functions.
struct LibraryGlobals {
    defs: Defs,
}

impl Globals for LibraryGlobals {
    fn get(&self, name: &str) -> Option<GlobalValue> {
        if let Some(d) = ["int64", "uint32", "uint64", "float32", "float64"].contains(&name).then(|| DType::from_name(name)).flatten() {
            return Some(GlobalValue::DType(d));
        }
        if name == "math" {
            return Some(GlobalValue::Module("math".into()));
        }
        let (def, source) = self.defs.get(name)?;
        Some(GlobalValue::DeviceFn(Rc::new(DeviceFn {
            name: name.to_string(),
            def: def.clone(),
            source: source.clone(),
            globals: Rc::new(LibraryGlobals { defs: self.defs.clone() }),
        })))
    }
}

impl Library {
    fn parse(name: &str, text: &str) -> Library {
        let source = Rc::new(Source::new(format!("{SOURCE_PREFIX}{name}>"), text.to_string()));
        // The embedded text is part of cudalab: a parse failure is a build defect, caught by
        // `builtin_sources_parse` below before it can reach a user.
        let module = crate::lang::cell::parse(&source).expect("embedded device-function source parses");
        let defs: Defs = Rc::new(
            module
                .body
                .into_iter()
                .filter_map(|st| match st {
                    ast::Stmt::FunctionDef(f) => Some((f.name.to_string(), (Rc::new(f), source.clone()))),
                    _ => None,
                })
                .collect(),
        );
        let globals = Rc::new(LibraryGlobals { defs: defs.clone() });
        let functions = defs
            .iter()
            .map(|(n, (def, source))| (n.clone(), Rc::new(DeviceFn { name: n.clone(), def: def.clone(), source: source.clone(), globals: globals.clone() })))
            .collect();
        Library { functions }
    }
}

thread_local! {
    static RANDOM: Library = Library::parse("random", XOROSHIRO);
}

/// The public device functions of `numba.cuda.random`.
pub const RANDOM_FUNCTIONS: [&str; 5] =
    ["xoroshiro128p_uniform_float32", "xoroshiro128p_uniform_float64", "xoroshiro128p_normal_float32", "xoroshiro128p_normal_float64", "xoroshiro128p_next"];

/// A built-in device function by canonical module (`cuda.random`) and name.
pub fn device_fn(module: &str, name: &str) -> Option<Rc<DeviceFn>> {
    match module {
        "cuda.random" if RANDOM_FUNCTIONS.contains(&name) => RANDOM.with(|l| l.functions.get(name).cloned()),
        _ => None,
    }
}
