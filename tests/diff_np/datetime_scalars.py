import numpy as np

# Scalars: creation from ISO strings (the unit follows the precision), with a unit, from counts.
for s in ["2024-01-15", "2024-01-15T10:30", "2024-01-15T10", "2024-01-15T10:30:15", "2024-01-15T10:30:15.5",
          "2024-01-15T10:30:15.1234", "2024-01-15T10:30:15.123456789", "2024-03", "2024", "24", "-0010-01-01",
          "12345-06-07", "2024-01-15 10:30", "NaT", "nat", ""]:
    d = np.datetime64(s)
    print(repr(d), str(d), d.dtype)
print(repr(np.datetime64("2024-01-15", "s")), repr(np.datetime64("2024-01-15T10:30", "D")), repr(np.datetime64("2024-01", "ns")))
print(repr(np.datetime64("2024-01-18", "W")), repr(np.datetime64("2024-03", "W")), repr(np.datetime64("1969-12-31T23:59:59.5", "s")))
print(repr(np.datetime64(10, "D")), repr(np.datetime64(-1, "D")), repr(np.datetime64(10, "M")), repr(np.datetime64(-10, "Y")), repr(np.datetime64(100, "h")))
print(repr(np.datetime64(100, "ns")), repr(np.datetime64("NaT", "D")), repr(np.datetime64()), repr(np.datetime64(None)), repr(np.datetime64(True, "D")))
print(repr(np.datetime64(np.datetime64("2024-01-15"), "h")), repr(np.datetime64(np.datetime64("2024-01-15T10"))))

# Timedeltas: counts of a unit, generic without one; str names the unit.
for u in ["Y", "M", "W", "D", "h", "m", "s", "ms", "us", "ns"]:
    td = np.timedelta64(3, u)
    print(repr(td), str(td), td.dtype, repr(np.timedelta64("NaT", u)))
print(repr(np.timedelta64(90, "m")), str(np.timedelta64(1, "D")), repr(np.timedelta64(-3, "D")), repr(np.timedelta64(5)), str(np.timedelta64(5)))
print(repr(np.timedelta64()), repr(np.timedelta64("NaT")), str(np.timedelta64("NaT")), repr(np.timedelta64(None)), repr(np.timedelta64("3")), repr(np.timedelta64("3", "h")))
print(repr(np.timedelta64(True, "D")), repr(np.timedelta64(np.int64(3), "D")), repr(np.timedelta64(np.timedelta64(3, "D"), "h")), repr(np.timedelta64(np.timedelta64(3, "h"), "D")))

# dtype objects.
for name in ["datetime64[D]", "M8[s]", "timedelta64[h]", "m8[ms]", "datetime64", "M8", "<M8[ns]", "m8[us]"]:
    dt = np.dtype(name)
    print(repr(dt), str(dt), dt.name, dt.str, dt.kind, dt.char, dt.itemsize)
print(np.dtype(np.datetime64), np.dtype(np.timedelta64), np.datetime64, np.datetime64.__name__, np.dtype("M8[D]").type)
print(np.dtype("M8[D]") == "datetime64[D]", np.dtype("M8[D]") == "M8[D]", np.dtype("M8[D]") == "M8[s]", np.dtype("M8") == np.datetime64, np.datetime64("2024").dtype == np.dtype("M8[Y]"))

# astype and conversions to numbers.
d = np.datetime64("2024-01-15T10:30")
print(repr(d.astype("int64")), repr(d.astype(np.int64)), repr(d.astype("datetime64[D]")), repr(d.astype("datetime64[M]")), repr(d.astype("datetime64[Y]")), repr(d.astype("datetime64[s]")))
print(repr(np.datetime64("1969-12-31T23:59").astype("datetime64[D]")), repr(np.datetime64("1969-12-31").astype("datetime64[W]")), repr(np.datetime64("2024-05-05").astype("m8[D]")))
td = np.timedelta64(3, "D")
print(repr(td.astype("timedelta64[h]")), repr(td.astype(float)), repr(td.astype(np.float32)), repr(td.astype(bool)), repr(td.astype("M8[D]")), repr(np.timedelta64(-90, "m").astype("m8[h]")))
print(repr(np.timedelta64(1, "Y").astype("m8[D]")), repr(np.timedelta64(-1, "Y").astype("m8[D]")), repr(np.timedelta64(1, "M").astype("m8[h]")), repr(np.timedelta64(100, "D").astype("m8[M]")), repr(np.timedelta64(5).astype("m8[D]")))
print(repr(np.datetime64("NaT").astype("int64")), repr(np.timedelta64("NaT", "D").astype(float)), bool(np.timedelta64(0)), bool(np.datetime64("NaT")), bool(np.datetime64(0, "D")))
print(int(np.timedelta64(3, "ns")), int(np.timedelta64(3, "M")), int(np.timedelta64(3)), int(np.datetime64(3, "ns")), float(np.timedelta64(3, "Y")))
print(np.datetime64(5, "ns").item(), np.timedelta64(7).item(), np.timedelta64(2, "Y").item(), np.datetime64("NaT", "D").item())
print(hash(np.timedelta64(3, "D")) == hash(np.timedelta64(72, "h")), hash(np.datetime64("2024-01-15")) == hash(np.datetime64("2024-01-15T00:00")))
print({np.timedelta64(3, "D"): "three days"}[np.timedelta64(72, "h")], np.datetime64("2024") in [np.datetime64("2024-01-01")])

# NumPy's errors.
bad = [("2024-1-5",), ("2024-13-01",), ("2024-02-30",), ("2023-02-29",), ("2024-01-15T25:00",), ("2024-01-15T23:60",),
       ("2024-01-15T10:30:60",), ("abc",), ("2024-01-15T",), ("2024-01-15 ",), ("2024-01-15x",), ("2024-01x",),
       ("2024-01-15T10:3",), ("2024-01-15T10:30:15.1x",), (10,), (3, "generic"), ("2024", "generic"), ("2024-01-15", "x"),
       ("2024-01-15", "D2"), (1.5, "D"), (np.timedelta64(3, "D"),), ([1], "D"), ("2024", "D", 3)]
for args in bad:
    try:
        print(repr(np.datetime64(*args)))
    except Exception as e:
        print(type(e).__name__, e)
for args in [("abc",), (3.5, "D"), (np.datetime64("2024"),), (3, "x"), (np.timedelta64(3, "D"), "M")]:
    try:
        print(repr(np.timedelta64(*args)))
    except Exception as e:
        print(type(e).__name__, e)
for f in [lambda: int(np.timedelta64(3, "D")), lambda: int(np.datetime64("2024-01-15")), lambda: int(np.datetime64("2024-01-15T10:30")),
          lambda: int(np.datetime64("NaT")), lambda: np.dtype("M8[x]"), lambda: np.dtype("datetime64[D"), lambda: np.timedelta64(3, unit="D"),
          lambda: np.timedelta64(3, "D").astype("m8[M]") + np.timedelta64(1, "D")]:
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
