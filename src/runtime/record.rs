//! What a measurement saw: one `Op` per GPU operation the runtime performed while it ran
//! (kernel launches, copies, memsets, allocations), with host timestamps, and GPU spans that the
//! device's clock gives back in the same order (see `gpu/op_clock.rs`). On the simulator the
//! "GPU" span is the time the simulator spent, and the recording says it is simulated.
//!
//! The runtime reports operations through `Recording::note`; the magics start and finish a
//! recording. Nothing here runs or times interpreter code.

use crate::gpu::device::{ClockReport, GpuSpan};
use std::cell::RefCell;
use std::rc::Rc;
use std::time::Instant;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CopyDir {
    HostToDevice,
    DeviceToHost,
    DeviceToDevice,
}

impl CopyDir {
    pub fn short(self) -> &'static str {
        match self {
            CopyDir::HostToDevice => "HtoD",
            CopyDir::DeviceToHost => "DtoH",
            CopyDir::DeviceToDevice => "DtoD",
        }
    }
}

/// One kernel launch, as the profiler shows it.
#[derive(Debug, Clone, PartialEq)]
pub struct KernelLaunch {
    pub name: String,
    pub grid: [u32; 3],
    pub block: [u32; 3],
    pub dynamic_shared: u32,
    pub static_shared: u32,
    /// From the compiled kernel (GPU only).
    pub registers: Option<u32>,
    pub local: Option<u32>,
    /// Theoretical occupancy, 0..=1, from the occupancy API (GPU only).
    pub occupancy: Option<f64>,
    /// Bytes of the array arguments the kernel reads plus those it writes, each counted once:
    /// what an effective-bandwidth figure divides by the kernel's time.
    pub bytes: u64,
}

#[derive(Debug, Clone, PartialEq)]
pub enum OpKind {
    Kernel(KernelLaunch),
    Copy { dir: CopyDir, bytes: u64 },
    Memset { bytes: u64 },
    Alloc { bytes: u64 },
}

impl OpKind {
    /// Whether the device queue runs it (and so its clock stamps it).
    pub fn queued(&self) -> bool {
        !matches!(self, OpKind::Alloc { .. })
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct Op {
    pub kind: OpKind,
    /// Seconds from the recording's start: when the host began and finished the call.
    pub host: (f64, f64),
    /// When it ran on the GPU (seconds from the device clock's start), once known.
    pub gpu: Option<GpuSpan>,
}

/// A finished recording.
#[derive(Debug, Clone, Default)]
pub struct Recorded {
    pub ops: Vec<Op>,
    /// The kernels ran on the simulator: "GPU" times are simulator times.
    pub simulated: bool,
    /// Whether GPU spans were stamped right before each operation (see op_clock.rs).
    pub gated: bool,
    /// Whether kernels' GPU times are CUPTI's activity records (else CUDA events).
    pub cupti: bool,
    /// Seconds taken off each event span (the cost of an empty pair of events).
    pub floor: f64,
    /// Kernels compiled while it ran (a run that compiled is not a fair sample).
    pub compiled: Vec<String>,
}

impl Recorded {
    /// GPU time of all operations, in seconds.
    pub fn gpu_busy(&self) -> f64 {
        self.ops.iter().filter_map(|o| o.gpu.map(|g| g.busy)).sum()
    }
    pub fn kernels(&self) -> impl Iterator<Item = (&KernelLaunch, Option<GpuSpan>)> {
        self.ops.iter().filter_map(|o| match &o.kind {
            OpKind::Kernel(k) => Some((k, o.gpu)),
            _ => None,
        })
    }
    /// Whether any GPU operation ran.
    pub fn any_gpu(&self) -> bool {
        self.ops.iter().any(|o| o.kind.queued())
    }
}

/// A recording in progress.
#[derive(Debug)]
pub struct Recorder {
    t0: Instant,
    pub data: Recorded,
}

/// The recording shared by the back ends (one per interpreter; `None` when nothing records).
#[derive(Default, Clone)]
pub struct Recording(Rc<RefCell<Option<Recorder>>>);

impl Recording {
    pub fn start(&self, simulated: bool) {
        *self.0.borrow_mut() = Some(Recorder { t0: Instant::now(), data: Recorded { simulated, ..Default::default() } });
    }

    pub fn active(&self) -> bool {
        self.0.borrow().is_some()
    }

    /// Report an operation that began at `began` and has just returned to the host. `ran`:
    /// how long it ran where it ran, when that is known here (the simulator, a host copy);
    /// GPU operations get their span from the device clock at `finish`.
    pub fn note(&self, kind: OpKind, began: Instant, ran: Option<f64>) {
        let mut r = self.0.borrow_mut();
        let Some(rec) = r.as_mut() else { return };
        let now = Instant::now();
        let host = (began.saturating_duration_since(rec.t0).as_secs_f64(), now.saturating_duration_since(rec.t0).as_secs_f64());
        let gpu = ran.map(|busy| GpuSpan { start: host.0, end: host.0 + busy, busy });
        rec.data.ops.push(Op { kind, host, gpu });
    }

    /// A kernel was compiled (lowered, or built for the GPU) while recording.
    pub fn compiled(&self, name: &str) {
        if let Some(rec) = self.0.borrow_mut().as_mut() {
            rec.data.compiled.push(name.to_string());
        }
    }

    /// End the recording; `clock`: the device clock's spans, given to the queued GPU
    /// operations in order.
    pub fn finish(&self, clock: Option<ClockReport>) -> Recorded {
        let Some(rec) = self.0.borrow_mut().take() else { return Recorded::default() };
        let mut data = rec.data;
        if let Some(c) = clock {
            data.gated = c.gated;
            data.cupti = c.cupti;
            data.floor = c.floor;
            let mut spans = c.spans.into_iter();
            for op in data.ops.iter_mut().filter(|o| o.kind.queued() && o.gpu.is_none()) {
                op.gpu = spans.next();
            }
        }
        data
    }

    /// Seconds since the recording started (for aligning the device clock's origin).
    pub fn elapsed(&self) -> Option<f64> {
        self.0.borrow().as_ref().map(|r| r.t0.elapsed().as_secs_f64())
    }
}
