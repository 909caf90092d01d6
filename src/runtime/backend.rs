//! Which back end runs kernels, and the GPU session when it is CUDA.
//!
//! The choice is made on first use: `CUDALAB_BACKEND=cuda|sim|auto` (auto: CUDA when a driver
//! and a device are found, else the simulator, said once in that cell's output); `%backend`
//! switches. The CUDA context is opened lazily on first GPU use, never at kernel start. A
//! `Gpu` holds the `Device`, the modules loaded by content hash, and the launches queued since
//! the last synchronization (to explain faults and print records). After a sticky fault the
//! device refuses every command with the reason (see `Device::poison`).

use crate::gpu::device::{Device, FunctionInfo, MemoryLimit, ModuleId};
use crate::runtime::RuntimeError;
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Sim,
    Cuda,
}

impl Kind {
    pub fn name(self) -> &'static str {
        match self {
            Kind::Sim => "sim",
            Kind::Cuda => "cuda",
        }
    }
}

/// A kernel specialization compiled and loaded on the GPU.
pub struct Loaded {
    /// The `GpuCell::generation` it was loaded in (a new worker loads again).
    pub generation: u64,
    pub module: ModuleId,
    pub function: FunctionInfo,
    /// Which arrays (by declaration) the kernel writes: only those are copied back to the host.
    pub written: Vec<bool>,
    /// cudalab's own PTX (a first call's quick code), to be replaced by NVRTC's when its
    /// background compile finishes; its faults name sites of the PTX writer's.
    pub quick: bool,
}

/// A launch not yet synchronized: what a fault or a print record of its module refers to.
pub struct Pending {
    pub module: ModuleId,
    pub kernel: String,
    /// The specialization launched; `None` for a raw CUDA C kernel NVRTC compiled as written
    /// (it records no faults or prints of cudalab's).
    pub spec: Option<Rc<super::specialization::Specialization>>,
    /// Shapes of the multi-dimensional array arguments (declaration index, shape), for messages.
    pub shapes: Vec<(usize, Vec<usize>)>,
    /// It ran the quick PTX (`Loaded::quick`).
    pub quick: bool,
}

pub struct Gpu {
    pub dev: Box<dyn Device>,
    /// The NVRTC that compiles for this GPU and what it makes (CUBIN or PTX), decided when the
    /// GPU opens (`gpu::target_select`).
    pub compiler: crate::gpu::nvrtc::Choice,
    /// Loaded modules by content key (CUDA C, arch, options).
    pub modules: HashMap<String, (ModuleId, FunctionInfo)>,
    pub pending: Vec<Pending>,
    /// Active blocks per multiprocessor by (module, threads per block, dynamic shared bytes).
    pub occupancy: HashMap<(ModuleId, u32, u32), u32>,
    /// Device-to-device copy bandwidth (bytes/s), measured by the first `%%profile`.
    pub copy_bandwidth: Option<f64>,
}

/// The GPU shared by device arrays (which free their memory when dropped).
pub struct GpuCell {
    /// Which GPU session this is: each worker (and the in-process device) gets a new number.
    pub generation: u64,
    pub gpu: RefCell<Gpu>,
    /// Frees requested while the GPU was borrowed.
    pub deferred: RefCell<Vec<u64>>,
    /// The interpreter's recording (`Backend::recording`), which GPU operations report to.
    pub recording: crate::runtime::record::Recording,
}

impl GpuCell {
    pub fn free(&self, ptr: u64) {
        match self.gpu.try_borrow_mut() {
            Ok(mut g) => g.dev.free(ptr),
            Err(_) => self.deferred.borrow_mut().push(ptr),
        }
    }

    pub fn borrow(&self) -> std::cell::RefMut<'_, Gpu> {
        let mut g = self.gpu.borrow_mut();
        for ptr in self.deferred.borrow_mut().drain(..) {
            g.dev.free(ptr);
        }
        g
    }
}

