//! The kernel's side of the GPU worker: a `Device` whose commands go to `cudalab gpu-worker`.
//!
//! Launches, frees and event records are written to the pipe and not waited for, so a launch
//! costs the kernel one write. Every command that waits on the GPU (synchronize, copies, event
//! times) waits here with a deadline: the kernel time limit counted from the later of the last
//! unsynchronized launch and the start of the wait, and a short grace after an interrupt. Past
//! either, or when the worker dies, the worker is killed and this device ends: every later
//! command says why, and the host opens a new worker on the next GPU use.
//!
//! Owns: the worker process, its pipes and the kernel's half of the staging region; deadlines
//! and interrupts while waiting. Must not touch: the bytes of the protocol (it builds
//! `wire::Command`s and reads `wire::Reply`s; opcodes, field orders and framing are `wire`'s
//! alone), or the CUDA driver (only the worker calls it).

use super::wire::{self, Command, Op, Reply, Staged, WireError};
use crate::gpu::device::{ClockReport, Device, DeviceInfo, FunctionInfo, GpuError, MemoryReport, ModuleId, SyncReport};
use std::cell::RefCell;
use std::io::Write;
use std::os::fd::AsRawFd;
use std::process::{Child, ChildStdin, ChildStdout, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// How long the GPU may go on after an interrupt before the worker is ended.
const INTERRUPT_GRACE: Duration = Duration::from_millis(500);
/// How long a wait for a reply spins before it sleeps.
const SPIN: Duration = Duration::from_micros(300);
/// How long opening the device (driver start, context creation) may take.
const START_LIMIT: Duration = Duration::from_secs(60);

struct Link {
    child: Child,
    stdin: ChildStdin,
    stdout: ChildStdout,
    /// When the oldest launch not yet waited for was sent.
    unsynced_since: Option<Instant>,
    /// Why this worker ended; set once, then every command fails with it.
    ended: Option<String>,
}

/// Bytes of the staging region shared with the worker (copies larger than this go in pieces).
const SHARED_BYTES: usize = 32 << 20;

/// Copy `from` into `to` (equal lengths), a piece of a few MiB per thread, up to four threads:
/// the host side of a large copy is a `memcpy` that one core cannot keep up with the DMA on
/// (bench/RESULTS.md, "Large host arrays and copies").
fn copy_in_parallel(from: &[u8], to: &mut [u8]) {
    const PER_THREAD: usize = 4 << 20;
    let threads = std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1).min(4).min(from.len() / PER_THREAD).max(1);
    if threads == 1 {
        to.copy_from_slice(from);
        return;
    }
    let chunk = from.len().div_ceil(threads);
    // Each part is copied once, by whichever thread takes it first: the helpers each take
    // theirs, and this thread then takes whatever is left (all of it if no helper started).
    type Part<'a> = (&'a [u8], std::sync::Mutex<Option<&'a mut [u8]>>);
    fn take_and_copy(p: &Part<'_>) {
        let taken = p.1.lock().unwrap_or_else(|e| e.into_inner()).take();
        if let Some(t) = taken {
            t.copy_from_slice(p.0);
        }
    }
    let parts: Vec<Part<'_>> = from.chunks(chunk).zip(to.chunks_mut(chunk)).map(|(f, t)| (f, std::sync::Mutex::new(Some(t)))).collect();
    std::thread::scope(|scope| {
        for p in parts.iter().skip(1) {
            let _ = std::thread::Builder::new().spawn_scoped(scope, move || take_and_copy(p));
        }
        parts.iter().for_each(take_and_copy);
    });
}

/// A memfd mapped here and in the worker: host↔device copies pass through it, and the worker
/// has it page-locked, so each piece is one DMA.
struct Shared {
    ptr: *mut u8,
    len: usize,
    fd: i32,
}

impl Shared {
    fn new(len: usize) -> Option<Shared> {
        // SAFETY: plain libc calls; every result is checked. The fd is left inheritable so the
        // worker receives it.
        unsafe {
            let fd = libc::memfd_create(c"cudalab-gpu-staging".as_ptr(), 0);
            if fd < 0 {
                return None;
            }
            if libc::ftruncate(fd, len as libc::off_t) != 0 {
                libc::close(fd);
                return None;
            }
            let p = libc::mmap(std::ptr::null_mut(), len, libc::PROT_READ | libc::PROT_WRITE, libc::MAP_SHARED, fd, 0);
            if p == libc::MAP_FAILED {
                libc::close(fd);
                return None;
            }
            Some(Shared { ptr: p as *mut u8, len, fd })
        }
    }
}

