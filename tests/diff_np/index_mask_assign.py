import numpy as np
a = np.arange(10)
a[a > 6] = 0
print(a)
b = np.array([1.0, -2.0, 3.0, -4.0])
b[b < 0] = 0
print(b)
