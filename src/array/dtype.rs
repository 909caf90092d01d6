//! NumPy dtypes and the one type-promotion table.
//!
//! Owns `DType`, its names and sizes, and `promote` (NumPy 2's `np.result_type` for two array
//! dtypes) plus `promote_weak` (NEP 50: a Python int/float/complex operand is "weak" and takes the
//! array's kind when it can). The kernel compiler uses the same table for Numba's typing, so host
//! arrays and kernels cannot disagree on what `float32 + int64` is.

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum DType {
    Bool,
    I8,
    I16,
    I32,
    I64,
    U8,
    U16,
    U32,
    U64,
    F16,
    F32,
    F64,
    C64,
    C128,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Kind {
    Bool,
    Unsigned,
    Signed,
    Float,
    Complex,
}

/// What a Python scalar operand is, for NEP 50 promotion.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WeakScalar {
    Bool,
    Int,
    Float,
    Complex,
}

pub const ALL: [DType; 14] = [
    DType::Bool,
    DType::I8,
    DType::I16,
    DType::I32,
    DType::I64,
    DType::U8,
    DType::U16,
    DType::U32,
    DType::U64,
    DType::F16,
    DType::F32,
    DType::F64,
    DType::C64,
    DType::C128,
];

impl DType {
    pub fn name(self) -> &'static str {
        match self {
            DType::Bool => "bool",
            DType::I8 => "int8",
            DType::I16 => "int16",
            DType::I32 => "int32",
            DType::I64 => "int64",
            DType::U8 => "uint8",
            DType::U16 => "uint16",
            DType::U32 => "uint32",
            DType::U64 => "uint64",
            DType::F16 => "float16",
            DType::F32 => "float32",
            DType::F64 => "float64",
            DType::C64 => "complex64",
            DType::C128 => "complex128",
        }
    }
    pub fn from_name(name: &str) -> Option<DType> {
        Some(match name {
            "bool" | "bool_" | "?" | "b1" => DType::Bool,
            "int8" | "i1" | "byte" => DType::I8,
            "int16" | "i2" | "short" => DType::I16,
            "int32" | "i4" | "intc" => DType::I32,
            "int64" | "i8" | "int" | "int_" | "intp" | "long" | "longlong" => DType::I64,
            "uint8" | "u1" | "ubyte" => DType::U8,
            "uint16" | "u2" | "ushort" => DType::U16,
            "uint32" | "u4" | "uintc" => DType::U32,
            "uint64" | "u8" | "uint" | "uintp" | "ulong" | "ulonglong" => DType::U64,
            "float16" | "f2" | "half" => DType::F16,
            "float32" | "f4" | "single" => DType::F32,
            "float64" | "f8" | "float" | "double" | "float_" => DType::F64,
            "complex64" | "c8" | "csingle" => DType::C64,
            "complex128" | "c16" | "complex" | "cdouble" | "complex_" => DType::C128,
            _ => return None,
        })
    }
    pub fn itemsize(self) -> usize {
        match self {
            DType::Bool | DType::I8 | DType::U8 => 1,
            DType::I16 | DType::U16 | DType::F16 => 2,
            DType::I32 | DType::U32 | DType::F32 => 4,
            DType::I64 | DType::U64 | DType::F64 | DType::C64 => 8,
            DType::C128 => 16,
        }
    }
    pub fn kind(self) -> Kind {
        match self {
            DType::Bool => Kind::Bool,
            DType::I8 | DType::I16 | DType::I32 | DType::I64 => Kind::Signed,
            DType::U8 | DType::U16 | DType::U32 | DType::U64 => Kind::Unsigned,
            DType::F16 | DType::F32 | DType::F64 => Kind::Float,
            DType::C64 | DType::C128 => Kind::Complex,
        }
    }
    pub fn kind_char(self) -> char {
        match self.kind() {
            Kind::Bool => 'b',
            Kind::Signed => 'i',
            Kind::Unsigned => 'u',
            Kind::Float => 'f',
            Kind::Complex => 'c',
        }
    }
    /// NumPy's `dtype.str`: byte order (`|` when it does not apply, else little-endian `<`),
    /// kind and item size, as `__array_interface__` and `__cuda_array_interface__` carry it.
    pub fn typestr(self) -> String {
        let order = if self.itemsize() == 1 { '|' } else { '<' };
        format!("{order}{}{}", self.kind_char(), self.itemsize())
    }
    pub fn is_float(self) -> bool {
        self.kind() == Kind::Float
    }
    pub fn is_complex(self) -> bool {
        self.kind() == Kind::Complex
    }
    pub fn is_integer(self) -> bool {
        matches!(self.kind(), Kind::Signed | Kind::Unsigned)
    }
    /// The dtype NumPy prints no `dtype=` suffix for.
    pub fn is_default(self) -> bool {
        matches!(self, DType::F64 | DType::I64 | DType::Bool | DType::C128)
    }
    fn signed_of_size(size: usize) -> DType {
        match size {
            1 => DType::I8,
            2 => DType::I16,
            4 => DType::I32,
            _ => DType::I64,
        }
    }
    fn float_of_size(size: usize) -> DType {
        match size {
            0..=2 => DType::F16,
            3..=4 => DType::F32,
            _ => DType::F64,
        }
    }
    /// The smallest float that holds this dtype's values exactly (NumPy's int→float promotion).
    pub fn float_for(self) -> DType {
        match self {
            DType::Bool | DType::I8 | DType::U8 => DType::F16,
            DType::I16 | DType::U16 => DType::F32,
            DType::F16 => DType::F16,
            DType::F32 => DType::F32,
            DType::C64 => DType::C64,
            DType::C128 => DType::C128,
            _ => DType::F64,
        }
    }
    pub fn complex_for(self) -> DType {
        match self {
            DType::F16 | DType::F32 | DType::C64 | DType::Bool | DType::I8 | DType::U8 | DType::I16 | DType::U16 => DType::C64,
            _ => DType::C128,
        }
    }
}

