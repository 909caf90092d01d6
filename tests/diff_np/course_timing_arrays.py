import numpy as np
import time
t0 = time.perf_counter()
a = np.arange(1000)
s = a.sum()
t1 = time.perf_counter()
print(s, t1 >= t0)
