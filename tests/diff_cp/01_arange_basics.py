import cupy as cp

# First steps: arrays on the device
x = cp.arange(10)
print(x)
print(x.shape, x.dtype, x.ndim, x.size)
y = cp.arange(2, 20, 3)
print(y)
z = cp.arange(0.0, 1.0, 0.25)
print(z, z.dtype)
w = cp.arange(5, dtype=cp.float32)
print(w, w.dtype)
print(cp.arange(10, 0, -2))
print(len(x), x.itemsize, x.nbytes)
h = cp.asnumpy(x)
print(h, type(h).__name__)
print(int(x[3]), float(z[1]))
print(x[-1] + 0 == 9)
