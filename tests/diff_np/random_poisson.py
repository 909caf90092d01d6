import numpy as np
np.random.seed(5)
print(np.random.poisson(2.0, 10))
print(np.random.poisson(15.0, 6))
print(np.random.poisson(100, size=(2, 2)))
