# NumPy's RuntimeWarnings for floating-point errors: the operation's name, once per line and
# text, pointing at the statement; np.errstate and np.seterr silence them.
import numpy as np

x = np.array([1.0, 0.0, -1.0, 4.0])
print(np.log(x))
print(np.sqrt(x))
print(x / 0)
print(x // 0, x % 0)
print(np.exp(np.array([10.0, 1000.0])))
print(np.array([1e200]) ** 2, np.array([0.0]) ** -1, np.array([-2.0]) ** 0.5)
print(np.float32(3e38) * np.float32(2))
print(np.int8(100) + np.int8(100), np.uint8(0) - np.uint8(1))
print(np.array([5, 6]) // 0, np.array([5]) % 0)
print(np.array([np.nan, 1e300]).astype(np.int32))
print(np.array([1e300]).astype(np.float32))
print(np.maximum(np.array([np.nan]), 0.0), np.array([np.nan]) > 0)

total = 0.0
for i in range(5):
    r = np.array([1.0]) / np.array([0.0])
    total += 1
print("loop ran", total)


def normalise(v):
    return v / v.sum()


print(normalise(np.array([0.0, 0.0])))
print(normalise(np.array([1.0, 3.0])))

with np.errstate(divide="ignore"):
    print(np.log(np.array([0.0])))
with np.errstate(all="ignore"):
    print(np.array([0.0]) / 0, np.sqrt(np.array([-1.0])))
np.seterr(over="ignore")
print(np.exp(np.array([2000.0])))
np.seterr(over="warn")
print(np.exp(np.array([3000.0])))

import warnings

with warnings.catch_warnings():
    warnings.simplefilter("ignore", RuntimeWarning)
    print(np.log(np.array([-5.0])))
warnings.simplefilter("error", RuntimeWarning)
try:
    np.log(np.array([-6.0]))
except RuntimeWarning as e:
    print("as an error:", e)
print("end")
