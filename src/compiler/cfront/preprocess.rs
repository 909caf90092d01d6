//! The preprocessor of the CUDA C front end: lexed tokens → tokens the parser reads.
//!
//! It owns directives (`#define`, `#undef`, conditionals, `#include` of known headers, `#pragma`
//! dropped) and macro expansion: object-like and function-like macros, arguments fully expanded
//! before substitution, each token carrying a hide set (the macros it came out of) so that a macro
//! is never re-expanded inside its own expansion, as C says. A token made by an expansion takes
//! the span of the macro's use (the name, or the whole `F(...)` call); a token passed in an
//! argument keeps its own.
//!
//! Invariants: it never loops or recurses without bound: expansion pushes onto an explicit stack,
//! total expansion output is capped at `MAX_EXPANDED_TOKENS`, and nesting (macro calls inside
//! macro arguments, parentheses in `#if`) is capped at `MAX_NESTING`. It must not read files: a
//! known header is ignored, any other is `Unsupported`. It knows nothing of C declarations.

use std::collections::HashMap;
use std::rc::Rc;

use super::ast::{BinOp, Scalar, Span};
use super::lex::{lex, Punct, Tok, Token};
use super::parse::ParseError;

/// How many tokens all macro expansions of one cell may produce together.
pub const MAX_EXPANDED_TOKENS: usize = 1_000_000;
/// How deep macro calls may nest inside macro arguments, and parentheses inside `#if`.
const MAX_NESTING: u32 = 200;

/// Headers every classroom kernel may include: what they declare is built in.
const KNOWN_HEADERS: &[&str] = &[
    "cuda_runtime.h",
    "cuda_runtime_api.h",
    "cuda.h",
    "device_launch_parameters.h",
    "device_functions.h",
    "stdio.h",
    "cstdio",
    "stdlib.h",
    "cstdlib",
    "math.h",
    "cmath",
    "stdint.h",
    "cstdint",
    "stddef.h",
    "cstddef",
    "stdbool.h",
    "assert.h",
    "cassert",
    "float.h",
    "cfloat",
    "limits.h",
    "climits",
];

/// Macros defined before the cell: nvcc's identification, and the limits and math constants of
/// the known headers (defined whether or not the header is included).
const PREDEFINED: &[(&str, &str)] = &[
    ("__CUDACC__", "1"),
    ("__NVCC__", "1"),
    ("__CUDA_ARCH__", "800"),
    ("__cplusplus", "201703L"),
    ("CHAR_BIT", "8"),
    ("SCHAR_MIN", "(-128)"),
    ("SCHAR_MAX", "127"),
    ("CHAR_MIN", "(-128)"),
    ("CHAR_MAX", "127"),
    ("UCHAR_MAX", "255"),
    ("SHRT_MIN", "(-32768)"),
    ("SHRT_MAX", "32767"),
    ("USHRT_MAX", "65535"),
    ("INT_MIN", "(-2147483647 - 1)"),
    ("INT_MAX", "2147483647"),
    ("UINT_MAX", "4294967295U"),
    ("LONG_MIN", "(-9223372036854775807L - 1)"),
    ("LONG_MAX", "9223372036854775807L"),
    ("ULONG_MAX", "18446744073709551615UL"),
    ("LLONG_MIN", "(-9223372036854775807LL - 1)"),
    ("LLONG_MAX", "9223372036854775807LL"),
    ("ULLONG_MAX", "18446744073709551615ULL"),
    ("FLT_MAX", "3.402823466e+38F"),
    ("FLT_MIN", "1.175494351e-38F"),
    ("FLT_EPSILON", "1.192092896e-07F"),
    ("DBL_MAX", "1.7976931348623158e+308"),
    ("DBL_MIN", "2.2250738585072014e-308"),
    ("DBL_EPSILON", "2.2204460492503131e-16"),
    ("M_E", "2.7182818284590452354"),
    ("M_LOG2E", "1.4426950408889634074"),
    ("M_LOG10E", "0.43429448190325182765"),
    ("M_LN2", "0.69314718055994530942"),
    ("M_LN10", "2.30258509299404568402"),
    ("M_PI", "3.14159265358979323846"),
    ("M_PI_2", "1.57079632679489661923"),
    ("M_PI_4", "0.78539816339744830962"),
    ("M_1_PI", "0.31830988618379067154"),
    ("M_2_PI", "0.63661977236758134308"),
    ("M_SQRT2", "1.41421356237309504880"),
    ("M_SQRT1_2", "0.70710678118654752440"),
];

