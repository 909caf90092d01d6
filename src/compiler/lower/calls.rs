//! Calls inside a kernel: builtins and device functions.
//!
//! Which builtins exist and how each is typed is declared once in `compiler::builtin` (its
//! `Rule`); this file lowers each rule. The meaning of what they lower to (an `ir::MathFn`, an
//! `Atomic`, a `Barrier`…) is documented in `ir.rs` and implemented by each back end.

use super::{text_of, ArrayRef, Lowerer, Static, Val, R};
use crate::array::dtype::{DType, Kind};
use crate::compiler::builtin::{self, ArrayDeclKind, AtomicForm, Builtin, Precision, Rule};
use crate::compiler::globals::DeviceFn;
use crate::compiler::ir::*;
use crate::compiler::types::{arith, unify, ArrayTy, Layout, Ty};
use ruff_python_ast::{self as ast, Expr as AstExpr};
use std::rc::Rc;

impl Lowerer<'_> {
    pub(super) fn call(&mut self, c: &ast::ExprCall) -> R<Val> {
        // `z.conjugate()`: the one method of a number in kernels.
        if let AstExpr::Attribute(a) = &*c.func {
            if a.attr.as_str() == "conjugate" {
                if let Val::Complex(z) = self.expr(&a.value)? {
                    self.call_args(c, 0, 0)?;
                    return Ok(Val::Complex(self.conjugate(z)));
                }
            }
        }
        let callee = self.expr(&c.func)?;
        let path = match callee {
            Val::Static(Static::Path(p)) => p,
            Val::Static(Static::DType(d)) => {
                let args = self.call_args(c, 1, 1)?;
                return self.convert(args.into_iter().next(), d, c);
            }
            Val::Static(Static::DeviceFn(f)) => return self.call_device_fn(&f, c),
            _ => return Err(self.err(&*c.func, format!("{} is not callable in a kernel", text_of(self, &*c.func)))),
        };
        match builtin::lookup(&path) {
            Some(b) => self.builtin(b, c),
            None => {
                let (module, name) = path.rsplit_once('.').unwrap_or(("", path.as_str()));
                Err(match module {
                    "builtins" => self.unsupported(c, &format!("{name}()")),
                    "cuda.atomic" => self.err(&*c.func, format!("cuda.atomic.{name} does not exist")),
                    "cuda.random" => self.unsupported(c, &format!("numba.cuda.random.{name}")).with_hint(format!(
                        "kernels can call {}; states are made on the host by create_xoroshiro128p_states",
                        builtin::RANDOM_FUNCTIONS[..4].join(", ")
                    )),
                    _ => self.err(&*c.func, format!("{path} is not supported inside a kernel")),
                })
            }
        }
    }

    /// A call of a device function (the user's or a built-in one): inlined.
    fn call_device_fn(&mut self, f: &Rc<DeviceFn>, c: &ast::ExprCall) -> R<Val> {
        // A local read as an argument keeps its value until the call unless a later argument
        // assigns it (`f(x, (x := 3))`): only then is it copied first. Uncopied, a parameter
        // may share the local itself (`bind_alias`).
        let walrus = c.arguments.args.iter().chain(c.arguments.keywords.iter().map(|k| &k.value)).any(super::param_alias::has_walrus);
        let mut args = Vec::new();
        for a in c.arguments.args.iter() {
            if let AstExpr::Starred(_) = a {
                return Err(self.unsupported(a, "'*' in a call"));
            }
            let v = self.expr(a)?;
            args.push(self.argument(v, walrus)?);
        }
        let mut kwargs = Vec::new();
        for k in c.arguments.keywords.iter() {
            let Some(name) = &k.arg else { return Err(self.unsupported(k, "'**' in a call")) };
            let v = self.expr(&k.value)?;
            kwargs.push((name.to_string(), self.argument(v, walrus)?));
        }
        self.inline(f, args, kwargs, c)
    }

    /// An argument's value as the call sees it: a plain local read as is (see `call_device_fn`),
    /// anything else copied into a temporary.
    fn argument(&mut self, v: Val, walrus: bool) -> R<Val> {
        match v {
            Val::Scalar(h) if !walrus && matches!(self.module.exprs[h], Expr::Local(_)) => Ok(v),
            other => self.materialize(other),
        }
    }

    /// Positional scalar-or-other arguments, checking the count; keywords are an error.
    pub(super) fn call_args(&mut self, c: &ast::ExprCall, min: usize, max: usize) -> R<Vec<Val>> {
        let name = text_of(self, &*c.func);
        if !c.arguments.keywords.is_empty() {
            return Err(self.err(c, format!("{name}() takes no keyword arguments in a kernel")));
        }
        let n = c.arguments.args.len();
        if n < min || n > max {
            let want = if min == max { format!("{min}") } else { format!("{min} to {max}") };
            return Err(self.err(c, format!("{name}() takes {want} argument{} ({n} given)", if max == 1 { "" } else { "s" })));
        }
        c.arguments.args.iter().map(|a| self.expr(a)).collect()
    }

    fn scalar_args(&mut self, c: &ast::ExprCall, min: usize, max: usize) -> R<Vec<Handle<Expr>>> {
        let vals = self.call_args(c, min, max)?;
        vals.into_iter().zip(c.arguments.args.iter()).map(|(v, a)| self.scalar(v, a)).collect()
    }

    /// `np.float32(x)`, `int(x)`, `float(x)`: a conversion with C semantics.
    fn convert(&mut self, v: Option<Val>, to: DType, c: &ast::ExprCall) -> R<Val> {
        let Some(v) = v else { return Err(self.err(c, "conversion needs one argument")) };
        if matches!(to, DType::C64 | DType::C128) {
            return self.as_complex(v, to, c).map(Val::Complex);
        }
        let h = self.scalar(v, c)?;
        if to == DType::Bool {
            return self.truth(Val::Scalar(h), c).map(Val::Scalar);
        }
        if !crate::compiler::types::kernel_scalar(to) {
            return Err(self.unsupported(c, &format!("{} values", to.name())));
        }
        Ok(Val::Scalar(self.cast(h, to)))
    }

    /// A builtin call, by its registry rule.
    fn builtin(&mut self, b: &'static Builtin, c: &ast::ExprCall) -> R<Val> {
        if b.path.starts_with("np.") {
            if let Some(nin) = super::ufunc::inputs(b.rule) {
                return self.np_ufunc(b, nin, c);
            }
        }
        let float_of = |t: DType| if t.is_float() { t } else { DType::F64 };
        let fixed = |p: Precision| match p {
            Precision::Fixed(d) => Some(d),
            Precision::Args => None,
        };
        match b.rule {
            Rule::Float { arity, .. } => {
                let n = arity as usize;
                let args = self.scalar_args(c, n, n)?;
                self.ufunc_scalar(b.rule, args, c).map(Val::Scalar)
            }
            Rule::Rounding { .. } | Rule::Classify(_) => {
                let args = self.scalar_args(c, 1, 1)?;
                self.ufunc_scalar(b.rule, args, c).map(Val::Scalar)
            }
            Rule::Fma(precision) => {
                let args = self.scalar_args(c, 3, 3)?;
                let ty = match fixed(precision) {
                    Some(d) => d,
                    None => args.iter().fold(DType::F32, |t, a| arith(t, float_of(self.module.ty(*a)))),
                };
                let args: Vec<_> = args.into_iter().map(|a| self.cast(a, ty)).collect();
                Ok(Val::Scalar(self.push(Expr::Math { fun: MathFn::Fma, args }, ty)))
            }
            Rule::Abs { .. } => {
                if let [Val::Complex(z)] = self.call_args(c, 1, 1)?.as_slice() {
                    let z = *z;
                    return Ok(Val::Scalar(self.complex_abs(z)));
                }
                let args = self.scalar_args(c, 1, 1)?;
                self.ufunc_scalar(b.rule, args, c).map(Val::Scalar)
            }
            Rule::MinMax { op, variadic: true, .. } => {
                let args = self.scalar_args(c, 2, 16)?;
                let mut ty = self.module.ty(args[0]);
                for a in &args[1..] {
                    if let Some(Ty::Scalar(t)) = unify(&Ty::Scalar(ty), &Ty::Scalar(self.module.ty(*a))) {
                        ty = t;
                    }
                }
                let mut acc = self.cast(args[0], ty);
                for a in &args[1..] {
                    let b = self.cast(*a, ty);
                    acc = self.push(Expr::Binary { op, left: acc, right: b }, ty);
                }
                Ok(Val::Scalar(acc))
            }
            Rule::MinMax { variadic: false, .. } | Rule::Arith(_) | Rule::Compare(_) | Rule::Logical(_) | Rule::Invert | Rule::Scale(_) => {
                let n = super::ufunc::inputs(b.rule).unwrap_or(2);
                let args = self.scalar_args(c, n, n)?;
                self.ufunc_scalar(b.rule, args, c).map(Val::Scalar)
            }
            Rule::Warp(op) => self.warp_call(op, c),
            Rule::LanemaskLt => self.lanemask_lt(c),
            Rule::Bits(fun) => {
                let a = self.scalar_args(c, 1, 1)?[0];
                let ty = self.module.ty(a);
                if ty.is_float() || ty == DType::Bool {
                    return Err(self.err(c, format!("{}() needs an integer, not {}", b.name(), ty.name())));
                }
                let rt = if fun == MathFn::Brev { ty } else { DType::I32 };
                Ok(Val::Scalar(self.push(Expr::Math { fun, args: vec![a] }, rt)))
            }
            Rule::PyRound if c.arguments.args.len() == 2 => {
                let args = self.scalar_args(c, 2, 2)?;
                self.round_ndigits(args[0], args[1], c).map(Val::Scalar)
            }
            Rule::PyRound => {
                let a = self.scalar_args(c, 1, 1)?[0];
                let ty = self.module.ty(a);
                if !ty.is_float() {
                    return Ok(Val::Scalar(self.cast(a, DType::I64)));
                }
                let r = self.push(Expr::Math { fun: MathFn::Round, args: vec![a] }, ty);
                Ok(Val::Scalar(self.cast(r, DType::I64)))
            }
            Rule::PyPow => {
                let args = self.scalar_args(c, 2, 2)?;
                self.binary(ast::Operator::Pow, args[0], args[1], c).map(Val::Scalar)
            }
            Rule::Convert(to) => {
                let v = self.call_args(c, 1, 1)?;
                self.convert(v.into_iter().next(), to, c)
            }
            Rule::Len => {
                let v = self.call_args(c, 1, 1)?;
                match v.into_iter().next() {
                    Some(Val::Array(a)) => Ok(Val::Scalar(self.dim(&a, 0))),
                    Some(Val::Tuple(t)) => Ok(Val::Scalar(self.lit_int(t.len() as i64, DType::I64))),
                    _ => Err(self.err(c, "len() needs an array or a tuple")),
                }
            }
            Rule::Print => self.print(c),
            Rule::Range => Err(self.err(c, format!("{}() can only be used as the iterable of a for loop in a kernel", b.name()))),
            Rule::Grid { size } => self.grid_like(size, c),
            Rule::Barrier(kind @ (BarrierKind::Sync | BarrierKind::Grid)) => {
                self.call_args(c, 0, 0)?;
                self.emit(Statement::Barrier { kind, predicate: None, result: None });
                Ok(Val::None)
            }
            Rule::Complex => {
                let args = self.call_args(c, 0, 2)?;
                self.complex_ctor(args, c)
            }
            Rule::Cmath => {
                let args = self.call_args(c, 0, 2)?;
                let name = b.path.rsplit('.').next().unwrap_or("");
                self.cmath(name, args, c)
            }
            Rule::ThisGrid => {
                self.call_args(c, 0, 0)?;
                Ok(Val::Static(Static::Path("cuda.cg.GridGroup".into())))
            }
            Rule::Barrier(kind) => {
                let v = self.call_args(c, 1, 1)?;
                let p = self.truth(v.into_iter().next().unwrap_or(Val::None), c)?;
                let tmp = self.temp_name("sync");
                let l = self.new_local(&tmp, DType::I32);
                self.emit(Statement::Barrier { kind, predicate: Some(p), result: Some(l) });
                Ok(Val::Scalar(self.push(Expr::Local(l), DType::I32)))
            }
            Rule::Fence(scope) => {
                self.call_args(c, 0, 0)?;
                self.emit(Statement::Fence(scope));
                Ok(Val::None)
            }
            Rule::ArrayDecl(kind) => self.array_decl(kind, c),
            Rule::Atomic { op, form } => self.atomic(b, op, form, c),
            Rule::Embedded => match builtin::device_fn(b.module(), b.name()) {
                Some(f) => self.call_device_fn(&f, c),
                None => Err(self.err(c, format!("internal error: the built-in device function {} has no source", b.path))),
            },
            Rule::NotYet(hint) => Err(self.unsupported(c, &format!("{}()", b.path)).with_hint(hint)),
            Rule::Refused(hint) => Err(self.err(&*c.func, format!("{}() cannot be used in a kernel", b.path)).with_hint(hint)),
            Rule::Special(_) | Rule::Constant(_) => Err(self.err(&*c.func, format!("{} is not callable", text_of(self, &*c.func)))),
        }
    }

    fn grid_like(&mut self, size: bool, c: &ast::ExprCall) -> R<Val> {
        let name = if size { "gridsize" } else { "grid" };
        let nd = match c.arguments.args.first().and_then(|a| self.const_int(a)) {
            Some(n @ 1..=3) if c.arguments.args.len() == 1 => n as usize,
            _ => return Err(self.err(c, format!("cuda.{name}(ndim) needs a constant ndim of 1, 2 or 3"))),
        };
        let mut items = Vec::new();
        for ax in &Axis::all()[..nd] {
            let v = if !size {
                // blockIdx * blockDim + threadIdx, computed in int64 as Numba does.
                let b = self.push(Expr::Special(Special::BlockIdx(*ax)), DType::I32);
                let d = self.push(Expr::Special(Special::BlockDim(*ax)), DType::I32);
                let t = self.push(Expr::Special(Special::ThreadIdx(*ax)), DType::I32);
                let (b, d, t) = (self.cast(b, DType::I64), self.cast(d, DType::I64), self.cast(t, DType::I64));
                let bd = self.push(Expr::Binary { op: BinaryOp::Mul, left: b, right: d }, DType::I64);
                self.push(Expr::Binary { op: BinaryOp::Add, left: bd, right: t }, DType::I64)
            } else {
                let d = self.push(Expr::Special(Special::BlockDim(*ax)), DType::I32);
                let g = self.push(Expr::Special(Special::GridDim(*ax)), DType::I32);
                let (d, g) = (self.cast(d, DType::I64), self.cast(g, DType::I64));
                self.push(Expr::Binary { op: BinaryOp::Mul, left: d, right: g }, DType::I64)
            };
            items.push(Val::Scalar(v));
        }
        Ok(if nd == 1 { items.pop().unwrap_or(Val::None) } else { Val::Tuple(items) })
    }

    /// Keyword-or-positional arguments `shape`, `dtype` of `cuda.shared.array` and friends.
    fn shape_dtype(&mut self, c: &ast::ExprCall, what: &str) -> R<(Vec<usize>, DType, bool)> {
        let mut shape_e = c.arguments.args.first();
        let mut dtype_e = c.arguments.args.get(1);
        for k in c.arguments.keywords.iter() {
            match k.arg.as_ref().map(|a| a.as_str()) {
                Some("shape") => shape_e = Some(&k.value),
                Some("dtype") => dtype_e = Some(&k.value),
                Some(other) => return Err(self.err(k, format!("{what}() got an unexpected keyword argument '{other}'"))),
                None => return Err(self.unsupported(k, "'**' in a call")),
            }
        }
        let (Some(shape_e), Some(dtype_e)) = (shape_e, dtype_e) else {
            return Err(self.err(c, format!("{what}(shape, dtype) needs a shape and a dtype")));
        };
        let dims: Vec<&AstExpr> = match shape_e {
            AstExpr::Tuple(t) => t.elts.iter().collect(),
            other => vec![other],
        };
        let mut shape = Vec::new();
        for d in &dims {
            match self.const_int(d) {
                Some(n) if n >= 0 => shape.push(n as usize),
                Some(n) => return Err(self.err(*d, format!("array dimension {n} is negative"))),
                None => {
                    // A global tuple shape (`SHAPE = (16, 16)`).
                    if dims.len() == 1 {
                        if let Ok(Val::Tuple(items)) = self.expr(d) {
                            let mut ok = Vec::new();
                            for it in items {
                                if let Val::Scalar(h) = it {
                                    if let Expr::Literal(Literal::Int(n)) = self.module.exprs[h] {
                                        if n >= 0 {
                                            ok.push(n as usize);
                                            continue;
                                        }
                                    }
                                }
                                ok.clear();
                                break;
                            }
                            if !ok.is_empty() {
                                shape = ok;
                                continue;
                            }
                        }
                    }
                    return Err(self
                        .err(*d, format!("the shape of {what}() must be a constant: an integer literal or a global integer, not {}", text_of(self, *d)))
                        .with_hint("compute it outside the kernel, e.g. TILE_PADDED = TILE + 1, and use the global"));
                }
            }
        }
        let dtype = match self.expr(dtype_e)? {
            Val::Static(Static::DType(d)) => d,
            Val::Static(Static::Str(s)) => crate::compiler::types::scalar_from_name(&s).ok_or_else(|| self.err(dtype_e, format!("unknown dtype '{s}'")))?,
            Val::Static(Static::Path(p)) if p == "builtins.float" => DType::F64,
            Val::Static(Static::Path(p)) if p == "builtins.int" => DType::I64,
            _ => return Err(self.err(dtype_e, format!("dtype of {what}() must be a type such as float32 or np.int32, not {}", text_of(self, dtype_e)))),
        };
        let dynamic = shape.len() == 1 && shape[0] == 0;
        if matches!(dtype, DType::C64 | DType::C128) && dynamic {
            return Err(self.unsupported(dtype_e, &format!("a dynamic shared array of {}", dtype.name())).with_hint("give the complex array a constant size"));
        }
        if !crate::compiler::types::kernel_scalar(dtype) && !matches!(dtype, DType::C64 | DType::C128) {
            return Err(self.unsupported(dtype_e, &format!("a shared, local or constant array of {}", dtype.name())));
        }
        Ok((shape, dtype, dynamic))
    }

    /// A shared or local array declaration; a complex one is stored as its real parts with a
    /// trailing axis of 2 (re, im), as complex kernel arguments are.
    fn declare(&mut self, name: String, dtype: DType, mut shape: Vec<usize>, kind: ArrayKind) -> Val {
        let complex = matches!(dtype, DType::C64 | DType::C128);
        let stored = if complex { super::complex::part(dtype) } else { dtype };
        if complex {
            shape.push(2);
        }
        let ndim = if shape.is_empty() { 1 } else { shape.len() as u8 };
        let ty = ArrayTy { dtype: stored, ndim, layout: Layout::C };
        let h = self.module.arrays.append(ArrayDecl { name, ty, kind, shape });
        if complex {
            self.complex_arrays.insert(h, dtype);
        }
        Val::Array(ArrayRef::whole(h))
    }

    fn array_decl(&mut self, kind: ArrayDeclKind, c: &ast::ExprCall) -> R<Val> {
        match kind {
            ArrayDeclKind::Shared => {
                let (shape, dtype, dynamic) = self.shape_dtype(c, "cuda.shared.array")?;
                let shape = if dynamic { Vec::new() } else { shape };
                let n = self.module.arrays.len();
                Ok(self.declare(format!("$shared{n}"), dtype, shape, ArrayKind::Shared { dynamic }))
            }
            ArrayDeclKind::Local => {
                let (shape, dtype, dynamic) = self.shape_dtype(c, "cuda.local.array")?;
                if dynamic {
                    return Err(self.err(c, "cuda.local.array() needs a size above 0"));
                }
                let n = self.module.arrays.len();
                Ok(self.declare(format!("$local{n}"), dtype, shape, ArrayKind::Local))
            }
            ArrayDeclKind::ConstLike => {
                let v = self.call_args(c, 1, 1)?;
                match v.into_iter().next() {
                    Some(Val::Array(a)) if a.is_whole() && matches!(self.module.arrays[a.decl].kind, ArrayKind::Const(_)) => Ok(Val::Array(a)),
                    Some(Val::Array(_)) => Err(self.err(c, "cuda.const.array_like() needs a global NumPy array (constant memory is filled at compile time)")),
                    _ => Err(self.err(c, "cuda.const.array_like() needs a global NumPy array")),
                }
            }
        }
    }

    fn atomic(&mut self, b: &Builtin, op: AtomicOp, form: AtomicForm, c: &ast::ExprCall) -> R<Val> {
        let name = b.name();
        let want = if form == AtomicForm::Cas { 4 } else { 3 };
        let n = c.arguments.args.len();
        if n != want || !c.arguments.keywords.is_empty() {
            return Err(self.err(c, format!("cuda.atomic.{} takes {want} positional arguments ({n} given)", b.sig)));
        }
        let args = &c.arguments.args;
        let arr = self.expr(&args[0])?;
        let Val::Array(aref) = arr else {
            return Err(self.err(&args[0], format!("the first argument of cuda.atomic.{name} must be an array")));
        };
        let a = aref.decl;
        if matches!(self.module.arrays[a].kind, ArrayKind::Const(_) | ArrayKind::Local) {
            return Err(self.err(&args[0], "atomics work on global and shared arrays only"));
        }
        let dtype = self.array_ty(&aref).dtype;
        let ok = match op {
            AtomicOp::And | AtomicOp::Or | AtomicOp::Xor => dtype.is_integer(),
            AtomicOp::Inc | AtomicOp::Dec => matches!(dtype, DType::U32 | DType::U64),
            AtomicOp::NanMax | AtomicOp::NanMin => dtype.is_float(),
            AtomicOp::Cas => matches!(dtype.kind(), Kind::Signed | Kind::Unsigned) && dtype.itemsize() >= 4,
            _ => matches!(dtype, DType::I32 | DType::I64 | DType::U32 | DType::U64 | DType::F32 | DType::F64),
        };
        if !ok {
            return Err(self.err(&args[0], format!("cuda.atomic.{name} does not support {} arrays", dtype.name())));
        }
        let index = if form == AtomicForm::CompareAndSwap {
            if self.array_ty(&aref).ndim != 1 {
                return Err(self.err(&args[0], "compare_and_swap works on a 1-D array (element 0)"));
            }
            let zero = self.lit_int(0, DType::I64);
            self.element_at(&aref, vec![zero])
        } else {
            self.element_index(&aref, &args[1], false)?
        };
        let (compare, value) = if op == AtomicOp::Cas {
            let k = if form == AtomicForm::Cas { 2 } else { 1 };
            let old = self.expr(&args[k])?;
            let old = self.scalar(old, &args[k])?;
            let new = self.expr(&args[k + 1])?;
            let new = self.scalar(new, &args[k + 1])?;
            (Some(self.cast(old, dtype)), self.cast(new, dtype))
        } else {
            let v = self.expr(&args[2])?;
            let v = self.scalar(v, &args[2])?;
            (None, self.cast(v, dtype))
        };
        let tmp = self.temp_name("old");
        let l = self.new_local(&tmp, dtype);
        self.emit(Statement::Atomic { op, array: a, index, value, compare, result: Some(l) });
        Ok(Val::Scalar(self.push(Expr::Local(l), dtype)))
    }

    /// `round(x, ndigits)` of a float, as Numba computes it: scale by 10**|ndigits| in float64,
    /// round half to even, scale back (x itself where the scaled value overflows), in x's type.
    fn round_ndigits(&mut self, x: Handle<Expr>, nd: Handle<Expr>, c: &ast::ExprCall) -> R<Handle<Expr>> {
        let ty = self.module.ty(x);
        if !ty.is_float() {
            return Err(self.unsupported(c, &format!("round() of {} with ndigits", ty.name())).with_hint("round a float: round(float(x), n)"));
        }
        if !self.module.ty(nd).is_integer() {
            return Err(self.err(c, "round()'s ndigits must be an integer"));
        }
        let tmp = self.temp_name("rx");
        let xl = self.new_local(&tmp, DType::F64);
        let xd = self.cast(x, DType::F64);
        self.emit(Statement::Assign { local: xl, value: xd });
        let tmp = self.temp_name("rn");
        let nl = self.new_local(&tmp, DType::I64);
        let nd = self.cast(nd, DType::I64);
        self.emit(Statement::Assign { local: nl, value: nd });
        let tmp = self.temp_name("rounded");
        let out = self.new_local(&tmp, DType::F64);
        let span = self.span;
        // p = 10.0 ** |ndigits|
        let branch = |l: &mut Self, negative: bool| -> Block {
            let n = l.push(Expr::Local(nl), DType::I64);
            let n = if negative { l.push(Expr::Unary { op: UnaryOp::Neg, arg: n }, DType::I64) } else { n };
            let ten = l.push(Expr::Literal(Literal::Float(10.0)), DType::F64);
            let p = l.push(Expr::Math { fun: MathFn::Powi, args: vec![ten, n] }, DType::F64);
            let tmp = l.temp_name("rp");
            let pl = l.new_local(&tmp, DType::F64);
            let xv = l.push(Expr::Local(xl), DType::F64);
            let pv = l.push(Expr::Local(pl), DType::F64);
            let y = l.push(Expr::Binary { op: if negative { BinaryOp::TrueDiv } else { BinaryOp::Mul }, left: xv, right: pv }, DType::F64);
            let tmp = l.temp_name("ry");
            let yl = l.new_local(&tmp, DType::F64);
            let yv = l.push(Expr::Local(yl), DType::F64);
            let z = l.push(Expr::Math { fun: MathFn::Round, args: vec![yv] }, DType::F64);
            let pv = l.push(Expr::Local(pl), DType::F64);
            let back = l.push(Expr::Binary { op: if negative { BinaryOp::Mul } else { BinaryOp::TrueDiv }, left: z, right: pv }, DType::F64);
            let yv = l.push(Expr::Local(yl), DType::F64);
            let inf = l.push(Expr::Math { fun: MathFn::IsInf, args: vec![yv] }, DType::Bool);
            let xv = l.push(Expr::Local(xl), DType::F64);
            vec![
                (Statement::Assign { local: pl, value: p }, span),
                (Statement::Assign { local: yl, value: y }, span),
                (Statement::Assign { local: out, value: back }, span),
                (Statement::If { cond: inf, accept: vec![(Statement::Assign { local: out, value: xv }, span)], reject: Vec::new() }, span),
            ]
        };
        let accept = branch(self, false);
        let reject = branch(self, true);
        let n = self.push(Expr::Local(nl), DType::I64);
        let zero = self.lit_int(0, DType::I64);
        let ge = self.push(Expr::Compare { op: CompareOp::Ge, left: n, right: zero }, DType::Bool);
        self.emit(Statement::If { cond: ge, accept, reject });
        let r = self.push(Expr::Local(out), DType::F64);
        Ok(self.cast(r, ty))
    }

    fn print(&mut self, c: &ast::ExprCall) -> R<Val> {
        if !c.arguments.keywords.is_empty() {
            return Err(self.unsupported(c, "print() with keyword arguments (sep=, end=)"));
        }
        let mut parts = Vec::new();
        for a in c.arguments.args.iter() {
            match self.expr(a)? {
                Val::Static(Static::Str(s)) => parts.push(PrintArg::Text(s)),
                Val::Scalar(h) => parts.push(PrintArg::Value(h)),
                Val::Tuple(items) => {
                    for it in items {
                        let h = self.scalar(it, a)?;
                        parts.push(PrintArg::Value(h));
                    }
                }
                _ => return Err(self.err(a, format!("print() in a kernel prints strings and numbers, not {}", text_of(self, a)))),
            }
        }
        self.emit(Statement::Print(parts, PrintStyle::Python));
        Ok(Val::None)
    }
}
