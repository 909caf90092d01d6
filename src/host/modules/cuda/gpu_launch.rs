//! Kernels on the CUDA backend: compile (CUDA C → NVRTC CUBIN, cached on disk by content hash),
//! load, lay out parameters, launch, and turn what a synchronization brings back (print records,
//! a fault record, a sticky driver error) into cell output and Python exceptions with the same
//! text the simulator gives.

use super::errors::gpu_error;
use crate::runtime::backend::{GpuCell, Loaded, Pending};
use super::device_array::{as_device_array, with_bytes, DevBuf};
use crate::runtime::specialization::Specialization;
use crate::array::dtype::DType;
use crate::array::hostarray::HostArray;
use crate::compiler::cuda::{self, PrintPart, SiteKind};
use crate::compiler::ir::{ArrayKind, ParamKind};
use crate::gpu::device::{GpuError, ModuleId};
use crate::gpu::kernel_cache::{self, KernelCache};
use crate::gpu::nvrtc;
use crate::host::modules::numpy::as_array;
use crate::host::output::Stream;
use crate::host::value::Value;
use crate::host::{raise, Interp, R};
use crate::runtime::params;
use crate::sim::LaunchConfig;
use crate::runtime::record::KernelLaunch;
use sha2::{Digest, Sha256};
use std::rc::Rc;

/// The loaded module of a specialization on the current GPU context (compiling if needed).
pub fn load(interp: &mut Interp, cell: &Rc<GpuCell>, spec: &Specialization) -> R<Rc<Loaded>> {
    if let Some(l) = spec.gpu.borrow().as_ref().filter(|l| l.generation == cell.generation) {
        return Ok(l.clone());
    }
    let source = spec.cuda_source();
    let arch = cell.borrow().dev.info().arch();
    let (major, minor) = nvrtc::version().map_err(|e| raise("RuntimeError", e.to_string()))?;
    let mut h = Sha256::new();
    h.update(source.text.as_bytes());
    h.update(cuda::RUNTIME_HEADER.as_bytes());
    h.update(format!("sm_{arch} nvrtc {major}.{minor} cudalab {}", env!("CARGO_PKG_VERSION")).as_bytes());
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
                    let out = nvrtc::compile(&source.text, &name, nvrtc::Target::Cubin(arch), true).map_err(|e| match e {
                        nvrtc::NvrtcError::Compile { log } => raise(
                            "RuntimeError",
                            format!("NVRTC could not compile the CUDA C generated for kernel '{}' (a cudalab bug; kernel.inspect_cuda() shows the source):\n{log}", spec.compiled.module.name),
                        ),
                        other => raise("RuntimeError", other.to_string()),
                    })?;
                    if std::env::var_os("CUDALAB_TRACE_COMPILE").is_some() {
                        eprintln!("cudalab: NVRTC compiled '{}' for sm_{arch} in {:.1} ms", spec.compiled.module.name, t_nvrtc.elapsed().as_secs_f64() * 1e3);
                    }
                    if !out.log.is_empty() {
                        interp.out.write(Stream::Stderr, &format!("NVRTC warnings for kernel '{}':\n{}\n", spec.compiled.module.name, out.log));
                    }
                    if let Some(c) = &disk {
                        c.write(&key, &out.image);
                    }
                    out.image
                }
            };
            interp.backend.recording.compiled(&spec.compiled.module.name);
            let (m, f) = cell.borrow().dev.load(&image, &source.entry).map_err(gpu_error)?;
            cell.borrow().modules.insert(key, (m, f));
            (m, f)
        }
    };
    let loaded = Rc::new(Loaded { generation: cell.generation, module, function, written: spec.compiled.module.written_arrays() });
    *spec.gpu.borrow_mut() = Some(loaded.clone());
    Ok(loaded)
}

