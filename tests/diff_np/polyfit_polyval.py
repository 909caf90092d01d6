import numpy as np

def show(x, d=8):
    x = np.asarray(x)
    print(repr(np.round(x, d) + 0.0), x.dtype, x.shape)

rng = np.random.default_rng(9)
x = np.linspace(0, 1, 20)
y = 2.0 * x**2 - 3.0 * x + 0.5 + rng.normal(0, 0.01, x.size)
for deg in [0, 1, 2, 3]:
    c = np.polyfit(x, y, deg)
    show(c)
c = np.polyfit(x, y, 2)
show(np.polyval(c, x[:5]))
print(np.allclose(np.polyval(c, x), y, atol=0.05))
show(np.polyfit([0, 1, 2], [1, 3, 5], 1))
show(np.polyfit(np.arange(5), np.arange(5) ** 2, 2))
Y = np.stack([y, 2 * y], axis=1)
show(np.polyfit(x, Y, 1))
print(np.polyfit(x.astype(np.float32), y.astype(np.float32), 1).dtype)
# polyval: Horner's rule with NumPy's dtypes
print(repr(np.polyval([1, 2, 3], 2)), repr(np.polyval([1, 2, 3], 2.5)))
print(repr(np.polyval([1, 2, 3], np.array([0, 1, 2]))))
print(repr(np.polyval([1.5, 0, -1], np.array([[1, 2], [3, 4]]))))
print(repr(np.polyval(np.array([1, 2], np.int32), np.arange(3, dtype=np.int32))))
print(repr(np.polyval([3], [1, 2])), repr(np.polyval([], [1, 2])))
print(repr(np.polyval([1, -1], np.float32(2))))
for bad in [lambda: np.polyfit(x, y, -1), lambda: np.polyfit(np.ones((2, 2)), [1, 2], 1),
            lambda: np.polyfit([], [], 1), lambda: np.polyfit([1, 2, 3], [1, 2], 1)]:
    try:
        bad()
        print("no error")
    except Exception as e:
        print(type(e).__name__, e)
