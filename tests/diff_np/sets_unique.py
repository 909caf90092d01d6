import numpy as np

rng = np.random.default_rng(21)
def show(x):
    x = np.asarray(x)
    print(repr(x), x.dtype, x.shape)
def err(f):
    try:
        r = f()
        if isinstance(r, tuple):
            for t in r: show(t)
        else:
            show(r)
    except Exception as e:
        print(type(e).__name__, e)

i1 = rng.integers(0, 6, size=12).astype(np.int32)
i2 = rng.integers(0, 5, size=(3, 4))
f1 = np.array([2.5, np.nan, 1.0, 2.5, np.nan, -np.inf, 1.0, np.inf])
b1 = np.array([True, False, True, True])
u8 = rng.integers(0, 4, size=7).astype(np.uint8)

show(np.unique(i1)); show(np.unique(i2)); show(np.unique(f1)); show(np.unique(b1)); show(np.unique(u8)); show(np.unique([3, 1, 3])); show(np.unique(5))
show(np.unique(np.array([], dtype=np.float32)))
for arr in (i1, i2, f1, u8):
    u, idx, inv, cnt = np.unique(arr, return_index=True, return_inverse=True, return_counts=True)
    show(u); show(idx); show(inv); show(cnt)
    print(np.array_equal(u[inv], arr))
u, c = np.unique(f1, return_counts=True); show(u); show(c)
u, inv = np.unique(i2, return_inverse=True); show(inv)
show(np.unique(f1, equal_nan=False))
u, idx = np.unique(np.array([0.5, np.nan, 0.5, np.nan]), return_index=True); show(u); show(idx)
vals, counts = np.unique(rng.integers(0, 3, size=20), return_counts=True)
for v, c in zip(vals, counts): print(v, c)
err(lambda: np.unique(i2, axis=0)); err(lambda: np.unique(i2, axis=1, return_index=True, return_inverse=True, return_counts=True)); err(lambda: np.unique(i2, axis=2)); err(lambda: np.unique(np.zeros((0, 3)), axis=0))

# set functions
a = np.array([1, 3, 4, 3, 7, 1]); b = np.array([3, 1, 2, 1, 8])
show(np.intersect1d(a, b)); show(np.union1d(a, b)); show(np.setdiff1d(a, b)); show(np.setdiff1d(b, a))
show(np.intersect1d(f1, [1.0, np.nan, 2.5])); show(np.union1d(f1, [0.0])); show(np.setdiff1d(f1, [1.0]))
show(np.intersect1d(i2, i1)); show(np.union1d([1, 2], [1.5])); show(np.setdiff1d([1, 2], [1.5])); show(np.intersect1d([], [1, 2]))
r, ia, ib = np.intersect1d(a, b, return_indices=True); show(r); show(ia); show(ib)
r, ia, ib = np.intersect1d([5, 1, 3], [3, 5, 9], assume_unique=True, return_indices=True); show(r); show(ia); show(ib)
show(np.setdiff1d([4, 1, 2], [2], assume_unique=True))
err(lambda: np.in1d([1, 2], [2]))
