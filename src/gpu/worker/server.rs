//! `cudalab gpu-worker`: the process that owns the CUDA context. It reads commands from stdin
//! and answers on stdout, running each on the in-process `driver::Cuda`. It ends when its parent
//! does (stdin closes, or the parent-death signal), and ignores SIGINT so that a Ctrl-C meant for
//! the kernel does not kill the GPU side.
//!
//! Owns: the loop that turns each decoded `wire::Command` into a `Device` call and its result
//! into a `wire::Reply`, the errors of unanswered commands kept for the next `Sync`, and the
//! worker's mapping of the staging region. Must not touch: the bytes of the protocol (opcodes,
//! field orders and framing are `wire`'s alone), or anything of the kernel process.

use super::wire::{self, Command, Reply, Staged};
use crate::gpu::device::{Device, GpuError, MemoryLimit};
use std::io::Write;

/// How long the worker spins for the next command before it sleeps in `read`.
const SPIN: std::time::Duration = std::time::Duration::from_micros(300);

fn read_message(input: &mut std::io::BufReader<std::fs::File>) -> Option<Vec<u8>> {
    if input.buffer().is_empty() {
        // Commands come in bursts (alloc, write, launch, sync): spin a little before blocking.
        let t0 = std::time::Instant::now();
        while t0.elapsed() < SPIN {
            let mut p = libc::pollfd { fd: 0, events: libc::POLLIN, revents: 0 };
            // SAFETY: one valid pollfd, alive for the call.
            if unsafe { libc::poll(&mut p, 1, 0) } != 0 {
                break;
            }
            std::hint::spin_loop();
        }
    }
    wire::read_frame(input).ok()
}

fn reply(out: &mut impl Write, r: Result<Reply, GpuError>) -> bool {
    let r = r.unwrap_or_else(Reply::Failed);
    let msg = match r.encode() {
        Ok(m) => m,
        // Only a `Data` reply can be too large, and `Command::Read` is bounded so that it fits.
        Err(e) => match Reply::Failed(GpuError::Call(format!("the GPU worker cannot send its reply: {e}"))).encode() {
            Ok(m) => m,
            Err(_) => return false,
        },
    };
    out.write_all(&msg).and_then(|_| out.flush()).is_ok()
}

/// Map the region named by `FD:BYTES` (an inherited memfd).
fn map_shared(spec: &str) -> Option<(*mut u8, usize)> {
    let (fd, len) = spec.split_once(':')?;
    let (fd, len): (i32, usize) = (fd.parse().ok()?, len.parse().ok()?);
    // SAFETY: mapping an inherited file descriptor; the result is checked.
    let p = unsafe { libc::mmap(std::ptr::null_mut(), len, libc::PROT_READ | libc::PROT_WRITE, libc::MAP_SHARED, fd, 0) };
    (p != libc::MAP_FAILED).then_some((p as *mut u8, len))
}

