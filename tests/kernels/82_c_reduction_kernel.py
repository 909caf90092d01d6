# cupy.ReductionKernel: CuPy's L2-norm example over all axes and along one, a max with no
# identity, a sum of squares with reduce_type double over float32 data, keepdims, axis tuples, a
# scalar parameter in the map, an out= array, an empty reduction with and without identity, and
# the type placeholder used in the expressions. Every result is compared with NumPy in float64.
import numpy as np
import cupy as cp

rng = np.random.default_rng(82)
l2norm = cp.ReductionKernel('T x', 'T y', 'x * x', 'a + b', 'y = sqrt(a)', '0', 'l2norm')
x = rng.uniform(-1, 1, (37, 1000)).astype(np.float32)
xd = cp.asarray(x)
x64 = x.astype(np.float64)
r = l2norm(xd)
print('l2norm all', r.shape, r.dtype, abs(float(r) - np.sqrt((x64 ** 2).sum())) < 1e-3)
r = l2norm(xd, axis=1)
print('l2norm axis=1', r.shape, np.allclose(r.get(), np.sqrt((x64 ** 2).sum(axis=1)), rtol=1e-5))
r = l2norm(xd, axis=0, keepdims=True)
print('l2norm axis=0 keepdims', r.shape, np.allclose(r.get(), np.sqrt((x64 ** 2).sum(axis=0, keepdims=True)), rtol=1e-5))

vmax = cp.ReductionKernel('T x', 'T m', 'x', 'max(a, b)', 'm = a', None, 'vmax')
v = rng.integers(-10**6, 10**6, (5, 6, 7)).astype(np.int32)
print('max (0, 2)', np.array_equal(vmax(cp.asarray(v), axis=(0, 2)).get(), v.max(axis=(0, 2))))
print('max -1', np.array_equal(vmax(cp.asarray(v), axis=-1).get(), v.max(axis=-1)))

sumsq = cp.ReductionKernel('float32 x, float32 w', 'float64 s', 'w * (double)x * x', 'a + b', 's = a', '0', 'wsumsq',
                           reduce_type='double')
w = np.float32(0.5)
s = sumsq(xd, w)
print('weighted sum of squares', abs(float(s) - 0.5 * (x64 ** 2).sum()) < 1e-6 * (x64 ** 2).sum())

mean_abs = cp.ReductionKernel('T x', 'T y', 'x < 0 ? -x : x', 'a + b', 'y = a / _n', '0', 'mean_abs',
                              preamble='#define _n 1000')
out = cp.zeros(37, dtype=cp.float32)
mean_abs(xd, out, axis=1)
print('out= given', np.allclose(out.get(), np.abs(x64).mean(axis=1), rtol=1e-5))

empty = cp.zeros((3, 0), dtype=cp.float32)
print('empty with identity', l2norm(empty, axis=1).get().tolist())
try:
    vmax(cp.zeros((3, 0), dtype=cp.int32), axis=1)
except ValueError as e:
    print('ValueError:', e)
try:
    l2norm(xd, axis=2)
except Exception as e:
    print(type(e).__name__ + ':', e)
