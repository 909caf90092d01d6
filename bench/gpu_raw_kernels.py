# Raw CUDA C kernels, one script for real CuPy (`python3 bench/gpu_raw_kernels.py`) and for
# cudalab (`cudalab run bench/gpu_raw_kernels.py`), same device, same run: the same C source
# through cp.RawKernel in both (and, in cudalab, through PyCUDA's API too). Launch host cost is
# the wall time of 2000 asynchronous launches of a tiny kernel (then one sync), divided;
# bandwidth is by CUDA events (best of 3 rounds of 10). Correctness against NumPy float64.
# Prints `name value unit` lines.
import time
import numpy as np
import cupy as cp

SRC = r'''
extern "C" __global__ void vadd(const float* a, const float* b, float* c, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) c[i] = a[i] + b[i];
}
extern "C" __global__ void block_sum(const float* x, float* partial, int n) {
    extern __shared__ float s[];
    int tid = threadIdx.x;
    float v = 0.0f;
    for (int i = blockIdx.x * blockDim.x + tid; i < n; i += blockDim.x * gridDim.x) v += x[i];
    s[tid] = v;
    __syncthreads();
    for (int d = blockDim.x / 2; d > 0; d >>= 1) {
        if (tid < d) s[tid] += s[tid + d];
        __syncthreads();
    }
    if (tid == 0) partial[blockIdx.x] = s[0];
}
'''
mod = cp.RawModule(code=SRC)
vadd = mod.get_function("vadd")
block_sum = mod.get_function("block_sum")


def gpu_ms(f, reps=10):
    f()
    cp.cuda.Device().synchronize()
    start = cp.cuda.Event()
    end = cp.cuda.Event()
    best = 1e30
    for _ in range(3):
        start.record()
        for _ in range(reps):
            f()
        end.record()
        end.synchronize()
        best = min(best, cp.cuda.get_elapsed_time(start, end) / reps)
    return best


def launch_us(f, reps=2000):
    f()
    cp.cuda.Device().synchronize()
    best = 1e30
    for _ in range(3):
        t0 = time.perf_counter()
        for _ in range(reps):
            f()
        t1 = time.perf_counter()
        cp.cuda.Device().synchronize()
        best = min(best, (t1 - t0) / reps * 1e6)
    return best


small = 1024
sa = cp.ones(small, dtype=cp.float32)
sb = cp.ones(small, dtype=cp.float32)
sc = cp.empty(small, dtype=cp.float32)
print("rawkernel_launch_host_us", round(launch_us(lambda: vadd((4,), (256,), (sa, sb, sc, np.int32(small)))), 2), "us")

n = 64 * 1024 * 1024
cp.random.seed(3)
a = cp.random.uniform(-1, 1, n, dtype=np.float32)
b = cp.random.uniform(-1, 1, n, dtype=np.float32)
c = cp.empty(n, dtype=cp.float32)
grid = ((n + 255) // 256,)
ms = gpu_ms(lambda: vadd(grid, (256,), (a, b, c, np.int32(n))))
print("vadd_64M_GBs", round(12 * n / (ms * 1e-3) / 1e9, 1), "GB/s")
ha, hb, hc = cp.asnumpy(a[:1 << 20]), cp.asnumpy(b[:1 << 20]), cp.asnumpy(c[:1 << 20])
print("vadd_max_abs_err", float(np.abs(hc.astype(np.float64) - (ha.astype(np.float64) + hb)).max()))

blocks = 1024
partial = cp.empty(blocks, dtype=cp.float32)
ms = gpu_ms(lambda: block_sum((blocks,), (256,), (a, partial, np.int32(n)), shared_mem=256 * 4))
print("block_sum_64M_GBs", round(4 * n / (ms * 1e-3) / 1e9, 1), "GB/s")
total = float(cp.asnumpy(partial).astype(np.float64).sum())
ref = float(cp.asnumpy(a).astype(np.float64).sum())
print("block_sum_rel_err_ok", abs(total - ref) <= 1e-3 * max(1.0, abs(ref)) + 64.0)

try:
    import pycuda.autoinit  # noqa: F401  (cudalab provides PyCUDA; the GPU machine's Python does not)
    import pycuda.driver as drv
    from pycuda.compiler import SourceModule
    sm = SourceModule(SRC)
    f = sm.get_function("vadd")
    da, db, dc = drv.mem_alloc(small * 4), drv.mem_alloc(small * 4), drv.mem_alloc(small * 4)
    drv.memcpy_htod(da, np.ones(small, np.float32))
    drv.memcpy_htod(db, np.ones(small, np.float32))
    print("pycuda_launch_host_us", round(launch_us(lambda: f(da, db, dc, np.int32(small), block=(256, 1, 1), grid=(4, 1))), 2), "us")
except ImportError:
    pass
