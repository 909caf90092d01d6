//! The worker protocol: length-prefixed binary messages over the worker's stdin and stdout.
//!
//! A request is `[u32 length][u8 op][payload]`; a reply `[u32 length][u8 0 = ok | 1 = error]
//! [payload]`. Commands that cannot fail in a way the caller must see at once (launch, free,
//! event record/destroy) get no reply, so a launch costs one pipe write; the first error of such
//! a command is kept by the worker and returned by the next `Sync`. Integers are little-endian.

use crate::gpu::device::{ClockReport, DeviceInfo, GpuSpan, FaultRecord, FunctionInfo, GpuError, MemoryReport, ModuleId, SyncReport};

pub const HELLO: u8 = 1;
pub const MEMORY: u8 = 2;
pub const ALLOC: u8 = 3;
pub const FREE: u8 = 4;
pub const WRITE: u8 = 5;
pub const READ: u8 = 6;
pub const COPY: u8 = 7;
pub const LOAD: u8 = 8;
pub const LAUNCH: u8 = 9;
pub const SYNC: u8 = 10;
pub const EVENT_CREATE: u8 = 11;
pub const EVENT_RECORD: u8 = 12;
pub const EVENT_ELAPSED: u8 = 13;
pub const EVENT_QUERY: u8 = 14;
pub const EVENT_DESTROY: u8 = 15;
pub const POISON: u8 = 16;
/// Copy `[u64 len]` bytes at `[u64 at]` in the shared staging region to device address
/// `[u64 dst]` (the message is `dst, len, continues, at`); `[u8 continues]`: a later piece of one
/// copy (it shares the first piece's clock span). The kernel process fills one half of the region
/// while the worker copies from the other.
pub const WRITE_SHARED: u8 = 17;
/// Copy `[u64 len]` bytes from device address `[u64 src]` into the shared staging region at
/// `[u64 at]`; `[u8 continues]` as for `WRITE_SHARED`.
pub const READ_SHARED: u8 = 18;

/// Start the operation clock.
pub const CLOCK_START: u8 = 19;
/// Stop it; the reply is `[u8 gated][u8 cupti][f64 floor][u64 n]` and n spans of three f64.
pub const CLOCK_TAKE: u8 = 20;
/// Active blocks per multiprocessor of `[u32 module]` at `[u32 threads]`, `[u32 dynamic shared]`.
pub const OCCUPANCY: u8 = 21;
/// Zero `[u64 bytes]` at device address `[u64 dst]` (queued; no reply).
pub const MEMSET: u8 = 22;

/// The environment variable that hands the worker its shared staging region: `FD:BYTES`.
pub const SHARED_ENV: &str = "CUDALAB_WORKER_SHARED";

/// Whether an op is answered.
pub fn has_reply(op: u8) -> bool {
    !matches!(op, FREE | LAUNCH | MEMSET | EVENT_RECORD | EVENT_DESTROY | POISON)
}

/// A message being built; `finish` fills in the length prefix.
pub struct Out(pub Vec<u8>);

impl Out {
    pub fn new(tag: u8) -> Out {
        Out(vec![0, 0, 0, 0, tag])
    }
    pub fn u8(mut self, v: u8) -> Self {
        self.0.push(v);
        self
    }
    pub fn u32(mut self, v: u32) -> Self {
        self.0.extend_from_slice(&v.to_le_bytes());
        self
    }
    pub fn u64(mut self, v: u64) -> Self {
        self.0.extend_from_slice(&v.to_le_bytes());
        self
    }
    pub fn i64(self, v: i64) -> Self {
        self.u64(v as u64)
    }
    pub fn f32(mut self, v: f32) -> Self {
        self.0.extend_from_slice(&v.to_le_bytes());
        self
    }
    pub fn f64(mut self, v: f64) -> Self {
        self.0.extend_from_slice(&v.to_le_bytes());
        self
    }
    pub fn bytes(mut self, b: &[u8]) -> Self {
        self.0.extend_from_slice(&(b.len() as u64).to_le_bytes());
        self.0.extend_from_slice(b);
        self
    }
    pub fn str(self, s: &str) -> Self {
        self.bytes(s.as_bytes())
    }
    pub fn finish(mut self) -> Vec<u8> {
        let n = (self.0.len() - 4) as u32;
        self.0[..4].copy_from_slice(&n.to_le_bytes());
        self.0
    }
}

