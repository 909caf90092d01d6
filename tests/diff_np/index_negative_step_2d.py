import numpy as np
a = np.arange(12).reshape(3, 4)
print(a[::-1], a[:, ::-1], a[::-1, ::-2])
