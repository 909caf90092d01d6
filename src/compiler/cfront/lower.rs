//! Lowering: one `__global__` function of a parsed CUDA C unit → a typed `ir::Module`, the same
//! IR the Python dialect's kernels become, so the simulator and the CUDA C writer run raw C
//! kernels with every check (bounds, races, barriers) and `printf` in the cell.
//!
//! C's meaning, not Python's: the usual arithmetic conversions (`int` op `unsigned` is
//! `unsigned`, `float` op `double` is `double`, narrow types promote to `int`), truncating
//! integer `/` and `%` (`BinaryOp::Div`/`Rem`), `threadIdx.x` & co. are `unsigned int`,
//! relational and logical operators give `bool` (C++), `&&`/`||`/`?:` evaluate one side only,
//! assignments convert to the target's type, and a negative index is out of bounds
//! (`Options::c_indexing`).
//!
//! Pointers are (array, element offset) pairs: a pointer parameter is a 1-D array parameter
//! whose extent the launch knows, so `p[i]`, `*(p + i)` and `p += n` stay bounds-checked. A
//! pointer variable points into one array for its whole life (the subset's rule; two arrays is
//! a clear error). `__device__` functions are inlined at each call, as the dialect's are.
//!
//! Owns: scopes, C typing, statement order. Must not: touch a device, evaluate host code.

use super::ast::{self, BinOp, ExprKind, Init, Scalar, StmtKind, Type, UnOp};
use crate::array::dtype::{DType, Kind};
use crate::compiler::ir::*;
use crate::compiler::types::{ArrayTy, Layout};
use crate::compiler::CompileError;
use std::collections::{HashMap, HashSet};

type R<T> = Result<T, CompileError>;

/// How deep `__device__` calls may nest (inlining; recursion is refused before this).
const MAX_CALL_DEPTH: usize = 32;

pub fn dtype_of(s: Scalar) -> Option<DType> {
    Some(match s {
        Scalar::Void => return None,
        Scalar::Bool => DType::Bool,
        Scalar::I8 => DType::I8,
        Scalar::U8 => DType::U8,
        Scalar::I16 => DType::I16,
        Scalar::U16 => DType::U16,
        Scalar::I32 => DType::I32,
        Scalar::U32 => DType::U32,
        Scalar::I64 => DType::I64,
        Scalar::U64 => DType::U64,
        Scalar::F32 => DType::F32,
        Scalar::F64 => DType::F64,
    })
}

/// The C spelling of a type, for messages.
pub fn c_name(d: DType) -> &'static str {
    match d {
        DType::Bool => "bool",
        DType::I8 => "char",
        DType::U8 => "unsigned char",
        DType::I16 => "short",
        DType::U16 => "unsigned short",
        DType::I32 => "int",
        DType::U32 => "unsigned int",
        DType::I64 => "long long",
        DType::U64 => "unsigned long long",
        DType::F32 => "float",
        DType::F64 => "double",
        _ => "?",
    }
}

/// C's integer promotion: types narrower than `int` (and `bool`) become `int`.
fn promote(d: DType) -> DType {
    match d {
        DType::Bool | DType::I8 | DType::U8 | DType::I16 | DType::U16 => DType::I32,
        d => d,
    }
}

/// The usual arithmetic conversions of C.
pub fn common(a: DType, b: DType) -> DType {
    if a == DType::F64 || b == DType::F64 {
        return DType::F64;
    }
    if a == DType::F32 || b == DType::F32 {
        return DType::F32;
    }
    let (a, b) = (promote(a), promote(b));
    if a == b {
        return a;
    }
    let signed = |d: DType| d.kind() == Kind::Signed;
    let size = |d: DType| d.itemsize();
    if signed(a) == signed(b) {
        return if size(a) >= size(b) { a } else { b };
    }
    let (s, u) = if signed(a) { (a, b) } else { (b, a) };
    if size(u) >= size(s) {
        u
    } else {
        s
    }
}

/// A kernel parameter as the launch must supply it.
#[derive(Debug, Clone, PartialEq)]
pub enum ParamTy {
    Scalar(DType),
    /// A pointer to global memory of this element type.
    Pointer {
        elem: DType,
        is_const: bool,
    },
}

/// One value during lowering.
#[derive(Clone)]
pub(super) enum V {
    S(Handle<Expr>),
    /// A pointer: an array and an element offset (int64; `None` is 0).
    Ptr(Handle<ArrayDecl>, Option<Handle<Expr>>),
    /// A multi-dimensional array indexed along its first `idx.len()` axes so far.
    Arr(Handle<ArrayDecl>, Vec<Handle<Expr>>),
    /// `&a[i][j]` of a multi-dimensional array (an atomic's target).
    Addr(Handle<ArrayDecl>, Vec<Handle<Expr>>),
    /// `threadIdx`, `blockIdx`, `blockDim`, `gridDim`, before `.x`.
    Dim3(fn(Axis) -> Special),
    Str(String),
}

/// `a[i]` lowered: a whole element, or a partial index into a multi-dimensional array.
enum Subscript {
    Element(Handle<ArrayDecl>, Vec<Handle<Expr>>),
    Partial(Handle<ArrayDecl>, Vec<Handle<Expr>>),
}

/// What a name means in a scope.
#[derive(Clone)]
enum Binding {
    Scalar(Handle<Local>),
    /// A pointer variable: its array (fixed at the first assignment) and its offset local.
    Ptr(Option<Handle<ArrayDecl>>, Handle<Local>),
    /// A pointer that is never reassigned (a parameter not written): offset 0.
    FixedPtr(Handle<ArrayDecl>),
    /// A declared array (`float a[4][8]`, `__shared__`, `extern __shared__`).
    Array(Handle<ArrayDecl>),
    /// A `__shared__` scalar: element 0 of a one-element shared array.
    SharedScalar(Handle<ArrayDecl>),
    Const(Literal, DType),
}

/// An assignable place.
enum Place {
    Local(Handle<Local>),
    Elem(Handle<ArrayDecl>, Vec<Handle<Local>>),
    /// A pointer variable (its binding's name).
    PtrVar(String),
}

enum Target {
    Loop,
    Switch(u32),
}

struct Frame {
    scopes: Vec<HashMap<String, Binding>>,
    targets: Vec<Target>,
    /// A `__device__` function's return: its value's local and the block that ends it.
    ret: Option<(Option<Handle<Local>>, u32)>,
    name: String,
}

pub struct Lowerer<'a> {
    unit: &'a ast::TranslationUnit,
    consts: HashMap<String, (Literal, DType)>,
    pub(super) module: Module,
    frames: Vec<Frame>,
    blocks: Vec<Block>,
    pub(super) span: Span,
    next_block: u32,
    temps: usize,
    names: HashSet<String>,
    dynamic_shared: Option<(Handle<ArrayDecl>, DType)>,
}

fn sp(s: ast::Span) -> Span {
    Span { source: 0, start: s.start, end: s.end }
}

fn lit_value(l: Literal) -> f64 {
    match l {
        Literal::Bool(b) => b as i64 as f64,
        Literal::Int(i) => i as f64,
        Literal::Float(f) => f,
    }
}

/// The kernel's parameters as the launch must supply them, or an error for a type outside the
/// subset.
pub fn param_types(f: &ast::Function) -> R<Vec<(String, ParamTy)>> {
    f.params.iter().map(|p| Ok((p.name.clone(), param_ty(p)?))).collect()
}

fn param_ty(p: &ast::Param) -> R<ParamTy> {
    let unsupported = |what: String| CompileError::unsupported(sp(p.span), what);
    match &p.ty {
        Type::Scalar(s) => dtype_of(*s).map(ParamTy::Scalar).ok_or_else(|| unsupported(format!("parameter '{}' of type void", p.name))),
        Type::Pointer(inner) | Type::Array(inner, _) => match &**inner {
            Type::Scalar(s) => match dtype_of(*s) {
                Some(elem) => Ok(ParamTy::Pointer { elem, is_const: p.quals.is_const }),
                None => Err(unsupported(format!("parameter '{}': 'void *' pointers (give the pointer its element type)", p.name))),
            },
            _ => Err(unsupported(format!("parameter '{}': pointers to pointers or arrays", p.name))),
        },
        Type::Dim3 => Err(unsupported(format!("parameter '{}' of type dim3", p.name))),
    }
}

impl<'a> Lowerer<'a> {
    pub fn new(unit: &'a ast::TranslationUnit, name: &str, source: std::rc::Rc<crate::lang::source::Source>, options: Options) -> Self {
        let module = Module::new(name, source, Options { c_indexing: true, ..options });
        Lowerer {
            unit,
            consts: HashMap::new(),
            module,
            frames: Vec::new(),
            blocks: vec![Vec::new()],
            span: Span::default(),
            next_block: 0,
            temps: 0,
            names: HashSet::new(),
            dynamic_shared: None,
        }
    }