#[derive(Default)]
pub struct Backend {
    pub kind: Option<Kind>,
    pub gpu: Option<Rc<GpuCell>>,
    /// Why CUDA could not be used (for `%backend` and the once-said note).
    pub why_not_cuda: Option<String>,
    /// The interpreter's interrupt flag: a wait on the GPU honours it.
    pub interrupt: Arc<AtomicBool>,
    /// The longest a cell waits for GPU work before the worker is ended (seconds); `None` until
    /// set by `%config GPU.kernel_timeout`, when `CUDALAB_KERNEL_TIMEOUT` or the default holds.
    pub time_limit: Option<f64>,
    /// What `%timeit`, `%time` and `%%profile` are recording (shared with the GPU session).
    pub recording: crate::runtime::record::Recording,
}

/// The default kernel time limit: long enough for any exercise, short enough that a kernel
/// that never ends gives the student their notebook back.
pub const DEFAULT_TIME_LIMIT_S: f64 = 60.0;

/// `CUDALAB_KERNEL_TIMEOUT` in seconds (0 or `none`: no limit).
pub fn env_time_limit() -> Result<Option<f64>, String> {
    match std::env::var("CUDALAB_KERNEL_TIMEOUT").ok().as_deref().map(str::trim) {
        None | Some("") => Ok(Some(DEFAULT_TIME_LIMIT_S)),
        Some("none") | Some("0") => Ok(None),
        Some(s) => match s.trim_end_matches('s').parse::<f64>() {
            Ok(v) if v > 0.0 && v.is_finite() => Ok(Some(v)),
            _ => Err(format!("CUDALAB_KERNEL_TIMEOUT={s}: expected a number of seconds such as 30 (or 0 for no limit)")),
        },
    }
}

/// Whether the GPU runs in a `gpu-worker` process (`CUDALAB_GPU_WORKER=0`: in this process,
/// where a fault ends the GPU for the rest of the session and no time limit can be enforced).
fn use_worker() -> bool {
    !matches!(std::env::var("CUDALAB_GPU_WORKER").ok().as_deref().map(str::trim), Some("0") | Some("no") | Some("false"))
}

fn env_backend() -> Result<Option<Kind>, String> {
    match std::env::var("CUDALAB_BACKEND").ok().as_deref().map(str::trim) {
        None | Some("") | Some("auto") => Ok(None),
        Some("cuda") | Some("gpu") => Ok(Some(Kind::Cuda)),
        Some("sim") | Some("simulator") | Some("cpu") => Ok(Some(Kind::Sim)),
        Some(other) => Err(format!("CUDALAB_BACKEND={other} is not one of cuda, sim, auto")),
    }
}

impl Backend {
    /// The time limit in force: `%config`'s, else the environment's, else the default.
    pub fn effective_time_limit(&self) -> Result<Option<f64>, String> {
        match self.time_limit {
            Some(t) if t > 0.0 => Ok(Some(t)),
            Some(_) => Ok(None),
            None => env_time_limit(),
        }
    }

    /// Set the time limit (seconds; 0 for none) for this and later GPU workers.
    pub fn set_time_limit(&mut self, seconds: f64) {
        self.time_limit = Some(seconds);
        if let Some(g) = &self.gpu {
            if let Ok(mut g) = g.gpu.try_borrow_mut() {
                g.dev.set_time_limit((seconds > 0.0).then_some(seconds));
            }
        }
    }

