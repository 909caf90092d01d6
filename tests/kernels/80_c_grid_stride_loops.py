# Grid-stride and counted loops in CUDA C, the loops whose bounds checks the CUDA C writer takes
# out when the counter provably stays in range (a checked copy runs otherwise): counters of type
# int, unsigned and long long, steps of blockDim.x * gridDim.x, 1 and 3, a loop starting past
# its end, offsets into a row, and a bound smaller than the array. Every result is compared with
# NumPy in float64.
import numpy as np
from numba import cuda
import cupy as cp

src = r'''
extern "C" __global__ void sum_int(const float *x, float *partial, int n) {
    extern __shared__ float s[];
    float v = 0.0f;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) v += x[i];
    s[threadIdx.x] = v;
    __syncthreads();
    for (int d = blockDim.x / 2; d > 0; d >>= 1) {
        if (threadIdx.x < d) s[threadIdx.x] += s[threadIdx.x + d];
        __syncthreads();
    }
    if (threadIdx.x == 0) partial[blockIdx.x] = s[0];
}

extern "C" __global__ void scale_unsigned(float *y, const float *x, float a, unsigned n) {
    for (unsigned i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        y[i] = a * x[i] + y[i];
}

extern "C" __global__ void every_third(long long *out, const long long *x, long long n) {
    long long i = threadIdx.x;
    while (i < n) {
        out[i] = x[i] * 2 + 1;
        i += 3;
    }
}

extern "C" __global__ void row_sums(const double *m, double *sums, int rows, int cols) {
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r >= rows) return;
    double acc = 0.0;
    for (int c = 0; c < cols; c++) acc += m[r * cols + c];
    for (int c = cols; c < cols; c++) acc += 1e9;   // never runs
    sums[r] = acc;
}
'''
mod = cp.RawModule(code=src)
rng = np.random.default_rng(80)

x = rng.uniform(-1, 1, 100_003).astype(np.float32)
partial = cp.zeros(37, dtype=cp.float32)
mod.get_function('sum_int')((37,), (128,), (cp.asarray(x), partial, np.int32(x.size)), shared_mem=128 * 4)
total = float(partial.get().astype(np.float64).sum())
print('sum_int', abs(total - x.astype(np.float64).sum()) < 1e-2)
mod.get_function('sum_int')((37,), (128,), (cp.asarray(x), partial, np.int32(5000)), shared_mem=128 * 4)
print('sum_int first 5000', abs(float(partial.get().astype(np.float64).sum()) - x[:5000].astype(np.float64).sum()) < 1e-3)

y0 = rng.uniform(-1, 1, 4099).astype(np.float32)
xs = rng.uniform(-1, 1, 4099).astype(np.float32)
y = cp.asarray(y0)
mod.get_function('scale_unsigned')((3,), (64,), (y, cp.asarray(xs), np.float32(2.5), np.uint32(4099)))
print('scale_unsigned', np.allclose(y.get(), 2.5 * xs.astype(np.float64) + y0, atol=1e-5))

xl = rng.integers(-10**12, 10**12, 1000)
out = cp.zeros(1000, dtype=cp.int64)
mod.get_function('every_third')((1,), (3,), (out, cp.asarray(xl), np.int64(1000)))
print('every_third', np.array_equal(out.get(), xl * 2 + 1))
out = cp.zeros(1000, dtype=cp.int64)
mod.get_function('every_third')((1,), (3,), (out, cp.asarray(xl), np.int64(0)))
print('every_third n=0', int(cp.count_nonzero(out)))

m = rng.uniform(0, 1, (50, 33))
sums = cp.zeros(50, dtype=cp.float64)
mod.get_function('row_sums')((2,), (32,), (cp.asarray(m), sums, np.int32(50), np.int32(33)))
print('row_sums', np.allclose(sums.get(), m.sum(axis=1)))

# The same loops in the dialect: a grid-stride `while` and a range loop.
@cuda.jit
def saxpy_while(y, x, a):
    i = cuda.grid(1)
    stride = cuda.gridsize(1)
    while i < y.size:
        y[i] = a * x[i] + y[i]
        i += stride

yd = cuda.to_device(y0)
saxpy_while[5, 32](yd, cuda.to_device(xs), np.float32(-1.5))
print('saxpy_while', np.allclose(yd.copy_to_host(), -1.5 * xs.astype(np.float64) + y0, atol=1e-5))