    pub fn finish(self) -> Module {
        self.module
    }

    pub(super) fn err(&self, s: ast::Span, msg: impl Into<String>) -> CompileError {
        CompileError::typing(sp(s), msg)
    }

    pub(super) fn unsupported(&self, s: ast::Span, what: &str) -> CompileError {
        CompileError::unsupported(sp(s), format!("{what}: not supported in CUDA C kernels on the simulator"))
            .with_hint("on a GPU the source still goes to NVRTC as written; the simulator runs the subset of CUDA C that classroom kernels use")
    }

    // ---- IR building -------------------------------------------------------------------

    pub(super) fn push(&mut self, e: Expr, ty: DType) -> Handle<Expr> {
        self.module.expr_types.push(ty);
        self.module.exprs.append(e)
    }
    pub(super) fn ty(&self, h: Handle<Expr>) -> DType {
        self.module.ty(h)
    }
    pub(super) fn emit(&mut self, s: Statement) {
        let span = self.span;
        if let Some(b) = self.blocks.last_mut() {
            b.push((s, span));
        }
    }
    fn block_of(&mut self, f: impl FnOnce(&mut Self) -> R<()>) -> R<Block> {
        self.blocks.push(Vec::new());
        let r = f(self);
        let b = self.blocks.pop().unwrap_or_default();
        r.map(|_| b)
    }
    pub(super) fn lit_int(&mut self, v: i64, ty: DType) -> Handle<Expr> {
        self.push(Expr::Literal(Literal::Int(v)), ty)
    }
    pub(super) fn literal(&mut self, l: Literal, ty: DType) -> Handle<Expr> {
        self.push(Expr::Literal(l), ty)
    }
    pub(super) fn cast(&mut self, h: Handle<Expr>, to: DType) -> Handle<Expr> {
        if self.ty(h) == to {
            return h;
        }
        if let Expr::Literal(l) = self.module.exprs[h] {
            if let Some(l) = crate::compiler::lower::cast_literal(l, to) {
                return self.push(Expr::Literal(l), to);
            }
        }
        if to == DType::Bool {
            return self.truth_of(h);
        }
        self.push(Expr::Cast { arg: h }, to)
    }
    fn local_name(&mut self, name: &str) -> String {
        let mut n = name.to_string();
        let mut k = 1;
        while !self.names.insert(n.clone()) {
            k += 1;
            n = format!("{name}_{k}");
        }
        n
    }
    fn new_local(&mut self, name: &str, ty: DType) -> Handle<Local> {
        let name = self.local_name(name);
        self.module.locals.append(Local { name, ty })
    }
    pub(super) fn temp(&mut self, ty: DType) -> Handle<Local> {
        self.temps += 1;
        let name = format!("_t{}", self.temps);
        self.new_local(&name, ty)
    }
    pub(super) fn read(&mut self, l: Handle<Local>) -> Handle<Expr> {
        let ty = self.module.locals[l].ty;
        self.push(Expr::Local(l), ty)
    }
    /// `h` held in a local, so it can be read more than once.
    pub(super) fn hold(&mut self, h: Handle<Expr>) -> Handle<Local> {
        if let Expr::Local(l) = self.module.exprs[h] {
            // Only safe if nothing assigns the local before the copies are read; callers use
            // this for indices and operands that are read right away.
            return l;
        }
        let t = self.temp(self.ty(h));
        self.emit(Statement::Assign { local: t, value: h });
        t
    }
    pub(super) fn truth_of(&mut self, h: Handle<Expr>) -> Handle<Expr> {
        let ty = self.ty(h);
        if ty == DType::Bool {
            return h;
        }
        let zero = if ty.is_float() { self.literal(Literal::Float(0.0), ty) } else { self.lit_int(0, ty) };
        self.push(Expr::Compare { op: CompareOp::Ne, left: h, right: zero }, DType::Bool)
    }

    // ---- scopes ------------------------------------------------------------------------

    fn frame(&mut self) -> &mut Frame {
        self.frames.last_mut().expect("a frame is open while lowering")
    }
    fn bind(&mut self, name: &str, b: Binding) {
        if let Some(s) = self.frame().scopes.last_mut() {
            s.insert(name.to_string(), b);
        }
    }
    fn lookup(&self, name: &str) -> Option<Binding> {
        let f = self.frames.last()?;
        for s in f.scopes.iter().rev() {
            if let Some(b) = s.get(name) {
                return Some(b.clone());
            }
        }
        self.consts.get(name).map(|(l, t)| Binding::Const(*l, *t))
    }
    fn set_binding(&mut self, name: &str, b: Binding) {
        if let Some(f) = self.frames.last_mut() {
            for s in f.scopes.iter_mut().rev() {
                if let Some(slot) = s.get_mut(name) {
                    *slot = b;
                    return;
                }
            }
        }
    }
    fn scoped(&mut self, f: impl FnOnce(&mut Self) -> R<()>) -> R<()> {
        self.frame().scopes.push(HashMap::new());
        let r = f(self);
        self.frame().scopes.pop();
        r
    }

    // ---- file scope --------------------------------------------------------------------

    fn globals(&mut self) -> R<()> {
        for item in &self.unit.items {
            let ast::Item::Global(d) = item else { continue };
            for decl in &d.declarators {
                if d.quals.is_constant || d.quals.is_shared || !d.quals.is_const {
                    return Err(self.unsupported(decl.span, "a file-scope variable other than a 'const' scalar ('__device__'/'__constant__' variables)"));
                }
                let Type::Scalar(s) = decl.ty else {
                    return Err(self.unsupported(decl.span, "a file-scope 'const' array"));
                };
                let Some(ty) = dtype_of(s) else { return Err(self.err(decl.span, "variable has incomplete type 'void'")) };
                let Some(Init::Expr(e)) = &decl.init else {
                    return Err(self.err(decl.span, format!("default initialization of an object of const type '{}'", c_name(ty))));
                };
                let Some((l, _)) = self.const_eval(e) else {
                    return Err(self.unsupported(e.span, "a file-scope constant whose value is not a constant expression"));
                };
                let v = crate::compiler::lower::cast_literal(l, ty).unwrap_or(l);
                self.consts.insert(decl.name.clone(), (v, ty));
            }
        }
        Ok(())
    }

    /// A constant expression's value (array sizes, `case` labels, file-scope constants).
    fn const_eval(&self, e: &ast::Expr) -> Option<(Literal, DType)> {
        let int = |v: i64, t: DType| Some((Literal::Int(crate::compiler::lower::wrap_int(v, t)), t));
        match &e.kind {
            ExprKind::Int(v, s) => int(*v as i64, dtype_of(*s)?),
            ExprKind::Float(v, s) => Some((Literal::Float(*v), dtype_of(*s)?)),
            ExprKind::Char(c) => int(*c, DType::I32),
            ExprKind::Bool(b) => Some((Literal::Bool(*b), DType::Bool)),
            ExprKind::Ident(n) => match self.lookup(n) {
                Some(Binding::Const(l, t)) => Some((l, t)),
                _ => None,
            },
            ExprKind::SizeofType(Type::Scalar(s)) => int(dtype_of(*s)?.itemsize() as i64, DType::U64),
            ExprKind::Cast(Type::Scalar(s), a) => {
                let (l, _) = self.const_eval(a)?;
                let t = dtype_of(*s)?;
                Some((crate::compiler::lower::cast_literal(l, t)?, t))
            }
            ExprKind::Unary(op, a) => {
                let (l, t) = self.const_eval(a)?;
                let t = promote(t);
                match (op, l) {
                    (UnOp::Plus, _) => Some((l, t)),
                    (UnOp::Neg, Literal::Float(f)) => Some((Literal::Float(-f), t)),
                    (UnOp::Neg, _) => int(-(lit_value(l) as i64), t),
                    (UnOp::Not, _) => Some((Literal::Bool(lit_value(l) == 0.0), DType::Bool)),
                    (UnOp::BitNot, Literal::Int(i)) => int(!i, t),
                    _ => None,
                }
            }
            ExprKind::Binary(op, a, b) => {
                let (la, ta) = self.const_eval(a)?;
                let (lb, tb) = self.const_eval(b)?;
                let t = common(ta, tb);
                let cmp = |r: bool| Some((Literal::Bool(r), DType::Bool));
                if t.is_float() {
                    let (x, y) = (lit_value(la), lit_value(lb));
                    let f = |v: f64| Some((Literal::Float(if t == DType::F32 { v as f32 as f64 } else { v }), t));
                    return match op {
                        BinOp::Add => f(x + y),
                        BinOp::Sub => f(x - y),
                        BinOp::Mul => f(x * y),
                        BinOp::Div => f(x / y),
                        BinOp::Lt => cmp(x < y),
                        BinOp::Le => cmp(x <= y),
                        BinOp::Gt => cmp(x > y),
                        BinOp::Ge => cmp(x >= y),
                        BinOp::Eq => cmp(x == y),
                        BinOp::Ne => cmp(x != y),
                        _ => None,
                    };
                }
                let (x, y) = (lit_value(la) as i64, lit_value(lb) as i64);
                let unsigned = t.kind() == Kind::Unsigned;
                match op {
                    BinOp::Add => int(x.wrapping_add(y), t),
                    BinOp::Sub => int(x.wrapping_sub(y), t),
                    BinOp::Mul => int(x.wrapping_mul(y), t),
                    BinOp::Div if y != 0 => int(if unsigned { ((x as u64) / (y as u64)) as i64 } else { x.wrapping_div(y) }, t),
                    BinOp::Rem if y != 0 => int(if unsigned { ((x as u64) % (y as u64)) as i64 } else { x.wrapping_rem(y) }, t),
                    BinOp::Shl => int(x.wrapping_shl(y as u32), promote(ta)),
                    BinOp::Shr => int(x.wrapping_shr(y as u32), promote(ta)),
                    BinOp::BitAnd => int(x & y, t),
                    BinOp::BitOr => int(x | y, t),
                    BinOp::BitXor => int(x ^ y, t),
                    BinOp::LogAnd => cmp(x != 0 && y != 0),
                    BinOp::LogOr => cmp(x != 0 || y != 0),
                    BinOp::Lt => cmp(x < y),
                    BinOp::Le => cmp(x <= y),
                    BinOp::Gt => cmp(x > y),
                    BinOp::Ge => cmp(x >= y),
                    BinOp::Eq => cmp(x == y),
                    BinOp::Ne => cmp(x != y),
                    _ => None,
                }
            }
            ExprKind::Cond(c, a, b) => {
                let (lc, _) = self.const_eval(c)?;
                if lit_value(lc) != 0.0 {
                    self.const_eval(a)
                } else {
                    self.const_eval(b)
                }
            }
            _ => None,
        }
    }

