import numpy as np
a = np.arange(10)
print(a[a % 2 == 0], a[a > 5], a[(a > 2) & (a < 6)])
b = np.arange(6).reshape(2, 3)
print(b[b > 2])
