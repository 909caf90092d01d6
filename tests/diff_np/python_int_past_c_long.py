# A Python int beside an integer array: inside int64 but outside the dtype is "out of bounds for
# <dtype>"; past int64 NumPy fails converting it to a C long first (a uint64 array alone takes
# 2**63 up to 2**64 - 1).
import numpy as np

for dt in ["int8", "uint8", "int32", "int64", "uint64"]:
    a = np.array([3, 4], dtype=dt)
    for k in [1000, -1, 2**63, 2**64 - 1, 2**64, -2**63 - 1, 2**70]:
        for name, f in [("a + k", lambda: a + k), ("k - a", lambda: k - a), ("a * k", lambda: a * k), ("a < k", lambda: a < k)]:
            try:
                r = f()
                print(dt, k, name, r.dtype, r.tolist())
            except OverflowError as e:
                print(dt, k, name, "OverflowError:", e)
