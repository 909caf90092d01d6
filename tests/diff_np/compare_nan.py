import numpy as np
a = np.array([1.0, np.nan])
print(a == a, np.isnan(a), a > 0, np.isinf(np.array([np.inf, 1.0])), np.isfinite(a))
