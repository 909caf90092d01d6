import numpy as np
np.random.seed(42)
x = np.random.rand(3)
np.random.seed(42)
y = np.random.rand(3)
print(np.array_equal(x, y), x)
