import numpy as np
a = np.arange(1, 4)
b = np.arange(1, 5)
print(a[:, None] * b[None, :])
print((a[:, np.newaxis] + b).shape)
