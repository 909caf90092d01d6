//! NumPy's scalar functions and constants in kernels (`np.sqrt(x)` on a scalar, as Numba allows),
//! by NumPy's names, including NumPy 2's array-API aliases (`np.asin`, `np.pow`…).
//!
//! They compute in the arguments' float type (integers as float64); `floor`/`ceil`/`trunc` keep
//! the float and `abs` keeps an integer's type, as NumPy's ufuncs do.

use super::{Builtin, Precision, Rule};
use crate::compiler::ir::{BinaryOp, CompareOp, MathFn};

macro_rules! np {
    ($name:literal, $fun:ident, 1, $doc:literal) => {
        Builtin {
            path: concat!("np.", $name),
            rule: Rule::Float { fun: MathFn::$fun, arity: 1, precision: Precision::Args },
            sig: concat!($name, "(x)"),
            doc: $doc,
        }
    };
    ($name:literal, $fun:ident, 2, $doc:literal) => {
        Builtin {
            path: concat!("np.", $name),
            rule: Rule::Float { fun: MathFn::$fun, arity: 2, precision: Precision::Args },
            sig: concat!($name, "(x1, x2)"),
            doc: $doc,
        }
    };
}

macro_rules! other {
    ($name:literal, $rule:expr, $sig:literal, $doc:literal) => {
        Builtin { path: concat!("np.", $name), rule: $rule, sig: $sig, doc: $doc }
    };
}

