//! Kernels on the CUDA backend, from the Python side: stage the array arguments (device arrays in
//! place, NumPy arrays copied in and, when written, back), lay out the parameters
//! (`runtime::params`), launch, and show what a synchronization brings back (`runtime::sync`) in
//! the cell. Compiling and loading is `runtime::module_cache`'s.

use super::device_array::{as_device_array, with_bytes, DevBuf};
use super::errors::gpu_error;
use crate::array::dtype::DType;
use crate::array::hostarray::HostArray;
use crate::compiler::cuda::Arrays;
use crate::compiler::ir::ParamKind;
use crate::host::modules::numpy::as_array;
use crate::host::output::Stream;
use crate::host::value::Value;
use crate::host::{raise, Interp, R};
use crate::runtime::backend::{GpuCell, Loaded, Pending};
use crate::runtime::params;
use crate::runtime::record::KernelLaunch;
use crate::runtime::specialization::Specialization;
use crate::sim::LaunchConfig;
use std::rc::Rc;

/// The loaded module of a specialization on the current GPU context (compiling if needed),
/// with NVRTC's warnings shown in the cell.
pub fn load(interp: &mut Interp, cell: &Rc<GpuCell>, spec: &Specialization, arrays: Arrays) -> R<Rc<Loaded>> {
    if let Some(l) = spec.gpu.borrow()[arrays.index()].as_ref().filter(|l| l.generation == cell.generation && !l.quick) {
        return Ok(l.clone());
    }
    let recording = interp.backend.recording.clone();
    // A compile (or a read of the disk cache): the progress line shows if it lasts.
    interp.progress.begin(&mut *interp.out, format!("compiling kernel '{}' with NVRTC", spec.compiled.module.name));
    let result = crate::runtime::module_cache::load(cell, spec, &recording, arrays);
    interp.progress.end(&mut *interp.out);
    let (loaded, warnings) = result?;
    if let Some(w) = warnings {
        interp.out.write(Stream::Stderr, &w);
    }
    Ok(loaded)
}

/// The module NVRTC made for a specialization (waiting for a background compile behind the
/// quick PTX): for register counts, occupancy, and launches the quick code's registers refuse.
pub fn load_final(interp: &mut Interp, cell: &Rc<GpuCell>, spec: &Specialization, arrays: Arrays) -> R<Rc<Loaded>> {
    let recording = interp.backend.recording.clone();
    interp.progress.begin(&mut *interp.out, format!("compiling kernel '{}' with NVRTC", spec.compiled.module.name));
    let result = crate::runtime::module_cache::load_final(cell, spec, &recording, arrays);
    interp.progress.end(&mut *interp.out);
    let (loaded, warnings) = result?;
    if let Some(w) = warnings {
        interp.out.write(Stream::Stderr, &w);
    }
    Ok(loaded)
}

