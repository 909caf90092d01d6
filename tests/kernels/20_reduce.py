# cuda.reduce / cuda.Reduce (seed 004 Q3): a tree reduction with the user's binary function, on
# host and device arrays, with size=, res= and init=. Integer and exactly representable inputs,
# so the results equal NumPy's whatever the order of combination.
import numpy as np
from numba import cuda


@cuda.reduce
def sum_reduce(a, b):
    return a + b


max_reduce = cuda.Reduce(lambda a, b: max(a, b))

A = (np.arange(300001) % 100).astype(np.float32)
print(sum_reduce(A), A.sum(dtype=np.float64))
d_A = cuda.to_device(A)
got = sum_reduce(d_A)
print(got, got.dtype)
print(sum_reduce(d_A, size=1000), sum_reduce(A, init=5))
print(max_reduce(np.array([3, -7, 12, 5], dtype=np.int32)), max_reduce(np.arange(300, dtype=np.int64) * -1, init=-1000))

res = cuda.device_array(1, dtype=np.float32)
print(sum_reduce(d_A, res=res), res.copy_to_host())
print(sum_reduce(np.zeros(0, dtype=np.float32)), sum_reduce(np.zeros(0, dtype=np.float32), init=2.5))

# Any block count: sizes around the block (256) and the first launch's limit.
for n in [1, 255, 256, 257, 262144, 262145]:
    x = np.ones(n, dtype=np.int32)
    print(n, sum_reduce(x))

try:
    sum_reduce(np.ones((4, 4)))
except TypeError as e:
    print("TypeError:", e)
try:
    cuda.reduce(lambda a: a)
except TypeError as e:
    print("TypeError:", e)
