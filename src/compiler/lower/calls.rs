//! Calls inside a kernel: the builtin registry (Python builtins, `math`, `numba.cuda.libdevice`,
//! NumPy scalar constructors and ufuncs, the `cuda.*` intrinsics) and device functions.
//!
//! Each builtin is declared once here by its canonical path with its typing rule; the meaning of
//! what it lowers to (an `ir::MathFn`, an `Atomic`, a `Barrier`…) is documented in `ir.rs` and
//! implemented by each back end.

use super::{text_of, ArrayRef, Lowerer, Static, Val, R};
use crate::array::dtype::{DType, Kind};
use crate::compiler::globals::DeviceFn;
use crate::compiler::ir::*;
use crate::compiler::types::{arith, unify, ArrayTy, Layout, Ty};
use ruff_python_ast::{self as ast, Expr as AstExpr};
use std::rc::Rc;

/// `math.*` / `libdevice.*` / `np.*` float functions of one argument.
fn unary_math(name: &str) -> Option<MathFn> {
    use MathFn::*;
    Some(match name {
        "sqrt" => Sqrt,
        "rsqrt" => Rsqrt,
        "cbrt" => Cbrt,
        "exp" => Exp,
        "exp2" => Exp2,
        "expm1" => Expm1,
        "log" => Log,
        "log2" => Log2,
        "log10" => Log10,
        "log1p" => Log1p,
        "sin" => Sin,
        "cos" => Cos,
        "tan" => Tan,
        "asin" | "arcsin" => Asin,
        "acos" | "arccos" => Acos,
        "atan" | "arctan" => Atan,
        "sinh" => Sinh,
        "cosh" => Cosh,
        "tanh" => Tanh,
        "asinh" | "arcsinh" => Asinh,
        "acosh" | "arccosh" => Acosh,
        "atanh" | "arctanh" => Atanh,
        "erf" => Erf,
        "erfc" => Erfc,
        "gamma" | "tgamma" => Gamma,
        "lgamma" => Lgamma,
        "fabs" => Fabs,
        "rint" => Round,
        _ => return None,
    })
}

fn binary_math(name: &str) -> Option<MathFn> {
    Some(match name {
        "atan2" | "arctan2" => MathFn::Atan2,
        "hypot" => MathFn::Hypot,
        "pow" | "power" => MathFn::Pow,
        "fmod" => MathFn::Fmod,
        "copysign" => MathFn::Copysign,
        _ => return None,
    })
}

