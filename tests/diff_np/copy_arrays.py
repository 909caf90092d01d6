import copy
import numpy as np

a = np.arange(6).reshape(2, 3)
b = copy.copy(a)
c = copy.deepcopy({"arr": a, "again": a})
a[0, 0] = 100
print(b)
print(c["arr"], c["arr"] is c["again"], c["arr"].dtype)
x = np.float32(2.5)
print(copy.copy(x), copy.deepcopy([x])[0] == x)