/// Launch on the GPU. Host arrays are copied in before and, when the kernel writes them, back
/// after (Numba copies every one back; an array the kernel never writes cannot have changed).
pub fn launch(
    interp: &mut Interp,
    cell: &Rc<GpuCell>,
    spec: &Rc<Specialization>,
    cfg: LaunchConfig,
    args: &[Value],
    encode: &dyn Fn(&Value, DType) -> u64,
) -> R<()> {
    let m = &spec.compiled.module;
    let mut params = Vec::with_capacity(128);
    let mut shapes = Vec::new();
    let mut staging = Staging::default();
    // Each array's bytes (first, end) and whether the kernel writes it: the `__restrict__` code
    // runs when no written array overlaps another.
    let mut extents: [(u64, u64, bool, u64); 8] = [(0, 0, false, 0); 8];
    let mut arrays = 0usize;
    for (p, a) in m.params.iter().zip(args.iter()) {
        match &p.kind {
            ParamKind::Array(decl) => {
                let written = spec.written[decl.index()];
                let (ptr, view) = staging.array(cell, a, written)?;
                if arrays < extents.len() {
                    extents[arrays] = byte_extent(ptr, view, written);
                }
                arrays += 1;
                // The generated code relies on this bound to prove indices in range.
                if view.shape.iter().any(|d| *d as u64 > crate::compiler::cuda::MAX_DIM as u64) {
                    return Err(raise(
                        "ValueError",
                        format!("kernel argument '{}' has a dimension of 2**48 or more, which cudalab cannot pass to a kernel", p.name),
                    ));
                }
                if view.shape.len() > 1 {
                    shapes.push((decl.index(), view.shape.clone()));
                }
                params::put_array(&mut params, ptr, view);
            }
            ParamKind::Scalar(l) => params::put_scalar(&mut params, m.locals[*l].ty, encode(a, m.locals[*l].ty)),
        }
    }
    let disjoint = arrays <= extents.len() && disjoint(&extents[..arrays]);
    let variant = if disjoint { Arrays::Disjoint } else { Arrays::MayOverlap };
    let mut loaded = load(interp, cell, spec, variant)?;
    if loaded.quick && cfg.block.iter().map(|b| *b as u64).product::<u64>() > loaded.function.max_threads as u64 {
        loaded = load_final(interp, cell, spec, variant)?;
    }
    if variant == Arrays::Disjoint && !loaded.quick {
        // The variant's `__restrict__` pointers: each array view's element 0 again.
        for e in &extents[..arrays] {
            params::put_pointer(&mut params, e.3);
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
            g.pending.push(Pending { module: loaded.module, kernel: m.name.clone(), spec: Some(spec.clone()), shapes, quick: loaded.quick });
        }
    }
    if let Err(e) = r {
        return Err(crate::runtime::sync::fault_error(cell, e).into());
    }
    staging.finish(interp, cell)
}

/// The bytes an array view spans in device memory, `[first, end)` (empty for no elements),
/// whether the kernel writes it, and the address of its element 0 (as `params::put_array`).
fn byte_extent(ptr: u64, view: &HostArray, written: bool) -> (u64, u64, bool, u64) {
    let size = view.dtype().itemsize() as i128;
    let data = ptr + view.offset as u64 * size as u64;
    if view.shape.contains(&0) {
        return (0, 0, written, data);
    }
    let (mut lo, mut hi) = (view.offset as i128, view.offset as i128);
    for (n, s) in view.shape.iter().zip(&view.strides) {
        let reach = (*n as i128 - 1) * *s as i128;
        if reach < 0 {
            lo += reach;
        } else {
            hi += reach;
        }
    }
    let first = (ptr as i128 + lo * size).max(0) as u64;
    let end = (ptr as i128 + (hi + 1) * size).max(0) as u64;
    (first, end, written, data)
}

/// No array the kernel writes shares a byte with another array argument.
fn disjoint(extents: &[(u64, u64, bool, u64)]) -> bool {
    extents.iter().enumerate().all(|(i, a)| !a.2 || a.0 == a.1 || extents.iter().enumerate().all(|(j, b)| i == j || b.0 == b.1 || a.1 <= b.0 || b.1 <= a.0))
}

/// The array arguments of one launch: device arrays in place, host arrays (NumPy's, or device
/// arrays made on the simulator) copied into device buffers that live until the launch is done,
/// and back after it when the kernel writes them.
#[derive(Default)]
struct Staging {
    /// (device buffer, the host array) to copy back.
    staged: Vec<(Rc<DevBuf>, HostArray)>,
    temps: Vec<Rc<DevBuf>>,
}

