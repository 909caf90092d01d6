import numpy as np
a = np.array([1+2j, 3-4j])
print(a, repr(a))
