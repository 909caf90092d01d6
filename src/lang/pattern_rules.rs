//! CPython's compile-time rules for `match` statements, checked when a cell is parsed so that a
//! cell breaking one fails as a whole with CPython's SyntaxError, before any of it runs: a name
//! capture or wildcard that makes later cases (or alternatives) unreachable, alternatives that
//! bind different names, a name bound twice in one pattern, two starred names in a sequence, an
//! attribute repeated in a class pattern, and literal keys repeated in a mapping pattern.
//!
//! Owns these checks only; matching is `host::matching`. Must not evaluate anything.

use crate::lang::diagnostic::Diagnostic;
use crate::lang::format_spec::float_repr;
use crate::lang::literal_repr::{bytes_repr, str_repr};
use ruff_python_ast::visitor::{walk_stmt, Visitor};
use ruff_python_ast::{self as ast, Expr, IrrefutablePattern, IrrefutablePatternKind, Number, Pattern, Stmt, UnaryOp};
use ruff_text_size::{Ranged, TextRange};

/// The first rule a `match` statement of `body` (at any depth) breaks.
pub fn check(body: &[Stmt]) -> Result<(), Diagnostic> {
    let mut rules = Rules { error: None };
    for s in body {
        rules.visit_stmt(s);
    }
    rules.error.map_or(Ok(()), Err)
}

struct Rules {
    error: Option<Diagnostic>,
}

impl<'a> Visitor<'a> for Rules {
    fn visit_stmt(&mut self, s: &'a Stmt) {
        if self.error.is_some() {
            return;
        }
        if let Stmt::Match(m) = s {
            if let Err(d) = check_match(m) {
                self.error = Some(d);
                return;
            }
        }
        walk_stmt(self, s);
    }
    // Statements never sit inside expressions: nothing to look for there.
    fn visit_expr(&mut self, _: &'a Expr) {}
}

fn syntax_error(range: TextRange, message: String) -> Diagnostic {
    Diagnostic::new("SyntaxError", range, message)
}

fn unreachable(p: &IrrefutablePattern) -> Diagnostic {
    let message = match &p.kind {
        IrrefutablePatternKind::Name(n) => format!("name capture '{n}' makes remaining patterns unreachable"),
        IrrefutablePatternKind::Wildcard => "wildcard makes remaining patterns unreachable".to_string(),
    };
    syntax_error(p.range, message)
}

fn check_match(m: &ast::StmtMatch) -> Result<(), Diagnostic> {
    let last = m.cases.len().saturating_sub(1);
    for (i, case) in m.cases.iter().enumerate() {
        check_pattern(&case.pattern, &mut Vec::new())?;
        if i < last && case.guard.is_none() {
            if let Some(p) = case.pattern.irrefutable_pattern() {
                return Err(unreachable(&p));
            }
        }
    }
    Ok(())
}

/// Check `p`, adding the names it binds to `names`.
fn check_pattern<'a>(p: &'a Pattern, names: &mut Vec<&'a str>) -> Result<(), Diagnostic> {
    let bind = |names: &mut Vec<&'a str>, name: &'a Option<ast::Identifier>, range: TextRange| match name {
        Some(n) if names.contains(&n.as_str()) => Err(syntax_error(range, format!("multiple assignments to name '{}' in pattern", n.as_str()))),
        Some(n) => {
            names.push(n.as_str());
            Ok(())
        }
        None => Ok(()),
    };
    match p {
        Pattern::MatchValue(_) | Pattern::MatchSingleton(_) => Ok(()),
        Pattern::MatchAs(a) => {
            if let Some(inner) = &a.pattern {
                check_pattern(inner, names)?;
            }
            bind(names, &a.name, a.range)
        }
        Pattern::MatchStar(s) => bind(names, &s.name, s.range),
        Pattern::MatchSequence(s) => {
            if s.patterns.iter().filter(|p| matches!(p, Pattern::MatchStar(_))).count() > 1 {
                return Err(syntax_error(s.range, "multiple starred names in sequence pattern".into()));
            }
            s.patterns.iter().try_for_each(|p| check_pattern(p, names))
        }
        Pattern::MatchMapping(m) => {
            let mut seen: Vec<LiteralKey> = Vec::new();
            for k in m.keys.iter() {
                if let Some((key, shown)) = literal_key(k) {
                    if seen.iter().any(|s| s.same(&key)) {
                        return Err(syntax_error(m.range, format!("mapping pattern checks duplicate key ({shown})")));
                    }
                    seen.push(key);
                }
            }
            m.patterns.iter().try_for_each(|p| check_pattern(p, names))?;
            bind(names, &m.rest, m.range)
        }
        Pattern::MatchClass(c) => {
            for (i, kw) in c.arguments.keywords.iter().enumerate() {
                if c.arguments.keywords[..i].iter().any(|k| k.attr.as_str() == kw.attr.as_str()) {
                    return Err(syntax_error(kw.attr.range(), format!("attribute name repeated in class pattern: {}", kw.attr.as_str())));
                }
            }
            c.arguments.patterns.iter().try_for_each(|p| check_pattern(p, names))?;
            c.arguments.keywords.iter().try_for_each(|k| check_pattern(&k.pattern, names))
        }
        Pattern::MatchOr(o) => {
            let last = o.patterns.len().saturating_sub(1);
            let mut first: Option<Vec<&'a str>> = None;
            for (i, alt) in o.patterns.iter().enumerate() {
                let mut own = Vec::new();
                check_pattern(alt, &mut own)?;
                if i < last {
                    if let Some(p) = alt.irrefutable_pattern() {
                        return Err(unreachable(&p));
                    }
                }
                match &first {
                    None => first = Some(own),
                    Some(f) => {
                        if f.len() != own.len() || own.iter().any(|n| !f.contains(n)) {
                            return Err(syntax_error(alt.range(), "alternative patterns bind different names".into()));
                        }
                    }
                }
            }
            for n in first.unwrap_or_default() {
                if names.contains(&n) {
                    return Err(syntax_error(o.range, format!("multiple assignments to name '{n}' in pattern")));
                }
                names.push(n);
            }
            Ok(())
        }
    }
}

