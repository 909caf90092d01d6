# PyCUDA, seeds 002 and 003: saxpy with mem_alloc/memcpy_htod/memcpy_dtoh, the increment kernel
# with drv.InOut, saxpy again with drv.In/drv.Out, and the errors PyCUDA users meet first.
import numpy as np
import pycuda.autoinit
import pycuda.driver as cuda
from pycuda.compiler import SourceModule

mod = SourceModule("""
__global__ void saxpy(int n, float a, float *x, float *y) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        y[i] += a * x[i];
    }
}

__global__ void saxpy_out(int n, float a, const float *x, const float *y, float *out) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = a * x[i] + y[i];
}

__global__ void increment(int* data) {
    data[threadIdx.x]++;
}
""")
saxpy_cuda = mod.get_function("saxpy")

np.random.seed(2)
a = 3.141
x = np.random.rand(4000).astype(np.float32)
y = np.random.rand(4000).astype(np.float32)
expected = np.float32(a) * x.astype(np.float64) + y.astype(np.float64)

d_x = cuda.mem_alloc(x.nbytes)
d_y = cuda.mem_alloc(y.nbytes)
cuda.memcpy_htod(d_x, x)
cuda.memcpy_htod(d_y, y)
block_dim = (256, 1, 1)
grid_dim = ((x.size + block_dim[0] - 1) // block_dim[0], 1)
print('grid', grid_dim, 'block', block_dim)
saxpy_cuda(np.int32(x.size), np.float32(a), d_x, d_y, block=block_dim, grid=grid_dim)
result = np.empty_like(y)
cuda.memcpy_dtoh(result, d_y)
d_x.free()
d_y.free()
print('saxpy ok', np.allclose(result, expected, rtol=1e-6), 'max error < 1e-6:', np.abs(result - expected).max() < 1e-6)

out = np.zeros_like(x)
mod.get_function("saxpy_out")(np.int32(x.size), np.float32(a), cuda.In(x), cuda.In(y), cuda.Out(out), block=(128, 1, 1), grid=(32, 1))
print('saxpy In/Out ok', np.allclose(out, expected, rtol=1e-6), 'same as mem_alloc version', np.array_equal(out, result))

increment = mod.get_function("increment")
data = np.arange(1024, dtype=np.int32)
increment(cuda.InOut(data), block=(1024, 1, 1))
print(data[:3], data[-3:], np.array_equal(data, np.arange(1, 1025)))
increment(cuda.InOut(data), block=(512, 1, 1))
print(data[510:514])

for label, call in [
    ('python int', lambda: saxpy_cuda(x.size, np.float32(a), cuda.In(x), cuda.InOut(y), block=block_dim, grid=grid_dim)),
    ('host array', lambda: increment(data, block=(4, 1, 1))),
    ('float64 data', lambda: increment(cuda.InOut(np.zeros(4)), block=(4, 1, 1))),
    ('no block', lambda: increment(cuda.InOut(data))),
]:
    try:
        call()
        print(label, 'accepted')
    except Exception as e:
        print(label, '->', type(e).__name__ + ':', str(e).splitlines()[0])
