//! The SIMT machine: blocks of warps of 32 lanes executing a `Program`.
//!
//! Scheduling: a block runs its warps one after another; a warp runs until every lane has
//! exited or waits at a barrier; then the block checks the barrier (all live threads at the same
//! barrier instruction, else barrier divergence) and releases it. Inside a warp, the lanes with
//! the lowest program counter run the next instruction together, all lanes' operands before any
//! lane's effect, which is lockstep execution with reconvergence at the end of every `if` and
//! loop (the layout in `program.rs` puts join points after both branches).
//!
//! Independent thread scheduling (Volta and later): lockstep alone would never let a lane that
//! holds a spin lock reach its unlock while the other lanes of its warp spin at a lower program
//! counter. So when the lanes at the lowest counter jump backwards `SPIN_LIMIT` times in a row
//! while other lanes of the warp wait further on, those other lanes get a slice of
//! `SLICE_STEPS` instructions (lowest counter first among them); and a warp that has jumped
//! backwards `WARP_TURN` times hands the block to its other warps before going on. Lockstep stays
//! the model everywhere else, so straight-line races (the lost update) show as on a GPU.
//!
//! Checks a GPU cannot give: every array access is bounds-checked; integer division by zero is
//! a fault; plain writes and reads are compared with the shadow memory to report the first race
//! of each array (two threads, no barrier or atomic between them). An `atomic.exch` or
//! `atomic.compare_and_swap` anywhere counts as a lock operation that orders the plain accesses
//! around it, so updates guarded by a spin lock are not reported (a race elsewhere in a kernel
//! that takes locks can go unreported; none is invented).

use crate::array::dtype::DType;
use crate::compiler::ir::{AtomicOp, BarrierKind, BinaryOp, Module, Span, Special, WarpOp};
use crate::sim::memory::{read, write, ShadowCell, Space, View};
use crate::sim::printf;
use crate::sim::program::{Inst, PrintPart, Program};
use crate::sim::scalar::{self, ArithFault};
use crate::sim::{LaunchConfig, SimError};
use std::sync::atomic::{AtomicBool, Ordering};

const LANES: usize = 32;
/// Backward jumps of the lowest lanes, while others wait further on, before those others run.
const SPIN_LIMIT: u32 = 32;
/// Instructions the waiting lanes run in their slice.
const SLICE_STEPS: u32 = 4096;
/// Backward jumps a warp makes before the other warps of its block get a turn.
const WARP_TURN: u32 = 1 << 16;

pub struct Warp {
    pcs: [u32; LANES],
    running: u32,
    waiting: u32,
    exited: u32,
    exit_pc: [u32; LANES],
    pred: [bool; LANES],
    /// Thread index in the block of lane 0.
    base: u32,
    /// threadIdx.x/y/z of each lane.
    tid: [[u32; LANES]; 3],
    /// All running lanes are at the same program counter.
    uniform: bool,
    regs: Vec<u64>,
    /// Consecutive backward jumps taken by diverged lowest lanes.
    spins: u32,
    /// Backward jumps since this warp's turn began.
    turn: u32,
    /// Lanes given a slice past spinning lanes, and the instructions left in it.
    slice_lanes: u32,
    slice: u32,
}

/// One block of a cooperative launch while another runs: its warps, its shared and local
/// memory (one buffer per distinct base), its shared arrays' shadows and its barrier epoch.
struct Resident {
    warps: Vec<Warp>,
    memory: Vec<Vec<u64>>,
    shadows: Vec<Vec<ShadowCell>>,
    epoch: u32,
    done: bool,
}

pub struct Machine<'a> {
    pub p: &'a Program,
    pub m: &'a Module,
    pub cfg: LaunchConfig,
    pub views: Vec<View>,
    pub shadows: Vec<Vec<ShadowCell>>,
    /// Views whose shadow is reset for every block (shared memory).
    pub block_shadows: Vec<usize>,
    pub prints: Vec<String>,
    pub warnings: Vec<String>,
    raced: Vec<bool>,
    /// Lock operations (`exch`, `cas`) so far: plain accesses on either side of one are ordered.
    locks: u32,
    block: [u32; 3],
    block_linear: u32,
    nthreads: u32,
    epoch: u32,
    steps: u64,
    interrupt: &'a AtomicBool,
    /// When the launch must stop (the kernel time limit) and the limit in seconds.
    deadline: Option<(std::time::Instant, f64)>,
    /// Scalar arguments: (register, value), loaded into every lane at block start.
    scalars: Vec<(usize, u64)>,
}

fn coords(linear: u32, dims: [u32; 3]) -> [u32; 3] {
    [linear % dims[0], (linear / dims[0]) % dims[1], linear / (dims[0] * dims[1])]
}

fn fmt3(c: [u32; 3]) -> String {
    format!("({}, {}, {})", c[0], c[1], c[2])
}

