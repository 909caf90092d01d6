import numpy as np
print(repr(np.array([np.nan, 1.0, np.inf])))
print(np.array([-np.inf, 0.5]))
print(repr(np.array([np.nan])))