impl Staging {
    /// The device address of an array argument's buffer (element 0 of the buffer, not of the
    /// view) and the view.
    fn array<'a>(&mut self, cell: &Rc<GpuCell>, a: &'a Value, copy_back: bool) -> R<(u64, &'a HostArray)> {
        if let Some(d) = as_device_array(a).filter(|d| d.dev.is_some()) {
            let dev = d.dev.as_ref().expect("checked above");
            return Ok((dev.ptr, &d.host));
        }
        let host = match as_device_array(a) {
            Some(d) => &d.host,
            None => as_array(a).ok_or_else(|| raise("TypeError", "expected an array"))?,
        };
        let d = DevBuf::upload_new(cell, host)?;
        if copy_back {
            self.staged.push((d.clone(), host.clone()));
        }
        let ptr = d.ptr;
        self.temps.push(d);
        Ok((ptr, host))
    }

    /// After the launch: wait for it if anything was copied in, and copy back what it wrote.
    fn finish(self, interp: &mut Interp, cell: &Rc<GpuCell>) -> R<()> {
        if self.temps.is_empty() {
            return Ok(());
        }
        synchronize(interp, cell)?;
        for (d, host) in self.staged {
            with_bytes(&host, |bytes| cell.read(d.ptr, bytes)).map_err(gpu_error)?;
        }
        Ok(())
    }
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

/// Wait for the GPU; show what kernels printed; raise the first recorded fault.
pub fn synchronize(interp: &mut Interp, cell: &Rc<GpuCell>) -> R<()> {
    let (printed, r) = crate::runtime::sync::synchronize(cell);
    if !printed.is_empty() {
        interp.write_stdout(&printed);
    }
    Ok(r?)
}

/// A synchronization of whatever GPU session exists (no-op on the simulator).
pub fn synchronize_all(interp: &mut Interp) -> R<()> {
    let cell = interp.backend.gpu.clone();
    match cell {
        Some(c) => synchronize(interp, &c),
        None => Ok(()),
    }
}

/// A unit NVRTC compiles as written: its translation unit, its name in messages, its options.
pub struct RawUnit<'a> {
    pub text: &'a str,
    pub name: &'a str,
    pub options: &'a [String],
}

/// Launch a raw CUDA C kernel NVRTC compiled as written (`runtime::raw_module`): pointer
/// parameters get device addresses (NumPy arrays are copied in, and back unless the pointer is
/// `const`), scalars their bytes in the C type.
pub fn launch_raw(
    interp: &mut Interp,
    cell: &Rc<GpuCell>,
    unit: RawUnit,
    entry: &str,
    params_of: &[(String, crate::compiler::cfront::ParamTy)],
    cfg: LaunchConfig,
    args: &[Value],
) -> R<()> {
    use crate::compiler::cfront::ParamTy;
    let (module, function) = crate::runtime::raw_module::load(cell, unit.text, unit.name, entry, unit.options)?;
    let mut buf = Vec::with_capacity(64);
    let mut staging = Staging::default();
    for ((_, p), a) in params_of.iter().zip(args) {
        match p {
            ParamTy::Pointer { is_const, .. } => {
                let (ptr, view) = staging.array(cell, a, !is_const)?;
                params::put_pointer(&mut buf, ptr + (view.offset * view.dtype().itemsize()) as u64);
            }
            ParamTy::Scalar(t) => params::put_scalar(&mut buf, *t, crate::runtime::dispatch::encode_scalar(&super::kernel::arg_info(a), *t)),
        }
    }
    let describe = || KernelLaunch {
        name: entry.to_string(),
        grid: cfg.grid,
        block: cfg.block,
        dynamic_shared: cfg.shared_bytes as u32,
        static_shared: function.static_shared,
        registers: Some(function.registers),
        local: Some(function.local),
        occupancy: None,
        bytes: 0,
    };
    let r = cell.launch(module, cfg.grid, cfg.block, cfg.shared_bytes as u32, &mut buf, describe);
    cell.borrow().pending.push(Pending { module, kernel: entry.to_string(), spec: None, shapes: Vec::new(), quick: false });
    if let Err(e) = r {
        return Err(crate::runtime::sync::fault_error(cell, e).into());
    }
    staging.finish(interp, cell)
}
