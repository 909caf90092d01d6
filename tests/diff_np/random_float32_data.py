import numpy as np
np.random.seed(11)
a = np.random.rand(6).astype(np.float32)
print(a, repr(a), repr(a.sum()))