/// Launch on the GPU. Host arrays are copied in before and, when the kernel writes them, back
/// after (Numba copies every one back; an array the kernel never writes cannot have changed).
pub fn launch(interp: &mut Interp, cell: &Rc<GpuCell>, spec: &Rc<Specialization>, cfg: LaunchConfig, args: &[Value], encode: &dyn Fn(&Value, DType) -> u64) -> R<()> {
    let loaded = load(interp, cell, spec)?;
    let m = &spec.compiled.module;
    let mut params = Vec::with_capacity(128);
    let mut shapes = Vec::new();
    // Host arrays staged for this launch: (device buffer, the host array) to copy back.
    let mut staged: Vec<(Rc<DevBuf>, HostArray)> = Vec::new();
    let mut temps: Vec<Rc<DevBuf>> = Vec::new();
    for (p, a) in m.params.iter().zip(args.iter()) {
        match &p.kind {
            ParamKind::Array(decl) => {
                if let Some(d) = as_device_array(a).filter(|d| d.dev.is_some()) {
                    let dev = d.dev.as_ref().expect("checked above");
                    if d.host.shape.len() > 1 {
                        shapes.push((decl.index(), d.host.shape.clone()));
                    }
                    params::put_array(&mut params, dev.ptr, &d.host);
                    continue;
                }
                // A NumPy array, or a device array made on the simulator: copy it in.
                let host = match as_device_array(a) {
                    Some(d) => d.host.clone(),
                    None => as_array(a).cloned().ok_or_else(|| raise("TypeError", "expected an array"))?,
                };
                if host.shape.len() > 1 {
                    shapes.push((decl.index(), host.shape.clone()));
                }
                let d = DevBuf::upload_new(cell, &host)?;
                params::put_array(&mut params, d.ptr, &host);
                if loaded.written[decl.index()] {
                    staged.push((d.clone(), host));
                }
                temps.push(d);
            }
            ParamKind::Scalar(l) => params::put_scalar(&mut params, m.locals[*l].ty, encode(a, m.locals[*l].ty)),
        }
    }
    let describe = || {
        let bytes = argument_traffic(m, args, &m.read_arrays(), &loaded.written);
        KernelLaunch {
            name: m.name.clone(),
            grid: cfg.grid,
            block: cfg.block,
            dynamic_shared: cfg.shared_bytes as u32,
            static_shared: loaded.function.static_shared,
            registers: Some(loaded.function.registers),
            local: Some(loaded.function.local),
            occupancy: None,
            bytes,
        }
    };
    let r = cell.launch(loaded.module, cfg.grid, cfg.block, cfg.shared_bytes as u32, &mut params, describe);
    {
        let mut g = cell.borrow();
        let repeat = shapes.is_empty() && g.pending.last().is_some_and(|p| p.module == loaded.module && p.shapes.is_empty());
        if !repeat {
            g.pending.push(Pending { module: loaded.module, kernel: m.name.clone(), spec: spec.clone(), shapes });
        }
    }
    if let Err(e) = r {
        return Err(fault_error(cell, e));
    }
    if !temps.is_empty() {
        synchronize(interp, cell)?;
        for (d, host) in staged {
            with_bytes(&host, |bytes| cell.read(d.ptr, bytes)).map_err(gpu_error)?;
        }
    }
    Ok(())
}

/// Bytes of the array arguments a kernel reads plus those it writes, each counted once (the
/// numerator of an effective-bandwidth figure).
pub fn argument_traffic(m: &crate::compiler::ir::Module, args: &[Value], read: &[bool], written: &[bool]) -> u64 {
    m.params
        .iter()
        .zip(args.iter())
        .filter_map(|(p, a)| match &p.kind {
            ParamKind::Array(decl) => {
                let h = as_device_array(a).map(|d| &d.host).or_else(|| as_array(a))?;
                let n = (h.size() * h.dtype().itemsize()) as u64;
                Some(n * (read[decl.index()] as u64 + written[decl.index()] as u64))
            }
            _ => None,
        })
        .sum()
}

/// An error while GPU work was queued, naming the kernel it concerns. A sticky fault (illegal
/// address, trap…) poisons the CUDA context: in a GPU worker the worker is ended and the next GPU
/// use starts a new one; in process the GPU stays unusable and every later use says why. A
/// time-limit overrun, an interrupt the GPU did not honour, or the worker dying end the worker.
fn fault_error(cell: &Rc<GpuCell>, e: GpuError) -> crate::host::Ctrl {
    let kernel = {
        let mut g = cell.borrow();
        let k = g.pending.last().map(|p| p.kernel.clone()).unwrap_or_else(|| "?".into());
        if matches!(e, GpuError::Sticky(_) | GpuError::TimedOut { .. } | GpuError::Interrupted | GpuError::WorkerEnded(_)) {
            g.pending.clear();
        }
        k
    };
    const RESTARTED: &str = "The GPU worker was ended and the next GPU use starts a new one: host variables are intact; device arrays made before are lost (make them again); kernels are reloaded from the disk cache.";
    match e {
        GpuError::Sticky(msg) => {
            let why = format!("GPU fault in kernel '{kernel}' (the last kernel launched before the fault): {msg}");
            let mut g = cell.borrow();
            g.dev.poison(&why);
            if g.dev.replaceable().is_some() {
                raise("RuntimeError", format!("{why}\n{RESTARTED}"))
            } else {
                raise("RuntimeError", format!("{why}\nThe CUDA context is lost for this notebook: device arrays are gone, host variables are intact. Restart the kernel to use the GPU again, or `%backend sim` to go on with the simulator."))
            }
        }
        GpuError::TimedOut { seconds } => raise(
            "TimeoutError",
            format!("kernel '{kernel}' (the last kernel launched) was still running after the {seconds} s time limit.\n{RESTARTED}\nhint: look for a loop that never ends; raise the limit with %config GPU.kernel_timeout = SECONDS (or CUDALAB_KERNEL_TIMEOUT)"),
        ),
        GpuError::Interrupted => raise("KeyboardInterrupt", format!("interrupted while kernel '{kernel}' (the last kernel launched) was running on the GPU; it did not finish within the grace period.\n{RESTARTED}")),
        GpuError::WorkerEnded(why) => raise("RuntimeError", format!("{why}, while kernel '{kernel}' was queued.\n{RESTARTED}")),
        other => gpu_error(other),
    }
}

