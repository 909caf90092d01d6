import numpy as np
a = np.array([1.0, 2.0])
print(np.allclose(a, a + 1e-9), np.allclose(a, a + 1e-3), np.isclose(a, [1.0, 2.1]), np.array_equal(a, [1.0, 2.0]), np.array_equal(a, [1.0]))
