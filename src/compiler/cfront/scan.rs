//! The kernels of a CUDA C unit the front end cannot take whole (a `#include <curand_kernel.h>`,
//! a template helper, a struct): their names and parameter types, read from the `__global__`
//! signatures alone, so the GPU back end can hand the source to NVRTC as written and still match
//! the launch arguments. Template kernels are skipped (they have no plain symbol). Owns this
//! skim only; must not lower anything.

use super::ast::Scalar;
use super::lex::{lex, Punct, Tok, Token};
use super::lower::{dtype_of, ParamTy};
use super::KernelInfo;

/// The `__global__` functions of `text`, in order; a signature it cannot read is left out.
pub fn kernels(text: &str) -> Vec<KernelInfo> {
    let Ok(tokens) = lex(text) else { return Vec::new() };
    // Preprocessor lines are not code here.
    let mut code: Vec<&Token> = Vec::new();
    let mut in_directive = false;
    for t in &tokens {
        if t.line_start {
            in_directive = t.tok == Tok::Punct(Punct::Hash);
        }
        if !in_directive {
            code.push(t);
        }
    }
    let mut out = Vec::new();
    let mut extern_c_depth: Option<usize> = None;
    let mut depth = 0usize;
    let mut i = 0;
    while i < code.len() {
        match &code[i].tok {
            Tok::Punct(Punct::LBrace) => depth += 1,
            Tok::Punct(Punct::RBrace) => {
                depth = depth.saturating_sub(1);
                if extern_c_depth == Some(depth) {
                    extern_c_depth = None;
                }
            }
            Tok::Ident(s) if s == "extern" && matches!(code.get(i + 1).map(|t| &t.tok), Some(Tok::Str(l)) if l == "C") => {
                if matches!(code.get(i + 2).map(|t| &t.tok), Some(Tok::Punct(Punct::LBrace))) {
                    extern_c_depth = Some(depth);
                }
            }
            Tok::Ident(s) if s == "__global__" && depth == extern_c_depth.map_or(0, |d| d + 1) => {
                let templated = (i.saturating_sub(12)..i).any(|j| ident(code[j]) == Some("template"));
                let prefixed = (i.saturating_sub(3)..i).any(|j| matches!(&code[j].tok, Tok::Str(l) if l == "C"));
                // `__global__ void [__launch_bounds__(…)] name(params)`
                let mut j = i + 1;
                while j < code.len() && !matches!(code[j].tok, Tok::Punct(Punct::LParen)) {
                    j += 1;
                }
                let name = j.checked_sub(1).and_then(|k| ident(code[k])).map(str::to_string);
                let close = (j..code.len()).find(|&k| matches!(code[k].tok, Tok::Punct(Punct::RParen)));
                if let (Some(name), Some(close), false) = (name, close, templated) {
                    if let Some(params) = params(&code[j + 1..close]) {
                        out.push(KernelInfo { name, params, extern_c: extern_c_depth.is_some() || prefixed });
                    }
                    i = close;
                }
            }
            _ => {}
        }
        i += 1;
    }
    out
}

fn ident(t: &Token) -> Option<&str> {
    match &t.tok {
        Tok::Ident(s) => Some(s.as_str()),
        _ => None,
    }
}

/// A parameter list's names and types: scalars and pointers to scalars.
fn params(tokens: &[&Token]) -> Option<Vec<(String, ParamTy)>> {
    let mut out = Vec::new();
    let items: Vec<&[&Token]> = tokens.split(|t| t.tok == Tok::Punct(Punct::Comma)).collect();
    if items.len() == 1 && items[0].iter().all(|t| matches!(&t.tok, Tok::Ident(s) if s == "void")) {
        return Some(out);
    }
    for item in items {
        let mut words: Vec<&str> = Vec::new();
        let mut stars = 0;
        for t in item {
            match &t.tok {
                Tok::Ident(s) => words.push(s),
                Tok::Punct(Punct::Star) => stars += 1,
                Tok::Punct(Punct::LBracket | Punct::RBracket) => stars += 1,
                _ => return None,
            }
        }
        let name = words.pop()?.to_string();
        let ty: Vec<&str> = words.iter().copied().filter(|w| !matches!(*w, "const" | "volatile" | "__restrict__" | "restrict" | "struct")).collect();
        let is_const = words.contains(&"const");
        let scalar = scalar_of(&ty)?;
        let p = match stars {
            0 => ParamTy::Scalar(dtype_of(scalar)?),
            1 => ParamTy::Pointer { elem: dtype_of(scalar)?, is_const },
            _ => return None,
        };
        out.push((name, p));
    }
    Some(out)
}

fn scalar_of(words: &[&str]) -> Option<Scalar> {
    let unsigned = words.contains(&"unsigned");
    let longs = words.iter().filter(|w| **w == "long").count();
    let base: Vec<&str> = words.iter().copied().filter(|w| !matches!(*w, "unsigned" | "signed" | "long")).collect();
    Some(match (base.as_slice(), unsigned, longs) {
        ([] | ["int"], false, 0) => {
            if words.is_empty() {
                return None;
            }
            Scalar::I32
        }
        ([] | ["int"], true, 0) => Scalar::U32,
        ([] | ["int"], false, _) => Scalar::I64,
        ([] | ["int"], true, _) => Scalar::U64,
        (["char"], false, 0) => Scalar::I8,
        (["char"], true, 0) => Scalar::U8,
        (["short"] | ["short", "int"], false, 0) => Scalar::I16,
        (["short"] | ["short", "int"], true, 0) => Scalar::U16,
        (["bool"], false, 0) => Scalar::Bool,
        (["float"], false, 0) => Scalar::F32,
        (["double"], false, 0) => Scalar::F64,
        (["size_t"], false, 0) | (["uint64_t"], false, 0) => Scalar::U64,
        (["ptrdiff_t"], false, 0) | (["int64_t"], false, 0) => Scalar::I64,
        (["int32_t"], false, 0) => Scalar::I32,
        (["uint32_t"], false, 0) => Scalar::U32,
        (["int8_t"], false, 0) => Scalar::I8,
        (["uint8_t"], false, 0) => Scalar::U8,
        (["int16_t"], false, 0) => Scalar::I16,
        (["uint16_t"], false, 0) => Scalar::U16,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::array::dtype::DType;

    #[test]
    fn signatures_are_read_around_what_the_front_end_refuses() {
        let src = r#"
#include <curand_kernel.h>
template <typename T> __device__ T sq(T x) { return x * x; }
extern "C" __global__ void k1(const float* __restrict__ a, unsigned int n, curandState* s) { }
extern "C" {
__global__ void k2(double *out, long long n, size_t m) { out[0] = sq(1.0); }
}
__global__ void k3(void) {}
template <int N> __global__ void k4(float *x) {}
"#;
        let ks = kernels(src);
        let names: Vec<&str> = ks.iter().map(|k| k.name.as_str()).collect();
        assert_eq!(names, ["k2", "k3"], "k1 has a struct pointer parameter, k4 is a template");
        assert!(ks[0].extern_c && !ks[1].extern_c);
        assert_eq!(ks[0].params[0].1, ParamTy::Pointer { elem: DType::F64, is_const: false });
        assert_eq!(ks[0].params[1].1, ParamTy::Scalar(DType::I64));
        assert_eq!(ks[0].params[2].1, ParamTy::Scalar(DType::U64));
    }
}
