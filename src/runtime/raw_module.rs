//! Raw CUDA C that cudalab's front end does not take (a `#include <curand_kernel.h>`, templates,
//! structs…) compiled by NVRTC as written for the GPU back end: the source with cudalab's
//! runtime header in front (the GPU worker's channels need its globals) and `#line` pointing at
//! the user's source, one loaded module per (source, kernel), cached for the GPU session. Such a
//! kernel has no bounds checks and its `printf` goes to the kernel process's output, not the
//! cell. Must not show anything; must not lay out parameters (the host does).

use crate::gpu::device::FunctionInfo;
use crate::gpu::device::ModuleId;
use crate::gpu::nvrtc;
use crate::runtime::backend::GpuCell;
use crate::runtime::RuntimeError;
use sha2::{Digest, Sha256};
use std::rc::Rc;

/// Headers NVRTC provides or does not need; their `#include` lines are dropped.
const IMPLICIT: &[&str] =
    &["cuda_runtime.h", "cuda.h", "stdio.h", "cstdio", "math.h", "cmath", "device_launch_parameters.h", "cuda_runtime_api.h", "device_functions.h"];

/// The translation unit NVRTC gets for `source` (named `name` in its messages).
pub fn translation_unit(source: &str, name: &str, wrap_extern_c: bool) -> String {
    let body: String = source
        .lines()
        .map(|l| {
            let t = l.trim_start();
            let implicit = t.starts_with("#include") && IMPLICIT.iter().any(|h| t.contains(&format!("<{h}>")) || t.contains(&format!("\"{h}\"")));
            if implicit {
                format!("// {l}\n")
            } else {
                format!("{l}\n")
            }
        })
        .collect();
    let (open, close) = if wrap_extern_c { ("extern \"C\" {\n", "}\n") } else { ("", "") };
    format!("#include \"{}\"\n{open}#line 1 \"{name}\"\n{body}{close}", crate::compiler::cuda::RUNTIME_HEADER_NAME)
}

/// The module holding kernel `entry` of `unit`, compiled and loaded on first use.
pub fn load(cell: &Rc<GpuCell>, unit: &str, name: &str, entry: &str) -> Result<(ModuleId, FunctionInfo), RuntimeError> {
    let arch = cell.borrow().dev.info().arch();
    let mut h = Sha256::new();
    h.update(unit.as_bytes());
    h.update(format!("raw {entry} sm_{arch}").as_bytes());
    let key = hex::encode(h.finalize());
    if let Some(found) = cell.borrow().modules.get(&key).copied() {
        return Ok(found);
    }
    let out = nvrtc::compile(unit, name, nvrtc::Target::Cubin(arch), true).map_err(|e| match e {
        nvrtc::NvrtcError::Compile { log } => RuntimeError::Raised("CompileError", format!("NVRTC could not compile the CUDA C:\n{}", log.trim_end())),
        other => RuntimeError::Unavailable(other.to_string()),
    })?;
    let (m, f) = cell.borrow().dev.load(&out.image, entry).map_err(RuntimeError::from)?;
    cell.borrow().modules.insert(key, (m, f));
    Ok((m, f))
}
