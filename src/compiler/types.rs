//! Numba's type lattice for kernels, as the compiler sees it.
//!
//! Owns `Ty` (scalars, arrays, tuples, none), how Numba prints them (`array(float32, 1d, C)`),
//! signature strings (`'void(float32[:], int32)'`), and Numba's typing rules for operators and
//! unification. Scalar promotion is delegated to `array::dtype::promote`, the one table shared
//! with host arrays; this module only adds Numba's kernel-side twists (integers widen to 64 bits,
//! true division of integers is float64). Must not know about the AST or the IR.

use crate::array::dtype::{promote, DType, Kind};
use std::fmt;

/// Memory layout of an array argument, as in Numba's `array(float32, 2d, C)`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Layout {
    C,
    F,
    A,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ArrayTy {
    pub dtype: DType,
    pub ndim: u8,
    pub layout: Layout,
}

/// The type of a kernel value.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Ty {
    Scalar(DType),
    Array(ArrayTy),
    Tuple(Vec<Ty>),
    None,
}

/// A kernel signature: argument types and the return type (`void` for kernels).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Signature {
    pub ret: Ty,
    pub args: Vec<Ty>,
}

pub fn scalar_name(d: DType) -> &'static str {
    if d == DType::Bool {
        "bool"
    } else {
        d.name()
    }
}

impl fmt::Display for ArrayTy {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "array({}, {}d, {:?})", scalar_name(self.dtype), self.ndim, self.layout)
    }
}

impl fmt::Display for Ty {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            Ty::Scalar(d) => f.write_str(scalar_name(*d)),
            Ty::Array(a) => a.fmt(f),
            Ty::None => f.write_str("none"),
            Ty::Tuple(items) => {
                if !items.is_empty() && items.iter().all(|t| *t == items[0]) {
                    write!(f, "UniTuple({} x {})", items[0], items.len())
                } else {
                    f.write_str("Tuple(")?;
                    for (i, t) in items.iter().enumerate() {
                        if i > 0 {
                            f.write_str(", ")?;
                        }
                        t.fmt(f)?;
                    }
                    f.write_str(")")
                }
            }
        }
    }
}

impl fmt::Display for Signature {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        let ret = if self.ret == Ty::None { "void".to_string() } else { self.ret.to_string() };
        write!(f, "{ret}(")?;
        for (i, a) in self.args.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            a.fmt(f)?;
        }
        f.write_str(")")
    }
}

/// Scalar types a kernel can compute with (float16 and complex are P1).
pub fn kernel_scalar(d: DType) -> bool {
    !matches!(d, DType::F16 | DType::C64 | DType::C128)
}

/// A scalar type name as Numba spells it in signatures (`float32`, `int64`, `boolean`, `f4`…).
pub fn scalar_from_name(name: &str) -> Option<DType> {
    Some(match name {
        "boolean" | "bool_" | "b1" | "bool" => DType::Bool,
        "int8" | "i1" | "byte" => DType::I8,
        "int16" | "i2" => DType::I16,
        "int32" | "i4" | "intc" => DType::I32,
        "int64" | "i8" | "intp" | "int_" => DType::I64,
        "uint8" | "u1" | "uchar" => DType::U8,
        "uint16" | "u2" => DType::U16,
        "uint32" | "u4" | "uintc" => DType::U32,
        "uint64" | "u8" | "uintp" => DType::U64,
        "float16" | "f2" => DType::F16,
        "float32" | "f4" | "float" => DType::F32,
        "float64" | "f8" | "double" => DType::F64,
        "complex64" | "c8" => DType::C64,
        "complex128" | "c16" => DType::C128,
        _ => return None,
    })
}

#[derive(Debug, thiserror::Error, PartialEq)]
#[error("invalid signature {text:?}: {why}")]
pub struct SignatureError {
    pub text: String,
    pub why: String,
}

/// Parse `'void(float32[:], int32)'`, `'float32(float32, float32)'` or `'(int32[:, ::1],)'`.
pub fn parse_signature(text: &str) -> Result<Signature, SignatureError> {
    let err = |why: &str| SignatureError { text: text.to_string(), why: why.to_string() };
    let s = text.trim();
    let open = s.find('(').ok_or_else(|| err("expected 'return_type(arg_types, ...)'"))?;
    if !s.ends_with(')') {
        return Err(err("missing ')' at the end"));
    }
    let ret_text = s[..open].trim();
    let ret = if ret_text.is_empty() || ret_text == "void" || ret_text == "none" { Ty::None } else { parse_type(ret_text).map_err(|w| err(&w))? };
    let inner = &s[open + 1..s.len() - 1];
    let mut args = Vec::new();
    for part in split_top(inner) {
        let part = part.trim();
        if part.is_empty() {
            continue;
        }
        args.push(parse_type(part).map_err(|w| err(&w))?);
    }
    Ok(Signature { ret, args })
}

