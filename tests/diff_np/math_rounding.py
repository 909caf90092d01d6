import numpy as np
a = np.array([-1.5, -0.5, 0.5, 1.5, 2.5])
print(np.floor(a), np.ceil(a), np.trunc(a), np.rint(a), np.round(a))
