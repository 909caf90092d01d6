//! `numba.cuda`'s kernel intrinsics: thread indexing, barriers and fences, array declarations,
//! integer bit functions, `numba.cuda.random`'s device functions, and the warp-level primitives
//! Numba has that cudalab does not build yet (named, so their use is a clear error).

use super::{ArrayDeclKind, Builtin, Precision, Rule};
use crate::compiler::ir::{Axis, BarrierKind, FenceScope, MathFn, Special, WarpOp};

macro_rules! special {
    ($group:literal, $variant:ident, $doc:literal) => {
        [
            Builtin { path: concat!("cuda.", $group, ".x"), rule: Rule::Special(Special::$variant(Axis::X)), sig: concat!($group, ".x"), doc: $doc },
            Builtin { path: concat!("cuda.", $group, ".y"), rule: Rule::Special(Special::$variant(Axis::Y)), sig: concat!($group, ".y"), doc: $doc },
            Builtin { path: concat!("cuda.", $group, ".z"), rule: Rule::Special(Special::$variant(Axis::Z)), sig: concat!($group, ".z"), doc: $doc },
        ]
    };
}

pub(super) const INDEX: &[[Builtin; 3]] = &[
    special!("threadIdx", ThreadIdx, "This thread's index in its block (int32)."),
    special!("blockIdx", BlockIdx, "This block's index in the grid (int32)."),
    special!("blockDim", BlockDim, "Threads per block along the axis (int32)."),
    special!("gridDim", GridDim, "Blocks in the grid along the axis (int32)."),
];

macro_rules! warp {
    ($name:literal, $op:ident, $sig:literal, $doc:literal) => {
        Builtin { path: concat!("cuda.", $name), rule: Rule::Warp(WarpOp::$op), sig: $sig, doc: $doc }
    };
}

