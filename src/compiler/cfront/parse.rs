//! The parser of the CUDA C front end: cell text → `ast::TranslationUnit` (it runs `lex` and
//! `preprocess` first), and the front end's error type.
//!
//! It owns the grammar of the subset: recursive descent for declarations and statements,
//! precedence climbing for binary operators, C's rules for telling a cast `(float)x` from a
//! parenthesized expression `(a)*b` (a parenthesis holds a type only if it starts with a type
//! keyword or a typedef name in scope), and typedefs, which it resolves away (the AST has no
//! typedef node). CUDA qualifiers become `Quals` and `FnKind`; `__launch_bounds__`, `inline` and
//! friends are read and dropped.
//!
//! It does not type-check (lowering does) and does not know builtins: `__syncthreads()` and
//! `atomicAdd(&a[i], v)` are plain calls. A construct outside the subset is
//! `ParseError::Unsupported` naming it, never a syntax error, so that the GPU path can still hand
//! the source to NVRTC. Invariant: nesting of statements and expressions is capped at `MAX_DEPTH`,
//! so no input overflows the stack.

use std::collections::HashMap;
use std::fmt;

use super::ast::{
    Decl, Declarator, Expr, ExprKind, FnKind, Function, Init, Item, Param, Quals, Scalar, Span, Stmt, StmtKind, TranslationUnit, Type, UnOp, Unsupported,
};
use super::lex::{lex, Punct, Tok, Token};
use super::preprocess::preprocess;

/// How deep statements and expressions may nest (each parenthesis counts about twice).
pub const MAX_DEPTH: u32 = 200;

#[derive(Debug, Clone, PartialEq)]
pub enum ParseError {
    /// Not C: the message reads like a C compiler's, without a position (the caller renders `span`).
    Syntax { message: String, span: Span },
    /// C (or CUDA C++) outside the subset.
    Unsupported(Unsupported),
}

impl ParseError {
    pub fn syntax(message: impl Into<String>, span: Span) -> Self {
        ParseError::Syntax { message: message.into(), span }
    }

    pub fn unsupported(what: impl Into<String>, span: Span) -> Self {
        ParseError::Unsupported(Unsupported { what: what.into(), span })
    }

    pub fn span(&self) -> Span {
        match self {
            ParseError::Syntax { span, .. } => *span,
            ParseError::Unsupported(u) => u.span,
        }
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseError::Syntax { message, .. } => f.write_str(message),
            ParseError::Unsupported(u) => write!(f, "not supported in the CUDA C subset: {}", u.what),
        }
    }
}

impl std::error::Error for ParseError {}

type Result<T> = std::result::Result<T, ParseError>;

/// Lexes, preprocesses and parses a cell.
pub fn parse(text: &str, defines: &[(String, String)]) -> Result<TranslationUnit> {
    let toks = preprocess(lex(text)?, defines)?;
    let end = text.len() as u32;
    let mut parser = Parser { toks, pos: 0, depth: 0, scopes: vec![HashMap::new()], loops: 0, switches: 0, eof: Span { start: end, end } };
    parser.translation_unit()
}

/// Words that are keywords of C or CUDA C++ and name constructs outside the subset, wherever
/// they appear.
fn refused_keyword(word: &str) -> Option<&'static str> {
    Some(match word {
        "template" | "typename" => "templates",
        "struct" => "struct definitions",
        "union" => "unions",
        "enum" => "enums",
        "class" | "this" | "virtual" | "friend" | "mutable" | "explicit" | "public" | "private" | "protected" => "classes",
        "namespace" | "using" => "namespaces",
        "goto" => "goto",
        "asm" | "__asm__" | "__asm" => "inline PTX (asm)",
        "new" | "delete" => "new/delete",
        "operator" => "operator overloading",
        "throw" | "try" | "catch" | "noexcept" => "exceptions",
        "nullptr" => "null pointers (nullptr)",
        "auto" => "auto (type deduction)",
        "decltype" => "decltype",
        "typeid" => "typeid",
        "static_assert" => "static_assert",
        "alignas" | "alignof" | "__align__" => "alignment specifiers",
        "__attribute__" | "__declspec" => "attributes",
        "thread_local" => "thread_local",
        "__managed__" => "__managed__ variables",
        "reinterpret_cast" => "reinterpret_cast",
        "const_cast" => "const_cast",
        "dynamic_cast" => "dynamic_cast",
        "wchar_t" | "char8_t" | "char16_t" | "char32_t" => "wide character types",
        "__int128" => "128-bit integers",
        "_Complex" => "complex numbers",
        "_Atomic" => "_Atomic",
        "_Pragma" => "_Pragma",
        _ => return None,
    })
}

/// Type names of CUDA's headers outside the subset (refused where a type is expected; elsewhere
/// they are ordinary names: `int half = n / 2;` is fine).
fn refused_type_name(word: &str) -> Option<&'static str> {
    let vector = word.strip_suffix(['1', '2', '3', '4']).is_some_and(|base| {
        matches!(base, "char" | "uchar" | "short" | "ushort" | "int" | "uint" | "long" | "ulong" | "longlong" | "ulonglong" | "float" | "double")
    });
    Some(match word {
        _ if vector => "vector types (float4, int2…)",
        "half" | "half2" | "__half" | "__half2" | "__nv_bfloat16" | "__nv_bfloat162" | "nv_bfloat16" => "half-precision types",
        "curandState" | "curandState_t" | "curandStatePhilox4_32_10_t" => "cuRAND",
        "cudaTextureObject_t" | "texture" => "textures",
        _ => return None,
    })
}

/// Scalar type names from the standard headers, and CUDA's `dim3`/`uint3`.
fn named_scalar(word: &str) -> Option<Type> {
    let scalar = match word {
        "dim3" | "uint3" => return Some(Type::Dim3),
        "size_t" | "uintptr_t" | "uint64_t" => Scalar::U64,
        "ptrdiff_t" | "intptr_t" | "ssize_t" | "int64_t" => Scalar::I64,
        "int8_t" => Scalar::I8,
        "uint8_t" => Scalar::U8,
        "int16_t" => Scalar::I16,
        "uint16_t" => Scalar::U16,
        "int32_t" => Scalar::I32,
        "uint32_t" => Scalar::U32,
        _ => return None,
    };
    Some(Type::Scalar(scalar))
}

const TYPE_KEYWORDS: &[&str] = &["void", "bool", "_Bool", "char", "short", "int", "long", "signed", "__signed__", "unsigned", "float", "double"];

/// Words of statements and expressions, never names.
const STATEMENT_KEYWORDS: &[&str] =
    &["if", "else", "while", "do", "for", "switch", "case", "default", "break", "continue", "return", "sizeof", "true", "false", "static_cast"];

/// Words that may start a declaration other than type names.
const DECL_KEYWORDS: &[&str] = &[
    "const",
    "constexpr",
    "volatile",
    "static",
    "extern",
    "__shared__",
    "__constant__",
    "__device__",
    "__global__",
    "__host__",
    "typedef",
    "inline",
    "__inline__",
    "__forceinline__",
    "__noinline__",
    "register",
    "__restrict__",
    "__restrict",
    "restrict",
    "__launch_bounds__",
];

/// The type-specifier words of one declaration, counted, then resolved to a `Type`.
#[derive(Default)]
struct TypeWords {
    void: u8,
    bool_: u8,
    char_: u8,
    short: u8,
    int: u8,
    long: u8,
    signed: u8,
    unsigned: u8,
    float: u8,
    double: u8,
    named: Option<Type>,
    count: u8,
}

/// A declaration's specifiers: qualifiers, storage, CUDA function kind, and the type words.
#[derive(Default)]
struct Specs {
    quals: Quals,
    typedef: bool,
    global: bool,
    device: bool,
    host: bool,
    words: TypeWords,
    span: Span,
}

/// A declarator before its type is built: `* const name [4][8]`.
struct RawDeclarator {
    name: String,
    name_span: Span,
    pointers: usize,
    dims: Vec<Option<Box<Expr>>>,
    quals: Quals,
    span: Span,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Naming {
    Required,
    Optional,
    /// A type name (in a cast or `sizeof`): no name at all.
    Abstract,
}

struct Parser {
    toks: Vec<Token>,
    pos: usize,
    depth: u32,
    /// Typedef names in scope, innermost last.
    scopes: Vec<HashMap<String, Type>>,
    loops: u32,
    switches: u32,
    eof: Span,
}

// Token access.
impl Parser {
    fn tok(&self, ahead: usize) -> Option<&Tok> {
        self.toks.get(self.pos + ahead).map(|t| &t.tok)
    }

    fn punct(&self, ahead: usize) -> Option<Punct> {
        match self.tok(ahead) {
            Some(Tok::Punct(p)) => Some(*p),
            _ => None,
        }
    }

    fn word(&self, ahead: usize) -> Option<&str> {
        match self.tok(ahead) {
            Some(Tok::Ident(w)) => Some(w),
            _ => None,
        }
    }

    fn is(&self, ahead: usize, p: Punct) -> bool {
        self.punct(ahead) == Some(p)
    }

    fn at(&self, p: Punct) -> bool {
        self.is(0, p)
    }

    fn at_word(&self, word: &str) -> bool {
        self.word(0) == Some(word)
    }

    fn at_end(&self) -> bool {
        self.pos >= self.toks.len()
    }

    fn cur(&self) -> Span {
        self.toks.get(self.pos).map_or(self.eof, |t| t.span)
    }

    /// The span of the last token taken.
    fn prev(&self) -> Span {
        self.pos.checked_sub(1).and_then(|i| self.toks.get(i)).map_or(Span::default(), |t| t.span)
    }

