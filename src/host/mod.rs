//! The host interpreter: a tree-walking evaluator of the cell's Python subset (DIALECT.md, host side).
//!
//! Owns the notebook namespace, the builtins, the importable modules and the cell driver
//! (`run_cell`). Evaluation happens on one thread (the engine thread); values are `Rc`, never sent
//! across threads. It talks to the outside world only through `Output` (streams, rich display,
//! input) and the shared interrupt flag, so the same interpreter serves the Jupyter kernel, `cudalab
//! run` and the tests. Must not know about ZeroMQ or JSON.

pub mod attr_sites;
pub mod builtin_base;
pub mod builtins;
pub mod bytearray;
pub mod bytes;
pub mod bytes_methods;
pub mod call;
pub mod class_new;
pub mod classes;
pub mod const_sites;
pub mod constructors;
pub mod dict_views;
pub mod dynamic_code;
pub mod env;
pub mod eval;
pub mod exceptions;
pub mod exec;
pub mod files;
pub mod format;
pub mod func_attrs;
pub mod generator;
pub mod global_sites;
pub mod globals_dict;
pub mod hash;
pub mod instance_dict;
pub mod int;
pub mod internal_source;
pub mod introspect;
pub mod iter;
pub mod magics;
pub mod matching;
pub mod methods;
pub mod modules;
pub mod native;
pub mod number_methods;
pub mod ops;
pub mod output;
pub mod progress;
pub mod repr;
pub mod resolve;
pub mod scalar;
pub mod set_table;
pub mod sets;
pub mod str_translate;
pub mod timeit_result;
pub mod timing_host;
pub mod value;
pub mod varnames;
pub mod warnings;

use crate::lang::cell::{self, CellSyntax};
use crate::lang::diagnostic;
use crate::lang::source::Source;
use env::Env;
use exceptions::{new_exc, ExcObj, TbEntry};
use output::{MimeBundle, Output};
use ruff_python_ast::Stmt;
use ruff_text_size::Ranged;
use std::collections::HashMap;
use std::rc::Rc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use value::{Module, Value};

/// Non-local control flow. Expressions only ever produce `Raise`.
pub enum Ctrl {
    Raise(Rc<ExcObj>),
    Return(Value),
    Break,
    Continue,
}

pub type R<T> = Result<T, Ctrl>;

/// Raise a builtin exception with a message: `return Err(raise("TypeError", "..."))`.
pub fn raise(kind: &str, msg: impl Into<String>) -> Ctrl {
    Ctrl::Raise(new_exc(kind, msg))
}

impl From<crate::array::memory_limit::MemoryExhausted> for Ctrl {
    fn from(e: crate::array::memory_limit::MemoryExhausted) -> Ctrl {
        raise("MemoryError", e.to_string())
    }
}

impl From<crate::array::memory_limit::ArrayAllocError> for Ctrl {
    fn from(e: crate::array::memory_limit::ArrayAllocError) -> Ctrl {
        use crate::array::memory_limit::ArrayAllocError;
        match e {
            ArrayAllocError::TooBig => raise("ValueError", e.to_string()),
            ArrayAllocError::Exhausted { .. } => raise("MemoryError", e.to_string()),
        }
    }
}

/// What a cell produced, for the caller to publish.
pub struct CellOutcome {
    pub result: Option<MimeBundle>,
    pub error: Option<CellError>,
    /// Text for the pager (`obj?`), shown beside the output as IPython's `page` payload.
    pub pages: Vec<String>,
}

#[derive(Debug, Clone)]
pub struct CellError {
    pub ename: String,
    pub evalue: String,
    pub traceback: Vec<String>,
}

/// CPython's default `sys.getrecursionlimit()`: the deepest chain of Python calls.
pub const RECURSION_LIMIT: usize = 1000;

/// CPython 3.12's C recursion limit: the deepest walk over nested values (comparison, repr,
/// hash, `np.array` of nested lists) before RecursionError, whatever the Python call depth.
const WALK_LIMIT: usize = 1500;

