//! The worker protocol, written once: every request the kernel sends to `cudalab gpu-worker` is
//! a `Command`, every answer a `Reply`, and this module alone knows their opcodes, field orders
//! and framing. `client` only builds Commands and reads Replies; `server` only decodes Commands
//! and encodes Replies. No other file writes an opcode or a field.
//!
//! Frames are length-prefixed binary messages over the worker's stdin and stdout. A request is
//! `[u32 length][u8 op][payload]`; a reply `[u32 length][u8 0 = ok | 1 = error][payload]`. An ok
//! payload is read by the op of the command it answers (replies come in command order), so
//! `Reply::decode` takes that op. Commands that cannot fail in a way the caller must see at once
//! (launch, free, memset, event record/destroy, poison) get no reply, so a launch costs one pipe
//! write; the first error of such a command is kept by the worker and returned by the next
//! `Sync` or `ClockTake`. Integers are little-endian; a byte string is `[u64 length][bytes]`, a
//! string the same in UTF-8 (read lossily).
//!
//! Architecture invariant: decoding is for hostile input. A short, over-long or malformed frame
//! is a `WireError`, never a panic; no length or count read from a frame allocates more than the
//! frame itself holds, and a frame is at most `MAX_FRAME` bytes (what the `u32` prefix can say),
//! read in pieces as they arrive so that a lying prefix costs nothing.
//!
//! Must not touch: the device (no CUDA calls, no `Device` methods), the pipes' lifetime, waits
//! and deadlines (those are `client`'s and `server`'s), or the staging region's memory (only its
//! offsets travel here).

use crate::gpu::device::{ClockReport, DeviceInfo, FaultRecord, FunctionInfo, GpuError, GpuSpan, MemoryReport, ModuleId, SyncReport};
use std::borrow::Cow;
use std::io::Read;

/// The environment variable that hands the worker its shared staging region: `FD:BYTES`.
pub const SHARED_ENV: &str = "CUDALAB_WORKER_SHARED";

/// The longest frame body (op or tag byte and payload), in bytes: what the `u32` prefix can say.
pub const MAX_FRAME: usize = u32::MAX as usize;

/// The longest `Command::Read`: its reply (tag, `u64` length, data) must fit one frame.
pub const MAX_READ: u64 = (MAX_FRAME - 1 - 8) as u64;

/// How much of a frame is allocated before its bytes arrive; the rest grows as they do.
const PREALLOC: usize = 1 << 20;

/// Why a frame could not be read or written.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum WireError {
    #[error("the GPU worker's pipe failed ({0:?})")]
    Pipe(std::io::ErrorKind),
    #[error("a GPU worker message of {len} bytes is over the limit of {limit}")]
    TooLarge { len: u64, limit: u64 },
    #[error("unknown GPU worker command {0}")]
    UnknownOp(u8),
    #[error("a GPU worker message ends early: {needed} bytes needed at byte {at}, {left} left")]
    Truncated { at: usize, needed: u64, left: usize },
    #[error("a GPU worker message has {extra} bytes past its end")]
    Trailing { extra: usize },
    #[error("a GPU worker message has {value} where {what} belongs")]
    BadValue { what: &'static str, value: u64 },
    #[error("GPU worker command {0:?} has no reply")]
    Unanswered(Op),
}

/// The opcodes: the only place their numbers are written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(u8)]
pub enum Op {
    Hello = 1,
    Memory = 2,
    Alloc = 3,
    Free = 4,
    Write = 5,
    Read = 6,
    Copy = 7,
    Load = 8,
    Launch = 9,
    Sync = 10,
    EventCreate = 11,
    EventRecord = 12,
    EventElapsed = 13,
    EventQuery = 14,
    EventDestroy = 15,
    Poison = 16,
    WriteShared = 17,
    ReadShared = 18,
    ClockStart = 19,
    ClockTake = 20,
    Occupancy = 21,
    Memset = 22,
}

const OPS: [Op; 22] = [
    Op::Hello,
    Op::Memory,
    Op::Alloc,
    Op::Free,
    Op::Write,
    Op::Read,
    Op::Copy,
    Op::Load,
    Op::Launch,
    Op::Sync,
    Op::EventCreate,
    Op::EventRecord,
    Op::EventElapsed,
    Op::EventQuery,
    Op::EventDestroy,
    Op::Poison,
    Op::WriteShared,
    Op::ReadShared,
    Op::ClockStart,
    Op::ClockTake,
    Op::Occupancy,
    Op::Memset,
];

impl Op {
    pub fn from_byte(b: u8) -> Option<Op> {
        OPS.iter().copied().find(|op| *op as u8 == b)
    }

    /// Whether the worker answers this command.
    pub fn answered(self) -> bool {
        !matches!(self, Op::Free | Op::Launch | Op::Memset | Op::EventRecord | Op::EventDestroy | Op::Poison)
    }
}

/// Whether the worker must answer the command in `frame`, decodable or not: an unknown or empty
/// command is answered (with an error), a malformed one by its op.
pub fn answered(frame: &[u8]) -> bool {
    frame.first().and_then(|b| Op::from_byte(*b)).is_none_or(Op::answered)
}