    /// An empty span just after the last token taken (where "expected ';'" points).
    fn after_prev(&self) -> Span {
        let end = self.prev().end;
        Span { start: end, end }
    }

    fn bump(&mut self) -> Span {
        let span = self.cur();
        self.pos = (self.pos + 1).min(self.toks.len());
        span
    }

    fn eat(&mut self, p: Punct) -> bool {
        let found = self.at(p);
        if found {
            self.bump();
        }
        found
    }

    fn eat_word(&mut self, word: &str) -> bool {
        let found = self.at_word(word);
        if found {
            self.bump();
        }
        found
    }

    /// Takes `p`, or fails at the current token.
    fn expect(&mut self, p: Punct, message: &str) -> Result<Span> {
        if self.at(p) {
            Ok(self.bump())
        } else {
            Err(ParseError::syntax(message, self.cur()))
        }
    }

    /// Takes `p`, or fails just after the previous token (`expected ';' after expression`).
    fn expect_after(&mut self, p: Punct, message: &str) -> Result<Span> {
        if self.at(p) {
            Ok(self.bump())
        } else {
            Err(ParseError::syntax(message, self.after_prev()))
        }
    }

    fn refuse<T>(&self, what: &str) -> Result<T> {
        Err(ParseError::unsupported(what, self.cur()))
    }

    /// Runs `f` one level deeper, failing past `MAX_DEPTH`.
    fn nested<T>(&mut self, f: impl FnOnce(&mut Self) -> Result<T>) -> Result<T> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(ParseError::syntax(format!("nesting is too deep (more than {MAX_DEPTH} levels of statements and expressions)"), self.cur()));
        }
        let result = f(self);
        self.depth -= 1;
        result
    }

    fn typedef_named(&self, word: &str) -> Option<&Type> {
        self.scopes.iter().rev().find_map(|scope| scope.get(word))
    }

    fn named_type(&self, word: &str) -> Option<Type> {
        named_scalar(word).or_else(|| self.typedef_named(word).cloned())
    }

    /// The token `ahead` starts a type name (in a cast, `sizeof` or `static_cast`).
    fn is_type_start(&self, ahead: usize) -> bool {
        self.word(ahead).is_some_and(|w| {
            TYPE_KEYWORDS.contains(&w) || matches!(w, "const" | "volatile" | "struct" | "union" | "enum" | "class") || self.named_type(w).is_some()
        })
    }

    /// The current statement is a declaration.
    fn starts_declaration(&self) -> bool {
        let Some(w) = self.word(0) else { return false };
        let next_is_name = matches!(self.tok(1), Some(Tok::Ident(_)));
        let functional_cast = TYPE_KEYWORDS.contains(&w) && self.is(1, Punct::LParen) && !self.is(2, Punct::Star);
        (self.is_type_start(0) && !functional_cast)
            || DECL_KEYWORDS.contains(&w)
            || (refused_type_name(w).is_some() && (next_is_name || self.is(1, Punct::Star)))
            || (next_is_name && w != "sizeof")
    }
}

// Declarations.
impl Parser {
    fn translation_unit(&mut self) -> Result<TranslationUnit> {
        let mut items = Vec::new();
        while !self.at_end() {
            self.external(&mut items, false)?;
        }
        Ok(TranslationUnit { items })
    }

    /// One file-scope declaration or function (or an `extern "C"` group of them).
    fn external(&mut self, items: &mut Vec<Item>, extern_c: bool) -> Result<()> {
        if self.eat(Punct::Semi) {
            return Ok(());
        }
        if self.at_word("extern") && matches!(self.tok(1), Some(Tok::Str(_))) {
            return self.nested(|p| p.linkage(items));
        }
        let specs = self.decl_specs()?;
        if specs.typedef {
            return self.typedef_rest(&specs);
        }
        let base = self.base_type(&specs)?;
        let d = self.declarator(Naming::Required)?;
        let item = if self.at(Punct::LParen) {
            Item::Function(self.function(&specs, &base, d, extern_c)?)
        } else {
            Item::Global(self.declaration_rest(&specs, &base, d)?)
        };
        items.push(item);
        Ok(())
    }

    /// `extern "C" declaration` or `extern "C" { declarations }`.
    fn linkage(&mut self, items: &mut Vec<Item>) -> Result<()> {
        self.bump();
        let extern_c = match self.tok(0) {
            Some(Tok::Str(lang)) if lang == "C" => true,
            Some(Tok::Str(lang)) if lang == "C++" => false,
            _ => return Err(ParseError::syntax("unknown linkage language", self.cur())),
        };
        self.bump();
        if !self.eat(Punct::LBrace) {
            return self.external(items, extern_c);
        }
        while !self.eat(Punct::RBrace) {
            if self.at_end() {
                return Err(ParseError::syntax("expected '}'", self.eof));
            }
            self.external(items, extern_c)?;
        }
        Ok(())
    }

    fn decl_specs(&mut self) -> Result<Specs> {
        let mut s = Specs { span: self.cur(), ..Specs::default() };
        while let Some(word) = self.word(0) {
            let word = word.to_string();
            let q = &mut s.quals;
            match word.as_str() {
                "const" | "constexpr" => q.is_const = true,
                "volatile" => q.is_volatile = true,
                "__restrict__" | "__restrict" | "restrict" => q.is_restrict = true,
                "static" => q.is_static = true,
                "extern" => q.is_extern = true,
                "__shared__" => q.is_shared = true,
                "__constant__" => q.is_constant = true,
                "__global__" => s.global = true,
                "__device__" => s.device = true,
                "__host__" => s.host = true,
                "typedef" => s.typedef = true,
                "inline" | "__inline__" | "__forceinline__" | "__noinline__" | "register" => {}
                "__launch_bounds__" => {
                    s.span = s.span.to(self.bump());
                    self.skip_parens("__launch_bounds__")?;
                    continue;
                }
                _ => {
                    if let Some(what) = refused_keyword(&word) {
                        return self.refuse(what);
                    }
                    if !self.type_word(&mut s.words, &word)? {
                        break;
                    }
                }
            }
            s.span = s.span.to(self.bump());
        }
        Ok(s)
    }

    /// Counts `word` if it is a type specifier here; a name after a type is the declarator's.
    fn type_word(&self, words: &mut TypeWords, word: &str) -> Result<bool> {
        let slot = match word {
            "void" => &mut words.void,
            "bool" | "_Bool" => &mut words.bool_,
            "char" => &mut words.char_,
            "short" => &mut words.short,
            "int" => &mut words.int,
            "long" => &mut words.long,
            "signed" | "__signed__" => &mut words.signed,
            "unsigned" => &mut words.unsigned,
            "float" => &mut words.float,
            "double" => &mut words.double,
            _ if words.count > 0 => return Ok(false),
            _ => {
                if let Some(ty) = self.named_type(word) {
                    words.named = Some(ty);
                    words.count += 1;
                    return Ok(true);
                }
                if let Some(what) = refused_type_name(word) {
                    return self.refuse(what);
                }
                return Ok(false);
            }
        };
        *slot = slot.saturating_add(1);
        words.count = words.count.saturating_add(1);
        Ok(true)
    }

    /// The type the specifiers name (`unsigned long long` → `U64`).
    fn base_type(&self, specs: &Specs) -> Result<Type> {
        let w = &specs.words;
        let span = specs.span;
        if w.count == 0 {
            return Err(match self.word(0) {
                Some(name) => ParseError::syntax(format!("unknown type name '{name}'"), self.cur()),
                None => ParseError::syntax("expected a type", self.cur()),
            });
        }
        if let Some(ty) = &w.named {
            return if w.count == 1 { Ok(ty.clone()) } else { Err(ParseError::syntax("cannot combine a type name with other type specifiers", span)) };
        }
        let invalid = || ParseError::syntax("invalid combination of type specifiers", span);
        let signs = u16::from(w.signed) + u16::from(w.unsigned);
        if signs > 1 {
            return Err(invalid());
        }
        let (sign, unsigned) = (signs > 0, w.unsigned > 0);
        let pick = |s, u| if unsigned { u } else { s };
        let scalar = match (w.void, w.bool_, w.char_, w.short, w.int, w.long, w.float, w.double) {
            (1, 0, 0, 0, 0, 0, 0, 0) if !sign => Scalar::Void,
            (0, 1, 0, 0, 0, 0, 0, 0) if !sign => Scalar::Bool,
            (0, 0, 0, 0, 0, 0, 1, 0) if !sign => Scalar::F32,
            (0, 0, 0, 0, 0, 0, 0, 1) if !sign => Scalar::F64,
            (0, 0, 0, 0, 0, 1, 0, 1) => return Err(ParseError::unsupported("long double", span)),
            (0, 0, 1, 0, 0, 0, 0, 0) => pick(Scalar::I8, Scalar::U8),
            (0, 0, 0, 1, 0 | 1, 0, 0, 0) => pick(Scalar::I16, Scalar::U16),
            (0, 0, 0, 0, 0 | 1, 0, 0, 0) => pick(Scalar::I32, Scalar::U32),
            (0, 0, 0, 0, 0 | 1, 1 | 2, 0, 0) => pick(Scalar::I64, Scalar::U64),
            _ => return Err(invalid()),
        };
        Ok(Type::Scalar(scalar))
    }

