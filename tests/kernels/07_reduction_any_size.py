# Seed 004, question 4: a block size that is not a power of two (192 threads).
from numba import cuda
import numpy as np

@cuda.jit
def reduction(g_odata, g_idata):
    temp = cuda.shared.array(0, dtype=np.float32)
    tid = cuda.threadIdx.x
    n = cuda.blockDim.x
    temp[tid] = g_idata[tid]
    p = 1
    while p * 2 <= n:
        p *= 2
    cuda.syncthreads()
    if tid + p < n:
        temp[tid] += temp[tid + p]
    d = p // 2
    while d > 0:
        cuda.syncthreads()
        if tid < d:
            temp[tid] += temp[tid + d]
        d = d // 2
    if tid == 0:
        g_odata[0] = temp[0]

h = np.ones(192, dtype=np.float32)
out = cuda.device_array(1, dtype=np.float32)
reduction[1, 192, 0, 192 * 4](out, cuda.to_device(h))
print(out.copy_to_host())
