# Seed 004, question 3: a reduction over 16 blocks, partial sums per block and one atomic sum.
from numba import cuda
import numpy as np

NT = 128

@cuda.jit
def partial_sums(g_odata, g_idata):
    temp = cuda.shared.array(NT, dtype=np.float64)
    tid = cuda.threadIdx.x
    i = cuda.grid(1)
    temp[tid] = g_idata[i]
    d = cuda.blockDim.x // 2
    while d > 0:
        cuda.syncthreads()
        if tid < d:
            temp[tid] += temp[tid + d]
        d //= 2
    if tid == 0:
        g_odata[cuda.blockIdx.x] = temp[0]

@cuda.jit
def atomic_sum(g_sum, g_idata):
    temp = cuda.shared.array(NT, dtype=np.float64)
    tid = cuda.threadIdx.x
    temp[tid] = g_idata[cuda.grid(1)]
    d = cuda.blockDim.x // 2
    while d > 0:
        cuda.syncthreads()
        if tid < d:
            temp[tid] += temp[tid + d]
        d //= 2
    if tid == 0:
        cuda.atomic.add(g_sum, 0, temp[0])

nblocks = 16
data = np.arange(nblocks * NT, dtype=np.float64) / 8.0
parts = cuda.device_array(nblocks, dtype=np.float64)
partial_sums[nblocks, NT](parts, cuda.to_device(data))
print(parts.copy_to_host().sum(), data.sum())
total = cuda.to_device(np.zeros(1))
atomic_sum[nblocks, NT](total, cuda.to_device(data))
print(total.copy_to_host()[0])
