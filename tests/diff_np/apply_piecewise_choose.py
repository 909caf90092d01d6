# np.apply_along_axis, np.piecewise and np.choose as tutorials use them.
import numpy as np


def attempt(label, f):
    try:
        r = f()
        print(label, repr(r), r.dtype, r.shape)
    except Exception as e:
        print(label, type(e).__name__, e)


rng = np.random.default_rng(11)
m = rng.integers(0, 20, size=(3, 4))
print(repr(m))
attempt("sum axis0", lambda: np.apply_along_axis(np.sum, 0, m))
attempt("sum axis1", lambda: np.apply_along_axis(np.sum, 1, m))
attempt("sum axis-1", lambda: np.apply_along_axis(np.sum, -1, m))
attempt("sorted rows", lambda: np.apply_along_axis(sorted, 1, m))
attempt("range", lambda: np.apply_along_axis(lambda r: r.max() - r.min(), 1, m.astype(np.float32)))
attempt("first two", lambda: np.apply_along_axis(lambda r: r[:2], 0, m))
attempt("outer", lambda: np.apply_along_axis(lambda r: np.outer(r, r)[:2, :2], 1, m[:2]))
attempt("args", lambda: np.apply_along_axis(np.percentile, 1, m, 50))
attempt("kw", lambda: np.apply_along_axis(np.round, 1, m / 3, decimals=1))
t3 = np.arange(24).reshape(2, 3, 4)
attempt("3d axis1", lambda: np.apply_along_axis(np.mean, 1, t3))
attempt("3d diff", lambda: np.apply_along_axis(np.diff, 2, t3))
attempt("bad axis", lambda: np.apply_along_axis(np.sum, 2, m))
attempt("empty", lambda: np.apply_along_axis(np.sum, 1, np.zeros((0, 3))))

x = np.linspace(-2.5, 2.5, 6)
attempt("relu", lambda: np.piecewise(x, [x < 0, x >= 0], [0, lambda v: v]))
attempt("abs", lambda: np.piecewise(x, [x < 0], [lambda v: -v, lambda v: v]))
attempt("three", lambda: np.piecewise(x, [x < -1, (x >= -1) & (x <= 1), x > 1], [-1, lambda v: v**2, 1]))
xi = np.arange(-3, 4)
attempt("int truncates", lambda: np.piecewise(xi, [xi < 0], [lambda v: v / 2, 7.9]))
attempt("scalar", lambda: np.piecewise(0.5, [True], [lambda v: v * 4]))
attempt("count", lambda: np.piecewise(x, [x < 0, x > 0], [1]))

idx = np.array([0, 2, 1, 0])
choices = [np.arange(4), np.arange(10, 14), np.arange(20, 24)]
attempt("choose", lambda: np.choose(idx, choices))
attempt("choose scalar choices", lambda: np.choose(idx, [0, 1.5, -1]))
attempt("choose bcast", lambda: np.choose(np.array([[0, 1], [1, 0]]), [np.array([1, 2]), np.array([[10], [20]])]))
attempt("choose raise", lambda: np.choose(np.array([0, 3, 1, 0]), choices))
attempt("choose wrap", lambda: np.choose(np.array([0, 3, -1, 4]), choices, mode="wrap"))
attempt("choose clip", lambda: np.choose(np.array([0, 3, -1, 4]), choices, mode="clip"))
attempt("choose bad mode", lambda: np.choose(idx, choices, mode="nope"))
attempt("choose float idx", lambda: np.choose(np.array([0.0, 1.0]), [[1, 2], [3, 4]]))
