import numpy as np
a = np.arange(10)
v = a[2:6]
v[:] = 0
print(a)
w = a[::3]
w += 100
print(a)
b = np.zeros((3, 3))
b[1] = 5
b[:, 2] = 7
print(b)
