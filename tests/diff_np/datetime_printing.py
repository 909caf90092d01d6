import numpy as np

# Printing: NumPy's layout (75 columns, 'NaT' padded to the widest element, summarised above
# 1000 elements), for datetimes in every unit and for timedeltas.
start = np.datetime64("2024-01-01")
print(repr(np.arange(start, start + 1200)))
print(np.arange(start, start + 1200))
print(repr(np.arange(2000, dtype="m8[s]")))
print(np.arange(2000, dtype="m8[s]"))
print(repr(np.arange(1000, 1012, dtype="m8[D]")))
for unit in ["Y", "M", "W", "D", "h", "m", "s", "ms", "us", "ns"]:
    x = np.array(["2024-02-29T13:45:30.123456789", "NaT", "1969-07-20T20:17"], dtype=f"datetime64[{unit}]")
    print(repr(x))
    print(x)
for unit in ["Y", "M", "D", "h", "ns"]:
    x = np.array([1, -22, "NaT", 4000], dtype=f"timedelta64[{unit}]")
    print(repr(x))
    print(x)
print(repr(np.array(["NaT"], dtype="M8[D]")), repr(np.array(["NaT", "NaT"], dtype="m8")), repr(np.array([5], dtype="m8")))
grid = np.arange(np.datetime64("2024-01-01T00"), np.datetime64("2024-01-02T00"), np.timedelta64(1, "h")).reshape(4, 6)
print(repr(grid))
print(grid)
print(repr(grid.astype("M8[D]")[:, ::2]))
cube = np.array([1, 2, 3, 4, 5, 6, 7, 8], dtype="m8[m]").reshape(2, 2, 2)
print(repr(cube))
print(cube)
big = np.arange(np.datetime64("1900-01-01"), np.datetime64("2100-01-01"), np.timedelta64(30, "D"))
print(repr(big), big.size)
wide = np.array(["-100000-01-01", "2024-01-01", "NaT"], dtype="M8[D]")
print(repr(wide))
print(wide)
print(repr(np.array([np.datetime64("2024-01-01")]).reshape(1, 1, 1)))
print(str(np.array(np.datetime64("2024-05-06T07"))), repr(np.array(np.timedelta64(3, "D"))))