/// A piece of a host↔device copy through the shared staging region: `len` bytes at device
/// address `device` and at offset `at` of the region; `continues`: a later piece of one copy (it
/// shares the first piece's clock span). The kernel process fills one half of the region while
/// the worker copies from the other.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Staged {
    pub device: u64,
    pub len: u64,
    pub continues: bool,
    pub at: u64,
}

/// A request to the worker. Byte strings borrow from the caller's buffer or the decoded frame.
#[derive(Debug, Clone, PartialEq)]
pub enum Command<'a> {
    /// Open the device; answered by `Reply::Info`.
    Hello,
    /// Answered by `Reply::Memory`.
    Memory,
    /// Answered by `Reply::Allocated`.
    Alloc {
        bytes: u64,
    },
    /// No reply.
    Free {
        ptr: u64,
    },
    /// A host-to-device copy carried in the message (when there is no staging region).
    Write {
        dst: u64,
        data: &'a [u8],
    },
    /// A device-to-host copy answered by `Reply::Data` (when there is no staging region).
    Read {
        src: u64,
        len: u64,
    },
    Copy {
        dst: u64,
        src: u64,
        bytes: u64,
    },
    /// Answered by `Reply::Loaded`.
    Load {
        image: &'a [u8],
        entry: Cow<'a, str>,
    },
    /// No reply; a failure is returned by the next `Sync`.
    Launch {
        module: ModuleId,
        grid: [u32; 3],
        block: [u32; 3],
        shared: u32,
        params: &'a [u8],
    },
    /// Answered by `Reply::Synced`, or by the first failure of a command without a reply.
    Sync,
    /// Answered by `Reply::EventCreated`.
    EventCreate,
    /// No reply.
    EventRecord {
        event: u64,
    },
    /// Answered by `Reply::Elapsed` (milliseconds).
    EventElapsed {
        start: u64,
        end: u64,
    },
    /// Answered by `Reply::Queried`.
    EventQuery {
        event: u64,
    },
    /// No reply.
    EventDestroy {
        event: u64,
    },
    /// No reply.
    Poison {
        why: Cow<'a, str>,
    },
    /// Copy a staged piece to the device.
    WriteShared(Staged),
    /// Copy a piece from the device into the staging region.
    ReadShared(Staged),
    /// Start the operation clock.
    ClockStart,
    /// Stop it; answered by `Reply::Clock`.
    ClockTake,
    /// Active blocks per multiprocessor; answered by `Reply::Occupancy`.
    Occupancy {
        module: ModuleId,
        block_threads: u32,
        dynamic_shared: u32,
    },
    /// Zero `bytes` at `dst` (queued; no reply).
    Memset {
        dst: u64,
        bytes: u64,
    },
}

impl<'a> Command<'a> {
    pub fn op(&self) -> Op {
        match self {
            Command::Hello => Op::Hello,
            Command::Memory => Op::Memory,
            Command::Alloc { .. } => Op::Alloc,
            Command::Free { .. } => Op::Free,
            Command::Write { .. } => Op::Write,
            Command::Read { .. } => Op::Read,
            Command::Copy { .. } => Op::Copy,
            Command::Load { .. } => Op::Load,
            Command::Launch { .. } => Op::Launch,
            Command::Sync => Op::Sync,
            Command::EventCreate => Op::EventCreate,
            Command::EventRecord { .. } => Op::EventRecord,
            Command::EventElapsed { .. } => Op::EventElapsed,
            Command::EventQuery { .. } => Op::EventQuery,
            Command::EventDestroy { .. } => Op::EventDestroy,
            Command::Poison { .. } => Op::Poison,
            Command::WriteShared(_) => Op::WriteShared,
            Command::ReadShared(_) => Op::ReadShared,
            Command::ClockStart => Op::ClockStart,
            Command::ClockTake => Op::ClockTake,
            Command::Occupancy { .. } => Op::Occupancy,
            Command::Memset { .. } => Op::Memset,
        }
    }

    /// The whole frame, length prefix included.
    pub fn encode(&self) -> Result<Vec<u8>, WireError> {
        let mut w = Writer::new(self.op() as u8);
        match self {
            Command::Hello | Command::Memory | Command::Sync | Command::EventCreate | Command::ClockStart | Command::ClockTake => {}
            Command::Alloc { bytes } => w.u64(*bytes),
            Command::Free { ptr } => w.u64(*ptr),
            Command::Write { dst, data } => {
                w.u64(*dst);
                w.bytes(data);
            }
            Command::Read { src, len } => {
                if *len > MAX_READ {
                    return Err(WireError::TooLarge { len: *len, limit: MAX_READ });
                }
                w.u64(*src);
                w.u64(*len);
            }
            Command::Copy { dst, src, bytes } => {
                w.u64(*dst);
                w.u64(*src);
                w.u64(*bytes);
            }
            Command::Load { image, entry } => {
                w.bytes(image);
                w.bytes(entry.as_bytes());
            }
            Command::Launch { module, grid, block, shared, params } => {
                w.u32(module.0);
                w.u32s(grid);
                w.u32s(block);
                w.u32(*shared);
                w.bytes(params);
            }
            Command::EventRecord { event } | Command::EventQuery { event } | Command::EventDestroy { event } => w.u64(*event),
            Command::EventElapsed { start, end } => {
                w.u64(*start);
                w.u64(*end);
            }
            Command::Poison { why } => w.bytes(why.as_bytes()),
            Command::WriteShared(s) | Command::ReadShared(s) => {
                w.u64(s.device);
                w.u64(s.len);
                w.u8(s.continues as u8);
                w.u64(s.at);
            }
            Command::Occupancy { module, block_threads, dynamic_shared } => {
                w.u32(module.0);
                w.u32(*block_threads);
                w.u32(*dynamic_shared);
            }
            Command::Memset { dst, bytes } => {
                w.u64(*dst);
                w.u64(*bytes);
            }
        }
        w.finish()
    }

