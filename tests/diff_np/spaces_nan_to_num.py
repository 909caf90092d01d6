import numpy as np

print(repr(np.logspace(0, 3, 4)), repr(np.logspace(0, 1, 5, base=2)), repr(np.logspace(1, 2, 3, endpoint=False)))
print(repr(np.logspace(0, 2, 3, dtype=int)), repr(np.logspace(-2, 2, 5)))
print(repr(np.geomspace(1, 1000, 4)), repr(np.geomspace(-1, -1000, 4)), repr(np.geomspace(1, 256, 9)))
print(repr(np.geomspace(2, 1000, 5, endpoint=False)), repr(np.geomspace(1, 10, 1)))
try:
    np.geomspace(0, 10)
except Exception as e:
    print(type(e).__name__, e)
x = np.array([np.nan, np.inf, -np.inf, 1.5, -2.0])
for d in [np.float64, np.float32, np.float16]:
    r = np.nan_to_num(x.astype(d))
    print(repr(r), r.dtype)
print(repr(np.nan_to_num(x, nan=-1.0, posinf=1e6, neginf=-1e6)), repr(np.nan_to_num(np.nan)), repr(np.nan_to_num(np.array([1, 2]))))
print(repr(np.nan_to_num(np.float32(np.inf))))
print(repr(np.fromfunction(lambda i, j: i + j, (3, 4))), repr(np.fromfunction(lambda i, j: i * 10 + j, (2, 3), dtype=int)))
print(repr(np.fromfunction(lambda i: i ** 2, (5,))))
a = np.arange(1, 7).reshape(2, 3)
print(repr(np.cumulative_sum(np.array([1, 2, 3]))), repr(np.cumulative_sum(a, axis=1)), repr(np.cumulative_sum(a, axis=0, include_initial=True)))
print(repr(np.cumulative_prod(np.array([1, 2, 3]), include_initial=True)))
try:
    np.cumulative_sum(a)
except Exception as e:
    print(type(e).__name__, e)
