//! `contextlib`: `contextmanager` (a generator function made into a `with` manager, with
//! CPython's `_GeneratorContextManager` rules for what the generator may do), `suppress`,
//! `nullcontext` and `closing`. The generator protocol itself lives in `host::generator`.

use crate::host::generator::{Resume, Step};
use crate::host::iter::IterState;
use crate::host::modules::{add_fn, new_module};
use crate::host::native::NativeObject;
use crate::host::value::{Args, Module, Value};
use crate::host::{raise, Ctrl, Interp, R};
use std::any::Any;
use std::rc::Rc;

pub fn module() -> Rc<Module> {
    let m = new_module("contextlib", "Utilities for with-statement contexts, as far as cudalab provides them.");
    add_fn(
        &m,
        "contextmanager",
        contextmanager,
        "contextmanager(func)",
        "@contextmanager decorator: a generator function that yields once becomes a with-statement context manager.",
    );
    add_fn(&m, "suppress", suppress, "suppress(*exceptions)", "Context manager to suppress the given exceptions.");
    add_fn(&m, "nullcontext", nullcontext, "nullcontext(enter_result=None)", "Context manager that does nothing; `as` gets enter_result.");
    add_fn(&m, "closing", closing, "closing(thing)", "Context manager that calls thing.close() on exit.");
    m
}

fn contextmanager(interp: &mut Interp, args: Args) -> R<Value> {
    if args.pos.len() != 1 || !args.kw.is_empty() {
        return Err(raise("TypeError", format!("contextmanager() takes 1 positional argument but {} were given", args.pos.len())));
    }
    let func = args.pos[0].clone();
    let name = match interp.getattr(&func, "__name__") {
        Ok(Value::Str(s)) => s.to_string(),
        _ => "<function>".into(),
    };
    Ok(Value::Native(Rc::new(ManagerFactory { func, name })))
}

/// What `@contextmanager` returns: calling it calls the generator function and wraps the generator.
struct ManagerFactory {
    func: Value,
    name: String,
}