    /// A frame body (after the length prefix), all of it.
    pub fn decode(frame: &'a [u8]) -> Result<Command<'a>, WireError> {
        let mut r = Reader::new(frame);
        let b = r.u8()?;
        let op = Op::from_byte(b).ok_or(WireError::UnknownOp(b))?;
        let cmd = match op {
            Op::Hello => Command::Hello,
            Op::Memory => Command::Memory,
            Op::Alloc => Command::Alloc { bytes: r.u64()? },
            Op::Free => Command::Free { ptr: r.u64()? },
            Op::Write => Command::Write { dst: r.u64()?, data: r.bytes()? },
            Op::Read => {
                let src = r.u64()?;
                let len = r.u64()?;
                if len > MAX_READ {
                    return Err(WireError::TooLarge { len, limit: MAX_READ });
                }
                Command::Read { src, len }
            }
            Op::Copy => Command::Copy { dst: r.u64()?, src: r.u64()?, bytes: r.u64()? },
            Op::Load => Command::Load { image: r.bytes()?, entry: r.str()? },
            Op::Launch => Command::Launch { module: ModuleId(r.u32()?), grid: r.u32s()?, block: r.u32s()?, shared: r.u32()?, params: r.bytes()? },
            Op::Sync => Command::Sync,
            Op::EventCreate => Command::EventCreate,
            Op::EventRecord => Command::EventRecord { event: r.u64()? },
            Op::EventElapsed => Command::EventElapsed { start: r.u64()?, end: r.u64()? },
            Op::EventQuery => Command::EventQuery { event: r.u64()? },
            Op::EventDestroy => Command::EventDestroy { event: r.u64()? },
            Op::Poison => Command::Poison { why: r.str()? },
            Op::WriteShared => Command::WriteShared(r.staged()?),
            Op::ReadShared => Command::ReadShared(r.staged()?),
            Op::ClockStart => Command::ClockStart,
            Op::ClockTake => Command::ClockTake,
            Op::Occupancy => Command::Occupancy { module: ModuleId(r.u32()?), block_threads: r.u32()?, dynamic_shared: r.u32()? },
            Op::Memset => Command::Memset { dst: r.u64()?, bytes: r.u64()? },
        };
        r.end()?;
        Ok(cmd)
    }
}

/// An answer from the worker. Which ok variant a frame holds follows from the op it answers.
#[derive(Debug, Clone)]
pub enum Reply {
    /// To `Hello`.
    Info(DeviceInfo),
    /// To `Memory`.
    Memory(MemoryReport),
    /// To `Alloc`: the device address.
    Allocated(u64),
    /// To `Write`, `Copy`, `WriteShared`, `ReadShared` and `ClockStart`.
    Done,
    /// To `Read`.
    Data(Vec<u8>),
    /// To `Load`.
    Loaded(ModuleId, FunctionInfo),
    /// To `Sync`.
    Synced(SyncReport),
    /// To `EventCreate`: the event's handle.
    EventCreated(u64),
    /// To `EventElapsed`: milliseconds.
    Elapsed(f32),
    /// To `EventQuery`: whether the event has completed.
    Queried(bool),
    /// To `ClockTake`.
    Clock(ClockReport),
    /// To `Occupancy`: active blocks per multiprocessor.
    Occupancy(u32),
    /// To any answered command. Only the errors the worker makes keep their kind; the kernel
    /// side's own (time limit, interrupt, worker ended) travel as `Call` with their message.
    Failed(GpuError),
}

impl Reply {
    /// The variant's name, for messages (a `Data` reply may be megabytes).
    pub fn name(&self) -> &'static str {
        match self {
            Reply::Info(_) => "Info",
            Reply::Memory(_) => "Memory",
            Reply::Allocated(_) => "Allocated",
            Reply::Done => "Done",
            Reply::Data(_) => "Data",
            Reply::Loaded(..) => "Loaded",
            Reply::Synced(_) => "Synced",
            Reply::EventCreated(_) => "EventCreated",
            Reply::Elapsed(_) => "Elapsed",
            Reply::Queried(_) => "Queried",
            Reply::Clock(_) => "Clock",
            Reply::Occupancy(_) => "Occupancy",
            Reply::Failed(_) => "Failed",
        }
    }

