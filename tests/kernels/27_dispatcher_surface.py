# The dispatcher surface tutorials touch once: forall, specialize, signatures/overloads,
# max_cooperative_grid_blocks; device arrays as NumPy array-likes; dtype= in its forms.
import numpy as np
from numba import cuda


@cuda.jit
def axpy(a, x, y, out):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = a * x[i] + y[i]


n = 1000
np.random.seed(7)
x = np.random.rand(n).astype(np.float32)
y = np.random.rand(n).astype(np.float32)
out = np.zeros_like(x)
axpy.forall(n)(np.float32(2.0), x, y, out)
print(np.allclose(out, 2 * x + y), out[:3])
out[:] = 0
axpy.forall(n, 64)(np.float32(3.0), x, y, out)
print(np.allclose(out, 3 * x + y))
axpy.forall(0)(np.float32(3.0), x, y, out)

print(axpy.signatures)
print(len(axpy.overloads), list(axpy.overloads.keys()) == axpy.signatures, axpy.specialized)

d_x, d_y = cuda.to_device(x), cuda.to_device(y)
d_out = cuda.device_array_like(x)
fast = axpy.specialize(np.float32(1.0), d_x, d_y, d_out)
print(fast.specialized, fast is axpy.specialize(np.float32(1.0), d_x, d_y, d_out))
print(fast.signatures)
fast.forall(n)(np.float32(0.5), d_x, d_y, d_out)
print(np.allclose(d_out.copy_to_host(), 0.5 * x + y))
compiled = fast.overloads[fast.signatures[0]]
print(compiled.max_cooperative_grid_blocks(128) > 0, compiled.max_cooperative_grid_blocks((16, 8)) == compiled.max_cooperative_grid_blocks(128))
print(len(axpy.overloads), len(fast.overloads))
try:
    fast.specialize(np.float32(1.0), d_x, d_y, d_out)
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    axpy.forall(-5)
except ValueError as e:
    print("ValueError:", e)

# Device arrays where NumPy takes array-likes.
h = np.asarray(d_out)
print(type(h).__name__, h.dtype, h.shape, np.allclose(h, 0.5 * x + y))
print(np.array(d_x)[:2], np.sum(cuda.to_device(np.arange(10))), np.add(cuda.to_device(np.arange(3)), 1))
print(len(d_x), [float(v) for v in cuda.to_device(np.array([1.5, 2.5]))])
for row in cuda.to_device(np.arange(6).reshape(3, 2)):
    print(row.copy_to_host())
for a, b in zip(cuda.to_device(np.arange(3)), [10, 20, 30]):
    print(a + b)
cai = d_x.__cuda_array_interface__
print(cai["shape"], cai["strides"], cai["typestr"], cai["version"], type(cai["data"][0]).__name__, cai["data"][1])
print(cuda.to_device(np.zeros((4, 6), np.int16))[:, ::2].__cuda_array_interface__["strides"])
print(cuda.is_cuda_array(d_x), cuda.is_cuda_array(x), cuda.as_cuda_array(d_x).shape)
print(cuda.to_device([1.0, 2.0]).copy_to_host(), cuda.to_device((1, 2, 3)).dtype)

# dtype= as NumPy takes it.
for dt in ["float32", np.int16, np.dtype("f8"), float, int, type(np.float64(1)), "u1"]:
    print(cuda.device_array(2, dtype=dt).dtype, end=" ")
print()
print(type(np.float32(1)) is np.float32, np.dtype("f4").str, np.dtype(np.uint8).str, np.dtype(bool).str)