    /// An integer constant expression's value.
    pub(super) fn const_value(&self, e: &ast::Expr) -> Option<i64> {
        self.const_eval(e).filter(|(_, t)| !t.is_float()).map(|(l, _)| lit_value(l) as i64)
    }

    fn const_size(&self, e: &ast::Expr) -> R<usize> {
        match self.const_eval(e) {
            Some((l, t)) if !t.is_float() && lit_value(l) > 0.0 => Ok(lit_value(l) as usize),
            Some(_) => Err(self.err(e.span, "array size must be positive")),
            None => Err(self.err(e.span, "array size is not a constant expression (use a number, a #define or a const int)")),
        }
    }

    // ---- the kernel --------------------------------------------------------------------

    pub fn kernel(&mut self, f: &ast::Function) -> R<()> {
        self.globals()?;
        let Some(body) = &f.body else { return Err(self.err(f.name_span, format!("kernel '{}' is declared but never defined", f.name))) };
        self.frames.push(Frame { scopes: vec![HashMap::new()], targets: Vec::new(), ret: None, name: f.name.clone() });
        let assigned = assigned_names(body);
        for (i, p) in f.params.iter().enumerate() {
            self.span = sp(p.span);
            self.names.insert(p.name.clone());
            match param_ty(p)? {
                ParamTy::Scalar(d) => {
                    let l = self.module.locals.append(Local { name: p.name.clone(), ty: d });
                    self.module.params.push(Param { name: p.name.clone(), kind: ParamKind::Scalar(l) });
                    self.bind(&p.name, Binding::Scalar(l));
                }
                ParamTy::Pointer { elem, .. } => {
                    let ty = ArrayTy { dtype: elem, ndim: 1, layout: Layout::C };
                    let h = self.module.arrays.append(ArrayDecl { name: p.name.clone(), ty, kind: ArrayKind::Param(i as u32), shape: Vec::new() });
                    self.module.params.push(Param { name: p.name.clone(), kind: ParamKind::Array(h) });
                    if assigned.contains(&p.name) {
                        let off = self.new_local(&format!("{}_offset", p.name), DType::I64);
                        let zero = self.lit_int(0, DType::I64);
                        self.emit(Statement::Assign { local: off, value: zero });
                        self.bind(&p.name, Binding::Ptr(Some(h), off));
                    } else {
                        self.bind(&p.name, Binding::FixedPtr(h));
                    }
                }
            }
        }
        self.stmts(body)?;
        self.frames.pop();
        self.module.body = self.blocks.pop().unwrap_or_default();
        Ok(())
    }

    fn stmts(&mut self, body: &[ast::Stmt]) -> R<()> {
        for s in body {
            self.stmt(s)?;
        }
        Ok(())
    }

    fn stmt(&mut self, s: &ast::Stmt) -> R<()> {
        self.span = sp(s.span);
        match &s.kind {
            StmtKind::Empty => Ok(()),
            StmtKind::Expr(e) => self.effect(e),
            StmtKind::Decl(d) => self.decl(d),
            StmtKind::Block(b) => self.scoped(|l| l.stmts(b)),
            StmtKind::If(c, a, b) => {
                let cond = self.cond(c)?;
                let accept = self.block_of(|l| l.scoped(|l| l.stmt(a)))?;
                let reject = match b {
                    Some(b) => self.block_of(|l| l.scoped(|l| l.stmt(b)))?,
                    None => Vec::new(),
                };
                self.span = sp(s.span);
                self.emit(Statement::If { cond, accept, reject });
                Ok(())
            }
            StmtKind::While(c, body) => {
                let span = sp(s.span);
                let body = self.loop_body(|l| {
                    l.break_unless(c, span)?;
                    l.scoped(|l| l.stmt(body))
                })?;
                self.span = span;
                self.emit(Statement::Loop { body, continuing: Vec::new() });
                Ok(())
            }
            StmtKind::DoWhile(body, c) => {
                // `first` lets the condition sit at the top, where `continue` reaches it.
                let span = sp(s.span);
                let first = self.temp(DType::Bool);
                let t = self.literal(Literal::Bool(true), DType::Bool);
                self.emit(Statement::Assign { local: first, value: t });
                let body = self.loop_body(|l| {
                    let f = l.read(first);
                    let not_first = l.push(Expr::Unary { op: UnaryOp::Not, arg: f }, DType::Bool);
                    let check = l.block_of(|l| l.break_unless(c, span))?;
                    l.span = span;
                    l.emit(Statement::If { cond: not_first, accept: check, reject: Vec::new() });
                    let no = l.literal(Literal::Bool(false), DType::Bool);
                    l.emit(Statement::Assign { local: first, value: no });
                    l.scoped(|l| l.stmt(body))
                })?;
                self.span = span;
                self.emit(Statement::Loop { body, continuing: Vec::new() });
                Ok(())
            }
            StmtKind::For(init, c, step, body) => self.scoped(|l| {
                let span = sp(s.span);
                if let Some(i) = init {
                    l.stmt(i)?;
                }
                l.span = span;
                let b = l.loop_body(|l| {
                    if let Some(c) = c {
                        l.break_unless(c, span)?;
                    }
                    l.scoped(|l| l.stmt(body))
                })?;
                let continuing = match step {
                    Some(e) => l.block_of(|l| {
                        l.span = sp(e.span);
                        l.effect(e)
                    })?,
                    None => Vec::new(),
                };
                l.span = span;
                l.emit(Statement::Loop { body: b, continuing });
                Ok(())
            }),
            StmtKind::Switch(e, body) => self.switch(e, body, sp(s.span)),
            StmtKind::Case(_) | StmtKind::Default => Err(self.err(s.span, "'case' statement not in switch statement")),
            StmtKind::Break => match self.frames.last().and_then(|f| f.targets.last()) {
                Some(Target::Loop) => {
                    self.emit(Statement::Break);
                    Ok(())
                }
                Some(Target::Switch(id)) => {
                    let id = *id;
                    self.emit(Statement::Exit(id));
                    Ok(())
                }
                None => Err(self.err(s.span, "'break' statement not in loop or switch statement")),
            },
            StmtKind::Continue => {
                if !self.frames.last().is_some_and(|f| f.targets.iter().any(|t| matches!(t, Target::Loop))) {
                    return Err(self.err(s.span, "'continue' statement not in loop statement"));
                }
                self.emit(Statement::Continue);
                Ok(())
            }
            StmtKind::Return(e) => self.ret(e.as_ref(), s.span),
        }
    }

    fn loop_body(&mut self, f: impl FnOnce(&mut Self) -> R<()>) -> R<Block> {
        self.frame().targets.push(Target::Loop);
        let b = self.block_of(f);
        self.frame().targets.pop();
        b
    }

