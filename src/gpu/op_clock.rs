//! GPU timestamps for each operation queued while a measurement runs (`%timeit`, `%time`,
//! `%%profile`): a CUDA event just before and just after each launch and copy, read back as
//! spans from one origin event. Owned by `driver::Cuda`; it knows nothing of what the operations
//! mean (the host keeps that, in the same order) and never times interpreter code.
//!
//! The gate. On an idle GPU, an event queued before a launch is stamped at once, while the host
//! is still submitting the kernel (microseconds in the driver), so the span would count host time
//! as GPU time. Each operation is therefore queued behind a stream wait on a host-mapped counter
//! (`cuStreamWaitValue32`), which is released once the operation and its end event are queued:
//! the GPU stamps the start event right before it takes the operation. On a busy GPU the counter
//! is already released when the wait is reached and it costs nothing. A copy that blocks the host
//! (from pageable memory) releases the gate before it is queued. Where stream memory operations
//! are unsupported the clock runs without the gate and its report says so.
//!
//! The floor. A pair of events with nothing between them still spans a little GPU time (each
//! record waits for the work before it, then writes a timestamp): measured once per context as
//! the median of 15 empty gated pairs, it is taken off every span (`CUDALAB_CLOCK_FLOOR=0`
//! keeps the raw spans). With `CUDALAB_CUPTI=1`, kernels' durations come from CUPTI's activity
//! records instead (see `cupti.rs`).

use crate::gpu::device::{ClockReport, GpuError, GpuSpan};
use cudarc::driver::sys;
use std::ffi::c_void;

/// Events around one piece of an operation; `continues`: it belongs to the operation before
/// (a copy sent in several pieces).
struct Piece {
    start: sys::CUevent,
    end: sys::CUevent,
    continues: bool,
    kernel: bool,
}

struct Gate {
    host: *mut u32,
    dev: u64,
    next: u32,
}

#[derive(Default)]
pub struct OpClock {
    running: bool,
    origin: Option<sys::CUevent>,
    pool: Vec<sys::CUevent>,
    pieces: Vec<Piece>,
    /// `None` until first used; `Some(None)` where the device cannot wait on memory.
    gate: Option<Option<Gate>>,
    /// Whether CUPTI records kernels while the clock runs (see cupti.rs).
    cupti: bool,
    /// The span of an empty gated event pair (seconds): the events' own cost, measured once.
    floor: Option<f64>,
}

fn ck(r: sys::CUresult, what: &str) -> Result<(), GpuError> {
    if r == sys::cudaError_enum::CUDA_SUCCESS {
        Ok(())
    } else {
        Err(GpuError::Call(format!("{what}: {r:?}")))
    }
}

impl OpClock {
    pub fn running(&self) -> bool {
        self.running
    }

    fn event(&mut self) -> Result<sys::CUevent, GpuError> {
        if let Some(e) = self.pool.pop() {
            return Ok(e);
        }
        let mut e: sys::CUevent = std::ptr::null_mut();
        // SAFETY: valid out-pointer; the caller's context is current.
        ck(unsafe { sys::cuEventCreate(&mut e, 0) }, "cuEventCreate")?;
        Ok(e)
    }

    fn record(&mut self) -> Result<sys::CUevent, GpuError> {
        let e = self.event()?;
        // SAFETY: an event of this context, on the null stream.
        ck(unsafe { sys::cuEventRecord(e, std::ptr::null_mut()) }, "cuEventRecord")?;
        Ok(e)
    }

