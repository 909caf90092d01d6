# The CUDA math library in C kernels: float functions (sqrtf, expf, sinf, powf, fabsf, fminf,
# fmaxf, floorf, roundf — half away from zero, unlike NumPy's np.round) and C++'s float
# overloads, sqrt on double, min/max on ints; compared with NumPy.
import numpy as np
import pycuda.autoinit
import pycuda.driver as drv
from pycuda.compiler import SourceModule

mod = SourceModule(r'''
__global__ void float_math(const float *x, const float *y, float *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float a = x[i], b = y[i];
    out[0 * n + i] = sqrtf(fabsf(a));
    out[1 * n + i] = expf(a / 4.0f);
    out[2 * n + i] = sinf(a) + cosf(b);
    out[3 * n + i] = powf(fabsf(b), 1.5f);
    out[4 * n + i] = fminf(a, b) * fmaxf(a, b);
    out[5 * n + i] = floorf(a);
    out[6 * n + i] = roundf(a);
    out[7 * n + i] = sqrt(fabs(b)) + exp(-fabs(a));        // float overloads: float results
}

__global__ void exact(const float *halves, float *rounded, const double *d, double *droot, const int *p, const int *q, int *mn, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    rounded[i] = roundf(halves[i]);
    droot[i] = sqrt(d[i]);
    mn[2 * i] = min(p[i], q[i]);
    mn[2 * i + 1] = max(p[i], q[i]) - abs(p[i]);
}
''')
rng = np.random.default_rng(77)
n = 1000
x = rng.uniform(-8, 8, n).astype(np.float32)
y = rng.uniform(-3, 3, n).astype(np.float32)
out = np.zeros(8 * n, dtype=np.float32)
mod.get_function('float_math')(drv.In(x), drv.In(y), drv.Out(out), np.int32(n), block=(256, 1, 1), grid=(4, 1))
X, Y = x.astype(np.float64), y.astype(np.float64)
refs = {
    'sqrtf': np.sqrt(np.abs(X)), 'expf': np.exp(X / 4), 'sinf+cosf': np.sin(X) + np.cos(Y),
    'powf': np.abs(Y) ** 1.5, 'fminf*fmaxf': X * Y, 'floorf': np.floor(X),
    'roundf': np.sign(X) * np.floor(np.abs(X) + 0.5), 'overloads': np.sqrt(np.abs(Y)) + np.exp(-np.abs(X)),
}
for k, (name, ref) in enumerate(refs.items()):
    got = out[k * n:(k + 1) * n].astype(np.float64)
    print(f'{name:12}', np.allclose(got, ref, rtol=1e-5, atol=1e-6))
print('floorf and roundf exact', np.array_equal(out[5 * n:6 * n], np.floor(x)), np.array_equal(out[6 * n:7 * n], refs['roundf']))

halves = np.array([0.5, 1.5, 2.5, -0.5, -1.5, -2.5, 3.49999976, -7.5], dtype=np.float32)
rounded = np.zeros(8, dtype=np.float32)
d = rng.uniform(0, 1e6, 8)
droot = np.zeros(8)
p = rng.integers(-100, 100, 8).astype(np.int32)
q = rng.integers(-100, 100, 8).astype(np.int32)
mn = np.zeros(16, dtype=np.int32)
mod.get_function('exact')(drv.In(halves), drv.Out(rounded), drv.In(d), drv.Out(droot), drv.In(p), drv.In(q), drv.Out(mn), np.int32(8), block=(8, 1, 1))
print('roundf', rounded.tolist(), 'np.round', np.round(halves).tolist())
print('double sqrt exact', np.array_equal(droot, np.sqrt(d)))
print('min', mn[0::2].tolist() == np.minimum(p, q).tolist(), 'max - abs', mn[1::2].tolist() == (np.maximum(p, q) - np.abs(p)).tolist())
