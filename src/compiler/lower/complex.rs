//! Complex numbers in kernels (`complex64`, `complex128`), lowered to pairs of real values.
//!
//! The IR has no complex type: a complex value is a `Val::Complex` of two real expressions (its
//! parts, float32 or float64), a complex variable two locals, and a complex array a real array
//! with one more axis of length 2 (the host passes its buffer so, `launch` and the GPU path
//! both). Every operation is written here with Numba's own algorithm (numba-cuda's
//! `cpython/numbers.py` and `cmathimpl.py`): multiplication `(ac - bd) + (ad + bc)i`, CPython's
//! scaled division, `abs` as `hypot`, `z ** 2` as `z * z` and other powers by CPython's
//! `_Py_c_pow`; a real operand is first made complex, as Numba converts it. Where Numba's
//! special cases for infinities and NaN differ from the plain formula (`cmath.exp`, `sqrt`),
//! the plain formula is used. Owns only this translation; the back ends never see a complex.

use super::{text_of, Lowerer, Val, R};
use crate::array::dtype::DType;
use crate::compiler::ir::*;
use ruff_python_ast::{self as ast, Operator};
use ruff_text_size::Ranged;

/// A complex value: its real and imaginary parts, of `part(ty)`, and its type (C64 or C128).
#[derive(Clone, Copy)]
pub(super) struct Cx {
    pub re: Handle<Expr>,
    pub im: Handle<Expr>,
    pub ty: DType,
}

/// The type of a complex type's parts.
pub(super) fn part(ty: DType) -> DType {
    if ty == DType::C64 {
        DType::F32
    } else {
        DType::F64
    }
}

pub(super) fn is_complex(ty: DType) -> bool {
    matches!(ty, DType::C64 | DType::C128)
}

