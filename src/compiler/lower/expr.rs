//! Expressions: literals, names, attributes, subscripts, operators with Numba's typing, truth
//! values, and the short-circuit forms (`and`, `or`, `a if c else b`), which become control flow
//! so that a guarded load (`i < n and x[i] > 0`) never runs unguarded.

use super::complex::Cx;
use super::view::Access;
use super::{text_of, Lowerer, Static, Val, R};
use crate::array::dtype::{DType, Kind};
use crate::compiler::builtin::Rule;
use crate::compiler::ir::*;
use crate::compiler::types::{arith, true_div, unify, Ty};
use ruff_python_ast::{self as ast, Expr as AstExpr, Number, Operator};
use ruff_text_size::Ranged;

/// A literal converted to another scalar type at compile time, when that is exact C semantics.
pub fn cast_literal(l: Literal, to: DType) -> Option<Literal> {
    Some(match (l, to.kind()) {
        (Literal::Int(v), Kind::Float) => Literal::Float(if to == DType::F32 { v as f32 as f64 } else { v as f64 }),
        (Literal::Bool(b), Kind::Float) => Literal::Float(b as i64 as f64),
        (Literal::Float(f), Kind::Float) => Literal::Float(if to == DType::F32 { f as f32 as f64 } else { f }),
        (Literal::Bool(b), Kind::Signed | Kind::Unsigned) => Literal::Int(b as i64),
        (Literal::Int(v), Kind::Signed | Kind::Unsigned) => Literal::Int(wrap_int(v, to)),
        _ => return None,
    })
}

/// Two's-complement wrap of an int64 value to an integer type, sign- or zero-extended back.
pub fn wrap_int(v: i64, to: DType) -> i64 {
    match to {
        DType::I8 => v as i8 as i64,
        DType::I16 => v as i16 as i64,
        DType::I32 => v as i32 as i64,
        DType::U8 => v as u8 as i64,
        DType::U16 => v as u16 as i64,
        DType::U32 => v as u32 as i64,
        _ => v,
    }
}