    /// The whole frame, length prefix included.
    pub fn encode(&self) -> Result<Vec<u8>, WireError> {
        let mut w = Writer::new(matches!(self, Reply::Failed(_)) as u8);
        match self {
            Reply::Info(i) => {
                w.u32(i.ordinal);
                w.bytes(i.name.as_bytes());
                w.bytes(i.uuid.as_bytes());
                w.u32(i.cc.0);
                w.u32(i.cc.1);
                w.u32(i.multiprocessors);
                w.u64(i.total_memory);
                w.u32(i.max_shared_per_block);
                w.u32(i.max_shared_per_block_optin);
                w.u32(i.max_threads_per_sm);
                w.u32(i.driver.0);
                w.u32(i.driver.1);
            }
            Reply::Memory(m) => {
                w.u64(m.in_use);
                w.u8(m.limit.is_some() as u8);
                w.u64(m.limit.unwrap_or(0));
                w.u64(m.free);
                w.u64(m.total);
            }
            Reply::Allocated(v) | Reply::EventCreated(v) => w.u64(*v),
            Reply::Done => {}
            Reply::Data(d) => w.bytes(d),
            Reply::Loaded(m, f) => {
                w.u32(m.0);
                w.u32(f.registers);
                w.u32(f.static_shared);
                w.u32(f.local);
                w.u32(f.max_threads);
            }
            Reply::Synced(s) => {
                match &s.fault {
                    Some(f) => {
                        w.u8(1);
                        w.u32(f.kind);
                        w.u32(f.module.0);
                        w.u32(f.site);
                        w.u64(f.a as u64);
                        w.u64(f.b as u64);
                        w.u32s(&f.thread);
                        w.u32s(&f.block);
                    }
                    None => w.u8(0),
                }
                w.u64(s.prints.len() as u64);
                for v in &s.prints {
                    w.u64(*v);
                }
                w.u8(s.dropped as u8);
            }
            Reply::Elapsed(ms) => w.f32(*ms),
            Reply::Queried(done) => w.u8(*done as u8),
            Reply::Clock(c) => {
                w.u8(c.gated as u8);
                w.u8(c.cupti as u8);
                w.f64(c.floor);
                w.u64(c.spans.len() as u64);
                for s in &c.spans {
                    w.f64(s.start);
                    w.f64(s.end);
                    w.f64(s.busy);
                }
            }
            Reply::Occupancy(n) => w.u32(*n),
            Reply::Failed(e) => put_error(&mut w, e),
        }
        w.finish()
    }

    /// A frame body (after the length prefix), all of it, answering a command of op `to`.
    pub fn decode(frame: &[u8], to: Op) -> Result<Reply, WireError> {
        let mut r = Reader::new(frame);
        if !r.flag("a reply tag")? {
            let reply = match to {
                Op::Hello => Reply::Info(DeviceInfo {
                    ordinal: r.u32()?,
                    name: r.str()?.into_owned(),
                    uuid: r.str()?.into_owned(),
                    cc: (r.u32()?, r.u32()?),
                    multiprocessors: r.u32()?,
                    total_memory: r.u64()?,
                    max_shared_per_block: r.u32()?,
                    max_shared_per_block_optin: r.u32()?,
                    max_threads_per_sm: r.u32()?,
                    driver: (r.u32()?, r.u32()?),
                }),
                Op::Memory => {
                    let in_use = r.u64()?;
                    let has = r.flag("a limit flag")?;
                    let limit = r.u64()?;
                    Reply::Memory(MemoryReport { in_use, limit: has.then_some(limit), free: r.u64()?, total: r.u64()? })
                }
                Op::Alloc => Reply::Allocated(r.u64()?),
                Op::Write | Op::Copy | Op::WriteShared | Op::ReadShared | Op::ClockStart => Reply::Done,
                Op::Read => Reply::Data(r.bytes()?.to_vec()),
                Op::Load => {
                    Reply::Loaded(ModuleId(r.u32()?), FunctionInfo { registers: r.u32()?, static_shared: r.u32()?, local: r.u32()?, max_threads: r.u32()? })
                }
                Op::Sync => {
                    let fault = match r.flag("a fault flag")? {
                        true => Some(FaultRecord {
                            kind: r.u32()?,
                            module: ModuleId(r.u32()?),
                            site: r.u32()?,
                            a: r.u64()? as i64,
                            b: r.u64()? as i64,
                            thread: r.u32s()?,
                            block: r.u32s()?,
                        }),
                        false => None,
                    };
                    let n = r.count(8)?;
                    let mut prints = Vec::with_capacity(n);
                    for _ in 0..n {
                        prints.push(r.u64()?);
                    }
                    Reply::Synced(SyncReport { fault, prints, dropped: r.flag("a dropped flag")? })
                }
                Op::EventCreate => Reply::EventCreated(r.u64()?),
                Op::EventElapsed => Reply::Elapsed(r.f32()?),
                Op::EventQuery => Reply::Queried(r.flag("an event state")?),
                Op::ClockTake => {
                    let gated = r.flag("a gated flag")?;
                    let cupti = r.flag("a cupti flag")?;
                    let floor = r.f64()?;
                    let n = r.count(24)?;
                    let mut spans = Vec::with_capacity(n);
                    for _ in 0..n {
                        spans.push(GpuSpan { start: r.f64()?, end: r.f64()?, busy: r.f64()? });
                    }
                    Reply::Clock(ClockReport { spans, gated, cupti, floor })
                }
                Op::Occupancy => Reply::Occupancy(r.u32()?),
                Op::Free | Op::Launch | Op::Memset | Op::EventRecord | Op::EventDestroy | Op::Poison => return Err(WireError::Unanswered(to)),
            };
            r.end()?;
            return Ok(reply);
        }
        let e = get_error(&mut r)?;
        r.end()?;
        Ok(Reply::Failed(e))
    }
}

