import numpy as np

rng = np.random.default_rng(9)
a = np.array([1, 2, 3, 4, 5])
v = np.array([0, 1, 0.5])
for x, y in [(a, v), (v, a), (a, np.array([2, -1])), (np.array([1, 2]), a), (a, a)]:
    for mode in ["full", "same", "valid"]:
        r = np.convolve(x, y, mode=mode)
        print("conv", mode, repr(r), r.dtype)
        r = np.correlate(x, y, mode)
        print("corr", mode, repr(r), r.dtype)
print(repr(np.convolve(a, a)), repr(np.correlate(a, a)))
print(repr(np.convolve(np.array([1, 2], dtype=np.int8), np.array([3], dtype=np.int8))))

xp = np.array([0.0, 1.0, 2.5, 4.0])
fp = np.array([0.0, 10.0, 5.0, -1.0])
x = np.linspace(-1, 5, 13)
print(repr(np.interp(x, xp, fp)))
print(repr(np.interp(x, xp, fp, left=-99, right=99.5)))
print(repr(np.interp(2.0, xp, fp)), repr(np.interp([1, 2], [1, 3], [10, 30])))
print(repr(np.interp(np.array([1, 2], dtype=np.int32), xp, fp.astype(np.float32))))

f = np.array([1, 2, 4, 7, 11, 16], dtype=float)
print(repr(np.gradient(f)), repr(np.gradient(f, 2)), repr(np.gradient(f, 0.5, edge_order=2)))
print(repr(np.gradient(np.array([1, 4, 9, 16]))))
g = np.arange(12, dtype=np.float32).reshape(3, 4) ** 2
r = np.gradient(g)
print(type(r).__name__, [repr(t) for t in r])
print(repr(np.gradient(g, axis=1)), repr(np.gradient(g, 2.0, 3.0)), repr(np.gradient(g, axis=-2)))
xs = np.array([0, 1, 3, 4.5, 7, 8])
print(repr(np.round(np.gradient(f, xs), 10)), repr(np.round(np.gradient(f, xs, edge_order=2), 10)))
print(repr(np.gradient(f, np.arange(6) * 2)), repr(np.round(np.gradient(g, [0, 1, 3], [0, 2, 3, 7]), 6)))
print(repr(np.round(np.gradient(g.astype(np.float64), np.array([0.0, 0.5, 2.0]), axis=0), 10)))

y = np.array([1.0, 2.0, 4.0, 8.0])
print(repr(np.trapezoid(y)), repr(np.trapezoid(y, dx=0.5)), repr(np.trapezoid(y, x=[0, 1, 3, 6])))
print(repr(np.trapezoid(np.arange(12).reshape(3, 4))), repr(np.trapezoid(np.arange(12).reshape(3, 4), axis=0)))
print(hasattr(np, "trapz"), hasattr(np, "trapezoid"))
for bad in [lambda: np.convolve([], a), lambda: np.convolve(a, v, mode="x"), lambda: np.interp(1, [], []),
            lambda: np.interp(1, [1, 2], [1]), lambda: np.gradient(np.array([1.0])), lambda: np.gradient(f, edge_order=3)]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
