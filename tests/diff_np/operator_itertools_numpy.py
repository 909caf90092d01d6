import numpy as np
import operator as op
from functools import reduce, partial
import itertools as it
a = np.arange(6).reshape(2, 3)
print(op.add(a, 1), op.mul(a, a), op.neg(a), op.matmul(a, a.T), op.getitem(a, (1, 2)), op.itemgetter(0)(a))
print(op.lt(a, 3), op.truediv(a, 2), op.pow(a, 2), op.abs(-a), op.invert(a), op.pos(a))
print(reduce(op.add, [a, a, a]), list(it.accumulate(np.array([1.5, 2.5, 3.0]))))
print(list(it.islice(a, 1)), op.contains(a, 5), op.index(np.int64(3)), op.countOf(np.array([1, 2, 1]), 1))
b = a.copy()
op.setitem(b, (0, 0), 99)
op.iadd(b, 1)
print(b)
print(list(map(partial(np.round, decimals=1), [1.23, 4.56])))
print(sorted([np.float64(2.5), np.float64(1.5)], key=op.neg))
a = np.arange(6).reshape(2, 3)
print(5 in a)
print(7 in a, 2.0 in a, [0, 1, 2] in a, 3 not in np.array([1.5]))
