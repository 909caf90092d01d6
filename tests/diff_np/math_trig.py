import numpy as np
a = np.linspace(0, np.pi, 5)
print(np.sin(a), np.cos(a), np.tan(np.array([0.0, 0.5])), np.arctan2(1.0, a + 1))
