import numpy as np
a = np.arange(1, 7).reshape(2, 3)
print(a.cumsum(), a.cumsum(axis=0), a.cumsum(axis=1), np.cumsum([1.5, 2.5]), np.cumprod([1, 2, 3]))
