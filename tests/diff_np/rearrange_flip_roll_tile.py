import numpy as np

rng = np.random.default_rng(7)
def show(x):
    x = np.asarray(x)
    print(repr(x), x.dtype, x.shape)
def err(f):
    try:
        show(f())
    except Exception as e:
        print(type(e).__name__, e)

a1 = rng.integers(0, 10, size=6).astype(np.int32)
a2 = rng.normal(size=(3, 4)).round(3)
a3 = np.arange(24, dtype=np.int64).reshape(2, 3, 4)
b = rng.integers(0, 2, size=(2, 3)).astype(bool)
f32 = rng.random(5).astype(np.float32).round(3)

# flip
show(np.flip(a1)); show(np.flip(a2)); show(np.flip(a2, 0)); show(np.flip(a2, axis=-1))
show(np.flip(a3, (0, 2))); show(np.flip(b)); show(np.flip(np.array(5)))
show(np.fliplr(a2)); show(np.flipud(a2)); show(np.flipud(a1)); show(np.fliplr(a3))
v = np.flip(a1); show(v[1:3]); show(np.flip(a2)[::2, 1:])
err(lambda: np.flip(a2, 2)); err(lambda: np.flip(a2, (0, 0)))
err(lambda: np.fliplr(a1)); err(lambda: np.flipud(np.array(3)))
show(np.flip(np.zeros((0, 3))))

# rot90
show(np.rot90(a2)); show(np.rot90(a2, 2)); show(np.rot90(a2, 3)); show(np.rot90(a2, -1)); show(np.rot90(a2, 4))
show(np.rot90(a3, axes=(1, 2))); show(np.rot90(a3, k=1, axes=(2, 0)))
err(lambda: np.rot90(a2, axes=(0, 0))); err(lambda: np.rot90(a2, axes=(0,))); err(lambda: np.rot90(a2, axes=(0, 5)))
err(lambda: np.rot90(a1))

# roll
show(np.roll(a1, 2)); show(np.roll(a1, -1)); show(np.roll(a1, 13)); show(np.roll(a2, 1))
show(np.roll(a2, 1, axis=0)); show(np.roll(a2, -2, axis=1)); show(np.roll(a2, (1, 2), axis=(0, 1)))
show(np.roll(a3, 1, axis=(0, 2))); show(np.roll(a3, (1, 2), axis=(1, 1))); show(np.roll(f32, shift=3))
show(np.roll(np.array(5), 3)); show(np.roll(np.array([], dtype=np.int16), 2)); show(np.roll(a2, (1, 2)))
err(lambda: np.roll(a2, (1, 2), axis=(0, 1, 1))); err(lambda: np.roll(a2, 1, axis=2))

# tile
show(np.tile(a1, 2)); show(np.tile(a1, (2, 2))); show(np.tile(a2, 2)); show(np.tile(a2, (2, 1)))
show(np.tile(a2, (2, 1, 2))); show(np.tile(b, (1, 2))); show(np.tile(7, 3)); show(np.tile([1.5, 2], (2, 2)))
show(np.tile(a1, 0)); show(np.tile(a2, ())); show(np.tile(np.zeros((0, 2)), 3))
err(lambda: np.tile(a2, -1)); err(lambda: np.tile(a2, (2, -1)))

# repeat
show(np.repeat(a1, 2)); show(np.repeat(a2, 2)); show(np.repeat(a2, 2, axis=0)); show(np.repeat(a2, [1, 0, 2, 1], axis=1))
show(np.repeat(a3, 2, axis=-1)); show(np.repeat(3, 4)); show(np.repeat(b, [2], axis=1)); show(np.repeat(f32, 0))
err(lambda: np.repeat(a2, [1, 2])); err(lambda: np.repeat(a2, -1)); err(lambda: np.repeat(a2, 2, axis=2))
err(lambda: np.repeat(a2, [[1, 2, 3, 4]], axis=1))
print(repr(np.flip(np.float64(3.5))), repr(np.flip(np.array(2))))
x = np.arange(6).reshape(2, 3); fv = np.flip(x); fv[0, 0] = 100; print(x)
