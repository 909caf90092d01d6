# Compiler options of raw CUDA C units: -D macros (CuPy's tuple, PyCUDA's list, the separate
# "-D", "NAME=VALUE" form, a bare -D NAME), options that only tune code generation (accepted),
# include_dirs, --use_fast_math (results within float32 tolerance), and a bad option's message.
import numpy as np
import cupy as cp
import pycuda.autoinit
import pycuda.driver as drv
from pycuda.compiler import SourceModule

src = r'''
extern "C" __global__ void fill(float *a, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#ifdef SQUARE
    if (i < n && i < LIMIT) a[i] = SCALE * i * i;
#else
    if (i < n && i < LIMIT) a[i] = SCALE * i;
#endif
}
'''
a = cp.zeros(8, dtype=cp.float32)
cp.RawKernel(src, 'fill', options=('-DLIMIT=5', '-DSCALE=2.5f', '-std=c++17', '-lineinfo'))((1,), (8,), (a, np.int32(8)))
print(a.get().tolist())

h = np.zeros(8, np.float32)
mod = SourceModule(src, options=['-D', 'LIMIT=6', '-DSCALE=0.5f', '-DSQUARE', '-O3'], no_extern_c=True, include_dirs=['/tmp'])
mod.get_function('fill')(drv.Out(h), np.int32(8), block=(8, 1, 1), grid=(1, 1))
print(h.tolist())

fast = cp.RawModule(code=r'''
extern "C" __global__ void soft(const float *x, float *y, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = expf(-x[i] * x[i]) / (1.0f + sinf(x[i]) * sinf(x[i]));
}
''', options=('--use_fast_math',)).get_function('soft')
x = np.random.default_rng(81).uniform(-3, 3, 1000).astype(np.float32)
y = cp.empty(1000, dtype=cp.float32)
fast((4,), (256,), (cp.asarray(x), y, np.int32(1000)))
x64 = x.astype(np.float64)
print('fast math close', np.allclose(y.get(), np.exp(-x64 * x64) / (1 + np.sin(x64) ** 2), rtol=1e-4, atol=1e-5))

for bad in [('-DLIMIT=5', '--no-such-option'), ('-D',), ('-D3D=1',), ('-rdc=true',)]:
    try:
        cp.RawKernel(src, 'fill', options=bad).compile()
    except ValueError as e:
        print('ValueError:', e)
