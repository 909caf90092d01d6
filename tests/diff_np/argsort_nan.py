import numpy as np

rng = np.random.default_rng(2)
def show(x):
    x = np.asarray(x)
    print(repr(x), x.dtype, x.shape)
def err(f):
    try:
        show(f())
    except Exception as e:
        print(type(e).__name__, e)

f = np.array([3.0, np.nan, -1.0, np.inf, 0.5, -np.inf])
show(np.argsort(f)); show(f[np.argsort(f)]); show(np.argsort(f.astype(np.float32), kind='stable'))
show(np.argsort(np.array([np.nan, 1.0, np.nan, 0.0]), kind='stable'))
m = rng.random(12).round(3).reshape(3, 4); m[1, 2] = np.nan
show(np.argsort(m)); show(np.argsort(m, axis=0)); show(np.argsort(m, axis=None)); show(np.argsort(m, axis=-2))
t = np.argsort(rng.random(24)).reshape(2, 3, 4)
show(np.argsort(t, axis=1)); show(np.argsort(t, axis=0))
d = np.array([2, 1, 2, 1, 0, 2], dtype=np.int8)
for k in ('stable', 'mergesort'):
    show(np.argsort(d, kind=k))
show(np.argsort(np.array([True, False, True]), kind='stable')); show(np.argsort(np.array([], dtype=np.float32))); show(np.argsort(np.array([5, 3, 9], dtype=np.uint16), kind='quicksort'))
show(np.argsort([3, 1, 2], kind='heapsort')); show(np.argsort(np.array(7)))
show(np.sort(m, kind='stable')); show(np.sort(f, kind='mergesort'))
err(lambda: np.argsort(f, kind='foo')); err(lambda: np.argsort(m, axis=2)); err(lambda: np.sort(f, kind='foo'))
a = np.array([4.0, np.nan, 2.0]); show(a.argsort()); show(a.argsort(kind='stable')); a.sort(); show(a)
s2 = m.copy(); s2.sort(axis=0); show(s2)
s3 = m.copy(); s3.sort(0, kind='stable'); show(s3)
s4 = m.copy(); s4.sort(kind='mergesort'); show(s4)
err(lambda: m.copy().sort(kind='foo')); err(lambda: m.copy().sort(axis=3))