    fn open(&mut self) -> Result<Rc<GpuCell>, String> {
        if let Some(g) = &self.gpu {
            let ended = g.gpu.try_borrow().ok().and_then(|g| g.dev.replaceable());
            if ended.is_none() {
                return Ok(g.clone());
            }
            // The worker ended (a fault, the time limit, an interrupt): a new one takes over.
            // Device arrays of the old one keep its cell and say they are lost.
            self.gpu = None;
        }
        let limit = match std::env::var("CUDALAB_MEMORY_LIMIT") {
            Ok(s) if !s.trim().is_empty() => Some(MemoryLimit::parse(&s)?),
            _ => None,
        };
        if !crate::gpu::driver::driver_present() {
            // Said here, without starting a worker only to hear it.
            return Err("no CUDA driver (libcuda.so) on this machine".into());
        }
        let dev: Box<dyn Device> = if use_worker() {
            let time_limit = self.effective_time_limit()?;
            Box::new(crate::gpu::worker::WorkerDevice::spawn(self.interrupt.clone(), time_limit).map_err(|e| e.to_string())?)
        } else {
            let select = std::env::var("CUDALAB_DEVICE").ok();
            Box::new(crate::gpu::driver::Cuda::open(select.as_deref(), limit).map_err(|e| e.to_string())?)
        };
        // A GPU that no NVRTC here can compile for is no usable GPU: `auto` runs the simulator
        // and says why (an old GPU with only NVRTC 13, NVRTC 13 under a CUDA 12 driver…).
        let compiler = crate::gpu::nvrtc::for_device(dev.info()).map_err(|e| e.to_string())?;
        static GENERATION: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
        let generation = GENERATION.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let gpu = Gpu { dev, compiler, modules: HashMap::new(), pending: Vec::new(), occupancy: HashMap::new(), copy_bandwidth: None };
        let cell = Rc::new(GpuCell { generation, gpu: RefCell::new(gpu), deferred: RefCell::new(Vec::new()), recording: self.recording.clone() });
        self.gpu = Some(cell.clone());
        Ok(cell)
    }

    /// The back end for this launch or allocation; the first call decides and may return a
    /// note to show once (why the simulator was chosen).
    pub fn resolve(&mut self) -> Result<(Kind, Option<String>), RuntimeError> {
        if let Some(k) = self.kind {
            return Ok((k, None));
        }
        let wanted = env_backend().map_err(RuntimeError::Value)?;
        match wanted {
            Some(Kind::Sim) => {
                self.kind = Some(Kind::Sim);
                Ok((Kind::Sim, None))
            }
            Some(Kind::Cuda) => match self.open() {
                Ok(_) => {
                    self.kind = Some(Kind::Cuda);
                    Ok((Kind::Cuda, None))
                }
                Err(e) => Err(RuntimeError::Unavailable(format!("CUDALAB_BACKEND=cuda, but the GPU cannot be used: {e}"))),
            },
            _ => match self.open() {
                Ok(_) => {
                    self.kind = Some(Kind::Cuda);
                    Ok((Kind::Cuda, None))
                }
                Err(e) => {
                    self.kind = Some(Kind::Sim);
                    let note = format!("cudalab: no usable GPU ({e}); kernels run on the CPU simulator (%backend to check)\n");
                    self.why_not_cuda = Some(e);
                    Ok((Kind::Sim, Some(note)))
                }
            },
        }
    }

    /// The GPU session (CUDA back end only).
    pub fn gpu(&mut self) -> Result<Rc<GpuCell>, RuntimeError> {
        self.open().map_err(|e| RuntimeError::Unavailable(format!("the GPU cannot be used: {e}")))
    }

    /// `%backend [cuda|sim]`
    pub fn switch(&mut self, to: &str) -> Result<String, RuntimeError> {
        match to.trim() {
            "" => {
                let (k, _) = self.resolve()?;
                let mut s = format!("backend: {}", k.name());
                if let (Kind::Cuda, Some(g)) = (k, &self.gpu) {
                    let g = g.borrow();
                    let i = g.dev.info();
                    let m = g.dev.memory();
                    s.push_str(&format!(" — {} (sm_{}, {}), {} in use", i.name, i.arch(), i.uuid, crate::gpu::device::bytes(m.in_use)));
                    if let Some(l) = m.limit {
                        s.push_str(&format!(" of a {} limit", crate::gpu::device::bytes(l)));
                    }
                } else if let Some(why) = &self.why_not_cuda {
                    s.push_str(&format!(" (CUDA unavailable: {why})"));
                }
                Ok(s)
            }
            "sim" | "simulator" => {
                self.kind = Some(Kind::Sim);
                Ok("backend: sim (kernels run on the CPU simulator; device arrays made on the GPU stay there)".into())
            }
            "cuda" | "gpu" => match self.open() {
                Ok(g) => {
                    self.kind = Some(Kind::Cuda);
                    let name = g.borrow().dev.info().name.clone();
                    Ok(format!("backend: cuda ({name})"))
                }
                Err(e) => Err(RuntimeError::Unavailable(format!("cannot switch to the CUDA backend: {e}"))),
            },
            other => Err(RuntimeError::Value(format!("%backend takes cuda or sim, not '{other}'"))),
        }
    }
}