/// Run the worker until stdin closes; the process exit status.
pub fn serve() -> i32 {
    // SAFETY: plain libc calls on this process: die with the parent, ignore Ctrl-C.
    unsafe {
        libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL);
        libc::signal(libc::SIGINT, libc::SIG_IGN);
    }
    let limit = match std::env::var("CUDALAB_MEMORY_LIMIT") {
        Ok(s) if !s.trim().is_empty() => MemoryLimit::parse(&s).map(Some).map_err(GpuError::Unavailable),
        _ => Ok(None),
    };
    let select = std::env::var("CUDALAB_DEVICE").ok();
    let mut dev = limit.and_then(|l| crate::gpu::driver::Cuda::open(select.as_deref(), l));
    // The staging region shared with the kernel process, page-locked here.
    let shared = std::env::var(wire::SHARED_ENV).ok().and_then(|v| map_shared(&v));
    if let (Ok(d), Some((ptr, len))) = (&mut dev, shared) {
        d.register_host(ptr, len);
    }
    // SAFETY: fd 0 is this process's stdin, the command pipe, owned from here on.
    let mut input = std::io::BufReader::with_capacity(1 << 16, unsafe { <std::fs::File as std::os::fd::FromRawFd>::from_raw_fd(0) });
    let stdout = std::io::stdout();
    let mut output = stdout.lock();
    // The first error of a command that has no reply, returned by the next synchronize.
    let mut deferred: Option<GpuError> = None;
    while let Some(frame) = read_message(&mut input) {
        let d = match &mut dev {
            Ok(d) => d,
            Err(e) => {
                if wire::answered(&frame) && !reply(&mut output, Err(e.clone())) {
                    break;
                }
                continue;
            }
        };
        let cmd = match Command::decode(&frame) {
            Ok(c) => c,
            Err(e) => {
                // A malformed request: say so rather than act on it.
                let e = match e {
                    wire::WireError::UnknownOp(_) => GpuError::Call(e.to_string()),
                    _ => GpuError::Call(format!("malformed GPU worker command {}: {e}", frame.first().copied().unwrap_or(0))),
                };
                if !wire::answered(&frame) {
                    deferred.get_or_insert(e);
                } else if !reply(&mut output, Err(e)) {
                    break;
                }
                continue;
            }
        };
        let result: Result<Reply, GpuError> = match cmd {
            Command::Hello => Ok(Reply::Info(d.info().clone())),
            Command::Memory => Ok(Reply::Memory(d.memory())),
            Command::Alloc { bytes } => d.alloc(bytes).map(Reply::Allocated),
            Command::Free { ptr } => {
                d.free(ptr);
                continue;
            }
            Command::Write { dst, data } => d.write(dst, data).map(|_| Reply::Done),
            Command::Read { src, len } => {
                // `len` is at most `wire::MAX_READ`; an allocation that fails is an error, not an abort.
                let mut buf: Vec<u8> = Vec::new();
                match buf.try_reserve_exact(len as usize) {
                    Ok(()) => {
                        buf.extend(std::iter::repeat_n(0, len as usize));
                        d.read(src, &mut buf).map(|_| Reply::Data(buf))
                    }
                    Err(_) => Err(GpuError::Call(format!("the GPU worker cannot hold a read of {len} bytes"))),
                }
            }
            Command::Copy { dst, src, bytes } => d.copy(dst, src, bytes).map(|_| Reply::Done),
            Command::WriteShared(piece) | Command::ReadShared(piece) => {
                let write = matches!(cmd, Command::WriteShared(_));
                let Staged { device, len, continues, at } = piece;
                let (n, at) = (len as usize, at as usize);
                match shared {
                    Some((ptr, region)) if at.checked_add(n).is_some_and(|end| end <= region) => {
                        // SAFETY: the region is mapped for the life of the process and holds
                        // `region` bytes, `at + n` of them in range; the kernel process does not
                        // touch these bytes until we reply.
                        unsafe {
                            if write {
                                d.write_from(device, ptr.add(at), n, continues).map(|_| Reply::Done)
                            } else {
                                d.read_into(device, ptr.add(at), n, continues).map(|_| Reply::Done)
                            }
                        }
                    }
                    _ => Err(GpuError::Call(format!("a shared copy of {n} bytes does not fit the GPU worker's staging region"))),
                }
            }
            Command::Load { image, entry } => d.load(image, &entry).map(|(m, f)| Reply::Loaded(m, f)),
            Command::Launch { module, grid, block, shared, params } => {
                let mut params = params.to_vec();
                if let Err(e) = d.launch(module, grid, block, shared, &mut params) {
                    deferred.get_or_insert(e);
                }
                continue;
            }
            Command::Sync => match deferred.take() {
                Some(e) => Err(e),
                None => d.synchronize().map(Reply::Synced),
            },
            Command::EventCreate => d.event_create().map(Reply::EventCreated),
            Command::EventRecord { event } => {
                if let Err(e) = d.event_record(event) {
                    deferred.get_or_insert(e);
                }
                continue;
            }
            Command::EventElapsed { start, end } => d.event_elapsed(start, end).map(Reply::Elapsed),
            Command::EventQuery { event } => Ok(Reply::Queried(d.event_query(event))),
            Command::EventDestroy { event } => {
                d.event_destroy(event);
                continue;
            }
            Command::Memset { dst, bytes } => {
                if let Err(e) = d.memset_zero(dst, bytes) {
                    deferred.get_or_insert(e);
                }
                continue;
            }
            Command::ClockStart => d.clock_start().map(|_| Reply::Done),
            Command::ClockTake => match deferred.take() {
                Some(e) => Err(e),
                None => d.clock_take().map(Reply::Clock),
            },
            Command::Occupancy { module, block_threads, dynamic_shared } => d.occupancy(module, block_threads, dynamic_shared).map(Reply::Occupancy),
            Command::Poison { why } => {
                d.poison(&why);
                continue;
            }
        };
        if !reply(&mut output, result) {
            break;
        }
    }
    0
}