impl Drop for Shared {
    fn drop(&mut self) {
        // SAFETY: unmapping and closing what `new` made.
        unsafe {
            libc::munmap(self.ptr as *mut libc::c_void, self.len);
            libc::close(self.fd);
        }
    }
}

pub struct WorkerDevice {
    info: DeviceInfo,
    shared: Option<Shared>,
    link: RefCell<Link>,
    interrupt: Arc<AtomicBool>,
    time_limit: Option<Duration>,
}

/// What a wait for the worker's reply is for.
#[derive(Clone, Copy, PartialEq)]
enum Wait {
    /// Queued GPU work must finish first: the kernel time limit applies.
    OnGpu,
    /// A host-side command (allocation, loading a module).
    Quick,
}

impl Link {
    fn end(&mut self, why: String) -> String {
        let _ = self.child.kill();
        let _ = self.child.wait();
        self.ended.get_or_insert(why).clone()
    }

    fn gone(&mut self) -> GpuError {
        // The pipe broke: the worker died on its own (a crash, a signal, the OOM killer).
        let status = match self.child.try_wait() {
            Ok(Some(s)) => match s.code() {
                Some(c) => format!("exit status {c}"),
                None => format!("killed by signal {}", std::os::unix::process::ExitStatusExt::signal(&s).unwrap_or(0)),
            },
            _ => "its pipe closed".into(),
        };
        let why = self.end(format!("the GPU worker process ended unexpectedly ({status})"));
        GpuError::WorkerEnded(why)
    }

    fn send(&mut self, msg: &[u8]) -> Result<(), GpuError> {
        if let Some(why) = &self.ended {
            return Err(GpuError::Restarted(why.clone()));
        }
        self.stdin.write_all(msg).map_err(|_| self.gone())
    }
}

impl WorkerDevice {
    /// Start a worker (this executable, `gpu-worker`; `CUDALAB_WORKER_BIN` names another cudalab
    /// binary, for programs that link the library) and open the device in it. `CUDALAB_DEVICE`
    /// and `CUDALAB_MEMORY_LIMIT` reach it through the environment.
    pub fn spawn(interrupt: Arc<AtomicBool>, time_limit: Option<f64>) -> Result<WorkerDevice, GpuError> {
        let exe = match std::env::var_os("CUDALAB_WORKER_BIN") {
            Some(p) => std::path::PathBuf::from(p),
            None => std::env::current_exe().map_err(|e| GpuError::Unavailable(format!("cannot find the cudalab executable to start the GPU worker: {e}")))?,
        };
        let shared = Shared::new(SHARED_BYTES);
        let mut cmd = std::process::Command::new(exe);
        if let Some(s) = &shared {
            cmd.env(wire::SHARED_ENV, format!("{}:{}", s.fd, s.len));
        }
        let mut child = cmd
            .arg("gpu-worker")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .map_err(|e| GpuError::Unavailable(format!("cannot start the GPU worker process: {e}")))?;
        let (Some(stdin), Some(stdout)) = (child.stdin.take(), child.stdout.take()) else {
            let _ = child.kill();
            return Err(GpuError::Unavailable("the GPU worker process has no pipes".into()));
        };
        let link = Link { child, stdin, stdout, unsynced_since: None, ended: None };
        let mut d = WorkerDevice {
            info: DeviceInfo {
                ordinal: 0,
                name: String::new(),
                uuid: String::new(),
                cc: (0, 0),
                multiprocessors: 0,
                total_memory: 0,
                max_shared_per_block: 0,
                max_shared_per_block_optin: 0,
                max_threads_per_sm: 0,
                driver: (0, 0),
            },
            link: RefCell::new(link),
            interrupt,
            time_limit: None,
            shared,
        };
        d.info = match d.call(&Command::Hello, Wait::Quick, Some(START_LIMIT))? {
            Reply::Info(info) => info,
            other => return Err(unexpected(other)),
        };
        d.set_time_limit(time_limit);
        Ok(d)
    }

    /// Send a command and wait for its reply; a `Reply::Failed` comes back as the error.
    fn call(&self, cmd: &Command, wait: Wait, limit: Option<Duration>) -> Result<Reply, GpuError> {
        self.link.borrow_mut().send(&encode(cmd)?)?;
        self.reply(cmd.op(), wait, limit)
    }

