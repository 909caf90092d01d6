//! The CPU simulator: runs a validated kernel module with CUDA's execution model.
//!
//! `Program::build` (program.rs) turns a module into instructions; `launch` lays out memory
//! (argument views, shared memory per block, local memory per thread, constant memory), runs the
//! SIMT machine (exec.rs) over the grid, and returns the kernel's `print()` lines and race
//! warnings, or the first fault as an exception name and message that name kernel, line, thread
//! and block. Architecture invariant: the simulator never calls the driver and never evaluates
//! host code; it sees only `compiler::ir` and the buffers it is handed.

pub mod exec;
pub mod memory;
pub mod printf;
pub mod program;
pub mod scalar;

use crate::array::dtype::DType;
use crate::compiler::ir::{ArrayKind, Module, ParamKind};
use crate::sim::memory::{ShadowCell, Space, View, MAX_DIMS};
pub use crate::sim::program::{build, Program};
use std::sync::atomic::AtomicBool;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LaunchConfig {
    pub grid: [u32; 3],
    pub block: [u32; 3],
    pub shared_bytes: usize,
}

/// One kernel argument: an encoded scalar, or a strided view of a buffer the caller owns.
pub enum Arg {
    Scalar(u64),
    Array(ArrayArg),
}

pub struct ArrayArg {
    /// Start of the buffer (element 0 of the allocation, not of the view).
    pub base: *mut u8,
    /// Elements in the buffer.
    pub buffer_len: usize,
    pub dtype: DType,
    pub shape: Vec<usize>,
    /// In elements.
    pub strides: Vec<isize>,
    /// In elements.
    pub offset: usize,
}

#[derive(Debug, Default)]
pub struct Outcome {
    pub prints: Vec<String>,
    pub warnings: Vec<String>,
    pub threads: u64,
}

#[derive(Debug, Clone)]
pub struct SimError {
    /// The Python exception class the cell shows.
    pub exc: &'static str,
    pub message: String,
    /// What the kernel printed before the fault.
    pub prints: Vec<String>,
}

