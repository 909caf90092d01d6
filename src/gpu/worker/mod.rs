//! The GPU in a child process: `cudalab gpu-worker` owns the CUDA context, and the kernel talks to
//! it through `WorkerDevice`, an implementation of `Device` whose commands cross a pipe.
//!
//! A fault that poisons the context (an illegal address with checks off, a trap), a kernel that
//! runs past the time limit, an interrupt the GPU does not honour in time, or a crash of the
//! worker itself ends only the worker: the kernel process keeps its variables, the host side
//! opens a new worker on the next GPU use, and device arrays of the old one report that they are
//! lost. `wire` is the protocol (the `Command` and `Reply` enums, and the only code that knows
//! their bytes), `server` the worker's loop, `client` the kernel's side.
//! Must not evaluate host code.

pub mod client;
pub mod server;
pub mod wire;

pub use client::WorkerDevice;
