//! The compiled-module cache: a specialization's CUDA C compiled by NVRTC (a CUBIN for the
//! device, or PTX the driver compiles: `nvrtc::Choice`), kept by content key (CUDA C, runtime
//! header, target, NVRTC and cudalab versions) in memory (modules loaded in this GPU session) and
//! on disk (`gpu::kernel_cache`, across sessions and GPU workers).
//!
//! A first call does not wait for NVRTC when it need not: on a miss of both caches, a kernel the
//! PTX writer covers (`compiler::ptx`) loads cudalab's own PTX at once (the driver compiles it in
//! about ten milliseconds) for that first launch while NVRTC compiles the CUDA C on a background
//! thread, which also fills the disk cache; the next launch (or a question about registers or
//! occupancy) waits for that compile if need be and loads NVRTC's code. Only one launch runs the
//! PTX: it is slower code (no unrolling, every check kept; up to 6x on compute-bound kernels), and
//! launches queued behind it would all run it. Both compute the same bits (the PTX writer's
//! contract), so only speed changes.
//! `CUDALAB_FIRST_CALL=nvrtc` waits for NVRTC as before; `=ptx` keeps the PTX (for testing it).
//!
//! Must not show anything: warnings come back as text.

use crate::compiler::cuda::{self, Arrays};
use crate::gpu::kernel_cache::{self, KernelCache};
use crate::gpu::nvrtc;
use crate::runtime::backend::{GpuCell, Loaded};
use crate::runtime::record::Recording;
use crate::runtime::specialization::Specialization;
use crate::runtime::RuntimeError;
use sha2::{Digest, Sha256};
use std::rc::Rc;
use std::sync::{Arc, Mutex};

type Compiled = Result<nvrtc::Output, nvrtc::NvrtcError>;

/// NVRTC's compile of a specialization, running behind its quick PTX.
pub struct Upgrade {
    key: String,
    generation: u64,
    done: Arc<Mutex<Option<Compiled>>>,
}

/// What a first call runs before NVRTC's code (`CUDALAB_FIRST_CALL`).
#[derive(Clone, Copy, PartialEq, Eq)]
enum FirstCall {
    /// cudalab's PTX, then NVRTC's code when its background compile finishes (the default).
    Quick,
    /// NVRTC's code only.
    Nvrtc,
    /// cudalab's PTX only, never replaced (to test the PTX writer against NVRTC's code).
    PtxOnly,
}

fn first_call() -> FirstCall {
    match std::env::var("CUDALAB_FIRST_CALL").as_deref() {
        Ok("nvrtc") => FirstCall::Nvrtc,
        Ok("ptx") => FirstCall::PtxOnly,
        _ => FirstCall::Quick,
    }
}

fn compile_error(kernel: &str, e: nvrtc::NvrtcError) -> RuntimeError {
    match e {
        nvrtc::NvrtcError::Compile { log } => RuntimeError::Unavailable(format!(
            "NVRTC could not compile the CUDA C generated for kernel '{kernel}' (a cudalab bug; kernel.inspect_cuda() shows the source):\n{log}"
        )),
        other => RuntimeError::Unavailable(other.to_string()),
    }
}

fn warnings_of(kernel: &str, out: &nvrtc::Output) -> Option<String> {
    (!out.log.is_empty()).then(|| format!("NVRTC warnings for kernel '{kernel}':\n{}\n", out.log))
}