fn put_error(w: &mut Writer, e: &GpuError) {
    match e {
        GpuError::Unavailable(s) => {
            w.u8(0);
            w.bytes(s.as_bytes());
        }
        GpuError::Limit { requested, in_use, limit } => {
            w.u8(1);
            w.u64(*requested);
            w.u64(*in_use);
            w.u64(*limit);
        }
        GpuError::OutOfMemory { requested, in_use, free } => {
            w.u8(2);
            w.u64(*requested);
            w.u64(*in_use);
            w.u64(*free);
        }
        GpuError::Sticky(s) => {
            w.u8(3);
            w.bytes(s.as_bytes());
        }
        GpuError::Lost(s) => {
            w.u8(4);
            w.bytes(s.as_bytes());
        }
        GpuError::Call(s) => {
            w.u8(5);
            w.bytes(s.as_bytes());
        }
        other => {
            w.u8(5);
            w.bytes(other.to_string().as_bytes());
        }
    }
}

fn get_error(r: &mut Reader) -> Result<GpuError, WireError> {
    Ok(match r.u8()? {
        0 => GpuError::Unavailable(r.str()?.into_owned()),
        1 => GpuError::Limit { requested: r.u64()?, in_use: r.u64()?, limit: r.u64()? },
        2 => GpuError::OutOfMemory { requested: r.u64()?, in_use: r.u64()?, free: r.u64()? },
        3 => GpuError::Sticky(r.str()?.into_owned()),
        4 => GpuError::Lost(r.str()?.into_owned()),
        5 => GpuError::Call(r.str()?.into_owned()),
        v => return Err(WireError::BadValue { what: "an error kind", value: v as u64 }),
    })
}

/// Read one frame body (after its length prefix). Memory grows with the bytes that arrive, not
/// with what the prefix claims.
pub fn read_frame(input: &mut impl Read) -> Result<Vec<u8>, WireError> {
    read_frame_within(input, MAX_FRAME)
}

fn read_frame_within(input: &mut impl Read, limit: usize) -> Result<Vec<u8>, WireError> {
    let mut len = [0u8; 4];
    input.read_exact(&mut len).map_err(|e| WireError::Pipe(e.kind()))?;
    let len = u32::from_le_bytes(len) as usize;
    if len > limit {
        return Err(WireError::TooLarge { len: len as u64, limit: limit as u64 });
    }
    let mut body = Vec::with_capacity(len.min(PREALLOC));
    input.take(len as u64).read_to_end(&mut body).map_err(|e| WireError::Pipe(e.kind()))?;
    if body.len() != len {
        return Err(WireError::Pipe(std::io::ErrorKind::UnexpectedEof));
    }
    Ok(body)
}

/// A frame being built: the length prefix, then the op or tag, then the payload. Past
/// `MAX_FRAME` it stops copying and `finish` says so.
struct Writer {
    buf: Vec<u8>,
    too_large: Option<u64>,
}

impl Writer {
    fn new(tag: u8) -> Writer {
        Writer { buf: vec![0, 0, 0, 0, tag], too_large: None }
    }
    fn put(&mut self, b: &[u8]) {
        let len = (self.buf.len() - 4) as u64 + b.len() as u64;
        if self.too_large.is_some() || len > MAX_FRAME as u64 {
            self.too_large = Some(self.too_large.unwrap_or(0).max(len));
            return;
        }
        self.buf.extend_from_slice(b);
    }
    fn u8(&mut self, v: u8) {
        self.put(&[v]);
    }
    fn u32(&mut self, v: u32) {
        self.put(&v.to_le_bytes());
    }
    fn u32s(&mut self, v: &[u32; 3]) {
        for x in v {
            self.u32(*x);
        }
    }
    fn u64(&mut self, v: u64) {
        self.put(&v.to_le_bytes());
    }
    fn f32(&mut self, v: f32) {
        self.put(&v.to_le_bytes());
    }
    fn f64(&mut self, v: f64) {
        self.put(&v.to_le_bytes());
    }
    fn bytes(&mut self, b: &[u8]) {
        self.u64(b.len() as u64);
        self.put(b);
    }
    fn finish(mut self) -> Result<Vec<u8>, WireError> {
        if let Some(len) = self.too_large {
            return Err(WireError::TooLarge { len, limit: MAX_FRAME as u64 });
        }
        let n = u32::try_from(self.buf.len() - 4).map_err(|_| WireError::TooLarge { len: (self.buf.len() - 4) as u64, limit: MAX_FRAME as u64 })?;
        self.buf[..4].copy_from_slice(&n.to_le_bytes());
        Ok(self.buf)
    }
}