    /// Wait for the reply to the oldest command sent and not yet answered, a command of op `to`.
    fn reply(&self, to: Op, wait: Wait, limit: Option<Duration>) -> Result<Reply, GpuError> {
        let mut link = self.link.borrow_mut();
        let started = Instant::now();
        let deadline = match wait {
            Wait::OnGpu => self.time_limit.map(|l| link.unsynced_since.map_or(started, |t| t.max(started)) + l),
            Wait::Quick => limit.map(|l| started + l),
        };
        let mut interrupted_at: Option<Instant> = None;
        let fd = link.stdout.as_raw_fd();
        loop {
            let mut p = libc::pollfd { fd, events: libc::POLLIN, revents: 0 };
            // Spin briefly before sleeping: most replies come within microseconds, and waking
            // from a blocking poll costs tens of them.
            let spinning = started.elapsed() < SPIN;
            // SAFETY: one valid pollfd for the duration of the call.
            let n = unsafe { libc::poll(&mut p, 1, if spinning { 0 } else { 50 }) };
            if n == 0 && spinning {
                std::hint::spin_loop();
                continue;
            }
            if n > 0 {
                let frame = match wire::read_frame(&mut link.stdout) {
                    Ok(f) if !f.is_empty() => f,
                    Ok(_) | Err(WireError::Pipe(_)) => return Err(link.gone()),
                    Err(e) => {
                        // The stream is out of step: nothing after this can be trusted.
                        return Err(GpuError::WorkerEnded(link.end(format!("the GPU worker sent a bad reply ({e})"))));
                    }
                };
                if wait == Wait::OnGpu {
                    link.unsynced_since = None;
                }
                return match Reply::decode(&frame, to) {
                    Ok(Reply::Failed(e)) => {
                        if let GpuError::Sticky(why) = &e {
                            // The worker's context is unusable from now on: end it.
                            link.end(why.clone());
                        }
                        Err(e)
                    }
                    Ok(r) => Ok(r),
                    Err(e) => Err(GpuError::Call(format!("the GPU worker sent a malformed reply: {e}"))),
                };
            }
            let now = Instant::now();
            if self.interrupt.load(Ordering::SeqCst) {
                let t = *interrupted_at.get_or_insert(now);
                if now.duration_since(t) > INTERRUPT_GRACE {
                    // The flag is consumed here: the error becomes the cell's KeyboardInterrupt.
                    self.interrupt.store(false, Ordering::SeqCst);
                    link.end("interrupted while the GPU was busy".into());
                    return Err(GpuError::Interrupted);
                }
            }
            if let Some(d) = deadline {
                if now > d {
                    let seconds = match wait {
                        Wait::OnGpu => self.time_limit.map(|l| l.as_secs_f64()).unwrap_or(0.0),
                        Wait::Quick => limit.map(|l| l.as_secs_f64()).unwrap_or(0.0),
                    };
                    link.end(format!("GPU work ran past the {seconds} s time limit"));
                    return Err(GpuError::TimedOut { seconds });
                }
            }
        }
    }

    /// Send a command that has no reply.
    fn post(&self, cmd: &Command) -> Result<(), GpuError> {
        self.link.borrow_mut().send(&encode(cmd)?)
    }

    fn ended_error(&self) -> Option<GpuError> {
        self.link.borrow().ended.clone().map(GpuError::Restarted)
    }
}

impl Drop for WorkerDevice {
    fn drop(&mut self) {
        let mut link = self.link.borrow_mut();
        if link.ended.is_none() {
            link.end("closed".into());
        }
    }
}

impl Device for WorkerDevice {
    fn info(&self) -> &DeviceInfo {
        &self.info
    }

    fn memory(&self) -> MemoryReport {
        match self.call(&Command::Memory, Wait::Quick, None) {
            Ok(Reply::Memory(m)) => m,
            _ => MemoryReport { in_use: 0, limit: None, free: 0, total: self.info.total_memory },
        }
    }

    fn alloc(&mut self, bytes: u64) -> Result<u64, GpuError> {
        match self.call(&Command::Alloc { bytes }, Wait::Quick, None)? {
            Reply::Allocated(ptr) => Ok(ptr),
            other => Err(unexpected(other)),
        }
    }

    fn free(&mut self, ptr: u64) {
        let _ = self.post(&Command::Free { ptr });
    }