/// The loaded module of a specialization on the current GPU context, compiling (or reading the
/// disk cache) if needed; NVRTC's warnings, if it compiled and had any, come back as text.
pub fn load(cell: &Rc<GpuCell>, spec: &Specialization, recording: &Recording, arrays: Arrays) -> Result<(Rc<Loaded>, Option<String>), RuntimeError> {
    let v = arrays.index();
    let current = spec.gpu.borrow()[v].as_ref().filter(|l| l.generation == cell.generation).cloned();
    if let Some(l) = current {
        if !l.quick {
            return Ok((l, None));
        }
        // The quick PTX runs one launch only: its code is slower than NVRTC's (no unrolling,
        // every check kept), and launches queued behind it would all run it.
        return wait_for_nvrtc(cell, spec, l, arrays);
    }
    let kernel = spec.compiled.module.name.clone();
    let source = spec.cuda_source_for(arrays);
    let compiler = cell.borrow().compiler;
    let mut h = Sha256::new();
    h.update(source.text.as_bytes());
    h.update(cuda::RUNTIME_HEADER.as_bytes());
    h.update(format!("{} cudalab {}", compiler.key(), env!("CARGO_PKG_VERSION")).as_bytes());
    let key = hex::encode(h.finalize());
    let known = cell.borrow().modules.get(&key).copied();
    let mut warnings = None;
    let (module, function, quick) = match known {
        Some((m, f)) => (m, f, false),
        None => {
            let disk = kernel_cache::default_dir().and_then(|d| KernelCache::open(&d));
            let cached = disk.as_ref().and_then(|c| c.read(&key));
            let mode = first_call();
            let arch = cell.borrow().dev.info().arch();
            let quick = match (&cached, mode) {
                (None, FirstCall::Quick | FirstCall::PtxOnly) => spec.ptx_source(arch).as_ref().as_ref().ok().cloned(),
                _ => None,
            };
            if let Some(ptx) = quick {
                let t0 = std::time::Instant::now();
                let (m, f) = cell.borrow().dev.load(ptx.text.as_bytes(), &ptx.entry).map_err(RuntimeError::from)?;
                if std::env::var_os("CUDALAB_TRACE_COMPILE").is_some() {
                    eprintln!("cudalab: PTX of '{kernel}' written and loaded (sm_{arch}) in {:.1} ms", t0.elapsed().as_secs_f64() * 1e3);
                }
                recording.compiled(&kernel);
                if mode == FirstCall::Quick {
                    let done = Arc::new(Mutex::new(None));
                    let (slot, text, name, dir, k) = (done.clone(), source.text.clone(), format!("{kernel}.cu"), kernel_cache::default_dir(), key.clone());
                    crate::runtime::backend::spawn_compile(move || {
                        let t = std::time::Instant::now();
                        let compile = || compiler.nvrtc.compile_with(&text, &name, compiler.target, true, &[cuda::NVRTC_OPTION.to_string()]);
                        let out = std::panic::catch_unwind(std::panic::AssertUnwindSafe(compile))
                            .unwrap_or_else(|_| Err(nvrtc::NvrtcError::Call("the background NVRTC compile panicked".into())));
                        if std::env::var_os("CUDALAB_TRACE_COMPILE").is_some() {
                            eprintln!("cudalab: NVRTC compiled '{name}' ({}) in the background in {:.1} ms", compiler.target, t.elapsed().as_secs_f64() * 1e3);
                        }
                        if let (Ok(o), Some(c)) = (&out, dir.as_ref().and_then(|d| KernelCache::open(d))) {
                            c.write(&k, &o.image);
                        }
                        if let Ok(mut s) = slot.lock() {
                            *s = Some(out);
                        }
                    });
                    spec.upgrade.borrow_mut()[v] = Some(Upgrade { key: key.clone(), generation: cell.generation, done });
                }
                (m, f, true)
            } else {
                let image = match cached {
                    Some(img) => img,
                    None => {
                        let name = format!("{kernel}.cu");
                        let t_nvrtc = std::time::Instant::now();
                        let out = compiler
                            .nvrtc
                            .compile_with(&source.text, &name, compiler.target, true, &[cuda::NVRTC_OPTION.to_string()])
                            .map_err(|e| compile_error(&kernel, e))?;
                        if std::env::var_os("CUDALAB_TRACE_COMPILE").is_some() {
                            eprintln!(
                                "cudalab: NVRTC {}.{} compiled '{kernel}' ({}) in {:.1} ms",
                                compiler.nvrtc.version.0,
                                compiler.nvrtc.version.1,
                                compiler.target,
                                t_nvrtc.elapsed().as_secs_f64() * 1e3
                            );
                        }
                        warnings = warnings_of(&kernel, &out);
                        if let Some(c) = &disk {
                            c.write(&key, &out.image);
                        }
                        out.image
                    }
                };
                recording.compiled(&kernel);
                let (m, f) = cell.borrow().dev.load(&image, &source.entry).map_err(RuntimeError::from)?;
                cell.borrow().modules.insert(key, (m, f));
                (m, f, false)
            }
        }
    };
    let loaded = Rc::new(Loaded { generation: cell.generation, module, function, written: spec.written.clone(), quick });
    spec.gpu.borrow_mut()[v] = Some(loaded.clone());
    Ok((loaded, warnings))
}

