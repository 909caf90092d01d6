# CuPy, seed 003: RawKernel (the quadratic formula), RawModule with two kernels, ElementwiseKernel
# (intpow, a type placeholder T with broadcasting), and the errors of passing the wrong thing.
import numpy as np
import cupy as cp

rng = np.random.default_rng(3)
n = 1024 * 64
a = cp.asarray(rng.uniform(5, 10, n))
b = cp.asarray(rng.uniform(10, 20, n))
c = cp.asarray(rng.uniform(-0.1, 0.1, n))

quadratic_formula_kernel = cp.RawKernel(r'''
extern "C" __global__ void
quadratic_formula(const double* a, const double* b, const double* c, double* out) {
    int i = blockDim.x * blockIdx.x + threadIdx.x;
    out[i] = (-b[i] + sqrt(b[i]*b[i] - 4*a[i]*c[i])) / (2*a[i]);
}
''', "quadratic_formula")
out = cp.empty_like(a)
num_threads = 1024
num_blocks = int(np.ceil(len(out) / 1024))
quadratic_formula_kernel((num_blocks,), (num_threads,), (a, b, c, out))
A, B, C = cp.asnumpy(a), cp.asnumpy(b), cp.asnumpy(c)
ref = (-B + np.sqrt(B * B - 4 * A * C)) / (2 * A)
print('blocks', num_blocks, 'quadratic ok', np.allclose(cp.asnumpy(out), ref, rtol=1e-12, atol=1e-13))
print('roots are roots', np.abs(A * ref**2 + B * ref + C).max() < 1e-12)

module = cp.RawModule(code=r'''
extern "C" __global__ void scale(float *x, float f, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) x[i] *= f;
}
extern "C" __global__ void offset(int *v, int k, int n) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        v[i] = v[i] * 3 + k;
}
''')
x = cp.asarray(rng.integers(-50, 50, 1000).astype(np.float32))
x0 = cp.asnumpy(x)
module.get_function('scale')((8,), (128,), (x, np.float32(0.5), np.int32(1000)))
print('scale exact', np.array_equal(cp.asnumpy(x), x0 * np.float32(0.5)))
v = cp.arange(1000, dtype=cp.int32)
module.get_function('offset')((2,), (64,), (v, np.int32(-7), np.int32(1000)))
print('offset', cp.asnumpy(v)[:4], int(v.sum()))

intpow = cp.ElementwiseKernel("float64 x, int64 n", "float64 out", '''
    out = 1.0;
    for (int i = 0;  i < n;  i++) {
        out *= x;
    }
''', "intpow")
p2 = intpow(b, 2)
print('intpow', p2.shape, p2.dtype, np.allclose(cp.asnumpy(p2), B**2, rtol=1e-15))
print('intpow 0 and 3', np.array_equal(cp.asnumpy(intpow(b, 0)), np.ones(n)), np.allclose(cp.asnumpy(intpow(b, 3)), B**3, rtol=1e-14))

squared_diff = cp.ElementwiseKernel('T x, T y', 'T z', 'z = (x - y) * (x - y)', 'squared_diff')
m = cp.arange(12, dtype=cp.int32).reshape(3, 4)
row = cp.asarray(np.array([1, -2, 3, 0], dtype=np.int32))
d = squared_diff(m, row)
print(d.dtype, d.shape)
print(cp.asnumpy(d))
f = squared_diff(cp.asarray(np.linspace(0, 1, 5, dtype=np.float32)), np.float32(0.5))
print(f.dtype, cp.asnumpy(f).tolist())

for label, call in [
    ('numpy array', lambda: quadratic_formula_kernel((1,), (4,), (A, b, c, out))),
    ('not extern C', lambda: cp.RawKernel('__global__ void k(int *a) { a[0] = 1; }', 'k')((1,), (1,), (v,))),
    ('float32 data', lambda: module.get_function('offset')((1,), (32,), (x, np.int32(0), np.int32(4)))),
]:
    try:
        call()
        print(label, 'accepted')
    except Exception as e:
        print(label, '->', type(e).__name__ + ':', str(e).splitlines()[0])
