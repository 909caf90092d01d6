//! The `Device` interface: what the kernel asks of a GPU, as commands with plain-data arguments
//! and results (addresses are `u64`, images and copies are bytes), so that an implementation in
//! a worker process can carry them over a pipe. `driver::Cuda` is the in-process one.

/// What the device says about itself.
#[derive(Debug, Clone)]
pub struct DeviceInfo {
    pub ordinal: u32,
    pub name: String,
    pub uuid: String,
    /// Compute capability (major, minor).
    pub cc: (u32, u32),
    pub multiprocessors: u32,
    pub total_memory: u64,
    pub max_shared_per_block: u32,
    /// Shared memory a block may use once the kernel opts in (`cuFuncSetAttribute`; 227 KiB on
    /// an H100); the launch opts in when a block needs more than `max_shared_per_block`.
    pub max_shared_per_block_optin: u32,
    /// Resident threads per multiprocessor (for theoretical occupancy).
    pub max_threads_per_sm: u32,
    /// The newest CUDA version the driver supports (`cuDriverGetVersion`), as (major, minor):
    /// which NVRTC may compile for it (`target_select.rs`).
    pub driver: (u32, u32),
}

impl DeviceInfo {
    /// `sm_XY` as NVRTC wants it: 90 for 9.0.
    pub fn arch(&self) -> u32 {
        self.cc.0 * 10 + self.cc.1
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ModuleId(pub u32);

#[derive(Debug, Clone, Copy, Default)]
pub struct FunctionInfo {
    pub registers: u32,
    pub static_shared: u32,
    pub local: u32,
    pub max_threads: u32,
}

#[derive(Debug, Clone, Copy)]
pub struct MemoryReport {
    pub in_use: u64,
    pub limit: Option<u64>,
    pub free: u64,
    pub total: u64,
}

/// The first fault a kernel recorded (see `cl_fault` in cudalab.cuh).
#[derive(Debug, Clone)]
pub struct FaultRecord {
    pub kind: u32,
    pub module: ModuleId,
    pub site: u32,
    pub a: i64,
    pub b: i64,
    pub thread: [u32; 3],
    pub block: [u32; 3],
}

/// When one operation ran on the GPU, in seconds from the clock's start (see `op_clock.rs`);
/// `busy`: the time it took (for a copy sent in pieces, the sum of the pieces).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct GpuSpan {
    pub start: f64,
    pub end: f64,
    pub busy: f64,
}

/// The spans of the operations queued while the clock ran, in queue order; `gated`: whether each
/// start was stamped right before its operation (see the gate in `op_clock.rs`).
#[derive(Debug, Clone, Default)]
pub struct ClockReport {
    pub spans: Vec<GpuSpan>,
    pub gated: bool,
    /// Whether kernels' spans are CUPTI's (see `cupti.rs`) rather than their events'.
    pub cupti: bool,
    /// Seconds taken off each event span: the cost of an empty event pair (see `op_clock.rs`).
    pub floor: f64,
}

/// What a synchronization brought back: a fault, and print records (raw words).
#[derive(Debug, Clone, Default)]
pub struct SyncReport {
    pub fault: Option<FaultRecord>,
    pub prints: Vec<u64>,
    pub dropped: bool,
}

#[derive(Debug, Clone, thiserror::Error)]
pub enum GpuError {
    #[error("{0}")]
    Unavailable(String),
    #[error("allocating {} would exceed this kernel's GPU memory limit of {} ({} in use); free device arrays with `del`, or raise CUDALAB_MEMORY_LIMIT", bytes(*requested), bytes(*limit), bytes(*in_use))]
    Limit { requested: u64, in_use: u64, limit: u64 },
    #[error("the GPU is out of memory allocating {} ({} in use by this kernel, {} free on the device)", bytes(*requested), bytes(*in_use), bytes(*free))]
    OutOfMemory { requested: u64, in_use: u64, free: u64 },
    /// The context was just poisoned (illegal address, trap…).
    #[error("{0}")]
    Sticky(String),
    /// A command on a context poisoned earlier.
    #[error("the GPU cannot be used since an earlier fault ({0}); device arrays are lost, host variables are intact. Restart the kernel to use the GPU again, or `%backend sim` to go on with the simulator")]
    Lost(String),
    #[error("{0}")]
    Call(String),
    /// The GPU worker was ended because GPU work ran past the time limit.
    #[error(
        "the GPU work was still running after the {seconds} s time limit (CUDALAB_KERNEL_TIMEOUT, or %config GPU.kernel_timeout); the GPU worker was ended"
    )]
    TimedOut { seconds: f64 },
    /// The GPU worker was ended because the GPU was still busy after an interrupt.
    #[error("interrupted while the GPU was busy; the GPU did not finish within the grace period, so the GPU worker was ended")]
    Interrupted,
    /// The GPU worker died on its own.
    #[error("{0}")]
    WorkerEnded(String),
    /// A command for a GPU worker that has ended (a device array made before a restart).
    #[error("this belongs to a GPU worker that has ended ({0}): device arrays made before are lost; make them again (for example with cuda.to_device). Host variables are intact")]
    Restarted(String),
}

