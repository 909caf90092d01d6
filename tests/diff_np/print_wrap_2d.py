import numpy as np
a = np.arange(40, dtype=float).reshape(2, 20) / 7
print(a)
print(repr(a))