/// Runs the directives and expands the macros of a lexed cell; `defines` are the compiler
/// options' `-D NAME=VALUE` (an empty value for `-D NAME`, which C defines as 1).
pub fn preprocess(tokens: Vec<Token>, defines: &[(String, String)]) -> Result<Vec<Token>, ParseError> {
    let mut pp = Preprocessor::new(tokens)?;
    for (name, value) in defines {
        let body = if value.is_empty() { "1" } else { value.as_str() };
        pp.macros.insert(name.clone(), Macro::Object(lex(body)?));
    }
    let mut out = Vec::new();
    while let Some(t) = pp.next_expanded()? {
        out.push(t.token);
    }
    match pp.conds.last() {
        Some(open) => Err(ParseError::syntax("unterminated conditional directive", open.span)),
        None => Ok(out),
    }
}

enum Macro {
    Object(Vec<Token>),
    Function {
        params: Vec<String>,
        body: Vec<Token>,
    },
    /// A name the subset knows but refuses (`NULL`): using it is `Unsupported`.
    Refused(&'static str),
}

/// The macros a token came out of; it is not expanded again by any of them.
type HideSet = Rc<Vec<Rc<str>>>;

#[derive(Clone)]
struct PpToken {
    token: Token,
    hide: HideSet,
}

/// One open `#if` group.
struct Cond {
    /// Tokens of the current branch are kept.
    active: bool,
    /// A branch was taken (or the enclosing group is inactive): later `#elif`/`#else` are skipped.
    taken: bool,
    seen_else: bool,
    span: Span,
}

struct Preprocessor {
    input: Vec<Token>,
    pos: usize,
    macros: HashMap<String, Macro>,
    conds: Vec<Cond>,
    /// Tokens to read before the input, the last first; `None` is a barrier that ends a finite
    /// list being expanded on its own (a macro argument, an `#if` line).
    pending: Vec<Option<PpToken>>,
    expanded: usize,
    nesting: u32,
    no_hide: HideSet,
}

impl Preprocessor {
    fn new(input: Vec<Token>) -> Result<Self, ParseError> {
        let mut macros = HashMap::new();
        for (name, body) in PREDEFINED {
            macros.insert(name.to_string(), Macro::Object(lex(body)?));
        }
        macros.insert("NULL".into(), Macro::Refused("null pointers (NULL)"));
        Ok(Preprocessor { input, pos: 0, macros, conds: Vec::new(), pending: Vec::new(), expanded: 0, nesting: 0, no_hide: HideSet::default() })
    }

    fn active(&self) -> bool {
        self.conds.last().is_none_or(|c| c.active)
    }

    /// The next token before expansion: from `pending`, else from the input, running directives
    /// and skipping inactive groups on the way. `None` at a barrier or the end of the input.
    fn next_raw(&mut self) -> Result<Option<PpToken>, ParseError> {
        if let Some(top) = self.pending.last() {
            return Ok(if top.is_some() { self.pending.pop().flatten() } else { None });
        }
        while let Some(token) = self.input.get(self.pos) {
            if token.line_start && token.tok == Tok::Punct(Punct::Hash) {
                self.directive()?;
                continue;
            }
            self.pos += 1;
            if self.active() {
                return Ok(Some(PpToken { token: token.clone(), hide: self.no_hide.clone() }));
            }
        }
        Ok(None)
    }

    /// The next token after expansion.
    fn next_expanded(&mut self) -> Result<Option<PpToken>, ParseError> {
        loop {
            let Some(t) = self.next_raw()? else { return Ok(None) };
            if !self.expand(&t)? {
                return Ok(Some(t));
            }
        }
    }

    /// Expands `tokens` on their own (a macro argument, an `#if` line) and returns the result.
    fn expand_list(&mut self, tokens: Vec<PpToken>, span: Span) -> Result<Vec<PpToken>, ParseError> {
        self.nesting += 1;
        if self.nesting > MAX_NESTING {
            return Err(ParseError::syntax(format!("macro calls nested too deeply (more than {MAX_NESTING} levels)"), span));
        }
        self.pending.push(None);
        self.pending.extend(tokens.into_iter().rev().map(Some));
        let mut out = Vec::new();
        while let Some(t) = self.next_expanded()? {
            out.push(t);
        }
        self.pending.pop();
        self.nesting -= 1;
        Ok(out)
    }

