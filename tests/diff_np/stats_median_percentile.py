import numpy as np

rng = np.random.default_rng(7)
x64 = rng.normal(size=(4, 5))
x32 = x64.astype(np.float32)
xi = rng.integers(-50, 50, size=(3, 4, 5)).astype(np.int32)

for a in [x64, x32, xi, xi.astype(np.int64)]:
    r = np.median(a)
    print(repr(r), r.dtype)
    for ax in [0, 1, -1, (0, 1)]:
        r = np.median(a, axis=ax)
        print(repr(r), r.dtype, r.shape)
    r = np.median(a, axis=0, keepdims=True)
    print(repr(r), r.shape)

print(repr(np.median([1, 2, 3, 4])), repr(np.median([5.0])), repr(np.median(np.arange(7))))
print(repr(np.median(np.array([1.0, np.nan, 3.0]))))
print(repr(np.median(np.array([[1.0, np.nan], [2.0, 4.0]]), axis=1)))

for a in [x64, x32, xi]:
    for q in [0, 25, 50, 33.3, 90, 100]:
        r = np.percentile(a, q)
        print(q, repr(r), r.dtype)
    r = np.percentile(a, [10, 50, 90], axis=0)
    print(repr(r), r.dtype, r.shape)
    r = np.percentile(a, 75, axis=-1, keepdims=True)
    print(repr(r), r.shape)
    r = np.quantile(a, [0.1, 0.9], axis=1)
    print(repr(r), r.dtype, r.shape)
    r = np.quantile(a, 0.5)
    print(repr(r), r.dtype)

v = np.arange(10, dtype=np.float64)[::-1]
for m in ["linear", "lower", "higher", "nearest", "midpoint", "hazen", "weibull", "median_unbiased", "normal_unbiased", "interpolated_inverted_cdf"]:
    r = np.percentile(v, [0, 15, 40, 50, 73, 100], method=m)
    print(m, repr(r), r.dtype)
    r = np.quantile(xi, 0.3, axis=0, method=m)
    print(m, repr(r), r.dtype)
print(repr(np.percentile(x32, np.float32(30))))
print(repr(np.percentile(x32, np.array([30, 40.0]))))
print(repr(np.percentile(np.array([1.0, np.nan, 2.0]), 50)))

for bad in [lambda: np.percentile(x64, 101), lambda: np.percentile(x64, -1), lambda: np.quantile(x64, 1.5),
            lambda: np.quantile(x64, 0.5, method="foo"), lambda: np.median(x64, axis=2),
            lambda: np.percentile(x64, 50, axis=(0, 0)), lambda: np.percentile([], 50)]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
print(repr(np.median(np.array([True, False, True]))), repr(np.median(np.arange(6, dtype=np.float16))))
print(repr(np.quantile(np.array([1, 5, 3]), 1)), repr(np.quantile(np.array([1, 5, 3]), [0, 1])), repr(np.quantile(np.array([1.5, 5, 3]), 0)))
print(repr(np.percentile(np.arange(10), [[10, 20], [30, 40]])), repr(np.median(np.array([3.0, 1.0]), overwrite_input=True)))
for bad in [lambda: np.percentile(np.array([True, False]), 50), lambda: np.percentile(np.arange(3), 50, method="inverted_cdf") if False else np.percentile(np.arange(3), 50, method="bad")]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