thread_local! {
    /// The lowest native stack address evaluation may reach on this thread (0: unchecked).
    static STACK_FLOOR: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
    /// Levels of recursive value walks active on this thread.
    static WALK_DEPTH: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// One level of a recursive walk over values; leaving the level is dropping the guard.
pub struct WalkGuard(());

impl Drop for WalkGuard {
    fn drop(&mut self) {
        WALK_DEPTH.with(|d| d.set(d.get().saturating_sub(1)));
    }
}

/// Enter one level of a recursive walk over values, or `None` past the walk limit or the native
/// stack budget. Self-referential and very deep structures end here instead of overflowing the
/// native stack (which would abort the kernel).
pub fn try_enter_walk() -> Option<WalkGuard> {
    let depth = WALK_DEPTH.with(|d| d.get());
    if depth >= WALK_LIMIT || stack_address() < STACK_FLOOR.with(|f| f.get()) {
        return None;
    }
    WALK_DEPTH.with(|d| d.set(depth + 1));
    Some(WalkGuard(()))
}

/// `try_enter_walk` raising CPython's RecursionError; `what` completes its message
/// (`" in comparison"`, `" while getting the repr of an object"`).
pub fn enter_walk(what: &str) -> R<WalkGuard> {
    try_enter_walk().ok_or_else(|| raise("RecursionError", format!("maximum recursion depth exceeded{what}")))
}

pub struct Interp {
    pub globals: Rc<Env>,
    pub builtins: env::Names<Value>,
    pub modules: HashMap<&'static str, Rc<Module>>,
    pub out: Box<dyn Output>,
    pub interrupt: Arc<AtomicBool>,
    pub execution_count: u32,
    /// Call depth, for the recursion limit and for tracebacks.
    pub depth: usize,
    /// Function names of the active frames (index = depth), each with where its caller was
    /// (`site_offset` when the frame began: the call; restored when it ends; 0 for the module).
    pub frame_names: Vec<(Rc<str>, u32)>,
    pub env_stack: Vec<Rc<Env>>,
    /// Emptied frames of finished calls, reused by the next calls (`Env::recycle`): a call
    /// then allocates no frame. Each function first reuses its own spare frame
    /// (`Function::spare_frame`); this pool holds the rest, detached from their parent scopes.
    frame_pool: Vec<Rc<Env>>,
    /// Exceptions being handled by `except` blocks (for a bare `raise`).
    pub handling: Vec<Rc<ExcObj>>,
    /// What `globals()` gives (made on first use): one object, so `globals() is globals()`.
    pub globals_view: Option<Value>,
    pub frame_sources: Vec<Rc<Source>>,
    /// Where the innermost frame is: the start of the call or operator it evaluates last (a byte
    /// offset in `frame_sources.last()`), set where a warning may come from (a call, an operator
    /// on objects), for the warning's location (`warnings::warning_location`): the line CPython's
    /// frame would be at.
    pub site_offset: u32,
    pub config: magics::Config,
    /// Whether tracebacks carry ANSI colours (Jupyter) or not (terminal files, tests).
    pub color: bool,
    /// Pager text produced by the running cell (`obj?`).
    pub pages: Vec<String>,
    /// Bytes of native stack the evaluator may use before raising RecursionError. Threads that
    /// run cells are started with `STACK_SIZE`; the default is safe for any 2 MiB thread.
    pub stack_budget: usize,
    stack_base: usize,
    /// Which back end runs kernels, and the GPU session (opened on first use).
    pub backend: crate::runtime::backend::Backend,
    /// `warnings.simplefilter` / `filterwarnings`: what happens to each warning.
    pub warning_filters: warnings::Filters,
    /// Generator expressions' syntax, shared by every generator made from one node (keyed by the
    /// node's address, checked for equality on a hit), with the names their scope binds.
    pub genexprs: HashMap<usize, (Rc<ruff_python_ast::ExprGenerator>, Rc<env::LocalNames>)>,
    /// The function and comprehension scopes resolved so far (their locals' slots).
    pub scopes: resolve::Scopes,
    /// The inline caches of attribute sites (`obj.name` on instances of user classes).
    pub attr_sites: attr_sites::AttrSites,
    /// The strings of string literal sites (`"key"` in a loop is one object, not one per pass).
    pub const_sites: const_sites::ConstSites,
    /// The caches of global and builtin name reads.
    pub global_sites: global_sites::GlobalSites,
    /// The progress line of long activities (a simulator launch, `%timeit`).
    pub progress: progress::Progress,
}

/// Stack size for threads that evaluate cells (the engine thread, `cudalab run`).
pub const STACK_SIZE: usize = 512 << 20;

fn stack_address() -> usize {
    let marker = 0u8;
    std::hint::black_box(&marker) as *const u8 as usize
}

impl Interp {
    pub fn new(out: Box<dyn Output>, interrupt: Arc<AtomicBool>) -> Interp {
        crate::array::print::watch_interrupt(interrupt.clone());
        let mut interp = Interp {
            globals: Env::global(),
            builtins: env::Names::default(),
            modules: HashMap::new(),
            out,
            interrupt: interrupt.clone(),
            execution_count: 0,
            depth: 0,
            frame_names: vec![(Rc::from("<module>"), 0)],
            frame_sources: Vec::new(),
            site_offset: 0,
            env_stack: Vec::new(),
            frame_pool: Vec::new(),
            handling: Vec::new(),
            globals_view: None,
            config: magics::Config::default(),
            color: true,
            pages: Vec::new(),
            stack_budget: 1 << 20,
            backend: crate::runtime::backend::Backend { interrupt, ..Default::default() },
            warning_filters: warnings::Filters::default(),
            stack_base: 0,
            genexprs: HashMap::new(),
            scopes: resolve::Scopes::default(),
            attr_sites: attr_sites::AttrSites::default(),
            const_sites: const_sites::ConstSites::default(),
            global_sites: global_sites::GlobalSites::default(),
            progress: progress::Progress::default(),
        };
        builtins::install(&mut interp);
        classes::install(&mut interp);
        modules::install(&mut interp);
        interp.globals.set(Rc::from("__name__"), Value::str("__main__"));
        interp
    }

    /// Checked at every loop iteration and call: turns an interrupt into `KeyboardInterrupt`, and
    /// memory grown past the host memory limit into `MemoryError`.
    pub fn check_interrupt(&self) -> R<()> {
        // A plain load on the hot path; the swap only happens once an interrupt arrived.
        if self.interrupt.load(Ordering::Relaxed) && self.interrupt.swap(false, Ordering::SeqCst) {
            return Err(raise("KeyboardInterrupt", ""));
        }
        if crate::array::memory_limit::over() {
            return Err(raise("MemoryError", crate::array::memory_limit::over_message()));
        }
        Ok(())
    }

    pub fn enter_call(&mut self, name: Rc<str>, source: Rc<Source>) -> R<()> {
        let used = self.stack_base.saturating_sub(stack_address());
        // The module frame counts as one, as in CPython.
        if self.depth + 1 >= RECURSION_LIMIT || used > self.stack_budget {
            return Err(raise("RecursionError", "maximum recursion depth exceeded"));
        }
        self.depth += 1;
        self.push_frame_info(name, source);
        Ok(())
    }
    pub fn leave_call(&mut self) {
        self.depth -= 1;
        self.pop_frame_info();
    }

    /// A frame's name and source on the frame stacks (a call, or code run as a module of its own),
    /// its caller's statement kept for when it ends.
    #[inline]
    pub fn push_frame_info(&mut self, name: Rc<str>, source: Rc<Source>) {
        self.frame_names.push((name, self.site_offset));
        self.frame_sources.push(source);
    }
    #[inline]
    pub fn pop_frame_info(&mut self) {
        if let Some((_, at)) = self.frame_names.pop() {
            self.site_offset = at;
        }
        self.frame_sources.pop();
    }

    /// Record where an exception passed through the current frame (once per frame).
    pub fn note_traceback(&self, e: &ExcObj, offset: u32) {
        let mut tb = e.traceback.borrow_mut();
        if tb.last().map(|t| t.depth) == Some(self.depth) {
            return;
        }
        if let Some(source) = self.frame_sources.last().filter(|s| s.name != internal_source::INTERNAL) {
            tb.push(TbEntry {
                depth: self.depth,
                source: source.clone(),
                offset,
                func: self.frame_names.last().map(|(n, _)| n.clone()).unwrap_or_else(|| Rc::from("<module>")),
            });
        }
    }

    /// Run one cell (or one whole file): magics, parsing, statements, the value of a trailing expression.
    pub fn run_cell(&mut self, code: &str, store_history: bool) -> CellOutcome {
        if store_history {
            self.execution_count += 1;
        }
        let name = if store_history || self.execution_count > 0 { format!("Cell In[{}]", self.execution_count) } else { "<cell>".to_string() };
        self.run_source(Rc::new(Source::new(name, code)), true)
    }

    /// `run_cell`, with a panic inside cudalab turned into an internal error in the cell. The
    /// namespace is kept; the kernel keeps running.
    pub fn run_cell_guarded(&mut self, code: &str, store_history: bool) -> CellOutcome {
        let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| self.run_cell(code, store_history)));
        r.unwrap_or_else(|payload| {
            self.depth = 0;
            self.env_stack.clear();
            self.handling.clear();
            let msg = panic_message(payload.as_ref());
            CellOutcome {
                result: None,
                error: Some(CellError {
                    ename: "InternalError".into(),
                    evalue: msg.clone(),
                    traceback: vec![format!(
                        "InternalError: cudalab hit a bug while running this cell: {msg}\nYour variables are kept; please report this cell."
                    )],
                }),
                pages: Vec::new(),
            }
        })
    }

    /// Run a source; with `show_result` a trailing expression becomes the cell's result (IPython),
    /// without it the source runs as a script (`python3 file.py`).
    pub fn run_source(&mut self, source: Rc<Source>, show_result: bool) -> CellOutcome {
        self.interrupt.store(false, Ordering::SeqCst);
        if self.depth == 0 {
            self.stack_base = stack_address();
            STACK_FLOOR.with(|f| f.set(self.stack_base.saturating_sub(self.stack_budget)));
            WALK_DEPTH.with(|d| d.set(0));
        }
        self.pages.clear();
        let mut outcome = match cell::classify(&source.text) {
            CellSyntax::CellMagic { name, args, body } => {
                let r = magics::run_cell_magic(self, &name, &args, &body, &source);
                self.finish(r.map(|v| v.filter(|v| !v.is_none())))
            }
            CellSyntax::Python => self.run_python(source.clone(), show_result),
        };
        if show_result && self.depth == 0 {
            // A fault in a kernel the cell launched and never waited for is the cell's error,
            // not a surprise in a later cell (or never, at the end of a script).
            let pending = self.backend.gpu.as_ref().is_some_and(|g| !g.borrow().pending.is_empty());
            if pending && outcome.error.is_none() {
                if let Err(Ctrl::Raise(e)) = modules::cuda::gpu_launch::synchronize_all(self) {
                    outcome = self.error_outcome(&e);
                }
            }
            // The inline backend: figures the cell drew are shown when it ends.
            modules::matplotlib::end_of_cell(self);
        }
        self.out.flush();
        outcome.pages = std::mem::take(&mut self.pages);
        outcome
    }

    fn run_python(&mut self, source: Rc<Source>, show_result: bool) -> CellOutcome {
        let parsed = match cell::parse(&source) {
            Ok(p) => p,
            Err(d) => {
                let tb = diagnostic::render_syntax_error(&d, &source, self.color);
                return CellOutcome {
                    result: None,
                    error: Some(CellError { ename: d.ename.clone(), evalue: d.message.clone(), traceback: tb }),
                    pages: Vec::new(),
                };
            }
        };
        self.frame_sources = vec![source.clone()];
        self.frame_names = vec![(Rc::from("<module>"), 0)];
        self.site_offset = 0;
        self.depth = 0;
        let body: &[Stmt] = &parsed.body;
        let (last, init) = match body.split_last() {
            Some((last, init)) => (Some(last), init),
            None => (None, body),
        };
        let run = (|| -> R<Option<Value>> {
            self.exec_block(init)?;
            match last {
                Some(Stmt::Expr(e)) if show_result && !cell::ends_with_semicolon(&source.text, e.range().end().to_u32()) => {
                    let r = self.eval(&e.value);
                    match r {
                        Ok(v) => Ok(Some(v)),
                        Err(Ctrl::Raise(ex)) => {
                            self.note_traceback(&ex, e.range().start().to_u32());
                            Err(Ctrl::Raise(ex))
                        }
                        Err(c) => Err(c),
                    }
                }
                // A line magic on the last line shows its value, as in IPython (`%env X`, `%pwd`).
                Some(Stmt::IpyEscapeCommand(c)) if show_result && c.kind == ruff_python_ast::IpyEscapeKind::Magic => {
                    match magics::run_escape(self, c.kind, &c.value) {
                        Ok(v) => Ok(Some(v)),
                        Err(Ctrl::Raise(ex)) => {
                            self.note_traceback(&ex, c.range().start().to_u32());
                            Err(Ctrl::Raise(ex))
                        }
                        Err(other) => Err(other),
                    }
                }
                Some(s) => self.exec_block(std::slice::from_ref(s)).map(|_| None),
                None => Ok(None),
            }
        })();
        self.finish(run)
    }

    fn finish(&mut self, r: R<Option<Value>>) -> CellOutcome {
        self.frame_sources.clear();
        self.frame_names.truncate(1);
        self.depth = 0;
        match r {
            Ok(Some(v)) if !v.is_none() => {
                self.globals.set(Rc::from("_"), v.clone());
                let bundle = match self.rich_repr(&v) {
                    Ok(b) => b,
                    Err(Ctrl::Raise(e)) => return self.error_outcome(&e),
                    Err(_) => MimeBundle::text(""),
                };
                CellOutcome { result: Some(bundle), error: None, pages: Vec::new() }
            }
            Ok(_) => CellOutcome { result: None, error: None, pages: Vec::new() },
            Err(Ctrl::Raise(e)) => self.error_outcome(&e),
            Err(Ctrl::Return(_)) => self.error_outcome(&new_exc("SyntaxError", "'return' outside function")),
            Err(Ctrl::Break) => self.error_outcome(&new_exc("SyntaxError", "'break' outside loop")),
            Err(Ctrl::Continue) => self.error_outcome(&new_exc("SyntaxError", "'continue' not properly in loop")),
        }
    }

    fn error_outcome(&mut self, e: &Rc<ExcObj>) -> CellOutcome {
        // The chain, oldest first: each exception's `__cause__`, or its `__context__` unless
        // `raise … from` suppressed it (as CPython and IPython print them).
        let mut chain = vec![e.clone()];
        while chain.len() < 100 {
            let Some(last) = chain.last() else { break };
            let c = last.chain.borrow().clone();
            let next = match (c.cause, c.context) {
                (Some(cause), _) => cause,
                (None, Some(ctx)) if !c.suppress_context => ctx,
                _ => break,
            };
            if chain.iter().any(|x| Rc::ptr_eq(x, &next)) {
                break;
            }
            chain.push(next);
        }
        let mut traceback = Vec::new();
        let mut message = String::new();
        for (i, x) in chain.iter().enumerate().rev() {
            message = self.exception_text(x);
            let entries = x.traceback.borrow();
            let notes = x.notes.borrow();
            let frames = entries.iter().map(|t| diagnostic::Frame { source: &t.source, offset: t.offset, func: &t.func }).collect();
            let view = diagnostic::Traceback { type_name: x.type_name(), message: message.clone(), frames, notes: &notes };
            let mut lines = diagnostic::render_traceback(&view, self.color);
            // IPython draws the rule once, above the oldest exception of the chain.
            if i + 1 < chain.len() && !lines.is_empty() {
                lines.remove(0);
            }
            traceback.extend(lines);
            if i > 0 {
                let newer = &chain[i - 1];
                traceback.push(diagnostic::chain_message(newer.chain.borrow().cause.is_some()).to_string());
            }
        }
        CellOutcome { result: None, error: Some(CellError { ename: e.type_name().to_string(), evalue: message, traceback }), pages: Vec::new() }
    }

    /// An exception's message line: a user exception class's `__str__` gives it, as in
    /// CPython's traceback.
    fn exception_text(&mut self, e: &Rc<ExcObj>) -> String {
        match self.user_repr(&Value::Exception(e.clone()), true) {
            Ok(Some(s)) => s,
            _ => e.message(),
        }
    }

    /// The MIME bundle for a value shown as a cell result or by `display()`.
    pub fn rich_repr(&mut self, v: &Value) -> R<MimeBundle> {
        if let Value::Native(n) = v {
            if let Some(b) = n.mime_bundle() {
                return Ok(b);
            }
        }
        Ok(MimeBundle::text(&self.repr(v)?))
    }

    /// Publish text on stdout, as `print` does.
    pub fn write_stdout(&mut self, s: &str) {
        self.out.write(output::Stream::Stdout, s);
    }

    /// Publish text on stderr (`traceback.print_exc`).
    pub fn write_stderr(&mut self, s: &str) {
        self.out.write(output::Stream::Stderr, s);
    }
}

/// Turn a panic payload into the message of an internal error.
pub fn panic_message(payload: &(dyn std::any::Any + Send)) -> String {
    if let Some(s) = payload.downcast_ref::<&str>() {
        s.to_string()
    } else if let Some(s) = payload.downcast_ref::<String>() {
        s.clone()
    } else {
        "unknown panic".to_string()
    }
}

pub use value::Args;
