# Dynamic shared memory above the 48 KiB default: 96 KiB per block, which a compute capability
# 9.0 GPU allows once the kernel opts in (cudalab opts in at launch; the simulator models the
# same 227 KiB maximum). Each block stages 24576 float32 in shared memory, then sums them.
import numpy as np
from numba import cuda

PER_BLOCK = 24576
THREADS = 256


@cuda.jit
def staged_sum(x, out):
    buf = cuda.shared.array(0, dtype=np.float32)
    base = cuda.blockIdx.x * PER_BLOCK
    for j in range(cuda.threadIdx.x, PER_BLOCK, cuda.blockDim.x):
        buf[j] = x[base + j]
    cuda.syncthreads()
    if cuda.threadIdx.x == 0:
        s = np.float32(0.0)
        for j in range(PER_BLOCK):
            s += buf[j]
        out[cuda.blockIdx.x] = s


blocks = 3
rng = np.random.default_rng(26)
x = rng.integers(-50, 50, size=blocks * PER_BLOCK).astype(np.float32)
out = np.zeros(blocks, dtype=np.float32)
staged_sum[blocks, THREADS, 0, PER_BLOCK * 4](x, out)
expected = x.astype(np.float64).reshape(blocks, PER_BLOCK).sum(axis=1)
print("shared bytes per block:", PER_BLOCK * 4)
print("sums:", out.tolist())
print("match:", bool(np.array_equal(out.astype(np.float64), expected)))
