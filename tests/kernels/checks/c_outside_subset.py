# Raw CUDA C outside the front end's subset (a template helper, a struct): the simulator names
# the construct; on a GPU the source goes to NVRTC as written and the kernels run (simulator-only
# expectation: the GPU prints the results instead).
import numpy as np
import pycuda.autoinit
import pycuda.driver as drv
from pycuda.compiler import SourceModule
mod = SourceModule(r'''
#include <cuda_runtime.h>
template <typename T> __device__ T sq(T x) { return x * x; }
extern "C" __global__ void squares(float *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = sq(float(i));
}
''', no_extern_c=True)
f = mod.get_function("squares")
out = np.zeros(8, np.float32)
try:
    f(drv.Out(out), np.int32(8), block=(32, 1, 1))
    print(out)
except NotImplementedError as e:
    print("NotImplementedError:", str(e).splitlines()[0])
import cupy as cp
k = cp.RawKernel(r'''
struct Pair { float a; float b; };
extern "C" __global__ void addp(const float* x, float* y, int n) {
    Pair p; p.a = 1.0f; p.b = 2.0f;
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = x[i] + p.a + p.b;
}
''', 'addp')
x = cp.arange(4, dtype=cp.float32); y = cp.zeros(4, dtype=cp.float32)
try:
    k((1,), (32,), (x, y, np.int32(4)))
    print(y)
except NotImplementedError as e:
    print("NotImplementedError:", str(e).splitlines()[0])