impl<'a> Machine<'a> {
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        p: &'a Program,
        m: &'a Module,
        cfg: LaunchConfig,
        views: Vec<View>,
        shadows: Vec<Vec<ShadowCell>>,
        block_shadows: Vec<usize>,
        scalars: Vec<(usize, u64)>,
        interrupt: &'a AtomicBool,
        deadline: Option<(std::time::Instant, f64)>,
    ) -> Self {
        let nthreads = cfg.block.iter().product();
        let n = views.len();
        Machine {
            p,
            m,
            cfg,
            views,
            shadows,
            block_shadows,
            prints: Vec::new(),
            warnings: Vec::new(),
            raced: vec![false; n],
            locks: 0,
            block: [0; 3],
            block_linear: 0,
            nthreads,
            epoch: 1,
            steps: 0,
            interrupt,
            deadline,
            scalars,
        }
    }

    fn where_(&self, pc: usize) -> String {
        let span = self.p.spans.get(pc).copied().unwrap_or_default();
        self.line_of(span)
    }

    fn line_of(&self, span: Span) -> String {
        let line = self.m.line(span);
        format!("line {line} ({}): {}", self.m.source_name(span), self.m.line_text(span).trim())
    }

    fn thread_of(&self, tid: u32) -> String {
        format!("thread {} of block {}", fmt3(coords(tid, self.cfg.block)), fmt3(self.block))
    }

    fn fault(&self, exc: &'static str, what: String, pc: usize, tid: u32) -> SimError {
        SimError { exc, message: format!("{what}\n  in kernel '{}', {}\n  {}", self.m.name, self.where_(pc), self.thread_of(tid)), prints: Vec::new() }
    }

    fn fresh_warps(&self) -> Vec<Warp> {
        let nwarps = (self.nthreads as usize).div_ceil(LANES);
        (0..nwarps)
            .map(|w| Warp {
                pcs: [0; LANES],
                running: 0,
                waiting: 0,
                exited: 0,
                exit_pc: [0; LANES],
                pred: [false; LANES],
                base: (w * LANES) as u32,
                tid: {
                    let mut t = [[0u32; LANES]; 3];
                    for lane in 0..LANES {
                        let c = coords((w * LANES + lane) as u32, self.cfg.block);
                        for (axis, coord) in t.iter_mut().zip(c) {
                            axis[lane] = coord;
                        }
                    }
                    t
                },
                uniform: true,
                spins: 0,
                turn: 0,
                slice_lanes: 0,
                slice: 0,
                regs: {
                    let mut regs = vec![0; self.p.nregs.max(1) * LANES];
                    for &(r, bits) in &self.p.consts {
                        regs[r as usize * LANES..(r as usize + 1) * LANES].iter_mut().for_each(|x| *x = bits);
                    }
                    regs
                },
            })
            .collect()
    }

    /// Every thread of the block at the start of the kernel, its scalar arguments loaded.
    fn start_block(&self, warps: &mut [Warp]) {
        for w in warps.iter_mut() {
            let live = (self.nthreads - w.base).min(LANES as u32);
            w.running = if live >= 32 { u32::MAX } else { (1u32 << live) - 1 };
            w.waiting = 0;
            w.exited = 0;
            w.pcs = [0; LANES];
            w.uniform = true;
            w.spins = 0;
            w.slice = 0;
            for &(r, bits) in &self.scalars {
                w.regs[r * LANES..(r + 1) * LANES].iter_mut().for_each(|x| *x = bits);
            }
        }
    }

    fn interrupted(&self) -> Result<(), SimError> {
        if self.interrupt.load(Ordering::Relaxed) {
            return Err(SimError { exc: "KeyboardInterrupt", message: String::new(), prints: Vec::new() });
        }
        Ok(())
    }

    pub fn run(&mut self) -> Result<(), SimError> {
        if self.p.info.cooperative {
            return self.run_cooperative();
        }
        let g = self.cfg.grid;
        let nblocks = g[0] as u64 * g[1] as u64 * g[2] as u64;
        let mut warps = self.fresh_warps();
        for b in 0..nblocks {
            self.interrupted()?;
            self.block_linear = b as u32;
            self.block = coords(b as u32, g);
            self.epoch = 1;
            for &v in &self.block_shadows {
                self.shadows[v].iter_mut().for_each(|c| *c = ShadowCell::default());
            }
            self.start_block(&mut warps);
            self.run_block(&mut warps)?;
        }
        Ok(())
    }

    /// A cooperative launch (the kernel has a grid barrier): every block is resident at once,
    /// each with its own warps, shared and local memory, and they take turns, each running
    /// until it exits or waits at the grid barrier. When every block waits there, all go on.
    /// The launch path has already checked that the grid is small enough to be co-resident.
    fn run_cooperative(&mut self) -> Result<(), SimError> {
        let g = self.cfg.grid;
        let nblocks = g[0] as usize * g[1] as usize * g[2] as usize;
        // The per-block memory: one buffer per distinct base (dynamic shared arrays alias).
        let mut bases: Vec<(*mut u8, usize)> = Vec::new();
        let mut view_base: Vec<(usize, usize)> = Vec::new();
        for (i, v) in self.views.iter().enumerate() {
            let bytes = match v.space {
                Space::Local => v.per_thread * self.nthreads as usize,
                Space::Shared => v.shape[..v.ndim].iter().map(|d| *d as usize).product::<usize>() * v.dtype.itemsize(),
                _ => continue,
            };
            let k = match bases.iter().position(|(b, _)| *b == v.base) {
                Some(k) => k,
                None => {
                    bases.push((v.base, 0));
                    bases.len() - 1
                }
            };
            bases[k].1 = bases[k].1.max(bytes);
            view_base.push((i, k));
        }
        let mut blocks: Vec<Resident> = (0..nblocks)
            .map(|_| {
                let mut warps = self.fresh_warps();
                self.start_block(&mut warps);
                Resident {
                    warps,
                    memory: bases.iter().map(|(_, bytes)| vec![0u64; bytes.div_ceil(8).max(1)]).collect(),
                    shadows: self.block_shadows.iter().map(|&v| vec![ShadowCell::default(); self.shadows[v].len()]).collect(),
                    epoch: 1,
                    done: false,
                }
            })
            .collect();
        loop {
            let mut waiting: Option<(u32, usize)> = None; // (barrier pc, block)
            let mut exited: Option<usize> = None;
            for (b, r) in blocks.iter_mut().enumerate() {
                if r.done {
                    exited.get_or_insert(b);
                    continue;
                }
                self.interrupted()?;
                // Enter block b: its coordinates, memory, shadows and barrier epoch.
                self.block_linear = b as u32;
                self.block = coords(b as u32, g);
                for &(v, k) in &view_base {
                    self.views[v].base = r.memory[k].as_mut_ptr() as *mut u8;
                }
                for (j, &v) in self.block_shadows.iter().enumerate() {
                    std::mem::swap(&mut self.shadows[v], &mut r.shadows[j]);
                }
                self.epoch = r.epoch;
                let end = self.run_block(&mut r.warps);
                r.epoch = self.epoch;
                for (j, &v) in self.block_shadows.iter().enumerate() {
                    std::mem::swap(&mut self.shadows[v], &mut r.shadows[j]);
                }
                match end? {
                    None => {
                        r.done = true;
                        exited.get_or_insert(b);
                    }
                    Some(pc) => match waiting {
                        None => waiting = Some((pc, b)),
                        Some((other, ob)) if other != pc => {
                            let msg = format!(
                                "grid barrier divergence: block {} waits at the grid barrier on {},\n  while block {} waits at a different one",
                                fmt3(coords(ob as u32, g)),
                                self.where_(other as usize),
                                fmt3(self.block)
                            );
                            return Err(self.fault("RuntimeError", msg, pc as usize, 0));
                        }
                        _ => {}
                    },
                }
            }
            let Some((pc, b)) = waiting else { return Ok(()) };
            if let Some(e) = exited {
                self.block = coords(b as u32, g);
                let msg = format!(
                    "grid barrier divergence: block {} waits at the grid barrier on {},\n  but block {} has already finished, so the grid barrier can never complete on a GPU",
                    fmt3(coords(b as u32, g)),
                    self.where_(pc as usize),
                    fmt3(coords(e as u32, g))
                );
                return Err(self.fault("RuntimeError", msg, pc as usize, 0));
            }
            // Release every thread of the grid; the barrier orders all memory before it.
            for r in blocks.iter_mut() {
                for w in r.warps.iter_mut() {
                    let mut m = w.waiting;
                    while m != 0 {
                        let lane = m.trailing_zeros() as usize;
                        m &= m - 1;
                        w.pcs[lane] = pc + 1;
                    }
                    w.running |= w.waiting;
                    w.waiting = 0;
                    w.uniform = false;
                }
                r.epoch += 1;
            }
            self.locks = self.locks.wrapping_add(1);
        }
    }

    /// Run a block until every thread has exited (`None`) or waits at the grid barrier at the
    /// returned program counter; block barriers are released on the way.
    fn run_block(&mut self, warps: &mut [Warp]) -> Result<Option<u32>, SimError> {
        loop {
            for w in warps.iter_mut() {
                self.run_warp(w)?;
            }
            // A warp that gave up its turn (a long loop, perhaps waiting on another warp) goes on
            // after the others have had theirs.
            if warps.iter().any(|w| w.running != 0) {
                continue;
            }
            // Every warp is done or waits at a barrier.
            let mut at: Option<(u32, u32)> = None; // (pc, tid)
            for w in warps.iter() {
                let mut m = w.waiting;
                while m != 0 {
                    let lane = m.trailing_zeros() as usize;
                    m &= m - 1;
                    let tid = w.base + lane as u32;
                    match at {
                        None => at = Some((w.pcs[lane], tid)),
                        Some((pc, other)) if pc != w.pcs[lane] => {
                            return Err(self.fault(
                                "RuntimeError",
                                format!(
                                    "barrier divergence: {} waits at the barrier on {},\n  while {} waits at a different barrier",
                                    self.thread_of(other),
                                    self.where_(pc as usize),
                                    self.thread_of(tid)
                                ),
                                w.pcs[lane] as usize,
                                tid,
                            ));
                        }
                        _ => {}
                    }
                }
            }
            let Some((pc, waiter)) = at else { return Ok(None) };
            for w in warps.iter() {
                if w.exited != 0 {
                    let lane = w.exited.trailing_zeros() as usize;
                    let tid = w.base + lane as u32;
                    return Err(self.fault(
                        "RuntimeError",
                        format!(
                            "barrier divergence: {} waits at the barrier on {},\n  but {} has already exited (at {}), so the barrier can never complete on a GPU",
                            self.thread_of(waiter),
                            self.where_(pc as usize),
                            self.thread_of(tid),
                            self.where_(w.exit_pc[lane] as usize)
                        ),
                        pc as usize,
                        waiter,
                    ));
                }
            }
            // Release: compute syncthreads_count/and/or over the block.
            let (kind, dst) = match &self.p.code[pc as usize] {
                Inst::Barrier { kind, dst, .. } => (*kind, *dst),
                _ => (BarrierKind::Sync, None),
            };
            if kind == BarrierKind::Grid {
                return Ok(Some(pc));
            }
            let count: u32 = warps.iter().map(|w| (0..LANES).filter(|l| w.waiting & (1 << l) != 0 && w.pred[*l]).count() as u32).sum();
            let total: u32 = warps.iter().map(|w| w.waiting.count_ones()).sum();
            let result = match kind {
                BarrierKind::Sync | BarrierKind::Grid => 0,
                BarrierKind::Count => count as u64,
                BarrierKind::And => (count == total) as u64,
                BarrierKind::Or => (count > 0) as u64,
            };
            for w in warps.iter_mut() {
                let mut m = w.waiting;
                while m != 0 {
                    let lane = m.trailing_zeros() as usize;
                    m &= m - 1;
                    w.pcs[lane] = pc + 1;
                    if let Some(d) = dst {
                        w.regs[d as usize * LANES + lane] = result;
                    }
                }
                w.running |= w.waiting;
                w.waiting = 0;
                w.uniform = false;
            }
            self.epoch += 1;
        }
    }

    fn run_warp(&mut self, w: &mut Warp) -> Result<(), SimError> {
        w.turn = 0;
        while w.running != 0 {
            let (pc, mask) = if w.uniform {
                (w.pcs[w.running.trailing_zeros() as usize], w.running)
            } else {
                // The lanes at the lowest program counter run together (of the sliced lanes,
                // while a slice lasts).
                let sliced = w.slice_lanes & w.running;
                let pool = if w.slice > 0 && sliced != 0 {
                    w.slice -= 1;
                    sliced
                } else {
                    w.slice = 0;
                    w.running
                };
                let mut pc = u32::MAX;
                let mut m = pool;
                while m != 0 {
                    let lane = m.trailing_zeros() as usize;
                    m &= m - 1;
                    pc = pc.min(w.pcs[lane]);
                }
                let mut mask = 0u32;
                let mut m = pool;
                while m != 0 {
                    let lane = m.trailing_zeros() as usize;
                    m &= m - 1;
                    if w.pcs[lane] == pc {
                        mask |= 1 << lane;
                    }
                }
                w.uniform = mask == w.running;
                (pc, mask)
            };
            self.steps += 1;
            if self.steps & 0xffff == 0 {
                if self.interrupt.load(Ordering::Relaxed) {
                    return Err(SimError { exc: "KeyboardInterrupt", message: String::new(), prints: Vec::new() });
                }
                if let Some((at, seconds)) = self.deadline {
                    if std::time::Instant::now() > at {
                        let message = format!(
                            "kernel '{}' was still running after the {seconds} s time limit (on the simulator); it was stopped.\nhint: look for a loop that never ends; raise the limit with %config GPU.kernel_timeout = SECONDS (or CUDALAB_KERNEL_TIMEOUT)",
                            self.m.name
                        );
                        return Err(SimError { exc: "TimeoutError", message, prints: Vec::new() });
                    }
                }
            }
            self.step(w, pc, mask)?;
            if let Inst::Jump { target } = self.p.code[pc as usize] {
                if target <= pc {
                    w.turn += 1;
                    if w.turn >= WARP_TURN {
                        // Let the block's other warps run; this one resumes where it is.
                        return Ok(());
                    }
                    if w.uniform || w.slice > 0 {
                        w.spins = 0;
                    } else {
                        w.spins += 1;
                        if w.spins >= SPIN_LIMIT {
                            w.spins = 0;
                            w.slice_lanes = w.running & !mask;
                            w.slice = SLICE_STEPS;
                        }
                    }
                }
            }
        }
        Ok(())
    }

    #[inline]
    fn element(&mut self, w: &Warp, array: u32, index: &[u32], lane: usize, pc: u32) -> Result<(*mut u8, usize), SimError> {
        let v = &self.views[array as usize];
        let mut off = v.offset;
        for (d, r) in index.iter().enumerate() {
            let mut i = w.regs[*r as usize * LANES + lane] as i64;
            let n = v.shape[d];
            if i < 0 && !self.m.options.c_indexing {
                i += n;
            }
            if i < 0 || i >= n {
                let shown = w.regs[*r as usize * LANES + lane] as i64;
                let shape: Vec<String> = v.shape[..v.ndim].iter().map(|s| s.to_string()).collect();
                let msg = format!(
                    "index {shown} is out of bounds for axis {d} with size {n} (array '{}' of shape ({}{}) in {})",
                    v.name,
                    shape.join(", "),
                    if v.ndim == 1 { "," } else { "" },
                    v.space.name()
                );
                return Err(self.fault("IndexError", msg, pc as usize, w.base + lane as u32));
            }
            off += i * v.strides[d];
        }
        let size = v.dtype.itemsize();
        // Plain address arithmetic (no `unsafe`): whether `p` may be dereferenced is argued
        // where it is, in `step`.
        let mut p = v.base.wrapping_offset(off as isize * size as isize);
        if v.per_thread > 0 {
            p = p.wrapping_add((w.base as usize + lane) * v.per_thread);
        }
        Ok((p, off as usize))
    }

    fn race(&mut self, array: u32, elem: usize, cell: ShadowCell, pc: u32, tid: u32, reading: bool) {
        if self.raced[array as usize] {
            return;
        }
        self.raced[array as usize] = true;
        let v = &self.views[array as usize];
        let other = cell.thread - 1;
        let other_block = coords(other / self.nthreads, self.cfg.grid);
        let other_thread = coords(other % self.nthreads, self.cfg.block);
        let elem_text = if v.ndim == 1 { format!("{}[{}]", v.name, elem as i64 - v.offset) } else { format!("{} (element {} of its buffer)", v.name, elem) };
        self.warnings.push(format!(
            "race condition in kernel '{}' on {elem_text} in {}: {} {} it at {}, after thread {} of block {} wrote it at {} with no barrier or atomic between them (further races on '{}' are not reported)",
            self.m.name,
            v.space.name(),
            self.thread_of(tid),
            if reading { "reads" } else { "writes" },
            self.where_(pc as usize),
            fmt3(other_thread),
            fmt3(other_block),
            self.where_(cell.pc as usize),
            v.name
        ));
    }

    #[inline]
    fn me(&self, w: &Warp, lane: usize) -> u32 {
        self.block_linear.wrapping_mul(self.nthreads).wrapping_add(w.base + lane as u32).wrapping_add(1)
    }

    #[inline]
    fn check_read(&mut self, array: u32, elem: usize, me: u32, pc: u32, tid: u32) {
        let Some(s) = self.views[array as usize].shadow else { return };
        let Some(cell) = self.shadows[s].get(elem).copied() else { return };
        if cell.thread != 0 && cell.thread != me && cell.locks == self.locks {
            let same_block = (cell.thread - 1) / self.nthreads == (me - 1) / self.nthreads;
            if !same_block || cell.epoch == self.epoch {
                self.race(array, elem, cell, pc, tid, true);
            }
        }
    }

    #[inline]
    fn note_write(&mut self, array: u32, elem: usize, me: u32, pc: u32, tid: u32) {
        let Some(s) = self.views[array as usize].shadow else { return };
        let Some(cell) = self.shadows[s].get(elem).copied() else { return };
        if cell.thread != 0 && cell.thread != me && cell.locks == self.locks {
            let same_block = (cell.thread - 1) / self.nthreads == (me - 1) / self.nthreads;
            if !same_block || cell.epoch == self.epoch {
                self.race(array, elem, cell, pc, tid, false);
            }
        }
        self.shadows[s][elem] = ShadowCell { thread: me, epoch: self.epoch, pc, locks: self.locks };
    }

    fn step(&mut self, w: &mut Warp, pc: u32, mask: u32) -> Result<(), SimError> {
        macro_rules! lanes {
            (|$lane:ident| $body:expr) => {{
                let mut m = mask;
                while m != 0 {
                    let $lane = m.trailing_zeros() as usize;
                    m &= m - 1;
                    $body;
                }
            }};
        }
        macro_rules! set {
            ($dst:expr, $lane:expr, $v:expr) => {
                w.regs[$dst as usize * LANES + $lane] = $v
            };
        }
        macro_rules! get {
            ($r:expr, $lane:expr) => {
                w.regs[$r as usize * LANES + $lane]
            };
        }
        let p = self.p;
        let next = pc + 1;
        match &p.code[pc as usize] {
            Inst::Copy { dst, src } => lanes!(|l| set!(*dst, l, get!(*src, l))),
            Inst::Special { dst, s } => {
                let uniform = match s {
                    Special::ThreadIdx(a) => {
                        let a = *a as usize;
                        lanes!(|l| set!(*dst, l, w.tid[a][l] as u64));
                        None
                    }
                    Special::LaneId => {
                        lanes!(|l| set!(*dst, l, ((w.base + l as u32) % 32) as u64));
                        None
                    }
                    Special::BlockIdx(a) => Some(self.block[*a as usize]),
                    Special::BlockDim(a) => Some(self.cfg.block[*a as usize]),
                    Special::GridDim(a) => Some(self.cfg.grid[*a as usize]),
                    Special::WarpSize => Some(32),
                };
                if let Some(v) = uniform {
                    lanes!(|l| set!(*dst, l, v as u64));
                }
            }
            Inst::Dim { dst, array, axis } => {
                let n = self.views[*array as usize].shape[*axis as usize] as u64;
                lanes!(|l| set!(*dst, l, n))
            }
            Inst::ViewIndex { dst, array, axis, index, len, broadcast } => {
                let mut m = mask;
                while m != 0 {
                    let l = m.trailing_zeros() as usize;
                    m &= m - 1;
                    let i = w.regs[*index as usize * LANES + l] as i64;
                    let n = w.regs[*len as usize * LANES + l] as i64;
                    if *broadcast {
                        if i != n && i != 1 {
                            let msg = crate::compiler::broadcast_message(&self.views[*array as usize].name, *axis, i, n);
                            return Err(self.fault("ValueError", msg, pc as usize, w.base + l as u32));
                        }
                        set!(*dst, l, i as u64);
                        continue;
                    }
                    let j = if i < 0 { i + n } else { i };
                    if j < 0 || j >= n {
                        let name = &self.views[*array as usize].name;
                        let msg = format!("index {i} is out of bounds for axis {axis} with size {n} (a slice of array '{name}')");
                        return Err(self.fault("IndexError", msg, pc as usize, w.base + l as u32));
                    }
                    set!(*dst, l, j as u64);
                }
            }
            Inst::Load { dst, array, index } => {
                let dtype = self.views[*array as usize].dtype;
                let space = self.views[*array as usize].space;
                let mut m = mask;
                while m != 0 {
                    let l = m.trailing_zeros() as usize;
                    m &= m - 1;
                    let (ptr, elem) = self.element(w, *array, index, l, pc)?;
                    if matches!(space, Space::Global | Space::Shared) {
                        let me = self.me(w, l);
                        self.check_read(*array, elem, me, pc, w.base + l as u32);
                    }
                    // SAFETY: `element` checked every index against the view's shape, so
                    // `ptr` is an element of the view, which lies inside its live, aligned
                    // buffer of `dtype` elements: an argument's by `launch`'s contract, or
                    // storage `launch` owns until the machine is dropped (shared, local: one
                    // slot per thread of the block, `w.base + l` < threads per block;
                    // constant), or, in a cooperative launch, the running block's `Resident`
                    // buffers, at least as large and alive (never resized) until
                    // `run_cooperative` returns. Only raw pointers reach these buffers.
                    set!(*dst, l, unsafe { read(ptr, dtype) });
                }
            }
            Inst::Store { array, index, src } => {
                let dtype = self.views[*array as usize].dtype;
                let space = self.views[*array as usize].space;
                // All lanes compute their addresses (and fault) before any lane writes.
                let mut targets = [(std::ptr::null_mut(), 0usize); LANES];
                let mut m = mask;
                while m != 0 {
                    let l = m.trailing_zeros() as usize;
                    m &= m - 1;
                    targets[l] = self.element(w, *array, index, l, pc)?;
                }
                let mut m = mask;
                while m != 0 {
                    let l = m.trailing_zeros() as usize;
                    m &= m - 1;
                    let (ptr, elem) = targets[l];
                    if matches!(space, Space::Global | Space::Shared) {
                        let me = self.me(w, l);
                        self.note_write(*array, elem, me, pc, w.base + l as u32);
                    }
                    // SAFETY: as for Load: `ptr` is an in-bounds, aligned element of a live
                    // buffer that no Rust reference borrows. The validator rejects stores to
                    // constant memory, so this is never the module's read-only frozen copy.
                    unsafe { write(ptr, dtype, get!(*src, l)) };
                }
            }
            Inst::Unary { dst, op, ty, a } => lanes!(|l| set!(*dst, l, scalar::unary(*op, *ty, get!(*a, l)))),
            Inst::Binary { dst, op, ty, a, b } if fast_binary(*op, *ty) => {
                let (op, ty) = (*op, *ty);
                lanes!(|l| set!(*dst, l, fast_binary_value(op, ty, get!(*a, l), get!(*b, l))))
            }
            Inst::Binary { dst, op, ty, a, b } => {
                let mut m = mask;
                while m != 0 {
                    let l = m.trailing_zeros() as usize;
                    m &= m - 1;
                    match scalar::binary(*op, *ty, get!(*a, l), get!(*b, l)) {
                        Ok(v) => set!(*dst, l, v),
                        Err(ArithFault::DivZero(what)) => return Err(self.fault("ZeroDivisionError", what.to_string(), pc as usize, w.base + l as u32)),
                        Err(ArithFault::NegativePower) => {
                            return Err(self.fault("ValueError", "integers to negative integer powers are not allowed".into(), pc as usize, w.base + l as u32))
                        }
                    }
                }
            }
            Inst::Compare { dst, op, ty, a, b } => lanes!(|l| set!(*dst, l, scalar::compare(*op, *ty, get!(*a, l), get!(*b, l)))),
            // Integers are stored sign- or zero-extended, so widening to int64 moves bits.
            Inst::Cast { dst, from, to: DType::I64, a } if from.is_integer() && *from != DType::U64 => lanes!(|l| set!(*dst, l, get!(*a, l))),
            Inst::Cast { dst, from, to, a } => lanes!(|l| set!(*dst, l, scalar::cast(*from, *to, get!(*a, l)))),
            Inst::Math { dst, fun, ty, arg_ty, args } => {
                let mut buf = [0u64; 3];
                lanes!(|l| {
                    for (i, r) in args.iter().enumerate().take(3) {
                        buf[i] = get!(*r, l);
                    }
                    set!(*dst, l, scalar::math(*fun, *ty, *arg_ty, &buf[..args.len().min(3)]))
                })
            }
            Inst::Atomic { op, array, index, src, cmp, dst } => {
                if matches!(op, AtomicOp::Exch | AtomicOp::Cas) {
                    self.locks = self.locks.wrapping_add(1);
                }
                let dtype = self.views[*array as usize].dtype;
                let mut m = mask;
                while m != 0 {
                    let l = m.trailing_zeros() as usize;
                    m &= m - 1;
                    let (ptr, _) = self.element(w, *array, index, l, pc)?;
                    // SAFETY: as for Load. (Lanes run one at a time, so the read-modify-write
                    // is atomic with respect to the rest of the launch.)
                    let old = unsafe { read(ptr, dtype) };
                    let v = get!(*src, l);
                    let new = atomic_result(*op, dtype, old, v, cmp.map(|c| get!(c, l)));
                    // SAFETY: as for Store; lowering rejects atomics on constant (and local)
                    // arrays, so this is never the read-only frozen copy either.
                    unsafe { write(ptr, dtype, new) };
                    if let Some(d) = dst {
                        set!(*d, l, old);
                    }
                }
            }
            Inst::Jump { target } => {
                let t = *target;
                lanes!(|l| w.pcs[l] = t);
                return Ok(());
            }
            Inst::JumpIfFalse { cond, target } => {
                let t = *target;
                let mut taken = 0u32;
                lanes!(|l| {
                    let go = get!(*cond, l) == 0;
                    taken |= (go as u32) << l;
                    w.pcs[l] = if go { t } else { next }
                });
                if taken != 0 && taken != mask {
                    w.uniform = false;
                }
                return Ok(());
            }
            Inst::Warp { op, mask: mreg, value, arg, ty: _, dst, dst2 } => {
                let member = |w: &Warp, l: usize| mreg.map(|r| w.regs[r as usize * LANES + l] as u32).unwrap_or(u32::MAX);
                let mut m = mask;
                while m != 0 {
                    let l = m.trailing_zeros() as usize;
                    m &= m - 1;
                    if member(w, l) & (1 << l) == 0 {
                        let msg = format!(
                            "cuda.{} in lane {l}: its mask 0x{:08x} does not include the lane itself (the GPU's result is undefined)",
                            op.name(),
                            member(w, l)
                        );
                        return Err(self.fault("RuntimeError", msg, pc as usize, w.base + l as u32));
                    }
                }
                let mut out = [0u64; LANES];
                let mut out2 = [0u64; LANES];
                let val = |w: &Warp, l: usize| value.map(|r| w.regs[r as usize * LANES + l]).unwrap_or(0);
                let mut m = mask;
                while m != 0 {
                    let l = m.trailing_zeros() as usize;
                    m &= m - 1;
                    let part = mask & member(w, l);
                    match op {
                        o if o.is_shuffle() => {
                            let b = arg.map(|r| w.regs[r as usize * LANES + l] as u32 & 31).unwrap_or(0) as usize;
                            let src = match o {
                                WarpOp::ShflIdx => b,
                                WarpOp::ShflUp if l >= b => l - b,
                                WarpOp::ShflDown if l + b < LANES => l + b,
                                WarpOp::ShflXor => l ^ b,
                                _ => l,
                            };
                            if part & (1 << src) == 0 {
                                let why = if member(w, l) & (1 << src) == 0 {
                                    format!("which is not in its mask 0x{:08x}", member(w, l))
                                } else if w.base as usize + src >= self.nthreads as usize {
                                    "which is past the block's last thread".to_string()
                                } else if w.exited & (1 << src) != 0 {
                                    "which has exited".to_string()
                                } else {
                                    "which is not running this shuffle (it has diverged)".to_string()
                                };
                                let msg = format!("cuda.{}: lane {l} reads lane {src}, {why}; the GPU's result would be undefined", o.name());
                                return Err(self.fault("RuntimeError", msg, pc as usize, w.base + l as u32));
                            }
                            out[l] = val(w, src);
                        }
                        WarpOp::All | WarpOp::Any | WarpOp::Eq | WarpOp::Ballot => {
                            let mut yes = 0u32;
                            for k in 0..LANES {
                                if part & (1 << k) != 0 && val(w, k) != 0 {
                                    yes |= 1 << k;
                                }
                            }
                            out[l] = match op {
                                WarpOp::All => (yes == part) as u64,
                                WarpOp::Any => (yes != 0) as u64,
                                WarpOp::Eq => (yes == 0 || yes == part) as u64,
                                _ => yes as i32 as i64 as u64,
                            };
                        }
                        WarpOp::MatchAny | WarpOp::MatchAll => {
                            let mine = val(w, l);
                            let mut same = 0u32;
                            for k in 0..LANES {
                                if part & (1 << k) != 0 && val(w, k) == mine {
                                    same |= 1 << k;
                                }
                            }
                            if *op == WarpOp::MatchAny {
                                out[l] = same as i32 as i64 as u64;
                            } else {
                                let all = same == part;
                                out[l] = if all { part as i32 as i64 as u64 } else { 0 };
                                out2[l] = all as u64;
                            }
                        }
                        WarpOp::ActiveMask => out[l] = mask as u64,
                        _ => {}
                    }
                }
                if let Some(d) = dst {
                    lanes!(|l| set!(*d, l, out[l]));
                }
                if let Some(d) = dst2 {
                    lanes!(|l| set!(*d, l, out2[l]));
                }
            }
            Inst::Barrier { pred, .. } => {
                lanes!(|l| {
                    w.pred[l] = pred.map(|r| get!(r, l) != 0).unwrap_or(false);
                    w.pcs[l] = pc
                });
                w.running &= !mask;
                w.waiting |= mask;
                return Ok(());
            }
            Inst::Exit => {
                lanes!(|l| w.exit_pc[l] = pc);
                w.running &= !mask;
                w.exited |= mask;
                return Ok(());
            }
            Inst::Print { parts, style } => {
                lanes!(|l| {
                    let pieces: Vec<printf::Piece> = parts
                        .iter()
                        .map(|part| match part {
                            PrintPart::Text(t) => printf::Piece::Text(t),
                            PrintPart::Value(r, ty) => printf::Piece::Value(*ty, get!(*r, l)),
                            PrintPart::Format(spec, r, ty) => printf::Piece::Format(spec, *ty, get!(*r, l)),
                        })
                        .collect();
                    self.prints.push(printf::render(*style, &pieces))
                });
            }
            Inst::Nop => {}
        }
        lanes!(|l| w.pcs[l] = next);
        Ok(())
    }
}

