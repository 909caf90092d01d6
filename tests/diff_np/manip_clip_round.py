import numpy as np
a = np.array([-1.5, 0.25, 2.675, 10.0])
print(np.clip(a, 0, 5), a.clip(-1, 1), np.round(a, 1), np.round(a), a.round(2), np.around(a, 1))
