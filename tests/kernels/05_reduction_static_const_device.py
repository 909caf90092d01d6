# Seed 004, question 2: static shared memory, constant memory and a device function.
from numba import cuda, float32
import numpy as np

NUM_THREADS = 256
TWO = np.array([2], dtype=np.int32)

@cuda.jit(device=True)
def halve(d):
    two = cuda.const.array_like(TWO)
    return d // two[0]

@cuda.jit
def reduction(g_odata, g_idata):
    temp = cuda.shared.array(NUM_THREADS, dtype=float32)
    tid = cuda.threadIdx.x
    temp[tid] = g_idata[tid]
    d = halve(cuda.blockDim.x)
    while d > 0:
        cuda.syncthreads()
        if tid < d:
            temp[tid] += temp[tid + d]
        d = halve(d)
    if tid == 0:
        g_odata[0] = temp[0]

h = np.arange(NUM_THREADS, dtype=np.float32) * 0.5
out = cuda.device_array(1, dtype=np.float32)
reduction[1, NUM_THREADS](out, cuda.to_device(h))
print(out.copy_to_host()[0], h.sum())
