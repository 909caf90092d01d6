# A tree reduction launched with dynamic shared memory for one element fewer than its block:
# its last thread writes past the end of the shared array.
from numba import cuda
import numpy as np


@cuda.jit
def block_sum(out, x):
    temp = cuda.shared.array(0, dtype=np.float32)
    tid = cuda.threadIdx.x
    temp[tid] = x[tid]
    s = cuda.blockDim.x // 2
    while s > 0:
        cuda.syncthreads()
        if tid < s:
            temp[tid] += temp[tid + s]
        s //= 2
    if tid == 0:
        out[0] = temp[0]


x = np.ones(128, dtype=np.float32)
out = np.zeros(1, dtype=np.float32)
# Host arrays: the launch copies back, so the GPU reports the fault at this line too.
block_sum[1, 128, 0, 127 * 4](out, x)
print(out)
