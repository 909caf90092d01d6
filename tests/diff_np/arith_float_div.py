import numpy as np
a = np.array([1.0, -1.0, 0.0])
import warnings
warnings.filterwarnings('ignore')
print(a / 0.0 if False else a / 2.0, np.floor_divide(a, 2.0), np.mod(np.array([-7.5, 7.5]), 2))
