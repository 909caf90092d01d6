import cupy as cp
import numpy as np

h = np.linspace(0, 1, 6).reshape(2, 3)
d = cp.asarray(h)
print(d.shape, d.dtype)
d2 = d * 2 + 1
back = cp.asnumpy(d2)
print(back)
print(type(back).__name__, back.dtype)
print(np.allclose(back, h * 2 + 1))
print(float(d[0, 0]), float(d[1, 2]))
f32 = cp.asarray(np.arange(4), dtype=cp.float32)
print(f32, f32.dtype)
same = cp.asarray(d2)
same[0, 0] = -5
print(float(d2[0, 0]))
cp_from_list = cp.asarray([[1, 2], [3, 4]])
print(cp.asnumpy(cp_from_list).tolist())
print(d2.tolist())
print(cp.asnumpy(d2.T).shape)
x = cp.arange(5)
print(x.tolist(), [int(v) for v in x])
print(sum(cp.asnumpy(x)))
print(cp.asnumpy(cp.arange(3, dtype=cp.int8)).dtype)