/// A literal key of a mapping pattern, compared as CPython compares the constants (`1`, `1.0`
/// and `True` are one key).
enum LiteralKey {
    Number(f64, f64),
    BigInt(String),
    Str(String),
    Bytes(Vec<u8>),
    None,
}

impl LiteralKey {
    fn same(&self, other: &LiteralKey) -> bool {
        match (self, other) {
            (LiteralKey::Number(a, b), LiteralKey::Number(c, d)) => a == c && b == d,
            (LiteralKey::BigInt(a), LiteralKey::BigInt(b)) | (LiteralKey::Str(a), LiteralKey::Str(b)) => a == b,
            (LiteralKey::Bytes(a), LiteralKey::Bytes(b)) => a == b,
            (LiteralKey::None, LiteralKey::None) => true,
            _ => false,
        }
    }
}

/// The key a literal stands for and its repr, or None for a value pattern (`Color.RED`), which
/// only the running match can compare.
fn literal_key(e: &Expr) -> Option<(LiteralKey, String)> {
    Some(match e {
        Expr::NumberLiteral(n) => number_key(&n.value, false)?,
        Expr::UnaryOp(u) if u.op == UnaryOp::USub => match &*u.operand {
            Expr::NumberLiteral(n) => number_key(&n.value, true)?,
            _ => return None,
        },
        Expr::StringLiteral(s) => {
            let text = s.value.to_str().to_string();
            let shown = str_repr(&text);
            (LiteralKey::Str(text), shown)
        }
        Expr::BytesLiteral(b) => {
            let bytes: Vec<u8> = b.value.bytes().collect();
            let shown = bytes_repr(&bytes);
            (LiteralKey::Bytes(bytes), shown)
        }
        Expr::NoneLiteral(_) => (LiteralKey::None, "None".into()),
        Expr::BooleanLiteral(b) => (LiteralKey::Number(b.value as u8 as f64, 0.0), if b.value { "True" } else { "False" }.into()),
        _ => return None,
    })
}

fn number_key(n: &Number, negative: bool) -> Option<(LiteralKey, String)> {
    let sign = if negative { -1.0 } else { 1.0 };
    Some(match n {
        Number::Int(i) => match i.as_i64() {
            // Exact as a float up to 2**53; beyond, compared by digits (as ints they are).
            Some(v) if v.unsigned_abs() <= 1 << 53 => (LiteralKey::Number(sign * v as f64, 0.0), format!("{}", if negative { -v } else { v })),
            _ => {
                let digits = format!("{}{i}", if negative { "-" } else { "" });
                (LiteralKey::BigInt(digits.clone()), digits)
            }
        },
        Number::Float(f) => (LiteralKey::Number(sign * f, 0.0), float_repr(sign * f)),
        // A complex literal's repr needs the host's formatting; its key still compares.
        Number::Complex { real, imag } => (LiteralKey::Number(sign * real, sign * imag), format!("{}j", float_repr(sign * imag).trim_end_matches(".0"))),
    })
}