impl Lowerer<'_> {
    pub(super) fn expr(&mut self, e: &AstExpr) -> R<Val> {
        match e {
            AstExpr::NumberLiteral(n) => Ok(match &n.value {
                Number::Int(i) => match i.as_i64() {
                    Some(v) => Val::Scalar(self.lit_int(v, DType::I64)),
                    None => return Err(self.err(e, "integer literal does not fit in int64")),
                },
                Number::Float(f) => Val::Scalar(self.push(Expr::Literal(Literal::Float(*f)), DType::F64)),
                Number::Complex { real, imag } => {
                    let (re, im) = (self.push(Expr::Literal(Literal::Float(*real)), DType::F64), self.push(Expr::Literal(Literal::Float(*imag)), DType::F64));
                    Val::Complex(Cx { re, im, ty: DType::C128 })
                }
            }),
            AstExpr::BooleanLiteral(b) => Ok(Val::Scalar(self.push(Expr::Literal(Literal::Bool(b.value)), DType::Bool))),
            AstExpr::NoneLiteral(_) => Ok(Val::None),
            AstExpr::StringLiteral(s) => Ok(Val::Static(Static::Str(s.value.to_str().to_string()))),
            AstExpr::Name(n) => self.name(n),
            AstExpr::Tuple(t) => Ok(Val::Tuple(t.elts.iter().map(|e| self.expr(e)).collect::<R<_>>()?)),
            AstExpr::Attribute(a) => self.attribute(a),
            AstExpr::Subscript(s) => self.subscript(s),
            AstExpr::Call(c) => self.call(c),
            AstExpr::BinOp(b) => {
                let l = self.expr(&b.left)?;
                let r = self.expr(&b.right)?;
                if matches!(l, Val::Complex(_)) || matches!(r, Val::Complex(_)) {
                    return self.complex_binary(b.op, l, r, &b.right, e);
                }
                let l = self.scalar(l, &*b.left)?;
                let r = self.scalar(r, &*b.right)?;
                self.binary(b.op, l, r, e).map(Val::Scalar)
            }
            AstExpr::UnaryOp(u) => {
                let v = self.expr(&u.operand)?;
                if let Val::Complex(z) = v {
                    return self.complex_unary(u.op, z, e);
                }
                let v = self.scalar(v, &*u.operand)?;
                self.unary(u.op, v, e).map(Val::Scalar)
            }
            AstExpr::Compare(c) => self.compare(c).map(Val::Scalar),
            AstExpr::BoolOp(b) => self.bool_op(b).map(Val::Scalar),
            AstExpr::If(i) => self.if_expr(i).map(Val::Scalar),
            AstExpr::List(_) => Err(self.unsupported(e, "a list").with_hint("use cuda.local.array(n, dtype) for a per-thread array")),
            AstExpr::Dict(_) | AstExpr::Set(_) => Err(self.unsupported(e, "dicts and sets")),
            AstExpr::ListComp(_) | AstExpr::SetComp(_) | AstExpr::DictComp(_) | AstExpr::Generator(_) => Err(self.unsupported(e, "a comprehension")),
            AstExpr::FString(_) => Err(self.unsupported(e, "an f-string").with_hint("print values with print('label', x)")),
            AstExpr::Lambda(_) => Err(self.unsupported(e, "lambda")),
            AstExpr::Slice(_) => Err(self.unsupported(e, "slicing")),
            _ => Err(self.unsupported(e, "this expression")),
        }
    }

    /// The value as one scalar expression, or a typing error naming what it is instead.
    pub(super) fn scalar(&mut self, v: Val, at: &impl Ranged) -> R<Handle<Expr>> {
        match v {
            Val::Scalar(h) => Ok(h),
            Val::Array(_) => Err(self.err(at, format!("{} is an array where a number is needed", text_of(self, at)))),
            Val::Tuple(_) => {
                let t = text_of(self, at);
                let e = self.err(at, format!("{t} is a tuple where a number is needed"));
                Err(if t.ends_with(".shape") { e.with_hint(format!("did you mean {t}[0]?")) } else { e })
            }
            Val::None => Err(self.err(at, format!("{} is None where a number is needed", text_of(self, at)))),
            Val::Complex(z) => Err(self
                .err(at, format!("{} is a {} where a real number is needed", text_of(self, at), z.ty.name()))
                .with_hint("take abs(z), z.real or z.imag; cmath has the complex functions")),
            Val::Static(Static::Str(_)) => Err(self.err(at, "strings can only be printed in a kernel")),
            Val::Static(_) => Err(self.err(at, format!("{} is not a number", text_of(self, at)))),
        }
    }

    /// A bool expression for an `if`/`while` condition (Python truthiness of numbers).
    pub(super) fn truth(&mut self, v: Val, at: &impl Ranged) -> R<Handle<Expr>> {
        if let Val::Complex(z) = v {
            return Ok(self.complex_truth(z));
        }
        let h = self.scalar(v, at)?;
        let ty = self.module.ty(h);
        if ty == DType::Bool {
            return Ok(h);
        }
        let zero = if ty.is_float() { self.push(Expr::Literal(Literal::Float(0.0)), ty) } else { self.lit_int(0, ty) };
        Ok(self.push(Expr::Compare { op: CompareOp::Ne, left: h, right: zero }, DType::Bool))
    }

    /// Warns when float32 data is promoted to float64 by the other operand. A float32 *constant*
    /// promoted is free (the other operand was float64 data already), so it is not warned about.
    fn warn_promotion(&mut self, (l, r): (Handle<Expr>, Handle<Expr>), result: DType, at: &impl Ranged) {
        let (a, b) = (self.module.ty(l), self.module.ty(r));
        if result != DType::F64 || (a != DType::F32 && b != DType::F32) {
            return;
        }
        let f32_side = if a == DType::F32 { l } else { r };
        if matches!(self.module.exprs[f32_side], Expr::Literal(_)) {
            return;
        }
        let span = self.span_of(at);
        if self.module.sources.get(span.source as usize).is_some_and(|s| s.name.starts_with(crate::compiler::builtin::SOURCE_PREFIX)) {
            return; // Numba's own code, as Numba wrote it: nothing the student can change.
        }
        let line = self.module.sources.get(span.source as usize).map(|s| s.line_col(span.start).0).unwrap_or(0);
        if !self.warned_lines.insert((span.source, line)) {
            return;
        }
        let other = if a == DType::F32 { b } else { a };
        let why = match other {
            DType::F64 => "the other operand is float64 (a Python float literal or variable is float64)",
            _ => "the other operand is an int64 (Numba's default integer), and float32 with int64 gives float64",
        };
        self.warnings.push(crate::compiler::lower::Warning {
            span,
            message: format!(
                "float32 value promoted to float64 in `{}`: {why}. float64 arithmetic is much slower on most GPUs; write np.float32(...) around the constant to stay in float32",
                text_of(self, at)
            ),
        });
    }

    pub(super) fn binary(&mut self, op: Operator, l: Handle<Expr>, r: Handle<Expr>, at: &impl Ranged) -> R<Handle<Expr>> {
        let (ta, tb) = (self.module.ty(l), self.module.ty(r));
        let both_int = |a: DType, b: DType| !a.is_float() && !b.is_float();
        let (bop, ty) = match op {
            Operator::Add => (BinaryOp::Add, arith(ta, tb)),
            Operator::Sub => (BinaryOp::Sub, arith(ta, tb)),
            Operator::Mult => (BinaryOp::Mul, arith(ta, tb)),
            Operator::Div => (BinaryOp::TrueDiv, true_div(ta, tb)),
            Operator::FloorDiv => (BinaryOp::FloorDiv, arith(ta, tb)),
            Operator::Mod => (BinaryOp::Mod, arith(ta, tb)),
            Operator::Pow => {
                // Numba: a float base with an integer exponent keeps the base's type and is
                // computed by repeated squaring (`x ** 2` is `x * x`, not powf).
                if ta.is_float() && !tb.is_float() {
                    let e = self.cast(r, DType::I64);
                    return Ok(self.push(Expr::Math { fun: MathFn::Powi, args: vec![l, e] }, ta));
                }
                (BinaryOp::Pow, arith(ta, tb))
            }
            Operator::BitAnd | Operator::BitOr | Operator::BitXor => {
                if !both_int(ta, tb) {
                    return Err(self.err(at, format!("bitwise operator on {} and {}: needs integers", ta.name(), tb.name())));
                }
                let ty = if ta == DType::Bool && tb == DType::Bool { DType::Bool } else { arith(ta, tb) };
                let op = match op {
                    Operator::BitAnd => BinaryOp::BitAnd,
                    Operator::BitOr => BinaryOp::BitOr,
                    _ => BinaryOp::BitXor,
                };
                (op, ty)
            }
            Operator::LShift | Operator::RShift => {
                if !both_int(ta, tb) {
                    return Err(self.err(at, format!("shift of {} by {}: needs integers", ta.name(), tb.name())));
                }
                (if op == Operator::LShift { BinaryOp::Shl } else { BinaryOp::Shr }, arith(ta, tb))
            }
            Operator::MatMult => return Err(self.unsupported(at, "'@' (matrix multiplication)")),
        };
        self.warn_promotion((l, r), ty, at);
        let (l, r) = (self.cast(l, ty), self.cast(r, ty));
        Ok(self.push(Expr::Binary { op: bop, left: l, right: r }, ty))
    }

    fn unary(&mut self, op: ast::UnaryOp, v: Handle<Expr>, at: &impl Ranged) -> R<Handle<Expr>> {
        let ty = self.module.ty(v);
        match op {
            ast::UnaryOp::Not => {
                let t = self.truth(Val::Scalar(v), at)?;
                Ok(self.push(Expr::Unary { op: UnaryOp::Not, arg: t }, DType::Bool))
            }
            ast::UnaryOp::UAdd => {
                let t = arith(ty, ty);
                Ok(self.cast(v, t))
            }
            ast::UnaryOp::USub => {
                if let Expr::Literal(Literal::Int(i)) = self.module.exprs[v] {
                    if ty == DType::I64 {
                        return Ok(self.lit_int(i.wrapping_neg(), ty));
                    }
                }
                if let Expr::Literal(Literal::Float(f)) = self.module.exprs[v] {
                    return Ok(self.push(Expr::Literal(Literal::Float(-f)), ty));
                }
                let t = arith(ty, ty);
                let v = self.cast(v, t);
                Ok(self.push(Expr::Unary { op: UnaryOp::Neg, arg: v }, t))
            }
            ast::UnaryOp::Invert => {
                if ty.is_float() {
                    return Err(self.err(at, format!("'~' needs an integer, not {}", ty.name())));
                }
                let t = if ty == DType::Bool { DType::I64 } else { ty };
                let v = self.cast(v, t);
                Ok(self.push(Expr::Unary { op: UnaryOp::BitNot, arg: v }, t))
            }
        }
    }

    /// `a < b`, and chains `a < b < c` (each middle operand evaluated once).
    fn compare(&mut self, c: &ast::ExprCompare) -> R<Handle<Expr>> {
        let first = self.expr(&c.left)?;
        if c.ops.len() == 1 {
            let right = self.expr(&c.comparators[0])?;
            if matches!(first, Val::Complex(_)) || matches!(right, Val::Complex(_)) {
                return self.complex_compare(c.ops[0], first, right, c);
            }
            let (l, r) = (self.scalar(first, &*c.left)?, self.scalar(right, &c.comparators[0])?);
            return self.compare_pair(c.ops[0], l, r, c);
        }
        let mut left = self.scalar(first, &*c.left)?;
        let mut result: Option<Handle<Expr>> = None;
        let n = c.ops.len();
        for (i, (op, right_e)) in c.ops.iter().zip(c.comparators.iter()).enumerate() {
            let rv = self.expr(right_e)?;
            let mut right = self.scalar(rv, right_e)?;
            let mut next_left = None;
            if i + 1 < n {
                if let Val::Scalar(m) = self.materialize(Val::Scalar(right))? {
                    right = m;
                }
                let again = self.reread(right);
                next_left = Some(again);
            }
            let cmp = self.compare_pair(*op, left, right, c)?;
            result = Some(match result {
                None => cmp,
                Some(prev) => self.push(Expr::Binary { op: BinaryOp::BitAnd, left: prev, right: cmp }, DType::Bool),
            });
            if let Some(nl) = next_left {
                left = nl;
            }
        }
        result.ok_or_else(|| self.err(c, "empty comparison"))
    }

    /// A second read of a materialized temporary.
    fn reread(&mut self, h: Handle<Expr>) -> Handle<Expr> {
        match self.module.exprs[h] {
            Expr::Local(l) => {
                let ty = self.module.ty(h);
                self.push(Expr::Local(l), ty)
            }
            _ => h,
        }
    }

    /// A fresh read of a local or literal (each use of a value is its own IR node).
    pub(super) fn reread_any(&mut self, h: Handle<Expr>) -> Handle<Expr> {
        let ty = self.module.ty(h);
        match self.module.exprs[h] {
            Expr::Local(l) => self.push(Expr::Local(l), ty),
            Expr::Literal(l) => self.push(Expr::Literal(l), ty),
            _ => h,
        }
    }

    fn compare_pair(&mut self, op: ast::CmpOp, l: Handle<Expr>, r: Handle<Expr>, at: &impl Ranged) -> R<Handle<Expr>> {
        let op = match op {
            ast::CmpOp::Eq | ast::CmpOp::Is => CompareOp::Eq,
            ast::CmpOp::NotEq | ast::CmpOp::IsNot => CompareOp::Ne,
            ast::CmpOp::Lt => CompareOp::Lt,
            ast::CmpOp::LtE => CompareOp::Le,
            ast::CmpOp::Gt => CompareOp::Gt,
            ast::CmpOp::GtE => CompareOp::Ge,
            ast::CmpOp::In | ast::CmpOp::NotIn => return Err(self.unsupported(at, "'in'")),
        };
        let (ta, tb) = (self.module.ty(l), self.module.ty(r));
        let ty = if ta == tb { ta } else { arith(ta, tb) };
        let (l, r) = (self.cast(l, ty), self.cast(r, ty));
        Ok(self.push(Expr::Compare { op, left: l, right: r }, DType::Bool))
    }

    /// `a and b` / `a or b`: Python's value semantics with short-circuit evaluation.
    fn bool_op(&mut self, b: &ast::ExprBoolOp) -> R<Handle<Expr>> {
        let first = self.expr(&b.values[0])?;
        let mut acc = self.scalar(first, &b.values[0])?;
        for v in &b.values[1..] {
            let span = self.span;
            let mut rhs = None;
            let block = self.block_of(|l| {
                let x = l.expr(v)?;
                rhs = Some(l.scalar(x, v)?);
                Ok(())
            })?;
            let Some(rhs) = rhs else { return Err(self.err(v, "empty operand")) };
            let (ta, tb) = (self.module.ty(acc), self.module.ty(rhs));
            let ty = match unify(&Ty::Scalar(ta), &Ty::Scalar(tb)) {
                Some(Ty::Scalar(t)) => t,
                _ => ta,
            };
            let name = self.temp_name("bool");
            let tmp = self.new_local(&name, ty);
            let a = self.cast(acc, ty);
            self.emit(Statement::Assign { local: tmp, value: a });
            let cur = self.push(Expr::Local(tmp), ty);
            let t = self.truth(Val::Scalar(cur), v)?;
            let cond = if b.op == ast::BoolOp::And { t } else { self.push(Expr::Unary { op: UnaryOp::Not, arg: t }, DType::Bool) };
            let mut accept = block;
            self.blocks.push(Vec::new());
            let r = self.cast(rhs, ty);
            self.span = span;
            self.emit(Statement::Assign { local: tmp, value: r });
            accept.extend(self.blocks.pop().unwrap_or_default());
            self.emit(Statement::If { cond, accept, reject: Vec::new() });
            acc = self.push(Expr::Local(tmp), ty);
        }
        Ok(acc)
    }

    fn if_expr(&mut self, i: &ast::ExprIf) -> R<Handle<Expr>> {
        let c = self.expr(&i.test)?;
        let cond = self.truth(c, &*i.test)?;
        let (mut a, mut b) = (None, None);
        let mut accept = self.block_of(|l| {
            let x = l.expr(&i.body)?;
            a = Some(l.scalar(x, &*i.body)?);
            Ok(())
        })?;
        let mut reject = self.block_of(|l| {
            let x = l.expr(&i.orelse)?;
            b = Some(l.scalar(x, &*i.orelse)?);
            Ok(())
        })?;
        let (Some(a), Some(b)) = (a, b) else { return Err(self.err(i, "empty conditional expression")) };
        let ty = match unify(&Ty::Scalar(self.module.ty(a)), &Ty::Scalar(self.module.ty(b))) {
            Some(Ty::Scalar(t)) => t,
            _ => self.module.ty(a),
        };
        let name = self.temp_name("ifexp");
        let tmp = self.new_local(&name, ty);
        let span = self.span;
        let (a, b) = (self.cast(a, ty), self.cast(b, ty));
        accept.push((Statement::Assign { local: tmp, value: a }, span));
        reject.push((Statement::Assign { local: tmp, value: b }, span));
        self.emit(Statement::If { cond, accept, reject });
        Ok(self.push(Expr::Local(tmp), ty))
    }

    fn attribute(&mut self, a: &ast::ExprAttribute) -> R<Val> {
        let base = self.expr(&a.value)?;
        let attr = a.attr.as_str();
        match base {
            Val::Array(h) => {
                let ndim = self.array_ty(&h).ndim;
                match attr {
                    "shape" => Ok(Val::Tuple((0..ndim).map(|d| Val::Scalar(self.dim(&h, d))).collect())),
                    "ndim" => Ok(Val::Scalar(self.lit_int(ndim as i64, DType::I64))),
                    "size" => {
                        if ndim == 0 {
                            return Ok(Val::Scalar(self.lit_int(1, DType::I64)));
                        }
                        let mut acc = self.dim(&h, 0);
                        for d in 1..ndim {
                            let n = self.dim(&h, d);
                            acc = self.push(Expr::Binary { op: BinaryOp::Mul, left: acc, right: n }, DType::I64);
                        }
                        Ok(Val::Scalar(acc))
                    }
                    _ => Err(self
                        .err(a, format!("unknown attribute '{attr}' of array {}", text_of(self, &*a.value)))
                        .with_hint("arrays in kernels have .shape, .size and .ndim")),
                }
            }
            Val::Static(Static::Path(p)) => self.static_attr(&p, attr, a),
            Val::Complex(z) => match attr {
                "real" => Ok(Val::Scalar(z.re)),
                "imag" => Ok(Val::Scalar(z.im)),
                _ => Err(self.err(a, format!("unknown attribute '{attr}' of {}", z.ty.name())).with_hint("complex numbers have .real, .imag and .conjugate()")),
            },
            Val::Static(Static::DType(_)) => Err(self.err(a, format!("unknown attribute '{attr}' of a dtype"))),
            _ => Err(self.err(a, format!("{} has no attribute '{attr}' in a kernel", text_of(self, &*a.value)))),
        }
    }

    fn static_attr(&mut self, base: &str, attr: &str, at: &impl Ranged) -> R<Val> {
        let path = crate::compiler::globals::canonical_path(&format!("{base}.{attr}"));
        match crate::compiler::builtin::lookup(&path).map(|b| b.rule) {
            Some(Rule::Special(s)) => return Ok(Val::Scalar(self.push(Expr::Special(s), DType::I32))),
            Some(Rule::Constant(v)) => return Ok(Val::Scalar(self.push(Expr::Literal(Literal::Float(v)), DType::F64))),
            _ => {}
        }
        // `cuda.threadIdx.w`: a register group without that axis.
        if let Some((group, a)) = path.strip_prefix("cuda.").and_then(|r| r.split_once('.')) {
            if matches!(crate::compiler::builtin::lookup(&format!("cuda.{group}.x")).map(|b| b.rule), Some(Rule::Special(_))) {
                return Err(self.err(at, format!("cuda.{group} has no attribute '{a}'")).with_hint(format!("use cuda.{group}.x, .y or .z")));
            }
        }
        let last = path.rsplit('.').next().unwrap_or("");
        if path.starts_with("np.") || path.starts_with("numba.") {
            if let Some(d) = crate::compiler::types::scalar_from_name(last) {
                if path.matches('.').count() == 1 {
                    return Ok(Val::Static(Static::DType(d)));
                }
            }
        }
        Ok(Val::Static(Static::Path(path)))
    }

    fn subscript(&mut self, s: &ast::ExprSubscript) -> R<Val> {
        let base = self.expr(&s.value)?;
        match base {
            Val::Array(a) => match self.access(&a, &s.slice)? {
                Access::Element(index) => Ok(self.load_element(&a, index)),
                Access::View(v) => Ok(Val::Array(v)),
            },
            Val::Tuple(items) => {
                let i = self.const_int(&s.slice).ok_or_else(|| self.err(&*s.slice, "a tuple index inside a kernel must be a constant integer"))?;
                let n = items.len() as i64;
                let j = if i < 0 { i + n } else { i };
                if j < 0 || j >= n {
                    return Err(self.err(&*s.slice, format!("tuple index {i} out of range for a tuple of {n}")));
                }
                Ok(items.into_iter().nth(j as usize).unwrap_or(Val::None))
            }
            Val::Static(Static::DType(_)) => {
                // `float32[:]` in a kernel is a type, not a value.
                Err(self.err(s, "array types such as float32[:] are only for signatures"))
            }
            _ => Err(self.err(&*s.value, format!("{} cannot be indexed", text_of(self, &*s.value)))),
        }
    }

    /// A compile-time integer: a literal, a global int, `-c`, or `+ - * // % **` of such (so a
    /// shared array's shape may say `TILE + 1`; numba-cuda's GPU compiler wants a literal or a
    /// global there, its simulator takes it); None when it is not one or overflows.
    pub(super) fn const_int(&mut self, e: &AstExpr) -> Option<i64> {
        match e {
            AstExpr::BinOp(b) => {
                let (x, y) = (self.const_int(&b.left)?, self.const_int(&b.right)?);
                match b.op {
                    ast::Operator::Add => x.checked_add(y),
                    ast::Operator::Sub => x.checked_sub(y),
                    ast::Operator::Mult => x.checked_mul(y),
                    // Python's floor division and modulo, as the host's ints compute them.
                    ast::Operator::FloorDiv if y != 0 && !(x == i64::MIN && y == -1) => Some(num_integer::Integer::div_floor(&x, &y)),
                    ast::Operator::Mod if y != 0 && y != -1 => Some(num_integer::Integer::mod_floor(&x, &y)),
                    ast::Operator::Mod if y == -1 => Some(0),
                    ast::Operator::Pow => u32::try_from(y).ok().and_then(|y| x.checked_pow(y)),
                    _ => None,
                }
            }
            AstExpr::NumberLiteral(n) => match &n.value {
                Number::Int(i) => i.as_i64(),
                _ => None,
            },
            AstExpr::UnaryOp(u) if u.op == ast::UnaryOp::USub => self.const_int(&u.operand).map(|v| -v),
            AstExpr::Name(_) | AstExpr::Attribute(_) => {
                let v = self.expr(e).ok()?;
                match v {
                    Val::Scalar(h) => match self.module.exprs[h] {
                        Expr::Literal(Literal::Int(i)) => Some(i),
                        _ => None,
                    },
                    _ => None,
                }
            }
            _ => None,
        }
    }
}
