import numpy as np
print(np.pi, np.e, np.inf, -np.inf, np.nan, np.pi * 2)
