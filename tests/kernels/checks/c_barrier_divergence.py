# Check: __syncthreads() inside a branch that only some threads of the block take is barrier
# divergence (undefined behaviour on a GPU, where it may hang): an error naming the C lines.
import numpy as np
import pycuda.autoinit
import pycuda.driver as drv
from pycuda.compiler import SourceModule

mod = SourceModule(r'''
__global__ void diverge(float *a) {
    unsigned int t = threadIdx.x;
    if (t < 16) {
        a[t] = 1.0f;
        __syncthreads();
    }
    a[t] += 1.0f;
}
''')
a = np.zeros(32, dtype=np.float32)
mod.get_function('diverge')(drv.InOut(a), block=(32, 1, 1))
print(a)
