import numpy as np
a = np.array([True, False])
b = np.array([True, True])
print(a & b, a | b, a ^ b, ~a, a + b, a * b)
