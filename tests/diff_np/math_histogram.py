import numpy as np
data = np.array([0.5, 1.5, 1.7, 2.2, 2.9, 3.0, 0.1])
h, e = np.histogram(data, bins=4)
print(h, e)
h2, e2 = np.histogram(data, bins=3, range=(0, 3))
print(h2, e2)
