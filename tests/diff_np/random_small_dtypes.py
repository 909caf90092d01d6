# Bounded integers in bool, 8- and 16-bit dtypes (images: rng.integers(0, 256, dtype=np.uint8)) draw
# pieces of 32-bit words as NumPy does; range checks against the dtype; legacy randint's scalar types.
import numpy as np
rng = np.random.default_rng(5)
for dt in (np.uint8, np.int8, np.uint16, np.int16, np.bool_, bool, np.int32, np.uint32, np.int64):
    hi = 2 if dt in (np.bool_, bool) else 100
    lo = 0 if dt in (np.bool_, bool, np.uint8, np.uint16, np.uint32) else -20
    print(dt.__name__, rng.integers(lo, hi, size=13, dtype=dt), rng.integers(hi, dtype=dt), type(rng.integers(hi, dtype=dt)).__name__)
    print(rng.integers(lo, hi - 1, size=(2, 3), dtype=dt, endpoint=True))
print(rng.integers(0, 256, size=9, dtype=np.uint8), rng.integers(-128, 128, size=5, dtype=np.int8), rng.integers(0, 65536, size=4, dtype=np.uint16))
print(rng.integers(0, 1, size=4, dtype=np.uint8), rng.integers(0, 10, size=3))
for args in ((0, 300, np.uint8), (-1, 10, np.uint8), (0, 129, np.int8), (-129, 0, np.int8), (0, 3, np.bool_)):
    try: print(rng.integers(args[0], args[1], size=2, dtype=args[2]))
    except Exception as e: print(type(e).__name__, e)
np.random.seed(3)
for dt in (np.uint8, np.int8, np.uint16, np.int16, np.bool_, bool, int, np.int32, np.int64):
    hi = 2 if dt in (np.bool_, bool) else 100
    print(np.random.randint(0, hi, size=11, dtype=dt), np.random.randint(hi, dtype=dt), type(np.random.randint(hi, dtype=dt)).__name__)
print(np.random.randint(0, 256, size=(3, 4), dtype=np.uint8))
for args in ((0, 300, np.uint8), (-1, 10, np.uint8), (0, 3, bool)):
    try: print(np.random.randint(args[0], args[1], size=2, dtype=args[2]))
    except Exception as e: print(type(e).__name__, e)
print(type(np.random.randint(5)).__name__, np.random.rand())
