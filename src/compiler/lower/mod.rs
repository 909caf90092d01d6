//! Lowering: a kernel's Python syntax and its argument types → a typed `ir::Module`.
//!
//! Typing and lowering are one walk over the AST. Numba gives a variable one type for the whole
//! function (the unification of everything assigned to it), so the walk is repeated until no
//! variable's type changes; the last walk's module is the result (`Lowerer::run`). Device
//! functions are inlined at their call sites under a fresh name prefix, with `return` becoming
//! an assignment and an `Exit` from the inlined block. Statements live here; expressions,
//! operators and truth values in `expr.rs`; calls of builtins in `calls.rs`.
//!
//! Owns: name resolution (locals, parameters, frozen globals, builtins), the order in which
//! statements and temporaries are emitted. Must not: evaluate host code, read a global twice in
//! one compilation with different results (globals are asked once per name and cached).

mod calls;
mod complex;
mod expr;
mod param_alias;
mod ufunc;
mod view;
mod warp;

pub use expr::{cast_literal, wrap_int};
use view::ArrayRef;

use crate::array::dtype::DType;
use crate::compiler::globals::{canonical_path, DeviceFn, GlobalValue, Globals};
use crate::compiler::ir::*;
use crate::compiler::types::{unify, ArrayTy, Signature, Ty};
use crate::compiler::CompileError;
use crate::lang::source::Source;
use ruff_python_ast::{self as ast, Expr as AstExpr, Stmt};
use ruff_text_size::Ranged;
use std::collections::{HashMap, HashSet};
use std::rc::Rc;

type R<T> = Result<T, CompileError>;

/// What the host hands the compiler: one `@cuda.jit` function.
pub struct KernelSource {
    pub name: String,
    pub def: Rc<ast::StmtFunctionDef>,
    pub source: Rc<Source>,
    pub globals: Rc<dyn Globals>,
}

#[derive(Debug, Clone)]
pub struct Warning {
    pub span: Span,
    pub message: String,
}

/// A typed variable, for `inspect_types()`: where it was first assigned and its type.
#[derive(Debug, Clone)]
pub struct TypedVar {
    pub name: String,
    pub line: usize,
    pub ty: Ty,
}

pub struct Compiled {
    pub module: Module,
    /// The kernel's own parameters (captured device arrays follow them in `module.params`).
    pub signature: Signature,
    /// Device arrays captured from globals, in the order of their trailing parameters.
    pub captures: Vec<crate::compiler::globals::Capture>,
    pub warnings: Vec<Warning>,
    pub variables: Vec<TypedVar>,
}

/// A value during lowering. Scalars are IR expressions; arrays are declarations; tuples are
/// flattened; statics are compile-time things (modules, functions, dtypes, strings).
#[derive(Clone)]
enum Val {
    Scalar(Handle<Expr>),
    /// A complex number as its two real parts (`complex.rs`).
    Complex(complex::Cx),
    Array(ArrayRef),
    Tuple(Vec<Val>),
    None,
    Static(Static),
}

#[derive(Clone)]
enum Static {
    /// A builtin module or function by canonical path: `cuda`, `cuda.threadIdx`, `math.sqrt`,
    /// `builtins.range`.
    Path(String),
    DType(DType),
    DeviceFn(Rc<DeviceFn>),
    Str(String),
}

/// What a for loop walks besides a range (`for_range`).
enum IterSource {
    Array(ArrayRef),
    /// A tuple's numbers, kept in locals.
    Tuple(Vec<Handle<Local>>),
}

/// What a name is bound to inside the kernel.
#[derive(Clone)]
enum Binding {
    Scalar(Handle<Local>),
    /// A complex variable: its real and imaginary parts, and its type.
    Complex(Handle<Local>, Handle<Local>, DType),
    Array(ArrayRef),
    Tuple(Vec<Binding>),
    None,
    Static(Static),
}

/// One function being lowered: the kernel itself, or an inlined device function.
struct Frame {
    prefix: String,
    bindings: HashMap<String, Binding>,
    globals: Rc<dyn Globals>,
    global_cache: HashMap<String, Option<GlobalValue>>,
    source: u16,
    /// Names assigned anywhere in the function body (Python's local variables).
    assigned: HashSet<String>,
    /// For an inlined device function: the block its `return` exits.
    exit_block: Option<u32>,
    loops: u32,
    /// Parameters bound to the caller's local itself (`param_alias.rs`): only self-assigned.
    aliases: HashSet<String>,
}

struct Lowerer<'a> {
    var_types: &'a mut HashMap<String, Ty>,
    first_line: &'a mut HashMap<String, usize>,
    changed: bool,
    module: Module,
    frames: Vec<Frame>,
    blocks: Vec<Block>,
    span: Span,
    next_block: u32,
    inline_count: usize,
    const_arrays: HashMap<String, Handle<ArrayDecl>>,
    /// Complex arrays, stored as real arrays with a trailing axis of 2: their complex dtype.
    complex_arrays: HashMap<Handle<ArrayDecl>, DType>,
    /// Captured device arrays by identity, with their parameter declarations.
    captures: Vec<(crate::compiler::globals::Capture, Handle<ArrayDecl>)>,
    warnings: Vec<Warning>,
    warned_lines: HashSet<(u16, usize)>,
}

const MAX_PASSES: usize = 12;
const MAX_INLINE_DEPTH: usize = 16;

pub fn lower(k: &KernelSource, args: &[Ty], options: Options) -> R<Compiled> {
    let mut var_types = HashMap::new();
    let mut first_line = HashMap::new();
    for _ in 0..MAX_PASSES {
        let mut l = Lowerer::new(k, options.clone(), &mut var_types, &mut first_line);
        l.kernel(k, args)?;
        if !l.changed {
            let Lowerer { module, warnings, captures, .. } = l;
            let captures = captures.into_iter().map(|(c, _)| c).collect();
            let mut variables: Vec<TypedVar> = var_types
                .iter()
                .filter(|(n, _)| !n.contains('$'))
                .map(|(n, t)| TypedVar { name: n.clone(), line: first_line.get(n).copied().unwrap_or(0), ty: t.clone() })
                .collect();
            variables.sort_by(|a, b| (a.line, &a.name).cmp(&(b.line, &b.name)));
            return Ok(Compiled { module, signature: Signature { ret: Ty::None, args: args.to_vec() }, captures, warnings, variables });
        }
    }
    Err(CompileError::typing(Span::default(), format!("cannot settle the types of the variables of '{}'", k.name)))
}

impl<'a> Lowerer<'a> {
    fn new(k: &KernelSource, options: Options, var_types: &'a mut HashMap<String, Ty>, first_line: &'a mut HashMap<String, usize>) -> Self {
        let module = Module::new(&k.name, k.source.clone(), options);
        Lowerer {
            var_types,
            first_line,
            changed: false,
            module,
            frames: Vec::new(),
            blocks: vec![Vec::new()],
            span: Span::default(),
            next_block: 0,
            inline_count: 0,
            const_arrays: HashMap::new(),
            captures: Vec::new(),
            complex_arrays: HashMap::new(),
            warnings: Vec::new(),
            warned_lines: HashSet::new(),
        }
    }

