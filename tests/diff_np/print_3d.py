import numpy as np
a = np.arange(8).reshape(2, 2, 2) * 1.5
print(a)
print(repr(a))
