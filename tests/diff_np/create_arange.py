import numpy as np
print(repr(np.arange(5)), repr(np.arange(2, 10, 3)), repr(np.arange(0, 1, 0.1)), repr(np.arange(10, 0, -2)), repr(np.arange(3, dtype=np.float32)))
