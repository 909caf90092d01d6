import numpy as np
a = np.array([5, 6, 7])
print(a & 3, a | 8, a ^ 1, ~a, a << 2, a >> 1)