/// A byte count as people read it: 1.5 GiB, 512.0 MiB, 100 bytes.
pub fn bytes(n: u64) -> String {
    const UNITS: [&str; 4] = ["KiB", "MiB", "GiB", "TiB"];
    if n < 1024 {
        return format!("{n} bytes");
    }
    let mut v = n as f64 / 1024.0;
    let mut u = 0;
    while v >= 1024.0 && u < UNITS.len() - 1 {
        v /= 1024.0;
        u += 1;
    }
    format!("{v:.1} {}", UNITS[u])
}

/// `CUDALAB_MEMORY_LIMIT`: bytes (`1.5GiB`, `512MB`, `1000000`) or a share of the device (`30%`).
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum MemoryLimit {
    Bytes(u64),
    Fraction(f64),
}

impl MemoryLimit {
    pub fn parse(s: &str) -> Result<MemoryLimit, String> {
        let t = s.trim();
        if let Some(p) = t.strip_suffix('%') {
            let v: f64 = p.trim().parse().map_err(|_| format!("CUDALAB_MEMORY_LIMIT={s}: expected a percentage like 30%"))?;
            if !(v > 0.0 && v <= 100.0) {
                return Err(format!("CUDALAB_MEMORY_LIMIT={s}: a percentage must be in (0, 100]"));
            }
            return Ok(MemoryLimit::Fraction(v / 100.0));
        }
        let split = t.find(|c: char| !(c.is_ascii_digit() || c == '.')).unwrap_or(t.len());
        let (num, unit) = t.split_at(split);
        let v: f64 = num.parse().map_err(|_| format!("CUDALAB_MEMORY_LIMIT={s}: expected a size like 1.5GiB, 512MiB or 30%"))?;
        let mult: f64 = match unit.trim().to_ascii_lowercase().as_str() {
            "" | "b" => 1.0,
            "k" | "kb" => 1e3,
            "kib" => 1024.0,
            "m" | "mb" => 1e6,
            "mib" => 1024.0 * 1024.0,
            "g" | "gb" => 1e9,
            "gib" => 1024.0 * 1024.0 * 1024.0,
            "t" | "tb" => 1e12,
            "tib" => 1024f64.powi(4),
            other => return Err(format!("CUDALAB_MEMORY_LIMIT={s}: unknown unit '{other}' (use B, KiB, MiB, GiB, KB, MB, GB or %)")),
        };
        if v <= 0.0 {
            return Err(format!("CUDALAB_MEMORY_LIMIT={s}: must be positive"));
        }
        Ok(MemoryLimit::Bytes((v * mult) as u64))
    }