    /// The gate's counter, made on first use: mapped host memory the GPU can wait on.
    fn open_gate() -> Option<Gate> {
        // SAFETY: allocation and a wait on a value that is already reached (0 >= 0); a driver
        // without the symbol panics in cudarc's loader, which is caught and means "no gate".
        let probe = std::panic::catch_unwind(|| unsafe {
            let mut host: *mut c_void = std::ptr::null_mut();
            // CU_MEMHOSTALLOC_DEVICEMAP = 2
            if sys::cuMemHostAlloc(&mut host, 64, 2) != sys::cudaError_enum::CUDA_SUCCESS {
                return None;
            }
            std::ptr::write_volatile(host as *mut u32, 0);
            let mut dev = 0u64;
            let ok = sys::cuMemHostGetDevicePointer_v2(&mut dev, host, 0) == sys::cudaError_enum::CUDA_SUCCESS
                && sys::cuStreamWaitValue32_v2(std::ptr::null_mut(), dev, 0, sys::CUstreamWaitValue_flags::CU_STREAM_WAIT_VALUE_GEQ as u32)
                    == sys::cudaError_enum::CUDA_SUCCESS
                && sys::cuCtxSynchronize() == sys::cudaError_enum::CUDA_SUCCESS;
            if !ok {
                sys::cuMemFreeHost(host);
                return None;
            }
            Some(Gate { host: host as *mut u32, dev, next: 0 })
        });
        probe.ok().flatten()
    }

    /// What a pair of events costs with nothing between them: the median of 15 empty gated
    /// pairs on an idle GPU. Each operation's span is this much longer than the operation.
    fn measure_floor(&mut self) -> Result<f64, GpuError> {
        for _ in 0..15 {
            let start = self.before(false)?;
            self.after(start, false)?;
        }
        let mut spans = Vec::new();
        if let Some(last) = self.pieces.last() {
            // SAFETY: a recorded event of this context.
            ck(unsafe { sys::cuEventSynchronize(last.end) }, "cuEventSynchronize")?;
        }
        for p in &self.pieces {
            let mut v = 0f32;
            // SAFETY: both events were recorded and have completed.
            ck(unsafe { crate::gpu::driver::event_elapsed_time(&mut v, p.start, p.end) }, "cuEventElapsedTime")?;
            spans.push(v as f64 * 1e-3);
        }
        self.recycle();
        spans.sort_by(f64::total_cmp);
        Ok(spans.get(spans.len() / 2).copied().unwrap_or(0.0))
    }

    /// Start stamping: the origin event, an empty list.
    pub fn start(&mut self) -> Result<(), GpuError> {
        self.recycle();
        if self.gate.is_none() {
            self.gate = Some(Self::open_gate());
        }
        if self.floor.is_none() {
            let skip = matches!(std::env::var("CUDALAB_CLOCK_FLOOR").ok().as_deref(), Some("0"));
            self.floor = Some(if skip { 0.0 } else { self.measure_floor()? });
        }
        let origin = match self.origin {
            Some(e) => e,
            None => {
                let e = self.event()?;
                self.origin = Some(e);
                e
            }
        };
        // SAFETY: an event of this context, on the null stream.
        ck(unsafe { sys::cuEventRecord(origin, std::ptr::null_mut()) }, "cuEventRecord")?;
        self.cupti = crate::gpu::cupti::wanted() && crate::gpu::cupti::start();
        self.running = true;
        Ok(())
    }

    fn release(&mut self) {
        if let Some(Some(g)) = &self.gate {
            // SAFETY: the counter is mapped host memory owned by the clock; the GPU only reads it.
            unsafe { std::ptr::write_volatile(g.host, g.next) };
            std::sync::atomic::fence(std::sync::atomic::Ordering::SeqCst);
        }
    }

    /// Before an operation is queued: the gate's wait, then the start event. `blocking`: the
    /// operation makes the host wait for it, so the gate opens now.
    pub fn before(&mut self, blocking: bool) -> Result<sys::CUevent, GpuError> {
        if let Some(Some(g)) = &mut self.gate {
            g.next = g.next.wrapping_add(1);
            let (dev, next) = (g.dev, g.next);
            // SAFETY: a wait on the clock's mapped counter, on the null stream.
            let r = unsafe { sys::cuStreamWaitValue32_v2(std::ptr::null_mut(), dev, next, sys::CUstreamWaitValue_flags::CU_STREAM_WAIT_VALUE_GEQ as u32) };
            if r != sys::cudaError_enum::CUDA_SUCCESS {
                self.release();
                return Err(GpuError::Call(format!("cuStreamWaitValue32: {r:?}")));
            }
        }
        let start = self.record();
        if blocking || start.is_err() {
            self.release();
        }
        start
    }

