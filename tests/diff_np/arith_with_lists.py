import numpy as np
a = np.array([1, 2, 3])
print(a + [10, 20, 30], [1, 1, 1] * a, a == [1, 0, 3])
