import numpy as np
a = np.array([[1.0, 2.0], [3.0, 5.0]])
print(a.std(), a.var(), a.std(axis=0), a.var(axis=1), np.std(a, ddof=1), np.var(a, ddof=1))