    /// If `t` names a macro that may expand here, pushes its expansion to be read next.
    fn expand(&mut self, t: &PpToken) -> Result<bool, ParseError> {
        let Tok::Ident(name) = &t.token.tok else { return Ok(false) };
        if t.hide.iter().any(|h| **h == **name) {
            return Ok(false);
        }
        let (params, body) = match self.macros.get(name) {
            None => return Ok(false),
            Some(Macro::Refused(what)) => return Err(ParseError::unsupported(*what, t.token.span)),
            Some(Macro::Object(body)) => (None, body.clone()),
            Some(Macro::Function { params, body }) => (Some(params.clone()), body.clone()),
        };
        let hide: HideSet = Rc::new(t.hide.iter().cloned().chain([Rc::from(name.as_str())]).collect());
        let Some(params) = params else {
            let out = body.into_iter().map(|b| at_use(b, t.token.span, &hide)).collect();
            self.push_expansion(out, t.token.span)?;
            return Ok(true);
        };
        match self.next_raw()? {
            Some(open) if open.token.tok == Tok::Punct(Punct::LParen) => {}
            other => {
                self.pending.extend(other.map(Some));
                return Ok(false);
            }
        }
        let (args, close) = self.collect_args(t.token.span)?;
        let span = t.token.span.to(close);
        let args = match (params.len(), args.len()) {
            (0, 1) if args[0].is_empty() => Vec::new(),
            (want, got) if want == got => args,
            (want, got) => {
                let message = if got > want {
                    "too many arguments provided to function-like macro invocation"
                } else {
                    "too few arguments provided to function-like macro invocation"
                };
                return Err(ParseError::syntax(message, span));
            }
        };
        let mut expanded_args = Vec::with_capacity(args.len());
        for arg in args {
            expanded_args.push(self.expand_list(arg, span)?);
        }
        let mut out = Vec::new();
        for b in body {
            match &b.tok {
                Tok::Ident(id) if params.contains(id) => {
                    let arg = params.iter().position(|p| p == id).and_then(|i| expanded_args.get(i)).map_or(&[][..], Vec::as_slice);
                    out.extend(arg.iter().map(|a| PpToken { token: a.token.clone(), hide: union(&a.hide, &hide) }));
                }
                _ => out.push(at_use(b, span, &hide)),
            }
        }
        self.push_expansion(out, span)?;
        Ok(true)
    }

    fn push_expansion(&mut self, out: Vec<PpToken>, span: Span) -> Result<(), ParseError> {
        self.expanded += out.len();
        if self.expanded > MAX_EXPANDED_TOKENS {
            return Err(ParseError::syntax(format!("macro expansion produces too many tokens (more than {MAX_EXPANDED_TOKENS})"), span));
        }
        self.pending.extend(out.into_iter().rev().map(Some));
        Ok(())
    }

    /// The arguments of a function-like macro call, after its `(`, and the span of its `)`.
    fn collect_args(&mut self, name: Span) -> Result<(Vec<Vec<PpToken>>, Span), ParseError> {
        let (mut args, mut current, mut depth) = (Vec::new(), Vec::new(), 0usize);
        loop {
            let Some(t) = self.next_raw()? else {
                return Err(ParseError::syntax("unterminated function-like macro invocation", name));
            };
            match t.token.tok {
                Tok::Punct(Punct::RParen) if depth == 0 => {
                    args.push(current);
                    return Ok((args, t.token.span));
                }
                Tok::Punct(Punct::Comma) if depth == 0 => {
                    args.push(std::mem::take(&mut current));
                    continue;
                }
                Tok::Punct(Punct::LParen) => depth += 1,
                Tok::Punct(Punct::RParen) => depth -= 1,
                _ => {}
            }
            current.push(t);
        }
    }

