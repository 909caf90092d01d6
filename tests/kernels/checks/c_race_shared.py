# Check: a shared-memory race in a CUDA C kernel (a missing __syncthreads) is a RaceWarning naming
# the array, the element, both threads and both C lines.
import numpy as np
import cupy as cp

shift = cp.RawKernel(r'''
extern "C" __global__ void rotate(const float *a, float *out) {
    __shared__ float buf[64];
    unsigned int t = threadIdx.x;
    buf[t] = a[t];
    // missing: __syncthreads();
    out[t] = buf[(t + 1) % 64];
}
''', 'rotate')
a = cp.arange(64, dtype=cp.float32)
out = cp.zeros(64, dtype=cp.float32)
shift((1,), (64,), (a, out))
print("finished; the warning above names the race")