    fn span_of(&self, r: &impl Ranged) -> Span {
        let source = self.frames.last().map(|f| f.source).unwrap_or(0);
        Span { source, start: r.range().start().to_u32(), end: r.range().end().to_u32() }
    }

    fn err(&self, r: &impl Ranged, msg: impl Into<String>) -> CompileError {
        CompileError::typing(self.span_of(r), msg)
    }

    fn unsupported(&self, r: &impl Ranged, what: &str) -> CompileError {
        CompileError::unsupported(self.span_of(r), format!("{what} is not supported inside a CUDA kernel"))
    }

    fn kernel(&mut self, k: &KernelSource, args: &[Ty]) -> R<()> {
        let def = k.def.clone();
        let params = &def.parameters;
        if params.vararg.is_some() || params.kwarg.is_some() || !params.kwonlyargs.is_empty() {
            return Err(self.err(&*def, "kernels take positional parameters only (no *args, **kwargs or keyword-only parameters)"));
        }
        let names: Vec<String> = params.posonlyargs.iter().chain(params.args.iter()).map(|p| p.parameter.name.to_string()).collect();
        if names.len() != args.len() {
            return Err(CompileError::typing(
                self.span_of(&*def),
                format!("{}() takes {} argument{} but {} were given", k.name, names.len(), if names.len() == 1 { "" } else { "s" }, args.len()),
            ));
        }
        self.frames.push(Frame {
            prefix: String::new(),
            bindings: HashMap::new(),
            globals: k.globals.clone(),
            global_cache: HashMap::new(),
            source: 0,
            assigned: assigned_names(&def.body),
            exit_block: None,
            loops: 0,
            aliases: HashSet::new(),
        });
        for (name, ty) in names.iter().zip(args) {
            let kind = match ty {
                Ty::Scalar(d) if complex::is_complex(*d) => {
                    // Two real parameters, the parts (the launch passes them so).
                    let pt = complex::part(*d);
                    let re = self.module.locals.append(Local { name: format!("{name}_re"), ty: pt });
                    let im = self.module.locals.append(Local { name: format!("{name}_im"), ty: pt });
                    self.note_type(name, Ty::Scalar(*d), def.range().start().to_u32());
                    self.frame().bindings.insert(name.clone(), Binding::Complex(re, im, *d));
                    self.module.params.push(Param { name: format!("{name}_re"), kind: ParamKind::Scalar(re) });
                    self.module.params.push(Param { name: format!("{name}_im"), kind: ParamKind::Scalar(im) });
                    continue;
                }
                Ty::Array(a) if complex::is_complex(a.dtype) => {
                    let index = self.module.params.len() as u32;
                    let real = ArrayTy { dtype: complex::part(a.dtype), ndim: a.ndim + 1, layout: a.layout };
                    let h = self.module.arrays.append(ArrayDecl { name: name.clone(), ty: real, kind: ArrayKind::Param(index), shape: Vec::new() });
                    self.complex_arrays.insert(h, a.dtype);
                    self.note_type(name, ty.clone(), def.range().start().to_u32());
                    self.frame().bindings.insert(name.clone(), Binding::Array(ArrayRef::whole(h)));
                    ParamKind::Array(h)
                }
                Ty::Scalar(d) => {
                    let local = self.module.locals.append(Local { name: name.clone(), ty: *d });
                    self.note_type(name, Ty::Scalar(*d), def.range().start().to_u32());
                    self.frame().bindings.insert(name.clone(), Binding::Scalar(local));
                    ParamKind::Scalar(local)
                }
                Ty::Array(a) => {
                    let index = self.module.params.len() as u32;
                    let h = self.module.arrays.append(ArrayDecl { name: name.clone(), ty: *a, kind: ArrayKind::Param(index), shape: Vec::new() });
                    self.note_type(name, ty.clone(), def.range().start().to_u32());
                    self.frame().bindings.insert(name.clone(), Binding::Array(ArrayRef::whole(h)));
                    ParamKind::Array(h)
                }
                other => {
                    return Err(self.err(&*def, format!("argument '{name}' has type {other}, which a kernel cannot take; pass scalars and arrays")));
                }
            };
            self.module.params.push(Param { name: name.clone(), kind });
        }
        self.stmts(&def.body)?;
        let body = self.blocks.pop().unwrap_or_default();
        self.module.body = body;
        Ok(())
    }

    fn frame(&mut self) -> &mut Frame {
        self.frames.last_mut().expect("a frame is always open while lowering")
    }

    fn emit(&mut self, s: Statement) {
        let span = self.span;
        self.blocks.last_mut().expect("a block is always open").push((s, span));
    }

    /// Lower statements into a new block and return it.
    fn block_of(&mut self, f: impl FnOnce(&mut Self) -> R<()>) -> R<Block> {
        self.blocks.push(Vec::new());
        let r = f(self);
        let b = self.blocks.pop().unwrap_or_default();
        r.map(|_| b)
    }

    fn stmts(&mut self, body: &[Stmt]) -> R<()> {
        for s in body {
            self.stmt(s)?;
        }
        Ok(())
    }

