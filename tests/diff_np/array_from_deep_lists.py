# np.array of deeply nested or self-referential lists: NumPy's 64-dimension limit, no crash.
import numpy as np
def t(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
for n in [63, 64, 65, 1000, 10**5]:
    x = 1
    for _ in range(n): x = [x]
    t(lambda: np.array(x).ndim)
    x = []
    for _ in range(n): x = [x]
    t(lambda: np.array(x).ndim)
a = [1]; a.append(a)
t(lambda: np.array(a))
b = [[1]]; b[0].append(b)
t(lambda: np.array(b))
c = []; c.append(c)
t(lambda: np.array(c))
t(lambda: np.array([[1, 2], [3]]))
