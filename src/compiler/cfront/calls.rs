//! Calls in raw CUDA C kernels: the CUDA math library (with C++'s float overloads: `sqrt` of a
//! `float` is a `float`), `min`/`max`, barriers, fences, warp shuffles and votes, atomics,
//! `printf`, and the unit's own `__device__` functions (inlined by `lower.rs`). A name the
//! subset lacks is an error naming it. Owns the table of builtins; must not parse.

use super::ast::{self, ExprKind};
use super::lower::{c_name, common, Lowerer, V};
use crate::array::dtype::DType;
use crate::compiler::ir::*;
use crate::compiler::CompileError;

type R<T> = Result<T, CompileError>;

/// A math function's C names: the float one (`sqrtf`), the double/overloaded one (`sqrt`), and
/// the fast intrinsic (`__fsqrt_rn`-style names map to the same function).
const MATH: &[(&str, MathFn)] = &[
    ("sqrt", MathFn::Sqrt),
    ("rsqrt", MathFn::Rsqrt),
    ("cbrt", MathFn::Cbrt),
    ("exp", MathFn::Exp),
    ("exp2", MathFn::Exp2),
    ("expm1", MathFn::Expm1),
    ("log", MathFn::Log),
    ("log2", MathFn::Log2),
    ("log10", MathFn::Log10),
    ("log1p", MathFn::Log1p),
    ("sin", MathFn::Sin),
    ("cos", MathFn::Cos),
    ("tan", MathFn::Tan),
    ("asin", MathFn::Asin),
    ("acos", MathFn::Acos),
    ("atan", MathFn::Atan),
    ("sinh", MathFn::Sinh),
    ("cosh", MathFn::Cosh),
    ("tanh", MathFn::Tanh),
    ("asinh", MathFn::Asinh),
    ("acosh", MathFn::Acosh),
    ("atanh", MathFn::Atanh),
    ("erf", MathFn::Erf),
    ("erfc", MathFn::Erfc),
    ("tgamma", MathFn::Gamma),
    ("lgamma", MathFn::Lgamma),
    ("floor", MathFn::Floor),
    ("ceil", MathFn::Ceil),
    ("trunc", MathFn::Trunc),
    ("rint", MathFn::Round),
    ("nearbyint", MathFn::Round),
    ("fabs", MathFn::Fabs),
    ("atan2", MathFn::Atan2),
    ("hypot", MathFn::Hypot),
    ("pow", MathFn::Pow),
    ("fmod", MathFn::Fmod),
    ("copysign", MathFn::Copysign),
    ("fmax", MathFn::Fmax),
    ("fmin", MathFn::Fmin),
    ("fma", MathFn::Fma),
];

/// CUDA's fast intrinsics: the same functions at float precision.
const INTRINSICS: &[(&str, MathFn)] = &[
    ("__expf", MathFn::Exp),
    ("__exp10f", MathFn::Exp),
    ("__logf", MathFn::Log),
    ("__log2f", MathFn::Log2),
    ("__log10f", MathFn::Log10),
    ("__sinf", MathFn::Sin),
    ("__cosf", MathFn::Cos),
    ("__tanf", MathFn::Tan),
    ("__powf", MathFn::Pow),
    ("__fsqrt_rn", MathFn::Sqrt),
    ("__frsqrt_rn", MathFn::Rsqrt),
];

const ATOMICS: &[(&str, AtomicOp)] = &[
    ("atomicAdd", AtomicOp::Add),
    ("atomicSub", AtomicOp::Sub),
    ("atomicExch", AtomicOp::Exch),
    ("atomicMin", AtomicOp::Min),
    ("atomicMax", AtomicOp::Max),
    ("atomicInc", AtomicOp::Inc),
    ("atomicDec", AtomicOp::Dec),
    ("atomicCAS", AtomicOp::Cas),
    ("atomicAnd", AtomicOp::And),
    ("atomicOr", AtomicOp::Or),
    ("atomicXor", AtomicOp::Xor),
];

