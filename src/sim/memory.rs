//! Memory as the simulator sees it: typed views over host buffers (kernel arguments), shared
//! memory per block, local memory per thread and constant memory, each element read and written
//! through its dtype; and the shadow memory that finds races.
//!
//! Views hold raw pointers into buffers the caller keeps alive and does not touch for the whole
//! launch (the launch is synchronous on the engine thread); every access is bounds-checked
//! before it is made, whatever the kernel's `boundscheck` option says, so a kernel can never
//! corrupt host memory.

use crate::array::dtype::DType;
use crate::sim::scalar::{f, f32b, fb};

pub const MAX_DIMS: usize = 4;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Space {
    Global,
    Shared,
    Local,
    Const,
}

impl Space {
    pub fn name(self) -> &'static str {
        match self {
            Space::Global => "global memory",
            Space::Shared => "shared memory",
            Space::Local => "local memory",
            Space::Const => "constant memory",
        }
    }
}

pub struct View {
    pub name: String,
    pub space: Space,
    pub base: *mut u8,
    pub dtype: DType,
    pub ndim: usize,
    pub shape: [i64; MAX_DIMS],
    pub strides: [i64; MAX_DIMS],
    pub offset: i64,
    /// Bytes between two threads' copies (local arrays); 0 otherwise.
    pub per_thread: usize,
    /// Index into the machine's shadow tables, for spaces that can race.
    pub shadow: Option<usize>,
}

/// # Safety
/// `p` must point at a live, aligned element of `dtype`.
#[inline]
pub unsafe fn read(p: *const u8, dtype: DType) -> u64 {
    match dtype {
        DType::Bool => (*p != 0) as u64,
        DType::I8 => *(p as *const i8) as i64 as u64,
        DType::I16 => *(p as *const i16) as i64 as u64,
        DType::I32 => *(p as *const i32) as i64 as u64,
        DType::I64 => *(p as *const i64) as u64,
        DType::U8 => *p as u64,
        DType::U16 => *(p as *const u16) as u64,
        DType::U32 => *(p as *const u32) as u64,
        DType::U64 => *(p as *const u64),
        DType::F32 => f32b(*(p as *const f32)),
        DType::F64 => fb(*(p as *const f64)),
        _ => 0,
    }
}

/// # Safety
/// `p` must point at a live, aligned element of `dtype` that nothing else borrows.
#[inline]
pub unsafe fn write(p: *mut u8, dtype: DType, v: u64) {
    match dtype {
        DType::Bool => *p = (v != 0) as u8,
        DType::I8 | DType::U8 => *p = v as u8,
        DType::I16 | DType::U16 => *(p as *mut u16) = v as u16,
        DType::I32 | DType::U32 => *(p as *mut u32) = v as u32,
        DType::I64 | DType::U64 => *(p as *mut u64) = v,
        DType::F32 => *(p as *mut f32) = f(v) as f32,
        DType::F64 => *(p as *mut f64) = f(v),
        _ => {}
    }
}

/// The last plain (non-atomic) write of an element: which thread, in which barrier interval,
/// at which instruction. `thread == 0` means never written.
#[derive(Clone, Copy, Default)]
pub struct ShadowCell {
    pub thread: u32,
    pub epoch: u32,
    pub pc: u32,
    /// The launch's lock count (`Machine::locks`) when the cell was written.
    pub locks: u32,
}
