import numpy as np
a = np.arange(20)
b = a[2:18][::3][1:]
print(b)
b[0] = -1
print(a)