/// Run one launch to completion.
///
/// # Safety
/// The kernel reads and writes the argument arrays through their raw `base` pointers, checking
/// each index against the view's shape but not the resulting element against `buffer_len`. So
/// for every `Arg::Array` in `args`, from the call until it returns:
/// - `base` points at the start of a live, writable allocation of `buffer_len` elements of
///   `dtype`, aligned for `dtype`, and the allocation is not freed, moved or resized;
/// - the view lies inside it: for every index `i` within `shape` (`0 <= i[d] < shape[d]`),
///   `offset + Σ i[d] * strides[d]` is in `0..buffer_len` (an empty view has no such index);
/// - nothing else accesses the buffer: no Rust reference to it or to its elements (a `&`/`&mut`
///   slice, a live `RefCell` borrow) is used or alive, and no other thread reads or writes it.
///
/// Several arguments may view the same buffer, overlapping or not: the simulator accesses them
/// only through raw pointers, one thread of this call at a time.
pub unsafe fn launch(
    m: &Module,
    p: &Program,
    cfg: LaunchConfig,
    args: &[Arg],
    interrupt: &AtomicBool,
    deadline: Option<(std::time::Instant, f64)>,
) -> Result<Outcome, SimError> {
    let internal = |msg: String| SimError { exc: "RuntimeError", message: msg, prints: Vec::new() };
    if args.len() != m.params.len() {
        return Err(internal(format!("kernel '{}' takes {} arguments, {} given", m.name, m.params.len(), args.len())));
    }
    let nthreads: usize = cfg.block.iter().map(|d| *d as usize).product();
    // Storage owned by this launch: shared (per block, reused), local (per thread), const.
    let mut storage: Vec<Vec<u64>> = Vec::new();
    let mut dynamic_shared: Option<usize> = None;
    let mut views = Vec::new();
    let mut shadows: Vec<Vec<ShadowCell>> = Vec::new();
    let mut block_shadows = Vec::new();
    let mut scalars = Vec::new();
    for (_, decl) in m.arrays.iter() {
        let ndim = decl.ty.ndim as usize;
        if ndim > MAX_DIMS {
            return Err(SimError {
                exc: "NotImplementedError",
                message: format!("array '{}' has {ndim} dimensions; the simulator handles up to {MAX_DIMS}", decl.name),
                prints: Vec::new(),
            });
        }
        let mut shape = [0i64; MAX_DIMS];
        let mut strides = [0i64; MAX_DIMS];
        let mut alloc = |bytes: usize| -> *mut u8 {
            storage.push(vec![0u64; bytes.div_ceil(8).max(1)]);
            storage.last_mut().map(|v| v.as_mut_ptr() as *mut u8).unwrap_or(std::ptr::null_mut())
        };
        let c_strides = |shape: &[usize]| crate::array::hostarray::c_strides(shape);
        let (space, base, offset, per_thread, len) = match &decl.kind {
            ArrayKind::Param(i) => {
                let Arg::Array(a) = &args[*i as usize] else {
                    return Err(internal(format!("argument {i} of '{}' should be an array", m.name)));
                };
                if a.shape.len() != ndim || a.dtype != decl.ty.dtype {
                    return Err(internal(format!("argument '{}' does not match the compiled type", decl.name)));
                }
                for d in 0..ndim {
                    shape[d] = a.shape[d] as i64;
                    strides[d] = a.strides[d] as i64;
                }
                (Space::Global, a.base, a.offset as i64, 0, a.buffer_len)
            }
            ArrayKind::Shared { dynamic: true } => {
                let size = decl.ty.dtype.itemsize();
                let bytes = cfg.shared_bytes;
                let base = match dynamic_shared {
                    Some(i) => storage[i].as_mut_ptr() as *mut u8,
                    None => {
                        let b = alloc(bytes);
                        dynamic_shared = Some(storage.len() - 1);
                        b
                    }
                };
                shape[0] = (bytes / size) as i64;
                strides[0] = 1;
                (Space::Shared, base, 0, 0, bytes / size)
            }
            ArrayKind::Shared { dynamic: false } | ArrayKind::Local | ArrayKind::Const(_) => {
                let st = c_strides(&decl.shape);
                for d in 0..ndim {
                    shape[d] = decl.shape[d] as i64;
                    strides[d] = st[d] as i64;
                }
                match &decl.kind {
                    ArrayKind::Local => (Space::Local, alloc(decl.bytes() * nthreads), 0, decl.bytes(), decl.elements()),
                    ArrayKind::Const(data) => {
                        // The frozen copy is C-contiguous with the declared dtype; the kernel
                        // reads it in place and never writes it (the validator forbids stores),
                        // so the `*mut` below is only ever read through.
                        // SAFETY: `RefCell::as_ptr` is valid for `m`'s life, which spans the
                        // launch. A shared reference to the buffer is sound while no `&mut` to
                        // it exists: the frozen copy belongs to the module, and no host code
                        // runs (so nothing borrows it mutably) until the launch returns. It is
                        // taken without touching the borrow flag, which is not thread-safe,
                        // because `launch_split` runs several launches of `m` at once.
                        let (base, len) = unsafe { (*data.buf.as_ptr()).raw_parts_const() };
                        (Space::Const, base as *mut u8, data.offset as i64, 0, len)
                    }
                    _ => (Space::Shared, alloc(decl.bytes()), 0, 0, decl.elements()),
                }
            }
        };
        let shadow = if matches!(space, Space::Global | Space::Shared) {
            shadows.push(vec![ShadowCell::default(); len]);
            if space == Space::Shared {
                block_shadows.push(shadows.len() - 1);
            }
            Some(shadows.len() - 1)
        } else {
            None
        };
        views.push(View { name: decl.name.clone(), space, base, dtype: decl.ty.dtype, ndim, shape, strides, offset, per_thread, shadow });
    }
    for (param, arg) in m.params.iter().zip(args) {
        if let (ParamKind::Scalar(l), Arg::Scalar(bits)) = (&param.kind, arg) {
            scalars.push((m.exprs.len() + l.index(), *bits));
        }
    }
    let mut machine = exec::Machine::new(p, m, cfg, views, shadows, block_shadows, scalars, interrupt, deadline);
    let r = machine.run();
    let prints = std::mem::take(&mut machine.prints);
    let warnings = std::mem::take(&mut machine.warnings);
    drop(machine);
    drop(storage);
    match r {
        Ok(()) => Ok(Outcome { prints, warnings, threads: nthreads as u64 * cfg.grid.iter().map(|g| *g as u64).product::<u64>() }),
        Err(mut e) => {
            e.prints = prints;
            Err(e)
        }
    }
}

/// What the threads of a split launch share. During a launch the simulator only reads the
/// module and the program: no `Rc` inside them is cloned or dropped, no `RefCell` is borrowed
/// (constant data is read through `RefCell::as_ptr`), so shared references may cross threads.
struct SharedLaunch<'a> {
    m: &'a Module,
    p: &'a Program,
}
// SAFETY: `Module` and `Program` are !Sync only for the `Rc`s (sources, constant arrays) and
// `RefCell`s (constant arrays' buffers) inside them. `launch` never clones or drops those `Rc`s
// (it only dereferences them, which reads no count) and reads constant buffers through
// `RefCell::as_ptr` as shared references, never touching a borrow flag; the data itself is not
// written by anyone while the scoped threads run, since the caller holds `&Module`/`&Program`.
unsafe impl Sync for SharedLaunch<'_> {}

