import numpy as np
import warnings
warnings.simplefilter("ignore")

rng = np.random.default_rng(2)
x = np.round(rng.uniform(-3, 3, size=6), 3)
x32 = x.astype(np.float32)
xi = np.array([-3, -1, 0, 2, 5], dtype=np.int32)
for f in [np.arcsinh, np.arctanh, np.arccosh, np.reciprocal, np.fabs, np.signbit, np.spacing, np.positive]:
    for v in [x, x32, xi, np.abs(x) + 1]:
        r = f(v)
        print(f.__name__, repr(np.round(r, 6)) if r.dtype.kind == "f" else repr(r), r.dtype)
print(repr(np.arcsinh(0.5)), repr(np.reciprocal(np.array([1, 2, 4], dtype=np.int64))), repr(np.reciprocal(2.0)))
print(repr(np.frexp(np.array([8.0, -0.3, 0.0, 1e-310]))), repr(np.frexp(np.float32(12.0))), repr(np.frexp(np.array([8, 3]))))
print(repr(np.modf(np.array([-3.5, 2.25, 0.0]))), repr(np.modf(np.float32(1.75))))
y = np.array([2.0, -1.5, 0.5, 3.0, -2.0, 1.0])
for f in [np.fmod, np.fmax, np.fmin, np.copysign, np.nextafter, np.logaddexp, np.logaddexp2, np.float_power]:
    for p, q in [(x, y), (x32, y.astype(np.float32)), (x32, 2), (xi, np.int32(2))]:
        r = f(p, q)
        print(f.__name__, repr(np.round(r, 6)) if r.dtype.kind == "f" else repr(r), r.dtype)
print(repr(np.fmax(np.array([np.nan, 1.0, np.nan]), np.array([2.0, np.nan, np.nan]))), repr(np.fmin([1, np.nan], [np.nan, 0])))
print(repr(np.fmod(np.array([5, -5, 7], dtype=np.int8), np.array([0, 3, -2], dtype=np.int8))))
print(repr(np.ldexp(np.array([1.0, 0.5]), np.array([3, -2]))), repr(np.ldexp(np.float32(3), 2)), repr(np.ldexp(3, 2)))
print(repr(np.divmod(np.array([7, -7, 8]), 3)), repr(np.divmod(7.5, 2)))
print(repr(np.sinc(np.array([0, 0.5, 1.0, -1.5]))), repr(np.sinc(0)))
print(repr(np.isneginf(np.array([-np.inf, 1, np.inf]))), repr(np.isposinf(np.array([-np.inf, 1, np.inf]))), repr(np.isposinf(np.array([1, 2]))))
print(repr(np.isreal(np.array([1 + 0j, 2 + 1j]))), repr(np.iscomplex(np.array([1 + 0j, 2 + 1j]))), repr(np.isreal(3.0)), repr(np.iscomplex(3)))
print(np.isscalar(3), np.isscalar(np.float64(3)), np.isscalar(np.array(3)), np.isscalar("a"), np.isscalar([1]), np.isrealobj(x), np.isrealobj(1j))
print(repr(np.not_equal(x, 0.5)), repr(np.less_equal(xi, 0)), repr(np.greater_equal(xi, [0, 0, 0, 0, 0])))
out = np.zeros(6)
r = np.fmax(x, 0, out=out)
print(r is out, repr(out))
for bad in [lambda: np.positive(np.array([True])), lambda: np.fabs(np.array([1j])), lambda: np.ldexp(1.0, 2.0),
            lambda: np.copysign(np.array([1j]), 1)]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