impl Lowerer<'_> {
    fn f(&mut self, v: f64, ty: DType) -> Handle<Expr> {
        self.push(Expr::Literal(Literal::Float(v)), ty)
    }

    /// A fresh node reading the same local or literal: the IR is a tree, so a value used twice
    /// is kept in a local (`once`) and each use reads it anew.
    fn fresh(&mut self, h: Handle<Expr>) -> Handle<Expr> {
        self.reread_any(h)
    }

    fn bin(&mut self, op: BinaryOp, a: Handle<Expr>, b: Handle<Expr>) -> Handle<Expr> {
        let ty = self.module.ty(a);
        let (a, b) = (self.fresh(a), self.fresh(b));
        self.push(Expr::Binary { op, left: a, right: b }, ty)
    }

    fn cmp(&mut self, op: CompareOp, a: Handle<Expr>, b: Handle<Expr>) -> Handle<Expr> {
        let (a, b) = (self.fresh(a), self.fresh(b));
        self.push(Expr::Compare { op, left: a, right: b }, DType::Bool)
    }

    fn neg(&mut self, a: Handle<Expr>) -> Handle<Expr> {
        let ty = self.module.ty(a);
        let a = self.fresh(a);
        self.push(Expr::Unary { op: UnaryOp::Neg, arg: a }, ty)
    }

    fn math(&mut self, fun: MathFn, args: Vec<Handle<Expr>>) -> Handle<Expr> {
        let ty = self.module.ty(args[0]);
        let args = args.into_iter().map(|a| self.fresh(a)).collect();
        self.push(Expr::Math { fun, args }, ty)
    }

    fn test(&mut self, fun: MathFn, a: Handle<Expr>) -> Handle<Expr> {
        let a = self.fresh(a);
        self.push(Expr::Math { fun, args: vec![a] }, DType::Bool)
    }

    /// A value read more than once: kept in a temporary so it is evaluated once.
    pub(super) fn once(&mut self, h: Handle<Expr>) -> Handle<Expr> {
        if matches!(self.module.exprs[h], Expr::Literal(_) | Expr::Local(_)) {
            return h;
        }
        let ty = self.module.ty(h);
        let name = self.temp_name("c");
        let l = self.new_local(&name, ty);
        self.emit(Statement::Assign { local: l, value: h });
        self.push(Expr::Local(l), ty)
    }

    fn once_cx(&mut self, z: Cx) -> Cx {
        Cx { re: self.once(z.re), im: self.once(z.im), ty: z.ty }
    }

    /// `cond ? a : b` for two complex values, as an `if` assigning temporaries.
    fn select_cx(&mut self, cond: Handle<Expr>, a: Cx, b: Cx) -> Cx {
        let pt = part(a.ty);
        let (n1, n2) = (self.temp_name("sel"), self.temp_name("sel"));
        let (re, im) = (self.new_local(&n1, pt), self.new_local(&n2, pt));
        let span = self.span;
        let (ar, ai, br, bi) = (self.fresh(a.re), self.fresh(a.im), self.fresh(b.re), self.fresh(b.im));
        let cond = self.fresh(cond);
        let accept = vec![(Statement::Assign { local: re, value: ar }, span), (Statement::Assign { local: im, value: ai }, span)];
        let reject = vec![(Statement::Assign { local: re, value: br }, span), (Statement::Assign { local: im, value: bi }, span)];
        self.emit(Statement::If { cond, accept, reject });
        Cx { re: self.push(Expr::Local(re), pt), im: self.push(Expr::Local(im), pt), ty: a.ty }
    }

    /// A number as a complex of type `ty` (a real one gets a zero imaginary part).
    pub(super) fn as_complex(&mut self, v: Val, ty: DType, at: &impl Ranged) -> R<Cx> {
        let pt = part(ty);
        match v {
            Val::Complex(z) => Ok(Cx { re: self.cast(z.re, pt), im: self.cast(z.im, pt), ty }),
            other => {
                let h = self.scalar(other, at)?;
                let re = self.cast(h, pt);
                Ok(Cx { re, im: self.f(0.0, pt), ty })
            }
        }
    }

    /// The type of a value as Numba types it (a complex's own, a real's scalar type).
    fn num_ty(&mut self, v: &Val, at: &impl Ranged) -> R<DType> {
        match v {
            Val::Complex(z) => Ok(z.ty),
            other => {
                let h = self.scalar(other.clone(), at)?;
                Ok(self.module.ty(h))
            }
        }
    }

    /// `a op b` where either side is complex; `right` is b's syntax (`z ** 2` squares).
    pub(super) fn complex_binary(&mut self, op: Operator, a: Val, b: Val, right: &ast::Expr, at: &impl Ranged) -> R<Val> {
        let (ta, tb) = (self.num_ty(&a, at)?, self.num_ty(&b, at)?);
        let ty = result_ty(ta, tb);
        if op == Operator::Pow {
            if let Some(2) = self.const_int(right) {
                let z = self.as_complex(a, ty, at)?;
                let z = self.once_cx(z);
                return Ok(Val::Complex(self.cx_mul(z, z)));
            }
        }
        let x = self.as_complex(a, ty, at)?;
        let y = self.as_complex(b, ty, at)?;
        let (x, y) = (self.once_cx(x), self.once_cx(y));
        Ok(Val::Complex(match op {
            Operator::Add => Cx { re: self.bin(BinaryOp::Add, x.re, y.re), im: self.bin(BinaryOp::Add, x.im, y.im), ty },
            Operator::Sub => Cx { re: self.bin(BinaryOp::Sub, x.re, y.re), im: self.bin(BinaryOp::Sub, x.im, y.im), ty },
            Operator::Mult => self.cx_mul(x, y),
            Operator::Div => self.cx_div(x, y),
            Operator::Pow => self.cx_pow(x, y),
            _ => {
                let sym = match op {
                    Operator::FloorDiv => "//",
                    Operator::Mod => "%",
                    Operator::MatMult => "@",
                    Operator::LShift => "<<",
                    Operator::RShift => ">>",
                    Operator::BitAnd => "&",
                    Operator::BitOr => "|",
                    _ => "^",
                };
                return Err(self.err(at, format!("unsupported operand type(s) for {sym}: '{}' and '{}'", ta.name(), tb.name())));
            }
        }))
    }

    fn cx_mul(&mut self, x: Cx, y: Cx) -> Cx {
        let ac = self.bin(BinaryOp::Mul, x.re, y.re);
        let bd = self.bin(BinaryOp::Mul, x.im, y.im);
        let ad = self.bin(BinaryOp::Mul, x.re, y.im);
        let bc = self.bin(BinaryOp::Mul, x.im, y.re);
        Cx { re: self.bin(BinaryOp::Sub, ac, bd), im: self.bin(BinaryOp::Add, ad, bc), ty: x.ty }
    }

    /// CPython's `_Py_c_quot`, as Numba lowers complex division (a zero divisor gives NaNs: a
    /// kernel does not raise ZeroDivisionError).
    fn cx_div(&mut self, a: Cx, b: Cx) -> Cx {
        let pt = part(a.ty);
        let abs_re = self.math(MathFn::Fabs, vec![b.re]);
        let abs_im = self.math(MathFn::Fabs, vec![b.im]);
        let by_real = self.cmp(CompareOp::Ge, abs_re, abs_im);
        let by_real = self.once(by_real);
        // Divide top and bottom by b.real.
        let r1 = self.bin(BinaryOp::TrueDiv, b.im, b.re);
        let r1 = self.once(r1);
        let t = self.bin(BinaryOp::Mul, b.im, r1);
        let d1 = self.bin(BinaryOp::Add, b.re, t);
        let d1 = self.once(d1);
        let t = self.bin(BinaryOp::Mul, a.im, r1);
        let n = self.bin(BinaryOp::Add, a.re, t);
        let re1 = self.bin(BinaryOp::TrueDiv, n, d1);
        let t = self.bin(BinaryOp::Mul, a.re, r1);
        let n = self.bin(BinaryOp::Sub, a.im, t);
        let im1 = self.bin(BinaryOp::TrueDiv, n, d1);
        // Divide top and bottom by b.imag.
        let r2 = self.bin(BinaryOp::TrueDiv, b.re, b.im);
        let r2 = self.once(r2);
        let t = self.bin(BinaryOp::Mul, b.re, r2);
        let d2 = self.bin(BinaryOp::Add, t, b.im);
        let d2 = self.once(d2);
        let t = self.bin(BinaryOp::Mul, a.re, r2);
        let n = self.bin(BinaryOp::Add, t, a.im);
        let re2 = self.bin(BinaryOp::TrueDiv, n, d2);
        let t = self.bin(BinaryOp::Mul, a.im, r2);
        let n = self.bin(BinaryOp::Sub, t, a.re);
        let im2 = self.bin(BinaryOp::TrueDiv, n, d2);
        let q = self.select_cx(by_real, Cx { re: re1, im: im1, ty: a.ty }, Cx { re: re2, im: im2, ty: a.ty });
        // The divisor of the chosen branch is zero: NaN + NaN j.
        let zero = self.f(0.0, pt);
        let chosen = self.select_cx(by_real, b, Cx { re: b.im, im: b.re, ty: b.ty });
        let is_zero = self.cmp(CompareOp::Eq, chosen.re, zero);
        let nan = Cx { re: self.f(f64::NAN, pt), im: self.f(f64::NAN, pt), ty: a.ty };
        self.select_cx(is_zero, nan, q)
    }

    /// `a ** b`: `a * a` when b is 2, else CPython's `_Py_c_pow` (what Numba's `numba_cpow` calls).
    fn cx_pow(&mut self, a: Cx, b: Cx) -> Cx {
        let pt = part(a.ty);
        let vabs = self.math(MathFn::Hypot, vec![a.re, a.im]);
        let vabs = self.once(vabs);
        let len = self.math(MathFn::Pow, vec![vabs, b.re]);
        let at = self.math(MathFn::Atan2, vec![a.im, a.re]);
        let at = self.once(at);
        let phase = self.bin(BinaryOp::Mul, at, b.re);
        let t = self.bin(BinaryOp::Mul, at, b.im);
        let e = self.math(MathFn::Exp, vec![t]);
        let len = self.bin(BinaryOp::TrueDiv, len, e);
        let len = self.once(len);
        let lg = self.math(MathFn::Log, vec![vabs]);
        let t = self.bin(BinaryOp::Mul, b.im, lg);
        let phase = self.bin(BinaryOp::Add, phase, t);
        let phase = self.once(phase);
        let c = self.math(MathFn::Cos, vec![phase]);
        let s = self.math(MathFn::Sin, vec![phase]);
        let general = Cx { re: self.bin(BinaryOp::Mul, len, c), im: self.bin(BinaryOp::Mul, len, s), ty: a.ty };
        let zero = self.f(0.0, pt);
        let one = Cx { re: self.f(1.0, pt), im: self.f(0.0, pt), ty: a.ty };
        let origin = Cx { re: self.f(0.0, pt), im: self.f(0.0, pt), ty: a.ty };
        let a_zero = self.cx_compare(CompareOp::Eq, a, origin);
        let r = self.select_cx(a_zero, origin, general);
        let zero_b = Cx { re: zero, im: zero, ty: a.ty };
        let b_zero = self.cx_compare(CompareOp::Eq, b, zero_b);
        let r = self.select_cx(b_zero, one, r);
        // Numba squares by multiplying whenever the exponent is 2 (cpow loses precision).
        let two = Cx { re: self.f(2.0, pt), im: self.f(0.0, pt), ty: a.ty };
        let b_two = self.cx_compare(CompareOp::Eq, b, two);
        let square = self.cx_mul(a, a);
        self.select_cx(b_two, square, r)
    }

    /// `==` (both parts equal) or `!=` (either differs, NaN included).
    fn cx_compare(&mut self, op: CompareOp, x: Cx, y: Cx) -> Handle<Expr> {
        let a = self.cmp(op, x.re, y.re);
        let b = self.cmp(op, x.im, y.im);
        let join = if op == CompareOp::Eq { BinaryOp::BitAnd } else { BinaryOp::BitOr };
        self.bin(join, a, b)
    }

    /// `a == b` / `a != b` with a complex side; ordering comparisons are TypeErrors in Python.
    pub(super) fn complex_compare(&mut self, op: ast::CmpOp, a: Val, b: Val, at: &impl Ranged) -> R<Handle<Expr>> {
        let (ta, tb) = (self.num_ty(&a, at)?, self.num_ty(&b, at)?);
        let op = match op {
            ast::CmpOp::Eq => CompareOp::Eq,
            ast::CmpOp::NotEq => CompareOp::Ne,
            _ => return Err(self.err(at, format!("complex numbers cannot be ordered: '{}' with {} and {}", text_of(self, at), ta.name(), tb.name()))),
        };
        let ty = result_ty(ta, tb);
        let x = self.as_complex(a, ty, at)?;
        let y = self.as_complex(b, ty, at)?;
        let (x, y) = (self.once_cx(x), self.once_cx(y));
        Ok(self.cx_compare(op, x, y))
    }

    pub(super) fn complex_unary(&mut self, op: ast::UnaryOp, z: Cx, at: &impl Ranged) -> R<Val> {
        match op {
            ast::UnaryOp::UAdd => Ok(Val::Complex(z)),
            ast::UnaryOp::USub => {
                let z = self.once_cx(z);
                let re = self.neg(z.re);
                let im = self.neg(z.im);
                Ok(Val::Complex(Cx { re, im, ty: z.ty }))
            }
            ast::UnaryOp::Not => {
                let t = self.complex_truth(z);
                Ok(Val::Scalar(self.push(Expr::Unary { op: UnaryOp::Not, arg: t }, DType::Bool)))
            }
            ast::UnaryOp::Invert => Err(self.err(at, format!("bad operand type for unary ~: '{}'", z.ty.name()))),
        }
    }

    /// Python's truth of a complex: either part non-zero.
    pub(super) fn complex_truth(&mut self, z: Cx) -> Handle<Expr> {
        let z = self.once_cx(z);
        let zero = self.f(0.0, part(z.ty));
        let origin = Cx { re: zero, im: zero, ty: z.ty };
        self.cx_compare(CompareOp::Ne, z, origin)
    }

    /// `abs(z)`: `hypot(z.real, z.imag)`.
    pub(super) fn complex_abs(&mut self, z: Cx) -> Handle<Expr> {
        self.math(MathFn::Hypot, vec![z.re, z.im])
    }

    pub(super) fn conjugate(&mut self, z: Cx) -> Cx {
        let im = self.neg(z.im);
        Cx { re: z.re, im, ty: z.ty }
    }

    /// `complex(re, im)`: complex128, as Numba types the builtin.
    pub(super) fn complex_ctor(&mut self, args: Vec<Val>, at: &impl Ranged) -> R<Val> {
        let mut it = args.into_iter();
        let re = it.next();
        let im = it.next();
        let Some(re) = re else { return Ok(Val::Complex(Cx { re: self.f(0.0, DType::F64), im: self.f(0.0, DType::F64), ty: DType::C128 })) };
        let x = self.as_complex(re, DType::C128, at)?;
        let Some(im) = im else { return Ok(Val::Complex(x)) };
        let y = self.as_complex(im, DType::C128, at)?;
        // complex(a, b) = a + b*1j, both possibly complex.
        let (x, y) = (self.once_cx(x), self.once_cx(y));
        let re = self.bin(BinaryOp::Sub, x.re, y.im);
        let im = self.bin(BinaryOp::Add, x.im, y.re);
        Ok(Val::Complex(Cx { re, im, ty: DType::C128 }))
    }

    /// A `cmath` function of complex (or real, made complex) arguments.
    pub(super) fn cmath(&mut self, name: &str, args: Vec<Val>, at: &impl Ranged) -> R<Val> {
        let arity = if name == "rect" { 2 } else { 1 };
        if args.len() != arity {
            return Err(self.err(at, format!("cmath.{name}() takes {arity} argument{} ({} given)", if arity == 1 { "" } else { "s" }, args.len())));
        }
        let mut args = args.into_iter();
        let first = args.next().unwrap_or(Val::None);
        if name == "rect" {
            let r = self.scalar(first, at)?;
            let phi = self.scalar(args.next().unwrap_or(Val::None), at)?;
            let (r, phi) = (self.cast(r, DType::F64), self.cast(phi, DType::F64));
            let (r, phi) = (self.once(r), self.once(phi));
            let c = self.math(MathFn::Cos, vec![phi]);
            let s = self.math(MathFn::Sin, vec![phi]);
            return Ok(Val::Complex(Cx { re: self.bin(BinaryOp::Mul, r, c), im: self.bin(BinaryOp::Mul, r, s), ty: DType::C128 }));
        }
        let t = self.num_ty(&first, at)?;
        let z = self.as_complex(first, if t == DType::C64 || t == DType::F32 { DType::C64 } else { DType::C128 }, at)?;
        let z = self.once_cx(z);
        let pt = part(z.ty);
        Ok(match name {
            "phase" => Val::Scalar(self.math(MathFn::Atan2, vec![z.im, z.re])),
            "polar" => {
                let r = self.complex_abs(z);
                let p = self.math(MathFn::Atan2, vec![z.im, z.re]);
                Val::Tuple(vec![Val::Scalar(r), Val::Scalar(p)])
            }
            "isnan" | "isinf" => {
                let fun = if name == "isnan" { MathFn::IsNan } else { MathFn::IsInf };
                let a = self.test(fun, z.re);
                let b = self.test(fun, z.im);
                Val::Scalar(self.bin(BinaryOp::BitOr, a, b))
            }
            "isfinite" => {
                let a = self.test(MathFn::IsFinite, z.re);
                let b = self.test(MathFn::IsFinite, z.im);
                Val::Scalar(self.bin(BinaryOp::BitAnd, a, b))
            }
            "exp" => {
                let r = self.math(MathFn::Exp, vec![z.re]);
                let r = self.once(r);
                let c = self.math(MathFn::Cos, vec![z.im]);
                let s = self.math(MathFn::Sin, vec![z.im]);
                Val::Complex(Cx { re: self.bin(BinaryOp::Mul, r, c), im: self.bin(BinaryOp::Mul, r, s), ty: z.ty })
            }
            "log" => {
                let a = self.complex_abs(z);
                let re = self.math(MathFn::Log, vec![a]);
                let im = self.math(MathFn::Atan2, vec![z.im, z.re]);
                Val::Complex(Cx { re, im, ty: z.ty })
            }
            "sqrt" => {
                // s = sqrt((|z| + |re|) / 2); re >= 0: (s, im / 2s), else (|im| / 2s, ±s).
                let a = self.complex_abs(z);
                let ar = self.math(MathFn::Fabs, vec![z.re]);
                let sum = self.bin(BinaryOp::Add, a, ar);
                let half = self.f(0.5, pt);
                let h = self.bin(BinaryOp::Mul, sum, half);
                let s = self.math(MathFn::Sqrt, vec![h]);
                let s = self.once(s);
                let two = self.f(2.0, pt);
                let s2 = self.bin(BinaryOp::Mul, two, s);
                let s2 = self.once(s2);
                let d = self.bin(BinaryOp::TrueDiv, z.im, s2);
                let ai = self.math(MathFn::Fabs, vec![z.im]);
                let d2 = self.bin(BinaryOp::TrueDiv, ai, s2);
                let signed = self.math(MathFn::Copysign, vec![s, z.im]);
                let zero = self.f(0.0, pt);
                let nonneg = self.cmp(CompareOp::Ge, z.re, zero);
                let r = self.select_cx(nonneg, Cx { re: s, im: d, ty: z.ty }, Cx { re: d2, im: signed, ty: z.ty });
                let s_zero = self.cmp(CompareOp::Eq, s, zero);
                let origin = Cx { re: zero, im: z.im, ty: z.ty };
                Val::Complex(self.select_cx(s_zero, origin, r))
            }
            _ => {
                return Err(self
                    .unsupported(at, &format!("cmath.{name}"))
                    .with_hint("kernels have cmath.exp, log, sqrt, phase, polar, rect, isnan, isinf, isfinite"))
            }
        })
    }
}

/// The complex type of an operation on `a` and `b` (at least one complex), NumPy's promotion:
/// complex64 only when the other side fits float32 exactly.
pub(super) fn result_ty(a: DType, b: DType) -> DType {
    let narrow = |t: DType| matches!(t, DType::C64 | DType::F32 | DType::Bool | DType::I8 | DType::U8 | DType::I16 | DType::U16);
    if (a == DType::C64 || b == DType::C64) && narrow(a) && narrow(b) {
        DType::C64
    } else {
        DType::C128
    }
}
