# Warp-level CUDA C: a warp sum with __shfl_down_sync(0xffffffff, v, offset), a block sum from
# the warps' partial sums in shared memory, a broadcast with __shfl_sync, an inclusive scan with
# __shfl_up_sync and a vote with __ballot_sync / __popc.
import numpy as np
import pycuda.autoinit
import pycuda.driver as drv
from pycuda.compiler import SourceModule

mod = SourceModule(r'''
__device__ int warp_sum(int v) {
    for (int offset = 16; offset > 0; offset /= 2)
        v += __shfl_down_sync(0xffffffff, v, offset);
    return v;                                    // lane 0 holds the warp's total
}

__global__ void block_sum(const int *x, int *out, int n) {
    __shared__ int partial[32];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
    int v = warp_sum(i < n ? x[i] : 0);
    if (lane == 0) partial[warp] = v;
    __syncthreads();
    if (warp == 0) {
        v = lane < blockDim.x / 32 ? partial[lane] : 0;
        v = warp_sum(v);
        if (lane == 0) out[blockIdx.x] = v;
    }
}

__global__ void lanes(const int *x, int *first, int *scan, int *positive) {
    int lane = threadIdx.x & 31;
    int v = x[threadIdx.x];
    first[threadIdx.x] = __shfl_sync(0xffffffff, v, 0);
    int s = v;
    for (int d = 1; d < 32; d <<= 1) {
        int up = __shfl_up_sync(0xffffffff, s, d);
        if (lane >= d) s += up;
    }
    scan[threadIdx.x] = s;
    unsigned int mask = __ballot_sync(0xffffffff, v > 0);
    if (lane == 0) positive[threadIdx.x / 32] = __popc(mask);
}
''')
rng = np.random.default_rng(79)
n = 3000
x = rng.integers(-1000, 1000, n).astype(np.int32)
out = np.zeros(12, dtype=np.int32)
mod.get_function('block_sum')(drv.In(x), drv.Out(out), np.int32(n), block=(256, 1, 1), grid=(12, 1))
padded = np.zeros(12 * 256, dtype=np.int64)
padded[:n] = x
print('block sums', np.array_equal(out, padded.reshape(12, 256).sum(axis=1)), 'total', int(out.sum()), int(x.sum()))

y = rng.integers(-50, 50, 64).astype(np.int32)
first, scan, positive = np.zeros(64, dtype=np.int32), np.zeros(64, dtype=np.int32), np.zeros(2, dtype=np.int32)
mod.get_function('lanes')(drv.In(y), drv.Out(first), drv.Out(scan), drv.Out(positive), block=(64, 1, 1))
print('broadcast', first[[0, 31, 32, 63]].tolist(), y[[0, 32]].tolist())
print('scan', np.array_equal(scan, np.cumsum(y.reshape(2, 32), axis=1).reshape(-1)), scan[[31, 63]].tolist())
print('ballot', positive.tolist(), (y.reshape(2, 32) > 0).sum(axis=1).tolist())
