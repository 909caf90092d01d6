import numpy as np

# Element-wise arithmetic and comparisons of datetime/timedelta arrays, with broadcasting.
a = np.array(["2024-01-01", "2024-01-05", "NaT", "2023-12-31"], dtype="M8[D]")
b = np.array(["2024-01-01", "2024-01-05", "2024-02-01", "2023-12-31"], dtype="M8[D]")
td = np.array([1, 2, -3], dtype="m8[h]")
ta = np.array([1, 2], dtype="m8[D]")
cases = [
    ("b + 1D", lambda: b + np.timedelta64(1, "D")), ("b - b[0]", lambda: b - b[0]), ("b - b", lambda: b - b), ("a - b", lambda: a - b),
    ("b + td[:1]", lambda: b + td[:1]), ("b + ints", lambda: b + np.array([1, 2, 3, 4])), ("ints + b", lambda: np.array([1, 2, 3, 4]) + b),
    ("b[:, None] - b[None, :2]", lambda: b[:, None] - b[None, :2]), ("D + arange", lambda: np.datetime64("2024-01-01") + np.arange(3)),
    ("ints * 1h", lambda: np.array([1, 2]) * np.timedelta64(1, "h")), ("floats * 1h", lambda: np.array([1.5, 2]) * np.timedelta64(1, "h")),
    ("bools + D", lambda: np.array([True, False]) + np.datetime64("2024-01-01")), ("int8 + D", lambda: np.array([1, 2], dtype=np.int8) + np.datetime64("2024-01-15")),
    ("float32 * td", lambda: np.array([1, 2], dtype=np.float32) * np.timedelta64(3, "D")), ("ta * bools", lambda: ta * np.array([True, False])),
    ("abs(td)", lambda: abs(td)), ("-td", lambda: -td), ("+td", lambda: +td), ("td * 2", lambda: td * 2), ("td / 2", lambda: td / 2),
    ("ta * 2.5", lambda: ta * 2.5), ("ta * 2**62", lambda: ta * 2**62), ("ta % ta0", lambda: ta % np.array([0, 1], dtype="m8[D]")),
    ("b > b[1]", lambda: b > b[1]), ("b == b", lambda: b == b), ("a == a", lambda: a == a), ("a != a", lambda: a != a),
    ("np.add", lambda: np.add(b, td[0])), ("np.subtract", lambda: np.subtract(b, b)), ("np.multiply", lambda: np.multiply(td, 3)),
    ("np.divide", lambda: np.divide(td, np.timedelta64(30, "m"))), ("np.negative", lambda: np.negative(td)), ("np.abs", lambda: np.abs(td)),
    ("np.maximum", lambda: np.maximum(a, b)), ("np.minimum", lambda: np.minimum(td, np.timedelta64(0, "h"))), ("np.sign", lambda: np.sign(np.array([1, -2, "NaT"], dtype="m8[h]"))),
    ("np.isnan", lambda: np.isnan(a)), ("np.isfinite", lambda: np.isfinite(a)), ("np.isinf", lambda: np.isinf(a)),
]
for label, f in cases:
    try:
        print(label, "->", repr(f()))
    except Exception as e:
        print(label, "->", type(e).__name__, e)
