import numpy as np
a = np.arange(1, 6)
print(a + 1, a * 2, a / 2, a // 2, a % 3, a ** 2, 10 - a, 2 ** a)