impl Lowerer<'_> {
    pub(super) fn call(&mut self, c: &ast::ExprCall) -> R<Val> {
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
        let (module, name) = path.rsplit_once('.').unwrap_or(("", path.as_str()));
        match module {
            "builtins" => self.builtin(name, c),
            "math" | "libdevice" | "np" => self.math(module, name, c),
            "cuda" => self.cuda(name, c),
            "cuda.shared" | "cuda.local" | "cuda.const" => self.array_decl(module, name, c),
            "cuda.atomic" => self.atomic(name, c),
            "cuda.random" => match crate::compiler::builtin::device_fn(module, name) {
                Some(f) => self.call_device_fn(&f, c),
                None => Err(self.unsupported(c, &format!("numba.cuda.random.{name}")).with_hint(format!(
                    "kernels can call {}; states are made on the host by create_xoroshiro128p_states",
                    crate::compiler::builtin::RANDOM_FUNCTIONS[..4].join(", ")
                ))),
            },
            _ => Err(self.err(&*c.func, format!("{path} is not supported inside a kernel"))),
        }
    }

    /// A call of a device function (the user's or a built-in one): inlined.
    fn call_device_fn(&mut self, f: &Rc<DeviceFn>, c: &ast::ExprCall) -> R<Val> {
        let mut args = Vec::new();
        for a in c.arguments.args.iter() {
            if let AstExpr::Starred(_) = a {
                return Err(self.unsupported(a, "'*' in a call"));
            }
            let v = self.expr(a)?;
            args.push(self.materialize(v)?);
        }
        let mut kwargs = Vec::new();
        for k in c.arguments.keywords.iter() {
            let Some(name) = &k.arg else { return Err(self.unsupported(k, "'**' in a call")) };
            let v = self.expr(&k.value)?;
            kwargs.push((name.to_string(), self.materialize(v)?));
        }
        self.inline(f, args, kwargs, c)
    }

    /// Positional scalar-or-other arguments, checking the count; keywords are an error.
    fn call_args(&mut self, c: &ast::ExprCall, min: usize, max: usize) -> R<Vec<Val>> {
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
        let h = self.scalar(v, c)?;
        if to == DType::Bool {
            return self.truth(Val::Scalar(h), c).map(Val::Scalar);
        }
        if !crate::compiler::types::kernel_scalar(to) {
            return Err(self.unsupported(c, &format!("{} values", to.name())));
        }
        Ok(Val::Scalar(self.cast(h, to)))
    }

    fn builtin(&mut self, name: &str, c: &ast::ExprCall) -> R<Val> {
        match name {
            "range" => Err(self.err(c, "range() can only be used as the iterable of a for loop in a kernel")),
            "print" => self.print(c),
            "len" => {
                let v = self.call_args(c, 1, 1)?;
                match v.into_iter().next() {
                    Some(Val::Array(a)) => Ok(Val::Scalar(self.dim(&a, 0))),
                    Some(Val::Tuple(t)) => Ok(Val::Scalar(self.lit_int(t.len() as i64, DType::I64))),
                    _ => Err(self.err(c, "len() needs an array or a tuple")),
                }
            }
            "int" => {
                let v = self.call_args(c, 1, 1)?;
                self.convert(v.into_iter().next(), DType::I64, c)
            }
            "float" => {
                let v = self.call_args(c, 1, 1)?;
                self.convert(v.into_iter().next(), DType::F64, c)
            }
            "bool" => {
                let v = self.call_args(c, 1, 1)?;
                self.convert(v.into_iter().next(), DType::Bool, c)
            }
            "abs" => {
                let a = self.scalar_args(c, 1, 1)?[0];
                let ty = self.module.ty(a);
                if ty.is_float() {
                    Ok(Val::Scalar(self.push(Expr::Math { fun: MathFn::Fabs, args: vec![a] }, ty)))
                } else {
                    let t = arith(ty, ty);
                    let a = self.cast(a, t);
                    Ok(Val::Scalar(self.push(Expr::Math { fun: MathFn::IAbs, args: vec![a] }, t)))
                }
            }
            "min" | "max" => {
                let args = self.scalar_args(c, 2, 16)?;
                let mut ty = self.module.ty(args[0]);
                for a in &args[1..] {
                    if let Some(Ty::Scalar(t)) = unify(&Ty::Scalar(ty), &Ty::Scalar(self.module.ty(*a))) {
                        ty = t;
                    }
                }
                let op = if name == "min" { BinaryOp::Min } else { BinaryOp::Max };
                let mut acc = self.cast(args[0], ty);
                for a in &args[1..] {
                    let b = self.cast(*a, ty);
                    acc = self.push(Expr::Binary { op, left: acc, right: b }, ty);
                }
                Ok(Val::Scalar(acc))
            }
            "round" => {
                let args = self.scalar_args(c, 1, 1)?;
                let a = args[0];
                let ty = self.module.ty(a);
                if !ty.is_float() {
                    return Ok(Val::Scalar(self.cast(a, DType::I64)));
                }
                let r = self.push(Expr::Math { fun: MathFn::Round, args: vec![a] }, ty);
                Ok(Val::Scalar(self.cast(r, DType::I64)))
            }
            "pow" => {
                let args = self.scalar_args(c, 2, 2)?;
                self.binary(ast::Operator::Pow, args[0], args[1], c).map(Val::Scalar)
            }
            _ => Err(self.unsupported(c, &format!("{name}()"))),
        }
    }

    fn math(&mut self, module: &str, name: &str, c: &ast::ExprCall) -> R<Val> {
        // libdevice names carry the precision: `sqrtf` is float32, `sqrt` float64.
        let (base, forced) = if module == "libdevice" {
            match name.strip_suffix('f') {
                Some(b) if unary_math(b).is_some() || binary_math(b).is_some() || matches!(b, "floor" | "ceil" | "trunc" | "fma" | "copysign") => {
                    (b, Some(DType::F32))
                }
                _ => (name, Some(DType::F64)),
            }
        } else {
            (name, None)
        };
        let float_of = |t: DType| if t.is_float() { t } else { DType::F64 };
        if let Some(fun) = unary_math(base) {
            let a = self.scalar_args(c, 1, 1)?[0];
            let ty = forced.unwrap_or_else(|| float_of(self.module.ty(a)));
            let a = self.cast(a, ty);
            return Ok(Val::Scalar(self.push(Expr::Math { fun, args: vec![a] }, ty)));
        }
        if let Some(fun) = binary_math(base) {
            let args = self.scalar_args(c, 2, 2)?;
            let (ta, tb) = (self.module.ty(args[0]), self.module.ty(args[1]));
            let ty = forced.unwrap_or_else(|| float_of(arith(ta, tb)));
            let (a, b) = (self.cast(args[0], ty), self.cast(args[1], ty));
            return Ok(Val::Scalar(self.push(Expr::Math { fun, args: vec![a, b] }, ty)));
        }
        match base {
            "floor" | "ceil" | "trunc" => {
                let a = self.scalar_args(c, 1, 1)?[0];
                let fun = match base {
                    "floor" => MathFn::Floor,
                    "ceil" => MathFn::Ceil,
                    _ => MathFn::Trunc,
                };
                let at = self.module.ty(a);
                let ty = forced.unwrap_or_else(|| float_of(at));
                if !at.is_float() && module == "math" {
                    // Python: math.floor of an int is the int.
                    return Ok(Val::Scalar(self.cast(a, DType::I64)));
                }
                let a = self.cast(a, ty);
                let r = self.push(Expr::Math { fun, args: vec![a] }, ty);
                // math.floor/ceil/trunc return int in Python 3 (and in Numba); np.floor and
                // libdevice keep the float.
                Ok(Val::Scalar(if module == "math" { self.cast(r, DType::I64) } else { r }))
            }
            "isnan" | "isinf" | "isfinite" => {
                let a = self.scalar_args(c, 1, 1)?[0];
                let ty = self.module.ty(a);
                if !ty.is_float() {
                    let v = base != "isnan" && base != "isinf";
                    return Ok(Val::Scalar(self.push(Expr::Literal(Literal::Bool(v)), DType::Bool)));
                }
                let fun = match base {
                    "isnan" => MathFn::IsNan,
                    "isinf" => MathFn::IsInf,
                    _ => MathFn::IsFinite,
                };
                Ok(Val::Scalar(self.push(Expr::Math { fun, args: vec![a] }, DType::Bool)))
            }
            "fma" => {
                let args = self.scalar_args(c, 3, 3)?;
                let mut ty = forced.unwrap_or(DType::F32);
                if forced.is_none() {
                    for a in &args {
                        ty = arith(ty, float_of(self.module.ty(*a)));
                    }
                }
                let args: Vec<_> = args.into_iter().map(|a| self.cast(a, ty)).collect();
                Ok(Val::Scalar(self.push(Expr::Math { fun: MathFn::Fma, args }, ty)))
            }
            "abs" | "absolute" if module == "np" => {
                let a = self.scalar_args(c, 1, 1)?[0];
                let ty = self.module.ty(a);
                let fun = if ty.is_float() { MathFn::Fabs } else { MathFn::IAbs };
                Ok(Val::Scalar(self.push(Expr::Math { fun, args: vec![a] }, ty)))
            }
            "minimum" | "maximum" | "fmin" | "fmax" if module != "math" => {
                let args = self.scalar_args(c, 2, 2)?;
                let ty = arith(self.module.ty(args[0]), self.module.ty(args[1]));
                let (a, b) = (self.cast(args[0], ty), self.cast(args[1], ty));
                let op = if base.ends_with("min") || base == "minimum" { BinaryOp::Min } else { BinaryOp::Max };
                Ok(Val::Scalar(self.push(Expr::Binary { op, left: a, right: b }, ty)))
            }
            "popc" | "clz" | "ffs" | "brev" if module == "libdevice" => self.bits(base, c),
            _ => Err(self.err(&*c.func, format!("{module}.{name} is not supported inside a kernel"))),
        }
    }

    fn bits(&mut self, name: &str, c: &ast::ExprCall) -> R<Val> {
        let a = self.scalar_args(c, 1, 1)?[0];
        let ty = self.module.ty(a);
        if ty.is_float() || ty == DType::Bool {
            return Err(self.err(c, format!("{name}() needs an integer, not {}", ty.name())));
        }
        let (fun, rt) = match name {
            "popc" => (MathFn::Popc, DType::I32),
            "clz" => (MathFn::Clz, DType::I32),
            "ffs" => (MathFn::Ffs, DType::I32),
            _ => (MathFn::Brev, ty),
        };
        Ok(Val::Scalar(self.push(Expr::Math { fun, args: vec![a] }, rt)))
    }

    fn grid_like(&mut self, name: &str, c: &ast::ExprCall) -> R<Val> {
        let nd = match c.arguments.args.first().and_then(|a| self.const_int(a)) {
            Some(n @ 1..=3) if c.arguments.args.len() == 1 => n as usize,
            _ => return Err(self.err(c, format!("cuda.{name}(ndim) needs a constant ndim of 1, 2 or 3"))),
        };
        let mut items = Vec::new();
        for ax in &Axis::all()[..nd] {
            let v = if name == "grid" {
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

    fn cuda(&mut self, name: &str, c: &ast::ExprCall) -> R<Val> {
        match name {
            "grid" | "gridsize" => self.grid_like(name, c),
            "syncthreads" => {
                self.call_args(c, 0, 0)?;
                self.emit(Statement::Barrier { kind: BarrierKind::Sync, predicate: None, result: None });
                Ok(Val::None)
            }
            "syncthreads_count" | "syncthreads_and" | "syncthreads_or" => {
                let v = self.call_args(c, 1, 1)?;
                let p = self.truth(v.into_iter().next().unwrap_or(Val::None), c)?;
                let kind = match name {
                    "syncthreads_count" => BarrierKind::Count,
                    "syncthreads_and" => BarrierKind::And,
                    _ => BarrierKind::Or,
                };
                let tmp = self.temp_name("sync");
                let l = self.new_local(&tmp, DType::I32);
                self.emit(Statement::Barrier { kind, predicate: Some(p), result: Some(l) });
                Ok(Val::Scalar(self.push(Expr::Local(l), DType::I32)))
            }
            "threadfence" | "threadfence_block" | "threadfence_system" => {
                self.call_args(c, 0, 0)?;
                let scope = match name {
                    "threadfence" => FenceScope::Device,
                    "threadfence_block" => FenceScope::Block,
                    _ => FenceScope::System,
                };
                self.emit(Statement::Fence(scope));
                Ok(Val::None)
            }
            "fma" => self.math("np", "fma", c),
            "cbrt" => self.math("math", "cbrt", c),
            "popc" | "clz" | "ffs" | "brev" => self.bits(name, c),
            "syncwarp" | "shfl_sync" | "shfl_up_sync" | "shfl_down_sync" | "shfl_xor_sync" | "all_sync" | "any_sync" | "eq_sync" | "ballot_sync"
            | "activemask" => Err(self.unsupported(c, &format!("cuda.{name}()")).with_hint("warp-level primitives are P1 and not built yet")),
            _ => Err(self.err(&*c.func, format!("cuda.{name} is not supported inside a kernel"))),
        }
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
        if !crate::compiler::types::kernel_scalar(dtype) {
            return Err(self.unsupported(dtype_e, &format!("{} arrays", dtype.name())));
        }
        let dynamic = shape.len() == 1 && shape[0] == 0;
        Ok((shape, dtype, dynamic))
    }

    fn array_decl(&mut self, module: &str, name: &str, c: &ast::ExprCall) -> R<Val> {
        match (module, name) {
            ("cuda.shared", "array") => {
                let (shape, dtype, dynamic) = self.shape_dtype(c, "cuda.shared.array")?;
                let ty = ArrayTy { dtype, ndim: shape.len() as u8, layout: Layout::C };
                let shape = if dynamic { Vec::new() } else { shape };
                let n = self.module.arrays.len();
                Ok(Val::Array(ArrayRef::whole(self.module.arrays.append(ArrayDecl {
                    name: format!("$shared{n}"),
                    ty,
                    kind: ArrayKind::Shared { dynamic },
                    shape,
                }))))
            }
            ("cuda.local", "array") => {
                let (shape, dtype, dynamic) = self.shape_dtype(c, "cuda.local.array")?;
                if dynamic {
                    return Err(self.err(c, "cuda.local.array() needs a size above 0"));
                }
                let ty = ArrayTy { dtype, ndim: shape.len() as u8, layout: Layout::C };
                let n = self.module.arrays.len();
                Ok(Val::Array(ArrayRef::whole(self.module.arrays.append(ArrayDecl { name: format!("$local{n}"), ty, kind: ArrayKind::Local, shape }))))
            }
            ("cuda.const", "array_like") => {
                let v = self.call_args(c, 1, 1)?;
                match v.into_iter().next() {
                    Some(Val::Array(a)) if a.fixed.is_empty() && matches!(self.module.arrays[a.decl].kind, ArrayKind::Const(_)) => Ok(Val::Array(a)),
                    Some(Val::Array(_)) => Err(self.err(c, "cuda.const.array_like() needs a global NumPy array (constant memory is filled at compile time)")),
                    _ => Err(self.err(c, "cuda.const.array_like() needs a global NumPy array")),
                }
            }
            _ => Err(self.err(&*c.func, format!("{module}.{name} is not supported inside a kernel"))),
        }
    }

    fn atomic(&mut self, name: &str, c: &ast::ExprCall) -> R<Val> {
        let op = match name {
            "add" => AtomicOp::Add,
            "sub" => AtomicOp::Sub,
            "max" => AtomicOp::Max,
            "min" => AtomicOp::Min,
            "nanmax" => AtomicOp::NanMax,
            "nanmin" => AtomicOp::NanMin,
            "and_" => AtomicOp::And,
            "or_" => AtomicOp::Or,
            "xor" => AtomicOp::Xor,
            "inc" => AtomicOp::Inc,
            "dec" => AtomicOp::Dec,
            "exch" => AtomicOp::Exch,
            "cas" | "compare_and_swap" => AtomicOp::Cas,
            _ => return Err(self.err(&*c.func, format!("cuda.atomic.{name} does not exist"))),
        };
        let want = match name {
            "cas" => 4,
            _ => 3,
        };
        let n = c.arguments.args.len();
        if n != want || !c.arguments.keywords.is_empty() {
            let form = match name {
                "cas" => "cuda.atomic.cas(array, index, old, value)",
                "compare_and_swap" => "cuda.atomic.compare_and_swap(array, old, value)",
                _ => "cuda.atomic.NAME(array, index, value)",
            };
            return Err(self.err(c, format!("{} takes {want} positional arguments ({n} given)", form.replace("NAME", name))));
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
        let dtype = self.module.arrays[a].ty.dtype;
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
        let index = if name == "compare_and_swap" {
            if self.array_ty(&aref).ndim != 1 {
                return Err(self.err(&args[0], "compare_and_swap works on a 1-D array (element 0)"));
            }
            let mut index: Vec<Handle<Expr>> = aref.fixed.iter().map(|l| self.push(Expr::Local(*l), DType::I64)).collect();
            index.push(self.lit_int(0, DType::I64));
            index
        } else {
            self.element_index(&aref, &args[1], false)?
        };
        let (compare, value) = if op == AtomicOp::Cas {
            let k = if name == "cas" { 2 } else { 1 };
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
        self.emit(Statement::Print(parts));
        Ok(Val::None)
    }
}