    fn write(&mut self, dst: u64, data: &[u8]) -> Result<(), GpuError> {
        let Some(s) = &self.shared else {
            return self.call(&Command::Write { dst, data }, Wait::OnGpu, None).and_then(done);
        };
        // Pieces alternate between the region's two halves: the worker copies piece k to the
        // GPU while piece k + 1 is written into the other half.
        let half = s.len / 2;
        let mut in_flight = Pipeline::new(Op::WriteShared);
        for (k, piece) in data.chunks(half).enumerate() {
            if in_flight.count == 2 {
                in_flight.wait(self); // the reply for piece k - 2 frees this half
            }
            if in_flight.failed.is_some() {
                break;
            }
            let at = (k % 2) * half;
            // SAFETY: the half holds `half` bytes; the worker reads it only between our request
            // for it and its reply, and that reply (for piece k - 2) has come.
            let to = unsafe { std::slice::from_raw_parts_mut(s.ptr.add(at), piece.len()) };
            copy_in_parallel(piece, to);
            in_flight.send(self, &Command::WriteShared(Staged { device: dst + (k * half) as u64, len: piece.len() as u64, continues: k > 0, at: at as u64 }));
        }
        in_flight.finish(self)
    }

    fn read(&mut self, src: u64, out: &mut [u8]) -> Result<(), GpuError> {
        let Some(s) = &self.shared else {
            let data = match self.call(&Command::Read { src, len: out.len() as u64 }, Wait::OnGpu, None)? {
                Reply::Data(data) => data,
                other => return Err(unexpected(other)),
            };
            if data.len() != out.len() {
                return Err(GpuError::Call(format!("the GPU worker returned {} bytes for a {}-byte read", data.len(), out.len())));
            }
            out.copy_from_slice(&data);
            return Ok(());
        };
        // Two pieces in flight, one per half: while piece k is copied out of its half here, the
        // worker fills the other half with piece k + 1.
        let half = s.len / 2;
        let request = |k: usize, len: usize| {
            Command::ReadShared(Staged { device: src + (k * half) as u64, len: len as u64, continues: k > 0, at: ((k % 2) * half) as u64 })
        };
        let lens: Vec<usize> = out.chunks(half).map(|p| p.len()).collect();
        let mut in_flight = Pipeline::new(Op::ReadShared);
        for (k, &len) in lens.iter().enumerate().take(2) {
            in_flight.send(self, &request(k, len));
        }
        for (k, piece) in out.chunks_mut(half).enumerate() {
            in_flight.wait(self);
            if in_flight.failed.is_some() {
                break;
            }
            // SAFETY: the worker filled piece.len() bytes of this half before its reply, and
            // touches the half again only after the next request for it, sent below.
            let from = unsafe { std::slice::from_raw_parts(s.ptr.add((k % 2) * half), piece.len()) };
            copy_in_parallel(from, piece);
            if let Some(&len) = lens.get(k + 2) {
                in_flight.send(self, &request(k + 2, len));
            }
        }
        in_flight.finish(self)
    }

    fn copy(&mut self, dst: u64, src: u64, bytes: u64) -> Result<(), GpuError> {
        self.call(&Command::Copy { dst, src, bytes }, Wait::OnGpu, None).and_then(done)
    }

    fn memset_zero(&mut self, dst: u64, bytes: u64) -> Result<(), GpuError> {
        let mut link = self.link.borrow_mut();
        link.send(&encode(&Command::Memset { dst, bytes })?)?;
        link.unsynced_since.get_or_insert_with(Instant::now);
        Ok(())
    }

    fn load(&mut self, image: &[u8], entry: &str) -> Result<(ModuleId, FunctionInfo), GpuError> {
        match self.call(&Command::Load { image, entry: entry.into() }, Wait::Quick, None)? {
            Reply::Loaded(m, f) => Ok((m, f)),
            other => Err(unexpected(other)),
        }
    }

    fn launch(&mut self, m: ModuleId, grid: [u32; 3], block: [u32; 3], shared: u32, params: &mut [u8]) -> Result<(), GpuError> {
        let msg = encode(&Command::Launch { module: m, grid, block, shared, params })?;
        let mut link = self.link.borrow_mut();
        link.send(&msg)?;
        link.unsynced_since.get_or_insert_with(Instant::now);
        Ok(())
    }

    fn synchronize(&mut self) -> Result<SyncReport, GpuError> {
        match self.call(&Command::Sync, Wait::OnGpu, None)? {
            Reply::Synced(s) => Ok(s),
            other => Err(unexpected(other)),
        }
    }

    fn event_create(&mut self) -> Result<u64, GpuError> {
        match self.call(&Command::EventCreate, Wait::Quick, None)? {
            Reply::EventCreated(event) => Ok(event),
            other => Err(unexpected(other)),
        }
    }

    fn event_record(&mut self, event: u64) -> Result<(), GpuError> {
        self.post(&Command::EventRecord { event })
    }

