# ufunc out= (keyword, positional, tuple; casting and shape errors), order='F' for ravel/flatten/
# reshape, linspace with one sample and retstep, astype(copy=False), NumPy ints' __index__.
import numpy as np
a = np.arange(4.0); b = np.ones(4); o = np.zeros(4)
r = np.add(a, b, out=o); print(r, o, r is o)
r = np.multiply(a, 2, o); print(o, r is o)
np.exp(a, out=o); print(o)
np.sqrt(a, o); print(o)
oi = np.zeros(4, dtype=np.int64)
try:
    np.add(a, 1.5, out=oi)
except Exception as e:
    print(type(e).__name__, e)
np.add(np.arange(4), 1, out=oi); print(oi)
o2 = np.zeros((2, 4)); np.add(a, b, out=o2); print(o2)
try:
    np.add(a, b, out=np.zeros(3))
except Exception as e:
    print(type(e).__name__, e)
np.maximum(a, 2, out=(o,)); print(o)
of = np.zeros(4, dtype=np.float32); np.multiply(a, a, out=of); print(of, of.dtype)
print(np.add(a, b, out=None))
c = np.arange(6).reshape(2, 3)
print(np.ravel(c, order='F'), c.flatten('F'), c.ravel('F'), c.ravel(), c.flatten(order='C'))
print(np.arange(6).reshape(3, 2, order='F'))
print(np.reshape(np.arange(12), (2, 3, 2), order='F'))
print(c.T.ravel('A'), c.T.ravel('K'), c.T.ravel(), c.ravel('A'))
x = np.arange(24).reshape(2, 3, 4)
print(x.reshape(4, 6, order='F'))
print(x.ravel(order='F')[:10])
try:
    c.ravel('Z')
except Exception as e:
    print(type(e).__name__, e)
print(np.linspace(0, 1, 1), np.linspace(2, 5, 1, endpoint=False), np.linspace(0, 1, 0))
print(np.linspace(0, 1, 5, retstep=True), np.linspace(0, 10, 1, retstep=True))
a = np.arange(4.0)
same = a.astype(a.dtype, copy=False)
same[0] = 99.0
print(a, same.dtype)
other = a.astype(np.float32, copy=False)
other[1] = -1.0
print(a, other)
print(np.int64(10).__index__(), np.uint8(7).__index__(), [10, 20, 30][np.int32(1)])
for x in [np.float64(1.5), np.array([1, 2]), np.array(2.5)]:
    try:
        print(x.__index__())
    except (TypeError, AttributeError) as e:
        print(type(e).__name__)
print(np.array(7).__index__())
