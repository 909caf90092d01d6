# Seed 001: the add kernel written with thread/block indices, then with cuda.grid.
from numba import cuda
import numpy as np

@cuda.jit
def add_kernel(x, y, out):
    tx = cuda.threadIdx.x
    ty = cuda.blockIdx.x
    block_size = cuda.blockDim.x
    grid_size = cuda.gridDim.x
    start = tx + ty * block_size
    stride = block_size * grid_size
    for i in range(start, x.shape[0], stride):
        out[i] = x[i] + y[i]

@cuda.jit
def add_kernel2(x, y, out):
    start = cuda.grid(1)
    stride = cuda.gridsize(1)
    for i in range(start, x.shape[0], stride):
        out[i] = x[i] + y[i]

n = 100000
x = np.arange(n).astype(np.float32)
y = 2 * x
out = np.empty_like(x)
blocks_per_grid = 30
threads_per_block = 128
add_kernel[blocks_per_grid, threads_per_block](x, y, out)
print(out[:10])
x_device = cuda.to_device(x)
y_device = cuda.to_device(y)
out_device = cuda.device_array_like(x)
add_kernel2[blocks_per_grid, threads_per_block](x_device, y_device, out_device)
cuda.synchronize()
print(out_device.copy_to_host()[-5:])
print(np.array_equal(out, out_device.copy_to_host()))
print(out_device.shape, out_device.dtype, out_device.size, out_device.ndim)
