//! Element types and their conversions. Every dtype has a Rust element type implementing `Elem`;
//! `cast` converts between any two with NumPy's `astype` rules (floats truncate toward zero into
//! integers, integers wrap into narrower integers, complex drops its imaginary part). The `KIND`
//! constants are resolved when a loop is compiled, so inner loops never dispatch per element.

use crate::array::dtype::{DType, Kind};
use half::f16;
use num_complex::Complex;

pub type C32 = Complex<f32>;
pub type C64f = Complex<f64>;

pub trait Elem: Copy + Default + PartialEq + 'static {
    const DTYPE: DType;
    const KIND: Kind;
    fn to_f64(self) -> f64;
    fn to_i128(self) -> i128;
    fn to_c(self) -> (f64, f64);
    fn from_f64(v: f64) -> Self;
    fn from_i128(v: i128) -> Self;
    fn from_c(re: f64, im: f64) -> Self;
    fn from_bool(b: bool) -> Self;
    fn nonzero(self) -> bool;
}

macro_rules! int_elem {
    ($t:ty, $d:ident, $k:ident, $cvt:ident) => {
        impl Elem for $t {
            const DTYPE: DType = DType::$d;
            const KIND: Kind = Kind::$k;
            #[inline(always)]
            fn to_f64(self) -> f64 {
                self as f64
            }
            #[inline(always)]
            fn to_i128(self) -> i128 {
                self as i128
            }
            #[inline(always)]
            fn to_c(self) -> (f64, f64) {
                (self as f64, 0.0)
            }
            #[inline(always)]
            fn from_f64(v: f64) -> Self {
                $cvt(v) as $t
            }
            #[inline(always)]
            fn from_i128(v: i128) -> Self {
                v as $t
            }
            #[inline(always)]
            fn from_c(re: f64, _im: f64) -> Self {
                Self::from_f64(re)
            }
            #[inline(always)]
            fn from_bool(b: bool) -> Self {
                b as $t
            }
            #[inline(always)]
            fn nonzero(self) -> bool {
                self != 0
            }
        }
    };
}

// A float becomes an integer as NumPy's C casts do on x86-64 (what a student's NumPy prints): the
// narrow types and int32 through a 32-bit truncating conversion, uint32 and int64 through a 64-bit
// one, then the low bits kept (300.7 as int8 is 44). A value the conversion cannot hold (NaN, an
// infinity, past its range) gives that conversion's "integer indefinite", its most negative value
// (so int32 reads -2147483648 and int8 0), and raises the invalid flag, which NumPy reports as
// "invalid value encountered in cast".

/// The 32-bit truncating conversion (x86's cvttsd2si into a 32-bit register).
#[inline(always)]
fn via_i32(v: f64) -> i32 {
    if v > -2147483649.0 && v < 2147483648.0 {
        v as i32
    } else {
        crate::array::fp_flags::raise(crate::array::fp_flags::FpFlags::INVALID);
        i32::MIN
    }
}

/// The 64-bit truncating conversion.
#[inline(always)]
fn via_i64(v: f64) -> i64 {
    if (-9223372036854775808.0..9223372036854775808.0).contains(&v) {
        v as i64
    } else {
        crate::array::fp_flags::raise(crate::array::fp_flags::FpFlags::INVALID);
        i64::MIN
    }
}

/// uint64: values from 2**63 up are converted less 2**63 and the top bit put back.
#[inline(always)]
fn via_u64(v: f64) -> u64 {
    if v >= 9223372036854775808.0 {
        (via_i64(v - 9223372036854775808.0) as u64) ^ (1 << 63)
    } else {
        via_i64(v) as u64
    }
}

int_elem!(i8, I8, Signed, via_i32);
int_elem!(i16, I16, Signed, via_i32);
int_elem!(i32, I32, Signed, via_i32);
int_elem!(i64, I64, Signed, via_i64);
int_elem!(u8, U8, Unsigned, via_i32);
int_elem!(u16, U16, Unsigned, via_i32);
int_elem!(u32, U32, Unsigned, via_i64);
int_elem!(u64, U64, Unsigned, via_u64);

impl Elem for bool {
    const DTYPE: DType = DType::Bool;
    const KIND: Kind = Kind::Bool;
    fn to_f64(self) -> f64 {
        self as u8 as f64
    }
    fn to_i128(self) -> i128 {
        self as i128
    }
    fn to_c(self) -> (f64, f64) {
        (self as u8 as f64, 0.0)
    }
    fn from_f64(v: f64) -> Self {
        v != 0.0
    }
    fn from_i128(v: i128) -> Self {
        v != 0
    }
    fn from_c(re: f64, im: f64) -> Self {
        re != 0.0 || im != 0.0
    }
    fn from_bool(b: bool) -> Self {
        b
    }
    fn nonzero(self) -> bool {
        self
    }
}