    fn break_unless(&mut self, c: &ast::Expr, span: Span) -> R<()> {
        let cond = self.cond(c)?;
        let not = self.push(Expr::Unary { op: UnaryOp::Not, arg: cond }, DType::Bool);
        self.span = span;
        self.emit(Statement::If { cond: not, accept: vec![(Statement::Break, span)], reject: Vec::new() });
        Ok(())
    }

    fn ret(&mut self, e: Option<&ast::Expr>, span: ast::Span) -> R<()> {
        let ret = self.frames.last().and_then(|f| f.ret);
        match (ret, e) {
            (None, None) => {
                self.emit(Statement::Return);
                Ok(())
            }
            (None, Some(e)) => Err(self.err(e.span, "a __global__ function returns void: 'return' takes no value")),
            (Some((local, id)), e) => {
                match (local, e) {
                    (Some(l), Some(e)) => {
                        let v = self.rvalue(e)?;
                        let v = self.cast(v, self.module.locals[l].ty);
                        self.emit(Statement::Assign { local: l, value: v });
                    }
                    (None, Some(e)) => return Err(self.err(e.span, "void function should not return a value")),
                    (Some(_), None) => return Err(self.err(span, "non-void function should return a value")),
                    (None, None) => {}
                }
                self.emit(Statement::Exit(id));
                Ok(())
            }
        }
    }

    /// `switch`: the matching case's index (or default's) in a local, then each case's
    /// statements run when that index is at or before them (C's fall-through); `break` leaves
    /// the enclosing block.
    fn switch(&mut self, e: &ast::Expr, body: &[ast::Stmt], span: Span) -> R<()> {
        let v = self.rvalue(e)?;
        let ty = promote(self.ty(v));
        if ty.is_float() {
            return Err(self.err(e.span, "statement requires expression of integer type"));
        }
        let v = self.cast(v, ty);
        let value = self.hold(v);
        // Segments: statements after each label (those before the first label never run in C).
        let mut labels: Vec<Option<&ast::Expr>> = Vec::new();
        let mut segments: Vec<Vec<&ast::Stmt>> = Vec::new();
        for s in body {
            match &s.kind {
                StmtKind::Case(c) => {
                    labels.push(Some(c));
                    segments.push(Vec::new());
                }
                StmtKind::Default => {
                    labels.push(None);
                    segments.push(Vec::new());
                }
                _ => {
                    if let Some(seg) = segments.last_mut() {
                        seg.push(s);
                    }
                }
            }
        }
        let sel = self.temp(DType::I32);
        let none = self.lit_int(-1, DType::I32);
        self.emit(Statement::Assign { local: sel, value: none });
        let mut seen = HashSet::new();
        // Default first, so a matching case (tested after) overrides it.
        if let Some(d) = labels.iter().position(|l| l.is_none()) {
            let i = self.lit_int(d as i64, DType::I32);
            self.emit(Statement::Assign { local: sel, value: i });
        }
        for (k, label) in labels.iter().enumerate() {
            let Some(c) = label else { continue };
            let Some((l, _)) = self.const_eval(c) else { return Err(self.err(c.span, "case value is not a constant expression")) };
            let n = crate::compiler::lower::wrap_int(lit_value(l) as i64, ty);
            if !seen.insert(n) {
                return Err(self.err(c.span, "duplicate case value"));
            }
            let x = self.read(value);
            let y = self.lit_int(n, ty);
            let eq = self.push(Expr::Compare { op: CompareOp::Eq, left: x, right: y }, DType::Bool);
            let i = self.lit_int(k as i64, DType::I32);
            self.span = span;
            self.emit(Statement::If { cond: eq, accept: vec![(Statement::Assign { local: sel, value: i }, span)], reject: Vec::new() });
        }
        let id = self.next_block;
        self.next_block += 1;
        self.frame().targets.push(Target::Switch(id));
        let inner = self.block_of(|l| {
            l.scoped(|l| {
                for (k, seg) in segments.iter().enumerate() {
                    let s0 = l.read(sel);
                    let zero = l.lit_int(0, DType::I32);
                    let entered = l.push(Expr::Compare { op: CompareOp::Ge, left: s0, right: zero }, DType::Bool);
                    let s1 = l.read(sel);
                    let kk = l.lit_int(k as i64, DType::I32);
                    let at_or_before = l.push(Expr::Compare { op: CompareOp::Le, left: s1, right: kk }, DType::Bool);
                    let both = l.push(Expr::Binary { op: BinaryOp::BitAnd, left: entered, right: at_or_before }, DType::Bool);
                    let accept = l.block_of(|l| {
                        for s in seg {
                            l.stmt(s)?;
                        }
                        Ok(())
                    })?;
                    l.span = span;
                    l.emit(Statement::If { cond: both, accept, reject: Vec::new() });
                }
                Ok(())
            })
        });
        self.frame().targets.pop();
        self.span = span;
        self.emit(Statement::Block { id, body: inner? });
        Ok(())
    }

    // ---- declarations ------------------------------------------------------------------

    fn decl(&mut self, d: &ast::Decl) -> R<()> {
        for dc in &d.declarators {
            self.span = sp(dc.span);
            self.declarator(d.quals, dc)?;
        }
        Ok(())
    }

    fn declarator(&mut self, q: ast::Quals, dc: &ast::Declarator) -> R<()> {
        if q.is_static && !q.is_shared {
            return Err(self.unsupported(dc.span, "a 'static' local variable"));
        }
        if q.is_constant {
            return Err(self.unsupported(dc.span, "'__constant__' inside a function"));
        }
        match &dc.ty {
            Type::Scalar(s) => {
                let Some(ty) = dtype_of(*s) else { return Err(self.err(dc.span, "variable has incomplete type 'void'")) };
                if q.is_shared {
                    if dc.init.is_some() {
                        return Err(self.err(dc.span, "initialization is not supported for __shared__ variables"));
                    }
                    let name = self.local_name(&dc.name);
                    let h = self.module.arrays.append(ArrayDecl {
                        name,
                        ty: ArrayTy { dtype: ty, ndim: 1, layout: Layout::C },
                        kind: ArrayKind::Shared { dynamic: false },
                        shape: vec![1],
                    });
                    self.bind(&dc.name, Binding::SharedScalar(h));
                    return Ok(());
                }
                // A `const` scalar with a constant value is a constant (usable as an array size).
                if q.is_const {
                    if let Some(Init::Expr(e)) = &dc.init {
                        if let Some((l, _)) = self.const_eval(e) {
                            let l = crate::compiler::lower::cast_literal(l, ty).unwrap_or(l);
                            self.bind(&dc.name, Binding::Const(l, ty));
                            return Ok(());
                        }
                    }
                }
                let init = match &dc.init {
                    Some(Init::Expr(e)) => Some(self.rvalue(e)?),
                    Some(Init::List(items)) if items.len() == 1 => Some(self.rvalue(&items[0])?),
                    Some(Init::List(_)) => return Err(self.err(dc.span, "excess elements in scalar initializer")),
                    None => None,
                };
                let l = self.new_local(&dc.name, ty);
                if let Some(v) = init {
                    let v = self.cast(v, ty);
                    self.emit(Statement::Assign { local: l, value: v });
                }
                self.bind(&dc.name, Binding::Scalar(l));
                Ok(())
            }
            Type::Pointer(inner) => {
                if !matches!(**inner, Type::Scalar(_)) {
                    return Err(self.unsupported(dc.span, "pointers to pointers"));
                }
                let off = self.new_local(&format!("{}_offset", dc.name), DType::I64);
                let mut array = None;
                if let Some(init) = &dc.init {
                    let Init::Expr(e) = init else { return Err(self.err(dc.span, "a pointer is initialized with an expression")) };
                    let (a, o) = self.pointer(e)?;
                    self.check_pointee(a, inner, e.span)?;
                    let o = self.offset_or_zero(o);
                    self.emit(Statement::Assign { local: off, value: o });
                    array = Some(a);
                }
                self.bind(&dc.name, Binding::Ptr(array, off));
                Ok(())
            }
            Type::Array(..) => self.array_decl(q, dc),
            Type::Dim3 => Err(self.unsupported(dc.span, "a dim3 variable inside a kernel (use threadIdx.x… directly)")),
        }
    }

    fn check_pointee(&self, a: Handle<ArrayDecl>, inner: &Type, span: ast::Span) -> R<()> {
        let want = match inner {
            Type::Scalar(s) => dtype_of(*s),
            _ => None,
        };
        let have = self.module.arrays[a].ty.dtype;
        if want != Some(have) {
            let w = want.map(c_name).unwrap_or("void");
            return Err(self.unsupported(
                span,
                &format!("a '{w} *' pointing into '{}' of type '{} *' (a cast between pointer types)", self.module.arrays[a].name, c_name(have)),
            ));
        }
        Ok(())
    }

