//! Builtin types and exception classes, and the exception objects raised through the interpreter.
//!
//! Owns the class hierarchy (`BaseException` → `Exception` → …) as `TypeObj`s built once per
//! engine thread, the traceback entries an exception collects while it unwinds, and helpers to
//! raise with CPython's messages. Must not format tracebacks for display (see `lang::diagnostic`).

use crate::host::value::{TypeKind, TypeObj, Value};
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

pub struct ExcObj {
    pub ty: Rc<TypeObj>,
    /// `e.args`; `BaseException.__init__` (reached through `super()`) replaces them.
    pub args: RefCell<Vec<Value>>,
    /// Attributes set on the exception (`self.code = code` in a subclass's `__init__`).
    pub attrs: RefCell<indexmap::IndexMap<Rc<str>, Value>>,
    pub traceback: RefCell<Vec<TbEntry>>,
    /// Extra lines shown under the message (hints such as "did you mean…").
    pub notes: RefCell<Vec<String>>,
    /// `__cause__` (`raise … from cause`), `__context__` (the exception being handled when
    /// this one was raised) and `__suppress_context__` (set by `from`, even `from None`).
    pub chain: RefCell<Chain>,
}

#[derive(Default, Clone)]
pub struct Chain {
    pub cause: Option<Rc<ExcObj>>,
    pub context: Option<Rc<ExcObj>>,
    pub suppress_context: bool,
}

impl ExcObj {
    /// Set `__context__` to the exception being handled, as CPython does when raising inside an
    /// `except` block: not to itself, and breaking any cycle the new link would close.
    pub fn set_context(self: &Rc<ExcObj>, handled: &Rc<ExcObj>) {
        if Rc::ptr_eq(self, handled) || self.chain.borrow().context.is_some() {
            return;
        }
        // Walk the handled exception's contexts; if this exception is among them, cut it out.
        let mut cur = handled.clone();
        for _ in 0..1000 {
            let next = cur.chain.borrow().context.clone();
            match next {
                Some(n) if Rc::ptr_eq(&n, self) => {
                    cur.chain.borrow_mut().context = None;
                    break;
                }
                Some(n) => cur = n,
                None => break,
            }
        }
        self.chain.borrow_mut().context = Some(handled.clone());
    }
}

#[derive(Clone, Debug)]
pub struct TbEntry {
    pub depth: usize,
    pub source: Rc<crate::lang::source::Source>,
    pub offset: u32,
    pub func: Rc<str>,
}

impl ExcObj {
    pub fn message(&self) -> String {
        if let Some(m) = crate::host::files::os_error_message(self) {
            return m;
        }
        let args = self.args.borrow();
        match args.len() {
            0 => String::new(),
            1 => {
                if self.is("KeyError") {
                    crate::host::repr::repr(&args[0])
                } else {
                    crate::host::repr::str_of(&args[0])
                }
            }
            _ => crate::host::repr::repr(&Value::tuple(args.clone())),
        }
    }
    pub fn type_name(&self) -> &str {
        &self.ty.name
    }
    pub fn is(&self, name: &str) -> bool {
        let mut t: Option<&TypeObj> = Some(&self.ty);
        while let Some(cur) = t {
            if cur.name.as_ref() == name {
                return true;
            }
            t = cur.base.as_deref();
        }
        false
    }
}

