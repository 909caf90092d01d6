import numpy as np
np.random.seed(3)
a = np.random.randint(0, 100, size=5, dtype=np.int32)
print(a, repr(a))
