import numpy as np
a = np.arange(6).reshape(2, 3)
print(a.T, a.transpose(), np.transpose(a), a.T.shape)
b = np.arange(24).reshape(2, 3, 4)
print(b.transpose(1, 0, 2).shape, b.T.shape)
