# Check: an out-of-bounds write through a pointer in a CUDA C kernel (no `if (i < n)` guard) is an
# IndexError naming the kernel, the C line, the index, the array and the thread.
import numpy as np
import pycuda.autoinit
import pycuda.driver as drv
from pycuda.compiler import SourceModule

mod = SourceModule(r'''
__global__ void add_one(float *a, int n) {
    float *row = a + blockIdx.x * blockDim.x;   // this block's part of a
    row[threadIdx.x] += 1.0f;                   // missing: if (blockIdx.x * blockDim.x + threadIdx.x < n)
}
''')
a = np.zeros(100, dtype=np.float32)
mod.get_function('add_one')(drv.InOut(a), np.int32(a.size), block=(32, 1, 1), grid=(4, 1))
