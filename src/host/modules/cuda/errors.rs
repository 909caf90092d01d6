//! The Python exception a student sees for each error of the run-time layer and the GPU. Owns
//! the mapping only; the errors themselves are data in `runtime::error` and `gpu::device`.

use crate::gpu::device::GpuError;
use crate::host::{raise, Ctrl};
use crate::runtime::RuntimeError;

pub fn gpu_error(e: GpuError) -> Ctrl {
    match e {
        GpuError::Limit { .. } | GpuError::OutOfMemory { .. } => raise("MemoryError", e.to_string()),
        GpuError::Interrupted => raise("KeyboardInterrupt", e.to_string()),
        GpuError::TimedOut { .. } => raise("TimeoutError", e.to_string()),
        other => raise("RuntimeError", other.to_string()),
    }
}

impl From<RuntimeError> for Ctrl {
    fn from(e: RuntimeError) -> Ctrl {
        match e {
            RuntimeError::Value(m) => raise("ValueError", m),
            RuntimeError::Type(m) => raise("TypeError", m),
            RuntimeError::Unavailable(m) => raise("RuntimeError", m),
            RuntimeError::Raised(ename, m) => raise(ename, m),
            RuntimeError::Gpu(g) => gpu_error(g),
        }
    }
}
