import numpy as np

rng = np.random.default_rng(9)
def show(x):
    x = np.asarray(x)
    print(repr(x), x.dtype, x.shape)
def err(f):
    try:
        show(f())
    except Exception as e:
        print(type(e).__name__, e)

s = np.sort(rng.integers(0, 20, size=10))
fs = np.array([0.5, 1.0, 1.0, 2.5, np.nan])
print(repr(np.searchsorted(s, 7))); print(repr(np.searchsorted(s, 7, side='right'))); show(np.searchsorted(s, [0, 5, 19, 25]))
show(np.searchsorted(s, [[3, 4], [10, 11]], side='right')); show(np.searchsorted(fs, [1.0, np.nan, 3.0, -1])); show(np.searchsorted(fs, [1.0, np.nan], side='right'))
show(np.searchsorted([1, 2, 3], [1.5, 2.5])); show(np.searchsorted(np.array([1.5, 2.5], dtype=np.float32), 2)); show(np.searchsorted([], [1, 2]))
x = np.array([30, 10, 20]); order = np.argsort(x)
show(np.searchsorted(x, [15, 25], sorter=order)); show(np.searchsorted(x, 20, side='right', sorter=order))
err(lambda: np.searchsorted([1, 2, 3], 2, side='foo')); err(lambda: np.searchsorted([[1, 2, 3]], 2)); err(lambda: np.searchsorted([1, 2, 3], 2, sorter=[0, 1]))

bins = np.array([0.0, 1.0, 2.5, 4.0])
data = rng.random(8).round(2) * 5
show(np.digitize(data, bins)); show(np.digitize(data, bins, right=True)); show(np.digitize([1.0, 2.5, -1, 9], bins)); show(np.digitize([1.0, 2.5, -1, 9], bins, right=True))
show(np.digitize([1.0, 2.5, -1, 9], bins[::-1])); show(np.digitize([1.0, 2.5, -1, 9], bins[::-1], right=True)); print(repr(np.digitize(2.5, [1, 2, 3])))
show(np.digitize(np.array([[1, 5], [3, 7]]), [2, 4, 6])); show(np.digitize([np.nan, 1.0], bins)); show(np.digitize([1, 2], []))
err(lambda: np.digitize([2.5], [1, 3, 2])); err(lambda: np.digitize([2.5], [[1, 3, 2]])); err(lambda: np.digitize([1 + 1j], [1, 2]))

# lexsort
surnames = np.array([3, 1, 2, 1, 3]); first = np.array([1, 2, 0, 1, 0])
show(np.lexsort((first, surnames))); show(np.lexsort([surnames, first])); show(np.lexsort(np.array([[1, 0, 1], [2, 2, 1]])))
show(np.lexsort((np.array([1.0, np.nan, 0.5]), np.array([1, 1, 1]))))
err(lambda: np.lexsort(([1, 2], [1, 2, 3]))); err(lambda: np.lexsort(5))

# partition / argpartition: only the k-th element and the sets on each side are defined
p = np.argsort(rng.random(12)).astype(np.int32)
for k in (0, 4, 11, -1):
    r = np.partition(p, k); kk = k % 12
    print(r[kk], np.sort(r[:kk]), np.sort(r[kk + 1:]))
    ia = np.argpartition(p, k); print(p[ia[kk]], np.sort(p[ia[:kk]]), ia.dtype)
m = np.argsort(rng.random(20)).reshape(4, 5)
r = np.partition(m, 2, axis=1); print(r[:, 2], np.sort(r[:, :2], axis=1))
r = np.partition(m, 1, axis=0); print(r[1], np.sort(r[:1], axis=0))
r = np.partition(m.ravel(), (3, 10)); print(r[3], r[10], np.sort(r[:3]), np.sort(r[4:10]), np.sort(r[11:]))
r = np.partition(m, 5, axis=None); print(r.shape, r[5])
err(lambda: np.partition(np.arange(5), 5)); err(lambda: np.partition(np.arange(5), -6)); err(lambda: np.argpartition(np.arange(5), 7))