    fn event_elapsed(&mut self, start: u64, end: u64) -> Result<f32, GpuError> {
        match self.call(&Command::EventElapsed { start, end }, Wait::OnGpu, None)? {
            Reply::Elapsed(ms) => Ok(ms),
            other => Err(unexpected(other)),
        }
    }

    fn event_query(&mut self, event: u64) -> bool {
        match self.call(&Command::EventQuery { event }, Wait::Quick, None) {
            Ok(Reply::Queried(done)) => done,
            _ => true,
        }
    }

    fn event_destroy(&mut self, event: u64) {
        let _ = self.post(&Command::EventDestroy { event });
    }

    fn clock_start(&mut self) -> Result<(), GpuError> {
        self.call(&Command::ClockStart, Wait::Quick, None).and_then(done)
    }

    fn clock_take(&mut self) -> Result<ClockReport, GpuError> {
        match self.call(&Command::ClockTake, Wait::OnGpu, None)? {
            Reply::Clock(c) => Ok(c),
            other => Err(unexpected(other)),
        }
    }

    fn occupancy(&mut self, m: ModuleId, block_threads: u32, dynamic_shared: u32) -> Result<u32, GpuError> {
        match self.call(&Command::Occupancy { module: m, block_threads, dynamic_shared }, Wait::Quick, None)? {
            Reply::Occupancy(blocks) => Ok(blocks),
            other => Err(unexpected(other)),
        }
    }

    fn poison(&mut self, why: &str) {
        // A poisoned context cannot be used again: end the worker; a new one takes over.
        self.link.borrow_mut().end(why.to_string());
    }

    fn replaceable(&self) -> Option<String> {
        self.ended_error().map(|e| e.to_string())
    }

    fn set_time_limit(&mut self, seconds: Option<f64>) {
        self.time_limit = seconds.filter(|s| *s > 0.0).map(Duration::from_secs_f64);
    }
}

/// A command's frame; one too large for the protocol is the caller's error.
fn encode(cmd: &Command) -> Result<Vec<u8>, GpuError> {
    cmd.encode().map_err(|e| GpuError::Call(format!("cannot send {:?} to the GPU worker: {e}", cmd.op())))
}

/// A reply of another kind than its command's. `Reply::decode` reads by the command's op, so
/// only a bug on this side gets here.
fn unexpected(r: Reply) -> GpuError {
    GpuError::Call(format!("the GPU worker answered with an unexpected {} reply", r.name()))
}

/// The reply of a command that only reports success.
fn done(r: Reply) -> Result<(), GpuError> {
    match r {
        Reply::Done => Ok(()),
        other => Err(unexpected(other)),
    }
}

/// Staging-region commands sent and not yet answered (at most two: one per half). Replies come
/// in order; after a failure the rest are still read, so the next command's reply is its own.
struct Pipeline {
    /// The op of the commands in flight, all alike (`WriteShared` or `ReadShared`).
    op: Op,
    count: usize,
    failed: Option<GpuError>,
}

impl Pipeline {
    fn new(op: Op) -> Pipeline {
        Pipeline { op, count: 0, failed: None }
    }

    fn send(&mut self, dev: &WorkerDevice, cmd: &Command) {
        if self.failed.is_some() {
            return;
        }
        match encode(cmd).and_then(|msg| dev.link.borrow_mut().send(&msg)) {
            Ok(()) => self.count += 1,
            Err(e) => self.failed = Some(e),
        }
    }

    fn wait(&mut self, dev: &WorkerDevice) {
        if self.count == 0 {
            return;
        }
        self.count -= 1;
        if let Err(e) = dev.reply(self.op, Wait::OnGpu, None).and_then(done) {
            self.failed.get_or_insert(e);
        }
    }

    fn finish(mut self, dev: &WorkerDevice) -> Result<(), GpuError> {
        while self.count > 0 {
            self.wait(dev);
        }
        self.failed.map_or(Ok(()), Err)
    }
}

#[cfg(test)]
mod tests {
    use super::copy_in_parallel;

    #[test]
    fn a_parallel_copy_copies_every_byte_once() {
        for len in [0usize, 1, (4 << 20) - 1, 4 << 20, (16 << 20) + 12345] {
            let from: Vec<u8> = (0..len).map(|i| (i.wrapping_mul(2654435761) >> 7) as u8).collect();
            let mut to = vec![0xAAu8; len];
            copy_in_parallel(&from, &mut to);
            assert!(from == to, "length {len}");
        }
    }
}
