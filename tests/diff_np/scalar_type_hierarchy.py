# NumPy's scalar classes in isinstance/issubclass/issubdtype, as dtype-checking code uses them.
import numpy as np

rng = np.random.default_rng(7)
values = [np.float64(2.5), np.float32(1.5), np.float16(0.5), np.int64(3), np.int8(-2), np.uint16(9),
          np.bool_(True), np.complex128(1 + 2j), np.complex64(3j), rng.random(), rng.integers(0, 10)]
classes = [float, int, complex, bool, object, np.generic, np.number, np.integer, np.signedinteger,
           np.unsignedinteger, np.inexact, np.floating, np.complexfloating, np.float64, np.float32,
           np.int64, np.ndarray]
for v in values:
    print(type(v).__name__, [isinstance(v, c) for c in classes])
for a in (np.arange(3), np.zeros(2, dtype=np.float32), np.array(1.5)):
    print("array", a.dtype, [isinstance(a, c) for c in classes])
print([isinstance(x, (int, np.integer)) for x in (3, np.int32(3), 3.0, np.float64(3))])
print([isinstance(x, (float, np.floating)) for x in (3, np.float32(3), 3.0, np.float64(3))])

types = [np.float64, np.float32, np.int64, np.int8, np.uint8, np.bool_, np.complex64, np.complex128]
abstract = [np.generic, np.number, np.integer, np.signedinteger, np.unsignedinteger, np.inexact,
            np.floating, np.complexfloating]
for t in types:
    print(t.__name__, [issubclass(t, c) for c in abstract], issubclass(t, float), issubclass(t, complex),
          issubclass(t, object), issubclass(t, (int, np.integer)))
for c in abstract:
    print(c.__name__, [issubclass(c, o) for o in abstract], issubclass(c, object))
print(issubclass(np.float64, np.float64), issubclass(np.float32, np.float64), issubclass(bool, int))

for d in ("float32", np.float64, np.int16, "uint8", np.bool_, "complex64", int, float):
    print(d, [np.issubdtype(d, c) for c in abstract], np.issubdtype(d, np.float64), np.issubdtype(d, float))
x = rng.normal(size=4).astype(np.float32)
if np.issubdtype(x.dtype, np.floating):
    print("floating", x.dtype)
print(np.issubdtype(np.floating, np.inexact), np.issubdtype(np.floating, np.integer))
try:
    np.floating(1.0)
except TypeError as e:
    print("TypeError", e)

# Python float's methods on NumPy scalars.
print(np.float64(2.0).is_integer(), np.float32(2.5).is_integer(), np.int64(3).is_integer())
print(np.float64(2.5).as_integer_ratio(), np.float32(0.1).as_integer_ratio(), np.float64(3.0).hex())
print(round(np.float64(2.567), 2), type(round(np.float64(2.567), 2)).__name__, type(round(np.float64(2.5))).__name__)

# 0-d arrays print as their scalar.
for v in (1e-7, 1e20, 1 / 3, 2.0, -0.0, np.float32(0.1), np.float16(1e-3), 7, True, 1 + 2j):
    a = np.array(v)
    print(str(a), repr(a), a.ndim)
print(np.array(1e-7) * 2, np.sum(np.ones(3) * 1e-9) * np.array(1.0))
