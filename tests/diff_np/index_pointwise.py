import numpy as np
a = np.arange(12).reshape(3, 4)
print(a[[0, 2], [1, 3]], a[[0, 1, 2], [0, 1, 2]], a[np.array([[0], [2]]), np.array([1, 3])])
print(a[[1, 2], 0], a[[-1, 0], [-1, 0]])
b = np.arange(24).reshape(2, 3, 4)
print(b[[0, 1], [2, 0]], b[[0, 1], [2, 0]].shape)
try:
    a[[0, 1], [0, 1, 2]]
except IndexError as e:
    print('IndexError:', e)
print(np.logical_and(a > 2, a < 8), np.logical_or(a < 1, a > 10).sum(), np.logical_not(np.array([True, False])), np.logical_xor(True, np.array([True, False])))