/// Reading a frame body: every read is checked against what is left.
struct Reader<'a> {
    data: &'a [u8],
    pos: usize,
}

impl<'a> Reader<'a> {
    fn new(data: &'a [u8]) -> Reader<'a> {
        Reader { data, pos: 0 }
    }
    fn left(&self) -> usize {
        self.data.len().saturating_sub(self.pos)
    }
    fn take(&mut self, n: u64) -> Result<&'a [u8], WireError> {
        let short = WireError::Truncated { at: self.pos, needed: n, left: self.left() };
        let end = usize::try_from(n).ok().and_then(|n| self.pos.checked_add(n)).ok_or(short.clone())?;
        let s = self.data.get(self.pos..end).ok_or(short)?;
        self.pos = end;
        Ok(s)
    }
    fn array<const N: usize>(&mut self) -> Result<[u8; N], WireError> {
        let at = self.pos;
        self.take(N as u64)?.try_into().map_err(|_| WireError::Truncated { at, needed: N as u64, left: 0 })
    }
    fn u8(&mut self) -> Result<u8, WireError> {
        Ok(self.array::<1>()?[0])
    }
    fn flag(&mut self, what: &'static str) -> Result<bool, WireError> {
        match self.u8()? {
            0 => Ok(false),
            1 => Ok(true),
            v => Err(WireError::BadValue { what, value: v as u64 }),
        }
    }
    fn u32(&mut self) -> Result<u32, WireError> {
        self.array().map(u32::from_le_bytes)
    }
    fn u32s(&mut self) -> Result<[u32; 3], WireError> {
        Ok([self.u32()?, self.u32()?, self.u32()?])
    }
    fn u64(&mut self) -> Result<u64, WireError> {
        self.array().map(u64::from_le_bytes)
    }
    fn f32(&mut self) -> Result<f32, WireError> {
        self.array().map(f32::from_le_bytes)
    }
    fn f64(&mut self) -> Result<f64, WireError> {
        self.array().map(f64::from_le_bytes)
    }
    fn bytes(&mut self) -> Result<&'a [u8], WireError> {
        let n = self.u64()?;
        self.take(n)
    }
    fn str(&mut self) -> Result<Cow<'a, str>, WireError> {
        self.bytes().map(String::from_utf8_lossy)
    }
    fn staged(&mut self) -> Result<Staged, WireError> {
        Ok(Staged { device: self.u64()?, len: self.u64()?, continues: self.flag("a continuation flag")?, at: self.u64()? })
    }
    /// A count of items of `size` bytes each, no more than the frame has room for.
    fn count(&mut self, size: usize) -> Result<usize, WireError> {
        let at = self.pos;
        let n = self.u64()?;
        let room = (self.left() / size) as u64;
        if n > room {
            return Err(WireError::Truncated { at, needed: n.saturating_mul(size as u64), left: self.left() });
        }
        Ok(n as usize)
    }
    fn end(&self) -> Result<(), WireError> {
        match self.left() {
            0 => Ok(()),
            extra => Err(WireError::Trailing { extra }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One of each command, fields set to values that show a swapped order.
    fn commands() -> Vec<Command<'static>> {
        vec![
            Command::Hello,
            Command::Memory,
            Command::Alloc { bytes: 1 << 40 },
            Command::Free { ptr: 0xdead_beef },
            Command::Write { dst: 7, data: b"some bytes" },
            Command::Read { src: 9, len: 1234 },
            Command::Copy { dst: 1, src: 2, bytes: 3 },
            Command::Load { image: b"\x7fELF\0cubin", entry: Cow::Borrowed("k_entry") },
            Command::Launch { module: ModuleId(4), grid: [1, 2, 3], block: [4, 5, 6], shared: 48, params: &[9, 8, 7, 6] },
            Command::Sync,
            Command::EventCreate,
            Command::EventRecord { event: 11 },
            Command::EventElapsed { start: 12, end: 13 },
            Command::EventQuery { event: 14 },
            Command::EventDestroy { event: 15 },
            Command::Poison { why: Cow::Borrowed("illegal address") },
            Command::WriteShared(Staged { device: 100, len: 200, continues: true, at: 300 }),
            Command::ReadShared(Staged { device: 400, len: 500, continues: false, at: 600 }),
            Command::ClockStart,
            Command::ClockTake,
            Command::Occupancy { module: ModuleId(5), block_threads: 256, dynamic_shared: 1024 },
            Command::Memset { dst: 16, bytes: 17 },
        ]
    }

    /// One of each reply, with the op of a command it answers.
    fn replies() -> Vec<(Op, Reply)> {
        let info = DeviceInfo {
            ordinal: 1,
            name: "NVIDIA H100".into(),
            uuid: "GPU-0123".into(),
            cc: (9, 0),
            multiprocessors: 132,
            total_memory: 80 << 30,
            max_shared_per_block: 49152,
            max_shared_per_block_optin: 232448,
            max_threads_per_sm: 2048,
            driver: (13, 0),
        };
        let fault = FaultRecord { kind: 1, module: ModuleId(7), site: 3, a: -1, b: 10, thread: [1, 2, 3], block: [4, 5, 6] };
        let spans = vec![GpuSpan { start: 0.5, end: 1.25, busy: 0.75 }, GpuSpan { start: 2.0, end: 3.0, busy: 1.0 }];
        vec![
            (Op::Hello, Reply::Info(info)),
            (Op::Memory, Reply::Memory(MemoryReport { in_use: 1, limit: Some(2), free: 3, total: 4 })),
            (Op::Memory, Reply::Memory(MemoryReport { in_use: 1, limit: None, free: 3, total: 4 })),
            (Op::Alloc, Reply::Allocated(0x7f00_0000_0000)),
            (Op::Write, Reply::Done),
            (Op::Copy, Reply::Done),
            (Op::WriteShared, Reply::Done),
            (Op::ReadShared, Reply::Done),
            (Op::ClockStart, Reply::Done),
            (Op::Read, Reply::Data(vec![1, 2, 3, 255])),
            (Op::Load, Reply::Loaded(ModuleId(3), FunctionInfo { registers: 32, static_shared: 1024, local: 8, max_threads: 1024 })),
            (Op::Sync, Reply::Synced(SyncReport { fault: Some(fault), prints: vec![1, 2, u64::MAX], dropped: true })),
            (Op::Sync, Reply::Synced(SyncReport::default())),
            (Op::EventCreate, Reply::EventCreated(42)),
            (Op::EventElapsed, Reply::Elapsed(1.5)),
            (Op::EventQuery, Reply::Queried(true)),
            (Op::EventQuery, Reply::Queried(false)),
            (Op::ClockTake, Reply::Clock(ClockReport { spans, gated: true, cupti: false, floor: 2.5e-6 })),
            (Op::Occupancy, Reply::Occupancy(8)),
            (Op::Sync, Reply::Failed(GpuError::Unavailable("no CUDA driver".into()))),
            (Op::Alloc, Reply::Failed(GpuError::Limit { requested: 5, in_use: 6, limit: 7 })),
            (Op::Alloc, Reply::Failed(GpuError::OutOfMemory { requested: 8, in_use: 9, free: 10 })),
            (Op::Sync, Reply::Failed(GpuError::Sticky("an illegal memory access".into()))),
            (Op::Load, Reply::Failed(GpuError::Lost("trap".into()))),
            (Op::Hello, Reply::Failed(GpuError::Call("cuInit failed".into()))),
        ]
    }

    fn body(frame: &[u8]) -> &[u8] {
        assert!(frame.len() >= 4);
        let n = u32::from_le_bytes([frame[0], frame[1], frame[2], frame[3]]) as usize;
        assert_eq!(n, frame.len() - 4, "the length prefix counts the body");
        &frame[4..]
    }

    #[test]
    fn every_op_has_one_number() {
        for (i, op) in OPS.iter().enumerate() {
            assert_eq!(*op as u8 as usize, i + 1);
            assert_eq!(Op::from_byte(*op as u8), Some(*op));
        }
        assert_eq!(Op::from_byte(0), None);
        assert_eq!(Op::from_byte(OPS.len() as u8 + 1), None);
        let ops: Vec<Op> = commands().iter().map(Command::op).collect();
        assert_eq!(ops, OPS, "one command of each op, in op order");
    }

    #[test]
    fn commands_round_trip() {
        for c in commands() {
            let frame = c.encode().expect("encodes");
            assert_eq!(Command::decode(body(&frame)), Ok(c.clone()), "{c:?}");
        }
    }

    #[test]
    fn truncated_or_padded_commands_are_errors() {
        for c in commands() {
            let frame = c.encode().expect("encodes");
            let b = body(&frame);
            for cut in 0..b.len() {
                assert!(Command::decode(&b[..cut]).is_err(), "{c:?} cut to {cut} bytes");
            }
            let mut long = b.to_vec();
            long.push(0);
            assert_eq!(Command::decode(&long), Err(WireError::Trailing { extra: 1 }), "{c:?}");
        }
    }

    #[test]
    fn garbage_commands_are_errors_not_panics() {
        assert!(matches!(Command::decode(&[]), Err(WireError::Truncated { .. })));
        assert_eq!(Command::decode(&[0]), Err(WireError::UnknownOp(0)));
        assert_eq!(Command::decode(&[200, 1, 2]), Err(WireError::UnknownOp(200)));
        // A byte string that claims more than the frame holds: an error, no allocation.
        let mut huge = vec![Op::Write as u8];
        huge.extend_from_slice(&7u64.to_le_bytes());
        huge.extend_from_slice(&u64::MAX.to_le_bytes());
        assert!(matches!(Command::decode(&huge), Err(WireError::Truncated { .. })));
        // A read too large for its reply to fit a frame.
        let mut read = vec![Op::Read as u8];
        read.extend_from_slice(&0u64.to_le_bytes());
        read.extend_from_slice(&u64::MAX.to_le_bytes());
        assert!(matches!(Command::decode(&read), Err(WireError::TooLarge { .. })));
        assert!(matches!(Command::Read { src: 0, len: u64::MAX }.encode(), Err(WireError::TooLarge { .. })));
        // A flag that is neither 0 nor 1.
        let mut staged = Command::WriteShared(Staged { device: 1, len: 2, continues: false, at: 3 }).encode().expect("encodes");
        staged[4 + 1 + 16] = 7;
        assert!(matches!(Command::decode(body(&staged)), Err(WireError::BadValue { .. })));
        // Every op followed by pseudo-random bytes: whatever it decodes to, it does not panic.
        let mut x = 0x2545_f491_4f6c_dd1du64;
        for op in 0..=255u8 {
            for len in 0..80 {
                let mut f = vec![op];
                for _ in 0..len {
                    x ^= x << 13;
                    x ^= x >> 7;
                    x ^= x << 17;
                    f.push(x as u8);
                }
                let _ = Command::decode(&f);
                for o in OPS {
                    let _ = Reply::decode(&f, o);
                }
            }
        }
    }

    #[test]
    fn replies_round_trip() {
        for (op, r) in replies() {
            let frame = r.encode().expect("encodes");
            let back = Reply::decode(body(&frame), op).expect("decodes");
            assert_eq!(format!("{back:?}"), format!("{r:?}"));
        }
    }

    #[test]
    fn truncated_or_padded_replies_are_errors() {
        for (op, r) in replies() {
            let frame = r.encode().expect("encodes");
            let b = body(&frame);
            for cut in 0..b.len() {
                assert!(Reply::decode(&b[..cut], op).is_err(), "{r:?} cut to {cut} bytes");
            }
            let mut long = b.to_vec();
            long.push(0);
            assert_eq!(Reply::decode(&long, op).map(|r| r.name()), Err(WireError::Trailing { extra: 1 }), "{r:?}");
        }
    }

    #[test]
    fn garbage_replies_are_errors_not_panics() {
        assert!(Reply::decode(&[], Op::Sync).is_err());
        assert!(matches!(Reply::decode(&[2], Op::Sync), Err(WireError::BadValue { .. })));
        assert!(matches!(Reply::decode(&[1, 9], Op::Sync), Err(WireError::BadValue { .. })));
        assert_eq!(Reply::decode(&[0], Op::Launch).map(|r| r.name()), Err(WireError::Unanswered(Op::Launch)));
        // Counts that claim more items than the frame holds.
        let mut sync = vec![0, 0];
        sync.extend_from_slice(&u64::MAX.to_le_bytes());
        assert!(matches!(Reply::decode(&sync, Op::Sync), Err(WireError::Truncated { .. })));
        let mut clock = vec![0, 1, 0];
        clock.extend_from_slice(&0f64.to_le_bytes());
        clock.extend_from_slice(&(1u64 << 60).to_le_bytes());
        clock.extend_from_slice(&[0; 24]);
        assert!(matches!(Reply::decode(&clock, Op::ClockTake), Err(WireError::Truncated { .. })));
    }

    #[test]
    fn the_layout_is_the_documented_one() {
        // Launch: module, grid, block, shared, params.
        let f = Command::Launch { module: ModuleId(1), grid: [2, 3, 4], block: [5, 6, 7], shared: 8, params: &[0xaa] }.encode().expect("encodes");
        let mut want = vec![42, 0, 0, 0, Op::Launch as u8];
        for v in 1..=8u32 {
            want.extend_from_slice(&v.to_le_bytes());
        }
        want.extend_from_slice(&1u64.to_le_bytes());
        want.push(0xaa);
        assert_eq!(f, want);
        // A staged piece: device address, length, continues, offset.
        let f = Command::ReadShared(Staged { device: 1, len: 2, continues: true, at: 3 }).encode().expect("encodes");
        let mut want = vec![26, 0, 0, 0, Op::ReadShared as u8];
        want.extend_from_slice(&1u64.to_le_bytes());
        want.extend_from_slice(&2u64.to_le_bytes());
        want.push(1);
        want.extend_from_slice(&3u64.to_le_bytes());
        assert_eq!(f, want);
        // An error reply: tag 1, kind, message.
        let f = Reply::Failed(GpuError::Call("x".into())).encode().expect("encodes");
        assert_eq!(f, [11, 0, 0, 0, 1, 5, 1, 0, 0, 0, 0, 0, 0, 0, b'x']);
    }

    #[test]
    fn frames_are_read_whole_and_within_the_limit() {
        let mut stream = Vec::new();
        for c in commands() {
            stream.extend(c.encode().expect("encodes"));
        }
        let mut input = &stream[..];
        for c in commands() {
            let f = read_frame(&mut input).expect("a frame");
            assert_eq!(Command::decode(&f), Ok(c));
        }
        assert_eq!(read_frame(&mut input), Err(WireError::Pipe(std::io::ErrorKind::UnexpectedEof)));
        // A prefix that promises 4 GiB and sends three bytes: an error, after three bytes read.
        let lying = [0xff, 0xff, 0xff, 0xff, 1, 2, 3];
        assert_eq!(read_frame(&mut &lying[..]), Err(WireError::Pipe(std::io::ErrorKind::UnexpectedEof)));
        let frame = Command::Write { dst: 0, data: &[0; 100] }.encode().expect("encodes");
        assert!(matches!(read_frame_within(&mut &frame[..], 64), Err(WireError::TooLarge { len: 117, limit: 64 })));
        assert!(read_frame_within(&mut &frame[..], 117).is_ok());
    }
}
