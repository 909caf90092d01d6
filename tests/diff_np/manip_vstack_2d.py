import numpy as np
a = np.ones((2, 2))
b = np.zeros((1, 2))
print(np.vstack([a, b]), np.hstack([a, a]))