impl Lowerer<'_> {
    pub(super) fn call(&mut self, name: &str, args: &[ast::Expr], span: ast::Span) -> R<V> {
        if let Some(f) = self.device_function(name) {
            let f = f.clone();
            return self.inline_call(&f, args, span);
        }
        let base = name.strip_suffix("_block").or_else(|| name.strip_suffix("_system")).unwrap_or(name);
        if let Some((_, op)) = ATOMICS.iter().find(|(n, _)| *n == base) {
            return self.atomic(*op, name, args, span);
        }
        if let Some((_, f)) = INTRINSICS.iter().find(|(n, _)| *n == name) {
            return self.math(*f, args, Some(DType::F32), name, span);
        }
        if let Some((_, f)) = MATH.iter().find(|(n, _)| *n == name) {
            return self.math(*f, args, None, name, span);
        }
        if let Some(stem) = name.strip_suffix('f') {
            if let Some((_, f)) = MATH.iter().find(|(n, _)| *n == stem) {
                return self.math(*f, args, Some(DType::F32), name, span);
            }
        }
        match name {
            "__syncthreads" => {
                self.arity(name, args, 0, span)?;
                self.emit(Statement::Barrier { kind: BarrierKind::Sync, predicate: None, result: None });
                Ok(V::S(self.lit_int(0, DType::I32)))
            }
            "__syncthreads_count" | "__syncthreads_and" | "__syncthreads_or" => {
                self.arity(name, args, 1, span)?;
                let p = self.cond(&args[0])?;
                let kind = match name {
                    "__syncthreads_count" => BarrierKind::Count,
                    "__syncthreads_and" => BarrierKind::And,
                    _ => BarrierKind::Or,
                };
                let r = self.temp(DType::I32);
                self.emit(Statement::Barrier { kind, predicate: Some(p), result: Some(r) });
                Ok(V::S(self.read(r)))
            }
            "__threadfence" | "__threadfence_block" | "__threadfence_system" => {
                self.arity(name, args, 0, span)?;
                let scope = match name {
                    "__threadfence_block" => FenceScope::Block,
                    "__threadfence" => FenceScope::Device,
                    _ => FenceScope::System,
                };
                self.emit(Statement::Fence(scope));
                Ok(V::S(self.lit_int(0, DType::I32)))
            }
            "__syncwarp" => {
                let mask = match args {
                    [] => None,
                    [m] => Some(self.u32_arg(m)?),
                    _ => return Err(self.err(span, "__syncwarp takes at most one argument (the lane mask)")),
                };
                self.emit(Statement::Warp { op: WarpOp::Sync, mask, value: None, arg: None, result: None, result2: None });
                Ok(V::S(self.lit_int(0, DType::I32)))
            }
            "__activemask" => {
                self.arity(name, args, 0, span)?;
                let r = self.temp(DType::U32);
                self.emit(Statement::Warp { op: WarpOp::ActiveMask, mask: None, value: None, arg: None, result: Some(r), result2: None });
                Ok(V::S(self.read(r)))
            }
            "__shfl_sync" | "__shfl_up_sync" | "__shfl_down_sync" | "__shfl_xor_sync" => self.shuffle(name, args, span),
            "__ballot_sync" | "__all_sync" | "__any_sync" => {
                self.arity(name, args, 2, span)?;
                let mask = self.u32_arg(&args[0])?;
                let p = self.cond(&args[1])?;
                let (op, ty) = match name {
                    "__ballot_sync" => (WarpOp::Ballot, DType::I32),
                    "__all_sync" => (WarpOp::All, DType::Bool),
                    _ => (WarpOp::Any, DType::Bool),
                };
                let r = self.temp(ty);
                self.emit(Statement::Warp { op, mask: Some(mask), value: Some(p), arg: None, result: Some(r), result2: None });
                let v = self.read(r);
                // C's types: the ballot is `unsigned`, the votes `int`.
                Ok(V::S(if op == WarpOp::Ballot { self.cast(v, DType::U32) } else { self.cast(v, DType::I32) }))
            }
            "printf" => self.printf(args, span),
            "min" | "max" | "umin" | "umax" | "llmin" | "llmax" | "ullmin" | "ullmax" => {
                self.arity(name, args, 2, span)?;
                let a = self.rvalue(&args[0])?;
                let b = self.rvalue(&args[1])?;
                let t = common(self.ty(a), self.ty(b));
                let (a, b) = (self.cast(a, t), self.cast(b, t));
                let is_max = name.ends_with("max");
                Ok(V::S(if t.is_float() {
                    let fun = if is_max { MathFn::Fmax } else { MathFn::Fmin };
                    self.push(Expr::Math { fun, args: vec![a, b] }, t)
                } else {
                    let op = if is_max { BinaryOp::Max } else { BinaryOp::Min };
                    self.push(Expr::Binary { op, left: a, right: b }, t)
                }))
            }
            "abs" | "labs" | "llabs" => {
                self.arity(name, args, 1, span)?;
                let a = self.rvalue(&args[0])?;
                let t = self.ty(a);
                Ok(V::S(if t.is_float() {
                    self.push(Expr::Math { fun: MathFn::Fabs, args: vec![a] }, t)
                } else {
                    let t = if name == "abs" { common(t, DType::I32) } else { DType::I64 };
                    let a = self.cast(a, t);
                    self.push(Expr::Math { fun: MathFn::IAbs, args: vec![a] }, t)
                }))
            }
            "round" | "roundf" | "lround" | "lroundf" | "llround" | "llroundf" => self.round_away(name, args, span),
            "isnan" | "isinf" | "isfinite" | "signbit" => {
                self.arity(name, args, 1, span)?;
                let a = self.rvalue(&args[0])?;
                let t = if self.ty(a) == DType::F32 { DType::F32 } else { DType::F64 };
                let a = self.cast(a, t);
                if name == "signbit" {
                    let one = self.push(Expr::Literal(Literal::Float(1.0)), t);
                    let signed = self.push(Expr::Math { fun: MathFn::Copysign, args: vec![one, a] }, t);
                    let zero = self.push(Expr::Literal(Literal::Float(0.0)), t);
                    return Ok(V::S(self.push(Expr::Compare { op: CompareOp::Lt, left: signed, right: zero }, DType::Bool)));
                }
                let fun = match name {
                    "isnan" => MathFn::IsNan,
                    "isinf" => MathFn::IsInf,
                    _ => MathFn::IsFinite,
                };
                Ok(V::S(self.push(Expr::Math { fun, args: vec![a] }, DType::Bool)))
            }
            "__fdividef" | "fdividef" | "__fdiv_rn" => {
                self.arity(name, args, 2, span)?;
                let a = self.rvalue(&args[0])?;
                let b = self.rvalue(&args[1])?;
                let (a, b) = (self.cast(a, DType::F32), self.cast(b, DType::F32));
                Ok(V::S(self.push(Expr::Binary { op: BinaryOp::TrueDiv, left: a, right: b }, DType::F32)))
            }
            "__popc" | "__popcll" | "__clz" | "__clzll" | "__ffs" | "__ffsll" | "__brev" | "__brevll" => {
                self.arity(name, args, 1, span)?;
                let wide = name.ends_with("ll");
                let a = self.rvalue(&args[0])?;
                let at = if wide { DType::U64 } else { DType::U32 };
                let a = self.cast(a, at);
                let (fun, rt) = match name.trim_end_matches("ll") {
                    "__popc" => (MathFn::Popc, DType::I32),
                    "__clz" => (MathFn::Clz, DType::I32),
                    "__ffs" => (MathFn::Ffs, DType::I32),
                    _ => (MathFn::Brev, at),
                };
                Ok(V::S(self.push(Expr::Math { fun, args: vec![a] }, rt)))
            }
            _ => Err(self.unknown_function(name, span)),
        }
    }

    fn unknown_function(&self, name: &str, span: ast::Span) -> CompileError {
        // CUDA's reinterpreting intrinsics (`__int_as_float`, `__float_as_int`…) and other
        // `__`-prefixed device functions exist; the simulator's subset lacks them.
        if name.starts_with("__") {
            return self.unsupported(span, &format!("the CUDA intrinsic '{name}'"));
        }
        let known = [
            "sincos",
            "sincosf",
            "__sincosf",
            "clock",
            "clock64",
            "assert",
            "malloc",
            "free",
            "memcpy",
            "memset",
            "curand",
            "curand_init",
            "curand_uniform",
            "tex1Dfetch",
            "tex2D",
            "__ldg",
        ];
        if known.contains(&name) || name.starts_with("curand") || name.starts_with("tex") || name.starts_with("cooperative") {
            self.unsupported(span, &format!("'{name}'"))
        } else {
            self.err(span, format!("use of undeclared identifier '{name}'"))
        }
    }

    fn arity(&self, name: &str, args: &[ast::Expr], n: usize, span: ast::Span) -> R<()> {
        if args.len() != n {
            return Err(self.err(span, format!("'{name}' takes {n} argument{}, {} given", if n == 1 { "" } else { "s" }, args.len())));
        }
        Ok(())
    }

    fn u32_arg(&mut self, e: &ast::Expr) -> R<Handle<Expr>> {
        let v = self.rvalue(e)?;
        Ok(self.cast(v, DType::U32))
    }

    /// A math function: the `f` names and intrinsics compute in float; the plain names follow
    /// C++'s overloads (float stays float, integers and doubles compute in double).
    fn math(&mut self, fun: MathFn, args: &[ast::Expr], force: Option<DType>, name: &str, span: ast::Span) -> R<V> {
        let want = match fun {
            MathFn::Atan2 | MathFn::Hypot | MathFn::Pow | MathFn::Fmod | MathFn::Copysign | MathFn::Fmax | MathFn::Fmin => 2,
            MathFn::Fma => 3,
            _ => 1,
        };
        self.arity(name, args, want, span)?;
        let mut vals = Vec::new();
        for a in args {
            vals.push(self.rvalue(a)?);
        }
        let t = match force {
            Some(t) => t,
            None => {
                if vals.iter().all(|v| self.ty(*v) == DType::F32) {
                    DType::F32
                } else {
                    DType::F64
                }
            }
        };
        let vals = vals.into_iter().map(|v| self.cast(v, t)).collect();
        Ok(V::S(self.push(Expr::Math { fun, args: vals }, t)))
    }

    /// C's `round`: half away from zero (not the IR's `Round`, which is half to even):
    /// `t = trunc(x)`, then one more step away from zero when `|x - t| >= 0.5`.
    fn round_away(&mut self, name: &str, args: &[ast::Expr], span: ast::Span) -> R<V> {
        self.arity(name, args, 1, span)?;
        let x = self.rvalue(&args[0])?;
        let t = if name.ends_with('f') || self.ty(x) == DType::F32 { DType::F32 } else { DType::F64 };
        let x = self.cast(x, t);
        let xl = self.hold(x);
        let xr = self.read(xl);
        let tr = self.push(Expr::Math { fun: MathFn::Trunc, args: vec![xr] }, t);
        let out = self.temp(t);
        self.emit(Statement::Assign { local: out, value: tr });
        let (a, b) = (self.read(xl), self.read(out));
        let diff = self.push(Expr::Binary { op: BinaryOp::Sub, left: a, right: b }, t);
        let ad = self.push(Expr::Math { fun: MathFn::Fabs, args: vec![diff] }, t);
        let half = self.push(Expr::Literal(Literal::Float(0.5)), t);
        let far = self.push(Expr::Compare { op: CompareOp::Ge, left: ad, right: half }, DType::Bool);
        let one = self.push(Expr::Literal(Literal::Float(1.0)), t);
        let xs = self.read(xl);
        let step = self.push(Expr::Math { fun: MathFn::Copysign, args: vec![one, xs] }, t);
        let cur = self.read(out);
        let moved = self.push(Expr::Binary { op: BinaryOp::Add, left: cur, right: step }, t);
        let span_ir = self.span;
        self.emit(Statement::If { cond: far, accept: vec![(Statement::Assign { local: out, value: moved }, span_ir)], reject: Vec::new() });
        let v = self.read(out);
        Ok(V::S(match name {
            "lround" | "lroundf" | "llround" | "llroundf" => self.cast(v, DType::I64),
            _ => v,
        }))
    }

    fn shuffle(&mut self, name: &str, args: &[ast::Expr], span: ast::Span) -> R<V> {
        if args.len() == 4 {
            match self.const_value(&args[3]) {
                Some(32) => {}
                _ => return Err(self.unsupported(args[3].span, &format!("'{name}' with a width other than 32"))),
            }
        } else {
            self.arity(name, args, 3, span)?;
        }
        let mask = self.u32_arg(&args[0])?;
        let v = self.rvalue(&args[1])?;
        let vt = self.ty(v);
        // The IR shuffles 32- and 64-bit ints and floats; narrower and unsigned values travel
        // as their signed carrier and come back.
        let carrier = match vt {
            DType::F32 | DType::F64 | DType::I32 | DType::I64 => vt,
            DType::U64 => DType::I64,
            _ => DType::I32,
        };
        let v = self.cast(v, carrier);
        let lane = self.rvalue(&args[2])?;
        let lane = self.cast(lane, DType::I32);
        let op = match name {
            "__shfl_sync" => WarpOp::ShflIdx,
            "__shfl_up_sync" => WarpOp::ShflUp,
            "__shfl_down_sync" => WarpOp::ShflDown,
            _ => WarpOp::ShflXor,
        };
        let r = self.temp(carrier);
        self.emit(Statement::Warp { op, mask: Some(mask), value: Some(v), arg: Some(lane), result: Some(r), result2: None });
        let out = self.read(r);
        let back = if vt == DType::Bool { DType::I32 } else { vt };
        Ok(V::S(self.cast(out, back)))
    }

    fn atomic(&mut self, op: AtomicOp, name: &str, args: &[ast::Expr], span: ast::Span) -> R<V> {
        let want = if op == AtomicOp::Cas { 3 } else { 2 };
        self.arity(name, args, want, span)?;
        let (array, index) = match self.expr(&args[0])? {
            V::Ptr(a, off) => (a, vec![self.offset_or_zero(off)]),
            V::Addr(a, idx) => (a, idx),
            _ => return Err(self.err(args[0].span, format!("'{name}' needs the address of an element: {name}(&a[i], value) or {name}(p, value)"))),
        };
        let dtype = self.module.arrays[array].ty.dtype;
        let allowed = match op {
            AtomicOp::Add | AtomicOp::Exch => matches!(dtype, DType::I32 | DType::U32 | DType::U64 | DType::I64 | DType::F32 | DType::F64),
            AtomicOp::Inc | AtomicOp::Dec => dtype == DType::U32,
            AtomicOp::Sub => matches!(dtype, DType::I32 | DType::U32),
            _ => matches!(dtype, DType::I32 | DType::U32 | DType::U64 | DType::I64),
        };
        if !allowed {
            return Err(self.err(args[0].span, format!("no instance of '{name}' matches a '{} *' address", c_name(dtype))));
        }
        let (compare, value) = if op == AtomicOp::Cas {
            let c = self.rvalue(&args[1])?;
            let v = self.rvalue(&args[2])?;
            (Some(self.cast(c, dtype)), self.cast(v, dtype))
        } else {
            let v = self.rvalue(&args[1])?;
            (None, self.cast(v, dtype))
        };
        let r = self.temp(dtype);
        self.emit(Statement::Atomic { op, array, index, value, compare, result: Some(r) });
        Ok(V::S(self.read(r)))
    }

    /// `printf(format, args…)`: the format is split at compile time into text and checked
    /// conversions; `%s` of a string literal becomes text.
    fn printf(&mut self, args: &[ast::Expr], span: ast::Span) -> R<V> {
        let Some(first) = args.first() else { return Err(self.err(span, "printf needs a format string")) };
        let ExprKind::Str(fmt) = &first.kind else { return Err(self.unsupported(first.span, "a printf format that is not a string literal")) };
        let mut parts = Vec::new();
        let mut text = String::new();
        let mut rest = args[1..].iter();
        let mut chars = fmt.char_indices().peekable();
        while let Some((i, c)) = chars.next() {
            if c != '%' {
                text.push(c);
                continue;
            }
            if chars.peek().map(|p| p.1) == Some('%') {
                chars.next();
                text.push('%');
                continue;
            }
            let mut end = i + 1;
            for (j, c) in chars.by_ref() {
                end = j + c.len_utf8();
                if c.is_ascii_alphabetic() && !"hlLzjt".contains(c) {
                    break;
                }
            }
            let spec = &fmt[i..end.min(fmt.len())];
            let Some(arg) = rest.next() else { return Err(self.err(first.span, format!("printf: '{spec}' has no argument"))) };
            if spec.ends_with('s') {
                match self.expr(arg)? {
                    V::Str(s) => text.push_str(&string_conversion(spec, &s)),
                    _ => return Err(self.unsupported(arg.span, "printf's '%s' of anything but a string literal")),
                }
                continue;
            }
            let Some(parsed) = crate::compiler::printf_spec::parse_spec(spec) else {
                return Err(self.unsupported(first.span, &format!("the printf conversion '{spec}'")));
            };
            let v = self.rvalue(arg)?;
            let t = self.ty(v);
            let float_conv = "fFeEgG".contains(parsed.conv);
            if float_conv != t.is_float() {
                let what = if float_conv { "a floating-point value" } else { "an integer" };
                return Err(self.err(arg.span, format!("printf: '{spec}' expects {what}, but the argument is '{}'", c_name(t))));
            }
            // C's default promotions: float → double.
            let v = if t == DType::F32 { self.cast(v, DType::F64) } else { v };
            if !text.is_empty() {
                parts.push(PrintArg::Text(std::mem::take(&mut text)));
            }
            parts.push(PrintArg::Format(spec.to_string(), v));
        }
        if let Some(extra) = rest.next() {
            return Err(self.err(extra.span, "printf: more arguments than the format uses"));
        }
        if !text.is_empty() {
            parts.push(PrintArg::Text(text));
        }
        self.emit(Statement::Print(parts, PrintStyle::C));
        Ok(V::S(self.lit_int(0, DType::I32)))
    }
}

/// `%s` of a string literal, as printf lays it out: `-` left-aligns, the width pads, the
/// precision cuts.
fn string_conversion(spec: &str, s: &str) -> String {
    let Some(sp) = crate::compiler::printf_spec::parse_conversion(spec, "s") else { return s.to_string() };
    let cut: String = match sp.precision {
        Some(p) => s.chars().take(p).collect(),
        None => s.to_string(),
    };
    let pad = sp.width.saturating_sub(cut.chars().count());
    if sp.left {
        format!("{cut}{}", " ".repeat(pad))
    } else {
        format!("{}{cut}", " ".repeat(pad))
    }
}
