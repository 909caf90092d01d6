import numpy as np
print(np.dtype('int32'), repr(np.dtype(np.float64)), np.dtype('f4'), np.dtype(float), np.dtype(int), np.dtype('uint8').itemsize)
