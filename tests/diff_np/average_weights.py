import numpy as np
a = np.arange(1, 7).reshape(2, 3)
print(repr(np.average(a)), repr(np.average(a, axis=0)), repr(np.average(a, axis=1)))
print(repr(np.average([1, 2, 3, 4], weights=[4, 3, 2, 1])))
print(repr(np.average(a, axis=1, weights=[1, 0, 2])))
print(repr(np.average(a, axis=0, weights=np.array([0.25, 0.75]))))
print(repr(np.average(a, weights=np.ones((2, 3)) * 2)))
f = np.array([1.5, 2.5, 4.0], dtype=np.float32)
print(repr(np.average(f)), repr(np.average(f, weights=np.array([1, 2, 3], dtype=np.float32))))
print(repr(np.average(f, weights=[1, 2, 3])))
print(repr(np.average(np.array([True, False, True]), weights=[1, 1, 2])))
for kw in [dict(weights=[1, 2]), dict(axis=0, weights=np.ones((2, 2))), dict(axis=1, weights=[1, 2]), dict(axis=1, weights=[1, -1, 0])]:
    try:
        np.average(a, **kw)
    except Exception as e:
        print(type(e).__name__, e)
