import numpy as np

# np.arange over datetimes and timedeltas, and the fill functions with datetime dtypes.
D = np.datetime64
T = np.timedelta64
cases = [
    ("strings, dtype", lambda: np.arange("2024-01-01", "2024-01-05", dtype="datetime64[D]")),
    ("months", lambda: np.arange("2024-01", "2024-05", dtype="datetime64[M]")),
    ("scalars", lambda: np.arange(D("2024-01-01"), D("2024-01-04"))),
    ("hour step", lambda: np.arange(D("2024-01-01"), D("2024-01-02"), T(6, "h"))),
    ("int step", lambda: np.arange(D("2024-01-01"), D("2024-01-10"), 2)),
    ("int stop", lambda: np.arange(D("2024-01-01"), 3)),
    ("backwards", lambda: np.arange(D("2024-01-01"), D("2023-12-25"), -2)),
    ("finer stop", lambda: np.arange(D("2024-01"), D("2024-01-03"))),
    ("empty", lambda: np.arange(D("2024-01-03"), D("2024-01-01"))),
    ("day step over months", lambda: np.arange("2024-01", "2024-03", T(10, "D"), dtype="M8")),
    ("ints as days", lambda: np.arange(0, 10, 3, dtype="M8[D]")),
    ("dtype hours", lambda: np.arange(D("2024-01-01"), D("2024-01-01T05"), dtype="M8[h]")),
    ("timedelta dtype", lambda: np.arange(0, 5, dtype="m8[D]")),
    ("one arg", lambda: np.arange(5, dtype="m8[h]")),
    ("timedeltas", lambda: np.arange(T(0, "D"), T(3, "D"))),
    ("mixed timedeltas", lambda: np.arange(T(1, "D"), T(3, "D"), T(12, "h"))),
    ("zeros", lambda: np.zeros(3, dtype="datetime64[D]")),
    ("zeros 2-D", lambda: np.zeros((2, 2), dtype="m8[h]")),
    ("ones", lambda: np.ones(2, dtype="m8[h]")),
    ("zeros m8", lambda: np.zeros(2, dtype="m8")),
    ("full scalar", lambda: np.full(2, D("2024-01-01"))),
    ("full string", lambda: np.full(2, "2024-01-01", dtype="M8[D]")),
    ("full int", lambda: np.full(2, 5, dtype="m8[h]")),
    ("full generic", lambda: np.full(3, D("2024-01-01T10"), dtype="M8")),
    ("zeros_like", lambda: np.zeros_like(np.array([1], dtype="M8[D]"))),
    ("ones_like", lambda: np.ones_like(np.array([1, 2], dtype="m8[D]"))),
    ("full_like", lambda: np.full_like(np.array([1, 2], dtype="M8[D]"), D("2020-05-05"))),
    ("zeros_like dtype", lambda: np.zeros_like(np.array([1, 2]), dtype="M8[s]")),
]
for label, f in cases:
    try:
        print(label, "->", repr(f()))
    except Exception as e:
        print(label, "->", type(e).__name__, e)
errors = [
    ("step 0", lambda: np.arange(D("2024-01-01"), D("2024-01-03"), 0)),
    ("stop only", lambda: np.arange(D("2024-01-01"))),
    ("float step", lambda: np.arange(D("2024-01-01"), D("2024-01-03"), 1.5)),
    ("months and days", lambda: np.arange(T(1, "M"), T(3, "D"))),
    ("zeros generic", lambda: np.zeros(2, dtype="M8")),
    ("empty generic", lambda: np.empty(3, dtype=np.datetime64)),
]
for label, f in errors:
    try:
        print(label, "->", repr(f()))
    except Exception as e:
        print(label, "->", type(e).__name__, e)
