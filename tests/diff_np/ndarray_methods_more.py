import numpy as np

rng = np.random.default_rng(4)
def show(x):
    x = np.asarray(x)
    print(repr(x), x.dtype, x.shape)
def err(f):
    try:
        r = f()
        print(repr(r))
    except Exception as e:
        print(type(e).__name__, e)

a = rng.integers(0, 10, size=(3, 4))
f = rng.random(5).round(3).astype(np.float32)
for name in ('argsort', 'nonzero', 'repeat', 'take', 'squeeze', 'swapaxes', 'searchsorted', 'compress', 'diagonal', 'trace', 'put', 'view', 'flat', 'strides', 'itemsize', 'nbytes', 'fill', 'item', 'cumsum', 'cumprod'):
    print(name, hasattr(a, name))

show(a.argsort()); show(a.argsort(axis=0)); show(a.argsort(axis=None, kind='stable')); show(f.argsort())
print(repr(a.nonzero())); print(repr((a > 5).nonzero()))
show(a.repeat(2)); show(a.repeat(2, axis=1)); show(a.repeat([1, 0, 2], axis=0))
show(a.take([0, 5])); show(a.take([2, 0], axis=1)); print(repr(a.take(3))); show(f.take([4, 4, 0]))
b = a.reshape(1, 3, 1, 4); show(b.squeeze()); show(b.squeeze(0)); show(b.squeeze(axis=(0, 2)))
err(lambda: b.squeeze(1))
show(a.swapaxes(0, 1)); show(np.arange(24).reshape(2, 3, 4).swapaxes(0, 2))
s = np.sort(f); print(repr(s.searchsorted(0.5))); show(s.searchsorted([0.1, 0.9], side='right'))
show(a.compress([True, False, True], axis=0)); show(a.compress([1, 0, 1])); show(a.compress(condition=[0, 1], axis=1))
show(a.diagonal()); show(a.diagonal(1)); show(a.diagonal(-1)); show(a.diagonal(offset=5)); show(np.diagonal(a)); show(np.arange(24).reshape(2, 3, 4).diagonal(axis1=1, axis2=2))
print(repr(a.trace()), repr(np.trace(a, 1)), repr(np.trace(a.astype(np.int32))), repr(np.trace(f.reshape(1, 5))))
show(np.trace(np.arange(8).reshape(2, 2, 2)))
err(lambda: np.arange(3).diagonal()); err(lambda: a.diagonal(axis1=0, axis2=0))
c = np.zeros(6, dtype=np.int16); c.put([0, 2], [5, 7]); show(c); c.put([1, 3, 5], 9); show(c); c.put(-1, 4); show(c)
c2 = np.zeros((2, 3)); c2.put([0, 4], [1.5, 2.5, 3.5]); show(c2); np.put(c2, [1], 8); show(c2)
err(lambda: c.put(9, 1)); c.put(9, 1, mode='clip'); show(c); c.put(-8, 2, mode='wrap'); show(c)
err(lambda: np.put([1, 2], 0, 5))
v = a.view(); v[0, 0] = 99; print(a[0, 0]); show(a.view(np.ndarray)); show(f.view(np.float32))
print(a.strides, f.strides, a.T.strides, a[:, ::2].strides, np.zeros((2, 3), dtype=np.int8).strides)
print(a.itemsize, a.nbytes, f.itemsize, f.nbytes)
print(list(a.flat)[:6], len(a.flat))
print(repr(a.flat[5]), repr(a.flat[-1])); show(a.flat[2:5]); show(a.flat[[0, 11]])
for x in f.flat:
    print(repr(x))
d = np.zeros((2, 3)); d.flat[4] = 7; d.flat[0:2] = 1; show(d)
t = a.T; print(list(t.flat))
z = np.arange(6.0).reshape(2, 3); z.fill(2.5); show(z); print(repr(z.item(3)))
show(a.cumsum()); show(a.cumprod(axis=1))
