import numpy as np

# Arrays: creation from strings, scalars and counts, with NumPy's printing.
arrays = [
    np.array(["2024-01-01", "2024-01-02"], dtype="datetime64[D]"),
    np.array(["2024-01-01", "2024-01-02"], dtype="datetime64"),
    np.array(["2024-01-01", "2024-01-02T10"], dtype="datetime64"),
    np.array(["2024-01-01", "2024-01-02"], dtype="M8[s]"),
    np.array(["2024-01-01", "NaT"], dtype="M8[D]"),
    np.array(["2024-01-01", "2024-02"], dtype="M8"),
    np.array([np.datetime64("2024-01-01"), np.datetime64("2024-01-02T10")]),
    np.array([np.datetime64("2024-01-01"), np.datetime64("NaT")]),
    np.array([np.timedelta64(1, "D"), np.timedelta64(2, "h")]),
    np.array([1, 2], dtype="timedelta64[D]"),
    np.array([1, 2], dtype="datetime64[D]"),
    np.array([1, -2, 300], dtype="m8[h]"),
    np.array([1, 2], dtype="m8"),
    np.array([1, "NaT"], dtype="m8[D]"),
    np.array(["NaT", "NaT"], dtype="m8[D]"),
    np.array([[1, 2], [3, 4]], dtype="m8[D]"),
    np.array([["2024-01-01", "2024-01-02"], ["2024-01-03", "NaT"]], dtype="M8[D]"),
    np.array([], dtype="M8[D]"),
    np.array([np.datetime64("2024-01-01")], dtype="M8[s]"),
    np.array([np.datetime64("2024-01-01T10")], dtype="M8[D]"),
    np.array(["2024-01-01", "2024-01-02"], dtype="datetime64[ns]"),
    np.array(["2024-01-01", "2024-01-02"], dtype="datetime64[M]"),
    np.array(["2024-01-01", "2024-01-02"], dtype="datetime64[Y]"),
    np.array(["2024-01-01", "2024-01-02"], dtype="datetime64[W]"),
    np.array(["2024-01-01T10:30:15.5", "NaT", "2024-01-01"], dtype="M8[ms]"),
    np.array([-1, 123456789], dtype="M8[D]"),
    np.array(["-0010-01-01", "12345-06-07"], dtype="M8[D]"),
    np.array([1, 1234567890123], dtype="m8[ns]"),
    np.array(["2024-01-01", 5, None], dtype="M8[D]"),
    np.array(["1", "2"], dtype="m8[D]"),
    np.array([np.timedelta64(1, "h")], dtype="m8[D]"),
    np.array([np.datetime64("2024-01-01")], dtype="m8[D]"),
    np.array(np.array([1, 2], dtype="M8[D]"), dtype="M8[h]"),
    np.asarray(np.array([1, 2], dtype="M8[D]")),
    np.array(["2024-01-01T10:30:15.5"] * 8, dtype="M8[ms]"),
    np.array(["2024-01-01"] * 9, dtype="M8[D]"),
]
for x in arrays:
    print(repr(x))
    print(x, x.dtype, x.shape, x.ndim, x.size, x.itemsize, x.nbytes)
z = np.array(np.datetime64("2024-01-01"))
print(repr(z), z, z.shape)
print(repr(np.array([np.timedelta64(3, "D")], dtype="float64")), repr(np.array([np.timedelta64(3, "D"), np.timedelta64(5, "h")], dtype=float)))
print(repr(np.array([np.timedelta64(3, "ns")], dtype=int)), repr(np.array([np.datetime64("2024-01-01")], dtype=float)))
print(repr(np.array([1, 2]).astype("M8[D]")), repr(np.array([1.7, -1.5, np.nan]).astype("M8[D]")), repr(np.array([1.7, -1.5, np.nan]).astype("m8[D]")))
print(repr(np.array([True]).astype("m8[D]")), repr(np.astype(np.array([3, 4]), "m8[s]")))
for f in [lambda: np.array([1.5, 2], dtype="m8[D]"), lambda: np.array(["x"], dtype="m8[D]"), lambda: np.array(["2024-01-01", 5.5], dtype="M8[D]"),
          lambda: np.array([np.timedelta64(1, "M")], dtype="m8[D]"), lambda: np.array([1, 2], dtype="M8"), lambda: np.array([np.datetime64("2024-01-01T10")], dtype="int64"),
          lambda: np.array([np.timedelta64(3, "D")], dtype="int64"), lambda: np.array([[1, 2], [3]], dtype="M8[D]"), lambda: np.zeros(2, dtype="M8")]:
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

# Indexing: an integer gives a scalar, a slice a view, masks and index lists copies.
a = np.array(["2024-01-01", "2024-01-05", "NaT", "2023-12-31"], dtype="M8[D]")
print(repr(a[0]), repr(a[-1]), repr(a[2]), repr(a[1:3]), repr(a[::-1]), repr(a[[0, 3]]), repr(a[np.array([True, False, True, False])]))
print(list(a), [str(x) for x in a], len(a))
m = a.reshape(2, 2)
print(repr(m), repr(m[1]), repr(m[1, 0]), repr(m[:, 1]), repr(m.T), repr(m.ravel()), repr(m.flatten()), repr(m.transpose()))
for row in m:
    print(repr(row))
v = a[1:3]
v[0] = np.datetime64("2000-02-02")
print(repr(a))
c = a.copy()
c[0] = np.datetime64("2000-01-01T10")
c[1] = "1999-05-05"
c[2] = 5
c[3] = "NaT"
print(repr(c))
c[1:3] = np.datetime64("2011-11-11")
print(repr(c))
c[0] = None
print(repr(c))
c[:] = np.array([1, 2, 3, 4])
print(repr(c))
c.fill(np.datetime64("2020-02-29"))
print(repr(c))
td = np.array([1, 2, -3], dtype="m8[h]")
td[0] = np.timedelta64(1, "D")
td[1] = 7
td[2] = np.timedelta64(30, "m")
print(repr(td))
td[:2] = [np.timedelta64(2, "D"), 5]
print(repr(td))
for bad in [lambda: td.__setitem__(0, np.timedelta64(1, "M")), lambda: c.__setitem__(0, 1.5), lambda: c.__setitem__(0, "xx"), lambda: a[4], lambda: len(a[0])]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
for x in np.array([1, 2], dtype="m8[s]"):
    print(repr(x))