/// Reading a message body; a short or malformed body reads as zeros and empty strings, and the
/// caller's checks (`ok`) catch it.
pub struct In<'a> {
    data: &'a [u8],
    pos: usize,
    pub ok: bool,
}

impl<'a> In<'a> {
    pub fn new(data: &'a [u8]) -> In<'a> {
        In { data, pos: 0, ok: true }
    }
    fn take(&mut self, n: usize) -> &'a [u8] {
        if self.pos + n > self.data.len() {
            self.ok = false;
            return &[];
        }
        let s = &self.data[self.pos..self.pos + n];
        self.pos += n;
        s
    }
    pub fn u8(&mut self) -> u8 {
        self.take(1).first().copied().unwrap_or(0)
    }
    pub fn u32(&mut self) -> u32 {
        self.take(4).try_into().map(u32::from_le_bytes).unwrap_or(0)
    }
    pub fn u64(&mut self) -> u64 {
        self.take(8).try_into().map(u64::from_le_bytes).unwrap_or(0)
    }
    pub fn i64(&mut self) -> i64 {
        self.u64() as i64
    }
    pub fn f32(&mut self) -> f32 {
        self.take(4).try_into().map(f32::from_le_bytes).unwrap_or(0.0)
    }
    pub fn f64(&mut self) -> f64 {
        self.take(8).try_into().map(f64::from_le_bytes).unwrap_or(0.0)
    }
    pub fn bytes(&mut self) -> &'a [u8] {
        let n = self.u64() as usize;
        self.take(n)
    }
    pub fn str(&mut self) -> String {
        String::from_utf8_lossy(self.bytes()).into_owned()
    }
}

pub fn put_info(o: Out, i: &DeviceInfo) -> Out {
    o.u32(i.ordinal).str(&i.name).str(&i.uuid).u32(i.cc.0).u32(i.cc.1).u32(i.multiprocessors).u64(i.total_memory).u32(i.max_shared_per_block).u32(i.max_threads_per_sm)
}

pub fn get_info(r: &mut In) -> DeviceInfo {
    DeviceInfo { ordinal: r.u32(), name: r.str(), uuid: r.str(), cc: (r.u32(), r.u32()), multiprocessors: r.u32(), total_memory: r.u64(), max_shared_per_block: r.u32(), max_threads_per_sm: r.u32() }
}

pub fn put_memory(o: Out, m: &MemoryReport) -> Out {
    o.u64(m.in_use).u8(m.limit.is_some() as u8).u64(m.limit.unwrap_or(0)).u64(m.free).u64(m.total)
}

pub fn get_memory(r: &mut In) -> MemoryReport {
    let in_use = r.u64();
    let has = r.u8() != 0;
    let limit = r.u64();
    MemoryReport { in_use, limit: has.then_some(limit), free: r.u64(), total: r.u64() }
}

pub fn put_function(o: Out, m: ModuleId, f: &FunctionInfo) -> Out {
    o.u32(m.0).u32(f.registers).u32(f.static_shared).u32(f.local).u32(f.max_threads)
}

pub fn get_function(r: &mut In) -> (ModuleId, FunctionInfo) {
    (ModuleId(r.u32()), FunctionInfo { registers: r.u32(), static_shared: r.u32(), local: r.u32(), max_threads: r.u32() })
}

pub fn put_clock(mut o: Out, c: &ClockReport) -> Out {
    o = o.u8(c.gated as u8).u8(c.cupti as u8).f64(c.floor).u64(c.spans.len() as u64);
    for s in &c.spans {
        o = o.f64(s.start).f64(s.end).f64(s.busy);
    }
    o
}