/// What the NVRTC warm-up compiles: a kernel like the ones students write (indexing, float
/// math, an atomic), so the compiler paths a first real kernel needs are loaded too.
pub const WARM_UP_SOURCE: &str = "#include \"cudalab.cuh\"\nextern \"C\" __global__ void cl_warm_up(cl_array<float, 1> a, cl_array<double, 2> b) {\n    cl_i64 i = (cl_i64)blockIdx.x * blockDim.x + threadIdx.x;\n    if (i < a.shape[0]) {\n        a.data[cl_index<true>(i, a.shape[0], 0, 0)] = sqrtf(a.data[cl_index<true>(i, a.shape[0], 1, 0)]) * 2.0f;\n        b.data[cl_index<true>(i, b.shape[0], 2, 0) * b.shape[1]] += exp((double)i);\n        cl_atomic_add(&a.data[0], 1.0f);\n    }\n}\n";

/// NVRTC's first compilation in a process pays for loading and initialising it (tens of ms).
/// Called when `numba` is imported or a kernel is defined: a background thread compiles a trivial program with the
/// runtime header, so the first launch compiles at full speed. It opens no CUDA context.
/// Skipped without a CUDA driver (kernels then run on the simulator). The process must call
/// [`finish_warm_up`] before it exits: exiting runs NVRTC's static destructors, which corrupt
/// the heap if a compile is still running on this thread.
pub fn warm_up_nvrtc() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    if matches!(env_backend(), Ok(Some(Kind::Sim))) || !crate::gpu::driver::driver_present() {
        return;
    }
    ONCE.call_once(|| {
        let handle = std::thread::spawn(|| {
            // The NVRTC the GPU will most likely get: the newest the driver runs code of.
            let driver = crate::gpu::driver::driver_version().unwrap_or((u32::MAX, 0));
            if let Some(lib) = crate::gpu::nvrtc::installed().iter().find(|l| l.version.0 <= driver.0) {
                let t0 = std::time::Instant::now();
                let arch = lib.archs.iter().copied().filter(|a| *a <= 90).max().unwrap_or(90);
                let _ = lib.compile_with(
                    WARM_UP_SOURCE,
                    "warm_up.cu",
                    crate::gpu::nvrtc::Target::Cubin(arch),
                    true,
                    &[crate::compiler::cuda::NVRTC_OPTION.to_string()],
                );
                if std::env::var_os("CUDALAB_TRACE_COMPILE").is_some() {
                    eprintln!("cudalab: NVRTC warm-up compile in {:.1} ms", t0.elapsed().as_secs_f64() * 1e3);
                }
            }
        });
        if let Ok(mut slot) = WARM_UP.lock() {
            *slot = Some(handle);
        }
    });
}

static WARM_UP: std::sync::Mutex<Option<std::thread::JoinHandle<()>>> = std::sync::Mutex::new(None);

/// NVRTC compiles running behind a kernel's quick PTX (`module_cache`).
static BACKGROUND: std::sync::Mutex<Vec<std::thread::JoinHandle<()>>> = std::sync::Mutex::new(Vec::new());

/// Run an NVRTC compile on a thread of its own, joined by [`finish_warm_up`].
pub fn spawn_compile(f: impl FnOnce() + Send + 'static) {
    let handle = std::thread::spawn(f);
    if let Ok(mut all) = BACKGROUND.lock() {
        all.retain(|h| !h.is_finished());
        all.push(handle);
    }
}

/// Wait for the NVRTC warm-up compile and the background compiles, if any is running (a
/// fraction of a second at most).
pub fn finish_warm_up() {
    let handle = WARM_UP.lock().ok().and_then(|mut slot| slot.take());
    if let Some(h) = handle {
        let _ = h.join();
    }
    let running = BACKGROUND.lock().map(|mut all| std::mem::take(&mut *all)).unwrap_or_default();
    for h in running {
        let _ = h.join();
    }
}
