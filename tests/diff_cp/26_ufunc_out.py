# cupy ufuncs with out=, and in-place operators over overlapping views.
import cupy as cp
a = cp.arange(5, dtype=cp.float32)
c = cp.empty_like(a)
r = cp.add(a, a, out=c)
print(c, r is c)
cp.sqrt(a, out=c)
print(c)
x = cp.arange(6)
x[1:] += x[:-1]
print(x)
try:
    cp.add(a, 1.5, out=cp.zeros(5, dtype=cp.int32))
except TypeError as e:
    print("TypeError", isinstance(e, TypeError))  # (messages and subclasses differ between NumPy and CuPy)
