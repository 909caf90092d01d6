//! Python's `math` module and CUDA's libdevice (`numba.cuda.libdevice`) in kernels.
//!
//! `math` computes in the arguments' float type (integers as float64) and its `floor`/`ceil`/
//! `trunc` return int64, as in Python and Numba. libdevice names carry their precision: `sqrtf`
//! is float32, `sqrt` float64, arguments converted.

use super::{Builtin, Precision, Rule};
use crate::array::dtype::DType;
use crate::compiler::ir::MathFn;

const ARGS: Precision = Precision::Args;
const F32: Precision = Precision::Fixed(DType::F32);
const F64: Precision = Precision::Fixed(DType::F64);

macro_rules! float {
    ($path:expr, $fun:ident, $arity:literal, $prec:expr, $sig:expr, $doc:expr) => {
        Builtin { path: $path, rule: Rule::Float { fun: MathFn::$fun, arity: $arity, precision: $prec }, sig: $sig, doc: $doc }
    };
}

/// `math.NAME(x)` computed in the argument's float type.
macro_rules! m1 {
    ($name:literal, $fun:ident, $doc:literal) => {
        float!(concat!("math.", $name), $fun, 1, ARGS, concat!($name, "(x)"), $doc)
    };
}

macro_rules! m2 {
    ($name:literal, $fun:ident, $doc:literal) => {
        float!(concat!("math.", $name), $fun, 2, ARGS, concat!($name, "(x, y)"), $doc)
    };
}

/// `libdevice.NAME` (float64) and `libdevice.NAMEf` (float32).
macro_rules! ld {
    ($name:literal, $fun:ident, 1, $doc:literal) => {
        [
            float!(concat!("libdevice.", $name), $fun, 1, F64, concat!($name, "(x)"), $doc),
            float!(concat!("libdevice.", $name, "f"), $fun, 1, F32, concat!($name, "f(x)"), $doc),
        ]
    };
    ($name:literal, $fun:ident, 2, $doc:literal) => {
        [
            float!(concat!("libdevice.", $name), $fun, 2, F64, concat!($name, "(x, y)"), $doc),
            float!(concat!("libdevice.", $name, "f"), $fun, 2, F32, concat!($name, "f(x, y)"), $doc),
        ]
    };
}

