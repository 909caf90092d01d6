# concatenate / stack / vstack / hstack, their dtypes and refusals.
import cupy as cp
import numpy as np
a = cp.arange(6).reshape(2, 3)
b = cp.arange(6, 12).reshape(2, 3).astype(cp.float32)
print(cp.concatenate((a, b)), cp.concatenate([a, b], axis=1).dtype)
print(cp.concatenate((a, a.T.T[:, ::-1]), axis=None))
print(cp.stack([a, a * 2]).shape, cp.stack([a, a], axis=2)[1, 2], cp.stack((a[0], a[1]), axis=-1))
print(cp.vstack((cp.arange(3), cp.arange(3, 6))), cp.hstack((cp.arange(2), cp.arange(4))))
print(cp.hstack((a, a)).shape, cp.vstack((a, cp.arange(3))).shape)
print(cp.concatenate((cp.array([True, False]), cp.array([2, 3]))))
try:
    cp.concatenate((a, cp.arange(4)))
except ValueError as e:
    print("ValueError")  # (NumPy and CuPy word it differently)
try:
    cp.concatenate((a, cp.zeros((2, 2))), axis=0)
except ValueError as e:
    print("ValueError")  # (NumPy and CuPy word it differently)
try:
    cp.stack((a, cp.zeros((3, 2))))
except ValueError as e:
    print("ValueError")  # (NumPy and CuPy word it differently)
