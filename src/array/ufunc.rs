//! Element-wise operations with broadcasting: the binary arithmetic, comparison and bitwise
//! operators, and the unary math functions. The result dtype is decided once per call (by the
//! caller, from `dtype::promote`); each loop is then monomorphic over element types, so there is no
//! per-element dispatch. Integer arithmetic wraps as NumPy's does; integer division by zero gives 0.

use crate::array::dtype::{DType, Kind};
use crate::array::elem::{BufferOf, C64f, Elem, C32};
use crate::array::hostarray::{broadcast_shapes, HostArray, ShapeError};
use crate::with_dtype;
use half::f16;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    TrueDiv,
    FloorDiv,
    Mod,
    Pow,
    Maximum,
    Minimum,
    BitAnd,
    BitOr,
    BitXor,
    Shl,
    Shr,
    Arctan2,
    Hypot,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CmpOp {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

impl CmpOp {
    /// The operator with its operands swapped: `a < b` is `b > a`.
    pub fn reflected(self) -> CmpOp {
        match self {
            CmpOp::Lt => CmpOp::Gt,
            CmpOp::Le => CmpOp::Ge,
            CmpOp::Gt => CmpOp::Lt,
            CmpOp::Ge => CmpOp::Le,
            other => other,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UnaryOp {
    Neg,
    Abs,
    Sqrt,
    Exp,
    Exp2,
    Expm1,
    Log,
    Log2,
    Log10,
    Log1p,
    Sin,
    Cos,
    Tan,
    Arcsin,
    Arccos,
    Arctan,
    Arcsinh,
    Arccosh,
    Arctanh,
    Sinh,
    Cosh,
    Tanh,
    Floor,
    Ceil,
    Trunc,
    Rint,
    Square,
    Sign,
    Invert,
    IsNan,
    IsInf,
    IsFinite,
    Cbrt,
    /// `np.degrees`/`rad2deg` and `np.radians`/`deg2rad`: NumPy multiplies by a constant
    /// computed in the float type (`180.0f / NPY_PIf` for float32).
    Degrees,
    Radians,
}

#[derive(Debug, thiserror::Error, PartialEq)]
pub enum UfuncError {
    #[error("{0}")]
    Shape(#[from] ShapeError),
    #[error("{0}")]
    Alloc(#[from] crate::array::memory_limit::ArrayAllocError),
    #[error("ufunc '{0}' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''")]
    Unsupported(&'static str),
    /// A float function (`exp`, `sqrt`, `sin`…) of a complex array: NumPy computes it with C99's
    /// complex functions, which cudalab does not have yet.
    #[error("cudalab does not compute this function of complex arrays yet (NumPy does): take .real/.imag, abs() or np.angle(), or compute it from the parts")]
    ComplexMath,
    #[error("Integers to negative integer powers are not allowed.")]
    NegativePower,
    #[error("numpy boolean subtract, the `-` operator, is not supported, use the bitwise_xor, the `^` operator, or the logical_xor function instead.")]
    BoolSubtract,
    #[error("The numpy boolean negative, the `-` operator, is not supported, use the `~` operator or the logical_not function instead.")]
    BoolNegative,
}

pub fn op_name(op: BinOp) -> &'static str {
    match op {
        BinOp::Add => "add",
        BinOp::Sub => "subtract",
        BinOp::Mul => "multiply",
        BinOp::TrueDiv => "divide",
        BinOp::FloorDiv => "floor_divide",
        BinOp::Mod => "remainder",
        BinOp::Pow => "power",
        BinOp::Maximum => "maximum",
        BinOp::Minimum => "minimum",
        BinOp::BitAnd => "bitwise_and",
        BinOp::BitOr => "bitwise_or",
        BinOp::BitXor => "bitwise_xor",
        BinOp::Shl => "left_shift",
        BinOp::Shr => "right_shift",
        BinOp::Arctan2 => "arctan2",
        BinOp::Hypot => "hypot",
    }
}

/// Arithmetic with NumPy's semantics for one element type.
pub trait Arith: Elem {
    fn add(self, o: Self) -> Self;
    fn sub(self, o: Self) -> Self;
    fn mul(self, o: Self) -> Self;
    fn div(self, o: Self) -> Self;
    fn floordiv(self, o: Self) -> Self;
    fn rem(self, o: Self) -> Self;
    fn pow(self, o: Self) -> Self;
    fn maximum(self, o: Self) -> Self;
    fn minimum(self, o: Self) -> Self;
    fn lt(self, o: Self) -> bool;
    fn is_nan(self) -> bool {
        false
    }
}

macro_rules! int_arith {
    ($($t:ty),*) => {$(
        impl Arith for $t {
            #[inline(always)] fn add(self, o: Self) -> Self { self.wrapping_add(o) }
            #[inline(always)] fn sub(self, o: Self) -> Self { self.wrapping_sub(o) }
            #[inline(always)] fn mul(self, o: Self) -> Self { self.wrapping_mul(o) }
            #[inline(always)] fn div(self, o: Self) -> Self { if o == 0 { 0 } else { self.wrapping_div(o) } }
            #[inline(always)] fn floordiv(self, o: Self) -> Self {
                if o == 0 { return 0; }
                let q = self.wrapping_div(o);
                #[allow(unused_comparisons)]
                if (self.wrapping_rem(o) != 0) && ((self < 0) != (o < 0)) { q.wrapping_sub(1) } else { q }
            }
            #[inline(always)] fn rem(self, o: Self) -> Self {
                if o == 0 { return 0; }
                let r = self.wrapping_rem(o);
                #[allow(unused_comparisons)]
                if r != 0 && ((r < 0) != (o < 0)) { r.wrapping_add(o) } else { r }
            }
            #[inline(always)] fn pow(self, o: Self) -> Self { self.wrapping_pow(o as u32) }
            #[inline(always)] fn maximum(self, o: Self) -> Self { if self >= o { self } else { o } }
            #[inline(always)] fn minimum(self, o: Self) -> Self { if self <= o { self } else { o } }
            #[inline(always)] fn lt(self, o: Self) -> bool { self < o }
        }
    )*};
}
int_arith!(i8, i16, i32, i64, u8, u16, u32, u64);

impl Arith for bool {
    fn add(self, o: Self) -> Self {
        self | o
    }
    fn sub(self, o: Self) -> Self {
        self ^ o
    }
    fn mul(self, o: Self) -> Self {
        self & o
    }
    fn div(self, o: Self) -> Self {
        self & o
    }
    fn floordiv(self, o: Self) -> Self {
        self & o
    }
    fn rem(self, _o: Self) -> Self {
        false
    }
    fn pow(self, o: Self) -> Self {
        self | !o
    }
    fn maximum(self, o: Self) -> Self {
        self | o
    }
    fn minimum(self, o: Self) -> Self {
        self & o
    }
    fn lt(self, o: Self) -> bool {
        !self & o
    }
}

/// Python's float `%`: the result takes the sign of the divisor (shared with host floats).
pub fn py_fmod(a: f64, b: f64) -> f64 {
    if b == 0.0 {
        // NaN, with the invalid flag NumPy reports ("invalid value encountered in remainder").
        return a % b;
    }
    let m = a % b;
    if m != 0.0 && ((m < 0.0) != (b < 0.0)) {
        m + b
    } else if m == 0.0 {
        0.0f64.copysign(b)
    } else {
        m
    }
}

/// Python's float `//`, rounded as CPython's float_floor_div (shared with host floats).
pub fn py_floordiv(a: f64, b: f64) -> f64 {
    if b == 0.0 {
        return a / b;
    }
    let m = a % b;
    let mut div = (a - m) / b;
    if m != 0.0 && ((b < 0.0) != (m < 0.0)) {
        div -= 1.0;
    }
    if div != 0.0 {
        let fl = div.floor();
        if div - fl > 0.5 {
            fl + 1.0
        } else {
            fl
        }
    } else {
        0.0f64.copysign(a / b)
    }
}

macro_rules! float_arith {
    ($t:ty, $to:expr, $from:expr) => {
        impl Arith for $t {
            #[inline(always)]
            fn add(self, o: Self) -> Self {
                self + o
            }
            #[inline(always)]
            fn sub(self, o: Self) -> Self {
                self - o
            }
            #[inline(always)]
            fn mul(self, o: Self) -> Self {
                self * o
            }
            #[inline(always)]
            fn div(self, o: Self) -> Self {
                self / o
            }
            #[inline(always)]
            fn floordiv(self, o: Self) -> Self {
                $from(py_floordiv($to(self), $to(o)))
            }
            #[inline(always)]
            fn rem(self, o: Self) -> Self {
                $from(py_fmod($to(self), $to(o)))
            }
            #[inline(always)]
            fn pow(self, o: Self) -> Self {
                $from($to(self).powf($to(o)))
            }
            #[inline(always)]
            fn maximum(self, o: Self) -> Self {
                if self.is_nan() || o.is_nan() {
                    <$t>::NAN
                } else if self >= o {
                    self
                } else {
                    o
                }
            }
            #[inline(always)]
            fn minimum(self, o: Self) -> Self {
                if self.is_nan() || o.is_nan() {
                    <$t>::NAN
                } else if self <= o {
                    self
                } else {
                    o
                }
            }
            #[inline(always)]
            fn lt(self, o: Self) -> bool {
                self < o
            }
            #[inline(always)]
            fn is_nan(self) -> bool {
                self.is_nan()
            }
        }
    };
}
float_arith!(f32, |x: f32| x as f64, |v: f64| v as f32);
float_arith!(f64, |x: f64| x, |v: f64| v);
float_arith!(f16, |x: f16| x.to_f64(), f16::from_f64);

macro_rules! complex_arith {
    ($t:ty, $f:ty) => {
        impl Arith for $t {
            fn add(self, o: Self) -> Self {
                self + o
            }
            fn sub(self, o: Self) -> Self {
                self - o
            }
            fn mul(self, o: Self) -> Self {
                self * o
            }
            fn div(self, o: Self) -> Self {
                self / o
            }
            fn floordiv(self, o: Self) -> Self {
                self / o
            }
            fn rem(self, o: Self) -> Self {
                self - o
            }
            fn pow(self, o: Self) -> Self {
                self.powc(o)
            }
            fn maximum(self, o: Self) -> Self {
                if (self.re, self.im) >= (o.re, o.im) {
                    self
                } else {
                    o
                }
            }
            fn minimum(self, o: Self) -> Self {
                if (self.re, self.im) <= (o.re, o.im) {
                    self
                } else {
                    o
                }
            }
            fn lt(self, o: Self) -> bool {
                (self.re, self.im) < (o.re, o.im)
            }
            fn is_nan(self) -> bool {
                self.re.is_nan() || self.im.is_nan()
            }
        }
    };
}
complex_arith!(C32, f32);
complex_arith!(C64f, f64);

/// Run `f` on the operand's elements as a `&[A]`: borrowed in place when the array is already a
/// contiguous `A` array of `shape`, else gathered (broadcast and cast) into a temporary.
pub fn with_operand<A: BufferOf, T>(x: &HostArray, shape: &[usize], f: impl FnOnce(&[A]) -> T) -> T {
    if x.dtype() == A::DTYPE && x.shape == shape && x.is_c_contiguous() {
        let buf = x.buf.borrow();
        if let Some(all) = A::slice(&buf) {
            let n: usize = shape.iter().product();
            // An empty view may carry an offset past its (empty) buffer.
            return f(if n == 0 { &[] } else { &all[x.offset..x.offset + n] });
        }
    }
    let v: Vec<A> = x.broadcast_vec(shape);
    f(&v)
}

fn zip_map<A: BufferOf, O: BufferOf>(a: &HostArray, b: &HostArray, shape: &[usize], f: impl Fn(A, A) -> O) -> HostArray {
    let out: Vec<O> = with_operand(a, shape, |av: &[A]| with_operand(b, shape, |bv: &[A]| av.iter().zip(bv).map(|(&x, &y)| f(x, y)).collect()));
    HostArray::from_vec(out, shape.to_vec())
}

fn arith<T: BufferOf + Arith>(op: BinOp, a: &HostArray, b: &HostArray, shape: &[usize]) -> Result<HostArray, UfuncError> {
    Ok(match op {
        BinOp::Add => zip_map::<T, T>(a, b, shape, T::add),
        BinOp::Sub => zip_map::<T, T>(a, b, shape, T::sub),
        BinOp::Mul => zip_map::<T, T>(a, b, shape, T::mul),
        BinOp::TrueDiv => zip_map::<T, T>(a, b, shape, T::div),
        BinOp::FloorDiv => zip_map::<T, T>(a, b, shape, T::floordiv),
        BinOp::Mod => zip_map::<T, T>(a, b, shape, T::rem),
        BinOp::Pow => {
            if T::KIND == Kind::Signed {
                let exps: Vec<T> = b.broadcast_vec(shape);
                if exps.iter().any(|e| e.to_i128() < 0) {
                    return Err(UfuncError::NegativePower);
                }
            }
            zip_map::<T, T>(a, b, shape, T::pow)
        }
        BinOp::Maximum => zip_map::<T, T>(a, b, shape, T::maximum),
        BinOp::Minimum => zip_map::<T, T>(a, b, shape, T::minimum),
        _ => return Err(UfuncError::Unsupported(op_name(op))),
    })
}

fn bitwise(op: BinOp, a: &HostArray, b: &HostArray, shape: &[usize], dtype: DType) -> Result<HostArray, UfuncError> {
    macro_rules! bits {
        ($t:ty) => {{
            match op {
                BinOp::BitAnd => zip_map::<$t, $t>(a, b, shape, |x, y| x & y),
                BinOp::BitOr => zip_map::<$t, $t>(a, b, shape, |x, y| x | y),
                BinOp::BitXor => zip_map::<$t, $t>(a, b, shape, |x, y| x ^ y),
                BinOp::Shl => zip_map::<$t, $t>(a, b, shape, |x, y| if (y as u64) < (<$t>::BITS as u64) { x << y } else { 0 }),
                #[allow(unused_comparisons)]
                _ => zip_map::<$t, $t>(a, b, shape, |x, y| {
                    if (y as u64) < (<$t>::BITS as u64) {
                        x >> y
                    } else if x < 0 {
                        x >> (<$t>::BITS - 1)
                    } else {
                        0
                    }
                }),
            }
        }};
    }
    Ok(match dtype {
        DType::Bool => match op {
            BinOp::BitAnd => zip_map::<bool, bool>(a, b, shape, |x, y| x & y),
            BinOp::BitOr => zip_map::<bool, bool>(a, b, shape, |x, y| x | y),
            BinOp::BitXor => zip_map::<bool, bool>(a, b, shape, |x, y| x ^ y),
            _ => return bitwise(op, a, b, shape, DType::I8),
        },
        DType::I8 => bits!(i8),
        DType::I16 => bits!(i16),
        DType::I32 => bits!(i32),
        DType::I64 => bits!(i64),
        DType::U8 => bits!(u8),
        DType::U16 => bits!(u16),
        DType::U32 => bits!(u32),
        DType::U64 => bits!(u64),
        _ => return Err(UfuncError::Unsupported(op_name(op))),
    })
}

/// The dtype a binary operation produces when its operands share `common`.
pub fn result_dtype(op: BinOp, common: DType) -> DType {
    match op {
        BinOp::TrueDiv | BinOp::Arctan2 | BinOp::Hypot if !matches!(common.kind(), Kind::Float | Kind::Complex) => {
            if op == BinOp::TrueDiv {
                DType::F64
            } else {
                common.float_for()
            }
        }
        BinOp::FloorDiv | BinOp::Mod | BinOp::Pow if common == DType::Bool => DType::I8,
        _ => common,
    }
}

/// `a op b` where both operands will be computed in `common` (from the promotion table).
pub fn binary(op: BinOp, a: &HostArray, b: &HostArray, common: DType) -> Result<HostArray, UfuncError> {
    let shape = broadcast_shapes(&a.shape, &b.shape)?;
    crate::array::memory_limit::check_array(&shape, common)?;
    let out = result_dtype(op, common);
    if common == DType::Bool && op == BinOp::Sub {
        return Err(UfuncError::BoolSubtract);
    }
    let r = match op {
        BinOp::BitAnd | BinOp::BitOr | BinOp::BitXor | BinOp::Shl | BinOp::Shr => bitwise(op, a, b, &shape, common)?,
        BinOp::Arctan2 | BinOp::Hypot => {
            let f = if op == BinOp::Arctan2 { f64::atan2 } else { f64::hypot };
            match out {
                DType::F32 => zip_map::<f32, f32>(a, b, &shape, |x, y| f(x as f64, y as f64) as f32),
                DType::F16 => zip_map::<f16, f16>(a, b, &shape, |x, y| f16::from_f64(f(x.to_f64(), y.to_f64()))),
                DType::F64 => zip_map::<f64, f64>(a, b, &shape, f),
                _ => return Err(UfuncError::Unsupported(op_name(op))),
            }
        }
        _ => with_dtype!(out, T => arith::<T>(op, a, b, &shape)?),
    };
    Ok(finish(r, a, b))
}

fn finish(mut r: HostArray, a: &HostArray, b: &HostArray) -> HostArray {
    // A ufunc whose result is 0-d returns a NumPy scalar.
    r.scalar = r.shape.is_empty() && (a.scalar || b.scalar || (a.shape.is_empty() && b.shape.is_empty()));
    if r.shape.is_empty() {
        r.scalar = true;
    }
    r
}

pub fn compare(op: CmpOp, a: &HostArray, b: &HostArray, common: DType) -> Result<HostArray, UfuncError> {
    let shape = broadcast_shapes(&a.shape, &b.shape)?;
    crate::array::memory_limit::check_array(&shape, DType::Bool)?;
    fn cmp<T: BufferOf + Arith>(op: CmpOp, a: &HostArray, b: &HostArray, shape: &[usize]) -> HostArray {
        match op {
            CmpOp::Eq => zip_map::<T, bool>(a, b, shape, |x, y| x == y),
            CmpOp::Ne => zip_map::<T, bool>(a, b, shape, |x, y| x != y),
            CmpOp::Lt => zip_map::<T, bool>(a, b, shape, |x, y| x.lt(y)),
            CmpOp::Le => zip_map::<T, bool>(a, b, shape, |x, y| x.lt(y) || x == y),
            CmpOp::Gt => zip_map::<T, bool>(a, b, shape, |x, y| y.lt(x)),
            CmpOp::Ge => zip_map::<T, bool>(a, b, shape, |x, y| y.lt(x) || x == y),
        }
    }
    let r = with_dtype!(common, T => cmp::<T>(op, a, b, &shape));
    Ok(finish(r, a, b))
}

fn map<A: BufferOf, O: BufferOf>(a: &HostArray, f: impl Fn(A) -> O) -> HostArray {
    let out: Vec<O> = with_operand(a, &a.shape, |v: &[A]| v.iter().map(|&x| f(x)).collect());
    let mut r = HostArray::from_vec(out, a.shape.clone());
    r.scalar = a.shape.is_empty();
    r
}

/// The dtype a unary float function produces for `dtype` (ints become the smallest exact float).
pub fn float_result(dtype: DType) -> DType {
    match dtype.kind() {
        Kind::Float | Kind::Complex => dtype,
        _ => dtype.float_for(),
    }
}

pub fn unary(op: UnaryOp, a: &HostArray) -> Result<HostArray, UfuncError> {
    let dtype = a.dtype();
    let kind = dtype.kind();
    macro_rules! float_fn {
        ($f:expr) => {{
            let out = float_result(dtype);
            match out {
                DType::F32 => map::<f32, f32>(a, |x| {
                    let f: fn(f32) -> f32 = $f;
                    f(x)
                }),
                DType::F16 => map::<f32, f16>(a, |x| {
                    let f: fn(f32) -> f32 = $f;
                    f16::from_f32(f(x))
                }),
                DType::F64 => map::<f64, f64>(a, |x| {
                    let f: fn(f64) -> f64 = $f;
                    f(x)
                }),
                _ => return Err(UfuncError::ComplexMath),
            }
        }};
    }
    Ok(match op {
        UnaryOp::Neg => {
            if kind == Kind::Bool {
                return Err(UfuncError::BoolNegative);
            }
            with_dtype!(dtype, T => map::<T, T>(a, |x| T::default().sub(x)))
        }
        UnaryOp::Abs => match kind {
            Kind::Complex => map::<C64f, f64>(a, |c| c.norm()).astype(if dtype == DType::C64 { DType::F32 } else { DType::F64 }),
            Kind::Bool | Kind::Unsigned => a.copy(),
            _ => with_dtype!(dtype, T => map::<T, T>(a, |x| if x.lt(T::default()) { T::default().sub(x) } else { x })),
        },
        UnaryOp::Square => with_dtype!(dtype, T => map::<T, T>(a, |x| x.mul(x))),
        UnaryOp::Sign => with_dtype!(dtype, T => map::<T, T>(a, |x| {
            if x.is_nan() { x } else if T::default().lt(x) { T::from_bool(true) } else if x.lt(T::default()) { T::default().sub(T::from_bool(true)) } else { T::default() }
        })),
        UnaryOp::Invert => match dtype {
            DType::Bool => map::<bool, bool>(a, |x| !x),
            DType::I8 => map::<i8, i8>(a, |x| !x),
            DType::I16 => map::<i16, i16>(a, |x| !x),
            DType::I32 => map::<i32, i32>(a, |x| !x),
            DType::I64 => map::<i64, i64>(a, |x| !x),
            DType::U8 => map::<u8, u8>(a, |x| !x),
            DType::U16 => map::<u16, u16>(a, |x| !x),
            DType::U32 => map::<u32, u32>(a, |x| !x),
            DType::U64 => map::<u64, u64>(a, |x| !x),
            _ => return Err(UfuncError::Unsupported("invert")),
        },
        UnaryOp::IsNan => map::<f64, bool>(a, f64::is_nan),
        UnaryOp::IsInf => map::<f64, bool>(a, f64::is_infinite),
        UnaryOp::IsFinite => map::<f64, bool>(a, f64::is_finite),
        UnaryOp::Floor | UnaryOp::Ceil | UnaryOp::Trunc | UnaryOp::Rint if matches!(kind, Kind::Signed | Kind::Unsigned | Kind::Bool) => a.copy(),
        UnaryOp::Floor => float_fn!(|x| x.floor()),
        UnaryOp::Ceil => float_fn!(|x| x.ceil()),
        UnaryOp::Trunc => float_fn!(|x| x.trunc()),
        UnaryOp::Rint => float_fn!(|x| x.round_ties_even()),
        UnaryOp::Sqrt => float_fn!(|x| x.sqrt()),
        UnaryOp::Cbrt => float_fn!(|x| x.cbrt()),
        UnaryOp::Degrees => match float_result(dtype) {
            DType::F64 => map::<f64, f64>(a, |x| x * (180.0 / std::f64::consts::PI)),
            DType::F32 => map::<f32, f32>(a, |x| x * (180.0f32 / std::f32::consts::PI)),
            DType::F16 => map::<f32, f16>(a, |x| f16::from_f32(x * (180.0f32 / std::f32::consts::PI))),
            _ => return Err(UfuncError::ComplexMath),
        },
        UnaryOp::Radians => match float_result(dtype) {
            DType::F64 => map::<f64, f64>(a, |x| x * (std::f64::consts::PI / 180.0)),
            DType::F32 => map::<f32, f32>(a, |x| x * (std::f32::consts::PI / 180.0f32)),
            DType::F16 => map::<f32, f16>(a, |x| f16::from_f32(x * (std::f32::consts::PI / 180.0f32))),
            _ => return Err(UfuncError::ComplexMath),
        },
        UnaryOp::Exp => float_fn!(|x| x.exp()),
        UnaryOp::Exp2 => float_fn!(|x| x.exp2()),
        UnaryOp::Expm1 => float_fn!(|x| x.exp_m1()),
        UnaryOp::Log => float_fn!(|x| x.ln()),
        UnaryOp::Log2 => float_fn!(|x| x.log2()),
        UnaryOp::Log10 => float_fn!(|x| x.log10()),
        UnaryOp::Log1p => float_fn!(|x| x.ln_1p()),
        UnaryOp::Sin => float_fn!(|x| x.sin()),
        UnaryOp::Cos => float_fn!(|x| x.cos()),
        UnaryOp::Tan => float_fn!(|x| x.tan()),
        UnaryOp::Arcsin => float_fn!(|x| x.asin()),
        UnaryOp::Arccos => float_fn!(|x| x.acos()),
        UnaryOp::Arctan => float_fn!(|x| x.atan()),
        UnaryOp::Arcsinh => float_fn!(|x| x.asinh()),
        UnaryOp::Arccosh => float_fn!(|x| x.acosh()),
        UnaryOp::Arctanh => float_fn!(|x| x.atanh()),
        UnaryOp::Sinh => float_fn!(|x| x.sinh()),
        UnaryOp::Cosh => float_fn!(|x| x.cosh()),
        UnaryOp::Tanh => float_fn!(|x| x.tanh()),
    })
}

/// `np.round(a, decimals)`: NumPy scales, rounds half to even, and scales back.
/// The complex conjugate (a copy of a real array).
pub fn conjugate(a: &HostArray) -> HostArray {
    use crate::array::elem::{C64f, C32};
    match a.dtype() {
        DType::C64 => map::<C32, C32>(a, |c| C32::new(c.re, -c.im)),
        DType::C128 => map::<C64f, C64f>(a, |c| C64f::new(c.re, -c.im)),
        _ => a.copy(),
    }
}

pub fn round(a: &HostArray, decimals: i32) -> HostArray {
    let dtype = a.dtype();
    if dtype.is_integer() || dtype == DType::Bool {
        if decimals >= 0 {
            return a.copy();
        }
        let p = 10f64.powi(-decimals);
        return map::<f64, f64>(a, |x| (x / p).round_ties_even() * p).astype(dtype);
    }
    let p = 10f64.powi(decimals.abs());
    let f = move |x: f64| if decimals >= 0 { (x * p).round_ties_even() / p } else { (x / p).round_ties_even() * p };
    match dtype {
        DType::F32 => map::<f32, f32>(a, move |x| {
            let p = p as f32;
            if decimals >= 0 {
                (x * p).round_ties_even() / p
            } else {
                (x / p).round_ties_even() * p
            }
        }),
        // NumPy rounds each part of a complex number.
        DType::C64 => map::<crate::array::elem::C32, crate::array::elem::C32>(a, move |c| {
            let p = p as f32;
            let g = |x: f32| if decimals >= 0 { (x * p).round_ties_even() / p } else { (x / p).round_ties_even() * p };
            crate::array::elem::C32::new(g(c.re), g(c.im))
        }),
        DType::C128 => map::<crate::array::elem::C64f, crate::array::elem::C64f>(a, move |c| crate::array::elem::C64f::new(f(c.re), f(c.im))),
        _ => map::<f64, f64>(a, f).astype(dtype),
    }
}
