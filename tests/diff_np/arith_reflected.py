import numpy as np
a = np.array([1.0, 2.0, 4.0])
print(1 / a, 10 - a, 2 ** a, 3 * a, 1 + a, 7 // a, 7 % a)
