import numpy as np
a = np.array([3.0, 1.0, 2.0])
print(np.argsort(a), a[np.argsort(a)])
