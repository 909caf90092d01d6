# Floats past an integer dtype's range (NaN, infinities, huge values) cast as NumPy's casts do on
# x86-64: through a 32-bit conversion for int8..int32, a 64-bit one for uint32 and int64, the
# low bits kept; in-range values truncate toward zero and wrap.
import numpy as np

values = [-1.5, 0.7, 255.7, 256.2, 300.0, -129.0, 70000.5, 3e9, -3e9, 1e10, 1e19, 2e19, -1.0, np.inf, -np.inf, np.nan, 2.0**31, -(2.0**31), 2.0**63, -(2.0**63)]
np.seterr(invalid="ignore")
for t in [np.int8, np.uint8, np.int16, np.uint16, np.int32, np.uint32, np.int64, np.uint64]:
    # One element at a time: NumPy's vector loops for long arrays may round some of these
    # differently (the C standard leaves them undefined).
    print(t.__name__, [int(np.array([v]).astype(t)[0]) for v in values])
    print(t.__name__, "from float32", [int(np.array([v], dtype=np.float32).astype(t)[0]) for v in values[:12]])
print(np.array([1.9, -1.9, 127.5, -128.9]).astype(np.int8))
print((np.linspace(0, 1.1, 6) * 255).astype(np.uint8))
np.seterr(invalid="raise")
for v in [3e9, np.nan, np.inf, 1e19, 2.0**31 - 1]:
    for t in [np.int32, np.int16, np.int64, np.uint64]:
        try:
            r = np.array([v]).astype(t)
            print(v, t.__name__, "->", r)
        except FloatingPointError as e:
            print(v, t.__name__, "FloatingPointError:", e)
