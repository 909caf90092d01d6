import numpy as np
a = np.array([1.23456+2.34567j, -0.5+0.25j])
print(np.round(a, 2), np.round(a[0], 3), np.around(a, 1), a.round(2))
