//! The compiled-module cache: a specialization's CUDA C compiled by NVRTC (a CUBIN for the
//! device, or PTX the driver compiles: `nvrtc::Choice`), kept by content key (CUDA C, runtime header, target, NVRTC and cudalab
//! versions) in memory (modules loaded in this GPU session) and on disk (`gpu::kernel_cache`,
//! across sessions and GPU workers). Must not show anything: warnings come back as text.

use crate::compiler::cuda;
use crate::gpu::kernel_cache::{self, KernelCache};
use crate::gpu::nvrtc;
use crate::runtime::backend::{GpuCell, Loaded};
use crate::runtime::record::Recording;
use crate::runtime::specialization::Specialization;
use crate::runtime::RuntimeError;
use sha2::{Digest, Sha256};
use std::rc::Rc;

/// The loaded module of a specialization on the current GPU context, compiling (or reading the
/// disk cache) if needed; NVRTC's warnings, if it compiled and had any, come back as text.
pub fn load(cell: &Rc<GpuCell>, spec: &Specialization, recording: &Recording) -> Result<(Rc<Loaded>, Option<String>), RuntimeError> {
    if let Some(l) = spec.gpu.borrow().as_ref().filter(|l| l.generation == cell.generation) {
        return Ok((l.clone(), None));
    }
    let mut warnings = None;
    let source = spec.cuda_source();
    let compiler = cell.borrow().compiler;
    let mut h = Sha256::new();
    h.update(source.text.as_bytes());
    h.update(cuda::RUNTIME_HEADER.as_bytes());
    h.update(format!("{} cudalab {}", compiler.key(), env!("CARGO_PKG_VERSION")).as_bytes());
    let key = hex::encode(h.finalize());
    let known = cell.borrow().modules.get(&key).copied();
    let (module, function) = match known {
        Some(found) => found,
        None => {
            let disk = kernel_cache::default_dir().and_then(|d| KernelCache::open(&d));
            let cached = disk.as_ref().and_then(|c| c.read(&key));
            let image = match cached {
                Some(img) => img,
                None => {
                    let name = format!("{}.cu", spec.compiled.module.name);
                    let t_nvrtc = std::time::Instant::now();
                    let out =
                        compiler.nvrtc.compile_with(&source.text, &name, compiler.target, true, &[cuda::NVRTC_OPTION.to_string()]).map_err(|e| match e {
                            nvrtc::NvrtcError::Compile { log } => RuntimeError::Unavailable(format!(
                                "NVRTC could not compile the CUDA C generated for kernel '{}' (a cudalab bug; kernel.inspect_cuda() shows the source):\n{log}",
                                spec.compiled.module.name
                            )),
                            other => RuntimeError::Unavailable(other.to_string()),
                        })?;
                    if std::env::var_os("CUDALAB_TRACE_COMPILE").is_some() {
                        eprintln!(
                            "cudalab: NVRTC {}.{} compiled '{}' ({}) in {:.1} ms",
                            compiler.nvrtc.version.0,
                            compiler.nvrtc.version.1,
                            spec.compiled.module.name,
                            compiler.target,
                            t_nvrtc.elapsed().as_secs_f64() * 1e3
                        );
                    }
                    if !out.log.is_empty() {
                        warnings = Some(format!("NVRTC warnings for kernel '{}':\n{}\n", spec.compiled.module.name, out.log));
                    }
                    if let Some(c) = &disk {
                        c.write(&key, &out.image);
                    }
                    out.image
                }
            };
            recording.compiled(&spec.compiled.module.name);
            let (m, f) = cell.borrow().dev.load(&image, &source.entry).map_err(RuntimeError::from)?;
            cell.borrow().modules.insert(key, (m, f));
            (m, f)
        }
    };
    let loaded = Rc::new(Loaded { generation: cell.generation, module, function, written: spec.compiled.module.written_arrays() });
    *spec.gpu.borrow_mut() = Some(loaded.clone());
    Ok((loaded, warnings))
}
