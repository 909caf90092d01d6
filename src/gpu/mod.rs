//! The GPU: NVRTC compilation (`nvrtc`; which NVRTC and what it makes for a GPU: `target_select`), and the CUDA driver through cudarc.
//!
//! Everything here loads CUDA libraries at run time, so the binary runs on machines without
//! CUDA; callers ask `nvrtc::available()` / `driver_present()` before anything else. This module
//! must not parse Python or evaluate host code.

pub mod cupti;
pub mod device;
pub mod driver;
pub mod kernel_cache;
pub mod nvrtc;
pub mod op_clock;
pub mod target_select;
pub mod worker;