pub(super) const MATH: &[Builtin] = &[
    Builtin { path: "math.degrees", rule: Rule::Scale(180.0 / std::f64::consts::PI), sig: "degrees(x)", doc: "Radians to degrees." },
    Builtin { path: "math.radians", rule: Rule::Scale(std::f64::consts::PI / 180.0), sig: "radians(x)", doc: "Degrees to radians." },
    m1!("sqrt", Sqrt, "Square root."),
    m1!("cbrt", Cbrt, "Cube root."),
    m1!("exp", Exp, "e raised to x."),
    m1!("exp2", Exp2, "2 raised to x."),
    m1!("expm1", Expm1, "exp(x) - 1, accurate for small x."),
    m1!("log", Log, "Natural logarithm."),
    m1!("log2", Log2, "Base-2 logarithm."),
    m1!("log10", Log10, "Base-10 logarithm."),
    m1!("log1p", Log1p, "log(1 + x), accurate for small x."),
    m1!("sin", Sin, "Sine of x radians."),
    m1!("cos", Cos, "Cosine of x radians."),
    m1!("tan", Tan, "Tangent of x radians."),
    m1!("asin", Asin, "Arc sine, in radians."),
    m1!("acos", Acos, "Arc cosine, in radians."),
    m1!("atan", Atan, "Arc tangent, in radians."),
    m1!("sinh", Sinh, "Hyperbolic sine."),
    m1!("cosh", Cosh, "Hyperbolic cosine."),
    m1!("tanh", Tanh, "Hyperbolic tangent."),
    m1!("asinh", Asinh, "Inverse hyperbolic sine."),
    m1!("acosh", Acosh, "Inverse hyperbolic cosine."),
    m1!("atanh", Atanh, "Inverse hyperbolic tangent."),
    m1!("erf", Erf, "Error function."),
    m1!("erfc", Erfc, "Complementary error function."),
    m1!("gamma", Gamma, "Gamma function."),
    m1!("lgamma", Lgamma, "Natural logarithm of |Gamma(x)|."),
    m1!("fabs", Fabs, "Absolute value as a float."),
    m2!("atan2", Atan2, "Arc tangent of x/y (y/x in C's order: atan2(y, x)), in radians."),
    m2!("hypot", Hypot, "sqrt(x*x + y*y) without overflow."),
    m2!("pow", Pow, "x raised to y, as floats."),
    m2!("fmod", Fmod, "C's fmod: the remainder with the sign of x."),
    m2!("copysign", Copysign, "x with the sign of y."),
    Builtin {
        path: "math.floor",
        rule: Rule::Rounding { fun: MathFn::Floor, to_int: true, precision: ARGS },
        sig: "floor(x)",
        doc: "The largest integer <= x, as int64.",
    },
    Builtin {
        path: "math.ceil",
        rule: Rule::Rounding { fun: MathFn::Ceil, to_int: true, precision: ARGS },
        sig: "ceil(x)",
        doc: "The smallest integer >= x, as int64.",
    },
    Builtin {
        path: "math.trunc",
        rule: Rule::Rounding { fun: MathFn::Trunc, to_int: true, precision: ARGS },
        sig: "trunc(x)",
        doc: "x truncated towards 0, as int64.",
    },
    Builtin { path: "math.isnan", rule: Rule::Classify(MathFn::IsNan), sig: "isnan(x)", doc: "True if x is a NaN." },
    Builtin { path: "math.isinf", rule: Rule::Classify(MathFn::IsInf), sig: "isinf(x)", doc: "True if x is infinite." },
    Builtin { path: "math.isfinite", rule: Rule::Classify(MathFn::IsFinite), sig: "isfinite(x)", doc: "True if x is neither infinite nor NaN." },
    Builtin { path: "math.fma", rule: Rule::Fma(ARGS), sig: "fma(x, y, z)", doc: "x * y + z with one rounding." },
    Builtin { path: "math.pi", rule: Rule::Constant(std::f64::consts::PI), sig: "pi", doc: "The constant pi." },
    Builtin { path: "math.e", rule: Rule::Constant(std::f64::consts::E), sig: "e", doc: "The constant e." },
    Builtin { path: "math.tau", rule: Rule::Constant(std::f64::consts::TAU), sig: "tau", doc: "The constant 2 pi." },
    Builtin { path: "math.inf", rule: Rule::Constant(f64::INFINITY), sig: "inf", doc: "Positive infinity." },
    Builtin { path: "math.nan", rule: Rule::Constant(f64::NAN), sig: "nan", doc: "A quiet NaN." },
];

pub(super) const LIBDEVICE_FLOAT: &[[Builtin; 2]] = &[
    ld!("sqrt", Sqrt, 1, "Square root."),
    ld!("rsqrt", Rsqrt, 1, "1 / sqrt(x)."),
    ld!("cbrt", Cbrt, 1, "Cube root."),
    ld!("exp", Exp, 1, "e raised to x."),
    ld!("exp2", Exp2, 1, "2 raised to x."),
    ld!("expm1", Expm1, 1, "exp(x) - 1, accurate for small x."),
    ld!("log", Log, 1, "Natural logarithm."),
    ld!("log2", Log2, 1, "Base-2 logarithm."),
    ld!("log10", Log10, 1, "Base-10 logarithm."),
    ld!("log1p", Log1p, 1, "log(1 + x), accurate for small x."),
    ld!("sin", Sin, 1, "Sine."),
    ld!("cos", Cos, 1, "Cosine."),
    ld!("tan", Tan, 1, "Tangent."),
    ld!("asin", Asin, 1, "Arc sine."),
    ld!("acos", Acos, 1, "Arc cosine."),
    ld!("atan", Atan, 1, "Arc tangent."),
    ld!("sinh", Sinh, 1, "Hyperbolic sine."),
    ld!("cosh", Cosh, 1, "Hyperbolic cosine."),
    ld!("tanh", Tanh, 1, "Hyperbolic tangent."),
    ld!("asinh", Asinh, 1, "Inverse hyperbolic sine."),
    ld!("acosh", Acosh, 1, "Inverse hyperbolic cosine."),
    ld!("atanh", Atanh, 1, "Inverse hyperbolic tangent."),
    ld!("erf", Erf, 1, "Error function."),
    ld!("erfc", Erfc, 1, "Complementary error function."),
    ld!("tgamma", Gamma, 1, "Gamma function."),
    ld!("lgamma", Lgamma, 1, "Natural logarithm of |Gamma(x)|."),
    ld!("fabs", Fabs, 1, "Absolute value."),
    ld!("rint", Round, 1, "Round to the nearest integer, half to even (a float)."),
    ld!("atan2", Atan2, 2, "Arc tangent of x/y."),
    ld!("pow", Pow, 2, "x raised to y."),
    ld!("hypot", Hypot, 2, "sqrt(x*x + y*y) without overflow."),
    ld!("fmod", Fmod, 2, "Remainder with the sign of x."),
    ld!("copysign", Copysign, 2, "x with the sign of y."),
];