    fn array_decl(&mut self, q: ast::Quals, dc: &ast::Declarator) -> R<()> {
        let mut dims = Vec::new();
        let mut t = &dc.ty;
        while let Type::Array(inner, n) = t {
            dims.push(n.as_deref());
            t = inner;
        }
        let Type::Scalar(s) = t else { return Err(self.unsupported(dc.span, "arrays of pointers")) };
        let Some(dtype) = dtype_of(*s) else { return Err(self.err(dc.span, "array has incomplete element type 'void'")) };
        if q.is_extern {
            if !q.is_shared || dims.len() != 1 || dims[0].is_some() {
                return Err(self.unsupported(dc.span, "an 'extern' declaration other than 'extern __shared__ T name[]'"));
            }
            if let Some((h, t)) = self.dynamic_shared {
                if t != dtype {
                    return Err(self.unsupported(dc.span, "two 'extern __shared__' arrays of different types (carve one array instead)"));
                }
                self.bind(&dc.name, Binding::FixedPtr(h));
                return Ok(());
            }
            let name = self.local_name(&dc.name);
            let h = self.module.arrays.append(ArrayDecl {
                name,
                ty: ArrayTy { dtype, ndim: 1, layout: Layout::C },
                kind: ArrayKind::Shared { dynamic: true },
                shape: Vec::new(),
            });
            self.dynamic_shared = Some((h, dtype));
            self.bind(&dc.name, Binding::FixedPtr(h));
            return Ok(());
        }
        let mut shape = Vec::new();
        for (i, d) in dims.iter().enumerate() {
            match d {
                Some(e) => shape.push(self.const_size(e)?),
                None if i == 0 => match &dc.init {
                    Some(Init::List(items)) => shape.push(items.len().max(1)),
                    _ => {
                        return Err(self.err(dc.span, format!("definition of variable with array type needs an explicit size or an initializer: '{}'", dc.name)))
                    }
                },
                None => return Err(self.err(dc.span, "array has incomplete element type")),
            }
        }
        let elements: usize = shape.iter().product();
        if elements > (1 << 24) {
            return Err(self.err(dc.span, format!("array '{}' is too large ({elements} elements)", dc.name)));
        }
        let kind = if q.is_shared { ArrayKind::Shared { dynamic: false } } else { ArrayKind::Local };
        let name = self.local_name(&dc.name);
        let ndim = shape.len() as u8;
        let h = self.module.arrays.append(ArrayDecl { name, ty: ArrayTy { dtype, ndim, layout: Layout::C }, kind, shape: shape.clone() });
        self.bind(&dc.name, if ndim == 1 { Binding::FixedPtr(h) } else { Binding::Array(h) });
        match &dc.init {
            None => Ok(()),
            Some(_) if q.is_shared => Err(self.err(dc.span, "initialization is not supported for __shared__ variables")),
            Some(Init::Expr(e)) => Err(self.err(e.span, "array initializer must be an initializer list")),
            Some(Init::List(items)) => {
                if ndim != 1 {
                    return Err(self.unsupported(dc.span, "initializer lists for multi-dimensional local arrays"));
                }
                if items.len() > elements {
                    return Err(self.err(dc.span, "excess elements in array initializer"));
                }
                for k in 0..elements {
                    let v = match items.get(k) {
                        Some(e) => self.rvalue(e)?,
                        None => self.lit_int(0, DType::I32),
                    };
                    let v = self.cast(v, dtype);
                    let i = self.lit_int(k as i64, DType::I64);
                    self.emit(Statement::Store { array: h, index: vec![i], value: v });
                }
                Ok(())
            }
        }
    }

    // ---- expressions -------------------------------------------------------------------

    /// An expression evaluated for its effects only.
    fn effect(&mut self, e: &ast::Expr) -> R<()> {
        match &e.kind {
            ExprKind::Assign(op, a, b) => self.assign(*op, a, b, false).map(|_| ()),
            ExprKind::Unary(op @ (UnOp::PreInc | UnOp::PostInc | UnOp::PreDec | UnOp::PostDec), a) => {
                let delta = if matches!(op, UnOp::PreInc | UnOp::PostInc) { BinOp::Add } else { BinOp::Sub };
                self.step(a, delta, false, e.span).map(|_| ())
            }
            ExprKind::Comma(a, b) => {
                self.effect(a)?;
                self.effect(b)
            }
            _ => self.expr(e).map(|_| ()),
        }
    }

    pub(super) fn cond(&mut self, e: &ast::Expr) -> R<Handle<Expr>> {
        let v = self.rvalue(e)?;
        Ok(self.truth_of(v))
    }

    /// A scalar value.
    pub(super) fn rvalue(&mut self, e: &ast::Expr) -> R<Handle<Expr>> {
        match self.expr(e)? {
            V::S(h) => Ok(h),
            V::Ptr(..) | V::Addr(..) => Err(self.unsupported(e.span, "using a pointer as a number (compare or convert indices instead)")),
            V::Arr(..) => Err(self.err(e.span, "an array is not a number: index it")),
            V::Dim3(_) => Err(self.err(e.span, "a dim3 is not a number: use its .x, .y or .z")),
            V::Str(_) => Err(self.err(e.span, "a string literal is not a number (strings are only printf's format)")),
        }
    }

    /// A pointer value: its array and element offset.
    fn pointer(&mut self, e: &ast::Expr) -> R<(Handle<ArrayDecl>, Option<Handle<Expr>>)> {
        match self.expr(e)? {
            V::Ptr(a, o) => Ok((a, o)),
            V::Addr(a, idx) if idx.len() == 1 => Ok((a, idx.into_iter().next())),
            _ => Err(self.err(e.span, "expected a pointer")),
        }
    }

    /// `*p`: the pointer's array and the element's index.
    fn pointee(&mut self, e: &ast::Expr) -> R<(Handle<ArrayDecl>, Handle<Expr>)> {
        let (arr, off) = self.pointer(e)?;
        Ok((arr, self.offset_or_zero(off)))
    }

    pub(super) fn offset_or_zero(&mut self, off: Option<Handle<Expr>>) -> Handle<Expr> {
        off.unwrap_or_else(|| self.lit_int(0, DType::I64))
    }

    /// A pointer's offset moved by `k` elements (int64).
    fn plus(&mut self, off: Option<Handle<Expr>>, k: Handle<Expr>) -> Handle<Expr> {
        match off {
            Some(o) => self.push(Expr::Binary { op: BinaryOp::Add, left: o, right: k }, DType::I64),
            None => k,
        }
    }

    /// `a[i]`: an element (the array and one index per axis) or, for a multi-dimensional array
    /// indexed along fewer axes than it has, the partial index.
    fn subscript(&mut self, a: &ast::Expr, i: &ast::Expr, span: ast::Span) -> R<Subscript> {
        let base = self.expr(a)?;
        let idx = self.index_value(i)?;
        match base {
            V::Ptr(arr, off) => Ok(Subscript::Element(arr, vec![self.plus(off, idx)])),
            V::Arr(arr, mut prefix) => {
                prefix.push(idx);
                if prefix.len() == self.module.arrays[arr].ty.ndim as usize {
                    Ok(Subscript::Element(arr, prefix))
                } else {
                    Ok(Subscript::Partial(arr, prefix))
                }
            }
            _ => Err(self.err(span, "subscripted value is not an array or pointer")),
        }
    }