/// Split on commas that are not inside brackets.
fn split_top(s: &str) -> Vec<&str> {
    let (mut depth, mut start, mut out) = (0i32, 0usize, Vec::new());
    for (i, c) in s.char_indices() {
        match c {
            '[' | '(' => depth += 1,
            ']' | ')' => depth -= 1,
            ',' if depth == 0 => {
                out.push(&s[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    out.push(&s[start..]);
    out
}

/// One type: `float32`, `float32[:]`, `int32[:, ::1]`, `float64[::1, :]`.
pub fn parse_type(text: &str) -> Result<Ty, String> {
    let t = text.trim();
    let (name, dims) = match t.find('[') {
        Some(i) if t.ends_with(']') => (t[..i].trim(), Some(&t[i + 1..t.len() - 1])),
        Some(_) => return Err(format!("unbalanced brackets in {t:?}")),
        None => (t, None),
    };
    let name = name.strip_prefix("numba.").unwrap_or(name);
    let name = name.strip_prefix("types.").unwrap_or(name);
    let dtype = scalar_from_name(name).ok_or_else(|| format!("unknown type {name:?}"))?;
    let Some(dims) = dims else { return Ok(Ty::Scalar(dtype)) };
    let parts: Vec<&str> = split_top(dims).into_iter().map(str::trim).collect();
    if parts.iter().any(|p| !matches!(p.replace(' ', "").as_str(), ":" | "::1")) {
        return Err(format!("array dimensions are written ':' or '::1', not {dims:?}"));
    }
    let contiguous: Vec<bool> = parts.iter().map(|p| p.replace(' ', "") == "::1").collect();
    let n = parts.len();
    let layout = if n == 1 && contiguous[0] || n > 1 && contiguous[n - 1] && !contiguous[..n - 1].iter().any(|c| *c) {
        Layout::C
    } else if n > 1 && contiguous[0] && !contiguous[1..].iter().any(|c| *c) {
        Layout::F
    } else if contiguous.iter().any(|c| *c) {
        return Err(format!("'::1' may mark only the first or the last dimension in {dims:?}"));
    } else {
        Layout::A
    };
    Ok(Ty::Array(ArrayTy { dtype, ndim: n as u8, layout }))
}

/// Integers widen to 64 bits in Numba's arithmetic (`int32 + int32` is `int64`).
fn widen(d: DType) -> DType {
    match d.kind() {
        Kind::Bool | Kind::Signed => DType::I64,
        Kind::Unsigned => DType::U64,
        _ => d,
    }
}

/// The result type of `+ - * // % **` and the bitwise operators on two scalars.
/// Integers: 64 bits, signed if either side is (Numba's `choose_result_int`); otherwise the
/// shared promotion table over the widened types (`float32 * int64` is `float64`).
pub fn arith(a: DType, b: DType) -> DType {
    let int_like = |d: DType| matches!(d.kind(), Kind::Bool | Kind::Signed | Kind::Unsigned);
    if int_like(a) && int_like(b) {
        if a.kind() == Kind::Unsigned && b.kind() == Kind::Unsigned {
            DType::U64
        } else {
            DType::I64
        }
    } else if a == b {
        a
    } else {
        let (wa, wb) = (if a == DType::Bool { a } else { widen(a) }, if b == DType::Bool { b } else { widen(b) });
        promote(wa, wb)
    }
}

/// `/`: integers divide as float64.
pub fn true_div(a: DType, b: DType) -> DType {
    let r = arith(a, b);
    if r.is_float() {
        r
    } else {
        DType::F64
    }
}

/// The type a variable takes when it is assigned values of two types (Numba's unification).
pub fn unify(a: &Ty, b: &Ty) -> Option<Ty> {
    match (a, b) {
        _ if a == b => Some(a.clone()),
        (Ty::Scalar(x), Ty::Scalar(y)) => Some(Ty::Scalar(if x.is_integer() && y.is_integer() && x.kind() == y.kind() {
            if x.itemsize() >= y.itemsize() {
                *x
            } else {
                *y
            }
        } else {
            arith(*x, *y)
        })),
        (Ty::Tuple(x), Ty::Tuple(y)) if x.len() == y.len() => x.iter().zip(y).map(|(p, q)| unify(p, q)).collect::<Option<Vec<_>>>().map(Ty::Tuple),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use DType::*;

    #[test]
    fn numba_arithmetic() {
        assert_eq!(arith(I32, I32), I64);
        assert_eq!(arith(U32, U32), U64);
        assert_eq!(arith(I32, U64), I64);
        assert_eq!(arith(F32, F32), F32);
        assert_eq!(arith(F32, I64), F64);
        assert_eq!(arith(F32, I32), F64);
        assert_eq!(arith(F32, F64), F64);
        assert_eq!(arith(F32, Bool), F32);
        assert_eq!(true_div(I64, I64), F64);
        assert_eq!(true_div(F32, F32), F32);
        assert_eq!(unify(&Ty::Scalar(I64), &Ty::Scalar(F32)), Some(Ty::Scalar(F64)));
        assert_eq!(unify(&Ty::Scalar(I32), &Ty::Scalar(I64)), Some(Ty::Scalar(I64)));
    }

    #[test]
    fn signatures() {
        let s = parse_signature("void(float32[:], int32)").unwrap();
        assert_eq!(s.to_string(), "void(array(float32, 1d, A), int32)");
        assert_eq!(parse_signature("void(float32[::1])").unwrap().to_string(), "void(array(float32, 1d, C))");
        let s = parse_signature("void(float32[:,:], float32[::1, :], int64[:, ::1])").unwrap();
        assert_eq!(s.to_string(), "void(array(float32, 2d, A), array(float32, 2d, F), array(int64, 2d, C))");
        assert_eq!(parse_signature("float32(float32, f8)").unwrap().to_string(), "float32(float32, float64)");
        assert!(parse_signature("void(floot32[:])").is_err());
        assert!(parse_signature("void(float32[1:])").is_err());
    }
}
