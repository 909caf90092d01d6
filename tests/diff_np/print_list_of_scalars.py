import numpy as np
a = np.array([1.5, 2.5])
print([a[0], a[1]])
print(list(np.arange(3)))