    /// Skips `( … )` after `word` (`__launch_bounds__(256, 2)`).
    fn skip_parens(&mut self, word: &str) -> Result<()> {
        self.expect(Punct::LParen, &format!("expected '(' after '{word}'"))?;
        let mut depth = 1usize;
        while depth > 0 {
            match self.punct(0) {
                _ if self.at_end() => return Err(ParseError::syntax("expected ')'", self.eof)),
                Some(Punct::LParen) => depth += 1,
                Some(Punct::RParen) => depth -= 1,
                _ => {}
            }
            self.bump();
        }
        Ok(())
    }

    /// `* const * name [N][M]`, stopping before an initializer or a parameter list.
    fn declarator(&mut self, naming: Naming) -> Result<RawDeclarator> {
        let start = self.cur();
        let (mut pointers, mut quals) = (0, Quals::default());
        loop {
            match self.punct(0) {
                Some(Punct::Star) => pointers += 1,
                Some(Punct::Amp | Punct::AmpAmp) => return self.refuse("references (&)"),
                Some(Punct::LParen) if matches!(self.punct(1), Some(Punct::Star | Punct::Amp | Punct::Caret)) => return self.refuse("function pointers"),
                _ => match self.word(0) {
                    Some("const") if pointers > 0 => quals.is_const = true,
                    Some("volatile") if pointers > 0 => quals.is_volatile = true,
                    Some("__restrict__" | "__restrict" | "restrict") if pointers > 0 => quals.is_restrict = true,
                    _ => break,
                },
            }
            self.bump();
        }
        let (name, name_span) = self.declarator_name(naming)?;
        let mut dims = Vec::new();
        while self.eat(Punct::LBracket) {
            if self.eat(Punct::RBracket) {
                if !dims.is_empty() {
                    return Err(ParseError::syntax("array has incomplete element type", self.prev()));
                }
                dims.push(None);
                continue;
            }
            let size = self.assign()?;
            self.expect(Punct::RBracket, "expected ']'")?;
            dims.push(Some(Box::new(size)));
        }
        Ok(RawDeclarator { name, name_span, pointers, dims, quals, span: start.to(self.prev()) })
    }

    fn declarator_name(&mut self, naming: Naming) -> Result<(String, Span)> {
        let here = self.cur();
        match self.word(0) {
            Some(w) if naming != Naming::Abstract => {
                if let Some(what) = refused_keyword(w) {
                    return self.refuse(what);
                }
                if TYPE_KEYWORDS.contains(&w) || DECL_KEYWORDS.contains(&w) || STATEMENT_KEYWORDS.contains(&w) {
                    return Err(ParseError::syntax("expected identifier", here));
                }
                let name = w.to_string();
                self.bump();
                if self.at(Punct::ColonColon) {
                    return self.refuse("scoped names (::)");
                }
                Ok((name, here))
            }
            _ if naming == Naming::Required => Err(ParseError::syntax("expected identifier", here)),
            _ => Ok((String::new(), Span { start: here.start, end: here.start })),
        }
    }

    fn function(&mut self, specs: &Specs, base: &Type, d: RawDeclarator, extern_c: bool) -> Result<Function> {
        if !d.dims.is_empty() {
            return Err(ParseError::syntax("function cannot return array type", d.span));
        }
        let ret = declared_type(base, &d);
        let kind = match (specs.global, specs.device, specs.host) {
            (true, true, _) | (true, _, true) => return Err(ParseError::syntax("'__global__' cannot be combined with '__device__' or '__host__'", specs.span)),
            (true, ..) => FnKind::Kernel,
            (_, true, _) => FnKind::Device,
            _ => FnKind::Host,
        };
        if kind == FnKind::Kernel && ret != Type::Scalar(Scalar::Void) {
            return Err(ParseError::syntax("a __global__ function must have a void return type", specs.span));
        }
        self.scopes.push(HashMap::new());
        let params = self.params()?;
        let body = if self.eat(Punct::Semi) {
            None
        } else if self.at(Punct::LBrace) {
            Some(self.block_body()?)
        } else {
            return Err(ParseError::syntax("expected function body after function declarator", self.cur()));
        };
        self.scopes.pop();
        Ok(Function { name: d.name, kind, extern_c, ret, params, body, name_span: d.name_span, span: specs.span.to(self.prev()) })
    }

    /// `(int n, const float* __restrict__ x, float y[])`, `(void)` or `()`.
    fn params(&mut self) -> Result<Vec<Param>> {
        self.expect(Punct::LParen, "expected '('")?;
        if self.eat(Punct::RParen) {
            return Ok(Vec::new());
        }
        if self.at_word("void") && self.is(1, Punct::RParen) {
            self.bump();
            self.bump();
            return Ok(Vec::new());
        }
        let mut params = Vec::new();
        loop {
            if self.at(Punct::Ellipsis) {
                return self.refuse("variadic functions");
            }
            let specs = self.decl_specs()?;
            let base = self.base_type(&specs)?;
            let d = self.declarator(Naming::Optional)?;
            if self.at(Punct::LParen) {
                return self.refuse("function pointers");
            }
            if self.at(Punct::Assign) {
                return self.refuse("default arguments");
            }
            let ty = match declared_type(&base, &d) {
                Type::Array(elem, _) => Type::Pointer(elem),
                Type::Scalar(Scalar::Void) => return Err(ParseError::syntax("parameter has incomplete type 'void'", d.span)),
                ty => ty,
            };
            params.push(Param { name: d.name, ty, quals: merge(specs.quals, d.quals), span: specs.span.to(self.prev()) });
            if !self.eat(Punct::Comma) {
                self.expect(Punct::RParen, "expected ')'")?;
                return Ok(params);
            }
        }
    }

    /// `typedef T name, *pname;` after the specifiers: records the names in the current scope.
    fn typedef_rest(&mut self, specs: &Specs) -> Result<()> {
        let base = self.base_type(specs)?;
        loop {
            let d = self.declarator(Naming::Required)?;
            if self.at(Punct::LParen) {
                return self.refuse("function types");
            }
            let ty = declared_type(&base, &d);
            if let Some(scope) = self.scopes.last_mut() {
                scope.insert(d.name, ty);
            }
            if !self.eat(Punct::Comma) {
                break;
            }
        }
        self.expect_after(Punct::Semi, "expected ';' after typedef")?;
        Ok(())
    }

    /// The declarators after the first, initializers, and the `;`.
    fn declaration_rest(&mut self, specs: &Specs, base: &Type, first: RawDeclarator) -> Result<Decl> {
        let mut quals = specs.quals;
        let mut declarators = Vec::new();
        let mut d = first;
        loop {
            quals = merge(quals, d.quals);
            declarators.push(self.finish_declarator(base, d)?);
            if !self.eat(Punct::Comma) {
                break;
            }
            d = self.declarator(Naming::Required)?;
        }
        self.expect_after(Punct::Semi, "expected ';' after declaration")?;
        Ok(Decl { quals, declarators, span: specs.span.to(self.prev()) })
    }

    fn finish_declarator(&mut self, base: &Type, d: RawDeclarator) -> Result<Declarator> {
        let ty = declared_type(base, &d);
        if ty == Type::Scalar(Scalar::Void) {
            return Err(ParseError::syntax("variable has incomplete type 'void'", d.name_span));
        }
        let init = if self.eat(Punct::Assign) {
            Some(if self.at(Punct::LBrace) { self.init_list()? } else { Init::Expr(self.assign()?) })
        } else if self.at(Punct::LBrace) {
            Some(self.init_list()?)
        } else if self.at(Punct::LParen) {
            Some(self.constructor_init()?)
        } else {
            None
        };
        let init = match init {
            Some(Init::List(mut items)) if items.len() == 1 && matches!(ty, Type::Scalar(_) | Type::Pointer(_)) => items.pop().map(Init::Expr),
            init => init,
        };
        Ok(Declarator { name: d.name, ty, init, span: d.span.to(self.prev()) })
    }

    /// `{a, b, c}` (one level: nested lists are refused).
    fn init_list(&mut self) -> Result<Init> {
        self.bump();
        let mut items = Vec::new();
        while !self.at(Punct::RBrace) {
            if self.at(Punct::LBrace) {
                return self.refuse("nested initializer lists");
            }
            if self.at(Punct::Dot) {
                return self.refuse("designated initializers");
            }
            items.push(self.assign()?);
            if !self.eat(Punct::Comma) {
                break;
            }
        }
        self.expect(Punct::RBrace, "expected '}'")?;
        Ok(Init::List(items))
    }

    /// `dim3 block(16, 16)` (a list) or `int x(5)`.
    fn constructor_init(&mut self) -> Result<Init> {
        if self.is(1, Punct::RParen) || self.is_type_start(1) {
            return self.refuse("local function declarations");
        }
        self.bump();
        Ok(Init::List(self.call_args()?))
    }
}

fn declared_type(base: &Type, d: &RawDeclarator) -> Type {
    let mut ty = base.clone();
    for _ in 0..d.pointers {
        ty = Type::Pointer(Box::new(ty));
    }
    for dim in d.dims.iter().rev() {
        ty = Type::Array(Box::new(ty), dim.clone());
    }
    ty
}

fn merge(a: Quals, b: Quals) -> Quals {
    Quals {
        is_const: a.is_const || b.is_const,
        is_volatile: a.is_volatile || b.is_volatile,
        is_restrict: a.is_restrict || b.is_restrict,
        is_shared: a.is_shared || b.is_shared,
        is_extern: a.is_extern || b.is_extern,
        is_static: a.is_static || b.is_static,
        is_constant: a.is_constant || b.is_constant,
    }
}

