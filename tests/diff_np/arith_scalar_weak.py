import numpy as np
a = np.array([1, 2, 3], dtype=np.float32)
print(repr(a * 2.5), repr(a + 1), repr(a / 3))
b = np.array([1, 2], dtype=np.int8)
print(repr(b + 1), repr(b * 2.0))