pub(super) const TABLE: &[Builtin] = &[
    np!("sqrt", Sqrt, 1, "Square root."),
    np!("cbrt", Cbrt, 1, "Cube root."),
    np!("exp", Exp, 1, "e raised to x."),
    np!("exp2", Exp2, 1, "2 raised to x."),
    np!("expm1", Expm1, 1, "exp(x) - 1, accurate for small x."),
    np!("log", Log, 1, "Natural logarithm."),
    np!("log2", Log2, 1, "Base-2 logarithm."),
    np!("log10", Log10, 1, "Base-10 logarithm."),
    np!("log1p", Log1p, 1, "log(1 + x), accurate for small x."),
    np!("sin", Sin, 1, "Sine."),
    np!("cos", Cos, 1, "Cosine."),
    np!("tan", Tan, 1, "Tangent."),
    np!("arcsin", Asin, 1, "Inverse sine."),
    np!("arccos", Acos, 1, "Inverse cosine."),
    np!("arctan", Atan, 1, "Inverse tangent."),
    np!("asin", Asin, 1, "Inverse sine."),
    np!("acos", Acos, 1, "Inverse cosine."),
    np!("atan", Atan, 1, "Inverse tangent."),
    np!("sinh", Sinh, 1, "Hyperbolic sine."),
    np!("cosh", Cosh, 1, "Hyperbolic cosine."),
    np!("tanh", Tanh, 1, "Hyperbolic tangent."),
    np!("arcsinh", Asinh, 1, "Inverse hyperbolic sine."),
    np!("arccosh", Acosh, 1, "Inverse hyperbolic cosine."),
    np!("arctanh", Atanh, 1, "Inverse hyperbolic tangent."),
    np!("asinh", Asinh, 1, "Inverse hyperbolic sine."),
    np!("acosh", Acosh, 1, "Inverse hyperbolic cosine."),
    np!("atanh", Atanh, 1, "Inverse hyperbolic tangent."),
    np!("fabs", Fabs, 1, "Absolute value as a float."),
    np!("rint", Round, 1, "Round to the nearest integer, half to even (a float)."),
    np!("arctan2", Atan2, 2, "Element-wise arc tangent of x1/x2."),
    np!("atan2", Atan2, 2, "Element-wise arc tangent of x1/x2."),
    np!("hypot", Hypot, 2, "sqrt(x1**2 + x2**2)."),
    np!("power", Pow, 2, "x1 raised to x2, as floats."),
    np!("pow", Pow, 2, "x1 raised to x2, as floats."),
    np!("fmod", Fmod, 2, "C's fmod: the remainder with the sign of x1."),
    np!("copysign", Copysign, 2, "x1 with the sign of x2."),
    other!("floor", Rule::Rounding { fun: MathFn::Floor, to_int: false, precision: Precision::Args }, "floor(x)", "The largest integer <= x (a float)."),
    other!("ceil", Rule::Rounding { fun: MathFn::Ceil, to_int: false, precision: Precision::Args }, "ceil(x)", "The smallest integer >= x (a float)."),
    other!("trunc", Rule::Rounding { fun: MathFn::Trunc, to_int: false, precision: Precision::Args }, "trunc(x)", "x truncated towards 0 (a float)."),
    other!("isnan", Rule::Classify(MathFn::IsNan), "isnan(x)", "True where x is NaN."),
    other!("isinf", Rule::Classify(MathFn::IsInf), "isinf(x)", "True where x is infinite."),
    other!("isfinite", Rule::Classify(MathFn::IsFinite), "isfinite(x)", "True where x is neither infinite nor NaN."),
    other!("abs", Rule::Abs { promote: false }, "abs(x)", "Absolute value, in x's type."),
    other!("absolute", Rule::Abs { promote: false }, "absolute(x)", "Absolute value, in x's type."),
    other!("minimum", Rule::MinMax { op: BinaryOp::Min, variadic: false, float: Some(MathFn::Minimum) }, "minimum(x1, x2)", "The smaller of two numbers."),
    other!("maximum", Rule::MinMax { op: BinaryOp::Max, variadic: false, float: Some(MathFn::Maximum) }, "maximum(x1, x2)", "The larger of two numbers."),
    other!("fmin", Rule::MinMax { op: BinaryOp::Min, variadic: false, float: Some(MathFn::Fmin) }, "fmin(x1, x2)", "The smaller of two numbers."),
    other!("fmax", Rule::MinMax { op: BinaryOp::Max, variadic: false, float: Some(MathFn::Fmax) }, "fmax(x1, x2)", "The larger of two numbers."),
    other!("add", Rule::Arith(BinaryOp::Add), "add(x1, x2)", "x1 + x2 in the operands' common type."),
    other!("subtract", Rule::Arith(BinaryOp::Sub), "subtract(x1, x2)", "x1 - x2 in the operands' common type."),
    other!("multiply", Rule::Arith(BinaryOp::Mul), "multiply(x1, x2)", "x1 * x2 in the operands' common type."),
    other!("divide", Rule::Arith(BinaryOp::TrueDiv), "divide(x1, x2)", "x1 / x2 as floats."),
    other!("true_divide", Rule::Arith(BinaryOp::TrueDiv), "true_divide(x1, x2)", "x1 / x2 as floats."),
    other!("floor_divide", Rule::Arith(BinaryOp::FloorDiv), "floor_divide(x1, x2)", "x1 // x2 in the operands' common type."),
    other!("remainder", Rule::Arith(BinaryOp::Mod), "remainder(x1, x2)", "x1 % x2 (the sign of x2) in the operands' common type."),
    other!("mod", Rule::Arith(BinaryOp::Mod), "mod(x1, x2)", "x1 % x2 (the sign of x2) in the operands' common type."),
    other!("bitwise_and", Rule::Arith(BinaryOp::BitAnd), "bitwise_and(x1, x2)", "x1 & x2 of integers or bools."),
    other!("bitwise_or", Rule::Arith(BinaryOp::BitOr), "bitwise_or(x1, x2)", "x1 | x2 of integers or bools."),
    other!("bitwise_xor", Rule::Arith(BinaryOp::BitXor), "bitwise_xor(x1, x2)", "x1 ^ x2 of integers or bools."),
    other!("left_shift", Rule::Arith(BinaryOp::Shl), "left_shift(x1, x2)", "x1 << x2 of integers."),
    other!("right_shift", Rule::Arith(BinaryOp::Shr), "right_shift(x1, x2)", "x1 >> x2 of integers."),
    other!("invert", Rule::Invert, "invert(x)", "~x of an integer or bool."),
    other!("bitwise_not", Rule::Invert, "bitwise_not(x)", "~x of an integer or bool."),
    other!("equal", Rule::Compare(CompareOp::Eq), "equal(x1, x2)", "x1 == x2."),
    other!("not_equal", Rule::Compare(CompareOp::Ne), "not_equal(x1, x2)", "x1 != x2."),
    other!("less", Rule::Compare(CompareOp::Lt), "less(x1, x2)", "x1 < x2."),
    other!("less_equal", Rule::Compare(CompareOp::Le), "less_equal(x1, x2)", "x1 <= x2."),
    other!("greater", Rule::Compare(CompareOp::Gt), "greater(x1, x2)", "x1 > x2."),
    other!("greater_equal", Rule::Compare(CompareOp::Ge), "greater_equal(x1, x2)", "x1 >= x2."),
    other!("logical_and", Rule::Logical(Some(BinaryOp::BitAnd)), "logical_and(x1, x2)", "x1 and x2, as bool."),
    other!("logical_or", Rule::Logical(Some(BinaryOp::BitOr)), "logical_or(x1, x2)", "x1 or x2, as bool."),
    other!("logical_xor", Rule::Logical(Some(BinaryOp::BitXor)), "logical_xor(x1, x2)", "One of x1 and x2 true, as bool."),
    other!("logical_not", Rule::Logical(None), "logical_not(x)", "not x, as bool."),
    other!("degrees", Rule::Scale(180.0 / std::f64::consts::PI), "degrees(x)", "Radians to degrees."),
    other!("rad2deg", Rule::Scale(180.0 / std::f64::consts::PI), "rad2deg(x)", "Radians to degrees."),
    other!("radians", Rule::Scale(std::f64::consts::PI / 180.0), "radians(x)", "Degrees to radians."),
    other!("deg2rad", Rule::Scale(std::f64::consts::PI / 180.0), "deg2rad(x)", "Degrees to radians."),
    other!("pi", Rule::Constant(std::f64::consts::PI), "pi", "The constant pi."),
    other!("e", Rule::Constant(std::f64::consts::E), "e", "The constant e."),
    other!("inf", Rule::Constant(f64::INFINITY), "inf", "Positive infinity."),
    other!("nan", Rule::Constant(f64::NAN), "nan", "A quiet NaN."),
];