    fn stmt(&mut self, s: &Stmt) -> R<()> {
        self.span = self.span_of(s);
        match s {
            Stmt::Expr(e) => {
                // Docstrings and bare constants do nothing.
                if matches!(&*e.value, AstExpr::StringLiteral(_) | AstExpr::NumberLiteral(_) | AstExpr::EllipsisLiteral(_)) {
                    return Ok(());
                }
                self.expr(&e.value)?;
                Ok(())
            }
            Stmt::Pass(_) => Ok(()),
            Stmt::Assign(a) => {
                let v = self.expr(&a.value)?;
                if a.targets.len() == 1 {
                    return self.assign(&a.targets[0], v);
                }
                // `a = b = value`: bind the first target, then copy it to the others.
                self.assign(&a.targets[0], v)?;
                for t in &a.targets[1..] {
                    let again = self.expr(&a.targets[0])?;
                    self.assign(t, again)?;
                }
                Ok(())
            }
            Stmt::AnnAssign(a) => match &a.value {
                Some(v) => {
                    let v = self.expr(v)?;
                    self.assign(&a.target, v)
                }
                None => Ok(()),
            },
            Stmt::AugAssign(a) => {
                let current = self.expr(&a.target)?;
                let rhs = self.expr(&a.value)?;
                if matches!(current, Val::Complex(_)) || matches!(rhs, Val::Complex(_)) {
                    let v = self.complex_binary(a.op, current, rhs, &a.value, s)?;
                    return self.assign(&a.target, v);
                }
                let (l, r) = (self.scalar(current, &*a.target)?, self.scalar(rhs, &*a.value)?);
                let v = self.binary(a.op, l, r, s)?;
                self.assign(&a.target, Val::Scalar(v))
            }
            Stmt::If(i) => self.if_chain(&i.test, &i.body, &i.elif_else_clauses),
            Stmt::While(w) => {
                if !w.orelse.is_empty() {
                    return Err(self.unsupported(s, "'while ... else'"));
                }
                let span = self.span;
                self.frame().loops += 1;
                let body = self.block_of(|l| {
                    let c = l.expr(&w.test)?;
                    let c = l.truth(c, &*w.test)?;
                    let not = l.push(Expr::Unary { op: UnaryOp::Not, arg: c }, DType::Bool);
                    l.span = span;
                    l.emit(Statement::If { cond: not, accept: vec![(Statement::Break, span)], reject: Vec::new() });
                    l.stmts(&w.body)
                });
                self.frame().loops -= 1;
                self.span = span;
                self.emit(Statement::Loop { body: body?, continuing: Vec::new() });
                Ok(())
            }
            Stmt::For(f) => self.for_range(f),
            Stmt::Break(_) | Stmt::Continue(_) => {
                if self.frames.last().map(|f| f.loops).unwrap_or(0) == 0 {
                    return Err(self.err(s, "'break' and 'continue' must be inside a loop"));
                }
                self.emit(if matches!(s, Stmt::Break(_)) { Statement::Break } else { Statement::Continue });
                Ok(())
            }
            Stmt::Return(r) => self.ret(r),
            Stmt::FunctionDef(_) => Err(self.unsupported(s, "defining a function")),
            Stmt::Import(_) | Stmt::ImportFrom(_) => Err(self.unsupported(s, "'import'").with_hint("import at the top of the cell, outside the kernel")),
            Stmt::Assert(_) => Err(self.unsupported(s, "'assert'")),
            Stmt::Raise(_) | Stmt::Try(_) => Err(self.unsupported(s, "exception handling ('raise', 'try')")),
            Stmt::With(_) => Err(self.unsupported(s, "'with'")),
            Stmt::Delete(_) => Err(self.unsupported(s, "'del'")),
            Stmt::Global(_) | Stmt::Nonlocal(_) => Err(self
                .unsupported(s, "'global'/'nonlocal'")
                .with_hint("kernels read globals as constants frozen at compile time; write results into an array argument")),
            Stmt::ClassDef(_) => Err(self.unsupported(s, "'class'")),
            _ => Err(self.unsupported(s, "this statement")),
        }
    }

    fn if_chain(&mut self, test: &AstExpr, body: &[Stmt], rest: &[ast::ElifElseClause]) -> R<()> {
        let span = self.span;
        let c = self.expr(test)?;
        let cond = self.truth(c, test)?;
        let accept = self.block_of(|l| l.stmts(body))?;
        let reject = match rest.split_first() {
            None => Vec::new(),
            Some((first, more)) => match &first.test {
                None => self.block_of(|l| l.stmts(&first.body))?,
                Some(t) => self.block_of(|l| {
                    l.span = l.span_of(first);
                    l.if_chain(t, &first.body, more)
                })?,
            },
        };
        self.span = span;
        self.emit(Statement::If { cond, accept, reject });
        Ok(())
    }