// Statements.
impl Parser {
    /// `{ … }` as its statements, in a new typedef scope.
    fn block_body(&mut self) -> Result<Vec<Stmt>> {
        self.expect(Punct::LBrace, "expected '{'")?;
        self.scopes.push(HashMap::new());
        let mut stmts = Vec::new();
        while !self.eat(Punct::RBrace) {
            if self.at_end() {
                return Err(ParseError::syntax("expected '}'", self.eof));
            }
            stmts.push(self.statement()?);
        }
        self.scopes.pop();
        Ok(stmts)
    }

    fn statement(&mut self) -> Result<Stmt> {
        self.nested(|p| {
            let start = p.cur();
            let kind = p.statement_kind()?;
            Ok(Stmt { kind, span: start.to(p.prev()) })
        })
    }

    fn statement_kind(&mut self) -> Result<StmtKind> {
        if let Some(what) = self.word(0).and_then(refused_keyword) {
            return self.refuse(what);
        }
        match self.word(0) {
            Some("if") => self.if_stmt(),
            Some("while") => self.while_stmt(),
            Some("do") => self.do_while_stmt(),
            Some("for") => self.for_stmt(),
            Some("switch") => self.switch_stmt(),
            Some("case") => self.case_label(),
            Some("default") => self.default_label(),
            Some("break") => self.jump("break", self.loops + self.switches > 0, "'break' statement not in loop or switch statement", StmtKind::Break),
            Some("continue") => self.jump("continue", self.loops > 0, "'continue' statement not in loop statement", StmtKind::Continue),
            Some("return") => self.return_stmt(),
            Some("else") => Err(ParseError::syntax("expected expression", self.cur())),
            Some(_) if self.is(1, Punct::Colon) => self.refuse("labels (goto)"),
            Some(_) if self.starts_declaration() => self.decl_stmt(),
            _ if self.at(Punct::LBrace) => Ok(StmtKind::Block(self.block_body()?)),
            _ if self.at(Punct::Semi) => {
                self.bump();
                Ok(StmtKind::Empty)
            }
            _ => {
                let e = self.expr()?;
                self.expect_after(Punct::Semi, "expected ';' after expression")?;
                Ok(StmtKind::Expr(e))
            }
        }
    }

    fn decl_stmt(&mut self) -> Result<StmtKind> {
        let specs = self.decl_specs()?;
        if specs.typedef {
            self.typedef_rest(&specs)?;
            return Ok(StmtKind::Empty);
        }
        let base = self.base_type(&specs)?;
        let d = self.declarator(Naming::Required)?;
        Ok(StmtKind::Decl(self.declaration_rest(&specs, &base, d)?))
    }

    /// `( expr )` after `if`, `while`, `switch`.
    fn paren_condition(&mut self, keyword: &str) -> Result<Expr> {
        self.expect(Punct::LParen, &format!("expected '(' after '{keyword}'"))?;
        let e = self.expr()?;
        self.expect(Punct::RParen, "expected ')'")?;
        Ok(e)
    }

    fn if_stmt(&mut self) -> Result<StmtKind> {
        self.bump();
        let cond = self.paren_condition("if")?;
        let then = self.statement()?;
        let otherwise = if self.eat_word("else") { Some(Box::new(self.statement()?)) } else { None };
        Ok(StmtKind::If(cond, Box::new(then), otherwise))
    }

    fn loop_body(&mut self) -> Result<Stmt> {
        self.loops += 1;
        let body = self.statement();
        self.loops -= 1;
        body
    }

    fn while_stmt(&mut self) -> Result<StmtKind> {
        self.bump();
        let cond = self.paren_condition("while")?;
        Ok(StmtKind::While(cond, Box::new(self.loop_body()?)))
    }

    fn do_while_stmt(&mut self) -> Result<StmtKind> {
        self.bump();
        let body = self.loop_body()?;
        if !self.eat_word("while") {
            return Err(ParseError::syntax("expected 'while' in do/while loop", self.cur()));
        }
        let cond = self.paren_condition("while")?;
        self.expect_after(Punct::Semi, "expected ';' after do/while statement")?;
        Ok(StmtKind::DoWhile(Box::new(body), cond))
    }

    fn for_stmt(&mut self) -> Result<StmtKind> {
        self.bump();
        self.expect(Punct::LParen, "expected '(' after 'for'")?;
        self.scopes.push(HashMap::new());
        let start = self.cur();
        let init = if self.eat(Punct::Semi) {
            None
        } else {
            let kind = if self.starts_declaration() {
                self.decl_stmt()?
            } else {
                let e = self.expr()?;
                self.expect_after(Punct::Semi, "expected ';' in 'for' statement specifier")?;
                StmtKind::Expr(e)
            };
            Some(Box::new(Stmt { kind, span: start.to(self.prev()) }))
        };
        let cond = if self.at(Punct::Semi) { None } else { Some(self.expr()?) };
        self.expect_after(Punct::Semi, "expected ';' in 'for' statement specifier")?;
        let step = if self.at(Punct::RParen) { None } else { Some(self.expr()?) };
        self.expect(Punct::RParen, "expected ')'")?;
        let body = self.loop_body()?;
        self.scopes.pop();
        Ok(StmtKind::For(init, cond, step, Box::new(body)))
    }

    fn switch_stmt(&mut self) -> Result<StmtKind> {
        self.bump();
        let scrutinee = self.paren_condition("switch")?;
        if !self.at(Punct::LBrace) {
            return self.refuse("a switch body that is not a block");
        }
        self.switches += 1;
        let body = self.block_body();
        self.switches -= 1;
        Ok(StmtKind::Switch(scrutinee, body?))
    }

    fn case_label(&mut self) -> Result<StmtKind> {
        if self.switches == 0 {
            return Err(ParseError::syntax("'case' statement not in switch statement", self.cur()));
        }
        self.bump();
        let value = self.conditional()?;
        if self.at(Punct::Ellipsis) {
            return self.refuse("case ranges");
        }
        self.expect(Punct::Colon, "expected ':' after 'case'")?;
        Ok(StmtKind::Case(value))
    }

    fn default_label(&mut self) -> Result<StmtKind> {
        if self.switches == 0 {
            return Err(ParseError::syntax("'default' statement not in switch statement", self.cur()));
        }
        self.bump();
        self.expect(Punct::Colon, "expected ':' after 'default'")?;
        Ok(StmtKind::Default)
    }

    /// `break;` / `continue;`, where `allowed`.
    fn jump(&mut self, keyword: &str, allowed: bool, misplaced: &str, kind: StmtKind) -> Result<StmtKind> {
        if !allowed {
            return Err(ParseError::syntax(misplaced, self.cur()));
        }
        self.bump();
        self.expect_after(Punct::Semi, &format!("expected ';' after {keyword} statement"))?;
        Ok(kind)
    }

    fn return_stmt(&mut self) -> Result<StmtKind> {
        self.bump();
        if self.eat(Punct::Semi) {
            return Ok(StmtKind::Return(None));
        }
        let value = self.expr()?;
        self.expect_after(Punct::Semi, "expected ';' after return statement")?;
        Ok(StmtKind::Return(Some(value)))
    }
}

fn node(kind: ExprKind, span: Span) -> Expr {
    Expr { kind, span }
}

// Expressions, loosest binding first.
impl Parser {
    /// `a, b`
    fn expr(&mut self) -> Result<Expr> {
        let mut e = self.assign()?;
        while self.eat(Punct::Comma) {
            let rhs = self.assign()?;
            let span = e.span.to(rhs.span);
            e = node(ExprKind::Comma(Box::new(e), Box::new(rhs)), span);
        }
        Ok(e)
    }

    /// `a = b`, `a += b`… (right-associative).
    fn assign(&mut self) -> Result<Expr> {
        self.nested(|p| {
            let lhs = p.conditional()?;
            let Some(op) = p.punct(0).and_then(Punct::assignment) else { return Ok(lhs) };
            p.bump();
            let rhs = p.assign()?;
            let span = lhs.span.to(rhs.span);
            Ok(node(ExprKind::Assign(op, Box::new(lhs), Box::new(rhs)), span))
        })
    }

    /// `c ? a : b` (the last operand is an assignment expression, as in C++).
    fn conditional(&mut self) -> Result<Expr> {
        let cond = self.binary(1)?;
        if !self.eat(Punct::Question) {
            return Ok(cond);
        }
        let then = self.expr()?;
        self.expect(Punct::Colon, "expected ':'")?;
        let otherwise = self.assign()?;
        let span = cond.span.to(otherwise.span);
        Ok(node(ExprKind::Cond(Box::new(cond), Box::new(then), Box::new(otherwise)), span))
    }

    /// Binary operators binding at least as tightly as `min` (left-associative).
    fn binary(&mut self, min: u8) -> Result<Expr> {
        let mut lhs = self.unary()?;
        while let Some((op, prec)) = self.punct(0).and_then(Punct::binary).filter(|(_, prec)| *prec >= min) {
            self.bump();
            let rhs = self.binary(prec + 1)?;
            let span = lhs.span.to(rhs.span);
            lhs = node(ExprKind::Binary(op, Box::new(lhs), Box::new(rhs)), span);
        }
        Ok(lhs)
    }

