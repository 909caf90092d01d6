import numpy as np
import warnings
warnings.simplefilter("ignore")

rng = np.random.default_rng(11)
a = rng.normal(size=(4, 6))
a[rng.random((4, 6)) < 0.3] = np.nan
a[2] = np.nan
a32 = a.astype(np.float32)
ai = rng.integers(0, 9, size=(3, 4)).astype(np.int32)

for x in [a, a32, ai]:
    for f in [np.nansum, np.nanprod, np.nanmax, np.nanmin, np.nanmean, np.nanvar, np.nanstd, np.nanmedian]:
        for ax in [None, 0, 1, -1]:
            r = f(x, axis=ax)
            print(f.__name__, ax, repr(np.round(r, 10)), r.dtype, np.shape(r))
        r = f(x, axis=0, keepdims=True)
        print(f.__name__, "keepdims", np.shape(r))
    for f in [np.nancumsum, np.nancumprod]:
        print(f.__name__, repr(np.round(f(x), 10)), repr(np.round(f(x, axis=0), 10)))
    print(repr(np.nanstd(x, ddof=1)), repr(np.nanvar(x, axis=1, ddof=1)))
    print(repr(np.nanpercentile(x, 40)), repr(np.nanpercentile(x, [25, 75], axis=1)))
    print(repr(np.nanquantile(x, 0.5, axis=0)))

b = np.array([[1.0, np.nan, 3.0], [np.nan, 5.0, 2.0]])
print(repr(np.nanargmax(b)), repr(np.nanargmin(b)), repr(np.nanargmax(b, axis=0)), repr(np.nanargmin(b, axis=1)))
print(repr(np.nanargmax(ai, axis=1)))
print(repr(np.nansum(np.array([1, 2], dtype=np.int8))), repr(np.nansum(np.array([], dtype=np.float64))))
print(repr(np.nanmean(np.array([np.nan, np.nan]))), repr(np.nanmax(np.array([np.nan, 1.0]))))
print(repr(np.nanmean([1.0, np.nan, 3.0])), repr(np.nansum([[1, np.nan], [2, 3]], axis=1)))
print(repr(np.nansum(a, axis=(0, 1))))
for bad in [lambda: np.nanargmax(np.array([np.nan, np.nan])), lambda: np.nanargmin(b, axis=5),
            lambda: np.nanmax(np.array([])), lambda: np.nansum(a, axis=3)]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
print(repr(np.nanmean(a, 0, None)), repr(np.nanvar(a, 1, None, None, 1)), repr(np.nanmax(a, 1, None, True).shape))
print(repr(np.nanargmax(b, 1, None, keepdims=True)), repr(np.nanvar(np.array([1.0, np.nan, 3.0]), ddof=2)))
print(repr(np.nanmedian(np.array([np.nan, np.nan]))), repr(np.nanpercentile(np.array([np.nan, np.nan]), 50)))
