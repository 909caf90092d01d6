//! C names for the IR's locals, arrays and kernel: Python's names where C allows them, made
//! unique (`x`, `x_2`…) and kept clear of C++ keywords, of what CUDA declares globally (math
//! functions, vector types) and of the runtime's `cl_` prefix.

use std::collections::HashSet;

/// Names a generated unit must not declare: C++ keywords and alternative tokens, CUDA's
/// built-in variables and vector types, and every function the CUDA math API and the device
/// runtime declare in the global namespace (a kernel named `norm` would clash with CUDA's
/// `norm()`, a local named `sqrt` would hide it from the runtime header's code).
const RESERVED: &[&str] = &[
    // C++ keywords and alternative tokens.
    "alignas", "alignof", "and_eq", "asm", "auto", "bitand", "bitor", "bool", "break", "case", "catch", "char", "char16_t", "char32_t", "class", "compl", "const", "const_cast",
    "constexpr", "continue", "decltype", "default", "delete", "do", "double", "dynamic_cast", "else", "enum", "explicit", "export", "extern", "false", "float", "for", "friend",
    "goto", "if", "inline", "int", "long", "mutable", "namespace", "new", "noexcept", "not_eq", "nullptr", "operator", "or_eq", "private", "protected", "public", "register",
    "reinterpret_cast", "return", "short", "signed", "sizeof", "static", "static_assert", "static_cast", "struct", "switch", "template", "this", "thread_local", "throw", "true",
    "try", "typedef", "typeid", "typename", "union", "unsigned", "using", "virtual", "void", "volatile", "wchar_t", "while", "xor", "xor_eq", "main", "NULL", "size_t",
    "ptrdiff_t", "NAN", "INFINITY",
    // CUDA built-ins and types.
    "threadIdx", "blockIdx", "blockDim", "gridDim", "warpSize", "dim3", "uint", "ushort", "ulong", "char1", "char2", "char3", "char4", "uchar1", "uchar2", "uchar3", "uchar4",
    "short1", "short2", "short3", "short4", "ushort1", "ushort2", "ushort3", "ushort4", "int1", "int2", "int3", "int4", "uint1", "uint2", "uint3", "uint4", "long1", "long2",
    "long3", "long4", "ulong1", "ulong2", "ulong3", "ulong4", "longlong1", "longlong2", "ulonglong1", "ulonglong2", "float1", "float2", "float3", "float4", "double1",
    "double2", "half", "half2", "printf", "malloc", "free", "memcpy", "memset", "assert", "clock", "clock64", "exit", "trap",
    // The CUDA math API (double and float forms) and integer functions.
    "abs", "labs", "llabs", "min", "max", "umin", "umax", "llmin", "llmax", "ullmin", "ullmax", "acos", "acosf", "acosh", "acoshf", "asin", "asinf", "asinh", "asinhf", "atan",
    "atan2", "atan2f", "atanf", "atanh", "atanhf", "cbrt", "cbrtf", "ceil", "ceilf", "copysign", "copysignf", "cos", "cosf", "cosh", "coshf", "cospi", "cospif",
    "cyl_bessel_i0", "cyl_bessel_i0f", "cyl_bessel_i1", "cyl_bessel_i1f", "erf", "erfc", "erfcf", "erfcinv", "erfcinvf", "erfcx", "erfcxf", "erff", "erfinv", "erfinvf", "exp",
    "exp10", "exp10f", "exp2", "exp2f", "expf", "expm1", "expm1f", "fabs", "fabsf", "fdim", "fdimf", "floor", "floorf", "fma", "fmaf", "fmax", "fmaxf", "fmin", "fminf", "fmod",
    "fmodf", "frexp", "frexpf", "hypot", "hypotf", "ilogb", "ilogbf", "isfinite", "isinf", "isnan", "j0", "j0f", "j1", "j1f", "jn", "jnf", "ldexp", "ldexpf", "lgamma",
    "lgammaf", "llrint", "llrintf", "llround", "llroundf", "log", "log10", "log10f", "log1p", "log1pf", "log2", "log2f", "logb", "logbf", "logf", "lrint", "lrintf", "lround",
    "lroundf", "modf", "modff", "nan", "nanf", "nearbyint", "nearbyintf", "nextafter", "nextafterf", "norm", "norm3d", "norm3df", "norm4d", "norm4df", "normcdf", "normcdff",
    "normcdfinv", "normcdfinvf", "normf", "pow", "powf", "rcbrt", "rcbrtf", "remainder", "remainderf", "remquo", "remquof", "rhypot", "rhypotf", "rint", "rintf", "rnorm",
    "rnorm3d", "rnorm3df", "rnorm4d", "rnorm4df", "rnormf", "round", "roundf", "rsqrt", "rsqrtf", "scalbln", "scalblnf", "scalbn", "scalbnf", "signbit", "sin", "sincos",
    "sincosf", "sincospi", "sincospif", "sinf", "sinh", "sinhf", "sinpi", "sinpif", "sqrt", "sqrtf", "tan", "tanf", "tanh", "tanhf", "tgamma", "tgammaf", "trunc", "truncf",
    "y0", "y0f", "y1", "y1f", "yn", "ynf", "fdividef", "saturate", "mul24", "umul24", "mulhi", "umulhi", "mul64hi", "umul64hi", "signbitf",
];

#[derive(Default)]
pub struct Namer {
    used: HashSet<String>,
}

impl Namer {
    /// A fresh C identifier close to `python`.
    pub fn name(&mut self, python: &str) -> String {
        let mut base: String = python.chars().map(|c| if c.is_ascii_alphanumeric() || c == '_' { c } else { '_' }).collect();
        base = base.trim_matches('_').to_string();
        while base.contains("__") {
            base = base.replace("__", "_");
        }
        if base.is_empty() || base.starts_with(|c: char| c.is_ascii_digit()) {
            base = format!("v_{base}");
        }
        if RESERVED.contains(&base.as_str()) || base.starts_with("cl_") {
            base.push('_');
        }
        let mut name = base.clone();
        let mut n = 2;
        while !self.used.insert(name.clone()) {
            name = format!("{base}_{n}");
            n += 1;
        }
        name
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn names_are_unique_and_legal() {
        let mut n = super::Namer::default();
        assert_eq!(n.name("x"), "x");
        assert_eq!(n.name("x"), "x_2");
        assert_eq!(n.name("$range1.stop"), "range1_stop");
        assert_eq!(n.name("$ret$0"), "ret_0");
        assert_eq!(n.name("int"), "int_");
        assert_eq!(n.name("cl_fault"), "cl_fault_");
        assert_eq!(n.name("norm"), "norm_");
        assert_eq!(n.name("float4"), "float4_");
    }
}