    pub(super) fn expr(&mut self, e: &ast::Expr) -> R<V> {
        Ok(match &e.kind {
            ExprKind::Int(v, s) => {
                let t = dtype_of(*s).unwrap_or(DType::I32);
                V::S(self.lit_int(*v as i64, t))
            }
            ExprKind::Float(v, s) => {
                let t = dtype_of(*s).unwrap_or(DType::F64);
                let v = if t == DType::F32 { *v as f32 as f64 } else { *v };
                V::S(self.literal(Literal::Float(v), t))
            }
            ExprKind::Char(c) => V::S(self.lit_int(*c, DType::I32)),
            ExprKind::Bool(b) => V::S(self.literal(Literal::Bool(*b), DType::Bool)),
            ExprKind::Str(s) => V::Str(s.clone()),
            ExprKind::Ident(n) => self.ident(n, e.span)?,
            ExprKind::Member(base, field) => {
                let axis = match field.as_str() {
                    "x" => Axis::X,
                    "y" => Axis::Y,
                    "z" => Axis::Z,
                    _ => return Err(self.err(e.span, format!("no member named '{field}'"))),
                };
                match self.expr(base)? {
                    V::Dim3(f) => {
                        let s = self.push(Expr::Special(f(axis)), DType::I32);
                        V::S(self.push(Expr::Cast { arg: s }, DType::U32))
                    }
                    _ => return Err(self.unsupported(e.span, "member access other than threadIdx/blockIdx/blockDim/gridDim .x/.y/.z (structs)")),
                }
            }
            ExprKind::Index(a, i) => match self.subscript(a, i, e.span)? {
                Subscript::Element(arr, index) => V::S(self.load(arr, index)),
                Subscript::Partial(arr, prefix) => V::Arr(arr, prefix),
            },
            ExprKind::Unary(op, a) => self.unary(*op, a, e.span)?,
            ExprKind::Binary(op, a, b) => self.binary(*op, a, b, e.span)?,
            ExprKind::Assign(op, a, b) => self.assign(*op, a, b, true)?,
            ExprKind::Cond(c, a, b) => {
                let cond = self.cond(c)?;
                // Both arms are typed before either is lowered into its branch.
                let (ta, tb) = (self.peek_type(a)?, self.peek_type(b)?);
                let ty = if ta == DType::Bool && tb == DType::Bool { DType::Bool } else { common(ta, tb) };
                let out = self.temp(ty);
                let accept = self.block_of(|l| {
                    let v = l.rvalue(a)?;
                    let v = l.cast(v, ty);
                    l.emit(Statement::Assign { local: out, value: v });
                    Ok(())
                })?;
                let reject = self.block_of(|l| {
                    let v = l.rvalue(b)?;
                    let v = l.cast(v, ty);
                    l.emit(Statement::Assign { local: out, value: v });
                    Ok(())
                })?;
                self.emit(Statement::If { cond, accept, reject });
                V::S(self.read(out))
            }
            ExprKind::Call(name, args) => self.call(name, args, e.span)?,
            ExprKind::Cast(t, a) => match t {
                Type::Scalar(s) => {
                    let Some(to) = dtype_of(*s) else {
                        self.effect(a)?;
                        return Ok(V::S(self.lit_int(0, DType::I32)));
                    };
                    let v = self.rvalue(a)?;
                    V::S(self.cast(v, to))
                }
                Type::Pointer(inner) => {
                    let (arr, off) = self.pointer(a)?;
                    self.check_pointee(arr, inner, e.span)?;
                    V::Ptr(arr, off)
                }
                _ => return Err(self.unsupported(e.span, "this cast")),
            },
            ExprKind::SizeofType(t) => {
                let n = match t {
                    Type::Scalar(s) => dtype_of(*s).map(|d| d.itemsize()).unwrap_or(1),
                    Type::Pointer(_) => 8,
                    _ => return Err(self.unsupported(e.span, "sizeof of this type")),
                };
                V::S(self.lit_int(n as i64, DType::U64))
            }
            ExprKind::SizeofExpr(x) => {
                let n = match &x.kind {
                    ExprKind::Ident(name) => match self.lookup(name) {
                        Some(Binding::Array(h) | Binding::FixedPtr(h)) if !matches!(self.module.arrays[h].kind, ArrayKind::Param(_)) => {
                            self.module.arrays[h].bytes()
                        }
                        Some(Binding::Ptr(..) | Binding::FixedPtr(_)) => 8,
                        _ => self.peek_type(x)?.itemsize(),
                    },
                    _ => self.peek_type(x)?.itemsize(),
                };
                V::S(self.lit_int(n as i64, DType::U64))
            }
            ExprKind::Comma(a, b) => {
                self.effect(a)?;
                self.expr(b)?
            }
        })
    }

    /// The type an expression would have, without emitting anything.
    fn peek_type(&mut self, e: &ast::Expr) -> R<DType> {
        // A trial lowering into a discarded block; what it appended is dropped again, so the
        // module keeps no unused expressions or locals from it.
        let (blocks, exprs, locals, temps, names) = (self.blocks.len(), self.module.exprs.len(), self.module.locals.len(), self.temps, self.names.clone());
        self.blocks.push(Vec::new());
        let r = self.rvalue(e).map(|h| self.ty(h));
        self.blocks.truncate(blocks);
        self.module.exprs.truncate(exprs);
        self.module.expr_types.truncate(exprs);
        self.module.locals.truncate(locals);
        self.temps = temps;
        self.names = names;
        r
    }

    fn ident(&mut self, n: &str, span: ast::Span) -> R<V> {
        if let Some(b) = self.lookup(n) {
            return Ok(match b {
                Binding::Scalar(l) => V::S(self.read(l)),
                Binding::Const(l, t) => V::S(self.literal(l, t)),
                Binding::FixedPtr(h) => V::Ptr(h, None),
                Binding::Ptr(Some(h), off) => V::Ptr(h, Some(self.read(off))),
                Binding::Ptr(None, _) => return Err(self.err(span, format!("pointer '{n}' is used before it points anywhere"))),
                Binding::Array(h) => V::Arr(h, Vec::new()),
                Binding::SharedScalar(h) => {
                    let z = self.lit_int(0, DType::I64);
                    V::S(self.load(h, vec![z]))
                }
            });
        }
        Ok(match n {
            "threadIdx" => V::Dim3(Special::ThreadIdx),
            "blockIdx" => V::Dim3(Special::BlockIdx),
            "blockDim" => V::Dim3(Special::BlockDim),
            "gridDim" => V::Dim3(Special::GridDim),
            "warpSize" => V::S(self.push(Expr::Special(Special::WarpSize), DType::I32)),
            _ => return Err(self.err(span, format!("use of undeclared identifier '{n}'"))),
        })
    }

    fn index_value(&mut self, i: &ast::Expr) -> R<Handle<Expr>> {
        let v = self.rvalue(i)?;
        let t = self.ty(v);
        if t.is_float() {
            return Err(self.err(i.span, format!("array subscript is not an integer (it is '{}')", c_name(t))));
        }
        Ok(self.cast(v, DType::I64))
    }

    fn load(&mut self, array: Handle<ArrayDecl>, index: Vec<Handle<Expr>>) -> Handle<Expr> {
        let ty = self.module.arrays[array].ty.dtype;
        self.push(Expr::Load { array, index }, ty)
    }

    fn unary(&mut self, op: UnOp, a: &ast::Expr, span: ast::Span) -> R<V> {
        Ok(match op {
            UnOp::PreInc | UnOp::PreDec | UnOp::PostInc | UnOp::PostDec => {
                let delta = if matches!(op, UnOp::PreInc | UnOp::PostInc) { BinOp::Add } else { BinOp::Sub };
                let post = matches!(op, UnOp::PostInc | UnOp::PostDec);
                return self.step(a, delta, !post, span).and_then(|v| v.ok_or_else(|| self.err(span, "no value")));
            }
            UnOp::Deref => {
                let (arr, at) = self.pointee(a)?;
                V::S(self.load(arr, vec![at]))
            }
            UnOp::AddrOf => match &a.kind {
                ExprKind::Index(..) | ExprKind::Unary(UnOp::Deref, _) | ExprKind::Ident(_) => match self.place(a)? {
                    Place::Elem(arr, idx) => {
                        let idx: Vec<Handle<Expr>> = idx.into_iter().map(|l| self.read(l)).collect();
                        if idx.len() == 1 {
                            V::Ptr(arr, idx.into_iter().next())
                        } else {
                            V::Addr(arr, idx)
                        }
                    }
                    _ => return Err(self.unsupported(span, "taking the address of a local variable")),
                },
                _ => return Err(self.err(span, "cannot take the address of an rvalue")),
            },
            UnOp::Not => {
                let c = self.cond(a)?;
                V::S(self.push(Expr::Unary { op: UnaryOp::Not, arg: c }, DType::Bool))
            }
            UnOp::Neg | UnOp::Plus | UnOp::BitNot => {
                let v = self.rvalue(a)?;
                let t = promote(self.ty(v));
                if op == UnOp::BitNot && t.is_float() {
                    return Err(self.err(span, format!("invalid argument type '{}' to unary expression", c_name(t))));
                }
                let v = self.cast(v, t);
                match op {
                    UnOp::Plus => V::S(v),
                    UnOp::Neg => V::S(self.push(Expr::Unary { op: UnaryOp::Neg, arg: v }, t)),
                    _ => V::S(self.push(Expr::Unary { op: UnaryOp::BitNot, arg: v }, t)),
                }
            }
        })
    }

