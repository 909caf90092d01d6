import numpy as np
a = np.arange(4)
b = a.copy()
b[0] = 100
c = np.copy(a)
print(a, b, c)