macro_rules! ld_round {
    ($name:literal, $fun:ident, $doc:literal) => {
        [
            Builtin {
                path: concat!("libdevice.", $name),
                rule: Rule::Rounding { fun: MathFn::$fun, to_int: false, precision: F64 },
                sig: concat!($name, "(x)"),
                doc: $doc,
            },
            Builtin {
                path: concat!("libdevice.", $name, "f"),
                rule: Rule::Rounding { fun: MathFn::$fun, to_int: false, precision: F32 },
                sig: concat!($name, "f(x)"),
                doc: $doc,
            },
        ]
    };
}

pub(super) const LIBDEVICE_OTHER: &[[Builtin; 2]] = &[
    ld_round!("floor", Floor, "The largest integer <= x (a float)."),
    ld_round!("ceil", Ceil, "The smallest integer >= x (a float)."),
    ld_round!("trunc", Trunc, "x truncated towards 0 (a float)."),
    [
        Builtin { path: "libdevice.fma", rule: Rule::Fma(F64), sig: "fma(x, y, z)", doc: "x * y + z with one rounding." },
        Builtin { path: "libdevice.fmaf", rule: Rule::Fma(F32), sig: "fmaf(x, y, z)", doc: "x * y + z with one rounding." },
    ],
];

pub(super) const LIBDEVICE_BITS: &[Builtin] = &[
    Builtin { path: "libdevice.popc", rule: Rule::Bits(MathFn::Popc), sig: "popc(x)", doc: "The number of set bits (int32)." },
    Builtin { path: "libdevice.clz", rule: Rule::Bits(MathFn::Clz), sig: "clz(x)", doc: "The number of leading zero bits (int32)." },
    Builtin { path: "libdevice.ffs", rule: Rule::Bits(MathFn::Ffs), sig: "ffs(x)", doc: "The position of the lowest set bit, from 1; 0 for 0 (int32)." },
    Builtin { path: "libdevice.brev", rule: Rule::Bits(MathFn::Brev), sig: "brev(x)", doc: "The bits of x reversed." },
];

/// `cmath`: the functions kernels have, lowered in `lower/complex.rs` with Numba's algorithms.
pub(super) const CMATH: &[Builtin] = &[
    Builtin { path: "cmath.exp", rule: Rule::Cmath, sig: "exp(z)", doc: "The exponential of z." },
    Builtin { path: "cmath.log", rule: Rule::Cmath, sig: "log(z)", doc: "The natural logarithm of z (principal branch)." },
    Builtin { path: "cmath.sqrt", rule: Rule::Cmath, sig: "sqrt(z)", doc: "The square root of z (principal branch)." },
    Builtin { path: "cmath.phase", rule: Rule::Cmath, sig: "phase(z)", doc: "The argument of z, a float in [-pi, pi]." },
    Builtin { path: "cmath.polar", rule: Rule::Cmath, sig: "polar(z)", doc: "(abs(z), phase(z))." },
    Builtin { path: "cmath.rect", rule: Rule::Cmath, sig: "rect(r, phi)", doc: "The complex number with modulus r and argument phi." },
    Builtin { path: "cmath.isnan", rule: Rule::Cmath, sig: "isnan(z)", doc: "True if either part is NaN." },
    Builtin { path: "cmath.isinf", rule: Rule::Cmath, sig: "isinf(z)", doc: "True if either part is infinite." },
    Builtin { path: "cmath.isfinite", rule: Rule::Cmath, sig: "isfinite(z)", doc: "True if both parts are finite." },
];