impl NativeObject for ManagerFactory {
    fn type_name(&self) -> &str {
        "function"
    }
    fn repr(&self) -> String {
        format!("<function {} at {:p}>", self.name, self as *const Self)
    }
    fn getattr(&self, interp: &mut Interp, name: &str) -> R<Option<Value>> {
        match name {
            "__wrapped__" => Ok(Some(self.func.clone())),
            "__name__" | "__qualname__" | "__doc__" => interp.getattr(&self.func, name).map(Some),
            _ => Ok(None),
        }
    }
    fn call(&self, interp: &mut Interp, args: Args) -> R<Value> {
        let gen = interp.call(&self.func, args)?;
        Ok(Value::Native(Rc::new(GeneratorManager { gen })))
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

struct GeneratorManager {
    gen: Value,
}

impl GeneratorManager {
    fn step(&self, interp: &mut Interp, input: Resume) -> R<Step> {
        match &self.gen {
            Value::Iterator(cell) if matches!(&*cell.borrow(), IterState::GenFn(_) | IterState::Running(_)) => interp.gen_resume_shared(cell, input),
            other => match input {
                Resume::Send(_) => {
                    let tn = interp.type_name(other);
                    let mut it = match other {
                        Value::Iterator(_) => interp.iter(other)?,
                        _ => return Err(raise("TypeError", format!("'{tn}' object is not an iterator"))),
                    };
                    Ok(match interp.next(&mut it)? {
                        Some(v) => Step::Yielded(v),
                        None => Step::Returned(Value::None),
                    })
                }
                Resume::Throw(e) => Err(Ctrl::Raise(e)),
            },
        }
    }
}

impl NativeObject for GeneratorManager {
    fn type_name(&self) -> &str {
        "_GeneratorContextManager"
    }
    fn repr(&self) -> String {
        format!("<contextlib._GeneratorContextManager object at {:p}>", self as *const Self)
    }
    fn call_method(&self, interp: &mut Interp, name: &str, args: Args) -> R<Option<Value>> {
        match name {
            "__enter__" => match self.step(interp, Resume::Send(Value::None))? {
                Step::Yielded(v) => Ok(Some(v)),
                Step::Returned(_) => Err(raise("RuntimeError", "generator didn't yield")),
            },
            "__exit__" => {
                let exc = args.pos.get(1).cloned().unwrap_or(Value::None);
                let Value::Exception(e) = exc else {
                    return match self.step(interp, Resume::Send(Value::None))? {
                        Step::Yielded(_) => Err(raise("RuntimeError", "generator didn't stop")),
                        Step::Returned(_) => Ok(Some(Value::Bool(false))),
                    };
                };
                match self.step(interp, Resume::Throw(e.clone())) {
                    Ok(Step::Yielded(_)) => Err(raise("RuntimeError", "generator didn't stop after throw()")),
                    // The generator caught it and finished: the exception is suppressed.
                    Ok(Step::Returned(_)) => Ok(Some(Value::Bool(true))),
                    // The same exception coming back out means "not suppressed": the `with` re-raises it.
                    Err(Ctrl::Raise(x)) if Rc::ptr_eq(&x, &e) => Ok(Some(Value::Bool(false))),
                    Err(other) => Err(other),
                }
            }
            _ => Ok(None),
        }
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

fn suppress(_interp: &mut Interp, args: Args) -> R<Value> {
    if !args.kw.is_empty() {
        return Err(raise("TypeError", "suppress() takes no keyword arguments"));
    }
    Ok(Value::Native(Rc::new(Suppress { kinds: Value::tuple(args.pos) })))
}

struct Suppress {
    kinds: Value,
}

impl NativeObject for Suppress {
    fn type_name(&self) -> &str {
        "suppress"
    }
    fn repr(&self) -> String {
        format!("<contextlib.suppress object at {:p}>", self as *const Self)
    }
    fn call_method(&self, interp: &mut Interp, name: &str, args: Args) -> R<Option<Value>> {
        match name {
            "__enter__" => Ok(Some(Value::None)),
            "__exit__" => match args.pos.get(1) {
                Some(Value::Exception(e)) => Ok(Some(Value::Bool(interp.exception_matches(e, &self.kinds)?))),
                _ => Ok(Some(Value::Bool(false))),
            },
            _ => Ok(None),
        }
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

fn nullcontext(_interp: &mut Interp, mut args: Args) -> R<Value> {
    let v = args.take_kw("enter_result").or_else(|| args.pos.first().cloned()).unwrap_or(Value::None);
    Ok(Value::Native(Rc::new(Holder { kind: "nullcontext", value: v })))
}

fn closing(_interp: &mut Interp, args: Args) -> R<Value> {
    let Some(thing) = args.pos.first().cloned() else {
        return Err(raise("TypeError", "closing.__init__() missing 1 required positional argument: 'thing'"));
    };
    Ok(Value::Native(Rc::new(Holder { kind: "closing", value: thing })))
}

/// `nullcontext(x)` and `closing(x)`: both hand `x` to `as`; `closing` calls `x.close()` on exit.
struct Holder {
    kind: &'static str,
    value: Value,
}

impl NativeObject for Holder {
    fn type_name(&self) -> &str {
        self.kind
    }
    fn repr(&self) -> String {
        format!("<contextlib.{} object at {:p}>", self.kind, self as *const Self)
    }
    fn call_method(&self, interp: &mut Interp, name: &str, _args: Args) -> R<Option<Value>> {
        match name {
            "__enter__" => Ok(Some(self.value.clone())),
            "__exit__" => {
                if self.kind == "closing" {
                    interp.call_method(&self.value, "close", Args::default())?;
                }
                Ok(Some(Value::Bool(false)))
            }
            _ => Ok(None),
        }
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}
