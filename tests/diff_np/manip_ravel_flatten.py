import numpy as np
a = np.arange(6).reshape(2, 3)
print(a.ravel(), a.flatten(), np.ravel(a.T), a.T.flatten())
