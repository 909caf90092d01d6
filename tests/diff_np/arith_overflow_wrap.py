import numpy as np
a = np.array([127], dtype=np.int8)
print(a + np.array([1], dtype=np.int8))
b = np.array([250], dtype=np.uint8)
print(b + np.array([10], dtype=np.uint8))