/// Wait for the GPU; show what kernels printed; raise the first recorded fault.
pub fn synchronize(interp: &mut Interp, cell: &Rc<GpuCell>) -> R<()> {
    if cell.borrow().pending.is_empty() {
        return Ok(());
    }
    let r = cell.borrow().dev.synchronize();
    let report = match r {
        Ok(r) => r,
        Err(e) => return Err(fault_error(cell, e)),
    };
    let pending = std::mem::take(&mut cell.borrow().pending);
    let find = |m: ModuleId| pending.iter().rev().find(|p| p.module == m);
    if !report.prints.is_empty() {
        let w = &report.prints;
        let mut records: Vec<(u64, String)> = Vec::new();
        let mut i = 0;
        while i + 1 < w.len() {
            let head = w[i];
            let (module, site, n) = (ModuleId((head >> 32) as u32), ((head >> 8) & 0xff_ffff) as usize, (head & 0xff) as usize);
            let block = w[i + 1];
            let values = &w[(i + 2).min(w.len())..(i + 2 + n).min(w.len())];
            i += 2 + n;
            let Some(p) = find(module) else { continue };
            let source = p.spec.cuda_source();
            let Some(SiteKind::Print(parts)) = source.sites.get(site).map(|s| &s.kind) else { continue };
            let mut vi = values.iter();
            let items: Vec<String> = parts
                .iter()
                .map(|part| match part {
                    PrintPart::Text(t) => t.clone(),
                    PrintPart::Value(ty) => crate::sim::scalar::print_value(*ty, vi.next().copied().unwrap_or(0)),
                })
                .collect();
            records.push((block, items.join(" ")));
        }
        records.sort_by_key(|r| r.0);
        let mut text: String = records.into_iter().map(|r| r.1 + "\n").collect();
        if report.dropped {
            text.push_str("(kernel print buffer full: later print() records were dropped)\n");
        }
        interp.write_stdout(&text);
    }
    if let Some(f) = report.fault {
        let Some(p) = find(f.module) else { return Err(raise("RuntimeError", "a kernel recorded a fault, but its launch is unknown")) };
        let site_id = (f.site & 0xff_ffff) as usize;
        let axis = (f.site >> 24) as usize;
        let source = p.spec.cuda_source();
        let Some(site) = source.sites.get(site_id) else { return Err(raise("RuntimeError", "a kernel recorded a fault at an unknown site")) };
        let m = &p.spec.compiled.module;
        let (exc, what) = match &site.kind {
            SiteKind::Index { array } => {
                let decl = &m.arrays[*array];
                let (shape, space) = match &decl.kind {
                    ArrayKind::Param(_) => (p.shapes.iter().find(|s| s.0 == array.index()).map(|s| s.1.clone()).unwrap_or_else(|| vec![f.b as usize]), "global memory"),
                    ArrayKind::Shared { dynamic: true } => (vec![f.b as usize], "shared memory"),
                    ArrayKind::Shared { .. } => (decl.shape.clone(), "shared memory"),
                    ArrayKind::Local => (decl.shape.clone(), "local memory"),
                    ArrayKind::Const(_) => (decl.shape.clone(), "constant memory"),
                };
                let shown: Vec<String> = shape.iter().map(|s| s.to_string()).collect();
                (
                    "IndexError",
                    format!(
                        "index {} is out of bounds for axis {axis} with size {} (array '{}' of shape ({}{}) in {space})",
                        f.a,
                        f.b,
                        decl.name,
                        shown.join(", "),
                        if shape.len() == 1 { "," } else { "" }
                    ),
                )
            }
            SiteKind::DivZero => ("ZeroDivisionError", if f.a == 1 { "integer modulo by zero".to_string() } else { "integer division by zero".to_string() }),
            SiteKind::NegativePower => ("ValueError", "integers to negative integer powers are not allowed".to_string()),
            SiteKind::Print(_) => ("RuntimeError", "fault in print".to_string()),
        };
        let line = m.line(site.span);
        let text = m.line_text(site.span).trim().to_string();
        let fmt3 = |c: [u32; 3]| format!("({}, {}, {})", c[0], c[1], c[2]);
        return Err(raise(exc, format!("{what}\n  in kernel '{}', line {line} ({}): {text}\n  thread {} of block {}", p.kernel, m.source_name(site.span), fmt3(f.thread), fmt3(f.block))));
    }
    Ok(())
}

/// A synchronization of whatever GPU session exists (no-op on the simulator).
pub fn synchronize_all(interp: &mut Interp) -> R<()> {
    let cell = interp.backend.gpu.clone();
    match cell {
        Some(c) => synchronize(interp, &c),
        None => Ok(()),
    }
}
