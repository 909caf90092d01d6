import numpy as np
data = np.array([1, 2, 2, 3, 3, 3, 4, 4, 4, 4])
print(np.histogram(data))
print(np.histogram(data, bins=4))
