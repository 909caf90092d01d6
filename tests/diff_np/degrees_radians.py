import numpy as np

x = np.arange(-720, 721, 37, dtype=np.float64) * 0.731
for t in (np.float64, np.float32, np.int32):
    a = x.astype(t)
    d = np.degrees(a)
    r = np.radians(a)
    print(t.__name__, d.dtype, r.dtype, repr(d[:4]), repr(r[-3:]))
    print(np.array_equal(np.rad2deg(a), d), np.array_equal(np.deg2rad(a), r))
    print(float(np.sum(d)), float(np.sum(r)))
print(np.degrees(np.pi), np.radians(180), np.degrees([0.5, 1.0]), type(np.radians(1.0)).__name__)
