# NumPy numbers where Python wants an int or a number: sequence repetition, %-formatting,
# indexing, range().
import numpy as np

n = np.int64(3)
print([0] * n, n * [1, 2], (7,) * np.int32(2), "#" * np.uint8(4), np.int16(2) * "ab")
print([1] * np.int64(0), "x" * np.int64(-1))
for bad in [np.float64(2.0), np.float32(1.5)]:
    try:
        print([1] * bad)
    except TypeError as e:
        print("TypeError", e)
print([1, 2] * np.array([2]))
print("%d items" % np.int64(12), "%5d|%-4i|%u" % (np.int32(7), np.int8(-3), np.uint16(9)))
print("%x %X %o" % (np.int64(255), np.uint8(171), np.int32(8)))
print("%d %i" % (np.float64(2.9), np.float32(-1.5)))
print("%.2f %e %g" % (np.float64(3.14159), np.float32(2.5), np.int64(10)))
print("%s and %r" % (np.int64(5), np.float64(0.5)))
try:
    print("%x" % np.float64(2.0))
except TypeError as e:
    print("TypeError", e)
xs = list(range(10))
print(xs[np.int64(2)], xs[np.int32(-1)], xs[np.int64(1):np.int64(4)], list(range(np.int64(3))))
total = np.int64(0)
for i in range(np.int32(4)):
    total += i
print(total, type(total).__name__)
