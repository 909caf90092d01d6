import numpy as np
a = np.array([1, 5, 3])
print(a > 2, a >= 3, a < 3, a <= 1, a == 5, a != 3)
