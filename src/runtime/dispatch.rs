//! Kernel dispatch: Numba's `typeof` for launch arguments, which eager signature accepts them,
//! and each scalar argument's bits in the parameter's type. Works on [`ArgInfo`], the host
//! binding's description of a Python argument, so it never sees a Python value.

use crate::array::dtype::{DType, Kind};
use crate::array::hostarray::HostArray;
use crate::compiler::types::{ArrayTy, Layout, Ty};
use crate::runtime::RuntimeError;
use crate::sim::scalar::{cast, fb};

/// One launch argument as typing sees it.
pub enum ArgInfo<'a> {
    Bool(bool),
    Int(IntArg),
    Float(f64),
    /// A Python complex.
    Complex(f64, f64),
    /// A host or device array.
    Array(&'a HostArray),
    /// A NumPy scalar (`np.float32(2)`): typed by its dtype.
    Scalar(&'a HostArray),
    /// Anything else, by its Python type name.
    Other(String),
}

/// A Python int argument.
pub enum IntArg {
    I64(i64),
    /// Beyond int64 but within uint64.
    U64(u64),
    /// Fits no 64-bit type: its decimal text (for Numba's message).
    TooLarge(String),
}

/// Numba's layout of an array argument: C- or Fortran-contiguous, else any.
pub fn layout(a: &HostArray) -> Layout {
    if a.is_c_contiguous() {
        Layout::C
    } else if a.transpose().is_c_contiguous() {
        Layout::F
    } else {
        Layout::A
    }
}

/// Numba's `typeof` for the argument at `pos` (`_typeof_int`: int64, uint64 for 64-bit
/// non-negative values, else ValueError).
pub fn typeof_arg(a: &ArgInfo, pos: usize) -> Result<Ty, RuntimeError> {
    let array_ty = |a: &HostArray| {
        let dtype = a.dtype();
        if !crate::compiler::types::kernel_scalar(dtype) && !matches!(dtype, DType::C64 | DType::C128) {
            return Err(RuntimeError::Type(format!("argument {pos}: {} arrays are not supported in kernels yet", dtype.name())));
        }
        Ok(Ty::Array(ArrayTy { dtype, ndim: a.ndim() as u8, layout: layout(a) }))
    };
    match a {
        ArgInfo::Bool(_) => Ok(Ty::Scalar(DType::Bool)),
        ArgInfo::Int(IntArg::I64(_)) => Ok(Ty::Scalar(DType::I64)),
        ArgInfo::Int(IntArg::U64(_)) => Ok(Ty::Scalar(DType::U64)),
        ArgInfo::Int(IntArg::TooLarge(text)) => Err(RuntimeError::Value(format!("Int value is too large: {text}"))),
        ArgInfo::Float(_) => Ok(Ty::Scalar(DType::F64)),
        ArgInfo::Complex(..) => Ok(Ty::Scalar(DType::C128)),
        ArgInfo::Scalar(a) => Ok(Ty::Scalar(a.dtype())),
        ArgInfo::Array(a) => array_ty(a),
        ArgInfo::Other(type_name) => Err(RuntimeError::Type(format!(
            "argument {pos} of the kernel is a {type_name}, which a kernel cannot take (pass arrays, device arrays and numbers)"
        ))),
    }
}

/// An eager signature accepts arguments of exactly its types, arrays of any layout it allows.
pub fn eager_accepts(sig: &[Ty], tys: &[Ty]) -> bool {
    sig.len() == tys.len()
        && sig.iter().zip(tys).all(|(s, t)| match (s, t) {
            (Ty::Array(a), Ty::Array(b)) => a.dtype == b.dtype && a.ndim == b.ndim && (a.layout == Layout::A || a.layout == b.layout),
            (Ty::Scalar(a), Ty::Scalar(b)) => a == b || (b.is_integer() && a.is_integer()) || (a.is_float() && !b.is_float()) || (a.is_float() && b.is_float()),
            _ => s == t,
        })
}

/// The parts of a complex scalar argument (a Python complex or a NumPy complex scalar).
pub fn complex_parts(a: &ArgInfo) -> Option<(f64, f64)> {
    match a {
        ArgInfo::Complex(re, im) => Some((*re, *im)),
        ArgInfo::Scalar(a) | ArgInfo::Array(a) if matches!(a.dtype(), DType::C64 | DType::C128) => {
            let c = a.get_flat::<crate::array::elem::C64f>(0);
            Some((c.re, c.im))
        }
        ArgInfo::Float(x) => Some((*x, 0.0)),
        ArgInfo::Int(IntArg::I64(x)) => Some((*x as f64, 0.0)),
        ArgInfo::Bool(b) => Some((*b as u8 as f64, 0.0)),
        _ => None,
    }
}

/// A scalar argument in the simulator's encoding (the IR's bit patterns), converted to the
/// parameter's type with the IR's cast rules (an eager `float32` parameter may receive an int).
pub fn encode_scalar(a: &ArgInfo, ty: DType) -> u64 {
    match a {
        ArgInfo::Bool(b) => cast(DType::Bool, ty, *b as u64),
        ArgInfo::Int(IntArg::I64(x)) => cast(DType::I64, ty, *x as u64),
        ArgInfo::Int(IntArg::U64(u)) => cast(DType::U64, ty, *u),
        ArgInfo::Float(x) => cast(DType::F64, ty, fb(*x)),
        // A complex argument is passed as its parts (`complex_parts`); this is never reached.
        ArgInfo::Complex(re, _) => cast(DType::F64, ty, fb(*re)),
        ArgInfo::Scalar(a) | ArgInfo::Array(a) => match a.dtype().kind() {
            Kind::Float => cast(DType::F64, ty, fb(a.get_flat::<f64>(0))),
            Kind::Unsigned => cast(DType::U64, ty, a.get_flat::<u64>(0)),
            Kind::Bool => cast(DType::Bool, ty, a.get_flat::<bool>(0) as u64),
            _ => cast(DType::I64, ty, a.get_flat::<i64>(0) as u64),
        },
        // Typing refused these before any launch.
        ArgInfo::Int(IntArg::TooLarge(_)) | ArgInfo::Other(_) => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ints_type_as_numba_types_them() {
        assert_eq!(typeof_arg(&ArgInfo::Int(IntArg::I64(-5)), 0).ok(), Some(Ty::Scalar(DType::I64)));
        assert_eq!(typeof_arg(&ArgInfo::Int(IntArg::U64(u64::MAX)), 0).ok(), Some(Ty::Scalar(DType::U64)));
        let e = typeof_arg(&ArgInfo::Int(IntArg::TooLarge("18446744073709551616".into())), 1).unwrap_err();
        assert_eq!(e.to_string(), "Int value is too large: 18446744073709551616");
        assert_eq!(encode_scalar(&ArgInfo::Int(IntArg::U64((1 << 63) + 1)), DType::U64), (1 << 63) + 1);
        assert_eq!(encode_scalar(&ArgInfo::Int(IntArg::I64(-1)), DType::F64), fb(-1.0));
    }
}