/// Operations common enough in hot loops to get a loop of their own.
#[inline]
fn fast_binary(op: BinaryOp, ty: DType) -> bool {
    matches!(op, BinaryOp::Add | BinaryOp::Sub | BinaryOp::Mul) && matches!(ty, DType::I64 | DType::F32 | DType::F64)
}

#[inline]
fn fast_binary_value(op: BinaryOp, ty: DType, a: u64, b: u64) -> u64 {
    match (ty, op) {
        (DType::I64, BinaryOp::Add) => a.wrapping_add(b),
        (DType::I64, BinaryOp::Sub) => a.wrapping_sub(b),
        (DType::I64, BinaryOp::Mul) => (a as i64).wrapping_mul(b as i64) as u64,
        (DType::F32, BinaryOp::Add) => scalar::f32b(scalar::f(a) as f32 + scalar::f(b) as f32),
        (DType::F32, BinaryOp::Sub) => scalar::f32b(scalar::f(a) as f32 - scalar::f(b) as f32),
        (DType::F32, BinaryOp::Mul) => scalar::f32b(scalar::f(a) as f32 * scalar::f(b) as f32),
        (DType::F64, BinaryOp::Add) => scalar::fb(scalar::f(a) + scalar::f(b)),
        (DType::F64, BinaryOp::Sub) => scalar::fb(scalar::f(a) - scalar::f(b)),
        _ => scalar::fb(scalar::f(a) * scalar::f(b)),
    }
}

