import numpy as np
print(repr(np.arange(2000)))
print(np.arange(1001))
print(repr(np.arange(1500.0)))