    /// Runs the directive whose `#` is at `pos`, and moves past its line.
    fn directive(&mut self) -> Result<(), ParseError> {
        let hash = self.input[self.pos].span;
        let end = self.input[self.pos + 1..].iter().position(|t| t.line_start).map_or(self.input.len(), |n| self.pos + 1 + n);
        let line = self.input[self.pos + 1..end].to_vec();
        self.pos = end;
        let Some(first) = line.first() else { return Ok(()) };
        let span = hash.to(first.span);
        let args = &line[1..];
        let Tok::Ident(name) = &first.tok else {
            return if self.active() { Err(ParseError::syntax("invalid preprocessing directive", span)) } else { Ok(()) };
        };
        match name.as_str() {
            "if" | "ifdef" | "ifndef" => {
                let value = self.active() && self.condition(name, args, span)?;
                let parent = self.active();
                self.conds.push(Cond { active: parent && value, taken: !parent || value, seen_else: false, span });
                Ok(())
            }
            "elif" => self.elif(args, span),
            "else" => self.else_branch(span),
            "endif" => match self.conds.pop() {
                Some(_) => Ok(()),
                None => Err(ParseError::syntax("#endif without #if", span)),
            },
            _ if !self.active() => Ok(()),
            "define" => self.define(args, span),
            "undef" => {
                self.macros.remove(macro_name(args, span)?);
                Ok(())
            }
            "include" => include(args, span),
            "pragma" | "line" | "warning" => Ok(()),
            "error" => {
                let text: Vec<String> = args.iter().map(|t| t.tok.to_string()).collect();
                Err(ParseError::syntax(format!("#error {}", text.join(" ")), span))
            }
            _ => Err(ParseError::syntax("invalid preprocessing directive", span)),
        }
    }

    fn elif(&mut self, args: &[Token], span: Span) -> Result<(), ParseError> {
        let (taken, seen_else) = match self.conds.last() {
            Some(c) => (c.taken, c.seen_else),
            None => return Err(ParseError::syntax("#elif without #if", span)),
        };
        if seen_else {
            return Err(ParseError::syntax("#elif after #else", span));
        }
        let value = !taken && self.condition("if", args, span)?;
        if let Some(c) = self.conds.last_mut() {
            c.active = value;
            c.taken |= value;
        }
        Ok(())
    }

    fn else_branch(&mut self, span: Span) -> Result<(), ParseError> {
        let Some(c) = self.conds.last_mut() else { return Err(ParseError::syntax("#else without #if", span)) };
        if c.seen_else {
            return Err(ParseError::syntax("#else after #else", span));
        }
        c.active = !c.taken;
        c.taken = true;
        c.seen_else = true;
        Ok(())
    }

    /// The value of `#if`/`#ifdef`/`#ifndef`'s condition.
    fn condition(&mut self, kind: &str, args: &[Token], span: Span) -> Result<bool, ParseError> {
        match kind {
            "ifdef" => Ok(self.macros.contains_key(macro_name(args, span)?)),
            "ifndef" => Ok(!self.macros.contains_key(macro_name(args, span)?)),
            _ => {
                if args.is_empty() {
                    return Err(ParseError::syntax("expected value in expression", span));
                }
                let resolved = self.resolve_defined(args, span)?;
                let expanded = self.expand_list(resolved, span)?;
                let tokens: Vec<Token> = expanded.into_iter().map(|t| t.token).collect();
                Ok(CondEval { toks: &tokens, pos: 0, depth: 0, span }.eval()? != 0)
            }
        }
    }

    /// Replaces `defined X` and `defined(X)` by 1 or 0, before the line is expanded.
    fn resolve_defined(&self, args: &[Token], span: Span) -> Result<Vec<PpToken>, ParseError> {
        let mut out = Vec::new();
        let mut i = 0;
        while i < args.len() {
            let mut token = args[i].clone();
            i += 1;
            if token.tok == Tok::Ident("defined".into()) {
                let paren = args.get(i).is_some_and(|t| t.tok == Tok::Punct(Punct::LParen));
                let name = macro_name(&args[i + usize::from(paren)..], span)?;
                let closed = !paren || args.get(i + 2).is_some_and(|t| t.tok == Tok::Punct(Punct::RParen));
                if !closed {
                    return Err(ParseError::syntax("missing ')' after 'defined'", span));
                }
                token.tok = Tok::Int(u64::from(self.macros.contains_key(name)), Scalar::I32);
                i += if paren { 3 } else { 1 };
            }
            out.push(PpToken { token, hide: self.no_hide.clone() });
        }
        Ok(out)
    }

