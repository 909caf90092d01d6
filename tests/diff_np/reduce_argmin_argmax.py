import numpy as np
a = np.array([[3, 1, 4], [1, 5, 9]])
print(a.argmin(), a.argmax(), a.argmin(axis=0), a.argmax(axis=1), np.argmax(a))
