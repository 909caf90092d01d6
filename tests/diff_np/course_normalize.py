import numpy as np
np.random.seed(6)
v = np.random.rand(5)
u = v / np.sqrt((v ** 2).sum())
print(u, repr(np.sqrt((u ** 2).sum())))