    fn binary(&mut self, op: BinOp, a: &ast::Expr, b: &ast::Expr, span: ast::Span) -> R<V> {
        if matches!(op, BinOp::LogAnd | BinOp::LogOr) {
            // Short-circuit: the right side runs only when it decides.
            let out = self.temp(DType::Bool);
            let l = self.cond(a)?;
            self.emit(Statement::Assign { local: out, value: l });
            let rhs = self.block_of(|me| {
                let r = me.cond(b)?;
                me.emit(Statement::Assign { local: out, value: r });
                Ok(())
            })?;
            let c = self.read(out);
            let (accept, reject) = if op == BinOp::LogAnd { (rhs, Vec::new()) } else { (Vec::new(), rhs) };
            self.emit(Statement::If { cond: c, accept, reject });
            return Ok(V::S(self.read(out)));
        }
        let va = self.expr(a)?;
        let vb = self.expr(b)?;
        match (va, vb) {
            (V::S(x), V::S(y)) => self.arith(op, x, y, span).map(V::S),
            (V::Ptr(arr, off), V::S(k)) if matches!(op, BinOp::Add | BinOp::Sub) => Ok(V::Ptr(arr, Some(self.offset(off, k, op, b.span)?))),
            (V::S(k), V::Ptr(arr, off)) if op == BinOp::Add => Ok(V::Ptr(arr, Some(self.offset(off, k, op, a.span)?))),
            (V::Ptr(a1, o1), V::Ptr(a2, o2)) if op == BinOp::Sub && a1 == a2 => {
                let o1 = self.offset_or_zero(o1);
                let o2 = self.offset_or_zero(o2);
                Ok(V::S(self.push(Expr::Binary { op: BinaryOp::Sub, left: o1, right: o2 }, DType::I64)))
            }
            _ => Err(self.unsupported(span, "this operation on pointers or arrays")),
        }
    }

    fn offset(&mut self, off: Option<Handle<Expr>>, k: Handle<Expr>, op: BinOp, span: ast::Span) -> R<Handle<Expr>> {
        if self.ty(k).is_float() {
            return Err(self.err(span, "pointer arithmetic needs an integer"));
        }
        let k = self.cast(k, DType::I64);
        let k = if op == BinOp::Sub { self.push(Expr::Unary { op: UnaryOp::Neg, arg: k }, DType::I64) } else { k };
        Ok(self.plus(off, k))
    }

    /// A binary operator on two scalars, after C's conversions.
    fn arith(&mut self, op: BinOp, x: Handle<Expr>, y: Handle<Expr>, span: ast::Span) -> R<Handle<Expr>> {
        let (tx, ty_) = (self.ty(x), self.ty(y));
        if matches!(op, BinOp::Shl | BinOp::Shr) {
            let t = promote(tx);
            if t.is_float() || ty_.is_float() {
                return Err(self.err(span, "invalid operands to binary expression (shifts need integers)"));
            }
            let x = self.cast(x, t);
            let y = self.cast(y, t);
            let o = if op == BinOp::Shl { BinaryOp::Shl } else { BinaryOp::Shr };
            return Ok(self.push(Expr::Binary { op: o, left: x, right: y }, t));
        }
        let t = common(tx, ty_);
        let x = self.cast(x, t);
        let y = self.cast(y, t);
        let cmp = |o| Some(o);
        let c = match op {
            BinOp::Eq => cmp(CompareOp::Eq),
            BinOp::Ne => cmp(CompareOp::Ne),
            BinOp::Lt => cmp(CompareOp::Lt),
            BinOp::Le => cmp(CompareOp::Le),
            BinOp::Gt => cmp(CompareOp::Gt),
            BinOp::Ge => cmp(CompareOp::Ge),
            _ => None,
        };
        if let Some(c) = c {
            return Ok(self.push(Expr::Compare { op: c, left: x, right: y }, DType::Bool));
        }
        let o = match op {
            BinOp::Add => BinaryOp::Add,
            BinOp::Sub => BinaryOp::Sub,
            BinOp::Mul => BinaryOp::Mul,
            BinOp::Div if t.is_float() => BinaryOp::TrueDiv,
            BinOp::Div => BinaryOp::Div,
            BinOp::Rem if t.is_float() => return Err(self.err(span, "invalid operands to binary expression ('%' needs integers; use fmod/fmodf)")),
            BinOp::Rem => BinaryOp::Rem,
            BinOp::BitAnd | BinOp::BitOr | BinOp::BitXor if t.is_float() => {
                return Err(self.err(span, "invalid operands to binary expression (bitwise operators need integers)"))
            }
            BinOp::BitAnd => BinaryOp::BitAnd,
            BinOp::BitOr => BinaryOp::BitOr,
            _ => BinaryOp::BitXor,
        };
        Ok(self.push(Expr::Binary { op: o, left: x, right: y }, t))
    }

    /// Where an lvalue lives; array indices are held in locals so the place can be read and
    /// written.
    fn place(&mut self, e: &ast::Expr) -> R<Place> {
        match &e.kind {
            ExprKind::Ident(n) => match self.lookup(n) {
                Some(Binding::Scalar(l)) => Ok(Place::Local(l)),
                Some(Binding::Ptr(..)) => Ok(Place::PtrVar(n.clone())),
                Some(Binding::SharedScalar(h)) => {
                    let z = self.lit_int(0, DType::I64);
                    Ok(Place::Elem(h, vec![self.hold(z)]))
                }
                Some(Binding::FixedPtr(h)) if matches!(self.module.arrays[h].kind, ArrayKind::Param(_)) => Ok(Place::PtrVar(n.clone())),
                Some(Binding::Const(..)) => Err(self.err(e.span, format!("cannot assign to variable '{n}' with const-qualified type"))),
                Some(_) => Err(self.err(e.span, format!("array type is not assignable: '{n}'"))),
                None => Err(self.err(e.span, format!("use of undeclared identifier '{n}'"))),
            },
            ExprKind::Index(a, i) => match self.subscript(a, i, e.span)? {
                Subscript::Element(arr, index) => {
                    let held = index.into_iter().map(|h| self.hold(h)).collect();
                    Ok(Place::Elem(arr, held))
                }
                Subscript::Partial(..) => Err(self.err(e.span, "expression is not assignable")),
            },
            ExprKind::Unary(UnOp::Deref, p) => {
                let (arr, at) = self.pointee(p)?;
                Ok(Place::Elem(arr, vec![self.hold(at)]))
            }
            _ => Err(self.err(e.span, "expression is not assignable")),
        }
    }

    fn place_type(&self, p: &Place) -> Option<DType> {
        match p {
            Place::Local(l) => Some(self.module.locals[*l].ty),
            Place::Elem(a, _) => Some(self.module.arrays[*a].ty.dtype),
            Place::PtrVar(_) => None,
        }
    }

    fn read_place(&mut self, p: &Place) -> Handle<Expr> {
        match p {
            Place::Local(l) => self.read(*l),
            Place::Elem(a, idx) => {
                let idx = idx.iter().map(|l| self.read(*l)).collect();
                self.load(*a, idx)
            }
            Place::PtrVar(_) => self.lit_int(0, DType::I64),
        }
    }

    fn write_place(&mut self, p: &Place, v: Handle<Expr>) {
        match p {
            Place::Local(l) => self.emit(Statement::Assign { local: *l, value: v }),
            Place::Elem(a, idx) => {
                let index = idx.iter().map(|l| self.read(*l)).collect();
                self.emit(Statement::Store { array: *a, index, value: v });
            }
            Place::PtrVar(_) => {}
        }
    }

    /// The offset local of a pointer variable, made on its first write if it had none.
    fn pointer_var(&mut self, name: &str, span: ast::Span) -> R<(Option<Handle<ArrayDecl>>, Handle<Local>)> {
        match self.lookup(name) {
            Some(Binding::Ptr(a, off)) => Ok((a, off)),
            _ => Err(self.unsupported(span, &format!("reassigning '{name}'"))),
        }
    }

    fn assign(&mut self, op: Option<BinOp>, a: &ast::Expr, b: &ast::Expr, want: bool) -> R<V> {
        let place = self.place(a)?;
        if let Place::PtrVar(name) = &place {
            let (arr, off) = self.pointer_var(name, a.span)?;
            let (new_arr, new_off) = match op {
                None => self.pointer(b)?,
                Some(o @ (BinOp::Add | BinOp::Sub)) => {
                    let k = self.rvalue(b)?;
                    let cur = self.read(off);
                    let Some(arr) = arr else { return Err(self.err(a.span, format!("pointer '{name}' is used before it points anywhere"))) };
                    (arr, Some(self.offset(Some(cur), k, o, b.span)?))
                }
                Some(_) => return Err(self.err(a.span, "invalid operands to binary expression (pointer)")),
            };
            match arr {
                Some(old) if old != new_arr => {
                    let (o, n) = (self.module.arrays[old].name.clone(), self.module.arrays[new_arr].name.clone());
                    return Err(self.unsupported(a.span, &format!("pointer '{name}' pointing into two arrays ('{o}' and '{n}')")));
                }
                None => self.set_binding(name, Binding::Ptr(Some(new_arr), off)),
                _ => {}
            }
            let o = self.offset_or_zero(new_off);
            self.emit(Statement::Assign { local: off, value: o });
            return Ok(if want { V::Ptr(new_arr, Some(self.read(off))) } else { V::S(self.lit_int(0, DType::I32)) });
        }
        let ty = self.place_type(&place).unwrap_or(DType::I32);
        let value = match op {
            None => self.rvalue(b)?,
            Some(o) => {
                let cur = self.read_place(&place);
                let rhs = self.rvalue(b)?;
                self.arith(o, cur, rhs, b.span)?
            }
        };
        let value = self.cast(value, ty);
        if !want {
            self.write_place(&place, value);
            return Ok(V::S(self.lit_int(0, DType::I32)));
        }
        let t = self.hold(value);
        let v = self.read(t);
        self.write_place(&place, v);
        Ok(V::S(self.read(t)))
    }

