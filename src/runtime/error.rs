//! The errors of the run-time layer, as data: the host maps each to the Python exception a
//! student sees (`host::modules::cuda::runtime_error`). Must not build Python values.

use crate::gpu::device::GpuError;

#[derive(Debug, thiserror::Error)]
pub enum RuntimeError {
    /// A bad value from the user (a malformed setting): Python's ValueError.
    #[error("{0}")]
    Value(String),
    /// A bad argument type: Python's TypeError.
    #[error("{0}")]
    Type(String),
    /// The back end cannot do what was asked: Python's RuntimeError.
    #[error("{0}")]
    Unavailable(String),
    /// An exception with Python's type name: what kernel code raised on the GPU (a recorded
    /// fault), a time limit, an interrupt the GPU did not honour in time.
    #[error("{1}")]
    Raised(&'static str, String),
    /// The device or its worker reported an error.
    #[error(transparent)]
    Gpu(#[from] GpuError),
}
