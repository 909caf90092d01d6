//! Synchronizing with the GPU and decoding what it brings back: kernel `print()` records (by
//! print site of the CUDA C, in block order) and a fault record (an out-of-bounds index, a
//! division by zero…) turned into the exception the simulator raises for the same kernel, with
//! the kernel's name, cell line and thread; a sticky driver error poisons the session with the
//! reason. Must not show anything: the host writes the printed text and raises the error.

use crate::compiler::cuda::{PrintPart, SiteKind};
use crate::compiler::ir::ArrayKind;
use crate::gpu::device::{GpuError, ModuleId};
use crate::runtime::backend::GpuCell;
use crate::runtime::RuntimeError;
use crate::sim::printf::{render, Piece};
use std::rc::Rc;

/// An error while GPU work was queued, naming the kernel it concerns. A sticky fault (illegal
/// address, trap…) poisons the CUDA context: in a GPU worker the worker is ended and the next GPU
/// use starts a new one; in process the GPU stays unusable and every later use says why. A
/// time-limit overrun, an interrupt the GPU did not honour, or the worker dying end the worker.
pub fn fault_error(cell: &Rc<GpuCell>, e: GpuError) -> RuntimeError {
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
                RuntimeError::Unavailable(format!("{why}\n{RESTARTED}"))
            } else {
                RuntimeError::Unavailable(format!("{why}\nThe CUDA context is lost for this notebook: device arrays are gone, host variables are intact. Restart the kernel to use the GPU again, or `%backend sim` to go on with the simulator."))
            }
        }
        GpuError::TimedOut { seconds } => RuntimeError::Raised(
            "TimeoutError",
            format!("kernel '{kernel}' (the last kernel launched) was still running after the {seconds} s time limit.\n{RESTARTED}\nhint: look for a loop that never ends; raise the limit with %config GPU.kernel_timeout = SECONDS (or CUDALAB_KERNEL_TIMEOUT)"),
        ),
        GpuError::Interrupted => RuntimeError::Raised("KeyboardInterrupt", format!("interrupted while kernel '{kernel}' (the last kernel launched) was running on the GPU; it did not finish within the grace period.\n{RESTARTED}")),
        GpuError::WorkerEnded(why) => RuntimeError::Unavailable(format!("{why}, while kernel '{kernel}' was queued.\n{RESTARTED}")),
        other => RuntimeError::Gpu(other),
    }
}

/// Wait for the GPU: the text kernels printed (in block order, empty if none), and the first
/// recorded fault as the exception kernel code raised, naming the kernel, line and thread.
pub fn synchronize(cell: &Rc<GpuCell>) -> (String, Result<(), RuntimeError>) {
    if cell.borrow().pending.is_empty() {
        return (String::new(), Ok(()));
    }
    let r = cell.borrow().dev.synchronize();
    let report = match r {
        Ok(r) => r,
        Err(e) => return (String::new(), Err(fault_error(cell, e))),
    };
    let mut printed = String::new();
    let pending = std::mem::take(&mut cell.borrow().pending);
    let find = |m: ModuleId| pending.iter().rev().find(|p| p.module == m).and_then(|p| p.spec.as_ref().map(|s| (p, s)));
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
            let Some((_, spec)) = find(module) else { continue };
            let source = spec.cuda_source();
            let Some(SiteKind::Print(parts, style)) = source.sites.get(site).map(|s| &s.kind) else { continue };
            let mut vi = values.iter();
            let mut next = || vi.next().copied().unwrap_or(0);
            let pieces: Vec<Piece> = parts
                .iter()
                .map(|part| match part {
                    PrintPart::Text(t) => Piece::Text(t),
                    PrintPart::Value(ty) => Piece::Value(*ty, next()),
                    PrintPart::Format(spec, ty) => Piece::Format(spec, *ty, next()),
                })
                .collect();
            records.push((block, render(*style, &pieces)));
        }
        records.sort_by_key(|r| r.0);
        let mut text: String = records.into_iter().map(|r| r.1).collect();
        if report.dropped {
            text.push_str("(kernel print buffer full: later print() records were dropped)\n");
        }
        printed = text;
    }
    if let Some(f) = report.fault {
        let Some((p, spec)) = find(f.module) else {
            return (printed, Err(RuntimeError::Unavailable("a kernel recorded a fault, but its launch is unknown".into())));
        };
        let site_id = (f.site & 0xff_ffff) as usize;
        let axis = (f.site >> 24) as usize;
        let sites = spec.fault_sites(p.quick);
        let Some(site) = sites.get(site_id) else {
            return (printed, Err(RuntimeError::Unavailable("a kernel recorded a fault at an unknown site".into())));
        };
        let m = &spec.compiled.module;
        let (exc, what) = match &site.kind {
            SiteKind::Index { array } => {
                let decl = &m.arrays[*array];
                let (shape, space) = match &decl.kind {
                    ArrayKind::Param(_) => {
                        (p.shapes.iter().find(|s| s.0 == array.index()).map(|s| s.1.clone()).unwrap_or_else(|| vec![f.b as usize]), "global memory")
                    }
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
            SiteKind::ViewIndex { array, broadcast: true } => ("ValueError", crate::compiler::broadcast_message(&m.arrays[*array].name, axis as u8, f.a, f.b)),
            SiteKind::ViewIndex { array, broadcast: false } => {
                ("IndexError", format!("index {} is out of bounds for axis {axis} with size {} (a slice of array '{}')", f.a, f.b, m.arrays[*array].name))
            }
            SiteKind::DivZero => ("ZeroDivisionError", if f.a == 1 { "integer modulo by zero".to_string() } else { "integer division by zero".to_string() }),
            SiteKind::NegativePower => ("ValueError", "integers to negative integer powers are not allowed".to_string()),
            SiteKind::Print(..) => ("RuntimeError", "fault in print".to_string()),
        };
        let line = m.line(site.span);
        let text = m.line_text(site.span).trim().to_string();
        let fmt3 = |c: [u32; 3]| format!("({}, {}, {})", c[0], c[1], c[2]);
        return (
            printed,
            Err(RuntimeError::Raised(
                exc,
                format!(
                    "{what}\n  in kernel '{}', line {line} ({}): {text}\n  thread {} of block {}",
                    p.kernel,
                    m.source_name(site.span),
                    fmt3(f.thread),
                    fmt3(f.block)
                ),
            )),
        );
    }
    (printed, Ok(()))
}
