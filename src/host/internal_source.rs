//! Python that cudalab writes for itself and runs with this interpreter: the methods `@dataclass`
//! and `namedtuple` generate, as CPython's own modules generate them with `exec`. The code runs in
//! an environment the caller prepares (the values the generated code refers to), and its
//! functions carry a source named like CPython's (`<string>`), so a traceback through a generated
//! `__init__` reads as CPython's does. Must not run user text: only strings built from checked
//! identifiers and cudalab's own templates reach it.

/// The source name of cudalab's own Python modules: their frames stay out of tracebacks (the
/// error a student reads names their line, not the line inside cudalab's `pycuda` or `cupy`).
pub const INTERNAL: &str = "<cudalab>";
use crate::host::env::Env;
use crate::host::value::Value;
use crate::host::{raise, Interp, R};
use crate::lang::cell;
use crate::lang::source::Source;
use std::rc::Rc;

/// A fresh top-level namespace for generated code, holding `names`.
pub fn namespace(names: Vec<(&str, crate::host::value::Value)>) -> Rc<Env> {
    let env = Env::global();
    for (k, v) in names {
        env.vars_mut().insert(Rc::from(k), v);
    }
    env
}

/// A Python identifier (what a field or type name must be before it is spliced into code).
pub fn is_identifier(s: &str) -> bool {
    let mut chars = s.chars();
    matches!(chars.next(), Some(c) if c == '_' || c.is_alphabetic()) && chars.all(|c| c == '_' || c.is_alphanumeric())
}

impl Interp {
    /// A module written in Python by cudalab (`heapq`, `bisect`): its public names.
    pub fn module_from_source(&mut self, name: &str, doc: &'static str, code: &str) -> R<Rc<crate::host::value::Module>> {
        let env = namespace(Vec::new());
        self.exec_internal(code, &env)?;
        let m = crate::host::modules::new_module(name, doc);
        for (k, v) in env.vars().iter() {
            // Its classes belong to this module (`<class 'fractions.Fraction'>`), not __main__.
            if let Value::Type(t) = v {
                if let Some(cd) = &t.class {
                    if crate::host::classes::module_of(t) == "__main__" {
                        cd.namespace_mut().insert(Rc::from("__module__"), Value::str(name));
                    }
                }
            }
            if !k.starts_with('_') {
                m.attrs.borrow_mut().insert(k.clone(), v.clone());
            }
        }
        Ok(m)
    }

    /// Run generated `code` at the top level of `env`, as if it were a module of its own.
    pub fn exec_internal(&mut self, code: &str, env: &Rc<Env>) -> R<()> {
        let source = Rc::new(Source::new(INTERNAL, code));
        let parsed = cell::parse(&source).map_err(|d| raise("SystemError", format!("cudalab generated code that does not parse: {}", d.message)))?;
        // Top level of its own module: definitions get bare qualnames, as CPython's exec gives.
        let depth = std::mem::replace(&mut self.depth, 0);
        self.push_frame_info(Rc::from("<module>"), source);
        self.push_env(env.clone());
        let r = self.exec_block(&parsed.body);
        self.pop_env();
        self.pop_frame_info();
        self.depth = depth;
        r
    }
}
