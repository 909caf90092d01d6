import numpy as np
a = np.zeros(5)
a[1] = 3.7
a[-1] = 2
print(a)
b = np.zeros(3, dtype=int)
b[0] = 3.9
print(b)