    /// Prefix operators, casts and `sizeof`.
    fn unary(&mut self) -> Result<Expr> {
        self.nested(|p| {
            let start = p.cur();
            let op = match p.punct(0) {
                Some(Punct::Minus) => UnOp::Neg,
                Some(Punct::Plus) => UnOp::Plus,
                Some(Punct::Bang) => UnOp::Not,
                Some(Punct::Tilde) => UnOp::BitNot,
                Some(Punct::Star) => UnOp::Deref,
                Some(Punct::Amp) => UnOp::AddrOf,
                Some(Punct::PlusPlus) => UnOp::PreInc,
                Some(Punct::MinusMinus) => UnOp::PreDec,
                _ if p.at_word("sizeof") => return p.sizeof(),
                Some(Punct::LParen) if p.is_type_start(1) => match p.cast()? {
                    Some(cast) => return Ok(cast),
                    None => return p.postfix(),
                },
                _ => return p.postfix(),
            };
            p.bump();
            let operand = p.unary()?;
            let span = start.to(operand.span);
            Ok(node(ExprKind::Unary(op, Box::new(operand)), span))
        })
    }

    /// `(T) e`; `None` (nothing taken) when the parenthesis turns out to hold an expression
    /// such as `(float(x) + 1)`.
    fn cast(&mut self) -> Result<Option<Expr>> {
        let save = self.pos;
        let start = self.bump();
        let ty = self.type_name()?;
        if !self.eat(Punct::RParen) {
            self.pos = save;
            return Ok(None);
        }
        if self.at(Punct::LBrace) {
            return self.refuse("compound literals");
        }
        let operand = self.unary()?;
        let span = start.to(operand.span);
        Ok(Some(node(ExprKind::Cast(ty, Box::new(operand)), span)))
    }

    fn type_name(&mut self) -> Result<Type> {
        let specs = self.decl_specs()?;
        let base = self.base_type(&specs)?;
        let d = self.declarator(Naming::Abstract)?;
        Ok(declared_type(&base, &d))
    }

    /// `sizeof(T)`, `sizeof(e)`, `sizeof e`.
    fn sizeof(&mut self) -> Result<Expr> {
        let start = self.bump();
        if self.at(Punct::LParen) && self.is_type_start(1) {
            let save = self.pos;
            self.bump();
            let ty = self.type_name()?;
            if self.eat(Punct::RParen) {
                return Ok(node(ExprKind::SizeofType(ty), start.to(self.prev())));
            }
            self.pos = save;
        }
        let operand = self.unary()?;
        let span = start.to(operand.span);
        Ok(node(ExprKind::SizeofExpr(Box::new(operand)), span))
    }

    /// Indexing, calls, `.x`, postfix `++`/`--`.
    fn postfix(&mut self) -> Result<Expr> {
        let mut e = self.primary()?;
        loop {
            let start = e.span;
            let kind = match self.punct(0) {
                Some(Punct::LBracket) => {
                    self.bump();
                    let index = self.expr()?;
                    self.expect(Punct::RBracket, "expected ']'")?;
                    ExprKind::Index(Box::new(e), Box::new(index))
                }
                Some(Punct::LParen) => {
                    let ExprKind::Ident(name) = e.kind else { return self.refuse("calls through expressions (function pointers or methods)") };
                    self.bump();
                    ExprKind::Call(name, self.call_args()?)
                }
                Some(Punct::Dot) => {
                    self.bump();
                    let Some(field) = self.word(0).map(str::to_string) else {
                        return Err(ParseError::syntax("expected member name after '.'", self.cur()));
                    };
                    self.bump();
                    ExprKind::Member(Box::new(e), field)
                }
                Some(Punct::Arrow) => return self.refuse("'->'"),
                Some(Punct::Shl) if self.is(1, Punct::Lt) => return self.refuse("kernel launches (<<<…>>>)"),
                Some(Punct::PlusPlus) => {
                    self.bump();
                    ExprKind::Unary(UnOp::PostInc, Box::new(e))
                }
                Some(Punct::MinusMinus) => {
                    self.bump();
                    ExprKind::Unary(UnOp::PostDec, Box::new(e))
                }
                _ => return Ok(e),
            };
            e = node(kind, start.to(self.prev()));
        }
    }

    /// Arguments after `(`, through `)`.
    fn call_args(&mut self) -> Result<Vec<Expr>> {
        let mut args = Vec::new();
        if self.eat(Punct::RParen) {
            return Ok(args);
        }
        loop {
            args.push(self.assign()?);
            if !self.eat(Punct::Comma) {
                self.expect(Punct::RParen, "expected ')'")?;
                return Ok(args);
            }
        }
    }

    fn primary(&mut self) -> Result<Expr> {
        let span = self.cur();
        let kind = match self.tok(0) {
            Some(Tok::Int(value, ty)) => ExprKind::Int(*value, *ty),
            Some(Tok::Float(value, ty)) => ExprKind::Float(*value, *ty),
            Some(Tok::Char(value)) => ExprKind::Char(*value),
            Some(Tok::Str(_)) => return Ok(self.strings()),
            Some(Tok::Ident(word)) => return self.name(&word.clone()),
            Some(Tok::Punct(Punct::LParen)) => {
                self.bump();
                let inner = self.expr()?;
                self.expect(Punct::RParen, "expected ')'")?;
                return Ok(node(inner.kind, span.to(self.prev())));
            }
            Some(Tok::Punct(Punct::LBracket)) => return self.refuse("lambdas"),
            Some(Tok::Punct(Punct::ColonColon)) => return self.refuse("scoped names (::)"),
            _ => return Err(ParseError::syntax("expected expression", span)),
        };
        self.bump();
        Ok(node(kind, span))
    }

    /// Adjacent string literals, joined.
    fn strings(&mut self) -> Expr {
        let (mut text, mut span) = (String::new(), self.cur());
        while let Some(Tok::Str(part)) = self.tok(0) {
            text.push_str(part);
            span = span.to(self.bump());
        }
        node(ExprKind::Str(text), span)
    }

    /// A name in an expression: a variable, `true`/`false`, a functional cast, `static_cast`.
    fn name(&mut self, word: &str) -> Result<Expr> {
        let span = self.cur();
        if let Some(what) = refused_keyword(word) {
            return self.refuse(what);
        }
        if self.is(1, Punct::ColonColon) {
            return self.refuse("namespaces (::)");
        }
        let template_args = self.is(1, Punct::Lt) && self.is_type_start(2) && matches!(self.punct(3), Some(Punct::Gt | Punct::Comma | Punct::Star));
        match word {
            "true" | "false" => {
                self.bump();
                Ok(node(ExprKind::Bool(word == "true"), span))
            }
            "static_cast" => self.static_cast(),
            _ if template_args => self.refuse("templates"),
            _ if self.is_type_start(0) => self.functional_cast(),
            _ => {
                self.bump();
                Ok(node(ExprKind::Ident(word.to_string()), span))
            }
        }
    }

    /// `float(x)`, `int(x)`, `unsigned(x)`.
    fn functional_cast(&mut self) -> Result<Expr> {
        let start = self.cur();
        let specs = self.decl_specs()?;
        let ty = self.base_type(&specs)?;
        if !self.at(Punct::LParen) {
            return Err(ParseError::syntax("expected '(' for function-style cast or type construction", self.cur()));
        }
        if ty == Type::Dim3 {
            return self.refuse("dim3 values in expressions");
        }
        self.bump();
        let operand = self.assign()?;
        self.expect(Punct::RParen, "expected ')'")?;
        Ok(node(ExprKind::Cast(ty, Box::new(operand)), start.to(self.prev())))
    }

    /// `static_cast<T>(e)`.
    fn static_cast(&mut self) -> Result<Expr> {
        let start = self.bump();
        self.expect(Punct::Lt, "expected '<' after 'static_cast'")?;
        let ty = self.type_name()?;
        self.expect(Punct::Gt, "expected '>'")?;
        self.expect(Punct::LParen, "expected '('")?;
        let operand = self.expr()?;
        self.expect(Punct::RParen, "expected ')'")?;
        Ok(node(ExprKind::Cast(ty, Box::new(operand)), start.to(self.prev())))
    }
}

#[cfg(test)]
mod tests {
    use super::super::ast::BinOp;
    use super::*;

    fn ty(t: &Type) -> String {
        match t {
            Type::Scalar(s) => format!("{s:?}").to_lowercase(),
            Type::Pointer(inner) => format!("*{}", ty(inner)),
            Type::Array(inner, n) => format!("[{}]{}", n.as_deref().map_or(String::new(), ex), ty(inner)),
            Type::Dim3 => "dim3".into(),
        }
    }

    /// An expression as an S-expression: `(+ a (* b c))`, `y[i]`, `threadIdx.x`.
    fn ex(e: &Expr) -> String {
        use ExprKind::*;
        let list = |items: &[&Expr]| items.iter().map(|e| ex(e)).collect::<Vec<_>>().join(" ");
        match &e.kind {
            Int(v, Scalar::I32) => v.to_string(),
            Int(v, s) => format!("{v}{}", ty(&Type::Scalar(*s))),
            Float(v, Scalar::F32) => format!("{v:?}f"),
            Float(v, _) => format!("{v:?}"),
            Char(c) => format!("'{c}'"),
            Str(s) => format!("{s:?}"),
            Bool(b) => b.to_string(),
            Ident(name) => name.clone(),
            Unary(op, a) => format!("({} {})", format!("{op:?}").to_lowercase(), ex(a)),
            Binary(op, a, b) => format!("({} {})", binop(*op), list(&[a, b])),
            Assign(None, a, b) => format!("(= {})", list(&[a, b])),
            Assign(Some(op), a, b) => format!("({}= {})", binop(*op), list(&[a, b])),
            Cond(c, a, b) => format!("(? {})", list(&[c, a, b])),
            Call(f, args) => format!("(call {f}{})", args.iter().map(|a| format!(" {}", ex(a))).collect::<String>()),
            Index(a, i) => format!("{}[{}]", ex(a), ex(i)),
            Member(a, field) => format!("{}.{field}", ex(a)),
            Cast(t, a) => format!("(cast {} {})", ty(t), ex(a)),
            SizeofType(t) => format!("(sizeof {})", ty(t)),
            SizeofExpr(a) => format!("(sizeof {})", ex(a)),
            Comma(a, b) => format!("(, {})", list(&[a, b])),
        }
    }

