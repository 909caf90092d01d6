# np.vectorize (output dtype from the first result, otypes=, excluded=, broadcasting, as a
# decorator) and np.frompyfunc on scalars.
import math

import numpy as np


def attempt(label, f):
    try:
        r = f()
        print(label, repr(r), getattr(r, "dtype", ""))
    except Exception as e:
        print(label, type(e).__name__, e)


def clamp(x, lo, hi):
    if x < lo:
        return lo
    if x > hi:
        return hi
    return x


vclamp = np.vectorize(clamp)
rng = np.random.default_rng(3)
x = rng.integers(-5, 15, size=(2, 5))
print(repr(vclamp(x, 0, 10)), vclamp(x, 0, 10).dtype)
print(repr(vclamp(x.astype(np.float32), 0.5, 9.5)))
print(repr(vclamp(np.arange(6).reshape(2, 3), [0, 1, 2], 3)))


@np.vectorize
def step(x):
    return 1.0 if x > 0 else 0.0


print(repr(step(np.array([-1.5, 0.0, 2.0]))), step(np.array([-1.5, 0.0, 2.0])).dtype)
print(repr(step(3)), step(3).shape)


@np.vectorize
def first_int(x):
    # The first element decides the dtype: int64 here, so later floats are truncated.
    return x if x < 2 else x + 0.75


print(repr(first_int(np.arange(4))))

as_float = np.vectorize(lambda x: x // 2, otypes=[np.float64])
print(repr(as_float(np.arange(5))))
as_f32 = np.vectorize(lambda x: x * 1.5, otypes="f")
print(repr(as_f32([1, 2, 3])))
both = np.vectorize(lambda a, b: (a + b, a * b))
s, p = both(np.arange(3), 2)
print(repr(s), repr(p))
is_even = np.vectorize(lambda n: n % 2 == 0)
print(repr(is_even(np.arange(5))))

calls = []


def logged(v):
    calls.append(v)
    return v * 2


print(repr(np.vectorize(logged)(np.array([1, 2, 3]))), len(calls))
calls.clear()
print(repr(np.vectorize(logged, cache=True)(np.array([1, 2, 3]))), len(calls))

poly = np.vectorize(lambda x, coeffs: sum(c * x**i for i, c in enumerate(coeffs)), excluded={1})
print(repr(poly(np.array([0.0, 1.0, 2.0]), [1, 2, 3])))
gamma = np.vectorize(math.gamma)
print(repr(gamma(np.array([1.0, 2.0, 5.0]))))
v2 = np.vectorize(lambda x, y: x - y)
print(repr(v2(np.arange(3)[:, None], np.arange(4))))
print(repr(v2(x=np.arange(3), y=1)))
attempt("empty", lambda: np.vectorize(abs)(np.array([])))
attempt("empty otypes", lambda: np.vectorize(abs, otypes=[float])(np.array([])))
attempt("broadcast", lambda: v2(np.arange(3), np.arange(2)))

# frompyfunc on scalars returns the Python result
f = np.frompyfunc(lambda a, b: a * 10 + b, 2, 1)
print(f.nin, f.nout, f(3, 4))
