import numpy as np
a = np.arange(6)
b = a.reshape(2, 3)
b[0, 0] = 100
print(a)
