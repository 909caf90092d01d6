import numpy as np
a = np.array([1, 2], dtype=np.int32)
b = np.array([1.5, 2.5], dtype=np.float32)
print(repr(a + b), repr(a + np.array([1], dtype=np.int64)), repr(b + np.array([1.0])))
print(repr(np.array([1], dtype=np.uint8) + np.array([1], dtype=np.int8)))