macro_rules! float_elem {
    ($t:ty, $d:ident, $to:expr, $from:expr) => {
        impl Elem for $t {
            const DTYPE: DType = DType::$d;
            const KIND: Kind = Kind::Float;
            #[inline(always)]
            fn to_f64(self) -> f64 {
                $to(self)
            }
            #[inline(always)]
            fn to_i128(self) -> i128 {
                $to(self) as i128
            }
            #[inline(always)]
            fn to_c(self) -> (f64, f64) {
                ($to(self), 0.0)
            }
            #[inline(always)]
            fn from_f64(v: f64) -> Self {
                $from(v)
            }
            #[inline(always)]
            fn from_i128(v: i128) -> Self {
                $from(v as f64)
            }
            #[inline(always)]
            fn from_c(re: f64, _im: f64) -> Self {
                $from(re)
            }
            #[inline(always)]
            fn from_bool(b: bool) -> Self {
                $from(b as u8 as f64)
            }
            #[inline(always)]
            fn nonzero(self) -> bool {
                $to(self) != 0.0
            }
        }
    };
}

float_elem!(f16, F16, |x: f16| x.to_f64(), f16::from_f64);
float_elem!(f32, F32, |x: f32| x as f64, |v: f64| v as f32);
float_elem!(f64, F64, |x: f64| x, |v: f64| v);

macro_rules! complex_elem {
    ($t:ty, $d:ident, $f:ty) => {
        impl Elem for $t {
            const DTYPE: DType = DType::$d;
            const KIND: Kind = Kind::Complex;
            fn to_f64(self) -> f64 {
                self.re as f64
            }
            fn to_i128(self) -> i128 {
                self.re as i128
            }
            fn to_c(self) -> (f64, f64) {
                (self.re as f64, self.im as f64)
            }
            fn from_f64(v: f64) -> Self {
                Complex::new(v as $f, 0.0)
            }
            fn from_i128(v: i128) -> Self {
                Complex::new(v as $f, 0.0)
            }
            fn from_c(re: f64, im: f64) -> Self {
                Complex::new(re as $f, im as $f)
            }
            fn from_bool(b: bool) -> Self {
                Complex::new(b as u8 as $f, 0.0)
            }
            fn nonzero(self) -> bool {
                self.re != 0.0 || self.im != 0.0
            }
        }
    };
}

complex_elem!(C32, C64, f32);
complex_elem!(C64f, C128, f64);

/// NumPy's `astype` conversion from `S` to `T`.
#[inline(always)]
pub fn cast<S: Elem, T: Elem>(s: S) -> T {
    match (S::KIND, T::KIND) {
        (_, Kind::Complex) => {
            let (re, im) = s.to_c();
            T::from_c(re, im)
        }
        (_, Kind::Bool) => T::from_bool(s.nonzero()),
        (Kind::Float | Kind::Complex, Kind::Signed | Kind::Unsigned) => T::from_f64(s.to_f64()),
        (Kind::Bool | Kind::Signed | Kind::Unsigned, Kind::Signed | Kind::Unsigned) => T::from_i128(s.to_i128()),
        (_, Kind::Float) => T::from_f64(s.to_f64()),
    }
}

/// A buffer of one dtype, shared by an array and its views.
#[derive(Clone, Debug)]
pub enum Buffer {
    Bool(Vec<bool>),
    I8(Vec<i8>),
    I16(Vec<i16>),
    I32(Vec<i32>),
    I64(Vec<i64>),
    U8(Vec<u8>),
    U16(Vec<u16>),
    U32(Vec<u32>),
    U64(Vec<u64>),
    F16(Vec<f16>),
    F32(Vec<f32>),
    F64(Vec<f64>),
    C64(Vec<C32>),
    C128(Vec<C64f>),
}