    fn define(&mut self, args: &[Token], span: Span) -> Result<(), ParseError> {
        let name = macro_name(args, span)?;
        if name == "defined" {
            return Err(ParseError::syntax("'defined' cannot be used as a macro name", args[0].span));
        }
        let rest = &args[1..];
        let function_like = rest.first().is_some_and(|t| t.tok == Tok::Punct(Punct::LParen) && !t.space_before);
        let definition = if function_like {
            let (params, body_start) = macro_params(rest, span)?;
            let body = rest[body_start..].to_vec();
            check_body(&body, true)?;
            Macro::Function { params, body }
        } else {
            check_body(rest, false)?;
            Macro::Object(rest.to_vec())
        };
        self.macros.insert(name.to_string(), definition);
        Ok(())
    }
}

/// A body token placed at the macro's use: the use's span, and the expansion's hide set.
fn at_use(token: Token, span: Span, hide: &HideSet) -> PpToken {
    PpToken { token: Token { span, line_start: false, ..token }, hide: hide.clone() }
}

fn union(a: &HideSet, b: &HideSet) -> HideSet {
    if a.is_empty() {
        return b.clone();
    }
    Rc::new(a.iter().chain(b.iter().filter(|n| !a.contains(n))).cloned().collect())
}

/// The identifier a directive names first.
fn macro_name(args: &[Token], span: Span) -> Result<&str, ParseError> {
    match args.first() {
        Some(Token { tok: Tok::Ident(name), .. }) => Ok(name),
        Some(other) => Err(ParseError::syntax("macro name must be an identifier", other.span)),
        None => Err(ParseError::syntax("macro name missing", span)),
    }
}

/// `(a, b)` of a function-like `#define`: the names and where the body starts in `rest`.
fn macro_params(rest: &[Token], span: Span) -> Result<(Vec<String>, usize), ParseError> {
    let at = |i: usize| rest.get(i).map_or(span, |t| t.span);
    let mut params: Vec<String> = Vec::new();
    if rest.get(1).is_some_and(|t| t.tok == Tok::Punct(Punct::RParen)) {
        return Ok((params, 2));
    }
    let mut i = 1;
    loop {
        match rest.get(i).map(|t| &t.tok) {
            Some(Tok::Ident(p)) if params.contains(p) => return Err(ParseError::syntax(format!("duplicate macro parameter name '{p}'"), at(i))),
            Some(Tok::Ident(p)) => params.push(p.clone()),
            Some(Tok::Punct(Punct::Ellipsis)) => return Err(ParseError::unsupported("variadic macros", at(i))),
            _ => return Err(ParseError::syntax("invalid token in macro parameter list", at(i))),
        }
        i += 1;
        match rest.get(i).map(|t| &t.tok) {
            Some(Tok::Punct(Punct::Comma)) => i += 1,
            Some(Tok::Punct(Punct::RParen)) => return Ok((params, i + 1)),
            Some(Tok::Punct(Punct::Ellipsis)) => return Err(ParseError::unsupported("variadic macros", at(i))),
            _ => return Err(ParseError::syntax("expected comma in macro parameter list", at(i))),
        }
    }
}

fn check_body(body: &[Token], function_like: bool) -> Result<(), ParseError> {
    for t in body {
        match t.tok {
            Tok::Punct(Punct::HashHash) => return Err(ParseError::unsupported("token pasting (##) in macros", t.span)),
            Tok::Punct(Punct::Hash) if function_like => return Err(ParseError::unsupported("stringizing (#) in macros", t.span)),
            _ => {}
        }
    }
    Ok(())
}

fn include(args: &[Token], span: Span) -> Result<(), ParseError> {
    let (shown, header) = match args.first().map(|t| &t.tok) {
        Some(Tok::HeaderName(name)) => (format!("<{name}>"), name),
        Some(Tok::Str(name)) => (format!("\"{name}\""), name),
        _ => return Err(ParseError::syntax("expected \"FILENAME\" or <FILENAME>", args.first().map_or(span, |t| t.span))),
    };
    if KNOWN_HEADERS.contains(&header.as_str()) {
        return Ok(());
    }
    Err(ParseError::unsupported(format!("#include {shown}"), span.to(args[0].span)))
}

/// Evaluates an `#if` line after `defined` and macros: integer arithmetic in `i64`, identifiers
/// left over are 0 (`true` is 1, as in C++).
struct CondEval<'a> {
    toks: &'a [Token],
    pos: usize,
    depth: u32,
    span: Span,
}

