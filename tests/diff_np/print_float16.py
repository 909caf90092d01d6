import numpy as np
a = np.array([0.1, 1.5, 100.0], dtype=np.float16)
print(a, repr(a))
