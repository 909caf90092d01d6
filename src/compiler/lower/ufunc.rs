//! NumPy's ufuncs inside a kernel: on numbers (`np.sin(x)`), and on arrays with an output array
//! (`np.sin(x, out)`, `np.add(a, b, out=c)`), as Numba allows — a kernel cannot allocate, so an
//! array result needs its `out`.
//!
//! The scalar ufunc (`ufunc_scalar`) is the one definition of each ufunc's typing and value;
//! the array form is a loop nest over the output's shape computing the scalar ufunc of the
//! operands' elements, cast to the output's dtype. Operands broadcast as NumPy's do: a missing
//! leading axis or an axis of length 1 repeats; any other length must equal the output's
//! (checked before the loops by `ViewIndex`'s broadcast form).
//!
//! Owns: the ufunc rules' typing, the loop nest. Must not: type a ufunc on arrays differently
//! from the same ufunc on numbers.

use super::view::ArrayRef;
use super::{text_of, Lowerer, Val, R};
use crate::array::dtype::{promote, DType};
use crate::compiler::builtin::{Builtin, Precision, Rule};
use crate::compiler::ir::*;
use crate::compiler::types::arith;
use ruff_python_ast::{self as ast, Expr as AstExpr};
use ruff_text_size::Ranged;

/// The number of inputs of a rule that is a ufunc under `np.` (None: not a ufunc).
pub(super) fn inputs(rule: Rule) -> Option<usize> {
    match rule {
        Rule::Float { arity, .. } => Some(arity as usize),
        Rule::Rounding { to_int: false, .. } | Rule::Classify(_) | Rule::Abs { promote: false } => Some(1),
        Rule::MinMax { variadic: false, .. } | Rule::Arith(_) | Rule::Compare(_) | Rule::Logical(Some(_)) => Some(2),
        Rule::Logical(None) | Rule::Invert | Rule::Scale(_) => Some(1),
        _ => None,
    }
}

fn op_name(op: BinaryOp) -> &'static str {
    match op {
        BinaryOp::BitAnd => "bitwise_and",
        BinaryOp::BitOr => "bitwise_or",
        BinaryOp::BitXor => "bitwise_xor",
        BinaryOp::Shl => "left_shift",
        _ => "right_shift",
    }
}

/// One operand of a ufunc on arrays.
enum Operand {
    /// A number, evaluated once before the loops.
    Scalar(Handle<Expr>),
    Array(ArrayRef),
}

