import numpy as np
a = np.array([1.0, np.nan, 3.0])
print(a.sum(), a.max(), a.min(), np.argmax(a), a.mean())
