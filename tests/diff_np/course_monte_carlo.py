import numpy as np
np.random.seed(2)
N = 10000
x = np.random.rand(N)
y = np.random.rand(N)
inside = (x * x + y * y <= 1.0).sum()
print(inside, 4 * inside / N)
