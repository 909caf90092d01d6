import numpy as np
a = np.arange(6).reshape(2, 3)
print(repr(np.zeros_like(a)), repr(np.ones_like(a, dtype=float)), repr(np.full_like(a, 9)))
