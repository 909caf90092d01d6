//! The PTX back end: a validated `ir::Module` → PTX text the CUDA driver compiles itself, with
//! no NVRTC in between. It exists for the first call of a kernel: NVRTC takes 40–55 ms for a
//! small kernel on a 2026 server CPU (its front end parses ~10 ms of built-in headers, NVVM links
//! libdevice, ptxas runs), while writing PTX takes well under a millisecond and the driver's JIT
//! about ten (bench/RESULTS.md, "First call"). The runtime loads this PTX at once and swaps in
//! NVRTC's optimised code when a background compile finishes (`runtime::module_cache`).
//!
//! It writes the IR's meaning exactly as the CUDA C writer's code computes it (ir.rs's evaluation
//! rules, `cudalab.cuh`'s helpers), so a kernel's results do not change when the code under it
//! is swapped: IEEE operations with explicit rounding (`add.rn`, `div.rn`, `sqrt.rn`, no
//! contraction but the IR's fused multiply-adds), C's conversions, the same fault records and
//! site numbers' meaning (its own `sites`). It covers the constructs first kernels are made of;
//! anything else (`print`, warp operations, transcendental math, constant arrays…) is
//! `Unsupported`, and the kernel waits for NVRTC as before.
//!
//! Owns PTX text; must not touch a device or NVRTC (`gpu/` does).

mod writer;

use crate::compiler::cuda::Site;
use crate::compiler::ir::Module;
use crate::compiler::validate::ModuleInfo;

/// A kernel as PTX: the text (NUL-terminated, as the driver wants it), its entry point and its
/// sites (by number, as the device reports them).
#[derive(Debug, Clone)]
pub struct PtxSource {
    pub entry: String,
    pub text: String,
    pub sites: Vec<Site>,
}

/// A module's PTX, or the construct that keeps it on NVRTC.
pub type Written = Result<PtxSource, Unsupported>;

/// Why a module has no PTX of its own: the construct this writer does not cover.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unsupported(pub String);

/// The PTX ISA version that introduced `sm_arch` (what the `.version` line needs), for the
/// architectures this writer targets; `None` for others (the kernel then waits for NVRTC).
pub fn isa_version(arch: u32) -> Option<&'static str> {
    Some(match arch {
        60..=62 => "5.0",
        70 => "6.0",
        72 => "6.1",
        75 => "6.3",
        80 => "7.0",
        86 => "7.1",
        87 => "7.4",
        89 | 90 => "7.8",
        _ => return None,
    })
}

/// Write the PTX of a module for `sm_arch`. `ModuleInfo` is the proof that it was validated.
pub fn write(m: &Module, _validated: &ModuleInfo, arch: u32) -> Result<PtxSource, Unsupported> {
    let version = isa_version(arch).ok_or_else(|| Unsupported(format!("sm_{arch}")))?;
    writer::Writer::new(m).write_module(version, arch)
}
