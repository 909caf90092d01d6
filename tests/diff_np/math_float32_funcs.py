import numpy as np
a = np.array([1.0, 4.0, 9.0], dtype=np.float32)
print(repr(np.sqrt(a)), repr(np.square(a)), repr(np.abs(-a)))