print("td // 1h ->", td // np.timedelta64(1, "h"), (td // np.timedelta64(1, "h")).dtype)
print("td / td ->", repr(td / td))

# Reductions, differences, NaT tests, sorting, astype.
cases = [
    ("b.min", lambda: b.min()), ("b.max", lambda: b.max()), ("a.min", lambda: a.min()), ("a.max", lambda: a.max()),
    ("np.min", lambda: np.min(b)), ("np.max", lambda: np.max(b)), ("np.amax", lambda: np.amax(td)), ("td.min", lambda: td.min()),
    ("td.sum", lambda: td.sum()), ("np.sum", lambda: np.sum(td)), ("td.mean", lambda: td.mean()), ("np.mean", lambda: np.mean(np.array([1, 2, 4], dtype="m8[D]"))),
    ("NaT sum", lambda: np.array(["NaT", 2], dtype="m8[D]").sum()), ("empty sum", lambda: np.array([], dtype="m8[D]").sum()),
    ("b.argmin", lambda: b.argmin()), ("b.argmax", lambda: b.argmax()), ("a.argmax", lambda: a.argmax()),
    ("axis 0", lambda: b.reshape(2, 2).min(axis=0)), ("axis 1", lambda: b.reshape(2, 2).max(axis=1)), ("keepdims", lambda: b.reshape(2, 2).max(axis=1, keepdims=True)),
    ("np.diff b", lambda: np.diff(b)), ("np.diff td", lambda: np.diff(td)), ("np.diff a", lambda: np.diff(a)), ("np.diff n=2", lambda: np.diff(b, n=2)),
    ("np.diff 2-D", lambda: np.diff(b.reshape(2, 2), axis=0)), ("np.diff ints", lambda: np.diff(np.array([1, 4, 9, 16]))), ("np.diff bools", lambda: np.diff(np.array([True, True, False]))),
    ("np.isnat a", lambda: np.isnat(a)), ("np.isnat a[2]", lambda: np.isnat(a[2])), ("np.isnat td", lambda: np.isnat(td)),
    ("np.sort", lambda: np.sort(a)), ("np.sort td", lambda: np.sort(np.array([3, "NaT", 1], dtype="m8[D]"))), ("np.argsort", lambda: np.argsort(a)),
    ("b.astype int64", lambda: b.astype("int64")), ("b.astype M8[s]", lambda: b.astype("M8[s]")), ("b.astype M8[M]", lambda: b.astype("M8[M]")),
    ("td.astype m8[m]", lambda: td.astype("m8[m]")), ("td.astype int64", lambda: td.astype("int64")), ("td.astype float", lambda: td.astype(float)),
    ("td.astype m8[D]", lambda: td.astype("m8[D]")), ("b.astype m8[D]", lambda: b.astype("m8[D]")), ("td.astype M8[h]", lambda: td.astype("M8[h]")),
    ("b.astype int32", lambda: b.astype("int32")), ("a.astype bool", lambda: a.astype(bool)), ("view", lambda: b.view("int64")),
    ("np.where", lambda: np.where(np.isnat(a), b, a)), ("np.concatenate", lambda: np.concatenate([a, b])),
    ("np.concatenate units", lambda: np.concatenate([a, b.astype("M8[h]")])), ("np.copy", lambda: np.copy(td)),
    ("np.shape", lambda: np.shape(a)), ("np.reshape", lambda: np.reshape(b, (2, 2))), ("cumsum", lambda: np.cumsum(td)),
]
for label, f in cases:
    try:
        print(label, "->", repr(f()))
    except Exception as e:
        print(label, "->", type(e).__name__, e)

print(np.datetime_as_string(a[0]), np.datetime_as_string(a[0], unit="h"), np.datetime_as_string(a[2]), np.datetime_as_string(b[1], unit="M"))

# In-place operators store back in the array's unit, as NumPy's 'same_kind' output casting.
x = np.array([1, 2], dtype="M8[D]")
x += np.timedelta64(5, "h")
print(repr(x))
x += np.timedelta64(5, "D")
x += 1
print(repr(x))
y = np.array([1, 2], dtype="m8[D]")
y *= 2
y *= 1.5
y /= 2
print(repr(y))
s = np.datetime64("2024-01-01")
s += np.timedelta64(1, "h")
print(repr(s))

errors = [
    ("b.sum", lambda: b.sum()), ("b.mean", lambda: b.mean()), ("empty min", lambda: np.array([], dtype="m8[D]").min()), ("-a", lambda: -a),
    ("+a", lambda: +a), ("abs(a)", lambda: abs(a)), ("a * 2", lambda: a * 2), ("a + 1.5", lambda: a + 1.5), ("1.5 + a", lambda: 1.5 + a),
    ("a + [1, 2, 3]", lambda: a + np.array([1, 2, 3])), ("np.sqrt", lambda: np.sqrt(td)), ("np.exp", lambda: np.exp(a)), ("np.floor", lambda: np.floor(td)),
    ("np.round", lambda: np.round(td)), ("np.std", lambda: np.std(td)), ("np.prod", lambda: np.prod(td)), ("np.cumsum a", lambda: np.cumsum(a)),
    ("np.power", lambda: np.power(td, 2)), ("np.sign a", lambda: np.sign(a)), ("np.isnat ints", lambda: np.isnat(np.array([1.0]))), ("np.isnat 5", lambda: np.isnat(5)),
    ("datetime_as_string td", lambda: np.datetime_as_string(td)), ("x -= x", lambda: x.__isub__(x)), ("td[0] = 1M", lambda: td.__setitem__(0, np.timedelta64(1, "M"))),
    ("np.diff n=-1", lambda: np.diff(b, n=-1)), ("np.diff 0-d", lambda: np.diff(a[0])),
]
for label, f in errors:
    try:
        print(label, "->", repr(f()))
    except Exception as e:
        print(label, "->", type(e).__name__, e)