    pub fn bytes(self, total: u64) -> u64 {
        match self {
            MemoryLimit::Bytes(b) => b,
            MemoryLimit::Fraction(f) => (total as f64 * f) as u64,
        }
    }
}

/// A GPU, as commands. Addresses are device addresses; launches and copies are ordered on one
/// stream; `synchronize` waits for all queued work and returns what the kernels reported.
pub trait Device {
    fn info(&self) -> &DeviceInfo;
    fn memory(&self) -> MemoryReport;
    fn alloc(&mut self, bytes: u64) -> Result<u64, GpuError>;
    fn free(&mut self, ptr: u64);
    /// Copy host bytes to device memory (completes before returning).
    fn write(&mut self, dst: u64, data: &[u8]) -> Result<(), GpuError>;
    /// Copy device memory to host bytes (waits for queued work first).
    fn read(&mut self, src: u64, out: &mut [u8]) -> Result<(), GpuError>;
    fn copy(&mut self, dst: u64, src: u64, bytes: u64) -> Result<(), GpuError>;
    /// Queue setting `bytes` of device memory to zero.
    fn memset_zero(&mut self, dst: u64, bytes: u64) -> Result<(), GpuError>;
    /// Load a CUBIN (or PTX) image and find its entry point.
    fn load(&mut self, image: &[u8], entry: &str) -> Result<(ModuleId, FunctionInfo), GpuError>;
    /// Queue a launch; `params` is the kernel's parameter buffer, laid out by the caller.
    fn launch(&mut self, m: ModuleId, grid: [u32; 3], block: [u32; 3], shared: u32, params: &mut [u8]) -> Result<(), GpuError>;
    fn synchronize(&mut self) -> Result<SyncReport, GpuError>;
    /// CUDA events, for timing GPU work: create, record (after the work queued so far), and the
    /// milliseconds between two recorded events (waits for the second).
    fn event_create(&mut self) -> Result<u64, GpuError>;
    fn event_record(&mut self, event: u64) -> Result<(), GpuError>;
    fn event_elapsed(&mut self, start: u64, end: u64) -> Result<f32, GpuError>;
    /// Whether the work before a recorded event is done.
    fn event_query(&mut self, event: u64) -> bool;
    fn event_destroy(&mut self, event: u64);
    /// Start stamping each launch, write, read and copy queued from now on with GPU time.
    fn clock_start(&mut self) -> Result<(), GpuError>;
    /// Stop stamping; wait for the stamped work and return one span per operation, in order.
    fn clock_take(&mut self) -> Result<ClockReport, GpuError>;
    /// Blocks of a kernel that fit on one multiprocessor at once (the occupancy API).
    fn occupancy(&mut self, m: ModuleId, block_threads: u32, dynamic_shared: u32) -> Result<u32, GpuError>;
    /// Remember that the context is lost (after a sticky error) and why; later commands fail
    /// with that reason. A CUDA context cannot recover from a sticky error in its process.
    fn poison(&mut self, why: &str);
    /// For a device in a worker process that has ended: why. The host then opens a new one.
    fn replaceable(&self) -> Option<String> {
        None
    }
    /// The longest the host waits for queued GPU work before ending the device (worker only:
    /// a kernel in this process cannot be stopped).
    fn set_time_limit(&mut self, _seconds: Option<f64>) {}
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn memory_limits_parse() {
        assert_eq!(MemoryLimit::parse("1.5GiB"), Ok(MemoryLimit::Bytes(1610612736)));
        assert_eq!(MemoryLimit::parse("512 MB"), Ok(MemoryLimit::Bytes(512_000_000)));
        assert_eq!(MemoryLimit::parse("30%"), Ok(MemoryLimit::Fraction(0.3)));
        assert!(MemoryLimit::parse("lots").is_err());
        assert!(MemoryLimit::parse("0%").is_err());
        assert_eq!(bytes(1536 * 1024 * 1024), "1.5 GiB");
    }
}
