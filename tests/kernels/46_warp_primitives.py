# Issue 19: warp-level primitives as numba-cuda has them — a warp-shuffle reduction
# (`shfl_down_sync`), a butterfly all-reduce (`shfl_xor_sync`), a broadcast (`shfl_sync`), an
# inclusive scan (`shfl_up_sync`), votes (`ballot_sync`, `all_sync`, `any_sync`, `eq_sync`),
# `match_any_sync`/`match_all_sync`, `activemask()` in a divergent branch, stream compaction
# with `lanemask_lt()` and `cuda.popc`, `syncwarp()`, and int64/float64 shuffles.
import numpy as np
from numba import cuda, int32, float32

FULL = 0xFFFFFFFF


@cuda.jit
def block_sum(x, out):
    # each warp reduces its 32 values with shuffles, lane 0 adds the warp's sum
    i = cuda.grid(1)
    v = x[i] if i < x.size else float32(0.0)
    offset = 16
    while offset > 0:
        v += cuda.shfl_down_sync(FULL, v, offset)
        offset //= 2
    if cuda.laneid == 0:
        cuda.atomic.add(out, 0, v)


@cuda.jit
def butterfly(x, total, first, scan):
    i = cuda.grid(1)
    v = x[i]
    s = v
    for k in (1, 2, 4, 8, 16):
        s += cuda.shfl_xor_sync(FULL, s, k)
    total[i] = s
    first[i] = cuda.shfl_sync(FULL, v, 0)
    # inclusive prefix sum within the warp
    p = v
    d = 1
    while d < 32:
        up = cuda.shfl_up_sync(FULL, p, d)
        if cuda.laneid >= d:
            p += up
        d *= 2
    scan[i] = p


@cuda.jit
def votes(x, out):
    i = cuda.grid(1)
    lane = cuda.laneid
    positive = x[i] > 0
    b = cuda.ballot_sync(FULL, positive)
    a = cuda.all_sync(FULL, positive)
    n = cuda.any_sync(FULL, x[i] > 100)
    e = cuda.eq_sync(FULL, lane < 64)
    if lane == 0:
        w = i // 32
        out[w, 0] = b
        out[w, 1] = a
        out[w, 2] = n
        out[w, 3] = e
        out[w, 4] = cuda.popc(b)


@cuda.jit
def matching(keys, any_out, all_out, flag_out):
    i = cuda.grid(1)
    k = keys[i]
    any_out[i] = cuda.match_any_sync(FULL, k)
    m, same = cuda.match_all_sync(FULL, k // 100)
    all_out[i] = m
    flag_out[i] = same


@cuda.jit
def active_lanes(out):
    i = cuda.grid(1)
    if cuda.laneid % 3 == 0:
        out[i] = cuda.activemask()
    else:
        out[i] = 0
    cuda.syncwarp()
    cuda.syncwarp(FULL)


@cuda.jit
def compact(x, out, count):
    # keep the positive values, in order, with one atomic per warp
    i = cuda.grid(1)
    v = x[i]
    keep = v > 0
    bits = cuda.ballot_sync(FULL, keep)
    rank = cuda.popc(bits & cuda.lanemask_lt())
    base = 0
    if cuda.laneid == 0:
        base = cuda.atomic.add(count, 0, cuda.popc(bits))
    base = cuda.shfl_sync(FULL, base, 0)
    if keep:
        out[base + rank] = v


@cuda.jit
def wide(a, b, out_a, out_b):
    i = cuda.grid(1)
    out_a[i] = cuda.shfl_down_sync(FULL, a[i], 1)
    out_b[i] = cuda.shfl_xor_sync(FULL, b[i], 31)


np.random.seed(46)
x = np.random.random(200).astype(np.float32)
out = np.zeros(1, dtype=np.float32)
block_sum[2, 128](x, out)
print("warp-shuffle sum:", np.isclose(out[0], x.sum(), rtol=1e-5))

v = np.arange(64, dtype=np.int32)
total, first, scan = np.zeros(64, np.int32), np.zeros(64, np.int32), np.zeros(64, np.int32)
butterfly[1, 64](v, total, first, scan)
print(total[[0, 31, 32, 63]], first[[5, 40]], scan[:6], scan[32:35], np.array_equal(scan[:32], np.cumsum(v[:32])))

y = np.random.standard_normal(96)
y[:32] = np.abs(y[:32]) + 0.1
vo = np.zeros((3, 5), dtype=np.int64)
votes[1, 96](y, vo)
print(vo[:, 1:])
bits = sum(1 << k for k in range(32) if y[32 + k] > 0)
print(vo[1, 0] == (bits - (1 << 32) if bits >= 1 << 31 else bits), vo[0, 0])

keys = (np.arange(64) % 4 * 7 + np.where(np.arange(64) < 32, 100, 300)).astype(np.int64)
ao, mo, fo = np.zeros(64, np.int64), np.zeros(64, np.int64), np.zeros(64, np.bool_)
matching[1, 64](keys, ao, mo, fo)
print(hex(ao[0] & 0xFFFFFFFF), hex(ao[1] & 0xFFFFFFFF), mo[[0, 33]], fo[[0, 40]])

act = np.zeros(64, dtype=np.int64)
active_lanes[1, 64](act)
print(hex(act[0]), hex(act[33]), act[1])

z = np.random.standard_normal(128).astype(np.float32)
kept = np.zeros(128, dtype=np.float32)
count = np.zeros(1, dtype=np.int32)
compact[4, 32](z, kept, count)
print("compacted:", count[0] == (z > 0).sum(), np.array_equal(np.sort(kept[:count[0]]), np.sort(z[z > 0])))

a64 = np.arange(32, dtype=np.int64) * (1 << 40)
b64 = np.linspace(0.5, 16.0, 32)
oa, ob = np.zeros(32, np.int64), np.zeros(32)
wide[1, 32](a64, b64, oa, ob)
print(oa[[0, 30, 31]] // (1 << 40), ob[[0, 31]])
