# @vectorize without signatures (DIALECT P1): each new combination of input types is typed and
# compiled at its call; inputs that convert safely to an existing loop reuse it (as Numba's
# DUFunc does). Compared with numba 0.68.1's CPU ufuncs: identical.
import math
import numpy as np
from numba import vectorize


@vectorize(target='cpu')
def hyp(a, b):
    return math.sqrt(a * a + b * b)


@vectorize
def twice(x):
    return x * 2


print(hyp(np.array([3.0, 5.0]), np.array([4.0, 12.0])))
print(hyp(np.array([3, 5], dtype=np.float32), np.array([4, 12], dtype=np.float32)))
print(twice(np.arange(4)), twice(np.arange(4, dtype=np.float32)))
print(twice.types, hyp.ntypes)


@vectorize(target='cuda')
def clip01(x):
    return min(max(x, 0.0), 1.0)


print(clip01(np.linspace(-1, 2, 7)))
