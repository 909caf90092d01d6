import numpy as np
a = np.linspace(0, 1, 13, dtype=np.float32)
print(repr(a))
