import numpy as np
np.random.seed(1)
print(np.random.randn(5))
print(np.random.randn(3, 2))
print(np.random.randn())
