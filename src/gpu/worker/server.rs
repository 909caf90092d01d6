//! `cudalab gpu-worker`: the process that owns the CUDA context. It reads commands from stdin
//! and answers on stdout (see `wire`), running each on the in-process `driver::Cuda`. It ends
//! when its parent does (stdin closes, or the parent-death signal), and ignores SIGINT so that a
//! Ctrl-C meant for the kernel does not kill the GPU side.

use super::wire::{self, In, Out};
use crate::gpu::device::{Device, GpuError, MemoryLimit};
use std::io::{Read, Write};

/// How long the worker spins for the next command before it sleeps in `read`.
const SPIN: std::time::Duration = std::time::Duration::from_micros(300);

fn read_message(input: &mut std::io::BufReader<std::fs::File>) -> Option<Vec<u8>> {
    if input.buffer().is_empty() {
        // Commands come in bursts (alloc, write, launch, sync): spin a little before blocking.
        let t0 = std::time::Instant::now();
        while t0.elapsed() < SPIN {
            let mut p = libc::pollfd { fd: 0, events: libc::POLLIN, revents: 0 };
            // SAFETY: one valid pollfd.
            if unsafe { libc::poll(&mut p, 1, 0) } != 0 {
                break;
            }
            std::hint::spin_loop();
        }
    }
    let mut len = [0u8; 4];
    input.read_exact(&mut len).ok()?;
    let mut body = vec![0u8; u32::from_le_bytes(len) as usize];
    input.read_exact(&mut body).ok()?;
    Some(body)
}

fn reply(out: &mut impl Write, r: Result<Out, GpuError>) -> bool {
    let msg = match r {
        Ok(o) => o.finish(),
        Err(e) => wire::put_error(Out::new(1), &e).finish(),
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
    while let Some(body) = read_message(&mut input) {
        let mut r = In::new(&body);
        let op = r.u8();
        let d = match &mut dev {
            Ok(d) => d,
            Err(e) => {
                if wire::has_reply(op) && !reply(&mut output, Err(e.clone())) {
                    break;
                }
                continue;
            }
        };
        let ok = || Out::new(0);
        let result: Result<Out, GpuError> = match op {
            wire::HELLO => Ok(wire::put_info(ok(), d.info())),
            wire::MEMORY => Ok(wire::put_memory(ok(), &d.memory())),
            wire::ALLOC => d.alloc(r.u64()).map(|p| ok().u64(p)),
            wire::FREE => {
                d.free(r.u64());
                continue;
            }
            wire::WRITE => {
                let dst = r.u64();
                d.write(dst, r.bytes()).map(|_| ok())
            }
            wire::READ => {
                let (src, n) = (r.u64(), r.u64() as usize);
                let mut buf = vec![0u8; n];
                d.read(src, &mut buf).map(|_| ok().bytes(&buf))
            }
            wire::COPY => d.copy(r.u64(), r.u64(), r.u64()).map(|_| ok()),
            wire::WRITE_SHARED | wire::READ_SHARED => {
                let (addr, n, continues, at) = (r.u64(), r.u64() as usize, r.u8() != 0, r.u64() as usize);
                match shared {
                    Some((ptr, len)) if at.checked_add(n).is_some_and(|end| end <= len) => {
                        // SAFETY: the region is mapped for the life of the process and holds
                        // `len` bytes, `at + n` of them in range; the kernel process does not
                        // touch these bytes until we reply.
                        unsafe {
                            if op == wire::WRITE_SHARED {
                                d.write_from(addr, ptr.add(at), n, continues).map(|_| ok())
                            } else {
                                d.read_into(addr, ptr.add(at), n, continues).map(|_| ok())
                            }
                        }
                    }
                    _ => Err(GpuError::Call(format!("a shared copy of {n} bytes does not fit the GPU worker's staging region"))),
                }
            }
            wire::LOAD => {
                let image = r.bytes().to_vec();
                let entry = r.str();
                d.load(&image, &entry).map(|(m, f)| wire::put_function(ok(), m, &f))
            }
            wire::LAUNCH => {
                let m = crate::gpu::device::ModuleId(r.u32());
                let grid = [r.u32(), r.u32(), r.u32()];
                let block = [r.u32(), r.u32(), r.u32()];
                let shared = r.u32();
                let mut params = r.bytes().to_vec();
                if let Err(e) = d.launch(m, grid, block, shared, &mut params) {
                    deferred.get_or_insert(e);
                }
                continue;
            }
            wire::SYNC => match deferred.take() {
                Some(e) => Err(e),
                None => d.synchronize().map(|s| wire::put_sync(ok(), &s)),
            },
            wire::EVENT_CREATE => d.event_create().map(|e| ok().u64(e)),
            wire::EVENT_RECORD => {
                if let Err(e) = d.event_record(r.u64()) {
                    deferred.get_or_insert(e);
                }
                continue;
            }
            wire::EVENT_ELAPSED => d.event_elapsed(r.u64(), r.u64()).map(|ms| ok().f32(ms)),
            wire::EVENT_QUERY => Ok(ok().u8(d.event_query(r.u64()) as u8)),
            wire::EVENT_DESTROY => {
                d.event_destroy(r.u64());
                continue;
            }
            wire::MEMSET => {
                if let Err(e) = d.memset_zero(r.u64(), r.u64()) {
                    deferred.get_or_insert(e);
                }
                continue;
            }
            wire::CLOCK_START => d.clock_start().map(|_| ok()),
            wire::CLOCK_TAKE => match deferred.take() {
                Some(e) => Err(e),
                None => d.clock_take().map(|c| wire::put_clock(ok(), &c)),
            },
            wire::OCCUPANCY => {
                let m = crate::gpu::device::ModuleId(r.u32());
                d.occupancy(m, r.u32(), r.u32()).map(|b| ok().u32(b))
            }
            wire::POISON => {
                d.poison(&r.str());
                continue;
            }
            other => Err(GpuError::Call(format!("unknown GPU worker command {other}"))),
        };
        if !r.ok {
            // A malformed request: say so rather than act on zeros.
            if !reply(&mut output, Err(GpuError::Call(format!("malformed GPU worker command {op}")))) {
                break;
            }
            continue;
        }
        if !reply(&mut output, result) {
            break;
        }
    }
    0
}