impl CondEval<'_> {
    fn eval(&mut self) -> Result<i64, ParseError> {
        let value = self.conditional()?;
        match self.toks.get(self.pos) {
            None => Ok(value),
            Some(t) => Err(ParseError::syntax("token is not a valid binary operator in a preprocessor subexpression", t.span)),
        }
    }

    fn here(&self) -> Span {
        self.toks.get(self.pos).map_or(self.span, |t| t.span)
    }

    fn eat(&mut self, p: Punct) -> bool {
        let found = self.toks.get(self.pos).is_some_and(|t| t.tok == Tok::Punct(p));
        self.pos += usize::from(found);
        found
    }

    fn nested(&mut self, f: impl FnOnce(&mut Self) -> Result<i64, ParseError>) -> Result<i64, ParseError> {
        self.depth += 1;
        if self.depth > MAX_NESTING {
            return Err(ParseError::syntax("preprocessor expression nested too deeply", self.here()));
        }
        let value = f(self);
        self.depth -= 1;
        value
    }

    fn conditional(&mut self) -> Result<i64, ParseError> {
        self.nested(|e| {
            let c = e.binary(1)?;
            if !e.eat(Punct::Question) {
                return Ok(c);
            }
            let a = e.conditional()?;
            if !e.eat(Punct::Colon) {
                return Err(ParseError::syntax("expected ':'", e.here()));
            }
            let b = e.conditional()?;
            Ok(if c != 0 { a } else { b })
        })
    }

    fn binary(&mut self, min: u8) -> Result<i64, ParseError> {
        let mut lhs = self.unary()?;
        while let Some(Token { tok: Tok::Punct(p), span, .. }) = self.toks.get(self.pos) {
            let Some((op, prec)) = p.binary().filter(|(_, prec)| *prec >= min) else { break };
            let span = *span;
            self.pos += 1;
            let rhs = self.binary(prec + 1)?;
            lhs = apply(op, lhs, rhs).ok_or_else(|| ParseError::syntax("division by zero in preprocessor expression", span))?;
        }
        Ok(lhs)
    }

    fn unary(&mut self) -> Result<i64, ParseError> {
        self.nested(|e| {
            let Some(t) = e.toks.get(e.pos) else { return Err(ParseError::syntax("expected value in expression", e.span)) };
            e.pos += 1;
            Ok(match &t.tok {
                Tok::Int(value, _) => *value as i64,
                Tok::Char(value) => *value,
                Tok::Ident(word) => i64::from(word == "true"),
                Tok::Punct(Punct::Minus) => e.unary()?.wrapping_neg(),
                Tok::Punct(Punct::Plus) => e.unary()?,
                Tok::Punct(Punct::Bang) => i64::from(e.unary()? == 0),
                Tok::Punct(Punct::Tilde) => !e.unary()?,
                Tok::Punct(Punct::LParen) => {
                    let value = e.conditional()?;
                    if !e.eat(Punct::RParen) {
                        return Err(ParseError::syntax("expected ')' in preprocessor expression", e.here()));
                    }
                    value
                }
                Tok::Float(..) => return Err(ParseError::syntax("floating point literal in preprocessor expression", t.span)),
                _ => return Err(ParseError::syntax("invalid token at start of a preprocessor expression", t.span)),
            })
        })
    }
}