/// The value of one output element from the operands' elements.
type Element<'e, 'a> = dyn FnMut(&mut Lowerer<'a>, Vec<Handle<Expr>>) -> R<Handle<Expr>> + 'e;

impl<'a> Lowerer<'a> {
    /// A ufunc rule applied to numbers.
    pub(super) fn ufunc_scalar(&mut self, rule: Rule, args: Vec<Handle<Expr>>, at: &impl Ranged) -> R<Handle<Expr>> {
        let float_of = |t: DType| if t.is_float() { t } else { DType::F64 };
        let fixed = |p: Precision| match p {
            Precision::Fixed(d) => Some(d),
            Precision::Args => None,
        };
        Ok(match rule {
            Rule::Float { fun, arity: 1, precision } => {
                let a = args[0];
                let ty = fixed(precision).unwrap_or_else(|| float_of(self.module.ty(a)));
                let a = self.cast(a, ty);
                self.push(Expr::Math { fun, args: vec![a] }, ty)
            }
            Rule::Float { fun, precision, .. } => {
                let (ta, tb) = (self.module.ty(args[0]), self.module.ty(args[1]));
                let ty = fixed(precision).unwrap_or_else(|| float_of(arith(ta, tb)));
                let (a, b) = (self.cast(args[0], ty), self.cast(args[1], ty));
                self.push(Expr::Math { fun, args: vec![a, b] }, ty)
            }
            Rule::Rounding { fun, to_int, precision } => {
                let a = args[0];
                let at = self.module.ty(a);
                if !at.is_float() && to_int {
                    // Python: math.floor of an int is the int.
                    return Ok(self.cast(a, DType::I64));
                }
                let ty = fixed(precision).unwrap_or_else(|| float_of(at));
                let a = self.cast(a, ty);
                let r = self.push(Expr::Math { fun, args: vec![a] }, ty);
                if to_int {
                    self.cast(r, DType::I64)
                } else {
                    r
                }
            }
            Rule::Classify(fun) => {
                let a = args[0];
                if !self.module.ty(a).is_float() {
                    // An integer is never NaN or infinite.
                    let v = fun == MathFn::IsFinite;
                    return Ok(self.push(Expr::Literal(Literal::Bool(v)), DType::Bool));
                }
                self.push(Expr::Math { fun, args: vec![a] }, DType::Bool)
            }
            Rule::Abs { promote } => {
                let a = args[0];
                let ty = self.module.ty(a);
                if ty.is_float() {
                    return Ok(self.push(Expr::Math { fun: MathFn::Fabs, args: vec![a] }, ty));
                }
                let t = if promote { arith(ty, ty) } else { ty };
                let a = self.cast(a, t);
                self.push(Expr::Math { fun: MathFn::IAbs, args: vec![a] }, t)
            }
            Rule::MinMax { op, float, .. } => {
                let ty = arith(self.module.ty(args[0]), self.module.ty(args[1]));
                let (a, b) = (self.cast(args[0], ty), self.cast(args[1], ty));
                match float {
                    Some(fun) if ty.is_float() => self.push(Expr::Math { fun, args: vec![a, b] }, ty),
                    _ => self.push(Expr::Binary { op, left: a, right: b }, ty),
                }
            }
            Rule::Arith(op) => {
                let (ta, tb) = (self.module.ty(args[0]), self.module.ty(args[1]));
                let bitwise = matches!(op, BinaryOp::BitAnd | BinaryOp::BitOr | BinaryOp::BitXor);
                let shift = matches!(op, BinaryOp::Shl | BinaryOp::Shr);
                if (ta == DType::Bool || tb == DType::Bool) && !bitwise {
                    return Err(self.unsupported(at, "NumPy's arithmetic ufuncs on booleans"));
                }
                if (bitwise || shift) && (ta.is_float() || tb.is_float()) {
                    return Err(self.err(at, format!("ufunc '{}' not supported for the input types {} and {}", op_name(op), ta.name(), tb.name())));
                }
                let mut ty = promote(ta, tb);
                if op == BinaryOp::TrueDiv {
                    ty = ty.float_for();
                }
                let (a, b) = (self.cast(args[0], ty), self.cast(args[1], ty));
                self.push(Expr::Binary { op, left: a, right: b }, ty)
            }
            Rule::Compare(op) => {
                let ty = promote(self.module.ty(args[0]), self.module.ty(args[1]));
                let (a, b) = (self.cast(args[0], ty), self.cast(args[1], ty));
                self.push(Expr::Compare { op, left: a, right: b }, DType::Bool)
            }
            Rule::Logical(op) => {
                let mut truths = Vec::new();
                for a in args {
                    truths.push(self.truth(Val::Scalar(a), at)?);
                }
                match op {
                    Some(op) => self.push(Expr::Binary { op, left: truths[0], right: truths[1] }, DType::Bool),
                    None => self.push(Expr::Unary { op: UnaryOp::Not, arg: truths[0] }, DType::Bool),
                }
            }
            Rule::Invert => {
                let ty = self.module.ty(args[0]);
                if ty.is_float() {
                    return Err(self.err(at, format!("ufunc 'invert' not supported for the input type {}", ty.name())));
                }
                self.push(Expr::Unary { op: UnaryOp::BitNot, arg: args[0] }, ty)
            }
            Rule::Scale(factor) => {
                let ty = float_of(self.module.ty(args[0]));
                let a = self.cast(args[0], ty);
                let f = self.push(Expr::Literal(Literal::Float(factor)), DType::F64);
                let f = self.cast(f, ty);
                self.push(Expr::Binary { op: BinaryOp::Mul, left: a, right: f }, ty)
            }
            _ => unreachable!("only ufunc rules reach ufunc_scalar"),
        })
    }

    /// `np.<ufunc>(...)`: on numbers, or on arrays into `out`.
    pub(super) fn np_ufunc(&mut self, b: &'static Builtin, nin: usize, c: &ast::ExprCall) -> R<Val> {
        let name = b.path.trim_start_matches("np.");
        let mut out = None;
        for k in c.arguments.keywords.iter() {
            match k.arg.as_ref().map(|a| a.as_str()) {
                Some("out") => out = Some(self.expr(&k.value)?),
                Some(other) => return Err(self.unsupported(k, &format!("the keyword '{other}' of np.{name}()"))),
                None => return Err(self.unsupported(k, "'**' in a call")),
            }
        }
        let n = c.arguments.args.len();
        let most = if out.is_some() { nin } else { nin + 1 };
        if n < nin || n > most {
            return Err(self.err(c, format!("np.{name}() takes {nin} input{} and an optional out ({n} given)", if nin == 1 { "" } else { "s" })));
        }
        let mut vals: Vec<Val> = Vec::new();
        for a in c.arguments.args.iter() {
            vals.push(self.expr(a)?);
        }
        if n == nin + 1 {
            out = vals.pop();
        }
        let any_array = vals.iter().any(|v| matches!(v, Val::Array(_)));
        if out.is_none() {
            if any_array {
                return Err(self
                    .unsupported(c, &format!("np.{name}() of an array without an output array"))
                    .with_hint(format!("kernels cannot allocate: pass the result array, np.{name}(..., out)")));
            }
            if let (Rule::Abs { .. }, [Val::Complex(z)]) = (b.rule, vals.as_slice()) {
                let z = *z;
                return Ok(Val::Scalar(self.complex_abs(z)));
            }
            let mut args = Vec::new();
            for (v, a) in vals.into_iter().zip(c.arguments.args.iter()) {
                args.push(self.scalar(v, a)?);
            }
            return self.ufunc_scalar(b.rule, args, c).map(Val::Scalar);
        }
        let Some(Val::Array(out)) = out else {
            return Err(self.err(c, format!("the out of np.{name}() in a kernel must be an array")));
        };
        if self.complex_arrays.contains_key(&out.decl) {
            return Err(self.unsupported(c, "a ufunc into a complex array"));
        }
        let out_nd = self.array_ty(&out).ndim as usize;
        let mut ops = Vec::new();
        for (v, a) in vals.into_iter().zip(c.arguments.args.iter()) {
            ops.push(match v {
                Val::Array(x) => {
                    if self.complex_arrays.contains_key(&x.decl) {
                        return Err(self.unsupported(a, "a ufunc of a complex array"));
                    }
                    if self.array_ty(&x).ndim as usize > out_nd {
                        return Err(self.err(a, format!("np.{name}(): {} has more dimensions than the output", text_of(self, a))));
                    }
                    Operand::Array(x)
                }
                v => {
                    let h = self.scalar(v, a)?;
                    Operand::Scalar(self.once(h))
                }
            });
        }
        let rule = b.rule;
        let out_ty = self.module.arrays[out.decl].ty.dtype;
        let mut element = |l: &mut Self, args: Vec<Handle<Expr>>| -> R<Handle<Expr>> {
            let r = l.ufunc_scalar(rule, args, c)?;
            let from = l.module.ty(r);
            if !crate::array::dtype::same_kind_cast(from, out_ty) {
                return Err(l.err(
                    c,
                    format!("Cannot cast ufunc '{name}' output from dtype('{}') to dtype('{}') with casting rule 'same_kind'", from.name(), out_ty.name()),
                ));
            }
            Ok(r)
        };
        self.elementwise(&ops, &out, &mut element)?;
        Ok(Val::Array(out))
    }

    /// `view[...] = value`: a number or an array (broadcast as NumPy does) stored into every
    /// element of a view, cast to its dtype as Numba's setitem casts.
    pub(super) fn store_view(&mut self, view: &ArrayRef, v: Val, at: &AstExpr) -> R<()> {
        if self.complex_arrays.contains_key(&view.decl) {
            return Err(self.unsupported(at, "assigning to a slice of a complex array"));
        }
        let op = match v {
            Val::Array(x) => {
                if self.complex_arrays.contains_key(&x.decl) {
                    return Err(self.unsupported(at, "assigning a complex array to a slice"));
                }
                if self.array_ty(&x).ndim > self.array_ty(view).ndim {
                    return Err(self.err(at, "the array assigned to a slice has more dimensions than the slice"));
                }
                Operand::Array(x)
            }
            v => {
                let h = self.scalar(v, at)?;
                Operand::Scalar(self.once(h))
            }
        };
        self.elementwise(&[op], view, &mut |_, args| Ok(args[0]))
    }

    /// `out[...] = element(operands[...])` over `out`'s shape, with NumPy's broadcasting.
    fn elementwise(&mut self, ops: &[Operand], out: &ArrayRef, element: &mut Element<'_, 'a>) -> R<()> {
        if let ArrayKind::Const(_) = self.module.arrays[out.decl].kind {
            let span = self.span;
            return Err(crate::compiler::CompileError::typing(
                span,
                format!("'{}' is constant memory and cannot be written", self.module.arrays[out.decl].name),
            ));
        }
        let out_nd = self.array_ty(out).ndim as usize;
        // NumPy's broadcasting rule, checked before the loops.
        for op in ops {
            if let Operand::Array(x) = op {
                let nd = self.array_ty(x).ndim as usize;
                for k in 0..nd {
                    let len = self.dim(out, (out_nd - nd + k) as u8);
                    let index = self.dim(x, k as u8);
                    let check = self.push(Expr::ViewIndex { array: x.decl, axis: k as u8, index, len, broadcast: true }, DType::I64);
                    let tmp = self.temp_name("bcast");
                    let local = self.new_local(&tmp, DType::I64);
                    self.emit(Statement::Assign { local, value: check });
                }
            }
        }
        let counters: Vec<Handle<Local>> = (0..out_nd)
            .map(|_| {
                let tmp = self.temp_name("u");
                self.new_local(&tmp, DType::I64)
            })
            .collect();
        self.ufunc_loops(element, ops, out, &counters, 0)
    }

    /// The loop over output axis `axis` and, innermost, one element.
    fn ufunc_loops(&mut self, element: &mut Element<'_, 'a>, ops: &[Operand], out: &ArrayRef, counters: &[Handle<Local>], axis: usize) -> R<()> {
        if axis == counters.len() {
            let mut args = Vec::new();
            for op in ops {
                args.push(match op {
                    Operand::Scalar(h) => self.reread_any(*h),
                    Operand::Array(x) => {
                        let nd = self.array_ty(x).ndim as usize;
                        let skip = counters.len() - nd;
                        let mut index = Vec::new();
                        for (k, l) in counters[skip..].iter().enumerate() {
                            // NumPy's broadcast: an axis of length 1 repeats its one element.
                            let i = self.push(Expr::Local(*l), DType::I64);
                            let d = self.dim(x, k as u8);
                            let one = self.lit_int(1, DType::I64);
                            let ne = self.push(Expr::Compare { op: CompareOp::Ne, left: d, right: one }, DType::Bool);
                            let ne = self.cast(ne, DType::I64);
                            index.push(self.push(Expr::Binary { op: BinaryOp::Mul, left: i, right: ne }, DType::I64));
                        }
                        let index = self.element_at(x, index);
                        let ty = self.module.arrays[x.decl].ty.dtype;
                        self.push(Expr::Load { array: x.decl, index }, ty)
                    }
                });
            }
            let r = element(self, args)?;
            let to = self.module.arrays[out.decl].ty.dtype;
            let value = self.cast(r, to);
            let index: Vec<Handle<Expr>> = counters.iter().map(|l| self.push(Expr::Local(*l), DType::I64)).collect();
            let index = self.element_at(out, index);
            self.emit(Statement::Store { array: out.decl, index, value });
            return Ok(());
        }
        let counter = counters[axis];
        let zero = self.lit_int(0, DType::I64);
        self.emit(Statement::Assign { local: counter, value: zero });
        let span = self.span;
        let body = self.block_of(|l| {
            let i = l.push(Expr::Local(counter), DType::I64);
            let n = l.dim(out, axis as u8);
            let done = l.push(Expr::Compare { op: CompareOp::Ge, left: i, right: n }, DType::Bool);
            l.emit(Statement::If { cond: done, accept: vec![(Statement::Break, span)], reject: Vec::new() });
            l.ufunc_loops(element, ops, out, counters, axis + 1)
        })?;
        let i = self.push(Expr::Local(counter), DType::I64);
        let one = self.lit_int(1, DType::I64);
        let next = self.push(Expr::Binary { op: BinaryOp::Add, left: i, right: one }, DType::I64);
        let continuing = vec![(Statement::Assign { local: counter, value: next }, span)];
        self.emit(Statement::Loop { body, continuing });
        Ok(())
    }
}
