# Tree reductions whose stride starts at half the block and halves (`s //= 2`, `s >>= 1`), in
# dynamic and static shared memory, for every power-of-two block size, with exactly enough
# dynamic shared memory and with more; and a block that only partly fills its shared array.
from numba import cuda, float32, float64
import numpy as np


@cuda.jit
def block_sum_floordiv(out, x):
    temp = cuda.shared.array(0, dtype=float64)
    tid = cuda.threadIdx.x
    i = cuda.blockIdx.x * cuda.blockDim.x + tid
    temp[tid] = x[i] if i < x.size else 0.0
    s = cuda.blockDim.x // 2
    while s > 0:
        cuda.syncthreads()
        if tid < s:
            temp[tid] += temp[tid + s]
        s //= 2
    if tid == 0:
        out[cuda.blockIdx.x] = temp[0]


@cuda.jit
def block_sum_shift(out, x):
    temp = cuda.shared.array(0, dtype=float64)
    t = cuda.threadIdx.x
    temp[t] = x[cuda.grid(1)] if cuda.grid(1) < x.size else 0.0
    cuda.syncthreads()
    s = cuda.blockDim.x >> 1
    while s > 0:
        if t < s:
            temp[t] = temp[t] + temp[t + s]
        cuda.syncthreads()
        s >>= 1
    if t == 0:
        out[cuda.blockIdx.x] = temp[0]


TPB_MAX = 256


@cuda.jit
def block_max_static(out, x):
    sh = cuda.shared.array(TPB_MAX, dtype=float32)
    tid = cuda.threadIdx.x
    i = cuda.grid(1)
    sh[tid] = x[i] if i < x.size else -np.inf
    cuda.syncthreads()
    stride = cuda.blockDim.x // 2
    while stride > 0:
        if tid < stride:
            sh[tid] = max(sh[tid], sh[tid + stride])
        cuda.syncthreads()
        stride = stride // 2
    if tid == 0:
        out[cuda.blockIdx.x] = sh[0]


@cuda.jit
def first_half_sum(out, x):
    # Only the first half of the block touches the (half-block) shared array.
    temp = cuda.shared.array(0, dtype=float64)
    tid = cuda.threadIdx.x
    half = cuda.blockDim.x // 2
    if tid < half:
        temp[tid] = x[tid] + x[tid + half]
    s = half // 2
    while s > 0:
        cuda.syncthreads()
        if tid < s:
            temp[tid] += temp[tid + s]
        s //= 2
    if tid == 0:
        out[0] = temp[0]


rng = np.random.default_rng(84)
x = rng.standard_normal(5000)
dx = cuda.to_device(x)
for kernel in (block_sum_floordiv, block_sum_shift):
    for tpb in (1, 2, 32, 64, 128, 256, 512, 1024):
        blocks = (x.size + tpb - 1) // tpb
        for extra in (1, 3):
            out = cuda.device_array(blocks, dtype=np.float64)
            kernel[blocks, tpb, 0, tpb * 8 * extra](out, dx)
            got = out.copy_to_host().sum()
            print(kernel.__name__, tpb, extra, abs(got - x.sum()) < 1e-9)

xf = rng.random(3000).astype(np.float32) * 100
for tpb in (32, 128, 256):
    blocks = (xf.size + tpb - 1) // tpb
    out = cuda.device_array(blocks, dtype=np.float32)
    block_max_static[blocks, tpb](out, cuda.to_device(xf))
    print("block_max_static", tpb, out.copy_to_host().max() == xf.max())

for tpb in (2, 64, 512):
    out = cuda.device_array(1, dtype=np.float64)
    xs = rng.standard_normal(tpb)
    first_half_sum[1, tpb, 0, (tpb // 2) * 8](out, cuda.to_device(xs))
    print("first_half_sum", tpb, abs(out.copy_to_host()[0] - xs.sum()) < 1e-9)