    /// `++x`, `x--`…: `value_after` says whether the expression's value is the new one.
    fn step(&mut self, a: &ast::Expr, op: BinOp, value_after: bool, span: ast::Span) -> R<Option<V>> {
        let place = self.place(a)?;
        if let Place::PtrVar(name) = &place {
            let (arr, off) = self.pointer_var(name, a.span)?;
            let Some(arr) = arr else { return Err(self.err(span, format!("pointer '{name}' is used before it points anywhere"))) };
            let old = self.read(off);
            let one = self.lit_int(1, DType::I64);
            let o = if op == BinOp::Add { BinaryOp::Add } else { BinaryOp::Sub };
            let before = self.hold(old);
            let b = self.read(before);
            let new = self.push(Expr::Binary { op: o, left: b, right: one }, DType::I64);
            let keep = if value_after { None } else { Some(self.temp(DType::I64)) };
            if let Some(k) = keep {
                let b = self.read(before);
                self.emit(Statement::Assign { local: k, value: b });
            }
            self.emit(Statement::Assign { local: off, value: new });
            let v = match keep {
                Some(k) => self.read(k),
                None => self.read(off),
            };
            return Ok(Some(V::Ptr(arr, Some(v))));
        }
        let ty = self.place_type(&place).unwrap_or(DType::I32);
        if ty == DType::Bool {
            return Err(self.err(span, "cannot increment or decrement a bool"));
        }
        let cur = self.read_place(&place);
        let old = self.temp(ty);
        self.emit(Statement::Assign { local: old, value: cur });
        let o = self.read(old);
        let one = self.lit_int(1, DType::I32);
        let new = self.arith(op, o, one, span)?;
        let new = self.cast(new, ty);
        let new_t = self.hold(new);
        let n = self.read(new_t);
        self.write_place(&place, n);
        Ok(Some(V::S(if value_after { self.read(new_t) } else { self.read(old) })))
    }
}

/// The names a function body assigns (`=`, `op=`, `++`, `--`), to know which pointer
/// parameters need an offset variable.
fn assigned_names(body: &[ast::Stmt]) -> HashSet<String> {
    let mut out = HashSet::new();
    pub(super) fn expr(e: &ast::Expr, out: &mut HashSet<String>) {
        match &e.kind {
            ExprKind::Assign(_, a, b) => {
                if let ExprKind::Ident(n) = &a.kind {
                    out.insert(n.clone());
                }
                expr(a, out);
                expr(b, out);
            }
            ExprKind::Unary(op, a) => {
                if matches!(op, UnOp::PreInc | UnOp::PreDec | UnOp::PostInc | UnOp::PostDec) {
                    if let ExprKind::Ident(n) = &a.kind {
                        out.insert(n.clone());
                    }
                }
                expr(a, out);
            }
            ExprKind::Binary(_, a, b) | ExprKind::Index(a, b) | ExprKind::Comma(a, b) => {
                expr(a, out);
                expr(b, out);
            }
            ExprKind::Cond(a, b, c) => {
                expr(a, out);
                expr(b, out);
                expr(c, out);
            }
            ExprKind::Call(_, args) => args.iter().for_each(|a| expr(a, out)),
            ExprKind::Member(a, _) | ExprKind::Cast(_, a) | ExprKind::SizeofExpr(a) => expr(a, out),
            _ => {}
        }
    }
    fn stmt(s: &ast::Stmt, out: &mut HashSet<String>) {
        match &s.kind {
            StmtKind::Expr(e) | StmtKind::Case(e) => expr(e, out),
            StmtKind::Return(Some(e)) => expr(e, out),
            StmtKind::Decl(d) => d.declarators.iter().for_each(|dc| match &dc.init {
                Some(Init::Expr(e)) => expr(e, out),
                Some(Init::List(l)) => l.iter().for_each(|e| expr(e, out)),
                None => {}
            }),
            StmtKind::Block(b) | StmtKind::Switch(_, b) => b.iter().for_each(|s| stmt(s, out)),
            StmtKind::If(c, a, b) => {
                expr(c, out);
                stmt(a, out);
                if let Some(b) = b {
                    stmt(b, out);
                }
            }
            StmtKind::While(c, b) | StmtKind::DoWhile(b, c) => {
                expr(c, out);
                stmt(b, out);
            }
            StmtKind::For(i, c, st, b) => {
                if let Some(i) = i {
                    stmt(i, out);
                }
                for e in [c, st].into_iter().flatten() {
                    expr(e, out);
                }
                stmt(b, out);
            }
            _ => {}
        }
    }
    body.iter().for_each(|s| stmt(s, &mut out));
    out
}

impl Lowerer<'_> {
    pub(super) fn device_function(&self, name: &str) -> Option<&ast::Function> {
        let mut found = None;
        for item in &self.unit.items {
            if let ast::Item::Function(f) = item {
                if f.name == name && (f.body.is_some() || found.is_none()) {
                    found = Some(f);
                }
            }
        }
        found
    }

    /// Inline a `__device__` function: arguments into fresh locals (pointers keep their array),
    /// the body in a block that `return` leaves.
    pub(super) fn inline_call(&mut self, f: &ast::Function, args: &[ast::Expr], span: ast::Span) -> R<V> {
        if self.frames.iter().any(|fr| fr.name == f.name) {
            return Err(self.unsupported(span, &format!("recursion ('{}' calls itself)", f.name)));
        }
        if self.frames.len() > MAX_CALL_DEPTH {
            return Err(self.err(span, "__device__ calls nest too deeply"));
        }
        match f.kind {
            ast::FnKind::Kernel => return Err(self.unsupported(span, &format!("launching '{}' from a kernel (dynamic parallelism)", f.name))),
            ast::FnKind::Host => {
                return Err(
                    self.err(span, format!("calling a __host__ function(\"{}\") from a __global__ function is not allowed (mark it __device__)", f.name))
                )
            }
            ast::FnKind::Device => {}
        }
        let Some(body) = &f.body else { return Err(self.err(span, format!("__device__ function '{}' is declared but never defined", f.name))) };
        if args.len() != f.params.len() {
            return Err(self.err(span, format!("no matching function for call to '{}': it takes {} argument(s), {} given", f.name, f.params.len(), args.len())));
        }
        let mut bindings = HashMap::new();
        for (p, a) in f.params.iter().zip(args) {
            match param_ty(p)? {
                ParamTy::Scalar(d) => {
                    let v = self.rvalue(a)?;
                    let v = self.cast(v, d);
                    let l = self.new_local(&p.name, d);
                    self.emit(Statement::Assign { local: l, value: v });
                    bindings.insert(p.name.clone(), Binding::Scalar(l));
                }
                ParamTy::Pointer { elem, .. } => {
                    let (arr, off) = self.pointer(a)?;
                    if self.module.arrays[arr].ty.dtype != elem {
                        return Err(self.err(
                            a.span,
                            format!("cannot pass '{} *' as parameter '{}' of type '{} *'", c_name(self.module.arrays[arr].ty.dtype), p.name, c_name(elem)),
                        ));
                    }
                    let l = self.new_local(&format!("{}_offset", p.name), DType::I64);
                    let o = self.offset_or_zero(off);
                    self.emit(Statement::Assign { local: l, value: o });
                    bindings.insert(p.name.clone(), Binding::Ptr(Some(arr), l));
                }
            }
        }
        let ret_ty = match &f.ret {
            Type::Scalar(Scalar::Void) => None,
            Type::Scalar(s) => dtype_of(*s),
            _ => return Err(self.unsupported(f.name_span, "a __device__ function returning a pointer")),
        };
        let ret_local = ret_ty.map(|t| self.temp(t));
        let id = self.next_block;
        self.next_block += 1;
        self.frames.push(Frame { scopes: vec![bindings], targets: Vec::new(), ret: Some((ret_local, id)), name: f.name.clone() });
        let saved = self.span;
        let b = self.block_of(|l| l.stmts(body));
        self.frames.pop();
        self.span = saved;
        self.emit(Statement::Block { id, body: b? });
        Ok(match ret_local {
            Some(l) => V::S(self.read(l)),
            None => V::S(self.lit_int(0, DType::I32)),
        })
    }
}
