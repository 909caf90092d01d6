import numpy as np
print(np.iinfo(np.int8).min, np.iinfo(np.int8).max, np.iinfo(np.int32).max, np.iinfo(np.uint16).max)
print(np.finfo(np.float32).eps, np.finfo(np.float64).eps, np.finfo(np.float32).max)