/// The new value of an atomic read-modify-write, CUDA's semantics.
fn atomic_result(op: AtomicOp, dtype: DType, old: u64, v: u64, cmp: Option<u64>) -> u64 {
    use crate::compiler::ir::BinaryOp;
    let bin = |o: BinaryOp| scalar::binary(o, dtype, old, v).unwrap_or(old);
    match op {
        AtomicOp::Add => bin(BinaryOp::Add),
        AtomicOp::Sub => bin(BinaryOp::Sub),
        AtomicOp::And => bin(BinaryOp::BitAnd),
        AtomicOp::Or => bin(BinaryOp::BitOr),
        AtomicOp::Xor => bin(BinaryOp::BitXor),
        AtomicOp::Max | AtomicOp::Min => {
            let (a, b) = (old, v);
            let less = scalar::compare(crate::compiler::ir::CompareOp::Lt, dtype, b, a) != 0;
            let greater = scalar::compare(crate::compiler::ir::CompareOp::Gt, dtype, b, a) != 0;
            if dtype.is_float() && (scalar::f(a).is_nan() || scalar::f(b).is_nan()) {
                // CUDA's float atomicMax/Min (Numba) propagate NaN.
                return scalar::fb(f64::NAN);
            }
            if op == AtomicOp::Max && greater || op == AtomicOp::Min && less {
                b
            } else {
                a
            }
        }
        AtomicOp::NanMax | AtomicOp::NanMin => {
            let (a, b) = (scalar::f(old), scalar::f(v));
            let r = if a.is_nan() {
                b
            } else if b.is_nan() {
                a
            } else if op == AtomicOp::NanMax {
                a.max(b)
            } else {
                a.min(b)
            };
            if dtype == DType::F32 {
                scalar::f32b(r as f32)
            } else {
                scalar::fb(r)
            }
        }
        AtomicOp::Inc => {
            if old >= v {
                0
            } else {
                scalar::wrap(old + 1, dtype)
            }
        }
        AtomicOp::Dec => {
            if old == 0 || old > v {
                v
            } else {
                old - 1
            }
        }
        AtomicOp::Exch => v,
        AtomicOp::Cas => {
            if Some(old) == cmp {
                v
            } else {
                old
            }
        }
    }
}