    /// After the operation is queued (whether or not that succeeded): the end event; the gate
    /// opens. Always called after `before`, or the stream would wait forever.
    pub fn after(&mut self, start: sys::CUevent, continues: bool) -> Result<(), GpuError> {
        self.push(start, continues, false)
    }

    /// `after`, for a kernel launch (whose span CUPTI may give more exactly).
    pub fn after_kernel(&mut self, start: sys::CUevent) -> Result<(), GpuError> {
        self.push(start, false, true)
    }

    fn push(&mut self, start: sys::CUevent, continues: bool, kernel: bool) -> Result<(), GpuError> {
        let end = self.record();
        self.release();
        let end = end?;
        self.pieces.push(Piece { start, end, continues: continues && !self.pieces.is_empty(), kernel });
        Ok(())
    }

    fn recycle(&mut self) {
        for p in self.pieces.drain(..) {
            self.pool.push(p.start);
            self.pool.push(p.end);
        }
    }

    /// Stop stamping and read the spans (waits for the last stamped operation). Kernels take
    /// CUPTI's durations when it recorded exactly one kernel per launch, starting where their
    /// start event was stamped.
    pub fn take(&mut self) -> Result<ClockReport, GpuError> {
        self.running = false;
        let gated = matches!(self.gate, Some(Some(_)));
        let Some(origin) = self.origin else { return Ok(ClockReport { spans: Vec::new(), gated, cupti: false, floor: 0.0 }) };
        if let Some(last) = self.pieces.last() {
            // SAFETY: a recorded event of this context.
            ck(unsafe { sys::cuEventSynchronize(last.end) }, "cuEventSynchronize")?;
        }
        let kernels = if self.cupti { crate::gpu::cupti::take() } else { Vec::new() };
        let ms = |a: sys::CUevent, b: sys::CUevent| -> Result<f64, GpuError> {
            let mut v = 0f32;
            // SAFETY: both events were recorded and the later one has completed.
            ck(unsafe { crate::gpu::driver::event_elapsed_time(&mut v, a, b) }, "cuEventElapsedTime")?;
            Ok(v as f64 * 1e-3)
        };
        let mut spans: Vec<GpuSpan> = Vec::with_capacity(self.pieces.len());
        let mut kernel_spans = Vec::new();
        let floor = self.floor.unwrap_or(0.0);
        for p in &self.pieces {
            let (s, e, span) = (ms(origin, p.start)?, ms(origin, p.end)?, ms(p.start, p.end)?);
            let busy = (span - floor).max(0.0);
            let e = e - (span - busy);
            match spans.last_mut() {
                Some(last) if p.continues => {
                    last.end = e;
                    last.busy += busy;
                }
                _ => {
                    if p.kernel {
                        kernel_spans.push(spans.len());
                    }
                    spans.push(GpuSpan { start: s, end: e, busy });
                }
            }
        }
        let cupti = self.cupti && !kernel_spans.is_empty() && kernels.len() == kernel_spans.len();
        if cupti {
            for (i, (a, b)) in kernel_spans.into_iter().zip(kernels) {
                let busy = b.saturating_sub(a) as f64 * 1e-9;
                spans[i].busy = busy;
                spans[i].end = spans[i].start + busy;
            }
        }
        self.recycle();
        Ok(ClockReport { spans, gated, cupti, floor })
    }
}

impl Drop for OpClock {
    fn drop(&mut self) {
        self.recycle();
        // SAFETY: events and the counter belong to this clock; each is released once.
        unsafe {
            for e in self.pool.drain(..).chain(self.origin.take()) {
                sys::cuEventDestroy_v2(e);
            }
            if let Some(Some(g)) = &self.gate {
                sys::cuMemFreeHost(g.host as *mut c_void);
            }
        }
    }
}
