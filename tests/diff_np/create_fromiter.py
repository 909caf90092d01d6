import numpy as np
g = (x * x for x in range(10))
a = np.fromiter(g, dtype=np.int64, count=3)
print(a, a.dtype, next(g))
print(np.fromiter((x / 2 for x in range(5)), float))
e = np.fromiter((x for x in range(0)), np.float32)
print(e, e.dtype, e.shape, np.fromiter(range(4), dtype=np.int32))
print(np.array(list(x + 1 for x in range(4))), np.array(tuple(x > 1 for x in range(4))))
try:
    np.fromiter((x for x in range(2)), np.int64, count=5)
except ValueError as e:
    print('ValueError:', e)
print(np.sum(np.fromiter((i % 3 for i in range(10**9)), np.int64, count=1000)))
