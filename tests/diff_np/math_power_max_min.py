import numpy as np
a = np.array([1.0, 5.0, 3.0])
b = np.array([4.0, 2.0, 3.0])
print(np.power(a, 2), np.maximum(a, b), np.minimum(a, b), np.maximum(a, 2.5), np.hypot(a, b))
