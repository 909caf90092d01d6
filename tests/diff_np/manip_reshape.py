import numpy as np
a = np.arange(12)
print(a.reshape(3, 4), a.reshape((2, 6)), a.reshape(-1, 3), a.reshape(2, -1, 2).shape, np.reshape(a, (4, 3)))