/// The module NVRTC made, waiting for the background compile when the quick PTX runs now: for
/// what depends on the machine code (register counts, occupancy) and for a launch the PTX's
/// registers do not allow.
pub fn load_final(cell: &Rc<GpuCell>, spec: &Specialization, recording: &Recording, arrays: Arrays) -> Result<(Rc<Loaded>, Option<String>), RuntimeError> {
    let (loaded, warnings) = load(cell, spec, recording, arrays)?;
    if !loaded.quick {
        return Ok((loaded, warnings));
    }
    wait_for_nvrtc(cell, spec, loaded, arrays).map(|(l, w)| (l, w.or(warnings)))
}

/// NVRTC's module in place of a quick one, waiting for the background compile.
fn wait_for_nvrtc(cell: &Rc<GpuCell>, spec: &Specialization, loaded: Rc<Loaded>, arrays: Arrays) -> Result<(Rc<Loaded>, Option<String>), RuntimeError> {
    loop {
        let pending = spec.upgrade.borrow()[arrays.index()].as_ref().filter(|u| u.generation == cell.generation).map(|u| u.done.clone());
        // Nothing behind it (`CUDALAB_FIRST_CALL=ptx`): the PTX is final.
        let Some(done) = pending else { return Ok((loaded, None)) };
        if done.lock().map(|d| d.is_some()).unwrap_or(true) {
            return upgrade(cell, spec, loaded, arrays);
        }
        std::thread::sleep(std::time::Duration::from_micros(200));
    }
}

/// A quick module's successor: NVRTC's code once the background compile finished.
fn upgrade(cell: &Rc<GpuCell>, spec: &Specialization, quick: Rc<Loaded>, arrays: Arrays) -> Result<(Rc<Loaded>, Option<String>), RuntimeError> {
    let v = arrays.index();
    let finished = {
        let slot = spec.upgrade.borrow();
        match slot[v].as_ref() {
            Some(u) if u.generation == cell.generation => u.done.lock().map(|mut d| d.take()).unwrap_or(None),
            // No compile behind it (`CUDALAB_FIRST_CALL=ptx`, or a new GPU worker loaded the
            // quick module again): it stays.
            _ => None,
        }
    };
    let Some(result) = finished else {
        return Ok((quick, None));
    };
    let Some(up) = spec.upgrade.borrow_mut()[v].take() else {
        return Ok((quick, None));
    };
    let kernel = spec.compiled.module.name.clone();
    let final_module = |cell: &Rc<GpuCell>, module, function| {
        let loaded = Rc::new(Loaded { generation: cell.generation, module, function, written: quick.written.clone(), quick: false });
        spec.gpu.borrow_mut()[v] = Some(loaded.clone());
        loaded
    };
    match result {
        Ok(out) => {
            let entry = spec.cuda_source_for(arrays).entry.clone();
            let (m, f) = cell.borrow().dev.load(&out.image, &entry).map_err(RuntimeError::from)?;
            cell.borrow().modules.insert(up.key, (m, f));
            Ok((final_module(cell, m, f), warnings_of(&kernel, &out)))
        }
        Err(e) => {
            // The PTX keeps running (it computes the same); NVRTC's refusal is a cudalab bug
            // worth reporting, once.
            let shown = compile_error(&kernel, e).to_string();
            Ok((final_module(cell, quick.module, quick.function), Some(format!("{shown}\n(the kernel keeps running cudalab's own PTX)\n"))))
        }
    }
}