/// Whether NumPy's 'same_kind' casting allows storing `from` values into `to` (a ufunc's
/// output, an in-place operator): never to a lower kind (float into int), nor anything but
/// bool into bool.
pub fn same_kind_cast(from: DType, to: DType) -> bool {
    let widens_kind = from.kind() > to.kind() && to.kind() != Kind::Bool;
    !(widens_kind || (to == DType::Bool && from != DType::Bool))
}

/// `np.result_type(a, b)` for two array dtypes (NumPy 2).
pub fn promote(a: DType, b: DType) -> DType {
    use Kind::*;
    if a == b {
        return a;
    }
    let (ka, kb) = (a.kind(), b.kind());
    match (ka, kb) {
        (Bool, _) => b,
        (_, Bool) => a,
        (Signed, Signed) | (Unsigned, Unsigned) | (Float, Float) | (Complex, Complex) => {
            if a.itemsize() >= b.itemsize() {
                a
            } else {
                b
            }
        }
        (Signed, Unsigned) | (Unsigned, Signed) => {
            let (s, u) = if ka == Signed { (a, b) } else { (b, a) };
            if s.itemsize() > u.itemsize() {
                s
            } else if u.itemsize() < 8 {
                DType::signed_of_size(u.itemsize() * 2)
            } else {
                DType::F64
            }
        }
        (Signed | Unsigned, Float) | (Float, Signed | Unsigned) => {
            let (i, f) = if ka == Float { (b, a) } else { (a, b) };
            let need = i.float_for();
            if need.itemsize() > f.itemsize() {
                need
            } else {
                f
            }
        }
        (Complex, _) | (_, Complex) => {
            let (c, o) = if ka == Complex { (a, b) } else { (b, a) };
            let need = if o.is_float() {
                if o.itemsize() >= 8 {
                    DType::C128
                } else {
                    DType::C64
                }
            } else {
                o.complex_for()
            };
            if need.itemsize() > c.itemsize() {
                need
            } else {
                c
            }
        }
    }
}

/// NEP 50: an array dtype combined with a Python scalar. The scalar adapts to the array's kind;
/// only a higher kind (a float with an int array, a complex with a float array) changes it.
pub fn promote_weak(a: DType, s: WeakScalar) -> DType {
    match (a.kind(), s) {
        (_, WeakScalar::Bool) => a,
        (Kind::Bool, WeakScalar::Int) => DType::I64,
        (_, WeakScalar::Int) => a,
        (Kind::Bool | Kind::Signed | Kind::Unsigned, WeakScalar::Float) => DType::F64,
        (_, WeakScalar::Float) => a,
        (Kind::Complex, WeakScalar::Complex) => a,
        (Kind::Float, WeakScalar::Complex) => DType::float_of_size(a.itemsize()).complex_for(),
        (_, WeakScalar::Complex) => DType::C128,
    }
}

/// The dtype of a Python scalar on its own (`np.array(1.5)` is float64).
pub fn default_for(s: WeakScalar) -> DType {
    match s {
        WeakScalar::Bool => DType::Bool,
        WeakScalar::Int => DType::I64,
        WeakScalar::Float => DType::F64,
        WeakScalar::Complex => DType::C128,
    }
}

#[cfg(test)]
mod tests {
    use super::DType::*;
    use super::*;
    #[test]
    fn numpy2_promotion() {
        assert_eq!(promote(F32, I64), F64);
        assert_eq!(promote(F32, I16), F32);
        assert_eq!(promote(F16, I8), F16);
        assert_eq!(promote(I32, U32), I64);
        assert_eq!(promote(I64, U64), F64);
        assert_eq!(promote(U8, I8), I16);
        assert_eq!(promote(Bool, U16), U16);
        assert_eq!(promote(F32, C64), C64);
        assert_eq!(promote(F64, C64), C128);
        assert_eq!(promote_weak(F32, WeakScalar::Float), F32);
        assert_eq!(promote_weak(I32, WeakScalar::Int), I32);
        assert_eq!(promote_weak(I32, WeakScalar::Float), F64);
        assert_eq!(promote_weak(F32, WeakScalar::Complex), C64);
        assert_eq!(promote_weak(Bool, WeakScalar::Int), I64);
    }
}
