import numpy as np
np.random.seed(7)
print(np.random.uniform(-1, 1, 4))
print(np.random.normal(10, 2, size=(2, 3)))
print(np.random.uniform(), np.random.normal())