/// `None` for a division by zero.
fn apply(op: BinOp, a: i64, b: i64) -> Option<i64> {
    Some(match op {
        BinOp::Add => a.wrapping_add(b),
        BinOp::Sub => a.wrapping_sub(b),
        BinOp::Mul => a.wrapping_mul(b),
        BinOp::Div if b == 0 => return None,
        BinOp::Rem if b == 0 => return None,
        BinOp::Div => a.wrapping_div(b),
        BinOp::Rem => a.wrapping_rem(b),
        BinOp::Shl => a.wrapping_shl(b as u32),
        BinOp::Shr => a.wrapping_shr(b as u32),
        BinOp::BitAnd => a & b,
        BinOp::BitOr => a | b,
        BinOp::BitXor => a ^ b,
        BinOp::LogAnd => i64::from(a != 0 && b != 0),
        BinOp::LogOr => i64::from(a != 0 || b != 0),
        BinOp::Eq => i64::from(a == b),
        BinOp::Ne => i64::from(a != b),
        BinOp::Lt => i64::from(a < b),
        BinOp::Le => i64::from(a <= b),
        BinOp::Gt => i64::from(a > b),
        BinOp::Ge => i64::from(a >= b),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(text: &str) -> Result<Vec<Token>, ParseError> {
        preprocess(lex(text)?, &[])
    }

    /// The expanded cell as spelled tokens joined by spaces.
    fn pp(text: &str) -> String {
        let tokens = run(text).unwrap_or_else(|e| panic!("{text}: {e:?}"));
        tokens.iter().map(|t| t.tok.to_string()).collect::<Vec<_>>().join(" ")
    }

    fn syntax(text: &str) -> (String, Span) {
        match run(text) {
            Err(ParseError::Syntax { message, span }) => (message, span),
            other => panic!("{text}: expected a syntax error, got {other:?}"),
        }
    }

    fn unsupported(text: &str) -> (String, Span) {
        match run(text) {
            Err(ParseError::Unsupported(u)) => (u.what, u.span),
            other => panic!("{text}: expected Unsupported, got {other:?}"),
        }
    }

    #[test]
    fn object_like_macros_expand_at_the_use_site() {
        let text = "#define TILE 32\n#define N (TILE * 2)\nint a[N];";
        assert_eq!(pp(text), "int a [ ( 32 * 2 ) ] ;");
        let tokens = run(text).expect("expands");
        let use_site = Span { start: 43, end: 44 };
        assert_eq!(&text[43..44], "N");
        assert!(tokens[3..8].iter().all(|t| t.span == use_site), "{tokens:?}");
        assert_eq!(pp("#define EMPTY\nEMPTY x EMPTY"), "x");
    }

    #[test]
    fn function_like_macros_substitute_expanded_arguments() {
        assert_eq!(pp("#define SQ(x) ((x) * (x))\nSQ(a + 1)"), "( ( a + 1 ) * ( a + 1 ) )");
        assert_eq!(
            pp("#define MAX(a, b) ((a) > (b) ? (a) : (b))\nMAX(f(1, 2), (3, 4))"),
            "( ( f ( 1 , 2 ) ) > ( ( 3 , 4 ) ) ? ( f ( 1 , 2 ) ) : ( ( 3 , 4 ) ) )"
        );
        assert_eq!(pp("#define ID(x) x\nID(ID(ID(7)))"), "7");
        assert_eq!(pp("#define F() 1\nF()"), "1");
        assert_eq!(pp("#define F(x) x\nF"), "F", "a function-like name without '(' is left alone");
        assert_eq!(pp("#define F (x) x\nF"), "( x ) x", "a space before '(' makes it object-like");
        assert_eq!(pp("#define F(x) [x]\nF\n(\n1\n)"), "[ 1 ]", "arguments may span lines");
        assert_eq!(pp("#define IDX(r, c) ((r) * TILE + (c))\n#define TILE 16\nIDX(i, j)"), "( ( i ) * 16 + ( j ) )");
    }

    #[test]
    fn a_call_expansion_takes_the_span_of_the_whole_call_and_arguments_keep_theirs() {
        let text = "#define TWICE(x) (2 * x)\nTWICE(k)";
        let tokens = run(text).expect("expands");
        let call = Span { start: 25, end: 33 };
        assert_eq!(&text[25..33], "TWICE(k)");
        assert_eq!(tokens[0].span, call);
        assert_eq!(tokens[3].tok, Tok::Ident("k".into()));
        assert_eq!(tokens[3].span, Span { start: 31, end: 32 });
    }

    #[test]
    fn a_macro_is_not_expanded_inside_its_own_expansion() {
        assert_eq!(pp("#define x x + 1\nx"), "x + 1");
        assert_eq!(pp("#define a b\n#define b a\na b"), "a b");
        assert_eq!(pp("#define f(x) x(x)\nf(f)"), "f ( f )");
        assert_eq!(pp("#define f(x) g(x) + f\n#define g(x) x\nf(1)(2)"), "1 + f ( 2 )");
    }

    #[test]
    fn runaway_expansion_is_an_error_not_a_hang() {
        let mut text = String::from("#define D0 x x\n");
        for i in 1..40 {
            text.push_str(&format!("#define D{i} D{} D{}\n", i - 1, i - 1));
        }
        text.push_str("D39");
        assert_eq!(syntax(&text).0, format!("macro expansion produces too many tokens (more than {MAX_EXPANDED_TOKENS})"));
        let nested = format!("#define F(x) x\n{}1{}", "F(".repeat(5000), ")".repeat(5000));
        assert!(syntax(&nested).0.starts_with("macro calls nested too deeply"));
    }

    #[test]
    fn conditionals() {
        assert_eq!(pp("#ifdef __CUDACC__\na\n#else\nb\n#endif"), "a");
        assert_eq!(pp("#ifndef TILE\n#define TILE 16\n#endif\nTILE"), "16");
        assert_eq!(pp("#if __CUDA_ARCH__ >= 700 && defined(__CUDACC__)\nnew\n#elif 1\nold\n#endif"), "new");
        assert_eq!(pp("#define V 3\n#if V == 1\none\n#elif V == 3\nthree\n#elif V == 3\nagain\n#else\nother\n#endif"), "three");
        assert_eq!(pp("#if 0\n#if 1\nin\n#else\nin2\n#endif\n#error never\n#else\nout\n#endif"), "out");
        assert_eq!(pp("#if UNDEFINED_NAME || !defined UNDEFINED_NAME\nyes\n#endif"), "yes");
        assert_eq!(pp("#if (1 << 4) == 16 && -1 < 0 && 7 / 2 == 3 && (2 ? 5 : 6) == 5 && ~0 == -1 && 'a' == 97\nok\n#endif"), "ok");
        assert_eq!(pp("#if INT_MAX > 0\nok\n#endif"), "ok");
        assert_eq!(syntax("#if 1\nx").0, "unterminated conditional directive");
        assert_eq!(syntax("#endif"), ("#endif without #if".into(), Span { start: 0, end: 6 }));
        assert_eq!(syntax("#if 1\n#else\n#else\n#endif").0, "#else after #else");
        assert_eq!(syntax("#if 1 / 0\n#endif").0, "division by zero in preprocessor expression");
        assert_eq!(syntax("#if\n#endif").0, "expected value in expression");
        assert_eq!(syntax("#if 1.5\n#endif").0, "floating point literal in preprocessor expression");
        let deep = format!("#if {}1{}\n#endif", "(".repeat(1000), ")".repeat(1000));
        assert_eq!(syntax(&deep).0, "preprocessor expression nested too deeply");
    }

    #[test]
    fn undef_and_redefine() {
        assert_eq!(pp("#define A 1\n#undef A\nA\n#define A 2\nA"), "A 2");
    }

    #[test]
    fn includes_of_known_headers_are_ignored_and_others_refused() {
        assert_eq!(pp("#include <cuda_runtime.h>\n#include \"cuda.h\"\n#include <cmath>\n#include <climits>\nx"), "x");
        let (what, span) = unsupported("#include <curand_kernel.h>\n");
        assert_eq!(what, "#include <curand_kernel.h>");
        assert_eq!(span, Span { start: 0, end: 26 });
        assert!(unsupported("#include <cuda_fp16.h>").0.contains("cuda_fp16.h"));
        assert!(unsupported("#include \"mine.h\"").0.contains("\"mine.h\""));
        assert_eq!(syntax("#include foo").0, "expected \"FILENAME\" or <FILENAME>");
    }

    #[test]
    fn pragmas_are_dropped_and_predefined_constants_exist() {
        assert_eq!(pp("#pragma unroll\nfor\n#pragma unroll 4\n#pragma once\nx"), "for x");
        assert_eq!(pp("INT_MAX UINT_MAX LLONG_MAX __CUDA_ARCH__"), "2147483647 4294967295 9223372036854775807 800");
        assert_eq!(pp("INT_MIN"), "( - 2147483647 - 1 )");
        let tokens = run("M_PI FLT_MAX FLT_EPSILON").expect("expands");
        assert_eq!(tokens[0].tok, Tok::Float(std::f64::consts::PI, Scalar::F64));
        assert_eq!(tokens[1].tok, Tok::Float(f64::from(f32::MAX), Scalar::F32));
        assert_eq!(tokens[2].tok, Tok::Float(f64::from(f32::EPSILON), Scalar::F32));
        assert_eq!(unsupported("int *p = NULL;"), ("null pointers (NULL)".into(), Span { start: 9, end: 13 }));
    }

    #[test]
    fn directive_errors() {
        assert_eq!(unsupported("#define CAT(a, b) a ## b").0, "token pasting (##) in macros");
        assert_eq!(unsupported("#define STR(a) #a").0, "stringizing (#) in macros");
        assert_eq!(unsupported("#define LOG(...) f(__VA_ARGS__)").0, "variadic macros");
        assert_eq!(syntax("#define 3 x").0, "macro name must be an identifier");
        assert_eq!(syntax("#define F(a, a) a").0, "duplicate macro parameter name 'a'");
        assert_eq!(syntax("#define F(a b) a").0, "expected comma in macro parameter list");
        assert_eq!(syntax("#define F(a, b) a\nF(1)").0, "too few arguments provided to function-like macro invocation");
        assert_eq!(syntax("#define F(a) a\nF(1, 2)").0, "too many arguments provided to function-like macro invocation");
        assert_eq!(syntax("#define F(a) a\nF(1").0, "unterminated function-like macro invocation");
        assert_eq!(syntax("#error stop here").0, "#error stop here");
        assert_eq!(syntax("#bogus").0, "invalid preprocessing directive");
    }
}
