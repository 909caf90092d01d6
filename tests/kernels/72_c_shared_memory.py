# Shared memory in CUDA C: a tree reduction over `extern __shared__ float temp[]` sized at launch
# (PyCUDA's shared=, CuPy's shared_mem=), a 2-D tiled transpose with a padded static tile, and a
# tiled matrix multiplication.
import numpy as np
import cupy as cp
import pycuda.autoinit
import pycuda.driver as drv
from pycuda.compiler import SourceModule

code = r'''
#define TILE 32
extern "C" __global__ void block_sums(const float *in, float *out, int n) {
    extern __shared__ float temp[];
    unsigned int t = threadIdx.x;
    unsigned int i = blockIdx.x * blockDim.x + t;
    temp[t] = i < n ? in[i] : 0.0f;
    __syncthreads();
    for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (t < s) temp[t] += temp[t + s];
        __syncthreads();
    }
    if (t == 0) out[blockIdx.x] = temp[0];
}

extern "C" __global__ void transpose(const float *in, float *out, int rows, int cols) {
    __shared__ float tile[TILE][TILE + 1];
    int x = blockIdx.x * TILE + threadIdx.x, y = blockIdx.y * TILE + threadIdx.y;
    if (x < cols && y < rows) tile[threadIdx.y][threadIdx.x] = in[y * cols + x];
    __syncthreads();
    x = blockIdx.y * TILE + threadIdx.x;
    y = blockIdx.x * TILE + threadIdx.y;
    if (x < rows && y < cols) out[y * rows + x] = tile[threadIdx.x][threadIdx.y];
}

extern "C" __global__ void matmul(const float *A, const float *B, float *C, int n) {
    __shared__ float sA[16][16];
    __shared__ float sB[16][16];
    int tx = threadIdx.x, ty = threadIdx.y;
    int row = blockIdx.y * 16 + ty, col = blockIdx.x * 16 + tx;
    float acc = 0.0f;
    for (int k0 = 0; k0 < n; k0 += 16) {
        sA[ty][tx] = (row < n && k0 + tx < n) ? A[row * n + k0 + tx] : 0.0f;
        sB[ty][tx] = (col < n && k0 + ty < n) ? B[(k0 + ty) * n + col] : 0.0f;
        __syncthreads();
        for (int k = 0; k < 16; ++k) acc += sA[ty][k] * sB[k][tx];
        __syncthreads();
    }
    if (row < n && col < n) C[row * n + col] = acc;
}
'''
mod = SourceModule(code)
rng = np.random.default_rng(72)
# Small integers: every partial sum is exact in float32, so the sums are exact in any order.
x = rng.integers(-100, 100, 5000).astype(np.float32)
threads = 256
blocks = (x.size + threads - 1) // threads
partial = np.zeros(blocks, dtype=np.float32)
mod.get_function('block_sums')(drv.In(x), drv.Out(partial), np.int32(x.size), block=(threads, 1, 1), grid=(blocks, 1), shared=threads * 4)
print('pycuda', blocks, 'blocks, sum', int(partial.sum()), 'exact', int(partial.sum()) == int(x.astype(np.int64).sum()))
def block_ref(size):
    padded = np.zeros(-(-x.size // size) * size, dtype=np.int64)
    padded[:x.size] = x
    return padded.reshape(-1, size).sum(axis=1)

ref = block_ref(threads)
print('per-block sums equal', np.array_equal(partial.astype(np.int64), ref))

raw = cp.RawModule(code=code)
d_partial = cp.zeros(40, dtype=cp.float32)
raw.get_function('block_sums')((40,), (128,), (cp.asarray(x), d_partial, np.int32(x.size)), shared_mem=128 * 4)
print('cupy', int(d_partial.sum()), np.array_equal(cp.asnumpy(d_partial).astype(np.int64), block_ref(128)))

m = rng.standard_normal((70, 45)).astype(np.float32)
t = np.zeros((45, 70), dtype=np.float32)
mod.get_function('transpose')(drv.In(m), drv.Out(t), np.int32(70), np.int32(45), block=(32, 32, 1), grid=(2, 3))
print('transpose', t.shape, np.array_equal(t, m.T))

n = 40
A = rng.standard_normal((n, n)).astype(np.float32)
B = rng.standard_normal((n, n)).astype(np.float32)
C = cp.zeros((n, n), dtype=cp.float32)
raw.get_function('matmul')((3, 3), (16, 16), (cp.asarray(A), cp.asarray(B), C, np.int32(n)))
err = np.abs(cp.asnumpy(C) - A.astype(np.float64) @ B.astype(np.float64)).max()
print('matmul max error < 1e-4:', err < 1e-4)