/// Every builtin class, by name. Exception classes are listed with their base.
const EXCEPTIONS: &[(&str, &str)] = &[
    ("BaseException", ""),
    ("SystemExit", "BaseException"),
    ("KeyboardInterrupt", "BaseException"),
    ("GeneratorExit", "BaseException"),
    ("Exception", "BaseException"),
    ("StopIteration", "Exception"),
    ("ArithmeticError", "Exception"),
    ("FloatingPointError", "ArithmeticError"),
    ("OverflowError", "ArithmeticError"),
    ("ZeroDivisionError", "ArithmeticError"),
    ("AssertionError", "Exception"),
    ("AttributeError", "Exception"),
    ("BufferError", "Exception"),
    ("EOFError", "Exception"),
    ("ImportError", "Exception"),
    ("ModuleNotFoundError", "ImportError"),
    ("LookupError", "Exception"),
    ("IndexError", "LookupError"),
    ("AxisError", "IndexError"),
    ("KeyError", "LookupError"),
    ("MemoryError", "Exception"),
    ("NameError", "Exception"),
    ("UnboundLocalError", "NameError"),
    ("OSError", "Exception"),
    ("FileNotFoundError", "OSError"),
    ("FileExistsError", "OSError"),
    ("IsADirectoryError", "OSError"),
    ("NotADirectoryError", "OSError"),
    ("PermissionError", "OSError"),
    ("TimeoutError", "OSError"),
    ("RuntimeError", "Exception"),
    ("NotImplementedError", "RuntimeError"),
    ("RecursionError", "RuntimeError"),
    ("SyntaxError", "Exception"),
    ("IndentationError", "SyntaxError"),
    ("TypeError", "Exception"),
    ("UFuncTypeError", "TypeError"),
    ("ValueError", "Exception"),
    ("UnicodeError", "ValueError"),
    ("UnicodeEncodeError", "UnicodeError"),
    ("UnicodeDecodeError", "UnicodeError"),
    ("Warning", "Exception"),
    ("UserWarning", "Warning"),
    ("DeprecationWarning", "Warning"),
    ("RuntimeWarning", "Warning"),
    ("FutureWarning", "Warning"),
    ("PendingDeprecationWarning", "Warning"),
    ("SyntaxWarning", "Warning"),
    ("ImportWarning", "Warning"),
    ("UnicodeWarning", "Warning"),
    ("BytesWarning", "Warning"),
    ("ResourceWarning", "Warning"),
    ("EncodingWarning", "Warning"),
    // cudalab's own, raised for constructs outside the dialect.
    ("UsageError", "Exception"),
    ("CompileError", "Exception"),
    // Numba's (`numba.core.errors`), not builtins: a kernel that cannot be typed or compiled,
    // and the warnings the compiler gives.
    ("NumbaError", "Exception"),
    ("TypingError", "NumbaError"),
    ("UnsupportedError", "NumbaError"),
    ("LoweringError", "NumbaError"),
    ("NumbaWarning", "Warning"),
    ("NumbaPerformanceWarning", "NumbaWarning"),
    ("NumbaDeprecationWarning", "NumbaWarning"),
    ("NumbaPendingDeprecationWarning", "NumbaWarning"),
    ("NumbaExperimentalFeatureWarning", "NumbaWarning"),
    ("NumbaInvalidConfigWarning", "NumbaWarning"),
    ("NumbaParallelSafetyWarning", "NumbaWarning"),
    ("NumbaTypeSafetyWarning", "NumbaWarning"),
    ("RaceWarning", "NumbaWarning"),
];

/// Classes in the table above that live in a module (`numba.core.errors`, `numpy.exceptions`,
/// cudalab's magics), not among the builtins.
pub const NOT_BUILTINS: &[&str] = &[
    "AxisError",
    "UFuncTypeError",
    "UsageError",
    "CompileError",
    "NumbaError",
    "TypingError",
    "UnsupportedError",
    "LoweringError",
    "NumbaWarning",
    "NumbaPerformanceWarning",
    "NumbaDeprecationWarning",
    "NumbaPendingDeprecationWarning",
    "NumbaExperimentalFeatureWarning",
    "NumbaInvalidConfigWarning",
    "NumbaParallelSafetyWarning",
    "NumbaTypeSafetyWarning",
    "RaceWarning",
];

/// The names `numba.core.errors` exports.
pub const NUMBA_ERRORS: &[&str] = &[
    "NumbaError",
    "TypingError",
    "UnsupportedError",
    "LoweringError",
    "NumbaWarning",
    "NumbaPerformanceWarning",
    "NumbaDeprecationWarning",
    "NumbaPendingDeprecationWarning",
    "NumbaExperimentalFeatureWarning",
    "NumbaInvalidConfigWarning",
    "NumbaParallelSafetyWarning",
    "NumbaTypeSafetyWarning",
];

const BUILTIN_TYPES: &[(&str, TypeKind)] = &[
    ("object", TypeKind::Object),
    ("NoneType", TypeKind::NoneType),
    ("int", TypeKind::Int),
    ("bool", TypeKind::Bool),
    ("float", TypeKind::Float),
    ("complex", TypeKind::Complex),
    ("str", TypeKind::Str),
    ("bytes", TypeKind::Bytes),
    ("bytearray", TypeKind::Bytes),
    ("list", TypeKind::List),
    ("tuple", TypeKind::Tuple),
    ("dict", TypeKind::Dict),
    ("set", TypeKind::Set),
    ("frozenset", TypeKind::FrozenSet),
    ("range", TypeKind::Range),
    ("slice", TypeKind::Slice),
    ("function", TypeKind::Function),
    ("builtin_function_or_method", TypeKind::BuiltinFunction),
    ("module", TypeKind::Module),
    ("type", TypeKind::Type),
    ("iterator", TypeKind::Iterator),
];

