//! The run-time half: everything that happens to a kernel between "compiled" and "ran".
//!
//! The launch path reads top-down: a host binding (`host::modules::cuda`, the Python-facing
//! kernels, device arrays and ufuncs) types its arguments and calls in here; this layer picks
//! the back end and runs the specialization on the simulator (`sim`) or writes CUDA C
//! (`compiler::cuda`) for the GPU (`gpu`). It never sees a Python value or the interpreter
//! (`crate::host`); errors leave it as [`RuntimeError`], which the host turns into Python
//! exceptions.
//!
//! - `backend`: which back end runs kernels, the GPU session (device, loaded modules, launches
//!   awaiting synchronization), the kernel time limit, the NVRTC warm-up.
//! - `ops`: every GPU operation (allocation, copy, launch), reported to the timing recording.
//! - `specialization`: a compiled kernel ready to launch (IR, simulator program, CUDA C, its
//!   module on the GPU).
//! - `dispatch`: Numba's argument typing (`typeof`) over [`dispatch::ArgInfo`].
//! - `launch_config`: the grid and block a launch asks for, checked against [`DeviceLimits`].
//! - `record`: the GPU operation log a `%timeit`, `%time` or `%%profile` reads (each
//!   operation with its host and GPU times).
//! - `module_cache`: CUDA C → NVRTC CUBIN, cached in memory per GPU session and on disk.
//! - `sync`: waiting for the GPU, decoding kernel print records and fault records.
//! - `params`: the byte layout of kernel parameters for `cuLaunchKernel`.
//! - `error`: [`RuntimeError`].

pub mod backend;
pub mod dispatch;
pub mod error;
pub mod launch_config;
pub mod module_cache;
pub mod ops;
pub mod params;
pub mod raw_module;
pub mod record;
pub mod specialization;
pub mod sync;

pub use error::RuntimeError;
pub use launch_config::DeviceLimits;
