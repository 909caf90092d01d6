# Check: C does not wrap negative indices as Python does: a[i - 1] at i = 0 is an IndexError.
import numpy as np
import pycuda.autoinit
import pycuda.driver as drv
from pycuda.compiler import SourceModule

mod = SourceModule(r'''
__global__ void backward_difference(const int *a, int *d, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) d[i] = a[i] - a[i - 1];           // i = 0 reads a[-1]
}
''')
a = np.arange(0, 40, 2, dtype=np.int32)
d = np.zeros(20, dtype=np.int32)
mod.get_function('backward_difference')(drv.In(a), drv.Out(d), np.int32(20), block=(32, 1, 1))
print(d)
