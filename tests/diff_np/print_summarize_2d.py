import numpy as np
a = np.arange(2500).reshape(50, 50)
print(a)
print(repr(a))