pub fn get_clock(r: &mut In) -> ClockReport {
    let gated = r.u8() != 0;
    let cupti = r.u8() != 0;
    let floor = r.f64();
    let n = r.u64() as usize;
    let mut spans = Vec::with_capacity(n.min(1 << 20));
    for _ in 0..n {
        if !r.ok {
            break;
        }
        spans.push(GpuSpan { start: r.f64(), end: r.f64(), busy: r.f64() });
    }
    ClockReport { spans, gated, cupti, floor }
}

pub fn put_sync(mut o: Out, s: &SyncReport) -> Out {
    match &s.fault {
        Some(f) => {
            o = o.u8(1).u32(f.kind).u32(f.module.0).u32(f.site).i64(f.a).i64(f.b);
            for v in f.thread.iter().chain(&f.block) {
                o = o.u32(*v);
            }
        }
        None => o = o.u8(0),
    }
    o = o.u64(s.prints.len() as u64);
    for w in &s.prints {
        o = o.u64(*w);
    }
    o.u8(s.dropped as u8)
}

pub fn get_sync(r: &mut In) -> SyncReport {
    let fault = (r.u8() != 0).then(|| FaultRecord {
        kind: r.u32(),
        module: ModuleId(r.u32()),
        site: r.u32(),
        a: r.i64(),
        b: r.i64(),
        thread: [r.u32(), r.u32(), r.u32()],
        block: [r.u32(), r.u32(), r.u32()],
    });
    let n = r.u64() as usize;
    let mut prints = Vec::with_capacity(n.min(1 << 20));
    for _ in 0..n {
        if !r.ok {
            break;
        }
        prints.push(r.u64());
    }
    SyncReport { fault, prints, dropped: r.u8() != 0 }
}

pub fn put_error(o: Out, e: &GpuError) -> Out {
    match e {
        GpuError::Unavailable(s) => o.u8(0).str(s),
        GpuError::Limit { requested, in_use, limit } => o.u8(1).u64(*requested).u64(*in_use).u64(*limit),
        GpuError::OutOfMemory { requested, in_use, free } => o.u8(2).u64(*requested).u64(*in_use).u64(*free),
        GpuError::Sticky(s) => o.u8(3).str(s),
        GpuError::Lost(s) => o.u8(4).str(s),
        GpuError::Call(s) => o.u8(5).str(s),
        other => o.u8(5).str(&other.to_string()),
    }
}

pub fn get_error(r: &mut In) -> GpuError {
    match r.u8() {
        0 => GpuError::Unavailable(r.str()),
        1 => GpuError::Limit { requested: r.u64(), in_use: r.u64(), limit: r.u64() },
        2 => GpuError::OutOfMemory { requested: r.u64(), in_use: r.u64(), free: r.u64() },
        3 => GpuError::Sticky(r.str()),
        4 => GpuError::Lost(r.str()),
        _ => GpuError::Call(r.str()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_round_trip() {
        let s = SyncReport {
            fault: Some(FaultRecord { kind: 1, module: ModuleId(7), site: 3, a: -1, b: 10, thread: [1, 2, 3], block: [4, 5, 6] }),
            prints: vec![1, 2, u64::MAX],
            dropped: true,
        };
        let msg = put_sync(Out::new(0), &s).finish();
        assert_eq!(u32::from_le_bytes(msg[..4].try_into().unwrap()) as usize, msg.len() - 4);
        let mut r = In::new(&msg[5..]);
        let back = get_sync(&mut r);
        assert!(r.ok);
        assert_eq!(back.prints, s.prints);
        assert_eq!(back.fault.map(|f| (f.module, f.a, f.block)), Some((ModuleId(7), -1, [4, 5, 6])));
        let e = put_error(Out::new(1), &GpuError::Limit { requested: 5, in_use: 6, limit: 7 }).finish();
        assert!(matches!(get_error(&mut In::new(&e[5..])), GpuError::Limit { requested: 5, in_use: 6, limit: 7 }));
        // A truncated body is flagged, not a panic.
        let mut short = In::new(&msg[5..9]);
        let _ = get_sync(&mut short);
        assert!(!short.ok);
    }
}