pub(super) const TABLE: &[Builtin] = &[
    Builtin { path: "cuda.laneid", rule: Rule::Special(Special::LaneId), sig: "laneid", doc: "This thread's lane in its warp (int32)." },
    Builtin { path: "cuda.warpsize", rule: Rule::Special(Special::WarpSize), sig: "warpsize", doc: "Threads per warp: 32 (int32)." },
    Builtin { path: "cuda.grid", rule: Rule::Grid { size: false }, sig: "grid(ndim)", doc: "This thread's absolute index: an int for ndim=1, else a tuple." },
    Builtin { path: "cuda.gridsize", rule: Rule::Grid { size: true }, sig: "gridsize(ndim)", doc: "Threads in the whole grid along each axis." },
    Builtin {
        path: "cuda.cg.this_grid",
        rule: Rule::ThisGrid,
        sig: "cg.this_grid()",
        doc: "The group of all threads of the grid; a kernel using it is launched cooperatively.",
    },
    Builtin {
        path: "cuda.cg.GridGroup.sync",
        rule: Rule::Barrier(BarrierKind::Grid),
        sig: "GridGroup.sync()",
        doc: "Wait until every thread of the grid gets here; memory writes before it are seen after it.",
    },
    Builtin {
        path: "cuda.syncthreads",
        rule: Rule::Barrier(BarrierKind::Sync),
        sig: "syncthreads()",
        doc: "Wait until every thread of the block reaches this point.",
    },
    Builtin {
        path: "cuda.syncthreads_count",
        rule: Rule::Barrier(BarrierKind::Count),
        sig: "syncthreads_count(predicate)",
        doc: "syncthreads(), returning how many threads had a true predicate.",
    },
    Builtin {
        path: "cuda.syncthreads_and",
        rule: Rule::Barrier(BarrierKind::And),
        sig: "syncthreads_and(predicate)",
        doc: "syncthreads(), returning 1 if every thread's predicate was true.",
    },
    Builtin {
        path: "cuda.syncthreads_or",
        rule: Rule::Barrier(BarrierKind::Or),
        sig: "syncthreads_or(predicate)",
        doc: "syncthreads(), returning 1 if any thread's predicate was true.",
    },
    Builtin {
        path: "cuda.threadfence",
        rule: Rule::Fence(FenceScope::Device),
        sig: "threadfence()",
        doc: "Order this thread's memory writes for the whole device.",
    },
    Builtin {
        path: "cuda.threadfence_block",
        rule: Rule::Fence(FenceScope::Block),
        sig: "threadfence_block()",
        doc: "Order this thread's memory writes for its block.",
    },
    Builtin {
        path: "cuda.threadfence_system",
        rule: Rule::Fence(FenceScope::System),
        sig: "threadfence_system()",
        doc: "Order this thread's memory writes for the device and the host.",
    },
    Builtin { path: "cuda.fma", rule: Rule::Fma(Precision::Args), sig: "fma(a, b, c)", doc: "a * b + c with one rounding." },
    Builtin { path: "cuda.cbrt", rule: Rule::Float { fun: MathFn::Cbrt, arity: 1, precision: Precision::Args }, sig: "cbrt(x)", doc: "Cube root." },
    Builtin { path: "cuda.popc", rule: Rule::Bits(MathFn::Popc), sig: "popc(x)", doc: "The number of set bits (int32)." },
    Builtin { path: "cuda.clz", rule: Rule::Bits(MathFn::Clz), sig: "clz(x)", doc: "The number of leading zero bits (int32)." },
    Builtin { path: "cuda.ffs", rule: Rule::Bits(MathFn::Ffs), sig: "ffs(x)", doc: "The position of the lowest set bit, from 1; 0 for 0 (int32)." },
    Builtin { path: "cuda.brev", rule: Rule::Bits(MathFn::Brev), sig: "brev(x)", doc: "The bits of x reversed." },
    warp!("syncwarp", Sync, "syncwarp(mask=0xffffffff)", "Synchronise the lanes of the mask."),
    warp!("shfl_sync", ShflIdx, "shfl_sync(mask, value, src_lane)", "The value of lane src_lane (int32/int64/float32/float64)."),
    warp!("shfl_up_sync", ShflUp, "shfl_up_sync(mask, value, delta)", "The value of the lane delta below (its own below lane 0)."),
    warp!("shfl_down_sync", ShflDown, "shfl_down_sync(mask, value, delta)", "The value of the lane delta above (its own past lane 31)."),
    warp!("shfl_xor_sync", ShflXor, "shfl_xor_sync(mask, value, lane_mask)", "The value of the lane whose id is xor-ed with lane_mask."),
    warp!("all_sync", All, "all_sync(mask, predicate)", "True if the predicate holds on every lane of the mask."),
    warp!("any_sync", Any, "any_sync(mask, predicate)", "True if the predicate holds on any lane of the mask."),
    warp!("eq_sync", Eq, "eq_sync(mask, predicate)", "True if the predicate is the same on every lane of the mask."),
    warp!("ballot_sync", Ballot, "ballot_sync(mask, predicate)", "An int32 bit mask of the lanes where the predicate holds."),
    warp!("match_any_sync", MatchAny, "match_any_sync(mask, value)", "An int32 bit mask of the lanes whose value equals this lane's."),
    warp!("match_all_sync", MatchAll, "match_all_sync(mask, value)", "(the mask, True) if every lane's value is equal, else (0, False)."),
    warp!("activemask", ActiveMask, "activemask()", "A uint32 bit mask of the lanes running this call."),
    Builtin { path: "cuda.lanemask_lt", rule: Rule::LanemaskLt, sig: "lanemask_lt()", doc: "A uint32 bit mask of the lanes below this one." },
    Builtin {
        path: "numba.prange",
        rule: Rule::Refused("numba-cuda rejects prange in kernels (it is for @njit(parallel=True) on the CPU); loop with range"),
        sig: "prange(start, stop=None, step=1)",
        doc: "Numba's parallel range: for @njit(parallel=True) on the CPU, not for kernels.",
    },
    Builtin {
        path: "cuda.shared.array",
        rule: Rule::ArrayDecl(ArrayDeclKind::Shared),
        sig: "array(shape, dtype)",
        doc: "A block-shared array of a constant shape (shape 0: the launch's dynamic shared memory).",
    },
    Builtin {
        path: "cuda.local.array",
        rule: Rule::ArrayDecl(ArrayDeclKind::Local),
        sig: "array(shape, dtype)",
        doc: "A per-thread array of a constant shape.",
    },
    Builtin {
        path: "cuda.const.array_like",
        rule: Rule::ArrayDecl(ArrayDeclKind::ConstLike),
        sig: "array_like(ndarray)",
        doc: "A global NumPy array placed in constant memory.",
    },
    Builtin {
        path: "cuda.random.xoroshiro128p_uniform_float32",
        rule: Rule::Embedded,
        sig: "xoroshiro128p_uniform_float32(states, index)",
        doc: "A float32 uniform in [0, 1) from states[index].",
    },
    Builtin {
        path: "cuda.random.xoroshiro128p_uniform_float64",
        rule: Rule::Embedded,
        sig: "xoroshiro128p_uniform_float64(states, index)",
        doc: "A float64 uniform in [0, 1) from states[index].",
    },
    Builtin {
        path: "cuda.random.xoroshiro128p_normal_float32",
        rule: Rule::Embedded,
        sig: "xoroshiro128p_normal_float32(states, index)",
        doc: "A float32 standard normal from states[index] (Box-Muller).",
    },
    Builtin {
        path: "cuda.random.xoroshiro128p_normal_float64",
        rule: Rule::Embedded,
        sig: "xoroshiro128p_normal_float64(states, index)",
        doc: "A float64 standard normal from states[index] (Box-Muller).",
    },
    Builtin {
        path: "cuda.random.xoroshiro128p_next",
        rule: Rule::Embedded,
        sig: "xoroshiro128p_next(states, index)",
        doc: "The next raw uint64 of states[index].",
    },
];
