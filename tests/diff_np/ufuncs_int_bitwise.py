import numpy as np

rng = np.random.default_rng(4)
a = rng.integers(-100, 100, size=8).astype(np.int32)
b = rng.integers(1, 20, size=8).astype(np.int32)
for d in [np.int8, np.int16, np.int32, np.int64, np.uint8, np.uint32]:
    p, q = np.abs(a).astype(d), b.astype(d)
    for f in [np.bitwise_and, np.bitwise_or, np.bitwise_xor, np.gcd, np.lcm]:
        r = f(p, q)
        print(f.__name__, repr(r), r.dtype)
    r = np.left_shift(p, np.array(2, dtype=d))
    print(repr(r), r.dtype)
    r = np.right_shift(p, 1)
    print(repr(r), r.dtype)
    print(repr(np.invert(p)), repr(np.bitwise_not(p)))
print(repr(np.gcd(np.array([12, -18, 0]), 8)), repr(np.lcm(np.int8(4), np.int16(6))), repr(np.gcd(0, 0)), repr(np.lcm([3, 0], [4, 5])))
print(repr(np.bitwise_and(np.array([True, False]), True)), repr(np.invert(np.array([True, False]))))
print(repr(np.bitwise_xor(12, 10)), repr(np.left_shift(1, np.arange(5))))
for bad in [lambda: np.gcd(1.0, 2), lambda: np.bitwise_and(1.5, 2), lambda: np.invert(np.array([1.5]))]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
