import numpy as np
np.random.seed(4)
data = np.random.normal(0, 1, 1000)
hist, edges = np.histogram(data, bins=8, range=(-4, 4))
print(hist, hist.sum())
print(edges)