    /// `e` as a call of a named callee (`range(...)`, `zip(...)`): the callee's path and the call.
    fn builtin_call<'e>(&mut self, e: &'e AstExpr) -> R<Option<(String, &'e ast::ExprCall)>> {
        Ok(match e {
            AstExpr::Call(call) => match self.expr(&call.func)? {
                Val::Static(Static::Path(p)) => Some((p, call)),
                _ => None,
            },
            _ => None,
        })
    }

    fn for_range(&mut self, f: &ast::StmtFor) -> R<()> {
        let s_span = self.span;
        if !f.orelse.is_empty() {
            return Err(self.unsupported(f, "'for ... else'"));
        }
        // `for v in arr` is `for i in range(arr.shape[0])` with v = arr[i] (an element, or a
        // view of the remaining axes).
        // What the loop walks besides a range: arrays (`for v in arr` is `for i in
        // range(arr.shape[0])` with v = arr[i], an element or a view of the remaining axes) and
        // tuples of numbers of one type (`for k in (1, 2, 4)`, Numba's UniTuple, items kept in
        // locals); several with `zip`, and `enumerate` adding the index.
        let mut sources: Vec<IterSource> = Vec::new();
        let mut zipped = false;
        let mut enumerate: Option<Handle<Local>> = None;
        let mut vals = Vec::new();
        // The callee of `for … in f(...)`, resolved once.
        let iter_call = self.builtin_call(&f.iter)?;
        let called = |name: &str| iter_call.as_ref().filter(|(p, _)| p == name).map(|(_, c)| *c);
        match called("builtins.range") {
            Some(call) => {
                if !call.arguments.keywords.is_empty() || call.arguments.args.is_empty() || call.arguments.args.len() > 3 {
                    return Err(self.err(call, "range() takes 1 to 3 integer arguments"));
                }
                for a in call.arguments.args.iter() {
                    let v = self.expr(a)?;
                    vals.push(self.range_arg(v, a)?);
                }
            }
            None => {
                let mut iterables: Vec<&AstExpr> = vec![&*f.iter];
                if let Some(call) = called("builtins.zip") {
                    if !call.arguments.keywords.is_empty() || call.arguments.args.is_empty() {
                        return Err(self.unsupported(call, "zip() without arguments or with keywords"));
                    }
                    iterables = call.arguments.args.iter().collect();
                    zipped = true;
                } else if let Some(call) = called("builtins.enumerate") {
                    let start = match (call.arguments.args.get(1), call.arguments.keywords.first()) {
                        (Some(s), None) => Some(s),
                        (None, Some(k)) if k.arg.as_ref().is_some_and(|a| a.as_str() == "start") => Some(&k.value),
                        (None, None) => None,
                        _ => return Err(self.err(call, "enumerate() takes an iterable and an optional start")),
                    };
                    if call.arguments.args.is_empty() || call.arguments.args.len() > 2 || call.arguments.keywords.len() > 1 {
                        return Err(self.err(call, "enumerate() takes an iterable and an optional start"));
                    }
                    let start = match start {
                        Some(e) => {
                            let v = self.expr(e)?;
                            let h = self.scalar(v, e)?;
                            if !self.module.ty(h).is_integer() {
                                return Err(self.err(e, "enumerate()'s start must be an integer"));
                            }
                            self.cast(h, DType::I64)
                        }
                        None => self.lit_int(0, DType::I64),
                    };
                    let tmp = self.temp_name("enum");
                    let l = self.new_local(&tmp, DType::I64);
                    self.emit(Statement::Assign { local: l, value: start });
                    enumerate = Some(l);
                    iterables = vec![&call.arguments.args[0]];
                    // enumerate(zip(a, b)): the zip's iterables, paired.
                    if let Some((p, inner)) = self.builtin_call(&call.arguments.args[0])? {
                        if p == "builtins.zip" {
                            if !inner.arguments.keywords.is_empty() || inner.arguments.args.is_empty() {
                                return Err(self.unsupported(inner, "zip() without arguments or with keywords"));
                            }
                            iterables = inner.arguments.args.iter().collect();
                            zipped = true;
                        }
                    }
                }
                for it in iterables {
                    let src = match self.expr(it)? {
                        Val::Array(a) => IterSource::Array(a),
                        Val::Tuple(items) if !items.is_empty() && items.iter().all(|v| matches!(v, Val::Scalar(_))) => {
                            let hs: Vec<Handle<Expr>> = items.into_iter().filter_map(|v| if let Val::Scalar(h) = v { Some(h) } else { None }).collect();
                            let t0 = self.module.ty(hs[0]);
                            if hs.iter().any(|h| self.module.ty(*h) != t0) {
                                return Err(self
                                    .unsupported(it, "a for loop over a tuple of values of different types")
                                    .with_hint("numba.literal_unroll is not supported yet; make the items one type"));
                            }
                            let mut locals = Vec::new();
                            for h in hs {
                                let tmp = self.temp_name("item");
                                let l = self.new_local(&tmp, t0);
                                self.emit(Statement::Assign { local: l, value: h });
                                locals.push(l);
                            }
                            IterSource::Tuple(locals)
                        }
                        _ => {
                            return Err(self
                                .unsupported(it, "a for loop over anything but range(...), an array or a tuple of numbers (also in zip/enumerate)")
                                .with_hint("loop over indices: for i in range(len(x)):"))
                        }
                    };
                    sources.push(src);
                }
                // The loop runs over the shortest.
                let mut n: Option<Handle<Expr>> = None;
                for s in &sources {
                    let len = match s {
                        IterSource::Array(a) => self.dim(a, 0),
                        IterSource::Tuple(items) => self.lit_int(items.len() as i64, DType::I64),
                    };
                    n = Some(match n {
                        None => len,
                        Some(m) => self.push(Expr::Binary { op: BinaryOp::Min, left: m, right: len }, DType::I64),
                    });
                }
                vals.push(n.unwrap_or_else(|| self.lit_int(0, DType::I64)));
            }
        }
        let ty = if vals.iter().all(|h| self.module.ty(*h).kind() == crate::array::dtype::Kind::Unsigned) { DType::U64 } else { DType::I64 };
        let vals: Vec<Handle<Expr>> = vals.into_iter().map(|h| self.cast(h, ty)).collect();
        let (start, stop, step) = match vals.len() {
            1 => (self.lit_int(0, ty), vals[0], None),
            2 => (vals[0], vals[1], None),
            _ => (vals[0], vals[1], Some(vals[2])),
        };
        let literal_step = match step {
            None => Some(1),
            Some(h) => match self.module.exprs[h] {
                Expr::Literal(Literal::Int(v)) => Some(v),
                _ => None,
            },
        };
        if literal_step == Some(0) {
            let at: &AstExpr = called("builtins.range").and_then(|c| c.arguments.args.get(2)).unwrap_or(&f.iter);
            return Err(self.err(at, "range() arg 3 must not be zero"));
        }
        let n = self.temp_name("range");
        let idx = self.new_local(&format!("{n}.idx"), ty);
        let stop_l = self.new_local(&format!("{n}.stop"), ty);
        self.emit(Statement::Assign { local: idx, value: start });
        self.emit(Statement::Assign { local: stop_l, value: stop });
        let step_l = match step {
            Some(h) if literal_step.is_none() => {
                let l = self.new_local(&format!("{n}.step"), ty);
                self.emit(Statement::Assign { local: l, value: h });
                Some(l)
            }
            _ => None,
        };
        self.frame().loops += 1;
        let body = self.block_of(|l| {
            l.span = s_span;
            let i = l.push(Expr::Local(idx), ty);
            let e = l.push(Expr::Local(stop_l), ty);
            let done = match (literal_step, step_l) {
                (Some(st), _) => l.push(Expr::Compare { op: if st > 0 { CompareOp::Ge } else { CompareOp::Le }, left: i, right: e }, DType::Bool),
                (None, Some(sl)) => {
                    // step > 0 ? idx >= stop : idx <= stop
                    let ge = l.push(Expr::Compare { op: CompareOp::Ge, left: i, right: e }, DType::Bool);
                    let (i2, e2) = (l.push(Expr::Local(idx), ty), l.push(Expr::Local(stop_l), ty));
                    let le = l.push(Expr::Compare { op: CompareOp::Le, left: i2, right: e2 }, DType::Bool);
                    let s = l.push(Expr::Local(sl), ty);
                    let zero = l.lit_int(0, ty);
                    let pos = l.push(Expr::Compare { op: CompareOp::Gt, left: s, right: zero }, DType::Bool);
                    let npos = l.push(Expr::Unary { op: UnaryOp::Not, arg: pos }, DType::Bool);
                    let s2 = l.push(Expr::Local(sl), ty);
                    let zero2 = l.lit_int(0, ty);
                    let pos2 = l.push(Expr::Compare { op: CompareOp::Gt, left: s2, right: zero2 }, DType::Bool);
                    let a = l.push(Expr::Binary { op: BinaryOp::BitAnd, left: pos2, right: ge }, DType::Bool);
                    let b = l.push(Expr::Binary { op: BinaryOp::BitAnd, left: npos, right: le }, DType::Bool);
                    l.push(Expr::Binary { op: BinaryOp::BitOr, left: a, right: b }, DType::Bool)
                }
                (None, None) => unreachable!("a non-literal step always has a local"),
            };
            l.emit(Statement::If { cond: done, accept: vec![(Statement::Break, s_span)], reject: Vec::new() });
            let cur = l.push(Expr::Local(idx), ty);
            let item = if sources.is_empty() {
                Val::Scalar(cur)
            } else {
                let mut items = Vec::new();
                for src in &sources {
                    items.push(match src {
                        IterSource::Tuple(locals) => {
                            // items[cur], as an if-chain over the few items.
                            let t = l.module.locals[locals[0]].ty;
                            let tmp = l.temp_name("pick");
                            let pick = l.new_local(&tmp, t);
                            for (k, it) in locals.iter().enumerate() {
                                let c = l.push(Expr::Local(idx), ty);
                                let kk = l.lit_int(k as i64, ty);
                                let eq = l.push(Expr::Compare { op: CompareOp::Eq, left: c, right: kk }, DType::Bool);
                                let v = l.push(Expr::Local(*it), t);
                                l.emit(Statement::If { cond: eq, accept: vec![(Statement::Assign { local: pick, value: v }, s_span)], reject: Vec::new() });
                            }
                            Val::Scalar(l.push(Expr::Local(pick), t))
                        }
                        IterSource::Array(a) => {
                            let c = l.push(Expr::Local(idx), ty);
                            let c = l.cast(c, DType::I64);
                            match l.row(a, c, &f.iter)? {
                                view::Access::Element(index) => l.load_element(a, index),
                                view::Access::View(v) => Val::Array(v),
                            }
                        }
                    });
                }
                let item = if zipped { Val::Tuple(items) } else { items.pop().unwrap_or(Val::None) };
                match enumerate {
                    Some(start) => {
                        let c = l.push(Expr::Local(idx), ty);
                        let c = l.cast(c, DType::I64);
                        let s0 = l.push(Expr::Local(start), DType::I64);
                        let k = l.push(Expr::Binary { op: BinaryOp::Add, left: c, right: s0 }, DType::I64);
                        Val::Tuple(vec![Val::Scalar(k), item])
                    }
                    None => item,
                }
            };
            l.assign(&f.target, item)?;
            l.stmts(&f.body)
        });
        self.frame().loops -= 1;
        let body = body?;
        self.span = s_span;
        let i = self.push(Expr::Local(idx), ty);
        let st = match (literal_step, step_l) {
            (Some(v), _) => self.lit_int(v, ty),
            (None, Some(sl)) => self.push(Expr::Local(sl), ty),
            (None, None) => unreachable!("a non-literal step always has a local"),
        };
        let next = self.push(Expr::Binary { op: BinaryOp::Add, left: i, right: st }, ty);
        let continuing = vec![(Statement::Assign { local: idx, value: next }, s_span)];
        self.emit(Statement::Loop { body, continuing });
        Ok(())
    }

    fn range_arg(&mut self, v: Val, a: &AstExpr) -> R<Handle<Expr>> {
        match v {
            Val::Scalar(h) if self.module.ty(h).is_integer() || self.module.ty(h) == DType::Bool => Ok(h),
            Val::Scalar(h) => Err(self
                .err(a, format!("range() needs an int; {} is {}", text_of(self, a), self.module.ty(h).name()))
                .with_hint(format!("convert it: int({})", text_of(self, a)))),
            Val::Tuple(_) => {
                let t = text_of(self, a);
                let e = self.err(a, format!("range() needs an int; {t} is a tuple"));
                Err(if t.ends_with(".shape") { e.with_hint(format!("did you mean {t}[0]?")) } else { e })
            }
            Val::Array(_) => Err(self
                .err(a, format!("range() needs an int; {} is an array", text_of(self, a)))
                .with_hint(format!("did you mean len({})?", text_of(self, a)))),
            _ => Err(self.err(a, format!("range() needs an int, not {}", text_of(self, a)))),
        }
    }

    fn ret(&mut self, r: &ast::StmtReturn) -> R<()> {
        let Some(exit) = self.frames.last().and_then(|f| f.exit_block) else {
            if let Some(v) = &r.value {
                if !matches!(&**v, AstExpr::NoneLiteral(_)) {
                    return Err(self
                        .err(r, "a kernel cannot return a value")
                        .with_hint("write the result into an array argument, or make this a device function with @cuda.jit(device=True)"));
                }
            }
            self.emit(Statement::Return);
            return Ok(());
        };
        if let Some(v) = &r.value {
            let v = self.expr(v)?;
            self.bind("$ret", v, r.range().start().to_u32())?;
        } else {
            self.bind("$ret", Val::None, r.range().start().to_u32())?;
        }
        self.emit(Statement::Exit(exit));
        Ok(())
    }

    /// `target = value` for any assignment target.
    fn assign(&mut self, target: &AstExpr, v: Val) -> R<()> {
        match target {
            AstExpr::Name(n) => self.bind(n.id.as_str(), v, n.range().start().to_u32()),
            AstExpr::Tuple(t) => self.unpack(&t.elts, v, target),
            AstExpr::List(t) => self.unpack(&t.elts, v, target),
            AstExpr::Subscript(s) => {
                let arr = self.expr(&s.value)?;
                let Val::Array(aref) = arr else {
                    return Err(self.err(&*s.value, format!("cannot assign to an element of {}: it is not an array", text_of(self, &*s.value))));
                };
                let index = match self.access(&aref, &s.slice)? {
                    view::Access::Element(index) => index,
                    view::Access::View(view) => return self.store_view(&view, v, target),
                };
                let a = aref.decl;
                if let Some(&cty) = self.complex_arrays.get(&a) {
                    let z = self.as_complex(v, cty, target)?;
                    let z = self.materialize(Val::Complex(z))?;
                    let Val::Complex(z) = z else { unreachable!("a complex materializes to a complex") };
                    let index: Vec<Handle<Expr>> = index.into_iter().map(|h| self.once(h)).collect();
                    for (k, value) in [z.re, z.im].into_iter().enumerate() {
                        let mut index: Vec<Handle<Expr>> = index.iter().map(|h| self.reread_any(*h)).collect();
                        index.push(self.lit_int(k as i64, DType::I64));
                        self.emit(Statement::Store { array: a, index, value });
                    }
                    return Ok(());
                }
                if let Val::Complex(z) = v {
                    return Err(self.err(target, format!("cannot store a {} in an array of {}", z.ty.name(), self.module.arrays[a].ty.dtype.name())));
                }
                let value = self.scalar(v, target)?;
                let dtype = self.module.arrays[a].ty.dtype;
                if let ArrayKind::Const(_) = self.module.arrays[a].kind {
                    return Err(self.err(
                        target,
                        format!("'{}' is constant memory (a global array frozen at compile time) and cannot be written", self.module.arrays[a].name),
                    ));
                }
                let value = self.cast(value, dtype);
                self.emit(Statement::Store { array: a, index, value });
                Ok(())
            }
            AstExpr::Attribute(_) => Err(self.unsupported(target, "assigning to an attribute")),
            _ => Err(self.err(target, "cannot assign to this expression")),
        }
    }

    fn unpack(&mut self, targets: &[AstExpr], v: Val, whole: &AstExpr) -> R<()> {
        let Val::Tuple(items) = v else {
            return Err(self.err(whole, "cannot unpack a non-tuple value"));
        };
        if items.len() != targets.len() {
            return Err(self.err(whole, format!("cannot unpack {} values into {} names", items.len(), targets.len())));
        }
        // Evaluate every value before any target is written, as Python does (`a, b = b, a`).
        let mut temps = Vec::new();
        for item in items {
            temps.push(self.materialize(item)?);
        }
        for (t, v) in targets.iter().zip(temps) {
            self.assign(t, v)?;
        }
        Ok(())
    }

    /// Copy scalars into fresh temporaries so later reads see the value at this point.
    fn materialize(&mut self, v: Val) -> R<Val> {
        Ok(match v {
            Val::Scalar(h) => {
                let ty = self.module.ty(h);
                let name = self.temp_name("t");
                let l = self.new_local(&name, ty);
                self.emit(Statement::Assign { local: l, value: h });
                Val::Scalar(self.push(Expr::Local(l), ty))
            }
            Val::Tuple(items) => Val::Tuple(items.into_iter().map(|i| self.materialize(i)).collect::<R<_>>()?),
            Val::Complex(z) => {
                let (Val::Scalar(re), Val::Scalar(im)) = (self.materialize(Val::Scalar(z.re))?, self.materialize(Val::Scalar(z.im))?) else {
                    unreachable!("a scalar materializes to a scalar")
                };
                Val::Complex(complex::Cx { re, im, ty: z.ty })
            }
            other => other,
        })
    }

    /// Bind parameter `name` of an inlined function to the caller's local that argument `v`
    /// reads, when the body only self-assigns it with conversions to its own type
    /// (`param_alias.rs`). False: bind a copy as usual.
    fn bind_alias(&mut self, body: &[ast::Stmt], name: &str, v: &Val, at: u32) -> bool {
        let Val::Scalar(h) = v else { return false };
        let Expr::Local(local) = self.module.exprs[*h] else { return false };
        let ty = self.module.locals[local].ty;
        if complex::is_complex(ty) {
            return false;
        }
        let Some(casts) = param_alias::self_assignments_only(body, name) else { return false };
        if !casts.iter().all(|c| DType::from_name(c) == Some(ty)) {
            return false;
        }
        let key = format!("{}{name}", self.frames.last().map(|f| f.prefix.as_str()).unwrap_or(""));
        if self.note_type(&key, Ty::Scalar(ty), at) != Some(Ty::Scalar(ty)) {
            return false;
        }
        let frame = self.frame();
        frame.bindings.insert(name.to_string(), Binding::Scalar(local));
        frame.aliases.insert(name.to_string());
        true
    }

    /// Bind a name in the current frame, unifying its type across the function.
    fn bind(&mut self, name: &str, v: Val, at: u32) -> R<()> {
        let key = format!("{}{name}", self.frames.last().map(|f| f.prefix.as_str()).unwrap_or(""));
        match v {
            Val::Complex(z) => {
                let var_ty = match self.note_type(&key, Ty::Scalar(z.ty), at) {
                    Some(Ty::Scalar(d)) if complex::is_complex(d) => d,
                    other => {
                        let span = self.span;
                        let shown = other.map(|t| t.to_string()).unwrap_or_else(|| self.var_types.get(&key).map(|t| t.to_string()).unwrap_or_default());
                        return Err(CompileError::typing(
                            span,
                            format!("variable '{name}' is assigned values of incompatible types ({} and {shown})", z.ty.name()),
                        ));
                    }
                };
                let pt = complex::part(var_ty);
                let (re, im) = match self.frames.last().and_then(|f| f.bindings.get(name)) {
                    Some(Binding::Complex(re, im, t)) if *t == var_ty => (*re, *im),
                    _ => {
                        let re = self.new_local(&format!("{name}_re"), pt);
                        let im = self.new_local(&format!("{name}_im"), pt);
                        self.frame().bindings.insert(name.to_string(), Binding::Complex(re, im, var_ty));
                        (re, im)
                    }
                };
                // Both parts are computed before either is written (`z = z.imag + z.real * 1j`).
                let z = self.materialize(Val::Complex(z))?;
                let Val::Complex(z) = z else { unreachable!("a complex materializes to a complex") };
                let (vr, vi) = (self.cast(z.re, pt), self.cast(z.im, pt));
                self.emit(Statement::Assign { local: re, value: vr });
                self.emit(Statement::Assign { local: im, value: vi });
                Ok(())
            }
            Val::Scalar(h) if matches!(self.var_types.get(&key), Some(Ty::Scalar(d)) if complex::is_complex(*d)) => {
                // A real assigned to a complex variable (`z = 0.0` before `z = z * z + c`).
                let Some(Ty::Scalar(d)) = self.var_types.get(&key).cloned() else { unreachable!("matched above") };
                let z = self.as_complex(Val::Scalar(h), d, &ruff_text_size::TextRange::default())?;
                self.bind(name, Val::Complex(z), at)
            }
            Val::Scalar(h) => {
                let ty = self.module.ty(h);
                let var_ty = self.note_type(&key, Ty::Scalar(ty), at);
                let var_ty = match var_ty {
                    Some(Ty::Scalar(d)) => d,
                    _ => {
                        let span = self.span;
                        return Err(CompileError::typing(
                            span,
                            format!(
                                "variable '{name}' is assigned values of incompatible types ({} and {})",
                                ty.name(),
                                self.var_types.get(&key).map(|t| t.to_string()).unwrap_or_default()
                            ),
                        ));
                    }
                };
                let local = match self.frames.last().and_then(|f| f.bindings.get(name)) {
                    Some(Binding::Scalar(l)) if self.module.locals[*l].ty == var_ty => *l,
                    _ => {
                        let l = self.new_local(name, var_ty);
                        self.frame().bindings.insert(name.to_string(), Binding::Scalar(l));
                        l
                    }
                };
                let lt = self.module.locals[local].ty;
                let value = self.cast(h, lt);
                if matches!(self.module.exprs[value], Expr::Local(l) if l == local) {
                    // `x = x`, `index = int64(index)` of an int64: nothing to do.
                    return Ok(());
                }
                if self.frames.last().is_some_and(|f| f.aliases.contains(name)) {
                    // param_alias.rs admits only self-assignments that are no-ops.
                    let span = self.span;
                    return Err(CompileError::typing(
                        span,
                        format!("cudalab bug: parameter '{name}' shares its caller's variable but is assigned a new value here"),
                    ));
                }
                self.emit(Statement::Assign { local, value });
                Ok(())
            }
            Val::Array(a) => {
                if let Some(Binding::Array(old)) = self.frames.last().and_then(|f| f.bindings.get(name)) {
                    if *old != a && self.array_ty(old) != self.array_ty(&a) {
                        let span = self.span;
                        return Err(CompileError::typing(span, format!("array variable '{name}' cannot be rebound to an array of another type")));
                    }
                }
                let ty = Ty::Array(self.array_ty(&a));
                self.note_type(&key, ty, at);
                if a.is_whole() && self.module.arrays[a.decl].name.starts_with('$') {
                    self.module.arrays_rename(a.decl, name);
                }
                self.frame().bindings.insert(name.to_string(), Binding::Array(a));
                Ok(())
            }
            Val::Tuple(items) => {
                let mut bs = Vec::new();
                for (i, item) in items.into_iter().enumerate() {
                    self.bind(&format!("{name}${i}"), item, at)?;
                    let b = self.frames.last().and_then(|f| f.bindings.get(&format!("{name}${i}")).cloned()).unwrap_or(Binding::None);
                    bs.push(b);
                }
                let tys: Vec<Ty> = bs.iter().map(|b| self.binding_ty(b)).collect();
                self.note_type(&key, Ty::Tuple(tys), at);
                self.frame().bindings.insert(name.to_string(), Binding::Tuple(bs));
                Ok(())
            }
            Val::None => {
                self.note_type(&key, Ty::None, at);
                self.frame().bindings.insert(name.to_string(), Binding::None);
                Ok(())
            }
            Val::Static(s) => {
                self.frame().bindings.insert(name.to_string(), Binding::Static(s));
                Ok(())
            }
        }
    }

    fn binding_ty(&self, b: &Binding) -> Ty {
        match b {
            Binding::Scalar(l) => Ty::Scalar(self.module.locals[*l].ty),
            Binding::Complex(_, _, ty) => Ty::Scalar(*ty),
            Binding::Array(a) => Ty::Array(self.array_ty(a)),
            Binding::Tuple(items) => Ty::Tuple(items.iter().map(|b| self.binding_ty(b)).collect()),
            Binding::None | Binding::Static(_) => Ty::None,
        }
    }

    /// Record that `key` holds a value of `ty`; returns the unified type. A widened type means
    /// this walk used a too-narrow local, so another walk follows.
    fn note_type(&mut self, key: &str, ty: Ty, at: u32) -> Option<Ty> {
        if !self.first_line.contains_key(key) {
            let source = self.frames.last().map(|f| f.source).unwrap_or(0) as usize;
            let line = self.module.sources.get(source).map(|s| s.line_col(at).0).unwrap_or(0);
            self.first_line.insert(key.to_string(), line);
        }
        match self.var_types.get(key) {
            None => {
                self.var_types.insert(key.to_string(), ty.clone());
                Some(ty)
            }
            Some(old) => {
                let u = unify(old, &ty)?;
                if &u != old {
                    self.var_types.insert(key.to_string(), u.clone());
                    self.changed = true;
                }
                Some(u)
            }
        }
    }

    fn new_local(&mut self, name: &str, ty: DType) -> Handle<Local> {
        self.module.locals.append(Local { name: name.to_string(), ty })
    }

    fn temp_name(&mut self, what: &str) -> String {
        self.inline_count += 1;
        format!("${what}{}", self.inline_count)
    }

    fn push(&mut self, e: Expr, ty: DType) -> Handle<Expr> {
        self.module.expr_types.push(ty);
        self.module.exprs.append(e)
    }

    fn lit_int(&mut self, v: i64, ty: DType) -> Handle<Expr> {
        self.push(Expr::Literal(Literal::Int(v)), ty)
    }

    fn cast(&mut self, h: Handle<Expr>, to: DType) -> Handle<Expr> {
        if self.module.ty(h) == to {
            return h;
        }
        // Fold casts of literals so the IR shows `2.0f32`, not `cast(2)`.
        if let Expr::Literal(l) = self.module.exprs[h] {
            if let Some(l) = crate::compiler::lower::expr::cast_literal(l, to) {
                return self.push(Expr::Literal(l), to);
            }
        }
        self.push(Expr::Cast { arg: h }, to)
    }

    /// Inline a device function call; returns its result.
    fn inline(&mut self, f: &Rc<DeviceFn>, args: Vec<Val>, kwargs: Vec<(String, Val)>, call: &ast::ExprCall) -> R<Val> {
        if self.frames.len() > MAX_INLINE_DEPTH {
            return Err(self.err(call, format!("device function '{}' calls itself (directly or not): recursion is not supported in kernels", f.name)));
        }
        let params = &f.def.parameters;
        let names: Vec<(String, Option<&AstExpr>)> =
            params.posonlyargs.iter().chain(params.args.iter()).map(|p| (p.parameter.name.to_string(), p.default.as_deref())).collect();
        if args.len() > names.len() {
            return Err(self.err(call, format!("{}() takes {} positional arguments but {} were given", f.name, names.len(), args.len())));
        }
        let mut slots: Vec<Option<Val>> = args.into_iter().map(Some).collect();
        slots.resize(names.len(), None);
        for (k, v) in kwargs {
            let Some(i) = names.iter().position(|(n, _)| *n == k) else {
                return Err(self.err(call, format!("{}() got an unexpected keyword argument '{k}'", f.name)));
            };
            if slots[i].is_some() {
                return Err(self.err(call, format!("{}() got multiple values for argument '{k}'", f.name)));
            }
            slots[i] = Some(v);
        }
        let source = match self.module.sources.iter().position(|s| Rc::ptr_eq(s, &f.source)) {
            Some(i) => i as u16,
            None => {
                self.module.sources.push(f.source.clone());
                (self.module.sources.len() - 1) as u16
            }
        };
        self.inline_count += 1;
        let prefix = format!("{}{}${}.", self.frames.last().map(|f| f.prefix.as_str()).unwrap_or(""), f.name, self.inline_count);
        let id = self.next_block;
        self.next_block += 1;
        let call_span = self.span;
        self.frames.push(Frame {
            prefix: prefix.clone(),
            bindings: HashMap::new(),
            globals: f.globals.clone(),
            global_cache: HashMap::new(),
            source,
            assigned: assigned_names(&f.def.body),
            exit_block: Some(id),
            loops: 0,
            aliases: HashSet::new(),
        });
        let result = (|| -> R<Block> {
            let mut vals = Vec::new();
            for ((name, default), slot) in names.iter().zip(slots) {
                let v = match (slot, default) {
                    (Some(v), _) => v,
                    (None, Some(d)) => self.expr(d)?,
                    (None, None) => {
                        return Err(CompileError::typing(call_span, format!("{}() missing required argument '{name}'", f.name)));
                    }
                };
                vals.push((name.clone(), v));
            }
            self.block_of(|l| {
                let at = f.def.range().start().to_u32();
                for (name, v) in vals {
                    if !l.bind_alias(&f.def.body, &name, &v, at) {
                        l.bind(&name, v, at)?;
                    }
                }
                l.stmts(&f.def.body)
            })
        })();
        let frame = self.frames.pop();
        let body = result?;
        self.span = call_span;
        self.emit(Statement::Block { id, body });
        let key = format!("{prefix}$ret");
        Ok(match self.var_types.get(&key).cloned() {
            None | Some(Ty::None) => Val::None,
            Some(_) => match frame.and_then(|fr| fr.bindings.get("$ret").cloned()) {
                Some(b) => self.read_binding(&b),
                None => {
                    // The return type is known from an earlier walk but this walk did not
                    // reach a `return` yet: another walk will.
                    self.changed = true;
                    Val::None
                }
            },
        })
    }

    fn read_binding(&mut self, b: &Binding) -> Val {
        match b {
            Binding::Scalar(l) => {
                let ty = self.module.locals[*l].ty;
                Val::Scalar(self.push(Expr::Local(*l), ty))
            }
            Binding::Complex(re, im, ty) => {
                let pt = complex::part(*ty);
                let (re, im) = (self.push(Expr::Local(*re), pt), self.push(Expr::Local(*im), pt));
                Val::Complex(complex::Cx { re, im, ty: *ty })
            }
            Binding::Array(a) => Val::Array(a.clone()),
            Binding::Tuple(items) => Val::Tuple(items.iter().map(|b| self.read_binding(b)).collect()),
            Binding::None => Val::None,
            Binding::Static(s) => Val::Static(s.clone()),
        }
    }

    /// A name: local, then global (frozen), then builtin.
    fn name(&mut self, n: &ast::ExprName) -> R<Val> {
        let name = n.id.as_str();
        if let Some(b) = self.frames.last().and_then(|f| f.bindings.get(name)).cloned() {
            return Ok(self.read_binding(&b));
        }
        if self.frames.last().is_some_and(|f| f.assigned.contains(name)) {
            return Err(CompileError {
                kind: crate::compiler::ErrorKind::Name,
                message: format!("local variable '{name}' is read before it is assigned"),
                hint: Some(format!(
                    "give '{name}' a value earlier in the function (kernels type every variable once, so it needs a first assignment above this line)"
                )),
                span: self.span_of(n),
            });
        }
        let cached = self.frames.last().and_then(|f| f.global_cache.get(name).cloned());
        let g = match cached {
            Some(g) => g,
            None => {
                let g = self.frames.last().and_then(|f| f.globals.get(name));
                self.frame().global_cache.insert(name.to_string(), g.clone());
                g
            }
        };
        match g {
            Some(g) => self.global(name, g, n),
            None => match name {
                "range" | "enumerate" | "zip" | "len" | "abs" | "min" | "max" | "round" | "int" | "float" | "bool" | "complex" | "pow" | "print" | "divmod" => {
                    Ok(Val::Static(Static::Path(format!("builtins.{name}"))))
                }
                "True" => Ok(Val::Scalar(self.push(Expr::Literal(Literal::Bool(true)), DType::Bool))),
                "False" => Ok(Val::Scalar(self.push(Expr::Literal(Literal::Bool(false)), DType::Bool))),
                _ => Err(CompileError {
                    kind: crate::compiler::ErrorKind::Name,
                    message: format!("name '{name}' is not defined"),
                    hint: None,
                    span: self.span_of(n),
                }),
            },
        }
    }

    fn global(&mut self, name: &str, g: GlobalValue, at: &impl Ranged) -> R<Val> {
        Ok(match g {
            GlobalValue::None => Val::None,
            GlobalValue::Bool(b) => Val::Scalar(self.push(Expr::Literal(Literal::Bool(b)), DType::Bool)),
            GlobalValue::Int(i) => Val::Scalar(self.lit_int(i, DType::I64)),
            GlobalValue::Float(f) => Val::Scalar(self.push(Expr::Literal(Literal::Float(f)), DType::F64)),
            GlobalValue::TypedInt(i, d) => Val::Scalar(self.lit_int(i, d)),
            GlobalValue::TypedFloat(f, d) => Val::Scalar(self.push(Expr::Literal(Literal::Float(f)), d)),
            GlobalValue::Str(s) => Val::Static(Static::Str(s)),
            GlobalValue::Tuple(items) => Val::Tuple(items.into_iter().map(|i| self.global(name, i, at)).collect::<R<_>>()?),
            GlobalValue::Module(m) | GlobalValue::Function(m) => Val::Static(Static::Path(canonical_path(&m))),
            GlobalValue::DType(d) => Val::Static(Static::DType(d)),
            GlobalValue::DeviceFn(f) => Val::Static(Static::DeviceFn(f)),
            GlobalValue::Array(a) => {
                let key = format!("{}:{name}", self.frames.last().map(|f| f.source).unwrap_or(0));
                if let Some(h) = self.const_arrays.get(&key) {
                    return Ok(Val::Array(ArrayRef::whole(*h)));
                }
                let h = self.const_array(name, a, at)?;
                self.const_arrays.insert(key, h);
                Val::Array(ArrayRef::whole(h))
            }
            GlobalValue::DeviceArray(c) => {
                if let Some((_, h)) = self.captures.iter().find(|(k, _)| k.identity == c.identity) {
                    return Ok(Val::Array(ArrayRef::whole(*h)));
                }
                if !crate::compiler::types::kernel_scalar(c.ty.dtype) {
                    return Err(self.err(at, format!("device array '{name}' has dtype {}, which kernels do not support yet", c.ty.dtype.name())));
                }
                let index = self.module.params.len() as u32;
                let taken = |n: &str| self.module.params.iter().any(|p| p.name == n) || self.module.arrays.iter().any(|(_, d)| d.name == n);
                let pname = if taken(name) { format!("{name}_global{index}") } else { name.to_string() };
                let h = self.module.arrays.append(ArrayDecl { name: pname.clone(), ty: c.ty, kind: ArrayKind::Param(index), shape: Vec::new() });
                self.module.params.push(Param { name: pname, kind: ParamKind::Array(h) });
                self.captures.push((c, h));
                Val::Array(ArrayRef::whole(h))
            }
            GlobalValue::Refused(m) => return Err(self.err(at, m)),
            GlobalValue::Other(t) => {
                return Err(self
                    .err(at, format!("global '{name}' is a {t}, which a kernel cannot use"))
                    .with_hint("kernels can read numbers, tuples and arrays from globals (frozen when the kernel compiles), and call device functions"));
            }
        })
    }

    fn const_array(&mut self, name: &str, a: crate::array::hostarray::HostArray, at: &impl Ranged) -> R<Handle<ArrayDecl>> {
        let dtype = a.dtype();
        if !crate::compiler::types::kernel_scalar(dtype) {
            return Err(self.err(at, format!("array '{name}' has dtype {}, which kernels do not support yet", dtype.name())));
        }
        let data = a.copy();
        let shape = data.shape.clone();
        let ty = ArrayTy { dtype, ndim: shape.len() as u8, layout: crate::compiler::types::Layout::C };
        Ok(self.module.arrays.append(ArrayDecl { name: name.to_string(), ty, kind: ArrayKind::Const(data), shape }))
    }
}

