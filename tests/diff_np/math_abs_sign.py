import numpy as np
a = np.array([-2, 0, 3])
b = np.array([-1.5, 0.0, 2.0])
print(np.abs(a), np.abs(b), np.absolute(b), np.sign(a), np.sign(b), abs(b))
