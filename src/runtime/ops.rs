//! The GPU operations the runtime performs for a cell (allocations, copies, launches), each
//! reported to the interpreter's recording while `%timeit`, `%time` or `%%profile` runs (see
//! `runtime::record`). Every operation that queues work on the GPU goes through here, so the
//! device clock's spans and the recorded operations stay in the same order. Must not interpret
//! results or raise Python errors: callers do.

use crate::gpu::device::{GpuError, ModuleId};
use crate::runtime::backend::GpuCell;
use crate::runtime::record::{CopyDir, KernelLaunch, OpKind};
use std::time::Instant;

impl GpuCell {
    pub fn alloc(&self, bytes: u64) -> Result<u64, GpuError> {
        let t = Instant::now();
        let r = self.borrow().dev.alloc(bytes);
        self.recording.note(OpKind::Alloc { bytes }, t, None);
        r
    }

    /// Queue zeroing device memory.
    pub fn memset_zero(&self, dst: u64, bytes: u64) -> Result<(), GpuError> {
        let t = Instant::now();
        let r = self.borrow().dev.memset_zero(dst, bytes);
        self.recording.note(OpKind::Memset { bytes }, t, None);
        r
    }

    /// Copy host bytes to device memory (done when it returns).
    pub fn write(&self, dst: u64, data: &[u8]) -> Result<(), GpuError> {
        let t = Instant::now();
        let r = self.borrow().dev.write(dst, data);
        self.recording.note(OpKind::Copy { dir: CopyDir::HostToDevice, bytes: data.len() as u64 }, t, None);
        r
    }

    /// Copy device memory to host bytes (after the queued work).
    pub fn read(&self, src: u64, out: &mut [u8]) -> Result<(), GpuError> {
        let t = Instant::now();
        let r = self.borrow().dev.read(src, out);
        self.recording.note(OpKind::Copy { dir: CopyDir::DeviceToHost, bytes: out.len() as u64 }, t, None);
        r
    }

    /// Queue a launch. `describe` says what it is, asked only while recording.
    pub fn launch(
        &self,
        m: ModuleId,
        grid: [u32; 3],
        block: [u32; 3],
        shared: u32,
        params: &mut [u8],
        describe: impl FnOnce() -> KernelLaunch,
    ) -> Result<(), GpuError> {
        if !self.recording.active() {
            return self.borrow().dev.launch(m, grid, block, shared, params);
        }
        let mut launch = describe();
        launch.occupancy = self.occupancy(m, block, shared);
        let t = Instant::now();
        let r = self.borrow().dev.launch(m, grid, block, shared, params);
        self.recording.note(OpKind::Kernel(launch), t, None);
        r
    }

    /// Theoretical occupancy of a launch shape: resident warps per multiprocessor over the most
    /// it can hold (cached per module and shape).
    fn occupancy(&self, m: ModuleId, block: [u32; 3], shared: u32) -> Option<f64> {
        let threads = block[0] * block[1] * block[2];
        let mut g = self.borrow();
        let key = (m, threads, shared);
        let blocks = match g.occupancy.get(&key) {
            Some(b) => *b,
            None => {
                let b = g.dev.occupancy(m, threads, shared).ok()?;
                g.occupancy.insert(key, b);
                b
            }
        };
        let per_sm = g.dev.info().max_threads_per_sm;
        (per_sm > 0).then(|| (blocks * threads.div_ceil(32) * 32) as f64 / per_sm as f64)
    }
}
