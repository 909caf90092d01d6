# np.iinfo / np.finfo: printed, compared and read as course notebooks do.
import numpy as np

for t in (np.int8, np.uint8, np.int16, np.uint16, np.int32, np.uint32, np.int64, np.uint64):
    i = np.iinfo(t)
    print(i)
    print(repr(i), i.min, i.max, i.bits, i.kind, i.dtype, type(i.min).__name__)
for t in (np.float16, np.float32, np.float64, np.complex64, np.complex128, "float32", float):
    f = np.finfo(t)
    print(f)
    print(repr(f))
    for k in ("bits", "eps", "epsneg", "max", "min", "tiny", "smallest_normal", "smallest_subnormal",
              "resolution", "precision", "machep", "negep", "minexp", "maxexp", "nexp", "iexp"):
        v = getattr(f, k)
        print(k, repr(v))
    print(f.dtype)
print(np.iinfo(np.int16(3)).max, np.finfo(np.float32(2)).eps, np.finfo(1.0).dtype, np.iinfo(3).dtype)
print(np.finfo(np.float32) == np.finfo(np.float32), np.finfo(np.float32) is np.finfo(np.float32),
      np.finfo(np.float32) == np.finfo(np.float64), np.iinfo(np.int8) == np.iinfo(np.int8))
for bad in (np.int32, "i4", np.bool_):
    try:
        np.finfo(bad)
    except ValueError as e:
        print("ValueError", e)
for bad in (np.float32, "f8", float):
    try:
        np.iinfo(bad)
    except ValueError as e:
        print("ValueError", e)
# Typical uses: clipping to a dtype's range, a tolerance from eps.
x = np.array([1e10, -1e10, 5.5])
print(np.clip(x, np.iinfo(np.int32).min, np.iinfo(np.int32).max).astype(np.int32))
print(np.abs(np.float32(1) + np.finfo(np.float32).eps - 1) > 0, np.float32(1) + np.finfo(np.float32).epsneg / 2 == 1)
data = np.random.default_rng(3).random(50).astype(np.float32)
h, e = np.histogram(data, bins=5)
print(h, repr(e), e.dtype)
h, e = np.histogram(data.astype(np.float16), bins=4, range=(0, 1))
print(h, repr(e))
h, e = np.histogram(np.arange(10, dtype=np.int8), bins=3)
print(h, repr(e))
for f in (np.iinfo, np.finfo):
    for v in (np.zeros(2, dtype=np.int16), np.ones(2), np.int16(3), np.float32(2), "x", [1], True):
        try:
            print(f(v).dtype)
        except ValueError as e:
            print("ValueError", e)
print([x.hex() for x in (3.0, 0.1, 1.0, -2.5, 5e-324, 1e308, 0.0, -0.0, float("inf"), float("-inf"), float("nan"))])
rng = np.random.default_rng(11)
for dt in (np.float32, np.float16):
    for n in (3, 7, 10, 13):
        data = (rng.normal(size=200) * 3 + 1).astype(dt)
        h, e = np.histogram(data, bins=n)
        print(dt.__name__, n, h, e.dtype, e.tolist())
    h, e = np.histogram(np.full(5, 0.1, dtype=dt), bins=4)
    print(h, e.tolist())
    h, e = np.histogram(data, bins="auto")
    print(len(h), e.dtype, e[:3].tolist())
