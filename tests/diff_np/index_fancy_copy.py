import numpy as np
a = np.arange(5)
b = a[[0, 1]]
b[0] = 99
print(a, b)