/// Run `$body` with `$v` bound to the typed vector inside a `Buffer` (or a `&Buffer`).
#[macro_export]
macro_rules! with_buffer {
    ($buf:expr, $v:ident => $body:expr) => {
        match $buf {
            $crate::array::elem::Buffer::Bool($v) => $body,
            $crate::array::elem::Buffer::I8($v) => $body,
            $crate::array::elem::Buffer::I16($v) => $body,
            $crate::array::elem::Buffer::I32($v) => $body,
            $crate::array::elem::Buffer::I64($v) => $body,
            $crate::array::elem::Buffer::U8($v) => $body,
            $crate::array::elem::Buffer::U16($v) => $body,
            $crate::array::elem::Buffer::U32($v) => $body,
            $crate::array::elem::Buffer::U64($v) => $body,
            $crate::array::elem::Buffer::F16($v) => $body,
            $crate::array::elem::Buffer::F32($v) => $body,
            $crate::array::elem::Buffer::F64($v) => $body,
            $crate::array::elem::Buffer::C64($v) => $body,
            $crate::array::elem::Buffer::C128($v) => $body,
        }
    };
}

/// Run `$body` with `$t` as the element type of `dtype`.
#[macro_export]
macro_rules! with_dtype {
    ($dtype:expr, $t:ident => $body:expr) => {
        match $dtype {
            $crate::array::dtype::DType::Bool => {
                type $t = bool;
                $body
            }
            $crate::array::dtype::DType::I8 => {
                type $t = i8;
                $body
            }
            $crate::array::dtype::DType::I16 => {
                type $t = i16;
                $body
            }
            $crate::array::dtype::DType::I32 => {
                type $t = i32;
                $body
            }
            $crate::array::dtype::DType::I64 => {
                type $t = i64;
                $body
            }
            $crate::array::dtype::DType::U8 => {
                type $t = u8;
                $body
            }
            $crate::array::dtype::DType::U16 => {
                type $t = u16;
                $body
            }
            $crate::array::dtype::DType::U32 => {
                type $t = u32;
                $body
            }
            $crate::array::dtype::DType::U64 => {
                type $t = u64;
                $body
            }
            $crate::array::dtype::DType::F16 => {
                type $t = half::f16;
                $body
            }
            $crate::array::dtype::DType::F32 => {
                type $t = f32;
                $body
            }
            $crate::array::dtype::DType::F64 => {
                type $t = f64;
                $body
            }
            $crate::array::dtype::DType::C64 => {
                type $t = $crate::array::elem::C32;
                $body
            }
            $crate::array::dtype::DType::C128 => {
                type $t = $crate::array::elem::C64f;
                $body
            }
        }
    };
}

pub trait BufferOf: Elem {
    fn wrap(v: Vec<Self>) -> Buffer;
    fn slice(b: &Buffer) -> Option<&[Self]>;
    fn slice_mut(b: &mut Buffer) -> Option<&mut [Self]>;
}

macro_rules! buffer_of {
    ($t:ty, $var:ident) => {
        impl BufferOf for $t {
            fn wrap(v: Vec<Self>) -> Buffer {
                Buffer::$var(v)
            }
            fn slice(b: &Buffer) -> Option<&[Self]> {
                match b {
                    Buffer::$var(v) => Some(v),
                    _ => None,
                }
            }
            fn slice_mut(b: &mut Buffer) -> Option<&mut [Self]> {
                match b {
                    Buffer::$var(v) => Some(v),
                    _ => None,
                }
            }
        }
    };
}

buffer_of!(bool, Bool);
buffer_of!(i8, I8);
buffer_of!(i16, I16);
buffer_of!(i32, I32);
buffer_of!(i64, I64);
buffer_of!(u8, U8);
buffer_of!(u16, U16);
buffer_of!(u32, U32);
buffer_of!(u64, U64);
buffer_of!(f16, F16);
buffer_of!(f32, F32);
buffer_of!(f64, F64);
buffer_of!(C32, C64);
buffer_of!(C64f, C128);

impl Buffer {
    /// The start of the storage and its length in elements, for code that addresses elements
    /// itself (the simulator's memory views).
    pub fn raw_parts(&mut self) -> (*mut u8, usize) {
        with_buffer!(self, v => (v.as_mut_ptr().cast::<u8>(), v.len()))
    }
    /// As `raw_parts`, through a shared reference, for code that only reads the elements (the
    /// simulator's constant memory, which several threads read at once).
    pub fn raw_parts_const(&self) -> (*const u8, usize) {
        with_buffer!(self, v => (v.as_ptr().cast::<u8>(), v.len()))
    }
    pub fn dtype(&self) -> DType {
        with_buffer!(self, v => elem_dtype(v))
    }
    pub fn len(&self) -> usize {
        with_buffer!(self, v => v.len())
    }
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
    pub fn zeros(dtype: DType, n: usize) -> Buffer {
        with_dtype!(dtype, T => <T as BufferOf>::wrap(vec![T::default(); n]))
    }
}

fn elem_dtype<T: Elem>(_: &[T]) -> DType {
    T::DTYPE
}