/// One chunk's arguments: raw views into buffers the caller keeps alive for the whole call.
struct ChunkArgs(Vec<Arg>);
// SAFETY: `ChunkArgs` is !Send only for the raw `base` pointers. They point at plain memory with
// no tie to the thread that made them, and `launch_split`'s contract makes the chunks' accesses
// through them race-free: each chunk touches only its own rows of the split arrays, no memory
// written through one row is touched through another, and the other arrays are only read.
unsafe impl Send for ChunkArgs {}

/// Run an elementwise kernel (`i = cuda.grid(1)`; `if i < n`) across the host's cores: the
/// `len` elements are cut into contiguous ranges, and each range runs as its own launch over
/// views of the arguments marked in `split` (their first axis is the element axis); the others
/// are passed whole. Outputs are merged in element order, and the first fault in element order
/// wins, as one launch would report it.
///
/// # Safety
/// Everything `launch` requires of `args`, and, because the chunks run on several threads at
/// once, that the launch really is elementwise:
/// - every array marked in `split` has at least `len` rows (`shape[0] >= len`);
/// - the kernel's thread `i` reads and writes only row `i` of the split arrays and only reads the
///   other arrays;
/// - no memory written through one row of a split array is read or written through a different
///   row of any split array, or through an array that is not split (an output must not overlap
///   an input shifted by some rows, for example).
#[allow(clippy::too_many_arguments)] // `launch`'s six, and the two that say how to split.
pub unsafe fn launch_split(
    m: &Module,
    p: &Program,
    block: u32,
    args: &[Arg],
    split: &[bool],
    len: usize,
    interrupt: &AtomicBool,
    deadline: Option<(std::time::Instant, f64)>,
) -> Result<Outcome, SimError> {
    const MIN_PER_CHUNK: usize = 2048;
    let cores = std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1);
    let chunks = cores.min(len.div_ceil(MIN_PER_CHUNK)).max(1);
    let config = |n: usize| LaunchConfig { grid: [n.div_ceil(block as usize).max(1) as u32, 1, 1], block: [block, 1, 1], shared_bytes: 0 };
    if chunks == 1 {
        // SAFETY: our caller guarantees `launch`'s contract for `args`.
        return unsafe { launch(m, p, config(len), args, interrupt, deadline) };
    }
    let per = len.div_ceil(chunks);
    let mut work = Vec::new();
    for c in 0..chunks {
        let (start, end) = (c * per, ((c + 1) * per).min(len));
        if start >= end {
            break;
        }
        let chunk: Vec<Arg> = args
            .iter()
            .zip(split)
            .map(|(a, s)| match a {
                Arg::Scalar(v) => Arg::Scalar(*v),
                Arg::Array(x) => {
                    let mut shape = x.shape.clone();
                    let mut offset = x.offset;
                    if *s && !shape.is_empty() {
                        shape[0] = end - start;
                        offset = (offset as isize + start as isize * x.strides[0]) as usize;
                    }
                    Arg::Array(ArrayArg { base: x.base, buffer_len: x.buffer_len, dtype: x.dtype, shape, strides: x.strides.clone(), offset })
                }
            })
            .collect();
        work.push((end - start, ChunkArgs(chunk)));
    }
    let shared = SharedLaunch { m, p };
    let results: Vec<Result<Outcome, SimError>> = std::thread::scope(|scope| {
        let handles: Vec<_> = work
            .into_iter()
            .map(|(n, chunk)| {
                let shared = &shared;
                scope.spawn(move || {
                    let chunk = chunk;
                    // SAFETY: each chunk's arrays are the caller's views (which meet `launch`'s
                    // contract) or, where split, their rows start..end with end <= len <=
                    // shape[0], which lie inside them. The buffers outlive this scope. The
                    // chunks running at once do not race: see this function's contract.
                    unsafe { launch(shared.m, shared.p, config(n), &chunk.0, interrupt, deadline) }
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().unwrap_or_else(|_| Err(SimError { exc: "RuntimeError", message: "a simulator thread panicked".into(), prints: Vec::new() })))
            .collect()
    });
    let mut out = Outcome::default();
    for r in results {
        match r {
            Ok(o) => {
                out.prints.extend(o.prints);
                out.warnings.extend(o.warnings);
                out.threads += o.threads;
            }
            Err(mut e) => {
                let mut prints = std::mem::take(&mut out.prints);
                prints.append(&mut e.prints);
                e.prints = prints;
                return Err(e);
            }
        }
    }
    Ok(out)
}
