//! Timing and profiling in the cell: `%timeit`/`%%timeit`, `%time`/`%%time` and `%%profile`.
//!
//! `runtime::record` holds what a measurement saw (the GPU operations, their host and GPU
//! times); `measure` starts and finishes a recording around interpreter code with the GPU idle at both
//! ends; `stats` is IPython's arithmetic and time format; `timeit`, `time` and `profile` are the
//! magics; `text`, `html` and `svg` render results. GPU time comes only from the device clock
//! (events around each operation the runtime queues), never from timing interpreter code.
//! Reaches the interpreter only through `host::Host` (run this code, N times; show this), and
//! the GPU only through the run-time layer's back end. Must not compile kernels or call the
//! `Device` except through the backend's GPU session.

pub mod host;
pub mod html;
pub mod measure;
pub mod profile;
pub mod render;
pub mod stats;
pub mod svg;
pub mod text;
pub mod time;
pub mod timeit;
