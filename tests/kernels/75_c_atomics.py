# Atomics in CUDA C: a histogram (shared-memory bins merged into global int bins with atomicAdd),
# atomicMax/atomicMin, tickets from atomicAdd's old value, a capped sum built from an atomicCAS
# loop, and a float atomicAdd total compared with a tolerance.
import numpy as np
import pycuda.autoinit
import pycuda.driver as drv
from pycuda.compiler import SourceModule

mod = SourceModule(r'''
#define BINS 16
__global__ void histogram(const unsigned char *data, int n, int *bins) {
    __shared__ int local[BINS];
    if (threadIdx.x < BINS) local[threadIdx.x] = 0;
    __syncthreads();
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        atomicAdd(&local[data[i] / 16], 1);
    __syncthreads();
    if (threadIdx.x < BINS) atomicAdd(&bins[threadIdx.x], local[threadIdx.x]);
}

// old + value, but never past cap: read, compute, and retry until no other thread got between.
__device__ int atomic_add_capped(int *addr, int value, int cap) {
    int old = *addr, assumed;
    do {
        assumed = old;
        int next = assumed + value > cap ? cap : assumed + value;
        old = atomicCAS(addr, assumed, next);
    } while (assumed != old);
    return old;
}

__global__ void extremes(const int *v, const float *f, int n, int *mm, int *capped, float *total, int *ticket, int *order) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    atomicMax(&mm[0], v[i]);
    atomicMin(&mm[1], v[i]);
    atomic_add_capped(&capped[0], abs(v[i]) % 100, 100000);
    atomic_add_capped(&capped[1], abs(v[i]) % 100, 1000000000);
    atomicAdd(total, f[i]);
    order[i] = atomicAdd(ticket, 1);
}
''')
rng = np.random.default_rng(75)
data = rng.integers(0, 256, 10000).astype(np.uint8)
bins = np.zeros(16, dtype=np.int32)
mod.get_function('histogram')(drv.In(data), np.int32(data.size), drv.InOut(bins), block=(128, 1, 1), grid=(8, 1))
print(bins.tolist())
print('histogram ok', np.array_equal(bins, np.bincount(data // 16, minlength=16)), int(bins.sum()))

n = 3000
v = rng.integers(-10**6, 10**6, n).astype(np.int32)
f = rng.uniform(-1, 1, n).astype(np.float32)
mm = np.array([np.iinfo(np.int32).min, np.iinfo(np.int32).max], dtype=np.int32)
capped = np.zeros(2, dtype=np.int32)
total = np.zeros(1, dtype=np.float32)
ticket = np.zeros(1, dtype=np.int32)
order = np.full(n, -1, dtype=np.int32)
mod.get_function('extremes')(drv.In(v), drv.In(f), np.int32(n), drv.InOut(mm), drv.InOut(capped), drv.InOut(total),
                             drv.InOut(ticket), drv.Out(order), block=(256, 1, 1), grid=(12, 1))
print('atomicMax/Min', mm.tolist() == [int(v.max()), int(v.min())], mm.tolist())
print('atomicCAS capped sums', capped.tolist(), int((np.abs(v) % 100).sum()))
print('float total close', abs(float(total[0]) - f.astype(np.float64).sum()) < 1e-2)
print('tickets', int(ticket[0]), 'each once', np.array_equal(np.sort(order), np.arange(n)))
