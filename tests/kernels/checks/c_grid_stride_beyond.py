# Check: a grid-stride loop in CUDA C whose bound is one past the array. The writer's fast copy
# of the loop (checks taken out) must not run: the checked copy stops at index 1000, reached by
# one thread only, and the IndexError names the C line.
import numpy as np
import pycuda.autoinit
import pycuda.driver as drv
from pycuda.compiler import SourceModule

twice = SourceModule(r'''
__global__ void twice(float *a, int n) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        a[i] *= 2.0f;
}
''').get_function('twice')
a = np.ones(1000, dtype=np.float32)
twice(drv.InOut(a), np.int32(1000), block=(256, 1, 1), grid=(1, 1))
print(a.sum())
twice(drv.InOut(a), np.int32(1001), block=(256, 1, 1), grid=(1, 1))
