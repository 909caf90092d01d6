import numpy as np
np.random.seed(9)
a = np.random.randn(3)
b = np.random.randn(3)
np.random.seed(9)
c = np.random.randn(6)
print(a, b, c, np.array_equal(np.concatenate([a, b]), c))
