//! Scalar semantics of the IR on encoded values: the simulator's arithmetic.
//!
//! Every scalar lives in a `u64`: bool as 0/1, signed integers sign-extended, unsigned integers
//! zero-extended, float32 and float64 as the bits of an `f64` (a float32 is always exactly
//! representable, and is rounded back to float32 after every operation). These functions
//! implement the rules written at the top of `compiler::ir` and nothing else.

use crate::array::dtype::{DType, Kind};
use crate::array::ufunc::{py_floordiv, py_fmod};
use crate::compiler::ir::{BinaryOp, CompareOp, MathFn, UnaryOp};
use crate::libm;

/// A fault raised by one thread's arithmetic.
#[derive(Debug, Clone, PartialEq)]
pub enum ArithFault {
    DivZero(&'static str),
    NegativePower,
}

#[inline]
pub fn f(bits: u64) -> f64 {
    f64::from_bits(bits)
}

#[inline]
pub fn fb(x: f64) -> u64 {
    x.to_bits()
}

#[inline]
pub fn f32b(x: f32) -> u64 {
    (x as f64).to_bits()
}

/// Wrap an integer result to its type's width, re-extended.
#[inline]
pub fn wrap(v: u64, ty: DType) -> u64 {
    match ty {
        DType::I8 => v as i8 as i64 as u64,
        DType::I16 => v as i16 as i64 as u64,
        DType::I32 => v as i32 as i64 as u64,
        DType::U8 => v as u8 as u64,
        DType::U16 => v as u16 as u64,
        DType::U32 => v as u32 as u64,
        DType::Bool => (v != 0) as u64,
        _ => v,
    }
}

pub fn encode_literal(l: crate::compiler::ir::Literal, ty: DType) -> u64 {
    use crate::compiler::ir::Literal;
    match l {
        Literal::Bool(b) => b as u64,
        Literal::Int(i) => {
            if ty.is_float() {
                fb(i as f64)
            } else {
                wrap(i as u64, ty)
            }
        }
        Literal::Float(x) => {
            if ty == DType::F32 {
                f32b(x as f32)
            } else {
                fb(x)
            }
        }
    }
}

pub fn cast(from: DType, to: DType, a: u64) -> u64 {
    match (from.kind(), to.kind()) {
        (Kind::Float, Kind::Float) => {
            if to == DType::F32 {
                f32b(f(a) as f32)
            } else {
                a
            }
        }
        (Kind::Float, Kind::Bool) => (f(a) != 0.0) as u64,
        (Kind::Float, _) => {
            let x = f(a);
            match to {
                DType::I8 => x as i8 as i64 as u64,
                DType::I16 => x as i16 as i64 as u64,
                DType::I32 => x as i32 as i64 as u64,
                DType::I64 => x as i64 as u64,
                DType::U8 => x as u8 as u64,
                DType::U16 => x as u16 as u64,
                DType::U32 => x as u32 as u64,
                _ => x as u64,
            }
        }
        (Kind::Signed, Kind::Float) => {
            if to == DType::F32 {
                f32b(a as i64 as f32)
            } else {
                fb(a as i64 as f64)
            }
        }
        (Kind::Unsigned | Kind::Bool, Kind::Float) => {
            if to == DType::F32 {
                f32b(a as f32)
            } else {
                fb(a as f64)
            }
        }
        (_, Kind::Bool) => (a != 0) as u64,
        _ => wrap(a, to),
    }
}

pub fn truthy(ty: DType, a: u64) -> bool {
    if ty.is_float() {
        f(a) != 0.0
    } else {
        a != 0
    }
}

fn float_op(op: BinaryOp, x: f64, y: f64) -> f64 {
    match op {
        BinaryOp::Add => x + y,
        BinaryOp::Sub => x - y,
        BinaryOp::Mul => x * y,
        BinaryOp::TrueDiv => x / y,
        BinaryOp::FloorDiv => py_floordiv(x, y),
        BinaryOp::Mod => py_fmod(x, y),
        BinaryOp::Pow => x.powf(y),
        BinaryOp::Min => {
            if y < x {
                y
            } else {
                x
            }
        }
        BinaryOp::Max => {
            if y > x {
                y
            } else {
                x
            }
        }
        _ => f64::NAN,
    }
}

fn float32_op(op: BinaryOp, x: f32, y: f32) -> f32 {
    match op {
        BinaryOp::Add => x + y,
        BinaryOp::Sub => x - y,
        BinaryOp::Mul => x * y,
        BinaryOp::TrueDiv => x / y,
        BinaryOp::Pow => x.powf(y),
        // Python's floor division and modulo, computed exactly in float64 and rounded once.
        _ => float_op(op, x as f64, y as f64) as f32,
    }
}

#[inline]
pub fn binary(op: BinaryOp, ty: DType, a: u64, b: u64) -> Result<u64, ArithFault> {
    Ok(match ty.kind() {
        Kind::Float => {
            if ty == DType::F32 {
                f32b(float32_op(op, f(a) as f32, f(b) as f32))
            } else {
                fb(float_op(op, f(a), f(b)))
            }
        }
        Kind::Signed => {
            let (x, y) = (a as i64, b as i64);
            let r = match op {
                BinaryOp::Add => x.wrapping_add(y),
                BinaryOp::Sub => x.wrapping_sub(y),
                BinaryOp::Mul => x.wrapping_mul(y),
                BinaryOp::FloorDiv | BinaryOp::Mod => {
                    if y == 0 {
                        return Err(ArithFault::DivZero(if op == BinaryOp::Mod { "integer modulo by zero" } else { "integer division by zero" }));
                    }
                    let (q, r) = (x.wrapping_div(y), x.wrapping_rem(y));
                    let adjust = r != 0 && ((r < 0) != (y < 0));
                    if op == BinaryOp::FloorDiv {
                        if adjust {
                            q - 1
                        } else {
                            q
                        }
                    } else if adjust {
                        r + y
                    } else {
                        r
                    }
                }
                BinaryOp::Div | BinaryOp::Rem => {
                    if y == 0 {
                        return Err(ArithFault::DivZero(if op == BinaryOp::Rem { "integer modulo by zero" } else { "integer division by zero" }));
                    }
                    if op == BinaryOp::Div {
                        x.wrapping_div(y)
                    } else {
                        x.wrapping_rem(y)
                    }
                }
                BinaryOp::Pow => {
                    if y < 0 {
                        return Err(ArithFault::NegativePower);
                    }
                    x.wrapping_pow(y.min(u32::MAX as i64) as u32)
                }
                BinaryOp::BitAnd => x & y,
                BinaryOp::BitOr => x | y,
                BinaryOp::BitXor => x ^ y,
                BinaryOp::Shl => {
                    if (0..64).contains(&y) {
                        x << y
                    } else {
                        0
                    }
                }
                BinaryOp::Shr => {
                    if (0..64).contains(&y) {
                        x >> y
                    } else if x < 0 {
                        -1
                    } else {
                        0
                    }
                }
                BinaryOp::Min => x.min(y),
                BinaryOp::Max => x.max(y),
                BinaryOp::TrueDiv => return Ok(fb(x as f64 / y as f64)),
            };
            wrap(r as u64, ty)
        }
        Kind::Unsigned | Kind::Bool => {
            let (x, y) = (a, b);
            let r = match op {
                BinaryOp::Add => x.wrapping_add(y),
                BinaryOp::Sub => x.wrapping_sub(y),
                BinaryOp::Mul => x.wrapping_mul(y),
                BinaryOp::FloorDiv | BinaryOp::Mod | BinaryOp::Div | BinaryOp::Rem => {
                    if y == 0 {
                        return Err(ArithFault::DivZero(if matches!(op, BinaryOp::Mod | BinaryOp::Rem) {
                            "integer modulo by zero"
                        } else {
                            "integer division by zero"
                        }));
                    }
                    if matches!(op, BinaryOp::FloorDiv | BinaryOp::Div) {
                        x / y
                    } else {
                        x % y
                    }
                }
                BinaryOp::Pow => x.wrapping_pow(y.min(u32::MAX as u64) as u32),
                BinaryOp::BitAnd => x & y,
                BinaryOp::BitOr => x | y,
                BinaryOp::BitXor => x ^ y,
                BinaryOp::Shl => {
                    if y < 64 {
                        x << y
                    } else {
                        0
                    }
                }
                BinaryOp::Shr => {
                    if y < 64 {
                        x >> y
                    } else {
                        0
                    }
                }
                BinaryOp::Min => x.min(y),
                BinaryOp::Max => x.max(y),
                BinaryOp::TrueDiv => return Ok(fb(x as f64 / y as f64)),
            };
            wrap(r, ty)
        }
        Kind::Complex => 0,
    })
}

#[inline]
pub fn compare(op: CompareOp, ty: DType, a: u64, b: u64) -> u64 {
    let ord = match ty.kind() {
        Kind::Float => f(a).partial_cmp(&f(b)),
        Kind::Signed => Some((a as i64).cmp(&(b as i64))),
        _ => Some(a.cmp(&b)),
    };
    use std::cmp::Ordering::*;
    (match (op, ord) {
        (CompareOp::Ne, None) => true,
        (_, None) => false,
        (CompareOp::Eq, Some(o)) => o == Equal,
        (CompareOp::Ne, Some(o)) => o != Equal,
        (CompareOp::Lt, Some(o)) => o == Less,
        (CompareOp::Le, Some(o)) => o != Greater,
        (CompareOp::Gt, Some(o)) => o == Greater,
        (CompareOp::Ge, Some(o)) => o != Less,
    }) as u64
}

pub fn unary(op: UnaryOp, ty: DType, a: u64) -> u64 {
    match op {
        UnaryOp::Not => (a == 0) as u64,
        UnaryOp::Neg => {
            if ty == DType::F32 {
                f32b(-(f(a) as f32))
            } else if ty.is_float() {
                fb(-f(a))
            } else {
                wrap((a as i64).wrapping_neg() as u64, ty)
            }
        }
        UnaryOp::BitNot => wrap(!a, ty),
    }
}

/// The float types kernels compute in, with the operations `MathFn` names. float32 math is done
/// in float32 (libm's `…f` functions), as the GPU does, not in float64 and rounded.
trait SimFloat: Copy + PartialOrd + std::ops::Rem<Output = Self> {
    const NAN: Self;
    fn one() -> Self;
    fn erf(self) -> Self;
    fn erfc(self) -> Self;
    fn tgamma(self) -> Self;
    fn lgamma(self) -> Self;
    fn sqrt(self) -> Self;
    fn cbrt(self) -> Self;
    fn exp(self) -> Self;
    fn exp2(self) -> Self;
    fn exp_m1(self) -> Self;
    fn ln(self) -> Self;
    fn log2(self) -> Self;
    fn log10(self) -> Self;
    fn ln_1p(self) -> Self;
    fn sin(self) -> Self;
    fn cos(self) -> Self;
    fn tan(self) -> Self;
    fn asin(self) -> Self;
    fn acos(self) -> Self;
    fn atan(self) -> Self;
    fn sinh(self) -> Self;
    fn cosh(self) -> Self;
    fn tanh(self) -> Self;
    fn asinh(self) -> Self;
    fn acosh(self) -> Self;
    fn atanh(self) -> Self;
    fn floor(self) -> Self;
    fn ceil(self) -> Self;
    fn trunc(self) -> Self;
    fn round_ties_even(self) -> Self;
    fn abs(self) -> Self;
    fn atan2(self, y: Self) -> Self;
    fn hypot(self, y: Self) -> Self;
    fn powf(self, y: Self) -> Self;
    fn copysign(self, y: Self) -> Self;
    fn max(self, y: Self) -> Self;
    fn min(self, y: Self) -> Self;
    fn is_nan(self) -> bool;
    fn mul_add(self, y: Self, z: Self) -> Self;
    fn div(self, y: Self) -> Self;
}

macro_rules! sim_float {
    ($t:ty, $erf:path, $erfc:path, $tgamma:path, $lgamma:path) => {
        impl SimFloat for $t {
            const NAN: Self = <$t>::NAN;
            fn one() -> Self {
                1.0
            }
            fn erf(self) -> Self {
                $erf(self)
            }
            fn erfc(self) -> Self {
                $erfc(self)
            }
            fn tgamma(self) -> Self {
                $tgamma(self)
            }
            fn lgamma(self) -> Self {
                $lgamma(self)
            }
            sim_float!(@unary $t: sqrt cbrt exp exp2 exp_m1 ln log2 log10 ln_1p sin cos tan asin acos atan sinh cosh tanh asinh acosh atanh
                floor ceil trunc round_ties_even abs);
            sim_float!(@binary $t: atan2 hypot powf copysign max min);
            fn is_nan(self) -> bool {
                <$t>::is_nan(self)
            }
            fn mul_add(self, y: Self, z: Self) -> Self {
                <$t>::mul_add(self, y, z)
            }
            fn div(self, y: Self) -> Self {
                self / y
            }
        }
    };
    (@unary $t:ty: $($m:ident)*) => {
        $(fn $m(self) -> Self {
            <$t>::$m(self)
        })*
    };
    (@binary $t:ty: $($m:ident)*) => {
        $(fn $m(self, y: Self) -> Self {
            <$t>::$m(self, y)
        })*
    };
}

sim_float!(f64, libm::erf, libm::erfc, libm::tgamma, libm::lgamma);
sim_float!(f32, libm::erff, libm::erfcf, libm::tgammaf, libm::lgammaf);

/// A float `MathFn` in the type `T`; `fmod` is Rust's `%` (C's fmod).
fn math_float<T: SimFloat>(fun: MathFn, x: T, y: T, z: T) -> T {
    use MathFn::*;
    match fun {
        Sqrt => x.sqrt(),
        Rsqrt => T::one().div(x.sqrt()),
        Cbrt => x.cbrt(),
        Exp => x.exp(),
        Exp2 => x.exp2(),
        Expm1 => x.exp_m1(),
        Log => x.ln(),
        Log2 => x.log2(),
        Log10 => x.log10(),
        Log1p => x.ln_1p(),
        Sin => x.sin(),
        Cos => x.cos(),
        Tan => x.tan(),
        Asin => x.asin(),
        Acos => x.acos(),
        Atan => x.atan(),
        Sinh => x.sinh(),
        Cosh => x.cosh(),
        Tanh => x.tanh(),
        Asinh => x.asinh(),
        Acosh => x.acosh(),
        Atanh => x.atanh(),
        Erf => x.erf(),
        Erfc => x.erfc(),
        Gamma => x.tgamma(),
        Lgamma => x.lgamma(),
        Floor => x.floor(),
        Ceil => x.ceil(),
        Trunc => x.trunc(),
        Round => x.round_ties_even(),
        Fabs => x.abs(),
        Atan2 => x.atan2(y),
        Hypot => x.hypot(y),
        Pow => x.powf(y),
        Fmod => x % y,
        Copysign => x.copysign(y),
        Maximum | Minimum if x.is_nan() => x,
        Maximum | Minimum if y.is_nan() => y,
        Maximum => {
            if y > x {
                y
            } else {
                x
            }
        }
        Minimum => {
            if y < x {
                y
            } else {
                x
            }
        }
        Fmax => x.max(y),
        Fmin => x.min(y),
        Fma => x.mul_add(y, z),
        // Not float functions: `math` handles them before coming here.
        Powi | IsNan | IsInf | IsFinite | Popc | Clz | Ffs | Brev | IAbs => T::NAN,
    }
}

/// A math function: `ty` is the result type, `arg_ty` the type of the (first) argument.
pub fn math(fun: MathFn, ty: DType, arg_ty: DType, a: &[u64]) -> u64 {
    let get = |i: usize| a.get(i).copied().unwrap_or(0);
    match fun {
        MathFn::IsNan => (f(get(0)).is_nan()) as u64,
        MathFn::IsInf => (f(get(0)).is_infinite()) as u64,
        MathFn::IsFinite => (f(get(0)).is_finite()) as u64,
        MathFn::Popc | MathFn::Clz | MathFn::Ffs | MathFn::Brev => {
            let bits = arg_ty.itemsize() as u32 * 8;
            let x = get(0) & if bits == 64 { u64::MAX } else { (1u64 << bits) - 1 };
            let r = match fun {
                MathFn::Popc => x.count_ones() as u64,
                MathFn::Clz => (x.leading_zeros() - (64 - bits)) as u64,
                MathFn::Ffs => {
                    if x == 0 {
                        0
                    } else {
                        x.trailing_zeros() as u64 + 1
                    }
                }
                _ => x.reverse_bits() >> (64 - bits),
            };
            wrap(r, ty)
        }
        MathFn::IAbs => wrap((get(0) as i64).wrapping_abs() as u64, ty),
        MathFn::Powi => {
            let e = get(1) as i64;
            if ty == DType::F32 {
                f32b(powi(f(get(0)) as f32, e))
            } else {
                fb(powi(f(get(0)), e))
            }
        }
        _ => {
            if ty == DType::F32 {
                f32b(math_float(fun, f(get(0)) as f32, f(get(1)) as f32, f(get(2)) as f32))
            } else {
                fb(math_float(fun, f(get(0)), f(get(1)), f(get(2))))
            }
        }
    }
}

/// Numba's `int_power`: exponentiation by squaring in the base's type.
fn powi<T: Copy + std::ops::Mul<Output = T> + std::ops::Div<Output = T> + From<u8>>(base: T, exp: i64) -> T {
    let mut e = exp.unsigned_abs();
    let mut a = base;
    let mut r = T::from(1u8);
    loop {
        if e & 1 == 1 {
            r = r * a;
        }
        e >>= 1;
        if e == 0 {
            break;
        }
        a = a * a;
    }
    if exp < 0 {
        T::from(1u8) / r
    } else {
        r
    }
}

/// `%lld` / `%llu` / `%f` as the GPU's printf writes them; bools as Python does.
pub fn print_value(ty: DType, a: u64) -> String {
    match ty.kind() {
        Kind::Bool => if a != 0 { "True" } else { "False" }.to_string(),
        Kind::Signed => (a as i64).to_string(),
        Kind::Unsigned => a.to_string(),
        _ => {
            let x = f(a);
            if x.is_nan() {
                if x.is_sign_negative() { "-nan" } else { "nan" }.to_string()
            } else if x.is_infinite() {
                if x < 0.0 { "-inf" } else { "inf" }.to_string()
            } else {
                format!("{x:.6}")
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn integer_semantics_follow_python_and_wrap() {
        let i = |v: i64| v as u64;
        assert_eq!(binary(BinaryOp::FloorDiv, DType::I64, i(-7), i(2)).unwrap() as i64, -4);
        assert_eq!(binary(BinaryOp::Mod, DType::I64, i(-7), i(2)).unwrap() as i64, 1);
        assert_eq!(binary(BinaryOp::Add, DType::I32, i(i32::MAX as i64), i(1)).unwrap() as i64, i32::MIN as i64);
        assert!(binary(BinaryOp::FloorDiv, DType::I64, 1, 0).is_err());
        assert_eq!(cast(DType::F64, DType::I32, fb(-2.7)) as i64, -2);
        assert_eq!(cast(DType::F64, DType::F32, fb(0.1)), f32b(0.1f32));
        assert_eq!(print_value(DType::F32, f32b(1.5)), "1.500000");
        assert_eq!(print_value(DType::I64, i(-3)), "-3");
    }
}