    fn binop(op: BinOp) -> &'static str {
        use BinOp::*;
        match op {
            Add => "+",
            Sub => "-",
            Mul => "*",
            Div => "/",
            Rem => "%",
            Shl => "<<",
            Shr => ">>",
            BitAnd => "&",
            BitOr => "|",
            BitXor => "^",
            LogAnd => "&&",
            LogOr => "||",
            Eq => "==",
            Ne => "!=",
            Lt => "<",
            Le => "<=",
            Gt => ">",
            Ge => ">=",
        }
    }

    fn quals(q: &Quals) -> String {
        let names = [
            (q.is_const, "const "),
            (q.is_volatile, "volatile "),
            (q.is_restrict, "restrict "),
            (q.is_shared, "shared "),
            (q.is_extern, "extern "),
            (q.is_static, "static "),
            (q.is_constant, "constant "),
        ];
        names.iter().filter(|(on, _)| *on).map(|(_, name)| *name).collect()
    }

    fn decl(d: &Decl) -> String {
        let one = |d: &Declarator| {
            let init = match &d.init {
                None => String::new(),
                Some(Init::Expr(e)) => format!(" = {}", ex(e)),
                Some(Init::List(items)) => format!(" = {{{}}}", items.iter().map(ex).collect::<Vec<_>>().join(", ")),
            };
            format!("{}: {}{init}", d.name, ty(&d.ty))
        };
        format!("{}{}", quals(&d.quals), d.declarators.iter().map(one).collect::<Vec<_>>().join(", "))
    }

    /// A statement on one line: `if (< i n) { (+= y[i] x); }`.
    fn st(s: &Stmt) -> String {
        use StmtKind::*;
        let block = |stmts: &[Stmt]| format!("{{ {}}}", stmts.iter().map(|s| st(s) + " ").collect::<String>());
        let opt = |e: &Option<super::Expr>| e.as_ref().map_or(String::new(), ex);
        match &s.kind {
            Decl(d) => format!("{};", decl(d)),
            Expr(e) => format!("{};", ex(e)),
            Block(stmts) => block(stmts),
            If(c, t, None) => format!("if {} {}", ex(c), st(t)),
            If(c, t, Some(e)) => format!("if {} {} else {}", ex(c), st(t), st(e)),
            While(c, body) => format!("while {} {}", ex(c), st(body)),
            DoWhile(body, c) => format!("do {} while {}", st(body), ex(c)),
            For(init, c, step, body) => format!("for ({} {}; {}) {}", init.as_ref().map_or(";".into(), |s| st(s)), opt(c), opt(step), st(body)),
            Switch(e, body) => format!("switch {} {}", ex(e), block(body)),
            Case(e) => format!("case {}:", ex(e)),
            Default => "default:".into(),
            Break => "break;".into(),
            Continue => "continue;".into(),
            Return(e) => format!("return {};", opt(e)).replace(" ;", ";"),
            Empty => ";".into(),
        }
    }

    fn unit(text: &str) -> TranslationUnit {
        parse(text, &[]).unwrap_or_else(|e| panic!("{text}\n{e:?}"))
    }

    fn functions(text: &str) -> Vec<Function> {
        unit(text)
            .items
            .into_iter()
            .filter_map(|item| match item {
                Item::Function(f) => Some(f),
                Item::Global(_) => None,
            })
            .collect()
    }

    fn function(text: &str) -> Function {
        let mut all = functions(text);
        assert_eq!(all.len(), 1, "{text}");
        all.remove(0)
    }

    /// The body of `void f() { … }` wrapped around `body`, one line per statement.
    fn body(body: &str) -> Vec<String> {
        function(&format!("void f() {{\n{body}\n}}")).body.unwrap_or_default().iter().map(st).collect()
    }

    /// One expression, parsed as an expression statement.
    fn expr(text: &str) -> String {
        let mut lines = body(&format!("{text};"));
        assert_eq!(lines.len(), 1);
        lines.remove(0).trim_end_matches(';').to_string()
    }

    fn globals(text: &str) -> Vec<String> {
        unit(text)
            .items
            .iter()
            .filter_map(|item| match item {
                Item::Global(d) => Some(decl(d)),
                Item::Function(_) => None,
            })
            .collect()
    }

    fn params(f: &Function) -> Vec<String> {
        f.params.iter().map(|p| format!("{}{}: {}", quals(&p.quals), p.name, ty(&p.ty))).collect()
    }

    fn syntax(text: &str) -> (String, String) {
        match parse(text, &[]) {
            Err(ParseError::Syntax { message, span }) => (message, text[span.start as usize..span.end as usize].to_string()),
            other => panic!("{text}: expected a syntax error, got {other:?}"),
        }
    }

    fn syntax_at(text: &str) -> (String, u32) {
        match parse(text, &[]) {
            Err(ParseError::Syntax { message, span }) => (message, span.start),
            other => panic!("{text}: expected a syntax error, got {other:?}"),
        }
    }

    /// The construct refused, and the text its span covers.
    fn refused(text: &str) -> (String, String) {
        match parse(text, &[]) {
            Err(ParseError::Unsupported(u)) => (u.what, text[u.span.start as usize..u.span.end as usize].to_string()),
            other => panic!("{text}: expected Unsupported, got {other:?}"),
        }
    }

    #[test]
    fn saxpy() {
        let text = "__global__ void saxpy(int n, float a, float *x, float *y) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) { y[i] += a * x[i]; }
}";
        let f = function(text);
        assert_eq!((f.name.as_str(), f.kind, f.extern_c, &f.ret), ("saxpy", FnKind::Kernel, false, &Type::Scalar(Scalar::Void)));
        assert_eq!(params(&f), vec!["n: i32", "a: f32", "x: *f32", "y: *f32"]);
        assert_eq!(&text[f.name_span.start as usize..f.name_span.end as usize], "saxpy");
        assert_eq!(f.span, Span { start: 0, end: text.len() as u32 });
        let lines: Vec<String> = f.body.iter().flatten().map(st).collect();
        assert_eq!(lines, vec!["i: i32 = (+ (* blockIdx.x blockDim.x) threadIdx.x);", "if (< i n) { (+= y[i] (* a x[i])); }"]);
        let stmts = f.body.as_deref().unwrap_or_default();
        let StmtKind::Decl(d) = &stmts[0].kind else { panic!("a declaration") };
        assert_eq!(&text[d.span.start as usize..d.span.end as usize], "int i = blockIdx.x * blockDim.x + threadIdx.x;");
        let Some(Init::Expr(init)) = &d.declarators[0].init else { panic!("an initializer") };
        assert_eq!(&text[init.span.start as usize..init.span.end as usize], "blockIdx.x * blockDim.x + threadIdx.x");
    }

    #[test]
    fn quadratic_formula_with_extern_c() {
        let f = function(
            r#"extern "C" __global__ void quadratic_formula(const double* a, const double* b, const double* c, double* out) {
    int i = blockDim.x * blockIdx.x + threadIdx.x;
    out[i] = (-b[i] + sqrt(b[i]*b[i] - 4*a[i]*c[i])) / (2*a[i]);
}"#,
        );
        assert!(f.extern_c);
        assert_eq!(f.kind, FnKind::Kernel);
        assert_eq!(params(&f), vec!["const a: *f64", "const b: *f64", "const c: *f64", "out: *f64"]);
        let lines: Vec<String> = f.body.iter().flatten().map(st).collect();
        assert_eq!(lines[1], "(= out[i] (/ (+ (neg b[i]) (call sqrt (- (* b[i] b[i]) (* (* 4 a[i]) c[i])))) (* 2 a[i])));");
    }

    #[test]
    fn reduction_with_shared_memory_and_a_loop() {
        let f = function(
            "#define TILE 32
__global__ void reduction(float *g_odata, float *g_idata) {
    extern __shared__ float temp[];
    int tid = threadIdx.x;
    temp[tid] = g_idata[tid];
    for (int d = blockDim.x/2; d > 0; d = d/2) { __syncthreads(); if (tid < d) temp[tid] += temp[tid+d]; }
    if (tid == 0) g_odata[0] = temp[0];
}",
        );
        let lines: Vec<String> = f.body.iter().flatten().map(st).collect();
        assert_eq!(
            lines,
            vec![
                "shared extern temp: []f32;",
                "tid: i32 = threadIdx.x;",
                "(= temp[tid] g_idata[tid]);",
                "for (d: i32 = (/ blockDim.x 2); (> d 0); (= d (/ d 2))) { (call __syncthreads); if (< tid d) (+= temp[tid] temp[(+ tid d)]); }",
                "if (== tid 0) (= g_odata[0] temp[0]);",
            ]
        );
    }

    #[test]
    fn increment() {
        let f = function("__global__ void increment(int* data) { data[threadIdx.x]++; }");
        assert_eq!(f.body.iter().flatten().map(st).collect::<Vec<_>>(), vec!["(postinc data[threadIdx.x]);"]);
    }

    #[test]
    fn function_qualifiers_and_parameters() {
        let fs = functions(
            "__device__ __forceinline__ float sq(float x) { return x * x; }
__host__ __device__ int both(void) { return 1; }
static __device__ inline unsigned int hash(unsigned int v);
int host_only() { return 0; }
__global__ void __launch_bounds__(256, 2) k(const float* __restrict__ in, float out[], int m[][4], unsigned char c, float * const p) {}
__launch_bounds__(128) __global__ void k2(float, int *) {}",
        );
        let kinds: Vec<(&str, FnKind, bool)> = fs.iter().map(|f| (f.name.as_str(), f.kind, f.body.is_some())).collect();
        assert_eq!(
            kinds,
            vec![
                ("sq", FnKind::Device, true),
                ("both", FnKind::Device, true),
                ("hash", FnKind::Device, false),
                ("host_only", FnKind::Host, true),
                ("k", FnKind::Kernel, true),
                ("k2", FnKind::Kernel, true),
            ]
        );
        assert_eq!(fs[2].ret, Type::Scalar(Scalar::U32));
        assert!(fs[1].params.is_empty());
        assert_eq!(params(&fs[4]), vec!["const restrict in: *f32", "out: *f32", "m: *[4]i32", "c: u8", "const p: *f32"]);
        assert_eq!(params(&fs[5]), vec![": f32", ": *i32"]);
    }

    #[test]
    fn extern_c_blocks_mark_every_function() {
        let fs = functions(r#"extern "C" { __global__ void a() {} __device__ float b(float x) { return x; } } __global__ void c() {}"#);
        let marks: Vec<(&str, bool)> = fs.iter().map(|f| (f.name.as_str(), f.extern_c)).collect();
        assert_eq!(marks, vec![("a", true), ("b", true), ("c", false)]);
    }

    #[test]
    fn type_spellings_resolve_to_scalars() {
        let cases = [
            ("void *", "*void"),
            ("bool", "bool"),
            ("char", "i8"),
            ("signed char", "i8"),
            ("unsigned char", "u8"),
            ("short", "i16"),
            ("short int", "i16"),
            ("unsigned short", "u16"),
            ("int", "i32"),
            ("signed", "i32"),
            ("unsigned", "u32"),
            ("unsigned int", "u32"),
            ("long", "i64"),
            ("long int", "i64"),
            ("unsigned long", "u64"),
            ("long long", "i64"),
            ("long long int", "i64"),
            ("unsigned long long", "u64"),
            ("long unsigned long", "u64"),
            ("size_t", "u64"),
            ("ptrdiff_t", "i64"),
            ("float", "f32"),
            ("double", "f64"),
            ("int8_t", "i8"),
            ("uint8_t", "u8"),
            ("int16_t", "i16"),
            ("uint16_t", "u16"),
            ("int32_t", "i32"),
            ("uint32_t", "u32"),
            ("int64_t", "i64"),
            ("uint64_t", "u64"),
            ("dim3", "dim3"),
            ("uint3", "dim3"),
        ];
        for (spelled, expected) in cases {
            assert_eq!(globals(&format!("{spelled} v;")), vec![format!("v: {expected}")], "{spelled}");
        }
        assert_eq!(syntax("unsigned float x;").0, "invalid combination of type specifiers");
        assert_eq!(syntax("long long long x;").0, "invalid combination of type specifiers");
        assert_eq!(syntax("void x;"), ("variable has incomplete type 'void'".into(), "x".into()));
        assert_eq!(refused("long double x;").0, "long double");
    }

    #[test]
    fn file_scope_declarations() {
        assert_eq!(
            globals("__constant__ float c[16];\n__device__ int counter;\nconst int N = 4;\nstatic const float PI = 3.14f;\nint a = 1, *p, b[2] = {1, 2,};"),
            vec![
                "constant c: [16]f32",
                "counter: i32",
                "const N: i32 = 4",
                "const static PI: f32 = 3.140000104904175f",
                "a: i32 = 1, p: *i32, b: [2]i32 = {1, 2}"
            ]
        );
    }

    #[test]
    fn block_scope_declarations() {
        assert_eq!(
            body(
                "int i = 0, j;
float a[4][8];
__shared__ float tile[32][33];
extern __shared__ float temp[];
dim3 b(16, 16);
dim3 g = {4, 2, 1};
int arr[3] = {1, 2, 3};
int x(5), y{6};
const float *__restrict__ q = a[0];
volatile int v;
static int s = 2;"
            ),
            vec![
                "i: i32 = 0, j: i32;",
                "a: [4][8]f32;",
                "shared tile: [32][33]f32;",
                "shared extern temp: []f32;",
                "b: dim3 = {16, 16};",
                "g: dim3 = {4, 2, 1};",
                "arr: [3]i32 = {1, 2, 3};",
                "x: i32 = 5, y: i32 = 6;",
                "const restrict q: *f32 = a[0];",
                "volatile v: i32;",
                "static s: i32 = 2;",
            ]
        );
    }

    #[test]
    fn typedefs_are_resolved_at_file_and_block_scope() {
        let f = function(
            "typedef float real;
typedef unsigned int uint, *uintp;
__global__ void k(real *x, uint n) {
    typedef real pair[2];
    pair p;
    uintp q;
    real y = (real)n;
    real z = (y) * 2;
}",
        );
        assert_eq!(params(&f), vec!["x: *f32", "n: u32"]);
        let lines: Vec<String> = f.body.iter().flatten().map(st).collect();
        assert_eq!(lines, vec![";", "p: [2]f32;", "q: *u32;", "y: f32 = (cast f32 n);", "z: f32 = (* y 2);"]);
        assert_eq!(syntax("void f() { { typedef int T; } T x; }"), ("unknown type name 'T'".into(), "T".into()));
    }

    #[test]
    fn casts_and_parenthesized_expressions() {
        assert_eq!(expr("(float)x"), "(cast f32 x)");
        assert_eq!(expr("(unsigned int)x + 1"), "(+ (cast u32 x) 1)");
        assert_eq!(expr("(float*)p"), "(cast *f32 p)");
        assert_eq!(expr("(const float *)p"), "(cast *f32 p)");
        assert_eq!(expr("(a)*b"), "(* a b)");
        assert_eq!(expr("(a)-b"), "(- a b)");
        assert_eq!(expr("(int)-x"), "(cast i32 (neg x))");
        assert_eq!(expr("(double)(a) / b"), "(/ (cast f64 a) b)");
        assert_eq!(expr("float(x)"), "(cast f32 x)");
        assert_eq!(expr("int(x + 0.5f)"), "(cast i32 (+ x 0.5f))");
        assert_eq!(expr("(float(i) + 0.5f)"), "(+ (cast f32 i) 0.5f)");
        assert_eq!(expr("static_cast<int>(x)"), "(cast i32 x)");
        assert_eq!(expr("static_cast<unsigned long long>(x) << 32"), "(<< (cast u64 x) 32)");
        assert_eq!(expr("sizeof(float) * n"), "(* (sizeof f32) n)");
        assert_eq!(expr("sizeof(float*)"), "(sizeof *f32)");
        assert_eq!(expr("sizeof x"), "(sizeof x)");
        assert_eq!(expr("sizeof(a[0])"), "(sizeof a[0])");
        assert_eq!(refused("void f() { x = reinterpret_cast<float*>(p); }"), ("reinterpret_cast".into(), "reinterpret_cast".into()));
    }

    #[test]
    fn precedence_and_associativity() {
        assert_eq!(expr("a + b * c - d"), "(- (+ a (* b c)) d)");
        assert_eq!(expr("a - b - c"), "(- (- a b) c)");
        assert_eq!(expr("a / b % c * d"), "(* (% (/ a b) c) d)");
        assert_eq!(expr("a = b = c"), "(= a (= b c))");
        assert_eq!(expr("a += b -= 2"), "(+= a (-= b 2))");
        assert_eq!(
            expr("x <<= 1, y >>= 2, z &= 3, w ^= 4, v |= 5, u %= 6, t *= 7, s /= 8"),
            "(, (, (, (, (, (, (, (<<= x 1) (>>= y 2)) (&= z 3)) (^= w 4)) (|= v 5)) (%= u 6)) (*= t 7)) (/= s 8))"
        );
        assert_eq!(expr("a ? b : c ? d : e"), "(? a b (? c d e))");
        assert_eq!(expr("c ? x = 1 : y = 2"), "(? c (= x 1) (= y 2))");
        assert_eq!(expr("a || b && c | d ^ e & f == g < h << i + j * k"), "(|| a (&& b (| c (^ d (& e (== f (< g (<< h (+ i (* j k))))))))))");
        assert_eq!(expr("a != b >= c <= d > e"), "(!= a (> (<= (>= b c) d) e))");
        assert_eq!(expr("-x++"), "(neg (postinc x))");
        assert_eq!(expr("!a && ~b"), "(&& (not a) (bitnot b))");
        assert_eq!(expr("*p++ = +q--"), "(= (deref (postinc p)) (plus (postdec q)))");
        assert_eq!(expr("--i + ++j"), "(+ (predec i) (preinc j))");
        assert_eq!(expr("atomicAdd(&a[i], v)"), "(call atomicAdd (addrof a[i]) v)");
        assert_eq!(expr("a[i][j].x"), "a[i][j].x");
        assert_eq!(expr("min(a, max(b, c))"), "(call min a (call max b c))");
        assert_eq!(expr("x >> 1 > 0"), "(> (>> x 1) 0)");
    }

    #[test]
    fn literals() {
        assert_eq!(expr("true || false"), "(|| true false)");
        assert_eq!(expr("10u + 10L + 10ull + 0xFFFFFFFF"), "(+ (+ (+ 10u32 10i64) 10u64) 4294967295u32)");
        assert_eq!(expr("1.0 + 1.0f + .5 + 2.f"), "(+ (+ (+ 1.0 1.0f) 0.5) 2.0f)");
        assert_eq!(expr("'a' + '\\n'"), "(+ '97' '10')");
        assert_eq!(expr(r#"printf("tid %d " "= %f\n", i, x)"#), r#"(call printf "tid %d = %f\n" i x)"#);
    }

    #[test]
    fn statements() {
        assert_eq!(
            body(
                "switch (k) { case 0: x = 1; break; case 1: case 2: { x = 2; } default: x = 3; }
do { i++; } while (i < 10);
while (true) { if (i) continue; else break; }
for (;;) ;
for (i = 0, j = 1; ; i++, j--) {}
return;"
            ),
            vec![
                "switch k { case 0: (= x 1); break; case 1: case 2: { (= x 2); } default: (= x 3); }",
                "do { (postinc i); } while (< i 10)",
                "while true { if i continue; else break; }",
                "for (; ; ) ;",
                "for ((, (= i 0) (= j 1)); ; (, (postinc i) (postdec j))) { }",
                "return;",
            ]
        );
        let f = function("__device__ int f(int x) { return x + 1; }");
        assert_eq!(f.body.iter().flatten().map(st).collect::<Vec<_>>(), vec!["return (+ x 1);"]);
        assert_eq!(body("#pragma unroll\nfor (int i = 0; i < 4; ++i) s += i;"), vec!["for (i: i32 = 0; (< i 4); (preinc i)) (+= s i);"]);
    }

    #[test]
    fn macros_and_conditionals_feed_the_parser() {
        let text = "#define W 16
#define IDX(r, c) ((r) * W + (c))
#ifdef __CUDACC__
#define SCALE 2.0f
#else
#define SCALE oops
#endif
__global__ void k(float *a) { a[IDX(f(i, 1), (j))] *= SCALE; }";
        let f = function(text);
        let lines: Vec<String> = f.body.iter().flatten().map(st).collect();
        assert_eq!(lines, vec!["(*= a[(+ (* (call f i 1) 16) j)] 2.0f);"]);
        let Some(StmtKind::Expr(Expr { kind: ExprKind::Assign(_, target, _), .. })) = f.body.as_deref().and_then(|b| b.first()).map(|s| &s.kind) else {
            panic!("an assignment")
        };
        let ExprKind::Index(_, index) = &target.kind else { panic!("an index") };
        assert_eq!(&text[index.span.start as usize..index.span.end as usize], "IDX(f(i, 1), (j))");
    }

    #[test]
    fn syntax_errors_point_where_a_compiler_would() {
        let text = "void f() { int x = 1\n int y; }";
        assert_eq!(syntax_at(text), ("expected ';' after declaration".into(), 20));
        assert_eq!(syntax_at("void f() { y[i] = 2 }"), ("expected ';' after expression".into(), 19));
        assert_eq!(syntax("void f() { g(a, b; }"), ("expected ')'".into(), ";".into()));
        assert_eq!(syntax("void f() { x = ; }"), ("expected expression".into(), ";".into()));
        assert_eq!(syntax("void f() { if x) {} }"), ("expected '(' after 'if'".into(), "x".into()));
        assert_eq!(syntax("void f() { a[1 = 2; }"), ("expected ']'".into(), ";".into()));
        assert_eq!(syntax("void f() { foo x; }"), ("unknown type name 'foo'".into(), "foo".into()));
        assert_eq!(syntax("void f() { case 1: ; }").0, "'case' statement not in switch statement");
        assert_eq!(syntax("void f() { break; }").0, "'break' statement not in loop or switch statement");
        assert_eq!(syntax("void f() { switch (x) { case 1: continue; } }").0, "'continue' statement not in loop statement");
        assert_eq!(syntax("void f() { do x++; until (x); }").0, "expected 'while' in do/while loop");
        assert_eq!(syntax_at("void f() { return 1 }"), ("expected ';' after return statement".into(), 19));
        assert_eq!(syntax_at("void f() {"), ("expected '}'".into(), 10));
        assert_eq!(syntax("__global__ int k() {}").0, "a __global__ function must have a void return type");
        assert_eq!(syntax("void f(int x y) {}"), ("expected ')'".into(), "y".into()));
        assert_eq!(syntax("void f() { int return; }"), ("expected identifier".into(), "return".into()));
        assert_eq!(syntax("void f() { int float; }"), ("invalid combination of type specifiers".into(), "int float".into()));
        assert_eq!(syntax("int f() int").0, "expected function body after function declarator");
        assert_eq!(syntax("void f() { x = 1 @ 2; }"), ("unexpected character '@'".into(), "@".into()));
        assert_eq!(syntax("void f() { else x; }").0, "expected expression");
        assert_eq!(syntax("void f() { a.(b); }").0, "expected member name after '.'");
    }

    #[test]
    fn deep_nesting_is_an_error_not_a_stack_overflow() {
        let deep = format!("void f() {{ x = {}1{}; }}", "(".repeat(10_000), ")".repeat(10_000));
        assert!(syntax(&deep).0.starts_with("nesting is too deep"));
        let blocks = format!("void f() {}{}", "{".repeat(10_000), "}".repeat(10_000));
        assert!(syntax(&blocks).0.starts_with("nesting is too deep"));
        let negs = format!("void f() {{ x = {}1; }}", "-".repeat(10_000));
        assert!(syntax(&negs).0.starts_with("nesting is too deep"));
        let ternaries = format!("void f() {{ x = {}1; }}", "c ? 1 : ".repeat(10_000));
        assert!(syntax(&ternaries).0.starts_with("nesting is too deep"));
        let ifs = format!("void f() {{ {} x++; }}", "if (c) ".repeat(10_000));
        assert!(syntax(&ifs).0.starts_with("nesting is too deep"));
        let linkage = format!("{}{}", "extern \"C\" { ".repeat(10_000), "}".repeat(10_000));
        assert!(syntax(&linkage).0.starts_with("nesting is too deep"));
        let fine = format!("void f() {{ x = {}1{}; }}", "(".repeat(40), ")".repeat(40));
        assert_eq!(body(&fine[10..fine.len() - 2]), vec!["(= x 1);"]);
    }

    #[test]
    fn constructs_outside_the_subset_are_named() {
        let cases = [
            ("template <typename T> __global__ void k(T *x) {}", "templates", "template"),
            ("struct P { float x; };", "struct definitions", "struct"),
            ("class A {};", "classes", "class"),
            ("union U { int i; };", "unions", "union"),
            ("enum E { A };", "enums", "enum"),
            ("__device__ int f() { asm(\"mov.u32 %0, %%laneid;\" : \"=r\"(x)); }", "inline PTX (asm)", "asm"),
            ("void f() { goto done; }", "goto", "goto"),
            ("void f() { done: ; }", "labels (goto)", "done"),
            ("void f() { auto g = [](int x) { return x; }; }", "auto (type deduction)", "auto"),
            ("void f() { g([=] { }); }", "lambdas", "["),
            ("namespace cg = cooperative_groups;", "namespaces", "namespace"),
            ("void f() { x = std::min(a, b); }", "namespaces (::)", "std"),
            ("void f(float &r) {}", "references (&)", "&"),
            ("void f() { int *p = new int[4]; }", "new/delete", "new"),
            ("void f() { x = p->y; }", "'->'", "->"),
            ("int main() { k<<<1, 32>>>(d); }", "kernel launches (<<<…>>>)", "<<"),
            ("void f(void (*cb)(int)) {}", "function pointers", "("),
            ("void f() { int *p = NULL; }", "null pointers (NULL)", "NULL"),
            ("void f() { int *p = nullptr; }", "null pointers (nullptr)", "nullptr"),
            ("#include <curand_kernel.h>\n", "#include <curand_kernel.h>", "#include <curand_kernel.h>"),
            ("__global__ void k(float4 *v) {}", "vector types (float4, int2…)", "float4"),
            ("void f() { __half h; }", "half-precision types", "__half"),
            ("void f() { x = max<float>(a, b); }", "templates", "max"),
            ("void f(int n, ...) {}", "variadic functions", "..."),
            ("void f(int n = 2) {}", "default arguments", "="),
            ("void f() { int a[2][2] = {{1, 2}, {3, 4}}; }", "nested initializer lists", "{"),
            ("void f() { float g(float); }", "local function declarations", "("),
            ("void f() { x = (int[]){1, 2}; }", "compound literals", "{"),
            ("void f() { switch (x) case 1: y(); }", "a switch body that is not a block", "case"),
            ("void f() { x = obj.get(); }", "calls through expressions (function pointers or methods)", "("),
            ("void f() { dim3 g = dim3(2, 2); }", "dim3 values in expressions", "("),
        ];
        for (text, what, spelled) in cases {
            assert_eq!(refused(text), (what.to_string(), spelled.to_string()), "{text}");
        }
    }

    #[test]
    fn names_that_look_like_types_elsewhere_are_names() {
        assert_eq!(body("int half = n / 2;\nhalf = half * 2;"), vec!["half: i32 = (/ n 2);", "(= half (* half 2));"]);
        assert_eq!(expr("i < int(n)"), "(< i (cast i32 n))");
    }

    #[test]
    fn errors_display_like_a_compiler() {
        let err = ParseError::syntax("expected ';' after expression", Span::default());
        assert_eq!(err.to_string(), "expected ';' after expression");
        let err = ParseError::unsupported("templates", Span { start: 3, end: 5 });
        assert_eq!(err.to_string(), "not supported in the CUDA C subset: templates");
        assert_eq!(err.span(), Span { start: 3, end: 5 });
    }
}
