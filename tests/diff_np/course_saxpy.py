import numpy as np
n = 16
np.random.seed(0)
x = np.random.rand(n).astype(np.float32)
y = np.random.rand(n).astype(np.float32)
a = np.float32(2.0)
out = a * x + y
print(out)
print(np.allclose(out, 2 * x + y))
