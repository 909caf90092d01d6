import numpy as np
e = np.array([[0, 2], [4, 6]])
print(np.isin(e, [1, 2, 4, 8]))
print(np.isin(e, [1, 2, 4, 8], invert=True))
print(np.isin(e, np.array([2.0, 6.5])))
print(repr(np.isin(3, [1, 3])), repr(np.isin([1.0, np.nan, -0.0], [np.nan, 0.0])))
print(np.isin(np.array([1, 2, 300], dtype=np.uint16), np.array([300, 1], dtype=np.int8 if False else np.int64)))
print(np.isin(np.array([True, False]), [0]), np.isin(np.arange(5), []))
print(np.isin(np.array([0.1, 0.2], dtype=np.float32), [0.1]))
