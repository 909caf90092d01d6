# Seed 004, question 1: a one-block tree reduction in dynamic shared memory.
from numba import cuda
import numpy as np

@cuda.jit
def reduction(g_odata, g_idata):
    temp = cuda.shared.array(0, dtype=np.float32)
    tid = cuda.threadIdx.x
    temp[tid] = g_idata[tid]
    d = cuda.blockDim.x // 2
    while d > 0:
        cuda.syncthreads()
        if tid < d:
            temp[tid] += temp[tid + d]
        d = d // 2
    if tid == 0:
        g_odata[0] = temp[0]

np.random.seed(0)
num_blocks = 1
num_threads = 512
num_elements = num_blocks*num_threads
h_idata = 10.*np.random.rand(num_elements)
h_idata = h_idata.astype(np.float32)
ex_sum = h_idata.astype(np.float64).sum()
d_idata = cuda.to_device(h_idata)
d_odata = cuda.device_array(1, dtype=np.float32)
shared_memory_size = num_threads * h_idata.dtype.itemsize
reduction[num_blocks, num_threads, 0, shared_memory_size](d_odata, d_idata)
computed_sum = d_odata.copy_to_host()
print("sum %.3f" % computed_sum[0])
print("Reduction error below 1e-2:", abs(computed_sum[0] - ex_sum) < 1e-2)