impl Module {
    fn arrays_rename(&mut self, a: Handle<ArrayDecl>, name: &str) {
        let taken = self.arrays.iter().any(|(_, d)| d.name == name);
        let new = if taken { format!("{name}_{}", a.index()) } else { name.to_string() };
        self.arrays.get_mut(a).name = new;
    }
}

/// The source text of an AST node (for messages).
fn text_of(l: &Lowerer, r: &impl Ranged) -> String {
    let source = l.frames.last().map(|f| f.source).unwrap_or(0) as usize;
    l.module.sources.get(source).and_then(|s| s.text.get(r.range().start().to_usize()..r.range().end().to_usize())).unwrap_or("?").to_string()
}

/// Names a function body assigns (its Python locals).
fn assigned_names(body: &[Stmt]) -> HashSet<String> {
    fn target(e: &AstExpr, out: &mut HashSet<String>) {
        match e {
            AstExpr::Name(n) => {
                out.insert(n.id.to_string());
            }
            AstExpr::Tuple(t) => t.elts.iter().for_each(|e| target(e, out)),
            AstExpr::List(t) => t.elts.iter().for_each(|e| target(e, out)),
            _ => {}
        }
    }
    fn walk(body: &[Stmt], out: &mut HashSet<String>) {
        for s in body {
            match s {
                Stmt::Assign(a) => a.targets.iter().for_each(|t| target(t, out)),
                Stmt::AugAssign(a) => target(&a.target, out),
                Stmt::AnnAssign(a) => target(&a.target, out),
                Stmt::For(f) => {
                    target(&f.target, out);
                    walk(&f.body, out);
                }
                Stmt::While(w) => walk(&w.body, out),
                Stmt::If(i) => {
                    walk(&i.body, out);
                    for c in &i.elif_else_clauses {
                        walk(&c.body, out);
                    }
                }
                _ => {}
            }
        }
    }
    let mut out = HashSet::new();
    walk(body, &mut out);
    out
}
