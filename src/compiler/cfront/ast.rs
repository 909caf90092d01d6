//! The syntax tree of the CUDA C subset classroom kernels use (what `parse.rs` builds and
//! `lower.rs` turns into the typed IR). Every node carries the byte range it came from in the
//! *original* cell text (after macro expansion a token keeps the range of the macro's use), so a
//! diagnostic points at what the student wrote. This module holds data only.

/// A byte range in the cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Span {
    pub start: u32,
    pub end: u32,
}

impl Span {
    pub fn to(self, other: Span) -> Span {
        Span { start: self.start.min(other.start), end: self.end.max(other.end) }
    }
}

/// Scalar types, after typedefs and `unsigned`/`long long`… spellings are resolved.
/// `long` is 64-bit (LP64, as on Linux).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scalar {
    Void,
    Bool,
    /// `char` and `signed char` (signed on x86-64 and in CUDA).
    I8,
    U8,
    I16,
    U16,
    I32,
    U32,
    I64,
    U64,
    F32,
    F64,
}

/// A declared type: a scalar, a pointer (any depth), or an array of a type.
#[derive(Debug, Clone, PartialEq)]
pub enum Type {
    Scalar(Scalar),
    Pointer(Box<Type>),
    /// `T name[N]`; `None` for `extern __shared__ T name[]` and `T name[]` parameters.
    Array(Box<Type>, Option<Box<Expr>>),
    /// `dim3`, `uint3` (threadIdx's type): three unsigned components.
    Dim3,
}

/// Qualifiers and CUDA storage classes on one declaration.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Quals {
    pub is_const: bool,
    pub is_volatile: bool,
    pub is_restrict: bool,
    pub is_shared: bool,
    pub is_extern: bool,
    pub is_static: bool,
    pub is_constant: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UnOp {
    Neg,
    Plus,
    /// `!`
    Not,
    /// `~`
    BitNot,
    /// `*p`
    Deref,
    /// `&x`
    AddrOf,
    PreInc,
    PreDec,
    PostInc,
    PostDec,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    Shl,
    Shr,
    BitAnd,
    BitOr,
    BitXor,
    LogAnd,
    LogOr,
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

#[derive(Debug, Clone, PartialEq)]
pub enum ExprKind {
    /// An integer literal with its C type from suffix and value (`10` int, `10u` unsigned,
    /// `10L`/`10ll` long long, a decimal too big for int becomes long long, as C says).
    Int(u64, Scalar),
    /// A floating literal: `1.0` is `F64`, `1.0f` is `F32`.
    Float(f64, Scalar),
    /// A character literal `'a'` (type int, as in C).
    Char(i64),
    /// A string literal (only `printf`'s format uses one), escapes decoded, adjacent literals
    /// joined.
    Str(String),
    Bool(bool),
    Ident(String),
    Unary(UnOp, Box<Expr>),
    Binary(BinOp, Box<Expr>, Box<Expr>),
    /// `a = b` (`op` None) or `a op= b`.
    Assign(Option<BinOp>, Box<Expr>, Box<Expr>),
    /// `c ? a : b`
    Cond(Box<Expr>, Box<Expr>, Box<Expr>),
    /// `f(args)` where `f` is a name (functions are never values in the subset).
    Call(String, Vec<Expr>),
    /// `a[i]`
    Index(Box<Expr>, Box<Expr>),
    /// `s.x` (only on `threadIdx`/`blockIdx`/`blockDim`/`gridDim` and `dim3` values).
    Member(Box<Expr>, String),
    /// `(T) e`, `T(e)` for scalar T, `static_cast<T>(e)`.
    Cast(Type, Box<Expr>),
    /// `sizeof(T)` or `sizeof expr` (the lowering knows the sizes).
    SizeofType(Type),
    SizeofExpr(Box<Expr>),
    /// `a, b`
    Comma(Box<Expr>, Box<Expr>),
}

#[derive(Debug, Clone, PartialEq)]
pub struct Expr {
    pub kind: ExprKind,
    pub span: Span,
}

/// One declarator of a declaration: `int i = 0, *p, a[4] = {1, 2};`.
#[derive(Debug, Clone, PartialEq)]
pub struct Declarator {
    pub name: String,
    pub ty: Type,
    pub init: Option<Init>,
    pub span: Span,
}

#[derive(Debug, Clone, PartialEq)]
pub enum Init {
    Expr(Expr),
    /// `{a, b, c}` (arrays and dim3).
    List(Vec<Expr>),
}

#[derive(Debug, Clone, PartialEq)]
pub struct Decl {
    pub quals: Quals,
    pub declarators: Vec<Declarator>,
    pub span: Span,
}

#[derive(Debug, Clone, PartialEq)]
pub enum StmtKind {
    Decl(Decl),
    Expr(Expr),
    /// `{ … }`
    Block(Vec<Stmt>),
    If(Expr, Box<Stmt>, Option<Box<Stmt>>),
    While(Expr, Box<Stmt>),
    DoWhile(Box<Stmt>, Expr),
    /// `for (init; cond; step) body`; init is a declaration or an expression statement.
    For(Option<Box<Stmt>>, Option<Expr>, Option<Expr>, Box<Stmt>),
    /// `switch (e) { case …: … }`: the body's statements in order, case labels among them.
    Switch(Expr, Vec<Stmt>),
    /// `case e:` (a constant expression) inside a switch body.
    Case(Expr),
    Default,
    Break,
    Continue,
    Return(Option<Expr>),
    /// `;`
    Empty,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Stmt {
    pub kind: StmtKind,
    pub span: Span,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Param {
    pub name: String,
    pub ty: Type,
    pub quals: Quals,
    pub span: Span,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FnKind {
    /// `__global__`
    Kernel,
    /// `__device__` (or `__host__ __device__`, or `static __device__ inline`…).
    Device,
    /// A plain function with no CUDA qualifier, or `__host__` alone: not callable from a kernel.
    Host,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Function {
    pub name: String,
    pub kind: FnKind,
    /// Declared inside `extern "C"` (a block or a prefix): its symbol is its name.
    pub extern_c: bool,
    pub ret: Type,
    pub params: Vec<Param>,
    /// `None` for a prototype.
    pub body: Option<Vec<Stmt>>,
    /// The name's range.
    pub name_span: Span,
    pub span: Span,
}

#[derive(Debug, Clone, PartialEq)]
pub enum Item {
    Function(Function),
    /// A file-scope declaration: `__constant__ float coef[16];`, `__device__ int counter;`,
    /// `const int N = 256;`, `static const float PI = 3.14f;`.
    Global(Decl),
}

#[derive(Debug, Clone, PartialEq, Default)]
pub struct TranslationUnit {
    pub items: Vec<Item>,
}

/// A construct the subset does not cover, with where: the simulator's error names it, and the
/// GPU path still hands the source to NVRTC.
#[derive(Debug, Clone, PartialEq)]
pub struct Unsupported {
    pub what: String,
    pub span: Span,
}