pub struct Types {
    by_name: HashMap<&'static str, Rc<TypeObj>>,
}

impl Types {
    fn build() -> Types {
        let mut by_name: HashMap<&'static str, Rc<TypeObj>> = HashMap::new();
        for (name, kind) in BUILTIN_TYPES {
            let base = match kind {
                TypeKind::Object => None,
                TypeKind::Bool => by_name.get("int").cloned(),
                _ => by_name.get("object").cloned(),
            };
            by_name.insert(name, Rc::new(TypeObj { name: Rc::from(*name), kind: *kind, base, doc: "", class: None }));
        }
        for (name, base) in EXCEPTIONS {
            let base = if base.is_empty() { by_name.get("object").cloned() } else { by_name.get(base).cloned() };
            by_name.insert(name, Rc::new(TypeObj { name: Rc::from(*name), kind: TypeKind::Exception, base, doc: "", class: None }));
        }
        Types { by_name }
    }
    pub fn get(&self, name: &str) -> Rc<TypeObj> {
        match self.by_name.get(name) {
            Some(t) => t.clone(),
            None => self.by_name["object"].clone(),
        }
    }
    pub fn lookup(&self, name: &str) -> Option<Rc<TypeObj>> {
        self.by_name.get(name).cloned()
    }
    pub fn exception_names() -> impl Iterator<Item = &'static str> {
        EXCEPTIONS.iter().map(|(n, _)| *n)
    }
    pub fn builtin_type_names() -> impl Iterator<Item = &'static str> {
        BUILTIN_TYPES.iter().map(|(n, _)| *n)
    }
}

thread_local! {
    static TYPES: Rc<Types> = Rc::new(Types::build());
}

pub fn types() -> Rc<Types> {
    TYPES.with(|t| t.clone())
}

pub fn type_named(name: &str) -> Rc<TypeObj> {
    TYPES.with(|t| t.get(name))
}

/// A new exception of a builtin class with one message argument.
pub fn new_exc(name: &str, msg: impl Into<String>) -> Rc<ExcObj> {
    let msg = msg.into();
    let args = if msg.is_empty() { vec![] } else { vec![Value::Str(Rc::from(msg.as_str()))] };
    exc_with_args(type_named(name), args)
}

pub fn exc_with_args(ty: Rc<TypeObj>, args: Vec<Value>) -> Rc<ExcObj> {
    Rc::new(ExcObj {
        ty,
        args: RefCell::new(args),
        attrs: RefCell::default(),
        traceback: RefCell::new(Vec::new()),
        notes: RefCell::new(Vec::new()),
        chain: RefCell::default(),
    })
}

/// The class of a kernel compile error that is both the Python error a student expects and the
/// Numba error a Numba program catches: `python` (`NameError`) whose bases are `numba`'s
/// (`TypingError`, `NumbaError`) and then `python`'s own. Classes match by name along the base
/// chain, so `except NameError`, `except TypingError` and `except NumbaError` all catch it, and
/// the traceback names the Python class.
pub fn numba_flavoured(python: &str, numba: &str) -> Rc<TypeObj> {
    fn chain(t: &TypeObj) -> Vec<(Rc<str>, TypeKind, &'static str)> {
        let mut out = Vec::new();
        let mut cur = Some(t);
        while let Some(c) = cur {
            out.push((c.name.clone(), c.kind, c.doc));
            cur = c.base.as_deref();
        }
        out
    }
    let py = chain(&type_named(python));
    let nb = chain(&type_named(numba));
    // python itself, numba's classes down to (not including) Exception, then python's bases.
    let mut names: Vec<(Rc<str>, TypeKind, &'static str)> = vec![py[0].clone()];
    names.extend(nb.into_iter().take_while(|(n, _, _)| &**n != "Exception"));
    names.extend(py.into_iter().skip(1));
    names
        .into_iter()
        .rev()
        .fold(None, |base, (name, kind, doc)| Some(Rc::new(TypeObj { name, kind, base, doc, class: None })))
        .unwrap_or_else(|| type_named(python))
}
